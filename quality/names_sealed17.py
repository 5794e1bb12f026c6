"""The sealed17 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with
people's names labelled, written apart from the recognizer by someone who never read it nor any
other set's templates. It measures PERSON; whoever tunes the recognizer never reads it.

A template holds people as [[P1.form]] holes (P1..P3; forms: full, fl, first, last, init, sur;
url for a query string, "+"-joined; mail for an e-mail address; t, tt, dr and o for a title or a
gender ending, never labelled) and other text as {{kind}} holes: a look-alike of that kind
({{company}}, {{street}}, ...), a literal look-alike ({{=Dr Pepper}}), a value ({{phone}},
{{email}}) or a filler ({{id}}, {{time}}, ...). A template with no "[[" holds no person.

Each template is filled `per_template` times per casing class: "as written"; "ALL CAPS" (every
other message upper case whole, the rest only its names); "lower case" (likewise, and in Spanish
and Portuguese every other one with its accents folded, as a customer who does not type them).

Names come from sources no earlier set used, picked by hand from each package's data into the
tables below (never imported at run time; each table says which, with version and licence):
- PyPI name-variants 0.1.3 (MIT; SecurityRonin's romanisation tables): Greek, Persian, Turkish
  (diacritics from its keys), Vietnamese (toned forms from its keys), Korean, Chinese (pinyin),
  Japanese, Indian (its Hindi, Tamil and Bengali tables), Arabic and Russian names; its tables of
  public figures (presidents, writers) left out.
- PyPI niafaker 1.0.0 (MIT): its Nigerian, Ghanaian, Kenyan, Egyptian, Moroccan and South African
  person tables (the last gives "van der Merwe", "du Plessis"-style particled surnames).
- PyPI morphex 0.1.0 (MIT): its lexicon of attested Nigerian name forms, tagged Yoruba, Igbo and
  Hausa and reviewed by a native speaker; upper case there, written here in title case.
- PyPI nameCreator 1.0.0 (Apache-2.0): its American first-name and surname lists and its Spanish
  lists (written without accents there; the accents are written back here: "Maria Dolores" as
  "María Dolores").
Tables written here by hand, for origins no new package holds: African-American, Irish/Scottish
(O', D', Mc, Mac), Mexican, Central American, Andean, Rioplatense first names, Caribbean,
Brazilian, Afro-Brazilian devotional surnames, Portuguese, Filipino, Haitian and the names that
are also words of each language. Checked and left out: PyPI global-names 0.0.2 (ships no names),
schoolmock-br 2.1.0 (IBGE series, out of bounds) and egy-names 0.3.6 (MIT; its Egyptian names
are covered by niafaker's), and nameCreator's Finnish, Swedish, French and German lists.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 52_817

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed17Message(TemplateMessage):
    """A message of the sealed17 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "da", "do", "dos", "das", "del", "la", "las", "los", "di", "van", "der",
                       "du", "dela", "delos", "e", "y"})

# ---------------------------------------------------------------------------------------------
# English-American. nameCreator 1.0.0 (Apache-2.0), F/M/L names/american.txt, a spread of ranks.
EN_WOMEN = ("Charlotte", "Evelyn", "Harper", "Eleanor", "Abigail", "Scarlett", "Penelope", "Madison",
            "Avery", "Lucy", "Isabelle", "Kylie", "Brynlee", "Marley", "Elise", "Maggie", "Camryn",
            "Sabrina", "Maren", "Sylvia", "Beatrice", "Kendra", "Carly", "Kassidy", "Roselyn", "Ashlynn")
EN_MEN = ("Oliver", "Caleb", "Dominic", "Ryder", "Ashton", "Dawson", "Remington", "Paxton", "Emerson",
          "Jensen", "Spencer", "Callan", "Archie", "Winston", "Donovan", "Trevor", "Peyton", "Dorian",
          "Reece", "Edison", "Colter", "Louie", "Carter")
EN_SURNAMES = ("Adams", "Bailey", "Barnes", "Becker", "Blair", "Brady", "Burke", "Carroll", "Chandler",
               "Clarke", "Duncan", "Gibson", "Goodman", "Hansen", "Harrison", "Henderson", "Hines",
               "Hopkins", "Jennings", "Larson", "Morrison", "Myers", "Nichols", "Pierce", "Richards",
               "Robertson", "Saunders", "Simpson", "Townsend", "Wallace", "Webb", "Wolfe")

# African-American, written here.
AA_WOMEN = ("Tamika", "Keisha", "Latoya", "Shanice", "Imani", "Aaliyah", "Tanisha", "Shaniqua",
            "Kiara", "Jazmine", "Ebony", "Monique", "Dominique", "Lashonda")
AA_MEN = ("DeShawn", "Tyrone", "Marquis", "Darnell", "Terrell", "Malik", "Dwayne", "Jamar", "Quentin",
          "Rashad", "DeAndre", "Cornelius", "Tavon", "Jaylen")
AA_SURNAMES = ("Washington", "Robinson", "Coleman", "Booker", "Gaines", "Mosley", "Whitfield",
               "Battle", "Pettiford", "Hollins", "Faison", "Boykin", "McCray", "Dorsey", "Tolliver")

# Irish and Scottish, written here (O', D', Mc, Mac and the Gaelic spellings).
IRISH_WOMEN = ("Orla", "Róisín", "Maeve", "Eilidh", "Ailsa", "Bridget", "Caitríona", "Clodagh",
               "Gráinne", "Mairead", "Fionnuala", "Kirsty")
IRISH_MEN = ("Ciarán", "Fergus", "Lachlan", "Pádraig", "Ruairí", "Hamish", "Niall", "Oisín", "Tadhg",
             "Alasdair", "Dónal", "Finlay")
IRISH_SURNAMES = ("O'Sullivan", "O'Rourke", "O'Donoghue", "O'Malley", "O'Flaherty", "D'Arcy",
                  "McAllister", "McGuinness", "McTavish", "MacDougall", "MacLeod", "MacNeil",
                  "Fitzgerald", "Gallagher", "Donnelly", "Kavanagh", "Sweeney", "Lennox", "Buchanan",
                  "Kerrigan")

# Spanish (Spain). nameCreator 1.0.0 (Apache-2.0), names/spanish.txt (INE lists), accents written
# back; compound first names as the list holds them.
ES_WOMEN = ("María Dolores", "María Teresa", "Ana Isabel", "Rosa María", "María Mercedes",
            "María Luisa", "Concepción", "Encarnación", "Montserrat", "Inmaculada", "Nerea",
            "Lourdes", "Asunción", "Mireia", "Ariadna", "Leire", "Judit", "Azahara", "Olalla",
            "Casilda", "Ylenia", "Mencía", "Nagore", "Meritxell")
ES_MEN = ("Juan Francisco", "Juan Miguel", "Marco Antonio", "José Luis", "Juan Daniel",
          "Francisco Javier", "Isidoro", "Cándido", "Fidel", "Eneko", "Saturnino", "Cayetano",
          "Brais", "Anselmo", "Nemesio", "Delfín", "Agustí", "Sabino", "Severiano", "Nicasio",
          "Donato", "Unai", "Rodrigo", "Enrique")
ES_SURNAMES = ("González", "Pérez", "Díaz", "Gutiérrez", "Suárez", "Marín", "Prieto", "Nieto",
               "Durán", "Vargas", "Sáez", "Espinosa", "Camacho", "Galán", "Segura", "Bernal",
               "Palacios", "Roldán", "Aparicio", "Gálvez", "Bermúdez", "Hurtado", "Sancho",
               "Blasco", "Valverde", "Montoya", "Martos", "Gimeno", "Puig", "Galindo", "Ojeda",
               "Domènech", "Cantero", "Palomo", "Arranz", "Barreiro", "Vergara", "Losada",
               "Cebrián", "Aznar", "Royo", "Pizarro", "Salguero", "Mateu")
ES_PARTICLED = ("de la Fuente", "de la Torre", "de las Heras", "del Pozo", "de los Ríos",
                "de la Calle", "del Valle")

# Mexican, written here.
MX_WOMEN = ("Guadalupe", "Itzel", "Xóchitl", "Yesenia", "María Guadalupe", "Citlali", "Nayeli",
            "Brenda Berenice", "Araceli", "Marisela")
MX_MEN = ("Juan Pablo", "Jesús Alberto", "Cuauhtémoc", "Brayan", "Luis Ángel", "Efrén", "Heriberto",
          "Rigoberto", "Uriel", "Sergio Iván")
MX_SURNAMES = ("Arellano", "Zavala", "Cázares", "Ochoa", "Villarreal", "Olvera", "Barragán",
               "Montiel", "Zúñiga", "Tlapale", "Huerta", "Quintanilla", "Ibarra", "Sandoval")
MX_PARTICLED = ("de la Garza", "de León", "del Ángel", "de la Rosa")

# Central American (Guatemala, Honduras, El Salvador, Nicaragua), written here.
CA_WOMEN = ("Dunia", "Karla Patricia", "Xiomara", "Wendy Yamileth", "Iris Marleny", "Dilcia",
            "Sonia Elizabeth", "Glenda")
CA_MEN = ("Selvin", "Byron", "Nery", "Kevin Josué", "Darwin", "Élmer Antonio", "Marvin", "Wilson")
CA_SURNAMES = ("Xitumul", "Cojtí", "Tzoc", "Portillo", "Menjívar", "Alvarenga", "Funes", "Lemus",
               "Zelaya", "Ajú", "Canales", "Bonilla", "Mejía", "Urbina")

# Andean (Peru, Bolivia, Ecuador), written here.
AN_WOMEN = ("Ruth Mery", "Maribel", "Killa", "Nélida", "Flor de María", "Yeni", "Sumaq", "Vilma",
            "Rosalía", "Epifanía")
AN_MEN = ("Wilfredo", "Efraín", "Yoni", "Amaru", "Teófilo", "Washington", "Grimaldo", "Porfirio",
          "Huber", "Ronald")
AN_SURNAMES = ("Huanca", "Ticona", "Limachi", "Poma", "Ccori", "Pari", "Layme", "Ayma", "Chambi",
               "Huarachi", "Cutipa", "Quishpe", "Chuquimia", "Yapura")

# Rioplatense: first names written here; Italian surnames from nameCreator 1.0.0 (Apache-2.0),
# names/italian.txt, and Basque ones written here.
RIO_WOMEN = ("Florencia", "Luján", "Belén", "Brenda", "Rocío", "Valentina", "Julieta", "Abril",
             "Guadalupe", "Pilar", "Camila")
RIO_MEN = ("Joaquín", "Bautista", "Franco", "Leandro", "Ezequiel", "Thiago", "Ignacio", "Benjamín",
           "Emiliano", "Gonzalo", "Nicolás")
RIO_SURNAMES = ("Ferrari", "Bianchi", "Colombo", "Ricci", "Giordano", "Lombardi", "Moretti",
                "Mancini", "Conti", "Esposito", "Etchegaray", "Iturralde", "Berisso", "Zabaleta")
RIO_PARTICLED = ("De Luca", "Di Stefano", "Di Pietro", "De Marco")

# Caribbean (Dominican, Puerto Rican, Cuban), written here.
CB_WOMEN = ("Yokasta", "Arelis", "Yaritza", "Marisol", "Yanelis", "Dayana", "Yajaira", "Mildred",
            "Odalys", "Yudelkis")
CB_MEN = ("Yunior", "Yoel", "Osvaldo", "Ramfis", "Yadier", "Radhamés", "Frankelly", "Wilkin",
          "Reinaldo", "Yasiel")
CB_SURNAMES = ("Peralta", "Batista", "Almonte", "Santana", "Figueroa", "Rivera", "Colón", "Valdés",
               "Betancourt", "Pichardo", "Encarnación", "Tavárez", "Mercedes")

# Brazilian, written here.
BR_WOMEN = ("Thaís", "Jéssica", "Daiane", "Maria Clara", "Ana Júlia", "Luana", "Rayssa", "Tainá",
            "Maria Luiza", "Kelly Cristina", "Lorena", "Gabriely", "Eduarda", "Sthefany")
BR_MEN = ("Wesley", "Cauã", "Davi Lucca", "Luiz Henrique", "Everton", "Wellington", "Kauê",
          "Pedro Henrique", "Jhonatan", "Ícaro", "Caio", "Renan", "Murilo", "Edvaldo")
BR_SURNAMES = ("Barbosa", "Ribeiro", "Gomes", "Martins", "Araújo", "Cardoso", "Teixeira", "Moura",
               "Cavalcanti", "Albuquerque", "Siqueira", "Nogueira", "Oliveira", "Pereira", "Bezerra",
               "Medeiros", "Tavares", "Lacerda", "Brandão", "Guimarães")
BR_PARTICLED = ("da Silveira", "dos Reis", "de Araújo", "da Rocha", "do Amaral", "das Neves",
                "de Paula", "do Carmo")

# Afro-Brazilian, written here: devotional surnames.
AB_WOMEN = ("Conceição", "Luzia", "Jandira", "Marinalva", "Valdirene", "Edileuza", "Josenilda",
            "Cleonice", "Rosineide", "Damiana")
AB_MEN = ("Adenilson", "Valdomiro", "Josivaldo", "Damião", "Raimundo", "Erisvaldo", "Genivaldo",
          "Reinaldo", "Jailson", "Ubiraci")
AB_SURNAMES = ("Santana", "Bonfim", "Ferreira", "Silva", "Santos", "Sacramento", "Assunção")
AB_DEVOTIONAL = ("dos Santos", "da Conceição", "de Jesus", "do Espírito Santo", "das Dores",
                 "da Luz", "dos Prazeres", "do Rosário")

# Portuguese (Portugal), written here.
PT_WOMEN = ("Mafalda", "Constança", "Carolina", "Madalena", "Teresa", "Francisca", "Benedita",
            "Leonor", "Margarida")
PT_MEN = ("Henrique", "Martim", "Salvador", "Rodrigo", "Francisco", "Gaspar", "Simão", "Lourenço",
          "Jerónimo")
PT_SURNAMES = ("Carvalhal", "Queirós", "Sampaio", "Pinto", "Lopes", "Mourão", "Coelho", "Amorim",
               "Cordeiro", "Valente", "Quintela", "Bettencourt", "Meireles", "Vieira")

# Filipino, written here.
PH_WOMEN = ("Rowena", "Jocelyn", "Mylene", "Marites", "Jennylyn", "Rhodora", "Maricar", "Charmaine",
            "Analyn", "Rosalinda")
PH_MEN = ("Rommel", "Joselito", "Jericho", "Arnel", "Reynaldo", "Efren", "Bienvenido", "Nonoy",
          "Jomar", "Ramil")
PH_SURNAMES = ("Macaraeg", "Pangilinan", "Soriano", "Manalo", "Dizon", "Tolentino", "Mercado",
               "Villanueva", "Magsaysay", "Catapang", "Lacson", "Buenaventura", "Panganiban")
PH_PARTICLED = ("dela Paz", "de los Reyes", "del Mundo", "delos Angeles", "dela Rosa")

# Haitian, written here.
HT_WOMEN = ("Marie-Ange", "Fabiola", "Lovely", "Widline", "Rose-Berthe", "Dieula", "Marie-Carmelle",
            "Roseline", "Fabienne", "Nadine")
HT_MEN = ("Jean-Robert", "Frantz", "Wisly", "Réginald", "Pierre-Louis", "Jean-Ronel", "Wilfrid",
          "Ernso", "Jacky", "Evens")
HT_SURNAMES = ("Célestin", "Dorvil", "Jean-Louis", "Delva", "Fils-Aimé", "Exantus", "Laguerre",
               "Bien-Aimé", "Désir", "Saint-Fort", "Joachim", "Théodore", "Casimir")

# Greek. name-variants 0.1.3 (MIT), greek_names.py: first forms (ISO or common), by hand.
GR_WOMEN = ("Eleni", "Katerina", "Anastasia", "Eirini", "Paraskevi", "Vasiliki", "Dimitra",
            "Angeliki", "Foteini", "Kyriaki", "Hariklia", "Magdalini")
GR_MEN = ("Konstantinos", "Giorgos", "Christos", "Nikos", "Dimitris", "Giannis", "Stavros",
          "Panagiotis", "Thanasis", "Vasilis", "Evangelos", "Spyridon", "Lambros", "Achilleas")
GR_SURNAMES = ("Papadopoulos", "Papadimitriou", "Georgiou", "Nikolaou", "Antoniou", "Dimitriou",
               "Christodoulou", "Anastasiou", "Konstantinou", "Stavridis", "Karagiannis")

# Persian. name-variants 0.1.3 (MIT), persian_names.py.
FA_WOMEN = ("Zahra", "Maryam", "Narges", "Shirin", "Parisa", "Elnaz", "Negar", "Mahnaz", "Bahareh",
            "Golnaz", "Mahsa", "Sepideh", "Roya", "Fariba", "Parvaneh", "Nasrin")
FA_MEN = ("Hossein", "Reza", "Mahdi", "Alireza", "Milad", "Arash", "Dariush", "Farhad", "Kamran",
          "Bahram", "Shahram", "Fereydoon", "Kianoush", "Peyman", "Pouya", "Behzad", "Kaveh", "Sohrab")
FA_SURNAMES = ("Mohammadi", "Ahmadi", "Rezaei", "Hosseini", "Mousavi")

# Turkish. name-variants 0.1.3 (MIT), turkish_names.py: its keys, with the Turkish letters.
TR_WOMEN = ("Fatma", "Ayşe", "Emine", "Hatice", "Zeynep", "Derya", "Büşra", "Hülya", "Özlem", "Aslı",
            "Şule", "Yeliz", "Filiz", "Tuğba", "Gamze", "Pınar", "Çiğdem")
TR_MEN = ("Mehmet", "Ahmet", "Hüseyin", "Ömer", "Süleyman", "Cem", "Kemal", "Tarık", "Sercan", "Berk",
          "Onur", "Ufuk", "Barış", "Umut", "Kaan", "Tuğrul", "Selçuk", "Oğuz", "Çağatay", "Ayhan")
TR_SURNAMES = ("Çelik", "Şahin", "Yıldız", "Öztürk", "Kaya", "Demir", "Doğan", "Arslan", "Aydın",
               "Özdemir", "Şimşek", "Güler", "Çetin", "Koç", "Gündüz", "Bulut", "Aktaş", "Yılmaz",
               "Polat")

# Vietnamese. name-variants 0.1.3 (MIT), vietnamese_surnames.py: its toned keys (given names from
# the same table's given-name rows); the ones written with đ left out.
VI_SURNAMES = ("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Bùi", "Hồ",
               "Ngô", "Dương", "Lý", "Trịnh", "Lưu", "Phùng", "Vương", "Trương", "Mai", "Lâm", "Quách",
               "Kiều", "Lương", "Thạch")
VI_WOMEN = ("Hương", "Linh", "Phương", "Ngọc", "Lan", "Thu", "Loan", "Chi", "Nga", "Diễm", "Nhung",
            "Trang", "Uyên", "Thúy", "Xuân", "Yến")
VI_MEN = ("Dũng", "Tuấn", "Hải", "Nam", "Quang", "Long", "Hòa", "Bình", "Khoa", "Thành", "Thắng",
          "Minh", "Anh", "Hùng")
VI_MIDDLE = {"women": ("Thị", "Ngọc", "Kim"), "men": ("Văn", "Đức", "Minh")}

# Korean. name-variants 0.1.3 (MIT), korean_surnames.py and korean_given_names.py (given names
# written as syllables joined by a hyphen, as Korean passports do).
KO_SURNAMES = ("Kim", "Park", "Choi", "Jung", "Kang", "Jo", "Yoon", "Jang", "Lim", "Han", "Oh", "Seo",
               "Shin", "Kwon", "Hwang", "Song", "Ryu", "Jeon", "Hong", "Moon", "Bae", "Baek", "Heo",
               "Kwak", "Chae")
KO_WOMEN = ("Ye-rin", "Ji-woo", "Su-hyun", "Hye-jin", "Seo-yeon", "Eun-ji", "Mi-na", "So-yeon",
            "Yoon-ah", "Ha-eun", "Da-som")
KO_MEN = ("Min-jun", "Seo-jun", "Ji-ho", "Ji-hun", "Ye-jun", "Do-hyun", "Jae-seok", "Hyun-woo",
          "Seung-min", "Tae-hwan", "Byung-chul")

# Chinese (pinyin). name-variants 0.1.3 (MIT), chinese_surnames.py and chinese_given_names.py
# (given names of one syllable or two of its syllables joined).
ZH_SURNAMES = ("Wang", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Zhou", "Sun", "Guo", "Gao",
               "Lin", "Zheng", "Luo", "Liang", "Song", "Tang", "Cao", "Peng", "Xiao", "Tian", "Yuan",
               "Ouyang", "Situ", "Zhuge", "Cui", "Qiu")
ZH_WOMEN = ("Fang", "Juan", "Xia", "Jing", "Ting", "Xueying", "Yating", "Lihua", "Qian", "Shanshan",
            "Meiling", "Xiaoqing", "Rong", "Yue")
ZH_MEN = ("Qiang", "Tao", "Zhiwei", "Chao", "Gang", "Lei", "Haoran", "Jianguo", "Zexuan", "Kun",
          "Peng", "Xiangdong", "Ruiyang", "Guoping")

# Japanese. name-variants 0.1.3 (MIT), japanese_surnames.py and japanese_given_names.py.
JA_SURNAMES = ("Suzuki", "Takahashi", "Watanabe", "Kobayashi", "Yoshida", "Sasaki", "Yamaguchi",
               "Inoue", "Kimura", "Shimizu", "Hashimoto", "Ishikawa", "Hasegawa", "Fujita", "Goto",
               "Murakami", "Nishimura", "Miura", "Hirose", "Kikuchi", "Higuchi", "Shinohara")
JA_WOMEN = ("Himari", "Yuna", "Riko", "Misaki", "Koharu", "Yui", "Sakura", "Kanon", "Nanami",
            "Akemi", "Mayumi", "Chinatsu", "Shiori", "Megumi", "Kotone")
JA_MEN = ("Hiroto", "Yuma", "Minato", "Itsuki", "Yamato", "Kenta", "Yuta", "Tsuyoshi", "Susumu",
          "Toru", "Hikaru", "Daiki", "Kotaro", "Haruto", "Saburo")

# Indian. name-variants 0.1.3 (MIT), indian_names_hindi.py, indian_names_tamil.py and
# indian_names_bengali.py; D'Souza (Goan) written here.
IN_WOMEN = ("Preeti", "Sunita", "Rekha", "Mamta", "Savita", "Kavita", "Shobha", "Meenakshi",
            "Revathi", "Malathi", "Keerthana", "Dharshini", "Sayani", "Mousumi", "Chaitali",
            "Debayani", "Madhumita", "Aparna")
IN_MEN = ("Rajesh", "Dinesh", "Naresh", "Vinod", "Arvind", "Sandeep", "Abhishek", "Manoj",
          "Vikneswaran", "Karthikeyan", "Rajendran", "Murali", "Sridhar", "Subhash", "Amitabh",
          "Debasish", "Anirban", "Partha", "Arnab", "Sourav")
IN_SURNAMES = ("Srivastava", "Tiwari", "Dubey", "Chaudhary", "Tripathi", "Dixit", "Awasthi",
               "Saxena", "Bhargava", "Bajpai", "Velusamy", "Murugesan", "Ramasamy", "Natarajan",
               "Palanisamy", "Arunachalam", "Chattopadhyay", "Mukhopadhyay", "Bhattacharya",
               "Chakraborty", "Majumdar", "Biswas", "D'Souza")

# Nigerian (Yoruba, Igbo, Hausa). niafaker 1.0.0 (MIT), locales/ng/person.json, and morphex 0.1.0
# (MIT), data/lexicon.tsv (reviewed forms only), title-cased.
NG_WOMEN = ("Folake", "Bimpe", "Yetunde", "Chiamaka", "Onyinye", "Nkechi", "Amaka", "Chinyere",
            "Ireti", "Bolatito", "Yewande", "Morenike", "Titilayo", "Adunni", "Bukola", "Hadiza",
            "Hauwa", "Bilkisu", "Salamatu", "Balaraba", "Adaobi", "Adebimpe")
NG_MEN = ("Chukwuemeka", "Chinedu", "Olumide", "Kunle", "Ifeanyi", "Gbenga", "Segun", "Chukwudi",
          "Olawale", "Nonso", "Chibueze", "Aliyu", "Kabiru", "Danladi", "Garba", "Bashir", "Yakubu",
          "Adedamola")
NG_SURNAMES = ("Okeke", "Oluwole", "Adesina", "Ogunleye", "Bakare", "Oyekan", "Chukwuma", "Babalola",
               "Ogunbiyi", "Mbanefo", "Ezeudu", "Okoli", "Achebe", "Anyanwu", "Danjuma", "Ekwueme",
               "Mgbemena", "Ogbonna", "Ogundimu", "Onifade", "Owolabi", "Rabiu", "Shehu", "Tanko",
               "Udoka", "Waziri", "Akintola", "Ilori", "Odukoya", "Nwokike")

# Ghanaian and Kenyan. niafaker 1.0.0 (MIT), locales/gh and locales/ke person.json.
EA_WOMEN = ("Akua", "Adwoa", "Abena", "Akosua", "Efua", "Serwaa", "Wanjiru", "Wangari", "Nyambura",
            "Wambui", "Atieno", "Adhiambo", "Chebet", "Jepkosgei", "Mwende", "Nthenya")
EA_MEN = ("Kwame", "Kofi", "Kojo", "Kwesi", "Kwabena", "Kwadwo", "Kamau", "Njoroge", "Kariuki",
          "Odhiambo", "Otieno", "Kipchoge", "Musyoka", "Kilonzo", "Wambua", "Muchiri")
EA_SURNAMES = ("Mensah", "Asante", "Boateng", "Yeboah", "Opoku", "Quarshie", "Nyarko", "Amoako",
               "Sarpong", "Gyamfi", "Lamptey", "Frimpong", "Mwangi", "Njenga", "Mutua", "Omondi",
               "Kimani", "Mburu", "Kinyua", "Mathenge", "Kosgei", "Mutiso")

# Southern African. niafaker 1.0.0 (MIT), locales/za/person.json (Zulu, Sotho, Afrikaans).
ZA_WOMEN = ("Nomsa", "Thandi", "Zanele", "Busisiwe", "Lindiwe", "Noluthando", "Zinhle", "Marietjie",
            "Elsabe", "Nomvula", "Lerato", "Refilwe", "Naledi", "Sibongile")
ZA_MEN = ("Themba", "Sipho", "Mandla", "Sello", "Kagiso", "Thabo", "Bongani", "Njabulo", "Kobus",
          "Andries", "Pieter", "Xolani", "Mthunzi", "Nhlanhla")
ZA_SURNAMES = ("Dlamini", "Khumalo", "Mthembu", "Mahlangu", "Ndlovu", "Mbatha", "Ngcobo", "Botha",
               "Fourie", "Ngwenya", "Sithole", "Molefe", "Shabalala", "Maluleke", "Sibiya")
ZA_PARTICLED = ("van der Merwe", "van Wyk", "du Plessis", "van Rensburg")

# Arabic (Levant, Gulf, Egypt, Maghreb). name-variants 0.1.3 (MIT), arabic_names.py, first names;
# niafaker 1.0.0 (MIT), locales/eg and locales/ma person.json, surnames.
AR_WOMEN = ("Fatima", "Aisha", "Maryam", "Hind", "Salma", "Rana", "Samia", "Khadija", "Asma", "Sana",
            "Nawal", "Huda", "Salwa", "Lubna", "Sahar", "Ghada", "Shayma", "Najwa", "Basma",
            "Lamia", "Abeer", "Rawan", "Maysun", "Thuraya")
AR_MEN = ("Khaled", "Youssef", "Abdulrahman", "Saeed", "Sulayman", "Mustafa", "Yahya", "Dawud",
          "Abdulaziz", "Tariq", "Ziyad", "Yasser", "Faisal", "Walid", "Munir", "Hisham", "Rashid",
          "Hakim", "Lutfi", "Magdi", "Safwan", "Zakariya")
AR_SURNAMES = ("El-Sayed", "El-Masry", "El-Abbasy", "Abdel-Aziz", "El-Shafie", "El-Khatib",
               "El-Gamal", "El-Badawy", "El-Naggar", "Farouk", "Soliman", "Osman", "Benjelloun",
               "Tazi", "Bennani", "Chraibi", "Bensouda", "Kettani", "Benkirane", "Bouzoubaa",
               "Benchekroun", "Tahiri", "Al-Amrani", "Al-Fassi")

# Eastern European (Russian, Ukrainian). name-variants 0.1.3 (MIT), russian_surnames.py: its
# transliterated surnames (public figures left out) and first names.
EE_WOMEN = ("Natalia", "Olga", "Tatiana", "Irina", "Svetlana", "Ekaterina", "Lyudmila")
EE_MEN = ("Dmitry", "Sergei", "Andrei", "Alexei", "Mikhail", "Nikolai", "Pavel", "Vladimir")
EE_SURNAMES = ("Smirnov", "Kuznetsov", "Popov", "Vasilyev", "Sokolov", "Mikhailov", "Novikov",
               "Morozov", "Volkov", "Lebedev", "Yegorov", "Kozlov", "Stepanov", "Orlov", "Makarov",
               "Nikitin", "Zakharov", "Zaitsev", "Solovyov", "Vorobyov", "Frolov", "Tikhonov")

# Names that are also words of the language, written here.
WORD_NAMES = {
    "en": {"women": ("Hope", "Summer", "Rose", "Faith", "Joy", "Grace", "Ivy", "Amber", "Iris", "Holly",
                     "Dawn", "April", "Crystal", "Honey"),
           "men": ("Mark", "Will", "Bill", "Frank", "Rusty", "Chase", "Hunter", "Grant", "Drew", "Pat",
                   "Sonny", "Royal"),
           "surnames": ("Baker", "Street", "Black", "Young", "Price", "Bishop", "Rich", "Moody", "Fox",
                        "Hill", "Banks", "Church", "Bell", "Wolf", "Little", "Cash")},
    "es": {"women": ("Rosario", "Luz", "Dolores", "Consuelo", "Amparo", "Soledad", "Pilar", "Paz",
                     "Esperanza", "Victoria", "Milagros", "Socorro", "Remedios", "Estrella"),
           "men": ("Ángel", "Salvador", "Clemente", "Modesto", "Inocencio", "Amado", "Severo",
                   "Bienvenido", "Fortunato", "Domingo"),
           "surnames": ("Blanco", "Rey", "Cruz", "Prado", "Moreno", "Bravo", "Calvo", "Delgado", "Leal",
                        "Campos", "Peña", "Manso", "Caballero", "Lobo", "Toro", "Iglesias")},
    "pt": {"women": ("Vitória", "Flor", "Graça", "Luz", "Glória", "Aurora", "Socorro", "Serena",
                     "Estrela", "Celeste", "Pérola", "Dores"),
           "men": ("Amado", "Severo", "Leão", "Natal", "Prudente", "Inocêncio", "Bento", "Jordão",
                   "Vitorino", "Sereno"),
           "surnames": ("Serra", "Leal", "Rocha", "Ramos", "Pinto", "Coelho", "Rosa", "Flores",
                        "Cordeiro", "Raposo", "Carneiro", "Neves", "Barros", "Prado", "Mata",
                        "Campos", "Oliveira", "Pereira", "Nogueira", "Guerra")},
}


ORIGINS = {
    "english": Origin(EN_WOMEN, EN_MEN, EN_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish_scottish": Origin(IRISH_WOMEN, IRISH_MEN, IRISH_SURNAMES, "single"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two", MX_PARTICLED),
    "central_american": Origin(CA_WOMEN, CA_MEN, CA_SURNAMES, "two"),
    "andean": Origin(AN_WOMEN, AN_MEN, AN_SURNAMES, "two"),
    "rioplatense": Origin(RIO_WOMEN, RIO_MEN, RIO_SURNAMES, "single", RIO_PARTICLED),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_DEVOTIONAL),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "persian": Origin(FA_WOMEN, FA_MEN, FA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "single"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "single"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "single"),
    "ghanaian_kenyan": Origin(EA_WOMEN, EA_MEN, EA_SURNAMES, "single"),
    "southern_african": Origin(ZA_WOMEN, ZA_MEN, ZA_SURNAMES, "single", ZA_PARTICLED),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "eastern_european": Origin(EE_WOMEN, EE_MEN, EE_SURNAMES, "slavic"),
    "word": Origin((), (), (), "word"),
}

# How often each origin is drawn, per language (every origin in every language).
_LOCAL = {"en": {"english": 9, "african_american": 5, "irish_scottish": 4, "word": 5, "mexican": 3,
                 "caribbean": 2, "filipino": 2, "indian": 3, "chinese": 3, "korean": 2, "vietnamese": 2,
                 "nigerian": 3},
          "es": {"spanish": 9, "mexican": 5, "central_american": 4, "andean": 4, "rioplatense": 4,
                 "caribbean": 4, "word": 5, "filipino": 2},
          "pt": {"brazilian": 10, "afro_brazilian": 5, "portuguese": 4, "word": 5, "japanese": 2,
                 "rioplatense": 2, "arabic": 2}}
WEIGHTS = {language: {origin: _LOCAL[language].get(origin, 1) for origin in ORIGINS} for language in LANGUAGES}

# A "slavic" origin's surname as a woman bears it: (a man's ending, a woman's).
_FEMININE = (("sky", "skaya"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))


# ---------------------------------------------------------------------------------------------
# Look-alikes: text that looks like a name and is none, never labelled. Each kind is drawn for a
# {{kind}} hole; {{=text}} writes a literal one.
TRAPS = {
    "en": {
        "company": ("Charles Schwab", "Edward Jones", "Jenny Craig", "Wells Fargo", "Marks & Spencer",
                    "Sallie Mae", "Freddie Mac", "Merrill Lynch", "Trader Joe's", "Sherwin-Williams"),
        "street": ("Martin Luther King Jr. Blvd", "Cesar Chavez Ave", "Harriet Tubman Street",
                   "Fitzgerald Road", "Grant Street", "Jefferson Davis Hwy", "Lincoln Way", "Sojourner Truth Lane"),
        "hospital": ("Johns Hopkins", "Cedars-Sinai", "Mount Sinai", "Lucile Packard Children's Hospital",
                     "St. Jude", "Mayo Clinic", "Sloan Kettering", "Henry Ford Hospital"),
        "school": ("Roosevelt Elementary", "Kennedy High School", "Thurgood Marshall Academy",
                   "Booker T. Washington High", "Sally Ride Middle School", "Cesar Chavez Elementary"),
        "fashion": ("Tommy Hilfiger", "Calvin Klein", "Kate Spade", "Kenneth Cole", "Michael Kors",
                    "Ralph Lauren", "Vera Wang", "Marc Jacobs"),
        "food": ("Betty Crocker", "Jack Daniel's", "Tim Hortons", "Ben & Jerry's", "Little Debbie", "Sara Lee",
                 "Orville Redenbacher's"),
        "gadget": ("Dyson", "Bose", "Miele", "Hamilton Beach", "Black+Decker", "Braun", "Sennheiser",
                   "Marshall"),
        "restaurant": ("Carmine's", "Ruth's Chris", "Wendy's", "Denny's", "Jack in the Box", "Papa John's",
                       "Popeyes", "Chuck E. Cheese"),
        "song": ("Jolene", "Billie Jean", "Eleanor Rigby", "Forrest Gump", "Jerry Maguire", "Annie Hall",
                 "Roxanne", "Hey Jude"),
        "app": ("Jenkins", "Alexa", "Siri", "Watson", "Erica", "Julia", "Cortana", "Ada"),
        "storm": ("Hurricane Ian", "Tropical Storm Hermine", "Storm Ciarán", "Hurricane Beryl",
                  "Hurricane Milton", "Storm Babet", "Hurricane Helene"),
        "place": ("Charlotte", "Austin", "Florence", "Jackson", "Madison", "Eugene", "Tyler", "Victoria",
                  "Elizabeth", "Augusta"),
        "holiday": ("St. Patrick's Day", "Martin Luther King Day", "Presidents' Day", "Valentine's Day",
                    "Columbus Day", "Juneteenth", "St. Andrew's Day"),
        "ship": ("Queen Mary 2", "Carnival Elation", "Norwegian Joy", "Queen Elizabeth", "Allure of the Seas"),
    },
    "es": {
        "company": ("Massimo Dutti", "Rosa Clará", "Casa Tarradellas", "Leche Pascual", "Aceites Ybarra",
                    "Hermanos Galindo S.L.", "Ferretería Jiménez", "Farmacia Ortega", "Mercería Lucía"),
        "street": ("calle Alcalá", "avenida Blasco Ibáñez", "calle Doctor Fleming", "avenida Menéndez Pelayo",
                   "calle Marqués de Urquijo", "avenida Benito Juárez", "calle Padre Damián",
                   "paseo de Rosales", "calle Conde de Peñalver"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Hospital Virgen del Rocío",
                     "Hospital Severo Ochoa", "Hospital Niño Jesús", "Hospital Clínico San Carlos",
                     "Hospital Fundación Jiménez Díaz"),
        "school": ("Colegio San José de Calasanz", "Instituto Rosalía de Castro", "Instituto Ramiro de Maeztu",
                   "Colegio Santa María del Pilar", "Colegio Miguel de Cervantes", "Instituto Clara Campoamor"),
        "fashion": ("Purificación García", "Custo Barcelona", "Pedro del Hierro", "Roberto Verino",
                    "Ágatha Ruiz de la Prada", "Hannibal Laguna", "Adolfo Domínguez", "Carolina Herrera"),
        "food": ("Don Simón", "Tío Pepe", "Marqués de Riscal", "Ramón Bilbao", "Juan Valdez", "Faustino",
                 "Cerveza Victoria"),
        "gadget": ("Bosch", "Braun", "Miele", "Dyson", "Rowenta", "Sennheiser", "Bose"),
        "restaurant": ("Casa Lucio", "Casa Pepe", "Casa Manolo", "Bar Pepito", "Casa Paco", "Mesón Cándido",
                       "Taberna Antonio Sánchez"),
        "song": ("Macarena", "Pedro Páramo", "Marianela", "La Celestina", "Doña Bárbara", "Volver",
                 "Rayuela", "Cielito Lindo"),
        "app": ("Alexa", "Siri", "Aura", "Bizum", "Wallapop", "Lola", "Clara"),
        "storm": ("borrasca Filomena", "borrasca Gloria", "tormenta tropical Óscar", "tormenta tropical Alberto",
                  "borrasca Ciarán", "borrasca Juliette", "borrasca Bernard"),
        "place": ("Santa Cruz", "San Sebastián", "Mercedes", "Concepción", "Guadalupe", "Santiago",
                  "Trinidad", "Dolores", "Victoria", "Florida"),
        "holiday": ("San Juan", "San Fermín", "Día de San Valentín", "Virgen de Guadalupe", "San Isidro",
                    "Día de Reyes", "Santiago Apóstol", "Día de la Hispanidad"),
        "ship": ("Juan Sebastián de Elcano", "Ciudad de Granada", "Volcán de Tijarafe", "Martín i Soler"),
    },
    "pt": {
        "company": ("Magazine Luiza", "Lojas Marisa", "Cia. Hering", "Leroy Merlin", "Supermercados Zaffari",
                    "Tramontina", "Carmen Steffens", "Padaria Santa Terezinha", "Casas Pernambucanas"),
        "street": ("Rua Oscar Freire", "Avenida Getúlio Vargas", "Rua Teodoro Sampaio", "Avenida Rebouças",
                   "Rua Frei Caneca", "Rua Marechal Deodoro", "Praça Tiradentes", "Rua Barão de Itapetininga",
                   "Avenida Brigadeiro Faria Lima", "Rua Dona Maria Paula"),
        "hospital": ("Hospital Albert Einstein", "Hospital Santa Marcelina", "Hospital Oswaldo Cruz",
                     "Instituto Emílio Ribas", "Hospital Santa Catarina", "Hospital São Camilo"),
        "school": ("Colégio Dom Pedro II", "Colégio Estadual Fernão Dias", "Instituto Mackenzie",
                   "Colégio Santa Cruz", "Colégio Estadual Castro Alves", "Colégio Visconde de Porto Seguro"),
        "fashion": ("Reinaldo Lourenço", "Lenny Niemeyer", "Ronaldo Fraga", "Isabela Capeto", "Maria Filó",
                    "Alexandre Birman", "Melissa"),
        "food": ("Leite Moça", "Guaraná Jesus", "Biscoito Maria", "Chocolate Garoto", "Dona Benta",
                 "Cachaça Velho Barreiro", "Bauducco"),
        "gadget": ("Arno", "Walita", "Britânia", "Mondial", "Philco", "Bosch", "Electrolux"),
        "restaurant": ("Habib's", "Bob's", "Bar do Zé", "Cantina da Nona", "Restaurante Dona Lucinha",
                       "Padaria do Seu João", "Bar do Mané"),
        "song": ("Garota de Ipanema", "Dona Flor e Seus Dois Maridos", "Central do Brasil", "Carinhoso",
                 "Tieta", "Roque Santeiro", "Gabriela", "Chiquinha Gonzaga"),
        "app": ("Lu", "Bia", "Nubank", "Alexa", "Siri", "Ame", "PicPay"),
        "storm": ("ciclone Yakecan", "ciclone Catarina", "ciclone Akará", "ciclone Iba", "ciclone Biguá"),
        "place": ("Vitória", "Teresina", "Marília", "Presidente Prudente", "Governador Valadares",
                  "Teófilo Otoni", "Luís Eduardo Magalhães", "Carolina", "Santa Rita", "Natal"),
        "holiday": ("São João", "Santo Antônio", "São Jorge", "São Cosme e Damião", "Dia de Tiradentes",
                    "Dia de Nossa Senhora Aparecida", "São Pedro"),
        "ship": ("Costa Diadema", "MSC Preziosa", "Almirante Saldanha", "Anna Nery"),
    },
}


TEMPLATES = {
    "en": [
        # with people
        "hi, this is [[P1.first]] from billing. i can see the charge from {{company}} twice on {{date}}, "
        "want me to open a dispute? ref {{ref}}",
        "Ticket {{id}} | Caller: [[P1.full]] | Issue: roaming data blocked since landing in {{place}} | "
        "Next: escalate to tier 2 ({{email}})",
        "claim_id,policyholder,adjuster,status\n{{id}},[[P1.fl]],[[P2.last]],waiting on photos of the "
        "{{fashion}} jacket",
        "ts={{time}} agent=[[P1.first]] action=refund_issued amount={{amt}} merchant=\"{{company}}\" "
        "approved_by=\"[[P2.init]]\"",
        "{\"customer\": \"[[P1.full]]\", \"tier\": \"gold\", \"preferred_store\": \"{{company}}\", "
        "\"callback\": \"{{phone}}\", \"notes\": \"asked for [[P2.first]] again\"}",
        "Thanks again for your patience while we sorted this out.\n\nBest,\n[[P1.fl]]\nSenior Claims "
        "Specialist\n{{phone}}",
        "On {{day}}, [[P1.full]] <[[P1.mail]]> wrote:\n> the {{fashion}} sneakers came in the wrong size, can "
        "i swap them?\n\nHi [[P1.first]], yes, a prepaid label is on its way.",
        "Full name: [[P1.full]]\nPreferred clinic: {{hospital}}\nEmergency contact: [[P2.fl]] ({{phone}})\n"
        "Allergies: none reported",
        "AGENT: Thanks for calling, who am I speaking with?\nCALLER: It's [[P1.fl]].\nAGENT: Thank you, "
        "[[P1.t]] [[P1.last]]. I see a flight to {{place}} on {{date}}.",
        "Hi [[P1.first]], your technician [[P2.first]] arrives between {{time}} and {{time}}. Reply STOP to "
        "opt out.",
        "Night shift handover: [[P1.fl]]'s router keeps dropping since {{storm}}; [[P2.first]] promised a "
        "callback, please don't close it. {{=Will}} someone grab the serial from the box?",
        "Hi [[P1.first]],\n\nSorry the {{gadget}} blender arrived damaged. A replacement leaves our {{street}} "
        "warehouse tomorrow.\n\nKind regards,\n[[P2.first]]",
        "Order {{id}} shipped. Recipient: [[P1.full]], Apt 4B, {{street}}. Gift note: \"Happy {{holiday}}, "
        "love [[P2.first]]\"",
        "Agent searched https://crm.example.com/customers?name=[[P1.url]]&status=active, no match; tried "
        "[[P1.last]] alone and found the account.",
        "| agent | shift | queue |\n|---|---|---|\n| [[P1.fl]] | early | refunds |\n| [[P2.fl]] | late | "
        "{{company}} partners |",
        "Escalations today:\n- [[P1.fl]]: gym still charging after cancelling at the {{place}} club\n- "
        "{{company}}: bulk order of {{food}} gift boxes stuck\n- [[P2.init]]: wants a copy of the contract",
        "Customer [[P1.first]] wrote half in Spanish: \"quiero cancelar el plan, gracias\". Retention offer "
        "sent, cc [[P2.fl]].",
        "Appt confirmed: [[P1.dr]] [[P1.last]], pediatrics, {{day}} {{time}} at {{hospital}}. Patient: "
        "[[P2.fl]] (minor), guardian [[P3.full]].",
        "Wire recall requested by [[P1.full]]. Beneficiary shows as \"{{company}}\"; the customer says the caller "
        "posed as [[P2.first]] from our fraud team.",
        "PNR {{ref}}: pax [[P1.sur]]/[[P1.first]] and [[P2.sur]]/[[P2.first]], rebooked after {{storm}}. "
        "Seat map has them apart, please fix.",
        "Meter read disputed. Account holder [[P1.init]], service address {{street}}. Tenant [[P2.first]] "
        "says the estimate from {{date}} is wrong.",
        "[ticket {{id}}] SSO broken for the workspace. Admin contact: [[P1.fl]] <[[P1.mail]]>. Our "
        "{{app}} pipeline logs show 401s since {{time}}.",
        "Seller [[P1.last]] never shipped the {{fashion}} watch; buyer [[P2.first]] opened a case. Listing "
        "title: \"{{=Kate Spade}} tote, like new\"",
        "driver [[P1.first]] marked it delivered but [[P2.first]] says nothing at the door. restaurant is "
        "{{restaurant}}, refund {{amt}}?",
        "Freeze request: member [[P1.fl]], home club {{place}}. Trainer [[P2.first]] pauses the PT "
        "sessions. {{=Grace}} period ends {{date}}.",
        "Parent portal: [[P1.full]] asked why [[P2.first]] can't see the {{school}} timetable. "
        "Forwarded to IT.",
        "FNOL: insured [[P1.t]] [[P1.full]], car hit by a falling branch during {{storm}}. Third party: "
        "[[P2.fl]], plate unknown. Body shop: {{=Earl Scheib}}.",
        "Port-out request for {{phone}}. Authorized user: [[P1.fl]]. Account owner [[P2.full]] approved by "
        "voice.",
        "Just confirming [[P1.first]]'s address change went through; [[P2.last]]'s team ships the "
        "{{gadget}} replacement {{day}}.",
        "Voicemail {{time}}: \"hey it's [[P1.first]] again about the dryer repair, my partner [[P2.first]] "
        "can be home {{day}}, call me at {{phone}}\"",
        "@[[P1.first]] can you take the {{company}} chargeback? [[P2.first]] is out till {{day}} and "
        "[[P3.last]] is on the phones.",
        "Dear [[P1.t]] [[P1.last]],\n\nWe reviewed your complaint about the {{hospital}} bill and removed "
        "the duplicate line.\n\nYours sincerely,\n[[P2.init]]\nPatient Relations",
        "ID check: name on card [[P1.full]], name on passport [[P1.fl]]. Middle name missing, OK to "
        "proceed per [[P2.last]].",
        "Review flagged: \"[[P1.first]] from {{place}} says the {{gadget}} kettle leaks\". Reviewer account: "
        "[[P1.mail]].",
        "[[P1.first]]: ok i see the double charge\n[[P2.first]]: yes it was at {{company}} twice\n"
        "[[P1.first]]: refunding one now",
        "Per [[P1.last]]'s note, waive the late fee. {{=Mark}} the ticket solved once the credit posts.",
        "Call notes: [[P1.fl]] (customer), [[P2.fl]] (broker) and [[P3.first]] from underwriting agreed to "
        "reissue the policy before {{holiday}}.",
        "Surname(s): [[P1.sur]]\nGiven name(s): [[P1.first]]\nBooking: {{ship}}, cabin {{n}}\nDining "
        "companion: [[P2.fl]]",
        "Spoke with [[P1.first]] [[P1.last]]'s family; [[P2.first]] has power of attorney and will send it "
        "to {{email}}.",
        "SMS to [[P1.first]]: {{=Hope}} the new {{app}} login works now. If not, [[P2.first]] is on chat "
        "until {{time}}.",
        # without people
        "Hi! Your {{company}} order ships from {{street}} today. Track it at "
        "https://track.example.com/{{ref}}",
        "FAQ macro: {{=Will}} my plan renew automatically? Yes, unless you cancel 24h before. "
        "{{=Grace}} periods don't apply to {{company}} gift cards.",
        "Outage note: {{storm}} knocked out two towers near {{place}}; restore ETA {{time}}.",
        "ticket {{id}}: customer wants the {{fashion}} watch in {{=Rose}} gold, not silver. out of stock at "
        "the {{place}} store.",
        "route=/pharmacy/refill store=\"{{company}}\" clinic=\"{{hospital}}\" result=ok took={{n}}ms",
        "{\"merchant\": \"{{restaurant}}\", \"category\": \"restaurants\", \"location\": \"{{street}}\", "
        "\"flag\": \"possible duplicate\"}",
        "the hold music is {{song}} again, three callers mentioned it today lol",
        "Closed: fees portal for {{school}} back up, {{app}} reminders re-enabled.",
        "Cruise rebooking: {{ship}} sailing moved to {{date}} because of {{storm}}. Offer 20% credit.",
        "Holiday hours macro: closed on {{holiday}}, back {{day}} at {{time}}. Branch in {{place}} opens "
        "an hour later.",
        "{{=Hope}} this helps! If the {{gadget}} charger still won't work, reply and we'll swap it.",
        "sku,title,color\n{{n}},{{fashion}} hoodie,{{=Amber}}\n{{n}},{{fashion}} cap,{{=Sterling}} grey",
        "Is {{company}} the same merchant as {{company}}? No, check the statement descriptor before "
        "disputing.",
        "{{=Frank}} answer from the vendor: the {{app}} integration won't support SSO until Q3.",
        "Patient transport booked from {{hospital}} to {{hospital}}, pickup {{time}}, wheelchair van.",
        "Road closure on {{street}}; deliveries rerouted via {{street}} until {{day}}.",
        "Reminder: the {{=Jack}} on that {{gadget}} headset is 3.5mm, adapters ship separately.",
        "Movie night bundle: {{song}} and {{song}}. Refunds only before first play.",
        "Our {{place}} branch now opens Saturdays; {{company}} ATMs inside take deposits.",
        "Bill spike after {{storm}}? {{=Bill}} pay is down until {{time}}, ask for an actual read at "
        "{{email}}.",
    ],
    "es": [
        # con personas
        "hola, soy [[P1.first]] del equipo de facturación. veo dos cargos de {{company}} el {{date}}, "
        "¿quieres que abra una reclamación? ref {{ref}}",
        "Incidencia {{id}} | Titular: [[P1.full]] | Motivo: sin datos en itinerancia desde que llegó a "
        "{{place}} | Siguiente paso: nivel 2 ({{email}})",
        "expediente;asegurado;perito;estado\n{{id}};[[P1.fl]];[[P2.last]];pendiente de fotos del abrigo "
        "{{fashion}}",
        "ts={{time}} agente=[[P1.first]] accion=reembolso importe=\"{{amt}}\" comercio=\"{{company}}\" "
        "autoriza=\"[[P2.init]]\"",
        "{\"cliente\": \"[[P1.full]]\", \"nivel\": \"oro\", \"tienda_habitual\": \"{{company}}\", "
        "\"telefono\": \"{{phone}}\", \"nota\": \"vuelve a pedir hablar con [[P2.first]]\"}",
        "Gracias por tu paciencia mientras lo resolvíamos.\n\nUn saludo,\n[[P1.fl]]\nEquipo de "
        "siniestros\n{{phone}}",
        "El {{day}}, [[P1.full]] <[[P1.mail]]> escribió:\n> me llegaron las zapatillas en otra talla, "
        "¿puedo cambiarlas?\n\nHola, [[P1.first]]: sí, te enviamos la etiqueta de devolución.",
        "Nombre completo: [[P1.full]]\nCentro preferido: {{hospital}}\nContacto de emergencia: [[P2.fl]] "
        "({{phone}})\nAlergias: ninguna",
        "AGENTE: Gracias por llamar, ¿con quién hablo?\nCLIENTE: Soy [[P1.fl]].\nAGENTE: Perfecto, "
        "[[P1.t]] [[P1.last]], veo su vuelo a {{place}} del {{date}}.",
        "Hola [[P1.first]], te visita [[P2.first]], del servicio técnico, entre las {{time}} y las "
        "{{time}}. Responde BAJA para no recibir más avisos.",
        "Traspaso de turno: el router de [[P1.fl]] se cae desde la {{storm}}; [[P2.first]] prometió "
        "llamarle, no cerréis el caso. {{=Rosario}} de incidencias en el panel, revisad la cola.",
        "Hola [[P1.first]]:\n\nSentimos que la batidora {{gadget}} llegara dañada. Te enviamos otro desde "
        "el almacén de {{street}} mañana.\n\nUn cordial saludo,\n[[P2.first]]",
        "Pedido {{id}} enviado. Destinatari[[P1.o]]: [[P1.full]], 3.º B, {{street}}. Dedicatoria: \"Feliz "
        "{{holiday}}, te quiere [[P2.first]]\"",
        "Busqué en https://crm.example.com/clientes?nombre=[[P1.url]]&estado=activo y nada; con "
        "[[P1.last]] solo sí salió la cuenta.",
        "| agente | turno | cola |\n|---|---|---|\n| [[P1.fl]] | mañana | reembolsos |\n| [[P2.fl]] | "
        "tarde | socios de {{company}} |",
        "Escalados de hoy:\n- [[P1.fl]]: el gimnasio le sigue cobrando tras darse de baja en {{place}}\n- "
        "{{company}}: pedido grande de {{food}} parado\n- [[P2.init]]: pide copia del contrato",
        "[[P1.first]] (cliente) escribe en inglés: \"I want to cancel my plan, thanks\". Oferta de "
        "retención enviada, cc [[P2.fl]].",
        "Cita confirmada: [[P1.dr]] [[P1.last]], pediatría, {{day}} a las {{time}} en el {{hospital}}. "
        "Paciente: [[P2.fl]] (menor), acompaña [[P3.full]].",
        "Retrocesión de transferencia pedida por [[P1.full]]. El beneficiario figura como \"{{company}}\"; "
        "dice que quien llamó se hizo pasar por [[P2.first]], de nuestro equipo de fraude.",
        "Localizador {{ref}}: pasajeros [[P1.sur]]/[[P1.first]] y [[P2.sur]]/[[P2.first]], recolocados por "
        "la {{storm}}. Salen separados en el mapa de asientos.",
        "Lectura del contador en disputa. Titular: [[P1.init]]; suministro en {{street}}. [[P2.first]], que "
        "vive de alquiler, dice que la estimación del {{date}} está mal.",
        "[ticket {{id}}] Falla el inicio de sesión único. Admin: [[P1.fl]] <[[P1.mail]]>. La "
        "integración con {{app}} da 401 desde las {{time}}.",
        "[[P1.last]] no ha enviado el reloj {{fashion}} y quien lo compró, [[P2.first]], abrió una disputa. "
        "Anuncio: \"bolso {{=Carolina Herrera}} como nuevo\"",
        "[[P1.first]] (reparto) lo marcó entregado pero [[P2.first]] dice que no hay nada en la puerta. "
        "restaurante {{restaurant}}, ¿devolvemos {{amt}}?",
        "Congelar cuota: soci[[P1.o]] [[P1.fl]], centro {{place}}. El entrenamiento con "
        "[[P2.first]] queda en pausa. {{=Dolores}} musculares no cuentan como baja médica.",
        "Portal de familias: [[P1.full]] pregunta por qué [[P2.first]] no ve el horario del {{school}}. "
        "Reenviado a informática.",
        "Parte de siniestro: asegurad[[P1.o]] [[P1.t]] [[P1.full]], coche dañado por una rama durante la "
        "{{storm}}. Contrario: [[P2.fl]], matrícula desconocida. Taller: {{=Talleres Hermanos Arranz}}.",
        "Solicitud de portabilidad del {{phone}}. Persona autorizada: [[P1.fl]]. [[P2.full]], titular, "
        "lo aprueba por voz.",
        "Confirmo que el cambio de dirección de [[P1.first]] ya está hecho; el equipo de [[P2.last]] manda "
        "el repuesto de {{gadget}} el {{day}}.",
        "Buzón de voz {{time}}: \"hola, soy [[P1.first]] otra vez por la lavadora, mi pareja, [[P2.first]], "
        "puede estar en casa el {{day}}, llamadme al {{phone}}\"",
        "@[[P1.first]] ¿te quedas el contracargo de {{company}}? [[P2.first]] no está hasta el {{day}} y "
        "[[P3.last]] está al teléfono.",
        "Estimad[[P1.o]] [[P1.t]] [[P1.last]]:\n\nHemos revisado su queja sobre la factura del "
        "{{hospital}} y eliminado la línea duplicada.\n\nAtentamente,\n[[P2.init]]\nAtención al paciente",
        "Verificación: nombre en la tarjeta, [[P1.full]]; en el DNI, [[P1.fl]]. Falta el segundo "
        "apellido, seguimos según [[P2.last]].",
        "Reseña marcada: \"[[P1.first]] de {{place}} dice que el hervidor {{gadget}} gotea\". Cuenta: "
        "[[P1.mail]].",
        "[[P1.first]]: vale, veo el cargo doble\n[[P2.first]]: sí, fue en {{company}} dos veces\n"
        "[[P1.first]]: devuelvo uno ahora",
        "Según la nota de [[P1.last]], perdonamos el recargo. {{=Pilar}} básico del protocolo: cerrar "
        "cuando se vea el abono.",
        "Reunión: [[P1.fl]] (cliente), [[P2.fl]] (correduría) y [[P3.first]], de suscripción, acuerdan "
        "reemitir la póliza antes de {{holiday}}.",
        "Apellidos: [[P1.sur]]\nNombre: [[P1.first]]\nReserva: {{ship}}, camarote {{n}}\nAcompañante: "
        "[[P2.fl]]",
        "Hablé con la familia de [[P1.fl]]: [[P2.first]] tiene poder notarial y lo manda a {{email}}.",
        "SMS a [[P1.first]]: ya puedes entrar en la app {{app}}. Si no, [[P2.first]] está en el chat hasta "
        "las {{time}}. {{=Paz}} y paciencia, ¡gracias!",
        # sin personas
        "¡Hola! Tu pedido de {{company}} sale hoy de {{street}}. Síguelo en "
        "https://envios.example.com/{{ref}}",
        "Respuesta tipo: ¿se renueva solo el plan? Sí, salvo que lo canceles 24 h antes. Las tarjetas "
        "regalo de {{company}} no tienen periodo de gracia.",
        "Aviso de avería: la {{storm}} tumbó dos antenas cerca de {{place}}; previsión de servicio a las "
        "{{time}}.",
        "incidencia {{id}}: la clienta quiere el bolso {{fashion}} en {{=Rosa Palo}}, no en plata. sin stock "
        "en la tienda de {{place}}.",
        "ruta=/farmacia/receta tienda=\"{{company}}\" centro=\"{{hospital}}\" resultado=ok ms={{n}}",
        "{\"comercio\": \"{{restaurant}}\", \"categoría\": \"restauración\", \"dirección\": \"{{street}}\", "
        "\"alerta\": \"posible duplicado\"}",
        "la música de espera vuelve a ser {{song}}, ya van tres llamadas que lo comentan jaja",
        "Cerrado: el portal de recibos del {{school}} ya funciona y se reactivan los avisos de {{app}}.",
        "Crucero: la salida del {{ship}} pasa al {{date}} por la {{storm}}. Ofrecer un 20 % de bono.",
        "Horario festivo: cerrado por {{holiday}}, abrimos el {{day}} a las {{time}}. La oficina de "
        "{{place}} abre una hora más tarde.",
        "{{=Esperanza}} de vida del cargador {{gadget}}: dos años. Si falla antes, contesta a este correo y "
        "lo cambiamos.",
        "sku;artículo;color\n{{n}};sudadera {{fashion}};{{=Rosa}}\n{{n}};gorra {{fashion}};{{=Celeste}}",
        "¿{{company}} es el mismo comercio que {{company}}? No, mira el concepto del cargo antes de "
        "reclamar.",
        "Respuesta del proveedor: la integración con {{app}} no tendrá inicio de sesión único hasta "
        "el tercer trimestre.",
        "Traslado en ambulancia del {{hospital}} al {{hospital}}, recogida a las {{time}}, silla de ruedas.",
        "Corte de tráfico en {{street}}: los repartos van por {{street}} hasta el {{day}}.",
        "Recordatorio: la garantía no cubre golpes en los auriculares {{gadget}}. {{=Remedios}} caseros como "
        "el arroz no sirven; mandadlos al servicio técnico.",
        "Pack de cine: {{song}} y {{song}}. Solo se devuelve antes de la primera reproducción.",
        "La oficina de {{place}} abre los sábados; los pedidos de {{company}} se recogen allí.",
        "¿Factura de la {{=Luz}} disparada tras la {{storm}}? Pide una lectura real en {{email}}.",
    ],
    "pt": [
        # com pessoas
        "oi, aqui é [[P1.first]] do financeiro. vi duas cobranças da {{company}} no dia {{date}}, quer que "
        "eu abra uma contestação? protocolo {{ref}}",
        "Chamado {{id}} | Titular: [[P1.full]] | Motivo: sem dados em roaming desde que chegou em {{place}} "
        "| Próximo passo: nível 2 ({{email}})",
        "sinistro;segurado;perito;situação\n{{id}};[[P1.fl]];[[P2.last]];aguardando fotos da jaqueta "
        "{{fashion}}",
        "ts={{time}} atendente=[[P1.first]] acao=estorno valor=\"{{amt}}\" loja=\"{{company}}\" "
        "aprovado_por=\"[[P2.init]]\"",
        "{\"cliente\": \"[[P1.full]]\", \"categoria\": \"ouro\", \"loja_preferida\": \"{{company}}\", "
        "\"telefone\": \"{{phone}}\", \"obs\": \"pediu de novo para falar com [[P2.first]]\"}",
        "Obrigado pela paciência enquanto resolvíamos.\n\nAbraço,\n[[P1.fl]]\nAnalista de sinistros\n"
        "{{phone}}",
        "Em {{date}}, às {{time}}, [[P1.full]] <[[P1.mail]]> escreveu:\n> o tênis veio no número errado, posso trocar?"
        "\n\nOi, [[P1.first]]! Pode sim, a etiqueta de devolução já foi enviada.",
        "Nome completo: [[P1.full]]\nUnidade preferida: {{hospital}}\nContato de emergência: [[P2.fl]] "
        "({{phone}})\nAlergias: nenhuma",
        "ATENDENTE: Obrigada por ligar, com quem eu falo?\nCLIENTE: É [[P1.fl]].\nATENDENTE: Certo, "
        "[[P1.t]] [[P1.last]], estou vendo seu voo para {{place}} no dia {{date}}.",
        "Olá [[P1.first]], [[P2.first]], da assistência técnica, chega entre {{time}} e {{time}}. Responda "
        "SAIR para não receber mais avisos.",
        "Passagem de turno: o roteador d[[P1.o]] [[P1.fl]] cai desde o {{storm}}; [[P2.first]] prometeu "
        "retornar, não fechem o chamado. {{=Graças}} a Deus a fila da noite está curta.",
        "Olá [[P1.first]],\n\nLamentamos que o liquidificador {{gadget}} tenha chegado danificado. Outro sai do "
        "nosso centro na {{street}} amanhã.\n\nAtenciosamente,\n[[P2.first]]",
        "Pedido {{id}} enviado. Destinatári[[P1.o]]: [[P1.full]], apto 42, {{street}}. Cartão: \"Feliz "
        "{{holiday}}, com carinho, [[P2.first]]\"",
        "Pesquisei em https://crm.example.com/clientes?nome=[[P1.url]]&status=ativo e nada; só com "
        "[[P1.last]] a conta apareceu.",
        "| atendente | turno | fila |\n|---|---|---|\n| [[P1.fl]] | manhã | estornos |\n| [[P2.fl]] | "
        "tarde | parceiros {{company}} |",
        "Escalonados hoje:\n- [[P1.fl]]: academia ainda cobrando depois do cancelamento na unidade "
        "{{place}}\n- {{company}}: pedido grande de {{food}} parado\n- [[P2.init]]: quer cópia do contrato",
        "[[P1.first]], cliente, escreveu em espanhol: \"quiero cancelar el plan, gracias\". Oferta de "
        "retenção enviada, cc [[P2.fl]].",
        "Consulta confirmada: [[P1.dr]] [[P1.last]], pediatria, {{day}} às {{time}} no {{hospital}}. "
        "Paciente: [[P2.fl]] (menor); responsável, [[P3.full]].",
        "Devolução de Pix pedida por [[P1.full]]. O recebedor aparece como \"{{company}}\"; diz que "
        "quem ligou fingiu ser [[P2.first]], da nossa equipe antifraude.",
        "Localizador {{ref}}: passageiros [[P1.sur]]/[[P1.first]] e [[P2.sur]]/[[P2.first]], remarcados "
        "por causa do {{storm}}. Estão separados no mapa de assentos.",
        "Leitura do medidor contestada. Titular: [[P1.init]]; instalação na {{street}}. [[P2.first]], que "
        "aluga o imóvel, diz que a estimativa de {{date}} está errada.",
        "[chamado {{id}}] Login único quebrado. Admin: [[P1.fl]] <[[P1.mail]]>. A integração "
        "com {{app}} dá 401 desde {{time}}.",
        "[[P1.last]] não enviou o relógio {{fashion}} e quem comprou, [[P2.first]], abriu uma disputa. "
        "Anúncio: \"bolsa {{=Carmen Steffens}} seminova\"",
        "[[P1.first]], da entrega, marcou como entregue mas [[P2.first]] diz que não tem nada na porta. "
        "restaurante {{restaurant}}, estorna {{amt}}?",
        "Trancamento: alun[[P1.o]] [[P1.fl]], unidade {{place}}. As aulas com [[P2.first]] ficam pausadas. "
        "{{=Dores}} musculares não contam como atestado.",
        "Portal dos pais: [[P1.full]] pergunta por que [[P2.first]] não vê o horário do {{school}}. "
        "Encaminhado para a TI.",
        "Aviso de sinistro: segurad[[P1.o]] [[P1.t]] [[P1.full]], carro atingido por um galho no "
        "{{storm}}. Terceiro: [[P2.fl]], placa desconhecida. Oficina: {{=Auto Center Irmãos Rocha}}.",
        "Pedido de portabilidade do {{phone}}. Pessoa autorizada: [[P1.fl]]. [[P2.full]], titular, "
        "aprovou por voz.",
        "Confirmo que a mudança de endereço d[[P1.o]] [[P1.first]] já foi feita; a equipe d[[P2.o]] "
        "[[P2.last]] manda a peça {{gadget}} na {{day}}.",
        "Correio de voz {{time}}: \"oi, é [[P1.first]] de novo sobre a máquina de lavar, quem fica "
        "em casa é [[P2.first]], na {{day}}, me liga no {{phone}}\"",
        "@[[P1.first]] pega o chargeback da {{company}}? [[P2.first]] só volta na {{day}} e [[P3.last]] "
        "está no telefone.",
        "Prezad[[P1.o]] [[P1.t]] [[P1.last]],\n\nAnalisamos sua reclamação sobre a conta do {{hospital}} e "
        "retiramos a linha duplicada.\n\nAtenciosamente,\n[[P2.init]]\nOuvidoria",
        "Verificação: nome no cartão, [[P1.full]]; no RG, [[P1.fl]]. Falta o nome do meio, seguimos "
        "conforme [[P2.last]].",
        "Avaliação sinalizada: \"[[P1.first]] de {{place}} diz que a chaleira {{gadget}} vaza\". Conta: "
        "[[P1.mail]].",
        "[[P1.first]]: ok, vi a cobrança dupla\n[[P2.first]]: isso, foi na {{company}} duas vezes\n"
        "[[P1.first]]: estornando uma agora",
        "Segundo a nota d[[P1.o]] [[P1.last]], isentamos a multa. {{=Serra}} gaúcha continua sem "
        "cobertura, avisem no chat.",
        "Reunião: [[P1.fl]] (cliente), [[P2.fl]] (corretora) e [[P3.first]], da subscrição, combinaram "
        "reemitir a apólice antes do {{holiday}}.",
        "Sobrenome(s): [[P1.sur]]\nNome: [[P1.first]]\nReserva: {{ship}}, cabine {{n}}\nAcompanhante: "
        "[[P2.fl]]",
        "Falei com a família d[[P1.o]] [[P1.fl]]: [[P2.first]] tem procuração e vai mandar para "
        "{{email}}.",
        "SMS para [[P1.first]]: já dá para entrar no app {{app}}. Se não der, [[P2.first]] fica no chat até "
        "{{time}}. {{=Flor}} de laranjeira é o aroma novo do kit, aproveite!",
        # sem pessoas
        "Oi! Seu pedido da {{company}} sai hoje da {{street}}. Acompanhe em "
        "https://rastreio.example.com/{{ref}}",
        "Resposta pronta: o plano renova sozinho? Sim, a não ser que você cancele 24 h antes. Cartões "
        "presente da {{company}} não têm carência.",
        "Aviso de falha: o {{storm}} derrubou duas antenas perto de {{place}}; previsão de volta às {{time}}.",
        "chamado {{id}}: a cliente quer a bolsa {{fashion}} na cor {{=Rosa}} chá, não prata. sem estoque na "
        "loja de {{place}}.",
        "rota=/farmacia/receita loja=\"{{company}}\" unidade=\"{{hospital}}\" resultado=ok ms={{n}}",
        "{\"loja\": \"{{restaurant}}\", \"categoria\": \"restaurantes\", \"endereço\": \"{{street}}\", "
        "\"alerta\": \"possível duplicidade\"}",
        "a música de espera voltou a ser {{song}}, três clientes já comentaram kkkk",
        "Resolvido: o portal de boletos do {{school}} voltou e os lembretes da {{app}} foram reativados.",
        "Cruzeiro: a saída do {{ship}} passou para {{date}} por causa do {{storm}}. Oferecer 20% de "
        "crédito.",
        "Horário de feriado: fechado no {{holiday}}, voltamos na {{day}} às {{time}}. A agência de "
        "{{place}} abre uma hora depois.",
        "{{=Vitória}} da equipe: zeramos a fila do carregador {{gadget}}! Se ainda não funcionar, responda "
        "e trocamos.",
        "sku;produto;cor\n{{n}};moletom {{fashion}};{{=Pérola}}\n{{n}};boné {{fashion}};{{=Celeste}}",
        "A {{company}} é a mesma loja que a {{company}}? Não, confira a descrição na fatura antes de "
        "contestar.",
        "Resposta do fornecedor: a integração com {{app}} só terá login único no terceiro trimestre.",
        "Remoção de ambulância do {{hospital}} para o {{hospital}}, saída às {{time}}, cadeira de rodas.",
        "Interdição na {{street}}: as entregas vão pela {{street}} até {{day}}.",
        "Lembrete: a garantia não cobre queda do fone {{gadget}}. {{=Socorro}} técnico só pelo "
        "{{email}}.",
        "Combo de filmes: {{song}} e {{song}}. Reembolso só antes da primeira exibição.",
        "A agência de {{place}} agora abre aos sábados; as retiradas da {{company}} são feitas lá.",
        "Conta de {{=Luz}} disparou depois do {{storm}}? Peça uma leitura real pelo {{email}}.",
    ],
}

# The literal look-alikes each language's templates write, in the order they first appear.
LITERAL_TRAPS = names_engine.literal_traps(TEMPLATES)

# ---------------------------------------------------------------------------------------------
SEALED17 = NameSet(
    name="sealed17", message=Sealed17Message, seed=SEED, languages=LANGUAGES, templates=TEMPLATES, traps=TRAPS,
    origins=ORIGINS, word_names=WORD_NAMES, weights=WEIGHTS, particles=PARTICLES, feminine_endings=_FEMININE,
    phones={"en": ("(312) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 21 90000-", 4)},
    team_mail={"en": ("claims", "care", "billing", "help"), "es": ("siniestros", "atencion", "cobros", "ayuda"),
               "pt": ("sinistros", "atendimento", "cobranca", "ajuda")},
    middles={"vietnamese": VI_MIDDLE}, one_word_middles=False, forms=("full", "fl", "first", "last", "init", "sur"), capitals=False,
)


def generate_sealed17(per_template: int = 4, seed: int = SEED) -> list[Sealed17Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED17, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED17)
