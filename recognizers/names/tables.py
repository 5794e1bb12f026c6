"""Names in a table's column headed as a person's (CSV, semicolon, tab or bar separated rows).
"""

from __future__ import annotations

import regex

from recognizers.names.lists import could_be_surname, name_word
from recognizers.names.text import WORD
from recognizers.names.words import (
    FIRST_NAME_FIELDS,
    PARTICLES,
    PERSON_FIELDS,
    SURNAME_FIELDS,
    bare,
)

# Columns whose cells are a name or a part of one.
_NAME_COLUMNS = PERSON_FIELDS | SURNAME_FIELDS | FIRST_NAME_FIELDS


def table_names(text: str) -> list[tuple[int, int]]:
    """Names in a table's column headed as a person's ("name", "nombre", "cliente"...) or as a
    part of one ("surname", "apellidos", "sobrenome"...): rows
    of comma, semicolon, tab or bar separated values under a header line."""
    if "\n" not in text:
        return []
    found = []
    lines, offsets, at = text.split("\n"), [], 0
    for line in lines:
        offsets.append(at)
        at += len(line) + 1
    for index, line in enumerate(lines[:-1]):
        for sep in ",;\t|":
            header = [bare(cell.strip(" \"'")) for cell in line.split(sep)]
            columns = [k for k, cell in enumerate(header) if cell in _NAME_COLUMNS or cell.endswith("_name")]
            if len(header) < 2 or not columns:
                continue
            for row_index in range(index + 1, len(lines)):
                cells = lines[row_index].split(sep)
                if len(cells) != len(header):
                    break
                cell_at = offsets[row_index]
                for k, cell in enumerate(cells):
                    if k in columns:
                        span = _table_cell_name(text, cell_at, cell_at + len(cell))
                        if span:
                            found.append(span)
                    cell_at += len(cell) + 1
            break
    return found


def _table_cell_name(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start] in " \"'\u00a0":
        start += 1
    while end > start and text[end - 1] in " \"'\u00a0\r":
        end -= 1
    words = [w for w in WORD.findall(text[start:end]) if len(w) > 1]
    if not 1 <= len(words) <= 6 or not _CELL_NAME.fullmatch(text[start:end]):
        return None
    # The column's header says a name is there: words no list holds count too ("Anteia",
    # "Salvago Mathiélo"), but no word of the language, label or company word.
    names = [w for w in words if w.lower() not in PARTICLES]
    if not names or not all(name_word(w) or could_be_surname(w) for w in names):
        return None
    return start, end


# A cell holding a name: words, particles and initials ("Adamastor O. Laiberetor").
_CELL_NAME = regex.compile(r"(?:\p{L}\.[ \u00a0]*)*\p{L}[\p{L}'’\-]*(?:[ \u00a0]+(?:\p{L}\.[ \u00a0]*)*\p{L}[\p{L}'’\-]*)*")
