"""Things that bear a person's name, told by the words around them: a shop by its owner's
possessive, a disease, an airport a flight lands at, a drink a bottle holds, software by its build,
a ship by its cabin, a firm by the professionals at it or the one who works there, a trade by its
shifts, a print, a smart speaker's assistant. Each is a span the finders may take for a person and
screening.not_a_person refuses ("Carl's Jr.", "mal de Parkinson", "a bottle of Evan Williams",
"cabin on the USS Gerald R. Ford", "Lorena from Davis Polk").
"""

from __future__ import annotations

import regex

from recognizers.names.casing import casing
from recognizers.names.lists import (
    LANGUAGE,
    TITLES,
    common_first_name,
    common_words,
    first_name,
    fold,
    listed_name,
    name_ranks,
    stop_words,
    surname,
    word_of_the_language,
)
from recognizers.names.places import a_town_or_land
from recognizers.names.schema import typed_as_a_thing
from recognizers.names.text import WORD, as_written, sentence_start
from recognizers.names.words import (
    GREETINGS,
    LABEL_WORDS,
    MONTH_NAMES,
    ROLE_NOUNS,
    SAINT_WORDS,
    TITLE_WORDS,
    WEEKDAYS,
    WEEKDAYS_SHORT,
    bare,
)


def a_lookalike(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] names one of the things above, by the words before or after it."""
    words = WORD.findall(text, start, end)
    one_word, last = len(words) == 1, bare(words[-1]) if words else ""
    return bool(
        _shop_by_its_owner(text, start, end)
        # "doença de Chagas", "mal de Parkinson", "Crohn's disease", "related to Crohn's"
        or _DISEASE_BEFORE.search(text, max(0, start - 30), start) or _DISEASE_AFTER.match(text, end)
        or (one_word and fold(text[start:end]) in _EPONYMOUS_CONDITIONS and _POSSESSIVE_AT.match(text, end)
            and not _TITLE_BEFORE.search(text, max(0, start - 8), start))
        # "We land at Louis Armstrong New Orleans", "FLT 595 to …": an airport
        or _LANDING_BEFORE.search(text, max(0, start - 30), start)
        # "Louis Armstrong International", "Jorge Chávez Internacional": an airport, or a firm
        or _INTERNATIONAL_AFTER.match(text, end)
        # "a bottle of Evan Williams", "y otra de tequila Don Julio"
        or _DRINK_BEFORE.search(text, max(0, start - 40), start)
        # "o build do Ruby quebrou", "la integración con Alexa"
        or _SOFTWARE_BEFORE.search(text, max(0, start - 30), start)
        # "no Almirante Barroso, cabine 484", "cabin on the USS Gerald R. Ford"
        or _CABIN_AFTER.match(text, end) or _SHIP_BEFORE.search(text, max(0, start - 40), start)
        # "Bank of America", "Universidad de Chile", "Museu do Ipiranga": an institution named after a place
        or _an_institution_of(text, start)
        or _VESSEL_KIND_BEFORE.search(text, max(0, start - 30), start)
        # "our attorneys at Davis Polk", "looping in Lorena from Davis Polk", "Analista, Andrade Gutierrez"
        or _FIRM_OF_BEFORE.search(text, max(0, start - 30), start) or (_workplace_of_someone(text, start) and not (
            # "Trucha del embalse Ramos Mexía, de Mireille Michaud": after a comma and "de", a whole name
            # opening with a word the lists rank higher as a first name than as a surname, no town, is
            # whose the thing is, no firm ("Casimiro Salinas, de Zara", "Yonas, do Machado Meyer")
            len(words) > 1 and _more_a_first_name(words[0]) and _AUTHOR_OF_BEFORE.search(text, max(0, start - 8), start)
            and not a_town_or_land(text[start:end])))
        # "hiring: Baker, Porter and Mason shifts", "Daisy print bed covers"
        or (one_word and _KIND_OF_THING_AFTER.match(text, end))
        # "Device: Jamie speaker", "caixa de som com a Bia", "wake word 'Erica'"
        or (one_word and (_SPEAKER_AFTER.match(text, end) or _ASSISTANT_BEFORE.search(text, max(0, start - 40), start)))
        # "Sofía, el bot del banco", "handed off by Ava, our virtual agent": a bot told by its apposition
        or (one_word and _BOT_AFTER.match(text, end))
        # 'bot "Aura de Movistar" replied', "Bia do Bradesco": a bot quoted after its kind, a bank's or a
        # shop's assistant by its maker
        or (one_word and (_BOT_QUOTED_BEFORE.search(text, max(0, start - 16), start) or _a_branded_assistant(text, start, end)))
        # "a Forrest Gump poster", "un póster de La Celestina", "the Tilly Morgan subscription": a
        # character on a print, a product one subscribes to ("la suscripción de Ana Gil" is hers)
        or _PRINT_OF_BEFORE.search(text, max(0, start - 16), start) or _BOOK_CLUB_AFTER.match(text, end)
        # "a Jack Russell puppy", "Gordon Setter", "Granny Smith apples", "Caesar salad", "Gill Sans Bold", "Austin FC",
        # 'font = "Garamond"', "mango Tommy Atkins", "the Franz Ferdinand tribute night": a breed, a fruit's
        # variety, a dish, a typeface or a band named after someone, by its kind
        or _KIND_AFTER.match(text, end) or last in _KINDS_LAST
        # "Barnard's Star", "Murphy's sign", "the Petrov Defence", "the Okafor connector": a star, a clinical
        # sign, a chess line, a cultivar or a product named after someone, by its kind
        or _EPONYM_KIND_AFTER.match(text, end)
        # "Mount Everest", "Pico Bolívar", "Cerro Fitz Roy": a peak, its word opening the span
        or (not one_word and bare(words[0]) in _PEAK_WORDS)
        # "estrela de Barnard", "maniobra de Heimlich"; not "agente estrella: hola Pilar", "a escala da Ana"
        or _DESCRIBED_BY_BEFORE.search(text, max(0, start - 20), start)
        # "código Morse", "triple Axel", "Fosbury flop", "Pilates": a code, a sport's move or a method
        # known by whoever made it, by its kind's word or alone; "Habitación doble Lucía Ferrer" is a guest
        or (one_word and _an_eponymous_thing(text, start, end))
        # "del río Grijalva", "o rio Teles Pires": a river, its word in lower case before the name or opening
        # the span in a message cased as usual ("José del Río" is a surname's, capitalised)
        or ((_RIVER_BEFORE.search(as_written(text), max(0, start - 6), start)
             or (not one_word and bare(words[0]) == "rio" and as_written(text)[start:start + len(words[0])].islower()))
            and casing(as_written(text)) == "as usual")
        # "RIO SANTA MARIA", "río Hudson": in Spanish and Portuguese a span the river's word opens, whatever its
        # casing, unless a particle makes it a surname's ("DEL RÍO", "João do Rio") or a first name follows
        # ("Rio León Mireles")
        or (not one_word and bare(words[0]) == "rio" and LANGUAGE.get() in ("es", "pt")
            and not _PARTICLE_BEFORE.search(text, max(0, start - 5), start)
            and not (first_name(words[1]) and bare(words[1]) not in SAINT_WORDS))
        # "Darwin's finch", "Humboldt penguin", "pinzón de Darwin": a species named after whom described
        # it, by its wild animal's word; "Maria's horse", "el caballo de Faisal" are theirs
        or (one_word and (_SPECIES_AFTER.match(text, end) or _SPECIES_BEFORE.search(text, max(0, start - 24), start)))
        # "filtro de Kalman", "distancia de Levenshtein": a surname alone after an algorithm's or a remedy's "de"
        or (one_word and not common_first_name(words[0]) and _AUTHORED_BY_BEFORE.search(text, max(0, start - 20), start))
        # "nombre = sonda Galileo", "VIO LA SONDA HUYGENS": a spacecraft or a firearm, its kind's word in the span
        or (not one_word and any(bare(word) in _CRAFT_WORDS for word in words))
        # "the Turing test", "a Rorschach test": a test by whom devised it, a surname alone ("Ana test
        # results" are hers)
        or (one_word and not common_first_name(words[0]) and _TEST_AFTER.match(text, end))
        # "Europa over Nelson" under "Sky tonight", "la sonda pasó junto a Calisto": a moon, where the
        # message speaks of the sky or of space
        or (one_word and (fold(words[0]) in _MOONS_ALONE or (
            fold(words[0]) in _MOONS and bool(_THE_SKY.search(text) or _SPACE.search(text)))))
        # 'dog collar engraved "Ziggy"', 'chapa "Copito"': a pet's name on its tag; "Run 4: Maggie", "Baia 5:
        # Fred": a pet's kennel
        or (one_word and (_PET_TAG_BEFORE.search(text, max(0, start - 40), start) is not None
                          or _KENNEL_BEFORE.search(text, max(0, start - 20), start) is not None))
        # "[ ] Presente", "[x] Regalo": a form's box to tick, its option a word
        or (one_word and _TICK_BOX_BEFORE.search(text, max(0, start - 6), start) is not None
            and word_of_the_language(fold(words[0])))
        # 'language = "Julia"', "ported from Haskell", "the new Wolfram toolchain": a programming language
        or (one_word and fold(words[0]) in _PROGRAMMING_LANGUAGES and _a_language_in_use(text, start, end))
        # "cluster Pico Cristóbal Colón", "Mount Everest" where the span left the peak's word out
        or _a_peak_before(text, start)
        # "why a racehorse is called Red Rum", "el caballo de Wilmer se llama Frankel": an animal's name
        or _ANIMAL_CALLED_BEFORE.search(text, max(0, start - 80), start)
        # "la defensa Alekhine", "a abertura Ruy López"; "la defensa (Rubén Sanz)" is a lawyer
        or _CHESS_LINE_BEFORE.search(text, max(0, start - 16), start)
        or _KIND_BEFORE.search(text, max(0, start - 24), start) or _kind_before_its_first_word(text, start)
        # "Copa Jules Rimet", "vacina Salk", "Operation Marita": a cup, a vaccine, an operation by its word before
        or _NAMED_THING_BEFORE.search(text, max(0, start - 24), start)
        # "watching Comet Hale-Bopp", "after Hurricane Andrew", "la Fundación Rafael del Pino": a thing's
        # proper name, its kind's word capitalised before the name mid-sentence
        or _beside_a_capitalised_kind(text, start, end)
        # 'sang "Lola" at the bar', 'cantó "Gloria" en la boda': a song's or a play's title, quoted after its performance
        or (_PERFORMED_BEFORE.search(text, max(0, start - 16), start) and _CLOSING_QUOTE_AT.match(text, end))
        # "Arroz Jasmim 1 kg", "Panela Melissa 5 L": goods, by the quantity their name goes on with
        or _QUANTITY_AFTER.match(text, end)
        # "Add Jack Russell and Gordon Setter to the breed list", "Adiciona Jack Russell e Dobermann à
        # lista de raças": what is added to a list of breeds
        or _TO_A_BREED_LIST.match(text, end)
        # "under Sarbanes-Oxley": an act named after its sponsors
        or fold(text[start:end]) in _ACTS
        # "310 Newton metres", "a 5 kelvin": a unit named after someone, after its quantity
        or (one_word and last in _UNITS and _QUANTITY_BEFORE.search(text, max(0, start - 8), start))
        # "a Lei Rouanet", "la ley Sinde", "la ley de Murphy": a law named after someone
        or _LAW_BEFORE.search(text, max(0, start - 16), start)
        or (not one_word and _a_law_by_its_word(words))
        # "Megan's Law", "Ohm's law": a law named after someone
        or (one_word and bare(text[start:end]) in ("law", "ley", "lei")
            and _POSSESSIVE_BEFORE.search(text, max(0, start - 4), start))
        or (_PRINT_AFTER.match(text, end) and _AN_ARTICLE_BEFORE.search(text, max(0, start - 24), start))
        # "the Jenkins update fixed it": software by its update; "The Gideon Marsh ferry": a boat by its kind
        or ((_UPDATE_AFTER.match(text, end) or _VESSEL_AFTER.match(text, end))
            and THE_BEFORE.search(text, max(0, start - 5), start))
        # "DEST Okonjo International", "Delgado Regional": an airport whose last word the span took;
        # "Flatiron Building", "Rockefeller Center": a building, a building's word no surname; "Davis Cup": a cup
        or (not one_word and last in ("international", "internacional", "regional", "building", "center", "centre",
                                      "suites", "towers", "heights", "ridge", "cup", "trophy"))
        # "the ceremony at Ellsworth Hall": a hall or a tower one is at
        or (not one_word and last in _HALLS
            and _AT_BEFORE.search(text, max(0, start - 8), start))
        # "sinistro de Parkinson", "Hodgkin lymphoma": a condition by its eponym alone
        or (one_word and fold(text[start:end]) in _EPONYMOUS_CONDITIONS
            and (_OF_BEFORE.search(text, max(0, start - 4), start) or _LYMPHOMA_AFTER.match(text, end)
                 or _ABOUT_BEFORE.search(text, max(0, start - 12), start))
            and not _TITLE_BEFORE.search(text, max(0, start - 8), start))
        # "anticorpos para Alzheimer", "Exclui Guillain-Barré": a condition whose eponym is rarely anyone's
        # name, alone or after a word that opens no name ("Ana Crohn" is someone)
        or (last in _CONDITIONS_ALONE and (one_word or (len(words) == 2 and not first_name(words[0])))
            and not _TITLE_BEFORE.search(text, max(0, start - 8), start))
        # "foto de Andrómeda", "Coma Berenices was right above us", "leem o céu por Órion": a constellation
        or _a_constellation(text, start, end, words)
        # {"@type":"Organization","name":"Harley-Davidson"}: what a linked-data object types as a thing
        or typed_as_a_thing(text, start, end)
        # "your booking on the Lady Ellen": a boat; no one is "the Lady" so
        or (_A_BOAT_OPENS.match(text, start, end) and THE_BEFORE.search(text, max(0, start - 5), start)))


# Constellations named after figures of myth, alone no one's name: a first name's too at most at the
# lists' far end ("Andromeda", "Draco"). Those that are a name as often ("Orion", "Hercules", "Lyra")
# only where the message speaks of the sky; "Berenice" only as the Coma Berenices.
_CONSTELLATIONS = frozenset("andromeda cassiopeia casiopea perseus perseo perseu cepheus cefeo cefeu "
                            "pegasus pegaso cygnus draco ophiuchus ofiuco centaurus centauro".split())
_CONSTELLATIONS_IN_THE_SKY = frozenset("orion hercules lyra lira".split())
_BERENICE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:coma|cabellera[ \u00a0]+de|cabeleira[ \u00a0]+de)[ \u00a0]+\Z")
_THE_SKY = regex.compile(
    r"(?<![\p{L}])(?i:sky|skies|stars|constellations?|planetarium|telescopes?|galax(?:y|ies)|nebulae?|cielo|"
    r"estrellas|constelaci[óo]n(?:es)?|planetario|telescopios?|galaxias?|c[ée]u|estrelas|constela[çc][ãa]o|"
    r"constela[çc][õo]es|planet[áa]rio|telesc[óo]pios?|gal[áa]xias?)(?![\p{L}])")


def _a_constellation(text: str, start: int, end: int, words: list[str]) -> bool:
    folded = [fold(w) for w in words]
    if folded in (["coma", "berenices"], ["cabellera", "de", "berenice"], ["cabeleira", "de", "berenice"]):
        return True
    if len(folded) > 1 and folded[-1] in _CONSTELLATIONS and all(
            w in common_words() or w in stop_words() or (w.endswith("s") and w[:-1] in common_words())
            for w in folded[:-1]):
        return True  # "Leyendas de Casiopea": a show's title, no one in it
    if len(folded) != 1 or _TITLE_BEFORE.search(text, max(0, start - 8), start):
        return False
    return folded[0] in _CONSTELLATIONS or (
        folded[0] in ("berenice", "berenices") and bool(_BERENICE_BEFORE.search(text, max(0, start - 16), start))) or (
        folded[0] in _CONSTELLATIONS_IN_THE_SKY and bool(_THE_SKY.search(text)))


# The words of a spacecraft's or a firearm's kind, which no name holds.
_CRAFT_WORDS = frozenset("sonda sondas probe spacecraft rover orbiter telescopio telescope satelite satellite "
                         "revolver rifle fusil fuzil pistola pistol carabina escopeta ametralladora metralhadora".split())
# Moons named after figures of myth: alone no one's name, a first name's too at most at the lists' far
# end ("Io", "Ganymede", "Europa"); those that are a name as often ("Calisto", "Miranda", "Rhea") only
# where the message speaks of the sky or of space.
_MOONS_ALONE = frozenset("io ganymede ganimedes callisto europa oberon titania umbriel triton enceladus encelado "
                         "hyperion hiperion iapetus japeto".split())
_MOONS = frozenset("calisto miranda ariel titan phoebe febe rhea dione tethys tetis mimas juno charon caronte".split())
# Words of space flight and astronomy: a moon's name among them is the moon's. Not "luna" nor "lua",
# first names too ("RHEA'S DOG LUNA").
_SPACE = regex.compile(
    r"(?<![\p{L}])(?i:probe|probes|spacecraft|orbit|orbiter|moons?|planets?|jupiter|saturn|uranus|neptune|"
    r"astronomy|sonda|sondas|nave[ \u00a0]+espacial|[óo]rbita|planetas?|j[úu]piter|saturno|urano|"
    r"netuno|neptuno|astronom[íi]a)(?![\p{L}])")
# A pet's tag or collar and the word engraved on it, then the quoted name.
_PET_TAG_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:collar|coleira|correa|lead|leash|tag|chapa|chapita|placa|plaquinha|plaquita|medalla|"
    r"medalha)(?:[ \u00a0]+[\p{L}]+){0,3}?[ \u00a0]*[:,]?[ \u00a0]*[\"“«'‘]\Z")
# A kennel's or a stable's numbered run, pen or bay, a line's key ("Run 4:", "Baia 5:", "Recinto 4:").
_KENNEL_BEFORE = regex.compile(
    r"(?m)^[ \t]*(?i:run|kennel|pen|baia|canil|recinto|jaula|cage)[ \t]*\d{1,3}[ \t]*:[ \t]*\Z")
# A box to tick before its option.
_TICK_BOX_BEFORE = regex.compile(r"\[[ xX✓✔]?\][ \t]*\Z")
# Programming languages named after people, a first name's or a surname's too.
_PROGRAMMING_LANGUAGES = frozenset("julia pascal ada haskell wolfram eiffel erlang curry godel".split())
_LANGUAGE_KEY_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:language|lang|lenguaje|linguagem|idioma|runtime)[\"']?[ \u00a0]*[=:][ \u00a0]*[\"']?\Z")
_PORTED_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:ported|port|porting|portado|portada|portar|written|escrito|escrita|bindings|enlaces|"
    r"rewritten|reescrito)[ \u00a0]+(?i:from|to|in|into|for|a|al|para|desde|de|en|em|do|da|del)[ \u00a0]+\Z")
_LANGUAGE_USE_AFTER = regex.compile(
    r"[ \u00a0]+(?i:toolchain|compiler|bindings|runtime|package|packages|library|codebase|kernel)(?![\p{L}])")


def _a_language_in_use(text: str, start: int, end: int) -> bool:
    return bool(_LANGUAGE_KEY_BEFORE.search(text, max(0, start - 16), start)
                or _PORTED_BEFORE.search(text, max(0, start - 16), start) or _LANGUAGE_USE_AFTER.match(text, end))


def _a_peak_before(text: str, start: int) -> bool:
    before = _ABBREVIATED_WORD_BEFORE.search(text, max(0, start - 10), start)
    return bool(before) and bare(before.group("word")) in _PEAK_WORDS


def _kind_before_its_first_word(text: str, start: int) -> bool:
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    return bool(before) and fold(before.group("word")) not in stop_words() \
        and bool(_KIND_BEFORE.search(text, max(0, before.start() - 24), before.start()))


def _a_law_by_its_word(words: list[str]) -> bool:
    """A Spanish law or decree by its word and its name ("Ley Celaá", "Decreto Sinde"). Portuguese
    "Lei Rouanet" is left alone: "Lei" is a Chinese first name too, before surnames the lists rank
    anywhere ("Lei Wang", "lei luo", "Lei Ouyang")."""
    return bare(words[0]) in ("ley", "decreto")


def _shop_by_its_owner(text: str, start: int, end: int) -> bool:
    """Whether one word and its possessive name a shop: "Jr." after it, a seller's word before it, a
    shop's kind after it ("Miss Ruth's Laundromat"), or alone between a statement line's date and its
    amount."""
    possessive = _POSSESSIVE_AT.match(text, end)
    if len(WORD.findall(text, start, end)) != 1 or not possessive:
        return False
    after = possessive.end()
    return bool(JUNIOR_AFTER.match(text, after) or _SELLER_BEFORE.search(text, max(0, start - 16), start)
                or _SHOP_AFTER.match(text, after)
                or (_STATEMENT_DATE_BEFORE.search(text, max(0, start - 16), start) and _AMOUNT_AFTER.match(text, after)))


_SHOP_AFTER = regex.compile(r"[ \u00a0]+(?i:laundromat|laundry|bakery|diner|deli|pizzeria|café|cafe|grill|pub|salon|"
                            r"barbershop|boutique|bistro|tavern|kitchen|candles|thrift|crafts|sweets|treats|antiques|"
                            r"closet|bookshop|bookstore|florist)(?![\p{L}])")
_POSSESSIVE_AT = regex.compile(r"['’][sS](?![\p{L}])")
JUNIOR_AFTER = regex.compile(r"[ \u00a0]+(?i:jr)\.?(?![\p{L}])")
_SELLER_BEFORE = regex.compile(r"(?<![\p{L}])(?i:seller|merchant|vendor|store|shop)[ \u00a0]+\Z")
_STATEMENT_DATE_BEFORE = regex.compile(r"(?:^|\n)[ \t]*(?:\p{L}{3}[ \u00a0]+\d{1,2}|\d{1,2}/\d{1,2})[ \u00a0]{2,}\Z")
_AMOUNT_AFTER = regex.compile(r"[ \u00a0]{2,}[+\-−]?[$€£R]")
# A disease or a syndrome named after whom described it.
_DISEASE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:doen[çc]a|mal|enfermedad|s[íi]ndrome|syndrome|sindrome|dolen[çc]a)[ \u00a0]+(?i:de|of)[ \u00a0]+\Z")
_DISEASE_AFTER = regex.compile(r"(?:['’][sS])?[ \u00a0]+(?i:disease|syndrome)(?![\p{L}])")
# Conditions named after whom described them, which their possessive alone names ("related to Crohn's",
# "with Asperger's involved").
# "Ms. Parkinson's order" is hers: a title before says a person.
_EPONYMOUS_CONDITIONS = frozenset("crohn asperger alzheimer parkinson hodgkin tourette raynaud meniere sjogren chagas "
                                   "addison cushing huntington".split())
_CONDITIONS_ALONE = frozenset("crohn asperger alzheimer hodgkin tourette raynaud meniere sjogren guillain-barre "
                               "creutzfeldt-jakob".split())
_TITLE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:mr|mrs|ms|mx|dr|miss|prof)\.?[ \u00a0]+\Z")
_PRINT_OF_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:(?i:p[óô]ster|poster|cartel|cartaz|e-book|ebook|"
    # a character's merchandise and a game's drawing of it ("la figura de Mafalda", "o boneco do Zé
    # Carioca", "the sprite of Dora"); "la figura de Ana" would be a sculpture of her, rare in support
    r"figura|figurita|mu[ñn]eco|mu[ñn]eca|peluche|boneco|boneca|pel[úu]cia|sprite|sprites|disfraz|fantasia|taza|caneca)"
    r"[ \u00a0]+(?i:de|do|da|del|of)"
    # a book club's book ("clube do livro Iracema"; "el club de lectura de Marta" is hers)
    r"|(?i:clube do livro|club de lectura|club del libro))"
    # an article or a character's title before the name ("un póster de La Celestina", "Dom Casmurro")
    r"(?:[ \u00a0]+(?i:la|el|a|o|dom|don|dona|doña|sir|lady))?[ \u00a0]+\Z")
_PRINT_AFTER = regex.compile(r"[ \u00a0]+(?i:poster|posters|subscription|e-book|ebook|costume|doll|figurine|figure|dye|"
                             r"sprite|sprites|plush|plushie|mug|lunchbox)(?![\p{L}])")
_VESSEL_AFTER = regex.compile(r"[ \u00a0]+(?i:(?:dinner|river|sunset|night|harbour|harbor)[ \u00a0]+cruise|ferry|ship|boat|yacht|"
                              r"liner|barge|cruise|cruiser|tanker|freighter|steamer|schooner|sailboat|catamaran|tugboat|"
                              r"vessel)(?![\p{L}])")
# A vessel's kind before its name, as Spanish and Portuguese write it ("navio: lancha Dona Lindu",
# "el buque Blas de Lezo", "no petroleiro João Cândido"), or its field's label ("Vessel: MSC Isabella",
# "Buque: el Juan Sebastián de Elcano").
_VESSEL_KIND_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:navio|lancha|balsa|petroleiro|rebocador|buque|crucero|cruzeiro|barco|ferri|velero|veleiro|"
    r"iate|yate|cargueiro|carguero|transatl[áâ]ntico|remolcador|vessel|embarcaci[óo]n|embarca[çc][ãa]o)"
    r"(?:[ \u00a0]*:)?[ \u00a0]+(?:(?i:el|la|o|a|the)[ \u00a0]+)?(?:(?i:msc|uss|hms|rms|mv|ms|nrp|ara|bap)[ \u00a0]+)?"
    r"(?:(?i:dona|doña|dom|don|santa|santo|são|san|queen|king|princess|prince|rainha|rei|reina|rey|"
    r"princesa|pr[íi]ncipe)[ \u00a0]+)?\Z")
def _an_institution_of(text: str, start: int) -> bool:
    """Whether an institution's word and "of" stand right before the span, the word capitalised as
    a name's is: "Bank of America", "Universidad de Chile"; "el banco de Ana Gil" is hers."""
    match = _INSTITUTION_OF_BEFORE.search(text, max(0, start - 24), start)
    if not match:
        return False
    word = as_written(text)[match.start():match.start() + 1]
    return word.isupper() and not as_written(text)[match.start():match.end()].isupper()


_INSTITUTION_OF_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:bank|banco|banca|university|universidad|universidade|museum|museo|museu|republic|rep[úu]blica|"
    r"commonwealth|kingdom|reino|church|iglesia|igreja|"
    # a town or a county as a party ("v. County of Madison", "x Município de Teófilo Otoni")
    r"county|condado|munic[íi]pio|prefeitura|ayuntamiento|city|town)[ \u00a0]+(?i:of|de|do|da|del|dos)[ \u00a0]+"
    r"(?:(?i:the|la|el|o|a)[ \u00a0]+)?\Z")
# After "the": software by its update, a band by its show, a cartoon by its crew ("the Jethro Tull show",
# "with the Charlie Brown crew"); an integration is a thing's with "the" or without (_EPONYM_KIND_AFTER).
_UPDATE_AFTER = regex.compile(r"[ \u00a0]+(?i:update|upgrade|plugin|build|show|crew)(?![\p{L}])")
# A place one is at or in by its last word ("at Lenox Hill", "in Wrigley Field"); "Hill", "Field"
# are surnames elsewhere.
_HALLS = frozenset("hall tower house building centre center theatre theater pavilion auditorium field hill park "
                   "stadium arena garden gardens".split())
_AT_BEFORE = regex.compile(r"(?<![\p{L}])(?i:at|in)(?:[ \u00a0]+(?i:the))?[ \u00a0]+\Z")
_KIND_AFTER = regex.compile(
    # after the rest of a hyphenated name the span left out too ("a Müller-Thurgau cider")
    r"(?:-\p{L}+)?[ \u00a0]+(?i:terriers?|spaniels?|setters?|retrievers?|hounds?|collies?|puppy|puppies|apples?|cider|"
    r"salads?|pie|tart|pudding|sauce|pizza|kit|mangoes|mangos|avocados?|typeface|font|tribute|"
    # a garment named after someone ("a Wellington boot", "a Chesterfield coat")
    r"boots?|coats?)(?![\p{L}])")
# A kind's word or a typeface's weight that a finder took in as the name's last ("Gordon Setter",
# "Garamond Bold").
# Not "kit": Cantonese given names end so ("Xue Chun Kit").
_KINDS_LAST = frozenset("terrier spaniel setter retriever hound collie bold italic oblique regular bot defence defense "
                        "gambit fc afc knot hitch reaction effect boot".split())
# Kinds of things that take a discoverer's, a describer's or a breeder's name, after it and perhaps
# its possessive. Never a bare verb after a name ("Ana signs"): each is a noun of a thing.
_EPONYM_KIND_AFTER = regex.compile(
    # after a possessive only where the word is also a verb or a person's thing ("Barnard's Star",
    # "Murphy's sign", "Ruy Lopez's opening"; "have Ana Gil sign here" is hers to sign)
    r"['’][sS][ \u00a0]+(?i:star|sign|opening|variation|procedure)(?![\p{L}])"
    # a body's part after whom described it ("Broca's area", "Adam's apple", "the Achilles tendon")
    r"|['’][sS][ \u00a0]+(?i:area|apple)(?![\p{L}])|[ \u00a0]+(?i:tendon|heel)(?![\p{L}])"
    r"|(?:['’][sS])?[ \u00a0]+(?i:comet|crater|maneuver|manoeuvre|reflex|defen[cs]e|gambit|countergambit|"
    # an algorithm, a cup or a prize, a remedy ("Kalman filter", "Dijkstra's algorithm", "Walker Cup",
    # "Hugo Award", "Sabin vaccine", "Ringer's lactate"; not "solution" nor "drops": "Ana's solution worked")
    r"filters?|transforms?|distance|coding|algorithm|vaccine|lactate|iodine|"
    # a sport's move named after whoever first made it ("Fosbury flop", "Yurchenko vault", "Panenka penalty")
    r"flop|vault|penalty|"
    # a chemical reaction, an effect, a principle, a scale, a knot or a theorem named after whom
    # described it ("Grignard reaction", "the Mandela effect", "Richter scale", "Prusik knot")
    r"(?:stopper|loop|bend)[ \u00a0]+knot|reactions?|rearrangement|effect|principle|paradox|scale|knot|hitch|"
    r"bend|theorem|lemma|equations?|conjecture|constant|"
    # a cipher, a doctrine, a strait or a passage named after whom made, stated or charted it ("Vigenère
    # cipher", "the Truman Doctrine", "Cook Strait", "the Drake Passage"), a sea ("the Ross Sea")
    r"cipher|doctrine|strait|passage|sea|"
    # a spacecraft or a telescope ("the Galileo probe", "Hubble telescope"), a firearm or a knife by its
    # maker ("a Colt revolver", "Bowie knife")
    r"probe|spacecraft|orbiter|lander|rover|telescope|revolver|rifle|pistol|carbine|shotgun|knife|"
    # a lab's dish, a counter, a glacier ("Petri dish", "Geiger counter", "Perito Moreno glacier")
    r"dish|dishes|counter|glacier)(?![\p{L}])"
    # a cup or a prize where its word is written as a name's part ("Walker Cup"; "María Lopez cup of tea")
    r"|[ \u00a0]+(?:Cup|CUP|Trophy|TROPHY|Award|AWARD|Prize|PRIZE)(?![\p{L}])"
    # without a possessive: "Gertrude Jekyll cultivar", "the Okafor connector"; no word that follows a person
    # as often ("send Maria roses", "John Smith lab results", "Odile Keller chat transcript", "demo")
    r"|[ \u00a0]+(?i:cultivars?|rosebush|clematis|orchids?|connector|integration|cover[ \u00a0]+band|"
    r"tribute[ \u00a0]+band)(?![\p{L}])")
def _an_eponymous_thing(text: str, start: int, end: int) -> bool:
    word = fold(text[start:end])
    if word in _EPONYMOUS_ALONE:
        return True
    return word in _EPONYMOUS_THINGS and bool(
        _EPONYM_KIND_BEFORE.search(text, max(0, start - 16), start) or _EPONYM_KIND_AFTER_ONE.match(text, end))


# Codes, sports' moves and methods called by whoever made them, a name's word too ("Morse", "Axel",
# "Suzuki"); and those no one is called ("Pilates", "Braille", "Kumon", "Montessori").
_EPONYMOUS_THINGS = frozenset(
    "morse axel salchow lutz rittberger yurchenko tsukahara biellmann fosbury cruyff panenka suzuki".split())
_EPONYMOUS_ALONE = frozenset("pilates braille kumon montessori".split())
_EPONYM_KIND_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:c[óo]digo|code|salto|jump|triple|triplo|doble|duplo|double|quad|quadruple|cu[áa]druple|"
    r"qu[áa]druplo|giro|turn|m[ée]todo|method)[ \u00a0]+(?:(?i:de|of|à|a[ \u00a0]+lo)[ \u00a0]+)?\Z")
_EPONYM_KIND_AFTER_ONE = regex.compile(
    r"[ \u00a0]+(?i:code|jump|vault|flop|turn|spin|penalty|method|kick)(?![\p{L}])")
# The words a peak's name opens with.
# Not "Monte" nor "Torre": surnames and first names too ("TORRE GARCÍA, ANA", "Monte Simon").
_PEAK_WORDS = frozenset("mount mt pico cerro nevado volcan".split())
_TEST_AFTER = regex.compile(r"[ \u00a0]+(?i:test|tests)(?![\p{L}])")
# The word right before a span, perhaps abbreviated ("Mt. Everest").
_ABBREVIATED_WORD_BEFORE = regex.compile(r"(?<![\p{L}])(?P<word>\p{L}+)\.?[ \u00a0]+\Z")
# An animal, then what it is called, within its clause.
_ANIMAL_CALLED_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:horse|racehorse|pony|dog|puppy|cat|kitten|parrot|caballo|yegua|potro|perro|perrito|gato|gatito|"
    r"loro|cavalo|égua|egua|cachorro|cachorrinho|gatinho|papagaio)(?![\p{L}])"
    # within its clause: "my dog is called Max and my son is called Leo Ibe" names Leo Ibe
    r"(?:(?![ \u00a0](?i:and|y|e|but|pero|mas)[ \u00a0])[^.!?\n,;]){0,40}?[ \u00a0]"
    r"(?i:is called|is named|was called|was named|se llama|se llamaba|se chama|se chamava|llamad[oa]|chamad[oa]|"
    r"called|named)(?:[ \u00a0]+(?i:literally|literalmente))?[ \u00a0]+\Z")
_CHESS_LINE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:defensa|defesa|apertura|abertura|gambito|variante)[ \u00a0]+\Z")
# What is named after whoever discovered or described it, "of" them: a star, a comet, a manoeuvre, a
# scale, an operation, a clinical sign ("estrella de Barnard", "maniobra de Heimlich", "escala de Apgar",
# "cirurgia de Whipple", "sinal de Murphy"), a penalty in someone's manner ("pênalti à Panenka"). Only
# "de": Portuguese "da"/"do" before a name is whose ("a escala da Ana" is her shift); "the star Ana Gil"
# is a person.
_DESCRIBED_BY_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:estrella|estrela|cometa|comet|maniobra|manobra|escala|cirug[íi]a|cirurgia|operaci[óo]n|"
    r"opera[çc][ãa]o|signo|sinal|reflejo|reflexo|"
    # a chemical reaction, an effect, a principle, a theorem ("reacción de Grignard", "efeito de Doppler")
    r"reacci[óo]n|rea[çc][ãa]o|efecto|efeito|principio|princ[íi]pio|paradoja|paradoxo|teorema|"
    r"ecuaci[óo]n|equa[çc][ãa]o|conjetura|conjectura|constante|"
    # a cipher, a doctrine, a strait or a passage ("cifrado de Vernam", "cifra de César", "la doctrina de
    # Monroe", "estrecho de Magallanes", "Strait of Magellan", "passagem de Drake")
    r"cifrado|cifra|cipher|doctrina|doutrina|doctrine|estrecho|estreito|straits?|pasaje|passagem|passage|"
    # a sea, a gulf, a bay or a cape after whom charted it ("el mar de Ross", "the Sea of Grau", "golfo de
    # Penas")
    r"mar|sea|golfo|gulf|bah[íi]a|ba[íi]a|bay|cabo|cape|glaciar|glacier|"
    # a test, a body's part or equations after whom described them ("prueba de Romberg", "teste de
    # Bechdel", "área de Broca", "islotes de Langerhans", "las ecuaciones de Maxwell")
    r"prueba|teste|test|[áa]rea|islotes|ilhotas|trompas?|ecuaciones|equa[çc][õo]es|pomo|nuez|tend[óo]n|tend[ãa]o|"
    r"tal[óo]n|calcanhar|"
    # a lab's dish after whom devised it ("placa de Petri")
    r"placa)"
    r"[ \u00a0]+(?i:de|of)[ \u00a0]+(?:(?i:the)[ \u00a0]+)?\Z"
    # a penalty taken in someone's manner ("pênalti à Panenka", "penalti a lo Panenka")
    r"|(?<![\p{L}])(?i:p[êe]nalti|penal|penalty|penalti)[ \u00a0]+(?i:à|a[ \u00a0]+lo|a[ \u00a0]+la)[ \u00a0]+\Z")
# Wild animals' words, which a species named after whom described it takes: after the name in
# English, perhaps after its possessive ("Darwin's finch", "Humboldt penguin"); not the animals people
# keep, whose owners' names stand so ("Jun's horse", "el caballo de Nour"), nor a word that is a verb
# too ("Ana seals it", "Ana bats"); before it and "de" in Spanish and Portuguese ("gacela de Thomson", "pinguim-de-humboldt").
_SPECIES = (
    r"finch(?:es)?|gazelles?|jays?|swans?|penguins?|zebras?|warblers?|gulls?|petrels?|shearwaters?|terns?|"
    r"plovers?|thrush(?:es)?|wrens?|sparrows?|owls?|eagles?|hawks?|falcons?|kestrels?|pheasants?|"
    r"hummingbirds?|storks?|herons?|lemurs?|monkeys?|macaques?|"
    r"gibbons?|dolphins?|porpoises?|whales?|sea[ \u00a0]+lions?|"
    r"frogs?|toads?|salamanders?|newts?|skinks?|vipers?|rattlesnakes?|deer|antelopes?|"
    r"duikers?|dik-diks?|oryx|ibex|wildebeest|shrews?|voles?|squirrels?|mongooses?|hyrax|"
    r"tapirs?|rhinos?|wallab(?:y|ies)|kangaroos?|possums?|butterfl(?:y|ies)|moths?|beetles?|"
    r"orchids?|lil(?:y|ies)|bream|cichlids?|tetras?|sharks?")
_SPECIES_AFTER = regex.compile(rf"(?:['’][sS])?[ \u00a0]+(?i:{_SPECIES})(?![\p{{L}}])")
_SPECIES_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:pinz[óo]n|gacela|gazela|arrendajo|gaio|ping[üu]ino|pinguim|cisne|cebra|zebra|"
    r"macaco|lemur|lémur|delf[íi]n|golfinho|ballena|baleia|foca|"
    r"rana|rã|sapo|salamandra|b[úu]ho|coruja|[áa]guila|[áa]guia|halc[óo]n|falc[ãa]o|gaviota|gaivota|"
    r"petrel|pardela|charr[áa]n|trinta-r[ée]is|chorlito|tarambola|zorzal|sabi[áa]|gorri[óo]n|pardal|"
    r"colibr[íi]|beija-flor|garza|gar[çc]a|cig[üu]e[ñn]a|cegonha|"
    r"ciervo|cervo|veado|venado|ant[íi]lope|murci[ée]lago|morcego|ardilla|esquilo|v[íi]bora|"
    r"tibur[óo]n|tubar[ãa]o|mariposa|borboleta|orqu[íi]dea|pino|pinheiro|"
    r"palmera|palmeira|trucha|truta|ciclido|c[íi]clido)[ \u00a0\-]+(?i:de|do|da)[ \u00a0\-]+\Z")
_PARTICLE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:de|del|do|da|dos|das)[ \u00a0]+\Z")
# A river's word, written in lower case before its name.
_RIVER_BEFORE = regex.compile(r"(?<![\p{L}])(?:río|rio)[ \u00a0]+\Z")
# An algorithm or a remedy "of" its author, a surname alone ("filtro de Kalman", "distancia de
# Levenshtein", "lactato de Ringer"); "el algoritmo de Ana Gil" is hers.
_AUTHORED_BY_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:codificaci[óo]n|codifica[çc][ãa]o|distancia|dist[âa]ncia|filtro|transformada|algoritmo|"
    r"lactato)[ \u00a0]+(?i:de)[ \u00a0]+\Z")
# A cup, a prize, a remedy, an opera, a military operation or a comet, by its kind's word right before
# the name ("Copa Jules Rimet", "Prêmio Jabuti", "vacuna Salk", "la ópera Tosca", "Operation Marita",
# "Comet Encke"); without "de", which makes the name whose ("la copa de Ana" is her glass).
_NAMED_THING_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:copa|ta[çc]a|trofeo|trof[ée]u|trophy|premio|pr[êe]mio|vacuna|vacina|vaccine|[óo]pera|"
    r"operation|operaci[óo]n|opera[çc][ãa]o|comet|cometa|"
    # a crater or a method ("cráter Copérnico", "método Paulo Freire")
    r"cr[áa]ter|crater|cratera|m[ée]todo|method|"
    # an effect, a scale, a knot without "de" ("efecto Doppler", "escala Richter", "nudo Prusik", "nó Prusik")
    r"efecto|efeito|escala|nudo|nó|teorema|"
    # a cipher or a doctrine without "de" ("cifrado Playfair", "la doctrina Betancourt", "a doutrina Drago")
    r"cifrado|doctrina|doutrina|"
    # a spacecraft or a telescope ("la sonda Galileo", "the probe Huygens", "o telescópio Hubble")
    r"sonda|probe|spacecraft|nave|rover|orbiter|telescopio|telesc[óo]pio|telescope|sat[ée]lite|satellite|"
    # a firearm or a knife by its maker ("revólver Colt", "fusil Mauser", "faca Bowie")
    r"rev[óo]lver|rifle|fusil|fuzil|pistola|pistol|carabina|escopeta|ametralladora|metralhadora|cuchillo|faca|"
    r"navaja|knife|"
    # a counter, a glacier ("contador Geiger", "glaciar Perito Moreno", "geleira Perito Moreno")
    r"contador|glaciar|geleira|glacier|"
    # a scholarship by whom it honours ("bolsa Anísio Teixeira", "beca Carolina")
    r"bolsa|beca|scholarship|fellowship)(?:[ \u00a0]+(?i:perito))?[ \u00a0]+\Z")
_PERFORMED_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:sang|sings|sing|singing|performed|performs|covered|cant[óo]|canta|cantaron|cantou|cantaram|"
    r"interpret[óo]|interpretou|toc[óo]|tocou)[ \u00a0]+[\"“«‘]\Z")
_CLOSING_QUOTE_AT = regex.compile(r"[\"”»’]")
_KIND_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:breed|raza|raça|raca|font|fonts|load_font|typeface|tipografía|tipografia|mango|"
    r"manga|manzana|maçã|maca|aguacate|abacate|palta|avocado|pera|pear|uva|grape|sidra|ensalada|salada|pizza|"
    r"tribute[ \u00a0]+to|"
    r"tributo[ \u00a0]+(?:a|ao)|concierto[ \u00a0]+de|show[ \u00a0]+d[oae]|"
    # a tea or an oil by its flower ("Té de Jazmín", "chá de Jasmim")
    r"t[ée][ \u00a0]+de|ch[áa][ \u00a0]+de|tea|"
    # a racehorse, a cultivar ("the racehorse Nijinsky", "roseira Graham Thomas"; "el caballo de Wilmer"
    # is his)
    r"racehorse|rosal|roseira|cultivar|variedad|variedade|"
    # a costume's character ("Costume theme: Sherlock Holmes", "Disfraces de Mortadelo", "Fantasia de
    # Dona Benta"), a band's covers ("versiones de Amaral", "covers de Van Halen")
    r"costume|costume[ \u00a0]+theme|disfraz|disfraces|fantasia|fantasía|covers?|versiones|versões|versoes)"
    r"(?:[ \u00a0]+(?i:de|do|da))?[ \u00a0]*[=:(]?[ \u00a0]*[\"'“]?\Z")
# The word before a span, no function word: the kind's word may stand before it ("manzana Granny Smith",
# the span "Smith"; "tea with Odile Keller" is hers).
_WORD_BEFORE = regex.compile(r"(?<![\p{L}])(?P<word>\p{L}[\p{L}'’\-]*)[ \u00a0]+\Z")
_UNITS = frozenset("kelvin newton newtons pascal pascals joule joules watt watts ampere amperes volt volts ohm ohms "
                   "hertz celsius fahrenheit tesla teslas coulomb coulombs gauss".split())
_TO_A_BREED_LIST = regex.compile(
    r"(?:(?:[ \u00a0]*(?:,|(?i:and|e|y)))?[ \u00a0]+\p{L}[\p{L}\-]*){0,5}[ \u00a0]+"
    r"(?i:to[ \u00a0]+the[ \u00a0]+(?:[\p{L}\-]+[ \u00a0]+)?breed[ \u00a0]+list|"
    r"[àa][ \u00a0]+lista[ \u00a0]+de[ \u00a0]+ra[çc]as|a[ \u00a0]+la[ \u00a0]+lista[ \u00a0]+de[ \u00a0]+razas)")
# Acts named after their sponsors, as their readers cite them.
_ACTS = frozenset("sarbanes-oxley dodd-frank glass-steagall taft-hartley hatch-waxman gramm-leach-bliley "
                  "smoot-hawley".split())
_QUANTITY_AFTER = regex.compile(r"[ \u00a0]+\d+(?:[.,]\d+)?[ \u00a0]?(?i:kg|g|mg|ml|l|lt|oz|lb|lbs|cm|mm)(?![\p{L}\d])")
_QUANTITY_BEFORE = regex.compile(r"\d[ \u00a0]*\Z")
_BOOK_CLUB_AFTER = regex.compile(r"[ \u00a0]+(?i:book|reading)[ \u00a0]+(?i:club|group)(?![\p{L}])")
_POSSESSIVE_BEFORE = regex.compile(r"['’][sS][ \u00a0]+\Z")
# An article, perhaps before the first word of a character's name the span left out ("the Hello Kitty mug").
_AN_ARTICLE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:a|an|the)[ \u00a0]+(?:\p{L}+[ \u00a0]+)?\Z")
_OF_BEFORE = regex.compile(r"(?<![\p{L}])(?i:de|of)[ \u00a0]+\Z")
# A law's or a theorem's word before its eponym ("a lei Rouanet", "la ley de Murphy"); not an
# in-law ("my brother-in-law Ana Gil").
_LAW_BEFORE = regex.compile(r"(?<![\p{L}\-])(?i:lei|ley|law|decreto|decree|teorema|theorem)"
                            r"(?:[ \u00a0]+(?i:de|do|da|del))?[ \u00a0]+\Z")
# What a leaflet or a podcast is about ("a podcast about Parkinson", "el folleto sobre Alzheimer").
_ABOUT_BEFORE = regex.compile(r"(?<![\p{L}])(?i:about|on|sobre|acerca[ \u00a0]+de)[ \u00a0]+\Z")
_LYMPHOMA_AFTER = regex.compile(r"[ \u00a0]+(?i:lymphoma|linfoma|disease|syndrome)(?![\p{L}])")
_INTERNATIONAL_AFTER = regex.compile(r"[ \u00a0]+(?i:international|internacional|intl\.?)(?![\p{L}])")
# Where a flight lands or goes: an airport or a town follows.
_LANDING_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:land at|landing at|we land in|fly into|flying into|flight to|flights to|flt[ \u00a0]*\d+[ \u00a0]+to|"
    r"aterrizamos en|aterrizo en|pousamos em|pousamos no|vuelo[ \u00a0]+\d+[ \u00a0]+a|voo[ \u00a0]+\d+[ \u00a0]+para)"
    r"(?:[ \u00a0]+(?i:the|el|o))?[ \u00a0]+\Z")
# A bottle's or a can's contents, the drink's kind perhaps named ("a bottle of Johnnie Walker and one
# of Evan Williams", "una botella de ron Barceló y otra de tequila Don Julio", "outra de vinho Don Guerino").
_DRINK_KINDS = (r"rum|ron|tequila|mezcal|vino|vinho|wine|cava|champagne|champ[aá]n|champanhe|cacha[çc]a|whisky|whiskey|"
                r"u[íi]sque|bourbon|gin|vodka|cerveza|cerveja|beer|sidra|cider|licor|liqueur|brandy|cognac|co[ñn]ac|pisco")
_DRINK_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:(?i:bottles?|botellas?|garrafas?|cans?|latas?|cases?|cajas?|caixas?|glass|copa|ta[çc]a|"
    # a tasting of a drink ("Cata de Rob Roy", "Degustação de Margarita")
    r"cata|degustaci[óo]n|degusta[çc][ãa]o|tasting)[ \u00a0]+"
    r"(?i:of|de)|(?i:and one of|one of|y otra de|e outra de|y otro de|e outro de))[ \u00a0]+"
    r"(?:(?i:" + _DRINK_KINDS + r")[ \u00a0]+)?(?:(?i:don|dom|seu|captain|capit[aá]n)[ \u00a0]+)?\Z")
_CABIN_AFTER = regex.compile(r"[ \u00a0]*,?[ \u00a0]+(?i:cabin|cabine|camarote|berth)[ \u00a0]+\d")
# Software by its build, or what an integration is with ("o build do Ruby", "la integración con Alexa");
# "Integração de Giovanna Zanatta" is her onboarding.
_SOFTWARE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:(?i:build|builds|deploy|plugin|plug-in|compilación|compilacion|compilação|compilacao|"
    # an update of software, after its article ("la actualización de Julia lo rompió", "a atualização do
    # Jenkins"; "Última actualización de T. Quiroga" is whose last update it was)
    r"(?<=(?<![\p{L}])(?:la|a)[ \u00a0]+)(?:actualización|actualizacion|atualização|atualizacao)|"
    # an engine software falls back to ("usando o motor do Jenkins", "se usa el motor de Cassandra")
    r"motor|engine)[ \u00a0]+(?i:de|do|da|del|of)|"
    r"(?i:integra[çc][ãa]o|integraci[óo]n|integration)[ \u00a0]+(?i:with|com|con)|"
    # a system's or a robot's name ("pelo sistema Otto", 'sistema="robô Heitor"', "o ERP Clara")
    r"(?i:sistema|system|rob[ôo]|robot|erp|crm))"
    r"(?:[ \u00a0]+(?i:a|o|la|el|the))?[ \u00a0]+\Z")
# A ship by the cabin or the cruise on it, or by its prefix ("USS", "HMS").
_SHIP_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:(?i:cabins?|camarotes?|cabines?|berths?|sailing|cruise|crucero|cruzeiro)[ \u00a0]+"
    r"(?i:on|aboard|en|no|na|in|del|do|da)[ \u00a0]+|(?i:crucero|cruzeiro|cruise|sailing)[^\n()]{0,24}\()"
    r"(?:(?i:the|el|la|o|a)[ \u00a0]+)?(?:(?i:uss|usns|hms|rms|ms|mv|nrp|ara|bap)[ \u00a0]+)?"
    # the ship's first words ("Sarmiento de" of "Sarmiento de Gamboa")
    r"(?:\p{Lu}[\p{L}'’\-]*[ \u00a0]+(?:(?i:de|del|da|do)[ \u00a0]+)?){0,2}\Z"
    r"|(?<![\p{L}])(?:USS|USNS|HMS|RMS|uss|usns|hms|rms)[ \u00a0]+\Z"
    # a vessel's kind before its name ("el ferry Martín i Soler", "na balsa Anita Garibaldi", "o rebocador
    # Marcílio Dias"), or a title after "the" that names a boat, not a person ("the Lady Ellen", "the Miss
    # Beverly")
    r"|(?<![\p{L}])(?i:ferry|ferries|ferryboat|balsa|barco|buque|navio|navío|velero|veleiro|catamar[áa]n|catamar[ãa]|"
    r"rebocador|remolcador|tug|tugboat|yacht|yate|iate|schooner|goleta|escuna|steamer|pesquero|pesqueiro|trawler)[ \u00a0]+"
    r"(?:(?i:dona|doña|don|dom|lady|miss|santa|são|san)[ \u00a0]+)?\Z"
    r"|(?<![\p{L}])(?i:the)[ \u00a0]+(?i:lady|miss|mv|ms)[ \u00a0]+\Z")


_AUTHOR_OF_BEFORE = regex.compile(r",[ \u00a0]*(?i:de|by|por)[ \u00a0]+\Z")


def _more_a_first_name(word: str) -> bool:
    ranks = name_ranks(word, first=True)
    return bool(ranks and ranks[0] > 0 and (ranks[1] == 0 or ranks[0] < ranks[1]))


def _workplace_of_someone(text: str, start: int) -> bool:
    """Whether text[start:] names where someone works: after a first name or a surname and "from"
    ("Lorena from Davis Polk"), after one, a comma and "of" ("incluí Yonas, do Machado Meyer",
    "Casimiro Salinas, de Zara"), or after a job's title and a comma on a signature's line
    ("Analista, Andrade Gutierrez")."""
    opening = _OF_OPENING.match(text, start)
    at = opening.end() if opening else start  # "incluí Yonas, do Machado Meyer": the span may hold the "of"
    before = _FROM_AFTER_A_NAME.search(text, max(0, start - 40), at)
    if before and (first_name(before.group("name")) or surname(before.group("name"))) \
            and fold(before.group("name")) not in stop_words() \
            and fold(before.group("name")) not in _PAYMENT_APPS:
        return True
    title = _TITLE_LINE_BEFORE.search(text, max(0, start - 40), start)
    return bool(title) and all(bare(w) in LABEL_WORDS for w in WORD.findall(title.group("title")))


# A first name, then "from" or a comma and "of": where its bearer works follows.
_FROM_AFTER_A_NAME = regex.compile(
    r"(?<![\p{L}])(?P<name>\p{L}[\p{L}'’\-]+)"
    r"(?:[ \u00a0]+(?i:from)|[ \u00a0]*,[ \u00a0]*(?i:de|do|da|del)(?:[ \u00a0]+(?i:la|el|o|a))?)[ \u00a0]+\Z")
# Professionals, then the firm they work at ("our attorneys at", "nuestros abogados de").
_FIRM_OF_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:attorneys|lawyers|solicitors|accountants|auditors|abogados|abogadas|advogados|advogadas|"
    r"contadores|contables|contadoras|auditores|consultores)[ \u00a0]+(?i:at|from|of|de|del|do|da)"
    r"(?:[ \u00a0]+(?i:the|la|el|o|a))?[ \u00a0]+\Z"
    # a firm's offices named after its founder ("the Law Offices of Benjamin Crowe", "Bufete de")
    r"|(?<![\p{L}])(?i:law[ \u00a0]+offices?[ \u00a0]+of|(?:at|in)[ \u00a0]+the[ \u00a0]+offices[ \u00a0]+of|bufete|"
    r"despacho[ \u00a0]+de[ \u00a0]+abogados|"
    r"escrit[óo]rio[ \u00a0]+de[ \u00a0]+advocacia)[ \u00a0]+\Z"
    # a sponsor or a funder ("scoreboard sponsored by Merrill Lynch", "patrocinado por Osborne", "Sponsor:
    # Dell", "patrocínio: Odebrecht", "Financiado por Roca"): a firm backs a notice; a person who does is
    # named with a title or thanked, not sponsoring
    r"|(?<![\p{L}])(?i:sponsored[ \u00a0]+by|funded[ \u00a0]+by|patrocinad[oa]s?[ \u00a0]+por|"
    r"patrocinad[oa]s?[ \u00a0]+pel[oa]|financiad[oa]s?[ \u00a0]+por|financiad[oa]s?[ \u00a0]+pel[oa]|"
    r"sponsors?[ \u00a0]*:|patrocinio[ \u00a0]*:|patroc[íi]nio[ \u00a0]*:|patrocina[ \u00a0]*:?|patroc[íi]nio)"
    r"(?:[ \u00a0]+(?i:the|la|el|o|a))?[ \u00a0]*\Z")
# Payment apps the lists hold as first names ("ZELLE FROM TADASHI OGAWA" names who paid).
_PAYMENT_APPS = frozenset("zelle venmo pix bizum ted wire ach paypal".split())
_OF_OPENING = regex.compile(r"(?i:de|do|da|del)[ \u00a0]+")
# A signature's job title, a comma, then the employer ("Analyst, Procter & Gamble").
_TITLE_LINE_BEFORE = regex.compile(r"(?:^|\n)[ \t]*(?P<title>\p{L}+(?:[ \u00a0]+\p{L}+)?)[ \u00a0]*,[ \u00a0]*\Z")
# A smart speaker's assistant, by the device's word after it or the speaker or the wake word before.
_SPEAKER_AFTER = regex.compile(r"[ \u00a0]+(?i:speaker|smart speaker|echo dot)(?![\p{L}])")
_ASSISTANT_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:(?:caixa[ \u00a0]+de[ \u00a0]+som|altavoz|alto-falante|speaker)[ \u00a0]+(?:com|con|with)"
    r"(?:[ \u00a0]+(?:a|o|la|el))?|wake[ \u00a0]+word|palabra[ \u00a0]+de[ \u00a0]+activaci[óo]n|"
    r"palavra[ \u00a0]+de[ \u00a0]+ativa[çc][ãa]o)[ \u00a0]*[\"'“”«‘’]?\Z")
# A bot's apposition after its name ("Sofía, el bot del banco", "Ava, our virtual agent", "LOLA, LA
# ASISTENTE VIRTUAL", "Amelia the chatbot", "lola, la asistente del banco").
_BOT_AFTER = regex.compile(
    r"(?:[ \u00a0]*,[ \u00a0]*(?:(?i:the|our|your|el|la|nuestro|nuestra|su|o|a|nosso|nossa|seu|sua)[ \u00a0]+)?"
    r"|[ \u00a0]+(?i:the|el|la|o|a)[ \u00a0]+)"
    r"(?i:bot|chatbot|virtual[ \u00a0]+(?:assistant|agent)|asistente[ \u00a0]+virtual|assistente[ \u00a0]+virtual|"
    r"agente[ \u00a0]+virtual|voice[ \u00a0]+assistant|"
    r"(?:asistente|assistente)[ \u00a0]+(?:del|do|da)[ \u00a0]+(?:banco|app|aplicativo|aplicación|aplicacion))(?![\p{L}])")
# A bot's name quoted after its kind ('bot "Aura de Movistar" replied', "chatbot: 'Lu'").
_BOT_QUOTED_BEFORE = regex.compile(r"(?<![\p{L}])(?i:bot|chatbot)[ \u00a0]*[:=]?[ \u00a0]*[\"'“«‘]\Z")
# Assistants that banks and shops gave a person's first name, by their maker: Bradesco's BIA,
# Magazine Luiza's Lu, Natura's Nat, Movistar's Aura, Bank of America's Erica, Capital One's Eno.
_BRANDED_ASSISTANTS = {"bia": ("bradesco",), "lu": ("magalu", "magazine luiza"), "nat": ("natura",),
                       "aura": ("movistar", "telefonica"), "erica": ("bank of america", "bofa"),
                       "eno": ("capital one",)}
_MAKER_AFTER = regex.compile(r"[ \u00a0]+(?i:do|da|de|del|from|of|at)[ \u00a0]+(?P<maker>\p{L}+(?:[ \u00a0]+\p{L}+){0,2})")


def _a_branded_assistant(text: str, start: int, end: int) -> bool:
    """An assistant's first name and its maker after it ("Bia do Bradesco", "erica from bank of
    america"); "Bia do financeiro" is a colleague."""
    makers = _BRANDED_ASSISTANTS.get(fold(text[start:end]))
    maker = makers and _MAKER_AFTER.match(text, end)
    return bool(maker) and fold(maker.group("maker")).startswith(makers)
_A_BOAT_OPENS = regex.compile(r"(?i:lady|miss)[ \u00a0]+\p{L}")
# "the" right before a span: no person's name has it, a boat's, a street's or a feature's may.
THE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:the)[ \u00a0]+\Z")
# The kind of thing a word or a list of words names, after it: a trade's shifts or openings, a
# fabric's print.
_KIND_OF_THING_AFTER = regex.compile(
    r"(?:[ \u00a0]*,[ \u00a0]*\p{L}+|[ \u00a0]+(?i:and|or|y|o|e|ou)[ \u00a0]+\p{L}+)*[ \u00a0]+"
    r"(?i:shifts|positions|roles|openings|vacancies|turnos|vagas|puestos|print|prints|pattern|estampa|estampado|"
    # a device by its make ("The Iris scanner at the gate")
    r"scanner|scanners|sensor|sensors|kiosk|kiosks)"
    r"(?![\p{L}])")


# A capitalised word right before the span, nothing but spaces between.
_CAPITALISED_WORD_BEFORE = regex.compile(r"(?<![\p{L}'’\-.@#/])(?P<word>\p{Lu}\p{Ll}+)[ \u00a0]+\Z")
# A capitalised word right after the span, then no other capitalised word: the name's last word.
_CAPITALISED_WORD_AFTER = regex.compile(r"[ \u00a0]+(?P<word>\p{Lu}\p{Ll}+)(?![\p{L}'’\-])(?![ \u00a0]+\p{Lu})")
# Words capitalised before a person's name mid-sentence: titles, roles, greetings, thanks, a date's.
_BEFORE_SOMEONE = TITLE_WORDS | ROLE_NOUNS | GREETINGS | TITLES | WEEKDAYS | WEEKDAYS_SHORT | MONTH_NAMES | frozenset(
    "doctor doctora captain capitan capitao officer detective sergeant coach chef nurse father mother sister brother "
    "saint san santa santo sao pastor rabbi imam fray frei padre madre hermana irma rev reverend lord lady sir dame "
    "king queen prince princess president presidente minister ministro ministra senator senador senadora "
    "governor gobernador governador mayor alcalde prefeito general colonel coronel major lieutenant teniente "
    "tenente agente agent inspector inspetor inspetora professor maestro maestra mestre engineer".split())


def _beside_a_capitalised_kind(text: str, start: int, end: int) -> bool:
    """Whether a word of the language, capitalised mid-sentence and no title nor role, stands beside a
    span that opens with a capital (not all in capitals) in a message cased as usual: only there
    does a capitalised word say a thing's proper name goes on, and that word says its kind.
    - Right before the span, where no sentence opens with it ("Comet Hale-Bopp", "Storm Eunice",
      "Premio Carlos Fuentes"). A word after a tag or a bracket opens a clause ("<source>Ask Hiếu
      about…"); mid-sentence, "Ask Jenny" is a product.
    - Right after it or as its last word, closing the name, in a line of prose ("the Walker Cup rules",
      "tickets for Carnegie Hall"); a line in title case is a heading's or a subject's ("Ana Gil
      Account Update")."""
    written = as_written(text)
    if casing(written) != "as usual" or not written[start:start + 1].isupper() or written[start:end].isupper():
        return False
    before = _CAPITALISED_WORD_BEFORE.search(written, max(0, start - 30), start)
    if before and not sentence_start(text, before.start("word")) \
            and text[before.start("word") - 1:before.start("word")] not in (">", "(", "[", '"', "“") \
            and _a_kinds_word(before.group("word")):
        return True
    after = _CAPITALISED_WORD_AFTER.match(written, end)
    # The kind's word may be the span's own last word where the span took a run of capitalised words
    # but its first ("the Franz Josef Glacier" found as "Josef Glacier"); a surname that is a word
    # closes a name found whole ("assigned to Robbie Rester").
    words = WORD.findall(written, start, end)
    left = _CAPITALISED_WORD_BEFORE.search(written, max(0, start - 30), start)
    closing = len(words) >= 2 and words[-1][:1].isupper() and _a_kinds_word(words[-1]) and bool(left) \
        and fold(left.group("word")) not in stop_words() and not sentence_start(text, left.start("word"))
    if not closing and (not after or not _a_kinds_word(after.group("word"))):
        return False
    line_start = written.rfind("\n", 0, start) + 1
    line_end = written.find("\n", end)
    line = written[line_start:line_end if line_end >= 0 else len(written)]
    return sum(word[:1].islower() for word in WORD.findall(line)) >= 2  # a line of prose, no heading


def _a_kinds_word(word: str) -> bool:
    """A word of the language that is no function word nor a name's particle ("10:16 De Efua para
    Todos:"), no title, role or date's word and no name the lists hold ("Ana Gil Rosa")."""
    folded = fold(word)
    return folded in common_words() and folded not in stop_words() and folded not in _OF_PARTICLES \
        and folded not in _BEFORE_SOMEONE and not listed_name(word)


# A name's particles that are "of" or "from" too; an article ("La Bamba") may still open a thing's name.
_OF_PARTICLES = frozenset("de da do dos das del di du van von".split())
