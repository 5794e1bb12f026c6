"""Presidio's "Non schema URL" pattern, tried only where a match can start: same matches, less time.

The pattern (`UrlRecognizer`, case-insensitive) is
`(www\\d{0,3}[.])?[a-z0-9.\\-]{1,253}[.](?:com|edu|...)` followed by an optional `/path`.
It is the costliest of the stock patterns: about 0.4 ms a message here, because at every
letter of every word its greedy run takes the rest of the word and backs off through it.
Everything before the path is made of `[a-z0-9.\\-]` characters (the TLDs are letters), so a
match starts inside a maximal run of them (and of the digits `\\d` allows after "www"),
before that run's last '.'. Trying the same compiled pattern at exactly those positions,
in order, each with `match` (what `finditer` does at every position), and going on from
where a match ends, yields the same matches: the pattern has no anchors, boundaries or
lookarounds to see what lies before a position.

Applied only to a pattern of exactly that shape, compiled with flags that keep a character
class one character wide (no full case folding); anything else keeps Presidio's own search.
tests/recognizers/test_url_scan.py compares both on the corpus and on generated text.
"""

from __future__ import annotations

import re
import time
from bisect import bisect_right

import regex
from presidio_analyzer import Pattern

from recognizers.fitting import MatchSpan

_SHAPE = re.compile(
    r"\(\?i\)\(\(www\\d\{0,3\}\[\.\]\)\?\[a-z0-9\.\\-\]\{1,253\}\[\.\]"  # (www\d{0,3}[.])?[a-z0-9.\-]{1,253}[.]
    r"(?P<rest>\(\?:(?:\(\?:[a-z0-9\-]+\)\|)*\(\?:[a-z0-9\-]+\)\)"  # (?:(?:com)|(?:edu)|...)
    r"\(\?:/\[\^[^\]]*\]\*\)\?)\)"  # (?:/[^...]*)?: a path, only after the TLD
)
_LONGEST_RUN = 253


class ScopedFinder:
    """`finditer` of the URL pattern, computed the way the regex engine backtracks through it,
    with the expensive part, the TLD alternation after a '.', tried once per '.' instead of
    once per '.' per starting position (see the module docstring)."""

    def __init__(self, rest: str, flags: int) -> None:
        self._runs = regex.compile(r"(?i)[a-z0-9.\-\d]+", flags=flags)
        self._greedy = regex.compile(rf"(?i)[a-z0-9.\-]{{0,{_LONGEST_RUN}}}", flags=flags)
        self._www = regex.compile(r"(?i)www(\d{0,3})", flags=flags)
        self._tail = regex.compile("(?i)" + rest, flags=flags)  # TLD, then the optional path

    def finditer(self, text: str, timeout=None):
        deadline = None if timeout is None else time.monotonic() + timeout
        resume = 0
        for run in self._runs.finditer(text, timeout=timeout):
            start, end = run.span()
            # The '.'s of this run whose TLD (and path) match, and where each match would end.
            good, ends = [], {}
            dot = text.find(".", start, end)
            while dot != -1:
                _check(deadline)
                tail = self._tail.match(text, dot + 1, timeout=timeout)
                if tail is not None:
                    good.append(dot)
                    ends[dot] = tail.end()
                dot = text.find(".", dot + 1, end)
            if not good:
                continue  # every match has its '.' in the run it starts in
            position = max(start, resume)
            while position < good[-1]:
                _check(deadline)
                following = good[bisect_right(good, position)]
                if following - position > _LONGEST_RUN + 7:
                    # Out of reach of any start before this one ("www999." adds at most 7).
                    position = following - _LONGEST_RUN - 7
                    continue
                match_end = self._match_at(text, position, good, ends)
                if match_end is None:
                    position += 1
                    continue
                yield MatchSpan(position, match_end)
                position = resume = match_end

    def _match_at(self, text: str, position: int, good: list[int], ends: dict) -> int | None:
        www = self._www.match(text, position)
        if www is not None:
            # (www\d{0,3}[.])? is tried first, with as many digits as there are, then fewer.
            for digits in range(len(www.group(1)), -1, -1):
                prefix_end = position + 3 + digits
                if text.startswith(".", prefix_end):
                    end = self._from_class(text, prefix_end + 1, good, ends)
                    if end is not None:
                        return end
        return self._from_class(text, position, good, ends)

    def _from_class(self, text: str, start: int, good: list[int], ends: dict) -> int | None:
        # [a-z0-9.\-]{1,253}[.] then the tail: the greedy run gives back one character at a
        # time, so the rightmost '.' within its reach whose tail matches decides the match.
        reach = self._greedy.match(text, start).end()
        index = bisect_right(good, reach) - 1
        if index >= 0 and good[index] > start:
            return ends[good[index]]
        return None


def _check(deadline: float | None) -> None:
    # What the regex engine does with Presidio's timeout, for the work done here in Python.
    if deadline is not None and time.monotonic() > deadline:
        raise TimeoutError("URL pattern timed out")


class ScopedUrlPattern(Pattern):
    """A Pattern whose compiled form, whatever flags Presidio compiles it with, searches
    only where a match can start (see the module docstring)."""

    def __init__(self, pattern: Pattern) -> None:
        super().__init__(name=pattern.name, regex=pattern.regex, score=pattern.score)
        self.compiled_with_flags = pattern.compiled_with_flags
        self.compiled_regex = pattern.compiled_regex

    @property
    def compiled_regex(self):
        return self._finder

    @compiled_regex.setter
    def compiled_regex(self, compiled) -> None:
        # Presidio assigns a freshly compiled pattern whenever the flags change; wrap each one.
        flags = getattr(self, "compiled_with_flags", None) or 0
        if compiled is None or flags & (regex.FULLCASE | regex.VERSION1):
            self._finder = compiled
        else:
            self._finder = ScopedFinder(_SHAPE.fullmatch(self.regex).group("rest"), flags)


def scope_url_patterns(recognizer) -> None:
    """Swap in ScopedUrlPattern for each pattern of `recognizer` that has the known shape."""
    if not getattr(recognizer, "patterns", None):
        return
    recognizer.patterns = [_scoped(pattern) for pattern in recognizer.patterns]


def _scoped(pattern):
    inner = getattr(pattern, "inner", None)
    if isinstance(inner, Pattern):
        # A pattern that fails closed on a timeout (regex_timeouts.FailClosedPattern): what it
        # wraps is scoped, and it keeps failing closed.
        pattern.inner = _scoped(inner)
        return pattern
    return ScopedUrlPattern(pattern) if _SHAPE.fullmatch(pattern.regex) else pattern
