"""The name lists and the dictionaries a word of a name is weighed against: its ranks as a
first name and as a surname, and whether the message's language uses it as a word.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from functools import cache, lru_cache
from importlib import resources

import marisa_trie
import regex

from recognizers.names.korean import korean_given_name
from recognizers.names.text import POSSESSIVE
from recognizers.names.words import (
    BUSINESS_AFTER,
    BUSINESS_BEFORE,
    CHAT_WORDS,
    COMPANY_WORDS,
    GREETINGS,
    LABEL_WORDS,
    NOT_NAMES,
    PARTICLES,
    PRODUCT_NOUNS,
    SAINT_WORDS,
    bare,
)

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
# A name of the world's other countries (world_names.txt) ranks just past our rare names: a
# name wherever no dictionary of the message's language holds the word.
WORLD_FIRST_RANK = RARE_FIRST_RANK + 1
WORLD_SURNAME_RANK = RARE_SURNAME_RANK + 1


@lru_cache(maxsize=65536)
def fold(word: str) -> str:
    """Lower case without accents ("Pérez" -> "perez"), ñ and ç kept: how names.txt is keyed."""
    out = []
    for char in word.lower():
        if char in "ñç":
            out.append(char)
        else:
            out.append("".join(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c)))
    return "".join(out).replace("’", "'")


class NameRanks(Mapping[str, tuple[int, int]]):
    """folded name -> (best rank as a first name, best rank as a surname; 0 when not one).

    `core`: recognizers/data/names.txt, the names of the countries our customers write from,
    ranked. The world's other names (world_names.txt, 290,000 of them) are held as two
    marisa tries of bare membership, ranked WORLD_FIRST_RANK and WORLD_SURNAME_RANK in the
    role names.txt leaves empty: 15 MiB where a dict of them takes 90.
    """

    def __init__(self, core: dict[str, tuple[int, int]], first: marisa_trie.Trie, last: marisa_trie.Trie):
        self.core, self._first, self._last = core, first, last

    def get(self, name: str, default=None):
        ranks = self.core.get(name)
        if ranks is not None and ranks[0] and ranks[1]:
            return ranks
        first, last = name in self._first, name in self._last
        if not (first or last):
            return default if ranks is None else ranks
        known_first, known_last = ranks or (0, 0)
        return (known_first or WORLD_FIRST_RANK * first, known_last or WORLD_SURNAME_RANK * last)

    def __getitem__(self, name: str) -> tuple[int, int]:
        ranks = self.get(name)
        if ranks is None:
            raise KeyError(name)
        return ranks

    def __contains__(self, name: object) -> bool:
        return name in self.core or name in self._first or name in self._last

    def __iter__(self) -> Iterator[str]:
        yield from self.core
        yield from sorted({*self._first, *self._last} - self.core.keys())

    def __len__(self) -> int:
        return len(self.core) + len({*self._first, *self._last} - self.core.keys())


def data_lines(name: str) -> Iterator[list[str]]:
    """The tab-separated fields of each line of recognizers/data/`name`, comments left out."""
    text = resources.files("recognizers").joinpath(f"data/{name}").read_text(encoding="utf-8")
    return (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))


@cache
def name_lists() -> NameRanks:
    """The name lists, derived from names-dataset by scripts/build_name_lists.py and shipped
    in this package: the daemon reads no network and loads 117,000 ranked names and 290,000
    more of the world instead of names-dataset's 3.2 GB.
    """
    core = {name: (int(first), int(last)) for name, first, last in data_lines("names.txt")}
    world = list(data_lines("world_names.txt"))
    return NameRanks(core, marisa_trie.Trie(name for name, roles in world if "F" in roles),
                     marisa_trie.Trie(name for name, roles in world if "L" in roles))


@cache
def stop_words_of(language: str | None) -> frozenset[str]:
    # Function words of the message's language (Spanish with Portuguese: Brazilian customers
    # write Spanish). The dump's lists hold "de", "la", "con", "mi" as names; no name is
    # written so. Only the message's language: "Sean" is a name in English, a verb in Spanish.
    from spacy.lang.en.stop_words import STOP_WORDS as EN
    from spacy.lang.es.stop_words import STOP_WORDS as ES
    from spacy.lang.pt.stop_words import STOP_WORDS as PT

    words = {"en": EN, "es": ES | PT, "pt": PT | ES}.get(language or "", EN | ES | PT)
    return frozenset(fold(w) for w in words) - PARTICLES | CHAT_WORDS


# The language of the message being analysed, set by the recognizer for the length of one
# analysis (the helpers below are also called on their own, with every language's words).
LANGUAGE: ContextVar[str | None] = ContextVar("person_language", default=None)


def stop_words() -> frozenset[str]:
    return stop_words_of(LANGUAGE.get())


def dictionary_of(language: str) -> frozenset[str]:
    return _word_file(f"words_{language}.txt")


@cache
def _word_file(name: str) -> frozenset[str]:
    words = {word for word, in data_lines(name)}
    # Customers type "cobranca" and "senor" for "cobrança" and "señor": those are words too.
    return frozenset(words | {bare(word) for word in words})


def common_words() -> frozenset[str]:
    """The dictionary words of the message's language (recognizers/data/words_*.txt: English and
    Spanish from the pipelines' lemmatizer tables, Portuguese from word frequencies), every
    language's when none is set. Portuguese with Spanish, as the stop words: the daemon reads
    Portuguese with the Spanish pipeline, and Brazilian customers write Spanish too."""
    return common_words_of(LANGUAGE.get())


def frequent_words() -> frozenset[str]:
    """The thousand most frequent words of the message's language (recognizers/data/frequent_*.txt),
    every language's when none is set: the words a sentence goes on with."""
    return frequent_words_of(LANGUAGE.get())


@cache
def frequent_words_of(language: str | None) -> frozenset[str]:
    languages = {"en": ("en",), "es": ("es",), "pt": ("pt", "es")}.get(language or "", ("en", "es", "pt"))
    return frozenset().union(*(_word_file(f"frequent_{each}.txt") for each in languages))


@cache
def common_words_of(language: str | None) -> frozenset[str]:
    languages = {"en": ("en",), "es": ("es",), "pt": ("pt", "es")}.get(language or "", ("en", "es", "pt"))
    return frozenset().union(*(dictionary_of(each) for each in languages))


def name_ranks(word: str, first: bool) -> tuple[int, int] | None:
    """The lists' ranks for `word` as a word of a person's name, or None when it cannot be one.

    `first`: it would be the name's first word. A word people write for something else
    ("Abril", "Días", "Rosa") is a name only after another name word ("Ana Abril"), never
    first, and a greeting or a function word never is.
    """
    folded = POSSESSIVE.sub("", fold(word))  # "Smith's" is Smith's name
    ranks = name_lists().get(folded)
    if ranks is not None and _LAUGHTER.fullmatch(folded):
        return None  # "jaja vale", "kkkk": the dump holds laughter as names
    if ranks is None and "-" in folded.strip("-") and not first:
        # A double-barrelled surname ("Smith-Jones", "García-López"): a surname when each part is
        # one, ranked as its rarer part.
        parts = [name_ranks(part, first=False) for part in folded.split("-")]
        if all(part and part[1] for part in parts):
            return (0, max(part[1] for part in parts))
    if ranks is None and "-" in folded.strip("-") and first:
        # A compound first name ("Pierre-Richard", "Anne-Sophie"): a first name when each part is
        # a common one, ranked as its rarer part.
        parts = [name_ranks(part, first=True) for part in folded.split("-")]
        if all(part and 0 < part[0] <= DICTIONARY_FIRST_RANK for part in parts):
            return (max(part[0] for part in parts), 0)
    if ranks is None and korean_given_name(folded) and _korean_name_known(folded):
        return (WORLD_FIRST_RANK, 0)  # "Ji-hoon", "Do-yun": the lists hold "Jihoon", "Yun"
    if ranks is None and not first and _APOSTROPHE_SURNAME.fullmatch(folded):
        # An Irish or Italian surname the lists hold without its prefix, or not at all ("O'Callaghan",
        # "D'Amore"): the apostrophe after the prefix makes it a surname.
        rest = name_lists().get(folded[2:])
        return (0, rest[1] if rest and rest[1] else RARE_SURNAME_RANK)
    # "Văn" folds to "van" and is no Dutch particle: a particle is written without accents.
    if ranks is None or bare(folded) in LABEL_WORDS or (folded in PARTICLES and word.lower() == folded):
        return None
    if folded in stop_words() and (first or len(folded) < 3 or not 0 < ranks[1] <= STOP_WORD_SURNAME_RANK):
        return None
    if folded in NOT_NAMES and (first or folded in GREETINGS or not ranks[1]):
        return None
    if folded in _PAGE_WORDS and ranks[0]:
        # The dump's first names hold the first words of social pages ("Familia Pérez", "Casa
        # Nori", "Ferreteria Ocampo"): a surname still ("Mercado"), never a first name.
        ranks = (0, ranks[1])
        if not ranks[1]:
            return None
    if (ranks[0] > RARE_FIRST_RANK or ranks[1] > RARE_SURNAME_RANK) and folded in common_words():
        # Past the common ranks the dump holds words ("mañana", "fala") among the names.
        ranks = (ranks[0] if ranks[0] <= RARE_FIRST_RANK else 0, ranks[1] if ranks[1] <= RARE_SURNAME_RANK else 0)
        if ranks == (0, 0):
            return None
    return ranks


def ranked_within(word: str, first_rank: int = 0, surname_rank: int = 0, first: bool = False) -> bool:
    """Whether the lists rank `word` among their first `first_rank` first names or their first
    `surname_rank` surnames (as name_ranks reads it, `first` as there): how common a name it is."""
    ranks = name_ranks(word, first=first)
    return bool(ranks) and (0 < ranks[0] <= first_rank or 0 < ranks[1] <= surname_rank)


# A shop's, a family's, a home's or goods' word; not a saint's, which opens first names too
# ("Santa", "San"), nor "Polo" (Leopoldo's).
_PAGE_WORDS = (BUSINESS_BEFORE - SAINT_WORDS) | frozenset(
    "familia family familie casa hogar lar home house".split()) | (PRODUCT_NOUNS - {"polo"})
_APOSTROPHE_SURNAME = regex.compile(r"[od]['’]\p{L}{3,}")


def _korean_name_known(folded: str) -> bool:
    """Whether the lists hold a romanised Korean name's syllables as a name, joined ("jihoon",
    "minsung"), or one of them ("yun" of "do-yun") where no dictionary holds both its halves
    ("pop-up"); and no dictionary holds the name whole."""
    joined, parts = folded.replace("-", ""), folded.split("-")
    if joined in common_words() or folded in common_words():
        return False
    if joined in name_lists():
        return True  # "min-sung": the lists hold "minsung", though "min" and "sung" are words
    return not all(part in common_words() for part in parts) and any(part in name_lists() for part in parts)


def verb_before_name(words: list[str]) -> bool:
    """Whether words[0] is a verb's form before the name words[1:] open ("FIRMÓ GABRIELA TREVIÑO"):
    a form of a dictionary word, not a common first name ("Firmo" is a name, rarely)."""
    def common_first(word: str) -> bool:
        ranks = name_ranks(word, first=True)
        return bool(ranks and 0 < ranks[0] <= DICTIONARY_FIRST_RANK)

    # The name after the verb opens with a common first name: "Eligia Millán" is a name whose
    # first word is also a verb's form, and "Millán" only a rare first name.
    return (len(words) > 1 and form_of_a_word(fold(words[0])) and not common_first(words[0])
            and common_first(words[1]) and opens_name(words[1:]))


def word_first_name(word: str) -> bool:
    """A month, a weekday or another word people also name children ("Abril", "June",
    "Domingo", "Julio"): a first name only when a surname follows it."""
    folded = fold(word)
    if folded in TITLES and LANGUAGE.get() in ("es", "pt"):
        return False  # "don Ramón Gil": Don is a title there, a first name in English
    ranks = name_lists().get(folded)
    return bool(ranks and 0 < ranks[0] <= COMMON_FIRST_RANK and folded in NOT_NAMES and folded not in GREETINGS
                and folded not in stop_words())


# Titles before a Spanish or Portuguese name ("don Ramón", "dona Maria", "senhor João").
TITLES = frozenset("don doña dona sr sra srta señor señora senhor senhora".split())


def first_name(word: str) -> bool:
    ranks = name_ranks(word, first=True)
    return bool(ranks and ranks[0]) and (ranks[0] <= DICTIONARY_FIRST_RANK or (
        fold(word) not in common_words() and not plural_of_a_word(fold(word))))


def plural_of_a_word(folded: str) -> bool:
    """Whether `folded`, six letters or more, is the plural of a Spanish or Portuguese word of the
    dictionary ("disfraces", "colchones", "papeis"): the dictionaries hold words in the singular, and
    the dump's low ranks hold shops' and pages' plurals as first names ("Disfraces de Mortadelo")."""
    if LANGUAGE.get() not in (None, "es", "pt") or len(folded) < 6:
        return False
    words = common_words()
    return any(folded.endswith(ending) and folded[:-len(ending)] + singular in words
               for ending, singular in _ROMANCE_PLURALS)


def a_word_or_its_plural(folded: str) -> bool:
    """Whether `folded` is a dictionary's word of the message's language or its plural (English
    "-s", "-es", "-ies"; plural_of_a_word in Spanish and Portuguese), no verb's other forms."""
    words = common_words()
    return folded in words or plural_of_a_word(folded) or (LANGUAGE.get() == "en" and any(
        folded.endswith(ending) and folded[:-len(ending)] + singular in words for ending, singular in _ENGLISH_PLURALS))


def word_of_the_language(folded: str) -> bool:
    """Whether `folded` is a word of the message's language: in its dictionary, a verb's form or a
    plural of one of its words, or a compound of such words ("bem-vindos") whose parts are not all
    names the lists hold (Korean "sung-min", "da-som": syllables that are words too)."""
    if "-" in folded.strip("-"):
        parts = [part for part in folded.split("-") if part]
        return all(word_of_the_language(part) for part in parts) and not all(part in name_lists() for part in parts)
    return folded in common_words() or form_of_a_word(folded) or plural_of_a_word(folded)


# A plural's ending and its singular's: "disfraces" disfraz, "balões" balão, "papéis" papel, "homens" homem.
_ROMANCE_PLURALS = (("ces", "z"), ("oes", "ao"), ("aes", "ao"), ("eis", "el"), ("ais", "al"), ("ois", "ol"),
                    ("ns", "m"), ("es", ""), ("s", ""))


def listed_name(word: str) -> bool:
    """A first name the lists hold at any rank, or a surname they hold: a word a cue around it
    ("Seller Black", "(cliente)", "el equipo de") may take for a name."""
    return first_name_at_any_rank(word) or surname(word)


def first_name_at_any_rank(word: str) -> bool:
    """A first name the lists hold at any rank, a word of the language or not ("Severo", "Ivy"):
    what a strong cue around it ("de nuestro equipo", "(son)", "search?q=") needs."""
    ranks = name_ranks(word, first=True)
    return bool(ranks) and ranks[0] > 0


def common_first_name(word: str) -> bool:
    """A first name ranked within COMMON_FIRST_RANK, a word of the language or not ("Lucas",
    "Helena", "Autumn")."""
    ranks = name_ranks(word, first=True)
    return bool(ranks) and 0 < ranks[0] <= COMMON_FIRST_RANK


def opens_name(words: list[str]) -> bool:
    """Whether a name can start with words[0]: a first name, or a word that is also one
    ("Abril") with a surname after it."""
    return bool(words) and (first_name(words[0]) or (
        len(words) > 1 and word_first_name(words[0]) and surname(words[1])))


def surname(word: str) -> bool:
    ranks = name_ranks(word, first=False)
    return bool(ranks and ranks[1])


def name_word(word: str) -> bool:
    return name_ranks(word, first=False) is not None

def could_be_surname(word: str) -> bool:
    """A word no list holds that may still be a rare surname after a known first name: not a
    function word, a common word (or a form of one, or a verb with its pronouns) or a label, and
    long enough not to be an acronym."""
    letters = word.replace("-", "")  # "Al-Farsi", "Smith-Jones"
    return (len(word) >= 4 and letters.isalpha() and not word.startswith("-") and not word.endswith("-")
            and no_word_of_ours(fold(word)) and not verb_with_pronouns(word))


# Laughter as chat writes it: "jaja", "jajaja", "jeje", "haha", "kkkk", "rsrs".
_LAUGHTER = regex.compile(r"(?:ja|je|ji|ha|he|hi|rs){2,}|k{3,}")


def laughter(word: str) -> bool:
    """Chat's laughter, which ends a name ("el pedido está a nombre de lihua yao jaja")."""
    return bool(_LAUGHTER.fullmatch(fold(word)))


def verb_with_pronouns(word: str) -> bool:
    """A Spanish verb with its pronouns after it, and the accent their extra syllables call for
    ("déjeme", "llámenme", "escríbanos", "pásamelo"): no surname is spelt so, and no dictionary
    lists every such form. The verb must be a word or a regular form of one ("dígaselo", of the
    irregular "decir", is not told). The accent must stand in the verb: "Ángela", "Úrsula" are no
    "-la" forms, since "ange" and "ursu" are no verbs."""
    if LANGUAGE.get() not in (None, "es") or not any(c in ACCENTED_VOWELS for c in word):
        return False
    folded = fold(word)
    for _ in range(2):  # "pásamelo": two pronouns
        pronoun = next((p for p in _PRONOUNS_AFTER if folded.endswith(p) and len(folded) - len(p) >= 3), None)
        if pronoun is None:
            return False
        folded = folded[:-len(pronoun)]
        # The accent stands in the verb, never on a pronoun: "Venceslás" is no "vences" + "las".
        if any(c in ACCENTED_VOWELS for c in word[:len(folded)]) and (
                folded in common_words() or form_of_a_word(folded)):
            return True
    return False


# Spanish and Portuguese write these where the stress falls off its usual syllable: on a verb's
# future or past ("llegará", "pasó"), and on a verb that takes its pronouns after it.
ACCENTED_VOWELS = frozenset("áéíóúÁÉÍÓÚ")
_PRONOUNS_AFTER = ("nos", "los", "las", "les", "me", "te", "se", "lo", "la", "le")


def no_word_of_ours(folded: str) -> bool:
    """Whether no dictionary or list of words of ours holds `folded` (nor a form of one)."""
    return (folded not in stop_words() and folded not in NOT_NAMES
            and bare(folded) not in LABEL_WORDS and bare(folded) not in COMPANY_WORDS
            and bare(folded) not in BUSINESS_AFTER and folded not in common_words()
            and not form_of_a_word(folded))


# The dictionaries hold lemmas and the frequent forms; the rest of a verb's or a noun's forms are
# told by their endings: English "reports", "asked", "copies"; Spanish and Portuguese verb forms
# ("dividem", "ligaron", "recebia") by the infinitive their stem makes.
# A plural's ending and its singular's: "lockers" locker, "boxes" box, "berries" berry.
_ENGLISH_PLURALS = (("ies", "y"), ("es", ""), ("s", ""))
_ENGLISH_ENDINGS = (*_ENGLISH_PLURALS, ("ied", "y"), ("ed", ""), ("ed", "e"), ("ing", ""),
                    ("ing", "e"), ("ly", ""), ("er", ""), ("ers", ""), ("est", ""))
_ROMANCE_ENDINGS = tuple(sorted(
    """aram eram iram aron ieron aban ían ian avam iam ava ia ía amos emos imos ando endo indo ado ido ada ida
    ados idos adas idas ou eu iu ó ió io am em an en ei aste este iste asse esse isse ara era ira
    o a as e es""".split(),
    key=len, reverse=True))
# Stems that change in a Spanish verb's forms: "pidió" (pedir), "durmió" (dormir), "quiere"
# (querer), "cuesta" (costar).
_STEM_CHANGES = (("ie", "e"), ("ue", "o"), ("i", "e"), ("u", "o"))


# English prefixes that make verbs of verbs, which the dictionaries hold only in part: their past
# and present participles ("rebooked", "unsubscribed", "misrouted", "rebooking"); not "Resendes".
_ENGLISH_PREFIXES = ("re", "un", "pre", "mis", "over")


def a_headings_word(word: str) -> bool:
    """A form of a word of the language or its plural, no common first name: what a heading or a
    form's key before a colon is, though the lists hold it as a rare name too ("Notas: Faustino
    envía fotos", "Flores: ramo de…", "Dates: Feb 20 to Apr 1")."""
    folded = fold(word)
    plural = folded.endswith("s") and (folded[:-1] in common_words() or (
        folded.endswith("es") and folded[:-2] in common_words()))
    return (form_of_a_word(folded) or plural) and not common_first_name(word)


def form_of_a_word(folded: str) -> bool:
    language = LANGUAGE.get()
    words = common_words()
    if language in (None, "en"):
        for prefix in _ENGLISH_PREFIXES:
            rest = folded[len(prefix):]
            if folded.startswith(prefix) and folded.endswith(("ed", "ing")) and len(rest) >= 5 and form_of_a_word(rest):
                return True
        for ending, lemma in _ENGLISH_ENDINGS:
            stem = folded[:-len(ending)]
            if folded.endswith(ending) and len(stem) >= 3 and (
                    stem + lemma in words or (len(stem) > 3 and stem[-1] == stem[-2] and stem[:-1] in words)):
                return True
    if language in (None, "es", "pt"):
        for ending in _ROMANCE_ENDINGS:
            stem = folded[:-len(ending)]
            if not folded.endswith(ending) or len(stem) < 3:
                continue
            stems = {stem} | {stem[:at] + lemma + stem[at + len(changed):]
                              for changed, lemma in _STEM_CHANGES if (at := stem.rfind(changed)) > 0}
            if any(each + end in words for each in stems for end in ("ar", "er", "ir")):
                return True
    return False
