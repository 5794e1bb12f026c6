"""People in the name fields of records whose standards say where a name stands: an HL7 v2 message's
segments ("PID|1||4477||SOKOLOV^DMITRY", "PV1|1|I|W3||||004777^SUZUKI^KENZO^^^Dr"), a DICOM dump's
person-name elements ("(0010,0010) PN [MORALES^ARMANDO]", pydicom's "(0010, 0010) Patient's Name  PN:
'MORALES^ARMANDO'"), a MARC record's personal-name fields ("=100  1\\$aNeumann, Ursula,$eauthor."), a
BibTeX entry's authors and editors ("author = {Henderson, Kim and Jara, Francisca}"), a GEDCOM file's
personal names ("1 NAME Ursula /Neumann/", "2 SURN dos Reis"), a RIS citation's authors ("AU  -
Neumann, Ursula"), an R package's people (utils::person's given and family arguments, 'person("Ana
Belén", "Ibáñez Cortés", role = "aut")', 'person(family = "Kuo", given = "Chun-chieh")'), a LaTeX
document's authors ("\\author{River Hill \\and Håkon Sandvik}", a \\thanks{} footnote left out), a
WebVTT caption's voices ("<v Raimundo das Neves>Sim", "<v.loud Ana>"), a chess game's players in
its PGN tags ('[White "Krawczyk, Pola"]') and an LDIF person's entry's names ("dn: cn=Mio
Yoshida,ou=people,…", "sn: Yoshida"). The field's place vouches for
the words in any casing; each part the standard sets apart (a component, the surname before an
inverted name's comma or between GEDCOM's slashes) is a span of its own.

The same standards say which words are their own tags ("NOTE", "REPO", "JO", PGN's "Event" and "Site")
and which fields hold no one (BibTeX's title, journal, publisher): record_tags gives them, so that no
finder takes a tag or a title's word for a name.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from recognizers.names.lists import listed_name
from recognizers.names.tables import cells_of
from recognizers.names.text import WORD

# HL7 v2 (2.3 to 2.8): the fields whose type is a person's name (XPN) or a person and their
# identifier (XCN), by segment and position. An XPN's components are family^given^further
# given^suffix^prefix; an XCN's are id^family^given^further given^suffix^prefix.
_XPN = {"PID": (5, 6, 9), "NK1": (2, 30), "GT1": (3, 6), "IN1": (16,), "MRG": (7,), "PRD": (2,), "STF": (3,)}
_XCN = {"PV1": (7, 8, 9, 17, 52), "PD1": (4,), "ORC": (10, 11, 12, 19), "OBR": (10, 16, 28),
        "OBX": (16,), "EVN": (5,), "TXA": (5, 9, 10, 11, 22), "ROL": (4,), "DG1": (16,),
        "PR1": (11, 12), "AIP": (3,), "RXE": (13,), "RXO": (14,), "FT1": (20, 21)}
_SEGMENT = regex.compile(r"(?m)^[ \t]*(?P<id>[A-Za-z][A-Za-z0-9]{2})(?P<sep>[|])[^\r\n]*")
# MSH-2 declares the separators after the field's ("|", which every sender keeps): component,
# repetition, escape, subcomponent.
_HEADER = regex.compile(r"(?m)^[ \t]*(?i:MSH)[|](?P<component>[^\w\s])(?P<repetition>[^\w\s])")
# A DICOM element of value representation PN, in dcmdump's and pydicom's layouts; a value's groups
# (alphabetic=ideographic=phonetic) split at "=", each of family^given^middle^prefix^suffix.
_DICOM_PN = regex.compile(r"\([0-9A-Fa-f]{4},[ ]?[0-9A-Fa-f]{4}\)[^\n\[]{0,60}?(?<![\p{L}])(?i:PN):?[ \t]*"
                          r"(?:\[(?P<bracketed>[^\]\n]*)\]|'(?P<quoted>[^'\n]*)'|\"(?P<double>[^\"\n]*)\")")
# What a name's component holds: words, with the spaces, particles and hyphens between them.
_COMPONENT = regex.compile(r"[ \t]*\p{L}[\p{L}'’\-. ]*")
# Values a record writes where it holds no one's name.
_NO_ONE = frozenset("unknown anonymous anon none null test patient doe na nk".split())
# And in a list of authors, the rest of them.
_NO_AUTHOR = _NO_ONE | {"others", "et al"}


# MARC 21's personal names: the main entry (100), the subject (600), the added entry (700) and the
# series (800), in MarcEdit's mnemonic form ("=700  1\\$a…") or a catalogue's display ("700 1_ ‡a…");
# subfield $a is the name, inverted after indicator 1 ("Surname, Given").
_MARC_NAME = regex.compile(r"(?m)^[ \t]*=?[1678]00[ \t]+[0-3 \\#_]{0,2}[ \t]*[$‡|](?i:a)[ \t]*(?P<name>[^$‡|\n]+)")
# BibTeX's people: an author or editor field's value in braces or quotes, names apart by "and".
_BIBTEX_PEOPLE = regex.compile(r"(?i)(?<![\p{L}])(?:author|editor)[ \t]*=[ \t]*"
                               r"(?:\{(?P<braced>[^{}\n]*)\}|\"(?P<quoted>[^\"\n]*)\")")
_BIBTEX_AND = regex.compile(r"[ \t]+(?i:and)[ \t]+")
# A vCard's (RFC 6350) organisation, title, role and address: no one's name ("ORG:Example Ltd").
_VCARD_THINGS = regex.compile(r"(?m)^[ \t]*(?i:org|title|role|adr|label|categories)(?:;[^:\n]*)?:(?P<value>[^\n]*)")
# An X.509 distinguished name's organisation, unit, town, state and country ("O = Example SA, CN = Ana
# Gil"): only its CN names a person.
_X509_THINGS = regex.compile(r"(?<![\p{L}])(?:O|OU|L|ST|C)[ \t]*=[ \t]*(?P<value>[^,/\n+]+?)[ \t]*(?=[,/\n+]|$)")
# A BibTeX entry's fields that name a work, a venue or a body, not a person ("title = {Notas sobre…}").
_BIBTEX_THINGS = regex.compile(r"(?i)(?<![\p{L}])(?:title|booktitle|journal|publisher|school|institution|"
                               r"organization|series)[ \t]*=[ \t]*(?:\{(?P<braced>[^{}\n]*)\}|\"(?P<quoted>[^\"\n]*)\")")
# A name the record writes whole or inverted: words, then perhaps a comma and the given names.
_INVERTED = regex.compile(r"[ \t]*(?P<family>\p{L}[\p{L}'’\-. ]*?)[ \t]*(?:,[ \t]*(?P<given>\p{L}[\p{L}'’\-. ]*?))?[ \t.,]*")


# GEDCOM 5.5.1 / 7: a line is its level, perhaps a cross-reference, its tag and its value
# ("0 @I1@ INDI", "1 NAME Ursula /Neumann/", "2 GIVN Ursula"); a personal name writes the surname
# between slashes. Its tags are read in any casing: a file typed or pasted in lower case keeps them.
_GEDCOM_LINE = regex.compile(r"(?m)^[ \t]*(?P<level>\d{1,2})[ \t]+(?:@[^@\n]{1,22}@[ \t]+)?"
                             r"(?P<tag>_?[A-Za-z]{3,5})(?![\p{L}\d])[ \t]?(?P<value>[^\r\n]*)")
_GEDCOM_TAGS = frozenset(
    "head trlr subm subn indi fam note sour repo obje name givn surn nick npfx nsfx spfx sex birt deat "
    "buri crem chr bapm barm basm conf fcom marr div dive enga even plac date addr titl auth publ "
    "text page data husb wife chil famc fams asso occu resi educ reli emig immi natu cens prob will "
    "grad reti char lang corp vers gedc form file _marnm _aka quay role caln medi refn rin uid".split())
# The tags whose value is a person's name, whole (NAME) or a part of it.
_GEDCOM_NAME_TAGS = frozenset({"name", "givn", "surn", "nick", "_marnm", "_aka"})
# RIS: a tag of two capitals, two spaces, a hyphen and a space, then the value; the authors
# (AU, A1-A4) and editors (ED) write the surname first, before a comma.
_RIS_LINE = regex.compile(r"(?m)^[ \t]*(?P<tag>[A-Za-z][A-Za-z0-9])  -(?: (?P<value>[^\r\n]*))?$")
_RIS_PEOPLE = frozenset({"au", "a1", "a2", "a3", "a4", "ed"})
# PGN (Portable Game Notation, 8.1): a game opens with tag pairs, a bracketed tag and a quoted value
# on a line each ('[White "Krawczyk, Pola"]'); the White and Black tags name the players, surname
# first before a comma, and the Annotator tag (9.6.1) whoever annotated the game.
_PGN_TAG = regex.compile(r'(?m)^[ \t]*\[(?P<tag>[A-Za-z][A-Za-z0-9_]{1,30})[ \t]+"(?P<value>[^"\n]*)"[ \t]*\]')
_PGN_PEOPLE = frozenset({"white", "black", "annotator"})


def record_names(text: str) -> list[tuple[int, int]]:
    """The family name, the given name and further given names of each person an HL7 v2 message, a
    DICOM dump, a MARC record, a BibTeX entry, a GEDCOM file or a RIS citation names in its name
    fields, each a span."""
    found: list[tuple[int, int]] = []
    gedcom = _gedcom_lines(text)
    for line in gedcom:
        if line.group("tag").lower() in _GEDCOM_NAME_TAGS:
            found += _gedcom_name(text, *line.span("value"))
    for line in _ris_lines(text):
        if line.group("tag").lower() in _RIS_PEOPLE and line.group("value"):
            found += _inverted_name(text, *line.span("value"))
    if "00" in text:
        for field in _MARC_NAME.finditer(text):
            found += _inverted_name(text, *field.span("name"))
    if "=" in text:
        for field in _BIBTEX_PEOPLE.finditer(text):
            group = "braced" if field.group("braced") is not None else "quoted"
            at = field.start(group)
            for cut in [*_BIBTEX_AND.finditer(text, at, field.end(group)), None]:
                found += _inverted_name(text, at, cut.start() if cut else field.end(group))
                at = cut.end() if cut else at
    if "|" in text:
        found += _hl7_names(text)
    if "person" in text or "PERSON" in text:
        found += _r_people(text)
    if "\\" in text:
        found += _latex_authors(text)
    if "<v" in text or "<V" in text:
        found += [voice.span("name") for voice in _WEBVTT_VOICE.finditer(text) if WORD.search(voice.group("name"))]
    if "dn:" in text or "DN:" in text:
        found += _ldif_people(text)
    for line in _pgn_tags(text):
        if line.group("tag").lower() in _PGN_PEOPLE:
            found += _inverted_name(text, *line.span("value"))
    if "PN" in text or "pn" in text:
        for element in _DICOM_PN.finditer(text):
            group = next(g for g in ("bracketed", "quoted", "double") if element.group(g) is not None)
            start, end = element.span(group)
            for part_start, part_end in _split(text, start, end, "="):
                found += _name_parts(text, part_start, part_end, "^", skip_id=False)
    return found


# R's utils::person(given, family, middle, email, role, comment, ...): its first two arguments,
# by place or by name, are the given and the family name; a string each (a vector of them, c(...),
# is left alone). The call's name in any casing: a DESCRIPTION file copied in capitals is one still.
_R_PERSON = regex.compile(r"(?<![\w.$])(?i:person)[ \t]*\(")
_R_ARGUMENT = regex.compile(r"[ \t\r\n]*(?:(?P<key>[A-Za-z_.]+)[ \t]*=[ \t]*)?"
                            r"(?:\"(?P<value>[^\"\n\\]*)\"|(?P<other>[^,()\"\n]*(?:\([^()\n]*\))?[^,()\"\n]*))"
                            r"[ \t\r\n]*(?P<end>[,)])")
_R_NAME_ARGUMENTS = ("given", "family")


def _r_people(text: str) -> list[tuple[int, int]]:
    """The given and the family name of each R person() call, each a span."""
    found = []
    for call in _R_PERSON.finditer(text):
        at, place = call.end(), 0
        while (argument := _R_ARGUMENT.match(text, at)) is not None:
            key = (argument.group("key") or "").lower()
            role = key if key else (_R_NAME_ARGUMENTS[place] if place < len(_R_NAME_ARGUMENTS) else "")
            place += 0 if key else 1
            if role in _R_NAME_ARGUMENTS and argument.group("value") and WORD.search(argument.group("value")):
                found.append(argument.span("value"))
            if argument.group("end") == ")":
                break
            at = argument.end()
    return found


# LDIF (RFC 2849): an entry opens with its "dn:" line, then its attributes, a line each. A person's entry
# (RFC 4519, 4524, 2798: objectClass person, organizationalPerson or inetOrgPerson, or a DN under a
# people's or users' unit) names them in its common name (cn, the DN's first part too, and a DN-valued
# attribute's: "manager: cn=Paweł Nowak,ou=people,…"), its surname (sn), its given name (givenName, gn),
# its display name (displayName), and a user id made of their names ("dn: uid=Willow+Church,…").
_LDIF_ENTRY = regex.compile(r"(?ms)^[ \t]*(?i:dn):[ \t]*(?P<dn>[^\n]*)\n(?P<body>.*?)(?=\n[ \t]*\n|\n[ \t]*(?i:dn):|\Z)")
_LDIF_NAME_LINE = regex.compile(r"(?m)^[ \t]*(?i:cn|sn|givenname|gn|displayname):[ \t]*(?P<value>[^\n:]*?)[ \t]*$")
_LDIF_DN_CN = regex.compile(r"(?<![\p{L}])(?i:cn)=(?P<value>[^,+\n]*)")
_LDIF_DN_UID = regex.compile(r"[ \t]*(?i:uid)=(?P<value>[^,\n]*)")
_LDIF_PERSON_CLASS = regex.compile(r"(?im)^[ \t]*objectclass:[ \t]*(?:person|organizationalperson|inetorgperson|posixaccount)\b")
_LDIF_PERSON_DN = regex.compile(
    r"(?i)\bou=(?:people|persons|users|staff|employees|personas|pessoas|usuarios|usuários|empleados|funcionarios|"
    r"funcionários)\b")


def _ldif_people(text: str, people: bool = True) -> list[tuple[int, int]]:
    """The names an LDIF person's entry gives, each a span; with `people` false, the names the other entries
    give (a group's "cn: admins"), which are no one's."""
    found = []
    for entry, person in _ldif_entries(text):
        if person != people:
            continue
        # Every cn= of the entry: its DN's, and a DN-valued attribute's ("manager: cn=Paweł Nowak,ou=people,…")
        found += [rdn.span("value") for rdn in _LDIF_DN_CN.finditer(text, entry.start(), entry.end())
                  if WORD.search(rdn.group("value"))]
        # A DN whose first part is the user's id made of their names ("dn: uid=Willow+Church,ou=people")
        uid = _LDIF_DN_UID.match(text, entry.start("dn"), entry.end("dn"))
        if uid and people:
            parts = list(regex.finditer(r"[^+._\-]+", uid.group("value")))
            if len(parts) > 1 and all(listed_name(part.group()) for part in parts):
                found += [(uid.start("value") + part.start(), uid.start("value") + part.end()) for part in parts]
        found += [line.span("value") for line in _LDIF_NAME_LINE.finditer(text, entry.start("body"), entry.end("body"))
                  if WORD.search(line.group("value"))]
    return found


# WebVTT's voice span: its annotation after "v" and its classes is the speaker's name (W3C WebVTT, 4.2.2).
_WEBVTT_VOICE = regex.compile(r"<[vV](?:\.[\w\-]+)*[ \t]+(?P<name>[^<>&\n]+?)[ \t]*>")
# LaTeX's \author{...} (an optional argument before it, "\author[1]{...}"): its authors apart by \and; each
# author's name runs to the first command or line break after it (\thanks{...}, "\\ Universidad…").
_LATEX_AUTHOR = regex.compile(r"\\(?i:author)(?:\[[^\]\n]*\])?[ \t]*\{")
_LATEX_AND = regex.compile(r"\\(?i:and)(?![A-Za-z])|,")
_LATEX_NAME = regex.compile(r"[ \t\n]*(?P<name>[^\\{}\n,]*?)[ \t]*(?=[\\{}\n,]|$)")


def _latex_authors(text: str) -> list[tuple[int, int]]:
    """Each author a LaTeX \\author{} command names, a span."""
    found = []
    for command in _LATEX_AUTHOR.finditer(text):
        depth, at = 1, command.end()
        while at < len(text) and depth and at - command.end() < 400:
            depth += {"{": 1, "}": -1}.get(text[at], 0)
            at += 1
        close = at - 1 if not depth else command.end()
        starts = [command.end()] + [cut.end() for cut in _LATEX_AND.finditer(text, command.end(), close)
                                    if _brace_depth(text, command.end(), cut.start()) == 0]
        for start in starts:
            name = _LATEX_NAME.match(text, start, close)
            if name and WORD.search(name.group("name")):
                found.append(name.span("name"))
    return found


def _brace_depth(text: str, start: int, end: int) -> int:
    return text.count("{", start, end) - text.count("}", start, end)


def record_tags(text: str) -> list[tuple[int, int]]:
    """Where a GEDCOM file's or a RIS citation's tags stand: words of the format, never a name; and a
    BibTeX entry's fields that hold a work's title, a journal or a publisher, an LDIF entry's names
    where the entry is no person's (a group's), a vCard's organisation and an X.509 name's organisation
    and place: no one's name either."""
    tags = [line.span("tag") for line in (*_gedcom_lines(text), *_ris_lines(text), *_pgn_tags(text))]
    if "dn:" in text or "DN:" in text:
        tags += _ldif_people(text, people=False)
    if "vcard" in text.lower():
        tags += [line.span("value") for line in _VCARD_THINGS.finditer(text)]
    if "CN" in text or "cn" in text:
        tags += [part.span("value") for part in _X509_THINGS.finditer(text)]
    if "=" in text and "@" in text:
        tags += [field.span(group) for field in _BIBTEX_THINGS.finditer(text)
                 for group in ("braced", "quoted") if field.group(group) is not None]
    return tags


# Both record_names and record_tags read a message's GEDCOM, RIS, LDIF and PGN lines: cached, they are found once.
@lru_cache(maxsize=32)
def _gedcom_lines(text: str) -> tuple:
    """A GEDCOM record's lines, where two of them or more open with a level and a tag of the
    standard: one line alone ("1 NAME tag") could be anyone's numbered note."""
    if not regex.search(r"\d[ \t]", text):
        return ()
    lines = tuple(line for line in _GEDCOM_LINE.finditer(text) if line.group("tag").lower() in _GEDCOM_TAGS)
    opened = any(line.group("level") == "0" for line in lines)
    return lines if (len(lines) >= 2 and opened) or len(lines) >= 3 else ()


@lru_cache(maxsize=32)
def _ldif_entries(text: str) -> tuple:
    """An LDIF file's entries, each with whether it is a person's: its own DN or its object class says so
    (a group's member line may name a person's DN)."""
    return tuple((entry, bool(_LDIF_PERSON_DN.search(entry.group("dn")) or _LDIF_PERSON_CLASS.search(entry.group("body"))))
                 for entry in _LDIF_ENTRY.finditer(text))


@lru_cache(maxsize=32)
def _pgn_tags(text: str) -> tuple:
    """A PGN game's tag pairs, where two of them or more stand: one bracketed pair alone could be
    anyone's note."""
    if "[" not in text or '"' not in text:
        return ()
    lines = tuple(_PGN_TAG.finditer(text))
    return lines if len(lines) >= 2 else ()


@lru_cache(maxsize=32)
def _ris_lines(text: str) -> tuple:
    """A RIS citation's lines, where one of them opens it (TY) or three of them stand together."""
    if "  -" not in text:
        return ()
    lines = tuple(_RIS_LINE.finditer(text))
    opened = any(line.group("tag").lower() == "ty" for line in lines)
    return lines if opened or len(lines) >= 3 else ()


def _gedcom_name(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A GEDCOM name's given names and its surname between slashes ("Ursula /Neumann/", "/Neumann/
    Ursula"), each a span; a value with no slash is the name whole, a part's tag (GIVN, SURN) one part."""
    cuts = [at for at in range(start, end) if text[at] == "/"]
    pieces = list(zip([start] + [cut + 1 for cut in cuts], [*cuts, end], strict=True))
    found = []
    given_first = bool(text[pieces[0][0]:pieces[0][1]].strip())
    for index, (piece_start, piece_end) in enumerate(pieces[:3]):
        # After the surname, the given names where none came before it, else a suffix ("Jr.").
        if index == 2 and given_first:
            continue
        found += _name_parts(text, piece_start, piece_end, "\n", skip_id=False)
    return found


def _hl7_names(text: str) -> list[tuple[int, int]]:
    header = _HEADER.search(text)
    component, repetition = (header.group("component"), header.group("repetition")) if header else ("^", "~")
    found = []
    for segment in _SEGMENT.finditer(text):
        kind = segment.group("id").upper()
        positions = _XPN.get(kind) or _XCN.get(kind)
        if not positions or component not in segment.group():
            continue
        fields = _split(text, segment.end("sep"), segment.end(), segment.group("sep"))
        for position in positions:
            if position > len(fields):
                continue
            for start, end in _split(text, *fields[position - 1], repetition):
                found += _name_parts(text, start, end, component, skip_id=kind in _XCN)
    return found


def _name_parts(text: str, start: int, end: int, separator: str, skip_id: bool) -> list[tuple[int, int]]:
    """The family, given and further given names of one name written with `separator` between its
    components. An XCN's first component is the person's identifier, no part of the name, where it
    is one (empty or with a digit); some senders leave it out and open with the family name."""
    components = _split(text, start, end, separator)
    if skip_id and len(components) > 1 and not _COMPONENT.fullmatch(text, *components[0]):
        components = components[1:]
    parts = []
    for part_start, part_end in components[:3]:
        match = _COMPONENT.fullmatch(text, part_start, part_end)
        if not match:
            continue
        words = WORD.findall(text, part_start, part_end)
        # A middle initial alone ("JONES^WILLIAM^A") says nothing of whom it names.
        if not words or " ".join(words).lower() in _NO_ONE or len("".join(words)) < 2:
            continue
        while text[part_start] in " \t":
            part_start += 1
        while text[part_end - 1] in " \t.":
            part_end -= 1
        parts.append((part_start, part_end))
    return parts


def _inverted_name(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A name written whole ("dela Cruz Jocelyn") or inverted ("Neumann, Ursula"): the whole, or the
    family name and the given names apart; a date or a role after a second comma is no part of it."""
    comma = text.find(",", start, end)
    second = text.find(",", comma + 1, end) if comma >= 0 else -1
    match = _INVERTED.fullmatch(text, start, second if second >= 0 else end)
    if not match or match.group("family").lower() in _NO_AUTHOR:
        return []
    return [match.span(group) for group in ("family", "given") if match.group(group)]


def _split(text: str, start: int, end: int, separator: str) -> list[tuple[int, int]]:
    """text[start:end]'s pieces apart at `separator`, cut as a row's cells are, in the text's offsets."""
    return [(start + a, start + b) for a, b in cells_of(text[start:end], separator)]
