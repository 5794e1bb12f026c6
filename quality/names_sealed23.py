"""The sealed23 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes (firms, law offices, shops, streets, stadiums, bridges, metro
stations, hospitals and schools named after people; brands and products; colours, flowers, months and
virtues that are given names; verbs and nouns at a sentence's start; saints' days; towns; pets; job
titles; voice assistants; sports teams; song, film and book titles; storms), filled by
quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only.

Names of forty-two origins, picked by hand (never imported at run time, never a dependency) from:
- PyPI fusuk 0.1.1 (MIT): its US and UK first-name tables (with their sex) and its US and UK
  surname lists (ordered by frequency, 4.6 million and 368 thousand rows), read for surnames of every
  origin across that range (from Miller, row 6, to Catrileo, row 2.4 million);
- PyPI randino 1.6.0 (MIT): its es, it, de, ja, ko, vi and zh name pools (Spanish, Italian, German
  and Vietnamese as written there; Japanese, Korean and Chinese in the romanisation it gives);
- PyPI nomquamgender 0.1.4 (MIT): its name_data table of given names with their share of women,
  read for given names of the origins the others lack and for each one's sex;
- PyPI egy-names 0.3.6 (MIT): its Egyptian given names (romanised, with their sex).
fusuk and nomquamgender write names without accents; the letters of their language (González,
Gonçalves, Wiśniewski, Yılmaz, Ionuț) were put back by hand. Compound given names (María José,
João Pedro), hyphenated ones (Bowes-Lyon, Hans-Peter, Ji-woo) and particled surnames (de la Fuente,
dos Anjos, van der Berg) are held by the package, whole or in their parts; no name is written by
hand alone.

Each table lists its names under the package (and the rows) that hold them. Contact data is fake:
phones in the (415) 555-01xx, +34 600 000 xxx and +55 11 90000-xxxx ranges, mail at example.com,
example.org and example.net, order and case numbers made up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 71_426

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed23Message(TemplateMessage):
    """A message of the sealed23 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "da", "do", "das", "dos", "del", "la", "las", "los", "van", "der", "den", "von", "ter",
                       "dela", "delos"})

# ---------------------------------------------------------------------------------------------
# Names, by origin.
US_WOMEN = (
    # fusuk 0.1.1: US first names (female)
    "Jennifer", "Amanda", "Brittany", "Heather", "Kristen", "Tiffany", "Melissa", "Rebecca", "Kayla", "Lindsey",
    "Deborah", "Tammy", "Shelby", "Krystal", "Brooke", "Marcy", "Bethany", "Darlene", "Kelsey", "Loretta",
)
US_MEN = (
    # fusuk 0.1.1: US first names (male)
    "Michael", "Christopher", "Joshua", "Matthew", "Cody", "Dustin", "Travis", "Kyle", "Brandon", "Garrett",
    "Wesley", "Clayton", "Dwight", "Lyle", "Everett", "Chad", "Russell", "Vernon", "Billy-Ray",
)
US_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Miller", "Anderson", "Thompson", "Caldwell", "Whitaker", "Sullivan", "Hendricks", "Lindqvist", "Pruitt",
    "Blankenship", "Kowalczyk", "Honeycutt", "Stoltzfus", "Gundersen", "Vanderpool", "McAfee", "Ashby",
    "Dunaway", "Tidwell", "Fairchild",
)

AA_WOMEN = (
    # fusuk 0.1.1: US first names (female)
    "Latoya", "Shanice", "Tameka", "Keisha", "Ebony", "Aaliyah", "Imani", "Jasmine", "Lakisha", "Tanisha",
    "Shaniqua", "Octavia", "Yolanda", "Kiara", "Latrice", "Ayanna",
)
AA_MEN = (
    # fusuk 0.1.1: US first names (male)
    "Jamal", "Tyrone", "Darnell", "Deshawn", "Demetrius", "Terrell", "Malik", "Andre", "Cornelius", "Marquis",
    "Jalen", "Rashad", "Reginald", "Lamar", "Darius", "Kareem",
)
AA_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Washington", "Jefferson", "Booker", "Mosley", "Gaines", "Battle", "Dorsey", "Ware", "Hairston", "Pettiford",
    "Whitfield", "Boykin", "Mayfield", "Coleman", "Toussaint", "Pinckney", "Okafor-Williams",
)

GA_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Niamh", "Aoife", "Siobhan", "Saoirse", "Caoimhe", "Orla", "Roisin", "Ciara", "Aisling", "Eilidh", "Mhairi",
    "Sinead", "Catriona",
)
GA_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Ciaran", "Eoin", "Cormac", "Oisin", "Padraig", "Declan", "Fergus", "Ruairi", "Lachlan", "Callum", "Tadhg",
    "Darragh", "Hamish",
)
GA_SURNAMES = (
    # fusuk 0.1.1: UK last names
    "Gallagher", "Kavanagh", "Doherty", "Quigley", "Fitzgerald", "Moriarty", "Buchanan", "Ferguson", "Drummond",
    "Kinsella", "Lennon", "Geraghty",
)
GA_PARTICLED = (
    # fusuk 0.1.1: UK last names
    "O'Sullivan", "O'Donoghue", "O'Rourke", "O'Shaughnessy", "McAllister", "McGillicuddy", "McTaggart",
    "MacKenzie", "MacAulay", "MacLennan", "D'Arcy", "McGonagle",
)

GB_WOMEN = (
    # fusuk 0.1.1: UK first names (female)
    "Charlotte", "Harriet", "Imogen", "Poppy", "Gemma", "Philippa", "Rosalind", "Georgina",
    "Millie", "Tamsin", "Anne-Marie",
)
GB_MEN = (
    # fusuk 0.1.1: UK first names (male)
    "Oliver", "Rupert", "Nigel", "Jeremy", "Giles", "Alistair", "Crispin", "Barnaby", "Rhys",
    "Gareth", "Toby",
)
GB_SURNAMES = (
    # fusuk 0.1.1: UK last names
    "Davies", "Evans", "Hughes", "Pemberton", "Whitmore", "Ashworth", "Featherstone", "Cholmondeley", "Braithwaite",
    "Higginbottom", "Ramsbottom", "Postlethwaite", "Beckinsale", "Fotheringham", "Bowes-Lyon", "Lloyd-Webber",
    "Rees-Mogg", "Heathcote-Drummond",
)

ES_WOMEN = (
    # randino 1.6.0: es pools
    "Lucía", "Nerea", "Rocío", "Begoña", "Macarena", "Covadonga", "Araceli", "Vicenta", "Herminia", "Candela",
    "Trinidad", "María José", "Ana Isabel", "María Teresa", "María Pilar",
)
ES_MEN = (
    # randino 1.6.0: es pools
    "Álvaro", "Gonzalo", "Iván", "Joaquín", "Cayetano", "Bartolomé", "Isidro", "Eloy", "Serafín", "Nemesio",
    "José Luis", "Juan Carlos", "José Manuel", "Miguel Ángel",
)
ES_SURNAMES = (
    # randino 1.6.0: es pools
    "García", "Fernández", "Jiménez", "Gutiérrez", "Domínguez", "Iglesias", "Garrido", "Cortés", "Gallego",
    "Ibáñez", "Izquierdo", "Bermúdez", "Ossorio", "Redondo", "Sáez", "Crespo",
)
ES_PARTICLED = (
    # fusuk 0.1.1: US last names
    "de la Fuente", "de la Torre", "del Río", "del Pozo", "de los Santos", "de las Heras", "de Castro",
    "de la Calle",
)

CBG_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Montserrat", "Núria", "Meritxell", "Laia", "Ainhoa", "Itziar", "Amaia", "Edurne", "Uxía", "Iria", "Xiana",
    "Maialen",
)
CBG_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Jordi", "Oriol", "Pau", "Xavier", "Aitor", "Iñaki", "Unai", "Gorka", "Xabier", "Brais", "Xoán", "Iker",
)
CBG_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Puig", "Ferrer", "Casals", "Vilanova", "Puigdemont", "Etxebarria", "Goikoetxea", "Agirre", "Urrutia",
    "Otxoa", "Seoane", "Rial", "Mosquera", "Castelao", "Bouzas", "Llorens", "Arrieta",
)

MX_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Guadalupe", "Itzel", "Ximena", "Xóchitl", "Yaretzi", "Citlali", "Maricruz", "Rosalba", "Fernanda",
    "Nayeli", "Brenda", "Zitlaly",
)
MX_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Emiliano", "Cuauhtémoc", "Jesús", "Heriberto", "Rigoberto", "Fidencio", "Juan Pablo", "José Ángel",
    "Uriel", "Eleazar", "Jacinto", "Osiel",
)
MX_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Hernández", "Ramírez", "Velázquez", "Zúñiga", "Cervantes", "Tlapa", "Xicoténcatl", "Ocampo", "Bañuelos",
    "Alcántar", "Villaseñor", "Sandoval", "Huerta", "Quezada", "Arellano",
)

CA_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Yesenia", "Mayra", "Wendy", "Karla", "Dilcia", "Glenda", "Marleny", "Sulma", "Ingrid", "Evelyn",
)
CA_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Elmer", "Selvin", "Wilmer", "Byron", "Denis", "Edgardo", "Santos", "Hermelindo", "Marvin",
)
CA_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Orellana", "Menjívar", "Portillo", "Funes", "Cáceres", "Alvarado", "Mejía", "Ayala", "Chávez", "Quintanilla",
    "Argueta", "Bonilla", "Zelaya", "Canales",
)

CB_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Yanelis", "Yudelkis", "Maritza", "Yamilet", "Nilda", "Migdalia", "Yaritza", "Odalys", "Dania", "Yuleidy",
)
CB_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Yoandri", "Osvaldo", "Yunior", "Radamés", "Yasiel", "Reinaldo", "Wilfredo", "Yadier", "Dariel", "Aroldis",
)
CB_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Batista", "Peralta", "Rosario", "Pimentel", "Almonte", "Figueroa", "Quiñones", "Espaillat", "Cintrón",
    "Betancourt", "Tavárez", "Abreu", "Mercado", "Fajardo",
)
CB_PARTICLED = (
    # fusuk 0.1.1: US last names
    "de León", "de Jesús", "del Valle", "de la Rosa", "de los Santos",
)

AN_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Milagros", "Maribel", "Yessenia", "Nelly", "Flor", "Rosmery", "Yaneth", "Sumaq", "Killa", "Gladys",
)
AN_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Wilber", "Efraín", "Percy", "Fredy", "Ronald", "Yuri", "Edwin", "Teófilo", "Amaru", "Washington",
)
AN_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Quispe", "Mamani", "Huamán", "Cutipa", "Choque", "Apaza", "Ticona", "Poma", "Huarachi", "Huanca",
    "Chambi", "Yupanqui", "Limachi", "Coaquira", "Villca",
)

RP_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Florencia", "Agustina", "Micaela", "Rocío", "Luján", "Celeste", "Ayelén", "Romina", "Brenda", "Antonella",
)
RP_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Facundo", "Agustín", "Santino", "Gastón", "Nahuel", "Matías", "Lautaro", "Thiago", "Ezequiel", "Juan Cruz",
)
RP_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Ferreyra", "Acosta", "Benítez", "Sosa", "Giménez", "Bustos", "Ferraro", "Olivera", "Pereyra", "Bianchi",
    "Scioli", "Etcheverry", "Cabral", "Rodríguez", "Maidana",
)

CV_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Yuliana", "Dayana", "Leidy", "Marelvis", "Yorleny", "Daniela", "Yenny", "Mileidy", "Natalia", "Johana",
)
CV_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Yeferson", "Jhon", "Albeiro", "Jhonatan", "Wilson", "Yeison", "Hernán", "Jairo", "Ovidio", "Duván",
)
CV_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Restrepo", "Ospina", "Londoño", "Zuluaga", "Arango", "Urdaneta", "Chacón", "Montoya", "Valencia", "Giraldo",
    "Castaño", "Uribe", "Echeverri", "Briceño",
)

CL_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Javiera", "Constanza", "Catalina", "Francisca", "Valentina", "Josefina", "Fernanda", "Trinidad", "Antonia",
    "Millaray",
)
CL_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Benjamín", "Vicente", "Cristóbal", "Bastián", "Maximiliano", "Ignacio", "Alonso", "Renato", "Joaquín",
    "Lautaro",
)
CL_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Muñoz", "Carrasco", "Sepúlveda", "Fuentealba", "Araya", "Jara", "Valdés", "Riquelme", "Saavedra",
    "Henríquez", "Cárcamo", "Catrileo", "Millán", "Bravo",
)

BR_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Thaís", "Luana", "Jéssica", "Francisca", "Rayssa", "Kauane", "Luciana", "Priscila", "Raíssa", "Débora",
    "Gleice", "Ana Clara", "Maria Eduarda", "Ana Júlia",
)
BR_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Kauã", "Davi", "Wesley", "Cleiton", "Raimundo", "Valdir", "Enzo", "Thiago", "Anderson", "Wellington",
    "Rodrigo", "João Pedro", "João Vitor", "Luiz Felipe",
)
BR_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Silva", "Souza", "Oliveira", "Pereira", "Carvalho", "Rodrigues", "Gomes", "Ribeiro", "Araújo", "Cavalcanti",
    "Magalhães", "Albuquerque", "Bezerra", "Siqueira", "Medeiros", "Guimarães",
)
BR_PARTICLED = (
    # fusuk 0.1.1: US last names
    "da Silva", "dos Santos", "de Souza", "do Nascimento", "das Neves", "da Cunha", "de Oliveira",
    "da Costa",
)

AB_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Conceição", "Benedita", "Luzia", "Raimunda", "Josefa", "Marinalva", "Edileuza", "Jucélia", "Zenaide",
    "Dandara",
)
AB_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Benedito", "Sebastião", "Jurandir", "Edvaldo", "Ailton", "Josué", "Reginaldo", "Zumbi", "Adenilson",
)
AB_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Santana", "Bonfim", "Assunção", "Anunciação", "Evangelista", "Purificação", "Paixão",
)
AB_PARTICLED = (
    # fusuk 0.1.1: US last names
    "de Jesus", "do Nascimento", "dos Anjos", "da Paixão", "do Rosário", "das Dores", "dos Reis", "da Luz",
    "do Carmo",
)

JB_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Akemi", "Yumi", "Mayumi", "Keiko", "Naomi", "Erika", "Emi", "Sayuri",
)
JB_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Hideki", "Kenji", "Takashi", "Hiroshi", "Kazuo", "Minoru", "Akira",
)
JB_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Oshiro", "Higa", "Kobayashi", "Yamashita", "Nakashima", "Miyagi", "Tsuchiya", "Hirata", "Kinjo", "Shimabukuro",
)

LB_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Samira", "Jamile", "Nádia", "Leila", "Soraya", "Laila", "Rania", "Yasmin",
)
LB_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Fuad", "Nagib", "Salim", "Michel", "Elias", "Jamil", "Habib", "Assad",
)
LB_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Haddad", "Maluf", "Jafet", "Nader", "Sayeg", "Cury", "Abdalla", "Saad", "Kalil", "Chamma", "Zogbi",
)

IB_WOMEN = (
    # randino 1.6.0: it pools
    "Giovanna", "Bianca", "Carlotta", "Ornella", "Loredana", "Mirella",
)
IB_MEN = (
    # randino 1.6.0: it pools
    "Lorenzo", "Vittorio", "Gennaro", "Attilio", "Ettore",
)
IB_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Bortolotto", "Zanella", "Pizzolatto", "Tomazini", "Bonatto", "Cechinel", "Dalmolin", "Scapini", "Perin",
    "Zanatta", "Brambilla",
)

DB_WOMEN = (
    # randino 1.6.0: de pools
    "Ingrid", "Gisela", "Hannelore", "Elke", "Heike", "Dagmar",
)
DB_MEN = (
    # randino 1.6.0: de pools
    "Helmut", "Siegfried", "Waldemar", "Norbert", "Reinhard",
)
DB_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Schmitt", "Hoffmann", "Kuhn", "Kist", "Bohn", "Schwertner", "Rauber", "Heinzmann", "Stumpf", "Klein",
    "Lenz",
)

PT_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Inês", "Leonor", "Matilde", "Madalena", "Filipa", "Constança", "Carolina", "Lurdes", "Henriqueta", "Mafalda",
)
PT_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Gonçalo", "Duarte", "Tiago", "Rui", "Nuno", "Afonso", "Tomás", "Vasco", "Rodrigo", "Bernardo",
)
PT_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Ferreira", "Sousa", "Gonçalves", "Marques", "Teixeira", "Mendes", "Fonseca", "Azevedo", "Cardoso", "Lourenço",
    "Magalhães", "Quaresma", "Vasconcelos", "Figueiredo", "Antunes", "Brandão",
)

PH_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Maricel", "Rowena", "Jocelyn", "Lourdes", "Analyn", "Marites", "Rosalinda", "Jonalyn", "Mylene", "Divina",
)
PH_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Rommel", "Jericho", "Arnel", "Reynaldo", "Bienvenido", "Jun", "Rodel", "Ferdinand", "Dindo", "Efren",
)
PH_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Dizon", "Macaraeg", "Bautista", "Villanueva", "Manalo", "Pangilinan", "Dimaculangan", "Magsaysay",
    "Tolentino", "Lacson", "Sarmiento", "Evangelista", "Cabrera", "Soriano",
)
PH_PARTICLED = (
    # fusuk 0.1.1: US last names
    "dela Cruz", "delos Reyes", "de Guzman", "delos Santos", "dela Rosa", "de Leon",
)

HT_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Widline", "Nadège", "Guerline", "Roseline", "Marie-Claude", "Marie-Ange", "Fabienne", "Jesula", "Mirlande",
    "Sherline",
)
HT_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Wilner", "Frantz", "Wilfrid", "Jean-Robert", "Jean-Claude", "Fritzner", "Evens", "Jean-Baptiste",
    "Pierre-Richard",
)
HT_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Joseph", "Dorvil", "Exantus", "Desrosiers", "Alcindor", "Pierre-Louis", "Saint-Fleur", "Jean-Louis",
    "Célestin", "Lafortune", "Dorméus", "Toussaint", "Estimé",
)

ZH_WOMEN = (
    # randino 1.6.0: zh pools (romanised there)
    "Xiuying", "Lijuan", "Chunmei", "Xiaoyan", "Yinuo", "Mengyao", "Ruoxi", "Guifang", "Shufen", "Yating",
)
ZH_MEN = (
    # randino 1.6.0: zh pools (romanised there)
    "Jianguo", "Zhiqiang", "Haoran", "Zihao", "Junjie", "Weidong", "Guoqiang", "Yichen", "Lei", "Tao",
)
ZH_SURNAMES = (
    # randino 1.6.0: zh pools (romanised there)
    "Wang", "Zhang", "Liu", "Chen", "Huang", "Zhou", "Xu", "Guo", "Xiao", "Xiong", "Qiu", "Cui", "Zou", "Xue",
)

KO_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Ji-woo", "Seo-yeon", "Min-ji", "Eun-ji", "Hye-jin", "Ye-jin", "Su-bin", "Da-eun", "Ha-eun", "Yoon-ah",
)
KO_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Min-jun", "Seo-jun", "Jae-hyun", "Dong-hyun", "Sung-min", "Ji-hoon", "Hyun-woo", "Tae-yang", "Jun-ho",
    "Young-soo",
)
KO_SURNAMES = (
    # randino 1.6.0: ko pools (romanised there)
    "Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Yoon", "Jang", "Lim", "Kwon", "Hwang", "Ahn", "Baek", "Byun",
    "Kwak", "Maeng",
)

VI_WOMEN = (
    # randino 1.6.0: vi pools
    "Lan", "Hương", "Ngọc", "Quỳnh", "Thảo", "Trang", "Uyên", "Yến", "Huyền", "Phượng", "Thúy",
)
VI_MEN = (
    # randino 1.6.0: vi pools
    "Minh", "Tuấn", "Dũng", "Cường", "Hải", "Phúc", "Khánh", "Thắng", "Nghĩa", "Hiếu", "Đức",
)
VI_SURNAMES = (
    # randino 1.6.0: vi pools
    "Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Trương", "Lương",
)
VI_MIDDLE_WOMEN = (
    # randino 1.6.0: vi pools
    "Thị", "Ngọc", "Thanh", "Kim",
)
VI_MIDDLE_MEN = (
    # randino 1.6.0: vi pools
    "Văn", "Hữu", "Đức", "Quang",
)

JA_WOMEN = (
    # randino 1.6.0: ja pools (romanised there)
    "Haruka", "Sakura", "Michiko", "Setsuko", "Chihiro", "Kaori", "Misaki", "Tomoko", "Yui", "Hinata",
)
JA_MEN = (
    # randino 1.6.0: ja pools (romanised there)
    "Takumi", "Daisuke", "Kenichi", "Shohei", "Ryunosuke", "Haruto", "Yohei", "Tadao", "Katsuhiko", "Sota",
)
JA_SURNAMES = (
    # randino 1.6.0: ja pools (romanised there)
    "Sato", "Suzuki", "Takahashi", "Watanabe", "Yamamoto", "Hasegawa", "Kinoshita", "Taniguchi", "Sugawara",
    "Noguchi", "Ueda", "Matsumoto", "Yokoyama",
)

IN_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Priya", "Anjali", "Deepa", "Lakshmi", "Sunita", "Kavya", "Ananya", "Meenakshi", "Divya", "Shreya",
)
IN_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Rahul", "Arjun", "Sanjay", "Rajesh", "Vikram", "Rohan", "Amit", "Venkatesh", "Ashok", "Srinivas",
)
IN_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Patel", "Sharma", "Reddy", "Iyer", "Chatterjee", "Nair", "Gupta", "Banerjee", "Krishnamurthy",
    "Subramanian", "Venkataraman", "Deshpande", "Kulkarni", "Bhattacharya", "Pillai",
)

PK_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Ayesha", "Sana", "Mehwish", "Rabia", "Saima", "Nimra", "Hina", "Faiza", "Shazia", "Iqra",
)
PK_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Imran", "Usman", "Bilal", "Faisal", "Waqas", "Shahzad", "Zeeshan", "Asif", "Kamran", "Junaid",
)
PK_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Qureshi", "Chaudhry", "Butt", "Malik", "Siddiqui", "Abbasi", "Awan", "Rajput", "Bhatti", "Mirza",
    "Khattak", "Niazi", "Gondal",
)

BD_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Nusrat", "Farhana", "Tahmina", "Sharmin", "Nasrin", "Rokeya", "Shirin", "Sumaiya", "Tasnim", "Afroza",
)
BD_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Rafiq", "Mahmudul", "Shahidul", "Tanvir", "Sakib", "Mizanur", "Anisur", "Rezaul", "Touhid", "Masud",
)
BD_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Hossain", "Rahman", "Islam", "Uddin", "Chowdhury", "Akter", "Sarkar", "Talukder", "Bhuiyan", "Mondal",
    "Miah", "Howlader",
)

AR_WOMEN = (
    # egy-names 0.3.6: names (women)
    "Nour", "Maryam", "Habiba", "Shaimaa", "Doaa", "Asmaa", "Heba", "Rehab", "Esraa", "Nesreen", "Bothaina",
)
AR_MEN = (
    # egy-names 0.3.6: names (men)
    "Mohamed", "Mahmoud", "Abdelrahman", "Mostafa", "Karim", "Tarek", "Hazem", "Sherif", "Walid", "Ashraf",
)
AR_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Mansour", "Farouk", "Hassan", "Abdelaziz", "Shehata", "Soliman", "Hamdy", "Fawzy", "Al-Masri", "Al-Rashid",
    "Al-Hashimi", "El-Sayed", "El-Gamal", "El-Khoury",
)

MG_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Khadija", "Imane", "Houda", "Meriem", "Zineb", "Siham", "Fatiha", "Naima", "Latifa", "Ghizlane",
)
MG_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Youssef", "Mehdi", "Rachid", "Hamza", "Abdelkader", "Mourad", "Nabil", "Samir", "Redouane", "Soufiane",
)
MG_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Benali", "Bouazza", "Belkacem", "Haddadi", "Ouali", "Benjelloun", "Tazi", "Amrani", "Bensaid", "Cherkaoui",
    "Boudjema", "Zerrouki", "El-Idrissi",
)

FA_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Parisa", "Golnaz", "Shirin", "Maryam", "Nasrin", "Azadeh", "Leila", "Shabnam", "Mahsa", "Roya",
)
FA_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Reza", "Behrouz", "Dariush", "Farhad", "Kourosh", "Mehrdad", "Arash", "Babak", "Siamak", "Kaveh",
)
FA_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Hosseini", "Mohammadi", "Rezaei", "Tehrani", "Ahmadi", "Karimi", "Jafari", "Ghorbani", "Sadeghi",
    "Esfahani", "Shirazi", "Moradi", "Kazemi",
)

TR_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Ayşe", "Elif", "Zeynep", "Gülşen", "Merve", "Büşra", "Özlem", "Derya", "Sevgi", "Nurcan",
)
TR_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Mehmet", "Mustafa", "Emre", "Burak", "Oğuz", "Serkan", "Hüseyin", "Volkan", "Tolga", "Çağlar",
)
TR_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Arslan", "Doğan", "Kılıç", "Güneş",
    "Karakaya", "Erdoğan",
)

NG_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Chidinma", "Ngozi", "Funmilayo", "Adaeze", "Oluwakemi", "Nneka", "Folake", "Chiamaka", "Yetunde",
    "Ifeoma",
)
NG_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Chukwuemeka", "Babatunde", "Ikechukwu", "Emeka", "Olumide", "Obinna", "Adebayo", "Chinedu", "Oluwaseun",
    "Nnamdi",
)
NG_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Okonkwo", "Adeyemi", "Okafor", "Balogun", "Nwosu", "Ogunleye", "Eze", "Obi", "Adeleke", "Nwachukwu",
    "Oyelaran", "Akinola", "Ibekwe", "Olawale",
)

GH_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Akosua", "Abena", "Efua", "Adwoa", "Ama", "Akua", "Esi", "Afia", "Yaa", "Araba",
)
GH_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Kwame", "Kofi", "Kwabena", "Yaw", "Kwaku", "Kojo", "Kwesi", "Fiifi", "Kwadwo",
)
GH_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Mensah", "Owusu", "Boateng", "Asante", "Osei", "Appiah", "Agyeman", "Darko", "Amoako", "Ofori",
    "Acheampong", "Nkrumah", "Quaye",
)

ET_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Tigist", "Meron", "Hiwot", "Selam", "Hodan", "Fadumo", "Bethlehem", "Mekdes", "Sahra",
)
ET_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Dawit", "Yonas", "Abdirahman", "Mohamud", "Abdi", "Tesfaye", "Getachew", "Abdullahi", "Mulugeta", "Liban",
)
ET_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Haile", "Bekele", "Girma", "Tadesse", "Warsame", "Farah", "Gebremedhin", "Wolde", "Abdullahi", "Jama",
    "Yusuf", "Kebede", "Desta",
)

PL_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Agnieszka", "Małgorzata", "Katarzyna", "Grażyna", "Zofia", "Bożena", "Jadwiga", "Wiesława", "Dorota",
    "Urszula",
)
PL_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Krzysztof", "Grzegorz", "Wojciech", "Paweł", "Łukasz", "Zbigniew", "Mirosław", "Przemysław", "Jacek",
    "Bartłomiej",
)
PL_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański",
    "Dąbrowski", "Kaczmarek", "Jabłoński", "Wróblewski", "Przybylski", "Sienkiewicz", "Wasilewski",
)

RU_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Olga", "Svetlana", "Yulia", "Oksana", "Natalia", "Tatiana", "Lyudmila", "Iryna", "Halyna", "Yevgeniya",
)
RU_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Dmitri", "Sergei", "Andriy", "Oleksandr", "Mykola", "Vladimir", "Yevgeny", "Bohdan", "Taras", "Vitaliy",
)
RU_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Ivanov", "Smirnov", "Kuznetsov", "Sokolov", "Volkov", "Lebedev", "Morozov", "Shevchenko", "Kovalenko",
    "Bondarenko", "Melnyk", "Tkachenko", "Kravchuk", "Zhukov", "Vysotsky",
)

RO_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Ioana", "Andreea", "Mihaela", "Alina", "Raluca", "Roxana", "Oana", "Simona", "Loredana", "Florentina",
)
RO_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Mihai", "Ionuț", "Bogdan", "Florin", "Cătălin", "Sorin", "Răzvan", "Ovidiu", "Dorin", "Marius",
)
RO_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Popescu", "Ionescu", "Dumitrescu", "Munteanu", "Stănescu", "Stoica", "Moldovan", "Dumitru", "Ciobanu",
    "Lungu", "Răducanu", "Georgescu", "Vasilescu",
)

GR_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Eleni", "Katerina", "Despina", "Vasiliki", "Georgia", "Paraskevi", "Sofia", "Dimitra", "Chrysoula", "Athina",
)
GR_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Giorgos", "Dimitrios", "Konstantinos", "Panagiotis", "Nikos", "Spyros", "Thanasis", "Vangelis", "Stavros",
    "Christos",
)
GR_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Papadopoulos", "Georgiou", "Nikolaidis", "Karagiannis", "Vlachos", "Oikonomou", "Papanikolaou",
    "Christodoulou", "Antonopoulos", "Kyriakou", "Makris", "Triantafyllou",
)

IT_WOMEN = (
    # randino 1.6.0: it pools
    "Giulia", "Chiara", "Francesca", "Ilaria", "Ludovica", "Rossella", "Concetta", "Filomena", "Assunta", "Tiziana",
)
IT_MEN = (
    # randino 1.6.0: it pools
    "Giuseppe", "Matteo", "Salvatore", "Gianluca", "Pasquale", "Raffaele", "Maurizio", "Cosimo", "Nunzio", "Saverio",
)
IT_SURNAMES = (
    # randino 1.6.0: it pools
    "Rossi", "Russo", "Esposito", "Colombo", "Ricci", "Giordano", "Mancini", "Rizzo", "Lombardi", "Palumbo",
    "Battaglia", "Sorrentino", "Ruggiero", "Cattaneo",
)
IT_PARTICLED = (
    # fusuk 0.1.1: US last names
    "D'Angelo", "D'Amico", "D'Alessandro", "D'Onofrio", "D'Agostino",
)

DE_WOMEN = (
    # randino 1.6.0: de pools
    "Sabine", "Ursula", "Brigitte", "Wiebke", "Franziska", "Waltraud", "Annika", "Sigrid",
    # nomquamgender 0.1.4: name_data (mostly women)
    "Anneliese",
)
DE_MEN = (
    # randino 1.6.0: de pools
    "Jürgen", "Klaus", "Wolfgang", "Hartmut", "Detlef", "Thorsten", "Lennart", "Joachim",
    # nomquamgender 0.1.4: name_data (mostly men)
    "Hans-Peter", "Karl-Heinz",
)
DE_SURNAMES = (
    # randino 1.6.0: de pools
    "Müller", "Schneider", "Fischer", "Weber", "Schröder", "Zimmermann", "Krüger", "Köhler", "Böhm", "Weiß",
    "Pfeiffer", "Voigt",
)
DE_PARTICLED = (
    # fusuk 0.1.1: US last names
    "van der Berg", "van Dijk", "van den Bosch", "de Vries", "ter Horst", "von Bülow", "van der Linden",
    "von Ahlen",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are also words of the language.
EN_WORD_WOMEN = (
    # fusuk 0.1.1: US first names (female)
    "Grace", "Hope", "Faith", "Joy", "Rose", "Dawn", "Ivy", "Summer", "April", "June", "Crystal", "Amber", "Hazel",
    "Holly", "Pearl", "Patience", "Charity", "Destiny", "Autumn",
)
EN_WORD_MEN = (
    # fusuk 0.1.1: US first names (male)
    "Will", "Bill", "Rich", "Chase", "Hunter", "Mason", "Grant", "Frank", "Drew", "Miles", "Rocky", "Sonny",
    "Guy", "Jack", "Mark", "Rusty", "Royal", "Major",
)
EN_WORD_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Bell", "Young", "Rich", "Baker", "King", "Stone", "Day", "Hill", "Wood", "Brown", "Black", "White", "Green",
    "Fox", "Hunt", "Price", "Love", "Little", "Short", "Long", "Moody", "Battle", "Church", "Cross", "Snow", "Swift",
    "Sweet", "Strong", "Noble", "Wise", "Rivers", "Waters",
)
ES_WORD_WOMEN = (
    # randino 1.6.0: es pools
    "Rosario", "Pilar", "Mercedes", "Dolores", "Esperanza", "Soledad", "Consuelo", "Amparo", "Nieves", "Gloria",
    "Remedios", "Milagros", "Aurora", "Blanca", "Alba",
    # nomquamgender 0.1.4: name_data (mostly women)
    "Rosa", "Paz", "Luz", "Azucena", "Estrella", "Perla", "Caridad",
)
ES_WORD_MEN = (
    # randino 1.6.0: es pools
    "Domingo", "Salvador", "Ángel", "Máximo", "Prudencio", "Fidel", "Jesús", "Benito",
    # nomquamgender 0.1.4: name_data (mostly men)
    "Pastor", "León", "Clemente", "Modesto", "Amado", "Inocencio", "Justo", "Fausto", "Severo", "Leal",
)
ES_WORD_SURNAMES = (
    # randino 1.6.0: es pools
    "Rubio", "Blanco", "Moreno", "Calvo", "Bravo", "Delgado", "Iglesias", "Campos", "Prieto", "Herrero", "Vega",
    "León", "Peña", "Cano", "Franco", "Mora", "Santos", "Pardo", "Crespo", "Serrano",
    # fusuk 0.1.1: US last names
    "Cruz", "Leal", "Toro", "Paz", "Lobo", "Palacios", "Rey", "Caballero", "Pastor", "Cordero", "Montes", "Sierra",
    "Valiente",
)
PT_WORD_WOMEN = (
    # nomquamgender 0.1.4: name_data (mostly women)
    "Glória", "Vitória", "Graça", "Luz", "Aurora", "Estrela", "Esperança", "Socorro", "Dores", "Rosa", "Flor",
    "Celeste", "Cândida", "Pérola", "Serena", "Alegria",
)
PT_WORD_MEN = (
    # nomquamgender 0.1.4: name_data (mostly men)
    "Bento", "Messias", "Salvador", "Amado", "Natal", "Pastor", "Severino", "Constantino", "Prudente", "Jesus",
    "Leão", "Querubim", "Justo",
)
PT_WORD_SURNAMES = (
    # fusuk 0.1.1: US last names
    "Rocha", "Coelho", "Raposo", "Leão", "Neves", "Branco", "Santos", "Leal", "Pinto", "Carneiro", "Rosa",
    "Cordeiro", "Barros", "Campos", "Fontes", "Cruz", "Monteiro", "Lobo", "Serra", "Prado", "Pereira", "Vieira",
    "Nogueira", "Ramos", "Freire", "Moura", "Bezerra", "Castanho", "Sobrinho", "Cravo",
)

# ---------------------------------------------------------------------------------------------
# Origins: their tables and how their names are put together.
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
    "en": _weights({"english_american": 7, "african_american": 4, "irish_scottish": 2.5, "british": 2.5,
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
        "company": ("Johnson Controls", "Wells Fargo", "Baker McKenzie", "Marshall & Sons Plumbing",
                    "Procter & Gamble", "Ruiz & Partners LLP", "Hewlett Packard"),
        "shop": ("Trader Joe's", "Macy's", "Kohl's", "Lowe's", "Dick's Sporting Goods", "Sally Beauty"),
        "street": ("Martin Luther King Jr Blvd", "Cesar Chavez Ave", "Jackson St", "Lincoln Way",
                   "Harvey Milk St", "Roosevelt Rd"),
        "place": ("Madison Square Garden", "Wrigley Field", "the George Washington Bridge", "Lincoln Center",
                  "Penn Station", "Fenway Park"),
        "hospital": ("Johns Hopkins", "Mount Sinai", "Cedars-Sinai", "St. Jude Children's", "Mayo Clinic",
                     "Sloan Kettering"),
        "school": ("Vanderbilt", "Duke", "Lincoln Elementary", "Roosevelt High", "Brigham Young",
                   "Thomas Jefferson Middle School"),
        "brand": ("Calvin Klein", "Ralph Lauren", "Tommy Hilfiger", "Louis Vuitton", "Jack Daniel's", "Dr Pepper"),
        "product": ("Ford Fiesta", "Dodge Durango", "Dyson V11", "Herman Miller Aeron", "Honda Odyssey",
                    "Tesla Model Y"),
        "nature": ("rose", "violet", "olive", "hazel", "ruby", "amber", "jasmine", "lily"),
        "job": ("Dean", "Provost", "Sheriff", "Bishop", "Marshal", "Warden"),
        "assistant": ("Alexa", "Siri", "Cortana", "Bixby", "Erica"),
        "pet": ("Max", "Bella", "Charlie", "Lucy", "Cooper", "Milo", "Rocky"),
        "saint": ("St. Patrick's Day", "Valentine's Day", "St. Joseph's Day", "Martin Luther King Jr. Day",
                  "St. Nicholas Day", "Columbus Day"),
        "town": ("Jackson", "Madison", "Austin", "Charlotte", "Florence", "Tyler", "Lafayette"),
        "team": ("Cleveland Browns", "San Diego Padres", "Philadelphia Phillies", "Dallas Mavericks",
                 "Texas Rangers", "St. Louis Cardinals"),
        "title": ("Jolene", "Roxanne", "Sweet Caroline", "Billie Jean", "Forrest Gump", "Oliver Twist"),
        "storm": ("Hurricane Katrina", "Hurricane Helene", "Tropical Storm Beryl", "Hurricane Milton",
                  "Hurricane Sandy"),
    },
    "es": {
        "company": ("Ruiz & Asociados", "Pérez-Llorca Abogados", "Hijos de Rivera", "Talleres Jiménez e Hijos",
                    "Construcciones Sánchez Hermanos", "Bodegas Torres", "Viajes Barceló"),
        "shop": ("Zapatería Martínez", "Ferretería Hermanos Gil", "Óptica Lourdes", "Cafetería Manolo", "Frutería Paco",
                 "Mercería Carmen"),
        "street": ("la calle de Joaquín Costa", "la avenida Benito Juárez", "la calle Velázquez",
                   "la avenida Miguel Hidalgo", "la calle Clara Campoamor", "la avenida Libertador San Martín"),
        "place": ("estadio Santiago Bernabéu", "metro Gregorio Marañón", "puente Carlos Fernández Casado",
                  "parque Tierno Galván", "estadio Alberto J. Armando", "auditorio Manuel de Falla"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Hospital Virgen del Rocío",
                     "Hospital Niño Jesús", "Hospital Santa Elena", "Hospital Juan Ramón Jiménez"),
        "school": ("IES Miguel de Unamuno", "Colegio San José", "CEIP Federico García Lorca",
                   "la Universidad Rey Juan Carlos", "IES Rosalía de Castro", "Escuela Benito Juárez"),
        "brand": ("Massimo Dutti", "Pedro del Hierro", "Adolfo Domínguez", "Carolina Herrera", "Don Simón",
                  "Tío Pepe"),
        "product": ("Ford Fiesta", "Seat León", "Mercedes Clase A", "Renault Clio", "Tesla Model 3",
                    "Chevrolet Aveo"),
        "nature": ("rosa", "violeta", "azucena", "jazmín", "margarita", "amapola", "celeste"),
        "job": ("Rector", "Prior", "Alcalde", "Síndico", "Pastor", "Regidor"),
        "assistant": ("Alexa", "Siri", "Cortana", "Aura", "Bixby"),
        "pet": ("Toby", "Luna", "Coco", "Lola", "Nala", "Simba", "Canela"),
        "saint": ("San Juan", "San Fermín", "Santiago Apóstol", "San José", "San Pedro", "San Isidro",
                  "Santa Lucía"),
        "town": ("San Sebastián", "Don Benito", "Villa Carlos Paz", "Ciudad Juárez", "Mercedes", "Dolores",
                 "Santa Cruz"),
        "team": ("Newell's Old Boys", "Vélez Sarsfield", "Saprissa", "Bolívar", "Rosario Central",
                 "San Lorenzo"),
        "title": ("Macarena", "Pedro Páramo", "Don Quijote", "Marianela", "Doña Bárbara", "Lucía"),
        "storm": ("la borrasca Filomena", "la borrasca Gloria", "el huracán Otis", "el huracán Beryl",
                  "la tormenta Alberto"),
    },
    "pt": {
        "company": ("Casas Bahia", "Lojas Renner", "Odebrecht", "Camargo Corrêa", "Pinheiro Neto Advogados",
                    "Irmãos Vieira Transportes", "Gerdau"),
        "shop": ("Padaria Santa Teresinha", "Drogaria São Paulo", "Sapataria Irmãos Lopes",
                 "Papelaria Dona Maria", "Ótica Carol", "Lanchonete do Juca"),
        "street": ("Avenida Getúlio Vargas", "Rua Teodoro Sampaio", "Avenida Brigadeiro Faria Lima",
                   "Rua Oscar Freire", "Avenida Juscelino Kubitschek", "Rua Barão de Itapetininga"),
        "place": ("o Estádio Mané Garrincha", "a Ponte Hercílio Luz", "a estação Ana Rosa", "a Praça Tiradentes",
                  "o Estádio Nilton Santos", "a Praça Marechal Deodoro"),
        "hospital": ("Hospital Albert Einstein", "Hospital Oswaldo Cruz", "Instituto Emílio Ribas",
                     "Hospital Getúlio Vargas", "Hospital São Lucas", "Hospital Santa Marcelina"),
        "school": ("Colégio Dom Bosco", "Colégio Santa Cruz", "Mackenzie", "Instituto Mauá", "Colégio Pedro II",
                   "Colégio Rio Branco"),
        "brand": ("Tramontina", "Hering", "Carmen Steffens", "Ricardo Eletro", "Mercedes-Benz", "Ford"),
        "product": ("Ford Ka", "Chevrolet Onix", "Mercedes Classe C", "Renault Kwid", "Tesla Model 3",
                    "Ford Ranger"),
        "nature": ("margarida", "rosa", "violeta", "jasmim", "hortênsia", "dália", "acácia"),
        "job": ("Reitor", "Prior", "Síndico", "Pastor", "Bispo", "Delegado"),
        "assistant": ("Alexa", "Siri", "Bia", "Lu", "Cortana"),
        "pet": ("Pipoca", "Thor", "Mel", "Bolinha", "Luna", "Fred", "Pingo"),
        "saint": ("São João", "Santo Antônio", "São Pedro", "Nossa Senhora Aparecida", "São Cosme e Damião",
                  "São Jorge"),
        "town": ("São José dos Campos", "Presidente Prudente", "Teófilo Otoni", "Governador Valadares",
                 "Marechal Deodoro", "Santo André"),
        "team": ("Vasco da Gama", "Santos", "São Paulo", "Botafogo", "Corinthians"),
        "title": ("Garota de Ipanema", "Dom Casmurro", "Iracema", "Carolina", "Dona Flor e Seus Dois Maridos",
                  "Marília de Dirceu"),
        "storm": ("o ciclone Yakecan", "o furacão Catarina", "o ciclone Akará", "a tempestade Iba",
                  "o ciclone Biguá"),
    },
}

# ---------------------------------------------------------------------------------------------
# Templates. [[P1.form]] is a person (names_engine's forms), {{kind}} a look-alike, a value or a filler.
_EN = [
    # people
    "[[P1.first]] here again, the {{product}} i ordered {{date}} still says label created?? order {{id}}",
    "hey its [[P1.first]] [[P1.last]] lol my card got hit twice for {{amt}} on {{saint}} can someone look at it",
    "[[P1.fl]] called at {{time}} on behalf of [[P2.t]] [[P2.last]] ([[P2.first]]'s mother) about the refund that never posted. Callback {{phone}}.",
    "[{{date}}, {{time}}] [[P1.first]] [[P1.last]]: is the {{shop}} on {{street}} open today\n[{{date}}, {{time}}] Support: Hi [[P1.first]]! Yes, until 9pm\n[{{date}}, {{time}}] [[P1.first]] [[P1.last]]: ok [[P2.first]] will swing by for it",
    "AGENT ([[P1.first]]): Thank you for calling {{company}}, who do I have the pleasure of speaking with?\nCALLER: Yeah hi, it's [[P2.full]], I'm calling for my dad, [[P3.fl]].\nAGENT: Thanks, [[P2.t]] [[P2.last]]. Can you verify the ZIP code on the account?",
    "Voicemail ({{time}}) from {{phone}}: hi um this is [[P1.first]] from {{town}}, returning [[P2.first]]'s call about the claim, it's under [[P3.lf]], ok thanks bye",
    "---------- Forwarded message ---------\nFrom: [[P1.full]] <[[P1.mail]]>\nDate: {{date}}\nTo: {{email}}\nSubject: Re: warranty claim {{id}}\n\n[[P2.first]], can you take this one? I'm out until {{day}}.\n\n[[P1.first]]",
    "CRM note {{ref}}: spoke w/ cust [[P1.lf]] re duplicate charge of {{amt}}; escalated to billing ([[P2.init]]). Follow up {{day}}.",
    "Ticket {{id}} / priority: high\n- Requester: [[P1.fl]]\n- Watchers: [[P2.first]], [[P3.first]]\n- Last update by [[P2.init]]: waiting on carrier",
    "{\"tool\": \"lookup_customer\", \"result\": {\"full_name\": \"[[P1.full]]\", \"preferred\": \"[[P1.first]]\", \"email\": \"[[P1.mail]]\", \"owner\": \"[[P2.fl]]\"}}",
    "<booking ref=\"{{ref}}\"><guest surname=\"[[P1.LAST]]\" given=\"[[P1.FIRST]]\"/><companion>[[P2.fl]]</companion><room>{{n}}</room></booking>",
    "order_id,customer,city,notes\n{{id}},[[P1.fl]],{{town}},leave with neighbor [[P2.first]]\n{{id}},[[P3.full]],{{town}},{{team}} fan - gift wrap",
    "member\tclass\tcheck_in\n[[P1.fl]]\tspin\t{{time}}\n[[P2.fl]]\tyoga\t{{time}}",
    "ts={{time}} level=warn svc=refunds actor=\"[[P1.fl]]\" target_user=[[P2.first]] reason=chargeback amount={{amt}} channel={{assistant}}",
    "https://crm.example.com/customers/search?name=[[P1.url]]&sort=recent is the one, [[P1.first]] shows up with two accounts",
    "| Guest | Host | Table |\n|---|---|---|\n| [[P1.fl]] | [[P2.first]] | {{n}} |\n| [[P3.full]] | [[P2.first]] | {{n}} |",
    "DELIVERY NOTE {{id}}\nShip to: [[P1.FULL]]\n{{street}}, {{town}}\nLeft with: [[P2.FL]] (neighbor) at {{time}}",
    "Wire transfer {{ref}}: {{amt}} from [[P1.sur]] to {{company}}. Memo: braces for [[P2.first]]",
    "Roster, {{school}} robotics club\n[[P1.LAST]], [[P1.first]]\n[[P2.LAST]], [[P2.first]]\nCoach: [[P3.t]] [[P3.last]]",
    "Invitation: claim walkthrough with [[P1.fl]]\nWhen: {{day}} {{time}}\nGuests: [[P2.fl]] <[[P2.mail]]>; [[P3.full]] <[[P3.mail]]>\nOrganizer: [[P1.mail]]",
    "{{company}}: [[P1.first]], your technician [[P2.first]] is about 10 min away. Reply STOP to opt out",
    "Case No. {{ref}}: [[P1.FULL]] v. {{company}}. Hearing moved to {{day}}. Counsel for plaintiff: [[P2.fl]], Esq.",
    "Loss report {{id}}\nVehicle: {{product}}\nReported by: [[P1.dr]] [[P1.last]] (passenger)\nOther driver: [[P2.fl]], tel {{phone}}",
    "Onboarding for [[P1.fl]]: laptop done, badge done, buddy is [[P2.first]] [[P2.last]], manager sign-off still pending ([[P3.init]])",
    "Field trip permission slip\nStudent: [[P1.fl]]   Room: {{n}}\nParent/guardian: [[P2.full]]\nPick-up authorized: [[P3.first]] (aunt)",
    "RX {{ref}}  [[P1.LAST]], [[P1.FIRST]]\nTAKE 1 TABLET TWICE DAILY WITH FOOD\nPrescriber: [[P2.dr]] [[P2.last]]  Refills: 2",
    "Offer: {{amt}} for the {{product}}, cash. My brother-in-law [[P1.fl]] can collect it {{day}}, he'll have {{pet}} with him. Sent from [[P2.first]]'s phone",
    "Thread: {{company}} app keeps logging me out\n14 upvotes, [[P1.first]]_[[P1.last]]: cleared cache, no luck\nmod [[P2.first]]: please DM us your account email",
    "BOARDING PASS  [[P1.LAST]]/[[P1.FIRST]]  FLT {{n}}  SEAT 22C  GATE B{{n}}",
    "Folio {{ref}} | Guest: [[P1.tt]] [[P1.fl]] | Sharing with: [[P2.fl]] | Balance due {{amt}}",
    "Attendees ({{saint}} lunch): [[P1.first]], [[P2.first]], [[P3.fl]] (external, {{company}})",
    "5 stars. Ask for [[P1.first]] at the {{town}} store, found a {{nature}} one in the back and sorted my return in five minutes.\n[[P2.fl]], verified buyer",
    "Writing for my mother, [[P1.full]], who doesn't do email. She was charged {{amt}} for a {{product}} she sent back in {{date}}. I'm [[P2.first]], her daughter.",
    "[[P1.first]]'s order and [[P2.fl]]'s order got swapped, each of us got the other's {{product}}.",
    "cc: [[P1.mail]], [[P2.fl]]\n[[P1.first]], per [[P3.last]] in the {{job}}'s office, the {{company}} invoice has to be reissued before {{day}}.",
    "[[P1.t]] [[P1.last]] phoned again about roof damage from {{storm}}; says {{company}} never sent anyone out.",
    "[[P1.FL]] | RETURNS DESK | {{shop}} | ask for [[P2.first]]",
    "Thanks for the quick fix ([[P1.first]] in chat was great). Still waiting on the {{hospital}} bill though.",
    "Pharmacy pickup for [[P1.tt]] [[P1.last]]: ID checked, picked up by [[P2.first]] [[P2.last]] at {{time}}.",
    "Hi, my husband [[P1.first]] ordered the {{brand}} jacket through {{assistant}} with his work email but I'm [[P2.first]] and I'm the one returning it",
    # nobody: look-alikes only
    "{{=Will}} the {{product}} fit in a standard parking space? Asking before I drive out to {{town}}.",
    "{{=Bill}} me once for the {{brand}} jacket please, I see two pending charges.",
    "My trip to {{place}} got cancelled because of {{storm}}, can you push delivery to next week?",
    "Ordered the {{nature}} throw pillows and got {{nature}}. Exchange please, order {{id}}.",
    "Can {{assistant}} reorder my {{product}} filters? It keeps saying the item isn't sold in {{town}}.",
    "Please deliver to the front desk at {{hospital}}, 4th floor, not to my place on {{street}}.",
    "The {{team}} jersey has the wrong number on the back. Size L, order {{id}}.",
    "Is the {{title}} vinyl back in stock? And the {{title}} box set?",
    "{{pet}} chewed through the cable again lol, do you sell just the cable for the {{product}}",
    "Quote is from {{company}} but the invoice says {{company}}, same address on {{street}}. Which one do I pay?",
    "{{=Grace}} period on the late fee? I was stuck at {{school}} all week for finals.",
    "Our office moved from {{street}} to the building next to {{place}}. Please update the billing address.",
    "Happy {{saint}}! Does the promo code work at {{shop}} or online only?",
    "The {{job}}'s office ordered 40 of these for {{school}}; the invoice should go to them, not to me.",
    "The {{=June}} shipment of {{brand}} samples never arrived, tracking {{ref}}.",
    "{{=Rose}} gold or silver? The listing for the {{brand}} watch shows both but checkout only lets me pick one.",
    "Got a recall letter for my {{product}}. The dealer near {{place}} says they can't help with it.",
    "The gift card says {{shop}} but the cashier in {{town}} wouldn't take it. {{pet}} ate the receipt, sorry.",
    "shipment=delayed carrier=\"{{company}}\" hub=\"{{place}}\" reason=\"{{storm}}\" note=\"{{job}} signed\"",
    "Do you ship to {{town}}? My kid is at {{hospital}} for the week and wants a {{team}} cap, {{title}} on repeat.",
]
_ES = [
    # personas
    "hola soy [[P1.first]] [[P1.last]], el {{product}} que pedí el {{date}} pone entregado y aquí no ha llegado nada. pedido {{id}}",
    "[[P1.first]] otra vez jaja, me habéis cobrado dos veces {{amt}} el día de {{saint}}, alguien me lo mira porfa",
    "Llamó [[P1.fl]] a las {{time}} en nombre de [[P2.t]] [[P2.last]] (madre de [[P2.first]]) por un reembolso que no aparece. Devolver llamada al {{phone}}.",
    "[{{date}} {{time}}] [[P1.first]] [[P1.last]]: ¿la {{shop}} de {{street}} abre hoy?\n[{{date}} {{time}}] Soporte: ¡Hola, [[P1.first]]! Sí, hasta las 21:00\n[{{date}} {{time}}] [[P1.first]] [[P1.last]]: vale, pasa [[P2.first]] a recogerlo",
    "AGENTE ([[P1.first]]): {{company}}, buenas tardes, ¿con quién hablo?\nCLIENTE: Hola, soy [[P2.full]], llamo por mi padre, [[P3.fl]].\nAGENTE: Gracias, [[P2.t]] [[P2.last]]. ¿Me confirma el código postal?",
    "Mensaje de voz ({{time}}) del {{phone}}: hola eh soy [[P1.first]], de {{town}}, le devuelvo la llamada a [[P2.first]] por lo del siniestro, está a nombre de [[P3.lf]], gracias, adiós",
    "---------- Mensaje reenviado ---------\nDe: [[P1.full]] <[[P1.mail]]>\nFecha: {{date}}\nPara: {{email}}\nAsunto: RE: garantía {{id}}\n\n[[P2.first]], ¿te encargas tú? Yo no estoy hasta el {{day}}.\n\n[[P1.first]]",
    "Nota CRM {{ref}}: hablé con el cliente [[P1.lf]] por un cargo duplicado de {{amt}}; pasado a facturación ([[P2.init]]). Volver a llamar el {{day}}.",
    "Incidencia {{id}} · prioridad alta\n- Solicitante: [[P1.fl]]\n- En copia: [[P2.first]], [[P3.first]]\n- Última actualización de [[P2.init]]: esperando a la mensajería",
    "{\"herramienta\": \"buscar_cliente\", \"resultado\": {\"nombre_completo\": \"[[P1.full]]\", \"trato\": \"[[P1.first]]\", \"correo\": \"[[P1.mail]]\", \"gestor\": \"[[P2.fl]]\"}}",
    "<reserva localizador=\"{{ref}}\"><huesped apellidos=\"[[P1.LAST]]\" nombre=\"[[P1.FIRST]]\"/><acompanante>[[P2.fl]]</acompanante><habitacion>{{n}}</habitacion></reserva>",
    "pedido,cliente,población,observaciones\n{{id}},[[P1.fl]],{{town}},dejar al vecino [[P2.first]]\n{{id}},[[P3.full]],{{town}},es un regalo (camiseta de {{team}})",
    "socio\tactividad\tentrada\n[[P1.fl]]\tspinning\t{{time}}\n[[P2.fl]]\tpilates\t{{time}}",
    "ts={{time}} nivel=aviso servicio=devoluciones usuario=\"[[P1.fl]]\" afectado=[[P2.first]] motivo=contracargo importe=\"{{amt}}\" canal={{assistant}}",
    "https://crm.example.com/clientes/buscar?nombre=[[P1.url]]&orden=recientes esa es la ficha, a [[P1.first]] le salen dos cuentas",
    "| Invitado | Anfitrión | Mesa |\n|---|---|---|\n| [[P1.fl]] | [[P2.first]] | {{n}} |\n| [[P3.full]] | [[P2.first]] | {{n}} |",
    "ALBARÁN DE ENTREGA {{id}}\nDestinatario: [[P1.FULL]]\nEntregar en {{street}}, {{town}}\nRecoge: [[P2.FL]] (vecino) a las {{time}}",
    "Transferencia {{ref}}: {{amt}} de [[P1.sur]] a {{company}}. Concepto: ortodoncia de [[P2.first]]",
    "Lista del taller de robótica, {{school}}\n[[P1.LAST]], [[P1.first]]\n[[P2.LAST]], [[P2.first]]\nMonitor: [[P3.t]] [[P3.last]]",
    "Invitación: peritación con [[P1.fl]]\nCuándo: {{day}}, {{time}}\nInvitados: [[P2.fl]] <[[P2.mail]]>; [[P3.full]] <[[P3.mail]]>\nOrganizador: [[P1.mail]]",
    "{{company}}: [[P1.first]], el técnico ([[P2.first]]) llega en unos 10 minutos. Para no recibir SMS responde BAJA",
    "Procedimiento ordinario {{ref}}: [[P1.FULL]] contra {{company}}. Vista aplazada al {{day}}. Letrada de la parte actora: [[P2.fl]].",
    "Parte de accidente {{id}}\nVehículo: {{product}}\nDeclara: [[P1.dr]] [[P1.last]] (acompañante)\nConductor contrario: [[P2.fl]], tel. {{phone}}",
    "Alta de [[P1.fl]]: portátil hecho, tarjeta hecha, su mentor es [[P2.first]] [[P2.last]], falta la firma de dirección ([[P3.init]])",
    "Autorización de excursión\nAlumn[[P1.o]]: [[P1.fl]]   Aula: {{n}}\nPadre/madre/tutor: [[P2.full]]\nPuede recogerl[[P1.o]]: [[P3.first]] (tía)",
    "RECETA {{ref}}  [[P1.LAST]], [[P1.FIRST]]\n1 COMPRIMIDO CADA 12 HORAS CON COMIDA\nPrescriptor: [[P2.dr]] [[P2.last]]",
    "Te doy {{amt}} por el {{product}}, en efectivo. Pasa a por él mi cuñado, [[P1.fl]], el {{day}}; viene con {{pet}}, no os asustéis. Enviado desde el móvil de [[P2.first]]",
    "Hilo: la app de {{company}} me cierra la sesión\n14 votos, [[P1.first]]_[[P1.last]]: borré la caché y nada\nmoderador [[P2.first]]: mándanos tu correo por privado",
    "TARJETA DE EMBARQUE  [[P1.LAST]]/[[P1.FIRST]]  VUELO {{n}}  ASIENTO 22C  PUERTA B{{n}}",
    "Folio {{ref}} | Huésped: [[P1.tt]] [[P1.fl]] | Comparte con: [[P2.fl]] | Pendiente: {{amt}}",
    "Asistentes (comida de {{saint}}): [[P1.first]], [[P2.first]], [[P3.fl]] (externo, {{company}})",
    "5 estrellas. Preguntad por [[P1.first]] en la tienda de {{town}}, encontró una en {{nature}} en el almacén y me resolvió la devolución en cinco minutos.\n[[P2.fl]], compra verificada",
    "Escribo por mi madre, [[P1.full]], que no usa el correo. Le cobraron {{amt}} por un {{product}} que devolvió el {{date}}. Soy [[P2.first]], su hija.",
    "[[P1.first]] y yo ([[P2.fl]]) hicimos pedidos el mismo día y se han cruzado: a cada uno le llegó el {{product}} del otro.",
    "cc: [[P1.mail]], [[P2.fl]]\n[[P1.first]]: según [[P3.last]], del despacho del {{job}}, hay que rehacer la factura de {{company}} antes del {{day}}.",
    "[[P1.t]] [[P1.last]] ha vuelto a llamar por los daños en el tejado tras {{storm}}; dice que {{company}} no ha mandado a nadie.",
    "[[P1.FL]] | MOSTRADOR DE DEVOLUCIONES | {{shop}} | preguntar por [[P2.first]]",
    "Gracias por arreglarlo tan rápido ([[P1.first]], la del chat, un encanto). Sigo esperando la factura del {{hospital}}, eso sí.",
    "Recogida en farmacia a nombre de [[P1.tt]] [[P1.first]] [[P1.last]]: DNI comprobado, lo recoge [[P2.fl]] a las {{time}}.",
    "hola, mi marido [[P1.first]] pidió la chaqueta de {{brand}} por {{assistant}} con el correo del trabajo pero soy yo, [[P2.first]], quien la devuelve",
    # nadie: solo parecidos
    "{{=Mira}}, ¿el {{product}} cabe en una plaza de garaje normal? Lo pregunto antes de ir a {{town}}.",
    "{{=Rosa}} palo o gris marengo, ¿cuál queda mejor con la chaqueta de {{brand}}? Tengo que decidir hoy.",
    "Me han cancelado el vuelo por {{storm}}; ¿podéis retrasar la entrega a la semana que viene? Vivo al lado del {{place}}.",
    "Pedí los cojines en color {{nature}} y me han llegado en {{nature}}. Quiero cambiarlos, pedido {{id}}.",
    "¿Puede {{assistant}} volver a pedir los filtros del {{product}}? Dice que en {{town}} no está disponible.",
    "Entregad el paquete en la recepción del {{hospital}}, planta 4, no en mi casa de {{street}}.",
    "La camiseta de {{team}} lleva el dorsal equivocado. Talla L, pedido {{id}}.",
    "¿Ha vuelto a entrar el vinilo de {{title}}? ¿Y la edición especial de {{title}}?",
    "{{pet}} se ha vuelto a comer el cable jaja, ¿vendéis solo el cable del {{product}}?",
    "El presupuesto es de {{company}} pero la factura viene de {{company}}, misma dirección en {{street}}. ¿A quién pago?",
    "Recurso de {{=amparo}} presentado; mientras tanto, ¿me congeláis la cuota? Estoy de exámenes en {{school}}.",
    "Nos hemos mudado de {{street}} al edificio que hay junto al {{place}}. Cambiad la dirección de facturación, por favor.",
    "¡Feliz {{saint}}! ¿El código de descuento vale en {{shop}} o solo en la web?",
    "El despacho del {{job}} encargó 40 unidades para {{school}}; la factura es para ellos, no para mí.",
    "La {{=Paz}} no llega nunca con este pedido: las muestras de {{brand}} siguen sin aparecer, seguimiento {{ref}}.",
    "¿Hay {{=Luz}} en el local de {{shop}}? El repartidor dice que estaba cerrado y a oscuras.",
    "Me llegó una carta de revisión de seguridad del {{product}}. El concesionario junto al {{place}} dice que no es cosa suya.",
    "La tarjeta regalo pone {{shop}} pero en la tienda de {{town}} no me la aceptan. {{pet}} se comió el tique, perdón.",
    "envío=retrasado transportista=\"{{company}}\" centro=\"{{place}}\" causa=\"{{storm}}\" firma=\"{{job}}\"",
    "¿Enviáis a {{town}}? Mi hijo está en el {{hospital}} esta semana y quiere una gorra de {{team}}; no para de cantar {{title}}.",
]
_PT = [
    # pessoas
    "oi aqui é [[P1.first]] [[P1.last]], o {{product}} que pedi dia {{date}} consta como entregue mas não chegou nada. pedido {{id}}",
    "[[P1.first]] de novo kkk vcs me cobraram {{amt}} duas vezes no dia de {{saint}}, alguém vê isso pra mim pfv",
    "[[P1.fl]] ligou às {{time}} em nome de [[P2.t]] [[P2.last]] (mãe de [[P2.first]]) sobre um estorno que não apareceu. Retornar no {{phone}}.",
    "[{{date}} {{time}}] [[P1.first]] [[P1.last]]: a {{shop}} da {{street}} abre hoje?\n[{{date}} {{time}}] Suporte: Oi, [[P1.first]]! Abre sim, até as 21h\n[{{date}} {{time}}] [[P1.first]] [[P1.last]]: blz, [[P2.first]] passa pra buscar",
    "ATENDENTE ([[P1.first]]): {{company}}, boa tarde, com quem eu falo?\nCLIENTE: Oi, é [[P2.full]], tô ligando pelo meu pai, [[P3.fl]].\nATENDENTE: Obrigada, [[P2.t]] [[P2.last]]. Pode confirmar o CEP do cadastro?",
    "Mensagem de voz ({{time}}) do {{phone}}: oi é [[P1.first]], de {{town}}, tô retornando a ligação de [[P2.first]] sobre o sinistro, tá no nome de [[P3.lf]], valeu, tchau",
    "---------- Mensagem encaminhada ---------\nDe: [[P1.full]] <[[P1.mail]]>\nData: {{date}}\nPara: {{email}}\nAssunto: Re: garantia {{id}}\n\n[[P2.first]], você pega essa? Só volto na {{day}}.\n\n[[P1.first]]",
    "Anotação CRM {{ref}}: falei com o cliente [[P1.lf]] sobre cobrança duplicada de {{amt}}; encaminhado ao faturamento ([[P2.init]]). Retornar na {{day}}.",
    "Chamado {{id}} · prioridade alta\n- Solicitante: [[P1.fl]]\n- Em cópia: [[P2.first]], [[P3.first]]\n- Última atualização por [[P2.init]]: aguardando a transportadora",
    "{\"ferramenta\": \"buscar_cliente\", \"resultado\": {\"nome_completo\": \"[[P1.full]]\", \"apelido\": \"[[P1.first]]\", \"email\": \"[[P1.mail]]\", \"consultor\": \"[[P2.fl]]\"}}",
    "<reserva codigo=\"{{ref}}\"><hospede sobrenome=\"[[P1.LAST]]\" nome=\"[[P1.FIRST]]\"/><acompanhante>[[P2.fl]]</acompanhante><quarto>{{n}}</quarto></reserva>",
    "pedido,cliente,cidade,observação\n{{id}},[[P1.fl]],{{town}},deixar com a vizinha [[P2.first]]\n{{id}},[[P3.full]],{{town}},é presente (camisa do {{team}})",
    "aluno\tmodalidade\tentrada\n[[P1.fl]]\tspinning\t{{time}}\n[[P2.fl]]\tfuncional\t{{time}}",
    "ts={{time}} nivel=alerta servico=estornos operador=\"[[P1.fl]]\" cliente_afetado=[[P2.first]] motivo=chargeback valor=\"{{amt}}\" canal={{assistant}}",
    "https://crm.example.com/clientes/busca?nome=[[P1.url]]&ordem=recentes é essa ficha, [[P1.first]] aparece com duas contas",
    "| Convidado | Anfitrião | Mesa |\n|---|---|---|\n| [[P1.fl]] | [[P2.first]] | {{n}} |\n| [[P3.full]] | [[P2.first]] | {{n}} |",
    "ROMANEIO DE ENTREGA {{id}}\nDestinatário: [[P1.FULL]]\n{{street}}, {{town}}\nRecebido por: [[P2.FL]] (vizinho) às {{time}}",
    "PIX {{ref}}: {{amt}} de [[P1.sur]] para {{company}}. Mensagem: aparelho ortodôntico de [[P2.first]]",
    "Lista da oficina de robótica, {{school}}\n[[P1.LAST]], [[P1.first]]\n[[P2.LAST]], [[P2.first]]\nMonitor: [[P3.t]] [[P3.last]]",
    "Convite: vistoria com [[P1.fl]]\nQuando: {{day}}, {{time}}\nConvidados: [[P2.fl]] <[[P2.mail]]>; [[P3.full]] <[[P3.mail]]>\nOrganizador: [[P1.mail]]",
    "{{company}}: [[P1.first]], o técnico ([[P2.first]]) chega em uns 10 minutos. Para não receber SMS responda SAIR",
    "Processo {{ref}}: [[P1.FULL]] x {{company}}. Audiência adiada para {{day}}. Advogada da parte autora: [[P2.fl]], OAB/SP {{n}}.",
    "Boletim de ocorrência {{id}}\nVeículo: {{product}}\nDeclarante: [[P1.dr]] [[P1.last]] (passageir[[P1.o]])\nOutro condutor: [[P2.fl]], tel. {{phone}}",
    "Integração de [[P1.fl]]: notebook ok, crachá ok, padrinho é [[P2.first]] [[P2.last]], falta assinatura da gerência ([[P3.init]])",
    "Autorização de passeio escolar\nAlun[[P1.o]]: [[P1.fl]]   Sala: {{n}}\nResponsável: [[P2.full]]\nAutorizad[[P3.o]] a buscar: [[P3.first]] (tia)",
    "RECEITA {{ref}}  [[P1.LAST]], [[P1.FIRST]]\n1 COMPRIMIDO A CADA 12 HORAS APÓS AS REFEIÇÕES\nPrescritor: [[P2.dr]] [[P2.last]]",
    "Dou {{amt}} no {{product}}, à vista. Meu cunhado, [[P1.fl]], busca na {{day}}, vai com {{pet}}, não se assustem. Enviado do celular de [[P2.first]]",
    "Tópico: app da {{company}} fica me deslogando\n14 curtidas, [[P1.first]]_[[P1.last]]: limpei o cache e nada\nmoderador [[P2.first]]: manda teu e-mail no privado",
    "CARTÃO DE EMBARQUE  [[P1.LAST]]/[[P1.FIRST]]  VOO {{n}}  ASSENTO 22C  PORTÃO B{{n}}",
    "Folha de conta {{ref}} | Hóspede: [[P1.tt]] [[P1.fl]] | Divide com: [[P2.fl]] | Saldo: {{amt}}",
    "Participantes (almoço de {{saint}}): [[P1.first]], [[P2.first]], [[P3.fl]] (externo, {{company}})",
    "5 estrelas. Procurem [[P1.first]] na loja de {{town}}, achou uma cor de {{nature}} no estoque e resolveu minha troca em cinco minutos.\n[[P2.fl]], compra verificada",
    "Escrevo pela minha mãe, [[P1.full]], que não usa e-mail. Cobraram {{amt}} por um {{product}} que ela devolveu dia {{date}}. Sou [[P2.first]], filha dela.",
    "[[P1.first]] e eu ([[P2.fl]]) fizemos pedido no mesmo dia e trocaram: cada um recebeu o {{product}} do outro.",
    "cc: [[P1.mail]], [[P2.fl]]\n[[P1.first]]: segundo [[P3.last]], do gabinete do {{job}}, a nota fiscal da {{company}} tem que ser reemitida antes de {{day}}.",
    "[[P1.t]] [[P1.last]] ligou de novo por causa do telhado depois d{{storm}}; diz que a {{company}} não mandou ninguém.",
    "[[P1.FL]] | BALCÃO DE TROCAS | {{shop}} | falar com [[P2.first]]",
    "Obrigada por resolver tão rápido ([[P1.first]], do chat, um amor). Só falta a conta do {{hospital}}.",
    "Retirada na farmácia em nome de [[P1.tt]] [[P1.first]] [[P1.last]]: RG conferido, retirado por [[P2.fl]] às {{time}}.",
    "oi, meu marido [[P1.first]] comprou a jaqueta {{brand}} pela {{assistant}} com o e-mail do trabalho mas sou eu, [[P2.first]], que vou devolver",
    # ninguém: só parecidos
    "{{=Socorro}}, o {{product}} cabe numa vaga de garagem normal? Pergunto antes de ir até {{town}}.",
    "{{=Branco}} ou cinza? A jaqueta {{brand}} aparece nas duas cores mas no carrinho só deixa escolher uma.",
    "Meu voo foi cancelado por causa d{{storm}}, dá pra adiar a entrega pra semana que vem? Moro perto d{{place}}.",
    "Pedi as almofadas cor de {{nature}} e vieram cor de {{nature}}. Quero trocar, pedido {{id}}.",
    "A {{assistant}} consegue pedir de novo os filtros do {{product}}? Diz que não tem em {{town}}.",
    "Entreguem na recepção do {{hospital}}, 4º andar, e não em casa na {{street}}.",
    "A camisa do {{team}} veio com o número errado nas costas. Tamanho G, pedido {{id}}.",
    "O vinil de {{title}} voltou ao estoque? E a edição especial de {{title}}?",
    "{{pet}} roeu o cabo de novo kkk, vocês vendem só o cabo do {{product}}?",
    "O orçamento é da {{company}} mas a nota veio da {{company}}, mesmo endereço na {{street}}. Pago qual?",
    "{{=Graça}} a Deus chegou! Mas veio sem o manual e é pro {{school}} amanhã.",
    "Mudamos da {{street}} pro prédio ao lado d{{place}}. Atualizem o endereço de cobrança, por favor.",
    "Feliz dia de {{saint}}! O cupom vale na {{shop}} ou só no site?",
    "O gabinete do {{job}} encomendou 40 unidades para o {{school}}; a nota é pra eles, não pra mim.",
    "A conta de {{=Luz}} veio junto no boleto da {{brand}}?? Acho que tem algo errado, código {{ref}}.",
    "{{=Rocha}} vulcânica decorativa, 2 kg, veio com o saco rasgado. Loja: {{shop}}.",
    "Recebi uma carta de recall do {{product}}. A concessionária perto d{{place}} diz que não é com eles.",
    "O vale-presente diz {{shop}} mas a loja de {{town}} não aceitou. {{pet}} comeu o comprovante, desculpa.",
    "envio=atrasado transportadora=\"{{company}}\" centro=\"{{place}}\" causa=\"{{storm}}\" assinatura=\"{{job}}\"",
    "Vocês entregam em {{town}}? Meu filho tá no {{hospital}} essa semana e quer um boné do {{team}}, só ouve {{title}}.",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED23 = NameSet(
    name="sealed23", message=Sealed23Message, seed=SEED, languages=LANGUAGES, templates=TEMPLATES, traps=TRAPS,
    origins=ORIGINS, word_names=WORD_NAMES, weights=WEIGHTS, particles=PARTICLES, feminine_endings=FEMININE,
    phones={"en": ("(415) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 11 90000-", 4)},
    team_mail={"en": ("support", "returns", "billing", "claims"), "es": ("soporte", "devoluciones", "facturacion",
                                                                         "siniestros"),
               "pt": ("suporte", "trocas", "faturamento", "sinistros")},
    middles=MIDDLES,
)
_feminine = SEALED23.feminine


def generate_sealed23(per_template: int = 4, seed: int = SEED) -> list[Sealed23Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED23, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED23)
