"""Names found by what comes before them: cue phrases ("me llamo", "my name is", "Sr.",
"Atentamente,"), a person's field ("Cliente:", "titular"), and runs of list names.
"""

from __future__ import annotations

import regex

from recognizers.names.casing import casing, continues, verb_after_a_role
from recognizers.names.lists import (
    DICTIONARY_FIRST_RANK,
    LANGUAGE,
    RARE_FIRST_RANK,
    TITLES,
    common_words,
    could_be_surname,
    first_name,
    first_name_at_any_rank,
    fold,
    form_of_a_word,
    frequent_words,
    name_ranks,
    name_word,
    opens_name,
    stop_words,
    surname,
    verb_before_name,
    word_first_name,
)
from recognizers.names.places import a_city_named, a_city_or_region, a_place, opens_a_city
from recognizers.names.rosters import listed_people
from recognizers.names.spans import refine_person_span, verb_going_on
from recognizers.names.text import (
    ACCORDING_TO,
    KEY_AFTER,
    PLEASE_BEFORE,
    POSSESSIVE,
    WORD,
    WORD_AFTER_A_SPACE,
    as_written,
    goes_on_across,
    person_only_deeds,
    possessive_length,
    sentence_start,
    written_capitalised,
)
from recognizers.names.words import (
    ACKNOWLEDGEMENTS,
    ARTICLES_BEFORE_A_NAME,
    BRANDS,
    BUSINESS_AFTER,
    CAR_MAKES,
    COMPANY_WORDS,
    FIRST_NAME_FIELDS,
    PARTICLES,
    PERSON_FIELDS,
    QUERY_PART_KEYS,
    QUERY_SURNAME_KEYS,
    ROLE_NOUNS,
    SOFTWARE_NAMES,
    STREET_WORDS,
    SURNAME_FIELDS,
    TO_SOMEONE_OR_THING,
    WITH_WORDS,
    alternation,
    bare,
)

_NAME_WORD = r"\p{Lu}[\p{Ll}'’\-]+"


def _name_of(word: str) -> str:
    """Up to four words shaped `word`, a particle allowed between two of them."""
    return rf"{word}(?:\s+(?:(?:de|del|da|dos|das|do|van|von)\s+)?{word}){{0,3}}"


_NAME = _name_of(_NAME_WORD)
# Cues after which a capitalised run is a name; the name itself is the only thing reported.
_CUES = regex.compile(
    r"(?:\b(?i:me llamo|mi nombre es|my name is|a nombre de|in the name of|speaking with|soy|"
    r"les escribe|te escribe|le escribe|mi compañera|mi compañero|habló con|hablé con|se lo di a|"
    r"i'm|i am|this is|my colleague|spoke with|gave it to|under the name|"
    r"meu nome é|meu nome e|me chamo|aqui é|aqui e|quem fala é|em nome de|falei com|"
    r"atentamente|saludos|regards|sincerely|thanks|gracias|un abrazo|abrazos|um abraço|abraços|"
    r"cumprimentos|cordialmente|atenciosamente|obrigad[oa]|valeu|cheers|best|warmly|"
    # Someone the writer knows only by the name they gave ("me atendió un tal Ferraro").
    r"un tal|una tal|um tal de|uma tal de|um tal|uma tal|someone called|somebody called|someone named|"
    r"a guy called|a guy named|a lady called|a lady named|a woman named|a man named|alguien llamado|"
    r"alguém chamado|alguém chamada|"
    # Someone set apart from another or doing the last of a delivery ("someone other than Will", "lo
    # recibe Marisol Tito", "recebido por Regivaldo").
    r"someone other than|anyone other than|anyone but|lo recibe|lo recibió|lo recibio|lo recogió|lo recogio|"
    r"lo recoge|recibido por|recebido por|retirado por|received by|picked up by|collected by|"
    # whom a condolence book or a notice remembers ("Em memória de Ji-ho Song", "in loving memory of")
    r"in memory of|in loving memory of|en memoria de|em memória de|em memoria de|in memoriam)[,:]?\s+"
    r"|\b(?i:Sr|Sra|Srta|Dr|Dra|Mr|Mrs|Ms|Don|Doña)\.?\s+"
    # A chat's "ok" opening the message, then the name it addresses ("blz rosiane achei aqui").
    rf"|^(?i:{alternation(ACKNOWLEDGEMENTS)})[,!]*\s+)"
    rf"(?P<name>{_NAME})",
)


# A name before a self-introduction ("Marcos al habla", "Emily here"), or alone on the last line
# (a signature).
# Or before what only a person does in a support note: calls again, is not at home ("Misty called
# again about…", "Luz volvió a llamar", "if Ngozi isn't home", "se Luz não estiver").
_TRAILING_CUES = regex.compile(
    rf"(?P<name>{_NAME})(?=\s+(?i:al habla|here|falando|speaking|isn['’]t in|{person_only_deeds(' ')})(?![\p{{L}}]))")
# Who writes again, opening a line ("Holly again lol", "León de nuevo jaja", "Inocêncio de novo aqui").
# In capitals too, where a message cased as usual writes its names so ("ELISA here again"); a list
# with the writer in lower case too, where the lists hold its first word as a first name ("unai,
# ander y yo").
_WORD_IN_ANY_CASE = r"\p{L}[\p{L}'’\-]+"
_NAME_IN_ANY_CASE = _name_of(_WORD_IN_ANY_CASE)
_AGAIN = regex.compile(rf"(?:^|\n)[ \u00a0]*(?P<name>{_NAME_IN_ANY_CASE})"
                       r"(?=[ \u00a0]+(?i:again|here again|de nuevo|otra vez|de novo)(?![\p{L}]))")
# People listed before the writer, who share what follows ("Obiora, Władysław e eu dividimos", "Unai,
# Florence y yo compartimos", "Max, Ivy and I"): each of them.
_WITH_THE_WRITER = regex.compile(
    rf"(?P<list>{_NAME_IN_ANY_CASE}(?:[ \u00a0]*,[ \u00a0]*{_NAME_IN_ANY_CASE}){{0,3}})[ \u00a0]*,?[ \u00a0]+"
    r"(?i:and I|and me|y yo|e eu)(?![\p{L}])")
_SIGNATURE = regex.compile(rf"\n\s*(?P<name>{_NAME})\s*$")
# Whose word a sentence reports, its comma after the name (text.ACCORDING_TO).
# The name ends at a comma or where its bearer works ("per Swift in the Provost's office").
_ACCORDING_TO = regex.compile(rf"\b(?i:{ACCORDING_TO})\s+(?P<name>{_NAME})(?=\s*,|\s+(?i:in|at|from)\s+the\s)")


def lexicon_runs(text: str) -> list[tuple[int, int]]:
    """Names the lists vouch for whatever the pipeline says: two or more capitalised words in
    the same casing, the first a first name, the others surnames or first names ("Call
    Dennis Boone", "Customer Eloy Barroso"), initials allowed between them ("Ana M. Souza");
    initials before a surname that is no word of the language ("J. Elliott"); or one first
    name after a cue word that introduces a person ("Is Dennis still…" is not one; "my
    husband Dennis" is)."""
    found = []
    for match in _runs(text):
        lead = _LEADING_INITIALS.match(match.group())
        words = [w for w in WORD.finditer(match.group(), lead.end() if lead else 0)
                 if w.group().lower() not in PARTICLES and not _is_initial(match.group(), w)]
        # A letter right after digits is a code's check letter ("Y 1234567 X. Rocío Gil"), no
        # initial; then the run is read from its first word, as any other.
        if lead and not text[:match.start()].rstrip(" \u00a0")[-1:].isdigit():
            end = _end_after_initials(text, match.start(), words)
            if end:
                found.append((match.start(), end))
                continue
        # The run may start with words that are not names ("Customer Dennis Boone"): the name
        # starts at the first first name, and ends before the first word no list holds.
        while words and not (first_name(words[0].group()) or (
                len(words) > 1 and word_first_name(words[0].group()) and surname(words[1].group()))):
            before = words.pop(0)
            # Initials after the words that are no name open it ("Reseña de C. Velázquez").
            initials = words and _INITIALS_BEFORE.search(match.group(), before.end(), words[0].start())
            if initials and (end := _end_after_initials(text, match.start(), words)):
                found.append((match.start() + initials.start(), end))
                words = []
        # A verb's form before a name ("LO FIRMÓ GABRIELA TREVIÑO"), unless a common first name.
        if len(words) > 2 and verb_before_name([w.group() for w in words[:3]]):
            words.pop(0)
        # After "please" a word of the language is the verb asked for, even a name's ("please mark
        # Jason Reyes as VIP", "PLEASE BILL ANA GIL").
        elif len(words) > 2 and PLEASE_BEFORE.search(text, max(0, match.start() + words[0].start() - 8),
                                                       match.start() + words[0].start()) \
                and fold(words[0].group()) in common_words() and opens_name([w.group() for w in words[1:3]]):
            words.pop(0)
        if len(words) < 2:
            continue
        name = _name_from(text, match.start(), words)
        if len(name) == 1:
            name = words[:_with_rare_surnames(text, match.start(), words)]
        if len(name) >= 2:
            end = match.start() + name[-1].end() - possessive_length(name[-1].group())
            found.append((match.start() + name[0].start(), end))
    for match in _SOFT_CUES.finditer(text):
        word = match.group("name")
        cue = list(WORD.finditer(text, match.start(), match.start("name")))
        if cue and verb_after_a_role(text, cue[-1], *match.span("name")):
            continue  # "the customer said", "CUSTOMER SAID": the sentence's verb
        if first_name(word) and not sentence_start(text, match.start("name")):
            found.append((match.start("name"), match.end("name")))
    for match in _ROLE_CUES.finditer(text):
        word = match.group("name")
        cue = list(WORD.finditer(text, match.start(), match.start("name")))
        if cue and verb_after_a_role(text, cue[-1], *match.span("name")):
            continue  # "The tenant shall not keep a dog": the sentence's verb ("Shall" is a surname)
        if (first_name(word) or surname(word)) and fold(word) not in common_words() \
                and not form_of_a_word(fold(word)):
            # "spouse jacquelin also on the account"; "Beneficiary shows as" is a verb
            found.append((match.start("name"), match.end("name")))
    return found


def _name_from(text: str, offset: int, words: list) -> list:
    """words[0] and the words after it that go on a name, in its casing, up to a possessive."""
    upper = words[0].group().isupper()
    name = words[:1]
    if POSSESSIVE.search(words[0].group()):
        return name  # "Per W. S. Désir's note": the possessive ends the name at its first word
    for w in words[1:]:
        word = POSSESSIVE.sub("", w.group())
        at = offset + w.start()
        if word.isupper() != upper or not continues(text, at, at + len(word)) or KEY_AFTER.match(
                text, offset + w.end()) or (len(name) > 1 and verb_going_on(text, at, at + len(word))):
            break
        name.append(w)
        if word != w.group():
            break  # "Kimberly Smith's": the name ends at the possessive
    return name


def _with_rare_surnames(text: str, offset: int, words: list) -> int:
    """How many of the words make the name when words[1:] are rare surnames after the first name
    words[0], which is no word of the language: written as it is, capitalised or in lower case,
    in text cased as usual or in lower case, and no word either ("Benoit Pontbriand's order",
    "Albina Fregolent Vadagnin", "placed by seraphine dupras"). No list holds every surname; a
    first name's casing after it makes one."""
    original = as_written(text)
    first = original[offset + words[0].start():offset + words[0].end()]
    if casing(original) not in ("as usual", "lower case") or fold(first) in common_words() \
            or not (first.istitle() or first.islower()):
        return 1
    taken = 1
    for word in words[1:3]:
        whole = original[offset + word.start():offset + word.end()]
        written = POSSESSIVE.sub("", whole)
        between = text[offset + words[taken - 1].end():offset + word.start()]
        # Right after the name's last word, or a Dutch or German particle, Dutch "de" among them
        # ("ruud van den broek", "gerrit de haan"); after a Romance one a bank or a shop is as likely
        # ("a Bia do Bradesco"); a brand is no surname.
        if not _GERMANIC_PARTICLES.fullmatch(between) or bare(written) in BRANDS \
                or not ((written.istitle() or (written.islower() and first.islower())) and could_be_surname(written)
                        and fold(written) not in frequent_words()) \
                or KEY_AFTER.match(text, offset + word.end()) \
                or a_city_named([w.group() for w in words[:taken + 1]]):
            break
        taken += 1
        if written != whole:
            break  # the possessive ends the name
    return taken


_GERMANIC_PARTICLES = regex.compile(r"[ \u00a0]+(?:(?i:van|von|der|den|ter|ten|de)[ \u00a0]+){0,2}")


def _end_after_initials(text: str, offset: int, words: list) -> int | None:
    """Where a name that opens with initials ends ("J. Elliott", "J. R. Marsh"), if its first
    word is a surname the lists hold and no word of the language ("J. May" is not vouched for)."""
    if not words:
        return None
    first = POSSESSIVE.sub("", words[0].group())
    if not surname(first) or fold(first) in common_words():
        return None
    name = _name_from(text, offset, words)
    return offset + name[-1].end() - possessive_length(name[-1].group())


def _runs(text: str):
    """_RUN's matches, each cut at a table's column gaps after a whole name: a name never runs into
    the next column ("2  REES REGGIE  Lincoln Stars")."""
    for match in _RUN.finditer(text):
        cuts, piece_start = [], match.start()
        for gap in _BLANKS.finditer(text, match.start(), match.end()):
            if not goes_on_across(text, piece_start, *gap.span()):
                cuts.append(gap)
                piece_start = gap.end()
        if not cuts:
            yield match
            continue
        bounds = [match.start(), *(b for gap in cuts for b in gap.span()), match.end()]
        for piece_start, piece_end in zip(bounds[::2], bounds[1::2], strict=True):
            yield from _RUN.finditer(text, piece_start, piece_end)


_BLANKS = regex.compile(r"[ \u00a0\t]+")


def _is_initial(run: str, word) -> bool:
    return len(word.group()) == 1 and run[word.end():word.end() + 1] == "."


# A run of capitalised words (or of words in capitals) on one line, particles allowed inside.
# A word glued to digits is part of a code ("IBAN PT16 4954…"), so no run ends in one.
# Initials (a letter and a full stop, "M.") may stand before the first word or between words;
# a letter glued to a code ("12345678-Z. Lucía") or after a full stop ("e.g. Smith") is none.
_INITIAL = r"\p{L}\.[ \u00a0]+"
_RUN_WORD = r"\p{Lu}[\p{L}'’\-]*\p{L}(?!\d)"
_RUN_PARTICLE = r"(?i:de|del|dela|da|das|do|dos|van|von|der|den|ter|ten|la|las|los)"
_RUN_NEXT = rf"[ \u00a0]+(?:(?:{_RUN_PARTICLE}[ \u00a0]+)|{_INITIAL})*{_RUN_WORD}"
_RUN = regex.compile(
    rf"(?<![\p{{L}}\d.\-_/])(?:{_INITIAL})+{_RUN_WORD}(?:{_RUN_NEXT})*"
    rf"|(?<![\p{{L}}\d]){_RUN_WORD}(?:{_RUN_NEXT})+"
)
_LEADING_INITIALS = regex.compile(rf"(?:{_INITIAL})+")
_INITIALS_BEFORE = regex.compile(rf"(?<=[ \u00a0])(?:{_INITIAL})+$")


# A spouse or a neighbour, whom the holder lets collect a parcel, and to whom a case goes
# ("Spouse Ifeoma", "authorised Emeka to collect", "autoriza a Haydée a recoger", "escalado a Omar
# (N2)", "esc to Wideline"): a first name after one is a person's in any casing.
_ROLES = (r"spouse|cónyuge|conyuge|cônjuge|conjuge|neighbour|neighbor|vecino|vecina|"
          # Who signs a gift's note, whom a caller pretended to be ("…, love Dawn", "te quiere
          # Socorro", "com carinho, Andrei", "posed as Hunter from our fraud team").
          r", love|te quiere|te queremos|con cariño,|com carinho,|posed as|pretended to be|"
          r"se hizo pasar por|fingiu ser|"
          r"authori[sz]ed|authori[sz]es|autoriza a|autoriza|autorizó a|autorizo a|escalated to|esc to|"
          r"escalado a|escalada a|escalei p/|escalei para|escalado para")
# Or any role before a name in lower case or in capitals ("tenant sylvia says", "SELLER MAI NEVER
# SHIPPED"), where the pipelines see no name.
_ROLE_CUES = regex.compile(
    rf"(?<![\p{{L}}])(?i:{_ROLES}|{alternation(ROLE_NOUNS)})[,:]?[ \u00a0]+"
    r"(?P<name>\p{Ll}[\p{L}'’\-]*\p{L}|\p{Lu}[\p{Lu}'’\-]*\p{Lu})(?![\p{L}'’\-])")
# Words after which a first name alone is a person ("my husband Dennis", "Is Dennis still…"
# is not one). The name itself must be a first name in the lists.
_SOFT_CUES = regex.compile(
    r"\b(?i:cliente|clienta|customer|client|titular|holder|agent|agente|asesor|asesora|operador|operadora|"
    r"husband|wife|daughter|son|mother|father|brother|sister|partner|boyfriend|girlfriend|colleague|coworker|"
    r"uncle|aunt|auntie|grandma|grandpa|cousin|t[íi]o|t[íi]a|abuela|abuelo|prima|primo|sobrina|sobrino|"
    r"av[óô]|vov[óô]|sobrinha|sobrinho|"
    rf"{_ROLES}|"
    r"marido|mujer|esposa|esposo|hija|hijo|madre|padre|hermana|hermano|pareja|novio|novia|compañero|compañera|"
    r"manager|gerente|jefe|jefa|supervisor|supervisora|technician|técnico|técnica|"
    r"call|llame a|llamen a|llamar a|contact|contacte a|contacten a|ask|pregunte por|pregunten por|"
    r"speak to|speak with|talk to|hable con|hablen con|hablé con|spoke to|spoke with|"
    # Notes' shorthand for "spoke with", "talked with" ("spk w Wei re dbl charge").
    r"spk w/?|spoke w/?|talked w/?|tlkd w/?|falei c/|hablé c/|"
    r"on behalf of|en nombre de|signed by|firmado por|firmó|firmo|attn|a la atención de|"
    r"it's|soy|i'm|i am|me llamo|this is|aquí|aqui|here is|"
    r"esposa|marido|filha|filho|mãe|pai|irmã|irmão|namorado|namorada|vizinha|vizinho|colega|atendente|"
    r"fale com|falar com|falei com|ligar para|sou|me chamo|tell|told|ask|asked|remind|"
    r"digo a|dile a|dígale a|digale a|díganle a|diganle a|avisa a|avise a|avisen a|diga a|diz a|"
    r"thanks|thank you|gracias|obrigad[oa]|valeu|cheers|hola|hi|hello|hey|olá|ola|oi|dear|"
    r"querid[oa]|estimad[oa]|prezad[oa]|"
    # Who someone is to the customer or the business ("buyer Efren", "Trainer Dawn").
    rf"{alternation(ROLE_NOUNS)})[,:]?[ \u00a0]+"
    # No capitalised word after it, but a re-cased copy's preposition may be ("autoriza A Haydée A
    # recoger"); an initial may not ("Ana M. Gil").
    r"(?P<name>\p{Lu}[\p{L}'’\-]*\p{L})(?![\p{L}'’\-])(?![ \u00a0]*\p{Lu}(?:\p{L}|\.))"
)


# Words after which a name written in lower case may come, in text otherwise cased as usual.
RUN_CUE = regex.compile(
    r"(?i:\b(?:soy|llamo|es|is|i'm|im|am|con|with|cliente|clienta|customer|client|atentamente|regards|"
    r"thanks|gracias|saludos|contact|contacto|call|llame|titular|holder|sou|é|chamo|com|nome|obrigad[oa]|"
    r"valeu|para|por|from|to|de|for|under|by|passenger|pasajero|pasajera|passageiro|passageira|guest|"
    r"driver|recipient|member|patient|paciente|tenant|sender|ask|tell|told|escribe|escreve|writes|fala|habla|"
    r"uncle|aunt|auntie|t[íi]o|t[íi]a|"
    rf"{alternation(ROLE_NOUNS)})"
    r"[,:]?|[,:;=\n\"|(])[ \u00a0]*$"
)


# Phrases after which what follows is a name even when the lists do not know its first name
# ("soy eutropio córdoba"), provided a surname they know follows it.
# Also a form's or a tool's field that holds a person ("Cliente: RAVY BRITO", "titular":
# "Ana Gil", "customer_name=ana gil").
_STRONG_CUE = regex.compile(
    r"(?:\b(?i:me llamo|mi nombre es|my name is|meu nome é|meu nome e|me chamo|soy|sou|les escribe|"
    r"atentamente|a nombre de|in the name of|em nome de|aqui é|quem fala é|"
    # The customer a note is about, told apart from whom the agent spoke to ("spoke to June at
    # Baker Hughes; our customer is ji-ho yoon").
    r"our (?:customer|client) is|nuestr[oa] client[ea] es|noss[oa] cliente [ée])[,:]?[ \u00a0]+"
    r"|(?<![\p{L}\d])(?i:" + "|".join(sorted(PERSON_FIELDS, key=len, reverse=True)) + r")[\"']?[ \u00a0]*[:=][ \u00a0]*[\"']?)"
    r"(?P<first>\p{L}[\p{L}'’\-]*)[ \u00a0]+(?P<second>\p{L}[\p{L}'’\-]*)"
)


def name_part_fields(text: str) -> list[tuple[int, int]]:
    """A surname or a first name alone in a field that holds that part of a name, or a first name
    alone in a person's field, in any casing ("last_name=rowe", "apellidos": "Ramírez Soto",
    "FIRST_NAME: KEITH", "nome=joana"): the lists must know the part (a surname, one word of
    the surnames; a first name). A people search's query is such a field ("crm…/search?q=Ivy")."""
    found = []
    for match in _NAME_PART_FIELD.finditer(text):
        value = match.group("value")
        words = [w for w in WORD.findall(value) if w.lower() not in PARTICLES]
        if not words or KEY_AFTER.match(text, match.end("value")):
            continue
        if any(start <= match.start("value") < end for start, end in listed_people(text)):
            continue  # "Huéspedes: haddad y moreau": two people a plural label lists, no "Ortega y Gasset"
        key = _KEY_QUALIFIER.sub("", bare(match.group("key"))).replace(" ", "_").replace("-", "_")
        if ":" in (match.group("tag") or "") and key in _THINGS_NAMES:
            continue  # "<cbc:Name>DISNEY</cbc:Name>": a schema's name of any thing; "<dc:creator>" is a person's
        part_named = key in SURNAME_FIELDS or key in QUERY_SURNAME_KEYS or key in FIRST_NAME_FIELDS \
            or key in QUERY_PART_KEYS
        if not part_named:  # a person's field holding one word: a first name the lists hold
            # A month that is also a name is one in a first name's field ("first_name": "JULIO").
            vouched = (first_name(words[0]) or word_first_name(words[0])) and all(
                name_word(w) or could_be_surname(w) for w in words[1:])
        else:
            # The key says which part of a name is there: one no list holds counts too
            # ("last_name": "Apte", "?first=Kungawo&").
            vouched = all(name_word(w) or could_be_surname(w) for w in words)
        if vouched:
            found.append((match.start("value"), match.end("value")))
    return found + _searched_names(text)


def _searched_names(text: str) -> list[tuple[int, int]]:
    """The name a CRM's or a directory's search URL looks up ("crm.example.com/search?q=Ivy",
    "…/clientes?busca=maria+da+silva"): a first name the lists hold at any rank, a word of the
    language or not, and the words after it name words or surnames no list holds."""
    found = []
    for match in _SEARCHED.finditer(text):
        words = [w for w in regex.split(r"\+|%20", match.group("value")) if w]
        named = [w for w in words if w.lower() not in PARTICLES]
        if named and first_name_at_any_rank(named[0]) and fold(named[0]) not in _NOT_SEARCHED \
                and all(name_word(w) or could_be_surname(w) for w in named[1:]):
            found.append(match.span("value"))
    return found


# Words a search looks up far more often than a person ("q=ivory" is no one; "q=shoes").
_NOT_SEARCHED = frozenset("order orders pedido pedidos refund reembolso devolucion devolucao".split())
# A URL whose host or path says it searches people (a CRM, customers, contacts, a directory),
# then its search parameter's value.
_SEARCHED = regex.compile(
    r"(?i:https?://)?[\w.\-]*(?i:crm|customers?|clients?|clientes?|contacts?|contatos?|contactos?|people|"
    r"persons?|pessoas?|personas?|users?|usuarios?|usuários?|directory|directorio|diretorio)[\w./\-]*\?"
    r"(?:[\w\-]+=[^&\s#]*&)*(?i:q|query|search|term|busca|buscar|nombre|nome|name)="
    r"(?P<value>\p{L}[\p{L}'’\-]*(?:(?:\+|%20)\p{L}[\p{L}'’\-]*){0,3})(?=[&#\s]|$)")


# Keys a namespaced schema gives every thing's name.
_THINGS_NAMES = frozenset("name nombre nome".split())
# What a form writes after a key's word: its plural, or that the part is whole.
_KEY_QUALIFIER = regex.compile(r"\((?:s|es)\)$| (?:completos|completas|completo|completa)$")
# A person's field holding a first name alone ("nome=joana") counts as a first-name field.
_PART_KEYS = SURNAME_FIELDS | FIRST_NAME_FIELDS | PERSON_FIELDS
_NAME_PART_FIELD = regex.compile(
    # A prefix names whose the person is ("last_agent", "billing_contact").
    # A form writes a key in words and perhaps in the plural ("Given name(s): Odhiambo").
    # An XML element is such a field too ("<surname>Zaman</surname>").
    # A form may say the part is whole ("Apellidos completos:", "Full legal surname(s):").
    # An XML element may be namespaced ("<dc:creator>", "<cp:lastModifiedBy>").
    r"(?<![\p{L}\d_])(?P<tag><(?:\p{L}+:)?)?(?:\p{L}+_)??(?:(?i:full[ ]legal|full|legal)[ ])?(?P<key>(?i:"
    + "|".join(key.replace("_", "[_ \\-]") for key in sorted(_PART_KEYS, key=len, reverse=True))
    + r")(?:\((?i:s|es)\))?(?:[ ](?i:completos|completas|completo|completa))?"
    r"|(?<=[?&;])(?i:" + "|".join(sorted(QUERY_PART_KEYS, key=len, reverse=True)) + r")(?==))"
    r"(?(tag)>[ \u00a0]*|[\"']?[ \u00a0]*[:=][ \u00a0]*[\"']?)"
    # Words apart by spaces, or by "+" or "%20" in a URL's query ("last=da+Costa"), never both.
    r"(?P<value>\p{L}[\p{L}'’\-]*(?:(?:[ \u00a0]+\p{L}[\p{L}'’\-]*){0,2}?"
    r"|(?:(?:\+|%20)\p{L}[\p{L}'’\-]*){1,2}?))"
    # The value ends at a closing quote, a separator, the end, the next "key=", the next
    # parameter of a URL's query, or an element's closing tag.
    r"(?=[\"']|[ \u00a0]*(?:[,;|\n&#]|$|</)|[ \u00a0]+\w+[ \u00a0]*[=:])"
)


def cued_unknown_names(text: str) -> set[int]:
    """Starts of words of names after a strong cue whose first name the lists lack but whose
    next word is a surname they hold."""
    starts: set[int] = set()
    for match in _STRONG_CUE.finditer(text):
        first, second = match.group("first"), match.group("second")
        if name_word(first) or not could_be_surname(first) or not surname(second):
            continue
        starts.add(match.start("first"))
        starts.add(match.start("second"))
    return starts


def field_names(text: str) -> list[tuple[int, int]]:
    """The first two words of a name after a strong cue or a person's field, when the first is
    a first name or could be a rare one and the second a surname or could be a rare one, and
    the lists know at least one of them ("Cliente: Ravy Brito", "titular": "PORFIRIO SOLA")."""
    found = []
    for match in _STRONG_CUE.finditer(text):
        first, second = match.group("first"), match.group("second")
        if KEY_AFTER.match(text, match.end("second")) or fold(first) in TITLES:
            continue  # "a nombre de doña Consuelo": the title is no part of it; cued_names has the name
        known_first, known_second = first_name(first), surname(second)
        maybe_first = name_word(first) or could_be_surname(first)
        maybe_second = name_word(second) or could_be_surname(second)
        if not ((known_first and maybe_second) or (known_second and maybe_first)):
            continue
        found.append((match.start("first"), match.end("second")))
    return found


def cue_names(text: str) -> list[tuple[int, int]]:
    """Names that follow an unambiguous cue ("me llamo", "my name is", "Sr.", ...)."""
    found = []
    matches = [*_CUES.finditer(text), *_TRAILING_CUES.finditer(text), *_SIGNATURE.finditer(text),
               *_ACCORDING_TO.finditer(text)]
    spans = [match.span("name") for match in matches]
    # Both patterns try every word of the message as a name's start: only where their words stand.
    lowered = text.lower()
    any_case = [match.span("name") for match in _AGAIN.finditer(text)] if _AGAIN_WORDS.search(lowered) else []
    for listed in _WITH_THE_WRITER.finditer(text) if _WITH_THE_WRITER_WORDS.search(lowered) else ():
        any_case += [item.span() for item in _NAME_IN_A_LIST.finditer(text, *listed.span("list"))]
    for start, end in spans:
        refined = refine_person_span(text, start, end)
        if refined:
            found.append(refined)
    for start, end in any_case:
        word = WORD.match(text, start).group()
        if not text[start].isupper() and not _named(word):
            continue
        refined = refine_person_span(text, start, end)
        if refined:
            found.append(refined)
        elif not text[start].isupper() and end == start + len(word):
            # A first name in lower case, which refining refuses in text cased as usual ("erika de
            # novo kkk vcs me cobraram R$ 473"): the words around have said it is one.
            found.append((start, end))
    return found


_NAME_IN_A_LIST = regex.compile(_NAME_IN_ANY_CASE)


_AGAIN_WORDS = regex.compile(r"again|de nuevo|otra vez|de novo")
_WITH_THE_WRITER_WORDS = regex.compile(r" (?:and i|and me|y yo|e eu)(?![\p{L}])")


def _named(word: str) -> bool:
    """A first name in lower case before "again" or the writer: one the lists rank common, or any
    they hold that is no word of the language ("meritxell otra vez jaja"; not "hoy otra vez")."""
    return first_name(word) or (first_name_at_any_rank(word) and fold(word) not in common_words()
                                and fold(word) not in stop_words())


def lone_first_names(text: str, nlp_artifacts, rank_limit: int = DICTIONARY_FIRST_RANK) -> list[tuple[int, int]]:
    """A first name alone, capitalised inside a sentence cased as usual ("Is Breno still on my
    ticket?", "¿Sigue Verónica con mi incidencia?", "pasar a Carolina (N2)", "fwd to Ruby"), or
    opening one as no word of any of our languages does ("Alejandra ya me llegó todo", "Santiago,
    tu paquete está en conserjería"): the lists hold it as a first name, no dictionary of the
    language holds it as a word, no capitalised word stands beside it, and neither the words
    before it nor the gazetteer make it a place or a thing ("moved to Florence"). In a re-cased
    copy (a message in capitals or lower case), only names ranked up to `rank_limit` (or, after
    such a word, as common as the dictionary's), and at a sentence's start only where addressed:
    the copy capitalises every word the lists hold."""
    others = [(e.start_char, e.end_char, e.label_) for e in getattr(nlp_artifacts, "entities", None) or []
              if e.label_ not in ("PERSON", "PER")]
    in_copy = rank_limit < DICTIONARY_FIRST_RANK
    found = []
    for match in _LONE_CAPITALISED.finditer(text):
        start, end = match.span()
        word = match.group()
        if KEY_AFTER.match(text, end) or not first_name(word):
            continue
        opening = sentence_start(text, start)
        addressed = opening and bool(_ADDRESSED_AFTER.match(text, end))
        # In the copy every word the lists hold is capitalised: one opening a sentence counts only
        # where it is addressed ("BUSE, SUA ENCOMENDA ESTÁ NA PORTARIA").
        if opening and not (addressed if in_copy else _opens_as_a_name(text, word, end)):
            continue
        preposition = _PLACE_OR_THING_BEFORE.search(text, max(0, start - 12), start)
        before = _CAPITALISED_BEFORE.search(text, max(0, start - 40), start)
        if before and not sentence_start(text, before.start()) and not (
                preposition and preposition.start("word") == before.start()):
            continue  # part of a run of capitalised words: a name the other finders weigh, or a title
        # Addressed at a sentence's start, a city's name is someone's unless its region or
        # another city stands beside it ("Santiago, tu paquete…", not "Santiago, Chile").
        place = a_place(text, start, end) if addressed else a_city_or_region(word)
        # Portuguese's article before a first name (_to_someone), which "a" in Spanish is not.
        article = bool(preposition) and LANGUAGE.get() == "pt" \
            and preposition.group("word").casefold() in ARTICLES_BEFORE_A_NAME
        if article and _COMPANY_BEFORE.search(text, max(0, preposition.start() - 8), preposition.start()):
            continue  # "com o Deivid": the cue finders weigh what follows "with" and its article
        if preposition and (place or not _to_someone(preposition.group("word")) or (article and (
                bare(word) in SOFTWARE_NAMES or _of_a_firm_after(text, end)))):
            # "moved to Florence", "a Zara coat", "a Alexa não reconhece", "a Bia do Bradesco": a
            # place, a brand, a device, a firm's assistant
            continue
        if _A_CLUB_BEFORE.search(text, max(0, start - 24), start):
            continue  # "jogo do Vasco", "partido del Getafe": a football club
        company = _COMPANY_BEFORE.search(text, max(0, start - 8), start)
        # The small pipelines take many a first name for a place or a thing ("Alejandra" LOC,
        # "Óscar!" MISC): their word stands only where the gazetteer agrees, or for an organisation.
        if not company and any(s < end and start < e and (place or label in _THING_LABELS) for s, e, label in others):
            continue  # a place or a thing to the pipeline; one speaks with people, though
        ranks = name_ranks(word, first=True)
        word_limit = LONE_COMMON_FIRST_RANK if in_copy else WRITTEN_WORD_FIRST_RANK
        if fold(word) in common_words() and not (written_capitalised(text, match) and ranks and not opening
                                                 and 0 < ranks[0] <= word_limit):
            continue  # a word of the language, unless capitalised by its writer mid-sentence and a common name
        # A rare first name alone is a place or a thing as often ("Leeds" in a city column), but
        # not after "with" ("falou antes com Yong"): one speaks with people.
        # Handed something or spoken with, any first name the lists hold counts as its writer
        # capitalised it ("pasar a Phylicia (N2)"), and a rarer one in the copy ("FALA PRA SERENO").
        limit = (DICTIONARY_FIRST_RANK if in_copy else _ANY_RANK) if preposition else rank_limit
        if not in_copy and not opening and _no_word(word) and len(word) > 2 and text[end:end + 1] != ".":
            # Capitalised by its writer inside a sentence, a first name no dictionary holds as a
            # word is one however rare ("leave it with him if Giorgia is out", "Fabienne gets");
            # not an abbreviation ("Av. Paulista").
            limit = _ANY_RANK
        elif in_copy and preposition and not opening and _no_word(word) and len(word) > 3 \
                and not _a_plural_or_a_make(word):
            # In the copy, after a word that hands something to someone, a first name no dictionary
            # of ours holds, nor a form of one, counts down to the lists' rare end ("used by leonid");
            # elsewhere a lone word there is as often a brand's or a club's ("freidora vega",
            # "a nombre del ampa", "LINCOLN CENTER").
            limit = RARE_FIRST_RANK
        if not (ranks and 0 < ranks[0] and (ranks[0] <= limit or company)):
            continue
        if ranks[0] > DICTIONARY_FIRST_RANK and not company and opens_a_city(word):
            continue  # a rare name that opens a city's is the city ("a Acapulco")
        if _names_a_thing(text, word, end) or _ROUTE_AFTER.match(as_written(text), end) \
                or _ROUTE_BEFORE.search(as_written(text), max(0, start - 8), start):
            continue  # "Tyler - DEN": a flight's town beside an airport's code
        if _alone_in_a_cell(text, start, end) and not addressed:
            continue
        found.append((start, end))
    return found


def handed_to_someone(text: str, start: int) -> bool:
    """Whether the word before `start` hands something to someone or says whose it is ("pasar a",
    "fwd to", "com a", Portuguese's article before a first name): where a first name goes."""
    preposition = _PLACE_OR_THING_BEFORE.search(text, max(0, start - 12), start)
    return bool(preposition) and _to_someone(preposition.group("word"))


def _to_someone(word: str) -> bool:
    """Whether a word before a first name hands something to someone or says whose it is, as
    "pasar a Carolina" does; "a" is an article but in Spanish, and in Portuguese an article
    comes before a first name ("o Sidney falou")."""
    word = word.casefold()
    if LANGUAGE.get() == "pt" and word in ARTICLES_BEFORE_A_NAME:
        return True
    return bool(_TO_SOMEONE.fullmatch(word)) and not (word == "a" and LANGUAGE.get() != "es")


def _a_plural_or_a_make(word: str) -> bool:
    """Whether a word is the plural of a dictionary's word ("uniformes"), a car's make or a brand
    ("fiat"): the lists hold such words as rare first names."""
    folded = fold(word)
    return (folded.endswith("s") and (folded[:-1] in common_words() or folded[:-2] in common_words())) \
        or bare(word) in CAR_MAKES or bare(word) in BRANDS


def _no_word(word: str) -> bool:
    """Whether no dictionary of our languages holds the word, nor a form of one."""
    folded = fold(word)
    return folded not in common_words() and folded not in frequent_words() and not form_of_a_word(folded)


def _names_a_thing(text: str, word: str, end: int) -> bool:
    """Whether the word after a first name makes it a street's, a shop's or a brand's ("Abbey
    road", "Massimo dutti" in a copy, where only the lists' words are capitalised)."""
    after = WORD_AFTER_A_SPACE.match(text, end)
    if not after:
        return False
    following = bare(after.group("word"))
    return following in STREET_WORDS or following in BUSINESS_AFTER or following in COMPANY_WORDS \
        or f"{bare(word)} {following}" in BRANDS


# An airport's code after or before a town, a route between them ("Tyler - DEN", "GRU → Natal").
_ROUTE_AFTER = regex.compile(r"[ \u00a0]*(?:-|–|>|→|->)[ \u00a0]*\p{Lu}{3}(?![\p{L}\d])")
_ROUTE_BEFORE = regex.compile(r"(?<![\p{L}\d])\p{Lu}{3}[ \u00a0]*(?:-|–|>|→|->)[ \u00a0]*$")


def _opens_as_a_name(text: str, word: str, end: int) -> bool:
    """A first name opening a sentence is its subject or the one addressed ("Alejandra ya me
    llegó", "Ximena, sua encomenda…"), not a heading or a brand: no word of any of our languages,
    and a word in lower case or a comma after it."""
    folded = fold(word)
    if folded in common_words() or folded in frequent_words():
        return False
    if _ADDRESSED_AFTER.match(text, end):
        return True
    # Not addressed, a word's plural or other form opens a sentence as often ("Nieves y heladas…"),
    # and two capitalised words joined are a firm as often ("Moura e Vidal Advocacia"): the finder
    # of pairs weighs those.
    return not form_of_a_word(folded) and bool(_OPENING_FOLLOWED.match(text, end)) \
        and not _JOINED_TO_A_CAPITAL.match(text, end)


# After a name opening a sentence: a comma and a word (the one addressed), or a word in lower case.
_OPENING_FOLLOWED = regex.compile(r"(?:,[ \u00a0]+\p{L}|[ \u00a0]+\p{Ll})")
# A comma, then a clause: the name before it is the one addressed, not a cell ("Ximena, sua
# encomenda está na portaria").
_ADDRESSED_AFTER = regex.compile(r",[ \u00a0]+\p{Ll}+[ \u00a0]+\p{L}")
_ANY_RANK = 10**9
_JOINED_TO_A_CAPITAL = regex.compile(r"[ \u00a0]+(?i:and|y|e|&)[ \u00a0]+\p{Lu}")
# Labels under which the pipelines' entities are things, whatever the gazetteer says.
_THING_LABELS = frozenset({"ORG", "PRODUCT", "WORK_OF_ART", "EVENT", "FAC", "NORP", "LAW", "LANGUAGE"})
# Before a name, words that hand something to someone or say whose it is (words.TO_SOMEONE); a
# place or a brand there is in the gazetteer.
_TO_SOMEONE = regex.compile(rf"(?i:{alternation(TO_SOMEONE_OR_THING)})")
# "With" before a name: one speaks with people, whatever the pipeline takes the name for.
_COMPANY_BEFORE = regex.compile(rf"(?<![\p{{L}}])(?i:{alternation(WITH_WORDS)})[ \u00a0]+$")
# A first name that is also a word of the language ("Pilar", "Mark", "David" in Spanish subtitles)
# counts alone only this common, and only as its writer capitalised it.
LONE_COMMON_FIRST_RANK = 50
# Capitalised by its writer inside a sentence cased as usual, a word that is also a first name
# this common is the name ("fwd to Ruby", "by Grant", "Rose said"); "Ruby" opening a
# sentence, or after "the", is still the word or the brand.
WRITTEN_WORD_FIRST_RANK = 400


def _alone_in_a_cell(text: str, start: int, end: int) -> bool:
    before, after = text[:start].rstrip(" \u00a0\"'")[-1:], text[end:].lstrip(" \u00a0\"'")[:1]
    return before in ("", ",", ";", "|", "\t", "\n") and after in ("", ",", ";", "|", "\t", "\n")


# A capitalised word with no capitalised word or number after it ("Mar 4"), and no digit or code
# character beside it.
# A capitalised word alone: not a field's value nor a word of a URL's query ("?name=Tommy+Hilfiger"),
# which the field finders read.
_LONE_CAPITALISED = regex.compile(
    # a compound first name too ("Anne-Marie", "Jean-Luc")
    r"(?<![\p{L}\d_@./\-'’=+])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?![\p{L}\d_@\-+]|[ \u00a0]+[\p{Lu}\d]|\.\p{L})"
)
# Prepositions of place, articles and possessives: after them a lone first name is a city or a brand
# as often ("mi Mercedes sigue en el taller").
_PLACE_OR_THING_BEFORE = regex.compile(
    r"(?<![\p{L}])(?P<word>(?i:to|in|at|from|into|near|the|a|an|en|a|de|desde|hacia|el|la|los|las|un|una|em|no|na|"
    r"para|do|da|o|um|uma|à|ao|pelo|pela|pro|my|your|our|their|mi|mis|tu|su|nuestro|nuestra|meu|minha|seu|sua|nosso|nossa|for|by|pra|p/|por))"
    r"[ \u00a0]+$"
)


def _of_a_firm_after(text: str, end: int) -> bool:
    """Whether "of" and a capitalised word or a brand follow a first name: whose it is, a firm's as
    often ("a Bia do Bradesco", "A BIA DO BRADESCO", "a bia do bradesco"). In capitals every word
    has its capital, so only a brand counts there ("PELA JOSIANE DE MANHÃ" is Josiane)."""
    after = _OF_AFTER.match(as_written(text), end)
    if not after:
        return False
    word = after.group("word")
    return bare(word) in BRANDS or (word[:1].isupper() and not word.isupper())


_OF_AFTER = regex.compile(r"[ \u00a0]+(?i:do|da|de)[ \u00a0]+(?P<word>\p{L}+)")
# A match, a shirt or a fan before a capitalised word: it names a club ("jogo do Vasco", "camisa do
# Flamengo", "partido del Getafe"), and clubs bear people's names as often as towns'.
_A_CLUB_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:jogo|jogos|time|camisa|torcida|torcedor|torcedora|partido|partidos|equipo|camiseta|hincha)"
    r"[ \u00a0]+(?i:do|da|del|de|el)[ \u00a0]+$"
)
_CAPITALISED_BEFORE = regex.compile(r"\p{Lu}[\p{L}'’\-]*[ \u00a0]+$")

