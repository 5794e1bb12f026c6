"""A person named once is often named again, shorter: "Edward Ortiz is covering the queue …
ping Edward with anything urgent", "ANTONI WIELGO CALLED TWICE. ANTONI WANTS A SUPERVISOR".
The second mention has no cue of its own; the first one vouches for it.
"""

from __future__ import annotations

import regex

from recognizers.names.lists import common_words, fold, stop_words
from recognizers.names.text import HUMAN_DOES, POSSESSIVE, WORD, as_written, casing_class
from recognizers.names.words import PARTICLES, TO_SOMEONE, WITH_WORDS, alternation

# A word on its own: not inside another word, an e-mail address, a URL or a handle.
# An apostrophe after a letter joins a name ("O'Brien"); after a space it opens a quote ("dup of 'Tagaloa Manu'").
_BEFORE = r"(?<![\p{L}\d\-’@._/])(?<!\p{L}')"
_AFTER = r"(?![\p{L}\d\-@]|\.[\p{L}\d])"
_SPEAKER_AFTER = regex.compile(r"[ \t]*:[ \t]+")
_VOCATIVE_AFTER = regex.compile(r"[ \t]*(?:,|!|[\-–—][ \t])")
_ADDRESSING = frozenset("hi hey hola oi olá ola dear thanks gracias obrigado obrigada".split())
# Words before which one stands with or speaks to a person: a name's word again there is the
# person even where it is a word too ("CUSTOMER ROSE HAN … VERIFIED WITH ROSE").
_SOMEONE_BEFORE = regex.compile(
    rf"(?<![\p{{L}}])(?i:{alternation(WITH_WORDS | TO_SOMEONE | _ADDRESSING)})[,]?[ \u00a0]+$")


# A determiner makes a word-name saying something a thing again ("Mark Ruiz called. The mark says
# fragile"); Spanish and Portuguese chat puts the definite article before names ("a Glória disse").
_THING_BEFORE = regex.compile(r"(?<![\p{L}])(?i:the|an|this|that|my|your|our|his|her|their|un|una|um|uma)[ \u00a0]+$")


def _line_start(text: str, index: int) -> bool:
    return text[:index].rstrip(" \t")[-1:] in ("", "\n")


def mentions_again(text: str, names: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Every other place a word of a name found in `text` stands on its own: a first name or a
    surname of at least three letters that is no word of the language, or one written with a
    capital where its first mention was ("Rosa Díaz … ask Rosa"; not "a rosa bush"), or one
    speaking on a transcript's line or saying something ("grace michalski … and grace said")."""
    found = []
    written = as_written(text)
    sought = set()  # each word once, though several names hold it ("Dolores Luisa Sales", "Dolores")
    # Whole names first, so that a surname is sought with the first name whose initial may stand
    # before it elsewhere.
    for start, end in sorted(names, key=lambda span: -len(WORD.findall(text, *span))):
        words = list(WORD.finditer(text, start, end))
        for word in words:
            name = POSSESSIVE.sub("", word.group())
            folded = fold(name)
            if len(folded) < 3 or folded in PARTICLES or folded in stop_words() or name in sought:
                continue
            sought.add(name)
            a_word = folded in common_words()
            first_casing = casing_class(written[word.start():word.start() + len(name)])
            pattern = regex.compile(_BEFORE + regex.escape(name) + _AFTER, regex.IGNORECASE)
            for other in pattern.finditer(text):
                initial = _INITIAL_BEFORE.search(text, max(0, other.start() - 4), other.start())
                if initial and word is not words[0] and fold(initial.group("letter")) == fold(words[0].group()[0]) \
                        and not any(s <= initial.start() < e for s, e in names):
                    # "M. Sterling asked … can go to Melody Sterling": her initial and her surname
                    found.append((initial.start(), other.end()))
                    continue
                if any(s <= other.start() < e for s, e in names):
                    continue
                as_name = first_casing == "title" and casing_class(written[other.start():other.end()]) == "title"
                addressed = _SOMEONE_BEFORE.search(text, max(0, other.start() - 12), other.start())
                says = HUMAN_DOES.match(text, other.end()) and not _THING_BEFORE.search(
                    text, max(0, other.start() - 8), other.start())
                # Called at a line's start ("WILL - see below", "CIELO, ya salió") or owning
                # something ("DREW'S CARD WAS CHARGED").
                called = _line_start(text, other.start()) and (
                    _SPEAKER_AFTER.match(text, other.end()) or _VOCATIVE_AFTER.match(text, other.end()))
                owns = text[other.end():other.end() + 2].lower() in ("'s", "’s")
                if a_word and not (as_name or addressed or says or called or owns):
                    # "a rosa bush"; but "ROSARIO: HOLA" speaks after "TRANSFERIDA A ROSARIO ANGULO",
                    # and "DAWN SAID" after "I SPOKE TO DAWN BROWN"
                    continue
                found.append(other.span())
    return found


# An initial right before a surname ("M. Sterling").
_INITIAL_BEFORE = regex.compile(r"(?<![\p{L}\d.])(?P<letter>\p{L})\.[ \u00a0]+$")
