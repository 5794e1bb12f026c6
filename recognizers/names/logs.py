"""Who a web server's access log names: the authenticated user of the Common Log Format's line,
between the client's address and the bracketed time ("10.0.0.9 - odile [12/Mar/2025:10:40:00
+0000] "POST /api/claims HTTP/1.1" 201"). The field holds a login, which is the user's name as
often as not; a word of the language there is a service account ("admin", "backup")."""

from __future__ import annotations

import regex

from recognizers.names.lists import could_be_surname, first_name_at_any_rank, fold, stop_words
from recognizers.names.text import WORD

# The client's address (IPv4, IPv6 or a host), the identity (mostly "-"), the user, then the time.
_LOG_USER = regex.compile(
    r"(?m)^[ \t]*(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]{3,39}|[\w.\-]+\.[a-z]{2,})[ \t]+\S+[ \t]+"
    r"(?P<user>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,2})[ \t]+\[")


def log_users(text: str) -> list[tuple[int, int]]:
    """Each access log line's user whose words are a name's: a first name the lists hold, or a
    word no dictionary does."""
    found = []
    for match in _LOG_USER.finditer(text):
        words = WORD.findall(match.group("user"))
        if words and all((first_name_at_any_rank(w) or could_be_surname(w)) and fold(w) not in stop_words()
                         for w in words):
            found.append(match.span("user"))
    return found
