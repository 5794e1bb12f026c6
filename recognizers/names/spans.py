"""A PERSON candidate cut down to the name it holds: line breaks, labels, greetings, titles
and possessives off; grown over the surnames the small pipelines leave out.
"""

from __future__ import annotations

import regex
from presidio_analyzer import RecognizerResult

from recognizers.names.casing import continues, never_in_a_name
from recognizers.names.lists import (
    DICTIONARY_FIRST_RANK,
    LANGUAGE,
    TITLES,
    common_first_name,
    common_words,
    could_be_surname,
    first_name,
    first_name_at_any_rank,
    fold,
    form_of_a_word,
    name_lists,
    name_ranks,
    name_word,
    opens_name,
    stop_words,
    surname,
    verb_before_name,
    word_first_name,
)
from recognizers.names.text import (
    DOES,
    KEY_AFTER,
    NEXT_WORD,
    PLEASE_BEFORE,
    POSSESSIVE,
    WORD,
    as_written,
    casing_class,
    goes_on,
    goes_on_across,
    key_start,
    sentence_start,
    written_capitalised,
)
from recognizers.names.words import (
    ACKNOWLEDGEMENTS,
    BUSINESS_BEFORE,
    DEPARTMENTS,
    INNER_PARTICLES,
    LABEL_WORDS,
    NOT_NAMES,
    PARTICLES,
    TITLE_WORDS,
    bare,
    is_particle,
)


def _segments(text: str, start: int, end: int):
    """[start, end) cut at line breaks, colons, dashes and quotes: a name never runs into the next
    line or the label before it ("Account holder: Ana", "Ana Gil\\nDepartamento de Compras")."""
    cut = start
    for conjunction in _CONJUNCTION.finditer(text, start, end):
        # "Félix Miguel y Asha": two people; the first is this span's, the finders see the second.
        end = conjunction.start()
        break
    for index in range(start, end):
        # A dash between spaces never sits inside a name ("Aprobado — E. Saldivar"); a hyphen
        # inside one has no space beside it ("Smith-Jones").
        if text[index] in "—–" or (text[index] == "-" and text[index - 1:index] == " " and text[index + 1:index + 2] == " "):
            if index > cut:
                yield cut, index
            cut = index + 1
            continue
        if text[index] in " \u00a0\t" and index > cut and text[index - 1] not in " \u00a0\t":
            blanks = index
            while blanks < end and text[blanks] in " \u00a0\t":
                blanks += 1
            if not goes_on_across(text, cut, index, blanks):
                # A name never runs into the next column ("1  GARDNER JANET  Cleveland Guardians").
                yield cut, index
                cut = blanks
                continue
        if text[index] in "\n:=«»“”\"":
            # "usuario=Rafa Baños rol=admin": the word before "=" is the next value's key; a quote
            # opens or closes a title or a quoted word, never a name's inside ("Vimos «Torrente»").
            stop = key_start(text, cut, index) if text[index] == "=" else index
            if stop > cut:
                yield cut, stop
            cut = index + 1
    if end > cut:
        yield cut, end


_CONJUNCTION = regex.compile(r"[ \u00a0]+(?i:and|y|e)[ \u00a0]+(?=\p{L})")


def refine_person_span(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The name inside a PERSON candidate `text[start:end]`, or None when it is not a name.

    Cuts at line breaks and colons, trims greetings, titles, punctuation and a possessive
    "'s" at the edges; refuses digits, @, underscores, slashes, lower-case words that are
    not name particles, common words, and words in capitals that the name lists do not hold
    (acronyms, IDs). The first part of the candidate that is a name is the answer.
    """
    if KEY_AFTER.match(text, end):
        end = key_start(text, start, end)  # "rafa baños rol=admin": "rol" is a key
    for seg_start, seg_end in _segments(text, start, end):
        refined = _refine_segment(text, seg_start, seg_end)
        if refined:
            words = list(WORD.finditer(text, *refined))
            if len(words) > 1 and never_in_a_name(words[-1].group()) and goes_on(text, refined[1]):
                return refined[0], words[-2].end()  # "Dr. Şahin can do 3pm" in a re-cased copy
            return refined
    return None


def first_deed(text: str, words: list) -> int | None:
    """The index of the first word after the first of a candidate's `words` (regex matches) that
    says what its bearer did (_a_deed): the pipeline ran over it ("jhonatan cancelo spinning", the
    lists holding "Cancelo")."""
    return next((index for index, word in enumerate(words[1:], start=1) if _a_deed(text, word)), None)


def _a_deed(text: str, word) -> bool:
    """Whether the regex match `word` is a verb saying what someone did, not written capitalised,
    with the sentence going on after it; not a short one a name may hold ("Dr. mark will mccusker")."""
    return len(word.group()) > 4 and not written_capitalised(text, word) and bool(_A_DEED.fullmatch(word.group())) \
        and goes_on(text, word.end()) and not _listed_first_name(word.group())


_TITLES = TITLES | TITLE_WORDS
_A_DEED = regex.compile(DOES)


def _common_name(word: str) -> bool:
    ranks = name_lists().get(fold(word))
    return bool(ranks and (0 < ranks[0] <= DICTIONARY_FIRST_RANK or 0 < ranks[1] <= COMMON_SURNAME_RANK))


def _listed_first_name(word: str) -> bool:
    ranks = name_lists().get(fold(word))
    return bool(ranks and 0 < ranks[0] <= DICTIONARY_FIRST_RANK)


# A surname this common is one before a name too; the lists' further ranks hold words ("Segun").
COMMON_SURNAME_RANK = 2000
# Prepositions the stop word lists lack ("Según Luz, de facturación"), whatever the lists say of
# them ("Segundo" is also a first name).
_PREPOSITIONS = frozenset("segun según segundo conforme per via".split())


_CONTADOR = regex.compile(r"(?i:c\.[ \u00a0]?p\.)[ \u00a0]")


def _refine_segment(text: str, start: int, end: int) -> tuple[int, int] | None:
    candidate = text[start:end]
    if any(c.isdigit() for c in candidate) or any(c in candidate for c in "@_/\\#="):
        return None
    words = [(m.start() + start, m.end() + start, m.group()) for m in WORD.finditer(candidate)]
    # A possessive belongs to the sentence, not the name ("John Smith's order"), and ends the name
    # ("Dr. Mabaso's Company" in a re-cased copy).
    owner = next((i for i, (_, _, w) in enumerate(words) if POSSESSIVE.search(w)), None)
    if owner is not None:
        words = words[:owner + 1]
    if words and POSSESSIVE.search(words[-1][2]):
        s, e, w = words[-1]
        stem = POSSESSIVE.sub("", w)
        words[-1] = (s, s + len(stem), stem)
    # Drop leading and trailing words that are never names ("Hola Ana" -> "Ana"); "Abril" opens
    # a name when a surname follows ("Abril Chavarría").
    while words and words[0][2].lower().rstrip(".") in NOT_NAMES and not (
            len(words) > 1 and word_first_name(words[0][2]) and surname(words[1][2])):
        words.pop(0)
    # A title before a name is no part of it ("Dona Nunes recusou", "(Prof. Lopes)").
    while len(words) > 1 and fold(words[0][2]) in _TITLES and words[1][2][:1].isupper():
        words.pop(0)
    if len(words) == 1 and fold(words[0][2]) in _TITLES and text[words[0][1]:words[0][1] + 1] == ".":
        return None  # "Prof. cortes": the title alone, its name in lower case after it
    # A function word, a preposition or a verb's form no list holds before a name is no part of it
    # ("Según Luz", "Prefiere WhatsApp"); a noun may be a rare first name ("Severa H. Pacheco").
    first = fold(words[0][2]) if words else ""
    if len(words) > 1 and words[1][2][:1].isupper() and (
            first in _PREPOSITIONS
            or (not _common_name(words[0][2]) and (
                first in stop_words()
                or (sentence_start(text, words[0][0]) and first not in common_words() and form_of_a_word(first))))
            # A word of the language that is no common first name before a whole name, opening the
            # sentence ("Driver Rami Othman reported…") or after "please" ("please mark Jason Reyes").
            or (len(words) > 2 and first in common_words() and opens_name([w for _, _, w in words[1:3]]) and (
                (sentence_start(text, words[0][0]) and not _listed_first_name(words[0][2]))
                or PLEASE_BEFORE.search(text, max(0, words[0][0] - 8), words[0][0])))):
        words.pop(0)
    # A word of the language opening the sentence, and a particle, before a whole name: the
    # sentence's own words ("Transferido de Unai Blanco (nivel 1)…"; "Dolores de la Fuente" stays).
    between = next((i for i in range(1, len(words)) if words[i][2].lower() not in PARTICLES), 0)
    if (between > 1 and len(words) > between + 1 and sentence_start(text, words[0][0])
            and (fold(words[0][2]) in common_words() or form_of_a_word(fold(words[0][2])))
            and not _listed_first_name(words[0][2]) and opens_name([w for _, _, w in words[between:between + 2]])):
        words = words[between:]
    # Mexico's "C.P." (contador público) is a title, not two initials ("C.P. Iria Sala").
    if len(words) > 2 and _CONTADOR.match(text, words[0][0]):
        words = words[2:]
    # An ID's check letter is no initial ("NIE Y 6822926 W. Rocío Gil").
    if len(words) > 1 and len(words[0][2]) == 1 and text[:words[0][0]].rstrip(" \u00a0")[-1:].isdigit():
        words.pop(0)
    # A verb opening the sentence before a name ("Add Joshua Nelson as a driver").
    if (len(words) > 2 and sentence_start(text, words[0][0]) and name_ranks(words[0][2], first=True) is None
            and opens_name([w for _, _, w in words[1:3]])):
        words.pop(0)
    # A verb's form before a name anywhere ("EL PAQUETE LO FIRMÓ GABRIELA TREVIÑO"), unless it is
    # a common first name itself.
    if len(words) > 2 and verb_before_name([w for _, _, w in words[:3]]):
        words.pop(0)
    # A capital letter alone after a name, with no full stop, is no initial ("Reply C to confirm").
    if len(words) > 1 and len(words[-1][2]) == 1 and text[words[-1][1]:words[-1][1] + 1] != ".":
        words.pop()
    while words and (words[-1][2].lower() in PARTICLES or (
            words[-1][2].lower() in NOT_NAMES and not (len(words) > 1 and name_word(words[-1][2])))):
        words.pop()
    if not words or (len(words) == 1 and len(words[0][2]) < 2):
        return None
    for index, (_, _, word) in enumerate(words):
        if is_particle([w for _, _, w in words], index):
            continue
        if not word[0].isupper() or bare(word) in LABEL_WORDS:
            return None
        if word.lower() in NOT_NAMES and not (name_word(word) if index else word_first_name(word)):
            return None
        if word.isupper() and len(word) > 1 and not name_word(word) and not (
                index > 0 and first_name(words[0][2]) and could_be_surname(word)):
            return None  # acronyms and IDs written in capitals ("EDUARDO ARCHULETA" is a name)
    return words[0][0], words[-1][1]


def extend(text: str, start: int, end: int) -> tuple[int, int]:
    """`[start, end)` grown over the surnames written after it on the same line, which the
    small pipelines often leave out ("Rocío Hernández" of "Rocío Hernández Moreno")."""
    upper, lower = text[start:end].isupper(), text[start:end].islower()
    hyphened = _HYPHENED_REST.match(text, end)
    if hyphened and end > start and text[end - 1].isalpha() \
            and all(name_word(part) for part in hyphened.group()[1:].split("-")):
        end = hyphened.end()  # "Hyun" of "Hyun-woo": a pipeline cut a hyphenated given name in two; not "Jenkins-based"
    while True:
        match = NEXT_WORD.match(text, end)
        if not match or not goes_on_across(text, start, end, end + len(match.group()) - len(match.group().lstrip(" \u00a0"))):
            return start, end
        word = match.group("word")
        particle = _inner_particle_at(text, match, upper, lower)
        if particle:
            match = particle  # "Karima El Haddad": the particle goes on with the surname after it
            word = match.group("word")
        stem = POSSESSIVE.sub("", word)
        if ((stem.islower() if lower else not stem[0].isupper() or stem.isupper() != upper)
                or not continues(text, match.start("word"), match.start("word") + len(stem))
                or KEY_AFTER.match(text, match.end())
                or (len(WORD.findall(text, start, end)) > 1 and verb_going_on(text, match.start("word"), match.end()))
                or _a_deed(text, WORD.match(text, match.start("word")))):
            return start, end  # "jhonatan cancelo spinning": what jhonatan did
        end = match.end() - (len(word) - len(stem))
        if stem != word:
            return start, end  # the possessive ends the name


_HYPHENED_REST = regex.compile(r"-\p{L}+(?:-\p{L}+)*(?![\p{L}\d\-])")


def verb_going_on(text: str, start: int, end: int) -> bool:
    """Whether the word text[start:end], after a name of two words, is a verb's form the lists
    hold only as a rare name, with the sentence going on after it ("CONSTANÇA VAZ RENOVA EM 3 DE
    JUNHO", "dandara da paixao renova em 14/03"); its writer's capital keeps it ("Ana Gil Pinto")."""
    word = text[start:end]
    if _common_name(word):
        return False
    written = as_written(text)[start:end]
    return not (written[:1].isupper() and not written.isupper()) and goes_on(text, end) and form_of_a_word(fold(word))


def surname_after_particle(text: str, end: int, particle: str):
    """The NEXT_WORD match of the surname right after `particle`, the word ending at `end`, when
    the particle is one inside a surname ("El" of "Karima El Haddad", "EL" of "NOUR EL AMRANI"): the
    next word, one space away and in the particle's casing, is a surname and no word of the language."""
    if particle.lower() not in INNER_PARTICLES:
        return None
    after = NEXT_WORD.match(text, end)
    if not after or after.start("word") != end + 1:
        return None
    word = after.group("word")
    if casing_class(word) != casing_class(particle) or not (surname(word) or could_be_surname(word)) \
            or fold(word) in common_words():
        return None
    return after


def _inner_particle_at(text: str, match, upper: bool, lower: bool):
    """The match of the surname after `match` when `match` is a particle inside a surname written
    in the name's casing, and the surname goes on the name; None otherwise."""
    word = match.group("word")
    if word.islower() != lower or (upper and not word.isupper()):
        return None
    after = surname_after_particle(text, match.end(), word)
    return after if after and continues(text, after.start("word"), after.end("word")) else None


def after_chat_thanks(text: str, start: int, end: int) -> int:
    """`start` past a "ty" opening the span in chat ("lol ok ty marcelle ur the best"), where it
    is "thank you"; elsewhere Ty is a name ("From: TY MERRITT"). Past a chat's "ok" that opens
    the message before the name it addresses ("vale eusebio ya lo encontré", "blz rosiane achei")."""
    first = WORD.match(text, start, end)
    if first and bare(first.group()) in ACKNOWLEDGEMENTS and not text[:start].strip():
        following = WORD.search(text, first.end(), end)
        if following and first_name(following.group()):
            return following.start()
    if first and first.group().lower() == "ty" and _CHAT.search(text):
        following = WORD.search(text, first.end(), end)
        if following:
            return following.start()
    return start


_CHAT = regex.compile(r"(?<![\p{L}])(?i:lol|ur|u|thx|pls|plz|omg|tysm|btw|idk|lmao)(?![\p{L}])")


def trim_end(text: str, start: int, end: int) -> int:
    """`end` moved back over spaces and particles ("Ana de " -> "Ana")."""
    words = [m for m in WORD.finditer(text, start, end)]
    while words and words[-1].group().lower() in PARTICLES:
        words.pop()
    return words[-1].end() if words else start


def outermost(found: dict) -> list[RecognizerResult]:
    """The spans not inside a longer one ("Dennis" inside "Dennis Boone" goes); two that share
    a word are one name ("FABIANE CASA" from a field, "CASA GRANDE DA COSTA" from the address
    spelled from it)."""
    spans = sorted(found, key=lambda span: (span[0], -span[1]))
    kept, reach = [], -1
    for start, end in spans:
        if end <= reach:
            continue
        if start < reach:
            kept[-1].end = end
        else:
            kept.append(found[(start, end)])
        reach = max(reach, end)
    return kept


def before_a_workplace(text: str, start: int, end: int) -> int:
    """`end` moved back before "de"/"da"/"of" and the shop or the firm (a word of BUSINESS_BEFORE)
    the span runs into ("Fermín Rivas de Ferretería Dizon", "Ícaro Brandão da Magazine Luiza",
    "DELFINO ESPINOZA de Ferretería"): the name's bearer works there."""
    for match in _OF_A_WORKPLACE.finditer(text, start, end):
        word = bare(match.group("word"))
        # Or the department ("Agustina de Posventa", "ZHOU DA PÓS-VENDA"), the whole of what follows.
        if match.start() > start and (word in BUSINESS_BEFORE or (
                word in DEPARTMENTS and match.end() == end and not surname(match.group("word")))):
            return match.start()
    # "de novo", "de nuevo" after a name say it comes again ("aqui é jurema de novo"), no surname.
    again = _AGAIN_LAST.search(text, start, end)
    if again and again.start() > start and again.end() == end:
        return again.start()
    return end


_AGAIN_LAST = regex.compile(r"[ \u00a0]+(?i:de)[ \u00a0]+(?i:novo|nuevo)$")


_OF_A_WORKPLACE = regex.compile(r"[ \u00a0]+(?i:de|del|da|do|of|at)[ \u00a0]+(?:(?i:la|el|a|o|the)[ \u00a0]+)?"
                                r"(?P<word>\p{L}+(?:-\p{L}+)?)")


def before_a_phrasal_particle(text: str, start: int, end: int) -> int:
    """`end` moved back before "back" or "up" closing a name that a phrasal verb holds ("call
    Miss Ewa back", "PICK KRISTEN UP"): the verb's particle, no surname."""
    last = _PARTICLE_LAST.search(text, start, end)
    if last and last.start() > start and _PHRASAL_VERB_BEFORE.search(text, max(0, start - 30), start):
        return last.start()
    return end


_PARTICLE_LAST = regex.compile(r"[ \u00a0]+(?i:back|up)$")


def after_a_phrasal_particle(text: str, start: int, end: int) -> int:
    """`start` moved past "back" or "up" opening a name after a phrasal verb ("can someone call
    back aurelio?", "PICK UP ROSA AT 5"): the verb's particle, no first name."""
    words = list(WORD.finditer(text, start, end))
    if len(words) > 1 and words[0].group().lower() in ("back", "up") \
            and _PHRASAL_VERB_BEFORE.search(text, max(0, start - 30), start):
        return words[1].start()
    return start


def before_a_verb_with_its_particle(text: str, start: int, end: int) -> int:
    """`end` moved back before the last word of a name of two words or more when a phrasal
    verb's particle and its object follow it ("YOUR AGENT COLM HUNG UP ON ME"): the verb, no
    surname."""
    words = list(WORD.finditer(text, start, end))
    if len(words) > 1 and _PARTICLE_AND_OBJECT_AFTER.match(text, end):
        return words[-2].end()
    return end


_PARTICLE_AND_OBJECT_AFTER = regex.compile(
    r"[ \u00a0]+(?i:up|off|out|back|down)[ \u00a0]+(?i:on|with|to|at|me|him|her|us|them|the|my|our|your|his|their|"
    r"twice|again)(?![\p{L}])")
# The verb, then perhaps a title ("call Aunt", "RING MISS").
_PHRASAL_VERB_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:call|calls|calling|ring|phone|text|get|pick|bring|send|pay|write|email|message|hold|fill|let|"
    r"give)[ \u00a0]+(?:\p{L}+\.?[ \u00a0]+)?$")



# A payment's word and its "from" or "to" before the payer or the payee, by language: "TED" is a
# Brazilian transfer but an English first name ("Ted from Billing"), "Bizum" Spain's.
_PAYMENT_BEFORE = {
    "en": regex.compile(r"(?i:zelle|venmo|wire|ach)(?:[ \u00a0]+(?i:received|sent|credit|debit))?"
                        r"[ \u00a0]+(?i:from|to)[ \u00a0]+"),
    # and a card's network before its holder ("a la Visa de Luis Gil", "o Mastercard da Ana")
    "es": regex.compile(r"(?i:bizum|zelle|transferencia)(?:[ \u00a0]+(?i:recibido|enviado|recibida|enviada))?"
                        r"[ \u00a0]+(?i:de|a|para)[ \u00a0]+|(?i:visa|mastercard|amex)[ \u00a0]+(?i:de)[ \u00a0]+"),
    "pt": regex.compile(r"(?i:pix|ted|doc|transferência|transferencia)(?:[ \u00a0]+(?i:recebido|enviado|recebida|enviada))?"
                        r"[ \u00a0]+(?i:de|para|pra)[ \u00a0]+|(?i:visa|mastercard|amex)[ \u00a0]+(?i:de|do|da)[ \u00a0]+"),
}


def after_a_payment_word(text: str, start: int, end: int) -> int:
    """`start` moved past a payment's word and its preposition that a finder took in ("TED de DULCE
    SALGADO", "pix recebido de ana gil"): the payer or the payee is the name."""
    pattern = _PAYMENT_BEFORE.get(LANGUAGE.get())
    match = pattern.match(text, start, end) if pattern else None
    return match.end() if match and match.end() < end else start


def after_a_leading_word(text: str, start: int, end: int) -> int:
    """`start` moved past a word of the language that opens the span, no common first name, before
    a name written otherwise or a heading's "of" and a first name ("Firmó aileen el 10/4", "Notas de
    Areli:", "NOTAS DE ÁLVARO"): a verb or a heading a finder took in, capitalised as a sentence opens."""
    words = [w for w in WORD.finditer(text, start, end)]
    named = [w for w in words[1:] if w.group().lower() not in PARTICLES]
    if len(words) < 2 or not named or words[0].group().lower() in PARTICLES:
        return start
    first, written = words[0].group(), as_written(text)
    if len(first) < 2:
        return start  # an initial opens the name ("D. RAMOS")
    folded = fold(first)
    # A verb's or a plural's form the lists hold as a rare name ("Firmó", "Notas"), or a word they
    # hold as none ("Cardholder"); "Juventino", "Máximo" may open a name.
    no_name = folded in common_words() and not name_ranks(first, first=True)
    if not (form_of_a_word(folded) or no_name) or common_first_name(first) or word_first_name(first):
        return start
    target = named[0]
    # Initials after a word that is no name stand for the name's first word ("Cardholder D. POPOVA");
    # after a name's first word they are its middle ("milly m. sellers").
    if len(named) > 1 and len(target.group()) == 1 and text[target.end():target.end() + 1] == ".":
        if not no_name:
            return start
        named = named[1:]
    following = written[named[0].start():named[0].end()]
    if len(following) > 1 and _PRETERITE.fullmatch(first) and (fold(first[-1]) == "o" or LANGUAGE.get() == "es"):
        return target.start()  # "Firmó Divina el 4/4": a Spanish verb's past, no name
    if len(following) < 2 or (fold(following) in common_words() and not common_first_name(following)):
        return start  # "Responda SIM", "Moto G", "Liceo Francés": the word opens a thing, no name
    if no_name and LANGUAGE.get() in ("es", "pt") and folded.endswith(("em", "am", "en", "an")) \
            and first_name(following):
        return target.start()  # "Procurem Nelly na loja", "Llamen Ana o Pepe": a plural's verb, then whom it names
    # Written otherwise than the name ("Firmó aileen"), or a heading's "of" before a first name
    # alone ("Notas de Areli", "ANOTAÇÕES DE MARTIM").
    heading = words[1].group().lower() in PARTICLES and len(named) == 1 and first_name_at_any_rank(following) \
        and (common_first_name(following) or not surname(following)) and text[end:end + 1] == ":"
    if casing_class(written[words[0].start():words[0].end()]) != casing_class(following) or heading \
            or target is not named[0]:
        return target.start()
    return start


# A Spanish verb's past in the third person ("Firmó", "APROBÓ"), and in Spanish in the first
# ("Llevé"): no name but a common one ("José", "André") ends so, and those are weighed before;
# a Haitian surname may ("Présumé").
_PRETERITE = regex.compile(r"\p{L}{3,}(?i:ó|é)")


def before_where_someone_is(text: str, start: int, end: int) -> int:
    """`end` moved before what Portuguese says of where someone is, or what they are doing, that a
    finder took in after the name: "tô" before a gerund ("oi aqui é DZIFA OSEI TÔ LIGANDO": "I am
    calling"), "la embaixo" ("deixou com bukola la embaixo": "down there", without its accent), "do
    térreo" and the like ("com MIHAELA DO TÉRREO": who lives on the ground floor; "do Carmo" is a name's)."""
    if LANGUAGE.get() != "pt":
        return end
    words = list(WORD.finditer(text, start, end))
    if len(words) > 1 and words[-1].group().lower() in ("tô", "to") and _GERUND_AFTER.match(text, words[-1].end()):
        return words[-2].end()
    if len(words) > 2 and bare(words[-2].group()) == "la" and bare(words[-1].group()) in ("embaixo", "fora", "dentro"):
        return words[-3].end()
    if len(words) > 2 and bare(words[-2].group()) in ("do", "da") and bare(words[-1].group()) in _WHERE_SOMEONE_IS:
        return words[-3].end()
    return end


_GERUND_AFTER = regex.compile(r"[ \u00a0]+\p{L}+(?:ndo|ando|endo)(?![\p{L}])", regex.IGNORECASE)
# Where someone is in a building or a street, after "do"/"da" ("a Mio do térreo", "o Zé da portaria").
_WHERE_SOMEONE_IS = frozenset("terreo andar predio portaria recepcao padaria farmacia mercado loja banca "
                              "esquina frente lado apartamento apto bloco condominio escritorio".split())
