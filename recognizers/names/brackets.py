"""A name before the role it plays, in brackets or between commas: "Nonoy (cliente) escribe en
inglés", "PILAR (REPARTO) LO MARCÓ ENTREGADO", "sumaq poma (titular)", "Aparna, cliente, escreveu".
Meeting notes and tickets tag who is who so; the role says a person stands before it, in any
casing, though the lists may not hold a first name as rare as the customer's. A team or a thing
before a role is no one ("Soporte (cliente)": none of its words a name).
"""

from __future__ import annotations

import regex

from recognizers.names.lists import common_first_name, common_words, could_be_surname, fold, listed_name, name_word
from recognizers.names.text import WORD, casing_class
from recognizers.names.words import PARTICLES, ROLE_NOUNS, alternation

# Roles a note tags in brackets besides who someone is to the customer: who delivers, who
# brokers, a minor.
_TAGS = ROLE_NOUNS | frozenset(
    "reparto repartidor delivery entrega correduria correduría corretora corretagem menor minor".split()
    # a contract's parties, quoted in their bracket as often ('JOHN ROE ("LANDLORD")', "(la arrendataria)")
    + "lessor lessee borrower lender guarantor purchaser vendor arrendador arrendadora arrendatario arrendataria "
      "locador locadora locatario locataria locatário locatária fiador fiadora".split())
_WORD = r"\p{L}[\p{L}'’\-]*"
_TAGGED = regex.compile(
    rf"(?<![\p{{L}}'’\-])(?P<name>{_WORD}(?:[ \u00a0]+{_WORD}){{0,3}})[ \u00a0]*"
    # a contract's party's bracket may open the next line
    rf"(?:\n[ \u00a0]*(?=\([\"“]))?"
    rf"(?:\([\"“]?(?i:{alternation(_TAGS)})[\"”]?\)|,[ \u00a0]+(?i:{alternation(_TAGS)}),)"
    # Someone's desk phone after their name in brackets ("escalated to billing (ROSE BEST, ext. 931)",
    # "(gong hao, ramal 94)").
    rf"|(?<=\()(?P<name>{_WORD}(?:[ \u00a0]+{_WORD}){{0,3}}),[ \u00a0]*"
    r"(?i:ext|extension|extensión|extensão|extensao|ramal|anexo|interno)\.?[ \u00a0]*\d")


def bracketed_names(text: str) -> list[tuple[int, int]]:
    """The name right before a role in brackets or between commas, or before a desk phone's extension
    in brackets: its words, read back from the bracket, are
    names or possible surnames in one casing, and the first of them a first name at any rank
    (a word of the language only if a common first name) or a surname the lists hold."""
    found = []
    for match in _TAGGED.finditer(text):
        words = list(WORD.finditer(match.group("name")))
        # Read back from the bracket: the name is the last words that may be one.
        kept = []
        for word in reversed(words):
            part = word.group()
            if part.lower() in PARTICLES or name_word(part) or could_be_surname(part):
                kept.insert(0, word)
                continue
            break
        while kept and kept[0].group().lower() in PARTICLES:
            kept.pop(0)
        if not kept or len({casing_class(w.group()) for w in kept if w.group().lower() not in PARTICLES}) > 1:
            continue
        head = kept[0].group()
        # Before an extension the words are someone's whatever else they are ("gong hao", "DEJA BOOKER").
        desk = text[match.end() - 1].isdigit()
        if desk and kept[0].start() != words[0].start():
            continue  # the bracket holds the name and the extension only ("(soup of day, ext. 4)" no one's)
        if fold(head) in common_words() and not common_first_name(head) and not (desk and len(kept) > 1):
            continue
        offset = match.start("name")
        # An @-mention before its role vouches for a rare name ("@anbarasi (agent):").
        mentioned = text[offset + kept[0].start() - 1:offset + kept[0].start()] == "@"
        if not (listed_name(head) or (mentioned and could_be_surname(head))):
            continue
        found.append((offset + kept[0].start(), offset + kept[-1].end()))
    return found
