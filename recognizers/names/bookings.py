"""Names as a booking writes them: surname, a slash, first names, and perhaps a title ("PAX
O'HARA/COLM MR", "pasajero navarro/juan manuel", "PASSAGEIRO PINTO/CONSTANTE", a GDS display's
"RP/PZG7T2/\n  1.1 CIOBAN/SORINA   2.1 LIANGO/TINA MRS"). Airlines, hotels
and travel agents keep names so, couriers' labels ("ATTN: BLACK/PARKER") and pharmacies' too; after a
passenger's, a guest's or an addressee's word, each side of the slash is a part of one person's name.
"""

from __future__ import annotations

import regex

from recognizers.names.lists import could_be_surname, first_name, name_word, surname
from recognizers.names.text import WORD
from recognizers.names.words import PARTICLES

_WORD = r"\p{L}[\p{L}'’\-]*"
# A list's conjunction, a booking's title: never a name's word.
_BOOKING_TITLES = r"mr|mrs|ms|miss|mstr|sr|sra|srta|chd|inf|dona|don|doña|seu|dr|dra"
_NOT_A_NAME_WORD = rf"(?!(?i:and|y|e|{_BOOKING_TITLES})(?![\p{{L}}]))"
_ENTRY = (
    rf"(?P<surname>{_NOT_A_NAME_WORD}{_WORD}(?:[ \u00a0]+{_NOT_A_NAME_WORD}{_WORD}){{0,3}})/"
    # the first names end before a title ("COLM MR", "Hui Ms.") or the list's next booking
    rf"(?P<first>{_WORD}(?:[ \u00a0]+{_NOT_A_NAME_WORD}{_WORD}){{0,2}})"
)
# A booking's number, its full stop or bracket perhaps written close to the surname ("1.REIS/MARIA"),
# or a GDS display's element number ("1.1 CIOBAN/SORINA", "2.1LIANGO/TINA").
_NUMBER = r"\d{1,2}(?:\.\d{1,2}[ \u00a0]*|[).:][ \u00a0]*|[ \u00a0]+)"
_BOOKED = regex.compile(
    r"(?<![\p{L}])(?:(?i:pax|passengers?|pasajer[oa]s?|passageir[oa]s?|guests?|hu[eé]sped(?:es)?|h[oó]spedes?|"
    # whose attention or care a parcel is for, as a courier's label writes it ("ATTN: BLACK/PARKER",
    # "A/C: ANDŌ/TATSUKO")
    r"attn|att|a/c|c/o|a/a)"
    # A manifest numbers its passengers ("PAX 1 LITTLE/DREW", "Pasajeros: 1) ACEA/TAISMARY").
    rf"[ \u00a0]*:?(?:[ \u00a0]+{_NUMBER}|[ \u00a0]+)"
    # A record's locator, then its numbered bookings ("PNR JSLSKW  1.TILLMAN/ODESSA MS", "Localizador
    # HH6F4Q: 1.REIS/MARIA LUIZA SRA").
    r"|(?P<locator>(?i:pnr|localizador|locator|record[ ]locator)[ \u00a0]+[A-Za-z0-9]{5,8})[ \u00a0]*:?[ \u00a0]+"
    rf"{_NUMBER}"
    # A GDS display's header, its passengers' elements on the next line ("RP/PZG7T2/\n  1.1 CIOBAN/SORINA").
    rf"|(?P<display>(?i:rp)/[A-Za-z0-9]{{5,8}}/?[^\n]{{0,40}})\n[ \t]*{_NUMBER}"
    # A boarding pass's heading, its passenger on the next line ("BOARDING PASS\nO'DONOGHUE/MAEVE").
    r"|(?i:boarding[ \u00a0]+pass|tarjeta[ \u00a0]+de[ \u00a0]+embarque|cart[ãa]o[ \u00a0]+de[ \u00a0]+embarque|"
    # a pharmacy's label, its patient under the prescription's number ("RECETA WD521\nROȘCA/MIHAELA")
    r"receta|receita|prescription|rx|"
    rf"pase[ \u00a0]+de[ \u00a0]+abordar|pasabordo)[^\n]{{0,40}}\n[ \t]*){_ENTRY}"
)
# The next booking of a list ("pax WASHINGTON/QUENTIN and BRADY/CHARLOTTE", "y", "e", a comma).
_NEXT = regex.compile(rf"(?:[ \u00a0]*[,;&][ \u00a0]*|[ \u00a0]+(?i:and|y|e)[ \u00a0]+|[ \u00a0]+{_NUMBER}"
                      rf"|[ \u00a0]+(?i:{_BOOKING_TITLES})\.?[ \u00a0]+{_NUMBER}){_ENTRY}")


# A record's numbered lines, one booking each, a title perhaps after it ("PNR N3FQHS\n1. SATO/YUI
# Ms.\n2. PRUITT/DALTON").
_NUMBERED_LINE = regex.compile(rf"(?m)^[ \t]*\d{{1,2}}(?:\.\d{{1,2}}[ \t]*|[.)][ \t]*|[ \t]+){_ENTRY}"
                               rf"(?:[ \t]+(?i:{_BOOKING_TITLES})\.?)?[ \t]*$")


def booked_names(text: str) -> list[tuple[int, int]]:
    """The surname and the first names of a booking's "SURNAME/FIRST" after a passenger's or a
    guest's word, and of the bookings listed after it, each a span: the lists must hold the first
    name, and know or allow the surname. So too on a record's numbered lines, two or more of them,
    where the lines say a list of bookings stands there whatever word heads it."""
    found = []
    for match in _BOOKED.finditer(text):
        # A locator and a number say a list of bookings stands there, whatever the first name, where
        # the first booking's surname or first name is one the lists know ("1.ahmadieh/negar"; not "1.
        # Login/Logout").
        listed = bool(match.group("locator") or match.group("display"))
        if listed and not (any(name_word(w) for w in WORD.findall(match.group("surname")))
                           or first_name(WORD.findall(match.group("first"))[0])):
            continue
        while match and _booked(match, listed):
            found.extend([match.span("surname"), match.span("first")])
            match, listed = _NEXT.match(text, match.end()), True
    lines = list(_NUMBERED_LINE.finditer(text))
    # One line at least holds a first name the lists hold ("Login/Logout" holds none); then every
    # line is read as a list's ("listed" only widens what _booked takes).
    if len(lines) > 1 and any(_booked(line) and first_name(WORD.findall(line.group("first"))[0]) for line in lines):
        found += [span for line in lines if _booked(line, listed=True)
                  for span in (line.span("surname"), line.span("first"))]
    return found


def _booked(match, listed: bool = False) -> bool:
    """Whether a "SURNAME/FIRST" is a name: the lists hold the first name, or, in a list whose
    first booking was one, it could be a rare one ("ADEYEMO/DEJI 2) ACEA/TAISMARY")."""
    firsts = WORD.findall(match.group("first"))
    surnames = [w for w in WORD.findall(match.group("surname")) if w.lower() not in PARTICLES]
    if not firsts or not (first_name(firsts[0]) or name_word(firsts[0]) or (listed and could_be_surname(firsts[0]))
                          or (listed and surnames and all(name_word(w) for w in surnames))):
        return False
    return all(surname(w) or could_be_surname(w) or name_word(w) for w in surnames)
