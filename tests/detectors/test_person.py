"""PERSON: real names kept in both languages; greetings, sentence-start words, IDs and emails dropped."""

from __future__ import annotations

import pytest

from recognizers.names.spans import refine_person_span

NAMES = [
    ("es", "Hola, soy María García López y necesito ayuda.", "María García López"),
    ("es", "Buenos días, me llamo Javier Ruiz.", "Javier Ruiz"),
    ("es", "Hablé con Lucía Fernández del soporte.", "Lucía Fernández"),
    ("es", "Gracias por todo.\nAtentamente, Gonzalo Ortega", "Gonzalo Ortega"),
    ("en", "Hi, I'm John Smith, can you help?", "John Smith"),
    ("en", "Please ask Emily Brown to call me back.", "Emily Brown"),
    ("en", "Thanks,\nRachel Wilson", "Rachel Wilson"),
]
NOT_NAMES = [
    ("es", "Hola. Buenos días. Gracias.", None),
    ("es", "Mi NIE es X1234567L. Escríbeme a soporte@example.com", None),
    ("es", "Escríbeme cuando puedas, por favor.", None),
    ("en", "Hello. Thanks. Email me at jane.doe@example.com", None),
]


@pytest.mark.parametrize(("language", "text", "name"), NAMES)
def test_real_name_is_found_whole(language, text, name, found_by_presidio):
    assert name in found_by_presidio(text, language, "PERSON")


@pytest.mark.parametrize(("language", "text", "_"), NOT_NAMES)
def test_no_person_in_greetings_ids_and_emails(language, text, _, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == []


@pytest.mark.parametrize(
    ("candidate", "expected"),
    [("Hola Ana", "Ana"), ("Sr. Pedro Gómez", "Pedro Gómez"), ("María de la Fuente", "María de la Fuente"),
     ("Hola", None), ("X1234567L. Escríbeme", None), ("ana@example.com", None), ("Buenos días", None)],
)
def test_refine_person_span(candidate, expected):
    refined = refine_person_span(candidate, 0, len(candidate))
    assert (candidate[refined[0]:refined[1]] if refined else None) == expected


def test_patterns_detector_never_reports_person(patterns):
    assert patterns.detect("Hola, soy María García.", "es", ["PERSON"]) == []


# Issue 25: names in capitals and lower case, after everyday cues, with surnames that are
# words; and what looks like a name but is a company, a street, a brand, a label, a verb.
# Most expected spans were missed or wrong before the name lists and the re-cased copy (19 of
# these cases fail on the recognizer before issue 25); the rest ("Call John Smith", "Smith &
# Sons LLC", "Douglas Street", "Hagan") guard what the name lists alone would get wrong.
CASED_AND_CUED = [
    ("en", "Please refund JOHN SMITH today, the parcel never came.", "JOHN SMITH"),
    ("es", "La factura está a nombre de ANA PÉREZ GARCÍA.", "ANA PÉREZ GARCÍA"),
    ("es", "HOLA, SOY ANA PÉREZ GARCÍA Y NO ME LLEGA EL PEDIDO", "ANA PÉREZ GARCÍA"),
    ("es", "hola soy maria fernandez, no me llega el pedido", "maria fernandez"),
    ("en", "hi this is john smith, my order is late", "john smith"),
    ("es", "Hola, soy maria fernandez y no me llega el pedido.", "maria fernandez"),
    ("es", "El cliente Rocío Hernández Moreno (pedido 12) pide la devolución.", "Rocío Hernández Moreno"),
    ("en", "Customer Ana Souza reports a broken screen.", "Ana Souza"),
    ("en", "Call John Smith on the number in the ticket.", "John Smith"),
    ("es", "Hablé ayer con Ana Abril del soporte.", "Ana Abril"),
    ("en", "The invoice is for Pedro Dias, not for me.", "Pedro Dias"),
]
NOT_PEOPLE = [
    ("es", "El paquete fue a García Hermanos S.L. y no a mi casa."),
    ("en", "The parcel went to Smith & Sons LLC instead."),
    ("es", "Envíenlo a la Calle Antonio López 14, por favor."),
    ("en", "Ship it to Douglas Street, not to the office."),
    ("es", "Hagan el favor de revisar mi caso."),
    ("es", "Respondan cuanto antes, por favor."),
    ("en", "I returned the Tommy Hilfiger jacket last week."),
    ("es", "Compré la camisa en Massimo Dutti."),
]


@pytest.mark.parametrize(("language", "text", "name"), CASED_AND_CUED)
def test_name_found_whole_whatever_its_casing_or_cue(language, text, name, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == [name]


@pytest.mark.parametrize(("language", "text"), NOT_PEOPLE)
def test_companies_streets_imperatives_and_brands_are_not_people(language, text, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == []


@pytest.mark.parametrize(
    ("language", "text", "name"),
    [("en", "Can you check whether John Smith's refund went through?", "John Smith"),
     ("en", "Regards,\nJohn Smith\nCustomer Service Team", "John Smith"),
     ("es", "Gracias.\nAna Pérez\nDepartamento de Compras", "Ana Pérez")],
)
def test_possessive_and_next_line_stay_out_of_the_span(language, text, name, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == [name]


def test_recased_copy_keeps_every_offset():
    from recognizers.names.recasing import recased

    for text in ("HOLA, SOY ANA PÉREZ GARCÍA", "hola soy maria fernandez", "STRASSE ß MÜLLER JOHN SMITH"):
        copy = recased(text)
        assert copy is not None and len(copy) == len(text) and copy.lower() == text.lower()
    assert recased("Hola, soy Ana Pérez. Mi NIF es 12345678Z.") is None  # cased as usual: no second pass


def test_name_lists_ship_in_the_package_and_know_both_languages():
    from recognizers.names.lists import name_lists

    ranks = name_lists()
    assert ranks["maria"][0] and ranks["john"][0] and ranks["garcia"][1] and ranks["souza"][1]
    # The larger lists hold "gracias" as a rare first name (rank 5,351) and a surname: the
    # recognizer still never opens a name with it.
    from recognizers.names.lists import first_name, name_ranks

    assert ranks["gracias"] and not first_name("Gracias") and name_ranks("Gracias", first=True) is None


# Issue 25, second round: shapes beyond messages (fields, tables, key=value, tool replies,
# signatures) and Portuguese customers. Each case but the last two failed on the recognizer
# before this round (63f3602): found nothing, cut the name, or reported a shop, a key, a code
# or a label too.
FIELDS_TABLES_AND_PORTUGUESE = [
    ("es", "Cliente: RAVY BRITO\nPedido: 4410", ["RAVY BRITO"]),  # a first name no list holds
    ("es", '{"estado": "ok", "titular": "PORFIRIO SOLA", "articulos": 3}', ["PORFIRIO SOLA"]),
    ("pt", "nome,cidade,plano\nBreno Gomes Dias,Recife,basico", ["Breno Gomes Dias"]),
    ("es", "usuario=rafa baños rol=admin ultimo_acceso=2024-03-02", ["rafa baños"]),
    ("es", "SOLICITANTE: IVÁN MASCAREÑAS DE ANDA\nRESPONSABLE: DAN MORILLO",
     ["IVÁN MASCAREÑAS DE ANDA", "DAN MORILLO"]),
    ("es", "Buenas, les escribe Maria Laura Dias.", ["Maria Laura Dias"]),
    ("en", "lol ok thanks IAIN", ["IAIN"]),
]
SHOPS_LABELS_AND_SENTENCES = [
    ("es", "Reservé en el Restaurante Ramos para Alexia Lima y para mí.", ["Alexia Lima"]),
    ("es", "RESERVÉ EN EL RESTAURANTE NARANJO PARA ANA GOMIS Y PARA MÍ.", ["ANA GOMIS"]),
    ("pt", "A COMPRA FOI FEITA POR TERESA SOUSA NA LOJA MOREIRA MODAS.", ["TERESA SOUSA"]),
    ("en", "Booked a table at Mccarthy's Diner for Andrew Kline and me.", ["Andrew Kline"]),
    ("pt", "Abraços,\nBrenda Barros\nSupervisora de Vendas | Grupo Gonçalves", ["Brenda Barros"]),
    ("es", "UN ABRAZO,\nADRIANA GRIEGO\nRESPONSABLE DE CUENTAS, GRUPO OCHOA", ["ADRIANA GRIEGO"]),
    ("pt", "Fiz o Pix para Lia Alves mas o pedido continua como pendente.", ["Lia Alves"]),
    ("en", "And reference IBAN PT16 4954 9774 1249 3123 0654 5. Thanks, Emily", ["Emily"]),
    ("en", "And reference NIE Y 6822926 W. Rocío Gil told me it was fixed.", ["Rocío Gil"]),
    ("en", "Why did Henry Pugh close my ticket without asking me first?", ["Henry Pugh"]),
    # Passed before too: guard the rare-surname reading of capitals against running on, and
    # the larger lists against places named after saints.
    ("en", "CUSTOMER JACQUELINE WALKER REPORTS A BROKEN SCREEN.", ["JACQUELINE WALKER"]),
    ("en", "We moved from San Diego to Santa Monica; the account is still under Tina Evans.", ["Tina Evans"]),
]


@pytest.mark.parametrize(("language", "text", "names"), FIELDS_TABLES_AND_PORTUGUESE + SHOPS_LABELS_AND_SENTENCES)
def test_names_in_fields_tables_and_portuguese_and_nothing_else(language, text, names, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == names


def test_a_word_the_lists_know_as_a_rare_first_name_but_that_is_a_word_opens_no_name():
    from recognizers.names.lists import first_name

    assert first_name("Teresa") and first_name("Luz") and not first_name("Compra")


# Issue 25, third round: each language's own dictionary of word forms. Portuguese had none
# (the English and Spanish ones stood in), and the Spanish one held lemmas only, so a
# Portuguese word or an unaccented Spanish verb after a name was read as one more surname.
WORD_FORMS_AFTER_A_NAME = [
    ("pt", "OI, SOU ANA SOUZA, FALA COMIGO AMANHÃ", ["ANA SOUZA"]),
    ("pt", "falei com carla mendes hoje cedo e ela disse que chegou", ["carla mendes"]),
    ("es", "¿por que lucia gomez perez cerro mi incidencia?", ["lucia gomez perez"]),
    ("es", "¿POR QUÉ LUCIA GOMEZ PEREZ CERRO MI INCIDENCIA?", ["LUCIA GOMEZ PEREZ"]),
]


@pytest.mark.parametrize(("language", "text", "names"), WORD_FORMS_AFTER_A_NAME)
def test_a_word_of_the_language_after_a_name_is_no_surname(language, text, names, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == names


def test_each_language_has_its_own_dictionary_of_word_forms():
    from recognizers.names.lists import LANGUAGE, common_words

    token = LANGUAGE.set("pt")
    try:
        assert {"hoje", "fala", "chegou"} <= common_words()  # Portuguese forms, not lemmas only
    finally:
        LANGUAGE.reset(token)
    token = LANGUAGE.set("es")
    try:
        assert "cerro" in common_words() and "hoje" not in common_words()
    finally:
        LANGUAGE.reset(token)


# Surnames that are also words of the language, in capitals and lower case: a shop's or a
# street's word last in a name, a surname up to rank 2,000 (each
# missed on eb59cf1); and what must still stay out: a verb before its object, a brand's product.
WORD_SURNAMES = [
    ("es", "RESPONDAN CUANTO ANTES, POR FAVOR. ATENTAMENTE, ELISEO IGLESIA", ["ELISEO IGLESIA"]),
    ("es", "devuélvanlo a la tarjeta que usó rosenda posada, no a la mía.", ["rosenda posada"]),
    ("es", "POR FAVOR, QUE ME LLAME GUILLERMO PORRAS MILLA MAÑANA.", ["GUILLERMO PORRAS MILLA"]),
    ("en", "Tommy Hilfiger Jacket for Dana Smith, please.", ["Dana Smith"]),
    # Passed before too: the higher rank must not take a verb or a street in.
    ("en", "WHY DID OWEN PRATT CLOSE MY TICKET WITHOUT ASKING ME FIRST?", ["OWEN PRATT"]),
    ("es", "Nos vemos en la Plaza Mayor con Ana Gil.", ["Ana Gil"]),
]


@pytest.mark.parametrize(("language", "text", "names"), WORD_SURNAMES)
def test_surnames_that_are_words_and_verbs_that_are_not(language, text, names, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == names


# First names of customers' families from further away (the lists had no "Mohammed"), and a
# lower-case name opening a message otherwise cased as usual: each missed or cut on eb59cf1.
FAMILIES_AND_OPENINGS = [
    ("en", "The courier left it with MOHAMMED PEARSON next door, can you confirm?", ["MOHAMMED PEARSON"]),
    ("en", "mohammed cook here, still waiting for the replacement.", ["mohammed cook"]),
    ("en", "daniel baker paid the invoice on Friday, can you check?", ["daniel baker"]),
    # Still none: words opening a message, a word of the language ranked as a name.
    ("en", "reference card 4471 was declined on Friday.", []),
    ("en", "He said John would call.", ["John"]),
]


@pytest.mark.parametrize(("language", "text", "names"), FAMILIES_AND_OPENINGS)
def test_names_from_further_away_and_names_opening_a_message(language, text, names, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == names


# Initials inside a name or before its surname, in every casing; a letter and a full stop before
# a word of the language ("plan B. Rose said") stay out of the name: who said so is the name alone
# ("Rose", "Castillo": a common surname saying something is someone).
INITIALS = [
    ("en", "Please refund Wilbur P. Woods today", ["Wilbur P. Woods"]),
    ("en", "please refund wilbur p. woods today", ["wilbur p. woods"]),
    ("en", "PLEASE REFUND WILBUR P. WOODS TODAY", ["WILBUR P. WOODS"]),
    ("en", "contact j. elliott for billing", ["j. elliott"]),
    ("en", "Ask J. R. Marsh about it", ["J. R. Marsh"]),
    ("en", "spoke with darlene j. hooper yesterday about the refund", ["darlene j. hooper"]),
    ("es", "El titular es Ana M. Souza", ["Ana M. Souza"]),
    ("es", "EL TITULAR ES ANA M. SOUZA", ["ANA M. SOUZA"]),
    ("pt", "o titular é ana m. souza", ["ana m. souza"]),
    ("en", "We chose plan B. Rose said it was cheaper.", ["Rose"]),
    ("en", "Option B. Price is the main issue.", []),
    ("en", "Send it to U.S. Bank today", []),
    ("es", "Opción A. Castillo dijo que sí", ["Castillo"]),
    # An ID's check letter before a name is no initial of it.
    ("es", "Y la referencia DNI 12345678-Z. Lucía Molina me dijo que ya estaba.", ["Lucía Molina"]),
]


@pytest.mark.parametrize(("language", "text", "names"), INITIALS)
def test_initials_belong_to_the_name_they_stand_in(language, text, names, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == names


# A part of a name in a field or column that holds that part, in any casing; a name never runs
# over a cell separator.
NAME_PARTS = [
    ("en", "first_name=keith last_name=rowe plan=basic", ["keith", "rowe"]),
    ("en", '{"first_name": "KEITH", "last_name": "ROWE", "plan": "basic"}', ["KEITH", "ROWE"]),
    ("en", "name,surname,city\nWayne,Mcclain,Leeds", ["Wayne", "Mcclain"]),
    ("pt", "nome=joana sobrenome=almeida", ["joana", "almeida"]),
    ("es", "nombre;apellidos\nJorge;Ramírez Soto", ["Jorge", "Ramírez Soto"]),
    ("en", "last_name=basic plan=premium", []),
]


def persons(presidio_detector, text: str, language: str) -> list[str]:
    """The PERSON spans' texts, in order, from what the boundary asks for (PERSON among its
    types): the pipeline's LOCATION guesses ("Wayne", "nome=joana") are no type it tokenizes."""
    spans = sorted(presidio_detector.detect(text, language, ["PERSON", "EMAIL_ADDRESS"]), key=lambda s: s.start)
    return [text[s.start:s.end] for s in spans if s.entity_type == "PERSON"]


@pytest.mark.parametrize(("language", "text", "names"), NAME_PARTS)
def test_a_part_of_a_name_in_its_own_field_or_column(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


@pytest.mark.parametrize(("language", "text", "names"), [
    ("en", "the refund goes to mary smith-jones", ["mary smith-jones"]),
    ("en", "THE REFUND GOES TO MARY SMITH-JONES", ["MARY SMITH-JONES"]),
    ("es", "el titular es ana garcía-lópez", ["ana garcía-lópez"]),
    ("pt", "O TITULAR É ANA SOUZA-LIMA", ["ANA SOUZA-LIMA"]),
])
def test_a_double_barrelled_surname_in_any_casing(language, text, names, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == names



# A cue says a person follows (a field, a title, a phrase), in any casing: the name's words are
# names the lists hold, initials, particles, or words no dictionary holds (a rare surname); the
# first word that is none of these ends it.
CUED = [
    ("en", "Cardholder: nadia k. pellegrino\nExpiry: 12/29", ["nadia k. pellegrino"]),
    ("en", '{"ok": true, "name": "R. Whitcombe", "plan": "pro"}', ["R. Whitcombe"]),
    ("en", '{"ok": true, "name": "Tobias F. Ainsley", "plan": "pro"}', ["Tobias F. Ainsley"]),
    ("en", "action=refund approved_by=admin requested_by=MARGOT channel=web", ["MARGOT"]),
    ("en", "Please ring Theodora before noon, she is expecting the courier.", ["Theodora"]),
    ("en", "PLEASE RING THEODORA BEFORE NOON, SHE IS EXPECTING THE COURIER.", ["THEODORA"]),
    ("en", "i'm writing on behalf of gwendolyn marsh about her cancelled plan", ["gwendolyn marsh"]),
    ("en", "Could you look at Mrs. whitlock's refund?", ["whitlock"]),
    ("en", "the replacement is for harriet quennell, flat 3", ["harriet quennell"]),
    ("es", "MI MADRE ROSARIO VILLAPANDO NO PUEDE ENTRAR EN LA APP", ["ROSARIO VILLAPANDO"]),
    ("es", "hablé con leocadia urbistondo y me dijo que lo revisaban", ["leocadia urbistondo"]),
    ("pt", "o cliente GILBERTO PERUZZOLO ligou de novo", ["GILBERTO PERUZZOLO"]),
    ("pt", "liguem para ivonete antes das seis por favor", ["ivonete"]),
    ("pt", "a fatura saiu em nome de josé carlos da boaventura, não no meu", ["josé carlos da boaventura"]),
]


@pytest.mark.parametrize(("language", "text", "names"), CUED)
def test_a_name_after_a_cue_in_any_casing(language, text, names, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == names


# What ends a name after a cue, and what is no name after one: a verb in any of its forms, the
# next field's key, a form's label, a word of the language; a company, a product, a relation.
NOT_CUED = [
    ("en", "CUSTOMER ANA POWELL REQUESTS A CALLBACK.", ["ANA POWELL"]),
    ("en", "customer ana powell copies the manager on every email", ["ana powell"]),
    ("es", "EL CLIENTE TOMÁS RIVAS PIDIÓ UN DUPLICADO", ["TOMÁS RIVAS"]),
    ("es", "la clienta marta olmedo llamo ayer dos veces", ["marta olmedo"]),
    ("pt", "MEU COLEGA PAULO SOUZA RECEBEU O BOLETO", ["PAULO SOUZA"]),
    ("es", "USUARIO=TOMÁS RIVAS PERFIL=LECTOR", ["TOMÁS RIVAS"]),
    ("es", "Titular: Marta Olmedo\nCanal: web", ["Marta Olmedo"]),
    ("en", "call back later, the customer service line is busy", []),
    ("en", "Is the Harper Max 2 any good? Thinking of buying one.", []),
    ("pt", "A CONTA É MINHA MAS QUEM USA É O FILHO DELA.", []),
    ("es", "Trabajo en Transportes Olmedo desde marzo.", []),
    ("pt", "Empresa: Souza Engenharia Ltda.", []),
    ("es", "Un saludo,\nDirección | Rivas Asesores S.L.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), NOT_CUED)
def test_what_ends_or_is_no_name_after_a_cue(language, text, names, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == names


# WordNet holds people as nouns ("stevens", "carroll", "sherman"): they are names, not words, in
# any casing. A verb's form before a name is no part of it. A common first name alone inside a
# sentence is a name, but not after a preposition of place or an article, nor alone in a cell.
MORE_NAMES = [
    ("en", "FULL NAME: ULYSSES A. STEVENS\nDATE OF BIRTH: 1987-03-14", ["ULYSSES A. STEVENS"]),
    ("en", "please send the forms to sherman carroll by friday", ["sherman carroll"]),
    ("es", "EL PEDIDO LO RECOGIÓ GABRIELA TREVIÑO AYER", ["GABRIELA TREVIÑO"]),
    ("en", "Has Leah replied to the refund email yet?", ["Leah"]),
    ("en", "We moved to Florence last year and the bill still goes to the old flat.", []),
    ("en", "name,surname,city\nWayne,Mcclain,Leeds", ["Wayne", "Mcclain"]),
]


@pytest.mark.parametrize(("language", "text", "names"), MORE_NAMES)
def test_people_in_the_dictionary_verbs_before_names_and_lone_first_names(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# After a phrase that introduces a person and nothing else, one word no list holds is a name;
# after "call" or "contact" it may be a company. A signature is a line of its own after a
# sign-off. A table's name column vouches for names no list holds, initials too.
INTRODUCED = [
    ("pt", "minha mae lucimeire recebeu uma cobranca estranha", ["lucimeire"]),
    ("pt", "ola, aqui e rosivaldo, preciso da segunda via", ["rosivaldo"]),
    ("en", "hi this is soooo frustrating", []),
    ("en", "call Comcast about the outage", []),
    ("pt", "id;nome;sobrenome;cidade\n4410;Anteia;Miranda;Campinas", ["Anteia", "Miranda"]),
    ("en", "customer,plan\nAdamastor O. Laiberetor,basic", ["Adamastor O. Laiberetor"]),
    ("en", "Many thanks,\nCarys Penhallow\nAccounts", ["Carys Penhallow"]),
    ("en", "Many thanks,\nThe Support Team", []),
    ("en", "Please mark this ticket as resolved.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), INTRODUCED)
def test_introduced_names_signatures_and_name_columns(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A title's full stop ends no sentence; a field may hold several people; who speaks on a
# transcript's line; two first names joined by a conjunction; a first name and a surname in cells
# side by side; nothing after an ampersand is a person.
SHAPES = [
    ("en", "Mr. Eppinger called again about the double charge.", ["Eppinger"]),
    ("en", "CC: INGA SISK, FEHINTOLA OJUA\nRE: WARRANTY CLAIM", ["INGA SISK", "FEHINTOLA OJUA"]),
    ("en", "[10:02] Everett: hello?\n[10:03] Agent: how can I help?", ["Everett"]),
    ("en", "Kind regards,\nAna Souza\nTel: +44 20 7946 0958", ["Ana Souza"]),
    ("en", "Zeina and Danielle share the account", ["Zeina", "Danielle"]),
    ("es", "TCK-7717\tAdam\tRamirez\t555-0100\tpendiente", ["Adam", "Ramirez"]),
    ("es", "id;nombre;ciudad\n1182;Sandra Fernández;Rosario", ["Sandra Fernández"]),
    ("en", "I bought the Marks & Spencer gift set and a Ben & Jerry's tub", []),
    ("en", "Delivered at 14:32, signed for by: Bacon", ["Bacon"]),
]


@pytest.mark.parametrize(("language", "text", "names"), SHAPES)
def test_titles_fields_speakers_pairs_and_cells(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# No person: a mail header's label, a team, a street after "on", a stadium, a brand after a title;
# two people joined by "y" are two names, not one.
NOBODY = [
    ("es", "Cc: soporte@example.com\nAsunto: factura", []),
    ("pt", "Atenciosamente,\nEquipe de Atendimento", []),
    ("en", "Our office is on Albert Square near the station.", []),
    ("en", "OUR OFFICE IS ON ALBERT SQUARE NEAR THE STATION.", []),
    ("es", "El lunes voy al Estadio Santiago Bernabéu a recoger el paquete.", []),
    ("en", "She asked about the Mr. Coffee maker.", []),
    ("en", "Mrs. Rose called about the refund.", ["Rose"]),
    ("es", "Félix Miguel y Asha comparten la cuenta.", ["Félix Miguel", "Asha"]),
]


@pytest.mark.parametrize(("language", "text", "names"), NOBODY)
def test_labels_teams_streets_and_brands_are_nobody(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A common surname that is a word stays a surname before "my"; a field's value that is a name to
# its closing quote takes a word of the language too; a markdown table's rule row is no row;
# nouns nobody says (WordNet's places and people) are no words.
VALUES = [
    ("en", "hi im ralph gray my order never arrived", ["ralph gray"]),
    ("en", '{"customer": {"name": "alberto whicker", "tier": "gold"}}', ["alberto whicker"]),
    ("en", "| Name | Order |\n|---|---|\n| Chelsey Gadsden | ORD-1 |", ["Chelsey Gadsden"]),
    ("en", "why did ana pratt close my ticket", ["ana pratt"]),
    ("en", '{"name": "maria", "plan": "pro"}', ["maria"]),
]


@pytest.mark.parametrize(("language", "text", "names"), VALUES)
def test_surnames_that_are_words_in_values_and_markdown_tables(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A name in a URL's query ("+" between its words; "&" there separates fields, it makes no
# company); a name signing the message off at its very end.
ENDS = [
    ("en", "https://shop.example.com/lookup?name=Usha+Agarwal&zip=00000", ["Usha+Agarwal"]),
    ("pt", "HTTPS://LOJA.EXAMPLE.COM/CLIENTES?NOME=NEUZA+ALMEIDA+DE+SOUSA&UF=RJ", ["NEUZA+ALMEIDA+DE+SOUSA"]),
    ("es", "Revisen el pedido ORD-903526 por favor, llevo una semana esperando. Dolores", ["Dolores"]),
    ("en", "ok that worked, thanks alamu", ["alamu"]),
    ("en", "The order arrived today. Thanks", []),
    ("en", "Please check the invoice. Regards, Support", []),
    ("en", "Smith & Sons LLC sent the invoice", []),
]


@pytest.mark.parametrize(("language", "text", "names"), ENDS)
def test_names_in_urls_and_signing_off(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A first name before a colon mid-line or before "aquí"/"here"; after a greeting, a name that
# stands on its own; a surname alone after "Recibió:"; a title's name before a colon; a surname
# field takes a surname no list holds; two people joined by "y" when the second is a rare name,
# not when a verb follows.
MORE_CUES = [
    ("en", "Escalating to Christine: customer account ACC1 was charged twice.", ["Christine"]),
    ("es", "PILAR AQUÍ: EL NÚMERO DE SEGUIMIENTO NO FUNCIONA.", ["PILAR"]),
    ("pt", "Olá, Nancir!\n\nConfirmamos o estorno.", ["Nancir"]),
    ("en", "hi there, my order is late", []),
    ("es", "Entregado a las 14:32. Recibió: Barrios (portería)", ["Barrios"]),
    ("es", "BUENOS DÍAS, SR. JIMINEZ: LAMENTAMOS EL RETRASO.", ["JIMINEZ"]),
    ("es", '{"customer": {"first_name": "Pushpa", "last_name": "Apte"}}', ["Pushpa", "Apte"]),
    ("es", "MANUELA Y GURDARSHAN COMPARTEN LA CUENTA", ["MANUELA", "GURDARSHAN"]),
    ("es", "ENVÍEN LA DOCUMENTACIÓN A LAURA REYES Y PONGAN EN COPIA A CONTABILIDAD.", ["LAURA REYES"]),
]


@pytest.mark.parametrize(("language", "text", "names"), MORE_CUES)
def test_colons_greetings_receivers_and_pairs(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Places whose name holds a person's a few capitalised words after their kind ("Hospital Ramón y
# Cajal", "Escola Estadual Machado de Assis", "Ponte Hercílio Luz"); Spanish "D." is Don.
PLACES = [
    ("es", "Me operaron en el Hospital Ramón y Cajal y perdí la tarjeta allí.", []),
    ("pt", "Minha filha estuda na Escola Estadual Machado de Assis.", []),
    ("pt", "Passei pela Ponte Hercílio Luz ontem.", []),
    ("es", "RESERVÉ EN EL RESTAURANTE GODOY PARA CLOE PEREA VILLALBA Y PARA MÍ.", ["CLOE PEREA VILLALBA"]),
    ("es", "Los datos del titular: D. Ramón Gil Pérez, DNI en el expediente.", ["Ramón Gil Pérez"]),
    # A country whose name reads as a first name and a surname, in our languages (pycountry's).
    ("es", "No enviamos a Costa de Marfil ni a Nueva Zelanda; a Lucía Romero sí.", ["Lucía Romero"]),
    ("pt", "ENTREGAS PARA COSTA DO MARFIM SUSPENSAS, AVISE A PAULA NUNES", ["PAULA NUNES"]),
    ("en", "The flight lands at George Bush Intercontinental; the match is at Wembley Stadium.", []),
    ("en", "Ordered the atlas from Harper Collins for Ian Mercer.", ["Ian Mercer"]),
    # A place's word ends the item before, not a place's name: "PARK, JESÚS" is no "Park Jesús".
    ("en", "Guests: MIN-JUN PARK, JESÚS FIGUEROA", ["MIN-JUN PARK", "JESÚS FIGUEROA"]),
]


@pytest.mark.parametrize(("language", "text", "names"), PLACES)
def test_places_named_after_people_and_don(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# In capitals or lower case, a word of the language after an article is that word, and one alone
# is a name only when a very common one; "a" before a name is Spanish "to", not an article.
WORDS_IN_COPIES = [
    ("es", "el pedido de la rosa roja llego tarde y sin tarjeta", []),
    ("es", "tengo paz de saber que el pedido esta en camino", []),
    # "alguien" after "habló con" is no name; "jorge" is (it was a dictionary word until the
    # Spanish dictionary stopped counting the commonest first names said in subtitles as words).
    ("es", "cliente dice que habló con alguien llamado jorge", ["jorge"]),
    ("es", "pongan en copia a jazmin sanchez ojeda, por favor", ["jazmin sanchez ojeda"]),
    ("en", "is mark still working on my ticket?", ["mark"]),
]


@pytest.mark.parametrize(("language", "text", "names"), WORDS_IN_COPIES)
def test_words_of_the_language_in_capitals_and_lower_case(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Portuguese months and weekdays, departments in a signature, and one word no list holds after
# an article (a brand) are nobody.
PT_WORDS = [
    ("pt", "Na segunda-feira, dia 5 de Março, chegou o pedido errado.", []),
    ("pt", "Atenciosamente,\nSetor de Cobrança\nConstrutora Almeida Ltda.", []),
    ("pt", "O Nubank recusou o pagamento ontem.", []),
    ("pt", '{"first_name": "Marco", "last_name": "Camargo"}', ["Marco", "Camargo"]),
]


@pytest.mark.parametrize(("language", "text", "names"), PT_WORDS)
def test_months_departments_and_brands_after_an_article(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Spanish and Portuguese "don"/"dona" are titles, not first names; a Marian second part of a
# first name ("das Graças", "del Carmen") is part of the name in any casing.
TITLES_AND_MARIAN = [
    ("es", "hablé con don ramón gil ayer", ["ramón gil"]),
    ("en", "Don Smith called about the refund.", ["Don Smith"]),
    ("pt", "NOME: MARIA DAS GRAÇAS D'ÁVILA\nCPF: EM ANEXO", ["MARIA DAS GRAÇAS D'ÁVILA"]),
    ("es", "nombre: maría del carmen ruiz", ["maría del carmen ruiz"]),
]


@pytest.mark.parametrize(("language", "text", "names"), TITLES_AND_MARIAN)
def test_don_is_a_title_and_marian_names_are_whole(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# After a timestamp a transcript line's speaker may be a name the lists hold only as a surname;
# after "thanks," a month is somebody's name; a surname cell may open with a particle.
SPEAKERS_AND_CELLS = [
    ("en", "[10:02] mohammad: hello?\n[10:03] agent: hi, how can i help?", ["mohammad"]),
    ("en", "THANKS, APRIL! THAT SORTED IT.", ["APRIL"]),
    ("en", "Thanks for April's invoice, it is paid.", []),
    ("pt", "TCK-4608\tjoana\tde teixeira\t555-0157\taguardando", ["joana", "de teixeira"]),
]


@pytest.mark.parametrize(("language", "text", "names"), SPEAKERS_AND_CELLS)
def test_speakers_after_a_timestamp_months_after_thanks_and_particle_cells(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# "no nome dela", "a atendente", "escalando para"; a title before a particle; hyphenated surnames
# no list holds; a rare first name paired with a known one; a month-name in a first-name field.
MORE_PHRASES = [
    ("pt", "minha esposa fez o pedido no nome dela, bedia khalil, mas quem pagou fui eu", ["bedia khalil"]),
    ("pt", "a atendente Shyrlei autorizou a troca.", ["Shyrlei"]),
    ("pt", "Bom dia, Sra. da Costa. Lamentamos o atraso.", ["da Costa"]),
    ("pt", "PROTOCOLO,NOME,STATUS\nTCK-1965,RIHANA AL-FARSI,ABERTO", ["RIHANA AL-FARSI"]),
    ("pt", "A CONTA É DE IBIDAPO E MIRELLA DESDE 2020", ["IBIDAPO", "MIRELLA"]),
    ("es", '{"CUSTOMER": {"FIRST_NAME": "JULIO", "LAST_NAME": "HIDALGO"}}', ["JULIO", "HIDALGO"]),
]


@pytest.mark.parametrize(("language", "text", "names"), MORE_PHRASES)
def test_more_introductions_titles_and_pairs(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A label after a cell separator, a brand after a title, a station, a word after a Portuguese
# article are nobody; Spanish "a" before a name is the personal "a", not an article.
LABELS_AND_ARTICLES = [
    ("en", "Updated by: Mark Evans | Status: Closed | Priority: Low", ["Mark Evans"]),
    ("en", "The Dr. Pepper case was missing two cans.", []),
    ("en", "Victoria Station is closed so the courier went to Paddington.", []),
    ("pt", "Fui na Renner e a Vivo cortou minha linha.", []),
    ("es", "Vale, le digo a Gloria que mire su correo.", ["Gloria"]),
]


@pytest.mark.parametrize(("language", "text", "names"), LABELS_AND_ARTICLES)
def test_labels_brands_stations_and_articles(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Chat shorthand is no surname ("td", "pq", "q"), a verb after a surname in capitals ends it, a
# quoted reply's first word opens a sentence, a speaker's role is no name field, words of the
# language the lists also hold stay words, and a place's word before a name in any casing makes
# it the place's.
SHORTHAND_AND_WORDS = [
    ("pt", "OI TD BEM? FALEI COM A BEATRIZ PQ ELA SABE DO PEDIDO", ["BEATRIZ"]),
    ("es", "HE HABLADO CON ELENA Y DISE Q MAÑANA LO MANDAN", ["ELENA"]),
    ("es", "LA REUNIÓN CON EL DR. QUINTANA QUEDA PARA EL LUNES.", ["QUINTANA"]),
    ("es", "El 2026-03-02, Marta Ruiz <m.ruiz@example.com> escribió:\n> Sigo esperando la factura.", ["Marta Ruiz"]),
    ("pt", "Operador: Boa noite, em que posso ajudar?\nAtendente: Certo, vou transferir.", []),
    ("es", "en la tarjeta pone que reine la paz y el amor", []),
    ("en", "THE KITCHEN FLOOR MATS ARRIVED TORN", []),
    ("es", "ENTRADAS PARA EL TEATRO LOPE DE VEGA: DOS BUTACAS", []),
    ("pt", "| PROTOCOLO | NOME | SITUAÇÃO |\n|---|---|---|\n| INC-1 | Ana Souza Lima | Aberto |", ["Ana Souza Lima"]),
    ("en", "I ordered a Dell laptop and a Ford Focus wiper set.", []),
    ("en", "Does the Dell charger fit my old adapter?", []),
    ("pt", "O Samsung carregador parou de funcionar.", []),
    ("en", "Please close the Smith account today.", ["Smith"]),
    ("en", "CX ROSA HILL RANG ABOUT THE REFUND", ["ROSA HILL"]),
    ("es", "mi mercedes tiene una avería y el taller no contesta", []),
]


@pytest.mark.parametrize(("language", "text", "names"), SHORTHAND_AND_WORDS)
def test_chat_shorthand_verbs_and_words_are_no_names(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Who did something to a ticket, a parcel or a payment, and whom something is left with: a name
# after these in any casing, a single first name too.
WHO_DID_WHAT = [
    ("en", "if nobody answers, leave it with kerensa next door", ["kerensa"]),
    ("en", "Ticket closed by support and assigned to billing.", []),
    ("es", "incidencia abierta por aitziber goikoetxea, reasignada a itziar", ["aitziber goikoetxea", "itziar"]),
    ("es", "ayer me llamó Florencio y no supo decirme nada", ["Florencio"]),
    ("pt", "chamado aberto por joelma prates, transferido para cristiano", ["joelma prates", "cristiano"]),
    ("pt", "pode deixar com a Rosângela na recepção", ["Rosângela"]),
    ("pt", "fala com a central amanhã, ela resolve", []),
]


@pytest.mark.parametrize(("language", "text", "names"), WHO_DID_WHAT)
def test_who_did_something_to_a_ticket_or_parcel(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A person's field written as an XML tag, in camelCase or with a space, a role's column, a title
# written out in a sentence, and a surname that is also a word in a name column.
FIELDS_TAGS_AND_COLUMNS = [
    ("en", "<order><buyerName>x</buyerName><recipient>Ottoline Brack</recipient></order>", ["Ottoline Brack"]),
    ("en", '{"contactName": "rosalba quint", "tier": "gold"}', ["rosalba quint"]),
    ("es", "Llamen a la señora Arrieta antes de las cinco.", ["Arrieta"]),
    ("pt", "Protocolo\tCliente\tAtendente\nTCK-1\tValdir Morais\tGleiciane", ["Valdir Morais", "Gleiciane"]),
    ("en", "id,Primary contact,city\n7,Neville Pert,Leeds", ["Neville Pert"]),
    ("en", "id,contact_name,plan\n7,Martin Victory,Pro", ["Martin Victory"]),
    ("es", "la señora de la limpieza dejó la llave en recepción", []),
]


@pytest.mark.parametrize(("language", "text", "names"), FIELDS_TAGS_AND_COLUMNS)
def test_fields_as_tags_role_columns_and_titles_written_out(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Places, shops, brands and codes the lists also hold as names: a pair in a field that holds no
# person, a preposition before a name, a hotel after its label, a shop's possessive before
# "outlets", camel-cased brands, units, a code's prefix, a club after "del"; a comma parts people.
PLACES_BRANDS_AND_CODES = [
    ("es", 'estado=ok zona="Castilla y León" ref=AB-1', []),
    ("es", "Según Rocío, de soporte, el cambio tarda dos días.", ["Rocío"]),
    ("es", "Reserva confirmada\nHotel: Meliá Sevilla\nNoches: 2", []),
    ("pt", "favor ligar para o SAC amanhã de manhã", []),
    ("en", "Items bought at Macy's or Dillard's outlets can be returned.", []),
    ("en", "Reply on WhatsApp or PayPal if you prefer.", []),
    ("pt", "entrega em 20 min, pedido br1234", []),
    ("en", "hi tomasz, priya and gareth are copied on this.", ["tomasz", "priya", "gareth"]),
    ("es", "Número de cliente: PED-854336", []),
    ("es", "Los abonados del Betis recogen allí su entrada.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), PLACES_BRANDS_AND_CODES)
def test_places_brands_and_codes_the_lists_hold(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Whom a message is about: after a greeting for either gender and its colon, a phrase that asks
# someone ("pergunta pra", "pregúntale a"), a courier or a driver, "X por aquí"; a mailbox's name
# after "From:" is no person.
WHOM_A_MESSAGE_IS_ABOUT = [
    ("es", "<p>Estimado/a Anselmo:</p><p>Su pedido ha salido.</p>", ["Anselmo"]),
    ("pt", "pergunta pra Rosimeire se o boleto já foi pago", ["Rosimeire"]),
    ("en", "Your driver Olumide is 5 min away.", ["Olumide"]),
    ("es", "Amparito por aquí, ¿hay noticias del reembolso?", ["Amparito"]),
    ("es", "pregúntale a Maripaz si ya llegó la factura", ["Maripaz"]),
    ("en", "From: Zendesk <support@example.com>", []),
]


@pytest.mark.parametrize(("language", "text", "names"), WHOM_A_MESSAGE_IS_ABOUT)
def test_whom_a_message_is_about(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A role's word opening the sentence and the verb after "please" are no part of the name that
# follows; "segundo" before a name is "according to"; "o sac" is a service.
ROLES_AND_VERBS_BEFORE_A_NAME = [
    ("en", "Driver Rami Othman reported nobody home.", ["Rami Othman"]),
    ("en", "please mark jason reyes as vip", ["jason reyes"]),
    ("pt", "Segundo Vitória, do financeiro, o estorno cai amanhã.", ["Vitória"]),
    ("pt", "favor entrar em contato com o sac amanhã", []),
    ("en", "Will Adams from accounts asked for a copy.", ["Will Adams"]),
]


@pytest.mark.parametrize(("language", "text", "names"), ROLES_AND_VERBS_BEFORE_A_NAME)
def test_roles_and_verbs_before_a_name(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Whose thing opens the sentence, who writes again after a Portuguese greeting, and everyone a
# message copies.
OWNERS_AND_COPIES = [
    ("en", "GREGORY'S PACKAGE WAS LEFT AT THE WRONG DOOR.", ["GREGORY"]),
    ("en", "Monday's delivery was late.", []),
    ("pt", "oi, é giliane de novo, nada do estorno", ["giliane"]),
    ("es", "Hola Alberto, pongo en copia a Rosario y a Ghassan.", ["Alberto", "Rosario", "Ghassan"]),
]


@pytest.mark.parametrize(("language", "text", "names"), OWNERS_AND_COPIES)
def test_owners_greetings_and_copies(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Names of the world beyond the countries the ranked lists come from (world_names.txt), in lower
# case and capitals, where the NER does not see them and only the lists can.
NAMES_OF_THE_WORLD = [
    ("en", "spoke with jianhua yesterday and he said the refund was approved", ["jianhua"]),
    ("en", "hi its hongjie again, my refund still hasnt arrived", ["hongjie"]),
    ("es", "DEJÉ EL PAQUETE CON THANGAVEL MURUGESAN EN RECEPCIÓN", ["THANGAVEL MURUGESAN"]),
    # World names hold no word of ours: "back", "mats" and "pidio" stay words.
    ("en", "NEXT STEP: CALL BACK TUESDAY", []),
    ("es", "la dra. ana lópez pidio cambiar la cita", ["ana lópez"]),
]


@pytest.mark.parametrize(("language", "text", "names"), NAMES_OF_THE_WORLD)
def test_names_of_the_world_in_any_casing(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


def test_world_names_rank_past_our_rare_names_and_hold_no_word():
    from recognizers.names.lists import RARE_FIRST_RANK, RARE_SURNAME_RANK, name_lists

    ranks = name_lists()
    assert ranks["hongjie"][0] > RARE_FIRST_RANK and ranks["kumarasamy"][1] > RARE_SURNAME_RANK
    assert ranks["maria"][0] <= 10  # a ranked name keeps its rank
    assert ranks["back"] == ranks.core["back"] and ranks["mats"] == ranks.core["mats"]  # no role added to a word
    assert "pidio" not in ranks


# A city named after someone is a place where the message says so: beside its region, or in a
# list of cities in a message that names places; a shop's, a school's or a warehouse's word
# after a name or a pair of names makes them places too, and a match's sides are teams. People
# who share a city's name stay people.
CITIES_STORES_AND_WAREHOUSES = [
    ("en", "Shipping to Victoria, BC or Austin, TX takes 3-5 days; Orlando and Charlotte get next-day delivery.", []),
    ("pt", "Entregamos em Santa Rita e Governador Valadares em 2 dias; Teresina e Vitória em 6 dias.", []),
    ("en", "DELIVERY ADDRESS: 1200 LINCOLN AVE, NEAR THE PARK.", []),
    ("en", '{"status": "shipped", "origin": "hamilton warehouse"}', []),
    ("en", "Saturday: the Franklin and Madison stores close for inventory.", []),
    ("en", "Victoria and Charlotte share the account.", ["Victoria", "Charlotte"]),
    ("en", "Hi Austin, thanks for the call.", ["Austin"]),
    ("en", "YOUR PARCEL IS AT THE PICKUP POINT NEXT TO JEFFERSON ELEMENTARY SCHOOL.", []),
    ("pt", "seu pacote está em frente à escola estadual caetano de campos.", []),
    # Two sides of a match are teams.
    ("en", "Can I swap my tickets for Chelsea v Arsenal for the game in May?", []),
    ("pt", "INGRESSOS PARA FLAMENGO X VASCO NO DOMINGO", []),
]


@pytest.mark.parametrize(("language", "text", "names"), CITIES_STORES_AND_WAREHOUSES)
def test_cities_stores_and_warehouses_named_after_people(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A person named once and again, shorter, with no cue of its own; a word of the language that
# was part of a name is found again only where written as a name.
NAMED_AGAIN = [
    ("es", "Aviso: Dolores Luisa Sales cubre la cola hoy. Cualquier urgencia, a Dolores.",
     ["Dolores Luisa Sales", "Dolores"]),
    ("es", "aviso: dolores luisa sales cubre la cola hoy. cualquier urgencia, a dolores.",
     ["dolores luisa sales", "dolores"]),
    ("en", "Customer: Sunday Okafor. Okafor says the parcel never came.", ["Sunday Okafor", "Okafor"]),
    ("en", "Rose Miller bought a red rose for the shop.", ["Rose Miller"]),
    ("en", "Contact june.smith@example.com, June Smith owns it.", ["June Smith"]),
    ("es", "Sistema: conversación transferida a Margarita Roca.\nMargarita: Hola, ¿en qué puedo ayudarte?",
     ["Margarita Roca", "Margarita"]),
    # Named again inside a company's or a shop's name, it is the company's.
    ("es", "El pedido de Iker Ramírez salió del almacén de Ramírez Hermanos el lunes.", ["Iker Ramírez"]),
    ("es", "SISTEMA: CONVERSACIÓN TRANSFERIDA A ROSARIO ANGULO.\nROSARIO: HOLA, ¿QUÉ TAL?",
     ["ROSARIO ANGULO", "ROSARIO"]),
]


@pytest.mark.parametrize(("language", "text", "names"), NAMED_AGAIN)
def test_a_name_found_once_is_found_again(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A first name alone where only a person stands: owning something mid-sentence, thanked, spoken
# with whatever its rank, or opening a sentence and doing something; a shop's possessive and a
# word of the language stay out.
OWNED_THANKED_AND_SPOKEN_WITH = [
    ("en", "the reset worked for me, and Olaf's phone still gets no code", ["Olaf"]),
    ("en", "THE RESET WORKED FOR ME, AND OLAF'S PHONE STILL GETS NO CODE", ["OLAF"]),
    ("en", "thanks so much Natalia!! you were a great help", ["Natalia"]),
    ("pt", "vi que você falou antes com Yong sobre a garantia", ["Yong"]),
    ("en", "the bill's total is wrong again", []),
    ("en", "I saw it on the Wendy's receipt, and on the Victoria's Secret gift card.", []),
    ("en", "thanks so much again!! you were a great help", []),
    ("es", "Aviso interno: Ramona está de baja hoy.", ["Ramona"]),
    ("pt", "AVISO: GILBERTO FOI TRANSFERIDO PARA O FINANCEIRO.", ["GILBERTO"]),
    ("en", "ruby is a great language for scripts.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), OWNED_THANKED_AND_SPOKEN_WITH)
def test_a_first_name_owning_thanked_or_spoken_with(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A label's value on the line below it (an address block), and whom a note copies.
LABELS_ABOVE_AND_COPIES = [
    ("en", "SHIP TO:\nSubomi Oshin\n1200 Example St Apt 3\nSpringfield, IL 62704", ["Subomi Oshin"]),
    ("es", "destinatario:\nguiying xue\nc/ ejemplo 12, 3º b\n28080 madrid", ["guiying xue"]),
    ("pt", "Favor escalar para fraude (cc Chelliah Hans). O titular não reconhece as compras.", ["Chelliah Hans"]),
    ("en", "Contact:\nPhone: (212) 555-0100", []),
]


@pytest.mark.parametrize(("language", "text", "names"), LABELS_ABOVE_AND_COPIES)
def test_a_label_above_its_value_and_copies(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Words of the language joined by a particle are how the language joins nouns: a name only when
# its first word is as common a first name as "Pilar" or "Mercedes".
WORDS_JOINED_BY_A_PARTICLE = [
    ("es", "Prioridad: Alta\nResumen: el cliente solicita cambio de tarifa.", []),
    ("es", "resumen: la clienta pilar de la vega pide cambio de tarifa", ["pilar de la vega"]),
    ("es", "RESUMEN: LA CLIENTA MERCEDES DE LA CRUZ PIDE CAMBIO DE TARIFA", ["MERCEDES DE LA CRUZ"]),
]


@pytest.mark.parametrize(("language", "text", "names"), WORDS_JOINED_BY_A_PARTICLE)
def test_words_joined_by_a_particle(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A name @-mentioned in chat; an item of a list of people beside items that are names; a first
# name written alone in capitals in text otherwise cased as usual (pasted from a form, stressed);
# a title before a name in a field stays outside it. Handles that are words, acronyms and a
# list of steps stay out.
HANDLES_LISTS_AND_NAMES_IN_CAPITALS = [
    ("en", "@Priya could you check 55120? the customer is waiting", ["Priya"]),
    ("pt", "@rogerio assume o 33410 por favor", ["rogerio"]),
    ("es", "@LUCÍA te dejo el caso 41207", ["LUCÍA"]),
    ("en", "@here the queue is long today, ping @support if stuck; mail help@example.com", []),
    ("en", "Named drivers on policy POL-1183:\n- Gareth Pryce (main)\n- Imogen Pryce\n- Dafydd (learner)",
     ["Gareth Pryce", "Imogen Pryce", "Dafydd"]),
    ("en", "Checklist:\n- Reset the router\n- Call Nadia Petrova back\n- Close the ticket", ["Nadia Petrova"]),
    ("en", "Our team:\n- Support\n- Billing\n- Claire Dunn (lead)", ["Claire Dunn"]),
    ("es", "El paquete lo recogió IGNACIO en la portería.", ["IGNACIO"]),
    ("en", "Order shipped via DPD, tracking sent by SMS to the customer.", []),
    ("es", "¿El contrato está a nombre de doña Eulalia?", ["Eulalia"]),
]


@pytest.mark.parametrize(("language", "text", "names"), HANDLES_LISTS_AND_NAMES_IN_CAPITALS)
def test_handles_lists_of_people_and_first_names_in_capitals(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Streets whose name holds a title or a first name before the surname, courts, branches named
# after someone, and cities of several words one of which is a word of the language; a person
# who shares a town's name stays a person.
STREETS_BRANCHES_AND_CITIES = [
    ("pt", "A loja fica na Av. Juscelino Kubitschek, 1200.", []),
    ("pt", "ENDEREÇO: RUA PADRE MANOEL DA NÓBREGA, 45", []),
    ("es", "Envíos a Mar del Plata y Bahía Blanca en 48 h.", []),
    ("pt", "Moro no Rio de Janeiro desde 2019.", []),
    ("en", "Returns: 12 Ashby Court, Derby", []),
    ("es", "Recoger en Sucursal Manuel Belgrano, Córdoba.", []),
    ("pt", "Falei com Carlos Barbosa ontem sobre o reembolso.", ["Carlos Barbosa"]),
]


@pytest.mark.parametrize(("language", "text", "names"), STREETS_BRANCHES_AND_CITIES)
def test_streets_branches_and_cities_named_after_people(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A first name in capitals in text cased as usual is a name after "to" and between quotes,
# not an acronym nor a shop after an article or a preposition of place; the value of a field and
# a table's column that hold a place, a product or a team is nobody's name; cities listed with a
# city nobody is named after are places.
CAPITALS_FIELDS_COLUMNS_AND_LISTED_CITIES = [
    ("es", "El cliente dice que «SANDRA me prometió un descuento», pero no hay nota de SANDRA.", ["SANDRA", "SANDRA"]),
    ("en", "can u put me thru to CAROLE pls, they handled my case", ["CAROLE"]),
    ("es", "Precio con IVA incluido, envío por SEUR o por MRW.", []),
    ("pt", "Comprei na ZARA e na RENNER, paguei no PIX, chegou pela LOGGI.", []),
    ("en", "Ordered from ASOS and NEXT, paid with VISA, the EVA foam mat is torn.", []),
    ("en", 'level=info svc=dispatch addr="12 Example Rd" city="Marion" tries=2', []),
    ("en", '{"order":"A1","ship_city":"Florence","customer":"Nadia Petrova"}', ["Nadia Petrova"]),
    ("en", "code,product,price\nAB-1,Morgan Armchair,199\nAB-2,Stella Lamp,49", []),
    ("es", "REF;PRODUCTO;COLOR\nES-1;SOFÁ LOLA;GRIS\nES-2;MESA CARMEN;NOGAL", []),
    ("en", "id,customer,city\n1,Nadia Petrova,Florence\n2,Owen Hale,Victoria", ["Nadia Petrova", "Owen Hale"]),
    ("en", "Wednesday: deliveries to Preston and Swindon are late.", []),
    ("en", "Tuesday: deliveries to Lincoln and Sheffield delayed.", []),
    ("en", '{"tier":"gold","assigned_team":"team phoenix","note":"closed mondays"}', []),
    ("pt", "A coleção Glória voltou ao estoque; a cor Rosa está esgotada.", []),
    ("en", "Victoria and Charlotte share the account.", ["Victoria", "Charlotte"]),
]


@pytest.mark.parametrize(("language", "text", "names"), CAPITALS_FIELDS_COLUMNS_AND_LISTED_CITIES)
def test_capitals_fields_columns_and_listed_cities(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Whoever stands behind a role in brackets or in a key with a prefix, a title of Mexican offices,
# and a first name before the department its bearer works in (not the department as a surname);
# a keyword in capitals after an instruction is nobody.
ROLES_DEPARTMENTS_AND_KEYWORDS = [
    ("pt", "Lucas: oi não chegou o código\nLucas: já tentei 3x\nSuporte (Maiara): Oi! Vamos reenviar agora",
     ["Lucas", "Lucas", "Maiara"]),
    ("es", "OSCAR: NO ME HA LLEGADO EL CÓDIGO\nSOPORTE (INMACULADA): ¡HOLA! TE LO REENVIAMOS", ["OSCAR", "INMACULADA"]),
    ("en", '{"customer": {"id": "CUS-1", "name": "Owen Hale"}, "last_agent": "Malwina", "tier": "gold"}',
     ["Owen Hale", "Malwina"]),
    ("en", 'ua=1 user_agent="Mozilla/5.0" status=ok', []),
    ("es", "Mi asesor era el Lic. Zuluaga pero ya no contesta los correos.", ["Zuluaga"]),
    ("en", "Callback after 5pm. Faith from the warehouse says the pallet is ready.", ["Faith"]),
    ("es", "LLAMAR POR LA TARDE. AMPARO DEL ALMACÉN CONFIRMA QUE EL PALÉ ESTÁ LISTO.", ["AMPARO"]),
    ("pt", "oi, tudo bem? aqui é hilde da loja. seu conserto ficou pronto!", ["hilde"]),
    ("es", "Hablé con alguien de la tienda y nadie del almacén sabe nada.", []),
    ("pt", "Seu entregador chega em 15 min. Responda SAIR para não receber mais.", []),
    ("en", "Your courier is 10 minutes away. Reply STOP to opt out.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), ROLES_DEPARTMENTS_AND_KEYWORDS)
def test_roles_departments_and_keywords(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A name beside the e-mail address spelled from it is a name in any casing, however common its
# words; a mailbox named by words of the language is nobody's, and an address's own words are
# never taken into a name.
NAMES_BY_THEIR_ADDRESS = [
    ("en", 'On May 2, "autumn yates" <yates.autumn@example.org> wrote:\n> the charger has the wrong plug',
     ["autumn yates"]),
    ("es", "de: segundo navarro <segundo_navarro40@example.net>\nfecha: 16/02/2026", ["segundo navarro"]),
    ("pt", 'de: "mia maia" <mmaia@example.net>\npara: sac@example.com', ["mia maia"]),
    ("pt", "em 27/01/2026, vera alice valente <vera.valente@example.net> escreveu:", ["vera alice valente"]),
    ("en", "From: Support Team <support@example.com>", []),
    ("en", "Contact Billing (billing@example.com) or Sales <sales@example.com>", []),
]


@pytest.mark.parametrize(("language", "text", "names"), NAMES_BY_THEIR_ADDRESS)
def test_names_beside_the_address_spelled_from_them(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A word after a role noun ("tu repartidor", "o porteiro") or a courtesy title written in lower
# case ("doña", Brazil's "seu") is a person's name even where no list holds it; "seu" before a
# word of the language is the possessive, and a verb's future ends the name.
ROLE_NOUNS_AND_COURTESY_TITLES = [
    ("es", "Vino doña wendolin a la tienda a devolver la cafetera.", ["wendolin"]),
    ("pt", "quem recebeu foi seu ailton, do apartamento 302.", ["ailton"]),
    ("pt", "seu entregador arisvaldo chega em 15 min com o pedido.", ["arisvaldo"]),
    ("es", "Tu repartidor ibidapo llegará entre las 11:30 y las 17:45.", ["ibidapo"]),
    ("pt", "o entregador disse q deixou na portaria mas o porteiro gustavo falou q nao chegou nada", ["gustavo"]),
    ("pt", "Seu pedido chegou? O seu cartão foi recusado e seu número de protocolo é 123.", []),
    # A word of the language after a role noun is the sentence going on, and a product bought
    # in a shop is no one who works there.
    ("en", "please tell mr. nagy the engineer will arrive between 8 and 12 on thursday.", ["nagy"]),
    ("pt", "COMPREI UMA CAFETEIRA BARROS NA LOJA DA AVENIDA E O TÉCNICO DISSE QUE A GARANTIA NÃO COBRE.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), ROLE_NOUNS_AND_COURTESY_TITLES)
def test_role_nouns_and_courtesy_titles(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A lower-case name in text otherwise cased as usual or in chat: a first name and a surname no
# dictionary holds, doing something or after "le escribe"; a product's name stays out.
LOWER_CASE_NAMES_WITH_RARE_SURNAMES = [
    ("en", "dolores sommaruga called twice about the same dishwasher. Please have someone ring back.",
     ["dolores sommaruga"]),
    ("pt", "imelda morpurgo ligou de novo por causa da geladeira. Alguém pode retornar hoje?", ["imelda morpurgo"]),
    ("es", "Buen día, le escribe rocio agustin gelabert desde Monterrey. Mi pedido sigue en camino.",
     ["rocio agustin gelabert"]),
    ("en", "Please update the account holder to emily ranney-jay (married name).", ["emily ranney-jay"]),
    ("en", "I ordered the rosa bowl and the vera lamp from your catalogue.", []),
    ("en", "The system is down again and the app crashes on settings.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), LOWER_CASE_NAMES_WITH_RARE_SURNAMES)
def test_lower_case_names_with_rare_surnames(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Two places named after people that share a plural noun ("Washington and Lincoln offices");
# two people whose office hours are mentioned stay people.
PLACES_THAT_SHARE_A_NOUN = [
    ("en", "Reminder: Martin Luther King Jr. Day closes our Washington and Lincoln offices on Monday.", []),
    ("pt", "As lojas Renner e Riachuelo fecham cedo no feriado.", []),
    ("en", "Ana Souza and Maria Lopez office hours are 9-5", ["Ana Souza", "Maria Lopez"]),
    ("en", "John Smith's office called about the invoice", ["John Smith"]),
]


@pytest.mark.parametrize(("language", "text", "names"), PLACES_THAT_SHARE_A_NOUN)
def test_places_that_share_a_noun(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A signature after a blank line or an HTML break, and a name after "Firmado:" or "Recibe:";
# a team signing off is nobody.
SIGNATURES_AND_RECEIPTS = [
    ("en", "<p>Kind regards,<br>LORENZO ZIER<br>Customer Care</p>", ["LORENZO ZIER"]),
    ("en", "Best regards,\n\nbryan s. kolek\nSenior Account Manager", ["bryan s. kolek"]),
    ("es", "Firmado: C. Pina\nRecibido conforme el 17/08/2026 en el almacén.", ["C. Pina"]),
    ("es", "ALBARÁN DE ENTREGA\nRecibe: Marize (conserjería)\nObservaciones: llamar antes", ["Marize"]),
    ("en", "Kind regards,<br>Customer Care Team<br>Example Ltd", []),
    ("en", "Thanks,\n\nThe Billing Team", []),
]


@pytest.mark.parametrize(("language", "text", "names"), SIGNATURES_AND_RECEIPTS)
def test_signatures_and_receipts(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A role's column holds who fills it, an initial and a short surname too; a companion's tag holds
# a person; an office title stays outside the name; a place's word in the next cell is no part
# of a name.
ROLE_COLUMNS_TAGS_AND_TITLES = [
    ("es", "| Técnico | Zona | Visitas |\n|---|---|---|\n| Mattin Yepes | Norte | 6 |\n| Enrique Galán | Centro | 4 |"
           "\n| Q. Lei | Sur | 5 |", ["Mattin Yepes", "Enrique Galán", "Q. Lei"]),
    ("en", "driver,route,stops\nOwen Hale,North,12\nPriya Nair,South,9", ["Owen Hale", "Priya Nair"]),
    ("es", '<reserva codigo="7QEBUR"><titular>NELA SANKIEWICZ</titular><acompanante>IYATHURAI DUGAL</acompanante>'
           "</reserva>", ["NELA SANKIEWICZ", "IYATHURAI DUGAL"]),
    ("es", "Mi asesor era el Lic. ALVAREZ pero ya no contesta.", ["ALVAREZ"]),
]


@pytest.mark.parametrize(("language", "text", "names"), ROLE_COLUMNS_TAGS_AND_TITLES)
def test_role_columns_tags_and_titles(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Whoever a relative, an approver or a reviewer is named after; relatives named by no name are
# nobody, and a street's religious title is no relative.
RELATIVES_APPROVERS_AND_REVIEWERS = [
    ("pt", "APROVADO POR F. CAMARA EM 08/01/2026. REVISÃO: FRANCOA CARVALHO.", ["F. CAMARA", "FRANCOA CARVALHO"]),
    ("es", "Aprobado por G. España el 07/06/2026. Revisado por Tammi Lee.", ["G. España", "Tammi Lee"]),
    ("pt", "Minha filha Heloysa fez o pedido.", ["Heloysa"]),
    ("en", "my son lucas ordered it with my card", ["lucas"]),
    ("en", "My son is at school and my sister has the keys.", []),
    ("es", "Son las 5 y el hijo de la vecina no ha llegado.", []),
    ("pt", "ENTREGA: RUA PADRE ANCHIETA, 1200 - CURITIBA", []),
]


@pytest.mark.parametrize(("language", "text", "names"), RELATIVES_APPROVERS_AND_REVIEWERS)
def test_relatives_approvers_and_reviewers(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Two people asked at once, apart by a slash; the parts of a name in a URL's query; whoever is
# back again, thanked for something, or from the caller's team; a display name stops before the
# department after it.
ADDRESSED_QUERIED_AND_THANKED = [
    ("en", "Margit / Tobias - could one of you check order 4411 today?", ["Margit", "Tobias"]),
    ("pt", "Zuleide / Jandira, alguém vê o protocolo 8812?", ["Zuleide", "Jandira"]),
    ("en", "Works on iOS / Android, paid by Visa / Mastercard.", []),
    ("en", "link: https://crm.example.com/find?first=Odalys&last=Brinkworth&id=77", ["Odalys", "Brinkworth"]),
    ("es", "abre https://citas.example.com/ver?nombre=Amaro&apellido=Quintanilla&cita=X1", ["Amaro", "Quintanilla"]),
    ("es", "Leocadia otra vez. Sigo esperando la devolución.", ["Leocadia"]),
    ("pt", "Jucimara de novo. O pedido ainda não chegou.", ["Jucimara"]),
    ("en", "lol ty marcelle ur a star, the code worked", ["marcelle"]),
    ("es", "gracias Eufemia por la ayuda de ayer", ["Eufemia"]),
    ("en", "so Ivy from your returns team said it was fine", ["Ivy"]),
    ("en", "Please forward it to Odile Brant in accounts payable (obrant@example.com).", ["Odile Brant"]),
]


@pytest.mark.parametrize(("language", "text", "names"), ADDRESSED_QUERIED_AND_THANKED)
def test_addressed_queried_and_thanked(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Schools, hospitals and memorials named after someone; laughter; a Spanish verb with its
# pronouns; a command opening a line in capitals.
INSTITUTIONS_LAUGHTER_AND_COMMANDS = [
    ("es", "Entregar en el CEIP Federico García Lorca antes de las 9.", []),
    ("pt", "A entrega é na EMEF Anísio Teixeira, portão 2.", []),
    ("en", "My kid goes to Rosa Parks Middle School and the bus is late.", []),
    ("en", "He was moved to Mercy General last night; claim 5512.", []),
    ("es", "jajaja vale, mañana te mando el número", []),
    ("es", "Agente: Perfecto, permítame un momento y dígame el pedido.", []),
    ("en", "CLOSE TICKET\nMARK AS PAID\nCHASE UP THE REFUND", []),
    ("en", "mark as paid and chase up the refund", []),
]


@pytest.mark.parametrize(("language", "text", "names"), INSTITUTIONS_LAUGHTER_AND_COMMANDS)
def test_institutions_laughter_and_commands(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Who serves the customer, and whom they wrote to; a display name in capitals stops before a
# department too.
SERVED_AND_WRITTEN_TO = [
    ("es", "Buenas tardes, le atiende Casilda, ¿en qué puedo ayudarle?", ["Casilda"]),
    ("pt", "quem me atendeu foi Gleiciane, muito atenciosa", ["Gleiciane"]),
    ("pt", "mandei msg pra Rosimeire ontem e nada", ["Rosimeire"]),
    ("en", "I was served by Imogen at the counter", ["Imogen"]),
    ("en", "SEND IT TO ODILE BRANT IN ACCOUNTS PAYABLE (OBRANT@EXAMPLE.COM)", ["ODILE BRANT"]),
    # Guards: Ty is a name outside chat; an accent on the last syllable is no verb's pronoun; two
    # finders' spans that share a word are one name.
    ("en", "From: TY MERRITT <support-4471@example.com>\nSubject: refund", ["TY MERRITT"]),
    ("es", "hola buenas soy venceslás ramirez bayona me podeis ayudar", ["venceslás ramirez bayona"]),
    ("pt", "DE: FABIANE CASA GRANDE DA COSTA <CASAGRANDE2@EXAMPLE.NET>\nASSUNTO: NOTA", ["FABIANE CASA GRANDE DA COSTA"]),
]


@pytest.mark.parametrize(("language", "text", "names"), SERVED_AND_WRITTEN_TO)
def test_served_and_written_to(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Whoever does something where a clause of a list or a log line's entry opens; a meeting's
# attendees; a ship is nobody; a word in lower case before a colon is no name in text cased as usual.
CLAUSES_ATTENDEES_AND_SHIPS = [
    ("en", "Rota for today: Tobias is off, Margit covers chat, Ingrid covers phones.", ["Tobias", "Margit", "Ingrid"]),
    ("en", "03/04/2026 10:15 - Ingrid requested the invoice again", ["Ingrid"]),
    ("es", "Asistentes a la reunión: LEOCADIA PRIETO, ODILE BRANT y yo.", ["LEOCADIA PRIETO", "ODILE BRANT"]),
    ("es", "Viajamos en el crucero Costa Serena desde Valencia.", []),
    ("es", "Colegios del pedido de libros: Colegio San José, Instituto Goya.", []),
    ("es", "ALBARÁN\nDestinatario: Leocadia Prieto\nFirma: L. Prieto", ["Leocadia Prieto", "L. Prieto"]),
    ("pt", "COMPROVANTE\nAssinatura: J. Quissanga", ["J. Quissanga"]),
    ("es", "Firma: Souza Hermanos S.L.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), CLAUSES_ATTENDEES_AND_SHIPS)
def test_clauses_attendees_and_ships(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Arabic, Berber and Italian particles inside a surname; a label alone on its line over its value;
# "c/o"; storms, rooms, weekdays and street abbreviations that follow a name's word.
PARTICLES_LABEL_LINES_AND_EVENTS = [
    ("es", "Escribe su hija, Karima El Haddad; pide la factura.", ["Karima El Haddad"]),
    ("es", "HOLA SOY YOUSSEF EL AMRANI Y NO ME LLEGA EL PEDIDO", ["YOUSSEF EL AMRANI"]),
    ("es", "hola soy karima el haddad y no me llega el pedido", ["karima el haddad"]),
    ("es", "hablé con lucía el martes y no me llamó", ["lucía"]),
    ("en", "SURNAME / NOM\nOkonkwo\nGIVEN NAMES / PRÉNOMS\nAdaeze\nNATIONALITY", ["Okonkwo", "Adaeze"]),
    ("es", "DOCUMENTO\nAPELLIDOS\nMedina Ferrer\nNOMBRE\nLucía\nVÁLIDO HASTA 01/01/2030", ["Medina Ferrer", "Lucía"]),
    ("en", '{"name": {"given": "Adaeze", "family": "Okonkwo"}, "tier": "Gold"}', ["Adaeze", "Okonkwo"]),
    ("en", "SHIP TO:\nMarta Quiroga\nc/o Derek Hollis\n1 Example Blvd", ["Marta Quiroga", "Derek Hollis"]),
    ("en", "Organizer: Derek Hollis\nAgenda: credits", ["Derek Hollis"]),
    ("en", "Storm Agnes closed the depot; Hurricane Ian delayed the rest.", []),
    ("es", "La tormenta Filomena cerró el almacén.", []),
    ("pt", "A reunião é na sala Portinari, terceiro andar.", []),
    ("en", "Closed on Good Friday and Easter Monday.", []),
    ("en", "Customer: Sunday Adebayo. He called.", ["Sunday Adebayo"]),
    ("en", "i went to the store on jefferson st and then king st", []),
    ("en", "<p>Hi <strong>Adaeze</strong>,</p><p>Your courier is <a href=\"https://example.com/c/1\">Derek Hollis</a>.</p>",
     ["Adaeze", "Derek Hollis"]),
    ("pt", "<p>Olá, <b>Caetana</b>!</p><p>Seu pedido saiu.</p>", ["Caetana"]),
    ("en", 'id,customer_name,city\nA1,"Hollis, Derek",Leeds\nA2,Marta Quiroga,"York, UK"', ["Hollis", "Derek", "Marta Quiroga"]),
    ("en", "Attendees: Marta, Fergus O'Callaghan (Finance)", ["Marta", "Fergus O'Callaghan"]),
    ("en", "my name is saoirse o'shea and i'm calling about my bill", ["saoirse o'shea"]),
    ("en", "INVOICE\nBill to: Derek Hollis\nTotal due: $10.00", ["Derek Hollis"]),
    ("en", "Hi this is Colm from the clinic. Reply C to confirm.", ["Colm"]),
    ("es", "Hola, soy Derek Hollis de Asunción y el envío no llegó.", ["Derek Hollis"]),
    ("es", "Hablé con Patricio de León ayer.", ["Patricio de León"]),
    ("es", "Atentamente,\n\nIng. Lucía Medina Ferrer\nJefa de Compras", ["Lucía Medina Ferrer"]),
    ("es", "Favor de copiar a C.P. Lucía Medina, de Contraloría.", ["Lucía Medina"]),
    ("en", "[09:00] Visitor: hi\n[09:01] kamala (Agent): Hi! How can I help?", ["kamala"]),
    ("es", "Ticket #4411\n20/10/2026 · Karima El Haddad (cliente): Sigo sin ver el abono.", ["Karima El Haddad"]),
    ("pt", "A Paz Imobiliária disse que o boleto é do condomínio Jardim Europa.", []),
    ("pt", "Comprei um notebook Positivo e veio com a tela quebrada.", []),
    ("es", "La nevera Balay que compré hace un mes no enfría.", []),
    ("pt", "Aviso: no feriado de Tiradentes o SAC funciona até as 18h.", []),
    ("es", "id;titular;ciudad\ncus-1;karima el haddad;soria", ["karima el haddad"]),
    ("es", "buenas, llamo de parte de giusto lo bianco, titular de la tienda", ["giusto lo bianco"]),
    ("es", "hola soy ana el martes llamo", ["ana"]),
    ("pt", "oi tudo bem? sou a Kamala, comprei um celular no nome do meu marido", ["Kamala"]),
    ("pt", "sou a favor da troca do aparelho", []),
    ("en", "Refund stuck\nReporter: TEODORIK VALMONTE\nPriority: High", ["TEODORIK VALMONTE"]),
    ("en", "Refund stuck\nAgent: PENDING REVIEW\nPriority: High", []),
    ("en", "| Agent | Shift | Backup |\n|---|---|---|\n| Derek Hollis | Early | Kamala |", ["Derek Hollis", "Kamala"]),
]


@pytest.mark.parametrize(("language", "text", "names"), PARTICLES_LABEL_LINES_AND_EVENTS)
def test_particles_label_lines_and_events(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A tool's quoted value under a key one of whose parts names a person's role, in snake, camel or
# kebab case or written together; not under a key that says it is something of theirs.
KEYED_VALUES = [
    ("en", '{"lastAgent": "Derek Hollis", "tier": "Gold"}', ["Derek Hollis"]),
    ("en", '{"lastagent": "kamala okonkwo", "tier": "gold"}', ["kamala okonkwo"]),
    ("es", 'evento=cambio titular_nuevo="Lucía Medina Ferrer" canal=web', ["Lucía Medina Ferrer"]),
    ("en", '{"agent_status": "Away", "agentTeam": "Billing North", "customer_city": "Austin"}', []),
    ("en", 'level=info event=refund requested_by="kamala okonkwo" amount=43', ["kamala okonkwo"]),
    ("en", '{"sort_by": "name", "group_by": "team"}', []),
    ("pt", "Aprovado — k. okonkwo, Financeiro (07/11/2026)", ["k. okonkwo"]),
    ("en", "i'm calling about my wife's account, her name is TEODORA VALMONTE\nagent: okay", ["TEODORA VALMONTE"]),
    ("en", "her name is on the card", []),
    ("en", "---\nINTERNAL NOTE BY TEODORIK VALMONTE:\nESCALATING TO TIER 2.", ["TEODORIK VALMONTE"]),
    ("pt", "12/05/2026 Nota interna (karla dächert): pedi pro financeiro olhar", ["karla dächert"]),
    ("pt", "Nota interna (urgente): ligar amanhã", []),
    ("es", "Aprobado — L. Medina, Administración (15/07/2026)", ["L. Medina"]),
    ("es", "Llamó Lucía Medina-Ferrer ayer por la tarde", ["Lucía Medina-Ferrer"]),
    ("pt", "Escala de hoje: Paula de atestado, Bruno Lima cobre o chat.", ["Paula", "Bruno Lima"]),
    ("pt", 'Na etiqueta veio "Maura Valmonte" mas a compra é da minha esposa', ["Maura Valmonte"]),
    ("en", 'I ordered the "Galaxy Note" case and the "Pro Max edition" cover', []),
    ("en", "Hi this is VĂN MAI from the clinic, confirming your cleaning.", ["VĂN MAI"]),
    ("en", "I spoke to Piet van Dijk about the invoice", ["Piet van Dijk"]),
    ("es", "Hugo revisa con Telcel y ya habló con Santander; me escribe por Instagram.", ["Hugo"]),
    ("es", "Hablé con Luis Santander ayer", ["Luis Santander"]),
]


@pytest.mark.parametrize(("language", "text", "names"), KEYED_VALUES)
def test_keyed_values(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A first name alone after words that hand something to someone, opening a sentence, after
# wishes and affectionate sign-offs; names in capitals the lists do not hold; things named after
# people (airports, banks) and words that open sentences stay out.
LONE_NAMES_WISHES_AND_CAPITALS = [
    ("es", "Cliente con cobro doble, pasar a Josefina (N2) mañana", ["Josefina"]),
    ("en", "refund stuck, fwd to Ruby in billing", ["Ruby"]),
    ("en", "status changed to closed by Dominic", ["Dominic"]),
    ("pt", "a anotação de Rosângela diz que o estorno saiu", ["Rosângela"]),
    ("es", "Graciela ya recibió el reembolso, gracias", ["Graciela"]),
    ("es", "Valentina, tu pedido ya salió del almacén.", ["Valentina"]),
    ("es", "Viajo a Santiago mañana y vuelvo el lunes.", []),
    ("es", "Santiago, Chile: envíos con retraso esta semana.", []),
    ("es", "Nieves y heladas cortan la carretera del puerto.", []),
    ("en", "Date: Tue, Mar 4 at 9:12 AM", []),
    ("en", "Happy birthday Tobias! Love, Greta and Ian", ["Tobias", "Greta", "Ian"]),
    ("es", "¡Feliz cumpleaños, Rodrigo! Con cariño, Marta y Lucía", ["Rodrigo", "Marta", "Lucía"]),
    ("pt", "Feliz Natal a todos da equipe!", []),
    ("en", "Please update KOFIRE ADENUGA's phone number.", ["KOFIRE ADENUGA"]),
    ("pt", "Entregar para ODALYS QUINTERIO amanhã cedo.", ["ODALYS QUINTERIO"]),
    ("en", "Our MEGA SALE starts now", []),
    ("en", "Please restart the ZOOM ROOMS device", []),
    ("en", "Flight to Charles de Gaulle leaves from Ronald Reagan at noon.", []),
    ("en", "Check the Morgan Stanley and Charles Schwab statements first.", []),
    ("pt", "Pagamento pela Cielo recusado na loja da Renner.", []),
    ("es", "Las entregas en Madrid y Castellón van con retraso.", []),
    ("pt", "Moura e Vidal Advocacia enviou a procuração.", []),
    ("en", "Shipped via Dawson Freight, arriving at Harper Terminal.", []),
    ("pt", "Graça a Deus voltou a funcionar.", []),
    ("en", "Bill the customer for the second box.", []),
    ("es", "Turno de tarde: Oliva no viene hoy, así que la cubre Wilber.", ["Oliva", "Wilber"]),
    ("en", "Refund approved; Ngozika handles the paperwork.", ["Ngozika"]),
    ("en", "Bruno is off sick, so Obiageli covers chat today.", ["Bruno", "Obiageli"]),
    ("pt", "perguntou do reembolso, falei q Juvenília retorna amanhã", ["Juvenília"]),
    ("en", "Netflix says the card was declined again.", []),
    ("en", "CALLER WAS ROSE TEMBO. VERIFIED WITH ROSE AT 10:02.", ["ROSE TEMBO", "ROSE"]),
    ("en", "Link: https://shop.example.com/signup?first=Otuome&plan=gold", ["Otuome"]),
]


@pytest.mark.parametrize(("language", "text", "names"), LONE_NAMES_WISHES_AND_CAPITALS)
def test_lone_names_wishes_and_capitals(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Screens that took people for things: a greeting's addressee before a colon is no form's key;
# the goods' make stands right after the goods, not after "de"; chat's "x" is "por", no match
# between two sides; a title's full stop ends no sentence ("Ing.", "Dña."); a verb's form and a
# particle opening a sentence are no part of the name; thanks said again.
SCREENS_THAT_TOOK_PEOPLE = [
    ("es", "Hola, equipo: Marta Ibáñez Roldán visita la oficina el martes.", ["Marta Ibáñez Roldán"]),
    ("es", "El teléfono de Astrid no contesta desde ayer.", ["Astrid"]),
    ("es", "la nevera Balay no enfría", []),
    ("es", "hablé con Takako x reembolso, queda pendiente.", ["Takako"]),
    ("pt", "Flamengo x Vasco no domingo, ingressos esgotados.", []),
    ("es", "Estimada Dña. Blanco:\n\nLe escribimos por su pedido.", ["Blanco"]),
    ("es", "Lo revisó el Ing. Abu-Ghazaleh ayer por la tarde.", ["Abu-Ghazaleh"]),
    ("es", "Transferido de Unai Blanco al segundo nivel.", ["Unai Blanco"]),
    ("es", "Dolores de la Fuente llamó dos veces.", ["Dolores de la Fuente"]),
    ("es", "¡Gracias de nuevo, Pilar!", ["Pilar"]),
    ("en", "Thanks again, Summer! The refund is through.", ["Summer"]),
    ("pt", "Obrigada de novo, Luana!", ["Luana"]),
    ("es", "team: Los Pumas", []),
]


@pytest.mark.parametrize(("language", "text", "names"), SCREENS_THAT_TOOK_PEOPLE)
def test_screens_that_took_people(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Two or three initials before a word make it a surname in any casing, even a word of the language;
# abbreviations written alike ("a. m.", "e. g.") stay out.
INITIALS_AND_A_SURNAME = [
    ("en", "Return label sent to E. A. Bausi on Monday.", ["E. A. Bausi"]),
    ("en", "ESCALATED TO A. V. BELL (TIER 2) AFTER THE OUTAGE", ["A. V. BELL"]),
    ("en", "escalated to k. m. long after the outage", ["k. m. long"]),
    ("es", "etiqueta enviada a s. v. sosa ayer por la tarde", ["s. v. sosa"]),
    ("en", "The call is at 10 a. m. tomorrow, e. g. before lunch.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), INITIALS_AND_A_SURNAME)
def test_initials_and_a_surname(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Chat's article before a first name doing something ("a Jade mandou", "la Marta llamó": Marta is
# also a word to Spanish dictionaries); a brand or a shop with an article stays out; brands and
# feasts named after people.
ARTICLE_SUBJECTS_AND_BRANDS = [
    ("pt", "a Kaylane mandou as fotos ou nao? o Caio perguntou 2x", ["Kaylane", "Caio"]),
    ("es", "la Marta llamó ayer por lo del reembolso", ["Marta"]),
    ("pt", "a Amazon mandou o pacote errado", []),
    ("pt", "a Natura mandou amostra grátis", []),
    ("es", "Aviso: los zumos Don Simón están agotados.", []),
    ("es", "Feliz día de la Virgen de Guadalupe a todos.", []),
    ("es", "La Cruz Roja recoge donaciones en la entrada.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), ARTICLE_SUBJECTS_AND_BRANDS)
def test_article_subjects_and_brands(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Dates, feasts and rooms named like people, a speaker's hesitation after a name, and an owner
# after a title's full stop that is no signature.
DATES_FEASTS_ROOMS_AND_HESITATIONS = [
    ("en", "Reminder: Mariana Méndez is out Mar 14; route her tickets to Glenn Morgan.",
     ["Mariana Méndez", "Glenn Morgan"]),
    ("es", "Mar Sánchez llamó el 14 de mayo.", ["Mar Sánchez"]),
    ("en", "We close on Christmas Day and Boxing Day.", []),
    ("en", "Where: Madison room, 4th floor", []),
    ("en", "voicemail (transcribed): hi this is wei yip um calling about my order", ["wei yip"]),
    ("es", "audio transcrito: hola soy jordi perez bolanos eh les escribo por el pedido", ["jordi perez bolanos"]),
    ("en", "Please re-issue the invoice to Mr. Métellus's company", ["Métellus"]),
]


@pytest.mark.parametrize(("language", "text", "names"), DATES_FEASTS_ROOMS_AND_HESITATIONS)
def test_dates_feasts_rooms_and_hesitations(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Titles before a name stay out of it; a verb's form after a name of two words, which the lists hold
# only as a rare surname, is the verb; streets, campaigns, events firms, feasts and brands.
TITLES_VERBS_AND_THINGS = [
    ("pt", "Nosso motoboy disse que Dona Nunes recusou a entrega.", ["Nunes"]),
    ("pt", "deixar com a vizinha (Prof. Lopes) se não tiver ninguém", ["Lopes"]),
    ("pt", "A ASSINATURA DE CONSTANÇA VAZ RENOVA EM 3 DE JUNHO", ["CONSTANÇA VAZ"]),
    ("pt", "a assinatura de dandara da paixao renova em 14/03", ["dandara da paixao"]),
    ("pt", "ANA MARIA SANTOS LIGOU ONTEM", ["ANA MARIA SANTOS"]),
    ("pt", "sobrenome=Yip nome=Ning campanha=Liquida Verão", ["Yip", "Ning"]),
    ("pt", "minha compra na Seu Jorge Eventos não chegou", []),
    ("pt", "Fechado no dia de Nossa Senhora Aparecida.", []),
    ("pt", "ENVIAR PARA: LARGO DO MACHADO, 120", []),
    ("pt", "um liquidificador Arno parou de funcionar", []),
    ("en", "cc Elijah Humphries and Efren dela Cruz, see the thread below", ["Elijah Humphries", "Efren dela Cruz"]),
]


@pytest.mark.parametrize(("language", "text", "names"), TITLES_VERBS_AND_THINGS)
def test_titles_verbs_and_things(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A role's bracket after the role ("Our courier (Yu-na Song) says…"); notes' shorthand for "spoke
# with" ("spk w Wei", "falei c/ Enzo": in Portuguese "c/" is "com", no street); a relative named in
# apposition ("o filho dela, Luiz, pediu").
BRACKETS_AND_SHORTHAND = [
    ("en", "Our courier (Yu-na Song) says the box was left at the door.", ["Yu-na Song"]),
    ("pt", "Nosso motoboy (Ubiratan Reis) disse que ninguém atendeu.", ["Ubiratan Reis"]),
    ("en", "the driver (see photo) left it by the gate", []),
    ("en", "crm note: spk w Wei re dbl charge, callback tomorrow", ["Wei"]),
    ("pt", "nota crm: falei c/ Enzo sobre cobrança dupla", ["Enzo"]),
    ("es", "Vivo en C/ Ramón y Cajal 14, segundo piso.", []),
    ("pt", "A assinatura renova em 14/03; o filho dela, Luiz, pediu o cancelamento.", ["Luiz"]),
    ("es", "La suscripción se renueva el lunes; su pareja, Keiko, pidió cancelarla.", ["Keiko"]),
]


@pytest.mark.parametrize(("language", "text", "names"), BRACKETS_AND_SHORTHAND)
def test_brackets_and_shorthand(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A possessive ends a name found after a cue in a re-cased copy; a square is a street, "Día de" a
# feast, wines a make; "oye" (hey) is no part of a name.
POSSESSIVES_AND_SQUARES = [
    ("en", "requester: sipho mabaso\nsummary: re-issue the invoice to dr. mabaso's company", ["sipho mabaso", "mabaso"]),
    ("en", "Ship to: Washington Square, Springfield", []),
    ("es", "Cerrado el Día de Reyes y el Jueves Santo.", []),
    ("es", "Revisen el pedido de los vinos Marqués de Riscal.", []),
    ("es", "oye Rowena mandó las fotos?", ["Rowena"]),
]


@pytest.mark.parametrize(("language", "text", "names"), POSSESSIVES_AND_SQUARES)
def test_possessives_and_squares(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A pronoun before the verb is no surname; a word-name said again says something; a null is
# nobody; thanks drawn out; a romanised Korean given name; someone reported doing something; a
# word set apart by commas before the department it works in.
SUBJECTS_AGAIN_AND_DEPARTMENTS = [
    ("es", "ayer hice el pedido y Nerea me dijo q salía hoy", ["Nerea"]),
    ("es", "PEDÍ EL CAMBIO Y LORENA ME DIJO QUE TARDABA", ["LORENA"]),
    ("en", "I CALLED HOPE NAKAMURA ON MONDAY AND HOPE SAID IT SHIPS FRIDAY", ["HOPE NAKAMURA", "HOPE"]),
    ("en", "talked to penny okafor and penny told me to wait", ["penny okafor", "penny"]),
    ("pt", "falei com glória santana e glória disse que chega amanhã", ["glória santana", "glória"]),
    ("en", "Mark Ruiz called. The mark says fragile.", ["Mark Ruiz"]),
    ("en", '{"CUSTOMER_NAME": NULL, "PLAN": "BASIC"}', []),
    ("es", "cliente=none&plan=basico", []),
    ("es", "graciass Irene!! ya funciona", ["Irene"]),
    ("en", "thankss Bronwyn!! all sorted", ["Bronwyn"]),
    ("en", "Ticket reassigned to Seo-yeon after Min-jun Park went on leave.", ["Seo-yeon", "Min-jun Park"]),
    ("pt", "oi ji-woo, consegue ver o pedido 4410?", ["ji-woo"]),
    ("en", "The pop-up and the ping-pong table shipped; hip-hop playlist attached.", []),
    ("en", "The customer says Anneliese used the card without asking.", ["Anneliese"]),
    ("es", "Buenos días. Teodomiro, de facturación, ya anuló el cargo.", ["Teodomiro"]),
    ("es", "AVISO: ROSENDA, DEL SERVICIO TÉCNICO, LLEGA A LAS 9.", ["ROSENDA"]),
    ("pt", "Aviso: Jurema, da assistência técnica, passa amanhã.", ["Jurema"]),
    ("es", "Mira, de verdad no funciona.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), SUBJECTS_AGAIN_AND_DEPARTMENTS)
def test_subjects_again_and_departments(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Three cities or more in a list after a preposition of place, or with one no first name; a
# participle made with a prefix; software named like a person; a venue after "en el"; a
# business's word before a surname; an address's host at the message's end.
LISTS_OF_CITIES_SOFTWARE_AND_VENUES = [
    ("en", "Orders shipped to Denver, Madison, Austin and Phoenix rose in May.", []),
    ("pt", "AS ENTREGAS DE NATAL, SANTOS, FRANCA E MARÍLIA ATRASARAM.", []),
    ("en", "cc Austin, Madison and Charlotte Brown on this", ["Austin", "Madison", "Charlotte Brown"]),
    ("en", "THE PARCEL WAS LATE; THE DRIVER REROUTED THROUGH THE DEPOT.", []),
    ("en", "The Jenkins pipeline and the Watson assistant are down again.", []),
    ("en", "notes: ruby 3.3 runtime, jenkins plugin fix.", []),
    ("en", "Ask Maria Build about it", ["Maria Build"]),
    ("es", "Hay concierto en el Santiago Bernabéu: los repartos se retrasan.", []),
    ("es", "proveedor;email\nReformas Quintana;obras@example.org", []),
    ("pt", "a segunda caixa está com a equipe de Abigail Prates no CD.", ["Abigail Prates"]),
    ("es", "nombre;email\nNerea Goikoetxea;nerea@example.net", ["Nerea Goikoetxea"]),
]


@pytest.mark.parametrize(("language", "text", "names"), LISTS_OF_CITIES_SOFTWARE_AND_VENUES)
def test_lists_of_cities_software_and_venues(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A greeting run on into a request; who told someone something; the hands of an escalation's
# chain, where one of them is a full name (a route of cities is no chain of people).
GREETINGS_RUN_ON_AND_CHAINS = [
    ("en", "hey mireille can you check order 4410?", ["mireille"]),
    ("en", "HEY OSWIN COULD YOU LOOK AT THIS", ["OSWIN"]),
    ("en", "hey there can you check", []),
    ("es", "oye Anselmo puedes mirar el pedido?", ["Anselmo"]),
    ("pt", "oi rosângela consegue ver o pedido?", ["rosângela"]),
    ("en", "sorry about the wait, Thandiwe told me to call back", ["Thandiwe"]),
    ("en", "Escalation: marisol quintero (VIP) -> oskar lindqvist -> b. okonjo. Reason: repeat fault.",
     ["marisol quintero", "oskar lindqvist", "b. okonjo"]),
    ("pt", "Escalonamento: Zuleide Prates (VIP) → Hiroshi Tanabe → E. da Costa. Motivo: reincidência.",
     ["Zuleide Prates", "Hiroshi Tanabe", "E. da Costa"]),
    ("en", "Route: Rio de Janeiro -> Porto Alegre -> Belo Horizonte", []),
    # Lines keyed by their heads before a colon: one head a name vouches for its siblings' whole
    # names, not for a town's, a heading's or a one-word key.
    ("pt", "ALMOÇO COLABORATIVO — sexta\nTakashi e Nadezhda: salada\nHudsona Ryanne: arranjos de flores",
     ["Takashi", "Nadezhda", "Hudsona Ryanne"]),
    ("en", "Offices\nAna Gil: on leave\nSan Diego: 3 stores\nDenver: 3 stores", ["Ana Gil"]),
    # ...nor for keys that hold no first name: a list of dishes beside a name.
    ("en", "Orders\nAna Gil: 2 boxes\nSpring Rolls: 3 boxes\nGeneral Tso: 1 box", ["Ana Gil"]),
    # A field keyed by a person's role in a team or a project.
    ("en", "MOVING INVENTORY 8PK\nCrew lead: Zuzanna\nItems: boxes (fragile)", ["Zuzanna"]),
    ("pt", "INVENTÁRIO DE MUDANÇA\nChefe da equipe: Bengtsson\nItens: caixas", ["Bengtsson"]),
    ("en", "PROPOSAL\nCo-investigator: w. acevedar\nHost: Example University", ["w. acevedar"]),
    ("en", "Coordinator: Lincoln Memorial Hospital\nLead: Austin Energy", []),
    # A tree's branches are a list's items: a name on one vouches for the others'.
    ("pt", "Exemplo — Atendimento\n└── vinícius soares da cunha (diretoria)\n    ├── bruna vitale (coordenação)\n"
           "    └── s. hamdane (agente, conta do hospital)",
     ["vinícius soares da cunha", "bruna vitale", "s. hamdane"]),
    ("en", "src\n├── main.py\n├── utils\n└── README", []),
    # A RACI chart's people after their letters; teams are no one.
    ("en", "raci — data release\nr: harper frostine\na: dr. sweenova\nc: erdal şimşekoğlu; harper\ni: example university",
     ["harper frostine", "sweenova", "erdal şimşekoğlu", "harper"]),
    ("en", "R: Billing\nA: Finance\nC: Legal; Sales\nI: Marketing", []),
    # A person's field's key before its colon is a key, not a name.
    ("es", "PS C:\\> Get-ADUser -Identity u813\n\nGivenName : Arjuna\nSurname   : Bedia\nName      : Arjuna Bedia\n"
           "Office    : Hospital Doce", ["Arjuna", "Bedia", "Arjuna Bedia"]),
]


@pytest.mark.parametrize(("language", "text", "names"), GREETINGS_RUN_ON_AND_CHAINS)
def test_greetings_run_on_and_chains(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Whom to have call back, to greet or to praise; someone who was not there.
CALLBACKS_GREETINGS_AND_ABSENCES = [
    ("es", "Por favor, que me llame Remedios, mi número es +34 555 0142 00.", ["Remedios"]),
    ("es", "que me llame mañana por favor", []),
    ("es", "ya me llegó, saluda a Sofía de mi parte", ["Sofía"]),
    ("es", "saluda a todos de mi parte", []),
    ("pt", "chegou hj, manda um beijo pra rosilene", ["rosilene"]),
    ("es", "Enhorabuena a eulalia ferrán por las valoraciones", ["eulalia ferrán"]),
    ("en", "say hi to Marguerite for me", ["Marguerite"]),
    ("en", "shout-out to the team", []),
    ("es", "R: LEIRE ARRIETA, AINHOA NO ESTABA ESE DÍA", ["LEIRE ARRIETA", "AINHOA"]),
    ("es", "Lo siento, no estaba disponible.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), CALLBACKS_GREETINGS_AND_ABSENCES)
def test_callbacks_greetings_and_absences(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# The author on a reply's attribution line; whose name an account is under.
REPLIES_AND_ACCOUNTS_UNDER = [
    ("en", "> On 12/03, PIA BRENNAN wrote:\n> Why was I charged twice?", ["PIA BRENNAN"]),
    ("en", "On Mon, Mar 3, 2025 at 10:02 AM Oswin Tarrant <oswin@example.com> wrote:\n> hello", ["Oswin Tarrant"]),
    ("es", "El lun, 3 mar 2025 a las 10:02, Nerea Goikoetxea (<nerea@example.com>) escribió:\n> hola",
     ["Nerea Goikoetxea"]),
    ("pt", "Em seg., 3 de mar. de 2025 às 10:02, joselma prates <joselma@example.com> escreveu:\n> oi",
     ["joselma prates"]),
    ("en", "On the other hand, the team wrote: nothing new", []),
    ("en", "I'm calling about my partner's account, it's under Hortense Creath.", ["Hortense Creath"]),
    ("en", "the device is under warranty until May", []),
    ("en", "it's under review", []),
]


@pytest.mark.parametrize(("language", "text", "names"), REPLIES_AND_ACCOUNTS_UNDER)
def test_replies_and_accounts_under(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# An acronym after an article in prose; "and" opens no name.
ACRONYMS_AND_CONJUNCTIONS = [
    ("es", "Aviso: la borrasca y la DANA retrasan los envíos hasta marzo.", []),
    ("es", "Pedido de material escolar, factura a nombre del AMPA.", []),
    ("pt", "OI BOA TARDE, FIZ O PEDIDO TERÇA E JORGE FALOU Q CHEGAVA HJ", ["JORGE"]),
    ("en", "Y. Chen approved it", ["Y. Chen"]),
]


@pytest.mark.parametrize(("language", "text", "names"), ACRONYMS_AND_CONJUNCTIONS)
def test_acronyms_and_conjunctions(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Whom an order is for or an invoice made out to, not a city; a recipient on file.
ORDERS_FOR_AND_RECIPIENTS_ON_FILE = [
    ("en", "The optician called to confirm the glasses order for Charline Pruter.", ["Charline Pruter"]),
    ("en", "Please have the invoice reissued to jasmijn van ginkel.", ["jasmijn van ginkel"]),
    ("en", "The order for Madrid ships today.", []),
    ("en", "signed for by: x. zhao\nrecipient on file: gwenda barbiers\nnote: signer and recipient differ",
     ["x. zhao", "gwenda barbiers"]),
]


@pytest.mark.parametrize(("language", "text", "names"), ORDERS_FOR_AND_RECIPIENTS_ON_FILE)
def test_orders_for_and_recipients_on_file(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Who authorises a payment; a reply's author whose name is of short syllables.
AUTHORISERS_AND_SHORT_SYLLABLES = [
    ("es", "Tarjeta: 4111 1111 1111 1111\nImporte: 12,00 €\nAutoriza: r. vega", ["r. vega"]),
    ("es", "El cliente autoriza el cargo.", []),
    ("es", "> El 02/04, LI NA XIE escribió:\n> ¿Por qué me habéis cobrado dos veces?", ["LI NA XIE"]),
]


@pytest.mark.parametrize(("language", "text", "names"), AUTHORISERS_AND_SHORT_SYLLABLES)
def test_authorisers_and_short_syllables(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A song's, a book's or a film's title in a message about such works; one word only beside
# another title.
WORKS_TITLED_AFTER_PEOPLE = [
    ("en", "Hold music survey, top songs: Eleanor Rigby, Roxanne and Proud Mary.", []),
    ("es", "Libros agotados: Don Quijote y Pedro Páramo vuelven en mayo.", []),
    ("pt", "Livros esgotados: Quincas Borba e Iracema voltam em agosto.", []),
    ("en", "Emma called about her book order", ["Emma"]),
    ("en", "Jane Eyre Smith ordered two books", ["Jane Eyre Smith"]),
]


@pytest.mark.parametrize(("language", "text", "names"), WORKS_TITLED_AFTER_PEOPLE)
def test_works_titled_after_people(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# "cc" in prose lists whom it copies, as a "Cc:" field does.
CC_IN_PROSE = [
    ("en", "CC OTTILIE BRANDT, WANJIRU MUTISO AND KATIE BRUCE - SEE THREAD BELOW",
     ["OTTILIE BRANDT", "WANJIRU MUTISO", "KATIE BRUCE"]),
    ("en", "cc finance, legal and the warehouse on this", []),
]


@pytest.mark.parametrize(("language", "text", "names"), CC_IN_PROSE)
def test_cc_in_prose(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Chat's call for attention before news of someone.
CALLS_FOR_ATTENTION = [
    ("es", "OYE GREGORIO MANDÓ LAS FOTOS O NO??", ["GREGORIO"]),
    ("es", "oye amaru mandó las fotos o no??", ["amaru"]),
    ("es", "oye mira, llamó alguien?", []),
]


@pytest.mark.parametrize(("language", "text", "names"), CALLS_FOR_ATTENTION)
def test_calls_for_attention(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A search of a people's list in a URL's query.
PEOPLE_SEARCHED = [
    ("en", "https://crm.example.com/contacts?q=adrianne&page=6", ["adrianne"]),
    ("en", "HTTPS://CRM.EXAMPLE.COM/CONTACTS?Q=EZRA&PAGE=5", ["EZRA"]),
    ("en", "https://shop.example.com/search?q=rose+gold&page=2", []),
    ("en", "https://crm.example.com/contacts?q=refund&page=2", []),
]


@pytest.mark.parametrize(("language", "text", "names"), PEOPLE_SEARCHED)
def test_people_searched(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Whose phone or address it is.
WHOSE_PHONE = [
    ("pt", "o técnico chega às 11h? o celular de ahmed é (11) 5555-0140.", ["ahmed"]),
    ("es", "El móvil de bob es +34 555 0184 00.", ["bob"]),
    ("es", "el teléfono de Madrid es +34 555 0184 00", []),
    ("es", "el correo de soporte es soporte@example.com", []),
]


@pytest.mark.parametrize(("language", "text", "names"), WHOSE_PHONE)
def test_whose_phone(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# First names listed by commas before a pair, and two first names joined by "&" signing off; not
# a firm's name nor a list of cities.
LISTED_FIRST_NAMES = [
    ("en", "Nadia, Colm and Ifeoma all ordered to the same address.", ["Nadia", "Colm", "Ifeoma"]),
    ("pt", "Yolanda, Milton e Diogo compraram no mesmo endereço.", ["Yolanda", "Milton", "Diogo"]),
    ("es", "Los envíos a Rosario, Mercedes, Concepción y Dolores tardan dos días.", []),
    ("en", "Gift card: Happy birthday Oscar! Love, Benedikt & Priya", ["Oscar", "Benedikt", "Priya"]),
    ("en", "Your order shipped with Johnson & Johnson baby wipes.", []),
    ("en", "We stock Ben & Jerry's, Johnson & Johnson baby wash and more.", []),
    ("en", "Kind regards,\nSami Ghanem\nCustomer Care, Harrison & Cole Outfitters", ["Sami Ghanem"]),
]


@pytest.mark.parametrize(("language", "text", "names"), LISTED_FIRST_NAMES)
def test_listed_first_names(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A verb opening a sentence with an English object pronoun after it is an imperative.
IMPERATIVES_WITH_AN_OBJECT = [
    ("en", "Please review the invoice. Mark it paid once the bank confirms.", []),
    ("en", "Mark called about the invoice. Please call him back.", ["Mark"]),
]


@pytest.mark.parametrize(("language", "text", "names"), IMPERATIVES_WITH_AN_OBJECT)
def test_imperatives_with_an_object(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Chat's "c/" is "con" after a verb; a street's "C/" follows an address's lead.
CHAT_CON = [
    ("es", "cliente Gonzalo Prieto llamó x cobro doble, hablé c/ Yadira de facturación",
     ["Gonzalo Prieto", "Yadira"]),
    ("es", "Vive en c/ Ramón y Cajal 14, 2º B.", []),
    ("es", "Dirección: C/ Ramón y Cajal 14", []),
]


@pytest.mark.parametrize(("language", "text", "names"), CHAT_CON)
def test_chat_con(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A name ends before the shop it works at; a trade's word opens a shop's name.
WORKPLACES = [
    ("es", "Hablé con Anselmo Rivas de Ferretería Ocampo; mandan la orden el viernes.", ["Anselmo Rivas"]),
    ("pt", "Falei com Ícaro Brandão da Magazine Luiza; mandam o pedido na sexta.", ["Ícaro Brandão"]),
    ("es", "Fontanería Quiroga pidió 4 calderas.", []),
    ("pt", "Serralheria Nakamura pediu 4 portões.", []),
    ("pt", "ENTREGAR NA CASA DE OSÉAS UCHOA (FAMÍLIA DE CELSO TEMBE).", ["OSÉAS UCHOA", "CELSO TEMBE"]),
]


@pytest.mark.parametrize(("language", "text", "names"), WORKPLACES)
def test_workplaces(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Marks of mail and titles alone are nobody; initials after a word that is no name open one.
MARKS_TITLES_AND_INITIALS = [
    ("es", "Asunto: RV: lámpara rota", []),
    ("en", "Subject: FWD: damaged lamp", []),
    ("pt", "Cliente: edilson bueno.\nAtendente: Certo, Prof. cortes, como posso ajudar?", ["edilson bueno", "cortes"]),
    ("es", "Reseña de P. Mamani | Valoración: 2/5", ["P. Mamani"]),
]


@pytest.mark.parametrize(("language", "text", "names"), MARKS_TITLES_AND_INITIALS)
def test_marks_titles_and_initials(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Hands a ticket passes through, kin's titles, a phrasal verb's particle after a name.
HANDS_KIN_AND_PARTICLES = [
    ("pt", "atribuído a Tábata -> reatribuído a Ji-ho Shin (nível 2)", ["Tábata", "Ji-ho Shin"]),
    ("es", "asignado a José Ezequiel -> reasignado a Constância Seixas (nivel 2)",
     ["José Ezequiel", "Constância Seixas"]),
    ("en", "pls call Aunt Gloria back, she has been waiting since monday.", ["Gloria"]),
    ("en", "PLS CALL MISS EWA BACK, SHE HAS BEEN WAITING SINCE MONDAY.", ["EWA"]),
]


@pytest.mark.parametrize(("language", "text", "names"), HANDS_KIN_AND_PARTICLES)
def test_hands_kin_and_particles(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Thanks cried out: a common first name in lower case or capitals is one there; an endearment is not.
CRIED_THANKS = [
    ("pt", "valeu demais Noor!! salvou meu fim de semana", ["Noor"]),
    ("en", "thanks so much crystal!! you saved my weekend", ["crystal"]),
    ("es", "MIL GRACIAS ROSARIO!! ME SALVASTE EL FINDE", ["ROSARIO"]),
    ("en", "thanks so much mate!! you saved my weekend", []),
]


@pytest.mark.parametrize(("language", "text", "names"), CRIED_THANKS)
def test_cried_thanks(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Shops and makes: "any" before a shop's name, goods before or after their make.
SHOPS_AND_MAKES = [
    ("en", "Return label: drop it off at any Walgreens by Friday.", []),
    ("pt", "Mais vendidos: sandálias Melissa, panelas Tramontina, biscoitos Marilan", []),
    ("en", "Top sellers: Herman Miller chairs, Tommy Hilfiger jackets", []),
    ("en", "Ana Gil chairs the board meeting on Friday.", ["Ana Gil"]),
]


@pytest.mark.parametrize(("language", "text", "names"), SHOPS_AND_MAKES)
def test_shops_and_makes(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A first name that is no word, then capitalised words no list holds: rare surnames; not after a
# particle (a bank's assistant), nor a brand.
RARE_SURNAMES = [
    ("en", "I'm writing about Benoit Pontbriand's order.", ["Benoit Pontbriand"]),
    ("pt", "Favor trocar o titular de Albina Fregolent Vadagnin, como está no cartão.", ["Albina Fregolent Vadagnin"]),
    ("pt", "O app já aceita Pix; a Bia do Bradesco segue fora.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), RARE_SURNAMES)
def test_rare_surnames(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Mail's "To:" and "Cc:" hold people; "the" before a street's name, a route's city and an article's
# noun in capitals are nobody.
MAIL_FIELDS_ROUTES_AND_STREETS = [
    ("en", "From: Madison Barnett\nSubject: Fwd: damaged lamp\nTo: Bong Magbanua\n\nCan you handle this one?",
     ["Madison Barnett", "Bong Magbanua"]),
    ("en", "To: hello@example.com\nCc: sunny banks, u. h. nwosu\nSubject: Missing refund", ["sunny banks", "u. h. nwosu"]),
    ("en", "DELIVER TO THE HAMILTON ROAD DEPOT BEFORE THANKSGIVING.", []),
    ("pt", "A entrega sai de Cajamar e passa por Campinas na segunda.", []),
    ("pt", "CHEGOU ATRASADO E COM A CAIXA AMASSADA", []),
    ("es", "MÁS VENDIDOS: PERFUMES CAROLINA HERRERA, ACEITE CARBONELL", []),
]


@pytest.mark.parametrize(("language", "text", "names"), MAIL_FIELDS_ROUTES_AND_STREETS)
def test_mail_fields_routes_and_streets(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Lower-case names in text cased as usual: a middle initial makes a name; a first name's casing
# after it carries a rare surname ("placed by seraphine dupras"); devotional surnames stay whole.
LOWER_CASE_NAMES_IN_USUAL_TEXT = [
    ("pt", 'Avaliação de regiane v. bezerra | Nota: 2/5 | "Chegou atrasado"', ["regiane v. bezerra"]),
    ("pt", "avaliação de benedito w. de drummond | nota: 2/5", ["benedito w. de drummond"]),
    ("en", "Return label for etienne chatigny: drop it off at the post office.", ["etienne chatigny"]),
    ("en", "SMS from (212) 555-0196: The order was placed by seraphine dupras, I'm just picking it up",
     ["seraphine dupras"]),
    ("en", "Note from support: lazare daudelin's subscription was cancelled by mistake.", ["lazare daudelin"]),
    ("pt", "A assinatura de Nzinga do Espírito Santo dos Reis foi cancelada.", ["Nzinga do Espírito Santo dos Reis"]),
    ("pt", "Fui ao Hospital Santa Casa ontem.", []),
    ("en", "hi maria thanks for the help, the parcel is fine", ["maria"]),
]


@pytest.mark.parametrize(("language", "text", "names"), LOWER_CASE_NAMES_IN_USUAL_TEXT)
def test_lower_case_names_in_usual_text(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Titles alone, chains' goods, calls and possessives of a name again, letters alone in capitals.
TITLES_CHAINS_CALLS_AND_LETTERS = [
    ("pt", "Se não tiver ninguém, deixamos com Dona domingas na portaria.", ["domingas"]),
    ("es", "pongan en copia a lisandro gentile y a ing. poma, por favor.", ["lisandro gentile", "poma"]),
    ("en", "Dom called about the refund yesterday.", ["Dom"]),
    ("en", "Our Wendy's gift cards and McDonald's vouchers can't be refunded.", []),
    ("en", "GIFT MESSAGE: HAPPY BIRTHDAY MEILYR! LOVE, SHARON & BRADLEY", ["MEILYR", "SHARON", "BRADLEY"]),
    ("en", "HI, I'M WRITING ABOUT DREW HILL'S ORDER. DREW'S CARD WAS CHARGED BUT NOTHING SHIPPED.",
     ["DREW HILL", "DREW"]),
    ("es", "Para: REY PRADO <billing@example.com>\nAsunto: Reembolso pendiente\n\nREY, lo aprobó ayer.",
     ["REY PRADO", "REY"]),
    ("es", "HOLA SOY CONSUELO Y MI PEDIDO B97002 NO LLEGA DESDE EL 11 DE MAYO Q PASA??", ["CONSUELO"]),
]


@pytest.mark.parametrize(("language", "text", "names"), TITLES_CHAINS_CALLS_AND_LETTERS)
def test_titles_chains_calls_and_letters(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A make and its goods in one span, a sale's season, Epiphany.
GOODS_SALES_AND_FEASTS = [
    ("en", "release notes: jenkins plugin fix. hunter boots are back in stock.", []),
    ("en", "Shout-out to Autumn Radulescu for the CSAT on the Summer Sale tickets!", ["Autumn Radulescu"]),
    ("es", "Fontanería BIANCHI pidió 4 calderas; entregar antes de REYES.", []),
    ("es", "Hablé con Reyes Gil ayer.", ["Reyes Gil"]),
    ("pt", "A CONTA DA ADELLE ESTÁ VINCULADA AO CPF DO PAI DELA, SAMUEL AMARAL NETO.", ["ADELLE", "SAMUEL AMARAL NETO"]),
]


@pytest.mark.parametrize(("language", "text", "names"), GOODS_SALES_AND_FEASTS)
def test_goods_sales_and_feasts(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A ticket handed on, a question about what someone did, a first name cried out in thanks.
HANDED_ASKED_AND_THANKED = [
    ("en", "Thanks for reaching out. I've escalated it to Divija Parekh-Bell in billing, who will reply soon.",
     ["Divija Parekh-Bell"]),
    ("en", "cust josephine marsh called re late dlvry, promised callback tmrw, fwd to lily (tier2)",
     ["josephine marsh", "lily"]),
    ("en", "I've escalated it to billing, who will reply soon.", []),
    ("en", "did Lyudmila ever send the photos? Jackline asked me twice", ["Lyudmila", "Jackline"]),
    ("en", "Did Amazon ever send the refund?", []),
    ("en", "Thanks again orla!\n\nCheers,\nhoward wallace\nSupport Lead", ["orla", "howard wallace"]),
]


@pytest.mark.parametrize(("language", "text", "names"), HANDED_ASKED_AND_THANKED)
def test_handed_asked_and_thanked(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Chat's clipped words end no name; an order's line holds goods.
CHAT_CLIPS_AND_ORDER_LINES = [
    ("en", "ok so kevin tmrw then", ["kevin"]),
    ("pt", "oi ana blza, manda o pix", ["ana"]),
    ("pt", "pedido 8779: 1x chinelo havaianas, 2x guaraná antarctica. total r$ 363,29", []),
]


@pytest.mark.parametrize(("language", "text", "names"), CHAT_CLIPS_AND_ORDER_LINES)
def test_chat_clips_and_order_lines(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Dutch and German particles in lower-case names; "de" in English is a particle, never "from".
GERMANIC_PARTICLES = [
    ("en", "Hi, I'm writing about the order.\nThanks,\ngerrit de haan", ["gerrit de haan"]),
    ("en", "the order was placed by ruud van den broek, i'm just picking it up", ["ruud van den broek"]),
    ("en", "it's maartje ter haar calling back about the return.", ["maartje ter haar"]),
    ("en", "please update the account name from marloes van der meer to m. l. van der meer.",
     ["marloes van der meer", "m. l. van der meer"]),
    ("es", "soy Tarik Tazi de Asunción", ["Tarik Tazi"]),
]


@pytest.mark.parametrize(("language", "text", "names"), GERMANIC_PARTICLES)
def test_germanic_particles(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A title without its full stop after a greeting, a possessive after initials, a role before a
# name, laughter after one; works listed under a label of songs; software listed beside a brand;
# a place after "in"/"em"/"en"; whom a holder authorises and to whom a case is escalated.
ROLES_TITLES_WORKS_AND_PLACES = [
    ("en", "Dear Ms Okonkwo,\n\nYour parcel is on its way.", ["Okonkwo"]),
    ("en", "thanks again Dr Halvorsen, see you on Monday", ["Halvorsen"]),
    ("en", "As per J. K. Abernathy's email, the refund is approved", ["J. K. Abernathy"]),
    ("en", "Account holder: Priya Raman. Spouse Anneliese is also on the lease.", ["Priya Raman", "Anneliese"]),
    ("en", "LEFT IT WITH NEIGHBOUR GRETCHEN HOLLOWAY AT NUMBER 9", ["GRETCHEN HOLLOWAY"]),
    ("es", "el pedido está a nombre de marisol quintana jaja", ["marisol quintana"]),
    ("pt", "tá no nome de rosângela pires kkk", ["rosângela pires"]),
    ("en", "Songs on the hold line: Angela, Gloria, Delilah.", []),
    ("pt", "Músicas da espera: Carolina, Ana Júlia e Marina.", []),
    ("es", "No cargan ni Okta ni Kafka desde esta mañana", []),
    ("pt", "Instabilidade: queda do Asana e do Jira desde as 9h.", []),
    ("pt", "A entrega chegou ontem em Carlos Barbosa, sem avarias.", []),
    ("en", "Holder Naledi Mokoena authorised Thandeka to sign for the delivery", ["Naledi Mokoena", "Thandeka"]),
    ("es", "Ticket 4471 escalado a Yessenia (N2) para revisión", ["Yessenia"]),
    ("pt", "O cônjuge, Adalgisa, também pode retirar.", ["Adalgisa"]),
    ("es", "LA TITULAR AUTORIZA A ROSALBA A RECOGER EL PEDIDO", ["ROSALBA"]),
]


@pytest.mark.parametrize(("language", "text", "names"), ROLES_TITLES_WORKS_AND_PLACES)
def test_roles_titles_works_and_places(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Firms named "Seguros …" or "Mudanzas …", storms, feasts, a heading's pair of words; the
# columns and keys that hold owners, watchers and guests; a rare first name its writer capitalised
# inside a sentence; makes listed together.
FIRMS_FEASTS_OWNERS_AND_RARE_NAMES = [
    ("es", "Las pólizas de Seguros Echeverría se renuevan en enero.", []),
    ("pt", "a mudanças ferreira leva os móveis na quinta; a fatura vai pela seguradora", []),
    ("es", "Por el temporal Gloria no hay repartos en la costa.", []),
    ("es", "Cerramos en Nochebuena y abrimos el día de Reyes; el pedido de Navidad y el de Reyes salen juntos.", []),
    ("es", "Paz y tranquilidad: tu reembolso ya está en camino.", []),
    ("pt", "| pedido | cliente | dono |\n|---|---|---|\n| 5531 | Ivone Sarmento | Eufrásio |", ["Ivone Sarmento", "Eufrásio"]),
    ("en", "ticket=8812 watchers=Odalys Brenner,Tatum Fairweather", ["Odalys Brenner", "Tatum Fairweather"]),
    ("en", "Please leave it at the back door if Evadne is not home.", ["Evadne"]),
    ("en", "Laptops from Dell and Lenovo ship from the same warehouse.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), FIRMS_FEASTS_OWNERS_AND_RARE_NAMES)
def test_firms_feasts_owners_and_rare_names(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Two first names no dictionary holds, joined, in lower case inside text cased as usual; a spouse,
# whom a holder authorises and to whom a case is escalated, written in lower case.
LOWER_CASE_PAIRS_AND_ROLES = [
    ("en", "Thanks Rhiannon! ozioma and svetlana will call back on Friday", ["Rhiannon", "ozioma", "svetlana"]),
    ("en", "Please mark and sign the form before Monday.", []),
    ("en", "Verified the holder. Spouse thandiwe is also on the account.", ["thandiwe"]),
    ("pt", "o titular autoriza rosimeire a retirar a encomenda", ["rosimeire"]),
    ("es", "ticket 8123 escalado a yolanda (n2), llamar mañana", ["yolanda"]),
    ("es", "ticket 8123 escalado a facturación, llamar mañana", []),
]


@pytest.mark.parametrize(("language", "text", "names"), LOWER_CASE_PAIRS_AND_ROLES)
def test_lower_case_pairs_and_roles(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A verb and its particle after a name ("hung up on me"); goods bought somewhere; software after
# its server or pipeline; a first name after "if"/"si"/"se" doing something.
VERBS_GOODS_SOFTWARE_AND_CONDITIONS = [
    ("en", "YOUR AGENT PERPETUA HUNG UP ON ME", ["PERPETUA"]),
    ("es", "Su Nocilla Blanca comprada en la tienda online tiene garantía.", []),
    ("pt", "Seu Toddynho comprado no mercado veio vencido.", []),
    ("es", "Revisen el pipeline de Jenkins antes de publicar.", []),
    ("pt", "Reinicie o bot da Marta antes das 18h.", ["Marta"]),
    ("en", "can u check if dmitri got the refund", ["dmitri"]),
    ("pt", "pode deixar na portaria se rosineide não estiver", ["rosineide"]),
    ("es", "déjenlo en conserjería si itziar no está", ["itziar"]),
]


@pytest.mark.parametrize(("language", "text", "names"), VERBS_GOODS_SOFTWARE_AND_CONDITIONS)
def test_verbs_goods_software_and_conditions(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# The city after a street's line; notes' "c/" ("with") and "x" ("por"); one initial, a particle
# and a surname.
STREET_LINES_NOTES_AND_ONE_INITIAL = [
    ("en", "Ship to: Marisela Quint, 14 Harbour Road, Austin", ["Marisela Quint"]),
    ("es", "nota: hable c/ remedios ocaña x devolucion pendiente", ["remedios ocaña"]),
    ("es", "NOTA: HABLÉ C/ REMEDIOS OCAÑA X DEVOLUCIÓN PENDIENTE", ["REMEDIOS OCAÑA"]),
    ("es", "Final de hoy: Boca x River a las 21h", []),
    ("pt", "encaminhado p/ J. da Silveira", ["J. da Silveira"]),
    ("pt", "recebido por: t. dos reis", ["t. dos reis"]),
    ("pt", "Pedido entregue a M. das Dores na portaria.", ["M. das Dores"]),
    ("es", "Oficina en C. de Alcalá 44, Madrid", []),
]


@pytest.mark.parametrize(("language", "text", "names"), STREET_LINES_NOTES_AND_ONE_INITIAL)
def test_street_lines_notes_and_one_initial(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A compound first name; Spanish and Portuguese imperatives no rule of endings derives; a feast;
# a make listed before another make and their goods; software's logs.
COMPOUNDS_IMPERATIVES_AND_MAKES = [
    ("en", "SPOUSE ANNE-SOPHIE ALSO ON THE ACCOUNT", ["ANNE-SOPHIE"]),
    ("en", "hi marie-claire,\n\nyour refund is on its way.", ["marie-claire"]),
    ("es", "Hagan clic en Aceptar y luego en Continuar.", []),
    ("es", "Abrimos el Domingo de Ramos por la mañana.", []),
    ("en", "We stock Ben Sherman and Fred Perry shirts.", []),
    ("en", "See the Jenkins logs for details.", []),
    ("es", "Escribí a John Hagan ayer.", ["John Hagan"]),
]


@pytest.mark.parametrize(("language", "text", "names"), COMPOUNDS_IMPERATIVES_AND_MAKES)
def test_compounds_imperatives_and_makes(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A phrasal verb's particle before a name; the one thanked for their help, closing the sentence.
PARTICLES_BEFORE_AND_THANKS_FOR_HELP = [
    ("en", "can someone call back aurelio? he's waiting", ["aurelio"]),
    ("en", "THANKS FOR YOUR HELP, FARIDA", ["FARIDA"]),
    ("en", "thanks for the help, everyone!", []),
    ("es", "gracias por tu ayuda, itziar.", ["itziar"]),
]


@pytest.mark.parametrize(("language", "text", "names"), PARTICLES_BEFORE_AND_THANKS_FOR_HELP)
def test_particles_before_and_thanks_for_help(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Two cities' teams; a firm of homes.
TEAMS_AND_HOMES = [
    ("en", "Our Austin and Dallas teams are on it.", []),
    ("en", "The Clayton Homes invoice is overdue.", []),
    ("en", "Grace and Harper will call you back.", ["Grace", "Harper"]),
    ("es", "Los vales de Massimo Dutti y de Zara no se devuelven.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), TEAMS_AND_HOMES)
def test_teams_and_homes(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A brand's possessive inside its name; a first name that is a make; an abbreviation before a
# street's name.
POSSESSIVE_BRANDS_AND_ABBREVIATIONS = [
    ("en", "BOOKED A TABLE AT RUTH'S CHRIS FOR THE TEAM DINNER", []),
    ("en", "Account holder: Dell G. Jennings\nStatus: Active", ["Dell G. Jennings"]),
    ("pt", "Entregar para: Eguinaldo Antunes | Av. Paulista, 900", ["Eguinaldo Antunes"]),
]


@pytest.mark.parametrize(("language", "text", "names"), POSSESSIVE_BRANDS_AND_ABBREVIATIONS)
def test_possessive_brands_and_abbreviations(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Software named like people where a line talks of software, and someone asked about it; an
# offer's name in quotes; a member of our team and kin in brackets, the first name a word of the
# language; a name a CRM's search looks up; a weekday's abbreviation; a brand's first word; a
# region of several words.
SOFTWARE_OFFERS_TEAMS_AND_SEARCHES = [
    ("en", "Changelog: Jenkins and Alfred were bumped to the new version.", []),
    ("es", "El informe corre en Julia y la web en Hugo desde la migración.", []),
    ("en", "Ask Hudson about the API outage.", ["Hudson"]),
    ("pt", "Kit «Flor e Esperança» esgotado na loja online.", []),
    ("es", "Gracias por su paciencia. Rosario, de nuestro equipo, le escribirá mañana.", ["Rosario"]),
    ("en", "HOPE ON OUR TEAM WILL EMAIL YOU THE LABEL.", ["HOPE"]),
    ("en", "cust says dawn (daughter) placed the order", ["dawn"]),
    ("pt", "entregue para modesto fontes (vizinho) às 10h", ["modesto fontes"]),
    ("en", "agent opened https://crm.example.com/contacts?q=Grace&page=2", ["Grace"]),
    ("en", "see https://shop.example.com/search?q=rose+gold for the case", []),
    ("en", "> On Wed, Ian Mercer wrote:\n> the box was empty", ["Ian Mercer"]),
    ("en", "TIM HORTONS VOUCHERS ARE ACCEPTED UNTIL FRIDAY.", []),
    ("pt", "As entregas para Mato Grosso do Sul voltam amanhã.", []),
    # After an honorific a surname that is a church's or a shop's word is still a surname; goods
    # shipped to a city named like a person go to the city.
    ("en", "can you put me through to Mrs. Church again", ["Church"]),
    ("en", "This week only, free shipping to Madison until Monday.", []),
    ("es", "Sin cambios en los envíos a Mercedes por la tormenta.", []),
    # A heading opening a line, a capitalised word and lower-case ones, is no speaker.
    ("en", "Summer deal: free shipping to Leeds until Monday.", []),
    # A list item's department; what brackets say is software; a colour's goods.
    ("es", "Pendientes:\n- Almacén: contar cargadores\n- Gema Roldán: esperando fotos", ["Gema Roldán"]),
    ("en", "Restart Marvin (the label printing tool) after the update.", []),
    ("en", "NEW IN: HAZEL STRAPS FOR EVERY WATCH.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), SOFTWARE_OFFERS_TEAMS_AND_SEARCHES)
def test_software_offers_teams_kin_and_searches(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# A brand the words around the span complete; a car's model, goods under their noun or a title;
# what a device works with; an app's menu; feasts; a thing of someone's; a bookshop's picks; towns
# to try; a house's name; the next city on a route; what only a person does after a name; kin's
# titles; chat's contractions and an irregular verb after a name in lower case.
BRANDS_AROUND_GOODS_FEASTS_AND_KIN = [
    ("en", "The refund from Macy's and Kohl's posted today.", []),
    ("en", "Our Lockheed Martin account manager emailed twice.", []),
    ("en", "Returns to Trader Joe's take a week, said Nora Quill.", ["Nora Quill"]),
    ("pt", "O Chevrolet Onix voltou da oficina sem o estepe.", []),
    ("es", "Ron Bacardí agotado en la tienda online.", []),
    ("en", "Does the thermostat work with Alexa?", []),
    ("es", "Ve a Ajustes > Privacidad y desactívalo.", []),
    ("en", "Orders placed now arrive before Valentine's Day.", []),
    ("es", "Cerramos por la tormenta tropical Beatriz.", []),
    ("pt", "Fechado no feriado (Tiradentes), voltamos na terça.", []),
    ("pt", "ele bateu a porta na minha cara", []),
    ("en", "Staff picks: Jane Eyre and Little Women.", []),
    ("en", "Sold out here; try Savannah or Austin.", []),
    ("es", "Me llegó el Don Julio con la botella rota.", []),
    ("es", "Don Julio llamó ayer por la tarde.", ["Julio"]),
    ("es", "Reserva en Casa Paco para el viernes.", []),
    ("en", "The depot ships to Tulsa and Madison.", []),
    ("en", "Misty called again about the refund.", ["Misty"]),
    ("es", "Luz volvió a llamar por la factura.", ["Luz"]),
    ("en", "Leave it at reception if Ebony isn't home.", ["Ebony"]),
    ("en", "Ordered by Uncle Daan for the kids.", ["Daan"]),
    ("es", "hola soy tomas quispe hice el pedido ayer", ["tomas quispe"]),
    ("en", "ok thanks irene youre the best", ["irene"]),
    # What only people do after a first name that is a word too, or written in lower case; a
    # customer before their courier's news; who speaks twice in a chat with an agent; kin named
    # between commas.
    ("en", "Misty called again about her refund.", ["Misty"]),
    ("en", "Leave it with reception if mustafa isn't home.", ["mustafa"]),
    ("pt", "ingrid ligou de novo sobre o estorno.", ["ingrid"]),
    ("en", "Honey at the Leeds branch swapped the charger.", ["Honey"]),
    ("es", "Kervens, tu repartidor llega en 10 min.", ["Kervens"]),
    ("en", "ROSEMÈNE: HELLO?\nROSEMÈNE: MY PARCEL IS LATE\nAGENT LIAM: HI ROSEMÈNE, CHECKING NOW",
     ["ROSEMÈNE", "ROSEMÈNE", "LIAM", "ROSEMÈNE"]),
    ("pt", "pode atender o marido, nanao, depois das 18h.", ["nanao"]),
    # A mail's signature: the line after the sign-off, a role's line below it.
    ("pt", "Segue o voucher.\n\nAtt.,\ny. rocha\nAtendimento ao Cliente", ["y. rocha"]),
    ("en", "Your refund is on its way.\n\nBest,\nTavita Fonoti\nCustomer Care", ["Tavita Fonoti"]),
    ("en", "Your refund is on its way.\n\nThanks,\nSupport Team\nExample Store", []),
    # A street's name after "the", its street word inside the span; an avenue's title before a name.
    ("en", "Opening hours at the Attlee Way location changed today.", []),
    ("es", "La tienda de Av. Libertador Bernardo O'Higgins abre a las 10.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), BRANDS_AROUND_GOODS_FEASTS_AND_KIN)
def test_brands_around_goods_feasts_and_kin(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# What the sealed14 set taught (read once the sealed15 set replaced it as the measure): names
# written surname first after whom they hold a policy for, speakers named in brackets, households,
# passports and shifts; and reply lines, lists of goods, books and flights that hold nobody.
# Written fresh, in other words than the set's.
SURNAMES_FIRST_HOUSEHOLDS_AND_GOODS = [
    ("en", "Insured: Okonkwo, Adaeze - renewal due in May", ["Okonkwo", "Adaeze"]),
    ("en", "POLICYHOLDER HALVORSEN, INGRID - BOILER COVER RENEWED", ["HALVORSEN", "INGRID"]),
    ("es", "titular: ibarra, maite - alta confirmada", ["ibarra", "maite"]),
    ("pt", "Segurada: dos Anjos, Maria Luiza - apólice renovada", ["dos Anjos", "Maria Luiza"]),
    ("en", "Customer Care, Kohl's", []),
    ("en", "Client: Austin, Texas", []),
    ("en", "Speaker 2 (PRIYANKA): THE ROUTER IS STILL BLINKING", ["PRIYANKA"]),
    ("es", "hablante 2 (itziar): sigo sin conexión", ["itziar"]),
    ("pt", "Locutor 2 (Iolanda): a fatura veio em dobro", ["Iolanda"]),
    ("en", "Halvorsen household: meter swapped on Friday.", ["Halvorsen"]),
    ("es", "La familia Etxeberria pidió otra visita.", ["Etxeberria"]),
    ("es", "la familia real no tiene nada que ver", []),
    ("en", "Please re-upload Nakashima's passport photo.", ["Nakashima"]),
    ("pt", "Falta a foto do passaporte do Guimarães.", ["Guimarães"]),
    ("en", "could ingrid from the late shift ring me?", ["ingrid"]),
    ("es", "Que me llame Itziar, la del turno de tarde.", ["Itziar"]),
    ("en", "Assigned: Ingrid. Customer: Tobias Lindqvist.", ["Ingrid", "Tobias Lindqvist"]),
    ("en", "> On Wed Tobias Lindqvist wrote:\n> still no signal", ["Tobias Lindqvist"]),
    ("es", "> El jueves Maite Ibarra escribió:\n> sigo sin señal", ["Maite Ibarra"]),
    ("es", "Incidencia en la app: se cuelga al abrir el chat.", []),
    ("en", "category=travel dest=Victoria carrier=Coastal Air", []),
    ("pt", "categoria=viagem destino=Natal cia=Azul", []),
    ("en", "- Alexa: price change\n- Dr. Pepper: recall notice", []),
    ("es", "la tienda del centro ya no trae Cola Cao", []),
    ("pt", "o mercado não vende mais Leite Moça", []),
    ("es", "Nos quedan dos ejemplares de Doña Bárbara.", []),
    ("es", "Los vuelos a Santa Cruz y a Victoria salen a su hora.", []),
    ("pt", "Sua reclamação com a Óticas Carol foi respondida.", []),
    ("es", "Dolores de cabeza con el router nuevo, otra vez.", []),
    # An item of a list of people, though its first name is a word ("- Will: no answer").
    ("en", "- Tobias Lindqvist: refund sent\n- Adaeze Okonkwo: waiting on docs\n- Will: no reply",
     ["Tobias Lindqvist", "Adaeze Okonkwo", "Will"]),
    ("en", "Top sellers:\n- Hunter Boots: price change\n- Ralph Lauren: restock", []),
    # Who signed for a parcel or asked for a call, with initials.
    ("en", "Parcel left at no. 9, signed R. Baker", ["R. Baker"]),
    ("pt", "Entregue na portaria, assinado M. de Oliveira", ["M. de Oliveira"]),
    ("en", "callback requested by T. Price before noon", ["T. Price"]),
    ("en", "the lease was signed in March", []),
    # Who signs off with the department they work in.
    ("en", "Your label is attached. Kind regards, hope from Customer Care", ["hope"]),
    ("pt", "Segue a etiqueta. Abraços, Vida do Atendimento", ["Vida"]),
    ("es", "Un saludo, equipo de Atención", []),
    # A contact card's first line.
    ("es", "Itziar Goikoetxea\nGestora de cuentas\nitziar.g@example.com", ["Itziar Goikoetxea"]),
    ("es", "Soporte Técnico\nGestora de cuentas\nsoporte@example.com", []),
    # The commonest first names said in Spanish subtitles are names, not words, in capitals and
    # lower case; one after "una" is a thing, and a set phrase that opens with a name is none.
    ("es", "¿SIGUE PEDRO CON ESTO? EL CASO DE SRA. OTERO LLEVA 9 DÍAS ABIERTO.", ["PEDRO", "OTERO"]),
    ("es", "la devolución de teresa sigue pendiente", ["teresa"]),
    ("es", "UNA MARGARITA Y DOS CAFÉS, POR FAVOR", []),
    ("es", "rocio de la manana mojo las cajas del muelle 3", []),
]


@pytest.mark.parametrize(("language", "text", "names"), SURNAMES_FIRST_HOUSEHOLDS_AND_GOODS)
def test_surnames_first_households_and_goods(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# What the sealed15 set taught (read once the sealed16 set replaced it as the measure): who
# approved, reviewed or analysed by surname alone, a customer named by surname before what they
# say, colleagues on a call and asked to take the next one, an identity check's two names, a
# signature of initials after a dash; and, holding nobody, the merchant of a double charge, hold
# music, apps, an address's town, places listed or cut off together, two saints of one feast,
# goods' colours, a team signing and a document's state. Written fresh, in other words than the set's.
APPROVERS_CALLERS_AND_MERCHANTS = [
    ("en", "Refund for the kettle signed off - approved by Okafor.", ["Okafor"]),
    ("en", "Escalation approved by Finance.", []),
    ("es", "Devolución revisada, aprueba Etxeberria.", ["Etxeberria"]),
    ("pt", "Troca liberada, aprovado por dos Anjos.", ["dos Anjos"]),
    ("pt", "aprovado por diretoria", []),
    ("pt", "kyc_review titular=\"Iolanda Brito\" status=pendente analista=Quevedo", ["Iolanda Brito", "Quevedo"]),
    ("en", "audit=done reviewer=van der Berg", ["van der Berg"]),
    ("en", "Customer Halvorsen says the modem was never delivered.", ["Halvorsen"]),
    ("en", "customer mcgarrigle says the modem was never delivered.", ["mcgarrigle"]),
    ("en", "Customer Service says the modem was delivered.", []),
    ("es", "La clienta Etxeberria dice que no le llegó el router.", ["Etxeberria"]),
    ("pt", "cliente dos anjos diz que o roteador não chegou", ["dos anjos"]),
    ("pt", "O cliente VIP disse que o roteador não chegou", []),
    ("en", "on a call with Priyanka now, Tobias can you take the chat queue?", ["Priyanka", "Tobias"]),
    ("es", "estoy en llamada con Itziar, Maite ¿puedes coger el chat?", ["Itziar", "Maite"]),
    ("pt", "to em ligacao com iolanda, caio pode pegar o chat?", ["iolanda", "caio"]),
    ("en", "Well, could you resend the invoice?", []),
    ("en", "KYC: ID name Ingrid Halvorsen vs card name I. Halvorsen - ok", ["Ingrid Halvorsen", "I. Halvorsen"]),
    ("en", "kyc: id name ingrid halvorsen vs card name i. halvorsen - ok", ["ingrid halvorsen", "i. halvorsen"]),
    ("es", "KYC: nombre en el DNI Maite Ibarra, en la tarjeta M. Ibarra - correcto", ["Maite Ibarra", "M. Ibarra"]),
    ("en", "Replacement kettle dispatched, ref 40021. - P. Okafor", ["P. Okafor"]),
    ("en", "See clause 4. - A. Note", []),
    ("es", "Equipo: P. Okafor de la tienda de Bilbao atiende el chat hasta las 15:00.", ["P. Okafor"]),
    ("en", "MRS. HALVORSEN ASKED FOR FRIDAY; DR. OKAFOR CAN SEE HER AT 4PM.", ["HALVORSEN", "OKAFOR"]),
    ("en", "Ingrid Halvorsen phoned about a double charge from Morgan Stanley.", ["Ingrid Halvorsen"]),
    ("es", "Maite Ibarra llamó por un cargo duplicado de Telepizza.", ["Maite Ibarra"]),
    ("pt", "Iolanda Brito reclamou de cobrança em dobro da Havan.", ["Iolanda Brito"]),
    ("en", "The hold music is Roxanne again, please change it.", []),
    ("pt", "A música de espera é Ana Júlia de novo.", []),
    ("en", "The Winston app keeps logging customers out.", []),
    ("pt", "O app Bombril caiu de novo.", []),
    ("en", "Courier left it at Tesco, Albert Embankment, Eugene.", []),
    ("es", "Entregado en Calle Serrano, Mercedes.", []),
    ("en", "Store finder: St Thomas' Hospital / Lincoln Road / Florence", []),
    ("en", "Power cut: Eugene and Santa Rosa affected until 9pm.", []),
    ("pt", "FECHADO: SÃO COSME E DAMIÃO", []),
    ("pt", "As capinhas ROSA e FLOR chegaram.", []),
    ("pt", "Abraço,\nIOLANDA\nTime de Cobrança", ["IOLANDA"]),
    ("pt", "- CAIO BRITO: RG ILEGÍVEL\n- IOLANDA DOS ANJOS: OK", ["CAIO BRITO", "IOLANDA DOS ANJOS"]),
    ("en", "Parking refund for Kennedy Space Center failed.", []),
    ("pt", "a vitória do time veio tarde kkk", []),
    ("es", "Se mandó el lote de Pedro Páramo a la librería.", []),
    ("es", "Bloqueo pedido por el titular D. do Rosário (dalia.rosario@example.com).", ["D. do Rosário"]),
    ("pt", "bloqueio a pedido da titular t. osagie (tomi.osagie@example.com)", ["t. osagie"]),
    ("es", "Pago rechazado en Muebles Zubieta S.L. de Mercedes; alerta quitada.", []),
    ("en", "called back hope quilapan re: the excess, she agreed.", ["hope quilapan"]),
    ("pt", "Retornei pra Iolanda Brito sobre a franquia.", ["Iolanda Brito"]),
    ("en", "@tobias the courier for joy quilapan is stuck at the depot", ["tobias", "joy quilapan"]),
    ("en", "The courier for Madrid is running late.", []),
    ("en", "WARRANTY CLAIM BY JOY QUILAPAN - PHOTOS RECEIVED.", ["JOY QUILAPAN"]),
    ("pt", "Glória perguntou se o seguro cobre o vidro.", ["Glória"]),
    ("en", "tobias from returns here. nadège, your refund is on its way.", ["tobias", "nadège"]),
    ("en", "Good news, your refund is on its way.", []),
    ("en", "Hi all, P. QUILAPAN from the Leeds office is on phones today.", ["P. QUILAPAN"]),
    ("pt", "Pessoal, i. brito da loja de Santos cobre o chat hoje.", ["i. brito"]),
    ("en", "Parcel for Ellison Freight, Albert Embankment, Victoria. Signed at the desk.", []),
    ("pt", "Nota da Iolanda: o roteador chegou.", ["Iolanda"]),
    ("pt", "SOBRENOME=DA ANUNCIAÇÃO NOME=IOLANDA", ["DA ANUNCIAÇÃO", "IOLANDA"]),
    ("pt", "SEU KIT DE BOAS-VINDAS FOI ENVIADO.", []),
    ("pt", "QUEM VIU O PEDIDO DE SEU SEVERO BRITO?", ["SEVERO BRITO"]),
    ("en", "the parking refund for kennedy space center failed again", []),
    ("en", "PARKING REFUND: KENNEDY SPACE CENTER / ALBERT EMBANKMENT", []),
    ("en", "meet tobias at bus station 4 tomorrow", ["tobias"]),
    ("en", "IOLANDA KRUCZEK VISITED MEMORIAL HOSPITAL ON MONDAY", ["IOLANDA KRUCZEK"]),
    ("pt", "@caio a entrega de iolanda kruczek travou no centro de distribuição", ["caio", "iolanda kruczek"]),
    ("en", "our hamilton road depot closes at 6pm today", []),
    ("en", "why did henry pugh close my ticket", ["henry pugh"]),
    ("pt", "A VITÓRIA DO TIME FICOU PRA DEPOIS KKK", []),
    ("pt", "A MARIA DO CARMO LIGOU ONTEM", ["MARIA DO CARMO"]),
    ("pt", "Cartão bloqueado a pedido do titular a. o'donnell (aine.odonnell@example.com).", ["a. o'donnell"]),
    ("en", "Spoke to tobias at Ellison Freight about the invoice; our customer is hae-won yoon, account 51.",
     ["tobias", "hae-won yoon"]),
    ("pt", "FALEI COM O FINANCEIRO SOBRE A FATURA; NOSSA CLIENTE É IOLANDA KRUCZEK, CONTA 77.", ["IOLANDA KRUCZEK"]),
    ("en", "our customer is very upset about the delay", []),
    ("pt", "SINISTRO DE IOLANDA KRUCZEK APROVADO: TELA QUEBRADA.", ["IOLANDA KRUCZEK"]),
    ("pt", "o estorno da Iolanda Brito saiu hoje", ["Iolanda Brito"]),
    ("pt", "o estorno da compra saiu hoje", []),
    ("es", "El siniestro de Mapfre sigue abierto.", []),
]


# What the sealed16 set taught (read once the sealed17 set replaced it as the measure): titles sold
# on a medium or in an edition, feasts, goods and shops named after a character, a query for goods,
# a team's desk, a shared mailbox, places where someone moves or a warehouse stands, a country in
# brackets and the places listed after it; and, holding people, a landlord's name, a booking's name
# with its title after it. Written fresh, in other words than the set's.
WORKS_FEASTS_AND_DESKS = [
    ("en", "Return label sent for the Matilda DVD and the Rebecca vinyl.", []),
    ("en", "RETURN LABEL SENT FOR THE MATILDA DVD, ORDER 4411.", []),
    ("es", "Se devolvió el DVD de Marisol y la edición especial de Rayuela.", []),
    ("pt", "A edição de luxo de Iracema esgotou; o box de Chiquititas também.", []),
    ("pt", "Iolanda Brito comprou o box de Chiquititas.", ["Iolanda Brito"]),
    ("en", "Our stores close for Guy Fawkes Night and for Burns Night.", []),
    ("pt", "As lojas fecham no feriado de São Sebastião.", []),
    ("es", "Vuelven las rebajas de San Isidro el lunes.", []),
    ("pt", "Estoque: Cadeira Dona Florinda (3), Luminária Seu Boneco (0).", []),
    ("pt", "A Cadeira do Seu Boneco chegou para a Iolanda Brito.", ["Iolanda Brito"]),
    ("en", "Mr. Muscle sprays are out of stock.", []),
    ("en", "Mr. Okafor asked for a refund.", ["Okafor"]),
    ("en", "Link from the customer: https://shop.example.com/designer?name=Stella+McCartney&size=S", []),
    ("en", "Lookup: https://crm.example.com/contacts?name=Ingrid+Halvorsen", ["Ingrid+Halvorsen"]),
    ("es", "Los campos NOMBRE y DNI son obligatorios.", []),
    ("en", "Her son Tobias asked for the refund.", ["Tobias"]),
    ("en", "Not fraud: passed to Chargeback Desk.", []),
    ("en", "Send photos to the claims inbox (claims@example.com).", []),
    ("en", "Reason for leaving: moving to Savannah", []),
    ("pt", "O armazém de Marília fecha às 18h.", []),
    ("en", "Deliveries to Nelson (New Zealand), Jordan and Chad resume Monday.", []),
    ("en", "Jordan and Chad called about the refund.", ["Jordan", "Chad"]),
    ("en", "Gas check: Landlord Kang Min-jae was told by email.", ["Kang Min-jae"]),
    ("en", "PNR 7Q: HALVORSEN/INGRID MS, seat 3A.", ["HALVORSEN", "INGRID"]),
    ("en", "The Easy Pay page is down until noon.", []),
    ("en", "order,client,assigned_to,state\nQ-1,Ingrid Halvorsen,Oisín,open\nQ-2,Tobias Krug,Oisín,closed",
     ["Ingrid Halvorsen", "Oisín", "Tobias Krug", "Oisín"]),
    ("es", "reserva xk2: pasajero ibarra/maite, vuelo cancelado", ["ibarra", "maite"]),
    ("pt", "RESERVA 9Z: PASSAGEIRA BRITO/IOLANDA MRS, VOO CANCELADO", ["BRITO", "IOLANDA"]),
    ("en", "PAX 2/3 boarded", []),
    ("pt", "KYC: o RG está como Iolanda Brito, o comprovante está como Iolanda B. Brito.",
     ["Iolanda Brito", "Iolanda B. Brito"]),
    ("es", "Llamada entrante: dice llamarse Maite y que la cuenta es de su madre.", ["Maite"]),
    ("es", "Contracargo del banco de Maite Ibarra por 20 €.", ["Maite Ibarra"]),
    ("es", "El banco de España publicó los tipos.", []),
    ("es", "Vino doña Wendolin a la tienda a devolver la cafetera.", ["Wendolin"]),
    ("pt", "Horário das lojas:\n- Cosme e Damião: fechado\n- Finados: das 10h às 14h\n- demais dias: normal", []),
    ("es", "Horarios del equipo:\n- Maite Ibarra: de 10:00 a 14:00\n- Tobías: de 14 a 20",
     ["Maite Ibarra", "Tobías"]),
    ("en", "Depot near Harry Reid International Airport is closed.", []),
    ("en", "On call:\nTier 1 – Tobias\nTier 2 – ingrid halvorsen\nDuty manager – Maite Ibarra",
     ["Tobias", "ingrid halvorsen", "Maite Ibarra"]),
    ("en", "Routing:\nTier 1 – Billing\nTier 2 – Chargeback Desk", []),
    ("es", "hola, Itziar de vuestro equipo me dijo que era gratis", ["Itziar"]),
    ("es", "Sotomayor, de la contrata, dice que el técnico no fue.", ["Sotomayor"]),
    ("en", "Everyone in billing says the refund went out.", []),
    ("es", "La skill de Alexa no lee el saldo.", []),
    ("es", "[Urgente] Portabilidad bloqueada para la línea 600 000 111", []),
    ("es", "Natividad llamó ayer por la factura.", ["Natividad"]),
    ("es", "Fui a la tienda de la avenida Colón y el técnico, Tobías Krug, dice que no hay garantía.", ["Tobías Krug"]),
]


@pytest.mark.parametrize(("language", "text", "names"), WORKS_FEASTS_AND_DESKS)
def test_works_feasts_and_desks(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


@pytest.mark.parametrize(("language", "text", "names"), APPROVERS_CALLERS_AND_MERCHANTS)
def test_approvers_callers_and_merchants(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# What the sealed17 set taught (read once the sealed18 set replaced it as the measure), in other
# words than the set's: a role before a name is no part of it and says a name follows; a table's
# column headed by a role; a form's keys in words and in the plural; a possessive that a finder
# ran over; a street whose last word is an abbreviation; a booking's list of SURNAME/FIRST.
ROLES_FORMS_AND_BOOKINGS = [
    ("en", "Buyer Holloway says the parcel never came; seller Ingrid Halvorsen disagrees.",
     ["Holloway", "Ingrid Halvorsen"]),
    ("en", "Trainer Priya moved the session to Friday.", ["Priya"]),
    ("en", "Member Services will call you back tomorrow.", []),
    ("es", "Inquilina Maite Ibarra: sin agua caliente desde el lunes.", ["Maite Ibarra"]),
    ("en", "case,insured,adjuster,stage\nC-1,Ingrid Halvorsen,Okafor,inspection",
     ["Ingrid Halvorsen", "Okafor"]),
    ("es", "caso;inquilino;estado\n11;Maite Ibarra;abierto", ["Maite Ibarra"]),
    ("en", "Surname(s): Halvorsen\nGiven name(s): Ingrid\nFlight: 22 Mar", ["Halvorsen", "Ingrid"]),
    ("pt", "Sobrenome(s): Brito\nNome(s): Iolanda\nVoo: 22/03", ["Brito", "Iolanda"]),
    ("en", "Talked to Tobias Krug's son about the refund.", ["Tobias Krug"]),
    ("en", "Met with Ingrid Døssing's family; Priya signs for them.", ["Ingrid Døssing", "Priya"]),
    ("en", "Seller Fox never replied.", ["Fox"]),
    ("en", "Detour via Woodrow Wilson Pkwy until noon.", []),
    ("en", "PAX HALVORSEN/INGRID AND KRUG/TOBIAS, SEATS APART", ["HALVORSEN", "INGRID", "KRUG", "TOBIAS"]),
    ("en", "the parcel is fine, tenant ingrid signed for it at 9", ["ingrid"]),
    ("en", "BUYER INGRID SAYS THE BOX WAS EMPTY", ["INGRID"]),
    ("en", "the customer service team will call; member since 2019", []),
    ("es", "Tobías (cliente) pide la factura en PDF.", ["Tobías"]),
    ("es", "MAITE (REPARTO) DEJÓ EL PAQUETE EN CONSERJERÍA", ["MAITE"]),
    ("es", "Soporte (cliente) no responde desde ayer.", []),
    ("pt", "iolanda, cliente, pediu a segunda via do boleto", ["iolanda"]),
    ("pt", "Olá, cliente, sua fatura chegou.", []),
    ("pt", "A troca foi feita na Cia. Hering do shopping.", []),
    ("en", "Kind regards,\nT. Okafor\nMember Relations", ["T. Okafor"]),
    ("en", "cancelled at the tyler club last month", []),
    ("en", "Your Erica login expired; reset it from the app.", []),
    ("en", "Marisol integration reminders re-enabled.", []),
    ("en", 'Feedback: "Priya from Austin loved the blender"', ["Priya"]),
    ("en", "Outage update; Bianca promised a callback before noon.", ["Bianca"]),
    ("es", "Pedido en camino. Anselmo no está hasta el lunes y Quiroga está al teléfono.", ["Anselmo", "Quiroga"]),
    ("es", 'Tarjeta: "Feliz santo, te quiere Maite"', ["Maite"]),
    ("en", "the fraud report says someone posed as tobias from support", ["tobias"]),
    ("en", "Krug's team sends the new router Friday; Okafor's note says so.", ["Krug", "Okafor"]),
    ("es", "según la nota de ibarra, el equipo de etxeberria lo revisa", ["ibarra", "etxeberria"]),
    ("es", "Emitimos la nota de crédito y el equipo de Madrid lo revisa.", []),
    ("pt", "Segundo a nota da Brito, a equipe do Quiroga manda a peça.", ["Brito", "Quiroga"]),
    ("pt", "A equipe do Santos venceu de novo.", []),
    ("en", "The Sales team and the Google team met; see the Apple note.", []),
    ("pt", "Boas festas de toda a equipe da Brito! Frete grátis.", []),
    ("es", "La integración con Marisol devuelve 401 desde ayer.", []),
    ("pt", "A integração com Iolanda caiu de novo.", []),
    ("es", "Dice que el hervidor Balay gotea.", []),
    ("en", "Ship the Morphy replacement to Ingrid Halvorsen.", ["Ingrid Halvorsen"]),
    ("en", "Courier says delivered, but oluwaseun says the box never came. Ref 22A.", ["oluwaseun"]),
    ("en", "driver marked it delivered but nkemdirim says the porch was empty, Ref 22A", ["nkemdirim"]),
    ("en", "the invoice is late but will says it is fine. Order 55", []),
    ("en", "Transfer held. Beneficiary shows as Morphy Ltd; payee reads as pending.", []),
    ("en", "hi oluwaseun,\n\nyour Morphy kettle ships Monday.", ["oluwaseun"]),
    ("es", "Hola equipo, hola a todos: el Pedido 22 sale hoy.", []),
    ("pt", "Ingrid Brito, [02/07 19:45]\nboa noite, o app diz que meu número sumiu", ["Ingrid Brito"]),
    ("en", "Voicemail: hi um this is Ingrid Halvorsen, calling about the washer", ["Ingrid Halvorsen"]),
]


@pytest.mark.parametrize(("language", "text", "names"), ROLES_FORMS_AND_BOOKINGS)
def test_roles_forms_and_bookings(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# What the sealed18 set taught (read once the sealed19 set replaced it as the measure): a ticket's
# workflow names its doer after the act, in any casing and often by a first name no list holds;
# a department, a pet, a town after its state's code or a field's key, a car after whose it is,
# and a verb or a heading a finder took in are no one or no part of a name.
WORKFLOW_DOERS_AND_THINGS = [
    ("en", "Refund approved by Okwuosa.", ["Okwuosa"]),
    ("en", "card frozen after the dispute. blocked by zubeida.", ["zubeida"]),
    ("en", "CHARGE REVERSED. APPROVED BY TENZIN.", ["TENZIN"]),
    ("en", "Blocked by mistake, sorry about that.", []),
    ("en", "Handover to marisol: the printer is still jammed.", ["marisol"]),
    ("en", "notes from kwabena: wants a paper invoice.", ["kwabena"]),
    ("en", "Per Ravensworth, the refund goes out on Monday.", ["Ravensworth"]),
    ("en", "Per month the fee is 4 dollars.", []),
    ("en", "Customer prefers a callback from Thandiwe rather than chat.", ["Thandiwe"]),
    ("en", '"florin was quick and fixed my router" - review left by q. abernathy', ["florin", "q. abernathy"]),
    ("en", "Account holder\nignatius okafor\nAuthorized user\nlumi virtanen", ["ignatius okafor", "lumi virtanen"]),
    ("en", "Our dog Pepper chewed the charger cable.", []),
    ("en", "Sailing from Eugene, OR, on the 4th.", []),
    ("en", "Returns are slow this week. Timezone: Austin.", []),
    ("en", "Kind regards,\nAccounts Receivable", []),
    ("en", "Grace period ends Friday. Hunter Valley accounts excluded.", []),
    ("en", "Fraud review: Cardholder T. OKONJO confirmed the charge.", ["T. OKONJO"]),
    ("es", "Devolución aprobada por Etxebarria.", ["Etxebarria"]),
    ("es", "tarjeta bloqueada por yeimy. el titular, b. quispe, no reconoce el cargo.", ["yeimy", "b. quispe"]),
    ("es", "Tarjeta bloqueada por seguridad.", []),
    ("es", "Firmó Aitana el 3/2 en recepción.", ["Aitana"]),
    ("es", "firmó yanira el 3/2", ["yanira"]),
    ("es", "Notas de Zuriñe: cliente con dos pedidos abiertos.", ["Zuriñe"]),
    ("es", "Notas de crédito emitidas el lunes.", []),
    ("es", "Le atendió hortensio galarza.", ["hortensio galarza"]),
    ("es", "SEGÚN ARRIZABALAGA, EL PERITO PASA EL JUEVES.", ["ARRIZABALAGA"]),
    ("es", "Recordatorio: yurena tiene cita con la doctora el martes.", ["yurena"]),
    ("es", "Hola Brais, soy Itziar de Posventa. Ya vi tu reclamo.", ["Brais", "Itziar"]),
    ("es", "Un momento, le paso con Cobranzas.", []),
    ("es", "Cambios por el temporal: los vuelos se reprograman sin coste.", []),
    ("es", "Mi perro Canelo mordió el cable del cargador.", []),
    ("es", "La garantía de su Kia Sorento vence el 6/7.", []),
    ("es", "Zona horaria: Concepción.", []),
    ("pt", "Bloqueado por Wanderleia.", ["Wanderleia"]),
    ("pt", "quem ligou (odair) diz que a internet ainda cai", ["odair"]),
    ("pt", "bom dia aqui é lucimara de novo o boleto continua errado", ["lucimara"]),
    ("pt", "Oi Jair, aqui é Rosineide do Pós-venda. Já localizei seu pedido.", ["Jair", "Rosineide"]),
    ("pt", "ANOTAÇÕES DE GILVAN: CLIENTE QUER TROCAR O APARELHO", ["GILVAN"]),
    ("pt", "Meu cachorro Thor mordeu o cabo do carregador.", []),
    ("pt", "A garantia do seu FIAT UNO vai até 9/6.", []),
    ("pt", "Avaliação de R. Tavares Neto, 22/6", ["R. Tavares Neto"]),
    ("pt", "Abraços, Ouvidoria", []),
    ("pt", "Cidade: Marechal Deodoro", []),
]


@pytest.mark.parametrize(("language", "text", "names"), WORKFLOW_DOERS_AND_THINGS)
def test_workflow_doers_and_things(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Also from sealed18: whose card, order or replacement a ticket names, in any casing; a coupon's
# brand, a town one departs from or lives near, a town's branch, whose plan, a feast and shops
# named after people are no one.
WHOSE_THINGS_AND_PLACES = [
    ("en", "I'm writing about a relative's account. wendell's card ending 204 was charged twice.", ["wendell"]),
    ("en", "WE SHIPPED ROSALIND'S REPLACEMENT KETTLE ON MONDAY", ["ROSALIND"]),
    ("en", "Handover to Ebony: the customer wants a refund.", ["Ebony"]),
    ("en", "Our Lincoln office closes on Friday.", []),
    ("en", "Is the charger covered by the Dell warranty?", []),
    ("en", "Account holder: Dell R. Whitcombe\nStatus: Active", ["Dell R. Whitcombe"]),
    ("en", "I'm looking at Mr Abernathy's account now.", ["Abernathy"]),
    ("en", "bring the betty crocker coupon to the counter", []),
    ("en", "Booking for two, sailing from Lafayette on the 3rd.", []),
    ("es", "Traer el cupón de Don Julio a la caja.", []),
    ("es", "Cliente Anselmo Ruiz, vive cerca de Mérida y prefiere correo.", ["Anselmo Ruiz"]),
    ("es", "La oficina de Santiago cierra por Semana Santa.", []),
    ("pt", "Trazer o cupom Tio João no balcão.", []),
    ("pt", "Reserva em nome de Ivone Prado, saída de Petrópolis em 3/4.", ["Ivone Prado"]),
    ("pt", "O escritório de Teófilo Otoni fecha no feriado.", []),
    ("pt", "Akemi resolveu meu Plano Controle em dez minutos.", ["Akemi"]),
    ("pt", "Preciso da entrega antes do Círio de Nazaré.", []),
    ("pt", "O boleto da Droga Raia continua errado.", []),
    ("es", "La queja se derivó a facturación con copia a zoraida de la fuente.", ["zoraida de la fuente"]),
    ("es", 'evento=devolucion aprobado_por="Arrizabalaga" importe=12,50', ["Arrizabalaga"]),
    ("es", "Entregar en la recepción de Hospital Gregorio Marañón. Firmó yanira el 10/4.", ["yanira"]),
    ("es", "Cita en el HOSPITAL RAMÓN Y CAJAL el lunes.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), WHOSE_THINGS_AND_PLACES)
def test_whose_things_and_places(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# What the sealed19 set taught (read once the sealed20 set replaced it as the measure): a register's
# "SURNAME, Given" and a manifest's "SURNAME/GIVEN" without a field before them, the surname a
# booking spells out, Portuguese's article before a first name, who signs above a phone's footer or
# is addressed after a notice's label; and the bill, the assistant, the trade and the metro
# station that are no one.
MANIFESTS_NOTES_AND_ARTICLES = [
    ("en", "CRM note Mar 3: spoke w/ cust BALDWIN, Nora re autopay, wants it moved to the 15th.", ["BALDWIN", "Nora"]),
    ("en", "CRM NOTE MAR 3: SPOKE W/ CUST BALDWIN, NORA RE AUTOPAY.", ["BALDWIN", "NORA"]),
    ("en", "crm note mar 3: spoke w/ cust baldwin, nora re autopay.", ["baldwin", "nora"]),
    ("es", "Nota CRM 3/3: MONTOYA RUEDA, ESTEBAN - solicita cambiar la cuenta de cargo.", ["MONTOYA RUEDA", "ESTEBAN"]),
    ("pt", "Obs. CRM 3/3: DE ABREU, TEREZINHA - pediu troca da data de vencimento.", ["DE ABREU", "TEREZINHA"]),
    ("en", "FYI, the fee is waived. IMPORTANT, read this first.", []),
    ("en", "PAX 1 HOLLOWAY/GRETA\nPAX 2 BRANDT/OSWALDO\nPNR X7K2LM  Boise - DEN  Mar 3", ["HOLLOWAY", "GRETA", "BRANDT", "OSWALDO"]),
    ("es", "Pasajeros: 1) OYARZUN/MIREN 2) TALAVERA/ROSENDO. Localizador X7K2LM.", ["OYARZUN", "MIREN", "TALAVERA", "ROSENDO"]),
    ("es", "buenas, la reserva la hizo mi pareja, el apellido es Del Río, es para el martes", ["Del Río"]),
    ("pt", "boa noite, o sobrenome é Figueiredo, check-in na sexta", ["Figueiredo"]),
    ("es", "Las cuentas de Mercadona las lleva el equipo de empresas. Lo de Bimbo también.", []),
    ("pt", "O cliente acessa https://loja.example.com/conta e cai num erro 500.", []),
    ("pt", "Escrevo em nome da minha mãe. A conta de Óscar foi bloqueada ontem.", ["Óscar"]),
    ("es", "NOTA CRM 3/3: NAVARRO DE MIGUEL, JAVIER - SOLICITA CAMBIAR LA CUENTA DE CARGO.", ["NAVARRO DE MIGUEL", "JAVIER"]),
    ("pt", "obs. crm: do amaral, nilo - pediu troca da data de vencimento.", ["do amaral", "nilo"]),
    ("es", "NOTA: PARÍS, FRANCIA - ENVÍO INTERNACIONAL", []),
    ("en", "Reminder: Muideen, you have an appointment with Dr. Long on Friday.", ["Muideen", "Long"]),
    ("es", "RECORDATORIO: YENIMA, TIENE CITA CON LA DRA. LIZANA EL LUNES.", ["YENIMA", "LIZANA"]),
    ("en", "Update: Unfortunately, your order is late.", []),
    ("es", "Tomador: sandra apaza quispe\nMediador: w. huang\nProducto: Hogar Plus", ["sandra apaza quispe", "w. huang"]),
    ("pt", "Segurado: rosa torres\nCorretor: i. castaneda\nProduto: Residencial", ["rosa torres", "i. castaneda"]),
    ("en", "Employee: 4411\nDependent: none\nAdjuster: TBD\nBroker: Acme Insurance", []),
    ("es", "nota crm 1/6: lecaros alayza, lissette - solicita cambiar la cuenta.", ["lecaros alayza", "lissette"]),
    ("es", "Estado: pendiente, revisar - mañana", []),
    ("es", "Bajé en Gregorio Marañón y la oficina estaba cerrada.", []),
    ("es", "¿Tenéis Ramón Bilbao en formato de 1,5 litros?", []),
    ("en", "Is Dana-Farber in network for my plan?", []),
    ("en", "Needs Dr. Long to approve before Walgreens on Main St can fill it.", ["Long"]),
    ("es", "Llevé el coche al taller y pagué a Mercedes García ayer.", ["Mercedes García"]),
    ("es", "Incidencia 55\n3/3 - Asignada a R. Lozano\n4/3 - Rosendo llama al cliente, no contesta", ["R. Lozano", "Rosendo"]),
    ("pt", "pendências:\n- cliente weissmann ainda sem sinal", ["weissmann"]),
    ("pt", "Fui atendida pela Josiane ontem e agora a Karla falou que não tem agenda.", ["Josiane", "Karla"]),
    ("pt", "Entregar na portaria com o Deivid.", ["Deivid"]),
    ("pt", "FUI ATENDIDA PELA JOSIANE DE MANHÃ E A BIA DO BRADESCO NÃO RESPONDE.", ["JOSIANE"]),
    ("pt", "Vocês abrem? Tem jogo do Vasco e a Vivo cortou minha linha.", []),
    ("pt", "DEPOIS DA ATUALIZAÇÃO A ALEXA NÃO RECONHECE A LÂMPADA.", []),
    ("pt", "As chuvas na Serra do Mar atrasaram as entregas em Santos.", []),
    ("en", "Thanks so much for sorting this out!\n\nMirela\n\nSent from my iPhone", ["Mirela"]),
    ("pt", "Obrigada!!\nJosiane\n\nEnviado do meu iPhone", ["Josiane"]),
    ("en", "Hi Nora, I've opened a trace with the carrier.\n- Oswaldo, Kroger Support", ["Nora", "Oswaldo"]),
    ("en", "see you then\n\nThanks\n\nSent from my iPhone", []),
    ("es", "hola, esa persona ya no vive aquí, se mudó el mes pasado", []),
    ("pt", "Tô ligando por causa da vizinha, que mora aqui do lado.", []),
    ("pt", "Paguei a conta de luz duas vezes esse mês.", []),
    ("es", "El asistente Aura no me deja cambiar de tarifa.", []),
    ("es", "La revisó Climatización Romero y sigue sin agua caliente.", []),
    ("es", "Piso junto al metro Alonso Martínez, cuarto B.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), MANIFESTS_NOTES_AND_ARTICLES)
def test_manifests_notes_and_articles(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Names in lower case inside text cased as usual: a first name no dictionary holds opens a name
# whose surname may be a word, and alone it is a name where something is handed to it; a
# surname's "de la" after initials.
LOWER_CASE_FIRST_NAMES_NO_WORD_AND_INITIALS = [
    ("es", "Autorizo a ezequiel pardo y a veronica sotelo de leon a recoger a mi hija a la salida del Colegio San "
           "Ignacio.", ["ezequiel pardo", "veronica sotelo de leon"]),
    ("pt", "Autorizo Renata Gomes e paulo dias a buscar a jasmine no Colégio Santa Maria.",
     ["Renata Gomes", "paulo dias", "jasmine"]),
    ("pt", "Passagem de turno: o roteador do wellington cardoso cai desde a Black Friday, Juan prometeu retornar.",
     ["wellington cardoso", "Juan"]),
    ("en", "Please forward this to nadia in Billing.", ["nadia"]),
    ("en", "I already explained all of this to hayley on Monday.", ["hayley"]),
    ("es", "Abono aprobado por l. castillo y tramitado por j. c. de la torre. Motivo: producto defectuoso.",
     ["l. castillo", "j. c. de la torre"]),
    ("pt", "Entregador da rota: N. de la Cruz.", ["N. de la Cruz"]),
    ("en", "I sent it to gmail and then to linux support.", []),
    ("es", "Se lo pasé a soporte y a ventas, y luego a contabilidad.", []),
    ("pt", "Mandei o comprovante para a receita e para a vivo ontem.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), LOWER_CASE_FIRST_NAMES_NO_WORD_AND_INITIALS)
def test_lower_case_first_names_no_word_and_initials(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# What sealed20 taught, as general rules: columns aligned by spaces; a list's comma before "and";
# "SURNAME, First:" opening a line; someone known by a name they gave ("un tal"); whose family or
# lawyer; and no one: a colour named as people are, a place's or a post's key, a firm's "Bros".
ALIGNED_LISTS_AND_COLOURS = [
    ("en", "Manifest RX-77\nPCS  CONSIGNEE            DEST\n2    NORAH SESSIONS    Houston\n1    CIAN D'ARCY    Eugene",
     ["NORAH SESSIONS", "CIAN D'ARCY"]),
    ("es", "Hoja de ruta RX-77\nBULTOS  DESTINATARIO           DESTINO\n2       ARACELI MEDIALDEA    Trujillo\n"
           "1       SUZUKI DAISUKE    Santa Cruz", ["ARACELI MEDIALDEA", "SUZUKI DAISUKE"]),
    ("en", "manifest rx-77\npcs  consignee            dest\n2    luana de camargo    tyler\n1    norah sessions    eugene",
     ["luana de camargo", "norah sessions"]),
    ("en", "Who's on the Monday rota? Makoto, Ikenna, and Peyton if Makoto swaps.",
     ["Makoto", "Ikenna", "Peyton", "Makoto"]),
    ("en", "WHO'S ON THE MONDAY ROTA? LUDWIK, ADNAN, AND JAMAL IF LUDWIK SWAPS.", ["LUDWIK", "ADNAN", "JAMAL", "LUDWIK"]),
    ("en", "We ship to Dallas, Austin, and Houston.", []),
    ("pt", "MATA, Joana: apólice AP-1234, vistoriador Carlos Souza", ["MATA", "Joana", "Carlos Souza"]),
    ("pt", "wang, joana: apólice ap-1234, vistoriador carlos souza", ["wang", "joana", "carlos souza"]),
    ("pt", "Oi, Joana: tudo bem?", ["Joana"]),
    ("es", "LLAMÉ A FACTURACIÓN Y ME ATENDIÓ UN TAL KOVALCHUK.", ["KOVALCHUK"]),
    ("pt", "Quem atendeu foi um tal de Albuquerque, do financeiro.", ["Albuquerque"]),
    ("en", "I spoke to someone called Bradbury in Billing.", ["Bradbury"]),
    ("en", "CALL PETTAWAY'S LAWYER ABOUT THE REFUND.", ["PETTAWAY"]),
    ("en", "Macy's address is wrong.", []),
    ("en", "Rose gold is sold out and Ivy green ships Monday; Ruby red is back at Target.", []),
    ("en", "Please see below. Summer Golden is the adjuster who came out on Friday.", ["Summer Golden"]),
    ("es", "Hablé con Ana Blanco y con Maria Rosa.", ["Ana Blanco", "Maria Rosa"]),
    ("en", 'job_title="Claims Adjuster" dept="Returns" location="Eugene" shift=nights', []),
    ("en", 'JOB_TITLE="CLAIMS ADJUSTER" DEPT="RETURNS" LOCATION="AUSTIN" SHIFT=NIGHTS', []),
    ("pt", "Romaneio RX-1: 4 paletes Irmãos Souza Comércio para Franca, 2 paletes Nguyen Bros para Vitória.", []),
    ("pt", "blz rosiane achei aqui tava no spam kkkk foi mal", ["rosiane"]),
    ("es", "vale eusebio ya lo encontre estaba en spam jajaja perdona las molestias", ["eusebio"]),
    ("en", "ok will do", []),
    ("pt", "Obs. de Bianca: Cordeiro prefere WhatsApp. Não ligar antes das 9h.", ["Bianca", "Cordeiro"]),
    ("pt", "O cliente prefere Pix. A Amazon disse que não.", []),
    ("pt", "Agenda: sexta 10h, reunião com Ana Souza (Acme), sala 3. Organização: Bianca.", ["Ana Souza", "Bianca"]),
    ("pt", "Organização: Banco do Brasil", []),
    ("en", "Spoke to the account holder's partner, Phillip Close, who confirmed the address.", ["Phillip Close"]),
    ("en", "SPOKE TO THE ACCOUNT HOLDER'S PARTNER, LUELLA YAZZIE, WHO CONFIRMED.", ["LUELLA YAZZIE"]),
    ("pt", "Participantes da reunião:\n- jonathan gaspar (Compras)\n- erica neusa branco alves (TI)",
     ["jonathan gaspar", "erica neusa branco alves"]),
]


@pytest.mark.parametrize(("language", "text", "names"), ALIGNED_LISTS_AND_COLOURS)
def test_aligned_lists_and_colours(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# More of what sealed20 taught: "or" between two first names, the preposition again too; a first
# name in lower case after who they are; "che" greets; "per"/"según"/"segundo" report whose word;
# "lo recibe", "recebido por", "someone other than" before a name; an assistant a person has; "Plaza"
# after a Spanish first name is a surname. No one: a make or a brand beside a name, a courier.
OR_PAIRS_KIN_AND_REPORTS = [
    ("en", "RMA RS551 OPENED FOR TRUMAN NEWCOMB. PICKUP SATURDAY; THE DRIVER WILL ASK FOR TRUMAN OR TADEO.",
     ["TRUMAN NEWCOMB", "TRUMAN", "TADEO"]),
    ("es", "el repartidor preguntará por nathaly o por dima.", ["nathaly", "dima"]),
    ("es", "¿Mercedes o Audi?", ["Mercedes"]),
    ("en", "Do you ship to Paris or Lyon?", []),
    ("en", "Mrs. pierre called twice about the Dell recall; their kid oswaldo will bring the unit in.",
     ["pierre", "oswaldo"]),
    ("pt", "Dona Rosenir ligou por causa do recall da Fiat; o neto, kaique, aluno do Colégio Padre Anchieta, leva.",
     ["Rosenir", "kaique"]),
    ("en", "My kid goes to Rosa Parks Middle School and the bus is late.", []),
    ("es", "CHE OIHAN, ME PASÁS EL ESTADO DEL ENVÍO? LO RECIBE VISITACIÓN ALAMEDA EN AV. LIBERTADOR",
     ["OIHAN", "VISITACIÓN ALAMEDA"]),
    ("es", "Albarán QX: dejado en el 9º B, lo recogió Sabine. Firma: S. van der Berg", ["Sabine", "S. van der Berg"]),
    ("es", "lo recibe Correos mañana", []),
    ("en", "The order still hasn't shipped; can someone other than Will take a look?", ["Will"]),
    ("en", "Per Miyashiro, the Martin Luther King Day promo code doesn't stack with store credit.", ["Miyashiro"]),
    ("pt", "Segundo Cordeiro, o cupom de Natal não acumula.", ["Cordeiro"]),
    ("pt", "Segundo o Procon, não pode.", []),
    ("en", "Spoke w/ Nia (Mendoza's assistant); they'll sign the return form Wednesday.", ["Nia", "Mendoza"]),
    ("en", "Google's assistant is broken.", []),
    ("es", "BUENAS, LES ESCRIBE YOLANDA PLAZA. EL PEDIDO LLEGÓ ROTO.", ["YOLANDA PLAZA"]),
    ("en", "Meet me at Lincoln Plaza.", []),
    ("es", "ROSA O BLANCA ME DA IGUAL, QUIERO UNA QUE FUNCIONE.", []),
    ("pt", "ACESSE O APP PARA VER O CÓDIGO DE BARRAS.", []),
    ("pt", "ESCALA DE HOJE: NDALA BUMBA COBRE O CHAT E JULIANNA O TELEFONE ATÉ AS 10:45.", ["NDALA BUMBA", "JULIANNA"]),
    ("pt", "A encomenda ainda não chegou e o estafeta Mona disse que não havia ninguém em casa.", ["Mona"]),
    ("en", "I'm looking at the account now and lily's note from Monday says the return was received.", ["lily"]),
    # In a message in lower case, a first name no dictionary of ours holds counts further down the
    # lists' ranks after a word that hands something to someone; not a plural, a make or a brand the
    # lists hold as a rare name, nor a lone word without such a word before it.
    ("en", "new line will be used by leonid, the kid. transfer pin received.", ["leonid"]),
    ("es", "colegio san jose: pedido de uniformes rr397 entregado en conserjeria.", []),
    ("pt", "o app fecha sozinho quando abro o fiat uno ja reinstalei duas vezes e nada", []),
    ("es", "compre una freidora vega en la tienda de la avenida ponce y no cubre la garantia.", []),
    ("es", "colegio san jose de calasanz: pedido de material escolar, factura a nombre del ampa.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), OR_PAIRS_KIN_AND_REPORTS)
def test_or_pairs_kin_and_reports(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names



# Registers, payments, columns and places (issue 25, from sealed21's misses; sentences of our own).
REGISTERS_PAYMENTS_AND_PLACES = [
    # A manifest's or a register's numbered lines, surname first, in any casing; one line alone is
    # no register, and a register's row may hold a word the lists rank as a surname.
    ("en", "BOARDING LIST QX7\n01 HALVORSEN, Ingrid  SEAT 3A\n02 OKONKWO, Chidi  SEAT 3B\n03 WOOD, Brenda  SEAT 3C",
     ["HALVORSEN", "Ingrid", "OKONKWO", "Chidi", "WOOD", "Brenda"]),
    ("es", "lista de embarque\n1. quispe mamani, rosa elena  asiento 4a\n2. etxeberria, iker  asiento 4b",
     ["quispe mamani", "rosa elena", "etxeberria", "iker"]),
    ("en", "01 Total, Will  12.50", []),
    # Who paid or was paid, as a bank's or an app's line writes it; "TED", "PIX" and "Bizum" are no
    # part of the name, and a brand before "de" is what was sent.
    ("es", "Bizum de Leocadia Ferrándiz / concepto: regalo / importe: 20,00 €", ["Leocadia Ferrándiz"]),
    ("es", "bizum de pilar quesada / concepto: cena", ["pilar quesada"]),
    ("pt", "PIX RECEBIDO DE das Neves Ivonete R$ 50,00", ["das Neves Ivonete"]),
    ("pt", "TED de JOSELITA BRANDÃO / ref: condomínio", ["JOSELITA BRANDÃO"]),
    ("en", "ACH CREDIT $40.00 ORIG Okafor Nneka REF 7QX", ["Okafor Nneka"]),
    ("en", "Ted from Billing will call you back.", ["Ted"]),
    # Two spaces or more part a form's columns: the name ends there.
    ("es", "Asegurado: FAUSTINO ARELLANO  Expediente QK21\nNotas: Faustino envía fotos", ["FAUSTINO ARELLANO", "Faustino"]),
    ("es", "Notas: Faustino envía fotos", ["Faustino"]),
    ("en", "Insured: wendell mabry  Claim #77Q\nNote: wendell sent photos", ["wendell mabry", "wendell"]),
    # An address's city, and where goods left from, are places.
    ("en", "Bill to: Harbor Tools LLC, 12 Larch Pkwy, Florence.", []),
    ("pt", "Entregar na Rua Bahia, 310, Aparecida. Contato pelo portal.", []),
    ("es", "El paquete salió de Mercedes el lunes y llega el jueves.", []),
    ("es", "Mercedes dice que el paquete llega el jueves.", ["Mercedes"]),
    # Goods named after an uncle, an aunt or a lady are brands; whose uncle is someone.
    ("pt", "Chegou o Tio João de 5 kg com a embalagem rasgada.", []),
    ("pt", "Meu tio João vai buscar a encomenda amanhã.", ["João"]),
    ("es", "Mi tía Pepa recoge el pedido mañana.", ["Pepa"]),
    # Witnesses and who attends are fields; the next person after a bracketed role is listed too.
    ("en", "Signed: K. Oduya\nWitness: M. Ferreira\nDate 2/3", ["K. Oduya", "M. Ferreira"]),
    ("pt", "Assinado: R. Lacerda\nTestemunha: F. de Paula\nData 2/3", ["R. Lacerda", "F. de Paula"]),
    ("en", "Who: Imogen Sallis (host), Yusuf Demir, ops@example.com", ["Imogen Sallis", "Yusuf Demir"]),
    # A brand that is a surname too, before a given name, is a name written surname first.
    ("en", "Attendees: Suzuki Haruto, Honda Kenji", ["Suzuki Haruto", "Honda Kenji"]),
    ("en", "The Honda Civic and the Suzuki Swift are both in the shop.", []),
    # Who speaks after a time stamp, in any casing.
    ("en", "09:12  Priyanka (agent): can you confirm the postcode?\n09:13  Tran Van Duc: yes it is the same",
     ["Priyanka", "Tran Van Duc"]),
    ("pt", "10:02 rosangela (atendente): qual o cpf?\n10:05 ana paula de souza: ja mandei", ["rosangela", "ana paula de souza"]),
    # A name before a desk phone's extension in brackets.
    ("en", "Forwarded to payroll (gong li, ext. 204) this morning.", ["gong li"]),
    ("en", "The menu (soup of day, ext. 4) is wrong.", []),
    # No one: a payment line's next label, an apostle's feast, a lost and found, a landing, whom an
    # agent answers for.
    ("en", "WIRE FROM TOMASZ WIERZBICKI / MEMO: DEPOSIT", ["TOMASZ WIERZBICKI"]),
    ("es", "Cerrado por Santiago Apóstol, volvemos el lunes.", []),
    ("pt", "Achados e perdidos do Santos Dumont: ref KX2, retirar no balcão.", []),
    ("pt", "O voo pousa no Afonso Pena às 9:40.", []),
    ("es", "agente: gracias por llamar a Hijos de Rivera, ¿con quién hablo?\ncliente: soy Maite Urrutia",
     ["Maite Urrutia"]),
    # A first name opening a clause, an adverb before what they do or are.
    ("es", "Isabela Garzón y Uriel Paz comparten la cuenta; Yulissa solo está autorizada.",
     ["Isabela Garzón", "Uriel Paz", "Yulissa"]),
    ("pt", "DJALMA PONTES E IRACEMA LUZ DIVIDEM O PLANO; JOSIANE É SÓ DEPENDENTE.", ["DJALMA PONTES", "IRACEMA LUZ", "JOSIANE"]),
    ("pt", "Rosa é a cor mais vendida.", []),
    # A role noun's frequent word is the sentence's verb ("Said" is a common name too).
    ("en", "hi, the courier said he left it with noor haddad next door", ["noor haddad"]),
    ("en", "CLIENT SAID THE CARD WAS CHARGED TWICE, ASKED FOR ELSPETH.", ["ELSPETH"]),
    ("en", "The customer Said Benali called twice.", ["Said Benali"]),
    # A voice assistant alone is the device; who the person is, or a full name, says otherwise.
    ("en", "I asked Siri to call support and it dialled the wrong number.", []),
    ("pt", "a alexa não reconhece o comando de pagar a fatura", []),
    ("en", "My niece Alexa will collect the order.", ["Alexa"]),
    # A grandchild named after who they are, in apposition too.
    ("pt", "Seu Jorge ligou duas vezes por causa da fatura; a neta, Laudicéia, leva o aparelho na quinta.",
     ["Jorge", "Laudicéia"]),
    ("en", "Mr. Osei phoned; their grandson Kwabena will drop the unit off.", ["Osei", "Kwabena"]),
    # A hyphenated given name the pipeline cut in two is one name; a hyphenated word is not.
    ("en", "Hyun-woo and Nylah share the account, but only Hyun-woo can approve payments.", ["Hyun-woo", "Nylah", "Hyun-woo"]),
    ("en", "The Jenkins-based pipeline broke again.", []),
    # Whose family: the member is the name ("a família do …").
    ("pt", "falei com a família do anselmo prates: ele tem procuração", ["anselmo prates"]),
    # A song again on hold, a town near where something happened: no one.
    ("es", "la música de espera vuelve a ser Macarena, qué pesadez", []),
    ("pt", "o temporal derrubou duas torres perto de Teófilo Otoni ontem", []),
    # A thing's label after a demonstrative; a shade of pink.
    ("es", "vaya tela con esta app: se cierra cada vez que pago", []),
    ("es", "Lo quiero en Rosa Palo, talla M.", []),
    # Who signed for a parcel.
    ("en", "Signed for by T. OYELARAN at 09:12.", ["T. OYELARAN"]),
    ("en", "signed for by w. chen at 09:12, left in the lobby.", ["w. chen"]),
    # A doorkeeper, or children, before the name are who they are, no part of it.
    ("pt", "deixar com o porteiro valdemir ou com a vizinha do 12", ["valdemir"]),
    ("es", "los beneficiarios son mis hijos anselmo y rocío", ["anselmo", "rocío"]),
    # The trims may leave no word at all: nothing is found and nothing fails.
    ("en", "PARCEL 5521\nLEFT WITH NEIGHBOUR MR.", []),
    ("en", "parcel 5521\nleft with neighbour mr. okafor at 2pm", ["okafor"]),
]


@pytest.mark.parametrize(("language", "text", "names"), REGISTERS_PAYMENTS_AND_PLACES)
def test_registers_payments_and_places(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


WORD_NAMES_BEFORE_THINGS = [
    # A word-name opening a sentence with a noun or an adjective of the language after it is that
    # word ("Frank answer", "Bill total", "Pilar central", "Socorro técnico"); a verb after it makes
    # it someone, in any casing.
    ("en", "Frank feedback from the supplier: the export stays broken until May.", []),
    ("en", "Bill total went up after the storm, please check the meter reading.", []),
    ("en", "BILL TOTAL WENT UP AFTER THE STORM, PLEASE CHECK THE METER READING.", []),
    ("es", "Pilar central de la política: devolver el dinero en treinta días.", []),
    ("pt", "Socorro técnico só pelo portal, não pelo telefone.", []),
    ("en", "Frank sent the invoice twice and wants one refunded.", ["Frank"]),
    ("en", "bill called again about the meter reading", ["bill"]),
    ("es", "Pilar llamó para cancelar el pedido del martes.", ["Pilar"]),
    ("pt", "Socorro ligou de novo pedindo o reembolso.", ["Socorro"]),
    # Calling to do something is a person's deed; "llamo por" without its accent is the writer's.
    ("en", "Grace called to ask whether the refund went out.", ["Grace"]),
    ("es", "cliente: si mire llamo por la factura de mi padre", []),
    # A merchant charging twice, and a machine's account, are nobody.
    ("en", "i can see the charge from Paul Mitchell twice on May 3, want me to open a dispute?", []),
    ("en", "Refund approved by Wanjiru Kamau, processed by svc-refunds.", ["Wanjiru Kamau"]),
    ("en", "Escalated by Tomasz Nowak, reassigned to ops-payouts.", ["Tomasz Nowak"]),
]


@pytest.mark.parametrize(("language", "text", "names"), WORD_NAMES_BEFORE_THINGS)
def test_word_names_before_things(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


ADDRESSES_TRANSFERS_AND_LOOK_ALIKES = [
    # The first of a shipping line's slashed items is whom it goes to, though a street and a town
    # follow ("SHIP TO: Name / street / town").
    ("es", "ENVIAR A: Begoña Urrutia / calle Alcalá / Mercedes\nREMITE: Ferretería Hermanos López, devoluciones",
     ["Begoña Urrutia"]),
    ("pt", "destinatário: rosimeire campos / rua augusta / leopoldina", ["rosimeire campos"]),
    # An XML element that holds a part of a name, in any casing.
    ("en", "<customer><surname>Okafor</surname><given>Chidi</given><phone>(415) 555-0100</phone></customer>",
     ["Okafor", "Chidi"]),
    ("es", "<titular><apellidos>ibarra sola</apellidos><nombre>nerea</nombre></titular>", ["ibarra sola", "nerea"]),
    # A transfer's amount, then who sent it, surname first in capitals, before whom it went to.
    ("en", "Transfer 7QX2: $88.10 from HALVORSEN Ingrid to Wells Fargo. Memo: rent", ["HALVORSEN Ingrid"]),
    ("es", "Transferencia 4KD: 120,00 € de ARANDA Maite a Transportes Ruiz SL.", ["ARANDA Maite"]),
    ("es", "Te devolvemos 10 € de descuento en la próxima compra.", []),
    # Where the judge drops the pipeline's long span, the parts a cue found inside it stand, one
    # span again where a bare space parts them.
    ("es", "Transferencia 8TR: 493,31 € de LOZANO Yolanda a Transportes Martínez SL.", ["LOZANO Yolanda"]),
    ("es", "Vino doña Wendolin a la tienda a devolver la cafetera.", ["Wendolin"]),
    # A payee's column ("favorecido"); under a name column's header both parts of "SURNAME, Given".
    ("pt", "FAVORECIDO\tSITUAÇÃO\tVALOR\nQUISPE, Rosa\tPAGO\tR$ 55,36\nNOWAK, Tomasz\tEM ABERTO\tR$ 12,00",
     ["QUISPE", "Rosa", "NOWAK", "Tomasz"]),
    ("en", "NAME\tSTATUS\tBALANCE\nKING, Ivy\tPAID\t$20.00\nYOUNG, Pearl\tOVERDUE\t$11.50",
     ["KING", "Ivy", "YOUNG", "Pearl"]),
    # Who writes again, and those listed with the writer.
    ("en", "Maribel again lol, my charger died. can i buy just the cable", ["Maribel"]),
    ("es", "Itziar otra vez por aquí. Unai, Ander y yo compartimos la tarifa familiar", ["Itziar", "Unai", "Ander"]),
    ("pt", "Rosângela de novo aqui. Obiora, Thaís e eu dividimos o plano família", ["Rosângela", "Obiora", "Thaís"]),
    ("es", "Itziar otra vez por aquí. unai, ander y yo compartimos la tarifa", ["Itziar", "unai", "ander"]),
    ("en", "update: marketing, finance and i agreed on the plan", []),
    # The company that answers the phone is nobody; its agent "falando", "speaking" is someone.
    ("pt", "ATENDENTE: Lojas Renner, Prodromos falando, com quem eu falo?", ["Prodromos"]),
    ("pt", "ATENDENTE: Odebrecht, Luciana falando, com quem eu falo?", ["Luciana"]),
    # Flowers a bouquet is made of; pets by what they chew or need; a heading's plural before a colon.
    ("en", "Flowers: Violet and Hazel bouquet, deliver to room 923.", []),
    ("es", "Flores: ramo de Camelia y Dalia, entregar en la habitación 253.", []),
    ("en", "Send the bouquet to Violet Hayes, room 12.", ["Violet Hayes"]),
    ("en", "Bella chewed through the charger again, can I buy just the cable?", []),
    ("es", "Toby y Coco necesitan el transportín grande, no el mediano.", []),
    # The goods before a full name in Spanish and Portuguese are its make's; a shop's "Casa" too.
    ("pt", "A jaqueta Ricardo Almeida que comprei pra Justo perdeu o zíper.", ["Justo"]),
    ("pt", "Mais alguém de Januária com problema na Casa José Silva?", []),
    # A place's or a role's column; a payment's channel.
    ("es", "tienda;población;cargo\nFerretería López;Mercedes;Capitán", []),
    ("en", "store,city,manager_role\nBarnes & Noble,Eugene,Dean", []),
    ("en", "name\temail\nOLGA STREET\tolga@example.org\nMARTIM GOUVEIA\tmartim@example.net", ["MARTIM GOUVEIA"]),
    # A firm's first word before the span; "v." between a name's words outside a case is an initial.
    ("es", "AUTOCARES RODRÍGUEZ: HOLA ALFONSO, TU TÉCNICA GÉRALDA LLEGA A LAS 15:20.", ["ALFONSO", "GÉRALDA"]),
    ("pt", "parabéns para l. v. sobral (financeiro), resolveu minha troca em um dia", ["l. v. sobral"]),
    ("en", 'user="Phyllis Dickinson" action=refund channel=Erica approved_by=Hammad', ["Phyllis Dickinson", "Hammad"]),
    # A speaker's hesitation opens no name; a first name missing a class does something.
    ("en", "hey this is uh kimberly parsons calling about the claim", ["kimberly parsons"]),
    ("es", "Estimado Sr. Banegas:\nFlorencia no asistió a clase el viernes.", ["Banegas", "Florencia"]),
    # Brothers' and coaches' firms.
    ("pt", "Comprovante de PIX: R$ 230,91 de Ledesma Violeta para Irmãos Muffato.", ["Ledesma Violeta"]),
    # A court's parties, each on its own, and its judge; "V." outside a case is an initial, and a
    # match's sides are no people.
    ("en", "RE: Case 4QX - Hilario Ramírez v. Goldman Sachs. Judge Okonjo's clerk asked for the exhibits.",
     ["Hilario Ramírez", "Okonjo"]),
    ("en", "Please ship it to JOHN V. SMITH at the usual address.", ["JOHN V. SMITH"]),
    ("en", "Watching Chelsea v Arsenal tonight, the stream keeps freezing.", []),
    # Listed with the writer in a message cased as usual, the names in capitals.
    ("en", "Nora here again. PEARL, BRYAN and I share the family plan", ["Nora", "PEARL", "BRYAN"]),
    ("en", "Dear Mrs. Correia,\nDaniela was marked absent on Thursday.", ["Correia", "Daniela"]),
    # A state after its town; a trip's end; a firm answering, its agent after "le atiende"; a
    # grocer's; a drink's make.
    ("en", "order_id,customer,ship_to,city\nR75,Cheryl Parsons,Washington Street,Florence, AL", ["Cheryl Parsons"]),
    ("en", "I need it before my trip to Madison.", []),
    ("es", "AGENTE: Conservas Calvo, le atiende Wolfgang, ¿con quién hablo?", ["Wolfgang"]),
    ("pt", '{"responsavel": "xiaoli gao", "loja": "Quitanda da Dona Maria"}', ["xiaoli gao"]),
    ("pt", "Olha, o Guaraná Dolly chegou quebrado de novo.", []),
    # A drink's make after its title; what an ordinal numbers; an employer's field; a university; a
    # pet's deed after its name in lower case.
    ("es", "pedí el tequila Don Julio el 17/4 y no ha llegado", []),
    ("pt", "Processo 12, 569ª Vara Cível: Giovanna Pinotti contra a loja.", ["Giovanna Pinotti"]),
    ("en", "> On Friday the 9th Floyd Bailey wrote:\n> Can you move my delivery?", ["Floyd Bailey"]),
    ("en", "Full name: Francine Villanueva\nEmployer: Edward Jones", ["Francine Villanueva"]),
    ("en", "please send the package to George Mason University admissions instead.", []),
    ("pt", "fadhila aqui kkk mel roeu o cabo, dá pra comprar só o cabo??", ["fadhila"]),
    # Portuguese "são" in lower case in a message cased as usual is "they are", no saint; who will
    # see the customer; a signature's name before a bar.
    ("pt", "Coloquem em cópia os dois, são Werner e Davinson, do financeiro.", ["Werner", "Davinson"]),
    ("pt", "Moro perto da igreja de São Jorge e São Pedro.", []),
    ("pt", "Oi Sueli, quem vai te atender, Guilherme, chega por volta das 19:55.", ["Sueli", "Guilherme"]),
    ("en", "Kind regards,\ncleide | Customer Care | billing@example.org", ["cleide"]),
    ("en", "Thanks,\nBilling Team | Customer Care | billing@example.org", []),
]


@pytest.mark.parametrize(("language", "text", "names"), ADDRESSES_TRANSFERS_AND_LOOK_ALIKES)
def test_addresses_transfers_and_look_alikes(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


SIGNATURES_PETS_AND_FORM_KEYS = [
    # Who signs above a phone's footer, a word of the language the lists rank a common first name;
    # a sign-off there is nobody.
    ("en", "THANKS FOR SORTING THIS OUT SO FAST!\n\nAMBER\nSENT FROM MY IPHONE", ["AMBER"]),
    ("en", "thanks for sorting this out!\n\ngrace\nsent from my iphone", ["grace"]),
    ("en", "Thanks for sorting this out!\n\nLove\nSent from my iPhone", []),
    # A pet by what it is, said after its name; a daughter is someone.
    ("en", "The vet bill is under Victoria Faulkner but Bella is my dog, not theirs.", ["Victoria Faulkner"]),
    ("es", "LA FACTURA ESTÁ A NOMBRE DE PALOMA PAZ, PERO LOLA ES MI PERRO, NO SUYO.", ["PALOMA PAZ"]),
    ("pt", "A conta está no nome de Sueli Prado, mas a Mel é minha cachorra.", ["Sueli Prado"]),
    ("en", "The bill is under Victoria Faulkner but Bella is my daughter.", ["Victoria Faulkner", "Bella"]),
    # A form's key that is a word of the language, once among three keys or more; a speaker who
    # speaks twice is someone.
    ("en", "Leave request\nEmployee: xu, zijian\nManager: sarah harrison\nDates: Feb 20 to Apr 1\n"
           "Reason: family event", ["xu", "zijian", "sarah harrison"]),
    # One word after the word "colour" is the colour.
    ("es", "Pedí el polo en azul marino y me ha llegado en color Hortensia. ¿Lo puedo cambiar?", []),
    ("pt", "PEDI A CAMISA AZUL-MARINHO E VEIO COR DE AÇUCENA. POSSO TROCAR?", []),
    ("en", "Ordered the navy one and got colour Amber instead, Ivy Green from the store agreed.", ["Ivy Green"]),
]


@pytest.mark.parametrize(("language", "text", "names"), SIGNATURES_PETS_AND_FORM_KEYS)
def test_signatures_pets_and_form_keys(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


ROSTERS_HANDLES_AND_LABELS = [
    # A name written surname first, alone on its line or after a code and a wide gap, in any
    # casing; in a list of two or more, a surname the lists hold and a first name that is a word.
    ("en", "Roster, Duke robotics club\nWARE, Ebony\nTHOMPSON, Deborah\nCoach: Ms. Mejía",
     ["WARE", "Ebony", "THOMPSON", "Deborah", "Mejía"]),
    ("en", "ROSTER, LINCOLN ELEMENTARY ROBOTICS CLUB\nAKTER, SUMAIYA\nVENKATARAMAN, ROHAN\nCOACH: MS. ZANELLA",
     ["AKTER", "SUMAIYA", "VENKATARAMAN", "ROHAN", "ZANELLA"]),
    ("es", "lista del taller de robótica\necheverría, maite\nolabarrieta, iker", ["echeverría", "maite", "olabarrieta",
                                                                                "iker"]),
    ("en", "RX WG9T73  BORTOLOTTO, GENNARO\nTAKE 1 TABLET TWICE DAILY WITH FOOD", ["BORTOLOTTO", "GENNARO"]),
    # A sign-off, a greeting, a town and its state are no such line.
    ("en", "Thanks, Karen\nAustin, Texas\nHello, Maria", ["Karen", "Maria"]),
    ("en", "Shipping from:\nAustin, Texas\nPortland, Oregon", []),
    # A handle of a first name and a surname joined by an underscore, whole; a config's keys and a
    # mail's local part are not.
    ("en", "14 upvotes, Lyle_Tidwell: cleared cache, no luck", ["Lyle_Tidwell"]),
    ("pt", "14 curtidas, dimitra_christodoulou: limpei o cache e nada", ["dimitra_christodoulou"]),
    ("en", "set max_retries=3 and grace_period=5, then mail john_doe@example.com", []),
    ("es", '{"customer": {"first_name": "Juan", "last_name": "Viña Lozada", "country": "ES"}}', ["Juan", "Viña Lozada"]),
    # Two spaces and the next field's key end a name; a word after a wide gap is another field's.
    ("en", "Prescriber: Dr. Ciobanu  Refills: 2", ["Ciobanu"]),
    ("en", "Field trip permission slip\nStudent: Brigitte van Dijk   Room: 649\nParent/guardian: Guo Yichen",
     ["Brigitte van Dijk", "Guo Yichen"]),
    # Kin in brackets after a first name: an aunt, a grandmother, a cousin.
    ("en", "Pick-up authorized: Assunta (aunt)", ["Assunta"]),
    ("pt", "Autorizada a buscar: Laila (tia)", ["Laila"]),
    ("es", "Puede recogerlo: Bilal (abuela)", ["Bilal"]),
    # A host's column holds people, each one a first name in any casing.
    ("en", "| GUEST | HOST | TABLE |\n|---|---|---|\n| JEAN-CLAUDE ESTIMÉ | YOLANDA | 530 |",
     ["JEAN-CLAUDE ESTIMÉ", "YOLANDA"]),
    ("pt", "| convidado | anfitriao | mesa |\n|---|---|---|\n| renato henriquez | mehwish | 820 |",
     ["renato henriquez", "mehwish"]),
    # A list of people with an aside before its colon; "Agent (Ming):" still names Ming.
    ("en", "Attendees (St. Patrick's Day lunch): Everett, Ivy, Siegfried Bohn (external, Marshall & Sons Plumbing)",
     ["Everett", "Ivy", "Siegfried Bohn"]),
    ("es", "ASISTENTES (COMIDA DE SAN PEDRO): LUJÁN, DETLEF, MARÍA JOSÉ GARCÍA (EXTERNO)",
     ["LUJÁN", "DETLEF", "MARÍA JOSÉ GARCÍA"]),
    ("en", "Agent (Ming): hi there\nCustomer: hello", ["Ming"]),
    # Asked by name, a comma after it, to take something on.
    ("en", "Subject: Re: warranty claim TP320\n\nYevgeny, can you take this one? I'm out until Friday.",
     ["Yevgeny"]),
    ("es", "Mihaela, ¿te encargas tú? Yo no estoy hasta el lunes.", ["Mihaela"]),
    ("pt", "maria eduarda, você pega essa? só volto na sexta.", ["maria eduarda"]),
    ("en", "Honestly, can you fix it?", []),
    # A colour offered with another is a colour; two people offered so stay people.
    ("pt", "Branco ou cinza? A jaqueta aparece nas duas cores.", []),
    ("pt", "Falei com Branco ou Silva, não lembro.", ["Branco", "Silva"]),
    # A place's word before a name, uncapitalised, makes the place.
    ("es", 'envío=retrasado centro="auditorio Manuel de Falla" causa="lluvia"', []),
]


@pytest.mark.parametrize(("language", "text", "names"), ROSTERS_HANDLES_AND_LABELS)
def test_rosters_handles_and_labels(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


ADDRESSED_AGENTS_AND_SONGS = [
    # A surname-first roster of two towns' names is people; a town and its state are not.
    ("es", "Lista del taller de robótica\nCRESPO, Modesto\nJARA, Alonso", ["CRESPO", "Modesto", "JARA", "Alonso"]),
    ("en", "Roster, Duke robotics club\nanderson, clayton\nkrishnamurthy, divya",
     ["anderson", "clayton", "krishnamurthy", "divya"]),
    # Addressed by first name as a line opens; a greeting, a word and a town are not.
    ("en", "cc: a@example.org\nDarragh, per Puig in the Provost's office, the invoice has to be reissued.",
     ["Darragh", "Puig"]),
    ("en", "Hello, I need help.\nHowever, the order is late.", []),
    # Who answered in chat.
    ("es", "Gracias por arreglarlo tan rápido (Sumaq, la del chat, un encanto).", ["Sumaq"]),
    ("en", "THANKS FOR THE QUICK FIX (NNAMDI IN CHAT WAS GREAT). STILL WAITING ON THE BILL.", ["NNAMDI"]),
    ("pt", "Obrigada por resolver tão rápido (HIDEKI, do chat, um amor).", ["HIDEKI"]),
    ("en", "Live chat is down, and the chat widget too.", []),
    # A plural's verb opening a sentence is no part of the name after it.
    ("pt", "5 estrelas. Procurem Nelly na loja de São José dos Campos, resolveu tudo.", ["Nelly"]),
    # Whom a log's event touched.
    ("es", 'ts=13:05 nivel=aviso usuario="yesenia orellana" afectado=katsuhiko motivo=contracargo',
     ["yesenia orellana", "katsuhiko"]),
    # A first name in lower case before "again", one the lists hold and no word; "hoy" is a word.
    ("es", "meritxell otra vez jaja, me habéis cobrado dos veces", ["meritxell"]),
    ("es", "hoy otra vez jaja, me habéis cobrado dos veces", []),
    # Whom to ask for; what to ask for is no one.
    ("en", "5 stars. Ask for ilaria at the Lafayette store, found a hazel one.", ["ilaria"]),
    ("en", "I want to ask for help and ask for a refund.", []),
    # A handle of a first name and a one-syllable surname, in Spanish text.
    ("es", "14 votos, Dũng_Võ: borré la caché y nada", ["Dũng_Võ"]),
    # A car's make and model after an article: which car; a bridge, a tunnel, a centre after a name.
    ("pt", "Dou R$ 378,52 no Renault Kwid, à vista.", []),
    ("es", "Le cobraron 5,50 € por un Tesla Model 3 que devolvió el 11/1.", []),
    ("en", "My trip to the George Washington Bridge got cancelled, Ana Gil said.", ["Ana Gil"]),
    ("pt", "O trânsito na ponte Hercílio Luz parou tudo.", []),
    # Whom a transfer's memo says the money is for; a month is no one.
    ("en", "WIRE TRANSFER FSQK84: $183.10 FROM ACME TO BAKER LLC. MEMO: BRACES FOR GUADALUPE", ["GUADALUPE"]),
    ("es", "Transferencia TZG3R4: 324,44 € a Ruiz & Asociados. Concepto: ortodoncia de Khánh", ["Khánh"]),
    ("pt", "PIX VCHXL4: R$ 224,64 para a loja. Mensagem: aparelho ortodôntico de Waqas", ["Waqas"]),
    ("en", "Transfer 7LBLQB: $425.20 to the landlord. Memo: rent for June - 2026", []),
    # Addressed after an SMS's sender; who will come by for something.
    ("es", "Ruiz & Asociados: Redouane, el técnico (Laia) llega en unos 10 minutos.", ["Redouane", "Laia"]),
    ("en", "[DEC 9, 16:55] AUTUMN WISE: OK AYANNA WILL SWING BY FOR IT", ["AUTUMN WISE", "AYANNA"]),
    # A law and a prize named after someone; a woman named Lei is someone.
    ("pt", "Ela pediu medida protetiva pela Lei Maria da Penha.", []),
    ("es", "Ganó el Premio Miguel de Cervantes el año pasado.", []),
    ("pt", "Falei com a Lei Wang ontem.", ["Lei Wang"]),
    # Who shares a room or a bill; a Filipino "delos" inside a surname; a log's affected customer.
    ("en", "Folio 96HQTZ | Guest: Mr. Lorenzo Scapini | Sharing with: Analyn delos Santos | Balance due $346.45",
     ["Lorenzo Scapini", "Analyn delos Santos"]),
    ("pt", "Folha de conta BF63W2 | Hóspede: Dona Serena Neves | Divide com: Killa Huanca | Saldo: R$ 128,03",
     ["Serena Neves", "Killa Huanca"]),
    ("pt", 'ts=9:00 operador="Rupert Fotheringham" cliente_afetado=Hyun-woo motivo=chargeback',
     ["Rupert Fotheringham", "Hyun-woo"]),
    # Initials and a surname alone in brackets, the surname a word or not.
    ("es", "Cargo duplicado; pasado a facturación (A. Bravo). Volver a llamar el martes.", ["A. Bravo"]),
    ("en", "CRM note S2SQQ3: escalated to billing (s. canales). Follow up Saturday.", ["s. canales"]),
    # Word-names in lower case in text cased as usual stay names.
    ("es", "Hola, soy rosa blanco y mi pedido no llegó.", ["rosa blanco"]),
    ("en", "Tenant joy barber (unit 4B) reports no hot water since Wednesday.", ["joy barber"]),
    # A firm "and sons" is nobody.
    ("es", "HAY QUE REHACER LA FACTURA DE TALLERES JIMÉNEZ E HIJOS ANTES DEL VIERNES.", []),
    # Whom to look for in a shop, whose call is returned, whose phone sent it, whose mother she is.
    ("pt", "5 estrelas. procurem wiebke na loja de marechal deodoro, achou uma cor no estoque.", ["wiebke"]),
    ("pt", "Procurem o gerente na loja.", []),
    ("es", "Hola, le devuelvo la llamada a gianluca por lo del siniestro.", ["gianluca"]),
    ("pt", "Meu cunhado busca na terça. Enviado do celular de shabnam", ["shabnam"]),
    ("pt", "ligou em nome de Sr. Georgiou (mae de panagiotis) sobre um estorno.", ["Georgiou", "panagiotis"]),
    # The writer's name before who they are to someone, or after "it's me".
    ("es", "Escribo por mi madre. Le cobraron 284,61 €. Soy jacek, su hija.", ["jacek"]),
    ("pt", "meu marido comprou a jaqueta pela alexa mas sou eu, habib, que vou devolver", ["habib"]),
    ("en", "I'm sorry, her son is ill.", []),
    # A first name in lower case before "again" in text cased as usual.
    ("pt", "erika de novo kkk vcs me cobraram R$ 473,80 duas vezes no dia de Nossa Senhora Aparecida", ["erika"]),
    # A party's lawyer; the other side of a case is no initial; a newcomer's buddy; a forum's moderator.
    ("pt", "Processo L297J4: querubim serra x Casas Bahia. Advogada da parte autora: siegfried klein, OAB/SP 982.",
     ["querubim serra", "siegfried klein"]),
    ("en", "Case No. TWJSCC: brooke mcafee v. Baker McKenzie. Counsel for plaintiff: răzvan ciobanu, Esq.",
     ["brooke mcafee", "răzvan ciobanu"]),
    ("en", "Onboarding: laptop done, buddy is grant black, manager sign-off pending", ["grant black"]),
    ("en", "14 upvotes, garrett_thompson: cleared cache, no luck\nmod tanvir: please DM us your account email",
     ["garrett_thompson", "tanvir"]),
    ("en", "mod menu: enabled", []),
    ("es", "Coco se ha vuelto a comer el cable jaja, ¿vendéis solo el cable?", []),
    # A song on repeat.
    ("en", "My kid wants a Texas Rangers cap, Jolene on repeat.", []),
    ("es", "Mi hijo quiere una gorra, y Bárbara en bucle todo el día.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), ADDRESSED_AGENTS_AND_SONGS)
def test_addressed_agents_and_songs(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


SLASHED_LISTS_SQL_AND_KEYWORDS = [
    # Names surname first in a slashed list, in any casing; a word-name among them counts beside the others.
    ("pt", "KOWALSKI, Marta / OYELARAN, Tunde: dois ingressos para o Coritiba", ["KOWALSKI", "Marta", "OYELARAN", "Tunde"]),
    ("es", "BLANCO, DOMINGO / ESPINOZA, LIDIA: DOS ENTRADAS PARA EL CONCIERTO",
     ["BLANCO", "DOMINGO", "ESPINOZA", "LIDIA"]),
    ("en", "okafor, chidi / lindqvist, annika - two seats, row F", ["okafor", "chidi", "lindqvist", "annika"]),
    ("en", "Austin, TX / Denver, CO: two stores reopen", []),
    # A place's word, then the rank of whom it is named after.
    ("pt", "DOIS INGRESSOS, ESTÁDIO GOVERNADOR MAGALHÃES PINTO, SETOR 4", []),
    ("es", "Dos entradas, estadio General Mariano Escobedo, sector 4", []),
    # An SQL INSERT's values under the columns it names; a city's column holds no one.
    ("en", "INSERT INTO customers (first_name, last_name, city) VALUES ('Tomoko', 'Fujii', 'Eugene'), "
           "('Kojo', 'Mensah', 'Jackson');", ["Tomoko", "Fujii", "Kojo", "Mensah"]),
    ("es", "insert into clientes (nombre, apellidos, poblacion) values ('sorin', 'stoica', 'san fernando');",
     ["sorin", "stoica"]),
    # Keywords in capitals are no one, nor the record lines of a calendar file.
    ("es", "INSERT INTO clientes (nombre, apellidos) VALUES ('Joana', 'Simões Mendes');", ["Joana", "Simões Mendes"]),
    ("pt", "begin:vevent\norganizer;cn=kimura misaki:mailto:kimuram@example.net\n"
           "attendee;cn=cléber rodrigues:mailto:rodriguesc@example.org\nend:vevent", ["kimura misaki", "cléber rodrigues"]),
    # A sentence's list between commas is no row of cells.
    ("en", "Red, green, blue, which one?", []),
    ("en", "Paris, London, Rome, which city is cheaper?", []),
    # Two people asked something together as a sentence opens.
    ("en", "Same here. Gwendolyn, Tariq, did your refund arrive?", ["Gwendolyn", "Tariq"]),
    ("es", "A mí también. Itziar, Wilmer, ¿os llegó el abono?", ["Itziar", "Wilmer"]),
    ("pt", "comigo também. rosangela, edivaldo, o estorno de vocês caiu?", ["rosangela", "edivaldo"]),
    # A handle whose first name is hyphenated, or whose surname is also a word.
    ("en", "Posted by @Min-seo_Park on Jun 2", ["Min-seo_Park"]),
    ("pt", "Postado por @CLEIDE_ANJOS em 3/4", ["CLEIDE_ANJOS"]),
    ("en", "set max_retries=3 and grace_period=5", []),
    # A front desk's log: a guest in brackets, who called off a class; the verb ends the name.
    ("es", "Recepción, 6/4: Nerea (invitada de Jaime Olmos) entró a las 14:55; Arash canceló spinning.",
     ["Nerea", "Jaime Olmos", "Arash"]),
    ("es", "recepcion 4/9: almudena entro a las 12:05; jhonatan cancelo spinning.", ["almudena", "jhonatan"]),
    ("en", "FRONT DESK LOG, MAY 1: OANA CANCELLED SPIN.", ["OANA"]),
    # A record's numbered bookings, whatever heads them; steps of a procedure are no one.
    ("en", "PNR Q3WTXJ\n1. ZIELIŃSKA/JOANNA\n2. PRUITT/DALTON\nFLT 106", ["ZIELIŃSKA", "JOANNA", "PRUITT", "DALTON"]),
    ("en", "Steps:\n1. Login/Logout\n2. Export/Import", []),
    # "first" and "last" head a name's parts where both stand in the header.
    ("en", "last\tfirst\trefund\nVILLASEÑOR\tRigoberto\t$173.28\nAINSWORTH\tKirsty\t$289.72",
     ["VILLASEÑOR", "Rigoberto", "AINSWORTH", "Kirsty"]),
    # A card's lines: a key, a space, the value.
    ("en", "OCR DRIVER LICENSE CLASS C\nLN OGUNLEYE\nFN ADAEZE\nEXP May 4", ["OGUNLEYE", "ADAEZE"]),
    ("es", "OCR TARJETA DE RESIDENCIA\nAPELLIDOS DE LAS CASAS FERNÁNDEZ\nNOMBRE BORJA\nVÁLIDA HASTA 8/5",
     ["DE LAS CASAS FERNÁNDEZ", "BORJA"]),
]


COLOURS_PETS_TITLES_AND_WORKPLACES = [
    # Colours offered one with another.
    ("es", "Rosa o Violeta, ¿qué color llega antes?", []),
    ("en", "Hunter green or Amber? The jacket comes in both.", []),
    ("pt", "Tem a capinha em Lilás ou Violeta?", []),
    # Pets after their noun and a comma, or after their owner's name.
    ("en", "Boarding for our two dogs, Luna and Cooper, from Oct 2.", []),
    ("pt", "Hospedagem para os nossos cachorros, Fred e Pretinha, a partir de 12/1.", []),
    ("es", "Nota: el perro de Reynaldo Villanueva, Rocky, ladra.", ["Reynaldo Villanueva"]),
    # Trades by their shifts, a print by its word.
    ("en", "Also hiring: Baker, Porter and Mason shifts at the depot.", []),
    ("en", "Daisy print bed covers are back.", []),
    # What a device or a stream plays.
    ("en", "[device log] request: play Jolene; result: not found", []),
    ("es", "[registro] petición: poner Mafalda; resultado: no encontrado", []),
    ("pt", "A transmissão de Tieta trava toda noite.", []),
    ("en", "Stream keeps buffering during Forrest Gump.", []),
    # A smart speaker's assistant.
    ("en", "Device: Jamie speaker, firmware 2.1", []),
    ("pt", "Aparelho: caixa de som com a Bia.", []),
    ("es", "palabra de activación «Irene» a las 15:30", []),
    # Where someone works: after a first name and "from" or ", de"; after a signature's job title.
    ("en", "Thanks all, copying Tamsin from Davis Polk.", ["Tamsin"]),
    ("pt", "Obrigado a todos; incluí Yonas, do Machado Meyer.\n\nAtenciosamente,\nMizanur Islam\nAnalista, Andrade Gutierrez",
     ["Yonas", "Mizanur Islam"]),
    ("es", "Gracias a todos; añado a Esperanza, de Notaría Fernández Ortega.", ["Esperanza"]),
    ("en", "Message from Ana Gil: call me back.", ["Ana Gil"]),
    # Looped in, added: a person follows.
    ("en", "THANKS ALL, LOOPING IN DMITRI FROM MORRISON & FOERSTER.", ["DMITRI"]),
    # Ships, by their cabins, their cruises or their prefix.
    ("en", "Wire ref 89RLKR; memo: cabin on the USS Gerald R. Ford", []),
    ("es", "concepto: camarote en el Sarmiento de Gamboa", []),
    ("pt", "assunto: cruzeiro cancelado (o Almirante Saldanha)", []),
    # What a bottle holds.
    ("en", "Gift order: a bottle of Johnnie Walker and one of Evan Williams, to Austin.", []),
    ("es", "Regalo: una botella de ron Barceló y otra de tequila Don Julio.", []),
    # Teams on either side of a match; "contra o João" in Portuguese is a person.
    ("en", "Tickets for the Orlando Magic vs the Houston Astros at Fenway Park.", []),
    ("es", "Entradas para el Sarmiento contra el San Lorenzo, sector 115.", []),
    ("pt", "queixa da Ana contra o João", ["Ana", "João"]),
    # Where a flight lands.
    ("en", "We land at Louis Armstrong New Orleans at 13:30.", []),
    # A disease named after someone; a shop by its owner's possessive; what a JSON reply's tags and origin hold.
    ("pt", "O plano cobre algo relacionado a mal de Parkinson ou doença de Chagas?", []),
    ("en", "Does the plan cover Lou Gehrig's disease?", []),
    ("en", "Will that apply to orders from Carl's Jr. too? seller Denny's shipped fast", []),
    ("en", "oct 8  denny's  -$254.31", []),
    ('pt', '{"estabelecimento": "Açougue do Toninho", "tags": ["Cosme e Damião"], "origem": "Hugo"}', []),
    # Who paid by Zelle; who prepared an invoice, initials in lower case.
    ("en", "May 20  ZELLE FROM TADASHI OGAWA  +$188.27", ["TADASHI OGAWA"]),
    ("en", "invoice w2581\nbill to: yui ito\nprepared by: l. sun\ntotal due: $127.09", ["yui ito", "l. sun"]),
    # A carer by their role; a YAML ticket's assignee; a firm by the attorneys at it.
    ("pt", "A cuidadora Despina vai ligar do +55 11 90000-9385.", ["Despina"]),
    ("es", "incidencia: XGH3SH\nasignada_a: Shota\nasunto: crucero cancelado", ["Shota"]),
    ("en", "Our attorneys at Davis Polk will send the photos.", []),
    ("pt", "Nossos advogados do Mattos Filho vão mandar as fotos.", []),
    # A bridge named after a "Jr."; a mesón; who issued an invoice; a vCard's family and given names.
    ("en", "the courier left the parcel at the Arthur Ravenel Jr. Bridge toll plaza. Tom Smith Jr. called.",
     ["Tom Smith Jr"]),
    ("es", "EL PUNTO DE RECOGIDA PASÓ DE MESÓN DE PEPE A LAS TAQUILLAS.", []),
    ("es", "FACTURA TH614\nCliente: tarek nasser\nEmitida por: j. condori\nTotal: 258,20 €", ["tarek nasser", "j. condori"]),
    ("es", "BEGIN:VCARD\nVERSION:3.0\nN:Calle Chávez;Yolanda;;;\nEND:VCARD", ["Yolanda"]),
    ("pt", "begin:vcard\nn:trương;khoa;;;\nend:vcard", ["trương", "khoa"]),
    # An employee's name after their word, surname first as often.
    ("pt", "Alteração na folha: colaborador(a) Bortolotti Liliane, novo gestor Akosua Appiah.",
     ["Bortolotti Liliane", "Akosua Appiah"]),
    ("es", "Cambio de nómina: empleada de la Torre Remedios, con efecto el 1/2.", ["de la Torre Remedios"]),
    ("en", "Employee Portal Access, reset required", []),
    # A law by its word right before a name of two words; "a Lei Wang" is her.
    ("pt", "Em casos de Lei Aldir Blanc precisamos de um termo assinado.", []),
    ("pt", "A Lei Wang ligou ontem.", ["Lei Wang"]),
    ("en", "Parent portal: Lei Ouyang asked why the timetable is empty.", ["Lei Ouyang"]),
    # A ship by the cabin after it; software by its build or its integration.
    ("pt", "Reserva VKQH4X no Almirante Barroso, cabine 484.", []),
    ("pt", "O build do Ruby quebrou e a integração com a Bia dá erro.", []),
    ("pt", "Integração de Giovanna Zanatta: notebook ok, crachá ok.", ["Giovanna Zanatta"]),
    # A label's name before its address; notes' "x el" is "por el", no match.
    ("pt", "Etiqueta: Alessia Caruso, Avenida Paulista, 22, Natal", ["Alessia Caruso"]),
    ("es", "NOTA CRM: HABLÉ CON MACARENA CARRASCO X EL RECARGO.", ["MACARENA CARRASCO"]),
    ("pt", "hablé con Takako x. Cobro", ["Takako"]),
    # Who answers a forwarded message, by surname; a heading after a quote is no one.
    ("en", "Forwarded from Nelson Boff:\n> the warranty covers it\nBerrada: ok thanks, Nelson",
     ["Nelson Boff", "Berrada", "Nelson"]),
    ("en", "> see below\nSubject: refund\nNote: ok", []),
    # A call for attention before whom a question asks.
    ("es", "Che, Jazmín, ¿vos sabés si ya le devolvieron la plata?", ["Jazmín"]),
    # Slashed names before a spaced dash, a stadium after it.
    ("en", "ZÚÑIGA, Yareli / MATSUMOTO, Sumiko - three seats, Arthur Ashe Stadium",
     ["ZÚÑIGA", "Yareli", "MATSUMOTO", "Sumiko"]),
]


@pytest.mark.parametrize(("language", "text", "names"), COLOURS_PETS_TITLES_AND_WORKPLACES)
def test_colours_pets_titles_and_workplaces(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


@pytest.mark.parametrize(("language", "text", "names"), SLASHED_LISTS_SQL_AND_KEYWORDS)
def test_slashed_lists_sql_and_keywords(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


STATEMENTS_BOOKINGS_BOATS_AND_FIRMS = [
    # A bank statement's counterparty, whole or surname first before a comma; the payment's word is no one.
    ("pt", "12/03  PIX RECEBIDO NAKAMURA, Emiko  +R$ 120,00", ["NAKAMURA", "Emiko"]),
    ("en", "Mar 4  ZELLE FROM HALVORSEN, MAGNUS  +$80.00\nMar 5  CHECK #112 PAID TO greta lindholm  -$45.10",
     ["HALVORSEN", "MAGNUS", "greta lindholm"]),
    ("es", "02/02  bizum de quispe mamani, yessenia  +35,00 €", ["quispe mamani", "yessenia"]),
    ("pt", "3/4  TED ENVIADA ODETE FALCÃO  -R$ 90,00", ["ODETE FALCÃO"]),
    # A record's locator, then its numbered bookings, the title after each.
    ("pt", "Localizador QX7R2M: 1.FONSECA/ANA BEATRIZ SRA  2.OKONKWO/EMEKA SR · voo para Recife",
     ["FONSECA", "ANA BEATRIZ", "OKONKWO", "EMEKA"]),
    ("en", "PNR ZK82LD  1.DELA CRUZ/ROWENA MS  2.BRANDT/JONAS MR  SEG JFK-LAX", ["DELA CRUZ", "ROWENA", "BRANDT", "JONAS"]),
    ("es", "Localizador 6PWVBN: 1.ahmadieh/negar SRA  2.pineiro/rolando SR · vuelo a Lima",
     ["ahmadieh", "negar", "pineiro", "rolando"]),
    ("en", "PNR ZK82LD  1. Login/Logout  2. Help/About", []),
    # A GDS display's passenger elements under its header, a part each, a title left out.
    ("en", "RP/PZG7T2/\n  1.1 CIOBANA/SORINEL MR   2.1 LIANGO/TINGYU MRS\n  3 SSR WCHR FOR GLACIER TOUR\n"
           "  5 AP (802) 555-0169", ["CIOBANA", "SORINEL", "LIANGO", "TINGYU"]),
    ("pt", "RP/X9KXNK/\n  1.1 cantuar/ramiel   2.1 levinsk/naomar\n  5 AP +55 61 90000-0001",
     ["cantuar", "ramiel", "levinsk", "naomar"]),
    # A fraction or a ratio is no passenger.
    ("en", "The mix is 1.5 water/flour  2.1 sugar/salt", []),
    # A handle under a person's key in a log; another key's value is no one's.
    ("en", "10:15 INFO login user=Ingrid_Solheim role=admin", ["Ingrid_Solheim"]),
    ("en", "10:15 INFO retry mode=grace_period", []),
    ("es", "Publicado por Nadia_Al-Rashid · 2/3", ["Nadia_Al-Rashid"]),
    # Who brings it, said so; whose tip a forum's post tried; whose guest.
    ("en", "yes, driver is Tobias, he'll call ahead", ["Tobias"]),
    ("es", "SÍ, EL REPARTIDOR ES LUCIO, TE LLAMARÁ ANTES", ["LUCIO"]),
    ("pt", "a dica da Marisol no fórum não resolveu", ["Marisol"]),
    ("es", "el truco de Anselmo del hilo no funcionó", ["Anselmo"]),
    # An iCalendar's common names, a vCard's formatted name.
    ("es", "BEGIN:VEVENT\nORGANIZER;CN=Graciela Mendívil:mailto:gm@example.org\n"
           "ATTENDEE;CN=Tadeusz Wróbel:mailto:tw@example.net\nEND:VEVENT", ["Graciela Mendívil", "Tadeusz Wróbel"]),
    ("en", "BEGIN:VCARD\nVERSION:3.0\nN:OYELOWO;FOLAKE;;;\nFN:FOLAKE OYELOWO\nEND:VCARD",
     ["OYELOWO", "FOLAKE", "FOLAKE OYELOWO"]),
    # An initial and a surname before their deed, or signing a review after a dash.
    ("es", "R. Villalba aprobó el reembolso (expediente 4KQ2).", ["R. Villalba"]),
    ("pt", "Ótimo atendimento, recomendo a loja — T. Bittencourt", ["T. Bittencourt"]),
    # An insurance claim's insured and assessor; a deed's parties and witnesses.
    ("pt", 'sinistro:\n  segurado: "Idris Okafor"\n  vistoriador: l. da silva', ["Idris Okafor", "l. da silva"]),
    ("pt", "Compareceram perante mim Jurema Batista e Otávio Lins, que vendem o imóvel.", ["Jurema Batista", "Otávio Lins"]),
    ("en", "Witnessed on Apr 2 by Marguerite Olsen and Desmond Achebe; the deed transfers the lot.",
     ["Marguerite Olsen", "Desmond Achebe"]),
    # A role's noun is no part of the name; a title keeps a surname beside a brand.
    ("en", "DELIVERY GUY MARCO ANTONIO WAS GREAT", ["MARCO ANTONIO"]),
    ("en", "Thanks, Mr. Okoro, Johns Hopkins University", ["Okoro"]),
    # A form's label in French is no one.
    ("en", "Nom: Célestine Marchand\nCommande: QX12", ["Célestine Marchand"]),
    # Colours listed together with a shade; people named so keep their surnames.
    ("en", "Rose gold, Violet and Amber are back; Olive green ships Monday.", []),
    ("es", "Agotados: Rosa palo, Violeta y Coral.", []),
    ("es", "Asegurados: Rosa Blanco, Violeta Pérez y Jade Ruiz.", ["Rosa Blanco", "Violeta Pérez", "Jade Ruiz"]),
    ("en", '{"tier": "gold", "last_agent": "zach gray"}', ["zach gray"]),
    # Banks that issue cards, listed together.
    ("en", "Chase and Sterling cards are not affected.", []),
    # A costume's character, what children want to watch.
    ("en", "the Peppa Pig costume for Nahum is late", ["Nahum"]),
    ("es", "los niños quieren ver Marianela esta noche", []),
    ("pt", "a fantasia de Dom Casmurro chega amanhã", []),
    # Boats by their kind, "the Lady", or Our Lady; a bot by its apposition.
    ("pt", "Não achei a reserva na balsa Anita Garibaldi.", []),
    ("en", "I can't find my booking on the Lady Ellen.", []),
    ("es", "El relevo del pesquero Nuestra Señora del Carmen pasa al lunes.", []),
    ("es", "Derivada por Sofía, el bot del banco.", []),
    # Firms: brothers, a firm's lawyers, the law offices of a founder.
    ("en", "Wendell Brothers Moving: your tech is on the way", []),
    ("en", "The invoice went to the Law Offices of Benjamin Crowe.", []),
    ("pt", "Sincroniza com as agendas do Pinheiro Neto Advogados.", []),
    # Software a fix did not work on, or a connector joins.
    ("pt", "Comigo acontece o mesmo, não resolveu no Jenkins.", []),
    ("pt", "O conector do Jenkins agora sincroniza.", []),
    # Venues, teams after their city, airports, a hospital named after someone.
    ("en", "Pickup from Lou Gehrig Field at noon.", []),
    ("en", "The New Orleans Saints merch is excluded.", []),
    ("en", "Lockers at Louis Armstrong International are free.", []),
    ("en", "The group meets at Eleanor Whitley Children's Hospital.", []),
    # Pets by their field, their apposition, what they ate; shops and schools.
    ("pt", "Dependentes: Juvenal e Odete (pet: Pipoca, sem cobertura).", ["Juvenal", "Odete"]),
    ("en", "Murphy the dog is not covered.", []),
    ("en", "also Penny ate the packing slip", []),
    ("en", "My card was charged twice at Miss Ruth's Laundromat.", []),
    ("es", "Atentamente, secretaría del Liceo José Victorino Lastarria", []),
    ("pt", "Devoluções de compras feitas em Mercadinho Santa Luzia.", []),
    # Goods named after a character, after an offer's noun; law firms known by their founders' surnames.
    ("es", "REF. WJ189  CONTENIDO: LOTE Tía Rosa", []),
    ("es", "volvió a fallar tras la campaña de Don Simón", []),
    ("es", "La factura se ha enviado a Cuatrecasas para su revisión.", []),
    ("pt", "A nota fiscal foi encaminhada ao Mattos Filho para análise.", []),
    # A person's field with an aside before its colon.
    ("es", "Beneficiario (según DNI): Quispe Yessenia\nParentesco: hija", ["Quispe Yessenia"]),
    ("en", "Beneficiary (as on ID): rhys calloway\nRelationship: child", ["rhys calloway"]),
    # A role's bracket still names who stands in it; "of" after a comma says where someone works.
    ("en", "AGENT (KWAME): Thank you for calling Baker McKenzie, who am I speaking with?", ["KWAME"]),
    ("pt", "Obrigado a todos; incluí Joana, do Mattos Filho.", ["Joana"]),
    ("es", "hilo: la app de pérez-llorca abogados me cierra la sesión", []),
    # A span never runs over a middle dot; a place named after someone holds their middle initial.
    ("pt", "CORRIDA RW468 · MOTORISTA BENEDITO · PASSAGEIRO HERNÁN MANZUR · SAÍDA: ESTÁDIO NILTON SANTOS",
     ["BENEDITO", "HERNÁN MANZUR"]),
    ("es", "El aparcamiento del Estadio Alberto J. Armando está cerrado.", []),
    # A palace's word alone is a surname; a Korean surname that is a venue's word stays a surname.
    ("es", "Según Palacio, el contador se cambió en marzo.", ["Palacio"]),
    ("en", "new msg: J. K. PARK asked for invoice copies", ["J. K. PARK"]),
    # Named after someone: a theorem, a law, a team's products; a build; goods after a kit's noun.
    ("pt", "O plano não cobre o grupo de apoio de teorema de Pitágoras.", []),
    ("en", "does the plan cover murphy's law meds?", []),
    ("es", "NO INCLUYE PRODUCTOS DE SANTOS LAGUNA.", []),
    ("es", "la compilación de Jenkins volvió a fallar", []),
    ("pt", "PEDIDO KJ990  CONTEÚDO: KIT Melissa", []),
    # A character's title belongs to the work.
    ("en", "kids want to watch Mrs. Doubtfire on it", []),
    # Whom an account adds as a user or a holder.
    ("en", "PLEASE ADD DMITRI VOLKOV AS AN AUTHORIZED USER ON ACCOUNT LZ47X8.", ["DMITRI VOLKOV"]),
    ("es", "Quiero añadir a Irene Soto como titular adicional.", ["Irene Soto"]),
    ("en", "Please add Netflix as an authorized merchant.", []),
    # A consultant's field; a surname's field that says it is whole; a town and its state in a cell; a drive.
    ("pt", '{"cliente": {"nome": "katerina nikolaidis"}, "consultor": "cynthia basa"}', ["katerina nikolaidis", "cynthia basa"]),
    ("pt", "Sobrenomes completos: Yulo Sumulong\nParentesco: filho", ["Yulo Sumulong"]),
    ("en", "<tr><td>323CPX</td><td>Marinalva da Paixão</td><td>Eugene, OR</td></tr>", ["Marinalva da Paixão"]),
    ("en", "We're at Grace Church on Eleanor Roosevelt Dr until then.", []),
    # Whose an account is, in brackets; someone of the household; whom a costume is for.
    ("en", "I'M WRITING ABOUT MY MOTHER'S ACCOUNT (TERESA QUISPE VARGAS). HER CARD WAS CHARGED TWICE.",
     ["TERESA QUISPE VARGAS"]),
    ("en", "Your account (ID 4471) is closed.", []),
    ("pt", "QUERO CANCELAR O PEDIDO, KOFI LÁ DE CASA JÁ COMPROU OUTRO", ["KOFI"]),
    ("en", "the forrest gump costume for leland is backordered until mar 12.", ["leland"]),
    ("en", "the costume for adults is backordered.", []),
    # A condition named after whom described it, by its possessive alone; a title keeps the person.
    ("en", "Does the plan cover anything related to Crohn's at Mass General?", []),
    ("en", "Ms. Parkinson's order is late.", ["Parkinson"]),
    # Chains, a Spanish secondary school's acronym before its namesake; "Company" is a Catalan surname too.
    ("en", "Order WL737 from Arby's: customer Colton Schultz.", ["Colton Schultz"]),
    ("es", 'de: "nuria vela company" <company.nuria@example.com>', ["nuria vela company"]),
    ("es", "Se entregan en secretaría de la IES Miguel de Cervantes antes del 11/10.", []),
    # A show without subtitles; the future's "will" after a surname.
    ("en", "Stream keeps buffering, and Anne of Green Gables has no subtitles.", []),
    ("es", "Se corta la emisión y Mafalda no tiene subtítulos.", []),
    ("en", "THE GROUP RATE FOR THE GALA; MS. KOÇ WILL PAY BY CARD.", ["KOÇ"]),
    # A transfer's payer; who approved, after a colon; a Spanish deed's parties; a hotel's element.
    ("es", "transferencia tkppc3: beneficiario vidal, justo; ordenante r. colón; concepto: camarote",
     ["vidal", "justo", "r. colón"]),
    ("en", "Payroll change: employee Piers Lloyd-Jones, effective Jul 21. Approved: y. de león",
     ["Piers Lloyd-Jones", "y. de león"]),
    ("en", "Approved: yes. Status: closed.", []),
    ("es", "ANTE MÍ, NOTARIO, COMPARECEN darlys quintero ospina Y elvis ticona choque, MAYORES DE EDAD.",
     ["darlys quintero ospina", "elvis ticona choque"]),
    ("en", '<booking id="XCKZGL"><guest>SATO HIROSHI</guest><hotel>Conrad</hotel></booking>', ["SATO HIROSHI"]),
    ("pt", "<pedido><destinatario>Mustafa Ibrahim</destinatario><vendedor>Marise Fogaça da Paz</vendedor></pedido>",
     ["Mustafa Ibrahim", "Marise Fogaça da Paz"]),
    ("en", "Looping in Yuting Liu from logistics, cc Bill Robinson. Dr. Rees-Mogg is still waiting.",
     ["Yuting Liu", "Bill Robinson", "Rees-Mogg"]),
    # Who trains, rents or shares a home; an address named as such is no one.
    ("en", "Freeze request. Trainer EUNJI pauses the PT sessions.", ["EUNJI"]),
    ("en", "Account holder a. s. al-fassi, service address Lincoln Way. Tenant kilonzo says the estimate is wrong.",
     ["a. s. al-fassi", "kilonzo"]),
    ("en", "The landlord said the tenant is away.", []),
]


@pytest.mark.parametrize(("language", "text", "names"), STATEMENTS_BOOKINGS_BOATS_AND_FIRMS)
def test_statements_bookings_boats_and_firms(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


CARE_OF_COMPANIONS_PAYROLLS_AND_PLACES = [
    # A parcel left in someone's care: the surname, a comma, the given name.
    ("en", "DELIVER TO:\nOWEN BRACKLEY\nC/O FENWICK, Talia\nUNIT 12", ["OWEN BRACKLEY", "FENWICK", "Talia"]),
    ("es", "a/a ortuño, remedios\npiso 3, puerta a", ["ortuño", "remedios"]),
    ("pt", "A/C MEIRELES, Joana\nAPTO 41", ["MEIRELES", "Joana"]),
    # A record's numbered bookings, a title after some of them, one per line.
    ("en", "PNR Q4RT7Z\n1. ASHWORTH-BELL/PRUDENCE Mrs.\n2. OYELARAN/TUNDE\nSSR VGML",
     ["ASHWORTH-BELL", "PRUDENCE", "OYELARAN", "TUNDE"]),
    ("es", "Localizador K2M9QX\n1. IBARGÜEN/ROSALBA Sra.\n2. TAMAYO/ELKIN\nDESTINO: Cali",
     ["IBARGÜEN", "ROSALBA", "TAMAYO", "ELKIN"]),
    # Who rides or travels with the customer, listed after the cue's colon.
    ("en", "Your car is on its way. Riding with you: Tobias, Imelda. Fare $23.10.", ["Tobias", "Imelda"]),
    ("es", "Viajan contigo: Florencia, Anselmo. Llegada 10:40.", ["Florencia", "Anselmo"]),
    ("pt", "com você: odair, graziela. total da corrida: r$ 31,00", ["odair", "graziela"]),
    # Called by name at the message's start; one word signing an SMS after a dash.
    ("en", "Philippa!! the parcel went to the wrong flat, can you chase it? -Cosmo", ["Philippa", "Cosmo"]),
    ("pt", "RAIMUNDA!! A ENCOMENDA SUMIU. -DALVA", ["RAIMUNDA", "DALVA"]),
    ("en", "Wow!! that was quick, thanks a lot. - ok", []),
    ("en", "The code is 4417. - Thanks", []),
    # A memo's separator is no SMS's dash; a cry of victory is no one called.
    ("en", "Transfer 7Q: $20.00 from OKORO Miriam to Acme Bank. Memo: rent for Lorna - April", ["OKORO Miriam", "Lorna"]),
    ("pt", "Vitória! Finalmente o estorno caiu.", []),
    # A law after a possessive in capitals; a firm's last word in capitals or lower case; a shop by
    # its owner's possessive and its kind; a hall one is at; software by its update or its kind.
    ("en", "PER SOD'S LAW IT BROKE TWICE.", []),
    ("en", "route this to okafor brandt legal please", []),
    ("en", "Bought it at Aunt Winnie's Thrift last week.", []),
    ("en", "The gala at Pemberton Hall was cancelled.", []),
    ("en", "The Hudson update broke the sync.", []),
    ("es", "la actualización de Gaspar ERP no sincroniza", []),
    # An update by someone is theirs ("Última actualización de B. Zanella:").
    ("es", "- Última actualización de T. Quiroga: esperando al cliente", ["T. Quiroga"]),
    ("pt", "o gato derrubou o vaso Margarida", []),
    # Who picks the customer up; "down there" written without its accent; a particled surname in
    # someone's care (the "O" of "C/O" is no article); a feast by its name.
    ("es", "Te recoge Fermín en un coche azul.", ["Fermín"]),
    ("pt", "o motoboy deixou com aurelina la embaixo", ["aurelina"]),
    ("en", "C/O VAN DER BERG, Anneke\nAPT 3", ["VAN DER BERG", "Anneke"]),
    ("en", "Booking for the Michaelmas weekend, guest Rhoswen Pryce.", ["Rhoswen Pryce"]),
    # Who lives on the ground floor ("do térreo") is a name and where they live; a list after a
    # venue's name and its colon; who has something; who was picked up.
    ("pt", "deixou a caixa com ZULEIDE DO TÉRREO", ["ZULEIDE"]),
    ("pt", "- j. v. da ressurreicao (troca de endereco)", ["j. v. da ressurreicao"]),
    ("en", "Roll call at Whitmore Arena: Odalys Quintero (member), Ruben Achterberg (trial).",
     ["Odalys Quintero", "Ruben Achterberg"]),
    # A label's place word after a word of the language keeps its value a place's ("Body shop:").
    ("en", "Third party: none. Body shop: Earl Scheib.", []),
    ("es", "Ainhize tiene la garantía caducada.", ["Ainhize"]),
    ("es", "ESTIMADAS FAMILIAS: NAGORE FUE RECOGIDA A LAS 17:00.", ["NAGORE"]),
    # An airport's last word taken into the span; a book club's book; a ferry by its kind; a
    # sports club's initials; a foundation's or a place's title; an e-book's title in capitals;
    # Brazil's TED after its article.
    ("en", "DEST Adeyemi Regional", []),
    ("pt", "Reunião do clube do livro Dom Casmurro amanhã.", []),
    ("en", "The Rosalind Pike ferry was late.", []),
    ("es", "contra el CD Aurelio Vela el domingo", []),
    ("pt", "doação para a Fundação Padre Belmiro", []),
    ("en", "CAN WE USE THE HEIDI E-BOOK LICENCE?", []),
    ("pt", "o TED do aluguel voltou", []),
    # A first name, "and", then a verb and its object: no second name ("Said" is one elsewhere).
    ("en", "caller gave the name yelena and said the card is hers.", ["yelena"]),
    # Whom a courier left the parcel with; who answers for the firm; who pays.
    ("pt", "o motoboy deixou com Valdemar na portaria", ["Valdemar"]),
    ("pt", "O ENTREGADOR DEIXOU A CAIXA COM CLEIDE LÁ EMBAIXO", ["CLEIDE"]),
    ("en", "Support rep Marguerite said a refund is on its way.", ["Marguerite"]),
    ("pt", "a conta é da minha mãe mas quem paga é Severino", ["Severino"]),
    ("en", "is the refund for my stepdaughter Ottilie done?", ["Ottilie"]),
    ("en", "Cust. says a relative, Wilhelmina, has the card.", ["Wilhelmina"]),
    # A forum post's byline names its writer even where the handle's words are rare.
    ("en", "Posted by Sovann_Keo · 12 replies\nSame problem here.", ["Sovann_Keo"]),
    ("en", "mode=grace_period retries=3", []),
    ("en", "Posted by ivy_church · 3 replies", ["ivy_church"]),
    # Whose a card is; who pays the bill.
    ("en", "the card on file belongs to odile marchetti, who is away.", ["odile marchetti"]),
    ("en", "acct is under my name but priscilla pays the bill", ["priscilla"]),
    ("es", "LA CUENTA ESTÁ A NOMBRE DE MI MADRE PERO PAGA XIANA", ["XIANA"]),
    ("es", "la cuenta está a mi nombre pero paga la empresa", []),
    # Who bought it, in apposition; someone called so.
    ("es", "No enviaron el reloj y quien lo compró, Yakubu, abrió una disputa.", ["Yakubu"]),
    ("es", "Me atendió un tal Jean-Louis en facturación.", ["Jean-Louis"]),
    # A payroll's line opens with the name, surname first, before the employee's number; the
    # account holder's name after "reads"; who approved after "Aprovação:".
    ("en", "Pemberton Rosalind (employee QX118): deposit returned.", ["Pemberton Rosalind"]),
    ("es", "DEL VALLE MARÍA FERNANDA (n.º de empleado P4471): nómina devuelta.", ["DEL VALLE MARÍA FERNANDA"]),
    ("pt", "nogueira tainá (matrícula bx204): o salário voltou. aprovação: w. pacheco",
     ["nogueira tainá", "w. pacheco"]),
    # Words of one name that finders found apart are one span.
    ("en", "Transfer 9KD1: $41.00 from TREMBLAY Odile to Wells Fargo. Memo: gym", ["TREMBLAY Odile"]),
    # A statement's confirmation code is no part of the name; a card purchase's merchant is no one.
    ("en", "Feb 2  ZELLE FROM DORIAN KESTREL CONF K8PQ2W  +$40.00\nFeb 3  CARD Winifred Lacey BAKERY  -$9.50",
     ["DORIAN KESTREL"]),
    # Spoken Portuguese's "tô" after a name is "I am".
    ("pt", "OI AQUI É JANDIRA MOTTA TÔ LIGANDO PELO PEDIDO", ["JANDIRA MOTTA"]),
    # A carrier named after someone after "via"; a forum, a prize, an arena, a dome named so.
    ("en", "SHIP VIA Eleanor Whitby FREIGHT", []),
    ("en", "Posted in the Springfield forum by a guest.", []),
    ("en", "Refund the Harriet Quill Prize entry fee.", []),
    ("en", "The 6pm class moved to the Okafor Dome.", []),
    ("pt", "Os ingressos do Clube Dom Bosco vieram em dobro.", []),
    # A subscription of someone's is theirs; a surname "del Campo"; a brand before "Clube".
    ("es", "La suscripción de Fidela Roca se renueva el lunes.", ["Fidela Roca"]),
    ("es", "hola soy Rocío del Campo otra vez", ["Rocío del Campo"]),
    ("pt", "o Leal Clube (programa de pontos) cancelou a parceria.", []),
    ("pt", "ingressos do Esporte Clube Tio Juca", []),
    # A thing's name under its key; a land's first word alone; a particled town's whole name.
    ("en", "Vacuum broke again. Model name: Heidi, serial 4471.", []),
    ("pt", "Costa Rica e Costa do Marfim não recebem envios.", []),
    ("pt", "Campos do Jordão: entregas atrasadas.", []),
    ("pt", "José dos Santos ligou sobre o pedido.", ["José dos Santos"]),
    ("es", "la excursión al Campo Anselmo Vera", []),
    # A place's kind, then a title and a name: the place ("aeropuerto Doña …", "Pousada Seu …").
    ("es", "El vuelo al aeropuerto Doña Remedios salió tarde.", []),
    ("pt", "A Pousada Seu Tonico segurou a reserva.", []),
    ("pt", "O passeio vai ao Estádio Dona Zilda.", []),
    # A system, a robot or an ERP named like a person; a poster's character; a subscription.
    ("pt", "o erro veio do sistema Otávio e do robô Heitor", []),
    ("en", "It bought a Huckleberry Finn poster instead.", []),
    ("es", "Compró un póster de La Regenta por error.", []),
    ("en", "I was charged twice for the Wendy Marsh subscription.", []),
    # A condition by its eponym alone; a verb after "please"; a cry for help.
    ("pt", "o plano cobre tratamento de Alzheimer?", []),
    ("en", "Does it cover Hodgkin lymphoma?", []),
    ("en", "Please Mark the ticket as solved.", []),
    ("es", "Socorro, no puedo entrar otra vez.", []),
    # Named colours offered where the message speaks of colours; a nail polish's make.
    ("pt", "Violeta ou Safira? As cores do site confundem.", []),
    ("pt", "O esmalte Melissa chegou quebrado.", []),
    # A law firm by its offices.
    ("en", "Signed at the offices of Thornbury Vance Legal.", []),
    # A card's network before its holder is no part of the name; a law named after someone; a
    # book club's and an e-book's title.
    ("es", "Devolvimos 20 € a la Visa de Aurelio Santos Pereda ayer.", ["Aurelio Santos Pereda"]),
    ("en", "Hold per Jessica's Law review.", []),
    ("en", "NOTE:Moby Dick book club", []),
    ("pt", "Podem usar a licença do e-book de Iracema?", []),
]


@pytest.mark.parametrize(("language", "text", "names"), CARE_OF_COMPANIONS_PAYROLLS_AND_PLACES)
def test_care_of_companions_payrolls_and_places(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


ORDINALS_PETS_FIELDS_AND_TITLES = [
    # Two people joined by "&", the second with the surname they share, a function word after.
    ("en", "Pickup authorised for Tamsin & Oliver Pennock from the after-school club.", ["Tamsin", "Oliver Pennock"]),
    ("en", "pickup ok for mireille & jonas aldana from room 4 on friday", ["mireille", "jonas aldana"]),
    ("en", "PICKUP AUTHORISED FOR NAOMI & ELIAS WHITLOCK FROM GATE B", ["NAOMI", "ELIAS WHITLOCK"]),
    ("en", "I bought it at Harrison & Cole Outfitters on Main Street.", []),
    ("en", "Marks & Spencer in the mall refused the return.", []),
    # A ranking's places are people's: an ordinal before each ("1st", "2º").
    ("en", "Prize draw: 1st Marisol Quintana $50.00, 2nd Dorian Webb $25.00", ["Marisol Quintana", "Dorian Webb"]),
    ("en", "prize draw: 1st marisol quintana $50.00, 2nd dorian webb $25.00", ["marisol quintana", "dorian webb"]),
    ("es", "Sorteo: 1º Araceli Montoya 30,00 €, 2º Benigno Salas 15,00 €", ["Araceli Montoya", "Benigno Salas"]),
    ("pt", "O processo corre na 2ª Vara Cível de Campinas.", []),
    # A guest the name brings ("+ 1") is no firm's partner.
    ("en", "Guest list: Odile Marchetti + 1; Bram Keller", ["Odile Marchetti", "Bram Keller"]),
    ("en", "guest list: odile marchetti + 1; bram keller", ["odile marchetti", "bram keller"]),
    # Animals kept at home, by their kind.
    ("en", "The hotel charged a fee for the parrot Oscar and the hamster Mabel.", []),
    ("es", "Nos cobran aparte por el loro Paco y el hámster Rocky.", []),
    ("pt", "A minha cadela Pipoca e a calopsita Juju ficaram no hotel.", []),
    # An obituary's survivors.
    ("en", "She is survived by Corwin, Ottilie and the dog Biscuit.", ["Corwin", "Ottilie"]),
    ("es", "Le sobreviven Leocadia, Anselmo y el canario Pipo.", ["Leocadia", "Anselmo"]),
    # A passport's fields: the label's "/" and its French half; the machine-readable zone's label is no one.
    ("en", "SURNAME / NOM: QUILLFEATHER\nGIVEN NAMES / PRENOMS: ROWENA\nPLACE OF BIRTH: Leeds",
     ["QUILLFEATHER", "ROWENA"]),
    ("en", "surname / nom: quillfeather\ngiven names / prenoms: rowena\nmrz: p<gbr<quillfeather<<rowena<<<<",
     ["quillfeather", "rowena", "quillfeather", "rowena"]),
    ("es", "APELLIDOS: VERDUGO\nNOMBRE: ITZIAR\nLUGAR DE NACIMIENTO: Soria", ["VERDUGO", "ITZIAR"]),
    # Parties to a lease, a bill or a suit, by their fields.
    ("pt", "locador: heitor vasconcelos; locatária: iolanda brandão; imóvel: apto 12", ["heitor vasconcelos", "iolanda brandão"]),
    ("es", "Demandante: Ovidio Larrea\nLetrado: b. quesada", ["Ovidio Larrea", "b. quesada"]),
    # A roster's players under the column that heads them; the position is no one.
    ("en", "| # | Player | Position |\n|---|---|---|\n| 7 | Quinlan | guard |", ["Quinlan"]),
    ("pt", "| Camisa | Atleta | Posição |\n|---|---|---|\n| 1 | vasconcelos | goleiro |", ["vasconcelos"]),
    # Flowers named as people are, where seeds, bulbs or bouquets are spoken of.
    ("en", "The Daisy and Iris seed packets arrived empty.", []),
    ("es", "El ramo de Azucena llegó mustio.", []),
    ("es", "Hablé con Rosa y con el señor Flores.", ["Rosa", "Flores"]),
    # A quoted title after a work's noun or a verb of watching.
    ("en", 'Contents: 1x book "Martin Eden" - gift', []),
    ("pt", "A gravação era pra ser o nome da música «Marina».", []),
    ("es", "Vimos «Amelia» en el barco y se congeló la pantalla.", []),
    # What "&" joins with an article or a possessive is no firm's partner.
    ("en", "Card reads: love from Imogen Petrakis & my parrot Charlie.", ["Imogen Petrakis"]),
    # Software named as people are, where a scheduled job is spoken of.
    ("en", "Anyone know why Jenkins failed the nightly export?", []),
    ("es", "¿Alguien sabe por qué ha fallado Pascal en la exportación?", []),
    # What was watched is a film; a person seen takes Spanish "a".
    ("en", "We watched Amelia Earhart on the cruise and the screen froze.", []),
    ("pt", "Assistimos Carlota Joaquina no navio e a tela congelou.", []),
    ("es", "Vimos a Ana Gil en el puerto.", ["Ana Gil"]),
    # A vessel by its kind, before or after its name, or under its field.
    ("en", "Vessel: Queen Elizabeth\nValue: $94.26", []),
    ("pt", "Navio: lancha Dona Lindu\nValor: R$ 40,00", []),
    ("en", "The Emma Maersk cruise was cancelled.", []),
    # A ranking's places, one word or in brackets too; floors priced in a list are no one.
    ("es", "Sorteo: 1º Ovidio Larrea 30,00 €, 2º (Quesada) 15,00 €, 3º Aurora 9,50 €", ["Ovidio Larrea", "Quesada", "Aurora"]),
    ("pt", "Mudança: 1º andar R$ 300,00, 2º andar R$ 200,00", []),
    # Who works at a fair's stand or booth; the stand is no part of the name.
    ("es", "gracias, remedios del stand de la feria me dijo que preguntara por ibarra", ["remedios", "ibarra"]),
    ("pt", "valeu, Wei do estande falou pra procurar Castro no balcão", ["Wei", "Castro"]),
    # A sports club by the word its name opens with.
    ("es", "Entradas para Deportivo Cali el sábado, fila 12.", []),
    # A firm's name after the comma, opened by its firm's word: the name before is the sender's.
    ("es", "Remitente: Graciela Ybarra, Abogados Ferrer y Asociados\nDestino: Cádiz", ["Graciela Ybarra"]),
    ("es", "Proveedor: Ferrer, Hermanos y Cía.", []),
    # Where a document says one was born is a town.
    ("en", "SURNAME: QUILLFEATHER\nPLACE OF BIRTH: Austin", ["QUILLFEATHER"]),
    # A vessel under its field, with its line's prefix or its article.
    ("en", "Vessel: MSC Isabella\nValue: $49.26", []),
    ("es", "Buque: el Juan Sebastián de Elcano\nValor: 45,00 €", []),
    ("en", "the emma maersk dinner cruise was cancelled", []),
    # A device by its make.
    ("en", "The Iris scanner at the gate rejected the QR code.", []),
    # A transcript's speech after the speaker's role is no field's value.
    ("en", "AGENT: who am I speaking with?\nCALLER: uh, yeah, it's Dorian Webb", ["Dorian Webb"]),
    # A law by its discoverer, its ordinal between.
    ("en", "It jammed again (Kepler's second law, as usual).", []),
    # Whose attention a parcel is for, surname and given name apart by a slash.
    ("en", "CONSIGNEE: ODILE MARCHETTI\nATTN: STONE/HUNTER\nDELIVER TO: 12 Elm Street", ["ODILE MARCHETTI", "STONE", "HUNTER"]),
    # A pupil by the field that names them.
    ("pt", "aluno: heitor vasconcelos (7º ano)\nescola: escola estadual", ["heitor vasconcelos"]),
    ("es", "ALUMNO: ITZIAR VERDUGO (3º B)\nCENTRO: IES SORIA", ["ITZIAR VERDUGO"]),
    # An ordinal's sign written as a letter ("1o", "2o") where the keyboard has none.
    ("pt", "Rateio: 1o heitor vasconcelos R$ 28,08, 2o (quesada) R$ 15,13, 3o nivaldo R$ 11,19",
     ["heitor vasconcelos", "quesada", "nivaldo"]),
    # Two people after a verb, the preposition again after the conjunction.
    ("pt", "AUTORIZO A RETIRADA DE SOLVEIG E DE HEITOR BRANDÃO NO COLÉGIO", ["SOLVEIG", "HEITOR BRANDÃO"]),
    ("es", "AUTORIZO A RECOGER A ROSAURA Y A TOKU VERDUGO DEL IES", ["ROSAURA", "TOKU VERDUGO"]),
    # Who works at a fair's booth named by whose it is; chat's "ty" after "ok" is thanks.
    ("en", "lol ok ty, mireille from the riverside hawks booth said ask for webb", ["mireille", "webb"]),
    # Who is survived by someone, a word-name again after the full name.
    ("en", "hunter webb, 84, of tyler, passed away on monday. hunter is survived by corwin.",
     ["hunter webb", "hunter", "corwin"]),
    # A shop's kind after its owner's name; a building by its word; jewellery by its make.
    ("en", "<note>gift from Olsen Deli</note>", []),
    ("en", "It was bought at Whitlock Florist.", []),
    ("en", "DELIVER TO Ashcombe Building, 12 Elm Street - FRAGILE", []),
    ("pt", "O brinco Pérola nem apareceu no pedido.", []),
    # Names inside a quoted title after a work's noun.
    ("pt", "Era pra ser o nome da música «Eduardo e Mônica», não o meu.", []),
    # A surname that names an animal too is no pet's noun before the next cell.
    ("en", "ticket_id,customer,agent,amount\nkr484,ramona chinchilla,gene,$35.45", ["ramona chinchilla", "gene"]),
    # A team by its town and its mascot where games or tickets are spoken of; a surname that is a word stays.
    ("en", "Tickets for Austin Hornets at the arena on Friday: 4 seats. Can I upgrade?", []),
    ("en", "Tickets for the game: Charlotte Green and Orlando Bloom are coming.", ["Charlotte Green", "Orlando Bloom"]),
    # A name again in quotes, its words the other way round.
    ("en", "INSERT INTO customers (id, name) VALUES (703, 'Ovidio Larrea'); -- dup of 'Larrea Ovidio'?",
     ["Ovidio Larrea", "Larrea Ovidio"]),
    # A ranking vouches for a rare name, not for a word of the language.
    ("en", "Raffle payout: 1st Rossana Quillfeather $340.35, 2nd (Ashcombe) $452.92, 3rd Tatsuko $303.58",
     ["Rossana Quillfeather", "Ashcombe", "Tatsuko"]),
    # Portuguese "a" after "e" is the article: "e a anotação de…" joins no second person.
    ("pt", "QUEM PEDIU FOI O DR. QUESADA, E A ANOTAÇÃO DE LUNA DE SEGUNDA DIZ QUE JÁ CHEGOU.", ["QUESADA"]),
    # A handle's first name and surname joined by a dot after "@" or an issue's byline; not a file's name.
    ("en", "@bram.keller can you take this one?", ["bram.keller"]),
    ("en", "Comment by odile.marchetti on PROJ-142: reassigning.", ["odile.marchetti"]),
    ("en", "write to bram.keller@example.com or check config.yaml", []),
    # A review signed with a first name and a surname's initial; "Plan B." is no one.
    ("en", '"Great service, Tamsin was very helpful" - Odile M.', ["Tamsin", "Odile M"]),
    ("en", "see you at 5. - Plan B.", []),
    # "my name's" introduces as "my name is" does.
    ("en", "my name's bram and my wife odile placed the order", ["bram", "odile"]),
    # An institution named after a place, its word capitalised; "el banco de Ana Gil" is hers.
    ("en", "Marisol from Bank of America keeps asking the same question.", ["Marisol"]),
    ("es", "el banco de Ana Gil me llamó", ["Ana Gil"]),
    # A carrier by its name after "via".
    ("en", "Please ship via Fedex to Charlotte, NC.", []),
    # Spanish "pendiente" is "pending" as often as an earring: no make after it.
    ("es", "Reunión con Leocadia Quesada y Ovidio Larrea. Pendiente: Leocadia revisa el contrato.",
     ["Leocadia Quesada", "Ovidio Larrea", "Leocadia"]),
]


@pytest.mark.parametrize(("language", "text", "names"), ORDINALS_PETS_FIELDS_AND_TITLES)
def test_ordinals_pets_fields_and_titles(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Session 31, from the sealed28 set's misses: general rules, in fake names of our own.
SHARES_PATHS_BOTS_AND_LOGS = [
    # A bill split among people: every share a name's and its amount; a bill of items names nobody.
    ("en", "Split the bill: Odile $12.40; Tatsuko $8.15; Bram $20.00", ["Odile", "Tatsuko", "Bram"]),
    ("es", "dividir la cuenta: yasuko 12,40 €; odile 8,15 €", ["yasuko", "odile"]),
    ("en", "Order: Coffee $4.50; Tea $3.00; Muffin $2.25", []),
    ("en", "Totals: Subtotal $40.00, Tax $3.20, Tip $6.00", []),
    # A ranking's places without amounts: two of them plainly names vouch for the rest.
    ("en", "Prize draw: 1st Odile Marchetti (a mug), 2nd Tatsuko Ibe, 3rd Lovely 🎉",
     ["Odile Marchetti", "Tatsuko Ibe", "Lovely"]),
    ("pt", "resultado do sorteio: 1o bram keller (uma caneca), 2o somaly chea, 3o odile 🎉",
     ["bram keller", "somaly chea", "odile"]),
    ("en", "Parking: 1st floor, 2nd floor, 3rd floor", []),
    # A user's page in a URL's path.
    ("en", "https://shop.example.com/users/odile.marchetti/orders/A12", ["odile.marchetti"]),
    ("pt", "HTTPS://LOJA.EXAMPLE.COM/USUARIOS/SOMALY.CHEA/PEDIDOS/X1", ["SOMALY.CHEA"]),
    ("en", "https://example.com/users/new-account/settings", []),
    # An access log's user; a service account is no one.
    ("en", '10.0.0.9 - tatsuko [12/Mar/2025:10:40:00 +0000] "POST /api/claims HTTP/1.1" 201', ["tatsuko"]),
    ("en", '10.0.0.9 - admin [12/Mar/2025:10:40:00 +0000] "POST /api/claims HTTP/1.1" 201', []),
    # A vet's patient by its species, a pet's field, code in backticks.
    ("en", "Patient: Biscuit (canine)\nNext: booster in May", []),
    ("es", "MENÚ VEGANO, MASCOTA EN CABINA: NALA", []),
    ("en", "Owner: Ms. Odile Marchetti\nPet: Sir Waffles", ["Odile Marchetti"]),
    ("en", "`Pascal` crashes when parsing the sprite sheet", []),
    # Bots: quoted after their kind, by their apposition, by their maker.
    ("pt", 'o bot "Bia do Bradesco" respondeu: posso ajudar', []),
    ("en", 'bot "Amelia the chatbot" replied: I can help', []),
    ("es", "lola, la asistente del banco no me entiende", []),
    ("en", "Erica from Bank of America keeps asking the same question.", []),
    ("pt", "a Bia do financeiro me ligou ontem", ["Bia"]),
    # What was played or asked for takes no personal "a" in Spanish; a condition a podcast is about.
    ("es", "le pedí Macarena y me puso un pódcast sobre Alzheimer", []),
    ("es", "le pedí a Odile Marchetti el recibo", ["Odile Marchetti"]),
    # A boarding pass's passenger on the line under its heading.
    ("en", "BOARDING PASS\nO'HARA/ODILE\nFROM JFK TO BOSTON", ["O'HARA", "ODILE"]),
    ("pt", "cartão de embarque\nde la torre zurita/odile\nassento 14c", ["de la torre zurita", "odile"]),
    ("pt", "Hóspede: KELLER/ODILE Dona\nFólio X1", ["KELLER", "ODILE"]),
    # Fields: a buddy, a co-applicant, a claimant, a recipient written surname first, guardians.
    ("en", "Onboarding checklist\n- buddy: Tatsuko\n- laptop ships Monday", ["Tatsuko"]),
    ("pt", "Proponente: Odile Keller | Coproponente: Somaly Chea | Imóvel: Residencial Esperança",
     ["Odile Keller", "Somaly Chea"]),
    ("es", "PERCEPTOR: KELLER MARCHETTI, ODILE\nPAGADOR: Gestoría Villalobos", ["KELLER MARCHETTI", "ODILE"]),
    ("en", "student: bram keller\nparent/guardian: odile keller; somaly chea", ["bram keller", "odile keller", "somaly chea"]),
    # Firms and shops by their kind.
    ("pt", "Informe de rendimentos, fonte pagadora: Laticínios Almeida, Rua Tiradentes", []),
    ("es", "| flores | Violeta Floristas | dos |", []),
    # An issue's heading and its tags; a parcel's label holds its addressee.
    ("pt", "### Bug\n`Django` trava ao carregar\nrótulos: bug, não-corrigir", []),
    ("es", "Odile Keller pasa el ticket al equipo de QA", ["Odile Keller"]),
    # A character's merchandise, a paper's colour.
    ("es", "envolvió la figura de Mafalda en papel Perla. 5/5", []),
    ("en", "Bought the Hello Kitty mug, it arrived chipped", []),
    # A title after a booking's name; a flight's destination after its airport's name or code.
    ("pt", "hóspede: keller/odile dona\nfólio 3lpw2v", ["keller", "odile"]),
    ("pt", "LOCALIZADOR X1 TRECHO 1 aeroporto Salgado Filho PARA Teresina SAÍDA 12:05", []),
    ("en", "FROM JFK TO Charlotte\nSEAT 14C", []),
    ("en", "I'm at the airport, please send it to Odile Keller today", ["Odile Keller"]),
    # Someone's day off is no feast.
    ("en", "Tomorrow is Odile Keller's day off, so Bram covers", ["Odile Keller", "Bram"]),
    # A greeting's two first names; a seating chart's table; Jira's mention; an initial the whole
    # name elsewhere vouches for.
    ("en", "Hi Odile, Tatsuko, see the notice attached.", ["Odile", "Tatsuko"]),
    ("en", "Hi Odile, thanks, see the notice attached.", ["Odile"]),
    ("pt", "Mesa 1: Luana e Julio\nMesa 2: Somaly Chea (+1)", ["Luana", "Julio", "Somaly Chea"]),
    ("es", "Mesa 4: flores y velas\nMesa 5: vino y agua", []),
    ("es", "[~somaly_ouk] ¿puedes volver a probar RH273?", ["somaly_ouk"]),
    ("en", "Note to file: O. Keller asked whether the leaflet can go to Odile Keller.", ["O. Keller", "Odile Keller"]),
    # Laws, storms, a form's place fields, an XML element naming a place, a mug's character.
    ("es", "os adjunto el aviso sobre la Ley Celaá.", []),
    ("pt", "o segundo foi criado por lei luo no pedido por telefone.", ["lei luo"]),
    ("pt", "A Lei Wang ligou ontem.", ["Lei Wang"]),
    ("en", "Parent portal: Lei Ouyang asked why the timetable is empty.", ["Lei Ouyang"]),
    ("es", "daños por agua tras la DANA Bárbara; el perito indica", []),
    ("en", "E EMPLOYEE: ODILE KELLER\nF ADDRESS: CORETTA LANE", ["ODILE KELLER"]),
    ("es", "<Cliente><Nombre>Odile Keller</Nombre><Sucursal>Chamartín Clara Campoamor</Sucursal></Cliente>", ["Odile Keller"]),
    ("es", "SEDE:\n  PATROCINADOR: CUSTO BARCELONA\n  HOTEL: HOTEL REINA VICTORIA", []),
    ("es", "Compré la taza de Mafalda en Panadería Manolo", []),
    # A place's noun ending its name, alone or whole; a place one is at by its last word.
    ("en", "Applicant: Odile Keller | Purpose: Amber Ridge condo", ["Odile Keller"]),
    ("en", "Parking: Sears Tower garage", []),
    ("en", "Please move Bram's appointment; the slot at Lenox Hill is free.", ["Bram"]),
    ("en", "I talked to Damon Hill yesterday about the refund", ["Damon Hill"]),
    # A verb after its pronoun; a uniform's colour.
    ("es", "GRACIAS, LO MIRO.", []),
    ("pt", "obs: jogos remarcados, uniforme Celeste", []),
    # An in-law is no law; a feast in lower case, an awards night.
    ("en", "My brother-in-law Odile Keller can collect it Thursday", ["Odile Keller"]),
    ("en", "happy valentine's day! does the promo code work", []),
    ("en", "Raffle payout, Emmy night: 1st ODILE KELLER $359.62, 2nd (KANG) $433.79", ["ODILE KELLER", "KANG"]),
    # Whose appointment; a city's is no one's.
    ("pt", "Por favor, remarquem a consulta de Regina; o horário está livre.", ["Regina"]),
    ("es", "la cita de Madrid se cambió", []),
    # An initial and a surname listed beside a name found.
    ("es", "Lista de spinning: Odile Keller, Bram Ibe y U. Riera; la monitora", ["Odile Keller", "Bram Ibe", "U. Riera"]),
    ("pt", "Condutores adicionais: n. okonkwo; justo carvalho", ["n. okonkwo", "justo carvalho"]),
    ("es", "Compré ropa para Odile Keller y p. ej. zapatos", ["Odile Keller"]),
    # An @-mention before its role in brackets.
    ("en", "[15:55] @tatsuko (agent): yes until Sunday", ["tatsuko"]),
    # A machine-readable zone's names; a brand's name in a name's field is a name.
    ("en", "P<USAKELLER<<ODILE<MARIE<<<<<<<<<<<<<<<<<<<<", ["KELLER", "ODILE<MARIE"]),
    ("en", "ocr result:\nmrz: p<usa<keller<<odile<<<<", ["keller", "odile"]),
    ("es", "APELLIDOS: QURESHI\nNOMBRE: SADIA", ["QURESHI", "SADIA"]),
    ("en", "SHIP TO:\nODILE KELLER\n820 MADISON AVENUE\nFROM: MORGAN STANLEY", ["ODILE KELLER"]),
    ("en", "config: a<<b<<<<", []),
    # An obituary's town after the age; a prescription's ICD code.
    ("en", "Odile Keller, 84, of Chelsea, passed away peacefully on Friday.", ["Odile Keller"]),
    ("pt", "Paciente: Odile Keller\nCID: doença de Crohn", ["Odile Keller"]),
    ("es", "LLAMÓ ODILE CID, DICE Q EL TÉCNICO NO VINO", ["ODILE CID"]),
    # A tool's reply lists its tags.
    ("es", '{"asignado": "Odile Keller", "etiquetas": ["Santos Laguna", "urgente"]}', ["Odile Keller"]),
    # Whom a message asks about being on duty.
    ("en", "hey is tatsuko still on shift? need someone to cover", ["tatsuko"]),
    ("es", "oye sigue Odile de turno? necesito que alguien cubra", ["Odile"]),
    ("en", "is everyone still on shift?", []),
]


@pytest.mark.parametrize(("language", "text", "names"), SHARES_PATHS_BOTS_AND_LOGS)
def test_shares_paths_bots_and_logs(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


KINDS_AUTHORS_AND_LAYOUTS = [
    # A role then the sentence's verb ("Shall" is a surname too).
    ("en", "Section 2.1 The tenant shall not sublet the flat.", []),
    ("en", "tenant odile says the heater broke", ["odile"]),
    # A markdown link's label ends where its target starts.
    ("es", "- Visita con [ODILE KELLER](HTTPS://EXAMPLE.ORG/PERFIL) a las 10:30", ["ODILE KELLER"]),
    # A list item's tags are no part of any word.
    ("en", "<UL>\n  <LI>BOOKED BY TATSUKO IBE</LI>\n</UL>", ["TATSUKO IBE"]),
    # The plural of a word is no first name, however the dump ranks it; a word alone heading a bullet is a label.
    ("es", "- Disfraces de Mortadelo\n- Comida: Casa Lucio", []),
    ("en", "- Tobias Ibe: refund sent\n- Will: no reply", ["Tobias Ibe", "Will"]),
    # A word a PDF's layout hyphenated at the line's end.
    ("pt", "outorgante: Odile Keller; outorgado compr-\nador: Bram Ibe, perante o tabelião Okonjo.",
     ["Odile Keller", "Bram Ibe", "Okonjo"]),
    # A notary before whom a deed is signed, by surname.
    ("es", "ante el notario Okonjo, en Madrid", ["Okonjo"]),
    # A ride's stops are places; its driver and whoever shared it are people.
    ("en", "You rode with Anne-Marie\nPickup Paddington  →  Dropoff King's Cross\nSplit with Odile Keller & Bram Ibe",
     ["Anne-Marie", "Odile Keller", "Bram Ibe"]),
    ("en", "split with odile keller & bram ibe", ["odile keller", "bram ibe"]),
    ("en", "Bought at Marks & Spencer, paid by Harrison & Sons.", []),
    ("en", "Pickup: Odile Keller at the lobby", ["Odile Keller"]),
    # Breeds, fruit varieties, dishes, typefaces, bands and units named after someone, by their kind.
    ("en", "Add Jack Russell puppies and a Gordon Setter to the breed list.", []),
    ("es", "con sidra de manzana Granny Smith y tarta", []),
    ("pt", "1 x manga Tommy Atkins   R$ 12,34", []),
    ("en", 'face = load_font("Gill Sans")\nFontNotFound: Garamond Bold is not installed', []),
    ("en", "the Franz Ferdinand tribute night moved to Friday", []),
    ("en", "Incubated at 310 Kelvin for an hour", []),
    ("pt", '{"nome": "Arroz Jasmim 1 kg", "qtd": 2}', []),
    ("en", "Please call Odile Keller about the pie order", ["Odile Keller"]),
    ("pt", "fonte: Odile Keller, repórter", ["Odile Keller"]),
    # A street by the house number before it.
    ("en", "Ship to 464 Rosa Parks Way, Albany", []),
    # A word of the language between its determiner and its noun.
    ("en", "Original Crystal chandelier in the hall", []),
    # A Python traceback's first line; an engine software falls back to.
    ("pt", 'Traceback (most recent call last):\n  File "/srv/app.py", line 2\nErro: usando o motor do Jenkins', []),
    # A chat export's author before the time, or before their role in brackets.
    ("es", "odile — hoy a las 10:55\n¿alguien sabe si aceptan devoluciones?", ["odile"]),
    ("en", "Bram (Dasher): im outside, which door?\nYou: side entrance", ["Bram"]),
    ("en", "General — Today at 8:40\nhello all", []),
    # A ticket's officer; a bank statement's payee or sender.
    ("en", "Violation: speeding\nOfficer: KELLER #289", ["KELLER"]),
    ("en", "Dec 10  CHECK 426 PAYEE KELLER ODILE $97.33", ["KELLER ODILE"]),
    ("pt", "27/8  TED REMETENTE IBE BRAM R$ 173,45", ["IBE BRAM"]),
    # A verb's form, a compound of words, an acronym without vowels: no one.
    ("pt", "Pedido 410: status alterado de Processando para Concluído.", []),
    ("pt", "boa noite e bem-vindos ao pré-jogo", []),
    ("en", "Patient: Odile Keller   MRN T3J39G", ["Odile Keller"]),
    ("es", "Dña. CABALLERO-IGLESIAS rechazó la entrega.", ["CABALLERO-IGLESIAS"]),
    # A plural is no one's surname before "are".
    ("en", "Keys are in the lockbox, code sent by SMS.", []),
    # An @-mention asked to take a ticket is someone, whatever software is named after them.
    ("en", "@Travis can you take ticket RB753? the Julia plugin broke", ["Travis"]),
    # Whom a question was asked by, whose family hosted.
    ("en", "Q: does it ship to Albany? (asked by Keller)", ["Keller"]),
    ("en", "and to Bram's family for hosting us", ["Bram"]),
    ("en", "the Smiths' family day is on Sunday", []),
    # A contract's parties, their role quoted in a bracket, on the next line too.
    ("en", 'MADE BETWEEN ODILE KELLER\n("LANDLORD") AND BRAM IBE ("TENANT")', ["ODILE KELLER", "BRAM IBE"]),
    # A meeting's minutes list who was present.
    ("en", "Present: Odile Keller (chair); Bram Ibe", ["Odile Keller", "Bram Ibe"]),
    # A configuration's engine, voice or typeface; a product's variant; a table's venue or breed column.
    ("en", '[render]\nengine = "Cassandra"\nvoice = "Erica"', []),
    ("en", '{"title": "Ted Baker polo", "variant": "Sterling silver clasp"}', []),
    ("en", " venue_id | venue_name | city\n----------+------------+------\n 745 | Guggenheim | Albany\n(1 row)", []),
    ("es", 'Nombre completo,Sede,Raza del perro\n"Odile Keller","Albany","King Charles"', ["Odile Keller"]),
    ("en", '{"hotel_guest": "Odile Keller"}', ["Odile Keller"]),
    # A display name's column in Spanish; a company's is no one's.
    ("es", "INSERT INTO contactos (id, nombre_mostrado, empresa) VALUES (7, 'KELLER, ODILE', 'Grupo Ibe');",
     ["KELLER", "ODILE"]),
    ("es", "INSERT INTO t (id, nombre_empresa) VALUES (1, 'Hijos de Rivera');", []),
    # A pharmacy label's patient under the prescription's number.
    ("es", "FARMACIA CENTRAL  RECETA WD521\nKELLER/ODILE\nAMOXICILINA 500 MG", ["KELLER", "ODILE"]),
    # A condition whose eponym is rarely anyone's name, alone; after a first name it is someone.
    ("pt", "Resultado: anticorpos para Alzheimer não reagentes", []),
    ("es", "Se excluye Guillain-Barré de la póliza.", []),
    ("en", "Ana Crohn called about the policy", ["Ana Crohn"]),
    # A ride app; a tea by its flower; tea with someone is theirs.
    ("es", "Gracias por viajar con Cabify", []),
    ("es", '{"nombre": "Té de Jazmín", "cantidad": 2}', []),
    ("en", "I had tea with Odile Keller", ["Odile Keller"]),
    # What is added to a list of breeds; an act named after its sponsors; a pizza by its kind; what a
    # choir rehearses, quoted.
    ("en", "Add King Charles Spaniel and Jack Russell to the pet-insurance breed list", []),
    ("pt", "Adiciona Jack Russell e Dobermann à lista de raças do seguro", []),
    ("en", "Add Odile Keller and Bram Ibe to the mailing list", ["Odile Keller", "Bram Ibe"]),
    ("en", "Claims stay excluded under Sarbanes-Oxley.", []),
    ("pt", "Não tomar com pizza Marguerita nem álcool.", []),
    ("es", 'Hoja parroquial: el coro ensaya "Lucía" el jueves.', []),
    ("es", "María García-Madrid llamó ayer", ["María García-Madrid"]),
    # Whom a fare was split with; a caption's speaker under its cue's timing; a match's scorer.
    ("es", "dividido con odile keller y bram ibe", ["odile keller", "bram ibe"]),
    ("es", "WEBVTT\n\n00:01:16.000 --> 00:01:19.250\nODILE: SÍ, PERO SE CONGELÓ LA PANTALLA", ["ODILE"]),
    ("en", "Albany 3, Troy 1. Odile Keller scored twice before half-time.", ["Odile Keller"]),
    ("en", "the app scored twice in the review", []),
]

# Session 33's rows: the kinds that take a person's name, the sides of a hearing, a notice's sentence,
# a roll's inverted cells and a directory's entries; and a span several finders found kept where any
# of them carries it.
SIGNS_SIDES_AND_ROLLS = [
    # A star, a comet, a clinical sign, a chess line or a cultivar, by its kind after the name.
    ("en", "Reading list: Barnard's Star, Halley's comet and Murphy's sign.", []),
    ("en", "Odile Ibe grows the Graham Thomas cultivar and plays the Petrov Defence.", ["Odile Ibe"]),
    ("en", "The Okafor connector broke; Ernie Bot is down too.", []),
    # ...but a word that follows a person as often as a thing keeps the person.
    ("en", "Please have Ana Gil sign the lease and send Maria Lopez roses.", ["Ana Gil", "Maria Lopez"]),
    ("en", "Patient John Smith lab results are in; Odile Keller chat transcript attached.", ["John Smith", "Odile Keller"]),
    ("pt", "a escala da Ana Souza mudou", ["Ana Souza"]),
    ("en", "the star Tom Hanks visited; maria c. lopez called", ["Tom Hanks", "maria c. lopez"]),
    ("en", "@Amanda can you take over Odile Keller's chat? I'm going on break", ["Amanda", "Odile Keller"]),
    # A manoeuvre, a test or a sign by its kind before the name; a peak or a tower by its first word.
    ("es", "En urgencias: maniobra de Heimlich, escala de Apgar y signo de Murphy.", []),
    ("pt", "Deploy no cluster Pico Bolívar concluído por Odile Keller.", ["Odile Keller"]),
    ("en", "Ask Monte Okafor about the invoice.", ["Monte Okafor"]),
    # A sentence's full stop after a firm's word ends it: the surname after it is a person again.
    ("en", "said Bram Ibe, chair of the Example Foundation. Ibe, a former nurse, joins today.", ["Bram Ibe", "Ibe"]),
    # A hearing's witnesses; the sides of a court list in capitals, its "v.", "c." or "x" in lower case.
    ("en", "Witnesses: Tobias; Odile", ["Tobias", "Odile"]),
    ("pt", "Testemunhas: Odile; Tobias", ["Odile", "Tobias"]),
    ("en", "HEARINGS — Court 3\n9:10  KELLER IBE v. OKAFOR REYES (custody)", ["KELLER IBE", "OKAFOR REYES"]),
    ("es", "SEÑALAMIENTOS — Sala 1\n10:00  OKAFOR c. KELLER (custodia)", ["OKAFOR", "KELLER"]),
    ("en", "Fixtures\nSat 11:55 Chelsea v. Arsenal at home", []),
    ("pt", "PAUTA — Sala 2, quinta\n18:00  keller ibe x okafor (guarda)\n7:05  de freitas odile — revisão de fiança",
     ["keller ibe", "okafor", "de freitas odile"]),
    ("pt", "PAUTA DE AUDIÊNCIAS — terça\n9:05  KELLER, ODILE x Andrade Gutierrez Ltda", ["KELLER", "ODILE"]),
    # A list writes its parties in capitals: a side in title case is a firm's or an office's.
    ("pt", "PAUTA DE AUDIÊNCIAS — sexta\n7:00  KELLER, ODILE x Klabin", ["KELLER", "ODILE"]),
    ("es", "Juzgado n.º 4 — lunes\n14:40  Ministerio Fiscal c. Loewe (nulidad)", []),
    ("es", "Juzgado n.º 4 — lunes\n14:40  Ministerio Fiscal c. Puig (nulidad)", []),
    ("es", "Cliente: c. Puig, calle Mayor", ["c. Puig"]),
    ("en", "case no. 12\nhearing set before judge okafor on apr 13; counsel for plaintiff: c. uppal.", ["okafor", "c. uppal"]),
    ("en", "Fixtures — U14 girls\nSAT 11:55 VS JACKSON AT HOME\nSUN 9:00 vs Charlotte\nCoach: Odile Keller", ["Odile Keller"]),
    # A tasting of a drink; a costume's character; a band's covers; a Brazilian town before its state.
    ("es", "SUMMARY:Cata de Bloody Mary en el bar", []),
    ("en", "## Field trip\n- Costume theme: Sherlock Holmes\n- Lunch: with Odile Keller", ["Odile Keller"]),
    ("es", "Música: versiones de Amaral\nInvitada: Odile Keller", ["Odile Keller"]),
    ("en", "Music by a Molly Hatchet cover band", []),
    ("pt", "8/6 14:05  Em trânsito da unidade central para Amparo - SP", []),
    ("pt", "13/5 10:40  entregue a odile keller\n14/5 9:00  em transito da unidade para amparo - sp", ["odile keller"]),
    # A band by its show, a cartoon by its crew, after "the"; a name ending in "Kit"; a label with no vowel in
    # lower case; initials people go by.
    ("en", "omg the Jethro Tull show then dinner with odile keller", ["odile keller"]),
    ("en", "workshop with the Charlie Brown crew", []),
    ("es", "nombre;email;ciudad\nxue chun kit;chun36@example.net;Soledad", ["xue chun kit"]),
    ("en", "discharge summary\npatient: keller, odile   mrn r6ltwq", ["keller", "odile"]),
    ("en", "Caller: Yeah hi, this is Jc Fong.\nAgent: Thanks, Jc. Can you confirm the number?", ["Jc Fong", "Jc"]),
    # A Korean given name the lists hold joined, though both its syllables are English words; a hyphenated word is none.
    ("en", 'voter roll\n542; "KIM, Min-sung"; "Main Street"\n756; "OKAFOR, Tobias"; "Elm Road"', ["KIM", "Min-sung", "OKAFOR", "Tobias"]),
    ("en", "the pop-up shop and the sign-up page", []),
    # Whom to ask, in Portuguese; whom something is for, closing a question; whom a memo reminds or tells.
    ("pt", "PERGUNTE A NJERI SOBRE O AFASTAMENTO", ["NJERI"]),
    ("pt", "alguém sabe se a loja aceita troca sem nota? é pra Messias 🙏", ["Messias"]),
    ("es", "¿ACEPTAN DEVOLUCIONES SIN TICKET? ES PARA UWE 🙏", ["UWE"]),
    ("es", "El envío es para mañana. Es para regalo.", []),
    ("pt", "ÁUDIO TRANSCRITO: LEMBRAR ODILE KELLER DO JANTAR E AVISAR GARRETT QUE A BUSCA É ÀS 7:00",
     ["ODILE KELLER", "GARRETT"]),
    ("pt", "Preciso avisar o cliente. Lembrar a senha depois.", []),
    # A match report's scorers, by surname.
    ("es", "San Lorenzo 3, Boca 1. Odile Keller marcó dos goles y Ferrara cerró el partido en casa",
     ["Odile Keller", "Ferrara"]),
    # A SEPA transfer's payer, its amount one space after it.
    ("es", "3/6  BIZUM A ODILE KELLER -460,00 €\n24/12  BIZUM DE BRAM IBE \"ENSALADA\" 11,69 €\n"
           "4/2  TRANSF. SEPA ORDENANTE HENAO BRAYAN 324,59 €", ["ODILE KELLER", "BRAM IBE", "HENAO BRAYAN"]),
    ("es", "3/6  BIZUM A odile keller -460,00 €\n24/12  BIZUM DE bram ibe \"ENSALADA\" 11,69 €\n"
           "4/2  TRANSF. SEPA ORDENANTE del río macarena 324,59 €", ["odile keller", "bram ibe", "del río macarena"]),
    # A social app's notice: a key's quoted sentence opens with who did something.
    ("en", '[push] 09:10 app=social title="Odile tagged you" body="at the park"', ["Odile"]),
    ("pt", '[push] 09:10 app=social título="Odile curtiu sua foto"', ["Odile"]),
    ("es", 'nivel=info cliente="Odile Keller" agente="Xiuying" importe="12,00 €"', ["Odile Keller", "Xiuying"]),
    # A roll's quoted "SURNAME, Given" cells; a place's "City, Country" cells stay places.
    ("en", 'roll\n101; "KELLER, Odile"; "Main Street"\n102; "ibe, tobias"; "Elm Road"', ["KELLER", "Odile", "ibe", "tobias"]),
    ("en", 'id;city\n1;"Austin, TX"\n2;"Paris, France"', []),
    ("es", 'censo\n949; "valenzuela, odile"; "Calle Mayor"\n812; "ibe, tobias"; "Calle Real"', ["valenzuela", "odile", "ibe", "tobias"]),
    # A rota's column of whole names, no header over it, in either order; a column of towns is none.
    ("en", "SHIFT ROTA | Saturday | Thursday\nKELLER ODILE | desk | desk\nTobias Okafor | phones | phones",
     ["KELLER ODILE", "Tobias Okafor"]),
    ("en", "city | state | zip\nSan Jose | CA | 95110\nSanta Clara | CA | 95050", []),
    # An LDAP entry: "cn" holds the name, "sn" the surname; neither key is anyone.
    ("en", "dn: uid=okeller,ou=people,dc=example,dc=com\ncn: Odile Keller\nsn: Keller\n"
           "manager: cn=Bram Ibe,ou=people,dc=example,dc=com", ["Odile Keller", "Keller", "Bram Ibe"]),
    # A vCard's address holds its town; an envelope viewed from a town; a record's conditions.
    ("es", "BEGIN:VCARD\nFN:Odile Keller\nADR;TYPE=work:;;Calle Mayor;Marcos Paz;;;\nEND:VCARD", ["Odile Keller"]),
    ("en", "Envelope MQQHHJ — History\nNov 26 13:20  Viewed from Madison\nStatus: Voided", []),
    ("es", '{"patologías": ["Parkinson"], "paciente": "Odile Keller"}', ["Odile Keller"]),
    # A YAML block's name is its block's: a venue's, or a customer's; an update of software.
    ("en", "venue:\n  name: Wrigley Field\n  sponsor: Tommy Bahama", []),
    ("en", "customer:\n  name: Odile Keller\n  email: ok@example.com", ["Odile Keller"]),
    ("es", "Odile Keller dice que la actualización de Julia lo rompió.", ["Odile Keller"]),
    # A horse's, a pet's or a cruise's key holds no person.
    ("en", '{"pet_profile": "Bella", "horse": "Sir Barton", "cruise": "Enola Gay"}', []),
    # A plural opening a list after a label is no first name.
    ("es", "Ep. 12: caballos, ajedrez y más\n00:00 intro", []),
    ("es", "Asesoría Ruiz: milagros, el técnico llega en 10 minutos", ["milagros"]),
    # What an animal is called; a person called so after it in another clause is a person.
    ("en", "04:12 why a racehorse is called Red Rum", []),
    ("pt", "gente, o cavalo do clube se chama literalmente Bucéfalo", []),
    ("en", "my dog is called Max and my son is called Leo Ibe", ["Leo Ibe"]),
    # A peak's word before the span; a chess line by its last word; an assistant's connector.
    ("es", "ci | reinicio el nodo Pico Cristóbal Colón", []),
    ("en", "Brett: ok who picked Petrov Defence\nOdile: me", ["Brett", "Odile"]),
    ("en", '{"breadcrumbs": ["opened the Amelia connector"], "assignee": "Odile Keller"}', ["Odile Keller"]),
    # Portuguese's feminine article before a surname alone: a firm; a person named whole first is hers.
    ("pt", "Nota interna: compra feita na Hering; vale a política da Odebrecht.", []),
    ("pt", "Falei com a Joana Odebrecht; a Odebrecht ligou depois.", ["Joana Odebrecht", "Odebrecht"]),
]


@pytest.mark.parametrize(("language", "text", "names"), SIGNS_SIDES_AND_ROLLS)
def test_signs_sides_and_rolls(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


@pytest.mark.parametrize(("language", "text", "names"), KINDS_AUTHORS_AND_LAYOUTS)
def test_kinds_authors_and_layouts(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


STANDINGS_COLUMNS_AND_PAIRS = [
    # A table of standings: numbered rows ending in points; a league of towns names no one.
    ("en", "STANDINGS after round 5\n1. HILLARD 4.5\n2. MENSAHO 4\n3. LISOWA 3.5\nVenue: Conrad", ["HILLARD", "MENSAHO", "LISOWA"]),
    ("en", "Scores\n1. Paris 3\n2. London 2\n3. Madrid 1", []),
    # Points with their unit after them.
    ("en", "POOL STANDINGS — week 65\n1. DAVIESO 12 pts\n2. ZAMORA FRANCIS 9 pts\n3. LEFEBVRO 7 pts\nprize: voucher",
     ["DAVIESO", "ZAMORA FRANCIS", "LEFEBVRO"]),
    ("pt", "classificacao do bolao — rodada 9\n1. ahnsu 12 pontos\n2. barbosa nasserio 9 pontos\n3. dos reisz 7 pontos",
     ["ahnsu", "barbosa nasserio", "dos reisz"]),
    ("es", "Clasificación\n1. Sevilla 12 pts\n2. Valencia 9 pts\n3. Granada 7 pts", []),
    # A box score's players, each before their position; the position is no part of the name.
    ("en", "Riverside FC — BATTING\nFERRERO 2B  4 AB  2 H\nLAAKSONENA SS  3 AB  1 H\nat Example Park", ["FERRERO", "LAAKSONENA"]),
    ("en", "Order 55\nBox 2B  4 units\nCrate SS 3 units", []),
    ("en", "Lineup\nMadison SS 4 AB\nAustin CF 3 AB\nDallas 1B 4 AB", []),
    ("en", "Top sellers\n1. Apples 40\n2. Pears 31\n3. Bananas 12", []),
    ("pt", "maratona\n1 fonseca lima 17:40\n2 simpson dominique 18:20:05\n3 bruno vincenzo 19:20",
     ["fonseca lima", "simpson dominique", "bruno vincenzo"]),
    # A surname and a given name in columns side by side, aligned or apart by a separator; the rows vouch for each other.
    ("en", "SARGSYAN        GAYANE       K8185  St Pancras\nTAVARES        EDUARDO       WV182  LaGuardia",
     ["SARGSYAN", "GAYANE", "TAVARES", "EDUARDO"]),
    ("es", "Costa | Ana | 3B\nRuiz | Pedro | 4C\nLópez | Marta | 1A", ["Costa", "Ana", "Ruiz", "Pedro", "López", "Marta"]),
    # A row of two towns' names is a person's where another row vouches for the table.
    ("en", "perkins        kimberly       r7723  penn station\nrocha        sofia       tz348  heathrow",
     ["perkins", "kimberly", "rocha", "sofia"]),
    # ...not a column of whole names beside a column of plans or classes.
    ("es", "SOCIO\tACTIVIDAD\tENTRADA\nNAIMA BOUDJEMA\tSPINNING\t12:55\nHERIBERTO XICOTÉNCATL\tPILATES\t14:55",
     ["NAIMA BOUDJEMA", "HERIBERTO XICOTÉNCATL"]),
    ("es", "NOMBRE\tPLAN\tIMPORTE\nSALGUEIRO ALBANO\tORO\t186,96 €\nSARMIENTO ASUNCIÓN\tPLATA\t257,81 €",
     ["SALGUEIRO ALBANO", "SARMIENTO ASUNCIÓN"]),
    ("en", "Item        Qty    Price\nApples      3      1.20\nPears       2      0.80", []),
    # A roll's rows, surname first, then what is said after a dash; a trip's towns and countries are no roll.
    ("es", "ASISTENCIA — 2.º ESO, VIERNES\nHASSAN, HAWA — PRESENTE\nMOUSAVI, BEHZAD — AUSENTE (ENFERMEDAD DE ADDISON)",
     ["HASSAN", "HAWA", "MOUSAVI", "BEHZAD"]),
    ("pt", "Roteiro\nLisboa, Portugal — 3 noites\nPorto, Portugal — 2 noites", []),
    ("en", "Notes\nYes, please — send it\nOk, thanks — done", []),
    # A line that is a name written surname first heads a label; a place and its country do not.
    ("es", "D'ANGELOTTI, STEFANO\nNHC K9823  Planta 4B\nALERGIA: contraste", ["D'ANGELOTTI", "STEFANO"]),
    ("en", "palmerston, cooper\nmrn r8955  ward 4b", ["palmerston", "cooper"]),
    ("en", "Yes, please\nMadrid, Spain\nParis, Texas", []),
    # A board's pairing in a tournament: both players, whole or "Surname, Given"; departments paired are no one.
    ("en", "ROUND 3 PAIRINGS\nBoard 1: KONÉ MARIAM – RICE DESTINY\nBoard 2: reserved for the juniors",
     ["KONÉ MARIAM", "RICE DESTINY"]),
    ("es", "Mesa 3: Pereira, Ana 1–0 Costa, Rui", ["Pereira", "Ana", "Costa", "Rui"]),
    ("en", "Board 1: Marketing – Sales\nBoard 2: Finance vs Legal", []),
    # Who owes whom in a bill split among friends.
    ("pt", "Grupo: viagem\nNazanin deve a Omar R$ 224,99", ["Nazanin", "Omar"]),
    ("es", "Amazon debe devolver el dinero", []),
    # Two first names joined by "&" mid-sentence are two people; a firm's two names are not.
    ("en", "watching the comet with Francisca & Gabriela from Lincoln", ["Francisca", "Gabriela"]),
    ("en", "I bought it at Marks & Spencer in Leeds", []),
    ("en", "the Simon & Schuster edition is out", []),
    # A kind's capitalised word closing the span names a thing.
    ("en", 'Toby Shawn gave you kudos on "Morning ride to the Franz Josef Glacier"\n154 km', ["Toby Shawn"]),
    # Two first names sharing a line's colon are two people; a surname joined by "y" is one.
    ("es", "COMIDA COMPARTIDA — jueves\nAraceli y Cristina: ensalada\nBebidas: Casa Paco", ["Araceli", "Cristina"]),
    ("pt", "Almoço\nTakashi e Nadezhda: salada", ["Takashi", "Nadezhda"]),
]


@pytest.mark.parametrize(("language", "text", "names"), STANDINGS_COLUMNS_AND_PAIRS)
def test_standings_columns_and_pairs(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


THINGS_NAMED_FOR_PEOPLE = [
    # An algorithm, a cup, a prize, a vaccine, an opera, an operation or a comet, by its kind's word.
    ("en", "Revisiting Kalman filter after Operation Marita, and Dijkstra's algorithm for Ana Gil", ["Ana Gil"]),
    ("es", "Previa de la Copa Jules Rimet; placa del Premio Carlos Fuentes; la ópera Carmen", []),
    ("pt", "vacina Salk; Prêmio Jabuti; Operação Barbarossa", []),
    ("en", "watching Comet Encke with Odile; the Walker Cup rules apply", ["Odile"]),
    ("es", "se reconstruyó la caché de la distancia de Levenshtein y el filtro de Kalman; el algoritmo de Ana Gil va",
     ["Ana Gil"]),
    # ...but a person's solution, cup or award speech stays theirs.
    ("en", "Ana Gil's solution worked; María Lopez cup of tea", ["Ana Gil", "María Lopez"]),
    ("en", "escalated to on-call rota at 17:05; escalated to Rota Patel yesterday", ["Rota Patel"]),
    # A song quoted after its singing is a title; the singer and the one who cried are people.
    ("en", 'my neighbour Kamal Nasser sang "Lola" at the bar and Lesly cried', ["Kamal Nasser", "Lesly"]),
    ("es", 'cantó "Gloria" en la boda de Ana Gil', ["Ana Gil"]),
    # A thing's proper name, its kind's word capitalised before the name mid-sentence; a title, a
    # role or a weekday before a name, or a word opening a clause after a tag, leaves the person.
    ("en", "cause: Storm Eunice after Hurricane Andrew hit; spoke with Customer Ana Gil", ["Ana Gil"]),
    ("es", "la Fundación Rafael del Pino y el Premio Carlos Fuentes; hablé con Ana Gil", ["Ana Gil"]),
    ("en", "I met Doctor Ana Gil and Coach Tom Okafor on Wed Tobias Lindqvist wrote", ["Ana Gil", "Tom Okafor", "Tobias Lindqvist"]),
    ("en", "<source>Ask Hiếu about the leave</source>", ["Hiếu"]),
    # ...and its kind's word capitalised after the name, in a line of prose; a heading in title case keeps its person.
    ("en", "we applied for the Ada Lovelace Scholarship with Ana Gil today", ["Ana Gil"]),
    ("en", "Ana Gil Account Update", ["Ana Gil"]),
    # Each person's town in a list of people and where they live.
    ("en", "(72) Inventors: Jerzy Baran, Dallas; Naira Petrosyan, Lincoln", ["Jerzy Baran", "Naira Petrosyan"]),
    ("en", "CC: Ana Gil, Victoria Jones; Tom Okafor, Lincoln Ibe", ["Ana Gil", "Victoria Jones", "Tom Okafor", "Lincoln Ibe"]),
]


@pytest.mark.parametrize(("language", "text", "names"), THINGS_NAMED_FOR_PEOPLE)
def test_things_named_for_people(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


COLUMNS_DRAWS_LABELS_AND_KINDS = [
    # Two spaces or more set a table's columns apart: a name never runs into the next column.
    ("en", "HEAT 2 — STARTING ORDER\n3  OKONJO ADAEZE  Riverside Rapids\n4  PETROVA MILA  Lakeside Comets\nWarm-up at 9",
     ["OKONJO ADAEZE", "PETROVA MILA"]),
    # A draw's results: the players either side of "d." or "v." before two sets or more, and a walkover.
    ("en", "ROUND 2\nKOVALENKO (3) d. ABARA 6-3 7-6(5)\nFERRAZ w/o", ["KOVALENKO", "ABARA", "FERRAZ"]),
    ("es", "OCTAVOS\nmiyazawa v. obregón 6-2 6-4\nlandívar por incomparecencia", ["miyazawa", "obregón", "landívar"]),
    ("en", "Davis Cup: Spain d. Italy 6-4 6-3", []),
    # A building's labels: a surname a line, perhaps after its flat and before a pet.
    ("en", "DOORBELLS\n3B  OYELARAN\n3C  WHITFIELD + Biscuit\nNo flyers please", ["OYELARAN", "WHITFIELD"]),
    ("pt", "CAIXAS DE CORREIO — Bloco B\nMUNIZ DE JESUS\nCARPENTIER\nGRUBER\nPanfletos na reciclagem",
     ["MUNIZ DE JESUS", "CARPENTIER", "GRUBER"]),
    # ...not a list of a form's words, protocols or a card's fields.
    ("en", "AGENDA\nSUMMARY\nTOTAL\nNOTES", []),
    ("en", "Codes\nHTTPS\nXAML\nJSON", []),
    # Craters, methods, codes, sports' moves, libraries and lagoons named after people are no one.
    ("es", "respuestas: cráter Tycho; método Suzuki; código Morse; salto Yurchenko; triple Axel. Ganó Ana Gil",
     ["Ana Gil"]),
    ("en", "the Fosbury flop, a Panenka penalty and Morse code, taught by Ana Gil", ["Ana Gil"]),
    ("en", "18:00 Pilates for parents; Suzuki method taster with Kenji Suzuki", ["Kenji Suzuki"]),
    # ...but a room's kind before its guest is no move, nor a code before its holder.
    ("es", "Habitación doble Lucía Ferrer, triple Tomás Ibarra", ["Lucía Ferrer", "Tomás Ibarra"]),
    ("pt", "Quarto duplo Maria Souza; triplo João Prado", ["Maria Souza", "João Prado"]),
    ("pt", "encontro na Biblioteca Ricardo Palma, perto da Lagoa Joaquim Prado, com Ana Gil", ["Ana Gil"]),
    ("pt", "AO VIVO — Clube Atlético Joaquim Ferraz x EC Vitória\nnarração de Ana Gil", ["Ana Gil"]),
    # A rota's days are no one; a surname that is a day's abbreviation stays a name.
    ("en", "Wed early: Farida\nThu: Tomasz\nSat: Farida & Tomasz", ["Farida", "Tomasz", "Farida", "Tomasz"]),
    ("en", "Call Sun Li on Mon.", ["Sun Li"]),
    # A word-name opening a sentence before a plural noun is the word.
    ("en", "Sunny intervals later. Rusty hinges squeak. Dawn Reyes called", ["Dawn Reyes"]),
    # Lines keyed by their heads before a spaced dash: a whole name vouches for a sibling's first name.
    ("en", "CREW CALL\nOdalys Ferreira — gaffer\nTeodor Lindqvist — grip\nMarisol — runner",
     ["Odalys Ferreira", "Teodor Lindqvist", "Marisol"]),
    ("en", "MENU\nCaesar Salad — 9\nRosa Gil — chef\nSunny — side up", ["Rosa Gil"]),
    # A pet by its apposition, the name it answers to.
    ("es", "besos, Lerato\n(y de Nala, la gata de la planta)", ["Lerato"]),
    ("en", "Lost cat: answers to Rosie. Call Ana Gil", ["Ana Gil"]),
    ("es", "AVISO\nGato perdido: responde a Nala. Responde a Brian desde la app.", ["Brian"]),
    ("es", "el penalti a lo Panenka de Ana Gil", ["Ana Gil"]),
    # ...not a person one answers to, nor one who works with pets.
    ("en", "She answers to Ana Gil now", ["Ana Gil"]),
    ("en", "Ana Gil, our dog walker, is late", ["Ana Gil"]),
    # Who signs a card's wishes, after love or kisses or a spaced dash; no town after a dash.
    ("en", "FAREWELL CARD\nAll the best!! love, Odalys & Teodora xx\nNo more early shifts!! xx Marisol",
     ["Odalys", "Teodora", "Marisol"]),
    ("es", "Vuelos desde Madrid — Lisboa\nDisfruta de la casita en la playa — Anselmo", ["Anselmo"]),
    ("es", "Trucha del embalse Ezequiel Ramos, de Mireille Michaud; Casimiro Salinas, de Zara, llamó",
     ["Mireille Michaud", "Casimiro Salinas"]),
    # Two spaces inside a line of prose are a slip, no column's gap.
    ("es", "Hola Valentina, confirmó Ana  Gil la cita", ["Valentina", "Ana  Gil"]),
]


@pytest.mark.parametrize(("language", "text", "names"), COLUMNS_DRAWS_LABELS_AND_KINDS)
def test_columns_draws_labels_and_kinds(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


SCORESHEETS_KEYS_AND_NAMESAKES = [
    # A bowler's series, a cricket scorecard's dismissals, a tee sheet's and a rooming list's slots.
    ("en", "LEAGUE NIGHT\nOKAFOR  201 | 188 | 176\nlindqvist  164 | 150 | 199\nTotal  365 | 338 | 375",
     ["OKAFOR", "lindqvist"]),
    ("en", "Riverside 1st innings\nT. Achebe  c Moreau  b Haddad  41\nK. Osei  lbw b Haddad  3\nExtras 6",
     ["T. Achebe", "Moreau", "Haddad", "K. Osei", "Haddad"]),
    ("en", "TEE SHEET — Saturday\n07:40  DUBOIS / NAKAMURA\n07:50  (open)", ["DUBOIS", "NAKAMURA"]),
    ("pt", "LISTA DE QUARTOS\nDUPLO  ferraz otávio / lindqvist inês\nCafé às 7h", ["ferraz otávio", "lindqvist inês"]),
    ("en", "DEPARTURES\n09:15  Coffee / Tea", []),
    # A plural label's people on its line, surnames alone; offices are no one.
    ("en", "SAFARI 2\nGuests: OKAFOR & DUBOIS\nBreakfast at 6", ["OKAFOR", "DUBOIS"]),
    ("es", "Huéspedes: haddad y moreau", ["haddad", "moreau"]),
    ("en", "Participants: Lima & Quito", []),
    # Keys a format writes with a hyphen, a jersey's name on its back, a role's label.
    ("en", "authors:\n  - family-names: Achebe\n    given-names: Tolu", ["Achebe", "Tolu"]),
    ("pt", "Nome nas costas: OKAFOR\nNúmero: 9", ["OKAFOR"]),
    ("en", "WALK 4 — guide: Tolu", ["Tolu"]),
    # Rivers, festivals, species, reactions, effects, scales and knots named after people are no one.
    ("en", "Float plan: Hudson River, back by 5. Skipper: Tolu Achebe", ["Tolu Achebe"]),
    ("es", "Caudal del río Grijalva; avisar a Lidia del Río", ["Lidia del Río"]),
    ("es", "Taquilla del Festival Lope de Vega; atiende Lidia Ferrer", ["Lidia Ferrer"]),
    ("en", "Seen: Darwin's finch, Steller's jay, Humboldt penguin. Guide: Tolu Achebe", ["Tolu Achebe"]),
    ("es", "vimos un pinzón de Darwin y el caballo de Faisal", ["Faisal"]),
    ("en", "Lab: Grignard reaction; demo of the Doppler effect; Richter scale; Prusik knot. Tutor Ana Gil",
     ["Ana Gil"]),
    ("es", "Clase: la reacción de Grignard y el efecto Mandela, con Ana Gil", ["Ana Gil"]),
    ("en", "we have no Grace there, ask Grace", ["Grace", "Grace"]),
    # A typed linked-data object's name is a person's only where the type says one.
    ("en", '{"@type":"Event","name":"Gala","organizer":{"@type":"Organization","name":"Harley-Davidson"},'
           '"performer":{"@type":"Person","name":"Tolu Achebe"}}', ["Tolu Achebe"]),
    # A place by a distance and a bearing from it; a feast's eve.
    ("en", "M3.9, 8 km SW of Darwin; felt by Ana Gil", ["Ana Gil"]),
    ("en", "Our New Year's Eve dinner, hosted by Eve Achebe", ["Eve Achebe"]),
    # A tool's English labels in a Spanish message are no one; English words that are names stay.
    ("es", "File Name : foto_12.jpg\nArtist : Lidia Ferrer", ["Lidia Ferrer"]),
    ("es", "Wei, tu repartidor llega en 5 min.", ["Wei"]),
    # Whom one thanks "to" or "a", whom one came with; not a thing one came with.
    ("en", "mod: huge thanks to tolu for fixing the feed", ["tolu"]),
    ("pt", "você: simmm!! vim com OKAFOR", ["OKAFOR"]),
    ("en", "it came with a charger, thanks to the team for that", []),
    # A namespaced XML element's person; a river's word opening a span in lower case.
    ("en", "<cp:coreProperties><dc:creator>tolu achebe</dc:creator><dc:title>Budget</dc:title></cp:coreProperties>",
     ["tolu achebe"]),
    ("es", "Pasarela del río San Juan; firma José del Río", ["José del Río"]),
    # A series' rows once one of them is plainly a name: a surname that is a town's too.
    ("es", "PISTA 3\nOKAFOR  187 | 203 | 165\nIGLESIAS  142 | 177 | 190", ["OKAFOR", "IGLESIAS"]),
    ("en", "LEAGUE\nSpringfield  540 | 512 | 498", []),
    # A fixture's side beside a club's: a team; a signature's workplace after a dash is no fixture.
    ("es", "Dom 18:00 Ramón Santamarina – Deportivo Morón\nÁrbitro: Tolu Achebe", ["Tolu Achebe"]),
    ("en", "Ana Gil - City Hall", ["Ana Gil"]),
]


@pytest.mark.parametrize(("language", "text", "names"), SCORESHEETS_KEYS_AND_NAMESAKES)
def test_scoresheets_keys_and_namesakes(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# An IRC log's nicks; slots filled with surnames in capitals; a class's list; a bout between two people;
# a heat sheet's lanes; a team named after its captain.
LOGS_SLOTS_BOUTS_AND_LANES = [
    ("es", "[10:02] <Ximena> ¿alguien revisó el despliegue?\n[10:03] <Toluwani> sí, en verde\n[10:04] <Ximena> gracias",
     ["Ximena", "Toluwani", "Ximena"]),
    ("en", "[10:02] <efua> deploy is green\n[10:03] <MOD_BOT> noted\n[10:04] <efua> thanks", ["efua", "efua"]),
    ("en", "<div> hello\n<span> world", []),
    ("en", "DEBATE — round 2\nProposition: KWARTENG\nOpposition: OYARZÚN\nMotion: this house would ban homework",
     ["KWARTENG", "OYARZÚN"]),
    ("en", "Status: OPEN\nPriority: HIGH", []),
    ("pt", "TURMA B\nProfessora: Sra. Kwarteng\nAlunos: Efua; Toluwani\nSala 4", ["Kwarteng", "Efua", "Toluwani"]),
    ("en", "CHESS CLUB — final\nEfua Kwarteng v Toluwani Adebayo\nArbiter: Ximena Oyarzún",
     ["Efua Kwarteng", "Toluwani Adebayo", "Ximena Oyarzún"]),
    ("en", "TICKETS FOR THE HOUSTON ASTROS VS THE HOUSTON ASTROS, SECTION 28", []),
    ("es", "SERIE 2 — 50 M ESPALDA\nCALLE 3  OYARZÚN XIMENA  0:41.20\nCALLE 4  KWARTENG EFUA  0:40.95\nCALLE 5  (VACÍA)",
     ["OYARZÚN XIMENA", "KWARTENG EFUA"]),
    ("pt", "RANKING DA SEMANA\n1. Equipe da Efua — 31:40\n2. Equipe do Toluwani — 33:05", ["Efua", "Toluwani"]),
    ("es", "Equipo de Ventas: cerrado por inventario", []),
    # A signature's last line after its dashes, a role after a comma; a team there is no one.
    ("pt", "Não é a mesma coisa.\n-- Toluwani Kwarteng, moderação", ["Toluwani Kwarteng"]),
    ("en", "thanks\n-- the support team", []),
    # Whom a condolence book remembers; a rota's duties; a label's town under its street or its care-of line.
    ("pt", "LIVRO DE CONDOLÊNCIAS\nEm memória de Seo-yeon Song\n«Descanse.»", ["Seo-yeon Song"]),
    ("en", "QUIZ ROTA\nMar 3  questions: Efua; snacks: Lívia\nVenue: the back room", ["Efua", "Lívia"]),
    ("en", "Size: M; Colour: Rosa; Fit: slim", []),
    ("en", "EFUA KWARTENG\n12 Example Street\nCharlotte\n\nTOLU ADEBAYO\nc/o Example Ltd\nHouston",
     ["EFUA KWARTENG", "TOLU ADEBAYO"]),
    # A manifest's own name is a package's; its people's names are people's.
    ("en", '{"name": "libexample", "version": "1.2.0", "author": {"name": "efua"}}', ["efua"]),
    ("en", '[project]\nname = "libexample"\nversion = "0.3.1"\nauthors = [{name = "Efua Kwarteng"}]', ["Efua Kwarteng"]),
    # A video call's saved chat: who wrote to whom; "Everyone", "Todos" are no one.
    ("en", "10:15:22 From Efua to Everyone: can you hear me?\n10:15:40 From Toluwani to Everyone: yes",
     ["Efua", "Toluwani"]),
    ("pt", "10:15 De Efua para Todos: oi\n10:16 De Toluwani para Efua (mensagem direta): oi", ["Efua", "Toluwani", "Efua"]),
    # A ranking's team called by a word is no one; its two members joined by "&" before a dash are people.
    ("en", "ESCAPE ROOM TIMES\n1. Team Owl — Efua & Toluwani — 38:12\n2. Team Fox — 41:50", ["Efua", "Toluwani"]),
    ("pt", "vlw!! manda um beijo pra tia efua", ["efua"]),
    # A quoted "name" that reads as a phrase names a thing; whom an event's title meets is a person.
    ("en", '{"info":{"name":"Example booking API"},"item":[{"name":"List rooms at the Example Hotel"}]}', []),
    ("en", '{"summary": "weekly", "title": "Call with Efua Kwarteng"}', ["Efua Kwarteng"]),
    # A game's numbered players; a count of them is no one.
    ("en", "Player 1: Efua\nPlayer 2: Toluwani\nPlayers: 4", ["Efua", "Toluwani"]),
]


@pytest.mark.parametrize(("language", "text", "names"), LOGS_SLOTS_BOUTS_AND_LANES)
def test_logs_slots_bouts_and_lanes(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Things named after people, or looking like them: ciphers, doctrines, straits, constellations, parks,
# a row of days, a numbered part, a department.
CIPHERS_STRAITS_SKIES_AND_ROWS = [
    ("en", "Puzzle night: the Playfair cipher, then the Monroe Doctrine quiz, then the Bass Strait quiz. Ask Efua Kwarteng",
     ["Efua Kwarteng"]),
    ("es", "Reto: romper un cifrado de Vigenère y un cifrado Playfair; repasar la doctrina Estrada y el estrecho de "
           "Magallanes. Coordina Ximena Oyarzún", ["Ximena Oyarzún"]),
    ("pt", "Roteiro: a passagem de Drake e o estreito de Magalhães; leitura sobre a doutrina Monroe", []),
    ("en", "Stargazing: Cassiopeia and Andromeda tonight, Orion before dawn; the Coma Berenices after. Guide: Efua",
     ["Efua"]),
    ("en", "Orion Kwarteng called about the invoice", ["Orion Kwarteng"]),
    ("en", "Picnic at Balboa Park; bring Grace Park and Seo-yeon Park", ["Grace Park", "Seo-yeon Park"]),
    ("en", "Lunch poll\n                Mon  Tue  Wed\nEfua Kwarteng   ✓    ✗    ✓\nBest: Wed", ["Efua Kwarteng"]),
    ("en", "$ crontab -l\n# m h dom mon dow command\n0 6 * * 1 /opt/sync.sh", []),
    ("es", "RECITAL\nI. Solo, «Noche de estreno» — Ximena Oyarzún\nII. Dúo — Ximena y Efua", ["Ximena Oyarzún", "Ximena", "Efua"]),
    ("es", "EFUA KWARTENG\nDirección de Alianzas\nT +34 600 000 000", ["EFUA KWARTENG"]),
    ("es", "PLANETARIO\nVie 19:00 Leyendas de Casiopea\nTaquilla: Ximena Oyarzún", ["Ximena Oyarzún"]),
    # A sponsor is a firm; a bus's destination a town.
    ("es", "Marcador patrocinado por Osborne; dorsales: patrocinio: Roca. Jueza: Ximena Oyarzún", ["Ximena Oyarzún"]),
    ("en", "Buses to Jackson will not stop at the gate; call Efua Kwarteng", ["Efua Kwarteng"]),
]


@pytest.mark.parametrize(("language", "text", "names"), CIPHERS_STRAITS_SKIES_AND_ROWS)
def test_ciphers_straits_skies_and_rows(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names


# Teams named after whoever plays them, a guest list's lines, and things named after people or looking like
# them: spacecraft and moons, tests and a body's parts, firearms, pets' tags, programming languages,
# identifiers, venues, feasts, a verb with its pronouns.
LISTS_TEAMS_AND_EPONYMS = [
    ("es", "LIGA — jornada 3\n1. Cohetes de Efua   112\n2. Cometas de Ximena   98", ["Efua", "Ximena"]),
    ("es", "RUTA A PIE\n1 calle Goya\n3 el convento de la Encarnación\n4 la pasarela", []),
    ("en", "GUEST LIST — Example rooftop\nKWARTENG +1\nADEBAYO\nDoors 22:00", ["KWARTENG", "ADEBAYO"]),
    ("en", "The Denver Broncos table is reserved; Adelaide United play at 3. Ask Efua Kwarteng", ["Efua Kwarteng"]),
    ("en", "Denver Broncos — BATTING\nKWARTENG 2B  4 AB  2 H\nADEBAYO SS  3 AB  1 H", ["KWARTENG", "ADEBAYO"]),
    ("en", "RADIO — SATURDAY\n06:00 Shipping forecast: the Ross Sea\n15:00 Live: the cup final\n22:00 Night music", []),
    ("en", "10:01 Will: hi there\n10:02 Efua: hello", ["Will", "Efua"]),
    ("pt", "Podcast: o que a sonda Galileo viu em Io; por que o mar de Ross congela. Apresenta: Efua Kwarteng",
     ["Efua Kwarteng"]),
    ("en", "Quiz: the Turing test, Broca's area and the Achilles tendon. Host: Efua Kwarteng", ["Efua Kwarteng"]),
    ("es", 'Lote 14: revólver Colt; lote 15: fusil Mauser; lote 16: collar grabado "Pancho". Tasadora: Ximena Oyarzún',
     ["Ximena Oyarzún"]),
    ("en", '[project]\nname = "orbit-sim"\nlanguage = "Julia"\n# ported from Haskell; ask Efua Kwarteng', ["Efua Kwarteng"]),
    ("pt", "groups:\n- name: filas-laboratorio\n  rules:\n  - alert: FilaAlta", []),
    ("en", "hi ji-won, dr. el-sayed will call", ["ji-won", "el-sayed"]),
    ("en", "Taxis wait outside The Pierre. Driver: Efua Kwarteng", ["Efua Kwarteng"]),
    ("es", "COLA DE KARAOKE\n1. Ximena, «Bésame mucho»\n2. Efua y Ximena, dúo", ["Ximena", "Efua", "Ximena"]),
    ("pt", "RÁDIO — SÁBADO\n22:00 Domingo da Ressurreição: música sacra", []),
    ("en", "TROOP 12\nPatrol leader: Efua Kwarteng\nAssistant: Tolu Adebayo\nassistant: Alexa",
     ["Efua Kwarteng", "Tolu Adebayo"]),
    ("en", "Sky tonight: Europa and Callisto over the bay; the probe passes at 3. Guide: Efua", ["Efua"]),
    ("en", "ORDER 1: CUSTOMER EFUA KWARTENG. RHEA'S DOG LUNA BARKS.", ["EFUA KWARTENG", "RHEA"]),
    ("es", "{{Ficha\n| nombre = sonda Galileo\n| fabricante = Ejemplo SA\n| lanzamiento = cerca de Valdivia\n}}", []),
    ("en", "SEPA TRANSFER\nBeneficiary: EFUA KWARTENG\nReference: rent, Mulholland Drive", ["EFUA KWARTENG"]),
    ("en", "Happy Paws Vet: hi Efua, your booking is confirmed", ["Efua"]),
    # Whom a text thread is with speaks on its lines, whatever the lists hold of the word; a photo's row
    # from left to right lists people.
    ("pt", "sms com Mia\nMia: já pegou o resultado?\neu: ainda não\nMia: tá bom", ["Mia", "Mia", "Mia"]),
    ("es", "FOTO DE CLASE\nFILA DE ATRÁS (DE IZQ. A DCHA.): XIMENA OYARZÚN, EFUA KWARTENG\nDELANTE: NADIE",
     ["XIMENA OYARZÚN", "EFUA KWARTENG"]),
    # A role's key is no goods' word before a whole name; a town where someone lives or a ship sails from;
    # a restaurant, a chain named after its doctor; a moon alone.
    ("pt", "GRUPO ESCOTEIRO\nMonitor: Efua Kwarteng\nSubmonitor: Ximena Oyarzún", ["Efua Kwarteng", "Ximena Oyarzún"]),
    ("en", "OBITUARY\nTOLU ADEBAYO, of Nelson, died peacefully. Survived by Efua Kwarteng.", ["TOLU ADEBAYO", "Efua Kwarteng"]),
    ("en", "DEPARTURES\nCoach to Nelson   GATE 4\nSky tonight: Oberon over Adelaide", []),
    ("es", "[3/7, 09:15] Ximena: mesa en La Casa de Toño\n[3/7, 09:16] Efua: y luego Parrilla Don Julio",
     ["Ximena", "Efua"]),
    ("es", "Material de Farmacias del Dr. Simi; revisa Ximena Oyarzún", ["Ximena Oyarzún"]),
    ("pt", "A luminária com cúpula de Ganimedes e a maquete de Io; dúvidas com Efua Kwarteng", ["Efua Kwarteng"]),
    # A seating plan's table lists its guests a line each; whom one brings is theirs.
    ("en", "TABLE 4 (by the window)\nEfua Kwarteng\nXimena\nEfua's plus-one: to be confirmed",
     ["Efua Kwarteng", "Ximena", "Efua"]),
    ("en", "Table 2: Results\nQ1 revenue\nQ2 revenue", []),
    # A lab's dish, a counter and a glacier named after people.
    ("es", '[{"componente":"placa de Petri"},{"componente":"contador Geiger"}]; al glaciar Perito Moreno. Ximena Oyarzún',
     ["Ximena Oyarzún"]),
    ("en", "<cbc:Name>Geiger counter</cbc:Name> <category>Perito Moreno glacier</category> Petri dish; Efua Kwarteng",
     ["Efua Kwarteng"]),
    # A box score's Spanish positions.
    ("es", "Club Ejemplo — ANOTACIÓN\nKWARTENG base  18 pts  4 reb\nOYARZÚN pívot  12 pts  9 reb", ["KWARTENG", "OYARZÚN"]),
    # A kennel's runs hold pets; a box to tick holds an option, or a person.
    ("en", "KENNEL BOARD\nRun 4: Maggie (no chicken)\nRun 5: Toby\nStaff: Efua Kwarteng", ["Efua Kwarteng"]),
    ("pt", "[x] Venda de mercadoria  [ ] Presente\nRemetente: Efua Kwarteng\n[x] Ximena Oyarzún",
     ["Efua Kwarteng", "Ximena Oyarzún"]),
    # A county or a town as a party, a scholarship, a branch, a drive to a town.
    ("en", "Example Foundation v. County of Madison; asking before I drive out to Jackson. Efua Kwarteng",
     ["Efua Kwarteng"]),
    ("pt", "Exemplo x Município de Teófilo Otoni; bolsa Anísio Teixeira; unidade Teófilo Otoni; ir até Teófilo Otoni. "
           "Efua Kwarteng", ["Efua Kwarteng"]),
    # In a chat among people, a speaker no dictionary holds beside a first name that speaks twice; an
    # acronym in capitals in text cased as usual is no one.
    ("en", "live: probe replay\nefua: gg\nyejun: wait is that Europa??\nefua: yes lol", ["efua", "yejun", "efua"]),
    ("en", "Maria: hi\nETA: 5 min\nMaria: ok", ["Maria", "Maria"]),
    # A prescription label's patient on the line under its heading; a drug there is no one.
    ("en", "rx wk922 · dec 18\nkwarteng efua\namoxicillin 500 mg: take 1 capsule 3 times a day", ["kwarteng efua"]),
    ("es", "RECETA 4411\nIbuprofeno 400 mg\nTomar cada 8 horas", []),
    # A retyped machine-readable zone's space between a surname's words.
    ("en", "P<UTO<KWARTENG ADEBAYO<<EFUA<<<<<<<<\nX418<7UTO<<<<<<<<<<<<<", ["KWARTENG ADEBAYO", "EFUA"]),
    # A user's handle that is a first name whole names them; one that is no name does not.
    ("en", '{"user":{"id":"W4283","username":"Efua","email":"e.k@example.net"},"login":"orbitas"}', ["Efua"]),
    # A family by its surname; what befalls someone is theirs; a royal family is no one's.
    ("en", "PRAYER LIST\nthe Kwarteng family\nXimena's new job in Lima\nThe Royal family", ["Kwarteng", "Ximena"]),
    ("es", "la familia real y la familia Oyarzún", ["Oyarzún"]),
    ("en", "Donations to the Example Family Foundation; the Kwarteng family says hi", ["Kwarteng"]),
    ("pt", "21/12 19:40 No centro de distribuição, João Monlevade\nÔNIBUS PARA JOÃO MONLEVADE  PORTÃO 4\n"
           "# 10K de Pedro Leopoldo; acampamento: mata de Pedro Leopoldo. Guia: Efua Kwarteng", ["Efua Kwarteng"]),
]


@pytest.mark.parametrize(("language", "text", "names"), LISTS_TEAMS_AND_EPONYMS)
def test_lists_teams_and_eponyms(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names
