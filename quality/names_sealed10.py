"""The sealed10 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese with
people's names of thirty-one origins, written by someone who never read the recognizer nor any other
set's templates, from name tables no earlier set used.

Where the names come from (each table transcribed here, a subset, obvious filler dropped):

- fake-rs, the Rust crate `fake` 5.0.0 (MIT OR Apache-2.0): its cy_gb locale (Welsh first names and
  surnames, hyphenated double surnames among them), its pt_br locale (Brazilian first names and
  surnames) and its tr_tr locale (Turkish). Its en locale is a copy of faker's English table and its
  nl_nl and it_it tables are nearly all in Faker's, so none of those is used. (Go gofakeit's person
  table was checked too: a copy of faker's English lists, not used.)
- cajun-name-generator 0.2.2 (PyPI, MIT): Cajun/Acadian first names and surnames.
- faker-persona-mx 2.0.3 (PyPI, MIT): its Mexican token tables (nombres.csv, apellidos_paternos.csv,
  lower case, with typing mistakes and test filler: only names read as genuine are kept, capitalised
  as the table spells them), among them the Nahua surnames of Tlaxcala and Puebla and Basque-Mexican
  surnames.
- br-nome-gen 1.3.0 (PyPI, MIT): Brazilian first names and the particled surnames ("de Abreu",
  "do Amaral", "da Conceição"); its jokes ("Anakin", "Jangada", "Pinhão dos Pinhais") dropped.
- leite 0.2.0 (npm, MIT): its surnames of Italian, German and Nordic immigrants to Espírito Santo;
  the table's first thirty surnames, a copy of Faker's pt_BR list, are left out, and so are its
  first names (nearly all in Faker's pt_BR list: the same baby-name ranking).
- Tables written here for origins no package above has: English/American, Irish (O', Mc, Mac),
  Igbo, romanised Chinese (pinyin and Cantonese spellings), Korean, Indian, Arabic (Levantine),
  Polish (female -ska/-cka forms), Haitian, Dutch (van, van der, de, ter), Filipino (dela, de),
  Japanese, Spanish from Spain (de la, del, de los), Basque first names, Andean (Quechua/Aymara
  surnames), Rioplatense/Italian-Argentine, Caribbean Spanish, Afro-Brazilian, Portuguese from
  Portugal, Japanese-Brazilian, Mozambican/Angolan, and names that are common words of each language
  (Summer, Hope, Angel, Consuelo, Nieves, Cruz, Prado, Serra, Costa, Fontes, Leal...).

Template notation. `[[k:form]]` is the k-th person of the message (1..3), in one of these forms:
  full   first name(s) and every surname with its particles ("Ana Lucía Quispe Mamani")
  fl     first name(s) and the surname used alone ("Ana Lucía Quispe"; Brazilians: the last one)
  first  the first name(s) alone
  tlast  a title and the surname used alone ("Sra. Quispe"): only the surname is labelled
  tfirst Don/Doña, Seu/Dona before the first name ("Doña Consuelo"): only the name is labelled
  init   "K. Surname", "First K. Surname" or "R. K. Surname"
`{{slot}}` is filler (order, ticket, date, time, amount, email, phone, card) or a trap drawn from the
name tables but no person: `{{sur}}` a surname naming a business, `{{given}}` a first name naming a
storm or a product. `<<text>>` is a written trap (a company, street, saint's day, airport, brand,
title...) kept as a distractor, never labelled.

Every label is exactly the name: no title, no possessive "'s", no punctuation. A label's `form` is the
form above with "+hyph" (a hyphenated surname), "+part" (a particle, O' or Mc/Mac), "+word" (a part is
also a common word) and "+wfirst" (a first name alone that is also a word) added where they hold.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import fold

SEED = 73_418


def _t(text: str) -> tuple[str, ...]:
    return tuple(w.strip() for w in text.split("|") if w.strip())


@dataclass(frozen=True)
class Origin:
    """One origin's names: female and male first names, surnames, how a full name is built."""

    female: tuple[str, ...]
    male: tuple[str, ...]
    surnames: tuple[str, ...]
    style: str  # "one" (one surname), "es" (paternal + maternal), "pt" (one to three, the last used)
    source: str
    second: str = ""  # the origin whose surnames give the second one (es), when not this one
    hyphen: float = 0.0  # share of people with two surnames joined by a hyphen


# -------------------------------------------------------------------------- tables from packages

_FAKE_RS = "fake-rs 5.0.0 (Rust crate `fake`)"
_CAJUN = "cajun-name-generator 0.2.2 (PyPI)"
_PERSONA_MX = "faker-persona-mx 2.0.3 (PyPI)"
_BR_NOME_GEN = "br-nome-gen 1.3.0 (PyPI)"
_LEITE = "leite 0.2.0 (npm)"
_HERE = "written here"

_MX_FEMALE = _t("Guadalupe|Fernanda|Ximena|Valeria|Regina|Itzel|Citlali|Xóchitl|Yatziri|Abril|Renata|Camila|Mariana|"
                "Daniela|Karla|Brenda|Rocío|Nayeli|Araceli|Argelia|Apolonia|Lilia|Elvia|Rosalba|Viridiana|Yuridia|"
                "Oralia|Lucero|Arcelia|Cleotilde|Evangelina|Griselda|Zyanya|Vianey|Irais|Xareni|Amaranta|Leonarda|"
                "Crispina|Erandi|Anahí|Ignacia|Dinorah|Ofelia|Maribel|Concepción|Refugio")
_MX_MALE = _t("Raymundo|Isai|Emir|Edmundo|Rigoberto|Osvaldo|Ulises|Genaro|Galdino|Yahir|Uriel|Lázaro|Aquiles|"
              "Cutberto|Efrén|Norberto|Froylan|Librado|Narciso|Zabdiel|Evaristo|Eliazar|Heriberto|Delfino|Hazael|"
              "Gamaliel|Misael|Otilio|Jacobo|Fermin|Rogelio|Octavio|Humberto|Alejandro|Rubén|Hugo|Cuauhtémoc")
_MX_SURNAMES = _t(
    "González|Hernández|López|Martínez|Rodríguez|Pérez|Sánchez|Ramírez|Flores|Gómez|Morales|Vázquez|Reyes|"
    "Jiménez|Gutiérrez|Ruiz|Mendoza|Aguilar|Ortiz|Castillo|Romero|Álvarez|Méndez|Chávez|Rivera|Juárez|"
    "Domínguez|Herrera|Medina|Vargas|Guzmán|Velázquez|Contreras|Salazar|Ortega|Guerrero|Estrada|Bautista|"
    "Cortés|Alvarado|Espinoza|Lara|Cervantes|Márquez|Sandoval|Carrillo|Mejía|Solís|Núñez|Ibarra|Valdez|Trejo|"
    "Maldonado|Zamora|Galván|Rangel|Nava|Barrera|Cuevas|Villalobos|Ochoa|Zúñiga|Arellano|Tapia|Cárdenas|"
    "Olvera|Quintero|Tovar|Palafox|Ugalde|Esquivel|Ocampo|Villaseñor|Garduño|Arriaga|Huerta|Zavala|Cisneros|"
    "Escobedo|Meléndez|Montoya|Barquín|Grisales|Retamoza|Lazarín|Baltierra|Trigueros|Berruecos|Corella|"
    "Laborin|Urista|Betanzos|Zumaya|Silveyra|Galaz|Almaráz|Pontones|Guardado|Gollaz|Peñaloza|Chairez|Moraila|"
    "Veyna|Argueta|Valdenegro|Garfias|Perrusquia|Alarid|Padrón|Navejar|Chavarin|Bichir|Zimbrón|Favela|"
    "Mancillas|Arroniz|Atayde|Turrubiarte|Zerecero|Cermeño|Barjau|Mayorga|Saldívar|Ruvalcaba|Bedolla|Embriz|"
    "Gayosso|Gándara|Viesca|Brizuela|Percastegui|Gárate|Luevanos|Hermosillo|Valtierra|Omaña|Carballido|"
    "Olmedo|Montilla|Rodelo|Cedillo|Yunes")
_NAHUA_FEMALE = _t("Xóchitl|Citlali|Yolotl|Quetzalli|Xochiquetzal|Itzel|Zyanya|Ixchel")
_NAHUA_MALE = _t("Tonatiuh|Cuauhtémoc|Tenoch|Tlaloc|Itzamna|Mitl")
_NAHUA_SURNAMES = _t("Cuaquentzi|Coyotzi|Toxtle|Tlahuetl|Huihuitoa|Ayaquica|Toquiantzi|Mayahua|Caltenco|"
                     "Yahuitl|Mixtoatl|Tescucano")
_BASQUE_SURNAMES = _t("Ibarguengoitia|Zuzuarregui|Garmendia|Goycochea|Aguinaga|Mendicuti|Errasti|Elosua|Zubieta|"
                      "Urióstegui|Azcárate|Ugarte|Zabala|Elizaga|Torrentegui|Isassi|Zatarain|Echeverría|Olarte|"
                      "Aguerre|Zubillaga|Arkonada|Usobiaga")

_WELSH_FEMALE = _t("Alys|Aneira|Angharad|Arianwen|Bethan|Briallen|Bronwen|Carys|Catrin|Celyn|Ceri|Ceridwen|Cerys|"
                   "Delyth|Dilys|Efa|Eira|Eirlys|Eirwen|Eleri|Elin|Eluned|Enfys|Ffion|Glain|Gwen|Gwyneth|Heledd|"
                   "Iola|Lowri|Mali|Manon|Mari|Megan|Mererid|Morwenna|Nesta|Nia|Rhian|Rhiannon|Seren|Sian|"
                   "Sioned|Siriol|Tegan|Tirion")
_WELSH_MALE = _t("Aled|Alwyn|Arwel|Arwyn|Bryn|Caerwyn|Cai|Carwyn|Dafydd|Dewi|Dylan|Emlyn|Emyr|Gareth|Geraint|"
                 "Gethin|Griffith|Gruffudd|Gwilym|Gwyn|Gwynfor|Harri|Hefin|Huw|Hywel|Idwal|Ieuan|Ifor|Iolo|Iwan|"
                 "Llywelyn|Mabon|Macsen|Meilyr|Osian|Owain|Rhodri|Rhydian|Rhys|Steffan|Tomos|Trystan")
_WELSH_SURNAMES = _t("Bevan|Carew|Davies|Evans|Foulkes|Griffiths|Hopkins|Howell|Hughes|Jones|Lewis|Leyshon|Lloyd|"
                     "Maddock|Morgan|Nanney|Owen|Owens|Phillips|Powell|Price|Prichard|Pritchard|Probert|Prosser|"
                     "Terfel|Thomas|Vaughan|Watkins|Williams|Davies-Jones|Nash-Williams|Rhys-Davies|Rees-Jones|"
                     "Wegg-Prosser|Williams-Wynn|Wynn-Williams|Wynne-Jones")
_TR_FEMALE = _t("Ayşe|Fatma|Emine|Hatice|Zeynep|Elif|Ece|Derya|Selin|Ceren|Büşra|Merve")
_TR_MALE = _t("Ahmet|Mehmet|Mustafa|Hüseyin|Hasan|Murat|Kemal|Burak|Serkan|Onur|Can|Emre")
_TR_SURNAMES = _t("Yılmaz|Kaya|Demir|Çelik|Şahin|Yıldız|Aydın|Öztürk|Arslan|Doğan|Kılıç|Aslan|Çetin|Koç|Polat|"
                  "Aksoy")
_RS_BR_FEMALE = _t("Abgail|Adriele|Agatha|Alícia|Analu|Andressa|Antonieta|Aparecida|Betina|Cecília|Clarice|"
                   "Constância|Daiane|Dirce|Eloá|Emanuelly|Eunice|Franciele|Gisela|Graziela|Heloísa|Hortência|"
                   "Hosana|Iasmin|Janaina|Késia|Laiane|Lavínia|Lidiane|Luzia|Maitê|Malena|Maraisa|Mayara|Noelí|"
                   "Ohana|Ornela|Poliana|Raysa|Regiane|Suelen|Tainara|Tessália|Thalissa|Tábata")
_RS_BR_MALE = _t("Agostinho|Benedito|Benício|Cauan|Cristóvão|Deivid|Dener|Edilson|Estêvão|Gean|Hernani|Horácio|"
                 "Ícaro|Inácio|Ítalo|Jácomo|Jerônimo|Josué|Kauan|Kléber|Maicon|Martinho|Maximiano|Natan|Otávio|"
                 "Saulo|Sebastião|Simão|Teobaldo|Thales|Wellington|Ziraldo")
_RS_BR_SURNAMES = _t("Aragão|Arruda|Ávila|Assunção|Balestero|Beltrão|Benites|Bezerra|Bittencourt|Bonilha|"
                     "Caldeira|Carmona|Carrara|Colaço|Cordeiro|Cortês|Dominato|Esteves|Faria|Feliciano|Ferminiano|"
                     "Fidalgo|Furtado|Galhardo|Galvão|Godói|Gusmão|Lourenço|Lovato|Madeira|Mascarenhas|Meireles|"
                     "Montenegro|Pacheco|Padilha|Paes|Pedrosa|Queirós|Rangel|Rezende|Saraiva|Sepúlveda|Teles|"
                     "Uchoa|Urias|Valente|Verdugo|Zambrano|da Cruz|da Rosa|das Dores|das Neves|de Freitas")
_BNG_FEMALE = _t("Adrielle|Albina|Amália|Arilda|Arlete|Bernadete|Cármen|Cássia|Celina|Cibele|Cícera|Cleuza|"
                 "Clotilde|Damares|Ediane|Edilene|Eleonora|Elisângela|Eulália|Genir|Gilmara|Gislaine|Guiomar|"
                 "Isaiane|Itamara|Ivanete|Ivete|Jandira|Joelma|Josiane|Josilda|Jussara|Leonara|Luzimara|Luzinete|"
                 "Marciane|Marilúcia|Meire|Neila|Núbia|Olímpia|Quitéria|Rosângela|Rosilda|Rosimeire|Solange|"
                 "Terezinha|Valdirene|Valquíria|Zenaide|Zilda|Zuleide|Zulmira")
_BNG_MALE = _t("Abílio|Ademar|Adílson|Aécio|Albano|Aloísio|Altair|Altino|Amarildo|Áureo|Avelino|Baltazar|"
               "Barnabé|Bartolomeu|Cauê|Cícero|Cirilo|Cleberson|Damião|Décio|Demilson|Dionísio|Edinaldo|Edivaldo|"
               "Elói|Emanoel|Eustáquio|Everaldo|Fagner|Gilmar|Gilson|Hildebrando|Itamar|Jânio|Jardel|Jaziel|"
               "Josiel|Laércio|Laerte|Moacyr|Nivaldo|Olavo|Oséas|Osório|Otaviano|Quirino|Reginaldo|Roberval|"
               "Romildo|Severino|Silvair|Toninho|Zeca")
_BNG_SURNAMES = _t("de Abreu|de Aguiar|de Albuquerque|de Alcântara|de Alencar|de Alvarenga|do Amaral|de Amorim|"
                   "de Andrade|de Antunes|de Arantes|de Assis|de Azevedo|Barroso|de Braga|de Brandão|Borba|"
                   "Buarque|de Bueno|de Cabral|de Camargo|Câmara|Castelo Branco|de Cerqueira|da Conceição|"
                   "Coutinho|da Cunha|de Diniz|de Drummond|Dutra|da Encarnação|do Espírito Santo|de Figueiredo|"
                   "Fragoso|Freire|da Gama|de Godoy|Góis|Guedes|de Holanda|de Junqueira|de Lacerda|de Lemos|"
                   "de Linhares|de Lins|de Macedo|de Magalhães|de Medeiros|de Menezes|Mourão|de Munhoz|"
                   "do Nascimento|Negrão|da Nóbrega|de Noronha|de Novais|da Paixão|de Paiva|de Palhares|"
                   "de Paranhos|de Peixoto|de Pimentel|Prates|de Queiroz|de Sampaio|Seixas|de Siqueira|"
                   "de Sobral|Souto|de Torquato|Trevisan|da Trindade|de Uchôa|de Vasconcelos|Ximenes")
_BNG_ITALIAN = _t("Giovanni|Giuseppe|Luigi|Dante|Otto|Karl|Eleonora|Albina|Olímpia|Guiomar")
_LEITE_SURNAMES = _t("Zorzanelli|Zucoloto|Scaramussa|Falqueto|Frizzera|Zampirolli|Zanelato|Covre|Casaro|Possebon|"
                     "Pianezolla|Spadeto|Partelli|Valiatti|Comarela|Calegario|Gregolin|Zanetti|Perin|Lorencini|"
                     "Matiello|Mascarello|Lovat|Campagnaro|Bortolini|Fregolent|Franceschet|Galavotti|Guizzardi|"
                     "Minetti|Tomasi|Uliana|Vadagnin|Zanatta|Sossai|Saiter|Laures|Kiefer|Kirmse|Moser|Henrichsen|"
                     "Larsen|Mortensen|Contarato|Carnielli|Scaramussa|Fittipaldi|Pandini|Rigotto|Louzada|Penido|"
                     "de Angeli|Dal Fior|di Girolamo")
_CAJUN_FEMALE = _t("Adelaide|Antoinette|Aurelie|Babette|Bernadette|Brigitte|Camille|Cecile|Corinne|Eugenie|"
                   "Evangeline|Genevieve|Helene|Jacqueline|Lisette|Louise|Lucille|Marcelle|Marguerite|"
                   "Octavia|Sabine|Seraphine|Therese|Valerie|Yvonne")
_CAJUN_MALE = _t("Augustin|Bastien|Benoit|Claude|Delphin|Eloi|Etienne|Florent|Georges|Gustave|Jacques|"
                 "Jean-Baptiste|Laurent|Lazare|Marcel|Maurice|Olivier|Philippe|Pierre|Sebastien|Valentin|Xavier")
_CAJUN_SURNAMES = _t("Boudreaux|Broussard|Fontenot|Guidry|Hebert|Landry|Arceneault|Archambault|Arbour|Beaudreau|"
                     "Bechard|Belisle|Blanchard|Boisjoly|Brodeur|Bruneau|Cantin|Charron|Chatigny|Chauvet|Cournoyer|"
                     "Courville|Cousineau|Couture|Daudelin|Deschênes|Desforges|Dufresne|Dupras|Dutrisac|Duvernay|"
                     "Ethier|Gadbois|Garneau|Gauthier|Geoffrion|Jalbert|Jetté|Jolicoeur|Joubert|Jubinville|Laberge|"
                     "Lachance|Lafleur|Lajeunesse|Laliberte|Lalonde|Lampron|Laplante|Larose|Latour|Latreille|"
                     "Lemaire|Pitre|Poitras|Pomerleau|Pontbriand|Pouliot|Rivard|Roberge|Sabourin|Sansoucy|"
                     "Sauvageau|Tavernier|Veillette|Villeneuve|St-Hilaire|St-Georges")

# ------------------------------------------------------------------------------ tables written here

ORIGINS: dict[str, Origin] = {
    "welsh": Origin(_WELSH_FEMALE, _WELSH_MALE, _WELSH_SURNAMES, "one", _FAKE_RS + " cy_gb", hyphen=0.05),
    "cajun": Origin(_CAJUN_FEMALE, _CAJUN_MALE, _CAJUN_SURNAMES, "one", _CAJUN, hyphen=0.08),
    "turkish": Origin(_TR_FEMALE, _TR_MALE, _TR_SURNAMES, "one", _FAKE_RS + " tr_tr"),
    "mexican": Origin(_MX_FEMALE, _MX_MALE, _MX_SURNAMES, "es", _PERSONA_MX, hyphen=0.03),
    "nahua": Origin(_NAHUA_FEMALE, _NAHUA_MALE, _NAHUA_SURNAMES, "es", _PERSONA_MX, second="mexican"),
    "basque": Origin(_t("Itziar|Ainhoa|Miren|Nerea|Amaia|Edurne|Garazi|Irati|Arantza|Izaskun"),
                     _t("Iñaki|Unai|Aitor|Jon|Koldo|Gorka|Mikel|Iker|Xabier|Ander"),
                     _BASQUE_SURNAMES, "es", _PERSONA_MX + " surnames; first names " + _HERE),
    "brazilian": Origin(_BNG_FEMALE + _RS_BR_FEMALE, _BNG_MALE + _RS_BR_MALE, _BNG_SURNAMES + _RS_BR_SURNAMES,
                        "pt", _BR_NOME_GEN + ", " + _FAKE_RS + " pt_br"),
    "capixaba": Origin(_BNG_FEMALE + _RS_BR_FEMALE + _BNG_ITALIAN[6:], _BNG_MALE + _RS_BR_MALE + _BNG_ITALIAN[:6],
                       _LEITE_SURNAMES, "pt", _LEITE + " surnames; first names " + _BR_NOME_GEN + ", " + _FAKE_RS,
                       second="brazilian"),
    "anglo": Origin(
        _t("Jennifer|Ashley|Brittany|Kayla|Heather|Tiffany|Courtney|Shannon|Kristen|Lindsey|Molly|Allison|"
           "Caitlin|Whitney|Jocelyn|Deborah|Tammy|Brenda|Sharon|Kathleen|Judith|Gloria|Beverly|Marjorie|"
           "Pamela|Denise|Tracy|Shelby|Madison|Harriet"),
        _t("Kevin|Brian|Tyler|Cody|Dustin|Travis|Bradley|Jeremy|Wesley|Garrett|Chad|Troy|Duane|Wayne|"
           "Clifford|Harold|Curtis|Dale|Glenn|Russell|Keith|Gordon|Neil|Trevor|Graham|Nigel|Callum|Alistair|"
           "Rupert|Dwayne"),
        _t("Whitaker|Pemberton|Ashworth|Hargreaves|Thornton|Holloway|Fairbanks|Whitfield|Atherton|Blackwell|"
           "Caldwell|Hollis|Pickering|Radcliffe|Sutcliffe|Worthington|Hawthorne|Kingsley|Lockwood|Merriweather|"
           "Prescott|Ramsey|Stanhope|Templeton|Underwood|Wakefield|Yardley|Brewster|Colby|Dunbar|Eastwood|"
           "Galloway|Harper|Jennings|Kendall|Langley|Mercer|Norwood|Osborne|Pennington|Quimby|Rutherford|"
           "Sherwood|Tolliver|Whitmore|Hodges|Fletcher|Chandler|Sawyer|Thatcher|Wheeler|Sullivan|Barnett"),
        "one", _HERE, hyphen=0.12),
    "irish": Origin(
        _t("Siobhan|Aoife|Niamh|Saoirse|Orla|Caoimhe|Roisin|Grainne|Maeve|Sinead|Clodagh|Aisling"),
        _t("Cian|Oisin|Ciaran|Padraig|Declan|Eoin|Ronan|Cormac|Tadhg|Fergal|Darragh|Lorcan"),
        _t("O'Sullivan|O'Donnell|O'Shea|O'Rourke|O'Callaghan|O'Leary|McCarthy|McGrath|McLoughlin|MacNamara|"
           "MacManus|McGuinness|Kavanagh|Flanagan|Gallagher|Doherty|Brennan|Quinlan|Fitzgerald|Dunne"),
        "one", _HERE),
    "igbo": Origin(
        _t("Chiamaka|Ngozi|Adaeze|Ifeoma|Nneka|Obioma|Chidinma|Amarachi|Ebele|Ogechi|Chinwe|Uju"),
        _t("Chukwuemeka|Obinna|Ikechukwu|Nnamdi|Chinedu|Emeka|Kelechi|Uchenna|Chibuike|Tochukwu|Ifeanyi|Ekene"),
        _t("Okafor|Okonkwo|Nwosu|Eze|Obi|Okeke|Nwachukwu|Onyekachi|Uzoma|Anyanwu|Chukwu|Ibe|Nnadi|Ezeh|Okoro|"
           "Obiora|Nwankwo|Umeh"),
        "one", _HERE, hyphen=0.05),
    "chinese": Origin(
        _t("Xiaoling|Meiling|Huifang|Jingyi|Yuting|Lihua|Xiuying|Shufen|Yanmei|Qiuyue|Ruoxi|Wanting"),
        _t("Jianguo|Zhiwei|Haoran|Yichen|Junjie|Zihao|Wenbo|Guoqiang|Tianyu|Minghao|Jiahao|Zhengyang"),
        _t("Wang|Zhang|Liu|Chen|Yang|Huang|Zhao|Zhou|Xu|Sun|Zhu|Guo|Lin|Gao|Luo|Zheng|Liang|Xie|Tang|Deng|"
           "Feng|Chan|Wong|Leung|Cheung|Lau|Ng|Tsang"),
        "one", _HERE),
    "korean": Origin(
        _t("Ji-woo|Seo-yeon|Min-ji|Ha-eun|Soo-ah|Yuna|Ji-hye|Eun-ji|Hye-jin|Su-bin"),
        _t("Min-jun|Seo-jun|Do-yun|Ji-ho|Jun-seo|Hyun-woo|Sung-min|Tae-yang|Dong-hyun|Jae-won"),
        _t("Kim|Lee|Park|Choi|Jung|Kang|Cho|Yoon|Jang|Lim|Oh|Seo|Shin|Kwon|Hwang|Ahn|Yoo|Hong"),
        "one", _HERE),
    "indian": Origin(
        _t("Priya|Ananya|Kavya|Divya|Lakshmi|Meenakshi|Sneha|Pooja|Shreya|Aishwarya|Nandini|Ishita"),
        _t("Arjun|Rohan|Vikram|Siddharth|Aditya|Karthik|Rahul|Sanjay|Venkatesh|Pranav|Anirudh|Harsh"),
        _t("Sharma|Iyer|Reddy|Nair|Patel|Gupta|Mehta|Desai|Banerjee|Chatterjee|Krishnan|Menon|Pillai|Rao|"
           "Joshi|Kulkarni|Agarwal|Srinivasan|Bhattacharya|Chopra"),
        "one", _HERE),
    "arabic": Origin(
        _t("Fatima|Aisha|Layla|Mariam|Noor|Yasmin|Huda|Rania|Salma|Amira|Dalia|Samira"),
        _t("Omar|Khaled|Youssef|Tariq|Karim|Hamza|Bilal|Nabil|Sami|Walid|Ziad|Faisal"),
        _t("Barakat|Saab|Nassif|Karam|Ghanem|Qasim|El-Sayed|Al-Rashid|Abu-Zeid|Farhat|Najjar|Issa|Sabbagh|"
           "Tannous|Chami|Bitar|Mrad|Hijazi|Kanaan"),
        "one", _HERE),
    "polish": Origin(
        _t("Agnieszka|Małgorzata|Katarzyna|Joanna|Magdalena|Zofia|Wiktoria|Ewa|Dorota|Beata"),
        _t("Krzysztof|Grzegorz|Tomasz|Piotr|Paweł|Wojciech|Łukasz|Jakub|Marek|Andrzej"),
        _t("Kowalczyk|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Szymański|Woźniak|Dąbrowski|"
           "Kozłowski|Jankowski|Mazur|Krawczyk|Piotrowski|Grabowski|Pawlak|Michalski|Nowicki|Sadowski|Zawadzki"),
        "one", _HERE),
    "haitian": Origin(
        _t("Widelene|Nadège|Fabiola|Guerline|Mirlande|Roseline|Marjorie|Chantale|Dieula|Medjine"),
        _t("Jean-Robert|Wesner|Fritz|Jocelyn|Wilner|Ricot|Jean-Claude|Frantz|Wendell|Dieudonné"),
        _t("Pierre-Louis|Jean-Baptiste|Joseph|Dorvil|Étienne|Saint-Fleur|Toussaint|Desrosiers|Lafortune|"
           "Bellegarde|Célestin|Exantus|Fils-Aimé|Dorsainvil|Jean-Louis|Mondésir"),
        "one", _HERE),
    "dutch": Origin(
        _t("Annelies|Femke|Maartje|Ingrid|Sanne|Lotte|Marloes|Wilhelmina"),
        _t("Joost|Pieter|Bram|Maarten|Ruud|Sjoerd|Gerrit|Hendrik"),
        _t("van der Berg|van Dijk|de Vries|van Leeuwen|van der Meer|de Groot|Bakker|Visser|Mulder|van Rijn|"
           "ter Haar|van den Broek|de Haan|Hoekstra"),
        "one", _HERE),
    "filipino": Origin(
        _t("Maricel|Rowena|Jovelyn|Marites|Analyn|Rhodora|Cherry|Girlie|Lovely|Precious|Jonalyn|Mylene"),
        _t("Jomar|Rodel|Efren|Rommel|Arnel|Reynaldo|Danilo|Jericho|Dindo|Jayson|Ronaldo|Bong"),
        _t("dela Cruz|Villanueva|Macaraeg|Dimaculangan|Pangilinan|Magbanua|Dizon|Manalo|Tolentino|de Guzman|"
           "Agbayani|Salonga|Lacson|Soriano|Mercado|Panganiban|delos Santos"),
        "one", _HERE),
    "japanese": Origin(
        _t("Yuki|Haruka|Aoi|Sakura|Emi|Naoko|Keiko|Yui|Akemi|Mitsuko"),
        _t("Takeshi|Hiroshi|Kenji|Daisuke|Haruto|Sota|Ryo|Kazuki|Takashi|Shigeru"),
        _t("Sato|Suzuki|Takahashi|Tanaka|Watanabe|Ito|Yamamoto|Nakamura|Kobayashi|Kato|Yoshida|Yamada|Sasaki|"
           "Matsumoto|Inoue|Kimura"),
        "one", _HERE),
    "spanish": Origin(
        _t("Begoña|Montserrat|Inmaculada|Almudena|Macarena|Nuria|Pilar|Mercè|Lucía|Alba|Carmen|Maite|Yolanda|"
           "Encarnación|Mari Carmen"),
        _t("Borja|Álvaro|Gonzalo|Jacinto|Sergio|Joaquín|Fermín|Ignacio|Jaume|Alfonso|Rodrigo|Íñigo|Paco|"
           "José Luis|Juan Carlos"),
        _t("Fernández|García|Sanz|Gallego|Vidal|Crespo|Pascual|Marín|Prieto|Lozano|Vicente|Caballero|Nieto|"
           "Soler|Pons|Ferrer|Rius|Puig|Otero|Varela|Rivas|Barreiro|Seoane|de la Fuente|del Olmo|de los Ríos|"
           "de la Torre|del Valle|de Lucas|Sáenz|Bermejo"),
        "es", _HERE, hyphen=0.06),
    "andean": Origin(
        _t("Nélida|Zenaida|Fortunata|Justina|Hilaria|Eulogia|Killari|Nayra|Sumaq|Yolanda|Maruja|Teodora"),
        _t("Wilfredo|Teodoro|Feliciano|Gumercindo|Inti|Amaru|Wilber|Saturnino|Percy|Edwin|Yuri|Wálter"),
        _t("Quispe|Mamani|Huamán|Condori|Choque|Apaza|Ccori|Huanca|Yupanqui|Chambi|Layme|Ticona|Cusi|Poma|"
           "Cutipa|Colque|Huarachi|Quisbert|Limachi|Ccama|Sullca|Taipe"),
        "es", _HERE),
    "rioplatense": Origin(
        _t("Agustina|Florencia|Micaela|Luciana|Romina|Celeste|Antonella|Belén|Daiana|Yamila"),
        _t("Facundo|Santiago|Nahuel|Gastón|Maximiliano|Lisandro|Tomás|Ezequiel|Franco|Leandro"),
        _t("Bianchi|Ferraro|Lombardi|Romano|Gentile|Colombo|Russo|Marchetti|Caruso|Rinaldi|Pellegrini|"
           "Bruzzone|Ghirardi|Fontana|Cattaneo|Mancuso|Etchegaray|Benegas|Iturbe|Sosa"),
        "es", _HERE),
    "caribbean": Origin(
        _t("Yaritza|Yokasta|Mayelin|Marisol|Yamilet|Nilda|Zoraida|Yesenia|Wanda|Lourdes"),
        _t("Yeison|Wilfredo|Radhamés|Yunior|Wilkin|Héctor|Edwin|Luis Ángel|Juan Pablo|Ramón"),
        _t("Peralta|Batista|Féliz|Almonte|Polanco|Tavárez|Paulino|Encarnación|Ventura|Cepeda|Santana|"
           "Pichardo|Medrano|Abreu|Jáquez|Rosario|Ortiz"),
        "es", _HERE),
    "afro-brazilian": Origin(
        _t("Dandara|Benedita|Zeferina|Luanda|Nzinga|Aparecida|Zulmira|Kizzy|Jurema|Conceição"),
        _t("Benedito|Abdias|Milton|Cosme|Damião|Anselmo|Zacarias|Sebastião|Expedito|Anastácio"),
        _t("Bispo|de Jesus|da Conceição|do Nascimento|dos Anjos|Sacramento|da Purificação|do Rosário|Santana|"
           "Evangelista|Batista|dos Reis|da Anunciação|de Assunção"),
        "pt", _HERE, second="brazilian"),
    "portuguese": Origin(
        _t("Inês|Leonor|Matilde|Beatriz|Carolina|Mafalda|Joana|Francisca|Rita|Teresa"),
        _t("Duarte|Tomás|Gonçalo|Rodrigo|Afonso|Diogo|Nuno|Rui|Tiago|Vasco"),
        _t("Tavares|Magalhães|Figueiredo|Sequeira|Vasconcelos|Quaresma|Baptista|Brandão|Ventura|Sampaio|"
           "Barreto|Bettencourt|Pestana|Carvalhais|da Silveira|de Sousa|dos Santos"),
        "pt", _HERE),
    "nipo-brazilian": Origin(
        _t("Akemi|Yumi|Mitsuko|Érika|Mayumi|Tieko|Sueli|Harumi"),
        _t("Hiroshi|Kenji|Takashi|Massao|Mário|Jorge|Fábio|Eiji"),
        _t("Tanaka|Nakamura|Kobayashi|Yamashita|Okamoto|Ishikawa|Fujimoto|Shimizu|Hayashi|Matsuda|Oyama|Ueda|"
           "Higa|Miyagi"),
        "pt", _HERE),
    "mozambican": Origin(
        _t("Albertina|Celestina|Domingas|Feliciana|Judite|Madalena|Graça|Esperança|Luísa|Rosita"),
        _t("Agostinho|Domingos|Bartolomeu|Zacarias|Fortunato|Alberto|Celso|Armando|Eusébio|Samora"),
        _t("Cossa|Sitoe|Nhantumbo|Mabunda|Macuácua|Tembe|Muianga|Nhaca|Cumbe|Chilaule|Matsinhe|Langa|Kiala|"
           "Cassinda|Sapalo|Kalunga|Muondo"),
        "pt", _HERE),
    "word-en": Origin(
        _t("Summer|Hope|Joy|Grace|Faith|Ivy|Dawn|Amber|April|June|Crystal|Pearl|Ruby|Autumn|Holly|Destiny|"
           "Sunny|Rose|Skye|Liberty"),
        _t("Angel|Hunter|Chase|Frank|Mark|Will|Bill|Rich|Forrest|Miles|Sterling|Rusty|Buck|Clay|Grant|Lance|"
           "Sonny|Ray|Drew|Bud"),
        _t("Baker|Cook|King|Young|Brown|Green|White|Rice|Bush|House|Hill|Wood|Stone|Field|Lamb|Fox|Snow|Bell|"
           "Page|Rush|Long|Strong|Street|Sharp|Little|Short|Wise|Hunt|Banks|Waters|Glass|Wells|Burns|Knight|"
           "Bishop|Castle|Frost|Hart|Summer|Cash"),
        "one", _HERE, hyphen=0.06),
    "word-es": Origin(
        _t("Consuelo|Dolores|Rosario|Luz|Paz|Soledad|Pilar|Guadalupe|Amparo|Socorro|Mercedes|Nieves|"
           "Remedios|Esperanza|Aurora|Estrella|Bonita|Alegría|Milagros|Azucena|Perla|Cielo|Rocío|Luna"),
        _t("Ángel|Salvador|Jesús|Amado|Clemente|Modesto|Fidel|Inocencio|Prudencio|Bonifacio|Cruz|Leal|"
           "Bienvenido|Domingo|Pastor|Rey|Sol|Lucero"),
        _t("Cruz|Nieves|Prado|Leal|Bonito|Rey|Iglesias|Toro|Lobo|León|Blanco|Delgado|Moreno|Rubio|Calvo|"
           "Bravo|Sierra|Campos|Olmo|Flores|Palacios|Torres|Vega|Montes|Fuentes|Peña|Castillo|Pastor|Herrero|"
           "Naranjo|Manzano|Cordero|Luna|Paz|Serrano|Soto|Mata|Cano|Pino|del Río|de la Cruz|de la Paz"),
        "es", _HERE),
    "word-pt": Origin(
        _t("Aurora|Vitória|Glória|Graça|Esperança|Luz|Flor|Rosa|Estrela|Alegria|Celeste|Pérola|Violeta|"
           "Margarida|Açucena|Dalva|Brisa|Jasmim|Bela|Serena"),
        _t("Salvador|Natal|Amado|Modesto|Jesus|Bento|Leão|Constante|Fiel|Pacífico|Inocêncio|Vitorino|Sereno"),
        _t("Serra|Costa|Campos|Fontes|Leal|Rocha|Pereira|Oliveira|Carvalho|Coelho|Lobo|Pinto|Raposo|Leão|Rosa|"
           "Neves|Prado|Branco|Preto|Bonito|Fortes|Brasil|Portugal|Cordeiro|Ramos|Rios|Matos|Vale|Monte|Paz|"
           "Luz|Barros|Machado|Correia|Ferreira|Bezerra|Pimenta|Carneiro|Castelo|da Costa|da Serra|das Neves|"
           "do Prado|da Luz|dos Ramos"),
        "pt", _HERE),
}

# Particles, lower case inside a name ("Rosa da Silva", "Ana de la Fuente", "Joost van der Berg").
PARTICLES = frozenset({"da", "das", "do", "dos", "de", "del", "la", "las", "los", "e", "y", "van", "der", "den", "ter",
                       "dela", "delos", "di", "dal"})
# The prefixes of a particled surname written as one word.
_PREFIXED = re.compile(r"^(O'|Mc|Mac)[A-Z]")

# Common words of each language that are also name parts here (for the "word" and "wfirst" forms).
WORDS = frozenset(fold(w).casefold() for w in _t(
    # English
    "summer|hope|joy|grace|faith|ivy|dawn|amber|april|june|crystal|pearl|ruby|autumn|holly|destiny|sunny|rose|"
    "sky|skye|liberty|angel|hunter|chase|frank|mark|will|bill|rich|forrest|miles|sterling|rusty|buck|clay|grant|"
    "lance|sonny|ray|drew|bud|baker|cook|king|young|brown|green|white|rice|bush|house|hill|wood|stone|field|lamb|"
    "fox|snow|bell|page|rush|long|strong|street|sharp|little|short|wise|hunt|banks|waters|glass|wells|burns|"
    "knight|bishop|castle|frost|hart|cash|price|harper|mercer|sawyer|fletcher|chandler|wheeler|thatcher|can|"
    "precious|lovely|cherry|bong|long|mark|may|"
    # Spanish
    "consuelo|dolores|rosario|luz|paz|soledad|pilar|guadalupe|amparo|socorro|mercedes|nieves|remedios|esperanza|"
    "aurora|estrella|bonita|bonito|alegria|milagros|azucena|perla|cielo|rocio|luna|angel|salvador|jesus|amado|"
    "clemente|modesto|fidel|inocencio|prudencio|cruz|leal|bienvenido|domingo|pastor|rey|sol|lucero|prado|toro|"
    "lobo|leon|blanco|delgado|moreno|rubio|calvo|bravo|sierra|campos|olmo|flores|palacios|torres|vega|montes|"
    "fuentes|pena|castillo|herrero|naranjo|manzano|cordero|serrano|mata|cano|pino|rio|iglesias|abril|refugio|"
    "concepcion|encarnacion|caballero|crespo|calvo|ventura|rosario|celeste|belen|franco|santiago|"
    # Portuguese
    "vitoria|gloria|graca|esperanca|flor|rosa|estrela|alegria|perola|violeta|margarida|acucena|brisa|jasmim|"
    "bela|serena|natal|bento|leao|constante|fiel|pacifico|serra|costa|fontes|rocha|pereira|oliveira|carvalho|"
    "coelho|pinto|raposo|neves|branco|preto|fortes|brasil|portugal|ramos|rios|matos|vale|monte|barros|machado|"
    "correia|ferreira|bezerra|pimenta|carneiro|castelo|madeira|cordeiro|valente|fidalgo|caldeira|"
    "conceicao|assuncao|sacramento|bispo|gama|freire|guedes|seixas"))

# Origins of the people of each language and their shares (normalised when drawn).
MIX: dict[str, tuple[tuple[str, float], ...]] = {
    "en": (("anglo", 0.22), ("welsh", 0.09), ("cajun", 0.09), ("irish", 0.07), ("word-en", 0.09), ("igbo", 0.05),
           ("chinese", 0.05), ("korean", 0.04), ("indian", 0.05), ("arabic", 0.04), ("polish", 0.04),
           ("haitian", 0.04), ("dutch", 0.04), ("filipino", 0.03), ("japanese", 0.03), ("turkish", 0.03),
           ("mexican", 0.03), ("caribbean", 0.02)),
    "es": (("mexican", 0.26), ("spanish", 0.13), ("andean", 0.09), ("nahua", 0.06), ("basque", 0.06),
           ("rioplatense", 0.08), ("caribbean", 0.07), ("word-es", 0.10), ("filipino", 0.03), ("anglo", 0.02),
           ("chinese", 0.02), ("arabic", 0.02), ("brazilian", 0.02), ("korean", 0.02), ("haitian", 0.02)),
    "pt": (("brazilian", 0.30), ("capixaba", 0.12), ("afro-brazilian", 0.10), ("portuguese", 0.08),
           ("nipo-brazilian", 0.07), ("word-pt", 0.12), ("mozambican", 0.05), ("arabic", 0.03), ("mexican", 0.03),
           ("anglo", 0.02), ("korean", 0.02), ("turkish", 0.02), ("andean", 0.02)),
}

_TITLES = {"en": {"F": ("Ms.", "Mrs.", "Dr.", "Miss"), "M": ("Mr.", "Dr.", "Mr.")},
           "es": {"F": ("Sra.", "Srta.", "Dra.", "Lic."), "M": ("Sr.", "Dr.", "Ing.", "Lic.")},
           "pt": {"F": ("Sra.", "Dra.", "Profa.", "Sra."), "M": ("Sr.", "Dr.", "Prof.", "Sr.")}}
_FIRST_TITLES = {"en": {"F": ("Aunt", "Miss"), "M": ("Uncle", "Coach")},
                 "es": {"F": ("Doña", "Dña."), "M": ("Don", "Don")},
                 "pt": {"F": ("Dona", "Dona"), "M": ("Seu", "Sr.")}}
# The first names a compound first name starts with ("María Guadalupe", "João Pedro").
COMPOUND_FIRST = {"es": {"F": ("María", "Ana", "Rosa"), "M": ("José", "Juan", "Luis")},
                   "pt": {"F": ("Maria", "Ana"), "M": ("João", "José", "Luiz")}}


@dataclass(frozen=True)
class Person:
    """One person of a message."""

    first: str
    surnames: tuple[str, ...]
    main: int  # the index of the surname used alone
    sex: str
    origin: str
    middle: str  # the initial of a middle name ("First K. Surname")

    @property
    def surname(self) -> str:
        return self.surnames[self.main]

    @property
    def full(self) -> str:
        return " ".join((self.first, *self.surnames))


def _surname(rng: random.Random, origin: Origin, sex: str) -> str:
    surname = rng.choice(origin.surnames)
    if origin is ORIGINS["polish"] and sex == "F":
        surname = re.sub(r"(sk|ck|dzk)i$", r"\1a", surname)
    return surname


def _person(rng: random.Random, name: str, language: str) -> Person:
    origin = ORIGINS[name]
    sex = rng.choice("FM")
    first = rng.choice(origin.female if sex == "F" else origin.male)
    compound = COMPOUND_FIRST.get(language, {}).get(sex, ())
    if origin.style in ("es", "pt") and " " not in first and compound and rng.random() < 0.15:
        first = f"{rng.choice(compound)} {first}"
    other = ORIGINS[origin.second] if origin.second else origin
    if origin.style == "es":
        count, main = (2 if rng.random() < 0.8 else 1), 0
    elif origin.style == "pt":
        count = rng.choices((1, 2, 3), (0.3, 0.5, 0.2))[0]
        main = count - 1
    else:
        count, main = 1, 0
    surnames: list[str] = []
    while len(surnames) < count:
        # the surname used alone is the origin's own; the others come from it or its second origin
        table = origin if len(surnames) == main or rng.random() < 0.5 else other
        surname = _surname(rng, table, sex)
        if surname not in surnames:
            surnames.append(surname)
    if origin.hyphen and rng.random() < origin.hyphen and "-" not in surnames[main] and " " not in surnames[main]:
        partner = _surname(rng, origin, sex)
        if " " not in partner and "-" not in partner and partner not in surnames:
            surnames[main] = f"{surnames[main]}-{partner}"
    middle = rng.choice("ABCDEFGHJKLMNPRSTVW")
    return Person(first, tuple(surnames), main, sex, name, middle)


def _draw_people(rng: random.Random, language: str, count: int) -> list[Person]:
    names = [n for n, _ in MIX[language]]
    weights = [w for _, w in MIX[language]]
    people: list[Person] = []
    while len(people) < count:
        p = _person(rng, rng.choices(names, weights)[0], language)
        if any(p.first == q.first or p.surname == q.surname or set(p.surnames) & set(q.surnames) for q in people):
            continue
        people.append(p)
    return people


# ---------------------------------------------------------------------------------------- fillers

_MONTHS = {"en": _t("January|February|March|April|May|June|July|August|September|October|November|December"),
           "es": _t("enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre"),
           "pt": _t("janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro")}
_MAILBOXES = _t("orders|billing|returns|hello|shop|accounts|cliente|pedidos|compras|contato|suporte|soporte|"
                "facturas|financeiro|reembolsos|client")


def _filler(rng: random.Random, slot: str, language: str) -> str:
    if slot == "order":
        return f"{rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{rng.randint(10_000, 99_999)}"
    if slot == "ticket":
        return str(rng.randint(10_000, 99_999))
    if slot == "date":
        day, month = rng.randint(1, 28), rng.randint(1, 12)
        if language == "en":
            return rng.choice((f"{_MONTHS['en'][month - 1]} {day}", f"2026-{month:02d}-{day:02d}"))
        word = _MONTHS[language][month - 1]
        return rng.choice((f"{day:02d}/{month:02d}/2026", f"{day} de {word}"))
    if slot == "time":
        return f"{rng.randint(8, 18)}:{rng.choice(('00', '15', '30', '45'))}"
    if slot == "amount":
        whole, cents = rng.randint(5, 480), rng.choice(("00", "49", "90", "99"))
        return {"en": f"${whole}.{cents}", "es": f"{whole},{cents} €", "pt": f"R$ {whole},{cents}"}[language]
    if slot == "email":
        return f"{rng.choice(_MAILBOXES)}{rng.randint(1, 999)}@example.{rng.choice(('com', 'org', 'net'))}"
    if slot == "phone":
        n = rng.randint(0, 99)
        return {"en": f"(212) 555-01{n:02d}", "es": f"+34 555 01{n:02d} 00", "pt": f"(11) 5555-01{n:02d}"}[language]
    if slot == "card":
        return "4111 1111 1111 1111"
    raise KeyError(slot)


def _trap(rng: random.Random, slot: str, language: str) -> str:
    """A name-table word used as no person: a surname naming a business, a first name naming a storm."""
    names = [n for n, _ in MIX[language]]
    origin = ORIGINS[rng.choice(names)]
    if slot == "sur":
        return rng.choice([s for s in origin.surnames if " " not in s and "'" not in s])
    if slot == "given":
        return rng.choice([f for f in origin.female + origin.male if " " not in f and "-" not in f])
    raise KeyError(slot)


# ------------------------------------------------------------------------------------- templates

TEMPLATES: dict[str, list[str]] = {
    "en": [
        # people
        "hey its [[1:first]] again, my package still says out for delivery since {{date}} wtf",
        "From: [[1:full]] <{{email}}>\nTo: support@example.com\nSubject: Re: order {{order}}\n\nHi team,\nI was charged twice for order {{order}}. Can you check?\n\nBest,\n[[1:first]]",
        "Ticket #{{ticket}}\nRequester: [[1:fl]]\nAssignee: [[2:fl]]\nPriority: High\nSubject: Refund not received",
        "name,email,phone,plan\n[[1:full]],{{email}},{{phone}},Pro\n[[2:fl]],{{email}},{{phone}},Basic",
        '2026-03-14T09:12:44Z level=info event=refund_issued customer="[[1:fl]]" agent="[[2:first]]" amount={{amount}}',
        '{"customer_name": "[[1:full]]", "order_id": "{{order}}", "status": "delayed", "carrier": "<<UPS>>"}',
        "Agent: Thanks for calling, this is [[2:first]], who am I speaking with?\nCustomer: hi yes it's [[1:full]]\nAgent: Thanks, [[1:tlast]]. How can I help?",
        "[[1:first]] here - running late, can u tell the driver to leave it w/ [[2:first]] next door",
        "Invitation: Onboarding call\nWhen: {{date}} 3pm - 3:30pm (EST)\nOrganizer: [[1:full]]\nGuests: [[2:fl]], [[3:fl]]",
        "Delivery note: leave with [[1:tlast]] at reception. Signed by [[2:init]].",
        "REFUND REQUEST FORM\nAccount holder: [[1:full]]\nCard: {{card}}\nReason: item arrived damaged\nApproved by: [[2:init]]",
        "cust [[1:fl]] called re: dbl charge, spoke w/ [[2:first]] in billing, cb tmrw am",
        "> On {{date}}, [[1:full]] wrote:\n> Where is my order?\n\nHi [[1:first]], it shipped this morning. - [[2:first]]",
        "Escalations today:\n- [[1:fl]] (double charge)\n- [[2:fl]] (missing item)\n- [[3:init]] (address change)",
        "| customer | issue | owner |\n|---|---|---|\n| [[1:fl]] | late delivery | [[2:first]] |\n| [[3:full]] | wrong size | [[2:first]] |",
        "Hi, I'm writing about [[1:fl]]'s order. [[1:first]]'s card was charged but nothing shipped.\nThanks,\n[[2:full]]",
        "Can you cc [[1:fl]] on this? [[2:tlast]] asked for the invoice too.",
        "Please update the account name from [[1:full]] to [[1:init]], as it appears on the card.",
        "Order {{order}} was picked up by [[1:fl]] and [[2:fl]] on {{date}}.",
        "[[1:tlast]] says the courier left the parcel at the wrong door again.",
        "Signed for by: [[1:init]]\nDriver: [[2:first]]\nNotes: left at back porch",
        "thanks so much [[1:first]]!! you saved my weekend :)",
        "hi my name is [[1:full]] and i ordered a blender on {{date}} it never came",
        "Our account manager ([[1:fl]]) promised a credit of {{amount}} but I still don't see it.",
        "Voicemail transcript: hey this message is for [[1:first]], it's [[2:fl]] calling back about the return, my number is {{phone}}.",
        "Note from [[1:tlast]]: [[2:full]]'s subscription was cancelled by mistake, please restore it.",
        "---------- Forwarded message ---------\nFrom: [[1:fl]]\nDate: {{date}}\nSubject: Fwd: damaged lamp\nTo: [[2:fl]]\n\n[[2:first]], can you handle this one?",
        "Customer: [[1:fl]]\nPhone: {{phone}}\nEmail: {{email}}\nAddress: 14 <<Lincoln Avenue>>, Apt 3\nIssue: wrong size",
        "[[1:first]], [[2:first]] and [[3:first]] all ordered to the same address, please merge the shipments.",
        "Spoke to [[1:fl]] at <<Johnson Controls>>; they'll send the PO by Friday.",
        "Per [[1:tlast]], the chargeback was filed on {{date}}. [[1:fl]] can be reached at {{email}}.",
        "Gift message: Happy birthday [[1:first]]! Love, [[2:first]] & [[3:first]]",
        'Reviewer: [[1:init]] | Rating: 2/5 | "Arrived late, box crushed"',
        "assigned to [[1:first]] -> reassigned to [[2:fl]] (tier 2)",
        "Dear [[1:tlast]],\n\nWe're sorry your order {{order}} arrived late. A refund of {{amount}} is on its way.\n\nKind regards,\n[[2:full]]\nCustomer Care, <<Harrison & Cole Outfitters>>",
        "Return label for [[1:full]]: drop it off at any <<Walgreens>> by {{date}}.",
        '{"agent": "[[2:first]]", "customer": {"name": "[[1:fl]]", "tier": "gold"}, "store": "<<Marshall Field>>"}',
        "pls call [[1:tfirst]] back, they've been waiting since monday. [[1:full]] is the account holder",
        "SMS from {{phone}}: this is [[1:fl]]. The order was placed by [[2:full]], I'm just picking it up",
        "To: [[1:fl]] <{{email}}>\nCc: [[2:fl]], [[3:init]]\nSubject: Missing refund\n\n[[1:first]] - see below. [[2:first]] approved it on {{date}}.\n\nBest, [[3:fl]]",
        # no person
        "Ticket routed to the <<Lincoln>> warehouse team; <<Ford Transit>> van 12 is out for delivery.",
        "Your order shipped with <<Johnson & Johnson>> baby wipes and a <<Dell>> charger. Track it at https://track.example.com/{{order}}",
        "Store hours for <<Martin Luther King Jr. Day>>: we close at 3pm. <<Presidents' Day>> hours are normal.",
        "Returns: use the <<JFK Airport>> Terminal 4 pickup point or the <<Grand Central>> kiosk.",
        "SHIPPING UPDATE\nHurricane {{given}} has closed our <<Houston>> hub. Expect delays in <<Texas>> and <<Louisiana>>.",
        "Please Review the attached invoice. Mark it paid once <<Wells Fargo>> confirms.",
        "| product | qty |\n|---|---|\n| <<Stanley>> tumbler | 2 |\n| <<Calvin Klein>> belt | 1 |\n| <<Ray-Ban>> case | 1 |",
        "Job title: CUSTOMER SUCCESS MANAGER\nTeam: BILLING OPERATIONS\nLocation: <<Austin>>, TX",
        "Reminder: the <<Mayo Clinic>> order ships from <<St. Louis>>; invoices go to {{sur}} Logistics LLC.",
        "Hold music request: <<Jolene>>, or maybe <<Hey Jude>>. Nothing by the new playlist please.",
        "Book club pick: <<Anna Karenina>>; <<Little Women>> is backordered until {{date}}.",
        "Use code <<SUMMER25>> at checkout. Offer ends <<Monday>>, <<June>> 30. Sign up for <<Mailchimp>> alerts.",
        "Update <<Chrome>>, clear cookies, then log into <<Salesforce>> and <<Zendesk>> again.",
        "source=<<Shopify>> warehouse=<<Jackson>> carrier=<<FedEx>> status=in_transit retries=3",
        "Pickup at <<Ronald Reagan Washington National Airport>> or <<Penn Station>>, your choice.",
        "Our <<Wendy's>> gift cards and <<McDonald's>> vouchers can't be refunded. <<Dr Pepper>> 12-packs are final sale too.",
        "Hi team,\nThe {{given}} sofa in oak is out of stock; the <<Victoria>> armchair ships from <<Georgia>> next week.",
        "{{sur}} Plumbing & Heating ordered 4 boilers, deliver to the <<Hamilton Road>> depot before <<Thanksgiving>>.",
        "Weekly report\nTop sellers: <<Herman Miller>> chairs, <<Tommy Hilfiger>> jackets, <<Ralph Lauren>> polos\nSlowest: <<Jack Daniel's>> gift sets",
        "New Year sale: <<Trader Joe's>> hampers and <<Ben & Jerry's>> tubs ship from <<Vermont>> on <<St. Patrick's Day>>.",
    ],
    "es": [
        # personas
        "hola soy [[1:first]] y mi pedido {{order}} no llega desde el {{date}} q pasa??",
        "De: [[1:full]] <{{email}}>\nPara: soporte@example.com\nAsunto: Cobro duplicado\n\nBuenas tardes:\nMe cobraron dos veces el pedido {{order}}.\n\nAtentamente,\n[[1:fl]]",
        "Ticket {{ticket}}\nSolicitante: [[1:full]]\nAsignado a: [[2:fl]]\nPrioridad: Alta\nEstado: Abierto",
        "nombre;correo;teléfono\n[[1:full]];{{email}};{{phone}}\n[[2:full]];{{email}};{{phone}}",
        'level=warn evento=reembolso_fallido cliente="[[1:fl]]" agente="[[2:first]]" importe="{{amount}}"',
        '{"nombre_cliente": "[[1:full]]", "pedido": "{{order}}", "estado": "en reparto"}',
        "Agente: Gracias por llamar, le atiende [[2:first]]. ¿Con quién hablo?\nCliente: Con [[1:full]].\nAgente: Perfecto, [[1:tlast]], ¿en qué le ayudo?",
        "SMS: Hola [[1:first]], tu paquete llega hoy antes de las {{time}}. Si no estás, lo dejamos con [[2:tlast]] en portería.",
        "Convocatoria: revisión de incidencias\nFecha: {{date}}\nOrganizador: [[1:fl]]\nAsistentes: [[2:fl]], [[3:fl]]",
        "Albarán de entrega\nEntregado a: [[1:tfirst]] (portería)\nFirma: [[1:init]]",
        "FORMULARIO DE DEVOLUCIÓN\nTitular: [[1:full]]\nTarjeta: {{card}}\nMotivo: talla incorrecta\nRevisado por: [[2:init]]",
        "cliente [[1:fl]] llamó x cobro doble, hablé c/ [[2:first]] de facturación, devolver llamada mañana",
        "> El {{date}}, [[1:full]] escribió:\n> ¿Dónde está mi pedido?\n\nHola [[1:first]], ya salió del almacén. Saludos, [[2:first]]",
        "Pendientes de hoy:\n- [[1:fl]] (cargo duplicado)\n- [[2:fl]] (falta un artículo)\n- [[3:init]] (cambio de dirección)",
        "| cliente | incidencia | responsable |\n|---|---|---|\n| [[1:fl]] | retraso | [[2:first]] |\n| [[3:full]] | factura | [[2:tlast]] |",
        "Pongan en copia a [[1:fl]] y a [[2:tlast]], por favor.",
        "Por favor cambien el titular de [[1:full]] a [[2:full]], que es quien paga ahora.",
        "El pedido {{order}} lo recogieron [[1:fl]] y [[2:fl]] el {{date}}.",
        "[[1:tlast]] dice que el repartidor dejó el paquete en otra puerta otra vez.",
        "Recibido por: [[1:init]]\nRepartidor: [[2:first]]\nObservaciones: dejado en conserjería",
        "mil gracias [[1:first]]!! me salvaste el finde",
        "buenas, me llamo [[1:full]] y compré una freidora el {{date}}, nunca llegó",
        "Nuestro gestor de cuenta ([[1:fl]]) prometió un abono de {{amount}} y aún no aparece.",
        "Transcripción del buzón de voz: hola, este mensaje es para [[1:first]], soy [[2:fl]], le llamo por la devolución, mi número es {{phone}}.",
        "Nota de [[1:tlast]]: la suscripción de [[2:full]] se canceló por error, restablecer.",
        "---------- Mensaje reenviado ----------\nDe: [[1:fl]]\nFecha: {{date}}\nAsunto: RV: lámpara rota\nPara: [[2:fl]]\n\n[[2:first]], ¿te encargas tú?",
        "Cliente: [[1:fl]]\nTeléfono: {{phone}}\nCorreo: {{email}}\nDirección: <<Calle Benito Juárez>> 45, 2.º\nProblema: talla equivocada",
        "[[1:first]], [[2:first]] y [[3:first]] pidieron a la misma dirección, junten los envíos.",
        "Hablé con [[1:fl]] de Ferretería {{sur}}; mandan la orden de compra el viernes.",
        "Según [[1:tlast]], el contracargo se presentó el {{date}}. A [[1:fl]] se le puede escribir a {{email}}.",
        "Mensaje de regalo: ¡Feliz cumpleaños, [[1:first]]! Con cariño, [[2:first]] y [[3:first]]",
        'Reseña de [[1:init]] | Valoración: 2/5 | "Llegó tarde y con la caja aplastada"',
        "asignado a [[1:first]] -> reasignado a [[2:fl]] (nivel 2)",
        "Estimado/a [[1:tlast]]:\n\nLamentamos el retraso de su pedido {{order}}. Le devolvemos {{amount}}.\n\nUn saludo,\n[[2:full]]\nAtención al Cliente, <<Almacenes Montoya>>",
        "Etiqueta de devolución a nombre de [[1:full]]; entréguela en cualquier <<Oxxo>> antes del {{date}}.",
        '{"agente": "[[2:first]]", "cliente": {"nombre": "[[1:fl]]", "nivel": "oro"}, "tienda": "<<Liverpool Perisur>>"}',
        "llamar a [[1:tfirst]] otra vez, lleva esperando desde el lunes. la cuenta está a nombre de [[1:full]]",
        "SMS del {{phone}}: soy [[1:fl]], el pedido lo hizo [[2:full]], yo solo lo recojo",
        "Para: [[1:fl]] <{{email}}>\nCC: [[2:fl]]; [[3:init]]\nAsunto: Reembolso pendiente\n\n[[1:first]], lo aprobó [[2:tlast]] el {{date}}.\n\nSaludos cordiales, [[3:full]]",
        # sin personas
        "Revise el estado en la app de <<Mercado Libre>> y confirme la entrega en <<Avenida Insurgentes>> Sur.",
        "El envío sale del almacén de <<Ciudad Juárez>> y pasa por <<Monterrey>> el lunes.",
        "Horario especial por <<Semana Santa>> y el <<Día de San Juan>>: cerramos a las 15:00.",
        "Recogida en el <<Aeropuerto Adolfo Suárez Madrid-Barajas>>, terminal 4, o en la estación de <<Atocha>>.",
        "AVISO: por la borrasca {{given}} no hay repartos en <<Castilla-La Mancha>> ni en <<Aragón>>.",
        "Confirme el pago cuando <<Banco Santander>> lo apruebe. Llame al banco si tarda más de 48 horas.",
        "| producto | cant. |\n|---|---|\n| Tequila <<Don Julio>> 70 cl | 2 |\n| Cerveza <<Modelo>> | 12 |\n| Pan <<Bimbo>> | 3 |",
        "Puesto: GERENTE DE CUENTAS CLAVE\nEquipo: FACTURACIÓN Y COBROS\nSede: <<Guadalajara>>, Jalisco",
        "Las cajas van al <<Hospital Gregorio Marañón>> y al <<Colegio San José>>; la factura, a Distribuciones {{sur}} S.L.",
        "Canción para la espera: <<Bésame Mucho>>. Libro del mes: <<Pedro Páramo>>.",
        "Cupón VERANO25 válido hasta el <<domingo>> 30 de <<junio>>. <<Lunes>> y <<martes>>, envío gratis.",
        "Actualice <<Chrome>>, borre las cookies y vuelva a entrar en <<Salesforce>>.",
        "origen=<<Shopify>> almacen=<<Valencia>> transportista=<<Correos>> estado=en_transito reintentos=3",
        "Las entradas para el <<Estadio Santiago Bernabéu>> y el <<Estadio Azteca>> no admiten devolución.",
        "Las tarjetas regalo de <<El Corte Inglés>> y de <<Zara>> no son reembolsables.",
        "Hola equipo:\nIncidencia en la sucursal de <<Plaza de Mayo>>; el cajero de <<Banco Galicia>> no funciona.",
        "Fontanería {{sur}} pidió 4 calderas; entregar en el depósito de <<Calle Mayor>> antes de <<Reyes>>.",
        "El buque <<Juan Sebastián de Elcano>> retrasa el contenedor; llega a <<Santa Cruz de Tenerife>> el viernes.",
        "Informe semanal\nMás vendidos: perfumes <<Carolina Herrera>>, aceite <<Carbonell>>, jamón <<Navidul>>\nMenos vendido: vino <<Marqués de Riscal>>",
        "Promoción <<Buen Fin>>: el sofá {{given}} y la lámpara <<Dolores>> salen de <<San Luis Potosí>> el martes.",
    ],
    "pt": [
        # pessoas
        "oi aqui é [[1:first]] meu pedido {{order}} ainda não chegou desde {{date}} oq houve",
        "De: [[1:full]] <{{email}}>\nPara: suporte@example.com\nAssunto: Cobrança em dobro\n\nBoa tarde,\nHouve cobrança em dobro no pedido {{order}}.\n\nAtt.,\n[[1:fl]]",
        "Chamado {{ticket}}\nSolicitante: [[1:full]]\nResponsável: [[2:fl]]\nPrioridade: Alta",
        "nome,email,telefone\n[[1:full]],{{email}},{{phone}}\n[[2:fl]],{{email}},{{phone}}",
        'nivel=info evento=estorno cliente="[[1:fl]]" atendente="[[2:first]]" valor="{{amount}}"',
        '{"nome_cliente": "[[1:full]]", "pedido": "{{order}}", "status": "em trânsito"}',
        "Atendente: Obrigado por ligar, aqui é [[2:first]]. Com quem eu falo?\nCliente: [[1:full]].\nAtendente: Certo, [[1:tlast]], como posso ajudar?",
        "SMS: Olá [[1:first]], sua entrega chega hoje até {{time}}. Se não tiver ninguém, deixamos com [[2:tfirst]] na portaria.",
        "Convite: Reunião de alinhamento\nQuando: {{date}} 15h\nOrganizador: [[1:fl]]\nConvidados: [[2:fl]], [[3:fl]]",
        "Comprovante de entrega\nRecebido por: [[1:init]]\nEntregador: [[2:first]]\nObs.: deixado com o porteiro",
        "FORMULÁRIO DE REEMBOLSO\nTitular: [[1:full]]\nCartão: {{card}}\nMotivo: produto com defeito\nAprovado por: [[2:init]]",
        "cli [[1:fl]] ligou sobre cobrança dupla, falei c/ [[2:first]] do financeiro, retornar amanhã cedo",
        "> Em {{date}}, [[1:full]] escreveu:\n> Cadê meu pedido?\n\nOi [[1:first]], já saiu para entrega. Abs, [[2:first]]",
        "Pendências de hoje:\n• [[1:fl]] (cobrança duplicada)\n• [[2:fl]] (item faltando)\n• [[3:init]] (mudança de endereço)",
        "| cliente | problema | responsável |\n|---|---|---|\n| [[1:fl]] | atraso | [[2:first]] |\n| [[3:full]] | nota fiscal | [[2:tlast]] |",
        "Coloquem [[1:fl]] em cópia, por favor. [[2:tlast]] também pediu a nota fiscal.",
        "Favor trocar o titular de [[1:full]] para [[1:init]], como está no cartão.",
        "O pedido {{order}} foi retirado por [[1:fl]] e [[2:fl]] em {{date}}.",
        "[[1:tlast]] disse que o motoboy deixou o pacote na porta errada de novo.",
        "valeu demais [[1:first]]!! salvou meu fim de semana",
        "bom dia meu nome é [[1:full]] comprei uma air fryer dia {{date}} e nada de chegar",
        "Nosso gerente de conta ([[1:fl]]) prometeu um crédito de {{amount}} e até agora nada.",
        "Transcrição do correio de voz: oi, recado pra [[1:first]], aqui é [[2:fl]], sobre a devolução, meu número é {{phone}}.",
        "Obs. de [[1:tlast]]: a assinatura de [[2:full]] foi cancelada por engano, favor reativar.",
        "---------- Mensagem encaminhada ---------\nDe: [[1:fl]]\nData: {{date}}\nAssunto: ENC: luminária quebrada\nPara: [[2:fl]]\n\n[[2:first]], pode ver essa?",
        "Cliente: [[1:fl]]\nTelefone: {{phone}}\nE-mail: {{email}}\nEndereço: <<Rua Augusta>>, 1200, ap. 51\nProblema: tamanho errado",
        "[[1:first]], [[2:first]] e [[3:first]] compraram no mesmo endereço, juntem as entregas.",
        "Falei com [[1:fl]] da <<Magazine Luiza>>; mandam o pedido de compra na sexta.",
        "Segundo [[1:tlast]], a contestação foi aberta em {{date}}. Dá pra falar com [[1:fl]] em {{email}}.",
        "Cartão de presente: Feliz aniversário, [[1:first]]! Com carinho, [[2:first]] e [[3:first]]",
        'Avaliação de [[1:init]] | Nota: 2/5 | "Chegou atrasado e com a caixa amassada"',
        "atribuído a [[1:first]] -> reatribuído a [[2:fl]] (nível 2)",
        "Prezado(a) [[1:tlast]],\n\nLamentamos o atraso do pedido {{order}}. Estornamos {{amount}}.\n\nAtenciosamente,\n[[2:full]]\nCentral de Atendimento, <<Lojas Ramalho>>",
        "Etiqueta de devolução em nome de [[1:full]]; poste em qualquer agência dos <<Correios>> até {{date}}.",
        '{"atendente": "[[2:first]]", "cliente": {"nome": "[[1:fl]]", "nivel": "ouro"}, "loja": "<<Casas Pernambucanas>>"}',
        "ligar pra [[1:tfirst]] de novo, tá esperando desde segunda. a conta tá no nome de [[1:full]]",
        "Entregar na casa de [[1:fl]] (família de [[2:full]]); falar com [[1:first]] no portão.",
        "SMS do {{phone}}: aqui é [[1:fl]], quem fez o pedido foi [[2:full]], eu só vou retirar",
        "Para: [[1:fl]] <{{email}}>\nCc: [[2:fl]]; [[3:init]]\nAssunto: Estorno pendente\n\n[[1:first]], quem aprovou foi [[2:tlast]] em {{date}}.\n\nAtt., [[3:full]]",
        # sem pessoas
        "Retire no <<Aeroporto Santos Dumont>> ou na loja do <<Shopping Iguatemi>>.",
        "A entrega sai do CD de <<Cajamar>> e passa por <<Campinas>> na segunda.",
        "Horário especial no <<Dia de São João>> e no feriado de <<Nossa Senhora Aparecida>>: fechamos às 15h.",
        "As caixas vão para o <<Hospital Albert Einstein>> e para o <<Colégio Dom Pedro II>>.",
        "AVISO: por causa do ciclone {{given}} não há entregas em <<Santa Catarina>> nem no <<Rio Grande do Sul>>.",
        "Confirme o pagamento quando o <<Itaú>> aprovar. Ligue para o banco se passar de 48 horas.",
        "| produto | qtd. |\n|---|---|\n| Chinelo <<Havaianas>> | 2 |\n| Perfume <<O Boticário>> | 1 |\n| Furadeira <<Bosch>> | 1 |",
        "Cargo: GERENTE DE CONTAS\nEquipe: COBRANÇA E FATURAMENTO\nLocal: <<Vitória>>, ES",
        "Os vales da <<Leroy Merlin>> e das <<Casas Bahia>> não são reembolsáveis.",
        "Música de espera: <<Garota de Ipanema>>. Livro do mês: <<Dom Casmurro>>.",
        "Cupom VERAO25 vale até <<domingo>>, 30 de <<junho>>. <<Segunda>> e <<terça>>, frete grátis.",
        "Atualize o <<Chrome>>, limpe os cookies e entre de novo no <<Salesforce>>.",
        "origem=<<Shopify>> deposito=<<Guarulhos>> transportadora=<<Jadlog>> status=em_transito tentativas=3",
        "Ingressos para o <<Maracanã>> e o <<Mineirão>> não têm reembolso.",
        "Oi pessoal,\nProblema na loja da <<Avenida Getúlio Vargas>>; o caixa eletrônico do <<Bradesco>> está fora do ar.",
        "Serralheria {{sur}} pediu 4 portões; entregar no depósito da <<Rua Barão de Mauá>>.",
        "O navio <<Almirante Barroso>> atrasou o contêiner; chega em <<Santos>> na sexta.",
        "Revisar nota fiscal. Enviar boleto. Conferir o estoque da <<Natura>> antes de sexta-feira.",
        "Relatório semanal\nMais vendidos: sandálias <<Melissa>>, panelas <<Tramontina>>, biscoitos <<Marilan>>\nMenos vendido: cerveja <<Brahma>>",
        "Promoção de <<Dia das Mães>>: o sofá {{given}} e a luminária <<Conceição>> saem de <<Belo Horizonte>> na terça.",
    ],
}

_SLOT = re.compile(r"\[\[(\d):(\w+)\]\]|\{\{(\w+)\}\}|<<(.+?)>>")
_TRAP_SLOTS = {"sur", "given"}


@dataclass
class Sealed10Message(NameMessage):
    """A message of the sealed10 set: its template's index and its people's origins, in order."""

    template: int = 0
    origins: tuple[str, ...] = field(default_factory=tuple)


def has_person(template: str) -> bool:
    return "[[" in template


def _form_tag(base: str, person: Person, text: str, language: str) -> str:
    tags = [base]
    words = text.split(" ")
    surnames_in = [w for w in words if w != person.first and w not in person.first.split(" ")]
    if any("-" in w for w in surnames_in) and base != "first":
        tags.append("hyph")
    if any(w in PARTICLES or _PREFIXED.match(w) for w in words):
        tags.append("part")
    pieces = [p for w in words for p in w.split("-") if not (len(p) == 2 and p.endswith("."))]
    if any(fold(p).casefold() in WORDS for p in pieces if p not in PARTICLES):
        tags.append("word")
        if base == "first":
            tags.append("wfirst")
    return "+".join(tags)


def _render_person(rng: random.Random, person: Person, form: str, language: str) -> list[tuple[str, str]]:
    """[(text, form tag or "")]: the person in the form, the name's fragment tagged."""
    if form == "full":
        return [(person.full, "full")]
    if form == "fl":
        return [(f"{person.first} {person.surname}", "fl")]
    if form == "first":
        return [(person.first, "first")]
    if form == "tlast":
        return [(rng.choice(_TITLES[language][person.sex]) + " ", ""), (person.surname, "last")]
    if form == "tfirst":
        return [(rng.choice(_FIRST_TITLES[language][person.sex]) + " ", ""), (person.first, "first")]
    if form == "init":
        variant = rng.randrange(3)
        if variant == 0:
            return [(f"{person.first[0]}. {person.surname}", "init")]
        if variant == 1:
            return [(f"{person.first} {person.middle}. {person.surname}", "init")]
        return [(f"{person.first[0]}. {person.middle}. {person.surname}", "init")]
    raise KeyError(form)


def _fragments(rng: random.Random, template: str, language: str, people: list[Person]) -> list[tuple[str, str, str]]:
    """[(text, kind, form)]: kind "" plain, "PERSON" (form its tag) or "TRAP"."""
    out: list[tuple[str, str, str]] = []
    at = 0
    for m in _SLOT.finditer(template):
        if m.start() > at:
            out.append((template[at:m.start()], "", ""))
        at = m.end()
        if m.group(1):
            person = people[int(m.group(1)) - 1]
            for text, base in _render_person(rng, person, m.group(2), language):
                if base:
                    out.append((text, "PERSON", _form_tag(base, person, text, language)))
                else:
                    out.append((text, "", ""))
        elif m.group(3):
            slot = m.group(3)
            if slot in _TRAP_SLOTS:
                out.append((_trap(rng, slot, language), "TRAP", slot))
            else:
                out.append((_filler(rng, slot, language), "", ""))
        else:
            out.append((m.group(4), "TRAP", "written"))
    if at < len(template):
        out.append((template[at:], "", ""))
    return out


def _people_in(template: str) -> int:
    return max((int(m.group(1)) for m in _SLOT.finditer(template) if m.group(1)), default=0)


def generate_sealed10(per_template: int = 4, seed: int = SEED) -> list[Sealed10Message]:
    """`per_template` messages of every template in every casing class, the same for the same seed.

    ALL CAPS: every other message upper case whole, the others only the names (and the traps, which
    look like names). lower case: every other message lower case whole, the others only the names and
    traps; in Spanish and Portuguese every other pair of lower-case messages has what it lowered also
    without accents."""
    messages: list[Sealed10Message] = []
    for language, templates in TEMPLATES.items():
        counters = dict.fromkeys(CASINGS, 0)
        for index, template in enumerate(templates):
            for casing in CASINGS:
                rng = random.Random(f"sealed10|{seed}|{language}|{index}|{casing}")
                for _ in range(per_template):
                    count = counters[casing]
                    counters[casing] += 1
                    people = _draw_people(rng, language, _people_in(template))
                    fragments = _fragments(rng, template, language, people)
                    whole = count % 2 == 0
                    folded = language != "en" and casing == "lower case" and (count // 2) % 2 == 1
                    messages.append(_assemble(language, casing, whole, folded, fragments, index, people))
    return messages


def _assemble(language: str, casing: str, whole: bool, folded: bool, fragments, index: int,
              people: list[Person]) -> Sealed10Message:
    message = Sealed10Message(language=language, casing=casing, template=index,
                              origins=tuple(p.origin for p in people))
    for text, kind, form in fragments:
        if casing != "as written" and (whole or kind in ("PERSON", "TRAP")):
            text = text.upper() if casing == "ALL CAPS" else text.lower()
            if folded:
                text = fold(text)
        if kind == "PERSON":
            message.add(text, message.names, "PERSON", form)
        elif kind == "TRAP":
            message.add(text, message.distractors, "TRAP", form)
        else:
            message.add(text)
    return message


__all__ = ["SEED", "TEMPLATES", "ORIGINS", "PARTICLES", "WORDS", "MIX", "COMPOUND_FIRST", "Origin", "Person", "Sealed10Message",
           "generate_sealed10", "has_person"]
