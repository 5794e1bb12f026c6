"""What the sealed32 PERSON set (quality/names_sealed32.py) holds beyond what every template-written
set owes: its tables' shapes and sources (packages no other set reads), hard negatives of eighteen
kinds (eight new), used beside people as well as alone, every origin weighed and drawn in every
language, names where the text it is shaped as puts them. The checks every set owes (labels,
casing, forms, origins, contact data, look-alikes, the seed) run over it with the others in
test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed32
from quality.names_sealed32 import (
    AB_PARTICLED,
    BR_PARTICLED,
    CB_PARTICLED,
    CO_WOMEN,
    CZ_SURNAMES,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    GA_PARTICLED,
    GB_WOMEN,
    GR_SURNAMES,
    HT_MEN,
    HT_SURNAMES,
    IT_PARTICLED,
    KO_MEN,
    KO_WOMEN,
    LITERAL_TRAPS,
    NL_PARTICLED,
    ORIGINS,
    PL_SURNAMES,
    QC_MEN,
    RP_PARTICLED,
    RU_SURNAMES,
    SA_SURNAMES,
    SC_PARTICLED,
    SEED,
    TEMPLATES,
    TRAPS,
    WEIGHTS,
    WORD_NAMES,
    _feminine,
    generate_sealed32,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
# (registry, package and version) of every package the tables cite.
PACKAGES = (
    ("Debian", "libtext-names-perl 0.46-2"),
    ("PyPI", "dataforge-py 0.6.0"),
)
SOURCE = Path(quality.names_sealed32.__file__)
# The literal look-alikes sealed28, sealed29, sealed30 and sealed31 used; this set takes others.
EARLIER_LITERALS = {
    "en": {"April", "June", "May", "Violet", "Ruby", "Jade", "Rose", "Amber", "Patience", "Grant", "Chase",
           "Hope", "Faith", "Joy", "Iris", "Daisy", "Pearl", "Crystal", "Autumn", "Dawn", "Bill", "Sterling",
           "Basil", "Ginger", "Heather", "Holly", "Honey", "Ivy", "Mercy", "Olive", "Poppy", "Robin", "Sage", "Will",
           "Charity", "Chip", "Dusty", "Fern", "Frank", "Harmony", "Hazel", "Laurel", "Lily", "Mark", "Myrtle", "Rich"},
    "es": {"Abril", "Violeta", "Rubí", "Perla", "Rosa", "Paciencia", "Consuelo", "Esperanza", "Reyes", "Santander",
           "Estrella", "Jazmín", "Remedios", "Rocío", "Fortuna", "Alegría", "Sol", "Soledad", "Amparo", "Mercedes",
           "Azucena", "Belén", "Blanca", "Dulce", "Lucero", "Luz", "Milagros", "Navidad", "Paz", "Pilar", "Pura",
           "Rosario", "Victoria", "Angustias", "Asunción", "Aurora", "Candelaria", "Caridad", "Celeste", "Flor",
           "Gloria", "Margarita", "Nieves", "Salud", "Trinidad"},
    "pt": {"Abril", "Margarida", "Rubi", "Pérola", "Rosa", "Celeste", "Paciência", "Esperança", "Vitória", "Bradesco",
           "Estrela", "Jasmim", "Dores", "Glória", "Luz", "Flor", "Socorro", "graça", "íris", "safira", "Aurora",
           "Amparo", "Aparecida", "Bela", "Branca", "Caridade", "Clara", "Conceição", "Esmeralda", "Fátima",
           "Milagres", "Neves", "Paz", "Rosário", "Assunção", "Açucena", "Cândida", "Dália", "Felicidade",
           "Hortênsia", "Lourdes", "Penha", "Piedade", "Prudência", "Serena", "Violeta"},
}
# Kinds no earlier set's look-alikes had a hole of their own for (sealed29's new ones were variety,
# font, breed, unit, band and dish; sealed30's cocktail, cultivar, horse, star, peak, model, sign
# and opening; sealed31's algorithm, comet, cup, spirit, operation, remedy, role and mascot).
NEW_KINDS = {"bridge", "genus", "element", "instrument", "glacier", "scholarship", "telescope", "currency"}
EARLIER_NEW_KINDS = {"variety", "font", "breed", "unit", "band", "dish",
                     "cocktail", "cultivar", "horse", "star", "peak", "model", "sign", "opening",
                     "algorithm", "comet", "cup", "spirit", "operation", "remedy", "role", "mascot"}


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed32(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 3 and sum(" " in n for n in ES_MEN) >= 3  # compound given names
    assert sum(" " in n for n in CO_WOMEN) >= 2  # Luz Marina
    for start in ("de la ", "del ", "de "):
        assert any(p.startswith(start) for p in ES_PARTICLED), start
    assert {"de Jesús", "de León"} <= set(CB_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "dos"}
    assert {"do Nascimento", "dos Passos", "da Cruz"} <= set(AB_PARTICLED)  # devotional surnames
    assert {p.split(" ")[0] for p in NL_PARTICLED} >= {"van", "de"}
    assert any(p.startswith("van der ") for p in NL_PARTICLED)
    assert all(p.startswith("De ") for p in RP_PARTICLED)  # an Italian particle written with its capital
    # apostrophes and Mc/Mac: O'Brien, D'Angelo, McGuire, MacLeod
    assert sum(p.startswith("O'") for p in GA_PARTICLED) >= 3 and any(p.startswith("Mc") for p in GA_PARTICLED)
    assert "D'Angelo" in IT_PARTICLED and all(p.startswith("Mac") for p in SC_PARTICLED)
    apostrophes = [n for o in ORIGINS.values() for n in o.women + o.men + o.surnames + o.particled if "'" in n]
    assert apostrophes and all(re.match(r"[OD]'[A-Z]", n) for n in apostrophes), apostrophes
    # hyphens: Ella-Grace, Jean-François, Jean-Baptiste, Min-jun, Al-Qahtani
    assert sum("-" in n for n in GB_WOMEN) >= 2 and sum("-" in n for n in QC_MEN) >= 2
    assert "Jean-Baptiste" in HT_MEN and "Jean-Baptiste" in HT_SURNAMES
    assert all("-" in n for n in KO_WOMEN + KO_MEN)  # written Minjun three times in ten
    assert all(s.startswith("Al-") for s in SA_SURNAMES)
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Wiśniewska", "Wójcik"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Novikova", "Nikitina"}
    assert {_feminine(s) for s in CZ_SURNAMES} >= {"Dvořáková", "Černá"}
    assert all(s.endswith("ou") for s in GR_SURNAMES)  # the genitive forms a woman bears too
    for origin in ("chinese", "korean", "japanese", "hungarian"):
        assert ORIGINS[origin].style == "family_first", origin
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Willow", "Hunter", "Strong", "Noble", "Frost", "Justice", "Love"},
        "es": {"Luz", "Dolores", "Salvador", "Blanco", "Calvo", "Guerrero", "Rubio"},
        "pt": {"Glória", "Salvador", "Leite", "Coelho", "Campos", "Machado", "Pinheiro"},
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
    docstring = quality.names_sealed32.__doc__
    for registry, package in PACKAGES:
        assert f"{registry} {package}" in docstring, package


def _named(name: str, text: str) -> bool:
    """Whether `text` names the package `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed32.py", "names_eval.py")]
    assert len(others) >= 20  # the glob read the other sets
    for path in others:
        text = path.read_text(encoding="utf-8")
        for _, package in PACKAGES:
            name = package.split(" ")[0]
            # a table cites its source in the comment that opens it, a docstring names it
            assert not _named(name, text), (path.name, name)
        assert not re.search(rf"^SEED = {SEED:_}$|^SEED = {SEED}$", text, flags=re.MULTILINE), path.name
    from quality.names_eval import SOURCES

    for other, source in SOURCES.items():
        if other != "sealed32":
            named = [p for _, p in PACKAGES if _named(p.split(" ")[0], source)]
            assert not named, (other, named)
    assert all(_named(p.split(" ")[0], SOURCES["sealed32"]) for _, p in PACKAGES)


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
        assert len(TRAPS[language]) == 18 and kinds == set(TRAPS[language]), (language, set(TRAPS[language]) - kinds)
        for template in alone:
            holes = re.findall(r"\{\{(=[^{}]+|\w+)\}\}", template)
            assert any(k.startswith("=") or k in TRAPS[language] for k in holes), template
        # every kind of look-alike sits beside people too, not only alone
        with_people = {k for t in templates if has_person(t) for k in re.findall(r"\{\{(\w+)\}\}", t) if k in TRAPS[language]}
        assert with_people == set(TRAPS[language]), (language, set(TRAPS[language]) - with_people)
        # the new kinds named after people, each with a person's name inside it at least once
        assert any(re.search(r"[A-Z]\w+ [A-Z]\w+", v) for v in TRAPS[language]["telescope"]), language
        assert any(re.search(r"[A-Z]\w+ [A-Z]\w+", v) for v in TRAPS[language]["bridge"]), language
        # words that are given names, written as ordinary words
        literals = set(LITERAL_TRAPS[language])
        assert len(literals) == 12, (language, literals)
        assert not literals & EARLIER_LITERALS[language], language
        assert sum(w == w.lower() for w in literals) >= 1, language


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 43
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def test_names_stand_where_the_texts_it_is_shaped_as_put_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert re.search(r'"toString\\?":\\?"\[\[P\d\.fl\]\]', text.replace('\\"', '"')), language  # a Jira changelog
        assert re.search(r'"fromString":"\[\[P\d\.fl\]\]","toString":"\[\[P\d\.fl\]\]"', text), language  # a reassignment
        assert re.search(r'"(?:watchers|observadores)":\["\[\[P\d\.fl\]\]","\[\[P\d\.fl\]\]","\[\[P\d\.fl\]\]"\]', text), language
        assert re.search(r'^LABEL maintainer="\[\[P\d\.fl\]\] <\[\[P\d\.mail\]\]>"$', text, flags=re.MULTILINE), language  # Dockerfile
        assert re.search(r'^  "author": "\[\[P\d\.full\]\] <\[\[P\d\.mail\]\]>",$', text, flags=re.MULTILINE), language  # package.json
        assert re.search(r"display_name=\[\[P\d\.full\]\] given=\[\[P\d\.first\]\]$", text, flags=re.MULTILINE), language  # logcat
        assert re.search(r"^Surname   : \[\[P\d\.sur\]\]$", text, flags=re.MULTILINE), language  # Get-ADUser
        assert re.search(r"^[12] NAME \[\[P\d\.first\]\] /\[\[P\d\.sur\]\]/$", text, flags=re.MULTILINE), language  # GEDCOM
        assert len(re.findall(r"^2 NAME \[\[P\d\.first\]\] /\[\[P\d\.sur\]\]/$", text, flags=re.MULTILINE)) == 3, language
        assert re.search(r'^From: "\[\[P\d\.fl\]\]" <sip:\w+\{\{n\}\}@example\.com>', text, flags=re.MULTILINE), language  # SIP
        assert re.search(r"^AU  - \[\[P\d\.LAST\]\], \[\[P\d\.first\]\]$", text, flags=re.MULTILINE), language  # RIS
        assert re.search(r"^  1\.1 \[\[P\d\.LAST\]\]/\[\[P\d\.FIRST\]\]   2\.1 \[\[P\d\.LAST\]\]/\[\[P\d\.FIRST\]\]$", text, flags=re.MULTILINE), language  # PNR
        assert re.search(r"^\[\[P\d\.LAST\]\], \[\[P\d\.FIRST\]\]\n", text, flags=re.MULTILINE), language  # a wristband
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # a video-call link
        assert re.search(r"^\d\. \[\[P\d\.SUR\]\] \d+ pts$", text, flags=re.MULTILINE), language  # pool standings
        assert re.search(r"^\[\[P\d\.lf\]\]: 2[-x]1 ", text, flags=re.MULTILINE), language  # an office pool, SURNAME Given
        assert re.search(r"^\[\[P\d\.LAST\]\] \w+  \d+ ", text, flags=re.MULTILINE), language  # a box score
        assert re.search(r"^Code-Review\+2 \[\[P\d\.fl\]\]$", text, flags=re.MULTILINE), language  # Gerrit
        assert re.search(r"^    [├└]── \[\[P\d\.(?:fl|init)\]\] \(", text, flags=re.MULTILINE), language  # an org chart
        assert re.search(r"^R: \[\[P\d\.fl\]\]$", text, flags=re.MULTILINE), language  # RACI
        assert len(re.findall(r"^\[\[P\d\.FULL\]\]$", text, flags=re.MULTILINE)) >= 3, language  # a commencement list
        assert re.search(r"^\[\[P\d\.first\]\] \w+ \w+ \[\[P\d\.first\]\]$", text, flags=re.MULTILINE), language  # a Secret Santa draw
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "FULL", "LAST", "FIRST", "SUR"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        three = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 3 for t in templates)
        assert three == 10, language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 2, language  # lower-case chat
        if language != "en":  # lower case keeps accents: every template writes one of its own
            assert all(re.search(r"[^\x00-\x7f]", re.sub(r"\[\[\w+\.\w+\]\]|\{\{[^{}]+\}\}", "", t)) for t in templates), language
    # a gazette in capitals: a Diário Oficial portaria
    assert any(re.search(r"^NOMEAR \[\[P\d\.FULL\]\] ", t, flags=re.MULTILINE) for t in TEMPLATES["pt"])
    assert any("CFDI" in t and 'Nombre="[[P1.FULL]]"' in t for t in TEMPLATES["es"])  # a CFDI receptor
    assert any("<RazaoSocial>[[P1.FULL]]</RazaoSocial>" in t for t in TEMPLATES["pt"])  # an NFS-e tomador
    assert re.search(r"\]\] & \[\[", "\n".join(TEMPLATES["en"]))  # joined by "&"
    assert re.search(r"\]\] and \[\[", "\n".join(TEMPLATES["en"]))  # by "and"
    assert re.search(r"\]\] y \[\[", "\n".join(TEMPLATES["es"]))  # by "y"
    assert re.search(r"\]\] e \[\[", "\n".join(TEMPLATES["pt"]))  # by "e"
    assert all(re.search(r"\]\]; \[\[", "\n".join(TEMPLATES[language])) for language in TEMPLATES)  # by ";"
    assert sum("]]'s" in t for t in TEMPLATES["en"]) >= 3  # possessives
    assert not any("]]'s" in t for t in TEMPLATES["es"] + TEMPLATES["pt"])
