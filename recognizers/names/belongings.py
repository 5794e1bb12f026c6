"""Whose team or note, card, order or claim, or whose wife or assistant: a person's, named by surname
or first name ("Banks's team ships the replacement", "Per Fourie's note", "ivy's card ending 376",
"Tyagi's wife", "el equipo de Chambi manda el repuesto", "según la nota de Palomo", "a equipe da
Nyarko manda a peça", "segundo a nota do Amoako"), and a league table's team named after whoever
plays it ("2. Cometas de Catalina   98"), and a family by its surname ("the Järvinen family", "a família
Bianchi"). Support notes name a colleague so, in any casing.
The lists must hold the name; a word of the language, a city and a department are no one ("la nota
de crédito", "el equipo de Madrid", "the Sales team"), nor a noun after a determiner ("the account
holder's partner").
"""

from __future__ import annotations

import regex

from recognizers.names.casing import casing
from recognizers.names.lists import (
    common_first_name,
    common_words,
    could_be_surname,
    first_name,
    fold,
    listed_name,
    stop_words,
    surname,
    word_of_the_language,
)
from recognizers.names.places import a_city_or_region
from recognizers.names.text import as_written, casing_class
from recognizers.names.words import BRANDS, FAMILY_FIRM_WORDS, PARTICLES, TITLE_WORDS, bare

_WORD = r"\p{L}[\p{L}\-]*"
_NAME = rf"(?P<name>{_WORD}(?:[ \u00a0]+(?:(?i:de|del|da|do|dos|la|los|van|von)[ \u00a0]+)*{_WORD}){{0,2}})"
_WHOSE = regex.compile(
    # English: the possessive before the team or the note.
    # Or what a ticket says is someone's: a card, an order, a claim, a replacement ("ivy's card ending
    # 376", "WE SHIPPED YU-NA'S REPLACEMENT").
    rf"(?<![\p{{L}}'’\-]){_NAME}['’](?i:s)?[ \u00a0]+(?i:team|note|notes|card|replacement|account|order|claim|refund|"
    rf"parcel|package|booking|reservation|subscription|policy|appointment|prescription|"
    # Or who is theirs: family, an assistant, a lawyer ("Tyagi's wife", "Mendoza's assistant").
    rf"assistant|secretary|wife|husband|son|daughter|mother|father|mom|dad|kid|kids|partner|boyfriend|"
    rf"girlfriend|roommate|sister|brother|lawyer|attorney|accountant|caregiver|nanny|neighbor|neighbour|"
    rf"family|parents|grandmother|grandfather|grandma|grandpa|aunt|uncle|cousin|plus-one|plus[ \u00a0]+one|"
    rf"old[ \u00a0]+address|address|phone|email|e-mail|"
    # or what befalls them ("Gael's new job in Seattle", "Ana's surgery")
    rf"new[ \u00a0]+job|job|surgery|recovery|wedding|birthday|funeral)(?![\p{{L}}])"
    # Spanish and Portuguese: the team or the note, then whose.
    rf"|(?<![\p{{L}}])(?i:el[ \u00a0]+equipo[ \u00a0]+de|la[ \u00a0]+nota[ \u00a0]+de|las[ \u00a0]+notas[ \u00a0]+de|"
    rf"a[ \u00a0]+equipe[ \u00a0]+d[oa]|a[ \u00a0]+nota[ \u00a0]+d[oa]|o[ \u00a0]+time[ \u00a0]+d[oa]|"
    # whose appointment ("cambien la cita de María del Pilar", "remarquem a consulta de Luz")
    rf"la[ \u00a0]+cita[ \u00a0]+de|la[ \u00a0]+consulta[ \u00a0]+de|a[ \u00a0]+consulta[ \u00a0]+d[eoa]|"
    # a team's capitalised word, its article left out as a list's item or a heading leaves it
    # ("1. Equipo de Hilda — 39:05", "EQUIPE DA NELLY")
    rf"(?-i:Equipo|EQUIPO)[ \u00a0]+(?-i:de|DE)|(?-i:Equipe|EQUIPE)[ \u00a0]+(?-i:d[oa]|D[OA]))[ \u00a0]+"
    rf"{_NAME.replace('?P<name>', '?P<after>')}(?![\p{{L}}'’\-])"
)


_TEAM = regex.compile(r"(?i:team|equipo|equipe|time)")
# A league table's line: its place, the team's words, then "de" and whose it is, then the points or the
# time ("1. Cohetes de Arjun   112", "3. Peña del Club Bolívar de Aarav — 76", "2. Foguetes do Samuel 98");
# a walk's numbered stops have none ("3 el convento de la Encarnación").
_STANDING = regex.compile(
    rf"(?m)^[ \t]*\d{{1,3}}[.)º°]?[ \t]+(?P<team>\p{{L}}[^\n]*?)[ \u00a0]+(?i:de|do|da)[ \u00a0]+"
    # whose: one or two words a single space apart; a column's gap ends the cell ("2  sal de Mar  Casa Paco  601")
    rf"(?P<after>{_WORD}(?: {_WORD})?)(?=[ \t]*(?:[—–\-:][ \t]*)?\d)")
# Whose a team is never is an institution's ("3. Banco de Santander 70", "1. Universidad de Chile").
_INSTITUTIONS = frozenset(
    "club banco bank universidad universidade university colegio colégio escuela escola hospital museo museu "
    "instituto institute fundación fundação asociación associação liga real deportivo atlético atletico "
    "sporting cidade ciudad city".split())
# An appointment is a city's as often as a person's ("la cita de Madrid" at its office).
_PLACED = regex.compile(r"(?i:cita|consulta)")
_DETERMINERS = r"(?i:the|a|an|my|your|our|their|his|her|its|this|that)"
_DETERMINER_BEFORE = regex.compile(rf"(?<![\p{{L}}]){_DETERMINERS}[ \u00a0]+$")
_DETERMINER = regex.compile(rf"(?<![\p{{L}}]){_DETERMINERS}(?![\p{{L}}])")
_WHOLE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:todo|toda|all|whole)[ \u00a0]+$")


def whose_names(text: str) -> list[tuple[int, int]]:
    """The name whose team or note it is: every word a surname or a first name the lists hold,
    in one casing; a word of the language only if a common first name or a surname, and no city."""
    found = _standings_names(text) + _families(text)
    for match in _WHOSE.finditer(text):
        group = "name" if match.group("name") else "after"
        start = match.start(group)
        pieces = list(regex.finditer(_WORD, match.group(group)))
        if group == "name":
            # Before a possessive the name is the last words the lists hold ("then Banks's team").
            while pieces and (not listed_name(pieces[0].group()) or bare(pieces[0].group()) in TITLE_WORDS):
                pieces.pop(0)  # "Mr Montero's account": the title is no part of the name
        else:
            # After the team's or the note's word the name is the first words the lists hold
            # ("el equipo de Quiroga lo revisa").
            named, shape = 0, casing_class(pieces[0].group()) if pieces else ""
            while named < len(pieces) and (pieces[named].group().lower() in PARTICLES or (
                    listed_name(pieces[named].group()) and casing_class(pieces[named].group()) == shape)):
                named += 1
            pieces = pieces[:named]
            while pieces and pieces[-1].group().lower() in PARTICLES:
                pieces.pop()
        words = [p.group() for p in pieces if p.group().lower() not in PARTICLES]
        if not words or len({casing_class(w) for w in words}) > 1:
            continue
        if group == "name" and (_DETERMINER_BEFORE.search(text, max(0, start - 8), start + pieces[0].start())
                                or _DETERMINER.search(text, start, start + pieces[0].start())
                                or (words[0].islower() and fold(words[0]) in common_words()
                                    and not first_name(words[0]) and casing(as_written(text)) == "as usual")):
            continue  # "the account holder's partner": a noun's, not a name's ("julia's phone" is hers)
        if _PLACED.search(match.group()) and a_city_or_region(" ".join(words)) and not common_first_name(words[0]):
            continue  # "la cita de Madrid"; "la cita de Regina" is hers
        if _TEAM.search(match.group()) and (a_city_or_region(" ".join(words))
                                            or _WHOLE_BEFORE.search(text, max(0, match.start() - 8), match.start())):
            # "el equipo de Madrid", "a equipe do Santos": a city's team; "de todo el equipo de
            # Falabella", "de toda a equipe da Marisa": a shop greets; a note is someone's
            continue
        if not all(listed_name(w) for w in words) or bare(" ".join(words)) in BRANDS:
            continue  # "Dell's warranty", "Dillard's order": a shop's
        head = words[0]
        if fold(head) in common_words() and not (common_first_name(head) or surname(head)):
            continue
        found.append((start + pieces[0].start(), start + pieces[-1].end()))
    return found


# A family by its surname ("the Järvinen family", "THE RADIĆ FAMILY", "a família Bianchi", "la familia Quispe").
_FAMILY = regex.compile(
    rf"(?<![\p{{L}}])(?i:the)[ \u00a0]+(?P<before>{_WORD})[ \u00a0]+(?i:family|families|household)(?![\p{{L}}])"
    rf"|(?<![\p{{L}}])(?i:fam[íi]lia)[ \u00a0]+(?P<after>{_WORD})(?![\p{{L}}'’\-])")


_FIRM_AFTER = regex.compile(rf"[ \u00a0]+(?i:{'|'.join(FAMILY_FIRM_WORDS)})(?![\p{{L}}])")


def _families(text: str) -> list[tuple[int, int]]:
    """The surname a family goes by: one the lists hold as a surname, or no word of the language ("the
    Royal family", "la familia real" are none)."""
    found = []
    for match in _FAMILY.finditer(text):
        group = "before" if match.group("before") else "after"
        word = match.group(group)
        if group == "before" and _FIRM_AFTER.match(text, match.end()):
            continue  # "the Margolis Family Foundation", "the Ortiz family business": a firm's name
        if fold(word) in stop_words() or a_city_or_region(word):
            continue
        if word_of_the_language(fold(word)):
            # a word of the language only as a surname the lists hold, capitalised ("the Rich family"; "la
            # familia real" is the king's)
            if surname(word) and not as_written(text)[match.start(group):match.end(group)].islower():
                found.append(match.span(group))
        elif surname(word) or could_be_surname(word):
            found.append(match.span(group))
    return found


def _standings_names(text: str) -> list[tuple[int, int]]:
    """Whose each team of a league table is: first names the lists hold after the team's words, when
    the team opens with a word of the language and no institution's ("2. Cometas de Catalina   98")."""
    found = []
    if "\n" not in text:
        return found
    for match in _STANDING.finditer(text):
        head = bare(regex.match(_WORD, match.group("team")).group())
        if head in _INSTITUTIONS or not word_of_the_language(fold(head)) or fold(head) in stop_words():
            continue
        words = match.group("after").split()
        names = [w for w in words if w.lower() not in PARTICLES]
        if len({casing_class(w) for w in names}) > 1 or not all(first_name(w) or surname(w) for w in names) \
                or not first_name(names[0]):
            continue
        if a_city_or_region(" ".join(names)) and not common_first_name(names[0]):
            continue
        found.append(match.span("after"))
    return found
