"""Names in a ranking: each place's ordinal, the name, its prize or score ("Raffle payout: 1st Ana
Gil $441.91, 2nd (Banks) $458.50, 3rd Paola $301.77", "1º Seth McKnight 192,03 €"). Two ordinals
or more and an amount after each name say the places are people's, whatever the lists rank the
words, and a word no list holds counts where it is no word of the language; one ordinal alone
before a word is as often a floor, a court or a year ("1ª Vara Cível", "2º andar", "3rd Street").
"""

from __future__ import annotations

import regex

from recognizers.names.lists import could_be_surname, fold, listed_name, stop_words
from recognizers.names.text import WORD
from recognizers.names.words import PARTICLES

# A place's ordinal, the name (perhaps in brackets), then an amount with its currency or its cents.
_ENTRY = regex.compile(
    # "1o", "2a": an ordinal's sign written as a letter where the keyboard has none
    r"(?<![\p{L}\d])\d{1,2}(?:ª|º|°|(?i:st|nd|rd|th|o|a))\.?[ \u00a0]+\(?"
    r"(?P<name>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,4})\)?[ \u00a0]+"
    r"(?:(?i:r\$|us\$|\$|€|£)[ \u00a0]?\d|\d[\d.]*,\d{2}[ \u00a0]?(?:€|(?i:eur|brl|reais|euros))|\d[\d,]*\.\d{2})"
)
# An ordinal number: "1º", "2ª", "3rd", "1o".
ORDINAL = regex.compile(r"(?<![\p{L}\d])\d{1,2}(?:ª|º|°|(?i:st|nd|rd|th|o|a))(?![\p{L}\d])")


def ranked_names(text: str) -> list[tuple[int, int]]:
    """Each name of a ranking's places, where two of its entries or more stand in the message: a
    name's words the lists hold as a name's (particles between them), none a function word."""
    entries = list(_ENTRY.finditer(text))
    if len(entries) < 2 or len(ORDINAL.findall(text)) < 2:
        return []
    found = []
    for entry in entries:
        words = WORD.findall(entry.group("name"))
        named = [w for w in words if fold(w) not in PARTICLES]
        # The ranking vouches for a rare name ("3rd Tatsuko $303.58", "2º (Gasperoni)"), not for a
        # word of the language ("1º andar").
        if named and all((listed_name(w) or could_be_surname(w)) and fold(w) not in stop_words() for w in named):
            found.append(entry.span("name"))
    return found
