"""Surnames on a building's labels: a block of mailboxes, an intercom's panel, a row of doorbells,
each line one household's surname in capitals, perhaps after its flat ("1A  HUANG", "1.º B  EZE +
Canela", "MICHAUD", "ZIMMERMANN BENÍTEZ"): a line that holds nothing else; or a card's slots, a surname in
capitals after each slot's key cased as usual ("Breast: HOWARD", "A favor: BOYER"). Two such lines or more
vouch for each other, one of them a surname no word of the language is; a line of a word of the
language ("SUMMARY", "TOTAL") holds no surname, unless a common one ("GREEN", "PRIETO").
"""

from __future__ import annotations

from functools import lru_cache

import regex

from recognizers.names.lists import LANGUAGE, common_words, could_be_surname, fold, ranked_within, stop_words, surname
from recognizers.names.places import a_town_or_land
from recognizers.names.text import WORD
from recognizers.names.words import FIRST_NAME_FIELDS, PARTICLES, PERSON_FIELDS, SURNAME_FIELDS, bare

# A flat's code before the surname: "1A", "12", "B3", "1.º B", "2ºA", "3-B".
_FLAT = r"(?:\d{1,3}(?:[.]?[ºª°])?(?:[ \-]?\p{Lu})?|\p{Lu}\d{1,3})"
_CAPITAL_WORD = r"\p{Lu}[\p{Lu}'’\-]*\p{Lu}"
_LABEL_LINE = regex.compile(
    r"(?m)^[ \t]*(?:" + _FLAT + r"[ \t]+)?(?P<name>" + _CAPITAL_WORD + r"(?:[ ]" + _CAPITAL_WORD + r"){0,2})"
    # a pet or a lodger after a plus sign belongs to the household, not to its surname
    r"(?:[ \t]*[+&][ \t]*\p{L}[\p{L}'’\-]*)?[ \t]*$")
# Or a card's line, the surname after its slot's key cased as usual ("Breast: HOWARD", "A favor: BOYER",
# "Proposition: JERMAN"): a relay's, a debate's or a rota's slots filled in capitals.
_KEYED_LABEL_LINE = regex.compile(
    r"(?m)^[ \t]*(?P<key>\p{Lu}\p{Ll}*(?:[ ]\p{Ll}+){0,2})[ \t]*:[ \t]*"
    r"(?P<name>" + _CAPITAL_WORD + r"(?:[ ]" + _CAPITAL_WORD + r"){0,2})[ \t]*$")
_VOWEL = regex.compile(r"[aeiouy]")  # "HTTPS", "SMTP" are protocols
_FIELDS = PERSON_FIELDS | SURNAME_FIELDS | FIRST_NAME_FIELDS
# A surname that is a word too is taken where it is a common one ("GREEN", "PRIETO").
_COMMON_SURNAME_RANK = 1000


def label_surnames(text: str) -> list[tuple[int, int]]:
    """The surnames of a building's label lines (_LABEL_LINE), where two lines or more hold surnames
    (the lists' or words no dictionary holds), one of them a surname the lists hold and one no word
    of the language."""
    return list(_label_surnames(text, LANGUAGE.get()))


# Screening asks for every span of a message: found once per message and language (the lists'
# words are the language's).
@lru_cache(maxsize=32)
def _label_surnames(text: str, language: str | None) -> tuple[tuple[int, int], ...]:
    lines = list(_LABEL_LINE.finditer(text))
    if any(bare(match.group("name")) in _FIELDS for match in lines):
        return ()  # "APELLIDOS\nCAFORIO\nNOMBRE\nULRICO": a card's fields, each under its key, which cued.py reads
    # Keyed lines are read apart: a mailbox's line and a card's slot do not vouch for each other.
    return _vouched(lines) + _vouched([match for match in _KEYED_LABEL_LINE.finditer(text)
                                       if bare(match.group("key")) not in _FIELDS])


def _vouched(lines: list) -> tuple[tuple[int, int], ...]:
    lines = [match for match in lines if _surnames(match.group("name"))]
    if len(lines) < 2 or not any(_plainly_a_surname(match.group("name")) for match in lines) \
            or not any(surname(w) for match in lines for w in WORD.findall(match.group("name"))):
        return ()
    return tuple(match.span("name") for match in lines)


def _surnames(name: str) -> bool:
    words = [w for w in WORD.findall(name) if w.lower() not in PARTICLES]
    # A town's name is a common surname's as often ("GREEN", "SUTTON"); a rare one alone is the town's.
    return bool(words) and all(_a_surname(w) for w in words) and (not a_town_or_land(name) or all(
        _common_surname(w) for w in words))


def _a_surname(word: str) -> bool:
    folded = fold(word)
    # A short word no list holds is as often a format's or a code's ("XAML").
    if folded in stop_words() or not _VOWEL.search(folded) \
            or not (surname(word) or (len(word) > 4 and could_be_surname(word))):
        return False
    return folded not in common_words() or _common_surname(word)


def _common_surname(word: str) -> bool:
    return ranked_within(word, surname_rank=_COMMON_SURNAME_RANK)


def _plainly_a_surname(name: str) -> bool:
    return any(fold(w) not in common_words() for w in WORD.findall(name) if w.lower() not in PARTICLES)
