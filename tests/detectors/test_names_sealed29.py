"""What the sealed29 PERSON set (quality/names_sealed29.py) holds beyond what every template-written
set owes: its tables' shapes and sources (packages no other set reads), hard negatives of many
kinds, used beside people as well as alone, every origin weighed and drawn in every language, a new
seed with every template in every casing, names where the text it is shaped as puts them. The
checks every set owes (labels, casing, forms, origins, contact data, look-alikes, the seed) run over
it with the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed29
from quality.names_sealed29 import (
    AB_PARTICLED,
    AR_MEN,
    BR_PARTICLED,
    CV_MEN,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    FI_WOMEN,
    GA_PARTICLED,
    GB_WOMEN,
    HT_MEN,
    HU_SURNAMES,
    LITERAL_TRAPS,
    MG_SURNAMES,
    MN_SURNAMES,
    ORIGINS,
    PH_PARTICLED,
    RU_SURNAMES,
    SEED,
    TEMPLATES,
    TRAPS,
    VI_MIDDLE_MEN,
    VI_MIDDLE_WOMEN,
    VI_SURNAMES,
    WEIGHTS,
    WORD_NAMES,
    _feminine,
    generate_sealed29,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
PACKAGES = (
    "mx-datagenerator 0.4.6.2",
    "dame-sexo 0.0.4",
    "testdata 7.3.1",
    "finnish-name-generator 0.2.1",
    "hu-names 1.0.0",
    "indiannamegenerator 4.0.0",
    "worldnames 0.0.8",
)
SOURCE = Path(quality.names_sealed29.__file__)
# The literal look-alikes sealed28 used; this set takes others.
SEALED28_LITERALS = {
    "en": {"April", "June", "May", "Violet", "Ruby", "Jade", "Rose", "Amber", "Patience", "Grant", "Chase"},
    "es": {"Abril", "Violeta", "Rubí", "Perla", "Rosa", "Paciencia", "Consuelo", "Esperanza", "Reyes", "Santander"},
    "pt": {"Abril", "Margarida", "Rubi", "Pérola", "Rosa", "Celeste", "Paciência", "Esperança", "Vitória", "Bradesco"},
}
# Kinds no earlier set's look-alikes had a hole of their own for.
NEW_KINDS = {"variety", "font", "breed", "unit", "band", "dish"}


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed29(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 3 and sum(" " in n for n in ES_MEN) >= 3  # compound given names
    assert {"María del Carmen", "María de los Ángeles"} <= set(ES_WOMEN)  # particles inside a given name
    assert sum(" " in n for n in CV_MEN) >= 2  # Andrés Felipe, Juan David
    for start in ("de la ", "del ", "de los ", "de las "):
        assert any(p.startswith(start) for p in ES_PARTICLED), start
    assert any(p.startswith("dela ") for p in PH_PARTICLED) and any(p.startswith("delos ") for p in PH_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "do", "dos"}
    assert {"de Jesus", "dos Anjos", "da Cruz"} <= set(AB_PARTICLED)  # devotional surnames
    assert any(s.startswith("O'") for s in GA_PARTICLED)
    assert any(s.startswith("Mc") for s in GA_PARTICLED) and any(s.startswith("Mac") for s in GA_PARTICLED)
    assert sum("-" in n for n in GB_WOMEN) >= 8 and sum("-" in n for n in AR_MEN) >= 3  # Lily-Mae, Abdul-Aziz
    assert {"Jean-Paul", "Jean-Pierre"} <= set(HT_MEN)
    assert any("-" in n for n in FI_WOMEN) and any("-" in s for s in HU_SURNAMES)  # Marja-Leena, Kis-Benedek
    assert any(s.startswith("El ") for s in MG_SURNAMES)  # El Idrissi
    assert {"Balam", "Canché", "Couoh"} <= set(MN_SURNAMES)  # Maya surnames
    assert {"Thị", "Văn"} <= set(VI_MIDDLE_WOMEN + VI_MIDDLE_MEN)
    assert {"Nguyễn", "Trần", "Phạm", "Huỳnh"} <= set(VI_SURNAMES)
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Ivanova", "Georgieva", "Stoyanova", "Vasileva"}
    assert ORIGINS["hungarian"].style == "family_first"  # Kovács Eszter
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Harmony", "Liberty", "Royal", "Major", "Frost", "Wolf", "Sharp", "Baker"},
        "es": {"Paloma", "Nieves", "Salvador", "Modesto", "Lobo", "Rey", "Alegre", "Calvo"},
        "pt": {"Serena", "Flor", "Messias", "Franco", "Pinto", "Rocha", "Cordeiro", "Lobo"},
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
        lines = [line.strip() for line in body.splitlines()]
        assert lines[0].startswith(tuple(f"# {p}: " for p in PACKAGES)), name
        # a comment cites a package, or goes on with the one above it
        for above, line in zip(lines, lines[1:]):
            if line.startswith("#") and not line.startswith(tuple(f"# {p}: " for p in PACKAGES)):
                assert above.startswith("#"), (name, line)
        names = re.findall(r'"([^"]+)"', body)
        assert len(names) == len(set(names)) and len(names) >= 3, name
    used = {p: sum(f"# {p}" in body for _, body in tables) for p in PACKAGES}
    assert all(used.values()), used
    docstring = quality.names_sealed29.__doc__
    for package in PACKAGES:
        assert f"PyPI {package}" in docstring, package


def _named(name: str, text: str) -> bool:
    """Whether `text` names the package `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed29.py", "names_eval.py")]
    assert len(others) >= 20  # the glob read the other sets
    for path in others:
        text = path.read_text(encoding="utf-8")
        for package in PACKAGES:
            name = package.split(" ")[0]
            # a table cites its source in the comment that opens it
            cited = re.search(rf"^\s*# (?:PyPI )?{re.escape(name)}\b", text, flags=re.MULTILINE) is not None
            assert not cited, (path.name, name)
        assert not re.search(rf"^SEED = {SEED:_}$|^SEED = {SEED}$", text, flags=re.MULTILINE), path.name
    from quality.names_eval import SOURCES

    for other, source in SOURCES.items():
        if other != "sealed29":
            named = [p for p in PACKAGES if _named(p.split(" ")[0], source)]
            assert not named, (other, named)
    assert all(_named(p.split(" ")[0], SOURCES["sealed29"]) for p in PACKAGES)


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_sits_beside_people_too():
    for language, templates in TEMPLATES.items():
        assert set(TRAPS[language]) >= NEW_KINDS, language
        used = Counter(k for t in templates for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language])
        for kind in TRAPS[language]:
            assert used[kind] >= 3, (language, kind, used)
        alone = [t for t in templates if not has_person(t)]
        assert len(alone) == 20, language
        kinds = {k for t in alone for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert len(TRAPS[language]) >= 30 and kinds == set(TRAPS[language]), (language, set(TRAPS[language]) - kinds)
        for template in alone:
            holes = re.findall(r"\{\{(=[^{}]+|\w+)\}\}", template)
            assert any(k.startswith("=") or k in TRAPS[language] for k in holes), template
        # every kind of look-alike sits beside people too, not only alone
        with_people = {k for t in templates if has_person(t) for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert with_people == set(TRAPS[language]), (language, set(TRAPS[language]) - with_people)
        # words that are given names: months of light, virtues, flowers, gems, a bill, brands
        literals = set(LITERAL_TRAPS[language])
        assert 10 <= len(literals) <= 12, (language, literals)
        assert not literals & SEALED28_LITERALS[language], language


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 40
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def test_names_stand_where_the_texts_it_is_shaped_as_put_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert sum(t.startswith("[[P") for t in templates) >= 2, language  # at a message's start
        assert re.search(r"^\[\[P\d\.\w+\]\] — ", text, flags=re.MULTILINE), language  # a Discord export
        assert re.search(r"^\[\{\{date\}\} \{\{time\}\}\] \[\[P\d\.\w+\]\]:", text, flags=re.MULTILINE), language  # Telegram
        assert re.search(r"@\[\[P\d\.first\]\]", text), language  # a mention
        assert re.search(r'^"\{\{date\}\} \{\{time\}\}","\[\[P\d\.\w+\]\]","\[\[P\d\.mail\]\]"', text, flags=re.MULTILINE), language  # a form export
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # a prefilled link
        assert re.search(r'"\[\[P\d\.first\]\]", "\w+": "\[\[P\d\.(?:last|sur)\]\]"', text), language  # shop order JSON
        assert re.search(r"VALUES \(\{\{n\}\}, '\[\[P\d\.[A-Z]+\]\], \[\[P\d\.first\]\]'", text), language  # SQL, "SURNAME, Given"
        assert re.search(r"^ \{\{n\}\}  \| \[\[P\d\.\w+\]\] \|", text, flags=re.MULTILINE), language  # psql results
        assert re.search(r"payload=\{'\w+': '\[\[P\d\.\w+\]\]'", text), language  # a debug dump
        assert re.search(r'console\.log > \w+ \{id: \{\{n\}\}, \w+: "\[\[P\d\.[A-Z]+\]\]"', text), language  # JS console
        assert re.search(r'^  \w+: "\[\[P\d\.\w+\]\]"$', text, flags=re.MULTILINE), language  # protobuf text
        assert re.search(r"^\w+=\[\[P\d\.lf\]\]$", text, flags=re.MULTILINE), language  # INI
        assert re.search(r"^Co-authored-by: \[\[P\d\.\w+\]\] <\[\[P\d\.mail\]\]>$", text, flags=re.MULTILINE), language  # git
        assert re.search(r"^\[\[P\d\.[A-Z]+\]\]: ", text, flags=re.MULTILINE), language  # auto-captions
        assert re.search(r"^\[\[P\d\.[A-Z]+\]\]$", text, flags=re.MULTILINE), language  # an invitation, a CV
        assert re.search(r"\[\[P\d\.[A-Z]+\]\]/\[\[P\d\.FIRST\]\]", text), language  # "SURNAME/GIVEN", a pharmacy label
        assert re.search(r"\[\[P\d\.SUR\]\], \[\[P\d\.FIRST\]\]", text), language  # a traffic ticket
        assert re.search(r"<td>\[\[P\d\.\w+\]\]</td>", text), language  # HTML
        assert re.search(r"\[\[\[P\d\.\w+\]\]\]\(https://", text), language  # a markdown link
        assert re.search(r"\[\[P\d\.\w+\]\] \(", text), language  # beside parentheses
        assert re.search(r"\[\[P\d\.[A-Z]+\]\] -?\{\{amt\}\}", text), language  # a statement line
        assert re.search(r"\[\[P\d\.\w+\]\] 🙏", text), language  # beside an emoji
        assert re.search(r"\[\[P\d\.\w+\]\][^\n]*\w-\n\w", text), language  # PDF text with words broken at a line's end
        assert re.search(r"[A-Z]+[0l][A-Z0l]+", text), language  # OCR noise
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "FULL", "FL", "LAST", "FIRST", "SUR", "LF"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        three = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 3 for t in templates)
        assert three >= 10, language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 2, language  # captions and SMS in lower case
        assert any(c == c.upper() and re.search(r"[A-Z]{4}", c) for c in chat), language  # a dictated memo in capitals
    assert re.search(r"\]\] & \[\[", "\n".join(TEMPLATES["en"]))  # joined by "&"
    assert re.search(r"\]\] and \[\[", "\n".join(TEMPLATES["en"]))  # by "and"
    assert re.search(r"\]\] y \[\[", "\n".join(TEMPLATES["es"]))  # by "y"
    assert re.search(r"\]\] e \[\[", "\n".join(TEMPLATES["pt"]))  # by "e"
    assert all(re.search(r"\]\]; \[\[", "\n".join(TEMPLATES[language])) for language in TEMPLATES)  # by ";"
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 3  # possessives
    assert not any("]]'s" in t for t in TEMPLATES["es"] + TEMPLATES["pt"])
