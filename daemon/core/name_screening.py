"""Names written to every event and audit row (tools', tenants', sessions'), read for values.

A prompt-injected call to `tool: "<a NIF>"` or an e-mail used as a session id would put a
customer's value into the record; Boundary.refuse_value_in_name refuses them, reading each
stretch of the name as well as the whole (`runs_to_screen`).
"""

from __future__ import annotations

import re

from daemon.detectors.base import Span

# The separators a tool name may hold (daemon/store/names.py's TOOL_NAME).
TOOL_SEPARATORS = re.compile(r"[_.:-]")
# The longest stretch of a name read on its own (_runs_to_screen): longer than any
# structured value as written (an IBAN in groups is 42 characters), short enough that a
# 128-character name costs thousands of stretches, not millions of characters.
RUN_MAX_CHARS = 48
PHONE = "PHONE_NUMBER"
# Names (tools', tenants', sessions') remembered as holding no value (a few hundred bytes each).
CLEAN_NAMES_KEPT = 4096
# What a name refused for holding a value must be instead.
A_TOOL = "it must name a tool"
IDENTIFIER = "it must be an identifier that holds no customer data (an id or a hash of one)"


def runs_to_screen(name: str) -> list[str]:
    """Every stretch of `name` between two cuts, but the whole name, of at most
    RUN_MAX_CHARS: a value sits in a name glued to letters (`cust12345678Z`,
    `conv4111111111111111`, `keyAKIAIOSFODNN7EXAMPLE`) or set off by separators
    (`crm_123.456.789-09`), where detection, reading the name as one word, finds nothing.

    Cuts: each separator (`_ . : -`, the stretch ending before it or starting after it),
    each change between letters and digits and from lower to upper case, and one or two
    letters further into the letters at a change between letters and digits (a NIE's or
    an IBAN's leading letters glued to a word, `dniX1234567L`, `custES91…`; a NIF's letter
    glued to one, `12345678Zabc`). Stretches may span cuts: `lookup-4-1-1-…-1` holds a
    card in sixteen parts. A 64-character tool name gives at most a few thousand
    stretches, a 128-character tenant or session about twice that (tens of milliseconds
    of detection, once per name)."""
    starts, ends = {0}, {len(name)}
    for i, char in enumerate(name):
        if TOOL_SEPARATORS.fullmatch(char):
            ends.add(i)
            starts.add(i + 1)
            continue
        if i == 0:
            continue
        before = name[i - 1]
        if before.isdigit() != char.isdigit() and before.isalnum() and char.isalnum():
            starts.add(i)
            ends.add(i)
            letters = range(i - 1, max(i - 3, -1), -1) if char.isdigit() else range(i + 1, min(i + 3, len(name) + 1))
            for cut in letters:
                if 0 < cut < len(name) and name[cut - 1].isalpha() and name[cut].isalpha():
                    starts.add(cut)
                    ends.add(cut)
        elif before.islower() and char.isupper():
            starts.add(i)
            ends.add(i)
    runs = {name[start:end] for start in starts for end in ends
            if 0 < end - start <= RUN_MAX_CHARS and (start, end) != (0, len(name))}
    runs.discard("")
    return sorted(runs)


def an_id_more_likely(name: str, text: str, span: Span, whole: bool) -> bool:
    """Whether a value found in a tenant or session is more likely part of an id than a
    customer's: the whole name a bare run of digits (a random 9-digit id reads as a Spanish
    phone about half the time, a 16-digit one as a card one time in ten), or a phone that
    only a stretch of the name holds, or one written as bare digits. Phones have no
    checksum: read in stretches, one random UUID in twenty holds one (`338-3926-3059`),
    where checksummed types (cards, NIF, NIE, CPF, IBAN) are found in about one in four
    hundred."""
    if _bare_digits(name):
        return True
    return span.entity_type == PHONE and (not whole or _bare_digits(text[span.start:span.end]))


def _bare_digits(text: str) -> bool:
    return text.isascii() and text.isdigit()
