"""Who did it, in a ticket's workflow: the colleague who approved, blocked, signed or served, who
takes a handover or a callback, whose notes or review these are ("Approved by Gao.", "bloqueada
por delmy.", "Firmó ITZIAR el 10/6", "Le atendió león nieto.", "Handover to trang:", "Notas de
Areli:", "segundo LOCKHART, a vistoria…", "review left by d. black", "\"Yasiel fue muy amable…\"",
"Recordatorio: yuna tiene cita…"). Support tools write the doer's name so in any casing, often a
first name alone and one no list holds; the phrase says a person stands there. A word of the
language is someone only where the lists hold it as a name, and one of its most frequent words only
as a common first name or a surname ("blocked by mistake" is no one, "approved by battle" and
"Handover to Ebony:" are); a brand, a role, a title, a team or a department never is.
"""

from __future__ import annotations

import regex

from recognizers.names.lists import (
    TITLES,
    common_first_name,
    common_words,
    fold,
    form_of_a_word,
    frequent_words,
    listed_name,
    stop_words,
    surname,
)
from recognizers.names.text import POSSESSIVE, casing_class
from recognizers.names.words import (
    ARTICLES,
    BRANDS,
    DEPARTMENTS,
    PARTICLES,
    ROLE_NOUNS,
    SOFTWARE_NAMES,
    TEAM_WORDS,
    TITLE_WORDS,
    bare,
)

_S = r"[ \u00a0]+"
# Acts a colleague's name follows: by whom, to or from whom, whose notes or review.
_BY = (r"(?:approved|blocked|signed|raised|handled|served|reviewed|escalated|opened|closed|submitted|processed|"
       r"authori[sz]ed|cancell?ed|refunded|left)" + _S + "by"
       r"|(?:aprobad[oa]|bloquead[oa]|firmad[oa]|levantad[oa]|atendid[oa]|revisad[oa]|gestionad[oa]|"
       r"aprovad[oa]|assinad[oa]|reembolsad[oa]|cancelad[oa])" + _S + "por"
       r"|aprob[óo]|bloque[óo]|firm[óo]|(?:le|lo|la)" + _S + r"atendi[óo]|la" + _S + "firma"
       r"|callback" + _S + "from|a" + _S + "callback" + _S + "from|prefiere" + _S + "que" + _S + "llame"
       r"|prefere" + _S + "retorno" + _S + "de|review" + _S + "left" + _S + "by|rese[ñn]a" + _S + "de"
       r"|avalia[çc][ãa]o" + _S + "de|(?:take|tomar|pegar)" + _S + "(?:the|el|o)" + _S + "chat" + _S + "(?:from|de|da|do)"
       # Whom a complaint or a mail is copied to ("con copia a anxo de la torre", "com cópia para
       # Cleiton Bezerra", "cc'd to Priya").
       r"|con" + _S + "copia" + _S + "a|com" + _S + "c[óo]pia" + _S + "para|cc['’]?d" + _S + "to|copied" + _S + "to")
# Acts whose name a colon follows: a handover's, notes' heading.
_HEADED = (r"handover" + _S + "to|hand" + _S + "over" + _S + "to|traspaso" + _S + "(?:para|a)"
           r"|passagem" + _S + "de" + _S + "turno" + _S + "para|notes" + _S + "from|notas" + _S + "de"
           r"|anota[çc][õo]es" + _S + "de")
# Whose word a clause opens with, a comma after the name ("Per Featherstone, the adjuster…").
_ACCORDING = r"per|seg[úu]n|segundo"
# Who holds or uses the account, who came to fix it, who called: a label on its line or a role
# between commas ("Account holder\nisla lennox", "El titular, a. cruz,", "O TÉCNICO, MITCHELL
# BECKETT,", "quem ligou (amado)").
_WHO = (r"(?:the|el|la|o|a)" + _S + r"(?:titular|t[ée]cnic[oa]|technician)|titular|account" + _S + "holder|cardholder"
        r"|authori[sz]ed" + _S + "user|autorizad[oa]|dependente|dependiente|ordenante"
        r"|quem" + _S + "ligou|quien" + _S + r"llam[óo]|who" + _S + "called")

_INITIAL = r"\p{L}\.[ \u00a0]*"
_WORD = r"\p{L}[\p{L}'’\-]*\p{L}"
_NAME = rf"(?P<name>(?:{_INITIAL})?{_WORD}(?:{_S}(?:(?i:de|del|dela|delos|da|do|dos|das|la|lo|van|von){_S})*{_WORD}){{0,2}})"
_CUED = regex.compile(
    rf"(?<![\p{{L}}])(?i:(?P<by>{_BY})|(?P<headed>{_HEADED})|(?P<according>{_ACCORDING})|(?P<who>{_WHO}))"
    rf"(?:[,:]?{_S}|[,:]?[ \u00a0]*\n[ \u00a0]*|[ \u00a0]*\([ \u00a0]*){_NAME}")
_WHO_ENDS = regex.compile(r"[ \u00a0]*(?:[,;)\n]|$)|[ \u00a0]+(?i:n[ãa]o|no|does|did|is|was|confirmed|says|dice|diz)(?![\p{L}])")
# Before the name, what opens a clause: "Per" and "según" say whose word only there.
_CLAUSE_OPENS = regex.compile(r"(?:^|[.!?:;\n]|\p{Pd})[ \u00a0\"“]*$")
# A name before what a booked or reviewed person does: a review's author praised in quotes
# ("\"cliff was patient…\""), a reminder's patient ("Recordatorio: yuna tiene cita").
_DOER = regex.compile(
    rf"(?:(?<=[\"“])|(?<=(?i:reminder|recordatorio|lembrete):{_S}))"
    rf"{_NAME}(?={_S}(?i:was|fue|foi|has{_S}an{_S}appointment|tiene{_S}cita|tem{_S}consulta)(?![\p{{L}}]))")
# An initial and a surname that open a clause before the deed they did ("C. Cordero aprobó la
# excepción", "l. barksdale aprovou"), or sign a review after a dash at its end ("… — C. Bravo",
# "— D. DE JESUS"): the initial says a person's name, the deed or the signature whose.
_INITIALLED_NAME = (rf"(?P<name>{_INITIAL}(?:{_INITIAL})?(?:(?i:de|del|dela|da|do|dos|van|von){_S})*{_WORD})")
_INITIALLED = regex.compile(
    rf"(?:(?<=^[ \u00a0]*)|(?<=[.!?;\n][ \u00a0]*)){_INITIALLED_NAME}"
    rf"(?={_S}(?i:approved|signed|authori[sz]ed|reviewed|confirmed|aprob[óo]|firm[óo]|autoriz[óo]|revis[óo]|"
    rf"confirm[óo]|aprovou|assinou|autorizou|revisou|confirmou)(?![\p{{L}}]))"
    rf"|(?<=(?:^|[ \u00a0])[—–][ \u00a0]*){_INITIALLED_NAME}(?=[ \u00a0]*$)")
# Whom an account adds as a user or a holder ("please add Major Love as an authorized user", "añadir
# a Irene Soto como titular adicional", "incluir Bruna Leal como dependente").
_ADDED_AS = regex.compile(
    rf"(?<![\p{{L}}])(?i:add|added|adding|añadir|añade|añadan|agregar|agrega|agreguen|incluir|inclui|incluam|"
    rf"adicionar|adicione|adicionem|cadastrar|cadastre){_S}(?:(?i:a){_S})?{_NAME}"
    rf"(?={_S}(?i:as{_S}(?:an?|the){_S}(?:authori[sz]ed|additional|secondary|joint){_S}(?:user|cardholder|holder|"
    rf"signer|driver|member)|como{_S}(?:usuari[oa]|titular|dependente|dependiente|beneficiari[oa])(?![\p{{L}}])))")
# Someone of the household, then what they did ("EKOW LÁ DE CASA JÁ COMPROU OUTRO", "la Pili de casa ya
# lo pidió"): a person, a first name or a word no dictionary holds.
_OF_THE_HOUSEHOLD = regex.compile(
    rf"(?<![\p{{L}}]){_NAME}(?={_S}(?i:lá{_S}de{_S}casa|la{_S}de{_S}casa|aqui{_S}de{_S}casa|aquí{_S}de{_S}casa)(?![\p{{L}}]))")
# Words no colleague is named: who or what stands in a role, a team, software.
# Titles too: "lo aprobó Sr. Soler" names Soler, whom the title's finder reads.
_NOT_A_NAME = ROLE_NOUNS | DEPARTMENTS | TEAM_WORDS | TITLE_WORDS | TITLES | SOFTWARE_NAMES | ARTICLES


def agent_names(text: str) -> list[tuple[int, int]]:
    """The name after an act that names its doer, or before a doer's deed, its words in one
    casing: each a first name or a surname the lists hold, or a word no dictionary of ours holds
    (_may_be_a_name)."""
    found = []
    for match in _CUED.finditer(text):
        if match.group("according") and not (_CLAUSE_OPENS.search(text, max(0, match.start() - 4), match.start())):
            continue
        span = _name_span(text, match)
        if not span:
            continue
        start, end = span
        if match.group("headed") and text[end:end + 1] != ":":
            continue  # "notas de crédito", "handover to the night shift": a heading's name ends at its colon
        if match.group("according") and text[end:end + 1] != ",":
            continue  # "segundo semestre", "per month": whose word it is, then a comma
        if match.group("who") and not _WHO_ENDS.match(text, end):
            continue  # "el titular de la cuenta": the holder's name ends its line, clause or bracket
        found.append(span)
    for match in (*_DOER.finditer(text), *_INITIALLED.finditer(text), *_ADDED_AS.finditer(text),
                  *_OF_THE_HOUSEHOLD.finditer(text)):
        span = _name_span(text, match)
        if span and span[1] == match.end("name"):
            found.append(span)
    return found


def _name_span(text: str, match) -> tuple[int, int] | None:
    """The words of the match's name that may be a colleague's, read from its start."""
    offset = match.start("name")
    value = match.group("name")
    initial = regex.match(_INITIAL, value)
    words = list(regex.finditer(_WORD, value, pos=initial.end() if initial else 0))
    kept = []
    for word in words:
        part = word.group()
        if (kept or initial) and part.lower() in PARTICLES:
            kept.append(word)
            continue
        # Right after an initial a surname may be any word ("reseña de g. del potro", "left by d. black").
        vouched = initial and not any(k.group().lower() not in PARTICLES for k in kept) and len(part) > 1 \
            and part.lower() not in stop_words()
        if not (vouched or _may_be_a_name(part)) or (kept and casing_class(part) != casing_class(kept[-1].group())):
            break
        kept.append(word)
        if POSSESSIVE.search(part):
            break  # "Per d. tillman's note": the possessive ends the name
    while kept and kept[-1].group().lower() in PARTICLES:
        kept.pop()
    if not kept:
        return None
    return offset + (0 if initial else kept[0].start()), offset + kept[-1].end()


def _may_be_a_name(word: str) -> bool:
    folded, plain = fold(word), bare(word)
    if plain in _NOT_A_NAME or plain in BRANDS or folded in stop_words() or len(plain) < 2:
        return False
    if folded in frequent_words():
        return common_first_name(word) or surname(word)
    if folded in common_words() or form_of_a_word(folded):
        # After an act that names its doer a rarer first name counts too ("Handover to Ebony:",
        # "A CALLBACK FROM RUSTY"): the lists must hold it.
        return listed_name(word)
    return True
