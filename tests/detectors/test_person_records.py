"""PERSON in records whose standards say which field holds a person and which part of it each word of
the name is: HL7 v2 segments, DICOM person-name elements, MARC and BibTeX, GEDCOM and RIS, and a SIP
address's display name. Every name here is made up."""

import pytest

from tests.detectors.test_person import persons

RECORDS = [
    # PID-5 (family^given) and PV1-7 (an attending doctor, with or without the identifier first).
    ("en", "PID|1||NH63WJ||KELLER^ODILE\nPV1|1|I|W3^12||||SUZUKA^KENJIRO^^^Dr\nNTE|1||allergic to latex",
     ["KELLER", "ODILE", "SUZUKA", "KENJIRO"]),
    ("en", "MSH|^~\\&|ADT|HOSP|||K2||ADT^A01\nPID|1||PAT1234^5^M11||JONESY^WILMA^A^III||19610615|F\n"
           "NK1|1|JONESY^BARNABY^K|WI^SPOUSE\nPV1|1|I|2000^2012^01||||004777^LEBAUERO^SIDONIA^J.|||SUR",
     ["JONESY", "WILMA", "JONESY", "BARNABY", "LEBAUERO", "SIDONIA"]),
    # A compound surname or given name is one component, in any casing; the address (PID-11) is no one.
    ("es", "MSH|^~\\&|ADT|Hospital Doce|||RD113||ADT^A04\nPID|1||CQG4DJ||castro toledo^benjamín||M|||"
           "Avenida Insurgentes^^San Isidro\nNTE|1||alérgico a lactato de Ringer",
     ["castro toledo", "benjamín"]),
    # Separators MSH-2 declares are the ones read ("#" between components here).
    ("pt", "MSH|#~\\&|ADT|HOSP|||K2||ADT#A01\nPID|1||7788||DUARTE#LUIZ CARLOS||19700101|M",
     ["DUARTE", "LUIZ CARLOS"]),
    # Repetitions of a field (PID-9's aliases) each name someone; a placeholder names no one.
    ("en", "PID|1||4477||UNKNOWN^UNKNOWN||19800101|F|ABARA^NKECHI~ABARA-OKON^NKECHI",
     ["ABARA", "NKECHI", "ABARA-OKON", "NKECHI"]),
    # Fields that hold no person keep nothing: a location (PV1-3), a message type (MSH-9).
    ("en", "MSH|^~\\&|ADT|NORTH^WARD|||X1||ADT^A04\nPV1|1|I|Graves Ward^W3^Bed 2", []),
    # DICOM: dcmdump's "PN [family^given]", pydicom's "PN: 'family^given'"; a LO element is no one.
    ("es", "(0010,0010) PN [MORALESO^ARMINDA]\n(0008,0090) PN [ALVESIO^ISAURA]\n"
           "(0008,0080) LO [Hospital Doce de Octubre]\n(0008,1030) LO [revisión tras vacuna Salk]",
     ["MORALESO", "ARMINDA", "ALVESIO", "ISAURA"]),
    ("en", "(0010, 0010) Patient's Name                      PN: 'VŨ^LAN'\n(0010, 0040) Patient's Sex CS: 'F'",
     ["VŨ", "LAN"]),
    # The field vouches for a name that is also a brand's.
    ("pt", "(0010,0010) PN [FERRARI^SALVINA]\n(0008,0080) LO [Hospital Pedro Ernesto]", ["FERRARI", "SALVINA"]),
    ("en", "(0010,0010) PN [ANONYMOUS]\n(0008,0080) LO [Sloan Kettering]", []),
    # MARC: a personal name's $a in 100/600/700/800, inverted or whole; a title (245) and a place (260) are no one.
    ("en", "=100  1\\$aNeumannova, Ursulina\n=245  10$aNotes on Comet Encke\n=700  1\\$adela Cruzado Jocelyn,$eeditor\n"
           "=260  \\\\$aVictoria :$bExample Press",
     ["Neumannova", "Ursulina", "dela Cruzado Jocelyn"]),
    ("es", "=600 10$aSmithsonia, Jolene,$d1950-$vBiografía.", ["Smithsonia", "Jolene"]),
    # BibTeX: authors and editors apart by "and", inverted or not; "others" is no one.
    ("en", '@book{k1,\n  editor = "Ana Gilberte and Tomas Okaforo and others",\n  year = 2020\n}',
     ["Ana Gilberte", "Tomas Okaforo"]),
    ("pt", "@article{k2,\n  author = {SANTIAGUITO, Alexis and dos Santos Diasio, Renata},\n  journal = {Revista}\n}",
     ["SANTIAGUITO", "Alexis", "dos Santos Diasio", "Renata"]),
    # GEDCOM: NAME's given names and the surname between slashes, in any casing; GIVN/SURN a part each;
    # a suffix after the surname is no name, the record's tags (NOTE, REPO) and a place no one.
    ("en", "0 @F12@ FAM\n1 HUSB\n2 NAME Odvar /Brankovsk/ Jr.\n1 WIFE\n2 NAME Ysolde Marit /dos Reisz/\n"
           "2 PLAC Mercy Hospital\n1 NOTE married at the Grand Hotel",
     ["Odvar", "Brankovsk", "Ysolde Marit", "dos Reisz"]),
    ("es", "0 @i48@ indi\n1 name burcaj /erdogal/\n1 birt\n2 plac cádiz\n2 surn erdogal", ["burcaj", "erdogal", "erdogal"]),
    ("pt", "0 @S3@ SOUR\n1 TITL Livro de batismos, Teresina\n1 REPO arquivo da Faculdade Oswaldo Cruz\n"
           "1 NOTE encadernado em tecido", []),
    # A numbered line alone is no GEDCOM record.
    ("en", "1 NAME of the product\n2 DATE tomorrow", []),
    # RIS: authors and editors inverted, a part each; the journal (JO) and its tag are no one.
    ("en", "TY  - JOUR\nAU  - TREMBLAYE, GUILHEM\nAU  - Santana dos Pessoas, Alinna\nED  - okafar, chidubem\n"
           "TI  - RETREAT OF THE GLACIER\nJO  - JOURNAL OF EXAMPLE UNIVERSITY\nER  - ",
     ["TREMBLAYE", "GUILHEM", "Santana dos Pessoas", "Alinna", "okafar", "chidubem"]),
    # SIP: the quoted display name before a sip: or tel: URI is the caller's, whatever the line's key;
    # a desk's or a hotel's line is no one.
    ("es", 'LLAMADA 8LD8VL 18:05\n  origen: "Frédérique Gagnol" <sip:ext283@example.com>\n'
           '  destino: "Freyja Fishel" <sips:ext687@example.com>\n  transferida: "Recepción" <sip:100@example.com>',
     ["Frédérique Gagnol", "Freyja Fishel"]),
    ("en", 'INVITE sip:ext2@example.com SIP/2.0\nFrom: "Front Desk" <sip:100@example.com>\n'
           'To: "Hotel Example" <tel:+18025550100>', []),
    # R's person(): the given and the family name by place or by key, in any casing; a role, an e-mail
    # and a comment are no one (a vector of given names is the other finders' to read).
    ("es", 'Authors@R: c(\n    person("Ximena Belén", "Oyarzún Tello", role = c("aut", "cre")),\n'
           '    person(family = "Kwarteng", given = "Efua", email = "efua@example.org"),\n'
           '    person(c("Ana", "B."), "Zeta", comment = "ORCID"))',
     ["Ximena Belén", "Oyarzún Tello", "Kwarteng", "Efua", "Ana", "Zeta"]),
    ("en", 'AUTHORS@R: PERSON("TOLUWANI", "ADEBAYO", ROLE = "AUT")', ["TOLUWANI", "ADEBAYO"]),
    # LaTeX's \author{}: each author apart by \and or a comma; a \thanks{} footnote is no one.
    ("pt", "\\title{Uma nota sobre grafos}\n\\author{Efua Kwarteng\\thanks{Bolsa da Fundação Exemplo.} \\and "
           "ximena oyarzún}\n\\affil{Universidade Exemplo}", ["Efua Kwarteng", "ximena oyarzún"]),
    ("en", "\\author[1]{Tolu Adebayo, Efua Kwarteng}\n\\affil[1]{Example University}", ["Tolu Adebayo", "Efua Kwarteng"]),
    # WebVTT's voice spans name their speakers, in any casing; a span never runs past the tag's bracket.
    ("pt", "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Efua das Neves>Sim, pode seguir.\n\n"
           "00:00:03.500 --> 00:00:05.000\n<v.loud TOLUWANI ADEBAYO>Obrigado",
     ["Efua das Neves", "TOLUWANI ADEBAYO"]),
    # PGN's tag pairs: White and Black name the players, surname first; Event and Site are the format's
    # words, and a title's fields in BibTeX name no one.
    ("es", '[Event "Abierto de Ejemplo"]\n[Site "Gran Hotel Ejemplo"]\n[White "Oyarzún, Ximena"]\n'
           '[Black "Kwarteng Efua"]\n[Result "1-0"]\n{ Apertura española }', ["Oyarzún", "Ximena", "Kwarteng Efua"]),
    ("en", '[EVENT "EXAMPLE OPEN"]\n[WHITE "ADEBAYO, TOLU"]\n[BLACK "KWARTENG, EFUA"]', ["ADEBAYO", "TOLU", "KWARTENG", "EFUA"]),
    ("pt", "@article{ex1,\n  author = {Oyarzún, Ximena},\n  title = {Notas sobre a equação de Dirac},\n"
           "  journal = {Revista Exemplo}\n}", ["Oyarzún", "Ximena"]),
    # LDIF: a person's entry names them in its DN's cn, its cn, sn and givenName, in any casing; a group's
    # cn is no one.
    ("es", "dn: cn=ximena oyarzún,ou=personas,dc=example,dc=org\ncn: ximena oyarzún\nsn: oyarzún\ngivenname: ximena\n"
           "mail: x.oyarzun@example.org\n\ndn: cn=admins,ou=groups,dc=example,dc=org\ncn: admins",
     ["ximena oyarzún", "ximena oyarzún", "oyarzún", "ximena"]),
    ("en", "dn: uid=Efua+Kwarteng,ou=people,dc=example,dc=com\ncn: Efua Kwarteng\nmanager: cn=Tolu Adebayo,ou=people,"
           "dc=example,dc=com\n\ndn: cn=admins,ou=groups,dc=example,dc=org\nmember: uid=backup,ou=people,dc=example,dc=org",
     ["Efua", "Kwarteng", "Efua Kwarteng", "Tolu Adebayo"]),
    # A vCard's ORG and an X.509 name's O are firms; its CN a person.
    ("pt", "BEGIN:VCARD\nVERSION:3.0\nFN:Efua Kwarteng\nORG:Marcopolo\nEND:VCARD", ["Efua Kwarteng"]),
    ("pt", "subject=C = BR, O = Marcopolo, CN = EFUA KWARTENG\nissuer=C = BR, O = Example CA", ["EFUA KWARTENG"]),
    # An XML element's name is a word of the markup, whatever its word ("Contato" is also a surname).
    ("pt", "<Tomador>\n  <RazaoSocial>BENGTA SJÖBERGA</RazaoSocial>\n  <Contato><Email>b.sjoberga@example.org</Email>"
           "</Contato>\n</Tomador>", ["BENGTA SJÖBERGA"]),
]


@pytest.mark.parametrize(("language", "text", "names"), RECORDS)
def test_a_records_name_fields(language, text, names, presidio_detector):
    assert persons(presidio_detector, text, language) == names
