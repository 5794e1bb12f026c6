"""Names written as initials and a surname ("E. A. Bausi", "K. M. LONG", "r. k. ochieng"): two or
more initials before a word make it a surname whatever the word, even one of the language ("k. m.
long"), where one initial alone does not ("J. May" is weighed by the lists, recognizers/names/cues.py).
"""

from __future__ import annotations

import regex

from recognizers.names.lists import could_be_surname, fold, stop_words
from recognizers.names.lists import surname as is_surname
from recognizers.names.text import POSSESSIVE

# A surname's particle, and the article after "de" ("j. c. de la torre", "M. de los Santos").
_PARTICLES = r"(?:(?i:van|von|der|den|ter|de|del|da|do|dos|das)[ \u00a0]+(?:(?i:la|las|los)[ \u00a0]+)?)"
# Initials, each a letter and a full stop, then the surname; not inside a word, a code or an address.
# A surname's particles may stand between ("m. l. van der meer", "R. K. de Souza").
_INITIALLED = regex.compile(
    r"(?<![\p{L}\d.@/_\-])(?P<initials>(?:\p{L}\.[ \u00a0]*){2,3})"
    rf"{_PARTICLES}{{0,2}}"
    r"(?P<surname>\p{L}[\p{L}'’\-]*\p{L})(?![\p{L}\d@_])"
)
# One initial, a surname's particle and the surname ("G. da Rocha", "n. dos santos", "M. van Dijk"):
# the particle says a surname follows, where one initial alone before a word does not.
_ONE_INITIAL_AND_PARTICLE = regex.compile(
    r"(?<![\p{L}\d.@/_\-])(?P<initial>\p{L})\.[ \u00a0]+"
    rf"{_PARTICLES}{{1,2}}"
    r"(?P<surname>\p{L}[\p{L}'’\-]*\p{L})(?![\p{L}\d@_])"
)
# "C. de Alcalá" is a street (calle), "S. de R.L." a Mexican firm's kind.
_NO_INITIALS = frozenset("cs")
# Letters and full stops that are abbreviations, not initials: "a. m.", "p. m.", "e. g.", "i. e.",
# "n. b.", "u. s.", "s. a." and "s. l." (companies), "p. ej.", "d. c.", "c. p." (a postcode or an accountant).
_ABBREVIATIONS = frozenset("am pm eg ie nb us sa sl ej dc cp ss aa ee ll".split())


def initialled_names(text: str) -> list[tuple[int, int]]:
    """Two or three initials and a surname written in the initials' casing, or one initial and a
    surname the lists hold after a particle."""
    found = []
    for match in _INITIALLED.finditer(text):
        letters = "".join(c for c in match.group("initials") if c.isalpha())
        surname = match.group("surname")
        if fold(letters[:2]) in _ABBREVIATIONS or fold(letters[-2:]) in _ABBREVIATIONS:
            continue
        if letters.isupper() != surname[:1].isupper() or fold(surname) in stop_words():
            continue
        # A possessive belongs to the sentence ("per F. D. Théodore's note").
        owner = POSSESSIVE.search(surname)
        found.append((match.start(), match.end() - (len(owner[0]) if owner else 0)))
    for match in _ONE_INITIAL_AND_PARTICLE.finditer(text):
        initial, surname = match.group("initial"), POSSESSIVE.sub("", match.group("surname"))
        if fold(initial) in _NO_INITIALS or initial.isupper() != surname[:1].isupper() \
                or not is_surname(surname) or fold(surname) in stop_words():
            continue
        found.append((match.start(), match.start("surname") + len(surname)))
    return found


# One or two initials and a surname (perhaps with a particle) as a list's item, written beside another
# item: after it ("Jamil Karam, Valentina Valenzuela y U. Riera") or before it ("n. okonkwo; justo
# carvalho").
_ITEM = r"(?P<item>\p{L}\.(?:[ \u00a0]*\p{L}\.)?[ \u00a0]+" + _PARTICLES + r"{0,2}\p{L}[\p{L}'’\-]*\p{L})"
_JOINT = r"[ \u00a0]*(?:,|;|[ \u00a0](?i:and|y|e|&))[ \u00a0]*"
_ITEM_AFTER = regex.compile(_JOINT + _ITEM + r"(?![\p{L}\d@_.])")
_ITEM_BEFORE = regex.compile(r"(?<![\p{L}\d.@/_\-])" + _ITEM + _JOINT + r"\Z")


def initialled_siblings(text: str, names: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """An initial and a surname listed beside a name found: one of the list's people, the surname
    one the lists hold or no dictionary does ("y U. Riera"; not "y p. ej. ropa")."""
    found = []
    for start, end in names:
        for match in (_ITEM_AFTER.match(text, end), _ITEM_BEFORE.search(text, max(0, start - 40), start)):
            if not match:
                continue
            surname = _WORD_AT_END.search(match.group("item")).group()
            letters = "".join(c for c in match.group("item")[:-len(surname)] if c.isalpha())
            if fold(surname) in stop_words() or fold(letters[:2]) in _ABBREVIATIONS \
                    or not (is_surname(surname) or could_be_surname(surname)):
                continue
            found.append(match.span("item"))
    return found


_WORD_AT_END = regex.compile(r"\p{L}[\p{L}'’\-]*\p{L}$")
