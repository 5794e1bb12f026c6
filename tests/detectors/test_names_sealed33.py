"""What the sealed33 PERSON set (quality/names_sealed33.py) holds beyond what every template-written
set owes: its tables' shapes and source (a package no other set reads), hard negatives of eighteen
kinds (eight new), used beside people as well as alone, every origin weighed and drawn in every
language, names where the text it is shaped as puts them, and no value that looks real. The checks
every set owes (labels, casing, forms, origins, contact data, look-alikes, the seed) run over it
with the others in test_names_set_shapes.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import quality.names_sealed33
from quality.names_sealed33 import (
    AB_PARTICLED,
    BR_PARTICLED,
    CL_WOMEN,
    CO_MEN,
    CZ_SURNAMES,
    EG_SURNAMES,
    ES_MEN,
    ES_PARTICLED,
    ES_WOMEN,
    FR_MEN,
    GB_WOMEN,
    GR_SURNAMES,
    GU_SURNAMES,
    IE_PARTICLED,
    IL_SURNAMES,
    IT_PARTICLED,
    KO_MEN,
    KO_WOMEN,
    LITERAL_TRAPS,
    MIDDLES,
    NL_PARTICLED,
    ORIGINS,
    PH_PARTICLED,
    PH_WOMEN,
    PL_SURNAMES,
    QC_SURNAMES,
    QC_WOMEN,
    RU_SURNAMES,
    SEED,
    TEMPLATES,
    TRAPS,
    VI_SURNAMES,
    WEIGHTS,
    WORD_NAMES,
    ZA_PARTICLED,
    _feminine,
    generate_sealed33,
)
from tests.support.name_labels import has_person

PER_TEMPLATE = 4
# (registry, package and version) of every package the tables cite.
PACKAGES = (("PyPI", "seedfaker 0.4.0a1"),)
SOURCE = Path(quality.names_sealed33.__file__)
# The literal look-alikes sealed28 to sealed32 used; this set takes others.
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
# sealed32's bridge, genus, element, instrument, glacier, scholarship, telescope and currency).
NEW_KINDS = {"museum", "library", "lake", "island", "move", "method", "crater", "gem"}
EARLIER_NEW_KINDS = {"variety", "font", "breed", "unit", "band", "dish",
                     "cocktail", "cultivar", "horse", "star", "peak", "model", "sign", "opening",
                     "algorithm", "comet", "cup", "spirit", "operation", "remedy", "role", "mascot",
                     "bridge", "genus", "element", "instrument", "glacier", "scholarship", "telescope", "currency"}
USUAL_KINDS = {"company", "shop", "street", "hospital", "school", "town", "pet", "restaurant", "hotel", "team"}


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed33(PER_TEMPLATE)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert sum(" " in n for n in ES_WOMEN) >= 3 and sum(" " in n for n in ES_MEN) >= 3  # compound given names
    assert "María José" in CL_WOMEN and sum(n.startswith("Juan ") for n in CO_MEN) >= 2
    assert sum(" " in n for n in PH_WOMEN) >= 2  # Mary Grace, Mary Jane
    assert {p.split(" ")[0] for p in ES_PARTICLED} >= {"de", "del"}
    assert any(p.startswith("de los ") for p in ES_PARTICLED)
    assert {p.split(" ")[0] for p in PH_PARTICLED} >= {"dela", "delos", "de"}
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de"}
    assert {"de Jesus", "dos Santos", "do Nascimento"} <= set(AB_PARTICLED)  # devotional surnames
    assert {p.split(" ")[0] for p in NL_PARTICLED} >= {"van", "de"} and any(p.startswith("van der ") for p in NL_PARTICLED)
    assert {p.split(" ")[0] for p in ZA_PARTICLED} >= {"van", "du", "de"}  # Afrikaans
    assert {"D'Amico", "Del Vecchio"} <= set(IT_PARTICLED)  # an Italian particle written with its capital
    # apostrophes and Mc: O'Sullivan, McNamara, D'Amico
    assert sum(p.startswith("O'") for p in IE_PARTICLED) >= 5 and sum(p.startswith("Mc") for p in IE_PARTICLED) >= 3
    apostrophes = [n for o in ORIGINS.values() for n in o.women + o.men + o.surnames + o.particled if "'" in n]
    assert apostrophes and all(re.match(r"[OD]'[A-Z]", n) for n in apostrophes), apostrophes
    # hyphens: Isla-Rose, Jean-Luc, Marie-Ève, St-Pierre, Ha-yoon, Al-Juhani, El-Sayed, Ben-David
    assert sum("-" in n for n in GB_WOMEN) >= 2 and sum("-" in n for n in FR_MEN) >= 2
    assert sum("-" in n for n in QC_WOMEN) >= 2 and "St-Pierre" in QC_SURNAMES
    assert all("-" in n for n in KO_WOMEN + KO_MEN)  # written Hayoon three times in ten
    assert sum(s.startswith("Al-") for s in GU_SURNAMES) >= 5 and sum(s.startswith("Al ") for s in GU_SURNAMES) >= 3
    assert sum(s.startswith(("El-", "Abdel-")) for s in EG_SURNAMES) >= 5
    assert sum(s.startswith(("Ben-", "Bar-")) for s in IL_SURNAMES) >= 3
    # a woman's form of the surname
    assert {_feminine(s) for s in PL_SURNAMES} >= {"Kamińska", "Czarnecka", "Zawadzka", "Krawczyk"}
    assert {_feminine(s) for s in CZ_SURNAMES} >= {"Svobodová", "Procházková", "Němcová", "Sedláčková", "Šťastná", "Doležalová"}
    assert {_feminine(s) for s in RU_SURNAMES} >= {"Pavlova", "Zaitseva", "Voronina"}
    assert {_feminine(s) for s in GR_SURNAMES} >= {"Papadopoulou", "Nikolaidou", "Papadaki", "Makri", "Tsoukala", "Vlachou"}
    for origin in ("chinese", "korean", "japanese", "vietnamese", "hungarian"):
        assert ORIGINS[origin].style == "family_first", origin
    assert "Thị" in MIDDLES["vietnamese"]["women"] and "Văn" in MIDDLES["vietnamese"]["men"]
    assert {"Nguyễn", "Trần", "Đặng"} <= set(VI_SURNAMES)  # diacritics put back
    # no surname a particle would swallow in a query string ("Du", "Do", "Van", "De")
    surnames = {s.casefold() for o in ORIGINS.values() for s in o.surnames}
    assert not surnames & quality.names_sealed33.PARTICLES
    # word-names: given names and surnames that are words of the language
    required = {
        "en": {"Blessing", "River", "Hunter", "Young", "Stone", "Cross", "Page"},
        "es": {"Soledad", "Amparo", "Salvador", "Blanco", "Rubio", "Bravo", "Pastor"},
        "pt": {"Graça", "Flor", "Salvador", "Rocha", "Pinto", "Neves", "Madeira"},
    }
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language


def _tables() -> list[tuple[str, str]]:
    return re.findall(r"^([A-Z][A-Z_]+) = \(\n(.*?)^\)", SOURCE.read_text(encoding="utf-8"), flags=re.MULTILINE | re.DOTALL)


def test_each_table_says_which_package_its_names_come_from():
    tables = _tables()
    cited = tuple(f"# {package}: " for _, package in PACKAGES)
    assert len(tables) >= 140
    for name, body in tables:
        lines = [line.strip() for line in body.splitlines()]
        assert lines[0].startswith(cited), name
        # a comment cites a package, or goes on with the one above it
        for above, line in zip(lines, lines[1:]):
            if line.startswith("#") and not line.startswith(cited):
                assert above.startswith("#"), (name, line)
        names = [n for line in lines if not line.startswith("#") for n in re.findall(r'"([^"]+)"', line)]
        assert len(names) == len(set(names)) and len(names) >= 3, name
        # each comment names the package's locale(s) its names come from
        assert all(re.search(r'"[a-z]{2}(?:-[a-z]{2})?"', line) for line in lines if line.startswith("#")), name
    docstring = quality.names_sealed33.__doc__
    for registry, package in PACKAGES:
        assert f"{registry} {package}" in docstring, package


def _named(name: str, text: str) -> bool:
    """Whether `text` names the package `name` as a word of its own."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_no_other_set_reads_its_packages_or_its_seed():
    others = [p for p in SOURCE.parent.glob("names_*.py") if p.name not in ("names_sealed33.py", "names_eval.py")]
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
        if other != "sealed33":
            named = [p for _, p in PACKAGES if _named(p.split(" ")[0], source)]
            assert not named, (other, named)
    assert all(_named(p.split(" ")[0], SOURCES["sealed33"]) for _, p in PACKAGES)


def test_no_person_templates_are_hard_negatives_of_many_kinds_and_every_kind_sits_beside_people_too():
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
        # the new kinds named after people, a person's whole name inside some of them
        for kind in ("museum", "library", "island"):
            assert any(re.search(r"[A-Z]\w+ [A-Z]\w+", v) for v in TRAPS[language][kind]), (language, kind)
        assert all(v == v.lower() for v in TRAPS[language]["gem"]), language  # alexandrite, morganite: common nouns
        # words that are given names, written as ordinary words
        literals = set(LITERAL_TRAPS[language])
        assert len(literals) == 12, (language, literals)
        assert not literals & EARLIER_LITERALS[language], language
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


def test_names_stand_where_the_texts_it_is_shaped_as_put_them():
    for language, templates in TEMPLATES.items():
        text = "\n".join(templates)
        assert re.search(r"^/apps/\w+/ +\[\[P\d\.mail\]\]$", text, flags=re.MULTILINE), language  # CODEOWNERS
        assert re.search(r"^   \{\{n\}\}\t\[\[P\d\.fl\]\] <\[\[P\d\.mail\]\]>$", text, flags=re.MULTILINE), language  # git shortlog -sne
        assert len(re.findall(r"^   \{\{n\}\}\t\[\[P\d\.fl\]\] <\[\[P\d\.mail\]\]>$", text, flags=re.MULTILINE)) == 4, language
        assert re.search(r"^   \{\{n\}\}\t\[\[P\d\.fl\]\]$", text, flags=re.MULTILINE), language  # git shortlog -sn
        assert re.search(r"^              owner-name: \[\[P\d\.full\]\]$", text, flags=re.MULTILINE), language  # kubectl
        assert re.search(r"^\[\[P\d\.FULL\]\]\n", text, flags=re.MULTILINE), language  # a wall label
        assert re.search(r"^\w+: \[\[P\d\.LAST\]\], \[\[P\d\.FIRST\]\]$", text, flags=re.MULTILINE), language  # CN22
        assert re.search(r"\?(?:name|nombre|nome)=\[\[P\d\.url\]\]&", text), language  # an e-ticket link
        assert re.search(r"^\w+: \[\[P\d\.lf\]\]$", text, flags=re.MULTILINE), language  # a licence, SURNAME Given
        assert re.search(r"^\w+: \[\[P\d\.sur\]\]$", text, flags=re.MULTILINE), language  # a permit's surname field
        assert re.search(r"^\w+ \d  \[\[P\d\.LF\]\]  \{\{team\}\}  TSS ", text, flags=re.MULTILINE), language  # a protocol
        assert len(re.findall(r"^\d  \[\[P\d\.LF\]\]  \{\{team\}\}$", text, flags=re.MULTILINE)) == 3, language  # starting order
        assert re.search(r"^\[\[P\d\.LAST\]\] \(1\) \w+\. \[\[P\d\.LAST\]\] \d-\d \d-\d$", text, flags=re.MULTILINE), language  # a draw
        assert re.search(r"^\d\.?º? ?\w  \[\[P\d\.LAST\]\]$|^\d\w  \[\[P\d\.LAST\]\]$|^\d\d  \[\[P\d\.LAST\]\]$", text, flags=re.MULTILINE), language  # intercom
        assert len(re.findall(r"^\[\[P\d\.SUR\]\]$", text, flags=re.MULTILINE)) == 3, language  # mailbox labels
        assert re.search(r'\{\\?"fullName\\?":\\?"\[\[P\d\.full\]\]\\?"\}', text.replace('\\"', '"')), language  # Trello
        assert re.search(r"^Registrant Name: \[\[P\d\.full\]\]$", text, flags=re.MULTILINE), language  # WHOIS
        assert re.search(r"^Registrant Name: REDACTED FOR PRIVACY$", text, flags=re.MULTILINE), language
        assert re.search(r"^\[\[P\d\.fl\]\] requested changes on #\{\{n\}\}$", text, flags=re.MULTILINE), language  # a PR review
        assert re.search(r"^@\[\[P\d\.first\]\] ", text, flags=re.MULTILINE), language  # a mention
        assert re.search(r"^\w+: \[\[P\d\.init\]\]; \[\[P\d\.init\]\]$", text, flags=re.MULTILINE), language  # a committee
        holes = {"t", "tt", "dr", "lf", "sur", "init", "url", "mail", "full", "fl", "first", "last",
                 "FULL", "LAST", "FIRST", "SUR", "LF"}
        holes |= {"o"} if language != "en" else set()
        for hole in holes:
            assert f".{hole}]]" in text, (language, hole)
        three = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 3 for t in templates)
        assert three == 10, language
        one = sum(len(set(re.findall(r"\[\[(P\d)\.", t))) == 1 for t in templates)
        assert one == 14, language
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


def test_no_value_looks_real(corpus):
    """Phones only in the reserved ranges, mail and links only at example domains, no other run of
    seven digits or more, no look-alike or literal inside a name."""
    phones = {"en": r"\(907\) 555-01\d\d", "es": r"\+34 600 000 \d{3}", "pt": r"\+55 71 90000-\d{4}"}
    for m in corpus:
        for run in re.finditer(r"[+(]?\d[\d ()+\-./]*\d", m.text):
            if sum(c.isdigit() for c in run.group()) >= 7:
                assert re.fullmatch(phones[m.language], run.group()), (run.group(), m.text)
        for mail in re.findall(r"[\w.+-]+@[\w.-]+\w", m.text):
            assert re.search(r"@example\.(?:com|org|net)$", mail, flags=re.IGNORECASE), m.text
        for host in re.findall(r"https?://([\w.-]+)", m.text):
            assert re.search(r"(?:^|\.)example\.(?:com|org|net)$", host, flags=re.IGNORECASE), m.text
        for domain in re.findall(r"^Domain Name: (\S+)$", m.text, flags=re.MULTILINE | re.IGNORECASE):
            assert domain.casefold().endswith(".example"), m.text  # a reserved top-level domain
        for trap in m.traps:
            assert not any(n.start < trap.end and trap.start < n.end for n in m.names), m.text
    values = Counter(v.kind for m in corpus for v in m.values)
    assert values["PHONE_NUMBER"] >= 100 and values["EMAIL_ADDRESS"] >= 300, values
