"""Names in a table's column headed as a person's (CSV, semicolon, tab or bar separated rows).
"""

from __future__ import annotations

import regex

from recognizers.names.lists import (
    common_words,
    could_be_surname,
    first_name,
    fold,
    name_word,
    no_word_of_ours,
    stop_words,
    surname,
)
from recognizers.names.places import a_city_or_region, a_country_or_region
from recognizers.names.text import WORD, casing_class
from recognizers.names.words import (
    BUSINESS_AFTER,
    COMPANY_WORDS,
    FIRST_NAME_FIELDS,
    LABEL_WORDS,
    PARTICLES,
    PERSON_FIELDS,
    ROLE_NOUNS,
    SURNAME_FIELDS,
    THING_FIELDS,
    bare,
    is_particle,
)

# Columns whose cells are a name or a part of one.
# A role's column holds who fills it ("| Técnico | Zona |", "driver,route").
_ROLE_COLUMNS = frozenset(
    """
    tecnico técnico tecnica técnica technician tech engineer ingeniero driver conductor motorista repartidor
    repartidora courier mensajero entregador vendedor vendedora seller salesperson rep representante
    consultor consultora advisor asesor asesora responsable supervisor supervisora manager gerente
    acompanante acompañante acompanhante companion guest huesped huésped hospede hóspede
    host hostess anfitrion anfitrión anfitriona anfitriao anfitrião anfitria anfitriã invitado invitada
    convidado convidada student alumno alumna aluno aluna
    backup suplente substituto substituta sustituto sustituta cover
    assigned_to assigned asignado_a asignada_a atribuido_a atribuida_a responsavel_por handled_by handler
    player jugador jugadora jugador/a jogador jogadora jogador/a athlete atleta deportista competitor
    competidor competidora participant participante runner winner ganador ganadora ganhador ganhadora
    employee empleado empleada empleado/a funcionario funcionaria trabajador trabajadora trabajador/a
    attendee asistente volunteer voluntario voluntaria patient paciente teacher profesor profesora
    professor professora coach
    """.split()
)
_NAME_COLUMNS = PERSON_FIELDS | SURNAME_FIELDS | FIRST_NAME_FIELDS | _ROLE_COLUMNS | ROLE_NOUNS


def table_names(text: str) -> list[tuple[int, int]]:
    """Names in a table's column headed as a person's ("name", "nombre", "cliente"...) or as a
    part of one ("surname", "apellidos", "sobrenome"...): rows of comma, semicolon, tab or bar
    separated values under a header line, and an SQL INSERT's values under the columns it names."""
    found = [span for column, start, end in sql_cells(text) if _name_column(column)
             for span in [cell_name(text, start, end)] if span]
    if "\n" not in text:
        return found
    lines, offsets, at = text.split("\n"), [], 0
    for line in lines:
        offsets.append(at)
        at += len(line) + 1
    for index, line in enumerate(lines[:-1]):
        if "=" in line or "@" in line:
            continue  # a record's line, no header: "ORGANIZER;CN=Ana Gil:mailto:ana@example.com"
        for sep in _SEPARATORS:
            # "Primary contact", "contactName" and "contact_name" head the same column.
            header = [_header(line[a:b]) for a, b in cells_of(line, sep)]
            # "first" and "last" head a name's two parts where both stand in the header.
            paired = _PAIRED_COLUMNS if any({a, b} <= set(header) for a, b in _PAIRS) else frozenset()
            columns = [k for k, cell in enumerate(header) if _name_column(cell) or cell in paired]
            if len(header) < 2 or not columns:
                continue
            for row_index in range(index + 1, len(lines)):
                if _RULE_ROW.fullmatch(lines[row_index]):
                    continue  # a markdown table's rule under its header ("|---|---|")
                cells = cells_of(lines[row_index], sep)
                if len(cells) != len(header):
                    break
                for k, (cell_start, cell_end) in enumerate(cells):
                    if k in columns:
                        span = cell_name(text, offsets[row_index] + cell_start, offsets[row_index] + cell_end)
                        if span:
                            found.append(span)
            break
    return found


# Columns that head a name's parts only beside each other ("last\tfirst\trefund").
_PAIRS = (("first", "last"), ("given", "family"), ("given", "last"))
_PAIRED_COLUMNS = frozenset(column for pair in _PAIRS for column in pair)


def _name_column(header: str) -> bool:
    # "display_name", "nombre_mostrado" are a person's; "venue_name", "nombre_empresa" a thing's (a_thing_key)
    return header in _NAME_COLUMNS or header.replace("_", "") in _JOINED_COLUMNS or (
        (header.endswith("_name") or header.startswith(("nombre_", "nome_"))) and not a_thing_key(header)
        and not any(part in THING_FIELDS for part in header.split("_")[1:]))


def sql_cells(text: str) -> list[tuple[str, int, int]]:
    """(column, start, end) of each quoted value of an SQL INSERT that names its columns
    ("INSERT INTO customers (first_name, last_name, city) VALUES ('Ana', 'Gil', 'Lincoln')"): a
    tool's log or a dump holds rows so, each value under the column its place names."""
    cells = []
    for insert in _SQL_INSERT.finditer(text):
        columns = [_header(c.strip(" \t\n`[]")) for c in insert.group("columns").split(",")]
        for row in _SQL_ROW.finditer(text, *insert.span("rows")):
            values = _sql_values(text, *row.span("values"))
            if len(values) != len(columns):
                continue  # a row that does not match its columns says nothing of them
            cells += [(column, *value) for column, value in zip(columns, values) if value]
    return cells


def _sql_values(text: str, start: int, end: int) -> list[tuple[int, int] | None]:
    """The values of a row between its brackets: a quoted one's bounds inside its quotes, None for
    a number, NULL or an expression."""
    values, at = [], start
    while True:
        value = _SQL_VALUE.match(text, at, end)
        if not value:
            return values
        values.append(value.span("quoted") if value.group("quoted") is not None else None)
        at = value.end()
        if at >= end or text[at - 1] != ",":
            return values


_SQL_QUOTED = r"'(?:[^']|'')*'"
_SQL_INSERT = regex.compile(
    r"(?i)\binsert[ \t\n]+into[ \t\n]+[\w.`\"\[\]]+[ \t\n]*\((?P<columns>[^()']*)\)[ \t\n]*values[ \t\n]*"
    rf"(?P<rows>\((?:[^()']|{_SQL_QUOTED})*\)(?:[ \t\n]*,[ \t\n]*\((?:[^()']|{_SQL_QUOTED})*\))*)"
)
_SQL_ROW = regex.compile(rf"\((?P<values>(?:[^()']|{_SQL_QUOTED})*)\)")
_SQL_VALUE = regex.compile(r"[ \t\n]*(?:'(?P<quoted>(?:[^']|'')*)'|[^,']*)[ \t\n]*,?")


# Cells apart by a separator, or aligned in columns by runs of spaces (ALIGNED), as a manifest or a
# report printed in a fixed-width font is: "2    NORAH SESSIONS    Houston".
ALIGNED = "  "
_SEPARATORS = (",", ";", "\t", "|", ALIGNED)
# An aligned row's cells: words apart by one space, the cells by two or more.
_ALIGNED_CELL = regex.compile(r"[^ ](?:[^ ]| (?! ))*")


def cells_of(line: str, sep: str) -> list[tuple[int, int]]:
    """(start, end) of each cell of a row separated by `sep`, a quoted cell whole with the separators
    inside it, as CSV writes a name in the order "Surname, First" ('E19,"Smyth, Ana",Salem')."""
    if sep == ALIGNED:
        return [m.span() for m in _ALIGNED_CELL.finditer(line)] if ALIGNED in line.strip() else []
    cells, at = [], 0
    while True:
        quoted = _QUOTED_CELL.match(line, at) if sep == "," else None
        end = quoted.end() if quoted and (quoted.end() == len(line) or line[quoted.end()] == sep) else line.find(sep, at)
        if end < 0:
            end = len(line)
        cells.append((at, end))
        if end >= len(line):
            return cells
        at = end + 1


_QUOTED_CELL = regex.compile(r'[ ]*"(?:[^"]|"")*"[ ]*')
_JOINED_COLUMNS = frozenset(column.replace("_", "") for column in _NAME_COLUMNS)


def _header(cell: str) -> str:
    return "_".join(bare(cell.strip(" \"'\r")).split())


def _cell_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """A cell's bounds without the spaces, quotes and carriage return around its value."""
    while start < end and text[start] in " \"'\u00a0":
        start += 1
    while end > start and text[end - 1] in " \"'\u00a0\r":
        end -= 1
    return start, end


def cell_name(text: str, start: int, end: int) -> tuple[int, int] | None:
    start, end = _cell_bounds(text, start, end)
    words = [w for w in WORD.findall(text[start:end]) if len(w) > 1]
    if not 1 <= len(words) <= 6 or not _CELL_NAME.fullmatch(text[start:end]):
        return None
    # The column's header says a name is there: words no list holds count too ("Anteia",
    # "Salvago Mathiélo"), but no word of the language, label or company word.
    names = [w for i, w in enumerate(words) if not is_particle(words, i)]  # "rachid el mansouri"
    if not names:
        return None
    # After a first name the lists hold, a surname that is also a word counts there too ("Martin
    # Victory", "Mark Esters"); a label or a company's word does not.
    if first_name(names[0]) and len(names) > 1:
        rest_ok = all(name_word(w) or could_be_surname(w) or not label_or_company(w) for w in names[1:])
    elif _INITIAL.search(text[start:end]):
        # An initial and a surname, a short one too ("Q. Lei"): no word of the language beside it.
        rest_ok = all(name_word(w) or fold(w) not in common_words() for w in names)
    else:
        rest_ok = all(name_word(w) or could_be_surname(w) for w in names)
    return (start, end) if rest_ok else None


def label_or_company(word: str) -> bool:
    folded = bare(word)
    return folded in LABEL_WORDS or folded in COMPANY_WORDS or folded in BUSINESS_AFTER or fold(word) in stop_words()


_INITIAL = regex.compile(r"(?<![\p{L}])\p{L}\.(?=[ \u00a0]|$)")
_RULE_ROW = regex.compile(r"[ \t|:+\-=]+")
# A cell holding a name: words, particles and initials ("Adamastor O. Laiberetor").
_CELL_NAME = regex.compile(r"(?:\p{L}\.[ \u00a0]*)*\p{L}[\p{L}'’\-]*(?:,?[ \u00a0]+(?:\p{L}\.[ \u00a0]*)*\p{L}[\p{L}'’\-]*)*")


def adjacent_cells(text: str) -> list[tuple[int, int]]:
    """A first name and a surname in two cells side by side, in rows no header explains (the
    recognizer asks only when table_names found none): "TCK-7717<tab>Adam<tab>Ramirez". The first
    cell is one first name the lists hold, the next a surname they hold or a word no dictionary
    holds."""
    found = []
    for line in _LINE.finditer(text):
        for sep in "\t;|,":
            if line.group().count(sep) < 2:
                continue
            if sep == "," and _PROSE_AMONG_COMMAS.search(line.group()):
                break  # "Red, green, blue, which one?": a sentence's list, no row
            cells, at = [], line.start()
            for cell in line.group().split(sep):
                cells.append((at, at + len(cell)))
                at += len(cell) + 1
            taken = -1
            for index, ((a_start, a_end), (b_start, b_end)) in enumerate(zip(cells, cells[1:])):
                a, b = _trimmed_cell(text, a_start, a_end), _trimmed_cell(text, b_start, b_end)
                if index > taken and a and b and _first_name_cell(text[a[0]:a[1]]) and _surname_cell(text[b[0]:b[1]]):
                    found += [a, b]
                    taken = index + 1  # the surname's cell opens no other name
            break
    return found


def name_column_cells(text: str) -> list[tuple[int, int]]:
    """Whole names that fill a column of rows no header explains, a rota's or a roster's ("SOLER
    JORDI | mostrador | mostrador", "de jesus josue | balcao", "1  OKONJO ADAEZE  Riverside Rapids"):
    where at least two cells of the column, and most of its cells, are a name of two to four words
    in either order (a first name the lists hold, the other words surnames they hold or no
    dictionary's words, particles between), each such cell is a name. One row alone says nothing;
    the column's rows vouch for each other."""
    found = []
    lines = list(_LINE.finditer(text))
    for sep in ("|", "\t", ";", ALIGNED):
        rows = [(line.start(), cells_of(line.group(), sep)) for line in lines if sep in line.group().strip()]
        if len(rows) < 2:
            continue
        # The rows of the table's width: a line with fewer cells is its title or a note under it.
        width = max(len(cells) for _, cells in rows)
        for column in range(width):
            cells = [_cell_bounds(text, at + row[column][0], at + row[column][1]) for at, row in rows
                     if len(row) == width]
            cells = [cell for cell in cells if cell[1] > cell[0]]
            named = [cell for cell in cells if _whole_name_cell(text[cell[0]:cell[1]])]
            if len(named) >= 2 and 2 * len(named) > len(cells):
                found += named
        break  # the first separator that makes rows is the table's
    return found


def name_column_pairs(text: str) -> list[tuple[int, int]]:
    """A surname and a given name in two columns side by side, in either order, down rows no header
    explains: a manifest's or a register's "JOHNSTON        IMOGEN       WG446", "Costa | Ana | 3B".
    Where at least two rows, and most of the rows of the table's width, hold a name in the pair of
    columns, each row's two cells that could be a name's are spans: the rows vouch for each other."""
    found = []
    lines = list(_LINE.finditer(text))
    for sep in ("|", "\t", ";", ALIGNED):
        rows = [(line.start(), cells_of(line.group(), sep)) for line in lines if sep in line.group().strip()]
        width = max((len(cells) for _, cells in rows), default=0)
        rows = [(at, cells) for at, cells in rows if len(cells) == width]
        if len(rows) < 2 or width < 2:
            continue
        for column in range(width - 1):
            pairs = [(_cell_bounds(text, at + row[column][0], at + row[column][1]),
                      _cell_bounds(text, at + row[column + 1][0], at + row[column + 1][1])) for at, row in rows]
            for given_first in (False, True):
                named = [pair for pair in pairs if _split_name(text, *pair, given_first, loose=True)]
                if len(named) >= 2 and 2 * len(named) > len(pairs) and \
                        any(_split_name(text, *pair, given_first) for pair in named):
                    found += [cell for pair in named for cell in pair]
        break  # the first separator that makes rows is the table's
    return found


def _split_name(text: str, first: tuple[int, int], second: tuple[int, int], given_first: bool,
                loose: bool = False) -> bool:
    """Whether two cells hold a given name (one or two words) and a surname the lists hold; `loose`,
    words that could be either, none a word of the language: a name the lists lack beside a row
    they vouch for. As in inverted_cells, a country's cell or two towns' are places ("Paris | France")."""
    family, given = (second, first) if given_first else (first, second)
    given_words, family_words = text[given[0]:given[1]], text[family[0]:family[1]]
    if not (_CELL_WORDS.fullmatch(given_words) and _CELL_WORDS.fullmatch(family_words)):
        return False
    if _whole_name_cell(family_words) or (_whole_name_cell(given_words) and not (
            all(first_name(w) for w in given_words.split()) and fold(family_words) not in common_words())):
        # "SOLER JORDI | mostrador": a column of whole names beside a column of something else; two
        # given names beside a surname that is no word are one ("GUTIÉRREZ | JUAN IGNACIO"), beside a
        # plan's word are a whole name ("SALGUEIRO ALBANO | ORO")
        return False
    if casing_class(given_words) != casing_class(family_words):
        return False  # "ALARCÓN TRINIDAD | teléfonos": a name's two parts are written alike
    names, family_names = given_words.split(), family_words.split()
    # Two given names stand after the surname, as a register writes them ("GUTIÉRREZ | JUAN IGNACIO");
    # before a cell, two words are a whole name ("NAIMA BOUDJEMA | SPINNING").
    if len(names) > (1 if given_first else 2) or any(fold(w) in stop_words() for w in [*names, *family_names]) \
            or a_country_or_region(names):
        return False
    # Two towns are a place's row unless another row vouches for the table ("rocha | sofia" under
    # "perkins | kimberly").
    if not loose and a_city_or_region(family_words) and a_city_or_region(given_words):
        return False
    if loose:
        # Short words too: the table vouches for a syllable of a romanised name ("NGÔ | ĐỨC"); one
        # word the lists hold as a name at least, or it is a header ("CONSIGNEE | DEST").
        unknown = [w for w in [*names, *family_names] if not (first_name(w) or surname(w))]
        return len(unknown) < len(names) + len(family_names) and all(_no_dictionary_word(w) for w in unknown) \
            and all(first_name(w) or not surname(w) for w in names)
    return all(first_name(w) for w in names) and _surname_cell(family_words)


def _no_dictionary_word(word: str) -> bool:
    """Letters no dictionary holds, however short: a table vouches for a syllable of a romanised name
    ("NGÔ | ĐỨC"), where could_be_surname wants four letters."""
    return word.isalpha() and no_word_of_ours(fold(word))


def _whole_name_cell(cell: str) -> bool:
    if not _CELL_WORDS.fullmatch(cell):
        return False
    words = [w for w in cell.split() if w.lower() not in PARTICLES]
    if not 2 <= len(words) <= 4 or any(fold(w) in stop_words() for w in words):
        return False
    # The first name opens or closes the cell ("Jordi Soler", "SOLER JORDI").
    for given, rest in ((words[0], words[1:]), (words[-1], words[:-1])):
        if first_name(given) and all(surname(w) or could_be_surname(w) for w in rest):
            return not a_city_or_region(cell)
    return False


def inverted_cells(text: str) -> list[tuple[int, int]]:
    """A quoted cell that holds a name surname first, as rolls and registers export it ('786;
    "DUNLAP, Chad"; "…"', "'ochoa, yesenia'"): the surname and the given name, each its own span.
    The quotes and the cell's separators make it one value; the comma inside parts its two pieces.
    Only where the given name is one the lists hold and every word of the surname is a surname
    they hold, a particle or a word no dictionary holds (could_be_surname): "Austin, TX" and "Paris, France" stay
    places (a town's name alone may be a surname too: "valenzuela, heriberto")."""
    return [span for match in _INVERTED_CELL.finditer(text) if _inverted_name_words(match)
            for span in (match.span("surname"), match.span("given"))]


def roll_rows(text: str) -> list[tuple[int, int]]:
    """A roll's rows, each a name surname first and what is said of its bearer after a dash or a colon
    ("HASSAN, Hawa — present", "SANTOS, Washington — ausente (…)", "OBI, DELE: absent"): the surname
    and the given names, each a span, where two rows or more hold words that could be names and one
    of them a given name and a surname the lists hold. A place and its country ("Lisboa, Portugal —
    3 noites") is no row of a roll."""
    rows = [row for row in _ROLL_ROW.finditer(text) if _inverted_name_words(row, loose=True)]
    if len(rows) < 2 or not any(_inverted_name_words(row) for row in rows):
        return []
    return [span for row in rows for span in (row.span("surname"), row.span("given"))]


def inverted_lines(text: str) -> list[tuple[int, int]]:
    """A line that is a name written surname first and nothing else, a label's or a record's
    heading ("D'ANGELO, STEFANO\nNHC 8955"): the surname and the given names, each a span, where the
    lists hold the given name, the surname's words are surnames or could be, and one word at least is
    no word of the language ("Spring, Summer" is a list of seasons)."""
    return [span for row in _INVERTED_LINE.finditer(text) if _inverted_name_words(row)
            and not all(fold(word) in common_words() for word in WORD.findall(row.group()))
            for span in (row.span("surname"), row.span("given"))]


def _inverted_name_words(row, loose: bool = False) -> bool:
    """Whether a match's "surname" and "given" groups hold a name written surname first: a given name
    the lists hold and surnames they hold or no dictionary's words; `loose`, words that could be
    either. None a function word; no country after the comma, nor a town on both sides."""
    surnames = [w for w in row.group("surname").split() if w.lower() not in PARTICLES]
    given = row.group("given").split()
    if not surnames or any(fold(w) in stop_words() for w in [*surnames, *given]) or a_country_or_region(given) \
            or (a_city_or_region(row.group("surname")) and a_city_or_region(row.group("given"))):
        return False
    if loose:
        return all(first_name(w) or surname(w) or _no_dictionary_word(w) for w in [*surnames, *given])
    return first_name(given[0]) and all(surname(w) or could_be_surname(w) for w in surnames)


# A roll's row: the surname, a comma, the given names, then a dash or a colon and what is said.
_ROLL_ROW = regex.compile(
    r"(?m)^[ \t]*(?P<surname>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,3}),[ \u00a0]*"
    r"(?P<given>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*)?)[ \t]*(?:[—–:]|-(?=[ \t]))")


# A line that is a surname, a comma and the given names.
_INVERTED_LINE = regex.compile(
    r"(?m)^[ \t]*(?P<surname>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,3}),[ \u00a0]*"
    r"(?P<given>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*)?)[ \t]*$")


# A quoted cell opening its row or after a separator, closed by a separator or the row's end.
_INVERTED_CELL = regex.compile(
    r"(?:(?<=^|\n)|(?<=[;\t|,][ \u00a0]*))[\"'](?P<surname>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,3})"
    r",[ \u00a0]*(?P<given>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*)?)[\"'](?=[ \u00a0]*(?:[;\t|,]|\n|$))")


# A question's or an exclamation's mark, or four words in a row: prose, whose commas part no cells.
_PROSE_AMONG_COMMAS = regex.compile(r"[?!¿¡]|\p{L}+(?:[ \u00a0]+\p{L}+){3}")


def _trimmed_cell(text: str, start: int, end: int) -> tuple[int, int] | None:
    start, end = _cell_bounds(text, start, end)
    return (start, end) if end > start and _CELL_WORDS.fullmatch(text[start:end]) else None


_CELL_WORDS = regex.compile(r"\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,4}")


def _first_name_cell(cell: str) -> bool:
    # One word: a row that splits a name over two cells ("Sandra Fernández;Rosario" is a name and a city).
    return " " not in cell and first_name(cell)


def _surname_cell(cell: str) -> bool:
    words = [w for w in cell.split() if w.lower() not in PARTICLES]
    return bool(words) and all(surname(w) or (could_be_surname(w) and not first_name(w)) for w in words)


_LINE = regex.compile(r"[^\n]+")


def a_thing_key(key: str) -> bool:
    """Whether a field's or a column's key (bare, words joined by "_") names a place, a product, a
    team or a role, or ends in a word that does ("ship_city", "manager_role"), or names a thing's
    name ("venue_name", "raza_del_perro"; "hotel_guest" is a person)."""
    parts = key.split("_")
    return key in THING_FIELDS or parts[-1] in THING_FIELDS or _a_things_name_or_part(parts)


def _a_things_name_or_part(parts: list[str]) -> bool:
    return len(parts) > 1 and parts[0] in THING_FIELDS and (
        parts[1] in _OF_WORDS or (len(parts) == 2 and parts[1] in _NAME_KEYS))


# What joins a thing's key to its name's ("venue_name") or to what it is of ("raza_del_perro").
_NAME_KEYS = frozenset("name nombre nome title titulo".split())
_OF_WORDS = frozenset("de del da do of".split())


def in_a_thing_column(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] lies in a table's column headed as a place's, a product's or a
    team's ("sku,product,colour" above "HB-24,Florence Lamp,Brass"): a header line above, with as
    many cells as the span's row, names the span's cell."""
    for column, cell_start, cell_end in sql_cells(text):
        if cell_start <= start and end <= cell_end:
            return a_thing_key(column)
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    row = text[line_start:len(text) if line_end < 0 else line_end]
    for sep in _SEPARATORS:
        if row.strip().count(sep) < 1:
            continue
        cells = cells_of(row, sep)
        column = next((k for k, (a, b) in enumerate(cells) if a <= start - line_start and end - line_start <= b), None)
        if column is None:
            return False
        header_end = line_start - 1
        while header_end > 0:
            header_start = text.rfind("\n", 0, header_end) + 1
            line = text[header_start:header_end]
            header = [line[a:b] for a, b in cells_of(line, sep)]
            if len(header) != len(cells):
                break
            key = _header(header[column])
            if key in THING_FIELDS or ("_" in header[column] and key.rsplit("_", 1)[-1] in THING_FIELDS) \
                    or _a_things_name_or_part(key.split("_")):
                # "city", "manager_role", "Raza del perro": a place's, a role's or a thing's column;
                # a row above written in words ("MILES STREET") is no header
                return True
            header_end = header_start - 1
        return False
    return False
