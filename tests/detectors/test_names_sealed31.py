"""What the sealed31 PERSON set (quality/names_sealed31.py) holds beyond what every template-written
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

import quality.names_sealed31
from quality.names_sealed31 import (
    AB_PARTICLED,
    AM_SURNAMES,
    AR_MEN,
    BR_PARTICLED,
    CV_MEN,
    DU_SURNAMES,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    GA_PARTICLED,
    GB_WOMEN,
    GR_SURNAMES,
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
    VI_SURNAMES,
    WEIGHTS,
    WORD_NAMES,
    _feminine,
    generate_sealed31,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
# (registry, package and version) of every package the tables cite.
PACKAGES = (
    ("Debian", "hunspell-nl 2.20.19-2"),
    ("Debian", "golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5"),
    ("PyPI", "russiannames 2.0.0"),
    ("PyPI", "guess-indian-gender 1.0.1"),
    ("PyPI", "mingzi 1.2.3"),
    ("PyPI", "farsi-faker 1.9.0"),
)
SOURCE = Path(quality.names_sealed31.__file__)
# The literal look-alikes sealed28, sealed29 and sealed30 used; this set takes others.
EARLIER_LITERALS = {
    "en": {"April", "June", "May", "Violet", "Ruby", "Jade", "Rose", "Amber", "Patience", "Grant", "Chase",
           "Hope", "Faith", "Joy", "Iris", "Daisy", "Pearl", "Crystal", "Autumn", "Dawn", "Bill", "Sterling",
           "Basil", "Ginger", "Heather", "Holly", "Honey", "Ivy", "Mercy", "Olive", "Poppy", "Robin", "Sage", "Will"},
    "es": {"Abril", "Violeta", "Rubí", "Perla", "Rosa", "Paciencia", "Consuelo", "Esperanza", "Reyes", "Santander",
           "Estrella", "Jazmín", "Remedios", "Rocío", "Fortuna", "Alegría", "Sol", "Soledad", "Amparo", "Mercedes",
           "Azucena", "Belén", "Blanca", "Dulce", "Lucero", "Luz", "Milagros", "Navidad", "Paz", "Pilar", "Pura",
           "Rosario", "Victoria"},
    "pt": {"Abril", "Margarida", "Rubi", "Pérola", "Rosa", "Celeste", "Paciência", "Esperança", "Vitória", "Bradesco",
           "Estrela", "Jasmim", "Dores", "Glória", "Luz", "Flor", "Socorro", "graça", "íris", "safira", "Aurora",
           "Amparo", "Aparecida", "Bela", "Branca", "Caridade", "Clara", "Conceição", "Esmeralda", "Fátima",
           "Milagres", "Neves", "Paz", "Rosário"},
}
# Kinds no earlier set's look-alikes had a hole of their own for (sealed29's new ones were variety,
# font, breed, unit, band and dish; sealed30's cocktail, cultivar, horse, star, peak, model, sign
# and opening).
NEW_KINDS = {"algorithm", "comet", "cup", "spirit", "operation", "remedy", "role", "mascot"}
EARLIER_NEW_KINDS = {"variety", "font", "breed", "unit", "band", "dish",
                     "cocktail", "cultivar", "horse", "star", "peak", "model", "sign", "opening"}


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed31(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 3 and sum(" " in n for n in ES_MEN) >= 3  # compound given names
    assert "María del Carmen" in ES_WOMEN  # a particle inside a given name
    assert sum(" " in n for n in CV_MEN) >= 2  # Andrés Felipe, Juan Sebastián
    for start in ("de la ", "del ", "de los "):
        assert any(p.startswith(start) for p in ES_PARTICLED), start
    assert any(p.startswith("dela ") for p in PH_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "dos"}
    assert {"de Jesus", "da Cruz", "dos Santos"} <= set(AB_PARTICLED)  # devotional surnames
    assert any(s.startswith("Mc") for s in GA_PARTICLED)
    assert not any("'" in n for o in ORIGINS.values() for n in o.women + o.men + o.surnames + o.particled)
    assert sum("-" in n for n in GB_WOMEN) >= 3 and sum("-" in n for n in AR_MEN) >= 2  # Mary-Ann, Abdel-Karim
    assert {"Jean-Claude", "Jean-Baptiste"} <= set(HT_MEN) and {"Saint-Louis", "Pierre-Paul"} <= set(HT_SURNAMES)
    assert all("-" in n for n in KO_WOMEN)  # Ji-young, written Jiyoung three times in ten
    assert any(s.startswith("van der ") for s in DU_SURNAMES) and any(s.startswith("de ") for s in DU_SURNAMES)
    assert any(s.startswith("El ") for s in MG_SURNAMES)  # El Amrani
    assert "Văn" in VI_MIDDLE_MEN
    assert {"Nguyễn", "Trần", "Phạm", "Huỳnh"} <= set(VI_SURNAMES)
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Kowalska", "Nowak"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Ivanova", "Shevchenko"}
    assert all(s.endswith("yan") for s in AM_SURNAMES) and all(s.endswith("dis") for s in GR_SURNAMES)
    for origin in ("chinese", "korean", "vietnamese", "japanese"):
        assert ORIGINS[origin].style == "family_first", origin
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Ruby", "Melody", "Hunter", "River", "Stone", "Fox", "King", "Little"},
        "es": {"Alba", "Paz", "Fidel", "Pastor", "Moreno", "Flores", "Molina", "Vega"},
        "pt": {"Marina", "Serena", "Salvador", "Rocha", "Pinto", "Serra", "Costa", "Castro"},
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
    docstring = quality.names_sealed31.__doc__
    for registry, package in PACKAGES:
        assert f"{registry} {package}" in docstring, package


def _named(name: str, text: str) -> bool:
    """Whether `text` names the package `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed31.py", "names_eval.py")]
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
        if other != "sealed31":
            named = [p for _, p in PACKAGES if _named(p.split(" ")[0], source)]
            assert not named, (other, named)
    assert all(_named(p.split(" ")[0], SOURCES["sealed31"]) for _, p in PACKAGES)


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_sits_beside_people_too():
    for language, templates in TEMPLATES.items():
        assert set(TRAPS[language]) >= NEW_KINDS, language
        assert not set(TRAPS[language]) & EARLIER_NEW_KINDS, language
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
        # words that are given names: plants and flowers, virtues, feasts of the Virgin, frank and mark
        literals = set(LITERAL_TRAPS[language])
        assert len(literals) == 12, (language, literals)
        assert not literals & EARLIER_LITERALS[language], language


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 42
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def test_names_stand_where_the_texts_it_is_shaped_as_put_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert re.search(r"^PID\|1\|\|\{\{ref\}\}\|\|\[\[P\d\.(?:LAST|SUR)\]\]\^\[\[P\d\.FIRST\]\]", text, flags=re.MULTILINE), language  # HL7 PID
        assert re.search(r"\|\[\[P\d\.LAST\]\]\^\[\[P\d\.FIRST\]\]\^\^\^Dr$", text, flags=re.MULTILINE), language  # HL7 PV1 doctor
        assert re.search(r"^CTA\+IC\+:\[\[P\d\.FL\]\]'$", text, flags=re.MULTILINE), language  # an EDIFACT contact
        assert re.search(r'"(?:user|usuario|usuário)":"\[\[P\d\.fl\]\]"', text), language  # JSON Lines
        assert re.search(r"^author \[\[P\d\.fl\]\]\nauthor-mail <\[\[P\d\.mail\]\]>$", text, flags=re.MULTILINE), language  # git blame
        assert re.search(r'^"Last-Translator: \[\[P\d\.fl\]\] <\[\[P\d\.mail\]\]>', text, flags=re.MULTILINE), language  # gettext
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # a poll link
        assert re.search(r"^M:\t\[\[P\d\.fl\]\] <\[\[P\d\.mail\]\]>$", text, flags=re.MULTILINE), language  # MAINTAINERS
        assert re.search(r"author = \{\[\[P\d\.LAST\]\], \[\[P\d\.first\]\] and \[\[P\d\.sur\]\], \[\[P\d\.first\]\]\}", text), language  # BibTeX
        assert re.search(r"^=100 1\\\$a \[\[P\d\.sur\]\], \[\[P\d\.first\]\]$", text, flags=re.MULTILINE), language  # MARC
        assert re.search(r"^ -- \[\[P\d\.fl\]\] <\[\[P\d\.mail\]\]>  \{\{day\}\}", text, flags=re.MULTILINE), language  # a changelog
        assert re.search(r"^\(0010,0010\) PN \[\[\[P\d\.LAST\]\]\^\[\[P\d\.FIRST\]\]\]$", text, flags=re.MULTILINE), language  # DICOM
        assert re.search(r"^:50K:/\{\{id\}\}\n\[\[P\d\.FULL\]\]$", text, flags=re.MULTILINE), language  # SWIFT
        assert re.search(r"^\[\[P\d\.LAST\]\] +\[\[P\d\.FIRST\]\] +\{\{id\}\}", text, flags=re.MULTILINE), language  # fixed width
        assert re.search(r"^\(72\) \w+: \[\[P\d\.fl\]\], \{\{town\}\}; \[\[P\d\.fl\]\]", text, flags=re.MULTILINE), language  # a patent
        assert re.search(r"^Subject: CN=\[\[P\d\.fl\]\], O=", text, flags=re.MULTILINE), language  # X.509
        assert re.search(r"^\w+ 1: \[\[P\d\.LF\]\] – \[\[P\d\.LF\]\]$", text, flags=re.MULTILINE), language  # chess pairings
        assert re.search(r"^\d\. \[\[P\d\.SUR\]\] \d", text, flags=re.MULTILINE), language  # standings
        assert re.search(r"^\d \[\[P\d\.LF\]\] \{\{time\}\}$", text, flags=re.MULTILINE), language  # race results
        assert re.search(r"^\[\[P\d\.LAST\]\], \[\[P\d\.first\]\] — ", text, flags=re.MULTILINE), language  # attendance
        assert re.search(r"^S: \[\[P\d\.tt\]\] \[\[P\d\.last\]\], ", text, flags=re.MULTILINE), language  # SBAR
        assert re.search(r"^↳ \[\[P\d\.fl\]\]: ", text, flags=re.MULTILINE), language  # a Mastodon reply
        assert re.search(r"^@\[\[P\d\.first\]\] ", text, flags=re.MULTILINE), language  # a mention
        assert re.search(r"^ZCZC \{\{ref\}\}\nPAX \[\[P\d\.FL\]\] ", text, flags=re.MULTILINE), language  # a telex
        assert re.search(r"\{\{time\}\}  \[\[P\d\.init\]\]  ", text), language  # a visitor log
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "FULL", "FL", "LAST", "FIRST", "SUR", "LF"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        three = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 3 for t in templates)
        assert three >= 10, language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 2, language  # lower-case chat
        assert any(c == c.upper() and re.search(r"[A-Z]{4}", c) for c in chat), language  # a telex in capitals
        if language != "en":  # lower case keeps accents: every template writes one of its own
            assert all(re.search(r"[^\x00-\x7f]", re.sub(r"\[\[\w+\.\w+\]\]|\{\{[^{}]+\}\}", "", t)) for t in templates), language
    assert re.search(r"\]\] & \[\[", "\n".join(TEMPLATES["en"]))  # joined by "&"
    assert re.search(r"\]\] and \[\[", "\n".join(TEMPLATES["en"]))  # by "and"
    assert re.search(r"\]\] y \[\[", "\n".join(TEMPLATES["es"]))  # by "y"
    assert re.search(r"\]\] e \[\[", "\n".join(TEMPLATES["pt"]))  # by "e"
    assert all(re.search(r"\]\]; \[\[", "\n".join(TEMPLATES[language])) for language in TEMPLATES)  # by ";"
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 3  # possessives
    assert not any("]]'s" in t for t in TEMPLATES["es"] + TEMPLATES["pt"])
