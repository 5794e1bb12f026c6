"""Payment cards and IBANs.

Cards: every run of digit groups is read, and each stretch of whole groups of 12 to 19
digits written with one kind of separator is tried against the card networks' issuer
ranges (`card_networks`) and the Luhn check (python-stdnum). So a card is found with its
expiry and CVV after it (`4111 1111 1111 1111 12/27 123`), after another number
(`item 3 4111 …`), and across a line break.

IBANs: two letters, two digits and groups in any case, with spaces, dashes or a line break
between them; a candidate is cut at its country's length (the greedy groups take in a
following word, amount or BIC) and judged by python-stdnum (checksum and the country's
account format).
"""

from __future__ import annotations

from functools import cache

import regex
from stdnum import iban as stdnum_iban
from stdnum import luhn
from stdnum import numdb as stdnum_numdb

from recognizers.card_networks import network_of

_DIGIT_RUN = regex.compile(r"(?<![^\W_])(?<!\d[.,])\d+(?:(?: ?- ?|[ \t]|\r?\n)\d+)*(?![\d])")
_GROUP = regex.compile(r"\d+")


def find_cards(text: str) -> list[tuple[int, int, float]]:
    found = []
    ibans = None
    for run in _DIGIT_RUN.finditer(text):
        if len(run.group()) < 12 or sum(c.isdigit() for c in run.group()) < 12:
            continue
        if ibans is None:
            # An IBAN's groups (valid or not) are an account's digits: a Luhn-valid stretch
            # of them is no card. Read only once a run long enough for a card is there.
            ibans = [match.span() for match in _iban_candidates(text)]
        offset = run.start()
        groups = [(m.start() + offset, m.end() + offset) for m in _GROUP.finditer(run.group())]
        if ibans:
            groups = [g for g in groups if not any(start <= g[0] < end for start, end in ibans)]
        found.extend(_cards_in_groups(text, groups))
    return found


def _cards_in_groups(text: str, groups: list[tuple[int, int]]) -> list[tuple[int, int, float]]:
    """The longest valid card of whole groups, left to right, never overlapping."""
    found = []
    first = 0
    while first < len(groups):
        best = None
        digits = ""
        separators = set()
        for last in range(first, len(groups)):
            if last > first:
                separators.add(text[groups[last - 1][1]:groups[last][0]].strip(" \t\r\n") or " ")
                if len(separators) > 1:
                    break
            digits += text[groups[last][0]:groups[last][1]]
            if len(digits) > 19:
                break
            if len(digits) >= 12 and card_valid(digits):
                best = last
        if best is None or _continues_a_longer_grouping(groups, first, best):
            first += 1
            continue
        found.append((groups[first][0], groups[best][1], 1.0))
        first = best + 1
    return found


def _continues_a_longer_grouping(groups: list[tuple[int, int]], first: int, last: int) -> bool:
    """True when groups of four run on both sides of the stretch or just before it: a stretch
    inside a tracking number written 9400 1234 5678 … is no card, though one after an item
    number (`item 3 4111 …`) or before an expiry (`… 1111 12/27`) is."""
    def four(index: int) -> bool:
        return 0 <= index < len(groups) and groups[index][1] - groups[index][0] == 4

    return four(first - 1) or four(last + 1)


def card_valid(digits: str) -> bool:
    """A known network's number of its lengths, Luhn-valid; one repeated digit never is."""
    return len(set(digits)) > 1 and network_of(digits) is not None and luhn.is_valid(digits)


_IBAN = regex.compile(
    r"(?<![^\W\d_])(?<!\d)[A-Za-z]{2}\d{2}(?:(?:[ \-]|\r?\n)?[A-Za-z0-9]{4}){2,8}(?:(?:[ \-])?[A-Za-z0-9]{1,3})?"
    r"(?![A-Za-z0-9])"
)
_IBAN_START = regex.compile(r"[A-Za-z]{2}\d{2}")


def _iban_candidates(text: str) -> list:
    """IBAN-shaped matches in `text` (never cached: a cache would keep the texts it read)."""
    if _IBAN_START.search(text) is None:
        return []
    return list(_IBAN.finditer(text))


def find_ibans(text: str) -> list[tuple[int, int, float]]:
    found = []
    for match in _iban_candidates(text):
        end = iban_end(match.group())
        if end is not None:
            found.append((match.start(), match.start() + end, 1.0))
    return found


def iban_end(candidate: str) -> int | None:
    """Where the IBAN at the start of `candidate` ends: after as many letters and digits as
    its country's IBANs have (stdnum's IBAN registry), at a group boundary, when they make a
    valid IBAN; else None. The pattern's groups are greedy, so a word, an amount or a BIC
    after the value reads as more groups and is cut off here."""
    length = _iban_length(candidate[:2].upper())
    if length is None:
        return None
    count = 0
    for index, character in enumerate(candidate):
        if character.isalnum():
            count += 1
            if count == length:
                end = index + 1
                if end < len(candidate) and candidate[end] not in " -\r\n":
                    return None  # the length ends inside a group
                value = "".join(c for c in candidate[:end] if c.isalnum())
                return end if _iban_valid(value) else None
    return None


@cache
def _iban_length(country: str) -> int | None:
    """The length of `country`'s IBANs: 4 plus its BBAN's, from stdnum's registry."""
    info = stdnum_numdb.get("iban").info(country)
    structure = info[0][1].get("bban") if info and info[0][0] == country else None
    if not structure:
        return None
    return 4 + sum(int(count) for count in regex.findall(r"(\d+)!?[nac]", structure))


def _iban_valid(value: str) -> bool:
    """The mod-97 checksum and the country's length and account format (python-stdnum). Not
    the national check digits inside the account number: a value that passes mod-97 is an IBAN
    (a random string does one time in 97), and refusing it for a national digit would hand an
    account number to the model."""
    try:
        stdnum_iban.validate(value, check_country=False)
    except stdnum_iban.ValidationError:
        return False
    return True
