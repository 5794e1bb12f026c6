"""E-mail addresses, internationalised ones included (`josé@example.com`, `ana@bücher.de`).

The local part may hold RFC 5322's other characters (o'brien@, a!b@, a#2@), one at a time
between ordinary ones, never first or last, so a quote around an address
('ana@example.com') stays outside it. Not = / ? & $ : those join a name to its value in
URLs, command lines and code (?email=ana@…, --email=ana@…, user=ana@…), and the address is
what follows them. Letters and digits of any script count (RFC 6531); the last label is
letters, or an IDN's `xn--`. A percent-encoded `@` (`ana%40example.com`) is read through
folding (daemon/core/text_folding.py).
"""

from __future__ import annotations

import regex

_SPECIAL = r"'!#*^`{|}~"
_ATOM = r"[\p{L}\p{N}._%+\-]"
_LABEL = r"[\p{L}\p{N}](?:[\p{L}\p{N}\-]*[\p{L}\p{N}])?"
# Read outwards from each `@`, so the cost is per `@`, not per character of the message.
_LOCAL = regex.compile(r"(?r)" + _ATOM + r"+(?:[" + _SPECIAL + r"]" + _ATOM + r"+)*\Z")
_DOMAIN = regex.compile(
    _LABEL + r"(?:\." + _LABEL + r")*\.(?:\p{L}{2,24}|xn--[a-z0-9\-]{1,59})"
    r"(?![\p{L}\p{N}_\-@])(?!\.[\p{L}\p{N}])",
    regex.IGNORECASE,
)
_NOT_BEFORE = regex.compile(r"[\p{L}\p{N}_.%+\-@]")
_LABEL_ONLY = regex.compile(_LABEL)
_LOCAL_MAX = 64


def email_valid(text: str) -> bool:
    """local@domain with a sane local part and domain labels (no DNS, no network)."""
    if text.count("@") != 1 or len(text) > 254:
        return False
    local, domain = text.split("@")
    if not local or len(local) > 64 or local[0] == "." or local[-1] == "." or ".." in local:
        return False
    labels = domain.split(".")
    last = labels[-1]
    if len(labels) < 2 or len(last) < 2 or not (last.isalpha() or last.lower().startswith("xn--")):
        return False
    return all(len(label) <= 63 and _LABEL_ONLY.fullmatch(label) for label in labels)


def find_emails(text: str) -> list[tuple[int, int, float]]:
    found = []
    at = text.find("@")
    while at > 0:
        local = _LOCAL.search(text, max(0, at - _LOCAL_MAX - 1), at)
        domain = _DOMAIN.match(text, at + 1) if local else None
        if local and domain:
            start = local.start()
            # Not glued to a word or another address before it, nor the tail of a longer local
            # part than an address may have.
            glued = start > 0 and (_NOT_BEFORE.match(text[start - 1])
                                   or start > 1 and text[start - 1] in _SPECIAL and _NOT_BEFORE.match(text[start - 2]))
            end = _without_glued_word(text, at + 1, domain.end())
            if not glued and email_valid(text[start:end]):
                found.append((start, end, 1.0))
        at = text.find("@", at + 1)
    return found


def _without_glued_word(text: str, domain_start: int, end: int) -> int:
    """Where the address ends when a capitalised word is glued to it by a full stop
    (`ana@example.com.Thanks`): a lower-case domain does not end in a capitalised label."""
    last_dot = text.rfind(".", domain_start, end)
    last = text[last_dot + 1:end]
    rest = text[domain_start:last_dot]
    if last[:1].isupper() and last[1:].islower() and rest == rest.lower() and rest.count(".") >= 1:
        return last_dot
    return end
