"""Who signs a line of wishes, as cards, guest books and farewell boards write them, anywhere in
the message: after love or kisses ("Congrats!! love, Moisés & Dragoș xx", "besos, Lerato", "xx
smita"), or after a spaced dash closing a sentence of wishes ("Enjoy the cottage on Ellis Island —
jerry"). One or two names, each a first name the lists hold, perhaps with surnames; a town after a
dash is no signer ("… from Madrid — Lisboa").
"""

from __future__ import annotations

import regex

from recognizers.names.lists import could_be_surname, first_name, first_name_at_any_rank, fold, stop_words, surname
from recognizers.names.places import a_town_or_land
from recognizers.names.text import WORD

# One or two words, no kisses ("Dragoș xx").
_NAME = r"\p{L}[\p{L}'’\-]*(?:[ \u00a0](?!(?i:x{1,4}|xoxo|bjs)(?![\p{L}]))\p{L}[\p{L}'’\-]*)?"
# Love or kisses, then one or two names, then perhaps more kisses, to the line's end.
_WITH_LOVE = regex.compile(
    r"(?m)(?<![\p{L}])(?i:love|lots[ \u00a0]+of[ \u00a0]+love|hugs|besos|besitos|un[ \u00a0]+beso|abrazos|beijos|"
    r"beijinhos|bjs|bjos|abraços|xoxo|xx|xxx)[,!]?[ \u00a0]+(?P<a>" + _NAME + r")"
    r"(?:[ \u00a0]*(?:&|\+|(?i:and|y|e))[ \u00a0]*(?P<b>" + _NAME + r"))?"
    r"[ \u00a0]*(?:(?i:x{1,4}|xoxo|bjs)(?![\p{L}]))?[ \u00a0!.♥❤️😘]*$")
# A sentence of wishes of five words or more ("SPRING PRICE LIST — CHRISTIE'S" is a heading), a
# spaced dash, then the signer to the line's end, no possessive.
_DASHED_SIGNER = regex.compile(
    r"(?m)^[^\n]*\p{L}+(?:[ \u00a0]+[^\s—–-]+){4,}[!.]?[ \u00a0]+[—–-][ \u00a0]+(?P<a>" + _NAME + r")(?!['’])"
    r"[ \u00a0!.]*$")


def wish_signers(text: str) -> list[tuple[int, int]]:
    """The names that sign a line of wishes (_WITH_LOVE, _DASHED_SIGNER)."""
    found = []
    for match in _WITH_LOVE.finditer(text):
        found += [match.span(side) for side in ("a", "b") if match.group(side) and _a_signer(match.group(side))]
    for match in _DASHED_SIGNER.finditer(text):
        if _a_signer(match.group("a"), strict=True):
            found.append(match.span("a"))
    return found


def _a_signer(name: str, strict: bool = False) -> bool:
    """A first name the lists hold (any rank; `strict`, one they rank as a first name), surnames after
    it; no function word, no town."""
    words = WORD.findall(name)
    if not words or any(fold(w) in stop_words() for w in words) or a_town_or_land(name):
        return False
    opens = first_name(words[0]) if strict else first_name_at_any_rank(words[0])
    return bool(opens) and all(surname(w) or could_be_surname(w) for w in words[1:])
