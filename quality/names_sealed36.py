"""The sealed36 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of eighteen kinds (firms named after founders, shops, streets
and avenues, hospitals, schools and universities, towns, pets, restaurants, hotels, sports teams,
and, new here, body parts named after people, equations, medical and other tests, seas, moons named
after myth figures, weapons, programming languages and space probes named after people) and of
literal words that are given names (justice, a lark, clay, a forest, an ember, a buck, a lane, a
reed, heaven; casto, marina, brisa, fe, piedad, serafín, patrocinio; alva, fé, benvinda, bárbara,
soledade, consolação, graciosa, mimosa; feasts and shrines), filled by quality/names_engine.py in the
three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as text a support agent is handed that neither sealed31, sealed32, sealed33,
sealed34 nor sealed35 used, as far as their descriptions say: nginx access logs, iCalendar events,
docker-compose files, SQL INSERT statements, TOML and INI configs, Prometheus alert rules, Anki
flashcard exports, radio schedules, pawnshop inventories, wikitext infoboxes, HTTP error pages,
product recall notices, Markdown tables, podcast show notes, school lunch menus, departure boards,
vCards, .mailmap files, BibTeX entries, HL7 PID segments, passport machine-readable zones, X.509
subjects, LDIF entries, Co-authored-by trailers, Debian changelog sign-offs, MAINTAINERS files,
pyproject authors, Slack exports, Sentry user contexts, e-mail headers, PGN chess headers, library
hold slips, pharmacy labels, karaoke queues, vet reminders, pizza tickets, jury summonses, class
photo captions, obituaries, award certificates, prayer lists, W-2 boxes, SEPA transfers, door
guest lists, seating charts, race results CSV, scout rosters, fantasy-league tables, raffle
winners, report cards, lost-and-found logs, referral letters, lease forms, and lower-case WhatsApp
exports, Discord, Twitch, SMS and Reddit threads (a signup link with ?name=/?nombre=/?nome=, the
url form); names in "SURNAME^GIVEN", "SURNAME<<GIVEN", "Surname, Given", "SURNAME GIVEN", SURNAME
alone, in capitals, beside "'s", in lists joined by ";", "&", "and", "y" and "e".

Names of fifty origins, picked by hand (never imported at run time, never a dependency) from
one source no other set reads:
- the GitHub repository sigpwned/popular-names-by-country-dataset (CC0-1.0, its LICENSE file; the
  data pulled from Wikipedia's lists of most popular given names and most common surnames in July
  2023), tree eb62e13: common-forenames-by-country.csv and common-surnames-by-country.csv, read by
  country code (US, GB, IE, AU, NZ, CA, ES, MX, AR, CL, CO, PE, PR, CU, DO, BR, PT, IT, DE, AT, JP,
  FR, BE, NL, MT, DK, NO, SV (Sweden's rows), FI, IS, FO, PL, CZ, HU, RO, LT, RU, UA, HR, GR, TR,
  GE, AM, CN, KR, TW, IN, NP, PH, IL); Chinese pinyin written without its tone marks as bearers
  write it, the Japanese macrons dropped for Japanese-Brazilian families, particles written in lower
  case as inside a full name (de Jong, van Dijk) and the Brazilian ones (da Silva, dos Santos) put
  to the package's surnames by hand; Caribbean names take Puerto Rico's given names and the Cuban
  and Dominican surnames, the immigrant Brazilian families (Italian-, German- and Japanese-) a
  Brazilian given name and a surname of another country's rows.
Compound given names (María José, Miguel Ángel, Maria Alice), particled surnames (de la Cruz, de
los Santos, dela Cruz, de Guzman, da Silva, van den Berg), Irish O' and Mc (O'Sullivan, McCarthy),
hyphenated names (Korean and Taiwanese given names, Ben-David), gendered surnames (Czech, Polish,
Russian, Lithuanian -ienė, Greek) and family-first names (Chinese, Korean, Taiwanese, Japanese,
Hungarian) were put together by hand from the words the dataset holds. No whole name of a real
person is kept: given names and surnames are drawn apart.

Each table lists its names under the file and country code that hold them. Contact data is fake:
phones in the (385) 555-01xx, +34 600 000 xxx and +55 27 90000-xxxx ranges, mail at example.com,
example.org and example.net, links at example.org, order, case and ticket numbers made up.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 36_617

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed36Message(TemplateMessage):
    """A message of the sealed36 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "van", "der", "den", "dela"})

# Where the tables come from (the first line of each table's comment): the GitHub repository
# sigpwned/popular-names-by-country-dataset, tree eb62e13 (CC0-1.0), its file and country code.
# F = common-forenames-by-country.csv, S = common-surnames-by-country.csv.

# ---------------------------------------------------------------------------------------------
# The English-speaking countries.
US_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, US
    "Mary", "Patricia", "Linda", "Barbara", "Elizabeth", "Jennifer", "Susan", "Margaret", "Dorothy", "Evelyn",
)
US_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, US
    "James", "John", "Robert", "Michael", "Richard", "Charles", "Joseph", "Elijah", "Benjamin",
)
US_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, US
    "Johnson", "Williams", "Jones", "Davis", "Anderson", "Moore", "Jackson", "Thompson", "Harris", "Clark",
    "Robinson", "Allen", "Wright", "Scott", "Adams", "Campbell", "Carter", "Evans", "Parker", "Edwards",
    "Stewart", "Morris", "Rogers", "Cooper", "Bailey", "Richardson", "Watson", "Bennett", "Sanders",
)
GB_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, GB
    "Amelia", "Isla", "Florence", "Freya", "Rosie", "Evie", "Emily", "Annie", "Millie", "Sophie",
)
GB_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, GB
    "George", "Oliver", "Arthur", "Harry", "Oscar", "Henry", "Archie", "Harris", "Rory", "Alfie", "Finlay",
)
GB_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, GB
    "Patel", "Jones", "Roberts", "Khan", "Lewis", "Clarke", "Phillips", "Mitchell", "Davies", "Cox",
    "Alexander",
)
IE_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IE
    "Emily", "Fiadh", "Sophie", "Éabha", "Ellie", "Aoife",
)
IE_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IE
    "Rían", "Oisín", "Tadhg", "Cillian", "Charlie", "Daniel",
)
IE_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, IE
    "Murphy", "Kelly", "Sullivan", "Walsh", "Byrne", "Ryan", "Reilly", "Doyle", "Gallagher", "Doherty",
)
IE_PARTICLED = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, IE
    "O'Kelly", "O'Sullivan", "O'Brien", "O'Byrne", "O'Ryan", "O'Connor", "O'Neill", "O'Reilly", "McCarthy",
    "O'Gallagher", "O'Doherty",
)
AU_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, AU
    "Charlotte", "Amelia", "Olivia", "Ava", "Matilda", "Ella",
)
AU_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, AU
    "Oliver", "Noah", "William", "Henry", "Theodore", "Hudson", "Charlie", "Luca",
)
AU_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, AU
    "Jones", "Williams", "Wilson", "Johnson", "Thompson", "Harris", "Ryan", "Robinson", "Kelly", "Murphy",
)
NZ_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, NZ
    "Aria", "Maia", "Amaia", "Kiara", "Kaia", "Amara", "Kora", "Harper",
)
NZ_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, NZ
    "Nikau", "Ari", "Niko", "Koa", "Keanu", "Mikaere", "Manaia", "Kairo", "Kiwa",
)
NZ_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, NZ
    "Singh", "Kaur", "Williams", "Patel", "Wilson", "Jones", "Sharma",
)
QC_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CA
    "Léa", "Florence", "Livia", "Juliette", "Chloe", "Charlotte",
)
QC_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CA
    "Édouard", "Louis", "Thomas", "Nathan", "Logan", "Jacob",
)
QC_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, CA
    "Tremblay", "Gagnon", "Roy", "Martin", "MacDonald",
)

# ---------------------------------------------------------------------------------------------
# Spain and Latin America.
ES_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, ES
    "Ane", "Laia", "June", "Nahia", "Maddi", "Malen", "Irati", "Izaro", "Júlia", "Lucía", "Ona", "Carla",
)
ES_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, ES
    "Markel", "Julen", "Oihan", "Aimar", "Ibai", "Danel", "Nil", "Pol", "Pau", "Àlex", "Biel", "Álvaro",
    "Alejandro", "Pablo",
)
ES_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, ES
    "García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz",
    "Jiménez", "Álvarez", "Muñoz", "Alonso", "Gutiérrez", "Navarro", "Domínguez", "Gil", "Vázquez", "Sanz",
    "Suárez", "Ortega", "Delgado", "Marín", "Iglesias",
)
MX_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, MX
    "Sofía", "Valentina", "Regina", "María José", "Ximena", "Camila", "María Fernanda", "Valeria", "Renata",
)
MX_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, MX
    "Santiago", "Sebastián", "Matías", "Emiliano", "Diego", "Miguel Ángel", "Alexander",
)
MX_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, MX
    "Hernández", "García", "Martínez", "González", "López", "Rodríguez", "Sánchez", "Ramírez", "Gómez",
    "Vásquez", "Morales", "Gutiérrez", "Jiménez", "Mendoza", "Aguilar",
)
AR_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, AR
    "Martina", "Isabella", "Catalina", "Ámbar", "Delfina", "Olivia",
)
AR_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, AR
    "Bautista", "Felipe", "Benicio", "Thiago", "Ciro", "Juan",
)
AR_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, AR
    "González", "Rodríguez", "Fernández", "García", "López", "Pérez", "Álvarez", "Gómez", "Sánchez", "Díaz",
    "Castro", "Suárez", "Alonso", "Domínguez", "Gutiérrez", "Sosa",
)
CL_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CL
    "Isidora", "Agustina", "Josefa", "Julieta", "Emilia", "Sofía",
)
CL_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CL
    "Gaspar", "Benjamín", "Agustín", "Vicente", "Maximiliano", "Tomás",
)
CL_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, CL
    "Muñoz", "Díaz", "Contreras", "Sepúlveda", "Martínez", "Hernández", "Araya", "Espinoza", "Valenzuela",
    "Castillo", "Ramírez", "González",
)
CO_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CO
    "Antonella", "Luciana", "Gabriela", "Mariana", "Salomé", "Julieta",
)
CO_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CO
    "Jerónimo", "Emiliano", "Martín", "Samuel", "Emmanuel", "Isaac",
)
CO_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, CO
    "Rodríguez", "Gómez", "González", "Martínez", "García", "López", "Hernández", "Sánchez", "Ramírez",
    "Pérez", "Díaz", "Muñoz", "Jiménez",
)
PE_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PE
    "Alessia", "Luciana", "Zoe", "Aitana", "Danna", "Luana", "Ariana",
)
PE_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PE
    "Thiago", "Dylan", "Gael", "Ian", "Luis", "Santiago",
)
PE_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, PE
    "Quispe", "Sánchez", "Rodríguez", "García", "González", "Díaz", "Chávez", "Ramírez", "Mendoza", "Espinoza",
    "Vásquez", "Huamán", "Vargas", "Gutiérrez", "Fernández",
)
CB_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PR
    "Valentina", "Victoria", "Catalina", "Mía", "Milena", "Gianna", "Amaia",
)
CB_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PR
    "Thiago", "Mateo", "Sebastián", "Dylan", "Nicolás", "Ethan",
)
CB_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, CU and DO
    "Rodríguez", "Pérez", "García", "Sánchez", "Díaz", "Jiménez", "Ramírez", "Hernández", "González", "Santana",
    "Núñez", "Guzmán", "Gómez", "López",
)
CB_PARTICLED = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, CU and DO (de los Santos put together by hand)
    "de la Cruz", "de los Santos",
)

# ---------------------------------------------------------------------------------------------
# Brazil and Portugal.
BR_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BR
    "Francisca", "Antônia", "Adriana", "Juliana", "Marcia", "Fernanda", "Patrícia", "Aline", "Helena",
    "Maria Alice", "Manuela", "Maitê", "Cecília",
)
BR_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BR
    "José", "João", "Antônio", "Francisco", "Carlos", "Paulo", "Pedro", "Luiz", "Marcos", "Heitor", "Ravi",
    "Davi", "Théo",
)
BR_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, BR
    "Sousa", "Pereira", "Ferreira", "Rodrigues", "Gomes", "Martins", "Barbosa", "Alves", "Cardoso", "Correia",
    "Dias", "Teixeira", "Fernandes", "Cavalcante", "Cavalcanti", "Montes", "Morais", "Gonçalves",
)
BR_PARTICLED = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, BR (the particles put to its surnames by hand)
    "da Silva", "dos Santos", "de Oliveira", "de Lima", "de Carvalho", "de Almeida", "da Costa", "de Araújo",
    "de Melo", "da Rocha", "de Azevedo",
)
PT_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PT
    "Leonor", "Matilde", "Carolina", "Beatriz", "Francisca", "Alice",
)
PT_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PT
    "Afonso", "Tomás", "Duarte", "Lourenço", "Martim", "Miguel", "Francisco",
)
PT_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, PT
    "Ferreira", "Santos", "Rodrigues", "Martins", "Sousa", "Fernandes", "Gonçalves", "Gomes", "Lopes", "Alves",
    "Almeida", "Teixeira",
)
IB_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BR
    "Isabella", "Laura", "Sophia", "Ana",
)
IB_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BR
    "Miguel", "Arthur", "Gabriel", "Lucas",
)
IB_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, IT
    "Bianchi", "Romano", "Colombo", "Ricci", "Greco", "Gallo", "Conti", "Mancini", "Giordano", "Rizzo",
    "Lombardi", "Moretti",
)
GB_BR_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BR
    "Ana", "Juliana", "Alice", "Liz",
)
GB_BR_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BR
    "Carlos", "Paulo", "Gael", "Lucas",
)
GB_BR_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, BR and DE
    "Schmitz", "Schmidt", "Müller", "Schneider", "Fischer", "Meyer", "Weber", "Wagner", "Becker", "Hoffmann",
)
JB_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BR
    "Fernanda", "Adriana", "Laura", "Helena",
)
JB_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BR
    "Marcos", "Pedro", "Lucas", "Paulo",
)
JB_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, JP (without the macrons, as Japanese-Brazilian families write them)
    "Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Nakamura", "Kobayashi", "Yamamoto", "Kato",
    "Yoshida", "Yamada", "Sasaki", "Inoue", "Kimura", "Shimizu", "Hayashi",
)

# ---------------------------------------------------------------------------------------------
# Western Europe.
FR_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, FR
    "Louise", "Alice", "Lina", "Ambre", "Chloé", "Anna",
)
FR_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, FR
    "Léo", "Raphaël", "Maël", "Louis", "Tiago", "Hugo",
)
FR_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, FR
    "Bernard", "Dubois", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Laurent", "Lefebvre",
    "Michel", "Bertrand", "Roux", "Vincent", "Fournier", "Morel", "Girard",
)
BE_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BE
    "Louise", "Camille", "Lina", "Juliette", "Mila", "Alice",
)
BE_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BE
    "Arthur", "Jules", "Louis", "Victor", "Adam", "Lucas",
)
BE_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, BE
    "Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet",
    "Dupont", "Lambert", "Dumont", "Leclercq", "Lejeune",
)
NL_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, NL
    "Yara", "Saar", "Tess", "Noor", "Nora", "Sophie",
)
NL_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, NL
    "Mees", "Finn", "Milan", "Levi", "Sem", "Lucas",
)
NL_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, NL
    "Jansen", "Bakker", "Janssen", "Visser", "Smit", "Meijer", "Mulder", "Bos", "Vos", "Hendriks", "Dekker",
    "Brouwer",
)
NL_PARTICLED = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, NL (the particle written in lower case, as inside a full name)
    "de Jong", "de Vries", "van den Berg", "van Dijk", "de Boer", "de Groot", "van Leeuwen",
)
DE_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, DE
    "Emilia", "Hannah", "Lina", "Leni", "Clara", "Mila",
)
DE_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, DE
    "Matteo", "Elias", "Finn", "Leon", "Emil", "Ben",
)
DE_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, DE and AT
    "Müller", "Schmidt", "Schneider", "Fischer", "Meyer", "Weber", "Wagner", "Schulz", "Becker", "Hoffmann",
    "Gruber", "Huber", "Pichler", "Steiner", "Moser", "Hofer", "Leitner",
)
IT_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IT
    "Giulia", "Ginevra", "Beatrice", "Vittoria", "Ludovica", "Matilde",
)
IT_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IT
    "Alessandro", "Tommaso", "Francesco", "Lorenzo", "Edoardo", "Mattia", "Riccardo", "Gabriele",
)
IT_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, IT
    "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco",
    "De Luca", "Conti", "Mancini", "Giordano", "Rizzo", "Lombardi", "Barbieri", "Moretti",
)
MT_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, MT
    "Mia", "Emma", "Nina", "Giulia",
)
MT_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, MT
    "Luca", "Liam", "Noah", "Matteo",
)
MT_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, MT
    "Borg", "Camilleri", "Vella", "Farrugia", "Zammit", "Galea", "Micallef", "Grech", "Attard", "Spiteri",
)

# ---------------------------------------------------------------------------------------------
# The Nordic countries, Iceland and the Faroe Islands.
DK_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, DK
    "Ida", "Freja", "Agnes", "Asta", "Frida", "Alberte",
)
DK_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, DK
    "Carl", "Malthe", "Valdemar", "Aksel", "August", "Emil",
)
DK_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, DK
    "Nielsen", "Jensen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen", "Rasmussen",
    "Jørgensen", "Madsen", "Kristensen", "Thomsen", "Poulsen", "Møller", "Mortensen",
)
NO_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, NO
    "Nora", "Sofie", "Leah", "Frida", "Iben", "Sara",
)
NO_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, NO
    "Jakob", "Emil", "Isak", "Filip", "Aksel", "Theodor",
)
NO_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, NO
    "Johansen", "Olsen", "Larsen", "Nilsen", "Kristiansen", "Karlsen", "Johnsen", "Pettersen", "Eriksen",
    "Berg", "Haugen", "Hagen", "Johannessen", "Andreassen", "Halvorsen",
)
SE_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, SV
    "Astrid", "Maja", "Alma", "Vera", "Selma", "Lilly",
)
SE_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, SV
    "Hugo", "Nils", "Valter", "August", "Oliver", "William",
)
SE_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, SV
    "Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson",
    "Gustafsson", "Pettersson", "Jonsson", "Bengtsson", "Jönsson", "Lindberg", "Magnusson", "Olofsson",
)
FI_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, FI
    "Aino", "Aada", "Lilja", "Eevi", "Helmi", "Venla", "Ellen",
)
FI_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, FI
    "Väinö", "Eino", "Onni", "Eeli", "Toivo", "Leevi",
)
FI_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, FI
    "Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen",
    "Järvinen", "Lehtonen", "Saarinen", "Salminen", "Niemi", "Heikkilä", "Kinnunen", "Salonen", "Laitinen",
)
IS_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IS
    "Embla", "Emilía", "Sóley", "Katla", "Guðrún", "Saga", "Viktoría",
)
IS_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IS
    "Aron", "Jökull", "Kári", "Jón", "Óliver", "Matthías", "Elmar",
)
IS_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, IS
    "Blöndal", "Thorarensen", "Waage", "Bergmann", "Briem", "Thorlacius", "Hjaltalín", "Scheving", "Kvaran",
    "Fjeldsted", "Norðdahl", "Berndsen",
)
FO_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, FO
    "Lív", "Ria", "Sólja", "Hjørdis", "Ronja", "Vár",
)
FO_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, FO
    "Jónas", "Nóa", "Andrias", "Jógvan", "Gilli", "Jákup", "Tróndur",
)
FO_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, FO
    "Joensen", "Jacobsen", "Poulsen", "Johannesen", "Djurhuus", "Simonsen", "Danielsen", "Højgaard",
    "Mikkelsen", "Dam",
)

# ---------------------------------------------------------------------------------------------
# Central and Eastern Europe, Greece, Turkey and the Caucasus.
PL_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PL
    "Zofia", "Zuzanna", "Maja", "Oliwia", "Alicja", "Pola",
)
PL_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PL
    "Antoni", "Aleksander", "Franciszek", "Nikodem", "Stanisław", "Mikołaj", "Szymon",
)
PL_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, PL (the man's form)
    "Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński",
    "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur", "Kwiatkowski", "Wojciechowski",
    "Krawczyk", "Piotrowski", "Grabowski",
)
CZ_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CZ
    "Eliška", "Adéla", "Tereza", "Sofie", "Viktorie", "Karolína", "Natálie", "Amálie",
)
CZ_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CZ
    "Jakub", "Jan", "Tomáš", "Matyáš", "Vojtěch", "Lukáš", "Matěj",
)
CZ_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, CZ (the man's form)
    "Novák", "Svoboda", "Novotný", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec",
)
HU_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, HU
    "Hanna", "Zoé", "Léna", "Boglárka", "Lili", "Lilien",
)
HU_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, HU
    "Levente", "Máté", "Dominik", "Bence", "Olivér", "Marcell", "Dániel", "Zalán", "Ádám",
)
HU_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, HU
    "Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár", "Németh", "Farkas", "Balogh",
    "Papp", "Lakatos", "Takács", "Juhász", "Mészáros", "Oláh", "Rácz", "Fekete", "Szilágyi", "Török",
)
RO_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, RO
    "Anastasia", "Daria", "Evelina", "Andreea", "Alexandra", "Victoria",
)
RO_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, RO
    "Matei", "Bogdan", "Alexandru", "Damian", "Artiom", "Ion",
)
RO_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, RO
    "Popa", "Popescu", "Pop", "Radu", "Dumitru", "Stan", "Stoica", "Gheorghe", "Ciobanu", "Ionescu", "Rusu",
)
LT_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, LT
    "Sofija", "Emilija", "Luknė", "Kamilė", "Lėja", "Gabija", "Liepa",
)
LT_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, LT
    "Markas", "Benas", "Jokūbas", "Dominykas", "Herkus", "Matas", "Kajus", "Adomas",
)
LT_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, LT (the man's form; the married woman's -ienė is made by FEMININE)
    "Kazlauskas", "Jankauskas", "Petrauskas", "Stankevičius", "Vasiliauskas", "Butkus", "Žukauskas",
    "Paulauskas", "Urbonas", "Kavaliauskas",
)
RU_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, RU
    "Yeva", "Sofiya", "Viktoriya", "Mariya", "Varvara", "Polina", "Vasilisa", "Yekaterina", "Tatiana", "Yulia",
)
RU_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, RU
    "Artem", "Mikhail", "Aleksandr", "Matvey", "Timofey", "Lev", "Dmitry", "Sergei", "Andrei", "Evgeny",
)
RU_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, RU (the man's form)
    "Smirnov", "Ivanov", "Kuznetsov", "Popov", "Sokolov", "Lebedev", "Kozlov", "Novikov", "Morozov", "Petrov",
    "Volkov", "Solovyov", "Vasilyev", "Zaytsev", "Pavlov", "Golubev", "Vinogradov", "Vorobyov",
)
UA_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, UA
    "Anastasiya", "Veronika", "Oleksandra", "Milana", "Solomiya", "Sofiya",
)
UA_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, UA
    "Dmytro", "Maksym", "Mykhaylo", "Danylo", "Vladyslav", "Oleksandr", "Andriy",
)
UA_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, UA
    "Melnyk", "Shevchenko", "Boyko", "Kovalenko", "Bondarenko", "Tkachenko", "Kovalchuk", "Kravchenko",
    "Shevchuk", "Polishchuk", "Tkachuk", "Marchenko", "Lysenko", "Savchenko",
)
HR_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, HR
    "Lucija", "Nika", "Rita", "Ema", "Marta", "Dora",
)
HR_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, HR
    "Jakov", "Roko", "Petar", "Niko", "Matej", "Fran", "Josip",
)
HR_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, HR
    "Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Kovačić", "Knežević", "Vuković", "Marković",
    "Petrović", "Matić", "Tomić", "Blažević", "Grgić", "Radić", "Perić", "Filipović",
)
GR_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, GR
    "Eleni", "Aikaterini", "Vasiliki", "Angeliki", "Dimitra", "Konstantina", "Paraskevi",
)
GR_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, GR
    "Georgios", "Ioannis", "Konstantinos", "Dimitrios", "Nikolaos", "Panagiotis", "Vasileios", "Athanasios",
    "Michail",
)
GR_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, GR (the man's form)
    "Samaras", "Papoutsis", "Kritikos", "Aivaliotis", "Kontos", "Mytaras", "Koufos",
)
TR_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, TR
    "Ayşe", "Zeynep", "Elif", "Şerife", "Asya", "Defne", "Nehir", "Azra", "Zümra", "Eylül", "Ecrin",
)
TR_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, TR
    "Mehmet", "Mustafa", "Ahmet", "Hüseyin", "İsmail", "Osman", "Yusuf", "Alparslan", "Miraç", "Eymen", "Ömer",
)
TR_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, TR
    "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir", "Arslan",
    "Doğan", "Kılıç", "Aslan", "Çetin", "Koç", "Kurt", "Özkan", "Şimşek",
)
GE_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, GE
    "Mariami", "Nino", "Elene", "Barbare", "Lile", "Nutsa", "Sesili",
)
GE_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, GE
    "Giorgi", "Davit", "Aleksandre", "Nikoloz", "Demetre", "Andria",
)
GE_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, GE
    "Beridze", "Kapanadze", "Gelashvili", "Maisuradze", "Giorgadze", "Lomidze", "Tsiklauri", "Bolkvadze",
    "Kvaratskhelia", "Nozadze", "Khutsishvili", "Shengelia", "Abuladze", "Mikeladze", "Tabatadze",
    "Mchedlishvili",
)
AM_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, AM
    "Anahit", "Gayane", "Karine", "Hasmik", "Lusine", "Armine", "Narine", "Lilit", "Arpi",
)
AM_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, AM
    "Armen", "Artur", "Samvel", "Gevorg", "Ashot", "Hovhannes", "Gagik", "Narek", "Tigran", "Hayk", "Mikayel",
)
AM_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, AM
    "Grigoryan", "Harutyunyan", "Sargsyan", "Hovhannisyan", "Khachatryan", "Hakobyan", "Petrosyan",
    "Vardanyan", "Gevorgyan", "Karapetyan", "Mkrtchyan", "Ghazaryan", "Manukyan", "Avetisyan", "Poghosyan",
)

# ---------------------------------------------------------------------------------------------
# East and South Asia, the Philippines and Israel.
CN_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CN (pinyin without its tone marks)
    "Ruoxi", "Yinuo", "Yihan", "Zihan", "Yimo", "Yutong", "Xinyi", "Yuxi",
)
CN_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, CN (pinyin without its tone marks)
    "Muchen", "Haoyu", "Mingze", "Yichen", "Yuze", "Haoran", "Yize", "Yuxuan", "Muyang",
)
CN_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, CN (pinyin without its tone marks)
    "Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun",
)
KO_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, KR
    "Ji-an", "Ha-yoon", "Seo-ah", "Ha-eun", "Seo-yun", "Ha-rin", "Ji-yoo", "Ji-woo", "Soo-ah", "Ji-a",
)
KO_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, KR
    "Seo-jun", "Ha-joon", "Do-yun", "Eun-woo", "Si-woo", "Ji-ho", "Ye-jun", "Yu-jun", "Ju-won", "Min-jun",
)
KO_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, KR
    "Kim", "Lee", "Park", "Choi", "Jeong", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Shin", "Kwon", "Hwang",
    "Ahn", "Song", "Hong", "Moon",
)
TW_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, TW
    "Shu-fen", "Shu-hui", "Mei-ling", "Ya-ting", "Mei-hui", "Li-hua", "Shu-chuan", "Shu-chen", "I-chun",
    "Shu-hua",
)
TW_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, TW
    "Chia-hao", "Chih-ming", "Chun-chieh", "Chien-hung", "Chun-hung", "Chih-hao", "Chih-wei", "Wen-hsiung",
    "Chin-lung", "Chih-chiang",
)
TW_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, TW
    "Chen", "Lin", "Huang", "Wang", "Chang", "Tsai", "Hsu", "Kuo", "Hsieh",
)
JA_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, JP
    "Himari", "Hinata", "Hina", "Rin", "Haruna", "Yuina", "Yūna", "Anzu", "Mio", "Riko", "Sakura",
)
JA_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, JP
    "Sō", "Nagi", "Nagisa", "Ren", "Haruto", "Minato", "Sōma", "Itsuki", "Tatsuki", "Yamato", "Yūma",
)
JA_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, JP
    "Satō", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Itō", "Nakamura", "Kobayashi", "Yamamoto", "Katō",
    "Yoshida", "Yamaguchi", "Matsumoto", "Inoue", "Saitō", "Yamazaki",
)
IN_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IN
    "Aditi", "Inaya", "Aarya", "Aadhya", "Vamika", "Pari", "Jiya", "Mehar", "Amayra",
)
IN_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IN
    "Shivansh", "Dhruv", "Kabir", "Vedant", "Kiaan", "Aarav", "Arjun", "Viraj",
)
IN_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, IN
    "Kumar", "Singh", "Sharma", "Yadav", "Patel",
)
NP_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, NP
    "Shristi", "Sunita", "Rabina", "Asmita", "Niharika", "Binita", "Aasha", "Kabita", "Sita", "Gita",
)
NP_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, NP
    "Kiran", "Bishal", "Bibek", "Siddhartha", "Manish", "Mahesh", "Kamal", "Prem", "Prakash",
)
NP_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, NP
    "Chaudhary", "Tamang", "Gurung", "Thapa", "Magar", "Rai", "Shrestha", "Lama", "Chhetri", "Bishwakarma",
    "Maharjan", "Pariyar", "Pokharel",
)
PH_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PH
    "Althea", "Samantha", "Nathalie", "Princess", "Angela", "Chloe",
)
PH_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PH
    "Nathaniel", "Ezekiel", "Nathan", "Angelo", "Matthew", "Zion",
)
PH_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, PH
    "Garcia", "Reyes", "Mendoza", "Bautista", "Villanueva", "Aquino", "Soriano", "Tolentino", "Mercado",
    "Manalo", "Dizon", "Corpuz", "Velasco",
)
PH_PARTICLED = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, PH
    "dela Cruz", "de Guzman", "de Leon", "del Rosario",
)
IL_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IL
    "Avigail", "Tamar", "Noa", "Yasmin", "Maryam", "Shams", "Lian", "Adele",
)
IL_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, IL
    "Ariel", "Lavi", "Uri", "Refael", "Noam", "Eitan", "Yehuda", "Charbel", "Taim",
)
IL_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, IL
    "Cohen", "Levi", "Mizrahi", "Peretz", "Biton", "Dahan", "Friedman", "Azoulay", "Katz", "Ohayon", "Hadad",
    "Gabai", "Ben-David", "Shapira", "Hazan", "Ashkenazi", "Segal", "Golan",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, GB, AU and US
    "Grace", "Willow", "Ivy", "Lily", "Rose", "Daisy",
)
EN_WORD_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, GB, EE and GI
    "Jack", "Mark", "Robin", "Max",
)
EN_WORD_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, US and GB
    "Smith", "Brown", "White", "Mason", "Walker", "Turner", "Miller", "Young", "Green", "Baker", "Hill",
    "Wood", "Bell", "Cook", "Long", "Price", "King",
)
ES_WORD_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PR, AR, CL and CO
    "Luna", "Alma", "Trinidad", "Celeste", "Victoria",
)
ES_WORD_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, EC, ES and BA
    "Ángel", "Leo", "Amar",
)
ES_WORD_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, ES, MX, CL, CU and CR
    "Flores", "Torres", "Castillo", "Cruz", "Reyes", "Rojas", "Blanco", "Romero", "Moreno", "Soto", "Fuentes",
    "Peña", "Segura", "Salas", "Ramos", "Mora",
)
PT_WORD_WOMEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, PT and IT
    "Margarida", "Aurora", "Benedita",
)
PT_WORD_MEN = (
    # popular-names-by-country (eb62e13): common-forenames-by-country.csv, BA, IL and NL
    "Amar", "Ali", "Sem",
)
PT_WORD_SURNAMES = (
    # popular-names-by-country (eb62e13): common-surnames-by-country.csv, BR and PT
    "Pereira", "Oliveira", "Carvalho", "Costa", "Pinto", "Lima", "Rocha", "Montes", "Dias", "Silva", "Moreira",
    "Ribeiro", "Marques",
)


ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "irish": Origin(IE_WOMEN, IE_MEN, IE_SURNAMES, "single", IE_PARTICLED),
    "australian": Origin(AU_WOMEN, AU_MEN, AU_SURNAMES, "middle"),
    "new_zealand": Origin(NZ_WOMEN, NZ_MEN, NZ_SURNAMES, "single"),
    "quebecois": Origin(QC_WOMEN, QC_MEN, QC_SURNAMES, "single"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "argentine": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "colombian": Origin(CO_WOMEN, CO_MEN, CO_SURNAMES, "two"),
    "peruvian": Origin(PE_WOMEN, PE_MEN, PE_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two", CB_PARTICLED),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "german_brazilian": Origin(GB_BR_WOMEN, GB_BR_MEN, GB_BR_SURNAMES, "immigrant_br"),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "french": Origin(FR_WOMEN, FR_MEN, FR_SURNAMES, "single"),
    "belgian": Origin(BE_WOMEN, BE_MEN, BE_SURNAMES, "single"),
    "dutch": Origin(NL_WOMEN, NL_MEN, NL_SURNAMES, "single", NL_PARTICLED),
    "german": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single"),
    "maltese": Origin(MT_WOMEN, MT_MEN, MT_SURNAMES, "single"),
    "danish": Origin(DK_WOMEN, DK_MEN, DK_SURNAMES, "single"),
    "norwegian": Origin(NO_WOMEN, NO_MEN, NO_SURNAMES, "single"),
    "swedish": Origin(SE_WOMEN, SE_MEN, SE_SURNAMES, "single"),
    "finnish": Origin(FI_WOMEN, FI_MEN, FI_SURNAMES, "single"),
    "icelandic": Origin(IS_WOMEN, IS_MEN, IS_SURNAMES, "single"),
    "faroese": Origin(FO_WOMEN, FO_MEN, FO_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "czech": Origin(CZ_WOMEN, CZ_MEN, CZ_SURNAMES, "slavic"),
    "hungarian": Origin(HU_WOMEN, HU_MEN, HU_SURNAMES, "family_first"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "lithuanian": Origin(LT_WOMEN, LT_MEN, LT_SURNAMES, "slavic"),
    "russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "ukrainian": Origin(UA_WOMEN, UA_MEN, UA_SURNAMES, "single"),
    "croatian": Origin(HR_WOMEN, HR_MEN, HR_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "slavic"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "georgian": Origin(GE_WOMEN, GE_MEN, GE_SURNAMES, "single"),
    "armenian": Origin(AM_WOMEN, AM_MEN, AM_SURNAMES, "single"),
    "chinese": Origin(CN_WOMEN, CN_MEN, CN_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "taiwanese": Origin(TW_WOMEN, TW_MEN, TW_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "single"),
    "nepali": Origin(NP_WOMEN, NP_MEN, NP_SURNAMES, "single"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "israeli": Origin(IL_WOMEN, IL_MEN, IL_SURNAMES, "single"),
}

# A surname as a woman bears it (man's ending, woman's ending) for the origins whose surnames
# change with sex ("slavic": Polish, Czech, Lithuanian, Russian and Greek), the first ending that
# fits taken, so the longer and the rarer come first. A Polish surname in -ak, -ik, -yk or -ur
# stays as it is; a Lithuanian one takes the married woman's -ienė.
FEMININE: tuple[tuple[str, str], ...] = (
    # Lithuanian
    ("auskas", "auskienė"), ("ius", "ienė"), ("onas", "onienė"), ("kus", "kienė"),
    # Greek
    ("os", "ou"), ("is", "i"), ("as", "a"),
    # Polish
    ("ski", "ska"), ("cki", "cka"),
    # Russian
    ("ov", "ova"), ("ev", "eva"),
    # Czech
    ("ák", "áková"), ("ý", "á"), ("ec", "cová"), ("a", "ová"),
)

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
    "en": _weights({"english_american": 6, "british": 3, "irish": 2, "australian": 2, "new_zealand": 1.5,
                    "mexican": 2, "caribbean": 2, "indian": 2, "filipino": 2, "chinese": 1.5, "korean": 2,
                    "taiwanese": 2, "israeli": 1.5}),
    "es": _weights({"spanish": 6, "mexican": 4, "argentine": 2.5, "colombian": 3, "chilean": 2, "peruvian": 2,
                    "caribbean": 2.5, "romanian": 1.5, "italian": 1.5, "korean": 1.5, "taiwanese": 1.5}),
    "pt": _weights({"brazilian": 6, "portuguese": 3, "italian_brazilian": 2.5, "german_brazilian": 2.5,
                    "japanese_brazilian": 2.5, "argentine": 1.5, "korean": 1.5, "taiwanese": 1.5}),
}

# Look-alikes: words that look like people and are not, by kind (each a {{kind}} hole). New here:
# body parts named after people, equations, tests, seas, moons named after myth figures, weapons,
# programming languages and space probes.
TRAPS = {
    "en": {
        "company": ("Ford", "Disney", "McKinsey & Company", "Dyson", "Ferrero", "Ernst & Young"),
        "shop": ("Barnes & Noble", "Nordstrom", "Harrods", "John Lewis", "Marks & Spencer", "Neiman Marcus"),
        "street": ("Martin Luther King Jr. Boulevard", "Penny Lane", "Mulholland Drive", "Euclid Avenue", "Franklin Street", "Victoria Street"),
        "hospital": ("Mayo Clinic", "St Thomas' Hospital", "Ronald Reagan UCLA Medical Center", "Royal Victoria Infirmary", "Dana-Farber Cancer Institute", "Nicklaus Children's Hospital"),
        "school": ("Brown University", "Rice University", "Carnegie Mellon University", "Howard University", "Smith College", "Drexel University"),
        "town": ("Denver", "Seattle", "Adelaide", "Wellington", "Nelson", "Baltimore"),
        "pet": ("Pepper", "Teddy", "Milo", "Coco", "Ziggy", "Winnie"),
        "restaurant": ("Carl's Jr.", "Papa John's", "Denny's", "Popeyes", "Chuck E. Cheese", "Long John Silver's"),
        "hotel": ("The Savoy", "The Langham", "The Pierre", "Marriott Marquis", "Hilton Garden Inn", "The Jefferson"),
        "team": ("Denver Broncos", "Seattle Seahawks", "Wellington Phoenix", "Adelaide United", "Baltimore Ravens", "Nelson Suburbs"),
        "anatomy": ("Achilles tendon", "Adam's apple", "Eustachian tube", "Fallopian tube", "islets of Langerhans", "Broca's area"),
        "equation": ("Schrödinger equation", "Navier-Stokes equations", "Bernoulli's equation", "Maxwell's equations", "Drake equation", "Dirac equation"),
        "test": ("Turing test", "Rorschach test", "Bechdel test", "Mantoux test", "Romberg test", "Apgar test"),
        "sea": ("Tasman Sea", "Ross Sea", "Weddell Sea", "Barents Sea", "Amundsen Sea", "Sea of Grau"),
        "moon": ("Io", "Europa", "Ganymede", "Callisto", "Miranda", "Oberon"),
        "weapon": ("Colt revolver", "Gatling gun", "Kalashnikov", "Bowie knife", "Derringer pistol", "Mauser rifle"),
        "language": ("Pascal", "Ada", "Haskell", "Julia", "Eiffel", "Wolfram"),
        "probe": ("Juno probe", "Cassini probe", "Galileo probe", "Magellan probe", "Ulysses probe", "Huygens probe"),
    },
    "es": {
        "company": ("Puig", "Loewe", "Grupo Salinas", "Juan Valdez Café", "José Cuervo", "Chocolates Matías López"),
        "shop": ("Sears", "Casa Ley", "Zapaterías Andrea", "Librería Porrúa", "Farmacias del Dr. Simi", "Ópticas Lorenzo"),
        "street": ("calle Velázquez", "calle Madero", "avenida del Libertador", "calle Núñez de Balboa", "calle Fray Luis de León", "avenida Rivadavia"),
        "hospital": ("Hospital Clínico San Carlos", "Hospital de Clínicas José de San Martín", "Hospital Niño Jesús", "Hospital Sótero del Río", "Hospital Infanta Leonor", "Hospital Calderón Guardia"),
        "school": ("Universidad Francisco de Vitoria", "Universidad Antonio de Nebrija", "Universidad Rafael Landívar", "Universidad Alberto Hurtado", "Universidad Camilo José Cela", "Colegio Miguel de Unamuno"),
        "town": ("Valdivia", "Ciudad Obregón", "Puerto Vallarta", "San Cristóbal de las Casas", "Sarmiento", "Villa María"),
        "pet": ("Pancho", "Lupita", "Manchas", "Copito", "Simba", "Kira"),
        "restaurant": ("Taquería El Güero", "Casa Labra", "Restaurante Martín Berasategui", "La Casa de Toño", "Parrilla Don Julio", "Churrería Doña María"),
        "hotel": ("Hotel Ritz", "Parador de Carlos V", "Gran Hotel Colón", "Hotel Reina Victoria", "Hotel Reyes Católicos", "Hotel Don Quijote"),
        "team": ("Club Bolívar", "Club Sportivo Belgrano", "Club Juan Aurich", "Club Atlético Rafaela", "Club Atlético Brown", "Club Deportivo Garcilaso"),
        "anatomy": ("tendón de Aquiles", "nuez de Adán", "trompa de Eustaquio", "trompa de Falopio", "islotes de Langerhans", "área de Broca"),
        "equation": ("ecuación de Schrödinger", "ecuaciones de Navier-Stokes", "ecuación de Bernoulli", "ecuaciones de Maxwell", "ecuación de Drake", "ecuación de Dirac"),
        "test": ("test de Turing", "test de Rorschach", "test de Bechdel", "prueba de Mantoux", "prueba de Romberg", "test de Apgar"),
        "sea": ("mar de Tasmania", "mar de Ross", "mar de Weddell", "mar de Barents", "mar de Amundsen", "mar de Grau"),
        "moon": ("Ío", "Europa", "Ganímedes", "Calisto", "Miranda", "Oberón"),
        "weapon": ("revólver Colt", "ametralladora Gatling", "fusil Kaláshnikov", "cuchillo Bowie", "pistola Derringer", "fusil Mauser"),
        "language": ("Pascal", "Ada", "Haskell", "Julia", "Eiffel", "Wolfram"),
        "probe": ("sonda Juno", "sonda Cassini", "sonda Galileo", "sonda Magallanes", "sonda Ulises", "sonda Huygens"),
    },
    "pt": {
        "company": ("Klabin", "Hering", "Randon", "Grupo Silvio Santos", "Marcopolo", "Cacau Show do Alê"),
        "shop": ("Lojas Marisa", "Óticas Carol", "Livraria Saraiva", "Casa José Silva", "Drogaria Araujo", "Padaria Dona Deôla"),
        "street": ("Avenida Presidente Vargas", "Rua Barão de Itapetininga", "Avenida Afonso Pena", "Rua Teodoro Sampaio", "Rua Haddock Lobo", "Avenida Rio Branco"),
        "hospital": ("Hospital Oswaldo Cruz", "Hospital Emílio Ribas", "Hospital Souza Aguiar", "Hospital Santa Marcelina", "Hospital Nossa Senhora da Conceição", "Hospital Evandro Chagas"),
        "school": ("Colégio Dante Alighieri", "Escola Estadual Caetano de Campos", "Instituto Mauá", "Escola Municipal Cecília Meireles", "Colégio Visconde de Porto Seguro", "Universidade Santa Cecília"),
        "town": ("Florianópolis", "Duque de Caxias", "Pedro Leopoldo", "João Monlevade", "Nilópolis", "Santo André"),
        "pet": ("Mel", "Bidu", "Pretinha", "Fred", "Tobias", "Costelinha"),
        "restaurant": ("Bar da Dona Onça", "Cantina do Lucas", "Pizzaria do Angelo", "Lanchonete da Cidinha", "Casa do Joaquim", "Boteco do Juca"),
        "hotel": ("Hotel Santa Teresa", "Hotel Marquês de Olinda", "Pousada Chica da Silva", "Hotel Augusto's", "Pousada Vovó Naná", "Hotel Princesa Isabel"),
        "team": ("Santos FC", "São Raimundo EC", "EC Vitória", "Madureira EC", "Clube Atlético Hermann Aichinger", "Duque de Caxias FC"),
        "anatomy": ("tendão de Aquiles", "pomo de Adão", "trompa de Eustáquio", "trompa de Falópio", "ilhotas de Langerhans", "área de Broca"),
        "equation": ("equação de Schrödinger", "equações de Navier-Stokes", "equação de Bernoulli", "equações de Maxwell", "equação de Drake", "equação de Dirac"),
        "test": ("teste de Turing", "teste de Rorschach", "teste de Bechdel", "teste de Mantoux", "teste de Romberg", "teste de Apgar"),
        "sea": ("mar da Tasmânia", "mar de Ross", "mar de Weddell", "mar de Barents", "mar de Amundsen", "mar de Grau"),
        "moon": ("Io", "Europa", "Ganimedes", "Calisto", "Miranda", "Oberon"),
        "weapon": ("revólver Colt", "metralhadora Gatling", "fuzil Kalashnikov", "faca Bowie", "pistola Derringer", "fuzil Mauser"),
        "language": ("Pascal", "Ada", "Haskell", "Julia", "Eiffel", "Wolfram"),
        "probe": ("sonda Juno", "sonda Cassini", "sonda Galileo", "sonda Magalhães", "sonda Ulisses", "sonda Huygens"),
    },
}


_EN = [
    # --- nobody in them: look-alikes only -------------------------------------------------------
    # an nginx access log
    "edge-2 - - [{{date}} {{time}}] \"GET /maps/{{town}}/{{=clay}}-court HTTP/1.1\" 200 512 \"-\" \"Mozilla/5.0\"\nedge-2 - - [{{date}} {{time}}] \"GET /stores/{{shop}}/gift-cards HTTP/1.1\" 404 0 \"-\" \"curl/8.4\"\n# the {{hospital}} portal is mirrored here until {{day}}",
    # an iCalendar event
    "BEGIN:VEVENT\nSUMMARY:Talk: the {{probe}} and the {{sea}}\nLOCATION:{{school}}, lecture hall B\nDESCRIPTION:Dawn walk first; the {{=lark}} chorus starts at six\nEND:VEVENT",
    # a docker-compose file
    "services:\n  booking:\n    image: registry.example.org/booking:2\n    environment:\n      SITE: \"{{hotel}}\"\n      CLIENT: \"{{company}}\"\n      RUNTIME: \"{{language}}\"\n  worker:\n    command: run --queue {{=justice}}-reports",
    # SQL INSERT statements
    "INSERT INTO exhibits (title, room) VALUES\n  ('{{weapon}}, 1873', 'Gallery 2'),\n  ('{{weapon}} (replica)', 'Gallery 2'),\n  ('Model of {{moon}}', 'Space room');\n-- lender: {{company}}",
    # an Anki flashcard export
    "#separator:tab\n#deck:{{school}} anatomy\nWhere is the {{anatomy}}?\tsee slide 4\nWho first described the {{anatomy}}?\tsee chapter 2\nWrite the {{equation}}\tsee the formula sheet",
    # a TOML config
    "[project]\nname = \"orbit-sim\"\nlanguage = \"{{language}}\"\n\n[data]\nsource = \"{{probe}} archive\"\nmirror = \"{{company}}\"\n# ported from {{language}}; questions to the {{=buck}}-stops-here channel",
    # a Prometheus alert rule
    "groups:\n- name: lab-queues\n  rules:\n  - alert: LabQueueHigh\n    expr: queue_depth{test=\"{{test}}\"} > 40\n    annotations:\n      summary: \"{{test}} backlog at the {{hospital}} lab\"",
    # a radio schedule
    "RADIO 4B — SATURDAY\n06:00 Shipping forecast: the {{sea}} and the {{sea}}\n09:00 Sky tonight: {{moon}} over {{town}}\n15:00 Live: {{team}} v {{team}}\n22:00 Night {{=journey}} (music)",
    # a pawnshop inventory
    "PAWN LEDGER — store 3\nlot 14  {{weapon}} (deactivated)  $210\nlot 15  {{weapon}}, display only  $95\nlot 16  dog collar engraved \"{{pet}}\"  $4\nlot 17  {{=forest}} scene painting, unsigned  $40",
    # a wikitext infobox
    "{{Infobox spacecraft\n| name = {{probe}}\n| target = {{moon}}\n| builder = {{company}}\n| launch_site = near {{town}}\n}}",
    # an HTTP error page
    "<!DOCTYPE html>\n<title>404 · {{shop}} gift registry</title>\n<h1>Page not found</h1>\n<p>The {{=Heaven}} & Home range has moved; try the {{shop}} homepage or the {{hotel}} concierge desk.</p>",
    # a product recall notice
    "PRODUCT RECALL\n{{company}} is recalling the night-light with the {{moon}} shade sold at {{shop}}.\nStop using it and return it for a refund.\nQuestions: {{email}}",
    # a Markdown table
    "| topic | week |\n|---|---|\n| the {{equation}} | 3 |\n| the {{equation}} | 4 |\n| the {{test}} (history) | 6 |\n\n_Reading room: {{school}}_",
    # podcast show notes
    "EP 112 — Ice worlds\n00:00 Intro\n04:10 What the {{probe}} saw at {{moon}}\n21:30 Why the {{sea}} freezes first\nSponsor: {{company}}. Theme music: the {{=Genesis}} Choir.",
    # a school lunch menu
    "LUNCH MENU — {{school}}\nMon  {{=Epiphany}} cake (left over)\nTue  chicken wrap, {{restaurant}} style\nWed  pasta bake\nFri  fish from {{town}}\nAllergies: tell the office",
    # a departures board
    "DEPARTURES   {{time}}\nFerry to {{town}}          ON TIME\nFerry across the {{sea}}   DELAYED\nCoach to {{town}}          GATE 4\nTaxis wait outside {{hotel}}",
    # an Ansible inventory
    "[web]\nhost-a.example.org  site=\"{{restaurant}}\"\n\n[kiosk]\nlobby.example.org  site=\"{{hospital}}\"\n\n[all:vars]\nowner_team={{=reed}}-ops",
    # a quiz card
    "QUIZ CARD 7\nQ: Which muscle pulls on the {{anatomy}}?\nQ: What does the {{test}} measure?\nQ: Which probe flew past {{moon}}?\nBonus: name the {{=lane}} behind {{street}}",
    # a weather alert text
    "WEATHER ALERT: gale over the {{sea}} tonight; ferries from {{town}} cancelled. Shelter at {{school}}. The {{team}} match is off. Info: {{email}}",
    # parcel tracking events
    "TRACKING {{id}}\n{{date}} 08:12 Picked up, {{shop}}\n{{date}} 19:40 At the hub, {{town}}\n{{date}} 07:05 Out for delivery, {{street}}\nContents: {{weapon}} (replica, customs cleared)",
    # --- one person ---------------------------------------------------------------------------
    # a vCard
    "BEGIN:VCARD\nVERSION:4.0\nFN:[[P1.full]]\nN:[[P1.sur]];[[P1.first]];;;\nEMAIL:[[P1.mail]]\nORG:{{company}}\nEND:VCARD",
    # a .mailmap file
    "# .mailmap\n[[P1.fl]] <[[P1.mail]]>\n[[P1.fl]] <old-laptop@example.net>\n# commits from the {{language}} port",
    # a BibTeX entry
    "@article{tides{{n}},\n  author = {[[P1.last]], [[P1.first]]},\n  title = {Notes on the {{equation}}},\n  journal = {Proceedings of {{school}}}\n}",
    # an HL7 PID segment
    "MSH|^~\\&|LAB|{{hospital}}|||{{date}}||ORU^R01\nPID|1||{{id}}||[[P1.LAST]]^[[P1.FIRST]]||\nOBR|1||{{test}}",
    # a passport's machine-readable zone
    "P<UTO<[[P1.SUR]]<<[[P1.FIRST]]<<<<<<<<\nX4{{n}}<7UTO<<<<<<<<<<<<<\n(scanned at the {{hotel}} front desk)",
    # an X.509 subject
    "subject=C = US, O = {{company}}, CN = [[P1.fl]]\nissuer=C = US, O = {{company}} Issuing CA\nnotAfter={{date}} 12:00:00 2027 GMT",
    # an LDIF entry
    "dn: cn=[[P1.fl]],ou=people,dc=example,dc=org\ncn: [[P1.fl]]\nsn: [[P1.last]]\ngivenName: [[P1.first]]\nmail: [[P1.mail]]\ndepartmentNumber: {{n}}",
    # a commit with a Co-authored-by trailer
    "Fix the {{equation}} solver step\n\nThe {{language}} port rounded too early.\n\nCo-authored-by: [[P1.fl]] <[[P1.mail]]>",
    # a Debian changelog sign-off
    "orbit-sim (1.4-2) unstable; urgency=medium\n\n  * Rebuild against the new {{language}} toolchain.\n\n -- [[P1.fl]] <[[P1.mail]]>  {{date}} 10:20:00 +0000",
    # a Sentry user context
    "{\"user\":{\"id\":\"{{id}}\",\"username\":\"[[P1.first]]\",\"email\":\"[[P1.mail]]\"},\"tags\":{\"site\":\"{{hotel}}\",\"release\":\"{{probe}}-2\"}}",
    # a pharmacy label
    "RX {{id}} · {{date}}\n[[P1.LF]]\nAmoxicillin 500 mg: take 1 capsule 3 times a day\nPrescriber: {{hospital}} clinic\nRefills: 0",
    # a lower-case Discord channel
    "#general\nmodbot: welcome to the {{language}} server!\nkiwi_dev: has anyone ported the {{equation}} demo yet\nkiwi_dev: @[[P1.first]] you said you would lol",
    # a lower-case Reddit post with a signup link
    "r/spaceflight · posted by u/orbit_nerd\nsign up for the {{probe}} watch party: https://watch.example.org/join?name=[[P1.url]]&seat={{n}}\nhosted by [[P1.first]], bring snacks",
    # an award certificate
    "CERTIFICATE OF ACHIEVEMENT\nThis certifies that\n[[P1.FULL]]\nhas completed the course on the {{test}} and the {{anatomy}}\n{{school}}, {{date}}",
    # --- two people ---------------------------------------------------------------------------
    # e-mail headers
    "From: [[P1.fl]] <[[P1.mail]]>\nTo: [[P2.fl]] <{{email}}>\nSubject: the {{weapon}} for the loan exhibition\n\nHello both, the crate left {{town}} today.",
    # PGN chess headers
    "[Event \"{{town}} Open\"]\n[Site \"{{hotel}}\"]\n[White \"[[P1.last]], [[P1.first]]\"]\n[Black \"[[P2.lf]]\"]\n[Result \"1-0\"]",
    # a library hold slip
    "HOLD SLIP\n[[P1.LAST]], [[P1.FIRST]]\nItem: A Guide to the {{sea}}\nPick up by {{date}}\nPlaced by staff: [[P2.init]]",
    # a karaoke queue
    "KARAOKE QUEUE — {{restaurant}}\n1. [[P1.first]], 'Fly Me to the Moon'\n2. [[P2.first]] & [[P1.first]], duet\n3. [[P1.first]]'s encore (if time)",
    # a vet reminder text
    "Happy Paws Vet: hi [[P1.first]], {{pet}} is due for a booster on {{date}}. Dr. [[P2.last]] will see you. Call {{phone}} to move it.",
    # a pizza ticket
    "ORDER {{id}} — {{restaurant}}\nDeliver to: [[P1.FULL]]\n{{street}}, apt 3\nPhone: {{phone}}\nDriver: [[P2.FIRST]]\nNote: ring twice",
    # a jury summons
    "JURY SUMMONS\n[[P1.tt]] [[P1.last]]\nYou are summoned to appear on {{date}} at the courthouse on {{street}}.\nClerk of court: [[P2.fl]]",
    # a seating chart
    "TABLE 4 (by the window)\n[[P1.fl]]\n[[P2.fl]]\n[[P1.first]]'s plus-one: to be confirmed\nCentrepieces: {{shop}}",
    # race results as CSV
    "place,bib,name,time\n1,{{n}},[[P1.lf]],38:02\n2,{{n}},[[P2.lf]],38:40\n# {{town}} 10K, sponsored by {{company}}",
    # a referral letter
    "REFERRAL\nTo: [[P1.dr]] [[P1.last]], {{hospital}}\nRe: [[P2.full]], suspected {{anatomy}} injury\nPlease assess; the {{test}} was normal.",
    # a SEPA transfer
    "SEPA CREDIT TRANSFER\nBeneficiary: [[P1.LF]]\nIBAN: see attachment\nReference: rent, {{street}}\nOrdered by: [[P2.FULL]]",
    # a door guest list
    "GUEST LIST — {{hotel}} rooftop\n[[P1.SUR]] +1\n[[P2.SUR]]\nDoors 22:00; the {{team}} table is reserved",
    # a lower-case WhatsApp export
    "[{{date}}, 09:14] [[P1.first]]: running late, stuck near {{street}}\n[{{date}}, 09:15] [[P2.first]]: np, table at {{restaurant}}\n[{{date}}, 09:15] [[P2.first]]: grabbing coffee first",
    # a lower-case Twitch chat
    "twitch.tv/orbitcast · live: {{probe}} replay\n[[P1.first]]: gg\n[[P2.first]]: wait is that {{moon}}??\n[[P1.first]]: yes lol",
    # a MAINTAINERS entry
    "ORBIT SIMULATOR ({{language}} BINDINGS)\nM:\t[[P1.fl]] <[[P1.mail]]>\nR:\t[[P2.fl]] <{{email}}>\nS:\tMaintained\nF:\tdrivers/{{=ember}}/",
    # a scout patrol roster
    "TROOP 12 — PATROL ROSTER\nPatrol leader: [[P1.fl]]\nAssistant: [[P2.fl]]\nCamp: {{town}} woods, {{date}}\nKit list from {{shop}}",
    # --- three people -------------------------------------------------------------------------
    # a Slack export
    "[{\"user\":\"U01\",\"real_name\":\"[[P1.fl]]\",\"text\":\"who has the {{probe}} deck?\"},{\"user\":\"U02\",\"real_name\":\"[[P2.fl]]\",\"text\":\"not me\"},{\"user\":\"U03\",\"real_name\":\"[[P3.fl]]\",\"text\":\"on it\"}]",
    # pyproject authors
    "[project]\nname = \"tidepool\"\nauthors = [\n  {name = \"[[P1.fl]]\", email = \"[[P1.mail]]\"},\n  {name = \"[[P2.fl]]\"},\n  {name = \"[[P3.fl]]\"},\n]\ndescription = \"Models of the {{sea}}\"",
    # a class photo caption
    "Class photo, {{school}}\nBack row (l-r): [[P1.fl]], [[P2.fl]]\nFront: [[P3.fl]], holding the {{team}} pennant",
    # an obituary
    "OBITUARY\n[[P1.FULL]], of {{town}}, died peacefully on {{date}}. A teacher of the {{equation}} for three decades. Survived by [[P2.fl]] and [[P3.fl]]. Service at the {{street}} chapel.",
    # a prayer list
    "PRAYER LIST — this week\n[[P1.fl]] (recovering at {{hospital}})\nthe [[P2.last]] family\n[[P3.first]]'s new job in {{town}}",
    # a fantasy league table
    "FANTASY LEAGUE — week {{n}}\n1. [[P1.first]]'s Rockets   112\n2. [[P2.first]]'s Comets   98\n3. [[P3.first]]'s {{team}} fan club   76",
    # raffle winners
    "RAFFLE WINNERS — {{school}} fair\nTicket 041: [[P1.fl]] ({{restaurant}} voucher)\nTicket 112: [[P2.fl]]\nTicket 230: [[P3.fl]], a weekend at {{hotel}}",
    # a report card
    "REPORT CARD — term 2\nStudent: [[P1.LAST]], [[P1.FIRST]]\nScience: A (teacher: [[P2.t]] [[P2.last]])\nMaths: B+ (teacher: [[P3.dr]] [[P3.last]])\nCovered: the {{anatomy}} and the {{equation}}",
    # a lower-case SMS thread
    "sms with [[P1.first]]\n[[P1.first]]: did [[P2.first]] get the {{test}} results\nme: not yet, {{hospital}} said friday\n[[P1.first]]: ok tell [[P3.first]] too",
    # a lost-and-found log
    "LOST & FOUND — {{hotel}}\n{{date}}  umbrella, found by [[P1.init]]; claimed by [[P2.fl]]\n{{date}}  dog lead, tag \"{{pet}}\"; [[P3.tt]] [[P3.last]] called from {{phone}}",
]

_ES = [
    # --- nadie: solo look-alikes ------------------------------------------------------------------
    # un log de acceso de nginx
    "edge-2 - - [{{date}} {{time}}] \"GET /libros/{{town}}/amor-{{=casto}} HTTP/1.1\" 200 512 \"-\" \"Mozilla/5.0\"\nedge-2 - - [{{date}} {{time}}] \"GET /tiendas/{{shop}}/tarjetas-regalo HTTP/1.1\" 404 0 \"-\" \"curl/8.4\"\n# el portal del {{hospital}} está replicado aquí hasta el {{day}}",
    # un evento iCalendar
    "BEGIN:VEVENT\nSUMMARY:Charla: la {{probe}} y el {{sea}}\nLOCATION:{{school}}, aula magna\nDESCRIPTION:Antes, paseo al alba por la reserva {{=marina}}; salida a las seis (sesión abierta)\nEND:VEVENT",
    # un docker-compose
    "services:\n  reservas:\n    image: registry.example.org/reservas:2\n    environment:\n      SEDE: \"{{hotel}}\"\n      CLIENTE: \"{{company}}\"\n      LENGUAJE: \"{{language}}\"\n  worker:\n    command: run --cola {{=fe}}-de-erratas  # corrección automática",
    # sentencias SQL INSERT
    "INSERT INTO piezas (titulo, sala) VALUES\n  ('{{weapon}}, 1873', 'Galería 2'),\n  ('{{weapon}} (réplica)', 'Galería 2'),\n  ('Maqueta de {{moon}}', 'Sala del espacio');\n-- prestador: {{company}}",
    # una exportación de tarjetas de Anki
    "#separator:tab\n#deck:{{school}} anatomía\n¿Dónde está el {{anatomy}}?\tver diapositiva 4\n¿Quién describió el {{anatomy}}?\tver capítulo 2\nEscribe la {{equation}}\tver la hoja de fórmulas",
    # un TOML de configuración
    "[proyecto]\nnombre = \"simulador-órbitas\"\nlenguaje = \"{{language}}\"\n\n[datos]\nfuente = \"archivo de la {{probe}}\"\nespejo = \"{{company}}\"\n# portado desde {{language}}; dudas al canal de {{=patrocinio}}",
    # una regla de alerta de Prometheus
    "groups:\n- name: colas-laboratorio\n  rules:\n  - alert: ColaLaboratorioAlta\n    expr: queue_depth{prueba=\"{{test}}\"} > 40\n    annotations:\n      summary: \"retraso del {{test}} en el laboratorio del {{hospital}}; revisión pendiente\"",
    # la programación de una radio
    "RADIO 4B — SÁBADO\n06:00 Parte marítimo: el {{sea}} y el {{sea}}\n09:00 El cielo esta noche: {{moon}} sobre {{town}}\n15:00 En directo: {{team}} – {{team}}\n22:00 Domingo de {{=Resurrección}}: música sacra",
    # el inventario de una casa de empeños
    "LIBRO DE EMPEÑOS — tienda 3\nlote 14  {{weapon}} (inutilizado)  210 €\nlote 15  {{weapon}}, solo exhibición  95 €\nlote 16  collar de perro grabado \"{{pet}}\"  4 €\nlote 17  estampa de la {{=piedad}}, sin firma  40 €",
    # una ficha de wikitexto
    "{{Ficha de sonda espacial\n| nombre = {{probe}}\n| objetivo = {{moon}}\n| fabricante = {{company}}\n| lanzamiento = cerca de {{town}}\n| misión = sobrevuelo\n}}",
    # una página de error HTTP
    "<!DOCTYPE html>\n<title>404 · lista de regalos de {{shop}}</title>\n<h1>Página no encontrada</h1>\n<p>La colección {{=brisa}} del hogar se ha movido; prueba en la portada de {{shop}} o en la conserjería del {{hotel}}.</p>",
    # un aviso de retirada de producto
    "RETIRADA DE PRODUCTO\n{{company}} retira la lamparita con pantalla de {{moon}} vendida en {{shop}}.\nDeje de usarla y devuélvala para su reembolso.\nDudas: {{email}}",
    # una tabla en Markdown
    "| tema | semana |\n|---|---|\n| la {{equation}} | 3 |\n| la {{equation}} | 4 |\n| el {{test}} (historia) | 6 |\n\n_Sala de lectura: {{school}}, sótano_",
    # las notas de un pódcast
    "EP 112 — Mundos de hielo\n00:00 Introducción\n04:10 Lo que vio la {{probe}} en {{moon}}\n21:30 Por qué el {{sea}} se congela antes\nPatrocina: {{company}}. Sintonía: coro del {{=serafín}}.",
    # el menú de un comedor escolar
    "MENÚ DEL COMEDOR — {{school}}\nLun  roscón de la {{=Presentación}} (sobrante)\nMar  wrap de pollo estilo {{restaurant}}\nMié  pasta al horno\nVie  pescado de {{town}}\nAlergias: avisad en secretaría",
    # un panel de salidas
    "SALIDAS   {{time}}\nFerri a {{town}}             EN HORA\nFerri por el {{sea}}          RETRASADO\nAutobús a {{town}}           PUERTA 4\nTaxis en la puerta del {{hotel}}, más al fondo",
    # un inventario de Ansible
    "[web]\nhost-a.example.org  sede=\"{{restaurant}}\"\n\n[kiosco]\nlobby.example.org  sede=\"{{hospital}}\"\n\n[all:vars]\nequipo_dueño=ops-{{=Covadonga}}",
    # una tarjeta de concurso
    "TARJETA 7\nP: ¿Qué músculo tira del {{anatomy}}?\nP: ¿Qué mide el {{test}}?\nP: ¿Qué sonda pasó junto a {{moon}}?\nExtra: ¿quién subió primero a {{=Montserrat}} desde la {{street}}?",
    # un aviso meteorológico por SMS
    "AVISO METEOROLÓGICO: temporal en el {{sea}} esta noche; cancelados los ferris desde {{town}}. Refugio en {{school}}. Se suspende el partido del {{team}}. Info: {{email}}",
    # los eventos de seguimiento de un paquete
    "SEGUIMIENTO {{id}}\n{{date}} 08:12 Recogido, {{shop}}\n{{date}} 19:40 En el centro logístico, {{town}}\n{{date}} 07:05 En reparto, {{street}}\nContenido: {{weapon}} (réplica, despacho de aduanas hecho)",
    # --- una persona --------------------------------------------------------------------------
    # una vCard
    "BEGIN:VCARD\nVERSION:4.0\nFN:[[P1.full]]\nN:[[P1.sur]];[[P1.first]];;;\nEMAIL:[[P1.mail]]\nORG:{{company}}\nNOTE:contacto de facturación\nEND:VCARD",
    # un .mailmap
    "# .mailmap\n[[P1.fl]] <[[P1.mail]]>\n[[P1.fl]] <portatil-viejo@example.net>\n# commits del port a {{language}} (versión antigua)",
    # una entrada BibTeX
    "@article{mareas{{n}},\n  author = {[[P1.last]], [[P1.first]]},\n  title = {Notas sobre la {{equation}}},\n  journal = {Revista de la {{school}}},\n  note = {versión en español}\n}",
    # un segmento PID de HL7
    "MSH|^~\\&|LAB|{{hospital}}|||{{date}}||ORU^R01\nPID|1||{{id}}||[[P1.LAST]]^[[P1.FIRST]]||\nOBR|1||{{test}}\nNTE|1||muestra recibida en recepción",
    # la zona de lectura mecánica de un pasaporte
    "P<UTO<[[P1.SUR]]<<[[P1.FIRST]]<<<<<<<<\nX4{{n}}<7UTO<<<<<<<<<<<<<\n(escaneado en la recepción del {{hotel}})",
    # el sujeto de un certificado X.509
    "subject=C = ES, O = {{company}}, CN = [[P1.fl]]\nissuer=C = ES, O = {{company}} Autoridad de Certificación\nnotAfter={{date}} 12:00:00 2027 GMT",
    # una entrada LDIF
    "dn: cn=[[P1.fl]],ou=personas,dc=example,dc=org\ncn: [[P1.fl]]\nsn: [[P1.last]]\ngivenName: [[P1.first]]\nmail: [[P1.mail]]\ndescription: área de órbitas",
    # un commit con Co-authored-by
    "Corrige el paso del solucionador de la {{equation}}\n\nEl port a {{language}} redondeaba antes de tiempo (versión 2).\n\nCo-authored-by: [[P1.fl]] <[[P1.mail]]>",
    # la firma de un changelog de Debian
    "orbit-sim (1.4-2) unstable; urgency=medium\n\n  * Recompilado con la nueva cadena de {{language}} (versión estable).\n\n -- [[P1.fl]] <[[P1.mail]]>  {{date}} 10:20:00 +0000",
    # el contexto de usuario de Sentry
    "{\"user\":{\"id\":\"{{id}}\",\"username\":\"[[P1.first]]\",\"email\":\"[[P1.mail]]\"},\"tags\":{\"sede\":\"{{hotel}}\",\"versión\":\"{{probe}}-2\"}}",
    # una etiqueta de farmacia
    "RECETA {{id}} · {{date}}\n[[P1.LF]]\nAmoxicilina 500 mg: 1 cápsula 3 veces al día\nPrescribe: consultas del {{hospital}}\nRepeticiones: 0",
    # un canal de Discord, en minúsculas
    "#general\nmodbot: ¡bienvenidos al servidor de {{language}}!\nkiwi_dev: ¿alguien portó ya la demo de la {{equation}}?\nkiwi_dev: @[[P1.first]] dijiste que sí jaja",
    # un post de Reddit con enlace de inscripción, en minúsculas
    "r/astronautica · publicado por u/orbitas\napúntate a ver la {{probe}} en directo: https://watch.example.org/unirse?nombre=[[P1.url]]&asiento={{n}}\nlo organiza [[P1.first]], traed algo de picar",
    # un certificado de aprovechamiento
    "CERTIFICADO DE APROVECHAMIENTO\nSe certifica que\n[[P1.FULL]]\nha completado el curso práctico sobre el {{test}} y el {{anatomy}}\n{{school}}, {{date}}",
    # --- dos personas -------------------------------------------------------------------------
    # cabeceras de correo
    "De: [[P1.fl]] <[[P1.mail]]>\nPara: [[P2.fl]] <{{email}}>\nAsunto: el {{weapon}} para la exposición\n\nHola a los dos, la caja salió hoy de {{town}}.",
    # cabeceras PGN de ajedrez
    "[Event \"Abierto de {{town}}\"]\n[Site \"{{hotel}}\"]\n[White \"[[P1.last]], [[P1.first]]\"]\n[Black \"[[P2.lf]]\"]\n[Result \"1-0\"]\n{ Apertura española }",
    # un resguardo de reserva de biblioteca
    "RESERVA\n[[P1.LAST]], [[P1.FIRST]]\nDocumento: Guía del {{sea}}\nRecoger antes del {{date}}\nTramitó: [[P2.init]] (mostrador de préstamo)",
    # una cola de karaoke
    "COLA DE KARAOKE — {{restaurant}}\n1. [[P1.first]], «Bésame mucho»\n2. [[P2.first]] y [[P1.first]], dúo\n3. (libre)",
    # un recordatorio de la veterinaria
    "Clínica Huellitas: hola, [[P1.first]]: a {{pet}} le toca la vacuna el {{date}}. Le atenderá la Dra. [[P2.last]]. Para cambiar la cita, llame al {{phone}}.",
    # un ticket de pizzería
    "PEDIDO {{id}} — {{restaurant}}\nEntregar a: [[P1.FULL]]\n{{street}}, 3.º\nTeléfono: {{phone}}\nRepartidor: [[P2.FIRST]]\nNota: llamar dos veces",
    # una citación para jurado
    "CITACIÓN PARA JURADO\n[[P1.tt]] [[P1.last]]\nDebe comparecer el {{date}} en la Audiencia de la {{street}}.\nLetrado de la Administración de Justicia: [[P2.fl]]",
    # un plano de mesas
    "MESA 4 (junto a la ventana)\n[[P1.fl]]\n[[P2.fl]]\nAcompañante de [[P1.first]]: por confirmar\nCentros de mesa: {{shop}}",
    # resultados de una carrera en CSV
    "puesto,dorsal,nombre,tiempo\n1,{{n}},[[P1.lf]],38:02\n2,{{n}},[[P2.lf]],38:40\n# 10K de {{town}}, patrocina {{company}} (clasificación provisional)",
    # una carta de derivación
    "DERIVACIÓN\nA: [[P1.dr]] [[P1.last]], {{hospital}}\nPaciente: [[P2.full]], posible lesión del {{anatomy}}\nRuego valoración; el {{test}} salió normal.",
    # una transferencia SEPA
    "TRANSFERENCIA SEPA\nBeneficiario: [[P1.LF]]\nIBAN: ver adjunto\nConcepto: alquiler, {{street}}\nFecha de ejecución: hoy\nOrdenante: [[P2.FULL]]",
    # una lista de invitados en la puerta
    "LISTA DE INVITADOS — azotea del {{hotel}}\n[[P1.SUR]] +1\n[[P2.SUR]]\nPuertas a las 22:00; la mesa del {{team}} está reservada (sí, también la música)",
    # una exportación de WhatsApp, en minúsculas
    "[{{date}}, 09:14] [[P1.first]]: llego tarde, atasco en la {{street}}\n[{{date}}, 09:15] [[P2.first]]: tranqui, mesa en {{restaurant}}\n[{{date}}, 09:15] [[P2.first]]: voy a por un café mientras tanto",
    # un chat de Twitch, en minúsculas
    "twitch.tv/orbitcast · en directo: repetición de la {{probe}}\n[[P1.first]]: gg\n[[P2.first]]: ¿¿eso es {{moon}}??\n[[P1.first]]: sí jaja",
    # una entrada de MAINTAINERS
    "SIMULADOR DE ÓRBITAS (ENLACES DE {{language}})\nM:\t[[P1.fl]] <[[P1.mail]]>\nR:\t[[P2.fl]] <{{email}}>\nS:\tMaintained\nF:\tdocs/basílica-de-{{=Begoña}}/",
    # la lista de una patrulla scout
    "GRUPO SCOUT 12 — PATRULLA\nJefe de patrulla: [[P1.fl]]\nSubjefe: [[P2.fl]]\nAcampada: bosque de {{town}}, {{date}}\nMaterial de {{shop}}, revisión el jueves",
    # --- tres personas ------------------------------------------------------------------------
    # una exportación de Slack
    "[{\"user\":\"U01\",\"real_name\":\"[[P1.fl]]\",\"text\":\"¿quién tiene la presentación de la {{probe}}?\"},{\"user\":\"U02\",\"real_name\":\"[[P2.fl]]\",\"text\":\"yo no\"},{\"user\":\"U03\",\"real_name\":\"[[P3.fl]]\",\"text\":\"me encargo\"}]",
    # los autores de un pyproject
    "[project]\nname = \"mareas\"\nauthors = [\n  {name = \"[[P1.fl]]\", email = \"[[P1.mail]]\"},\n  {name = \"[[P2.fl]]\"},\n  {name = \"[[P3.fl]]\"},\n]\ndescription = \"Modelos del {{sea}} (versión en español)\"",
    # el pie de una foto de clase
    "Foto de clase, {{school}}\nFila de atrás (de izq. a dcha.): [[P1.fl]], [[P2.fl]]\nDelante: [[P3.fl]], con el banderín del {{team}}",
    # una esquela
    "ESQUELA\n[[P1.FULL]], vecino de {{town}}, falleció en paz el {{date}}. Enseñó la {{equation}} durante tres décadas. Le sobreviven [[P2.fl]] y [[P3.fl]]. Funeral en la capilla de la {{street}}.",
    # una lista de intenciones
    "INTENCIONES DE ESTA SEMANA (misa del sábado)\n[[P1.fl]] (se recupera en el {{hospital}})\nla familia [[P2.last]]\nel nuevo trabajo de [[P3.first]] en {{town}}",
    # una clasificación de liga fantástica
    "LIGA FANTÁSTICA — jornada {{n}}\n1. Cohetes de [[P1.first]]   112\n2. Cometas de [[P2.first]]   98\n3. Peña del {{team}} de [[P3.first]]   76",
    # los ganadores de una rifa
    "GANADORES DE LA RIFA — feria de la {{school}}\nPapeleta 041: [[P1.fl]] (vale para {{restaurant}})\nPapeleta 112: [[P2.fl]]\nPapeleta 230: [[P3.fl]], fin de semana en el {{hotel}} (con desayuno y más)",
    # un boletín de notas
    "BOLETÍN DE NOTAS — 2.º trimestre\nAlumn[[P1.o]]: [[P1.LAST]], [[P1.FIRST]]\nCiencias: sobresaliente (profesor: [[P2.t]] [[P2.last]])\nMatemáticas: notable (profesora: [[P3.dr]] [[P3.last]])\nVisto: el {{anatomy}} y la {{equation}}",
    # un hilo de SMS, en minúsculas
    "sms con [[P1.first]]\n[[P1.first]]: ¿le dieron a [[P2.first]] los resultados del {{test}}?\nyo: aún no, en el {{hospital}} dijeron que el viernes\n[[P1.first]]: vale, díselo a [[P3.first]] también",
    # un registro de objetos perdidos
    "OBJETOS PERDIDOS — {{hotel}}\n{{date}}  paraguas, lo encontró [[P1.init]]; lo recogió [[P2.fl]]\n{{date}}  correa de perro, chapa \"{{pet}}\"; [[P3.tt]] [[P3.last]] llamó desde el {{phone}}",
]

_PT = [
    # --- ninguém: só look-alikes --------------------------------------------------------------------
    # um log de acesso do nginx
    "edge-2 - - [{{date}} {{time}}] \"GET /mapas/{{town}}/praia-da-{{=alva}} HTTP/1.1\" 200 512 \"-\" \"Mozilla/5.0\"\nedge-2 - - [{{date}} {{time}}] \"GET /lojas/{{shop}}/vale-presente HTTP/1.1\" 404 0 \"-\" \"curl/8.4\"\n# o portal do {{hospital}} está espelhado aqui até {{day}}",
    # um evento iCalendar
    "BEGIN:VEVENT\nSUMMARY:Palestra: a {{probe}} e o {{sea}}\nLOCATION:{{school}}, auditório B\nDESCRIPTION:Antes, caminhada ao amanhecer pela trilha {{=graciosa}}; saída às seis\nEND:VEVENT",
    # um docker-compose
    "services:\n  reservas:\n    image: registry.example.org/reservas:2\n    environment:\n      UNIDADE: \"{{hotel}}\"\n      CLIENTE: \"{{company}}\"\n      LINGUAGEM: \"{{language}}\"\n  worker:\n    command: run --fila boa-{{=fé}}-relatórios",
    # instruções SQL INSERT
    "INSERT INTO pecas (titulo, sala) VALUES\n  ('{{weapon}}, 1873', 'Galeria 2'),\n  ('{{weapon}} (réplica)', 'Galeria 2'),\n  ('Maquete de {{moon}}', 'Sala do espaço');\n-- emprestador: {{company}}",
    # uma exportação de cartões do Anki
    "#separator:tab\n#deck:{{school}} anatomia\nOnde fica o {{anatomy}}?\tver slide 4\nQuem descreveu o {{anatomy}}?\tver capítulo 2\nEscreva a {{equation}}\tver a folha de fórmulas",
    # um TOML de configuração
    "[projeto]\nnome = \"simulador-órbitas\"\nlinguagem = \"{{language}}\"\n\n[dados]\nfonte = \"arquivo da {{probe}}\"\nespelho = \"{{company}}\"\n# portado de {{language}}; dúvidas no canal {{=benvinda}}-equipe",
    # uma regra de alerta do Prometheus
    "groups:\n- name: filas-laboratorio\n  rules:\n  - alert: FilaLaboratorioAlta\n    expr: queue_depth{teste=\"{{test}}\"} > 40\n    annotations:\n      summary: \"atraso do {{test}} no laboratório do {{hospital}}\"",
    # a programação de uma rádio
    "RÁDIO 4B — SÁBADO\n06:00 Boletim marítimo: o {{sea}} e o {{sea}}\n09:00 O céu hoje: {{moon}} sobre {{town}}\n15:00 Ao vivo: {{team}} x {{team}}\n22:00 Domingo da {{=Ressurreição}}: música sacra",
    # o inventário de uma casa de penhores
    "LIVRO DE PENHORES — loja 3\nlote 14  {{weapon}} (inutilizado)  R$ 210\nlote 15  {{weapon}}, só exposição  R$ 95\nlote 16  coleira gravada \"{{pet}}\"  R$ 4\nlote 17  quadro de uma {{=mimosa}} em flor, sem assinatura  R$ 40",
    # uma infobox em wikitexto
    "{{Info/Sonda espacial\n| nome = {{probe}}\n| alvo = {{moon}}\n| fabricante = {{company}}\n| lançamento = perto de {{town}}\n}}",
    # uma página de erro HTTP
    "<!DOCTYPE html>\n<title>404 · lista de presentes da {{shop}}</title>\n<h1>Página não encontrada</h1>\n<p>A promoção {{=bárbara}} de cama e banho acabou; tente a página inicial da {{shop}} ou a recepção do {{hotel}}.</p>",
    # um aviso de recall
    "RECALL DE PRODUTO\nA {{company}} está recolhendo a luminária com cúpula de {{moon}} vendida na {{shop}}.\nPare de usar e devolva para reembolso.\nDúvidas: {{email}}",
    # uma tabela em Markdown
    "| tema | semana |\n|---|---|\n| a {{equation}} | 3 |\n| a {{equation}} | 4 |\n| o {{test}} (história) | 6 |\n\n_Sala de leitura: {{school}}_",
    # as notas de um podcast
    "EP 112 — Mundos de gelo\n00:00 Introdução\n04:10 O que a {{probe}} viu em {{moon}}\n21:30 Por que o {{sea}} congela primeiro\nPatrocínio: {{company}}. Trilha: coral da {{=soledade}}.",
    # o cardápio de uma escola
    "CARDÁPIO — {{school}}\nSeg  bolo da {{=Apresentação}} (sobra)\nTer  wrap de frango do {{restaurant}}\nQua  macarrão ao forno\nSex  peixe de {{town}}\nAlergias: avise a secretaria",
    # um painel de partidas
    "PARTIDAS   {{time}}\nBalsa para {{town}}          NO HORÁRIO\nBalsa pelo {{sea}}           ATRASADA\nÔnibus para {{town}}         PORTÃO 4\nTáxis na porta do {{hotel}}",
    # um inventário do Ansible
    "[web]\nhost-a.example.org  unidade=\"{{restaurant}}\"\n\n[quiosque]\nlobby.example.org  unidade=\"{{hospital}}\"\n\n[all:vars]\nequipe_responsável=ops-{{=Nazaré}}",
    # um cartão de quiz
    "CARTÃO 7\nP: Que músculo puxa o {{anatomy}}?\nP: O que mede o {{test}}?\nP: Que sonda passou por {{moon}}?\nExtra: qual a rua mais antiga de {{=Belém}} depois da {{street}}?",
    # um alerta meteorológico por SMS
    "ALERTA METEOROLÓGICO: ventania no {{sea}} hoje à noite; balsas de {{town}} canceladas. Abrigo no {{school}}. Jogo do {{team}} adiado. Info: {{email}}",
    # os eventos de rastreio de uma encomenda
    "RASTREIO {{id}}\n{{date}} 08:12 Coletado, {{shop}}\n{{date}} 19:40 No centro de distribuição, {{town}}\n{{date}} 07:05 Saiu para entrega, {{street}}\nConteúdo: {{weapon}} (réplica, liberada pela alfândega)",
    # --- uma pessoa ---------------------------------------------------------------------------
    # um vCard
    "BEGIN:VCARD\nVERSION:4.0\nFN:[[P1.full]]\nN:[[P1.sur]];[[P1.first]];;;\nEMAIL:[[P1.mail]]\nORG:{{company}}\nNOTE:contato de cobrança\nEND:VCARD",
    # um .mailmap
    "# .mailmap\n[[P1.fl]] <[[P1.mail]]>\n[[P1.fl]] <notebook-velho@example.net>\n# commits do port para {{language}} (versão antiga)",
    # uma entrada BibTeX
    "@article{mares{{n}},\n  author = {[[P1.last]], [[P1.first]]},\n  title = {Notas sobre a {{equation}}},\n  journal = {Revista do {{school}}},\n  note = {versão em português}\n}",
    # um segmento PID do HL7
    "MSH|^~\\&|LAB|{{hospital}}|||{{date}}||ORU^R01\nPID|1||{{id}}||[[P1.LAST]]^[[P1.FIRST]]||\nOBR|1||{{test}}\nNTE|1||amostra recebida na recepção",
    # a zona de leitura mecânica de um passaporte
    "P<UTO<[[P1.SUR]]<<[[P1.FIRST]]<<<<<<<<\nX4{{n}}<7UTO<<<<<<<<<<<<<\n(escaneado na recepção do {{hotel}})",
    # o sujeito de um certificado X.509
    "subject=C = BR, O = {{company}}, CN = [[P1.fl]]\nissuer=C = BR, O = {{company}} Autoridade Certificadora\nnotAfter={{date}} 12:00:00 2027 GMT\n# renovação anual",
    # uma entrada LDIF
    "dn: cn=[[P1.fl]],ou=pessoas,dc=example,dc=org\ncn: [[P1.fl]]\nsn: [[P1.last]]\ngivenName: [[P1.first]]\nmail: [[P1.mail]]\ndescription: área de órbitas",
    # um commit com Co-authored-by
    "Corrige o passo do solucionador da {{equation}}\n\nO port para {{language}} arredondava cedo demais (versão 2).\n\nCo-authored-by: [[P1.fl]] <[[P1.mail]]>",
    # a assinatura de um changelog do Debian
    "orbit-sim (1.4-2) unstable; urgency=medium\n\n  * Recompilado com a nova cadeia de {{language}} (versão estável).\n\n -- [[P1.fl]] <[[P1.mail]]>  {{date}} 10:20:00 +0000",
    # o contexto de usuário do Sentry
    "{\"user\":{\"id\":\"{{id}}\",\"username\":\"[[P1.first]]\",\"email\":\"[[P1.mail]]\"},\"tags\":{\"unidade\":\"{{hotel}}\",\"versão\":\"{{probe}}-2\"}}",
    # uma etiqueta de farmácia
    "RECEITA {{id}} · {{date}}\n[[P1.LF]]\nAmoxicilina 500 mg: 1 cápsula 3 vezes ao dia\nPrescritor: ambulatório do {{hospital}}\nRepetições: 0",
    # um canal do Discord, em minúsculas
    "#geral\nmodbot: bem-vindos ao servidor de {{language}}!\nkiwi_dev: alguém já portou a demo da {{equation}}?\nkiwi_dev: @[[P1.first]] você disse que ia fazer kkk, é sério",
    # um post do Reddit com link de inscrição, em minúsculas
    "r/astronautica · postado por u/orbitas\ninscreva-se para ver a {{probe}} ao vivo: https://watch.example.org/entrar?nome=[[P1.url]]&assento={{n}}\nquem organiza é [[P1.first]], tragam petiscos e água, não esqueçam",
    # um certificado de conclusão
    "CERTIFICADO DE CONCLUSÃO\nCertificamos que\n[[P1.FULL]]\nconcluiu o curso sobre o {{test}} e o {{anatomy}}\n{{school}}, {{date}}",
    # --- duas pessoas -------------------------------------------------------------------------
    # cabeçalhos de e-mail
    "De: [[P1.fl]] <[[P1.mail]]>\nPara: [[P2.fl]] <{{email}}>\nAssunto: o {{weapon}} para a exposição\n\nOlá aos dois, a caixa saiu hoje de {{town}}.",
    # cabeçalhos PGN de xadrez
    "[Event \"Aberto de {{town}}\"]\n[Site \"{{hotel}}\"]\n[White \"[[P1.last]], [[P1.first]]\"]\n[Black \"[[P2.lf]]\"]\n[Result \"1-0\"]\n{ Abertura espanhola, variação fechada }",
    # um comprovante de reserva da biblioteca
    "RESERVA\n[[P1.LAST]], [[P1.FIRST]]\nObra: Guia do {{sea}}\nRetirar até {{date}}\nAtendente: [[P2.init]] (balcão de empréstimo)",
    # uma fila de karaokê
    "FILA DO KARAOKÊ — {{restaurant}}\n1. [[P1.first]], «Garota de Ipanema»\n2. [[P2.first]] e [[P1.first]], dueto\n3. (livre)",
    # um lembrete da veterinária
    "Clínica Patinhas: oi, [[P1.first]]! A vacina do {{pet}} está marcada para {{date}} com a Dra. [[P2.last]]. Para remarcar, ligue {{phone}}.",
    # um pedido de pizzaria
    "PEDIDO {{id}} — {{restaurant}}\nEntregar para: [[P1.FULL]]\n{{street}}, apto 3\nTelefone: {{phone}}\nEntregador: [[P2.FIRST]]\nObs.: tocar duas vezes, o porteiro não ouve",
    # uma convocação para júri
    "CONVOCAÇÃO PARA JÚRI\n[[P1.tt]] [[P1.last]]\nCompareça em {{date}} ao fórum da {{street}}.\nEscrivã(o): [[P2.fl]]",
    # um mapa de mesas
    "MESA 4 (perto da janela)\n[[P1.fl]]\n[[P2.fl]]\nAcompanhante d[[P1.o]] [[P1.first]]: a confirmar\nArranjos de mesa: {{shop}}, já pagos à vista",
    # resultados de uma corrida em CSV
    "colocação,número,nome,tempo\n1,{{n}},[[P1.lf]],38:02\n2,{{n}},[[P2.lf]],38:40\n# 10K de {{town}}, patrocínio {{company}}",
    # uma carta de encaminhamento
    "ENCAMINHAMENTO\nPara: [[P1.dr]] [[P1.last]], {{hospital}}\nPaciente: [[P2.full]], suspeita de lesão no {{anatomy}}\nSolicito avaliação; o {{test}} deu normal.",
    # uma transferência
    "TRANSFERÊNCIA INTERNACIONAL (SEPA)\nFavorecido: [[P1.LF]]\nIBAN: ver anexo\nReferência: aluguel, {{street}}\nOrdenante: [[P2.FULL]]",
    # uma lista de convidados na porta
    "LISTA DE CONVIDADOS — terraço do {{hotel}}\n[[P1.SUR]] +1\n[[P2.SUR]]\nPortas às 22:00; a mesa do {{team}} está reservada",
    # uma exportação do WhatsApp, em minúsculas
    "[{{date}}, 09:14] [[P1.first]]: vou atrasar, trânsito na {{street}}\n[{{date}}, 09:15] [[P2.first]]: de boa, mesa no {{restaurant}}\n[{{date}}, 09:15] [[P2.first]]: vou pegar um café antes",
    # um chat da Twitch, em minúsculas
    "twitch.tv/orbitcast · ao vivo: reprise da {{probe}}\n[[P1.first]]: gg\n[[P2.first]]: pera, aquilo é {{moon}}??\n[[P1.first]]: é sim kkk",
    # uma entrada de MAINTAINERS
    "SIMULADOR DE ÓRBITAS (BINDINGS DE {{language}})\nM:\t[[P1.fl]] <[[P1.mail]]>\nR:\t[[P2.fl]] <{{email}}>\nS:\tMaintained\nF:\tdocs/{{=consolação}}/",
    # a lista de uma patrulha escoteira
    "GRUPO ESCOTEIRO 12 — PATRULHA\nMonitor: [[P1.fl]]\nSubmonitor: [[P2.fl]]\nAcampamento: mata de {{town}}, {{date}}\nMaterial da {{shop}}, revisão na quinta",
    # --- três pessoas -------------------------------------------------------------------------
    # uma exportação do Slack
    "[{\"user\":\"U01\",\"real_name\":\"[[P1.fl]]\",\"text\":\"quem está com a apresentação da {{probe}}?\"},{\"user\":\"U02\",\"real_name\":\"[[P2.fl]]\",\"text\":\"eu não\"},{\"user\":\"U03\",\"real_name\":\"[[P3.fl]]\",\"text\":\"deixa comigo\"}]",
    # os autores de um pyproject
    "[project]\nname = \"mares\"\nauthors = [\n  {name = \"[[P1.fl]]\", email = \"[[P1.mail]]\"},\n  {name = \"[[P2.fl]]\"},\n  {name = \"[[P3.fl]]\"},\n]\ndescription = \"Modelos do {{sea}} (versão em português)\"",
    # a legenda de uma foto de turma
    "Foto da turma, {{school}}\nFila de trás (da esq. para a dir.): [[P1.fl]], [[P2.fl]]\nNa frente: [[P3.fl]], segurando a flâmula do {{team}}",
    # um obituário
    "OBITUÁRIO\n[[P1.FULL]], de {{town}}, faleceu em paz em {{date}}. Ensinou a {{equation}} por três décadas. Deixa [[P2.fl]] e [[P3.fl]]. Velório na capela da {{street}}.",
    # uma lista de intenções
    "INTENÇÕES DA SEMANA\n[[P1.fl]] (em recuperação no {{hospital}})\na família [[P2.last]]\no emprego novo d[[P3.o]] [[P3.first]] em {{town}}",
    # a tabela de uma liga fantasy
    "LIGA FANTASY — rodada {{n}} (classificação)\n1. Foguetes d[[P1.o]] [[P1.first]]   112\n2. Cometas d[[P2.o]] [[P2.first]]   98\n3. Torcida do {{team}} d[[P3.o]] [[P3.first]]   76",
    # os ganhadores de uma rifa
    "GANHADORES DA RIFA — festa do {{school}}\nBilhete 041: [[P1.fl]] (vale no {{restaurant}})\nBilhete 112: [[P2.fl]]\nBilhete 230: [[P3.fl]], fim de semana no {{hotel}} com café da manhã incluído e só",
    # um boletim escolar
    "BOLETIM — 2.º bimestre\nAlun[[P1.o]]: [[P1.LAST]], [[P1.FIRST]]\nCiências: A (professor: [[P2.t]] [[P2.last]])\nMatemática: B+ (professora: [[P3.dr]] [[P3.last]])\nVisto: o {{anatomy}} e a {{equation}}",
    # um fio de SMS, em minúsculas
    "sms com [[P1.first]]\n[[P1.first]]: [[P2.first]] já pegou o resultado do {{test}}?\neu: ainda não, o {{hospital}} disse que só na sexta\n[[P1.first]]: tá, avisa [[P3.first]] também",
    # um registro de achados e perdidos
    "ACHADOS E PERDIDOS — {{hotel}}\n{{date}}  guarda-chuva, achado na recepção por [[P1.init]]; retirado por [[P2.fl]]\n{{date}}  guia de cachorro, plaquinha \"{{pet}}\"; [[P3.tt]] [[P3.last]] ligou do {{phone}}",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED36 = NameSet(
    name="sealed36",
    message=Sealed36Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(385) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 27 90000-", 4)},
    team_mail={
        "en": ("frontdesk", "lab", "watchparty", "recalls"),
        "es": ("recepcion", "laboratorio", "retransmision", "retiradas"),
        "pt": ("recepcao", "laboratorio", "transmissao", "recall"),
    },
)
_feminine = SEALED36.feminine


def generate_sealed36(per_template: int = 4, seed: int = SEED) -> list[Sealed36Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED36, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED36)
