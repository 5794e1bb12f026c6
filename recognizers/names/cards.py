"""Names on cards: an identity card or a licence read by OCR, each line a key, a space and its
value, no colon ("LN OGUNLEYE\nFN ADAEZE", "APELLIDOS DE LAS CASAS FERNÁNDEZ\nNOMBRE BORJA", "NOME
ITZIAR ECHEVERRÍA CASALS\nFILIAÇÃO SEÁN MCLAUGHLIN"), where two such lines or more say a card
stands there and the key says a name is its value; and a vCard's structured name, "N:" then the
family name and the given names apart by semicolons (RFC 6350), in any casing.
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
    """The family and the given names of a vCard's N line, each a span, where the card opens with
    BEGIN:VCARD: the property says what each part is, so a part a name's cell could hold counts."""
    if not _BEGIN_VCARD.search(text):
        return []
    found = []
    for match in _VCARD_N.finditer(text):
        for part in ("family", "given", "additional"):
            if match.group(part):
                span = cell_name(text, *match.span(part))
                if span:
                    found.append(span)
    return found


_BEGIN_VCARD = regex.compile(r"(?im)^BEGIN:VCARD[ \t]*$")
