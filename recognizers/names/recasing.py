"""The re-cased copy of a message in capitals or lower case, where the lists' words are
capitalised, and the pipeline's PERSON spans found in that copy.
"""

from __future__ import annotations

import regex

from recognizers.names.casing import casing, continues, department_after_particle, shouting_or_chatting
from recognizers.names.cues import LONE_COMMON_FIRST_RANK, RUN_CUE, cued_unknown_names, handed_to_someone
from recognizers.names.lists import (
    COMMON_FIRST_RANK,
    DICTIONARY_FIRST_RANK,
    LANGUAGE,
    common_first_name,
    common_words,
    could_be_surname,
    first_name,
    fold,
    form_of_a_word,
    frequent_words,
    name_ranks,
    name_word,
    opens_name,
    surname,
)
from recognizers.names.spans import refine_person_span, surname_after_particle, trim_end
from recognizers.names.text import (
    KEY_AFTER,
    ORIGINAL,
    POSSESSIVE,
    WORD,
    capitalised,
    glued_to_digits,
    goes_on,
    goes_on_across,
    sentence_start,
    within_a_cell,
    written_capitalised,
)
from recognizers.names.words import (
    PARTICLES,
    ROLE_NOUNS,
    alternation,
)


def recased(text: str) -> str | None:
    """A copy of `text` cased as the pipelines were trained on, or None when it already is.

    The small pipelines find names by their capitals: "JOHN SMITH" and "john smith" look like
    no name to them. In the copy, every word the name lists hold is capitalised ("Maria
    Fernandez"), the rest of a message in capitals is lower case with capitals opening its
    sentences, and a message in lower case gets its sentence starts. Each character maps to
    one character, so a span in the copy is the same span in the text.

    In text otherwise cased as usual, a lower-case word is a name only in a run of two or
    more that opens with a first name ("Hola, soy maria fernandez"): "la camiseta rosa" stays.
    """
    words = _words(text)
    if not words:
        return None
    upper = [m for m in words if m.group().isupper()]
    shouting, chatting = shouting_or_chatting(text, words, upper)
    # In capitals too: a rare surname after a first name is capitalised in the copy with it
    # ("IVÁN MASCAREÑAS DE ANDA" -> "Iván Mascareñas de Anda"), the rest goes to lower case.
    upper_run = _upper_runs(text, words, shouting)
    lower_run = set() if (shouting or chatting) else _lower_runs(text, words)
    if not (shouting or chatting or upper_run or lower_run):
        return None  # as usual, and no name written otherwise: the usual pass has it all
    out = list(text)
    changed = False
    # In text cased as usual, a name in capitals (two words or more: one is as likely an
    # acronym, "API", "IBAN") is capitalised whole in the copy, its rare surnames too
    # ("Llame a FELIX ZEDILLO" -> "Felix Zedillo").
    cued = cued_unknown_names(text) if (shouting or chatting or lower_run or upper_run) else set()
    after_first = -1  # where a first name capitalised in the copy ends
    for m in words:
        word, start = m.group(), m.start()
        follows_first, after_first = start == after_first + 1 and text[after_first] == " ", -1
        if _in_an_address(text, m):
            # An address's words are no names to capitalise ("<vera.valente@example.net>").
            if shouting and word.isupper():
                for offset, char in enumerate(word.lower()):
                    out[start + offset] = char
                changed = True
            continue
        if word.isupper():
            if shouting:
                new = word.lower()
            elif start in upper_run:
                new = word
            else:
                continue
        elif word.islower():
            if not (chatting or shouting or start in lower_run):
                continue
            new = word
        else:
            continue
        if start in cued:
            new = capitalised(new)
        elif word.lower() in PARTICLES and start in upper_run:
            new = word.lower()
        elif department_after_particle(text, start, word):
            pass  # "aqui é hilde da loja": the shop, not a surname
        elif name_word(word) or start in upper_run or start in lower_run or (shouting and sentence_start(text, start)):
            new = capitalised(new)
        elif chatting and follows_first and could_be_surname(POSSESSIVE.sub("", word)):
            new = capitalised(new)  # "dolores sommaruga called": a rare surname after a first name
        elif chatting and follows_first and _inner_particle(text, m):
            new = capitalised(new)  # "nour el amrani": the surname's particle, and its surname next
        if chatting and (first_name(word) or (follows_first and _inner_particle(text, m))):
            after_first = m.end()
        for offset, char in enumerate(new):
            if out[start + offset] != char:
                out[start + offset] = char
                changed = True
    if shouting:
        # "Y" and "E" alone join words there ("SOY CONSUELO Y MI PEDIDO"): in lower case in the copy,
        # as the pipelines read "and", not an initial (which has its full stop). Articles keep
        # their capital ("A ALEXA NÃO RECONHECE": the pipelines take "a Alexa" for a person).
        for m in _LETTER_ALONE.finditer(text):
            if m.group() in _CONJUNCTION_LETTERS.get(LANGUAGE.get() or "", "") and not sentence_start(text, m.start()):
                out[m.start()] = m.group().lower()
                changed = True
    return "".join(out) if changed else None


_CONJUNCTION_LETTERS = {"es": "YE", "pt": "E"}
_LETTER_ALONE = regex.compile(r"(?<![\p{L}\d.'’\-_@/])\p{Lu}(?![\p{L}\d.'’\-_@/])")


def _words(text: str) -> list:
    """The words a message's casing is read from: two letters or more, none glued to digits
    (parts of codes, never names: "PT15 4950…", "DE56…")."""
    return [m for m in WORD.finditer(text) if len(m.group()) > 1 and not glued_to_digits(text, m)]


_ADDRESS_AROUND = regex.compile(r"[\w.+\-]*@|[\w.+\-]*[.+\-_][\w\-]*@|[\w.+\-]*://")


def _in_an_address(text: str, m) -> bool:
    """Whether the word `m` is part of an e-mail address or a URL's scheme and host."""
    tail = _ADDRESS_TAIL.search(text, max(0, m.start() - 60), m.start()).group()
    if "@" in tail or ("://" in tail and "?" not in tail):
        return True  # an address's domain, a URL's host or path (not its query: "?name=maria+silva")
    return bool(_ADDRESS_AROUND.match(text, m.start()))  # an address's local part, a URL's scheme


_ADDRESS_TAIL = regex.compile(r"[^\s<>()\[\]\"',;]*$")


def _lower_runs(text: str, words) -> set[int]:
    """Starts of lower-case words in runs of two or more name words that open with a first name."""
    runs, current = [], []
    for m in words:
        word = m.group()
        # After a first name, a lower-case word no dictionary holds goes on the name in text
        # otherwise cased as usual ("dolores sommaruga called twice"): a rare surname.
        fits = word.islower() and (word in PARTICLES or name_word(word) or (
            bool(current) and (could_be_surname(POSSESSIVE.sub("", word)) or _inner_particle(text, m))
            and not glued_to_digits(text, m))
        ) and not KEY_AFTER.match(text, m.end())
        if fits and current and _GAP_IN_A_NAME.fullmatch(text, current[-1].end(), m.start()):
            current.append(m)
            continue
        runs.append(current)
        current = [m] if fits else []
    runs.append(current)
    starts: set[int] = set()
    for run in runs:
        names = [w for w in run if w.group() not in PARTICLES]
        while names and not opens_name([w.group() for w in names[:2]]):
            names.pop(0)
        for cut, w in enumerate(names[1:], 1):
            # A rare surname fits after a first name ("etienne chatigny"), as a listed one does.
            if not continues(text, w.start(), w.end()) and not (
                    could_be_surname(POSSESSIVE.sub("", w.group())) and first_name(names[0].group())):
                names = names[:cut]
                break
        # In text otherwise cased as usual, a lower-case name follows a word that introduces
        # one ("soy maria fernandez", "with john smith") or opens the text, as it opens a line
        # ("richard davis paid the invoice on Friday"), or none of its words is in the
        # language's dictionary ("dennis boone"): "reference card" is none of these.
        # A middle initial makes a name too ("regiane v. bezerra", "benedito w. de drummond").
        if len(names) >= 2 and (RUN_CUE.search(text[max(0, names[0].start() - 16):names[0].start()])
                                or not text[:names[0].start()].strip(" \u00a0\"'")
                                or not any(fold(w.group()) in common_words() for w in names)
                                or _INITIAL_INSIDE.search(text, names[0].end(), names[-1].start())):
            starts.update(w.start() for w in names)
        elif len(names) >= 2 and _a_first_name_and_no_word(names[0].group(), forms=False):
            # Or its first name is no word of any of our languages, where a surname may be one
            # ("a ezequiel pardo"); past a surname that is none, a word is the sentence's again
            # ("do wellington cardoso cai desde ontem").
            starts.update(w.start() for w in _up_to_a_word_after_a_surname(text, names))
        elif len(names) == 1 and _a_first_name_and_no_word(names[0].group()) \
                and (handed_to_someone(text, names[0].start())
                     or _ROLE_BEFORE.search(text, max(0, names[0].start() - 24), names[0].start())):
            # A first name alone, handed something or spoken with ("pasar a nadia", "com a luzia",
            # "fwd to jasmine"), or after who they are ("their kid oswaldo", "a neta, rosiane,"): the
            # copy capitalises it and the finders weigh it there as a name written so.
            starts.add(names[0].start())
    return starts


def _up_to_a_word_after_a_surname(text: str, names: list) -> list:
    """The words of a lower-case run up to the dictionary's word that ends it, right after a
    surname no dictionary holds ("wellington cardoso cai desde"); after a particle it is a surname
    still ("sotelo de leon"), and so after a second given name or before another surname
    ("erica neusa branco alves")."""
    for cut in range(2, len(names)):
        previous, word = names[cut - 1], names[cut]
        following = names[cut + 1].group() if cut + 1 < len(names) else None
        if fold(word.group()) in common_words() and fold(previous.group()) not in common_words() \
                and not _rather_a_first_name(previous.group()) and not text[previous.end():word.start()].strip() \
                and (following is None or fold(following) in common_words()):
            return names[:cut]
    return names


def _rather_a_first_name(word: str) -> bool:
    """Whether the lists rank `word` higher as a first name than as a surname ("neusa"; not "cardoso")."""
    first, last = name_ranks(word, first=True) or (0, 0)
    return 0 < first and (last == 0 or first < last)


def _a_first_name_and_no_word(word: str, forms: bool = True) -> bool:
    """Whether the lists hold `word` as a first name as common as a dictionary's word and no
    dictionary of our languages holds it, nor (`forms`) what reads as a form of one: alone, a
    verb's form is as likely ("nadia"); before a surname, the pair is the name."""
    folded = fold(word)
    ranks = name_ranks(word, first=True)
    return bool(ranks) and 0 < ranks[0] <= DICTIONARY_FIRST_RANK and folded not in common_words() \
        and folded not in frequent_words() and not (forms and form_of_a_word(folded))


# Kin and housemates, who the role nouns' finders do not take for a cue ("my kid goes to…").
_KIN = frozenset("kid roommate flatmate nieto nieta neto neta suegro suegra sogro sogra".split())
# Who someone is right before their name, perhaps with a comma ("their kid oswaldo", "a neta, rosiane").
_ROLE_BEFORE = regex.compile(
    rf"(?<![\p{{L}}])(?i:{alternation(ROLE_NOUNS | _KIN)}),?[ \u00a0]+$")

# Between two words of a name: spaces, perhaps a middle initial or two ("regiane v. bezerra").
_GAP_IN_A_NAME = regex.compile(r"[ \u00a0]+(?:\p{Ll}\.[ \u00a0]+){0,2}")
_INITIAL_INSIDE = regex.compile(r"(?<=[ \u00a0])\p{Ll}\.[ \u00a0]")


def _inner_particle(text: str, m) -> bool:
    """Whether the word `m` is a particle inside a surname ("NOUR EL AMRANI", "cosma lo piccolo")."""
    return surname_after_particle(text, m.end(), m.group()) is not None


def _upper_runs(text: str, words, shouting: bool = False) -> set[int]:
    """Starts of the words of names in capitals: a first name the lists hold, then surnames
    the lists hold or that could be rare ones, particles between ("ANA DE LA FUENTE")."""
    starts: set[int] = set()
    index = 0
    while index < len(words):
        m = words[index]
        if not (m.group().isupper() and (opens_name([w.group() for w in words[index:index + 2]])
                                         or (not shouting and _unlisted_pair_in_capitals(text, words, index)))):
            index += 1
            continue
        name = [m]
        index += 1
        while index < len(words):
            nxt = words[index]
            word = nxt.group()
            if not goes_on_across(text, name[0].start(), name[-1].end(), nxt.start()) or not word.isupper():
                break
            if not (word.lower() in PARTICLES or _inner_particle(text, nxt) or continues(text, nxt.start(), nxt.end())
                    or could_be_surname(word)) \
                    or KEY_AFTER.match(text, nxt.end()):
                break
            name.append(nxt)
            index += 1
        # In a message in capitals a run goes on into the sentence ("JACQUELINE WALKER REPORTS
        # A…"): there, a word the lists do not hold ends a name only where the name's text
        # ends (a line break, a comma, a bracket, the end).
        if shouting and text[name[-1].end():name[-1].end() + 3].lstrip(" \u00a0")[:1].isalpha():
            while len(name) > 1 and not name_word(name[-1].group()):
                name.pop()
        while name and name[-1].group().lower() in PARTICLES:
            name.pop()
        if len(name) >= 2 or (len(name) == 1 and not shouting and _first_name_in_capitals(text, words, index - 1)):
            starts.update(w.start() for w in name)
    return starts


def _unlisted_pair_in_capitals(text: str, words, index: int) -> bool:
    """In text cased as usual, two words in capitals side by side that open a name the lists do
    not hold ("de DIERRY BIDIAR;", "update NAZARY ANDRZEJCZAK's address", "SEO-YEON CARPENTER
    bought"): the first no word of the language and long enough not to be an acronym, the second
    a surname the lists hold or such a word too, each with a vowel ("HTTPS", "SKU" have none or
    are too short), and no third word in capitals on either side (a heading, a product's code)."""
    if index + 1 >= len(words):
        return False
    first, second = words[index], words[index + 1]
    last = POSSESSIVE.sub("", second.group())  # "NAZARY ANDRZEJCZAK's address"
    if not goes_on_across(text, first.start(), first.end(), second.start()) or not (first.group().isupper() and last.isupper()):
        return False
    ranks = name_ranks(last, first=False)
    if not (could_be_surname(first.group()) and (surname(last) or could_be_surname(last))
            and (fold(last) not in common_words() or (ranks and 0 < ranks[1] <= _COMMON_SURNAME_RANK))):
        return False  # "MEGA SALE": a word that is a rare surname is the word; "CARPENTER" is a name
    if not all(_VOWEL.search(w) for w in (first.group(), last)):
        return False
    beside = [words[i] for i in (index - 1, index + 2) if 0 <= i < len(words)]
    return not any(w.group().isupper() and within_a_cell(text, min(w.end(), first.end()), max(w.start(), second.start()))
                   for w in beside)


def unlisted_names_in_capitals(text: str) -> list[tuple[int, int]]:
    """Names in capitals the lists do not hold, in text cased as usual (_unlisted_pair_in_capitals),
    with the surnames and particles in capitals after them ("SEO-YEON CARPENTER bought…"): the
    English pipeline takes no such name for one even in the re-cased copy."""
    if casing(text) != "as usual":
        return []
    words = _words(text)
    found = []
    index = 0
    while index < len(words) - 1:
        if not _unlisted_pair_in_capitals(text, words, index):
            index += 1
            continue
        end = index + 2
        while end < len(words) and words[end].group().isupper() \
                and goes_on_across(text, words[index].start(), words[end - 1].end(), words[end].start()) \
                and not POSSESSIVE.search(words[end - 1].group()) \
                and (words[end].group().lower() in PARTICLES or surname(words[end].group())
                     or could_be_surname(words[end].group())):
            end += 1
        while words[end - 1].group().lower() in PARTICLES:
            end -= 1
        last = words[end - 1]
        found.append((words[index].start(), last.start() + len(POSSESSIVE.sub("", last.group()))))
        index = end
    return found


def _unlisted_name_in_capitals(matches) -> bool:
    """Whether the pipeline's span in the copy was, in the text as written, two words in capitals
    that open a name the lists do not hold (_unlisted_pair_in_capitals)."""
    original = ORIGINAL.get()
    if not original or len(matches) < 2 or casing(original) != "as usual":
        return False
    words = _words(original)
    index = next((i for i, w in enumerate(words) if w.start() == matches[0].start()), None)
    return index is not None and _unlisted_pair_in_capitals(original, words, index)


# A surname this common that is also a word ("CARPENTER", "FOX", "KING") ends a name in capitals.
_COMMON_SURNAME_RANK = 1000
_VOWEL = regex.compile(r"[AEIOUYÁÉÍÓÚÂÊÔÃÕÀÜ]")


def _first_name_in_capitals(text: str, words, index: int) -> bool:
    """A first name written alone in capitals in text cased as usual ("O pedido de HELENA veio
    trocado", "on behalf of OLIVE", "seu MIGUEL"): names pasted from a form or stressed by their
    writer. An acronym is as likely in capitals ("DPD", "SKU"), so only a name the lists hold as a
    first name, no word of the language, of four letters or more, with no other word in capitals
    beside it ("Responda SAIR", "SOFÁ VINICIUS" are labels and products), and not after an
    article or a preposition of place."""
    word = words[index].group()
    if len(word) < 4 or not first_name(word):
        return False  # "IVA", "EVA", "ANA": acronyms as often
    if _SHOP_OR_PLACE_BEFORE.search(text, max(0, words[index].start() - 8), words[index].start()):
        return False  # "na ZARA", "from NEXT": shops as often
    if fold(word) in common_words() and (not common_first_name(word) or fold(word) in frequent_words()):
        return False  # "HELENA" is a word to a dictionary and a name to everyone; "CASA" is a word
    return not any(0 <= i < len(words) and words[i].group().isupper() and len(words[i].group()) > 1
                   for i in (index - 1, index + 1))


def first_names_in_capitals(text: str) -> list[tuple[int, int]]:
    """First names written alone in capitals in text cased as usual, common enough to stand
    alone ("no hay ninguna nota de SANDRA", "can u put me thru to CAROLE pls"): whatever the
    pipeline makes of the copy, its writer set them apart as names."""
    words = _words(text)
    upper = [m for m in words if m.group().isupper()]
    if not upper or shouting_or_chatting(text, words, upper)[0]:
        return []
    found = []
    for index, m in enumerate(words):
        if m.group().isupper() and _first_name_in_capitals(text, words, index) \
                and 0 < name_ranks(m.group(), first=True)[0] <= DICTIONARY_FIRST_RANK:
            found.append(m.span())
    return found


# Prepositions of place and the articles people go without: a shop or a place follows them as
# often as a person ("na ZARA", "from NEXT", "the EVA mat"). Not "to" nor the articles people take
# ("put me thru to CAROLE", "a RAYANE tá com o mesmo problema", "la SANDRA").
_SHOP_OR_PLACE_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:in|at|from|into|near|the|an|en|desde|hacia|el|los|las|un|una|em|no|na|nos|nas|"
    r"um|uma|à|ao|pela|pelo|via|my|your|our|mi|tu|su|meu|minha)[ \u00a0]+$"
)


def written_alone_in_capitals(copy: str, m) -> bool:
    """Whether the copy's word `m` was written in capitals alone in text cased as usual."""
    original = ORIGINAL.get()
    if not original or len(original) != len(copy) or not original[m.start():m.end()].isupper():
        return False
    words = _words(original)
    index = next((i for i, w in enumerate(words) if w.start() == m.start()), None)
    return index is not None and not shouting_or_chatting(original, words, [w for w in words if w.group().isupper()])[0] \
        and _first_name_in_capitals(original, words, index)


def refine_in_copy(copy: str, start: int, end: int) -> tuple[int, int] | None:
    """A PERSON span the pipeline found in the re-cased copy, refined, if the lists vouch for it.

    Only the lists' words are capitalised in the copy, so a rare surname stays in lower case
    ("Toni gibert"): inside the pipeline's span such a word is read as capitalised. The name
    must open with a first name the lists hold; the other words are names in the lists or
    could be rare surnames (not function words, common words or labels)."""
    view = list(copy)
    for m in WORD.finditer(copy, start, end):
        if m.group().lower() not in PARTICLES and m.group().islower():
            view[m.start()] = capitalised(m.group())[0]
    view_text = "".join(view)
    refined = refine_person_span(view_text, start, end)
    if not refined:
        return None
    matches = [m for m in WORD.finditer(view_text, refined[0], refined[1]) if m.group().lower() not in PARTICLES]
    words = [m.group() for m in matches]
    if not opens_name(words) and not _unlisted_name_in_capitals(matches):
        return None
    if thing_after_determiner(copy, refined[0], refined[1]):
        return None
    if not all(name_word(w) or could_be_surname(w) for w in words[1:]):
        return None
    # In capitals or lower case, a last word the lists lack that the sentence goes on after is
    # a verb more often than a rare surname ("EVARISTO BAENA PASARÁ A RECOGER").
    while len(matches) > 2 and not name_word(matches[-1].group()) and goes_on(copy, matches[-1].end()) \
            and not written_capitalised(copy, matches[-1]):
        matches.pop()
        refined = (refined[0], matches[-1].end())
    words = [m.group() for m in matches]
    if words_of_the_language(copy, refined[0], refined[1]):
        return None  # "que reine la paz", "the ford ranger floor mats": words the lists also hold
    if len(words) == 1 and not written_capitalised(copy, matches[0]) and not written_alone_in_capitals(copy, matches[0]):
        # One word in capitals or lower case: a common first name only ("QUE MIRE SU CORREO"), and
        # a word of the language only when a very common name ("is mark still…", not "tengo paz").
        ranks = name_ranks(words[0], first=True)
        if not ranks or not 0 < ranks[0] <= DICTIONARY_FIRST_RANK or single_word_of_the_language(
                copy, matches[0].start(), matches[0].end()):
            return None
    # The pipeline's span may go on into a verb the lists also hold ("Amanda Smith Will").
    for m in matches[1:]:
        if name_word(m.group()) and not continues(copy, m.start(), m.end()):
            return (refined[0], trim_end(copy, refined[0], m.start())) if m is not matches[1] else None
    return refined


def words_of_the_language(copy: str, start: int, end: int) -> bool:
    """Whether a candidate of two words or more in the re-cased copy is words of the language its
    writer did not capitalise: the lists' doing, not a name. One word alone is weighed on its own
    (refine_in_copy, single_word_of_the_language)."""
    words = uncapitalised_words(copy, start, end)
    if not words:
        return False
    # Words of the language make a name ("jade short", "caridad casado") when the first is a
    # first name as common as a word's can be and the others surnames ("reine la paz": a rare
    # first name; "floor mats": "mats" is no surname on the lists).
    # A particle between words of the language is how the language joins nouns ("cambio de
    # tarifa") as often as how a name joins its surname: then only a first name as common as
    # "Pilar" or "Mercedes" opens one ("pilar de la vega").
    joined = any(m.group().lower() in PARTICLES for m in WORD.finditer(copy, start, end))
    first = name_ranks(words[0], first=True)
    return not (first and 0 < first[0] <= (COMMON_FIRST_RANK if joined else DICTIONARY_FIRST_RANK)
                and all((ranks := name_ranks(w, first=False)) and ranks[1] > 0 for w in words[1:]))


def uncapitalised_words(text: str, start: int, end: int) -> list[str]:
    """The words of a candidate of two words or more when its writer capitalised none of them and
    each is a word of the language or a form of one ("cambio de tarifa"); else []."""
    matches = [m for m in WORD.finditer(text, start, end) if m.group().lower() not in PARTICLES]
    words = [m.group() for m in matches]
    if len(words) < 2 or any(written_capitalised(text, m) for m in matches) \
            or not all(fold(w) in common_words() or form_of_a_word(fold(w)) for w in words):
        return []
    return words


def cue_name_in_copy(copy: str, start: int, end: int) -> int:
    """Where a name after a cue found in the re-cased copy ends: before its last word when that
    word is a verb's form that cannot go on a name and the sentence goes on after it ("DR. PABÓN
    QUEDA PARA…": the lists hold "queda" as a rare surname, the copy capitalised it)."""
    matches = [m for m in WORD.finditer(copy, start, end) if m.group().lower() not in PARTICLES and len(m.group()) > 1]
    last = matches[-1] if len(matches) > 1 else None
    if last and not written_capitalised(copy, last) and goes_on(copy, last.end()) \
            and form_of_a_word(fold(last.group())) and not continues(copy, last.start(), last.end()):
        return trim_end(copy, start, last.start())
    return end


def single_word_of_the_language(copy: str, start: int, end: int) -> bool:
    """Whether a candidate in the re-cased copy is one word of the language that is not a very
    common first name ("alguien", "paz"; not "mark")."""
    words = WORD.findall(copy, start, end)
    if len(words) != 1 or fold(words[0]) not in common_words():
        return False
    ranks = name_ranks(words[0], first=True)
    return not (ranks and 0 < ranks[0] <= LONE_COMMON_FIRST_RANK)


def thing_after_determiner(copy: str, start: int, end: int) -> bool:
    """Whether a candidate in the re-cased copy opens with a word of the language after an article
    or a possessive ("de la rosa roja", "A PAZ"): that word, not a name."""
    first = WORD.search(copy, start, end)
    return bool(first and fold(first.group()) in common_words()
                and _DETERMINER_BEFORE.search(copy, max(0, start - 8), start))


# Articles and possessives: after one, a word of the language is a thing, not a name. Not "a"
# and "o", Spanish "to" and "or" as often as Portuguese articles ("pásenlo a Ana Díaz").
_DETERMINER_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:el|la|los|las|un|una|mi|tu|su|um|uma|meu|minha|seu|sua|the|an|my|your|his|her)"
    r"[ \u00a0]+$")

