"""A regex that runs past its time limit fails the analysis; it is never skipped.

Presidio's pattern recognizers catch the `regex` module's TimeoutError, log a warning and
return the other patterns' matches, dropping even the ones the slow pattern had already
found. For a Presidio client that is a partial answer; for the boundary it is a value handed
to the model untokenized, with nothing to say so. `fail_closed` wraps every pattern of a
recognizer so that a timeout surfaces as RegexTimedOut instead, which the detector turns
into a refusal of the whole request (daemon/detectors/presidio_detector.py).

Patterns that are not ours (an operator's recognizers, a client's ad-hoc ones) run on RE2
where their syntax allows (`fail_closed(..., linear_time=True)`): RE2 matches in time linear
in the text by construction, so no pattern can backtrack catastrophically, and it releases
the GIL while it matches. RE2 has no lookarounds, backreferences or possessive quantifiers;
a pattern using them keeps the `regex` module and its time limit. RE2 reads `\\d`, `\\w`,
`\\s` and `\b` as ASCII (text is also searched with other scripts' digits folded:
daemon/core/text_folding.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from presidio_analyzer import Pattern


class RegexTimedOut(Exception):
    """Not a TimeoutError on purpose: Presidio catches those and skips the pattern."""


class _RaisingFinder:
    """A compiled regex whose finditer raises RegexTimedOut where it would time out."""

    __slots__ = ("_compiled",)

    def __init__(self, compiled) -> None:
        self._compiled = compiled

    def finditer(self, *args, **kwargs):
        try:
            yield from self._compiled.finditer(*args, **kwargs)
        except TimeoutError:
            raise RegexTimedOut() from None

    def __getattr__(self, name: str):
        return getattr(self._compiled, name)


class _Re2Finder:
    """A pattern compiled by RE2, with the `finditer` Presidio calls (a time limit is moot)."""

    __slots__ = ("_compiled",)

    def __init__(self, compiled) -> None:
        self._compiled = compiled

    def finditer(self, text, *args, **kwargs):
        return self._compiled.finditer(text)


@lru_cache(maxsize=256)
def _re2(source: str, flags: int):
    """`source` compiled by RE2 with Presidio's flags, or None where RE2 cannot take its syntax."""
    import re2

    inline = "".join(letter for flag, letter in ((re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"))
                     if flags & flag)
    options = re2.Options()
    options.log_errors = False  # a refused pattern is expected here, and falls back quietly
    try:
        return re2.compile((f"(?{inline})" if inline else "") + source, options)
    except re2.error:
        return None


class FailClosedPattern(Pattern):
    """A Pattern that hands Presidio its inner pattern's compiled regex, wrapped.

    Presidio compiles a pattern again whenever the flags change, by assigning
    `compiled_with_flags` and then `compiled_regex`; both go to the inner pattern, so a
    pattern with its own compiled form (url_scan.ScopedUrlPattern) keeps it."""

    def __init__(self, inner: Pattern, linear_time: bool = False) -> None:
        # No super().__init__(): it would validate and compile the regex a second time.
        self.inner = inner
        self.linear_time = linear_time
        self.name, self.regex, self.score = inner.name, inner.regex, inner.score

    @property
    def compiled_regex(self):
        compiled = self.inner.compiled_regex
        if compiled is None:
            return None
        if self.linear_time:
            linear = _re2(self.regex, int(self.inner.compiled_with_flags or 0))
            if linear is not None:
                return _Re2Finder(linear)
        return _RaisingFinder(compiled)

    @compiled_regex.setter
    def compiled_regex(self, compiled) -> None:
        self.inner.compiled_regex = compiled

    @property
    def compiled_with_flags(self):
        return self.inner.compiled_with_flags

    @compiled_with_flags.setter
    def compiled_with_flags(self, flags) -> None:
        self.inner.compiled_with_flags = flags


def fail_closed(recognizer, linear_time: bool = False):
    """`recognizer` with each of its patterns failing closed on a timeout (in place); with
    `linear_time`, run on RE2 wherever the pattern's syntax allows."""
    patterns = getattr(recognizer, "patterns", None)
    if patterns:
        recognizer.patterns = [
            pattern if isinstance(pattern, FailClosedPattern) else FailClosedPattern(pattern, linear_time)
            for pattern in patterns
        ]
    return recognizer
