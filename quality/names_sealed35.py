"""The sealed35 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of eighteen kinds (firms named after founders, shops, streets
and avenues, hospitals, schools and universities, towns, pets, restaurants, hotels, sports teams,
and, new here, theorems, paradoxes, ciphers, medical manoeuvres, political doctrines,
constellations named after myth figures, parks and straits named after people) and of literal
words that are given names (a clementine, a marigold, a kitty, a buddy, chance, rocky, earnest,
a cherry, a major bump; cándido, urbano, narciso, bienvenida, constancia, digna, ventura,
inocencia, perpetua; cândido, urbano, narciso, pio, benta, justa, digna, ventura, inocência;
feasts), filled by quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as text a support agent is handed that neither sealed31, sealed32, sealed33
nor sealed34 used (nor, as far as their descriptions say, sealed27 to sealed30): crontab
listings, robots.txt files, systemd unit files, Postman collections, escape-room hint cards and
leaderboards, planetarium programmes, first-aid syllabi, maths-circle handouts, sailing
itineraries, study guides, dog-park rules, sports-bar screening lists, holiday-flat house manuals,
hackathon challenge lists and team sign-ups, road-closure notices, CTF boards, debate motions and
pairings, triage wall charts, geography-bee sheets, SRT subtitles, R DESCRIPTION files
(Authors@R), LaTeX author blocks, courier proofs of delivery, booking confirmations with a
confirm link (?name=/?nombre=/?nome=, the url form), Wallet pass JSON, bib pick-up cards, key
registers, endorsement notifications, tutoring logs, locksmith tickets, OCR'd business cards,
forum quote blocks ("> X wrote:"), condolence books, auction paddle lists, shift-swap requests,
mailing-label merges, meeting transcripts (WebVTT voice tags), scheduling-poll results, swim heat
sheets and relay cards, babysitting handovers, dance recital programmes, book-club rotas,
spelling-bee brackets, on-call handovers, and lower-case IRC logs and Instagram comment threads;
names in "SURNAME, GIVEN", "SURNAME Given", SURNAME alone, in capitals, beside "'s", in lists
joined by ";", "&", "and", "y" and "e".

Names of forty-three origins, picked by hand (never imported at run time, never a dependency) from
two packages no other set reads:
- npm full-name-generator (code MIT; its data each country's statistics office's, under the open
  data licences its README lists: CC BY 4.0 for most, OGL v3.0, NLOD 2.0, Licence Ouverte 2.0,
  CC0, US public domain), read from its GitHub repository: the 1.0.0 tree (commit 1153b47) for
  src/names/XX.ts and src/surnames/XX.ts of 24 countries (US, GB, IE, NZ, ES, MX, AR, BR, FR, BE,
  IT, CZ, PL, DK, NO, SE, FI, IS, LV, SI, TR, IL, KR, TW; Hebrew, Hangul and Chinese characters
  romanised by hand), and earlier file versions of the same repository for countries the 1.0.0
  tree no longer holds (PT, PE, JP, VN, NL, RU, GR, ID and Saudi names; each table names the
  commit; Japanese, Russian and Greek written in their scripts there and romanised or
  transliterated by hand); Mexican-American names are the US tables' Hispanic names as they
  write them (no accents), Colombian ones the Peruvian, Mexican and Argentine tables' names
  Colombians bear too, and the immigrant families (Italian-Argentine; Italian-, German-,
  Japanese-, Korean- and Arab-Brazilian) a Brazilian or Argentine given name with the surname of
  another table;
- PyPI baraqda-lib 0.0.18 (MIT, its licence file): baraqdalib/data/DE/*.csv (German given names
  and surnames).
Compound given names (María Carmen, José Antonio, Juan Ignacio, Maria Eduarda, João Pedro, Maria
Leonor), particled surnames (da Silva, dos Santos, do Nascimento, das Neves, van der Meer, van de
Ven, de Jong), Irish O' and Mc (O'Donoghue, McNamara), capitalised
Flemish particles (De Smet, Van Damme, Van den Broeck), hyphenated names (Ann-Christin,
Ann-Marie, Perangin-Angin, Karo-Karo, Al-Attas, Ben-David, Taiwanese and Korean given names),
gendered surnames (Czech, Polish, Russian, Latvian, Icelandic son/dóttir, Greek) and
family-first names (Korean, Taiwanese, Japanese, Vietnamese) were put together by hand from the
words the packages hold. No whole name of a real person is kept: given names and surnames are
drawn apart.

Each table lists its names under the package (and the file) that hold them. Contact data is fake:
phones in the (520) 555-01xx, +34 600 000 xxx and +55 91 90000-xxxx ranges, mail at example.com,
example.org and example.net, links at example.org, order, case and ticket numbers made up.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 35_183

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed35Message(TemplateMessage):
    """A message of the sealed35 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "van", "der", "den"})

# Where the tables come from (the first line of each table's comment).
# full-name-generator: src/names/XX.ts and src/surnames/XX.ts of its GitHub repository, the 1.0.0
# tree (commit 1153b47) or, where it says so, an earlier version of the file (its commit named).
# baraqda-lib 0.0.18: baraqdalib/data/DE/<file> in the wheel.

# ---------------------------------------------------------------------------------------------
# The United States, Britain, Ireland, New Zealand.
US_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/us.ts
    "Deborah", "Cynthia", "Kathleen", "Brenda", "Pamela", "Carolyn", "Janet", "Heather", "Cheryl", "Jacqueline",
    "Marilyn", "Beverly", "Theresa", "Tiffany",
)
US_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/us.ts
    "Kenneth", "Timothy", "Ronald", "Jeffrey", "Gregory", "Raymond", "Dennis", "Douglas", "Keith", "Roger",
    "Gerald", "Harold", "Lawrence", "Bradley",
)
US_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/us.ts
    "Thompson", "Mitchell", "Phillips", "Turner", "Collins", "Stewart", "Morgan", "Cooper", "Peterson",
    "Richardson", "Howard", "Bennett", "Sanders", "Myers", "Foster", "Hughes",
)
MA_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/us.ts (given names Mexican-American women bear, written as the US table writes them)
    "Maria", "Andrea", "Teresa", "Gloria", "Diana", "Martha", "Victoria", "Angela",
)
MA_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/us.ts (given names Mexican-American men bear, written as the US table writes them)
    "Jose", "Juan", "Jesse", "Gabriel", "Christian", "Bryan", "Adam", "Vincent",
)
MA_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/us.ts (without accents, as the US table writes them)
    "Garcia", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Perez", "Sanchez", "Ramirez", "Gomez",
    "Diaz", "Morales", "Gutierrez", "Ortiz", "Chavez", "Mendoza", "Ruiz", "Alvarez", "Castillo", "Jimenez",
    "Rivera",
)
GB_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/gb.ts
    "Florence", "Freya", "Phoebe", "Sienna", "Maisie", "Imogen", "Ottilie", "Matilda", "Arabella", "Esme",
    "Harriet", "Eloise", "Mabel", "Lottie",
)
GB_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/gb.ts
    "Archie", "Freddie", "Alfie", "Reggie", "Rupert", "Albie", "Frederick", "Toby", "Ronnie", "Harrison", "Jasper",
    "Rory",
)
GB_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/gb.ts
    "Robertson", "Thomson", "Paterson", "Macdonald", "Morrison", "Fraser", "Henderson", "Johnston", "Davidson",
    "Cameron", "Ferguson", "Mackenzie", "Sutherland", "Cunningham", "Ritchie", "Munro", "Sinclair", "Fleming",
)
IE_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/ie.ts
    "Éabha", "Fiadh", "Saoirse", "Caoimhe", "Róisín", "Sadhbh", "Clodagh", "Aoife", "Ailbhe", "Méabh", "Aoibhín",
    "Niamh", "Ciara",
)
IE_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/ie.ts
    "Rían", "Cillian", "Tadhg", "Fionn", "Oisín", "Seán", "Darragh", "Donnacha", "Senan", "Odhrán", "Cathal",
    "Ruairí", "Iarlaith",
)
IE_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/ie.ts
    "Byrne", "Walsh", "Doyle", "Dunne", "Burke", "Daly", "Brennan", "Nolan", "Flynn", "Kavanagh", "Healy",
    "Carroll", "Whelan", "Casey", "Farrell", "Connolly", "Fitzpatrick", "Moran", "Roche", "Hogan", "Keane",
    "Foley", "Maher", "Sheehan", "Egan", "Cronin", "Molloy", "Moloney", "Hickey",
)
IE_PARTICLED = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/ie.ts
    "O'Brien", "O'Connor", "O'Sullivan", "O'Neill", "O'Donnell", "O'Connell", "O'Shea", "O'Leary", "O'Donoghue",
    "O'Mahony", "O'Callaghan", "O'Keeffe", "O'Donovan", "O'Driscoll", "McCarthy", "McDonagh", "McGrath",
    "McKenna", "McMahon", "McNamara", "McDermott",
)
NZ_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/nz.ts
    "Indie", "Amara", "Eliana", "Tilly", "Adeline", "Harlow", "Cleo", "Skylar", "Billie", "Annabelle", "Juliette",
)
NZ_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/nz.ts
    "Lachlan", "Beau", "Lincoln", "Marlon", "Bodhi", "Micah", "Flynn", "Ryder", "Kobe", "Malachi", "Jett", "Zion",
)
NZ_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/nz.ts
    "Singh", "Kaur", "Patel", "Sharma", "Wang", "Zhang", "Liu", "Taylor", "Wilson", "Anderson",
)

# ---------------------------------------------------------------------------------------------
# Spain and Latin America.
ES_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/es.ts
    "María Carmen", "Ana María", "María Pilar", "María Teresa", "María Ángeles", "María José", "María Isabel",
    "Rosa María", "María Jesús", "Montserrat", "Nuria", "Noelia", "Ainhoa", "Lorena", "Ana Belén", "Nerea",
    "Encarnación", "Inmaculada",
)
ES_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/es.ts
    "Francisco Javier", "José Antonio", "José Luis", "José Manuel", "Miguel Ángel", "José María", "Juan José",
    "Juan Antonio", "Francisco José", "Jordi", "Aitor", "Iker", "Joaquín", "Ignacio", "Gonzalo", "Agustín",
    "Ismael", "Izan", "Pau", "Josep",
)
ES_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/es.ts
    "García", "Fernández", "Martín", "Jiménez", "Muñoz", "Romero", "Alonso", "Navarro", "Domínguez", "Gil",
    "Suárez", "Ortega", "Marín", "Núñez", "Sanz", "Cortés", "Iglesias", "Garrido", "Lozano", "Cano", "Cabrera",
    "Gallego", "Vidal", "Carrasco", "Caballero", "Nieto", "Hidalgo", "Montero", "Benítez", "Pascual", "Ibáñez",
    "Ferrer", "Carmona", "Durán", "Velasco", "Sáez", "Moya",
)
MX_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/mx.ts
    "Guadalupe", "Leticia", "Angélica", "Norma", "Verónica", "Irma", "María del Carmen", "María Elena", "Araceli",
    "Lilia", "Maricela", "María de Jesús", "Hilda", "María de los Ángeles", "Bertha", "Rosalba",
    "María de Lourdes", "Elvia", "Karla",
)
MX_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/mx.ts
    "Arturo", "Armando", "Gerardo", "Guillermo", "Marco Antonio", "Rogelio", "Ernesto", "Gilberto", "René",
    "José Guadalupe", "Rigoberto", "Saúl", "Adán", "Noé", "Cristóbal", "Octavio", "Fidel", "Lucio",
)
MX_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/mx.ts
    "Hernández", "Ramírez", "Juárez", "Chávez", "Guzmán", "Velázquez", "Salazar", "Contreras", "Bautista",
    "Estrada", "Ávila", "Alvarado", "Solís", "Carrillo", "Cervantes", "Sandoval", "Espinosa", "Mejía", "Nava",
    "Ibarra", "Valdez", "Maldonado", "Camacho", "Trejo", "Rosales", "Pacheco", "Salgado", "Orozco", "Pineda",
    "Rangel",
)
AR_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/ar.ts
    "Delfina", "Guillermina", "Josefina", "Malena", "Morena", "Agostina", "Alfonsina", "Candelaria", "Micaela",
    "Ludmila", "Maitena", "Luisina", "Brunella", "María Paz",
)
AR_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/ar.ts (Juan Martin, Geronimo: the accent put back by hand)
    "Bautista", "Benicio", "Santino", "Juan Ignacio", "Juan Cruz", "Lautaro", "Facundo", "Ramiro", "Juan Martín",
    "Genaro", "Lisandro", "Gerónimo", "Constantino", "Faustino", "Ezequiel", "Jeremías",
)
AR_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/ar.ts
    "Sosa", "Carrizo", "Lucero", "Quiroga", "Páez", "Ojeda", "Villalba", "Cardozo", "Godoy", "Nieva", "Mansilla",
    "Ayala", "Barrios", "Coronel", "Barrionuevo", "Ledesma", "Escudero", "Santillán", "Tolaba", "Bazán", "Maidana",
    "Pereyra", "Vallejos", "Brizuela", "Peralta", "Farfán", "Gerez", "Condori", "Olivera", "Ferreyra", "Lazarte",
)
RP_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/ar.ts
    "Antonella", "Francesca", "Franchesca", "Fiorella", "Mia Francesca", "Carmela",
)
RP_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/ar.ts
    "Valentino", "Tiziano", "Franco", "Renzo", "Gino", "Vito",
)
RP_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/it.ts (the surnames of Italian Argentines)
    "Ferri", "Grassi", "Fantini", "Bonini", "Benassi", "Morini", "Mussini", "Poli", "Messori", "Magnani",
    "Casoli", "Bertolini", "Gozzi",
)
PE_WOMEN = (
    # full-name-generator, earlier file 970d742: src/names/pe.ts
    "Gladys", "Nancy", "Yolanda", "Roxana", "Vilma", "Hilda", "Nelly", "Karina", "Doris", "Edith", "Elsa",
    "Martha",
)
PE_MEN = (
    # full-name-generator, earlier file 970d742: src/names/pe.ts (Felix: the accent put back by hand)
    "Jhon", "Percy", "Segundo", "Walter", "César", "Víctor", "Edwin", "Edgar", "Félix", "Alex", "Christian",
)
PE_SURNAMES = (
    # full-name-generator, earlier file 08a366c: src/surnames/pe.ts
    "Quispe", "Huamán", "Mamani", "Chávez", "Vásquez", "Gonzales", "Espinoza", "Paredes", "Córdova", "Palomino",
    "Calderón", "Cárdenas", "Ríos", "Alvarado", "Salazar", "Medina", "Castillo", "Vargas",
)
CO_WOMEN = (
    # full-name-generator, earlier file 970d742: src/names/pe.ts (given names Colombian women bear too)
    "Gloria", "Nelly", "Gladys", "Diana", "Sandra", "Claudia", "Patricia",
    # full-name-generator 1.0.0 (1153b47): src/names/mx.ts (Luz Marina put together by hand from names it holds)
    "Luz Marina", "Liliana", "Adriana", "Marisol",
)
CO_MEN = (
    # full-name-generator, earlier file 970d742: src/names/pe.ts (given names Colombian men bear too; Oscar: the accent put back)
    "Jhon", "Edwin", "Walter", "Óscar", "Jaime", "Héctor",
    # full-name-generator 1.0.0 (1153b47): src/names/mx.ts (Luis Fernando put together by hand from names it holds)
    "Julio César", "Luis Fernando", "Andrés", "Hernando",
)
CO_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/mx.ts (surnames Colombians bear too)
    "Mejía", "Cárdenas", "Pineda", "Guzmán", "Ibarra", "Rangel", "Salgado", "Orozco", "Valdez",
    # full-name-generator 1.0.0 (1153b47): src/surnames/ar.ts (surnames Colombians bear too)
    "Villegas", "Acosta", "Quiroga", "Ayala", "Peralta", "Arias",
    # full-name-generator, earlier file 08a366c: src/surnames/pe.ts (surnames Colombians bear too)
    "Ríos", "Paredes", "Córdova", "Calderón", "Vargas",
)

# ---------------------------------------------------------------------------------------------
# Brazil and Portugal.
BR_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts (Maria Eduarda, Ana Júlia put together by hand from names it holds)
    "Francisca", "Antônia", "Márcia", "Jéssica", "Rosângela", "Cristiane", "Andréia", "Fabiana", "Marlene",
    "Raimunda", "Terezinha", "Janaína", "Daiane", "Tatiane", "Andressa", "Geovana", "Sueli", "Solange",
    "Maria Eduarda", "Ana Júlia",
)
BR_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts (João Pedro, José Carlos, Luiz Fernando put together by hand from names it holds)
    "Raimundo", "Manoel", "Leandro", "Anderson", "Edson", "Sebastião", "Cícero", "Reginaldo", "Robson",
    "Jeferson", "Wesley", "Kauan", "Ruan", "Valdir", "Benedito", "Geraldo", "Rogério", "Joaquim", "Fabrício",
    "Cláudio", "João Pedro", "José Carlos", "Luiz Fernando",
)
BR_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/br.ts
    "Pereira", "Ferreira", "Alves", "Rodrigues", "Gomes", "Ribeiro", "Barbosa", "Soares", "Martins", "Lopes",
    "Vieira", "Dias", "Gonçalves", "Fernandes", "Santana", "Batista", "Nunes", "Moreira", "Cardoso", "Mendes",
    "Marques", "Machado", "Teixeira", "Borges", "Bezerra", "Pinheiro", "Farias", "Medeiros", "Tavares",
    "Guimarães", "Cavalcante", "Siqueira", "Menezes", "Queiroz",
)
BR_PARTICLED = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/br.ts
    "da Silva", "dos Santos", "de Oliveira", "de Souza", "de Lima", "da Costa", "do Nascimento", "de Araújo",
    "de Almeida", "de Jesus", "de Carvalho", "da Rocha", "de Andrade", "de Freitas", "da Conceição", "de Melo",
    "dos Reis", "da Rosa", "de Brito", "de Moraes", "de Moura", "de Barros", "de Castro", "de Paula", "da Cunha",
    "de Matos", "das Neves", "de Azevedo", "da Fonseca", "de Assis", "do Carmo",
)
PT_WOMEN = (
    # full-name-generator, earlier file 578e3dc: src/names/pt.ts
    "Leonor", "Inês", "Madalena", "Filipa", "Andreia", "Catarina", "Mónica", "Nádia", "Carina", "Joana",
    "Maria Leonor", "Maria Inês", "Maria Francisca", "Maria Luísa",
)
PT_MEN = (
    # full-name-generator, earlier file 578e3dc: src/names/pt.ts
    "Afonso", "Gonçalo", "Duarte", "Nuno", "Rui", "Simão", "Tomás", "Vasco", "Vítor", "Diogo", "António", "Luís",
    "Tiago", "Filipe",
)
PT_SURNAMES = (
    # full-name-generator, earlier file 0fd86c4: src/surnames/pt.ts
    "Abreu", "Amaral", "Amorim", "Azevedo", "Barroso", "Brandão", "Cabral", "Coelho", "Figueiredo", "Fonseca",
    "Leitão", "Marques", "Miranda", "Monteiro", "Morais", "Ramalho", "Sousa", "Teixeira", "Vasconcelos",
    "Gonçalves", "Lopes", "Mendes",
)
IB_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Bianca", "Isadora", "Valentina", "Rafaela", "Larissa", "Gabriela",
)
IB_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Enzo", "Bruno", "Vinícius", "Matheus", "Heitor", "Murilo",
)
IB_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/it.ts
    "Ferrari", "Montanari", "Ferretti", "Barbieri", "Magnani", "Bertolini", "Esposito", "Russo", "Rinaldi",
    "Fontana", "Bassi", "Mattioli", "Torelli", "Casali", "Piccinini", "Beltrami",
)
GB_BR_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Caroline", "Bárbara", "Eduarda", "Michele", "Priscila", "Sabrina",
)
GB_BR_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Arthur", "Alexandre", "Roberto", "Henrique", "Ricardo", "Marcelo",
)
GB_BR_SURNAMES = (
    # baraqda-lib 0.0.18: baraqdalib/data/DE/male_surname.csv
    "Schneider", "Fischer", "Weber", "Becker", "Schäfer", "Richter", "Hoffmann", "Zimmermann", "Krüger",
    "Hartmann", "Krause", "Lehmann", "Kaiser", "Fuchs", "Scholz", "Vogel",
)
JB_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Amanda", "Letícia", "Juliana", "Camila", "Natália", "Mariana",
)
JB_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Lucas", "Rafael", "Gustavo", "Felipe", "Rodrigo", "Daniel",
)
JB_SURNAMES = (
    # full-name-generator, earlier file 192a85b: src/surnames/jp.ts (romanised by hand, without macrons, as Japanese-Brazilian families write them)
    "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Nakamura", "Kobayashi", "Yamamoto", "Yoshida", "Yamada",
    "Sasaki", "Matsumoto", "Inoue", "Kimura", "Shimizu", "Hayashi", "Yamazaki", "Ikeda", "Hashimoto", "Ishikawa",
    "Ogawa", "Okada", "Maeda", "Fujita", "Aoki", "Sakamoto", "Murakami", "Kaneko", "Fukuda", "Nishimura",
)

KB_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Beatriz", "Sofia", "Lívia", "Helena", "Lorena", "Yasmin",
)
KB_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Davi", "Samuel", "Igor", "Caio", "Renan", "Danilo",
)
KB_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/kr.ts (written in Hangul there, romanised by hand as Korean-Brazilian families write them)
    "Kim", "Lee", "Park", "Choi", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Shin", "Kwon", "Song", "Hong",
)
AB_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Sara", "Patrícia", "Luciana", "Simone", "Regina", "Mônica",
)
AB_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Jorge", "Elias", "Renato", "Adriano", "Emerson", "Gilberto",
)
AB_SURNAMES = (
    # full-name-generator, earlier file 75033df: src/surnames/saudi.ts (the surnames of Arab-Brazilian families)
    "Maalouf", "Kassab", "Hamdi", "Badawi", "Fayed", "Harb", "Baghdadi", "Abaza", "Hilal", "Taleb",
)

# ---------------------------------------------------------------------------------------------
# Western Europe.
FR_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/fr.ts
    "Ambre", "Romy", "Adèle", "Agathe", "Jeanne", "Victoire", "Léonie", "Albane", "Capucine", "Apolline",
    "Clémence", "Héloïse", "Roxane", "Constance", "Esmée",
)
FR_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/fr.ts
    "Raphaël", "Maël", "Marceau", "Gabin", "Malo", "Marius", "Naël", "Gaspard", "Côme", "Léandre", "Augustin",
    "Basile", "Timéo", "Achille", "Lucien", "Timothée", "Maxence",
)
FR_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/fr.ts (Guerin: the accent put back by hand)
    "Bernard", "Petit", "Richard", "Dubois", "Durand", "Moreau", "Lefebvre", "Fournier", "Girard", "Fontaine",
    "Rousseau", "Faure", "Mercier", "Guérin", "Boyer", "Garnier", "Chevalier", "Gauthier", "Perrin", "Roussel",
    "Masson", "Marchand", "Lemaire", "Dufour", "Meunier", "Blanchard", "Brunet", "Gaillard", "Barbier", "Renard",
    "Leroux", "Caron", "Picard", "Aubert", "Lemoine",
)
BE_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/be.ts
    "Manon", "Lotte", "Lore", "Eline", "Anaïs", "Hanne", "Fien", "Jolien", "Justine", "Axelle", "Femke", "Silke",
    "Febe", "Janne", "Amandine",
)
BE_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/be.ts
    "Robbe", "Wout", "Seppe", "Loïc", "Kobe", "Senne", "Arne", "Quentin", "Gilles", "Brent", "Quinten", "Emiel",
    "Thibault", "Tuur", "Jelle", "Arno",
)
BE_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/be.ts
    "Peeters", "Janssens", "Maes", "Mertens", "Claes", "Goossens", "Wouters", "De Smet", "Pauwels", "Hermans",
    "Aerts", "Michiels", "Smets", "De Vos", "Claeys", "Van Damme", "De Clercq", "Hendrickx", "De Backer",
    "Lemmens", "Segers", "Van de Velde", "Coppens", "Van den Broeck", "Wauters", "De Cock", "Cools", "Leclercq",
    "De Smedt", "Verstraete", "Baert", "De Meyer", "Lejeune", "Verheyen", "Vandenberghe", "De Wilde",
    "De Ridder", "Lauwers",
)
NL_WOMEN = (
    # full-name-generator, earlier file 9e19aa6: src/names/nl.ts
    "Saar", "Tess", "Noor", "Milou", "Evi", "Fenna", "Roos", "Cato", "Lieke", "Yara", "Maud", "Elin",
)
NL_MEN = (
    # full-name-generator, earlier file 9e19aa6: src/names/nl.ts
    "Mees", "Noud", "Luuk", "Teun", "Gijs", "Jurre", "Joep", "Moos", "Jip", "Thijs", "Floris", "Bram",
)
NL_SURNAMES = (
    # full-name-generator, earlier file 9e19aa6: src/surnames/nl.ts
    "Jansen", "Bakker", "Janssen", "Visser", "Smit", "Meijer", "Mulder", "Bos", "Vos", "Hendriks", "Dekker",
    "Brouwer", "Dijkstra", "Kok", "Vermeulen", "Schouten", "Hoekstra", "Maas", "Verhoeven", "Koster", "Prins",
    "Blom", "Huisman",
)
NL_PARTICLED = (
    # full-name-generator, earlier file 9e19aa6: src/surnames/nl.ts (van dam: the capital put back by hand)
    "de Jong", "de Vries", "van den Berg", "van Dijk", "de Boer", "de Groot", "van Leeuwen", "de Wit", "de Graaf",
    "van der Meer", "van der Linden", "de Haan", "van den Heuvel", "van der Veen", "van den Broek", "de Bruin",
    "van der Heijden", "van Beek", "van Vliet", "van de Ven", "van Dam", "van der Wal",
)
DE_WOMEN = (
    # baraqda-lib 0.0.18: baraqdalib/data/DE/female_first_name.csv
    "Mathilda", "Luise", "Marlene", "Leni", "Paulina", "Frieda", "Johanna", "Elisabeth", "Josephine", "Carlotta",
    "Lotta", "Nele", "Amalia", "Juna",
)
DE_MEN = (
    # baraqda-lib 0.0.18: baraqdalib/data/DE/male_first_name.csv
    "Maximilian", "Oskar", "Theodor", "Leonard", "Valentin", "Linus", "Leopold", "Wilhelm", "Konstantin",
    "Leander", "Ole", "Ferdinand", "Kian", "Jonah", "Julius",
)
DE_SURNAMES = (
    # baraqda-lib 0.0.18: baraqdalib/data/DE/male_surname.csv
    "Müller", "Schmidt", "Wagner", "Meyer", "Schulz", "Koch", "Bauer", "Klein", "Wolf", "Schröder", "Neumann",
    "Schwarz", "Braun", "Hofmann", "Lange", "Schmitt", "Werner", "Schmitz", "Meier", "Köhler", "Herrmann", "König",
    "Mayer", "Huber", "Möller", "Weiß", "Hahn", "Schubert", "Keller", "Friedrich", "Günther", "Roth", "Berger",
    "Winkler", "Lorenz", "Baumann", "Franke", "Albrecht", "Schuster", "Böhm", "Kraus", "Schumacher", "Vogt",
    "Krämer", "Jäger", "Seidel", "Brandt", "Schreiber", "Haas", "Dietrich", "Ziegler", "Kühn",
)
IT_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/it.ts
    "Paola", "Patrizia", "Giovanna", "Giuseppina", "Stefania", "Roberta", "Simona", "Antonella", "Giorgia",
    "Franca", "Tiziana", "Cinzia", "Rosanna", "Annalisa", "Loredana", "Antonietta", "Anna Maria",
)
IT_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/it.ts
    "Giuseppe", "Giovanni", "Paolo", "Stefano", "Massimo", "Maurizio", "Fabrizio", "Gianluca", "Giancarlo",
    "Pasquale", "Gianfranco", "Gaetano", "Carmine", "Gennaro", "Corrado", "Umberto",
)
IT_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/it.ts
    "Rossi", "Davoli", "Catellani", "Bonacini", "Iotti", "Menozzi", "Corradini", "Fontanesi", "Bertani",
    "Spaggiari", "Guidetti", "Borghi", "Fornaciari", "Braglia", "Orlandini", "Prandi", "Vezzani", "Bartoli",
    "Vecchi", "Lasagni", "Soncini", "Simonazzi", "Codeluppi", "Panciroli", "Lusetti", "Burani", "Fantuzzi",
    "Bedogni", "Castagnetti", "Bondavalli", "Zanni", "Reverberi", "Cigarini", "Paterlini", "Tondelli",
)

# ---------------------------------------------------------------------------------------------
# The Nordic countries and Iceland.
DK_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/dk.ts
    "Alberte", "Lærke", "Vigga", "Nanna", "Naja", "Malou", "Johanne", "Cecilie", "Katrine", "Frederikke",
    "Nicoline", "Sille", "Rikke", "Mette", "Pernille", "Malene", "Trine",
)
DK_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/dk.ts
    "Malthe", "Valdemar", "Lauge", "Anker", "Holger", "Ebbe", "Pelle", "Villads", "Laurits", "Villum", "Bertram",
    "Jeppe", "Lasse", "Hjalte", "Søren", "Mads", "Asger",
)
DK_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/dk.ts
    "Nielsen", "Jensen", "Pedersen", "Christensen", "Sørensen", "Rasmussen", "Jørgensen", "Petersen", "Madsen",
    "Kristensen", "Thomsen", "Christiansen", "Poulsen", "Møller", "Mortensen",
)
NO_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/no.ts
    "Selma", "Ellinor", "Hedda", "Iben", "Tiril", "Hedvig", "Hennie", "Vilde", "Tuva", "Solveig", "Sigrid", "Eira",
    "Hermine",
)
NO_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/no.ts
    "Ludvig", "Olav", "Ulrik", "Herman", "Håkon", "Sverre", "Even", "Vetle", "Birk", "Iver", "Edvin", "Odin",
)
NO_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/no.ts
    "Haugen", "Hagen", "Johannessen", "Andreassen", "Dahl", "Halvorsen", "Henriksen", "Lund", "Moen", "Gundersen",
    "Iversen", "Svendsen", "Solberg", "Knutsen", "Eide", "Bakken", "Kristoffersen", "Lie", "Amundsen", "Lunde",
    "Bakke", "Berge", "Nygård", "Solheim", "Lien", "Hauge", "Sæther", "Aas", "Myhre", "Haugland", "Rønning",
    "Sandvik", "Næss", "Vik",
)
SE_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/se.ts
    "Kerstin", "Malin", "Annika", "Birgitta", "Inger", "Ulla", "Linnéa", "Åsa", "Gunilla", "Margareta", "Ulrika",
    "Barbro", "Siv", "Ebba", "Agneta", "Ann-Christin", "Ann-Marie", "Lovisa", "Pernilla",
)
SE_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/se.ts
    "Mikael", "Fredrik", "Mattias", "Bengt", "Leif", "Joakim", "Christer", "Ulf", "Sven", "Kjell", "Rickard",
    "Göran", "Lennart", "Rolf", "Stig", "Jörgen", "Olle", "Pontus", "Åke", "Torbjörn", "Arvid",
)
SE_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/se.ts
    "Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson",
    "Gustafsson", "Pettersson", "Jonsson", "Jansson", "Hansson", "Bengtsson", "Jönsson", "Lindberg", "Jakobsson",
    "Magnusson", "Olofsson", "Lindström", "Lindqvist", "Lindgren", "Axelsson", "Bergström", "Lundberg",
    "Lundqvist", "Mattsson", "Berglund", "Sandberg", "Forsberg", "Sjöberg", "Wallin", "Engström", "Eklund",
    "Håkansson", "Nyström", "Löfgren", "Söderberg", "Blomqvist", "Mårtensson", "Pålsson",
)
FI_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/fi.ts
    "Anneli", "Kaarina", "Hannele", "Marjatta", "Kristiina", "Maarit", "Tuulikki", "Annikki", "Sinikka", "Inkeri",
    "Riitta", "Päivi", "Tuula", "Orvokki", "Kyllikki", "Pirjo", "Ritva", "Tellervo", "Irmeli",
)
FI_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/fi.ts
    "Juhani", "Olavi", "Tapani", "Antero", "Tapio", "Kalevi", "Pekka", "Petteri", "Ilmari", "Sakari", "Jukka",
    "Petri", "Markku", "Kalervo", "Veikko", "Valtteri", "Seppo", "Erkki", "Ensio", "Eemeli", "Pentti", "Väinö",
)
FI_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/fi.ts
    "Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen",
    "Järvinen", "Lehtonen", "Lehtinen", "Saarinen", "Salminen", "Heinonen", "Kinnunen", "Turunen", "Laitinen",
    "Rantanen", "Tuominen", "Mattila", "Jokinen", "Savolainen", "Lahtinen", "Ojala", "Leppänen", "Leinonen",
    "Väisänen", "Pitkänen", "Miettinen", "Manninen", "Koivisto", "Hakala", "Hirvonen", "Räsänen", "Toivonen",
    "Mustonen", "Niemelä", "Moilanen", "Peltonen", "Seppälä", "Pulkkinen", "Hänninen", "Kettunen",
    "Lappalainen", "Koskela", "Partanen", "Kemppainen", "Ahola",
)
IS_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/is.ts
    "Guðrún", "Kristín", "Sigríður", "Margrét", "Sigrún", "Ingibjörg", "Jóhanna", "Katrín", "Elín", "Hildur",
    "Ragnheiður", "Ásta", "Guðbjörg", "Auður", "Steinunn", "Guðný", "Kolbrún", "Ólöf", "Bryndís", "Berglind",
    "Hrafnhildur", "Þórunn", "Þórdís",
)
IS_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/is.ts
    "Sigurður", "Guðmundur", "Ólafur", "Kristján", "Einar", "Magnús", "Stefán", "Jóhann", "Árni", "Bjarni",
    "Halldór", "Þorsteinn", "Guðjón", "Birgir", "Haukur", "Ásgeir", "Haraldur", "Kjartan", "Friðrik", "Þórður",
    "Hörður", "Eiríkur",
)
IS_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/is.ts (the man's form; the woman's -dóttir is made by FEMININE)
    "Jónsson", "Sigurðarson", "Guðmundarson", "Gunnarsson", "Ólafsson", "Einarsson", "Magnússon", "Kristjánsson",
    "Stefánsson", "Jóhannsson", "Árnason", "Bjarnason", "Helgason", "Halldórsson", "Pétursson", "Kristinsson",
    "Gíslason", "Ragnarsson", "Sveinsson", "Guðjónsson", "Þorsteinsson", "Pálsson", "Birgisson", "Hauksson",
    "Harðarson", "Davíðsson",
)

# ---------------------------------------------------------------------------------------------
# Central and Eastern Europe, the Baltic, Greece, Turkey.
CZ_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/cz.ts
    "Eliška", "Viktorie", "Natálie", "Amálie", "Tereza", "Adéla", "Rozálie", "Nela", "Karolína", "Barbora",
    "Anežka", "Kristýna", "Klára", "Štěpánka", "Markéta", "Alžběta", "Kateřina", "Leontýna",
)
CZ_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/cz.ts
    "Matyáš", "Matěj", "Vojtěch", "Tobiáš", "Štěpán", "Antonín", "Ondřej", "Mikuláš", "Šimon", "Jonáš", "Václav",
    "Tadeáš", "Kryštof", "Vilém", "Jáchym", "Jindřich", "Zdeněk", "Bartoloměj",
)
CZ_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/cz.ts (the man's form)
    "Novák", "Svoboda", "Novotný", "Dvořák", "Černý", "Procházka", "Kučera", "Konečný", "Horák", "Veselý",
    "Pokorný", "Sedláček", "Pospíšil", "Jelínek", "Fiala", "Musil", "Ševčík", "Němec", "Navrátil", "Kříž",
)
PL_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/pl.ts
    "Zofia", "Zuzanna", "Oliwia", "Antonina", "Michalina", "Marcelina", "Wiktoria", "Łucja", "Iga", "Rozalia",
    "Kornelia", "Róża", "Aniela", "Jagoda", "Jaśmina", "Weronika", "Apolonia", "Małgorzata", "Jadwiga",
)
PL_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/pl.ts
    "Nikodem", "Antoni", "Franciszek", "Ignacy", "Stanisław", "Mikołaj", "Wojciech", "Oliwier", "Tymon", "Miłosz",
    "Tymoteusz", "Piotr", "Hubert", "Tadeusz", "Cezary", "Ksawery", "Kazimierz", "Witold", "Grzegorz", "Łukasz",
)
PL_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/pl.ts (the man's form)
    "Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Zieliński", "Woźniak", "Szymański",
    "Dąbrowski", "Kozłowski", "Jankowski", "Kwiatkowski", "Wojciechowski", "Krawczyk", "Piotrowski",
    "Grabowski", "Zając", "Pawłowski", "Michalski", "Jabłoński", "Majewski", "Olszewski", "Jaworski",
    "Malinowski", "Adamczyk", "Górski", "Pawlak", "Nowicki", "Witkowski", "Walczak", "Michalak", "Ostrowski",
    "Szewczyk", "Tomaszewski", "Zalewski", "Wróblewski", "Pietrzak", "Jasiński", "Zawadzki", "Sokołowski",
    "Szczepański", "Sawicki", "Wysocki", "Kubiak",
)
LV_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/lv.ts
    "Inese", "Ilze", "Līga", "Dace", "Ieva", "Iveta", "Aija", "Ināra", "Baiba", "Vija", "Gunta", "Dzintra",
    "Zane", "Liene", "Madara", "Sarmīte", "Sanita", "Velta", "Biruta", "Māra", "Skaidrīte", "Daiga",
)
LV_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/lv.ts
    "Jānis", "Andris", "Juris", "Edgars", "Māris", "Mārtiņš", "Artūrs", "Aivars", "Kaspars", "Ivars", "Kristaps",
    "Kārlis", "Aigars", "Uldis", "Valdis", "Raimonds", "Guntis", "Normunds", "Gunārs", "Imants", "Dzintars",
    "Raivis", "Ģirts", "Viesturs", "Rūdolfs",
)
LV_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/lv.ts (the man's form)
    "Bērziņš", "Kalniņš", "Ozoliņš", "Jansons", "Ozols", "Liepiņš", "Krūmiņš", "Balodis", "Zariņš", "Eglītis",
    "Pētersons", "Kārkliņš", "Kļaviņš", "Vanags", "Vītols", "Siliņš", "Freimanis", "Andersons", "Lācis",
    "Briedis", "Cīrulis", "Krastiņš", "Āboliņš", "Grīnbergs", "Gulbis", "Rudzītis", "Jēkabsons", "Lapiņš",
    "Miķelsons", "Strazdiņš", "Dzenis", "Riekstiņš", "Auziņš", "Lazdiņš", "Baumanis",
)
RL_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/lv.ts (the names of Latvia's Russian-speakers)
    "Tatjana", "Jeļena", "Svetlana", "Olga", "Valentīna", "Irina", "Ludmila", "Gaļina", "Nataļja", "Nadežda",
    "Jekaterina", "Larisa", "Lidija", "Tamāra", "Oksana", "Raisa", "Zinaida", "Žanna", "Ļubova",
)
RL_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/lv.ts (the names of Latvia's Russian-speakers)
    "Sergejs", "Vladimirs", "Igors", "Jurijs", "Dmitrijs", "Aleksejs", "Nikolajs", "Oļegs", "Mihails",
    "Anatolijs", "Vitālijs", "Maksims", "Vadims", "Pāvels", "Artjoms", "Deniss", "Vjačeslavs", "Ņikita",
    "Jevgeņijs", "Leonīds", "Staņislavs", "Boriss",
)
RL_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/lv.ts (the man's form)
    "Ivanovs", "Vasiļjevs", "Petrovs", "Smirnovs", "Bogdanovs", "Mihailovs", "Fjodorovs", "Grigorjevs",
    "Kuzņecovs", "Semjonovs", "Stepanovs", "Pavlovs", "Andrejevs", "Jakovļevs", "Sokolovs", "Aleksejevs",
    "Volkovs", "Kuzmins", "Orlovs", "Jegorovs", "Kozlovs", "Solovjovs", "Nikolajevs", "Cvetkovs", "Morozovs",
    "Romanovs", "Ņikitins", "Logins", "Novikovs",
)
RU_WOMEN = (
    # full-name-generator, earlier file b965308: src/names/ru.ts (written in Cyrillic there, transliterated by hand)
    "Aleksandra", "Alina", "Alisa", "Anastasiya", "Angelina", "Valeriya", "Varvara", "Vasilisa", "Veronika",
    "Darya", "Yevgeniya", "Yekaterina", "Yelizaveta", "Zinaida", "Kseniya", "Lyubov", "Lyudmila", "Nadezhda",
    "Natalya", "Polina", "Svetlana", "Tatyana", "Yuliya",
)
RU_MEN = (
    # full-name-generator, earlier file b965308: src/names/ru.ts (written in Cyrillic there, transliterated by hand)
    "Aleksandr", "Aleksey", "Andrey", "Artyom", "Vadim", "Valery", "Vasily", "Vitaly", "Vladislav", "Vyacheslav",
    "Gennady", "Georgy", "Grigory", "Daniil", "Dmitry", "Yevgeny", "Kirill", "Matvey", "Mikhail", "Nikolay",
    "Pyotr", "Semyon", "Timofey", "Fyodor", "Yaroslav",
)
RU_SURNAMES = (
    # full-name-generator, earlier file 8f9c0a1: src/surnames/ru.ts (the man's form; written in Cyrillic there, transliterated by hand)
    "Alekseyev", "Andreyev", "Artemyev", "Baranov", "Belov", "Bogdanov", "Borisov", "Vasilyev", "Volkov",
    "Vorobyov", "Gerasimov", "Goncharov", "Denisov", "Yegorov", "Zhukov", "Zakharov", "Zaytsev", "Ignatyev",
    "Kirillov", "Klimov", "Kozlov", "Kuznetsov", "Makarov", "Matveyev", "Mikhaylov", "Nazarov", "Nikitin",
    "Nikolayev", "Nosov", "Novikov", "Orlov", "Sidorov", "Sokolov", "Solovyov", "Stepanov", "Titov", "Tikhonov",
    "Uvarov", "Fedotov", "Kharitonov", "Yudin",
)
GR_WOMEN = (
    # full-name-generator, earlier file 380ab81: src/names/gr.ts (written in Greek there, transliterated by hand)
    "Eleni", "Angeliki", "Despoina", "Katerina", "Foteini", "Evangelia", "Eirini", "Dafni", "Vasiliki", "Ioanna",
    "Melina", "Pinelopi", "Theodora", "Aliki", "Afroditi", "Konstantina", "Athina", "Evgenia", "Evdoxia",
)
GR_MEN = (
    # full-name-generator, earlier file 380ab81: src/names/gr.ts (written in Greek there, transliterated by hand)
    "Nikolaos", "Georgios", "Dimitrios", "Konstantinos", "Ioannis", "Christos", "Panagiotis", "Vasileios",
    "Stavros", "Leonidas", "Filippos", "Evangelos", "Sotiris", "Manolis", "Spyridon", "Stelios", "Charalampos",
    "Emmanouil", "Orestis", "Savvas",
)
GR_SURNAMES = (
    # full-name-generator, earlier file 380ab81: src/surnames/gr.ts (the man's form; written in Greek there, transliterated by hand)
    "Angelidis", "Adamopoulos", "Athanasiadis", "Alexiou", "Alexopoulos", "Anastasiou", "Anastasiadis",
    "Andreou", "Antoniadis", "Antonopoulos", "Apostolakis", "Vasilopoulos", "Georgiadis", "Georgiou",
    "Giannopoulos", "Daskalakis", "Dimitropoulos", "Diamantidis", "Eleftheriadis", "Zafeiriadis", "Zervas",
    "Theodosiou", "Ioannidis", "Kalogirou", "Karanikolas", "Konstantopoulos", "Lambrou", "Lagoudakis",
    "Lampridis", "Markopoulos", "Mitropoulos", "Moschopoulos", "Oikonomou", "Papanikolaou",
)
SI_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/si.ts
    "Mojca", "Mateja", "Nataša", "Andreja", "Jožica", "Urška", "Majda", "Špela", "Tjaša", "Darja", "Jožefa",
    "Anica", "Neža", "Zala", "Maša", "Zdenka", "Danica", "Marjeta", "Janja", "Frančiška", "Metka", "Ajda",
    "Cvetka", "Manca", "Nevenka",
)
SI_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/si.ts
    "Franc", "Janez", "Jože", "Tomaž", "Marjan", "Aleš", "Bojan", "Boštjan", "Matjaž", "Nejc", "Žiga", "Uroš",
    "Blaž", "Mitja", "Jaka", "Klemen", "Anže", "Alojz", "Primož", "Gašper", "Jernej", "Aljaž", "Tadej", "Tilen",
    "Srečko", "Matevž", "Lovro", "Andraž", "Sašo", "Iztok",
)
SI_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/si.ts
    "Novak", "Horvat", "Kovačič", "Krajnc", "Zupančič", "Potočnik", "Mlakar", "Vidmar", "Golob", "Kralj", "Božič",
    "Korošec", "Bizjak", "Zupan", "Kotnik", "Hribar", "Kavčič", "Rozman", "Kastelic", "Hočevar", "Kolar", "Petek",
    "Žagar", "Košir", "Klemenčič", "Zajc", "Knez", "Medved", "Zupanc", "Petrič", "Pirc", "Hrovat", "Kuhar",
    "Pavlič", "Erjavec", "Uršič", "Zorko", "Tomažič", "Rupnik", "Jereb", "Jerman", "Pušnik", "Dolenc", "Breznik",
    "Majcen", "Perko", "Močnik", "Lesjak", "Furlan",
)
TR_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/tr.ts
    "Fatma", "Emine", "Hatice", "Meryem", "Merve", "Zehra", "Özlem", "Büşra", "Yasemin", "Hülya", "Kübra", "Dilek",
    "Rabia", "Songül", "Aysel", "Sevim", "Tuğba", "Hacer", "Fadime", "Aynur", "Havva", "Ayşegül",
)
TR_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/tr.ts
    "Hüseyin", "Hasan", "Murat", "İbrahim", "İsmail", "Ömer", "Ramazan", "Osman", "Fatih", "Halil", "Süleyman",
    "Hakan", "Adem", "Kadir", "Furkan", "Mahmut", "Recep", "Yasin", "Enes", "Metin",
)
TR_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/tr.ts
    "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir", "Arslan", "Doğan", "Kılıç", "Çetin", "Kara", "Koç",
    "Şimşek", "Özkan", "Yavuz", "Çakır", "Özcan", "Acar", "Güneş", "Aktaş",
)

# ---------------------------------------------------------------------------------------------
# Israel, Saudi Arabia, East and South-East Asia.
IL_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/il.ts (written in Hebrew there, romanised by hand)
    "Yael", "Noa", "Michal", "Tamar", "Shira", "Adi", "Hila", "Talia", "Ayala", "Avigail", "Efrat", "Yehudit",
    "Maayan", "Shoshana", "Hodaya", "Shani", "Keren", "Anat", "Hadar", "Tehila", "Naama", "Hadas", "Tzipora",
    "Orit", "Merav", "Noga", "Ronit", "Liat",
)
IL_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/il.ts (written in Hebrew there, romanised by hand)
    "Yosef", "Moshe", "Avraham", "Yaakov", "Yitzhak", "Uri", "Haim", "Noam", "Itai", "Shmuel", "Yehonatan",
    "Ido", "Alon", "Amit", "Lior", "Yuval", "Asaf", "Itamar", "Tomer", "Idan", "Yoav", "Nadav", "Matan", "Shahar",
    "Elad", "Yaniv", "Ofir", "Harel",
)
IL_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/il.ts (written in Hebrew there, romanised by hand; Ben David hyphenated)
    "Mizrahi", "Peretz", "Biton", "Dahan", "Malka", "Azoulay", "Katz", "Amar", "Hadad", "Ohayon", "Gabay",
    "Ben-David", "Edri", "Shapira", "Levin", "Hazan", "Ohana", "Segal", "Ashkenazi",
)
SA_WOMEN = (
    # full-name-generator, earlier file 75033df: src/names/saudi.ts
    "Akilah", "Amira", "Asiya", "Fadila", "Faiza", "Farida", "Fariha", "Hanifa", "Jamila", "Khalida", "Lamya",
    "Lateefah", "Majidah", "Malika", "Nadira", "Nafisah", "Naima", "Raniyah", "Salima", "Shahira", "Tahira",
    "Zarifa", "Zayna",
)
SA_MEN = (
    # full-name-generator, earlier file 75033df: src/names/saudi.ts
    "Adnan", "Akram", "Atif", "Bahir", "Farid", "Hanif", "Husam", "Idris", "Imran", "Isam", "Jabir", "Khalid",
    "Labib", "Majid", "Mansur", "Masud", "Mubarak", "Naseer", "Nazih", "Salih", "Salim", "Tamir", "Wasim",
    "Yasir", "Ziyad",
)
SA_SURNAMES = (
    # full-name-generator, earlier file 75033df: src/surnames/saudi.ts
    "Abadi", "Abaza", "Badawi", "Baghdadi", "Bakir", "Dawoud", "Fadel", "Fayed", "Ghazawwi", "Hafeez", "Hamdi",
    "Harb", "Hilal", "Jaziri", "Kassab", "Maalouf", "Maamoun", "Qureshi", "Shaban", "Taleb", "Wahed", "Zaman",
    "Burhan", "Ismat",
)
ID_WOMEN = (
    # full-name-generator, earlier file 192a85b: src/names/id.ts
    "Siti", "Putri", "Rani", "Dewi", "Ayu", "Lestari", "Indah", "Wulan", "Fitri", "Ratna", "Intan", "Rizka",
    "Aisyah", "Laila", "Retno", "Andini",
)
ID_MEN = (
    # full-name-generator, earlier file 192a85b: src/names/id.ts
    "Agus", "Aditya", "Agung", "Asep", "Bambang", "Bagus", "Bimo", "Basuki", "Cahyo", "Dimas", "Eko", "Gatot",
    "Gede", "Gunawan", "Hendro", "Ilham", "Joko", "Lukman", "Nugroho", "Rizki", "Satria", "Sigit", "Susanto",
)
ID_SURNAMES = (
    # full-name-generator, earlier file 192a85b: src/surnames/id.ts
    "Sinaga", "Perangin-Angin", "Sembiring", "Tarigan", "Purba", "Damanik", "Ginting", "Karo-Karo", "Saragih",
    "Barus", "Manik", "Bangun", "Gurusinga", "Sitepu", "Sinuhaji", "Surbakti", "Assegaf", "Sinulingga", "Al-Attas",
    "Al-Aydrus", "Pinem", "Tanjung", "Al-Qadri",
)
KO_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/kr.ts (written in Hangul there, romanised by hand)
    "Seo-yeon", "Seo-yun", "Min-seo", "Seo-hyeon", "Ji-u", "Ha-eun", "Yun-seo", "Ha-yun", "Ji-yu", "Ye-eun",
    "Su-bin", "Eun-seo", "Ji-yun", "Chae-won", "Ye-won", "Ga-eun", "Da-eun", "Su-min", "Ye-jin", "Seo-yeong",
    "So-yul", "Ha-rin", "A-rin", "Na-eun",
)
KO_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/kr.ts (written in Hangul there, romanised by hand)
    "Seo-jun", "Ha-jun", "Do-yun", "Ye-jun", "Si-u", "Ji-ho", "Eun-u", "Ju-won", "Jun-seo", "Hyeon-u", "Ji-hun",
    "Su-ho", "Seon-u", "Yu-jun", "Do-hyeon", "Geon-u", "Yeon-u", "Si-yun", "Hyeon-jun", "Jun-hyeok", "Seo-jin",
    "Jeong-u", "Seung-hyeon",
)
KO_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/kr.ts (written in Hangul there, romanised by hand as most bearers write them)
    "Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Oh", "Seo", "Shin", "Kwon",
    "Hwang", "Ahn", "Song", "Jeon", "Hong", "Ko", "Moon", "Son", "Bae", "Baek", "Heo", "Nam", "Shim", "Noh", "Kwak",
)
TW_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/tw.ts (written in Chinese characters there, romanised by hand in Wade-Giles)
    "Shu-fen", "Shu-hui", "Mei-ling", "Li-hua", "Mei-hui", "Shu-chen", "Ya-ting", "Hsiu-ying", "Shu-chuan",
    "Hsiu-chin", "Yi-chun", "Ya-hui", "Hsiu-lan", "Mei-chu", "Li-chuan", "Ya-wen", "Ya-ling", "Yu-lan", "Hsin-yi",
    "Yi-ting", "Chia-jung",
)
TW_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/tw.ts (written in Chinese characters there, romanised by hand in Wade-Giles)
    "Chia-hao", "Chih-ming", "Chien-hung", "Chun-chieh", "Chun-hung", "Chih-hao", "Chih-wei", "Cheng-han",
    "Kuan-yu", "Chih-chiang", "Tsung-han", "Kuan-ting", "Wen-hsiung", "Cheng-en", "Ming-hui", "Po-han",
    "Yen-ting",
)
TW_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/tw.ts (written in Chinese characters there, romanised by hand in Wade-Giles)
    "Chen", "Lin", "Huang", "Chang", "Wang", "Wu", "Tsai", "Yang", "Hsu", "Cheng", "Hsieh", "Hung", "Kuo", "Chiu",
    "Tseng", "Liao", "Lai", "Chou", "Yeh", "Su", "Chuang", "Lu", "Chiang", "Hsiao", "Kao", "Pan", "Chien", "Chung",
    "Peng", "Chan", "Shih", "Shen",
)
JA_WOMEN = (
    # full-name-generator, earlier file 192a85b: src/names/jp.ts (written in kana there, romanised by hand)
    "Saori", "Aya", "Midori", "Miyuki", "Hitomi", "Yuki", "Kana", "Manami", "Saki", "Madoka", "Kaori", "Natsumi",
    "Sayaka", "Aoi", "Risa", "Nanami", "Hinata", "Miki", "Rei", "Yui", "Erika", "Yumi", "Chika", "Haruka",
    "Ayaka", "Kyōko", "Shiori", "Megumi", "Chihiro", "Minami",
)
JA_MEN = (
    # full-name-generator, earlier file 192a85b: src/names/jp.ts (written in kanji and kana there, romanised by hand)
    "Ichirō", "Taishi", "Shun", "Takeru", "Yamato", "Takeshi", "Hiroshi", "Kazuma", "Shōta", "Kazuya", "Shunsuke",
    "Yūto", "Masato", "Kazuto", "Kento", "Hayato", "Tomoki", "Kyōsuke", "Takuma", "Ryūji", "Shinji", "Satoru",
    "Hajime", "Daigo", "Kakeru", "Yūki",
)
JA_SURNAMES = (
    # full-name-generator, earlier file 192a85b: src/surnames/jp.ts (written in kanji there, romanised by hand with macrons)
    "Satō", "Itō", "Katō", "Saitō", "Gotō", "Kondō", "Endō", "Ōta", "Yamaguchi", "Nakajima", "Mori", "Abe",
    "Yamashita", "Ishii", "Hasegawa", "Fujii", "Miura", "Takeuchi", "Nakagawa", "Okamoto", "Kinoshita", "Aoki",
    "Sakamoto", "Murakami", "Fukuda",
)
VI_WOMEN = (
    # full-name-generator, earlier file 8f9c0a1: src/names/vn.ts
    "Ánh", "Bích", "Châu", "Cúc", "Diệp", "Diệu", "Dung", "Duyên", "Đào", "Hạnh", "Hằng", "Hiền", "Hoa", "Hoài",
    "Huệ", "Huyền", "Hương", "Kiều", "Loan", "Nga", "Ngân", "Nhi", "Nhung", "Oanh", "Quế", "Quyên", "Uyên", "Vân",
    "Yến",
)
VI_MEN = (
    # full-name-generator, earlier file 8f9c0a1: src/names/vn.ts
    "Bảo", "Bình", "Công", "Cường", "Dũng", "Duy", "Đạt", "Định", "Đông", "Đức", "Hải", "Hào", "Hậu", "Hiệp",
    "Hùng", "Khải", "Khang", "Kiên", "Kiệt", "Luân", "Mạnh", "Nhật", "Phong", "Sơn", "Tài", "Tân", "Thái",
)
VI_MIDDLE_WOMEN = (
    # full-name-generator, earlier file 8f9c0a1: src/names/vn.ts (given names a Vietnamese woman bears as a middle name)
    "Ngọc", "Thanh", "Kim", "Mai",
)
VI_MIDDLE_MEN = (
    # full-name-generator, earlier file 8f9c0a1: src/names/vn.ts (given names a Vietnamese man bears as a middle name)
    "Minh", "Quốc", "Quang", "Hoàng",
)
VI_SURNAMES = (
    # full-name-generator, earlier file 83ddd6c: src/surnames/vn.ts
    "Nguyễn", "Trần", "Lê", "Phạm", "Huỳnh", "Phan", "Vũ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô", "Dương", "Lý",
    "Trịnh", "Khương", "Phùng", "Lâm", "Triệu", "Tô", "Đinh", "Tăng", "Hứa", "Võ", "Đoàn", "Quách", "Lưu",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/gb.ts and src/names/nz.ts
    "Hope", "Summer", "Grace", "Ivy", "Hazel", "Willow", "Poppy", "Daisy", "Olive",
)
EN_WORD_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/us.ts, src/names/gb.ts and src/names/nz.ts
    "Frank", "Jack", "Mark", "Hunter", "River",
)
EN_WORD_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/us.ts and src/surnames/gb.ts
    "Baker", "Cook", "Long", "Price", "Green", "King", "Wood", "Bell", "Black", "White", "Gray", "Hill", "Young",
    "Brooks", "Ward", "Hall",
)
ES_WORD_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/es.ts and src/names/mx.ts
    "Luz", "Dolores", "Mercedes", "Pilar", "Soledad", "Esperanza", "Aurora", "Blanca",
)
ES_WORD_MEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/es.ts and src/names/mx.ts
    "Salvador", "Ángel", "Jesús", "Reyes", "Domingo",
)
ES_WORD_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/es.ts and src/surnames/mx.ts
    "Flores", "Torres", "Vega", "Campos", "Fuentes", "Soto", "Luna", "Cruz", "Molina", "Serrano", "Santos", "Lara",
    "León", "Prieto", "Rubio", "Blanco", "Moreno", "Bravo", "Calvo", "Crespo", "Pastor", "Herrero", "Rosas",
)
PT_WORD_WOMEN = (
    # full-name-generator 1.0.0 (1153b47): src/names/br.ts
    "Vitória", "Rosa", "Aparecida",
    # full-name-generator, earlier file 578e3dc: src/names/pt.ts
    "Clara",
)
PT_WORD_MEN = (
    # full-name-generator, earlier file 578e3dc: src/names/pt.ts
    "Salvador", "Vasco",
    # full-name-generator 1.0.0 (1153b47): src/names/it.ts
    "Franco",
)
PT_WORD_SURNAMES = (
    # full-name-generator 1.0.0 (1153b47): src/surnames/br.ts
    "Pereira", "Pinto", "Leite", "Campos", "Ramos", "Coelho", "Machado", "Silveira", "Moreira", "Nogueira", "Braga",
    # full-name-generator, earlier file 0fd86c4: src/surnames/pt.ts
    "Oliveira", "Costa", "Carvalho", "Lima", "Barroso", "Cabral",
)


ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "mexican_american": Origin(MA_WOMEN, MA_MEN, MA_SURNAMES, "middle"),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "irish": Origin(IE_WOMEN, IE_MEN, IE_SURNAMES, "single", IE_PARTICLED),
    "new_zealand": Origin(NZ_WOMEN, NZ_MEN, NZ_SURNAMES, "middle"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "argentine": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "two"),
    "rioplatense_italian": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "single"),
    "peruvian": Origin(PE_WOMEN, PE_MEN, PE_SURNAMES, "two"),
    "colombian": Origin(CO_WOMEN, CO_MEN, CO_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "german_brazilian": Origin(GB_BR_WOMEN, GB_BR_MEN, GB_BR_SURNAMES, "immigrant_br"),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "korean_brazilian": Origin(KB_WOMEN, KB_MEN, KB_SURNAMES, "immigrant_br"),
    "arab_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "immigrant_br"),
    "french": Origin(FR_WOMEN, FR_MEN, FR_SURNAMES, "single"),
    "belgian": Origin(BE_WOMEN, BE_MEN, BE_SURNAMES, "single"),
    "dutch": Origin(NL_WOMEN, NL_MEN, NL_SURNAMES, "single", NL_PARTICLED),
    "german": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single"),
    "danish": Origin(DK_WOMEN, DK_MEN, DK_SURNAMES, "single"),
    "norwegian": Origin(NO_WOMEN, NO_MEN, NO_SURNAMES, "single"),
    "swedish": Origin(SE_WOMEN, SE_MEN, SE_SURNAMES, "single"),
    "finnish": Origin(FI_WOMEN, FI_MEN, FI_SURNAMES, "single"),
    "icelandic": Origin(IS_WOMEN, IS_MEN, IS_SURNAMES, "slavic"),
    "czech": Origin(CZ_WOMEN, CZ_MEN, CZ_SURNAMES, "slavic"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "latvian": Origin(LV_WOMEN, LV_MEN, LV_SURNAMES, "slavic"),
    "russian_latvian": Origin(RL_WOMEN, RL_MEN, RL_SURNAMES, "slavic"),
    "russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "slavic"),
    "slovene": Origin(SI_WOMEN, SI_MEN, SI_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "israeli": Origin(IL_WOMEN, IL_MEN, IL_SURNAMES, "single"),
    "saudi": Origin(SA_WOMEN, SA_MEN, SA_SURNAMES, "arabic"),
    "indonesian": Origin(ID_WOMEN, ID_MEN, ID_SURNAMES, "single"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "taiwanese": Origin(TW_WOMEN, TW_MEN, TW_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
}

MIDDLES = {"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}

# A surname as a woman bears it (man's ending, woman's ending) for the origins whose surnames
# change with sex ("slavic": Icelandic, Czech, Polish, Latvian, Russian and Greek), the first
# ending that fits taken, so the longer and the rarer come first. A Polish surname in -ak, -ik,
# -yk or -ąc stays as it is.
FEMININE: tuple[tuple[str, str], ...] = (
    # Icelandic: -son, -dóttir
    ("son", "dóttir"),
    # Greek
    ("idis", "idou"), ("adis", "adou"), ("akis", "aki"), ("os", "ou"), ("as", "a"),
    # Latvian
    ("ņš", "ņa"), ("ovs", "ova"), ("evs", "eva"), ("ins", "ina"), ("ons", "one"), ("dis", "de"), ("tis", "te"),
    ("nis", "ne"), ("cis", "ce"), ("lis", "le"), ("bis", "be"), ("gs", "ga"), ("ls", "la"),
    # Polish
    ("ski", "ska"), ("cki", "cka"), ("zki", "zka"),
    # Russian
    ("ov", "ova"), ("ev", "eva"), ("in", "ina"),
    # Czech
    ("ák", "áková"), ("ček", "čková"), ("ek", "ková"), ("ec", "cová"), ("ka", "ková"), ("ík", "íková"),
    ("ý", "á"), ("a", "ová"), ("l", "lová"), ("ž", "žová"),
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
    "en": _weights({"english_american": 6, "mexican_american": 4, "mexican": 2, "british": 2.5, "irish": 2,
                    "new_zealand": 1.5, "korean": 1.5, "taiwanese": 1.5, "vietnamese": 1.5, "israeli": 1.5,
                    "colombian": 1.5}),
    "es": _weights({"spanish": 6, "mexican": 4, "argentine": 2.5, "colombian": 3, "peruvian": 2.5,
                    "rioplatense_italian": 2, "italian": 1.5, "french": 1.5, "german": 1.5, "taiwanese": 1.5}),
    "pt": _weights({"brazilian": 6, "japanese_brazilian": 2.5, "italian_brazilian": 2.5, "german_brazilian": 2.5,
                    "portuguese": 3, "korean_brazilian": 1.5, "arab_brazilian": 1.5, "argentine": 1.5, "spanish": 1.5}),
}

# Look-alikes: words that look like people and are not, by kind (each a {{kind}} hole). New here:
# theorems, paradoxes, ciphers, medical manoeuvres, political doctrines, constellations named after
# myth figures, parks and straits named after people.
TRAPS = {
    "en": {
        "company": ("Procter & Gamble", "Hewlett-Packard", "Ben & Jerry's", "Merrill Lynch", "Dell", "Boeing"),
        "shop": ("Trader Joe's", "Kohl's", "Selfridges", "Debenhams", "Dillard's", "Hamleys"),
        "street": ("Madison Avenue", "Lombard Street", "Washington Boulevard", "Wellington Road", "Baker Street", "Harrison Street"),
        "hospital": ("Addenbrooke's Hospital", "Guy's Hospital", "Sloan Kettering", "Rush University Medical Center", "Brigham and Women's Hospital", "Christie Hospital"),
        "school": ("Harvard University", "Yale University", "Cornell University", "Emory University", "Tulane University", "Purdue University"),
        "town": ("Houston", "Dallas", "Jackson", "Lincoln", "Madison", "Charlotte"),
        "pet": ("Bella", "Max", "Daisy", "Oscar", "Buster", "Molly"),
        "restaurant": ("McDonald's", "Arby's", "Chili's", "Hardee's", "Applebee's", "Ruth's Chris"),
        "hotel": ("The Ritz-Carlton", "Hotel Adlon", "Conrad Hotel", "Hyatt Regency", "Radisson Blu", "Hotel Raphael"),
        "team": ("Washington Nationals", "Charlotte Hornets", "Jackson Generals", "Lincoln Red Imps", "Hamilton Tiger-Cats", "Queens Park Rangers"),
        "theorem": ("Pythagorean theorem", "Bayes' theorem", "Fermat's Last Theorem", "Noether's theorem", "Pick's theorem", "Thales's theorem"),
        "paradox": ("Zeno's paradox", "Fermi paradox", "Simpson's paradox", "Russell's paradox", "Newcomb's paradox", "Braess's paradox"),
        "cipher": ("Caesar cipher", "Vigenère cipher", "Playfair cipher", "Vernam cipher", "Beaufort cipher", "Hill cipher"),
        "maneuver": ("Heimlich maneuver", "Valsalva maneuver", "Epley maneuver", "Sellick maneuver", "Kocher maneuver", "McRoberts maneuver"),
        "doctrine": ("Monroe Doctrine", "Truman Doctrine", "Drago Doctrine", "Estrada Doctrine", "Calvo Doctrine", "Brezhnev Doctrine"),
        "constellation": ("Andromeda", "Cassiopeia", "Orion", "Perseus", "Hercules", "Coma Berenices"),
        "park": ("Griffith Park", "Balboa Park", "Lincoln Park", "Forsyth Park", "Frick Park", "Jackie Robinson Park"),
        "strait": ("Strait of Magellan", "Drake Passage", "Bering Strait", "Cook Strait", "Bass Strait", "Torres Strait"),
    },
    "es": {
        "company": ("Bacardí", "Osborne", "Mahou", "Codorníu", "Grupo Carso", "Roca"),
        "shop": ("Falabella", "Sanborns", "Coppel", "Tous", "Farmacias Ahumada", "Manolo Blahnik"),
        "street": ("calle Serrano", "avenida Simón Bolívar", "calle Cervantes", "avenida Álvaro Obregón", "calle Colón", "calle Hernán Cortés"),
        "hospital": ("Hospital Ramón y Cajal", "Hospital Severo Ochoa", "Hospital Fernández", "Hospital Manuel Gea González", "Hospital Carlos Van Buren", "Hospital Pablo Tobón Uribe"),
        "school": ("Universidad Carlos III", "Universidad Miguel Hernández", "Universidad Pablo de Olavide", "Universidad Jorge Tadeo Lozano", "Universidad Andrés Bello", "Colegio San Ignacio"),
        "town": ("Sucre", "Morelos", "Ciudad Bolívar", "Villa Gesell", "Puerto Madryn", "San Fernando"),
        "pet": ("Lola", "Toby", "Canela", "Chispa", "Rocco", "Nala"),
        "restaurant": ("Casa Lucio", "Sobrino de Botín", "Bar Pepe", "Taberna Antonio Sánchez", "Casa Julián", "Restaurante Arzak"),
        "hotel": ("Hotel Miguel Ángel", "Hotel Don Pepe", "Hotel Casa Fuster", "Hotel Juan de Austria", "Hotel Alfonso I", "Gran Hotel Bolívar"),
        "team": ("Club Atlético Sarmiento", "Club Atlético Mitre", "Once Caldas", "Club Atlético Colón", "Club Atlético Güemes", "Club Atlético San Martín"),
        "theorem": ("teorema de Pitágoras", "teorema de Bayes", "último teorema de Fermat", "teorema de Noether", "teorema de Pick", "teorema de Tales"),
        "paradox": ("paradoja de Zenón", "paradoja de Fermi", "paradoja de Simpson", "paradoja de Russell", "paradoja de Newcomb", "paradoja de Braess"),
        "cipher": ("cifrado César", "cifrado de Vigenère", "cifrado Playfair", "cifrado de Vernam", "cifrado de Beaufort", "cifrado de Hill"),
        "maneuver": ("maniobra de Heimlich", "maniobra de Valsalva", "maniobra de Epley", "maniobra de Sellick", "maniobra de Kocher", "maniobra de McRoberts"),
        "doctrine": ("doctrina Monroe", "doctrina Estrada", "doctrina Drago", "doctrina Calvo", "doctrina Betancourt", "doctrina Truman"),
        "constellation": ("Andrómeda", "Casiopea", "Orión", "Perseo", "Hércules", "Cabellera de Berenice"),
        "park": ("Parque de María Luisa", "Parque Rodó", "Parque Lezama", "Parque Simón Bolívar", "Parque Juan Carlos I", "Parque Benito Juárez"),
        "strait": ("estrecho de Magallanes", "paso Drake", "estrecho de Bering", "estrecho de Cook", "estrecho de Torres", "estrecho de Le Maire"),
    },
    "pt": {
        "company": ("Odebrecht", "Andrade Gutierrez", "Queiroz Galvão", "Mendes Júnior", "Tramontina", "Camargo Corrêa"),
        "shop": ("C&A", "Óticas Diniz", "Drogaria Pacheco", "Livraria Leonardo da Vinci", "Empório Santa Maria", "Armarinhos Fernando"),
        "street": ("Avenida Brigadeiro Faria Lima", "Rua José Bonifácio", "Avenida Getúlio Vargas", "Rua Visconde de Pirajá", "Avenida Juscelino Kubitschek", "Rua Augusta"),
        "hospital": ("Hospital Miguel Couto", "Hospital Pedro Ernesto", "Hospital Getúlio Vargas", "Hospital Mário Covas", "Hospital Darcy Vargas", "Hospital Municipal Carmela Dutra"),
        "school": ("Universidade Presbiteriana Mackenzie", "Colégio Santo Agostinho", "Escola Estadual Fernão Dias Paes", "Colégio Estadual Rui Barbosa", "Escola Estadual Anita Garibaldi", "Colégio Marista Dom Silvério"),
        "town": ("Teófilo Otoni", "Presidente Prudente", "Marechal Deodoro", "Tiradentes", "Teresina", "Rui Barbosa"),
        "pet": ("Paçoca", "Bolinha", "Thor", "Luna", "Pingo", "Nina"),
        "restaurant": ("Bar Luiz", "Cantina Roperto", "Bar do Mané", "Restaurante Dona Lucinha", "Confeitaria Colombo", "Bar do Juarez"),
        "hotel": ("Hotel Dom Pedro", "Hotel Cesar Park", "Pousada Maria Bonita", "Pousada Dona Flor", "Hotel Marquês de Pombal", "Hotel Vila Galé"),
        "team": ("América Mineiro", "Rio Branco FC", "Floriano EC", "EC São Bento", "São José EC", "Tiradentes EC"),
        "theorem": ("teorema de Pitágoras", "teorema de Bayes", "último teorema de Fermat", "teorema de Noether", "teorema de Pick", "teorema de Tales"),
        "paradox": ("paradoxo de Zenão", "paradoxo de Fermi", "paradoxo de Simpson", "paradoxo de Russell", "paradoxo de Newcomb", "paradoxo de Braess"),
        "cipher": ("cifra de César", "cifra de Vigenère", "cifra de Playfair", "cifra de Vernam", "cifra de Beaufort", "cifra de Hill"),
        "maneuver": ("manobra de Heimlich", "manobra de Valsalva", "manobra de Epley", "manobra de Sellick", "manobra de Kocher", "manobra de McRoberts"),
        "doctrine": ("doutrina Monroe", "doutrina Truman", "doutrina Drago", "doutrina Calvo", "doutrina Estrada", "doutrina Brejnev"),
        "constellation": ("Andrômeda", "Cassiopeia", "Órion", "Perseu", "Hércules", "Cabeleira de Berenice"),
        "park": ("Parque Villa-Lobos", "Parque Lage", "Parque Burle Marx", "Parque Dom Pedro II", "Parque Chico Mendes", "Parque Guinle"),
        "strait": ("estreito de Magalhães", "passagem de Drake", "estreito de Bering", "estreito de Cook", "estreito de Torres", "estreito de Bass"),
    },
}


_EN = [
    # --- nobody in them: look-alikes only -------------------------------------------------------
    # a crontab listing
    "$ crontab -l\n# m h dom mon dow command\n15 2 * * * /opt/export/run.sh --client \"{{company}}\"\n0 6 * * 1 /opt/maps/refresh.sh --area \"{{park}}\"\n# paused until the {{hotel}} contract renews; the {{=rocky}} NAS migration is read-only",
    # a robots.txt file
    "# robots.txt for the {{shop}} outlet site\nUser-agent: *\nDisallow: /checkout/\nDisallow: /{{=cherry}}-pie-promo/\nDisallow: /stores/{{town}}/staff/\n# sitemap moved after the {{company}} merger\nSitemap: https://outlet.example.org/sitemap.xml",
    # a systemd unit file
    "[Unit]\nDescription=Ward display feed for {{hospital}}, {{=Liberty}} wing\nAfter=network-online.target\n\n[Service]\nExecStart=/usr/local/bin/wardfeed --site \"{{hospital}}\" --sponsor \"{{company}}\"\nRestart=on-failure",
    # an escape-room hint card
    "ROOM 3 — HINT CARD (do not open before 40:00)\nThe safe uses a {{cipher}}: shift every letter by the stars in {{constellation}}.\nStill stuck? Think of the {{paradox}}.\nAsk your {{=buddy}} to read the clue aloud.",
    # a planetarium programme
    "PLANETARIUM — this month\nFri 19:00 Legends of {{constellation}} (ages 8+)\nSat 20:30 Winter sky over {{park}}\nSchool bookings: {{school}} has the Tuesday slots\nEven {{=earnest}} stargazers need a ticket.",
    # a first-aid course syllabus
    "FIRST AID, LEVEL 2 — syllabus\nDay 1: choking and the {{maneuver}}\nDay 2: dizziness, the {{maneuver}} and when to call {{hospital}}\nVenue: community hall, {{town}}\nCertificates posted by {{company}}",
    # a maths-circle handout
    "MATHS CIRCLE — week {{n}}\n1. Prove the {{theorem}} with paper squares.\n2. Why does the {{paradox}} feel wrong?\n3. Bonus: the {{theorem}} on a clock face.\nSnacks: {{=clementine}} slices from {{shop}}; we meet at {{school}}",
    # a sailing itinerary
    "SAILING ITINERARY — 10 nights\nDay 3: through the {{strait}} at slack water\nDay 5: anchor off {{town}}, dinner at {{restaurant}}\nDay 7: rest day at {{=Prince}} Rupert\nDay 9: the {{strait}} again, weather permitting\nDisembark: {{hotel}} pier",
    # a history study guide
    "STUDY GUIDE — Unit 4\n• What did the {{doctrine}} claim?\n• Compare it with the {{doctrine}}.\n• Map work: mark the {{strait}}.\nReview session in the {{school}} library, {{day}}",
    # dog-park rules
    "{{park}} DOG AREA — RULES\n1. Leash until the inner gate.\n2. One treat per dog; {{pet}} is allergic to chicken.\n3. Waste bags at {{shop}} on the corner.\nA {{=kitty}} was seen near the fence: keep dogs close.",
    # a sports bar's screening list
    "ON THE BIG SCREEN — {{restaurant}}\nSat 12:30 {{team}} v {{team}}\nSat 17:30 {{team}} v {{team}}\nWings half price if the home side scores; sound on for the late game",
    # a holiday flat's house manual
    "HOUSE MANUAL — Flat 2B, {{street}}\nWi-Fi: flat2b / password on the fridge\nBins go out on {{day}}; the nearest grocer is {{shop}}\nMorning runs: {{park}} is five minutes away\nBest brunch: {{restaurant}} (book ahead)",
    # a hackathon challenge list
    "CHALLENGES — sponsored by {{company}}\nA. Break a {{cipher}} in under a minute\nB. Visualise the {{theorem}}\nC. Simulate the {{paradox}} for 10,000 drivers\nD. Guess the {{=major}} version bump from commit logs (joke track)\nPrizes from {{shop}}",
    # a road-closure notice
    "ROAD CLOSURE NOTICE\n{{street}} closed between the roundabout and {{park}} from {{date}}\nDiversion via the {{hospital}} access road (emergency vehicles only)\nBuses to {{town}} will not stop at the gate",
    # a CTF scoreboard's categories
    "CTF — CATEGORIES\ncrypto/100   a {{cipher}} on a postcard\ncrypto/300   {{cipher}} with a twist\nmisc/200     the {{paradox}} in a spreadsheet\nforensics/250  photo of {{constellation}}\nscoreboard sponsored by {{company}}",
    # a debate tournament's motions
    "MOTIONS — Round 3\nThis house would revive the {{doctrine}}.\nThis house believes the {{paradox}} is a policy problem.\nHost: {{school}}; {{=chance}} decides the draw, not the coaches.",
    # a triage wall chart
    "TRIAGE — WAITING AREA\nChoking adult: {{maneuver}} first, then call\nVertigo on turning the head: the nurse may try the {{maneuver}}\nTransfers go to {{hospital}}\nParking validated at {{shop}}",
    # a geography-bee sheet
    "GEOGRAPHY BEE — round 2\nQ1 Which lands does the {{strait}} separate?\nQ2 Who first charted the {{strait}}?\nQ3 When is {{constellation}} highest over {{town}}?\nTiebreak: where does the {{=Trinity}} River rise?",
    # SRT subtitles of a documentary
    "1\n00:00:01,000 --> 00:00:04,200\nDawn over the {{strait}}.\n\n2\n00:00:04,400 --> 00:00:08,000\nFishermen from {{town}} read the sky by {{constellation}}.\n\n3\n00:00:08,200 --> 00:00:11,500\nAshore, {{park}} is still asleep.",
    # a Postman collection
    "{\"info\":{\"name\":\"{{company}} booking API\",\"description\":\"support: {{email}}\"},\"item\":[{\"name\":\"List rooms at {{hotel}}\",\"request\":{\"method\":\"GET\",\"url\":\"https://api.example.org/hotels/42/rooms\"}}]}",
    # --- one person ---------------------------------------------------------------------------
    # an R DESCRIPTION file
    "Package: straittides\nTitle: Tide Tables for the {{strait}}\nVersion: 0.{{n}}.1\nAuthors@R: person(\"[[P1.first]]\", \"[[P1.sur]]\", email = \"[[P1.mail]]\", role = c(\"aut\", \"cre\"))\nLicense: MIT",
    # a LaTeX author block
    "\\title{On the {{theorem}} for lattices}\n\\author{[[P1.full]]\\thanks{Supported by {{company}}.}}\n\\affil{{{school}}}\n% ask [[P1.last]] before changing the abstract",
    # a courier's proof of delivery
    "PROOF OF DELIVERY — {{id}}\nDelivered to: [[P1.fl]], {{street}}\nLeft with: recipient (signed)\nSignature: [[P1.LAST]]\nTime: {{time}} · photo on file",
    # a booking confirmation with its confirm link
    "Your {{park}} picnic shelter is booked!\nName: [[P1.fl]]\nConfirm or cancel: https://bookings.example.org/confirm?name=[[P1.url]]&ref={{ref}}\nQuestions: {{email}}",
    # a Wallet pass
    "{\"formatVersion\":1,\"organizationName\":\"{{hotel}}\",\"description\":\"Room key\",\"generic\":{\"primaryFields\":[{\"key\":\"guest\",\"label\":\"GUEST\",\"value\":\"[[P1.FULL]]\"}],\"secondaryFields\":[{\"key\":\"room\",\"label\":\"ROOM\",\"value\":\"{{n}}\"}]}}",
    # a race bib pick-up card
    "BIB PICK-UP — {{park}} 10K\nBib 4{{n}}\n[[P1.LF]]\nWave B · start {{time}}\nT-shirt: M · sponsor: {{company}}",
    # a key register
    "KEY REGISTER — {{hotel}} plant room\nKey 12 (boiler) out at {{time}} to [[P1.init]]\nBack by 17:00; spare with {{company}} security",
    # an endorsement notification
    "[[P1.fl]] endorsed you for Crisis Management\n\"We worked together on the {{doctrine}} exhibit at {{school}}.\"\nSee all of [[P1.first]]'s endorsements",
    # a tutoring log
    "TUTORING LOG — session {{n}}\nStudent: [[P1.first]] (year 10)\nCovered: the {{theorem}}, then the {{paradox}} as a warm-down\nNext: {{day}} {{time}}, library at {{school}}",
    # a locksmith's job ticket
    "LOCKSMITH JOB {{id}}\nCustomer: [[P1.tt]] [[P1.last]]\nAddress: 14 {{street}}\nPhone: {{phone}}\nJob: front door, key snapped; paid by card",
    # an OCR'd business card
    "[[P1.FULL]]\nHead of Partnerships\n{{company}}\nT {{phone}}\nE [[P1.mail]]\n— scanned, please check the OCR —",
    # a crontab with its MAILTO
    "MAILTO=[[P1.mail]]\n# backups for {{company}}; ask [[P1.first]] before changing\n30 1 * * * /usr/bin/backup --target {{ref}}\n0 4 * * 0 /usr/bin/rotate-logs",
    # a lower-case IRC log
    "[21:04] <tidewatch> anyone know when the {{strait}} cam comes back?\n[21:05] <mod_kel> ask [[P1.first]], they rebooted it last time\n[21:05] <tidewatch> ok thx",
    # a lower-case Instagram comment
    "❤ 214 likes\nsunset_runs: {{pet}} and me at {{park}} 🌅\nview all 12 comments\nrunclub_hq: congrats on [[P1.first]]'s new pb!!",
    # --- two people ---------------------------------------------------------------------------
    # a forum quote block
    "> On {{date}}, [[P1.fl]] wrote:\n> Does the {{maneuver}} work on a dog?\n\nNot the same technique, [[P1.first]]. Ask the vet on {{street}}.\n-- [[P2.fl]], moderator",
    # a book of condolence
    "BOOK OF CONDOLENCE\nIn memory of [[P1.full]]\n\n\"A kind neighbour and the best gardener on {{street}}. Rest easy.\"\n— [[P2.fl]] and family",
    # an auction paddle list
    "AUCTION — PADDLE LIST (viewing at {{hotel}})\n101  [[P1.LF]]  absentee\n102  [[P2.LF]]  in room\nBuyer's premium 20 %; collection from {{street}}",
    # a shift-swap request
    "SHIFT SWAP REQUEST\nFrom: [[P1.fl]] (nights, {{hospital}})\nWith: [[P2.fl]] (days)\nDate: {{date}}\nReason: exam at {{school}}\nApproved: [[P1.first]] covers {{day}} instead",
    # a mailing-label merge
    "«labels.csv» → 2 labels\n[[P1.FULL]]\n12 {{street}}\n{{town}}\n\n[[P2.FULL]]\nc/o {{company}}\n{{town}}",
    # an escape-room leaderboard
    "LEADERBOARD — The {{cipher}} Room\n1. TEAM OWL — [[P1.FIRST]] & [[P2.FIRST]] — 38:12\n2. Team Fox — 41:50\n3. Team Lark — 44:03\nThe {{constellation}} room reopens {{day}}",
    # a meeting transcript (WebVTT)
    "WEBVTT\n\n00:00:03.100 --> 00:00:06.900\n<v [[P1.fl]]>Can everyone see the {{park}} slides?\n\n00:00:07.200 --> 00:00:09.400\n<v [[P2.fl]]>Yes, go ahead, [[P1.first]].",
    # scheduling-poll results
    "Poll: planning lunch at {{restaurant}}\n                 Mon  Tue  Wed\n[[P1.fl]]        ✓    ✓    ✗\n[[P2.fl]]        ✗    ✓    ✓\nBest: Tue (2 of 2)",
    # a swim meet heat sheet
    "HEAT 4 — 100 m freestyle (pool at {{park}})\nLane 3  [[P1.lf]]  1:08.40\nLane 4  [[P2.lf]]  1:06.95\nLane 5  (empty)",
    # a babysitting handover
    "BABYSITTING — notes for tonight\n[[P1.first]] is in bed by 8; no screens.\nIf anything comes up, call [[P2.first]] on {{phone}}\n[[P1.first]]'s inhaler is in the kitchen drawer; {{pet}} stays out of the bedroom.",
    # debate pairings
    "PAIRINGS — Round 3 ({{school}})\nProposition: [[P1.LAST]]\nOpposition: [[P2.LAST]]\nMotion: the {{doctrine}} should return\nRoom B12; chair from {{company}}",
    # a dance recital programme
    "DANCE RECITAL — {{school}} theatre\nI. Solo, \"Night over the {{strait}}\" — [[P1.full]]\nII. Duet, \"{{constellation}}\" — [[P1.first]] and [[P2.full]]\nInterval: lemonade by {{shop}}",
    # a book-club rota
    "BOOK CLUB ROTA\n{{date}}  host: [[P1.first]]; snacks: [[P2.first]]\nBook: the one about the {{paradox}}\nVenue: back room of {{restaurant}}",
    # a lower-case IRC log
    "[09:12] <[[P1.first]]> morning, is the {{hotel}} build green?\n[09:13] <[[P2.first]]> red, the {{cipher}} test again\n[09:13] <[[P1.first]]> on it",
    # a lower-case Instagram thread
    "♡ 87 likes\n[[P1.first]]: who took this?? {{park}} looks unreal\n[[P2.first]]: me lol, {{constellation}} was right above us\n[[P1.first]]: teach me",
    # a spelling-bee final
    "SPELLING BEE — final\n[[P1.fl]] (grade 6) v [[P2.fl]] (grade 7)\nWinning word: \"{{=marigold}}\"\nHosted by {{school}}",
    # --- three people -------------------------------------------------------------------------
    # a relay card
    "RELAY CARD — 4 × 50 m medley, {{team}}\nBack: [[P1.SUR]]\nBreast: [[P2.LAST]]\nFly: [[P3.LAST]]\nFree: (reserve)",
    # a hackathon team sign-up
    "TEAM SIGN-UP — hackathon at {{school}}\nTeam name: Null Island\nMembers: [[P1.fl]]; [[P2.fl]]; [[P3.fl]]\nContact: [[P1.mail]]\nTrack: {{cipher}} challenge",
    # escape-room times by team captain
    "ESCAPE TIMES — week {{n}}\n1. [[P1.first]]'s team — 36:40\n2. [[P2.first]]'s team — 39:05\n3. [[P3.first]]'s team — 47:22\nNew room: the {{paradox}} lab",
    # an on-call handover
    "ON-CALL HANDOVER — {{company}} infra\nOutgoing: [[P1.fl]]\nIncoming: [[P2.fl]]\nEscalation: [[P3.dr]] [[P3.last]], {{phone}}\nOpen: certificate renewal for the {{hotel}} portal",
    # a LaTeX author block with three authors
    "\\author{[[P1.full]] \\and [[P2.full]] \\and [[P3.full]]}\n\\title{A note on the {{paradox}}}\n% camera-ready for {{school}}",
    # an R DESCRIPTION file with three authors
    "Authors@R: c(\n    person(\"[[P1.first]]\", \"[[P1.sur]]\", role = c(\"aut\", \"cre\")),\n    person(\"[[P2.first]]\", \"[[P2.sur]]\", role = \"aut\"),\n    person(\"[[P3.first]]\", \"[[P3.sur]]\", role = \"ctb\"))\nDescription: Simulates the {{paradox}} on road networks.",
    # a spelling-bee bracket
    "SPELLING BEE — semi-finals\n[[P1.fl]] v [[P2.fl]]\nThe winner meets [[P3.fl]] in the final\nPronouncer: {{school}} staff; word list from {{company}}",
    # a lower-case Instagram thread
    "♡ 341 likes\n[[P1.first]]: the {{strait}} at 6am 😮\n[[P2.first]]: wait is that [[P3.first]] in the kayak\n[[P3.first]]: guilty",
    # a page of a condolence book
    "CONDOLENCES — page 2\n\"Thinking of you all.\" — [[P1.fl]] & [[P2.fl]]\n\"He taught half of {{town}} to swim.\" — [[P3.fl]]\nFlowers via {{shop}}",
    # a group tutoring roster
    "GROUP TUTORING — the {{theorem}}\nTutor: [[P1.t]] [[P1.last]]\nStudents: [[P2.first]] and [[P3.first]]\nRoom 4, {{school}}; bring squared paper",
]

_ES = [
    # --- nadie: solo look-alikes ------------------------------------------------------------------
    # un listado de crontab
    "$ crontab -l\n# m h dom mon dow orden\n15 2 * * * /opt/export/run.sh --cliente \"{{company}}\"\n0 6 * * 1 /opt/mapas/refresh.sh --zona \"{{park}}\"\n# en pausa hasta que renueve el {{hotel}}; la foto del {{=narciso}} del jardín sigue en el NAS",
    # un robots.txt
    "# robots.txt de la tienda online de {{shop}}\nUser-agent: *\nDisallow: /pago/\nDisallow: /promo-{{=bienvenida}}/\nDisallow: /tiendas/{{town}}/personal/\n# el mapa del sitio cambió tras la fusión con {{company}}\nSitemap: https://outlet.example.org/sitemap.xml",
    # un fichero de unidad de systemd
    "[Unit]\nDescription=Pantalla de información del {{hospital}}, ala de la {{=Anunciación}}\nAfter=network-online.target\n\n[Service]\nExecStart=/usr/local/bin/pantalla --sede \"{{hospital}}\" --patrocinio \"{{company}}\"\nRestart=on-failure",
    # la tarjeta de pistas de una sala de escape
    "SALA 3 — TARJETA DE PISTAS (no abrir antes del minuto 40)\nLa caja fuerte usa un {{cipher}}: desplaza cada letra tantas posiciones como estrellas tiene {{constellation}}.\n¿Sigues atascado? Piénsalo con la {{paradox}}.\nUna pista {{=digna}} de un detective.",
    # la programación de un planetario
    "PLANETARIO — este mes\nVie 19:00 Leyendas de {{constellation}} (mayores de 8 años)\nSáb 20:30 El cielo de invierno sobre el {{park}}\nGrupos escolares: la {{school}} tiene los martes\nEl día de la {{=Purificación}} no hay sesión.",
    # el temario de un curso de primeros auxilios
    "PRIMEROS AUXILIOS, NIVEL 2 — temario\nDía 1: atragantamiento y la {{maneuver}}\nDía 2: mareos, la {{maneuver}} y cuándo llamar al {{hospital}}\nLugar: centro cívico de {{town}}\nCertificados enviados por {{company}}",
    # la hoja de un club de matemáticas
    "CLUB DE MATEMÁTICAS — semana {{n}}\n1. Demuestra el {{theorem}} con cuadrados de papel.\n2. ¿Por qué la {{paradox}} parece falsa?\n3. Extra: el {{theorem}} en la esfera de un reloj.\nEmpezamos a las 17:00 junto al huerto {{=urbano}}; merienda de {{shop}}, en la {{school}}",
    # un itinerario de navegación
    "ITINERARIO DE NAVEGACIÓN — 10 noches\nDía 3: cruce del {{strait}} con la marea parada\nDía 5: fondeo frente a {{town}}, cena en {{restaurant}}\nDía 7: descanso, fiesta de la {{=Visitación}} en el puerto\nDía 9: otra vez el {{strait}}, si el tiempo lo permite\nDesembarco: muelle del {{hotel}}",
    # una guía de estudio de historia
    "GUÍA DE ESTUDIO — Unidad 4\n• ¿Qué sostenía la {{doctrine}}?\n• Compárala con la {{doctrine}}.\n• Mapa: señala el {{strait}}.\nRepaso en la biblioteca de la {{school}}, el {{day}}",
    # las normas de un parque para perros
    "ZONA CANINA DEL {{park}} — NORMAS\n1. Correa hasta la segunda puerta.\n2. Un premio por perro; {{pet}} es alérgica al pollo.\n3. Bolsas en {{shop}}, en la esquina.\nUn gato de aspecto {{=cándido}} ronda la valla: vigilad a los perros.",
    # la programación de un bar deportivo
    "EN LA PANTALLA GRANDE — {{restaurant}}\nSáb 12:30 {{team}} – {{team}}\nSáb 17:30 {{team}} – {{team}}\nAlitas a mitad de precio si marca el local; el último partido, con sonido",
    # el manual de un piso turístico
    "MANUAL DE LA CASA — piso 2.º B, {{street}}\nWi-Fi: piso2b / contraseña en la nevera\nLa basura se saca el {{day}}; la tienda más cercana es {{shop}}\nPara correr: el {{park}} está a cinco minutos\nEl mejor desayuno: {{restaurant}} (reservad)",
    # la lista de retos de un hackatón
    "RETOS — patrocina {{company}}\nA. Romper un {{cipher}} en menos de un minuto\nB. Visualizar el {{theorem}} en un gráfico\nC. Simular la {{paradox}} con 10 000 conductores\nD. Predecir la {{=ventura}} de un commit (reto de broma)\nPremios de {{shop}}",
    # un aviso de corte de calle
    "AVISO DE CORTE DE CALLE\n{{street}} cortada entre la rotonda y el {{park}} desde el {{date}}\nDesvío por el acceso del {{hospital}} (solo emergencias)\nLos autobuses a {{town}} no pararán en la puerta",
    # las categorías de un CTF
    "CTF — CATEGORÍAS\ncrypto/100   un {{cipher}} en una postal\ncrypto/300   {{cipher}} con truco\nmisc/200     la {{paradox}} en una hoja de cálculo\nforense/250  foto de {{constellation}}\nmarcador patrocinado por {{company}}",
    # las mociones de un torneo de debate
    "MOCIONES — Ronda 3\nEsta cámara resucitaría la {{doctrine}}.\nEsta cámara cree que la {{paradox}} es un problema político.\nSede: {{school}}; la {{=constancia}} gana torneos, no los entrenadores.",
    # un cartel de triaje
    "TRIAJE — SALA DE ESPERA\nAdulto atragantado: primero la {{maneuver}}, luego llamar\nVértigo al girar la cabeza: la enfermera puede probar la {{maneuver}}\nLos traslados van al {{hospital}}\nAparcamiento validado en {{shop}}",
    # una hoja de concurso de geografía
    "CONCURSO DE GEOGRAFÍA — ronda 2\nP1 ¿Qué tierras separa el {{strait}}?\nP2 ¿Quién cartografió primero el {{strait}}?\nP3 ¿Cuándo está más alta {{constellation}} sobre {{town}}?\nDesempate: ¿dónde empieza la nieve {{=perpetua}}?",
    # subtítulos SRT de un documental
    "1\n00:00:01,000 --> 00:00:04,200\nAmanece sobre el {{strait}}.\n\n2\n00:00:04,400 --> 00:00:08,000\nLos pescadores de {{town}} leen el cielo por {{constellation}}.\n\n3\n00:00:08,200 --> 00:00:11,500\nEn tierra, el {{park}} aún duerme.",
    # una colección de Postman
    "{\"info\":{\"name\":\"API de reservas de {{company}}\",\"description\":\"soporte técnico: {{email}}\"},\"item\":[{\"name\":\"Habitaciones del {{hotel}}\",\"request\":{\"method\":\"GET\",\"url\":\"https://api.example.org/hoteles/42/habitaciones\"}}]}",
    # --- una persona --------------------------------------------------------------------------
    # un fichero DESCRIPTION de R
    "Package: mareas\nTitle: Tablas de mareas del {{strait}} (versión pública)\nVersion: 0.{{n}}.1\nAuthors@R: person(\"[[P1.first]]\", \"[[P1.sur]]\", email = \"[[P1.mail]]\", role = c(\"aut\", \"cre\"))\nLicense: MIT",
    # el bloque de autoría de un artículo en LaTeX
    "\\title{Sobre el {{theorem}} en retículos}\n\\author{[[P1.full]]\\thanks{Financiado por {{company}}.}}\n\\affil{{{school}}}\n% consultad con [[P1.last]] antes de tocar el resumen; versión 3",
    # una prueba de entrega de mensajería
    "PRUEBA DE ENTREGA — {{id}}\nEntregado a: [[P1.fl]], {{street}}\nRecibió: el destinatario (firmado)\nFirma: [[P1.LAST]]\nHora: {{time}} · foto en el expediente",
    # una confirmación de reserva con su enlace
    "¡Tu merendero del {{park}} está reservado!\nNombre y apellidos: [[P1.fl]]\nConfirmar o anular: https://reservas.example.org/confirmar?nombre=[[P1.url]]&ref={{ref}}\nDudas: {{email}}",
    # un pase de Wallet
    "{\"formatVersion\":1,\"organizationName\":\"{{hotel}}\",\"description\":\"Llave de habitación\",\"generic\":{\"primaryFields\":[{\"key\":\"huesped\",\"label\":\"HUÉSPED\",\"value\":\"[[P1.FULL]]\"}],\"secondaryFields\":[{\"key\":\"hab\",\"label\":\"HABITACIÓN\",\"value\":\"{{n}}\"}]}}",
    # la tarjeta de recogida de un dorsal
    "RECOGIDA DE DORSAL — 10K del {{park}}\nDorsal 4{{n}}\n[[P1.LF]]\nCajón B · salida {{time}}\nCamiseta: M · patrocinio: {{company}}",
    # un registro de llaves
    "REGISTRO DE LLAVES — sala de máquinas del {{hotel}}\nLlave 12 (caldera) entregada a las {{time}} a [[P1.init]]\nDevolver antes de las 17:00; copia en seguridad de {{company}}",
    # una notificación de validación de aptitudes
    "[[P1.fl]] ha validado tu aptitud «Gestión de crisis»\n«Trabajamos juntos en la exposición sobre la {{doctrine}} en la {{school}}.»\nVer todas las validaciones de [[P1.first]]",
    # el registro de una clase particular
    "REGISTRO DE CLASES — sesión {{n}}\nAlumn[[P1.o]]: [[P1.first]] (4.º de la ESO)\nVisto: el {{theorem}} y, para terminar, la {{paradox}}\nPróxima: {{day}} a las {{time}}, biblioteca de la {{school}}",
    # el parte de un cerrajero
    "CERRAJERÍA — PARTE {{id}}\nCliente: [[P1.tt]] [[P1.last]]\nDirección: {{street}}, 14\nTeléfono: {{phone}}\nTrabajo: puerta principal, llave partida; pagado con tarjeta",
    # una tarjeta de visita pasada por OCR
    "[[P1.FULL]]\nDirección de Alianzas\n{{company}}\nT {{phone}}\nE [[P1.mail]]\n— escaneada, revisad el OCR —",
    # un crontab con su MAILTO
    "MAILTO=[[P1.mail]]\n# copias de seguridad de {{company}}; consultad con [[P1.first]] antes de tocar nada aquí\n30 1 * * * /usr/bin/backup --destino {{ref}}\n0 4 * * 0 /usr/bin/rotar-logs",
    # un log de IRC, en minúsculas
    "[21:04] <marea> ¿alguien sabe cuándo vuelve la cámara del {{strait}}?\n[21:05] <mod_kel> pregúntale a [[P1.first]], la reinició la última vez\n[21:05] <marea> ok gracias",
    # un comentario de Instagram, en minúsculas
    "❤ 214 me gusta\ncorre_al_atardecer: {{pet}} y yo en el {{park}} 🌅\nver los 12 comentarios\nclub_running: ¡¡enhorabuena a [[P1.first]] por su nueva marca, qué máquina!!",
    # --- dos personas -------------------------------------------------------------------------
    # una cita en un foro
    "> El {{date}}, [[P1.fl]] escribió:\n> ¿La {{maneuver}} sirve para un perro?\n\nNo es la misma técnica, [[P1.first]]. Pregunta al veterinario de la {{street}}.\n-- [[P2.fl]], moderación",
    # un libro de condolencias
    "LIBRO DE CONDOLENCIAS\nEn memoria de [[P1.full]]\n\n«Una vecina amable y la mejor jardinera que conocí en la {{street}}. Descansa.»\n— [[P2.fl]] y familia",
    # la lista de paletas de una subasta
    "SUBASTA — LISTA DE PALETAS (exposición en el {{hotel}})\n101  [[P1.LF]]  puja por escrito\n102  [[P2.LF]]  en sala\nComisión del comprador: 20 %; recogida en la {{street}}",
    # una solicitud de cambio de turno
    "SOLICITUD DE CAMBIO DE TURNO\nDe: [[P1.fl]] (noches, {{hospital}})\nCon: [[P2.fl]] (mañanas)\nFecha: {{date}}\nMotivo: examen en la {{school}}\nAprobado: [[P1.first]] cubre el {{day}}",
    # una combinación de etiquetas de correo
    "«etiquetas.csv» → 2 etiquetas\n[[P1.FULL]]\n{{street}}, 12\n{{town}}\n\n[[P2.FULL]]\nA la atención de {{company}}\n{{town}}",
    # la clasificación de una sala de escape
    "CLASIFICACIÓN — Sala del {{cipher}}\n1. EQUIPO BÚHO — [[P1.FIRST]] y [[P2.FIRST]] — 38:12\n2. Equipo Zorro — 41:50\n3. Equipo Alondra — 44:03\nLa sala de {{constellation}} reabre el {{day}}",
    # la transcripción de una reunión (WebVTT)
    "WEBVTT\n\n00:00:03.100 --> 00:00:06.900\n<v [[P1.fl]]>¿Todos veis las diapositivas del {{park}}?\n\n00:00:07.200 --> 00:00:09.400\n<v [[P2.fl]]>Sí, adelante, [[P1.first]].",
    # los resultados de una encuesta de fechas
    "Encuesta: comida de planificación en {{restaurant}}\n                 Lun  Mar  Mié\n[[P1.fl]]        ✓    ✓    ✗\n[[P2.fl]]        ✗    ✓    ✓\nMejor opción: martes (2 de 2)",
    # la hoja de una serie de natación
    "SERIE 4 — 100 m libres (piscina del {{park}})\nCalle 3  [[P1.lf]]  1:08.40\nCalle 4  [[P2.lf]]  1:06.95\nCalle 5  (vacía)",
    # las notas para la canguro
    "CANGURO — notas para esta noche\n[[P1.first]] se acuesta a las 8; nada de pantallas.\nSi pasa algo, llama a [[P2.first]] al {{phone}}\nEl inhalador de [[P1.first]] está en el cajón de la cocina; {{pet}} no entra en el dormitorio.",
    # los emparejamientos de un torneo de debate
    "EMPAREJAMIENTOS — Ronda 3 ({{school}})\nA favor: [[P1.LAST]]\nEn contra: [[P2.LAST]]\nMoción: que vuelva la {{doctrine}}\nAula B12; presidencia a cargo de {{company}}",
    # el programa de un festival de danza
    "FESTIVAL DE DANZA — teatro de la {{school}}\nI. Solo, «Noche sobre el {{strait}}» — [[P1.full]]\nII. Dúo, «{{constellation}}» — [[P1.first]] y [[P2.full]]\nDescanso: limonada de {{shop}}",
    # el turno de un club de lectura
    "CLUB DE LECTURA — TURNOS\n{{date}}  anfitriona: [[P1.first]]; aperitivo: [[P2.first]]\nLibro: el de la {{paradox}} (sí, otra vez)\nLugar: el reservado de {{restaurant}}",
    # un log de IRC, en minúsculas
    "[09:12] <[[P1.first]]> buenas, ¿la build del {{hotel}} está en verde?\n[09:13] <[[P2.first]]> en rojo, otra vez el test del {{cipher}}\n[09:13] <[[P1.first]]> me pongo",
    # un hilo de Instagram, en minúsculas
    "♡ 87 me gusta\n[[P1.first]]: ¿¿quién hizo esta foto?? el {{park}} está increíble\n[[P2.first]]: yo jaja, {{constellation}} estaba justo encima\n[[P1.first]]: enséñame",
    # la final de un concurso de deletreo
    "CONCURSO DE DELETREO — final\n[[P1.fl]] (6.º) contra [[P2.fl]] (1.º de la ESO)\nPalabra ganadora: «{{=inocencia}}»\nOrganiza: {{school}}",
    # --- tres personas ------------------------------------------------------------------------
    # la ficha de un relevo
    "FICHA DE RELEVO — 4 × 50 m estilos, {{team}}\nEspalda: [[P1.SUR]]\nBraza: [[P2.LAST]]\nMariposa: [[P3.LAST]]\nLibre: (reserva, se decide en la cámara de llamadas)",
    # la inscripción de un equipo en un hackatón
    "INSCRIPCIÓN DE EQUIPO — hackatón en la {{school}}\nNombre del equipo: Isla Nula\nMiembros: [[P1.fl]]; [[P2.fl]]; [[P3.fl]]\nContacto: [[P1.mail]]\nReto: {{cipher}}",
    # los tiempos de una sala de escape por capitán
    "TIEMPOS DE LA SEMANA {{n}}\n1. Equipo de [[P1.first]] — 36:40\n2. Equipo de [[P2.first]] — 39:05\n3. Equipo de [[P3.first]] — 47:22\nNueva sala: el laboratorio de la {{paradox}}, ¡ánimo!",
    # un relevo de guardia
    "RELEVO DE GUARDIA — sistemas de {{company}}\nSaliente: [[P1.fl]]\nEntrante: [[P2.fl]]\nEscalado: [[P3.dr]] [[P3.last]], {{phone}}\nPendiente: renovar el certificado del portal del {{hotel}} (caduca el día 30)",
    # un bloque de autoría en LaTeX con tres autores
    "\\author{[[P1.full]] \\and [[P2.full]] \\and [[P3.full]]}\n\\title{Una nota sobre la {{paradox}}}\n% versión definitiva para la {{school}}",
    # un fichero DESCRIPTION de R con tres autores
    "Authors@R: c(\n    person(\"[[P1.first]]\", \"[[P1.sur]]\", role = c(\"aut\", \"cre\")),\n    person(\"[[P2.first]]\", \"[[P2.sur]]\", role = \"aut\"),\n    person(\"[[P3.first]]\", \"[[P3.sur]]\", role = \"ctb\"))\nDescription: Simula la {{paradox}} en redes de carreteras (versión en español).",
    # el cuadro de un concurso de deletreo
    "CONCURSO DE DELETREO — semifinales\n[[P1.fl]] contra [[P2.fl]]\nQuien gane se enfrentará a [[P3.fl]] en la final\nLectura de palabras: profesorado de la {{school}}; lista de {{company}}",
    # un hilo de Instagram, en minúsculas
    "♡ 341 me gusta\n[[P1.first]]: el {{strait}} a las 6 de la mañana 😮\n[[P2.first]]: un momento, ¿esa del kayak es [[P3.first]]?\n[[P3.first]]: culpable",
    # una página de un libro de condolencias
    "CONDOLENCIAS — página 2\n«Os tenemos muy presentes.» — [[P1.fl]] y [[P2.fl]]\n«Enseñó a nadar a medio {{town}}.» — [[P3.fl]]\nFlores a través de {{shop}}",
    # la lista de una clase en grupo
    "CLASE EN GRUPO — el {{theorem}}\nDocente: [[P1.t]] [[P1.last]]\nAlumnos: [[P2.first]]; [[P3.first]]\nAula 4, {{school}}; traed papel cuadriculado y lápiz",
]

_PT = [
    # --- ninguém: só look-alikes --------------------------------------------------------------------
    # uma listagem de crontab
    "$ crontab -l\n# m h dom mês dsem comando\n15 2 * * * /opt/export/run.sh --cliente \"{{company}}\"\n0 6 * * 1 /opt/mapas/refresh.sh --area \"{{park}}\"\n# pausado até o {{hotel}} renovar; o alarme do NAS dá um {{=pio}} a cada hora",
    # um robots.txt
    "# robots.txt da loja virtual da {{shop}}\nUser-agent: *\nDisallow: /pagamento/\nDisallow: /promo-agua-{{=benta}}/\nDisallow: /lojas/{{town}}/equipe/\n# o mapa do site mudou depois da fusão com a {{company}}\nSitemap: https://outlet.example.org/sitemap.xml",
    # um arquivo de unidade do systemd
    "[Unit]\nDescription=Painel da enfermaria do {{hospital}}, ala da {{=Anunciação}}\nAfter=network-online.target\n\n[Service]\nExecStart=/usr/local/bin/painel --unidade \"{{hospital}}\" --patrocínio \"{{company}}\"\nRestart=on-failure",
    # o cartão de dicas de uma sala de fuga
    "SALA 3 — CARTÃO DE DICAS (não abrir antes dos 40 minutos)\nO cofre usa uma {{cipher}}: desloque cada letra pelo número de estrelas de {{constellation}}.\nAinda travado? Pense no {{paradox}}.\nUma pista {{=digna}} de detetive.",
    # a programação de um planetário
    "PLANETÁRIO — este mês\nSex 19:00 Lendas de {{constellation}} (a partir de 8 anos)\nSáb 20:30 O céu de inverno sobre o {{park}}\nEscolas: o {{school}} ficou com as terças\nNo dia da {{=Purificação}} não há sessão.",
    # o programa de um curso de primeiros socorros
    "PRIMEIROS SOCORROS, NÍVEL 2 — programa\nDia 1: engasgo e a {{maneuver}}\nDia 2: tontura, a {{maneuver}} e quando chamar o {{hospital}}\nLocal: salão comunitário de {{town}}\nCertificados enviados pela {{company}}",
    # a folha de um clube de matemática
    "CLUBE DE MATEMÁTICA — semana {{n}}\n1. Prove o {{theorem}} com quadrados de papel.\n2. Por que o {{paradox}} parece errado?\n3. Extra: o {{theorem}} no mostrador de um relógio.\nLanche da {{shop}} em divisão {{=justa}}; encontro no {{school}}",
    # um roteiro de velejada
    "ROTEIRO DE VELEJADA — 10 noites\nDia 3: travessia do {{strait}} na estofa da maré\nDia 5: fundeio em frente a {{town}}, jantar no {{restaurant}}\nDia 7: descanso, festa da {{=Visitação}} no porto\nDia 9: de novo o {{strait}}, se o tempo deixar\nDesembarque: píer do {{hotel}}",
    # um guia de estudo de história
    "GUIA DE ESTUDO — Unidade 4\n• O que defendia a {{doctrine}}?\n• Compare com a {{doctrine}}.\n• Mapa: marque o {{strait}}.\nRevisão na biblioteca do {{school}}, na {{day}}",
    # as regras de um cachorródromo
    "CACHORRÓDROMO DO {{park}} — REGRAS\n1. Guia até o segundo portão.\n2. Um petisco por cão; {{pet}} tem alergia a frango.\n3. Saquinhos na {{shop}}, na esquina.\nUma gata de ar {{=cândido}} ronda a cerca: segurem os cães.",
    # a programação de um bar esportivo
    "NO TELÃO — {{restaurant}}\nSáb 12:30 {{team}} x {{team}}\nSáb 17:30 {{team}} x {{team}}\nPorção de asinhas pela metade se o time da casa marcar; o último jogo com som",
    # o manual de um apartamento de temporada
    "MANUAL DA CASA — apto. 2B, {{street}}\nWi-Fi: apto2b / senha na geladeira\nO lixo sai na {{day}}; o mercado mais perto é a {{shop}}\nPara correr: o {{park}} fica a cinco minutos\nMelhor café da manhã: {{restaurant}} (reserve)",
    # a lista de desafios de uma hackathon
    "DESAFIOS — patrocínio {{company}}\nA. Quebrar uma {{cipher}} em menos de um minuto\nB. Visualizar o {{theorem}}\nC. Simular o {{paradox}} com 10 000 motoristas\nD. Prever a {{=ventura}} de um commit (desafio de brincadeira)\nPrêmios da {{shop}}",
    # um aviso de interdição de rua
    "AVISO DE INTERDIÇÃO\n{{street}} interditada entre a rotatória e o {{park}} a partir de {{date}}\nDesvio pelo acesso do {{hospital}} (só emergências)\nOs ônibus para {{town}} não vão parar no portão",
    # as categorias de um CTF
    "CTF — CATEGORIAS\ncrypto/100   uma {{cipher}} num cartão-postal\ncrypto/300   {{cipher}} com pegadinha\nmisc/200     o {{paradox}} numa planilha\nforense/250  foto de {{constellation}}\nplacar patrocinado pela {{company}} (versão pública)",
    # as moções de um torneio de debate
    "MOÇÕES — Rodada 3\nEsta casa reviveria a {{doctrine}}.\nEsta casa acredita que o {{paradox}} é um problema político.\nSede: {{school}}; o tema extra é o planejamento {{=urbano}}, dizem os técnicos.",
    # um cartaz de triagem
    "TRIAGEM — SALA DE ESPERA\nAdulto engasgado: primeiro a {{maneuver}}, depois ligue\nVertigem ao virar a cabeça: a enfermagem pode tentar a {{maneuver}}\nTransferências vão para o {{hospital}}\nEstacionamento validado na {{shop}}",
    # a folha de um concurso de geografia
    "CONCURSO DE GEOGRAFIA — rodada 2\nP1 Que terras o {{strait}} separa?\nP2 Quem mapeou primeiro o {{strait}}?\nP3 Em que mês {{constellation}} fica mais alta sobre {{town}}?\nDesempate: onde floresce o {{=narciso}} selvagem?",
    # legendas SRT de um documentário
    "1\n00:00:01,000 --> 00:00:04,200\nAmanhece sobre o {{strait}}.\n\n2\n00:00:04,400 --> 00:00:08,000\nOs pescadores de {{town}} leem o céu por {{constellation}}.\n\n3\n00:00:08,200 --> 00:00:11,500\nEm terra, o {{park}} ainda dorme.",
    # uma coleção do Postman
    "{\"info\":{\"name\":\"API de reservas da {{company}}\",\"description\":\"suporte técnico: {{email}}\"},\"item\":[{\"name\":\"Quartos do {{hotel}}\",\"request\":{\"method\":\"GET\",\"url\":\"https://api.example.org/hoteis/42/quartos\"}}]}",
    # --- uma pessoa ---------------------------------------------------------------------------
    # um arquivo DESCRIPTION do R
    "Package: mares\nTitle: Tábuas de marés do {{strait}}\nVersion: 0.{{n}}.1\nAuthors@R: person(\"[[P1.first]]\", \"[[P1.sur]]\", email = \"[[P1.mail]]\", role = c(\"aut\", \"cre\"))\nLicense: MIT",
    # o bloco de autoria de um artigo em LaTeX
    "\\title{Sobre o {{theorem}} em reticulados}\n\\author{[[P1.full]]\\thanks{Financiado pela {{company}}.}}\n\\affil{{{school}}}\n% falar com [[P1.last]] antes de mexer no resumo; versão 3",
    # um comprovante de entrega
    "COMPROVANTE DE ENTREGA — {{id}}\nEntregue a: [[P1.fl]], {{street}}\nRecebido por: o destinatário (assinado)\nAssinatura: [[P1.LAST]]\nHorário: {{time}} · foto no registro",
    # uma confirmação de reserva com o link
    "Seu quiosque no {{park}} está reservado!\nNome completo: [[P1.fl]]\nConfirmar ou cancelar: https://reservas.example.org/confirmar?nome=[[P1.url]]&ref={{ref}}\nDúvidas: {{email}}",
    # um passe da Wallet
    "{\"formatVersion\":1,\"organizationName\":\"{{hotel}}\",\"description\":\"Chave do quarto\",\"generic\":{\"primaryFields\":[{\"key\":\"hospede\",\"label\":\"HÓSPEDE\",\"value\":\"[[P1.FULL]]\"}],\"secondaryFields\":[{\"key\":\"quarto\",\"label\":\"QUARTO\",\"value\":\"{{n}}\"}]}}",
    # o cartão de retirada de um número de peito
    "RETIRADA DE KIT — 10K do {{park}}\nNúmero de peito 4{{n}}\n[[P1.LF]]\nPelotão B · largada {{time}}\nCamiseta: M · patrocínio: {{company}}",
    # um registro de chaves
    "REGISTRO DE CHAVES — casa de máquinas do {{hotel}}\nChave 12 (caldeira) entregue às {{time}} a [[P1.init]]\nDevolver até as 17:00; cópia com a segurança da {{company}}",
    # uma notificação de recomendação de competência
    "[[P1.fl]] recomendou você em «Gestão de crises»\n«Trabalhamos juntos na exposição sobre a {{doctrine}} no {{school}}.»\nVer todas as recomendações d[[P1.o]] [[P1.first]]",
    # o registro de uma aula particular
    "REGISTRO DE AULAS — sessão {{n}}\nAlun[[P1.o]]: [[P1.first]] (9.º ano)\nVisto: o {{theorem}} e, para fechar, o {{paradox}}\nPróxima: {{day}} às {{time}}, biblioteca do {{school}}",
    # a ordem de serviço de um chaveiro
    "CHAVEIRO — ORDEM DE SERVIÇO {{id}}\nCliente: [[P1.tt]] [[P1.last]]\nEndereço: {{street}}, 14\nTelefone: {{phone}}\nServiço: porta da frente, chave quebrada; pago no cartão",
    # um cartão de visita passado por OCR
    "[[P1.FULL]]\nDiretoria de Parcerias Estratégicas\n{{company}}\nT {{phone}}\nE [[P1.mail]]\n— escaneado, confira o OCR —",
    # um crontab com o MAILTO
    "MAILTO=[[P1.mail]]\n# backups da {{company}}; fale com [[P1.first]] antes de mexer aqui, é sério\n30 1 * * * /usr/bin/backup --destino {{ref}}\n0 4 * * 0 /usr/bin/rotacionar-logs",
    # um log de IRC, em minúsculas
    "[21:04] <mare> alguém sabe quando a câmera do {{strait}} volta?\n[21:05] <mod_kel> pergunta pr[[P1.o]] [[P1.first]], que reiniciou da última vez\n[21:05] <mare> ok valeu",
    # um comentário no Instagram, em minúsculas
    "❤ 214 curtidas\ncorre_no_por_do_sol: {{pet}} e eu no {{park}} 🌅\nver os 12 comentários\nclube_corrida: parabéns pelo novo recorde, [[P1.first]]!!",
    # --- duas pessoas -------------------------------------------------------------------------
    # uma citação num fórum
    "> Em {{date}}, [[P1.fl]] escreveu:\n> A {{maneuver}} funciona num cachorro?\n\nNão é a mesma técnica, [[P1.first]]. Pergunte ao veterinário da {{street}}.\n-- [[P2.fl]], moderação",
    # um livro de condolências
    "LIVRO DE CONDOLÊNCIAS\nEm memória de [[P1.full]]\n\n«Uma vizinha gentil e a melhor jardineira da {{street}}. Descanse.»\n— [[P2.fl]] e família",
    # a lista de raquetes de um leilão
    "LEILÃO — LISTA DE RAQUETES (exposição no {{hotel}})\n101  [[P1.LF]]  lance por escrito\n102  [[P2.LF]]  no salão\nComissão do comprador: 20 %; retirada na {{street}}",
    # um pedido de troca de plantão
    "PEDIDO DE TROCA DE PLANTÃO\nDe: [[P1.fl]] (noturno, {{hospital}})\nCom: [[P2.fl]] (diurno)\nData: {{date}}\nMotivo: prova no {{school}}\nAprovado: [[P1.first]] cobre a {{day}}",
    # uma mala direta de etiquetas
    "«etiquetas.csv» → 2 etiquetas\n[[P1.FULL]]\n{{street}}, 12\n{{town}}\n\n[[P2.FULL]]\nA/C: {{company}} (endereço comercial)\n{{town}}",
    # o ranking de uma sala de fuga
    "RANKING — Sala da {{cipher}}\n1. EQUIPE CORUJA — [[P1.FIRST]] e [[P2.FIRST]] — 38:12\n2. Equipe Raposa — 41:50\n3. Equipe Cotovia — 44:03\nA sala de {{constellation}} reabre na {{day}}, às 14h",
    # a transcrição de uma reunião (WebVTT)
    "WEBVTT\n\n00:00:03.100 --> 00:00:06.900\n<v [[P1.fl]]>Todo mundo está vendo os slides do {{park}}?\n\n00:00:07.200 --> 00:00:09.400\n<v [[P2.fl]]>Sim, pode seguir, [[P1.first]].",
    # o resultado de uma enquete de datas
    "Enquete: almoço de planejamento no {{restaurant}}\n                 Seg  Ter  Qua\n[[P1.fl]]        ✓    ✓    ✗\n[[P2.fl]]        ✗    ✓    ✓\nMelhor opção: terça (2 de 2)",
    # a súmula de uma bateria de natação
    "BATERIA 4 — 100 m livre (piscina do {{park}})\nRaia 3  [[P1.lf]]  1:08.40\nRaia 4  [[P2.lf]]  1:06.95\nRaia 5  (vazia; atleta não compareceu)",
    # o recado para a babá
    "BABÁ — recado para hoje à noite\n[[P1.first]] dorme às 8; nada de telas.\nSe acontecer algo, ligue para [[P2.first]] no {{phone}}\nA bombinha d[[P1.o]] [[P1.first]] está na gaveta da cozinha; {{pet}} não entra no quarto.",
    # os confrontos de um torneio de debate
    "CONFRONTOS — Rodada 3 ({{school}})\nGoverno: [[P1.LAST]]\nOposição: [[P2.LAST]]\nMoção: que a {{doctrine}} volte\nSala B12; mesa a cargo da {{company}}",
    # o programa de uma mostra de dança
    "MOSTRA DE DANÇA — teatro do {{school}}\nI. Solo, «Noite sobre o {{strait}}» — [[P1.full]]\nII. Dueto, «{{constellation}}» — [[P1.first]] e [[P2.full]]\nIntervalo: limonada da {{shop}}",
    # a escala de um clube do livro
    "CLUBE DO LIVRO — ESCALA\n{{date}}  anfitriã: [[P1.first]]; lanche: [[P2.first]]\nLivro: aquele do {{paradox}}\nLocal: a salinha do {{restaurant}}",
    # um log de IRC, em minúsculas
    "[09:12] <[[P1.first]]> bom dia, a build do {{hotel}} está verde?\n[09:13] <[[P2.first]]> vermelha, de novo o teste da {{cipher}}\n[09:13] <[[P1.first]]> já vou",
    # uma conversa no Instagram, em minúsculas
    "♡ 87 curtidas\n[[P1.first]]: quem tirou essa?? o {{park}} tá surreal\n[[P2.first]]: eu kkk, {{constellation}} tava bem em cima da gente\n[[P1.first]]: me ensina",
    # a final de um concurso de soletração
    "SOLETRANDO — final\n[[P1.fl]] (6.º ano) contra [[P2.fl]] (7.º ano)\nPalavra vencedora: «{{=inocência}}»\nOrganização: {{school}}",
    # --- três pessoas -------------------------------------------------------------------------
    # a ficha de um revezamento
    "FICHA DE REVEZAMENTO — 4 × 50 m medley, {{team}}\nCostas: [[P1.SUR]]\nPeito: [[P2.LAST]]\nBorboleta: [[P3.LAST]]\nLivre: (reserva, definir na câmara de chamada)",
    # a inscrição de uma equipe numa hackathon
    "INSCRIÇÃO DE EQUIPE — hackathon no {{school}}\nNome da equipe: Ilha Nula\nIntegrantes: [[P1.fl]]; [[P2.fl]]; [[P3.fl]]\nContato: [[P1.mail]]\nDesafio: {{cipher}}",
    # os tempos de uma sala de fuga por capitão
    "TEMPOS DA SEMANA {{n}}\n1. Equipe d[[P1.o]] [[P1.first]] — 36:40\n2. Equipe d[[P2.o]] [[P2.first]] — 39:05\n3. Equipe d[[P3.o]] [[P3.first]] — 47:22\nSala nova: o laboratório do {{paradox}}",
    # uma passagem de plantão
    "PASSAGEM DE PLANTÃO — infraestrutura da {{company}}\nSai: [[P1.fl]]\nEntra: [[P2.fl]]\nEscalonamento: [[P3.dr]] [[P3.last]], {{phone}}\nPendente: renovar o certificado do portal do {{hotel}}",
    # um bloco de autoria em LaTeX com três autores
    "\\author{[[P1.full]] \\and [[P2.full]] \\and [[P3.full]]}\n\\title{Uma nota sobre o {{paradox}}}\n% versão final para o {{school}}",
    # um arquivo DESCRIPTION do R com três autores
    "Authors@R: c(\n    person(\"[[P1.first]]\", \"[[P1.sur]]\", role = c(\"aut\", \"cre\")),\n    person(\"[[P2.first]]\", \"[[P2.sur]]\", role = \"aut\"),\n    person(\"[[P3.first]]\", \"[[P3.sur]]\", role = \"ctb\"))\nDescription: Simula o {{paradox}} em malhas viárias (versão em português).",
    # a chave de um concurso de soletração
    "SOLETRANDO — semifinais\n[[P1.fl]] contra [[P2.fl]]\nQuem vencer enfrenta [[P3.fl]] na final (próxima sexta)\nLeitura das palavras: professores do {{school}}; lista da {{company}}",
    # uma conversa no Instagram, em minúsculas
    "♡ 341 curtidas\n[[P1.first]]: o {{strait}} às 6 da manhã 😮\n[[P2.first]]: pera, aquela no caiaque é [[P3.first]]?\n[[P3.first]]: culpada",
    # uma página de um livro de condolências
    "CONDOLÊNCIAS — página 2\n«Estamos com vocês.» — [[P1.fl]] e [[P2.fl]]\n«Ensinou metade de {{town}} a nadar.» — [[P3.fl]]\nFlores pela {{shop}}",
    # a lista de uma aula em grupo
    "AULA EM GRUPO — o {{theorem}}\nProfessor(a): [[P1.t]] [[P1.last]]\nAlunos: [[P2.first]]; [[P3.first]]\nSala 4, {{school}}; tragam papel quadriculado e lápis",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED35 = NameSet(
    name="sealed35",
    message=Sealed35Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(520) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 91 90000-", 4)},
    team_mail={
        "en": ("bookings", "support", "helpdesk", "events"),
        "es": ("reservas", "soporte", "ayuda", "eventos"),
        "pt": ("reservas", "suporte", "ajuda", "eventos"),
    },
    middles=MIDDLES,
)
_feminine = SEALED35.feminine


def generate_sealed35(per_template: int = 4, seed: int = SEED) -> list[Sealed35Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED35, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED35)
