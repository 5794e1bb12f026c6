"""Names on cards: an identity card or a licence read by OCR, each line a key, a space and its
value, no colon ("LN OGUNLEYE\nFN ADAEZE", "APELLIDOS DE LAS CASAS FERNÁNDEZ\nNOMBRE BORJA", "NOME
ITZIAR ECHEVERRÍA CASALS\nFILIAÇÃO SEÁN MCLAUGHLIN"), where two such lines or more say a card
stands there and the key says a name is its value; a vCard's structured name, "N:" then the
family name and the given names apart by semicolons (RFC 6350), in any casing; and an iCalendar
organizer's or attendee's common name, "CN=" (RFC 5545); and the names in a passport's or an
identity card's machine-readable zone (ICAO 9303), the surname's words and the given names' joined
by "<", the two parts by "<<" ("P<USABANKS<<MAURICE<<<<", "IDESP<<QURESHI<<SADIA<<<").
"""

from __future__ import annotations

import regex

from recognizers.names.tables import cell_name

# Keys a card names a person's name, or a part of it, with: the licence's "LN"/"FN" (last and first
# name), a residence card's or a passport's words, a Brazilian licence's parents ("FILIAÇÃO").
_CARD_KEY = (
    r"(?i:ln|fn|name|names|surname|surnames|last[ ]name|first[ ]name|given[ ]names?|family[ ]name|"
    r"nombre|nombres|apellido|apellidos|nome|sobrenome|prenome|filia[çc][ãa]o|filiaci[óo]n)"
)
_CARD_LINE = regex.compile(
    rf"(?m)^[ \t]*(?P<key>{_CARD_KEY})[ \t]+(?P<value>\p{{L}}[\p{{L}}'’\-]*(?:[ \u00a0]+\p{{L}}[\p{{L}}'’\-]*){{0,5}})[ \t]*$"
)


def card_names(text: str) -> list[tuple[int, int]]:
    """The values of a card's name lines, where two lines or more are so: words a name's cell could
    hold (tables.cell_name), no word of the language nor a label."""
    lines = list(_CARD_LINE.finditer(text))
    if len(lines) < 2:
        return []
    return [span for line in lines for span in [cell_name(text, *line.span("value"))] if span]


# A vCard's N property: family names; given names; additional names; prefixes; suffixes.
_VCARD_N = regex.compile(r"(?im)^N(?:;[^:\n]*)?:(?P<family>[^;\n]*);(?P<given>[^;\n]*)(?:;(?P<additional>[^;\n]*))?")


def vcard_names(text: str) -> list[tuple[int, int]]:
    """The family and the given names of a vCard's N line, each a span, and its FN line's name whole,
    where the card opens with BEGIN:VCARD: the property says what each part is, so a part a name's
    cell could hold counts."""
    if not _BEGIN_VCARD.search(text):
        return []
    found = []
    for match in _VCARD_N.finditer(text):
        for part in ("family", "given", "additional"):
            if match.group(part):
                span = cell_name(text, *match.span(part))
                if span:
                    found.append(span)
    for match in _VCARD_FN.finditer(text):
        span = cell_name(text, *match.span("formatted"))
        if span:
            found.append(span)
    return found


# Its FN property: the name formatted whole ("FN:Hằng Huỳnh").
_VCARD_FN = regex.compile(r"(?im)^FN(?:;[^:\n]*)?:(?P<formatted>[^\n]+?)[ \t]*$")
_BEGIN_VCARD = regex.compile(r"(?im)^BEGIN:VCARD[ \t]*$")


# An iCalendar event's organizer or attendee, its common name a parameter ("ATTENDEE;CN=Lavrenty
# Kulikov:mailto:…", quoted where it holds a comma or a colon).
_CALENDAR_CN = regex.compile(
    r"(?im)^(?:ORGANIZER|ATTENDEE)(?:;[^:\n]*?)?;CN=(?:\"(?P<quoted>[^\"\n]*)\"|(?P<name>[^;:\n]+))")
_BEGIN_CALENDAR = regex.compile(r"(?im)^BEGIN:(?:VEVENT|VCALENDAR|VTODO)[ \t]*$")


def calendar_names(text: str) -> list[tuple[int, int]]:
    """The common names of an iCalendar's organizer and attendees, where an event opens with BEGIN:
    the parameter says a person's name is there, so words a name's cell could hold count."""
    if not _BEGIN_CALENDAR.search(text):
        return []
    found = []
    for match in _CALENDAR_CN.finditer(text):
        group = "quoted" if match.group("quoted") is not None else "name"
        span = cell_name(text, *match.span(group)) if match.group(group) else None
        if span:
            found.append(span)
    return found


# A machine-readable zone's name field: the document's code and the issuing state's, then the
# surname's words, "<<", the given names', the "<" filler to the line's end. OCR and people retyping
# it put a "<" between the state and the surname, or two, a space for a "<" between a name's words
# ("ALVES LOPES<<MATILDE"), and change the case.
_MRZ_NAME = regex.compile(
    r"(?m)^[ \t]*(?:(?i:mrz)[ \t]*:[ \t]*)?(?i:[a-z][a-z<])<?(?i:[a-z]{3})<{0,2}"
    r"(?P<surname>\p{L}+(?:[< ]\p{L}+)*)<<(?P<given>\p{L}+(?:[< ]\p{L}+)*)<*[ \t]*$")


def mrz_names(text: str) -> list[tuple[int, int]]:
    """The surname and the given names of a machine-readable zone's name line, each a span, where the
    filler runs to the line's end."""
    found = []
    for match in _MRZ_NAME.finditer(text):
        if not match.group().rstrip().endswith("<<"):
            continue  # the zone pads its name line with "<" to 44 or 30 characters
        found += [match.span("surname"), match.span("given")]
    return found
