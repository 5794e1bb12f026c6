"""How a message is cased (as usual, in capitals, in lower case), and whether a word written
in that casing may go on a name after its first word.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from recognizers.names.lists import LANGUAGE, common_words, fold, frequent_words, name_ranks, stop_words, surname
from recognizers.names.text import NEXT_WORD, ORIGINAL, POSSESSIVE, WORD, as_written, ends_there, goes_on, sentence_start
from recognizers.names.words import DEPARTMENTS, ROLE_NOUNS, VERB_OBJECTS, bare

# In capitals or lower case a function word goes on a name only as a very common surname,
# and a dictionary word only as a common surname or a very common first name ("lindsey hill",
# "HAYLEY NORMAN", "ana clara"): "judith graham will", "EVELYN MELTON CLOSE" and "emily
# richardson said" are a name and a verb. A word before an article or a possessive is a verb
# whatever its rank ("CLOSE MY TICKET"), which lets the surname rank reach 2,000 ("guillermo
# porras milla mañana"; at 1,000 they were words), but for the language's thousand most
# frequent words, which a sentence goes on with ("ana souza durante", "MARIA SILVA DIZ").
STRICT_STOP_RANK = 100
STRICT_WORD_SURNAME_RANK = 2000
STRICT_FREQUENT_SURNAME_RANK = 1000
STRICT_WORD_FIRST_RANK = 100
# A surname this common that is a word but not one of the language's most frequent ("Gray",
# "Rice") stays a surname before an article or a possessive.
COMMON_SURNAME_RANK = 200


# The Marian second parts of Spanish and Portuguese first names: words of the language after a
# particle ("das Graças", "de Fátima", "del Carmen", "de los Ángeles") that name a person there.
_DEVOTIONAL = regex.compile(
    r"(?<![\p{L}])(?i:das[ \u00a0]+(?:graças|gracas|dores|neves|mercês|merces)|da[ \u00a0]+(?:conceição|conceicao|penha|"
    r"glória|gloria|luz|paz|piedade|guia|salete|trindade|assunção|assuncao|natividade|encarnação|encarnacao)|"
    r"de[ \u00a0]+(?:lourdes|fátima|fatima|jesus|jesús|deus)|"
    r"do[ \u00a0]+(?:carmo|socorro|rosário|rosario|céu|ceu|livramento|amparo|espírito|espirito)|"
    r"(?:espírito|espirito)[ \u00a0]+santo|dos[ \u00a0]+(?:anjos|santos|reis|prazeres)|"
    r"del[ \u00a0]+(?:carmen|pilar|rosario|mar|rocío|rocio|valle|socorro|consuelo|camino)|"
    r"de[ \u00a0]+(?:la|las|los)[ \u00a0]+(?:cruz|paz|luz|ángeles|angeles|mercedes|nieves|dolores|"
    r"merced|asunción|asuncion|soledad|esperanza))$"
)


_PARTICLE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:de|del|da|do|dos|das)[ \u00a0]+(?:(?i:la|el|los|las|o|a|os|as)[ \u00a0]+)?$")


# Phrases of "de" and a word that say when or how, not whose ("de novo", "de nuevo", "de volta").
_ADVERBIAL = regex.compile(
    r"(?<![\p{L}])(?i:de)[ \u00a0]+(?i:novo|nuevo|volta|vuelta|acuerdo|verdade|verdad|repente|pronto|hecho|fato|"
    r"manhã|manha|mañana|tarde|noche|noite|hoy|hoje|ontem|ayer|nada|todo|tudo)$"
)


def department_after_particle(text: str, start: int, word: str) -> bool:
    """Whether `word` at `start` is a department after a particle ("da loja", "del almacén")."""
    return bare(word) in DEPARTMENTS and bool(_PARTICLE_BEFORE.search(text, max(0, start - 8), start))


# Words that stand between two names or before a verb, never in a name where the text goes on after
# them ("Ali Can Yılmaz" ends in a surname and is kept before this is read).
_BETWEEN_NAMES = frozenset("vs versus".split())
# English modals, and verbs no name holds ("METER PHOTO FROM KAZUYA SHOWS 04512").
_MODALS = frozenset("can could will would may might must shall should says shows".split())


def never_in_a_name(word: str) -> bool:
    """A word that stands between two names or before a verb, never in a name: "vs", English modals
    and "says", "shows"."""
    folded = fold(word)
    return folded in _BETWEEN_NAMES or (folded in _MODALS and LANGUAGE.get() == "en")


def continues(text: str, start: int, end: int) -> bool:
    """Whether the word text[start:end] may go on a name after the name's first word."""
    word = POSSESSIVE.sub("", text[start:end])
    if department_after_particle(text, start, word):
        return False  # "Celeste do estoque", "MELANIA DA LOJA": where someone works
    if _ADVERBIAL.search(text[max(0, start - 5):start + len(word)]):
        return False  # "é o wilson de novo", "soy ana de nuevo": "again", not a surname
    if _DEVOTIONAL.search(text[max(0, start - 12):start + len(word)]):
        return True  # "Maria das Graças", "María del Carmen": a Marian name's second part
    ranks = name_ranks(word, first=False)
    if ranks is None:
        return False
    original = ORIGINAL.get()
    written = original[start:start + len(word)] if original and len(original) == len(text) else word
    if written[:1].isupper() and not written.isupper():
        return True  # capitalised as a name is, in text cased as usual
    # The verbs this guards against go on into the sentence; a word that ends the name's text
    # ("…, TERESITA ROMÁN PORTERO\n") or stands before another surname ("PERELLÓ RAMÍREZ") is
    # a surname.
    after = NEXT_WORD.match(text, start + len(word))
    if not goes_on(text, start + len(word)) or (after and surname(after.group("word"))
                                                 and fold(after.group("word")) not in common_words()):
        return True
    folded = fold(word)
    if never_in_a_name(word) and goes_on(text, start + len(word)):
        return False  # "ID name ana gil vs card name…", "DR. MATSUMOTO CAN DO 3PM": no surname
    dictionary_word = folded in common_words() or written[-1:] in _VERB_ENDINGS
    if dictionary_word and after and after.start("word") == start + len(word) + 1 \
            and fold(after.group("word")) in VERB_OBJECTS \
            and not (0 < ranks[1] <= COMMON_SURNAME_RANK and folded not in frequent_words()):
        return False  # "why did ana pratt close my ticket": a verb and its object; "ralph gray my order" no
    if folded in stop_words():
        return 0 < ranks[1] <= STRICT_STOP_RANK
    if dictionary_word:
        surname_rank = STRICT_FREQUENT_SURNAME_RANK if folded in frequent_words() else STRICT_WORD_SURNAME_RANK
        return 0 < ranks[1] <= surname_rank or 0 < ranks[0] <= STRICT_WORD_FIRST_RANK
    return True


# An accented last vowel marks a Spanish or Portuguese verb form the dictionaries (lemmas
# only) lack: "cerró", "pasará", "llamé", "está".
_VERB_ENDINGS = frozenset("óáéíúÓÁÉÍÚ")


@lru_cache(maxsize=8)  # asked several times per message by the finders; few kept, texts can be long
def casing(text: str) -> str:
    """"capitals", "lower case" or "as usual": how the message as a whole is written."""
    words = [m for m in WORD.finditer(text) if len(m.group()) > 1]
    shouting, chatting = shouting_or_chatting(text, words, [m for m in words if m.group().isupper()])
    return "capitals" if shouting else "lower case" if chatting else "as usual"


def shouting_or_chatting(text: str, words, upper) -> tuple[bool, bool]:
    # In capitals: most words. In lower case: no capitalised word but those opening a
    # sentence (and English "I").
    shouting = bool(words) and len(upper) * 10 >= len(words) * 6
    chatting = bool(words) and not shouting and not any(
        m.group()[0].isupper() and not sentence_start(text, m.start()) for m in words)
    return shouting, chatting


def verb_after_a_role(text: str, role, start: int, end: int) -> bool:
    """Whether text[start:end], one word a space after the role noun `role` (a match), is the
    sentence's verb: one of the language's thousand most frequent words, not capitalised as a name
    is, the clause going on after it ("the courier said", "CLIENT SAID THE CARD…"; "Said" is a common
    first name too). After a field's colon ("Repartidor: LUNA"), before a closing bracket
    ("(atendente JUSTO)") or after another cue ("hola soy estrella") it is the name."""
    written = as_written(text)[start:end]
    return fold(role.group()) in ROLE_NOUNS and not text[role.end():start].strip(" \u00a0") \
        and fold(written) in frequent_words() and not (written[:1].isupper() and not written.isupper()) \
        and not ends_there(text, end)
