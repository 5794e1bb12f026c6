"""The sealed8 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese, with the
people's names labelled exactly, written by someone who never read the recognizer nor any other set's
templates. A measure first, run as a table only; since the sealed9 set replaced it, its misses are
read and tuned on (the judge's trainer does not learn from it: see scripts/train_person_judge.py).

Where the names come from (transcribed here as data; no package is needed to run this module):

- npm `chance` 1.1.13 (MIT; chance.js's `firstNames` and `lastNames` tables): English first names
  (en), British surnames (uk), Italian first names and surnames (it), Dutch first names and surnames,
  with their particles (nl), German (de), Japanese (jp), Spanish (es, written there without accents)
  and French (fr) surnames. A spread of each table, not only its top.
- npm `@ngneat/falso` 8.0.2 (MIT; the tables behind `randFirstName`/`randLastName`, with and without
  accents): its international first names, split here by origin (Thai, Chinese, Japanese, Russian,
  Hebrew, Indian, Polish, Icelandic, Czech, German, Zulu/Sotho, Kenyan, Nigerian) and its surnames
  (Icelandic patronymics, Czech, Polish, German, Spanish accented ones). Obvious filler dropped.
- Written here (short tables for origins those packages miss): Spanish and Basque/Catalan first names,
  Mexican, Andean (Quechua/Aymara), Rioplatense (Italian-Argentine), Filipino (Spanish surnames and
  Tagalog ones, "dela"/"delos"), Brazilian, Afro-Brazilian (devotional surnames), Portuguese, Irish and
  Scottish (O', Mc, Mac), romanised Korean and Chinese (Mandarin and Cantonese), Arabic (Levantine
  and Maghrebi, "Al-", "bin"), Turkish, Haitian, Igbo, Zulu/Sotho and Kenyan surnames, Thai surnames,
  Russian surnames, Israeli surnames, Indian surnames, and names that are also common words of each
  language (Summer, Hope, Baker; Guadalupe, Consuelo, Nieves, Cruz, Prado; Graça, Serra, Costa,
  Campos, Fontes, Leal).

Template notation: `[[N.form]]` is person N of the message (1..3) in a form:
  full  - every given name and every surname, with particles ("María José Quispe Mamani");
  fl    - the first given name and the surname the person goes by (first surname in Spanish, last in
          Portuguese and elsewhere);
  first - the first given name alone;
  tlast - a title and the surname the person goes by; only the surname is labelled ("Sra. [Quispe]");
  tfl   - a title and `fl`; only `fl` is labelled;
  sur   - the surname alone, in a field that says it is one (CSV column, form field);
  init  - an initialled form: "K. Tanaka", "Ana B. Souza", "R. K. Patel";
  any   - one of full, fl and init.
`[[NF.form]]` and `[[NM.form]]` make person N a woman or a man where the wording says which ("mi
esposa, [[2F.fl]]"); the title follows the person's sex.
`{slot}` is filled from fake contact data or look-alikes: {email} (example.com/.org/.net), {phone}
((212) 555-01xx, +34 555 01xx 00, (11) 5555-01xx), {card} (4111 1111 1111 1111), {order}, {date},
{time}, {amount}, and two look-alikes that are not people: {brand} (companies and products named
after people) and {place} (streets, hospitals, stations named after people). `<<...>>` marks, in the
template's own text, a look-alike that must never be labelled (a trap); the marks are not printed.
A template with no `[[` holds no person.

Each label is exactly the name: no title, no possessive "'s", no punctuation; its form tags say which
forms it shows (full, fl, first, last, init, hyph, part, word, wfirst).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from quality.corpus import Labelled
from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import fold

SEED = 63_817

# --------------------------------------------------------------------------- npm chance 1.1.13

# chance 1.1.13, firstNames.female.en
CH_EN_F = (
    "Mary Margaret Sarah Florence Nellie Mabel Julia Catherine Helen Lula Lena Pearl Dora Marie Stella Sallie Flora "
    "Etta Katie Susan Eliza Amanda Ruth Hannah Matilda Willie Rachel Ora Sophia Ann Delia Louisa Estelle Bettie "
    "Rosie Cornelia Alta Birdie Sophie Carolyn Essie Katharine Rhoda Dollie Ola Lelia Lilly Cynthia Bernice Marian "
    "Gussie Mittie Phoebe Lina Cecelia Verna Olivia Violet Loretta Eugenia "
).split()

# chance 1.1.13, firstNames.male.en
CH_EN_M = (
    "James William Charles Matthew Paul Kenneth Ronald Frank Eric Jonathan Brandon Patrick Jerry Douglas Adam "
    "Nathan Joe Keith Sean Billy Christian Howard Philip Vincent Victor Craig Bradley Jimmy Danny Allen Joel Glenn "
    "Melvin Chad Antonio Isaac Elijah Troy Adrian Randall Mason Clifford Lucas Tommy Connor Julian Charlie Darrell "
    "Floyd Gordon Edgar Jayden Derrick Herman Maurice Lester Francisco Clayton Alejandro Cole "
).split()

# chance 1.1.13, lastNames.uk
CH_UK_LAST = (
    "Smith Davies Robinson Edwards Clarke Martin Clark Morgan Davis Mitchell Bailey Cox Simpson Foster Gray "
    "Matthews Barnes Fisher Graham Kaur Reynolds Pearce Atkinson Ball Perry Francis Barrett Page Parsons Harding "
    "Reed Dean Parry Shepherd Warren Yates Harper Chambers Potter Wallace May Read Buckley Slater Lambert Barton "
    "Barnett Jennings Bond Norman Stanley Douglas Lucas Alexander Hancock Parkinson Sanders Ashton Dale Davison "
    "Glover Goddard Bull Fraser Little Brookes Flynn Butcher Bolton Pratt Dyer Doherty Herbert Owens Fitzgerald "
    "Garner Chandler Collier Welch Bryan Hanson Mahmood Brady Hilton Talbot Barry Connor Bruce Fry Humphries "
).split()

# chance 1.1.13, firstNames.female.it
CH_IT_F = (
    "Ada Alice Annalisa Arianna Barbara Bruna Carmela Cecilia Claudia Debora Elena Emanuela Fernanda Franca Gemma "
    "Ginevra Giuliana Graziella Ines Isabella Letizia Lina Loretta Lucrezia Marcella Maria Grazia Marina Marzia "
    "Milena Nella Paola Raffaella Rita Rossana Sara Simona Stefania Tiziana Vanda Veronica "
).split()

# chance 1.1.13, firstNames.male.it
CH_IT_M = (
    "Adolfo Alessandro Alvaro Angiolo Attilio Bruno Christian Cosimo Daniele Davide Duccio Elio Emilio Ettore "
    "Federico Filippo Gabriele Giampiero Gianluca Gino Giulio Gregorio Jacopo Lorenzo Luigi Marco Massimiliano "
    "Mattia Michele Nello Osvaldo Pier Luigi Raffaele Renzo Rolando Samuele Silvano Thomas Ugo Valter "
).split()

# chance 1.1.13, lastNames.it
CH_IT_LAST = (
    "Acciai Amato Arnetoli Baldini Barchielli Bartalesi Bausi Beni Berti Biffoli Bolognesi Borghini Breschi "
    "Bucciarelli Calabrese Cantini Cardini Casini Cavini Ceni Cherici Chiti Ciccone Clemente Contini Crescioli "
    "Davitti Di Marco Ermini Faini Fani Ferrari Fioravanti Forti Franco Gagliardi Gashi Giacomelli Giorgetti Gori "
    "Gualtieri Hu Lari Lepri Lorenzi Maggi Manetti Marchi Marino Materassi Mazzini Menichetti Milani Morandini "
    "Nannelli Neri Nutini Paci Palumbo Papucci Perrone Piazzesi Pietrini Poggiolini Pugliese Raveggi Ristori Romoli "
    "Sabatini Sanesi Scali Sguanci Sorrentino Tacconi Tempesti Tonelli Valente Venturini Vitale Zagli "
).split()

# chance 1.1.13, firstNames.female.nl
CH_NL_F = (
    "Ada Amanda Anita Annelies Astrid Carla Chantal Debora Elise Esmee Eva Floor Hanna Ilona Iris Jasmijn Jessica "
    "Julie Kim Lianne Lisa Louise Maria Martine Miranda Naomi Nina Paula Rianne Sabrina Saskia Sophie Tess Vanessa "
    "Wendy "
).split()

# chance 1.1.13, firstNames.male.nl
CH_NL_M = (
    "Aaron Albert Bart Bob Casper Daan Daniël Egbert Evert Florian Frederik Gerrit Hendrik Jaap Jason Jelte Job "
    "Jonathan Kees Laurens Luca Marcus Maurits Mika Morris Niek Olivier Peter Rens Samuel Sepp Stef Thijmen Tim "
    "Vince "
).split()

# chance 1.1.13, lastNames.nl (particled ones: particles then surname)
CH_NL_LAST = (['Albers', 'Baars', 'Blank', 'Blom', 'Boldewijn', 'Bos', 'Bouma', 'Brands', 'Buijs', 'Cohen', 'Dijkman', 'Engel', 'Franke', 'Goossens', 'Groot', 'Heemskerk', 'Hoekstra', 'Jacobs', 'Jonker', 'Klaassen', 'Koenders', 'Koopman', 'Kramer', 'Kuiper', 'Kwakman', 'Maas', 'Meijer', 'Nieuwenhuis', 'Pengel', 'Post', 'Pronk', 'Roest', 'Schaap', 'Schipper', 'Schouten', 'Schuurman', 'Smit', 'Swinkels', 'Tol', 'Valk', 'Verbeek', 'Vermeer', 'Vink', 'Vos', 'Willemsen', 'Wolters', 'de Beer', 'de Bruin', 'de Haan', 'de Jonge', 'de Leeuw', 'de Ruiter', 'de Waal', 'van Beek', 'van Dongen', 'van Eijk', 'van Gelderen', 'van Kempen', 'van Loon', 'van Ommen', 'van Rijn', 'van Vliet', 'van den Poel', 'van de Ven', 'van den Brink', 'van der Horst', 'van der Laan', 'van der Meij', 'van der Sluis', 'van der Velde'])

# chance 1.1.13, lastNames.de
CH_DE_LAST = (
    "Müller Schneider Weber Wagner Schulz Schäfer Bauer Klein Schröder Schwarz Braun Hofmann Lange Werner Krause "
    "Lehmann Schulze Köhler König Mayer Kaiser Peters Scholz Weiß Hahn Vogel Keller Frank Winkler Beck Baumann "
    "Albrecht Simon Böhm Kraus Schumacher Vogt Jäger Sommer Seidel Brandt Schreiber Schulte Ziegler Kühn Engel "
    "Busch Thomas Sauer Wolff "
).split()

# chance 1.1.13, lastNames.jp
CH_JP_LAST = (
    "Sato Suzuki Tanaka Ito Nakamura Kato Yamada Yamaguchi Matsumoto Kimura Shimizu Mori Ikeda Yamashita Nakajima "
    "Fujita Goto Hasegawa Kondo Sakamoto Aoki Nishimura Ota Fujiwara Matsuda Nakano Ono Takeuchi Wada Ishida Morita "
    "Shibata Kudo Miyazaki Uchida Ando Ohno Imai Fujimoto Murata Sugiyama Sugawara Kojima Chiba Matsui Sakurai "
    "Noguchi Nomura Sano Sugimoto "
).split()

# chance 1.1.13, lastNames.es (written there without accents)
CH_ES_LAST = (
    "Garcia Fernandez Martinez Rodriguez Sanchez Martin Ruiz Diaz Alvarez Moreno Munoz Romero Gutierrez Torres Gil "
    "Blanco Serrano Castro Sanz Rubio Molina Ortiz Morales Marin Santos Castillo Calvo Cruz Cano Prieto Lozano "
    "Vidal Ferrer Vega Leon Vicente Guerrero Fuentes Nieto Caballero Ibanez Pastor Saez Soler Carrasco Montero "
    "Arias Flores Aguilar Hidalgo Mora Velasco Rey Roman Bravo Merino Soto Reyes Redondo Carmona "
).split()

# chance 1.1.13, lastNames.fr
CH_FR_LAST = (
    "Martin Petit Dubois Michel David Girard Fontaine Faure Guérin François Perrin Nicolas Gautier Denis Noël Brun "
    "Rivière Barbier Roche Leroux Picard Lemoine Olivier Benoît Rolland López Hubert Dupuis Huet Fleury Adam Aubry "
    "Renault Baron Schneider Léger Millet Cousin Langlois Lévêque Lebrun Hamon Michaud Étienne Chevallier Bouchet "
    "Maréchal Hoarau Pichon Delaunay "
).split()



def _c(text: str) -> list[str]:
    """A comma-separated table (for entries with a particle: "da Silva", "van der Meer")."""
    return [t.strip() for t in text.split(",") if t.strip()]


# --------------------------------------------------------------------------- @ngneat/falso 8.0.2
# randFirstName's table holds names of many countries in one list; split here by origin.
FA_THAI = ("Amnuai Anong Charoen Kanchana Latda Mali Nittaya Phonthip Rattana Sawat Sombat Sombun Somchit "
           "Somkhit Sommai Somnuek Somphon Somphong Sukanya Suphaphon Thawi Urai Wanphen Watsana Wilai "
           "Samran Prani").split()
FA_CHINESE = ("Bin Chao Cheng Haiyan Hong Hui Jianhua Jianping Jin Kun Lan Lei Lihua Lijun Ling Liping Mei "
              "Min Ming Nan Ning Peng Ping Qing Rong Wei Xiang Xiaohong Xiaoli Xiaoping Xiaoyan Xin Yan Ying "
              "Yong Yue Yun Zhen").split()
FA_JAPANESE_F = ("Emiko Fumiko Haruna Hiroko Hiromi Hisako Keiko Kiyoko Masako Masami Michiko Mieko Miyoko "
                 "Nobuko Noriko Reiko Ryoko Sachiko Shizuko Takako Teruko Tomiko Toshiko Yasuko Yoko Yoshie "
                 "Yoshiko Yoshimi Yuko").split()
FA_RUSSIAN_F = ("Alyona Anastasiya Darya Ekaterina Galina Irina Kseniya Lyubov Lyudmila Nadezhda Natalya Olga "
                "Svetlana Tatyana Yelena Yuliya Valentina Mariya Marina").split()
FA_HEBREW = "Chanah Chayah Shoshanah Tamar Yael Yhudiyt Miriam Michal".split()
FA_INDIAN_F = ("Asha Gita Kiran Lakshmi Lalita Laxmi Manju Pushpa Radha Rekha Shanti Sita Suman Sunita "
               "Sushila Urmila Usha").split()
FA_POLISH_F = ("Agata Agnieszka Aleksandra Beata Dorota Ewa Grażyna Iwona Joanna Justyna Karolina Kasia "
               "Katarzyna Magdalena Małgorzata Monika Paulina").split()
FA_ICELANDIC_F = ("Auður Berglind Birna Edda Elín Elísabet Erla Erna Guðbjörg Guðný Guðrún Hildur Hulda "
                  "Ingibjörg Jóhanna Jóna Katrín Kolbrún Kristín Lilja Margrét Ólöf Ragnheiður Sigríður "
                  "Sigrún Steinunn Unnur Þóra Þórunn Ásta").split()
FA_CZECH_F = "Eliška Františka Ružena Věra Petra".split()
FA_GERMAN_F = ("Birgit Brigitte Christa Elke Gisela Heike Helga Renate Sabine Susanne Ursula Cäcilia Dörte "
               "Käte").split()
FA_ZULU_SOTHO_F = "Busisiwe Lindiwe Mpho Nokuthula Nonhlanhla Sibongile Tebogo Zandile Zanele".split()
FA_KENYAN_F = "Wanjiru Jackline Purity Mercy Eunice Joyce".split()
FA_NIGERIAN_F = "Ngozi Bunmi Hadiza Hauwa Blessing".split()
# randLastName's table.
FA_ICELANDIC_LAST_F = ("Baldursdóttir Birgisdóttir Bjarnadóttir Björnsdóttir Einarsdóttir Gunnarsdóttir "
                       "Guðjónsdóttir Guðmundsdóttir Gísladóttir Halldórsdóttir Haraldsdóttir Harðardóttir "
                       "Hauksdóttir Helgadóttir Jóhannesdóttir Jónasdóttir Jónsdóttir Karlsdóttir "
                       "Kjartansdóttir Kristinsdóttir Magnúsdóttir Pálsdóttir Pétursdóttir Ragnarsdóttir "
                       "Sigurðardóttir Stefánsdóttir Sveinsdóttir Ágústsdóttir Árnadóttir Ásgeirsdóttir "
                       "Ólafsdóttir Óskarsdóttir Þorsteinsdóttir Þórðardóttir").split()
FA_ICELANDIC_LAST_M = ("Björnsson Friðriksson Guðjónsson Guðmundsson Gíslason Halldórsson Harðarson "
                       "Jóhannesson Jóhannsson Jónasson Jónsson Kristjánsson Magnússon Pálsson Pétursson "
                       "Sigurjónsson Sigurðsson Stefánsson Ágústsson Árnason Ólafsson Óskarsson "
                       "Þorsteinsson Þórðarson").split()
FA_CZECH_LAST_F = ("Benešová Dvořáková Fialová Horáková Králová Kučerová Marková Novotná Nováková Pokorná "
                   "Pospíšilová Procházková Svobodová Veselá Zemanová Černá Žáková").split()
FA_CZECH_LAST_M = "Beneš Dvořák Horák Hájek Krejčí Kučera Novotný Novák Pokorný Pospíšil Procházka Veselý Černý".split()
FA_POLISH_LAST_M = ("Jabłoński Jasiński Kamiński Kozłowski Olszewski Pawłowski Sokołowski Szczepański "
                    "Szymański Urbański Zieliński Łapiński Łukaszewski Łuczak Żak").split()
FA_GERMAN_LAST = "Böttcher Fröhlich Förster Göbel Günther Jäger Köhler König Löffler Meißner Möller Schütz".split()
FA_SPANISH_LAST = ("Chávez Díaz Fernández García Gutiérrez Guzmán Gómez Hernández Jiménez López Martínez "
                   "Muñoz Méndez Núñez Peña Pérez Ramírez Rodríguez Ríos Sánchez Vásquez Álvarez").split()

# --------------------------------------------------------------------------- written here
ES_F = ("Lucía Carmen María Ainhoa Nerea Itziar Montserrat Begoña Inmaculada Elena Marta Alba Noelia Yolanda "
        "Raquel Susana Irene Cristina Maite Núria Aránzazu Encarnación Macarena Sagrario").split()
ES_M = ("Javier Iñigo Jordi Xabier Unai Álvaro Gonzalo Sergio Rubén Íker Borja Alfonso Ignacio Joaquín Ramón "
        "Fermín Andoni Pau Xavier Eusebio Telmo Aitor Lluís Marcelino").split()
ES_LAST_HAND = _c("Echeverría, Goikoetxea, Etxeberria, Puig, Castells, Arrieta, Urquijo, Aguirre, Sáez de "
                  "Heredia, Bolaños, Olabarrieta, Roig, Vilaró, Casademunt, Zubizarreta, Ortega y Gasset, "
                  "de la Fuente, del Olmo, de los Ríos, del Valle, de la Torre, Castro, Iturbe, Mañas")
MX_F = ("Ximena Itzel Citlali Xóchitl Yaretzi Fernanda Daniela Mariana Valeria Alejandra Brenda Araceli "
        "Maricela Yesenia Nayeli Areli Jazmín Marisol").split()
MX_M = ("Emiliano Santiago Mateo Cuauhtémoc Rigoberto Heriberto Eduardo Arturo Octavio Ulises Leonel "
        "Jonathan Aldo Osvaldo Abraham Isaac Efraín Saúl").split()
MX_LAST = ("Hernández García Martínez López González Pérez Rodríguez Sánchez Ramírez Flores Gómez Morales "
           "Vázquez Reyes Jiménez Torres Gutiérrez Ruiz Mendoza Aguilar Ortiz Castillo Romero Méndez Rivera "
           "Juárez Domínguez Ibarra Zúñiga Velázquez Cervantes Villanueva Tlatelpa Xicoténcatl Ocampo "
           "Salinas Trejo Bautista Carrillo Zavala").split()
ANDEAN_F = ("Killa Sumaq Nayra Ñusta Justina Yesenia Marleny Nilda Saturnina Eulogia Rosalía Yaneth "
            "Hermelinda Delia Maruja Celestina").split()
ANDEAN_M = ("Inti Amaru Wayra Teófilo Wilber Edwin Percy Alcides Feliciano Efraín Juvenal Hilario "
            "Porfirio Yony Nilo Elmer").split()
ANDEAN_LAST = ("Quispe Mamani Condori Huamán Choque Apaza Ticona Yupanqui Huanca Ccori Cusi Puma Chambi "
               "Coaquira Cutipa Limachi Pari Layme Vilca Chura Nina Machaca Poma Tupa Huarachi Ccallo "
               "Sucasaca Hancco Ayma Qhispi").split()
RIO_F = ("Agustina Florencia Micaela Camila Luciana Valentina Antonella Julieta Sofía Candela Abril "
         "Brenda Romina Belén").split()
RIO_M = ("Facundo Matías Nicolás Franco Santino Bautista Lautaro Gianluca Thiago Ezequiel Leandro Nahuel "
         "Maximiliano Gastón").split()
RIO_LAST = _c("Bianchi, Romano, Ferraro, Gallo, Fontana, Rinaldi, Caruso, Lombardi, Moretti, Esposito, Russo, "
              "Colombo, Marino, Greco, Ricci, Conti, De Luca, Di Stefano, Pellegrini, Sosa, Acosta, Benítez, "
              "Giménez, Gauna, Zárate, Fernández, Paz, Cabral")
FIL_F = ("Maricel Rowena Marites Jocelyn Analyn Rosalinda Lorna Cherry Maribel Divina Imelda Corazon "
         "Lovely Precious Jennylyn Gemma").split()
FIL_M = ("Jun Rodrigo Ferdinand Jericho Reynaldo Rommel Arnel Dindo Efren Jojo Ronaldo Arvin Jayson "
         "Manny Edgardo Nonoy").split()
FIL_LAST = _c("dela Cruz, Santos, Reyes, Bautista, Ocampo, Mendoza, Villanueva, Aquino, Mercado, Macapagal, "
              "Lacson, Dimaculangan, Magbanua, Pangilinan, Batungbakal, Manalo, Soriano, Salonga, de Guzman, "
              "delos Santos, Tolentino, Evangelista, Panganiban, Dimagiba, Buenaventura, Catacutan")
BR_F = ("Ana Juliana Fernanda Aline Patrícia Camila Letícia Vanessa Tatiane Jéssica Thaís Daiane Gabriela "
        "Rayssa Kaylane Isadora Luíza Heloísa Francisca Raimunda Lucineide Cleide Rosângela Josefa").split()
BR_M = ("João Gustavo Thiago Rafael Rodrigo Luiz Cauã Enzo Davi Wellington Anderson Cleiton Edvaldo Josué "
        "Gilberto Washington Ronaldo Francisco Raimundo Sebastião Wanderson Jefferson Juscelino Ítalo").split()
BR_SECOND = "Eduarda Clara Beatriz Luísa Vitória Henrique Lucas Paulo Vítor Gabriel".split()
BR_LAST = _c("Silva, Souza, Oliveira, Lima, Pereira, Ferreira, Alves, Ribeiro, Gomes, Martins, Carvalho, "
             "Araújo, Barbosa, Rocha, Dias, Andrade, Moreira, Nunes, Mendes, Freitas, Cavalcanti, "
             "Albuquerque, Magalhães, Siqueira, Brandão, Teixeira, Monteiro, Medeiros, da Silva, dos Santos, "
             "da Costa, de Souza, do Nascimento, de Oliveira, das Neves, da Rocha, dos Reis, do Carmo")
AFRO_BR_F = "Dandara Zuleide Jurema Luana Kizzy Ayana Nzinga Tainá Zenaide Marinalva Iraci Benedita".split()
AFRO_BR_M = "Benedito Jair Milton Djalma Adão Ailton Eliseu Valdir Zózimo Ubiratan Abdias Olímpio".split()
AFRO_BR_LAST = _c("Santana, Bonfim, Anunciação, Sacramento, Assunção, Purificação, Batista, Trindade, "
                  "Natividade, Encarnação, Firmino, Reis, da Conceição, do Sacramento, da Paixão, de Jesus, "
                  "do Bonfim, dos Anjos, da Anunciação, do Rosário")
PT_F = "Inês Leonor Matilde Beatriz Carolina Mafalda Joana Catarina Filipa Madalena Constança Teresa".split()
PT_M = "Duarte Tomás Afonso Gonçalo Vasco Nuno Tiago Rui Diogo Henrique Miguel Bernardo".split()
PT_LAST = _c("Fernandes, Gonçalves, Marques, Sousa, Lopes, Figueiredo, Mourão, Quaresma, Queirós, "
             "Vasconcelos, Sequeira, Cardoso, Tavares, Amaral, Brito, Vaz, Guimarães, Sá, Meireles, Bettencourt, "
             "de Sá, da Cunha, de Castro")
GAEL_F = "Siobhán Aoife Niamh Ciara Saoirse Róisín Orla Caoimhe Isla Kirsty Eilidh Mairead".split()
GAEL_M = "Eoin Cian Declan Ruairí Padraig Seamus Fionn Ewan Callum Alasdair Hamish Tadhg".split()
GAEL_LAST = ("O'Brien O'Connor O'Sullivan O'Neill O'Donnell O'Malley McCarthy McLaughlin MacDonald McKenzie "
             "MacLeod McGregor Gallagher Doyle Byrne Kennedy Quinn Fitzgerald Kavanagh Buchanan").split()
KO_F = "Ji-woo Seo-yeon Min-ji Soo-ah Ha-eun Yu-na Eun-ji Hye-jin Su-bin Ji-hye Da-eun Ye-jin".split()
KO_M = "Min-jun Seo-jun Do-hyun Ji-hoon Joon-ho Hyun-woo Sung-min Jae-won Tae-yang Dong-hyun Woo-jin Sang-hoon".split()
KO_LAST = "Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Oh Seo Shin Kwon Hwang Ahn Song Yoo Hong Moon Baek".split()
ZH_LAST = ("Wang Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Zhu Hu Guo Lin Gao Luo Zheng Liang Xie Tang "
           "Deng Feng Cao Zeng Xiao Chan Wong Leung Cheung Lau Tsang Yip").split()
AR_F = "Fatima Aisha Maryam Zainab Amina Layla Noor Yasmin Huda Rania Salma Hala Dalia Samira Khadija".split()
AR_M = ("Mohammed Ahmed Omar Youssef Khaled Tariq Hamza Bilal Samir Walid Nabil Faisal Rashid Mahmoud "
        "Said Karim").split()
AR_LAST = _c("Al-Rashid, Al-Sayed, Abdelaziz, Bouazza, Benali, Nasrallah, Qasim, Shalabi, Tawfiq, Zoubi, "
             "Al-Hashimi, Barakat, Awad, Hijazi, Sabbagh, Farhat, Kanaan, Mansouri, Alami, Idrissi, Bennani, "
             "Chraibi, Tazi, El Fassi, bin Khalid, bin Saleh, Abu-Ghazaleh")
TR_F = "Ayşe Elif Zeynep Fatma Emine Merve Büşra Gülşen Özlem Derya Sevgi Ebru Nur Dilek".split()
TR_M = "Mehmet Mustafa Ahmet Emre Burak Oğuz Serkan Murat Hakan Kerem Barış Çağlar Volkan Onur".split()
TR_LAST = ("Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç Aslan "
           "Çetin Kara Koç Kurt Özkan Şimşek Erdoğan Güneş Akın Polat").split()
HT_F = ("Widline Mirlande Nadège Fabiola Guerda Marie-Ange Rose-Merline Islande Ketly Wislande Roseline "
        "Dieula Fedeline Nathacha").split()
HT_M = ("Wilner Frantz Ducarmel Wisly Jean-Robert Fritznel Evens Dieuseul Jacquelin Rony Kervens Wilfrid "
        "Jean-Claude Lesly").split()
HT_LAST = ("Joseph Jean-Baptiste Pierre Louis Charles Saint-Fleur Dorvil Desrosiers Cadet Augustin Exantus "
           "Toussaint Lafortune Bienaimé Fils-Aimé Dieujuste Célestin Estimé Jean-Louis Delva Métellus "
           "Saint-Louis Thermidor Janvier").split()
IG_F = "Chiamaka Adaeze Chinonso Ifeoma Nneka Obiageli Uchenna Amarachi Chidinma Ebere Ogechi Nkechi".split()
IG_M = "Chukwuemeka Obinna Ikenna Chinedu Emeka Nnamdi Kelechi Uchechukwu Chibuike Ifeanyi Onyekachi Tochukwu".split()
IG_LAST = ("Okafor Okonkwo Eze Nwosu Obi Okeke Nwankwo Onyeka Chukwu Ugwu Okoro Nnadi Anyanwu Ezeh Obiora "
           "Nwachukwu Iwu Ogbonna Udeh Agu").split()
ZS_M = "Sipho Thabo Bongani Themba Mandla Lwazi Kagiso Sibusiso Tshepo Mpho".split()
ZS_LAST = ("Dlamini Nkosi Ndlovu Khumalo Mokoena Mahlangu Zulu Mthembu Sithole Ngcobo Molefe Mabaso Cele "
           "Shabalala Radebe Mofokeng").split()
KE_M = "Kamau Otieno Kipchoge Wafula Njoroge Mutua Barasa Cheruiyot Omondi Kiprono".split()
KE_LAST = ("Mwangi Ochieng Wanjiku Kiprop Njoroge Odhiambo Kariuki Wambui Onyango Achieng Kimani Chebet Owino "
           "Karanja Mutiso Kamau").split()
TH_LAST = ("Srisuk Saetang Wongsawat Chaiyasit Rattanakul Suwannarat Thongchai Boonmee Sukprasert Jaidee "
           "Phromma Kaewkhao Siriwan Chantarasiri Pattanapong Inthasorn").split()
RU_M = "Dmitri Sergei Aleksei Vladimir Nikolai Andrei Mikhail Yuri Oleg Pavel Igor Konstantin".split()
RU_LAST_M = "Ivanov Smirnov Kuznetsov Popov Sokolov Lebedev Kozlov Novikov Morozov Volkov Pavlov Semyonov Orlov".split()
RU_LAST_F = [s + "a" for s in RU_LAST_M]
IL_M = "Avi Eitan Yosef Itai Ariel Gil Noam Omer Yuval Shay Tal Moshe".split()
IL_LAST = _c("Cohen, Levi, Mizrahi, Peretz, Biton, Dahan, Avraham, Friedman, Katz, Azoulay, Shapiro, "
             "Ben-David, Ben-Ami, Goldberg, Rosenberg, Ohana")
IN_M = ("Rahul Arjun Vikram Sanjay Rajesh Anil Suresh Karthik Venkatesh Aditya Rohan Pranav Santosh "
        "Ramesh").split()
IN_LAST = ("Patel Singh Sharma Iyer Reddy Nair Gupta Menon Rao Pillai Chatterjee Banerjee Mukherjee Desai "
           "Joshi Kulkarni Agarwal Bhattacharya Krishnan Subramanian Khan").split()
DE_M = "Jürgen Klaus Dieter Uwe Matthias Torsten Jörg Stefan Wolfgang Günter Lukas Felix".split()
DE_LAST_HAND = _c("von Stein, von der Heide, von Arnim, zu Dohna")
JP_M = "Hiroshi Takeshi Kenji Daisuke Haruto Sota Ren Kazuki Shota Yuto Akira Katsumi".split()
CZ_F = "Lucie Tereza Jana Kateřina Markéta Zuzana".split()
CZ_M = "Jiří Tomáš Petr Jan Martin Ondřej Vojtěch Lukáš Jakub Zdeněk".split()
PL_M = "Krzysztof Piotr Tomasz Paweł Grzegorz Łukasz Michał Wojciech Marcin Jakub".split()
PL_LAST_F = "Kowalska Wiśniewska Wójcik Kamińska Lewandowska Zielińska Szymańska Woźniak Dąbrowska Łuczak".split()
IS_M = "Gunnar Sigurður Ólafur Jón Einar Magnús Kristján Stefán Björn Halldór Páll Ragnar".split()
FR_F = "Camille Chloé Manon Léa Inès Margaux Élodie Sandrine Nathalie Aurélie Gwenaëlle Maëlle".split()
FR_M = "Mathieu Julien Thibault Benoît Guillaume Loïc Yannick Jérôme Cédric Hugo Gaëtan Étienne".split()
# Names that are also common words of each language.
WORD_EN_F = "Summer Hope Faith Joy Grace Angel Rose Holly Ivy Autumn Dawn April June Amber Crystal Destiny Melody Sky".split()
WORD_EN_M = "Hunter Chase Rocky Sonny Cash King Major Bishop Royal Colt Ace Justice Angel Forest".split()
WORD_EN_LAST = ("Baker Cook Hill Wood Stone Fox Bird Young Little Rich Law Church Bell Page King Green Black "
                "White Brown Hope Frost Snow Moody Swift Street Banks Carpenter Fisher Hunter Mason Strong Love "
                "Sweet Small Short Long").split()
WORD_ES_F = ("Guadalupe Consuelo Nieves Soledad Paz Luz Rocío Dolores Pilar Mercedes Esperanza Rosario Bonita "
             "Amparo Milagros Estrella Alegría Victoria Caridad Socorro Azucena Paloma Perla Cielo").split()
WORD_ES_M = "Ángel Jesús Salvador Amado Modesto Bonito Inocencio Cándido Clemente Domingo Primitivo Justo Leal Sereno".split()
WORD_ES_LAST = _c("Cruz, Prado, Campos, Iglesias, Torres, Castillo, Paredes, Montes, Flores, Rosales, Calvo, "
                  "Blanco, Moreno, Rubio, Bravo, Cabello, Lobo, Toro, Leal, Nieves, Luna, Sol, Rey, Palacios, "
                  "Cordero, Manzano, Pastor, Caballero, Delgado, de la Cruz, del Campo, de la Luz")
WORD_PT_F = "Graça Glória Luz Aurora Vitória Esperança Flor Estrela Dores Céu Alegria Serena Pérola Jade".split()
WORD_PT_M = "Amado Salvador Jesus Natal Vitorino Bonito Justo Leal Valente Severo Domingos Inocêncio".split()
WORD_PT_LAST = _c("Serra, Costa, Campos, Fontes, Leal, Prado, Rocha, Pereira, Oliveira, Carvalho, Pinheiro, "
                  "Coelho, Lobo, Raposo, Machado, Barros, Nogueira, Leão, Pinto, Franco, Bezerra, Guerra, Paz, "
                  "Cruz, Mota, Torres, Ramos, Vieira, Cordeiro, Bastos, Fortes, Sobral, Moura, da Serra, da Paz, "
                  "da Cruz, das Flores, do Prado, dos Campos")

# --------------------------------------------------------------------------- origins

# origin: (women's first names, men's first names, women's surnames, men's surnames, style)
# style: "one" one surname; "es" two surnames, the first the one used; "pt" one to three surnames,
# the last the one used; "en" one surname, sometimes a hyphenated pair.
ORIGINS: dict[str, tuple[list[str], list[str], list[str], list[str], str]] = {
    "english": (CH_EN_F, CH_EN_M, CH_UK_LAST, CH_UK_LAST, "en"),
    "gaelic": (GAEL_F, GAEL_M, GAEL_LAST, GAEL_LAST, "en"),
    "word_en": (WORD_EN_F, WORD_EN_M, WORD_EN_LAST, WORD_EN_LAST, "en"),
    "italian": (CH_IT_F, CH_IT_M, CH_IT_LAST, CH_IT_LAST, "one"),
    "dutch": (CH_NL_F, CH_NL_M, CH_NL_LAST, CH_NL_LAST, "one"),
    "german": (FA_GERMAN_F, DE_M, CH_DE_LAST + FA_GERMAN_LAST + DE_LAST_HAND, CH_DE_LAST + FA_GERMAN_LAST + DE_LAST_HAND, "en"),
    "french": (FR_F, FR_M, CH_FR_LAST, CH_FR_LAST, "en"),
    "japanese": (FA_JAPANESE_F, JP_M, CH_JP_LAST, CH_JP_LAST, "one"),
    "icelandic": (FA_ICELANDIC_F, IS_M, FA_ICELANDIC_LAST_F, FA_ICELANDIC_LAST_M, "one"),
    "czech": (FA_CZECH_F + CZ_F, CZ_M, FA_CZECH_LAST_F, FA_CZECH_LAST_M, "one"),
    "polish": (FA_POLISH_F, PL_M, PL_LAST_F, FA_POLISH_LAST_M, "one"),
    "russian": (FA_RUSSIAN_F, RU_M, RU_LAST_F, RU_LAST_M, "one"),
    "israeli": (FA_HEBREW, IL_M, IL_LAST, IL_LAST, "one"),
    "indian": (FA_INDIAN_F, IN_M, IN_LAST, IN_LAST, "one"),
    "thai": (FA_THAI[:14], FA_THAI[14:], TH_LAST, TH_LAST, "one"),
    "chinese": (FA_CHINESE[::2], FA_CHINESE[1::2], ZH_LAST, ZH_LAST, "one"),
    "korean": (KO_F, KO_M, KO_LAST, KO_LAST, "one"),
    "arabic": (AR_F, AR_M, AR_LAST, AR_LAST, "one"),
    "turkish": (TR_F, TR_M, TR_LAST, TR_LAST, "one"),
    "haitian": (HT_F, HT_M, HT_LAST, HT_LAST, "one"),
    "igbo": (IG_F + FA_NIGERIAN_F[:1], IG_M, IG_LAST, IG_LAST, "one"),
    "zulu_sotho": (FA_ZULU_SOTHO_F, ZS_M, ZS_LAST, ZS_LAST, "one"),
    "kenyan": (FA_KENYAN_F, KE_M, KE_LAST, KE_LAST, "one"),
    "spanish": (ES_F, ES_M, CH_ES_LAST + FA_SPANISH_LAST + ES_LAST_HAND, CH_ES_LAST + FA_SPANISH_LAST + ES_LAST_HAND, "es"),
    "mexican": (MX_F, MX_M, MX_LAST, MX_LAST, "es"),
    "andean": (ANDEAN_F, ANDEAN_M, ANDEAN_LAST, ANDEAN_LAST, "es"),
    "rioplatense": (RIO_F, RIO_M, RIO_LAST, RIO_LAST, "es"),
    "filipino": (FIL_F, FIL_M, FIL_LAST, FIL_LAST, "es"),
    "word_es": (WORD_ES_F, WORD_ES_M, WORD_ES_LAST, WORD_ES_LAST, "es"),
    "brazilian": (BR_F, BR_M, BR_LAST, BR_LAST, "pt"),
    "afro_brazilian": (AFRO_BR_F, AFRO_BR_M, AFRO_BR_LAST, AFRO_BR_LAST, "pt"),
    "portuguese": (PT_F, PT_M, PT_LAST, PT_LAST, "pt"),
    "word_pt": (WORD_PT_F, WORD_PT_M, WORD_PT_LAST, WORD_PT_LAST, "pt"),
}

# How often each origin is drawn for a message of each language: mostly the region's own.
_WEIGHTS = {
    "en": {"english": 45, "word_en": 14, "gaelic": 8, "indian": 5, "chinese": 4, "korean": 4, "igbo": 4,
           "arabic": 4, "italian": 3, "dutch": 3, "german": 3, "polish": 3, "japanese": 3, "russian": 2,
           "israeli": 3, "kenyan": 3, "zulu_sotho": 3, "thai": 2, "icelandic": 2, "czech": 2, "filipino": 3,
           "haitian": 3, "turkish": 2, "mexican": 3, "french": 2, "brazilian": 1, "spanish": 1},
    "es": {"spanish": 20, "mexican": 14, "andean": 9, "rioplatense": 8, "filipino": 4, "word_es": 12,
           "haitian": 2, "italian": 2, "arabic": 3, "chinese": 3, "korean": 2, "english": 2, "french": 2,
           "german": 2, "brazilian": 2, "turkish": 2, "japanese": 2, "dutch": 2, "russian": 2, "polish": 1,
           "icelandic": 1, "czech": 1, "igbo": 1, "indian": 1, "israeli": 1, "thai": 1, "gaelic": 1},
    "pt": {"brazilian": 26, "afro_brazilian": 10, "portuguese": 8, "word_pt": 12, "japanese": 4, "italian": 4,
           "arabic": 3, "german": 3, "polish": 2, "spanish": 2, "andean": 2, "haitian": 3, "korean": 2,
           "chinese": 2, "igbo": 2, "english": 2, "rioplatense": 2, "dutch": 1, "french": 1, "turkish": 1,
           "kenyan": 1, "zulu_sotho": 1, "icelandic": 1, "czech": 1, "russian": 1, "thai": 1, "indian": 1},
}

# Lower-case words that may stand inside a name (as written): "Ana dos Santos", "van der Meer".
PARTICLES = ("da", "das", "de", "do", "dos", "del", "la", "las", "los", "dela", "delos", "van", "der", "den",
             "von", "zu", "y", "bin")

# Every word of a name that is also a common word of one of the three languages.
WORD_PARTS = frozenset(fold(w).casefold() for table in (
    WORD_EN_F, WORD_EN_M, WORD_EN_LAST, WORD_ES_F, WORD_ES_M, WORD_PT_F, WORD_PT_M,
    [p for s in WORD_ES_LAST + WORD_PT_LAST for p in s.split() if p not in PARTICLES]) for w in table)

TITLES = {
    "en": {"F": ["Ms.", "Mrs.", "Miss", "Dr.", "Prof."], "M": ["Mr.", "Dr.", "Prof."]},
    "es": {"F": ["Sra.", "Srta.", "Dña.", "Dra.", "Lic."], "M": ["Sr.", "Don", "Dr.", "Lic.", "Ing."]},
    "pt": {"F": ["Sra.", "Dona", "Dra.", "Prof."], "M": ["Sr.", "Seu", "Dr.", "Prof."]},
}


@dataclass
class Sealed8Message(NameMessage):
    """A message of the sealed8 set: its template's index in TEMPLATES[language], the origins of its
    people in order, and the spans of its look-alikes that must never be labelled."""

    template: int = 0
    origins: tuple[str, ...] = ()
    traps: list[tuple[int, int]] = field(default_factory=list)
    who: list[int] = field(default_factory=list)  # the person (1..3) each label of `names` names


@dataclass
class _Person:
    given: list[str]
    surnames: list[str]
    sex: str
    origin: str
    used: str  # the surname the person goes by
    title: str

    @property
    def hyphenated(self) -> bool:
        return any("-" in s for s in self.surnames)


def _person(rng: random.Random, language: str, taken: set[str], sex: str = "") -> _Person:
    weights = _WEIGHTS[language]
    while True:
        origin = rng.choices(list(weights), weights=list(weights.values()))[0]
        women, men, last_f, last_m, style = ORIGINS[origin]
        sex = sex or rng.choice("FM")
        given = [rng.choice(women if sex == "F" else men)]
        surnames_table = last_f if sex == "F" else last_m
        if style == "es":
            if rng.random() < 0.2:
                given.append(rng.choice([g for g in (women if sex == "F" else men) if g != given[0]]))
            surnames = rng.sample(surnames_table, 2)
            if rng.random() < 0.12:
                surnames = [f"{_bare(surnames[0])}-{_bare(surnames[1])}"]
            used = surnames[0]
        elif style == "pt":
            if rng.random() < 0.3:
                second = [g for g in BR_SECOND + (women if sex == "F" else men) if g != given[0]]
                given.append(rng.choice(second))
            surnames = rng.sample(surnames_table, rng.choice((1, 2, 2, 3)))
            used = surnames[-1]
        else:
            surnames = [rng.choice(surnames_table)]
            if style == "en" and rng.random() < 0.15:
                other = rng.choice([s for s in surnames_table if " " not in s and s != surnames[0]])
                surnames = [f"{_bare(surnames[0])}-{other}"]
            elif style == "one" and rng.random() < 0.05 and " " not in surnames[0]:
                other = rng.choice([s for s in surnames_table if " " not in s and s != surnames[0]])
                surnames = [f"{surnames[0]}-{other}"]
            used = surnames[0]
        keys = {fold(used).casefold(), "first:" + fold(given[0]).casefold()}
        if not keys & taken:  # no two people of a message share a surname or a first name
            taken |= keys
            return _Person(given, surnames, sex, origin, used, rng.choice(TITLES[language][sex]))


def _bare(surname: str) -> str:
    """A surname without its particle, to stand in a hyphenated pair."""
    words = surname.split()
    while len(words) > 1 and words[0] in PARTICLES:
        words = words[1:]
    return " ".join(words)


def _initial(word: str) -> str:
    return word[0] + "."


def _render(rng: random.Random, person: _Person, form: str) -> tuple[str, str, list[str]]:
    """(text before the label, the label's text, the label's form tags) of `person` in `form`."""
    if form == "any":
        form = rng.choice(("full", "fl", "init"))
    before, tags, surname = "", [], person.used
    if form == "full":
        text, tags, surname = " ".join(person.given + person.surnames), ["full"], " ".join(person.surnames)
    elif form == "fl":
        text, tags = f"{person.given[0]} {person.used}", ["fl"]
    elif form == "tfl":
        before, text, tags = person.title + " ", f"{person.given[0]} {person.used}", ["fl"]
    elif form == "first":
        text, tags, surname = person.given[0], ["first"], ""
    elif form in ("tlast", "sur"):
        before = person.title + " " if form == "tlast" else ""
        text, tags = person.used, ["last"]
    elif form == "init":
        shape = rng.choice(("K. S", "F K. S", "R. K. S"))
        second = person.given[1] if len(person.given) > 1 else rng.choice("ABCDEFGHJKLMNPRSTVW")
        if shape == "K. S":
            text = f"{_initial(person.given[0])} {person.used}"
        elif shape == "F K. S":
            text = f"{person.given[0]} {_initial(second)} {person.used}"
        else:
            text = f"{_initial(person.given[0])} {_initial(second)} {person.used}"
        tags = ["init"]
    else:
        raise ValueError(f"unknown name form {form!r}")
    words = text.split()
    if "-" in surname:
        tags.append("hyph")
    if any(w in PARTICLES for w in words) or any(re.match(r"(O'|Mc|Mac)[A-Z]", w) for w in words):
        tags.append("part")
    pieces = [fold(p).casefold() for w in words for p in w.split("-")]
    if any(p in WORD_PARTS for p in pieces):
        tags.append("word")
        if form == "first":
            tags.append("wfirst")
    return before, text, tags


# --------------------------------------------------------------------------- fake contact data

_MAIL_WORDS = ("soporte ventas cuenta pedidos faturamento atendimento billing orders help contato reembolso "
               "azul norte sol verde loja tienda shop store casa rio mar").split()
_BRANDS = {
    "en": ["Johnson & Johnson", "Ben & Jerry's", "Dr. Martens", "Tommy Hilfiger", "Ralph Lauren", "Wendy's",
           "McDonald's", "Morgan Stanley", "Walt Disney", "Martha Stewart Living", "Marks & Spencer",
           "Sainsbury's", "Jack Daniel's", "Ford Mustang", "Dell XPS", "Hewlett-Packard", "Louis Vuitton"],
    "es": ["Zara Home", "El Corte Inglés", "Chupa Chups", "Loewe", "Pans & Company", "Carolina Herrera",
           "Adolfo Domínguez", "Mercadona", "Don Simón", "Telepizza", "Massimo Dutti", "Pedro Ximénez",
           "Pull&Bear", "Rosa Clará", "Café Juan Valdez", "Bimbo"],
    "pt": ["Casas Bahia", "Magazine Luiza", "Renner", "Boticário", "Havaianas", "Natura", "Brastemp",
           "Guaraná Antarctica", "Seu Jorge Eventos", "Banco Itaú", "Americanas", "Ponto Frio", "Riachuelo",
           "Tramontina", "Sadia", "Maria Filó"],
}
_PLACES = {
    "en": ["Washington Square", "Lincoln Avenue", "St. Mary's Hospital", "Kennedy Airport", "King George Street",
           "Victoria Station", "Wellington Road", "Mount Sinai Hospital", "Franklin Park", "Madison Avenue",
           "Sherman Oaks", "Jefferson Elementary", "Churchill Gardens", "Morgan Library"],
    "es": ["Calle Alcalá", "Avenida Simón Bolívar", "Hospital Gregorio Marañón", "Estación de Atocha",
           "Plaza de San Martín", "Aeropuerto Jorge Chávez", "Colegio San Ignacio", "Calle Benito Juárez",
           "Estadio Santiago Bernabéu", "Avenida Miguel Grau", "Hospital Rebagliati", "Paseo de Gracia",
           "Parque Rosales", "Calle Sor Juana Inés de la Cruz"],
    "pt": ["Rua Barão de Mauá", "Avenida Getúlio Vargas", "Hospital Sírio-Libanês", "Estação da Luz",
           "Praça Tiradentes", "Aeroporto Santos Dumont", "Colégio Dom Pedro II", "Rua Voluntários da Pátria",
           "Avenida Presidente Vargas", "Estádio Mané Garrincha", "Hospital Albert Einstein",
           "Rua Oscar Freire", "Largo do Machado", "Avenida Paulista"],
}
_AMOUNTS = {"en": ["$48.90", "$12.00", "$199.99", "£35.50"], "es": ["48,90 €", "120 €", "$ 3.450 MXN", "S/ 89,90"],
            "pt": ["R$ 89,90", "R$ 1.299,00", "R$ 45", "R$ 230,50"]}
_DATES = {"en": ["Mar 14", "14/03", "June 3rd", "Friday the 9th"], "es": ["14/03", "3 de junio", "el viernes 9", "lunes 2"],
          "pt": ["14/03", "3 de junho", "sexta-feira, dia 9", "segunda, 2"]}


def _fill(rng: random.Random, slot: str, language: str) -> tuple[str, bool]:
    """(text, is a trap) of a `{slot}`."""
    if slot == "email":
        a, b = rng.sample(_MAIL_WORDS, 2)
        return f"{a}.{b}@example.{rng.choice(('com', 'org', 'net'))}", False
    if slot == "phone":
        xx = f"{rng.randrange(100):02d}"
        return {"en": f"(212) 555-01{xx}", "es": f"+34 555 01{xx} 00", "pt": f"(11) 5555-01{xx}"}[language], False
    if slot == "card":
        return "4111 1111 1111 1111", False
    if slot == "order":
        letters = "ABCDEFGHJKMNPQRSTVWXYZ"
        code = "".join(rng.choice(letters) for _ in range(3)) + str(rng.randrange(10)) + rng.choice(letters) + str(rng.randrange(10))
        return rng.choice(("ORD-", "PED-", "#", "TKT-")) + code, False
    if slot == "date":
        return rng.choice(_DATES[language]), False
    if slot == "time":
        return f"{rng.choice((9, 10, 11, 14, 15, 16, 17))}:{rng.choice(('00', '15', '30', '45'))}", False
    if slot == "amount":
        return rng.choice(_AMOUNTS[language]), False
    if slot == "brand":
        return rng.choice(_BRANDS[language]), True
    if slot == "place":
        return rng.choice(_PLACES[language]), True
    raise ValueError(f"unknown slot {slot!r}")


# --------------------------------------------------------------------------- generation

_TOKEN = re.compile(r"\[\[(\d)[FM]?\.(\w+)\]\]|\{(\w+)\}|<<(.+?)>>", re.S)


def _segments(rng: random.Random, template: str, language: str, people: list[_Person]) -> list[tuple[str, str]]:
    """The message as (text, kind) pieces: kind "" plain, "trap", or a name's form tags and its
    person's number ("fl hyph @2")."""
    out: list[tuple[str, str]] = []
    at = 0
    for m in _TOKEN.finditer(template):
        out.append((template[at:m.start()], ""))
        if m.group(1):
            before, text, tags = _render(rng, people[int(m.group(1)) - 1], m.group(2))
            if before:
                out.append((before, ""))
            out.append((text, " ".join(tags) + f" @{m.group(1)}"))
        elif m.group(3):
            text, trap = _fill(rng, m.group(3), language)
            out.append((text, "trap" if trap else ""))
        else:
            out.append((m.group(4), "trap"))
        at = m.end()
    out.append((template[at:], ""))
    return [(t, k) for t, k in out if t]


def _case(segments: list[tuple[str, str]], casing: str, index: int, language: str) -> list[tuple[str, str]]:
    """The segments in the message's casing class: ALL CAPS and lower case each half whole-message,
    half names only; in Spanish and Portuguese every other lower-case message without accents."""
    if casing == "as written":
        return segments
    change = str.upper if casing == "ALL CAPS" else str.lower
    whole = index % 2 == 0

    def named(kind: str) -> bool:
        return kind not in ("", "trap")

    if not any(named(k) for _, k in segments):
        whole = True  # a message with no name changes whole, or it would not change at all
    out = [(change(t) if whole or named(k) else t, k) for t, k in segments]
    if casing == "lower case" and language in ("es", "pt") and index % 4 in (0, 3):
        out = [(fold(t), k) for t, k in out]
    return out


def people_in(template: str) -> int:
    """How many people a template holds (0 for a no-person template)."""
    return max((int(n) for n in re.findall(r"\[\[(\d)", template)), default=0)


def _sexes(template: str) -> dict[int, str]:
    """The sex a template's wording gives a person ("[[1F.fl]]": "mi esposa, ..."), where it does."""
    return {int(n): sex for n, sex in re.findall(r"\[\[(\d)([FM])\.", template)}


def generate_sealed8(per_template: int = 4, seed: int = SEED) -> list[Sealed8Message]:
    """Every template of every language, `per_template` messages in each casing class."""
    rng = random.Random(seed)
    messages: list[Sealed8Message] = []
    for language in ("en", "es", "pt"):
        for number, template in enumerate(TEMPLATES[language]):
            for casing in CASINGS:
                for index in range(per_template):
                    taken: set[str] = set()
                    sexes = _sexes(template)
                    people = [_person(rng, language, taken, sexes.get(n, "")) for n in range(1, people_in(template) + 1)]
                    segments = _case(_segments(rng, template, language, people), casing, index, language)
                    message = Sealed8Message(language=language, casing=casing, locale=f"sealed8-{language}",
                                             template=number, origins=tuple(p.origin for p in people))
                    for text, kind in segments:
                        start = len(message.text)
                        message.text += text
                        if kind == "trap":
                            message.traps.append((start, len(message.text)))
                        elif kind:
                            tags, who = kind.rsplit(" @", 1)
                            message.names.append(Labelled(start, len(message.text), "PERSON", tags))
                            message.who.append(int(who))
                    messages.append(message)
    return messages



# --------------------------------------------------------------------------- templates

_EN = [
    # with people
    "hi can u check the refund for [[1F.fl]] order {order} pls she says its been 2 weeks",
    "Hi [[1.first]],\n\nThanks for reaching out about order {order}. I've issued a refund of {amount}; it should show on the card ending 1111 within 5 business days.\n\nBest,\n[[2.fl]]\n<<Customer Success>> | <<Northwind Outfitters>>",
    "---------- Forwarded message ---------\nFrom: [[1.full]] <{email}>\nDate: {date}\nSubject: Re: <<Lincoln Avenue>> delivery\nTo: <<Support Team>> <{email}>\n\nThe driver left it at the wrong door again.",
    "Ticket {order}\nRequester: [[1.full]]\nAssignee: [[2.fl]]\nPriority: <<High>>\nStatus: <<Pending>>\nSummary: customer wants the invoice re-issued to [[1.tlast]]'s company",
    "name,email,phone,city\n[[1.full]],{email},{phone},<<Austin>>\n[[2.full]],{email},{phone},<<Jackson>>",
    "ts={time} level=info event=refund_issued customer=\"[[1.fl]]\" agent=\"[[2.first]]\" amount={amount}",
    "{\"status\": \"ok\", \"customer_name\": \"[[1.full]]\", \"email\": \"{email}\", \"tier\": \"<<Gold>>\"}",
    "https://crm.example.com/search?first=[[1.first]]&status=open&ref={order}",
    "Agent: Thanks for calling, who am I speaking with?\nCaller: This is [[1.full]].\nAgent: Thanks [[1.first]], and the account is under your name?\nCaller: No, it's under my husband, [[2M.fl]].",
    "[[1.first]] here - my package from {brand} never arrived, tracking says delivered {date}. call me {phone}",
    "Meeting: Escalation review\nWhen: {date}, {time}\nOrganizer: [[1.fl]]\nAttendees: [[2.fl]], [[3.fl]]\nWhere: <<Madison>> room, 4th floor",
    "Delivery note: leave with the neighbour ([[1.tlast]]) at {place} if nobody answers.",
    "REFUND REQUEST\nFull name: [[1.full]]\nEmail: {email}\nCard: {card}\nReason: <<Damaged>> on arrival",
    "crm note: spk w [[1.first]] re dbl charge, prom callback {date}. cc [[2.fl]]",
    "> On {date} [[1.fl]] wrote:\n> Can you move my delivery to <<Saturday>>?\n\nSure thing, [[1.first]], done. - [[2.first]]",
    "Open items:\n- [[1.fl]]: replacement charger shipped\n- [[2.fl]]: waiting on photos\n- <<Warehouse>>: stock count for <<Apple>> cables",
    "| customer | agent | status |\n|---|---|---|\n| [[1.full]] | [[2.first]] | <<Resolved>> |\n| [[3.fl]] | [[2.first]] | <<Escalated>> |",
    "Please confirm the address for [[1.tfl]] before we ship: {place}.",
    "I spoke with [[1.full]] and [[2.full]] yesterday; both want the {brand} voucher applied.",
    "Can you tell [[1.tlast]] the technician will be there at {time}? [[1.first]]'s number is {phone}.",
    "Dear [[1.tlast]],\n\nWe're sorry your order {order} arrived late. A credit of {amount} is now on your account.\n\nKind regards,\n[[2.full]]\nBilling, <<Harper Collins Logistics>>",
    "SMS from {phone}: hey its [[1.fl]] again, still no refund??",
    "Transferred from [[1.fl]] (tier 1) to [[2.init]] (tier 2) after <<Monday>>'s outage.",
    "Customer [[1.init]] asked whether [[2.init]] can sign for the parcel.",
    "[[1F.fl]]'s subscription renews on {date}; her partner [[2.first]] asked us to cancel it.",
    "cc [[1.fl]], [[2.fl]] and [[3.fl]] - see thread below re <<Black Friday>> pricing",
    "Chat transcript\n[{time}] [[1.first]]: hi\n[{time}] Agent [[2.first]]: Hi [[1.first]], how can I help?\n[{time}] [[1.first]]: my name is misspelled on the invoice, it should be [[1.full]]",
    "Warranty claim filed by [[1.full]] for a <<Hamilton Beach>> blender bought at {brand}.",
    "last_name=[[1.sur]] first_name=[[1.first]] source=web_form campaign=<<Spring Sale>>",
    "Note from [[1.tlast]]: please don't call before {time}, I work nights at {place}.",
    "Our courier ([[1.fl]]) says [[2.tlast]] refused the delivery.",
    "Thanks again [[1.first]]!\n\nCheers,\n[[2.fl]]\nSupport Lead",
    "Escalated to [[1.any]] because [[2.any]] threatened a chargeback on {card}.",
    "Reminder: [[1F.fl]] is out {date}; route her tickets to [[2.fl]].",
    "Pickup authorised for: [[1.full]] (ID checked) on behalf of [[2.tfl]]",
    "did [[1.first]] ever send the photos? [[2.first]] asked me twice",
    "Invoice to: [[1.tfl]], {place}\nAttn: [[2.fl]], accounts payable",
    "[[1.fl]] called about the double charge. [[1.first]] wants a callback after {time}, not before.",
    "Voicemail (transcribed): hi this is [[1.full]] um calling about order {order} uh my number is {phone} thanks bye",
    "#support-escalations\n[[1.first]]: anyone seen [[2.tfl]]'s ticket?\n[[3.first]]: yep, [[2.first]] is waiting on the {brand} rep",
    "Return label sent to [[1F.init]] at {place}; the parcel is for [[2F.fl]] (her daughter).",
    "Customer said \"ask for [[1.first]] in billing\" - we have no [[1.first]] there, checked with [[2.tlast]].",
    "Hi team - [[1.full]] (account manager at {brand}) is visiting {date}. Please book the <<Jefferson>> room.\n\nThanks,\n[[2.first]]",
    "Signed for by: [[1.sur]]\nDelivered: {date} {time}\nDriver: [[2.first]] ([[2.init]])",
    # no person
    "Our <<Washington>> warehouse ships <<Monday>> to <<Friday>>; orders placed after {time} go out the next day.",
    "<<Ford>> and <<Dell>> accounts are handled by the <<Enterprise Team>>. Route anything for {brand} to them too.",
    "Reminder: <<Jack Daniel's>> gift sets are out of stock until <<August>>.",
    "Storm <<Helene>> delayed every shipment to <<Charlotte>> and <<Savannah>> this week.",
    "CANCEL ORDER\nREFUND STATUS: <<Pending>>\nPAYMENT: {card}\nDELIVERY: {place}",
    "Please review the attached <<Harper>> report before {date}.",
    "Returns go to {place}. Do not send them to the <<Jefferson>> store.",
    "Tracking: {order}\nCarrier: <<Royal Mail>>\nStatus: In transit via <<Heathrow>>",
    "Song request from the hold music survey: <<Hey Jude>>, <<Jolene>> and <<Billie Jean>>.",
    "Promo code <<SUMMER>>25 stopped working at {brand}; check with <<Marketing>>.",
    "Agent: Is this about the <<Morgan Stanley>> account?\nCaller: No, the <<Wells Fargo>> one.",
    "Ship to: {place}, <<Springfield>>\nPhone: {phone}\nEmail: {email}",
    "Holiday hours: closed <<Christmas Day>>, <<Boxing Day>> and <<St. Patrick's Day>>.",
    "https://shop.example.org/products/<<martha-stewart>>-towels?ref={order}",
    "The <<Queen Mary>> cruise booking was moved to <<Southampton>> on {date}.",
    "Update <<Chrome>> and <<Edgar>> (the <<SEC>> filing tool) before the audit.",
    "Our <<Dr. Pepper>> and <<Mountain Dew>> pallets arrived damaged at {place}.",
    "<<Harry Potter>> and <<Jane Eyre>> were the two most returned books this month.",
    "<<Grace>> period ends {date}. <<Will>> call back if the card on file ({card}) fails again.",
    "<<MARK>> AS RESOLVED\n<<Bill>> to: <<Acme Holdings>>\nShip to: {place}",
    "SENIOR ACCOUNT MANAGER, <<EMEA>> - <<Customer Success Team>> - <<Tuesday>> standup moved to {time}.",
    "<<Rose>> gold and <<amber>> cases are back in stock for the <<Summer>> sale; <<Hope>> this helps!",
    "Check the <<Ford Fiesta>> and <<Honda Jazz>> recall list before booking a <<Walgreens>> pickup.",
]

_ES = [
    # con personas
    "hola buenas tardes quería saber q paso con el reembolso de [[1.fl]] el pedido {order} no llega",
    "Hola [[1.first]]:\n\nGracias por escribirnos. Ya tramitamos la devolución de {amount} del pedido {order}.\n\nAtentamente,\n[[2.full]]\n<<Atención al Cliente>> - <<Grupo Herrera>>",
    "---------- Mensaje reenviado ----------\nDe: [[1.full]] <{email}>\nFecha: {date}\nAsunto: RE: entrega en {place}\nPara: <<Soporte>> <{email}>\n\nEl repartidor dejó el paquete en la portería.",
    "Ticket {order}\nSolicitante: [[1.full]]\nAsignado a: [[2.fl]]\nPrioridad: <<Alta>>\nEstado: <<Abierto>>\nResumen: pide que la factura salga a nombre de [[1.tlast]]",
    "nombre,correo,telefono,ciudad\n[[1.full]],{email},{phone},<<Sevilla>>\n[[2.full]],{email},{phone},<<Mérida>>",
    "ts={time} nivel=info evento=reembolso cliente=\"[[1.fl]]\" agente=\"[[2.first]]\" importe=\"{amount}\"",
    "{\"estado\": \"ok\", \"nombre_cliente\": \"[[1.full]]\", \"correo\": \"{email}\", \"plan\": \"<<Oro>>\"}",
    "https://crm.example.com/buscar?nombre=[[1.first]]&estado=abierto&ref={order}",
    "Agente: Gracias por llamar, ¿con quién hablo?\nCliente: Con [[1.full]].\nAgente: Gracias, [[1.first]]. ¿La cuenta está a su nombre?\nCliente: No, está a nombre de mi esposa, [[2F.fl]].",
    "soy [[1.first]], mi compra en {brand} nunca llegó y el seguimiento dice entregado el {date}. llámenme al {phone}",
    "Reunión: revisión de escalados\nCuándo: {date}, {time}\nOrganiza: [[1.fl]]\nInvitados: [[2.fl]], [[3.fl]]\nLugar: sala <<Goya>>, 3.ª planta",
    "Nota de entrega: si no hay nadie, dejar con la vecina ([[1F.tlast]]) en {place}.",
    "SOLICITUD DE REEMBOLSO\nNombre completo: [[1.full]]\nCorreo: {email}\nTarjeta: {card}\nMotivo: <<Producto dañado>>",
    "nota crm: hablé con [[1F.first]] x cobro doble, quedé en llamarla el {date}. cc [[2.fl]]",
    "> El {date}, [[1.fl]] escribió:\n> ¿Pueden cambiar la entrega al <<sábado>>?\n\nListo, [[1.first]], ya quedó. Saludos, [[2.first]]",
    "Pendientes:\n- [[1.fl]]: cargador de reemplazo enviado\n- [[2.fl]]: esperando fotos\n- <<Almacén>>: inventario de <<Samsung>>",
    "| cliente | agente | estado |\n|---|---|---|\n| [[1.full]] | [[2.first]] | <<Resuelto>> |\n| [[3.fl]] | [[2.first]] | <<Escalado>> |",
    "Confirme la dirección de [[1.tfl]] antes del envío: {place}.",
    "Ayer hablé con [[1.full]] y [[2.full]]; los dos quieren el cupón de {brand}.",
    "¿Le puedes decir a [[1.tlast]] que el técnico llega a las {time}? El móvil de [[1.first]] es {phone}.",
    "Estimada [[1F.tlast]]:\n\nLamentamos el retraso del pedido {order}. Le hemos abonado {amount}.\n\nUn cordial saludo,\n[[2.full]]\nFacturación",
    "SMS de {phone}: hola soy [[1.fl]] otra vez, sigo sin reembolso!!",
    "Transferido de [[1.fl]] (nivel 1) a [[2.init]] (nivel 2) tras la caída del <<lunes>>.",
    "La clienta [[1F.init]] pregunta si [[2.init]] puede firmar la recepción.",
    "La suscripción de [[1.fl]] se renueva el {date}; su pareja, [[2.first]], pidió cancelarla.",
    "cc [[1.fl]], [[2.fl]] y [[3.fl]] - ver hilo sobre precios de <<Buen Fin>>",
    "Transcripción del chat\n[{time}] [[1.first]]: hola\n[{time}] Agente [[2.first]]: Hola [[1.first]], ¿en qué le ayudo?\n[{time}] [[1.first]]: mi nombre está mal en la factura, es [[1.full]]",
    "Garantía registrada por [[1.full]] para una licuadora <<Oster>> comprada en {brand}.",
    "apellido=[[1.sur]] nombre=[[1.first]] origen=formulario campaña=<<Rebajas de Verano>>",
    "Nota de [[1.tlast]]: no llamar antes de las {time}, trabajo de noche en {place}.",
    "Nuestro mensajero ([[1M.fl]]) dice que [[2.tlast]] rechazó la entrega.",
    "¡Gracias de nuevo, [[1.first]]!\n\nSaludos,\n[[2F.fl]]\nJefa de Soporte",
    "Escalado a [[1.any]] porque [[2.any]] amenazó con un contracargo en {card}.",
    "Recordatorio: [[1.fl]] no está el {date}; sus tickets van a [[2.fl]].",
    "Retiro autorizado para: [[1.full]] (DNI verificado) en nombre de [[2.tfl]]",
    "oye [[1.first]] mandó las fotos o no?? [[2.first]] me preguntó 2 veces",
    "Facturar a: [[1.tfl]], {place}\nAtt.: [[2.fl]], cuentas por pagar",
    "[[1.fl]] llamó por el cobro doble. [[1.first]] pide que la llamen después de las {time}.",
    "Audio de WhatsApp (transcrito): hola buenas soy [[1.full]] eh les escribo por el pedido {order} mi número es el {phone} gracias",
    "#soporte-escalados\n[[1.first]]: ¿alguien vio el ticket de [[2.tfl]]?\n[[3.first]]: sí, [[2.first]] está esperando al de {brand}",
    "Etiqueta de devolución enviada a [[1.init]] en {place}; el paquete es para [[2F.fl]] (su hija).",
    "El cliente dijo \"pregunten por [[1.first]] en facturación\" y allí no hay ningún [[1.first]], lo confirmé con [[2.tlast]].",
    "Buenas, equipo: [[1.full]] (gerente de cuenta de {brand}) viene el {date}. Reserven la sala <<Cervantes>>.\n\nGracias,\n[[2.first]]",
    "Recibido por: [[1.sur]]\nEntregado: {date} {time}\nRepartidor: [[2.first]] ([[2.init]])",
    # sin personas
    "Nuestro almacén de <<Getafe>> envía de <<lunes>> a <<viernes>>; los pedidos después de las {time} salen al día siguiente.",
    "Las cuentas de <<Mercadona>> y <<Telefónica>> las lleva el <<Equipo Empresas>>. Lo de {brand} también.",
    "Aviso: los lotes de <<Don Simón>> están agotados hasta <<agosto>>.",
    "La tormenta <<Filomena>> retrasó todos los envíos a <<Toledo>> y <<Cuenca>>.",
    "CANCELAR PEDIDO\nESTADO DEL REEMBOLSO: <<Pendiente>>\nPAGO: {card}\nENTREGA: {place}",
    "Revise el informe de <<Santander>> adjunto antes del {date}.",
    "Las devoluciones van a {place}. No las manden a la tienda de <<San Isidro>>.",
    "Seguimiento: {order}\nTransportista: <<Correos Express>>\nEstado: En tránsito por <<Barajas>>",
    "Canciones pedidas para la música de espera: <<Despacito>>, <<La Bamba>> y <<Bésame Mucho>>.",
    "El código <<VERANO>>25 dejó de funcionar en {brand}; consulten con <<Marketing>>.",
    "Agente: ¿Es por la cuenta de <<Banco Santander>>?\nCliente: No, la de <<BBVA>>.",
    "Enviar a: {place}, <<Valencia>>\nTeléfono: {phone}\nCorreo: {email}",
    "Horario festivo: cerrado el <<Día de Reyes>>, el <<Jueves Santo>> y el día de <<San Fermín>>.",
    "https://tienda.example.org/productos/<<carolina-herrera>>-perfume?ref={order}",
    "La reserva del crucero <<Costa Esmeralda>> pasó a <<Barcelona>> el {date}.",
    "Abran el <<Excel>> de <<Contabilidad>> y actualicen el <<SAP>> antes de la auditoría.",
    "Llegaron dañados los palés de <<Cola Cao>> y <<Nocilla>> a {place}.",
    "<<Cien años de soledad>> y <<Don Quijote>> fueron los libros más devueltos este mes.",
    "Feliz <<Día de la Virgen de Guadalupe>>: el envío gratis vale hasta el {date}.",
    "ATENCIÓN: <<Dolores>> de cabeza con el nuevo <<Windows>>, reinicien el equipo.",
    "La factura de la <<luz>> y la del gas llegan juntas; la <<Cruz Roja>> recoge donaciones en {place}.",
    "Envíos a <<Rosario>>, <<Mar del Plata>> y <<La Paz>> salen los <<martes>>.",
    "JEFE DE ALMACÉN, <<ZONA NORTE>> - <<Equipo de Logística>>: inventario el <<miércoles>> a las {time}.",
    "El <<Mercedes>> de reparto y la furgoneta <<Victoria>> están en el taller hasta el {date}.",
    "Revisen el pedido de cerveza <<Victoria>> y los vinos <<Marqués de Riscal>> antes del cierre.",
]

_PT = [
    # com pessoas
    "oi boa tarde queria saber do reembolso da [[1F.fl]] pedido {order} ate agora nada",
    "Olá, [[1.first]]!\n\nObrigado pelo contato. O estorno de {amount} do pedido {order} já foi feito.\n\nAtt.,\n[[2.full]]\n<<Central de Atendimento>> - <<Lojas Ribeiro>>",
    "---------- Mensagem encaminhada ---------\nDe: [[1.full]] <{email}>\nData: {date}\nAssunto: RE: entrega na {place}\nPara: <<Suporte>> <{email}>\n\nO entregador deixou na portaria errada.",
    "Chamado {order}\nSolicitante: [[1.full]]\nResponsável: [[2.fl]]\nPrioridade: <<Alta>>\nStatus: <<Aguardando>>\nResumo: quer a nota fiscal em nome de [[1.tlast]]",
    "nome,email,telefone,cidade\n[[1.full]],{email},{phone},<<Campinas>>\n[[2.full]],{email},{phone},<<Natal>>",
    "ts={time} nivel=info evento=estorno cliente=\"[[1.fl]]\" atendente=\"[[2.first]]\" valor=\"{amount}\"",
    "{\"status\": \"ok\", \"nome_cliente\": \"[[1.full]]\", \"email\": \"{email}\", \"plano\": \"<<Ouro>>\"}",
    "https://crm.example.com/busca?nome=[[1.first]]&status=aberto&ref={order}",
    "Atendente: Obrigada por ligar, com quem eu falo?\nCliente: Aqui é [[1.full]].\nAtendente: Obrigada, [[1.first]]. A conta está no seu nome?\nCliente: Não, está no nome do meu marido, [[2M.fl]].",
    "aqui é [[1.first]], minha compra na {brand} não chegou e o rastreio diz entregue dia {date}. me liga no {phone}",
    "Reunião: revisão de escalonamentos\nQuando: {date}, {time}\nOrganizador: [[1.fl]]\nConvidados: [[2.fl]], [[3.fl]]\nLocal: sala <<Portinari>>, 5º andar",
    "Obs. de entrega: se não tiver ninguém, deixar com a vizinha ([[1F.tlast]]) na {place}.",
    "PEDIDO DE REEMBOLSO\nNome completo: [[1.full]]\nE-mail: {email}\nCartão: {card}\nMotivo: <<Avaria>> no transporte",
    "nota crm: falei c/ [[1.first]] sobre cobrança dupla, fiquei de retornar {date}. cc [[2.fl]]",
    "> Em {date}, [[1.fl]] escreveu:\n> Dá pra mudar a entrega pro <<sábado>>?\n\nPronto, [[1.first]], alterado. Abs, [[2.first]]",
    "Pendências:\n- [[1.fl]]: carregador novo enviado\n- [[2.fl]]: aguardando fotos\n- <<Estoque>>: contagem de cabos <<Samsung>>",
    "| cliente | atendente | status |\n|---|---|---|\n| [[1.full]] | [[2.first]] | <<Resolvido>> |\n| [[3.fl]] | [[2.first]] | <<Escalado>> |",
    "Confirme o endereço de [[1.tfl]] antes do envio: {place}.",
    "Falei ontem com [[1.full]] e [[2.full]]; os dois querem o cupom da {brand}.",
    "Pode avisar [[1.tlast]] que o técnico chega às {time}? O celular de [[1.first]] é {phone}.",
    "Prezada [[1F.tlast]],\n\nLamentamos o atraso do pedido {order}. Creditamos {amount} na sua conta.\n\nAtenciosamente,\n[[2.full]]\nFaturamento",
    "SMS de {phone}: oi é [[1.fl]] de novo, cadê meu reembolso??",
    "Transferido de [[1.fl]] (nível 1) para [[2.init]] (nível 2) depois da queda de <<segunda>>.",
    "A cliente [[1F.init]] pergunta se [[2.init]] pode assinar o recebimento.",
    "A assinatura de [[1F.fl]] renova em {date}; o filho dela, [[2M.first]], pediu o cancelamento.",
    "cc [[1.fl]], [[2.fl]] e [[3.fl]] - ver thread sobre preços da <<Black Friday>>",
    "Transcrição do chat\n[{time}] [[1.first]]: oi\n[{time}] Atendente [[2.first]]: Olá [[1.first]], como posso ajudar?\n[{time}] [[1.first]]: meu nome está errado na nota, o certo é [[1.full]]",
    "Garantia aberta por [[1.full]] para um liquidificador <<Arno>> comprado na {brand}.",
    "sobrenome=[[1.sur]] nome=[[1.first]] origem=formulario campanha=<<Liquida Verão>>",
    "Recado de [[1.tlast]]: não ligar antes das {time}, trabalho à noite no {place}.",
    "Nosso motoboy ([[1M.fl]]) disse que [[2.tlast]] recusou a entrega.",
    "Valeu de novo, [[1.first]]!\n\nAbraços,\n[[2F.fl]]\nCoordenadora de Suporte",
    "Escalado para [[1.any]] porque [[2.any]] ameaçou contestar a compra no cartão {card}.",
    "Lembrete: [[1F.fl]] está de folga {date}; os chamados dela vão para [[2.fl]].",
    "Retirada autorizada para: [[1.full]] (RG conferido) em nome de [[2.tfl]]",
    "a [[1F.first]] mandou as fotos ou nao? o [[2M.first]] perguntou 2x",
    "Faturar para: [[1.tfl]], {place}\nA/C: [[2.fl]], contas a pagar",
    "[[1.fl]] ligou sobre a cobrança em dobro. [[1.first]] pediu retorno depois das {time}.",
    "Áudio do WhatsApp (transcrito): oi tudo bem aqui é [[1.full]] é sobre o pedido {order} meu número é {phone} obrigado",
    "#suporte-escalonamentos\n[[1.first]]: alguém viu o chamado de [[2.tfl]]?\n[[3.first]]: vi, [[2.first]] está esperando o pessoal da {brand}",
    "Etiqueta de devolução enviada para [[1F.init]] na {place}; o pacote é para [[2F.fl]] (filha dela).",
    "O cliente disse \"procura o [[1M.first]] do financeiro\" e lá não tem nenhum [[1M.first]], confirmei com [[2.tlast]].",
    "Pessoal, [[1.full]] (gerente de contas da {brand}) vem dia {date}. Reservem a sala <<Tarsila>>.\n\nObrigada,\n[[2.first]]",
    "Recebido por: [[1.sur]]\nEntregue: {date} {time}\nEntregador: [[2.first]] ([[2.init]])",
    # sem pessoas
    "Nosso centro de distribuição em <<Cajamar>> despacha de <<segunda>> a <<sexta>>; pedidos depois das {time} saem no dia seguinte.",
    "As contas da <<Natura>> e da <<Magazine Luiza>> ficam com o <<Time Corporativo>>. As da {brand} também.",
    "Aviso: os kits <<Boticário>> estão esgotados até <<agosto>>.",
    "O ciclone <<Yakecan>> atrasou as entregas para <<Florianópolis>> e <<Pelotas>>.",
    "CANCELAR PEDIDO\nSTATUS DO ESTORNO: <<Pendente>>\nPAGAMENTO: {card}\nENTREGA: {place}",
    "Revise o relatório do <<Bradesco>> em anexo antes de {date}.",
    "As devoluções vão para a {place}. Não mandem para a loja do <<Shopping Eldorado>>.",
    "Rastreio: {order}\nTransportadora: <<Jadlog>>\nStatus: Em trânsito por <<Guarulhos>>",
    "Músicas pedidas para a espera: <<Garota de Ipanema>>, <<Águas de Março>> e <<Evidências>>.",
    "O cupom <<VERAO>>25 parou de funcionar na {brand}; vejam com o <<Marketing>>.",
    "Atendente: É sobre a conta do <<Banco do Brasil>>?\nCliente: Não, a da <<Caixa>>.",
    "Enviar para: {place}, <<São José dos Campos>>\nTelefone: {phone}\nE-mail: {email}",
    "Feriados: fechado em <<Tiradentes>>, <<Corpus Christi>> e no dia de <<Nossa Senhora Aparecida>>.",
    "https://loja.example.org/produtos/<<havaianas>>-slim?ref={order}",
    "A reserva do cruzeiro <<Costa Favolosa>> mudou para <<Santos>> em {date}.",
    "Atualizem o <<Excel>> do <<Financeiro>> e o <<Totvs>> antes da auditoria.",
    "Chegaram avariados os paletes de <<Guaraná Antarctica>> e <<Toddy>> na {place}.",
    "<<Dom Casmurro>> e <<Grande Sertão: Veredas>> foram os livros mais devolvidos no mês.",
    "Pix e boleto caem em até 1 dia útil; o <<Natal>> e o <<Carnaval>> atrasam a compensação.",
    "Entregas para <<Vitória>>, <<Serra>> e <<Campos dos Goytacazes>> saem às <<terças>>.",
    "GERENTE DE LOJA, <<REGIONAL SUL>> - <<Time de Logística>>: inventário na <<quarta>> às {time}.",
    "Confira as <<fontes>> do contrato; o <<Leal>> Clube (programa de pontos) cancelou a parceria com a <<Costa>> Cruzeiros.",
    "O forno <<Brastemp>> e a geladeira <<Consul>> voltaram para a loja da <<Glória>>.",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

__all__ = ["ORIGINS", "PARTICLES", "SEED", "TEMPLATES", "Sealed8Message", "generate_sealed8", "people_in"]
