"""Who stands on an escalation path or an on-call roster, one per line after their tier or duty:
"Tier 1 – Shams", "Nivel 2 – Isla O'Day", "N1 – HENRIQUE", "Duty manager – José Ramón Giménez",
"Gerente de plantão – socorro ramos". The line's role says a person follows, in any casing; a
team ("Tier 1 – Billing") is no one.
"""

from __future__ import annotations

import regex

from recognizers.names.lists import common_first_name, common_words, could_be_surname, first_name_at_any_rank, fold, name_word
from recognizers.names.text import WORD
from recognizers.names.words import PARTICLES

_ON_ROSTER = regex.compile(
    r"(?m)^[ \t]*(?:[-*•][ \t]*)?"
    r"(?:(?i:tier|level|nivel|nível|n|l)[ \u00a0]?\d{1,2}|(?i:duty manager|manager on duty|on[- ]call|escalation manager|"
    r"responsable de guardia|de guardia|jefe de turno|supervisor de turno|gerente de plant[ãa]o|plantonista|"
    r"supervisor de plant[ãa]o))"
    r"[ \u00a0]*[–—:\-][ \u00a0]*"
    r"(?P<name>\p{L}[\p{L}'’\-]*(?:[ \u00a0]+\p{L}[\p{L}'’\-]*){0,3})[ \u00a0]*$"
)


def roster_names(text: str) -> list[tuple[int, int]]:
    """The names on an escalation path's or a roster's lines: the first word a first name at any
    rank (a word of the language too, "bill") or a name word, the rest names or possible surnames;
    a word of the language that is no first name opens no name ("Tier 1 – Billing")."""
    found = []
    for match in _ON_ROSTER.finditer(text):
        words = [w for w in WORD.findall(match.group("name")) if w.lower() not in PARTICLES]
        if not words:
            continue
        head = words[0]
        if fold(head) in common_words() and not common_first_name(head):
            continue
        if not (first_name_at_any_rank(head) or name_word(head)):
            continue
        if all(name_word(w) or could_be_surname(w) for w in words[1:]):
            found.append(match.span("name"))
    return found
