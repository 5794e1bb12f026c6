"""The sealed33 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of eighteen kinds (firms named after founders, shops, streets
and avenues, hospitals, schools and universities, towns, pets, restaurants, hotels, sports teams,
and, new here, museums, libraries, lakes and reservoirs, islands, sports moves, methods and codes,
lunar craters and gems and minerals named after people) and of literal words that are given names
(weather and sky, a dove and a queen, a bud and a glen, verdicts and virtues, feasts), filled by
quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as text a support agent is handed that neither sealed29, sealed30, sealed31
nor sealed32 used: CODEOWNERS files, git shortlog output, kubectl describe annotations, museum wall
labels and audio-guide scripts, museum e-tickets (?name=/?nombre=/?nome=, the url form), recipe
blog posts and recipe cards, CN22/CN23 customs declarations, casting calls and callback sheets,
delivery notes, lake and ferry forecasts and timetables, crossword clues, pub quiz answer sheets,
astronomy club observing logs, gym class timetables, app store release notes, journalctl output,
residents' notices, intercom directories and mailbox labels, WHOIS records, exhibition floor plans,
scoreboards, out-of-office auto-replies, dive logbooks, fishing licences, parking permits, luggage
tags, thesis acknowledgements and committee pages, lower-case group chats, GitHub pull-request
reviews, figure-skating protocols and starting orders, tennis draws, shift rotas, gift registries,
retirement cards, letters of recommendation, birth announcements, Trello board JSON, wedding guest
books and rope-team logs; names in "SURNAME, GIVEN", "SURNAME GIVEN" and "SURNAME" lists, in
capitals, in lower-case chat, beside "'s", in lists joined by ";", "&", "and", "y" and "e".

Names of forty-four origins, picked by hand (never imported at run time, never a dependency) from a
package no other set reads:
- PyPI seedfaker 0.4.0a1 (MIT, its licence file): seedfaker/_seedfaker.abi3.so, the name tables of
  its 68 locales compiled into the extension (read in /tmp from the (pointer, length) pairs of its
  string slices): English-American and African-American ("en"), British ("en-gb"), Irish ("ie"),
  South African ("en-za"), Nigerian ("en-ng"), Indian ("hi"), Pakistani ("pk"), Bangladeshi ("bd"),
  Filipino ("tl"), Chinese ("zh"), Korean ("ko"), Japanese ("ja"), Vietnamese ("vi"), Indonesian
  ("id"), Spanish ("es"), Mexican ("mx"), Argentine ("ar"), Chilean ("cl"), Colombian ("co"),
  Peruvian and Andean ("pe"), Brazilian ("pt-br"), Portuguese ("pt"), French ("fr"), Québécois
  ("fr-ca"), Dutch and Flemish ("nl", "nl-be"), German and Austrian ("de", "de-at"), Italian ("it"),
  Polish ("pl"), Czech and Slovak ("cs", "sk"), Russian ("ru"), Ukrainian ("uk"), Romanian ("ro"),
  Hungarian ("hu"), Greek ("el", "cy"), Nordic ("se", "da", "no", "fi"), Croatian and Serbian ("hr",
  "sr"), Turkish ("tr"), Gulf Arab ("ar-sa", "ar-ae"), Egyptian ("eg") and Israeli ("he") names;
  most are written there without diacritics (Sepulveda, Kucera, Nguyen, Sjogren), and the accents,
  diacritics, apostrophes (OSullivan, DAmico) and hyphens of Korean given names were put back by
  hand, particles written in lower case as inside a full name.
Compound given names (María José, Juan Sebastián, Mary Grace, Ana Luísa), particled surnames (de
los Santos, del Río, dela Cruz, van der Merwe, du Plessis, de Assis, dos Santos, D'Amico), Irish
O' and Mc (O'Sullivan, McNamara), hyphenated names (Isla-Rose, Jean-Luc, Marie-Ève, St-Pierre,
Ha-yoon, Al-Juhani, El-Sayed, Abdel-Fattah, Ben-David) and family-first names (Chinese, Korean,
Japanese, Vietnamese with Thị and Văn, Hungarian) were put together by hand from the words the
package holds; the immigrant Brazilian families take a Brazilian given name and a Japanese or Arab
surname from the package's other locales. No whole name of a real person is kept: given names and
surnames are drawn apart.

Each table lists its names under the package (and the locale) that hold them. Contact data is
fake: phones in the (907) 555-01xx, +34 600 000 xxx and +55 71 90000-xxxx ranges, mail at
example.com, example.org and example.net, order, case and ticket numbers made up.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 97_094

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed33Message(TemplateMessage):
    """A message of the sealed33 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "van", "der", "den", "du", "dela",
                       "delos"})

# Where the tables come from (the first line of each table's comment).
# SF: seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, the "<locale>" locale's names (the locale
# codes are the package's own: "en" the United States, "ar" Argentina, "pe" Peru, "tl" the
# Philippines, "se" Sweden, "no" Norway, "cy" Cyprus, "eg" Egypt, "he" Israel).

# ---------------------------------------------------------------------------------------------
# The United States, Britain, Ireland, South Africa, Nigeria.
US_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en" names
    "Kimberly", "Pamela", "Carolyn", "Janet", "Joyce", "Virginia", "Megan", "Lauren", "Jacqueline", "Evelyn",
)
US_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en" names
    "Douglas", "Gregory", "Raymond", "Jerry", "Zachary", "Walter", "Kenneth", "Timothy", "Logan", "Ethan",
)
US_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en" names
    "Henderson", "Coleman", "Jenkins", "Perkins", "Gardner", "Montgomery", "Fletcher", "Chambers", "Hampton",
    "Osborne", "Lambert", "Thornton", "Sutton",
)
AA_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en" names
    "Aaliyah", "Imani", "Ebony", "Tierra", "Chantel", "Nia", "Zuri", "Brianna",
)
AA_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en" names
    "DeShawn", "DeAndre", "Kareem", "Jabari", "Jalen", "Trevon", "Rasheed", "Cedric", "Donnell", "Lamar",
)
AA_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en" names
    "Glover", "Ingram", "Hines", "Cobb", "Mack", "Ballard", "Greer", "Rhodes", "Dawson", "Frazier",
)
GB_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-gb" names
    "Esme", "Thea", "Lottie", "Mabel", "Martha", "Annabelle", "Margot", "Beatrice", "Darcey",
    # seedfaker 0.4.0a1: hyphenated given names put together by hand from names "en-gb" holds
    "Isla-Rose", "Ava-Grace",
)
GB_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-gb" names
    "Reggie", "Ralph", "Albie", "Otis", "Jenson", "Ronnie", "Chester", "Rupert", "Stanley", "Louie",
)
GB_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-gb" names
    "Griffiths", "Parsons", "Pearce", "Poole", "Pugh", "Rees", "Barlow", "Hancock", "Parry", "Hewitt", "Hodgson",
    "Middleton", "Nicholson", "Sutherland", "Forbes",
)
IE_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ie" names (the fadas put back by hand)
    "Aoife", "Niamh", "Caoimhe", "Sinéad", "Róisín", "Gráinne", "Clodagh", "Sorcha", "Deirdre", "Orla",
)
IE_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ie" names (the fadas put back by hand)
    "Ciarán", "Pádraig", "Cathal", "Eoin", "Cormac", "Dónal", "Colm", "Oisín", "Darragh", "Tadhg", "Fergal",
)
IE_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ie" names
    "Byrne", "Doherty", "Daly", "Connolly", "Keane", "Healy", "Foley", "Hickey", "Whelan", "Hogan", "Brennan",
    "Kearney", "Cronin",
)
IE_PARTICLED = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ie" names (OSullivan, OKeeffe, OShea, OLeary, ORourke, OMahony: the apostrophe put back by hand)
    "O'Sullivan", "O'Keeffe", "O'Shea", "O'Leary", "O'Rourke", "O'Mahony", "McCarthy", "McNamara", "McGrath",
    "McLoughlin",
)
ZA_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-za" names
    "Nomvula", "Lindiwe", "Palesa", "Lerato", "Naledi", "Zanele", "Refilwe", "Lizette", "Marike", "Hester",
)
ZA_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-za" names
    "Sipho", "Bongani", "Themba", "Thabo", "Kagiso", "Tshepo", "Sizwe", "Marthinus", "Kobus", "Schalk",
)
ZA_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-za" names
    "Dlamini", "Ndlovu", "Mkhize", "Khumalo", "Ngcobo", "Sithole", "Botha", "Pretorius", "Coetzee", "Joubert",
    "Swanepoel", "Potgieter", "Mokoena", "Molefe",
)
ZA_PARTICLED = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-za" names (the particle written in lower case by hand, as inside a full name)
    "van der Merwe", "van Wyk", "van Niekerk", "van Rensburg", "du Plessis", "du Toit", "du Preez", "de Villiers",
    "de Beer",
)
NG_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-ng" names
    "Ngozi", "Chioma", "Yetunde", "Nneka", "Ifeoma", "Chiamaka", "Folashade", "Modupe", "Adaeze", "Temitope",
)
NG_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-ng" names
    "Emeka", "Obinna", "Ikenna", "Babajide", "Olumide", "Chinedu", "Oluwaseun", "Kayode", "Gbenga", "Nnamdi",
)
NG_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en-ng" names
    "Okafor", "Adeyemi", "Okonkwo", "Balogun", "Nwosu", "Okeke", "Nwachukwu", "Adeleke", "Afolabi", "Ogbonna",
    "Akpan", "Bassey", "Oladipo", "Eze",
)

# ---------------------------------------------------------------------------------------------
# South and East Asia.
IN_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "hi" names
    "Aaradhya", "Saanvi", "Anjali", "Kavita", "Sonal", "Nandini", "Rohini", "Sakshi", "Smita", "Vrinda",
)
IN_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "hi" names
    "Aarav", "Vihaan", "Reyansh", "Shaurya", "Atharva", "Advait", "Manish", "Rajesh", "Hitesh", "Mayank",
)
IN_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "hi" names
    "Mukherjee", "Banerjee", "Chatterjee", "Patil", "Agarwal", "Mishra", "Pandey", "Tiwari", "Chauhan", "Thakur",
    "Hegde", "Naik", "Mahajan", "Khanna", "Rastogi",
)
PK_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pk" names
    "Hira", "Maryam", "Saima", "Rabia", "Mehreen", "Iqra", "Bushra", "Sidra", "Kinza", "Laiba",
)
PK_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pk" names
    "Usman", "Bilal", "Hamza", "Kamran", "Waqas", "Shoaib", "Zeeshan", "Junaid", "Arslan", "Haroon",
)
PK_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pk" names
    "Qureshi", "Siddiqui", "Chaudhry", "Butt", "Abbasi", "Bhatti", "Hashmi", "Mirza", "Rizvi", "Naqvi", "Awan",
    "Baloch", "Gondal", "Bajwa",
)
BD_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "bd" names
    "Nusrat", "Tasnim", "Farzana", "Sharmin", "Afsana", "Tahmina", "Nargis", "Dilara", "Shirin", "Ruma",
)
BD_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "bd" names
    "Rafiq", "Tanvir", "Sohel", "Rubel", "Mizan", "Kamrul", "Nazmul", "Jahangir", "Delwar", "Palash",
)
BD_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "bd" names
    "Hossain", "Chowdhury", "Talukder", "Sarker", "Bhuiyan", "Howlader", "Mollah", "Sikder", "Majumder", "Barua",
    "Uddin", "Haque",
)
PH_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "tl" names
    "Maricel", "Marites", "Rosemarie", "Jessa", "Rhea", "Teresita", "Flordeliza", "Czarina", "Leonora",
    "Mary Grace", "Mary Jane",
)
PH_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "tl" names
    "Rodel", "Jericko", "Jonel", "Isagani", "Diosdado", "Crisanto", "Juanito", "Carlito", "John Paul",
)
PH_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "tl" names
    "Dizon", "Manalo", "Evangelista", "Panganiban", "Tolentino", "Dimaculangan", "Canlas", "Galang", "Ilagan",
    "Mangahas", "Tecson", "Umali", "Quiambao", "Custodio",
)
PH_PARTICLED = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "tl" names (Dela Cruz, De Leon, De Guzman, Delos Santos, Delos Reyes, Dela Pena: the particle in lower case and the tilde put back by hand)
    "dela Cruz", "de Leon", "de Guzman", "delos Santos", "delos Reyes", "dela Peña",
)
ZH_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "zh" names
    "Meifang", "Lihua", "Yanmei", "Xiaoyan", "Lijuan", "Wenjing", "Yuxin", "Ruoxi", "Shanshan", "Dongmei",
)
ZH_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "zh" names
    "Jianhua", "Guoqiang", "Haifeng", "Junwei", "Pengfei", "Xiaodong", "Zhiming", "Yifan", "Tianyu", "Zichen",
)
ZH_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "zh" names
    "Huang", "Zhou", "Gao", "Cao", "Peng", "Zeng", "Jiang", "Cai", "Pan", "Yuan", "Tang", "Shen", "Qian", "Xiong",
)
KO_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ko" names (written as one word there; the hyphen put in by hand)
    "Ha-yoon", "So-yul", "Da-hyun", "Na-yeon", "Ji-eun", "Ye-ji", "So-yeon", "Ye-rin", "Ga-young", "Hae-rim",
)
KO_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ko" names (written as one word there; the hyphen put in by hand)
    "Ji-hun", "Jun-woo", "Tae-yang", "Jae-hyun", "Dong-hyun", "Seung-min", "Min-seok", "Sung-jin", "Kyung-ho",
    "Chan-woo",
)
KO_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ko" names
    "Lee", "Jung", "Lim", "Oh", "Seo", "Shin", "Song", "Yoo", "Hong", "Moon", "Bae", "Baek", "Nam", "Ryu",
)
JA_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ja" names
    "Koharu", "Nanami", "Akari", "Himari", "Kokona", "Honoka", "Shiori", "Midori", "Chihiro", "Kaede",
)
JA_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ja" names
    "Kaito", "Yuto", "Hayato", "Kento", "Daiki", "Minato", "Itsuki", "Tsubasa", "Hajime", "Wataru",
)
JA_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ja" names
    "Fujita", "Ogawa", "Okada", "Murakami", "Kondo", "Sakamoto", "Aoki", "Nishimura", "Fukuda", "Miura", "Takagi",
    "Noguchi", "Kikuchi", "Kinoshita",
)
VI_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "vi" names (written without diacritics there; put back by hand)
    "Hương", "Phương", "Thủy", "Trang", "Hạnh", "Diễm", "Ngọc", "Yến", "Hằng", "Loan",
)
VI_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "vi" names (written without diacritics there; put back by hand)
    "Tuấn", "Hiếu", "Dũng", "Hùng", "Thành", "Quang", "Khánh", "Phong", "Đạt", "Cường",
)
VI_MIDDLE_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "vi" names (Thi, Ngoc, Thu: diacritics put back by hand)
    "Thị", "Ngọc", "Thu",
)
VI_MIDDLE_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "vi" names (Van, Huu, Duc, Minh: diacritics put back by hand)
    "Văn", "Hữu", "Đức", "Minh",
)
VI_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "vi" names (written without diacritics there; put back by hand)
    "Nguyễn", "Trần", "Lê", "Phạm", "Huỳnh", "Phan", "Võ", "Đặng", "Bùi", "Đỗ", "Ngô", "Dương",
)
ID_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "id" names
    "Kartika", "Ratna", "Sinta", "Fitri", "Dewi", "Ayu", "Yanti", "Novi", "Suci", "Wati",
)
ID_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "id" names
    "Bambang", "Budi", "Eko", "Fajar", "Hendra", "Joko", "Taufik", "Wahyu", "Agus", "Iwan",
)
ID_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "id" names
    "Saputra", "Nugroho", "Kurniawan", "Gunawan", "Hartono", "Siregar", "Nasution", "Harahap", "Lubis",
    "Simanjuntak", "Panjaitan", "Prasetyo", "Wibisono", "Hidayanto",
)

# ---------------------------------------------------------------------------------------------
# Spain and Latin America.
ES_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "es" names
    "Macarena", "Nerea", "Ainhoa", "Aitana", "Montserrat", "Candela", "Triana", "Eugenia", "Adela",
    # seedfaker 0.4.0a1: compound given names put together by hand from names "es" holds
    "María José", "Ana Belén", "María Jesús",
)
ES_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "es" names
    "Iñigo", "Aitor", "Unai", "Oriol", "Jordi", "Asier", "Rubén", "Raúl", "Hernán", "Fermín", "Cayetano",
    # seedfaker 0.4.0a1: compound given names put together by hand from names "es" holds
    "Juan Manuel", "José María", "Francisco Javier",
)
ES_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "es" names
    "Gutiérrez", "Jiménez", "Romero", "Navarro", "Molina", "Caballero", "Montero", "Hidalgo", "Carrasco",
    "Velasco", "Izquierdo", "Luque", "Redondo", "Arias", "Carmona", "Vidal",
)
ES_PARTICLED = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "es" names (De los Santos, Del Río, De León, De la Cruz: the particle in lower case by hand, as inside a full name)
    "de los Santos", "del Río", "de León", "de la Cruz",
)
MX_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "mx" names (accents put back by hand)
    "Citlalli", "Itzel", "Xóchitl", "Monserrat", "Perla", "Rebeca", "Ximena", "Paulina", "Fabiola",
    # seedfaker 0.4.0a1: compound given names put together by hand from names "mx" holds
    "María Guadalupe", "María Fernanda",
)
MX_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "mx" names (accents put back by hand)
    "Uriel", "Moisés", "Braulio", "Fidel", "Gilberto", "Emiliano", "Damián", "Ismael", "Mauricio",
    # seedfaker 0.4.0a1: compound given names put together by hand from names "mx" holds
    "José Luis", "Juan Pablo",
)
MX_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "mx" names (accents put back by hand)
    "Velázquez", "Guzmán", "Solís", "Estrada", "Ibarra", "Arellano", "Becerra", "Carvajal", "Elizondo",
    "Galindo", "Garza", "Leyva", "Nava", "Saucedo", "Villaseñor", "Zavala",
)
AR_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ar" (Argentina) names
    "Micaela", "Agustina", "Aldana", "Romina", "Morena", "Delfina", "Milena", "Julieta", "Florencia", "Priscila",
)
AR_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ar" (Argentina) names (accents put back by hand)
    "Lautaro", "Facundo", "Gastón", "Ezequiel", "Leandro", "Mariano", "Santino", "Valentino", "Tobías", "Néstor",
)
AR_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ar" (Argentina) names (accents put back by hand)
    "Benítez", "Peralta", "Sosa", "Ledesma", "Cardozo", "Maidana", "Carrizo", "Pereyra", "Ferreyra", "Quiroga",
    "Zanetti", "Basile", "Colombo", "Kruse", "Zimmermann",
)
CL_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "cl" names
    "Javiera", "Isidora", "Constanza", "Josefa", "Ignacia", "Magdalena", "Francisca", "Paulina",
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "cl" names (Maria Jose: the accents put back by hand)
    "María José",
)
CL_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "cl" names (accents put back by hand)
    "Cristóbal", "Vicente", "Benjamín", "Maximiliano", "Alonso", "Patricio", "Renato", "Camilo", "Humberto",
    "Claudio",
)
CL_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "cl" names (accents put back by hand)
    "Sepúlveda", "Araya", "Pizarro", "Riquelme", "Aravena", "Cifuentes", "Poblete", "Retamal", "Norambuena",
    "Pincheira", "Jorquera", "Moraga", "Espinoza", "Fuentes",
)
CO_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "co" names (accents put back by hand)
    "Johana", "Yolanda", "Marisol", "Estefanía", "Liliana", "Milena", "Valery", "Danna", "Nayeli", "Salomé",
)
CO_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "co" names (accents put back by hand)
    "Jhon", "Yeferson", "Duván", "Brayan", "Jacobo", "Jerónimo", "Edwin", "Freddy", "Leonel", "Julián",
    # seedfaker 0.4.0a1: compound given names put together by hand from names "co" holds
    "Juan Sebastián", "Juan Camilo",
)
CO_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "co" names (accents put back by hand)
    "Restrepo", "Ospina", "Londoño", "Agudelo", "Giraldo", "Hoyos", "Marulanda", "Aristizábal", "Betancur",
    "Echeverri", "Henao", "Isaza", "Arango", "Bedoya", "Zuluaga",
)
PE_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pe" names
    "Gladys", "Zoila", "Magaly", "Roxana", "Fiorella", "Nelly", "Hilda", "Irma", "Jenny", "Karina",
)
PE_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pe" names
    "Percy", "Renzo", "Elmer", "Segundo", "Rolando", "Wilfredo", "Aldo", "Fredy", "Ronald", "Walter",
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pe" names (Juan Carlos, Miguel Angel: the accent put back by hand)
    "Juan Carlos", "Miguel Ángel",
)
PE_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pe" names (accents put back by hand)
    "Quispe", "Huamán", "Mamani", "Condori", "Yupanqui", "Huanca", "Paucar", "Sullca", "Chumpitaz", "Huayta",
    "Cabanillas", "Goicochea", "Valverde", "Tafur",
)

# ---------------------------------------------------------------------------------------------
# Brazil and Portugal.
BR_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Débora", "Luciana", "Rosane", "Monique", "Eliane", "Flávia", "Isadora", "Lorena", "Emanuelly", "Heloísa",
    "Thaís", "Silvana",
    # seedfaker 0.4.0a1: compound given names put together by hand from names "pt-br" holds
    "Ana Luísa", "Maria Alice",
)
BR_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Rogério", "Márcio", "Heitor", "Davi", "Enzo", "Benício", "Cauã", "Murilo", "Kaique", "Weverton", "Renan",
    # seedfaker 0.4.0a1: compound given names put together by hand from names "pt-br" holds
    "Pedro Henrique", "Carlos Henrique",
)
BR_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Guimarães", "Queiroz", "Vasconcelos", "Magalhães", "Rezende", "Pimentel", "Coutinho", "Mesquita", "Uchoa",
    "Padilha", "Godoy", "Camargo", "Alencar", "Lacerda", "Aguiar", "Amaral",
)
BR_PARTICLED = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names (the particle put before it by hand)
    "de Assis", "de Freitas", "da Costa", "da Rocha", "de Morais", "de Lima",
)
AB_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Francisca", "Josefa", "Terezinha", "Neide", "Marlene", "Ivone", "Sueli", "Solange", "Rosângela",
)
AB_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Sebastião", "Cícero", "Raimundo", "Manoel", "Geraldo", "Valdir", "Ademir", "Nilton", "Reginaldo", "Edson",
)
AB_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Dias", "Moura", "Nunes", "Farias", "Duarte", "Borges", "Xavier", "Chaves", "Muniz", "Bezerra",
)
AB_PARTICLED = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names (devotional surnames; the particle put before it by hand)
    "de Jesus", "dos Santos", "da Penha", "das Neves", "do Nascimento", "da Cruz",
)
JB_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Larissa", "Bruna", "Natália", "Priscila", "Tatiana", "Karen",
)
JB_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Igor", "Leandro", "Danilo", "Thiago", "Wesley", "Nicolas",
)
JB_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ja" names
    "Hayashi", "Ishii", "Endo", "Fujii", "Ota", "Matsuda", "Nakagawa", "Sugiyama", "Tamura", "Otsuka", "Kaneko",
    "Miyazaki",
)
LB_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Raquel", "Bianca", "Carla", "Simone", "Vanessa", "Aline",
)
LB_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt-br" names
    "Alexandre", "Marcelo", "Ricardo", "Fábio", "Henrique", "Augusto",
)
LB_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "eg" names (the surnames a Syrian or Lebanese family in Brazil bears too)
    "Khalil", "Barakat", "Nassar", "Haroun", "Darwish", "Ghannam", "Rizk", "Karam", "Makram", "Hashem",
)
PT_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt" names
    "Leonor", "Matilde", "Carlota", "Benedita", "Madalena", "Filipa", "Constança", "Mafalda", "Idalina", "Edite",
)
PT_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt" names (accents put back by hand)
    "Gonçalo", "Duarte", "Afonso", "Martim", "Dinis", "Simão", "Lourenço", "Nuno", "Telmo", "Rui",
)
PT_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt" names
    "Antunes", "Domingues", "Esteves", "Loureiro", "Nóbrega", "Quaresma", "Sequeira", "Serpa", "Furtado",
    "Saraiva", "Brandão", "Cordeiro", "Godinho", "Veloso", "Proença", "Vilaça",
)

# ---------------------------------------------------------------------------------------------
# Europe.
FR_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "fr" names
    "Océane", "Amandine", "Sandrine", "Martine", "Yvette", "Mathilde", "Céline", "Anaïs", "Pauline",
    # seedfaker 0.4.0a1: hyphenated given names put together by hand from names "fr" holds
    "Marie-Hélène", "Marie-Laure",
)
FR_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "fr" names
    "Corentin", "Bastien", "Thierry", "Fabrice", "Sylvain", "Ludovic", "Jérôme", "Rémi", "Gaston", "Fernand",
    # seedfaker 0.4.0a1: hyphenated given names put together by hand from names "fr" holds
    "Jean-Luc", "Jean-Marc",
)
FR_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "fr" names
    "Giraud", "Lacroix", "Barbier", "Meunier", "Brunet", "Bouvier", "Carpentier", "Charpentier", "Poncet",
    "Perrot", "Chauvin", "Delorme", "Maillard", "Vasseur", "Rossignol", "Tournier",
)
QC_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "fr-ca" names (accents put back by hand)
    "Ginette", "Francine", "Chantal", "Mireille", "Josiane", "Mylène", "Annick", "Rosalie", "Noémie",
    "Marie-Ève",
    # seedfaker 0.4.0a1: hyphenated given names put together by hand from names "fr-ca" holds (Marie-Eve, Josee)
    "Marie-Josée",
)
QC_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "fr-ca" names (accents put back by hand)
    "Yannick", "Mathieu", "Sébastien", "Stéphane", "Gilles", "Benoît", "Maxime", "Cédric", "Ludovic",
    # seedfaker 0.4.0a1: hyphenated given names put together by hand from names "fr-ca" holds
    "Jean-Philippe", "Pierre-Luc",
)
QC_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "fr-ca" names
    "Paquette", "Simard", "Caron", "Dubé", "Poirier", "Lapointe", "Legault", "Lemieux", "Michaud", "Nadeau",
    "Proulx", "Savard", "Vachon", "Bérubé", "Deschênes", "Bilodeau", "Gosselin", "St-Pierre",
)
NL_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "nl" and "nl-be" names
    "Femke", "Anouk", "Maaike", "Sanne", "Marjolein", "Janneke", "Tineke", "Griet", "Katrien", "Annelies", "Lien",
)
NL_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "nl" and "nl-be" names
    "Jeroen", "Wouter", "Maarten", "Thijs", "Joost", "Sander", "Dries", "Joris", "Wout", "Senne", "Jarne",
)
NL_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "nl" and "nl-be" names
    "Dijkstra", "Hoekstra", "Postma", "Zijlstra", "Verhoeven", "Schouten", "Claeys", "Wauters", "Peeters", "Maes",
    "Lambrechts", "Vermeersch", "Goossens",
)
NL_PARTICLED = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "nl" and "nl-be" names (the particle written in lower case by hand, as inside a full name)
    "de Jong", "de Vries", "van Dijk", "van der Linden", "van den Heuvel", "de Groot", "van de Velde", "de Backer",
    "van Acker",
)
DE_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "de" and "de-at" names
    "Heike", "Silke", "Birgit", "Renate", "Angelika", "Marlene", "Verena", "Johanna", "Elke",
)
DE_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "de" and "de-at" names
    "Jürgen", "Uwe", "Ralf", "Manfred", "Torsten", "Holger", "Leopold", "Georg", "Bernhard", "Moritz",
)
DE_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "de" and "de-at" names
    "Hübner", "Köhler", "Krämer", "Gärtner", "Schütz", "Brandstätter", "Hölzl", "Lackner", "Pichler", "Gruber",
    "Wimmer", "Eder", "Aigner", "Baumgartner", "Kaltenbrunner", "Lindemann",
)
IT_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "it" names
    "Ginevra", "Ludovica", "Benedetta", "Cinzia", "Ornella", "Loretta", "Giuseppina", "Concetta", "Assunta",
    "Tiziana",
)
IT_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "it" names
    "Gianluca", "Pierluigi", "Pasquale", "Raffaele", "Tommaso", "Jacopo", "Niccolò", "Corrado", "Gennaro", "Biagio",
)
IT_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "it" names
    "Bianchi", "Marino", "Mariani", "Rinaldi", "Ferraro", "Fabbri", "Grasso", "Sorrentino", "Ruggiero", "Caputo",
    "Mazza", "Pagano", "Benedetti", "Fumagalli",
)
IT_PARTICLED = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "it" names (DAmico: the apostrophe put back by hand)
    "D'Amico", "De Rosa", "Del Vecchio",
)
PL_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pl" names (diacritics put back by hand)
    "Krystyna", "Elżbieta", "Dorota", "Justyna", "Beata", "Weronika", "Patrycja", "Iwona", "Zofia",
)
PL_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pl" names (diacritics put back by hand)
    "Mirosław", "Leszek", "Wiesław", "Janusz", "Ireneusz", "Mariusz", "Kazimierz", "Tadeusz", "Szymon", "Maciej",
)
PL_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pl" names (the man's form; diacritics put back by hand)
    "Kamiński", "Dąbrowski", "Jankowski", "Kwiatkowski", "Piotrowski", "Grabowski", "Pawłowski", "Michalski",
    "Malinowski", "Czarnecki", "Zawadzki", "Sadowski", "Krawczyk", "Wieczorek",
)
CZ_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "cs" and "sk" names (diacritics put back by hand)
    "Tereza", "Barbora", "Kristýna", "Klára", "Denisa", "Alena", "Ivana", "Iveta", "Dagmar",
)
CZ_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "cs" and "sk" names (diacritics put back by hand)
    "Radek", "Zdeněk", "Jaroslav", "Ladislav", "Oldřich", "Bohuslav", "Juraj", "Pavol", "Rastislav", "Matouš",
)
CZ_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "cs" names (the man's form; diacritics put back by hand)
    "Svoboda", "Procházka", "Kučera", "Němec", "Růžička", "Fiala", "Sedláček", "Doležal", "Navrátil", "Šťastný",
    "Hrubý", "Malý", "Moravec", "Kratochvíl",
)
RU_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ru" names
    "Ekaterina", "Svetlana", "Anastasiya", "Darya", "Lyudmila", "Galina", "Lyubov", "Viktoriya", "Yulia", "Tamara",
)
RU_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ru" names
    "Artem", "Kirill", "Ilya", "Evgeniy", "Vasiliy", "Yuriy", "Timur", "Arkadiy", "Gennadiy", "Fedor",
)
RU_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ru" names (the man's form)
    "Pavlov", "Kozlov", "Stepanov", "Orlov", "Makarov", "Zaitsev", "Borisov", "Yakovlev", "Frolov", "Gusev",
    "Belov", "Krylov", "Lazarev", "Fomin", "Voronin", "Zimin",
)
UA_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "uk" names
    "Tetiana", "Nataliia", "Olena", "Halyna", "Kateryna", "Roksolana", "Ivanka", "Zlata", "Bohdana", "Uliana",
)
UA_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "uk" names
    "Andriy", "Serhiy", "Ihor", "Petro", "Pavlo", "Denys", "Ruslan", "Oleh", "Nazar", "Orest", "Rostyslav",
)
UA_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "uk" names
    "Bondarenko", "Kravchenko", "Marchenko", "Savchenko", "Rudenko", "Melnyk", "Shevchuk", "Lysenko", "Boyko",
    "Tkachenko", "Klymenko", "Pavlenko", "Nazarenko", "Yaremenko", "Ostapchuk", "Martyniuk",
)
RO_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ro" names (diacritics put back by hand)
    "Iulia", "Nicoleta", "Florina", "Mădălina", "Denisa", "Roxana", "Adriana", "Simona", "Luminița", "Gabriela",
)
RO_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ro" names (diacritics put back by hand)
    "Florin", "Gheorghe", "Vasile", "Dragoș", "Cosmin", "Lucian", "Laurențiu", "Ionuț", "Marius", "Claudiu",
)
RO_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ro" names (diacritics put back by hand)
    "Dragomir", "Oprea", "Șerban", "Florea", "Cristea", "Voicu", "Badea", "Tănase", "Georgescu", "Marinescu",
    "Niculescu", "Constantinescu", "Petrescu", "Stănescu", "Diaconu", "Cazacu", "Lupu",
)
HU_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "hu" names (accents put back by hand)
    "Katalin", "Erzsébet", "Ilona", "Ágnes", "Judit", "Krisztina", "Nikolett", "Dorottya", "Fanni", "Vivien",
)
HU_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "hu" names (accents put back by hand)
    "Sándor", "Tamás", "András", "Gyula", "Károly", "Béla", "Imre", "Levente", "Bence", "Márton",
)
HU_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "hu" names (accents put back by hand)
    "Nagy", "Kovács", "Tóth", "Szabó", "Varga", "Kiss", "Molnár", "Németh", "Balogh", "Lukács", "Török",
    "Fazekas", "Gulyás", "Pásztor",
)
GR_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "el" names
    "Aikaterini", "Paraskevi", "Chrysoula", "Fotini", "Despoina", "Kalliopi", "Stamatia", "Argyro", "Panagiota",
    "Eleftheria",
)
GR_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "el" names
    "Athanasios", "Evangelos", "Spyridon", "Theodoros", "Anastasios", "Emmanouil", "Sotirios", "Grigorios",
    "Lefteris", "Thanasis",
)
GR_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "el" and "cy" names (the man's form; -ou, -i and -a as a woman bears them)
    "Papadopoulos", "Angelopoulos", "Nikolaidis", "Papadakis", "Makris", "Stavropoulos", "Mavridis",
    "Karagiannis", "Tsoukalas", "Fotopoulos", "Kapetanakis", "Raptis", "Vlachos", "Daskalakis", "Michailidis",
    "Petropoulos",
)
ND_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "se", "da", "no" and "fi" names
    "Linnea", "Frida", "Signe", "Saga", "Mette", "Lotte", "Freja", "Nanna", "Silje", "Maren", "Tuulia", "Venla",
    "Siiri",
)
ND_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "se", "da", "no" and "fi" names
    "Mattias", "Ulf", "Olof", "Rasmus", "Troels", "Mikkel", "Trond", "Geir", "Svein", "Einar", "Jussi", "Lauri",
    "Eetu",
)
ND_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "se", "da", "no" and "fi" names (å, ä, ö and ø put back by hand)
    "Gustafsson", "Pettersson", "Bengtsson", "Sandberg", "Forsberg", "Wallin", "Sjögren", "Rasmussen",
    "Kristensen", "Poulsen", "Vestergaard", "Bundgaard", "Krogh", "Johannessen", "Moen", "Myhre", "Brekke",
    "Miettinen", "Aaltonen", "Toivonen", "Koivisto", "Huttunen", "Tikkanen",
)
YU_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "hr" and "sr" names (diacritics put back by hand)
    "Snježana", "Dragica", "Ankica", "Nikolina", "Jovana", "Milica", "Tijana", "Nevena", "Ljiljana", "Dunja",
)
YU_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "hr" and "sr" names (Srdjan written Srđan; diacritics put back by hand)
    "Zvonimir", "Branimir", "Krešimir", "Vedran", "Nemanja", "Srđan", "Dejan", "Uroš", "Predrag", "Mladen",
)
YU_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "hr" and "sr" names (diacritics put back by hand)
    "Blažević", "Vidović", "Lovrić", "Grgić", "Perković", "Kovačević", "Stefanović", "Mitrović", "Lazarević",
    "Ristić", "Horvat", "Knežević", "Vuković", "Babić",
)
TR_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "tr" names (Turkish letters put back by hand)
    "Hatice", "Emine", "Büşra", "Özlem", "Selin", "Tuğba", "Pınar", "Gülsüm", "Sibel", "Ebru", "Aslı",
)
TR_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "tr" names (Turkish letters put back by hand)
    "Hüseyin", "Osman", "Emre", "Cem", "Serkan", "Tolga", "Onur", "Kaan", "Yiğit", "Volkan", "Furkan", "Erhan",
)
TR_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "tr" names (Turkish letters put back by hand)
    "Albayrak", "Altun", "Avcı", "Bayram", "Çakır", "Cengiz", "Çoban", "Demirci", "Dikmen", "Gündüz", "Karahan",
    "Karataş", "Keleş", "Kılınç", "Mutlu", "Sönmez", "Tunç", "Yavuz", "Zengin",
)

# ---------------------------------------------------------------------------------------------
# The Middle East.
GU_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ar-sa" and "ar-ae" names
    "Lama", "Reema", "Abeer", "Ghada", "Arwa", "Mashael", "Munirah", "Moza", "Shamsa", "Maitha", "Wadha",
)
GU_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ar-sa" and "ar-ae" names
    "Turki", "Yazeed", "Naif", "Sattam", "Thamer", "Humaid", "Jassim", "Suhail", "Obaid", "Majid",
)
GU_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ar-sa" names (written with a hyphen there)
    "Al-Juhani", "Al-Shammari", "Al-Subaie", "Al-Tamimi", "Al-Yami", "Al-Harthi", "Al-Balawi", "Al-Qurashi",
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "ar-ae" names (written with a space there)
    "Al Mansoori", "Al Kaabi", "Al Suwaidi", "Al Hammadi", "Al Ketbi",
)
EG_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "eg" names
    "Nagwa", "Nermin", "Rehab", "Omnia", "Doaa", "Hanaa", "Asmaa", "Shaimaa", "Esraa", "Nourhan", "Mervat",
)
EG_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "eg" names
    "Hossam", "Sherif", "Sameh", "Ayman", "Hesham", "Ehab", "Magdy", "Medhat", "Mohsen", "Bishoy", "Wagdy",
)
EG_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "eg" names
    "El-Sayed", "Abdel-Fattah", "El-Masry", "El-Naggar", "El-Sherif", "Abdel-Aziz", "Abdel-Hamid", "Fahmy",
    "Hegazy", "Shehata", "Tantawy", "Metwally", "Radwan", "Gomaa",
)
IL_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "he" names
    "Shira", "Yael", "Hadar", "Keren", "Inbar", "Lihi", "Efrat", "Hila", "Sigal", "Merav", "Einav",
)
IL_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "he" names
    "Yoav", "Itai", "Eyal", "Roi", "Ido", "Ofir", "Nadav", "Asaf", "Ohad", "Elad",
)
IL_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "he" names
    "Ben-David", "Ben-Ari", "Bar-Lev", "Ben-Haim", "Shapira", "Ohana", "Gabay", "Navon", "Golan", "Harel",
    "Shemesh", "Vaknin", "Turgeman", "Amsalem",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en" and "en-ng" names
    "Blessing", "Comfort", "Peace", "Serenity", "River", "Autumn",
)
EN_WORD_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en" names
    "Hunter", "Archer", "Cash", "Maverick", "Wade", "Tucker",
)
EN_WORD_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "en" names
    "Young", "King", "Hill", "Green", "Stone", "Fox", "Day", "Little", "Cross", "Moss", "Flowers", "Waters", "Hart",
    "Bishop", "Page",
)
ES_WORD_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "es" names
    "Consuelo", "Soledad", "Amparo", "Rocío", "Alba", "Celeste", "Victoria",
)
ES_WORD_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "es" names
    "Salvador", "Ángel", "Clemente", "Fortunato", "Amador", "Lino",
)
ES_WORD_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "es" names
    "Blanco", "Rubio", "Moreno", "Bravo", "Pastor", "Cordero", "Herrero", "Delgado", "Lozano", "Prieto", "Leal",
    "Franco", "Palma",
)
PT_WORD_WOMEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt" names
    "Graça", "Dulce", "Flor", "Vitória", "Aurora", "Rosário",
)
PT_WORD_MEN = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt" names
    "Salvador", "Urbano", "Bento",
)
PT_WORD_SURNAMES = (
    # seedfaker 0.4.0a1: seedfaker/_seedfaker.abi3.so, "pt" and "pt-br" names
    "Rocha", "Pinto", "Ramos", "Neves", "Guerra", "Madeira", "Jardim", "Bandeira", "Falcão", "Torres", "Porto",
    "Vale", "Leal",
)


ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "irish": Origin(IE_WOMEN, IE_MEN, IE_SURNAMES, "single", IE_PARTICLED),
    "south_african": Origin(ZA_WOMEN, ZA_MEN, ZA_SURNAMES, "single", ZA_PARTICLED),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "middle"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "pakistani": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "arabic"),
    "bangladeshi": Origin(BD_WOMEN, BD_MEN, BD_SURNAMES, "single"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "indonesian": Origin(ID_WOMEN, ID_MEN, ID_SURNAMES, "single"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "argentine": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "colombian": Origin(CO_WOMEN, CO_MEN, CO_SURNAMES, "two"),
    "andean": Origin(PE_WOMEN, PE_MEN, PE_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "arab_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "immigrant_br"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "french": Origin(FR_WOMEN, FR_MEN, FR_SURNAMES, "single"),
    "quebecois": Origin(QC_WOMEN, QC_MEN, QC_SURNAMES, "single"),
    "dutch_flemish": Origin(NL_WOMEN, NL_MEN, NL_SURNAMES, "single", NL_PARTICLED),
    "german_austrian": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single", IT_PARTICLED),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "czech_slovak": Origin(CZ_WOMEN, CZ_MEN, CZ_SURNAMES, "slavic"),
    "russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "ukrainian": Origin(UA_WOMEN, UA_MEN, UA_SURNAMES, "single"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "hungarian": Origin(HU_WOMEN, HU_MEN, HU_SURNAMES, "family_first"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "slavic"),
    "nordic": Origin(ND_WOMEN, ND_MEN, ND_SURNAMES, "single"),
    "croatian_serbian": Origin(YU_WOMEN, YU_MEN, YU_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "gulf_arab": Origin(GU_WOMEN, GU_MEN, GU_SURNAMES, "arabic"),
    "egyptian": Origin(EG_WOMEN, EG_MEN, EG_SURNAMES, "arabic"),
    "israeli": Origin(IL_WOMEN, IL_MEN, IL_SURNAMES, "single"),
}

MIDDLES = {"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}

# A surname as a woman bears it (man's ending, woman's ending) for the "slavic" origins (Polish,
# Czech, Russian and Greek), longest first; the first ending that fits is taken.
FEMININE: tuple[tuple[str, str], ...] = (
    ("idis", "idou"), ("akis", "aki"), ("ski", "ska"), ("cki", "cka"), ("zki", "zka"), ("ček", "čková"), ("ák", "áková"),
    ("ka", "ková"), ("ec", "cová"), ("os", "ou"), ("is", "i"), ("as", "a"), ("ov", "ova"), ("ev", "eva"),
    ("in", "ina"), ("ý", "á"), ("a", "ová"), ("l", "lová"),
)

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
    "en": _weights({"english_american": 6, "african_american": 4, "british": 2.5, "irish": 2, "south_african": 1.5,
                    "nigerian": 2, "indian": 2.5, "pakistani": 1.5, "filipino": 2, "chinese": 2, "korean": 1.5,
                    "mexican": 2.5, "vietnamese": 1.5, "israeli": 1.5}),
    "es": _weights({"spanish": 6, "mexican": 4, "argentine": 2.5, "colombian": 3, "chilean": 2, "andean": 2.5,
                    "italian": 1.5, "romanian": 2, "chinese": 1.5, "german_austrian": 1.5, "filipino": 1.5}),
    "pt": _weights({"brazilian": 6, "afro_brazilian": 4, "japanese_brazilian": 2, "arab_brazilian": 2,
                    "portuguese": 2.5, "italian": 2, "german_austrian": 1.5, "korean": 1.5, "argentine": 1.5}),
}

# Look-alikes: words that look like people and are not, by kind (each a {{kind}} hole). New here:
# museums, libraries, lakes and reservoirs, islands, sports moves, methods and codes, lunar craters,
# and gems and minerals, all named after people.
TRAPS = {
    "en": {
        "company": ("Kellogg's", "Heinz", "Hershey", "Merrill Lynch", "Ernst & Young", "Boeing"),
        "shop": ("Walgreens", "Selfridges", "Barnes & Noble", "Trader Joe's", "Dillard's", "Kohl's"),
        "street": ("Madison Avenue", "Pennsylvania Avenue", "Franklin Street", "Harrison Avenue", "Wilson Boulevard", "Cesar Chavez Street"),
        "hospital": ("St. Jude Children's Research Hospital", "Memorial Sloan Kettering", "John Radcliffe Hospital", "Addenbrooke's Hospital", "St Thomas' Hospital", "Ronald Reagan Medical Center"),
        "school": ("Yale", "Cornell University", "Baylor University", "Purdue", "Emory University", "McGill University"),
        "town": ("Dallas", "Denver", "Charlotte", "Cleveland", "Madison", "Jackson"),
        "pet": ("Buddy", "Milo", "Sadie", "Duke", "Rosie", "Oscar"),
        "restaurant": ("Arby's", "Popeyes", "Hardee's", "Jimmy John's", "Tim Hortons", "Long John Silver's"),
        "hotel": ("Conrad", "Wyndham", "Kimpton", "Raffles Hotel", "The Langham", "Hotel Monteleone"),
        "team": ("Cleveland Guardians", "Charlotte Hornets", "Dallas Mavericks", "Jacksonville Jaguars", "Montgomery Biscuits", "Lincoln Stars"),
        "museum": ("Guggenheim Museum", "Getty Center", "Whitney Museum", "Norton Simon Museum", "Isabella Stewart Gardner Museum", "Van Gogh Museum"),
        "library": ("Bodleian Library", "Folger Library", "Huntington Library", "Morgan Library", "John Rylands Library", "Carnegie Library"),
        "lake": ("Lake Victoria", "Lake Louise", "Lake Powell", "Lake Mead", "Lake Albert", "Lake Edward"),
        "island": ("Vancouver Island", "Prince Edward Island", "Ellis Island", "Roosevelt Island", "Baffin Island", "Victoria Island"),
        "move": ("triple Axel", "double Salchow", "Fosbury flop", "Yurchenko vault", "Cruyff turn", "Panenka penalty"),
        "method": ("Pilates", "Montessori", "Braille", "Morse code", "Kumon", "Suzuki method"),
        "crater": ("Tycho crater", "Copernicus crater", "Shackleton crater", "Aristarchus crater", "Clavius crater", "Gassendi crater"),
        "gem": ("alexandrite", "morganite", "kunzite", "smithsonite", "dolomite", "goethite"),
    },
    "es": {
        "company": ("Mahou", "Bodegas Osborne", "Roca", "Grupo Calvo", "Galletas Cuétara", "Chocolates Lacasa"),
        "shop": ("Zara", "Coppel", "Sanborns", "Falabella", "Joyería Tous", "Zapaterías Andrea"),
        "street": ("calle Serrano", "calle Bravo Murillo", "avenida Álvaro Obregón", "avenida Belgrano", "calle Lagasca", "avenida Emilio Castelar"),
        "hospital": ("Hospital Reina Sofía", "Hospital Marqués de Valdecilla", "Hospital Virgen del Rocío", "Hospital Juan Ramón Jiménez", "Hospital Edgardo Rebagliati", "Hospital Sótero del Río"),
        "school": ("Universidad Pompeu Fabra", "Universidad Carlos III", "Universidad Miguel Hernández", "Universidad Pablo de Olavide", "Universidad Rafael Landívar", "Universidad Andrés Bello"),
        "town": ("Villa Carlos Paz", "Ciudad Guzmán", "Hidalgo del Parral", "General Roca", "San Fernando", "Villa María"),
        "pet": ("Bruno", "Canela", "Nala", "Chispa", "Pancho", "Lupita"),
        "restaurant": ("Casa Lucio", "Sobrino de Botín", "Restaurante Arzak", "Casa Julián", "Taquería Don Chuy", "Pizzería Don Vito"),
        "hotel": ("Hotel Miguel Ángel", "Hotel Princesa Sofía", "Hotel Casa Fuster", "Hotel Duques de Bergara", "Parador Conde de Orgaz", "Hotel Don Cándido"),
        "team": ("Club Sarmiento", "San Lorenzo", "Independiente Rivadavia", "Club Guillermo Brown", "Club Atlético Colón", "Once Caldas"),
        "museum": ("Museo Sorolla", "Museo Frida Kahlo", "Museo Thyssen-Bornemisza", "Museo Picasso", "Museo Dolores Olmedo", "Museo Soumaya"),
        "library": ("Biblioteca Luis Ángel Arango", "Biblioteca Vasconcelos", "Biblioteca Mariano Moreno", "Biblioteca Virgilio Barco", "Biblioteca Gabriel García Márquez", "Biblioteca Santiago Severín"),
        "lake": ("lago Victoria", "lago O'Higgins", "lago General Carrera", "lago Fagnano", "embalse Ezequiel Ramos Mexía", "embalse Florentino Ameghino"),
        "island": ("isla Isabela", "isla Robinson Crusoe", "isla Fernandina", "isla San Cristóbal", "isla Magdalena", "isla Alejandro Selkirk"),
        "move": ("triple axel", "doble salchow", "estilo Fosbury", "salto Yurchenko", "giro de Cruyff", "penalti a lo Panenka"),
        "method": ("pilates", "método Montessori", "braille", "código Morse", "método Kumon", "método Suzuki"),
        "crater": ("cráter Tycho", "cráter Copérnico", "cráter Shackleton", "cráter Aristarco", "cráter Clavius", "cráter Gassendi"),
        "gem": ("alejandrita", "morganita", "kunzita", "smithsonita", "dolomita", "goethita"),
    },
    "pt": {
        "company": ("Andrade Gutierrez", "Queiroz Galvão", "Grupo Matarazzo", "Randon", "Tramontina", "Grupo Edson Queiroz"),
        "shop": ("C&A", "Ótica Diniz", "Lojas Colombo", "Drogaria Pacheco", "Casas Bahia", "Livraria Saraiva"),
        "street": ("Rua Augusta", "Avenida Brigadeiro Faria Lima", "Rua Haddock Lobo", "Rua Visconde de Pirajá", "Rua Frei Caneca", "Avenida Tiradentes"),
        "hospital": ("Hospital Miguel Couto", "Hospital Pedro Ernesto", "A.C. Camargo Cancer Center", "Hospital São Camilo", "Hospital Ana Costa", "Hospital Mário Kröeff"),
        "school": ("Universidade Estácio de Sá", "Colégio Visconde de Porto Seguro", "Faculdade Zumbi dos Palmares", "Escola Estadual Fernão Dias Paes", "Colégio Santo Inácio", "Universidade Cândido Mendes"),
        "town": ("Teófilo Otoni", "Santos Dumont", "Carlos Barbosa", "Presidente Kennedy", "Barão de Cocais", "Floriano"),
        "pet": ("Bob", "Nina", "Zeus", "Belinha", "Paçoca", "Amora"),
        "restaurant": ("Bar do Luiz", "Cantina Famiglia Mancini", "Restaurante Dona Lucinha", "Padaria Dona Deôla", "Boteco do Juarez", "Armazém do Seu Jorge"),
        "hotel": ("Hotel Pestana", "Caesar Park", "Pousada Maria Bonita", "Hotel Windsor", "Pousada do Seu Antônio", "Hotel Dom Pedro"),
        "team": ("EC São Bento", "São Raimundo EC", "EC Santo André", "EC Vitória", "Esportivo Bento Gonçalves", "Clube Atlético Carlos Renaux"),
        "museum": ("Museu Oscar Niemeyer", "Museu Casa de Portinari", "Instituto Ricardo Brennand", "Museu Lasar Segall", "Museu Carmen Miranda", "Museu Afro Brasil Emanoel Araújo"),
        "library": ("Biblioteca Mário de Andrade", "Biblioteca Monteiro Lobato", "Biblioteca Guita e José Mindlin", "Biblioteca Alceu Amoroso Lima", "Biblioteca Luiz de Bessa", "Biblioteca Cora Coralina"),
        "lake": ("Lagoa Rodrigo de Freitas", "Represa Billings", "lago Vitória", "lago Alberto", "lago Eduardo", "Represa Engenheiro Souza Dias"),
        "island": ("Ilha do Cardoso", "Ilha Anchieta", "Ilha de Santa Catarina", "Ilha de São Sebastião", "Ilha de São Luís", "Ilha de São Francisco"),
        "move": ("triplo Axel", "duplo Salchow", "salto Fosbury", "salto Yurchenko", "giro de Cruyff", "pênalti à Panenka"),
        "method": ("pilates", "método Montessori", "braile", "código Morse", "método Kumon", "método Paulo Freire"),
        "crater": ("cratera Tycho", "cratera Copérnico", "cratera Shackleton", "cratera Aristarco", "cratera Clavius", "cratera Gassendi"),
        "gem": ("alexandrita", "morganita", "kunzita", "smithsonita", "dolomita", "goethita"),
    },
}


_EN = [
    # --- nobody in them: look-alikes only -------------------------------------------------------
    # a CODEOWNERS file
    "# CODEOWNERS — {{company}} monorepo\n# kiosk app for the {{museum}}\n/apps/kiosk/     @acme/frontend\n# class booking ({{method}})\n/apps/classes/   @acme/bookings\n*.md             @acme/docs",
    # kubectl describe, annotations only
    "Name:         kiosk-{{n}}\nNamespace:    exhibits\nAnnotations:  exhibit: {{gem}} room\n              venue: {{museum}}\n              sponsor: {{team}}\nStatus:       Running",
    # a museum wall label, maker unknown
    "BROOCH, about 1890\n{{gem}} and gold, maker unknown\nOn loan from the {{museum}}\nFound on {{island}} in a trunk that still smelled of {{=rosemary}}",
    # a recipe blog post
    "JUMP TO RECIPE ↓\nSmoked trout from {{lake}}, a {{=precious}} little butter and lemon\nPrep 15 min · Cook 40 min\nServe it the way {{restaurant}} does\nComments ({{n}})",
    # a CN23 customs declaration from a firm
    "CN23 CUSTOMS DECLARATION\nSender: {{company}}\nContents: {{gem}} pendant, 1 pc, {{amt}}\n[x] Sale of goods  [ ] Gift\nShipped from: {{island}}",
    # a casting call
    "CASTING CALL — {{team}} commercial\nSeeking: skaters who can land a {{move}}\nShoot: {{hotel}} ballroom, {{day}}\nTagline: \"skate to your {{=destiny}}\"\nPay: {{amt}}/day",
    # a delivery note
    "DELIVERY NOTE {{id}}\nShip to: {{shop}}, {{street}}\n2 x {{method}} starter kits\n1 x {{gem}} display case\nReceived in good condition: [ ]",
    # a lake forecast
    "FORECAST — {{lake}} and {{island}}\nWind SW 10-15 kt\n{{=Sunny}} spells after {{time}}\nWaves 1-2 ft; ferry from {{town}} on schedule",
    # crossword clues
    "CROSSWORD {{n}} — ACROSS\n4 Skating jump, the {{move}} (4)\n9 Pink gem, {{gem}} (9)\n12 Home of the {{team}} (6)\nDOWN\n3 Valley, or {{=dale}} (4)",
    # a pub quiz answer sheet
    "QUIZ NIGHT — round {{n}} answers\n1. {{crater}}\n2. {{island}}\n3. {{method}}\n4. The {{=Diamond}} Jubilee\nTiebreak: {{lake}}",
    # a ferry timetable
    "FERRY {{town}} ⇄ {{island}}\nDep {{time}} · Arr {{time}}\nDep {{time}} · Arr {{time}}\nCafé on board by {{restaurant}}; dogs like {{pet}} on a lead",
    # an astronomy club observing log
    "OBSERVING LOG — {{day}}\n{{=Sky}}: clear after {{time}}, seeing 3/5\nTargets: {{crater}}, {{crater}}\nScope on loan from {{school}}",
    # a class timetable
    "TIMETABLE — {{hotel}} community room\n7:00 {{method}} taster\n12:30 Aqua fit\n18:00 {{method}} for parents\n{{=Rusty}} lockers replaced this week",
    # app store release notes
    "What's New in Version 4.{{n}}\n• Book a {{method}} session from the home screen\n• Audio tour for the {{museum}}\n• Parking map for {{hospital}}\n• A softer {{=melody}} for reminders",
    # journalctl output
    "-- Logs begin at {{day}} {{time}} --\nkiosk[812]: synced prices from {{shop}}\nkiosk[812]: {{library}} catalogue feed timed out\nkiosk[812]: exhibit \"{{gem}}\" reloaded",
    # a museum audio-guide script
    "STOP 12 — THE {{gem}} ROOM\n(Narrator) Welcome back to the {{museum}}.\nThe model in front of you is {{island}}; follow the {{=cliff}} path to the lighthouse.\nPress 13 for the next stop.",
    # a notice to residents
    "NOTICE TO RESIDENTS — {{street}}\nWater off {{day}} from {{time}}\nParcels from {{shop}} are now at the front desk\nPlease stop picking every rose {{=bud}} in the courtyard\nLost cat: answers to {{pet}}",
    # a WHOIS record, redacted
    "Domain Name: kiosk-{{n}}.example\nRegistrar: {{company}}\nRegistrant Name: REDACTED FOR PRIVACY\nRegistrant Organization: Friends of the {{library}}\nAdmin Email: {{email}}",
    # an exhibition floor plan
    "FLOOR 2\nRoom A — {{gem}} gallery\nRoom B — {{crater}}, a 3D model\nRoom C — student show from {{school}}\nCafé: {{restaurant}}",
    # a scoreboard
    "LIVE — {{team}} v {{team}}\nHT 1-0\nNext: {{move}} of the week\nHalf-time: pipers from the {{=glen}}\nSponsor: {{company}}",
    # --- one person ---------------------------------------------------------------------------
    # a CODEOWNERS file with an owner
    "# CODEOWNERS — kiosk for the {{museum}}\n/apps/kiosk/     [[P1.mail]]\n# [[P1.fl]] owns the {{method}} booking flow\n/apps/classes/   @acme/bookings",
    # git shortlog, one author
    "$ git shortlog -sne -- apps/kiosk\n   {{n}}\t[[P1.fl]] <[[P1.mail]]>\n# the only author since the {{museum}} relaunch",
    # kubectl describe with an owner
    "Name:         audio-guide-{{n}}\nAnnotations:  owner: [[P1.mail]]\n              owner-name: [[P1.full]]\n              venue: {{museum}}\nStatus:       CrashLoopBackOff",
    # a museum wall label with its artist
    "[[P1.FULL]]\nborn {{town}}\n{{crater}} at Dawn, 2019\nOil on canvas\nGift of {{company}}",
    # a recipe card
    "RECIPE CARD\nTrout from {{lake}}, by [[P1.full]]\nServes 4 · 40 min\n[[P1.first]]'s tip: smoke it over apple wood, as they do at {{restaurant}}",
    # a CN22 gift declaration
    "CN22 — GIFT\nFrom: {{shop}}\nTo: [[P1.LAST]], [[P1.FIRST]]\n{{street}}, {{town}}\nContents: {{gem}} earrings, {{amt}}\nTel: {{phone}}",
    # an out-of-office reply
    "Automatic reply: [[P1.fl]] is out of the office\nI'm away until {{date}} at a {{method}} teachers' retreat with no signal.\nI'll reply when I'm back. — [[P1.first]]",
    # a museum e-ticket link
    "Your e-ticket for the {{museum}}\nhttps://tickets.example.org/t/{{ref}}?name=[[P1.url]]&slot=morning\nShow it at the {{library}} entrance too.",
    # a dive logbook page
    "DIVE {{n}} — {{island}}, north wall\nMax depth 18 m · 42 min\nBuddy: [[P1.fl]]\n[[P1.first]]'s camera flooded again; saw a {{gem}}-blue nudibranch",
    # a fishing licence
    "FISHING LICENCE {{id}}\nHolder: [[P1.lf]]\nWaters: {{lake}}\nValid until {{date}}, issued at {{shop}}\nDear [[P1.t]] [[P1.last]], tight lines!",
    # a resident parking permit
    "RESIDENT PARKING PERMIT {{id}}\nSurname: [[P1.sur]]\nFirst name: [[P1.first]]\nZone: {{street}}\nHelpline {{phone}}",
    # a luggage tag
    "{{hotel}} — LUGGAGE TAG {{n}}\nGuest: [[P1.tt]] [[P1.last]]\nShuttle to {{hospital}} at {{time}}",
    # thesis acknowledgements
    "ACKNOWLEDGEMENTS\nI am grateful to my supervisor, [[P1.dr]] [[P1.last]], for years of patience with my maps of the {{crater}}, and to the staff of the {{library}}.",
    # a lower-case group chat
    "anyone going to the {{method}} taster at {{hotel}} tomorrow?\nask [[P1.first]], they run it lol\nbring water, last time {{pet}} kept stealing the bottles 😂",
    # --- two people ---------------------------------------------------------------------------
    # an out-of-office reply naming a colleague
    "Automatic reply: Re: {{museum}} loan\nI'm out until {{date}}. For anything urgent please contact [[P2.fl]] ([[P2.mail]]).\nBest,\n[[P1.fl]]",
    # a GitHub pull-request review
    "[[P1.fl]] requested changes on #{{n}}\n> copy for the {{method}} page\n@[[P2.first]] can we keep the {{museum}} wording?\n✅ [[P2.fl]] approved these changes",
    # git shortlog, two authors
    "$ git shortlog -sn --since={{day}}\n   {{n}}\t[[P1.fl]]\n   {{n}}\t[[P2.fl]]\n(audio guide for the {{museum}})",
    # a casting call with its crew
    "CASTING CALL — short film at the {{library}}\nDirector: [[P1.full]]\nCasting: [[P2.init]]\nRoles: a skater who lands the {{move}}; a {{method}} teacher\nSelf-tapes to [[P2.mail]]",
    # a figure-skating judges' protocol
    "JUDGES DETAILS PER SKATER\nRank 1  [[P1.LF]]  {{team}}  TSS 201.45\nRank 2  [[P2.LF]]  {{team}}  TSS 198.10\nElement 3: {{move}} < (under-rotated)",
    # a tennis draw
    "QUARTER-FINALS — {{hotel}} Open\n[[P1.LAST]] (1) d. [[P2.LAST]] 6-4 6-3\nCourt 2 · next: {{day}} {{time}}\nBall kids from {{school}}",
    # a CN23 declaration between two people
    "CN23\nSender: [[P1.FULL]], {{street}}\nAddressee: [[P2.FULL]], {{town}}\nContents: {{gem}} ring (gift), {{amt}}\nSender's phone: {{phone}}",
    # an intercom directory
    "INTERCOM — {{street}}\n1A  [[P1.LAST]]\n1B  [[P2.LAST]] + {{pet}}\n2A  (vacant)\nDeliveries for {{shop}}: press 0",
    # a shift rota
    "ROTA — {{museum}} front desk, week {{n}}\nMon early: [[P1.first]]\nMon late: [[P2.first]]\nTue: [[P1.first]] & [[P2.first]]\nCover for the {{method}} taster: ask {{hotel}}",
    # a gift registry entry
    "GIFT REGISTRY — {{shop}}\nFrom [[P1.fl]] and [[P2.fl]]: {{gem}} cufflinks\nMessage: \"See you at {{hotel}}!\"",
    # a retirement card
    "Happy retirement from all of us at {{hospital}}!\nEnjoy the cottage on {{island}} — [[P1.first]]\nNo more night shifts!! xx [[P2.first]]\n(and from {{pet}}, the ward cat)",
    # a dive log signed by the instructor
    "DIVE {{n}} — {{lake}} quarry\nInstructor: [[P1.fl]] (PADI {{id}})\nStudent: [[P2.full]]\nSigned: [[P1.init]]",
    # a WHOIS record with its contacts
    "Domain Name: audio-{{n}}.example\nRegistrant Name: [[P1.full]]\nRegistrant Organization: {{museum}}\nAdmin Contact: [[P2.fl]]\nAdmin Email: [[P2.mail]]",
    # a letter of recommendation
    "To whom it may concern,\nI have known [[P1.fl]] for four years at {{school}}. [[P1.first]]'s thesis on the {{crater}} was the best of the year.\nSincerely,\n[[P2.dr]] [[P2.last]]",
    # a birth announcement
    "Welcome to the world, [[P1.first]]!\nBorn {{date}} at {{hospital}}, 3.2 kg\nWith love, [[P2.fl]] — and {{pet}}, who is not impressed",
    # a lower-case group chat
    "who's in for the {{method}} taster at {{hotel}} sat?\n[[P1.first]]: me!! 🙋\n[[P2.first]]: can't, {{pet}} has the vet lol",
    # --- three people -------------------------------------------------------------------------
    # git shortlog, three authors
    "$ git shortlog -sne\n   {{n}}\t[[P1.fl]] <[[P1.mail]]>\n   {{n}}\t[[P2.fl]] <[[P2.mail]]>\n   {{n}}\t[[P3.fl]] <[[P3.mail]]>\n# kiosk for the {{museum}}",
    # a figure-skating starting order
    "FREE SKATING — STARTING ORDER\n1  [[P1.LF]]  {{team}}\n2  [[P2.LF]]  {{team}}\n3  [[P3.LF]]  {{team}}\nWarm-up: no {{move}} after the bell",
    # mailbox labels
    "MAILBOXES — {{street}}\n[[P1.SUR]]\n[[P2.SUR]]\n[[P3.SUR]]\nFlyers for {{restaurant}} go in the recycling",
    # a Trello card in JSON
    "{\"name\":\"{{museum}} relaunch\",\"members\":[{\"fullName\":\"[[P1.full]]\"},{\"fullName\":\"[[P2.fl]]\"},{\"fullName\":\"[[P3.fl]]\"}],\"labels\":[\"{{method}}\"]}",
    # a callback sheet
    "CALLBACKS — short film at the {{library}}\n[[P1.fl]] — the archivist\n[[P2.fl]] — the skater ({{move}})\n[[P3.first]] — reader\nSides are in [[P1.first]]'s folder",
    # a wedding guest book
    "GUEST BOOK — {{hotel}}\nCongrats!! love, [[P1.first]] & [[P2.first]] xx\nSo happy for you both. [[P3.fl]]\n(we took one of the {{gem}} centrepieces, sorry)",
    # a tennis draw, semi-finals
    "SEMI-FINALS — {{team}} courts\n[[P1.LAST]] d. [[P2.LAST]] 7-5 6-2\n[[P3.LAST]] w/o\nFinal: {{day}} {{time}}",
    # a thesis committee page
    "THESIS COMMITTEE\nChair: [[P1.dr]] [[P1.last]], {{school}}\nMembers: [[P2.init]]; [[P3.init]]\nDefence: {{library}} seminar room, {{date}}",
    # a lower-case shift swap chat
    "[[P1.first]]: can someone swap my {{day}} shift at the {{museum}}?\n[[P2.first]]: i can do the morning\n[[P3.first]]: i'll take the late one, the {{method}} taster is off anyway",
    # a rope-team log
    "ROPE TEAM — sea cliffs of {{island}}\nLeader: [[P1.fl]]\nSecond: [[P2.fl]]\nThird: [[P3.fl]]\nEmergency: {{phone}} ({{hospital}})",
]

_ES = [
    # --- nadie: solo look-alikes ------------------------------------------------------------------
    # un fichero CODEOWNERS
    "# CODEOWNERS — monorepo de {{company}}\n# app del quiosco del {{museum}}\n/apps/quiosco/   @acme/frontend\n# reservas de clases ({{method}})\n/apps/clases/    @acme/reservas\n*.md             @acme/documentación",
    # kubectl describe, solo anotaciones
    "Name:         quiosco-{{n}}\nNamespace:    exposiciones\nAnnotations:  sala: {{gem}}\n              sede: {{museum}}\n              patrocinio: {{team}}\nStatus:       Running  # revisión pendiente",
    # una cartela de museo, autor desconocido
    "BROCHE, hacia 1890\n{{gem}} y oro, autor desconocido\nPréstamo del {{museum}}\nHallado en la {{island}} dentro de un baúl con una {{=paloma}} tallada",
    # una receta de blog
    "IR A LA RECETA ↓\nTrucha ahumada del {{lake}}, con la mantequilla en su punto {{=justo}}\nPreparación 15 min · Cocción 40 min\nSírvela como en {{restaurant}}\nComentarios ({{n}})",
    # una declaración de aduana CN23 de una empresa
    "CN23 DECLARACIÓN DE ADUANA\nRemitente: {{company}}\nContenido: colgante de {{gem}}, 1 ud., {{amt}}\n[x] Venta de mercancías  [ ] Regalo\nEnviado desde: la {{island}}",
    # un casting
    "CASTING — anuncio del {{team}}\nBuscamos: patinadores que clavan un {{move}}\nRodaje: salón del {{hotel}}, {{day}}\nFrase de prueba: «tranquila, el quiste es {{=benigno}}»\nPago: {{amt}}/día",
    # un albarán
    "ALBARÁN {{id}}\nEntregar en: {{shop}}, {{street}}\n2 x kit de iniciación de {{method}}\n1 x vitrina para {{gem}}\nRecibido en buen estado: [ ]",
    # una previsión del lago
    "PREVISIÓN — {{lake}} y {{island}}\nViento SO 10-15 nudos\n{{=Cielo}} despejado a partir de las {{time}}\nOla de 1 m; el ferry desde {{town}} sale a su hora",
    # un crucigrama
    "CRUCIGRAMA {{n}} — HORIZONTALES\n4 Salto de patinaje, el {{move}} (4)\n9 Gema rosa, {{gem}} (9)\n12 Casa del {{team}} (6)\nVERTICALES\n3 Satélite de la Tierra, la {{=luna}} (4)",
    # las respuestas de un concurso de bar
    "NOCHE DE PREGUNTAS — respuestas de la ronda {{n}}\n1. {{crater}}\n2. {{island}}\n3. {{method}}\n4. La {{=Natividad}} de Giotto\nDesempate: ¿dónde está el {{lake}}?",
    # un horario de ferry
    "FERRY {{town}} ⇄ {{island}}\nSalida {{time}} · Llegada {{time}}\nSalida {{time}} · Llegada {{time}}\nCafetería a bordo de {{restaurant}}; perros como {{pet}}, con correa",
    # un diario de observación astronómica
    "DIARIO DE OBSERVACIÓN — {{day}}\nFrío {{=severo}} después de las {{time}}, seeing 3/5\nObjetivos: {{crater}}, {{crater}}\nTelescopio prestado por la {{school}}",
    # un horario de clases
    "HORARIO — sala común del {{hotel}}\n7:00 prueba de {{method}}\n12:30 aquagym\n18:00 {{method}} para familias (inscripción previa)\n{{=Bienvenido}} al nuevo vestuario: las taquillas se cambian esta semana",
    # notas de versión de una app
    "Novedades de la versión 4.{{n}}\n• Reserva una sesión de {{method}} desde el inicio\n• Audioguía del {{museum}}\n• Plano del aparcamiento del {{hospital}}\n• Modo {{=plácido}}: menos avisos",
    # salida de journalctl
    "-- Logs begin at {{day}} {{time}} --\nkiosk[812]: precios sincronizados desde {{shop}}\nkiosk[812]: la {{library}} no respondió (catálogo)\nkiosk[812]: sala \"{{gem}}\" recargada",
    # un guion de audioguía
    "PARADA 12 — LA SALA DE LA {{gem}}\n(Narrador) Bienvenidos de nuevo al {{museum}}.\nLa maqueta que tiene delante es la {{island}}, donde la {{=reina}} madre veraneaba.\nPulse 13 para continuar el recorrido; gracias por su atención.",
    # un aviso a los vecinos
    "AVISO A LOS VECINOS — {{street}}\nCorte de agua el {{day}} desde las {{time}}\nLos paquetes de {{shop}} están ahora en conserjería\nAño {{=próspero}} a todos y, por favor, no arranquéis las rosas del patio\nGato perdido: responde a {{pet}}",
    # un registro WHOIS anonimizado
    "Domain Name: quiosco-{{n}}.example\nRegistrar: {{company}}\nRegistrant Name: REDACTED FOR PRIVACY\nRegistrant Organization: Amigos de la {{library}}\nAdmin Email: {{email}}  # dirección genérica",
    # el plano de una exposición
    "PLANTA 2\nSala A — galería de {{gem}}\nSala B — {{crater}}, maqueta 3D\nSala C — muestra de alumnos de la {{school}}\nCafetería: {{restaurant}}",
    # un marcador
    "EN DIRECTO — {{team}} vs. {{team}}\nDescanso 1-0\nA continuación: el {{move}} de la jornada\nEl lunes es festivo de la {{=Concepción}}\nPatrocina: {{company}}",
    # --- una persona --------------------------------------------------------------------------
    # un CODEOWNERS con responsable
    "# CODEOWNERS — quiosco del {{museum}}\n/apps/quiosco/   [[P1.mail]]\n# [[P1.fl]] lleva el flujo de reservas de {{method}}\n/apps/clases/    @acme/reservas  # también",
    # git shortlog, un autor
    "$ git shortlog -sne -- apps/quiosco\n   {{n}}\t[[P1.fl]] <[[P1.mail]]>\n# único autor desde la reapertura del {{museum}}",
    # kubectl describe con responsable
    "Name:         audioguia-{{n}}\nAnnotations:  owner: [[P1.mail]]\n              owner-name: [[P1.full]]\n              sede: {{museum}}\nStatus:       CrashLoopBackOff  # se reinicia sin parar, ¿alguien lo revisa? (sesión de guardia)",
    # una cartela de museo con su artista
    "[[P1.FULL]]\nnacid[[P1.o]] en {{town}}\nEl {{crater}} al amanecer, 2019\nÓleo sobre lienzo\nDonación de {{company}}",
    # una ficha de receta
    "FICHA DE RECETA\nTrucha del {{lake}}, de [[P1.full]]\nPara 4 · 40 min\nEl truco de [[P1.first]]: ahumarla con leña de manzano, como en {{restaurant}}",
    # una declaración CN22 de regalo
    "CN22 — REGALO\nDe: {{shop}}\nPara: [[P1.LAST]], [[P1.FIRST]]\n{{street}}, {{town}}\nContenido: pendientes de {{gem}}, {{amt}}\nTeléfono: {{phone}}",
    # una respuesta automática de ausencia
    "Respuesta automática: [[P1.fl]] está fuera de la oficina\nEstoy en un retiro de profesores de {{method}} sin cobertura hasta el {{date}}.\nResponderé a la vuelta. — [[P1.first]]",
    # el enlace de una entrada del museo
    "Tu entrada para el {{museum}}\nhttps://entradas.example.org/t/{{ref}}?nombre=[[P1.url]]&franja=mañana\nEnséñala también en la entrada de la {{library}}.",
    # una página de un diario de buceo
    "INMERSIÓN {{n}} — {{island}}, pared norte\nProfundidad máx. 18 m · 42 min\nCompañer[[P1.o]]: [[P1.fl]]\nA [[P1.first]] se le volvió a inundar la cámara; vimos un nudibranquio color {{gem}}",
    # una licencia de pesca
    "LICENCIA DE PESCA {{id}}\nTitular: [[P1.lf]]\nAguas: {{lake}}\nVálida hasta el {{date}}, expedida en {{shop}}\n[[P1.t]] [[P1.last]]: ¡buena pesca!",
    # una tarjeta de aparcamiento para residentes
    "TARJETA DE APARCAMIENTO DE RESIDENTE {{id}}\nApellidos: [[P1.sur]]\nNombre: [[P1.first]]\nZona: {{street}}\nAtención: {{phone}}",
    # una etiqueta de equipaje
    "{{hotel}} — ETIQUETA DE EQUIPAJE {{n}}\nHuésped: [[P1.tt]] [[P1.last]]\nLanzadera al {{hospital}} a las {{time}}",
    # agradecimientos de una tesis
    "AGRADECIMIENTOS\nDoy las gracias a quien dirigió esta tesis, [[P1.dr]] [[P1.last]], por años de paciencia con mis mapas del {{crater}}, y al personal de la {{library}}.",
    # un chat de grupo en minúsculas
    "¿alguien va a la clase de prueba de {{method}} en el {{hotel}} mañana?\npregúntale a [[P1.first]], que la da jaja\nllevad agua, la última vez {{pet}} se llevó todas las botellas 😂",
    # --- dos personas -------------------------------------------------------------------------
    # una respuesta de ausencia que remite a un compañero
    "Respuesta automática: RE: préstamo del {{museum}}\nEstoy fuera hasta el {{date}}. Para algo urgente, escribe a [[P2.fl]] ([[P2.mail]]).\nUn saludo,\n[[P1.fl]]",
    # una revisión de pull request en GitHub
    "[[P1.fl]] requested changes on #{{n}}\n> texto de la página de {{method}}\n@[[P2.first]] ¿mantenemos la redacción del {{museum}}?\n✅ [[P2.fl]] approved these changes",
    # git shortlog, dos autores
    "$ git shortlog -sn --since={{day}}\n   {{n}}\t[[P1.fl]]\n   {{n}}\t[[P2.fl]]\n(audioguía del {{museum}})",
    # un casting con su equipo
    "CASTING — cortometraje en la {{library}}\nDirección: [[P1.full]]\nReparto: [[P2.init]]\nPapeles: una patinadora que clava el {{move}}; un profesor de {{method}}\nSelf-tapes a [[P2.mail]]",
    # el acta de jueces de patinaje
    "DETALLE DE JUECES POR PATINADOR\nPuesto 1  [[P1.LF]]  {{team}}  TSS 201.45\nPuesto 2  [[P2.LF]]  {{team}}  TSS 198.10\nElemento 3: {{move}} < (rotación incompleta)",
    # un cuadro de tenis
    "CUARTOS DE FINAL — Open del {{hotel}}\n[[P1.LAST]] (1) v. [[P2.LAST]] 6-4 6-3\nPista 2 · próximo partido: {{day}} {{time}}\nRecogepelotas de la {{school}}",
    # una CN23 entre dos personas
    "CN23\nRemitente: [[P1.FULL]], {{street}}\nDestinatario: [[P2.FULL]], {{town}}\nContenido: anillo de {{gem}} (regalo), {{amt}}\nTeléfono del remitente: {{phone}}",
    # un directorio del portero automático
    "PORTERO AUTOMÁTICO — {{street}}\n1.º A  [[P1.LAST]]\n1.º B  [[P2.LAST]] + {{pet}}\n2.º A  (vacío)\nRepartos de {{shop}}: pulse 0",
    # un cuadrante de turnos
    "CUADRANTE — recepción del {{museum}}, semana {{n}}\nLunes mañana: [[P1.first]]\nLunes tarde: [[P2.first]]\nMartes: [[P1.first]] y [[P2.first]]\nSustituciones de la clase de {{method}}: preguntar en el {{hotel}}",
    # una lista de bodas
    "LISTA DE BODAS — {{shop}}\nDe [[P1.fl]] y [[P2.fl]]: gemelos de {{gem}}\nMensaje: «¡Nos vemos en el {{hotel}}! Gracias por todo, sois únicos»",
    # una tarjeta de jubilación
    "¡Feliz jubilación de parte de todo el {{hospital}}!\nDisfruta de la casita en la {{island}} — [[P1.first]]\n¡¡Se acabaron las guardias!! besos, [[P2.first]]\n(y de {{pet}}, la gata de la planta)",
    # un diario de buceo firmado por el instructor
    "INMERSIÓN {{n}} — cantera del {{lake}}\nInstructor: [[P1.fl]] (PADI {{id}})\nAlumn[[P2.o]]: [[P2.full]]\nFirma: [[P1.init]]",
    # un registro WHOIS con sus contactos
    "Domain Name: audioguia-{{n}}.example\nRegistrant Name: [[P1.full]]\nRegistrant Organization: {{museum}}\nAdmin Contact: [[P2.fl]]\nAdmin Email: [[P2.mail]]  # contacto técnico",
    # una carta de recomendación
    "A quien corresponda:\nConozco a [[P1.fl]] desde hace cuatro años en la {{school}}. Su tesis sobre el {{crater}} fue la mejor del curso; [[P1.first]] es constante y generos[[P1.o]].\nAtentamente,\n[[P2.dr]] [[P2.last]]",
    # un anuncio de nacimiento
    "¡Bienvenid[[P1.o]] al mundo, [[P1.first]]!\nNació el {{date}} en el {{hospital}}, 3,2 kg\nCon cariño, [[P2.fl]] — y {{pet}}, que no está nada impresionado",
    # un chat de grupo en minúsculas
    "¿quién se apunta a la prueba de {{method}} en el {{hotel}} el sábado?\n[[P1.first]]: ¡yo! 🙋\n[[P2.first]]: no puedo, {{pet}} tiene veterinario jaja",
    # --- tres personas ------------------------------------------------------------------------
    # git shortlog, tres autores
    "$ git shortlog -sne\n   {{n}}\t[[P1.fl]] <[[P1.mail]]>\n   {{n}}\t[[P2.fl]] <[[P2.mail]]>\n   {{n}}\t[[P3.fl]] <[[P3.mail]]>\n# quiosco del {{museum}} (versión 2)",
    # el orden de salida de patinaje
    "PATINAJE LIBRE — ORDEN DE SALIDA\n1  [[P1.LF]]  {{team}}\n2  [[P2.LF]]  {{team}}\n3  [[P3.LF]]  {{team}}\nCalentamiento: nada de {{move}} después de la señal",
    # las etiquetas de los buzones
    "BUZONES — {{street}}\n[[P1.SUR]]\n[[P2.SUR]]\n[[P3.SUR]]\nLa publicidad de {{restaurant}} va al contenedor azul (papel y cartón)",
    # una tarjeta de Trello en JSON
    "{\"name\":\"reapertura del {{museum}}\",\"members\":[{\"fullName\":\"[[P1.full]]\"},{\"fullName\":\"[[P2.fl]]\"},{\"fullName\":\"[[P3.fl]]\"}],\"labels\":[\"{{method}}\",\"diseño\"]}",
    # una hoja de segundas pruebas
    "SEGUNDAS PRUEBAS — cortometraje en la {{library}}\n[[P1.fl]] — la archivera\n[[P2.fl]] — patinaje ({{move}})\n[[P3.first]] — lectura\nLas separatas están en la carpeta de [[P1.first]]",
    # un libro de firmas de boda
    "LIBRO DE FIRMAS — {{hotel}}\n¡¡Enhorabuena!! con cariño, [[P1.first]] y [[P2.first]]\nQué felices os vemos. [[P3.fl]]\n(nos llevamos un centro de mesa de {{gem}}, perdón)",
    # un cuadro de tenis, semifinales
    "SEMIFINALES — pistas del {{team}}\n[[P1.LAST]] v. [[P2.LAST]] 7-5 6-2\n[[P3.LAST]] por incomparecencia\nFinal: {{day}} {{time}}, pista número 1",
    # la página del tribunal de tesis
    "TRIBUNAL DE TESIS\nPresidencia: [[P1.dr]] [[P1.last]], {{school}}\nVocales: [[P2.init]]; [[P3.init]]\nDefensa pública: sala de seminarios de la {{library}}, {{date}}",
    # un chat de cambio de turnos en minúsculas
    "[[P1.first]]: ¿alguien me cambia el turno del {{day}} en el {{museum}}?\n[[P2.first]]: yo puedo por la mañana\n[[P3.first]]: me quedo la tarde, la prueba de {{method}} se canceló igual",
    # el parte de una cordada
    "CORDADA — acantilados de la {{island}}\nPrimer[[P1.o]]: [[P1.fl]]\nSegund[[P2.o]]: [[P2.fl]]\nTercer[[P3.o]]: [[P3.fl]]\nTeléfono de emergencias: {{phone}} ({{hospital}})",
]

_PT = [
    # --- ninguém: só look-alikes --------------------------------------------------------------------
    # um arquivo CODEOWNERS
    "# CODEOWNERS — monorepo da {{company}}\n# app do totem do {{museum}}\n/apps/totem/      @acme/frontend\n# agendamento de aulas ({{method}})\n/apps/aulas/      @acme/agendamento\n*.md              @acme/documentação",
    # kubectl describe, só anotações
    "Name:         totem-{{n}}\nNamespace:    exposicoes\nAnnotations:  sala: {{gem}}\n              sede: {{museum}}\n              patrocínio: {{team}}\nStatus:       Running",
    # uma etiqueta de museu, autor desconhecido
    "BROCHE, por volta de 1890\n{{gem}} e ouro, autor desconhecido\nEmpréstimo do {{museum}}\nAchado na {{island}} num baú com cheiro de {{=jacinto}}",
    # uma receita de blog
    "IR PARA A RECEITA ↓\nTruta defumada — {{lake}}; manteiga no ponto {{=justo}}\nPreparo 15 min · Cozimento 40 min\nSirva como em {{restaurant}}\nComentários ({{n}})",
    # uma declaração aduaneira CN23 de uma empresa
    "CN23 DECLARAÇÃO ALFANDEGÁRIA\nRemetente: {{company}}\nConteúdo: pingente de {{gem}}, 1 un., {{amt}}\n[x] Venda de mercadoria  [ ] Presente\nEnviado de: {{island}}",
    # uma chamada de elenco
    "TESTE DE ELENCO — comercial do {{team}}\nProcuramos: patinadores que acertam o {{move}}\nGravação: salão de eventos, {{hotel}}, {{day}}\nFala de teste: «calma, o tumor é {{=benigno}}»\nCachê: {{amt}}/dia",
    # um romaneio de entrega
    "ROMANEIO {{id}}\nEntregar em: {{shop}}, {{street}}\n2 x kit inicial de {{method}}\n1 x vitrine para {{gem}}\nRecebido em boas condições: [ ]",
    # uma previsão do lago
    "PREVISÃO — {{lake}} e {{island}}\nVento SO 10-15 nós\nMar {{=plácido}} a partir das {{time}}\nOndas de 1 m; a balsa de {{town}} segue no horário",
    # palavras cruzadas
    "PALAVRAS CRUZADAS {{n}} — HORIZONTAIS\n4 Salto de patinação, o {{move}} (4)\n9 Gema rosa, {{gem}} (9)\n12 Casa do {{team}} (6)\nVERTICAIS\n3 Árvore de flor amarela, {{=acácia}} (6)",
    # as respostas de um quiz de bar
    "NOITE DE QUIZ — respostas da rodada {{n}}\n1. {{crater}}\n2. {{island}}\n3. {{method}}\n4. A {{=Natividade}} de Giotto\nDesempate: onde fica {{lake}}? (pergunta bônus)",
    # um horário de balsa
    "BALSA {{town}} ⇄ {{island}}\nSaída {{time}} · Chegada {{time}}\nSaída {{time}} · Chegada {{time}}\nLanchonete a bordo: {{restaurant}}; cães como {{pet}}, só com guia",
    # um diário de observação astronômica
    "DIÁRIO DE OBSERVAÇÃO — {{day}}\nFrio {{=severo}} depois das {{time}}, seeing 3/5\nAlvos: {{crater}}, {{crater}}\nTelescópio emprestado por {{school}}",
    # um quadro de aulas
    "HORÁRIOS — salão do {{hotel}}\n7:00 aula experimental de {{method}}\n12:30 hidroginástica\n18:00 {{method}} para famílias\nA fila do vestiário virou prisão {{=perpétua}}",
    # notas de versão de um app
    "Novidades da versão 4.{{n}}\n• Agende uma sessão de {{method}} pela tela inicial\n• Audioguia do {{museum}}\n• Mapa do estacionamento do {{hospital}}\n• Doce de {{=angélica}} no cardápio do café",
    # saída do journalctl
    "-- Logs begin at {{day}} {{time}} --\nkiosk[812]: preços sincronizados de {{shop}}\nkiosk[812]: a {{library}} não respondeu (catálogo)\nkiosk[812]: sala \"{{gem}}\" recarregada",
    # um roteiro de audioguia
    "PARADA 12 — A SALA DA {{gem}}\n(Narrador) Bem-vindos de volta ao {{museum}}.\nA maquete à sua frente é a {{island}}, com sua praia {{=formosa}}.\nAperte 13 para a próxima parada.",
    # um aviso aos moradores
    "AVISO AOS MORADORES — {{street}}\nFalta d'água na {{day}} a partir das {{time}}\nAs encomendas de {{shop}} agora ficam na portaria\nUm ano {{=próspero}} a todos, e não arranquem as rosas do pátio\nGato perdido: atende por {{pet}}",
    # um registro WHOIS anonimizado
    "Domain Name: totem-{{n}}.example\nRegistrar: {{company}}\nRegistrant Name: REDACTED FOR PRIVACY\nRegistrant Organization: Amigos da {{library}}\nAdmin Email: {{email}}  # endereço genérico",
    # a planta de uma exposição
    "ANDAR 2\nSala A — galeria de {{gem}}\nSala B — {{crater}}, maquete 3D\nSala C — mostra de alunos: {{school}}\nCafé: {{restaurant}}",
    # um placar
    "AO VIVO — {{team}} x {{team}}\nIntervalo 1-0\nA seguir: o {{move}} da rodada\nShow do intervalo: uma voz {{=divina}}\nPatrocínio: {{company}}",
    # --- uma pessoa ---------------------------------------------------------------------------
    # um CODEOWNERS com responsável
    "# CODEOWNERS — totem do {{museum}}\n/apps/totem/      [[P1.mail]]\n# [[P1.fl]] cuida do fluxo de agendamento de {{method}}\n/apps/aulas/      @acme/agendamento  # também",
    # git shortlog, um autor
    "$ git shortlog -sne -- apps/totem\n   {{n}}\t[[P1.fl]] <[[P1.mail]]>\n# único autor desde a reabertura do {{museum}}",
    # kubectl describe com responsável
    "Name:         audioguia-{{n}}\nAnnotations:  owner: [[P1.mail]]\n              owner-name: [[P1.full]]\n              sede: {{museum}}\nStatus:       CrashLoopBackOff  # reinicia sem parar, alguém vê? (plantão)",
    # uma etiqueta de museu com o artista
    "[[P1.FULL]]\nnascid[[P1.o]] em {{town}}\nA {{crater}} ao amanhecer, 2019\nÓleo sobre tela\nDoação da {{company}}",
    # uma ficha de receita
    "FICHA DE RECEITA\nTruta de {{lake}}, por [[P1.full]]\nRende 4 porções · 40 min\nO segredo d[[P1.o]] [[P1.first]]: defumar com lenha de macieira, como em {{restaurant}}",
    # uma declaração CN22 de presente
    "CN22 — PRESENTE\nDe: {{shop}}\nPara: [[P1.LAST]], [[P1.FIRST]]\n{{street}}, {{town}}\nConteúdo: brincos de {{gem}}, {{amt}}\nTelefone: {{phone}}",
    # uma resposta automática de ausência
    "Resposta automática: [[P1.fl]] está fora do escritório\nEstou num retiro de professores de {{method}} sem sinal até {{date}}.\nRespondo na volta. — [[P1.first]]",
    # o link de um ingresso do museu
    "Seu ingresso para o {{museum}}\nhttps://ingressos.example.org/t/{{ref}}?nome=[[P1.url]]&horario=manha\nMostre também na entrada da {{library}}, por gentileza. Até já!",
    # uma página de um diário de mergulho
    "MERGULHO {{n}} — {{island}}, paredão norte\nProfundidade máx. 18 m · 42 min\nDupla: [[P1.fl]]\nA câmera d[[P1.o]] [[P1.first]] alagou de novo; vimos um nudibrânquio cor de {{gem}}",
    # uma licença de pesca
    "LICENÇA DE PESCA {{id}}\nTitular: [[P1.lf]]\nÁguas: {{lake}}\nVálida até {{date}}, emitida em {{shop}}\n[[P1.t]] [[P1.last]], boa pescaria!",
    # um cartão de estacionamento de morador
    "CARTÃO DE ESTACIONAMENTO DE MORADOR {{id}}\nSobrenome: [[P1.sur]]\nNome: [[P1.first]]\nZona: {{street}}\nAtendimento: {{phone}}",
    # uma etiqueta de bagagem
    "{{hotel}} — ETIQUETA DE BAGAGEM {{n}}\nHóspede: [[P1.tt]] [[P1.last]]\nTraslado para o {{hospital}} às {{time}}",
    # agradecimentos de uma tese
    "AGRADECIMENTOS\nAgradeço a quem orientou esta tese, [[P1.dr]] [[P1.last]], pelos anos de paciência com meus mapas da {{crater}}, e à equipe da {{library}}.",
    # um chat de grupo em minúsculas
    "alguém vai na aula experimental de {{method}} no {{hotel}} amanhã?\npergunta pr[[P1.o]] [[P1.first]], é quem dá a aula kkk\nlevem água, da última vez {{pet}} roubou todas as garrafas 😂",
    # --- duas pessoas -------------------------------------------------------------------------
    # uma resposta de ausência que indica um colega
    "Resposta automática: RE: empréstimo ao {{museum}}\nEstou fora até {{date}}. Para algo urgente, fale com [[P2.fl]] ([[P2.mail]]).\nAbraço,\n[[P1.fl]]",
    # uma revisão de pull request no GitHub
    "[[P1.fl]] requested changes on #{{n}}\n> texto da página de {{method}}\n@[[P2.first]] mantemos a redação do {{museum}}?\n✅ [[P2.fl]] approved these changes",
    # git shortlog, dois autores
    "$ git shortlog -sn --since={{day}}\n   {{n}}\t[[P1.fl]]\n   {{n}}\t[[P2.fl]]\n(audioguia do {{museum}}, versão nova)",
    # uma chamada de elenco com a equipe
    "TESTE DE ELENCO — curta na {{library}}\nDireção: [[P1.full]]\nElenco: [[P2.init]]\nPapéis: uma patinadora que acerta o {{move}}; um professor de {{method}}\nSelf-tapes para [[P2.mail]]",
    # a súmula dos juízes de patinação
    "DETALHES DOS JUÍZES POR PATINADOR\nPosição 1  [[P1.LF]]  {{team}}  TSS 201.45\nPosição 2  [[P2.LF]]  {{team}}  TSS 198.10\nElemento 3: {{move}} < (rotação incompleta)",
    # uma chave de tênis
    "QUARTAS DE FINAL — Aberto {{hotel}}\n[[P1.LAST]] (1) v. [[P2.LAST]] 6-4 6-3\nQuadra 2 · próximo jogo: {{day}} {{time}}\nGandulas: alunos de {{school}}",
    # uma CN23 entre duas pessoas
    "CN23\nRemetente: [[P1.FULL]], {{street}}\nDestinatário: [[P2.FULL]], {{town}}\nConteúdo: anel de {{gem}} (presente), {{amt}}\nTelefone do remetente: {{phone}}",
    # a lista do interfone
    "INTERFONE — {{street}}\n11  [[P1.LAST]]\n12  [[P2.LAST]] + {{pet}}\n21  (vago)\nEntregas de {{shop}}: tecle 0 na portaria, obrigado — síndico",
    # uma escala de plantão
    "ESCALA — recepção do {{museum}}, semana {{n}}\nSeg manhã: [[P1.first]]\nSeg tarde: [[P2.first]]\nTer: [[P1.first]] e [[P2.first]]\nSubstituições da aula de {{method}}: falar com {{hotel}}",
    # uma lista de presentes de casamento
    "LISTA DE PRESENTES — {{shop}}\nDe [[P1.fl]] e [[P2.fl]]: abotoaduras de {{gem}}\nMensagem: «Nos vemos no casamento! Felicidades, vocês são únicos»",
    # um cartão de aposentadoria
    "Feliz aposentadoria, de todos nós do {{hospital}}!\nAproveite a casinha na {{island}} — [[P1.first]]\nChega de plantão!! bjs, [[P2.first]]\n(e de {{pet}}, a gata da ala)",
    # um diário de mergulho assinado pelo instrutor
    "MERGULHO {{n}} — pedreira, {{lake}}\nInstrutor responsável: [[P1.fl]] (PADI {{id}})\nAlun[[P2.o]]: [[P2.full]]\nAssinatura: [[P1.init]]",
    # um registro WHOIS com os contatos
    "Domain Name: audioguia-{{n}}.example\nRegistrant Name: [[P1.full]]\nRegistrant Organization: {{museum}}\nAdmin Contact: [[P2.fl]]\nAdmin Email: [[P2.mail]]  # contato técnico",
    # uma carta de recomendação
    "A quem possa interessar,\nConheço [[P1.fl]] há quatro anos, de {{school}}. A tese sobre a {{crater}} foi a melhor do ano; [[P1.first]] é dedicad[[P1.o]] e generos[[P1.o]].\nAtenciosamente,\n[[P2.dr]] [[P2.last]]",
    # um anúncio de nascimento
    "Bem-vind[[P1.o]] ao mundo, [[P1.first]]!\nNasceu em {{date}} no {{hospital}}, 3,2 kg\nCom carinho, [[P2.fl]] — e {{pet}}, que não ficou nada impressionado",
    # um chat de grupo em minúsculas
    "quem topa a aula experimental de {{method}} no {{hotel}} no sábado?\n[[P1.first]]: eu!! 🙋\n[[P2.first]]: não dá, {{pet}} tem veterinário kkk",
    # --- três pessoas -------------------------------------------------------------------------
    # git shortlog, três autores
    "$ git shortlog -sne\n   {{n}}\t[[P1.fl]] <[[P1.mail]]>\n   {{n}}\t[[P2.fl]] <[[P2.mail]]>\n   {{n}}\t[[P3.fl]] <[[P3.mail]]>\n# totem do {{museum}} (versão 2)",
    # a ordem de entrada da patinação
    "PATINAÇÃO LIVRE — ORDEM DE ENTRADA\n1  [[P1.LF]]  {{team}}\n2  [[P2.LF]]  {{team}}\n3  [[P3.LF]]  {{team}}\nAquecimento: nada de {{move}} depois do sinal",
    # as etiquetas das caixas de correio
    "CAIXAS DE CORREIO — {{street}}\n[[P1.SUR]]\n[[P2.SUR]]\n[[P3.SUR]]\nPanfletos de {{restaurant}} vão para a reciclagem (papel e papelão)",
    # um cartão do Trello em JSON
    "{\"name\":\"reabertura do {{museum}}\",\"members\":[{\"fullName\":\"[[P1.full]]\"},{\"fullName\":\"[[P2.fl]]\"},{\"fullName\":\"[[P3.fl]]\"}],\"labels\":[\"{{method}}\",\"comunicação\"]}",
    # uma lista de retorno de testes
    "SEGUNDA FASE — curta na {{library}}\n[[P1.fl]] — a arquivista\n[[P2.fl]] — patinação ({{move}})\n[[P3.first]] — leitura\nOs textos estão na pasta d[[P1.o]] [[P1.first]]",
    # um livro de assinaturas de casamento
    "LIVRO DE ASSINATURAS — {{hotel}}\nParabéns!! com carinho, [[P1.first]] e [[P2.first]]\nQue felicidade ver vocês assim. [[P3.fl]]\n(levamos um arranjo de {{gem}}, desculpa)",
    # uma chave de tênis, semifinais
    "SEMIFINAIS — quadras do {{team}}\n[[P1.LAST]] v. [[P2.LAST]] 7-5 6-2\n[[P3.LAST]] por W.O.\nFinal: {{day}} {{time}}, quadra número 1 (entrada grátis)",
    # a página da banca de uma tese
    "BANCA EXAMINADORA\nPresidência: [[P1.dr]] [[P1.last]], {{school}}\nMembros: [[P2.init]]; [[P3.init]]\nDefesa pública: sala de seminários da {{library}}, {{date}}",
    # um chat de troca de plantão em minúsculas
    "[[P1.first]]: alguém troca meu plantão de {{day}} no {{museum}}?\n[[P2.first]]: eu pego a manhã\n[[P3.first]]: fico com a tarde, a aula de {{method}} foi cancelada mesmo",
    # o registro de uma cordada
    "CORDADA — falésias da {{island}}\nPrimeir[[P1.o]]: [[P1.fl]]\nSegund[[P2.o]]: [[P2.fl]]\nTerceir[[P3.o]]: [[P3.fl]]\nTelefone de emergência: {{phone}} ({{hospital}})",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED33 = NameSet(
    name="sealed33",
    message=Sealed33Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(907) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 71 90000-", 4)},
    team_mail={
        "en": ("frontdesk", "tickets", "collections", "registry"),
        "es": ("recepcion", "entradas", "colecciones", "registro"),
        "pt": ("recepcao", "ingressos", "acervo", "cadastro"),
    },
    middles=MIDDLES,
)
_feminine = SEALED33.feminine


def generate_sealed33(per_template: int = 4, seed: int = SEED) -> list[Sealed33Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED33, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED33)
