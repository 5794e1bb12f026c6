"""Who stands on an escalation path or an on-call roster, one per line after their tier or duty:
"Tier 1 – Shams", "Nivel 2 – Isla O'Day", "N1 – HENRIQUE", "Duty manager – José Ramón Giménez",
"Gerente de plantão – socorro ramos", and a RACI chart's, after the letter of their part ("R: Ana
Gil", "C: Darlene Griffin; Archer"), and a rota's, after each duty's key ("host: Florence; snacks:
Lívia"), a guest list's, a line each under its heading ("GUEST LIST\nPATEL +1\nBERIDZE"), and a
prescription label's patient under its heading ("RX K7782 · Dec 23\no'gallagher fiadh"). The
line's role says a person follows, in any casing; a team ("Tier 1 – Billing") is no one.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from recognizers.names.cued import surname_in_a_field
from recognizers.names.lists import (
    LANGUAGE,
    common_first_name,
    common_words,
    could_be_surname,
    first_name_at_any_rank,
    fold,
    name_ranks,
    name_word,
    stop_words_of,
    surname,
    word_first_name,
)
from recognizers.names.places import a_city_or_region, a_country_or_region
from recognizers.names.text import WORD
from recognizers.names.words import INNER_PARTICLES, PARTICLES

_ON_ROSTER = regex.compile(
    r"(?m)^[ \t]*(?:[-*•][ \t]*)?"
    r"(?:(?i:tier|level|nivel|nível|n|l)[ \u00a0]?\d{1,2}|(?i:duty manager|manager on duty|on[- ]call|escalation manager|"
    r"responsable de guardia|de guardia|jefe de turno|supervisor de turno|gerente de plant[ãa]o|plantonista|"
    r"supervisor de plant[ãa]o))"
    r"[ \u00a0]*[–—:\-][ \u00a0]*"
    r"(?P<name>\p{L}[\p{L}'’\-]*(?:[ \u00a0]+\p{L}[\p{L}'’\-]*){0,3})[ \u00a0]*$"
)


def roster_names(text: str) -> list[tuple[int, int]]:
    """The names on an escalation path's or a roster's lines, and a RACI chart's people."""
    found = [match.span("name") for match in _ON_ROSTER.finditer(text) if _a_roster_name(match.group("name"))]
    return found + _raci_names(text)


def _a_roster_name(name: str) -> bool:
    """The first word a first name at any rank (a word of the language too, "bill") or a name word,
    the rest names or possible surnames; a word of the language that is no first name opens no name
    ("Tier 1 – Billing")."""
    words = [w for w in WORD.findall(name) if w.lower() not in PARTICLES]
    if not words:
        return False
    head = words[0]
    if fold(head) in common_words() and not common_first_name(head):
        return False
    if not (first_name_at_any_rank(head) or name_word(head)):
        return False
    return all(name_word(w) or could_be_surname(w) for w in words[1:])


# A RACI chart's lines: who is Responsible, Accountable, Consulted, Informed, each after its letter
# ("R: Ana Gil", "C: Darlene Griffin; Archer"), the people apart by ";" or ",".
_RACI_LINE = regex.compile(r"(?m)^[ \t]*(?P<letter>[RACIraci])[ \t]*:[ \t]*(?P<people>[^\n]+?)[ \t]*$")
# Who is informed is as often a whole group or a client ("I: Example University") as a person.
_RACI_PEOPLE = frozenset("RAC")
_RACI_PERSON = regex.compile(r"[^;,]+")


def _raci_names(text: str) -> list[tuple[int, int]]:
    """The people on a RACI chart's lines, where three of its four letters key lines of their own."""
    lines = list(_RACI_LINE.finditer(text))
    if len({line.group("letter").upper() for line in lines}) < 3:
        return []
    found = []
    for line in lines:
        if line.group("letter").upper() not in _RACI_PEOPLE:
            continue
        for person in _RACI_PERSON.finditer(text, *line.span("people")):
            start, end = person.span()
            while start < end and text[start] in " \t":
                start += 1
            while end > start and text[end - 1] in " \t.":
                end -= 1
            if end > start and _a_roster_name(text[start:end]):
                found.append((start, end))
    return found



# Whether someone is on duty, asked in chat ("is akemi still on shift?", "¿sigue Moira de turno?",
# "a Amado ainda tá no plantão?").
_ON_SHIFT = regex.compile(
    r"(?<![\p{L}])(?i:is|sigue|está|esta|segue|tá|ta|a|o)[ \u00a0]+(?P<name>\p{L}[\p{L}'’\-]*)[ \u00a0]+"
    r"(?:(?i:still|todavía|todavia|aún|aun|ainda)[ \u00a0]+)?(?:(?i:tá|ta|está|esta)[ \u00a0]+)?"
    r"(?i:on[ \u00a0]+shift|on[ \u00a0]+duty|on[ \u00a0]+call|de[ \u00a0]+turno|de[ \u00a0]+guardia|"
    r"no[ \u00a0]+plant[ãa]o|de[ \u00a0]+plant[ãa]o|no[ \u00a0]+turno)(?![\p{L}])")


def on_shift_names(text: str) -> list[tuple[int, int]]:
    """Whom a message asks about being on duty: a first name the lists hold at any rank, or a word
    no dictionary holds; "is everyone still on shift?" asks about no one."""
    found = []
    for match in _ON_SHIFT.finditer(text):
        name = match.group("name")
        if fold(name) in stop_words_of(None) or (fold(name) in common_words() and not common_first_name(name)):
            continue
        if first_name_at_any_rank(name) or could_be_surname(name):
            found.append(match.span("name"))
    return found


# A seating chart's table and the people at it, two joined by "&", "and", "y" or "e" ("Table 1:
# Anouk & Ilavarasi", "Mesa 2: Luana e Julio").
_AT_A_TABLE = regex.compile(
    r"(?m)^[ \t]*(?:[-*•][ \t]*)?(?i:table|mesa)[ \u00a0]*\d{1,3}[ \u00a0]*[:–—\-][ \u00a0]*"
    r"(?P<one>\p{L}[\p{L}'’\-]*)[ \u00a0]+(?:&|(?i:and|y|e))[ \u00a0]+(?P<two>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*)?)"
    r"[ \u00a0]*(?:\(\+\d\))?[ \u00a0]*$")


def seated_names(text: str) -> list[tuple[int, int]]:
    """The two people a seating chart's line puts at a table, each a first name the lists hold (at
    any rank) or a word no dictionary holds; "Mesa 4: flores y velas" seats nobody."""
    found = []
    for match in _AT_A_TABLE.finditer(text):
        spans = [match.span("one"), match.span("two")]
        words = [w for start, end in spans for w in WORD.findall(text, start, end)]
        # A month or a virtue that is a first name too counts ("Luana e Julio", "Jade & Amber").
        if all(fold(w) not in stop_words_of(None) and (
                word_first_name(w) or ((first_name_at_any_rank(w) or could_be_surname(w))
                                       and not (fold(w) in common_words() and not common_first_name(w))))
               for w in words):
            found += spans
    return found


# A register's numbered line: its number, the surname (up to four words, particles among them), a
# comma, the given names, then the next column after a run of spaces or the line's end ("01
# BARNETT, Lamar  SEAT 14C", "02 lo presti, arcangelo  asiento 12b"). The given names are one or
# two words a single space apart.
_NAME_WORD = r"\p{L}[\p{L}'’\-]*\p{L}"
_ON_REGISTER = regex.compile(
    r"(?m)^[ \t]*\d{1,3}[.)]?[ \t]+"
    rf"(?P<last>{_NAME_WORD}(?:[ \u00a0]{_NAME_WORD}){{0,3}})"
    r"[ \u00a0]*,[ \u00a0]*"
    rf"(?P<first>{_NAME_WORD}(?:[ \u00a0]{_NAME_WORD})?)"
    r"(?=[ \u00a0]{2,}|\t|[ \u00a0]*$)"
)


def register_names(text: str) -> list[tuple[int, int]]:
    """The people on a register's or a manifest's numbered lines, written surname first, in any
    casing: the surname and the given names are each a span. A line counts where the lists hold
    its first given name at any rank ("Happy", "Will") and each surname word is a surname or no
    word of ours (a word of the language only as a common surname, surname_in_a_field); and only
    where two lines or more are so, since it is the register's rows that say a line holds a person
    ("01 Total, Will" alone is nothing). Within such a register a surname the lists hold at any
    rank is one though it is a word ("03 BRIGHT, Happy")."""
    strict, loose = [], []
    for match in _ON_REGISTER.finditer(text):
        last, first = match.group("last"), match.group("first")
        lasts = [w for w in WORD.findall(last) if w.lower() not in PARTICLES and w.lower() not in INNER_PARTICLES]
        firsts = WORD.findall(first)
        if not lasts or not first_name_at_any_rank(firsts[0]) \
                or not all(first_name_at_any_rank(w) or could_be_surname(w) for w in firsts[1:]) \
                or (a_city_or_region(last) and a_city_or_region(first)):
            continue
        row = [match.span("last"), match.span("first")]
        if all(surname_in_a_field(w) for w in lasts):
            strict.append(row)
        elif all(surname(w) or surname_in_a_field(w) for w in lasts):
            loose.append(row)
    return [span for row in strict + loose for span in row] if len(strict) > 1 else []


# Names written surname first, a comma, then the given names, two or more in a row apart by
# slashes, as a ticket's or a booking's holders are listed on one line ("ERDOĞAN, Mahmut /
# SWEENEY, Róisín / IVANOV, Yevgeny: três ingressos"). The list opens its line or follows a
# label's colon, and ends the line or comes before a colon, a semicolon or a spaced dash.
_PARTICLE = r"(?i:de|del|da|das|do|dos|van|von|de la|dela|delos)"
_SLASHED_ITEM = (rf"(?:{_PARTICLE}[ \u00a0]+)*{_NAME_WORD}(?:[ \u00a0]+(?:{_PARTICLE}[ \u00a0]+)*{_NAME_WORD}){{0,2}}"
                 rf"[ \u00a0]*,[ \u00a0]*{_NAME_WORD}(?:[ \u00a0]+{_NAME_WORD})?")
_SLASHED_LIST = regex.compile(
    rf"(?m)(?:^|(?<=:[ \u00a0]))[ \t]*(?P<list>{_SLASHED_ITEM}(?:[ \u00a0]*/[ \u00a0]*{_SLASHED_ITEM})+)"
    r"(?=[ \u00a0]*(?:[:;\n]|$)|[ \u00a0]+[\-–—][ \u00a0])"
)
_SLASHED_NAME = regex.compile(
    rf"(?P<last>(?:{_PARTICLE}[ \u00a0]+)*{_NAME_WORD}(?:[ \u00a0]+(?:{_PARTICLE}[ \u00a0]+)*{_NAME_WORD}){{0,2}})"
    rf"[ \u00a0]*,[ \u00a0]*(?P<first>{_NAME_WORD}(?:[ \u00a0]+{_NAME_WORD})?)(?=[ \u00a0]*(?:/|$))"
)


def slashed_names(text: str) -> list[tuple[int, int]]:
    """The people of a list of names written surname first and apart by slashes, in any casing: the
    surname and the given names are each a span. The list's shape says people stand there, so a
    surname the lists hold at any rank counts ("STRONG"), as a register's does; the lists hold the
    first given name, a word of the language only as a common first name or beside an item that
    is surely a name ("BLANCO, DOMINGO / ORDÓÑEZ, SERGIO"); "Austin, TX / Dallas, TX" are towns and
    their states."""
    found = []
    for listing in _SLASHED_LIST.finditer(text):
        strict, loose = [], []
        for match in _SLASHED_NAME.finditer(text, *listing.span("list")):
            last, first = match.group("last"), match.group("first")
            lasts = [w for w in WORD.findall(last) if w.lower() not in PARTICLES]
            firsts = WORD.findall(first)
            # "Domingo" is a first name the lists hold only after another name word.
            given = (name_ranks(firsts[0], first=False) or (0, 0))[0] > 0
            if not lasts or not given \
                    or not all(first_name_at_any_rank(w) or could_be_surname(w) for w in firsts[1:]) \
                    or not all(surname(w) or surname_in_a_field(w) for w in lasts) \
                    or (a_city_or_region(last) and (a_city_or_region(first) or a_country_or_region(firsts))):
                continue
            word = not first_name_at_any_rank(firsts[0]) \
                or (fold(firsts[0]) in common_words() and not common_first_name(firsts[0]))
            (loose if word else strict).append([match.span("last"), match.span("first")])
        if strict:
            found += [span for item in strict + loose for span in item]
    return found


# A payroll's or a staff list's employee, then the name in either order before a comma ("employee
# DE GUZMAN RHEA, new manager…", "empleada de la Torre Remedios,", "colaborador(a) Bortolotti
# Liliane,"): records write the surname first as often.
_STAFF_NAME = regex.compile(
    r"(?<![\p{L}])(?i:employee|staff member|empleado|empleada|colaborador(?:\(a\)|a)?|funcion[áa]ri[oa](?:\(a\))?|"
    r"trabajador|trabajadora)[ \u00a0]+"
    rf"(?P<name>(?:{_PARTICLE}[ \u00a0]+)*{_NAME_WORD}(?:[ \u00a0]+(?:{_PARTICLE}[ \u00a0]+)*{_NAME_WORD}){{1,3}})"
    r"(?=[ \u00a0]*[,;(\n])"
)


def staff_names(text: str) -> list[tuple[int, int]]:
    """An employee's name after their word, in either order: the lists hold the first name at its
    start or its end, and every other word is a surname they hold or no word of the language."""
    found = []
    for match in _STAFF_NAME.finditer(text):
        words = [w for w in WORD.findall(match.group("name")) if w.lower() not in PARTICLES]
        if len(words) < 2 or any(fold(w) in stop_words_of(None) for w in words):
            continue
        for given, rest in ((words[0], words[1:]), (words[-1], words[:-1])):
            if first_name_at_any_rank(given) and all(surname_in_a_field(w) or surname(w) for w in rest):
                found.append(match.span("name"))
                break
    return found


def _a_slot_word(word: str) -> bool:
    """A word of a slot's or a listed person's name: a surname as a field holds one, or a first name the
    lists hold that is no word of the language or a common first name; no function word."""
    return fold(word) not in stop_words_of(None) and (surname_in_a_field(word) or (
        first_name_at_any_rank(word) and (fold(word) not in common_words() or common_first_name(word))))


# A slot's line: a tee time or a room's kind, a column gap, then who takes it, one or more apart by
# slashes ("08:10  MOSLEY / CRAWFORD", "TWIN  KELLY MATTHEW / SNOW CHARITY", "DUPLO  boyko olha / walsh
# aaron"): a tee sheet's or a rooming list's rows; or a heat sheet's lane and its swimmer.
_SLOT_CELL = rf"(?:{_PARTICLE}[ \u00a0]+)*{_NAME_WORD}(?:[ \u00a0]+(?:{_PARTICLE}[ \u00a0]+)*{_NAME_WORD}){{0,3}}"
_CELL = regex.compile(_SLOT_CELL)
_SLOT_LINE = regex.compile(
    r"(?m)^[ \t]*(?:\d{1,2}[:.h]\d{2}|(?i:single|twin|double|triple|quad|suite|doble|individual|sencilla|"
    r"duplo|casal|solteiro|triplo)"
    # a heat sheet's lane, its swimmer's time or seed after ("LANE 3  CERVANTES ELVIA  1:08.40")
    r"|(?i:lane|calle|raia|carril)[ ]\d{1,2})(?:[ ]{2,}|\t+)"
    rf"(?P<cells>{_SLOT_CELL}(?:[ \u00a0]*/[ \u00a0]*{_SLOT_CELL})*)"
    r"(?:(?:[ ]{2,}|\t+)(?:\d{1,2}:)?\d{1,2}[.,]\d{2}|(?:[ ]{2,}|\t+)(?i:nt|dq|dns))?[ \t]*$")


def slotted_names(text: str) -> list[tuple[int, int]]:
    """Who takes each slot of a tee sheet's or a rooming list's lines, in any casing, each cell a span:
    every word a surname or a first name the lists hold, or no word of ours, none a function word;
    one word a surname they hold; no town ("09:15  Madrid / Sevilla" is a timetable's).
    A word of the language only as a common surname or first name ("10:20  Coffee / Tea" is a menu's)."""
    found = []
    for line in _SLOT_LINE.finditer(text):
        for cell in _CELL.finditer(text, *line.span("cells")):
            words = [w for w in WORD.findall(cell.group()) if w.lower() not in PARTICLES]
            if words and all(_a_slot_word(w) for w in words) \
                    and any(surname(w) for w in words) and not a_city_or_region(cell.group()):
                found.append(cell.span())
    return found


# A label for people in the plural, then its list on the rest of the line ("Guests: BELL & GENTILE",
# "Huéspedes: DE ANGELIS y DE GROOT", "hóspedes: ferreira e min", "Crew: Okafor, Lindqvist and Haas",
# "Back row (l-r): Ana Gil, Eva Paz").
_PEOPLE_LIST = regex.compile(
    r"(?m)(?:^|(?<=[\s—–\-·|]))(?i:guests|hu[ée]spedes|h[óo]spedes|invitados|convidados|participants|participantes|"
    r"attendees|asistentes|crew|tripulantes|witnesses|testigos|testemunhas|players|jugadores|jogadores|"
    r"passengers|pasajeros|passageiros|"
    # a class's, a group's or a family's ("Alumnos: Luisina; Bartoloměj", "Members: Ito & Quispe")
    r"students|pupils|alumn[oa]s|alun[oa]s|estudiantes|estudantes|members|miembros|membros|integrantes|"
    r"children|kids|ni[ñn]os|crian[çc]as|hij[oa]s|filh[oa]s|"
    # a photo's caption, its row from left to right ("Back row (l-r): …", "Fila de atrás (de izq. a dcha.): …")
    r"\((?:l-r|l\.?[ \t]?to[ \t]?r\.?|left[ \t]+to[ \t]+right|de[ \t]+izq(?:uierda)?\.?[ \t]+a[ \t]+(?:dcha|der(?:echa)?)\.?|"
    r"da[ \t]+esq(?:uerda)?\.?[ \t]+para[ \t]+a[ \t]+dir(?:eita)?\.?)\))[ \t]*:[ \t]*(?P<list>[^\n]+?)[ \t]*$")
_LIST_JOINER = regex.compile(r"[ \t]*(?:[,;&+]|[ \t](?i:and|y|e)(?=[ \t]))[ \t]*")
# A heading that says the lines under it are people, one each ("GUEST LIST — The Savoy rooftop",
# "LISTA DE CONVIDADOS", "RSVPs", "TABLE 4"): a door list's, an attendance sheet's or a seating plan's.
_PEOPLE_HEADING = regex.compile(
    r"(?m)^[^\n]*?(?<![\p{L}])(?i:guest[ \t]+list|guestlist|door[ \t]+list|lista[ \t]+de[ \t]+(?:invitados|convidados|"
    r"asistentes|presen[çc]a|asistencia)|rsvps?|attendees|invitados|convidados|"
    # a seating plan's table ("TABLE 4 (by the window)", "MESA 4")
    r"(?:table|mesa)[ \t]+\d{1,3})(?![\p{L}\d])[^\n]*\n")
# A prescription's label: its heading, then the patient's whole name on the next line ("RX K7782 · Dec
# 23\no'gallagher fiadh\nAmoxicillin 500 mg").
_PATIENT_HEADING = regex.compile(r"(?m)^[ \t]*(?i:rx|receta|receita)(?![\p{L}])[^\n]*\n")
# A line under it: who, perhaps with the guests they bring ("PATEL +1", "Ribeiro (+2)").
_HEADED_PERSON = regex.compile(r"[ \t]*(?:[-*•][ \t]*)?(?P<name>[^\n+(]*?)[ \t]*(?:\(?\+\d\)?)?[ \t]*(?:\n|\Z)")


def listed_people(text: str) -> tuple[tuple[int, int], ...]:
    """The people a plural label lists on its line, or a guest list's heading on the lines under it, two
    or more, each one to three words in any casing: every word a surname as a field holds one
    (surname_in_a_field) or a first name the lists hold, no function word; not all towns ("Participants:
    Lima & Quito" are offices; "Guests: rosario & hall" are people)."""
    return _listed_people(text, LANGUAGE.get())


# Screening and the fields' finder ask for every span of a message: found once per message and language
# (the lists' words are the language's).
@lru_cache(maxsize=32)
def _listed_people(text: str, language: str | None) -> tuple[tuple[int, int], ...]:
    found = []
    for listing in _PEOPLE_LIST.finditer(text):
        start, items, position = listing.start("list"), [], 0
        value = listing.group("list")
        for joiner in [*_LIST_JOINER.finditer(value), None]:
            stop = joiner.start() if joiner else len(value)
            items.append((start + position, start + stop))
            position = joiner.end() if joiner else stop
        if len(items) < 2:
            continue
        if all(_a_slot_name(text[item_start:item_end], 1, 3) for item_start, item_end in items) \
                and not all(a_city_or_region(text[item_start:item_end]) for item_start, item_end in items):
            found += items
    for heading in _PEOPLE_HEADING.finditer(text):
        lines, at = [], heading.end()
        while (line := _HEADED_PERSON.match(text, at)) and line.end() > at and _a_slot_name(line.group("name"), 1, 3):
            lines.append(line.span("name"))
            at = line.end()
        # Two people or more, and not all towns: one line alone under a heading could be its venue.
        if len(lines) >= 2 and not all(a_city_or_region(text[start:end]) for start, end in lines):
            found += lines
    for heading in _PATIENT_HEADING.finditer(text):
        line = _HEADED_PERSON.match(text, heading.end())
        if line and _a_slot_name(line.group("name"), 2, 4) and not a_city_or_region(line.group("name")):
            found.append(line.span("name"))
    return tuple(found)


def _a_slot_name(value: str, fewest: int, most: int) -> bool:
    """Whether `value` is a name and nothing else: `fewest` to `most` words besides its particles, one
    space apart, each a slot's word (_a_slot_word)."""
    words = WORD.findall(value)
    named = [w for w in words if w.lower() not in PARTICLES]
    return fewest <= len(named) <= most and " ".join(words) == " ".join(value.split()) \
        and all(_a_slot_word(w) for w in named)


# A rota's line: two duties or more, each after its key, apart by semicolons ("Jan 11  host: Florence;
# snacks: Lívia", "21/7  anfitriona: Agustín; aperitivo: Jhon").
_DUTY = regex.compile(r"(?P<key>\p{L}[\p{L}\- ]{0,24}?)[ \t]*:[ \t]*(?P<value>[^;:|\n]+?)[ \t]*(?=;|$)", regex.M)
_DUTIES_LINE = regex.compile(r"(?m)^[^\n;]*:[^\n;]*(?:;[^\n;]*:[^\n;]*)+$")


def duty_names(text: str) -> list[tuple[int, int]]:
    """Who takes each duty of a rota's line, where every duty's value is a first name the lists hold (a
    word of the language only as a common first name) and one of them no word of the language: a
    line of fields with a colour or a size among them is no rota."""
    found = []
    for line in _DUTIES_LINE.finditer(text) if ";" in text else ():
        values = [duty.span("value") for duty in _DUTY.finditer(text, *line.span())]
        if len(values) < 2:
            continue
        words = [WORD.findall(text, start, end) for start, end in values]
        if all(1 <= len(named) <= 3 and all(
                first_name_at_any_rank(w) and (fold(w) not in common_words() or common_first_name(w)) for w in named)
               for named in words) and any(fold(w) not in common_words() for named in words for w in named):
            found += values
    return found
