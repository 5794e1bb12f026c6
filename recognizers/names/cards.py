"""Names on an identity card or a licence read by OCR: each line a key, a space and its value,
no colon ("LN OGUNLEYE\nFN ADAEZE", "APELLIDOS DE LAS CASAS FERNÁNDEZ\nNOMBRE BORJA", "NOME ITZIAR
ECHEVERRÍA CASALS\nFILIAÇÃO SEÁN MCLAUGHLIN"). Two such lines or more say a card stands there; the
key then says a name is its value, in any casing.
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
