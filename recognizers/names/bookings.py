"""Names as a booking writes them: surname, a slash, first names, and perhaps a title ("PAX
O'HARA/COLM MR", "pasajero navarro/juan manuel", "PASSAGEIRO PINTO/CONSTANTE"). Airlines, hotels
and travel agents keep names so; after a passenger's or a guest's word, each side of the slash is
a part of one person's name.
"""

from __future__ import annotations

import regex

from recognizers.names.lists import could_be_surname, first_name, name_word, surname
from recognizers.names.text import WORD
from recognizers.names.words import PARTICLES

_WORD = r"\p{L}[\p{L}'’\-]*"
_BOOKED = regex.compile(
    r"(?<![\p{L}])(?i:pax|passengers?|pasajer[oa]s?|passageir[oa]s?|guests?|hu[eé]sped(?:es)?|h[oó]spedes?)"
    rf"[ \u00a0]*:?[ \u00a0]+(?P<surname>{_WORD}(?:[ \u00a0]+{_WORD}){{0,2}})/"
    # the first names end before a title ("COLM MR", "Hui Ms.")
    rf"(?P<first>{_WORD}(?:[ \u00a0]+(?!(?i:mr|mrs|ms|miss|mstr)(?![\p{{L}}])){_WORD}){{0,2}})"
)


def booked_names(text: str) -> list[tuple[int, int]]:
    """The surname and the first names of a booking's "SURNAME/FIRST" after a passenger's or a
    guest's word, each a span: the lists must hold the first name, and know or allow the surname."""
    found = []
    for match in _BOOKED.finditer(text):
        firsts = WORD.findall(match.group("first"))
        surnames = [w for w in WORD.findall(match.group("surname")) if w.lower() not in PARTICLES]
        if not firsts or not (first_name(firsts[0]) or name_word(firsts[0])):
            continue
        if not all(surname(w) or could_be_surname(w) or name_word(w) for w in surnames):
            continue
        found.extend([match.span("surname"), match.span("first")])
    return found
