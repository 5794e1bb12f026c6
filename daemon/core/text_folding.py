"""What detection reads: a value typed with look-alike characters folded to the plain ones.

Text pasted from web pages, PDFs and phones carries no-break spaces between digit groups,
zero-width characters inside words, typographic dashes, fullwidth forms (`４１１１`, `＠`)
and digits of other scripts. A person reads `4111 1111 1111 1111` either way; a regex does
not, and the value would reach the model as typed. So detectors also search a folded copy,
and every span is mapped back to the text as written: the token replaces what the customer
typed, invisible characters and all, and the restored value is that text again.

Also, not instead: an invisible character is sometimes the only thing between a value and
the word before it (`Ref\u200b4111…`, `NIF\u200b12345678Z`). Dropped, it glues them, and
the value's boundary is gone. So text that needs folding is searched twice, as typed (what
detection always found) and folded, and the two are merged (`merge_spans`): nothing found
as typed is lost, and where the folded copy found more of a value it wins. When the two
disagree the larger span is taken, so a word glued to an address by an invisible
character (`ana@example.com\u200bthanks`) goes into its token rather than a value's part
reaching the model.

Folding maps each character to at most one character, or to none (the invisible ones and
combining marks), and a percent-encoded character (`%40`) to the one it encodes, so a span
maps back by index. Text that needs none of it (all ASCII, or ordinary accented
text) costs one scan at C speed and is returned as it is.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Callable
from typing import TypeVar

import regex

# Invisible: format characters that change nothing a reader sees (soft hyphen, zero-width
# space and joiners, direction marks and embeddings, word joiner, byte-order mark, the
# variation selectors and the tag characters that ride on emoji).
_DROPPED = "\u00ad\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e" \
           "\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff"
_DROPPED_RANGES = "\ufe00-\ufe0f\U000e0000-\U000e007f\U000e0100-\U000e01ef"
# Full stops of other scripts and sizes (ideographic, fullwidth halfwidth, small, one-dot leader).
_STOPS = "\u3002\uff61\ufe52\u2024"
# Percent-encoded characters that join a value's parts (an address in a URL: `ana%40example.com`).
_PERCENT = {"%40": "@", "%2B": "+", "%2b": "+", "%2E": ".", "%2e": ".", "%2D": "-", "%2d": "-",
            "%20": " ", "%5F": "_", "%5f": "_"}
_PERCENT_ENCODED = regex.compile("%(?:40|2[BbEeDd0]|5[Ff])")
_IN_DROPPED_RANGES = regex.compile("[" + _DROPPED_RANGES + "]")
# Spaces a reader takes for a space: no-break (U+00A0, U+202F), the typographic widths,
# the ideographic space.
_SPACES = "\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a" \
          "\u202f\u205f\u3000"
# Hyphens, dashes and the minus sign.
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63"

# Everything fold() changes: the sets above, the fullwidth ASCII forms (U+FF01-U+FF5E),
# the small commercial at, combining marks, every decimal digit that is not ASCII, and
# percent-encoded characters.
_NEEDS_FOLDING = regex.compile(
    "(?V1)[" + _DROPPED + _DROPPED_RANGES + _SPACES + _DASHES + _STOPS + r"\uff01-\uff5e\ufe6b\p{Mn}"
    + r"[\d--[0-9]]]|" + _PERCENT_ENCODED.pattern
)

_SINGLE: dict[str, str] = {
    **{char: "" for char in _DROPPED},
    **{char: " " for char in _SPACES},
    **{char: "-" for char in _DASHES},
    **{char: "." for char in _STOPS},
    "\ufe6b": "@",
}


@dataclasses.dataclass(frozen=True)
class Folded:
    """A folded copy of a text and, for each of its characters, where it came from."""

    text: str
    _origin: tuple[int, ...]
    _origin_end: tuple[int, ...]

    def original(self, start: int, end: int) -> tuple[int, int]:
        """The span of the original text that the folded span [start, end) came from."""
        if end <= start:
            position = self._origin[start]
            return position, position
        return self._origin[start], self._origin_end[end - 1]


def fold(text: str) -> Folded | None:
    """The folded copy of `text`, or None when folding would change nothing."""
    if (text.isascii() and "%" not in text) or _NEEDS_FOLDING.search(text) is None:
        return None
    pieces: list[str] = []
    origin: list[int] = []
    origin_end: list[int] = []
    index = 0
    while index < len(text):
        char = text[index]
        width = 1
        if char == "%" and text[index:index + 3] in _PERCENT:
            replacement, width = _PERCENT[text[index:index + 3]], 3
        else:
            replacement = _fold_char(char)
        if replacement:
            pieces.append(replacement)
            origin.append(index)
            origin_end.append(index + width)
        index += width
    origin.append(len(text))  # where an empty span at the end maps
    return Folded("".join(pieces), tuple(origin), tuple(origin_end))


def folded_text(text: str) -> str:
    """`text` as detection reads it."""
    folded = fold(text)
    return text if folded is None else folded.text


def _fold_char(char: str) -> str:
    if char < "\u0080":
        return char
    if char in _SINGLE:
        return _SINGLE[char]
    if _IN_DROPPED_RANGES.match(char):
        return ""
    if unicodedata.category(char) == "Mn":
        return ""  # a combining mark: `4̲1̲1̲1` is 4111 to a reader
    if "\uff01" <= char <= "\uff5e":
        return chr(ord(char) - 0xFEE0)
    digit = unicodedata.decimal(char, None)
    return char if digit is None else str(digit)


SpanT = TypeVar("SpanT")


def detect_folded(detect: Callable[[str], list[SpanT]], text: str) -> list[SpanT]:
    """`detect(text)`, and for text that needs folding, `detect` on the folded copy too, its
    spans (anything with `start` and `end`) mapped back to `text` and merged (`merge_spans`)."""
    folded = fold(text)
    if folded is None:
        return detect(text)
    mapped = []
    for span in detect(folded.text):
        start, end = folded.original(span.start, span.end)
        mapped.append(dataclasses.replace(span, start=start, end=end))
    return merge_spans(detect(text), mapped)


def merge_spans(as_typed: list[SpanT], from_folded: list[SpanT],
                bounds: Callable[[SpanT], tuple[int, int]] = lambda span: (span.start, span.end)) -> list[SpanT]:
    """The spans found as typed, with those found in the folded copy merged in: one that
    overlaps none is added; one that contains every span it overlaps replaces those it is
    larger than (the typed search saw only part of a value an invisible character broke up:
    `ana\u00ad.per\u200bez@…` as typed is `ez@…`) and stands beside those of the same
    bounds (two readings of one value: a NIF is never displaced by a type the policy leaves
    in clear); one that cuts into a span without containing it is dropped (the typed span
    has the value's real boundary)."""
    kept = list(as_typed)
    for span in from_folded:
        start, end = bounds(span)
        overlapped = [other for other in kept if start < bounds(other)[1] and bounds(other)[0] < end]
        if all(start <= bounds(other)[0] and bounds(other)[1] <= end for other in overlapped):
            kept = [other for other in kept
                    if not any(other is o for o in overlapped) or bounds(other) == (start, end)]
            if span not in kept:
                kept.append(span)
    return kept
