"""What the sealed23 PERSON set (quality/names_sealed23.py) holds beyond what every template-written
set owes: its tables' shapes and sources, hard negatives, every origin weighed and drawn in every
language, a new seed with every template in every casing, names where support text puts them. The
checks every set owes (labels, casing, forms, origins, contact data, look-alikes, the seed) run over
it with the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed23
from quality.names_sealed23 import (
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
    TRAPS,
    VI_MIDDLE_MEN,
    VI_MIDDLE_WOMEN,
    WEIGHTS,
    WORD_NAMES,
    _feminine,
    generate_sealed23,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed23(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 3 and sum(" " in n for n in ES_MEN) >= 3  # compound given names
    assert any(p.startswith("de la ") for p in ES_PARTICLED) and any(p.startswith("del ") for p in ES_PARTICLED)
    assert any(p.startswith("de los ") for p in ES_PARTICLED) and any(p.startswith("de las ") for p in ES_PARTICLED)
    assert any(p.startswith("de ") for p in CB_PARTICLED) and any(p.startswith("del ") for p in CB_PARTICLED)
    assert any(p.startswith("van der ") for p in DE_PARTICLED) and any(p.startswith("von ") for p in DE_PARTICLED)
    assert any(p.startswith("ter ") for p in DE_PARTICLED) and any(p.startswith("van den ") for p in DE_PARTICLED)
    assert any(p.startswith("dela ") for p in PH_PARTICLED) and any(p.startswith("delos ") for p in PH_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "do", "das", "dos"}
    assert {p.split(" ")[0] for p in AB_PARTICLED} >= {"do", "dos", "da", "de", "das"}
    assert any(s.startswith("O'") for s in GA_PARTICLED) and any(s.startswith("D'") for s in GA_PARTICLED)
    assert any(s.startswith("Mc") for s in GA_PARTICLED) and any(s.startswith("Mac") for s in GA_PARTICLED)
    assert all(s.startswith("D'") for s in IT_PARTICLED)
    assert any(s.startswith("Al-") for s in AR_SURNAMES) and any(s.startswith("El-") for s in AR_SURNAMES)
    assert any("-" in s for s in HT_SURNAMES) and any("-" in n for n in HT_MEN)
    assert any("-" in s for s in GB_SURNAMES) and any("-" in n for n in DE_MEN)
    assert all("-" in n for n in KO_WOMEN + KO_MEN)
    assert {"Thị", "Văn"} <= set(VI_MIDDLE_WOMEN + VI_MIDDLE_MEN)
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Wiśniewska", "Dąbrowska", "Nowak", "Kaczmarek"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Smirnova", "Lebedeva", "Vysotskaya", "Shevchenko", "Melnyk"}
    # word-names: given names and surnames that are words of the language
    required = {"en": {"Grace", "Hope", "Faith", "Rose", "Will", "Bill", "Rich", "Bell", "Young", "Stone"},
                "es": {"Rosa", "Paz", "Luz", "Amparo", "Soledad", "Domingo", "Salvador", "Cruz", "Vega", "Leal"},
                "pt": {"Glória", "Graça", "Luz", "Bento", "Messias", "Rocha", "Branco", "Santos", "Leal", "Leão"}}
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def test_each_table_says_where_its_names_come_from_and_hand_written_names_come_last():
    source = Path(quality.names_sealed23.__file__).read_text(encoding="utf-8")
    tables = re.findall(r"^([A-Z_]+) = \(\n(.*?)^\)", source, flags=re.MULTILINE | re.DOTALL)
    assert len(tables) >= 140
    packages = ("fusuk 0.1.1", "randino 1.6.0", "nomquamgender 0.1.4", "egy-names 0.3.6")
    for name, body in tables:
        comments = [line.strip() for line in body.splitlines() if line.strip().startswith("#")]
        assert comments and body.lstrip().startswith("#"), name
        for comment in comments:
            assert comment == "# by hand" or comment.startswith(tuple(f"# {p}" for p in packages)), (name, comment)
        if "# by hand" in comments:
            assert comments[-1] == "# by hand", name
    sources = {p: sum(f"# {p}" in body for _, body in tables) for p in packages}
    assert all(sources.values()), sources
    hand = sum(len(re.findall(r'"', body.split("# by hand")[1])) // 2 for _, body in tables if "# by hand" in body)
    everything = sum(len(re.findall(r'"', body)) // 2 for _, body in tables)
    assert hand <= everything * 0.02, (hand, everything)  # nearly every name comes from a package


def test_no_person_templates_are_hard_negatives_and_every_kind_of_look_alike_is_used():
    for language, templates in TEMPLATES.items():
        used = Counter(k for t in templates for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language])
        for kind in TRAPS[language]:
            assert used[kind] >= 3, (language, kind, used)
        for template in templates:
            if not has_person(template):
                kinds = re.findall(r"\{\{(=[^{}]+|\w+)\}\}", template)
                assert any(k.startswith("=") or k in TRAPS[language] for k in kinds), template
        assert len(LITERAL_TRAPS[language]) >= 5, language  # verbs, virtues, months and colours as written


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
        assert re.search(r"\[\[P\d\.[A-Z]+\]\]/\[\[P\d\.FIRST\]\]", text), language  # "SURNAME/GIVEN", a boarding pass
        assert re.search(r"\[\[P\d\.first\]\], \[\[P\d\.first\]\]", text), language  # in a list
        assert re.search(r"^\[\[P\d\.\w+\]\]$", text, flags=re.MULTILINE), language  # a signature
        assert re.search(r"\[\[P\d\.\w+\]\] <\[\[P\d\.mail\]\]>", text), language  # a mail header
        assert re.search(r"\[\[P\d\.\w+\]\]\t", text), language  # a TSV cell
        assert re.search(r'"\[\[P\d\.\w+\]\]"', text), language  # a JSON or XML value
        assert re.search(r"\[\[P\d\.first\]\]_\[\[P\d\.last\]\]", text), language  # a forum handle
        assert re.search(r"^cc: \[\[P\d\.mail\]\]", text, flags=re.MULTILINE), language  # after a cue
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "FULL", "FL", "LAST", "FIRST"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        three = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 3 for t in templates)
        assert three >= 8, language
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 4  # possessives
    assert not any("]]'s" in t for t in TEMPLATES["es"] + TEMPLATES["pt"])
