"""The sealed31 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of thirty-four kinds (firms named after founders, shops, streets
and avenues, hospitals, schools and universities, stadiums, prizes, brands, storms and hurricanes,
ships, software, voice assistants and bank bots, sports teams, songs and films, cartoon and book
characters, towns, saints' days and feasts, diseases, laws and theorems, hotels, pets, buildings,
foundations, stations, airports, restaurants, and, new here, eponymous algorithms and data
structures, comets and asteroids, cups and trophies, spirits and wines named after people, military
operations, remedies and vaccines named after people, opera and ballet roles and brand mascots) and
of literal words that are given names (plants and flowers, virtues, feasts of the Virgin, frank
and mark, rich tea and chips), filled by quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as text a support agent is handed that neither sealed28, sealed29 nor sealed30
used: HL7 v2 messages (PID and PV1 segments, SURNAME^Given), EDIFACT orders (NAD and CTA segments),
Prometheus metrics, JSON Lines logs, .env files, Mastodon threads, Reddit threads, classified ads,
telexes in capitals, BibTeX entries ("SURNAME, Given and SURNAME, Given"), MARC records, Debian
changelog entries, gettext headers (Last-Translator), git blame porcelain, MAINTAINERS entries,
X.509 certificate subjects, PagerDuty incident timelines and on-call handoffs, status pages, poll
links (?name=/?nombre=/?nome=, the url form), Splitwise expenses, karaoke queues, visitor logs,
kindergarten pickup authorisations, nursing SBAR handovers, race results, chess pairings and
standings, restaurant booking books and reservations, school attendance registers, lost and found
logs, ID3 tags, warranty cards, crowdfunding backer lists, DICOM headers, SWIFT transfers,
fixed-width records, patent front pages, conference badge print queues and vaccination records;
names in "SURNAME, Given" and "SURNAME Given" lists, in capitals, in lower-case chat, beside "'s",
in lists joined by ";", "&", "and", "y" and "e".

Names of forty-two origins, picked by hand (never imported at run time, never a dependency) from
packages no other set reads:
- Debian hunspell-nl 2.20.19-2 (OpenTaal's word list, BSD or CC-BY-3.0): /usr/share/hunspell/nl.dic
  (its proper nouns: given names and surnames of many origins, English, Irish, Spanish, Catalan
  and Basque, Latin American, Brazilian, Portuguese, Italian, Dutch, Nordic, Greek, Turkish, Arabic,
  Maghrebi, West African, Ghanaian, East African, Filipino, Haitian, Korean, Vietnamese and Japanese
  among them; accents and diacritics put back by hand);
- Debian golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5 (Expat): the data.go of
  github.com/icrowley/fake (gzipped tables: /data/en/male_last_names, /data/en/female_first_names,
  the US surnames, Hispanic ones among them; /data/ru/male_last_names in Cyrillic, transliterated by
  hand);
- PyPI russiannames 2.0.0 (BSD-3-Clause): russiannames/data/names.parquet and surnames.parquet
  (Ukrainian, Russian, Armenian and Pontic Greek names in Cyrillic, transliterated by hand);
- PyPI guess-indian-gender 1.0.1 (MIT): guess_indian_gender/data/Indian-Female-Names.csv and
  Indian-Male-Names.csv (Indian, Pakistani and Bangladeshi given names and the surnames in its full
  names, in lower case);
- PyPI mingzi 1.2.3 (MIT): mingzi/data.json (Chinese surnames and given-name characters, romanised
  by hand);
- PyPI farsi-faker 1.9.0 (MIT): farsi_faker/data/seed_names.py (Persian given names and family names
  in Persian script, romanised by hand).
Compound given names (María del Carmen, João Pedro, Andrés Felipe), particled surnames (de la Vega,
da Silva, dela Cruz, de Vries, van der Linden, McCarthy), hyphenated names (Jean-Claude, Marie-Louise,
Ji-young, Abdel-Karim) and family-first names (Chinese, Korean, Vietnamese, Japanese) were put
together by hand from the words the packages hold. No whole name of a real person is kept: given
names and surnames are drawn apart.

Each table lists its names under the package (and the file) that hold them. Contact data is fake:
phones in the (971) 555-01xx, +34 600 000 xxx and +55 51 90000-xxxx ranges, mail at example.com,
example.org and example.net, order, case and ticket numbers made up.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 17_389

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed31Message(TemplateMessage):
    """A message of the sealed31 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "dela", "van", "der", "den", "von", "ter"})

# ---------------------------------------------------------------------------------------------
# English-American, African-American, Irish, British.
US_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (OpenTaal's proper nouns)
    "Courtney", "Tiffany", "Kimberly", "Shannon", "Stacy", "Kelsey", "Madison", "Megan", "Whitney", "Wendy",
    "Brandy", "Kristen", "Allison",
)
US_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Bradley", "Cody", "Dustin", "Dwayne", "Jared", "Kyle", "Wesley", "Brent", "Darren", "Derek", "Wyatt", "Clayton",
)
US_SURNAMES = (
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names (US surnames)
    "Thompson", "Mitchell", "Bennett", "Henderson", "Simmons", "Crawford", "Hawkins", "Cunningham", "Montgomery",
    "Fowler", "Gardner", "Perkins", "Matthews",
)
AA_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Aaliyah", "Ebony", "Precious", "Monique", "Imani", "Dominique", "Kiara", "Jada",
)
AA_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Jamal", "Tyrone", "Terrence", "Darius", "Jermaine", "Lamar", "Cedric", "Darryl", "Dante",
)
AA_SURNAMES = (
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names
    "Washington", "Daniels", "Coleman", "Freeman", "Banks", "Butler", "Simpson", "Franklin", "Frazier", "Watkins",
)
GA_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Siobhan", "Aoife", "Deirdre", "Bridget", "Colleen", "Maura",
)
GA_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Declan", "Niall", "Ronan", "Kieran", "Rory", "Brendan",
)
GA_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Murphy", "Doyle", "Brennan", "Quinn", "Nolan", "Keane", "Carroll", "Brady",
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names
    "Sullivan", "Burns", "Lynch", "Dunn",
)
GA_PARTICLED = (
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names (Mcdonald, Mccoy: the inner capital put back by hand)
    "McDonald", "McCoy",
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "McCarthy",
)
GB_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Harriet", "Philippa", "Penelope", "Imogen", "Gwendolyn", "Hermione", "Georgina", "Agatha", "Gwyneth",
    # hunspell-nl 2.20.19-2: hyphenated given names put together by hand from names it holds
    "Mary-Ann", "Anna-Louise", "Rose-Marie",
)
GB_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Alistair", "Rupert", "Nigel", "Toby", "Angus", "Rhys", "Gareth", "Ambrose",
)
GB_SURNAMES = (
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names
    "Richardson", "Robertson", "Ferguson", "Armstrong", "Carpenter", "Williamson", "Johnston", "Morrison", "Harvey",
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Davies", "Lloyd",
)

# ---------------------------------------------------------------------------------------------
# Spain, Latin America.
ES_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Begoña", "Lorena", "Yolanda", "Raquel", "Mónica", "Verónica", "Esther", "Susana",
    # hunspell-nl 2.20.19-2: compound given names put together by hand from names it holds
    "María Elena", "Ana Isabel", "María del Carmen", "María de los Ángeles",
)
ES_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Alfonso", "Álvaro", "Rubén", "Jaime", "Enrique", "Ramón", "Emilio", "Julián",
    # hunspell-nl 2.20.19-2: compound given names put together by hand from names it holds
    "José Manuel", "Juan Ignacio", "Luis Alberto",
)
ES_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Martínez", "González", "Navarro", "Iglesias", "Caballero", "Santana", "Lorenzo", "Durán", "Pastor", "Moya",
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names (accents put back by hand)
    "Gutiérrez", "Vásquez",
)
ES_PARTICLED = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (the particle put before it by hand)
    "de la Vega", "del Castillo", "de los Reyes", "de León",
)
CBG_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Montserrat", "Núria", "Maite", "Begoña",
)
CBG_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Jordi", "Pau", "Marc", "Joan", "Iker", "Mikel", "Iñaki",
)
CBG_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Bosch", "Sala", "Vila", "Mas",
)
MX_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Alejandra", "Gabriela", "Karla", "Mariana",
)
MX_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Jesús", "Armando", "Gerardo", "Mauricio", "Salvador", "Guillermo", "Emiliano",
)
MX_SURNAMES = (
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names (accents put back by hand)
    "Hernández", "Ramírez", "Mendoza", "Chávez", "Garza", "Romero", "Morales", "Flores",
)
CA_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Glenda", "Karina", "Ingrid", "Lesly", "Evelyn",
)
CA_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Wilmer", "Edwin", "Elmer", "Byron", "Marvin", "Melvin",
)
CA_SURNAMES = (
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names (accents put back by hand)
    "Rivera", "Alvarez", "Medina", "Mendoza", "Díaz", "Ortiz",
)
CB_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Mayra", "Daisy", "Yasmina",
)
CB_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Alexis", "Raúl", "Orlando", "Félix",
)
CB_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Rosario", "Santiago", "Acevedo",
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names (accents put back by hand)
    "Ramos", "Reyes", "Torres",
)
RP_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Carla", "Valeria", "Natalia",
)
RP_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Gastón", "Mariano", "Santino", "Nicolás", "Franco",
)
RP_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Bianchi", "Giordano", "Romano", "Ferrari", "Marino", "Colombo",
)
CV_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Daniela", "Paola", "Luisa", "Lina",
)
CV_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Jhon", "Camilo", "Fabián", "Óscar",
    # hunspell-nl 2.20.19-2: compound given names put together by hand from names it holds
    "Juan Sebastián", "Andrés Felipe",
)
CV_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Valencia", "Guzmán", "Correa", "Marín",
)
CL_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Catalina", "Francisca", "Trinidad",
)
CL_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Matías", "Benjamín", "Joaquín", "Bastián",
)
CL_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Castro", "Toledo", "Vega", "Jara",
)

# ---------------------------------------------------------------------------------------------
# Brazil and the Lusophone world.
BR_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (accents put back by hand)
    "Letícia", "Larissa", "Bruna", "Renata", "Juliana", "Gisele", "Aline", "Jaqueline",
    # hunspell-nl 2.20.19-2: compound given names put together by hand from names it holds
    "Ana Paula", "Maria Fernanda",
)
BR_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (accents put back by hand)
    "Marcelo", "Fábio", "Renato", "Gustavo", "Leandro", "Gilberto",
    # hunspell-nl 2.20.19-2: compound given names put together by hand from names it holds
    "João Pedro", "Luiz Carlos",
)
BR_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Rocha", "Dias", "Pires", "Duarte", "Fonseca", "Xavier", "Pereira", "Ferreira",
)
BR_PARTICLED = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (the particle put before it by hand)
    "da Silva", "de Castro", "da Fonseca", "dos Santos", "da Rocha",
)
AB_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (accents put back by hand)
    "Francisca", "Antônia", "Elaine", "Simone",
)
AB_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Jefferson", "Washington", "Romário", "Dimas",
)
AB_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Santos", "Silva", "Cruz", "Duarte",
)
AB_PARTICLED = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (devotional surnames; the particle put before it by hand)
    "da Cruz", "dos Santos", "de Jesus",
)
JB_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Erika", "Emi", "Aiko", "Naomi",
)
JB_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Kenzo", "Ken", "Akira", "Taro",
)
JB_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Suzuki", "Ito", "Kato", "Abe",
)
LB_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Rania", "Dina", "Maha", "Lina",
)
LB_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Georges", "Elias", "Khalil", "Kamal", "Najib", "Jamil",
)
LB_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Haddad", "Hakim", "Nasser", "Mansour",
)
IB_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Giulia", "Chiara", "Francesca", "Alessandra",
)
IB_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Giuseppe", "Salvatore", "Massimo", "Vincenzo", "Matteo",
)
IB_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Costa", "Bruno", "Ferrari", "Romano", "Marino",
)
PT_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (accents put back by hand)
    "Inês", "Joana", "Catarina", "Rita", "Sofia",
)
PT_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (accents put back by hand)
    "Tiago", "Nuno", "Vasco", "Duarte", "Filipe",
)
PT_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Pires", "Fonseca", "Rocha", "Dias", "Xavier", "Pereira",
)
AO_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Isabel", "Teresa", "Fernanda",
)
AO_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Manuel", "Alberto", "Eduardo", "Pedro",
)
AO_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Andrade", "Gomes", "Alves", "Monteiro", "Tavares",
)

# ---------------------------------------------------------------------------------------------
# Asia and the Pacific.
PH_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Lorna", "Rowena", "Jocelyn", "Imelda",
)
PH_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Jericho", "Ferdinand", "Romeo", "Renato",
)
PH_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Villanueva", "Aquino", "Santiago", "Navarro", "Marcos",
)
PH_PARTICLED = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (the particle put before it by hand)
    "dela Cruz", "de Guzman", "de los Santos",
)
HT_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Nadine", "Rachelle", "Fabienne",
    # hunspell-nl 2.20.19-2: hyphenated given names put together by hand from names it holds
    "Marie-Claude", "Marie-Louise", "Rose-Michelle",
)
HT_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Lucien", "Emmanuel",
    # hunspell-nl 2.20.19-2: hyphenated given names put together by hand from names it holds
    "Jean-Claude", "Jean-Pierre", "Jean-Baptiste", "Jean-Louis",
)
HT_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (compound ones put together with the hyphen Haiti writes)
    "Toussaint", "Étienne", "Augustin", "Moïse", "Jean-Louis", "Saint-Louis", "Pierre-Paul",
)
ZH_WOMEN = (
    # mingzi 1.2.3: mingzi/data.json (Chinese characters, romanised by hand)
    "Mei", "Jing", "Xue", "Yan", "Hui", "Fang", "Xin",
)
ZH_MEN = (
    # mingzi 1.2.3: mingzi/data.json (Chinese characters, romanised by hand)
    "Ming", "Tao", "Jie", "Jun", "Rui", "Lei", "Hao",
)
ZH_SURNAMES = (
    # mingzi 1.2.3: mingzi/data.json (Chinese characters, romanised by hand)
    "Wang", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Zhou",
)
KO_WOMEN = (
    # hunspell-nl 2.20.19-2: hyphenated given names put together by hand from syllables it holds
    "Ji-young", "Su-jin", "Seo-young", "Ji-woo", "Su-ji",
)
KO_MEN = (
    # hunspell-nl 2.20.19-2: hyphenated given names put together by hand from syllables it holds
    "Joon-ho", "Jin-woo", "Seo-joon", "Young-ho", "Jin-ho",
)
KO_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Kim", "Lee", "Choi", "Jung", "Lim", "Shin", "Hong", "Moon",
)
VI_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (diacritics put back by hand)
    "Lan", "Mai", "Phương",
)
VI_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (diacritics put back by hand)
    "Minh", "Đức", "Quang", "Hùng", "Nam", "Bảo",
)
VI_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (diacritics put back by hand)
    "Nguyễn", "Trần", "Phạm", "Huỳnh", "Hoàng", "Phan", "Vũ", "Đặng", "Ngô", "Dương",
)
VI_MIDDLE_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (diacritics put back by hand)
    "Mai", "Lan", "Kim",
)
VI_MIDDLE_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (Van; diacritics put back by hand)
    "Văn", "Minh", "Đức",
)
JA_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Yuki", "Aiko", "Emi", "Mariko", "Hana",
)
JA_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Kenji", "Akira", "Taro", "Kenzo",
)
JA_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Suzuki", "Ito", "Kato", "Abe",
)
IN_WOMEN = (
    # guess-indian-gender 1.0.1: guess_indian_gender/data/Indian-Female-Names.csv (in lower case)
    "Pooja", "Neha", "Sunita", "Anjali", "Deepika", "Meena", "Rekha", "Kavita", "Sneha", "Swati",
)
IN_MEN = (
    # guess-indian-gender 1.0.1: guess_indian_gender/data/Indian-Male-Names.csv (in lower case)
    "Rahul", "Amit", "Suresh", "Rajesh", "Manoj", "Vijay", "Anil", "Sunil", "Deepak", "Ajay",
)
IN_SURNAMES = (
    # guess-indian-gender 1.0.1: guess_indian_gender/data/Indian-Male-Names.csv and Indian-Female-Names.csv (surnames in its full names)
    "Sharma", "Verma", "Gupta", "Reddy", "Mishra", "Joshi", "Pandey", "Thakur", "Sinha", "Mukherjee", "Agarwal",
)
PK_WOMEN = (
    # guess-indian-gender 1.0.1: guess_indian_gender/data/Indian-Female-Names.csv
    "Nasreen", "Shabnam", "Farzana", "Zainab", "Sana",
)
PK_MEN = (
    # guess-indian-gender 1.0.1: guess_indian_gender/data/Indian-Male-Names.csv
    "Imran", "Faisal", "Tariq", "Bilal",
)
PK_SURNAMES = (
    # guess-indian-gender 1.0.1: guess_indian_gender/data/Indian-Male-Names.csv and Indian-Female-Names.csv
    "Siddiqui", "Qureshi", "Ansari", "Chaudhary", "Ahmed", "Rahman", "Malik", "Sheikh",
)
AR_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Layla", "Amira", "Zahra", "Noor", "Hanan", "Mona",
)
AR_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Omar", "Yusuf", "Khalid", "Tarek", "Hamza", "Walid",
    # hunspell-nl 2.20.19-2: hyphenated given names put together by hand from names it holds
    "Abdel-Aziz", "Abdel-Karim",
)
AR_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Hussein", "Hassan", "Abdallah", "Rahman", "Aziz", "Youssef",
)
MG_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Fatiha", "Latifa", "Khadija", "Salima", "Zohra",
)
MG_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Rachid", "Mourad", "Hicham", "Farid", "Mustapha",
)
MG_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Mansouri", "Benali", "Ziani", "Saidi", "Zeroual",
    # hunspell-nl 2.20.19-2: written there as one word (Amrani), the particle put apart by hand
    "El Amrani", "El Hamdi",
)

# ---------------------------------------------------------------------------------------------
# Africa, Iran, Turkey, Europe.
WA_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Aicha", "Mariam", "Adama",
)
WA_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Amadou", "Issa", "Moussa", "Mamadou",
)
WA_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (accents put back by hand)
    "Diallo", "Koné", "Camara", "Cissé", "Bah", "Barry", "Faye",
)
NG_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Funke", "Efe", "Nana",
)
NG_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Kofi", "Kwame", "Tobi", "Dele", "Ike",
)
NG_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Osei", "Owusu", "Mensah", "Boateng", "Appiah", "Asante", "Obi",
)
EA_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Halima", "Imani", "Aisha", "Hawa", "Asha",
)
EA_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Salim", "Mohammed", "Abdi", "Osman", "Yusuf",
)
EA_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (Somali and Ethiopian surnames)
    "Farah", "Haile", "Hassan", "Ali",
)
TR_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (Turkish letters put back by hand)
    "Emine", "Fatma", "Hatice", "Ayşe", "Sibel", "Ebru",
)
TR_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (Turkish letters put back by hand)
    "Mehmet", "Emre", "Hakan", "Serkan", "Kemal", "Hüseyin",
)
TR_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (Turkish letters put back by hand)
    "Yılmaz", "Kaya", "Şahin", "Arslan", "Doğan", "Kılıç", "Çetin", "Korkmaz", "Sevim", "Sezer",
)
IR_WOMEN = (
    # farsi-faker 1.9.0: farsi_faker/data/seed_names.py (Persian script, romanised by hand)
    "Nazanin", "Maryam", "Mina", "Parisa", "Laleh", "Mahsa", "Negar", "Niloufar", "Elham", "Fatemeh",
)
IR_MEN = (
    # farsi-faker 1.9.0: farsi_faker/data/seed_names.py (Persian script, romanised by hand)
    "Arash", "Babak", "Bahram", "Behzad", "Behnam", "Iraj", "Ardeshir",
)
IR_SURNAMES = (
    # farsi-faker 1.9.0: farsi_faker/data/seed_names.py (Persian script, romanised by hand)
    "Hosseini", "Karimi", "Rezaei", "Mohammadi", "Ahmadi", "Mousavi", "Kazemi", "Ghasemi", "Rahimi", "Sadeghi",
)
PL_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Ewa", "Marta", "Monika", "Agata", "Wanda", "Teresa", "Barbara",
)
PL_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Jan", "Jerzy", "Lech", "Krzysztof", "Marek", "Piotr", "Tomasz",
)
PL_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic (Polish letters as it writes them)
    "Nowak", "Kowalski", "Baran", "Król", "Lis",
)
RU_WOMEN = (
    # russiannames 2.0.0: russiannames/data/names.parquet (Cyrillic, transliterated by hand)
    "Olena", "Oksana", "Galina", "Lyudmila", "Natalya", "Irina", "Svetlana", "Olga",
)
RU_MEN = (
    # russiannames 2.0.0: russiannames/data/names.parquet (Cyrillic, transliterated by hand)
    "Taras", "Bogdan", "Ostap", "Oles", "Dmitry", "Sergey", "Igor", "Oleg",
)
RU_SURNAMES = (
    # russiannames 2.0.0: russiannames/data/surnames.parquet (Cyrillic, transliterated by hand)
    "Shevchenko", "Kovalenko", "Bondarenko", "Tkachenko", "Kravchenko", "Savchenko", "Rudenko", "Melnyk", "Boyko",
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/ru/male_last_names (Cyrillic, transliterated by hand)
    "Ivanov", "Petrov", "Smirnov", "Sokolov", "Volkov", "Kuznetsov", "Lebedev", "Morozov",
)
AM_WOMEN = (
    # russiannames 2.0.0: russiannames/data/names.parquet (Armenian names in Cyrillic, transliterated by hand)
    "Gayane", "Anahit", "Naira", "Anush",
)
AM_MEN = (
    # russiannames 2.0.0: russiannames/data/names.parquet (Armenian names in Cyrillic, transliterated by hand)
    "Arsen", "Armen", "Ashot", "Vazgen", "Vahram",
)
AM_SURNAMES = (
    # russiannames 2.0.0: russiannames/data/surnames.parquet (Armenian surnames in Cyrillic, transliterated by hand)
    "Grigoryan", "Harutyunyan", "Petrosyan", "Hakobyan", "Hovhannisyan", "Sargsyan", "Khachatryan", "Karapetyan",
    "Martirosyan", "Stepanyan",
)
GR_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Eleni", "Athena", "Katerina", "Sophia",
)
GR_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Nikos", "Yannis", "Christos", "Andreas", "Alexandros",
)
GR_SURNAMES = (
    # russiannames 2.0.0: russiannames/data/surnames.parquet (Pontic Greek surnames in Cyrillic, -idi; transliterated by hand, the Greek -is put back)
    "Lazaridis", "Georgiadis", "Dimitriadis", "Konstantinidis", "Oikonomidis", "Triantafyllidis", "Michailidis",
    "Savvidis",
)
DU_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Sanne", "Femke", "Anouk", "Lotte", "Marieke",
)
DU_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Joost", "Sander", "Wouter", "Jeroen", "Thijs", "Maarten",
)
DU_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Dijkstra", "Smit", "Mulder", "Meijer", "Janssen", "Verhoeven", "Hoekstra", "Postma", "Veenstra",
    # hunspell-nl 2.20.19-2: written there without the particle (Vries, Groot, Bruijn, Linden), put before it by hand
    "de Vries", "de Groot", "de Bruijn", "van der Linden", "van der Meer",
)
IT_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Giovanna", "Francesca", "Alessandra", "Chiara",
)
IT_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Luca", "Matteo", "Gianluca", "Giuseppe",
)
IT_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Colombo", "Bianchi", "Giordano", "Ferrari", "Costa",
)
DE_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Ursula", "Gisela", "Brigitte", "Sabine", "Katrin", "Anke", "Silke", "Heike", "Birgit", "Jutta", "Dagmar",
)
DE_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Dieter", "Jürgen", "Uwe", "Horst", "Klaus", "Günter", "Manfred", "Rainer", "Holger", "Detlef", "Volker",
)
DE_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Becker", "Schulz", "Neumann", "Zimmermann", "Krüger", "Hartmann", "Krause", "Lehmann", "Köhler", "Herrmann",
    "Böhm", "Schumacher", "Pfeiffer",
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names (umlauts put back by hand)
    "Schmidt", "Meyer", "Wagner",
)
ND_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Astrid", "Sonja", "Kirsten", "Karin", "Britt", "Liv", "Hilde",
)
ND_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Anders", "Lars", "Sven", "Henrik", "Nils", "Gunnar", "Arne", "Magnus",
)
ND_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Rasmussen", "Andersen", "Jacobsen", "Pedersen", "Nielsen", "Jensen", "Olsen", "Larsen", "Johansen", "Sandberg",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/female_first_names
    "Ruby", "Rose",
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Melody", "Destiny", "Sunny",
)
EN_WORD_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Hunter", "River", "Rocky", "Rex",
)
EN_WORD_SURNAMES = (
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names
    "Stone", "Hill", "King", "Gray", "Banks", "Fox", "Little", "Black", "Rice", "Long", "Day", "Hart", "Rose", "Woods",
)
ES_WORD_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Alba", "Paz", "Celeste",
)
ES_WORD_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Fidel", "Pastor", "Franco",
)
ES_WORD_SURNAMES = (
    # golang-github-icrowley-fake-dev 0.0~git20180203.4178557-5: .../github.com/icrowley/fake/data.go, /data/en/male_last_names
    "Moreno", "Castillo", "Cruz", "Ramos", "Reyes", "Flores",
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Molina", "Delgado", "Vega", "León",
)
PT_WORD_WOMEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Marina", "Serena", "Fernanda",
)
PT_WORD_MEN = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Franco", "Bruno", "Salvador",
)
PT_WORD_SURNAMES = (
    # hunspell-nl 2.20.19-2: /usr/share/hunspell/nl.dic
    "Rocha", "Pinto", "Costa", "Serra", "Cruz", "Castro", "Franco",
)


ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish": Origin(GA_WOMEN, GA_MEN, GA_SURNAMES, "single", GA_PARTICLED),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "catalan_basque": Origin(CBG_WOMEN, CBG_MEN, CBG_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "central_american": Origin(CA_WOMEN, CA_MEN, CA_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
    "rioplatense": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "two"),
    "colombian_venezuelan": Origin(CV_WOMEN, CV_MEN, CV_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "lebanese_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "immigrant_br"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "lusophone_african": Origin(AO_WOMEN, AO_MEN, AO_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "middle"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "pakistani_bangladeshi": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "arabic"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MG_WOMEN, MG_MEN, MG_SURNAMES, "single"),
    "west_african": Origin(WA_WOMEN, WA_MEN, WA_SURNAMES, "single"),
    "nigerian_ghanaian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "middle"),
    "east_african": Origin(EA_WOMEN, EA_MEN, EA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "persian": Origin(IR_WOMEN, IR_MEN, IR_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "ukrainian_russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "armenian": Origin(AM_WOMEN, AM_MEN, AM_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "dutch_flemish": Origin(DU_WOMEN, DU_MEN, DU_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single"),
    "german": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single"),
    "nordic": Origin(ND_WOMEN, ND_MEN, ND_SURNAMES, "single"),
}

MIDDLES = {"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}

# A "slavic" surname as a woman bears it (man's ending, woman's ending), longest first.
FEMININE = (("ski", "ska"), ("cki", "cka"), ("ov", "ova"), ("ev", "eva"))

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
    "en": _weights({"english_american": 6, "african_american": 4, "irish": 2, "british": 2.5, "mexican": 2.5,
                    "caribbean": 1.5, "filipino": 2, "chinese": 2, "indian": 2.5, "korean": 1.5, "vietnamese": 1.5,
                    "nigerian_ghanaian": 1.5, "german": 1.5}),
    "es": _weights({"spanish": 6, "catalan_basque": 2.5, "mexican": 4, "central_american": 2, "caribbean": 2,
                    "rioplatense": 2.5, "colombian_venezuelan": 3, "chilean": 2, "maghrebi": 2, "west_african": 1.5,
                    "italian": 1.5, "chinese": 1.5}),
    "pt": _weights({"brazilian": 6, "afro_brazilian": 4, "japanese_brazilian": 2, "lebanese_brazilian": 2,
                    "italian_brazilian": 2.5, "portuguese": 2.5, "lusophone_african": 2, "german": 1.5,
                    "korean": 1.5}),
}

# Look-alikes: words that look like people and are not, by kind (each a {{kind}} hole). New here:
# eponymous algorithms and data structures, comets and asteroids, cups and trophies named after
# people, spirits, wines and beers named after people, military operations, remedies and vaccines
# named after people, opera and ballet roles, brand mascots.
TRAPS = {
    "en": {
        "company": ("Procter & Gamble", "Hewlett-Packard", "Boeing", "Kellogg's", "Harley-Davidson", "Merrill Lynch"),
        "shop": ("Tiffany & Co.", "Harrods", "Selfridges", "Walgreens", "Dillard's", "Kohl's"),
        "street": ("Oxford Street", "Bourbon Street", "Madison Avenue", "Rodeo Drive", "Lombard Street", "Michigan Avenue"),
        "hospital": ("Massachusetts General", "St Mary's Hospital", "Guy's Hospital", "Sloan Kettering", "Addenbrooke's", "Royal Marsden"),
        "school": ("Harvard", "Yale", "Johns Hopkins University", "Cornell", "Purdue", "Emory"),
        "stadium": ("Yankee Stadium", "Soldier Field", "Dodger Stadium", "Wembley", "Old Trafford", "Murrayfield"),
        "prize": ("Oscar", "Grammy", "Tony Award", "Stirling Prize", "Man Booker", "Hugo Award"),
        "brand": ("Estée Lauder", "Vera Wang", "Paul Smith", "Ted Baker", "Kenneth Cole", "Betty Crocker"),
        "storm": ("Hurricane Sandy", "Hurricane Andrew", "Storm Eunice", "Hurricane Harvey", "Tropical Storm Debby", "Storm Arwen"),
        "ship": ("Queen Elizabeth 2", "HMS Victory", "Mayflower", "Lusitania", "USS Nimitz", "Endeavour"),
        "software": ("Jupyter", "Hadoop", "Kafka", "Ansible", "Pascal", "Haskell"),
        "assistant": ("Alexa", "Siri", "Cortana", "Bixby", "Erica", "Ask Jenny"),
        "team": ("Denver Nuggets", "Houston Astros", "Aston Villa", "Tottenham Hotspur", "St. Johnstone", "Hamilton Academical"),
        "song": ("Layla", "Lola", "Angie", "Gloria", "Mrs Robinson", "Hey Jude"),
        "character": ("Winnie the Pooh", "Paddington Bear", "Charlie Brown", "Homer Simpson", "Mary Poppins", "Oliver Twist"),
        "town": ("Houston", "Denver", "Dallas", "Hamilton", "Lincoln", "Victoria"),
        "feast": ("St. Valentine's Day", "St. Stephen's Day", "St. John's Eve", "Columbus Day", "Presidents' Day", "St. Nicholas Day"),
        "disease": ("Asperger's", "Addison's disease", "Graves' disease", "Bell's palsy", "Cushing's syndrome", "Wilson's disease"),
        "law": ("Newton's third law", "Boyle's law", "Snell's law", "Pascal's principle", "Kepler's laws", "Fermat's last theorem"),
        "hotel": ("The Savoy", "Four Seasons", "Sheraton", "Fairmont", "The Dorchester", "Conrad"),
        "pet": ("Buddy", "Daisy", "Milo", "Rosie", "Teddy", "Lucy"),
        "building": ("Empire State Building", "Trump Tower", "Flatiron Building", "Guggenheim", "Barbican", "Tate Modern"),
        "foundation": ("Bloomberg Philanthropies", "Packard Foundation", "Kellogg Foundation", "MacArthur Foundation", "Nuffield Trust", "Leverhulme Trust"),
        "station": ("Grand Central", "Waterloo", "Liverpool Street", "Penn Station", "Union Station", "St Pancras"),
        "airport": ("Heathrow", "LaGuardia", "Dulles", "Gatwick", "Hobby", "John Lennon Airport"),
        "restaurant": ("Chick-fil-A", "Papa John's", "Dave's Hot Chicken", "Jimmy John's", "Wahlburgers", "Harry Ramsden's"),
        "algorithm": ("Dijkstra's algorithm", "Bloom filter", "Kalman filter", "Huffman coding", "Levenshtein distance", "Fourier transform"),
        "comet": ("Halley's Comet", "Comet Hale-Bopp", "Shoemaker-Levy 9", "Comet Encke", "asteroid Vesta", "Comet Swift-Tuttle"),
        "cup": ("Davis Cup", "Stanley Cup", "Ryder Cup", "Walker Cup", "Vince Lombardi Trophy", "Curtis Cup"),
        "spirit": ("Johnnie Walker", "Jack Daniel's", "Jim Beam", "Dom Pérignon", "Captain Morgan", "Veuve Clicquot"),
        "operation": ("Operation Barbarossa", "Operation Sea Lion", "Operation Felix", "Operation Marita", "Operation Charlemagne", "Operation Cicero"),
        "remedy": ("Ringer's lactate", "Lugol's iodine", "Salk vaccine", "Sabin drops", "Dakin's solution", "Burow's solution"),
        "role": ("Carmen", "Tosca", "Aida", "Giselle", "Don Giovanni", "Figaro"),
        "mascot": ("Ronald McDonald", "Mr. Clean", "Mr. Peanut", "Tony the Tiger", "Captain Crunch", "Chester Cheetah"),
    },
    "es": {
        "company": ("Roca", "Codorníu", "Freixenet", "Grupo Bimbo", "Chupa Chups", "Grupo Carso"),
        "shop": ("El Corte Inglés", "Mango", "Liverpool", "Palacio de Hierro", "Coppel", "Falabella"),
        "street": ("Paseo de la Castellana", "Avenida de Mayo", "Calle de Alcalá", "Avenida Insurgentes", "Calle Serrano", "Avenida Corrientes"),
        "hospital": ("Hospital La Paz", "Hospital Doce de Octubre", "Hospital Clínic", "Hospital Niño Jesús", "Hospital Vall d'Hebron", "Hospital Italiano"),
        "school": ("Universidad Complutense", "Colegio San José", "Universidad Carlos III", "Universidad Pompeu Fabra", "Tecnológico de Monterrey", "Universidad Andrés Bello"),
        "stadium": ("Estadio Azteca", "Camp Nou", "Wanda Metropolitano", "Estadio Monumental", "Estadio Mestalla", "La Bombonera"),
        "prize": ("Premio Planeta", "Premio Alfaguara", "Premio Ariel", "Premio Max", "Premio Biblioteca Breve", "Premio Carlos Fuentes"),
        "brand": ("Custo Barcelona", "Agatha Ruiz de la Prada", "Roberto Verino", "Desigual", "Óscar de la Renta", "Paco Rabanne"),
        "storm": ("borrasca Dana", "huracán Wilma", "huracán Mitch", "borrasca Ana", "tormenta Delta", "huracán Iris"),
        "ship": ("Santísima Trinidad", "Galeón San José", "buque Hespérides", "Blas de Lezo", "Príncipe de Asturias", "velero Esmeralda"),
        "software": ("Jupyter", "Hadoop", "Kafka", "Ansible", "Pascal", "Haskell"),
        "assistant": ("Alexa", "Siri", "Aura", "Lola", "Cortana", "Irene"),
        "team": ("Real Betis", "Atlético Nacional", "Club León", "Deportivo Alavés", "Santos Laguna", "Villarreal"),
        "song": ("La Bamba", "Despacito", "Bésame mucho", "Clavelitos", "Gracias a la vida", "Cielito lindo"),
        "character": ("Zipi y Zape", "Manolito Gafotas", "Super López", "Capitán Trueno", "Memín Pinguín", "Patoruzú"),
        "town": ("Santa Fe", "San Isidro", "San Miguel", "Puerto Madryn", "Villa Carlos Paz", "Ciudad Juárez"),
        "feast": ("San Valentín", "San Blas", "San Jorge", "Santa Lucía", "San Pedro", "San Lorenzo"),
        "disease": ("enfermedad de Addison", "síndrome de Asperger", "parálisis de Bell", "enfermedad de Graves", "síndrome de Cushing", "enfermedad de Wilson"),
        "law": ("ley de Boyle", "leyes de Kepler", "ley de Snell", "principio de Pascal", "teorema de Fermat", "ley Celaá"),
        "hotel": ("Hotel Ritz", "Hotel Palace", "NH Collection", "Paradores", "Hotel Westin", "Hotel Emperador"),
        "pet": ("Canela", "Nala", "Bruno", "Kira", "Pancho", "Tobi"),
        "building": ("Torre Glòries", "Palacio de Cibeles", "Torre Latinoamericana", "Edificio España", "Palacio de Bellas Artes", "Torre Caja Madrid"),
        "foundation": ("Fundación Telefónica", "Fundación la Caixa", "Fundación Mapfre", "Fundación Rafael del Pino", "Fundación Ortega y Gasset", "Fundación Pablo Neruda"),
        "station": ("Sants", "Retiro", "Constitución", "Estación Buenavista", "Abando", "Estación María Zambrano"),
        "airport": ("El Prat", "Aeropuerto Ezeiza", "Aeropuerto El Dorado", "Aeropuerto Arturo Merino Benítez", "Aeropuerto César Manrique", "Aeropuerto Federico García Lorca"),
        "restaurant": ("Casa Pepe", "Bodega Manolo", "Taquería Don Chuy", "Pollos Hermanos", "Café Tortoni", "Restaurante Lucio"),
        "algorithm": ("algoritmo de Dijkstra", "filtro de Bloom", "filtro de Kalman", "codificación de Huffman", "distancia de Levenshtein", "transformada de Fourier"),
        "comet": ("cometa Halley", "cometa Hale-Bopp", "Shoemaker-Levy 9", "cometa Encke", "asteroide Vesta", "cometa Swift-Tuttle"),
        "cup": ("Copa Davis", "Copa Stanley", "Copa Ryder", "Copa Walker", "Copa Curtis", "Copa Jules Rimet"),
        "spirit": ("José Cuervo", "Don Julio", "Johnnie Walker", "Jack Daniel's", "Dom Pérignon", "Marqués de Riscal"),
        "operation": ("Operación Barbarroja", "Operación León Marino", "Operación Félix", "Operación Marita", "Operación Carlomagno", "Operación Cicerón"),
        "remedy": ("lactato de Ringer", "solución de Lugol", "vacuna Salk", "vacuna Sabin", "solución de Dakin", "solución de Burow"),
        "role": ("Carmen", "Tosca", "Aída", "Giselle", "Don Giovanni", "Fígaro"),
        "mascot": ("Don Limpio", "Ronald McDonald", "Osito Bimbo", "Tigre Toño", "Pingüino Gansito", "Cobi"),
    },
    "pt": {
        "company": ("Votorantim", "Sadia", "Ambev", "Embraer", "Pão de Açúcar", "Itaú"),
        "shop": ("Lojas Americanas", "C&A", "Riachuelo", "Ponto Frio", "Drogaria São Paulo", "Lojas Pernambucanas"),
        "street": ("Avenida Paulista", "Rua da Consolação", "Avenida Presidente Vargas", "Rua Haddock Lobo", "Avenida Brigadeiro Faria Lima", "Rua Visconde de Pirajá"),
        "hospital": ("Hospital Sírio-Libanês", "Hospital das Clínicas", "Hospital Moinhos de Vento", "Hospital Pedro Ernesto", "Hospital Samaritano", "Santa Casa"),
        "school": ("USP", "Unicamp", "Universidade Mackenzie", "PUC-Rio", "Colégio Bandeirantes", "Colégio Santa Cruz"),
        "stadium": ("Maracanã", "Morumbi", "Mineirão", "Arena da Baixada", "Estádio Beira-Rio", "Estádio São Januário"),
        "prize": ("Prêmio Jabuti", "Prêmio Multishow", "Troféu Imprensa", "Prêmio Esso", "Prêmio Oceanos", "Troféu Mário Lago"),
        "brand": ("Osklen", "Farm", "Havaianas", "Natura", "Boticário", "Ellus"),
        "storm": ("ciclone Catarina", "furacão Irma", "tempestade Oquira", "ciclone Bomba", "furacão Maria", "tempestade Anita"),
        "ship": ("navio Cisne Branco", "Almirante Tamandaré", "fragata Liberal", "navio Garibaldi", "submarino Riachuelo", "navio Aeródromo Atlântico"),
        "software": ("Jupyter", "Hadoop", "Kafka", "Ansible", "Pascal", "Haskell"),
        "assistant": ("Alexa", "Siri", "Lu do Magalu", "BIA do Bradesco", "Aura", "Cortana"),
        "team": ("Flamengo", "Grêmio", "Atlético Mineiro", "Botafogo", "Sport Recife", "Náutico"),
        "song": ("Aquarela do Brasil", "Chega de Saudade", "Mulher Rendeira", "Marina", "Anna Júlia", "Sampa"),
        "character": ("Zé Carioca", "Pererê", "Menino Maluquinho", "Sítio do Picapau Amarelo", "Cascão", "Visconde de Sabugosa"),
        "town": ("São José dos Campos", "Duque de Caxias", "Barão de Cocais", "Floriano", "Bento Gonçalves", "Joaquim Nabuco"),
        "feast": ("Santo Expedito", "São Sebastião", "São Benedito", "Santa Luzia", "São Cosme e Damião", "São Francisco"),
        "disease": ("doença de Addison", "síndrome de Asperger", "paralisia de Bell", "doença de Graves", "síndrome de Cushing", "doença de Wilson"),
        "law": ("lei de Boyle", "leis de Kepler", "lei de Snell", "princípio de Pascal", "teorema de Fermat", "Lei Pelé"),
        "hotel": ("Copacabana Palace", "Hotel Unique", "Hotel Glória", "Tivoli Mofarrej", "Grand Hyatt", "Hotel Ca' d'Oro"),
        "pet": ("Paçoca", "Nina", "Bob", "Amora", "Toddy", "Belinha"),
        "building": ("Edifício Copan", "Edifício Itália", "Palácio do Planalto", "Edifício Esther", "Conjunto Nacional", "Palácio da Alvorada"),
        "foundation": ("Fundação Bradesco", "Instituto Unibanco", "Fundação Itaú", "Fundação Gol de Letra", "Instituto Tomie Ohtake", "Fundação Dorina Nowill"),
        "station": ("Estação da Luz", "Estação Central do Brasil", "Estação Sé", "Estação Barra Funda", "Estação Leopoldina", "Estação Brás"),
        "airport": ("Aeroporto de Guarulhos", "Aeroporto de Congonhas", "Aeroporto Galeão", "Aeroporto de Confins", "Aeroporto Hercílio Luz", "Aeroporto Eduardo Gomes"),
        "restaurant": ("Spoleto", "Giraffas", "Bar do Luiz", "Cantina da Nona", "Padaria do Seu Joaquim", "Lanchonete da Dona Rosa"),
        "algorithm": ("algoritmo de Dijkstra", "filtro de Bloom", "filtro de Kalman", "codificação de Huffman", "distância de Levenshtein", "transformada de Fourier"),
        "comet": ("cometa Halley", "cometa Hale-Bopp", "Shoemaker-Levy 9", "cometa Encke", "asteroide Vesta", "cometa Swift-Tuttle"),
        "cup": ("Copa Davis", "Copa Stanley", "Copa Ryder", "Taça Jules Rimet", "Copa Walker", "Taça Roberto Gomes Pedrosa"),
        "spirit": ("Johnnie Walker", "Jack Daniel's", "Dom Pérignon", "Velho Barreiro", "Ypióca", "Veuve Clicquot"),
        "operation": ("Operação Barbarossa", "Operação Leão-Marinho", "Operação Félix", "Operação Marita", "Operação Carlos Magno", "Operação Cícero"),
        "remedy": ("lactato de Ringer", "solução de Lugol", "vacina Salk", "gotinha Sabin", "solução de Dakin", "solução de Burow"),
        "role": ("Carmen", "Tosca", "Aída", "Giselle", "Don Giovanni", "Fígaro"),
        "mascot": ("Ronald McDonald", "Tony, o tigre", "Fofão", "Zé Gotinha", "Baianinho das Casas Bahia", "Frango Sadia"),
    },
}


_EN = [
    # --- nobody in them: look-alikes only -------------------------------------------------------
    # an HL7 ADT message with no patient yet
    "MSH|^~\\&|ADT|{{hospital}}|LAB|{{company}}|{{id}}||ADT^A01\nEVN|A01|{{ref}}\nNTE|1||ward closed for {{feast}}; {{remedy}} stock low",
    # an EDIFACT order
    "UNH+{{n}}+ORDERS:D:96A:UN'\nBGM+220+{{ref}}'\nNAD+BY+++{{shop}}+{{street}}+{{town}}'\nLIN+1++{{spirit}}:SA'\nUNT+5+{{n}}'",
    # Prometheus metrics
    "# HELP jobs_total Jobs run\njobs_total{service=\"{{software}}\",algo=\"{{algorithm}}\"} {{n}}\nqueue_depth{site=\"{{building}}\",team=\"{{team}}\"} {{n}}",
    # JSON Lines logs
    "{\"level\":\"info\",\"msg\":\"sorted with {{algorithm}}\",\"svc\":\"{{software}}\"}\n{\"level\":\"warn\",\"msg\":\"{{storm}} near {{airport}}\",\"svc\":\"ops\"}\n{\"level\":\"info\",\"msg\":\"{{=Frank}} feedback logged\"}",
    # an env file
    "APP_NAME={{software}}\nDEFAULT_VENUE=\"{{stadium}}\"\nMASCOT_IMAGE={{mascot}}.png\nCOMET_FEED=\"{{comet}}\"\n# {{=Mark}} as done after the {{cup}} final",
    # a Mastodon thread
    "@birdwatch · {{time}}\n{{comet}} was faint tonight over {{town}} 🔭\n↻ 12  ★ 40\n↳ reply: the {{ship}} crew saw it too from {{station}}",
    # a Reddit thread
    "r/history · posted by u/oldmaps\nWhy was it called {{operation}}?\n▲ 311 · 48 comments\n> top comment: same reason the {{cup}} is named that way. {{=Rich}} tea and a long read.",
    # classified ads
    "FOR SALE: signed {{cup}} poster, {{amt}}\nWANTED: {{mascot}} plush, any size\nFREE: {{=Fern}} cuttings and {{=Lily}} bulbs, pick up near {{street}}",
    # a telex in capitals
    "ZCZC {{ref}}\nTO {{company}} FM {{hotel}}\nSHIP {{ship}} DELAYED BY {{storm}} STOP {{spirit}} CARGO SAFE STOP\nNNNN",
    # BibTeX entries without authors
    "@misc{{{ref}},\n  title = {On {{algorithm}} and {{law}}},\n  howpublished = {{{school}} tech report},\n  note = {cites the {{comet}} data}\n}",
    # a MARC record of a work
    "=245 10$aThe {{role}} problem :$bnotes on {{operation}}\n=260 \\\\$a{{town}} :$b{{foundation}}\n=650 \\0$a{{disease}}",
    # a Debian-style changelog with no person
    "{{software}} (2.{{n}}) stable; urgency=low\n\n  * Port the {{algorithm}} code.\n  * Rename the {{mascot}} icon.\n\n -- build bot <{{email}}>  {{day}}",
    # a PagerDuty incident timeline
    "INCIDENT {{id}} — {{software}} down\n{{time}} triggered by rule near {{airport}}\n{{time}} escalated to on-call rota ({{team}})\n{{time}} resolved; cause: {{storm}}",
    # a status page
    "Status — {{company}}\nInvestigating: logins slow at {{station}} data hall\nUpdate: the {{algorithm}} cache was rebuilt\nResolved {{time}}. {{=Charity}} run still on at {{stadium}}.",
    # a restaurant booking book with no names
    "BOOKINGS {{day}}\n{{time}}  table 4  pre-theatre ({{role}} at {{building}})\n{{time}}  table 9  {{spirit}} tasting\n{{time}}  table 2  {{cup}} party, {{n}} covers",
    # a lost and found log
    "LOST & FOUND — {{station}}\n#{{n}} umbrella with {{mascot}} print\n#{{n}} {{remedy}} bottle\n#{{n}} season ticket, {{team}}\n#{{n}} {{=Myrtle}}-green scarf",
    # an ID3 tag dump
    "TIT2: {{song}}\nTALB: Live at {{stadium}}\nTCON: soundtrack\nCOMM: theme from {{character}}; opera role {{role}}\nTXXX: {{=Harmony}} mix",
    # an X.509 certificate subject
    "Subject: C=US, O={{company}}, OU={{software}} team, CN={{software}}.example.com\nIssuer: O={{foundation}} CA\nNot After: {{date}}",
    # a warranty card
    "WARRANTY CARD\nProduct: {{brand}} kettle\nBought at: {{shop}}, {{town}}\nFound the {{mascot}} sticker? {{=Laurel}} wreath stamp = valid.\nRegistered pet: {{pet}}",
    # a vaccination card of a clinic, blank
    "VACCINATION CLINIC — {{hospital}}\nBatch: {{remedy}}, lot {{ref}}\nOutbreak note: {{disease}}\nNext session {{day}}, {{restaurant}} car park. {{=Hazel}} trees pollen season.\nBooked via {{assistant}}. Prize draw: {{prize}}. {{=Dusty}} shelves cleaned. Tel {{phone}}. {{=Chip}} shop closed.",
]
_EN += [
    # --- one person ---------------------------------------------------------------------------
    # an HL7 patient segment
    "MSH|^~\\&|ADT|{{hospital}}|||{{id}}||ADT^A04\nPID|1||{{ref}}||[[P1.LAST]]^[[P1.FIRST]]||F|||{{street}}^^{{town}}\nNTE|1||allergic to {{remedy}}",
    # an EDIFACT contact
    "NAD+DP+++{{company}}+{{street}}+{{town}}'\nCTA+IC+:[[P1.FL]]'\nCOM+[[P1.mail]]:EM'\nFTX+AAI+++deliver before {{cup}} final'",
    # JSON Lines with a user
    "{\"level\":\"info\",\"msg\":\"login\",\"user\":\"[[P1.fl]]\",\"app\":\"{{software}}\"}\n{\"level\":\"error\",\"msg\":\"{{algorithm}} timeout\",\"user\":\"[[P1.first]]\"}",
    # a Mastodon reply in lower case
    "@[[P1.first]] ok but the {{comet}} pics from {{town}} are unreal, where did you shoot them (my {{pet}} hated the tripod)",
    # a git blame porcelain header
    "{{ref}}fe 12 12 1\nauthor [[P1.fl]]\nauthor-mail <[[P1.mail]]>\nsummary fix {{algorithm}} for {{software}}\n\treturn shortest(graph)",
    # a gettext header
    "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: {{software}} 3.{{n}}\\n\"\n\"Last-Translator: [[P1.fl]] <[[P1.mail]]>\\n\"\n\"Language-Team: {{team}} fans\\n\"",
    # a Doodle poll with a link
    "Poll: {{spirit}} tasting at {{restaurant}}\nVote link: https://poll.example.com/v?name=[[P1.url]]&choice=yes\n[[P1.first]] voted {{day}} ✓\nvenue: next to {{shop}}",
    # a Splitwise expense
    "Splitwise · {{date}}\n[[P1.first]] paid {{amt}} for tickets to {{role}} at {{building}}\nYou owe [[P1.first]] {{amt}}\nalso: {{character}} matinee for the kids",
    # a karaoke queue
    "KARAOKE QUEUE — {{restaurant}}\n1. \"{{song}}\" — [[P1.first]]\nnext up after the {{cup}} highlights\nprize: a {{prize}} night voucher",
    # a visitor sign-in log
    "VISITOR LOG — {{building}}\n{{time}}  [[P1.init]]  host: {{company}}  badge {{n}}\nescort: security desk, tel {{phone}}\nreason: {{feast}} delivery",
    # a kindergarten pickup authorisation
    "PICKUP AUTHORISATION\nChild: [[P1.FIRST]] [[P1.LAST]] (class Otters)\nAllowed adult: [[P1.t]] [[P1.last]] (parent)\nAllergies: see {{remedy}} note\nComfort toy: {{character}} plush; pet at home: {{pet}}",
    # a nursing handover in SBAR
    "SBAR — bay 3\nS: [[P1.tt]] [[P1.last]], admitted with {{disease}}\nB: walked in from {{station}}\nA: stable, {{remedy}} given {{time}}\nR: review with the {{hospital}} team\nNote: talks to {{assistant}} at home",
    # a race result line
    "RESULTS — {{town}} 10K\n1. [[P1.LF]]  {{time}}  ({{team}})\nsponsored by {{brand}}; medals by the {{foundation}}\nfinish line inside {{stadium}}",
    # a chat with a possessive
    "lol [[P1.first]]'s cat is literally called {{mascot}} and it sleeps on the {{cup}} replica and the {{pet}} is jealous",
    # --- two people ---------------------------------------------------------------------------
    # an HL7 message with attending doctor
    "PID|1||{{ref}}||[[P1.SUR]]^[[P1.FIRST]]\nPV1|1|I|{{hospital}}^W3||||[[P2.LAST]]^[[P2.FIRST]]^^^Dr\nNTE|1||seen by [[P2.dr]] [[P2.last]] re {{disease}}\nNTE|2||referred by the {{school}} nurse",
    # a MAINTAINERS entry
    "{{software}} {{algorithm}} MODULE\nM:\t[[P1.fl]] <[[P1.mail]]>\nR:\t[[P2.full]] <[[P2.mail]]>\nS:\tMaintained\nF:\tlib/{{mascot}}/",
    # a BibTeX entry with authors
    "@article{{{ref}},\n  author = {[[P1.LAST]], [[P1.first]] and [[P2.sur]], [[P2.first]]},\n  title = {Revisiting {{algorithm}} after {{operation}}},\n  journal = {{{school}} Review},\n  note = {{{prize}} shortlist}\n}",
    # a MARC record with an author
    "=100 1\\$a [[P1.sur]], [[P1.first]]\n=245 10$aNotes on {{comet}}\n=700 1\\$a [[P2.lf]],$eeditor\n=260 \\\\$a{{town}} :$b{{foundation}}",
    # a Debian changelog entry
    "{{software}} ({{n}}.1) unstable; urgency=medium\n\n  * Fix {{algorithm}} overflow (thanks [[P2.init]]).\n\n -- [[P1.fl]] <[[P1.mail]]>  {{day}}",
    # a PagerDuty on-call handoff
    "ON-CALL — {{software}}\nPrimary: [[P1.full]] ({{phone}})\nSecondary: [[P2.fl]]\nHandoff {{day}} {{time}}; [[P1.first]]'s notes mention {{storm}}\nEscalation bot: {{assistant}}",
    # a Reddit thread with usernames and a name
    "r/karaoke · u/nightowl\nmy neighbour [[P1.fl]] sang \"{{song}}\" at {{restaurant}} and [[P2.first]] cried\n▲ 88\n> reply: {{=Lily}} of the valley bouquet for her pls\n> it was {{feast}}, the {{shop}} gift card was hers",
    # a chess pairing list
    "ROUND 3 PAIRINGS — {{hotel}}\nBoard 1: [[P1.LF]] – [[P2.LF]]\nArbiter notes: the {{cup}} rules apply; prize from the {{foundation}}\nBoard 2: reserved for the {{school}} juniors",
    # a restaurant reservation
    "RESERVATION {{ref}}\nName: [[P1.t]] [[P1.last]]\nGuests: 4, incl. [[P2.full]]\nNote: after {{role}} at {{building}}; {{spirit}} on arrival\nOccasion: {{feast}}; may bring {{pet}}",
    # a school attendance register
    "ATTENDANCE — Year 8, {{day}}\n[[P1.LAST]], [[P1.first]] — present\n[[P2.LAST]], [[P2.first]] — absent ({{disease}})\nTrip to {{building}} moved.\nReading: {{character}}",
    # a crowdfunding backer list
    "BACKERS — \"{{mascot}} the board game\"\n[[P1.full]] — early bird\n[[P2.fl]] — {{cup}} edition\nStretch goal: a {{comet}} expansion\nRewards ship via {{shop}}",
    # a DICOM header
    "(0010,0010) PN [[[P1.LAST]]^[[P1.FIRST]]]\n(0008,0090) PN [[[P2.LAST]]^[[P2.FIRST]]]\n(0008,0080) LO [{{hospital}}]\n(0008,1030) LO [{{remedy}} follow-up]",
    # a SWIFT transfer
    ":20:{{ref}}\n:32A:{{amt}}\n:50K:/{{id}}\n[[P1.FULL]]\n{{street}}\n:59:/{{id}}\n[[P2.FULL]]\n:70:{{cup}} tickets\n:72:/REC/{{law}}",
    # a fixed-width record
    "[[P1.LAST]]        [[P1.FIRST]]       {{id}}  {{station}}\n[[P2.LAST]]        [[P2.FIRST]]       {{id}}  {{airport}}",
    # a patent front page
    "(54) Method for {{algorithm}} in {{software}}\n(72) Inventors: [[P1.fl]], {{town}}; [[P2.fl]], {{town}}\n(73) Assignee: {{company}}\n(74) Agent: {{company}} IP, near {{airport}}",
    # a conference badge queue with a possessive
    "BADGE PRINT QUEUE\n- [[P1.FL]] — speaker ({{operation}} history)\n- [[P2.FL]] — volunteer\nnote: [[P2.first]]'s badge needs the {{mascot}} logo\nroom sponsor: {{brand}}",
    # --- three people -------------------------------------------------------------------------
    # a Mastodon thread
    "@[[P1.first]] · {{time}}\nwatching {{comet}} with [[P2.first]] & [[P3.first]] from {{town}}\n↻ 3 ★ 19\n↳ [[P3.fl]]: the {{ship}} horn woke everyone up (posted via {{assistant}})",
    # a karaoke queue with three
    "KARAOKE — {{restaurant}}\n1. {{song}} — [[P1.fl]]\n2. {{role}} aria (joke) — [[P2.fl]]\n3. duet — [[P3.first]] and [[P1.first]]",
    # a chess tournament standings
    "STANDINGS after round 5 ({{cup}} qualifier)\n1. [[P1.SUR]] 4.5\n2. [[P2.SUR]] 4\n3. [[P3.SUR]] 3.5\nVenue: {{hotel}}\nprize: {{prize}} plaque",
    # a Splitwise group
    "Group: {{town}} trip\n[[P1.fl]] paid {{amt}} at {{hotel}}\n[[P2.fl]] paid {{amt}} for {{spirit}}\n[[P3.first]] owes [[P1.first]] {{amt}}\nsettled up: [[P2.first]]; [[P1.first]] (by {{day}})",
    # a nursing handover with three
    "HANDOVER {{time}}\nPatient: [[P1.full]] ({{disease}})\nNurse out: [[P2.fl]]; nurse in: [[P3.fl]]\nConsultant: [[P3.dr]] [[P3.last]]\nDrug: {{remedy}}\nConsent under {{law}}",
    # race results with three
    "MARATHON — {{town}}\n1 [[P1.LF]] {{time}}\n2 [[P2.LF]] {{time}}\n3 [[P3.LF]] {{time}}\nTrophy: the {{cup}}; fuel by {{brand}}\nfinish inside {{stadium}}",
    # a vaccination record
    "VACCINATION RECORD\nName: [[P1.FULL]]\nGiven by: [[P2.t]] [[P2.last]]\nChecked by: [[P3.init]]\nVaccine: {{remedy}} (against {{disease}})\nClinic: {{hospital}}; school: {{school}}",
    # a telex in capitals with names
    "ZCZC {{ref}}\nPAX [[P1.FL]] AND [[P2.FL]] CONFIRMED {{hotel}} STOP EX {{airport}} ON {{ship}} STOP {{prize}} DINNER [[P3.FL]] WAITLIST STOP {{operation}} GROUP\nNNNN",
    # a git blame and a co-author in lower case
    "[[P1.first]]: who broke the {{algorithm}} test\n[[P2.first]]: blame says [[P3.first]] lol\n[[P3.first]]: it was the {{mascot}} fixture, sorry",
    # an X.509 certificate for people
    "Subject: CN=[[P1.fl]], O={{company}}, emailAddress=[[P1.mail]]\nIssued by: [[P2.fl]] (RA)\nApproved by: [[P3.tt]] [[P3.last]]\nPolicy: {{law}}",
]

_ES = [
    # --- nadie: solo look-alikes ------------------------------------------------------------------
    # un mensaje HL7 sin paciente
    "MSH|^~\\&|ADT|{{hospital}}|LAB|{{company}}|{{id}}||ADT^A01\nEVN|A01|{{ref}}\nNTE|1||planta cerrada por {{feast}}; queda poco {{remedy}}, atención",
    # un pedido EDIFACT
    "UNH+{{n}}+ORDERS:D:96A:UN'\nBGM+220+{{ref}}'\nNAD+BY+++{{shop}}+{{street}}+{{town}}'\nLIN+1++{{spirit}}:SA'\nFTX+AAI+++envío rápido'",
    # métricas de Prometheus
    "# HELP trabajos_total Trabajos ejecutados (versión {{n}})\ntrabajos_total{servicio=\"{{software}}\",algoritmo=\"{{algorithm}}\"} {{n}}\ncola{sede=\"{{building}}\",equipo=\"{{team}}\"} {{n}}",
    # logs en JSON Lines
    "{\"nivel\":\"info\",\"msg\":\"ordenado con {{algorithm}}\",\"svc\":\"{{software}}\"}\n{\"nivel\":\"aviso\",\"msg\":\"{{storm}} cerca de {{airport}}\"}\n{\"nivel\":\"info\",\"msg\":\"{{=Margarita}} de cumpleaños pedida\"}",
    # un fichero .env
    "APP_NOMBRE={{software}}\nSEDE_POR_DEFECTO=\"{{stadium}}\"\nMASCOTA_IMG={{mascot}}.png\nCOMETA=\"{{comet}}\"\n# revisión después de la final de la {{cup}}; {{=Salud}} laboral al día",
    # un hilo de Mastodon
    "@astro · {{time}}\nel {{comet}} se veía débil esta noche sobre {{town}} 🔭\n↻ 12  ★ 40\n↳ respuesta: la tripulación del {{ship}} también lo vio desde {{station}}",
    # un hilo de Reddit
    "r/historia · publicado por u/mapas\n¿Por qué se llamó {{operation}}?\n▲ 311 · 48 comentarios\n> comentario: por lo mismo que la {{cup}}. {{=Aurora}} boreal incluida.",
    # anuncios clasificados
    "SE VENDE: póster firmado de la {{cup}}, {{amt}}\nSE BUSCA: peluche de {{mascot}}\nSE REGALA: esquejes de {{=Flor}} de pascua cerca de {{street}}",
    # un télex en mayúsculas
    "ZCZC {{ref}}\nA {{company}} DE {{hotel}}\nBUQUE {{ship}} RETRASADO POR {{storm}} STOP CARGA DE {{spirit}} A SALVO STOP ATENCIÓN\nNNNN",
    # una entrada BibTeX sin autores
    "@misc{{{ref}},\n  title = {Sobre el {{algorithm}} y la {{law}}},\n  howpublished = {Informe técnico, {{school}}},\n  note = {cita datos del {{comet}}}\n}",
    # un registro MARC
    "=245 10$aEl problema de {{role}} :$bnotas sobre la {{operation}}\n=260 \\\\$a{{town}} :$b{{foundation}}\n=650 \\0$a{{disease}} (revisión)",
    # un changelog de Debian sin persona
    "{{software}} (2.{{n}}) stable; urgency=low\n\n  * Porta el código de {{algorithm}}.\n  * Renombra el icono de {{mascot}}.\n\n -- robot de compilación <{{email}}>  {{day}}",
    # la cronología de un incidente de PagerDuty
    "INCIDENTE {{id}} — {{software}} caído\n{{time}} disparado por regla cerca de {{airport}}\n{{time}} escalado a la guardia ({{team}})\n{{time}} resuelto; causa: {{storm}}",
    # una página de estado
    "Estado — {{company}}\nInvestigando: accesos lentos en la sala de {{station}}\nActualización: se reconstruyó la caché del {{algorithm}}\nResuelto a las {{time}}. La carrera de {{=Caridad}} sigue en el {{stadium}}.",
    # el libro de reservas de un restaurante
    "RESERVAS {{day}}\n{{time}}  mesa 4  antes de la función ({{role}} en {{building}})\n{{time}}  mesa 9  cata de {{spirit}}\n{{time}}  mesa 2  fiesta de la {{cup}}, {{n}} cubiertos",
    # un registro de objetos perdidos
    "OBJETOS PERDIDOS — {{station}}\n#{{n}} paraguas con estampado de {{mascot}}\n#{{n}} frasco de {{remedy}}\n#{{n}} abono de temporada, {{team}}\n#{{n}} bufanda color {{=Celeste}}",
    # etiquetas ID3
    "TIT2: {{song}}\nTALB: En directo desde el {{stadium}}\nTCON: banda sonora\nCOMM: tema de {{character}}; papel de ópera {{role}}\nTXXX: versión {{=Gloria}} al Padre",
    # el sujeto de un certificado X.509
    "Subject: C=ES, O={{company}}, OU=equipo de {{software}}, CN={{software}}.example.com\nIssuer: O=CA de la {{foundation}}\nCaducidad: {{date}} (no renovar aún)",
    # una tarjeta de garantía
    "TARJETA DE GARANTÍA\nProducto: hervidor {{brand}}\nComprado en: {{shop}}, {{town}}\n¿Tienes la pegatina de {{mascot}}? Sello de la Virgen de la {{=Candelaria}} = válida.\nMascota registrada: {{pet}}",
    # una campaña de vacunación sin nombres
    "CAMPAÑA DE VACUNACIÓN — {{hospital}}\nLote: {{remedy}}, {{ref}}\nBrote: {{disease}}\nPróxima sesión el {{day}}, aparcamiento de {{restaurant}}. Procesión de la {{=Asunción}} y de las {{=Nieves}}.\nCita por {{assistant}}. Sorteo: {{prize}}. Semana de las {{=Angustias}} y de la {{=Trinidad}}. Tel. {{phone}}.",
    # --- una persona --------------------------------------------------------------------------
    # un segmento HL7 de paciente
    "MSH|^~\\&|ADT|{{hospital}}|||{{id}}||ADT^A04\nPID|1||{{ref}}||[[P1.LAST]]^[[P1.FIRST]]||F|||{{street}}^^{{town}}\nNTE|1||alérgic[[P1.o]] a {{remedy}}",
    # un contacto EDIFACT
    "NAD+DP+++{{company}}+{{street}}+{{town}}'\nCTA+IC+:[[P1.FL]]'\nCOM+[[P1.mail]]:EM'\nFTX+AAI+++entregar antes de la final de la {{cup}}; atención'",
    # JSON Lines con un usuario
    "{\"nivel\":\"info\",\"msg\":\"inicio de sesión\",\"usuario\":\"[[P1.fl]]\",\"app\":\"{{software}}\"}\n{\"nivel\":\"error\",\"msg\":\"tiempo agotado en {{algorithm}}\",\"usuario\":\"[[P1.first]]\"}",
    # una respuesta de Mastodon en minúsculas
    "@[[P1.first]] vale, pero las fotos del {{comet}} desde {{town}} son una pasada, ¿dónde las hiciste? (mi {{pet}} odió el trípode)",
    # una cabecera de git blame
    "{{ref}}fe 12 12 1\nauthor [[P1.fl]]\nauthor-mail <[[P1.mail]]>\nsummary corrige {{algorithm}} en {{software}}\n\treturn ruta_mínima(grafo)",
    # una cabecera de gettext
    "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: {{software}} 3.{{n}}\\n\"\n\"Last-Translator: [[P1.fl]] <[[P1.mail]]>\\n\"\n\"Language-Team: Español (aficionados del {{team}})\\n\"",
    # una encuesta tipo Doodle con enlace
    "Encuesta: cata de {{spirit}} en {{restaurant}}\nEnlace: https://encuesta.example.com/v?nombre=[[P1.url]]&opción=sí\n[[P1.first]] votó el {{day}} ✓\nlugar: al lado de {{shop}}",
    # un gasto de Splitwise
    "Splitwise · {{date}}\n[[P1.first]] pagó {{amt}} por las entradas de {{role}} en {{building}}\nLe debes a [[P1.first]] {{amt}}\ny la sesión de {{character}} para los niños",
    # una cola de karaoke
    "COLA DE KARAOKE — {{restaurant}}\n1. «{{song}}» — [[P1.first]]\nluego, los resúmenes de la {{cup}}\npremio: un vale para la gala del {{prize}}",
    # un registro de visitas
    "REGISTRO DE VISITAS — {{building}}\n{{time}}  [[P1.init]]  anfitrión: {{company}}  tarjeta {{n}}\nacompañante: recepción, tel. {{phone}}\nmotivo: entrega por {{feast}}",
    # una autorización de recogida en la guardería
    "AUTORIZACIÓN DE RECOGIDA\nNiñ[[P1.o]]: [[P1.FIRST]] [[P1.LAST]] (clase Nutrias)\nAdulto autorizado: [[P1.t]] [[P1.last]]\nAlergias: ver nota de {{remedy}}\nPeluche: {{character}}; mascota en casa: {{pet}}",
    # un relevo de enfermería SBAR
    "SBAR — box 3\nS: [[P1.tt]] [[P1.last]], ingresó con {{disease}}\nB: llegó desde {{station}}\nA: estable, {{remedy}} a las {{time}}\nR: revisión con el equipo del {{hospital}}\nNota: en casa habla con {{assistant}}",
    # una clasificación de carrera
    "CLASIFICACIÓN — 10K de {{town}}\n1. [[P1.LF]]  {{time}}  ({{team}})\npatrocina {{brand}}; medallas de la {{foundation}}\nmeta dentro del {{stadium}}",
    # un chat en minúsculas
    "jajaja el gato de [[P1.first]] se llama literalmente {{mascot}} y duerme sobre la réplica de la {{cup}} y {{pet}} está celoso",
    # --- dos personas -------------------------------------------------------------------------
    # un mensaje HL7 con médico
    "PID|1||{{ref}}||[[P1.SUR]]^[[P1.FIRST]]\nPV1|1|I|{{hospital}}^P3||||[[P2.LAST]]^[[P2.FIRST]]^^^Dr\nNTE|1||visto por [[P2.dr]] [[P2.last]] por {{disease}}; evolución\nNTE|2||derivado por la enfermería del {{school}}",
    # una entrada de MAINTAINERS
    "MÓDULO {{algorithm}} DE {{software}}\nM:\t[[P1.fl]] <[[P1.mail]]>\nR:\t[[P2.full]] <[[P2.mail]]>\nS:\tMantenido\nF:\tlib/{{mascot}}/",
    # una entrada BibTeX con autores
    "@article{{{ref}},\n  author = {[[P1.LAST]], [[P1.first]] and [[P2.sur]], [[P2.first]]},\n  title = {Revisión del {{algorithm}} tras la {{operation}}},\n  journal = {Revista de la {{school}}},\n  note = {finalista del {{prize}}}\n}",
    # un registro MARC con autor
    "=100 1\\$a [[P1.sur]], [[P1.first]]\n=245 10$aNotas sobre el {{comet}}\n=700 1\\$a [[P2.lf]],$eedición\n=260 \\\\$a{{town}} :$b{{foundation}}",
    # una entrada de changelog de Debian
    "{{software}} ({{n}}.1) unstable; urgency=medium\n\n  * Corrige desbordamiento en {{algorithm}} (gracias, [[P2.init]]).\n  * Añade traducción.\n\n -- [[P1.fl]] <[[P1.mail]]>  {{day}}",
    # un relevo de guardia de PagerDuty
    "GUARDIA — {{software}}\nPrincipal: [[P1.full]] ({{phone}})\nSecundari[[P2.o]]: [[P2.fl]]\nRelevo el {{day}} a las {{time}}; las notas de [[P1.first]] hablan de la {{storm}}\nBot de escalado: {{assistant}}",
    # un hilo de Reddit con un nombre
    "r/karaoke · u/búho\nmi vecin[[P1.o]] [[P1.fl]] cantó «{{song}}» en {{restaurant}} y [[P2.first]] lloró\n▲ 88\n> respuesta: un ramo de {{=Margarita}} para ella, porfa\n> era {{feast}}, la tarjeta regalo de {{shop}} era suya",
    # emparejamientos de ajedrez
    "EMPAREJAMIENTOS RONDA 3 — {{hotel}}\nTablero 1: [[P1.LF]] – [[P2.LF]]\nNota del árbitro: rigen las normas de la {{cup}}; premio de la {{foundation}}\nTablero 2: reservado a los alevines del {{school}}",
    # una reserva de restaurante
    "RESERVA {{ref}}\nA nombre de: [[P1.t]] [[P1.last]]\nComensales: 4, con [[P2.full]]\nNota: tras {{role}} en {{building}}; {{spirit}} de bienvenida\nMotivo: {{feast}}; quizá traigan a {{pet}}",
    # una hoja de asistencia escolar
    "ASISTENCIA — 2.º ESO, {{day}}\n[[P1.LAST]], [[P1.first]] — presente\n[[P2.LAST]], [[P2.first]] — ausente ({{disease}})\nExcursión a {{building}} aplazada.\nLectura: {{character}}",
    # una lista de mecenas
    "MECENAS — «{{mascot}}, el juego de mesa»\n[[P1.full]] — precio de lanzamiento\n[[P2.fl]] — edición {{cup}}\nObjetivo extra: expansión del {{comet}}\nLas recompensas se envían por {{shop}}",
    # una cabecera DICOM
    "(0010,0010) PN [[[P1.LAST]]^[[P1.FIRST]]]\n(0008,0090) PN [[[P2.LAST]]^[[P2.FIRST]]]\n(0008,0080) LO [{{hospital}}]\n(0008,1030) LO [revisión tras {{remedy}}]",
    # una transferencia SWIFT
    ":20:{{ref}}\n:32A:{{amt}}\n:50K:/{{id}}\n[[P1.FULL]]\n{{street}}\n:59:/{{id}}\n[[P2.FULL]]\n:70:entradas de la {{cup}}, pagaré único\n:72:/REC/{{law}}",
    # un registro de ancho fijo
    "[[P1.LAST]]        [[P1.FIRST]]       {{id}}  {{station}}  Sí\n[[P2.LAST]]        [[P2.FIRST]]       {{id}}  {{airport}}  No",
    # la portada de una patente
    "(54) Método de {{algorithm}} en {{software}}\n(72) Inventores: [[P1.fl]], {{town}}; [[P2.fl]], {{town}}\n(73) Titular: {{company}}, S. A. (España)\n(74) Agente: {{company}} PI, junto a {{airport}}",
    # la cola de impresión de acreditaciones
    "COLA DE ACREDITACIONES\n- [[P1.FL]] — ponente (historia de la {{operation}})\n- [[P2.FL]] — voluntari[[P2.o]]\nnota: la acreditación de [[P2.first]] lleva el logo de {{mascot}}\npatrocina la sala: {{brand}}",
    # --- tres personas ------------------------------------------------------------------------
    # un hilo de Mastodon
    "@[[P1.first]] · {{time}}\nviendo el {{comet}} con [[P2.first]] y [[P3.first]] desde {{town}}\n↻ 3 ★ 19\n↳ [[P3.fl]]: la sirena del {{ship}} despertó a todos, ¡qué susto! (publicado vía {{assistant}})",
    # karaoke con tres
    "KARAOKE — {{restaurant}}\n1. {{song}} — [[P1.fl]]\n2. aria de {{role}} (en broma) — [[P2.fl]]\n3. dúo — [[P3.first]] y [[P1.first]]",
    # clasificación de ajedrez
    "CLASIFICACIÓN tras la ronda 5 (previa de la {{cup}})\n1. [[P1.SUR]] 4,5\n2. [[P2.SUR]] 4\n3. [[P3.SUR]] 3,5\nSede: {{hotel}}\npremio: placa del {{prize}}",
    # un grupo de Splitwise
    "Grupo: viaje a {{town}}\n[[P1.fl]] pagó {{amt}} en el {{hotel}}\n[[P2.fl]] pagó {{amt}} de {{spirit}}\n[[P3.first]] le debe a [[P1.first]] {{amt}}\nya saldaron: [[P2.first]]; [[P1.first]] (el {{day}})",
    # un relevo de enfermería con tres
    "RELEVO {{time}}\nPaciente: [[P1.full]] ({{disease}})\nSale: [[P2.fl]]; entra: [[P3.fl]]\nAdjunt[[P3.o]]: [[P3.dr]] [[P3.last]]\nFármaco: {{remedy}}\nConsentimiento según la {{law}}",
    # clasificación de maratón
    "MARATÓN — {{town}}\n1 [[P1.LF]] {{time}}\n2 [[P2.LF]] {{time}}\n3 [[P3.LF]] {{time}}\nTrofeo: la {{cup}}; avituallamiento de {{brand}}\nmeta dentro del {{stadium}}",
    # una cartilla de vacunación
    "CARTILLA DE VACUNACIÓN\nNombre: [[P1.FULL]]\nAdministrada por: [[P2.t]] [[P2.last]]\nRevisada por: [[P3.init]]\nVacuna: {{remedy}} (contra {{disease}})\nCentro: {{hospital}}; colegio: {{school}}",
    # un télex en mayúsculas con nombres
    "ZCZC {{ref}}\nPAX [[P1.FL]] Y [[P2.FL]] CONFIRMADOS {{hotel}} STOP DESDE {{airport}} EN {{ship}} STOP CENA {{prize}} [[P3.FL]] EN ESPERA STOP GRUPO {{operation}} ATENCIÓN\nNNNN",
    # un chat en minúsculas
    "[[P1.first]]: ¿quién rompió el test de {{algorithm}}?\n[[P2.first]]: el blame dice que [[P3.first]] jaja\n[[P3.first]]: fue el fixture de {{mascot}}, perdón",
    # un certificado X.509 de personas
    "Subject: CN=[[P1.fl]], O={{company}}, emailAddress=[[P1.mail]]\nEmitido por: [[P2.fl]] (AR)\nAprobado por: [[P3.tt]] [[P3.last]]\nPolítica: {{law}}",
]

_PT = [
    # --- ninguém: só look-alikes --------------------------------------------------------------------
    # uma mensagem HL7 sem paciente
    "MSH|^~\\&|ADT|{{hospital}}|LAB|{{company}}|{{id}}||ADT^A01\nEVN|A01|{{ref}}\nNTE|1||ala fechada por {{feast}}; estoque de {{remedy}} baixo, atenção",
    # um pedido EDIFACT
    "UNH+{{n}}+ORDERS:D:96A:UN'\nBGM+220+{{ref}}'\nNAD+BY+++{{shop}}+{{street}}+{{town}}'\nLIN+1++{{spirit}}:SA'\nFTX+AAI+++entrega expressa, não dobrar'",
    # métricas do Prometheus
    "# HELP tarefas_total Tarefas executadas (versão {{n}})\ntarefas_total{serviço=\"{{software}}\",algoritmo=\"{{algorithm}}\"} {{n}}\nfila{sede=\"{{building}}\",time=\"{{team}}\"} {{n}}",
    # logs em JSON Lines
    "{\"nível\":\"info\",\"msg\":\"ordenado com {{algorithm}}\",\"svc\":\"{{software}}\"}\n{\"nível\":\"aviso\",\"msg\":\"{{storm}} perto do {{airport}}\"}\n{\"nível\":\"info\",\"msg\":\"vaso de {{=Violeta}} entregue\"}",
    # um arquivo .env
    "APP_NOME={{software}}\nSEDE_PADRÃO=\"{{stadium}}\"\nMASCOTE_IMG={{mascot}}.png\nCOMETA=\"{{comet}}\"\n# revisão depois da final da {{cup}}; {{=Felicidade}} no trabalho",
    # uma thread do Mastodon
    "@astro · {{time}}\no {{comet}} estava fraco hoje à noite sobre {{town}} 🔭\n↻ 12  ★ 40\n↳ resposta: a tripulação do {{ship}} também viu da {{station}}",
    # uma thread do Reddit
    "r/história · postado por u/mapas\nPor que se chamou {{operation}}?\n▲ 311 · 48 comentários\n> comentário: pelo mesmo motivo da {{cup}}. Mar {{=Serena}} no fim.",
    # classificados
    "VENDO: pôster autografado da {{cup}}, {{amt}}\nPROCURO: pelúcia do {{mascot}}\nDOU: mudas de {{=Hortênsia}} e {{=Dália}} perto da {{street}}",
    # um telex em maiúsculas
    "ZCZC {{ref}}\nPARA {{company}} DE {{hotel}}\nNAVIO {{ship}} ATRASADO POR {{storm}} STOP CARGA DE {{spirit}} SEGURA STOP ATENÇÃO\nNNNN",
    # uma entrada BibTeX sem autores
    "@misc{{{ref}},\n  title = {Sobre o {{algorithm}} e a {{law}}},\n  howpublished = {Relatório técnico, {{school}}},\n  note = {cita dados do {{comet}}}\n}",
    # um registro MARC
    "=245 10$aO problema de {{role}} :$bnotas sobre a {{operation}}\n=260 \\\\$a{{town}} :$b{{foundation}}\n=650 \\0$a{{disease}} (revisão)",
    # um changelog do Debian sem pessoa
    "{{software}} (2.{{n}}) stable; urgency=low\n\n  * Porta o código do {{algorithm}}.\n  * Renomeia o ícone do {{mascot}}.\n\n -- robô de compilação <{{email}}>  {{day}}",
    # a linha do tempo de um incidente do PagerDuty
    "INCIDENTE {{id}} — {{software}} fora do ar\n{{time}} disparado por regra perto do {{airport}}\n{{time}} escalado para o plantão ({{team}})\n{{time}} resolvido; causa: {{storm}}",
    # uma página de status
    "Status — {{company}}\nInvestigando: acessos lentos na sala da {{station}}\nAtualização: o cache do {{algorithm}} foi refeito\nResolvido às {{time}}. A corrida da {{=Piedade}} segue no {{stadium}}.",
    # o livro de reservas de um restaurante
    "RESERVAS {{day}}\n{{time}}  mesa 4  antes do espetáculo ({{role}} no {{building}})\n{{time}}  mesa 9  degustação de {{spirit}}\n{{time}}  mesa 2  festa da {{cup}}, {{n}} lugares",
    # um registro de achados e perdidos
    "ACHADOS E PERDIDOS — {{station}}\n#{{n}} guarda-chuva com estampa do {{mascot}}\n#{{n}} frasco de {{remedy}}\n#{{n}} carteirinha do {{team}}\n#{{n}} cachecol cor de {{=Açucena}}",
    # etiquetas ID3
    "TIT2: {{song}}\nTALB: Ao vivo no {{stadium}}\nTCON: trilha sonora\nCOMM: tema de {{character}}; papel de ópera {{role}}\nTXXX: versão {{=Penha}} acústica",
    # o sujeito de um certificado X.509
    "Subject: C=BR, O={{company}}, OU=equipe do {{software}}, CN={{software}}.example.com\nIssuer: O=AC da {{foundation}}\nValidade: {{date}} (não renovar)",
    # um cartão de garantia
    "CARTÃO DE GARANTIA\nProduto: chaleira {{brand}}\nComprada na: {{shop}}, {{town}}\nTem o adesivo do {{mascot}}? Selo de Nossa Senhora de {{=Lourdes}} = válido.\nPet cadastrado: {{pet}}",
    # uma campanha de vacinação sem nomes
    "CAMPANHA DE VACINAÇÃO — {{hospital}}\nLote: {{remedy}}, {{ref}}\nSurto: {{disease}}\nPróxima sessão na {{day}}, estacionamento do {{restaurant}}. Procissão da {{=Assunção}}.\nAgende pela {{assistant}}. Sorteio: {{prize}}. Semana da {{=Prudência}} e água {{=Cândida}}. Tel. {{phone}}.",
    # --- uma pessoa ---------------------------------------------------------------------------
    # um segmento HL7 de paciente
    "MSH|^~\\&|ADT|{{hospital}}|||{{id}}||ADT^A04\nPID|1||{{ref}}||[[P1.LAST]]^[[P1.FIRST]]||F|||{{street}}^^{{town}}\nNTE|1||alérgic[[P1.o]] a {{remedy}}",
    # um contato EDIFACT
    "NAD+DP+++{{company}}+{{street}}+{{town}}'\nCTA+IC+:[[P1.FL]]'\nCOM+[[P1.mail]]:EM'\nFTX+AAI+++entregar antes da final da {{cup}}; atenção'",
    # JSON Lines com um usuário
    "{\"nível\":\"info\",\"msg\":\"login\",\"usuário\":\"[[P1.fl]]\",\"app\":\"{{software}}\"}\n{\"nível\":\"erro\",\"msg\":\"tempo esgotado no {{algorithm}}\",\"usuário\":\"[[P1.first]]\"}",
    # uma resposta do Mastodon em minúsculas
    "@[[P1.first]] tá, mas as fotos do {{comet}} em {{town}} ficaram incríveis, onde você tirou? ({{pet}}, meu pet, odiou o tripé)",
    # um cabeçalho de git blame
    "{{ref}}fe 12 12 1\nauthor [[P1.fl]]\nauthor-mail <[[P1.mail]]>\nsummary corrige {{algorithm}} no {{software}}\n\treturn caminho_mínimo(grafo)",
    # um cabeçalho do gettext
    "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: {{software}} 3.{{n}}\\n\"\n\"Last-Translator: [[P1.fl]] <[[P1.mail]]>\\n\"\n\"Language-Team: Português (torcida do {{team}})\\n\"",
    # uma enquete tipo Doodle com link
    "Enquete: degustação de {{spirit}} no {{restaurant}}\nLink: https://enquete.example.com/v?nome=[[P1.url]]&opção=sim\n[[P1.first]] votou na {{day}} ✓\nlocal: ao lado da {{shop}}",
    # uma despesa do Splitwise
    "Splitwise · {{date}}\n[[P1.first]] pagou {{amt}} pelos ingressos de {{role}} no {{building}}\nVocê deve a [[P1.first]] {{amt}}\ne a sessão de {{character}} para as crianças",
    # uma fila de karaokê
    "FILA DO KARAOKÊ — {{restaurant}}\n1. “{{song}}” — [[P1.first]]\ndepois, os melhores momentos da {{cup}}\nprêmio: um vale para a festa do {{prize}}",
    # um registro de visitantes
    "REGISTRO DE VISITANTES — {{building}}\n{{time}}  [[P1.init]]  anfitrião: {{company}}  crachá {{n}}\nacompanhante: recepção, tel. {{phone}}\nmotivo: entrega de {{feast}}",
    # uma autorização de saída da creche
    "AUTORIZAÇÃO DE SAÍDA\nCriança: [[P1.FIRST]] [[P1.LAST]] (turma Lontras)\nAdulto autorizado: [[P1.t]] [[P1.last]]\nAlergias: ver nota do {{remedy}}\nPelúcia: {{character}}; pet em casa: {{pet}}",
    # uma passagem de plantão SBAR
    "SBAR — leito 3\nS: [[P1.tt]] [[P1.last]], internad[[P1.o]] com {{disease}}\nB: veio da {{station}}\nA: estável, {{remedy}} às {{time}}\nR: rever com a equipe do {{hospital}}\nObs.: em casa fala com a {{assistant}}",
    # uma classificação de corrida
    "CLASSIFICAÇÃO — 10K de {{town}}\n1. [[P1.LF]]  {{time}}  ({{team}})\npatrocínio {{brand}}; medalhas da {{foundation}}\nchegada dentro do {{stadium}}",
    # um chat em minúsculas
    "kkkk o gato d[[P1.o]] [[P1.first]] se chama literalmente {{mascot}} e dorme em cima da réplica da {{cup}}, não tô bem e {{pet}} tá com ciúme",
    # --- duas pessoas -------------------------------------------------------------------------
    # uma mensagem HL7 com médico
    "PID|1||{{ref}}||[[P1.SUR]]^[[P1.FIRST]]\nPV1|1|I|{{hospital}}^A3||||[[P2.LAST]]^[[P2.FIRST]]^^^Dr\nNTE|1||visto por [[P2.dr]] [[P2.last]] por {{disease}}; evolução\nNTE|2||encaminhado pela enfermaria do {{school}}",
    # uma entrada de MAINTAINERS
    "MÓDULO {{algorithm}} DO {{software}}\nM:\t[[P1.fl]] <[[P1.mail]]>\nR:\t[[P2.full]] <[[P2.mail]]>\nS:\tMantido\nF:\tlib/{{mascot}}/",
    # uma entrada BibTeX com autores
    "@article{{{ref}},\n  author = {[[P1.LAST]], [[P1.first]] and [[P2.sur]], [[P2.first]]},\n  title = {Revisão do {{algorithm}} após a {{operation}}},\n  journal = {Revista da {{school}}},\n  note = {finalista do {{prize}}}\n}",
    # um registro MARC com autor
    "=100 1\\$a [[P1.sur]], [[P1.first]]\n=245 10$aNotas sobre o {{comet}}\n=700 1\\$a [[P2.lf]],$eedição\n=260 \\\\$a{{town}} :$b{{foundation}}",
    # uma entrada de changelog do Debian
    "{{software}} ({{n}}.1) unstable; urgency=medium\n\n  * Corrige estouro no {{algorithm}} (valeu, [[P2.init]]).\n  * Adiciona tradução.\n\n -- [[P1.fl]] <[[P1.mail]]>  {{day}}",
    # uma troca de plantão do PagerDuty
    "PLANTÃO — {{software}}\nPrincipal: [[P1.full]] ({{phone}})\nReserva: [[P2.fl]]\nTroca na {{day}} às {{time}}; as notas d[[P1.o]] [[P1.first]] falam do {{storm}}\nRobô de escalonamento: {{assistant}}",
    # uma thread do Reddit com um nome
    "r/karaoke · u/coruja\n[[P1.fl]], do apê 302, cantou “{{song}}” no {{restaurant}} e [[P2.first]] chorou\n▲ 88\n> resposta: um buquê de {{=Violeta}} pra ela, por favor\n> era {{feast}}, o vale da {{shop}} era dela",
    # emparelhamentos de xadrez
    "EMPARELHAMENTOS RODADA 3 — {{hotel}}\nTabuleiro 1: [[P1.LF]] – [[P2.LF]]\nNota do árbitro: valem as regras da {{cup}}; prêmio da {{foundation}}\nTabuleiro 2: reservado ao sub-12 do {{school}}",
    # uma reserva de restaurante
    "RESERVA {{ref}}\nEm nome de: [[P1.t]] [[P1.last]]\nPessoas: 4, com [[P2.full]]\nObs.: depois de {{role}} no {{building}}; {{spirit}} na chegada\nOcasião: {{feast}}; talvez tragam {{pet}}, o cachorro",
    # uma lista de chamada escolar
    "CHAMADA — 8º ano, {{day}}\n[[P1.LAST]], [[P1.first]] — presente\n[[P2.LAST]], [[P2.first]] — ausente ({{disease}})\nPasseio ao {{building}} adiado.\nLeitura: {{character}}",
    # uma lista de apoiadores
    "APOIADORES — “{{mascot}}, o jogo de tabuleiro”\n[[P1.full]] — lote promocional\n[[P2.fl]] — edição {{cup}}\nMeta extra: expansão do {{comet}}\nRecompensas enviadas pela {{shop}}",
    # um cabeçalho DICOM
    "(0010,0010) PN [[[P1.LAST]]^[[P1.FIRST]]]\n(0008,0090) PN [[[P2.LAST]]^[[P2.FIRST]]]\n(0008,0080) LO [{{hospital}}]\n(0008,1030) LO [revisão após {{remedy}}]",
    # uma transferência SWIFT
    ":20:{{ref}}\n:32A:{{amt}}\n:50K:/{{id}}\n[[P1.FULL]]\n{{street}}\n:59:/{{id}}\n[[P2.FULL]]\n:70:ingressos da {{cup}}, pagamento único\n:72:/REC/{{law}}",
    # um registro de largura fixa
    "[[P1.LAST]]        [[P1.FIRST]]       {{id}}  {{station}}  Sim\n[[P2.LAST]]        [[P2.FIRST]]       {{id}}  {{airport}}  Não",
    # a folha de rosto de uma patente
    "(54) Método de {{algorithm}} no {{software}}\n(72) Inventores: [[P1.fl]], {{town}}; [[P2.fl]], {{town}}\n(73) Titular: {{company}} S.A. (São Paulo)\n(74) Procurador: {{company}} PI, perto do {{airport}}",
    # a fila de impressão de crachás
    "FILA DE CRACHÁS\n- [[P1.FL]] — palestrante (história da {{operation}})\n- [[P2.FL]] — voluntári[[P2.o]]\nobs.: o crachá d[[P2.o]] [[P2.first]] leva o logo do {{mascot}}\npatrocínio da sala: {{brand}}",
    # --- três pessoas -------------------------------------------------------------------------
    # uma thread do Mastodon
    "@[[P1.first]] · {{time}}\nvendo o {{comet}} com [[P2.first]] e [[P3.first]] em {{town}}\n↻ 3 ★ 19\n↳ [[P3.fl]]: a buzina do {{ship}} acordou todo mundo, que susto! (postado via {{assistant}})",
    # karaokê com três
    "KARAOKÊ — {{restaurant}}\n1. {{song}} — [[P1.fl]]\n2. ária de {{role}} (de brincadeira) — [[P2.fl]]\n3. dueto — [[P3.first]] e [[P1.first]]",
    # classificação de xadrez
    "CLASSIFICAÇÃO após a rodada 5 (seletiva da {{cup}})\n1. [[P1.SUR]] 4,5\n2. [[P2.SUR]] 4\n3. [[P3.SUR]] 3,5\nLocal: {{hotel}}\nprêmio: placa do {{prize}}",
    # um grupo do Splitwise
    "Grupo: viagem a {{town}} (férias)\n[[P1.fl]] pagou {{amt}} no {{hotel}}\n[[P2.fl]] pagou {{amt}} de {{spirit}}\n[[P3.first]] deve a [[P1.first]] {{amt}}\njá acertaram: [[P2.first]]; [[P1.first]] (na {{day}})",
    # uma passagem de plantão com três
    "PASSAGEM {{time}}\nPaciente: [[P1.full]] ({{disease}})\nSai: [[P2.fl]]; entra: [[P3.fl]]\nPlantonista: [[P3.dr]] [[P3.last]]\nMedicação: {{remedy}}\nConsentimento pela {{law}}",
    # classificação de maratona
    "MARATONA — {{town}}\n1 [[P1.LF]] {{time}}\n2 [[P2.LF]] {{time}}\n3 [[P3.LF]] {{time}}\nTroféu: a {{cup}}; hidratação da {{brand}}\nchegada dentro do {{stadium}}",
    # uma carteira de vacinação
    "CARTEIRA DE VACINAÇÃO\nNome: [[P1.FULL]]\nAplicada por: [[P2.t]] [[P2.last]]\nConferida por: [[P3.init]]\nVacina: {{remedy}} (contra {{disease}})\nPosto: {{hospital}}; escola: {{school}}",
    # um telex em maiúsculas com nomes
    "ZCZC {{ref}}\nPAX [[P1.FL]] E [[P2.FL]] CONFIRMADOS {{hotel}} STOP DE {{airport}} NO {{ship}} STOP JANTAR {{prize}} [[P3.FL]] NA ESPERA STOP GRUPO {{operation}} ATENÇÃO\nNNNN",
    # um chat em minúsculas
    "[[P1.first]]: quem quebrou o teste do {{algorithm}}?\n[[P2.first]]: o blame diz que foi [[P3.first]] kkk\n[[P3.first]]: foi o fixture do {{mascot}}, foi mal, não vi",
    # um certificado X.509 de pessoas
    "Subject: CN=[[P1.fl]], O={{company}}, emailAddress=[[P1.mail]]\nEmitido por: [[P2.fl]] (AR)\nAprovado por: [[P3.tt]] [[P3.last]]\nPolítica: {{law}}",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED31 = NameSet(
    name="sealed31",
    message=Sealed31Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(971) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 51 90000-", 4)},
    team_mail={
        "en": ("oncall", "frontdesk", "clinic", "tickets"),
        "es": ("guardia", "recepcion", "clinica", "entradas"),
        "pt": ("plantao", "recepcao", "clinica", "ingressos"),
    },
    middles=MIDDLES,
)
_feminine = SEALED31.feminine


def generate_sealed31(per_template: int = 4, seed: int = SEED) -> list[Sealed31Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED31, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED31)
