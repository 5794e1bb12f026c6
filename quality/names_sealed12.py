"""The sealed12 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with
people's names labelled, written by someone who never read the recognizer nor any other set's
templates. It is a measure: read its numbers as a table only.

Where the names come from (each table below is transcribed here; CI needs no package):

- Portuguese (European) first names and surnames: the proper nouns of Debian's `wportuguese`
  word list (20220621-1, source ispell.pt by Projecto Natura, Universidade do Minho; GPL-2+ or
  LGPL-2.1+ or MPL-1.1). Only entries the list holds were kept (each was checked against it).
- Catalan first names and surnames: the proper nouns of Debian's `wcatalan` word list
  (0.20111230b-14, from the Softcatalà/Catalan ispell dictionary; GPL-2+ or LGPL-2.1+ or MPL-1.1),
  checked the same way.
- Brazilian first names and surnames: npm `@js-brasil/fakerbr` (0.0.2, ISC), its
  NOMES_FEMININOS, NOMES_MASCULINOS and SOBRENOMES tables (written there upper case without
  accents; accents restored here; eight more first names of each sex written here). The same package's street table (LOCALIZACAO_RUAS: "Rui
  Barbosa", "Santos Dumont", "Duque de Caxias"…) gives the Portuguese street traps, which are
  people's names that are not persons in the text.
- Written here, short tables for what those lists miss: English, Irish/Scottish (O', Mc),
  Dutch (van, van der, de), Polish, romanised Chinese, Korean and Vietnamese, Arabic, Turkish,
  Igbo, Haitian, Spanish, Mexican, Andean (Quechua/Aymara surnames), Rioplatense
  (Italian-Argentine), Filipino (Spanish surnames), Afro-Brazilian, Japanese-Brazilian, and in
  each language names that are also common words (Summer, Hope, Young; Consuelo, Nieves, Cruz,
  Prado; Glória, Socorro, Serra, Campos, Fontes, Leal).

Template notation. A template is a string with slots:

- ``[[pN:form]]`` is person N of the message in one name form, labelled PERSON exactly (the
  slot's text is the label). Forms: ``full`` (first name(s) and every surname with particles),
  ``fl`` (first name and the surname in use), ``first``, ``last`` (the surname in use; the
  template puts a ``[[pN:title]]`` before it), ``init`` ("K. Surname", "First K. Surname" or
  "R. K. Surname"), ``hyph`` (two surnames joined by a hyphen), ``part`` (a particled surname:
  da, dos, de la, del, van, van der, O', Mc), ``word`` (a name one of whose parts is a common
  word), ``wfirst`` (such a first name alone), ``any`` (one of full, fl, init, hyph).
- ``[[pN:title]]`` is a courtesy title fitting the person (Mr., Ms., Sra., Dra., Dona…) and
  ``[[pN:email]]`` an example.com address built from the name: neither is labelled.
- ``((phone))`` an obviously fake phone of the language ((212) 555-01xx, +34 555 01xx 00,
  (11) 5555-01xx), ``((card))`` the test card 4111 1111 1111 1111, ``((order))`` a short order
  code, ``((street))`` a street named after a person (a trap, never labelled).

A template without ``[[`` holds no person: it is full of things that look like names (companies,
streets, saints' days, storms, products, headings in capitals) and none is labelled.

Casing classes (quality.names_corpus.CASINGS): "as written"; "ALL CAPS", half of the messages
whole upper case and half with only the names upper case; "lower case", half whole lower case and
half only the names, and in es/pt every other lower-case message has its accents folded.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import Person, fold

SEED = 57_318


def _w(text: str) -> tuple[str, ...]:
    return tuple(text.split())


# --- names -----------------------------------------------------------------------------------
# origin -> (female first names, male first names, surnames, how many surnames a full name has)

# Debian wportuguese (ispell.pt), entries present in the list.
_PT_F = _w("Adelaide Albertina Amélia Ângela Antonieta Beatriz Berta Carminda Catarina Cecília Clotilde "
           "Conceição Edite Elvira Ermelinda Felismina Fernanda Filipa Florbela Gabriela Guiomar Helena "
           "Henriqueta Inês Irene Isaura Joana Joaquina Júlia Julieta Leonor Lídia Lília Lurdes Madalena "
           "Mafalda Manuela Margarida Natália Olímpia Otília Palmira Raquel Rosália Sofia Susana Teresa "
           "Zélia Zulmira")
_PT_M = _w("Adelino Afonso Albano Albertino Alcino Aluísio Amâncio Amândio Ambrósio Américo Apolinário Armindo "
           "Artur Avelino Baltazar Benedito Bernardo Caetano Cosme Custódio Damião Demétrio Dinis Domingos "
           "Duarte Eduardo Egas Ernesto Evaristo Fausto Firmino Florêncio Gastão Gaspar Gervásio Gilberto "
           "Gonçalo Gregório Guilherme Henrique Hermano Horácio Inácio Isidro Joaquim Jorge Juliano Leonel "
           "Lourenço Luís Marcelo Martim Mamede Nuno Policarpo Rui Sebastião Telmo Teodósio Tertuliano Tiago "
           "Tomé Tristão Valdemar Virgílio Vitalino Vasco Zacarias Amadeu Anselmo Belmiro Jacinto")
_PT_S = _w("Aboim Aguiar Albuquerque Alcoforado Alencar Almeida Amorim Aragão Arruda Azevedo Baião Balsemão "
           "Barbosa Barreto Bettencourt Borges Brandão Cabral Calheiro Camões Cardoso Cordeiro Cortesão Esteves "
           "Falcão Fonseca Freitas Garrett Gonzaga Gouveia Guimarães Henriques Junqueiro Macedo Magalhães "
           "Malheiro Mesquita Monteiro Moniz Morais Nogueira Pacheco Paiva Pedroso Peixoto Pimentel Pinheiro "
           "Queirós Rebelo Sampaio Sequeira Soeiro Sousa Tavares Teixeira Vasconcelos Veloso Vilaça Vilhena "
           "Pombeiro Cerqueira Patrício Mendonça Assunção Figueiredo Vieira Saraiva Resende")

# Debian wcatalan, entries present in the list.
_CA_F = _w("Montserrat Núria Eulàlia Mercè Roser Laia Elisenda Margarida Aina Llúcia Rut Agnès Gemma Àngels")
_CA_M = _w("Jordi Pere Joan Pau Oriol Josep Arnau Quim Martí Marçal Guillem Ferran Bernat Carles Enric Ignasi "
           "Lluís Miquel Narcís Anselm Sergi Jaume Climent Ramon Eloi Adrià")
_CA_S = _w("Puig Vilanova Ferrer Soler Roca Pujol Vidal Rovira Casals Colomer Bosch Riera Sala Vila Anglada "
           "Aribau Balcells Bonet Canals Capdevila Casas Castells Clos Cortina Esteve Feliu Fuster Gasull Llopis "
           "Llull Mallol Marimon Masferrer Moix Nadal Pagès Puigdemont Rabassa Rafart Ros Serrat Vallès "
           "Verdaguer Vinyes Cerdà Barberà Genovès Messeguer Burguet Guardiola Comajoan Alsius Codina Pujades")

# npm @js-brasil/fakerbr 0.0.2 (accents restored).
_BR_F = _w("Maria Ana Francisca Antônia Adriana Juliana Márcia Fernanda Patrícia Aline")
_BR_M = _w("José João Antônio Francisco Carlos Paulo Pedro Lucas Luiz Marcos")
_BR_S = _w("Almeida Alves Andrade Barbosa Barros Batista Borges Campos Cardoso Carvalho Castro Costa Dias "
           "Duarte Freitas Fernandes Ferreira Garcia Gomes Gonçalves Lima Lopes Machado Marques Martins Medeiros "
           "Melo Mendes Miranda Monteiro Moraes Moreira Moura Nascimento Nunes Oliveira Pereira Ramos Reis "
           "Ribeiro Rocha Santana Santos Silva Soares Souza Teixeira Vieira")

# Written here.
_TABLES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], int]] = {
    "portuguese": (_PT_F, _PT_M, _PT_S, 2),
    "catalan": (_CA_F, _CA_M, _CA_S, 2),
    "brazilian": (_BR_F + _w("Thaís Jéssica Luana Rayane Kelly Daiane Gleice Vanusa"),
                  _BR_M + _w("Wellington Cleiton Edivaldo Rodrigo Anderson Jefferson Ueslei Raimundo"),
                  _BR_S, 2),
    "afro_brazilian": (_w("Dandara Zumira Iracema Benedita Luzia Odete Nadir Jurema Zenaide Ivone"),
                       _w("Zumbi Ubiratan Jurandir Benedito Nivaldo Claudionor Odair Valdir Edson Ailton"),
                       _w("Bonfim Paixão Santana Cruz Assis Nazaré Encarnação Quirino Cipriano Evangelista "
                          "Aleluia Nonato Damasceno"), 2),
    "japanese_brazilian": (_w("Yumi Keiko Harumi Emiko Akemi Naomi Sayuri Mariko"),
                           _w("Hiroshi Kenji Takeshi Massao Tadashi Minoru Shigueo Yukio"),
                           _w("Tanaka Yamamoto Nakamura Kobayashi Watanabe Sato Suzuki Okada Hayashi Kimura "
                              "Matsumoto Inoue Fujita Ishikawa Ogawa Shimizu"), 1),
    "english": (_w("Sarah Emily Megan Laura Rachel Heather Kayleigh Bethany Gemma Chloe Abigail Harriet "
                   "Imogen Tamsin Courtney Brittany"),
                _w("Gareth Nigel Trevor Dwayne Brandon Travis Wesley Clifford Desmond Rupert Callum Tobias "
                   "Grant Derek Keith Leland"),
                _w("Whitaker Pennington Ashworth Haverford Blackwood Ridley Sutcliffe Thornbury Hargreaves "
                   "Pemberton Kimball Lockhart Prescott Fairbanks Holloway Winslow Radcliffe Kettering "
                   "Pritchard Carlisle"), 1),
    "irish_scottish": (_w("Siobhan Niamh Aoife Saoirse Caoimhe Orla Roisin Maeve Eilidh Isla"),
                       _w("Cormac Eoin Ciaran Padraig Declan Fergus Lachlan Ruairi Oisin Alasdair"),
                       _w("O'Sullivan O'Donnell O'Malley O'Callaghan O'Keeffe O'Rourke McAllister McGregor "
                          "McLaughlin McCarthy MacLeod MacKenzie Fitzgerald Gallagher Brennan Quinlan"), 1),
    "dutch": (_w("Femke Sanne Anouk Lotte Maartje Ilse Wilhelmina Marloes"),
              _w("Pieter Joost Maarten Sjoerd Willem Bram Jeroen Thijs"),
              _w("Bakker Visser Smit Mulder Bos Hendriks Dekker Brouwer Kuipers Vermeulen"), 1),
    "polish": (_w("Agnieszka Małgorzata Katarzyna Joanna Zofia Magdalena Wiktoria Bożena"),
               _w("Grzegorz Krzysztof Wojciech Tomasz Piotr Mateusz Jarosław Bartosz"),
               _w("Wiśniewski Kowalczyk Zieliński Szymański Woźniak Kamiński Lewandowski Dąbrowski Kaczmarek "
                  "Grabowski"), 1),
    "chinese": (_w("Xiaoling Meiling Yuting Jiayi Huifang Shufen Lijuan Xinyi"),
                _w("Wei Jianguo Zhiwei Haoran Xiaoming Junjie Guoqiang Yifan"),
                _w("Zhang Wang Liu Chen Huang Zhao Zhou Xu Sun Guo Ma Hu Lin He Luo"), 1),
    "korean": (_w("Jiyeon Minji Seoyeon Hyejin Soojin Eunji Yuna Haeun"),
               _w("Minho Jaewon Seungwoo Hyunwoo Dongha Jisung Taeyang Junseo"),
               _w("Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Shin"), 1),
    "vietnamese": (_w("Thuy Linh Huong Ngoc Lan Phuong Trang Hanh"),
                   _w("Minh Tuan Duc Quang Hieu Thanh Khoa Phuc"),
                   _w("Nguyen Tran Pham Hoang Vu Dang Bui Ly Ngo Duong"), 1),
    "arabic": (_w("Fatima Aisha Layla Noura Yasmin Samira Rania Hanan"),
               _w("Mohammed Omar Khalid Tariq Youssef Hamza Karim Bilal"),
               _w("Haddad Khoury Mansour Nasser Al-Rashid Darwish Qasim Bakr El-Sayed Hamdi Saadi Jaber"), 1),
    "turkish": (_w("Ayşe Elif Zeynep Büşra Merve Gülşen Özlem Dilek"),
                _w("Mehmet Mustafa Emre Burak Serkan Oğuz Murat Kerem"),
                _w("Yılmaz Kaya Demir Şahin Çelik Yıldız Aydın Öztürk Arslan Doğan Kılıç Aslan"), 1),
    "igbo": (_w("Chiamaka Ngozi Adaeze Chinwe Ifeoma Nkechi Obiageli Uchenna"),
             _w("Chukwuemeka Obinna Ikenna Nnamdi Chidi Emeka Kelechi Uzoma"),
             _w("Okafor Nwosu Eze Okonkwo Nwachukwu Obi Onyekachi Ugwu Anyanwu Okeke"), 1),
    "haitian": (_w("Mirlande Guerline Nadège Marjorie Rosemonde Fabiola Widline Ketly"),
                _w("Jean-Baptiste Wilner Frantz Jocelyn Ricot Dieuseul Wesner Fritzner"),
                _w("Pierre-Louis Joseph Toussaint Célestin Dorvil Jean-Charles Desir Exantus Fils-Aimé "
                   "Bellegarde"), 1),
    "spanish": (_w("Begoña Remedios Inmaculada Ainhoa Itziar Montse Lucía Carmela Almudena Macarena Covadonga "
                   "Pilar"),
                _w("Íñigo Gorka Ximo Paco Fermín Anselmo Baltasar Eusebio Jacinto Leandro Sebastián Rodrigo"),
                _w("Arriaga Echeverría Urrutia Goikoetxea Zubizarreta Beltrán Quiroga Sandoval Villalobos Ordóñez "
                   "Carrasco Benavente Altamirano Peñalver Ibarra Montalbán"), 2),
    "mexican": (_w("Xóchitl Citlali Yareli Itzel Guadalupe Marisol Araceli Nayeli"),
                _w("Cuauhtémoc Tenoch Tonatiuh Jesús Heriberto Rigoberto Everardo Isauro"),
                _w("Tlapanco Xicoténcatl Huerta Zamudio Villaseñor Cisneros Olvera Zúñiga Arreola Ocampo "
                   "Tapia Zavala"), 2),
    "andean": (_w("Killa Nayra Sisa Wayra Yupanqui Roxana Marleni Yolanda"),
               _w("Wilber Edwin Saturnino Wiliam Hilario Yury Fidel Nilo"),
               _w("Quispe Mamani Condori Huamán Choque Apaza Ticona Ccori Yupanqui Huanca Chambi Pari"), 2),
    "rioplatense": (_w("Florencia Agustina Milagros Rocío Luján Micaela Antonella Celeste"),
                    _w("Facundo Nahuel Gonzalo Santino Bautista Thiago Lisandro Agustín"),
                    _w("Bianchi Ferraro Lombardi Caruso Mancuso Sabatini Rinaldi Gentile Benedetti Pellegrino "
                       "Bruzzone Cavallero"), 2),
    "filipino": (_w("Maricel Jocelyn Rowena Divina Marites Lorna Charmaine Analyn"),
                 _w("Rodel Jerome Arnel Ramil Rommel Dindo Reynaldo Jomar"),
                 _w("Macaraeg Dimaculangan Villanueva Bautista Manalo Pangilinan Soriano Dizon Lacson Magbanua "
                    "Tolentino Capistrano"), 1),
    "word_en": (_w("Summer Hope Faith Grace Joy Dawn Mercy Ivy Autumn Penny Holly April"),
                _w("Angel Hunter Mason Rusty Sunny Bill Frank Will Art Chase Cash Reed"),
                _w("Young Bell Hill Wood Stone Baker Fox Brown Rice Church Banks Love Price Fields Snow Mills "
                   "Little Cook Marsh Long"), 1),
    "word_es": (_w("Consuelo Guadalupe Nieves Rosario Soledad Amparo Luz Paz Socorro Dolores Rocío Mercedes "
                   "Victoria Alegría Bonita"),
                _w("Ángel Cruz Reyes Salvador Clemente Bonifacio Modesto Severo Inocencio Amado"),
                _w("Cruz Prado Campos Bonito Leal Paz Iglesias Palacios Rey Mora Toro Lobo Bravo Delgado Rubio "
                   "Moreno Blanco Pastor Calvo Serrano Vega Flores Nieves Castillo"), 2),
    "word_pt": (_w("Glória Luz Socorro Graça Aurora Vitória Estrela Rosa Dores Flor Esperança Jasmim"),
                _w("Amado Bento Salvador Severino Modesto Vitorino Constante Leal"),
                _w("Costa Serra Campos Fontes Leal Prado Rocha Pinto Coelho Cordeiro Leão Lobo Raposo Carneiro "
                   "Porto Ramos Rosa Salgado Franco Mata Vale Matos Barros Bastos"), 2),
}

ORIGINS = tuple(_TABLES)

# Particled surnames per origin: (particle, surname); O' and Mc are part of the Irish surnames.
_PARTICLED: dict[str, tuple[tuple[str, str], ...]] = {
    "dutch": (("van", "Dijk"), ("van der", "Berg"), ("van den", "Bosch"), ("de", "Vries"), ("van", "Leeuwen"),
              ("de", "Jong"), ("van der", "Meer"), ("ter", "Horst"), ("van", "Rijn"), ("de", "Graaf")),
    "spanish": (("de la", "Fuente"), ("del", "Río"), ("de", "Soto"), ("de la", "Vega"), ("del", "Valle"),
                ("de los", "Santos"), ("de", "León"), ("de las", "Heras"), ("del", "Pino"), ("de", "Urquijo")),
    "andean": (("de la", "Cruz"), ("del", "Carpio"), ("de los", "Ríos")),
    "portuguese": (("da", "Fonseca"), ("de", "Sousa"), ("de", "Albuquerque"), ("da", "Gama"), ("de", "Magalhães"),
                   ("de", "Vasconcelos"), ("do", "Amaral"), ("das", "Neves")),
    "brazilian": (("da", "Silva"), ("dos", "Santos"), ("do", "Nascimento"), ("da", "Costa"), ("dos", "Reis"),
                  ("da", "Rocha"), ("de", "Oliveira"), ("de", "Souza")),
    "afro_brazilian": (("do", "Rosário"), ("da", "Conceição"), ("dos", "Anjos"), ("de", "Jesus"),
                       ("da", "Paixão"), ("do", "Sacramento")),
}
_IRISH_PARTICLED = tuple(s for s in _TABLES["irish_scottish"][2] if s.startswith(("O'", "Mc", "Mac")))

# Lower-case words that may stand inside a name.
PARTICLES = ("da", "das", "de", "del", "do", "dos", "la", "las", "los", "van", "der", "den", "ter", "y", "e")

_WORD_ORIGIN = {"en": "word_en", "es": "word_es", "pt": "word_pt"}
_PART_ORIGINS = {"en": ("irish_scottish", "irish_scottish", "dutch", "dutch", "spanish", "brazilian"),
                 "es": ("spanish", "spanish", "spanish", "andean", "dutch", "portuguese"),
                 "pt": ("brazilian", "brazilian", "portuguese", "afro_brazilian", "afro_brazilian", "spanish")}

# Each language mostly its own region's names, some of everywhere.
_WEIGHTS = {
    "en": {"english": 22, "irish_scottish": 10, "dutch": 4, "polish": 5, "chinese": 6, "korean": 6, "vietnamese": 4,
           "arabic": 5, "turkish": 3, "igbo": 6, "haitian": 5, "word_en": 6, "mexican": 4, "filipino": 4,
           "brazilian": 2, "spanish": 2, "japanese_brazilian": 2},
    "es": {"spanish": 20, "catalan": 12, "mexican": 12, "andean": 10, "rioplatense": 10, "filipino": 6,
           "word_es": 7, "english": 2, "chinese": 3, "korean": 2, "arabic": 3, "portuguese": 3, "brazilian": 2,
           "haitian": 2, "turkish": 2, "polish": 2, "igbo": 2},
    "pt": {"brazilian": 24, "portuguese": 18, "afro_brazilian": 10, "japanese_brazilian": 7, "word_pt": 7,
           "rioplatense": 3, "andean": 3, "spanish": 3, "english": 2, "arabic": 3, "korean": 2, "chinese": 2,
           "igbo": 2, "haitian": 2, "vietnamese": 2, "turkish": 2, "polish": 2, "catalan": 2},
}

_TITLES = {"en": {"F": ("Ms.", "Mrs.", "Dr.", "Miss"), "M": ("Mr.", "Dr.", "Mr.")},
           "es": {"F": ("Sra.", "Dra.", "Dña.", "Srta."), "M": ("Sr.", "Dr.", "D.", "Don")},
           "pt": {"F": ("Sra.", "Dra.", "Dona", "Sra."), "M": ("Sr.", "Dr.", "Seu", "Sr.")}}

# Streets, squares and places named after people (traps): the Portuguese ones from
# @js-brasil/fakerbr's LOCALIZACAO_RUAS.
_STREETS = {"en": ("Martin Luther King Jr. Blvd", "Lincoln Avenue", "Washington Street", "Jefferson Road",
                   "Victoria Embankment", "Franklin Square", "Kennedy Parkway", "Madison Court"),
            "es": ("calle Alfonso XII", "avenida Blas Infante", "plaza de Cervantes", "calle Gran Capitán",
                   "paseo de Simón Bolívar", "avenida San Martín", "calle Reyes Católicos", "plaza Benito Juárez"),
            "pt": ("Rua Rui Barbosa", "Avenida Santos Dumont", "Rua Castro Alves", "Rua Duque de Caxias",
                   "Rua José Bonifácio", "Avenida Dom Pedro II", "Rua Tiradentes", "Praça São Sebastião")}

# Things a careless detector takes for a person; each stands in the templates, never labelled.
TRAPS = {
    "en": ("Wells Fargo", "Ben & Jerry", "Hurricane Milton", "Johns Hopkins", "St. Patrick", "Dr. Martens",
           "Tim Hortons", "Jack Daniel", "Marks & Spencer", "Ford Mustang", "JFK", "Abbey Road", "Mercedes-Benz",
           "Tesla", "Philips", "Jenkins", "Bugzilla", "Walt Disney", "Charles de Gaulle", "Hilton", "Adidas", "Dell"),
    "es": ("Banco Santander", "Hospital Gregorio Marañón", "Tormenta Filomena", "San Fermín", "El Corte Inglés",
           "Santiago Bernabéu", "Zara", "Pérez Galdós", "Don Simón", "Puerta del Sol", "Virgen de Guadalupe",
           "Mercadona", "Estación de Atocha", "Nuevo León", "San Juan", "Cristóbal Colón", "Telefónica", "Jenkins", "Bugzilla"),
    "pt": ("Casas Bahia", "Hospital Albert Einstein", "Colégio Dom Bosco", "Santos Dumont", "São João",
           "Magazine Luiza", "Natura", "Aeroporto Tom Jobim", "Estádio Mané Garrincha", "Rui Barbosa",
           "Tiradentes", "Nossa Senhora Aparecida", "Boticário", "Pão de Açúcar", "Getúlio Vargas",
           "Lojas Americanas", "Jenkins", "Bugzilla"),
}

# --- templates -------------------------------------------------------------------------------

_EN = [
    # chat lines, typed fast
    "hi its [[p1:fl]] again my parcel still says in transit since monday can u check ((order))",
    "hey so i talked to [[p1f:first]] yesterday and she said the refund was approved?? nothing yet",
    "ok thx [[p1:first]]. btw my wife [[p2f:fl]] also has an account, can she use my promo",
    "[[p1:wfirst]] here, the app keeps logging me out when i open the Tesla charger map",
    "pls transfer me to [[p1m:title]] [[p1m:last]] he handled this last time",
    # emails
    "Hi [[p1:first]],\n\nThanks for getting back to me. I've attached the receipt for ((order)).\n\n"
    "Best,\n[[p2:full]]",
    "Dear [[p1:title]] [[p1:last]],\n\nFollowing up on our call about the duplicate charge on card "
    "((card)). Could you confirm it was reversed?\n\nKind regards,\n[[p2:fl]]\n((phone))",
    "Hello team,\n\n[[p1:fl]] from our Leeds office will be the new billing contact; please copy "
    "[[p1:first]] on invoices from now on ([[p1:email]]).\n\nCheers,\n[[p2:init]]",
    "Good morning,\nMy name is [[p1:full]] and I'm writing on behalf of my mother, [[p2f:fl]], who "
    "can't use the website. Her number is ((phone)).\nThank you,\n[[p1:first]]",
    "Sorry for the delay [[p1:word]] - I was off sick. Let me know if Thursday works.\nThanks\n[[p2:first]]",
    # forwarded and quoted
    "---------- Forwarded message ---------\nFrom: [[p1:fl]] <[[p1:email]]>\nTo: Support <help@example.com>\n"
    "Subject: Re: Wells Fargo payment bounced\n\nSee below, the bank says it's on your side.",
    "> On Tue, [[p1:full]] wrote:\n> I was charged twice for the Adidas order\n\nHi [[p1:first]], I can see only "
    "one charge on our end.",
    "cc [[p1:fl]], [[p2:hyph]] and [[p3:init]]\n\nPlease review the escalation before Friday.",
    # ticket fields, forms, CRM
    "Ticket #4821\nRequester: [[p1:full]]\nAssignee: [[p2:init]]\nPriority: High\nSummary: customer cannot reset "
    "password",
    "REFUND FORM\nName on account: [[p1:hyph]]\nReason: item arrived damaged (Dr. Martens boots, size 9)\n"
    "Refund to: card ending 1111",
    "CRM note: spoke w/ [[p1:fl]] re late fee. cust says [[p2:first]] (son) made the purchase. waived "
    "once, told [[p1:first]] no more waivers",
    "Account holder: [[p1:part]]\nAuthorised user: [[p2:fl]]\nPhone: ((phone))\nStatus: verified",
    "- [[p1:fl]] - called twice, wants callback\n- [[p2:part]] - address change to ((street))\n- "
    "[[p3:first]] - no answer",
    # csv, logs, json, urls
    "name,email,plan\n[[p1:fl]],[[p1:email]],Pro\n[[p2:full]],[[p2:email]],Basic",
    "ts=10:42 level=INFO svc=billing user=\"[[p1:fl]]\" action=refund amount=42.90 status=ok",
    "{\"customer_name\": \"[[p1:full]]\", \"tier\": \"gold\", \"agent\": \"[[p2:first]]\", \"open\": true}",
    "tool result: {\"contact\": {\"name\": \"[[p1:part]]\", \"email\": \"[[p1:email]]\"}, \"orders\": 3}",
    "https://crm.example.com/search?q=[[p1:wfirst]]&sort=recent opened by agent, nothing found",
    # transcripts, SMS, calendar, delivery
    "Agent: Thanks for calling, who am I speaking with?\nCaller: This is [[p1:fl]].\nAgent: Hi [[p1:first]], "
    "how can I help?",
    "Agent: Can I confirm the name on the booking?\nCustomer: it's under my partner, [[p1:hyph]]\nAgent: "
    "Got it, and you are?\nCustomer: [[p2:first]]",
    "SMS from ((phone)): hi this is [[p1:wfirst]] the driver said he left it with [[p2:fl]] next door??",
    "Invite: Onboarding call\nWhen: Wed 10:30-11:00\nOrganizer: [[p1:fl]]\nGuests: [[p2:fl]], [[p3:init]]",
    "Delivery note: leave with [[p1:title]] [[p1:last]] at reception if nobody answers. Do not leave outside.",
    "Driver update: handed to [[p1:word]] (neighbour) at 14:05, photo attached",
    # tables and misc
    "| agent | customer | outcome |\n|---|---|---|\n| [[p1:first]] | [[p2:fl]] | refunded |\n| [[p3:first]] | "
    "[[p1:init]] | pending |",
    "Escalated by [[p1:init]]. [[p2:fl]]'s order was split in two and only one box arrived.",
    "[[p1:fl]] and [[p2:part]] both say they never got the Marks & Spencer voucher.",
    "Thank you [[p1:title]] [[p1:last]]! [[p2:wfirst]] on our team will reach out by ((phone)).",
    "Note to self: [[p1:word]] asked about the Hilton points transfer, call back after lunch",
    "Please update the shipping name from [[p1f:fl]] to [[p1f:hyph]], she got married.",
    "Is [[p1:first]] still working on this? [[p2:title]] [[p2:last]]'s case has been open for 9 days.",
    "Approved by the duty manager ([[p1:init]]). [[p2:part]] will get the credit on the next invoice.",
    "[[p1:hyph]]'s laptop was returned unopened; [[p1:first]] wants the refund split with [[p2:fl]].",
    "order for [[p1:wfirst]] (table 4) and [[p2:fl]] - both vegetarian, one gluten free",
    "Vendor contact is [[p1f:fl]]; if she's out, ask for [[p2:word]] or [[p3:fl]].",
    # no person
    "Hurricane Milton delayed all shipments to Florida; the Tampa warehouse reopens Monday.",
    "Our Wells Fargo and Chase integrations are down. Tim Hortons gift cards still work.",
    "PRODUCT RECALL\nFord Mustang floor mats (2019 batch) - customers should contact the dealer, not us.",
    "Reminder: office closed for St. Patrick's Day and again on Memorial Day.",
    "Returns go to 221 Washington Street, Suite B. Do NOT send them to Lincoln Avenue anymore.",
    "Can you check whether Johns Hopkins or Mayo Clinic is covered under the Premium plan?",
    "Order contents: Ben & Jerry's Cookie Dough x2, Jack Daniel's BBQ sauce, Philips Hue bulb",
    "Flight changed: now departs from JFK, arrives Charles de Gaulle 07:40. Terminal 2E.",
    "Customer wants the Walt Disney World bundle, not the Universal one. Price match declined.",
    "Support Lead: ACCOUNT MANAGEMENT TEAM\nEscalations: Tier 2\nWeekend cover: Rotation B",
    "Ship via Royal Mail to Abbey Road Studios, attention Reception. Fragile: vinyl records.",
    "Mercedes-Benz Financial asked for the invoice copy. Marks & Spencer asked for the same.",
    "Warranty claim for a Dell XPS bought at Best Buy on Black Friday, serial on the box.",
    "Check Martin Luther King Jr. Blvd address - the courier says the building number is wrong.",
    "Review pending: Hope this helps! Grace period ends Friday; Will auto-renew unless cancelled.",
    "Call the carrier first. Check the label. Update the ticket before Friday. Close it in August.",
    "Release notes: Jenkins, Hudson and Alfred were upgraded; Bugzilla migration moved to Tuesday.",
    "Tesla Model Y charging adapter out of stock until June. Offer the Victoria warehouse instead.",
    "Upgrade to Adidas Gold tier. Apply to the Kennedy Parkway store only.",
    "song request from the playground event: Jolene, Roxanne and Hey Jude",
]

_ES = [
    "hola soy [[p1:fl]] mi pedido sigue sin llegar y ya van 10 dias",
    "buenas, hablé ayer con [[p1:first]] y me dijo q el reembolso estaba aprobado pero nada",
    "me pasas con [[p1f:title]] [[p1f:last]] porfa? ella lleva mi caso",
    "[[p1:wfirst]] aquí, la app se cierra cada vez que entro al carrito",
    "ok gracias [[p1:first]]. mi marido [[p2m:fl]] tambien tiene cuenta, puede usar mi cupon?",
    "Hola [[p1:first]]:\n\nTe adjunto la factura del pedido ((order)).\n\nUn saludo,\n[[p2:full]]",
    "Estimada [[p1f:title]] [[p1f:last]]:\n\nLe escribo por el cargo duplicado en la tarjeta ((card)). "
    "¿Podría confirmar la devolución?\n\nAtentamente,\n[[p2:fl]]\n((phone))",
    "Buenos días,\nMe llamo [[p1:full]] y escribo en nombre de mi madre, [[p2f:fl]], que no sabe usar la web. "
    "Su teléfono es ((phone)).\nGracias,\n[[p1:first]]",
    "Equipo:\n\n[[p1m:fl]] será el nuevo contacto de facturación; poned en copia a [[p1:first]] "
    "([[p1:email]]).\n\nSaludos,\n[[p2:init]]",
    "Perdona el retraso, [[p1:word]], estuve de baja. ¿Te viene bien el jueves?\nUn abrazo,\n[[p2:first]]",
    "---------- Mensaje reenviado ---------\nDe: [[p1:fl]] <[[p1:email]]>\nPara: Soporte <ayuda@example.com>\n"
    "Asunto: RV: cobro de Banco Santander rechazado\n\nMirad abajo, el banco dice que es cosa vuestra.",
    "> El mar, [[p1:full]] escribió:\n> Me cobraron dos veces el pedido de Zara\n\nHola [[p1:first]], solo "
    "vemos un cargo.",
    "cc [[p1:fl]], [[p2:hyph]] y [[p3:init]]\n\nRevisad la escalación antes del viernes.",
    "Ticket #3390\nSolicitante: [[p1:full]]\nAsignado a: [[p2:init]]\nPrioridad: Alta\nResumen: no puede "
    "cambiar la contraseña",
    "FORMULARIO DE DEVOLUCIÓN\nTitular: [[p1:hyph]]\nMotivo: llegó roto\nAbonar en: tarjeta terminada en 1111",
    "nota crm: hablé con [[p1:fl]] x el recargo. dice q lo compró [[p2m:first]] (su hijo). se anula 1 vez, "
    "avisé a [[p1:first]]",
    "Titular de la cuenta: [[p1:part]]\nUsuario autorizado: [[p2:fl]]\nTeléfono: ((phone))\nEstado: verificado",
    "- [[p1:fl]]: llamó dos veces\n- [[p2:part]]: cambio de dirección a ((street))\n- [[p3:first]]: no contesta",
    "nombre,correo,plan\n[[p1:fl]],[[p1:email]],Pro\n[[p2:full]],[[p2:email]],Básico",
    "nivel=INFO svc=pagos cliente=\"[[p1:fl]]\" accion=reembolso importe=42,90 estado=ok",
    "{\"nombre_cliente\": \"[[p1:full]]\", \"nivel\": \"oro\", \"agente\": \"[[p2:first]]\"}",
    "respuesta de la herramienta: {\"contacto\": {\"nombre\": \"[[p1:part]]\", \"email\": \"[[p1:email]]\"}}",
    "https://crm.example.com/buscar?q=[[p1:wfirst]]&orden=recientes sin resultados",
    "Agente: Gracias por llamar, ¿con quién hablo?\nCliente: Soy [[p1:fl]].\nAgente: Hola [[p1:first]], "
    "¿en qué le ayudo?",
    "Agente: ¿A nombre de quién está la reserva?\nCliente: de mi pareja, [[p1:hyph]]\nAgente: ¿Y usted es?\n"
    "Cliente: [[p2:first]]",
    "SMS de ((phone)): hola soy [[p1:wfirst]] el repartidor dice q lo dejó con [[p2f:fl]] la vecina??",
    "Convocatoria: llamada de alta\nCuándo: miércoles 10:30-11:00\nOrganiza: [[p1:fl]]\nInvitados: [[p2:fl]], "
    "[[p3:init]]",
    "Nota de entrega: dejar con [[p1:title]] [[p1:last]] en portería si no contestan.",
    "Repartidor: entregado a [[p1m:word]] (vecino) a las 14:05, foto adjunta",
    "| agente | cliente | resultado |\n|---|---|---|\n| [[p1:first]] | [[p2:fl]] | reembolsado |\n| "
    "[[p3:first]] | [[p1:init]] | pendiente |",
    "Escalado por [[p1:init]]. El pedido de [[p2:fl]] se dividió en dos cajas y solo llegó una.",
    "[[p1:fl]] y [[p2:part]] dicen que nunca recibieron el vale de El Corte Inglés.",
    "¡Gracias, [[p1:title]] [[p1:last]]! [[p2:wfirst]], de nuestro equipo, le llamará al ((phone)).",
    "Apunte: [[p1:word]] preguntó por los puntos de Mercadona, llamar después de comer",
    "Cambiad el nombre de envío de [[p1:fl]] a [[p1:full]], por favor.",
    "¿Sigue [[p1:first]] con esto? El caso de [[p2:title]] [[p2:last]] lleva 9 días abierto.",
    "Aprobado por la encargada de turno ([[p1:init]]). [[p2:part]] recibirá el abono en la próxima factura.",
    "[[p1:hyph]] devolvió el portátil sin abrir; [[p1:first]] quiere repartir el reembolso con [[p2:fl]].",
    "pedido para [[p1:wfirst]] (mesa 4) y [[p2:fl]], los dos vegetarianos",
    "El contacto del proveedor es [[p1:fl]]; si no está, preguntad por [[p2:word]] o [[p3:fl]].",
    # sin personas
    "La tormenta Filomena retrasó todos los envíos a Madrid; el almacén de Getafe abre el lunes.",
    "Banco Santander y Telefónica no responden. Los pagos con Bizum funcionan.",
    "AVISO: cerrado por San Fermín el 7 de julio y por la Virgen de Guadalupe en diciembre.",
    "Las devoluciones van a la calle Alfonso XII, no a la avenida Blas Infante.",
    "¿El seguro cubre el Hospital Gregorio Marañón o solo la clínica de la calle Pérez Galdós?",
    "Pedido: zumo Don Simón x2, camiseta de Zara, auriculares de Mercadona",
    "Vuelo cambiado: sale de la Estación de Atocha en AVE y conecta en Puerta del Sol con el bus.",
    "Entradas para el Santiago Bernabéu agotadas; ofrecer el Metropolitano.",
    "RESPONSABLE: EQUIPO DE CUENTAS\nEscalaciones: Nivel 2\nGuardia fin de semana: Turno B",
    "Enviar a la plaza de Cervantes, local 3. Frágil: vinilos.",
    "El Corte Inglés pide copia de la factura; Telefónica también.",
    "Garantía de un portátil comprado en Nuevo León durante el Buen Fin, número de serie en la caja.",
    "Revisar la dirección del paseo de Simón Bolívar, el mensajero dice que el portal no existe.",
    "Pack «Paz y Amor» agotado. Por las nieves en el puerto de Somosierra, envíos con retraso.",
    "Llamad primero a la agencia. Revisad la etiqueta. Cerrad el ticket antes del viernes, o en agosto.",
    "Notas de versión: Jenkins, Hudson y Alfred actualizados; la migración de Bugzilla pasa al martes.",
    "La estatua de Cristóbal Colón sale en el folleto; el hotel San Juan no está incluido.",
    "Subir a nivel Oro. Aplicar solo en la tienda de la avenida San Martín.",
    "canciones pedidas en la fiesta: Malamente, Despacito y La Macarena",
    "Agradecemos su paciencia. Atentamente, Departamento de Atención al Cliente",
]

_PT = [
    "oi aqui é [[p1:fl]] meu pedido ainda nao chegou ja faz 10 dias",
    "boa tarde, falei ontem com [[p1f:first]] e ela disse q o estorno tava aprovado mas nada",
    "pode me passar pra [[p1f:title]] [[p1f:last]]? é ela que cuida do meu caso",
    "[[p1:wfirst]] aqui, o app fecha toda vez que abro o carrinho",
    "ok obg [[p1:first]]. minha esposa [[p2f:fl]] tb tem conta, ela pode usar meu cupom?",
    "Oi [[p1:first]],\n\nSegue em anexo a nota do pedido ((order)).\n\nAbs,\n[[p2:full]]",
    "Prezada [[p1f:title]] [[p1f:last]],\n\nEscrevo sobre a cobrança em dobro no cartão ((card)). Pode "
    "confirmar o estorno?\n\nAtt.,\n[[p2:fl]]\n((phone))",
    "Bom dia,\nMeu nome é [[p1m:full]] e escrevo em nome da minha mãe, [[p2f:fl]], que não consegue usar o site. "
    "O telefone dela é ((phone)).\nObrigado,\n[[p1:first]]",
    "Pessoal,\n\n[[p1m:fl]] será o novo contato de cobrança; coloquem [[p1:first]] em cópia "
    "([[p1:email]]).\n\nAtenciosamente,\n[[p2:init]]",
    "Desculpa a demora, [[p1:word]], estive de atestado. Quinta serve pra você?\nAbraço,\n[[p2:first]]",
    "---------- Mensagem encaminhada ---------\nDe: [[p1:fl]] <[[p1:email]]>\nPara: Suporte <ajuda@example.com>\n"
    "Assunto: ENC: pagamento nas Casas Bahia recusado\n\nVeja abaixo, a loja diz que o problema é com vocês.",
    "> Em ter., [[p1f:full]] escreveu:\n> Fui cobrada duas vezes no pedido da Natura\n\nOi [[p1f:first]], só "
    "vemos uma cobrança.",
    "cc [[p1:fl]], [[p2:hyph]] e [[p3:init]]\n\nRevisem a escalação até sexta.",
    "Chamado #5127\nSolicitante: [[p1:full]]\nResponsável: [[p2:init]]\nPrioridade: Alta\nResumo: não consegue "
    "trocar a senha",
    "FORMULÁRIO DE REEMBOLSO\nTitular: [[p1:hyph]]\nMotivo: chegou quebrado\nEstornar em: cartão final 1111",
    "obs crm: falei c/ [[p1:fl]] sobre a multa. diz q quem comprou foi [[p2m:first]] (filho). isentei 1x, "
    "avisei [[p1:first]]",
    "Titular da conta: [[p1:part]]\nUsuário autorizado: [[p2:fl]]\nTelefone: ((phone))\nSituação: verificado",
    "- [[p1:fl]]: ligou duas vezes\n- [[p2:part]]: mudou o endereço para ((street))\n- [[p3:first]]: não atende",
    "nome,email,plano\n[[p1:fl]],[[p1:email]],Pro\n[[p2:full]],[[p2:email]],Básico",
    "nivel=INFO svc=pagamentos cliente=\"[[p1:fl]]\" acao=estorno valor=42,90 status=ok",
    "{\"nome_cliente\": \"[[p1:full]]\", \"nivel\": \"ouro\", \"atendente\": \"[[p2:first]]\"}",
    "resposta da ferramenta: {\"contato\": {\"nome\": \"[[p1:part]]\", \"email\": \"[[p1:email]]\"}}",
    "https://crm.example.com/busca?q=[[p1:wfirst]]&ordem=recentes nenhum resultado",
    "Atendente: Obrigado por ligar, com quem eu falo?\nCliente: É [[p1:fl]].\nAtendente: Oi [[p1:first]], "
    "como posso ajudar?",
    "Atendente: A reserva está em nome de quem?\nCliente: do meu marido, [[p1m:hyph]]\nAtendente: E a senhora é?\n"
    "Cliente: [[p2f:first]]",
    "SMS de ((phone)): oi é [[p1:wfirst]] o entregador disse q deixou com [[p2f:fl]] a vizinha??",
    "Convite: reunião de implantação\nQuando: quarta 10:30-11:00\nOrganizador: [[p1:fl]]\nConvidados: "
    "[[p2:fl]], [[p3:init]]",
    "Obs. de entrega: deixar com [[p1:title]] [[p1:last]] na portaria se ninguém atender.",
    "Entregador: entregue para [[p1m:word]] (vizinho) às 14:05, foto em anexo",
    "| atendente | cliente | resultado |\n|---|---|---|\n| [[p1:first]] | [[p2:fl]] | estornado |\n| "
    "[[p3:first]] | [[p1:init]] | pendente |",
    "Escalado por [[p1:init]]. O pedido de [[p2:fl]] veio em duas caixas e só chegou uma.",
    "[[p1:fl]] e [[p2:part]] dizem que nunca receberam o vale do Boticário.",
    "Obrigado, [[p1:title]] [[p1:last]]! [[p2:wfirst]], da nossa equipe, vai ligar no ((phone)).",
    "Lembrete: [[p1:word]] perguntou dos pontos do Pão de Açúcar, retornar depois do almoço",
    "Troquem o nome de entrega de [[p1:fl]] para [[p1:full]], por favor.",
    "[[p1:first]] ainda está vendo isso? O caso da [[p2f:title]] [[p2f:last]] está aberto há 9 dias.",
    "Aprovado pela supervisora do turno ([[p1:init]]). [[p2:part]] recebe o crédito na próxima fatura.",
    "[[p1:hyph]] devolveu o notebook lacrado; [[p1:first]] quer dividir o estorno com [[p2:fl]].",
    "pedido pra [[p1:wfirst]] (mesa 4) e [[p2:fl]], os dois vegetarianos",
    "O contato do fornecedor é [[p1:fl]]; se não estiver, procurem [[p2:word]] ou [[p3:fl]].",
    # sem pessoas
    "A greve dos Correios atrasou as entregas para o Rio Grande do Sul; o centro de Canoas reabre segunda.",
    "Casas Bahia e Magazine Luiza estão fora do ar. Pix continua funcionando.",
    "AVISO: fechado no feriado de Tiradentes e no dia de Nossa Senhora Aparecida.",
    "As devoluções vão para a Rua Rui Barbosa, não mais para a Avenida Santos Dumont.",
    "O plano cobre o Hospital Albert Einstein ou só a clínica da Rua Castro Alves?",
    "Pedido: kit Natura x2, perfume do Boticário, panela das Lojas Americanas",
    "Voo alterado: sai do Aeroporto Tom Jobim e chega em Brasília às 07:40.",
    "Ingressos para o Estádio Mané Garrincha esgotados; oferecer o Maracanã.",
    "RESPONSÁVEL: EQUIPE DE CONTAS\nEscalações: Nível 2\nPlantão de fim de semana: Turno B",
    "Entregar no Colégio Dom Bosco, secretaria. Frágil: discos de vinil.",
    "O Pão de Açúcar pediu a segunda via da nota; as Lojas Americanas também.",
    "Garantia de um notebook comprado na Avenida Getúlio Vargas durante a Black Friday.",
    "Conferir o endereço da Rua Duque de Caxias, o motoboy diz que o número não existe.",
    "Graças a Deus chegou! Socorro, o boleto venceu ontem. Serra gaúcha com entregas atrasadas.",
    "Ligue primeiro para a transportadora. Confira a etiqueta. Feche o chamado até sexta, ou em agosto.",
    "Notas da versão: Jenkins, Hudson e Alfred atualizados; a migração do Bugzilla ficou para terça.",
    "A festa de São João do cliente atrasou o pagamento; o hotel Santos Dumont não está incluso.",
    "Subir para o nível Ouro. Aplicar só na loja da Rua José Bonifácio.",
    "músicas pedidas na festa: Garota de Ipanema, Aquarela e Evidências",
    "Agradecemos a paciência. Atenciosamente, Central de Atendimento",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

# --- generation ------------------------------------------------------------------------------

_SLOT = re.compile(r"\[\[p(\d)([fm]?):(\w+)\]\]|\(\((\w+)\)\)")
_NAME_FORMS = ("full", "fl", "first", "last", "init", "hyph", "part", "word", "wfirst")
_ANY = ("full", "fl", "fl", "init", "hyph")
# Origins whose people seldom join two surnames with a hyphen.
_NO_HYPHEN = {"chinese", "korean", "vietnamese", "japanese_brazilian", "igbo", "haitian", "arabic", "turkish"}
# Origins whose surname in use is the first one (Spanish custom); the others use the last one.
_FIRST_SURNAME = {"spanish", "catalan", "mexican", "andean", "rioplatense", "word_es"}


@dataclass
class Sealed12Message(NameMessage):
    """A sealed12 message: its template's index in its language and its people's origins."""

    template: int = 0
    origins: tuple[str, ...] = ()


def name_parts() -> set[str]:
    """Every word of every name table, accents folded and case folded (hyphenated and O'/Mc
    surnames also in their pieces), for the set's own checks."""
    parts: set[str] = set()
    words = [w for female, male, surnames, _ in _TABLES.values() for w in female + male + surnames]
    words += [s for pairs in _PARTICLED.values() for _, s in pairs]
    for word in words:
        for piece in re.split(r"[ '-]", word) + word.split("-") + [word]:
            parts |= {fold(piece).casefold(), fold(piece.upper()).casefold(), fold(piece.lower()).casefold()}
    return parts


def _origin(rng: random.Random, language: str, forms: set[str]) -> str:
    if forms & {"word", "wfirst"}:
        return _WORD_ORIGIN[language] if rng.random() < 0.8 else rng.choice(tuple(_WORD_ORIGIN.values()))
    if "part" in forms:
        return rng.choice(_PART_ORIGINS[language])
    weights = _WEIGHTS[language]
    while True:
        origin = rng.choices(tuple(weights), weights=tuple(weights.values()))[0]
        if "hyph" not in forms or origin not in _NO_HYPHEN:
            return origin


def _person(rng: random.Random, language: str, forms: set[str], sex: str) -> Person:
    origin = _origin(rng, language, forms)
    female, male, surnames, count = _TABLES[origin]
    sex = sex or rng.choice("FM")
    firsts = female if sex == "F" else male
    first = rng.choice(firsts)
    if count == 2 and not forms & {"word", "wfirst"} and rng.random() < 0.2:
        second = rng.choice(firsts)
        if second != first:
            first = f"{first} {second}"
    n = 2 if "hyph" in forms or {"fl", "full"} <= forms else count
    picks = rng.sample(surnames, n)
    particles = [""] * n
    particled = "part" in forms or (origin in _PARTICLED and "hyph" not in forms and rng.random() < 0.15)
    if particled and origin == "irish_scottish":
        picks[-1] = rng.choice(_IRISH_PARTICLED)
    elif particled and origin in _PARTICLED:
        particles[-1], picks[-1] = rng.choice(_PARTICLED[origin])
    if len(set(picks)) < len(picks):
        picks = picks[:1]
        particles = particles[:1]
    return Person(first, picks, sex, origin, particles)


def _surname(person: Person, index: int) -> str:
    particle = person.particles[index]
    return f"{particle} {person.surnames[index]}" if particle else person.surnames[index]


def _in_use(person: Person, form: str) -> str:
    """The surname a person goes by (with its particle)."""
    if form == "part" or person.particles[-1] or person.surnames[-1].startswith(("O'", "Mc", "Mac")):
        return _surname(person, len(person.surnames) - 1)
    if person.origin in _FIRST_SURNAME:
        return _surname(person, 0)
    return _surname(person, len(person.surnames) - 1)


def _render(rng: random.Random, person: Person, form: str, middle: str) -> str:
    if form == "full":
        return person.full
    if form in ("fl", "part", "word"):
        return f"{person.first} {_in_use(person, form)}"
    if form in ("first", "wfirst"):
        return person.first
    if form == "last":
        return _in_use(person, form)
    if form == "hyph":
        return f"{person.first} {person.surnames[0]}-{person.surnames[1]}"
    # init
    last = _in_use(person, form)
    shape = rng.randrange(3)
    if shape == 0:
        return f"{person.first[0]}. {last}"
    if shape == 1:
        return f"{person.first.split()[0]} {middle}. {last}"
    return f"{person.first[0]}. {middle}. {last}"


def _email(person: Person) -> str:
    first = fold(person.first.split()[0]).lower().replace("-", "")
    last = fold(_in_use(person, "fl").split(" ")[-1]).lower().replace("'", "").replace("-", "")
    return f"{first}.{last}@example.com"


_PHONES = {"en": "(212) 555-01{:02d}", "es": "+34 555 01{:02d} 00", "pt": "(11) 5555-01{:02d}"}


def _other(rng: random.Random, language: str, slot: str) -> str:
    if slot == "phone":
        return _PHONES[language].format(rng.randrange(100))
    if slot == "card":
        return "4111 1111 1111 1111"
    if slot == "order":
        return f"{rng.choice('ABCDEFHKLMNPRSTWXZ')}{rng.choice('ABCDEFHKLMNPRSTWXZ')}-{rng.randrange(1000, 10000)}"
    if slot == "street":
        return rng.choice(_STREETS[language])
    raise ValueError(slot)


def _message(rng: random.Random, language: str, index: int, template: str, casing: str, whole: bool,
             folded: bool) -> Sealed12Message:
    chosen = {}  # slot start -> resolved form
    wanted: dict[int, set[str]] = {}
    sexes: dict[int, str] = {}
    for m in _SLOT.finditer(template):
        if m.group(1):
            form = rng.choice(_ANY) if m.group(3) == "any" else m.group(3)
            chosen[m.start()] = form
            wanted.setdefault(int(m.group(1)), set()).add(form)
            sexes[int(m.group(1))] = m.group(2).upper() or sexes.get(int(m.group(1)), "")
    people: dict[int, Person] = {}
    for n, forms in sorted(wanted.items()):
        person = _person(rng, language, forms, sexes[n])
        while any(p.first.split()[0] == person.first.split()[0] for p in people.values()):
            person = _person(rng, language, forms, sexes[n])
        people[n] = person
    middles = {n: rng.choice("ABCDEFGHJKLMNPRSTVW") for n in people}
    pieces: list[tuple[str, str]] = []  # (text, form or "" when not a name)
    at = 0
    for m in _SLOT.finditer(template):
        pieces.append((template[at:m.start()], ""))
        at = m.end()
        if m.group(4):
            pieces.append((_other(rng, language, m.group(4)), ""))
            continue
        person = people[int(m.group(1))]
        form = chosen.get(m.start(), m.group(3))
        if form == "title":
            pieces.append((rng.choice(_TITLES[language][person.sex]), ""))
        elif form == "email":
            pieces.append((_email(person), ""))
        else:
            pieces.append((_render(rng, person, form, middles[int(m.group(1))]), form))
    pieces.append((template[at:], ""))

    message = Sealed12Message(language=language, casing=casing, locale=language, template=index,
                              origins=tuple(p.origin for _, p in sorted(people.items())))
    for text, form in pieces:
        if casing == "ALL CAPS" and (whole or form):
            text = text.upper()
        elif casing == "lower case" and (whole or form):
            text = text.lower()
        if folded:
            text = fold(text)
        if text:
            message.add(text, message.names if form else None, "PERSON", form)
    return message


def generate_sealed12(per_template: int = 4, seed: int = SEED) -> list[Sealed12Message]:
    """Every template of every language in every casing class, `per_template` messages each."""
    rng = random.Random(seed)
    out: list[Sealed12Message] = []
    for language in ("en", "es", "pt"):
        for index, template in enumerate(TEMPLATES[language]):
            for casing in CASINGS:
                for i in range(per_template):
                    whole = i % 2 == 0 or "[[" not in template
                    folded = casing == "lower case" and language != "en" and (i + index) % 2 == 0
                    out.append(_message(rng, language, index, template, casing, whole, folded))
    return out


__all__ = ["ORIGINS", "PARTICLES", "SEED", "TEMPLATES", "TRAPS", "Sealed12Message", "generate_sealed12", "name_parts"]
