"""A name beside the e-mail address made of it: `"autumn yates" <yates.autumn@example.org>`,
`de: segundo navarro <segundo_navarro40@example.net>`, `Vera Alice Valente (vera.valente@…)`.
The address's local part spells the name, so the words before it are its bearer's name, in any
casing, however common the words ("autumn", "segundo") and whatever the lists hold. A SIP address's
quoted display name is its caller's by the protocol, whatever the address spells.
"""

from __future__ import annotations

import regex

from recognizers.names.lists import common_first_name, common_words, common_words_of, fold, form_of_a_word, listed_name
from recognizers.names.text import WORD
from recognizers.names.words import DEPARTMENTS, PARTICLES

# The display name: one to five words (initials, particles, hyphens) in quotes or not, then the
# address in angle brackets or parentheses.
_NAMED_ADDRESS = regex.compile(
    r"(?P<quote>[\"'“]?)(?P<name>\p{L}[\p{L}'’\-]*\.?(?:[ \u00a0]+\p{L}[\p{L}'’\-]*\.?){0,4})(?P=quote)"
    r"[ \u00a0]*[<(\[][ \u00a0]*(?:mailto:)?(?P<local>[\w.+\-]+)@[\w\-]+(?:\.[\w\-]+)+[ \u00a0]*[>)\]]"
)
# A SIP or tel URI's display name (RFC 3261's name-addr): quoted, then the URI in angle brackets
# ('"Ines Schola" <sip:ext283@example.com>'). The protocol puts the caller's name there, whatever the
# URI's user part holds (an extension, a number).
_DISPLAY_NAME = regex.compile(
    r"\"(?P<name>\p{L}[\p{L}'’\-]*\.?(?:[ \u00a0]+\p{L}[\p{L}'’\-]*\.?){0,4})\"[ \u00a0]*<(?i:sips?|tel):[^>\s]+>")
_PIECE = regex.compile(r"[^\W\d_]+")
# A shared mailbox's words beside a department's ("the claims inbox", "la caixa de sinistros").
_MAILBOXES = frozenset("inbox mailbox buzon caixa queue cola fila claims siniestros sinistros".split())
# What stands between a person and their department, never inside a name ("… in accounts payable").
_PREPOSITIONS = frozenset("in at from of for on with en em no na nos nas con com para por pra".split())


def named_by_address(text: str) -> list[tuple[int, int]]:
    """Display names whose address's local part holds one of their words of three letters or
    more, or their initial and a surname ("mia maia" <mmaia@…>)."""
    found = []
    for match in _NAMED_ADDRESS.finditer(text):
        local = fold(match.group("local"))
        words = [w for w in _PIECE.findall(fold(match.group("name"))) if w not in PARTICLES]
        if _a_desk(match.group("name")):
            continue  # "Support Team" <support@…>, "Billing" (billing@…), "claims inbox" (claims@…): a mailbox
        spelled = any(len(w) >= 3 and w in local for w in words) or (
            len(words) > 1 and len(words[-1]) >= 3 and local.startswith(words[0][0] + words[-1]))
        if spelled:
            start, end = match.span("name")
            # A name runs back no further than its line's key ("de: ", "From: "): the regex
            # starts at the first word it can, so drop leading words the address does not spell.
            found.append(_up_to_lower_case(text, *_from_first_spelled(text, start, end, local)))
    return found


def sip_display_names(text: str) -> list[tuple[int, int]]:
    """The display names of SIP and tel URIs, but a mailbox's or a desk's ("Front Desk" <sip:…>)."""
    found = []
    for match in _DISPLAY_NAME.finditer(text):
        words = [w for w in WORD.findall(match.group("name")) if fold(w) not in PARTICLES]
        # A line's display name in any of the languages ("Front Desk" in a Spanish call log) is
        # a word of them that is no name ("Hotel Marriott", "Recepción").
        if not _a_desk(match.group("name")) and not any(
                fold(w) in common_words_of(None) and not listed_name(w) for w in words):
            found.append(match.span("name"))
    return found


def _a_desk(name: str) -> bool:
    """Whether a display name's words are all a department's or words of the language, none a
    first name: a shared line or mailbox, no one's name."""
    words = [w for w in _PIECE.findall(fold(name)) if w not in PARTICLES]
    return not words or all(((w in common_words() or form_of_a_word(w)) and not common_first_name(w))
                            or w in DEPARTMENTS or w in _MAILBOXES for w in words)


def _up_to_lower_case(text: str, start: int, end: int) -> tuple[int, int]:
    """A name ends before a preposition that is no particle, and a capitalised name before a
    word in lower case: "Daysi Small in accounts payable (dsmall@…)" and "ELEAZAR VELA IN
    ACCOUNTS PAYABLE (…)" are a person in a department."""
    words = list(WORD.finditer(text, start, end))
    capitalised = bool(words) and words[0].group()[:1].isupper() and not words[0].group().isupper()
    for index, piece in enumerate(words[1:], start=1):
        word = piece.group()
        if word.lower() in PARTICLES:
            continue
        if fold(word) in _PREPOSITIONS or (capitalised and word.islower()):
            return start, words[index - 1].end()
    return start, end


def _spelled(word: str) -> str:
    """A word as an address spells it: no hyphen, no apostrophe ("o'donoghue" as "odonoghue")."""
    return fold(word).replace("-", "").replace("'", "").replace("’", "")


def _from_first_spelled(text: str, start: int, end: int, local: str) -> tuple[int, int]:
    pieces = list(WORD.finditer(text, start, end))
    for index, piece in enumerate(pieces):
        word = _spelled(piece.group())
        if len(word) >= 3 and word in local:
            return piece.start(), end
        # A word may give the address only its first letter when the next word is spelled there
        # ("mia maia" <mmaia@…>, "M. Maia"); "del titular D. do Rosário" <dandara.rosario@…>
        # opens at the initial, "titular t. el-amin" <tariq.elamin@…> at "t.".
        after = [_spelled(p.group()) for p in pieces[index + 1:] if fold(p.group()) not in PARTICLES]
        if local.startswith(word[:1]) and after and len(after[0]) >= 3 and after[0] in local:
            return piece.start(), end
    return start, end
