"""The sealed19 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with
people's names labelled, written apart from the recognizer by someone who never read it nor any
other set's templates or name tables. It measures PERSON; whoever tunes the recognizer never reads it.

A template holds people as [[P1.form]] holes (P1..P3; forms: full, fl, first, last, init, sur;
the same form in capitals, [[P1.LAST]], writes it in capitals as a manifest or a shipping label
does, labelled as its lower-case form; url for a query string, "+"-joined; mail for an e-mail
address; t, tt, dr and o for a title or a gender ending, never labelled) and other text as
{{kind}} holes: a look-alike of that kind ({{company}}, {{street}}, ...), a literal look-alike
({{=Chase}}), a value ({{phone}}, {{email}}) or a filler ({{id}}, {{time}}, ...). A template with
no "[[" holds no person.

Each template is filled `per_template` times per casing class: "as written"; "ALL CAPS" (every
other message upper case whole, the rest only its names); "lower case" (likewise, and in Spanish
and Portuguese every other one with its accents folded, as a customer who does not type them).

Names come from sources no earlier set used, picked by hand into the tables below (never
imported at run time, never a dependency):
- PyPI ethnidata 4.5.0 (MIT; teyfikoz/ethnidata, its SQLite table of first and last names by
  country): only its rows from the Olympic athletes' list and from phone directories (not its
  "synthetic" rows, which deal names out to countries at random), read by country: the
  names each table marks "ethnidata" are among those rows, most of them under the country the
  table is for (Spain's phone-directory rows hold many immigrants' given names, Chinese,
  Vietnamese, Galician, Andean and Central American among them). The package writes names in
  lower case and its Olympic rows drop accented letters ("mnica", "jos"): capitals, accents and
  the dropped letters are written back here, and compound given names are put together here.
- PyPI vn-fullname-generator 0.0.2 (MIT; its data/first.name, female.name and male.name): the
  Vietnamese family names and given names, as it writes them.
Names neither package holds were written here by hand, each table after a "# by hand" line: most
Irish, Korean, Haitian, Ghanaian and Okinawan-Brazilian names, some African-American, Jamaican,
Andean, Central American and Filipino ones, the particled surnames ("de la Fuente", "dos Santos",
"dela Cruz", "van der Meer"), Spanish and Brazilian compound given names and a few of the names
that are also words. Checked and left out: npm gender-detection-from-name (an earlier set's
source), PyPI charbox 0.0.5 (a few dozen names, no origins) and korean-name-generator 1.0.1
(Hangul syllable codes only).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 91_357

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed19Message(TemplateMessage):
    """A message of the sealed19 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "da", "do", "das", "dos", "del", "la", "los", "las", "van", "der", "den", "von", "ter",
                       "dela", "delos"})

# ---------------------------------------------------------------------------------------------
# Name tables. "ethnidata" is PyPI ethnidata 4.5.0 (MIT), its Olympic and phone-directory rows;
# the country codes say whose rows. Names after "# by hand" are in neither package.

# English-American: ethnidata USA, CAN and AUS Olympic rows (Bancroft as half of a double-barrelled
# name); surnames also USA phone-directory rows.
EN_WOMEN = ("Alyssa", "Amanda", "Belinda", "Brooke", "Caroline", "Carolyn", "Cheryl", "Christie", "Courtney",
            "Debra", "Erica", "Haley", "Jennifer", "Kayla", "Kelcie", "Kristen", "Lindsey", "Lucille", "Melissa",
            "Meghan", "Nicole", "Pamela", "Samantha", "Shannon", "Stacey", "Tenley", "Theresa", "Whitney",
            "Maureen", "Lauren", "Chelsea", "Kacey", "Jaclyn", "Meaghan", "Kaley", "Colbie")
EN_MEN = ("Bradley", "Brett", "Bruce", "Chester", "Clifford", "Craig", "Curtis", "Dwight", "Garrett", "Gavin",
          "Gerald", "Harold", "Howard", "Jeffrey", "Kenneth", "Kyle", "Lowell", "Marshall", "Milton", "Nathan",
          "Randall", "Russell", "Scott", "Trevor", "Troy", "Wesley", "Wyatt", "Zachary", "Dylan", "Justin",
          "Warren", "Glenn", "Brenton", "Doug")
EN_SURNAMES = ("Abbott", "Abernathy", "Adkins", "Ainsworth", "Albright", "Aldrich", "Atwood", "Babcock",
               "Bancroft", "Barkley", "Barlow", "Bartlett", "Bateman", "Baxter", "Beasley", "Beckman", "Benedict",
               "Ashworth", "Alcorn", "Atkinson", "Bellamy", "Ashbrook", "Otwell", "Langshaw", "Cantrall",
               "Seaforth", "Burrowes", "Stottlemyer", "Morrall", "Brunswick", "Maddron", "Hippley", "Anderson-Oldham",
               "Barnes-Mileham")

# African-American: ethnidata USA Olympic and phone-directory rows (Washington, Jefferson, Robinson and
# Jenkins of Spain's phone-directory rows).
AA_WOMEN = ("Keshia", "Sharrieffa", "Valeyta", "Seimone", "Tanika", "Niesha", "Pearlene", "Earline", "Ozella",
            "Johnette", "Jeanetta", "Vernice", "Chassidy", "Jonell", "Cicely", "Diedra", "Ranae", "Latoya",
            "Tamika", "Keisha", "Lashonda", "Shaniqua")
AA_MEN = ("Alphonzo", "Alonzo", "Demetrius", "Derrick", "Tavis", "Wendell", "Wayman", "Desmond", "Marcus",
          "Clarence", "Sherwin", "Terrell", "Tyrone", "Darnell", "Jamal", "DeShawn")
AA_SURNAMES = ("Washington", "Barksdale", "Beamon", "Armstead", "Bantom", "Babers", "Augmon", "Jefferson",
               "Freeman", "Robinson", "Jenkins",
               # by hand
               "Booker", "Mosley", "Hairston", "Whitfield")

# Irish and Scottish: ethnidata GBR and USA Olympic rows (McClelland, McCutcheon and McGillin stand
# there as halves of double-barrelled names), and given names of Spain's and the USA's phone-directory rows.
IRISH_WOMEN = ("Siobhan", "Niamh", "Aoife", "Aisling", "Sinead", "Deirdre", "Maeve", "Kirsty", "Fiona",
               # by hand
               "Caoimhe", "Orla", "Saoirse", "Róisín", "Gráinne", "Eimear", "Clodagh", "Ailsa")
IRISH_MEN = ("Ciaran", "Colm", "Fergus", "Callum",
             # by hand
             "Pádraig", "Eoin", "Cathal", "Donal", "Seamus", "Diarmuid", "Oisín", "Tadhg", "Hamish", "Alasdair",
             "Euan", "Lachlan", "Ruaridh")
IRISH_SURNAMES = ("Ahearne", "Ahern", "Aitken", "Allardice", "Archibald", "Baillie", "Beattie", "Bain", "Barry",
                  "Beamish", "Auld", "Ainslie", "Armour", "McClelland", "MacLaren", "McCutcheon", "McGillin",
                  "Dunne", "Condon", "Corbett", "Livingstone", "Kennedy",
                  # by hand
                  "O'Sullivan", "O'Donoghue", "O'Rourke", "O'Brien", "D'Arcy", "McNamara", "MacDonnell",
                  "MacAulay")

# British: ethnidata GBR Olympic rows.
GB_WOMEN = ("Imogen", "Gillian", "Hayley", "Hollie", "Joanne", "Kathryn", "Lorraine", "Myrtle", "Winifred",
            "Beryl", "Daphne", "Gertrude", "Guinevere", "Jocelyn", "Madeleine", "Sophie", "Charlotte", "Heather",
            "Janine", "Yvette")
GB_MEN = ("Alister", "Cyril", "Derek", "Edmund", "Gilbert", "Ian", "Julian", "Keith", "Kieron", "Nigel",
          "Reginald", "Sidney", "Simon", "Stanley", "Vernon", "Oliver", "Nathaniel", "Percy", "Ralph", "Noel")
GB_SURNAMES = ("Ablett", "Adcock", "Adlington", "Aldous", "Allday", "Amphlett", "Appleby", "Applegarth",
               "Appleyard", "Arrowsmith", "Ashby", "Askew", "Aspinall", "Astbury", "Attenborough", "Attwood",
               "Ayling", "Backhouse", "Baddeley", "Bainbridge", "Bairstow", "Barraclough", "Battersby",
               "Beckett", "Bellerby", "Bagnall-Oakeley", "Barrington-Ward", "Asher-Smith", "Bartle-Wilson")

# Jamaican: ethnidata JAM Olympic rows (Elaine, Omar, Nesta, Morrison and Wignall of other countries' rows).
JM_WOMEN = ("Janelle", "Kimberly", "Aleen", "Patrina", "Alia", "Michelle", "Tracey", "Elaine",
            # by hand
            "Shelly-Ann", "Shericka")
JM_MEN = ("Kemar", "Jevon", "Vinton", "Nathon", "Marvin", "Omar", "Nesta",
          # by hand
          "Asafa", "Delroy")
JM_SURNAMES = ("Ashmeade", "Beckford", "Bailey-Cole", "Barnett", "Ballentine", "Morrison", "Wignall", "Ayre",
               "Aldridge", "Beautle")

# Spanish (Castile, Andalusia...): ethnidata ESP Olympic rows.
ES_WOMEN = ("Amaya", "Cristina", "Elena", "Macarena", "Marta", "Mónica", "Natalia", "Paloma", "Patricia", "Sonia",
            "Tamara", "Vanesa", "Concepción", "Elisabeth", "Margarita", "Luisa", "Julia", "Sabina",
            # by hand (compound given names)
            "María José", "María del Mar", "Ana Belén", "María Jesús", "Luisa Fernanda")
ES_MEN = ("Abelardo", "Adolfo", "Alfonso", "Bartolomé", "Cecilio", "Eleuterio", "Emilio", "Estanislao",
          "Faustino", "Gonzalo", "Ignacio", "Laureano", "Lorenzo", "Melquíades", "Nicolás", "Patricio", "Rubén",
          "Víctor", "Jaime", "Javier", "Agustín", "Andrés", "Horacio",
          # by hand (compound given names)
          "José María", "Juan Carlos", "Francisco Javier", "José Luis", "Miguel Ángel")
ES_SURNAMES = ("Aguado", "Alonso", "Balbuena", "Calleja", "Camacho", "Cervera", "Cobos", "Criado", "Espinosa",
               "Fernández", "Gil", "Gómez", "González", "Gutiérrez", "Guzmán", "Hermosilla", "Hervás", "Hoyos",
               "Ibáñez", "Jiménez", "López", "Martínez", "Menéndez", "Mondéjar", "Morillo", "Muñoz", "Navarro",
               "Ordovás", "Pascual", "Peña", "Pérez", "Quiles", "Redondo", "Rodríguez", "Sancho", "Sánchez",
               "Sillero", "Suárez", "Tejada", "Valero", "Vargas", "Venegas", "Villanueva", "Sánchez-Marín")
ES_PARTICLED = (  # by hand, on surnames of the rows
    "de la Fuente", "del Río", "de la Torre", "del Pino", "de las Heras", "de la Cruz", "del Valle", "de Miguel")

# Basque and Catalan: ethnidata ESP Olympic and phone-directory rows.
EU_WOMEN = ("Ainhoa", "Naroa", "Igone", "Izaskun", "Maite", "Laia", "Mireia", "Montserrat", "Arantxa", "Itziar",
            "Nerea")
EU_MEN = ("Garikoitz", "Iñaki", "Jon", "Julen", "Markel", "Mikel", "Josu", "Jordi", "Josep", "Ricard", "Eduard",
          "Oriol", "Xavier", "Aitor", "Unai")
EU_SURNAMES = ("Alkorta", "Arrizabalaga", "Aramburu", "Arruti", "Askasibar", "Beracoetxea", "Echarri", "Elejalde",
               "Elorza", "Esnaola", "Goyeneche", "Inchaurraga", "Landaluce", "Lekuona", "Luzuriaga", "Mendiola",
               "Sarobe", "Sarriegui", "Uriarte", "Zabaleta", "Bofill", "Casajuana", "Clotet", "Creus", "Feliu",
               "Ferragut", "Fontanals", "Fuster", "Huguet", "Lluch", "Masdeu", "Mestres", "Mitjavila", "Perarnau",
               "Peypoch", "Puig", "Riera", "Ripoll", "Romagosa", "Torrents", "Biosca", "Baiget")

# Galician: ethnidata ESP phone-directory given names and Olympic surnames.
GL_WOMEN = ("Uxía", "Iria", "Antía", "Sabela", "Noa", "Xiana")
GL_MEN = ("Xoán", "Xosé", "Brais", "Anxo", "Roi", "Breixo", "Iago")
GL_SURNAMES = ("Carballo", "Neira", "Lamas", "Outeiro", "Seoane", "Pazos", "Vázquez", "Otero", "Fraga", "Couto",
               "Bouzas", "Castiñeira", "Vilariño", "Souto", "Ferreiro", "Rodicio")

# Mexican: ethnidata MEX Olympic rows (and ESP phone-directory given names).
MX_WOMEN = ("Adriana", "Bertha", "Deyanira", "Gilda", "Hilda", "Mariana", "Norma", "Silvia", "Tania", "Verónica",
            "Virginia", "Wendy", "Damaris", "Karem", "Jannet", "Guadalupe", "Xóchitl", "Itzel", "Maricela",
            "Yesenia",
            # by hand (compound given names)
            "Ana Karen", "María Fernanda")
MX_MEN = ("Arturo", "Eulalio", "Evaristo", "Heriberto", "Herminio", "Maximiliano", "Porfirio", "Fidel", "Irving",
          "Moisés", "Raúl", "Julián", "Cristóbal", "Héctor", "Cuauhtémoc",
          # by hand (compound given names)
          "Juan Pablo", "Jorge Luis")
MX_SURNAMES = ("Acosta", "Aguirre", "Alcocer", "Arellano", "Arjona", "Armendáriz", "Arredondo", "Ávalos",
               "Aveleyra", "Bahena", "Becerril", "Bernal", "Briseño", "Cepeda", "Chávez", "Cuamatzi", "Galindo",
               "Gallegos", "Granados", "Guajardo", "Heredia", "Lizana", "Loza", "Murillo", "Navarrete",
               "Negrete", "Ordaz", "Padilla", "Salazar", "Sandoval", "Sotelo", "Tafolla", "Tamez", "Tinoco",
               "Valdez", "Valtierra", "Villagrán", "Yáñez", "Zermeño")
MX_PARTICLED = (  # by hand
    "de la Garza", "de los Santos", "del Toro", "de León")

# Central American: ethnidata NIC and PAN Olympic rows and ESP phone-directory given names.
CA_WOMEN = ("Geraldine", "Isabella", "Xiomara", "Dunia", "Karla", "Ingrid", "Lesbia", "Yadira", "Glenda", "Sayda",
            "Marlene")
CA_MEN = ("Erasmo", "Donaldo", "Florencio", "Severino", "Nery", "Wilmer", "Elmer", "Byron", "Edwin",
          # by hand
          "Olvin", "Mynor", "Selvin")
CA_SURNAMES = ("Abaunza", "Alguera", "Balladares", "Chamorro", "Villavicencio", "Vanegas", "Agard", "Arza",
               "Medrano", "Mejía",
               # by hand
               "Lacayo", "Sequeira", "Zelaya", "Cerrato", "Solórzano", "Orellana", "Paiz")

# Caribbean (Cuban, Dominican, Puerto Rican): ethnidata CUB and DOM Olympic rows.
CB_WOMEN = ("Bárbara", "Daima", "Ileana", "Maura", "Nereida", "Regla", "Vilma", "Yaritza", "Yenima", "Zoila",
            "Odalys", "Dailenys", "Yarelis", "Cándida", "Juana", "Taismary", "Yudelkys")
CB_MEN = ("Dámaso", "Eusebio", "Filiberto", "Godofredo", "Idalberto", "Lázaro", "Virgilio", "Yordanis", "Yosvany",
          "Osmay", "Raidel", "Yamil", "Alexeis", "Jacinto", "Wellington", "Youndry")
CB_SURNAMES = ("Acea", "Armenteros", "Cabrera", "Castañeda", "Chacón", "Duarte", "Freyre", "Góngora", "Guevara",
               "Janjaque", "Leiva", "Llópiz", "Mestre", "Oliva", "Pacheco", "Perdomo", "Pozo", "Quintero", "Reyna",
               "Risquet", "Rivero", "Rizo", "Ruiloba", "Varela", "Verdecia", "Zamora", "Zulueta", "Aquino",
               "Bautista", "Tejeda", "Saladín")

# Andean (Peruvian, Bolivian, Ecuadorian): ethnidata PER, BOL and ECU Olympic rows, and Spain's
# phone-directory rows (Quispe, Mamani, Huamán, Condori, Choque, Apaza, Ticona among them).
AN_WOMEN = ("Fiorella", "Wilma", "Lissette", "Claudia", "Sandra", "Maribel", "Gladys", "Edith", "Yolanda",
            # by hand
            "Marleny", "Killa")
AN_MEN = ("Sixto", "Teodoro", "Gerardo", "Justo", "Jimmy", "Mauricio", "Leopoldo", "Percy", "Fredy", "Edgar",
          # by hand
          "Wilber", "Nilo")
AN_SURNAMES = ("Acevedo", "Alayza", "Argandoña", "Arguedas", "Benalcázar", "Benavides", "Centeno", "Cornejo",
               "Lecaros", "Madueño", "Ochoa", "Seminario", "Valdivia", "Yucra", "Aramayo", "Asbún", "Bascón",
               "Belmonte", "Condo", "Suquitana", "Quispe", "Mamani", "Huamán", "Condori", "Choque", "Apaza",
               "Ticona",
               # by hand
               "Chuquimia")

# Rioplatense (Argentine, Uruguayan): ethnidata ARG and URY Olympic rows (Florencia, Gastón of Spain's).
RIO_WOMEN = ("Agustina", "Georgina", "Luciana", "Mariela", "Valentina", "Valeria", "Yésica", "Liliana", "Florencia",
             "Sabrina", "Serena")
RIO_MEN = ("Facundo", "Lautaro", "Leandro", "Nazario", "Osvaldo", "Hermenegildo", "Ambrosio", "Amílcar", "Aníbal",
           "Gastón", "Matías", "Sebastián", "Edgardo", "Basilio", "Egidio", "Isidoro")
RIO_SURNAMES = ("Aberastegui", "Aichino", "Aimar", "Alsogaray", "Altube", "Ameghino", "Amicarelli", "Anganuzzi",
                "Arigoni", "Bassedas", "Balliengo", "Baratta", "Barbieri", "Barrionuevo", "Beltrame", "Bellotto",
                "Fourcade", "Giovanelli", "Igarzábal", "Levalle", "Marenzi", "Mastroianni", "Saravia",
                "Antognazza", "Azcune", "Benech", "Muruzábal", "Trucco", "Mussio", "Guruceaga", "Casenave")
RIO_PARTICLED = (  # by hand
    "Di Stéfano", "Di Benedetto", "Di Lorenzo", "De Angelis", "Del Giúdice")

# Colombian and Venezuelan: ethnidata COL and VEN Olympic rows.
CO_WOMEN = ("Estefanía", "Tatiana", "Zuleima", "Yadinis", "Evelis", "Lady", "Kellys", "Betzabeth", "Norisbeth",
            "Roslandy", "Yuruby", "Martha", "Roselina", "Carolina")
CO_MEN = ("Bonifacio", "Camilo", "Hernando", "Rogelio", "Wilmar", "Deivy", "Jhon", "Elider", "Leonidas", "Reiver",
          "Octavio", "Fabio", "Emanuel")
CO_SURNAMES = ("Arango", "Asprilla", "Campuzano", "Giraldo", "Hinestroza", "Orjuela", "Piedrahita", "Posada",
               "Restrepo", "Tabares", "Tangarife", "Velasco", "Colmenares", "Linares", "Llanos", "Villegas",
               "Avellaneda", "Aranguren", "Baptista", "Arráez", "Carvajal", "Becerra", "Andica")

# Chilean: ethnidata CHL Olympic rows and ESP phone-directory given names.
CL_WOMEN = ("Melita", "Daniela", "Javiera", "Constanza", "Catalina", "Francisca", "Fernanda", "Marlene")
CL_MEN = ("Yerko", "Rodrigo", "Patricio", "Cristián", "Ezequiel", "Vicente", "Tomás", "Benjamín", "Felipe")
CL_SURNAMES = ("Abasolo", "Aceituno", "Aravena", "Astaburuaga", "Atalah", "Baeza", "Barahona", "Barraza",
               "Barticevic", "Cárdenas", "Costabal", "Gaete", "Jorquera", "Neder", "Negrón", "Pincheira",
               "Quinchel", "Saavedra", "Troncoso", "Umazábal", "Valenzuela", "Pardo")

# Brazilian: ethnidata BRA Olympic rows (and ESP phone-directory given names).
BR_WOMEN = ("Adriana", "Alessandra", "Andressa", "Andréia", "Camila", "Eliana", "Elisângela", "Fabiana", "Geisa",
            "Larissa", "Luiza", "Mirella", "Soraia", "Zélia", "Aline", "Cleide", "Edilene", "Taís", "Viviane",
            "Beatriz",
            # by hand (compound given names)
            "Maria Eduarda", "Ana Clara", "Maria Clara", "Ana Júlia")
BR_MEN = ("Adalberto", "Adevaldo", "Alexsandro", "Aloísio", "Aluízio", "Anísio", "Arnaldo", "Expedito",
          "Laudelino", "Márcio", "Otávio", "Paulino", "Raimundo", "Rômulo", "Thiago", "Ademir", "Aderval", "Adilson",
          "Aldair", "Amauri", "Clóvis", "Dermival", "Gilson", "Higor", "Nilson", "Nilton", "Régis", "Vinícius",
          # by hand (compound given names)
          "João Pedro", "José Carlos", "Luiz Fernando")
BR_SURNAMES = ("Abreu", "Albuquerque", "Alencar", "Almeida", "Alves", "Amaral", "Amorim", "Andrade", "Aragão",
               "Araújo", "Arantes", "Azevedo", "Barbosa", "Batista", "Braga", "Freitas", "Galvão", "Marques",
               "Moreira", "Nascimento", "Ramalho", "Ribeiro", "Rodrigues", "Soares", "Sousa", "Souza", "Xavier",
               "Acioly", "Aleixo", "Sanglard", "Rodrigues-Belo")
BR_PARTICLED = (  # by hand, on surnames of the rows
    "da Silva", "dos Santos", "de Souza", "da Costa", "do Carmo", "de Oliveira", "dos Reis", "de Almeida",
    "da Cunha", "do Amaral")

# Afro-Brazilian: ethnidata BRA Olympic and ESP phone-directory rows (Dandara and Paixão of CMR's and
# ANG's rows).
AB_WOMEN = ("Dandara", "Benedita", "Jurema", "Aparecida", "Marinalva", "Josefa", "Luzia", "Edinalva", "Cleonice",
            "Rosângela", "Adenízia",
            # by hand
            "Zuleide")
AB_MEN = ("Benedito", "Sebastião", "Valdemar", "Edvaldo", "Josué", "Cícero", "Adésio", "Agberto",
          # by hand
          "Jurandir")
AB_SURNAMES = ("Santana", "Assis", "Paixão", "Batista", "Sacramento",
               # by hand
               "Bonfim", "Anunciação", "Purificação")
AB_DEVOTIONAL = (  # by hand, on names of the rows
    "do Nascimento", "dos Santos", "da Conceição", "de Jesus", "do Rosário", "das Dores", "da Paixão",
    "do Espírito Santo", "de Assis")

# Japanese-Brazilian: ethnidata JPN Olympic and USA phone-directory surnames; given names of BRA, JPN and
# Spain's phone-directory rows.
NK_WOMEN = ("Mayumi", "Erika", "Yumi", "Kumi", "Juliana", "Cristiane", "Sayuri", "Patrícia", "Akemi", "Luana",
            "Tatiane")
NK_MEN = ("Tadashi", "Kenji", "Hiroshi", "Ricardo", "Rodrigo", "Fábio", "Eduardo", "Jorge",
          # by hand
          "Massao", "Hideki", "Minoru")
NK_SURNAMES = ("Arashiro", "Aragaki", "Akamine", "Adachi", "Aihara", "Akagi", "Akamatsu", "Akimoto", "Amano",
               "Aoyama", "Arakawa", "Asano", "Azuma", "Miyagi", "Tamashiro", "Asato", "Yamashita", "Suzuki",
               "Fujita", "Ishikawa", "Ogawa",
               # by hand (Okinawan and common names of Brazil's Nikkei)
               "Higa", "Oshiro", "Kinjo", "Tanaka", "Nakamura", "Yamamoto")

# Lebanese-Brazilian: ethnidata LBN Olympic rows; given names and Haddad, Jafet, Abib of MAR, EGY and
# Spain's phone-directory rows.
LB_WOMEN = ("Lina", "Katya", "Samira", "Leila", "Soraya", "Jamile", "Nádia", "Rania", "Yasmin")
LB_MEN = ("Assaad", "Bachir", "Ghassan", "Issam", "Khodor", "Maher", "Nagib", "Nazem", "Nidal", "Souheil", "Tarek",
          "Michel", "Elias", "Habib", "Salim")
LB_SURNAMES = ("Abounaoum", "Achi", "Andraos", "Antaki", "Aoun", "Arbaji", "Assi", "Ayoub", "Barbar", "Barrak",
               "Bassil", "Bassoul", "Bechara", "Bejjani", "Dahab", "Moukdad", "Haddad", "Jafet", "Abib",
               # by hand
               "Maluf", "Chedid", "Salomão")

# Italian-Brazilian: ethnidata BRA Olympic rows (Italian surnames); Brazilian given names of BRA and
# Spain's phone-directory rows.
IB_WOMEN = ("Alessandra", "Fabiana", "Mirella", "Larissa", "Rebeca", "Paula", "Gabriela", "Andressa", "Franciele",
            "Jaqueline")
IB_MEN = ("Bruno", "Renzo", "Ângelo", "Ludovico", "Leandro", "Marcelo", "Dario", "Gustavo", "Sandro", "Gilmar")
IB_SURNAMES = ("Agresta", "Antonelli", "Avancini", "Baggio", "Bagattini", "Balconi", "Barabani", "Bellucci",
               "Beltrame", "Bonfietti", "Cerutti", "Pellegrino", "Argenton", "Alessandri", "Amêndola", "Baldacin")

# German-Brazilian: ethnidata BRA Olympic and DEU rows (German surnames); Brazilian given names of
# Spain's phone-directory rows.
GBR_WOMEN = ("Franciele", "Jaqueline", "Ivone", "Ivete", "Elisete", "Cristiane", "Franziska", "Marta")
GBR_MEN = ("Valdir", "Edson", "Gilmar", "Leandro", "Márcio", "Adalberto", "Stephan", "Arnaldo")
GBR_SURNAMES = ("Arenhart", "Arnhold", "Arndt", "Albrecht", "Kaefer", "Rippel", "Stoffel", "Henkel", "Appel", "Arp",
                "Altheman", "Machry", "Schmitt", "Klein", "Wendt", "Hoffmann", "Kuhn", "Zimmermann", "Stein")

# Portuguese: ethnidata PRT Olympic rows (and ESP phone-directory given names).
PT_WOMEN = ("Cátia", "Joana", "Jéssica", "Vera", "Sara", "Inês", "Filipa", "Leonor", "Margarida", "Mafalda",
            "Rita", "Elsa")
PT_MEN = ("Diogo", "Gonçalo", "Nuno", "Vasco", "Tiago", "Duarte", "Gaspar", "Joaquim", "Rui", "Vítor", "Zacarias",
          "Augusto", "Henrique", "Mablio", "Afonso")
PT_SURNAMES = ("Abrantes", "Agostinho", "Aguiar", "Anjos", "Antunes", "Apolónia", "Arraiolos", "Azinhais",
               "Barrento", "Barreto", "Barroso", "Beltrão", "Carvalho", "Martins", "Andias", "Afonso", "Basto",
               "Aldegalega")

# Filipino: ethnidata PHL Olympic rows, ESP phone-directory given names, USA phone-directory surnames.
PH_WOMEN = ("Amelita", "Nenita", "Loretta", "Visitación", "Jasmine", "Maricel", "Rowena", "Analyn", "Marites",
            "Jonalyn", "Divina",
            # by hand
            "Liezel")
PH_MEN = ("Ciriaco", "Florentino", "Leopoldo", "Manfredo", "Norberto", "Rodolfo", "Teodorico", "Deogracias",
          "Percival", "Roosevelt", "Jerome", "Rommel", "Jun")
PH_SURNAMES = ("Achacoso", "Adornado", "Alegada", "Alipala", "Almario", "Amabuyok", "Arabejo", "Arcales", "Arceo",
               "Arpon", "Asejo", "Asuncion", "Babol", "Badion", "Balea", "Baronda", "Barretto", "Basanung",
               "Bauzon", "Baylon", "Begeo", "Macaraeg", "Pangilinan", "Tolentino", "Manalo", "Soriano",
               # by hand
               "Dimaculangan")
PH_PARTICLED = (  # by hand
    "dela Cruz", "delos Reyes", "de Guzman", "dela Peña", "de Leon", "delos Santos")

# Haitian: ethnidata's rows hold no Haitian country; given names from ESP, USA, CAN and FRA
# phone-directory and Olympic rows; surnames of CUB, USA, CAN and FRA rows.
HT_WOMEN = ("Nadège", "Fabiola", "Darline", "Jocelyn", "Marie-Claude", "Johanne", "Lise",
            # by hand
            "Guerline", "Yolette", "Mirlande", "Woodline", "Sherlande", "Marie-Lourdes", "Rose-Marie")
HT_MEN = ("Wesner", "Dieudonné", "Frantz", "Evens", "Wilner", "Jean-Paul", "Jean-Marie",
          # by hand
          "Fritznel", "Wilfrid", "Jean-Robert", "Jean-Claude")
HT_SURNAMES = ("Joseph", "Augustin", "Baptiste", "Lamothe", "Désir", "Célestin", "Dorvil", "Jean-Baptiste",
               # by hand
               "Pierre-Louis", "Saint-Fleur", "Jean-Charles", "Toussaint", "Estimé", "Beauvoir", "Fils-Aimé")

# Chinese: ethnidata CHN phone-directory surnames; given names of ESP phone-directory rows.
ZH_WOMEN = ("Xiaoling", "Meiling", "Jiahui", "Yuting", "Wenjuan", "Xuefen", "Zhenzhen", "Huiying", "Shuang",
            "Wenjing", "Xinyi", "Lihua", "Fang", "Ying")
ZH_MEN = ("Jianguo", "Zhiwei", "Haoran", "Weiming", "Junjie", "Zihao", "Yifan", "Xiaoming", "Lei", "Qiang", "Hui")
ZH_SURNAMES = ("Chen", "Huang", "Zhang", "Liu", "Zhou", "Guo", "Deng", "Cai", "Feng", "Liang", "Luo", "Tang", "Xie",
               "Zheng", "Lam", "Chan", "Wong", "Cheung", "Kwong", "Tsang", "Yap", "Teoh", "Ou-Yang", "Au-Yong",
               "Zhao", "Wang", "Lin", "Sun")

# Korean: ethnidata KOR phone-directory surnames; given names by hand (ethnidata has none),
# hyphenated as most Korean passports write them.
KO_WOMEN = (  # by hand
    "Ji-woo", "Min-ji", "Seo-yeon", "Ji-yeon", "Hye-jin", "Soo-young", "Eun-ji", "Yu-na", "Ha-eun", "Da-eun",
    "Mi-young", "Young-hee", "So-yeon")
KO_MEN = (  # by hand
    "Min-jun", "Seo-jun", "Ji-hoon", "Dong-wook", "Hyun-woo", "Sung-min", "Jae-hyun", "Do-yoon", "Joon-ho",
    "Sang-woo", "Kyung-soo", "Tae-yang")
KO_SURNAMES = ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Shin", "Seo",
               "Kwak", "Hwang", "Ahn", "Yoo", "Hong", "Jeon", "Moon", "Ryu", "Noh", "Baik", "Oh", "Ko", "Suh",
               "Rhee", "Chun", "Chung", "Bang", "Cha", "Jeong", "Yeo", "Shim")

# Vietnamese: PyPI vn-fullname-generator 0.0.2 (MIT) family and given names as it writes them;
# the unaccented ones are of ethnidata's USA and FRA phone-directory rows, as Western forms write them.
VI_WOMEN = ("Thu Hà", "Minh Anh", "Ngọc Lan", "Thanh Hương", "Phương Linh", "Hồng Nhung", "Mai Anh", "Kim Oanh",
            "Bích Ngọc", "Thuy", "Huong", "Linh", "Trang", "Phuong")
VI_MEN = ("Minh Tuấn", "Quốc Bảo", "Anh Dũng", "Thành Long", "Hoàng Nam", "Quang Huy", "Tiến Dũng", "Bảo Long",
          "Tuan", "Minh", "Hung", "Quang", "Thanh")
VI_SURNAMES = ("Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Ngô",
               "Dương", "Lý", "Đoàn", "Trương", "Nguyen", "Tran", "Pham", "Huynh", "Ngo", "Duong")

# Japanese: ethnidata JPN Olympic rows.
JA_WOMEN = ("Akiko", "Chieko", "Eriko", "Fumiko", "Junko", "Kuniko", "Mariko", "Masako", "Miho", "Mikiko",
            "Misako", "Miyoko", "Noriko", "Reiko", "Wakako", "Yoshiko", "Yukiko", "Yuko", "Sayaka", "Shizuka",
            "Kanae", "Konomi", "Kozue", "Miharu", "Sumie", "Tomomi", "Yurie")
JA_MEN = ("Goro", "Isao", "Katsuo", "Kazuo", "Kentaro", "Masahiro", "Masao", "Mitsuhiro", "Motohiko", "Nobuhiro",
          "Norio", "Shigeo", "Tadahiro", "Takahiro", "Taro", "Toshiro", "Yasuhiro", "Yoshihiro", "Atsushi",
          "Daichi", "Hideaki", "Hiroyuki", "Kazuaki", "Kiyoshi", "Koichi", "Masashi", "Naoki", "Osamu", "Ryohei",
          "Satoru", "Shigeru", "Shinji", "Takeshi", "Takumi", "Yosuke", "Yuichi", "Takuma", "Yutaka")
JA_SURNAMES = ("Abe", "Adachi", "Aida", "Aihara", "Aikawa", "Aizawa", "Akiyama", "Amano", "Ando", "Aoki", "Arai",
               "Araki", "Asada", "Asahara", "Akutsu", "Aono", "Arimoto", "Banno", "Akasaka", "Aoyanagi", "Asanuma",
               "Azegami")

# Indian: ethnidata IND Olympic rows and ESP phone-directory given names.
IN_WOMEN = ("Priya", "Kavita", "Sunita", "Pooja", "Neha", "Divya", "Lalita", "Seema", "Manika", "Aditi", "Babita",
            "Beenamol")
IN_MEN = ("Rahul", "Arjun", "Vikram", "Sanjay", "Rohit", "Anil", "Suresh", "Rajesh", "Amit", "Anand", "Ashish",
          "Chetan", "Pradeep", "Vijay", "Sharath", "Bijoy", "Subramani")
IN_SURNAMES = ("Aggarwal", "Ahluwalia", "Ahuja", "Ahir", "Amritraj", "Attri", "Bajaj", "Ballal", "Banerjee",
               "Barman", "Basak", "Batra", "Bopaiah", "Achanta", "Antil", "Andhalkar-Patil", "Kalaiah")

# Pakistani: ethnidata PAK Olympic rows and ESP phone-directory given names.
PK_WOMEN = ("Rabia", "Shabana", "Anum", "Ayesha", "Sana", "Mehwish", "Nadia", "Sadia")
PK_MEN = ("Adil", "Atif", "Fareed", "Ghazanfar", "Gulraiz", "Haider", "Haris", "Ishtiaq", "Kamran", "Khurshid",
          "Liaqat", "Manzoor", "Maqsood", "Mehboob", "Mudassar", "Mushtaq", "Naeem", "Naveed", "Riaz", "Shahbaz",
          "Sohail", "Waqar", "Waseem", "Zeeshan")
PK_SURNAMES = ("Abbasi", "Afzal", "Akhtar", "Akram", "Alam", "Amjad", "Arshad", "Ashraf", "Aslam", "Awan", "Ayub",
               "Baig", "Bajwa", "Bakhsh", "Baloch", "Razzaq", "Waheed")

# Arabic (Gulf, Levant, Egypt): ethnidata SAU and EGY Olympic rows.
AR_WOMEN = ("Lubna", "Aziza", "Dalia", "Esraa", "Heba", "Lamia", "Maha", "Mona", "Noha", "Samia", "Shaimaa", "Soha",
            "Nariman", "Nourhan", "Reem", "Hagar", "Kariman")
AR_MEN = ("Abdullah", "Adel", "Bader", "Bilal", "Fahad", "Faisal", "Hamdan", "Hamed", "Hashim", "Ibrahim", "Jamal",
          "Khaled", "Majed", "Mansour", "Saad", "Saleh", "Sultan", "Youssef", "Ayman", "Hossam", "Tamer", "Wael",
          "Walid", "Yasser", "Hazem")
AR_SURNAMES = ("Al-Amri", "Al-Anazi", "Al-Dosari", "Al-Harbi", "Al-Harthi", "Al-Otaibi", "Al-Qahtani",
               "Al-Shahrani", "Al-Tamimi", "Al-Turki", "Al-Khalidi", "Al-Rasheed", "Al-Yami", "Al-Juaid",
               "El-Sayed", "El-Nakib", "El-Bendary", "Abdelrahman", "Abdelfattah", "Badawi", "Bekhit", "Gouda",
               "Metwaly", "Allam", "Badran")

# Maghrebi (Moroccan): ethnidata MAR Olympic rows.
MA_WOMEN = ("Amina", "Fatima", "Khadija", "Malika", "Mouna", "Naima", "Salima", "Sanaa", "Rababe", "Mariem")
MA_MEN = ("Abdelaziz", "Abdelhak", "Abderrahim", "Aissam", "Allal", "Anasse", "Bouchaib", "Brahim", "Driss",
          "Hicham", "Lahcen", "Miloud", "Noureddine", "Safouane", "Salaheddine", "Tahar", "Younes")
MA_SURNAMES = ("Alami", "Amrabat", "Ansari", "Aouita", "Arafi", "Atmani", "Azzouzi", "Bakkal", "Barrada", "Basri",
               "Belghiti", "Bellani", "Boujemaa", "Hammou", "Kassou", "Lahbib", "Lahlou", "Redouane", "Al-Alaoui")

# Turkish: ethnidata TUR Olympic rows (its dropped letters written back).
TR_WOMEN = ("Elif", "Merve", "Meryem", "Yasemin", "Yeliz", "Serap", "Semra", "Sema", "Duygu", "Burcu", "Reyhan",
            "Elvan", "Süreyya", "Özge", "Naz")
TR_MEN = ("Ahmet", "Alpaslan", "Atakan", "Bekir", "Burhan", "Celal", "Cihat", "Emre", "Erdal", "Erhan", "Fatih",
          "Ferhat", "Feridun", "Fikret", "Haydar", "Hüseyin", "Kemal", "Mahmut", "Mehmet", "Mert", "Metin", "Murat",
          "Necdet", "Nihat", "Onur", "Orhan", "Ramazan", "Sedat", "Selçuk", "Serhat", "Süleyman", "Turgut",
          "Vedat", "Yasin", "Yüksel")
TR_SURNAMES = ("Acar", "Akay", "Akbulut", "Akdoğan", "Akgün", "Aksoy", "Aksu", "Alemdar", "Alkan", "Altun",
               "Arslan", "Aslan", "Atalay", "Atasoy", "Avcı", "Ayaz", "Aydemir", "Aydın", "Aytar", "Ayvaz",
               "Babacan", "Balcı", "Balkan", "Baydar", "Bayrak", "Bayram", "Batmaz")

# Nigerian: ethnidata NGA Olympic rows (Emeka of Spain's phone-directory rows).
NG_WOMEN = ("Bukola", "Chioma", "Folashade", "Kikelomo", "Iyabo", "Odunayo", "Olabisi", "Olusola", "Omolade",
            "Oyeronke", "Uzoma", "Aminat", "Moriam", "Endurance", "Patience", "Benedicta", "Ajuma", "Oluwatobiloba")
NG_MEN = ("Ademola", "Adewale", "Aniekan", "Ayodele", "Deji", "Ebenezer", "Efetobore", "Fatai", "Hammed", "Kayode",
          "Kehinde", "Muideen", "Nnamdi", "Okechukwu", "Olapade", "Olusegun", "Oluwafemi", "Onyekachi", "Quadri",
          "Sikuru", "Tijani", "Tunde", "Yakubu", "Emeka", "Taiwo", "Olubayo", "Nduka")
NG_SURNAMES = ("Abiodun", "Adegbite", "Adekunle", "Adeleye", "Adeniyi", "Adeshina", "Adetunji", "Adeyemo",
               "Afolabi", "Ajayi", "Akanji", "Akindele", "Akinyemi", "Akpan", "Alimi", "Amunike", "Anichebe",
               "Anyiam", "Archibong", "Arogundade", "Asiodu", "Attah", "Audu", "Azubuike", "Bakare", "Bamidele",
               "Bassey", "Ayinla-Adekunle", "Aboyade-Cole")

# Ghanaian: ethnidata GHA Olympic rows (Gifty, Kofi, Kwabena, Kwaku and Yaw of Spain's phone-directory rows).
GH_WOMEN = ("Alberta", "Vida", "Mavis", "Gifty", "Hannah", "Janet", "Winifred",
            # by hand
            "Akosua", "Abena", "Adwoa", "Efua")
GH_MEN = ("Kwame", "Kofi", "Kwabena", "Kwaku", "Yaw", "Prince", "Augustine", "Seth", "Taju", "Joachim")
GH_SURNAMES = ("Aboagye", "Acheampong", "Acquah", "Addo", "Adjei", "Adomako", "Afriyie", "Agyemang", "Akoto",
               "Allotey", "Amankwah", "Amartey", "Amoah", "Ampomah", "Amponsah", "Ankamah", "Appiah", "Armah",
               "Asare", "Ayew", "Baidoo", "Bawuah", "Addo-Odametey", "Aggrey-Fynn")

# Polish: ethnidata POL Olympic rows (its dropped letters written back).
PL_WOMEN = ("Agnieszka", "Beata", "Bożena", "Elżbieta", "Grażyna", "Halina", "Iga", "Izabella", "Joanna", "Jolanta",
            "Justyna", "Kamila", "Katarzyna", "Krystyna", "Małgorzata", "Mariola", "Paulina", "Ewa", "Emilia")
PL_MEN = ("Andrzej", "Arkadiusz", "Bartłomiej", "Bartosz", "Bolesław", "Dariusz", "Henryk", "Jacek", "Janusz",
          "Jerzy", "Józef", "Kazimierz", "Krzysztof", "Leszek", "Marek", "Paweł", "Piotr", "Radosław", "Sławomir",
          "Tadeusz", "Tomasz", "Łukasz", "Waldemar", "Witold", "Wojciech", "Zbigniew")
PL_SURNAMES = ("Adamczak", "Adamczyk", "Adamski", "Andrzejewski", "Antczak", "Augustyniak", "Bacewicz", "Bajor",
               "Balcerzak", "Banaszak", "Baran", "Baranowski", "Bartnik", "Bartoszewicz", "Bednarek", "Bednorz",
               "Andruszkiewicz", "Ambroziak", "Adamowski", "Banasiak")

# Russian and Ukrainian: ethnidata RUS and UKR Olympic rows.
RU_WOMEN = ("Albina", "Alevtina", "Anastasiya", "Anzhelika", "Galina", "Inna", "Irina", "Kseniya", "Larisa",
            "Lidiya", "Lyudmila", "Nadezhda", "Olesya", "Polina", "Svetlana", "Tamila", "Varvara", "Yelena",
            "Yelizaveta", "Yevgeniya", "Yuliya", "Zinaida", "Oksana", "Tetiana", "Olena", "Iryna", "Svitlana")
RU_MEN = ("Aleksandr", "Aleksey", "Anatoly", "Artyom", "Dmitry", "Gennady", "Igor", "Konstantin", "Leonid", "Maksim",
          "Mikhail", "Nikolay", "Oleg", "Pavel", "Pyotr", "Ruslan", "Semyon", "Sergey", "Stepan", "Vadim", "Vasily",
          "Vitaly", "Vladislav", "Vyacheslav", "Yaroslav", "Yury", "Dmytro", "Mykhailo", "Oleksandr", "Serhiy",
          "Volodymyr", "Andriy", "Oleh")
RU_SURNAMES = ("Abramov", "Afanasyev", "Afonin", "Agapov", "Ageyev", "Aksyonov", "Aleksandrov", "Alekseyev",
               "Alyokhin", "Andreyev", "Anisimov", "Anokhin", "Antonov", "Arkhipov", "Artyomov", "Astakhov",
               "Avdeyev", "Averin", "Babikov", "Bakulin", "Balandin", "Balashov", "Baranov", "Barinov",
               "Abramenko", "Avramenko", "Andrusenko", "Babich", "Batiuk", "Akulenko")

# Romanian: ethnidata ROU Olympic rows (its dropped letters written back).
RO_WOMEN = ("Adina", "Alina", "Anca", "Andreea", "Gianina", "Ioana", "Lavinia", "Mihaela", "Nicoleta", "Oana",
            "Otilia", "Rodica", "Simona", "Violeta", "Florina")
RO_MEN = ("Adrian", "Alexandru", "Andrei", "Claudiu", "Constantin", "Cezar", "Dorin", "Dumitru", "Florin",
          "Gheorghe", "Grigore", "Horațiu", "Ioan", "Ionuț", "Laurențiu", "Marius", "Mircea", "Nicolae", "Ovidiu",
          "Sorin", "Vasile", "Viorel")
RO_SURNAMES = ("Aanei", "Acatrinei", "Agache", "Albu", "Alecu", "Alexe", "Anghel", "Antohi", "Antonescu", "Apostol",
               "Avram", "Axinte", "Baciu", "Badea", "Bălan", "Bejenaru", "Barbu", "Andrunache", "Achiriloaie",
               "Abrudeanu")

# Greek: ethnidata GRC Olympic rows.
GR_WOMEN = ("Dimitra", "Ioanna", "Katerina", "Stavroula", "Eleni", "Eirini", "Kalliopi", "Vasiliki", "Niki",
            "Areti", "Sofia", "Georgia", "Emmanouela", "Khrysoula")
GR_MEN = ("Alexandros", "Anastasios", "Apostolos", "Aristidis", "Athanasios", "Dimitrios", "Dionysios",
          "Efstathios", "Efthymios", "Gerasimos", "Ioannis", "Kleanthis", "Konstantinos", "Lazaros", "Nikolaos",
          "Panagiotis", "Pantelis", "Pavlos", "Spyridon", "Stavros", "Stylianos", "Themistoklis")
GR_SURNAMES = ("Alexopoulos", "Anagnostopoulos", "Anastasiadis", "Anastasiou", "Andreadis", "Andreou",
               "Angelopoulos", "Antoniadis", "Apostolopoulos", "Argyropoulos", "Arvanitis", "Aslanidis",
               "Athanasiadis", "Avramis", "Bakatsias", "Balafas", "Baltas", "Aronis", "Anyfantakis")

# German and Dutch: ethnidata DEU and NLD Olympic and DEU phone-directory rows.
DE_WOMEN = ("Angelika", "Anke", "Britta", "Carola", "Gudrun", "Heidrun", "Hannelore", "Ingeborg", "Jutta",
            "Kerstin", "Mareike", "Roswitha", "Silke", "Svenja", "Ulrike", "Annemiek", "Geertruida", "Hendrika",
            "Madelon", "Willemien")
DE_MEN = ("Achim", "Bernd", "Dieter", "Dirk", "Gerd", "Heiko", "Holger", "Jochen", "Jürgen", "Karsten", "Lothar",
          "Ludger", "Lutz", "Maik", "Rolf", "Sven", "Uwe", "Volker", "Klaus-Dieter", "Hans-Peter", "Geert", "Joost",
          "Klaas", "Maarten", "Pepijn", "Pieter", "Reinier", "Rutger", "Thijs", "Wolter")
DE_SURNAMES = ("Aaftink", "Achterberg", "Adelaar", "Alkemade", "Appeldoorn", "Arends", "Baart", "Bakker", "Balkema",
               "Beerens", "Bekkering", "Belderbos", "Beltman", "Seeburger", "Rosenau", "Schmithals", "Holtz",
               "Precht", "Weinhart", "Benkenstein", "Willecke", "Zumkehr")
DE_PARTICLED = ("de Vries",
                # by hand
                "van der Meer", "van den Broek", "van Dam", "ter Horst", "von Bülow", "van der Linden")

# Names that are also words of the language: a given name that is a noun or an adjective, a
# surname that is a trade, a colour, a place or a thing. ethnidata's rows (USA, GBR, ESP, MEX,
# BRA and PRT mostly); the rest by hand, after "# by hand".
WORD_NAMES = {
    "en": {"women": ("Hope", "Faith", "Joy", "Summer", "Dawn", "Ivy", "Holly", "April", "June", "Crystal",
                     "Destiny", "Autumn", "Robin", "Rose", "Grace"),
           "men": ("Will", "Bill", "Mark", "Frank", "Hunter", "Mason", "Grant", "Miles", "Drew", "Lance", "Ray",
                   # by hand
                   "Chase"),
           "surnames": ("Baker", "Price", "Brown", "Green", "Young", "Black", "Wood", "Hill", "Long", "Little",
                        "Banks", "Bell", "Mills", "Page", "Fox", "King", "Church", "Carpenter", "Cook", "Hunt",
                        "Waters", "Cross", "Rich", "Booth", "Bacon", "Bean", "Barber", "Archer", "Bishop",
                        "Sharp", "Noble", "Best", "Frost",
                        # by hand
                        "Golden")},
    "es": {"women": ("Rosario", "Soledad", "Luz", "Amparo", "Consuelo", "Dolores", "Pilar", "Mercedes", "Paz",
                     "Rocío", "Esperanza", "Milagros", "Aurora", "Estrella", "Alba", "Blanca", "Rosa", "Victoria",
                     "Gloria", "Socorro", "Nieves", "Cielo", "Azucena", "Perla", "Sol", "Ángeles"),
           "men": ("Ángel", "Salvador", "Domingo", "Jesús", "Modesto", "Inocencio", "Clemente", "Amado", "Justo",
                   "Severo", "Bienvenido", "Primitivo", "Santos", "Pastor", "Cándido"),
           "surnames": ("Cruz", "Prado", "Rosario", "Blanco", "Moreno", "Calvo", "Rey", "Lozano", "Bravo",
                        "Campos", "Castillo", "Delgado", "Iglesias", "Molina", "Palacios", "Plaza", "Puente",
                        "Montes", "Torres", "Ramos", "Serrano", "Soto", "Nieto", "Vidal", "Rico", "Flores",
                        "Cordero", "Salgado", "Pereira", "Franco", "Vega", "Leal", "Caballero", "Gallego", "Rubio",
                        "Manso", "Bueno", "Cano", "Lobo", "Guerra", "Toro", "Parra", "Sierra", "Pastor")},
    "pt": {"women": ("Graça", "Vitória", "Glória", "Luz", "Dores", "Socorro", "Aurora", "Estrela", "Rosa", "Flor",
                     "Alegria", "Esperança", "Bela", "Paz", "Celeste", "Clara", "Serena", "Jade", "Safira",
                     "Margarida", "Violeta", "Angélica",
                     # by hand
                     "Pérola"),
           "men": ("Messias", "Amado", "Salvador", "Natal", "Jesus", "Bento", "Justo", "Cândido", "Modesto",
                   "Prudente"),
           "surnames": ("Pereira", "Rocha", "Serra", "Oliveira", "Machado", "Ramos", "Coelho", "Carneiro", "Pinto",
                        "Campos", "Cordeiro", "Leite", "Lobo", "Bastos", "Fontes", "Torres", "Rios", "Costa",
                        "Vale", "Bandeira", "Barata", "Aranha", "Lima", "Matos", "Castelo", "Barros", "Raposo",
                        "Paiva",
                        # by hand
                        "Leão", "Prates")},
}


ORIGINS = {
    "english_american": Origin(EN_WOMEN, EN_MEN, EN_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish_scottish": Origin(IRISH_WOMEN, IRISH_MEN, IRISH_SURNAMES, "single"),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "jamaican": Origin(JM_WOMEN, JM_MEN, JM_SURNAMES, "single"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "basque_catalan": Origin(EU_WOMEN, EU_MEN, EU_SURNAMES, "two"),
    "galician": Origin(GL_WOMEN, GL_MEN, GL_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two", MX_PARTICLED),
    "central_american": Origin(CA_WOMEN, CA_MEN, CA_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two"),
    "andean": Origin(AN_WOMEN, AN_MEN, AN_SURNAMES, "two"),
    "rioplatense": Origin(RIO_WOMEN, RIO_MEN, RIO_SURNAMES, "single", RIO_PARTICLED),
    "colombian_venezuelan": Origin(CO_WOMEN, CO_MEN, CO_SURNAMES, "two"),
    "chilean": Origin(CL_WOMEN, CL_MEN, CL_SURNAMES, "two"),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_DEVOTIONAL),
    "japanese_brazilian": Origin(NK_WOMEN, NK_MEN, NK_SURNAMES, "single"),
    "lebanese_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "single"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "single"),
    "german_brazilian": Origin(GBR_WOMEN, GBR_MEN, GBR_SURNAMES, "single"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "filipino": Origin(PH_WOMEN, PH_MEN, PH_SURNAMES, "filipino", PH_PARTICLED),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "single"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "vietnamese": Origin(VI_WOMEN, VI_MEN, VI_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "single"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "single"),
    "pakistani": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "single"),
    "arabic": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "maghrebi": Origin(MA_WOMEN, MA_MEN, MA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "nigerian": Origin(NG_WOMEN, NG_MEN, NG_SURNAMES, "single"),
    "ghanaian": Origin(GH_WOMEN, GH_MEN, GH_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "russian_ukrainian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "german_dutch": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single", DE_PARTICLED),
    "word": Origin((), (), (), "word"),
}

# How often each origin is drawn, per language (every origin in every language, the rest at 1).
_LOCAL = {"en": {"english_american": 8, "african_american": 5, "irish_scottish": 3, "british": 3, "jamaican": 2,
                 "word": 6, "mexican": 3, "caribbean": 2, "filipino": 2, "indian": 3, "chinese": 3, "korean": 2,
                 "vietnamese": 2, "nigerian": 2, "haitian": 2, "arabic": 2, "russian_ukrainian": 2, "polish": 2},
          "es": {"spanish": 9, "basque_catalan": 3, "galician": 2, "mexican": 5, "central_american": 4, "andean": 4,
                 "rioplatense": 4, "caribbean": 4, "colombian_venezuelan": 4, "chilean": 3, "word": 6, "filipino": 2,
                 "maghrebi": 2, "romanian": 2, "chinese": 2},
          "pt": {"brazilian": 10, "afro_brazilian": 5, "portuguese": 4, "word": 6, "japanese_brazilian": 3,
                 "lebanese_brazilian": 3, "italian_brazilian": 3, "german_brazilian": 2, "rioplatense": 2,
                 "haitian": 2, "andean": 2}}
WEIGHTS = {language: {origin: _LOCAL[language].get(origin, 1) for origin in ORIGINS} for language in LANGUAGES}

# A "slavic" origin's surname as a woman bears it: (a man's ending, a woman's).
_FEMININE = (("ski", "ska"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"))


# ---------------------------------------------------------------------------------------------
# Look-alikes: a company, shop, street, hospital, school, station, city, brand, product, ship,
# carrier, assistant, holiday or role that holds or looks like a person's name and is none; a
# {{kind}} hole draws one, {{=text}} writes a literal one. Never labelled.
TRAPS = {
    "en": {
        "company": ("Wells Fargo", "Morgan Stanley", "Charles Schwab", "Edward Jones", "Goldman Sachs",
                    "Merrill Lynch", "Johnson & Johnson", "Procter & Gamble"),
        "store": ("Kroger", "Albertsons", "Macy's", "Nordstrom", "Dillard's", "Trader Joe's", "Kohl's"),
        "pharmacy": ("Walgreens", "Duane Reade", "Kroger", "Albertsons", "Rite Aid"),
        "street": ("Martin Luther King Jr Blvd", "Lincoln Ave", "Washington St", "Jefferson Davis Hwy",
                   "Kennedy Pkwy", "Cesar Chavez Ave", "Roosevelt Rd", "Franklin St", "Madison Ave"),
        "hospital": ("Johns Hopkins Hospital", "Memorial Sloan Kettering", "Mayo Clinic", "Kaiser Permanente",
                     "Henry Ford Hospital", "MD Anderson", "Dana-Farber", "St. Jude"),
        "school": ("Lincoln Elementary", "Roosevelt High School", "Jefferson Middle School", "Thurgood Marshall Academy",
                   "Booker T. Washington High", "Kennedy Elementary"),
        "city": ("Tyler", "Austin", "Charlotte", "Eugene", "Madison", "Florence", "Lincoln", "Jackson", "Elizabeth",
                 "Houston", "Raleigh", "Lafayette"),
        "brand": ("Tommy Hilfiger", "Calvin Klein", "Ralph Lauren", "Kenneth Cole", "Michael Kors", "Vera Bradley",
                  "Tory Burch", "Levi's"),
        "product": ("Sara Lee", "Betty Crocker", "Chef Boyardee", "Jack Daniel's", "Dr Pepper", "Marie Callender's",
                    "Mrs. Meyer's"),
        "carrier": ("Ryder", "J.B. Hunt", "Schneider", "Werner", "Estes", "Old Dominion"),
        "ship": ("Queen Mary 2", "Queen Elizabeth", "Queen Anne", "Norwegian Joy", "Carnival Jubilee"),
        "app": ("Alexa", "Siri", "Cortana", "Erica", "Google Assistant"),
        "holiday": ("Martin Luther King Jr. Day", "Presidents' Day", "Columbus Day", "St. Patrick's Day",
                    "Valentine's Day", "Juneteenth"),
        "role": ("supervisor", "Account Manager", "Claims Adjuster", "Dispatcher", "Loan Officer", "Team Lead",
                 "Billing Specialist"),
    },
    "es": {
        "company": ("Coppel", "Sanborns", "Falabella", "Ripley", "Herdez", "Grupo Salinas", "Casa Tarradellas",
                    "Seguros Bolívar", "Roca", "Leche Pascual"),
        "shop": ("Talleres Hermanos Ortega", "Instalaciones Ramírez", "Electricidad Ortiz e Hijos", "Fontanería Lozano",
                 "Reformas Sánchez", "Climatización Romero", "Talleres Gil"),
        "street": ("Avenida Juárez", "Calle de Alcalá", "Avenida Insurgentes Sur", "Calle Hidalgo", "Av. del Libertador",
                   "Calle Simón Bolívar", "Avenida Francisco de Miranda", "Calle Goya", "Paseo de Colón",
                   "Avenida Eloy Alfaro", "Calle Velázquez", "Calle Cervantes"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Clínica Dávila", "Hospital Rebagliati",
                     "Hospital Italiano", "Hospital Virgen del Rocío", "Hospital Niño Jesús", "Clínica Alemana"),
        "school": ("Colegio San Ignacio", "Instituto Cervantes", "Colegio Miguel Hernández",
                   "Liceo José Victorino Lastarria", "IES Ramiro de Maeztu", "Colegio Rubén Darío"),
        "city": ("Rosario", "Mercedes", "Concepción", "Soledad", "Santa Cruz", "La Paz", "Dolores", "Trinidad",
                 "Pereira", "San José", "Victoria", "Valdivia"),
        "brand": ("Carolina Herrera", "Adolfo Domínguez", "Purificación García", "Massimo Dutti", "Pepe Jeans",
                  "Pedro del Hierro", "Pura López"),
        "product": ("Don Simón", "Tío Pepe", "Don Julio", "José Cuervo", "Juan Valdez", "Ramón Bilbao",
                    "Marqués de Riscal"),
        "station": ("Alonso Martínez", "Diego de León", "Rubén Darío", "Príncipe de Vergara", "Gregorio Marañón",
                    "Goya", "Colón"),
        "holiday": ("Reyes", "San Juan", "San Fermín", "el Pilar", "la Inmaculada", "San José", "Todos los Santos",
                    "la Virgen de Guadalupe"),
        "role": ("la supervisora", "el gestor de mi cuenta", "un técnico", "el encargado de la tienda",
                 "la coordinadora de siniestros", "un asesor comercial"),
        "app": ("Aura", "TOBi", "Alexa", "Siri"),
    },
    "pt": {
        "company": ("Magazine Luiza", "Casas Bahia", "Lojas Renner", "Marisa", "Riachuelo", "Havan", "Hering",
                    "Tramontina", "Leroy Merlin", "Perdigão"),
        "street": ("Rua Augusta", "Av. Getúlio Vargas", "Rua Oscar Freire", "Av. Brigadeiro Faria Lima",
                   "Rua Teodoro Sampaio", "Av. Rebouças", "Rua Haddock Lobo", "Av. Juscelino Kubitschek",
                   "Praça Tiradentes", "Rua Bela Cintra", "Av. Santos Dumont"),
        "hospital": ("Hospital Albert Einstein", "Hospital Sírio-Libanês", "Hospital Oswaldo Cruz",
                     "Instituto Emílio Ribas", "Hospital São Luiz", "Hospital Moinhos de Vento", "Hospital Santa Izabel",
                     "Hospital Samaritano"),
        "school": ("Colégio Dante Alighieri", "Colégio Pedro II", "Colégio Santa Maria", "Colégio Marista São José",
                   "Colégio Visconde de Porto Seguro", "Colégio Rio Branco", "Colégio Bandeirantes"),
        "city": ("Vitória", "Natal", "Santos", "Presidente Prudente", "Governador Valadares", "Bento Gonçalves",
                 "Teresina", "Marechal Deodoro", "São José dos Campos", "Conceição do Araguaia"),
        "brand": ("Victor Hugo", "Jorge Bischoff", "Luiza Barcelos", "Carmen Steffens", "Santa Lolla", "Arezzo"),
        "product": ("Leite Moça", "Sonho de Valsa", "bolacha Maria", "Polenghi", "Catupiry", "Nescau"),
        "station": ("Estação Vila Madalena", "Estação Marechal Deodoro", "Estação Santa Cecília",
                    "Estação Oscar Freire", "Estação Fradique Coutinho", "Estação Ana Rosa", "Estação Conceição",
                    "Estação Brigadeiro"),
        "holiday": ("Natal", "São João", "Páscoa", "Finados", "Tiradentes", "Nossa Senhora Aparecida", "Carnaval"),
        "role": ("a supervisora", "o gerente da loja", "um técnico", "o pessoal do financeiro", "a ouvidoria",
                 "o corretor"),
        "app": ("Lu", "BIA", "Alexa", "Siri"),
    },
}

# ---------------------------------------------------------------------------------------------
# Templates: 60 per language, 20 of them with nobody in them.
TEMPLATES = {
    "en": [
        "hi yes this is [[P1.first]] again, the tech never showed up yesterday between {{time}} and 8pm?? can someone call me back at {{phone}}",
        "Subject: Re: Refund for order #{{id}}\n\nHi [[P2.first]],\n\nThanks for getting back to me. I still don't see the {{amt}} credit on my card and it's been 10 business days.\n\nBest,\n[[P1.full]]\n{{phone}}",
        "first_name,last_name,email,plan,status\n[[P1.first]],[[P1.last]],[[P1.mail]],Unlimited Plus,active\n[[P2.first]],[[P2.last]],[[P2.mail]],Basic 5GB,suspended",
        "ts={{time}} level=INFO svc=claims-api event=claim.assigned claim_id={{id}} adjuster=\"[[P1.fl]]\" insured=\"[[P2.full]]\" region=NE",
        "{\"booking_ref\": \"{{ref}}\", \"lead_passenger\": \"[[P1.full]]\", \"pax\": 2, \"cabin\": \"8142\", \"tier\": \"GOLD\", \"ship\": \"{{ship}}\"}",
        "customer pasted this, says it shows someone else's policy: https://portal.example.com/policy/lookup?name=[[P1.url]]&dob_year=1979&state=OH",
        "Ticket #{{id}} - opened by [[P1.fl]] via web form\n{{date}} {{time}} [[P2.first]] (Tier 1): asked for a photo of the serial sticker\n{{date}} [[P2.first]]: RMA label sent to [[P1.mail]]\n{{date}} escalated to [[P3.init]], Tier 2",
        "AGENT: Thank you for calling {{company}}, this is [[P2.first]], who am I speaking with?\nCALLER: yeah hi, it's [[P1.fl]]. I'm calling for my neighbor, [[P3.full]], they don't speak much English.\nAGENT: Okay. Is [[P3.first]] there with you? I'll need their verbal OK first.",
        "Policyholder: [[P1.full]]\nDOB: on file\nBeneficiary: [[P2.fl]] (spouse)\nAgent of record: [[P3.init]]\nPlan: Term Life 20",
        "Escalations today:\n- [[P1.fl]]: charged twice, {{amt}} each\n- [[P2.fl]]: card declined in {{city}}\n- [[P3.fl]]: wants to close the account, very upset",
        "| Driver | Route | Stops | Late |\n|---|---|---|---|\n| [[P1.fl]] | North 3 | 41 | 2 |\n| [[P2.fl]] | Downtown | 37 | 0 |",
        "{{store}}: Your driver [[P1.first]] is 5 min away in a grey Corolla. Reply STOP to opt out.",
        "hi um my names [[P1.fl]] and im calling because the internet keeps dropping every night around {{time}} i tried asking {{app}} to restart the router too the account is under my partners name [[P2.full]] but i pay it",
        "---------- Forwarded message ---------\nFrom: [[P1.fl]] <[[P1.mail]]>\nDate: {{day}}, {{date}}\nSubject: water damage claim\nTo: {{email}}\n\nPlease see below. [[P2.fl]] is the adjuster who came out on {{day}}.\n\n[[P1.first]]",
        "CRM note {{date}}: spoke w/ cust [[P1.LAST]], [[P1.first]] re autopay, wants it moved to the 15th. verified last 4 + zip. -[[P2.init]]",
        "SHIP TO:\n[[P1.FL]]\n{{n}} {{street}} APT 4B\n{{city}}, TX 75701\nWEIGHT 2.4 LB",
        "I'm calling on behalf of [[P1.fl]]. It's [[P1.first]]'s account but I'm listed as an authorized user, the PIN should be on file.",
        "[[P1.first]]'s phone got stolen at the airport last night, we need to suspend the line ending 0142 but keep the number",
        "Dear [[P1.t]] [[P1.last]],\n\nWe received your request to update the billing address on policy {{id}}. The change will apply from your next statement.\n\nKind regards,\n[[P2.fl]]\nClient Services, {{company}}",
        "> On {{day}}, [[P1.fl]] <[[P1.mail]]> wrote:\n> my package says delivered but its not here. porch cam shows nothing\n\nHi [[P1.first]], I've opened a trace with the carrier and will update you within 48h.\n- [[P2.first]], {{store}} Support",
        "Pt [[P1.fl]] called re: refill of lisinopril. Needs [[P2.dr]] [[P2.last]] to approve before {{pharmacy}} on {{street}} can fill it. Callback {{phone}}",
        "Claim {{id}}: insured [[P1.full]]; driver at time of loss [[P2.fl]] (listed driver); other party [[P3.fl]], carrier unknown. Towed to the {{street}} lot.",
        "PAX 1 [[P1.LAST]]/[[P1.FIRST]]\nPAX 2 [[P2.LAST]]/[[P2.FIRST]]\nPNR {{ref}}  {{city}} - DEN  {{date}}\nSSR WCHR PAX 1",
        "Port-in request for {{phone}}: account holder at the old carrier is [[P1.fl]], new line will be used by [[P2.first]] (their kid). Transfer PIN received.",
        "Wire returned by {{=Chase}}: beneficiary name on the receiving account is [[P1.LF]], you sent it to [[P2.full]]. Please confirm with the client before resending.",
        "[{{time}}] Agent [[P1.first]]: Thanks for waiting! I see two charges from {{store}} on {{date}}.\n[{{time}}] [[P2.first]]: yes thats it, i only ordered once\n[{{time}}] Agent [[P1.first]]: Got it [[P2.first]], reversing the duplicate now.",
        "Order for [[P1.fl]] arrived with [[P2.full]]'s packing slip inside (a {{brand}} sweater we never ordered). That's a privacy issue, please advise.",
        "Add dependent: [[P1.fl]]\nRelationship: child\nEmployee: [[P2.full]]\nEmployee ID: {{id}}\nPrimary care site: {{hospital}}\nEffective: {{date}}",
        "@[[P1.first]] can you take over [[P2.fl]]'s chat? they're asking about a {{brand}} return and I'm going on break",
        "Tenant [[P1.fl]] (unit 4B) reports no hot water since {{day}}. Landlord contact: [[P2.fl]], {{phone}}. Plumber booked for after {{holiday}}.",
        "the rep i talked to, [[P1.first]] i think?? was super helpful, plz give them a raise lol",
        "Thanks so much for sorting this out!\n\n[[P1.first]]\n\nSent from my iPhone",
        "To whom it may concern,\n\nI, [[P1.full]], dispute the charge of {{amt}} posted on {{date}} by {{store}}. I never received the merchandise.\n\nSincerely,\n[[P1.fl]]",
        "Reminder: [[P1.first]], you have an appointment with [[P2.dr]] [[P2.last]] at {{hospital}} on {{day}} at {{time}}. Reply C to confirm, R to reschedule.",
        "Refund {{amt}} approved by [[P1.init]], processed by [[P2.init]]. Reason: item not as described.",
        "cc'ing [[P1.first]] (billing) and [[P2.fl]] (network ops), they can confirm the outage window",
        "Caller said \"tell [[P1.first]] I said thanks\" - who's [[P1.first]]? Checked the roster: [[P1.fl]], evening shift, Tuesdays.",
        "need to reset the password for [[P1.mail]], it's my kid's account, name on it is [[P1.full]]",
        "Pickup authorization form\nStudent: [[P3.fl]]\nAuthorized adults: [[P1.full]]; [[P2.full]]\nSchool: {{school}}",
        "Hi [[P1.first]] and [[P2.first]],\n\nJust confirming your stay at the {{=Hilton}} on {{street}}, check-in {{day}}. The reservation is under [[P1.fl]].\n\nRegards,\nFront Desk",
        # nobody
        "Your {{store}} order #{{id}} has shipped! Track it here: https://track.example.com/{{ref}}",
        "hey is the {{street}} location open on {{day}}? google says closed but the app says open",
        "{{=Bill}} me for the whole year instead of monthly please. {{=Will}} that change the price?",
        "Can you schedule the install for {{=June}} 3 or sometime in {{=August}}? Not {{=May}}, we're traveling.",
        "Is {{hospital}} in network for my plan? I have a referral for an MRI from my PCP.",
        "Booking {{ref}} on the {{ship}}, cabin 8142. Can we upgrade to a balcony before we sail?",
        "How long does ground shipping to {{city}} take? Ordered on {{day}} and it still says label created.",
        "The {{brand}} jacket I ordered came in the wrong size, I'd like to exchange it for a medium.",
        "I asked {{app}} to pay my bill and it paid it twice?? Please refund one of them.",
        "Donation receipt needed for the {{school}} PTA fundraiser, amount {{amt}}, paid by card.",
        "From: {{company}} <{{email}}>\nSubject: Your statement is ready\n\nYour {{date}} statement is now available online. Please do not reply to this message.",
        "{\"status\": \"DELIVERED\", \"carrier\": \"{{carrier}}\", \"signed_by\": \"FRONT DESK\", \"dock\": \"{{street}}\"}",
        "sku,description,qty,unit_price\nBX-{{n}},{{product}} 12ct,2,{{amt}}\nBX-{{n}},{{product}} family size,1,{{amt}}",
        "Best regards,\n\nCustomer Support Team\n{{company}}\n{{phone}} | {{email}}",
        "Are you open on {{holiday}}? I need to pick up my prescription at {{pharmacy}} before {{day}}.",
        "yes i need to cancel the {{=Chase}} card ending in 4421 and the {{store}} store card too thanks",
        "To be {{=frank}}, this is the third time. Can I speak to the {{role}}? The last person hung up on me.",
        "{{=Mark}} as resolved? {{=Grant}} access first, then close it. Ticket {{id}}, {{carrier}} account.",
        "| Carrier | Pickups | Missed |\n|---|---|---|\n| {{carrier}} | 14 | 1 |\n| {{carrier}} | 9 | 0 |",
        "Name: ________\nSignature: ________\nTitle: {{role}}\nCompany: {{company}}\nDate: {{date}}",
    ],
    "es": [
        "hola buenas, soy [[P1.first]], me ha llegado la factura de la {{=luz}} duplicada este mes q hago??",
        "Asunto: RE: Siniestro {{id}}\n\nHola [[P2.first]]:\n\nTe adjunto las fotos del parachoques. El otro coche lo conducía [[P3.full]], tengo el parte amistoso firmado por los dos.\n\nUn saludo,\n[[P1.full]]\n{{phone}}",
        "nombre;apellidos;email;tarifa\n[[P1.first]];[[P1.sur]];[[P1.mail]];Fibra 600Mb\n[[P2.first]];[[P2.sur]];[[P2.mail]];Móvil 20GB",
        "[{{time}}] INFO reparto.asignado pedido={{id}} repartidor=\"[[P1.fl]]\" cliente=\"[[P2.full]]\" zona=Chamberí franja=tarde",
        "{\"titular\": \"[[P1.full]]\", \"cotitular\": \"[[P2.full]]\", \"tarjeta\": \"**** 4417\", \"estado\": \"BLOQUEADA\", \"motivo\": \"robo\"}",
        "el cliente manda este enlace y no le carga: https://clientes.example.com/buscar?nombre=[[P1.url]]&provincia=Sevilla",
        "Incidencia {{id}}\n{{date}} {{time}} - Abierta por [[P1.fl]] (cliente)\n{{date}} - Asignada a [[P2.init]]\n{{date}} - [[P2.first]] llama al cliente, no contesta\n{{date}} - Cerrada sin respuesta",
        "AGENTE: Buenas tardes, le atiende [[P2.first]], ¿con quién hablo?\nCLIENTE: Con [[P1.fl]]. Llamo por lo de mi vecin[[P3.o]], [[P3.tt]] [[P3.first]], que le han cortado el teléfono fijo.\nAGENTE: ¿La línea está a nombre de [[P3.full]]?\nCLIENTE: Sí, eso.",
        "Tomador: [[P1.full]]\nAsegurado: [[P2.full]]\nMediador: [[P3.init]]\nProducto: Hogar Plus\nEfecto: {{date}}",
        "Pendientes de hoy:\n• llamar a [[P1.fl]] por el recibo devuelto\n• lo de [[P2.last]] sigue sin router\n• [[P3.first]] quiere darse de baja, ofrecer descuento",
        "| Técnico | Zona | Avisos |\n|---|---|---|\n| [[P1.fl]] | Norte | 6 |\n| [[P2.fl]] | Centro | 4 |\n| [[P3.fl]] | Sur | 5 |",
        "Tu pedido para [[P1.fl]] llega hoy entre las {{time}} y las 21:00. Te lo lleva [[P2.first]]. Sigue el envío en https://envios.example.com/{{ref}}",
        "hola mira te llamo porque el recibo de este mes viene a nombre de [[P1.full]] y esa persona ya no vive aquí se mudó a {{city}} el titular ahora soy yo [[P2.fl]] ya mandé el contrato de alquiler",
        "---------- Mensaje reenviado ---------\nDe: [[P1.fl]] <[[P1.mail]]>\nFecha: {{day}}, {{date}}\nAsunto: devolución\nPara: {{email}}\n\nOs reenvío lo que me pasó [[P2.first]], mi compañer[[P2.o]] de piso.\n\n[[P1.first]]",
        "Nota CRM {{date}}: [[P1.SUR]], [[P1.FIRST]] - solicita cambiar la cuenta de domiciliación. Titular verificado. Atendió: [[P2.first]].",
        "DESTINATARIO: [[P1.FULL]]\n{{street}}, {{n}}, 3º B\n{{city}}\nREF. {{ref}}  BULTOS: 1/1",
        "Es la cuenta de [[P1.first]], que es menor, pero la pago yo con mi tarjeta. ¿Puedo ver las facturas?",
        "Estimad[[P1.o]] [[P1.t]] [[P1.last]]:\n\nLe confirmamos la cita para la revisión de la caldera el {{day}} a las {{time}}.\n\nAtentamente,\n[[P2.fl]]\nDepartamento de Atención al Cliente",
        "El {{day}}, [[P1.fl]] <[[P1.mail]]> escribió:\n> no me ha llegado el reembolso de la reserva\n\nHola [[P1.first]], ya lo he reclamado a contabilidad, en 3-5 días hábiles lo tienes.\nSaludos, [[P2.first]]",
        "Paciente: [[P1.SUR]], [[P1.first]]\nMédico: [[P2.dr]] [[P2.last]]\nCentro: {{hospital}}\nMotivo: cambio de cita, no puede el {{day}}",
        "Pasajeros: 1) [[P1.LAST]]/[[P1.FIRST]] 2) [[P2.LAST]]/[[P2.FIRST]]. Localizador {{ref}}. Quieren adelantar el vuelo a {{city}}.",
        "Portabilidad del {{phone}}: titular en el operador anterior [[P1.fl]]; la nueva línea la usará su hij[[P2.o]] [[P2.first]].",
        "Transferencia devuelta: el beneficiario [[P1.full]] no coincide con el titular de la cuenta destino. Avisar al ordenante, [[P2.tt]] [[P2.fl]], al {{phone}}.",
        "lo dejé en portería, se lo di a [[P1.tt]] [[P1.first]] porque no había nadie en el 2ºA",
        "Me ha llegado un paquete a nombre de [[P1.full]] y yo soy [[P2.fl]], creo que se han equivocado de etiqueta",
        "buenas tardes, mi pareja [[P1.first]] hizo la reserva pero no le llegó el email de confirmación, el apellido es [[P1.last]], es para el {{day}}",
        "Buen día, le escribe [[P1.full]] desde Monterrey. Quedaron de mandar al técnico ayer y nunca llegó; hablé con [[P2.fl]] y me dijo que hoy sí. Ya pedí hablar con {{role}}.",
        "che, le pasás a [[P1.first]] que ya hice la transferencia? el comprobante sale a nombre de [[P2.fl]] porque usé la cuenta de mi viej[[P2.o]]. gracias!",
        "Alta de beneficiario: [[P1.fl]] (cónyuge)\nTitular de la póliza: [[P2.full]]\nPóliza nº {{id}}",
        "@[[P1.first]] ¿puedes coger el chat de [[P2.fl]]? pregunta por la devolución de unos {{brand}} y me voy a comer",
        "Inquilin[[P1.o]]: [[P1.fl]]. Propietari[[P2.o]]: [[P2.fl]] ({{phone}}). Piso junto al metro {{station}}. Avería de caldera desde el {{day}}; la revisó {{shop}} y sigue sin agua caliente.",
        "la persona que me atendió ayer, [[P1.first]] creo, fue súper amable, ojalá todos fueran así",
        "¡Gracias!\n[[P1.first]]\n\nEnviado desde mi móvil",
        "Yo, [[P1.full]], con DNI acabado en 41K, presento reclamación por el cobro de {{amt}} del {{date}} en {{company}}.",
        "Recordatorio: [[P1.first]], tiene cita con [[P2.dr]] [[P2.last]] el {{day}} a las {{time}} en el {{hospital}}. Responda 1 para confirmar.",
        "Abono de {{amt}} aprobado por [[P1.init]] y tramitado por [[P2.init]]. Motivo: producto defectuoso.",
        "pongo en copia a [[P1.first]] (facturación) y a [[P2.fl]] (sistemas) para que confirmen la caída del servicio",
        "La clienta dice \"denle las gracias a [[P1.first]] de mi parte\". [[P1.first]] es [[P1.fl]], del turno de mañana.",
        "quiero recuperar la contraseña de [[P1.mail]], es la cuenta de mi abuel[[P1.o]], se llama [[P1.full]] y ya no se acuerda",
        "Autorizo a [[P1.full]] y a [[P2.full]] a recoger a mi hij[[P3.o]] [[P3.first]] a la salida del {{school}}.",
        # nobody
        "¿La tienda de {{street}} abre el {{day}}? En la app pone cerrado y en Google abierto.",
        "Quiero devolver unos zapatos de {{brand}} que compré en rebajas, me quedan pequeños. Tengo el ticket.",
        "pagué la factura de la {{=luz}} dos veces este mes, me devolvéis una? es la del {{date}}",
        "Mi vuelo a {{city}} sale el {{day}} a las {{time}}, ¿puedo facturar dos maletas sin pagar más?",
        "Tengo cita en el {{hospital}} el {{day}} por unos {{=dolores}} de espalda y no sé si mi seguro lo cubre, ¿me lo podéis mirar?",
        "Bajé en {{station}} y la oficina estaba cerrada, ponía que abrían a las {{time}}.",
        "De: {{company}} <{{email}}>\nAsunto: Su factura electrónica ya está disponible\n\nPuede consultarla en el área de clientes. No responda a este correo.",
        "¿Abrís el día de {{holiday}}? Tengo que recoger un paquete y trabajo toda la semana.",
        "{\"estado\": \"ENTREGADO\", \"firmado_por\": \"CONSERJERÍA\", \"direccion\": \"{{street}} 14\", \"remitente\": \"{{company}}\"}",
        "Quiero hablar con {{role}}, el anterior me colgó dos veces. Y que me dejen en {{=paz}} con las llamadas comerciales.",
        "sku;descripcion;uds;precio\n{{n}};{{product}} 75cl;6;{{amt}}\n{{n}};{{product}} 1L;2;{{amt}}",
        "Atentamente,\n\nEl equipo de Atención al Cliente\n{{company}}\n{{phone}} · {{email}}",
        "Pedí la sudadera en {{=rosa}} y me llegó en {{=blanco}}. Encima llegó tarde, después de {{holiday}}.",
        "Llevé el {{=Mercedes}} al taller de {{street}} y no me quieren dar factura del cambio de aceite.",
        "quería saber si el seguro cubre la ambulancia de la {{=Cruz Roja}} porque me llevaron al {{hospital}} y ahora me cobran",
        "He comprado en {{company}} con la tarjeta y me han cobrado dos veces el mismo importe, {{amt}}. Si no me lo devuelven pondré un recurso de {{=amparo}}.",
        "Necesito el certificado de pagos del {{school}} para la declaración de la renta, ¿me lo podéis enviar?",
        "¿Tenéis {{product}} en formato de 1,5 litros? En la web solo sale el pequeño.",
        "Firma del cliente: ____________\nFirma del técnico: ____________\nEmpresa instaladora: {{shop}}\nFecha: {{date}}",
        "El asistente {{app}} no me deja cambiar de tarifa, siempre me manda a la tienda de {{street}}.",
    ],
    "pt": [
        "oi boa tarde, aqui é [[P1.o]] [[P1.first]], meu pedido {{id}} ainda não chegou e o rastreio parou em {{city}}",
        "Assunto: RE: Sinistro {{id}}\n\nOlá [[P2.first]],\n\nSegue em anexo o B.O. e as fotos. Quem dirigia o outro carro era [[P3.full]], que admitiu a culpa na hora.\n\nAtt,\n[[P1.full]]\n{{phone}}",
        "nome;cpf;email;plano\n[[P1.full]];***.***.***-**;[[P1.mail]];Controle 20GB\n[[P2.full]];***.***.***-**;[[P2.mail]];Pós 50GB",
        "{{time}} INFO entrega.atribuida pedido={{id}} entregador=\"[[P1.fl]]\" destinatario=\"[[P2.full]]\" bairro=Pinheiros",
        "{\"titular\": \"[[P1.full]]\", \"dependentes\": [\"[[P2.fl]]\", \"[[P3.fl]]\"], \"plano\": \"Enfermaria\", \"carencia\": false}",
        "o cliente mandou esse link e não abre: https://app.example.com/consulta?nome=[[P1.url]]&uf=BA",
        "Chamado {{id}}\n{{date}} - aberto por [[P1.fl]] pelo app\n{{date}} - encaminhado para [[P2.init]]\n{{date}} - [[P2.first]] ligou, cliente não atendeu\n{{date}} - reaberto pel[[P1.o]] [[P1.first]]",
        "ATENDENTE: Boa tarde, meu nome é [[P2.first]], com quem eu falo?\nCLIENTE: É [[P1.o]] [[P1.fl]]. Tô ligando por causa d[[P3.o]] [[P3.tt]] [[P3.first]], que mora aqui do lado, cortaram a internet.\nATENDENTE: A linha está no nome de [[P3.full]]?",
        "Segurado: [[P1.full]]\nBeneficiário: [[P2.full]]\nCorretor: [[P3.init]]\nProduto: Residencial Essencial\nVigência: {{date}}",
        "Pendências de hoje:\n- ligar pr[[P1.o]] [[P1.fl]] sobre o boleto\n- cliente [[P2.last]] ainda sem sinal\n- [[P3.first]] quer cancelar, oferecer desconto",
        "| Técnico | Região | OS abertas |\n|---|---|---|\n| [[P1.fl]] | Zona Sul | 7 |\n| [[P2.fl]] | Centro | 3 |",
        "Seu pedido para [[P1.fl]] saiu para entrega. Entregador: [[P2.first]]. Acompanhe em https://rastreio.example.com/{{ref}}",
        "oi então eu tô ligando porque a conta veio no nome de [[P1.full]] que era quem morava aqui antes e agora quem mora sou eu [[P2.fl]] já mandei o contrato de aluguel",
        "---------- Mensagem encaminhada ---------\nDe: [[P1.fl]] <[[P1.mail]]>\nData: {{day}}, {{date}}\nAssunto: troca de produto\nPara: {{email}}\n\nEncaminho o que [[P2.o]] [[P2.first]] me mandou.\n\n[[P1.first]]",
        "Obs. CRM {{date}}: [[P1.SUR]], [[P1.FIRST]] - pediu troca da data de vencimento para dia 10. Atendid[[P1.o]] por [[P2.first]].",
        "DESTINATÁRIO: [[P1.FULL]]\n{{street}}, {{n}} - apto 52\n{{city}}\nPEDIDO {{ref}}  VOLUME 1/1",
        "A conta é d[[P1.o]] [[P1.first]], que é menor de idade e estuda no {{school}}, mas quem paga sou eu. Consigo ver as faturas?",
        "Prezad[[P1.o]] [[P1.t]] [[P1.last]],\n\nConfirmamos o agendamento da vistoria para {{day}} às {{time}}.\n\nAtenciosamente,\n[[P2.fl]]\nCentral de Relacionamento",
        "Em {{day}}, [[P1.fl]] <[[P1.mail]]> escreveu:\n> não recebi o estorno da passagem\n\nOi [[P1.first]], já cobrei o financeiro, deve cair em até 5 dias úteis.\nAbs, [[P2.first]]",
        "Paciente: [[P1.full]]\nMédic[[P2.o]]: [[P2.dr]] [[P2.last]]\nLocal: {{hospital}}\nMotivo: remarcação, não pode {{day}}",
        "Passageiros: [[P1.LAST]]/[[P1.FIRST]] e [[P2.LAST]]/[[P2.FIRST]] - localizador {{ref}}, querem antecipar o voo para {{city}}",
        "Portabilidade do {{phone}}: titular na operadora antiga é [[P1.fl]]; a linha nova fica com [[P2.o]] [[P2.first]], que é dependente.",
        "Pix devolvido: o nome do recebedor aparece como [[P1.LF]] mas o cliente jura que mandou para [[P2.fl]]. Pedir comprovante.",
        "deixei na portaria com [[P1.tt]] [[P1.first]] porque não tinha ninguém no 32",
        "[{{time}}] [[P1.first]]: gente o boleto do condomínio venceu\n[{{time}}] [[P2.first]]: já paguei o meu\n[{{time}}] [[P1.first]]: [[P2.first]] manda o comprovante aqui pfv",
        "boa noite, [[P1.o]] [[P1.first]] fez a reserva mas não chegou o email, o sobrenome é [[P1.last]], check-in {{day}}",
        "Fui atendida pel[[P1.o]] [[P1.first]] ontem e disseram que o técnico vinha hoje. Agora [[P2.o]] [[P2.first]] falou que não tem agenda. Quero falar com {{role}}.",
        "Falei com [[P1.o]] [[P1.fl]] do financeiro e pediram para abrir outro chamado, protocolo {{id}}.",
        "Inclusão de dependente: [[P1.fl]] (cônjuge)\nTitular: [[P2.full]]\nMatrícula {{id}}",
        "@[[P1.first]] consegue assumir o chat d[[P2.o]] [[P2.fl]]? tá perguntando da troca de um {{brand}} e eu vou almoçar",
        "Inquilin[[P1.o]]: [[P1.fl]]. Proprietári[[P2.o]]: [[P2.fl]], {{phone}}. Vazamento no banheiro desde {{day}}, perto da {{station}}.",
        "a pessoa que me atendeu, acho que era [[P1.o]] [[P1.first]], foi muito atenciosa!! nota 10",
        "Obrigad[[P1.o]]!!\n[[P1.first]]\n\nEnviado do meu iPhone",
        "Eu, [[P1.full]], venho formalizar reclamação da cobrança de {{amt}} feita em {{date}} pela {{company}}, que não reconheço.",
        "Lembrete: [[P1.first]], sua consulta com [[P2.dr]] [[P2.last]] é {{day}} às {{time}} no {{hospital}}. Responda 1 para confirmar.",
        "Estorno de {{amt}} aprovado por [[P1.init]] e processado por [[P2.init]]. Motivo: produto com defeito.",
        "copiando [[P1.o]] [[P1.first]] (faturamento) e [[P2.o]] [[P2.fl]] (TI) pra confirmarem a queda do sistema",
        "A cliente disse \"agradece [[P1.o]] [[P1.first]] por mim\". [[P1.first]] é [[P1.fl]], do turno da manhã.",
        "preciso recuperar a senha do [[P1.mail]], é a conta de [[P1.full]], que tem 82 anos e não lembra mais",
        "Autorizo [[P1.full]] e [[P2.full]] a buscar [[P3.o]] [[P3.first]] no {{school}}.",
        # nobody
        "A loja da {{street}} abre {{day}}? No app tá fechado.",
        "Quero trocar uma bolsa {{brand}} que comprei na promoção, veio com defeito no zíper.",
        "Paguei a conta de {{=luz}} duas vezes esse mês, vocês devolvem uma?",
        "Meu voo para {{city}} sai {{day}} às {{time}}, posso despachar duas malas?",
        "Tenho exame no {{hospital}} {{day}} e não sei se o plano cobre, podem verificar?",
        "Desci na {{station}} e a loja estava fechada, dizia que abria às {{time}}.",
        "De: {{company}} <{{email}}>\nAssunto: Sua fatura chegou\n\nAcesse o app para ver o código de barras. Não responda este e-mail.",
        "Vocês abrem no feriado de {{holiday}}? Tem jogo do {{=Vasco}} e não quero pegar trânsito.",
        "{\"status\": \"ENTREGUE\", \"recebido_por\": \"PORTARIA\", \"endereco\": \"{{street}}, 1200\", \"loja\": \"{{company}}\"}",
        "Quero falar com {{role}}, o último desligou na minha cara.",
        "sku;descricao;qtd;preco\n{{n}};{{product}} 395g;12;{{amt}}\n{{n}};{{product}} 200g;6;{{amt}}",
        "Atenciosamente,\n\nEquipe de Atendimento\n{{company}}\n{{phone}} | {{email}}",
        "Pedi a camiseta {{=rosa}} e veio {{=branca}}. E ainda chegou depois do feriado de {{holiday}}.",
        "Levei o carro na concessionária da {{street}} e não me deram nota fiscal da revisão.",
        "Queria saber se o plano cobre a ambulância da {{=Santa Casa}} porque me levaram pro {{hospital}}.",
        "Comprei na {{company}} com o cartão e cobraram duas vezes o mesmo valor, {{amt}}.",
        "Preciso da declaração de quitação do {{school}} pro imposto de renda, podem mandar por e-mail?",
        "Vocês têm {{product}} na versão sem lactose? No site só aparece a normal.",
        "Assinatura do cliente: ____________\nAssinatura do técnico: ____________\nEmpresa: {{company}}\nData: {{date}}",
        "A {{app}} não deixa eu mudar o endereço de entrega, fica dando erro.",
    ],
}

# The literal look-alikes each language's templates write, in the order they first appear.
LITERAL_TRAPS = names_engine.literal_traps(TEMPLATES)

# ---------------------------------------------------------------------------------------------
SEALED19 = NameSet(
    name="sealed19", message=Sealed19Message, seed=SEED, languages=LANGUAGES, templates=TEMPLATES, traps=TRAPS,
    origins=ORIGINS, word_names=WORD_NAMES, weights=WEIGHTS, particles=PARTICLES, feminine_endings=_FEMININE,
    phones={"en": ("(415) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 11 90000-", 4)},
    team_mail={"en": ("claims", "care", "billing", "help"), "es": ("siniestros", "atencion", "cobros", "ayuda"),
               "pt": ("sinistros", "atendimento", "cobranca", "ajuda")},
    one_word_middles=False,
)


def generate_sealed19(per_template: int = 4, seed: int = SEED) -> list[Sealed19Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED19, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED19)
