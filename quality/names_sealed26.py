"""The sealed26 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of twenty-five kinds (firms named after founders, law firms,
shops and bakeries, streets and avenues, hospitals and clinics, schools and universities, airports,
metro and train stations, stadiums, prizes, brands and products, storms, ships and ferries, software,
voice assistants and bots, sports teams, songs, films, books and characters, towns, saints' days and
feasts, diseases, laws and theorems named after people, hotels, pets, buildings, foundations) and of
literal words that are given names (months, virtues, colours, flowers, gems, verbs and bank names),
filled by quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only.

Names of forty origins, picked by hand (never imported at run time, never a dependency) from:
- PyPI ethnicity 0.0.20 (MIT): its per-origin first_names and last_names tables (english,
  hispanic and spanish, portuguese, italian, german, greek, polish, russian, turkish, arabic,
  iranian, indian, chinese, korean, vietnamese, japanese, khmer, thai, balkan, samoan, fijian and
  hawaiian), in lower case without accents, and its race_.csv, the 2010 Census surnames with their
  shares by race (African-American and English-American surnames, English word-surnames);
- PyPI vicary 0.2.18 (MIT; its gazetteer built from Wikidata, CC0, and the 2010 Census): the
  notability gazetteer's given tier (US SSA given names: English-American and African-American given
  names, English word-names) and its full tier (the names of notable people, in lower case without
  accents), read for the given names and surnames of Irish, Mexican, Caribbean, Andean, Rioplatense,
  Colombian/Venezuelan, Brazilian, Nigerian, Ghanaian, Pakistani, Romanian, Ukrainian, Dutch, Thai,
  South Slavic and Vietnamese people; only given names and surnames taken apart, never a whole name;
- PyPI habesha-names 0.2.0 (MIT): its given_names.json (Ethiopian and Eritrean given names with their
  sex), the given names and the fathers' names that stand as surnames;
- PyPI data-seed-ph 3.5.0 (MIT): its first_names.json (by sex) and last_names.json (Filipino names).
Lower-case data were recased and their accents put back by hand (Ibáñez, Ionuț, Nguyễn, Ayşegül,
Gonçalo, Pádraig, Šarić); the sex of each given name was judged by hand where the package gives
none. Compound given names (María José, João Pedro, Ayşe Nur, Mehmet Ali), hyphenated Korean given
names (Ji-yeong) and particled, hyphenated and apostrophised surnames (de la Fuente, dos Anjos,
dela Cruz, van den Heuvel, O'Riordan, D'Agostino, Al-Harthi, Bowes-Lyon) were put together by hand
from the words the package holds.

Each table lists its names under the package (and the table) that hold them. Contact data is fake:
phones in the (206) 555-01xx, +34 600 000 xxx and +55 21 90000-xxxx ranges, mail at example.com,
example.org and example.net, order and case numbers made up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 38_417

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed26Message(TemplateMessage):
    """A message of the sealed26 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset(
    {"de", "da", "do", "das", "dos", "del", "la", "las", "los", "dela", "delos", "van", "der", "den", "ter", "von"}
)

# ---------------------------------------------------------------------------------------------
# English-American.
US_WOMEN = (
    # vicary 0.2.18: notability given tier (US SSA given names)
    "Brianna",
    "Kaitlyn",
    "Madison",
    "Peyton",
    "Addison",
    "Kinsley",
    "Paisley",
    "Delaney",
    "Mckenna",
    "Hadley",
    "Shelby",
    "Cheyenne",
    "Kendall",
    "Tatum",
    "Marley",
    "Savannah",
    "Jolene",
    "Loretta",
    "Bobbie",
    "Darlene",
    "Tammy",
    "Rhonda",
    "Kristen",
    "Brittany",
    "Kelsey",
    "Mary Beth",
    "Lacey",
)
US_MEN = (
    # vicary 0.2.18: notability given tier (US SSA given names)
    "Brayden",
    "Colton",
    "Tucker",
    "Landon",
    "Bryce",
    "Garrett",
    "Dalton",
    "Wyatt",
    "Jace",
    "Cody",
    "Travis",
    "Brett",
    "Dustin",
    "Kyle",
    "Chad",
    "Trent",
    "Skyler",
    "Beckett",
    "Easton",
    "Kasey",
    "Randall",
    "Clayton",
    "Wesley",
    "Billy Ray",
    "Dwight",
    "Hank",
)
US_SURNAMES = (
    # ethnicity 0.0.20: data/race_/race_.csv (2010 Census surnames, mostly white)
    "Pruitt",
    "Blevins",
    "Tackett",
    "Hensley",
    "Gentry",
    "Whitaker",
    "Kirkland",
    "Pendleton",
    "Hollingsworth",
    "Ashby",
    "Caudill",
    "Combs",
    "Sizemore",
    "Honeycutt",
    "Dunaway",
    "Rutledge",
    "Lankford",
    "Vickers",
    "Crenshaw",
    "Yarbrough",
    "Ledbetter",
    "Easterling",
    "Albright",
    "Stoltzfus",
    "Yoder",
    "Hostetler",
)

# African-American.
AA_WOMEN = (
    # vicary 0.2.18: notability given tier (US SSA given names)
    "Latoya",
    "Shaniqua",
    "Keisha",
    "Tanisha",
    "Imani",
    "Aaliyah",
    "Jazmine",
    "Shanice",
    "Tamika",
    "Lakisha",
    "Ayanna",
    "Kierra",
    "Dominique",
    "Deja",
    "Aniyah",
    "Tameka",
    "Latrice",
    "Jalisa",
    "Shameka",
    "Kiara",
    "Tyesha",
    "Laquita",
    "Jamila",
)
AA_MEN = (
    # vicary 0.2.18: notability given tier (US SSA given names)
    "Deshawn",
    "Jamal",
    "Tyrone",
    "Darnell",
    "Demetrius",
    "Jermaine",
    "Terrell",
    "Marquis",
    "Lamar",
    "Rashad",
    "Cedric",
    "Tavon",
    "Kareem",
    "Deandre",
    "Jaylen",
    "Keyshawn",
    "Malik",
    "Darius",
    "Tyrell",
    "Jabari",
    "Kendrick",
    "Dashawn",
    "Antwan",
)
AA_SURNAMES = (
    # ethnicity 0.0.20: data/race_/race_.csv (2010 Census surnames, mostly Black)
    "Washington",
    "Jefferson",
    "Booker",
    "Mosley",
    "Gadsden",
    "Ruffin",
    "Pettiford",
    "Bynum",
    "Tolbert",
    "Dorsey",
    "Gaines",
    "Merriweather",
    "Blackwell",
    "Rucker",
    "Faison",
    "Spruill",
    "Mayweather",
    "Pinckney",
    "Frazier",
    "Muhammad",
    "Jenkins",
    "Holloway",
    "Battle",
    "Outlaw",
)

# Irish and Scottish.
GA_WOMEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), fadas put back by hand
    "Siobhán",
    "Niamh",
    "Aoife",
    "Saoirse",
    "Róisín",
    "Orla",
    "Clodagh",
    "Sinéad",
    "Máire",
    "Deirdre",
    "Fionnuala",
    "Catriona",
    "Mhairi",
    "Eilidh",
    "Isla",
    "Nuala",
)
GA_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), fadas put back by hand
    "Pádraig",
    "Seán",
    "Ciarán",
    "Eoin",
    "Cathal",
    "Donncha",
    "Tadhg",
    "Rónán",
    "Colm",
    "Diarmuid",
    "Fergal",
    "Lorcan",
    "Cormac",
    "Ruairí",
    "Darragh",
    "Finlay",
    "Hamish",
    "Alasdair",
    "Ewan",
    "Eamonn",
)
GA_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Kavanagh",
    "Gallagher",
    "Doherty",
    "Brennan",
    "Quinlan",
    "Flanagan",
    "Monaghan",
    "Cullinane",
    "Geraghty",
    "Hanrahan",
    "Mulcahy",
    "Lenihan",
    "Nolan",
    "Fitzgerald",
    "Devlin",
    "Cusack",
    "Buckley",
    "Moynihan",
    "Drummond",
    "Lennox",
)
GA_PARTICLED = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "O'Riordan",
    "O'Donoghue",
    "O'Mahony",
    "O'Callaghan",
    "O'Keeffe",
    "O'Halloran",
    "O'Shaughnessy",
    "O'Driscoll",
    "McNamara",
    "McLoughlin",
    "McGuinness",
    "McGettigan",
    "McElroy",
    "MacNeill",
    "MacLeod",
    "MacKenzie",
    "MacAulay",
    "D'Arcy",
)

# British.
GB_WOMEN = (
    # ethnicity 0.0.20: data/english/first_names
    "Imogen",
    "Harriet",
    "Philippa",
    "Beatrix",
    "Gwendolyn",
    "Felicity",
    "Rosalind",
    "Penelope",
    "Tamsin",
    "Bryony",
    "Marjorie",
    "Georgina",
    "Araminta",
    "Winifred",
    "Henrietta",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Ottilie",
    "Elspeth",
    "Hermione",
    "Clementine",
    "Lavinia",
)
GB_MEN = (
    # ethnicity 0.0.20: data/english/first_names
    "Rupert",
    "Nigel",
    "Crispin",
    "Jeremy",
    "Giles",
    "Hugo",
    "Tristram",
    "Barnaby",
    "Gareth",
    "Clive",
    "Percival",
    "Cuthbert",
    "Ambrose",
    "Jolyon",
    "Quentin",
    "Godfrey",
    "Peregrine",
    "Aldous",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Alistair",
    "Rhodri",
    "Dafydd",
)
GB_SURNAMES = (
    # ethnicity 0.0.20: data/english/last_names
    "Pemberton",
    "Ainsworth",
    "Huxtable",
    "Hargreaves",
    "Winterbottom",
    "Oakley",
    # vicary 0.2.18: notability full tier (double-barrelled surnames of notable people)
    "Bowes-Lyon",
    "Bonham-Carter",
    "Rees-Mogg",
    "Lloyd-Webber",
    "Vaughan-Williams",
    "Heathcoat-Amory",
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "Whitworth",
    "Heathcote",
    "Braithwaite",
    "Entwistle",
    "Bickerstaff",
    "Fairbrother",
    "Postlethwaite",
    "Ollerenshaw",
)

# Spanish.
ES_WOMEN = (
    # ethnicity 0.0.20: data/spanish/first_names, accents put back by hand
    "Inmaculada",
    "Montserrat",
    "Almudena",
    "Rocío",
    "Nuria",
    "Maite",
    "Encarnación",
    "Macarena",
    "Asunción",
    "Yolanda",
    "Eulalia",
    "Adoración",
    "Ágata",
    "Adelaida",
    "María José",
    "Ana Belén",
    "María Jesús",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Begoña",
    "Vanesa",
    "Mari Carmen",
)
ES_MEN = (
    # ethnicity 0.0.20: data/spanish/first_names, accents put back by hand
    "Íñigo",
    "Gonzalo",
    "Álvaro",
    "Jacinto",
    "Eusebio",
    "Teodoro",
    "Baltasar",
    "Fermín",
    "Leandro",
    "Anselmo",
    "Rufino",
    "Celestino",
    "Adolfo",
    "Agapito",
    "Adalberto",
    "José Luis",
    "Juan Carlos",
    "José Manuel",
    "Francisco Javier",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Borja",
    "Nicanor",
    "Ginés",
)
ES_SURNAMES = (
    # ethnicity 0.0.20: data/spanish/last_names and last_names_common, accents put back by hand
    "Ibáñez",
    "Zapatero",
    "Belmonte",
    "Villaverde",
    "Sepúlveda",
    "Roldán",
    "Toledano",
    "Peláez",
    "Quiñones",
    "Velázquez",
    "Robledo",
    "Zamorano",
    "Salamanca",
    "Cuéllar",
    "Menéndez",
    "Narváez",
    "Benítez",
    "Arroyo",
    "Arranz",
    "Arribas",
    "Blázquez",
    "Bermejo",
    "Carrasco",
    "Casado",
    "Castaño",
    "Aguado",
    "Abascal",
)
ES_PARTICLED = (
    # ethnicity 0.0.20: data/spanish/last_names (written there without spaces)
    "de la Fuente",
    "del Bosque",
    "del Olmo",
    "de la Cruz",
    "de León",
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "de la Vega",
    "de los Ríos",
    "de las Casas",
    "del Castillo",
    "de la Torre",
    "de los Santos",
)

# Catalan, Basque and Galician.
CBG_WOMEN = (
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Ainhoa",
    "Aintzane",
    "Agurne",
    "Alazne",
    "Nerea",
    "Itziar",
    "Irati",
    "Edurne",
    "Arantxa",
    "Mireia",
    "Laia",
    "Roser",
    "Meritxell",
    "Aina",
    "Alaia",
    "Núria",
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Maialen",
)
CBG_MEN = (
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Aitor",
    "Agustí",
    "Aingeru",
    "Iker",
    "Unai",
    "Gorka",
    "Ander",
    "Xabier",
    "Jordi",
    "Oriol",
    "Arnau",
    "Pau",
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Xoán",
    "Brais",
    "Anxo",
    "Iago",
    "Joan",
    "Eneko",
)
CBG_SURNAMES = (
    # ethnicity 0.0.20: data/hispanic/last_names and last_names_common
    "Arechavaleta",
    "Bengoechea",
    "Etxebarria",
    "Etxeberria",
    "Zubizarreta",
    "Garrastazu",
    "Iturburua",
    "Abasolo",
    "Azarola",
    "Bosch",
    "Puig",
    "Roig",
    "Soler",
    "Vilaró",
    "Blanxart",
    "Agramunt",
    "Bover",
    "Tosell",
    "Capdevila",
    "Badia",
    "Ferreiro",
    "Pereiro",
    "Castell",
    "Mateu",
)

# Mexican.
MX_WOMEN = (
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Guadalupe",
    "Araceli",
    "Adelita",
    "Maricela",
    "Yesenia",
    "Marisol",
    "Griselda",
    "Reyna",
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Xóchitl",
    "Itzel",
    "Nayeli",
    "Dulce María",
    "Rubí",
    "Ximena",
    "Anahí",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Brenda",
)
MX_MEN = (
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Jesús",
    "Ulises",
    "Heriberto",
    "Efraín",
    "Adán",
    "Abilio",
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Cuauhtémoc",
    "Nahúm",
    "Juan Pablo",
    "Luis Ángel",
    "José Guadalupe",
    "Eliseo",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Rigoberto",
    "Eleazar",
)
MX_SURNAMES = (
    # ethnicity 0.0.20: data/hispanic/last_names, accents put back by hand
    "Alamilla",
    "Arreola",
    "Basurto",
    "Cantú",
    "Escárcega",
    "Guadarrama",
    "Holguín",
    "Jasso",
    "Olguín",
    "Terrazas",
    "Elizondo",
    "Garza",
    "Zúñiga",
    "Ochoa",
    "Ybarra",
    "Esparza",
    "Villalobos",
    "Sandoval",
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Hinojosa",
    "Xicoténcatl",
    "Cuevas",
    "Montemayor",
)

# Caribbean (Dominican, Puerto Rican, Cuban).
CB_WOMEN = (
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Zoraida",
    "Odalys",
    "Aracelis",
    "Xiomara",
    "Yadira",
    "Nereida",
    "Maritza",
    "Nydia",
    "Amarilis",
    "Yamila",
    "Yenifer",
    "Mireya",
    "Arcelia",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Dayana",
    "Yanelis",
    "Norkys",
)
CB_MEN = (
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Wilfredo",
    "Reinaldo",
    "Osvaldo",
    "Asdrúbal",
    "Baudelio",
    "Eladio",
    "Nataniel",
    "Reynaldo",
    "Ramiro",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Yasiel",
    "Yadier",
    "Yoenis",
    "Arismendy",
    "Wilmer",
    "Félix",
    "Luis Miguel",
)
CB_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Oquendo",
    "Rosario",
    "Batista",
    "Pimentel",
    "Almonte",
    "Peguero",
    "Mejía",
    "Polanco",
    "Encarnación",
    "Ventura",
    "Colón",
    "Santana",
    "Valdés",
    "Céspedes",
    "Cepeda",
    "Abreu",
    "Cabrera",
)
CB_PARTICLED = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "de la Rosa",
    "del Valle",
    "de Jesús",
    "del Toro",
)

# Andean (Peruvian, Bolivian, Ecuadorian).
AN_WOMEN = (
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Yessenia",
    "Nélida",
    "Eufemia",
    "Domitila",
    "Saturnina",
    "Primitiva",
    "Teodora",
    "Rosalva",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Milagros",
    "Roxana",
    "Edith",
    "Killa",
    "Dina",
    "Gregoria",
)
AN_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Wilber",
    "Edwin",
    "Percy",
    "Yony",
    "Teófilo",
    "Nilo",
    "Amaru",
    "Inti",
    "Rolando",
    "Hernán",
    "Grimaldo",
    "Eusebio",
    "Fortunato",
)
AN_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "Mamani",
    "Quispe",
    "Apaza",
    "Ticona",
    "Chambi",
    "Yupanqui",
    "Huamán",
    "Cusi",
    "Pari",
    "Lloque",
    "Puma",
    "Cápac",
    # ethnicity 0.0.20: data/hispanic/last_names, accents put back by hand
    "Paredes",
    "Obando",
    "Urbina",
    "Viteri",
    "Orellana",
    "Chavarría",
)

# Rioplatense (Argentine, Uruguayan).
RP_WOMEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Florencia",
    "Agustina",
    "Luján",
    "Belén",
    "Romina",
    "Yanina",
    "Candela",
    "Micaela",
    "Antonella",
    "Giuliana",
    "Lucila",
    "Pilar",
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Luisina",
    "Mirta",
    "Marianela",
    "Graciela",
)
RP_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Facundo",
    "Agustín",
    "Nahuel",
    "Santino",
    "Lautaro",
    "Joaquín",
    "Gastón",
    "Maximiliano",
    "Matías",
    "Ezequiel",
    "Thiago",
    "Juan Cruz",
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Atilio",
    "Renzo",
    "Lisandro",
    "Duilio",
)
RP_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Bianchi",
    "Ferraro",
    "Rinaldi",
    "Pellegrini",
    "Zanetti",
    "Lombardo",
    "Cattaneo",
    "Carrizo",
    "Barrionuevo",
    "Saavedra",
    "Acuña",
    "Benedetti",
    "Echenique",
    "Mastrángelo",
    "Sosa",
    "Ledesma",
    "Gorosito",
)

# Colombian and Venezuelan.
CV_WOMEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Yuliana",
    "Leidy",
    "Marisela",
    "Nathalia",
    "Luz Marina",
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Yenny",
    "Mayra",
    "Marianela",
    "Eliana",
    "Nidia",
    "Lorena",
    "Jessenia",
    "Azeneth",
    "Ileana",
)
CV_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Jhon",
    "Jhonatan",
    "Brayan",
    "Edinson",
    "Fredy",
    "Duván",
    "Darwin",
    "Giovanny",
    "Jairo",
    "Juan Camilo",
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Edgardo",
    "Aníbal",
    "Jafet",
    "Natanael",
    "Heraclio",
)
CV_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Ospina",
    "Arango",
    "Restrepo",
    "Londoño",
    "Echeverri",
    "Villegas",
    "Betancur",
    "Zuluaga",
    "Montoya",
    "Quintero",
    "Mosquera",
    "Rengifo",
    "Hurtado",
    "Palacios",
    "Urdaneta",
    "Cuadrado",
)

# Brazilian.
BR_WOMEN = (
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Adalgisa",
    "Ivonete",
    "Zuleica",
    "Adélia",
    "Adilma",
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Maria Eduarda",
    "Ana Clara",
    "Maria Luiza",
    "Thaís",
    "Letícia",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Francisca",
    "Neide",
    "Rosângela",
    "Sueli",
)
BR_MEN = (
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Adauto",
    "Adenor",
    "Adílio",
    "Edvaldo",
    "Wanderley",
    "Acácio",
    # vicary 0.2.18: notability full tier (given names of notable people)
    "João Pedro",
    "Pedro Henrique",
    "Luiz Felipe",
    "Cauã",
    "Thiago",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Anselmo",
    "Claudionor",
    "Ivanildo",
    "Josué",
    "Lindomar",
    "Raimundo",
    "Valdemar",
)
BR_SURNAMES = (
    # ethnicity 0.0.20: data/portuguese/last_names_common, accents put back by hand
    "Almeida",
    "Amorim",
    "Andrade",
    "Antunes",
    "Araújo",
    "Azevedo",
    "Barbosa",
    "Brito",
    "Cardoso",
    "Correia",
    "Cunha",
    "Figueiredo",
    "Fonseca",
    "Freitas",
    "Gonçalves",
    "Magalhães",
    "Moreira",
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Cavalcanti",
    "Bezerra",
    "Siqueira",
    "Nogueira",
    "Vasconcelos",
    "Albuquerque",
    "Medeiros",
)
BR_PARTICLED = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "da Silva",
    "dos Santos",
    "de Souza",
    "do Carmo",
    "das Chagas",
    "da Costa",
    "de Oliveira",
    "da Rocha",
    "de Lima",
    "dos Reis",
)

# Afro-Brazilian: devotional surnames.
AB_WOMEN = (
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Zenaide",
    "Aparecida",
    "Zélia",
    "Cícera",
    "Raimunda",
    "Bastiana",
    "Conceição",
    "Auxiliadora",
    "Zulmira",
    "Jurema",
    "Umbelina",
    "Deolinda",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Benedita",
    "Luzia",
    "Joana",
    "Iolanda",
    "Clementina",
    "Dandara",
)
AB_MEN = (
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Damião",
    "Expedito",
    "Vanderlei",
    "Valdir",
    "Edmilson",
    "Bastião",
    "Josimar",
    "Claudemir",
    "Arlindo",
    "Juscelino",
    "Givanildo",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Sebastião",
    "Cosme",
    "Jurandir",
    "Ailton",
    "Aldair",
    "Benedito",
    "Reginaldo",
)
AB_SURNAMES = (
    # ethnicity 0.0.20: data/portuguese/last_names_common
    "Pereira",
    "Oliveira",
    "Batista",
    "Ferreira",
    "Rodrigues",
    "Anjos",
    "Assunção",
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "Bispo",
    "Firmino",
    "Quirino",
    "Cândido",
    "Evangelista",
    "Romão",
    "Sacramento",
)
AB_PARTICLED = (
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "do Nascimento",
    "da Conceição",
    "dos Anjos",
    "de Jesus",
    "das Neves",
    "da Paixão",
    "do Espírito Santo",
    "da Luz",
    "de Assis",
    "do Rosário",
    "da Cruz",
    "da Purificação",
    "do Livramento",
)

# Japanese-Brazilian.
JB_WOMEN = (
    # ethnicity 0.0.20: data/japanese/first_names
    "Mayumi",
    "Harumi",
    "Emiko",
    "Kyoko",
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Tatiane",
    "Érika",
    "Lucimara",
    "Leilane",
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Akemi",
    "Sachiko",
    "Juliana",
    "Kátia",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Yoshiko",
    "Michiko",
    "Kazue",
)
JB_MEN = (
    # ethnicity 0.0.20: data/japanese/first_names
    "Tadashi",
    "Yoshio",
    "Mitsuo",
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Gerson",
    "Murilo",
    "Ítalo",
    "Edson",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Hiroshi",
    "Kenji",
    "Akira",
    "Minoru",
    "Mário",
    "Fábio",
    "Márcio",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Isamu",
    "Takeshi",
    "Noboru",
)
JB_SURNAMES = (
    # ethnicity 0.0.20: data/japanese/last_names
    "Hashimoto",
    "Yamashita",
    "Kobayashi",
    "Shimizu",
    "Uehara",
    "Higa",
    "Oshiro",
    "Miyagi",
    "Arakaki",
    "Yonamine",
    "Kaneshiro",
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "Nakasone",
    "Kinjo",
    "Tamashiro",
)

# Italian-Brazilian.
IB_WOMEN = (
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Graziela",
    "Rafaella",
    "Gabrielly",
    "Isabele",
    "Paolla",
    "Manuella",
    "Marília",
    "Heloísa",
    "Lucélia",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Bruna",
    "Gisele",
    "Ângela",
    "Adriana",
    "Carla",
    "Daniela",
)
IB_MEN = (
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Giovani",
    "Ângelo",
    "Vitorino",
    "Rafael",
    "Valentim",
    "Gilmar",
    "Italo",
    "Lucca",
    "Murilo",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Renato",
    "Sérgio",
    "Alcides",
    "Vitório",
)
IB_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Trevisan",
    "Zanella",
    "Bortolotto",
    "Pagotto",
    "Tessari",
    "Pizzolatto",
    "Zanin",
    "Perin",
    "Favaro",
    "Zanatta",
    "Bertoldi",
    "Fontana",
    "Boldrini",
    "Tomasi",
)

# Portuguese.
PT_WOMEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Leonor",
    "Inês",
    "Matilde",
    "Margarida",
    "Filipa",
    "Madalena",
    "Mafalda",
    "Constança",
    "Teresa",
    "Rita",
    "Joana",
    "Carolina",
    "Benedita",
    "Francisca",
)
PT_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Duarte",
    "Afonso",
    "Gonçalo",
    "Tomás",
    "Rodrigo",
    "Vasco",
    "Nuno",
    "Henrique",
    "Martim",
    "Salvador",
    "Diogo",
    "Lourenço",
    "Simão",
    "Rui",
)
PT_SURNAMES = (
    # ethnicity 0.0.20: data/portuguese/last_names_common, accents put back by hand
    "Figueiredo",
    "Magalhães",
    "Fonseca",
    "Gaspar",
    "Esteves",
    "Domingues",
    "Faria",
    "Teixeira",
    "Cardoso",
    "Pinto",
    "Baptista",
    "Carneiro",
    "Assunção",
    "Antunes",
    "Amaral",
    "Abreu",
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Sequeira",
    "Gouveia",
    "Meireles",
    "Rebelo",
    "Vasconcelos",
    "Quintela",
)

# Filipino.
PH_WOMEN = (
    # data-seed-ph 3.5.0: first_names.json (female)
    "Maricel",
    "Teresita",
    "Marites",
    "Rowena",
    "Erlinda",
    "Marilou",
    "Analyn",
    "Luzviminda",
    "Lilibeth",
    "Jonalyn",
    "Flordeliza",
    "Marivic",
    "Jovelyn",
    "Corazon",
    "Zenaida",
    "Remedios",
    "Salvacion",
    "Rosalinda",
    "Editha",
    "Leonila",
)
PH_MEN = (
    # data-seed-ph 3.5.0: first_names.json (male)
    "Reynaldo",
    "Rolando",
    "Danilo",
    "Rogelio",
    "Arnel",
    "Marlon",
    "Renato",
    "Jayson",
    "Wilfredo",
    "Nestor",
    "Romeo",
    "Joel",
    "Elmer",
    "Edgardo",
    "Rodel",
    "Jomar",
)
PH_SURNAMES = (
    # data-seed-ph 3.5.0: last_names.json
    "Tolentino",
    "Dizon",
    "Corpuz",
    "Sarmiento",
    "Pascual",
    "Mallari",
    "Magbanua",
    "Panganiban",
    "Galang",
    "Cunanan",
    "Mahinay",
    "Ybañez",
    "Ancheta",
    "Tuazon",
    "Ilagan",
    "Canlas",
    "Carreon",
    "Esguerra",
    "Padua",
    "Lozada",
    "Manalo",
    "Sison",
)
PH_PARTICLED = (
    # data-seed-ph 3.5.0: last_names.json (written there with capitals)
    "dela Cruz",
    "delos Santos",
    "de Guzman",
    "dela Peña",
    "delos Reyes",
    "dela Torre",
    "dela Rosa",
    "de Leon",
    "del Rosario",
)

# Chinese (family name first).
ZH_WOMEN = (
    # ethnicity 0.0.20: data/chinese/first_names
    "Meihui",
    "Xiulan",
    "Lanying",
    "Yanmei",
    "Qiaohui",
    "Ruolan",
    "Shufen",
    "Xiaoling",
    "Yating",
    "Dongmei",
    "Jingyi",
    "Huifang",
    "Liqiu",
    "Suyin",
    "Yahui",
    "Mingzhu",
    "Wenqian",
    "Zhilan",
    "Meixiu",
    "Xinyi",
)
ZH_MEN = (
    # ethnicity 0.0.20: data/chinese/first_names
    "Guoliang",
    "Jianhong",
    "Chenglei",
    "Bohai",
    "Dingbang",
    "Zhihao",
    "Jiahao",
    "Yusheng",
    "Xiaosheng",
    "Chonglin",
    "Guanting",
    "Renxiang",
    "Shaoqing",
    "Delun",
    "Bingwen",
    "Chuanli",
    "Guowei",
    "Donghai",
)
ZH_SURNAMES = (
    # ethnicity 0.0.20: data/chinese/last_names
    "Cheung",
    "Chiang",
    "Deng",
    "Ding",
    "Duan",
    "Fang",
    "Feng",
    "Gao",
    "Guo",
    "Han",
    "Hao",
    "Cai",
    "Cao",
    "Cheong",
    "Chiu",
    "Chow",
    "Cui",
    "Dai",
    "Dong",
    "Fung",
)

# Korean (family name first; given names hyphenated, a third of them written as one word).
KO_WOMEN = (
    # ethnicity 0.0.20: data/korean/first_names (written there with a space)
    "Ji-yeong",
    "Seo-yeon",
    "Eun-ji",
    "Hye-jin",
    "Min-seo",
    "Su-bin",
    "Ha-yun",
    "Mi-kyung",
    "Kyung-hee",
    "Jung-sook",
    "Yeong-hui",
    "Seo-hyeon",
    "Eun-young",
    "Soo-jin",
    "Gyeong-ja",
    "Chae-won",
    "Ji-hye",
)
KO_MEN = (
    # ethnicity 0.0.20: data/korean/first_names (written there with a space)
    "Byeong-ho",
    "Dong-geun",
    "Ha-jun",
    "Jeong-hun",
    "Joon-ho",
    "Min-jun",
    "Seong-min",
    "Sang-hun",
    "Yeong-cheol",
    "Sung-hoon",
    "Hyun-woo",
    "Jun-seo",
    "Seo-joon",
    "Yeong-gi",
    "Jong-su",
    "Il-seong",
)
KO_SURNAMES = (
    # ethnicity 0.0.20: data/korean/last_names
    "Baek",
    "Bang",
    "Byun",
    "Cha",
    "Chae",
    "Cheon",
    "Ha",
    "Hwang",
    "Jeon",
    "Kang",
    "Kwak",
    "Nam",
    "Seo",
    "Shin",
    "Woo",
    "Bae",
    "Ahn",
    "Chung",
)

# Vietnamese (family name first, a middle name between).
VI_WOMEN = (
    # ethnicity 0.0.20: data/vietnamese/first_names, tones put back by hand
    "Hằng",
    "Hạnh",
    "Huyền",
    "Loan",
    "Oanh",
    "Trang",
    "Uyên",
    "Duyên",
    "Nga",
    "Ngân",
    "Thảo",
    "Thủy",
    "Diễm",
    "Hiền",
    "Lan",
    "Sen",
    "Kim Chi",
    "Mai Lan",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Nhung",
    "Thu Hà",
)
VI_MEN = (
    # ethnicity 0.0.20: data/vietnamese/first_names, tones put back by hand
    "Cường",
    "Dũng",
    "Hùng",
    "Khang",
    "Khoa",
    "Kiệt",
    "Lộc",
    "Mạnh",
    "Nghĩa",
    "Phong",
    "Phước",
    "Quốc",
    "Thắng",
    "Trung",
    "Việt",
    "Toàn",
    "Hiếu",
    "Khải",
    "Minh Hải",
)
VI_SURNAMES = (
    # ethnicity 0.0.20: data/vietnamese/last_names_common, tones put back by hand
    "Nguyễn",
    "Trần",
    "Lê",
    "Phạm",
    "Hoàng",
    "Huỳnh",
    "Phan",
    "Vũ",
    "Võ",
    "Đặng",
    "Bùi",
    "Đỗ",
    "Hồ",
    "Ngô",
    "Dương",
    "Lý",
)
VI_MIDDLE_WOMEN = (
    # vicary 0.2.18: notability full tier (middle names of notable people), tones put back by hand
    "Thị",
    "Ngọc",
    "Thu",
    "Kim",
    "Bích",
)
VI_MIDDLE_MEN = (
    # vicary 0.2.18: notability full tier (middle names of notable people), tones put back by hand
    "Văn",
    "Đức",
    "Minh",
    "Quang",
    "Hữu",
)

# Japanese (family name first in two of three).
JA_WOMEN = (
    # ethnicity 0.0.20: data/japanese/first_names
    "Fumiko",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Akane",
    "Aimi",
    "Airi",
    "Chihiro",
    "Haruka",
    "Hinata",
    "Kaori",
    "Mio",
    "Nanami",
    "Sayuri",
    "Tomoko",
    "Yuzuki",
    "Wakana",
    "Shiori",
    "Ayaka",
)
JA_MEN = (
    # ethnicity 0.0.20: data/japanese/first_names
    "Koichi",
    "Tatsuya",
    "Yusuke",
    "Yuto",
    "Shinji",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Daisuke",
    "Haruto",
    "Hayato",
    "Kazuki",
    "Kenta",
    "Masaru",
    "Naoki",
    "Ryota",
    "Shota",
    "Sota",
    "Takumi",
    "Hiroki",
)
JA_SURNAMES = (
    # ethnicity 0.0.20: data/japanese/last_names and last_names_common
    "Aikawa",
    "Akiyama",
    "Fujii",
    "Hasegawa",
    "Hirano",
    "Ishikawa",
    "Iwasaki",
    "Kikuchi",
    "Kinoshita",
    "Kojima",
    "Kubo",
    "Maruyama",
    "Miura",
    "Nishimura",
    "Ogawa",
    "Okada",
    "Sakamoto",
    "Takeuchi",
    "Uchida",
    "Agatsuma",
)

# Khmer (family name first).
KH_WOMEN = (
    # ethnicity 0.0.20: data/khmer/first_names
    "Sopheary",
    "Kunthear",
    "Leakena",
    "Malis",
    "Nary",
    "Nimol",
    "Phary",
    "Rachana",
    "Sokha",
    "Somaly",
    "Sothea",
    "Thida",
    "Chantha",
    "Kolthida",
    "Solikha",
    "Champei",
    "Bormey",
    "Kannitha",
)
KH_MEN = (
    # ethnicity 0.0.20: data/khmer/first_names
    "Arun",
    "Borey",
    "Chakra",
    "Kosal",
    "Narith",
    "Oudom",
    "Piseth",
    "Rithisak",
    "Sambath",
    "Sophal",
    "Vireak",
    "Visal",
    "Rath",
    "Seyha",
    "Sokhom",
    "Ponleu",
    "Thearith",
    "Chamroeun",
)
KH_SURNAMES = (
    # ethnicity 0.0.20: data/khmer/last_names
    "Chea",
    "Chhim",
    "Keo",
    "Khiev",
    "Meas",
    "Nhek",
    "Ouch",
    "Pech",
    "Sam",
    "Sok",
    "Som",
    "Tep",
    "Touch",
    "Uch",
    "Yim",
    "Yos",
    "Chhorn",
    "Sieng",
    "Taing",
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "Heng",
)

# Thai.
TH_WOMEN = (
    # ethnicity 0.0.20: data/thai/first_names
    "Achariya",
    "Amphawan",
    "Busaba",
    "Jintara",
    "Lamai",
    "Malee",
    "Mayura",
    "Nittaya",
    "Pensri",
    "Ratana",
    "Supatra",
    "Sunisa",
    "Wanvisa",
    "Kultida",
    "Kamonrat",
    "Phitchaya",
    "Chomkwan",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Siriporn",
)
TH_MEN = (
    # ethnicity 0.0.20: data/thai/first_names
    "Anan",
    "Athit",
    "Chanatip",
    "Danai",
    "Kitti",
    "Kraisak",
    "Niran",
    "Prasong",
    "Somkid",
    "Surat",
    "Thanong",
    "Weera",
    "Witthaya",
    "Worawut",
    "Thamrong",
    "Passakorn",
    "Natthawut",
    "Suriyan",
)
TH_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Boonsing",
    "Boonyasak",
    "Chaichua",
    "Chaikamdee",
    "Charoensiri",
    "Jantawong",
    "Kongsompong",
    "Kruaithong",
    "Laosirikul",
    "Malaiporn",
    "Phongsri",
    "Phunsawat",
    "Saengkham",
    "Sahawong",
    "Sawangkaew",
    "Silachai",
    "Siriwong",
    "Sombatcharoen",
    "Srisawat",
    "Tangsiri",
    "Taweekul",
    "Thongmee",
    "Thongsuk",
    "Wongsawat",
)

# Indian.
IN_WOMEN = (
    # ethnicity 0.0.20: data/indian/first_names
    "Aadhya",
    "Aakanksha",
    "Nandini",
    "Aaradhya",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Deepika",
    "Gayatri",
    "Lavanya",
    "Madhuri",
    "Pallavi",
    "Rukmini",
    "Sharmila",
    "Tanvi",
    "Usha",
    "Vaishnavi",
    "Yamini",
    "Bhavna",
    "Ishita",
)
IN_MEN = (
    # ethnicity 0.0.20: data/indian/first_names
    "Aakash",
    "Gaurav",
    "Jatin",
    "Lokesh",
    "Yogesh",
    "Aadesh",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Bhaskar",
    "Dhruv",
    "Harish",
    "Kartik",
    "Manoj",
    "Nikhil",
    "Pranav",
    "Rajesh",
    "Sandeep",
    "Tushar",
    "Varun",
    "Chirag",
)
IN_SURNAMES = (
    # ethnicity 0.0.20: data/indian/last_names and last_names_common
    "Agarkar",
    "Asthana",
    "Bhonsle",
    "Borkar",
    "Chaturvedi",
    "Deshpande",
    "Dwivedi",
    "Ganguly",
    "Hegde",
    "Iyengar",
    "Kulkarni",
    "Menon",
    "Nambiar",
    "Parikh",
    "Shenoy",
    "Trivedi",
    "Varghese",
    "Kurup",
    "Naidu",
    "Bhattacharya",
    "Dasgupta",
    "Adiga",
)

# Pakistani (a father's name between).
PK_WOMEN = (
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Hira",
    "Sidra",
    "Rabia",
    "Nida",
    "Iqra",
    "Saima",
    "Bushra",
    "Farzana",
    "Kiran",
    "Mehwish",
    "Samina",
    "Shazia",
    "Sana",
    "Ayesha",
    "Nadia",
    "Fouzia",
)
PK_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Usman",
    "Bilal",
    "Imran",
    "Kamran",
    "Faisal",
    "Zeeshan",
    "Junaid",
    "Shahid",
    "Tariq",
    "Adnan",
    "Asif",
    "Rizwan",
    "Sohail",
    "Tahir",
    "Zubair",
)
PK_SURNAMES = (
    # ethnicity 0.0.20: data/arabic/last_names
    "Butt",
    "Awan",
    "Bhatti",
    "Afzal",
    "Aslam",
    "Hashmi",
    "Baig",
    "Bukhari",
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Qureshi",
    "Chaudhry",
    "Cheema",
    "Khattak",
    "Niazi",
    "Tarar",
    "Siddiqui",
)

# Arabic (Levantine and Gulf; a father's name between).
AR_WOMEN = (
    # ethnicity 0.0.20: data/arabic/first_names
    "Manal",
    "Rania",
    "Wafa",
    "Yara",
    "Aabla",
    "Aamna",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Amal",
    "Asma",
    "Dalia",
    "Ghada",
    "Hanan",
    "Lubna",
    "Reem",
    "Rasha",
    "Sawsan",
    "Hiba",
    "Samar",
    "Maha",
)
AR_MEN = (
    # ethnicity 0.0.20: data/arabic/first_names
    "Marwan",
    "Rami",
    "Wael",
    "Hazem",
    "Issam",
    "Aassem",
    "Abdelfattah",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Ayman",
    "Bassam",
    "Fadi",
    "Ghassan",
    "Hisham",
    "Nabil",
    "Samir",
    "Tarek",
    "Walid",
    "Ziad",
)
AR_SURNAMES = (
    # ethnicity 0.0.20: data/arabic/last_names (written there with a space or joined)
    "Al-Ghanim",
    "Al-Harthi",
    "Al-Yami",
    "Al-Shammari",
    "Al-Kandari",
    "Al-Otaibi",
    "Al-Ghamdi",
    "El-Khoury",
    "El-Sayed",
    "El-Masry",
    "Haddad",
    "Aoun",
    "Bitar",
    "Chidiac",
    "Daher",
    "Fakhoury",
    "Hijazi",
    "Barakat",
    "Achkar",
    "Bejjani",
    "Chalhoub",
    "Dagher",
)

# Maghrebi.
MG_WOMEN = (
    # ethnicity 0.0.20: data/arabic/first_names
    "Meriem",
    "Souad",
    "Zineb",
    "Naima",
    "Siham",
    "Loubna",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Khadija",
    "Nadia",
    "Samira",
    "Houda",
    "Latifa",
    "Ilham",
    "Hafsa",
    "Malika",
    "Fatima Zahra",
)
MG_MEN = (
    # ethnicity 0.0.20: data/arabic/first_names
    "Brahim",
    "Driss",
    "Hicham",
    "Rachid",
    "Younes",
    "Yassine",
    "Mohamed Amine",
    "Abdelaali",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Hamza",
    "Mustapha",
    "Mehdi",
    "Tarik",
    "Zakaria",
    "Abdelilah",
)
MG_SURNAMES = (
    # ethnicity 0.0.20: data/arabic/last_names
    "Benjelloun",
    "Bennani",
    "Berrada",
    "Chraibi",
    "Cherkaoui",
    "Alaoui",
    "Amrani",
    "Bouziane",
    "Filali",
    "Guessous",
    "Belhaj",
    "Bensaid",
    "Benkirane",
    "Bouzidi",
    "Hamdaoui",
    "Azzouzi",
    "Dahbi",
    "Diouri",
    "Abdellaoui",
    "Benchekroun",
)

# Persian.
FA_WOMEN = (
    # ethnicity 0.0.20: data/iranian/first_names
    "Arezoo",
    "Atefeh",
    "Bahar",
    "Elaheh",
    "Fereshteh",
    "Firoozeh",
    "Golnaz",
    "Laleh",
    "Mahsa",
    "Mahtab",
    "Mojgan",
    "Niloufar",
    "Parisa",
    "Roshanak",
    "Shabnam",
    "Shadi",
    "Soheila",
    "Ziba",
    "Parvaneh",
    "Setareh",
)
FA_MEN = (
    # ethnicity 0.0.20: data/iranian/first_names
    "Arash",
    "Babak",
    "Bahram",
    "Behrouz",
    "Dariush",
    "Ehsan",
    "Farrokh",
    "Jamshid",
    "Kambiz",
    "Kaveh",
    "Mehrdad",
    "Omid",
    "Payam",
    "Siavash",
    "Sohrab",
    "Soroush",
    "Kianoush",
    "Fereydoun",
)
FA_SURNAMES = (
    # ethnicity 0.0.20: data/iranian/last_names
    "Alizadeh",
    "Bagheri",
    "Ebrahimi",
    "Esfandiari",
    "Farahmand",
    "Ghorbani",
    "Hosseinzadeh",
    "Jafari",
    "Kazemi",
    "Khosravi",
    "Mirzaei",
    "Mohammadi",
    "Nassiri",
    "Rahimi",
    "Rostami",
    "Sadeghi",
    "Shirazi",
    "Tehrani",
    "Zargari",
    "Ashtiani",
    "Bakhtiari",
    "Kavoosi",
)

# Turkish.
TR_WOMEN = (
    # ethnicity 0.0.20: data/turkish/first_names, Turkish letters put back by hand
    "Ayşegül",
    "Büşra",
    "Nurcan",
    "Selin",
    "Ayşe Nur",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Derya",
    "Ebru",
    "Hülya",
    "Melike",
    "Özlem",
    "Pınar",
    "Şule",
    "Tuğba",
    "Zeynep",
    "Elif Naz",
)
TR_MEN = (
    # ethnicity 0.0.20: data/turkish/first_names, Turkish letters put back by hand
    "Oğuz",
    "Mehmet Ali",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Burak",
    "Emre",
    "Eren",
    "Gökhan",
    "Hakan",
    "Kerem",
    "Mert",
    "Murat",
    "Serkan",
    "Tolga",
    "Uğur",
    "Volkan",
    "Yiğit",
    "Ali Rıza",
    "Hüseyin",
)
TR_SURNAMES = (
    # ethnicity 0.0.20: data/turkish/last_names and last_names_common, Turkish letters put back by hand
    "Aksoy",
    "Arslan",
    "Aydın",
    "Bardakçı",
    "Binici",
    "Demirci",
    "Değirmenci",
    "Ekmekçi",
    "Kartal",
    "Katırcı",
    "Koç",
    "Küçük",
    "Marangoz",
    "Peynirci",
    "Polat",
    "Solak",
    "Terzi",
    "Tiryaki",
    "Uzun",
    "Yavuz",
    "Yıldırım",
    "Yıldız",
    "Tekin",
    "Kundakçı",
)

# Nigerian.
NG_WOMEN = (
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Adaeze",
    "Chiamaka",
    "Ngozi",
    "Nkechi",
    "Chinwe",
    "Ifeoma",
    "Obiageli",
    "Amaka",
    "Funmilayo",
    "Folake",
    "Yetunde",
    "Bukola",
    "Hadiza",
    "Halima",
    "Adunni",
    "Chidinma",
)
NG_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Chinedu",
    "Emeka",
    "Obinna",
    "Ikechukwu",
    "Chukwuemeka",
    "Nnamdi",
    "Uchenna",
    "Olumide",
    "Oluwaseun",
    "Babajide",
    "Olusegun",
    "Kayode",
    "Femi",
    "Abubakar",
    "Sani",
    "Tunde",
)
NG_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Okafor",
    "Okonkwo",
    "Eze",
    "Nwosu",
    "Okeke",
    "Chukwu",
    "Adeyemi",
    "Ogunleye",
    "Balogun",
    "Bello",
    "Danjuma",
    "Lawal",
    "Nwachukwu",
    "Adebayo",
    "Ojukwu",
    "Onyeama",
    "Babatunde",
)

# Ghanaian.
GH_WOMEN = (
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Adwoa",
    "Akosua",
    "Abena",
    "Akua",
    "Yaa",
    "Afua",
    "Efua",
    "Esi",
    "Adjoa",
    "Dzifa",
    "Enyonam",
    "Selasi",
    "Ama",
    "Akosua Adoma",
    "Naana",
    "Ewurama",
)
GH_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Kwabena",
    "Kwadwo",
    "Kwaku",
    "Kwesi",
    "Kofi",
    "Kojo",
    "Yaw",
    "Kwasi",
    "Kobina",
    "Nii",
    "Edem",
    "Mawuli",
    "Nana Yaw",
    "Kwame",
)
GH_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "Mensah",
    "Boateng",
    "Owusu",
    "Asante",
    "Agyeman",
    "Ofori",
    "Amoako",
    "Acheampong",
    "Antwi",
    "Appiah",
    "Darko",
    "Osei",
    "Opoku",
    "Frimpong",
    "Ansah",
    "Gyamfi",
    "Quaye",
    "Quartey",
    "Tetteh",
    "Lamptey",
    "Ankrah",
    "Boakye",
    "Sarpong",
    "Nkansah",
)

# Ethiopian (a father's given name as the surname).
ET_WOMEN = (
    # habesha-names 0.2.0: given_names.json (women)
    "Almaz",
    "Abebech",
    "Meseret",
    "Tigist",
    "Selamawit",
    "Hirut",
    "Genet",
    "Mekdes",
    "Tsion",
    "Rahel",
    "Azeb",
    "Aster",
    "Lemlem",
    "Tsehay",
    "Mahlet",
    "Kidist",
    "Senait",
    "Birtukan",
    "Meaza",
    "Yodit",
)
ET_MEN = (
    # habesha-names 0.2.0: given_names.json (men)
    "Dawit",
    "Yohannes",
    "Bekele",
    "Tadesse",
    "Mulugeta",
    "Getachew",
    "Mesfin",
    "Ermias",
    "Henok",
    "Tewodros",
    "Alemayehu",
    "Tilahun",
    "Habtamu",
    "Temesgen",
    "Biniyam",
    "Dereje",
    "Anteneh",
    "Fitsum",
)
ET_SURNAMES = (
    # habesha-names 0.2.0: given_names.json (men's names, which stand as their children's surnames)
    "Tesfaye",
    "Alemu",
    "Kebede",
    "Girma",
    "Mekonnen",
    "Assefa",
    "Tefera",
    "Abera",
    "Worku",
    "Desta",
    "Asfaw",
    "Ayele",
    "Teshome",
    "Negash",
    "Shiferaw",
    "Legesse",
    "Getahun",
    "Zeleke",
    "Gebremedhin",
    "Hailemariam",
    "Woldu",
    "Mengesha",
)

# Polish (-ski, -cki and -dzki surnames take -ska, -cka and -dzka for a woman).
PL_WOMEN = (
    # ethnicity 0.0.20: data/polish/first_names, Polish letters put back by hand
    "Agnieszka",
    "Małgorzata",
    "Katarzyna",
    "Grażyna",
    "Bożena",
    "Jadwiga",
    "Wiesława",
    "Dorota",
    "Halina",
    "Izabela",
    "Ewelina",
    "Zofia",
    "Aldona",
    "Bogumiła",
    "Krystyna",
    "Urszula",
    "Agata",
)
PL_MEN = (
    # ethnicity 0.0.20: data/polish/first_names, Polish letters put back by hand
    "Grzegorz",
    "Krzysztof",
    "Wojciech",
    "Zbigniew",
    "Przemysław",
    "Bartłomiej",
    "Jarosław",
    "Mirosław",
    "Tadeusz",
    "Kazimierz",
    "Leszek",
    "Ryszard",
    "Sławomir",
    "Witold",
    "Zdzisław",
    "Łukasz",
    "Maciej",
)
PL_SURNAMES = (
    # ethnicity 0.0.20: data/polish/last_names and last_names_common, Polish letters put back by hand
    "Adamczyk",
    "Bukowski",
    "Chmiel",
    "Czajkowski",
    "Dziedzic",
    "Filipek",
    "Górecki",
    "Grześkiewicz",
    "Jaskólski",
    "Jedynak",
    "Kasprzak",
    "Kędzierski",
    "Klimek",
    "Kozłowski",
    "Król",
    "Ławniczak",
    "Majewski",
    "Malinowski",
    "Marszałek",
    "Mikołajczak",
    "Niemczyk",
    "Ostrowski",
    "Piątek",
    "Popławski",
    "Rutkowski",
    "Sadowski",
    "Sokołowski",
    "Szczepański",
    "Szewc",
    "Wojewódzki",
    "Wroński",
    "Zawisza",
    "Zieliński",
    "Brzezicki",
)

# Ukrainian and Russian (-ov, -ev, -in and -sky take -ova, -eva, -ina and -skaya for a woman).
RU_WOMEN = (
    # ethnicity 0.0.20: data/russian/first_names
    "Aksinya",
    "Alyona",
    "Lyudmila",
    "Oksana",
    "Svetlana",
    "Yulia",
    "Zlata",
    "Olesya",
    "Vasilisa",
    "Nadezhda",
    "Valentina",
    "Larisa",
    "Inna",
    "Arina",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Kseniya",
    "Raisa",
    "Agniya",
)
RU_MEN = (
    # ethnicity 0.0.20: data/russian/first_names
    "Arseniy",
    "Bogdan",
    "Gennadiy",
    "Kirill",
    "Matvey",
    "Oleg",
    "Rostislav",
    "Stanislav",
    "Svyatoslav",
    "Timofey",
    "Vadim",
    "Vsevolod",
    "Yaroslav",
    "Zakhar",
    "Artemiy",
    "Damir",
    # vicary 0.2.18: notability full tier (given names of notable people)
    "Taras",
    "Mykola",
)
RU_SURNAMES = (
    # ethnicity 0.0.20: data/russian/last_names
    "Afanasyev",
    "Agafonov",
    "Arkhipov",
    "Belousov",
    "Bessonov",
    "Bocharov",
    "Bogomolov",
    "Chistyakov",
    "Degtyarev",
    "Dorofeev",
    "Drozdov",
    "Druzhinin",
    "Efremov",
    "Ermolaev",
    "Fedoseyev",
    "Glukhov",
    "Goryunov",
    "Kharitonov",
    "Khokhlov",
    "Kochetkov",
    "Kondrashov",
    "Ilinsky",
    # vicary 0.2.18: notability full tier (Ukrainian surnames of notable people)
    "Kovalenko",
    "Tkachenko",
    "Bondarchuk",
    "Melnyk",
    "Lysenko",
    "Hrytsenko",
    "Shevchuk",
    "Moroz",
)

# Romanian.
RO_WOMEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), diacritics put back by hand
    "Andreea",
    "Mihaela",
    "Ioana",
    "Roxana",
    "Loredana",
    "Luminița",
    "Florentina",
    "Nicoleta",
    "Simona",
    "Raluca",
    "Oana",
    "Corina",
    "Anca",
    "Ionela",
)
RO_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), diacritics put back by hand
    "Ionuț",
    "Sorin",
    "Mircea",
    "Florin",
    "Costel",
    "Marius",
    "Cătălin",
    "Dragoș",
    "Vlad",
    "Radu",
    "Ovidiu",
    "Tudor",
    "Ciprian",
    "Gheorghe",
    "Viorel",
)
RO_SURNAMES = (
    # vicary 0.2.18: notability full tier (surnames of notable people), diacritics put back by hand
    "Popescu",
    "Ionescu",
    "Dumitrescu",
    "Stănescu",
    "Munteanu",
    "Constantinescu",
    "Georgescu",
    "Ciobanu",
    "Neagu",
    "Dragomir",
    "Lupu",
    "Oprea",
    "Rusu",
    "Moldovan",
    "Stoica",
    "Mocanu",
    "Bălan",
    "Preda",
    "Cristea",
    "Dobre",
    "Barbu",
    "Manole",
    "Acatrinei",
)

# Greek.
GR_WOMEN = (
    # ethnicity 0.0.20: data/greek/first_names
    "Adamantia",
    "Aggeliki",
    "Kalliopi",
    "Agapi",
    "Akrivi",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Afroditi",
    "Despina",
    "Evangelia",
    "Ioanna",
    "Konstantina",
    "Paraskevi",
    "Stavroula",
    "Theodora",
    "Vasiliki",
)
GR_MEN = (
    # ethnicity 0.0.20: data/greek/first_names
    "Adamantios",
    "Alkis",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Anastasios",
    "Christos",
    "Dimitrios",
    "Evangelos",
    "Georgios",
    "Ilias",
    "Konstantinos",
    "Nikolaos",
    "Panagiotis",
    "Spyridon",
    "Stavros",
    "Thanasis",
    "Vasileios",
    "Charalampos",
    "Achilleas",
    "Stelios",
)
GR_SURNAMES = (
    # ethnicity 0.0.20: data/greek/last_names and last_names_common
    "Alexopoulos",
    "Angelopoulos",
    "Christoforou",
    "Diamantopoulos",
    "Dimitriadis",
    "Galanis",
    "Georgopoulos",
    "Katopodis",
    "Konstantinou",
    "Kyriakou",
    "Laskaris",
    "Markopoulos",
    "Nikolaou",
    "Pantazis",
    "Petrakis",
    "Sideris",
    "Theodoropoulos",
    "Vasilakis",
    "Zafeiriou",
    "Papazoglou",
    "Iordanou",
    "Xanthopoulos",
)

# Italian.
IT_WOMEN = (
    # ethnicity 0.0.20: data/italian/first_names
    "Addolorata",
    "Adalgisa",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Annunziata",
    "Assunta",
    "Carmela",
    "Concetta",
    "Filomena",
    "Giuseppina",
    "Immacolata",
    "Loredana",
    "Nunzia",
    "Rosaria",
    "Serafina",
    "Vincenza",
    "Ornella",
    "Marisa",
)
IT_MEN = (
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Achille",
    "Alfonso",
    "Calogero",
    "Carmine",
    "Domenico",
    "Gennaro",
    "Ignazio",
    "Nunzio",
    "Pasquale",
    "Rocco",
    "Salvatore",
    "Saverio",
    "Vincenzo",
    "Gaetano",
    "Corrado",
    "Ottavio",
    "Raffaele",
)
IT_SURNAMES = (
    # ethnicity 0.0.20: data/italian/last_names
    "Amato",
    "Barbieri",
    "Basile",
    "Battaglia",
    "Bellini",
    "Caputo",
    "Carbone",
    "Caruso",
    "Cattaneo",
    "Colombo",
    "Coppola",
    "Esposito",
    "Farina",
    "Ferraro",
    "Fiore",
    "Gentile",
    "Greco",
    "Lombardi",
    "Mancini",
    "Marchetti",
    "Messina",
    "Palumbo",
    "Parisi",
    "Pellegrini",
    "Ruggiero",
    "Sorrentino",
)
IT_PARTICLED = (
    # ethnicity 0.0.20: data/italian/last_names
    "D'Amico",
    "D'Angelo",
    # vicary 0.2.18: notability full tier (surnames of notable people)
    "D'Agostino",
    "D'Alessandro",
    "D'Amato",
    "D'Ambrosio",
)

# German and Dutch.
DE_WOMEN = (
    # ethnicity 0.0.20: data/german/first_names
    "Adelheid",
    "Annegret",
    "Gudrun",
    "Hannelore",
    "Ilse",
    "Irmgard",
    "Sieglinde",
    "Waltraud",
    "Wiebke",
    "Henrike",
    "Anelie",
    "Agathe",
    # vicary 0.2.18: notability full tier (Dutch given names of notable people)
    "Anouk",
    "Femke",
    "Lieke",
    "Maartje",
    "Sanne",
    "Marieke",
)
DE_MEN = (
    # ethnicity 0.0.20: data/german/first_names
    "Achim",
    "Dietrich",
    "Gottfried",
    "Hartmut",
    "Jörg",
    "Lothar",
    "Rüdiger",
    "Ulrich",
    "Wolfgang",
    "Adalbert",
    "Klaus-Peter",
    "Hans-Jürgen",
    "Karl-Heinz",
    # vicary 0.2.18: notability full tier (Dutch given names of notable people)
    "Joost",
    "Bram",
    "Sjoerd",
    "Thijs",
    "Joris",
    "Maarten",
)
DE_SURNAMES = (
    # ethnicity 0.0.20: data/german/last_names and last_names_common
    "Ackermann",
    "Pfeiffer",
    "Schumacher",
    "Vogt",
    "Ziegler",
    "Achterberg",
    "Armbruster",
    "Bachmeier",
    "Baumbach",
    # vicary 0.2.18: notability full tier (Dutch surnames of notable people)
    "Bakker",
    "Dijkstra",
    "Hendriks",
    "Kuipers",
    "Meijer",
    "Mulder",
    "Visser",
    "Willemsen",
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "Eichhorn",
    "Gerlach",
    "Lindemann",
    "Reinhardt",
    "Wendt",
)
DE_PARTICLED = (
    # vicary 0.2.18: notability full tier (Dutch and German surnames of notable people)
    "van der Linden",
    "van den Heuvel",
    "van Dijk",
    "van Leeuwen",
    "de Vries",
    "de Jong",
    "ter Horst",
    "van der Meer",
    "von Bülow",
    "von Arnim",
    "van den Broeck",
)

# South Slavic (Serbian, Croatian, Bosnian).
SS_WOMEN = (
    # ethnicity 0.0.20: data/balkan/first_names, diacritics put back by hand
    "Agleja",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Jelena",
    "Milica",
    "Dragana",
    "Snežana",
    "Biljana",
    "Jasmina",
    "Vesna",
    "Gordana",
    "Ljiljana",
    "Mirjana",
    "Ivana",
    "Nevena",
    "Sanja",
    "Zorica",
    "Slavica",
)
SS_MEN = (
    # ethnicity 0.0.20: data/balkan/first_names, diacritics put back by hand
    "Aleksa",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Dragan",
    "Zoran",
    "Goran",
    "Nenad",
    "Dejan",
    "Miloš",
    "Nikola",
    "Željko",
    "Branko",
    "Predrag",
    "Siniša",
    "Darko",
    "Mladen",
    "Tomislav",
    "Vedran",
    "Emir",
)
SS_SURNAMES = (
    # ethnicity 0.0.20: data/balkan/full_names (surnames taken apart), diacritics put back by hand
    "Adilović",
    "Hadžić",
    "Jovanović",
    "Petrović",
    "Nikolić",
    "Marković",
    "Stojanović",
    "Ilić",
    "Pavlović",
    "Kovačević",
    "Babić",
    "Marić",
    "Knežević",
    "Lukić",
    "Perić",
    "Vuković",
    "Tomić",
    "Šarić",
    "Jurić",
    "Radić",
    "Beganović",
    "Dizdarević",
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "Stanković",
)

# Pacific Islander (Samoan, Fijian, Hawaiian).
PI_WOMEN = (
    # ethnicity 0.0.20: data/samoan, data/fijian and data/hawaiian first_names
    "Salamasina",
    "Penina",
    "Sefina",
    "Teuila",
    "Masina",
    "Lanuola",
    "Asenaca",
    "Elenoa",
    "Makereta",
    "Sereana",
    "Litia",
    "Leilani",
    "Haunani",
    "Noelani",
    "Pualani",
    "Malia",
    "Iolana",
)
PI_MEN = (
    # ethnicity 0.0.20: data/samoan, data/fijian and data/hawaiian first_names
    "Iosefa",
    "Sione",
    "Tamati",
    "Manaia",
    "Aleki",
    "Apenisa",
    "Josateki",
    "Maciu",
    "Sitiveni",
    "Tevita",
    "Viliame",
    "Keoni",
    "Kekoa",
    "Ikaika",
    "Kaimana",
    "Makana",
    "Samisoni",
)
PI_SURNAMES = (
    # ethnicity 0.0.20: data/samoan and data/hawaiian last_names
    "Afamasaga",
    "Alesana",
    "Faumuina",
    "Fepuleai",
    "Leapai",
    "Lemalu",
    "Matautia",
    "Seiuli",
    "Sefo",
    "Taito",
    "Tuala",
    "Tuigamala",
    "Tofilau",
    "Toleafoa",
    "Lotulelei",
    "Kahale",
    "Kealoha",
    "Kalama",
    "Mahoe",
    "Kamaka",
    "Keawe",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # vicary 0.2.18: notability given tier (US SSA given names)
    "Harmony",
    "Meadow",
    "Journey",
    "Promise",
    "Clover",
    "Blossom",
    "Ember",
    "Wren",
    "Liberty",
    "Serenity",
    "Summer",
    "Autumn",
    "Brook",
    "Heaven",
    "Destiny",
    "Charity",
    "Mercy",
    "Honor",
    "Raven",
    "Star",
)
EN_WORD_MEN = (
    # vicary 0.2.18: notability given tier (US SSA given names)
    "King",
    "Prince",
    "Duke",
    "Hunter",
    "Archer",
    "River",
    "Stone",
    "Forest",
    "Canyon",
    "Rebel",
    "Royal",
    "Cash",
    "Legend",
    "Maverick",
    "Deacon",
    "Bishop",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Knight",
    "Ranger",
)
EN_WORD_SURNAMES = (
    # ethnicity 0.0.20: data/race_/race_.csv (2010 Census surnames)
    "Baker",
    "Carpenter",
    "Fisher",
    "Shepherd",
    "Weaver",
    "Potter",
    "Mason",
    "Brewer",
    "Cook",
    "Fowler",
    "Gardner",
    "Bird",
    "Wolf",
    "Lamb",
    "Bell",
    "Church",
    "Hill",
    "Rivers",
    "Winter",
    "Summers",
    "Rich",
    "Young",
    "Little",
    "Strong",
    "Sharp",
    "Noble",
    "Goodman",
    "Sparrow",
    "Holiday",
    "Friend",
)
ES_WORD_WOMEN = (
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Luz",
    "Paz",
    "Soledad",
    "Milagros",
    "Remedios",
    "Caridad",
    "Victoria",
    "Aurora",
    "Perla",
    "Paloma",
    "Azucena",
    "Gracia",
    "Sol",
    "África",
    "Adoración",
    "Alba",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Alegría",
    "Cielo",
)
ES_WORD_MEN = (
    # ethnicity 0.0.20: data/hispanic/first_names, accents put back by hand
    "Ángel",
    "Fausto",
    "León",
    "Amador",
    "Severo",
    "Pío",
    "Amado",
    "Salvador",
    "Pastor",
    "Clemente",
    "Inocencio",
    "Primitivo",
    "Modesto",
    "Prudencio",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Bienvenido",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Tranquilino",
)
ES_WORD_SURNAMES = (
    # ethnicity 0.0.20: data/hispanic/last_names and last_names_common, accents put back by hand
    "Calvo",
    "Cano",
    "Moreno",
    "Rubio",
    "Blanco",
    "Castillo",
    "Campos",
    "Iglesias",
    "Herrero",
    "Pastor",
    "Gallo",
    "Palomo",
    "Rey",
    "Serrano",
    "Olmo",
    "Crespo",
    "Sastre",
    "Rojo",
    "Prieto",
    "Agua",
    "Hierro",
    "Puerta",
    "Sierra",
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "Cordero",
)
PT_WORD_WOMEN = (
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Estrela",
    "Pérola",
    "Açucena",
    "Vitória",
    "Flor",
    "Liberdade",
    "Pureza",
    "Caridade",
    "Esperança",
    "Safira",
    "Prazeres",
    "Tulipa",
    "Relva",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Luz",
    "Graça",
    "Alegria",
    "Piedade",
    "Cândida",
    "Aurora",
    "Celeste",
)
PT_WORD_MEN = (
    # ethnicity 0.0.20: data/portuguese/first_names, accents put back by hand
    "Formoso",
    "Generoso",
    "Tranquilo",
    "Liberto",
    "Sacramento",
    "Lírio",
    "Segundo",
    "Messias",
    # vicary 0.2.18: notability full tier (given names of notable people), accents put back by hand
    "Amado",
    "Bento",
    "Fausto",
    "Leal",
    "Franco",
    "Constante",
    "Prudente",
    "Justo",
    "Severo",
)
PT_WORD_SURNAMES = (
    # ethnicity 0.0.20: data/portuguese/last_names_common, accents put back by hand
    "Pereira",
    "Oliveira",
    "Carneiro",
    "Carvalho",
    "Rocha",
    "Campos",
    "Cruz",
    "Costa",
    "Branco",
    "Castro",
    "Coelho",
    "Esteves",
    "Leite",
    "Pinheiro",
    "Nogueira",
    "Barros",
    "Raposo",
    # vicary 0.2.18: notability full tier (surnames of notable people), accents put back by hand
    "Cordeiro",
    "Bezerra",
    "Rios",
    "Fontes",
    "Lobo",
)

# ---------------------------------------------------------------------------------------------
ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish_scottish": Origin(GA_WOMEN, GA_MEN, GA_SURNAMES, "single", GA_PARTICLED),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "catalan_basque_galician": Origin(CBG_WOMEN, CBG_MEN, CBG_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two", CB_PARTICLED),
    "andean": Origin(AN_WOMEN, AN_MEN, AN_SURNAMES, "two"),
    "rioplatense": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "two"),
    "colombian_venezuelan": Origin(CV_WOMEN, CV_MEN, CV_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "khmer": Origin(KH_WOMEN, KH_MEN, KH_SURNAMES, "family_first"),
    "thai": Origin(TH_WOMEN, TH_MEN, TH_SURNAMES, "single"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "pakistani": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "arabic"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MG_WOMEN, MG_MEN, MG_SURNAMES, "single"),
    "persian": Origin(FA_WOMEN, FA_MEN, FA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "middle"),
    "ghanaian": Origin(GH_WOMEN, GH_MEN, GH_SURNAMES, "middle"),
    "ethiopian": Origin(ET_WOMEN, ET_MEN, ET_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "ukrainian_russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single", IT_PARTICLED),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single", DE_PARTICLED),
    "south_slavic": Origin(SS_WOMEN, SS_MEN, SS_SURNAMES, "single"),
    "pacific_islander": Origin(PI_WOMEN, PI_MEN, PI_SURNAMES, "single"),
}

MIDDLES = {"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}

# A "slavic" surname as a woman bears it (man's ending, woman's ending), longest first.
FEMININE = (("dzki", "dzka"), ("ski", "ska"), ("cki", "cka"), ("sky", "skaya"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))

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
    "en": _weights(
        {
            "english_american": 6,
            "african_american": 4,
            "irish_scottish": 2,
            "british": 2.5,
            "mexican": 3,
            "caribbean": 2,
            "filipino": 2,
            "chinese": 2,
            "indian": 2.5,
            "korean": 1.5,
            "vietnamese": 2,
            "nigerian": 1.5,
            "pacific_islander": 1.5,
            "word": 3,
        }
    ),
    "es": _weights(
        {
            "spanish": 6,
            "catalan_basque_galician": 3,
            "mexican": 4,
            "caribbean": 2.5,
            "andean": 3,
            "rioplatense": 2.5,
            "colombian_venezuelan": 3,
            "maghrebi": 2,
            "romanian": 2,
            "word": 3,
        }
    ),
    "pt": _weights(
        {
            "brazilian": 8,
            "afro_brazilian": 4,
            "japanese_brazilian": 2,
            "italian_brazilian": 2.5,
            "portuguese": 2.5,
            "word": 3,
        }
    ),
}

# ---------------------------------------------------------------------------------------------
# Look-alikes: never names here, though each holds or is one.
TRAPS = {
    "en": {
        "company": (
            "Hargrove & Lyle Partners",
            "Whitcombe Brothers Ltd",
            "Pettigrew Holdings",
            "Abernathy Freight Co.",
            "Okonjo & Sons Logistics",
            "Delacroix Builders",
            "Nakamura Precision Inc.",
            "Bellweather Cole LLC",
        ),
        "lawfirm": (
            "Strickland, Moy & Oduya LLP",
            "Castellanos Ferreira Law Group",
            "Brandt & Kessel Attorneys",
            "Whitlock Pryce LLP",
            "Haddad Novak Legal",
        ),
        "shop": (
            "Rosalind's Bakery",
            "Okoye's Hardware",
            "Aunt Dotty's Thrift",
            "Giuseppe's Deli",
            "Tran Brothers Pho",
            "Miss Hattie's Candles",
        ),
        "street": (
            "Fairweather Avenue",
            "Josephine Street",
            "Abernathy Road",
            "Ellington Drive",
            "Margaret Street",
            "St. Columba Lane",
        ),
        "hospital": (
            "St. Brigid's Hospital",
            "Cedric Holloway Memorial",
            "Mercy Ortega Children's",
            "St. Aidan's Clinic",
            "Lucinda Grey Medical Center",
        ),
        "school": (
            "Harriet Coleman Elementary",
            "St. Aloysius High",
            "Fairchild University",
            "Benedict Ogun Middle School",
            "Duchamp Academy",
        ),
        "airport": ("Okonjo International", "Hartwell Field", "Delgado Regional", "Ashby-Kerr Airport"),
        "station": ("Whitmore Station", "Lindqvist Square", "Ravenscroft Junction", "St. Pancras Road stop"),
        "stadium": ("Calloway Field", "Mendelsohn Arena", "Bellamy Park", "the Ortega Dome"),
        "prize": ("Marisol Vance Prize", "Hollis Award", "Adebayo Fellowship", "Pemberton Medal"),
        "brand": ("Tilly Morgan", "Dr. Hartley's", "Aunt Rosie's", "Sir Wellesley", "Rosa Lindqvist"),
        "storm": ("Hurricane Ignatius", "Tropical Storm Delphine", "Storm Wilhelmina", "Hurricane Corbin"),
        "ship": ("Lady Rosalind", "Queen Adelaide", "Gideon Marsh", "Princess Thandiwe"),
        "software": ("Jenkins", "Hudson CI", "Gideon ETL", "Otto CLI", "Clara OCR"),
        "assistant": ("Alexa", "Siri", "Cortana", "Hazel the help bot", "Ava from Billing"),
        "team": ("the Ellison Eagles", "St. Finbarr's", "the Harrington Hawks", "the McKinley Comets"),
        "work": ("Jolene", "Eleanor Rigby", "Anne of Green Gables", "Jane Eyre", "Matilda", "Forrest Gump"),
        "town": ("Jacksonville", "St. Helena", "Marysville", "Williamsburg", "Port Elizabeth", "Fort Collins"),
        "feast": ("St. Patrick's Day", "St. Swithin's Day", "Martinmas", "St. Lucy's Day", "St. Andrew's Day"),
        "disease": ("Parkinson's", "Crohn's disease", "Hodgkin lymphoma", "Bell's palsy", "Addison's disease"),
        "law": ("Murphy's law", "Megan's Law", "Ohm's law", "Hooke's law", "Boyle's law"),
        "hotel": ("Hotel Isadora", "the Abigail Hotel", "the Mercer Inn", "the Wentworth", "the Ritz-Carlton"),
        "pet": ("Winston", "Biscuit", "Gerald", "Duchess", "Captain", "Mabel"),
        "building": ("Ellsworth Hall", "the Hadley Tower", "Pruitt House", "the Chrysler Building", "Carnegie Hall"),
        "foundation": ("Margolis Family Foundation", "Okonkwo Trust", "Hallbrook Fund", "Lindgren Foundation"),
    },
    "es": {
        "company": (
            "Hermanos Quintanilla S.A.",
            "Grupo Echeverría",
            "Transportes Olmedo",
            "Muebles Ruiz de Alda",
            "Construcciones Baeza e Hijos",
            "Conservas Ortuño",
        ),
        "lawfirm": (
            "Bufete Lozano & Ybarra",
            "Abogados Solís Cuevas",
            "Despacho Irigoyen y Asociados",
            "Cuatrecasas",
            "Bufete Mendizábal",
        ),
        "shop": (
            "Panadería Doña Remedios",
            "Ferretería Don Tomás",
            "Zapatería Lupita",
            "Frutería Hermanos Vidal",
            "Carnicería Mari Loli",
        ),
        "street": (
            "la calle Hermanos Ortuño",
            "la avenida Doña Leonor",
            "el paseo de Santa Engracia",
            "la calle San Bernardo",
            "la glorieta de Don Anselmo",
        ),
        "hospital": ("Hospital Doctor Ibarrola", "Hospital San Juan de Dios", "Hospital Santa Teresa", "Hospital Doña Isabel"),
        "school": ("Colegio San Ignacio", "IES Rosalía Sáenz", "Colegio Fray Ambrosio", "Universidad Arriaga"),
        "airport": ("aeropuerto General Olmedo", "aeropuerto Doña Catalina", "aeródromo Capitán Urrutia"),
        "station": ("la estación de San Bernabé", "el metro Lucero", "la parada Doña Carlota", "el metro Príncipe Pío"),
        "stadium": ("Estadio Ramiro Olaya", "Campo Ignacio Zubiaur", "Estadio Doña Elvira", "Coliseo Hermanos Lara"),
        "prize": ("Premio Cervantes", "Premio Nadal", "Premio Ortega Landa", "Premio Rosalía Vidal"),
        "brand": ("Don Simón", "Tía Pepa", "Pepa Jeans", "Doña Jimena", "Marqués de Arienzo"),
        "storm": ("borrasca Filomena", "tormenta Hortensia", "borrasca Gloria", "tormenta Odette"),
        "ship": ("ferry Doña Inés", "velero Marisol", "buque Almirante Urquiza", "ferry Santa Eulalia"),
        "software": ("Jenkins", "Mateo CRM", "Hugo ERP", "Clara, el gestor documental"),
        "assistant": ("Alexa", "Siri", "Cortana", "Aura", "Lola, la asistente virtual"),
        "team": ("Club Atlético Ramón Barrera", "CD Hernán Pardo", "Racing Santa Olalla", "Real Club San Telmo"),
        "work": ("Mafalda", "Don Quijote", "La Celestina", "Marianela", "Doña Bárbara", "Pepita Jiménez"),
        "town": ("San Sebastián", "Villa Mercedes", "Ciudad Rodrigo", "Santa Cruz", "Puerto Cortés"),
        "feast": ("San Juan", "la Virgen del Carmen", "San Fermín", "Santa Lucía", "San Isidro"),
        "disease": ("alzhéimer", "párkinson", "síndrome de Down", "la enfermedad de Crohn", "el mal de Chagas"),
        "law": ("ley de Murphy", "ley Ortega", "ley de Ohm", "ley Celaá", "ley de Moore"),
        "hotel": ("Hotel María Cristina", "Parador Casa del Barón", "Hostal Doña Luisa", "Hotel Reina Victoria"),
        "pet": ("Lucas", "Frida", "Paco", "Rocco", "Canela", "Bruno"),
        "building": ("Edificio Carrión", "Palacio Valdés", "Edificio Doña Urraca", "Palacio de Don Gutierre"),
        "foundation": (
            "Fundación Hermanos Ibarguren",
            "Fundación Doña Mencía",
            "Fundación Beltrán Olano",
            "Fundación Santa Clotilde",
        ),
    },
    "pt": {
        "company": (
            "Construtora Moura & Filhos",
            "Transportadora Zanetti",
            "Distribuidora Irmãos Baptista",
            "Metalúrgica Albuquerque Lins",
            "Gráfica Tavares",
        ),
        "lawfirm": (
            "Lacerda & Paranhos Advogados",
            "Bastos, Amaral e Freire Advocacia",
            "Teixeira Duarte Advogados",
            "Advocacia Moreira Salles",
        ),
        "shop": (
            "Padaria Dona Zica",
            "Mercadinho Santa Rita",
            "Papelaria Tia Cida",
            "Sorveteria Dona Benta",
            "Quitanda Seu Tonico",
        ),
        "street": (
            "Rua Doutor Arnaldo",
            "Avenida Dom Pedro II",
            "Travessa Dona Paula",
            "Rua Conselheiro Crispiniano",
            "Rua Barão de Itapetininga",
        ),
        "hospital": (
            "Hospital São Lucas",
            "Hospital Santa Marcelina",
            "Hospital Doutor Cândido Lemos",
            "Hospital Dona Evangelina",
        ),
        "school": ("Escola Estadual Dona Jandira", "Colégio São Bento", "Escola Professor Otaviano", "Universidade Mackenzie"),
        "airport": (
            "Aeroporto Santos Dumont",
            "Aeroporto Salgado Filho",
            "Aeroporto Marechal Rondon",
            "Aeroporto Presidente Castro",
        ),
        "station": ("estação Marechal Deodoro", "estação Santa Cecília", "estação Dom Bosco", "estação Ana Rosa"),
        "stadium": ("Estádio Doutor Otávio Brandão", "Ginásio Tancredo", "Estádio Seu Bené", "Ginásio Dona Matilde"),
        "prize": ("Prêmio Camões", "Prêmio Machado", "Troféu Dona Ivone", "Prêmio Érico Lins"),
        "brand": ("Dona Benta", "Bauducco", "Tia Sônia", "Melissa", "Seu Boteco"),
        "storm": ("ciclone Yakecan", "furacão Catarina", "ciclone Akará", "ciclone Iba"),
        "ship": ("navio Almirante Saldanha", "ferry Dona Lindu", "barco Iracema", "navio Santa Maria"),
        "software": ("Jenkins", "sistema Otto", "ERP Clara", "robô Heitor"),
        "assistant": ("Alexa", "Siri", "Lu", "Bia", "Cortana"),
        "team": ("Vasco da Gama", "Esporte Clube Tia Nena", "Grêmio Zé Pereira", "Clube Dom Bosco"),
        "work": ("Dom Casmurro", "Iracema", "Gabriela", "Capitu", "Macunaíma", "Marília de Dirceu"),
        "town": (
            "São José dos Campos",
            "Santa Rita do Sapucaí",
            "Governador Valadares",
            "Presidente Prudente",
            "Vitória da Conquista",
        ),
        "feast": ("São João", "Santo Antônio", "Nossa Senhora Aparecida", "São Pedro", "Cosme e Damião"),
        "disease": ("Alzheimer", "Parkinson", "doença de Chagas", "síndrome de Down", "doença de Crohn"),
        "law": ("Lei Rouanet", "Lei Pelé", "Lei de Murphy", "Lei Sarney", "Lei Kandir"),
        "hotel": ("Pousada Dona Zilá", "Pousada Seu Mané", "Pousada Santa Clara", "Pousada Dona Carmen"),
        "pet": ("Thor", "Mel", "Bidu", "Pipoca", "Frederico", "Nina"),
        "building": ("Edifício Martinelli", "Palácio Tiradentes", "Edifício Dona Veridiana", "Edifício Barão de Mauá"),
        "foundation": ("Fundação Tia Lourdes", "Fundação Lemos de Brito", "Fundação Irmã Dulce", "Fundação Padre Anchieta"),
    },
}

# ---------------------------------------------------------------------------------------------
# Templates: people as [[P1.form]] holes, look-alikes and values as {{kind}} holes (quality/names_engine.py).
_EN = [
    # WhatsApp export, in lower case
    "[{{date}}, {{time}}] [[P1.first]]: hey is the refund for my stepkid [[P2.first]] done yet\n"
    "[{{date}}, {{time}}] Support: checking now\n[{{date}}, {{time}}] [[P1.first]]: ok ty 🙏 {{pet}} says hi",
    # a call transcript with speaker labels
    "AGENT: Thanks for calling, who am I speaking with?\nCALLER: uh, yeah, it's [[P1.full]], I'm calling about, um, "
    "my in-law's card\nAGENT: And the cardholder is?\nCALLER: [[P2.fl]]. They're, uh, in {{hospital}}.",
    # a voice note transcribed
    "voice note (auto-transcribed): hi this is [[P1.first]] [[P1.last]] calling back about ticket {{ref}} my neighbour "
    "[[P2.first]] on {{street}} signed for the box but it was empty can someone call me back thanks",
    # a mail thread with headers, a quoted reply and a signature
    "From: [[P1.full]] <[[P1.mail]]>\nTo: {{email}}\nSubject: Re: warranty claim {{ref}}\n\nStill nothing on this.\n\n"
    "> On {{day}}, [[P2.fl]] wrote:\n> We have passed your claim to the repair centre.\n\n--\n[[P1.fl]]\nSent from my phone",
    # CRM case notes
    "CRM note ({{date}}): spoke w/ [[P1.t]] [[P1.last]] re: double charge of {{amt}} at {{hotel}}. Cust. says a relative, "
    "[[P2.first]], has access to the acct. Flagged for [[P3.fl]] (fraud) to review.",
    # a JSON tool reply, nested
    '{"tool": "lookup_order", "result": {"order": "{{id}}", "customer": {"name": "[[P1.full]]", "email": "[[P1.mail]]"}, '
    '"pickup": {"authorized": ["[[P2.fl]]"]}}}',
    # XML
    '<booking><guest role="lead">[[P1.FULL]]</guest><guest>[[P2.FULL]]</guest><room>{{n}}</room></booking>',
    # YAML
    'ticket: {{ref}}\nrequester:\n  display_name: "[[P1.fl]]"\n  locale: en-US\nassignee: [[P2.lf]]\npriority: medium\nsource: {{assistant}} handoff',
    # CSV with a header
    "first_name,last_name,plan,balance\n[[P1.first]],[[P1.sur]],gold,{{amt}}\n[[P2.first]],[[P2.sur]],basic,{{amt}}",
    # TSV with a header
    "member_id\tname\tstatus\n{{id}}\t[[P1.lf]]\tlapsed\n{{id}}\t[[P2.lf]]\tactive",
    # an SQL insert
    "INSERT INTO claimants (id, full_name, relation) VALUES ('{{id}}', '[[P1.full]]', 'policyholder'), "
    "('{{id}}', '[[P2.full]]', 'spouse'); -- {{law}} hold",
    # a key=value log line
    'level=warn svc=payouts user_display=[[P1.fl]] payee=[[P2.LAST]] amount={{amt}} via={{software}} msg="payee name mismatch"',
    # a query string
    "Customer pasted this link: https://portal.example.com/track?name=[[P1.url]]&order={{id}} and says it shows "
    "someone else's parcel at {{station}}. What do I tell them?",
    # a markdown table
    "| Passenger | Seat | Meal |\n|---|---|---|\n| [[P1.FL]] | {{n}}C | VGML |\n| [[P2.FL]] | {{n}}D | none |",
    # an HTML row of a statement
    "<tr><td>[[P1.fl]]</td><td>{{amt}}</td><td>Zelle from [[P2.first]]</td><td>memo: tickets {{team}}</td></tr>",
    # a vCard
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.last]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL;TYPE=cell:{{phone}}\nNOTE:{{work}} book club\nEND:VCARD",
    # iCalendar
    "BEGIN:VEVENT\nSUMMARY:Onboarding call\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\n"
    "ATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nLOCATION:{{stadium}} box office\nEND:VEVENT",
    # a shipping label, "SURNAME, Given"
    "SHIP TO:\n[[P1.FULL]]\nC/O [[P2.LAST]], [[P2.first]]\nAPT {{n}}\nDELIVERY NOTE: LEAVE WITH DOORMAN\nVIA {{ship}} FREIGHT",
    # a bank statement with Zelle lines
    "{{date}}  ZELLE FROM [[P1.FULL]] CONF {{ref}}  +{{amt}}\n{{date}}  ZELLE TO [[P2.FULL]]  -{{amt}}\n{{date}}  CARD {{ship}} FERRY  -{{amt}}",
    # an airline booking, "SURNAME/GIVEN"
    "PNR {{ref}}\n1. [[P1.LAST]]/[[P1.FIRST]] [[P1.t]]\n2. [[P2.LAST]]/[[P2.FIRST]]\nSSR WCHR for passenger 1\nDEST {{airport}}",
    # a hotel booking, three people
    "Reservation {{ref}} ({{feast}} weekend): guest [[P1.fl]], sharing with [[P2.first]]'s family. Early check-in requested; the card on file "
    "belongs to [[P3.fl]], who isn't travelling.",
    # a school note
    "Dear {{school}} parent/guardian, [[P1.first]] was collected at {{time}} by [[P2.fl]], who is not on the pickup list. "
    "Please confirm with [[P3.tt]] [[P3.last]] in the front office.",
    # a clinic reminder by SMS
    "REMINDER: [[P1.first]], your appt with [[P2.dr]] [[P2.last]] at {{hospital}} is {{day}} at {{time}}. Reply C to confirm. "
    "Questions? {{phone}}",
    # payroll, at a sentence's start
    "[[P1.lf]] (employee {{id}}): direct deposit returned; the account name on file reads [[P1.FULL]]. "
    "Approver: [[P2.init]] ({{prize}} bonus batch).",
    # an insurance claim, three people
    "Claim {{ref}}: insured [[P1.full]]; driver at time of loss [[P2.full]] (listed driver? N), on {{street}}. "
    "Adjuster [[P3.fl]] needs the police report.",
    # a notary's acknowledgment
    "Before me, the undersigned notary, personally appeared [[P1.FULL]], known to me, who signed in the presence "
    "of the witness [[P2.FULL]] on {{date}}, the eve of {{feast}}, at the offices of {{lawfirm}}.",
    # rideshare, a list
    "Your driver [[P1.first]] is arriving in a grey sedan to take you to {{airport}}. Riding with you: [[P2.first]], [[P3.first]]. "
    "Trip total {{amt}}.",
    # a review with typos
    "2 stars. orderd a blender from {{shop}}, came broke. the person on the phone ([[P1.first]]?) was nice but the manager "
    "[[P2.fl]] hung up on me twice. wont buy again",
    # a forum post with a handle
    "Posted by [[P1.first]]_[[P1.last]] · {{n}} replies · {{town}} forum\nAnyone else get charged after cancelling? "
    "Support rep [[P2.first]] said it's a known issue.",
    # OCR of a driver licence
    "OCR result (driver licence, low confidence):\nLN [[P1.LAST]]\nFN [[P1.FIRST]]\nDOB ** REDACTED **\nCLASS D\nDD {{ref}}",
    # an SMS, at a sentence's start
    "[[P1.first]]!! the courier left it w/ [[P2.first]] downstairs, can u ask support to note that. -[[P3.first]]",
    # labels in another language
    "Expéditeur / Sender: [[P1.FL]]\nDestinataire / Recipient: [[P2.FL]]\nContenu / Contents: {{prize}} certificate",
    # someone writing for a relative
    "I'm writing on behalf of my in-law, [[P1.full]], who doesn't use email and is in the {{foundation}} care programme. [[P2.fl]] holds power of attorney; "
    "please address the letters to [[P2.t]] [[P2.last]] from now on.",
    # names in the middle of a sentence, by amounts and dates; possessives
    "On {{date}}, right after {{storm}}, we refunded {{amt}} to [[P1.fl]]'s Visa, but [[P2.first]]'s statement still shows the charge, "
    "so [[P3.t]] [[P3.last]] from disputes is looping in the bank.",
    # chat in capitals
    "HELLO I AM [[P1.FULL]] AND I HAVE BEEN WAITING {{n}} DAYS. YOUR AGENT [[P2.FIRST]] PROMISED A CALLBACK!!!",
    # an internal note, possessives at a sentence's start
    "[[P1.first]]'s warranty lapsed on {{date}} ({{disease}} claim); [[P2.fl]]'s extension was never applied. Escalate to [[P3.init]].",
    # a gym sign-in, one person twice
    "Sign-ins for the {{time}} class at {{stadium}}: [[P1.fl]] (member), [[P2.fl]] (guest of [[P1.first]]), [[P3.fl]] (trial).",
    # a signature with a firm named after its founders
    "Thanks so much,\n\n[[P1.fl]]\nOperations Lead | {{company}}\n{{phone}}",
    # cc lines
    "cc: [[P1.mail]]; [[P2.mail]]\nHi [[P1.first]], hi [[P2.first]], adding you both so the claim for [[P3.full]] "
    "(treated for {{disease}}) doesn't stall again.",
    # lower-case chat with a pet's name in it
    "ya so my dog {{pet}} chewed through the cable lol. acct is under [[P1.first]] [[P1.last]] but [[P2.first]] pays the bill",
    # --- nobody: look-alikes only
    "Can you reroute the parcel to {{company}}? It was meant for their depot on {{street}}, not the {{hospital}} loading dock.",
    "{{=August}} billing looks off: I was charged twice for the {{brand}} subscription and once for {{software}}.",
    "{{=June}} flights to {{airport}} got cancelled because of {{storm}}; rebook me via {{station}} if the trains run.",
    "My kid's school, {{school}}, says the field trip to {{stadium}} needs a signed waiver by {{day}}.",
    "The {{ship}} ferry left without our car. Your site said {{hotel}} would hold the booking.",
    "I asked {{assistant}} to reorder and it bought a {{work}} poster instead. Please cancel order {{id}}.",
    "{{=Patience}} is wearing thin. {{lawfirm}} will contact you about the {{law}} breach.",
    "We're donating leftover stock to the {{foundation}}; the receipt should say {{company}}, not {{building}}.",
    "Is {{shop}} still a pickup point? The one near {{station}} closed.",
    "Refund the {{prize}} entry fee, the ceremony at {{building}} was called off.",
    "{{=Drew}} a blank on my password again. The reset link goes to {{email}}, right?",
    "{{=Rusty}} pipes flooded the kitchen. Does the medical alert plan still cover {{disease}} patients?",
    "Our office in {{town}} is closed for {{feast}}; deliveries resume {{day}}.",
    "Tickets for {{team}} vs {{team}} were charged to my {{=Chase}} card twice.",
    "{{=Ruby}} red or {{=Hazel}}? The {{brand}} dye colour names on your site are confusing.",
    "Please {{=Mark}} ticket {{ref}} as resolved. The {{software}} update fixed it and {{assistant}} is syncing again.",
    "Under {{law}} I'm owed a refund. Route this to {{lawfirm}} and copy {{shop}} as the seller.",
    "We stayed at {{hotel}} during {{storm}}; the insurer ({{company}}) says it's excluded. Our cat {{pet}} was with us.",
    "{{=Sandy}} floors at {{building}} wrecked the vacuum. Model name: {{=Iris}} by {{brand}}.",
    "{{=Grant}} question from the {{foundation}}: can {{school}} students use the {{work}} e-book licence in {{town}}?",
]

_ES = [
    # un chat de WhatsApp exportado
    "[{{date}} {{time}}] [[P1.first]]: hola, el pedido de mi cuñad[[P2.o]] [[P2.first]] sigue sin llegar 😩\n"
    "[{{date}} {{time}}] Soporte: ¿me pasas el número?\n[{{date}} {{time}}] [[P1.first]]: {{id}}",
    # una llamada transcrita con los turnos
    "AGENTE: Gracias por llamar, ¿con quién hablo?\nCLIENTE: Eh… soy [[P1.full]], llamo por lo de mi suegr[[P2.o]], "
    "[[P2.fl]]\nAGENTE: ¿La cuenta es suya?\nCLIENTE: No, es de [[P2.first]], que está ingresad[[P2.o]] en el {{hospital}}.",
    # una nota de voz transcrita, en minúsculas y sin tildes
    "nota de voz transcrita: hola buenas soy [[P1.first]] [[P1.last]] os llamo porque el repartidor le dejo el paquete "
    "a [[P2.first]] del tercero de {{street}} y no me lo ha dado llamadme porfa",
    # un hilo de correo con cabeceras, una cita y una firma
    "De: [[P1.full]] <[[P1.mail]]>\nPara: {{email}}\nAsunto: RE: garantía {{ref}}\n\nSigo esperando respuesta.\n\n"
    "> El {{day}}, [[P2.fl]] escribió:\n> Hemos enviado su reclamación al servicio técnico.\n\n--\n[[P1.fl]]\n"
    "Enviado desde mi móvil",
    # notas del CRM
    "Nota CRM ({{date}}): hablé con [[P1.t]] [[P1.SUR]] por el cargo duplicado de {{amt}} en el {{hotel}}. Dice que su cuñad[[P2.o]], "
    "[[P2.first]], tiene acceso a la cuenta. Lo revisa [[P3.fl]] (fraude).",
    # la respuesta JSON de una herramienta
    '{"herramienta": "consultar_pedido", "resultado": {"pedido": "{{id}}", "cliente": {"nombre": "[[P1.full]]", '
    '"correo": "[[P1.mail]]"}, "recogida": {"autorizados": ["[[P2.fl]]"]}}, "nota": "envío urgente"}',
    # XML
    '<reserva><huésped tipo="titular">[[P1.FULL]]</huésped><huésped>[[P2.FULL]]</huésped>'
    "<habitación>{{n}}</habitación></reserva>",
    # YAML
    'incidencia: {{ref}}\nsolicitante:\n  nombre_visible: "[[P1.fl]]"\n  idioma: es-ES\nasignada_a: [[P2.lf]]\n'
    "prioridad: media  # revisión pendiente\norigen: traspaso desde {{assistant}}",
    # CSV con punto y coma
    "nombre;apellidos;tarifa;saldo\n[[P1.first]];[[P1.sur]];oro;{{amt}}\n[[P2.first]];[[P2.sur]];básica;{{amt}}",
    # TSV
    "n_socio\tnombre\testado\n{{id}}\t[[P1.lf]]\tbaja\n{{id}}\t[[P2.lf]]\tactivo (revisión)",
    # SQL
    "INSERT INTO beneficiarios (id, nombre_completo, relación) VALUES ('{{id}}', '[[P1.full]]', 'titular'), "
    "('{{id}}', '[[P2.full]]', 'cónyuge'); -- bloqueo por la {{law}}",
    # un registro clave=valor de un Bizum
    'nivel=aviso servicio=bizum ordenante=[[P1.fl]] beneficiario=[[P2.LAST]] importe="{{amt}}" canal="{{software}}" '
    'msg="el nombre del beneficiario no coincide" región=ES',
    # una URL con el nombre
    "El cliente pega este enlace: https://seguimiento.example.com/envio?nombre=[[P1.url]]&pedido={{id}} y dice que "
    "le sale el paquete de otra persona en {{station}}. ¿Qué le contesto?",
    # una tabla markdown
    "| Pasajero | Asiento | Menú |\n|---|---|---|\n| [[P1.FL]] | {{n}}C | sin gluten |\n| [[P2.FL]] | {{n}}D | ninguno |",
    # una fila HTML de un extracto
    "<tr><td>[[P1.fl]]</td><td>{{amt}}</td><td>Bizum de [[P2.first]]</td><td>concepto: entradas del {{team}} (cumpleaños)</td></tr>",
    # una vCard
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.last]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL;TYPE=móvil:{{phone}}\nNOTE:club de lectura de {{work}}\nEND:VCARD",
    # iCalendar
    "BEGIN:VEVENT\nSUMMARY:Revisión de la póliza\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\n"
    "ATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nLOCATION:taquillas del {{stadium}}\nEND:VEVENT",
    # una etiqueta de envío, "APELLIDO, Nombre"
    "ENVIAR A:\n[[P1.FULL]]\nA/A [[P2.LAST]], [[P2.first]]\nPISO {{n}}, PUERTA B\nNOTA: DEJAR EN PORTERÍA\nTRANSPORTE: {{ship}}",
    # un extracto con Bizum y transferencias
    "{{date}}  BIZUM DE [[P1.FULL]]  CONCEPTO: CENA  +{{amt}}\n{{date}}  TRANSFERENCIA A [[P2.FULL]]  -{{amt}}\n{{date}}  TARJETA {{ship}}  -{{amt}}\n"
    "SALDO: consúltelo en la app",
    # una reserva de vuelo, "APELLIDO/NOMBRE"
    "Localizador {{ref}}\n1. [[P1.LAST]]/[[P1.FIRST]] [[P1.t]]\n2. [[P2.LAST]]/[[P2.FIRST]]\n"
    "SSR: silla de ruedas para el pasajero 1 (menú sin lactosa)\nDESTINO: {{airport}}",
    # una reserva de hotel, tres personas
    "Reserva {{ref}} (puente de {{feast}}): huésped [[P1.fl]], comparte habitación con [[P2.first]]. Pide llegada temprana; la tarjeta es "
    "de [[P3.fl]], que no viaja.",
    # una nota del colegio
    "Estimadas familias del {{school}}: [[P1.first]] fue recogid[[P1.o]] a las {{time}} por [[P2.fl]], que no figura en la lista. "
    "Confírmenlo con [[P3.tt]] [[P3.last]] en secretaría.",
    # un recordatorio de la clínica por SMS
    "RECORDATORIO: [[P1.first]], su cita con [[P2.dr]] [[P2.last]] en el {{hospital}} es el {{day}} a las {{time}}. Responda C para "
    "confirmar. Dudas: {{phone}}",
    # nóminas, al principio de la frase
    "[[P1.lf]] (n.º de empleado {{id}}): la transferencia de la nómina fue devuelta; el titular de la cuenta figura como "
    "[[P1.FULL]]. Aprueba: [[P2.init]] (lote de primas del {{prize}}).",
    # un siniestro del seguro, tres personas
    "Siniestro {{ref}}: asegurad[[P1.o]] [[P1.full]]; al volante en el momento del accidente, [[P2.full]] "
    "(¿conductor declarado? No), en {{street}}. Peritaje: [[P3.fl]] pide el atestado.",
    # una escritura ante notario
    "Ante mí, el notario que suscribe, comparece [[P1.FULL]], mayor de edad, quien firma en presencia de "
    "[[P2.FULL]], testigo, el día {{date}}, víspera de {{feast}}, en el despacho de {{lawfirm}}.",
    # un viaje compartido, una lista
    "Te recoge [[P1.first]] en un coche gris para llevarte al {{airport}}. Viajan contigo: [[P2.first]], [[P3.first]]. "
    "Total del trayecto: {{amt}}.",
    # una reseña con faltas
    "2 estrellas. compre en {{shop}} una batidora y vino rota. la persona del telefono ([[P1.first]]?) muy amable pero "
    "[[P2.fl]], que es quien manda, me colgo dos veces. no vuelvo a comprar",
    # un foro con el alias
    "Publicado por [[P1.first]]_[[P1.last]] · {{n}} respuestas · foro de {{town}}\n¿A alguien más le han cobrado después de darse de "
    "baja? Quien me atendió, [[P2.first]], dijo que es un «error conocido».",
    # OCR de una tarjeta de residencia
    "OCR (tarjeta de residencia, baja confianza):\nAPELLIDOS [[P1.SUR]]\nNOMBRE [[P1.FIRST]]\nNACIONALIDAD ***\n"
    "N.º SOPORTE {{ref}}",
    # un SMS, al principio de la frase
    "[[P1.first]]!! el mensajero se lo dejó a [[P2.first]] en el bajo, ¿le pides a soporte que lo anote? -[[P3.first]]",
    # etiquetas en otra lengua
    "Remitente / Sender: [[P1.FL]]\nDestinatario / Recipient: [[P2.FL]]\nContenido / Contents: diploma del {{prize}}",
    # alguien que escribe por un familiar
    "Escribo en nombre de [[P1.full]], que no usa el correo y está en el programa de la {{foundation}}. Quien l[[P1.o]] cuida, [[P2.fl]], tiene un poder "
    "notarial; envíen las cartas a [[P2.last]], por favor.",
    # nombres en mitad de la frase, junto a importes y fechas
    "El {{date}}, justo después de la {{storm}}, devolvimos {{amt}} a la Visa de [[P1.fl]], pero en el extracto de [[P2.first]] sigue apareciendo el "
    "cargo, así que [[P3.fl]], de disputas, lo está hablando con el banco.",
    # un chat en mayúsculas
    "HOLA SOY [[P1.FULL]] Y LLEVO {{n}} DÍAS ESPERANDO. SU AGENTE [[P2.FIRST]] ME PROMETIÓ UNA LLAMADA!!!",
    # una nota interna, al principio de la frase
    "[[P1.first]] tiene la garantía caducada desde el {{date}} (reclamación por {{disease}}); la ampliación de [[P2.fl]] nunca se aplicó. "
    "Escalar a [[P3.init]].",
    # la lista de un gimnasio, una persona dos veces
    "Lista de la clase de las {{time}} en el {{stadium}}: [[P1.fl]] (abonad[[P1.o]]), [[P2.fl]] (invitad[[P2.o]] de [[P1.first]]), [[P3.fl]] (prueba).",
    # una firma con una empresa que lleva el nombre de sus fundadores
    "Muchas gracias,\n\n[[P1.fl]]\nResponsable de Operaciones | {{company}}\n{{phone}}",
    # líneas de copia
    "cc: [[P1.mail]]; [[P2.mail]]\nHola [[P1.first]], hola [[P2.first]]: os añado para que la reclamación de "
    "[[P3.full]] (en tratamiento por {{disease}}) no se vuelva a atascar.",
    # un chat en minúsculas con el nombre de una mascota
    "ya ves, mi perro {{pet}} se comió el cable jaja. la cuenta está a nombre de [[P1.first]] [[P1.last]] pero paga [[P2.first]]",
    # --- nadie: solo parecidos
    "¿Pueden desviar el paquete a {{company}}? Tenía que ir a su almacén de {{street}}, no al muelle del {{hospital}}.",
    "En {{=Abril}} me cobraron dos veces la suscripción de {{brand}} y una vez la de {{software}}.",
    "Con el {{=Rocío}} de la mañana se canceló el vuelo al {{airport}} por la {{storm}}; si hay trenes, cámbienmelo a "
    "{{station}}.",
    "El colegio de mi hija, {{school}}, pide una autorización firmada para la excursión al {{stadium}} antes del {{day}}.",
    "El {{ship}} zarpó sin nuestro coche y en su web ponía que el {{hotel}} guardaba la reserva.",
    "Le pedí a {{assistant}} que repitiera el pedido y compró un póster de {{work}}. Cancelen el pedido {{id}}, por favor.",
    "{{=Caridad}} no es lo que pido: {{lawfirm}} se pondrá en contacto con ustedes por incumplir la {{law}}.",
    "Vamos a donar el stock sobrante a la {{foundation}}; el recibo debe ir a nombre de {{company}}, no del {{building}}.",
    "{{=Fe}} de erratas: ¿{{shop}} sigue siendo punto de recogida? El de al lado de {{station}} ha cerrado.",
    "Devuélvanme la inscripción del {{prize}}; la gala en el {{building}} se suspendió.",
    "{{=Socorro}}, otra vez no puedo entrar. ¿El enlace de recuperación va a {{email}}?",
    "Mi gata {{pet}} tiró el router. Otra cosa: ¿la teleasistencia cubre a pacientes con {{disease}}?",
    "{{=Mercedes}} de alquiler en {{town}}: la oficina cierra por {{feast}} y los repartos se retoman el {{day}}.",
    "Las entradas del {{team}} contra el {{team}} se cargaron dos veces a mi tarjeta del {{=Santander}}.",
    "¿{{=Rosa}} palo o {{=Violeta}}? Los nombres de los tintes de {{brand}} en su web confunden.",
    "{{=Celeste}} y blanco, como pedí, pero la actualización de {{software}} no sincroniza y {{assistant}} tampoco.",
    "Según la {{law}} tengo derecho a la devolución. Pásenlo a {{lawfirm}} y avisen a {{shop}}, que es quien vende.",
    "Nos alojamos en el {{hotel}} durante la {{storm}} y la aseguradora ({{company}}) dice que está excluido. "
    "Iba con nosotros la perrita, {{pet}}.",
    "{{=Pilar}} de la entrada del {{building}} dañado por su transportista. Adjunto fotos; el modelo es de {{brand}}.",
    "Pregunta de la {{foundation}}: ¿los alumnos del {{school}} de {{town}} pueden usar la licencia del libro "
    "electrónico de {{work}}?",
]

_PT = [
    # uma conversa de WhatsApp exportada
    "[{{date}} {{time}}] [[P1.first]]: oi, o pedido da minha cunhad[[P2.o]] [[P2.first]] ainda não chegou 😩\n"
    "[{{date}} {{time}}] Suporte: me passa o número?\n[{{date}} {{time}}] [[P1.first]]: {{id}}",
    # uma ligação transcrita, com os turnos
    "ATENDENTE: Obrigada por ligar, com quem eu falo?\nCLIENTE: É… é [[P1.full]], tô ligando pela conta de "
    "[[P2.fl]]\nATENDENTE: A conta é sua?\nCLIENTE: Não, é de [[P2.first]], que tá internad[[P2.o]] no {{hospital}}.",
    # um áudio transcrito
    "áudio transcrito: oi aqui é [[P1.first]] [[P1.last]] tô ligando porque o entregador deixou a caixa com "
    "[[P2.first]] do térreo na {{street}} e não me entregaram me liga por favor",
    # uma troca de e-mails com cabeçalhos, citação e assinatura
    "De: [[P1.full]] <[[P1.mail]]>\nPara: {{email}}\nAssunto: RE: garantia {{ref}}\n\nContinuo sem resposta.\n\n"
    "> Em {{day}}, [[P2.fl]] escreveu:\n> Encaminhamos sua solicitação para a assistência técnica.\n\n--\n[[P1.fl]]\n"
    "Enviado do meu celular",
    # notas do CRM
    "Nota CRM ({{date}}): falei com [[P1.tt]] [[P1.SUR]] sobre a cobrança em dobro de {{amt}} na {{hotel}}. Disse que [[P2.o]] cunhad[[P2.o]], "
    "[[P2.first]], tem acesso à conta. Quem revisa é [[P3.fl]] (fraude).",
    # a resposta JSON de uma ferramenta
    '{"ferramenta": "consultar_pedido", "resultado": {"pedido": "{{id}}", "cliente": {"nome": "[[P1.full]]", '
    '"email": "[[P1.mail]]"}, "retirada": {"autorizados": ["[[P2.fl]]"]}}, "observação": "entrega expressa"}',
    # o XML de uma nota fiscal
    "<nfe><dest><xNome>[[P1.FULL]]</xNome></dest><autXML><xNome>[[P2.FULL]]</xNome></autXML>"
    "<infAdic>observação: entregar na portaria</infAdic></nfe>",
    # YAML
    'chamado: {{ref}}\nsolicitante:\n  nome_exibição: "[[P1.fl]]"\n  idioma: pt-BR\nresponsável: [[P2.lf]]\norigem: transferido da {{assistant}}',
    # CSV com ponto e vírgula
    "nome;sobrenome;plano;saldo\n[[P1.first]];[[P1.sur]];ouro;{{amt}}\n[[P2.first]];[[P2.sur]];básico;{{amt}}",
    # TSV
    "matrícula\tnome\tsituação\n{{id}}\t[[P1.lf]]\tcancelado\n{{id}}\t[[P2.lf]]\tativo",
    # SQL
    "INSERT INTO dependentes (id, nome_completo, parentesco) VALUES ('{{id}}', '[[P1.full]]', 'titular'), "
    "('{{id}}', '[[P2.full]]', 'cônjuge'); -- bloqueio pela {{law}}",
    # um log chave=valor de um Pix
    'nivel=alerta servico=pix pagador=[[P1.fl]] recebedor=[[P2.LAST]] valor="{{amt}}" sistema="{{software}}" msg="nome do recebedor não confere"',
    # uma URL com o nome
    "A cliente colou este link: https://rastreio.example.com/pedido?nome=[[P1.url]]&id={{id}} e diz que aparece a "
    "encomenda de outra pessoa na {{station}}. O que eu respondo?",
    # uma tabela markdown
    "| Passageiro | Assento | Refeição |\n|---|---|---|\n| [[P1.FL]] | {{n}}C | sem glúten |\n| [[P2.FL]] | {{n}}D | nenhuma |",
    # uma linha HTML de um extrato
    "<tr><td>[[P1.fl]]</td><td>{{amt}}</td><td>Pix de [[P2.first]]</td><td>descrição: ingressos do {{team}} (aniversário)</td></tr>",
    # um vCard
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.last]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL;TYPE=celular:{{phone}}\n"
    "NOTE:vizinh[[P1.o]] do térreo, clube do livro {{work}}\nEND:VCARD",
    # iCalendar
    "BEGIN:VEVENT\nSUMMARY:Vistoria do apartamento\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\n"
    "ATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nDESCRIPTION:levar a documentação\nLOCATION:bilheteria do {{stadium}}\nEND:VEVENT",
    # uma etiqueta de envio, "SOBRENOME, Nome"
    "DESTINATÁRIO:\n[[P1.FULL]]\nA/C [[P2.LAST]], [[P2.first]]\nAPTO {{n}}, BLOCO C\nOBS: DEIXAR NA PORTARIA\nTRANSPORTE: {{ship}}",
    # um extrato com PIX e TED
    "{{date}}  PIX RECEBIDO [[P1.FULL]]  +{{amt}}\n{{date}}  TED ENVIADA [[P2.FULL]]  -{{amt}}\n{{date}}  CARTÃO {{ship}}  -{{amt}}\n"
    "{{date}}  TARIFA PACOTE SERVIÇOS",
    # uma reserva aérea, "SOBRENOME/NOME"
    "Localizador {{ref}}\n1. [[P1.LAST]]/[[P1.FIRST]] [[P1.t]]\n2. [[P2.LAST]]/[[P2.FIRST]]\n"
    "SSR: cadeira de rodas para o passageiro 1 (refeição vegetariana)\nDESTINO: {{airport}}",
    # uma reserva de pousada, três pessoas
    "Reserva {{ref}} (feriado de {{feast}}): hóspede [[P1.fl]], divide o quarto com [[P2.first]]. Pediu check-in antecipado; o cartão é de "
    "[[P3.fl]], que não vai viajar.",
    # um bilhete da escola
    "Senhores pais ({{school}}): [[P1.first]] foi buscad[[P1.o]] às {{time}} por [[P2.fl]], que não está na lista de autorizados. "
    "Confirmem com [[P3.tt]] [[P3.last]] na secretaria.",
    # um lembrete da clínica por SMS
    "LEMBRETE: [[P1.first]], sua consulta com [[P2.dr]] [[P2.last]] no {{hospital}} é {{day}} às {{time}}. Responda C para confirmar. "
    "Dúvidas: {{phone}}",
    # folha de pagamento, no começo da frase
    "[[P1.lf]] (matrícula {{id}}): o TED do salário voltou; a conta está em nome de [[P1.FULL]]. "
    "Aprovação: [[P2.init]] (lote do {{prize}}).",
    # um sinistro, três pessoas
    "Sinistro {{ref}}: segurad[[P1.o]] [[P1.full]]; ao volante no momento do acidente, [[P2.full]] (condutor declarado? "
    "Não), na {{street}}. Perícia: [[P3.fl]] pede o boletim de ocorrência.",
    # uma escritura em cartório
    "Perante mim, tabelião, compareceu [[P1.FULL]], maior e capaz, que assinou na presença da testemunha [[P2.FULL]] "
    "em {{date}}, véspera de {{feast}}, no escritório {{lawfirm}}. Dou fé.",
    # uma corrida de aplicativo, uma lista
    "[[P1.first]] está chegando num carro prata para ir ao {{airport}}. Com você: [[P2.first]], [[P3.first]]. "
    "Total da corrida: {{amt}}.",
    # uma avaliação com erros
    "2 estrelas. comprei na {{shop}} um liquidificador e veio quebrado. quem atendeu no telefone ([[P1.first]]?) foi educado mas "
    "[[P2.fl]], que é gerente, desligou na minha cara duas vezes. nao compro mais",
    # um fórum com o apelido
    "Postado por [[P1.first]]_[[P1.last]] · {{n}} respostas · fórum de {{town}}\nMais alguém foi cobrado depois de cancelar? "
    'Quem me atendeu, [[P2.first]], disse que é um "erro conhecido".',
    # OCR de uma CNH
    "OCR (CNH, baixa confiança):\nNOME [[P1.FULL]]\nFILIAÇÃO [[P2.SUR]]\nDOC. IDENTIDADE ***\nREGISTRO {{ref}}",
    # um SMS, no começo da frase
    "[[P1.first]]!! o motoboy deixou com [[P2.first]] lá embaixo, pede pro suporte anotar? -[[P3.first]]",
    # etiquetas em outra língua
    "Remetente / Sender: [[P1.FL]]\nDestinatário / Recipient: [[P2.FL]]\nConteúdo / Contents: diploma do {{prize}}",
    # alguém que escreve por um parente
    "Escrevo em nome de [[P1.full]], que não usa e-mail e é atendid[[P1.o]] pela {{foundation}}. Quem cuida de [[P1.first]], [[P2.fl]], tem procuração; "
    "mandem as cartas aos cuidados de [[P2.last]], por favor.",
    # nomes no meio da frase, junto de valores e datas
    "Em {{date}}, logo depois do {{storm}}, estornamos {{amt}} no cartão de [[P1.fl]], mas no extrato de [[P2.first]] a cobrança continua, "
    "então [[P3.fl]], de contestações, está falando com o banco.",
    # um chat em maiúsculas
    "OI SOU [[P1.FULL]] E TÔ ESPERANDO HÁ {{n}} DIAS. QUEM ME ATENDEU, [[P2.FIRST]], PROMETEU RETORNO!!!",
    # uma nota interna, no começo da frase
    "[[P1.first]] está com a garantia vencida desde {{date}} (sinistro de {{disease}}); a extensão de [[P2.fl]] nunca foi aplicada. "
    "Escalar para [[P3.init]].",
    # a lista de uma academia, uma pessoa duas vezes
    "Lista da aula das {{time}} no {{stadium}}: [[P1.fl]] (alun[[P1.o]]), [[P2.fl]] (convidad[[P2.o]] de [[P1.first]]), [[P3.fl]] (aula experimental).",
    # uma assinatura com uma empresa que leva o nome dos fundadores
    "Muito obrigad[[P1.o]],\n\n[[P1.fl]]\nCoordenação de Operações | {{company}}\n{{phone}}",
    # linhas de cópia
    "cc: [[P1.mail]]; [[P2.mail]]\nOi [[P1.first]], oi [[P2.first]]: incluí vocês para a reclamação de [[P3.full]] "
    "(em tratamento de {{disease}}) não travar de novo.",
    # um chat em minúsculas com o nome de um bicho
    "pois é, meu cachorro {{pet}} roeu o cabo kkk. a conta tá no nome de [[P1.first]] [[P1.last]] mas quem paga é [[P2.first]]",
    # --- ninguém: só parecidos
    "Podem desviar a encomenda para a {{company}}? Era para ir ao depósito da {{street}}, não para a doca do {{hospital}}.",
    "Em {{=Abril}} fui cobrada duas vezes pela assinatura da {{brand}} e uma vez pelo {{software}}.",
    "O voo para o {{airport}} foi cancelado por causa do {{storm}}; se tiver trem, troquem para a {{station}}.",
    "A escola da minha filha, {{school}}, pede autorização assinada para o passeio ao {{stadium}} até {{day}}.",
    "{{=Safira}} e prata eram as cores do carro; o {{ship}} saiu sem ele e o site dizia que a {{hotel}} segurava a reserva.",
    "Pedi para a {{assistant}} repetir a compra e veio um pôster de {{work}}. Cancelem o pedido {{id}}, por favor.",
    "{{=Graça}} não tem nada nessa cobrança: a {{lawfirm}} vai entrar em contato por descumprimento da {{law}}.",
    "Vamos doar o estoque parado para a {{foundation}}; o recibo tem que sair em nome da {{company}}, não do {{building}}.",
    "{{=Fé}} eu não tenho mais: a {{shop}} ainda é ponto de retirada? A que fica perto da {{station}} fechou.",
    "Quero o reembolso da inscrição do {{prize}}; a cerimônia no {{building}} foi cancelada.",
    "{{=Socorro}}, de novo não consigo entrar. O link de recuperação vai para {{email}}?",
    "Minha gata {{pet}} derrubou o vaso {{=Flor}} e o roteador. E outra coisa: o plano cobre tratamento de {{disease}}?",
    "A filial de {{town}} fecha no dia de {{feast}}; as entregas voltam {{day}}.",
    "Os ingressos do {{team}} contra o {{team}} foram cobrados duas vezes no meu cartão {{=Santander}}.",
    "{{=Violeta}} ou {{=Pérola}}? Os nomes das cores do esmalte {{brand}} no site confundem.",
    "{{=Vitória}} parcial: o {{software}} atualizou, mas a {{assistant}} não sincroniza.",
    "Pela {{law}} eu tenho direito ao estorno. Encaminhem para a {{lawfirm}} e avisem a {{shop}}, que foi quem vendeu.",
    "Ficamos na {{hotel}} durante o {{storm}} e a seguradora ({{company}}) diz que não cobre. A cachorrinha, {{pet}}, "
    "estava com a gente.",
    "{{=Luz}} apagada no {{building}} desde ontem e o interfone da {{brand}} não funciona.",
    "Pergunta da {{foundation}}: os alunos da {{school}} de {{town}} podem usar a licença do e-book de {{work}}?",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED26 = NameSet(
    name="sealed26",
    message=Sealed26Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(206) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 21 90000-", 4)},
    team_mail={
        "en": ("support", "billing", "claims", "returns"),
        "es": ("soporte", "facturacion", "siniestros", "devoluciones"),
        "pt": ("suporte", "cobranca", "sinistros", "trocas"),
    },
    middles=MIDDLES,
)
_feminine = SEALED26.feminine


def generate_sealed26(per_template: int = 4, seed: int = SEED) -> list[Sealed26Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED26, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED26)
