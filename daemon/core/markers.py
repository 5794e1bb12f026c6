"""Markers as models write them (docs/tokens.md §5): the token and the variants models reshape it into.

A run issues `[EMAIL_7f3a9c1b2d4e]`. Models write it back as `email_7f3a9c1b2d4e`,
`[EMAIL 7f3a9c1b2d4e]`, `Email-7f3a9c1b2d4e` or `[CORREO_7f3a9c1b2d4e]`. A *marker* is any
of these; it names a token only through its 12 hex digits, and the run decides whether they
name exactly one token it issued and whether the label agrees (Run.token_for_marker).

Three patterns live here, from narrow to broad:
- MARKER_PATTERN, what may be restored: bracketed, a label of the table then `_`, ` ` or
  `-`, or any label of the token's shape then `_` (an operator type's label), or no label,
  then exactly 12 hex digits and `]`; or bare,
  a label of the table, a separator and 12 hex digits standing as a word of their own (no
  letter, digit or `_` on either side, and no lone bracket: `[EMAIL_…` and `EMAIL_…]` are
  not markers). Brackets go in pairs so a restored value never leaves half a bracket.
- MARKER_SHAPED, what a strict answer may not hold unless it names an issued token: a
  label of the table, a separator and 6 to 16 hex digits, with either bracket or none; and
  the bracketed token shape with any label.
- The prefixes the stream holds while a marker may still be arriving (`live_tail_start`).

Only pure functions: nothing here sees a run's values.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from daemon.core.entities import table_labels

# Labels are ASCII and matched in any ASCII case only ("(?a:…)"): Unicode's case folding would read
# a dotless "ı", a long "ſ" or the Kelvin sign as the start of a label.
_LABELS = "(?a:" + "|".join(re.escape(label) for label in table_labels()) + ")"
_ANY_LABEL = r"(?a:[A-Za-z][A-Za-z0-9_]{0,16})"
_SEPARATOR = r"[_ \-]"
_HEX12 = r"[0-9A-Fa-f]{12}"

MARKER_PATTERN = re.compile(
    rf"\[(?:(?P<blabel>(?:{_LABELS})(?={_SEPARATOR})|{_ANY_LABEL}(?=_)){_SEPARATOR})?(?P<bhex>{_HEX12})\]"
    rf"|(?<![\w\[])(?P<label>{_LABELS}){_SEPARATOR}(?P<hex>{_HEX12})(?![\w\]])",
    re.IGNORECASE,
)

MARKER_SHAPED = re.compile(
    rf"(?:\[|(?<!\w))(?:{_LABELS}){_SEPARATOR}[0-9A-Fa-f]{{6,16}}(?:\]|(?!\w))"
    rf"|\[{_ANY_LABEL}_{_HEX12}\]",
    re.IGNORECASE,
)

# What may still grow into a marker, from its first character to the end of the text so far.
_PREFIXES = "(?a:" + "|".join(
    re.escape(label[:n]) for label in table_labels() for n in range(len(label), 0, -1)
) + ")"
_BRACKETED_PREFIX = re.compile(
    rf"\[(?:(?:{_LABELS}){_SEPARATOR}[0-9A-Fa-f]{{0,12}}|{_ANY_LABEL}_[0-9A-Fa-f]{{0,12}}|{_PREFIXES}|{_ANY_LABEL}"
    rf"|[0-9A-Fa-f]{{1,12}})?",
    re.IGNORECASE,
)
_BARE_PREFIX = re.compile(rf"(?:{_LABELS}){_SEPARATOR}[0-9A-Fa-f]{{0,12}}|{_PREFIXES}", re.IGNORECASE)
# Either, running to the end of the text; a bare one only where a bare marker may start.
_LIVE_TAIL = re.compile(rf"(?:{_BRACKETED_PREFIX.pattern}|(?<![\w\[])(?:{_BARE_PREFIX.pattern}))\Z", re.IGNORECASE)

_TWELVE_HEX = re.compile(_HEX12)

# The longest marker: `[`, a 17-character label, a separator, 12 hex digits and `]`.
MARKER_MAX_LENGTH = 32


class FoundMarker(NamedTuple):
    """A marker in text: [start, end), the text as written, its label (None when the marker
    has none) and its 12 hex digits as written."""

    start: int
    end: int
    text: str
    label: str | None
    hex: str


def _found(match: re.Match, offset: int = 0) -> FoundMarker:
    label = match.group("blabel") if match.group("bhex") else match.group("label")
    digits = match.group("bhex") or match.group("hex")
    return FoundMarker(match.start() - offset, match.end() - offset, match.group(0), label, digits)


def parse_marker(text: str) -> FoundMarker | None:
    """`text` read as exactly one marker, or None."""
    match = MARKER_PATTERN.fullmatch(text)
    return _found(match) if match else None


def find_markers(text: str, before: str = "") -> list[FoundMarker]:
    """Every marker in `text`, in order. `before` is the character that preceded `text`
    (a stream's last released one), so a bare marker glued to it is not read as one."""
    if _TWELVE_HEX.search(text) is None:  # every marker holds 12 hex digits in a row
        return []
    joined = before + text
    return [_found(match, len(before)) for match in MARKER_PATTERN.finditer(joined, len(before))]


def replace_markers(text: str, resolve: Callable[[FoundMarker], str | None], before: str = "") -> str:
    """`text` with each marker replaced by `resolve(marker)`, or kept as written on None."""
    found = find_markers(text, before)
    if not found:
        return text
    pieces: list[str] = []
    last = 0
    for marker in found:
        value = resolve(marker)
        if value is not None:
            pieces.append(text[last:marker.start])
            pieces.append(value)
            last = marker.end
    pieces.append(text[last:])
    return "".join(pieces)


def first_unnamed_marker(text: str, names_a_token: Callable[[FoundMarker], bool]) -> int | None:
    """The offset of the first marker-shaped text that names no issued token, or None.

    Marker-shaped text is accepted only where it lies inside a marker `names_a_token`
    accepts: a 13-digit tail, a lone bracket or an unknown label are all refused."""
    named = [(m.start, m.end) for m in find_markers(text) if names_a_token(m)]
    for shaped in MARKER_SHAPED.finditer(text):
        if not any(start <= shaped.start() and shaped.end() <= end for start, end in named):
            return shaped.start()
    return None


def live_tail_start(text: str, before: str = "") -> int:
    """Where the tail that may still become a marker starts (len(text) when none may).

    A tail is live when it could still be completed into a marker: an open `[` and what may
    follow it, or a word standing on its own that spells the start of a label of the table
    and then a separator and up to 12 hex digits (a complete bare marker is live too: one
    more hex digit or a `]` would unmake it). Only the last MARKER_MAX_LENGTH - 1 characters
    are ever held. The earliest live start is taken (the leftmost match of _LIVE_TAIL that
    runs to the end): no marker can straddle it."""
    joined = before + text
    found = _LIVE_TAIL.search(joined, max(len(before), len(joined) - (MARKER_MAX_LENGTH - 1)))
    return len(text) if found is None else found.start() - len(before)
