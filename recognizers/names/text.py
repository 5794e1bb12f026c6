"""Text helpers the PERSON modules share: words, sentence starts, keys of key=value, the
message as its writer cased it while a re-cased copy is read.
"""

from __future__ import annotations

from contextvars import ContextVar

import regex

WORD = regex.compile(r"[\p{L}][\p{L}'’\-]*")
_SENTENCE_END = ".!?¡¿:;\n"
# The message as written while its re-cased copy is read: the copy's capitals say only that
# the lists hold a word, the message's say how its writer wrote it.
ORIGINAL: ContextVar[str | None] = ContextVar("person_original", default=None)


def sentence_start(text: str, index: int) -> bool:
    before = text[:index].rstrip(" \t\"'«“(-")
    if before.endswith(".") and _TITLE_BEFORE.search(before):
        return False  # "Mr. Eppinger": a title's full stop ends no sentence
    if before.endswith(">") and _QUOTE_MARKS.search(before):
        return True  # a quoted reply's line ("> Sigo sin recibir…") opens a sentence
    return not before or before[-1] in _SENTENCE_END


# "Please" before a word makes it the verb asked for, even a name's ("please mark Jason Reyes").
PLEASE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:please|pls|plz|kindly)[ \u00a0]+$")
_QUOTE_MARKS = regex.compile(r"(?:^|\n)[ \t]*(?:>[ \t]*)+$")
# A key's quoted value opening ('title="Kwame tagged you"'): a notice's sentence may start there.
QUOTED_VALUE_BEFORE = regex.compile(r"=[ \t]*[\"']$")


_TITLE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:mr|mrs|ms|mx|dr|dra|sr|sra|srta|sres|prof|profa|st|lic|licda|licdo|mtro|mtra|ing|arq|dña|dna|dª)\.$")


def key_start(text: str, cut: int, index: int) -> int:
    """Where the key ending at `index` (an "=") starts, not before `cut`."""
    key = index
    while key > cut and text[key - 1] in " \u00a0":
        key -= 1
    while key > cut and (text[key - 1].isalnum() or text[key - 1] in "_-."):
        key -= 1
    return key


def as_written(text: str) -> str:
    original = ORIGINAL.get()
    return original if original and len(original) == len(text) else text


def casing_class(words: str) -> str:
    return "upper" if words.isupper() else "lower" if words.islower() else "title"


def possessive_length(word: str) -> int:
    match = POSSESSIVE.search(word)
    return len(match.group()) if match and len(word) > len(match.group()) + 1 else 0


POSSESSIVE = regex.compile(r"['’](?i:s)?$")
# A word that is a key in "key=value" ("rol=admin"), never part of the name before it.
KEY_AFTER = regex.compile(r"[ \u00a0]*=")
def column_gap(text: str, start: int, end: int) -> bool:
    """Whether the blanks text[start:end] between two words set a table's columns apart: a tab, three
    spaces or more, or two in a line with another such gap between its words ("1  GARDNER JANET
    Cleveland Guardians"). Two spaces alone in a line are a slip inside a name ("confirmó Ana  Gil")."""
    gap = text[start:end]
    if "\t" in gap or len(gap) >= 3:
        return True
    if len(gap) < 2:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return len(_GAP.findall(text, line_start, len(text) if line_end < 0 else line_end)) >= 2


def within_a_cell(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is blanks only, and no column's gap (column_gap)."""
    return not text[start:end].strip(" \u00a0") and not column_gap(text, start, end)


def goes_on_across(text: str, name_start: int, start: int, end: int) -> bool:
    """Whether the name from `name_start` goes on across the blanks text[start:end]: a column's gap
    ends a whole name ("GARDNER JANET  Cleveland Guardians"), but one word filling its cell may be a
    name's first half whose other half the next column holds ("CUNNINGHAM        BRENT       TN898")."""
    if text[start:end].strip(" \u00a0\t"):
        return False
    if not column_gap(text, start, end):
        return True
    if len(WORD.findall(text, name_start, start)) > 1:
        return False
    opening = name_start
    while opening > 0 and text[opening - 1] in " \u00a0\t":
        opening -= 1
    return opening == 0 or text[opening - 1] == "\n" or column_gap(text, opening, name_start)


_GAP = regex.compile(r"(?<=\S)(?:[ \u00a0]{2,}|\t+)(?=\S)")


# The next word on the line, a particle before it; not across a gap of three spaces or more, which
# sets columns apart ("CIAN D'ARCY    Eugene"); spans.extend tells a two spaces' gap (column_gap).
NEXT_WORD = regex.compile(r"[ \u00a0]{1,2}(?:(?i:de|del|dela|da|das|do|dos|van|von)[ \u00a0]+(?:(?i:la|las|los)[ \u00a0]+)?)?"
                           r"(?P<word>\p{L}[\p{L}'’\-]*\p{L})")


def glued_to_digits(text: str, m) -> bool:
    return (m.start() > 0 and text[m.start() - 1].isdigit()) or (m.end() < len(text) and text[m.end()].isdigit())


def capitalised(word: str) -> str:
    # Capital first letter, the rest in lower case, one character for one ("ß" stays).
    head = word[0].upper() if len(word[0].upper()) == 1 else word[0]
    tail = "".join(c2 if len(c2 := c.lower()) == 1 else c for c in word[1:])
    return head + tail


def goes_on(text: str, end: int) -> bool:
    return text[end:end + 3].lstrip(" \u00a0")[:1].isalpha()


def ends_there(text: str, end: int) -> bool:
    """Whether a clause ends at `end`: a closing bracket, a stop, a comma, the line's end."""
    return bool(_ENDS_THERE.match(text, end))


_ENDS_THERE = regex.compile(r"[ \u00a0]*(?:[)\].,;:!?\n]|$)")


def written_capitalised(text: str, m) -> bool:
    original = ORIGINAL.get()
    written = original[m.start():m.end()] if original and len(original) == len(text) else m.group()
    return written[:1].isupper() and not written.isupper()


# An inline HTML tag, with its attributes, or a list's or a heading's tag; not a table's cell, read
# by its tags. Not a break or a block ("<br>", "</p>" end a signature's line), not a field's tag
# ("<recipient>"), not an address in angle brackets ("<ana@example.com>").
_MARKUP = regex.compile(r"</?(?i:a|b|i|u|em|strong|span|font|small|mark|abbr|cite|code|sup|sub|ul|ol|li|dl|dt|dd|"
                        r"h[1-6])(?:[ \t][^<>\n@]*)?/?>")


# The word right after a span, a space or more between ("Ana Gil Reports", "Rosa Lane").
WORD_AFTER_A_SPACE = regex.compile(r"[ \u00a0]+(?P<word>\p{L}+)")


# An element's tag, its name and attributes: "<Contato>", "</cbc:Name>", '<item id="3">'.
_ELEMENT_TAG = regex.compile(r"</?(?P<name>[\p{L}_][\p{L}\d_:.\-]*)(?:[ \t\n][^<>]*)?/?>")


def element_names(text: str) -> list[tuple[int, int]]:
    """Where an XML or HTML element's name stands inside its tag ("<Contato>", "<cbc:Name>"): a
    word of the markup, never a person's name, whatever its word. An IRC log's nick is no element."""
    if "<" not in text:
        return []
    nicks = {start for start, _ in irc_nicks(text)}
    return [tag.span("name") for tag in _ELEMENT_TAG.finditer(text) if tag.start("name") not in nicks]


# An IRC log's speaker, bracketed after the line's time ("[09:12] <Domingo> buenas", "<@inês> ok"); an
# operator's or a voiced user's mark before the nick is no part of it.
_IRC_NICK = regex.compile(
    r"(?m)^[ \t]*(?P<time>\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+)?<[@+%~&]?"
    r"(?P<name>\p{L}[\p{L}'’\-]{1,29}(?:[ ]\p{L}[\p{L}'’\-]{1,29})?)>[ \t]")


def irc_nicks(text: str) -> list[tuple[int, int]]:
    """Where the nicks of an IRC log's lines stand: read only where two lines or more are so and no
    tag is closed (a "<b> bold" line is markup)."""
    if "<" not in text or "</" in text:
        return []
    # Without the time, a nick in lower case may be an element's name ("<div> hello").
    nicks = [match.span("name") for match in _IRC_NICK.finditer(text)
             if match.group("time") or not match.group("name").islower()]
    return nicks if len(nicks) > 1 else []


def without_markup(text: str) -> str:
    """`text` with its inline HTML tags and its lists' and headings' tags blanked out, each character
    a space, so that every offset stays where it was: "Hi <strong>Lea</strong>," reads as a greeting
    and a name, "<LI>DAISY CHAIN WORKSHOP" as words."""
    if "</" not in text:
        return text
    return _MARKUP.sub(lambda m: " " * len(m.group()), text)


# A Spanish or Portuguese pronoun that may stand between a name and its verb ("Earlena le atendió",
# "Xiana me dijo").
PRONOUN = r"(?i:le|la|lo|les|me|te|nos)"
# What only people do, after a name: say, ask, cover for someone (not a product, which "is down").
# A match report's deeds ("y Ferrara cerró el partido", "e ANJOS fechou o placar", "Arreola scored"): both
# HUMAN_DOES and DOES hold them.
_MATCH_DEEDS = r"scored|marcó|marcou|cerró[ \u00a0]+el[ \u00a0]+partido|fechou[ \u00a0]+o[ \u00a0]+placar"
HUMAN_DOES = regex.compile(
    r"[ \u00a0]+(?:" + PRONOUN + r"[ \u00a0]+)?(?i:said|says|told|wrote|asked|wants|needs|replied|covers|"
    r"handles|dijo|contó|escribió|pidió|quiere|necesita|respondió|cubre|devolverá|devolvería|devolveria|"
    r"disse|contou|escreveu|pediu|quer|precisa|respondeu|cobre|retorna|retornará|prefers|prefiere|prefere|"
    # an obituary's ("Hunter is survived by…", "Sinică passed away")
    r"is[ \u00a0]+survived[ \u00a0]+by|passed[ \u00a0]+away|falleció|fallecio|faleceu|"
    # a match report's, its accent dropped too ("y ferrara cerro el partido")
    + _MATCH_DEEDS + r"|cerro[ \u00a0]+el[ \u00a0]+partido)"
    r"(?![\p{L}])")


# After a name and its comma, the words of news told to them ("Yenima, tiene cita…", "Muideen,
# you have…"): the name is the one addressed.
YOU_AFTER_A_COMMA = r"you|your|tu|tus|tiene|tienes|usted|su|sus|você|voce|sua|seu|tem"
# Before whose word a sentence reports, the name and its comma after ("Per Miyashiro, the code…",
# "Según Lo Presti, el cupón…", "Segundo Cordeiro, o cupom…").
ACCORDING_TO = r"per|according to|según|segun|segundo|conforme"
# A support team's word after a firm's name ("Dillard's Support", "Kroger Care"): where the person
# signing before it works.
SUPPORT_TEAM = r"support|team|care|soporte|suporte|atendimento"
# What a person does after their name opens a sentence: is, was, has, called, said, wrote…
DOES = (r"(?i:is|was|has|had|will|called|rang|said|says|told|wrote|asked|wants|needs|"
        r"requested|replied|confirmed|covers|handled|handles|knows|"
        r"está|estaba|estará|ha|había|dijo|dice|llamó|escribió|pidió|quiere|necesita|"
        r"solicitó|respondió|confirmó|cubre|atendió|atendio|devolverá|devolvería|devolveria|responderá|sabe|"
        r"estava|estará|foi|disse|diz|ligou|escreveu|pediu|quer|precisa|tem|vai|"
        r"solicitou|respondeu|confirmou|cobre|atendeu|retorna|retornará|responde|sabe|"
        # What one asks, sends or complains of ("a Jade mandou as fotos? o Cauã perguntou 2x").
        r"mandou|perguntou|reclamou|avisou|enviou|falou|mandó|preguntó|reclamó|avisó|envió|habló|complained|sent|"
        # Or what they did with something of someone's ("Cyrus used her card", "Yifan usó su tarjeta").
        r"used|usó|usou|got|gets|received|paid|estiver|estivesse|esta|"
        # What they would rather have ("Cordeiro prefere WhatsApp", "Harrison prefers texts").
        r"prefers|prefiere|prefere|"
        # A ticket's log in the present ("10/7 - Fatima llama al cliente", "Cho liga amanhã").
        r"calls|asks|llama|pide|contesta|liga|pede|"
        # Missing a class or a shift ("Florencia no asistió a clase", "DANIELA FALTOU À AULA").
        r"asistió|asistio|faltó|faltou|missed|"
        # A front desk's log: who came in, who called off a class ("Idalis cancelled spin", "Arash
        # canceló spinning", "Benedito cancelou o spinning").
        r"cancelled|canceled|canceló|cancelo|cancelou|signed|entró|entro|entrou|"
        # Away today, in a shift's roster ("Paula de atestado", "Mercè de baja").
        r"de atestado|de folga|de f[ée]rias|de licen[çc]a|de baja|de vacaciones|de licencia|de permiso|"
        # Has something, was picked up from school ("Enyonam tiene la garantía caducada", "Mehdi fue
        # recogido a las 18:30", "Tariq was picked up by…").
        r"tiene|tenía|tenia|tinha|fue recogid[oa]|foi buscad[oa]|was picked up|"
        # Pays the bill, holds a power of attorney ("…but Imogen pays the bill", "Ngô Toàn holds power of attorney").
        r"pays|paga|pagou|holds power|tiene poder|tem procuração|tem procuracao|"
        # Owes or paid a share of a bill split among friends ("Lei le debe a Emilio 317,67 €", "Nazanin
        # deve a Omar R$ 224,99", "Tao owes Gabriela $12").
        r"owes|debe|deve|pagó|"
        # A match report's.
        + _MATCH_DEEDS + r"|"
        # A social app's notice of what someone did ("Kwame tagged you", "Lía te etiquetó", "Caio curtiu sua foto").
        r"tagged|mentioned|liked|commented|shared|invited|followed|reacted|etiquetó|etiqueto|mencionó|menciono|"
        r"comentó|comento|compartió|compartio|invitó|invito|mencionou|curtiu|comentou|compartilhou|convidou)")
# What only a person does after their name in a support note: calls again, is not at home. Words
# apart by a single space; each finder says what space it allows between them (person_only_deeds).
_PERSON_ONLY_DEEDS = (
    "called again", "called back", "rang again", "isn['’]t home", "is not home", "volvi[óo] a llamar",
    "llam[óo] de nuevo", "ligou de novo", "ligou novamente", "voltou a ligar", "n[ãa]o estiver",
    "no est[áa] en casa",
    # Calling to do something or about it ("Pilar llamó para cancelar", "Bill called about the
    # meter", "Socorro ligou pedindo o reembolso").
    # The accent kept: "llamo por la factura" is the writer calling.
    "called to", "called about", "called asking", "llamó para", "llam[óo] preguntando", "llamó por",
    "ligou para", "ligou pedindo", "ligou perguntando", "ligou por causa",
    # Missing from class ("Daniela was marked absent on Thursday").
    "was marked absent", "was absent",
    # Asking whether something holds ("Socorro perguntou se a apólice…", "Qing Yuan asked whether…").
    "asked whether", "asked if", "pregunt[óo] si", "perguntou se",
    # Promising a callback, away from or at their post ("Chase promised a callback", "Rosario
    # prometió llamarle", "Crystal is out till Wednesday", "Cojtí está no telefone").
    "promised a callback", "promised to call", "prometi[óo] llamar", "prometi[óo] llamarle", "prometeu retornar",
    "prometeu ligar", "is out till", "is out until", "is on the phones", "is on chat",
    "no est[áa] hasta", "s[óo] volta", "est[áa] al tel[ée]fono", "est[áa] no telefone", "fica no chat",
    # Coming by for something ("ok Ayanna will swing by for it", "Tadhg pasará a recogerlo").
    "will swing by", "will stop by", "will come by", "will pick it up", "pasar[áa] a por", "pasar[áa] a recoger",
    "vai passar a[íi]", "vai passar pra", "vai buscar",
    # A match report's scorer ("Restrepo scored twice"); Spanish "marcó" is a name's word too ("Marcó").
    "scored twice", "scored a goal", "scored a hat-trick",
)


def person_only_deeds(space: str) -> str:
    """The deeds of _PERSON_ONLY_DEEDS as a regex alternation, `space` between their words."""
    return "|".join(deed.replace(" ", space) for deed in _PERSON_ONLY_DEEDS)


# What a person does, right after the name: the verb, perhaps a Spanish pronoun before it.
DOES_AFTER = regex.compile(r"[ \u00a0]+(?:" + PRONOUN + r"[ \u00a0]+)?" + DOES + r"(?![\p{L}])")


# A court case's word, before its parties ("Case C39 - Ramírez v. Goldman Sachs", "Processo 12: …").
A_CASE = regex.compile(r"(?<![\p{L}])(?i:case|caso|processo|proceso|procedimiento|lawsuit|docket)(?![\p{L}])")
