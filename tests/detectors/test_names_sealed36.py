"""What the sealed36 PERSON set (quality/names_sealed36.py) holds beyond what every template-written
set owes: its tables' shapes and source (a dataset no other set reads), hard negatives of eighteen
kinds (eight new), used beside people as well as alone, every origin weighed and drawn in every
language, names where the text it is shaped as puts them, and no value that looks real. The checks
every set owes (labels, casing, forms, origins, contact data, look-alikes, the seed) run over it with
the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed36
from quality.names_sealed33 import LITERAL_TRAPS as SEALED33_LITERALS
from quality.names_sealed34 import LITERAL_TRAPS as SEALED34_LITERALS
from quality.names_sealed34 import TRAPS as SEALED34_TRAPS
from quality.names_sealed35 import LITERAL_TRAPS as SEALED35_LITERALS
from quality.names_sealed35 import TRAPS as SEALED35_TRAPS
from quality.names_sealed36 import (
    BE_SURNAMES,
    BR_PARTICLED,
    CB_PARTICLED,
    CZ_SURNAMES,
    ES_MEN,
    ES_WOMEN,
    GR_SURNAMES,
    IE_PARTICLED,
    IL_SURNAMES,
    KO_MEN,
    KO_WOMEN,
    LITERAL_TRAPS,
    LT_SURNAMES,
    MX_MEN,
    MX_WOMEN,
    NL_PARTICLED,
    ORIGINS,
    PH_PARTICLED,
    PL_SURNAMES,
    RU_SURNAMES,
    SEED,
    TEMPLATES,
    TR_MEN,
    TR_WOMEN,
    TRAPS,
    TW_MEN,
    TW_WOMEN,
    WEIGHTS,
    WORD_NAMES,
    _feminine,
    generate_sealed36,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
# The source every table cites: a public repository, not a registry package.
SOURCE_NAME = "popular-names-by-country"
REPOSITORY = "sigpwned/popular-names-by-country-dataset"
SOURCE = Path(quality.names_sealed36.__file__)
# How a table's comment names its source: the dataset's tree, its file and the country codes of its rows.
CITED = re.compile(r"# popular-names-by-country \(eb62e13\): common-(?:fore|sur)names-by-country\.csv, "
                   r"[A-Z]{2}(?:(?:, | and )[A-Z]{2})*(?: \(.+\))?$")
# The literal look-alikes sealed28 to sealed32 used (as sealed35's test lists them); sealed33's,
# sealed34's and sealed35's own are read from their modules. This set takes others, in no language
# of the earlier ones.
EARLIER_LITERALS = {
    "en": {"April", "June", "May", "Violet", "Ruby", "Jade", "Rose", "Amber", "Patience", "Grant", "Chase",
           "Hope", "Faith", "Joy", "Iris", "Daisy", "Pearl", "Crystal", "Autumn", "Dawn", "Bill", "Sterling",
           "Basil", "Ginger", "Heather", "Holly", "Honey", "Ivy", "Mercy", "Olive", "Poppy", "Robin", "Sage", "Will",
           "Charity", "Chip", "Dusty", "Fern", "Frank", "Harmony", "Hazel", "Laurel", "Lily", "Mark", "Myrtle", "Rich",
           "Art", "Brandy", "Candy", "Carol", "drew", "Gene", "Misty", "Penny", "Ray", "Sandy", "Summer", "Willow"},
    "es": {"Abril", "Violeta", "Rubí", "Perla", "Rosa", "Paciencia", "Consuelo", "Esperanza", "Reyes", "Santander",
           "Estrella", "Jazmín", "Remedios", "Rocío", "Fortuna", "Alegría", "Sol", "Soledad", "Amparo", "Mercedes",
           "Azucena", "Belén", "Blanca", "Dulce", "Lucero", "Luz", "Milagros", "Navidad", "Paz", "Pilar", "Pura",
           "Rosario", "Victoria", "Angustias", "Asunción", "Aurora", "Candelaria", "Caridad", "Celeste", "Flor",
           "Gloria", "Margarita", "Nieves", "Salud", "Trinidad",
           "alba", "Ángeles", "clemente", "Dolores", "gracia", "Inmaculada", "Libertad", "Mar", "modesto", "olvido",
           "primavera", "socorro"},
    "pt": {"Abril", "Margarida", "Rubi", "Pérola", "Rosa", "Celeste", "Paciência", "Esperança", "Vitória", "Bradesco",
           "Estrela", "Jasmim", "Dores", "Glória", "Luz", "Flor", "Socorro", "graça", "íris", "safira", "Aurora",
           "Amparo", "Aparecida", "Bela", "Branca", "Caridade", "Clara", "Conceição", "Esmeralda", "Fátima",
           "Milagres", "Neves", "Paz", "Rosário", "Assunção", "Açucena", "Cândida", "Dália", "Felicidade",
           "Hortênsia", "Lourdes", "Penha", "Piedade", "Prudência", "Serena", "Violeta",
           "amado", "clemente", "constância", "cristal", "jade", "Liberdade", "Lua", "mel", "modesto", "Prazeres",
           "primavera", "pureza"},
}
# Kinds no earlier set's look-alikes had a hole of their own for (sealed29 to sealed33's new ones as
# sealed35's test lists them, sealed34's and sealed35's read from their modules), nor the other kinds
# sealed31's description names.
NEW_KINDS = {"anatomy", "equation", "test", "sea", "moon", "weapon", "language", "probe"}
EARLIER_NEW_KINDS = {"variety", "font", "breed", "unit", "band", "dish",
                     "cocktail", "cultivar", "horse", "star", "peak", "model", "sign", "opening",
                     "algorithm", "comet", "cup", "spirit", "operation", "remedy", "role", "mascot",
                     "bridge", "genus", "element", "instrument", "glacier", "scholarship", "telescope", "currency",
                     "museum", "library", "lake", "island", "move", "method", "crater", "gem",
                     "stadium", "prize", "award", "brand", "storm", "ship", "software", "assistant", "song", "character",
                     "feast", "disease", "law", "building", "foundation", "station", "airport"}
USUAL_KINDS = {"company", "shop", "street", "hospital", "school", "town", "pet", "restaurant", "hotel", "team"}


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed36(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in MX_WOMEN + MX_MEN) >= 3  # María José, María Fernanda, Miguel Ángel
    assert {"Àlex", "Álvaro", "Júlia"} <= set(ES_MEN + ES_WOMEN)  # Catalan and Spanish accents as the dataset writes them
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "dos"}
    assert {p.split(" ")[0] for p in NL_PARTICLED} >= {"van", "de"} and "van den Berg" in NL_PARTICLED
    assert {"de la Cruz", "de los Santos"} == set(CB_PARTICLED) and "dela Cruz" in PH_PARTICLED
    assert "De Smet" in BE_SURNAMES  # a Flemish particle with its capital
    # apostrophes and Mc: O'Sullivan, McCarthy; no other apostrophe in any table
    assert sum(p.startswith("O'") for p in IE_PARTICLED) >= 8 and "McCarthy" in IE_PARTICLED
    apostrophes = [n for o in ORIGINS.values() for n in o.women + o.men + o.surnames + o.particled if "'" in n]
    assert apostrophes and all(re.match(r"O'[A-Z]", n) for n in apostrophes), apostrophes
    # hyphens: Korean and Taiwanese given names, Ben-David
    assert all("-" in n for n in KO_WOMEN + KO_MEN + TW_WOMEN + TW_MEN) and "Ben-David" in IL_SURNAMES
    # a woman's form of the surname
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Kowalska", "Wiśniewska", "Dąbrowska", "Nowak", "Wójcik", "Mazur"}
    assert {_feminine(s) for s in CZ_SURNAMES} >= {"Nováková", "Svobodová", "Novotná", "Dvořáková", "Černá",
                                                   "Procházková", "Kučerová", "Veselá", "Horáková", "Němcová"}
    assert {_feminine(s) for s in LT_SURNAMES} >= {"Kazlauskienė", "Stankevičienė", "Butkienė", "Urbonienė",
                                                   "Žukauskienė", "Paulauskienė"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Smirnova", "Ivanova", "Solovyova", "Lebedeva", "Zaytseva"}
    assert {_feminine(s) for s in GR_SURNAMES} >= {"Samara", "Papoutsi", "Kritikou", "Kontou", "Koufou"}
    for origin in ("chinese", "korean", "japanese", "taiwanese", "hungarian"):
        assert ORIGINS[origin].style == "family_first", origin
    for origin in ("czech", "polish", "lithuanian", "russian", "greek"):
        assert ORIGINS[origin].style == "slavic", origin
    assert {"Ayşe", "Şerife", "Zümra"} <= set(TR_WOMEN) and {"İsmail", "Ömer", "Miraç"} <= set(TR_MEN)
    # no surname a particle would swallow in a query string ("De", "Van", "Da")
    surnames = {s.casefold() for o in ORIGINS.values() for s in o.surnames}
    assert not surnames & quality.names_sealed36.PARTICLES
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Grace", "Willow", "Jack", "Smith", "Brown", "Mason"},
        "es": {"Luna", "Alma", "Ángel", "Flores", "Torres", "Rojas"},
        "pt": {"Margarida", "Aurora", "Pereira", "Oliveira", "Carvalho", "Rocha"},
    }
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def _tables() -> list[tuple[str, str]]:
    return re.findall(r"^([A-Z][A-Z_]+) = \(\n(.*?)^\)", SOURCE.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)


def test_each_table_says_which_file_and_country_its_names_come_from():
    tables = _tables()
    assert len(tables) >= 150
    for name, body in tables:
        lines = [line.strip() for line in body.splitlines()]
        assert CITED.match(lines[0]), (name, lines[0])
        for line in lines:
            if line.startswith("#"):
                assert CITED.match(line), (name, line)  # every comment cites the dataset, a file and countries
        names = [n for line in lines if not line.startswith("#") for n in re.findall(r'"([^"]+)"', line)]
        assert len(names) == len(set(names)) and len(names) >= 2, name
    docstring = quality.names_sealed36.__doc__
    assert REPOSITORY in docstring and "CC0-1.0" in docstring and "eb62e13" in docstring


def _named(name: str, text: str) -> bool:
    """Whether `text` names `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_source_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed36.py", "names_eval.py")]
    assert len(others) >= 20  # the glob read the other sets
    for path in others:
        text = path.read_text(encoding="utf-8")
        # no other set cites the dataset in a table's comment nor names its repository
        assert REPOSITORY not in text and "sigpwned" not in text and "# popular-names-by-country (" not in text, path.name
        assert not re.search(rf"^SEED = {SEED:_}$|^SEED = {SEED}$", text, flags=re.MULTILINE), path.name
    from quality.names_eval import SOURCES

    for other, source in SOURCES.items():
        if other != "sealed36":
            assert not _named(SOURCE_NAME, source) and "sigpwned" not in source, other
    assert _named(SOURCE_NAME, SOURCES["sealed36"]) and REPOSITORY in SOURCES["sealed36"]


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_sits_beside_people_too():
    earlier_literals = {w.casefold() for source in (EARLIER_LITERALS, SEALED33_LITERALS, SEALED34_LITERALS,
                                                    SEALED35_LITERALS)
                        for words in source.values() for w in words}
    for language, templates in TEMPLATES.items():
        assert set(TRAPS[language]) == USUAL_KINDS | NEW_KINDS, language
        earlier = EARLIER_NEW_KINDS | (set(SEALED34_TRAPS[language]) | set(SEALED35_TRAPS[language])) - USUAL_KINDS
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
        # moons and programming languages that are given names; a school and a firm named after a surname
        assert {"Miranda", "Europa"} <= set(TRAPS[language]["moon"]), language
        assert {"Ada", "Julia", "Pascal"} <= set(TRAPS[language]["language"]), language
        # words that are given names, written as ordinary words
        literals = set(LITERAL_TRAPS[language])
        assert len(literals) == 12, (language, literals)
        assert not {w.casefold() for w in literals} & earlier_literals, language  # in no earlier set's language
        assert sum(w == w.lower() for w in literals) >= 6, language
        # no literal is also a given name of the tables: the word is only ever a word here
        named = {n.casefold() for o in ORIGINS.values() for n in o.women + o.men}
        named |= {n.casefold() for w in WORD_NAMES.values() for n in w["women"] + w["men"]}
        assert not {w.casefold() for w in literals} & named, language
    assert {"Brown University", "Smith College"} <= set(TRAPS["en"]["school"])


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 50
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def _one(pattern: str, text: str, count: int = 1) -> bool:
    return len(re.findall(pattern, text, flags=re.MULTILINE)) == count


def test_names_stand_where_the_texts_it_is_shaped_as_put_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert _one(r"^FN:\[\[P1\.full\]\]\nN:\[\[P1\.sur\]\];\[\[P1\.first\]\];;;$", text), language  # a vCard
        assert _one(r"^PID\|1\|\|\{\{id\}\}\|\|\[\[P1\.LAST\]\]\^\[\[P1\.FIRST\]\]\|\|$", text), language  # HL7
        assert _one(r"^P<UTO<\[\[P1\.SUR\]\]<<\[\[P1\.FIRST\]\]<+$", text), language  # a passport MRZ
        assert _one(r"author = \{\[\[P1\.last\]\], \[\[P1\.first\]\]\}", text), language  # BibTeX
        assert _one(r'^\[White "\[\[P1\.last\]\], \[\[P1\.first\]\]"\]$', text), language  # PGN
        assert _one(r'^\[Black "\[\[P2\.lf\]\]"\]$', text), language
        assert _one(r"^\d,\{\{n\}\},\[\[P\d\.lf\]\],\d\d:\d\d$", text, 2), language  # race results CSV
        assert _one(r"^\[\[P\d\.LAST\]\], \[\[P\d\.FIRST\]\]$", text), language  # a hold slip
        assert _one(r"^\[\[P\d\.SUR\]\]( \+1)?$", text, 2), language  # a door list
        assert _one(r"^\[\[P\d\.LF\]\]$", text), language  # a pharmacy label, "SURNAME GIVEN" alone on its line
        assert _one(r"CN = \[\[P1\.fl\]\]$", text), language  # an X.509 subject
        assert _one(r"^sn: \[\[P1\.last\]\]\ngivenName: \[\[P1\.first\]\]$", text), language  # LDIF
        assert _one(r"^Co-authored-by: \[\[P1\.fl\]\] <\[\[P1\.mail\]\]>$", text), language
        assert _one(r"^ -- \[\[P1\.fl\]\] <\[\[P1\.mail\]\]>  ", text), language  # a Debian changelog
        assert _one(r'"real_name":"\[\[P\d\.fl\]\]"', text, 3), language  # a Slack export
        assert _one(r'\{name = "\[\[P\d\.fl\]\]"', text, 3), language  # pyproject authors
        assert _one(r"^\[\{\{date\}\}, \d\d:\d\d\] \[\[P\d\.first\]\]: ", text, 3), language  # WhatsApp
        assert _one(r"\[\[P\d\.init\]\];", text), language  # a lost-and-found log
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # a signup link
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "full", "fl", "first", "last",
                 "FULL", "LAST", "FIRST", "SUR", "LF"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        people = [len(set(re.findall(r"\[\[(P\d)\.", t))) for t in templates]
        assert (people.count(1), people.count(2), people.count(3)) == (14, 16, 10), language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 5, language  # lower-case Discord, Reddit, WhatsApp, Twitch, SMS
        if language != "en":  # lower case keeps accents: every template writes an accented letter of its own
            for template in templates:
                own = re.sub(r"\[\[\w+\.\w+\]\]|\{\{[^{}]+\}\}", "", template)
                assert any(c.isalpha() and ord(c) > 127 for c in own), (language, template)
    assert re.search(r"\]\] & \[\[", "\n".join(TEMPLATES["en"]))  # joined by "&"
    assert re.search(r"\]\] and \[\[", "\n".join(TEMPLATES["en"]))  # by "and"
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
    phones = {"en": r"\(385\) 555-01\d\d", "es": r"\+34 600 000 \d{3}", "pt": r"\+55 27 90000-\d{4}"}
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
    assert values["PHONE_NUMBER"] >= 100 and values["EMAIL_ADDRESS"] >= 150, values
