"""The sealed14 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with
people's names labelled, written apart from the recognizer and from every other set's templates.

Names come from the npm package humannames 1.0.5 (MIT; a list of ~197,000 first names and surnames
gathered from social media and government lists) and from tables written here by hand for the
origins it does not tag. npm fakerator 0.3.6 and minifaker 1.34.1 were checked and not used: their
name tables are copies of faker.js / FakerPHP tables (fakerator's pt-BR is FakerPHP's pt_BR in its
order, its es-ES, pl-PL, de-DE, cs-CZ, sk-SK, nb-NO, ru-RU tables are @faker-js/faker's; minifaker's
es surnames are faker.js's). humannames shares 7% of its entries with every @faker-js/faker locale
together, so it is no copy of one.

Every message is one template filled with people of the origins below, in one casing class
(quality.names_corpus.CASINGS), its names labelled exactly (no title, no possessive, no punctuation),
its look-alikes (companies, streets, saints, storms, products named like people) never labelled.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from quality.corpus import Labelled
from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import fold

SEED = 48317

PARTICLES = {"de", "da", "do", "dos", "das", "del", "la", "y", "e"}


@dataclass
class Sealed14Message(NameMessage):
    """A sealed14 message: its template's index, its people's origins and its look-alikes."""

    template: int = 0
    origins: list[str] = field(default_factory=list)
    traps: list[Labelled] = field(default_factory=list)


# --- Names -------------------------------------------------------------------------------------
# Each origin: (first names, surnames). A first name may be compound ("María José"); a surname may
# be two ("García Lozano"), particled ("de la Fuente", "dos Santos"), hyphenated ("Al-Amin") or
# Irish/Scottish (O'Dwyer, McAuley, MacInnes).

# Eastern European surnames: npm humannames 1.0.5 (MIT), list.txt, a spread of its entries ending in
# -ski/-wicz/-czyk (Polish) and -enko/-chuk (Ukrainian), taken every n-th in its alphabetical order.
# Their first names are written here.
_HUMANNAMES_EAST = [
    "Abramczyk", "Bilnoski", "Burkowski", "Dabrowski", "Dzwonczyk", "Golumski", "Kachinski",
    "Klimowicz", "Kotlowski", "Kusinski", "Lowinski", "Maslinski", "Ostaszewski", "Piskorowski",
    "Radkiewicz", "Rybarski", "Skalski", "Stankewicz", "Trzcinski", "Yavorski", "Abramchuk",
    "Borisenko", "Doroshenko", "Ivanchenko", "Kononenko", "Kozachenko", "Levchenko", "Maksimenko",
    "Nikitenko", "Ovcharenko", "Polishchuk", "Radchenko", "Tereshchenko",
]

# The rest: written here by hand (no package seen holds these origins apart); every single-word
# entry was looked up in humannames 1.0.5 where it holds it.
NAMES: dict[str, tuple[list[str], list[str]]] = {
    "english": (["Gareth", "Tamsin", "Wendell", "Priscilla", "Colby", "Harriet", "Nolan", "Marjorie",
                 "Duncan", "Felicity", "Barrett", "Imogen", "Clifford", "Rosalind", "Spencer", "Lorna"],
                ["Whitfield", "Pembroke", "Ashworth", "Lockhart", "Thornbury", "Halloway", "Crandall",
                 "Fairbairn", "Mottram", "Radcliffe", "Sowerby", "Tillman", "Bramwell", "Eastwood"]),
    "irish_scottish": (["Siobhan", "Declan", "Niamh", "Padraig", "Aoife", "Cormac", "Eilidh", "Fergus",
                        "Grainne", "Ruairi", "Morag", "Tadhg"],
                       ["O'Dwyer", "O'Halloran", "O'Keeffe", "McAuley", "McGonigal", "McCreadie",
                        "MacInnes", "MacAskill", "MacFadyen", "Gallagher", "Kinsella", "Drummond"]),
    "spanish": (["María José", "José Manuel", "Ana Belén", "Juan Carlos", "Mercedes", "Íñigo", "Begoña",
                 "Maite", "Ainhoa", "Gonzalo", "Nerea", "Rocío", "Álvaro", "Montserrat"],
                ["Echeverría", "Salcedo", "Iturralde", "Garrido Ordóñez", "Beltrán Cuesta", "de la Fuente",
                 "del Olmo", "Villalobos", "Arrieta", "Mendizábal", "Cifuentes Lara", "de la Vega"]),
    "mexican": (["Guadalupe", "Xóchitl", "Citlali", "Cuauhtémoc", "Itzel", "Jesús Alberto", "Yaretzi",
                 "Eréndira", "Tonatiuh", "Araceli"],
                ["Tlapanco", "Xicoténcatl", "Huerta Zamudio", "Cantú", "Ayala Treviño", "Quezada",
                 "Villaseñor", "Olvera", "Zúñiga", "Canales"]),
    "andean": (["Wilber", "Yessenia", "Edwin", "Nilda", "Quispe", "Rosmery", "Ayar", "Killa", "Franklin",
                "Yolanda"],
               ["Mamani", "Condori", "Huamán", "Quispe Ccori", "Choque", "Apaza", "Ticona", "Cusi",
                "Yupanqui", "Huanca"]),
    "rioplatense": (["Agustina", "Facundo", "Luciana", "Gianluca", "Florencia", "Bautista", "Milagros",
                     "Santino"],
                    ["Bianchi", "Ferraro", "Lombardo", "Gambino", "Cattaneo", "Scarpelli", "Bonfiglio",
                     "Rinaldi", "Zanetti", "Pellegrini"]),
    "brazilian": (["Thaís", "Joaquim", "Raíssa", "Valdemar", "Luana", "Cauã", "Jucélia", "Edivaldo",
                   "Kelly Cristina", "Ana Clara", "Rivaldo", "Tatiane"],
                  ["Nascimento", "da Conceição", "dos Reis", "de Albuquerque", "Cavalcanti", "Magalhães",
                   "Bragança", "Figueiredo", "da Cunha", "Vasconcelos", "Medeiros", "das Chagas"]),
    "afro_brazilian": (["Benedita", "Jurema", "Oxóssi", "Zumbi", "Iracema", "Ubiratã", "Dandara", "Akin"],
                       ["de Jesus", "do Nascimento", "dos Anjos", "da Paixão", "do Espírito Santo",
                        "da Luz", "das Graças", "de Deus"]),
    "portuguese": (["Gonçalo", "Inês", "Duarte", "Leonor", "Tomé", "Matilde", "Afonso", "Beatriz"],
                   ["Sequeira", "Amaral", "Carrilho", "Antunes", "Quaresma", "Vasconcelos", "Gouveia",
                    "Teixeira"]),
    "chinese": (["Xiaoming", "Mei", "Zhiwei", "Yuting", "Jianguo", "Lihua", "Haoran", "Xinyi"],
                ["Zhang", "Wang", "Liu", "Chen", "Zhou", "Huang", "Xu", "Guo"]),
    "korean": (["Minjun", "Jiwoo", "Seo-yeon", "Dong-hyun", "Hana", "Jisoo", "Taeyang", "Eunji"],
               ["Kim", "Park", "Choi", "Jung", "Kang", "Yoon", "Jang", "Lim"]),
    "vietnamese": (["Thanh", "Huong", "Minh", "Ngoc", "Tuan", "Phuong", "Duc", "Lan"],
                   ["Nguyen", "Tran", "Pham", "Le", "Hoang", "Vu", "Dang", "Bui"]),
    "japanese": (["Haruto", "Yui", "Sota", "Aoi", "Kenji", "Sakura", "Ren", "Hinata"],
                 ["Takahashi", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi", "Inoue", "Matsumoto",
                  "Fujita"]),
    "arabic": (["Khalid", "Fatima", "Yousef", "Layla", "Tariq", "Noor", "Hamza", "Rania"],
               ["Al-Amin", "Al-Farsi", "El-Sayed", "El-Masri", "Al-Rashid", "Haddad", "Nasser",
                "Mansour"]),
    "turkish": (["Emre", "Elif", "Burak", "Zeynep", "Oguz", "Ayse", "Kerem", "Selin"],
                ["Yilmaz", "Kaya", "Demir", "Sahin", "Celik", "Aydin", "Ozturk", "Arslan"]),
    "indian": (["Priya", "Arjun", "Ananya", "Rohan", "Deepika", "Vikram", "Sunita", "Karthik"],
               ["Sharma", "Iyer", "Reddy", "Banerjee", "Nair", "Chatterjee", "Patel", "Venkatesh"]),
    "nigerian": (["Oluwaseun", "Chukwuemeka", "Adaeze", "Babatunde", "Ngozi", "Folasade", "Obinna",
                  "Temitope"],
                 ["Adeyemi", "Okonkwo", "Balogun", "Nwosu", "Ogunleye", "Eze", "Okafor", "Adebayo"]),
    "haitian": (["Jean-Baptiste", "Marie-Claire", "Wilner", "Guerline", "Fritznel", "Nadège", "Jocelyn",
                 "Rose-Michelle"],
                ["Pierre-Louis", "Jean-Charles", "Desrosiers", "Toussaint", "Dorvil", "Lafortune",
                 "Mondésir", "Charlemagne"]),
    "filipino": (["Maricel", "Jomar", "Rowena", "Rodel", "Analyn", "Jericho", "Lovely", "Arnel"],
                 ["Dimaculangan", "Macapagal", "Bautista", "Manalo", "Villanueva", "Pangilinan",
                  "Dizon", "Sison"]),
    "eastern_european": (["Katarzyna", "Bartosz", "Agnieszka", "Mykola", "Oksana", "Tomasz", "Dmytro",
                          "Halyna"], _HUMANNAMES_EAST),
}

# Names that are also common words, per language (first names, surnames): written here.
WORD_NAMES: dict[str, tuple[list[str], list[str]]] = {
    "en": (["Hope", "Summer", "Rose", "Mark", "Will", "Bill", "Faith", "Grace", "Joy", "Dawn"],
           ["Baker", "Street", "Fisher", "Young", "Hill", "Wood", "Price", "Bird"]),
    "es": (["Rosario", "Luz", "Dolores", "Pilar", "Consuelo", "Soledad", "Paz", "Victoria"],
           ["Blanco", "Rey", "Cruz", "Prado", "Calvo", "Moreno", "Bravo", "Delgado"]),
    "pt": (["Vitória", "Flor", "Glória", "Graça", "Aurora", "Vida", "Luz", "Serena"],
           ["Serra", "Leal", "Rocha", "Ramos", "Pinto", "Coelho", "Leão", "Barata"]),
}

ORIGINS = [*NAMES, "word_names"]

# How often each origin is drawn per language (others 1).
_WEIGHTS = {
    "en": {"english": 4, "irish_scottish": 3, "word_names": 4},
    "es": {"spanish": 4, "mexican": 3, "andean": 3, "rioplatense": 3, "word_names": 4},
    "pt": {"brazilian": 4, "afro_brazilian": 3, "portuguese": 3, "word_names": 4},
}


def _words(name: str) -> list[str]:
    return [p for w in name.split(" ") for p in re.split(r"[-']", w) if p]


def known_parts() -> set[str]:
    """Every word (and hyphen/apostrophe piece) of every name, folded and case-folded."""
    parts: set[str] = set()
    tables = [*NAMES.values(), *WORD_NAMES.values()]
    for firsts, lasts in tables:
        for name in [*firsts, *lasts]:
            for word in name.split(" "):
                parts.add(fold(word).casefold())
                parts.update(fold(p).casefold() for p in _words(word))
    return parts - PARTICLES


_WORD_FIRSTS = {fold(w).casefold() for firsts, _ in WORD_NAMES.values() for w in firsts}
_WORD_LASTS = {fold(w).casefold() for _, lasts in WORD_NAMES.values() for w in lasts}

# --- Look-alikes: things named like people, never labelled -------------------------------------
TRAPS: dict[str, dict[str, list[str]]] = {
    "en": {"company": ["Harrington Freight", "Wilkins & Sons Plumbing", "Dolan Brothers Roofing",
                       "Marlowe Dental Group", "Bradshaw Insurance"],
           "place": ["Kennedy Airport", "St. Jude Clinic", "Lincoln High School", "Wembley Stadium",
                     "Mount Sinai Hospital"],
           "street": ["Franklin Avenue", "Abbott Road", "Victoria Street", "Washington Blvd"],
           "storm": ["Hurricane Ida", "Storm Ciarán", "Tropical Storm Bret"],
           "work": ["Jolene", "Madame Bovary", "Forrest Gump", "Eleanor Rigby"],
           "product": ["Dr. Pepper", "Ben & Jerry's", "Tim Hortons", "Alexa", "Jenkins CI"],
           "city": ["Florence", "Victoria", "Paris", "Jordan", "Charlotte", "Austin"]},
    "es": {"company": ["Ferretería Gutiérrez", "Transportes Ramírez Hnos.", "Farmacia San Roque",
                       "Panadería Doña Chela", "Seguros Bolívar"],
           "place": ["Estadio Santiago Bernabéu", "Hospital Gregorio Marañón", "Aeropuerto Jorge Chávez",
                     "Colegio San Ignacio", "Parque Rodó"],
           "street": ["Avenida Simón Bolívar", "Calle Alfonso XII", "Paseo de Gracia", "Avenida Benito Juárez"],
           "storm": ["el huracán Otis", "la tormenta Filomena", "el huracán Beryl"],
           "work": ["Cien años de soledad", "Doña Bárbara", "Malena", "Don Quijote"],
           "product": ["Dr. Pepper", "Don Simón", "Chupa Chups", "Cola Cao", "Tía María"],
           "city": ["Santa Cruz", "San Isidro", "Victoria", "Florencia", "Mercedes", "Santa Fe"]},
    "pt": {"company": ["Casas Bahia", "Drogaria São Jorge", "Padaria Dona Benta", "Transportadora Irmãos Lopes",
                       "Óticas Carol"],
           "place": ["Estádio Mané Garrincha", "Hospital Albert Einstein", "Aeroporto Santos Dumont",
                     "Escola Estadual Rui Barbosa", "Maracanã"],
           "street": ["Avenida Getúlio Vargas", "Rua Marechal Deodoro", "Avenida Presidente Vargas",
                      "Rua Teodoro Sampaio"],
           "storm": ["o ciclone Yakecan", "o furacão Catarina", "a tempestade Akará"],
           "work": ["Dom Casmurro", "Garota de Ipanema", "Iracema", "Macunaíma"],
           "product": ["Dr. Pepper", "Bombril", "Leite Moça", "Sonho de Valsa", "Melitta"],
           "city": ["São Paulo", "Santa Cruz", "Florianópolis", "Vitória", "Teresina", "Santo André"]},
}

# Words in the templates themselves that look like names and are none (checked never labelled).
LITERAL_TRAPS: dict[str, list[str]] = {
    "en": ["Dr. Pepper", "hope", "will", "rose", "Christmas Eve", "St. Patrick's Day", "Mississippi",
           "Thursday", "August", "CUSTOMER SUCCESS"],
    "es": ["San Juan", "Día de San Valentín", "Santa Cruz", "luz", "Dolores de cabeza", "Semana Santa",
           "Reyes", "Marzo", "ATENCIÓN AL CLIENTE"],
    "pt": ["São Paulo", "Santa Cruz", "serra", "flor", "Dia de São João", "Natal", "Tiradentes",
           "Quarta-feira", "ATENDIMENTO"],
}

# --- Templates ---------------------------------------------------------------------------------
# [[P1.form]]: a person's name in that form (full, fl, first, last, init, url: two labels joined by
# "+"); {email:P1}: a fake address built from P1; {phone}: a fake phone; {trap:kind}: a look-alike.
TEMPLATES: dict[str, list[str]] = {"en": [
    # people
    "hi, this is [[P1.first]] again, the refund for the blender still hasn't shown up",
    "[[P1.full]] called about a chargeback on the March statement. Told her it takes 10 business days.",
    "From: [[P1.fl]] <{email:P1}>\nSubject: wrong size\n\nHi team, the boots are a 9 not a 10.\n\nThanks,\n[[P1.first]]",
    "CRM note: spoke with Mr. [[P1.last]] re: meter reading. He will send a photo tomorrow.",
    '{"customer": "[[P1.full]]", "status": "kyc_pending", "doc": "passport"}',
    "order_id,customer,city\n48213,[[P1.fl]],{trap:city}\n48214,[[P2.fl]],Leeds",
    "ts=09:41 agent=[[P1.first]] action=escalate ticket=T-5521 reason=address_mismatch",
    "https://help.example.com/search?name=[[P1.url]]&lang=en",
    "| Name | Plan | Balance |\n|---|---|---|\n| [[P1.fl]] | Unlimited | $12.40 |\n| [[P2.fl]] | Basic | $0.00 |",
    "- [[P1.full]]: replacement card sent\n- [[P2.full]]: waiting on ID\n- [[P3.first]]: no answer",
    "Agent: thanks for holding, am I speaking with [[P1.first]]?\nCustomer: yes, [[P1.fl]].",
    "Delivery note: leave with neighbour at no. 14 ([[P1.last]]), signed [[P1.init]]",
    "> On Tue [[P1.fl]] wrote:\n> the router keeps dropping\n\nHi [[P1.first]], we've booked an engineer.",
    "Ticket title: [[P1.fl]] - duplicate insurance premium",
    "Dr. [[P1.last]] asked us to move the appointment to Thursday at 3pm.",
    "[[P1.first]]'s parcel went to the old address, please reroute it to the depot",
    "need to check [[P1.last]]'s passport scan before we release the funds",
    "Mrs. [[P1.full]] and her son [[P2.first]] both asked about the family roaming bundle",
    "callback requested by [[P1.init]] on {phone}",
    "Passenger: [[P1.full]]\nSeat: 14C\nSpecial meal: vegetarian\nContact: {phone}",
    "Escalated by [[P1.first]] to [[P2.fl]] (billing); customer [[P3.fl]] still waiting.",
    "[[P1.fl]]\nAccount Manager\n{email:P1} | {phone}",
    "ok so [[P1.first]] says the gas was cut off twice this week, can someone look",
    "KYC check failed for [[P1.full]]: the name on the bill reads [[P1.init]]",
    "Speaker 1 ([[P1.first]]): my bank says the payment bounced\nSpeaker 2: I can see it, one moment",
    "Thanks [[P1.first]]! Your return label is attached. Warm regards, [[P2.first]] from Customer Care",
    "Policyholder [[P1.last]], [[P1.first]] - claim 7731 approved for windscreen repair",
    "name\tplan\tchurn_risk\n[[P1.fl]]\tfibre 500\thigh\n[[P2.fl]]\tfibre 100\tlow",
    "Please confirm with Ms. [[P1.last]] that the chargeback is withdrawn. [[P2.first]]",
    "[[P1.first]] here - the hotel at the airport charged me twice for one night",
    "we refunded [[P1.fl]]'s deposit but [[P2.fl]]'s is still on hold",
    "customer [[P1.init]] wants the data plan moved to the name of [[P2.full]]",
    'log: user="[[P1.first]]" op=password_reset ok=true',
    "Hello, my name is [[P1.full]] and I never ordered this subscription.",
    "Assigned: [[P1.first]]. Reviewer: [[P2.first]]. Customer: [[P3.full]].",
    "re: your flight - Mr. [[P1.fl]] may travel with the dog in the cabin. Best, [[P1.last]] account team",
    "The technician, [[P1.fl]], will arrive between 8 and 12. Ref: ENG-3390.",
    "could [[P1.first]] from the night shift call me back? it's about my electricity meter",
    "[[P1.last]] household: two smart meters, one prepay. Last visit by [[P2.init]].",
    "Bank transfer from [[P1.full]] received; matched to invoice INV-0418. Thanks, [[P2.first]]",
    # no person: look-alikes only
    "Shipment delayed: the courier hub near {trap:place} is closed because of {trap:storm}.",
    "Can I return a case of Dr. Pepper bought at {trap:company}? The cans were dented.",
    "the store on {trap:street} says they don't stock {trap:product} anymore",
    "CUSTOMER SUCCESS\nWeekly digest: refunds up 4%, chargebacks down. Next review Thursday.",
    "Our office will close early on Christmas Eve and reopen after St. Patrick's Day for the audit.",
    "i hope the router works now, will test again tonight",
    "Flights to {trap:city} and {trap:city} are rebooked free of charge until August.",
    "Playlist complaint: the app keeps skipping {trap:work} halfway through.",
    "rose gold case out of stock, will restock in August",
    "Your claim with {trap:company} was forwarded to our partner on {trap:street}.",
    '{"store": "{trap:company}", "refund": 19.99, "currency": "USD", "reason": "damaged"}',
    "Warehouse Mississippi: 320 parcels waiting, outbound cut-off 4pm Thursday.",
    "- {trap:product}: recall notice\n- {trap:product}: price change\n- voucher codes: expired",
    "Appointment moved: {trap:place}, radiology desk, level 2.",
    "billing team: please waive the late fee, the outage came from {trap:storm}",
    "category=travel dest={trap:city} carrier=Coastal Air status=rebooked",
    "Q: do you ship to {trap:city}? A: yes, 3-5 days via {trap:company}.",
    "Tenants on {trap:street} report no water since Thursday; crews sent from {trap:place}.",
    "Book club order: two copies of {trap:work}, gift wrapped, no card.",
], "es": [
    # personas
    "hola, soy [[P1.first]], el reembolso de la licuadora todavía no me llegó",
    "Llamó [[P1.full]] por un contracargo en el resumen de marzo. Le dije que tarda 10 días hábiles.",
    "De: [[P1.fl]] <{email:P1}>\nAsunto: talla equivocada\n\nBuenas, las botas son un 38 y no un 39.\n\nSaludos,\n[[P1.first]]",
    "Nota CRM: hablé con el Sr. [[P1.last]] por la lectura del contador. Mandará foto mañana.",
    '{"cliente": "[[P1.full]]", "estado": "kyc_pendiente", "documento": "DNI"}',
    "pedido,cliente,ciudad\n48213,[[P1.fl]],{trap:city}\n48214,[[P2.fl]],Zaragoza",
    "hora=09:41 agente=[[P1.first]] accion=escalar ticket=T-5521 motivo=direccion_distinta",
    "https://ayuda.example.com/buscar?nombre=[[P1.url]]&idioma=es",
    "| Nombre | Plan | Saldo |\n|---|---|---|\n| [[P1.fl]] | Ilimitado | 12,40 € |\n| [[P2.fl]] | Básico | 0,00 € |",
    "- [[P1.full]]: tarjeta nueva enviada\n- [[P2.full]]: falta el DNI\n- [[P3.first]]: no contesta",
    "Agente: gracias por esperar, ¿hablo con [[P1.first]]?\nCliente: sí, [[P1.fl]].",
    "Albarán: dejar en portería, bajo B ([[P1.last]]), firma [[P1.init]]",
    "> El martes [[P1.fl]] escribió:\n> el router se desconecta\n\nHola [[P1.first]], ya agendamos un técnico.",
    "Título del ticket: [[P1.fl]] - prima de seguro cobrada dos veces",
    "La Dra. [[P1.last]] pidió pasar la cita al jueves a las 15 h.",
    "el paquete de [[P1.first]] fue a la dirección vieja, hay que desviarlo al almacén",
    "falta revisar el pasaporte de [[P1.last]] antes de liberar el dinero",
    "La Sra. [[P1.full]] y su hijo [[P2.first]] preguntaron por el bono de roaming familiar",
    "pide que lo llamen: [[P1.init]] al {phone}",
    "Pasajero: [[P1.full]]\nAsiento: 14C\nMenú especial: vegetariano\nContacto: {phone}",
    "Escalado por [[P1.first]] a [[P2.fl]] (facturación); el cliente [[P3.fl]] sigue esperando.",
    "[[P1.fl]]\nGestora de cuentas\n{email:P1} | {phone}",
    "oye, [[P1.first]] dice que le cortaron el gas dos veces esta semana, alguien lo mira?",
    "Falló el KYC de [[P1.full]]: en la factura figura como [[P1.init]]",
    "Hablante 1 ([[P1.first]]): el banco dice que el pago fue rechazado\nHablante 2: lo veo, un momento",
    "¡Gracias, [[P1.first]]! Te adjuntamos la etiqueta de devolución. Un saludo, [[P2.first]] de Atención",
    "Asegurado: [[P1.last]], [[P1.first]] - siniestro 7731 aprobado, cambio de parabrisas",
    "nombre\tplan\triesgo_baja\n[[P1.fl]]\tfibra 600\talto\n[[P2.fl]]\tfibra 100\tbajo",
    "Confirmad con la Sra. [[P1.last]] que retiró el contracargo. [[P2.first]]",
    "[[P1.first]] por aquí: el hotel del aeropuerto me cobró dos veces una sola noche",
    "devolvimos la fianza de [[P1.fl]] pero la de [[P2.fl]] sigue retenida",
    "el cliente [[P1.init]] quiere pasar la línea a nombre de [[P2.full]]",
    'log: usuario="[[P1.first]]" op=cambio_clave ok=true',
    "Buenas tardes, me llamo [[P1.full]] y nunca contraté esta suscripción.",
    "Asignado: [[P1.first]]. Revisa: [[P2.first]]. Cliente: [[P3.full]].",
    "Doña [[P1.first]] llamó otra vez por la factura del agua; la atendió [[P2.fl]].",
    "El técnico, [[P1.fl]], llegará entre las 8 y las 12. Ref: ENG-3390.",
    "¿puede llamarme [[P1.first]], la del turno de noche? es por el contador",
    "Vivienda de la familia [[P1.last]]: dos contadores, uno prepago. Última visita de [[P2.init]].",
    "Transferencia de [[P1.full]] recibida; cuadra con la factura F-0418. Gracias, [[P2.first]]",
    # sin personas
    "Envío retrasado: el centro logístico junto al {trap:place} está cerrado por {trap:storm}.",
    "¿Puedo devolver una caja de Dr. Pepper comprada en {trap:company}? Las latas vinieron abolladas.",
    "la tienda de {trap:street} dice que ya no trae {trap:product}",
    "ATENCIÓN AL CLIENTE\nResumen semanal: reembolsos +4 %, contracargos a la baja. Revisión el jueves.",
    "La oficina cierra en Semana Santa y el Día de San Valentín abrimos solo por la mañana.",
    "se fue la luz en todo el edificio, el router no prende",
    "Los vuelos a {trap:city} y a {trap:city} se cambian sin coste hasta Marzo.",
    "Queja en la app: se corta {trap:work} a la mitad del capítulo.",
    "Dolores de cabeza con la facturación: el cobro de Reyes salió duplicado",
    "Su reclamo con {trap:company} pasó a nuestro socio de {trap:street}.",
    '{"tienda": "{trap:company}", "reembolso": 19.99, "moneda": "EUR", "motivo": "dañado"}',
    "Almacén San Juan: 320 paquetes pendientes, corte de salida a las 16 h.",
    "- {trap:product}: aviso de retirada\n- {trap:product}: cambio de precio\n- cupones: vencidos",
    "Cita reprogramada: {trap:place}, mostrador de radiología, planta 2.",
    "facturación: anulen el recargo, el corte fue por {trap:storm}",
    "categoria=viajes destino={trap:city} aerolinea=Aerosur estado=reprogramado",
    "P: ¿envían a Santa Cruz? R: sí, de 3 a 5 días con {trap:company}.",
    "Vecinos de {trap:street} sin agua desde el jueves; salió una cuadrilla del {trap:place}.",
    "Pedido de la librería: dos ejemplares de {trap:work}, para regalo.",
], "pt": [
    # pessoas
    "oi, aqui é [[P1.first]], o reembolso do liquidificador ainda não caiu",
    "[[P1.full]] ligou sobre um chargeback na fatura de março. Expliquei que leva 10 dias úteis.",
    "De: [[P1.fl]] <{email:P1}>\nAssunto: tamanho errado\n\nOlá, a bota é 38 e não 39.\n\nAbraço,\n[[P1.first]]",
    "Nota no CRM: falei com o Sr. [[P1.last]] sobre a leitura do medidor. Ele manda foto amanhã.",
    '{"cliente": "[[P1.full]]", "status": "kyc_pendente", "documento": "RG"}',
    "pedido;cliente;cidade\n48213;[[P1.fl]];{trap:city}\n48214;[[P2.fl]];Campinas",
    "hora=09:41 atendente=[[P1.first]] acao=escalar chamado=T-5521 motivo=endereco_divergente",
    "https://ajuda.example.com/busca?nome=[[P1.url]]&idioma=pt",
    "| Nome | Plano | Saldo |\n|---|---|---|\n| [[P1.fl]] | Ilimitado | R$ 12,40 |\n| [[P2.fl]] | Básico | R$ 0,00 |",
    "- [[P1.full]]: cartão novo enviado\n- [[P2.full]]: falta o RG\n- [[P3.first]]: não atende",
    "Atendente: obrigado por aguardar, falo com [[P1.first]]?\nCliente: sim, [[P1.fl]].",
    "Nota de entrega: deixar na portaria, apto 14 ([[P1.last]]), assinado [[P1.init]]",
    "> Na terça, [[P1.fl]] escreveu:\n> o roteador fica caindo\n\nOi [[P1.first]], já agendamos o técnico.",
    "Título do chamado: [[P1.fl]] - prêmio do seguro cobrado em dobro",
    "A Dra. [[P1.last]] pediu para passar a consulta para quinta às 15h.",
    "a encomenda da [[P1.first]] foi pro endereço antigo, precisa redirecionar pro CD",
    "falta conferir o passaporte do [[P1.last]] antes de liberar o valor",
    "Dona [[P1.full]] e o filho [[P2.first]] perguntaram do pacote de roaming família",
    "pede retorno: [[P1.init]] no {phone}",
    "Passageiro: [[P1.full]]\nAssento: 14C\nRefeição especial: vegetariana\nContato: {phone}",
    "Escalado por [[P1.first]] para [[P2.fl]] (cobrança); o cliente [[P3.fl]] segue aguardando.",
    "[[P1.fl]]\nGerente de contas\n{email:P1} | {phone}",
    "gente, [[P1.first]] disse que cortaram o gás duas vezes essa semana, alguém vê?",
    "KYC reprovado para [[P1.full]]: na conta de luz o nome aparece como [[P1.init]]",
    "Locutor 1 ([[P1.first]]): o banco diz que o pagamento voltou\nLocutor 2: estou vendo, um instante",
    "Obrigada, [[P1.first]]! Segue a etiqueta de devolução. Abraços, [[P2.first]] do Atendimento",
    "Segurado: [[P1.last]], [[P1.first]] - sinistro 7731 aprovado para troca de para-brisa",
    "nome\tplano\trisco_churn\n[[P1.fl]]\tfibra 500\talto\n[[P2.fl]]\tfibra 100\tbaixo",
    "Confirmem com a Sra. [[P1.last]] que o chargeback foi retirado. [[P2.first]]",
    "[[P1.first]] aqui: o hotel do aeroporto me cobrou duas vezes uma diária só",
    "devolvemos a caução de [[P1.fl]] mas a de [[P2.fl]] continua bloqueada",
    "o cliente [[P1.init]] quer passar a linha para o nome de [[P2.full]]",
    'log: usuario="[[P1.first]]" op=troca_senha ok=true',
    "Boa tarde, meu nome é [[P1.full]] e eu nunca assinei esse serviço.",
    "Responsável: [[P1.first]]. Revisão: [[P2.first]]. Cliente: [[P3.full]].",
    "Seu [[P1.first]] ligou de novo por causa da conta de água; quem atendeu foi [[P2.fl]].",
    "O técnico, [[P1.fl]], chega entre 8h e 12h. Ref: ENG-3390.",
    "a [[P1.first]] do turno da noite pode me ligar? é sobre o medidor de energia",
    "Residência da família [[P1.last]]: dois medidores, um pré-pago. Última visita de [[P2.init]].",
    "Pix de [[P1.full]] recebido; bate com a nota NF-0418. Valeu, [[P2.first]]",
    # sem pessoas
    "Entrega atrasada: o centro de distribuição perto do {trap:place} fechou por causa d{trap:storm}.",
    "Posso devolver um fardo de Dr. Pepper comprado na {trap:company}? As latas vieram amassadas.",
    "a loja da {trap:street} disse que não vende mais {trap:product}",
    "ATENDIMENTO\nResumo da semana: reembolsos +4%, chargebacks em queda. Revisão na Quarta-feira.",
    "O escritório fecha no Natal e no Dia de São João abrimos só de manhã.",
    "a serra ficou sem sinal de celular desde ontem, a antena caiu",
    "Os voos para {trap:city} e {trap:city} podem ser remarcados sem custo até o feriado de Tiradentes.",
    "Reclamação no app: {trap:work} para no meio do capítulo.",
    "a flor do buquê chegou murcha, quero o reembolso da entrega",
    "Sua reclamação com a {trap:company} foi encaminhada ao parceiro da {trap:street}.",
    '{"loja": "{trap:company}", "reembolso": 19.99, "moeda": "BRL", "motivo": "avariado"}',
    "CD São Paulo: 320 volumes pendentes, corte de expedição às 16h.",
    "- {trap:product}: aviso de recall\n- {trap:product}: mudança de preço\n- cupons: vencidos",
    "Consulta remarcada: {trap:place}, balcão da radiologia, 2º andar.",
    "cobrança: tirem a multa, a queda de energia foi por causa d{trap:storm}",
    "categoria=viagem destino={trap:city} cia=Azul status=remarcado",
    "P: vocês entregam em Santa Cruz? R: sim, de 3 a 5 dias pela {trap:company}.",
    "Moradores da {trap:street} sem água desde quinta; equipe saiu do {trap:place}.",
    "Pedido da livraria: dois exemplares de {trap:work}, embrulho para presente.",
]}


# --- Generation --------------------------------------------------------------------------------
_HOLE = re.compile(r"\[\[(P\d)\.(\w+)\]\]|\{email:(P\d)\}|\{phone\}|\{trap:(\w+)\}")
_HISPANIC = {"spanish", "mexican", "andean", "rioplatense"}
_LUSO = {"brazilian", "afro_brazilian", "portuguese"}


@dataclass
class _Person:
    origin: str
    first: str
    last: str
    second: str  # a second surname or given name for the full form, or ""


def _person(rng: random.Random, language: str, taken: set[str]) -> _Person:
    weights = _WEIGHTS[language]
    origins = [o for o in ORIGINS if o not in taken] or ORIGINS
    origin = rng.choices(origins, weights=[weights.get(o, 1) for o in origins])[0]
    if origin == "word_names":
        firsts, lasts = WORD_NAMES[language]
        home = NAMES[{"en": "english", "es": "spanish", "pt": "brazilian"}[language]]
        pick = rng.random()
        if pick < 0.5:  # a word first name and a word surname
            return _Person(origin, rng.choice(firsts), rng.choice(lasts), "")
        if pick < 0.75:  # a plain first name before a word surname
            return _Person(origin, rng.choice([f for f in home[0] if " " not in f]), rng.choice(lasts), "")
        return _Person(origin, rng.choice(firsts), rng.choice([x for x in home[1] if " " not in x]), "")
    firsts, lasts = NAMES[origin]
    first, last = rng.choice(firsts), rng.choice(lasts)
    second = ""
    if origin in _HISPANIC and " " not in last and rng.random() < 0.6:
        second = rng.choice([x for x in lasts if x != last])
    elif origin in _LUSO and rng.random() < 0.5:
        second = rng.choice([x for x in lasts if x != last])
    return _Person(origin, first, last, second)


def _tags(span: str, form: str) -> str:
    words = span.split(" ")
    tags = [form]
    if "-" in span:
        tags.append("hyph")
    lowered = span.casefold()
    if any(w.casefold() in PARTICLES for w in words) or re.search(r"(?:^|\s)(?:o'|mc|mac[a-z])", lowered):
        tags.append("part")
    folded = [fold(w).casefold() for w in words]
    names_last = form in ("full", "fl", "last", "init")
    if names_last and any(w in _WORD_LASTS for w in folded[1:] if form != "last") or (
            form == "last" and any(w in _WORD_LASTS for w in folded)):
        tags.append("word")
    if form in ("full", "fl", "first") and folded[0] in _WORD_FIRSTS:
        tags.append("wfirst")
    return "+".join(tags)


def _forms(p: _Person, rng: random.Random, form: str) -> list[tuple[str, str]]:
    """The name pieces of a form, each with its base form ("url" gives two, joined by a "+")."""
    if form == "first":
        return [(p.first, "first")]
    if form == "last":
        return [(p.last, "last")]
    if form == "fl":
        return [(f"{p.first.split(' ')[0]} {p.last}", "fl")]
    if form == "full":
        if p.second and p.origin in _HISPANIC:
            return [(f"{p.first} {p.last} {p.second}", "full")]
        if p.second and p.origin in _LUSO:
            return [(f"{p.first} {p.second} {p.last}", "full")]
        return [(f"{p.first} {p.last}", "full")]
    if form == "init":
        initials = [w[0] + "." for w in p.first.split(" ")]
        if len(initials) == 1 and rng.random() < 0.35:
            initials.append(rng.choice("ABCDEFGJLMPRST") + ".")
        return [(" ".join([*initials, p.last]), "init")]
    if form == "url":
        return [(p.first.split(" ")[0], "first"), (p.last.split(" ")[-1], "last")]
    raise ValueError(form)


def _email(p: _Person) -> str:
    local = ".".join(re.sub(r"[^a-z]", "", fold(x).casefold()) for x in (p.first.split(" ")[0], p.last))
    return f"{local}@example.com"


def _phone(rng: random.Random, language: str) -> str:
    if language == "en":
        return f"(212) 555-01{rng.randrange(100):02d}"
    if language == "es":
        return f"+34 600 000 {rng.randrange(1000):03d}"
    return f"+55 11 90000-{rng.randrange(10000):04d}"


def _fill(template: str, language: str, rng: random.Random) -> list[tuple[str, str, str, str]]:
    """The template as pieces: (text, what it is: "" / "PERSON" / a value kind / "TRAP", form, origin)."""
    people: dict[str, _Person] = {}
    taken: set[str] = set()
    pieces: list[tuple[str, str, str, str]] = []
    at = 0
    for hole in _HOLE.finditer(template):
        pieces.append((template[at:hole.start()], "", "", ""))
        at = hole.end()
        key, form, email_of, trap = hole.groups()
        for who in (key, email_of):
            if who and who not in people:
                people[who] = _person(rng, language, taken)
                taken.add(people[who].origin)
        if key:
            p = people[key]
            parts = _forms(p, rng, form)
            for index, (text, base) in enumerate(parts):
                if index:
                    pieces.append(("+", "", "", ""))
                pieces.append((text, "PERSON", base, p.origin))
        elif email_of:
            pieces.append((_email(people[email_of]), "EMAIL_ADDRESS", "", ""))
        elif trap:
            pieces.append((rng.choice(TRAPS[language][trap]), "TRAP", trap, ""))
        else:
            pieces.append((_phone(rng, language), "PHONE_NUMBER", "", ""))
    pieces.append((template[at:], "", "", ""))
    return pieces


def _message(language: str, index: int, casing: str, whole: bool, folded: bool,
             pieces: list[tuple[str, str, str, str]]) -> Sealed14Message:
    m = Sealed14Message(language=language, casing=casing, locale=language, template=index)
    origins: list[str] = []
    for text, kind, form, origin in pieces:
        if folded:
            text = fold(text)
        if casing == "ALL CAPS" and (whole or kind == "PERSON"):
            text = text.upper()
        elif casing == "lower case" and (whole or kind == "PERSON"):
            text = text.lower()
        if kind == "PERSON":
            m.add(text, m.names, "PERSON", _tags(text, form))
            if origin not in origins:
                origins.append(origin)
        elif kind == "TRAP":
            m.add(text, m.traps, "TRAP", form)
        elif kind:
            m.add(text, m.values, kind)
        else:
            m.add(text)
    m.origins = origins
    return m


def generate_sealed14(per_template: int = 4, seed: int = SEED) -> list[Sealed14Message]:
    """Every template of every language filled `per_template` times per casing class."""
    rng = random.Random(seed)
    messages: list[Sealed14Message] = []
    for language, templates in TEMPLATES.items():
        for index, template in enumerate(templates):
            for casing in CASINGS:
                for turn in range(per_template):
                    pieces = _fill(template, language, rng)
                    whole = turn % 2 == 0
                    folded = casing == "lower case" and language != "en" and (turn // 2 + index) % 2 == 0
                    if casing == "lower case" and language != "en" and per_template == 1:
                        folded = index % 2 == 0
                    messages.append(_message(language, index, casing, whole, folded, pieces))
    return messages
