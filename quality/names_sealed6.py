"""The sealed6 PERSON set: support text in English, Spanish and Brazilian Portuguese, names labelled exactly.

Written by someone who read neither the recognizer nor any other set's templates; whoever tunes the
recognizer was not to read these templates nor its misses on them: the set was measured as a table
only (`python -m quality.names_eval --templates sealed6`) until the sealed7 set replaced it; since
then its misses are read and tuned on, and the judge's trainer learns from it.

Its names come from sources no other set used, written out here as tables (CI has no npm):
- The JavaScript package @faker-js/faker 10.6.0 (MIT), its locale definition files read as tables
  (person.first_name female/male, person.last_name), never through its generators: en (the real
  surnames among its filler), en_AU, en_ZA with af_ZA (Afrikaans "van der", "de"), en_GH (Akan),
  yo_NG with en_NG (Yoruba, some Igbo), en_IN, es (Spain), es_MX, pt_BR, pt_PT, fr, fr_SN
  (Senegalese), it ("Di", "Lo", "Del"), de (umlauts), nl with nl_BE (Dutch and Flemish particles),
  vi (Vietnamese with its diacritics).
- Short tables written here, of origins no package holds in Latin letters: Irish and Scottish
  (O', Mc, Mac), Greek and Russian/Ukrainian romanised (surnames in the form of the person's sex),
  Maghrebi (El, Ben, Ait), Japanese (Hepburn, long vowels unmarked as passports write them),
  Catalan, Basque and Galician, Paraguayan, modern and hyphenated French first names and Breton
  "Le" surnames, Japanese-Brazilian and Lebanese-Brazilian families, Brazilian compound first names,
  Spanish and Portuguese particled surnames ("de la Fuente", "das Neves"), and names that are also
  words of each language (Hope, Price, Luz, Amparo, Flores, Graça, Rocha, Pinto).
Each language draws its own mix, mostly of its own region, some of everywhere: Irish, Australian,
South African, Ghanaian, Yoruba and Indian names more in English; Catalan/Basque/Galician,
Mexican and Paraguayan in Spanish; Japanese- and Lebanese-Brazilian in Portuguese.

A template holds person slots `[[form:x]]` (x names one person of the message: `[[full:a]]` and
`[[first:a]]` are the same person) and other holes `{{what}}` or `{{what:x}}`: contact data, all
obviously fake (example.com addresses, 555 phones, test card numbers); `title` a title matching person
x's sex (Mr./Ms./Sra./Dr.), `atitle` the same with its Spanish or Portuguese article ("la Sra.",
"o Dr."), `don` the untitled courtesy word before a first name ("doña", "seu", "dona"), `dna` the
abbreviated one before a full name ("Dña.", "D."), and `F`/`M` (rendered as nothing) fix the sex of
person x where the text around says it ("minha sogra", "her husband"). Forms:
  full   first name(s) and every surname, with its particles
  fl     first name and the surname they go by (the first in Spanish, the last in Portuguese and English)
  first  first name(s) alone
  last   that surname alone (after a title, which stays outside the label)
  init   an initial: "K. Surname", "First K. Surname", or two ("R. K. Surname") for Indian names
  hyph   two surnames joined by a hyphen
  part   a surname with its particle (da, dos, del, de la) or, in English, a middle initial
  word   a name one of whose parts is also a word of the language (Hope, Luz, Rocha)
  wfirst such a first name alone
Templates without `[[` hold no person, only what looks like one: brands, shops, streets, hospitals,
stations, airports, storms, products, holidays, headings and imperatives, jobs, teams and titles.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache

from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import Person, fold

SEED = 97_613


def _origin(female: str, male: str, surnames: str, female_surnames: str = "") -> tuple:
    """(female firsts, male firsts, surnames, female surnames or the same) from "|"-joined tables."""
    split = lambda s: tuple(x for x in s.split("|") if x)  # noqa: E731
    return split(female), split(male), split(surnames), split(female_surnames or surnames)


# ---- @faker-js/faker 10.6.0 locale tables (read with node from its dist locale files; MIT).

# @faker-js/faker 10.6.0 (MIT), locale en: person.first_name.female/male, and the real surnames of its
# person.last_name (most of that table is made-up filler: Aufderhar, Bogisich, Wisozk; left out).
_ANGLO = _origin(
    ("Abbigail|Adelle|Alessandra|Alessia|Alexane|Alisa|Alisha|Aliya|Anne|Bernita|Beulah|Blanca|Camila|Candice|"
     "Caterina|Delores|Elaina|Elinor|Elissa|Elmira|Elvira|Emelia|Emilia|Eveline|Florence|Gudrun|Harmony|"
     "Imogene|Jeanne|Kara|Kari|Katharina|Kristy|Laisha|Lea|Lela|Leslie|Lexie|Linnea|Loyce|Mackenzie|Madyson|"
     "Mae|Marlene|Mckayla|Meta|Mildred|Myra|Oceane|Pearline|Rhea|Roslyn|Sabrina|Saige|Shyanne|Stella|Tami|"
     "Vallie|Velma|Verda"),
    ("Allan|Americo|Arch|Bernardo|Burley|Candido|Dalton|Declan|Delbert|Demond|Deron|Devonte|Dillan|Dimitri|"
     "Dominick|Elvis|Evert|Felipe|Frederik|Friedrich|Gerry|Green|Hugh|Ismael|Jairo|Jermey|Jim|Joaquin|Joel|"
     "Johann|Jorge|Julian|Keaton|Kenton|Kyle|Lenny|Linwood|Magnus|Major|Maverick|Maynard|Newell|Noel|Obie|Orin|"
     "Orland|Oscar|Phillip|Pierce|Rafael|Rene|Roland|Rolando|Scotty|Spencer|Terence|Terrell|Verner|Wilbur|"
     "Zackary"),
    ("Abbott|Adams|Armstrong|Bailey|Barton|Beatty|Becker|Boyle|Brown|Carroll|Carter|Cartwright|Collins|"
     "Connelly|Conroy|Corkery|Cronin|Cruickshank|Cummings|D'Amore|Davis|Dickens|Dickinson|Donnelly|Dooley|"
     "Douglas|Doyle|Farrell|Fahey|Feeney|Fisher|Gibson|Glover|Goodwin|Graham|Grant|Green|Grimes|Hackett|Haley|"
     "Hamill|Hand|Harris|Harvey|Hayes|Heaney|Hudson|Jenkins|Johnson|Jones|Keeling|King|Larkin|Little|Lowe|"
     "Lynch|Mann|Marks|McClure|McCullough|McDermott|McGlynn|McKenzie|McLaughlin|Mitchell|Moore|Murphy|Murray|"
     "Nolan|O'Connell|O'Hara|O'Keefe|O'Reilly|Parker|Price|Quigley|Reilly|Reynolds|Rice|Roberts|Rowe|"
     "Rutherford|Ryan|Shanahan|Shields|Smith|Spencer|Stokes|Swift|Terry|Thompson|Turner|Walker|Walsh|Ward|"
     "Waters|Welch|West|White|Will|Williamson"),
)

# @faker-js/faker 10.6.0 (MIT), locale en_AU: person.first_name.female/male, person.last_name.
_AUSTRALIAN = _origin(
    ("Abbey|Abby|Abigail|Addison|Alyssa|Amy|Angelina|Anna|Annabelle|Ava|Chelsea|Eliza|Elizabeth|Ella|Ellie|"
     "Emma|Eva|Evie|Gabriella|Hayley|Ivy|Jade|Lauren|Layla|Leah|Lillian|Lola|Mackenzie|Maddison|Mikayla|"
     "Natalie|Olivia|Paige|Piper|Rose|Sienna|Skye|Stella|Summer|Tahlia"),
    ("Adam|Aiden|Alex|Andrew|Angus|Archie|Ashton|Chase|Christian|Christopher|Darcy|Declan|Dylan|Eli|Ethan|"
     "Harrison|Harry|Jack|Jackson|Jacob|James|Jett|Joel|John|Joseph|Justin|Leo|Levi|Lincoln|Luca|Matthew|"
     "Mitchell|Noah|Owen|Patrick|Riley|Samuel|Tyler|William|Zac"),
    ("Armstrong|Bauch|Bayer|Beahan|Bode|Campbell|Cole|Collier|Corkery|Corwin|Davies|Donnelly|Edwards|Emard|"
     "Fahey|Fay|Goldner|Hane|Hansen|Heaney|Heller|Howe|Hudson|Hyatt|Jacobs|Johnston|Jones|Kiehn|Kreiger|Kunde|"
     "Lakin|Lang|Langworth|Lewis|Little|Lynch|Macdonald|Marks|Martin|Mckenzie|Miller|Mills|Murphy|Murray|Price|"
     "Quigley|Quinn|Reid|Rice|Richards|Robinson|Rose|Ross|Sanford|Smyth|Stokes|Taylor|Thomas|Thomson|Walker|"
     "Walter|Ward|Waters|Watson|Weber|West|Wilkinson|Williams|Wilson|Wright"),
)

# @faker-js/faker 10.6.0 (MIT), locales en_ZA, af_ZA: person.first_name.female/male, person.last_name.
_SOUTH_AFRICAN = _origin(
    ("Alexis|Alison|Ana|Angela|Angelina|Angelique|Bethany|Caroline|Cathy|Christine|Cristina|Glenda|Heather|"
     "Helen|Hilda|Irma|Jackie|Jacqueline|Jenny|Jolanda|Kathryn|Kristina|Lindsay|Margarita|Marian|Marlene|"
     "Monique|Natasha|Nina|Olivia|Priscilla|Rebecca|Roberta|Rosemarie|Sara|Shelly|Suzanne|Teresa|Tracy|Wilma"),
    ("Alexander|Arnold|Bennie|Brandon|Calvin|Chris|Christian|Christopher|Claude|Clifford|Darren|Darryl|Eric|"
     "Erik|Francis|Gabriel|George|Hannes|Iwan|Jason|Jean|Jim|Joel|Johnnie|Kenneth|Michael|Morris|Philip|Roy|"
     "Ryan|Samuel|Sean|Sid|Steve|Ted|Travis|Tyrone|Wade|Warren|Wayne"),
    ("Aucamp|Bacher|Baloyi|Bekker|Berge|Bezuidenhout|Bisset|Braun|Bredenkamp|Brekke|Castelyn|Cilliers|Connelly|"
     "Daniels|Delaney|Dippenaar|Dlamini|Donald|Els|Feest|Fichardt|Graham|Hathorn|Heller|Hlongwane|Hoffman|"
     "Hougaard|Joseph|Kathrada|Keith|Khuzwayo|Kirsten|Kriel|Kuhn|Mabaso|Malan|Markham|Mayer|Meintjies|Mellett|"
     "Mkhize|Mngomezulu|Mnisi|Mofokeng|Mohr|Moore|Morar|Moses|Motloung|Mthethwa|Myburg|Ndaba|Oliphant|"
     "Oosthuizen|Oppenheimer|Parnell|Patel|Pillay|Pretorius|Richards|Rowe|Scholtz|Schultz|Schwarz|Sibiya|"
     "Sinclair|Steenkamp|Stegmann|Stewart|Stokes|Strydon|Swart|Terry|Theron|Theunissen|Tuckett|Uys|Wagenaar|"
     "Welch|Wentzel|Wesley|Wessels|Williamson|Zimmerman|Zungu|de Bruyn|de Jager|van Deventer|van Heerden|"
     "van Zyl"),
)

# @faker-js/faker 10.6.0 (MIT), locale en_GH: person.first_name.female/male, person.last_name.
_GHANAIAN = _origin(
    ("Aba|Abena|Abigail|Adwoa|Alice|Ama|Amber|Amelia|Catherine|Comfort|Denise|Emily|Georgia|Georgina|Helen|"
     "Janet|Jennifer|Jill|Joanna|Joyce|Julie|Lisa|Lucy|Marilyn|Mawusi|Millicent|Natalie|Pamela|Patricia|"
     "Priscilla|Rachel|Roselyn|Salomey|Sharon|Sheila|Teresa|Tina|Vanessa|Veronica|Yvonne"),
    ("Adrian|Akwasi|Alex|Anthony|Antony|Christian|Clifford|Dennis|Duncan|Ekow|Francis|Frank|Gregory|Harry|"
     "Henry|Isaac|James|Jason|Jeffrey|Joel|Josh|Joshua|Karl|Kujoe|Kwaku|Kweku|Leslie|Luke|Mathew|Max|Phillip|"
     "Richard|Robert|Roger|Ronald|Russell|Thomas|Tom|Tony|William"),
    ("Adadevoh|Adomako|Adongo|Adu|Afirifa|Agyei|Ahortor|Akowua|Akyeampong|Amo|Amoa|Amoasi|Ampofo|Andorful|"
     "Ankra|Ansa|Antwi|Appiah|Asamoa|Asamoah|Asare|Asenso|Asiama|Ata|Badu|Boadi|Boahen|Boakye|Boaten|Bona|"
     "Bonsra|Bonsu|Daako|Darko|Dartey|Duah|Fofie|Gyasi|Karikari|Koomson|Kusi|Kwaakye|Kwarteng|Kyei|Mensa|"
     "Nkansa|Nkansah|Nkrumah|Nti|Ntim|Nyantakyi|Ofori|Ofosu|Okyere|Omani|Opoku|Oppong|Oti|Otuo|Owusu|Prempeh|"
     "Quartey|Safo|Sarpong|Takyi|Tawia|Twumasi|Wiafe|Yeboa|Yeboah"),
)

# @faker-js/faker 10.6.0 (MIT), locales yo_NG, en_NG: person.first_name.female/male, person.last_name.
_YORUBA = _origin(
    ("Aanuoluwapo|Abebi|Abeni|Adaugo|Adesua|Ajoke|Akunna|Aminu|Amope|Ayoka|Bolatito|Boluwatife|Bunmi|"
     "Chimamanda|Chizoba|Fadekemi|Ifeoma|Ifunanya|Jolayemi|Kikelomo|Lola|Modupe|Mojisoluwa|Morayo|Morenike|"
     "Motunrayo|Ninioluwa|Olasunmbo|Olufunmilayo|Omawunmi|Omolara|Omotara|Omotola|Segilola|Sowande|Titi|"
     "Titilayo|Tolulope|Yejide|Yetunde"),
    ("Abiona|Abisola|Adedayo|Adekunle|Adeolu|Adesoji|Adetayo|Adeyi|Akanmu|Akanni|Azubuike|Babasola|Babawale|"
     "Buchi|Chinedu|Danjuma|Emeka|Gbadebo|Gbeminiyi|Gbowoade|Habiba|Ige|Ishola|Makinwa|Niyilolawa|Oke|Olansile|"
     "Oluwagbemiga|Oluwamumibori|Oluwasanmi|Oluwasegun|Oluwole|Oluwunmi|Onoriode|Seye|Tari|Tobiloba|Toke|"
     "Tokunbo|Wale"),
    ("Adebayo|Adegoke|Adelakun|Adeleke|Aderibigbe|Adewale|Adewura|Adisa|Agboola|Ajakaiye|Ajao|Akinrinola|Alabi|"
     "Aligbe|Ayandokun|Babalola|Babatunde|Bamidele|Bamiloye|Chidozie|David|Egbochukwu|Ehigiator|Fagunwa|"
     "Gbadamosi|Habeeb|Ilori|Isokun|Iyalla|Jimoh|Joshua|Kayode|Koya|Lawal|Makinde|Makuachukwu|Miracle|Mutiat|"
     "Ndukwu|Nojeem|Nwuzor|Odunsi|Ogunbamigbe|Ogunbiyi|Ogunbo|Ogunwande|Ogunwobi|Ogunyeye|Ojo|Oladeji|"
     "Oladimeji|Oladipupo|Olaiya|Olasunkanmi|Olasupo|Olowokeere|Oloyede|Olukotun|Olusanya|Olutola|Oluwanisola|"
     "Omolara|Onohinosen|Onose|Onyinyechukwu|Osuntokun|Owoyemi|Oyelude|Oyeniyi|Oyeyemi|Paimo|Salako|Samuel|"
     "Sarah|Sekinat|Shekoni|Sobowale|Sulaimon|Tamunoemi|Wuraola"),
)

# @faker-js/faker 10.6.0 (MIT), locale en_IN: person.first_name.female/male, person.last_name.
_INDIAN = _origin(
    ("Aanandinii|Aasa|Agrata|Ahilya|Aishani|Akshainie|Anjushree|Avantika|Baidehi|Baijayanti|Bhagwanti|Bhagwati|"
     "Bilwa|Daksha|Damayanti|Devika|Dhanadeepa|Dhara|Dharani|Dipali|Divya|Draupadi|Gayatri|Girja|Hiranya|Jaya|"
     "Kali|Kama|Kumari|Madhuri|Mangalya|Padma|Parvati|Preity|Rukhmani|Sanya|Sarla|Shakuntala|Shashi|Sheela|"
     "Shreya|Shwet|Subhasini|Sukanya|Sunita|Swara|Usha|Varalakshmi|Vidya|Vimala"),
    ("Aaryan|Aatreya|Abhirath|Adhrit|Ajeet|Akshaj|Anunay|Atmananda|Baalagopaal|Bakula|Balachandra|Balagopal|"
     "Bhasvan|Bhoopati|Bhooshit|Bhuvanesh|Brahmdev|Chandramohan|Charuvrat|Chaturaanan|Darshan|Dayaamay|Deb|"
     "Deependra|Deevakar|Dhanu|Dhyanesh|Dipankar|Eekalabya|Garuda|Gauraang|Girik|Gopee|Goutam|Inder|Jitendra|"
     "Kiran|Manik|Meghnath|Prasad|Rahul|Suresh|Suryakanta|Trilokesh|Ujjwal|Uttam|Vedang|Vedanga|Vijay|Yogesh"),
    ("Abbott|Achari|Acharya|Adiga|Ahluwalia|Ahuja|Arora|Asan|Bandopadhyay|Banerjee|Bhadresha|Bhat|Butt|"
     "Chattopadhyay|Chaturvedi|Chopra|Deshpande|Dhawan|Dubashi|Dutta|Dwivedi|Embranthiri|Ganaka|Gandhi|Gill|"
     "Gowda|Guha|Guneta|Gupta|Iyengar|Iyer|Jain|Jangid|Jha|Joshi|Kakkar|Kaniyar|Kapoor|Kaul|Kaur|Khan|Khanna|"
     "Khatri|Kocchar|Mahajan|Malik|Marar|Mehra|Mukhopadhyay|Naik|Nair|Nambeesan|Namboothiri|Nayar|Nehru|Pandey|"
     "Panicker|Patel|Pilla|Pillai|Pothuvaal|Prajapat|Rana|Reddy|Saini|Sethi|Shah|Sharma|Shukla|Singh|Sinha|"
     "Somayaji|Suthar|Tagore|Talwar|Tandon|Varma|Varman|Varrier|Verma"),
)

# @faker-js/faker 10.6.0 (MIT), locale es: person.first_name.female/male, person.last_name.
_SPAIN = _origin(
    ("Adela|Adriana|Alejandra|Alicia|Andrea|Ariadna|Barbara|Berta|Caridad|Carla|Cecilia|Concepción|Conchita|"
     "Cristina|Daniela|Dorotea|Elena|Elsa|Esperanza|Florencia|Gabriela|Graciela|Guadalupe|Isabel|Isabela|"
     "Jennifer|Josefina|Juana|Julia|Leonor|Lilia|Lola|Luisa|Magdalena|Maica|Marcela|Maricarmen|Marilú|Marisol|"
     "María José|María Soledad|María Teresa|María de los Ángeles|María del Carmen|Matilde|Mercedes|Micaela|"
     "Patricia|Pilar|Raquel|Reina|Rosa|Rosalia|Roser|Silvia|Soledad|Verónica|Victoria|Virginia|Yolanda"),
    ("Alfonso|Alfredo|Armando|Arturo|Benjamín|Bernardo|David|Diego|Eduardo|Emilio|Esteban|Federico|Felipe|"
     "Fernando|Francisco|Gerardo|Germán|Gilberto|Gonzalo|Guillermo|Hermenegildo|Hernán|Homero|Hugo|Jacobo|"
     "Javier|Jerónimo|Jesús|Joaquín|Josep|José|José Eduardo|José María|Juan|Juan Carlos|Julio|Julio César|"
     "Lorenzo|Luis|Manuel|Mariano|Mario|Martín|Miguel|Nicolás|Pedro|Pío|Rafael|Ramiro|Ramón|Ricardo|Salvador|"
     "Samuel|Santiago|Sergi|Teodoro|Timoteo|Tomás|Vicente|Ángel"),
    ("Acuña|Adorno|Aguilar|Alanis|Alarcón|Alemán|Alva|Alvarado|Amador|Amaya|Aparicio|Archuleta|Arenas|Arevalo|"
     "Bahena|Balderas|Banda|Barajas|Becerra|Botello|Báez|Calderón|Calvillo|Canales|Carrera|Casanova|Castañeda|"
     "Castellanos|Cazares|Cedillo|Centeno|Colunga|Colón|Cornejo|Coronado|Corrales|Cotto|Cruz|Cárdenas|"
     "Delatorre|Echevarría|Escamilla|Espinosa|Fernández|Flores|Galarza|Galindo|Girón|Godoy|Godínez|Gracia|"
     "Granados|Hinojosa|Holguín|Huerta|Iglesias|Jasso|Jurado|Jáquez|Laureano|Lemus|Lerma|Lira|Lovato|Lozada|"
     "Lucero|Lucio|Madrid|Mares|Marroquín|Mata|Matías|Maya|Menéndez|Mesa|Molina|Montalvo|Montero|Mota|Márquez|"
     "Naranjo|Negrete|Nieves|Ochoa|Ojeda|Oquendo|Ordóñez|Orosco|Ortiz|Osorio|Ozuna|Parra|Paz|Peralta|Piña|"
     "Prado|Puga|Quezada|Ramírez|Riojas|Rivera|Rojo|Roldán|Rolón|Roque|Rosado|Rosas|Saavedra|Salas|Saldivar|"
     "Santacruz|Sarabia|Serna|Serrato|Sevilla|Sierra|Tafoya|Tapia|Tello|Toledo|Torres|Téllez|Tórrez|Urbina|"
     "Vaca|Valdez|Valdés|Valencia|Valladares|Valle|Vela|Verdugo|Villa|Villagómez|Villarreal|Villegas|Vázquez|"
     "Vélez|Zamora|Zaragoza"),
)

# @faker-js/faker 10.6.0 (MIT), locale es_MX: person.first_name.female/male, person.last_name.
_MEXICAN = _origin(
    ("Abigail|Adela|Alexa|Alicia|Alondra Romina|Ana Sofía|Anita|Antonia|Camila|Caridad|Carlota|Carolina|"
     "Catalina|Cecilia|Conchita|Diana|Elena|Elizabeth|Estela|Ester|Eva|Evelyn|Florencia|Guillermina|Inés|"
     "Isabela|Jazmin|Jennifer|Lilia|Liliana|Lizbeth|Lourdes|Lucia|Marcela|Margarita|Marilu|Marta|"
     "María Cristina|María Fernanda|María Teresa|María de Jesús|María de los Ángeles|María del Carmen|Melany|"
     "Mercedes|Micaela|Mónica|Natalia|Paola|Patricia|Paulina|Renata|Rocio|Rosalia|Sofia|Valentina|Valeria|"
     "Victoria|Virginia|Xochitl"),
    ("Agustín|Alan|Axel|Bernardo|Carlos|Claudio|Clemente|Cristian|Daniel|Diego|Eduardo|Enrique|Fernando|"
     "Fernando Javier|Francisco Javier|Gael|Gerardo|Germán|Gilberto|Gregorio|Guillermo|Hernán|Homero|Horacio|"
     "Hugo|Ignacio|Isaac|Jerónimo|Jesús|Jorge|Jose Daniel|José Antonio|José Luis|José María|Juan|Juan Carlos|"
     "Juan Pablo|Julio|Kevin|Luis|Luis Fernando|Luis Gabino|Manuel|Marco Antonio|Martín|Matías|Maximiliano|"
     "Miguel Ángel|Pablo|Patricio|Ramón|Roberto|Saúl|Sebastian|Tadeo|Tomás|Uriel|Víctor|Ángel Daniel|"
     "Ángel Gabriel"),
    ("Adorno|Aguirre|Alaniz|Alba|Alfaro|Alvarado|Amador|Amaya|Aparicio|Archuleta|Arenas|Arevalo|Baca|Bahena|"
     "Balderas|Banda|Barajas|Becerra|Bravo|Bétancourt|Calderón|Calvillo|Canales|Carrasquillo|Carvajal|"
     "Castellanos|Casárez|Cavazos|Ceballos|Ceja|Collazo|Colunga|Cordero|Corral|Cortés|Escalante|Espino|Flores|"
     "Gaitán|Gaytán|Girón|Godínez|Gonzales|Hernandes|Hernádez|Hinojosa|Hurtado|Iglesias|Jaimes|Kamal|Kamat|"
     "Kara|Kortajarena|Kuzmina|Leiva|Lerma|Loera|Loya|Lozada|Maestas|Manzanares|Marrero|Mascareñas|Matías|"
     "Mejía|Meraz|Merino|Molina|Montemayor|Montez|Munguía|Murillo|Navarrete|Navarro|Negrón|Noriega|Núñez|"
     "Olvera|Ordóñez|Orta|Pabón|Palomino|Parra|Pedroza|Pelayo|Pizarro|Quevedo|Quiros|Quiñónez|Rael|Ramón|"
     "Rangel|Raya|Reyes|Reynoso|Rodrígez|Rosales|Roybal|Salgado|Salinas|Sanabria|Segovia|Sepúlveda|Serna|"
     "Sierra|Sisneros|Solorio|Sotelo|Suárez|Tello|Tirado|Torres|Trejo|Téllez|Ulibarri|Ureña|Vaca|Valdivia|"
     "Valdés|Valencia|Valverde|Vanegas|Vega|Vela|Velasco|Velázquez|Vera|Vergara|Viera|Vigil|Villareal|"
     "Villaseñor|Vélez|Véliz|Xairo Belmonte|Yanes|Ybarra|Yebra|Zamudio|Ñañez"),
)

# @faker-js/faker 10.6.0 (MIT), locale pt_BR: person.first_name.female/male, person.last_name.
_BRAZILIAN = _origin(
    ("Alessandra|Alice|Aline|Alícia|Ana Clara|Ana Júlia|Ana Laura|Ana Luiza|Antonella|Beatriz|Bruna|Carla|"
     "Cecília|Clara|Célia|Dalila|Eduarda|Elisa|Eloá|Emanuelly|Fabrícia|Felícia|Giovanna|Helena|Heloísa|Isabel|"
     "Isabela|Isabella|Isabelly|Isadora|Isis|Janaína|Joana|Júlia|Karla|Lara|Larissa|Laura|Lavínia|Liz|Lorena|"
     "Lorraine|Luiza|Lívia|Maitê|Manuela|Marcela|Margarida|Maria|Maria Alice|Maria Cecília|Maria Clara|"
     "Maria Eduarda|Maria Helena|Maria Júlia|Maria Luiza|Mariana|Marina|Marli|Meire|Melissa|Márcia|Mércia|"
     "Natália|Núbia|Ofélia|Paula|Rafaela|Rebeca|Roberta|Sara|Sarah|Sophia|Suélen|Sílvia|Talita|Valentina|"
     "Vitória|Yasmin"),
    ("Alessandro|Alexandre|Anthony|Antônio|Arthur|Benício|Bernardo|Breno|Bryan|Caio|Calebe|Carlos|Cauã|César|"
     "Daniel|Danilo|Davi|Davi Lucca|Eduardo|Elísio|Emanuel|Enzo|Enzo Gabriel|Fabiano|Fabrício|Feliciano|Felipe|"
     "Frederico|Fábio|Félix|Gabriel|Gael|Guilherme|Gustavo|Heitor|Henrique|Hugo|Hélio|Isaac|Joaquim|João|"
     "João Lucas|João Miguel|João Pedro|Júlio|Júlio César|Kléber|Ladislau|Leonardo|Lorenzo|Lucas|Lucca|Marcelo|"
     "Marcos|Matheus|Miguel|Murilo|Nataniel|Nicolas|Noah|Norberto|Pablo|Paulo|Pedro|Pedro Henrique|Pietro|"
     "Rafael|Raul|Ricardo|Roberto|Salvador|Samuel|Silas|Tertuliano|Théo|Vicente|Vitor|Víctor|Washington|Yuri|"
     "Ígor"),
    ("Albuquerque|Barros|Batista|Braga|Carvalho|Costa|Franco|Macedo|Martins|Melo|Moraes|Moreira|Nogueira|"
     "Oliveira|Pereira|Reis|Santos|Saraiva|Silva|Souza|Xavier"),
)

# @faker-js/faker 10.6.0 (MIT), locale pt_PT: person.first_name.female/male, person.last_name.
_PORTUGUESE = _origin(
    ("Adriana|Alexandra|Alice|Amélia|Aurora|Benedita|Caetana|Camila|Carla|Carlota|Carminho|Carolina|Catarina|"
     "Célia|Eduarda|Elisa|Ema|Emília|Fabiana|Filipa|Flor|Francisca|Frederica|Isabel|Joana|Julieta|Leonor|"
     "Letícia|Luna|Luísa|Madalena|Mafalda|Maria|Mariana|Marta|Matilde|Melissa|Miriam|Márcia|Natália|Núria|"
     "Olívia|Paula|Rafaela|Safira|Soraia|Sílvia|Tatiana|Teresa|Valentina"),
    ("Alexandre|António|Artur|Bruno|Carlos|César|Daniel|Diogo|Duarte|Feliciano|Fernando|Filipe|Francisco|"
     "Gabriel|Gaspar|Gil|Henrique|Hugo|Hélio|Igor|Ivan|Joaquim|Jorge|João|Leonardo|Lourenço|Lucas|Manel|Marco|"
     "Marcos|Martim|Mateus|Matias|Micael|Nuno|Paulo|Raul|Renato|Rui|Samuel|Santiago|Sebastião|Sérgio|Tiago|"
     "Tomé|Valentim|Vasco|Vicente|Vítor|Ângelo"),
    ("Abreu|Albuquerque|Almeida|Alves|Amado|Amaral|Amorim|Andrade|Anjos|Antunes|Araújo|Assunção|Azevedo|"
     "Baptista|Barbosa|Barros|Batista|Borges|Braga|Branco|Brito|Camacho|Campos|Cardoso|Carneiro|Carvalho|"
     "Castro|Coelho|Correia|Costa|Cruz|Cunha|Domingues|Esteves|Falcão|Faria|Fernandes|Ferreira|Fidélis|"
     "Figueiredo|Fonseca|Fraga|Freitas|Furtado|Garcia|Gaspar|Gomes|Gonçalves|Guerreiro|Henriques|Jesus|Lacerda|"
     "Leal|Leite|Lima|Lopes|Loureiro|Lourenço|Lourinho|Macedo|Machado|Magalhães|Maia|Mariz|Marques|Martins|"
     "Matias|Matos|Medeiros|Meireles|Melo|Mendes|Mesquita|Miranda|Monteiro|Moraes|Morais|Moreira|Mota|Moura|"
     "Nascimento|Neto|Neves|Nobre|Nogueira|Nunes|Oliva|Oliveira|Pacheco|Paiva|Peixoto|Pereira|Pimentel|"
     "Pinheiro|Pinho|Pinto|Pires|Queiroz|Ramos|Raposo|Reis|Ribeiro|Rocha|Rodrigues|Santos|Saraiva|Serra|Silva|"
     "Simões|Soares|Sousa|Sá|Tavares|Teixeira|Torres|Valente|Vaz|Veiga|Vicente|Vieira|Xavier"),
)

# @faker-js/faker 10.6.0 (MIT), locale fr: person.first_name.female/male, person.last_name.
_FRENCH = _origin(
    ("Abeline|Adrehilde|Alcidie|Althée|Aminte|Anceline|Arthurine|Athanasie|Aurélie|Axeline|Diane|Douce|"
     "Florence|Françoise|Félicie|Guilhemine|Huguette|Irina|Léopoldine|Mauricette|Noëlle|Pécine|Rita|Suzanne|"
     "Suzon|Swassane|Sylviane|Valérie|Xavière|Émeline"),
    ("Adel|Agapet|Aldonce|Alexandre|Antoine|Archambaud|Aurian|Bon|Clotaire|Désiré|Eudes|Fidèle|Garnier|Gaël|"
     "Hincmar|Johan|Lazare|Lucas|Marius|Morgan|Nathanaël|Paul|Pierre|Sigismond|Sixte|Thierry|Timoléon|Tonnin|"
     "Tristan|Turold"),
    ("Aubert|Aubry|Barbier|Benoit|Blanc|Blanchard|Bourgeois|Boyer|Breton|Caron|Colin|Cousin|Dubois|Dufour|"
     "Dumas|Dumont|Dupuis|Duval|Faure|Fernandez|Fontaine|Gaillard|Garcia|Gauthier|Gautier|Gerard|Girard|Giraud|"
     "Guillaume|Guillot|Hubert|Huet|Jean|Julien|Lacroix|Laurent|Leclerc|Leclercq|Lecomte|Lefebvre|Lemoine|"
     "Lopez|Lucas|Maillard|Martinez|Marty|Masson|Mathieu|Menard|Meunier|Michel|Moreau|Morel|Morin|Moulin|"
     "Nicolas|Perez|Philippe|Picard|Pierre|Poirier|Prevost|Remy|Renard|Renault|Rey|Richard|Robert|Robin|Roche|"
     "Roger|Rolland|Roux|Roy|Sanchez|Schmitt|Simon|Vasseur|Vidal|Vincent"),
)

# @faker-js/faker 10.6.0 (MIT), locale fr_SN: person.first_name.female/male, person.last_name.
_SENEGALESE = _origin(
    ("Abibatou|Aby|Ami|Aminata|Anna|Atta|Aïcha|Aïda|Aïssata|Bineta|Dado|Dieynaba|Elisabeth|Fatima|Fatma|Fily|"
     "Haby|Josephine|Khady|Kiné|Madeleine|Maguette|Marie|Maï|Néné|Paulette|Penda|Rama|Ramata|Ramatoulaye|"
     "Rokhaya|Salimatou|Saly|Soda|Yaya"),
    ("Abou|Aboubacar|Aliou|Aly|Amadou|Bakary|Birane|Bouba|Chekhouna|Daouda|Djibril|Ibou|Insa|Ismaïla|Khalifa|"
     "Kéba|Lamine|Mactar|Mama|Mamadou|Mamady|Massamba|Moctar|Modou|Mohamed|Mouhamed|Médoune|Ousmane|Sada|"
     "Saliou|Seckou|Siré|Thierno|Waly|Yoro"),
    ("Aïdara|Ba|Babou|Biteye|Ciss|Cisse|Diakhaté|Diattara|Diaw|Diome|Diongue|Diémé|Dème|Fall|Fofana|Gadiaga|"
     "Gassama|Gaye|Gomis|Goudiaby|Hane|Ka|Kandji|Konaté|Kébé|Lam|Ly|Mballo|Mbèngue|Mendy|Ndao|Ndaw|Ndir|Ndour|"
     "Ndoye|Ngom|Nguèr|Niane|Niass|Sagna|Sall|Samb|Seck|Senghor|Seydi|Seye|Souare|Sylla|Sène|Ségnane|Tamba|"
     "Thiongane|Thioub|Thioune|Tine|Top|Touré|Traoré|Wane|Yade"),
)

# @faker-js/faker 10.6.0 (MIT), locale it: person.first_name.female/male, person.last_name.
_ITALIAN = _origin(
    ("Ada|Adelina|Alda|Alfreda|Alina|Alma|Asia|Brigida|Camelia|Candida|Celeste|Cinzia|Consolata|Edvige|Elda|"
     "Enrica|Ersilia|Ester|Eufrasia|Evangelina|Fabiana|Fatima|Fosca|Generosa|Giusta|Graziella|Innocenza|Isotta|"
     "Letizia|Maida|Mara|Marilena|Mirella|Nadia|Noemi|Nunziata|Oliviera|Onorata|Otilia|Piera|Regina|Romina|"
     "Rosamunda|Saba|Sidonia|Stella|Teodolinda|Teudosia|Valeriana|Wanda"),
    ("Alamanno|Albrico|Alighiero|Antonello|Baldassarre|Basilio|Cosma|Dionigi|Domiziano|Duilio|Egeo|Elio|"
     "Elpidio|Elvino|Enecone|Festo|Gaudenzio|Gerardo|Gianpietro|Gildo|Gonzaga|Icaro|Lino|Mamante|Mario|"
     "Nicodemo|Odorico|Oliviero|Omero|Onorio|Ottavio|Parmenio|Pompeo|Prospero|Respicio|Romolo|Salomone|Sesto|"
     "Settimio|Speranzio|Taide|Ulrico|Valfredo|Vasco|Venanzio|Vidone|Viliberto|Virone|Zenebio|Zeno"),
    ("Alfano|Angeli|Antonacci|Avallone|Barone|Bartolucci|Basile|Belvisi|Benatti|Beso|Bevilacqua|Bianchetti|"
     "Bianco|Burgio|Cabras|Caforio|Calabrese|Capizzi|Carrieri|Cataldo|Cecere|Cellini|Chiaravalle|Colella|"
     "Corradi|Cozzi|Crispino|Cucchiara|Daidone|Degano|Degrassi|Del Monte|Di Biase|Di Francesco|Di Luca|"
     "Ferraris|Fioravanti|Fusco|Gaspari|Gobbi|Gori|Grassi|Greppi|Gruber|Gruppuso|Lazzaro|Lentini|Licitra|"
     "Lo Piccolo|Lolli|Lopez|Macchi|Macrì|Maltese|Marcelli|Marchini|Martelli|Mattia|Mazzoleno|Miotto|"
     "Montefusco|Morri|Mura|Natali|Nucera|Palazzolo|Paolella|Pariggiano|Pavan|Pece|Pesaresi|Pesce|Petrelli|"
     "Pianigiani|Pillitteri|Piredda|Pratesi|Praticò|Puca|Raimondo|Restivo|Rodigari|Rogolino|Rossetti|Sabato|"
     "Santarelli|Semprini|Sinopoli|Sodano|Spadaro|Spanu|Staffieri|Tarquini|Tataranni|Traini|Vassallo|"
     "Venturelli|Venturi|Zanon|Zotti"),
)

# @faker-js/faker 10.6.0 (MIT), locale de: person.first_name.female/male, person.last_name.
_GERMAN = _origin(
    ("Abigail|Alea|Alina|Aliya|Alma|Amalia|Arwen|Charleen|Christin|Cindy|Diana|Dorothea|Elisabeth|Hailey|Heidi|"
     "Isabelle|Janina|Jara|Jasmine|Jette|Jill|Joanna|Julia|Karla|Kyra|Laureen|Lee|Lenya|Liliana|Liv|Lucienne|"
     "Marisa|Marit|Mathilda|Mila|Miray|Natalie|Nelli|Nisa|Patricia|Rania|Sahra|Sena|Sofie|Soraya|Stefanie|Svea|"
     "Tuana|Wiebke|Zoey"),
    ("Ansgar|Arian|Ayman|Brian|Damien|Darren|Falk|Gianluca|Giuseppe|Hagen|Hasan|Hennes|Henrick|Henrik|Ibrahim|"
     "Jay|John|Jonte|Julius|Justin|Kilian|Lasse|Liam|Loris|Lucien|Martin|Mattes|Matthias|Matthis|Mattis|Merlin|"
     "Milan|Nathan|Nico|Ole|Paul|Pit|Richard|Rick|Sandro|Sebastian|Theodor|Till|Timo|Tobias|Tom|Torben|Vin|"
     "Vincent|William"),
    ("Apitz|Aschenbroich|Baumeister|Beck|Behrenbruch|Betz|Boyde|Brand|Brandt|Cleem|Daimer|Dix|Dreier|Dächert|"
     "Dörre|Erm|Ertl|Feller|Fincke|Gauder|Gotz|Greschner|Görlich|Görmer|Günther|Hackelbusch|Heinrich|Heist|"
     "Herberger|Herms|Hingsen|Hohl|Häber|Kahlert|Kaul|Klauder|Kobs|Koester|Krauspe|Kreissig|Krodinger|Kröckert|"
     "Kuhlee|Käther|Lanig|Leide|Leyckes|Lippe|Marxen|Mathiszik|Mau|Mauroff|Mehl|Merseburg|Moormann|Nabein|"
     "Nussbeck|Paesler|Pflieger|Philipp|Pinnock|Poeschl|Pohland|Rautenkranz|Reif|Reinberg|Reinelt|Renz|Reuss|"
     "Riediger|Riekmann|Ritschel|Ritz|Roecker|Rother|Rupprecht|Schenk|Scherer|Schirmer|Schlawitz|Schmidtchen|"
     "Schumacher|Schönenberger|Schönfeld|Schönherr|Siebert|Spielvogel|Spöttel|Straub|Strausa|Strieder|Strunz|"
     "Taufratshofer|Tonat|Urhig|Weber|Weigel|Weiler|Wichmann|Wollmann"),
)

# @faker-js/faker 10.6.0 (MIT), locales nl, nl_BE: person.first_name.female/male, person.last_name.
_DUTCH = _origin(
    ("Abby|Aleyna|Amaya|Amina|Amélie|Anna|Celine|Eliana|Elisabeth|Eliza|Eva|Evi|Feline|Ize|Jacoba|Jess|Jinte|"
     "Johanna|Jolijn|Jule|Julie|Juliëtte|Laura|Lexie|Lisanne|Liya|Loa|Lott|Maartje|Marit|Megan|Nena|Nienke|Noa|"
     "Pippa|Rachel|Roxy|Safiya|Scottie|Sena|Sophie|Vanessa|Yarah|Zara|Zoey"),
    ("Anton|Arie|Ayman|Boris|Dave|Deen|Florian|Hein|Ibrahim|Ilyas|Ismail|Ivo|Jace|Jairo|Jesper|Jonathan|Joris|"
     "Justin|Kian|Lucas|Mads|Manu|Mehmet|Mex|Micah|Micha|Mick|Milano|Moos|Naoufel|Odin|Osman|Pim|Rens|Revi|"
     "Sami|Sven|Thiago|Thibo|Thijs|Timo|Tobias|Viggo|Xander|Zeyd"),
    ("Bijl|Blom|Boer|Bosman|Brouwer|Claeys|Cornelissen|Corsten|Declerck|Decock|Decoster|Dekker|Desmet|Devos|"
     "Dewilde|Dijkstra|Freriks|Gielen|Goossens|Groothuizen|Hermans|Hofman|Huisman|Jacobs|Jansen|Janssen|"
     "Janssens|Jonker|Klein|Koning|Kramer|Kuijpers|Kuiper|Lemmens|Lubbers|Maas|Martens|Meeuwis|Meijer|Mertens|"
     "Meyer|Molenaar|Moors|Mulder|Oosterhuis|Peeters|Post|Prinsen|Rietman|Ritsma|Sanders|Schipper|Scholten|"
     "Smeets|Smets|Terlouw|Timmermans|Vandamme|Veenstra|Verhaeghe|Verstraete|Vink|Visser|Vos|Wagenaar|Willems|"
     "Wouters|Zuiderveld|de Boer|de Bruijn|de Bruyn|de Corte|de Graaf|de Groot|de Koning|de Lange|de Leeuw|"
     "de Nijs|de Ruiter|de Wit|den Adel|van Beek|van Dijk|van Dongen|van Doorn|van Iersel|van Leeuwen|van Veen|"
     "van Vliet|van de Meer|van de Pol|van de Veen|van de Velden|van de Wal|van den Berg|van den Bosch|"
     "van den Broek|van den Heuvel|van den Velde|van der Berg|van der Horst|van der Laan|van der Linden|"
     "van der Meer|van der Meulen|van der Pol|van der Velde|van der Velden|van der Ven|van der Wal"),
)

# @faker-js/faker 10.6.0 (MIT), locale vi: person.first_name.female/male, person.last_name.
_VIETNAMESE = _origin(
    ("An Khê|Bích Chiêu|Bích Thu|Bích Thảo|Bích Đào|Bạch Liên|Bạch Loan|Bạch Trà|Diễm Trang|Hoa Liên|Hoàn Vi|"
     "Hoàng Mai|Hà My|Hàm Nghi|Hạnh My|Kim Lan|Lam Khê|Linh Châu|Linh Nhi|Liên Chi|Lưu Ly|Lệ Hoa|Lệ Quyên|"
     "Minh Loan|Mộc Miên|Mỹ Yến|Nguyệt Nga|Ngọc Quỳnh|Nhật Mai|Quỳnh Hà|Quỳnh Liên|Song Oanh|Thi Ngôn|"
     "Thiên Lan|Thu Hà|Thu Nguyệt|Thu Vọng|Thái Hà|Thúy Diễm|Thư Sương|Thục Đình|Thủy Quỳnh|Thủy Tiên|"
     "Tâm Khanh|Tịnh Nhi|Uyển Nhi|Việt Mi|Vân Thúy|Yến Phương|Đan Thanh"),
    ("Bảo Chấn|Bảo Huỳnh|Cao Minh|Công Hậu|Gia Cảnh|Gia Lập|Hải Bình|Hữu Long|Hữu Thiện|Hữu Trung|Hữu Định|"
     "Khánh Hoàng|Khánh Nam|Khánh Đan|Khắc Minh|Minh Kiệt|Mạnh Trình|Nam Dương|Nguyễn Hải An|Ngọc Hiển|"
     "Nhật Khương|Phú Hưng|Quang Triệu|Quốc Hiển|Quốc Phong|Thiên An|Thiện Giang|Thiện Lương|Thiện Ngôn|"
     "Thiện Tâm|Thành Doanh|Thái Bình|Thắng Cảnh|Thế Năng|Trung Thành|Trường Liên|Trọng Hà|Tuấn Việt|Tuấn Đức|"
     "Tấn Tài|Viết Sơn|Xuân Cung|Ân Lai|Đình Lộc|Đình Nguyên|Đình Thắng|Đạt Hòa|Đắc Cường|Đồng Khánh|Đức Thắng"),
    ("Bùi|Dương|Hoàng|Hà|Hồ|Lâm|Lê|Lý|Mai|Nguyễn|Ngô|Phan|Phùng|Phạm|Trương|Trần|Trịnh|Tô|Tăng|Vương|Đinh|Đoàn|"
     "Đào|Đặng|Đỗ"),
)

# ---- Written here (no package holds them in Latin letters), as people of these origins write them.

# Irish and Scottish.
_GAELIC = _origin(
    "Siobhan|Aoife|Niamh|Saoirse|Orla|Ciara|Roisin|Sinead|Grainne|Aisling|Caoimhe|Deirdre|Eilidh|Morag|"
    "Kirsty|Fiona|Mairead|Una|Bridget|Maeve|Clodagh|Sorcha|Ailsa|Catriona",
    "Seamus|Padraig|Eoin|Cillian|Ruairi|Diarmuid|Cathal|Donal|Fergus|Angus|Hamish|Callum|Ewan|Niall|Oisin|"
    "Tadhg|Ciaran|Dermot|Finlay|Alasdair|Colm|Fionn|Lorcan|Struan",
    "O'Sullivan|O'Brien|O'Neill|O'Donnell|O'Shea|O'Mahony|O'Driscoll|O'Callaghan|O'Rourke|McCarthy|McGrath|"
    "McNamara|McLoughlin|McGuinness|MacDonald|MacLeod|MacKenzie|MacGregor|MacNeil|MacAulay|MacIntyre|"
    "Fitzgerald|Kavanagh|Gallagher|Byrne|Kennedy|Doherty|Quinn|Brennan|Duffy|Cullen|Fraser|Campbell|"
    "Sutherland|Munro|Buchanan|Ferguson|Geraghty|Moynihan|Nic Giolla")
# Greek, romanised as on passports; women's surnames in the genitive form.
_GREEK = _origin(
    "Eleni|Katerina|Georgia|Dimitra|Sofia|Vasiliki|Angeliki|Eirini|Panagiota|Despina|Chrysoula|Athina|"
    "Stavroula|Ourania|Xanthi|Evangelia|Paraskevi|Foteini",
    "Giorgos|Dimitris|Konstantinos|Nikos|Yannis|Panagiotis|Vasilis|Christos|Spyros|Thanasis|Stavros|Kostas|"
    "Apostolos|Evangelos|Lefteris|Michalis|Theodoros|Charalampos",
    "Papadopoulos|Georgiou|Nikolaidis|Konstantinidis|Karagiannis|Vlachos|Papageorgiou|Oikonomou|Dimitriou|"
    "Makris|Alexiou|Christodoulou|Antonopoulos|Kyriakidis|Theodorou|Papanikolaou|Angelopoulos|Stavropoulos|"
    "Pappas|Galanis|Mavros|Triantafyllou|Zervas|Karamanlis",
    "Papadopoulou|Georgiou|Nikolaidou|Konstantinidou|Karagianni|Vlachou|Papageorgiou|Oikonomou|Dimitriou|"
    "Makri|Alexiou|Christodoulou|Antonopoulou|Kyriakidou|Theodorou|Papanikolaou|Angelopoulou|Stavropoulou|"
    "Pappa|Galani|Mavrou|Triantafyllou|Zerva|Karamanli")
# Russian and Ukrainian, romanised as in passports; women's surnames in the feminine where they have one.
_EAST_SLAVIC = _origin(
    "Olga|Svetlana|Natalia|Oksana|Iryna|Yulia|Anastasia|Tetiana|Kateryna|Lyudmila|Galina|Daria|Yelena|"
    "Ksenia|Halyna|Nadia|Zoya|Vira|Alina|Viktoria",
    "Dmitri|Sergei|Aleksandr|Mykola|Oleksandr|Andriy|Volodymyr|Yevgeny|Igor|Vladimir|Bohdan|Taras|Pavlo|"
    "Mikhail|Yuri|Konstantin|Vadim|Stanislav|Artem|Denys",
    "Ivanov|Petrenko|Kovalenko|Shevchenko|Bondarenko|Tkachenko|Kravchenko|Melnyk|Boyko|Sokolov|Smirnov|"
    "Kuznetsov|Popov|Volkov|Morozov|Lebedev|Novikov|Kozlov|Pavlenko|Hrytsenko|Savchuk|Lysenko|Rudenko|"
    "Marchenko|Orlov|Zaitsev",
    "Ivanova|Petrenko|Kovalenko|Shevchenko|Bondarenko|Tkachenko|Kravchenko|Melnyk|Boyko|Sokolova|Smirnova|"
    "Kuznetsova|Popova|Volkova|Morozova|Lebedeva|Novikova|Kozlova|Pavlenko|Hrytsenko|Savchuk|Lysenko|"
    "Rudenko|Marchenko|Orlova|Zaitseva")
# Moroccan, Algerian and Tunisian, in their French spellings.
_MAGHREBI = _origin(
    "Fatima|Khadija|Salma|Amina|Nadia|Samira|Yasmina|Leila|Karima|Meriem|Houda|Nour|Zineb|Soraya|Imane|"
    "Latifa|Hafsa|Malika|Ghizlane|Siham",
    "Mohamed|Youssef|Karim|Mehdi|Rachid|Said|Hamid|Nabil|Yassine|Omar|Amine|Abdelkader|Hicham|Mustapha|"
    "Brahim|Farid|Sofiane|Tarik|Walid|Redouane",
    "El Amrani|El Idrissi|Ben Salah|Benali|Bouzid|Belkacem|Haddadi|Cherif|Mansouri|Zerouali|Ait Ahmed|"
    "Ait Ouali|Ben Youssef|El Mansouri|Boukhari|Chaoui|Hamdi|Benjelloun|Tazi|Alaoui|El Fassi|Bennani|Lahlou|"
    "Ziani|Bouazza|Benhaddou|Kaddouri|Slimani|Meziane|Saidi|El Ouardi|Ben Amor")
# Japanese, in Hepburn without long-vowel marks (Sato, Ito, Ota), as passports and cards write them.
_JAPANESE = _origin(
    "Yuki|Aiko|Haruka|Sakura|Yui|Misaki|Emi|Naomi|Keiko|Yoko|Akiko|Mai|Rina|Ayaka|Nanami|Chiharu|Kaori|"
    "Megumi|Hana|Mio|Sayuri|Tomoko|Hiromi|Mariko",
    "Hiroshi|Takeshi|Kenji|Haruto|Sota|Yuto|Daiki|Kaito|Ryo|Shota|Takumi|Kazuki|Naoki|Satoshi|Kenta|"
    "Makoto|Akira|Yusuke|Tatsuya|Shin|Hideki|Massao|Tadashi|Noboru",
    "Sato|Suzuki|Takahashi|Tanaka|Watanabe|Ito|Yamamoto|Nakamura|Kobayashi|Kato|Yoshida|Yamada|Sasaki|"
    "Yamaguchi|Matsumoto|Inoue|Kimura|Hayashi|Shimizu|Yamazaki|Mori|Abe|Ikeda|Hashimoto|Ishikawa|Ogawa|"
    "Fujita|Okada|Goto|Hasegawa|Murakami|Kondo|Saito|Sakamoto|Endo|Aoki|Nishimura|Fukuda|Miura|Okamoto|"
    "Matsuda|Nakagawa|Harada|Ono|Tamura|Takeuchi|Kaneko|Wada|Miyazaki|Uchida|Nomura|Kikuchi|Oshiro|Higa|"
    "Hirata|Uehara|Shimabukuro|Kawakami")
# Catalan, Basque and Galician (Spain's other languages), first names and surnames.
_IBERIAN = _origin(
    "Montserrat|Núria|Mireia|Laia|Meritxell|Roser|Jordina|Aina|Ainhoa|Itziar|Nerea|Amaia|Miren|Edurne|"
    "Arantxa|Uxue|Iria|Uxía|Antía|Xiana|Sabela|Rosalía|Maite|Aitana|Berta|Queralt",
    "Jordi|Pau|Oriol|Joan|Xavier|Arnau|Pere|Marc|Josep|Ferran|Iker|Aitor|Unai|Gorka|Iñaki|Asier|Xabier|"
    "Koldo|Xoán|Brais|Xurxo|Anxo|Uxío|Jon|Eneko|Quim",
    "Puig|Vila|Ferrer|Roca|Soler|Serra|Pujol|Casals|Vidal|Font|Bosch|Riera|Prat|Coll|Mas|Ribas|Sala|Torrent|"
    "Vilanova|Camps|Pons|Garriga|Mestres|Batlle|Rovira|Bassols|Esteve|Farré|Llobet|Etxeberria|Goikoetxea|"
    "Urrutia|Aguirrezabala|Arrieta|Zubizarreta|Bengoetxea|Iturbe|Larrañaga|Agirre|Olaizola|Mendizabal|"
    "Otxoa|Arregi|Gorostiza|Eizagirre|Castelao|Outeiro|Seoane|Pazos|Lois|Carballo|Souto|Vilariño|Regueiro|"
    "Bouzas|Piñeiro|Otero|Rial|Lema|Mosquera|Barreiro|Fraga")
# Paraguayan: first names common there and the surnames of Asunción's phone book.
_PARAGUAYAN = _origin(
    "Araceli|Mirna|Liz|Jazmín|Ramona|Graciela|Perla|Nilda|Mirta|Nidia|Ninfa|Lourdes|Celsa|Aurelia|Blasida|"
    "Epifania|Eladia|Zunilda|Gladys|Fidelina|Porfiria|Librada",
    "Celso|Blas|Aníbal|Nicanor|Derlis|Osvaldo|Rubén|Hugo|Ever|Nery|Ulises|Arnaldo|Teodoro|Isidoro|Lino|"
    "Rufino|Fulgencio|Crispín|Nelson|Bernardino|Eusebio|Richart",
    "Benítez|Ayala|Duarte|Cáceres|Giménez|Cabrera|Villalba|Ortiz|Ramírez|Acosta|Aquino|Cristaldo|Ovelar|"
    "Riquelme|Brítez|Alvarenga|Galeano|Sanabria|Zaracho|Fleitas|Caballero|Escobar|Insfrán|Báez|Velázquez|"
    "Amarilla|Arévalo|Frutos|Peralta|Chamorro|Samudio|Centurión|Bogado|Ojeda|Cardozo|Rolón|Recalde|"
    "Benegas|Garcete|Ocampos")
# French of today (the package's fr table is mostly old saints' names): hyphenated first names, Breton "Le".
_FRENCH_NOW = _origin(
    "Marie-Claire|Anne-Sophie|Marie-Hélène|Claire|Élodie|Camille|Manon|Chloé|Inès|Léa|Sandrine|Nathalie|"
    "Isabelle|Céline|Mathilde|Margaux|Juliette|Delphine|Géraldine|Océane|Marie-Laure|Anne-Laure",
    "Jean-Pierre|Jean-Luc|Pierre-Yves|Jean-Baptiste|Marc-Antoine|Thierry|Olivier|Sébastien|Guillaume|"
    "Julien|Mathieu|Cédric|Benoît|Hervé|Loïc|Yannick|Grégoire|François|Frédéric|Rémi|Jean-François|Paul-Henri",
    "Le Goff|Le Gall|Le Roux|Le Bihan|Le Floch|Le Corre|Lefèvre|Rousseau|Chevalier|Mercier|Fournier|Bonnet|"
    "Lambert|Chauvin|Marchand|Perrin|Bertrand|Leroy|Gauthier|Rolland|Texier|Poulain|de Villiers|du Pont")
# Lebanese-Brazilian families (São Paulo's Syrian-Lebanese community): first names of theirs and surnames.
_LEBANESE_BR = _origin(
    "Samira|Nádia|Leila|Soraya|Jamile|Mariana|Rosana|Sálua|Najla|Laila|Cristina|Renata|Yasmin|Camila",
    "Jorge|Elias|Michel|Habib|Samir|Nagib|Salim|Jamil|Fuad|Nicolau|Antônio|Ricardo|Ibrahim|Abrahão",
    "Haddad|Maluf|Jafet|Kalil|Nader|Salomão|Abdalla|Farah|Jatene|Temer|Kassab|Saad|Sabbag|Chamma|Mattar|"
    "Zogbi|Naufal|Daher|Atallah|Khoury|Hallak|Skaf|Tuma|Asfour|Feres|Mansur|Gebara|Chohfi|Bechara|Sawaya|"
    "Calil|Fares|Rizk|Nacif|Mussi")
# Japanese middle names of Nikkei Brazilians ("Juliana Sayuri Tanaka").
_NIKKEI_MIDDLE = _origin("Sayuri|Emi|Mayumi|Keiko|Harumi|Yumi|Akemi|Midori|Tieko|Kimie",
                         "Hideki|Massao|Kenji|Tadashi|Minoru|Takeshi|Hiroshi|Kazuo|Yukio|Isamu", "")
# Brazilian compound first names, written as Brazilians register them.
_BR_COMPOUND = _origin(
    "Maria Eduarda|Ana Clara|Maria Clara|Ana Beatriz|Maria Fernanda|Ana Carolina|Maria Vitória|Ana Paula|"
    "Maria das Graças|Maria do Socorro|Maria de Fátima|Ana Lúcia|Maria Luísa|Ana Vitória",
    "João Pedro|Pedro Henrique|Luiz Felipe|João Vitor|Carlos Eduardo|Luiz Henrique|João Gabriel|"
    "Paulo Ricardo|José Carlos|Antônio Carlos|Luiz Fernando|Marco Antônio|João Guilherme|Pedro Lucas", "")
# Particled surnames, with their particle, as the tables above do not hold them.
_ES_PARTICLED = ("del Valle", "de la Fuente", "de la Torre", "del Río", "de los Santos", "de la Rosa",
                 "del Castillo", "de León", "de la Cruz", "del Pino", "de las Heras", "de la Vega", "del Olmo")
_PT_PARTICLED = ("da Silva", "dos Santos", "do Nascimento", "da Costa", "de Souza", "das Neves", "do Carmo",
                 "da Rocha", "dos Reis", "de Oliveira", "da Conceição", "do Amaral", "dos Anjos", "de Assis")
# Brazilian surname particles: "da Silva", "dos Santos", "do Amaral", "de" before the rest.
_PT_DA = frozenset({"Silva", "Costa", "Cunha", "Rocha", "Mota", "Fonseca", "Cruz", "Luz", "Conceição", "Veiga"})
_PT_DO = frozenset({"Nascimento", "Carmo", "Amaral", "Couto", "Vale", "Prado"})
_PT_DOS = frozenset({"Santos", "Reis", "Anjos", "Passos", "Ramos"})

# Names that are also words of the language (first names: women's, then men's; then surnames).
_WORD = {
    "en": _origin("Hope|Faith|Grace|Joy|Rose|Dawn|Summer|Autumn|Ivy|Iris|Pearl|Ruby|Crystal|Amber|Holly|Heather|"
                  "Violet|Daisy|Destiny|Honey|Sky|Charity",
                  "Will|Mark|Bill|Rich|Frank|Jack|Drew|Chase|Hunter|Grant|Lance|Miles|Rusty|Sonny|Bob|Art|Guy|Don",
                  "Young|Price|Bush|Rich|Brown|White|Green|Black|Wood|Hall|Hand|Swift|Little|King|Bell|Rice|Ward|"
                  "Turner|Walker|Waters|Stone|Fox|Moon|Church|Marsh|Frost|Lamb|Cook|Baker|Wise|Strong|Banks|Hope|"
                  "Rose|Best|Long|Short|May"),
    "es": _origin("Luz|Paz|Amparo|Dolores|Rosario|Consuelo|Pilar|Soledad|Esperanza|Caridad|Socorro|Rocío|Mercedes|"
                  "Blanca|Milagros|Remedios|Asunción|Estrella|Alegría|Victoria|Reina|Perla|Paloma|Azucena|Flor|"
                  "Nieves|Fe|Rosa|Gloria|Aurora",
                  "Ángel|Jesús|Salvador|Amado|Modesto|Inocencio|Clemente|Domingo|Santos|Casimiro|Bienvenido|Máximo|"
                  "Severo|Justo|Feliz|León",
                  "Flores|Paz|Luna|Toro|Lobo|Prieto|Rico|Cruz|Bueno|Calvo|Rubio|Moreno|Blanco|Delgado|Castillo|"
                  "Iglesias|Campos|Bravo|Vega|Mora|Sala|Roca|Serra|Cordero|León|Peña|Palacios|Cabello|Barba|Ríos|"
                  "Montes|Torres|Manzano|Naranjo|Parra|Caballero|Pastor|Herrero|Escudero|Rey|Conde|Casado|Sierra|"
                  "Lozano|Cano|Soto"),
    "pt": _origin("Graça|Glória|Aurora|Vitória|Luz|Dores|Socorro|Rosa|Esperança|Estrela|Bela|Flor|Alegria|Paz|"
                  "Conceição|Amparo|Lua|Serena|Pérola|Rosário|Fé|Vera|Branca|Célia",
                  "Jesus|Amado|Salvador|Domingos|Bento|Vitor|Santo|Justo|Benedito|Severino|Modesto|Inocêncio|"
                  "Leão|Constante|Natal|Cândido",
                  "Rocha|Pereira|Pinto|Silva|Coelho|Leite|Carneiro|Cordeiro|Barros|Torres|Ramos|Leão|Lobo|"
                  "Pinheiro|Machado|Bezerra|Moura|Franco|Vieira|Rosa|Campos|Costa|Mata|Flores|Cruz|Paz|Neves|"
                  "Nogueira|Oliveira|Carvalho|Ferreira|Gato|Raposo|Porto|Rios|Monte|Serra|Castelo|Fontes|Cabral|"
                  "Frade|Barata|Sardinha|Pedrosa|Bicalho|Cunha|Prado|Rezende"),
}

TEMPLATES: dict[str, list[str]] = {
    "en": [
        # --- with people
        "From: [[full:a]] <{{email:a}}>\nTo: Support <help@example.com>\nCc: [[full:b]] <{{email:b}}>\n"
        "Subject: Re: order {{order}} never arrived\n\nHi, following up again. [[first:b]] was home all day on "
        "{{date}} and nobody knocked.\n\n> On {{date}}, Support wrote:\n> Hi [[first:a]], we've asked the courier "
        "to check the GPS scan.\n\nThanks,\n[[first:a]]",
        "Thanks again for sorting this out so quickly.\n\nBest regards,\n[[full:a]]\nSenior Procurement Analyst | "
        "Ford Motor Company\nM: {{phone}}\n{{email:a}}",
        "[{{time}}] Visitor: hi is anyone there\n[{{time}}] [[first:a]] (Agent): Hi! You're chatting with "
        "[[first:a]]. How can I help?\n[{{time}}] Visitor: my name is [[full:b]], I was charged twice for order "
        "{{order}}\n[{{time}}] [[first:a]] (Agent): Sorry about that, [[first:b]]. Let me pull up the payment.",
        "@[[first:a]] can you grab ticket #{{ticket}}? the customer says [[full:b]] on their finance team never "
        "got the invoice. cc @here",
        "agent: thank you for calling this is [[first:a]] how can i help you today\ncaller: yeah hi um my name is "
        "[[full:b]] and i'm calling about my wife's account her name is [[full:c]]{{F:c}}\nagent: okay and are you "
        "listed as an authorized user on that account",
        "Hi this is [[first:a]] from Northside Dental, confirming [[first:b]]'s cleaning on {{date}} at {{time}}. "
        "Reply C to confirm or call {{phone}}.",
        "Ticket #{{ticket}} · Status: Pending\n---\n[[full:a]] (customer) · {{date}}\nThe replacement charger I got "
        "is the wrong model AGAIN.\n---\nInternal note by [[full:b]]:\nEscalating to Tier 2. [[first:c]] approved a "
        "goodwill credit of ${{amount}}.\n---\n[[first:b]] replied:\nHi [[first:a]], a new one ships today.",
        "[SUP-{{ticket}}] Refund stuck in 'Processing'\nReporter: [[full:a]]\nAssignee: [[init:b]]\nPriority: High\n"
        "Description: Customer [[full:c]] ({{cust}}) requested a refund on {{date}}. Stripe still shows it pending.",
        '{"customer": {"id": "{{cust}}", "name": {"given": "[[first:a]]", "family": "[[last:a]]"}, "contacts": '
        '[{"type": "email", "value": "{{email:a}}"}]}, "lastAgent": "[[full:b]]", "tier": "Gold"}',
        'order_id,customer_name,ship_to,status\n{{order}},"[[last:a]], [[first:a]]","42 Jefferson Ave, '
        'Springfield",SHIPPED\n{{order}},[[full:b]],"7 Lincoln Rd, Salem",ON HOLD',
        "BEGIN:VCARD\nVERSION:3.0\nN:[[last:a]];[[first:a]];;;\nFN:[[full:a]]\nORG:Johnson & Johnson\n"
        "TITLE:Account Manager\nTEL;TYPE=work:{{phone}}\nEMAIL:{{email:a}}\nEND:VCARD",
        "Invitation: Escalation review @ {{date}} {{time}}\nOrganizer: [[full:a]]\nGuests: [[full:b]], [[full:c]], "
        "support-leads@example.com\nAgenda: Hurricane Beryl outage credits, Dallas backlog",
        "SHIP TO:\n[[full:a]]\nc/o [[full:b]]\n1180 Martin Luther King Jr Blvd Apt 4\nAustin TX\nREF {{order}}",
        "I'm writing on behalf of my mother, [[full:a]]{{F:a}}, who is 84 and doesn't use email. My brother "
        "[[first:b]]{{M:b}} and I share power of attorney. Please call me on {{phone}} instead.",
        "Can you merge [[first:a]]'s account with mine? We got married last month and she goes by "
        "[[hyph:a]]{{F:a}} now.",
        "Spoke with [[word:a]] again today. [[wfirst:a]] says the parcel was left at the Rose Garden gate, not at "
        "the front door.",
        "Thanks [[wfirst:a]]! Will do. Have a great weekend :)",
        "Per [[init:a]] in Legal, we can't release the call recording to a third party without a signed consent "
        "form.",
        "Policyholder: [[part:a]]\nCo-insured: [[part:b]]\nPolicy no.: {{cust}}\nAgent of record: [[full:c]]",
        "[[full:a]]  {{time}}\nhey is anyone covering the Washington queue today? [[first:b]] is out sick\n"
        "[[full:c]]  {{time}}\nI can, just wrapping up a call",
        "Dear {{title:a}} [[last:a]],\n\nThank you for your patience. Claim {{ticket}} has been approved and "
        "${{amount}} will be credited within 5 business days.\n\nSincerely,\n[[full:b]]\nClaims Team, Liberty Mutual",
        "Prof. [[full:a]] asked us to extend the campus licence until {{date}}; please send the quote to the "
        "department assistant, [[fl:b]] ({{email:b}}).",
        "Delivery notes: if no answer, leave with the neighbour at no. 12, [[fl:a]]. Do NOT leave at the Grace "
        "Church office across the street.",
        "Customer wrote in Spanish: 'hola, soy [[full:a]], mi pedido {{order}} llegó roto'. I answered in English "
        "and [[first:a]] seemed fine with that.",
        'ts=2026-03-14T{{time}}:07Z level=INFO svc=refunds agent="[[full:a]]" customer_id={{cust}} '
        "action=approve amount={{amount}}",
        '<p>Hi <strong>[[first:a]]</strong>,</p><p>Your technician <a href="https://example.com/techs/{{ticket}}">'
        "[[full:b]]</a> will arrive between {{time}} and {{time}}.</p>",
        "| Agent | Shift | Backup |\n|---|---|---|\n| [[full:a]] | Early | [[first:b]] |\n| [[full:c]] | Late | "
        "on call |",
        "SURNAME / NOM\n[[last:a]]\nGIVEN NAMES / PRÉNOMS\n[[first:a]]\nNATIONALITY\nUNITED KINGDOM OF GREAT "
        "BRITAIN AND NORTHERN IRELAND\nDATE OF EXPIRY\n{{date}}",
        "Notes - weekly escalations\nAttendees: [[first:a]], [[first:b]], [[full:c]] (Finance)\n- [[first:a]] to "
        "chase Dell about the bulk RMA\n- Chase Bank dispute: waiting on [[first:c]]",
        "Some guy called [[full:a]]{{M:a}} keeps using my address for his deliveries. I don't know him. Can you stop "
        "sending parcels for [[last:a]] to 9 Victoria Street?",
        "I already explained all of this to [[first:a]] on Monday and to someone called [[fl:b]] on Tuesday, and "
        "neither of them called me back.",
        "[{{date}}, {{time}}] [[full:a]]: hi, the fridge door seal is torn again\n[{{date}}, {{time}}] Whirlpool "
        "Care: Hello [[first:a]], could you send us a photo?\n[{{date}}, {{time}}] [[full:a]]: sent. my son "
        "[[first:b]]{{M:b}} took it",
        "Lookup: https://crm.example.com/search?first=[[first:a]]&last=[[last:a]]&status=open returns nothing; "
        "the only match is an old account for [[full:b]].",
        "INVOICE {{order}}\nBill to: [[full:a]], Baker Street Bakery\nAttn: [[init:b]]\nPaid with card {{card}}\n"
        "Total due: ${{amount}}",
        "hi its [[first:a]] again lol, the account is under my husband [[full:b]]{{M:b}}, he said you guys can "
        "talk to me",
        "Quick note from [[word:a]]'s assistant: please move the install to {{date}}. If it helps, the spare key "
        "is with [[first:b]] at the Bush Street pharmacy.",
        "Is [[fl:a]]'s order the same parcel as [[first:b]]'s? Both tracking links show the Young Street depot.",
        # --- no person
        "Hi team, the Ford Transit recall letter went out to all fleet customers on {{date}}. If anyone asks, the "
        "Lincoln dealership in Dallas handles the inspections, not us. Please tag these tickets 'recall-2026'.",
        "Alexa keeps saying 'Sorry, I don't know that' when I ask her to reorder from my Amazon list. Siri on my "
        "phone does it fine. Order {{order}}.",
        "Reminder: the office is closed on Good Friday and Easter Monday. Will the Tuesday rota be posted by "
        "Thursday? Mark your calendars.",
        "Storm Ciarán knocked out power at our Hudson Yards warehouse; shipments from the Washington and Jackson "
        "depots are delayed by two days.",
        "Order {{order}}: 2x Tommy Hilfiger polo (navy, L), 1x Calvin Klein belt, 1x Ralph Lauren cap. Gift wrap "
        "requested. Ship to the St. Mary's Hospital loading dock.",
        '{"store": "Dick\'s Sporting Goods", "mall": "Kings Plaza", "manager_on_duty": null, "issue": "POS offline", '
        '"ticket": {{ticket}}}',
        "Grace Period\nBill Pay FAQ\nWill my card be charged twice? No. If you see two charges, one is an "
        "authorization hold and drops off within 3 business days. Contact Wells Fargo if it doesn't.",
        "Flight AA 2218 from Ronald Reagan Washington National to John F. Kennedy was cancelled. Rebooked via "
        "Charlotte Douglas. Booking ref {{booking}}.",
        'WARN [celery-worker-3] task=sync_salesforce retries=3 err="Jenkins job \'deploy-hermes\' failed" '
        "queue=marshall",
        "Our tickets for the Boston Celtics vs Orlando Magic game were charged but never emailed. Section 112, "
        "row F. Order {{order}}.",
        "Can you recommend something like The Great Gatsby or Little Women for a 12 year old? Also, is the Pride "
        "and Prejudice box set back in stock?",
        "| Product | SKU | Status |\n|---|---|---|\n| Hamilton Beach blender | HB-51101 | Backorder |\n| Dyson V8 "
        "| DY-V8 | In stock |\n| Jack Daniel's gift set | JD-700 | Discontinued |",
        "Your Uber Eats order from Wendy's is on its way. Track: https://example.com/t/{{booking}}. Reply STOP to "
        "opt out.",
        "Department: Customer Success\nRole: Team Lead, Billing\nReports to: Director of Operations\nLocation: "
        "Phoenix, Arizona\nShift: Monday-Friday 9-5 Pacific",
        "ok so i went to the walgreens on jefferson st and then the cvs on king st and neither had it lol. is it "
        "on amazon",
    ],
    "es": [
        # --- con personas
        "De: [[full:a]] <{{email:a}}>\nPara: Atención al Cliente <soporte@example.com>\nAsunto: RE: Incidencia "
        "{{ticket}}\n\nBuenas tardes:\n\nLes escribo de nuevo porque el técnico no vino. Mi {{spouse:b}}, [[fl:b]], "
        "estuvo esperando toda la mañana.\n\n> El {{date}}, Soporte escribió:\n> Estimado/a {{title:a}} [[last:a]]: "
        "le confirmamos la visita.\n\nUn saludo,\n[[full:a]]",
        "Quedo atento a sus comentarios.\n\nAtentamente,\n\nIng. [[full:a]]\nJefe de Compras\nGrupo Bimbo, S.A.B. "
        "de C.V.\nTel. {{phone}}",
        "Favor de turnar el expediente a Lic. [[full:a]] (Jurídico) y copiar a C.P. [[fl:b]], de Contraloría.",
        "[{{date}} {{time}}] [[first:a]]: hola buenas, el pedido {{order}} sigue sin llegar\n[{{date}} {{time}}] "
        "Soporte El Corte Inglés: Hola [[first:a]], ¿a nombre de quién está el envío?\n[{{date}} {{time}}] "
        "[[first:a]]: de mi {{inlaw:b}}, [[full:b]]",
        "agente: buenos días le atiende [[first:a]] en qué le puedo ayudar\ncliente: sí mire llamo por la factura "
        "de mi {{parent:b}} [[full:b]] que le cobraron dos veces\nagente: me confirma el nombre del titular por "
        "favor\ncliente: [[full:b]]",
        "Llamó {{don:a}} [[first:a]] otra vez (la del 3.º B): dice que el repartidor dejó el paquete en la "
        "portería de San Bernardo y que nadie se lo ha subido.",
        "Ticket #{{ticket}} — Reembolso pendiente\n{{date}} · [[full:a]] (cliente): Sigo sin ver el abono en mi "
        "cuenta.\n{{date}} · Nota interna de [[fl:b]]: Lo revisa [[first:c]] de Finanzas, ya habló con Santander.\n"
        "{{date}} · [[first:b]] respondió: Hola, [[first:a]], lo tendrá en 48 h.",
        '{"cliente": {"nombre_completo": "[[full:a]]", "dni": null, "email": "{{email:a}}"}, "agente_asignado": '
        '"[[fl:b]]", "canal": "WhatsApp"}',
        "id;titular;ciudad;estado\n{{cust}};[[full:a]];San Sebastián;ACTIVO\n{{cust}};[[full:b]];Santa Cruz de "
        "Tenerife;BAJA",
        "Los beneficiarios son mis hijos [[first:a]], [[first:b]] y [[first:c]], todos con domicilio en la calle "
        "Bolívar.",
        "Nombre del titular: [[full:a]]\nDomicilio: Av. Insurgentes Sur, Col. Del Valle, Benito Juárez, CDMX\n"
        "Referencia: entre Félix Cuevas y Eje 7\nTel.: {{phone}}",
        "@[[first:a]] ¿te puedes quedar con el ticket {{ticket}}? La clienta dice que ya habló con [[fl:b]] y que le "
        "prometieron el cambio. Gracias!!",
        "Llamó [[word:a]] para decir que el pedido llegó, pero que la caja venía abierta y faltaba el cargador.",
        "Gracias, [[wfirst:a]], por tu paciencia. La paz de saber que ya está resuelto no tiene precio jaja",
        "Visto bueno de [[init:a]] (Dirección Comercial) para aplicar el 15 % de descuento al cliente {{cust}}.",
        "A la atención de [[part:a]]\nDepartamento de Reclamaciones\nMapfre\nPaseo de Recoletos, Madrid",
        "En la tarjeta pone [[hyph:a]] con guion, pero el formulario no me deja escribirlo. ¿Cómo lo pongo?",
        "Convocatoria: Revisión de incidencias críticas\nCuándo: {{date}}, {{time}} (hora de Madrid)\n"
        "Organizador: [[full:a]]\nAsistentes: [[full:b]]; [[full:c]]; sala Gaudí (planta 3)",
        "DESTINATARIO: [[full:a]]\nC/ Ramón y Cajal 14, 2.º izq.\n46007 Valencia\nTel.: {{phone}}\nObservaciones: "
        "si no está, dejar a [[first:b]] en la farmacia de abajo",
        "hola soy [[first:a]] tengo un problema con mi pedido, lo compro mi {{spouse:b}} [[fl:b]] con su tarjeta y "
        "ahora no me deja cambiar la direccion",
        "Che, [[first:a]], ¿vos sabés si ya le devolvieron la plata al cliente de Mendoza? El que se llama "
        "[[full:b]]{{M:b}}. Me está escribiendo por Instagram.",
        "Nota: el cliente pide que no se contacte a su ex pareja, [[full:a]], bajo ningún concepto. Solo hablar "
        "con él o con su abogada, [[fl:b]]{{F:b}}.",
        "Se informa que {{atitle:a}} [[last:a]] se comunicó a las {{time}} para solicitar la baja del servicio.",
        "FACTURA {{order}}\nCliente: [[full:a]]\nConcepto: Suscripción anual Plan Familia\nImporte: {{amount}} €\n"
        "Atendido por: [[fl:b]]",
        "La cuenta de [[first:a]] está vinculada a la de su {{parent:b}}, [[full:b]]; no podemos separarlas sin la "
        "firma de los dos.",
        "[[full:a]], [{{date}} {{time}}]\nbuenas, el bot me dice que mi número no está registrado\n\nSoporte "
        "Movistar, [{{date}} {{time}}]\nHola [[first:a]], ¿nos pasas el DNI del titular?\n\n[[full:a]], [{{date}} "
        "{{time}}]\nel titular es mi abuelo, [[full:b]]{{M:b}}",
        "DOCUMENTO NACIONAL DE IDENTIDAD\nAPELLIDOS\n[[last:a]]\nNOMBRE\n[[first:a]]\nNACIONALIDAD\nESP\nVÁLIDO "
        "HASTA {{date}}",
        "Acta reunión semanal de soporte\nAsistentes: [[first:a]], [[first:b]] y [[fl:c]]\n1. Campaña Día de "
        "Muertos: picos de tráfico\n2. [[first:a]] revisa con Telcel las portabilidades atascadas",
        "Buenas, llamo de parte de [[full:a]], titular de la tienda de la calle San Martín; no puede ponerse porque "
        "está en el hospital.",
        "Buenas noches, mi nombre es [[full:a]] y le escribo desde Medellín. El pedido lo iba a recibir mi "
        "cuñada [[first:b]]{{F:b}}, pero la transportadora dice que no había nadie.",
        'evento=cambio_titular cuenta={{cust}} titular_anterior="[[full:a]]" titular_nuevo="[[full:b]]" '
        "operador=[[first:c]]",
        "<tr><td>Responsable</td><td>[[full:a]]</td></tr><tr><td>Suplente</td><td>[[full:b]]</td></tr>",
        "El cliente escribió en inglés: 'Hi, I'm [[full:a]], my flight was cancelled'. Le respondí en inglés y "
        "[[first:a]] pidió la hoja de reclamaciones.",
        "Mba'éichapa, soy [[full:a]] de Asunción. El envío que le hice a mi hermana [[first:b]]{{F:b}} en "
        "Encarnación sigue retenido en Aduanas.",
        "Titular: {{dna:a}} [[full:a]]\nCotitular: {{dna:b}} [[full:b]]\nPóliza n.º {{cust}}\nFecha de efecto: "
        "{{date}}",
        # --- sin personas
        "Buenas, compré en el Zara de la calle Preciados y me cobraron dos veces. Tengo el ticket de El Corte "
        "Inglés también, por si sirve. Pedido {{order}}.",
        "Aviso: el jueves es San José y las oficinas de Valencia estarán cerradas. Las de Madrid abren en horario "
        "normal y el viernes, Santa Rita, no es festivo aquí.",
        "Llegué al aeropuerto Adolfo Suárez Madrid-Barajas y la maleta se quedó en el Benito Juárez de México. "
        "Referencia de equipaje MEX{{ticket}}.",
        "Dolores de cabeza me da esta app: cada vez que le doy a Pagar se cierra. Si no lo arreglan presento un "
        "amparo, ya lo hablé con el despacho.",
        "Lo quiero en rosa, no en rojo: el vestido Rosa Palo, talla M, el modelo que se llama Carmen en la web de "
        "Mango.",
        "Sucursal: Santander Av. Bolívar\nCajero: ATM-0442\nIncidencia: tarjeta retenida\nEstado: en curso",
        '{"tienda": "Farmacias San Pablo", "direccion": "Calz. de Tlalpan, Coyoacán", "horario": "Lunes a Domingo", '
        '"incidencia": "TPV sin conexión", "ticket": {{ticket}}}',
        "El huracán Otis dejó sin servicio a Acapulco; los envíos a Guerrero y a la estación Pino Suárez del metro "
        "van con retraso.",
        "| Producto | Marca | Stock |\n|---|---|---|\n| Galletas María | Fontaneda | 0 |\n| Cacao soluble | "
        "Nesquik | 12 |\n| Aceite de oliva | Carbonell | 4 |",
        "Recuerda: Pulsa Confirmar y luego Guardar. Si sale el error 'Sesión caducada', Cierra sesión y Vuelve a "
        "entrar.",
        "ola q tal, el pedido de mercadona no llego, ponia entrega en calle san vicente ferrer y yo vivo en plaza "
        "de españa",
        "Puesto: Coordinador de Atención al Cliente\nÁrea: Operaciones Cono Sur\nSede: Buenos Aires (Palermo)\n"
        "Jornada: lunes a viernes\nReporta a: Gerencia Regional",
        "Reservé en el Hotel Reina Victoria para Semana Santa y en la confirmación sale el Hospital Gregorio "
        "Marañón como dirección, ¿es un error? Localizador {{booking}}.",
        'ERROR 2026-05-02 {{time}} pasarela=Redsys comercio="Casa Lola Tapas" codigo=SIS0051 detalle="Tarjeta '
        'denegada"',
        "¿Cuándo llega el nuevo Seat León? En el concesionario de la Avenida de América me dijeron que en marzo, "
        "pero en el de Citroën me dicen que abril.",
        "Consuelo no hay ninguno: el vuelo de Iberia a San Juan salió con cuatro horas de retraso y el de Avianca "
        "a Santa Marta también.",
    ],
    "pt": [
        # --- com pessoas
        "De: [[full:a]] <{{email:a}}>\nPara: SAC <atendimento@example.com>\nAssunto: Re: Protocolo {{ticket}}\n\n"
        "Boa tarde,\n\nO técnico não apareceu de novo. Minha esposa, [[first:b]]{{F:b}}, ficou em casa o dia "
        "todo esperando.\n\n> Em {{date}}, SAC escreveu:\n> Prezado(a) {{title:a}} [[last:a]], a visita está "
        "confirmada.\n\nAtt,\n[[full:a]]",
        "Fico no aguardo.\n\nAtenciosamente,\n\nEng. [[full:a]]\nCoordenação de Manutenção\nCasas Bahia – CD "
        "Jundiaí\nTel.: {{phone}}",
        "[{{date}} {{time}}] [[first:a]]: oi, boa tarde! meu pedido {{order}} ainda não chegou\n[{{date}} {{time}}] "
        "Magalu Atendimento: Oi, [[first:a]]! Está no nome de quem?\n[{{date}} {{time}}] [[first:a]]: da minha "
        "sogra, [[full:b]]{{F:b}}",
        "atendente: central de atendimento boa tarde meu nome é [[first:a]] com quem eu falo\ncliente: oi é "
        "[[full:b]] tô ligando por causa da conta do meu pai [[full:c]]{{M:c}} que faleceu mês passado\n"
        "atendente: meus sentimentos, vou te ajudar com isso",
        "Passou aqui {{don:a}} [[first:a]] do 302 reclamando que o Sedex deixou a caixa na portaria errada, no "
        "prédio da Rua Oscar Freire.",
        "Chamado #{{ticket}} — Estorno não creditado\n{{date}} [[full:a]] (cliente): Até agora nada do estorno.\n"
        "{{date}} Nota interna ([[fl:b]]): pedi pro [[first:c]]{{M:c}} do financeiro olhar junto ao Itaú.\n"
        "{{date}} [[first:b]] respondeu: Oi [[first:a]], o estorno cai em até 2 faturas.",
        '{"cliente": {"nome": "[[full:a]]", "cpf": null, "email": "{{email:a}}"}, "responsavel": "[[fl:b]]", '
        '"origem": "Reclame Aqui"}',
        "pedido;destinatario;cidade;uf;status\n{{order}};[[full:a]];São José dos Campos;SP;ENTREGUE\n"
        "{{order}};[[full:b]];Governador Valadares;MG;DEVOLVIDO",
        "Quem recebeu foi [[word:a]], segundo o comprovante. Mas aqui em casa ninguém tem esse nome!",
        "Obrigada, [[wfirst:a]]! Graças a você consegui resolver. Glória a Deus",
        "Aprovado por [[init:a]] (Diretoria Comercial) em {{date}}.",
        "Prezados, o nome do titular está errado no boleto: o correto é [[part:a]], com o sobrenome completo.",
        "No cartão está [[hyph:a]], com hífen, mas o app de vocês corta o segundo sobrenome.",
        "Convite: Alinhamento de chamados críticos\nQuando: {{date}} às {{time}} (Brasília)\nOrganizador: "
        "[[full:a]]\nParticipantes: [[full:b]], [[full:c]], sala Tiradentes",
        "DESTINATÁRIO: [[full:a]]\nAv. Presidente Vargas, 1500 – Sala 12\nCentro – Rio de Janeiro/RJ\nA/C: "
        "[[first:b]] (recepção)\nPedido {{order}}",
        "oi tudo bem? sou a [[first:a]]{{F:a}}, comprei um celular no nome do meu marido [[fl:b]]{{M:b}} e agora "
        "nao consigo mudar o endereco de entrega",
        "@[[first:a]] consegue assumir o chamado {{ticket}}? A cliente disse que já falou com [[fl:b]] e que "
        "prometeram a troca.",
        "Obs.: cliente pediu para NÃO falar com o ex-marido, [[full:a]]{{M:a}}, em hipótese alguma. Contato só "
        "pelo {{phone}}.",
        "Informamos que {{atitle:a}} [[last:a]] entrou em contato às {{time}} solicitando o cancelamento.",
        "NOTA FISCAL (espelho)\nTomador: [[full:a]]\nDescrição: Assinatura anual – Plano Família\nValor: R$ "
        "{{amount}}\nVendedor(a): [[fl:b]]",
        "Os dependentes do plano são: minha esposa [[first:a]]{{F:a}}, meu filho [[first:b]]{{M:b}} e minha mãe, "
        "[[full:c]]{{F:c}}.",
        "[[full:a]], [{{date}} {{time}}]\nboa noite, o app diz que meu número não tá cadastrado\n\nSuporte Vivo, "
        "[{{date}} {{time}}]\nOlá [[first:a]], qual o CPF do titular?\n\n[[full:a]], [{{date}} {{time}}]\no "
        "titular é meu avô, [[full:b]]{{M:b}}",
        "REPÚBLICA FEDERATIVA DO BRASIL\nCARTEIRA DE IDENTIDADE\nNOME\n[[full:a]]\nFILIAÇÃO\n[[full:b]]{{M:b}}\n"
        "[[full:c]]{{F:c}}\nNATURALIDADE\nSÃO PAULO-SP",
        "Ata – reunião semanal\nPresentes: [[first:a]], [[first:b]] e [[fl:c]]\n- Black Friday: reforçar a equipe\n"
        "- [[first:a]] fala com a Natura sobre a troca dos kits",
        "O cliente mandou em espanhol: 'hola, soy [[full:a]], el pedido llegó roto'. Respondi em português mesmo e "
        "[[first:a]] entendeu.",
        'evento=troca_titular conta={{cust}} anterior="[[full:a]]" novo="[[full:b]]" operador=[[first:c]]',
        '<p>Olá, <b>[[first:a]]</b>!</p><p>Seu técnico <a href="https://example.com/t/{{ticket}}">[[fl:b]]</a> '
        "chega entre {{time}} e {{time}}.</p>",
        "Falei com o Dr. [[last:a]]{{M:a}} da clínica e ele confirmou que os óculos são da paciente "
        "[[full:b]]{{F:b}}.",
        "Bom dia, o meu nome é [[full:a]] e ligo de Braga. A encomenda era para a minha cunhada, "
        "[[first:b]]{{F:b}}, mas os CTT devolveram-na.",
        "Já expliquei tudo isso para a [[first:a]]{{F:a}} na segunda e para um tal de [[fl:b]]{{M:b}} na terça, e "
        "ninguém me retornou.",
        "aqui é o [[first:a]]{{M:a}} de novo, o chamado tá no nome da minha esposa [[full:b]]{{F:b}}",
        "Instruções de entrega: deixar com o porteiro [[first:a]]{{M:a}} ou com a vizinha do 51, "
        "[[fl:b]]{{F:b}}. Não deixar na Padaria Santa Luzia.",
        "A conta da [[first:a]]{{F:a}} está vinculada ao CPF do pai dela, [[full:b]]{{M:b}}; cartão final "
        "{{card}}.",
        "Paciente: [[full:a]]\nConvênio: SulAmérica\nMédico(a) solicitante: {{title:b}} [[last:b]]\n"
        "Acompanhante: [[first:c]] ({{phone}})",
        # --- sem pessoas
        "Comprei na Casas Bahia do Shopping Eldorado e a entrega foi agendada pelo Magazine Luiza?? Pedido "
        "{{order}}. Não entendi nada.",
        "Aviso: no feriado de Tiradentes e em Corpus Christi o SAC funciona em horário reduzido. São Paulo e Rio "
        "de Janeiro seguem o calendário municipal.",
        "Meu voo saiu de Congonhas pro Santos Dumont com 3h de atraso e a mala foi parar em Salvador. Localizador "
        "{{booking}}.",
        "A entrega ficou presa porque a Rua Pereira Barreto tá interditada perto do Hospital Albert Einstein. O "
        "motorista deixou tudo na Drogaria São Paulo da esquina.",
        "Quero o vestido da coleção Aurora, tamanho P, e a saia da linha Glória. No site aparece esgotado.",
        '{"loja": "Renner Shopping Iguatemi", "endereco": "Av. Brigadeiro Faria Lima", "incidente": "maquininha '
        'Cielo offline", "chamado": {{ticket}}}',
        'WARN svc=pagamentos gateway=PagSeguro merchant="Padaria Pão de Açúcar" codigo=51 msg="Transação negada"',
        "Perguntas Frequentes\nComo Cancelar Meu Plano?\nAcesse Minha Conta > Assinatura > Cancelar. Pronto!",
        "oi gente o pedido do mercado livre veio errado, pedi o tenis da olympikus e veio um da mizuno. moro na "
        "rua marechal deodoro em curitiba",
        "| Produto | Marca | Estoque |\n|---|---|---|\n| Biscoito Maria | Marilan | 0 |\n| Achocolatado | Nescau "
        "| 8 |\n| Sabonete | Dove | 31 |",
        "Chuva forte: o ciclone deixou sem energia a região da Estação da Luz e do Estádio do Pacaembu; as "
        "entregas para Osasco estão suspensas.",
        "Cargo: Analista de Atendimento Pleno\nSetor: Operações\nUnidade: Belo Horizonte (Savassi)\nGestor: "
        "Coordenação Regional Sudeste",
        "Seu pedido do Boticário saiu para entrega. Acompanhe: https://example.com/r/{{booking}}. Não responda "
        "esta mensagem.",
        "A Paz Imobiliária e a Rosa Imóveis disseram que o boleto é do condomínio Jardim Europa, não delas.",
        "O Banco do Brasil e a Caixa cobraram a mesma tarifa. A agência fica na Av. Getúlio Vargas, em frente ao "
        "Colégio Dom Pedro II.",
    ],
}

PARTICLES = frozenset({"da", "das", "de", "do", "dos", "del", "la", "las", "los", "van", "der", "den", "du"})
_HOLE = re.compile(r"\[\[(\w+):(\w)\]\]|\{\{(\w+)(?::(\w))?\}\}")
# Letters, single spaces and hyphens; an apostrophe only after one letter (O'Brien, D'Amore).
_NAME_CHARS = re.compile(r"(?:[^\W\d_]'?)?[^\W\d_]+(?:[ -](?:[^\W\d_]')?[^\W\d_]+)*")

_TABLES = {
    "anglo": _ANGLO, "australian": _AUSTRALIAN, "south-african": _SOUTH_AFRICAN, "ghanaian": _GHANAIAN,
    "yoruba": _YORUBA, "indian": _INDIAN, "spain": _SPAIN, "mexican": _MEXICAN, "brazilian": _BRAZILIAN,
    "portuguese": _PORTUGUESE, "french": _FRENCH, "senegalese": _SENEGALESE, "italian": _ITALIAN,
    "german": _GERMAN, "dutch": _DUTCH, "vietnamese": _VIETNAMESE, "gaelic": _GAELIC, "greek": _GREEK,
    "east-slavic": _EAST_SLAVIC, "maghrebi": _MAGHREBI, "japanese": _JAPANESE, "iberian": _IBERIAN,
    "paraguayan": _PARAGUAYAN, "lebanese-br": _LEBANESE_BR,
}
# Origins drawn from @faker-js/faker's tables, and those of the tables written here.
FAKER_JS = ("anglo", "australian", "south-african", "ghanaian", "yoruba", "indian", "spain", "mexican",
            "brazilian", "portuguese", "french", "senegalese", "italian", "german", "dutch", "vietnamese")
HAND = ("gaelic", "greek", "east-slavic", "maghrebi", "japanese", "iberian", "paraguayan", "lebanese-br",
        "nikkei-br")
ORIGINS = FAKER_JS + HAND

# Each language's mix of origins (shares; the rest is the first).
_MIX = {
    "en": (("anglo", 0.12), ("gaelic", 0.12), ("australian", 0.07), ("south-african", 0.07), ("ghanaian", 0.05),
           ("yoruba", 0.05), ("indian", 0.08), ("japanese", 0.05), ("vietnamese", 0.05), ("greek", 0.04),
           ("east-slavic", 0.04), ("french", 0.04), ("italian", 0.04), ("german", 0.04), ("dutch", 0.03),
           ("maghrebi", 0.03), ("mexican", 0.03), ("spain", 0.02), ("brazilian", 0.02), ("senegalese", 0.01)),
    "es": (("spain", 0.20), ("mexican", 0.20), ("iberian", 0.13), ("paraguayan", 0.09), ("italian", 0.04),
           ("maghrebi", 0.05), ("french", 0.04), ("german", 0.02), ("east-slavic", 0.03), ("brazilian", 0.03),
           ("portuguese", 0.02), ("vietnamese", 0.02), ("japanese", 0.02), ("senegalese", 0.03), ("anglo", 0.03),
           ("gaelic", 0.02), ("greek", 0.02), ("dutch", 0.01)),
    "pt": (("brazilian", 0.30), ("portuguese", 0.10), ("nikkei-br", 0.09), ("lebanese-br", 0.08),
           ("italian", 0.06), ("german", 0.04), ("spain", 0.03), ("mexican", 0.02), ("paraguayan", 0.04),
           ("yoruba", 0.03), ("ghanaian", 0.01), ("french", 0.03), ("east-slavic", 0.02), ("vietnamese", 0.02),
           ("anglo", 0.03), ("gaelic", 0.02), ("senegalese", 0.02), ("dutch", 0.01), ("maghrebi", 0.02),
           ("japanese", 0.02), ("greek", 0.01)),
}


@dataclass
class Sealed6Message(NameMessage):
    """A message of the sealed6 set: which template it came from and the origins of its people."""

    template: int = -1
    origins: tuple[str, ...] = ()


def _firsts(origin: str, sex: str) -> tuple[str, ...]:
    table = _TABLES[origin]
    out = table[0] if sex == "F" else table[1]
    if origin == "french":  # the package's saints' names, and today's
        out = out + (_FRENCH_NOW[0] if sex == "F" else _FRENCH_NOW[1])
    if origin == "brazilian":
        out = out + (_BR_COMPOUND[0] if sex == "F" else _BR_COMPOUND[1])
    return out


def _surnames(origin: str, sex: str) -> tuple[str, ...]:
    if origin == "french":
        return _FRENCH[2] + _FRENCH_NOW[2]
    if origin == "brazilian":  # the package's pt_BR table is short: its pt_PT one besides
        return _BRAZILIAN[2] + _PORTUGUESE[2]
    table = _TABLES[origin]
    return table[3] if sex == "F" else table[2]


@cache
def extra_parts() -> frozenset[str]:
    """Every word a name of this set may be made of: its tables, casefolded and without accents, as
    written and as upper or lower case fold them."""
    words: set[str] = set(PARTICLES)
    tables = [*_TABLES.values(), _FRENCH_NOW, _NIKKEI_MIDDLE, _BR_COMPOUND, *_WORD.values()]
    for table in tables:
        for column in table:
            words.update(column)
    words.update(_ES_PARTICLED + _PT_PARTICLED)
    out: set[str] = set()
    for w in words:
        for piece in w.replace("-", " ").split():
            out.update(fold(v).casefold() for v in (piece, piece.upper(), piece.lower()))
    return frozenset(out)


def _valid(p: Person) -> bool:
    """Letters, spaces, hyphens and an O'/D' apostrophe; every word capitalised but particles."""
    if not all(_NAME_CHARS.fullmatch(part) for part in [p.first, *p.surnames]):
        return False
    return all(w[0].isupper() or w in PARTICLES for w in p.full.split())


def _from_table(rng: random.Random, origin: str, sex: str) -> Person:
    if origin == "nikkei-br":  # "Juliana Sayuri Tanaka", "Ricardo Hideki Nakamura Oliveira"
        first = rng.choice(_firsts("brazilian", sex))
        if " " not in first and rng.random() < 0.5:
            first += " " + rng.choice(_NIKKEI_MIDDLE[0] if sex == "F" else _NIKKEI_MIDDLE[1])
        surnames = [rng.choice(_JAPANESE[2])]
        if rng.random() < 0.3:
            surnames.append(rng.choice(_PORTUGUESE[2]))
        return Person(first, surnames, sex, origin, [""] * len(surnames))
    first = rng.choice(_firsts(origin, sex))
    table = _surnames(origin, sex)
    surnames = [rng.choice(table)]
    if origin in ("spain", "mexican", "paraguayan", "iberian") and rng.random() < 0.75:  # father's, mother's
        second = rng.choice(table if origin != "iberian" or rng.random() < 0.5 else _SPAIN[2])
        surnames.append(second)
    elif origin in ("brazilian", "portuguese") and rng.random() < 0.55:  # "Ana Souza Lima"
        surnames.insert(0, rng.choice(_PORTUGUESE[2]))
    elif origin == "lebanese-br" and rng.random() < 0.4:  # "Jorge Haddad Salomão", "Samira Tuma Ribeiro"
        surnames.append(rng.choice(table + _PORTUGUESE[2]))
    elif origin == "vietnamese" and rng.random() < 0.3:  # a middle name, Vietnamese order kept in the first
        first = rng.choice(("Thị", "Văn", "Ngọc", "Minh")) + " " + first.split(" ")[-1]
    if len(set(surnames)) < len(surnames):
        surnames = surnames[:1]
    particles = [""] * len(surnames)
    if origin == "brazilian" and rng.random() < 0.4:
        at = rng.randrange(len(surnames))
        s = surnames[at]
        particles[at] = "dos" if s in _PT_DOS else "da" if s in _PT_DA else "do" if s in _PT_DO else "de"
    p = Person(first, surnames, sex, origin, particles)
    if rng.random() < 0.25:  # typed without accents
        p.first, p.surnames = fold(p.first), [fold(s) for s in p.surnames]
    return p


def _draw(rng: random.Random, language: str, sex: str) -> Person:
    pick = rng.random()
    for origin, share in _MIX[language]:
        if pick < share:
            return _from_table(rng, origin, sex)
        pick -= share
    return _from_table(rng, _MIX[language][0][0], sex)


def _surname_pool(language: str) -> tuple[str, ...]:
    origins = {"en": ("anglo", "australian", "gaelic"), "es": ("spain", "mexican", "iberian"),
               "pt": ("brazilian", "portuguese")}[language]
    return tuple(sorted({s for o in origins for s in _surnames(o, "M") if " " not in s and "-" not in s}))


def _person(rng: random.Random, language: str, forms: set[str], sex: str | None) -> Person:
    for _ in range(50):
        p = _draw(rng, language, sex or rng.choice("FM"))
        if "word" in forms or "wfirst" in forms:
            table = _WORD[language]
            how = "first" if "wfirst" in forms else rng.choice(("first", "last", "both"))
            if how in ("first", "both"):
                p.first = rng.choice(table[0] if p.sex == "F" else table[1])
            if how in ("last", "both"):
                p.surnames, p.particles = [rng.choice(table[2])], [""]
        elif rng.random() < 0.12:  # now and then a name that is also a word, whatever the form
            table = _WORD[language]
            if rng.random() < 0.5:
                p.first = rng.choice(table[0] if p.sex == "F" else table[1])
            else:
                p.surnames, p.particles = [rng.choice(table[2])], [""]
        if "hyph" in forms:
            pool = _surname_pool(language)
            own = [s for s in p.surnames if " " not in s and "-" not in s][:1] or [rng.choice(pool)]
            second = rng.choice(pool)
            if second != own[0]:
                p.surnames, p.particles = [own[0], second], ["", ""]
        if "part" in forms and language != "en":
            particled = _ES_PARTICLED if language == "es" else _PT_PARTICLED
            p.surnames, p.particles = [rng.choice(particled)], [""]
            if rng.random() < 0.4:  # a surname before the particled one: "Ana Lima da Cunha"
                p.surnames.insert(0, rng.choice(_surname_pool(language)))
                p.particles.insert(0, "")
        if _valid(p) and (sex is None or p.sex == sex):
            return p
    raise RuntimeError("no valid name drawn in 50 tries")


def _render(rng: random.Random, p: Person, form: str, language: str) -> str:
    if form in ("full", "word") or (form == "part" and language != "en"):
        return p.full
    # Spanish speakers go by their first surname; Brazilians and English speakers by their last.
    at = 0 if language == "es" else -1
    if form == "fl":
        return f"{p.first} {p.particles[at]} {p.surnames[at]}".replace("  ", " ")
    if form in ("first", "wfirst"):
        return p.first
    if form == "last":
        return p.surnames[at]
    if form == "hyph":
        return f"{p.first} {'-'.join(p.surnames)}"
    initial = rng.choice("ABCDEFGHJKLMNPRSTVW") + "."
    if form == "part":  # English: a middle initial
        return f"{p.first} {initial} {p.surnames[-1]}"
    if form == "init":
        own = fold(p.first)[0].upper() + "."
        if (p.origin == "indian" and rng.random() < 0.6) or (language == "en" and rng.random() < 0.2):  # "R. K. Sharma"
            return f"{own} {initial} {p.surnames[-1]}"
        return f"{own} {p.surnames[at]}" if rng.random() < 0.6 else f"{p.first} {initial} {p.surnames[at]}"
    raise ValueError(f"unknown name form {form!r}")


def _title(rng: random.Random, p: Person, language: str, article: bool = False) -> str:
    """Mr./Sra./Dra. as the person's sex asks; with its article ("la Sra.", "o Dr.") where the grammar wants one."""
    if rng.random() < 0.2:
        title = "Dr." if language == "en" or p.sex == "M" else "Dra."
    elif language == "en":
        title = rng.choice(("Ms.", "Mrs.")) if p.sex == "F" else "Mr."
    else:
        title = "Sra." if p.sex == "F" else "Sr."
    if article and language != "en":
        feminine = title.endswith("a.")
        return f"{('la' if feminine else 'el') if language == 'es' else ('a' if feminine else 'o')} {title}"
    return title


# Words for a relative, as (woman, man): "mi suegra", "mi suegro".
_KIN = {"spouse": {"en": ("wife", "husband"), "es": ("mujer", "marido"), "pt": ("esposa", "marido")},
        "parent": {"en": ("mother", "father"), "es": ("madre", "padre"), "pt": ("mãe", "pai")},
        "inlaw": {"en": ("mother-in-law", "father-in-law"), "es": ("suegra", "suegro"), "pt": ("sogra", "sogro")}}


def _courtesy(p: Person, language: str, what: str) -> str:
    if what == "don":  # before a first name: "doña Pilar", "seu Bento", "dona Graça"
        if language == "es":
            return "doña" if p.sex == "F" else "don"
        return "dona" if p.sex == "F" else "seu"
    if what == "dna":  # before a full name, abbreviated
        return "Dña." if p.sex == "F" else "D."
    woman, man = _KIN[what][language]
    return woman if p.sex == "F" else man


def _email(rng: random.Random, p: Person) -> str:
    first = re.sub(r"[^a-z]", "", fold(p.first.split(" ")[0]).lower())
    last = re.sub(r"[^a-z]", "", fold(p.surnames[-1]).lower())
    shape = rng.choice(("{f}.{l}", "{f}{l}", "{f0}{l}", "{f}_{l}{n}", "{l}.{f}"))
    local = shape.format(f=first or "x", l=last or "x", f0=first[:1] or "x", n=rng.randint(1, 99))
    return f"{local}@{rng.choice(('example.com', 'example.org', 'example.net'))}"


def _fill(rng: random.Random, what: str, language: str) -> str:
    n = rng.randint(0, 99)
    if what == "phone":
        return {"en": f"(212) 555-01{n:02d}", "es": f"+34 555 01{n:02d} 00", "pt": f"(11) 5555-01{n:02d}"}[language]
    if what == "order":
        return f"{rng.choice('ABCDEFGHKMRTX')}{rng.randint(10_000, 99_999)}-{rng.randint(10, 99)}"
    if what == "ticket":
        return str(rng.randint(10_000, 99_999))
    if what == "cust":
        return f"CUS-{rng.randint(10_000, 99_999)}"
    if what == "booking":
        return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    if what == "card":  # the networks' published test numbers
        return rng.choice(("4111 1111 1111 1111", "4242 4242 4242 4242", "5555 5555 5555 4444"))
    if what == "date":
        day, month = rng.randint(1, 28), rng.randint(1, 12)
        if language == "en":
            months = "January February March April May June July August September October November December"
            return rng.choice((f"{months.split()[month - 1]} {day}", f"{month:02d}/{day:02d}/2026"))
        return f"{day:02d}/{month:02d}/2026"
    if what == "time":
        return f"{rng.randint(8, 20):02d}:{rng.choice((0, 15, 30, 45)):02d}"
    if what == "amount":
        whole = rng.randint(5, 480)
        return f"{whole}.{rng.choice((0, 50, 90, 99)):02d}" if language == "en" else f"{whole},{rng.choice((0, 50, 90)):02d}"
    raise ValueError(f"unknown hole {what!r}")


def _message(rng: random.Random, language: str, index: int, casing: str, fold_it: bool) -> Sealed6Message:
    template = TEMPLATES[language][index]
    forms: dict[str, set[str]] = {}
    sexes: dict[str, str] = {}
    for hole in _HOLE.finditer(template):
        if hole.group(1):
            forms.setdefault(hole.group(2), set()).add(hole.group(1))
        elif hole.group(3) in ("F", "M"):
            sexes[hole.group(4)] = hole.group(3)
    people = {who: _person(rng, language, f, sexes.get(who)) for who, f in sorted(forms.items())}

    # (text, form): form is None outside names.
    segments: list[tuple[str, str | None]] = []
    at = 0
    for hole in _HOLE.finditer(template):
        segments.append((template[at:hole.start()], None))
        what, who = hole.group(3), hole.group(4)
        if hole.group(1):
            form = hole.group(1)
            segments.append((_render(rng, people[hole.group(2)], form, language), form))
        elif what in ("F", "M"):
            pass
        elif what == "email":
            segments.append((_email(rng, people[who]), None))
        elif what in ("title", "atitle"):
            segments.append((_title(rng, people[who], language, what == "atitle"), None))
        elif who:
            segments.append((_courtesy(people[who], language, what), None))
        else:
            segments.append((_fill(rng, what, language), None))
        at = hole.end()
    segments.append((template[at:], None))

    # ALL CAPS: the whole message or only its names (pasted from a form); lower case likewise, and
    # every other lower-case message of a template without its accents.
    whole = not people or rng.random() < 0.5
    if casing == "ALL CAPS":
        change = str.upper
    elif casing == "lower case":
        change = (lambda s: fold(s.lower())) if fold_it else str.lower
    else:
        change = None
    message = Sealed6Message(language=language, casing=casing, locale="sealed6", template=index,
                             origins=tuple(p.origin for _, p in sorted(people.items())))
    for text, form in segments:
        if change is not None and (whole or form is not None):
            text = change(text)
        if form is not None:
            message.add(text, message.names, "PERSON", form)
        else:
            message.add(text)
    return message


def generate_sealed6(per_template: int = 4, seed: int = SEED) -> list[Sealed6Message]:
    """`per_template` messages per template and casing class, the same for the same seed."""
    rng = random.Random(seed)
    out = []
    for language, templates in TEMPLATES.items():
        for index in range(len(templates)):
            for casing in CASINGS:
                for i in range(per_template):
                    out.append(_message(rng, language, index, casing, fold_it=i % 2 == 1))
    return out
