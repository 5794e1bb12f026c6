"""Korean given names as they are romanised: two syllables, usually hyphenated ("Ji-hoon",
"Seo-yeon", "Do-yun"). The name lists hold few of them in that shape, while the syllables
are a closed set: the Revised Romanization of Korean (2000) spells every syllable as an initial
consonant, a vowel and a final one, and names keep a few older spellings ("Soo", "Joon", "Hee").
"""

from __future__ import annotations

from functools import cache

import regex

# The Revised Romanization's initials, vowels and finals, with the spellings names still use
# beside them ("l" of "Lee", "sh" of "Shin", "oo" of "Soo", "ee" of "Hee", "ah" of "Soo-ah").
_INITIALS = ("", "g", "k", "kk", "n", "d", "t", "tt", "r", "l", "m", "b", "p", "pp", "s", "ss", "sh",
             "j", "jj", "ch", "h")
_VOWELS = ("a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo",
           "we", "wi", "yu", "eu", "ui", "i", "oo", "woo", "ee", "yoo", "ah")
_FINALS = ("", "k", "n", "l", "m", "p", "ng")
_SHAPE = regex.compile(r"(?P<first>\p{L}{1,5})-(?P<second>\p{L}{1,5})")
_CONSONANTS = regex.compile(r"^[^aeiouy]*|[^aeiouy]*$")
# Shorter pairs are words ("Re-do", "To-do", "Yo-yo"); names run to five letters or more.
_MIN_LETTERS = 5


@cache
def _syllables() -> frozenset[str]:
    return frozenset(i + v + f for i in _INITIALS for v in _VOWELS for f in _FINALS)


def korean_given_name(folded: str) -> bool:
    """Whether `folded` (lower case, accents folded) is a hyphenated pair of romanised Korean
    syllables long enough to be a given name ("ji-hoon", "min-jun"); not a reduplication
    ("ping-pong", "hip-hop"), whose halves differ only in their vowels."""
    shape = _SHAPE.fullmatch(folded)
    if not shape or len(folded) - 1 < _MIN_LETTERS:
        return False
    first, second = shape.group("first"), shape.group("second")
    if _CONSONANTS.findall(first) == _CONSONANTS.findall(second):
        return False
    return first in _syllables() and second in _syllables()


def korean_given_name_unhyphenated(folded: str) -> bool:
    """Whether `folded` splits into two romanised Korean syllables, as a given name written without
    its hyphen does ("minjun", "seoyun"); a test for a word beside a Korean surname, where a
    Western word may pass too ("Sandy" does not: "y" ends no syllable)."""
    return len(folded) >= _MIN_LETTERS and any(
        folded[:cut] in _syllables() and folded[cut:] in _syllables() and folded[:cut] != folded[cut:]
        for cut in range(1, len(folded)))
