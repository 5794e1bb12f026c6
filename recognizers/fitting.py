"""Regex matches cut to the value they hold, for patterns that read greedily past it.

An IBAN's groups look like the words, amounts and BICs that follow it, and a regex cannot
know where the value ends without its country's length, which a pattern can only hold as
a long alternation (several times slower in `regex` on every message). So the pattern
stays greedy and general, and a match its validator refuses is cut where the value ends.
Presidio reads only a match's span (daemon/detectors/patterns.py cuts its own matches).
"""

from __future__ import annotations

from collections.abc import Callable


class MatchSpan:
    """The part of a match object Presidio reads, its span: for a cut match here, and for
    matches found outside the regex engine (daemon/speedups/url_scan.py)."""

    __slots__ = ("_span",)

    def __init__(self, start: int, end: int) -> None:
        self._span = (start, end)

    def span(self) -> tuple[int, int]:
        return self._span


class FittingFinder:
    """`finditer` of a compiled regex in which each match is replaced by what `fit` makes of
    it: the valid value it starts with (the whole match when it is one), or nothing. Every
    other attribute is the regex's."""

    __slots__ = ("_compiled", "_fit")

    def __init__(self, compiled, fit: Callable[[str], str | None]) -> None:
        self._compiled, self._fit = compiled, fit

    def finditer(self, text: str, *args, **kwargs):
        for match in self._compiled.finditer(text, *args, **kwargs):
            fitted = self._fit(match.group())
            if fitted:
                yield MatchSpan(match.start(), match.start() + len(fitted))

    def __getattr__(self, name: str):
        return getattr(self._compiled, name)
