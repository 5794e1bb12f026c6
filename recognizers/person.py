"""PERSON from the spaCy pipelines, checked and completed with name lists, in any casing.

es_core_news_sm tags greetings ("Hola", "Buenos días"), capitalised words at a sentence
start ("Escríbeme", "Gracias") and IDs (`X1234567L. Escríbeme`) as PER. This recognizer
keeps the pipeline's PERSON spans only when they look like a name: no digits or @, every
word capitalised (or a name particle such as "de", "da", "van"), greetings, titles and
sentence-start common words trimmed off. It also adds names that follow an unambiguous
cue ("me llamo", "my name is", "Sr.", "Atentamente,"), which the small pipelines miss.

The pipelines find names by their capitals, so "JOHN SMITH" and "hola soy maria fernandez"
were no names to them. Evidence that does not depend on casing comes from name lists
(recognizers/data/names.txt, derived from names-dataset at build time): a first name
followed by surnames the lists hold is a name whatever the pipeline says, and a message in
capitals or lower case is read again in a re-cased copy, where the lists' words are
capitalised and the rest is not. Companies, streets and brands named after people,
signature labels, and verbs opening a sentence are kept out.
"""

from __future__ import annotations

import unicodedata
from contextvars import ContextVar
from functools import cache
from importlib import resources

import regex
from presidio_analyzer import AnalysisExplanation, RecognizerResult
from presidio_analyzer.predefined_recognizers import SpacyRecognizer

from recognizers.name_words import (
    BRANDS,
    BUSINESS_AFTER,
    BUSINESS_BEFORE,
    COMPANY_WORDS,
    GREETINGS,
    LABEL_WORDS,
    NOT_NAMES,
    PARTICLES,
    PERSON_FIELDS,
    STREET_WORDS,
    bare,
)

_WORD = regex.compile(r"[\p{L}][\p{L}'’\-]*")
_NAME_WORD = r"\p{Lu}[\p{Ll}'’\-]+"
_NAME = rf"{_NAME_WORD}(?:\s+(?:(?:de|del|da|dos|das|do|van|von)\s+)?{_NAME_WORD}){{0,3}}"
# Cues after which a capitalised run is a name; the name itself is the only thing reported.
_CUES = regex.compile(
    r"(?:\b(?i:me llamo|mi nombre es|my name is|a nombre de|in the name of|speaking with|soy|"
    r"les escribe|te escribe|le escribe|mi compañera|mi compañero|habló con|hablé con|se lo di a|"
    r"i'm|i am|this is|my colleague|spoke with|gave it to|under the name|"
    r"meu nome é|meu nome e|me chamo|aqui é|aqui e|quem fala é|em nome de|falei com|"
    r"atentamente|saludos|regards|sincerely|thanks|gracias|un abrazo|abrazos|um abraço|abraços|"
    r"cumprimentos|cordialmente|atenciosamente|obrigad[oa]|valeu|cheers|best|warmly)[,:]?\s+"
    r"|\b(?i:Sr|Sra|Srta|Dr|Dra|Mr|Mrs|Ms|Don|Doña)\.?\s+)"
    rf"(?P<name>{_NAME})",
)
# A name before a self-introduction ("Marcos al habla", "Emily here"), or alone on the last line
# (a signature).
_TRAILING_CUES = regex.compile(rf"(?P<name>{_NAME})(?=\s+(?i:al habla|here)\b)")
_SIGNATURE = regex.compile(rf"\n\s*(?P<name>{_NAME})\s*$")
# Part-of-speech tags that make a one-word PERSON a verb or a common word ("Habló", "Token").
_NOT_NAME_POS = frozenset({"VERB", "AUX", "ADV", "INTJ", "NOUN", "ADP", "SCONJ", "CCONJ", "DET", "PRON"})


_SENTENCE_END = ".!?¡¿:;\n"
# A word that is also a common first name ("Abril", "June") opens a name only this high in a
# country's ranking: "Mayo" and "Marzo" are somebody's name, rarely enough not to count.
COMMON_FIRST_RANK = 400
# A dictionary word the dump also holds as a first name ("Compra", "Storm") is one only this
# high in a country's ranking ("Luz", "Rose", "Casa" are; "Compra" at 1,585 is not).
DICTIONARY_FIRST_RANK = 1000
# Past these ranks a name that is also a dictionary word of the language is the word.
RARE_FIRST_RANK = 4000
RARE_SURNAME_RANK = 8000
# A function word of the language may still be a surname after a first name ("Dora Mas",
# "Maria Dias", "Porfirio Sola") when it is this common a surname and not a short one.
STOP_WORD_SURNAME_RANK = 1500


def fold(word: str) -> str:
    """Lower case without accents ("Pérez" -> "perez"), ñ and ç kept: how names.txt is keyed."""
    out = []
    for char in word.lower():
        if char in "ñç":
            out.append(char)
        else:
            out.append("".join(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c)))
    return "".join(out).replace("’", "'")


@cache
def name_lists() -> dict[str, tuple[int, int]]:
    """folded name -> (best rank as a first name, best rank as a surname; 0 when not one).

    recognizers/data/names.txt, derived from names-dataset by scripts/build_name_lists.py
    and shipped in this package: the daemon reads no network and loads 114,000 short lines
    (about 27 MiB in memory with the dictionaries) instead of names-dataset's 3.2 GB.
    """
    ranks = {}
    text = resources.files("recognizers").joinpath("data/names.txt").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, first, last = line.split("\t")
            ranks[name] = (int(first), int(last))
    return ranks


@cache
def _stop_words_of(language: str | None) -> frozenset[str]:
    # Function words of the message's language (Spanish with Portuguese: Brazilian customers
    # write Spanish). The dump's lists hold "de", "la", "con", "mi" as names; no name is
    # written so. Only the message's language: "Sean" is a name in English, a verb in Spanish.
    from spacy.lang.en.stop_words import STOP_WORDS as EN
    from spacy.lang.es.stop_words import STOP_WORDS as ES
    from spacy.lang.pt.stop_words import STOP_WORDS as PT

    words = {"en": EN, "es": ES | PT, "pt": PT | ES}.get(language or "", EN | ES | PT)
    return frozenset(fold(w) for w in words) - PARTICLES


# The language of the message being analysed, set by the recognizer for the length of one
# analysis (the helpers below are also called on their own, with every language's words).
_LANGUAGE: ContextVar[str | None] = ContextVar("person_language", default=None)


def _stop_words() -> frozenset[str]:
    return _stop_words_of(_LANGUAGE.get())


@cache
def _dictionary_of(language: str) -> frozenset[str]:
    text = resources.files("recognizers").joinpath(f"data/words_{language}.txt").read_text(encoding="utf-8")
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#"))


def common_words() -> frozenset[str]:
    """The dictionary words of the message's language (recognizers/data/words_*.txt, from the
    pipelines' lemmatizer tables; both languages when none is set)."""
    language = _LANGUAGE.get()
    if language in ("en", "es"):
        return _dictionary_of(language)
    return _dictionary_of("en") | _dictionary_of("es")


def name_ranks(word: str, first: bool) -> tuple[int, int] | None:
    """The lists' ranks for `word` as a word of a person's name, or None when it cannot be one.

    `first`: it would be the name's first word. A word people write for something else
    ("Abril", "Días", "Rosa") is a name only after another name word ("Ana Abril"), never
    first, and a greeting or a function word never is.
    """
    folded = _POSSESSIVE.sub("", fold(word))  # "Smith's" is Smith's name
    ranks = name_lists().get(folded)
    if ranks is None or bare(folded) in LABEL_WORDS or folded in PARTICLES:
        return None
    if folded in _stop_words() and (first or len(folded) < 3 or not 0 < ranks[1] <= STOP_WORD_SURNAME_RANK):
        return None
    if folded in NOT_NAMES and (first or folded in GREETINGS or not ranks[1]):
        return None
    if (ranks[0] > RARE_FIRST_RANK or ranks[1] > RARE_SURNAME_RANK) and folded in common_words():
        # Past the common ranks the dump holds words ("mañana", "fala") among the names.
        ranks = (ranks[0] if ranks[0] <= RARE_FIRST_RANK else 0, ranks[1] if ranks[1] <= RARE_SURNAME_RANK else 0)
        if ranks == (0, 0):
            return None
    return ranks


def _word_first_name(word: str) -> bool:
    """A month, a weekday or another word people also name children ("Abril", "June",
    "Domingo", "Julio"): a first name only when a surname follows it."""
    folded = fold(word)
    ranks = name_lists().get(folded)
    return bool(ranks and 0 < ranks[0] <= COMMON_FIRST_RANK and folded in NOT_NAMES and folded not in GREETINGS
                and folded not in _stop_words())


def _first_name(word: str) -> bool:
    ranks = name_ranks(word, first=True)
    return bool(ranks and ranks[0]) and (ranks[0] <= DICTIONARY_FIRST_RANK or fold(word) not in common_words())


def _opens_name(words: list[str]) -> bool:
    """Whether a name can start with words[0]: a first name, or a word that is also one
    ("Abril") with a surname after it."""
    return bool(words) and (_first_name(words[0]) or (
        len(words) > 1 and _word_first_name(words[0]) and _surname(words[1])))


def _surname(word: str) -> bool:
    ranks = name_ranks(word, first=False)
    return bool(ranks and ranks[1])


def _name_word(word: str) -> bool:
    return name_ranks(word, first=False) is not None


# The message as written while its re-cased copy is read: the copy's capitals say only that
# the lists hold a word, the message's say how its writer wrote it.
_ORIGINAL: ContextVar[str | None] = ContextVar("person_original", default=None)
# In capitals or lower case a function word goes on a name only as a very common surname,
# and a dictionary word only as a common surname or a very common first name ("lindsey hill",
# "HAYLEY NORMAN", "ana clara"): "judith graham will", "EVELYN MELTON CLOSE" and "emily
# richardson said" are a name and a verb.
STRICT_STOP_RANK = 100
STRICT_WORD_SURNAME_RANK = 1000
STRICT_WORD_FIRST_RANK = 100


def _continues(text: str, start: int, end: int) -> bool:
    """Whether the word text[start:end] may go on a name after the name's first word."""
    word = _POSSESSIVE.sub("", text[start:end])
    ranks = name_ranks(word, first=False)
    if ranks is None:
        return False
    original = _ORIGINAL.get()
    written = original[start:start + len(word)] if original and len(original) == len(text) else word
    if written[:1].isupper() and not written.isupper():
        return True  # capitalised as a name is, in text cased as usual
    # The verbs this guards against go on into the sentence; a word that ends the name's text
    # ("…, TERESITA ROMÁN PORTERO\n") or stands before another surname ("PERELLÓ RAMÍREZ") is
    # a surname.
    after = _NEXT_WORD.match(text, start + len(word))
    if not _goes_on(text, start + len(word)) or (after and _surname(after.group("word"))
                                                 and fold(after.group("word")) not in common_words()):
        return True
    folded = fold(word)
    if folded in _stop_words():
        return 0 < ranks[1] <= STRICT_STOP_RANK
    if folded in common_words() or written[-1:] in _VERB_ENDINGS:
        return 0 < ranks[1] <= STRICT_WORD_SURNAME_RANK or 0 < ranks[0] <= STRICT_WORD_FIRST_RANK
    return True


# An accented last vowel marks a Spanish or Portuguese verb form the dictionaries (lemmas
# only) lack: "cerró", "pasará", "llamé", "está".
_VERB_ENDINGS = frozenset("óáéíúÓÁÉÍÚ")


def _sentence_start(text: str, index: int) -> bool:
    before = text[:index].rstrip(" \t\"'«“(-")
    return not before or before[-1] in _SENTENCE_END


def _segments(text: str, start: int, end: int):
    """[start, end) cut at line breaks and colons: a name never runs into the next line or
    the label before it ("Account holder: Ana", "Ana Gil\\nDepartamento de Compras")."""
    cut = start
    for index in range(start, end):
        if text[index] in "\n:=":
            # "usuario=Rafa Baños rol=admin": the word before "=" is the next value's key.
            stop = _key_start(text, cut, index) if text[index] == "=" else index
            if stop > cut:
                yield cut, stop
            cut = index + 1
    if end > cut:
        yield cut, end


def _key_start(text: str, cut: int, index: int) -> int:
    """Where the key ending at `index` (an "=") starts, not before `cut`."""
    key = index
    while key > cut and text[key - 1] in " \u00a0":
        key -= 1
    while key > cut and (text[key - 1].isalnum() or text[key - 1] in "_-."):
        key -= 1
    return key


def refine_person_span(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The name inside a PERSON candidate `text[start:end]`, or None when it is not a name.

    Cuts at line breaks and colons, trims greetings, titles, punctuation and a possessive
    "'s" at the edges; refuses digits, @, underscores, slashes, lower-case words that are
    not name particles, common words, and words in capitals that the name lists do not hold
    (acronyms, IDs). The first part of the candidate that is a name is the answer.
    """
    if _KEY_AFTER.match(text, end):
        end = _key_start(text, start, end)  # "rafa baños rol=admin": "rol" is a key
    for seg_start, seg_end in _segments(text, start, end):
        refined = _refine_segment(text, seg_start, seg_end)
        if refined:
            return refined
    return None


def _refine_segment(text: str, start: int, end: int) -> tuple[int, int] | None:
    candidate = text[start:end]
    if any(c.isdigit() for c in candidate) or any(c in candidate for c in "@_/\\#="):
        return None
    words = [(m.start() + start, m.end() + start, m.group()) for m in _WORD.finditer(candidate)]
    # A possessive belongs to the sentence, not the name ("John Smith's order").
    if words and _POSSESSIVE.search(words[-1][2]):
        s, e, w = words[-1]
        stem = _POSSESSIVE.sub("", w)
        words[-1] = (s, s + len(stem), stem)
    # Drop leading and trailing words that are never names ("Hola Ana" -> "Ana"); "Abril" opens
    # a name when a surname follows ("Abril Chavarría").
    while words and words[0][2].lower().rstrip(".") in NOT_NAMES and not (
            len(words) > 1 and _word_first_name(words[0][2]) and _surname(words[1][2])):
        words.pop(0)
    # An ID's check letter is no initial ("NIE Y 6822926 W. Rocío Gil").
    if len(words) > 1 and len(words[0][2]) == 1 and text[:words[0][0]].rstrip(" \u00a0")[-1:].isdigit():
        words.pop(0)
    # A verb opening the sentence before a name ("Add Joshua Nelson as a driver").
    if (len(words) > 2 and _sentence_start(text, words[0][0]) and name_ranks(words[0][2], first=True) is None
            and _opens_name([w for _, _, w in words[1:3]])):
        words.pop(0)
    while words and (words[-1][2].lower() in PARTICLES or (
            words[-1][2].lower() in NOT_NAMES and not (len(words) > 1 and _name_word(words[-1][2])))):
        words.pop()
    if not words or (len(words) == 1 and len(words[0][2]) < 2):
        return None
    for index, (_, _, word) in enumerate(words):
        if word.lower() in PARTICLES:
            continue
        if not word[0].isupper() or bare(word) in LABEL_WORDS:
            return None
        if word.lower() in NOT_NAMES and not (_name_word(word) if index else _word_first_name(word)):
            return None
        if word.isupper() and len(word) > 1 and not _name_word(word) and not (
                index > 0 and _first_name(words[0][2]) and _could_be_surname(word)):
            return None  # acronyms and IDs written in capitals ("EDUARDO ARCHULETA" is a name)
    return words[0][0], words[-1][1]


def _could_be_surname(word: str) -> bool:
    """A word no list holds that may still be a rare surname after a known first name: not a
    function word, a common word or a label, and long enough not to be an acronym."""
    folded = fold(word)
    return (len(word) >= 4 and word.isalpha() and folded not in _stop_words() and folded not in NOT_NAMES
            and bare(folded) not in LABEL_WORDS and bare(folded) not in COMPANY_WORDS
            and bare(folded) not in BUSINESS_AFTER and folded not in common_words())


def _extend(text: str, start: int, end: int) -> tuple[int, int]:
    """`[start, end)` grown over the surnames written after it on the same line, which the
    small pipelines often leave out ("Rocío Hernández" of "Rocío Hernández Moreno")."""
    upper, lower = text[start:end].isupper(), text[start:end].islower()
    while True:
        match = _NEXT_WORD.match(text, end)
        if not match:
            return start, end
        word = match.group("word")
        stem = _POSSESSIVE.sub("", word)
        if ((stem.islower() if lower else not stem[0].isupper() or stem.isupper() != upper)
                or not _continues(text, match.start("word"), match.start("word") + len(stem))
                or _KEY_AFTER.match(text, match.end())):
            return start, end
        end = match.end() - (len(word) - len(stem))
        if stem != word:
            return start, end  # the possessive ends the name


def _not_a_person(text: str, start: int, end: int) -> bool:
    """A company, a street or a brand named after someone, or an imperative opening a
    sentence ("Hagan el favor", "Respondan"): nobody's personal data."""
    if _COMPANY_AFTER.match(text, end):
        return True
    street = _STREET_AFTER.match(text, end)
    written = _as_written(text)  # the casing the writer gave, not the re-cased copy's
    if street and _casing_class(written[street.start():street.end()].strip(" \u00a0.")) == _casing_class(
            written[start:end]) and (_casing_class(written[start:end]) == "title" or not _goes_on(text, street.end())):
        return True  # "Acacia Close", "14 SMITH ROAD"; not "Why did Henry Pugh close my ticket"
    if any(bare(w) in COMPANY_WORDS or bare(w) in STREET_WORDS or bare(w) in BUSINESS_BEFORE or bare(w) in BUSINESS_AFTER
           for w in _WORD.findall(text[start:end])):
        return True
    # A shop or a place named after someone ("Restaurante Ramos", "Moreira Modas", "Grupo Ochoa",
    # "McCarthy's Diner").
    before = _WORD_BEFORE.search(text, max(0, start - 40), start)
    if before and bare(before.group("word")) in BUSINESS_BEFORE:
        return True
    after = _WORD_AFTER.match(text, end)
    if after and bare(after.group("word")) in BUSINESS_AFTER:
        return True
    if _STREET_BEFORE.search(text[max(0, start - 30):start]):
        return True
    if " ".join(_WORD.findall(fold(text[start:end]))) in BRANDS:
        return True
    words = _WORD.findall(text[start:end])
    if len(words) == 1 and _sentence_start(text, start) and name_ranks(words[0], first=True) is None:
        return True  # one word opening a sentence that no list knows as a name: a verb, mostly
    return False


def _as_written(text: str) -> str:
    original = _ORIGINAL.get()
    return original if original and len(original) == len(text) else text


def _casing_class(words: str) -> str:
    return "upper" if words.isupper() else "lower" if words.islower() else "title"


def _possessive_length(word: str) -> int:
    match = _POSSESSIVE.search(word)
    return len(match.group()) if match and len(word) > len(match.group()) + 1 else 0


def lexicon_runs(text: str) -> list[tuple[int, int]]:
    """Names the lists vouch for whatever the pipeline says: two or more capitalised words in
    the same casing, the first a first name, the others surnames or first names ("Call
    Dennis Boone", "Customer Eloy Barroso"), or one first name after a cue word that
    introduces a person ("Is Dennis still…" is not one; "my husband Dennis" is)."""
    found = []
    for match in _RUN.finditer(text):
        words = [w for w in _WORD.finditer(match.group()) if w.group().lower() not in PARTICLES]
        # The run may start with words that are not names ("Customer Dennis Boone"): the name
        # starts at the first first name, and ends before the first word no list holds.
        while words and not (_first_name(words[0].group()) or (
                len(words) > 1 and _word_first_name(words[0].group()) and _surname(words[1].group()))):
            words.pop(0)
        if len(words) < 2:
            continue
        upper = words[0].group().isupper()
        name = words[:1]
        for w in words[1:]:
            word = _POSSESSIVE.sub("", w.group())
            at = match.start() + w.start()
            if word.isupper() != upper or not _continues(text, at, at + len(word)) or _KEY_AFTER.match(
                    text, match.start() + w.end()):
                break
            name.append(w)
            if word != w.group():
                break  # "Kimberly Smith's": the name ends at the possessive
        if len(name) >= 2:
            end = match.start() + name[-1].end() - _possessive_length(name[-1].group())
            found.append((match.start() + name[0].start(), end))
    for match in _SOFT_CUES.finditer(text):
        word = match.group("name")
        if _first_name(word) and not _sentence_start(text, match.start("name")):
            found.append((match.start("name"), match.end("name")))
    return found


_POSSESSIVE = regex.compile(r"['’](?i:s)?$")
# The word before a span (particles skipped: "Farmacia de la Fuente") and the word after it
# (a possessive skipped: "McCarthy's Diner").
_WORD_BEFORE = regex.compile(r"(?P<word>\p{L}+)\.?[ \u00a0]+(?:(?i:de|del|da|do|dos|das|la|las|los)[ \u00a0]+)*$")
_WORD_AFTER = regex.compile(r"(?:['’](?i:s)?)?[ \u00a0]+(?P<word>\p{L}+)")
# A word that is a key in "key=value" ("rol=admin"), never part of the name before it.
_KEY_AFTER = regex.compile(r"[ \u00a0]*=")
_NEXT_WORD = regex.compile(r"[ \u00a0]+(?:(?i:de|del|da|das|do|dos|van|von)[ \u00a0]+(?:(?i:la|las|los)[ \u00a0]+)?)?"
                           r"(?P<word>\p{L}[\p{L}'’\-]*\p{L})")
# A company named after people: "García Hermanos S.L.", "Smith & Sons LLC", "Ruiz y Asociados".
_COMPANY_AFTER = regex.compile(
    r"[ \u00a0]*,?[ \u00a0]*(?:&|\+|(?i:y|and|e|und)[ \u00a0]+(?i:asociados|associates|hijos|sons|partners|cía|cia|co|company)\b"
    r"|(?i:s\.?[ \u00a0]?l\.?(?:[ \u00a0]?p\.?)?|s\.?[ \u00a0]?a\.?|s\.?[ \u00a0]?c\.?|ltda?\.?|llc|llp|inc\.?|corp\.?|co\.|"
    r"gmbh|plc|"
    r"hermanos|hnos\.?|abogados|asociados|associates|consulting|consultores|consultoría|group|grupo|partners|sons|"
    r"solicitors|lawyers|limited|holdings?|industries|servicios|services|logística|logistics|construcciones)(?!\p{L}))"
)
# A street named after someone: "Calle Antonio López", "Rua Augusta", "Baker Street", "14 Smith Road".
_STREET_BEFORE = regex.compile(
    r"(?i:\b(?:calle|c/|avenida|avda\.?|av\.?|rua|r\.|paseo|pº|plaza|pza\.?|praça|carrer|camino|travesía|travesia|"
    r"ronda|alameda|glorieta|bulevar|boulevard|street|avenue|road|st\.?)[ \u00a0]+"
    r"(?:(?:de|del|da|do|dos)[ \u00a0]+(?:(?:la|las|los)[ \u00a0]+)?)?)$"
)
_STREET_AFTER = regex.compile(
    r"[ \u00a0]+(?i:street|st\.|avenue|ave\.?|road|rd\.?|lane|ln\.?|drive|boulevard|blvd\.?|square|close|"
    r"crescent|terrace|gardens|way)(?!\p{L})"
)
# A run of capitalised words (or of words in capitals) on one line, particles allowed inside.
# A word glued to digits is part of a code ("IBAN PT16 4954…"), so no run ends in one.
_RUN = regex.compile(
    r"(?<![\p{L}\d])\p{Lu}[\p{L}'’\-]*\p{L}(?!\d)"
    r"(?:[ \u00a0]+(?:(?i:de|del|da|das|do|dos|van|von|la|las|los)[ \u00a0]+)*\p{Lu}[\p{L}'’\-]*\p{L}(?!\d))+"
)
# Words after which a first name alone is a person ("my husband Dennis", "Is Dennis still…"
# is not one). The name itself must be a first name in the lists.
_SOFT_CUES = regex.compile(
    r"\b(?i:cliente|clienta|customer|client|titular|holder|agent|agente|asesor|asesora|operador|operadora|"
    r"husband|wife|daughter|son|mother|father|brother|sister|partner|boyfriend|girlfriend|colleague|coworker|"
    r"marido|mujer|esposa|esposo|hija|hijo|madre|padre|hermana|hermano|pareja|novio|novia|compañero|compañera|"
    r"manager|gerente|jefe|jefa|supervisor|supervisora|technician|técnico|técnica|"
    r"call|llame a|llamen a|llamar a|contact|contacte a|contacten a|ask|pregunte por|pregunten por|"
    r"speak to|speak with|talk to|hable con|hablen con|hablé con|spoke to|spoke with|"
    r"on behalf of|en nombre de|signed by|firmado por|firmó|firmo|attn|a la atención de|"
    r"it's|soy|i'm|i am|me llamo|this is|aquí|aqui|here is|"
    r"esposa|marido|filha|filho|mãe|pai|irmã|irmão|namorado|namorada|vizinha|vizinho|colega|atendente|"
    r"fale com|falar com|falei com|ligar para|sou|me chamo|tell|told|ask|asked|remind|"
    r"digo a|dile a|dígale a|digale a|díganle a|diganle a|avisa a|avise a|avisen a|diga a|diz a|"
    r"thanks|thank you|gracias|obrigad[oa]|valeu|cheers|hola|hi|hello|hey|olá|ola|oi|dear|"
    r"querid[oa]|estimad[oa]|prezad[oa])[,:]?[ \u00a0]+"
    r"(?P<name>\p{Lu}[\p{L}'’\-]*\p{L})(?![\p{L}'’\-])(?![ \u00a0]*\p{Lu})"
)


def recased(text: str) -> str | None:
    """A copy of `text` cased as the pipelines were trained on, or None when it already is.

    The small pipelines find names by their capitals: "JOHN SMITH" and "john smith" look like
    no name to them. In the copy, every word the name lists hold is capitalised ("Maria
    Fernandez"), the rest of a message in capitals is lower case with capitals opening its
    sentences, and a message in lower case gets its sentence starts. Each character maps to
    one character, so a span in the copy is the same span in the text.

    In text otherwise cased as usual, a lower-case word is a name only in a run of two or
    more that opens with a first name ("Hola, soy maria fernandez"): "la camiseta rosa" stays.
    """
    # Words glued to digits are parts of codes ("PT15 4950…", "DE56…"), never names.
    words = [m for m in _WORD.finditer(text) if len(m.group()) > 1 and not _glued_to_digits(text, m)]
    if not words:
        return None
    upper = [m for m in words if m.group().isupper()]
    shouting, chatting = _casing(text, words, upper)
    # In capitals too: a rare surname after a first name is capitalised in the copy with it
    # ("IVÁN MASCAREÑAS DE ANDA" -> "Iván Mascareñas de Anda"), the rest goes to lower case.
    upper_run = _upper_runs(text, words, shouting)
    lower_run = set() if (shouting or chatting) else _lower_runs(text, words)
    if not (shouting or chatting or upper_run or lower_run):
        return None  # as usual, and no name written otherwise: the usual pass has it all
    out = list(text)
    changed = False
    # In text cased as usual, a name in capitals (two words or more: one is as likely an
    # acronym, "API", "IBAN") is capitalised whole in the copy, its rare surnames too
    # ("Llame a FELIX ZEDILLO" -> "Felix Zedillo").
    cued = _cued_unknown_names(text) if (shouting or chatting or lower_run or upper_run) else set()
    for m in words:
        word, start = m.group(), m.start()
        if word.isupper():
            if shouting:
                new = word.lower()
            elif start in upper_run:
                new = word
            else:
                continue
        elif word.islower():
            if not (chatting or shouting or start in lower_run):
                continue
            new = word
        else:
            continue
        if start in cued:
            new = _capitalised(new)
        elif word.lower() in PARTICLES and start in upper_run:
            new = word.lower()
        elif _name_word(word) or start in upper_run or (shouting and _sentence_start(text, start)):
            new = _capitalised(new)
        for offset, char in enumerate(new):
            if out[start + offset] != char:
                out[start + offset] = char
                changed = True
    return "".join(out) if changed else None


def _glued_to_digits(text: str, m) -> bool:
    return (m.start() > 0 and text[m.start() - 1].isdigit()) or (m.end() < len(text) and text[m.end()].isdigit())


def casing(text: str) -> str:
    """"capitals", "lower case" or "as usual": how the message as a whole is written."""
    words = [m for m in _WORD.finditer(text) if len(m.group()) > 1]
    shouting, chatting = _casing(text, words, [m for m in words if m.group().isupper()])
    return "capitals" if shouting else "lower case" if chatting else "as usual"


def _casing(text: str, words, upper) -> tuple[bool, bool]:
    # In capitals: most words. In lower case: no capitalised word but those opening a
    # sentence (and English "I").
    shouting = bool(words) and len(upper) * 10 >= len(words) * 6
    chatting = bool(words) and not shouting and not any(
        m.group()[0].isupper() and not _sentence_start(text, m.start()) for m in words)
    return shouting, chatting


def _capitalised(word: str) -> str:
    # Capital first letter, the rest in lower case, one character for one ("ß" stays).
    head = word[0].upper() if len(word[0].upper()) == 1 else word[0]
    tail = "".join(c2 if len(c2 := c.lower()) == 1 else c for c in word[1:])
    return head + tail


def _lower_runs(text: str, words) -> set[int]:
    """Starts of lower-case words in runs of two or more name words that open with a first name."""
    runs, current = [], []
    for m in words:
        word = m.group()
        fits = word.islower() and (word in PARTICLES or _name_word(word)) and not _KEY_AFTER.match(text, m.end())
        if fits and current and not text[current[-1].end():m.start()].strip(" \u00a0"):
            current.append(m)
            continue
        runs.append(current)
        current = [m] if fits else []
    runs.append(current)
    starts: set[int] = set()
    for run in runs:
        names = [w for w in run if w.group() not in PARTICLES]
        while names and not _opens_name([w.group() for w in names[:2]]):
            names.pop(0)
        for cut, w in enumerate(names[1:], 1):
            if not _continues(text, w.start(), w.end()):
                names = names[:cut]
                break
        # In text otherwise cased as usual, a lower-case name follows a word that introduces
        # one ("soy maria fernandez", "with john smith"), or none of its words is in the
        # language's dictionary ("dennis boone"): "reference card" is neither.
        if len(names) >= 2 and (_RUN_CUE.search(text[max(0, names[0].start() - 16):names[0].start()])
                                or not any(fold(w.group()) in common_words() for w in names)):
            starts.update(w.start() for w in names)
    return starts


def _upper_runs(text: str, words, shouting: bool = False) -> set[int]:
    """Starts of the words of names in capitals: a first name the lists hold, then surnames
    the lists hold or that could be rare ones, particles between ("ANA DE LA FUENTE")."""
    starts: set[int] = set()
    index = 0
    while index < len(words):
        m = words[index]
        if not (m.group().isupper() and _opens_name([w.group() for w in words[index:index + 2]])):
            index += 1
            continue
        name = [m]
        index += 1
        while index < len(words):
            nxt = words[index]
            word = nxt.group()
            if text[name[-1].end():nxt.start()].strip(" \u00a0") or not word.isupper():
                break
            if not (word.lower() in PARTICLES or _continues(text, nxt.start(), nxt.end()) or _could_be_surname(word)) \
                    or _KEY_AFTER.match(text, nxt.end()):
                break
            name.append(nxt)
            index += 1
        # In a message in capitals a run goes on into the sentence ("JACQUELINE WALKER REPORTS
        # A…"): there, a word the lists do not hold ends a name only where the name's text
        # ends (a line break, a comma, a bracket, the end).
        if shouting and text[name[-1].end():name[-1].end() + 3].lstrip(" \u00a0")[:1].isalpha():
            while len(name) > 1 and not _name_word(name[-1].group()):
                name.pop()
        while name and name[-1].group().lower() in PARTICLES:
            name.pop()
        if len(name) >= 2:
            starts.update(w.start() for w in name)
    return starts


# Words after which a name written in lower case may come, in text otherwise cased as usual.
_RUN_CUE = regex.compile(
    r"(?i:\b(?:soy|llamo|es|is|i'm|im|am|con|with|cliente|clienta|customer|client|atentamente|regards|"
    r"thanks|gracias|saludos|contact|contacto|call|llame|titular|holder|sou|é|chamo|com|nome|obrigad[oa]|"
    r"valeu|para|por|from|to|de|for|under|by|passenger|pasajero|pasajera|passageiro|passageira|guest|"
    r"driver|recipient|member|patient|paciente|tenant|sender|ask|tell|told)[,:]?|[,:;=\n\"|])[ \u00a0]*$"
)
# Phrases after which what follows is a name even when the lists do not know its first name
# ("soy eutropio córdoba"), provided a surname they know follows it.
# Also a form's or a tool's field that holds a person ("Cliente: RAVY BRITO", "titular":
# "Ana Gil", "customer_name=ana gil").
_STRONG_CUE = regex.compile(
    r"(?:\b(?i:me llamo|mi nombre es|my name is|meu nome é|meu nome e|me chamo|soy|sou|les escribe|"
    r"atentamente|a nombre de|in the name of|em nome de|aqui é|quem fala é)[,:]?[ \u00a0]+"
    r"|(?<![\p{L}\d])(?i:" + "|".join(sorted(PERSON_FIELDS, key=len, reverse=True)) + r")[\"']?[ \u00a0]*[:=][ \u00a0]*[\"']?)"
    r"(?P<first>\p{L}[\p{L}'’\-]*)[ \u00a0]+(?P<second>\p{L}[\p{L}'’\-]*)"
)


def _cued_unknown_names(text: str) -> set[int]:
    """Starts of words of names after a strong cue whose first name the lists lack but whose
    next word is a surname they hold."""
    starts: set[int] = set()
    for match in _STRONG_CUE.finditer(text):
        first, second = match.group("first"), match.group("second")
        if _name_word(first) or not _could_be_surname(first) or not _surname(second):
            continue
        starts.add(match.start("first"))
        starts.add(match.start("second"))
    return starts


def field_names(text: str) -> list[tuple[int, int]]:
    """The first two words of a name after a strong cue or a person's field, when the first is
    a first name or could be a rare one and the second a surname or could be a rare one, and
    the lists know at least one of them ("Cliente: Ravy Brito", "titular": "PORFIRIO SOLA")."""
    found = []
    for match in _STRONG_CUE.finditer(text):
        first, second = match.group("first"), match.group("second")
        if _KEY_AFTER.match(text, match.end("second")):
            continue
        known_first, known_second = _first_name(first), _surname(second)
        maybe_first = _name_word(first) or _could_be_surname(first)
        maybe_second = _name_word(second) or _could_be_surname(second)
        if not ((known_first and maybe_second) or (known_second and maybe_first)):
            continue
        found.append((match.start("first"), match.end("second")))
    return found


def table_names(text: str) -> list[tuple[int, int]]:
    """Names in a table's column headed as a person's ("name", "nombre", "cliente"...): rows
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
            columns = [k for k, cell in enumerate(header) if cell in PERSON_FIELDS or cell.endswith("_name")]
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
    words = _WORD.findall(text[start:end])
    if not 1 <= len(words) <= 6 or not regex.fullmatch(r"[\p{L}'’\- \u00a0]+", text[start:end]):
        return None
    names = [w for w in words if w.lower() not in PARTICLES]
    if not names or not any(_name_word(w) for w in names) or not all(
            _name_word(w) or _could_be_surname(w) for w in names):
        return None
    return start, end


def cue_names(text: str) -> list[tuple[int, int]]:
    """Names that follow an unambiguous cue ("me llamo", "my name is", "Sr.", ...)."""
    found = []
    matches = [*_CUES.finditer(text), *_TRAILING_CUES.finditer(text), *_SIGNATURE.finditer(text)]
    for match in matches:
        refined = refine_person_span(text, match.start("name"), match.end("name"))
        if refined:
            found.append(refined)
    return found


def _single_unknown_word(text: str, start: int, end: int) -> bool:
    # One word the pipeline calls a name that no list holds, alone in a table's or a list's
    # cell, is a city or a product more often than a person ("…,Recife,basico"); so is a short
    # one anywhere.
    words = _WORD.findall(text[start:end])
    if len(words) != 1 or _POSSESSIVE.sub("", fold(words[0])) in name_lists():
        return False
    if len(words[0]) < 4:
        return True  # "Fiz o Pix para…": a short word no list holds is a brand or an acronym
    before, after = text[:start].rstrip(" \u00a0\"'")[-1:], text[end:].lstrip(" \u00a0\"'")[:1]
    return before in ("", ",", ";", "|", "\t", "\n") and after in ("", ",", ";", "|", "\t", "\n")


def _single_common_word(nlp_artifacts, start: int, end: int) -> bool:
    # The pipeline's own tagger knows "Habló" is a verb even when its NER says PER. The daemon's
    # artifacts tag only the few tokens around the word (coarse_pos); others tag everything.
    coarse_pos = getattr(nlp_artifacts, "coarse_pos", None)
    if coarse_pos is not None:
        return coarse_pos(start, end) in _NOT_NAME_POS
    tokens = [t for t in getattr(nlp_artifacts, "tokens", None) or [] if start <= t.idx < end]
    return len(tokens) == 1 and tokens[0].pos_ in _NOT_NAME_POS


class ResguardoPersonRecognizer(SpacyRecognizer):
    """PERSON only: the spaCy pipeline's PERSON spans, refined, plus cue-introduced names,
    plus names the lists vouch for, found in the text and in a re-cased copy of it.

    Replaces the stock SpacyRecognizer (listed in REPLACED_STOCK); other NER types are not
    reported, because only PERSON is ever tokenized.
    """

    ENTITIES = ["PERSON"]

    def __init__(self, supported_language: str = "en", name: str | None = None, ner_strength: float = 0.85):
        super().__init__(
            supported_language=supported_language,
            supported_entities=list(self.ENTITIES),
            ner_strength=ner_strength,
            name=name or "ResguardoPersonRecognizer",
        )
        name_lists()  # loaded now, not on a client's first request
        _dictionary_of(supported_language) if supported_language in ("en", "es") else None

    def analyze(self, text: str, entities, nlp_artifacts=None):  # noqa: D102
        if "PERSON" not in entities:
            return []
        token = _LANGUAGE.set(self.supported_language)
        original = _ORIGINAL.set(text)
        try:
            found: dict[tuple[int, int], RecognizerResult] = {}
            copy = recased(text)
            engine = getattr(nlp_artifacts, "nlp_engine", None)
            if copy is None or engine is None or casing(text) == "as usual":
                self._collect(text, nlp_artifacts, found)
            # A message in capitals or lower case is read in the copy alone: the pipeline's
            # entities on the text as written are noise there ("TOM SHAH REPORTS").
            if copy is not None and engine is not None:
                self._collect(copy, engine.process_text(copy, self.supported_language), found, from_copy=True)
            # Fields and tables hold names in any casing; read in the text as written.
            for start, end in field_names(text):
                self._keep(text, start, end, found, explanation="Name in a field or after a cue that holds one")
            for start, end in table_names(text):
                self._keep(text, start, end, found, explanation="Name in a table's name column")
            return _outermost(found)
        finally:
            _ORIGINAL.reset(original)
            _LANGUAGE.reset(token)

    def _collect(self, text: str, nlp_artifacts, found: dict, from_copy: bool = False) -> None:
        for result in super().analyze(text, ["PERSON"], nlp_artifacts):
            if from_copy:
                refined = _refine_in_copy(text, result.start, result.end)
            else:
                refined = refine_person_span(text, result.start, result.end)
            if not refined:
                continue
            if _single_common_word(nlp_artifacts, *refined) or _single_unknown_word(text, *refined):
                continue
            self._keep(text, *refined, found, result)
        for start, end in cue_names(text):
            self._keep(text, start, end, found, explanation="Name introduced by a cue phrase")
        for start, end in lexicon_runs(text):
            self._keep(text, start, end, found, explanation="First name and surname in the name lists")


    def _keep(self, text: str, start: int, end: int, found: dict, result=None,
              explanation: str = "") -> None:
        start, end = _extend(text, start, end)
        if (start, end) in found or _not_a_person(text, start, end):
            return
        if result is None:
            result = self._result(start, end, explanation)
        else:
            result.start, result.end = start, end
        found[(start, end)] = result

    def _result(self, start: int, end: int, explanation: str) -> RecognizerResult:
        return RecognizerResult(
            entity_type="PERSON",
            start=start,
            end=end,
            score=self.ner_strength,
            analysis_explanation=AnalysisExplanation(
                recognizer=self.name, original_score=self.ner_strength, textual_explanation=explanation),
            recognition_metadata={
                RecognizerResult.RECOGNIZER_NAME_KEY: self.name,
                RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id,
            },
        )


def _refine_in_copy(copy: str, start: int, end: int) -> tuple[int, int] | None:
    """A PERSON span the pipeline found in the re-cased copy, refined, if the lists vouch for it.

    Only the lists' words are capitalised in the copy, so a rare surname stays in lower case
    ("Toni gibert"): inside the pipeline's span such a word is read as capitalised. The name
    must open with a first name the lists hold; the other words are names in the lists or
    could be rare surnames (not function words, common words or labels)."""
    view = list(copy)
    for m in _WORD.finditer(copy, start, end):
        if m.group().lower() not in PARTICLES and m.group().islower():
            view[m.start()] = _capitalised(m.group())[0]
    view_text = "".join(view)
    refined = refine_person_span(view_text, start, end)
    if not refined:
        return None
    matches = [m for m in _WORD.finditer(view_text, refined[0], refined[1]) if m.group().lower() not in PARTICLES]
    words = [m.group() for m in matches]
    if not _opens_name(words):
        return None
    if not all(_name_word(w) or _could_be_surname(w) for w in words[1:]):
        return None
    # In capitals or lower case, a last word the lists lack that the sentence goes on after is
    # a verb more often than a rare surname ("EVARISTO BAENA PASARÁ A RECOGER").
    while len(matches) > 2 and not _name_word(matches[-1].group()) and _goes_on(copy, matches[-1].end()) \
            and not _written_capitalised(copy, matches[-1]):
        matches.pop()
        refined = (refined[0], matches[-1].end())
    words = [m.group() for m in matches]
    if len(words) == 1 and not _written_capitalised(copy, matches[0]):
        # One word in capitals or lower case: a common first name only ("QUE MIRE SU CORREO").
        ranks = name_ranks(words[0], first=True)
        if not ranks or not 0 < ranks[0] <= DICTIONARY_FIRST_RANK:
            return None
    # The pipeline's span may go on into a verb the lists also hold ("Amanda Smith Will").
    for m in matches[1:]:
        if _name_word(m.group()) and not _continues(copy, m.start(), m.end()):
            return (refined[0], _trim_end(copy, refined[0], m.start())) if m is not matches[1] else None
    return refined


def _goes_on(text: str, end: int) -> bool:
    return text[end:end + 3].lstrip(" \u00a0")[:1].isalpha()


def _written_capitalised(text: str, m) -> bool:
    original = _ORIGINAL.get()
    written = original[m.start():m.end()] if original and len(original) == len(text) else m.group()
    return written[:1].isupper() and not written.isupper()


def _trim_end(text: str, start: int, end: int) -> int:
    """`end` moved back over spaces and particles ("Ana de " -> "Ana")."""
    words = [m for m in _WORD.finditer(text, start, end)]
    while words and words[-1].group().lower() in PARTICLES:
        words.pop()
    return words[-1].end() if words else start


def _outermost(found: dict) -> list[RecognizerResult]:
    """The spans not inside a longer one ("Dennis" inside "Dennis Boone" goes)."""
    spans = sorted(found, key=lambda span: (span[0], -span[1]))
    kept, reach = [], -1
    for start, end in spans:
        if end <= reach:
            continue
        kept.append(found[(start, end)])
        reach = max(reach, end)
    return kept
