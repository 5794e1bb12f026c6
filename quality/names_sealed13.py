"""The sealed13 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with people's
names labelled, written by someone who never read the recognizer nor any other set's templates.

It is a measure of the PERSON recognizer: whoever tunes the recognizer never reads these templates
nor their misses (quality/names_eval.py reads the set as a table only).

Where the names come from (each table below names its own):
- @zxcvbn-ts/language-es-es 4.1.2 (npm, MIT): men's first names and surnames of Spain's INE tables
  (accents restored here), among them the particled "De La Flor", "Del Amo", "Del Rey", "De Vicente".
- @zxcvbn-ts/language-pt-br 4.1.1 (npm, MIT): the surnames of the Portuguese Wiktionary's appendix
  "Sobrenomes em português" (CC BY-SA). Its first names are the IBGE census's and are not used.
- @zxcvbn-ts/language-it 3.0.2 (npm, MIT): Italian first names and surnames (Italian-Argentine and
  Italian-Brazilian people).
- @zxcvbn-ts/language-nl-be 3.0.2 (npm, MIT): Statbel's Belgian first names and surnames ("Van Damme",
  "De Smet").
- @zxcvbn-ts/language-pl 3.0.2 (npm, MIT): the PESEL registry's (dane.gov.pl) Polish names by sex.
- @zxcvbn-ts/language-ja 3.0.2 (npm, MIT): romanised Japanese first names and surnames
  (Japanese-Brazilian people).
- @zxcvbn-ts/language-ar 3.1.0 (npm, MIT): romanised Arabic first names and family names.
- Written here, for origins no package above has: English and double-barrelled English, Irish and
  Scottish (O'/Mc/Mac), Spanish women's first names, Mexican (Nahuatl among them), Andean
  (Quechua/Aymara), Filipino (Dela/Delos/De particles), Brazilian first names, Afro-Brazilian
  devotional surnames, Portuguese, Chinese (pinyin and Cantonese/Hokkien), Korean, Turkish, Indian,
  Igbo and Haitian names, Gulf and Egyptian "Al-"/"El-" family names, and names that are also common
  words of each language (Summer, Hope, Baker; Consuelo, Nieves, Prado; Vitória, Serra, Leal).

Template notation: see TEMPLATES. Every template is filled `per_template` times for each casing class
of names_corpus.CASINGS: "as written"; "ALL CAPS" (every other message whole-message upper case, the
rest only the names upper case); "lower case" (likewise whole message or names only, and in Spanish and
Portuguese every other lower-case message with its accents folded). A label is exactly a name: never a
title, a possessive "'s" or punctuation. Its `form` is the writing form (full, fl, first, last, init)
with "+hyph" (a hyphenated surname), "+part" (a particled surname: da, dos, de la, del, Van, De, Dela,
O', Mc), "+word" (a part is also a common word of the message's language) and "+wfirst" (such a first
name alone) where they hold. `traps` marks the look-alikes filled into the message (never persons).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from functools import lru_cache

from quality.names_corpus import CASINGS, Labelled, NameMessage
from quality.names_sources import fold

SEED = 73_519
# ---------------------------------------------------------------------------- name tables
#
# Each table is a string of names separated by "|" (a name may hold spaces or hyphens).


def _t(names: str) -> tuple[str, ...]:
    return tuple(n.strip() for n in names.split("|") if n.strip())


# @zxcvbn-ts/language-es-es 4.1.2 (MIT), firstnames.json and lastnames.json: the INE's (Spain's
# statistics office) tables of men's first names and of surnames, upper case without accents in the
# source; accents restored here. Frequent names and a spread from further down each table.
ES_FIRST_M = _t(
    "Antonio|Manuel|José|Francisco|David|Juan|Javier|Daniel|Luis|Carlos|Alejandro|Jesús|Miguel|Ángel|Rafael|"
    "Pablo|Pedro|Sergio|Fernando|Jorge|Alberto|Álvaro|Adrián|Diego|Raúl|Iván|Rubén|Óscar|Enrique|Ramón|Andrés|"
    "Santiago|Vicente|Mario|Víctor|Joaquín|Eduardo|Roberto|Marcos|Jaime|Hugo|Ignacio|Jordi|Alfonso|Ricardo|"
    "Salvador|Marc|Guillermo|Mohamed|Gabriel|Martín|Gonzalo|Emilio|Julio|Julián|Tomás|Nicolás|Agustín|Lucas|"
    "Samuel|Ismael|Cristian|Joan|Aitor|Félix|Héctor|Iker|Mateo|Sebastián|César|Josep|Alfredo|Mariano|Rodrigo|"
    "Domingo|Felipe|Xavier|Joaquim|Bartolomé|Julen|Pere|Lluís|Fermín|Aleix|Marcelino|Xabier|Gorka|Ferran|"
    "Aurelio|Yeray|Jerónimo|Jacinto|Eusebio|Enric|Victoriano|Eneko|Isidoro|Teodoro|Dionisio|Cándido|Justo|"
    "Jacobo|Serafín|Ezequiel|Faustino|Ibai|Ramiro|Fidel|Amador|Iago|Aritz|Rogelio|Cayetano|Ildefonso|Markel|"
    "Modesto|Néstor|Florentino|Oier|Imanol|Brais|Eladio|Avelino|Celestino|Andoni|Saturnino|Bernat|Gaspar|Josu|"
    "Rufino|Clemente|Joseba|Basilio|Raimundo|Feliciano|Hilario|Evaristo|Marcial|Pelayo|Eliseo|Laureano|"
    "Roque|Narciso|Leopoldo|Cecilio|Bernardino|Benigno|Segundo|Valeriano|Octavio|Demetrio|Cesáreo|Beñat|Aday|"
    "Bernabé|Ignasi|Lázaro|Bienvenido|Unax|Baltasar|Anselmo|Aníbal|Cipriano|Anastasio|Ibon|Plácido|Fulgencio|"
    "Eulogio|Casimiro|Gaizka|Baldomero|Teófilo|Norberto|Herminio|Anxo|Aquilino|Alejo|Melchor|Gumersindo|"
    "Youssef|Rachid|Mustapha|Khalid|Hicham|Vasile|Gheorghe|Ionel|Florin|Mamadou")
ES_LAST = _t(
    "García|Rodríguez|González|Fernández|López|Martínez|Sánchez|Pérez|Gómez|Martín|Jiménez|Hernández|Ruiz|"
    "Díaz|Moreno|Muñoz|Álvarez|Romero|Gutiérrez|Alonso|Navarro|Torres|Domínguez|Ramos|Vázquez|Ramírez|Gil|"
    "Serrano|Morales|Molina|Blanco|Suárez|Castro|Ortega|Delgado|Ortiz|Marín|Rubio|Núñez|Medina|Sanz|Castillo|"
    "Iglesias|Cortés|Garrido|Santos|Guerrero|Lozano|Cano|Cruz|Méndez|Flores|Prieto|Herrera|Peña|León|Márquez|"
    "Cabrera|Gallego|Calvo|Vidal|Campos|Reyes|Vega|Fuentes|Carrasco|Díez|Aguilar|Caballero|Nieto|Santana|"
    "Vargas|Pascual|Giménez|Herrero|Hidalgo|Montero|Lorenzo|Benítez|Durán|Ibáñez|Arias|Mora|Ferrer|Carmona|"
    "Rojas|Soto|Crespo|Pastor|Velasco|Parra|Sáez|Moya|Bravo|Rivera|Gallardo|Soler|Porcel|Solana|Camprubí|"
    "Peinado|Villarrubia|Alsina|Castrillón|Gambín|Timón|Pajuelo|Setién|Pol|Escamilla|Tascón|Castán|Cacho|"
    "Ródenas|Sagredo|Córcoles|Narváez|Irigoyen|Bouza|Gomar|Rovira|Lozada|Ruipérez|Barreira|Taborda|Masdeu|"
    "Albero|Herce|Gonzalvo|Llera|Tapias|Catena|Vaquero|Camiña|Noguera|Nolla|Morell|Montejo|Lanzas|Horrillo|"
    "Estrada|Vélez|Narbona|Collados|Busquets|Lasso|Mendo|Olivar|Sillero|Calzado|Lumbreras|Cardiel|Juste|"
    "Valdivieso|Maldonado|Masero|Rufo|Lavín|Martorell|Palou|Montoro|Mohedano|Pino|Arrieta|Porres|Canales|"
    "Escriche|Antequera|Gavira|Dieste|Modrego|Berzosa|Mosquera|Vinuesa|Lores|Plana|Bofill|Ayora|Avendaño|"
    "Soldevila|Carracedo|Pulgar|Adell|Herráez|Furió|Aranguren|Robledo|Alcaide|Vilches|Checa|Corbacho|"
    "Aragonés|Acosta|Ravelo|Eguren|Massó|Sabater|Ginés|Ocampo|Redondo|Vivas|Machuca|Creus|Carrió|Lario|"
    "Jordana|Nogueras|Altés|Novella|Bandera|Auñón|Peláez|Comino|Cerdeira|Ausín|Andía|Osma|Baquedano|Vallina|"
    "Adame|Arredondo|Utrilla|Láinez|Almenara|Remón|Mallo|Barba|Vico")
# The particled surnames of the same INE table (De La Flor, Del Amo, Del Rey, De Vicente, De Castro,
# San Román) and the usual ones beside them: (particle, surname).
ES_PARTICLED = (("de la", "Flor"), ("del", "Amo"), ("del", "Rey"), ("de", "Vicente"), ("de", "Castro"),
                ("de la", "Fuente"), ("del", "Río"), ("de la", "Torre"), ("del", "Valle"), ("de los", "Santos"),
                ("de", "León"), ("de la", "Cruz"), ("del", "Castillo"), ("de la", "Rosa"), ("de", "Miguel"),
                ("del", "Pino"), ("de la", "Vega"), ("de las", "Heras"), ("de los", "Ríos"), ("del", "Olmo"))

# Spanish women's first names (the INE table above holds men's only): written here.
ES_FIRST_F = _t(
    "Carmen|Lucía|Laura|Marta|Cristina|Isabel|Ana Belén|Montserrat|Nerea|Ainhoa|Itziar|Begoña|Inmaculada|"
    "Araceli|Yolanda|Maite|Noelia|Alba|Paula|Irene|Sonia|Raquel|Beatriz|Elena|Silvia|Patricia|Encarnación|"
    "Trinidad|Covadonga|Almudena|Arantxa|Leire|Nuria|Meritxell|Xiana|Uxía|Olaia|Judit|Vanesa|Eva María|"
    "María José|María Teresa|Ana Isabel|Mari Carmen|Josefa|Juana|Francisca|Antonia|Manuela|Concepción")

# @zxcvbn-ts/language-pt-br 4.1.1 (MIT), lastnames.json: the surnames of the Portuguese Wiktionary's
# appendix "Sobrenomes em português" (CC BY-SA). Its first names are IBGE's and are not used here.
PT_LAST = _t(
    "Abreu|Adorno|Aguiar|Albuquerque|Alencar|Almeida|Alvarenga|Alves|Alvim|Amaral|Amorim|Anchieta|Andrada|"
    "Andrade|Anes|Anjos|Antunes|Arruda|Assis|Ayala|Azeredo|Azevedo|Baltar|Baltazar|Bandeira|Barbosa|Barreto|"
    "Barros|Barroso|Bastos|Batista|Bermudes|Bernardes|Bicalho|Bispo|Bocaiuva|Borba|Borborema|Borges|Borsoi|"
    "Botelho|Braga|Brasil|Brito|Bueno|Cabral|Caldas|Camacho|Camargo|Caminha|Cardoso|Carmo|Carneiro|Carvalhal|"
    "Carvalho|Carvalhosa|Castilho|Castro|Cauduro|Cerejeira|Chaves|Coelho|Coimbra|Constante|Cordeiro|Costa|"
    "Cotrim|Coutinho|Couto|Cruz|Cunha|Curado|Dambros|Dantas|Delfino|Dias|Diegues|Domingues|Dorneles|Dourado|"
    "Duarte|Dutra|Esteves|Evangelista|Fagundes|Faleiros|Falqueto|Faria|Farias|Feitosa|Fernandes|Ferraz|"
    "Ferreira|Ferro|Figueira|Figueiredo|Figueiroa|Fioravante|Flores|Fonseca|Fontes|Freire|Freitas|Frota|"
    "Furquim|Furtado|Gama|Gomes|Gonzaga|Gouveia|Guerreiro|Henriques|Hoffmann|Holanda|Jardim|Jesus|Junqueira|"
    "Klein|Kremer|Kronbauer|Lacerda|Lange|Leite|Leme|Lima|Lins|Lira|Lisboa|Locatelli|Lopes|Louzada|Lutz|Luz|"
    "Macedo|Machado|Madureira|Malta|Marinho|Mariz|Marques|Martins|Mascarenhas|Matos|Medeiros|Meireles|Mello|"
    "Melo|Mendes|Menezes|Mesquita|Messias|Milhomem|Miranda|Monteiro|Moraes|Morais|Morato|Morbeck|Moreira|"
    "Moretti|Muniz|Nantes|Nascimento|Naves|Negreiros|Neves|Nogueira|Noronha|Nunes|Oliva|Oliveira|Oiticica|"
    "Outeiro|Pacheco|Paes|Paiva|Parreira|Pascoal|Pedrosa|Pedroso|Peixoto|Pellegrini|Penna|Penteado|Pereira|"
    "Peres|Pessoa|Pestana|Pimenta|Pimentel|Pinheiro|Pinto|Pires|Policarpo|Pontes|Porto|Prado|Prudente|"
    "Quadros|Quaresma|Queiroz|Quintela|Quirino|Ramalho|Ramires|Ramos|Rangel|Rehder|Reis|Resende|Ribeiro|Rios|"
    "Rocha|Rodrigues|Rollemberg|Rufino|Sacramento|Sampaio|Sanches|Santana|Santiago|Santos|Saraiva|Seixas|"
    "Serra|Silva|Silveira|Siqueira|Soares|Soeiro|Sousa|Souza|Tavares|Teixeira|Teles|Toledo|Torquato|Trindade|"
    "Uchoa|Valadares|Valente|Valle|Valverde|Varela|Vasconcelos|Vasques|Vaz|Veiga|Veloso|Veras|Viana|Vieira|"
    "Vilela|Vilhena|Xavier|Ximenes")

# Brazilian first names (written here: the packaged Brazilian first-name tables are the IBGE census's).
BR_FIRST = _t(
    "Thiago|Luana|Rayssa|Wellington|Kauã|Thaís|Gilberto|Raimunda|Francisca|Josué|Cleide|Valdir|Edvaldo|"
    "Rosângela|Antônia|Sebastião|Joelma|Claudete|Jéssica|Wesley|Cauê|Enzo Gabriel|Maria Eduarda|João Vitor|"
    "Ana Clara|Luiz Fernando|Heloísa|Iago|Vinícius|Márcia|Sueli|Edilene|Jailson|Rosimeire|Gleice|Kléber|"
    "Cristiane|Adriana|Fabrício|Leandro|Thayná|Ingrid|Jaqueline|Daiane|Everton|Anderson|Nathália|Giovana|"
    "Letícia|Otávio|Murilo|Benedito|Geraldo|Lucimar|Valquíria|Rodrigo|Fernanda|Juliana|Ricardo|Patrícia|"
    "Marcelo|Tatiane|Reinaldo|Simone|Gustavo|Priscila|Caio|Larissa|Renato|Vanessa|Davi|Yasmin|Pietra|Bernardo")
AFRO_BR_FIRST = _t(
    "Dandara|Benedita|Jailton|Edivaldo|Crispim|Josefa|Joselita|Damião|Cosme|Ivone|Jurema|Tainá|Makena|"
    "Nzinga|Luena|Zezé|Ubiratã|Jussara|Didi|Valdirene|Edileuza|Gersino")
AFRO_BR_LAST = _t(
    "Nascimento|Conceição|Jesus|Santos|Bonfim|Assunção|Rosário|Anunciação|Sacramento|Paixão|Natividade|"
    "Purificação|Espírito Santo|Ressurreição|Batista|Evangelista|Encarnação|Piedade|Anjos|Prazeres")
PT_PT_FIRST = _t(
    "Duarte|Afonso|Tomás|Rodrigo|Leonor|Matilde|Inês|Beatriz|Carolina|Gonçalo|Tiago|Mafalda|Francisca|Vasco|"
    "Nuno|Rui|Filipa|Joana|Catarina|Lourenço|Dinis|Madalena|Constança|Teresa|Martim|Simão|Leonardo|Íris")
PT_PT_LAST = _t(
    "Magalhães|Gouveia|Sequeira|Vasconcelos|Brandão|Pestana|Sampaio|Quaresma|Albuquerque|Figueiredo|Lacerda|"
    "Menezes|Cabral|Guimarães|Sá|Veloso|Antunes|Loureiro|Fontoura|Carreira|Pacheco|Amaral|Lopes|Simões|Tavares")

# @zxcvbn-ts/language-it 3.0.2 (MIT), firstnames.json and lastnames.json: Italian first names and
# surnames (real names picked, the table's misspellings left out); Italian-Argentine and
# Italian-Brazilian people here.
IT_FIRST = _t(
    "Giovanni|Giuseppe|Francesca|Chiara|Alessandro|Lorenzo|Giulia|Federica|Matteo|Simone|Stefano|Valentina|"
    "Martina|Paolo|Luca|Marco|Elisa|Roberta|Vincenzo|Salvatore|Carmela|Concetta|Rosalba|Gianluca|Pierluigi|"
    "Annamaria|Giancarlo|Ornella|Raffaella|Domenico|Nicoletta|Loredana|Fabrizio|Massimo|Claudio|Enzo|Rocco|"
    "Carmine|Gennaro|Assunta|Filomena|Tiziana|Beatrice|Fiorella|Gastone|Pompeo|Sabatino|Teobaldo|Tristano|"
    "Annapaola|Ilarione|Diodoro|Clizia|Scilla|Zoilo|Amabilia|Adalgisa|Achille|Abramo")
IT_LAST = _t(
    "Abate|Abbatiello|Agostini|Agostinelli|Albano|Alessi|Alfieri|Amato|Ancelotti|Antonelli|Antonioli|Angelini|"
    "Arcuri|Auriemma|Arosio|Azzaro|Babolin|Baglioni|Baldan|Ballarin|Barzaghi|Bellini|Bellucci|Benatti|"
    "Benedetti|Bertocchi|Bianchi|Bonacina|Bonanno|Bongiovanni|Borrelli|Borriello|Brambilla|Brioschi|Bruschi|"
    "Bucci|Buonanno|Buonocore|Buratti|Cafaro|Canali|Cangemi|Capello|Capone|Caprioli|Capuano|Caputo|Caruso|"
    "Casadei|Castelli|Castiglione|Cattapan|Cesaroni|Ciccone|Cimorelli|Colangelo|Colombo|Colella|Consonni|"
    "Contarini|Conte|Conti|Coppola|Corsetti|Costanzo|Crippa|Cusano|Cutillo|Deiana|Donati|Esposito|Fabbri|"
    "Fabris|Falasca|Fantoni|Farace|Farina|Fazio|Fanucci|Femia|Ferrari|Ferraro|Ferreri|Ferrero|Fiore|"
    "Fiorentino|Folliero|Fontana|Forni|Fusco|Galbiati|Gallinari|Gallo|Gatti|Genovese|Gentile|Gentili|"
    "Giambalvo|Giannelli|Giordano|Giorgi|Girardi|Gravina|Greco|Grieco|Iannelli|Iannuzzi|Invernizzi|Izzo|"
    "Lepore|Leonetti|Lionetti|Lombardi|Lombardo|Longo|Lubrano|Luciani|Maggi|Maiolo|Mancinelli|Mancini|Mancuso|"
    "Marchesi|Marinelli|Marini|Marino|Marotta|Marrone|Martinelli|Martini|Mazza|Mazzeo|Mele|Milani|Molinari|"
    "Montalto|Monti|Morandi|Morelli|Moretti|Mura|Napolitano|Nardone|Negri|Nicoletti|Nuzzo|Occhipinti|Oddo|"
    "Orlando|Palmisano|Pappalardo|Pavan|Pecoraro|Pellegrino|Perego|Pirovano|Pirozzi|Pisani|Porcelli|Quaranta|"
    "Redaelli|Ricci|Riccio|Rinaldi|Ripamonti|Rizzi|Rizzo|Romano|Rossetti|Rossi|Ruggiero|Russo|Sabbatini|"
    "Salerno|Sanfilippo|Sangalli|Sanna|Santoro|Schiavone|Sebastiani|Siciliano|Solinas|Spataro|Stefanelli|"
    "Surace|Testa|Tirelli|Tomasi|Toscano|Tozzi|Trevisan|Trimboli|Valentini|Varriale|Venturi|Verratti|Viola|"
    "Visentin|Zanetti|Zanin|Zanon|Zito|Zullo")

# @zxcvbn-ts/language-ja 3.0.2 (MIT), firstnames.json and lastnames.json (romanised; long vowels of
# the source's "ou"/"oo" spelling left out): Japanese-Brazilian people.
JA_FIRST = _t(
    "Kazushige|Himawari|Kotome|Norihiro|Reino|Kazumasa|Yukiko|Wakaha|Komachi|Hiromitsu|Kokoha|Raito|Meika|"
    "Motokiyo|Ritsu|Yasunari|Narue|Katsuichi|Kazuya|Ikuyo|Atsuki|Musashi|Rena|Miyako|Kira|Tamie|Konoha|"
    "Yoshihito|Takehiko|Ritsuki|Morio|Kimiyo|Nanao|Miwa|Akitoshi|Natsuka|Yumiko|Kiyora|Akira|Akihiro|Asahi")
JA_LAST = _t(
    "Hayashi|Shimizu|Suzuki|Takahashi|Tanaka|Watanabe|Yamamoto|Nakamura|Kobayashi|Yoshida|Yamada|Sasaki|"
    "Yamaguchi|Matsumoto|Kimura|Yamazaki|Nakajima|Ikeda|Abe|Hashimoto|Yamashita|Mori|Ishikawa|Maeda|Ogawa|"
    "Fujita|Okada|Hasegawa|Ishii|Murakami|Sakamoto|Aoki|Fujii|Nishimura|Fukuda|Miura|Fujiwara|Okamoto|"
    "Matsuda|Nakagawa|Nakano|Harada|Ono|Tamura|Takeuchi|Kaneko|Wada|Nakayama|Ishida|Ueda|Morita|Kojima|"
    "Shibata|Hara|Miyazaki|Sakai|Yokoyama|Miyamoto|Uchida|Takagi|Shimada|Yaguchi|Takada|Maruyama|Imai|"
    "Kawano|Fujimoto|Murata")

# @zxcvbn-ts/language-nl-be 3.0.2 (MIT), boysFirstnames.json, girlsFirstnames.json and lastnames.json:
# Statbel's (Belgium's statistics office) first names and surnames; Belgian surnames keep a
# capital particle ("Van Damme", "De Smet").
NL_FIRST = _t(
    "Thomas|Robbe|Jonas|Wout|Arthur|Milan|Lars|Seppe|Kobe|Ruben|Senne|Daan|Arne|Jens|Jasper|Niels|Mathis|"
    "Jules|Brent|Stan|Quinten|Sander|Mathias|Jelle|Bram|Michiel|Jarne|Pieter|Willem|Kasper|Thibo|Tijl|Joren|"
    "Cédric|Bjarne|Bavo|Julie|Marie|Lotte|Louise|Elise|Lore|Hanne|Fien|Noor|Jana|Eline|Jolien|Femke|Zoë|"
    "Fleur|Amélie|Kato|Silke|Manon|Axelle|Febe|Britt|Gaëlle|Flore|Tessa|Nele|Marit|Gitte|Ine|Wannes|Warre")
NL_LAST = _t(
    "Peeters|Janssens|Maes|Jacobs|Willems|Mertens|Claes|Wouters|Goossens|Vermeulen|Pauwels|Aerts|Hermans|"
    "Martens|Michiels|Claeys|Smets|Hendrickx|Desmet|Stevens|Segers|Lemmens|Coppens|Cools|Devos|Verhoeven|"
    "Wauters|Verstraete|Verheyen|Baert|Lauwers|Declercq|Geerts|Verbeke|Lenaerts|Cornelis|Vermeiren|"
    "Vandenberghe|Thys|Lambrechts|Moens|Bosmans|Verlinden|Wuyts|Bogaert")
NL_PARTICLED = (
    ("De", "Smet"), ("De", "Vos"), ("De", "Clercq"), ("Van", "Damme"), ("Van de", "Velde"), ("De", "Backer"),
    ("Van den", "Broeck"), ("De", "Cock"), ("De", "Smedt"), ("De", "Meyer"), ("De", "Wilde"), ("De", "Pauw"),
    ("De", "Ridder"), ("Van", "Dyck"), ("Van den", "Bossche"), ("De", "Groote"), ("Van", "Hoof"), ("Van", "Hecke"),
    ("Van", "Acker"), ("De", "Coninck"), ("De", "Winter"), ("De", "Witte"), ("Van", "Hove"), ("De", "Bruyne"),
    ("De", "Bock"), ("De", "Wolf"), ("Van den", "Bergh"), ("De", "Coster"), ("Van", "Daele"), ("De", "Decker"),
    ("De", "Waele"), ("Van", "Goethem"), ("Van den", "Eynde"), ("De", "Boeck"), ("De", "Keyser"), ("Van", "Camp"),
    ("De", "Schepper"), ("Van", "Looy"), ("De", "Moor"), ("Van", "Herck"), ("De", "Paepe"), ("De", "Jonghe"),
    ("Van de", "Voorde"), ("De", "Block"), ("De", "Laet"), ("De", "Bie"), ("Van", "Driessche"), ("Van", "Roy"),
    ("Van de", "Walle"), ("Van", "Laere"), ("Van", "Rompaey"), ("Van", "Assche"))

# @zxcvbn-ts/language-pl 3.0.2 (MIT): the PESEL registry's (dane.gov.pl) first names and surnames,
# by sex (surnames in -ska for women).
PL_FIRST_M = _t(
    "Piotr|Krzysztof|Andrzej|Tomasz|Paweł|Jan|Michał|Marcin|Jakub|Adam|Marek|Stanisław|Łukasz|Grzegorz|"
    "Mateusz|Wojciech|Mariusz|Dariusz|Zbigniew|Maciej|Rafał|Jerzy|Kamil|Dawid|Jacek|Szymon|Józef|Kacper|"
    "Ryszard|Tadeusz|Bartosz|Jarosław|Sławomir|Janusz|Mirosław|Patryk|Henryk|Przemysław|Karol|Kazimierz")
PL_FIRST_F = _t(
    "Katarzyna|Małgorzata|Agnieszka|Barbara|Ewa|Magdalena|Elżbieta|Krystyna|Joanna|Aleksandra|Monika|Zofia|"
    "Danuta|Natalia|Karolina|Beata|Dorota|Halina|Alicja|Jadwiga|Jolanta|Janina|Iwona|Grażyna|Irena|Justyna|"
    "Zuzanna|Bożena|Wiktoria|Urszula|Agata|Sylwia|Patrycja|Izabela|Aneta|Oliwia|Weronika|Ewelina|Martyna")
PL_LAST_M = _t(
    "Nowak|Kowalski|Wiśniewski|Wójcik|Kowalczyk|Kamiński|Lewandowski|Zieliński|Woźniak|Szymański|Dąbrowski|"
    "Kozłowski|Mazur|Jankowski|Kwiatkowski|Wojciechowski|Krawczyk|Kaczmarek|Piotrowski|Grabowski|Zając|"
    "Pawłowski|Michalski|Wróbel|Wieczorek|Jabłoński|Nowakowski|Majewski|Olszewski|Dudek|Stępień|Jaworski|"
    "Adamczyk|Malinowski|Górski|Pawlak|Nowicki|Sikora|Witkowski|Rutkowski|Walczak|Michalak|Szewczyk|"
    "Ostrowski|Tomaszewski|Zalewski|Wróblewski|Pietrzak|Jasiński|Marciniak|Sadowski|Duda|Bąk|Zawadzki|"
    "Jakubowski|Chmielewski|Borkowski")
PL_LAST_F = _t(
    "Nowak|Kowalska|Wiśniewska|Wójcik|Kowalczyk|Kamińska|Lewandowska|Zielińska|Szymańska|Dąbrowska|Woźniak|"
    "Kozłowska|Jankowska|Mazur|Kwiatkowska|Wojciechowska|Krawczyk|Kaczmarek|Piotrowska|Grabowska|Pawłowska|"
    "Michalska|Zając|Wieczorek|Jabłońska|Wróbel|Nowakowska|Majewska|Olszewska|Adamczyk|Jaworska|Malinowska|"
    "Stępień|Dudek|Górska|Nowicka|Witkowska|Pawlak|Sikora|Walczak|Rutkowska|Michalak|Szewczyk|Ostrowska|"
    "Tomaszewska|Zalewska|Pietrzak|Wróblewska|Jasińska|Marciniak|Jakubowska|Sadowska|Zawadzka|Duda|"
    "Włodarczyk|Bąk|Chmielewska|Borkowska")

# @zxcvbn-ts/language-ar 3.1.0 (MIT), firstnames.json and lastnames.json: romanised Arabic first names
# and (mostly Levantine) family names; names written with an apostrophe and one filler word left out.
AR_FIRST = _t(
    "Abbas|Abdul-Aziz|Abdul-Basit|Abdul-Fattah|Abdul-Hadi|Abdul-Hakim|Abdul-Hamid|Abdul-Karim|Abdul-Latif|"
    "Abdul-Majid|Abdul-Malik|Abdul-Nasser|Abdul-Qadir|Abdul-Rahman|Abdul-Rashid|Abdul-Salam|Abdul-Wahid|Adel|"
    "Adham|Adnan|Ahmad|Akram|Aladdin|Ali|Amin|Amjad|Ammar|Amr|Anis|Anwar|Arif|Ashraf|Ayman|Azzam|Badr|Bashshar|"
    "Basil|Bassam|Bilal|Burhan|Fadi|Fadil|Fahd|Faisal|Farid|Faris|Fawzi|Firas|Fouad|Gamal|Ghassan|Ghazi|Habib|"
    "Hadi|Hamdan|Hamid|Hamzah|Hani|Harith|Haroun|Hasan|Hashim|Hassan|Hatim|Haytham|Hisham|Husam|Ibrahim|Idris|"
    "Imad|Ishaq|Jabir|Jafar|Jalal|Jamal|Jameel|Jawad|Jibril|Kamal|Kareem|Khaldun|Khalid|Khalil|Labib|Luqman|"
    "Mahdi|Mahir|Mahmud|Majid|Malik|Mansur|Mazin|Mohammed|Mohsen|Mubarak|Munir|Mustafa|Nabil|Nadim|Nadir|Naji|"
    "Najib|Nasim|Nasser|Nawaf|Nizar|Omar|Othman|Qasim|Rafiq|Rashad|Rashid|Reda|Riyad|Safwan|Salah|Saleh|Salim|"
    "Salman|Sameh|Sami|Samir|Shadi|Sharif|Suhail|Tahir|Talal|Tariq|Tawfiq|Usama|Wafiq|Waleed|Wasim|Yasin|Yasir|"
    "Yazid|Yunus|Yusuf|Zaid|Zaki|Ziyad|Zuhair")
AR_LAST = _t(
    "Abadi|Abboud|Almasi|Amari|Antar|Antoun|Asfour|Asker|Atiyeh|Attia|Awad|Bahar|Bishara|Bitar|Botros|Boulos|"
    "Boutros|Dagher|Daher|Deeb|Essa|Fakhoury|Ganem|Gerges|Ghannam|Guirguis|Haddad|Haik|Hajjar|Hakimi|Halabi|"
    "Hanania|Handal|Harb|Issa|Kanaan|Kassab|Kassis|Kattan|Khouri|Khoury|Maalouf|Maloof|Maroun|Masih|Mifsud|"
    "Mikhail|Morcos|Nader|Nahas|Naifeh|Najjar|Nassar|Quraishi|Rahal|Sabbagh|Safar|Salib|Saliba|Samaha|Sarraf|"
    "Sayegh|Shadid|Shalhoub|Shammas|Shamoun|Sleiman|Tahan|Tannous|Touma|Zogby")
# Gulf and Egyptian family names with their article, hyphenated as customers type them: written here.
AR_HYPH = _t("Al-Hakim|El-Sayed|Al-Khatib|Abu-Hamdan|Al-Rashid|El-Hashem|Al-Zahrani|Al-Qahtani|Al-Harbi|"
             "El-Khoury|Abu-Ghazaleh|Al-Amoudi|El-Masry|Al-Tamimi")

# ---- written here (no package of those above has them)
EN_FIRST = _t(
    "Oliver|Charlotte|Harriet|Callum|Bethany|Rhys|Imogen|Gareth|Nigel|Trevor|Deborah|Sharon|Kieran|Megan|Jodie|"
    "Wayne|Darren|Stacey|Tanya|Lindsay|Brandon|Tyler|Madison|Kayla|Dakota|Shelby|Cody|Travis|Brittany|Marcus|"
    "Jerome|LaToya|DeShawn|Imani|Tamika|Ebony|Keisha|Jasmine|Garrett|Clayton|Harold|Mildred|Eunice|Gertrude|"
    "Wilbur|Elmer|Norma|Gladys|Bernard|Clifford|Vernon|Ruth|Sophie|Eleanor|Theodore|Harrison|Piers|Jemima|"
    "Ottilie|Nathaniel|Priscilla|Wendell|Rosalind|Trent|Kendra|Dwayne|Marlene|Josiah|Brooke|Spencer")
EN_LAST = _t(
    "Whitfield|Ashworth|Pemberton|Thornton|Hargreaves|Blackwood|Fairbanks|Kendrick|Holloway|Prescott|Winslow|"
    "Radcliffe|Langley|Sutcliffe|Crawford|Hollis|Bradshaw|Dempsey|Chamberlain|Whitaker|Fenwick|Lockwood|Ashby|"
    "Hathaway|Worthington|Merriweather|Ellison|Caldwell|Beckett|Kingsley|Pritchard|Hughes|Jenkins|Llewellyn|"
    "Vaughan|Morgan|Davies|Jefferson|Washington|Robinson|Jackson|Coleman|Dawson|Tucker|Hayes|Ramsey|Barnes|"
    "Goodwin|Whitlock|Harrington|Greenwood|Oakley|Huxley|Stanton|Marlow|Atherton|Townsend|Carver|Pendleton")
EN_DOUBLE = _t("Bowes-Lyon|Hamilton-Smith|Fox-Pitt|Lloyd-Webber|Ashby-Clarke|Vaughan-Williams|Carter-Lee|"
               "Jones-Parry|Taylor-Wood|Spencer-Churchill|Heath-Stubbs|Ward-Thomas|Baden-Powell|Rees-Mogg")
GAEL_FIRST = _t("Siobhan|Niamh|Aoife|Saoirse|Ciara|Orla|Padraig|Cormac|Eoin|Ronan|Fionn|Oisín|Declan|Seamus|"
                "Mairead|Grainne|Ewan|Hamish|Isla|Morag|Ailsa|Lachlan|Angus|Kirsty|Fergus|Sinead|Cathal")
GAEL_LAST = _t("O'Sullivan|O'Brien|O'Connor|O'Neill|O'Donnell|O'Reilly|O'Mahony|O'Driscoll|O'Keeffe|McCarthy|"
               "McLaughlin|MacDonald|MacLeod|McGregor|McKenna|McAllister|McBride|MacKinnon|McGuinness|Fitzgerald|"
               "Gallagher|Kavanagh|Byrne|Doherty|Quinn|Brennan|Sweeney|Drummond|Sinclair")
ZH_FIRST = _t("Wei|Jing|Fang|Lei|Jun|Min|Yan|Hao|Ying|Xiaoming|Xiuying|Zhiwei|Jianguo|Yifan|Haoran|Zihan|Yuting|"
              "Meiling|Chunhua|Qiang|Hui|Lina|Mei-Ling|Chia-Hao|Wing-Sze|Ka-Wai|Xinyi|Zhen")
ZH_LAST = _t("Wang|Zhang|Liu|Chen|Yang|Huang|Zhao|Zhou|Xu|Sun|Zhu|Guo|Lin|Luo|Gao|Zheng|Liang|Xie|Tang|Feng|"
             "Deng|Cao|Peng|Zeng|Xiao|Chan|Wong|Cheung|Lau|Tan|Lim|Leung|Tsai|Hsu")
KO_FIRST = _t("Min-jun|Seo-yeon|Ji-hoon|Ha-eun|Do-yun|Ji-woo|Soo-ah|Hyun-woo|Ye-jin|Jae-sung|Eun-ji|Sung-min|"
              "Dong-hyun|Hye-jin|Young-ho|Mi-kyung|Jiwon|Minseo|Taeyang|Yuna|Jisoo|Seojun|Chaewon|Hyejin")
KO_LAST = _t("Kim|Lee|Park|Choi|Jung|Kang|Cho|Yoon|Jang|Lim|Han|Oh|Seo|Shin|Kwon|Hwang|Ahn|Yoo|Hong|Jeon|Ko|"
             "Bae|Baek|Nam|Ryu|Byun")
TR_FIRST = _t("Mehmet|Ayşe|Emre|Elif|Burak|Zeynep|Mustafa|Fatma|Ahmet|Merve|Selin|Oğuz|Gökhan|Büşra|Cem|Hakan|"
              "Özlem|Serkan|Tuba|Ebru|Volkan|Kerem|Cansu|Tolga|Sevgi|Umut")
TR_LAST = _t("Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Aydın|Öztürk|Arslan|Doğan|Kılıç|Aslan|Çetin|Kara|Koç|Kurt|"
             "Özdemir|Polat|Güneş|Aksoy|Bulut|Korkmaz|Tekin|Erdem|Karaca|Ünal")
IN_FIRST = _t("Aarav|Priya|Rohan|Ananya|Vikram|Sneha|Arjun|Kavya|Sanjay|Deepika|Rajesh|Lakshmi|Harpreet|Gurpreet|"
              "Sunil|Anil|Pooja|Nisha|Karthik|Meenakshi|Venkatesh|Divya|Siddharth|Ishaan|Aishwarya|Manoj")
IN_LAST = _t("Sharma|Patel|Iyer|Reddy|Nair|Gupta|Chatterjee|Banerjee|Mukherjee|Singh|Menon|Pillai|Rao|Desai|"
             "Joshi|Kulkarni|Bhattacharya|Krishnan|Subramanian|Agarwal|Malhotra|Kapoor|Chaudhary|Venkataraman")
IGBO_FIRST = _t("Chidi|Ngozi|Chiamaka|Obinna|Adaeze|Emeka|Uchenna|Ifeoma|Chinonso|Nnamdi|Amarachi|Chukwuemeka|"
                "Ikenna|Nkechi|Chinwe|Ebuka|Kelechi|Somtochukwu|Oluchi|Chibuzo|Ugochukwu|Nneka|Chidinma|Obiageli")
IGBO_LAST = _t("Okonkwo|Nwankwo|Eze|Obi|Okafor|Chukwu|Nwosu|Okeke|Onyeka|Nwachukwu|Okoro|Anyanwu|Obiora|Ezeh|"
               "Nwafor|Igwe|Onuoha|Ugwu|Okwuosa|Nnaji|Ibekwe|Uzoma|Ezekwesili|Okoye|Nwaneri|Ezenwa")
HT_FIRST = _t("Wislande|Jean-Robert|Marie-Michelle|Guerline|Fritznel|Widlene|Jacquelin|Rose-Marie|Jean-Claude|"
              "Mackenson|Wilner|Nadège|Ketly|Rosemène|Dieunel|Frantz|Ludnie|Kervens|Loudmia|Wideline|Jean-Ronel|"
              "Marie-Carmelle|Wilfrid|Nathalie")
HT_LAST = _t("Jean-Baptiste|Pierre-Louis|Joseph|Louissaint|Dorvil|Théodore|Saint-Fleur|Bien-Aimé|Jean-Louis|"
             "Célestin|Augustin|Désir|Exantus|Pierre|Estimé|Toussaint|Dorsainvil|Jean-Gilles|Fils-Aimé|Mérisier|"
             "Valcourt|Lafortune|Belizaire|Saint-Louis|Jean-Charles")
PH_FIRST = _t("Maricel|Jericho|Rodel|Lorna|Rowena|Marites|Jonel|Arnel|Rommel|Jocelyn|Divina|Mylene|Analyn|"
              "Lualhati|Rizalina|Teodoro|Imelda|Perla|Jhoanna|Rhea|Dindo|Ferdinand|Lorenzo|Cristeta|Bayani")
PH_LAST = _t("Bautista|Villanueva|Macaraeg|Manalo|Dimaculangan|Pangilinan|Magsaysay|Soriano|Mercado|Aquino|"
             "Tolentino|Mendoza|Gatchalian|Dizon|Lacson|Panganiban|Dimaano|Buenaventura|Sison|Lapid|Agbayani|"
             "Galang|Malabanan|Macapagal|Pascual|Ocampo|Santiago|Salonga")
PH_PARTICLED = (("Dela", "Cruz"), ("Delos", "Santos"), ("De", "Guzman"), ("Del", "Rosario"), ("De", "Leon"),
                ("Dela", "Paz"), ("De", "Castro"), ("Delos", "Reyes"), ("De", "Jesus"), ("Dela", "Rosa"))
MX_FIRST = _t("Ximena|Itzel|Xóchitl|Citlali|Yaretzi|Cuauhtémoc|José Luis|María Fernanda|Luis Ángel|Brenda|"
              "Karla|Yesenia|Nayeli|Marisol|Erandi|Tonatiuh|Emiliano|Alondra|Maricruz|Lupita|Rigoberto|"
              "Heriberto|Eréndira|Anahí|Juan Pablo|Itzamná|Jimena|Fernanda|Ulises|Osvaldo")
MX_LAST = _t("Cuautle|Xicoténcatl|Tecuapetla|Popoca|Tlatelpa|Cuevas|Villaseñor|Zamudio|Olvera|Garza|Treviño|"
             "Elizondo|Salinas|Barragán|Montemayor|Quiroga|Zúñiga|Ochoa|Cervantes|Arreola|Nava|Cisneros|"
             "Camarillo|Huerta|Arellano|Velázquez|Coronado|Tzompantzi|Meléndez|Villarreal|Rentería")
AN_FIRST = _t("Wayra|Killa|Inti|Sumaq|Amaru|Illari|Edwin|Wilber|Yeni|Maribel|Nilda|Efraín|Gregoria|Saturnina|"
              "Eulogia|Fortunata|Hilaria|Teófila|Quintín|Yolanda|Rubén Darío|Nazario|Justina|Wilfredo|Yesica")
AN_LAST = _t("Mamani|Quispe|Condori|Huamán|Choque|Ccama|Apaza|Yupanqui|Huanca|Chambi|Ticona|Cusi|Huaraca|Ccori|"
             "Limachi|Poma|Cutipa|Chuquimia|Layme|Vilca|Huarachi|Ayma|Coaquira|Taipe|Huillca|Callisaya|Ccahuana|"
             "Paucar|Tito|Sullca")

# Names that are also common words of each language (first names, then surnames).
WORD_FIRST = {
    "en": _t("Summer|Hope|Faith|Grace|Joy|Dawn|Ivy|Rose|Hunter|River|Angel|Sunny|Autumn|Holly|April|May|June|"
             "Will|Bill|Mark|Pat|Sandy|Rusty|Chase|Destiny|Heath|Daisy|Robin|Crystal|Amber|Misty|Honey"),
    "es": _t("Consuelo|Guadalupe|Nieves|Dolores|Rosario|Soledad|Pilar|Luz|Amparo|Ángel|Paz|Esperanza|Mercedes|"
             "Milagros|Rocío|Estrella|Sol|Mar|Socorro|Remedios|Fe|Lucero|Celeste|Cielo|Victoria|Salvador|Domingo|"
             "Modesto|Bienvenido|Justo|Cándido|Reyes|Cruz|Alegría|Gracia|Aurora|Paloma"),
    "pt": _t("Vitória|Glória|Graça|Luz|Aurora|Celeste|Esperança|Rosa|Margarida|Violeta|Flor|Socorro|Aparecida|"
             "Conceição|Amado|Bento|Salvador|Messias|Natal|Dalva|Serena|Vera|Jasmim|Cândida|Bonita|Bonito|Fé|"
             "Pérola|Clemente|Prudente|Dores|Neves|Paz"),
}
WORD_LAST = {
    "en": _t("Baker|Cook|Brown|Bishop|King|Rich|Love|Young|Little|Bell|Hill|Wood|Stone|Fox|Marsh|Bird|Gold|Lamb|"
             "Mason|Price|Rice|Short|Sharp|Church|Moon|Snow|Frost|Banks|Hope|Summer|Swift|Long|Black|White|"
             "Green|Strong|Cross|Hunter|Sterling|Page"),
    "es": _t("Prado|Blanco|Moreno|Rubio|Delgado|Calvo|Bravo|Leal|Cruz|Campos|Flores|Paz|Luna|Sol|Pastor|Cano|"
             "Herrero|Guerrero|Hidalgo|Rico|Manzano|Olmo|Toro|Lobo|León|Cordero|Prieto|Rey|Mesa|Torres|Vega|"
             "Fuentes|Montes|Ríos|Peña|Castillo|Iglesias|Bonito|Valiente|Conejo|Serrano|Caballero|Nieves"),
    "pt": _t("Serra|Costa|Campos|Fontes|Leal|Prado|Rocha|Pereira|Oliveira|Cordeiro|Coelho|Lobo|Leão|Pinheiro|"
             "Branco|Moreira|Ramos|Barros|Neves|Flores|Rosa|Reis|Paz|Luz|Cruz|Torres|Mata|Bonito|Carvalho|"
             "Machado|Ferreira|Pinto|Raposo|Bezerra|Vale|Monte|Castelo|Porto|Guerra|Brasil|Jardim|Fonseca"),
}

# Women's first names of the tables above that do not end in "a" (a name ending in "a" is a woman's
# unless it is in _MEN_IN_A): only used to pick "Mr."/"Ms.", "Sr."/"Sra.", "Don"/"Doña" before a name.
_WOMEN = frozenset(_t(
    "Charlotte|Harriet|Bethany|Imogen|Deborah|Sharon|Megan|Jodie|Stacey|Lindsay|Madison|Shelby|Brittany|Imani|"
    "Ebony|Keisha|Jasmine|Mildred|Eunice|Gertrude|Gladys|Ruth|Sophie|Eleanor|Jemima|Ottilie|Rosalind|Marlene|"
    "Brooke|Siobhan|Niamh|Aoife|Saoirse|Mairead|Grainne|Isla|Morag|Kirsty|Sinead|Summer|Hope|Faith|Grace|Joy|"
    "Dawn|Ivy|Rose|Autumn|Holly|April|May|June|Destiny|Daisy|Crystal|Amber|Misty|Honey|Jing|Fang|Yan|Ying|"
    "Xiuying|Yuting|Meiling|Hui|Mei-Ling|Wing-Sze|Xinyi|Seo-yeon|Ha-eun|Ji-woo|Soo-ah|Ye-jin|Eun-ji|Hye-jin|"
    "Mi-kyung|Jiwon|Minseo|Jisoo|Chaewon|Hyejin|Ayşe|Elif|Zeynep|Merve|Selin|Büşra|Özlem|Ebru|Cansu|Sevgi|"
    "Priya|Sneha|Lakshmi|Harpreet|Nisha|Meenakshi|Divya|Ngozi|Adaeze|Ifeoma|Amarachi|Nkechi|Chinwe|Oluchi|"
    "Obiageli|Wislande|Marie-Michelle|Guerline|Widlene|Rose-Marie|Nadège|Ketly|Rosemène|Ludnie|Wideline|"
    "Marie-Carmelle|Maricel|Lorna|Marites|Jocelyn|Mylene|Analyn|Lualhati|Imelda|Rhea|Ximena|Itzel|Xóchitl|"
    "Citlali|Yaretzi|Nayeli|Marisol|Erandi|Maricruz|Eréndira|Anahí|Illari|Yeni|Maribel|Carmen|Isabel|Raquel|"
    "Judit|Beatriz|Montserrat|Encarnación|Concepción|Mari|Inés|Leonor|Matilde|Íris|Thaís|Cleide|Rosângela|"
    "Claudete|Heloísa|Sueli|Edilene|Rosimeire|Gleice|Cristiane|Ingrid|Jaqueline|Daiane|Lucimar|Tatiane|Simone|"
    "Yasmin|Ivone|Tainá|Nzinga|Zezé|Valdirene|Edileuza|Julie|Marie|Lotte|Louise|Elise|Lore|Hanne|Fien|Noor|"
    "Eline|Jolien|Femke|Zoë|Fleur|Amélie|Kato|Silke|Manon|Axelle|Febe|Britt|Gaëlle|Flore|Nele|Marit|Gitte|Ine|"
    "Himawari|Kotome|Yukiko|Wakaha|Komachi|Kokoha|Narue|Ikuyo|Miyako|Tamie|Konoha|Kimiyo|Nanao|Miwa|Yumiko|"
    "Consuelo|Guadalupe|Nieves|Dolores|Rosario|Soledad|Pilar|Luz|Amparo|Paz|Mercedes|Milagros|Rocío|Sol|Mar|"
    "Socorro|Remedios|Fe|Celeste|Cielo|Alegría|Vitória|Glória|Graça|Esperança|Flor|Aparecida|Conceição|Jasmim|"
    "Fé|Dores|Cândida|Scilla|Clizia|Amabilia|Adalgisa|Beatrice"))
_MEN_IN_A = frozenset(_t("Luca|Bautista|Chukwuemeka|Emeka|Obinna|Ikenna|Ebuka|Uchenna|Kazuya|Akira|Gorka|Mustafa|"
                         "Usama|Joseba|Dindo|Wayra|Bayani|Tolga|Hamzah|Kira"))


def _sex(first: str) -> str:
    word = first.split(" ")[0]
    if word in _MEN_IN_A:
        return "M"
    return "F" if word in _WOMEN or word.endswith("a") else "M"


# Particles inside surnames (never a name part of their own): Spanish, Portuguese, Flemish, Filipino.
PARTICLES = frozenset({"da", "das", "de", "del", "do", "dos", "la", "las", "los", "van", "den", "dela", "delos"})

_PT_DOS = {"Santos", "Reis", "Anjos", "Passos", "Prazeres", "Ramos"}
_PT_DA = {"Silva", "Costa", "Cunha", "Rocha", "Luz", "Cruz", "Mata", "Conceição", "Fonseca", "Paz", "Rosa", "Serra",
          "Veiga", "Silveira", "Paixão", "Piedade", "Anunciação", "Assunção", "Natividade", "Purificação",
          "Ressurreição", "Encarnação", "Gama", "Guerra", "Trindade"}
_PT_DO = {"Nascimento", "Carmo", "Prado", "Amaral", "Couto", "Vale", "Rosário", "Espírito Santo", "Sacramento",
          "Bonfim", "Monte", "Porto", "Valle"}
_PT_DE = {"Oliveira", "Souza", "Sousa", "Almeida", "Andrade", "Assis", "Lima", "Freitas", "Medeiros", "Jesus",
          "Castro", "Melo", "Mello", "Moraes", "Morais", "Barros", "Carvalho", "Campos", "Figueiredo", "Albuquerque",
          "Vasconcelos", "Magalhães", "Sá", "Menezes", "Macedo", "Abreu", "Aguiar", "Azevedo", "Faria", "Paula",
          "Lacerda", "Mesquita", "Queiroz", "Siqueira", "Miranda"}


def _pt_particle(surname: str) -> str:
    if surname in _PT_DOS:
        return "dos"
    if surname in _PT_DA:
        return "da"
    if surname in _PT_DO:
        return "do"
    return "de" if surname in _PT_DE else ""


@dataclass
class _Person:
    first: str
    surnames: list[str]
    particles: list[str]
    origin: str
    language: str
    sex: str = ""

    def __post_init__(self) -> None:
        self.sex = self.sex or _sex(self.first)

    def surname(self, i: int) -> str:
        p = self.particles[i]
        return f"{p} {self.surnames[i]}" if p else self.surnames[i]

    @property
    def used(self) -> int:
        """The surname a title or a short form uses: the first in Spanish, the last in Portuguese."""
        return len(self.surnames) - 1 if self.language == "pt" else 0

    def render(self, form: str, rng: random.Random) -> tuple[str, str]:
        """(text, writing form) of one mention."""
        if form == "any":
            form = rng.choice(("full", "fl", "fl", "init"))
        if form == "full":
            return " ".join([self.first] + [self.surname(i) for i in range(len(self.surnames))]), "full"
        if form == "fl":
            return f"{self.first} {self.surname(self.used)}", "fl"
        if form == "first":
            return self.first, "first"
        if form == "last":
            return self.surname(self.used), "last"
        if form == "init":
            initials = [w[0].upper() + "." for w in self.first.replace("-", " ").split(" ")]
            middle = rng.choice("ABCDEFGHJKLMNPRSTV") + "."
            pick = rng.random()
            if pick < 0.4:
                head = initials[0] if len(initials) == 1 else " ".join(initials)
            elif pick < 0.7:
                head = f"{self.first} {middle}"
            else:
                head = f"{initials[0]} {middle}" if len(initials) == 1 else " ".join(initials)
            return f"{head} {self.surname(self.used)}", "init"
        raise ValueError(form)

    def has_particle(self, text: str) -> bool:
        for i, s in enumerate(self.surnames):
            if s in text and (self.particles[i] or s.startswith(("O'", "Mc")) or s[:3] == "Mac" and s[3:4].isupper()):
                return True
        return False


def _pick(rng: random.Random, *tables: tuple[str, ...]) -> str:
    return rng.choice(rng.choice(tables))


def _es_surnames(rng: random.Random, language: str, table=ES_LAST) -> tuple[list[str], list[str]]:
    two = language == "es" and rng.random() < 0.8
    surnames = rng.sample(table, 2) if two else [rng.choice(table)]
    particles = [""] * len(surnames)
    if rng.random() < 0.16:
        at = rng.randrange(len(surnames))
        particles[at], surnames[at] = rng.choice(ES_PARTICLED)
    elif two and rng.random() < 0.12:  # a compound surname written with a hyphen
        surnames, particles = ["-".join(surnames)], [""]
    return surnames, particles


def _pt_surnames(rng: random.Random, tables: tuple[tuple[str, ...], ...], last: tuple[str, ...] | None = None
                 ) -> tuple[list[str], list[str]]:
    n = rng.choice((1, 2, 2, 2, 3))
    surnames: list[str] = []
    while len(surnames) < n:
        s = _pick(rng, *tables)
        if s not in surnames:
            surnames.append(s)
    if last:
        surnames[-1] = rng.choice(last)
    particles = [""] * len(surnames)
    for i, s in enumerate(surnames):
        if rng.random() < 0.4:
            particles[i] = _pt_particle(s)
    if rng.random() < 0.05 and len(surnames) >= 2 and not any(particles[-2:]):  # "Souza-Lima"
        surnames[-2:] = ["-".join(surnames[-2:])]
        particles = particles[: len(surnames)]
    return surnames, particles


def _make(origin: str, rng: random.Random, language: str) -> _Person:
    def one(table) -> tuple[list[str], list[str]]:
        return [rng.choice(table)], [""]

    sex = ""
    if origin == "spanish":
        sex = rng.choice("MF")
        first = rng.choice(ES_FIRST_M if sex == "M" else ES_FIRST_F)
        if rng.random() < 0.1:
            first = ("José " if sex == "M" else "María ") + rng.choice(ES_FIRST_M if sex == "M" else ES_FIRST_F)
            first = first if first.split(" ")[0] != first.split(" ")[1] else first.split(" ")[0]
        surnames, particles = _es_surnames(rng, language)
    elif origin == "mexican":
        first = rng.choice(MX_FIRST) if rng.random() < 0.6 else _pick(rng, ES_FIRST_M, ES_FIRST_F)
        surnames, particles = _es_surnames(rng, language, MX_LAST + ES_LAST[:60])
    elif origin == "andean":
        first = rng.choice(AN_FIRST) if rng.random() < 0.6 else _pick(rng, ES_FIRST_M, ES_FIRST_F)
        surnames = [rng.choice(AN_LAST)] + ([_pick(rng, AN_LAST, ES_LAST[:80])] if language == "es" else [])
        surnames = list(dict.fromkeys(surnames))
        particles = [""] * len(surnames)
    elif origin == "rioplatense":
        first = rng.choice(IT_FIRST) if rng.random() < 0.5 else _pick(rng, ES_FIRST_M, ES_FIRST_F)
        surnames = [rng.choice(IT_LAST)] + ([rng.choice(ES_LAST)] if language == "es" and rng.random() < 0.4 else [])
        particles = [""] * len(surnames)
    elif origin == "filipino":
        first = rng.choice(PH_FIRST)
        if rng.random() < 0.4:
            particle, s = rng.choice(PH_PARTICLED)
            surnames, particles = [s], [particle]
        else:
            surnames, particles = one(PH_LAST)
    elif origin == "brazilian":
        first = rng.choice(BR_FIRST)
        surnames, particles = _pt_surnames(rng, (PT_LAST,))
    elif origin == "afro-brazilian":
        first = rng.choice(AFRO_BR_FIRST) if rng.random() < 0.6 else rng.choice(BR_FIRST)
        surnames, particles = _pt_surnames(rng, (PT_LAST,), last=AFRO_BR_LAST)
        particles[-1] = _pt_particle(surnames[-1]) if rng.random() < 0.6 else particles[-1]
    elif origin == "japanese-brazilian":
        first = rng.choice(BR_FIRST) if rng.random() < 0.7 else rng.choice(JA_FIRST)
        surnames = ([rng.choice(PT_LAST)] if rng.random() < 0.4 else []) + [rng.choice(JA_LAST)]
        particles = [""] * len(surnames)
    elif origin == "italian-brazilian":
        first = rng.choice(BR_FIRST) if rng.random() < 0.7 else rng.choice(IT_FIRST)
        surnames = ([rng.choice(PT_LAST)] if rng.random() < 0.4 else []) + [rng.choice(IT_LAST)]
        particles = [""] * len(surnames)
    elif origin == "portuguese":
        first = rng.choice(PT_PT_FIRST)
        surnames, particles = _pt_surnames(rng, (PT_PT_LAST, PT_LAST))
    elif origin == "english":
        first = rng.choice(EN_FIRST)
        surnames, particles = one(EN_DOUBLE if rng.random() < 0.15 else EN_LAST)
    elif origin == "gaelic":
        first = rng.choice(GAEL_FIRST) if rng.random() < 0.7 else rng.choice(EN_FIRST)
        surnames, particles = one(GAEL_LAST)
    elif origin == "flemish":
        first = rng.choice(NL_FIRST)
        if rng.random() < 0.5:
            particle, s = rng.choice(NL_PARTICLED)
            surnames, particles = [s], [particle]
        else:
            surnames, particles = one(NL_LAST)
    elif origin == "polish":
        sex = rng.choice("MF")
        first = rng.choice(PL_FIRST_M if sex == "M" else PL_FIRST_F)
        surnames, particles = one(PL_LAST_M if sex == "M" else PL_LAST_F)
    elif origin == "arabic":
        local = {"es": (ES_FIRST_M,), "pt": (BR_FIRST,)}.get(language)
        first = _pick(rng, *local) if local and rng.random() < 0.4 else rng.choice(AR_FIRST)
        surnames, particles = one(AR_HYPH if rng.random() < 0.3 else AR_LAST)
    elif origin == "chinese":
        first, (surnames, particles) = rng.choice(ZH_FIRST), one(ZH_LAST)
    elif origin == "korean":
        first, (surnames, particles) = rng.choice(KO_FIRST), one(KO_LAST)
    elif origin == "turkish":
        first, (surnames, particles) = rng.choice(TR_FIRST), one(TR_LAST)
    elif origin == "indian":
        first, (surnames, particles) = rng.choice(IN_FIRST), one(IN_LAST)
    elif origin == "igbo":
        first, (surnames, particles) = rng.choice(IGBO_FIRST), one(IGBO_LAST)
    elif origin == "haitian":
        first, (surnames, particles) = rng.choice(HT_FIRST), one(HT_LAST)
    elif origin == "word":
        base = _make(_HOME[language], rng, language)
        pick = rng.random()
        if pick < 0.55:
            base.first = rng.choice(WORD_FIRST[language])
            base.sex = _sex(base.first)
        if pick >= 0.4:
            at = base.used
            base.surnames[at] = rng.choice(WORD_LAST[language])
            base.particles[at] = _pt_particle(base.surnames[at]) if language == "pt" and rng.random() < 0.4 else ""
        base.origin = "word"
        return base
    else:
        raise ValueError(origin)
    return _Person(first, surnames, particles, origin, language, sex)


_HOME = {"en": "english", "es": "spanish", "pt": "brazilian"}

# Where each language's people come from (weights).
_MIX = {
    "en": {"english": 22, "gaelic": 10, "flemish": 6, "polish": 5, "chinese": 6, "korean": 5, "arabic": 5, "indian": 5,
           "igbo": 6, "haitian": 5, "filipino": 4, "word": 14, "spanish": 2, "mexican": 3, "turkish": 2},
    "es": {"spanish": 24, "mexican": 13, "andean": 10, "rioplatense": 9, "filipino": 4, "word": 14, "chinese": 3,
           "korean": 2, "arabic": 4, "english": 3, "polish": 2, "haitian": 2, "brazilian": 3, "gaelic": 1,
           "turkish": 1, "flemish": 1},
    "pt": {"brazilian": 24, "afro-brazilian": 11, "japanese-brazilian": 9, "italian-brazilian": 9, "portuguese": 8,
           "word": 14, "arabic": 5, "korean": 2, "chinese": 3, "spanish": 3, "english": 2, "haitian": 3, "turkish": 2,
           "andean": 2, "igbo": 1, "rioplatense": 1},
}
ORIGINS = tuple(sorted({o for mix in _MIX.values() for o in mix}))


# ---------------------------------------------------------------------------- look-alikes
#
# What a careless detector takes for a person: companies and brands named after people, streets,
# hospitals, stations, airports and stadiums named after people, storms, saints' days and holidays,
# titles of books, songs and ships, software, and towns with people's names. Never labelled.
TRAPS = {
    "en": {
        "co": _t("Johnson & Johnson|Wells Fargo|Goldman Sachs|Procter & Gamble|Marks & Spencer|Ben & Jerry's|"
                 "Morgan Stanley|Ernst & Young|Harley-Davidson|Rolls-Royce|Charles Schwab|Merrill Lynch|"
                 "Hewlett-Packard|Lockheed Martin|Wendy's|Trader Joe's|Dick's Sporting Goods|Kohl's|Macy's|"
                 "Sainsbury's|Tim Hortons"),
        "brand": _t("Ford Mustang|Dell XPS|Tesla Model 3|Jack Daniel's|Levi's jeans|Kellogg's cereal|Heinz ketchup|"
                    "Gillette razor|Dyson V8|Cadbury box|Casper mattress|Ring doorbell|Jordan 1s|Hoover vacuum"),
        "street": _t("Martin Luther King Jr. Blvd|Washington Street|Lincoln Avenue|George Street|Victoria Road|"
                     "Madison Avenue|Kennedy Drive|Abbey Road|Churchill Way|Jefferson Ave|Elizabeth Street|"
                     "Franklin Road"),
        "place": _t("St. Mary's Hospital|Johns Hopkins Hospital|Mount Sinai|Lincoln High School|Grand Central|"
                    "King's Cross|JFK|Heathrow|George Bush Intercontinental|Reagan National|Wembley|Fenway Park|"
                    "Madison Square Garden|Paddington station|Victoria station|Logan Airport"),
        "storm": _t("Hurricane Milton|Storm Eunice|Hurricane Helene|Tropical Storm Alberto|Hurricane Beryl|"
                    "Storm Darragh"),
        "saint": _t("St. Patrick's Day|Valentine's Day|Martin Luther King Day|Presidents' Day|Columbus Day|"
                    "Good Friday|St. Andrew's Day|Thanksgiving|Boxing Day|Juneteenth"),
        "work": _t("Moby Dick|Hey Jude|Jolene|Great Expectations|the Mayflower|Wuthering Heights|Bohemian Rhapsody|"
                   "the Queen Mary 2|Little Women|Oliver Twist"),
        "soft": _t("Jenkins|Jira|Alexa|Siri|Cortana|Salesforce|Zendesk|Watson|Ruby on Rails|Django"),
        "city": _t("Charlotte|Austin|Madison|Tyler|Eugene|Lafayette|Jackson|Orlando|Florence|Victoria|Augusta|"
                   "Marion|Chester|Lincoln|Kingston|Beverly Hills"),
    },
    "es": {
        "co": _t("El Corte Inglés|Mercadona|Banco Santander|Grupo Salinas|Casa Lucio|Bodegas Torres|"
                 "Farmacias Guadalajara|Grupo Bimbo|Chocolates Valor|Hermanos García S.L.|Talleres Hernández|"
                 "Ferretería López|Zara|Liverpool|Coppel|Sanborns|Falabella"),
        "brand": _t("Seat León|Cola Cao|Chupa Chups|Tío Pepe|Don Simón|Ron Bacardí|Don Julio|Cerveza Victoria|"
                    "Nescafé|Ford Fiesta|Mahou|Dyson V8"),
        "street": _t("calle Miguel Hernández|Paseo de la Castellana|Av. Benito Juárez|calle Gabriela Mistral|"
                     "avenida Simón Bolívar|plaza Ramón y Cajal|calle Alfonso XII|Av. Corrientes|avenida José Martí|"
                     "calle Federico García Lorca|Av. Libertador Bernardo O'Higgins|calle Isabel la Católica"),
        "place": _t("Hospital Gregorio Marañón|Hospital Ramón y Cajal|Colegio San Ignacio|estación de Atocha|"
                    "Aeropuerto Adolfo Suárez Madrid-Barajas|Aeropuerto Jorge Chávez|Estadio Santiago Bernabéu|"
                    "Estadio Azteca|Hospital Italiano|Universidad Carlos III|Aeropuerto Benito Juárez|"
                    "estación Retiro|Hospital Rebagliati|Centro Comercial Gran Vía"),
        "storm": _t("la borrasca Filomena|la DANA|el huracán Otis|la tormenta tropical Alberto|la borrasca Gloria|"
                    "el huracán Agatha"),
        "saint": _t("San Juan|Reyes|Semana Santa|San Fermín|la Virgen de Guadalupe|Día de Muertos|San Valentín|"
                    "la Inmaculada|San Isidro|Nochebuena|el Pilar|la Merced"),
        "work": _t("Don Quijote|Pedro Páramo|Cien años de soledad|La Bamba|Bésame mucho|"
                   "el buque Juan Sebastián de Elcano|Marianela|Doña Bárbara|Martín Fierro|La casa de Bernarda Alba"),
        "soft": _t("Alexa|Siri|Jira|Holded|Zendesk|Jenkins"),
        "city": _t("Mercedes|Rosario|Concepción|Dolores|Trinidad|Santa Cruz|San José|Victoria|Guadalajara|León|"
                   "Valencia|Florencio Varela|Bolívar|Sucre|Santa Fe|Córdoba"),
    },
    "pt": {
        "co": _t("Casas Bahia|Magazine Luiza|Lojas Americanas|Drogaria São Paulo|Ricardo Eletro|Lojas Renner|"
                 "Riachuelo|Marisa|Havan|Ponto Frio|Natura|Vivara|Drogasil|Pague Menos|Padaria Santa Rita|"
                 "Auto Posto Silva & Filhos|Móveis Martins"),
        "brand": _t("Guaraná Antarctica|Havaianas|Fiat Toro|Chevrolet Onix|Tio João|Dona Benta|Bauducco|Nescau|"
                    "Sadia|Perdigão|Motorola Edge|Brastemp Ative"),
        "street": _t("Av. Getúlio Vargas|Rua Oscar Freire|Av. Presidente Vargas|Rua Barão de Itapetininga|"
                     "Rua Augusta|Av. Brigadeiro Faria Lima|Rua Marechal Deodoro|Praça Tiradentes|"
                     "Rua Visconde de Pirajá|Av. Juscelino Kubitschek|Rua Teodoro Sampaio|Av. Santos Dumont"),
        "place": _t("Hospital Albert Einstein|Hospital Sírio-Libanês|Santa Casa|Aeroporto Santos Dumont|"
                    "Aeroporto Tom Jobim|Estação da Luz|Colégio Dante Alighieri|Maracanã|Estádio Mané Garrincha|"
                    "Universidade Mackenzie|Terminal Tietê|Shopping Iguatemi"),
        "storm": _t("ciclone Yakecan|ciclone Catarina|ciclone Biguá|El Niño"),
        "saint": _t("São João|Tiradentes|Nossa Senhora Aparecida|Corpus Christi|Natal|Finados|Carnaval|"
                    "Santo Antônio|São Pedro|Sexta-feira Santa"),
        "work": _t("Dom Casmurro|Garota de Ipanema|Iracema|Macunaíma|Grande Sertão: Veredas|Asa Branca|"
                   "Capitães da Areia|Gabriela, Cravo e Canela|Memórias Póstumas de Brás Cubas"),
        "soft": _t("Alexa|Siri|Jira|Totvs|Zendesk|Jenkins"),
        "city": _t("Vitória|Natal|Marília|Teresina|Aparecida|Santa Rita|Campinas|Serra|Bonito|Franca|Santos|"
                   "Americana|Palmas|Florianópolis|Petrolina"),
    },
}
# Look-alikes written into the templates themselves (towns, headings, job titles, imperatives).
LITERAL_TRAPS = {
    "en": ("Victoria, Jackson and Florence", "Austin or Charlotte", "CUSTOMER SUCCESS MANAGER", "HEAD OF BILLING",
           "Will Call", "Rose Gold", "Summer Sale", "Mark as resolved", "Grant access", "Reply STOP"),
    "es": ("Mercedes, Rosario y Concepción", "Dolores o en Trinidad", "JEFE DE VENTAS", "ATENCIÓN AL CLIENTE",
           "Rosa Palo", "Marcar como resuelto", "Dar acceso"),
    "pt": ("Vitória, Natal e Marília", "Teresina ou Aparecida", "GERENTE DE CONTAS", "ATENDIMENTO AO CLIENTE",
           "Rosa Chá", "Marcar como resolvido", "Liberar acesso"),
}

_MONTHS = {
    "en": _t("January|February|March|April|May|June|July|August|September|October|November|December"),
    "es": _t("enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre"),
    "pt": _t("janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro"),
}


def _value(slot: str, language: str, rng: random.Random) -> tuple[str, str]:
    """(text, kind) of a non-person slot: kind is a value type, "TRAP", or "" for plain filler."""
    if slot in TRAPS[language]:
        return rng.choice(TRAPS[language][slot]), "TRAP"
    if slot == "email":
        local = rng.choice(("cliente", "user", "compras", "ops", "soporte", "contato", "billing", "c"))
        return f"{local}{rng.randint(2, 999)}@example.{rng.choice(('com', 'org', 'net'))}", "EMAIL_ADDRESS"
    if slot == "phone":
        nn = rng.randint(0, 99)
        return {"en": f"(212) 555-01{nn:02d}", "es": f"+34 555 01{nn:02d} 00", "pt": f"(11) 5555-01{nn:02d}"}[language], \
            "PHONE_NUMBER"
    if slot == "card":
        return "4111 1111 1111 1111", "CREDIT_CARD"
    if slot == "order":
        return f"{rng.choice('ABCDKRTX')}{rng.choice('ABCDKRTX')}-{rng.randint(1000, 99999)}", ""
    if slot == "ticket":
        return f"#{rng.randint(10000, 99999)}", ""
    if slot == "amount":
        n, c = rng.randint(5, 900), rng.randint(0, 99)
        return {"en": f"${n}.{c:02d}", "es": f"{n},{c:02d} €", "pt": f"R$ {n},{c:02d}"}[language], ""
    if slot == "time":
        return f"{rng.randint(8, 20)}:{rng.choice(('00', '15', '30', '45'))}", ""
    if slot == "date":
        month, day = rng.choice(_MONTHS[language]), rng.randint(1, 28)
        return (f"{month} {day}" if language == "en" else f"{day} de {month}"), "TRAP"
    raise ValueError(slot)


def _title(person: _Person, language: str, rng: random.Random, before_first: bool) -> str:
    woman = person.sex == "F"
    if before_first:
        return rng.choice({"es": (("Don",), ("Doña", "Dña.")), "pt": (("Seu",), ("Dona",)),
                           "en": (("Uncle",), ("Aunt",))}[language][woman])
    return rng.choice({"en": (("Mr.", "Mr.", "Dr."), ("Ms.", "Mrs.", "Dr.")),
                       "es": (("Sr.", "Sr.", "Dr.", "Lic."), ("Sra.", "Sra.", "Dra.", "Lic.")),
                       "pt": (("Sr.", "Sr.", "Dr."), ("Sra.", "Sra.", "Dra."))}[language][woman])


# ---------------------------------------------------------------------------- templates
#
# [[P1.full]] first name(s) and every surname with its particles; [[P1.fl]] first name and the surname
# in use (the first in Spanish, the last in Portuguese); [[P1.first]]; [[P1.last]] the surname in use,
# always after a title; [[P1.init]] "K. Surname", "First K. Surname" or "R. K. Surname"; [[P1.any]] one
# of full, fl, fl, init. {t:P1} a title for P1 before a surname (outside the label), {tf:P1} one before
# a first name (Don, Doña, Seu, Dona, Aunt, Uncle). {email} {phone} {card} {order} {ticket} {amount}
# {time} {date}: obviously fake values. {co} {brand} {street} {place} {storm} {saint} {work} {soft}
# {city}: look-alikes from TRAPS. A template without "[[" holds no person.
TEMPLATES: dict[str, list[str]] = {
    "en": [
        "hi this is [[P1.fl]] i ordered a blender last week {order} and it still hasnt shipped?? pls help",
        "Hello [[P1.first]],\n\nThanks for reaching out about order {order}. I've issued a refund of {amount} to the "
        "card ending 1111.\n\nBest,\n[[P2.fl]]\nCustomer Care, {co}",
        "---------- Forwarded message ---------\nFrom: [[P1.full]] <{email}>\nTo: [[P2.full]] <{email}>\n"
        "Subject: Re: damaged parcel\n\n[[P2.first]], can you take this one? The customer already called twice.",
        "Ticket {ticket}\nRequester: [[P1.full]]\nAssignee: [[P2.init]]\nPriority: High\nStatus: Open\n"
        "Notes: customer says the courier left it at {place}.",
        "name,email,phone,plan\n[[P1.full]],{email},{phone},Premium\n[[P2.fl]],{email},{phone},Basic",
        "ts=14:02:11 level=info event=refund_issued agent=\"[[P1.fl]]\" customer=\"[[P2.full]]\" amount={amount}",
        "{\"customer_name\": \"[[P1.full]]\", \"email\": \"{email}\", \"tier\": \"gold\", \"last_agent\": \"[[P2.fl]]\"}",
        "Customer clicked https://shop.example.com/account/verify?first=[[P1.first]]&ref=mail and got a 404. "
        "[[P1.fl]] says it worked yesterday.",
        "Agent: Thanks for calling {co}, this is [[P1.first]]. Who am I speaking with?\nCaller: It's [[P2.full]].\n"
        "Agent: Thanks, {t:P2} [[P2.last]]. How can I help?",
        "Hi [[P1.first]], your driver [[P2.first]] is 5 min away. Reply STOP to opt out.",
        "Invitation: Onboarding call @ Tue {time}\nOrganizer: [[P1.full]]\nGuests: [[P2.fl]], [[P3.fl]] and {email}\n"
        "Where: {place}",
        "Delivery note: leave with neighbour [[P1.fl]] at No. 12 if [[P2.first]] isn't home. Do not leave at {place}.",
        "REFUND REQUEST\nCustomer: [[P1.full]]\nCard: {card}\nReason: wrong size\nApproved by: [[P2.init]]",
        "cb req'd - spoke w/ [[P1.first]] re: dbl charge, esc to [[P2.init]] (billing). cust prefers email {email}",
        "> On Monday, [[P1.fl]] wrote:\n> I still haven't received my {brand}.\n\nHi [[P1.first]], I've checked "
        "with the warehouse and it left today.",
        "Escalations today:\n- [[P1.fl]] (duplicate charge)\n- [[P2.any]] (login loop)\n- [[P3.any]] (address change)",
        "| customer | agent | status |\n|---|---|---|\n| [[P1.full]] | [[P2.first]] | waiting |",
        "Can you check [[P1.fl]]'s order? The tracking on {order} hasn't moved since {date}.",
        "I'm writing on behalf of my mother, [[P1.full]]. [[P1.first]]'s account was locked after she changed her "
        "phone to {phone}.",
        "Looping in [[P1.fl]] from logistics, cc [[P2.fl]]. {t:P3} [[P3.last]] is still waiting on the replacement.",
        "[[P1.first]] called again about the {brand}. Told them we'd ship a new one by {date}.",
        "Please refund [[P1.full]] for the late delivery and note it on ticket {ticket}.",
        "The account holder ([[P1.init]]) asked us to add [[P2.fl]] as an authorised user.",
        "Thanks so much for your patience!\n\nKind regards,\n[[P1.full]]\nSenior Support Specialist | {co}\n{phone}",
        "ok thanks [[P1.first]] youre a lifesaver\n\nbest, [[P2.first]]",
        "Dear {t:P1} [[P1.last]],\n\nWe're sorry your stay near {place} didn't meet expectations. A voucher for "
        "{amount} is attached.\n\nSincerely,\n[[P2.init]]",
        "My name is [[P1.full]] and I'm the office manager at {co}. Our invoices should go to [[P2.fl]] in "
        "accounts ({email}).",
        "[[P1.first]]: is anyone there\n[[P1.first]]: my card {card} was charged twice\nAgent [[P2.first]]: Hi "
        "[[P1.first]], looking into it now",
        "Authorised users on this account: [[P1.fl]], [[P2.fl]] and [[P3.first]].",
        "Voicemail from {phone}, {time}: \"hey it's [[P1.fl]] again, calling about the return, call me back\"",
        "Gift message: Happy birthday [[P1.first]]! Love, [[P2.first]] and the kids",
        "Your agent [[P1.first]] hung up on me and [[P2.fl]] from {co} never emailed back. I want this fixed "
        "before {saint}.",
        "Ship to: [[P1.full]]\n{street}\nAttn: {t:P1} [[P1.last]]",
        "5 stars. [[P1.first]] at the {city} branch sorted my {brand} in ten minutes, and [[P1.first]]'s manager "
        "called the next day.",
        "Handover: [[P1.fl]] is waiting for a callback; her husband [[P2.first]] may answer. Do not discuss "
        "[[P1.first]]'s balance with [[P2.first]].",
        "Verified caller as [[P1.full]] (DOB on file, last four 1111). Caller asked for the statement to be sent to "
        "[[P1.init]] at {email}.",
        "@channel heads up, [[P1.fl]] is covering for [[P2.fl]] today; ping [[P1.first]] for refunds over {amount}",
        "Name on card: [[P1.full]]\nBilling zip: 10001\nRequested by {tf:P2} [[P2.first]] on the phone",
        # no person
        "Your order from {co} has shipped! Track it at https://track.example.com/{order}. Estimated arrival: {date}.",
        "Please note: {place} will be closed for {saint}. Deliveries resume the following Monday.",
        "Store hours for the {street} location changed after {storm}. We open at 10 and close at 6 until further notice.",
        "CUSTOMER SUCCESS MANAGER\nHEAD OF BILLING\nTEAM LEAD, RETURNS\n\nPlease route escalations to the queue, "
        "not to individuals.",
        "Q: Does the {brand} work with {soft}?\nA: Yes. Open the app, tap Settings > Devices, then Add.",
        "Summary\n- Refund issued: {amount}\n- Replacement: {brand}\n- Pickup: {place}\nNext steps: Mark as resolved "
        "once the courier scans it.",
        "Reminder: orders placed after {time} on Friday ship on Monday. {co} and {co} parcels go out on Tuesday.",
        "sku,product,qty\nA-100,{brand},2\nA-204,Rose Gold case,1\nA-311,Summer Sale bundle,3",
        "Flight change: your connection via {place} was cancelled because of {storm}. Rebook at "
        "https://air.example.com/manage?ref={order}",
        "{\"status\": \"ok\", \"merchant\": \"{co}\", \"store\": \"{street}\", \"channel\": \"web\"}",
        "Grant access to the {soft} dashboard for the Returns team and the Will Call desk.",
        "Thanks for shopping with us! Staff picks this month: {work} and {work}. Use code SPRING10 at checkout.",
        "The {city} warehouse ships to {city} and {city}. Cut-off is {time}.",
        "lol the {brand} arrived but the box says {co} not {co}?? is that normal",
        "Agent note: customer asked whether {place} accepts returns. Told them only the {street} store does.",
        "Holiday schedule\nMonday: closed ({saint})\nTuesday: 9 to 5\nWednesday: 9 to 5",
        "Subject: Your {soft} subscription renews on {date}\n\nNo action needed. Manage billing at "
        "https://billing.example.com/plan?tier=pro",
        "Victoria, Jackson and Florence stores are out of stock of the {brand}; try Austin or Charlotte.",
        "Survey results: 92% said the {brand} met expectations; the {city} branch scored highest.",
        "Happy {saint} from everyone at {co}! Free shipping through Sunday.",
    ],
    "es": [
        "hola soy [[P1.fl]] hice un pedido el lunes {order} y todavia no llega, me pueden ayudar??",
        "Hola, [[P1.first]]:\n\nLe confirmamos el reembolso de {amount} en la tarjeta terminada en 1111.\n\n"
        "Atentamente,\n[[P2.full]]\nAtención al Cliente, {co}",
        "---------- Mensaje reenviado ----------\nDe: [[P1.full]] <{email}>\nPara: [[P2.fl]] <{email}>\n"
        "Asunto: RE: pedido dañado\n\n[[P2.first]], ¿puedes encargarte tú? El cliente ya llamó dos veces.",
        "Ticket {ticket}\nSolicitante: [[P1.full]]\nAsignado a: [[P2.init]]\nPrioridad: Alta\nEstado: Abierto\n"
        "Nota: dice que el repartidor lo dejó en {place}.",
        "nombre;correo;teléfono;plan\n[[P1.full]];{email};{phone};Premium\n[[P2.full]];{email};{phone};Básico",
        "ts=09:14:52 nivel=info evento=reembolso agente=\"[[P1.fl]]\" cliente=\"[[P2.full]]\" importe=\"{amount}\"",
        "{\"nombre_cliente\": \"[[P1.full]]\", \"correo\": \"{email}\", \"ciudad\": \"{city}\"}",
        "El cliente abrió https://tienda.example.com/cuenta?nombre=[[P1.first]]&origen=correo y le sale error. "
        "Dice [[P1.fl]] que ayer funcionaba.",
        "Agente: Gracias por llamar a {co}, le atiende [[P1.first]]. ¿Con quién hablo?\nCliente: Con [[P2.full]].\n"
        "Agente: Muy bien, {t:P2} [[P2.last]], ¿en qué le ayudo?",
        "[[P1.first]], tu repartidor [[P2.first]] llega en 5 min. Código de entrega: 4821.",
        "Invitación: Llamada de seguimiento, jueves {time}\nOrganizador: [[P1.full]]\nInvitados: [[P2.fl]], "
        "[[P3.fl]] y {email}\nLugar: {place}",
        "Nota de entrega: si no está [[P1.first]], dejar con la vecina, [[P2.fl]], en el 3.º B. No dejar en "
        "conserjería.",
        "SOLICITUD DE DEVOLUCIÓN\nTitular: [[P1.full]]\nTarjeta: {card}\nMotivo: talla equivocada\n"
        "Autorizado por: [[P2.init]]",
        "llamó [[P1.first]] x cobro duplicado, se escala a [[P2.init]] (facturación). prefiere q le escriban a {email}",
        "> El lunes, [[P1.fl]] escribió:\n> Todavía no me llegó el {brand}.\n\nHola [[P1.first]], ya revisé con el "
        "almacén y salió hoy.",
        "Escalados de hoy:\n- [[P1.fl]] (cargo duplicado)\n- [[P2.any]] (no puede entrar)\n- [[P3.any]] (cambio de "
        "dirección)",
        "| cliente | agente | estado |\n|---|---|---|\n| [[P1.full]] | [[P2.first]] | pendiente |",
        "¿Pueden revisar el pedido de [[P1.fl]]? El seguimiento de {order} no se mueve desde el {date}.",
        "Escribo en nombre de mi madre, [[P1.full]]. La cuenta de [[P1.first]] se bloqueó cuando cambió el teléfono "
        "al {phone}.",
        "Te paso a [[P1.fl]], de logística; cc: [[P2.fl]]. {t:P3} [[P3.last]] sigue esperando el repuesto.",
        "[[P1.first]] volvió a llamar por lo del {brand}. Le dije que se lo mandamos antes del {date}.",
        "Favor de reembolsar a [[P1.full]] por el retraso y anotarlo en el ticket {ticket}.",
        "El titular de la cuenta ([[P1.init]]) pidió añadir a [[P2.fl]] como usuario autorizado.",
        "Gracias por su paciencia.\n\nAtentamente,\n[[P1.full]]\nEspecialista de Soporte | {co}\n{phone}",
        "ok gracias [[P1.first]] me salvaste\n\nsaludos, [[P2.first]]",
        "Estimado/a {t:P1} [[P1.last]]:\n\nLamentamos que su estancia cerca de {place} no haya sido la esperada. "
        "Adjuntamos un bono de {amount}.\n\nUn saludo,\n[[P2.init]]",
        "Me llamo [[P1.full]] y llevo la administración de {co}. Las facturas deben ir a [[P2.fl]], de contabilidad "
        "({email}).",
        "[[P1.first]]: hola hay alguien\n[[P1.first]]: me cobraron dos veces en la tarjeta {card}\nAgente "
        "[[P2.first]]: Hola [[P1.first]], ya lo estoy mirando",
        "Usuarios autorizados en esta cuenta: [[P1.fl]], [[P2.fl]] y [[P3.first]].",
        "Mensaje de voz de {phone}, {time}: \"hola soy [[P1.fl]] otra vez, es por la devolución, llámenme\"",
        "Mensaje de regalo: ¡Feliz cumpleaños, [[P1.first]]! Con cariño, [[P2.first]] y los niños",
        "Su agente [[P1.first]] me colgó y [[P2.fl]], de {co}, nunca me respondió. Quiero una solución antes de "
        "{saint}.",
        "Enviar a: [[P1.full]]\n{street}\nAtención: {t:P1} [[P1.last]]",
        "5 estrellas. [[P1.first]], de la sucursal de {city}, me arregló el {brand} en diez minutos.",
        "Traspaso: [[P1.fl]] espera que la llamen; puede contestar su marido, [[P2.first]]. No hablar del saldo con "
        "[[P2.first]].",
        "Verificada la identidad de [[P1.full]] (fecha de nacimiento en ficha). Pide el extracto a nombre de "
        "[[P1.init]] en {email}.",
        "{tf:P1} [[P1.first]] pregunta si puede pasar a recoger el paquete el sábado ({place}).",
        "Nombre en la tarjeta: [[P1.full]]\nCP: 28013\nLo pidió [[P2.fl]] por teléfono",
        # no person
        "¡Tu pedido de {co} ya va en camino! Síguelo en https://envios.example.com/{order}. Llegada estimada: {date}.",
        "Aviso: {place} permanecerá cerrado por {saint}. Las entregas se reanudan el lunes.",
        "El horario de la tienda de {street} cambió tras {storm}. Abrimos a las 10 y cerramos a las 20.",
        "JEFE DE VENTAS\nATENCIÓN AL CLIENTE\nRESPONSABLE DE DEVOLUCIONES\n\nEnviar las incidencias a la cola, no a "
        "personas concretas.",
        "P: ¿El {brand} funciona con {soft}?\nR: Sí. Abre la app, toca Ajustes > Dispositivos y luego Añadir.",
        "Resumen\n- Reembolso: {amount}\n- Reposición: {brand}\n- Recogida: {place}\nSiguiente paso: Marcar como "
        "resuelto cuando el mensajero lo escanee.",
        "Recuerda: los pedidos hechos después de las {time} del viernes salen el lunes. Los de {co} y {co} salen el "
        "martes.",
        "sku;producto;cant\nB-100;{brand};2\nB-204;Funda Rosa Palo;1\nB-311;Pack Verano;3",
        "Cambio de vuelo: su conexión por {place} se canceló por {storm}. Gestione la reserva en "
        "https://vuelos.example.com/gestion?ref={order}",
        "{\"estado\": \"ok\", \"comercio\": \"{co}\", \"tienda\": \"{street}\", \"canal\": \"web\"}",
        "Dar acceso al panel de {soft} al equipo de Devoluciones y a Caja.",
        "Gracias por tu compra. Recomendados del mes: {work} y {work}. Usa el código PRIMAVERA10.",
        "El almacén de {city} reparte en {city} y {city}. Hora de corte: {time}.",
        "jajaja me llegó el {brand} pero la caja dice {co} y no {co}?? es normal",
        "Nota del agente: la clienta preguntó si en {place} aceptan devoluciones. Le dije que solo en la tienda de "
        "{street}.",
        "Calendario de festivos\nLunes: cerrado ({saint})\nMartes: de 9 a 18\nMiércoles: de 9 a 18",
        "Asunto: Tu suscripción de {soft} se renueva el {date}\n\nNo tienes que hacer nada. Gestiona el pago en "
        "https://pagos.example.com/plan?nivel=pro",
        "Las tiendas de Mercedes, Rosario y Concepción no tienen stock del {brand}; pruebe en Dolores o en Trinidad.",
        "Encuesta: el 92 % dijo que el {brand} cumplió sus expectativas; la sucursal de {city} fue la mejor valorada.",
        "¡Feliz {saint} de parte de todo el equipo de {co}! Envío gratis hasta el domingo.",
    ],
    "pt": [
        "oi aqui é [[P1.fl]] fiz um pedido segunda {order} e ate agora nada, alguem pode me ajudar??",
        "Olá, [[P1.first]]!\n\nConfirmamos o estorno de {amount} no cartão final 1111.\n\nAtt.,\n[[P2.full]]\n"
        "Atendimento, {co}",
        "---------- Mensagem encaminhada ----------\nDe: [[P1.full]] <{email}>\nPara: [[P2.fl]] <{email}>\n"
        "Assunto: RES: pedido avariado\n\n[[P2.first]], consegue pegar esse? O cliente já ligou duas vezes.",
        "Chamado {ticket}\nSolicitante: [[P1.full]]\nResponsável: [[P2.init]]\nPrioridade: Alta\nStatus: Aberto\n"
        "Obs: diz que o entregador deixou perto de {place}.",
        "nome,email,telefone,plano\n[[P1.full]],{email},{phone},Premium\n[[P2.full]],{email},{phone},Básico",
        "ts=16:40:03 nivel=info evento=estorno atendente=\"[[P1.fl]]\" cliente=\"[[P2.full]]\" valor=\"{amount}\"",
        "{\"nome_cliente\": \"[[P1.full]]\", \"email\": \"{email}\", \"cidade\": \"{city}\"}",
        "O cliente abriu https://loja.example.com/conta?nome=[[P1.first]]&origem=email e deu erro. [[P1.fl]] "
        "disse que ontem funcionava.",
        "Atendente: Obrigada por ligar para a {co}, aqui é [[P1.first]]. Com quem eu falo?\nCliente: [[P2.full]].\n"
        "Atendente: Certo, {t:P2} [[P2.last]], em que posso ajudar?",
        "[[P1.first]], seu entregador [[P2.first]] chega em 5 min. Não responda esta mensagem.",
        "Convite: Reunião de alinhamento, quinta {time}\nOrganizador: [[P1.full]]\nConvidados: [[P2.fl]], [[P3.fl]] "
        "e {email}\nLocal: {place}",
        "Obs. de entrega: se [[P1.first]] não estiver, deixar com a vizinha [[P2.fl]], apto 32. Não deixar na "
        "portaria.",
        "SOLICITAÇÃO DE REEMBOLSO\nTitular: [[P1.full]]\nCartão: {card}\nMotivo: tamanho errado\n"
        "Aprovado por: [[P2.init]]",
        "cliente [[P1.first]] ligou pq cobraram 2x, escalado p/ [[P2.init]] (financeiro). prefere contato por {email}",
        "> Na segunda-feira, [[P1.fl]] escreveu:\n> Ainda não recebi o produto ({brand}).\n\nOi [[P1.first]], já "
        "verifiquei com o estoque e saiu hoje.",
        "Escalonamentos de hoje:\n- [[P1.fl]] (cobrança em dobro)\n- [[P2.any]] (não consegue entrar)\n- [[P3.any]] "
        "(troca de endereço)",
        "| cliente | atendente | status |\n|---|---|---|\n| [[P1.full]] | [[P2.first]] | aguardando |",
        "Podem verificar o pedido de [[P1.fl]]? O rastreio do {order} não anda desde {date}.",
        "Escrevo em nome da minha mãe, [[P1.full]]. A conta de [[P1.first]] foi bloqueada quando ela trocou o celular "
        "para {phone}.",
        "Incluindo [[P1.fl]] da logística, cc [[P2.fl]]. {t:P3} [[P3.last]] continua esperando a peça.",
        "[[P1.first]] ligou de novo por causa do {brand}. Falei que enviamos até {date}.",
        "Favor estornar [[P1.full]] pelo atraso e registrar no chamado {ticket}.",
        "A titular da conta ([[P1.init]]) pediu para incluir [[P2.fl]] como dependente.",
        "Agradecemos a paciência.\n\nAtenciosamente,\n[[P1.full]]\nAnalista de Suporte | {co}\n{phone}",
        "blz valeu [[P1.first]] salvou meu dia\n\nabs, [[P2.first]]",
        "Prezado(a) {t:P1} [[P1.last]],\n\nLamentamos que sua estadia perto de {place} não tenha sido a esperada. "
        "Segue um voucher de {amount}.\n\nAtt.,\n[[P2.init]]",
        "Meu nome é [[P1.full]] e cuido da administração da {co}. As notas fiscais devem ir para [[P2.fl]], do "
        "financeiro ({email}).",
        "[[P1.first]]: oi tem alguém aí\n[[P1.first]]: cobraram duas vezes no cartão {card}\nAtendente [[P2.first]]: "
        "Oi [[P1.first]], já estou vendo",
        "Usuários autorizados nesta conta: [[P1.fl]], [[P2.fl]] e [[P3.first]].",
        "Mensagem de voz de {phone}, {time}: \"oi é [[P1.fl]] de novo, é sobre a devolução, me liguem\"",
        "Mensagem do presente: Feliz aniversário, [[P1.first]]! Com carinho, [[P2.first]] e as crianças",
        "O atendente [[P1.first]] desligou na minha cara e [[P2.fl]], da {co}, nunca respondeu. Quero isso resolvido "
        "antes do feriado ({saint}).",
        "Destinatário: [[P1.full]]\n{street}\nA/C: {t:P1} [[P1.last]]",
        "5 estrelas. [[P1.first]], da loja de {city}, resolveu meu problema com o {brand} em dez minutos.",
        "Passagem de turno: [[P1.fl]] aguarda retorno; o marido, [[P2.first]], pode atender. Não falar do saldo com "
        "[[P2.first]].",
        "Identidade confirmada: [[P1.full]] (data de nascimento no cadastro). Pediu o extrato em nome de [[P1.init]] "
        "no {email}.",
        "{tf:P1} [[P1.first]] perguntou se pode retirar o pacote no sábado ({place}).",
        "Nome no cartão: [[P1.full]]\nPedido feito por [[P2.fl]] pelo telefone",
        # no person
        "Seu pedido da {co} já está a caminho! Acompanhe em https://rastreio.example.com/{order}. Previsão: {date}.",
        "Aviso: {place} ficará fechado no feriado ({saint}). As entregas voltam na segunda.",
        "O horário da loja da {street} mudou depois do {storm}. Abrimos às 10 e fechamos às 22.",
        "GERENTE DE CONTAS\nATENDIMENTO AO CLIENTE\nCOORDENAÇÃO DE TROCAS\n\nEncaminhar chamados para a fila, não "
        "para pessoas.",
        "P: O {brand} funciona com a {soft}?\nR: Sim. Abra o app, toque em Configurações > Dispositivos e depois em "
        "Adicionar.",
        "Resumo\n- Estorno: {amount}\n- Reposição: {brand}\n- Retirada: {place}\nPróximo passo: Marcar como resolvido "
        "quando a transportadora escanear.",
        "Lembrete: pedidos feitos depois das {time} de sexta saem na segunda. Os da {co} e da {co} saem na terça.",
        "sku,produto,qtd\nC-100,{brand},2\nC-204,Capinha Rosa Chá,1\nC-311,Kit Verão,3",
        "Alteração de voo: sua conexão em {place} foi cancelada por causa do {storm}. Gerencie em "
        "https://voos.example.com/reserva?ref={order}",
        "{\"status\": \"ok\", \"loja\": \"{co}\", \"endereco\": \"{street}\", \"canal\": \"app\"}",
        "Liberar acesso ao painel do {soft} para o time de Trocas e para o Caixa.",
        "Obrigado pela compra! Sugestões do mês: {work} e {work}. Use o cupom VERAO10.",
        "O CD de {city} entrega em {city} e {city}. Horário de corte: {time}.",
        "kkkkk chegou o {brand} mas a caixa ta escrito {co} e nao {co}?? é normal",
        "Nota do atendente: a cliente perguntou se em {place} aceitam troca. Falei que só na loja da {street}.",
        "Feriados\nSegunda: fechado ({saint})\nTerça: das 9h às 18h\nQuarta: das 9h às 18h",
        "Assunto: Sua assinatura do {soft} renova em {date}\n\nNão precisa fazer nada. Gerencie o pagamento em "
        "https://pagamentos.example.com/plano?nivel=pro",
        "As lojas de Vitória, Natal e Marília estão sem estoque do {brand}; tente Teresina ou Aparecida.",
        "Pesquisa: 92% disseram que o {brand} atendeu às expectativas; a loja de {city} teve a melhor nota.",
        "Feliz {saint} de toda a equipe da {co}! Frete grátis até domingo.",
    ],
}


# ---------------------------------------------------------------------------- messages


@dataclass
class Sealed13Message(NameMessage):
    """A message of the set: which template (index in its language's list) and its people's origins."""

    template: int = 0
    origins: tuple[str, ...] = ()
    traps: list[Labelled] = field(default_factory=list)


_SLOT = re.compile(r"\[\[P(\d)\.(full|fl|first|last|init|any)\]\]|\{(t|tf):P(\d)\}|\{([a-z]+)\}")


@lru_cache(maxsize=3)
def _words(language: str) -> frozenset[str]:
    return frozenset(fold(w).casefold() for w in WORD_FIRST[language] + WORD_LAST[language])


def _tags(person: _Person, text: str, form: str, language: str) -> str:
    tags = [form]
    shown = [] if form == "first" else (range(len(person.surnames)) if form == "full" else [person.used])
    if any("-" in person.surnames[i] for i in shown):
        tags.append("hyph")
    if any(person.particles[i] or person.surnames[i].startswith(("O'", "Mc"))
           or person.surnames[i][:3] == "Mac" and person.surnames[i][3:4].isupper() for i in shown):
        tags.append("part")
    if any(fold(w).casefold() in _words(language) for w in re.split(r"[ \-]", text)):
        tags.append("word")
    if form == "first" and fold(person.first).casefold() in _words(language):
        tags.append("wfirst")
    return "+".join(tags)


def _people(template: str, language: str, rng: random.Random) -> dict[int, _Person]:
    mix = _MIX[language]
    people: dict[int, _Person] = {}
    for i in sorted({int(n) for n in re.findall(r"P(\d)", template)}):
        for _ in range(50):
            p = _make(rng.choices(list(mix), weights=list(mix.values()))[0], rng, language)
            if all(p.first != q.first and p.surnames != q.surnames for q in people.values()):
                break
        people[i] = p
    return people


def _message(template: str, index: int, language: str, casing: str, k: int, seed: int) -> Sealed13Message:
    rng = random.Random(f"{seed}:{language}:{index}:{casing}:{k}")
    people = _people(template, language, rng)
    whole = k % 2 == 0
    folded = casing == "lower case" and language in ("es", "pt") and k % 4 in (0, 3)

    def cased(text: str, is_name: bool) -> str:
        if casing == "ALL CAPS" and (whole or is_name):
            text = text.upper()
        elif casing == "lower case" and (whole or is_name):
            text = text.lower()
        return fold(text) if folded else text

    message = Sealed13Message(language=language, casing=casing, locale=f"sealed13-{language}", template=index,
                              origins=tuple(people[i].origin for i in sorted(people)))
    pos = 0
    for m in _SLOT.finditer(template):
        message.add(cased(template[pos:m.start()], False))
        if m.group(1):
            person = people[int(m.group(1))]
            text, form = person.render(m.group(2), rng)
            message.add(cased(text, True), message.names, "PERSON", _tags(person, text, form, language))
        elif m.group(3):
            message.add(cased(_title(people[int(m.group(4))], language, rng, m.group(3) == "tf"), False))
        else:
            text, kind = _value(m.group(5), language, rng)
            into = message.traps if kind == "TRAP" else message.values if kind else None
            message.add(cased(text, False), into, kind)
        pos = m.end()
    message.add(cased(template[pos:], False))
    return message


def generate_sealed13(per_template: int = 4, seed: int = SEED) -> list[Sealed13Message]:
    """Every template, for every casing class, `per_template` times: the same list for the same seed."""
    out = []
    for language, templates in TEMPLATES.items():
        for index, template in enumerate(templates):
            for casing in CASINGS:
                for k in range(per_template):
                    out.append(_message(template, index, language, casing, k, seed))
    return out


@lru_cache(maxsize=1)
def known_parts() -> frozenset[str]:
    """Every word a name of this set may be made of, casefolded, accents folded (for the tests)."""
    tables = [v for k, v in globals().items()
              if k != "ORIGINS" and isinstance(v, tuple) and v and all(isinstance(x, str) for x in v)]
    pairs = [ES_PARTICLED, NL_PARTICLED, PH_PARTICLED]
    words: set[str] = set()
    for table in tables + [s for p in pairs for _, s in p] + list(WORD_FIRST.values()) + list(WORD_LAST.values()):
        for name in ([table] if isinstance(table, str) else table):
            for part in re.split(r"[ \-']", name):
                if part:
                    words.add(fold(part).casefold())
                    words.add(fold(part).casefold().replace("ı", "i"))
    return frozenset(words)


__all__ = ["SEED", "TEMPLATES", "ORIGINS", "PARTICLES", "TRAPS", "LITERAL_TRAPS", "Sealed13Message",
           "generate_sealed13", "known_parts"]
