"""What the sealed37 PERSON set (quality/names_sealed37.py) holds beyond what every template-written
set owes: its tables' shapes and sources (two packages no other set reads), hard negatives of
eighteen kinds (eight new), used beside people as well as alone, every origin weighed and drawn in
every language, names where the text it is shaped as puts them, and no value that looks real. The
checks every set owes (labels, casing, forms, origins, contact data, look-alikes, the seed) run over
it with the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed37
from quality.names_sealed33 import LITERAL_TRAPS as SEALED33_LITERALS
from quality.names_sealed34 import LITERAL_TRAPS as SEALED34_LITERALS
from quality.names_sealed34 import TRAPS as SEALED34_TRAPS
from quality.names_sealed35 import LITERAL_TRAPS as SEALED35_LITERALS
from quality.names_sealed35 import TRAPS as SEALED35_TRAPS
from quality.names_sealed36 import LITERAL_TRAPS as SEALED36_LITERALS
from quality.names_sealed36 import TRAPS as SEALED36_TRAPS
from quality.names_sealed37 import (
    AR_SURNAMES,
    BR_PARTICLED,
    CZ_SURNAMES,
    DE_PARTICLED,
    ES_MEN,
    FI_SURNAMES,
    GR_SURNAMES,
    HK_MEN,
    HK_WOMEN,
    HU_SURNAMES,
    IE_PARTICLED,
    IS_SURNAMES,
    LITERAL_TRAPS,
    LT_SURNAMES,
    LV_SURNAMES,
    ORIGINS,
    PL_SURNAMES,
    QU_PARTICLED,
    RU_SURNAMES,
    SEED,
    TEMPLATES,
    TRAPS,
    WEIGHTS,
    WORD_NAMES,
    ZA_PARTICLED,
    _feminine,
    generate_sealed37,
)
from tests.detectors.test_names_sealed36 import EARLIER_LITERALS, EARLIER_NEW_KINDS
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
# The sources every table cites: two registry packages, each at the version read.
CLDR = "cldr-person-names-full"
GLOBAL = "global-names"
SOURCE = Path(quality.names_sealed37.__file__)
# How a table's comment names its source: the package and version, then the files that hold the names.
_LOCALE_FILE = r"main/[a-z]{2,3}(?:-[A-Za-z]+)?/personNames\.json"
CITED = re.compile(rf"# (?:{CLDR} 48\.2\.0: {_LOCALE_FILE}(?:(?:, | and ){_LOCALE_FILE})*"
                   r"|global-names 0\.0\.1: data/surnames/(?:non-normalized/)?[a-z]{2,3}\.txt"
                   r"(?:(?:, | and )data/surnames/(?:non-normalized/)?[a-z]{2,3}\.txt)*)(?: \(.+\))?$")
# Kinds sealed36 had a hole of its own for beyond the usual ten (its test names them).
SEALED36_NEW_KINDS = {"anatomy", "equation", "test", "sea", "moon", "weapon", "language", "probe"}
# This set's new kinds; sealed32's description names "laboratory instruments", so none of those.
NEW_KINDS = {"tool", "furniture", "aircraft", "fossil", "malware", "race", "cigar", "sequence"}
USUAL_KINDS = {"company", "shop", "street", "hospital", "school", "town", "pet", "restaurant", "hotel", "team"}


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed37(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert "Miguel Ángel" in ES_MEN and "Juan Antonio" in ES_MEN  # compound given names with their accents
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "dos"}
    assert QU_PARTICLED == ("de la Cruz",) and "von Brühl" in DE_PARTICLED
    assert "Van der Merwe" in ZA_PARTICLED and "van den Berg" in ZA_PARTICLED  # an Afrikaans particle both ways
    # apostrophes only in the Irish O', Mc written into the British surnames
    assert sum(p.startswith("O'") for p in IE_PARTICLED) >= 6
    apostrophes = [n for o in ORIGINS.values() for n in o.women + o.men + o.surnames + o.particled if "'" in n]
    assert apostrophes and all(re.match(r"O'[A-Z]", n) for n in apostrophes), apostrophes
    assert sum(n.startswith("Mc") for n in ORIGINS["british"].surnames) >= 4
    # hyphens: Cantonese given names, Al- surnames, Finnish and Hungarian double surnames
    assert all("-" in n for n in HK_WOMEN + HK_MEN)
    assert all(s.startswith("Al-") for s in AR_SURNAMES)
    assert "Lehtola-Aalto" in FI_SURNAMES and "Sallói-Horváth" in HU_SURNAMES
    # a woman's form of the surname
    assert {_feminine(s) for s in IS_SURNAMES} >= {"Valdimarsdóttir", "Adólfsdóttir", "Bjarnadóttir", "Jónsdóttir"}
    assert {_feminine(s) for s in LT_SURNAMES} >= {"Petrauskienė", "Kazlauskienė", "Penkauskienė"}
    assert {_feminine(s) for s in LV_SURNAMES} >= {"Ozoliņa", "Kalniņa", "Bērziņa", "Millere"}
    assert {_feminine(s) for s in GR_SURNAMES} >= {"Karatzi", "Politi", "Antonopoulou", "Nomikou", "Petimeza"}
    assert {_feminine(s) for s in PL_SURNAMES} == {"Nowak", "Kowalska"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Ivanova", "Vasilieva", "Voronina", "Galkina"}
    assert {_feminine(s) for s in CZ_SURNAMES} >= {"Nováková", "Svobodová", "Machová", "Ondřejová", "Novotná",
                                                   "Němcová", "Růžičková", "Hájková", "Zemanová", "Holubová"}
    for origin in ("chinese", "cantonese", "hungarian"):
        assert ORIGINS[origin].style == "family_first", origin
    for origin in ("icelandic", "lithuanian", "latvian", "greek", "polish", "russian", "czech", "slovak"):
        assert ORIGINS[origin].style == "slavic", origin
    # no surname a particle would swallow in a query string ("De", "Van", "Da")
    surnames = {s.casefold() for o in ORIGINS.values() for s in o.surnames}
    assert not surnames & quality.names_sealed37.PARTICLES
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Iris", "Grace", "Mark", "Jack", "Smith", "Miller", "Power"},
        "es": {"Rosa", "Flor", "Segundo", "Ángel", "Flores", "Torres", "Cruz"},
        "pt": {"Rosa", "Graça", "Marco", "Pereira", "Oliveira", "Carvalho", "Rocha"},
    }
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def _tables() -> list[tuple[str, str]]:
    return re.findall(r"^([A-Z][A-Z_]+) = \(\n(.*?)^\)", SOURCE.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)


def test_each_table_says_which_package_and_file_its_names_come_from():
    tables = _tables()
    assert len(tables) >= 150
    for name, body in tables:
        lines = [line.strip() for line in body.splitlines()]
        assert CITED.match(lines[0]), (name, lines[0])
        for line in lines:
            if line.startswith("#"):
                assert CITED.match(line), (name, line)  # every comment cites a package, its version and files
        names = [n for line in lines if not line.startswith("#") for n in re.findall(r'"([^"]+)"', line)]
        # a particled table may hold one name (the Andean de la Cruz); every other table two or more
        assert len(names) == len(set(names)) and len(names) >= (1 if name.endswith("PARTICLED") else 2), name
    docstring = quality.names_sealed37.__doc__
    assert f"npm {CLDR} 48.2.0" in docstring and "Unicode License v3" in docstring
    assert f"PyPI {GLOBAL} 0.0.1" in docstring and "MIT" in docstring


def _named(name: str, text: str) -> bool:
    """Whether `text` names `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_sources_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed37.py", "names_eval.py")]
    assert len(others) >= 20  # the glob read the other sets
    for path in others:
        text = path.read_text(encoding="utf-8")
        # no other set cites either package in a table's comment nor names it
        assert not _named(CLDR, text) and f"# {CLDR} " not in text, path.name
        # (sealed17 names global-names 0.0.2 as checked and left out: that wheel ships no names)
        assert not re.search(rf"{GLOBAL} 0\.0\.1|global_names|# {GLOBAL} ", text), path.name
        assert not re.search(rf"^SEED = {SEED:_}$|^SEED = {SEED}$", text, flags=re.MULTILINE), path.name
    from quality.names_eval import SOURCES

    for other, source in SOURCES.items():
        if other != "sealed37":
            assert not _named(CLDR, source) and not _named(GLOBAL, source), other
    assert _named(CLDR, SOURCES["sealed37"]) and _named(GLOBAL, SOURCES["sealed37"])


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_sits_beside_people_too():
    earlier_literals = {w.casefold() for source in (EARLIER_LITERALS, SEALED33_LITERALS, SEALED34_LITERALS,
                                                    SEALED35_LITERALS, SEALED36_LITERALS)
                        for words in source.values() for w in words}
    for language, templates in TEMPLATES.items():
        assert set(TRAPS[language]) == USUAL_KINDS | NEW_KINDS, language
        earlier = EARLIER_NEW_KINDS | SEALED36_NEW_KINDS | (set(SEALED34_TRAPS[language]) | set(SEALED35_TRAPS[language])
                                                           | set(SEALED36_TRAPS[language])) - USUAL_KINDS
        assert not set(TRAPS[language]) & earlier, language
        used = Counter(k for t in templates for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language])
        for kind in TRAPS[language]:
            assert used[kind] >= 3, (language, kind, used)
        alone = [t for t in templates if not has_person(t)]
        assert len(alone) == 20, language
        kinds = {k for t in alone for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert len(TRAPS[language]) == 18 and kinds == set(TRAPS[language]), (language, set(TRAPS[language]) - kinds)
        for template in alone:
            holes = re.findall(r"\{\{(=[^{}]+|\w+)\}\}", template)
            assert any(k.startswith("=") or k in TRAPS[language] for k in holes), template
        # every kind of look-alike sits beside people too, not only alone
        with_people = {k for t in templates if has_person(t) for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert with_people == set(TRAPS[language]), (language, set(TRAPS[language]) - with_people)
        # fossils nicknamed like people, aircraft that bear a person's name, cigars that name people
        assert {"Lucy", "Sue", "Ardi"} <= set(TRAPS[language]["fossil"]), language
        assert {"Enola Gay", "Memphis Belle", "Glamorous Glennis"} <= set(TRAPS[language]["aircraft"]), language
        assert {"Romeo y Julieta", "Arturo Fuente", "H. Upmann"} <= set(TRAPS[language]["cigar"]), language
        # words that are given names, written as ordinary words
        literals = set(LITERAL_TRAPS[language])
        assert len(literals) == 12, (language, literals)
        assert not {w.casefold() for w in literals} & earlier_literals, language  # in no earlier set's language
        assert sum(w == w.lower() for w in literals) >= 6, language
        # no literal is also a given name of the tables: the word is only ever a word here
        named = {n.casefold() for o in ORIGINS.values() for n in o.women + o.men}
        named |= {n.casefold() for w in WORD_NAMES.values() for n in w["women"] + w["men"]}
        assert not {w.casefold() for w in literals} & named, language
    assert {"Johns Hopkins Hospital", "Florence Nightingale Hospice"} <= set(TRAPS["en"]["hospital"])


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 52
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def _one(pattern: str, text: str, count: int = 1) -> bool:
    return len(re.findall(pattern, text, flags=re.MULTILINE)) == count


def test_names_stand_where_the_texts_it_is_shaped_as_put_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert _one(r"^\tname = \[\[P1\.fl\]\]\n\temail = \[\[P1\.mail\]\]$", text), language  # git config
        assert _one(r"^uid +\[\w+\] \[\[P1\.full\]\] <\[\[P1\.mail\]\]>$", text), language  # a GPG uid
        assert _one(r"^M1 \[\[P1\.SUR\]\]/\[\[P1\.FIRST\]\] E\{\{ref\}\} ", text), language  # a boarding pass, as scanned
        assert _one(r"^FieldValue: \[\[P1\.fl\]\]$", text), language  # a PDF form field dump
        assert _one(r'"billing_details":\{"name":"\[\[P1\.FULL\]\]"', text), language  # a payment webhook
        assert _one(r'^level=info .* \w+="\[\[P1\.first\]\]"', text), language  # logfmt
        assert _one(r"^\[\[P1\.first\]\],\[\[P1\.last\]\],\{\{company\}\},\[\[P2\.fl\]\]$", text), language  # CRM CSV
        assert _one(r"^\d\t\[\[P\d\.lf\]\]\t\{\{school\}\}$", text, 3), language  # olympiad TSV
        assert _one(r"^\w+: \[\[P\d\.LAST\]\], \[\[P\d\.FIRST\]\]$", text), language  # a tool checkout card
        assert _one(r"^1\d  \[\[P\d\.SUR\]\]", text, 2), language  # a cigar locker list
        assert _one(r"^\w[\w ]+: \[\[P1\.LF\]\]$", text), language  # a rental agreement, "SURNAME GIVEN"
        assert _one(r"^\w[\w ]*: \[\[P1\.sur\]\]\n\w[\w ]*: \[\[P1\.first\]\]$", text), language  # a hotel registration card
        assert _one(r"^\w[\w ]*: \[\[P1\.SUR\]\]\n\w[\w ]*: \[\[P1\.FIRST\]\]$", text), language  # an arrival card
        assert _one(r"<name>\[\[P\d\.fl\]\]</name>", text, 2), language  # Maven developers
        assert _one(r"\[Server thread/INFO\]: <?\[\[P\d\.first\]\]>? ", text, 3), language  # Minecraft
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # a donation link
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "full", "fl", "first", "last",
                 "FULL", "LAST", "FIRST", "SUR", "LF"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        people = [len(set(re.findall(r"\[\[(P\d)\.", t))) for t in templates]
        assert (people.count(1), people.count(2), people.count(3)) == (14, 16, 10), language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 5, language  # lower-case YouTube, Signal, TikTok, Steam, a link
        if language != "en":  # lower case keeps accents: every template writes an accented letter of its own
            for template in templates:
                own = re.sub(r"\[\[\w+\.\w+\]\]|\{\{[^{}]+\}\}", "", template)
                assert any(c.isalpha() and ord(c) > 127 for c in own), (language, template)
    assert re.search(r"\]\] & \[\[", "\n".join(TEMPLATES["en"]))  # joined by "&"
    assert re.search(r"\]\] and \[\[", "\n".join(TEMPLATES["en"]))  # by "and"
    assert re.search(r"\]\]; \[\[", "\n".join(TEMPLATES["en"]))  # by ";"
    assert re.search(r"\]\] y \[\[", "\n".join(TEMPLATES["es"]))  # by "y"
    assert re.search(r"\]\] e \[\[", "\n".join(TEMPLATES["pt"]))  # by "e"
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 4  # possessives
    assert not any("]]'s" in t for t in TEMPLATES["es"] + TEMPLATES["pt"])


def test_ten_templates_a_language_write_one_person_in_two_forms():
    def twice(template: str) -> bool:
        forms: dict[str, set[str]] = {}
        for person, form in re.findall(r"\[\[(P\d)\.(\w+)\]\]", template):
            if form.lower() in ("full", "fl", "lf", "first", "last", "init", "sur", "url"):
                forms.setdefault(person, set()).add(form)
        return any(len(f) >= 2 for f in forms.values())

    for language, templates in TEMPLATES.items():
        assert sum(twice(t) for t in templates) == 10, language


def test_no_value_looks_real(corpus):
    """Phones only in the reserved ranges, mail and links only at example domains, no other run of
    seven digits or more, no look-alike or literal inside a name."""
    phones = {"en": r"\(470\) 555-01\d\d", "es": r"\+34 600 000 \d{3}", "pt": r"\+55 47 90000-\d{4}"}
    for m in corpus:
        for run in re.finditer(r"[+(]?\d[\d ()+\-./]*\d", m.text):
            if sum(c.isdigit() for c in run.group()) >= 7:
                assert re.fullmatch(phones[m.language], run.group()), (run.group(), m.text)
        for mail in re.findall(r"[\w.+-]+@[\w.-]+\w", m.text):
            assert re.search(r"@example\.(?:com|org|net)$", mail, flags=re.IGNORECASE), m.text
        for host in re.findall(r"https?://([\w.-]+)", m.text):
            assert re.search(r"(?:^|\.)example\.(?:com|org|net)$", host, flags=re.IGNORECASE), m.text
        for trap in m.traps:
            assert not any(n.start < trap.end and trap.start < n.end for n in m.names), m.text
    values = Counter(v.kind for m in corpus for v in m.values)
    assert values["PHONE_NUMBER"] >= 100 and values["EMAIL_ADDRESS"] >= 300, values
