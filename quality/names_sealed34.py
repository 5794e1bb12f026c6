"""The sealed34 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of eighteen kinds (firms named after founders, shops, streets
and avenues, hospitals, schools and universities, towns, pets, restaurants, hotels, sports teams,
and, new here, festivals, named chemical reactions, eponymous effects and principles, garments
named after people, rivers, knots and hitches, scales and animal species named after people) and
of literal words that are given names (gems and birds, a brook, a heath and a gale, a dean, jack
and miles; linda, máxima, oliva, coral, feasts; bonita, prudente, constante, domingos, Natal),
filled by quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as text a support agent is handed that neither sealed30, sealed31, sealed32
nor sealed33 used: /etc/passwd lines (GECOS fields), finger output, exiftool dumps (Artist,
Copyright), schema.org JSON-LD (Event, Person), CITATION.cff, Office core.xml properties,
Confluence page histories, MediaWiki revision histories, Google Docs comment threads, CSL-JSON
and Crossref XML contributors, security advisory credits, Zoom attendance reports, OpenAPI info
blocks, digital signage playlists, volunteer check-in links (?name=/?nombre=/?nome=, the url
form), password reset mails, dry-cleaning tickets ("SURNAME, GIVEN"), tailors' measurement cards,
blood donor cards ("SURNAME Given"), jersey printing orders, engraving orders, pet microchip
registrations, hot-sauce labels, bird checklists, lab bench schedules and notebooks, regatta
notices, zoo feeding boards, rafting briefings, festival FAQs, alteration price lists,
earthquake bulletins, physics worksheets, cooking-class handouts, walking-tour leaflets, kennel
boards, fixture posters, hotel welcome letters, bowling score sheets, golf tee sheets, rowing
crews, notary journals, driving-lesson logs, chain-of-custody forms, rooming lists, choir
rosters, cricket scorecards, fire-drill muster lists, conference session sheets, petitions,
game-drive logs, timesheet exports, float plans, and lower-case live-chat, story-reply and
neighbourhood-app threads; names in "SURNAME, GIVEN", "SURNAME GIVEN" and "SURNAME" alone, in
capitals, beside "'s", in lists joined by ";", "&", "and", "y" and "e".

Names of forty-four origins, picked by hand (never imported at run time, never a dependency) from
two packages no other set reads:
- PyPI datamimic-ce 4.3.0 (MIT, its licence file): the person tables of
  datamimic_ce/domains/domain_data/common/person/ (givenName_female_XX.csv, givenName_male_XX.csv
  and familyName_XX.csv: 36 of the 41 countries it holds): English-American, African-American, Puerto Rican and
  Dominican, Mexican and word-names from the US tables (1990 Census lists), British, Irish,
  Australian and New Zealand, English and French Canadian, Spanish, Argentine, Chilean, Brazilian
  (and Japanese-, Italian- and German-Brazilian families), French, Belgian, Dutch, German,
  Austrian, Swiss, Italian, Polish, Czech, Slovak, Russian (Cyrillic, transliterated by hand),
  Ukrainian, Slovene, Croatian, Turkish, Norwegian, Swedish, Danish, Finnish, Israeli, Indian
  (north, west and Bengal; south), Chinese, Japanese, Korean and Vietnamese names; the accents of
  the Spanish, French, Czech, Turkish and some Brazilian and US Hispanic names, the Turkish ğ, ş
  and ı, and the apostrophes and capitals of particled names were put back by hand;
- npm ng-faker 1.3.1 (MIT, its LICENSE file): lib/locales/{yoruba,igbo,efik,urhobo,benin,hausa}/
  names/*.js (Nigerian names: Yoruba, Igbo, Efik, Urhobo and Edo; Hausa).
Compound given names (Ana Cristina, José Antonio, María Guadalupe, Ana Paula, João Paulo),
particled surnames (del Castillo, de los Reyes, de Jesús, de la Cruz, da Silva, dos Santos, de
Oliveira, van der Meer, de Jong, De Luca, D'Angelo, De Smet), Irish O' and Mc (O'Reilly,
McCarthy), hyphenated names (Karl-Heinz, Jean-Pierre, Anna-Lena, Ann-Charlotte, Bat-Ami,
Ben-David, Heikkilä-Laakso, Min-jun) and family-first names (Chinese, Japanese, Korean,
Vietnamese) were put together by hand from the words the packages hold; the Chinese given names
of two syllables from the package's syllables. No whole name of a real person is kept: given
names and surnames are drawn apart.

Each table lists its names under the package (and the file) that hold them. Contact data is fake:
phones in the (608) 555-01xx, +34 600 000 xxx and +55 81 90000-xxxx ranges, mail at example.com,
example.org and example.net, links at example.org, order, case and ticket numbers made up.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 34_658

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed34Message(TemplateMessage):
    """A message of the sealed34 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "van", "der", "den", "du"})

# Where the tables come from (the first line of each table's comment).
# datamimic-ce 4.3.0: person/<file> is datamimic_ce/domains/domain_data/common/person/<file> in the
# wheel (XX the package's own country code: US, GB, IE, AU, NZ, CA, ES, MX, AR, CL, BR, ...).
# ng-faker 1.3.1: lib/locales/<locale>/names/<file> in the npm tarball.

# ---------------------------------------------------------------------------------------------
# The United States, Britain, Ireland, Australia and New Zealand, Canada.
US_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_US.csv
    "Gwendolyn", "Marjorie", "Lorraine", "Colleen", "Bernadette", "Harriet", "Meredith", "Gretchen", "Winifred",
    "Penelope", "Rosalind", "Katharine",
)
US_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_US.csv
    "Clifford", "Bernard", "Leonard", "Franklin", "Theodore", "Everett", "Clayton", "Willard", "Byron", "Virgil",
    "Sidney", "Roland",
)
US_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_US.csv
    "Whitaker", "Hensley", "Blankenship", "Pennington", "Holloway", "Underwood", "Kirkland", "Buckley", "Crawford",
    "Fitzgerald", "Sheppard", "Whitfield", "Pruitt", "Merritt",
)
AA_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_US.csv
    "Latoya", "Tamika", "Keisha", "Lakisha", "Latasha", "Tanisha", "Ebony", "Tameka", "Latonya", "Shanna",
)
AA_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_US.csv
    "Tyrone", "Reginald", "Terrence", "Dwayne", "Darryl", "Maurice", "Andre", "Rodney", "Leroy", "Clarence",
)
AA_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_US.csv
    "Booker", "Dorsey", "Mosley", "Gaines", "Pittman", "Tillman", "Alston", "Banks", "Cotton", "Bullock",
    "Singleton", "Dotson",
)
CB_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_US.csv
    "Maritza", "Marisol", "Lourdes", "Yesenia", "Maribel", "Gladys", "Norma", "Carmen",
)
CB_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_US.csv (Angel, Hector, Ramon, Victor, Ruben: the accent put back by hand)
    "Ángel", "Luis", "Héctor", "Edwin", "Ramón", "Julio", "Víctor", "Rafael", "Rubén",
)
CB_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_US.csv (Colon, Velez, Melendez, Vazquez: the accent put back by hand)
    "Rosario", "Santiago", "Colón", "Rivera", "Vélez", "Meléndez", "Cruz", "Vázquez", "Acevedo", "Figueroa",
    "Mercado", "Camacho", "Santana", "Nieves",
)
CB_PARTICLED = (
    # datamimic-ce 4.3.0: person/familyName_US.csv (Dejesus, Delacruz, Deleon: the particle parted and the accent put back by hand)
    "de Jesús", "de la Cruz", "de León",
)
GB_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_GB.csv
    "Olivia", "Grace", "Jessica", "Ruby", "Emily", "Sophie", "Chloe", "Lucy", "Lily", "Ellie",
)
GB_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_GB.csv
    "Thomas", "Joshua", "Oliver", "Harry", "James", "William", "Samuel", "Daniel", "Charlie",
)
GB_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_GB.csv
    "Davies", "Roberts", "Robinson", "Thompson", "Wright", "Walker", "Edwards", "Hughes", "Hall", "Lewis", "Clarke",
    "Jackson", "Harris",
)
IE_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_IE.csv
    "Caitlin", "Niamh", "Ciara", "Erin", "Megan", "Katie", "Rebecca", "Leah", "Amy", "Lauren",
)
IE_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_IE.csv
    "Conor", "Cian", "Sean", "Dylan", "Ryan", "Luke", "Aaron", "Ethan", "Nathan", "Matthew",
)
IE_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_IE.csv
    "Murphy", "Kelly", "Walsh", "Byrne", "Ryan", "Doyle", "Gallagher", "Doherty", "Kennedy", "Lynch", "Murray",
    "Quinn", "Moore",
)
IE_PARTICLED = (
    # datamimic-ce 4.3.0: person/familyName_IE.csv
    "O'Kelly", "O'Sullivan", "O'Brien", "O'Byrne", "O'Ryan", "O'Connor", "O'Neill", "O'Reilly", "McCarthy",
    "O'Gallagher", "O'Quinn", "O'Moore",
)
AU_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_AU.csv and person/givenName_female_NZ.csv
    "Charlotte", "Isabella", "Mia", "Georgia", "Hannah", "Emma", "Ella", "Jessica",
)
AU_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_AU.csv and person/givenName_male_NZ.csv
    "Lachlan", "Patrick", "Benjamin", "John", "Matthew", "Jacob", "Ethan", "William",
)
AU_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_AU.csv and person/familyName_NZ.csv (Mc Donald: written with a space there; joined by hand)
    "Barton", "Parker", "King", "Kelly", "Walker", "Harris", "Thompson", "Robinson", "Martin", "McDonald",
)
CA_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_CA.csv
    "Brianna", "Kaylee", "Madison", "Hailey", "Abigail", "Jasmine", "Ava", "Hanna",
)
CA_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_CA.csv
    "Liam", "Logan", "Carter", "Owen", "Ashton", "Aidan", "Nicholas", "Noah",
)
CA_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_CA.csv
    "Campbell", "Anderson", "Clark", "Wilson", "Taylor", "White", "Brown", "Johnson", "Williams",
)
QC_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_CA.csv
    "Mégane", "Léa", "Émy", "Rosalie", "Laurie", "Océane", "Ariane", "Noémie", "Coralie", "Marianne", "Émilie",
    "Daphnée", "Gabrielle",
)
QC_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_CA.csv
    "Mathis", "Jérémy", "Olivier", "Félix", "Antoine", "Xavier", "Raphaël", "Maxime", "Émile", "Alexis", "Zachary",
)
QC_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_CA.csv
    "Tremblay", "Gagnon", "Roy", "Côté",
    # datamimic-ce 4.3.0: person/familyName_US.csv (Hebert: the accent put back by hand)
    "Morin", "Landry", "Hébert", "Leblanc",
    # datamimic-ce 4.3.0: person/familyName_FR.csv
    "Girard", "Fournier", "Mercier", "Bertrand",
)

# ---------------------------------------------------------------------------------------------
# Spain and Latin America.
ES_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_ES.csv (Lucia, Maria, Sofia: the accent put back by hand)
    "Lucía", "María", "Paula", "Marta", "Nerea", "Irene", "Natalia", "Elena", "Sofía", "Cristina", "Claudia", "Sara",
    # datamimic-ce 4.3.0: compound given names put together by hand from names person/givenName_female_ES.csv holds
    "Ana Cristina", "María Elena",
)
ES_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_ES.csv (Alvaro, Ivan, Raul, Ruben, Adrian: the accent put back by hand)
    "Alejandro", "Pablo", "Javier", "Álvaro", "Sergio", "Marcos", "Iván", "Hugo", "Jorge", "Manuel", "Raúl", "Rubén",
    "Adrián",
    # datamimic-ce 4.3.0: compound given names put together by hand from names person/givenName_male_US.csv and person/givenName_male_ES.csv hold (Jose: the accent put back)
    "José Antonio", "Juan Carlos",
)
ES_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_ES.csv
    "Fernández", "González", "Rodríguez", "Sánchez", "Martín", "Gómez", "Ruiz", "Jiménez", "Díez", "Álvarez",
    "Muñoz", "Alonso", "Gutiérrez", "Navarro", "Domínguez", "Gil", "Vázquez", "Sanz", "Suárez", "Ortega", "Marín",
    "Iglesias",
)
ES_PARTICLED = (
    # datamimic-ce 4.3.0: particled surnames put together by hand from names person/familyName_CL.csv holds
    "del Castillo", "de la Vega", "del Pino", "de los Reyes",
)
MX_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_US.csv
    "Guadalupe", "Josefina", "Graciela", "Maricela", "Araceli", "Leticia", "Adriana", "Alejandra", "Reyna",
    "Imelda",
    # datamimic-ce 4.3.0: a compound given name put together by hand from names person/givenName_female_US.csv holds
    "María Guadalupe",
)
MX_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_US.csv
    "Francisco", "Armando", "Alfredo", "Alberto", "Enrique", "Fernando", "Eduardo", "Miguel",
    # datamimic-ce 4.3.0: compound given names put together by hand from names person/givenName_male_US.csv holds (Jose: the accent put back)
    "José Luis", "Juan Manuel",
)
MX_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_MX.csv
    "Hernández", "Ramírez",
    # datamimic-ce 4.3.0: person/familyName_US.csv (Trevino, Cantu, Castaneda, Juarez: the accent and the tilde put back by hand)
    "Villarreal", "Treviño", "Cantú", "Garza", "Zamora", "Cervantes", "Castañeda", "Valenzuela", "Ochoa", "Gallegos",
    "Juárez", "Montoya", "Trujillo", "Salinas", "Robles",
)
AR_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_IT.csv
    "Valentina", "Martina",
    # datamimic-ce 4.3.0: person/givenName_female_BR.csv
    "Camila", "Bianca", "Luciana", "Mariana", "Gabriela", "Carolina",
)
AR_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_IT.csv
    "Lorenzo", "Bruno", "Leonardo", "Federico", "Mario", "Marco",
    # datamimic-ce 4.3.0: person/givenName_male_BR.csv
    "Gabriel", "Diego",
)
AR_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_AR.csv
    "Fernández", "Rodríguez", "Pérez", "Álvarez", "Gómez", "López",
    # datamimic-ce 4.3.0: person/familyName_IT.csv (the surnames of Italian Argentines)
    "Russo", "Romano", "Colombo", "Ricci", "Greco", "Gallo", "Conti", "Mancini", "Lombardi", "Moretti", "Fontana",
    "Rinaldi",
)
CL_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_US.csv
    "Catalina", "Francisca", "Josefa", "Antonia",
    # datamimic-ce 4.3.0: person/givenName_female_BR.csv and person/givenName_female_IT.csv
    "Fernanda", "Daniela",
)
CL_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_BR.csv
    "Felipe", "Rodrigo",
    # datamimic-ce 4.3.0: person/givenName_male_IT.csv
    "Cristian", "Claudio",
    # datamimic-ce 4.3.0: person/givenName_male_US.csv and person/givenName_male_AT.csv (Benjamin, Sebastian: the accent put back by hand)
    "Benjamín", "Sebastián",
)
CL_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_CL.csv
    "Rojas", "Contreras", "Sepúlveda", "Araya", "Espinoza", "Tapia", "Carrasco", "Cortés", "Jara", "Vergara",
    "Riquelme", "Orellana", "Zúñiga", "Olivares", "Alarcón", "Saavedra", "Henríquez", "Aravena", "Cáceres", "Yáñez",
    "Sanhueza", "Poblete", "Bustamante", "Venegas", "Navarrete", "San Martín",
)

# ---------------------------------------------------------------------------------------------
# Brazil.
BR_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_BR.csv (Thais: the accent put back by hand)
    "Mariana", "Juliana", "Beatriz", "Bruna", "Fernanda", "Camila", "Jéssica", "Letícia", "Luana", "Luiza",
    "Giovanna", "Thaís", "Mayara", "Larissa", "Renata", "Rafaela", "Ana Paula", "Ana Luiza", "Ana Carolina",
)
BR_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_BR.csv (Vinicius, Marcio, Flavio: the accent put back by hand)
    "Guilherme", "Gustavo", "Eduardo", "Matheus", "Vinícius", "Thiago", "Rodrigo", "Bernardo", "Caio", "Henrique",
    "Murilo", "Thales", "Danilo", "Rubens", "João", "João Paulo", "Márcio", "Flávio", "Fábio",
)
BR_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_BR.csv
    "Oliveira", "Souza", "Pereira", "Carvalho", "Almeida", "Ferreira", "Ribeiro", "Rodrigues", "Gomes", "Lima",
    "Martins", "Alves", "Barbosa", "Fernandes", "Melo", "Azevedo", "Cardoso", "Correia", "Cunha", "Dias",
)
BR_PARTICLED = (
    # datamimic-ce 4.3.0: person/familyName_BR.csv (the particle put before it by hand)
    "da Silva", "dos Santos", "da Costa", "da Cunha", "de Oliveira", "de Souza", "de Almeida", "da Rocha",
    "de Barros",
)
JB_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_BR.csv
    "Amanda", "Carolina", "Isabela", "Paula", "Marina", "Aline",
)
JB_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_BR.csv
    "Lucas", "Felipe", "Gabriel", "Rafael", "André", "Leonardo",
)
JB_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_JP.csv (the macron-free ones, as Japanese-Brazilian families write them)
    "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi", "Yoshida", "Yamada",
    "Sasaki", "Matsumoto", "Inoue", "Kimura", "Shimizu",
)
IB_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_BR.csv
    "Gabriela", "Isabella", "Laura", "Bianca", "Raquel", "Luciana",
)
IB_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_BR.csv
    "Pedro", "Bruno", "Marcelo", "Ricardo", "Diego", "Marcos",
)
IB_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_IT.csv
    "Ferrari", "Esposito", "Bianchi", "Marino", "Giordano", "Rizzo", "Barbieri", "Santoro", "Mariani", "Caruso",
    "Ferrara", "Gentile", "Martinelli", "Vitale",
)
GE_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_BR.csv (Debora: the accent put back by hand)
    "Stephanie", "Ingrid", "Barbara", "Caroline", "Luisa", "Débora",
)
GE_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_BR.csv
    "Arthur", "Fernando", "Alexandre", "Roberto", "Paulo", "Sérgio",
)
GE_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_DE.csv
    "Schmidt", "Becker", "Hoffmann", "Schäfer", "Richter", "Klein", "Schröder", "Neumann", "Hartmann", "Krüger",
    "Werner", "Krause", "Lehmann",
)

# ---------------------------------------------------------------------------------------------
# Western Europe.
FR_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_FR.csv (written without accents there; put back by hand)
    "Hélène", "Françoise", "Cécile", "Céline", "Élodie", "Aurélie", "Geneviève", "Laetitia", "Odette", "Josette",
    "Christelle", "Madeleine",
)
FR_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_FR.csv (written without accents there; put back by hand)
    "Frédéric", "Jérôme", "Sébastien", "Stéphane", "Gérard", "Thierry", "Didier", "Franck", "Guillaume", "Yves",
    "Julien", "Jean-Pierre", "François",
)
FR_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_FR.csv
    "Bernard", "Dubois", "Petit", "Durand", "Leroy", "Moreau", "Laurent", "Lefebvre", "Roux", "Morel", "Lefèvre",
    "Bonnet", "Dupont", "Lambert",
)
BE_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_BE.csv
    "Lieke", "Sanne", "Lotte", "Jasmijn", "Isa", "Maud", "Noa", "Femke", "Fleur", "Anouk",
)
BE_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_BE.csv
    "Daan", "Sem", "Jayden", "Lars", "Thijs", "Milan", "Sven", "Luuk", "Bram", "Stijn",
)
BE_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_BE.csv
    "Peeters", "Janssens", "Maes", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet", "Dubois",
    "Lambert", "Dupont", "Simon",
)
NL_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_NL.csv
    "Aafke", "Anneke", "Annelies", "Marieke", "Ilse", "Baukje", "Brechtje", "Floortje", "Eefje", "Dineke",
)
NL_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_NL.csv
    "Joost", "Maarten", "Wouter", "Arjen", "Bastiaan", "Diederik", "Floris", "Gijsbert", "Huub", "Gert-Jan",
)
NL_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_NL.csv
    "Jansen", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "Bos", "Vos", "Dekker", "Brouwer", "Dijkstra", "Kok",
    "Vermeulen", "Hoekstra", "Maas", "Verhoeven", "Koster", "Prins", "Blom", "Huisman", "Kuiper", "Veenstra",
    "Postma", "Timmermans", "Molenaar", "Verbeek",
)
NL_PARTICLED = (
    # datamimic-ce 4.3.0: person/familyName_NL.csv
    "de Jong", "de Vries", "van Dijk", "van den Berg", "de Boer", "de Groot", "van Leeuwen", "de Wit",
    "van der Meer", "de Haan", "van den Heuvel", "de Bruijn", "van Vliet", "van Dam", "de Ruiter", "van Dongen",
    "de Leeuw",
)
DE_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_DE.csv
    "Ursula", "Sabine", "Renate", "Helga", "Gisela", "Hildegard", "Gertrud", "Irmgard", "Ute", "Elfriede", "Jutta",
    "Kerstin", "Hannelore", "Waltraud", "Bärbel",
)
DE_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_DE.csv
    "Wolfgang", "Klaus", "Manfred", "Helmut", "Jürgen", "Dieter", "Horst", "Bernd", "Günter", "Siegfried",
    "Rüdiger", "Karl-Heinz", "Hans-Jürgen", "Hans-Peter",
)
DE_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_DE.csv
    "Schulz", "Koch", "Wolf", "Schwarz", "Braun", "Hofmann", "Lange", "Schmitz", "Köhler", "König", "Schulze",
    "Weiß", "Möller", "Vogel", "Günther", "Böhm", "Jäger", "Seidel",
)
AT_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_AT.csv
    "Lena", "Leonie", "Katharina", "Viktoria", "Selina", "Magdalena", "Theresa", "Alina", "Carina", "Franziska",
    "Anna-Lena",
)
AT_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_AT.csv
    "Lukas", "Tobias", "Florian", "Fabian", "Maximilian", "Jakob", "Philipp", "Matthias", "Moritz", "Dominik",
    "Clemens", "Kilian", "Benedikt", "Valentin",
)
AT_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_AT.csv
    "Gruber", "Huber", "Bauer", "Pichler", "Moser", "Hofer", "Leitner", "Berger", "Fuchs", "Eder", "Winkler",
    "Reiter", "Mayr", "Wimmer", "Egger", "Baumgartner", "Auer", "Lechner", "Wallner", "Aigner", "Ebner", "Koller",
)
CH_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_CH.csv
    "Sandra", "Christine", "Monika", "Elisabeth", "Ruth", "Barbara", "Marianne",
)
CH_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_CH.csv
    "Hans", "Werner", "Urs", "Fritz", "Kurt", "Markus", "René", "Roland", "Marcel", "Ernst", "Walter",
)
CH_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_CH.csv
    "Meier", "Schmid", "Keller", "Weber", "Schneider", "Gerber", "Frei", "Widmer", "Wyss", "Graf", "Roth",
    "Baumann", "Steiner", "Brunner",
)
IT_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_IT.csv
    "Giulia", "Chiara", "Alessia", "Francesca", "Giada", "Gaia", "Ginevra", "Vittoria", "Ilaria", "Federica",
    "Ludovica", "Eleonora", "Elisabetta", "Caterina",
)
IT_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_IT.csv
    "Alessandro", "Matteo", "Mattia", "Gabriele", "Riccardo", "Davide", "Tommaso", "Samuele", "Nicolò", "Edoardo",
    "Emanuele", "Giacomo", "Vincenzo", "Salvatore",
)
IT_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_IT.csv
    "Rossi", "Marino", "Giordano", "Leone", "Longo", "Serra", "Coppola", "Marchetti", "Parisi", "Villa",
    "Pellegrini", "Palumbo", "Sanna", "Farina", "Cattaneo", "Testa", "Barone", "Montanari",
)
IT_PARTICLED = (
    # datamimic-ce 4.3.0: person/familyName_IT.csv
    "De Luca", "De Santis", "D'Angelo", "De Angelis", "De Rosa", "D'Amico",
)

# ---------------------------------------------------------------------------------------------
# Central and Eastern Europe.
PL_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_PL.csv
    "Małgorzata", "Agnieszka", "Krystyna", "Elżbieta", "Katarzyna", "Aleksandra", "Karolina", "Patrycja", "Kinga",
    "Klaudia", "Dominika", "Justyna", "Sylwia", "Zuzanna", "Oliwia",
)
PL_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_PL.csv
    "Krzysztof", "Stanisław", "Tomasz", "Paweł", "Józef", "Marcin", "Kamil", "Jakub", "Patryk", "Michał", "Dawid",
    "Kacper", "Mateusz", "Bartłomiej", "Łukasz", "Dariusz", "Przemysław", "Radosław",
)
PL_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_PL.csv (the man's form)
    "Wiśniewski", "Dąbrowski", "Kamiński", "Zieliński", "Szymański", "Kozłowski", "Jankowski", "Wojciechowski",
    "Kwiatkowski", "Piotrowski", "Pawłowski", "Nowicki", "Jabłoński", "Olszewski", "Witkowski", "Górski",
    "Ostrowski", "Tomaszewski", "Zawadzki", "Czarnecki", "Sokołowski", "Wójcik", "Woźniak", "Kowalczyk",
    "Adamczyk", "Pawlak", "Walczak", "Michalak", "Kubiak", "Zając",
)
CZ_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_CZ.csv (Vera: the háček put back by hand)
    "Marie", "Jana", "Hana", "Věra", "Lenka", "Alena", "Jaroslava", "Ludmila", "Eva",
)
CZ_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_CZ.csv (Jiri, Frantisek, Zdenek: the diacritics put back by hand)
    "Jiří", "Josef", "Petr", "Jaroslav", "Pavel", "Miroslav", "František", "Zdeněk", "Jan",
)
CZ_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_CZ.csv (the man's form)
    "Novák", "Svoboda", "Novotný", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec", "Marek",
    "Pokorný", "Pospíšil", "Hájek", "Jelínek", "Král", "Růžička", "Beneš", "Fiala", "Sedláček",
)
SK_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_SK.csv
    "Mária", "Zuzana", "Katarína", "Jana", "Helena", "Monika", "Marta", "Martina", "Anna",
)
SK_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_SK.csv
    "Jozef", "Ján", "Peter", "Štefan", "Milan", "Michal", "Miroslav", "Tomáš", "Ladislav",
)
SK_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_SK.csv (the man's form)
    "Kováč", "Baláž", "Lukáč", "Mlynár", "Bača", "Rybár", "Kráľ", "Pekár", "Kuchár", "Holič", "Maliar", "Sklenár",
    "Horváth", "Tóth", "Varga", "Mäsiar", "Kľúčiar",
)
RU_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_RU.csv
    "Yelena", "Natalya", "Mariya", "Kseniya", "Yekaterina", "Tatyana", "Anastasiya", "Svetlana", "Nadezhda",
    "Lyubov", "Sofya",
)
RU_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_RU.csv
    "Nikolay", "Boris", "Pyotr", "Andrey", "Aleksandr", "Dmitriy", "Sergey", "Aleksey", "Konstantin", "Pavel",
    "Vasili",
)
RU_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_RU.csv (the man's form; written in Cyrillic there, transliterated by hand)
    "Smirnov", "Kuznetsov", "Popov", "Sokolov", "Lebedev", "Kozlov", "Novikov", "Morozov", "Volkov", "Solovyov",
    "Vasilyev", "Zaytsev", "Semyonov", "Golubev", "Vinogradov", "Bogdanov", "Vorobyov",
)
UA_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_UA.csv
    "Vasylyna", "Vira", "Kateryna", "Nadiya", "Oleksandra", "Olena", "Olha", "Ruslana", "Svitlana", "Tetyana",
    "Snizhana", "Zoryana", "Myroslava", "Yaroslava",
)
UA_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_UA.csv
    "Borys", "Vasyl", "Volodymyr", "Dmytro", "Ihor", "Kyrylo", "Maksym", "Mykola", "Mykhaylo", "Oleksandr",
    "Petro", "Serhiy",
)
UA_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_UA.csv
    "Boyko", "Kovalenko", "Bondarenko", "Tkachenko", "Kravchenko", "Oliynyk", "Shevchuk", "Koval", "Polishchuk",
    "Bondar", "Tkachuk", "Moroz", "Marchenko", "Lisenko", "Rudenko", "Savchenko", "Petrenko",
)
SI_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_SI.csv
    "Mojca", "Mateja", "Nataša", "Jožica", "Urška", "Alenka", "Špela", "Tjaša", "Nika", "Neža", "Metka", "Polona",
    "Maruša", "Manca", "Nuša", "Zala",
)
SI_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_SI.csv
    "Janez", "Jože", "Matjaž", "Boštjan", "Aleš", "Primož", "Gašper", "Žiga", "Nejc", "Rok", "Anže", "Matevž",
    "Jure", "Blaž", "Klemen",
)
SI_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_SI.csv
    "Krajnc", "Kovačič", "Zupančič", "Potočnik", "Mlakar", "Vidmar", "Golob", "Turk", "Božič", "Kralj", "Korošec",
    "Bizjak", "Hribar", "Kotnik", "Rozman", "Kavčič", "Kastelic", "Žagar", "Hočevar", "Košir", "Klemenčič", "Zajc",
)
HR_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_SI.csv (given names Croatian women bear too)
    "Ivana", "Petra", "Marija", "Maja", "Katarina", "Gordana", "Ljubica", "Nevenka", "Dragica", "Vesna", "Sanja",
    "Mirjana", "Danijela",
)
HR_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_SI.csv (given names Croatian men bear too)
    "Ivan", "Marko", "Josip", "Tomislav", "Goran", "Zoran", "Dragan", "Stjepan", "Franjo", "Mladen", "Željko",
    "Damir", "Zlatko", "Davorin",
)
HR_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_HR.csv
    "Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Kovačić", "Vuković", "Knežević", "Marković", "Matić",
    "Tomić", "Pavlović", "Božić", "Blažević", "Grgić", "Pavić", "Radić", "Perić", "Filipović", "Šarić", "Lovrić",
    "Vidović", "Perković", "Bošnjak", "Jukić", "Barišić",
)
TR_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_TR.csv (Ayse, Çigdem, Yagmur, Nazli: the Turkish letters put back by hand)
    "Ayşe", "Elif", "Zeynep", "Esra", "Canan", "Ceren", "Derya", "Ebru", "Emine", "Fatma", "Aylin", "Burcu",
    "Damla", "Defne", "Didem", "Duygu", "Çiğdem", "Yağmur", "Nazlı", "Gizem",
)
TR_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_TR.csv (Baris, Dogan, Oguz: the Turkish letters put back by hand)
    "Ahmet", "Barış", "Burak", "Cem", "Cenk", "Emre", "Mustafa", "Mehmet", "Kerem", "Oğuz", "Doğan", "Bülent",
    "Cengiz", "Batuhan", "Alper", "Arda", "Bora", "Berk", "Çetin", "Serkan",
)
TR_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_TR.csv (Akin: the dotless ı put back by hand)
    "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yiğit", "Kurt", "Aslan", "Kaplan", "Polat", "Korkmaz", "Ateş",
    "Aksu", "Kervan", "Şener", "Erbil", "Akın", "Aybar", "Kader", "Mansur", "Muhtar", "Emir", "Oyal",
)

# ---------------------------------------------------------------------------------------------
# The Nordic countries.
NO_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_NO.csv
    "Åse", "Aslaug", "Astrid", "Bente", "Berit", "Bjørg", "Gunhild", "Gunvor", "Guro", "Hege", "Ingvild", "Iselin",
    "Kaja", "Marit", "Ragnhild", "Sissel", "Solveig", "Synnøve", "Tiril", "Tonje", "Tuva", "Vilde", "Wenche",
)
NO_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_NO.csv
    "Arild", "Asbjørn", "Bendik", "Bjarne", "Brage", "Eirik", "Eivind", "Erlend", "Espen", "Frode", "Håkon",
    "Håvard", "Kjetil", "Knut", "Øystein", "Øyvind", "Pål", "Sindre", "Sondre", "Stian", "Torbjørn", "Trygve",
    "Vegard", "Vetle",
)
NO_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_NO.csv
    "Haugen", "Hagen", "Johannessen", "Andreassen", "Halvorsen", "Dahl", "Lund", "Gundersen", "Moen", "Strand",
    "Eide", "Bakken", "Lie", "Lunde", "Bakke", "Nygård", "Solheim", "Lien", "Hauge", "Sæther", "Aas", "Myhre",
    "Haugland", "Næss", "Rønning", "Sandvik", "Strøm", "Ødegård", "Aune", "Myklebust", "Helland", "Tveit",
)
SE_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_SE.csv
    "Agneta", "Birgitta", "Britt-Marie", "Ann-Charlotte", "Anna-Karin", "Ebba", "Elsa", "Greta", "Gunilla",
    "Linnea", "Märta", "Ylva", "Kajsa", "Lovisa", "Siv",
)
SE_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_SE.csv
    "Bengt", "Björn", "Börje", "Göran", "Gösta", "Håkan", "Ingemar", "Carl-Johan", "Axel", "Algot", "Hampus",
    "Hjalmar", "Folke", "Gunnar", "Sixten", "Staffan",
)
SE_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_SE.csv
    "Johansson", "Andersson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson",
    "Gustafsson", "Pettersson", "Jonsson", "Bengtsson", "Jönsson", "Magnusson", "Lindberg", "Olofsson",
)
DK_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_NO.csv (given names Danish women bear too)
    "Mette", "Pernille", "Rikke", "Trine", "Lene", "Hanne", "Malene", "Stine", "Line", "Tina",
)
DK_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_NO.csv (given names Danish men bear too)
    "Mads", "Jesper", "Kasper", "Morten", "Henrik", "Jens", "Anders", "Lars", "Peder", "Mathias",
)
DK_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_DK.csv
    "Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen", "Rasmussen",
    "Jørgensen", "Madsen", "Kristensen", "Thomsen", "Poulsen", "Knudsen", "Mortensen",
)
FI_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_FI.csv
    "Aino", "Aila", "Anneli", "Anu", "Eija", "Eeva", "Heli", "Helmi", "Hilkka", "Iida", "Inkeri", "Jaana", "Kaija",
    "Kaarina", "Essi", "Enni", "Heta",
)
FI_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_FI.csv
    "Aapo", "Antti", "Arto", "Eero", "Eetu", "Esko", "Hannu", "Heikki", "Ilkka", "Jaakko", "Jari", "Jarmo",
    "Joonas", "Aleksi", "Atte", "Iiro",
)
FI_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_FI.csv
    "Aaltonen", "Ahonen", "Anttila", "Autio", "Hakkarainen", "Hämäläinen", "Heikkilä", "Heiskanen", "Hiltunen",
    "Huttunen", "Ikonen", "Järvinen", "Kallio", "Karjalainen", "Kauppinen", "Koistinen", "Korhonen", "Koskinen",
    "Laaksonen", "Lehtonen", "Mäkinen", "Nieminen", "Pesonen", "Rantanen", "Salonen", "Tuominen", "Virtanen",
    "Heikkilä-Laakso", "Hämeen-Anttila",
)

# ---------------------------------------------------------------------------------------------
# Israel, South Asia, East and South-East Asia.
IL_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_IL.csv
    "Avital", "Ayelet", "Batsheva", "Bat-Ami", "Efrat", "Hadas", "Hila", "Idit", "Liat", "Michal", "Maayan", "Noga",
    "Nurit", "Reut", "Sivan", "Tamar", "Shira",
)
IL_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_IL.csv
    "Amnon", "Avishai", "Boaz", "Ben-Ami", "Ben-Zion", "Dror", "Dvir", "Eyal", "Gilad", "Itamar", "Idan", "Nadav",
    "Noam", "Omri", "Ofer", "Tomer", "Yoav",
)
IL_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_IL.csv
    "Cohen", "Levi", "Mizrachi", "Peretz", "Biton", "Dahan", "Avraham", "Friedman", "Azulai", "Katz", "Gabai",
    "Amar", "Ochion", "Chadad", "Ben-David", "Ashkenazi", "Shapira", "Yitzchak", "Segel",
)
IN_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_IN.csv
    "Asha", "Gauri", "Gita", "Jyoti", "Kalpana", "Lalita", "Meena", "Priya", "Radha", "Rajni", "Sandhya", "Sunita",
    "Usha", "Sharmila", "Jaswinder", "Rupinder",
)
IN_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_IN.csv
    "Ajit", "Arjun", "Bharat", "Dilip", "Gautam", "Harish", "Jagdish", "Jitendra", "Karan", "Mahesh", "Naresh",
    "Pradeep", "Rahul", "Rajesh", "Satish", "Sunil", "Tarun", "Vikram", "Harinder", "Baldev",
)
IN_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_IN.csv
    "Sharma", "Verma", "Gupta", "Malhotra", "Bhatnagar", "Saxena", "Mehra", "Sarin", "Yadav", "Chauhan", "Mistry",
    "Mehta", "Patil", "Pawar", "Kadam", "Tambe", "Chavan", "Malik", "Chatterjee", "Sengupta", "Dasgupta", "Banerjee",
    "Chattopadhyay", "Mukopadhyay", "Dutta",
)
SN_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_IN.csv
    "Gowri", "Saroja", "Sarala", "Padmini", "Rukmini", "Shanta", "Sharada", "Kamala", "Jayashree", "Shobhana",
)
SN_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_IN.csv
    "Damodar", "Murali", "Sekar", "Nataraj", "Sriram", "Kasi", "Mani", "Ganesh", "Gopal", "Madhukar", "Umashankar",
)
SN_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_IN.csv
    "Nair", "Nayar", "Pillai", "Rao", "Jayaraman", "Venkatesan", "Balasubramanium", "Subramanium", "Rangan",
    "Rangarajan",
)
ZH_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_CN.csv (the romanised syllables; two put together by hand)
    "Huifang", "Lanfang", "Cuihua", "Hongjuan", "Dandan", "Aihua", "Fang", "Lan", "Juan", "Huanhua",
)
ZH_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_CN.csv (the romanised syllables; two put together by hand)
    "Jianguo", "Weidong", "Guoqiang", "Jianhui", "Songtao", "Chenggang", "Tao", "Peng", "Gang", "Jie", "Bo", "Ning",
)
ZH_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_CN.csv (the romanised column)
    "Xiong", "Qin", "Qiu", "Xue", "Duan", "Lei", "Hou", "Gu", "Hao", "Gong", "Shao", "Qiao", "Lai", "Wen", "Kong",
    "Xiang", "Liao", "Jia", "Zou", "Cui",
)
JA_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_JP.csv (the romanised column)
    "Aiko", "Akemi", "Ayaka", "Chiyo", "Fumiko", "Haruka", "Hitomi", "Kaori", "Kasumi", "Keiko", "Megumi", "Misaki",
    "Naoko", "Noriko", "Sachiko", "Sayuri", "Tomoko", "Yukiko",
)
JA_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_JP.csv (the romanised column)
    "Akio", "Daisuke", "Hiroshi", "Isamu", "Kazuki", "Keisuke", "Kenta", "Kiyoshi", "Makoto", "Masahiro", "Minoru",
    "Naoki", "Osamu", "Shigeru", "Takashi", "Tetsuya", "Yutaka",
)
JA_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_JP.csv (the romanised column, macrons as it writes them)
    "Saitō", "Kondō", "Ōta", "Gotō", "Endō", "Yamaguchi", "Hayashi", "Yamazaki", "Ikeda", "Hashimoto", "Ishikawa",
    "Nakashima", "Maeda", "Okada", "Hasegawa", "Fujiwara", "Okamoto", "Nakano", "Mori",
)
KO_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_KR.csv (the romanised column)
    "Gyeong-suk", "Mi-gyeong", "Min-seo", "Min-ji", "Seo-yeon", "Seo-yun", "Su-bin", "Su-jin", "Yu-jin", "Eun-ji",
    "Ji-min", "Ji-yeon", "Ha-eun", "Hye-jin",
)
KO_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_KR.csv (the romanised column)
    "Geon-u", "Dong-hyeon", "Min-gyu", "Min-jae", "Min-jun", "Seong-min", "Seong-jin", "Seung-hyeon", "Yeong-ho",
    "Ye-jun", "U-jin", "Jun-seo", "Ji-hun", "Jin-ho", "Hyeon-jun",
)
KO_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_KR.csv (the romanised column)
    "Gang", "Gwon", "Nam", "Ryu", "Mun", "Min", "Bae", "Baek", "Seo", "Seong", "Son", "Song", "Sin", "Sim", "An",
    "Yang", "Eom", "Yun", "Jang", "Jeon", "Jeong", "Cha", "Chae", "Choe", "Han", "Heo", "Hong", "Hwang",
)
VI_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_VN.csv
    "Linh", "Trang", "Mai", "Thảo", "Lan", "Ngọc", "Phương", "Hạnh", "Vy", "Quỳnh", "Yến", "Hà", "Chi", "Giang",
)
VI_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_VN.csv
    "Minh", "Huy", "Quang", "Long", "Khoa", "Phúc", "Tùng", "Tuấn", "Đạt", "Khôi", "Dũng", "Hiếu", "Trọng",
)
VI_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_VN.csv
    "Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô",
    "Dương",
)

# ---------------------------------------------------------------------------------------------
# Nigeria.
NG_WOMEN = (
    # ng-faker 1.3.1: lib/locales/yoruba/names/female_first_names.js
    "Adebisi", "Yewande", "Adepeju", "Abimbola", "Folasade", "Kikelomo", "Atinuke", "Morenike", "Gbemisola",
    # ng-faker 1.3.1: lib/locales/igbo/names/female_first_name.js
    "Chidinma", "Adanna", "Adaobi", "Ezinne", "Ifeyinwa", "Ogechi", "Chinyere", "Amarachi",
    # ng-faker 1.3.1: lib/locales/efik/names/female_first_name.js
    "Affiong", "Ekanem", "Nkoyo", "Arit",
)
NG_MEN = (
    # ng-faker 1.3.1: lib/locales/yoruba/names/male_first_names.js
    "Kayode", "Segun", "Adewale", "Olanrewaju", "Rotimi", "Oladimeji", "Ademola", "Abiodun", "Adedayo",
    # ng-faker 1.3.1: lib/locales/igbo/names/male_first_name.js
    "Chukwudi", "Chijioke", "Kelechi", "Chibuzor", "Amaechi", "Chinedu", "Okezie",
    # ng-faker 1.3.1: lib/locales/efik/names/male_first_name.js
    "Okon", "Etim", "Effiom", "Asuquo",
)
NG_SURNAMES = (
    # ng-faker 1.3.1: lib/locales/yoruba/names/last_names.js
    "Ogunyemi", "Babalola", "Aderibigbe", "Olabode", "Agboola", "Oyewole", "Abegunde", "Adebiyi", "Jegede", "Adisa",
    "Banjoko", "Bayode", "Bankole", "Durojaiye", "Fadina", "Seriki", "Suberu", "Owojori", "Adeniji", "Oyeyemi",
    "Adebowale",
    # ng-faker 1.3.1: lib/locales/igbo/names/last_name.js
    "Amadi",
    # ng-faker 1.3.1: lib/locales/efik/names/last_name.js
    "Archibong", "Henshaw", "Asikpo", "Ntekim", "Ukorebi", "Edet", "Umoh", "Enang",
    # ng-faker 1.3.1: lib/locales/urhobo/names/last_name.js
    "Edewor", "Onanefe", "Ofuako", "Umukoro", "Odafe",
    # ng-faker 1.3.1: lib/locales/benin/names/last_name.js
    "Izegbe", "Osagboro", "Osakwe", "Enomwoyi",
)
HA_WOMEN = (
    # ng-faker 1.3.1: lib/locales/hausa/names/female_first_name.js
    "Aminah", "Habibah", "Halimah", "Jamilah", "Latifah", "Maimuna", "Nafisah", "Safiyah", "Sakinah", "Laraba",
    "Hussaina", "Hassana", "Zahrah",
)
HA_MEN = (
    # ng-faker 1.3.1: lib/locales/hausa/names/male_first_name.js
    "Balarabe", "Danjuma", "Danladi", "Danlami", "Tanimu", "Aminu", "Usman", "Aliyu", "Bashir", "Jibril", "Yusuf",
    "Hamza", "Rashidi",
)
HA_SURNAMES = (
    # ng-faker 1.3.1: lib/locales/hausa/names/last_name.js
    "Adamu", "Bello", "Aliyu", "Mohammed", "Ali",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_US.csv
    "Hope", "Faith", "Joy", "Summer", "Charity", "Ivy", "Hazel", "Pearl",
)
EN_WORD_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_US.csv
    "Earl", "Guy", "Wade", "Frank", "Lance", "Gene",
)
EN_WORD_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_US.csv
    "Baker", "Cook", "Bell", "Price", "Long", "Rice", "West", "Love", "Sweet", "Justice", "Battle", "Golden",
    "Strong", "Noble", "Snow",
)
ES_WORD_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_ES.csv
    "Alba",
    # datamimic-ce 4.3.0: person/givenName_female_US.csv
    "Luz", "Esperanza", "Milagros", "Mercedes", "Socorro", "Dolores",
)
ES_WORD_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_US.csv (Angel, Jesus: the accent put back by hand)
    "Ángel", "Jesús", "Salvador",
)
ES_WORD_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_ES.csv
    "Serrano", "Ramos",
    # datamimic-ce 4.3.0: person/familyName_CL.csv
    "Soto", "Fuentes", "Flores", "Torres", "Reyes", "Vega", "Campos", "Vera", "Molina", "Toro", "Lagos", "Pino",
)
PT_WORD_WOMEN = (
    # datamimic-ce 4.3.0: person/givenName_female_IT.csv
    "Aurora", "Serena", "Rosa",
    # datamimic-ce 4.3.0: person/givenName_female_US.csv
    "Clara", "Luz", "Flora",
)
PT_WORD_MEN = (
    # datamimic-ce 4.3.0: person/givenName_male_US.csv
    "Salvador", "Jesus",
    # datamimic-ce 4.3.0: person/givenName_male_DE.csv
    "Franco",
)
PT_WORD_SURNAMES = (
    # datamimic-ce 4.3.0: person/familyName_BR.csv
    "Carvalho", "Oliveira", "Pereira", "Ferreira", "Ribeiro", "Silva", "Costa", "Santos", "Dias", "Cunha", "Correia",
    "Cardoso", "Barros",
)


ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two", CB_PARTICLED),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "irish": Origin(IE_WOMEN, IE_MEN, IE_SURNAMES, "single", IE_PARTICLED),
    "australian_nz": Origin(AU_WOMEN, AU_MEN, AU_SURNAMES, "middle"),
    "canadian": Origin(CA_WOMEN, CA_MEN, CA_SURNAMES, "middle"),
    "quebecois": Origin(QC_WOMEN, QC_MEN, QC_SURNAMES, "single"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "argentine": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "german_brazilian": Origin(GE_WOMEN, GE_MEN, GE_SURNAMES, "immigrant_br"),
    "french": Origin(FR_WOMEN, FR_MEN, FR_SURNAMES, "single"),
    "belgian": Origin(BE_WOMEN, BE_MEN, BE_SURNAMES, "single"),
    "dutch": Origin(NL_WOMEN, NL_MEN, NL_SURNAMES, "single", NL_PARTICLED),
    "german": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single"),
    "austrian": Origin(AT_WOMEN, AT_MEN, AT_SURNAMES, "single"),
    "swiss": Origin(CH_WOMEN, CH_MEN, CH_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single", IT_PARTICLED),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "czech": Origin(CZ_WOMEN, CZ_MEN, CZ_SURNAMES, "slavic"),
    "slovak": Origin(SK_WOMEN, SK_MEN, SK_SURNAMES, "slavic"),
    "russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "ukrainian": Origin(UA_WOMEN, UA_MEN, UA_SURNAMES, "single"),
    "slovene": Origin(SI_WOMEN, SI_MEN, SI_SURNAMES, "single"),
    "croatian": Origin(HR_WOMEN, HR_MEN, HR_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "norwegian": Origin(NO_WOMEN, NO_MEN, NO_SURNAMES, "single"),
    "swedish": Origin(SE_WOMEN, SE_MEN, SE_SURNAMES, "single"),
    "danish": Origin(DK_WOMEN, DK_MEN, DK_SURNAMES, "single"),
    "finnish": Origin(FI_WOMEN, FI_MEN, FI_SURNAMES, "single"),
    "israeli": Origin(IL_WOMEN, IL_MEN, IL_SURNAMES, "single"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "south_indian": Origin(SN_WOMEN, SN_MEN, SN_SURNAMES, "single"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "middle"),
    "hausa": Origin(HA_WOMEN, HA_MEN, HA_SURNAMES, "arabic"),
}

# A surname as a woman bears it (man's ending, woman's ending) for the "slavic" origins (Polish,
# Czech, Slovak and Russian), longest first; the first ending that fits is taken. A Polish surname
# in -ak, -ik, -yk or -ąc stays as it is.
FEMININE: tuple[tuple[str, str], ...] = (
    ("ski", "ska"), ("cki", "cka"), ("zki", "zka"), ("ák", "áková"), ("ek", "ková"), ("ec", "cová"), ("ka", "ková"),
    ("ov", "ova"), ("ev", "eva"), ("ý", "á"), ("a", "ová"), ("l", "lová"), ("š", "šová"), ("č", "čová"),
    ("ž", "žová"), ("r", "rová"), ("ľ", "ľová"), ("h", "hová"),
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
    "en": _weights({"english_american": 6, "african_american": 4, "caribbean": 2, "mexican": 2.5, "british": 2.5,
                    "irish": 2, "australian_nz": 1.5, "canadian": 2, "indian": 2.5, "chinese": 2, "korean": 1.5,
                    "vietnamese": 1.5, "nigerian": 2, "israeli": 1.5}),
    "es": _weights({"spanish": 6, "mexican": 4, "argentine": 2.5, "chilean": 2.5, "caribbean": 2.5, "italian": 1.5,
                    "french": 1.5, "german": 1.5, "chinese": 1.5, "british": 1.5}),
    "pt": _weights({"brazilian": 6, "japanese_brazilian": 2.5, "italian_brazilian": 2.5, "german_brazilian": 2.5,
                    "argentine": 1.5, "italian": 1.5, "korean": 1.5, "nigerian": 1.5, "spanish": 1.5}),
}

# Look-alikes: words that look like people and are not, by kind (each a {{kind}} hole). New here:
# festivals, named chemical reactions, eponymous effects and principles, garments named after
# people (lower case, as the words are written now), rivers, knots and hitches, scales and animal
# species, all named after people.
TRAPS = {
    "en": {
        "company": ("Goldman Sachs", "Johnson & Johnson", "Black & Decker", "Dow Jones", "Pfizer", "Harley-Davidson"),
        "shop": ("Sainsbury's", "Macy's", "Nordstrom", "Foyles", "Fortnum & Mason", "Lowe's"),
        "street": ("Wilshire Boulevard", "Jermyn Street", "Grafton Street", "Jefferson Street", "Sherman Avenue", "Hamilton Road"),
        "hospital": ("Johns Hopkins Hospital", "Mayo Clinic", "Royal Marsden Hospital", "Whittington Hospital", "Walter Reed Medical Center", "St George's Hospital"),
        "school": ("Stanford University", "Duke University", "Brown University", "Vanderbilt University", "Rice University", "Carnegie Mellon"),
        "town": ("Austin", "Raleigh", "Darwin", "Eugene", "Florence", "Nelson"),
        "pet": ("Winston", "Maggie", "Toby", "Biscuit", "Cooper", "Lola"),
        "restaurant": ("Wendy's", "Denny's", "Nando's", "Carl's Jr.", "Dave & Buster's", "Bob Evans"),
        "hotel": ("Marriott", "Claridge's", "Waldorf Astoria", "The Carlyle", "Hotel Sacher", "Hilton"),
        "team": ("Cleveland Browns", "Hamilton Academical", "Lincoln City", "Orlando Magic", "Charlton Athletic", "Austin FC"),
        "festival": ("Elgar Festival", "Handel Festival", "Pablo Casals Festival", "Mozart Festival", "Shakespeare Festival", "Sibelius Festival"),
        "reaction": ("Maillard reaction", "Grignard reaction", "Diels-Alder reaction", "Friedel-Crafts acylation", "Wittig reaction", "Cannizzaro reaction"),
        "effect": ("Doppler effect", "Streisand effect", "Mandela effect", "Dunning-Kruger effect", "Coriolis effect", "Pareto principle"),
        "garment": ("cardigan", "leotard", "mackintosh", "raglan sweater", "derby hat", "wellington boot"),
        "river": ("Hudson River", "Mackenzie River", "Murray River", "Roosevelt River", "Magdalena River", "St. Lawrence River"),
        "knot": ("Windsor knot", "Prusik knot", "Munter hitch", "Pratt knot", "Bachmann hitch", "Ashley stopper knot"),
        "scale": ("Richter scale", "Beaufort scale", "Mohs scale", "Scoville scale", "Mercalli scale", "Saffir-Simpson scale"),
        "species": ("Humboldt penguin", "Steller's jay", "Przewalski's horse", "Thomson's gazelle", "Bewick's swan", "Darwin's finch"),
    },
    "es": {
        "company": ("Bodegas Torres", "Hijos de Rivera", "Pedro Domecq", "Laboratorios Esteve", "Puig", "Grupo Ybarra"),
        "shop": ("Ripley", "Librería Gandhi", "Joyería Suárez", "Farmacias Dr. Simi", "Massimo Dutti", "Calzados Mascaró"),
        "street": ("calle Goya", "avenida Juárez", "calle Velázquez", "calle Marqués de Larios", "avenida Francisco de Miranda", "avenida Sarmiento"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Garrahan", "Hospital Infanta Leonor", "Hospital Juárez de México", "Hospital Luis Calvo Mackenna", "Hospital Príncipe de Asturias"),
        "school": ("Universidad Rey Juan Carlos", "Universidad Alfonso X el Sabio", "Universidad Diego Portales", "Universidad Francisco Marroquín", "Universidad Simón Bolívar", "Universidad Antonio de Nebrija"),
        "town": ("Ciudad Juárez", "Puerto Montt", "Rosario", "Mercedes", "Marcos Paz", "Lázaro Cárdenas"),
        "pet": ("Firulais", "Pelusa", "Coco", "Manchas", "Thor", "Kira"),
        "restaurant": ("Mesón Cándido", "Restaurante Lhardy", "Casa Paco", "Bar Manolo", "Casa Dani", "Restaurante Martín Berasategui"),
        "hotel": ("Hotel Alfonso XIII", "Hotel María Cristina", "Hotel Reina Victoria", "Hotel Carlos V", "Parador de los Reyes Católicos", "Hotel Emperatriz"),
        "team": ("Vélez Sarsfield", "Newell's Old Boys", "Club Bolívar", "O'Higgins FC", "Santos Laguna", "Club Atlético Belgrano"),
        "festival": ("Festival Internacional Cervantino", "Festival Pablo Casals", "Festival Alfonso Ortiz Tirado", "Festival Isaac Albéniz", "Festival Mozart", "Festival Lope de Vega"),
        "reaction": ("reacción de Maillard", "reacción de Grignard", "reacción de Diels-Alder", "acilación de Friedel-Crafts", "reacción de Wittig", "reacción de Cannizzaro"),
        "effect": ("efecto Doppler", "efecto Streisand", "efecto Mandela", "efecto Dunning-Kruger", "efecto Coriolis", "principio de Pareto"),
        "garment": ("cárdigan", "leotardo", "manga ranglan", "katiuskas", "quevedos", "sandalias franciscanas"),
        "river": ("río Magdalena", "río Grijalva", "río San Juan", "río Santa Lucía", "río Hudson", "río Mackenzie"),
        "knot": ("nudo Windsor", "nudo Prusik", "nudo Munter", "nudo Pratt", "nudo Bachmann", "nudo Ashley"),
        "scale": ("escala de Richter", "escala de Beaufort", "escala de Mohs", "escala Scoville", "escala de Mercalli", "escala Saffir-Simpson"),
        "species": ("pingüino de Humboldt", "arrendajo de Steller", "caballo de Przewalski", "gacela de Thomson", "cisne de Bewick", "pinzón de Darwin"),
    },
    "pt": {
        "company": ("Camargo Corrêa", "Gerdau", "Marcopolo", "Cia. Hering", "Klabin", "Perdigão"),
        "shop": ("Lojas Renner", "Magazine Luiza", "Lojas Marisa", "Drogaria Araujo", "Óticas Carol", "Leroy Merlin"),
        "street": ("Rua Oscar Freire", "Avenida Rebouças", "Rua Teodoro Sampaio", "Avenida Presidente Vargas", "Avenida Afonso Pena", "Rua Marechal Deodoro"),
        "hospital": ("Hospital Albert Einstein", "Hospital Oswaldo Cruz", "Hospital Souza Aguiar", "Hospital Emílio Ribas", "Hospital Sofia Feldman", "Hospital Santa Marcelina"),
        "school": ("Fundação Getulio Vargas", "Colégio Pedro II", "Colégio Dante Alighieri", "Faculdade Cásper Líbero", "Escola Estadual Caetano de Campos", "Colégio Rio Branco"),
        "town": ("João Pessoa", "Governador Valadares", "Presidente Epitácio", "Marília", "Pedro Leopoldo", "Cláudio"),
        "pet": ("Pipoca", "Fred", "Pretinha", "Bidu", "Farofa", "Chico"),
        "restaurant": ("Bob's", "Habib's", "Bar do Zé", "Cantina do Lucas", "Padaria Seu Manoel", "Lanchonete da Cidinha"),
        "hotel": ("Hotel Fasano", "Hotel Emiliano", "Hotel Othon", "Hotel Santa Teresa", "Hotel Dona Zica", "Hotel Seu Juca"),
        "team": ("Vasco da Gama", "Santos FC", "Marcílio Dias", "Sampaio Corrêa", "São Paulo FC", "Princesa do Solimões"),
        "festival": ("Festival Villa-Lobos", "Festival Chiquinha Gonzaga", "Festival Mozart", "Festival Guimarães Rosa", "Festival Bach", "Festival Cartola"),
        "reaction": ("reação de Maillard", "reação de Grignard", "reação de Diels-Alder", "acilação de Friedel-Crafts", "reação de Wittig", "reação de Cannizzaro"),
        "effect": ("efeito Doppler", "efeito Streisand", "efeito Mandela", "efeito Dunning-Kruger", "efeito Coriolis", "princípio de Pareto"),
        "garment": ("cardigã", "cacharrel", "manga raglã", "sandálias franciscanas", "leotardo", "botas wellington"),
        "river": ("rio São Francisco", "rio Teles Pires", "rio Roosevelt", "rio Santa Maria", "rio São Lourenço", "rio Hudson"),
        "knot": ("nó Windsor", "nó Prusik", "nó Munter", "nó Pratt", "nó Bachmann", "nó Ashley"),
        "scale": ("escala Richter", "escala de Beaufort", "escala de Mohs", "escala Scoville", "escala de Mercalli", "escala Saffir-Simpson"),
        "species": ("pinguim-de-humboldt", "gaio-de-steller", "cavalo-de-przewalski", "gazela-de-thomson", "pinguim-de-magalhães", "tentilhão-de-darwin"),
    },
}


_EN = [
    # --- nobody in them: look-alikes only -------------------------------------------------------
    # /etc/passwd, service accounts only
    "festival:x:1002:1002:{{festival}} box office,,,:/srv/festival:/usr/sbin/nologin\ngauge:x:1003:1003:{{river}} gauge feed,,,:/srv/gauge:/usr/sbin/nologin\nzoo:x:1004:1004:{{species}} cam,,,:/srv/cam:/usr/sbin/nologin",
    # exiftool output of a product photo
    "ExifTool Version Number : 12.76\nFile Name : IMG_{{n}}.JPG\nImage Description : {{garment}} on a mannequin, {{shop}} window\nCopyright : {{company}}\nKeywords : knitwear, {{=opal}} buttons",
    # schema.org JSON-LD for an event
    "<script type=\"application/ld+json\">{\"@type\":\"Event\",\"name\":\"{{festival}}\",\"location\":{\"@type\":\"Place\",\"name\":\"{{hotel}}\"},\"organizer\":{\"@type\":\"Organization\",\"name\":\"{{company}}\"}}</script>",
    # a hot-sauce label
    "RED MOUNTAIN HOT SAUCE\nHeat: 9/10 on the {{scale}}\nColour: deep {{=garnet}}\nBottled in {{town}} for {{company}}",
    # a bird checklist
    "CHECKLIST S{{n}} — {{river}} mouth\nDuration 1 h 40 min · 3.2 km\n{{species}} × 3\n{{species}} × 1\nNote: the {{=wren}} nest under the footbridge is empty",
    # a lab bench schedule
    "BENCH SCHEDULE — Lab 2, week {{n}}\n09:00 {{reaction}} (set-up)\n13:30 {{reaction}} (work-up)\nLecture demo: the {{effect}}\nFire drill signed off by the {{=dean}}, {{school}} chemistry",
    # a regatta notice to competitors
    "NOTICE TO COMPETITORS No. 3 — {{river}} regatta\nForecast: force 6 on the {{scale}}, {{=gale}} warning after 16:00\nA {{knot}} on every painter, please\nPrize-giving on the {{restaurant}} terrace",
    # a zoo feeding board
    "FEEDING TIMES TODAY\n11:00 {{species}} (pool)\n14:30 {{species}} (meadow)\nSponsored by {{company}}\nBaby change next to {{restaurant}}",
    # a rafting briefing
    "RIVER BRIEFING — {{river}}\nGrade III today; we put in where the {{=brook}} joins\nKnots to know: {{knot}}, {{knot}}\nBus from {{hotel}} at 8:15, lunch at {{restaurant}}",
    # a festival FAQ
    "FAQ — {{festival}}\nQ: Where do I swap my e-ticket for a wristband?\nA: At the box office on {{street}}, next to {{hotel}}.\nQ: Can I {{=sue}} you if it rains?\nA: No, but we refund the shuttle.",
    # an alterations price list
    "ALTERATIONS — {{shop}}\nTake in a {{garment}} ........ {{amt}}\nNew buttons on a {{garment}} ....... {{amt}}\nFree lesson: tie a {{knot}} ({{day}})",
    # an earthquake bulletin
    "EARTHQUAKE INFORMATION\nM4.1 — 12 km N of {{town}}, depth 9 km\nIntensity IV on the {{scale}}\nNo damage at {{hospital}}; {{school}} assembled on the {{=heath}}",
    # a physics worksheet
    "WORKSHEET 3 — THE {{effect}}\nQ1 Why does a passing siren drop in pitch?\nQ2 Does the {{effect}} hold for light?\nBonus: how is a hurricane ranked on the {{scale}}?",
    # a cooking-class handout
    "SEAR LIKE A PRO — class handout\nThe {{reaction}} starts near 140 °C: pat the steak dry\nAprons by {{company}}; class at {{restaurant}}, {{day}}",
    # a walking-tour leaflet
    "WALKING TOUR — 3 {{=miles}}, about 90 minutes\n1 {{street}}\n2 {{hospital}}, the 1890 wing\n3 the {{=jasper}} fountain\n4 footbridge over the {{river}}",
    # a kennel board
    "KENNEL BOARD — {{hotel}} pet suites\nRun 4: {{pet}} (no chicken)\nRun 5: {{pet}}\nRun 6: {{pet}}, collar from {{shop}}",
    # a fixtures poster
    "FIXTURES — this weekend\nSat 15:00 {{team}} v {{team}}\nSun 13:00 {{team}} v {{team}}\nTickets at {{shop}}; the coach park is gravel, bring a {{=jack}}",
    # a digital signage playlist
    "slot,seconds,content\n1,15,{{festival}} early-bird promo\n2,10,brunch at {{hotel}}\n3,10,today's chilli: 8 on the {{scale}}\n4,20,{{species}} feeding at 14:30",
    # a hotel welcome letter
    "Welcome to {{hotel}}!\nBreakfast is served at {{restaurant}} from 7:00.\nOur New Year's {{=Eve}} gala sells out early, so book at reception.\nThe shuttle to {{town}} leaves on the hour.",
    # an OpenAPI info block
    "openapi: 3.0.3\ninfo:\n  title: {{festival}} tickets API\n  version: 2.{{n}}.0\n  contact:\n    name: {{company}} API team\n    email: {{email}}\nservers:\n  - url: https://api.example.org/v2",
    # --- one person ---------------------------------------------------------------------------
    # an /etc/passwd line with its GECOS field
    "u{{n}}:x:1042:1042:[[P1.full]],{{festival}} office,,:/home/u{{n}}:/bin/bash",
    # finger output
    "Login: u{{n}}\t\t\tName: [[P1.fl]]\nDirectory: /home/u{{n}}\tShell: /bin/zsh\nOffice: {{hospital}}, x{{n}}\nPlan:\n  Back {{day}}. Ask for [[P1.first]]'s notes on the {{reaction}}.",
    # exiftool output of a photo with its artist
    "File Name : DSC_{{n}}.JPG\nArtist : [[P1.full]]\nCopyright : © [[P1.FULL]]\nImage Description : {{species}} on the {{river}}",
    # schema.org JSON-LD for a person
    "{\"@type\":\"Person\",\"name\":\"[[P1.full]]\",\"givenName\":\"[[P1.first]]\",\"familyName\":\"[[P1.sur]]\",\"worksFor\":{\"@type\":\"Organization\",\"name\":\"{{company}}\"}}",
    # a CITATION.cff file
    "cff-version: 1.2.0\nmessage: If you use this {{effect}} simulator, cite it as below.\nauthors:\n  - family-names: [[P1.sur]]\n    given-names: [[P1.first]]\n    affiliation: {{school}}\ntitle: wave-sim",
    # a dry-cleaning ticket
    "DRY CLEANING {{id}}\nName: [[P1.LAST]], [[P1.FIRST]]\n1 × {{garment}}, 1 × scarf\nReady {{day}} after {{time}}\n{{shop}} · {{street}}",
    # a tailor's measurement card
    "MEASUREMENTS — [[P1.t]] [[P1.last]]\nChest 96 · Sleeve 64 · Inseam 81\nOrder: {{garment}}; show how to tie a {{knot}}\n{{shop}}",
    # a blood donor card
    "BLOOD DONOR CARD\n[[P1.lf]]\nGroup O+ · donations: {{n}}\nNext donation from {{date}}\n{{hospital}} donor centre",
    # a jersey printing order
    "JERSEY ORDER {{id}} — {{team}}\nName on back: [[P1.SUR]]\nNumber: 7 · Size: M\nCollect from {{shop}}",
    # an engraving order
    "ENGRAVING ORDER {{id}}\nItem: hip flask\nText: \"[[P1.init]] · {{festival}} crew\"\nCall when ready: {{phone}}",
    # a password reset mail
    "Hi [[P1.first]],\nsomeone asked to reset the password on your {{festival}} account.\nIf that wasn't you, you can ignore this email.\nSent to [[P1.mail]] by {{company}} support",
    # a pet microchip registration
    "MICROCHIP REGISTRATION\nKeeper: [[P1.tt]] [[P1.last]]\nPet: {{pet}} (neutered)\nVet practice on {{street}}\nTel: {{phone}}",
    # a volunteer check-in link
    "Volunteer check-in for the {{festival}}\nhttps://volunteer.example.org/c/{{ref}}?name=[[P1.url]]&gate=north\nWear the {{garment}} we sent you.",
    # a lower-case live-chat replay
    "live chat replay\nbirdnerd: is this the {{river}} cam??\nmod: yep! huge thanks to [[P1.first]] for fixing the stream\nbirdnerd: {{species}} at 3 o'clock 👀",
    # --- two people ---------------------------------------------------------------------------
    # Office core.xml properties
    "<cp:coreProperties>\n  <dc:title>{{festival}} budget</dc:title>\n  <dc:creator>[[P1.fl]]</dc:creator>\n  <cp:lastModifiedBy>[[P2.fl]]</cp:lastModifiedBy>\n</cp:coreProperties>",
    # a Confluence page history
    "Page history — {{scale}} cheat sheet\nv14 · [[P1.full]] · {{date}} · fixed the table\nv13 · [[P2.full]] · {{date}} · first draft\nRestore v13?",
    # a MediaWiki revision history
    "(cur | prev) {{time}}, {{date}} [[P1.fl]] (talk | contribs) . . (+{{n}}) . . (→Range: {{species}} map)\n(cur | prev) {{time}}, {{date}} [[P2.fl]] (talk | contribs) m . . (−{{n}}) . . (typo)",
    # a Google Docs comment thread
    "Comments — \"{{effect}} explainer\"\n[[P1.fl]] {{time}}: is the siren example still needed?\n↳ [[P2.fl]]: keep it, [[P1.first]]'s students loved it",
    # CSL-JSON
    "[{\"type\":\"article-journal\",\"title\":\"The {{reaction}} in home kitchens\",\"author\":[{\"family\":\"[[P1.sur]]\",\"given\":\"[[P1.first]]\"},{\"family\":\"[[P2.sur]]\",\"given\":\"[[P2.first]]\"}],\"issued\":\"2021\"}]",
    # Crossref XML contributors
    "<titles><title>Ranking storms on the {{scale}}</title></titles>\n<contributors>\n<person_name sequence=\"first\" contributor_role=\"author\"><given_name>[[P1.first]]</given_name><surname>[[P1.last]]</surname></person_name>\n<person_name sequence=\"additional\" contributor_role=\"author\"><given_name>[[P2.first]]</given_name><surname>[[P2.last]]</surname></person_name>\n</contributors>",
    # a security advisory's credits
    "SECURITY ADVISORY {{id}} — {{company}} ticketing kiosk\nImpact: medium\nFixed in 4.{{n}}\nCredit: [[P1.full]] and [[P2.full]] of {{school}}\nReported via [[P1.mail]]",
    # a Zoom attendance report
    "Meeting: {{festival}} planning\nName (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)\n[[P1.fl]],[[P1.mail]],{{time}},{{time}},{{n}}\n[[P2.first]] ([[P2.fl]]),[[P2.mail]],{{time}},{{time}},{{n}}",
    # a bowling score sheet
    "LANE 7 — {{team}} v {{team}}\n[[P1.LAST]]  187 | 203 | 165\n[[P2.LAST]]  142 | 177 | 190\nHigh game: lane 7",
    # a golf tee sheet
    "TEE SHEET — {{hotel}} links, {{day}}\n08:10  [[P1.LAST]] / [[P2.LAST]]\n08:20  (open)\nBuggies from the {{restaurant}} side",
    # a rowing crew
    "DOUBLE SCULLS — {{river}} regatta\nBow: [[P1.fl]]\nStroke: [[P2.fl]]\nTie up with a {{knot}}, not a granny",
    # a notary journal entry
    "NOTARY JOURNAL — entry {{n}}\nSigner: [[P1.full]]\nID: passport, checked\nWitness: [[P2.full]]\nDocument: lease for a flat on {{street}}",
    # a driving-lesson log
    "LESSON 7 — learner: [[P1.fl]]\nInstructor: [[P2.t]] [[P2.last]]\nCovered: the roundabout by {{hospital}}, parking on {{street}}\nNext: motorway, {{day}}",
    # a chain-of-custody form
    "CHAIN OF CUSTODY — sample {{id}} ({{river}} water)\nCollected by: [[P1.init]] at {{time}}\nReceived by: [[P2.init]] at {{time}}\nLab: {{school}} environmental unit",
    # a rooming list
    "ROOMING LIST — {{festival}} crew\nTWIN  [[P1.LF]] / [[P2.LF]]\nArrive {{date}}, {{hotel}}\nLate checkout approved",
    # lower-case replies to a story
    "replies to your story\n[[P1.first]]: omg is that the {{festival}}??\nyou: yes!! came with [[P2.first]]\n[[P1.first]]: so jealous, bring me a {{garment}} lol",
    # --- three people -------------------------------------------------------------------------
    # a choir roster
    "CHOIR — {{festival}} closing concert\nSoprano: [[P1.fl]]\nAlto: [[P2.fl]]\nTenor: [[P3.fl]]\nRehearsal: {{school}} chapel, {{day}} {{time}}",
    # a cricket scorecard
    "{{team}} 1st innings\n[[P1.init]]  c [[P2.last]]  b [[P3.last]]  23\nExtras 4 · Total 112/6",
    # a fire-drill muster list
    "FIRE DRILL — muster point B, {{hospital}} car park\nPresent: [[P1.fl]]; [[P2.fl]]\nMissing: [[P3.fl]] (on leave)\nAll clear at {{time}}",
    # a conference session sheet
    "SESSION 4B — the {{effect}} in practice\nChair: [[P1.dr]] [[P1.last]]\nSpeakers: [[P2.full]]; [[P3.full]]\nRoom: {{hotel}} ballroom",
    # a petition
    "PETITION — keep the {{river}} footbridge open\n1. [[P1.fl]], {{town}}\n2. [[P2.fl]], {{town}}\n3. [[P3.fl]]\n+{{n}} more signatures",
    # a game-drive log
    "GAME DRIVE 3 — guide: [[P1.first]]\nGuests: [[P2.LAST]] & [[P3.LAST]]\nSightings: {{species}} ×4, {{species}} ×1",
    # a lower-case neighbourhood-app thread
    "[[P1.first]]: anyone lost a dog near {{street}}? answers to {{pet}}\n[[P2.first]]: pretty sure that's [[P3.first]]'s\n[[P3.first]]: omg yes!! omw",
    # a timesheet export
    "week,employee,hours,approver\n{{n}},[[P1.fl]],38,[[P3.fl]]\n{{n}},[[P2.fl]],40,[[P3.fl]]\n# exported from {{company}} HR",
    # a lab notebook page
    "NOTEBOOK p. {{n}} — {{reaction}}\nPerformed by: [[P1.fl]]\nWitnessed: [[P2.init]]; [[P3.init]]\nYield 71 %; see [[P1.first]]'s TLC photo",
    # a float plan
    "FLOAT PLAN — {{river}}\nSkipper: [[P1.full]], {{phone}}\nCrew: [[P2.fl]] and [[P3.fl]]\nBack by {{time}}; every line tied with a {{knot}}",
]

_ES = [
    # --- nadie: solo look-alikes ------------------------------------------------------------------
    # /etc/passwd, solo cuentas de servicio
    "festival:x:1002:1002:Taquilla del {{festival}},,,:/srv/festival:/usr/sbin/nologin\naforo:x:1003:1003:Sensor de caudal del {{river}},,,:/srv/aforo:/usr/sbin/nologin\nzoo:x:1004:1004:Cámara: {{species}},,,:/srv/camara:/usr/sbin/nologin",
    # salida de exiftool de una foto de producto
    "ExifTool Version Number : 12.76\nFile Name : IMG_{{n}}.JPG\nImage Description : {{garment}} en un maniquí, escaparate de {{shop}}\nCopyright : {{company}}\nKeywords : punto, botones de nácar",
    # JSON-LD de schema.org de un evento
    "<script type=\"application/ld+json\">{\"@type\":\"Event\",\"name\":\"{{festival}}\",\"location\":{\"@type\":\"Place\",\"name\":\"{{hotel}}\"},\"organizer\":{\"@type\":\"Organization\",\"name\":\"{{company}}\"},\"description\":\"Edición de otoño\"}</script>",
    # la etiqueta de una salsa picante
    "SALSA PICANTE LA MONTAÑA\nPicor: 9/10 en la {{scale}}\nElaborada en {{town}} para {{company}}\nMarida con pan tostado y aceite de {{=oliva}}",
    # una lista de aves
    "LISTA S{{n}} — orilla del {{river}}\nDuración 1 h 40 min · 3,2 km\n{{species}} × 3\n{{species}} × 1\nNota: el nido está junto a la {{=sabina}} más vieja",
    # un horario de poyata de laboratorio
    "HORARIO DE POYATA — Laboratorio 2, semana {{n}}\n09:00 {{reaction}} (montaje)\n13:30 {{reaction}} (purificación)\nDemostración en clase: el {{effect}}\nSimulacro de incendio firmado por la {{school}}",
    # un aviso de regata a los participantes
    "AVISO A LOS PARTICIPANTES n.º 3 — regata del {{river}}\nPrevisión: fuerza 6 en la {{scale}}, racha {{=máxima}} de 30 nudos\nCada amarra lleva un {{knot}}\nEntrega de premios en la terraza de {{restaurant}}",
    # la pizarra de comidas de un zoo
    "ALIMENTACIÓN DE HOY\n11:00 {{species}} (estanque)\n14:30 {{species}} (pradera)\nPatrocina: {{company}}\nCambiador junto a {{restaurant}}; no te pierdas el arrecife de {{=coral}}",
    # una charla previa de rafting
    "CHARLA DE RÍO — {{river}}\nHoy grado III; cuidado con la {{=estela}} de las lanchas\nNudos que hay que saber: {{knot}}, {{knot}}\nBus desde el {{hotel}} a las 8:15, comida en {{restaurant}}",
    # las preguntas frecuentes de un festival
    "PREGUNTAS FRECUENTES — {{festival}}\nP: ¿Dónde cambio la entrada por la pulsera?\nR: En la taquilla de la {{street}}, junto al {{hotel}}.\nP: ¿Y si llueve?\nR: Pedid {{=clemencia}} al cielo; el autobús se reembolsa.",
    # una lista de precios de arreglos
    "ARREGLOS — {{shop}}\nArreglo de {{garment}} ........ {{amt}}\nBotones nuevos en {{garment}} ....... {{amt}}\nClase gratis: cómo hacer un {{knot}} ({{day}})",
    # un boletín sísmico
    "INFORMACIÓN SÍSMICA\nM4,1 — a 12 km al N de {{town}}, profundidad 9 km\nIntensidad IV en la {{scale}}\nSin daños en el {{hospital}}; la {{school}} desalojó al patio",
    # una ficha de física
    "FICHA 3 — EL {{effect}}\nP1 ¿Por qué baja el tono de una sirena al pasar?\nP2 ¿Vale el {{effect}} para la luz?\nExtra: ¿cómo se clasifica un huracán en la {{scale}}?",
    # los apuntes de una clase de cocina
    "DORAR COMO UN PRO — apuntes de la clase\nLa {{reaction}} empieza hacia los 140 °C: sécala bien\nUn chorrito de aceite de oliva, no más\nDelantales de {{company}}; clase en {{restaurant}}, el {{day}}",
    # un folleto de ruta a pie
    "RUTA A PIE — 5 km, unos 90 minutos\n1 {{street}}\n2 {{hospital}}, pabellón de 1890\n3 el convento de la {{=Encarnación}}\n4 la pasarela sobre el {{river}}: ¡qué vista tan {{=linda}}!",
    # la pizarra de una residencia canina
    "RESIDENCIA CANINA — suites del {{hotel}}\nRecinto 4: {{pet}} (sin pollo)\nRecinto 5: {{pet}}, está en celo\nRecinto 6: {{pet}}; que no muerda la {{=camelia}}, collar de {{shop}}",
    # un cartel de partidos
    "PARTIDOS — este fin de semana\nSáb 15:00 {{team}} – {{team}}\nDom 13:00 {{team}} – {{team}}\nEntradas en {{shop}}; el aparcamiento es de grava",
    # la lista de reproducción de una pantalla
    "franja,segundos,contenido\n1,15,preventa del {{festival}}\n2,10,brunch en el {{hotel}}\n3,10,guindilla del día: 8 en la {{scale}}\n4,20,comida: {{species}} a las 14:30\n5,10,cerrado el jueves de la {{=Ascensión}}",
    # una carta de bienvenida de un hotel
    "¡Bienvenido al {{hotel}}!\nEl desayuno se sirve en {{restaurant}} desde las 7:00.\nLa cena de la {{=Epifanía}} se agota pronto: reserve en recepción.\nNuestro personal es muy {{=amable}}; la lanzadera a {{town}} sale cada hora.",
    # un bloque info de OpenAPI
    "openapi: 3.0.3\ninfo:\n  title: API de entradas del {{festival}}\n  version: 2.{{n}}.0\n  description: Versión pública\n  contact:\n    name: Equipo API de {{company}}\n    email: {{email}}\nservers:\n  - url: https://api.example.org/v2",
    # --- una persona --------------------------------------------------------------------------
    # una línea de /etc/passwd con su campo GECOS
    "u{{n}}:x:1042:1042:[[P1.full]],administración del {{festival}},,:/home/u{{n}}:/bin/bash",
    # salida de finger
    "Login: u{{n}}\t\t\tName: [[P1.fl]]\nDirectory: /home/u{{n}}\tShell: /bin/zsh\nOffice: {{hospital}}, ext. {{n}}\nPlan:\n  Vuelvo el {{day}}. Las notas de la {{reaction}} están con [[P1.first]].",
    # salida de exiftool de una foto con su autor
    "File Name : DSC_{{n}}.JPG\nArtist : [[P1.full]]\nCopyright : © [[P1.FULL]]\nImage Description : {{species}} a la orilla del {{river}}, última luz",
    # JSON-LD de schema.org de una persona
    "{\"@type\":\"Person\",\"name\":\"[[P1.full]]\",\"givenName\":\"[[P1.first]]\",\"familyName\":\"[[P1.sur]]\",\"jobTitle\":\"Dirección de compras\",\"worksFor\":{\"@type\":\"Organization\",\"name\":\"{{company}}\"}}",
    # un fichero CITATION.cff
    "cff-version: 1.2.0\nmessage: Si usas este simulador del {{effect}}, cítalo así.\nauthors:\n  - family-names: [[P1.sur]]\n    given-names: [[P1.first]]\n    affiliation: {{school}}\ntitle: simulador-ondas",
    # un resguardo de tintorería
    "TINTORERÍA — RESGUARDO {{id}}\nNombre: [[P1.LAST]], [[P1.FIRST]]\n1 × {{garment}}, 1 × bufanda\nListo el {{day}} a partir de las {{time}}\n{{shop}} · {{street}}",
    # una ficha de medidas de sastre
    "MEDIDAS — [[P1.t]] [[P1.last]]\nPecho 96 · Manga 64 · Entrepierna 81\nEncargo: {{garment}}; explicarle cómo hacer un {{knot}}\n{{shop}}",
    # un carné de donante de sangre
    "CARNÉ DE DONANTE DE SANGRE\n[[P1.lf]]\nGrupo 0+ · donaciones: {{n}} · inscrit[[P1.o]] desde 2015\nPróxima donación a partir del {{date}}\nCentro de donación del {{hospital}}",
    # un pedido de camiseta
    "PEDIDO DE CAMISETA {{id}} — {{team}}\nNombre a la espalda: [[P1.SUR]]\nNúmero: 7 · Talla: M\nRecogida en {{shop}}",
    # un encargo de grabado
    "ENCARGO DE GRABADO {{id}}\nArtículo: petaca\nTexto: \"[[P1.init]] · equipo del {{festival}}\"\nLlamar cuando esté: {{phone}}",
    # un correo de restablecimiento de contraseña
    "Hola, [[P1.first]]:\nalguien ha pedido restablecer la contraseña de tu cuenta del {{festival}}.\nSi no fuiste tú, ignora este correo.\nEnviado a [[P1.mail]] por el soporte de {{company}}",
    # un registro de microchip
    "REGISTRO DE MICROCHIP\nPropietari[[P1.o]]: [[P1.tt]] [[P1.last]]\nMascota: {{pet}} (esterilizada)\nClínica veterinaria en la {{street}}\nTeléfono: {{phone}}",
    # un enlace de registro de voluntarios
    "Registro de voluntarios del {{festival}}\nhttps://voluntarios.example.org/c/{{ref}}?nombre=[[P1.url]]&puerta=norte\nTrae la prenda que te enviamos ({{garment}}). ¡Gracias, máquina!",
    # la repetición de un chat en directo, en minúsculas
    "repetición del chat en directo\npajarera: ¿esta es la cámara del {{river}}??\nmod: ¡sí! gracias a [[P1.first]] por arreglar la emisión\npajarera: {{species}} a las 3 👀",
    # --- dos personas -------------------------------------------------------------------------
    # propiedades core.xml de Office
    "<cp:coreProperties>\n  <dc:title>Presupuesto del {{festival}}</dc:title>\n  <dc:subject>Revisión 3</dc:subject>\n  <dc:creator>[[P1.fl]]</dc:creator>\n  <cp:lastModifiedBy>[[P2.fl]]</cp:lastModifiedBy>\n</cp:coreProperties>",
    # el historial de una página de Confluence
    "Historial de la página — chuleta de la {{scale}}\nv14 · [[P1.full]] · {{date}} · tabla corregida\nv13 · [[P2.full]] · {{date}} · primer borrador\n¿Restaurar la v13?",
    # el historial de revisiones de MediaWiki
    "(act | ant) {{time}}, {{date}} [[P1.fl]] (disc. | contribs.) . . (+{{n}}) . . (→Distribución: mapa de {{species}})\n(act | ant) {{time}}, {{date}} [[P2.fl]] (disc. | contribs.) m . . (−{{n}}) . . (errata)",
    # un hilo de comentarios de Google Docs
    "Comentarios — «explicación del {{effect}}»\n[[P1.fl]] {{time}}: ¿hace falta el ejemplo de la sirena?\n↳ [[P2.fl]]: déjalo, a los alumnos de [[P1.first]] les encantó",
    # CSL-JSON
    "[{\"type\":\"article-journal\",\"title\":\"La {{reaction}} en cocinas domésticas\",\"author\":[{\"family\":\"[[P1.sur]]\",\"given\":\"[[P1.first]]\"},{\"family\":\"[[P2.sur]]\",\"given\":\"[[P2.first]]\"}],\"issued\":\"2021\"}]",
    # los contribuyentes de un XML de Crossref
    "<titles><title>Clasificación de tormentas con la {{scale}}</title></titles>\n<contributors>\n<person_name sequence=\"first\" contributor_role=\"author\"><given_name>[[P1.first]]</given_name><surname>[[P1.last]]</surname></person_name>\n<person_name sequence=\"additional\" contributor_role=\"author\"><given_name>[[P2.first]]</given_name><surname>[[P2.last]]</surname></person_name>\n</contributors>",
    # los créditos de un aviso de seguridad
    "AVISO DE SEGURIDAD {{id}} — quiosco de entradas de {{company}}\nImpacto: medio\nCorregido en la 4.{{n}}\nCrédito: [[P1.full]] y [[P2.full]], de la {{school}}\nNotificado desde [[P1.mail]]",
    # un informe de asistencia de Zoom
    "Reunión: planificación del {{festival}}\nName (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)\n[[P1.fl]],[[P1.mail]],{{time}},{{time}},{{n}}\n[[P2.first]] ([[P2.fl]]),[[P2.mail]],{{time}},{{time}},{{n}}",
    # una hoja de puntuación de bolos
    "PISTA 7 — {{team}} contra {{team}}\n[[P1.LAST]]  187 | 203 | 165\n[[P2.LAST]]  142 | 177 | 190\nPartida más alta: pista 7",
    # una hoja de salidas de golf
    "SALIDAS — campo del {{hotel}}, {{day}}\n08:10  [[P1.LAST]] / [[P2.LAST]]\n08:20  (libre)\nCarritos junto a {{restaurant}}; ¡buen día!",
    # una tripulación de remo
    "DOBLE SCULL — regata del {{river}}\nProa: [[P1.fl]]\nPopa: [[P2.fl]]\nAmarrad el bote con un {{knot}}, no con cualquier nudo; ¡atención!",
    # un asiento del libro registro de un notario
    "LIBRO REGISTRO NOTARIAL — asiento {{n}}\nOtorgante: [[P1.full]]\nIdentificación: pasaporte, verificado\nTestigo: [[P2.full]]\nDocumento: arrendamiento de un piso en la {{street}}",
    # la ficha de una clase de conducir
    "CLASE PRÁCTICA 7 — alumn[[P1.o]]: [[P1.fl]]\nInstructor: [[P2.t]] [[P2.last]]\nVisto: la rotonda del {{hospital}}, aparcar en la {{street}}\nPróxima: autovía, el {{day}}",
    # una cadena de custodia
    "CADENA DE CUSTODIA — muestra {{id}} (agua del {{river}})\nRecogida por: [[P1.init]] a las {{time}}\nRecibida por: [[P2.init]] a las {{time}}\nLaboratorio: {{school}}, unidad de análisis",
    # una rooming list
    "ROOMING LIST — equipo del {{festival}}\nDOBLE  [[P1.LF]] / [[P2.LF]]\nLlegada {{date}}, {{hotel}}\nSalida tardía aprobada",
    # respuestas a una historia, en minúsculas
    "respuestas a tu historia\n[[P1.first]]: ¿¿es el {{festival}}??\ntú: ¡¡sí!! he venido con [[P2.first]]\n[[P1.first]]: qué envidia, ¿hay {{garment}} de recuerdo? jaja",
    # --- tres personas ------------------------------------------------------------------------
    # la lista de un coro
    "CORO — concierto de clausura del {{festival}}\nSoprano: [[P1.fl]]\nContralto: [[P2.fl]]\nTenor: [[P3.fl]]\nEnsayo: capilla de la {{school}}; habrá café",
    # la hoja de anotación de un partido de críquet
    "{{team}} — 1.ª entrada\n[[P1.init]]  c [[P2.last]]  b [[P3.last]]  23\nExtras 4 · Total 112/6",
    # la lista de un simulacro de incendio
    "SIMULACRO — punto de encuentro B, aparcamiento del {{hospital}}\nPresentes: [[P1.fl]]; [[P2.fl]]\nAusente: [[P3.fl]] (de vacaciones)\nTodo en orden a las {{time}}; gracias por la colaboración",
    # la hoja de una sesión de un congreso
    "SESIÓN 4B — el {{effect}} en la práctica\nModera: [[P1.dr]] [[P1.last]]\nPonentes: [[P2.full]]; [[P3.full]]\nSala: salón de baile del {{hotel}}",
    # una petición con firmas
    "PETICIÓN — que no cierren la pasarela del {{river}}\n1. [[P1.fl]], {{town}}\n2. [[P2.fl]], {{town}}\n3. [[P3.fl]]\n+{{n}} firmas más",
    # el parte de un safari
    "SAFARI 3 — guía: [[P1.first]]\nHuéspedes: [[P2.LAST]] y [[P3.LAST]]\nAvistamientos: {{species}} ×4, {{species}} ×1",
    # un hilo de una app de vecinos, en minúsculas
    "[[P1.first]]: ¿alguien ha perdido un perro por la {{street}}? responde a {{pet}}\n[[P2.first]]: creo que es de [[P3.first]]\n[[P3.first]]: ¡sí!! voy para allá",
    # una exportación de partes de horas
    "semana,empleado,horas,aprobador\n{{n}},[[P1.fl]],38,[[P3.fl]]\n{{n}},[[P2.fl]],40,[[P3.fl]]\n# exportado de RR. HH. de {{company}}, revisión automática",
    # una página de un cuaderno de laboratorio
    "CUADERNO p. {{n}} — {{reaction}}\nRealizó: [[P1.fl]]\nTestigos: [[P2.init]]; [[P3.init]]\nRendimiento 71 %; foto de la TLC en la carpeta de [[P1.first]]",
    # un plan de navegación
    "PLAN DE NAVEGACIÓN — {{river}}\nPatrón: [[P1.full]], {{phone}}\nTripulación: [[P2.fl]] y [[P3.fl]]\nVuelta antes de las {{time}}; cabos con {{knot}}",
]

_PT = [
    # --- ninguém: só look-alikes --------------------------------------------------------------------
    # /etc/passwd, só contas de serviço
    "festival:x:1002:1002:Bilheteria do {{festival}},,,:/srv/festival:/usr/sbin/nologin\nvazao:x:1003:1003:Sensor de vazão do {{river}},,,:/srv/vazao:/usr/sbin/nologin\nzoo:x:1004:1004:Câmera: {{species}},,,:/srv/camera:/usr/sbin/nologin",
    # saída do exiftool de uma foto de produto
    "ExifTool Version Number : 12.76\nFile Name : IMG_{{n}}.JPG\nImage Description : {{garment}} num manequim, vitrine: {{shop}}\nCopyright : {{company}}\nKeywords : tricô, botões de madrepérola",
    # JSON-LD do schema.org de um evento
    "<script type=\"application/ld+json\">{\"@type\":\"Event\",\"name\":\"{{festival}}\",\"location\":{\"@type\":\"Place\",\"name\":\"{{hotel}}\"},\"organizer\":{\"@type\":\"Organization\",\"name\":\"{{company}}\"},\"description\":\"Edição de inverno\"}</script>",
    # o rótulo de um molho de pimenta
    "MOLHO DE PIMENTA SERRA ACIMA\nArdência: 9/10 na {{scale}}\nEngarrafado em {{town}} para {{company}}",
    # uma lista de aves
    "LISTA S{{n}} — margem do {{river}}\nDuração 1 h 40 min · 3,2 km\n{{species}} × 3\n{{species}} × 1\nObs.: a ave mais {{=bonita}} do dia estava no ninho da ponte",
    # a escala da bancada de um laboratório
    "ESCALA DA BANCADA — Laboratório 2, semana {{n}}\n09:00 {{reaction}} (montagem)\n13:30 {{reaction}} (purificação)\nDemonstração em aula: o {{effect}}\nSimulado de incêndio assinado pela direção: {{school}}",
    # um aviso de regata aos competidores
    "AVISO AOS COMPETIDORES n.º 3 — regata do {{river}}\nPrevisão: força 6 na {{scale}}, vento {{=constante}} à tarde\nToda amarra leva um {{knot}}\nPremiação no terraço: {{restaurant}}",
    # o quadro de alimentação de um zoológico
    "HORÁRIO DE ALIMENTAÇÃO DE HOJE\n11:00 {{species}} (lago)\n14:30 {{species}} (campo)\nPatrocínio: {{company}}\nFraldário ao lado de {{restaurant}}; visite o recife de {{=coral}}",
    # o briefing de um rafting
    "BRIEFING DO RIO — {{river}}\nHoje classe III; cuidado com a {{=estela}} das lanchas\nNós obrigatórios: {{knot}}, {{knot}}\nÔnibus saindo do {{hotel}} às 8:15, almoço: {{restaurant}}",
    # as perguntas frequentes de um festival
    "PERGUNTAS FREQUENTES — {{festival}}\nP: Onde troco o ingresso pela pulseira?\nR: Na bilheteria da {{street}}, ao lado do {{hotel}}.\nP: E se chover?\nR: Pedimos {{=clemência}} a São Pedro; o ônibus é reembolsado.",
    # uma tabela de preços de ajustes
    "AJUSTES — {{shop}}\nAjuste de {{garment}} ........ {{amt}}\nBotões novos em {{garment}} ....... {{amt}}\nAula grátis: como dar um {{knot}} ({{day}})",
    # um boletim sísmico
    "INFORMAÇÃO SÍSMICA\nM4,1 — 12 km ao N de {{town}}, profundidade 9 km\nIntensidade IV na {{scale}}\nSem danos no {{hospital}}; alunos de {{school}} no pátio. Seja {{=prudente}}.",
    # uma ficha de física
    "FICHA 3 — O {{effect}}\nQ1 Por que a sirene soa mais grave depois que passa?\nQ2 O {{effect}} vale para a luz?\nQuestão extra: como se classifica um furacão na {{scale}}?",
    # a apostila de uma aula de culinária
    "DOURAR COMO PROFISSIONAL — apostila da aula\nA {{reaction}} começa perto de 140 °C: seque bem a carne\nAventais: {{company}}; aula em {{restaurant}}, aos {{=domingos}}",
    # um folheto de roteiro a pé
    "ROTEIRO A PÉ — 5 km, cerca de 90 minutos\n1 {{street}}\n2 {{hospital}}, pavilhão de 1890\n3 Igreja da {{=Ascensão}}\n4 passarela sobre o {{river}}: que vista {{=linda}}!",
    # o quadro de um hotelzinho de cães
    "HOTELZINHO PET — {{hotel}}\nBaia 4: {{pet}} (sem frango)\nBaia 5: {{pet}}, não deixe morder a {{=camélia}}\nBaia 6: {{pet}}; coleira: {{shop}}",
    # um cartaz de jogos
    "JOGOS — neste fim de semana\nSáb 15:00 {{team}} x {{team}}\nDom 13:00 {{team}} x {{team}}\nIngressos: {{shop}}; o estacionamento é de cascalho",
    # a playlist de uma tela de sinalização
    "faixa,segundos,conteúdo\n1,15,pré-venda do {{festival}}\n2,10,brunch no {{hotel}}\n3,10,pimenta do dia: 8 na {{scale}}\n4,20,alimentação: {{species}} às 14:30\n5,10,ceia de {{=Natal}}: reservas abertas",
    # uma carta de boas-vindas de um hotel
    "Bem-vindo ao {{hotel}}!\nO café da manhã é servido em {{restaurant}} a partir das 7h.\nPasseio ao Convento da {{=Encarnação}} às 10h, saindo da recepção.\nO traslado para {{town}} sai de hora em hora.",
    # um bloco info de OpenAPI
    "openapi: 3.0.3\ninfo:\n  title: API de ingressos do {{festival}}\n  version: 2.{{n}}.0\n  description: Versão pública\n  contact:\n    name: Equipe de API da {{company}}\n    email: {{email}}\nservers:\n  - url: https://api.example.org/v2",
    # --- uma pessoa ---------------------------------------------------------------------------
    # uma linha do /etc/passwd com o campo GECOS
    "u{{n}}:x:1042:1042:[[P1.full]],administração do {{festival}},,:/home/u{{n}}:/bin/bash",
    # saída do finger
    "Login: u{{n}}\t\t\tName: [[P1.fl]]\nDirectory: /home/u{{n}}\tShell: /bin/zsh\nOffice: {{hospital}}, ramal {{n}}\nPlan:\n  Volto na {{day}}. As anotações da {{reaction}} estão com [[P1.first]].",
    # saída do exiftool de uma foto com o autor
    "File Name : DSC_{{n}}.JPG\nArtist : [[P1.full]]\nCopyright : © [[P1.FULL]]\nImage Description : {{species}} às margens do {{river}}",
    # JSON-LD do schema.org de uma pessoa
    "{\"@type\":\"Person\",\"name\":\"[[P1.full]]\",\"givenName\":\"[[P1.first]]\",\"familyName\":\"[[P1.sur]]\",\"jobTitle\":\"Direção de compras\",\"worksFor\":{\"@type\":\"Organization\",\"name\":\"{{company}}\"}}",
    # um arquivo CITATION.cff
    "cff-version: 1.2.0\nmessage: Se usar este simulador do {{effect}}, cite como está abaixo.\nauthors:\n  - family-names: [[P1.sur]]\n    given-names: [[P1.first]]\n    affiliation: {{school}}\ntitle: simulador-ondas",
    # um talão de lavanderia
    "LAVANDERIA — TALÃO {{id}}\nNome: [[P1.LAST]], [[P1.FIRST]]\n1 × {{garment}}, 1 × cachecol\nPronto na {{day}} depois das {{time}}\nRetirada: {{shop}} · {{street}}",
    # uma ficha de medidas de alfaiate
    "MEDIDAS — [[P1.t]] [[P1.last]]\nTórax 96 · Manga 64 · Entreperna 81\nPedido: {{garment}}; ensinar a dar um {{knot}}\nAteliê: {{shop}}",
    # uma carteirinha de doador de sangue
    "CARTEIRINHA DE DOADOR DE SANGUE\n[[P1.lf]]\nTipo O+ · doações: {{n}} · cadastrad[[P1.o]] desde 2015\nPróxima doação a partir de {{date}}\nHemocentro do {{hospital}}",
    # um pedido de camisa
    "PEDIDO DE CAMISA {{id}} — {{team}}\nNome nas costas: [[P1.SUR]]\nNúmero: 7 · Tamanho: M\nRetirada: {{shop}}",
    # um pedido de gravação
    "PEDIDO DE GRAVAÇÃO {{id}}\nItem: cantil de bolso\nTexto: \"[[P1.init]] · equipe do {{festival}}\"\nLigar quando estiver pronto: {{phone}}",
    # um e-mail de redefinição de senha
    "Olá, [[P1.first]],\nalguém pediu para redefinir a senha da sua conta do {{festival}}.\nSe não foi você, ignore este e-mail.\nEnviado para [[P1.mail]] pelo suporte da {{company}}",
    # um cadastro de microchip
    "CADASTRO DE MICROCHIP\nResponsável: [[P1.tt]] [[P1.last]]\nPet: {{pet}} (castrado)\nClínica veterinária na {{street}}\nTelefone: {{phone}}",
    # um link de check-in de voluntários
    "Check-in de voluntários do {{festival}}\nhttps://voluntarios.example.org/c/{{ref}}?nome=[[P1.url]]&portao=norte\nTraga a peça que enviamos ({{garment}}). Valeu!",
    # o replay de um chat ao vivo, em minúsculas
    "replay do chat ao vivo\npassarinheira: essa é a câmera do {{river}}??\nmod: sim! valeu [[P1.first]] por consertar a transmissão\npassarinheira: {{species}} às 3 👀",
    # --- duas pessoas -------------------------------------------------------------------------
    # propriedades core.xml do Office
    "<cp:coreProperties>\n  <dc:title>Orçamento do {{festival}}</dc:title>\n  <dc:creator>[[P1.fl]]</dc:creator>\n  <cp:lastModifiedBy>[[P2.fl]]</cp:lastModifiedBy>\n  <dc:language>pt-BR</dc:language>\n</cp:coreProperties>",
    # o histórico de uma página do Confluence
    "Histórico da página — cola da {{scale}}\nv14 · [[P1.full]] · {{date}} · tabela corrigida\nv13 · [[P2.full]] · {{date}} · primeiro rascunho\nRestaurar a v13?",
    # o histórico de revisões do MediaWiki
    "(atu | ant) {{time}}, {{date}} [[P1.fl]] (disc | contribs) . . (+{{n}}) . . (→Distribuição: mapa de {{species}})\n(atu | ant) {{time}}, {{date}} [[P2.fl]] (disc | contribs) m . . (−{{n}}) . . (errata)",
    # uma conversa de comentários do Google Docs
    "Comentários — \"explicação do {{effect}}\"\n[[P1.fl]] {{time}}: ainda precisa do exemplo da sirene?\n↳ [[P2.fl]]: deixa, os alunos d[[P1.o]] [[P1.first]] adoraram",
    # CSL-JSON
    "[{\"type\":\"article-journal\",\"title\":\"A {{reaction}} na cozinha doméstica\",\"author\":[{\"family\":\"[[P1.sur]]\",\"given\":\"[[P1.first]]\"},{\"family\":\"[[P2.sur]]\",\"given\":\"[[P2.first]]\"}],\"issued\":\"2021\"}]",
    # os autores de um XML da Crossref
    "<titles><title>Classificação de tempestades com a {{scale}}</title></titles>\n<contributors>\n<person_name sequence=\"first\" contributor_role=\"author\"><given_name>[[P1.first]]</given_name><surname>[[P1.last]]</surname></person_name>\n<person_name sequence=\"additional\" contributor_role=\"author\"><given_name>[[P2.first]]</given_name><surname>[[P2.last]]</surname></person_name>\n</contributors>",
    # os créditos de um alerta de segurança
    "ALERTA DE SEGURANÇA {{id}} — totem de ingressos da {{company}}\nImpacto: médio\nCorrigido na 4.{{n}}\nCrédito: [[P1.full]] e [[P2.full]], de {{school}}\nReportado por [[P1.mail]]",
    # um relatório de presença do Zoom
    "Reunião: planejamento do {{festival}}\nName (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)\n[[P1.fl]],[[P1.mail]],{{time}},{{time}},{{n}}\n[[P2.first]] ([[P2.fl]]),[[P2.mail]],{{time}},{{time}},{{n}}",
    # uma súmula de boliche
    "PISTA 7 — {{team}} x {{team}}\n[[P1.LAST]]  187 | 203 | 165\n[[P2.LAST]]  142 | 177 | 190\nMaior partida: pista 7, parabéns!",
    # uma folha de saídas de golfe
    "SAÍDAS — campo do {{hotel}}, {{day}}\n08:10  [[P1.LAST]] / [[P2.LAST]]\n08:20  (livre)\nCarrinhos ao lado de {{restaurant}}",
    # uma guarnição de remo
    "DOUBLE SKIFF — regata do {{river}}\nProa: [[P1.fl]]\nVoga: [[P2.fl]]\nAmarrem o barco com um {{knot}}, não com qualquer nó",
    # um termo do livro de registro de um cartório
    "LIVRO DE REGISTRO DO CARTÓRIO — termo {{n}}\nOutorgante: [[P1.full]]\nIdentificação: passaporte, conferido\nTestemunha: [[P2.full]]\nDocumento: locação de um apartamento na {{street}}",
    # a ficha de uma aula de direção
    "AULA PRÁTICA 7 — alun[[P1.o]]: [[P1.fl]]\nInstrutor: [[P2.t]] [[P2.last]]\nVisto: a rotatória do {{hospital}}, baliza na {{street}}\nPróxima: rodovia, na {{day}}",
    # uma cadeia de custódia
    "CADEIA DE CUSTÓDIA — amostra {{id}} (água do {{river}})\nColetada por: [[P1.init]] às {{time}}\nRecebida por: [[P2.init]] às {{time}}\nLaboratório: {{school}}",
    # uma rooming list
    "ROOMING LIST — equipe do {{festival}}\nDUPLO  [[P1.LF]] / [[P2.LF]]\nChegada {{date}}, {{hotel}}\nSaída tardia aprovada",
    # respostas a um story, em minúsculas
    "respostas ao seu story\n[[P1.first]]: mentira que é o {{festival}}??\nvocê: simmm!! vim com [[P2.first]]\n[[P1.first]]: que inveja, tem {{garment}} de lembrança? kkk",
    # --- três pessoas -------------------------------------------------------------------------
    # a lista de um coral
    "CORAL — concerto de encerramento do {{festival}}\nSoprano: [[P1.fl]]\nContralto: [[P2.fl]]\nTenor: [[P3.fl]]\nEnsaio: capela, {{school}}; haverá café",
    # a súmula de uma partida de críquete
    "{{team}} — 1.º turno de rebatidas\n[[P1.init]]  c [[P2.last]]  b [[P3.last]]  23\nExtras 4 · Total 112/6",
    # a lista de um simulado de incêndio
    "SIMULADO DE INCÊNDIO — ponto de encontro B, estacionamento do {{hospital}}\nPresentes: [[P1.fl]]; [[P2.fl]]\nAusente: [[P3.fl]] (de férias)\nTudo certo às {{time}}",
    # a folha de uma sessão de congresso
    "SESSÃO 4B — o {{effect}} na prática\nModeração: [[P1.dr]] [[P1.last]]\nPalestrantes: [[P2.full]]; [[P3.full]]\nSala: salão de festas do {{hotel}}",
    # um abaixo-assinado
    "ABAIXO-ASSINADO — não fechem a passarela do {{river}}\n1. [[P1.fl]], {{town}}\n2. [[P2.fl]], {{town}}\n3. [[P3.fl]]\n+{{n}} assinaturas na versão online",
    # o registro de um safári
    "SAFÁRI 3 — guia: [[P1.first]]\nHóspedes: [[P2.LAST]] e [[P3.LAST]]\nAvistamentos: {{species}} ×4, {{species}} ×1",
    # uma conversa de um app de vizinhos, em minúsculas
    "[[P1.first]]: alguém perdeu um cachorro perto da {{street}}? atende por {{pet}}\n[[P2.first]]: acho que é d[[P3.o]] [[P3.first]]\n[[P3.first]]: sim!! tô indo aí",
    # uma exportação de folhas de ponto
    "semana,funcionário,horas,aprovador\n{{n}},[[P1.fl]],38,[[P3.fl]]\n{{n}},[[P2.fl]],40,[[P3.fl]]\n# exportado do RH da {{company}}",
    # uma página de um caderno de laboratório
    "CADERNO p. {{n}} — {{reaction}}\nExecutou: [[P1.fl]]\nTestemunhas: [[P2.init]]; [[P3.init]]\nRendimento 71 %; foto da cromatografia na pasta d[[P1.o]] [[P1.first]] (versão final)",
    # um plano de navegação
    "PLANO DE NAVEGAÇÃO — {{river}}\nComandante: [[P1.full]], {{phone}}\nTripulação: [[P2.fl]] e [[P3.fl]]\nVolta até as {{time}}; cabos com {{knot}}",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED34 = NameSet(
    name="sealed34",
    message=Sealed34Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(608) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 81 90000-", 4)},
    team_mail={
        "en": ("volunteers", "kennel", "regatta", "press"),
        "es": ("voluntarios", "residencia", "regata", "prensa"),
        "pt": ("voluntarios", "hotelzinho", "regata", "imprensa"),
    },
)
_feminine = SEALED34.feminine


def generate_sealed34(per_template: int = 4, seed: int = SEED) -> list[Sealed34Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED34, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED34)
