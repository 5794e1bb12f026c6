"""What looks like a name and is nobody's: companies, streets, shops and brands named after
people, verbs opening a sentence, single words that are cities, products or common words.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from recognizers.names.cards import mrz_names
from recognizers.names.casing import casing
from recognizers.names.hearings import COURT_LIST, written_as_a_party
from recognizers.names.korean import korean_given_name, korean_given_name_unhyphenated
from recognizers.names.labels import label_surnames
from recognizers.names.lists import (
    COMMON_FIRST_RANK,
    LANGUAGE,
    a_headings_word,
    a_word_or_its_plural,
    common_first_name,
    common_words,
    common_words_of,
    could_be_surname,
    dictionary_of,
    first_name,
    first_name_at_any_rank,
    fold,
    form_of_a_word,
    frequent_words,
    frequent_words_of,
    name_lists,
    name_ranks,
    name_word,
    plural_of_a_word,
    ranked_within,
    stop_words,
    stop_words_of,
    surname,
    verb_with_pronouns,
    word_of_the_language,
)
from recognizers.names.lookalikes import JUNIOR_AFTER, THE_BEFORE, a_lookalike
from recognizers.names.places import a_city_named, a_city_or_region, a_country_or_region, a_land_named, a_place, street_before
from recognizers.names.rankings import match_results, ranked_names
from recognizers.names.rosters import listed_people, seated_names
from recognizers.names.statements import a_card_purchase, a_payment_word
from recognizers.names.tables import a_thing_key, in_a_thing_column
from recognizers.names.text import (
    A_CASE,
    ACCORDING_TO,
    DOES_AFTER,
    HUMAN_DOES,
    POSSESSIVE,
    SUPPORT_TEAM,
    WORD,
    WORD_AFTER_A_SPACE,
    YOU_AFTER_A_COMMA,
    as_written,
    casing_class,
    goes_on,
    sentence_start,
)
from recognizers.names.wishes import wish_signers
from recognizers.names.words import (
    BRANDS,
    BUSINESS_AFTER,
    BUSINESS_BEFORE,
    CAR_MAKES,
    COLOURS,
    COMPANY_WORDS,
    DEPARTMENTS,
    FAMILY_FIRM_WORDS,
    FIRST_NAME_FIELDS,
    HOLIDAYS,
    INNER_PARTICLES,
    MONTHS,
    NAMED_FEASTS,
    OFFER_NOUNS,
    PARTICLES,
    PERSON_FIELDS,
    PLACE_QUALIFIERS,
    PLACEHOLDERS,
    PRODUCT_NOUNS,
    ROLE_NOUNS,
    SAINT_WORDS,
    SOFTWARE_NAMES,
    SOFTWARE_NOUNS,
    STREET_WORDS,
    STREET_WORDS_BEFORE,
    SURNAME_FIELDS,
    TEAM_WORDS,
    TECH_TALK,
    TITLE_WORDS,
    WEEKDAYS,
    WEEKDAYS_SHORT,
    WORK_WORDS,
    WORKS,
    bare,
)

# Part-of-speech tags that make a one-word PERSON a verb or a common word ("Habló", "Token").
NOT_NAME_POS = frozenset({"VERB", "AUX", "ADV", "INTJ", "NOUN", "ADP", "SCONJ", "CCONJ", "DET", "PRON"})


def not_a_person(text: str, start: int, end: int, named_elsewhere: bool = False) -> bool:
    """A company, a street or a brand named after someone, or an imperative opening a
    sentence ("Hagan el favor", "Respondan"): nobody's personal data.

    `named_elsewhere`: the words were found as a person elsewhere in the message, so they are
    no verb and no label here ("Margarita: Hola" after "transferida a Margarita Roca"); still
    a company's, a street's or a shop's where the words around make them one."""
    whole = bare(text[start:end])
    if whole in PLACEHOLDERS:
        return True  # '"customer_name": null', "cliente=none": a field that holds nobody
    if _town_under_an_address(text, start, end):
        return True  # "12 Harrison Street\nCharlotte", "c/o Merrill Lynch\nHouston": a label's town line
    if _PACKAGE_NAME_BEFORE.search(text, max(0, start - 16), start) \
            and (_MANIFEST_VERSION.search(text) or _MANIFEST_SECTION.search(text)) \
            and len(WORD.findall(text, start, end)) == 1 and (text[start:end].islower() or not first_name(text[start:end])):
        return True  # '{"name": "libfoo", "version": "1.2.0"}', '[project]\nname = "libfoo"': a package's name
    if _a_slug(text, start, end):
        return True  # "name: filas-laboratorio", "orbit-sim": words of the language joined as an identifier
    if _a_phrase_named(text, start, end):
        return True  # '"name":"API de reservas de Bacardí"', '"name":"List rooms at Hotel Adlon"': a thing's name
    if _TEAM_CAPITALISED_BEFORE.search(as_written(text), max(0, start - 8), start) \
            and len(WORD.findall(text, start, end)) == 1 and fold(whole) in common_words():
        return True  # "2. Team Fox — 41:50", "Equipo Zorro": a team called by a word; "Team Ana" is hers
    if _ROMAN_ITEM.match(text, start) and _ROMAN_ITEMS.search(text):
        return True  # "I. Solo, «Noche…»" above "II. Dúo": a numbered part, no initial
    if whole in TITLE_WORDS and (LANGUAGE.get() != "en" or whole not in ("dom", "dona")):
        return True  # "deixamos com Dona domingas", "a ing. poma": the title alone; English "Dom" is Dominic
    if _COUPON_BEFORE.search(text, max(0, start - 30), start) or _PLACE_CUE_BEFORE.search(text, max(0, start - 24), start) \
            or _PLACE_CUE_OPENS.match(text, start, end):
        return True  # "el cupón de Don Julio", "o cupom Tio João": a brand; "saída de Petrópolis": a town
    if _BEARING_BEFORE.search(text, max(0, start - 32), start):
        return True  # "12 km N of Darwin", "a 12 km al N de Marcos Paz": a place, by a distance and a bearing from it
    if _EVE_OF_A_FEAST.match(text, start) and _FEAST_BEFORE.search(text, max(0, start - 16), start):
        return True  # "New Year's Eve gala", "Christmas Eve": a feast's eve, no Eve
    if (_BRANCH_AFTER.match(text, end) and _OUR_BEFORE.search(text, max(0, start - 8), start)) \
            or _BRANCH_OF_BEFORE.search(text, max(0, start - 24), start):
        return True  # "Our Austin office closes", "la oficina de Santiago": a town's branch
    if a_lookalike(text, start, end) or a_payment_word(text, start, end) or a_card_purchase(text, start, end) \
            or _a_flower(text, start, end):
        return True  # a shop, a disease, an airport, a drink, software, a ship, a firm or a trade (lookalikes.py)
    if _PET_BEFORE.search(text, max(0, start - 24), start) or _PET_FIELD_BEFORE.search(text, max(0, start - 40), start) \
            or _PET_APPOSITION_AFTER.match(text, end) or (_ANSWERS_TO_BEFORE.search(text, max(0, start - 24), start)
                                                           and _LOST_PET_BEFORE.search(text, max(0, start - 60), start)) \
            or (len(WORD.findall(text, start, end)) == 1 and _PETS_NAMED_BEFORE.search(text, max(0, start - 60), start)):
        # "Mi perro Toby mordió el cable", "our dog Biscuit", "our two dogs, Luna and Cooper", "PET IN
        # CABIN: Thor", "Pet: Sir Waffles", "Nala, la gata de la planta", "Lost cat: answers to Rosie":
        # a pet's name
        return True
    if (WORD.findall(as_written(text), start, end) or [""])[0] == "DANA" and len(WORD.findall(text, start, end)) > 1:
        return True  # "tras la DANA Bárbara": Spain's cut-off low, an acronym before the storm's name
    clitic = _CLITIC_BEFORE.get(LANGUAGE.get())
    if clitic and len(WORD.findall(text, start, end)) == 1 and clitic.search(text, max(0, start - 5), start) \
            and (fold(whole) in common_words() or form_of_a_word(fold(whole))) and not common_first_name(whole):
        return True  # "Gracias, lo miro", "me liga amanhã": the verb its pronoun stands before
    if whole in _PLACE_NOUNS and _CAPITALISED_WORD_BEFORE.search(as_written(text), max(0, start - 30), start):
        return True  # "Amber Ridge", "Sears Tower": the place's noun, its name's first word left out of the span
    if any(m.start() <= start and end <= m.end() for m in _TRACEBACK_HEADER.finditer(text, max(0, start - 40), end + 2)):
        return True  # "Traceback (most recent call last):": a Python traceback's first line, no one called
    if "-" in whole and WORD.fullmatch(text, start, end) and not name_ranks(whole, first=False) \
            and not name_ranks(whole, first=True) and word_of_the_language(fold(whole)):
        # "e bem-vindos ao pré-jogo": a compound of words of the language; "Anne-Marie" is a name, and so
        # is a double-barrelled surname ("CABALLERO-IGLESIAS")
        return True
    if LANGUAGE.get() in ("es", "pt") and _english_labels(text, start, end):
        return True  # "File Name : IMG_256.JPG", "Join Time", "Shell:": a tool's English words in Spanish or Portuguese
    if LANGUAGE.get() == "en" and WORD.fullmatch(text, start, end) and _PLURAL_VERB_AFTER.match(text, end) \
            and form_of_a_word(fold(whole)) and not common_first_name(whole):
        return True  # "Keys are in the lockbox": a plural noun, the subject of "are"; one person "is"
    if _NO_VOWEL.fullmatch(as_written(text), start, end) and whole not in _SURNAMES_WITHOUT_VOWELS:
        # "MRN T3J39G", "Amparo - SP": an acronym or a state's code, no vowel to say it by; "NG/KAIMING"
        # is Cantonese Ng
        return True
    if _broken_at_a_line_end(text, start, end):
        return True  # "outorgado compr-\nador": a word a PDF's layout hyphenated, no name
    if _SPECIES_AFTER.match(text, end):
        return True  # "Patient: Duke (canine)", "Paciente: Coco (canino)": a vet's patient, by its species
    if text[start - 1:start] == "`" and text[end:end + 1] == "`":
        return True  # "`Pascal` crashes on load": code's name, as markdown quotes it
    if _HEADING_BEFORE.search(text, max(0, start - 8), start) and _LINE_ENDS.match(text, end) \
            and len(WORD.findall(text, start, end)) == 1 and fold(whole) in common_words_of(None):
        return True  # "### Bug": a markdown heading's word; "## Ana Gil" may head her profile
    if _AGE_AND_TOWN_BEFORE.search(text, max(0, start - 12), start) and a_city_or_region(text[start:end]):
        return True  # "Sinică Bodea, 84, of Chelsea, passed away": where the person lived
    if _FLIGHT_DESTINATION_BEFORE.search(as_written(text), max(0, start - 120), start):
        return True  # "aeroporto Salgado Filho PARA Teresina", "FROM JFK TO Charlotte": where a flight goes
    if _TAGS_BEFORE.search(text, max(0, start - 80), start):
        return True  # "labels: bug, wontfix", "rótulos: bug, não-corrigir": an issue's tags
    if whole in _VOICE_ASSISTANTS and not named_elsewhere and not _someone_before(text, start):
        # "I asked Alexa to pay my bill", "a alexa não reconhece": the assistant, a word alone; "my
        # daughter Alexa", "Alexa Reyes … Alexa said" are people
        return True
    if (whole in DEPARTMENTS or whole in _DESK_WORDS) and not _HONORIFIC_BEFORE.search(text, max(0, start - 8), start):
        return True  # "Un abrazo, Posventa", "cola=Cobranzas", "Cambios por el ciclón", "Returns Desk": a department
    if _STATE_AFTER.match(as_written(text), max(0, text.rfind(",", 0, start))) and end - start == 2:
        return True  # "Florence, AL": the state after its town
    if _VCARD_ADDRESS_BEFORE.search(text, max(0, start - 200), start):
        return True  # "ADR;TYPE=work:;;Calle Lope de Vega;Marcos Paz;;;": a vCard's address, its town
    if whole in _BRAZILIAN_STATES and _STATE_DASH_BEFORE.search(text, max(0, start - 4), start):
        return True  # "para amparo - sp": the state's code after its town, in any casing
    if _STATE_AFTER.match(as_written(text), end) or _place_field_before(text, start):
        return True  # "sailing from Eugene, OR", "Timezone: Austin", "Cidade: Marechal Deodoro": a town
    spanned_words = WORD.findall(text, start, end)
    if len(spanned_words) > 1 and bare(spanned_words[-1]) in PERSON_FIELDS and not any(first_name(w) for w in spanned_words):
        return True  # "TRANSF. SEPA ORDENANTE …": a statement's label and the field's word, no one named yet
    if whole in PERSON_FIELDS and text[end:end + 1] in (":", "="):
        # "Nom: Noriko Kikuchi", LDAP's "manager: cn=Soledad Carrasco": the label of a person's field,
        # a rare name too
        return True
    if whole in _THANKS_SHORT and _OK_BEFORE.search(text, max(0, start - 12), start):
        return True  # "lol ok ty, miruna…": chat's "thank you"; "Ty" alone may be a name
    if _MRZ_AFTER.match(text, end):
        return True  # "MRZ: P<USA<BARTON<<ALYSSA<<<<": the label of a passport's machine-readable zone
    if whole in ("cid", "cie", "icd") and _LABEL.match(text, end):
        return True  # "CID: doença de Crohn": a diagnosis code's label; "Agustín Cid" is a surname
    if whole in _SUBJECT_PREFIXES and text[end:end + 1] == ":":
        return True  # "Asunto: RV: lámpara rota": a forwarded or answered mail's mark
    company = _COMPANY_AFTER.match(text, end)
    if company and "," in company.group() and _FIRM_NAME_GOES_ON.match(text, company.end()):
        company = None  # "Remitente: Selam Tesfaye, Abogados Castañeda y Asociados": the firm she writes for
    if (company or _AMPERSAND_BEFORE.search(text, max(0, start - 4), start)) and not _two_first_names(text, start, end) \
            and not _two_full_names(text, start, end) \
            and not any(s <= start and end <= e for s, e in (*seated_names(text), *listed_people(text))) \
            and not _a_ranked_entry(text, start, end):
        # "García Hermanos", "Marks & Spencer", "Ben & Jerry's"; not "Table 1: Anouk & Ilavarasi", "Guests: GABAI & BOYKO"
        return True
    if (WORD.findall(as_written(text), start, end) or [""])[-1] in _APOSTLE:
        return True  # "Cerramos por Santiago Apóstol": the saint, his feast; "dragoș apostol" is a surname
    if _FEAST_OF_BEFORE.search(text, max(0, start - 40), start) or _feast_day_after(text, start, end):
        return True  # "depois do feriado de São Jorge", "las rebajas de San Juan", "Guy Fawkes Night": feasts
    if _named_after_a_character(text, start, end):
        return True  # "Poltrona Dona Benta", "Oficina do Seu Zé", "Mr. Clean", "Dr. Consulta": goods and shops
    if _GOODS_QUERY_BEFORE.search(text, max(0, start - 200), start):
        return True  # "shop.example.com/brand?name=Tommy+Hilfiger": a query for goods names their make
    if _listed_under_hours(text, start, end):
        return True  # "Branch hours:\n- Cosme e Damião: fechado": a feast's opening hours
    if _a_work(text, start, end):
        return True  # "Song request: Hey Jude or Billie Jean", "Livro esgotado: Dom Casmurro"
    if LANGUAGE.get() == "pt" and not named_elsewhere and WORD.fullmatch(text, start, end) \
            and _FEMININE_ARTICLE_BEFORE.search(text, max(0, start - 8), start) \
            and surname(text[start:end]) and not first_name_at_any_rank(text[start:end]):
        # "a política da Odebrecht", "para a Matarazzo", "compra feita na Hering": Portuguese puts the
        # feminine article before a firm (a empresa); a person alone after it goes by a first name
        # ("reaberto pela killa", "a dica da Junxia")
        return True
    if _FIXTURE_BEFORE.search(text, max(0, start - 16), start):
        return True  # a fixture list's "Sat 11:55 vs Jackson": the other team, after the time and "vs"
    if _versus(text, start, end):
        return True  # a match: "Chelsea v Arsenal", "Flamengo x Vasco", "Boca vs. River"
    if (_LAW_OPENS.match(text, start, end) and _ARTICLE_OR_BY_BEFORE.search(text, max(0, start - 8), start)) \
            or _LAW_BEFORE.search(text, max(0, start - 16), start):
        return True  # "pela Lei Maria da Penha", "la Ley Olimpia": a law named after someone; "A Lei Wang" is her
    if (_LAW_WORD_BEFORE.search(text, max(0, start - 5), start) and len(WORD.findall(text, start, end)) > 1) \
            or (_LAW_WORD_OPENS.match(text, start, end) and len(WORD.findall(text, start, end)) > 2):
        return True  # "em casos de Lei Aldir Blanc": a law named after someone
    if _NAMED_FOR_BEFORE.search(text, max(0, start - 40), start) or _LAW_AFTER.match(text, end) \
            or _NAMED_FOR_OPENS.match(text, start, end):
        return True  # "teorema de Pitágoras", "la ley de Murphy", "Murphy's law": named after someone
    if _ON_REPEAT_AFTER.match(text, end):
        return True  # "Billie Jean on repeat", "Jolene en bucle": a song played again and again
    if _WORK_IS_BEFORE.search(as_written(text), max(0, start - 60), start):
        return True  # "Song on hold is Jolene again", "la música de espera es Marianela": a title
    if _DOUBLE_CHARGE_BEFORE.search(text, max(0, start - 60), start) \
            or (_CHARGE_FROM_BEFORE.search(text, max(0, start - 24), start) and _TWICE_AFTER.match(text, end)):
        return True  # "a double charge from Zara", "the charge from Hunter Douglas twice": the merchant
    one_word = len(WORD.findall(text, start, end)) == 1
    if one_word and (_BOUQUET_OF_BEFORE.search(text, max(0, start - 40), start) or _BOUQUET_AFTER.match(text, end)):
        return True  # "ramo de Camelia y Dalia", "Violet and Hazel bouquet": the flowers
    if one_word and (_ISSUERS_AFTER.match(text, end) or (
            _ISSUERS_BEFORE.search(text, max(0, start - 30), start) and _CARDS_AFTER.match(text, end))):
        return True  # "Chase and Sterling cards are not affected": banks that issue cards
    if one_word and (_PET_DEED_AFTER.match(text, end) or _PETS_NEED_AFTER.match(text, end)
                     or _PET_IS_AFTER.match(text, end)):
        return True  # "Luna chewed through the charger", "Coco y Nala necesitan el transportín", "Bella is my dog"
    if _COMPANY_ANSWERING.match(text, end):
        return True  # "ATENDENTE: Odebrecht, Luciana falando": the company that answers, then its agent
    if _service_account(text[start:end]):
        return True  # "processed by svc-refunds", "paged ops-oncall": an account no one is
    if _app_named(text, start, end):
        return True  # "O app Sonho de Valsa travou", "the Jenkins app": the app's name
    if _item_beside_places(text, start, end):
        return True  # "Parcel for Sainsbury's, Victoria Embankment, Eugene.": the town of an address
    goods_pair = _GOODS_PAIR_BEFORE.search(text, max(0, start - 40), start)
    if goods_pair and _JOINED_AFTER.match(text, end) and _goods_noun(goods_pair.group("noun")):
        return True  # "As capinhas ROSA e FLOR voltam": the goods' colours or prints
    if goods_pair and goods_pair.group("first") and _goods_noun(goods_pair.group("noun")):
        return True  # the second of them
    if whole in _COLOUR_PHRASES:
        return True  # "el vestido Rosa Palo", "bolsa rosa chá": a shade of pink
    if _a_colour(text, start, end):
        return True  # "Ruby red is back", "Rose gold", "LUZ ROJA FIJA": a colour named as people are
    saints = _SAINTS_BEFORE.search(text, max(0, start - 40), start)
    if _AFFECTED_AFTER.match(text, end) or (saints and not _a_verb_not_a_saint(text, saints.start())):
        return True  # "Florence and Santa Cruz affected": places; "São Cosme e Damião": saints
    span_words = WORD.findall(text[start:end])
    # A Spanish or Portuguese "X de Y" whose X may be a noun of the language opening no name.
    noun_of = len(span_words) > 2 and span_words[1].lower() in ("de", "da", "do", "del") and LANGUAGE.get() in ("es", "pt")
    if noun_of and plural_of_a_word(fold(span_words[0])) and not name_ranks(span_words[0], first=False):
        return True  # "Cometas de Lucía": a plural of the language no list holds opens no name; the team is hers
    if any(verb_with_pronouns(word) and not first_name(word) for word in span_words):
        return True  # «Bésame mucho», "Llámame": a verb with its pronouns after it, spelt as no name is
    if len(span_words) == 1 and _ABSTRACT_NOUN.search(span_words[0]) and not _common_name(span_words[0]):
        return True  # "Portabilidad bloqueada": a noun the lists took for a rare first name ("Natividad" is common)
    if noun_of and _ABSTRACT_NOUN.search(span_words[0]) and fold(span_words[0]) in common_words() \
            and not first_name_at_any_rank(span_words[0]):
        return True  # "Dirección de Alianzas", "Gestão de Pessoas": a department's, a noun no list holds opening it
    if THE_BEFORE.search(text, max(0, start - 5), start) and _UI_AFTER.match(text, end):
        return True  # "The Bill Pay page is down": a feature's name
    if len(span_words) == 1 and _THE_CAPITALISED_BEFORE.search(as_written(text), max(0, start - 5), start) \
            and casing(as_written(text)) == "as usual" and not _HOUSEHOLD_AFTER.match(text, end):
        return True  # "outside The Pierre", "SITE: The Jefferson": a hotel or a venue; no one is "The Ana"
    if _SIGN_IN_AFTER.match(text, end) or _INTEGRATED_BEFORE.search(text, max(0, start - 30), start):
        return True  # "the new Alexa login", "Watson reminders re-enabled": software's
    if len(span_words) > 1 and bare(span_words[-1]) in ("login", "reminders", "integration"):
        return True  # the same, in a span a pipeline took whole ("julia login")
    if len(span_words) > 1 and ((bare(span_words[0]) in SOFTWARE_NOUNS and span_words[1].lower() in PARTICLES) or (
            bare(span_words[-1]) in PRODUCT_NOUNS and fold(span_words[0]) in common_words()
            and span_words[0].lower() not in PARTICLES and not common_first_name(span_words[0]))):
        return True  # "JOB DO JENKINS", "THE BECKETT FLOOR LAMP": a job, goods
    if len(span_words) > 1 and bare(span_words[-1]) in _DESK_WORDS and not _HONORIFIC_BEFORE.search(
            text, max(0, start - 8), start):
        return True  # "escalated to Fraud Desk", "Claims Handling": a team's desk
    word_before = _WORD_RIGHT_BEFORE.search(text, max(0, start - 8), start)
    if LANGUAGE.get() in ("es", "pt") and ((len(span_words) > 1 and bare(span_words[0]) in _OFFERS_OPENING) or (
            word_before and bare(word_before.group("word")) in _OFFERS_OPENING)):
        return True  # "CONTEÚDO: KIT Biscoito Maria", "LOTE Tía Rosa": goods; English "Kit" is a name too
    if span_words and (bare(span_words[0]) in _DOCUMENT_ACRONYMS or (
            len(span_words) > 1 and (bare(span_words[0]) in TEAM_WORDS or bare(span_words[0]) in _CLUB_OPENS))):
        # "RG ILEGÍVEL": a document's state; "Time de Disputas", "Time Águia": a team; "Atlético San
        # Luis", "Deportivo Cali", "Sporting Cristal": a club, named after its town or its saint
        return True
    club = _WORD_RIGHT_BEFORE.search(text, max(0, start - 16), start)
    if club and bare(club.group("word")) in _CLUB_OPENS and club.group("word")[:1].isupper():
        return True  # "Clube Atlético Carlos Renaux", "Club Guillermo Brown": the club's word capitalised before its namesake
    facility = _FACILITY_AFTER.match(as_written(text), end)
    if facility and (all(w[:1].isupper() and not w.isupper() for w in facility.group().split()) or (
            casing_class(facility.group().strip()) == casing_class(as_written(text)[start:end]) != "title"
            and all(bare(w) in _FACILITY_QUALIFIERS for w in facility.group("between").split()))):
        return True  # "Kennedy Space Center", "kennedy space center": a facility named after someone
    if _COMPANY_BEFORE.search(text, max(0, start - 12), start) or (
            len(span_words) > 1 and bare(span_words[0]) in ("cia", "companhia", "compania")):
        return True  # "Cia. Hering", "Compañía Trasmediterránea": a company
    if len([w for w in span_words if len(w) > 1]) > 2 and bare(span_words[-1]) in _VENUE_ENDINGS:
        return True  # "from Lou Gehrig Field", "LAMBEAU FIELD": a venue; "Sally Field" may be a person
    if len(span_words) == 2 and bare(span_words[1]) == "park" and len(span_words[0]) > 2 and "-" not in span_words[0] \
            and not _first_name_at_least_as_often(span_words[0]) and not korean_given_name(fold(span_words[0])) \
            and not korean_given_name_unhyphenated(fold(span_words[0])):
        # "Griffith Park", "FRICK PARK": a park named after a surname; "Grace Park", "Yuna Park", "Young-ho
        # Park", "h. park" are people
        return True
    city = _CITY_OPENING_BEFORE.search(text, max(0, start - 5), start)
    if city and span_words and a_city_or_region(city.group() + span_words[0]):
        return True  # "the New Orleans Saints", "St. Louis Cardinals": a team named after its city
    if len(span_words) > 1 and bare(span_words[-1]) in _STREET_ENDINGS:
        return True  # "rerouted via Jefferson Davis Hwy": a street; "Mark Street" may be a person
    if len(span_words) > 2 and bare(span_words[-1]) in _STREET_WORDS \
            and _HOUSE_NUMBER_BEFORE.search(text, max(0, start - 8), start):
        return True  # "464 Rosa Parks Way": a house number before, so a street; "Mark Street" may be a person
    street = _STREET_AFTER.match(text, end)
    written = as_written(text)  # the casing the writer gave, not the re-cased copy's
    if street and casing_class(written[street.start():street.end()].strip(" \u00a0.")) == casing_class(
            written[start:end]) and (casing_class(written[start:end]) == "title" or not goes_on(text, street.end())
                                     or bare(street.group().strip(" \u00a0.")) in _NO_VERB_STREET_WORDS):
        # "Acacia Close", "14 SMITH ROAD", "our nelson road store"; not "Why did Henry Pugh close my ticket"
        return True
    if THE_BEFORE.search(text, max(0, start - 5), start) and (street or _STREET_AFTER.search(text, start, end + 1)):
        return True  # "deliver to the HAMILTON ROAD DEPOT", "the Churchill Way location": nobody's name has "the" before it
    if _business_or_street_words(WORD.findall(text[start:end])) and "_" not in text[start:end] \
            and not _HONORIFIC_BEFORE.search(text, max(0, start - 8), start):
        # "Mercy General", "Grace Church"; "Mr. Church", "Sra. Plaza" are people, and so is a handle's
        # "wren_church"
        return True
    if _LABEL_TAIL.match(text, end):
        return True  # "Bill to:", "Ship to:", "Atendido por:": a label's first word
    if _EVENT_BEFORE.search(text, max(0, start - 24), start) or _EVENT_BEFORE.search(
            text[start:end].split(" ")[0] + " "):
        return True  # "Storm Ciarán", "el huracán Otis", "sala Tiradentes": a storm's or a room's name
    if _BOUGHT_AFTER.match(text, end):
        return True  # "Su Cola Cao comprado en…", "Seu Chocolate Baton comprado na…": goods bought
    if _opens_a_set_phrase(text, start):
        return True  # "Dolores de cabeza con la facturación": a phrase of the language that opens with a name
    if " ".join(WORD.findall(whole)) in HOLIDAYS or (whole in NAMED_FEASTS and _names_a_feast(text)):
        return True  # "por Semana Santa", "el pedido de Navidad y el de Reyes": a feast
    if any(bare(w) in WEEKDAYS for w in WORD.findall(text[start:end])[1:]):
        return True  # "Easter Monday", "Black Friday": a day; "Sunday Okafor" is a Nigerian name
    if _OUR_LADY.match(text, start) or _OUR_LADY_BEFORE.search(text, max(0, start - 24), start):
        return True  # "Nossa Senhora Aparecida", "Nuestra Señora del Pilar": a feast or a church
    if weekday_abbreviated(text, start, end):
        return True  # "> On Tue, Haoran Lin wrote:": a day
    if _date(text, start, end):
        return True  # "Mar 14", "14 de Abril", "June 3rd": a month's name beside a day's number
    if _QUANTITY_BEFORE.search(text, max(0, start - 8), start):
        return True  # "1x chinelo havaianas, 2x guaraná antarctica": an order's line, goods
    if whole == "reyes" and (_KINGS_BEFORE.search(text, max(0, start - 30), start)
                             or _CLOSED_FOR_BEFORE.search(text, max(0, start - 30), start)):
        return True  # "la campaña de Reyes", "antes de REYES": Epiphany, Spain's gift day
    if bare(text[start:end]) in _FEAST_WORDS and _CAPITALISED_BEFORE_WORD.search(text, max(0, start - 30), start):
        return True  # "Christmas Day", "Boxing Day", "New Year's Eve"
    if (_ROUTE_BEFORE.search(text, max(0, start - 40), start) or _FLIGHTS_TO_BEFORE.search(text, max(0, start - 50), start)
            or (_RESIDENCE_BEFORE.search(text, max(0, start - 8), start) and text[end:end + 1] == ",")) \
            and a_city_named(WORD.findall(text[start:end])):
        return True  # "passa por Campinas", "ships via Charlotte", "los vuelos a Santa Cruz y a Victoria": cities
    if _GOODS_NEWS_AFTER.match(text, end) or _no_longer_sold(text, start, end):
        return True  # "- Tía María: aviso de retirada", "they don't stock Alexa anymore": goods
    if _COPIES_OF_BEFORE.search(text, max(0, start - 24), start) or _MID_EPISODE_AFTER.match(text, end, end + 60):
        return True  # "dos ejemplares de Malena", "se corta Don Quijote a la mitad del capítulo": a book, a show
    if _PLACE_PREPOSITION.search(text, max(0, start - 8), start) and (
            street or _STREET_AFTER.search(text, start, end + 1)):
        return True  # "on Albert Square", "ON ALBERT SQUARE NEAR…", "at Rose Lane": a street
    # A shop or a place named after someone ("Restaurante Ramos", "Moreira Modas", "Grupo Ochoa",
    # "McCarthy's Diner").
    before = _WORD_BEFORE.search(text, max(0, start - 40), start)
    if before and bare(before.group("word")) in BUSINESS_BEFORE and not _whose(text, before, start) \
            and not _a_verb_not_a_saint(text, before.start("word")) and not _place_named_then_colon(text, before):
        return True
    if _ORDINAL_BEFORE.search(text, max(0, start - 8), start) and not _a_ranked_entry(text, start, end):
        return True  # "569ª Vara Cível", "44a vara civel": what is numbered so is no one
    titled_goods = _TITLED_GOODS_BEFORE.search(text, max(0, start - 30), start)
    if titled_goods and bare(titled_goods.group("noun")) in PRODUCT_NOUNS:
        return True  # "el tequila Don Julio", "o biscoito Tia Nastácia": the goods' make
    if _a_team(text, start, end) or _a_fixtures_side(text, start, end):
        # "Tickets for Charlotte Hornets", "Plantilla de Santos Laguna", "Sáb 15:00 Vélez Sarsfield – O'Higgins FC":
        # a team
        return True
    if _a_titled_place(text, start, end):
        return True  # "aeropuerto Doña Catalina", "Pousada Seu Mané", "Clube Dom Bosco", "en el Campo …"
    firm = _FIRM_WORD_BEFORE.search(text, max(0, start - 24), start)
    if firm and bare(firm.group("word")) in COMPANY_WORDS and not firm.group("word").islower():
        return True  # "Autocares Rodríguez", "IRMÃOS MUFFATO": the firm's first word stood outside the span
    if _SHOP_HOUSE_BEFORE.search(text, max(0, start - 6), start) and len(WORD.findall(text, start, end)) > 1:
        return True  # "na Casa José Silva": a shop; "la casa de María Pérez" is her home
    if _VENUE_HOUSE_BEFORE.search(as_written(text), max(0, start - 14), start):
        return True  # "mesa en La Casa de Toño": a restaurant, its article capitalised mid-sentence
    if before and bare(before.group("word")) in PRODUCT_NOUNS and not WORD.search(text, before.end("word"), start) \
            and (len(span_words) == 1 or LANGUAGE.get() in ("es", "pt")) \
            and not (":" in text[before.end("word"):start] and len(span_words) > 1 and first_name(span_words[0])):
        # a role's key before a whole name is no goods' ("Monitor: Margarida Costa" leads a scout patrol)
        # "um notebook Positivo", "la nevera Balay", "a jaqueta Alexandre Herchcovitch": the goods'
        # make; "el móvil de Astrid" is hers, and English "the jacket Maria Lopez bought" too
        return True
    if _place_named_before(text, start):
        return True
    after = _WORD_AFTER.match(text, end)
    if after and bare(after.group("word")) in BUSINESS_AFTER and not _PLUS_ONE.match(text, after.end("word")):
        return True  # "Moreira Modas", "Galaxy Plus"; "Elijah's plus-one" is whom Elijah brings
    # After "Jr." within the span or outside it.
    junior = JUNIOR_AFTER.match(text, end) or (_JUNIOR_ENDS.search(text, start, end) and _STOP_AT.match(text, end))
    after_junior = _WORD_AFTER.match(text, junior.end()) if junior else None
    if after_junior and bare(after_junior.group("word")) in BUSINESS_AFTER:
        return True  # "the Arthur Ravenel Jr. Bridge": the place named after him
    if after and bare(after.group("word")) in COMPANY_WORDS and text[end:after.start("word")].strip() == "" \
            and (casing_class(written[after.start("word"):after.end("word")]) == "title" == casing_class(
                WORD.findall(written, start, end)[-1]) or _CARRIER_BEFORE.search(text, max(0, start - 6), start)
                 or (bare(after.group("word")) in _FIRM_ENDINGS and casing(written) != "as usual")):
        # "Parcel for Ellison Freight": a company's word after the span, capitalised as it is; or
        # whatever its casing after "via", which names the carrier ("VIA Lady Rosalind FREIGHT"); or a
        # firm's last word in a message all in capitals or lower case ("HADDAD NOVAK LEGAL")
        return True
    qualified = _WORD_AFTER.match(text, after.end()) if after and bare(after.group("word")) in PLACE_QUALIFIERS else None
    if qualified and bare(qualified.group("word")) in BUSINESS_AFTER:
        return True  # "Harvey Milk Middle School", "Lincoln High School"
    shared = _SHARED_WORD_AFTER.match(text, end)
    if len(WORD.findall(text[start:end])) == 1 and (
            (shared and bare(shared.group("word")) in _PLACES_OF_TWO)
            or (after and bare(after.group("word")) in _PLACES_OF_TWO
                and _PAIRED_BEFORE.search(text, max(0, start - 40), start))):
        return True  # "our Washington and Lincoln offices", "the Franklin and Madison stores"
    if street_before(text, start) or _street_with_title_before(text, start):
        return True
    named = WORD.findall(fold(text[start:end]))
    while len(named) > 1 and named[0] in _PLACE_PARTICLES:
        named.pop(0)  # "queda do Jira": the pipeline's span took the article in
    if (_brand(" ".join(named)) or _inside_a_brand(text, start, end)) \
            and not _a_name_fields_value(text, start, end, name_keys_only=True) \
            and not any(s <= start and end <= e for s, e in mrz_names(text)):
        # "Trader Joe's", "Lockheed Martin", "Ruby on Rails": a brand the span is part of; "NOMBRE:
        # SADIA", "IDESP<<QURESHI<<SADIA<<<" are a name's field
        return True
    if _model_or_make(text, start, named):
        return True  # "el Seat León", "a Fiat Toro", "Chocolates Valor": goods and their make
    if len(named) == 1 and _WORKS_WITH_BEFORE.search(text, max(0, start - 30), start) \
            and bare(named[0]) in SOFTWARE_NAMES:
        return True  # "Does the doorbell work with Alexa?", "¿funciona con Jenkins?", "el asistente Siri"
    if len(named) == 1 and (_GOODS_TITLED_BEFORE.search(text, max(0, start - 12), start)
                            or _HOUSE_NAME_BEFORE.search(written, max(0, start - 8), start)):
        return True  # "el Don Julio", "o Dona Benta": goods under a title; "Casa Lucio": a house's name
    if len(named) == 2 and _HOUSE_OPENS.match(written, start):
        return True  # the house's word inside the span ("Casa Lucio")
    if _towns_to_try(text, start, end, len(named)):
        return True  # "try Austin or Charlotte", "tente Teresina ou Aparecida": shops' towns to try
    if _in_a_menu_path(text, start, end):
        return True  # "toca Ajustes > Dispositivos": the app's menu
    day = _FEAST_DAY_AFTER.match(written, end)
    if day and not _DAY_OFF_AFTER.match(written, day.end()):
        # "before Valentine's Day", "St. Patrick's Day", "valentine's day", "Emmy night": a feast;
        # "Odile Keller's day off" is hers
        return True
    if len(named) == 1 and _POSSESSIVE_BEFORE.search(text, max(0, start - 8), start) \
            and fold(text[start:end]) in common_words() and not text[start:start + 1].isupper():
        return True  # "desligou na minha cara": a thing of someone's, in a word of the language
    if len(named) == 1 and named[0] in _UTILITIES and _A_BILL_OF.search(text, max(0, start - 24), start):
        return True  # "a conta de luz", "la factura de la luz": what the bill is for, not Luz
    if len(named) == 1 and _listed_beside(text, start, end, BRANDS) and not _OF_A_TEAM_AFTER.match(text, end) \
            and not _HONORIFIC_BEFORE.search(text, max(0, start - 8), start) \
            and not _ACCORDING_TO_BEFORE.search(text, max(0, start - 14), start) and not _SPEAKING_AFTER.match(text, end):
        # "outage affecting Kafka and Jenkins": what a brand is listed with is one too; after "Per"
        # the comma ends whose word it is ("Per Miyashiro, the Martin Luther King Day promo…")
        return True
    if len(named) == 1 and bare(named[0]) in DEPARTMENTS and text[end:end + 1] == ":" \
            and text[:start].rstrip(" \u00a0\t-•*")[-1:] in ("", "\n"):
        return True  # "- Estoque: contagem de cabos": a list item's department, not who speaks
    if len(named) == 1 and _a_forms_key(text, start, end):
        return True  # "Employee: …\nDates: Feb 20 to Apr 1": a form's key, not who speaks
    if _TOOL_AFTER.match(text, end):
        return True  # "Edgar (the SEC filing tool)": what the brackets say it is
    if _offer_named(text, start, end):
        return True  # "Pack «Paz y Amor» agotado": the pack's name, in its quotes
    if len(named) == 1 and _software_in_tech_talk(text, start, end):
        return True  # "Release notes: Jenkins, Hudson and Alfred upgraded", "written in Julia"
    if a_place(text, start, end):
        return True  # "Austin, TX"; "Orlando and Charlotte" in a message that names places
    if a_land_named(WORD.findall(text[start:end])):
        return True  # "envío a Costa de Marfil", "o Rio Grande do Sul": a land's name that reads as a person's
    if _opens_a_land(text, start, end):
        return True  # "Costa Rica e Costa do Marfim": the span took a land's first word alone
    spanned = WORD.findall(text[start:end])
    if len(spanned) > 2 and any(w.lower() in PARTICLES for w in spanned[1:-1]) and a_city_named(spanned):
        return True  # "Campos do Jordão", "Villa de Leyva": a town's whole name, particled, as no one is named
    if _word_in_capitals(text, start, end) or _keywords_in_capitals(text, start, end):
        # "Responda SAIR para não receber mais": an instruction, a keyword in capitals; "INSERT INTO
        # clientes", "ATTENDEE;CN=…": a language's or a format's keywords
        return True
    if _thing_field_before(text, start, end) or in_a_thing_column(text, start, end):
        return True  # 'city="Austin"', '"team": "Phoenix"', a "product" column's "Florence Lamp"
    if before and not WORD.search(text, before.end("word"), start) and not _someones_kin(text, before) \
            and _brand(" ".join(WORD.findall(fold(before.group("word") + " " + text[start:end])))):
        # "Mr. Coffee", "Tim Hortons" when only its second word was taken for a name; a brand
        # before "de" is what the person sent or paid with ("Bizum de Alfonso Dorado")
        return True
    owner = _OWNER_BEFORE.search(text, max(0, start - 30), start)
    if owner and _brand(" ".join(WORD.findall(fold(owner.group("word") + "s " + text[start:end])))):
        return True  # "RUTH'S CHRIS", "Dick's Sporting Goods": a brand with a possessive inside
    if after and _brand(" ".join(WORD.findall(fold(text[start:end] + " " + after.group("word"))))):
        return True  # "TIM HORTONS GIFT CARDS" when only its first word was taken for a name
    if len(named) > 1 and (named[0] in OFFER_NOUNS or named[0] in PRODUCT_NOUNS) and _brand(" ".join(named[1:])):
        return True  # "KIT NATURA X2": a brand's kit, the copy's capitals taking the kit into it
    owned = _OWNED_AFTER.match(text, end)
    if owned and _brand(" ".join(WORD.findall(fold(text[start:end] + "s " + owned.group("word"))))):
        return True  # the same brand when only its first word was taken for a name
    words = WORD.findall(text[start:end])
    if named_elsewhere:
        return False
    if len(words) == 1 and _command(text, start, end):
        return True  # "MARK AS RESOLVED", "chase up the refund": a button's or a note's verb
    if len(words) == 1 and _PLEASE_BEFORE.search(text, max(0, start - 8), start) and fold(words[0]) in common_words():
        return True  # "Please Mark ticket 4 as resolved": a verb after "please", however capitalised
    if len(words) == 1 and LANGUAGE.get() == "pt" and bare(words[0]) in ("ted", "doc") \
            and _TRANSFER_ARTICLE_BEFORE.search(text, max(0, start - 6), start):
        return True  # "o TED do salário voltou": Brazil's transfer after its article
    if len(words) == 1 and bare(words[0]) == "socorro" and sentence_start(text, start) and _CRY_AFTER.match(text, end):
        return True  # "Socorro, otra vez no puedo entrar": Spanish's and Portuguese's cry for help
    if len(words) == 1 and sentence_start(text, start) and name_ranks(words[0], first=True) is None \
            and text[start - 1:start] not in (";", "|", "\t") and text[end:end + 1] != "/" \
            and not HUMAN_DOES.match(text, end) and not _a_ranked_entry(text, start, end) \
            and not _works_in_a_department(text, end) and not _TOLD_AFTER.match(text, end) \
            and not (text[start - 1:start] in "\"'" and text[:start - 1].rstrip(" \u00a0\"'")[-1:] == ":") \
            and not (_a_name_fields_value(text, start, end) and fold(words[0]) not in common_words()):
        # One word opening a sentence that no list knows: a verb, mostly; not a cell ("4410;Anteia;…"),
        # a booking's surname ("1. HEATHCOAT-AMORY/BEATRIX") nor a field's value ('"last_name": "Apte"',
        # "NOMBRE: LASCĂR"; "Customer Name: Guest" is a word).
        return True
    if len(words) == 1 and _CAMEL_CASE.search(words[0]):
        return True  # "WhatsApp", "PayPal", "YouTube": a brand; not "McDonald", "MacArthur", "LaToya"
    article = _ARTICLE_BEFORE.search(text, max(0, start - 12), start)
    if article and LANGUAGE.get() == "es" and article.group().strip().lower() in ("a", "o"):
        article = None  # Spanish "a" and "o" are "to" and "or": "le digo a Gloria"
    if article and len(words) == 1 and DOES_AFTER.match(text, end) and common_first_name(words[0]):
        article = None  # chat's article before a first name doing something: "la Marta llamó", "o Caio ligou"
    if len(words) == 1 and article and article.group().strip().lower() in _THING_ARTICLES \
            and _ACRONYM.fullmatch(written[start:end]) and casing(written) == "as usual":
        return True  # "la DANA", "del AMPA", "the NHS": an acronym after an article in prose
    if len(words) == 1 and article and (
            POSSESSIVE.sub("", fold(words[0])) not in name_lists() or fold(words[0]) in common_words()):
        return True  # "o Nubank", "a Vivo", "pela Sedex": one word no list holds, or a word, after an article
    if len(words) == 1 and article and article.group().strip().lower() in _BEFORE_A_THING \
            and not _common_name(words[0]) and not _HOUSEHOLD_AFTER.match(text, end):
        return True  # "del Betis", "the Dillard outlet": a Spanish or English article before a rare name is a thing's
    if len(words) > 1 and article and fold(words[0]) in common_words() \
            and (written[start:end].islower() or written[start:end].isupper()) and _rare_surname_only(words[-1]):
        # "a vitória do time vai ter que esperar", "A VITÓRIA DO TIME": a word of the language and
        # its noun, in chat or in capitals; "a maria do carmo ligou" ends in a common surname
        return True
    if len(words) > 1 and LANGUAGE.get() == "es" and _VENUE_BEFORE.search(text, max(0, start - 16), start):
        return True  # "hay partido en el Santiago Bernabéu", "junto al Ramón Sánchez-Pizjuán": a venue
    if len(words) == 1 and LANGUAGE.get() == "en" and _INDEFINITE_BEFORE.search(text, max(0, start - 4), start) \
            and _NOUN_AFTER.match(text, end):
        return True  # "a Dell monitor", "an Asus charger": a brand before the thing, not a person
    if len(words) == 1 and LANGUAGE.get() in ("es", "pt") and _UN_BEFORE.search(text, max(0, start - 5), start):
        return True  # "una margarita y dos cervezas", "um Fusca": one of a kind of thing, not a person
    goods = _WORD_AFTER.match(text, end) if len(words) == 1 else None
    if goods and article and bare(goods.group("word")) in PRODUCT_NOUNS:
        return True  # "the Dell charger", "o Samsung carregador": a brand before its goods ("the Smith account" stays)
    if len(words) > 1 and words[-1].lower().endswith("s") and bare(words[-1]) in PRODUCT_NOUNS \
            and not _common_name(words[-1]):
        return True  # "hunter boots are back in stock": a make and its goods, in one span
    # A make before its plural goods ("Top sellers: Herman Miller chairs, Tommy Hilfiger jackets"),
    # not a verb with its object ("Ana Gil chairs the board").
    sold = _WORD_AFTER.match(text, end)
    # A make listed before another make and their goods ("Ben Sherman and Fred Perry shirts").
    other_make = _OTHER_MAKE_AFTER.match(text, end)
    if other_make:
        sold = _WORD_AFTER.match(text, other_make.end())
    if sold and not POSSESSIVE.search(text[end:sold.start("word")]) and sold.group("word").lower().endswith("s") \
            and bare(sold.group("word")) in PRODUCT_NOUNS and not _OBJECT_AFTER.match(text, sold.end()) \
            and casing_class(sold.group("word")) in ("lower", casing_class(WORD.findall(written, start, end)[-1])):
        return True
    if goods and bare(goods.group("word")) in SOFTWARE_NOUNS and casing_class(goods.group("word")) in (
            "lower", casing_class(words[0])) and not (bare(goods.group("word")) in _PEOPLE_HAVE_ONE
                                                      and POSSESSIVE.search(text[end:goods.start("word")].rstrip())):
        return True  # "the Jenkins build", "WATSON BOT": software's name; "Mendoza's assistant" is hers
    software = _SOFTWARE_OF_BEFORE.search(text, max(0, start - 30), start)
    if software and bare(software.group("noun")) in SOFTWARE_NOUNS and (
            len(words) == 1 or (bare(software.group("noun")) in _APPS and fold(words[0]) in common_words())) \
            and (not common_first_name(words[0]) or bare(software.group("noun")) in _ASSISTANT_NOUNS):
        # "el pipeline de Jenkins", "o servidor do Kafka", "la app de Cola Cao"; "o bot da Marta" is
        # hers; only a voice assistant has a skill ("la skill de Alexa")
        return True
    if len(words) > 1 and bare(words[-1]) in SOFTWARE_NOUNS and written[start:end].split()[-1].islower():
        return True  # "jenkins plugin fix", the copy's capitals taking the plugin for a surname
    if len(words) == 1 and _LABEL.match(text, end) and text[:start].rstrip(" \u00a0")[-1:] in ("", "\n", "|", ";", "\t") \
            and fold(words[0]) in common_words() and not common_first_name(words[0]):
        # A form's label ("Canal: teléfono"); a speaker that is no word stays ("Marta: hola"), and
        # one as common a name as "Lucas" (a word to Portuguese dictionaries).
        return True
    return False


def _a_forms_key(text: str, start: int, end: int) -> bool:
    """A word of the language opening its line before a colon, in a form of three keys or more
    where it is a key once: the form's key ("Dates: Feb 20 to Apr 1"). A speaker speaks twice
    ("Callan: …"), and a common first name is someone's ("Rose: hola")."""
    if text[end:end + 1] != ":" or text[:start].rstrip(" \u00a0\t")[-1:] not in ("", "\n"):
        return False
    keys = [fold(key) for key in _FORM_KEY.findall(text)]
    return len(set(keys)) >= 3 and keys.count(fold(text[start:end])) == 1 and a_headings_word(text[start:end])


_FORM_KEY = regex.compile(r"(?m)^[ \u00a0\t]*(\p{L}[\p{L} \u00a0]{0,24}?)[ \u00a0]*:[ \u00a0\t]*\S")


def _rare_surname_only(word: str) -> bool:
    """A word the lists hold as no first name and only as a rare surname, or not at all."""
    ranks = name_ranks(word, first=False)
    return not ranks or (ranks[0] == 0 and not 0 < ranks[1] <= RARE_SURNAME_RANK)


# Beyond this rank a surname the lists hold is as likely a word of the language.
RARE_SURNAME_RANK = 5000


def _a_colour(text: str, start: int, end: int) -> bool:
    """Whether one word named as people are is a colour's: after the word "colour" ("en color
    Hortensia"), before another colour it is offered with ("Branco ou cinza?"), or with a colour's
    word after it and outside the span ("Ruby red is back", "Rose gold"), unless that word is a
    common surname or name ("Ivy Green", "Ana Blanco"). Taken into the span, a colour's word may be
    a surname as well ("Summer Golden", "LUZ ROJA"): only the words around tell, so such a span
    stays."""
    words = WORD.findall(text[start:end])
    if len(words) == 1 and _COLOUR_NOUN_BEFORE.search(text, max(0, start - 16), start):
        return True  # "me ha llegado en color Hortensia", "veio cor de Açucena", "colour: Amber"
    either = _OR_A_WORD_AFTER.match(text, end)
    if len(words) == 1 and either and bare(either.group("word")) in COLOURS:
        return True  # "Branco ou cinza?", "Rose or navy": a choice of colours
    other = either or _OR_A_WORD_BEFORE.search(text, max(0, start - 24), start)
    if len(words) == 1 and other and bare(words[0]) in _NAMED_COLOURS | COLOURS \
            and bare(other.group("word")) in _NAMED_COLOURS | COLOURS:
        return True  # "Rosa o Violeta, ¿qué color…?", "in Rose or Violet", "Hunter green or Amber?"
    after = _WORD_AFTER.match(text, end)
    if len(words) == 1 and bool(after) and bare(after.group("word")) in COLOURS \
            and text[end:end + 1] not in "'’" and not ranked_within(after.group("word"), _COLOUR_NAME_RANK, _COLOUR_NAME_RANK):
        return True
    return _among_shades(text, start, end)


def _among_shades(text: str, start: int, end: int) -> bool:
    """Whether the span is an item of a list of colours ("Rose gold, Violet and Amber are sold out;
    Ivy green ships…", "Rosa chá, Violeta e Jade"): its item and another open with a colour's words,
    and one item at least with a shade of two words ("rose gold", "rosa palo", "ivy green"), its
    second word in lower case where the text is cased as usual ("Rosa Blanco" is a person's)."""
    written = as_written(text)
    usual = casing(written) == "as usual"
    sentence_start = max(written.rfind(mark, 0, start) for mark in ".!?\n") + 1
    ends = [at for at in (written.find(mark, end) for mark in ".!?\n") if at != -1]
    sentence_end = min(ends, default=len(written))
    bounds = [sentence_start, *(at for sep in _LIST_SEPARATOR.finditer(written, sentence_start, sentence_end)
                                for at in sep.span()), sentence_end]
    items, mine, shades = 0, False, False
    for item_start, item_end in zip(bounds[::2], bounds[1::2]):
        if _MARKUP.search(written, item_start, item_end):
            continue  # a record's cells ('"last_agent": "zach gray"'), no list of a sentence
        words = list(WORD.finditer(written, item_start, item_end))[:2]
        colour = _a_colour_item([w.group() for w in words], usual)
        if colour:
            items += 1
            shades = shades or colour == 2
            mine = mine or (words[0].start() <= start and end <= words[colour - 1].end())
    # Named colours alone make the list one of colours where the message speaks of colours ("Violeta
    # ou Pérola? Os nomes das cores…", "Ruby red or Hazel? The dye colour names…").
    return mine and items > 1 and (shades or bool(_COLOUR_TALK.search(written)))


def _a_flower(text: str, start: int, end: int) -> bool:
    """A flower's name that is a given name too, one word, in a sentence about seeds, bulbs, plants
    or bouquets ("Our Rose and Violet seed packets", "as sementes de Margarida", "el ramo de Azucena")."""
    words = WORD.findall(text, start, end)
    if len(words) != 1 or bare(words[0]) not in _FLOWERS:
        return False
    sentence_start = max(text.rfind(c, 0, start) for c in ".!?\n;") + 1
    stops = [i for i in (text.find(c, end) for c in ".!?\n;") if i >= 0]
    written = as_written(text)
    usual = casing(written) == "as usual"
    # Cased as usual, the garden's word is a noun in lower case: "Flores", "Ramos", "Jardim" are surnames.
    return any(not usual or talk.group().islower()
               for talk in _PLANT_TALK.finditer(written, sentence_start, min(stops, default=len(text))))


# Flowers people are named after.
_FLOWERS = frozenset(
    """
    rose rosa violet violeta daisy margarida margarita lily lilia lirio iris jasmine jazmin jasmim
    azucena hortensia hortencia camelia dalia dahlia orquidea orchid petunia magnolia gardenia amapola
    begonia poppy heather ivy holly laurel myrtle lavender lavanda flor hiedra hera acacia
    """.split()
)
# Words of gardens and florists: seeds, bulbs, plants, bouquets.
_PLANT_TALK = regex.compile(
    r"(?<![\p{L}])(?i:seeds?|seedlings?|bulbs?|plants?|bouquets?|flowers?|florist|garden|sementes?|mudas?|bulbos?|"
    r"plantas?|buqu[êe]s?|ramos?|ramalhetes?|flores|floricultura|jardim|semillas?|plantones?|"
    r"florister[íi]a|jard[íi]n|vivero|viveiro)(?![\p{L}])")


_COLOUR_TALK = regex.compile(r"(?<![\p{L}])(?i:cores|colores|colou?rs?|colou?r names|shades|tonos|tons)(?![\p{L}])")


def _a_colour_item(words: list[str], usual: bool) -> int:
    """How many of an item's first words name a colour: a shade of two words, its second a colour's
    or a shade's word ("Rose gold", "Ivy green", "Rosa palo", "Blanco roto"), or a named colour alone
    ("Violet"); 0 for none."""
    first = bare(words[0]) if words else ""
    if len(words) == 2 and (bare(words[1]) in COLOURS or bare(words[1]) in _SHADES) \
            and (not usual or words[1].islower()) \
            and (first in _NAMED_COLOURS or first in COLOURS or first_name(words[0])):
        return 2
    return 1 if first in _NAMED_COLOURS or first in COLOURS else 0


_MARKUP = regex.compile(r"[\"{}\[\]=<>|]")
# What parts a list's items: a comma, a colon, a semicolon or a conjunction.
_LIST_SEPARATOR = regex.compile(r"[ \u00a0]*[,:;][ \u00a0]*|[ \u00a0]+(?i:and|or|y|o|e|ou)[ \u00a0]+")
# The second word of a shade ("rosa palo", "rosa chá", "blanco roto", "azul marino").
_SHADES = frozenset("palo cha chicle bebe claro escuro oscuro pastel antigo nude roto marino quemado pale light dark "
                    "hot baby".split())


_OR_A_WORD_AFTER = regex.compile(r"[ \u00a0]+(?i:or|ou|o)[ \u00a0]+(?P<word>\p{L}+)")
_OR_A_WORD_BEFORE = regex.compile(r"(?<![\p{L}])(?P<word>\p{L}+)[ \u00a0]+(?i:or|ou|o)[ \u00a0]+\Z")
# Colours people are named after too; offered one with another, each is the colour.
_NAMED_COLOURS = frozenset(
    """
    violet violeta rose amber ambar lilac lila lavender lavanda jade ruby rubi coral ivory marfil marfim hazel
    olive oliva magenta scarlet azure esmeralda emerald saffron indigo anil
    perola perla pearl safira zafiro sapphire topazio topacio topaz turquesa turquoise prata plata silver
    """.split()
)
_COLOUR_NOUN_BEFORE = regex.compile(r"(?<![\p{L}])(?i:colou?r|cor)(?:[ \u00a0]*:|[ \u00a0]+(?i:de))?[ \u00a0]+\Z")


# A colour's word this common a name is one ("Green", "Blanco", "Rosa"); the lists' rarer ranks hold
# many a word ("Red", "Roja").
_COLOUR_NAME_RANK = 300


def _common_name(word: str) -> bool:
    return ranked_within(word, COMMON_NAME_RANK, COMMON_NAME_RANK)


# A name this common may follow an article ("la María", "the Johnson account").
COMMON_NAME_RANK = 2000


_SENTENCE_STOP = regex.compile(r"\p{L}{4,}[.!?][ \u00a0]+(?!.*\p{L}{4,}[.!?][ \u00a0])")


def _a_verb_not_a_saint(text: str, at: int) -> bool:
    """Whether the word at `at` is Portuguese "são" written in lower case in a message cased as
    usual, where a saint's would be capitalised: "they are" ("…, são Werner e Davinson, do financeiro")."""
    word = WORD.match(as_written(text), at)
    return bool(word) and word.group() in ("são", "sao") and casing(as_written(text)) == "as usual"


def _a_titled_place(text: str, start: int, end: int) -> bool:
    """Whether the span names a place by a title and a name after the place's word ("aeropuerto Doña
    Catalina", "Pousada Seu Mané", "o ferry Dona Lindu"), the title before the span or taken into it
    ("Clube [Dom Bosco]"); a club's or a ground's name whole ("Esporte Clube Tia Nena"), or a ground
    after its article ("en el Campo Ignacio Zubiaur"; "Paloma del Campo" is a surname's)."""
    place_words = [_TITLED_PLACE_BEFORE.search(text, max(0, start - 40), start)]
    if _PLACE_TITLE_OPENS.match(text, start, end):
        place_words.append(_WORD_RIGHT_BEFORE.search(text, max(0, start - 24), start))
    if any(word and (bare(word.group("word")) in BUSINESS_BEFORE or bare(word.group("word")) in _TITLED_GROUNDS)
           for word in place_words):
        return True
    return bool(_TITLED_GROUND_OPENS.match(text, start, end) or _GROUND_BEFORE.search(text, max(0, start - 12), start))


def _place_named_then_colon(text: str, before) -> bool:
    """Whether the place's word before the span ends a place's name, a colon after it ("the class at
    Mendelsohn Arena: Zuleica Cunha (member), …"): what follows the colon is listed there, not the
    place's name; "Hotel: Miranda" labels the hotel's."""
    if text[before.end("word"):before.end("word") + 1] != ":":
        return False
    named = _NAME_WORD_RIGHT_BEFORE.search(text, max(0, before.start("word") - 30), before.start("word"))
    # the word before is a name's, no word of the language ("Body shop:", "PACK DE CINE:" label things)
    folded = fold(named.group().strip()) if named else ""
    return bool(named) and folded not in common_words() and folded not in stop_words()


_NAME_WORD_RIGHT_BEFORE = regex.compile(r"(?<![\p{L}])\p{Lu}[\p{L}'’\-]+[ \u00a0]+\Z")


def _place_named_before(text: str, start: int) -> bool:
    """Whether the span ends a place's name that opens with a shop's or a place's word a few
    capitalised words back ("Hospital Ramón y Cajal", "Escola Estadual Machado de Assis")."""
    written = as_written(text)
    first = next((w for w in WORD.findall(written, start, start + 40) if len(w) > 1), "")
    # Within the span's own cell, line or list item: "| Centro | 4 |\n| Q. Lei |" is no "Centro
    # Q. Lei", nor "GUESTS: MIN-JUN PARK, JESÚS FIGUEROA" a park.
    # A column's gap parts cells too ("CALLE 3  CERVANTES ELVIA  1:08.40": a lane, then its swimmer).
    window_start = max(max(0, start - 40), max(written.rfind(c, 0, start) for c in "|\n\t;,:—–") + 1,
                       written.rfind("  ", 0, start) + 2)
    # Nor across a sentence's end ("…en Hospital Gregorio Marañón. Firmó aileen el 10/4"); an
    # abbreviation's stop is none ("Hospital Dr. J. Pérez").
    stop = _SENTENCE_STOP.search(written, window_start, start)
    if stop:
        window_start = stop.end()
    if casing_class(first[:2]) != "title":
        # In capitals or lower case every word looks alike: the place's word must come right
        # before, with only name words and particles between ("TEATRO LOPE DE VEGA", "lojas
        # marisa"; not "farmacia con pedro", "el hospital y pedro").
        for word in reversed(_WHOLE_WORD.findall(written[window_start:start])[-4:]):
            if word.lower() in _PLACE_PARTICLES or bare(word) in PLACE_QUALIFIERS or bare(word) in _NAMESAKE_RANKS:
                continue  # "ESCOLA ESTADUAL CAETANO DE CAMPOS", "ESTÁDIO JORNALISTA MÁRIO FILHO"
            if bare(word) in BUSINESS_BEFORE or bare(word) in STREET_WORDS_BEFORE:
                return True
            if not name_word(word):
                return False
        return False
    right_before = _WORD_BEFORE_ONLY.search(written, max(0, start - 24), start)
    if right_before and bare(right_before.group("word")) in _NAMESAKE_RANKS:
        # "estadio General Mariano Escobedo": the place's word before the rank of whom it is named after
        right_before = _WORD_BEFORE_ONLY.search(written, max(0, right_before.start() - 24), right_before.start())
    if right_before and right_before.group("word").islower() and bare(right_before.group("word")) in BUSINESS_BEFORE \
            and bare(right_before.group("word")) not in _SAINTS:
        # "centro=auditorio Manuel de Falla", "en el hospital Gregorio Marañón": the place's word
        # uncapitalised; "são Werner e Davinson" is "they are", a saint's only capitalised
        return True
    words = list(_CAPITALISED_RUN_BEFORE.finditer(written, max(0, start - 60), start))
    run = words[-1].group() if words else ""
    names = [w for w in WORD.findall(run) if w.lower() not in ("y", "e", "de", "del", "da", "do", "dos", "das", "la")]
    return any(bare(w) in BUSINESS_BEFORE or bare(w) in STREET_WORDS_BEFORE for w in names[-4:])


# What a place calls the one it is named after, between the place's word and the name
# ("Estádio Governador Magalhães Pinto", "Aeropuerto General Mariano Escobedo").
_NAMESAKE_RANKS = frozenset(
    """
    governador gobernador presidente presidenta general almirante marechal mariscal senador senadora
    deputado diputado prefeito alcalde jornalista periodista doctor doutor professor profesor engenheiro
    ingeniero coronel capitan capitao comandante ministro ministra brigadeiro brigadier
    infanta infante princesa principe rainha reina
    """.split()
)
# The capitalised words (with particles and "y"/"e" between them) that end right before a span, a title's
# abbreviation among them ("Farmacias del Dr. Simi"); in capitals every word is one, so only words
# written with capital initials count.
_CAPITALISED_RUN_BEFORE = regex.compile(
    r"(?:(?:\p{Lu}\p{Ll}[\p{L}'’\-]*|(?:Dr|Dra|Prof|Profa|Pe|Fr)\.|\p{Lu}\.|\p{Lu}{2,5})[ \u00a0]+"
    r"(?:(?:y|e|de|del|da|do|dos|das|la)[ \u00a0]+)?){1,5}\Z")


_SAINTS = frozenset("san sant sao st ste".split())
_PLACE_PARTICLES = frozenset("de del da do dos das la".split())


# A comma, then "you" or "your": the one addressed ("Recordatorio: Yenima, tiene cita…").
_TOLD_AFTER = regex.compile(rf",[ \u00a0]+(?i:{YOU_AFTER_A_COMMA})(?![\p{{L}}])")
# A bill and "of" before a utility: what it charges for ("conta de luz", "factura del gas"), where
# "Luz" is a name too; not whose bill it is ("a conta de Óscar").
_UTILITIES = frozenset("luz agua gas energia electricidad eletricidade telefone telefono internet".split())
_A_BILL_OF = regex.compile(
    r"(?<![\p{L}])(?i:conta|contas|fatura|faturas|factura|facturas|recibo|recibos|boleta|boletas|bill|bills)"
    r"[ \u00a0]+(?i:de|del|de la|for)[ \u00a0]+(?:(?i:la|el|the)[ \u00a0]+)?\Z")
# A comma, then a firm's team: where the person before it works ("- Markel, Dillard's Support").
_OF_A_TEAM_AFTER = regex.compile(rf"[ \u00a0]*,[ \u00a0]*[^,\n]{{1,40}}?(?i:{SUPPORT_TEAM})(?![\p{{L}}])")
# A brand's word, then a comma or a conjunction (and an article) before the span; or after it.
_BRAND_BEFORE = regex.compile(
    r"(?P<word>(?:\p{L}+[ \u00a0]+){0,2}\p{L}+)[ \u00a0]*(?:,|&|(?<![\p{L}])(?i:and|or|nor|y|e|o|ou|ni|nem)(?![\p{L}]))[ \u00a0]*"
    r"(?:(?i:the|el|la|los|las|o|a|os|as|do|da|dos|das|del|de)[ \u00a0]+)?\Z")
_BRAND_AFTER = regex.compile(
    # "incluí Joana, do Machado Meyer": a comma and "of" say where she works, no list
    r"[ \u00a0]*(?:,(?![ \u00a0]*(?i:de|do|da|del|dos|das)[ \u00a0])|&"
    r"|(?<![\p{L}])(?i:and|or|nor|y|e|o|ou|ni|nem)(?![\p{L}]))[ \u00a0]*"
    r"(?:(?i:the|el|la|los|las|o|a|os|as|do|da|dos|das|del|de)[ \u00a0]+)?"
    r"(?P<word>\p{L}+(?:[ \u00a0]+\p{L}+){0,2})")


_ACCORDING_TO_BEFORE = regex.compile(rf"(?<![\p{{L}}])(?i:{ACCORDING_TO})[ \u00a0]+\Z")


def _listed_beside(text: str, start: int, end: int, names: frozenset[str]) -> bool:
    """Whether the one word at text[start:end] is listed beside one of `names`, kept bare ("Kafka and
    Jenkins", "caída de Jira y Salesforce", "queda do Zendesk e do Jira", "de El Corte Inglés y de Zara")."""
    before = _BRAND_BEFORE.search(text, max(0, start - 40), start)
    after = _BRAND_AFTER.match(text, end)
    words_before = WORD.findall(bare(before.group("word"))) if before else []
    words_after = WORD.findall(bare(after.group("word"))) if after else []
    return any(" ".join(words_before[-n:]) in names or " ".join(words_after[:n]) in names
               for n in range(1, 4) if n <= max(len(words_before), len(words_after)))


# Brackets after a name that say it is software ("Edgar (the SEC filing tool)", "Hugo (o sistema de
# fretes)").
_TOOL_AFTER = regex.compile(
    r"[ \u00a0]*\((?i:the|an?|el|la|un|una|o|um|uma)[ \u00a0]+(?:[\p{L}\-]+[ \u00a0]+){0,3}?"
    r"(?i:tool|app|software|system|platform|plugin|bot|service|sistema|ferramenta|herramienta|aplicativo|"
    r"aplicación|aplicacion|plataforma|servicio|serviço|servico)(?![\p{L}])")
_OPENING_QUOTE = regex.compile(r"(?P<noun>\p{L}+)[ \u00a0]*[«“\"'][^«»“”\"\n]*\Z")
_CLOSING_QUOTE = regex.compile(r"[^«»“”\"\n]*[»”\"']")
_QUOTE_AFTER = regex.compile(r"[ \u00a0]*[«“\"]")


def _offer_named(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is in quotes after an offer's noun ("Pack «Paz y Amor»"), or is
    that noun before its quotes."""
    if bare(text[start:end]) in OFFER_NOUNS and _QUOTE_AFTER.match(text, end, end + 3):
        return True
    opening = _OPENING_QUOTE.search(text, max(0, start - 60), start)
    return bool(opening and bare(opening.group("noun")) in OFFER_NOUNS and _CLOSING_QUOTE.match(text, end))


# Words after which the next is someone, whatever the line talks of ("ask Hudson about the API").
_SOMEONE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:ask|tell|call|cc|thanks|thank you|hi|hello|dear|with|pregunta a|pregúntale a|llama a|"
    r"gracias|hola|con|estimad[oa]|pergunte (?:a|ao|à)|ligue para|obrigad[oa]|oi|olá|ola|com|prezad[oa])"
    r"[ \u00a0,]+\Z")


def _software_in_tech_talk(text: str, start: int, end: int) -> bool:
    """Whether one word, software's name or listed beside one ("Jenkins, Hudson and Alfred"), stands
    in a line that talks of software (words.TECH_TALK); not when someone does something after it
    ("Julia said the deploy failed"), nor when @-mentioned ("@Travis can you take it?")."""
    line_end = text.find("\n", end)
    line = text[text.rfind("\n", 0, start) + 1:line_end if line_end >= 0 else len(text)]
    if not TECH_TALK.search(line) or HUMAN_DOES.match(text, end) or text[start - 1:start] == "@" \
            or _SOMEONE_BEFORE.search(text, max(0, start - 24), start):
        return False
    return bare(text[start:end]) in SOFTWARE_NAMES or _listed_beside(text, start, end, SOFTWARE_NAMES)


# A word of a brand's name as brands write it: "Joe's", "Hewlett-Packard", "Ruby on Rails".
_BRAND_TOKEN = regex.compile(r"[\p{L}\d][\p{L}\d'’]*")
# What joins a brand's words: spaces, a hyphen, an ampersand ("Marks & Spencer"); never a line's end.
_BRAND_JOIN = regex.compile(r"[ \u00a0]*[&\-]?[ \u00a0]*")
_LONGEST_BRAND = max(len(brand.split()) for brand in BRANDS)


def _inside_a_brand(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] and the words around it make a brand BRANDS holds, written with its
    possessive, hyphen or ampersand ("Trader Joe's", "Hewlett-Packard", "Lockheed Martin", "Dick's
    Sporting Goods"): the words outside the span are the brand's, so the span is too."""
    tokens = list(_BRAND_TOKEN.finditer(text, max(0, start - 40), min(len(text), end + 40)))
    inside = [i for i, t in enumerate(tokens) if start <= t.start() and t.end() <= end + 2]
    if not inside:
        return False
    words = [bare(t.group().replace("'", "").replace("’", "")) for t in tokens]
    first, last = inside[0], inside[-1]
    for i in range(max(0, first - _LONGEST_BRAND + 1), first + 1):
        if any(not _BRAND_JOIN.fullmatch(text, tokens[k].end(), tokens[k + 1].start()) for k in range(i, first)):
            continue
        if i < first and words[i] in _KIN and _SOMEONES_KIN.search(text, max(0, tokens[i].start() - 12), tokens[i].start()):
            continue  # "meu tio João": whose uncle, where "o Tio João" is the rice
        for j in range(last, min(len(tokens), i + _LONGEST_BRAND)):
            if j > last and not _BRAND_JOIN.fullmatch(text, tokens[j - 1].end(), tokens[j].start()):
                break
            if " ".join(words[i:j + 1]) in BRANDS:
                return True
    return False


def _model_or_make(text: str, start: int, named: list[str]) -> bool:
    """A car's model after its make ("el Seat León", "o Fiat Toro"), the make opening the span, or
    goods' noun opening it ("Chocolates Valor", Spanish "Ron Bacardí"): goods, nobody."""
    folded = [bare(w) for w in named]
    before = _WORD_BEFORE_ONLY.search(text, max(0, start - 20), start)
    if len(folded) == 1 and before and bare(before.group("word")) in CAR_MAKES:
        return True
    if (folded[0] in _MAKES or folded[0] in OFFER_NOUNS) and before and bare(before.group("word")) in _OWNERS:
        # "la garantía de su Kia Sorento", "a garantia do seu FIAT UNO", "resolveu meu Plano Controle",
        # "dou R$ 378 no Renault Kwid", "por un Tesla Model 3": whose car, phone or plan, or which one
        return True
    if len(folded) == 2 and folded[0] in CAR_MAKES and not first_name(named[0]) \
            and not _given_name_after_a_surname(folded[0], folded[1]):
        return True  # "Seat Ibiza"; "Honda Hitomi" is a name written surname first
    return len(folded) == 2 and (folded[0] in PRODUCT_NOUNS and not first_name(named[0])
                                 or folded[0] == "ron" and LANGUAGE.get() in ("es", "pt"))


_WORD_BEFORE_ONLY = regex.compile(r"(?P<word>\p{L}+)[ \u00a0]+\Z")
# Makes of cars and phones, first names among them, and the words that say whose one is: after "su",
# "meu", "your", "el" a make opens goods ("su Kia Sorento"); "la Mercedes llamó" is someone.
_MAKES = CAR_MAKES | frozenset("kia mercedes galaxy moto pixel iphone".split())
_OWNERS = frozenset("su sus mi mis tu tus seu sua meu minha teu tua nosso nossa nuestro nuestra your my our his "
                    "her their el del al the un una um uma no do num pelo".split())
# What a product or a device works with: an assistant, a tool ("work with Siri", "funciona con
# Jenkins", "funciona com a Alexa").
_WORKS_WITH_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:works?|working|worked|work|funciona|funcionan|funcionam|funcionó|funciono|funcionou|resolveu|"
    r"resolvió|resolvio|compatible|compat[íi]vel)[ \u00a0]+"
    r"(?i:with|on|in|con|en|com|no|na|em)[ \u00a0]+(?:(?i:a|o|el|la|my|mi|meu)[ \u00a0]+)?\Z"
    # what a connector or a plugin joins ("the Jira connector", "o conector do Jenkins")
    r"|(?<![\p{L}])(?i:conector|connector|conectores|connectors|plugin|plug-in)[ \u00a0]+(?i:do|da|de|del|for|to)"
    r"(?:[ \u00a0]+(?i:a|o|el|la|the))?[ \u00a0]+\Z"
    # A voice assistant's or a chatbot's name ("el asistente Aura", "the assistant Siri").
    r"|(?<![\p{L}])(?i:asistente|assistant|assistente|chatbot)[ \u00a0]+(?:(?i:virtual|de voz)[ \u00a0]+)?\Z")
# A title after an article, before a name: goods named so ("el Don Julio", "o Dona Benta"); a person
# with a title takes no article ("Don Julio llamó").
_GOODS_TITLED_BEFORE = regex.compile(r"(?<![\p{L}])(?i:el|del|al|o|do|no|ao|the)[ \u00a0]+(?i:don|dona|doña|dom)[ \u00a0]+\Z")
# A house's name ("Casa Lucio", "Casas Bahia"), the house capitalised: "a casa da Maria" is hers.
_HOUSE = r"(?:Casas?|CASAS?)[ \u00a0]"
_HOUSE_NAME_BEFORE = regex.compile(r"(?<![\p{L}])" + _HOUSE + r"+\Z")
_HOUSE_OPENS = regex.compile(_HOUSE)
# Where else to look for goods: "try Austin or Charlotte", "tente Teresina ou Aparecida", "pruebe en
# Dolores o en Trinidad". The first town after "try", the other after "or".
_TRY = r"(?<![\p{L}])(?i:try|tente|tentem|pruebe|prueben|prueba)(?:[ \u00a0]+(?i:en|em|at|in))?[ \u00a0]+"
_OR = r"[ \u00a0]+(?i:or|ou|o)[ \u00a0]+(?:(?i:en|em|at|in)[ \u00a0]+)?"
_TRY_BEFORE = regex.compile(_TRY + r"\Z")
_OR_AFTER = regex.compile(_OR + r"\p{L}")
_ALTERNATIVE_PLACES = regex.compile(_TRY + r"\p{L}[\p{L}'’\-]*" + _OR + r"\Z")


def _towns_to_try(text: str, start: int, end: int, words: int) -> bool:
    return bool(words == 1 and _ALTERNATIVE_PLACES.search(text, max(0, start - 60), start)
                or _TRY_BEFORE.search(text, max(0, start - 12), start) and _OR_AFTER.match(text, end))
# An app's menu path: "Settings > Devices", "Ajustes > Dispositivos", spaces around its ">"; a quoted
# mail's ">" opens a line, a tag's closes with none ("<recipient>Ana").
_MENU_AFTER = regex.compile(r"[ \u00a0]+>[ \u00a0]+\p{L}")
_MENU_BEFORE = regex.compile(r"\p{L}[ \u00a0]+>[ \u00a0]+\Z")


def _in_a_menu_path(text: str, start: int, end: int) -> bool:
    return bool(_MENU_AFTER.match(text, end) or _MENU_BEFORE.search(text, max(0, start - 40), start))


# What makes someone's day or night theirs, not a feast ("Odile Keller's day off", "Bram's night out").
_DAY_OFF_AFTER = regex.compile(r"[ \u00a0]+(?i:off|out|shift|in)(?![\p{L}])")
# A possessive determiner: what follows is someone's thing ("na minha cara", "en mi casa"); not
# "seu", a title too ("Seu Costa").
_POSSESSIVE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:minha|meu|minhas|meus|mi|mis|my|sua|tu|su|your)[ \u00a0]+\Z")


def _brand(words: str) -> bool:
    """A brand, or a brand's product ("harry potter box", "tommy hilfiger jacket"); not a brand's
    word before an initial, a name's middle ("Dell G. Jennings")."""
    words = bare(words)  # BRANDS is kept bare: fold's "marañon" is bare's "maranon"
    return words in BRANDS or any(words.startswith(brand + " ") and not _INITIAL_NEXT.match(words, len(brand) + 1)
                                  and not _given_name_after_a_surname(brand, words[len(brand) + 1:])
                                  for brand in BRANDS)


def _given_name_after_a_surname(brand: str, rest: str) -> bool:
    """Whether a brand that is a surname too has a given name after it and nothing else, a name
    written surname first ("Honda Tetsuya"), not the brand's goods ("Honda Civic")."""
    return " " not in brand and " " not in rest and surname(brand) and first_name_at_any_rank(rest) \
        and rest not in common_words()


_INITIAL_NEXT = regex.compile(r"\p{L}(?: |$)")


def _business_or_street_words(words: list[str]) -> bool:
    """Whether the words hold a company's, a shop's or a street's word where it makes them one.

    A shop's or a street's word that opens a place's name ("Iglesia", "Posada", "Plaza",
    "Mercado") is also a surname: it makes a place only before another word ("Plaza Mayor",
    "Posada Ramos"), not last after a first name ("Eliseo Iglesia", "Rosenda Posada")."""
    folded = [bare(w) for w in words]
    if len(folded) == 1:
        return folded[0] in COMPANY_WORDS or folded[0] in STREET_WORDS or folded[0] in BUSINESS_BEFORE \
            or folded[0] in BUSINESS_AFTER
    # A saint's word opens a place's name ("San Juan", "Santa Casa"); inside a name it is a
    # surname's ("Nzinga do Espírito Santo dos Reis").
    return (any(w in COMPANY_WORDS or (w in STREET_WORDS and w not in STREET_WORDS_BEFORE) for w in folded)
            or any((w in BUSINESS_BEFORE and (index == 0 or w not in SAINT_WORDS)) or w in STREET_WORDS_BEFORE
                   for index, w in enumerate(folded[:-1]))
            or any(w in BUSINESS_AFTER and not (w in _ENGLISH_ONLY_AFTER and LANGUAGE.get() != "en")
                   for w in folded[1:]))


# A mall's word after a name in English ("Lincoln Plaza"); in Spanish a place's word comes first and
# "Plaza" after a first name is a surname ("Yolanda Plaza", "Bartolomé Plaza").
_ENGLISH_ONLY_AFTER = frozenset({"plaza"})


# A person's honorific right before a name: what follows is a surname, whatever else it means.
_HONORIFIC_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:(?i:mr|mrs|ms|mx|dr|dra|sr|sra|srta|prof|profa)\.?|(?i:miss|señor|señora|senhor|senhora))"
    r"[ \u00a0]+\Z")


# The rest of a label after its first word ("Bill to:", "Enviar a:", "Atendido por:").
_LABEL_TAIL = regex.compile(r"[ \u00a0]+(?i:to|a|para|por|by|de|of)[ \u00a0]*:")
# Spanish and Portuguese abstract nouns' endings; the first names that end so ("Natividad",
# "Encarnación", "Conceição") are common ones.
_ABSTRACT_NOUN = regex.compile(r"(?i:idad|idade|ci[oó]n|[cç][aã]o|mente|miento|mento)\Z")
_ASSISTANT_NOUNS = frozenset("skill skills".split())
# What software and people both have: after a possessive, a person's ("Mendoza's assistant").
_PEOPLE_HAVE_ONE = frozenset("assistant".split())
# A noun and "de" before a span: software's when the noun is (words.SOFTWARE_NOUNS).
_SOFTWARE_OF_BEFORE = regex.compile(r"(?P<noun>\p{L}+)[ \u00a0]+(?i:de|do|da|del)[ \u00a0]+\Z")
# Goods bought somewhere, after their make or name, the rest of the name between ("Kinder Ovo
# comprado na…"): nobody is bought.
_BOUGHT_AFTER = regex.compile(
    r"(?:[ \u00a0]+\p{Lu}[\p{L}\-]*){0,2}[ \u00a0]+(?i:comprad[oa]s?|adquirid[oa]s?|bought|purchased)"
    r"[ \u00a0]+(?i:en|na|no|em|from|at|in|el|la)(?![\p{L}])")
# Words before a name that make it a storm's, a hurricane's, a meeting room's or a holiday's.
_EVENT_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:storm|hurricane|typhoon|cyclone|tropical storm|tormenta(?: tropical)?|tempestade tropical|"
    r"borrasca|hurac[áa]n|cicl[óo]n|"
    r"temporal|tempestade|furac[ãa]o|ciclone|tufão|tufao|sala|meeting room|room|feriado de|festivo de|holiday|d[íi]a de|"
    r"nossa senhora(?: d[aoe]s?)?|nuestra señora(?: de(?: la| los)?)?)[ \u00a0]+\Z")
_DAY_AFTER = regex.compile(r"[ \u00a0]*\d{1,2}(?!\d)")
_DAY_BEFORE = regex.compile(r"(?<!\d)\d{1,2}(?:st|nd|rd|th|º)?[ \u00a0]+(?:(?i:de|of)[ \u00a0]+)?\Z")
_OUR_LADY = regex.compile(r"(?i:nossa senhora|nuestra señora|nuestra senora)(?![\p{L}])")
_OUR_LADY_BEFORE = regex.compile(r"(?<![\p{L}])(?i:nossa senhora|nuestra señora|nuestra senora|our lady)"
                                 r"(?:[ \u00a0]+(?i:de|del|da|do|das|dos|of))?[ \u00a0]+\Z")
_QUANTITY_BEFORE = regex.compile(r"(?<![\p{L}\d])\d{1,3}[ \u00a0]?[x×][ \u00a0]+\Z")
_FEAST_WORDS = frozenset("day eve".split())
_KINGS_BEFORE = regex.compile(r"(?<![\p{L}])(?i:día|dia|noche|campaña|campana|regalos?|antes|después|despues|víspera|"
                              r"vispera|rebajas|roscón|roscon|cabalgata)[ \u00a0]+(?i:de)[ \u00a0]+(?:(?i:los)[ \u00a0]+)?\Z")
_CLOSED_FOR_BEFORE = regex.compile(r"(?<![\p{L}])(?i:cerrad[oa]s?|cierra|cerramos|closed|fechad[oa]s?)[ \u00a0]+"
                                r"(?i:por|for)[ \u00a0]+\Z")
_CAPITALISED_BEFORE_WORD = regex.compile(r"\p{Lu}[\p{L}'’]*[ \u00a0]+\Z")


_ON_BEFORE = regex.compile(r"(?<![\p{L}])(?i:on)[ \u00a0]+\Z")
_DATE_AFTER_COMMA = regex.compile(r",[ \u00a0]*(?:\d|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))")


# A quoted "name" value, its opening quote and key before the span.
_QUOTED_NAME_VALUE_BEFORE = regex.compile(
    r"[\"'](?i:name|nombre|nome)[\"']?[ \t]*[:=][ \t]*[\"'](?P<value>[^\"'\n]*)\Z")


def _a_phrase_named(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] stands in a quoted "name" value that reads as a phrase of the language: a
    word in lower case that is no particle nor function word ("reservas", "rooms", "booking"), beside a
    capitalised one; a person's name holds none ("María de la Rosa")."""
    before = _QUOTED_NAME_VALUE_BEFORE.search(text, max(0, start - 80), start)
    if not before:
        return False
    close = regex.search(r"[\"'\n]", text[end:end + 80])
    if not close or text[end + close.start()] == "\n":
        return False
    written = WORD.findall(as_written(text), before.start("value"), end + close.start())
    return len(written) > 2 and any(w[:1].isupper() for w in written) and any(
        w.islower() and len(w) > 2 and fold(w) not in PARTICLES and fold(w) not in stop_words()
        and (fold(w) in common_words() or form_of_a_word(fold(w))) for w in written)


_PLUS_ONE = regex.compile(r"[\- \u00a0](?i:one|ones)(?![\p{L}])")
# "The" capitalised before one word: a venue's or a hotel's name ("The Savoy"); "the Järvinen family" is one.
_THE_CAPITALISED_BEFORE = regex.compile(r"(?<![\p{L}])The[ \u00a0]+\Z")
_HOUSEHOLD_AFTER = regex.compile(
    r"['’]?s?[ \u00a0]+(?i:family|families|household|twins|brothers|sisters|kids|children)(?![\p{L}])"
    # not a firm's name ("the Margolis Family Foundation", "the Ortiz Brothers Circus")
    rf"(?![ \u00a0]+(?i:{'|'.join(FAMILY_FIRM_WORDS)})(?![\p{{L}}]))")
_TEAM_CAPITALISED_BEFORE = regex.compile(r"(?<![\p{L}])(?:Team|TEAM|Equipo|EQUIPO|Equipe|EQUIPE)[ \u00a0]+\Z")
# A manifest's "name" key (package.json, pyproject.toml, Cargo.toml, a Helm chart), and the version key that
# makes the text a manifest.
# The key opens the manifest's object or a line at most two spaces in: a nested author's "name" is deeper.
_PACKAGE_NAME_BEFORE = regex.compile(r"(?:\A[ \t]*\{[ \t]*|(?:\A|\n)[ \t]{0,2})[\"']?name[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_MANIFEST_VERSION = regex.compile(r"(?:^|[{,\n])[ \t]*[\"']?version[\"']?[ \t]*[:=][ \t]*[\"']?v?\d")
# A manifest's table whose "name" is the package's (pyproject.toml's [project], Cargo.toml's [package]).
_MANIFEST_SECTION = regex.compile(r"(?m)^[ \t]*\[(?:project|package|tool\.poetry|workspace)\][ \t]*$")


def _a_slug(text: str, start: int, end: int) -> bool:
    """Whether the span is one identifier written in lower case, words of the language joined by hyphens
    or underscores ("orbit-sim", "colas-laboratorio"); "jean-luc", "ana-maría" are names, every part one,
    and "sung-min", "el-sayed" too."""
    written = as_written(text)[start:end]
    if not written.islower() or len(WORD.findall(written)) != 1 or not ("-" in written or "_" in written):
        return False
    folded = fold(written)
    parts = [part for part in regex.split(r"[-_]", folded) if part]
    if len(parts) < 2 or parts[0] in INNER_PARTICLES or korean_given_name(folded) \
            or "".join(parts) in name_lists():
        return False  # "el-sayed", "sung-min", "ji-won": a surname's particle, a Korean given name
    return all(word_of_the_language(part) for part in parts) and not all(first_name(part) for part in parts)


# The line before: a street's with its number ("12 Harrison Street", "calle Serrano, 12"), or whose care a
# parcel goes in ("c/o Merrill Lynch", "A/C: …", "A la atención de …").
_CARE_OF = regex.compile(r"[ \t]*(?i:c/o|a/c|attn\.?|attention|a la atenci[óo]n de|aos cuidados de)(?![\p{L}])")


_ADDRESS_TOKEN = regex.compile(r"[\s,]+")
_HOUSE_NUMBER = regex.compile(r"(?:n[º°o]\.?)?\d{1,5}[A-Za-z]?")


def _town_under_an_address(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a whole line under a street's line or a care-of line: an address's town."""
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].strip() or text[end:(text.find("\n", end) + 1 or len(text) + 1) - 1].strip(" \t.,"):
        return False
    if line_start < 2:
        return False
    above = text[text.rfind("\n", 0, line_start - 1) + 1:line_start - 1]
    # Whole tokens: a house's number and a street's word, not a code's letters ("/rd420").
    tokens = [token.strip(".") for token in _ADDRESS_TOKEN.split(above) if token]
    return bool(_CARE_OF.match(above)) or (any(_HOUSE_NUMBER.fullmatch(t) for t in tokens) and any(
        t.isalpha() and bare(t) in STREET_WORDS for t in tokens))


# A line opened by a Roman numeral, where another line opens with one that has two letters or more.
_ROMAN_ITEM = regex.compile(r"(?<![^\n])[IVX]\.[ \u00a0]")
_ROMAN_ITEMS = regex.compile(r"(?m)^[ \t]*(?:II|III|IV|VI|VII)\.[ \u00a0]")


def weekday_abbreviated(text: str, start: int, end: int) -> bool:
    """An English weekday's abbreviation after "on" or before a comma and a date ("On Tue,",
    "Fri, 12 Mar"); "Sun" alone is a surname too ("Sun Li"). Or a rota's day, perhaps with its part
    ("Mon early:", "Tue:"), the line's key, where the message names another day."""
    words = [bare(w) for w in WORD.findall(text, start, end)]
    if len(words) > 1 and all(w in _ROW_OF_DAYS for w in words):
        return True  # a table's header of days ("Mon  Tue  Wed", "Lun  Mar  Mié"), a crontab's "dom mon dow"
    if words and _KEY_COLON_AT.match(text, end) and words[0] in _SHORT_DAYS \
            and all(w in _SHORT_DAYS or w in _DAY_PARTS for w in words[1:]):
        others = {bare(w) for w in WORD.findall(text)} & (_SHORT_DAYS | WEEKDAYS)
        if others - {words[0]}:
            return True
    if len(words) == 1 and words[0] in _SHORT_DAYS and words[0] != "sun" \
            and len({bare(w) for w in WORD.findall(text)} & _SHORT_DAYS - {words[0]}) > 1:
        return True  # "Best: Tue (2 of 2)" under a row of days
    return bare(text[start:end]) in WEEKDAYS_SHORT and bool(
        _ON_BEFORE.search(text[max(0, start - 4):start]) or _DATE_AFTER_COMMA.match(text, end, end + 6))


# Days' abbreviations in our languages; not "mar" nor "dom", a name and a title as often.
_SHORT_DAYS = WEEKDAYS_SHORT | frozenset("lun mie jue vie sab seg ter qua qui sex".split())
_KEY_COLON_AT = regex.compile(r"[ \u00a0]*:")
# A row of days or months, or crontab's fields (day of month, month, day of week): no one's name.
# Abbreviations only: "April May" is someone.
_ROW_OF_DAYS = _SHORT_DAYS | frozenset("mar mie sab dom dow jan feb apr jun jul aug sep sept oct nov dec ene abr ago dic "
                                       "fev set out dez".split())
_DAY_PARTS = frozenset("early late am pm morning evening night manana tarde noche manha noite".split())


def _date(text: str, start: int, end: int) -> bool:
    """One word, a month's name or its abbreviation, with a day's number after or before it."""
    words = WORD.findall(text[start:end])
    return len(words) == 1 and bare(words[0]) in MONTHS and bool(
        _DAY_AFTER.match(text, end) or _DAY_BEFORE.search(text, max(0, start - 12), start))

_ARTICLE_BEFORE = regex.compile(
    # not the "o" of "C/O", "A/C" ("C/O VAN DEN HEUVEL, Karl": in someone's care)
    r"(?<![\p{L}/])(?i:o|a|os|as|el|la|los|las|the|um|uma|un|una|pela|pelo|na|no|numa|num|à|ao|del|al|"
    r"any|every|each|another|cualquier|qualquer)[ \u00a0]+\Z")
# Spanish and English articles, and the determiners that pick one of many ("any Walgreens"),
# which stand before a person's name in no written text; an acronym's capitals.
_THING_ARTICLES = frozenset("el la los las del al the any every each another cualquier qualquer".split())
# Before one rare name, a thing's (chat puts "la" before a first name: "la Marta llamó").
_BEFORE_A_THING = _THING_ARTICLES - {"la", "los", "las"}
_ACRONYM = regex.compile(r"\p{Lu}{2,5}")
# Set apart by a comma, where someone works ("Cibrán, de facturación, ya ha anulado").
_DEPARTMENT_AFTER = regex.compile(
    r",[ \u00a0]+(?i:from[ \u00a0]+the|from|de[ \u00a0]+la|del|de|da|do)[ \u00a0]+(?P<department>\p{L}+)(?![\p{L}])")


def _works_in_a_department(text: str, end: int) -> bool:
    after = _DEPARTMENT_AFTER.match(text, end)
    return bool(after) and bare(after.group("department")) in DEPARTMENTS


_CAMEL_CASE = regex.compile(r"^(?!Mac|Mc)\p{Lu}\p{Ll}{2,}\p{Lu}")
# Spanish sets no article before a person's full name but before a venue's named after one.
_VENUE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:en[ \u00a0]+el|por[ \u00a0]+el|desde[ \u00a0]+el|hasta[ \u00a0]+el|hacia[ \u00a0]+el|"
    r"junto[ \u00a0]+al|frente[ \u00a0]+al|cerca[ \u00a0]+del)[ \u00a0]+\Z")
# A brand's first word and its possessive before a span, or the possessive and the next word
# after one ("RUTH'S CHRIS").
_OWNED_AFTER = regex.compile(r"['’](?i:s)[ \u00a0]+(?P<word>\p{L}+)")
_OWNER_BEFORE = regex.compile(r"(?P<word>\p{L}+)['’](?i:s)[ \u00a0]+\Z")
# Another make after a conjunction, its goods in lower case after it ("… and Fred Perry shirts").
_OTHER_MAKE_AFTER = regex.compile(
    r"[ \u00a0]+(?i:and|or|&|y|e|ou)(?:[ \u00a0]+\p{Lu}[\p{L}'’\-]*){1,3}(?=[ \u00a0]+\p{Ll})")
# What follows a verb, not a plural noun ("Ana Gil chairs the board", "Tom watches it").
_OBJECT_AFTER = regex.compile(r"[ \u00a0]+(?i:the|a|an|his|her|their|our|my|your|it|them|this|that|over|out)(?![\p{L}])")
_UN_BEFORE = regex.compile(r"(?<![\p{L}])(?i:un|una|um|uma)[ \u00a0]+\Z")
_INDEFINITE_BEFORE = regex.compile(r"(?<![\p{L}])(?:a|an|A|An)[ \u00a0]+\Z")
_NOUN_AFTER = regex.compile(r"[ \u00a0]+\p{Ll}+(?![\p{L}'’])")
# A parcel's or a traveller's way through a place ("passa por", "pasará por", "ships via",
# "goes through"), where a person is rarely passed.
_ROUTE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:(?:passa|passou|passará|passara|passando|pasa|pasó|paso|pasará|pasara|pasando)[ \u00a0]+por|"
    r"(?:ships?|shipped|goes|going|went|passes|passing|travels?|routed)[ \u00a0]+(?:via|through)|via|"
    # where, in words that say only where ("launch site: near Nelson", "perto de Pedro Leopoldo", "Europa
    # over Adelaide"), where from ("a caixa saiu de João Monlevade"; "left Florence a message" is hers)
    r"near|nearby|perto[ \u00a0]+de|cerca[ \u00a0]+de|over|departed|saiu[ \u00a0]+de|"
    r"sai[ \u00a0]+de|sali[óo][ \u00a0]+de|sale[ \u00a0]+de|parti[óo][ \u00a0]+de)[ \u00a0]+\Z"
    # where someone lives ("vecino de Sarmiento", "moradora de Nilópolis")
    r"|(?<![\p{L}])(?i:vecin[oa]|morador|moradora|natural|residente)[ \u00a0]+(?i:de|em|en)[ \u00a0]+\Z"
    # a town's woods, its race, a parcel's hub ("mata de João Monlevade", "10K de Pedro Leopoldo", "At the hub,
    # Nelson", "No centro de distribuição, Pedro Leopoldo")
    r"|(?<![\p{L}])(?i:mata|bosque|floresta|selva|\d{1,2}[ \u00a0]?k|marat[oó]na?|marathon)[ \u00a0]+(?i:de|do|da)[ \u00a0]+\Z"
    r"|(?<![\p{L}])(?i:hub|depot|centro[ \u00a0]+de[ \u00a0]+distribui[çc][ãa]o|centro[ \u00a0]+log[íi]stico)"
    r"[ \u00a0]*,[ \u00a0]*\Z"
    # a drive or a trip to it ("before I drive out to Jackson", "antes de ir até Teófilo Otoni"), a school's or
    # a firm's branch there ("unidade Teófilo Otoni", "campus Austin")
    r"|(?<![\p{L}])(?i:(?:drive|drives|driving|drove)(?:[ \u00a0]+(?:out|over|back))?[ \u00a0]+to|"
    r"(?:ir|vou|vamos|indo|fui|foi)[ \u00a0]+at[ée]|unidade|unidad|filial|sucursal|campus)[ \u00a0]+\Z")
# Where someone lives, between commas after their name ("OISÍN O'CONNOR, of Nelson, died", "KEANU JONES,
# de Pedro Leopoldo, faleceu"); "Thanks, Ana, from Victoria" is signed.
_RESIDENCE_BEFORE = regex.compile(r",[ \u00a0]*(?i:of|de|do|da)[ \u00a0]+\Z")
# Phrases of the language that open with a first name ("dolores de cabeza": headaches, "Domingo de
# Ramos": Palm Sunday).
_SET_PHRASES = frozenset((
    "dolores de cabeza", "dolor de cabeza", "dolores de espalda", "dolores de estomago", "dolores de muelas",
    "dolores de barriga", "angeles de la guarda", "angeles custodios", "rocio de la manana",
    # Sundays of the Church's year ("Domingo de Ramos", "Domingo da Ressurreição")
    "domingo de ramos", "domingo de resurreccion", "domingo da ressurreicao", "domingo de pascua",
    "domingo de pascoa", "domingo de pentecostes"))
_SET_PHRASE_OPENERS = frozenset(phrase.split()[0] for phrase in _SET_PHRASES)
_LONGEST_SET_PHRASE = max(len(phrase) for phrase in _SET_PHRASES)


def _opens_a_set_phrase(text: str, start: int) -> bool:
    """Whether a phrase of _SET_PHRASES starts at `start`, the span holding all of it or only
    its first word ("rocio" of "rocio de la manana mojó las cajas")."""
    first = WORD.match(text, start)
    if not first or bare(first.group()) not in _SET_PHRASE_OPENERS:
        return False  # most spans open no set phrase; the words after are read only when one may
    words = " ".join(bare(w) for w in WORD.findall(text, start, start + _LONGEST_SET_PHRASE + 8)) + " "
    return any(words.startswith(phrase + " ") for phrase in _SET_PHRASES)


def _no_longer_sold(text: str, start: int, end: int) -> bool:
    """Whether what a shop no longer sells stands before the span, or before its second word in a
    re-cased copy, where the verb is also a name and opens the span ("ya no Trae Don Simón")."""
    if _NO_LONGER_SOLD_BEFORE.search(text, max(0, start - 30), start):
        return True
    words = WORD.finditer(text, start, end)
    second = next(words, None) and next(words, None)
    return bool(second and _NO_LONGER_SOLD_BEFORE.search(text, max(0, start - 30), second.start()))


# Flights to or from a city, and the next city after "and" ("los vuelos a Santa Cruz y a Victoria", "os voos
# para Teresina e Vitória", "balsas de Pedro Leopoldo").
_FLIGHTS_TO_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:flights?|vuelos?|voos?|billetes?|passagens?|bus|buses|coach|coaches|trains?|ferr(?:y|ies)|"
    r"autob[uú]s(?:es)?|[ôóo]nibus|trenes|trens|ferris?|balsas?)[ \u00a0]+(?i:to|a|para|pra|hacia|from|de|desde)[ \u00a0]+"
    r"(?:[^.\n;:]{1,30}?[ \u00a0]+(?i:and|or|y|o|e|ou)[ \u00a0]+(?:(?i:to|a|para|pra)[ \u00a0]+)?)?\Z")
# What a list says of goods: a recall, a new price, stock ("- Alexa: price change", "- Leite Moça:
# aviso de recall").
_GOODS_NEWS_AFTER = regex.compile(
    r"[ \u00a0]*:[ \u00a0]*(?i:recall|price change|price increase|new price|out of stock|back in stock|discontinued|"
    r"aviso de retirada|aviso de recall|retirada del mercado|cambio de precio|subida de precio|sin stock|agotado|"
    r"descatalogado|mudança de preço|mudanca de preco|aumento de preço|aumento de preco|esgotado|fora de linha)")
# What a shop no longer sells ("they don't stock Alexa anymore", "ya no trae Cola Cao", "não vende
# mais Bombril").
_NO_LONGER_SOLD_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:(?:don't|doesn't|do not|does not|no longer|won't|stopped)[ \u00a0]+"
    r"(?:stock|sell|carry|stocking|selling|carrying)"
    r"|(?:ya[ \u00a0]+)?no[ \u00a0]+(?:trae|traen|vende|venden|tiene|tienen)(?:[ \u00a0]+m[áa]s)?"
    r"|n[ãa]o[ \u00a0]+(?:vende|vendem|tem|t[êe]m|trabalha|trabalham)[ \u00a0]+mais(?:[ \u00a0]+com)?)[ \u00a0]+\Z")
# Copies of a book, and a show cut mid-episode.
_COPIES_OF_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:copies[ \u00a0]+of|ejemplares[ \u00a0]+de|exemplares[ \u00a0]+de|copias[ \u00a0]+de|"
    r"c[óo]pias[ \u00a0]+de|lote[ \u00a0]+de|lote[ \u00a0]+do|batch[ \u00a0]+of)[ \u00a0]+"
    r"(?:(?i:don|doña|dom|dona)[ \u00a0]+)?\Z")
_MID_EPISODE_AFTER = regex.compile(
    r"[ \u00a0]+(?:\p{L}+[ \u00a0]+){0,2}?(?i:a la mitad del|en mitad del|en medio del|no meio do|na metade do|"
    r"in the middle of the|halfway through the|mid-?)[ \u00a0]*(?i:cap[íi]tulo|episodio|epis[óo]dio|chapter|episode)"
    # a show without subtitles ("Anne of Green Gables has no subtitles", "Mafalda no tiene subtítulos")
    r"|[ \u00a0]+(?:\p{L}+[ \u00a0]+){0,3}?(?i:has no subtitles|doesn't have subtitles|no tiene subt[íi]tulos|"
    r"não tem legendas?|nao tem legendas?|est[áa] sem legendas?)")
_PLACE_PREPOSITION = regex.compile(r"(?<![\p{L}])(?i:on|at|in|into|off|en|na|no|em)[ \u00a0]+\Z")


# A law named after someone, its article or "by" before it ("pela Lei Maria da Penha", "la Ley
# Olimpia"); "A Lei Wang" has no such article before it.
_BY_THE = r"(?<![\p{L}])(?i:la|the|pela|por la|da|de la|na|en la)[ \u00a0]+"
_LAW_OPENS = regex.compile(r"(?i:lei|ley|law)[ \u00a0]+\p{L}")
_ARTICLE_OR_BY_BEFORE = regex.compile(_BY_THE + r"\Z")
_LAW_BEFORE = regex.compile(_BY_THE + r"(?i:lei|ley|law)[ \u00a0]+\Z")
# The law's word right before a name of two words or more ("casos de Lei Aldir Blanc", "motivo: Lei
# Carolina Dieckmann"); "Lei Wang" alone is a person whose given name is Lei.
_LAW_WORD_OPENS = regex.compile(r"(?:Lei|Ley|LEI|LEY|lei|ley)[ \u00a0]+")
_LAW_WORD_BEFORE = regex.compile(r"(?<![\p{L}])(?:Lei|Ley|LEI|LEY|lei|ley)[ \u00a0]+\Z")
# A theorem, a law or a principle named after whom stated it, a team's or a club's goods: "of" before the
# name ("teorema de Pitágoras", "ley de Murphy", "productos del Santos Laguna", "merch of the Saints"),
# or the law's word after a possessive ("Murphy's law").
_NAMED_FOR = (r"(?i:teorema|theorem|ley|lei|law|principio|princípio|principle|paradoja|paradoxo|paradox|"
              r"productos|produtos|products|merch|merchandising)[ \u00a0]+(?i:de|do|da|del|of)"
              r"(?:[ \u00a0]+(?i:the|el|la|o|a))?[ \u00a0]+")
_NAMED_FOR_BEFORE = regex.compile(r"(?<![\p{L}])" + _NAMED_FOR + r"\Z")
# The span may hold the noun and its "of" ("PRODUCTOS DE SANTOS LAGUNA").
_NAMED_FOR_OPENS = regex.compile(_NAMED_FOR + r"\p{L}")
_LAW_AFTER = regex.compile(r"['’][sS][ \u00a0]+(?:(?i:first|second|third|zeroth)[ \u00a0]+)?"
                           r"(?i:laws?|theorem|principle|paradox|razor|constant|equations?)(?![\p{L}])")
# An offer's noun before goods named after someone, or opening them ("KIT Melissa", "LOTE Tía Rosa").
_WORD_RIGHT_BEFORE = regex.compile(r"(?<![\p{L}])(?P<word>\p{L}+)[ \u00a0]+\Z")
_OFFERS_OPENING = frozenset("kit kits lote lotes pack combo cesta caja caixa".split())
# A song played again and again ("Billie Jean on repeat", "Jolene en bucle").
_ON_REPEAT_AFTER = regex.compile(r"[ \u00a0]+(?i:on repeat|on loop|en bucle|en repeat|no repeat|em loop|no modo repetir)"
                                 r"(?![\p{L}])")
# A song's, a book's or a show's title after what it is ("Song on hold is Jolene again", "A música
# de espera é Gabriela de novo").
_WORK_IS_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:song|tune|track|music|hold music|canción|cancion|canção|cancao|música|musica|melodía|"
    r"melodia|libro|livro|book|película|pelicula|filme|film|movie|series|serie|série)"
    r"(?:[ \u00a0]+(?i:on hold|de espera|em espera|da espera))?[ \u00a0]+"
    r"(?i:is|was|es|era|fue|é|e|foi|vuelve[ \u00a0]+a[ \u00a0]+ser|volvió[ \u00a0]+a[ \u00a0]+ser|sigue[ \u00a0]+siendo|"
    r"voltou[ \u00a0]+a[ \u00a0]+ser|volta[ \u00a0]+a[ \u00a0]+ser|continua[ \u00a0]+sendo|"
    r"is[ \u00a0]+back[ \u00a0]+to[ \u00a0]+being)"
    r"(?:[ \u00a0]+(?i:still|again|otra vez|de nuevo|de novo|ainda))?[ \u00a0]+"
    # the title's first words when the span holds only its last ("é Ana Júlia de novo")
    r"(?:\p{Lu}[\p{L}'’\-]*[ \u00a0]+){0,2}\Z")
# Charged twice, by whom: the merchant ("a double debit on the direct debit for Johnson Controls",
# "un doble cobro de Zara", "cobrança em dobro da Havan").
_DOUBLE_CHARGE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:(?:double|duplicate|doble|duplicad[oa]|duplo|dupla)[ \u00a0]+"
    r"(?:charge|charged|debit|debited|payment|cobro|cargo|pago|cobrança|cobranca|débito|debito|pagamento)"
    r"|(?:charge|debit|cobro|cargo|cobrança|cobranca|débito|debito)[ \u00a0]+(?:em dobro|duplicad[oa]|duplo|doble)"
    r"|direct debit)"
    r"(?:[ \u00a0]+\p{Ll}+){0,4}?[ \u00a0]+(?i:for|from|at|by|to|de|del|da|do|en|na|no|con|com)[ \u00a0]+\Z")
# Flowers a bouquet is made of, before or after it.
_BOUQUETS = r"bouquet|bouquets|ramo|ramito|buquê|buque|arreglo|arranjo|wreath|corona de flores|coroa de flores"
_BOUQUET_OF_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:" + _BOUQUETS + r")[ \u00a0]+(?i:of|de|com|con)[ \u00a0]+"
    r"(?:\p{L}+[ \u00a0]*(?:,|(?i:and|y|e))[ \u00a0]*)*\Z")
_BOUQUET_AFTER = regex.compile(
    r"(?:[ \u00a0]*(?:,|[ \u00a0](?i:and|y|e))[ \u00a0]*\p{L}+)*[ \u00a0]+(?i:" + _BOUQUETS + r"|arrangement)(?![\p{L}])")
# Cards named by the banks that issue them, listed together ("Chase and Sterling cards"): a
# person's are theirs by a possessive ("Ana's and Luis's cards").
_CARDS = r"(?i:cards|credit[ ]cards|debit[ ]cards|cardholders)(?![\p{L}])"
_ISSUERS_AFTER = regex.compile(r"(?:[ \u00a0]*(?:,|[ \u00a0](?i:and|or))[ \u00a0]*\p{L}+)+[ \u00a0]+" + _CARDS)
_ISSUERS_BEFORE = regex.compile(r"(?<![\p{L}'’])\p{L}+[ \u00a0]*(?:,|[ \u00a0](?i:and|or))[ \u00a0]*\Z")
_CARDS_AFTER = regex.compile(r"[ \u00a0]+" + _CARDS)
# What only a pet does to a cable or a charger, right after its name ("Max chewed through the charger",
# "Lola se ha comido el cable", "o Thor roeu o fio").
_PET_DEED_AFTER = regex.compile(
    r"[ \u00a0]+(?i:chewed|chewed up|chewed through|gnawed|se ha comido|se comió|se comio|mordió|mordio|mordisqueó|"
    r"se ha vuelto a comer|se volvió a comer|se volvio a comer|roeu|roeram|mordeu|comeu|voltou a roer|"
    r"voltou a morder|ate[ \u00a0]+(?:the|my|our|his|her))(?![\p{L}])")
# A pet's gear, needed by the one or two named before it ("Cooper and Max both need the large crate",
# "Thor e Paçoca precisam da caixa de transporte").
_PET_GEAR = (r"crate|crates|kennel|leash|cat litter|litter box|kibble|dog bed|cat tree|transportín|transportin|"
             r"arenero|pienso|correa|caixa de transporte|caixinha de transporte|coleira|ração|racao|caminha|arranhador")
_PETS_NEED_AFTER = regex.compile(
    r"(?:[ \u00a0]+(?i:and|y|e)[ \u00a0]+\p{L}+)?[ \u00a0]+(?:(?i:both|ambos|los dos|os dois)[ \u00a0]+)?"
    r"(?i:need|needs|necesitan|necesita|precisam|precisa)[ \u00a0]+(?:\p{L}+[ \u00a0]+){0,3}?(?i:" + _PET_GEAR
    + r")(?![\p{L}])")
# Who answers the phone, after the company's name ("Odebrecht, Luciana falando", "Lowe's, Dana speaking").
_SPEAKING_AFTER = regex.compile(r"[ \u00a0]+(?i:falando|speaking|al habla|hablando|le atiende)(?![\p{L}])")
_COMPANY_ANSWERING = regex.compile(r"(?:['’]s)?[ \u00a0]*,[ \u00a0]*(?:\p{L}[\p{L}'’\-]*" + _SPEAKING_AFTER.pattern
                                   + r"|(?i:le|te|les)[ \u00a0]+(?i:atiende)(?![\p{L}]))")
# A charge from a merchant seen twice ("the charge from Hunter Douglas twice", "el cargo de Zara dos
# veces", "a cobrança da Havan duas vezes").
_CHARGE_FROM_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:charge|charges|debit|cobro|cargo|cobrança|cobranca|débito|debito)[ \u00a0]+"
    r"(?i:from|by|at|de|del|da|do|en|na|no)[ \u00a0]+\Z")
_TWICE_AFTER = regex.compile(r"[ \u00a0]+(?i:twice|two times|2x|dos veces|duas vezes)(?![\p{L}])")
# The words of a machine's account, joined to others by a hyphen or an underscore ("svc-refunds",
# "ops-oncall", "billing_bot"): nobody's name holds them.
_SERVICE_WORDS = frozenset("svc srv ops bot bots sys api admin noreply oncall cron daemon robot webhook worker "
                           "automation integration queue system service".split())
_JOINED_PARTS = regex.compile(r"\p{L}+(?:[-_]\p{L}+)+")


def _service_account(span: str) -> bool:
    return bool(_JOINED_PARTS.fullmatch(span)) and any(
        part in _SERVICE_WORDS for part in regex.split(r"[-_]", span.lower()))


# An app's word before its name, or the name's first word ("o app Bombril", "O app Sonho de Valsa").
_APPS = frozenset("app apps aplicativo aplicación aplicacion application".split())
_APP_BEFORE = regex.compile(r"(?<![\p{L}])(?i:app|aplicativo|aplicación|aplicacion)[ \u00a0]+\Z")
# In text cased as usual, the app's name may be a capitalised run, the span its last words.
_APP_RUN_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:app|aplicativo|aplicación|aplicacion)[ \u00a0]+"
    r"(?:\p{Lu}[\p{L}'’\-]*[ \u00a0]+(?:(?:de|do|da|del)[ \u00a0]+)?){1,2}\Z")


def _app_named(text: str, start: int, end: int) -> bool:
    words = WORD.findall(text[start:end])
    if len(words) > 1 and (bare(words[0]) in _APPS or bare(words[-1]) in _APPS):
        return True  # "o app leite moca", "JENKINS APP": the copy's capitals took the app's word into the span
    if _APP_BEFORE.search(text, max(0, start - 16), start):
        return True
    written = as_written(text)
    return casing(written) == "as usual" and bool(_APP_RUN_BEFORE.search(written, max(0, start - 40), start))


# An address's items, a comma or a slash between them: after a street's, a lone name is the town
# ("Sainsbury's, Victoria Embankment, Eugene", "Calle Cervantes, Dolores"); beside a hospital's, a
# school's or a street's, a place of the list ("Johns Hopkins Hospital / Victoria Embankment / Victoria").
_ITEM_SEPARATOR = regex.compile(r"[ \u00a0]*(?:,|[ \u00a0]/)[ \u00a0]*")


def _item_beside_places(text: str, start: int, end: int) -> bool:
    line_start = max(text.rfind("\n", 0, start), text.rfind(":", 0, start)) + 1
    # The items end where a colon or a spaced dash opens what is said of them ("SILVA, Ana / ROCHA, Rui:
    # two seats, …").
    line_end = min(i for i in (text.find("\n", end), text.find(".", end), text.find(";", end), text.find(": ", end),
                               text.find(" - ", end), text.find(" – ", end), len(text)) if i >= 0)
    before = _ITEM_SEPARATOR.split(text[line_start:start])
    after = _ITEM_SEPARATOR.split(text[end:line_end])
    if before[-1].strip(" \u00a0") or after[0].strip(" \u00a0.!"):
        return False  # the span is no whole item
    slashed = "/" in text[line_start:line_end]
    if slashed and len(before) == 1 and _RECIPIENT_KEY.search(text, max(0, line_start - 30), line_start):
        return False  # "ENVIAR A: Amparo Moreno / calle Silvela / Mercedes": who the address is for
    siblings = before[:-1][-1:] if not slashed else before[:-1] + after[1:]
    for item in siblings:
        words = [bare(w) for w in WORD.findall(item)]
        # The sibling is a street's name, no clause that mentions one ("…en la tienda de la avenida
        # Carrasco y el técnico, Guillermo Montero, dice…" holds a person).
        if 1 < len(words) <= _LONGEST_STREET_ITEM and (any(w in STREET_WORDS for w in words) or (slashed and (
                words[0] in BUSINESS_BEFORE or words[-1] in BUSINESS_AFTER))):
            return True
    return False


_LONGEST_STREET_ITEM = 5
# The key of a line that sends something to someone, its colon last: the first of its slashed
# items is the one it goes to.
_RECIPIENT_KEY = regex.compile(
    r"(?:^|\n)[ \u00a0]*(?i:ship[ \u00a0]+to|deliver[ \u00a0]+to|send[ \u00a0]+to|enviar[ \u00a0]+a|entregar[ \u00a0]+a|"
    r"enviar[ \u00a0]+para|entregar[ \u00a0]+para|recipient|destinatari[oa]|destinatári[oa]|consignee|attn)[ \u00a0]*:\Z")
# Goods, then two words joined: their colours, prints or models ("las fundas Rosa y Flor").
_GOODS_PAIR_BEFORE = regex.compile(
    r"(?<![\p{L}])(?P<noun>\p{L}+)[ \u00a0]+(?P<first>\p{L}+[ \u00a0]+(?i:and|y|e|or|o|ou)[ \u00a0]+)?\Z")
_JOINED_AFTER = regex.compile(r"[ \u00a0]+(?i:and|y|e|or|o|ou)[ \u00a0]+\p{L}")


def _goods_noun(word: str) -> bool:
    """A noun of goods, or its plural ("capinhas", "cases")."""
    word = bare(word)
    return word in PRODUCT_NOUNS or (word.endswith("s") and word[:-1] in PRODUCT_NOUNS)


# Places listed with what happened to them ("Florence and Santa Cruz affected").
_AFFECTED_AFTER = regex.compile(
    r"[ \u00a0]+(?i:and|y|e)[ \u00a0]+(?:\p{L}[\p{L}'’\-]*[ \u00a0]+){1,3}"
    r"(?i:affected|afectad[oa]s|afetad[oa]s|sin servicio|sem servi[çc]o|without service)(?![\p{L}])")
# Two saints of one feast ("São Cosme e Damião", "Saints Peter and Paul").
_SAINTS_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:são|sao|san|santo|santa|saint|st\.?|saints|santos|santas)[ \u00a0]+\p{L}[\p{L}'’\-]*"
    r"[ \u00a0]+(?i:e|y|and)[ \u00a0]+\Z")
def _whose(text: str, before, start: int) -> bool:
    """Whether a bank's word and "de" before the span say whose bank it is ("Contracargo del banco de
    Maite Ibarra"), not the bank's name ("Banco Santander", "el banco de España"): the word in lower
    case in text cased as usual, or any word in text in capitals or lower case. A shop's or a
    station's word so says where ("la estación de Atocha", "el centro de Canoas")."""
    written = as_written(text)
    # In capitals or lower case the message's casing says nothing of a name ("CONTRACARGO DEL BANCO DE
    # AGUSTINA GALLI").
    return bare(before.group("word")) in _OWNED_BUSINESSES \
        and (written[before.start("word")].islower() or casing(written) != "as usual") \
        and bool(_OF.search(text, before.end("word"), start)) \
        and not a_country_or_region(WORD.findall(text, start, start + 40)[:1])  # "el banco de España"


_OWNED_BUSINESSES = frozenset("banco bank".split())
# Spanish and Portuguese ordinals only: English "the 9th Floyd Bailey wrote" is a date's.
_ORDINAL_BEFORE = regex.compile(r"(?<![\p{L}\d])\d{1,4}(?:ª|º|°|a|o)\.?[ \u00a0]+\Z")
# The goods with their article, so that a verb is no noun ("Vino doña Wendolin" came).
_TITLED_GOODS_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:el|la|los|las|un|una|del|al|o|a|os|as|um|uma|do|da|the|my|mi|meu|minha)[ \u00a0]+"
    r"(?P<noun>\p{L}+)[ \u00a0]+(?i:don|doña|dona|dom|tio|tia|tío|tía)\.?[ \u00a0]+\Z")
_FIRM_WORD_BEFORE = regex.compile(r"(?<![\p{L}])(?P<word>\p{L}+)[ \u00a0]+\Z")
# A shop's "Casa" right before a full name, no "de" between.
_SHOP_HOUSE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:casa)[ \u00a0]+\Z")
_VENUE_HOUSE_BEFORE = regex.compile(r"(?<![\p{L}])(?:La[ \u00a0]+Casa|A[ \u00a0]+Casa)[ \u00a0]+(?:de|del|da|do)[ \u00a0]+\Z")
_OF = regex.compile(r"[ \u00a0]+(?i:de|del|da|do)[ \u00a0]+")
# A page, a screen or a control of an app or a site, after its name ("the Bill Pay page").
_UI_AFTER = regex.compile(r"[ \u00a0]+(?i:page|screen|button|tab|portal|menu|feature|widget|section|form)(?![\p{L}])")
# An integration's other end is software ("la integración con Lola da 401", "integration with Ada").
_INTEGRATED_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:integraci[oó]n con|integra[cç][aã]o com|integration with|integrations with)[ \u00a0]+\Z")
# What software offers after its name; nobody's name has one after it.
_SIGN_IN_AFTER = regex.compile(r"[ \u00a0]+(?i:login|log-in|sign-in|integration|reminders|settings|skill|skills)(?![\p{L}])")
# What a team's desk is called after its business ("Fraud Desk", "Claims Handling", "Billing Queue").
_DESK_WORDS = frozenset("desk handling queue inbox helpdesk unit dept department relations services support "
                         "club program programme prevention receivable receivables payable payables "
                         "rota rotation on-call oncall".split())
# A coupon's brand, perhaps after a title a brand's name holds ("traer el cupón de Don Julio",
# "trazer o cupom Tio João", "bring the Betty Crocker coupon" is read by the brands).
_COUPON_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:cup[óo]n|cupom|coupon|voucher)(?:[ \u00a0]+(?i:de|da|do|del))?[ \u00a0]+"
    r"(?:(?i:t[íi]o|t[íi]a|dona|don|doña|seu|uncle|aunt)[ \u00a0]+)?\Z")
# Where one sails from, departs from or lives near: a town ("saída de Petrópolis", "vive cerca de
# Mérida", "sailing from Lafayette").
_LIVES_NEAR = (r"vive[ \u00a0]+cerca[ \u00a0]+de|mora[ \u00a0]+perto[ \u00a0]+de|lives[ \u00a0]+near|"
               # a ride's stops, as its receipt labels them ("Pickup Paddington  →  Dropoff King's Cross")
               r"pickup|pick-up|dropoff|drop-off|recogida")
_PLACE_CUE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:sailing[ \u00a0]+from|departing[ \u00a0]+from|departure[ \u00a0]+from|sa[íi]da[ \u00a0]+de|"
    rf"salida[ \u00a0]+de|partida[ \u00a0]+de|{_LIVES_NEAR}|"
    # A trip's or a flight's end ("before my trip to Madison", "el vuelo a Mercedes").
    r"(?:trip|flight|viaje|vuelo|viagem|voo)[ \u00a0]+(?:to|a|para|pra)|"
    # Whoever else is from there ("Mais alguém de Januária com problema", "anyone from Eugene?").
    r"(?:alguém|alguem|alguien|anyone|anybody|someone|somebody|ninguém|ninguem|nadie)(?:[ \u00a0]+(?:mais|más|mas|else))?"
    r"[ \u00a0]+(?:de|from|en|em|in)|"
    # An airport's or a station's lost and found, where a flight lands ("Achados e perdidos do Salgado
    # Filho", "objetos perdidos del aeropuerto", "o voo pousa no Afonso Pena", "lands at Logan").
    r"achados[ \u00a0]+e[ \u00a0]+perdidos[ \u00a0]+(?:d[oa]|no|na)|objetos[ \u00a0]+perdidos[ \u00a0]+(?:de|del|en)|"
    r"lost[ \u00a0]+(?:and|&)[ \u00a0]+found[ \u00a0]+(?:at|of|in)|"
    # Where an e-signature envelope was opened ("Viewed from Madison", "Visualizado em Getúlio Vargas").
    r"viewed[ \u00a0]+(?:from|in)|visualizado[ \u00a0]+(?:em|desde|en)|visto[ \u00a0]+desde|opened[ \u00a0]+(?:from|in)|"
    r"(?:pousa|pousou|pousará|aterrissa|aterrissou|aterriza|aterrizó|aterrizara|aterrizará|lands|landed|landing)"
    r"[ \u00a0]+(?:no|na|em|en|el|at|in)|"
    # Whom an agent answers the phone for: a company ("gracias por llamar a Hijos de Rivera").
    r"thanks?[ \u00a0]+(?:you[ \u00a0]+)?for[ \u00a0]+(?:calling|contacting)|gracias[ \u00a0]+por[ \u00a0]+(?:llamar|contactar)"
    r"(?:[ \u00a0]+(?:a|con))?|obrigad[oa][ \u00a0]+por[ \u00a0]+(?:ligar|contatar|entrar[ \u00a0]+em[ \u00a0]+contato)"
    r"(?:[ \u00a0]+(?:para|pra|com))?(?:[ \u00a0]+(?:a|o))?)[ \u00a0]+\Z")
# Or a finder's span that took where one lives near in ("vive cerca de Mérida").
_PLACE_CUE_OPENS = regex.compile(rf"(?i:{_LIVES_NEAR})[ \u00a0]+")
# A branch after a town's name and "our" or "the" before it ("Our Austin office"), or a branch's
# word and "de" before it ("la oficina de Santiago", "o escritório de Teófilo Otoni").
_BRANCH_AFTER = regex.compile(r"[ \u00a0]+(?i:office|offices|store|branch|warehouse|depot)(?![\p{L}])")
_OUR_BEFORE = regex.compile(r"(?<![\p{L}])(?i:our|the|your|their)[ \u00a0]+\Z")
_BRANCH_OF_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:oficina|escrit[óo]rio|sucursal|filial|ag[êe]ncia)[ \u00a0]+(?i:de)[ \u00a0]+\Z")
_PETS = (r"dog|puppy|cat|kitten|pet|perro|perra|perrito|perrita|gato|gata|gatito|gatita|mascota|cachorro|cachorra|"
         r"cachorrinho|cachorrinha|gatinho|gatinha|cadela|cadelinha|"
         # Other animals kept at home, by their kind ("the hamster Oscar", "el loro Paco", "a
         # calopsita Juju"); not "coelho", "conejo" nor "chinchilla", surnames too.
         r"hamster|hámster|parrot|parakeet|budgie|cockatiel|canary|pony|horse|rabbit|bunny|turtle|tortoise|ferret|"
         r"goldfish|iguana|gecko|guinea[ \u00a0]pig|loro|periquito|canario|cotorra|cacatúa|agapornis|poni|"
         r"caballo|yegua|conejito|tortuga|hurón|cobaya|pez|pececito|papagaio|calopsita|canário|pônei|cavalo|égua|"
         r"coelhinho|tartaruga|jabuti|furão|porquinho-da-índia|peixinho")
# A pet's noun before its name ("mi perro Toby", "meu cachorro Thor", "our cat Mochi").
_PET_BEFORE = regex.compile(r"(?<![\p{L}])(?i:" + _PETS + r")(?:[ \u00a0]*:)?[ \u00a0]+\Z")
# What a pet is, in apposition after its name ("Rosie, the ward cat", "Nala, la gata de la planta",
# "Zeus, o cachorro do síndico").
_PET_APPOSITION_AFTER = regex.compile(
    r"[ \u00a0]*,[ \u00a0]*(?i:the|our|my|la|el|o|a|nuestra|nuestro|mi|nossa|nosso|minha|meu)"
    r"(?:[ \u00a0]+\p{L}+)?[ \u00a0]+(?i:" + _PETS + r")(?![\p{L}'’])"
    # not someone whose work is with pets ("Ana Gil, our dog walker", "Rui, o adestrador de cães")
    r"(?![ \u00a0]+(?i:walker|sitter|groomer|trainer|owner|person|paseador|paseadora|cuidador|cuidadora|"
    r"adestrador|adestradora|dono|dona|dueño|dueña)(?![\p{L}]))")
# The name a lost pet comes to ("Lost cat: answers to Rosie", "responde al nombre de Nala", "atende por Zeus"),
# where the line speaks of a lost pet; "Responde a Brian desde la app" is a reply to a person, and "she
# answers to Ana Gil" names her manager.
_ANSWERS_TO_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:answers[ \u00a0]+to(?:[ \u00a0]+the[ \u00a0]+name)?|responde[ \u00a0]+(?:al[ \u00a0]+nombre[ \u00a0]+de|a)|"
    r"atende[ \u00a0]+(?:por|pelo[ \u00a0]+nome[ \u00a0]+de))[ \u00a0]+\Z")
_LOST = r"lost|missing|perdid[oa]s?|extraviad[oa]|desaparecid[oa]|sumiu|sumid[oa]"
_LOST_PET_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:(?i:" + _LOST + r")[ \u00a0]+(?:(?i:a|an|un|una|um|uma|my|our|mi|nuestro|nuestra|meu|minha|nosso|nossa)"
    r"[ \u00a0]+)?(?i:" + _PETS + r")|(?i:" + _PETS + r")[ \u00a0]+(?i:" + _LOST + r"))"
    r"(?![\p{L}])[^\n.]*\Z")
# A pet's field, where it travels or stays, and the honorific owners give pets ("PET IN CABIN: Thor",
# "MASCOTA EN CABINA: Coco", "Pet: Sir Waffles").
_PET_FIELD_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:pets?|mascotas?)(?:[ \u00a0]+(?i:in|en|na|no|em|a|on|at)[ \u00a0]+(?:(?i:la|el|the|a)[ \u00a0]+)?\p{L}+)?"
    r"[ \u00a0]*:[ \u00a0]*(?:(?i:sir|lady|miss|mr|mrs|dona|don|doña|seu|sr|sra|dr)\.?[ \u00a0]+)?\Z")
# A markdown heading's hashes.
_HEADING_BEFORE = regex.compile(r"(?:^|\n)[ \t]*#{1,6}[ \t]+\Z")
# A person's age and the town they are of, as an obituary or a news item writes it ("Ana Gil, 84,
# of Eugene,", "Ana Gil, 84, de Mérida").
_AGE_AND_TOWN_BEFORE = regex.compile(r"(?<!\d)\d{1,3},[ \u00a0]+(?i:of|de|da|do|from)[ \u00a0]+\Z")
# An issue's or a post's tags on their line ("labels: bug, wontfix", "etiquetas: error"), in the
# plural: a parcel's "Label:" or "Etiqueta:" holds its addressee.
_TAGS = r"(?i:labels|tags|etiquetas|r[óo]tulos|categories|categor[íi]as|keywords|palabras[ \t]+clave|palavras-chave|hashtags)"
_TAGS_BEFORE = regex.compile(r"(?:^|\n)[ \t]*" + _TAGS + r"[ \t]*:[^\n:]*\Z"
                             # a tool's reply lists them ('"etiquetas": ["Santos Laguna", "urgente"]')
                             r"|[\"']" + _TAGS + r"[\"'][ \t]*:[ \t]*\[[^\]\n]*\Z")
# A flight's destination, after the airport it leaves from, by its name or its code ("aeroporto
# Salgado Filho PARA ", "Logan Airport to ", "FROM JFK TO "); "I'm at the airport, send it to Rosa"
# names no airport.
_FLIGHT_DESTINATION_BEFORE = regex.compile(
    r"(?:(?<![\p{L}])(?i:aeroporto|aeropuerto|airport)(?:[ \u00a0]+\p{Lu}[\p{L}'’.\-]*){1,4}"
    r"|(?:\p{Lu}[\p{L}'’.\-]*[ \u00a0]+){1,4}(?i:airport|international|internacional|national)"
    r"|(?<![\p{L}])(?i:from|de|desde)[ \u00a0]+\p{Lu}{3})"
    r"[ \u00a0]+(?i:to|para|a|hasta|até|ate)[ \u00a0]+\Z")
# The pronouns that stand before a verb and never before a name: Spanish "lo", "le", "me"…;
# Portuguese's, not "se", which is "if" too ("se Ana ligar").
_CLITIC_BEFORE = {
    "es": regex.compile(r"(?<![\p{L}])(?i:lo|le|les|me|te|se|nos|os)[ \u00a0]+\Z"),
    "pt": regex.compile(r"(?<![\p{L}])(?i:me|te|lhe|lhes|nos)[ \u00a0]+\Z"),
}
# Nouns that end a place's name and no person's.
_PLACE_NOUNS = frozenset("ridge tower towers heights suites plaza stadium arena building".split())
_CAPITALISED_WORD_BEFORE = regex.compile(r"\p{Lu}[\p{L}'’\-]*[ \u00a0]+\Z")
# An animal's species in brackets after its name, as a vet's record writes it.
_SPECIES_AFTER = regex.compile(
    r"[ \u00a0]*\((?i:canine|feline|equine|avian|dog|cat|canino|canina|felino|felina|equino|equina|perro|perra|"
    r"gato|gata|cão|cao|cadela|cachorro|cachorra|ave|conejo|coelho|rabbit|hamster|hámster)\)")
# Pets named after their noun and a comma, or after their owner's ("our two dogs, Luna and Cooper",
# "nossos cachorros, Fred e Pretinha", "el perro de Rabia, Lola, ladra", "o cachorro do Ezequiel, o Thor").
_PETS_NAMED_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:" + _PETS + r"|dogs|puppies|cats|kittens|pets|perros|perras|perritos|gatos|gatas|mascotas|"
    r"cachorros|cachorras|gatinhos|c[ãa]es|c[ãa]o|cadelas|hamsters|parrots|horses|rabbits|bunnies|turtles|loros|"
    r"caballos|tortugas|papagaios|cavalos|tartarugas)"
    r"(?:[ \u00a0]+(?i:de|del|do|da)[ \u00a0]+\p{L}+(?:[ \u00a0]+\p{L}+)?)?[ \u00a0]*,[ \u00a0]*"
    r"(?:(?i:o|a|el|la)[ \u00a0]+)?(?:\p{L}+[ \u00a0]+(?i:and|y|e)[ \u00a0]+)?\Z")
# What a pet is, said after its name ("Bella is my dog", "Coco es mi perro", "a Mel é nossa gata").
_PET_IS_AFTER = regex.compile(
    r"[ \u00a0]+(?i:is|was|es|era|é)[ \u00a0]+(?i:my|our|mi|nuestro|nuestra|meu|minha|nosso|nossa|a|un|una|um|uma)"
    r"[ \u00a0]+(?i:" + _PETS + r")(?![\p{L}])"
    # the pet's noun in apposition ("Murphy the dog is not covered", "Mr. Whiskers, our cat")
    r"|[ \u00a0]*,?[ \u00a0]+(?i:the|our|my)[ \u00a0]+(?i:" + _PETS + r")(?![\p{L}])")
# A vCard's address line, up to a span on it.
_VCARD_ADDRESS_BEFORE = regex.compile(r"(?:^|\n)(?i:adr)[;:][^\n.]*\Z")
# Brazil's states' codes, which follow a town after a dash or a slash ("Amparo - SP", "amparo - sp").
_BRAZILIAN_STATES = frozenset("ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc sp se to".split())
_STATE_DASH_BEFORE = regex.compile(r"\p{L}[ \u00a0]*[\-–/][ \u00a0]*\Z")
# A US state's postal code after a town, in capitals as the post writes it, ending its clause ("from
# Eugene, OR, cabin 90", "Florence, AL."); not "A NOMBRE DE DULCE MARÍA, MI PAREJA".
_STATE_AFTER = regex.compile(
    r",[ \u00a0]+(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|"
    r"NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)(?=[ \u00a0]*(?:[,.;:)\n|<\t\"]|\d|$))"
    # a Brazilian town and its state's code after a dash or a slash ("Amparo - SP", "Marechal Deodoro/AL")
    r"|[ \u00a0]*[\-–/][ \u00a0]*(?:" + "|".join(sorted(code.upper() for code in _BRAZILIAN_STATES)) + ")"
    r"(?=[ \u00a0]*(?:[,.;:)\n|<\t\"]|$))")
# Keys of a note's fields that hold a town, even after a sentence ("…rather than chat. Timezone: Austin").
_PLACE_KEY_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:timezone|time[ \u00a0]+zone|zona[ \u00a0]+horaria|fuso[ \u00a0]+hor[áa]rio|city|ciudad|"
    r"cidade|town|municipio|munic[íi]pio|"
    # where an identity document says one was born or it was issued
    r"place[ \u00a0]+of[ \u00a0]+(?:birth|issue)|birthplace|lugar[ \u00a0]+de[ \u00a0]+(?:nacimiento|expedici[óo]n)|"
    r"naturalidade|local[ \u00a0]+de[ \u00a0]+(?:nascimento|emiss[ãa]o)|lieu[ \u00a0]+de[ \u00a0]+naissance)"
    r"[ \u00a0]*:[ \u00a0]*\Z"
    # an address named as such, its colon written or not ("service address Lincoln Way")
    r"|(?<![\p{L}])(?i:service|billing|shipping|mailing|delivery|home)[ \u00a0]+(?i:address)[ \u00a0]*:?[ \u00a0]*\Z")


def _place_field_before(text: str, start: int) -> bool:
    return bool(_PLACE_KEY_BEFORE.search(text, max(0, start - 32), start))
# Documents' acronyms that open what is said of them in a list ("- JUREMA DAS DORES: RG ILEGÍVEL").
_DOCUMENT_ACRONYMS = frozenset("rg cpf cnh cnpj dni nie nif cif curp rfc ssn nss".split())
# A facility's word a word or two after the span ("Kennedy Space Center", "Johns Hopkins Medical
# Center"): in the writer's capitals, or cased as the span where the words between are a facility's
# ("KENNEDY SPACE CENTER"; not "ANA GIL VISITED MEMORIAL HOSPITAL", "deepa travou no centro").
_FACILITY_AFTER = regex.compile(
    r"(?P<between>(?:[ \u00a0]+\p{L}+(?:['’]s)?){1,3})[ \u00a0]+"
    r"(?i:Center|Centre|Centro|Hospital|Airport|Stadium|Museum|Library|University|College|Institute|Station)(?![\p{L}])")
# The last word of a venue named after someone ("Lou Gehrig Field", "Arthur Ashe Stadium").
# A club's or a ground's word before a title and a name ("Clube Dom Bosco", "Campo Doña Elvira"): alone
# before a name, "Leal Clube" and "Paloma del Campo" are a brand and a surname.
_TITLED_GROUNDS = frozenset("clube campo".split())
_PLACE_TITLES = (r"(?i:doña|dona|don|dom|seu|dr|dra|doctor|doutor|doutora|capitán|capitan|"
                 r"capitão|capitao|general|almirante|presidente|professor|professora|tia|tio|padre|frei|fray|irmã|irma|"
                 r"madre|sor|santo|santa|são|sao)\.?[ \u00a0]+")
_TITLED_PLACE_BEFORE = regex.compile(r"(?<![\p{L}])(?P<word>\p{L}+)[ \u00a0]+" + _PLACE_TITLES + r"\Z")
_TITLED_GROUND_OPENS = regex.compile(r"(?:\p{L}+[ \u00a0]+)?(?i:clube|campo)[ \u00a0]+" + _PLACE_TITLES)
_GROUND_BEFORE = regex.compile(r"(?<![\p{L}])(?i:el|al|o|ao|no|do)[ \u00a0]+(?i:campo|clube)[ \u00a0]+\Z")
_PLACE_TITLE_OPENS = regex.compile(_PLACE_TITLES)
# A firm's last word that ends no person's name in any casing.
_FIRM_ENDINGS = frozenset("legal logistics builders contractors holdings solicitors lawyers attorneys advogados abogados "
                          "asociados associates llc llp inc ltd ltda gmbh plc".split())
_TRANSFER_ARTICLE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:o|um|do|no|pelo|ao)[ \u00a0]+\Z")
_PLEASE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:please|pls|plz)[ \u00a0]+\Z")
_CRY_AFTER = regex.compile(r"[ \u00a0]*[,!]")
_CARRIER_BEFORE = regex.compile(r"(?<![\p{L}])(?i:via)[ \u00a0]+\Z")
_VENUE_ENDINGS = frozenset("field stadium arena park coliseum ballpark".split())
# A city's first word before a span that goes on with the city's name ("New Orleans", "St. Louis").
_CITY_OPENING_BEFORE = regex.compile(r"(?<![\p{L}])(?i:new|st\.|saint|san|santa|los|las|fort|port)[ \u00a0]+\Z")
_FACILITY_QUALIFIERS = frozenset("space medical memorial general community regional national research convention "
                                 "science sports civic cultural cancer childrens children's heart eye dental".split())


def _a_team(text: str, start: int, end: int) -> bool:
    """A team by its town and its mascot, where the message speaks of games, tickets or a roster
    ("Tickets for Charlotte Hornets at…", "Roster for Orlando Magic summer league"): the town's
    whole name, then a word of the language the lists hold as no name, in the plural or not; or,
    wherever it stands, the town's name and a club's word or a plural that is no name ("Adelaide
    United", "Seattle Seahawks")."""
    words = WORD.findall(text, start, end)
    if len(words) == 1:
        # The mascot alone, the town's name right before it left out of the span ("Denver Broncos")
        town = _TOWN_BEFORE.search(text, max(0, start - 30), start)
        words = [*town.group("town").split(), *words] if town else words
    if len(words) < 2 or first_name(words[-1]) or surname(words[-1]) or not a_city_named(words[:-1]):
        return False  # "Charlotte Green", "Orlando Bloom": a surname that is a word too
    mascot = fold(words[-1])
    if mascot in _CLUB_WORDS or (mascot.endswith("s") and "-" not in mascot and not name_word(words[-1])
                                 and not common_first_name(words[0])):
        # "Adelaide United", "the Denver Broncos table": a club's word, or a plural no list holds as a
        # name after a town's name that is no common first name ("mary spillers" is someone), is a team
        # wherever it stands
        return True
    return (mascot in common_words() or mascot.removesuffix("s") in common_words()) and bool(_SPORTS_TALK.search(text))


# The one or two capitalised words right before a span, on its line: a town's name, maybe.
_TOWN_BEFORE = regex.compile(r"(?<![\p{L}])(?P<town>\p{Lu}\p{L}+(?:[ \u00a0]\p{Lu}\p{L}+)?)[ \u00a0]+\Z")
# Words of games and teams' fans.
_SPORTS_TALK = regex.compile(
    r"(?<![\p{L}])(?i:tickets?|game|games|match|matches|roster|league|season|playoffs?|jersey|booth|stadium|"
    r"partido|partidos|entradas|plantilla|liga|hincha|camiseta|estadio|jogo|jogos|ingressos|elenco|torcida|"
    r"campeonato|est[áa]dio)(?![\p{L}])")


def _a_fixtures_side(text: str, start: int, end: int) -> bool:
    """Whether the span is one side of a fixture's line whose other side a club's word names a team
    ("Sat 15:00 Lincoln City v Hamilton Academical", "Dom 13:00 Club Bolívar – Santos Laguna");
    players' matches name no club ("Ana Gil v Eva Paz 6-4 6-3"). The line opens with the game's time
    ("SÁB 15:00 VÉLEZ SARSFIELD – O'HIGGINS FC"), and, cased as usual, every word of both sides is
    capitalised ("15:00 call from Ana Gil - City council" is no fixture)."""
    line_start = text.rfind("\n", 0, start) + 1
    if not _KICK_OFF.search(text, line_start, start):
        return False  # "Ana Gil - City Hall" signs a message, "Ana Gil v Manchester United" is a lawsuit
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    written = as_written(text)
    for fixture in _FIXTURE.finditer(text, line_start, line_end):
        if not _KICK_OFF.search(text, line_start, fixture.start("a") + 1):
            continue
        if not any(fixture.start(side) <= start and end <= fixture.end(side)
                   and any(bare(word) in _CLUB_WORDS for word in WORD.findall(fixture.group(other)))
                   for side, other in (("a", "b"), ("b", "a"))):
            continue
        if casing(written) != "as usual" or all(
                word[:1].isupper() or word.lower() in PARTICLES
                for word in WORD.findall(written, fixture.start("a"), fixture.end("b")) if word.lower() not in _FIXTURE_SIGNS):
            return True
    return False


# A fixture: two sides apart by "v", "vs", "x", "contra" or a spaced dash, the line perhaps opening
# with its day, its time or its lane.
_FIXTURE = regex.compile(
    r"(?P<a>\p{L}[\p{L}'’.\-]*(?:[ \u00a0]+\p{L}[\p{L}'’.\-]*){0,4}?)[ \u00a0]+"
    r"(?P<sign>(?i:v|vs|v\.|vs\.|x|contra|versus)|[–—-])[ \u00a0]+"
    r"(?P<b>\p{L}[\p{L}'’.\-]*(?:[ \u00a0]+\p{L}[\p{L}'’.\-]*){0,4}?)[ \u00a0]*(?=$|\n|[,(]|[ \u00a0]+\d)")
_FIXTURE_SIGNS = frozenset("v vs x contra versus".split())
_KICK_OFF = regex.compile(r"(?<!\d)\d{1,2}[:.h]\d{2}(?!\d)")
# The words that make a side a club's ("FC", "City", "Club Atlético", "Old Boys").
_CLUB_WORDS = frozenset("fc cf afc sc ec club clube city united athletic academical rovers wanderers hotspur albion "
                        "atletico deportivo esporte sporting futebol boys".split())


# The words a sports club's name opens with.
_CLUB_OPENS = frozenset("atletico deportivo esportivo sporting racing independiente club clube esporte futebol".split())


def _a_name_fields_value(text: str, start: int, end: int, name_keys_only: bool = False) -> bool:
    """Whether text[start:end] is the whole value of a line's field labelled as a name or a part of
    one ("NOMBRE: LASCĂR", "Given names / Prénoms: Hailey"); not a transcript's speech after its
    speaker's role ("CALLER: uh, yeah…", "AGENTE: vale, ¿me dice…")."""
    label = _LINE_LABEL_BEFORE.search(text, max(0, start - 48), start)
    if not label or not (_LINE_ENDS.match(text, end) or _GIVEN_NAMES_END_THE_LINE.match(text, end)):
        return False
    words = bare(label.group("key")).split()
    # `name_keys_only`: a field that holds a name and nothing else ("NOMBRE:", "Given names:"), not
    # one a firm may fill too ("FROM: MORGAN STANLEY", "Remitente:").
    return any((key in PERSON_FIELDS and not name_keys_only) or key in _NAME_KEYS or key in FIRST_NAME_FIELDS
               or key in SURNAME_FIELDS for key in (words[-1], "_".join(words)))


_NAME_KEYS = frozenset("name names nombre nombres nome nomes full_name nombre_completo nome_completo".split())


# A line's label and its colon right before a value ("APELLIDOS: ", "Given names / Prénoms: ", "- buddy: ").
_LINE_LABEL_BEFORE = regex.compile(r"(?:^|\n)[ \t]*(?:[-*•·][ \t]+)?(?:[\p{L} \t]+/[ \t]*)?"
                                   r"(?P<key>\p{L}+(?:[ \t]\p{L}+)?)[ \t]*:[ \t]*\Z")
# Chat's "thank you" after an "ok".
_THANKS_SHORT = frozenset("ty thx tks tnx tysm".split())
_OK_BEFORE = regex.compile(r"(?<![\p{L}])(?i:ok|okay|okey|k|kk|lol|oki|okk)[,!.]?[ \u00a0]+\Z")
_LINE_ENDS = regex.compile(r"[ \t]*(?:\n|$)")
# The given names after a surname and its comma, the rest of the line ("PERCEPTOR: ROSEBORO, WILLIE").
_GIVEN_NAMES_END_THE_LINE = regex.compile(r",[ \t]*\p{L}[\p{L}'’\-]*(?:[ \t]+\p{L}[\p{L}'’\-]*)?[ \t]*(?:\n|$)")
# A passport's machine-readable zone after its label's colon.
_MRZ_AFTER = regex.compile(r"[ \t]*:[ \t]*[\p{L}\d]{0,9}<[^\n]*<<")


def _a_ranked_entry(text: str, start: int, end: int) -> bool:
    """A name a ranking's place or a share-out's share holds ("1º Seth McKnight 192,03 €, 2º (Luo)
    …", "Split the bill: Anbarasi $336.96; …"), a draw's result ("O'SULLIVAN w/o"), a mailbox's label
    ("1.º B  EZE + Canela") or a card's signers ("love, Moisés & Dragoș xx"): the places are people's;
    "1ª Vara Cível" is a court."""
    return any(s <= start and end <= e
               for s, e in (*ranked_names(text), *match_results(text), *label_surnames(text), *wish_signers(text)))


# A distance and a bearing from a place: an epicentre's, a landmark's ("12 km N of", "a 12 km al NO de",
# "5 mi south of").
_BEARING_BEFORE = regex.compile(
    r"(?<![\p{L}\d])\d+(?:[.,]\d+)?[ \u00a0]*(?i:km|kms|mi|miles|millas|milhas|quil[óo]metros|kil[óo]metros)"
    r"[ \u00a0]+(?:(?i:al|ao|a)[ \u00a0]+)?(?i:[NSEWO]|N[EWO]|S[EWO]|NN[EWO]|SS[EWO]|EN[E]|ES[E]|WN[W]|WS[W]|ON[O]|OS[O]|"
    r"north|south|east|west|northeast|northwest|southeast|southwest|norte|sur|sul|este|leste|oeste|noreste|noroeste|"
    r"sudeste|sureste|sudoeste|suroeste|nordeste)[ \u00a0]+(?i:of|de|del|do|da)[ \u00a0]+\Z")
_EVE_OF_A_FEAST = regex.compile(r"(?i:eve)(?![\p{L}])")
_FEAST_BEFORE = regex.compile(r"(?<![\p{L}])(?i:year['’]?s|christmas|xmas|hallows['’]?|midsummer)[ \u00a0]+\Z")


def _english_labels(text: str, start: int, end: int) -> bool:
    """Whether the words are the labels an English-speaking tool prints into a Spanish or a Portuguese
    message ("File Name", "Join Time", "Shell:"): every word an English word no Spanish or Portuguese one,
    none a first name or a surname the lists rank common; of two words or more, one a frequent English
    word that is no name at all ("Gang Wen", "Wei Tao" are names of words); one word alone only as a key
    before its colon, and no first name nor a surname but a rare one ("Raj", "Lovely", "Sr. Genovese:"
    are people's; the lists hold "Artist" as a surname far down)."""
    english, own = dictionary_of("en"), common_words()
    words = [fold(word) for word in WORD.findall(text, start, end)]
    if not words or not all(
            word in english and word not in own
            and not ranked_within(word, COMMON_FIRST_RANK, _COMMON_LABEL_SURNAME_RANK, first=index == 0)
            for index, word in enumerate(words)):
        return False
    if len(words) > 1:
        frequent = frequent_words_of("en")
        return any(word in frequent and not name_ranks(word, first=False) for word in words)
    ranks = name_ranks(words[0], first=False)
    return bool(_KEY_COLON_AT.match(text, end)) and (not ranks or (ranks[0] == 0 and ranks[1] > _RARE_SURNAME_RANK))


# A surname this common is someone's, English word or not ("Bell", "Long", "Banks").
_COMMON_LABEL_SURNAME_RANK = 2000
_RARE_SURNAME_RANK = 5000


def _broken_at_a_line_end(text: str, start: int, end: int) -> bool:
    """Whether the span's last word goes on after a hyphen at the line's end, or its first word
    goes on from one, into a word of the language: "compr-\nador" is "comprador". A name
    hyphenated across lines goes on as a name ("Anne-\nMarie")."""
    after = _HYPHEN_BREAK_AFTER.match(text, end)
    before = _HYPHEN_BREAK_BEFORE.search(text, max(0, start - 30), start)
    words = WORD.findall(text, start, end)
    if not words or not (after or before):
        return False
    joined = fold(words[-1] + after.group("rest")) if after else fold(before.group("part") + words[0])
    return word_of_the_language(joined)


_PLURAL_VERB_AFTER = regex.compile(r"[ \u00a0]+(?i:are|were)(?![\p{L}])")
_SURNAMES_WITHOUT_VOWELS = frozenset({"ng", "hng"})
# In lower case too, from three letters: "mrn r6ltwq" in a lower-case note is the label it is in
# capitals; "Jc", "Dr. gn" are initials people go by.
_NO_VOWEL = regex.compile(r"[B-DF-HJ-NP-TV-XZ]{2,5}|[b-df-hj-np-tv-xz]{3,5}")
_TRACEBACK_HEADER = regex.compile(r"(?i:traceback \(most recent call last\):)")
_HYPHEN_BREAK_AFTER = regex.compile(r"-[ \t]*\n[ \t]*(?P<rest>\p{L}+)")
_HYPHEN_BREAK_BEFORE = regex.compile(r"(?<![\p{L}])(?P<part>\p{L}+)-[ \t]*\n[ \t]*\Z")


def _two_first_names(text: str, start: int, end: int) -> bool:
    """Two different first names the lists hold on either side of "&", one of them ranked more a
    first name than a surname, ending a line or a clause, perhaps with the surname they share
    and a function word after it: two people signing ("Love, Benoit & Arjun") or named together
    ("pickup authorised for Sione & Hollie Metcalfe from…"), not a firm ("Marks & Spencer", "Ben
    & Jerry's", "Harrison & Cole Outfitters", "Johnson & Johnson")."""
    after = _AMPERSAND_NAME_AFTER.match(text, end)
    before = _AMPERSAND_NAME_BEFORE.search(text, max(0, start - 30), start)
    other = after or before
    last_end = after.end() if after else end
    one, two = (WORD.findall(text, start, end) or [""])[0], other.group("name") if other else ""
    possessive = POSSESSIVE.search(text[start:last_end]) or text[last_end:last_end + 2].lower() in ("'s", "’s")
    if not other or possessive or fold(two) == fold(one) or not (first_name(one) and first_name(two)) \
            or not (_first_name_first(one) or _first_name_first(two)):
        return False
    if _CLAUSE_END.match(text, last_end):
        return True
    following = WORD_AFTER_A_SPACE.match(text, last_end)
    if following and fold(following.group("word")) in stop_words() and _first_name_first(one) and _first_name_first(two):
        return True  # "watching it with Francisca & Gabriela from Lincoln": two first names, then the sentence goes on
    # Named together mid-sentence: the surname they share, then a function word, never a firm's word.
    names_end = last_end
    # The second first name, this span's or the other's, may stand alone before the surname.
    shared = _SHARED_SURNAME_AFTER.match(text, names_end) if after or end == start + len(one) else None
    word = shared.group("word") if shared else ""
    if shared and (surname(word) or could_be_surname(word)) and bare(word) not in COMPANY_WORDS:
        names_end = shared.end()
    following = WORD_AFTER_A_SPACE.match(text, names_end)
    return names_end > (after.end() if after else start + len(one)) and bool(following) \
        and fold(following.group("word")) in stop_words()


def _two_full_names(text: str, start: int, end: int) -> bool:
    """A first name and a surname on either side of "&": two people ("Split with Brooke Thornton &
    Stanislav Asenov"). A firm joins single names ("Marks & Spencer", "Procter & Gamble") or a
    name and its partners ("Smith & Sons")."""
    after = _FULL_NAME_AFTER_AMPERSAND.match(text, end)
    before = _FULL_NAME_BEFORE_AMPERSAND.search(text, max(0, start - 60), start)
    other = after or before
    if not other:
        return False
    return all(len(words) >= 2 and first_name(words[0]) and (surname(words[-1]) or could_be_surname(words[-1]))
               and not any(bare(word) in COMPANY_WORDS for word in words)
               for words in (WORD.findall(text, start, end), WORD.findall(other.group("name"))))


_NAME_WORD = r"\p{L}[\p{L}'’\-]*"
_FULL_NAME_AFTER_AMPERSAND = regex.compile(
    rf"[ \u00a0]+&[ \u00a0]+(?P<name>{_NAME_WORD}(?:[ \u00a0]+{_NAME_WORD}){{1,2}})(?=[ \u00a0]*(?:$|[\n.,;:!?)]))")
_FULL_NAME_BEFORE_AMPERSAND = regex.compile(rf"(?<![\p{{L}}])(?P<name>{_NAME_WORD}[ \u00a0]+{_NAME_WORD})[ \u00a0]+&[ \u00a0]+\Z")


def _first_name_first(word: str) -> bool:
    """A first name the lists rank higher as a first name than as a surname ("Arjun", not "Johnson")."""
    ranks = name_ranks(word, first=True)
    return first_name(word) and bool(ranks) and (not ranks[1] or ranks[0] < ranks[1])


# A word not opened by digits: "1st" is an ordinal, no "st" (a street's, a saint's word).
_WHOLE_WORD = regex.compile(r"(?<![\p{L}\d])" + WORD.pattern)
# A clause's end, or a dash that parts a line's fields ("1. Team Owl — Reggie & Malena — 38:12").
_CLAUSE_END = regex.compile(r"[ \u00a0]*(?:$|[\n.,;:!?)]|[—–](?:[ \u00a0]|$)|-[ \u00a0])")
_SHARED_SURNAME_AFTER = regex.compile(r"[ \u00a0]+(?P<word>\p{L}[\p{L}'’\-]+)(?![\p{L}\-])")


_AMPERSAND_NAME_AFTER = regex.compile(r"[ \u00a0]&[ \u00a0]+(?P<name>\p{L}[\p{L}\-]+)(?![\p{L}\-])")
_AMPERSAND_NAME_BEFORE = regex.compile(r"(?<![\p{L}\-])(?P<name>\p{L}[\p{L}\-]+)[ \u00a0]&[ \u00a0]+\Z")
# "Marks & Spencer"; not a URL's "?a=1&name=…", where "&" separates the query's fields.
_AMPERSAND_BEFORE = regex.compile(r"[ \u00a0]&[ \u00a0]*\Z")
# Two sides of a match: a word, "v", "vs" or "x", a word ("Tom X called" is Tom, an initial and
# a verb: the other side is no frequent word).
# A match's sides, the article of a team's name after "vs" perhaps; "contra" and "against" only
# with it ("el Sarmiento contra el San Lorenzo", "the Orlando Magic vs the Houston Astros"); notes'
# "x el" is "por el" ("hablé con Macarena Carrasco x el recargo"). Spanish courts abbreviate "contra"
# as "c." ("Ministerio Fiscal c. Puig"), in lower case, where a capital "C." is an initial.
_SIGN = (r"(?:(?i:v|vs)\.?[ \u00a0]+(?:(?i:the|el|la|o)[ \u00a0]+)?|(?i:x)\.?[ \u00a0]+|c\.[ \u00a0]+|"
         r"(?i:contra|against)[ \u00a0]+(?i:the|el|la)[ \u00a0]+)")
_VERSUS_AFTER = regex.compile(r"[ \u00a0]+(?P<sign>" + _SIGN + r")(?P<side>\p{L}+)")
_VERSUS_BEFORE = regex.compile(r"(?P<side>\p{L}+)[ \u00a0]+(?P<sign>" + _SIGN + r")\Z")


_NAME_WORD_AFTER = regex.compile(r"[ \u00a0]+(?i:name|names|nombre|nome)(?![\p{L}])")
_FIXTURE_BEFORE = regex.compile(r"(?:^|\n|\d{1,2}:\d{2})[ \u00a0]+(?i:vs|versus)\.?[ \u00a0]+\Z")
_FEMININE_ARTICLE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:da|na|pela|à|a)[ \u00a0]+\Z")


def _versus(text: str, start: int, end: int) -> bool:
    side = _VERSUS_AFTER.match(text, end) or _VERSUS_BEFORE.search(text, max(0, start - 30), start)
    if not side or len(side.group("side")) < 3 or fold(side.group("side")) in frequent_words():
        return False
    if side.group("sign").startswith("c.") and not COURT_LIST.search(text):
        return False  # "maria c. lopez": a middle initial, where no court's list says "contra"
    if A_CASE.search(text, max(0, start - 60), start) or (
            COURT_LIST.search(text, max(0, start - 400), start) and written_as_a_party(text, start, end)):
        # "Case C39 - Hilario Ramírez v. Goldman Sachs", a hearings list's "SERRANO MELÉNDEZ v. REYES":
        # a court's parties, no match played; a list writes its parties in capitals, and "Ministerio
        # Fiscal c. Loewe", "WASHINGTON, JALEN v. Ford Motor Company" are an office's and firms' names
        return False
    if _NAME_WORD_AFTER.match(text, side.end("side")):
        return False  # "ID name Ana Gil vs card name A. Gil": two names compared, no match played
    if _a_ranked_entry(text, start, end):
        return False  # "MAILLARD v. ENDO 7-5 6-2": sets say players, no clubs
    if _two_people_matched(text, start, end, side):
        return False  # "Alfie Ferguson v Ulla Pålsson": a bout between two people, each a first name and a surname
    if side.group("sign").split()[0].rstrip(".").lower() == "x" and fold(side.group("side")) in common_words() \
            and not first_name(side.group("side")):
        return False  # notes' "x" is "por" before a word of the language ("… Saintil x cobro doble")
    # Both sides of a match are written alike, where "x" may still be "por" ("hablé con Takako x
    # Cobro"): the casing decides.
    written = as_written(text)
    return casing_class(written[side.start("side"):side.end("side")]) == casing_class(WORD.findall(written, start, end)[0])


def _first_name_at_least_as_often(word: str) -> bool:
    """Whether the lists rank `word` as a first name no lower than as a surname ("Yuna", "Lincoln"; not
    "Griffith", "Frick"). A tie counts, unlike person's and lookalikes' _more_a_first_name: "Lee", ranked
    alike as both, makes "Lee Park" a person, not a park."""
    ranks = name_lists().get(fold(word))
    return bool(ranks and ranks[0] > 0 and (ranks[1] == 0 or ranks[0] <= ranks[1]))


def _two_people_matched(text: str, start: int, end: int, side) -> bool:
    """Whether both sides of a "v" are a first name and a surname, neither a town's ("Hamilton Tiger-Cats",
    "Charlotte Hornets" are clubs: a word of the language or a town after the first)."""
    here = WORD.findall(text, start, end)
    if side.start() >= end:
        there = WORD.findall(text, side.start("side"), side.end("side") + 40)[:2]
    else:
        there = WORD.findall(text, max(0, side.start("side") - 40), side.end("side"))[-2:]
    if [fold(w) for w in here] == [fold(w) for w in there] or THE_BEFORE.search(text, max(0, start - 5), start) \
            or (side.start() >= end and bare(side.group("side")) == "the"):
        return False  # "the Houston Astros vs the Houston Astros": a club takes "the", and no one plays themself
    return all(len(words) == 2 and first_name(words[0]) and not a_city_or_region(words[0])
               and not a_city_or_region(" ".join(words)) and (surname(words[1]) or could_be_surname(words[1]))
               and fold(words[1]) not in common_words() for words in (here, there))


_LABEL = regex.compile(r"[ \u00a0]*:")
# The word before a span (particles skipped: "Farmacia de la Fuente") and the word after it
# (a possessive skipped: "McCarthy's Diner").
# A possessive before a kin word or a title: whose uncle or aunt the name is ("mi tío Pepe", "meu tio
# João"), where "Tío Pepe", "Tio João" alone are brands.
_SOMEONES_KIN = regex.compile(r"(?<![\p{L}])(?i:my|our|his|her|their|mi|mis|su|sus|tu|nuestro|nuestra|meu|minha|seu|sua|"
                              r"teu|tua|nosso|nossa|o meu|a minha)[ \u00a0]+\Z")
_KIN = frozenset("tio tia aunt uncle auntie".split())
# Shades named with a word that is a first name ("rosa palo", "rosa chá"), compared bare.
_COLOUR_PHRASES = frozenset(("rosa palo", "rosa cha", "rosa chicle", "rosa bebe", "rosa claro", "rosa escuro",
                             "rosa oscuro", "rosa fucsia", "rosa pastel", "rosa antigo", "rosa nude"))
# Voice assistants named as people are: alone, in a support message, the device.
_VOICE_ASSISTANTS = frozenset("alexa siri cortana bixby".split())


def _someone_before(text: str, start: int) -> bool:
    """Whether who the person is to someone stands right before ("my daughter Alexa", "la clienta Siri")."""
    before = WORD.findall(text, max(0, start - 20), start)
    return bool(before) and (bare(before[-1]) in ROLE_NOUNS or bare(before[-1]) in _KIN_NOUNS)


_KIN_NOUNS = frozenset("""cunado cunada cunhado cunhada sobrino sobrina sobrinho sobrinha nieto nieta neto neta
    niece nephew aunt uncle tia tio grandson granddaughter suegra suegro sogra sogro friend amigo amiga
    novia novio namorada namorado girlfriend boyfriend son kid""".split())


def _someones_kin(text: str, before) -> bool:
    """Whether the word before the span is a kin word with a possessive before it ("mi tío Pepe")."""
    return bare(before.group("word")) in _KIN and bool(_SOMEONES_KIN.search(text, max(0, before.start("word") - 12),
                                                                            before.start("word")))


# A whole word: the letters after a digit are an ordinal's ("1st Juana Contreras" is no "St Juana").
# A dot closes an abbreviation ("Sta. Rita", "Av. Paulista"); after a longer word it ends a sentence
# ("chair of the Ford Foundation. Zhang, a …").
_WORD_BEFORE = regex.compile(r"(?<![\p{L}\d])(?:(?P<word>\p{L}{1,5})\.|(?P<word>\p{L}+):?)[ \u00a0]+"
                             r"(?:(?i:de|del|da|do|dos|das|la|las|los)[ \u00a0]+)*\Z")
# A word two names share: "Washington and Lincoln offices", "lojas Renner e Riachuelo".
_PAIRED_BEFORE = regex.compile(r"\p{L}[\p{L}'’\-]*[ \u00a0]+(?i:and|y|e|&)[ \u00a0]+\Z")
_SHARED_WORD_AFTER = regex.compile(r"[ \u00a0]+(?i:and|y|e|&)[ \u00a0]+\p{L}[\p{L}'’\-]*[ \u00a0]+(?P<word>\p{L}+)")
# What two places named after people share, in the plural.
_PLACES_OF_TWO = frozenset(
    """
    offices stores shops branches warehouses depots locations sites campuses centers centres hospitals schools teams
    equipos equipes
    stations oficinas tiendas sucursales almacenes escritorios lojas filiais unidades agencias
    """.split()
)
# The word right after a span; after two spaces or more stands another field ("Student: Ana Gil   Room: 6").
_WORD_AFTER = regex.compile(r"(?:['’](?i:s)?)?[ \u00a0](?P<word>\p{L}+)")
# A span that ends in "Jr" or "Sr", and the full stop after it ("Arthur Ravenel Jr. Bridge").
_JUNIOR_ENDS = regex.compile(r"(?<![\p{L}])(?i:jr|sr)\Z")
_STOP_AT = regex.compile(r"\.")
# A company named after people: "García Hermanos S.L.", "Smith & Sons LLC", "Ruiz y Asociados"
# (an ampersand between spaces: in a URL it separates the query's fields).
# A firm's name going on after the firm's word that opens it, no conjunction.
_FIRM_NAME_GOES_ON = regex.compile(r"[ \u00a0]+(?!(?i:y|and|e|und|&)(?![\p{L}]))\p{L}")
_COMPANY_AFTER = regex.compile(
    # "+ 1" is a guest the name brings ("Ana Gil + 1"), no partner of a firm; nor is what "&" joins
    # with its article or possessive ("love from Maha Al-Harbi & the pony Daisy").
    r"[ \u00a0]*,?[ \u00a0]*(?:(?<=[ \u00a0])(?:&|\+(?![ \u00a0]*\d))(?=[ \u00a0])"
    r"(?![ \u00a0]+(?i:the|my|our|his|her|their|el|la|los|las|mi|mis|su|sus|o|a|os|as|meu|minha|nosso|nossa)[ \u00a0])"
    r"|(?i:y|and|e|und)[ \u00a0]+(?i:asociados|associates|hijos|sons|partners|cía|cia|co|company)\b"
    r"|(?i:s\.?[ \u00a0]?l\.?(?:[ \u00a0]?p\.?)?|s\.?[ \u00a0]?a\.?|s\.?[ \u00a0]?c\.?|ltda?\.?|llc|llp|inc\.?|corp\.?|co\.|"
    r"gmbh|plc|"
    r"hermanos|hnos\.?|abogados|asociados|associates|consulting|consultores|consultoría|group|grupo|partners|sons|"
    r"solicitors|lawyers|limited|holdings?|industries|servicios|services|logística|logistics|construcciones|"
    r"asesores|assessores|engenharia|ingeniería|advogados|advocacia|brothers|bros\.?)(?!\p{L}))"
)



# A street's name may hold a title and a first name before the surname the pipeline took:
# "Av. Presidente Vargas", "Rua Padre Anchieta", "Av. Getúlio Vargas", "Calle Doctor Fleming".
_STREET_FAR_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:calle|c/|avenida|avda\.?|av\.?|rua|r\.|paseo|plaza|pza\.?|praça|praca|alameda|travessa|"
    r"travesía|travesia|largo|estrada|rodovia|carretera|bulevar|boulevard|carrer)[ \u00a0]+"
    r"(?P<between>(?:\p{L}[\p{L}'’\-]*\.?[ \u00a0]+){1,3})\Z"
)
_STREET_TITLES = frozenset(
    """
    presidente padre doctor dr doutor general gral coronel cel almirante marechal senador deputado
    prefeito governador santo santa sao são san don dom dona doña professor profesor prof maestro
    ingeniero ing capitan capitán capitao capitão duque rei rey reina rainha papa frei fray madre
    conde marques marqués marquês barao barão baron barón visconde comandante tenente teniente
    brigadeiro princesa principe príncipe infanta infante engenheiro juiz juez ministro libertador
    """.split()
)


def _street_with_title_before(text: str, start: int) -> bool:
    match = _STREET_FAR_BEFORE.search(text, max(0, start - 60), start)
    if not match:
        return False
    for word in WORD.findall(match.group("between")):
        lowered = word.lower()
        if not (lowered in _STREET_TITLES or lowered in _PLACE_PARTICLES or first_name(word)):
            return False
    return True


# Street words that are no verb nor a word after a name in a sentence ("Henry Pugh close my ticket",
# "ana way too slow"): they make a street whatever follows.
_NO_VERB_STREET_WORDS = frozenset("street avenue ave road rd boulevard blvd crescent terrace mews parkway pkwy "
                                  "highway hwy".split())
# A company's word in Spanish and Portuguese, before its name ("da Cia. Hering", "la Cía. Sevillana").
_COMPANY_BEFORE = regex.compile(r"(?<![\p{L}])(?i:cia|cía|companhia|compañía|compania)\.?[ \u00a0]+\Z")
# Street words that are nobody's surname, ending a span a pipeline took whole.
_STREET_WORDS = frozenset("street st way lane ln drive dr road court ct place pl close square terrace".split())
_HOUSE_NUMBER_BEFORE = regex.compile(r"(?<![\d.,:/])\d{1,5}[a-zA-Z]?[ \u00a0]+\Z")
_STREET_ENDINGS = frozenset("avenue ave boulevard blvd parkway pkwy highway hwy rd valley heights creek falls"
                            .split())  # "Hunter Valley", "Shaker Heights": a place
_STREET_AFTER = regex.compile(
    r"\.?[ \u00a0]+(?i:street|st\.?|avenue|ave\.?|road|rd\.?|lane|ln\.?|drive|boulevard|blvd\.?|square|close|"
    r"crescent|terrace|gardens|way|court|ct\.?|mews|parkway|pkwy\.?|highway|hwy\.?|dr\.?(?=(?-i:[ \u00a0]+\p{Ll})|[,;]))"
    r"(?!\p{L})"
)


@lru_cache(maxsize=256)
def _names_a_feast(text: str) -> bool:
    """Whether the message names a feast of one or two words (words.HOLIDAYS), or feast days."""
    words = [bare(w) for w in WORD.findall(text)]
    return any(w in HOLIDAYS or w in _HOLIDAY_NOUNS or f"{w} {v}" in HOLIDAYS
               for w, v in zip(words, words[1:] + [""], strict=True))


# Words that say the message speaks of a feast day ("antes del feriado (Tiradentes)", "Calendario de
# festivos … cerrado (Reyes)").
_HOLIDAY_NOUNS = frozenset("feriado feriados festivo festivos holiday holidays".split())


def word_opening_a_phrase(text: str, start: int, end: int) -> bool:
    """Whether the pipeline's one-word PERSON opens a sentence as a word of the language with an
    article, a preposition or an English object pronoun after it: an imperative or a set phrase
    ("Mark as resolved", "Bill the balance", "Mark it paid", "Graça a Deus"), or joined to a
    word of the language in lower case ("Paz y calma: …"), where "Rosa me llamó" and "Rose
    called" are people."""
    word = text[start:end]
    if not sentence_start(text, start) or not WORD.fullmatch(word) or fold(word) not in common_words():
        return False
    joined = _JOINED_TO_A_WORD.match(text, end)
    return bool(_ARTICLE_OR_PREPOSITION_AFTER.match(text, end)) or bool(
        joined and fold(joined.group("word")) in common_words() and fold(joined.group("word")) not in stop_words()
        and not first_name(joined.group("word")))


_JOINED_TO_A_WORD = regex.compile(r"[ \u00a0]+(?i:y|e|and)[ \u00a0]+(?P<word>\p{Ll}+)(?![\p{L}'’])")


# What a mail client writes before a subject it forwards or answers, in the languages of our
# customers' mail ("RE:", "FWD:", "RV:", "ENC:", "RES:", and the German and French ones).
_SUBJECT_PREFIXES = frozenset("re rv fw fwd enc res tr aw wg ref".split())
# English object pronouns too ("Mark it paid", "Bill them monthly"); not the Spanish ones, which
# stand before a verb as well ("Rosa me llamó").
_ARTICLE_OR_PREPOSITION_AFTER = regex.compile(
    r"[ \u00a0]+(?i:the|a|an|as|to|of|for|el|la|los|las|un|una|o|os|um|uma|de|do|da|en|em|ao|à|al|del|"
    r"it|them|this|that|these|those|me|us|him|everything)"
    r"(?![\p{L}'’])")


def single_word_of_no_name(text: str, start: int, end: int) -> bool:
    """Whether the pipeline's one-word PERSON is a word of the language no list holds as a name,
    or only as a surname where it opens a sentence ("Primary contact", "Cita reservada:")."""
    words = WORD.findall(text[start:end])
    if len(words) != 1 or not word_of_the_language(fold(words[0])):
        return False
    return POSSESSIVE.sub("", fold(words[0])) not in name_lists() or (
        sentence_start(text, start) and not first_name(words[0]))


def single_unknown_word(text: str, start: int, end: int) -> bool:
    # One word the pipeline calls a name that no list holds, alone in a table's or a list's
    # cell, is a city or a product more often than a person ("…,Recife,basico"); so is a short
    # one anywhere.
    words = WORD.findall(text[start:end])
    if len(words) != 1 or POSSESSIVE.sub("", fold(words[0])) in name_lists():
        return False
    if len(words[0]) < 4:
        return True  # "Fiz o Pix para…": a short word no list holds is a brand or an acronym
    before, after = text[:start].rstrip(" \u00a0\"'")[-1:], text[end:].lstrip(" \u00a0\"'")[:1]
    return before in ("", ",", ";", "|", "\t", "\n") and after in ("", ",", ";", "|", "\t", "\n")


def single_common_word(nlp_artifacts, start: int, end: int) -> bool:
    # The pipeline's own tagger knows "Habló" is a verb even when its NER says PER. The daemon's
    # artifacts tag only the few tokens around the word (coarse_pos); others tag everything.
    coarse_pos = getattr(nlp_artifacts, "coarse_pos", None)
    if coarse_pos is not None:
        return coarse_pos(start, end) in NOT_NAME_POS
    tokens = [t for t in getattr(nlp_artifacts, "tokens", None) or [] if start <= t.idx < end]
    return len(tokens) == 1 and tokens[0].pos_ in NOT_NAME_POS


def word_before_a_noun(nlp_artifacts, text: str, start: int, end: int) -> bool:
    """Whether the pipeline's one-word PERSON is a word of the language opening a sentence with a
    noun or an adjective of the language after it, which the tagger tells apart from a verb:
    "Frank answer from the vendor", "Bill pay is down", "Pilar básico del protocolo", where "Frank
    called" and "Pilar llamó" are people."""
    after = _word_of_the_language_after(text, start, end) if sentence_start(text, start) else None
    return bool(after) and _tag(nlp_artifacts, *after.span("word")) in _THING_POS


def word_between_a_modifier_and_its_noun(nlp_artifacts, text: str, start: int, end: int) -> bool:
    """Whether a one-word span is a word of the language inside a noun phrase: a determiner or an
    adjective right before it, a noun of the language after it, which the tagger tells apart from a
    verb ("Original Crystal chandelier", "a Pearl tile backsplash", "the Daisy chain workshop");
    "the Crystal I met" is a relative clause's subject, "gave Pearl tiles" has a verb before."""
    after = None if sentence_start(text, start) else _word_of_the_language_after(text, start, end)
    before = _TOKEN_RIGHT_BEFORE.search(text, max(0, start - 24), start) if after else None
    return bool(before) and _tag(nlp_artifacts, *after.span("word")) == "NOUN" \
        and _tag(nlp_artifacts, *before.span("word")) in _MODIFIER_POS


def _word_of_the_language_after(text: str, start: int, end: int):
    """The lower-case word of the language, no first name, a space after text[start:end] when that
    is one word of the language itself; None otherwise."""
    word = text[start:end]
    if not WORD.fullmatch(word) or fold(word) not in common_words():
        return None
    after = _LOWER_WORD_AFTER.match(text, end)
    # In the plural too: "Rusty lockers", "Sunny spells" (the dictionaries hold the singular).
    if not after or not a_word_or_its_plural(fold(after.group("word"))) or first_name(after.group("word")):
        return None
    return after


def _tag(nlp_artifacts, start: int, end: int) -> str | None:
    """The tagger's part of speech for the token at text[start:end]. The daemon's artifacts tag only
    the tokens asked about (coarse_pos); reading their `tokens` would tag the whole batch."""
    coarse_pos = getattr(nlp_artifacts, "coarse_pos", None)
    if coarse_pos is not None:
        return coarse_pos(start, end)
    tokens = [t for t in getattr(nlp_artifacts, "tokens", None) or [] if t.idx == start]
    return tokens[0].pos_ if len(tokens) == 1 else None


_MODIFIER_POS = frozenset({"DET", "ADJ"})
# The token right before a span, one space between at most ("Original Crystal", "well-known Crystal");
# _WORD_BEFORE_ONLY allows any run of spaces.
_TOKEN_RIGHT_BEFORE = regex.compile(r"(?P<word>\p{L}+)[ \u00a0]?\Z")
_LOWER_WORD_AFTER = regex.compile(r"[ \u00a0]+(?P<word>\p{Ll}{2,})(?![\p{L}'’])")
_THING_POS = frozenset({"NOUN", "ADJ"})


# A field's key right before its value: `city="Austin"`, `"ship_city": "Lincoln"`, `Ciudad: Victoria`.
# '"assigned_team":"team phoenix"', '"tags": ["Cosme e Damião"]'
_FIELD_KEY_BEFORE = regex.compile(
    r"(?P<key>[\p{L}_\-]+)[\"']?[ \t]*(?P<sign>[:=])[ \t]*\[?[ \t]*[\"']?(?:\p{L}+[ \t]+){0,2}\Z")
_THING_NAME_KEY_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:model|product|brand|item|device|plan|store|shop|hotel|company|pet|dog|cat|boat|vessel)"
    r"[ _\-]?(?i:name)[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_PLACE_TAGS = frozenset("hotel hotels venue city town ciudad cidade store shop loja tienda airport station school "
                        "hospital estacion estacao sucursal filial branch sede".split())
_TAG_BEFORE = regex.compile(r"<(?P<key>[\p{L}_\-]+)>[ \t]*(?:\p{L}+[ \t]+){0,2}\Z")
# What stands before a key of a form, a table or a tool's reply: a line's start, a quote, a brace,
# a cell's separator.
_KEY_OPENS = frozenset(("", "\n", '"', "'", "{", "|", "\t", ";"))


def _opens_a_land(text: str, start: int, end: int) -> bool:
    """Whether one word is the first of a country's or a region's name of two words or more that the
    next words finish ("Costa" of "Costa Rica", "Costa do Marfim")."""
    words = WORD.findall(text, start, end)
    ahead = _NEXT_WORDS.match(text, end)
    if len(words) != 1 or not ahead:
        return False
    tail = WORD.findall(ahead.group())
    return any(a_land_named([words[0], *tail[:count]]) for count in range(1, len(tail) + 1))


# Up to three words after a span, a particle among them ("Rica", "do Marfim"), on its line.
_NEXT_WORDS = regex.compile(r"(?:[ \u00a0]+\p{L}[\p{L}'’\-]*){1,3}")


def _thing_field_before(text: str, start: int, end: int) -> bool:
    if _THING_NAME_KEY_BEFORE.search(text, max(0, start - 24), start):
        return True  # "Model name: Iris", "Pet name: Biscuit": a thing's name, whatever the key's last word
    if _a_things_yaml_name(text, start):
        return True  # "venue:\n  name: Wrigley Field": a YAML block's name, the block a thing's
    tag = _TAG_BEFORE.search(text, max(0, start - 40), start)
    if tag and bare(tag.group("key")) in _PLACE_TAGS:
        return True  # "<hotel>Conrad</hotel>": an XML element naming a place; "<vendedor>" may hold a person
    match = _FIELD_KEY_BEFORE.search(text, max(0, start - 40), start)
    if not match or match.group("sign") == ":" and text[:match.start()].rstrip(" ")[-1:] not in _KEY_OPENS \
            and not _BOX_LETTER_BEFORE.search(text, max(0, match.start() - 6), match.start()):
        # "Buenas, equipo: Raquel…" addresses the team; a form's "Equipo:" opens its line, perhaps
        # after its box's letter ("F ADDRESS: CORETTA LANE" on a W-2)
        return False
    key = bare(match.group("key")).replace("-", "_")
    if key in _ASSISTANT_KEYS and len(WORD.findall(text, start, end)) >= 2:
        return False  # "Assistant: Narek Gevorgyan" in a roster is a person; "assistant: Alexa" is software
    if key in TEAM_WORDS and _INITIAL_OPENS.match(text, start):
        return False  # "Equipo: R. Garrido de la oficina de Sevilla cubre…": a team has no initials
    if key in ("title", "titulo", "subject", "asunto", "assunto") and DOES_AFTER.match(text, _word_end(text, start)):
        return False  # a notice's 'title="Kwame tagged you"': a sentence, its subject someone who did something
    if key in ("title", "titulo", "subject", "asunto", "assunto", "summary", "resumen", "resumo") \
            and _MEETS_BEFORE.search(text, max(0, start - 12), start):
        return False  # an event's '"title": "Call with Efua Kwarteng"': whom the call is with
    return a_thing_key(key)


# Keys that hold a voice assistant's name, or an assistant's who is a person, whole.
_ASSISTANT_KEYS = frozenset("assistant asistente assistente".split())
# Whom a meeting or a call is with, in its title ("Call with", "Reunión con", "1:1 w/").
_MEETS_BEFORE = regex.compile(r"(?<![\p{L}])(?i:with|w/|con|com)[ \u00a0]+\Z")


def _a_things_yaml_name(text: str, start: int) -> bool:
    """Whether text[start:] is the value of an indented "name:" whose block opens with a thing's key
    ("venue:\n  name: Wrigley Field", "sede:\n  nombre: Santiago Bernabéu"); a "customer:" block's
    name is a person's."""
    line = _YAML_NAME_BEFORE.search(text, max(0, start - 40), start)
    if not line:
        return False
    indent = len(line.group("indent"))
    for above in reversed(text[:line.start()].split("\n")[-8:]):
        block = _YAML_BLOCK.fullmatch(above)
        if block and len(block.group("indent")) < indent:
            return a_thing_key(bare(block.group("key")).replace("-", "_"))
    return False


_YAML_NAME_BEFORE = regex.compile(r"(?:^|(?<=\n))(?P<indent>[ \t]+)(?i:name|nombre|nome)[ \t]*:[ \t]*[\"']?\Z")
_YAML_BLOCK = regex.compile(r"(?P<indent>[ \t]*)(?P<key>[\p{L}_\-]+)[ \t]*:[ \t]*")


def _word_end(text: str, start: int) -> int:
    word = WORD.match(text, start)
    return word.end() if word else start


_INITIAL_OPENS = regex.compile(r"\p{L}\.[ \u00a0]+\p{L}")
# A form's box letter opening the line before its key ("F ADDRESS:", "c Employer:").
_BOX_LETTER_BEFORE = regex.compile(r"(?:^|\n)[ \t]*\p{L}[ \t]+\Z")


_LONGEST_WORK = max(len(title.split()) for title in WORKS)


def _a_work(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] lies in a song's, a book's or a film's title WORKS holds, in a
    message that speaks of songs, books or films; a title of one word ("Jolene", "Emma") only
    beside another title ("Hey Jude, Jolene and Billie Jean"): alone it is as often a person.
    Any words are a title between "the" and a medium ("the Ted Lasso DVD", "the Forrest Gump
    vinyl") or after a medium's or an edition's "of" ("el DVD de Betty la fea", "o box de Sinhá
    Moça", "la edición especial de Mafalda")."""
    title = _TITLE_OF_A_CHARACTER_BEFORE.search(text, max(0, start - 8), start)
    if title:
        start = title.start()  # "watch Mrs. Doubtfire", "the Mrs. Doubtfire edition": the title is the work's
    titles = _titles(text)
    if any(a <= start and end <= b and (n > 1 or len(titles) > 1) for a, b, n in titles) \
            or _listed_under_works(text, start):
        return True
    if THE_BEFORE.search(text, max(0, start - 5), start) and (
            _MEDIUM_AFTER.match(text, end) or _MEDIUM_AFTER.fullmatch(" " + text[start:end].split(" ")[-1])):
        return True  # in capitals or lower case the copy may take the medium into the span ("THE JOLENE DVD")
    if _in_a_quoted_title(text, start, end):
        return True  # '1x book "Jerry Maguire"', "o nome da música «Eduardo e Mônica»", "vimos «Torrente»": a title
    return bool(_MEDIUM_OF_BEFORE.search(text, max(0, start - 50), start)
                or _PLAYED_BEFORE.search(text, max(0, start - 40), start))


def _in_a_quoted_title(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] stands inside quotes opened right after a work's noun or a verb of
    watching, and closed on the same line after it."""
    opening = max(text.rfind(quote, 0, start) for quote in "«\"“")
    if opening < 0 or any(quote in text[opening + 1:start] for quote in "»”\n") \
            or (text[opening] == '"' and '"' in text[opening + 1:start]):
        return False
    line_end = text.find("\n", end)
    closing = text[end:line_end if line_end >= 0 else len(text)]
    return any(quote in closing for quote in _CLOSING_QUOTES) \
        and bool(_QUOTED_WORK_BEFORE.search(text, max(0, opening - 40), opening + 1))


# What was watched is a film: the verbs, read before a title quoted or not.
_WATCHED = r"watched|vimos|vieron|assistimos|assisti|assistiu|assistiram"
# A work's noun, or a verb of watching, before an opening quote: the quoted words are its title.
_QUOTED_WORK_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:song|track|album|book|novel|film|movie|show|series|episode|canci[óo]n|tema|disco|libro|novela|"
    r"pel[íi]cula|serie|episodio|m[úu]sica|livro|romance|filme|s[ée]rie|epis[óo]dio|faixa|"
    # what a choir or a band rehearses or sings ('el coro ensaya "Lucía"')
    r"ensaya|ensayan|ensaia|ensaiam|rehearses|rehearse|sings|sing|canta|cantan|cantam|"
    + _WATCHED + r"|watching|vi|viu|viram)"
    r"[ \u00a0]*:?[ \u00a0]*[\"«“„']\Z")
_CLOSING_QUOTES = "\"»”'’"


_TITLE_OF_A_CHARACTER_BEFORE = regex.compile(r"(?<![\p{L}])(?i:mr|mrs|miss|ms|dr|don|dom|dona|doña)\.?[ \u00a0]+\Z")
# What a device or a stream is asked to play, or plays: the title follows ("request: play Jolene",
# "petición: poner Mafalda", "pedido: tocar Iracema", "buffering during Forrest Gump", "a transmissão
# de Tieta trava"). "Poner a Ana en copia" puts a person somewhere, the "a" before her.
_PLAYED_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:play|plays|playing|played|poner|pon|reproducir|reproduce|tocar|toca|tocou|tocaram|"
    # what was played or asked for ("me puso Macarena", "le pedí María de la O"): a person asked takes
    # Spanish "a" ("le pedí a Ana")
    r"(?:me|le|nos)[ \u00a0]+(?:puso|pusieron|pone)|(?:le|les)[ \u00a0]+(?:ped[íi]|pedimos)|"
    r"(?:buffering|freezes|freezing|stutters|lags|stops|cuts out)[ \u00a0]+(?:during|in)|"
    r"(?:emisi[óo]n|transmisi[óo]n|transmiss[ãa]o|streaming|episodio|epis[óo]dio)[ \u00a0]+(?:de|do|da|del|of)|"
    # what someone wants to watch ("kids want to watch Peppa Pig on it", "quieren ver Marianela en él")
    r"(?:want|wants|wanted)[ \u00a0]+to[ \u00a0]+watch|wanna[ \u00a0]+watch|"
    r"(?:quiero|quiere|quieren|queremos|quería|querían|quer|querem|queria|queriam)[ \u00a0]+(?:ver|assistir)|"
    # what was watched: a film ("We watched Annie Hall on the cruise", "assistimos Tieta"); a person
    # seen takes Spanish "a" ("vimos a Ana"), and is seen, not watched, in English
    + _WATCHED + ")"
    r"[ \u00a0]+\Z")


# The apostle's word as a feast writes it, accented, capitalised ("Santiago Apóstol", "SANTO ANDRÉ APÓSTOLO").
_APOSTLE = frozenset("Apóstol Apóstolo APÓSTOL APÓSTOLO Apostle APOSTLE".split())


def _feast_day_after(text: str, start: int, end: int) -> bool:
    """Whether a day's or a night's word, cased as the span, follows it ("Guy Fawkes Night",
    "VALENTINE'S DAY", "St Patrick's Day"); "ana's day off" is hers."""
    after = _FEAST_DAY_AFTER.match(as_written(text), end)
    if not after:
        return False
    written = as_written(text)
    return casing_class(after.group("day")) == casing_class(written[start:end]) != "lower"


_FEAST_DAY_AFTER = regex.compile(r"(?:['’](?i:s))?[ \u00a0]+(?P<day>(?i:day|night|eve))(?![\p{L}])")
# A holiday or a sale of a feast, then "of": a feast's name follows ("feriado de Tiradentes", "o
# feriado de São Jorge", "las rebajas de San Juan", "as ofertas de Cosme e Damião").
_FEAST_OF_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:feriados?|festivos?|puente|holidays?|rebajas|ofertas|promo[cç][oõ]es|promociones|"
    r"liquida[cç][aã]o)[ \u00a0]+(?i:de|do|da|del|of)[ \u00a0]+"
    # the feast's second saint ("de Cosme e Damião")
    r"(?:\p{Lu}[\p{L}'’\-]*[ \u00a0]+(?i:e|y|and)[ \u00a0]+)?\Z")


def _named_after_a_character(text: str, start: int, end: int) -> bool:
    """Whether one word after a title names goods or a shop after a character: a capitalised
    goods' or shop's word before the title ("Poltrona Dona Benta", "Sofá Seu Madruga", "Oficina do
    Seu Zé"), or a word of the language no first name and at most a rare surname ("Mr. Clean",
    "Dr. Consulta"); "Mr. Church", "Sra. Rosa" and "Dr. Gil" are people."""
    words = WORD.findall(text, start, end)
    if len(words) > 2 and _goods_or_shop(words[0]) and bare(words[1]) in _CHARACTER_TITLES:
        return True  # the pipeline took the goods into the span ("Poltrona Dona Benta")
    offer = _OFFER_BEFORE.search(text, max(0, start - 40), start)
    if offer and ((words and bare(words[0]) in _CHARACTER_TITLES | _KIN and len(words) > 1)
                  or (offer.group("title") and len(words) == 1)):
        return True  # "CONTENIDO: LOTE Tía Rosa", "la campaña de Don Simón", "KIT Tio João": a brand's goods
    titled = _TITLED_BEFORE.search(text, max(0, start - 40), start)
    if not titled or len(words) != 1:
        return False
    thing = titled.group("thing")
    # Goods' and shops' names are capitalised whole ("Poltrona Dona Benta"; "Vino doña Wendolin a la
    # tienda" is "came"); a doctor's practice is the doctor's ("O CONSULTÓRIO DO DR. CHAMBI").
    if thing and as_written(text)[titled.start("thing")].isupper() and as_written(text)[titled.start("title")].isupper() \
            and _goods_or_shop(thing) and titled.group("title").lower() not in ("dr", "dra"):
        return True
    word = words[0]
    # A function word is a surname there ("La Sra. Nuestro pide…"), and one doing something.
    return fold(word) in common_words() and fold(word) not in stop_words() and not first_name(word) \
        and _rare_surname_only(word) and not DOES_AFTER.match(text, end) and not HUMAN_DOES.match(text, end)


# An offer's noun right before a title and a name, or a campaign's "of" ("lote Tía Rosa", "campaña de
# Don Simón"): a brand named after a character.
_OFFER_BEFORE = regex.compile(
    r"(?<![\p{L}])(?:(?i:lote|lotes|kit|kits|pack|packs|caja|cesta|combo)|(?i:campaña|campana|campanha|promo|promoción|"
    r"promocion|promoção|promocao)[ \u00a0]+(?i:de|do|da|del))[ \u00a0]+"
    r"(?P<title>(?i:tía|tio|tío|tia|don|doña|dona|dom|seu|aunt|uncle)[ \u00a0]+)?\Z")


def _goods_or_shop(word: str) -> bool:
    return bare(word) in PRODUCT_NOUNS or bare(word) in _SHOPS


_CHARACTER_TITLES = frozenset("mr mrs ms dr dra sr sra dona don seu dom".split())
# A title before a word, and the capitalised word before the title, if any ("Sofá Seu", "Oficina do Seu").
_TITLED_BEFORE = regex.compile(
    r"(?:(?<![\p{L}])(?P<thing>\p{L}+)[ \u00a0]+(?:(?i:do|da|de|del|dos|das)[ \u00a0]+)?)?"
    r"(?<![\p{L}])(?P<title>(?i:mr|mrs|ms|dr|dra|sr|sra|dona|doña|don|seu|dom))\.?[ \u00a0]+\Z")
# Shops that bear a character's name after a title ("Oficina do Seu Zé", "Bar do Seu Jorge").
_SHOPS = frozenset("oficina loja bar padaria mercearia boteco lanchonete cantina taller tienda almacen "
                   "panaderia restaurante restaurant cafe cafeteria drogaria farmacia".split())


# A URL whose path ends in goods, a make or a shop, then its query's parameters up to the value:
# the value names the goods' make ("/brand?name=Tommy+Hilfiger", "/marca?nome=…", "/products?size=M&name=").
_GOODS_QUERY_BEFORE = regex.compile(
    r"/(?i:brands?|marcas?|designers?|dise[nñ]adores?|estilistas?|labels?|products?|productos?|produtos?|items?|"
    r"collections?|cole[cç][aã]o|cole[cç][oõ]es|colecci[oó]n|colecciones|categor(?:y|ies|ia|ias|ía|ías)|"
    r"shops?|stores?|tiendas?|lojas?)/?\?(?:[\w\-]+=[^&\s#]*&)*[\w\-]+=\Z")
# A medium a title is sold on, after the title ("the Jolene DVD", "the Oliver Twist box set").
_MEDIUM_AFTER = regex.compile(r"[ \u00a0]+(?i:dvds?|blu-?rays?|box[ \u00a0]?sets?|vinyls?|lps?|cds?|soundtracks?|"
                              r"audiobooks?|paperbacks?|hardbacks?|hardcovers?|edition|costumes?|cosplay)(?![\p{L}])")
# A medium or an edition, then "of": a title follows ("el DVD de", "o box de", "la edición especial
# de", "a edição de colecionador de"); not "el libro de", which is as often someone's book.
_MEDIUM_OF_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:(?:(?:el|la|los|las|o|a|os|as|the)[ \u00a0]+(?:dvds?|blu-?rays?|box|boxes|vinilos?|vinis|vinil|"
    r"cds?|lps?))|edici[oó]n|edici[oó]nes|edi[cç][aã]o|edi[cç][oõ]es|edition|"
    # a costume is a character's ("el disfraz de Pedro Páramo", "a fantasia de Dom Casmurro")
    r"disfraz|disfraces|fantasia|fantasias|disfarce|disfarces|costume[ \u00a0]+of)"
    r"(?:[ \u00a0]+(?i:especial|limitada|limited|special|deluxe|de[ \u00a0]+colecionador|de[ \u00a0]+coleccionista|"
    r"de[ \u00a0]+luxo|de[ \u00a0]+lujo|collector's|aniversario|aniversário))?[ \u00a0]+(?i:de|do|da|del|of)[ \u00a0]+"
    r"(?:(?i:dom|don|dona|doña|mr|mrs|miss|mister)\.?[ \u00a0]+)?\Z")


def _listed_under_hours(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] opens an item of a list of opening hours ("Branch hours:\n- Reyes:
    de 10:00 a 14:00\n- Guy Fawkes Night: closed"): its items are days and feasts."""
    line = text.rfind("\n", 0, start) + 1
    if not _HOURS_ITEM_BEFORE.fullmatch(text, line, start) or not _HOURS_ITEM_AFTER.match(text, end):
        return False
    head = text.rfind("\n", 0, max(0, line - 1)) + 1
    while head > 0 and _ITEM_OPENING.match(text, head) and text[head:head + 1] in "-*•–":
        head = text.rfind("\n", 0, head - 1) + 1  # up to the line the list hangs from
    label_end = text.find("\n", head)
    if label_end < 0 or not _HOURS_LABEL.search(text, head, label_end):
        return False
    # Its items name days ("- every other day: as usual", "- demais dias", "- Sábado"), not a
    # team's shifts ("Horarios:\n- Marta: de 9 a 14").
    return any(bare(w) in WEEKDAYS or bare(w) in _DAY_WORDS for w in WORD.findall(text, label_end))


_DAY_WORDS = frozenset("day days dia dias feriado feriados festivo festivos holiday holidays".split())
_ITEM_OPENING = regex.compile(r"[ \t]*(?:[-*•–][ \t]*)?")
# An item may name two feasts or saints ("- Cosme e Damião: fechado").
_HOURS_ITEM_BEFORE = regex.compile(r"[ \t]*(?:[-*•–][ \t]*)?(?:\p{L}+[ \u00a0]+(?i:e|y|and|&)[ \u00a0]+)?")
_HOURS_ITEM_AFTER = regex.compile(r"(?:[ \u00a0]+(?i:e|y|and|&)[ \u00a0]+\p{L}[\p{L}'’\-]*)?"
                                  r"[ \u00a0]*:[ \u00a0]*(?:(?i:closed|open|fechad[oa]|abiert[oa]|abert[oa]|cerrad[oa]|"
                                  r"de|das|from|desde|horario|horário|hours?)(?![\p{L}])|\d)")
_HOURS_LABEL = regex.compile(r"(?i:hours|opening times|horario|horarios|horário|horários|horas de atenci[oó]n)")


# The end of a sentence or a clause: a list of titles runs no further.
_LIST_END = regex.compile(r"[.!?;]|\n")


def _listed_under_works(text: str, start: int) -> bool:
    """Whether text[start:] is an item of the list a label of songs, books or films opens on its
    line ("Playlist for the hold music: Bohemian Rhapsody, Purple Rain, Jolene", "Música de
    espera: Tieta, Macunaíma e Iracema"): every item is a title, known or not."""
    line = text.rfind("\n", 0, start) + 1
    colon = text.find(":", line, start)
    return colon >= 0 and any(bare(w) in WORK_WORDS for w in WORD.findall(text, line, colon)) \
        and not _LIST_END.search(text, colon + 1, start)


@lru_cache(maxsize=256)
def _titles(text: str) -> tuple[tuple[int, int, int], ...]:
    """(start, end, words) of each title WORKS holds in a message that speaks of such works;
    read once per message, not once per candidate."""
    words = list(WORD.finditer(text))
    folded = [bare(w.group()) for w in words]
    if not any(w in WORK_WORDS for w in folded):
        return ()
    titles = []
    i = 0
    while i < len(words):
        n = next((n for n in range(min(_LONGEST_WORK, len(words) - i), 0, -1)
                  if " ".join(folded[i:i + n]) in WORKS), 0)
        if n:
            titles.append((words[i].start(), words[i + n - 1].end(), n))
        i += n or 1
    return tuple(titles)


def _word_in_capitals(text: str, start: int, end: int) -> bool:
    """In text written as usual, a word of the language in capitals that is no common name part,
    beside words that are not in capitals: a keyword to send or a label ("Responda SAIR",
    "Reply STOP"), where "João SILVA" is a name written as forms write it."""
    written = as_written(text)
    words = list(WORD.finditer(written, start, end))
    if len(words) < 2 or not any(not w.group().isupper() for w in words):
        return False
    return any(w.group().isupper() and len(w.group()) > 1 and fold(w.group()) in common_words()
               and not _common_name_part(w.group()) for w in words)


def _keywords_in_capitals(text: str, start: int, end: int) -> bool:
    """In text written as usual, a span in capitals of English words that no list holds as any
    part of a name: a query's or a file format's keywords ("INSERT INTO", "ATTENDEE"), which
    messages in every language quote as they are."""
    written = as_written(text)
    words = WORD.findall(written, start, end)
    if not words or casing(written) != "as usual" or not all(w.isupper() and len(w) > 1 for w in words):
        return False
    return all((fold(w) in common_words_of("en") or fold(w) in stop_words_of("en"))
               and name_ranks(w, first=True) is None and name_ranks(w, first=False) is None for w in words)


def _common_name_part(word: str) -> bool:
    return ranked_within(word, _CAPITALS_FIRST_RANK, _CAPITALS_SURNAME_RANK, first=True)


# A word of the language in capitals still names someone when it is this common a name part
# ("Ana ROSA", "João SILVA").
_CAPITALS_FIRST_RANK = 1000
_CAPITALS_SURNAME_RANK = 2000


def _command(text: str, start: int, end: int) -> bool:
    """A word of the language opening a line of a message written in capitals or lower case, then
    a preposition or an article, is a verb telling someone what to do ("MARK AS RESOLVED",
    "chase up the refund"): where the capitals tell nothing, a first name there is a command."""
    written = as_written(text)
    if casing_class(written[start:end]) == "title" or not _LINE_START.search(text, 0, start):
        return False
    after = _WORD_AFTER.match(text, end)
    return bool(after) and fold(text[start:end]) in common_words() and fold(after.group("word")) in _COMMAND_OBJECTS


_LINE_START = regex.compile(r"(?:^|\n)[ \u00a0\t]*\Z")
_COMMAND_OBJECTS = frozenset("as to for up the all it this el la los las lo o os um uma un una".split())
