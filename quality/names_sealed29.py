"""The sealed29 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of thirty-two kinds (firms named after founders, shops, streets
and avenues, hospitals, schools and universities, stadiums, prizes, brands, storms and hurricanes,
ships, software, voice assistants and bank bots, sports teams, songs and films, cartoon and book
characters, towns, saints' days and feasts, diseases, laws and theorems, hotels, pets, buildings,
foundations, stations, airports, restaurants, and, new here, fruit and grape varieties, typefaces,
dog breeds, units of measure, bands and dishes named after people) and of literal words that are
given names (virtues, flowers, gems, months of light, brands, a bill and a currency), filled by
quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as text a support agent is handed that neither sealed27 nor sealed28 used:
Discord and Telegram exports, Google Forms and Typeform CSV exports and prefilled links, Shopify,
WooCommerce and Nuvemshop order JSON, SQL INSERT statements and psql query results, Python
tracebacks and debug dumps, JavaScript console output, protobuf text format, TOML and INI configs,
git commit trailers (Reviewed-by, Co-authored-by, Signed-off-by), meeting minutes and condominium
minutes, Zoom and Meet auto-captions (WEBVTT), LinkedIn-style profiles, CVs, property listings,
wedding invitations, parish bulletins, school parents' groups, match reports, hospital discharge
summaries, lab reports, pharmacy labels ("SURNAME/GIVEN"), notary deeds and cartório records,
DGT, Detran and US traffic tickets, Correos, Correios and USPS tracking, Mercado Libre and Mercado
Livre questions, Glovo, iFood and DoorDash chats, Airbnb messages, ride receipts, bank statements
with Zelle, Bizum, SEPA, Pix and TED lines, PDF text with broken line wraps and hyphenation, OCR
noise, markdown with links, HTML tables, emoji-heavy chat, SMS in lower case without accents and
dictated voice memos in capitals; names beside amounts, @mentions, quotes, pipes, brackets and
emojis, in lists joined by ";", "&", "and", "y", "e" and ",".

Names of forty origins, picked by hand (never imported at run time, never a dependency) from
packages no other set reads:
- PyPI mx-datagenerator 0.4.6.2 (MIT): mx_datagen/data_source/names.json, its "Surnames" (the
  surnames of Spain's residents, of every origin they have: Spanish, Catalan, Basque and Galician,
  Portuguese, Brazilian, Italian, German, Romanian, Bulgarian, Moroccan, Senegalese and Malian,
  Pakistani and Bangladeshi, Chinese, Korean and Vietnamese), "Common Surnames" (Mexico's, among
  them Andean, Caribbean, Central American, Colombian, Chilean, Japanese-, Lebanese- and
  Italian-Mexican families), "Mayan Surnames", "Nahuatl Surnames", "Yaqui Surnames", "Female Names",
  "Male Names" and the compound "Common female names" and "Common male names";
- PyPI dame-sexo 0.0.4 (MIT): dame_sexo/female.txt and male.txt (ninety-five thousand given names
  by sex, of every origin; accents, diacritics and inner capitals put back by hand: Thaís, Siobhán,
  Hương, DeShawn), and some Akan, Yoruba and Igbo names it holds that are borne as surnames;
- PyPI testdata 7.3.1 (MIT): testdata/data/__init__.py (US surnames written in lower case, with
  their apostrophes and capitals put back by hand: O'Brien, McGrath; British and Arabic hyphenated
  given names: Lily-Mae, Abdul-Aziz; French compound ones: Jean-Paul, Rose-Marie; Russian given
  names in Cyrillic, transliterated by hand);
- PyPI finnish-name-generator 0.2.1 (MIT): finnish_name_generator/__init__.py (Finnish names);
- PyPI hu-names 1.0.0 (MIT): hu_names.py (Hungarian given names and surnames, written family name
  first as Hungary writes them);
- PyPI indiannamegenerator 4.0.0 (MIT): IndianNameGenerator/Names.py (Marathi, Bengali and Gujarati
  given names; Punjabi given names put together from its first parts and endings: Gurpreet);
- PyPI worldnames 0.0.8 (MIT): worldnames/worldnames.json (Yoruba names borne as surnames).
Compound given names (María del Carmen, João Pedro, Andrés Felipe), particled surnames (de la
Fuente, dos Anjos, dela Cruz, O'Connor, McGrath), hyphenated names (Marja-Leena, Kis-Benedek,
Abdul-Rahman) and family-first names (Chinese, Korean, Vietnamese, Japanese, Hungarian) were put
together by hand from the words the packages hold. No whole name of a real person is kept: given
names and surnames are drawn apart.

Each table lists its names under the package (and the file) that hold them. Contact data is fake:
phones in the (503) 555-01xx, +34 600 000 xxx and +55 41 90000-xxxx ranges, mail at example.com,
example.org and example.net, order, case and ticket numbers made up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 84_127

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed29Message(TemplateMessage):
    """A message of the sealed29 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "dela", "delos", "van", "der", "den", "von"})

# ---------------------------------------------------------------------------------------------
# English-American, African-American, Irish, British.
US_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Brittany", "Courtney", "Heather", "Kaylee", "Madison", "Brooke", "Savannah", "Kelsey", "Mackenzie",
    "Shelby", "Whitney", "Allison", "Peyton", "Haley",
)
US_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Tanner", "Cody", "Garrett", "Colton", "Bryce", "Dustin", "Travis", "Wyatt", "Chandler", "Brody",
    "Logan", "Dalton", "Trent", "Clayton",
)
US_SURNAMES = (
    # testdata 7.3.1: testdata/data/__init__.py, _last_names (capitals put back)
    "Henderson", "Patterson", "Crawford", "Whitaker", "Pennington", "Blankenship", "Hutchinson", "Cunningham",
    "Livingston", "Montgomery", "Thornton", "Donaldson", "Schroeder", "Gallegos", "Sweeney", "Underwood",
)
AA_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Latoya", "Shaniqua", "Keisha", "Lakisha", "Tameka", "Ebony", "Imani", "Latrice", "Shanice", "Tanisha",
    "Rashida", "Precious", "Odessa", "Earnestine",
)
AA_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (capitals inside put back: DeShawn, DaShawn, JaMarcus)
    "Tyrone", "DeShawn", "Jamal", "Darnell", "Marquis", "Terrell", "Jaleel", "Kareem", "Trevon", "DaShawn",
    "Jermaine", "Demetrius", "Cornelius", "JaMarcus", "Lamont",
)
AA_SURNAMES = (
    # testdata 7.3.1: testdata/data/__init__.py, _last_names
    "Washington", "Jefferson", "Banks", "Freeman", "Robinson", "Coleman", "Simmons", "Jenkins", "Gaines",
    "Dorsey", "Mosley", "Singleton", "Pittman", "Strickland", "Holloway",
)
GA_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (fadas put back: Siobhán, Róisín)
    "Siobhán", "Aoife", "Niamh", "Saoirse", "Caoimhe", "Róisín", "Sinéad", "Orla", "Clodagh", "Aisling",
    "Gráinne", "Eimear",
)
GA_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (fadas put back: Ciarán, Pádraig, Oisín)
    "Ciarán", "Pádraig", "Eoin", "Cormac", "Oisín", "Donal", "Fionn", "Cathal", "Colm", "Darragh", "Tadhg",
    "Ruairí",
)
GA_SURNAMES = (
    # testdata 7.3.1: testdata/data/__init__.py, _last_names
    "Murphy", "Sullivan", "Walsh", "Doyle", "Brennan", "Flynn", "Quinn", "Duffy", "Mahoney", "Dougherty",
    "Hogan", "Moran", "Reilly", "Kerr",
)
GA_PARTICLED = (
    # testdata 7.3.1: testdata/data/__init__.py, _last_names (written "obrien", "mcgrath": the apostrophe and
    # the capital after Mc and Mac put back by hand)
    "O'Brien", "O'Connor", "O'Neill", "O'Donnell", "O'Connell", "O'Neal", "McCarthy", "McLaughlin", "McGrath",
    "McMahon", "McGuire", "McBride", "MacDonald", "McIntyre",
)
GB_WOMEN = (
    # testdata 7.3.1: testdata/data/__init__.py, _first_names_female (hyphenated given names)
    "Lily-Mae", "Ruby-Leigh", "Ellie-Mae", "Evie-Rose", "Amelia-Grace", "Poppy-Jo", "Daisy-Mae", "Millie-Rose",
    "Freya-Louise", "Sienna-Rose", "Isla-Mae", "Lacey-Jane",
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Imogen", "Harriet", "Phoebe", "Jemima", "Tamsin",
)
GB_MEN = (
    # testdata 7.3.1: testdata/data/__init__.py, _first_names_male (hyphenated given names)
    "Alfie-James", "Billy-Joe", "Harley-Jay", "Archie-Lee", "Bobby-Jack", "Charlie-George", "Tommy-Lee",
    "Freddie-Jay", "Callum-James", "Harry-George", "Riley-Joe", "Kenzie-Lee",
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Rhys", "Alfie", "Hamish", "Rupert", "Ollie",
)
GB_SURNAMES = (
    # testdata 7.3.1: testdata/data/__init__.py, _last_names
    "Hughes", "Turner", "Cooper", "Harper", "Chapman", "Hopkins", "Lambert", "Atkinson", "Wilkinson", "Pearson",
    "Fletcher", "Sutton", "Ingram", "Barton",
)

# ---------------------------------------------------------------------------------------------
# Spain and Spanish America.
ES_WOMEN = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Female Names" and "Common female names"
    "Almudena", "Macarena", "Inmaculada", "Covadonga", "Lucía", "Marta", "Elena", "María del Carmen",
    "María de los Ángeles", "María José", "Ana Belén", "Begoña", "Encarnación",
)
ES_MEN = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Male Names" and "Common male names"
    "José Luis", "Juan Carlos", "Francisco Javier", "Miguel Ángel", "José Antonio", "Álvaro", "Íñigo",
    "Gonzalo", "Borja", "Rodrigo", "Sergio", "Alfonso",
)
ES_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (accents put back)
    "Fernández", "Jiménez", "Navarro", "Serrano", "Molina", "Iglesias", "Pascual", "Vidal", "Gallego", "Sanz",
    "Ortega", "Medina", "Herrero", "Cabrera", "Gil",
)
ES_PARTICLED = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" ("De la fuente": the particles
    # written in lower case, the name in capitals, by hand)
    "de la Fuente", "del Río", "de la Torre", "de las Heras", "de los Santos", "del Pozo", "de la Peña",
    "del Valle", "de los Reyes", "de la Vega", "del Olmo",
)
CBG_WOMEN = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Female Names"
    "Montserrat", "Núria", "Mireia", "Roser", "Meritxell", "Ainhoa", "Nerea", "Itziar", "Maite", "Leire",
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Amaia", "Iria",
)
CBG_MEN = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Male Names"
    "Jordi", "Oriol", "Iker", "Aitor", "Iñaki", "Eneko", "Gorka", "Unai",
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back)
    "Pau", "Sergi", "Ferran", "Xabier", "Brais",
)
CBG_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (Catalan, Basque and Galician)
    "Puigvert", "Jauregi", "Etxaniz", "Aranburu", "Castiñeira", "Outeiral", "Franquesa", "Lleonart", "Balsells",
    "Agramunt", "Olabarria", "Segurola", "Goyanes", "Muntané", "Etxeberria", "Arizmendi",
)
MX_WOMEN = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Common female names" and "Female Names"
    "María Guadalupe", "Rosa María", "María de Jesús", "Araceli", "Leticia", "Yolanda", "Marisol", "Maricruz",
    "Rosalba",
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Alondra", "Ximena",
)
MX_MEN = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Common male names" and "Male Names"
    "Marco Antonio", "Juan Manuel", "Gerardo", "Arturo", "Heriberto", "Rigoberto", "Efraín", "Isidro",
    "Eleuterio", "Ulises", "Jesús", "Refugio",
)
MX_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Common Surnames" (accents put back)
    "Garza", "Treviño", "Zavala", "Ochoa", "Chávez", "Arreola", "Alvarado", "Meléndez", "Esparza", "Cervantes",
    "Valenzuela", "Zamudio", "Arriaga", "Saldívar",
)
MN_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (Nahuatl and Maya given names; accents put back)
    "Xóchitl", "Citlali", "Itzel", "Nayeli", "Yaretzi", "Ixchel", "Zyanya", "Xitlali", "Quetzalli", "Tonantzin",
    "Metzli",
)
MN_MEN = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Male Names"
    "Cuauhtémoc", "Moctezuma",
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back)
    "Tonatiuh", "Itzcóatl", "Tízoc", "Cuitláhuac", "Itzae", "Tlaloc",
)
MN_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Mayan Surnames", "Nahuatl Surnames" and
    # "Yaqui Surnames"
    "Balam", "Canché", "Canul", "Cauich", "Cocom", "Couoh", "Cupul", "Chablé", "Pech", "Coyotl", "Tecpan",
    "Atzin", "Buitimea", "Moroyoqui", "Jusacamea",
)
CA_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Xiomara", "Yesenia", "Maritza", "Glenda", "Dinora", "Lesbia", "Marleny", "Yamileth", "Sonia", "Ingrid",
)
CA_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back)
    "Wilmer", "Elmer", "Byron", "Nery", "Selvin", "Darwin", "Wálter", "Mynor", "Melvin", "Edwin",
)
CA_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Common Surnames" and "Surnames"
    "Argueta", "Portillo", "Amaya", "Orellana", "Funes", "Chicas", "Pineda", "Escobar", "Ayala", "Lemus",
    "Figueroa", "Guardado",
)
CB_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (accents put back)
    "Yaritza", "Dayana", "Aracelis", "Yamilet", "Yanelis", "Mayelín", "Yokasta", "Yudelka", "Nereida", "Yahaira",
)
CB_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Yunior", "Yadiel", "Yandel", "Juniel", "Wander", "Raúl", "Nelson", "Radhamés", "Osvaldo", "Yoel",
)
CB_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Brito", "Peralta", "Almonte", "Rosario", "Tejada", "Polanco", "Santana", "Feliz", "Batista", "Mejía",
    "Báez", "Ozuna", "Pimentel",
)
AN_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Yessenia", "Roxana", "Rosmery", "Maribel", "Lizbeth", "Yovana", "Gladys", "Nelly", "Nayra",
)
AN_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back)
    "Wilber", "Freddy", "Nilton", "Wilfredo", "Rolando", "Percy", "Efraín", "Hernán", "Alcides", "Inti",
)
AN_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Quispe", "Mamani", "Condori", "Huamán", "Choque", "Tito", "Illanes", "Mollinedo", "Calle", "Aliaga",
    "Torrez", "Rojas",
)
RP_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (accents put back)
    "Florencia", "Agustina", "Micaela", "Luciana", "Antonella", "Belén", "Ludmila", "Romina", "Carolina",
    "Camila",
)
RP_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back)
    "Facundo", "Agustín", "Matías", "Nahuel", "Lautaro", "Ezequiel", "Leandro", "Emiliano", "Ramiro", "Santino",
)
RP_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    # (Italian surnames of Spain's and Mexico's residents)
    "Russo", "Martini", "Marini", "Sabatini", "Rossetti", "Benassini", "Lacedelli", "Paquini", "Garcini",
    "Palavicini", "Gutiérrez", "Acosta",
)
CV_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Yuliana", "Leidy", "Yurani", "Daniela", "Valentina", "Yorleny", "Jhoana", "Maryuri", "Yenifer", "Dayanna",
)
CV_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (compound given names put together by hand)
    "Jhon", "Yeison", "Jhonatan", "Brayan", "Yeferson", "Andrés Felipe", "Juan David", "Luis Fernando",
    "Wilson", "Estiven",
)
CV_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Restrepo", "Londoño", "Arango", "Cardona", "Ospina", "Zuluaga", "Quintero", "Betancourt", "Gaviria",
    "Uribe", "Echeverri", "Henao",
)
CL_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Constanza", "Javiera", "Catalina", "Francisca", "Fernanda", "Josefa", "Antonia", "Trinidad", "Isidora",
)
CL_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back)
    "Benjamín", "Vicente", "Cristóbal", "Tomás", "Joaquín", "Ignacio", "Bastián", "Maximiliano", "Gaspar",
)
CL_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Echeverría", "Cifuentes", "Riquelme", "Sepúlveda", "Alarcón", "Bustos", "Contreras", "Vergara",
    "Valdés", "Urrutia", "Ovalle", "Astudillo", "Troncoso",
)

# ---------------------------------------------------------------------------------------------
# Brazil, Portugal and Portuguese-speaking Africa.
BR_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (accents put back; compound given names put together by hand)
    "Thaís", "Rayssa", "Gleice", "Luzia", "Sebastiana", "Thalita", "Jaqueline", "Lorena", "Ana Clara",
    "Maria Eduarda", "Ana Júlia", "Kelly",
)
BR_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back; compound given names put together by hand)
    "Thiago", "Kauan", "Wellington", "Gilberto", "João Pedro", "Cauã", "Josué", "Davi Lucas", "Edson", "Wesley",
    "Gilson", "Rogério",
)
BR_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    # (Portuguese surnames of Spain's and Mexico's residents; accents put back)
    "Oliveira", "Pereira", "Ferreira", "Carvalho", "Ribeiro", "Teixeira", "Vieira", "Nogueira", "Monteiro",
    "Moreira", "Souza", "Gonçalves", "Cerqueira", "Almeida", "Barbosa", "Cardoso", "Macedo",
)
BR_PARTICLED = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" ("Da silva": the particle written
    # in lower case by hand)
    "da Silva", "dos Santos", "de Oliveira", "de Souza", "da Costa", "de Sousa", "de Almeida", "do Prado",
)
AB_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Iracema", "Benedicta", "Geralda", "Nilza", "Zilda", "Dalva", "Ivone", "Rosângela",
)
AB_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back)
    "Benedicto", "Raimundo", "Cosme", "Josias", "Ailton", "Isaías", "Juvenal", "Ozias", "Jerônimo",
)
AB_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Santana", "Batista", "Evangelista", "Brito", "Sacramento", "Ramos", "Rosário", "Amor",
)
AB_PARTICLED = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" ("De jesus", "Dos anjos",
    # "Da cruz"; "Del rosario" written as Brazil writes it, by hand)
    "de Jesus", "dos Anjos", "da Cruz", "do Rosário", "dos Santos",
)
JB_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Akemi", "Harumi", "Emi", "Mayumi", "Naomi", "Erika", "Juliana", "Sayuri",
)
JB_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Takeshi", "Masao", "Kenzo", "Hideki", "Fábio", "Márcio", "Rodrigo", "Toshio",
)
JB_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Common Surnames" (Japanese- and
    # Okinawan-Mexican families)
    "Nakasone", "Ohara", "Okumura", "Shimabuko", "Takisawa", "Yamamoto", "Daikumachi",
)
LB_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (accents put back)
    "Samira", "Jamile", "Nádia", "Soraya", "Leila", "Yasmin", "Rania", "Najla",
)
LB_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Jamil", "Kalil", "Habib", "Farid", "Fuad", "Salim", "Munir", "Elias",
)
LB_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Common Surnames" (Lebanese-Mexican families)
    "Abud", "Kuri", "Slim", "Helu", "Sarquis", "Atala", "Charabati", "Hamshide",
)
IB_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Giovanna", "Bianca", "Graziella", "Rafaela", "Luana", "Daiana", "Fabiana", "Gisele",
)
IB_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Enzo", "Angelo", "Giuseppe", "Vanderlei", "Valdir", "Vitorio", "Ademir", "Lorenzo",
)
IB_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    # (Italian surnames of Spain's and Mexico's residents)
    "Ferrari", "Crivelli", "Poletti", "Franchini", "Santini", "Piccini", "Lazarini", "Fornelli", "Capelini",
    "Amoretti", "Rossi", "Agassini",
)
PT_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (accents put back)
    "Inês", "Leonor", "Beatriz", "Mafalda", "Matilde", "Joana", "Filipa", "Rita", "Teresa", "Carlota",
)
PT_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back)
    "Simão", "Duarte", "Tiago", "Rui", "Nuno", "Vasco", "Afonso", "Diogo", "Bernardo", "Tomé",
)
PT_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (Portuguese surnames of
    # Spain's residents; accents put back)
    "Gonçalves", "Tavares", "Pinto", "Nunes", "Marques", "Lopes", "Soares", "Pires", "Fontes", "Pontes",
    "Sousa", "Loureiro", "Guerreiro",
)
AO_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (accents put back)
    "Djamila", "Nzinga", "Kiala", "Edna", "Isménia", "Celestina", "Albertina", "Joaquina", "Ermelinda", "Delfina",
)
AO_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (accents put back)
    "Edmilson", "Adilson", "Ailton", "Nélson", "Domingos", "Osvaldo", "Jacinto", "Amílcar", "Anacleto",
    "Custódio", "Zeferino",
)
AO_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Varela", "Fortes", "Barros", "Tavares", "Monteiro", "Lopes", "Fernandes", "Gomes", "Mendes", "Andrade",
    "Correia", "Sanches",
)

# ---------------------------------------------------------------------------------------------
# The Philippines and Haiti.
PH_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Maricel", "Marivic", "Analyn", "Rowena", "Jocelyn", "Lorna", "Marites", "Jhoanna", "Cherry", "Rosalinda",
)
PH_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Rommel", "Jun", "Jomar", "Reynaldo", "Rodel", "Jericho", "Arnel", "Efren", "Noel", "Bong",
)
PH_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Bautista", "Villanueva", "Aquino", "Soriano", "Domingo", "Mendoza", "Pascual", "Castillo", "Tolentino",
    "Santiago", "Reyes", "Navarro",
)
PH_PARTICLED = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames" ("Dela
    # cruz", "De los santos": written as the Philippines writes them, dela and delos, by hand)
    "dela Cruz", "delos Santos", "delos Reyes", "dela Torre", "dela Rosa", "dela Peña",
)
HT_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (accents put back)
    "Guerline", "Nadège", "Fabienne", "Mireille", "Bernadette", "Nathalie", "Widline", "Micheline",
    # testdata 7.3.1: testdata/data/__init__.py, _first_names_female
    "Rose-Marie", "Anne-Marie",
)
HT_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Mackenson", "Kervens", "Fritz", "Wilner", "Jacques", "Wilkens", "Frantz", "Wisler",
    # testdata 7.3.1: testdata/data/__init__.py, _first_names_male
    "Jean-Paul", "Jean-Pierre",
)
HT_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Pierre", "Jean", "Charles", "Toussaint", "Michel", "Jacques", "Laurent", "Fontaine", "Durand", "Petit",
)

# ---------------------------------------------------------------------------------------------
# Asia.
ZH_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Mei", "Jing", "Hui", "Jiayi", "Zihan", "Meiling", "Xinyi", "Jiaxin", "Qing", "Ying",
)
ZH_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Wei", "Ming", "Hao", "Jian", "Feng", "Tao", "Liang", "Peng", "Zheng", "Jun",
)
ZH_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (Chinese surnames of Spain's
    # residents) and "Common Surnames" (Cantonese spellings of Mexico's)
    "Wang", "Chen", "Zhang", "Liu", "Lin", "Huang", "Xiang", "Wong", "Chan", "Lam", "Cheng", "Chew", "Zhou",
    "Ye",
)
KO_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Jiwoo", "Seoyeon", "Minji", "Eunji", "Yuna", "Jisoo", "Jiyoung", "Soojin", "Hayoon", "Minseo",
)
KO_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Jiho", "Hyun", "Junho", "Jaewon", "Jihoon", "Minjae", "Jungwoo", "Taeyang", "Jinwoo", "Woojin",
)
KO_SURNAMES = (
    # testdata 7.3.1: testdata/data/__init__.py, _last_names
    "Park", "Choi", "Chung", "Yang", "Moon",
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Kim", "Lee", "Noh",
)
VI_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (diacritics put back)
    "Hương", "Linh", "Trang", "Ngọc", "Hoa", "Thảo", "Phương", "Lan", "Hằng", "Nhung",
)
VI_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (diacritics put back)
    "Minh", "Thành", "Tuấn", "Quang", "Đức", "Dũng", "Hùng", "Khoa", "Bảo", "Huy", "Phúc",
)
VI_SURNAMES = (
    # testdata 7.3.1: testdata/data/__init__.py, _last_names (diacritics put back)
    "Nguyễn", "Trần", "Phạm", "Lê", "Huỳnh", "Lâm",
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (diacritics put back)
    "Cao", "Tôn",
)
VI_MIDDLE_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (diacritics put back)
    "Thị", "Ngọc", "Kim",
)
VI_MIDDLE_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (diacritics put back)
    "Văn", "Quốc", "Công",
)
JA_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (long vowels marked by hand: Yūki)
    "Sakura", "Yui", "Aiko", "Haruka", "Yūki", "Kaori", "Megumi", "Yōko", "Chihiro",
)
JA_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (long vowels marked by hand: Sōta, Kōji)
    "Haruto", "Hiroshi", "Kenji", "Sōta", "Daiki", "Takumi", "Kōji", "Shingo", "Naoki",
)
JA_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Common Surnames" (Japanese-Mexican families)
    "Furukawa", "Higashi", "Hirata", "Kameyama", "Matsuo", "Morimoto",
)
IN_WOMEN = (
    # indiannamegenerator 4.0.0: IndianNameGenerator/Names.py (Marathi, Bengali and Gujarati women's names)
    "Vaishnavi", "Maithili", "Shruti", "Aditi", "Gayatri", "Ankita", "Divya", "Saloni", "Pranali",
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Lakshmi", "Priyanka",
)
IN_MEN = (
    # indiannamegenerator 4.0.0: IndianNameGenerator/Names.py (Marathi men's names; Punjabi names put together
    # from its first parts and endings: Gur + preet)
    "Aniket", "Atharva", "Prathamesh", "Tejas", "Onkar", "Kshitij", "Chaitanya", "Siddhesh", "Gurpreet",
    "Harjeet", "Navjyot",
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Siddharth",
)
IN_SURNAMES = (
    # testdata 7.3.1: testdata/data/__init__.py, _last_names
    "Patel", "Shah", "Singh",
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames"
    "Kumar", "Kaur",
)
PK_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Ayesha", "Sana", "Nusrat", "Farzana", "Rukhsar", "Shabnam", "Tahmina", "Nasrin", "Sadia", "Mehwish",
)
PK_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Imran", "Tariq", "Faisal", "Shahid", "Rashid", "Arif", "Kamran", "Waqas", "Junaid", "Rizwan",
)
PK_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (Pakistani and Bangladeshi
    # surnames of Spain's residents)
    "Khan", "Ahmed", "Hussain", "Iqbal", "Rahman", "Hossain", "Islam", "Akhtar", "Mahmood",
)
AR_WOMEN = (
    # testdata 7.3.1: testdata/data/__init__.py, _first_names_female (compound given names)
    "Noor-Fatima", "Faatimah-Zahra",
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Layla", "Rania", "Dalia", "Reem", "Huda", "Amal", "Lina", "Mariam",
)
AR_MEN = (
    # testdata 7.3.1: testdata/data/__init__.py, _first_names_male (compound given names)
    "Abdul-Aziz", "Abdul-Rahman", "Abu-Bakr", "Abdul-Malik", "Abdul-Hadi",
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Omar", "Khalil", "Zaidan", "Mansur", "Karam",
)
AR_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Haddad", "Nader", "Hamdan", "Said", "Hassan", "Azar", "Sabbagh", "Issa",
    # testdata 7.3.1: testdata/data/__init__.py, _first_names_male (Al-Amin)
    "Al-Amin",
)
MG_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Fatima", "Khadija", "Naima", "Zineb", "Hafsa", "Imane", "Salma", "Meryem", "Houda",
)
MG_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Youssef", "Hamza", "Rachid", "Mustapha", "Khalid", "Abdelaziz", "Driss", "Hicham", "Mehdi",
)
MG_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (Maghrebi surnames of Spain's
    # residents)
    "El Idrissi", "El Amrani", "El Moussaoui", "El Harrak", "Belhaj", "Mohamed", "Abdelkader", "Benali",
    "Bakkali", "Tahiri", "Ziani", "Kaddouri",
)
SN_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Aminata", "Fatou", "Awa", "Mariama", "Aissatou", "Coumba", "Ndeye", "Khady",
)
SN_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Mamadou", "Ousmane", "Moussa", "Cheikh", "Abdoulaye", "Modou", "Ibrahima", "Souleymane", "Boubacar",
    "Seydou",
)
SN_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (Senegalese, Malian and
    # Guinean surnames of Spain's residents; accents put back)
    "Diop", "Ndiaye", "Fall", "Gueye", "Cissé", "Koné", "Touré", "Camara", "Keita", "Coulibaly", "Diallo",
    "Sow", "Sall", "Mendy", "Traoré", "Baldé", "Dieng", "Diakité", "Fofana",
)

# ---------------------------------------------------------------------------------------------
# Africa, Europe.
NG_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Chiamaka", "Ngozi", "Nkechi", "Adaeze", "Chidinma", "Funmilayo", "Yetunde", "Temitope", "Zainab", "Chioma",
    "Ifeoma", "Oluwatoyin",
)
NG_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Chinonso", "Uchenna", "Chukwuemeka", "Obinna", "Ifeanyi", "Emeka", "Olumide", "Oluwaseun", "Tunde",
    "Kehinde", "Babajide", "Usman", "Chibuike",
)
NG_SURNAMES = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (Yoruba and Igbo names borne as surnames)
    "Adeyemi", "Adebayo", "Babatunde", "Olawale", "Eze", "Nnamdi", "Yusuf",
    # worldnames 0.0.8: worldnames/worldnames.json
    "Abioye", "Afolabi", "Adegoke", "Adetokunbo",
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames"
    "Bello", "Obi",
)
GH_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Akua", "Abena", "Adwoa", "Afia", "Yaa", "Esi", "Akosua", "Efua", "Araba", "Adjoa",
)
GH_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Kwadwo", "Kwabena", "Kwaku", "Kwesi", "Kojo", "Kofi", "Kwame", "Fiifi", "Kobina", "Kwasi",
)
GH_SURNAMES = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (Akan names borne as surnames)
    "Mensah", "Asante", "Osei", "Darko", "Annan", "Nkrumah",
)
RO_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Ioana", "Andreea", "Mihaela", "Alina", "Adina", "Loredana", "Ramona", "Simona", "Cristina", "Georgiana",
)
RO_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Mihai", "Florin", "Bogdan", "Marius", "Sorin", "Dorin", "Vasile", "Lucian", "Aurel", "Tudor",
)
RO_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (Romanian surnames of Spain's
    # residents; diacritics put back)
    "Popescu", "Ionescu", "Popa", "Dumitrescu", "Munteanu", "Olteanu", "Ungureanu", "Soare", "Nica", "Roșca",
    "Ioniță", "Albu",
)
RU_WOMEN = (
    # testdata 7.3.1: testdata/data/__init__.py, _unicode_names (Cyrillic, transliterated by hand)
    "Svetlana", "Tatyana", "Natalya", "Lyudmila", "Oksana", "Olesya", "Kseniya", "Yuliya", "Darya", "Galina",
    "Larisa", "Nadezhda",
)
RU_MEN = (
    # testdata 7.3.1: testdata/data/__init__.py, _unicode_names (Cyrillic, transliterated by hand)
    "Dmitriy", "Sergey", "Vyacheslav", "Yaroslav", "Vsevolod", "Gennadiy", "Stanislav", "Rostislav", "Yuriy",
    "Oleg", "Bogdan", "Timofey",
)
RU_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" (Bulgarian and Russian surnames
    # of Spain's residents)
    "Angelov", "Atanasov", "Dimitrov", "Georgiev", "Hristov", "Iliev", "Ivanov", "Marinov", "Nikolov", "Petrov",
    "Stefanov", "Stoyanov", "Todorov", "Vasilev", "Yordanov", "Asenov",
)
IT_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Chiara", "Francesca", "Federica", "Alessia", "Ilaria", "Martina", "Giorgia", "Benedetta", "Rosalba",
)
IT_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Alessandro", "Lorenzo", "Matteo", "Davide", "Stefano", "Fabrizio", "Massimo", "Salvatore", "Gianluca",
)
IT_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Russo", "Romani", "Bruno", "Colombo", "Romano", "Fontana", "Marino", "Longo", "Ferrara", "Donato",
    "Onorato", "Serra",
)
DE_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Anke", "Birgit", "Heike", "Ute", "Sabine", "Greta", "Anneke", "Femke", "Ilse", "Marieke",
)
DE_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt (umlauts put back: Jürgen)
    "Jürgen", "Dieter", "Klaus", "Wolfgang", "Uwe", "Pieter", "Jeroen", "Dirk", "Bastian", "Maarten",
)
DE_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    # (umlauts put back: Müller, Möller)
    "Müller", "Schmidt", "Fischer", "Herrmann", "Hoffmann", "Meyer", "Beyer", "Brauer", "Möller", "Heitzinger",
    "Holzheimer", "Rotstein",
)
FI_WOMEN = (
    # finnish-name-generator 0.2.1: finnish_name_generator/__init__.py, first_names
    "Päivi", "Tuula", "Pirjo", "Riitta", "Satu", "Sirpa", "Kirsi", "Marja-Leena", "Anna-Liisa", "Hilkka", "Venla",
)
FI_MEN = (
    # finnish-name-generator 0.2.1: finnish_name_generator/__init__.py, first_names
    "Jukka", "Timo", "Pekka", "Jari", "Kari", "Matti", "Heikki", "Juha-Pekka", "Eero", "Ilkka", "Tapio",
)
FI_SURNAMES = (
    # finnish-name-generator 0.2.1: finnish_name_generator/__init__.py, family_names
    "Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Hämäläinen", "Järvinen", "Heikkilä", "Leppänen", "Väisänen",
    "Räsänen", "Pitkänen", "Seppälä",
)
HU_WOMEN = (
    # hu-names 1.0.0: hu_names.py, keresztnevek (women's names among them)
    "Orsolya", "Ildikó", "Tünde", "Réka", "Boglárka", "Csenge", "Hajnalka", "Zsanett", "Tímea", "Emese",
    "Fruzsina",
)
HU_MEN = (
    # hu-names 1.0.0: hu_names.py, keresztnevek (men's names among them)
    "István", "Zoltán", "Gergely", "Levente", "Csaba", "Ákos", "Bence", "Lajos", "Miklós", "Zsolt", "Csongor",
)
HU_SURNAMES = (
    # hu-names 1.0.0: hu_names.py, vezeteknevek
    "Kovács", "Szabó", "Horváth", "Tóth", "Szilágyi", "Hegedűs", "Szőke", "Juhász", "Mészáros", "Kis-Benedek",
    "Kis-Gál", "Szőllősi", "Fehér", "Török",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt
    "Harmony", "Destiny", "Liberty", "Willow", "Wren", "Meadow", "Clover", "Bliss", "Sunny",
)
EN_WORD_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Royal", "Major", "Ace", "Rocky", "King", "Ranger", "Cash", "Deacon", "Hunter",
)
EN_WORD_SURNAMES = (
    # testdata 7.3.1: testdata/data/__init__.py, _last_names
    "Golden", "Frost", "Snow", "Bird", "Wolf", "Cherry", "Branch", "Bright", "Sharp", "Little", "Love", "Rich",
    "Moody", "Baker",
)
ES_WORD_WOMEN = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Female Names"
    "Paloma", "Nieves", "Milagros", "Angustias", "Gracia", "Azucena", "Fe",
)
ES_WORD_MEN = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Male Names"
    "Salvador", "Ángel", "Clemente", "Modesto", "Bienvenido", "Severo", "Inocencio",
)
ES_WORD_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames"
    "Lobo", "Toro", "Rey", "Prieto", "Cano", "Delgado", "Alegre", "Calvo", "Blanco", "Palacios", "Gallo",
    "Rubio",
)
PT_WORD_WOMEN = (
    # dame-sexo 0.0.4: dame_sexo/female.txt (accents put back)
    "Serena", "Angélica", "Bela", "Flor", "Perpétua", "Dores",
)
PT_WORD_MEN = (
    # dame-sexo 0.0.4: dame_sexo/male.txt
    "Salvador", "Messias", "Franco", "Severino",
)
PT_WORD_SURNAMES = (
    # mx-datagenerator 0.4.6.2: mx_datagen/data_source/names.json, "Surnames" and "Common Surnames"
    "Pinto", "Rocha", "Cordeiro", "Figueira", "Barreira", "Ferreiro", "Lobo", "Pedreira", "Carneiro", "Fontes",
)

# ---------------------------------------------------------------------------------------------
ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish": Origin(GA_WOMEN, GA_MEN, GA_SURNAMES, "single", GA_PARTICLED),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "catalan_basque_galician": Origin(CBG_WOMEN, CBG_MEN, CBG_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "maya_nahua": Origin(MN_WOMEN, MN_MEN, MN_SURNAMES, "two"),
    "central_american": Origin(CA_WOMEN, CA_MEN, CA_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
    "andean": Origin(AN_WOMEN, AN_MEN, AN_SURNAMES, "two"),
    "rioplatense": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "two"),
    "colombian_venezuelan": Origin(CV_WOMEN, CV_MEN, CV_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "lebanese_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "immigrant_br"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "cape_verdean_angolan": Origin(AO_WOMEN, AO_MEN, AO_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "middle"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "hungarian": Origin(HU_WOMEN, HU_MEN, HU_SURNAMES, "family_first"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "pakistani_bangladeshi": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "arabic"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MG_WOMEN, MG_MEN, MG_SURNAMES, "single"),
    "senegalese_malian": Origin(SN_WOMEN, SN_MEN, SN_SURNAMES, "single"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "middle"),
    "ghanaian": Origin(GH_WOMEN, GH_MEN, GH_SURNAMES, "middle"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "bulgarian_russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single"),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single"),
    "finnish": Origin(FI_WOMEN, FI_MEN, FI_SURNAMES, "single"),
}

MIDDLES = {"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}

# A "slavic" surname as a woman bears it (man's ending, woman's ending), longest first.
FEMININE = (("ov", "ova"), ("ev", "eva"))

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
    "en": _weights(
        {
            "english_american": 6,
            "african_american": 4,
            "irish": 2,
            "british": 2.5,
            "mexican": 2.5,
            "caribbean": 1.5,
            "filipino": 2,
            "chinese": 2,
            "indian": 2.5,
            "korean": 1.5,
            "vietnamese": 1.5,
            "nigerian": 1.5,
            "haitian": 1.5,
            "ghanaian": 1.5,
            "word": 3,
        }
    ),
    "es": _weights(
        {
            "spanish": 6,
            "catalan_basque_galician": 3,
            "mexican": 4,
            "maya_nahua": 1.5,
            "central_american": 2,
            "caribbean": 2.5,
            "andean": 3,
            "rioplatense": 2.5,
            "colombian_venezuelan": 3,
            "chilean": 2,
            "maghrebi": 2,
            "romanian": 2,
            "senegalese_malian": 1.5,
            "bulgarian_russian": 1.5,
            "word": 3,
        }
    ),
    "pt": _weights(
        {
            "brazilian": 8,
            "afro_brazilian": 4,
            "japanese_brazilian": 2,
            "lebanese_brazilian": 2,
            "italian_brazilian": 2.5,
            "portuguese": 2.5,
            "cape_verdean_angolan": 2,
            "word": 3,
        }
    ),
}

# ---------------------------------------------------------------------------------------------
# Look-alikes: never names here, though each holds or is one.
TRAPS = {
    "en": {
        "company": ("Johnson & Johnson", "Goldman Sachs", "Procter & Gamble", "Marks & Spencer", "Hewlett-Packard", "Wells Fargo", "Boeing"),
        "shop": ("Trader Joe's", "Barnes & Noble", "Macy's", "Dillard's", "Lowe's", "Kohl's", "John Lewis"),
        "street": ("Martin Luther King Jr Blvd", "Abbey Road", "Lombard Street", "Abbot Kinney Blvd", "Rosa Parks Way", "Sherman Way"),
        "hospital": ("Johns Hopkins Hospital", "Mount Sinai", "Cedars-Sinai", "Mayo Clinic", "Addenbrooke's Hospital", "Great Ormond Street"),
        "school": ("Stanford University", "Vanderbilt University", "Howard University", "Brigham Young University", "Duke University", "Rice University"),
        "stadium": ("Wrigley Field", "Fenway Park", "Lambeau Field", "Gillette Stadium", "Arthur Ashe Stadium", "Madison Square Garden"),
        "prize": ("Pulitzer Prize", "Booker Prize", "Heisman Trophy", "Stanley Cup", "Tony Award", "Nobel Prize"),
        "brand": ("Ralph Lauren", "Tommy Hilfiger", "Calvin Klein", "Ben Sherman", "Ted Baker", "Kenneth Cole"),
        "storm": ("Hurricane Katrina", "Hurricane Sandy", "Storm Ciarán", "Hurricane Harvey", "Storm Eunice", "Hurricane Ophelia"),
        "ship": ("Queen Mary 2", "Queen Elizabeth", "USS Gerald R. Ford", "RRS Sir David Attenborough", "Emma Maersk"),
        "software": ("Jenkins", "Django", "Haskell", "Julia", "Ada", "Cassandra"),
        "assistant": ("Alexa", "Siri", "Cortana", "Erica"),
        "team": ("Cleveland Browns", "Tottenham Hotspur", "St Johnstone", "Hamilton Academical", "St Louis Cardinals"),
        "work": ("Billie Jean", "Jolene", "Roxanne", "Annie Hall", "Forrest Gump", "Jerry Maguire", "Eleanor Rigby"),
        "character": ("Sherlock Holmes", "Harry Potter", "Peter Rabbit", "Nancy Drew", "Charlie Brown", "Mary Poppins"),
        "town": ("Jacksonville", "Williamsburg", "Houston", "Fredericksburg", "St Albans", "Georgetown"),
        "feast": ("St Patrick's Day", "St Andrew's Day", "Martin Luther King Day", "St Swithin's Day", "Guy Fawkes Night", "St David's Day"),
        "disease": ("Parkinson's", "Alzheimer's", "Crohn's", "Hodgkin lymphoma", "Tourette syndrome", "Graves' disease"),
        "law": ("Murphy's law", "Moore's law", "Megan's Law", "Sarbanes-Oxley", "Dodd-Frank", "Hooke's law"),
        "hotel": ("Ritz-Carlton", "Hilton Garden Inn", "Marriott Marquis", "Claridge's", "Waldorf Astoria", "Hyatt Regency"),
        "pet": ("Buster", "Bella", "Charlie", "Winston", "Lola", "Milo"),
        "building": ("Rockefeller Center", "Chrysler Building", "Woolworth Building", "Willis Tower", "Carnegie Hall", "Guggenheim"),
        "foundation": ("Ford Foundation", "Rockefeller Foundation", "Wellcome Trust", "Nuffield Foundation", "MacArthur Foundation"),
        "station": ("King's Cross", "Victoria station", "St Pancras", "Penn Station", "Marylebone", "Paddington"),
        "airport": ("O'Hare", "John F. Kennedy International", "Reagan National", "Louis Armstrong International", "John Lennon Airport", "Charles de Gaulle"),
        "restaurant": ("Wendy's", "McDonald's", "Denny's", "Nando's", "Ruth's Chris Steak House", "Dave & Buster's"),
        "variety": ("Granny Smith", "McIntosh", "Bramley", "Cox's Orange Pippin", "Tommy Atkins", "Müller-Thurgau"),
        "font": ("Garamond", "Baskerville", "Bodoni", "Gill Sans", "Frutiger", "Caslon", "Didot"),
        "breed": ("Jack Russell", "Doberman", "Gordon Setter", "King Charles Spaniel", "Dandie Dinmont", "Parson Russell Terrier"),
        "unit": ("Kelvin", "Newton metres", "Watts", "Joules", "Hertz", "Pascals"),
        "band": ("Franz Ferdinand", "Jethro Tull", "Lynyrd Skynyrd", "Pink Floyd", "Van Halen", "Molly Hatchet"),
        "dish": ("Eggs Benedict", "Beef Wellington", "Caesar salad", "Peach Melba", "Pavlova", "Margherita pizza"),
    },
    "es": {
        "company": ("Bodegas Torres", "Hijos de Rivera", "Casa Tarradellas", "Grupo Calvo", "Laboratorios Almirall", "Puig"),
        "shop": ("Zapatería Martínez", "Farmacia Lozano", "Ferretería Hermanos Ruiz", "Mercería Pilar", "Óptica Castañeda", "Librería Gandhi"),
        "street": ("calle de Velázquez", "avenida Benito Juárez", "calle Serrano", "avenida Simón Bolívar", "paseo de Colón", "calle Goya", "avenida Eva Perón"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Hospital Severo Ochoa", "Hospital Garrahan", "Hospital Rebagliati", "Hospital Carlos Van Buren"),
        "school": ("Universidad Francisco de Vitoria", "Colegio San Ignacio de Loyola", "IES Ramiro de Maeztu", "Universidad Rafael Landívar", "Universidad Andrés Bello"),
        "stadium": ("Santiago Bernabéu", "Ramón Sánchez-Pizjuán", "Benito Villamarín", "Nemesio Camacho El Campín", "Ramón de Carranza"),
        "prize": ("Premio Cervantes", "Premio Princesa de Asturias", "Premio Nadal", "Premio Planeta", "Premio Rómulo Gallegos", "Premio Goya"),
        "brand": ("Massimo Dutti", "Adolfo Domínguez", "Pedro del Hierro", "Purificación García", "Custo Barcelona"),
        "storm": ("la borrasca Filomena", "la borrasca Gloria", "el huracán Otis", "el huracán Mitch", "la tormenta Ana", "el huracán Beryl"),
        "ship": ("Juan Sebastián de Elcano", "Sarmiento de Gamboa", "Ramón Margalef", "Martín Alonso Pinzón"),
        "software": ("Jenkins", "Django", "Haskell", "Julia", "Ada", "Cassandra"),
        "assistant": ("Alexa", "Siri", "Cortana", "Aura"),
        "team": ("Newell's Old Boys", "Belgrano", "Vélez Sarsfield", "San Lorenzo", "San Martín de Tucumán"),
        "work": ("Pedro Páramo", "Doña Bárbara", "Marcelino pan y vino", "Pepita Jiménez", "Lucía", "María Isabel"),
        "character": ("Mafalda", "Don Quijote", "Condorito", "Mortadelo", "Pepe Grillo", "El Chavo del Ocho"),
        "town": ("San Martín de los Andes", "Villa Carlos Paz", "Ciudad Juárez", "Puerto Vallarta", "San Sebastián", "Bolívar"),
        "feast": ("San Juan", "San Fermín", "Santiago Apóstol", "la Virgen de Guadalupe", "San Isidro", "San Valentín"),
        "disease": ("Parkinson", "Alzheimer", "Chagas", "Crohn", "síndrome de Down", "Guillain-Barré"),
        "law": ("ley de Murphy", "ley Olimpia", "teorema de Pitágoras", "ley Sinde", "ley Celaá", "ley de Ohm"),
        "hotel": ("Hotel Alfonso XIII", "Hotel María Cristina", "Parador de Carlos V", "Hotel Reina Victoria", "Hotel Colón"),
        "pet": ("Toby", "Lola", "Bruno", "Manolo", "Nina", "Coco"),
        "building": ("Torre Picasso", "Edificio Carrión", "Palacio Barolo", "Casa Batlló", "Casa Milà"),
        "foundation": ("Fundación Juan March", "Fundación Ramón Areces", "Fundación Rafael del Pino", "Fundación Botín", "Fundación Jiménez Díaz"),
        "station": ("Atocha-Almudena Grandes", "Chamartín-Clara Campoamor", "Retiro Mitre", "Pino Suárez", "Málaga María Zambrano", "Sevilla Santa Justa"),
        "airport": ("Adolfo Suárez Madrid-Barajas", "Josep Tarradellas Barcelona-El Prat", "Aeropuerto Jorge Chávez", "Aeropuerto Benito Juárez", "Aeroparque Jorge Newbery", "Aeropuerto José Martí"),
        "restaurant": ("Casa Lucio", "Sobrino de Botín", "Casa Julián", "Casa Paco", "Taberna Antonio Sánchez"),
        "variety": ("Granny Smith", "Williams", "Hass", "Tommy Atkins", "Ercolini"),
        "font": ("Garamond", "Baskerville", "Bodoni", "Gill Sans", "Frutiger", "Didot"),
        "breed": ("Jack Russell", "Dóberman", "Gordon Setter", "King Charles", "San Bernardo"),
        "unit": ("kelvin", "newtons", "pascales", "julios", "hercios"),
        "band": ("La Oreja de Van Gogh", "Amaral", "Franz Ferdinand", "Jethro Tull", "Los Hermanos Rosario", "Van Halen"),
        "dish": ("ensalada César", "pizza Margarita", "huevos Benedict", "carpaccio", "tarta Pavlova", "filete Strogonoff"),
    },
    "pt": {
        "company": ("Lojas Renner", "Magazine Luiza", "Gerdau", "Klabin", "Odebrecht", "Matte Leão"),
        "shop": ("Padaria Santa Rita", "Drogarias Pacheco", "Droga Raia", "Armarinho Dona Neusa", "Ótica Carol", "Mercearia São Jorge"),
        "street": ("Rua Oscar Freire", "Avenida Getúlio Vargas", "Rua Augusta", "Avenida Brigadeiro Faria Lima", "Rua Visconde de Pirajá", "Rua Teodoro Sampaio"),
        "hospital": ("Hospital Albert Einstein", "Hospital Oswaldo Cruz", "Hospital Santa Marcelina", "Hospital Miguel Couto", "Hospital Souza Aguiar"),
        "school": ("Colégio Dante Alighieri", "Universidade Presbiteriana Mackenzie", "Colégio Pedro II", "Escola Estadual Caetano de Campos", "Colégio Santo Américo"),
        "stadium": ("Estádio Mário Filho", "Estádio Magalhães Pinto", "Estádio Cícero Pompeu de Toledo", "Estádio Paulo Machado de Carvalho", "Estádio Nilton Santos"),
        "prize": ("Prêmio Camões", "Prêmio Machado de Assis", "Prêmio Jorge Amado", "Troféu Oscarito", "Prêmio Sérgio Buarque de Holanda"),
        "brand": ("Tramontina", "Carmen Steffens", "Melissa", "Maria Filó", "Lenny Niemeyer"),
        "storm": ("furacão Catarina", "tempestade Daniel", "furacão Katrina", "ciclone Freddy"),
        "ship": ("Almirante Saldanha", "Almirante Maximiano", "Ary Rongel", "Vital de Oliveira"),
        "software": ("Jenkins", "Django", "Haskell", "Julia", "Ada", "Cassandra"),
        "assistant": ("Alexa", "Siri", "Bia", "Lu do Magalu", "Cortana"),
        "team": ("Vasco da Gama", "Botafogo", "São Caetano", "São Bento", "Joinville"),
        "work": ("Dona Flor e Seus Dois Maridos", "Macunaíma", "Tieta do Agreste", "Eduardo e Mônica", "Ana Júlia", "Carolina"),
        "character": ("Mônica", "Cebolinha", "Chico Bento", "Zé Carioca", "Saci-Pererê", "Dona Benta"),
        "town": ("Florianópolis", "Teresina", "Petrópolis", "Presidente Prudente", "Governador Valadares", "Joinville"),
        "feast": ("São João", "Santo Antônio", "São Pedro", "Nossa Senhora Aparecida", "São Cosme e Damião"),
        "disease": ("Parkinson", "Alzheimer", "doença de Chagas", "Crohn", "síndrome de Down", "Guillain-Barré"),
        "law": ("Lei Maria da Penha", "Lei Carolina Dieckmann", "Lei Rouanet", "Lei Aldir Blanc", "Lei Paulo Gustavo", "lei de Murphy"),
        "hotel": ("Hotel Fasano", "Hotel Emiliano", "Hotel Santa Teresa", "Pousada Maria Bonita", "Pestana Rio Atlântica"),
        "pet": ("Thor", "Bob", "Fred", "Nina", "Zeca"),
        "building": ("Edifício Martinelli", "Palácio Gustavo Capanema", "Edifício Altino Arantes", "Edifício Joelma", "Edifício Andraus"),
        "foundation": ("Fundação Roberto Marinho", "Fundação Oswaldo Cruz", "Fundação Calouste Gulbenkian", "Instituto Ayrton Senna", "Fundação Dorina Nowill", "Fundação Iberê Camargo"),
        "station": ("Estação Júlio Prestes", "Estação Dom Pedro II", "Metrô Brigadeiro", "Metrô Marechal Deodoro", "Estação Leopoldina"),
        "airport": ("Aeroporto Tom Jobim", "Santos Dumont", "Aeroporto Salgado Filho", "Aeroporto Juscelino Kubitschek", "Aeroporto Afonso Pena", "Aeroporto Hercílio Luz"),
        "restaurant": ("Bar do Zé", "Lanchonete da Cidinha", "Restaurante Dona Mariquinha", "Cantina do Marcelo", "Boteco do Juarez"),
        "variety": ("Tommy Atkins", "Palmer", "Haden", "Hass", "Granny Smith"),
        "font": ("Garamond", "Baskerville", "Bodoni", "Gill Sans", "Frutiger", "Didot"),
        "breed": ("Jack Russell", "Dobermann", "Gordon Setter", "Cavalier King Charles", "São Bernardo"),
        "unit": ("kelvin", "newtons", "pascals", "joules", "hertz"),
        "band": ("Barão Vermelho", "Jota Quest", "Franz Ferdinand", "Jethro Tull", "Van Halen"),
        "dish": ("estrogonofe", "salada Caesar", "pizza Marguerita", "filé Wellington", "bolo Souza Leão", "torta Pavlova"),
    },
}

# ---------------------------------------------------------------------------------------------
# Templates. [[P1.form]] a person (see quality/names_engine.py); {{kind}} a look-alike, a literal
# look-alike ({{=Hope}}), a value or a filler. The first twenty of each language hold nobody.
_EN = [
    # nobody: look-alikes only
    "#events | Today at {{time}}\nmodbot: the {{band}} tribute night moved to {{restaurant}} on {{street}}. {{=Hope}} to see you there 🎸",
    'Timestamp,Which venue?,Dietary needs,Comments\n"{{date}} {{time}}","{{stadium}}","no {{dish}}","{{=Autumn}} menu please, and a {{variety}} cider"',
    '{"order_number": "{{id}}", "line_items": [{"title": "{{brand}} polo", "variant": "{{=Sterling}} silver clasp"}], "shipping_address": {"address1": "{{n}} {{street}}", "city": "{{town}}"}}',
    " venue_id |        venue_name        |   city\n----------+--------------------------+----------\n {{n}}      | {{building}} | {{town}}\n {{n}}      | {{hotel}} | {{town}}\n(2 rows)",
    'Traceback (most recent call last):\n  File "/srv/app/labels.py", line {{n}}, in render\n    face = load_font("{{font}}")\nFontNotFound: {{font}} Bold is not installed; falling back to the {{software}} renderer',
    '[render]\nfont = "{{font}}"\nengine = "{{software}}"\n\n[alerts]\nstorm_watch = "{{storm}}"\nvoice = "{{assistant}}"',
    "commit {{ref}}\n\n    Add {{breed}} and {{breed}} to the pet-insurance breed list\n\n    Refs: {{id}}. {{disease}} stays excluded under {{law}}.",
    "WEBVTT\n\n00:00:04.120 --> 00:00:07.900\nwelcome back to the {{team}} pregame show live from {{stadium}}\n\n00:00:08.010 --> 00:00:11.300\n{{=Dawn}} kickoff tomorrow if {{storm}} holds off",
    "FOR SALE | 3 bd 2 ba | {{n}} {{street}}, {{town}}\nWalk to {{station}} and {{school}}. Original {{=Crystal}} chandelier, {{=Pearl}} tile backsplash, views of the {{building}}.",
    'PARISH NEWS: {{feast}} Mass at {{time}}; the choir rehearses "{{work}}" afterwards. Second collection for the {{foundation}}. {{=Joy}} to the World sign-up sheet is in the narthex.',
    "FT: {{team}} 2-1 {{team}} at {{stadium}}. Play was stopped twice for {{storm}}; the {{prize}} race tightens.",
    "LAB REPORT  Specimen {{ref}}\nPanel: {{disease}} screen, negative\nIncubated at 310 {{unit}}; method accredited by the {{foundation}}",
    "{{shop}} PHARMACY\nIbuprofen 200 mg, 24 tablets\nDo not take with {{dish}} or alcohol.\nPart of the {{=Faith}} Community Pharmacy network, near {{hospital}}",
    "Thanks for riding, here's your receipt\n{{amt}}  {{date}}\nPickup: {{airport}} Terminal B\nDropoff: {{hotel}}, {{street}}\nTip: {{amt}}",
    "DATE    DESCRIPTION                  AMOUNT\n{{date}}  POS {{restaurant}}  {{amt}}\n{{date}}  ACH {{company}} PAYROLL  {{amt}}\n{{date}}  {{shop}}  {{amt}}\n{{date}}  {{=Bill}} PAY {{company}}  {{amt}}",
    '<ul class="faq">\n  <li><a href="/tours/{{n}}">{{building}} rooftop tour</a></li>\n  <li>Shuttle from {{station}}</li>\n  <li>{{=Daisy}} chain workshop with the {{character}} crew</li>\n  <li>Ask {{assistant}}: "open {{software}}"</li>\n</ul>',
    "Section 4.2 The tenant shall not keep a\n{{breed}} or any dog over 20 kg; sub-\nletting to guests of the {{hotel}} is for-\nbidden under {{law}}.",
    "R E C E l P T  #{{n}}\n{{shop}} - {{street}}\nl x {{variety}} apples   {{amt}}\nl x {{dish}} kit   {{amt}}\nTHANK Y0U",
    "## Field trip\n- Meet at [{{station}}](https://example.org/map) at {{time}}\n- Tour the [{{ship}}](https://example.org/ship) and the {{building}}\n- Costume theme: {{character}}\n- Lunch: {{restaurant}}",
    "omg the {{band}} show 🎉🎉 then {{restaurant}} 🍔 then {{work}} at the drive-in 🍿 our {{pet}} chewed the tickets 😩 and the {{=Iris}} scanner at the gate took forever",
    # one to three people
    "[[P1.first]] — Today at {{time}}\nanyone know if {{shop}} on {{street}} takes returns without the receipt? asking for [[P2.first]] 🙏",
    "#support-queue | [[P1.fl]] — {{time}}\n@[[P2.first]] can you take ticket {{id}}? customer says the {{software}} plugin broke after the {{storm}} outage",
    "[{{date}} {{time}}] [[P1.full]]: parcel for [[P2.full]] is in the lockers at {{station}}\n[{{date}} {{time}}] [[P2.first]]: got it, thanks!! happy {{feast}} 📦",
    'Timestamp,Full name,Email,Preferred venue,Dog breed\n"{{date}} {{time}}","[[P1.full]]","[[P1.mail]]","{{hotel}}","{{breed}}"',
    "Your registration link: https://example.com/to/reg?name=[[P1.url]]&ref={{ref}}\nEvent: {{prize}} ceremony at the {{building}}, doors {{time}}",
    '{"order": {"id": "{{id}}", "customer": {"first_name": "[[P1.first]]", "last_name": "[[P1.last]]", "email": "[[P1.mail]]"}, "note": "gift for [[P2.fl]], {{variety}} not {{variety}}", "pickup": "{{shop}}"}}',
    'Order #{{n}} status changed from Processing to Completed.\nCustomer note: "Please leave it with [[P1.t]] [[P1.last]] at number {{n}}, not at the {{restaurant}} next door."',
    "INSERT INTO contacts (id, display_name, email, company) VALUES ({{n}}, '[[P1.LAST]], [[P1.first]]', '[[P1.mail]]', '{{company}}');",
    "  id  |       name        | plan\n------+-------------------+-------\n {{n}}  | [[P1.fl]] | gold\n {{n}}  | [[P2.fl]] | basic\n {{n}}  | [[P3.fl]] | trial\n(3 rows)",
    "DEBUG ticket={{id}} payload={'requester': '[[P1.full]]', 'cc': ['[[P2.fl]] <[[P2.mail]]>'], 'tags': ['{{disease}}', '{{hospital}}']}",
    'console.log > User {id: {{n}}, name: "[[P1.FULL]]", role: "agent", team: "{{team}} fans"}',
    'customer {\n  given_name: "[[P1.first]]"\n  family_name: "[[P1.sur]]"\n  preferred_assistant: "{{assistant}}"\n  town: "{{town}}"\n}',
    "[contact]\nname=[[P1.lf]]\nemail=[[P1.mail]]\nphone={{phone}}\nbuilding={{building}}",
    "fix(invoices): round {{unit}} readings before export\n\nReviewed-by: [[P1.fl]] <[[P1.mail]]>\nCo-authored-by: [[P2.fl]] <[[P2.mail]]>\nSigned-off-by: [[P3.fl]] <[[P3.mail]]>",
    "MINUTES: {{foundation}} grants committee, {{date}}\nPresent: [[P1.full]] (chair); [[P2.full]]; [[P3.full]]\nAction: [[P2.first]] to book the {{hotel}} for the gala.",
    "WEBVTT\n\n00:01:12.400 --> 00:01:15.800\n[[P1.FULL]]: can everyone hear me ok\n\n00:01:16.000 --> 00:01:19.250\n[[P2.FIRST]]: yes but the {{software}} screen share froze",
    "meet transcript {{date}}\n[[P1.first]]: so the {{breed}} ate the charger lol\n[[P2.fl]]: same thing happened with {{pet}} last week",
    "[[P1.fl]] · 2nd\nSupply Chain Lead at {{company}} | ex-{{shop}}\n{{town}} · 500+ connections\nEndorsed by [[P2.fl]] and [[P3.fl]] for {{software}}\nVolunteer guide aboard the {{ship}}",
    "CURRICULUM VITAE\n[[P1.FULL]]\n{{n}} {{street}}, {{town}} · {{phone}} · [[P1.mail]]\nEducation: {{school}}\nReferences: [[P2.dr]] [[P2.last]], {{hospital}}",
    "Together with their families\n[[P1.FL]]\n&\n[[P2.FL]]\nrequest the pleasure of your company at the {{hotel}}\n{{day}}, {{date}}\nMusic by a {{band}} cover band",
    "Please pray for the sick: [[P1.fl]], [[P2.fl]]; and for [[P3.init]], recovering at {{hospital}}. The {{feast}} potluck is hosted by the [[P1.last]] family.",
    "Class 5B parents\n[[P1.first]]: does anyone still have the {{character}} costume from last year? [[P2.first]]'s mom said she'd lend hers\n[[P3.first]]: ask at the {{school}} lost & found",
    "{{team}} 3, {{team}} 1. [[P1.fl]] scored twice before half-time and [[P2.last]] added a late header at {{stadium}}; [[P1.last]]'s second was the goal of the season.",
    "DISCHARGE SUMMARY\nPatient: [[P1.LAST]], [[P1.FIRST]]   MRN {{ref}}\nAttending: [[P2.dr]] [[P2.full]]\nDx: {{disease}}; follow-up at {{hospital}} in 2 weeks.",
    "Ordering provider: [[P1.dr]] [[P1.init]]\nPatient: [[P2.fl]] ([[P2.first]] prefers texts)\nResult: {{disease}} antibody negative\nCalibrated at 296 {{unit}}",
    "{{shop}} PHARMACY  Rx# {{id}}\n[[P1.LAST]]/[[P1.FIRST]]\nAMOXICILLIN 500MG  #21\nPrescriber: [[P2.dr]] [[P2.last]]",
    "CITATION {{id}}  {{town}} PD\nDriver: [[P1.SUR]], [[P1.FIRST]]\nViolation: speeding on {{street}}\nOfficer: [[P2.last]] #{{n}}",
    "Tracking {{ref}}\n{{date}} {{time}}  Delivered, left with individual [[P1.FL]]\n{{date}} {{time}}  Arrived at the {{airport}} facility",
    "Q: does the {{font}}-engraved {{brand}} lighter ship to {{town}}? (asked by [[P1.first]])\nA: Yes! We ship daily. [[P2.fl]], seller",
    "[[P1.first]] (Dasher): im outside {{building}}, which door?\nYou: side entrance by {{restaurant}}, ask for [[P2.tt]] [[P2.last]] at the desk 😊",
    "Hi [[P1.first]]! Welcome to {{town}} 🌴 Keys are in the lockbox, code sent by SMS. My cousin [[P2.full]] lives upstairs if you need anything. {{pet}} the cat is friendly! The {{ship}} tour leaves from the pier at {{time}}.\n[[P3.first]], your host",
    "You rode with [[P1.first]]\n⭐ 4.93  {{amt}}\nPickup {{station}}  →  Dropoff {{airport}}\nSplit with [[P2.fl]] & [[P3.fl]]",
    '{{date}}  ZELLE TO [[P1.FULL]] {{amt}}\n{{date}}  VENMO FROM [[P2.FL]] "{{dish}} 🍝" {{amt}}\n{{date}}  CHECK {{n}} PAYEE [[P3.LF]] {{amt}}',
    '<tr><td>[[P1.fl]]</td><td><a href="mailto:[[P1.mail]]">email</a></td><td>{{school}}</td></tr>\n<tr><td>[[P2.fl]]</td><td>{{phone}}</td><td>{{school}}</td></tr>',
    "Thanks to [[[P1.fl]]](https://example.com/u/{{n}}) for the {{variety}} cider recipe and to [[P2.first]]'s family for hosting us at the {{building}}.",
    'This agreement is made between [[P1.full]]\n("Landlord") and [[P2.full]] ("Ten-\nant") for the unit above {{restaurant}}, {{street}}, subject to {{law}}.',
    "APPLlCATION F0RM\nNAME: [[P1.FULL]]\nEMERGENCY C0NTACT: [[P2.FULL]] (spouse)\nEMPLOYER: {{company}}",
    "hey its [[P1.first]] from {{shop}}, ur {{brand}} order is ready. [[P2.first]] said u wanted it gift wrapped? and the {{work}} vinyl came in too",
    "VOICE MEMO: REMIND [[P1.FL]] ABOUT THE {{prize}} DINNER AT THE {{hotel}} AND TELL [[P2.FIRST]] THE {{airport}} PICKUP IS AT {{time}}",
    "Eventbrite · Order {{id}}\nTicket holder: [[P1.lf]]\nPurchased by: [[P2.t]] [[P2.full]]\nAlso attending: [[P3.fl]]\nVenue: {{stadium}}, gates open {{time}}",
]
_ES = [
    # nadie: solo parecidos
    "#quedadas | Hoy a las {{time}}\nmodbot: el tributo a {{band}} se cambia al {{hotel}}, junto a {{station}}. ¡Os esperamos! 🎸 Habrá {{=Estrella}} Galicia de barril.",
    'Marca temporal,¿Qué sede prefieres?,Alergias,Comentarios\n"{{date}} {{time}}","{{stadium}}","sin {{dish}}","mejor en {{town}}, y con sidra de manzana {{variety}}"',
    '{"pedido": "{{id}}", "productos": [{"nombre": "Camisa {{brand}}", "cantidad": 1}, {"nombre": "Té de {{=Jazmín}}", "cantidad": 2}], "envio": {"calle": "{{street}} {{n}}", "ciudad": "{{town}}"}}',
    " id  |        sede         |  ciudad\n-----+---------------------+----------\n {{n}} | {{building}} | {{town}}\n {{n}} | {{hospital}} | {{town}}\n(2 filas)",
    'Traceback (most recent call last):\n  File "/srv/facturas/pdf.py", line {{n}}, in generar\n    fuente = cargar("{{font}}")\nFuenteNoEncontrada: "{{font}}" no está instalada; se usa el motor de {{software}}',
    '[informe]\nfuente = "{{font}}"\nmotor = "{{software}}"\nasistente = "{{assistant}}"\n\n[sede]\nedificio = "{{building}}"',
    "commit {{ref}}\n\n    Añade {{breed}} y {{breed}} a la lista de razas del seguro\n\n    Refs: {{id}}. Se excluye {{disease}} según la {{law}}.",
    "WEBVTT\n\n00:00:03.200 --> 00:00:06.700\nbienvenidos a la previa del {{team}} desde el {{stadium}}\n\n00:00:06.900 --> 00:00:10.100\nsi {{storm}} lo permite se juega a las {{time}}",
    "Piso en venta · 3 hab. · {{street}}, {{town}}\nA 5 min de {{station}} y del {{school}}. Orientación sur, vistas a la {{building}}. Parroquia de los {{=Remedios}} a 100 m.",
    'HOJA PARROQUIAL: misa de {{feast}} a las {{time}}; el coro ensaya "{{work}}". Colecta para la {{foundation}}. Romería de El {{=Rocío}}: inscripciones en la sacristía.',
    "Final: {{team}} 2-1 {{team}} en el {{stadium}}. El partido se detuvo dos veces por {{storm}}; la pelea por el {{prize}} sigue abierta.",
    "INFORME DE LABORATORIO  Muestra {{ref}}\nPerfil: {{disease}}, negativo\nIncubación a 310 {{unit}}; método acreditado por la {{foundation}}",
    "{{shop}}\nIbuprofeno 600 mg · 20 comprimidos\nNo tomar con {{dish}} ni alcohol.\nFarmacia de guardia junto al {{hospital}}",
    "Gracias por viajar con Cabify\n{{amt}} · {{date}}\nOrigen: {{airport}}\nDestino: {{hotel}}, {{street}}\nPropina: {{amt}}",
    "FECHA   CONCEPTO                      IMPORTE\n{{date}}  COMPRA {{restaurant}}  -{{amt}}\n{{date}}  NÓMINA {{company}}  {{amt}}\n{{date}}  ESTANCO · {{=Fortuna}} 20  -{{amt}}\n{{date}}  CUOTA SOCIO {{team}}  -{{amt}}",
    '<ul class="faq">\n  <li><a href="/visitas/{{n}}">Visita a la {{building}}</a></li>\n  <li>Lanzadera desde {{station}}</li>\n  <li>Taller infantil de {{character}}</li>\n  <li>Dile a {{assistant}}: "abre {{software}}"</li>\n</ul>',
    "Cláusula 4.2 El arrendatario no podrá te-\nner perros de raza {{breed}} ni subarren-\ndar a huéspedes del {{hotel}}, según\nla {{law}}.",
    "T I C K E T  N° {{n}}\n{{shop}} - {{street}}\n1 x pera {{variety}}   {{amt}}\n1 x kit {{dish}}   {{amt}}\nGRAClAS P0R SU C0MPRA",
    "## Excursión\n- Quedamos en [{{station}}](https://example.org/mapa) a las {{time}}\n- Visita al [{{ship}}](https://example.org/buque) y a la {{building}}\n- Disfraces de {{character}}\n- Comida: {{restaurant}}",
    "el concierto de {{band}} 🎉🎉 luego {{restaurant}} 🍔 y después {{work}} en el autocine 🍿 el {{pet}} de mi prima se comió las entradas de {{=Alegría}} 😩 y encima cayó {{storm}}",
    # de una a tres personas
    "[[P1.first]] — hoy a las {{time}}\n¿alguien sabe si {{shop}} de la {{street}} acepta devoluciones sin ticket? es para [[P2.first]] 🙏",
    "#soporte | [[P1.fl]] — {{time}}\n@[[P2.first]] ¿te encargas del ticket {{id}}? el cliente dice que el plugin de {{software}} falló tras {{storm}}",
    "[{{date}} {{time}}] [[P1.full]]: el paquete de [[P2.full]] está en las taquillas de {{station}}, junto a la Puerta del {{=Sol}}\n[{{date}} {{time}}] [[P2.first]]: ¡recibido, gracias! feliz {{feast}} 📦",
    'Marca temporal,Nombre completo,Correo,Sede,Raza del perro\n"{{date}} {{time}}","[[P1.full]]","[[P1.mail]]","{{hotel}}","{{breed}}"',
    "Tu enlace de inscripción: https://example.com/f/alta?nombre=[[P1.url]]&ref={{ref}}\nEvento: entrega del {{prize}} en la {{building}}, a las {{time}}",
    '{"pedido": {"id": "{{id}}", "cliente": {"nombre": "[[P1.first]]", "apellidos": "[[P1.sur]]", "email": "[[P1.mail]]"}, "nota": "regalo para [[P2.fl]], pera {{variety}}", "recogida": "{{shop}}"}}',
    "Pedido n.º {{n}}: estado cambiado de Procesando a Completado.\nNota del cliente: «Déjenlo con [[P1.t]] [[P1.last]] en el portal {{n}}, no en {{restaurant}}, que está al lado.»",
    "INSERT INTO contactos (id, nombre_mostrado, email, empresa) VALUES ({{n}}, '[[P1.LAST]], [[P1.first]]', '[[P1.mail]]', '{{company}}');",
    "  id  |      nombre       | plan\n------+-------------------+--------\n {{n}}  | [[P1.fl]] | oro\n {{n}}  | [[P2.fl]] | básico\n {{n}}  | [[P3.fl]] | prueba\n(3 filas)",
    "DEBUG incidencia={{id}} payload={'solicitante': '[[P1.full]]', 'cc': ['[[P2.fl]] <[[P2.mail]]>'], 'etiquetas': ['{{disease}}', '{{hospital}}']}",
    'console.log > Usuario {id: {{n}}, nombre: "[[P1.FULL]]", rol: "agente", peña: "{{team}}"}',
    'cliente {\n  nombre: "[[P1.first]]"\n  apellidos: "[[P1.SUR]]"\n  asistente: "{{assistant}}"\n  municipio: "{{town}}"\n}',
    "[contacto]\nnombre=[[P1.lf]]\nemail=[[P1.mail]]\ntelefono={{phone}}\nedificio={{building}}",
    "fix(facturas): redondear las lecturas en {{unit}} antes de exportar\n\nReviewed-by: [[P1.fl]] <[[P1.mail]]>\nCo-authored-by: [[P2.fl]] <[[P2.mail]]>\nSigned-off-by: [[P3.fl]] <[[P3.mail]]>",
    "ACTA: comisión de becas de la {{foundation}}, {{date}}\nAsistentes: [[P1.full]] (preside); [[P2.full]]; [[P3.full]]\nAcuerdo: [[P2.first]] reservará el {{hotel}} para la gala.",
    "WEBVTT\n\n00:01:12.400 --> 00:01:15.800\n[[P1.FULL]]: ¿me oís bien?\n\n00:01:16.000 --> 00:01:19.250\n[[P2.FIRST]]: sí, pero se congeló la pantalla de {{software}}",
    "transcripción de meet {{date}}\n[[P1.first]]: el {{breed}} se comió el cargador jaja\n[[P2.fl]]: a mí me pasó igual con {{pet}} la semana pasada",
    "[[P1.fl]] · 2º\nResponsable de logística en {{company}} | antes en {{shop}}\n{{town}} · más de 500 contactos\nValidado por [[P2.fl]] y [[P3.fl]] en {{software}}\nVoluntariado a bordo del {{ship}}",
    "CURRÍCULUM VÍTAE\n[[P1.FULL]]\n{{street}} {{n}}, {{town}} · {{phone}} · [[P1.mail]]\nFormación: {{school}}\nReferencias: [[P2.dr]] [[P2.last]], {{hospital}}",
    "Junto a sus familias\n[[P1.FL]]\ny\n[[P2.FL]]\nos invitan a su boda en el {{hotel}}, el {{day}} {{date}}.\nCentros de mesa: {{=Azucena}} y lirio. Música: versiones de {{band}}",
    "Oremos por los enfermos: [[P1.fl]], [[P2.fl]]; y por [[P3.init]], ingresad[[P3.o]] en el {{hospital}}. La chocolatada de {{feast}} corre a cargo de la familia [[P1.last]].",
    "Padres 5ºB\n[[P1.first]]: ¿alguien tiene el disfraz de {{character}} del año pasado? la madre de [[P2.first]] dijo que lo prestaba\n[[P3.first]]: pregunta en objetos perdidos del {{school}}",
    "{{team}} 3, {{team}} 1. [[P1.fl]] marcó dos goles antes del descanso y [[P2.last]] cerró el partido en el {{stadium}}; el segundo de [[P1.last]] fue el gol de la temporada.",
    "INFORME DE ALTA\nPaciente: [[P1.LAST]], [[P1.FIRST]]   NHC {{ref}}\nMédico responsable: [[P2.dr]] [[P2.full]]\nDiagnóstico: {{disease}}; revisión en el {{hospital}} en dos semanas.",
    "Solicitante: [[P1.dr]] [[P1.init]]\nPaciente: [[P2.fl]] ([[P2.first]] prefiere WhatsApp)\nResultado: anticuerpos de {{disease}} negativos\nCalibrado a 296 {{unit}}",
    "{{shop}}  Receta {{id}}\n[[P1.LAST]]/[[P1.FIRST]]\nAMOXICILINA 500 MG  30 CÁPS.\nPrescriptor: [[P2.dr]] [[P2.last]]",
    "DGT · Boletín de denuncia {{id}}\nTitular: [[P1.SUR]], [[P1.FIRST]]\nVehículo: {{=Mercedes}}-Benz Clase A\nInfracción: exceso de velocidad en la {{street}}\nAgente: [[P2.last]], n.º {{n}}",
    "Correos · Envío {{ref}}\n{{date}} {{time}}  Entregado a [[P1.FL]] (titular)\n{{date}} {{time}}  En el centro de tratamiento del {{airport}}",
    "Pregunta de [[P1.first]]: ¿el mechero {{brand}} grabado en {{font}} llega a {{town}}?\nRespuesta: ¡Sí! Enviamos todos los días. [[P2.fl]], tienda oficial",
    "[[P1.first]] (rider): estoy en la puerta de {{building}}, ¿qué portal?\nTú: el de al lado de {{restaurant}}, en el barrio de la {{=Soledad}}; pregunta por [[P2.tt]] [[P2.first]] en conserjería 😊",
    "¡Hola, [[P1.first]]! Bienvenid[[P1.o]] a {{town}} 🌴 Las llaves están en la caja, el código va por SMS. Mi familia, [[P2.full]], vive arriba por si necesitas algo. ¡{{pet}} no muerde!\nLa excursión al {{ship}} sale del muelle a las {{time}}.\n[[P3.first]], Airbnb",
    "Viajaste con [[P1.first]]\n⭐ 4,93  {{amt}}\nOrigen {{station}}  →  Destino {{airport}}\nDividido con [[P2.fl]] y [[P3.fl]]",
    '{{date}}  BIZUM A [[P1.FULL]] -{{amt}}\n{{date}}  BIZUM DE [[P2.FL]] "{{dish}} 🍝" {{amt}}\n{{date}}  TRANSF. SEPA ORDENANTE [[P3.LF]] {{amt}}',
    '<tr><td>[[P1.fl]]</td><td><a href="mailto:[[P1.mail]]">correo</a></td><td>{{school}}</td></tr>\n<tr><td>[[P2.fl]]</td><td>{{phone}}</td><td>{{school}}</td></tr>',
    "Gracias a [[[P1.fl]]](https://example.com/u/{{n}}) por la receta de sidra con manzana {{variety}} y a la familia de [[P2.first]] por acogernos en la {{building}}.",
    "ESCRITURA DE COMPRAVENTA N.º {{n}}\nComparecen [[P1.tt]] [[P1.full]], mayor de edad, y [[P2.tt]] [[P2.full]], quien inter-\nviene en su propio nombre, ante el notario [[P3.last]], de {{town}}, conforme a la {{law}}. Queda a salvo el juicio de {{=Amparo}}.",
    "S0LICITUD DE ALTA\nNOMBRE: [[P1.FULL]]\nC0NTACTO DE EMERGENCIA: [[P2.FULL]] (cónyuge)\nEMPRESA: {{company}}",
    "hola soy [[P1.first]] de {{shop}}, ya tienes listo tu pedido de {{brand}}. [[P2.first]] me dijo q lo querias para regalo? y el vinilo de {{work}} tb llego",
    "NOTA DE VOZ: RECORDAR A [[P1.FL]] LA CENA DEL {{prize}} EN EL {{hotel}} Y DECIRLE A [[P2.FIRST]] QUE LA RECOGIDA EN {{airport}} ES A LAS {{time}}",
    "Entradas · Pedido {{id}}\nTitular: [[P1.lf]]\nComprada por: [[P2.t]] [[P2.full]]\nAcompañante: [[P3.fl]]\nRecinto: {{stadium}}, apertura de puertas a las {{time}}",
]
_PT = [
    # ninguém: só parecidos
    "#rolês | Hoje às {{time}}\nmodbot: o tributo ao {{band}} mudou para o {{hotel}}, perto da {{station}}. Esperamos vocês! 🎸 Sorteio de brinquedos da {{=Estrela}} no intervalo.",
    'Carimbo de data/hora,Qual sede?,Restrições,Comentários\n"{{date}} {{time}}","{{stadium}}","sem {{dish}}","melhor em {{town}}, e com suco de manga {{variety}}"',
    '{"pedido": "{{id}}", "itens": [{"nome": "Panela {{brand}}", "qtd": 1}, {"nome": "Arroz {{=Jasmim}} 1 kg", "qtd": 2}], "entrega": {"rua": "{{street}}, {{n}}", "cidade": "{{town}}"}}',
    " id  |        sede         |  cidade\n-----+---------------------+----------\n {{n}} | {{building}} | {{town}}\n {{n}} | {{hospital}} | {{town}}\n(2 linhas)",
    'Traceback (most recent call last):\n  File "/srv/boletos/pdf.py", line {{n}}, in gerar\n    fonte = carregar("{{font}}")\nFonteNaoEncontrada: "{{font}}" não está instalada; usando o motor do {{software}}',
    '[relatorio]\nfonte = "{{font}}"\nmotor = "{{software}}"\nassistente = "{{assistant}}"\n\n[sede]\npredio = "{{building}}"',
    "commit {{ref}}\n\n    Adiciona {{breed}} e {{breed}} à lista de raças do seguro pet\n\n    Refs: {{id}}. Exclui {{disease}} conforme a {{law}}.",
    "WEBVTT\n\n00:00:03.200 --> 00:00:06.700\nboa noite e bem-vindos ao pré-jogo do {{team}} direto do {{stadium}}\n\n00:00:06.900 --> 00:00:10.100\nse o {{storm}} deixar a bola rola às {{time}}",
    "Apartamento à venda · 3 quartos · {{street}}, {{town}}\nA 5 min da {{station}} e do {{school}}. Sol da manhã, vista para o {{building}}. Ao lado da paróquia de Nossa Senhora das {{=Dores}}.",
    'INFORMATIVO PAROQUIAL: missa de {{feast}} às {{time}}; o coral ensaia "{{work}}". Coleta para a {{foundation}}. {{=Glória}} a Deus nas alturas: ensaio no salão.',
    "Fim de jogo: {{team}} 2 x 1 {{team}} no {{stadium}}. A partida parou duas vezes por causa do {{storm}}; a briga pelo {{prize}} segue aberta.",
    "LAUDO LABORATORIAL  Amostra {{ref}}\nPainel: {{disease}}, não reagente\nIncubação a 310 {{unit}}; método acreditado pela {{foundation}}",
    "{{shop}}\nDipirona 500 mg · 10 comprimidos\nNão tomar com {{dish}} nem álcool.\nFarmácia de plantão ao lado do {{hospital}}",
    "Obrigado por viajar com a 99\n{{amt}} · {{date}}\nOrigem: {{airport}}\nDestino: {{hotel}}, {{street}}\nGorjeta: {{amt}}",
    "DATA    HISTÓRICO                     VALOR\n{{date}}  COMPRA {{restaurant}}  -{{amt}}\n{{date}}  SALÁRIO {{company}}  {{amt}}\n{{date}}  CONTA DE {{=Luz}} ENEL  -{{amt}}\n{{date}}  MENSALIDADE SÓCIO {{team}}  -{{amt}}",
    '<ul class="faq">\n  <li><a href="/visitas/{{n}}">Visita ao {{building}}</a></li>\n  <li>Traslado a partir da {{station}}</li>\n  <li>Oficina infantil da {{character}}</li>\n  <li>Peça à {{assistant}}: "abrir {{software}}"</li>\n</ul>',
    "Cláusula 4.2 O locatário não poderá man-\nter cães da raça {{breed}} nem subloca-\nr o imóvel a hóspedes do {{hotel}}, nos\ntermos da {{law}}.",
    "C U P O M  N° {{n}}\n{{shop}} - {{street}}\n1 x manga {{variety}}   {{amt}}\n1 x {{=Flor}} de sal 200 g   {{amt}}\n1 x kit {{dish}}   {{amt}}\nOBRlGAD0 PELA PREFERÊNClA",
    "## Passeio da turma\n- Encontro na [{{station}}](https://example.org/mapa) às {{time}}\n- Visita ao [{{ship}}](https://example.org/navio) e ao {{building}}\n- Fantasia de {{character}}\n- Almoço: {{restaurant}}",
    "o show do {{band}} 🎉🎉 depois {{restaurant}} 🍔 e ainda {{work}} no drive-in 🍿 o {{pet}} da minha prima comeu os ingressos 😩 e caiu o {{storm}}. {{=Socorro}}!!",
    # de uma a três pessoas
    "[[P1.first]] — hoje às {{time}}\nalguém sabe se a {{shop}} da {{street}} aceita troca sem nota? é pra [[P2.first]] 🙏",
    "#suporte | [[P1.fl]] — {{time}}\n@[[P2.first]] pega o chamado {{id}}? o cliente disse que o plugin do {{software}} quebrou depois do {{storm}}",
    "[{{date}} {{time}}] [[P1.full]]: a encomenda de [[P2.full]] está no armário da {{station}}\n[{{date}} {{time}}] [[P2.first]]: recebi, valeu! feliz {{feast}} 📦",
    'Carimbo de data/hora,Nome completo,E-mail,Sede,Raça do cachorro\n"{{date}} {{time}}","[[P1.full]]","[[P1.mail]]","{{hotel}}","{{breed}}"',
    "Seu link de inscrição: https://example.com/f/inscricao?nome=[[P1.url]]&ref={{ref}}\nEvento: entrega do {{prize}} no {{building}}, às {{time}}",
    '{"pedido": {"id": "{{id}}", "cliente": {"nome": "[[P1.first]]", "sobrenome": "[[P1.sur]]", "email": "[[P1.mail]]"}, "observacao": "presente para [[P2.fl]], manga {{variety}}", "retirada": "{{shop}}"}}',
    "Pedido nº {{n}}: status alterado de Processando para Concluído.\nObservação do cliente: “Deixem com [[P1.t]] [[P1.last]] no bloco {{n}}, não na {{restaurant}} aqui do lado.” A entrega saiu de {{=graça}}.",
    "INSERT INTO contatos (id, nome_exibicao, email, empresa) VALUES ({{n}}, '[[P1.LAST]], [[P1.first]]', '[[P1.mail]]', '{{company}}');",
    "  id  |       nome        | plano\n------+-------------------+--------\n {{n}}  | [[P1.fl]] | ouro\n {{n}}  | [[P2.fl]] | básico\n {{n}}  | [[P3.fl]] | teste\n(3 linhas)",
    "DEBUG chamado={{id}} payload={'solicitante': '[[P1.full]]', 'cc': ['[[P2.fl]] <[[P2.mail]]>'], 'tags': ['{{disease}}', '{{hospital}}']}",
    'console.log > Usuario {id: {{n}}, nome: "[[P1.FULL]]", papel: "atendente", torcida: "{{team}}"}',
    'cliente {\n  nome: "[[P1.first]]"\n  sobrenome: "[[P1.SUR]]"\n  assistente: "{{assistant}}"\n  municipio: "{{town}}"\n}',
    "[contato]\nnome=[[P1.lf]]\nemail=[[P1.mail]]\ntelefone={{phone}}\npredio={{building}}",
    "fix(boletos): arredonda as leituras em {{unit}} antes de exportar\n\nReviewed-by: [[P1.fl]] <[[P1.mail]]>\nCo-authored-by: [[P2.fl]] <[[P2.mail]]>\nSigned-off-by: [[P3.fl]] <[[P3.mail]]>",
    "ATA DA ASSEMBLEIA DO CONDOMÍNIO, {{date}}\nPresentes: [[P1.full]] (síndico); [[P2.full]]; [[P3.full]]\nDeliberação: [[P2.first]] vai orçar o conserto do leitor de {{=íris}} da portaria e reservar o {{hotel}} para a festa; doação aprovada para a {{foundation}}.",
    "WEBVTT\n\n00:01:12.400 --> 00:01:15.800\n[[P1.FULL]]: todo mundo está me ouvindo?\n\n00:01:16.000 --> 00:01:19.250\n[[P2.FIRST]]: sim, mas a tela do {{software}} travou",
    "transcrição do meet {{date}}\n[[P1.first]]: o {{breed}} comeu o carregador kkkk\n[[P2.fl]]: aconteceu igual com o {{pet}} semana passada",
    "[[P1.fl]] · 2º\nCoordenação de logística na {{company}} | ex-{{shop}}\n{{town}} · mais de 500 conexões\nRecomendado por [[P2.fl]] e [[P3.fl]] em {{software}}\nVoluntariado a bordo do {{ship}}",
    "CURRÍCULO\n[[P1.FULL]]\n{{street}}, {{n}}, {{town}} · {{phone}} · [[P1.mail]]\nFormação: {{school}}\nReferências: [[P2.dr]] [[P2.last]], {{hospital}}",
    "Com a bênção de seus pais\n[[P1.FL]]\ne\n[[P2.FL]]\nconvidam para o casamento no {{hotel}}, {{day}}, {{date}}.\nBanda: covers de {{band}}",
    "Rezemos pelos enfermos: [[P1.fl]], [[P2.fl]]; e por [[P3.init]], internad[[P3.o]] no {{hospital}}. A quermesse de {{feast}} fica por conta da família [[P1.last]].",
    "Pais do 5º B\n[[P1.first]]: alguém ainda tem a fantasia de {{character}} do ano passado? a mãe de [[P2.first]] disse que emprestava\n[[P3.first]]: pergunta nos achados e perdidos do {{school}}",
    "{{team}} 3 x 1 {{team}}. [[P1.fl]] marcou duas vezes antes do intervalo e [[P2.last]] fechou o placar no {{stadium}}; o segundo de [[P1.last]] foi o gol da temporada.",
    "RESUMO DE ALTA\nPaciente: [[P1.LAST]], [[P1.FIRST]]   Prontuário {{ref}}\nMédico assistente: [[P2.dr]] [[P2.full]]\nDiagnóstico: {{disease}}; retorno no {{hospital}} em duas semanas.",
    "Solicitante: [[P1.dr]] [[P1.init]]\nPaciente: [[P2.fl]] ([[P2.first]] prefere WhatsApp)\nResultado: anticorpos para {{disease}} não reagentes\nCalibrado a 296 {{unit}}",
    "{{shop}}  Receita {{id}}\n[[P1.LAST]]/[[P1.FIRST]]\nAMOXICILINA 500 MG  21 CÁPS.\nPrescritor: [[P2.dr]] [[P2.last]]",
    "DETRAN · Notificação de autuação {{id}}\nProprietário: [[P1.SUR]], [[P1.FIRST]]\nInfração: excesso de velocidade na {{street}}\nAgente: [[P2.last]], matrícula {{n}}",
    "Correios · Objeto {{ref}}\n{{date}} {{time}}  Entregue a [[P1.FL]] (destinatário)\n{{date}} {{time}}  Em trânsito da unidade do {{airport}} para {{=Amparo}} - SP",
    "Pergunta de [[P1.first]]: o isqueiro {{brand}} gravado em {{font}} entrega em {{town}}? o anel de {{=safira}} é natural?\nResposta: Sim! Enviamos todo dia. [[P2.fl]], loja oficial",
    "[[P1.first]] (entregador iFood): tô na portaria do {{building}}, qual bloco?\nVocê: o do lado da {{restaurant}}; pode deixar com [[P2.tt]] [[P2.first]] na recepção. Veio o presunto {{=Aurora}}? 😊",
    "Oi, [[P1.first]]! Bem-vind[[P1.o]] a {{town}} 🌴 As chaves estão no cofre, o código vai por SMS. Minha família, [[P2.full]], mora em cima se precisar de algo. O {{pet}} não morde!\nO passeio ao navio {{ship}} sai do píer às {{time}}.\n[[P3.first]], Airbnb",
    "Você viajou com [[P1.first]]\n⭐ 4,93  {{amt}}\nOrigem {{station}}  →  Destino {{airport}}\nDividido com [[P2.fl]] e [[P3.fl]]",
    '{{date}}  PIX ENVIADO [[P1.FULL]] -{{amt}}\n{{date}}  PIX RECEBIDO [[P2.FL]] "{{dish}} 🍝" {{amt}}\n{{date}}  TED REMETENTE [[P3.LF]] {{amt}}',
    '<tr><td>[[P1.fl]]</td><td><a href="mailto:[[P1.mail]]">e-mail</a></td><td>{{school}}</td></tr>\n<tr><td>[[P2.fl]]</td><td>{{phone}}</td><td>{{school}}</td></tr>',
    "Obrigado a [[[P1.fl]]](https://example.com/u/{{n}}) pela receita de chutney de manga {{variety}} e à família de [[P2.first]] por nos receber no {{building}}.",
    "CARTÓRIO DO 2º OFÍCIO DE NOTAS\nEscritura de compra e venda, livro {{n}}\nOutorgante vendedor: [[P1.FULL]]; outorgado compr-\nador: [[P2.full]], perante o tabelião [[P3.last]], em {{town}}, nos termos da {{law}}.",
    "FlCHA DE CADASTR0\nNOME: [[P1.FULL]]\nC0NTATO DE EMERGÊNClA: [[P2.FULL]] (cônjuge)\nEMPRESA: {{company}}",
    "oi aqui e [[P1.first]] da {{shop}}, seu pedido da {{brand}} ja ta pronto. [[P2.first]] falou q era pra presente? e o vinil de {{work}} tb chegou",
    "ÁUDIO TRANSCRITO: LEMBRAR [[P1.FL]] DO JANTAR DO {{prize}} NO {{hotel}} E AVISAR [[P2.FIRST]] QUE A BUSCA NO {{airport}} É ÀS {{time}}",
    "Ingressos · Pedido {{id}}\nTitular: [[P1.lf]]\nComprado por: [[P2.t]] [[P2.full]]\nAcompanhante: [[P3.fl]]\nLocal: {{stadium}}, abertura dos portões às {{time}}",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED29 = NameSet(
    name="sealed29",
    message=Sealed29Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(503) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 41 90000-", 4)},
    team_mail={
        "en": ("support", "orders", "billing", "concierge"),
        "es": ("soporte", "pedidos", "facturacion", "conserjeria"),
        "pt": ("suporte", "pedidos", "financeiro", "portaria"),
    },
    middles=MIDDLES,
)
_feminine = SEALED29.feminine


def generate_sealed29(per_template: int = 4, seed: int = SEED) -> list[Sealed29Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED29, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED29)
