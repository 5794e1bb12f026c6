"""Who wrote the message a reply quotes: the line mail clients write above it ("On Mon, 3 Mar
2025 at 10:02, Ana Gil <ana@example.com> wrote:", "El lun, 3 mar 2025 a las 10:02, Ana Gil
escribió:", "Em seg., 3 de mar. de 2025 às 10:02, Ana Gil <ana@example.com> escreveu:",
"> On 25/02, PIA KNOWLING wrote:"). The words right before "wrote" name its author.
"""

from __future__ import annotations

import regex

from recognizers.names.lists import could_be_surname, first_name, fold, surname
from recognizers.names.text import WORD
from recognizers.names.words import PARTICLES, WEEKDAYS, WEEKDAYS_SHORT

# "wrote:" in the languages mail clients write it in.
_WROTE = r"(?i:wrote|escribi[óo]|escreveu|a écrit|schrieb)[ \t]*:"
_ATTRIBUTION = regex.compile(
    r"(?m)^[ \t>]*(?i:on|el|em|le|am)[ \t][^\n]{1,80}?"
    # The author's name, from a word's start ("El martes Ana Gil", not "artes Ana Gil"); perhaps
    # the address after it, bare or in brackets.
    r"(?<!\p{L})(?P<name>\p{L}[\p{L}'’\-]*\.?(?:[ \t]+\p{L}[\p{L}'’\-]*\.?){0,5})"
    r"[ \t]*(?:\(?<[^<>\n]{3,80}>\)?|\([^()\n]{3,80}\))?[ \t]*" + _WROTE
)
_VERB = regex.compile(_WROTE)
# What the date before the name ends with: a time's "AM", "at", "a las", "às"…, or a weekday or a
# month written without the rest of the date ("On Tue Ana Gil wrote:", "El martes Ana Gil escribió:").
_NOT_NAME = WEEKDAYS | WEEKDAYS_SHORT | frozenset(
    """
    am pm at a las às as on el em de
    lun mie jue vie sab dom lunes martes miercoles jueves viernes sabado domingo
    seg ter qua qui sex segunda terca quarta quinta sexta feira
    """.split())


def reply_attributions(text: str) -> list[tuple[int, int]]:
    """The author named on a reply's attribution line: the words before "wrote", back to the
    date's last word, when the first is a first name or a surname the lists hold, or a word no
    dictionary holds, and every other word is a name's, a particle or a short word."""
    found = []
    if not _VERB.search(text):
        return found  # most messages quote nobody; the line's pattern is the costlier search
    for match in _ATTRIBUTION.finditer(text):
        words = list(WORD.finditer(text, match.start("name"), match.end("name")))
        while words and (fold(words[0].group()) in _NOT_NAME or words[0].group().isdigit()):
            words.pop(0)
        names = [w for w in words if w.group().lower() not in PARTICLES]
        if not names or len(names) > 4:
            continue
        first = names[0].group()
        if not (first_name(first) or surname(first) or could_be_surname(first)):
            continue
        # After the first, a short word too: romanised Chinese names are of syllables ("LI NA XIE").
        if not all(len(w.group()) <= 3 or first_name(w.group()) or surname(w.group()) or could_be_surname(w.group())
                   for w in names[1:]):
            continue
        found.append((words[0].start(), match.end("name")))
    return found
