"""A regex that runs past its time limit fails the analysis; it is never skipped.

Presidio's pattern recognizers catch the `regex` module's TimeoutError, log a warning and
return the other patterns' matches, dropping even the ones the slow pattern had already
found. For a Presidio client that is a partial answer; for the boundary it is a value handed
to the model untokenized, with nothing to say so. `fail_closed` wraps every pattern of a
recognizer so that a timeout surfaces as RegexTimedOut instead, which the detector turns
into a refusal of the whole request (daemon/detectors/presidio_detector.py).
"""

from __future__ import annotations

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


class FailClosedPattern(Pattern):
    """A Pattern that hands Presidio its inner pattern's compiled regex, wrapped.

    Presidio compiles a pattern again whenever the flags change, by assigning
    `compiled_with_flags` and then `compiled_regex`; both go to the inner pattern, so a
    pattern with its own compiled form (url_scan.ScopedUrlPattern) keeps it."""

    def __init__(self, inner: Pattern) -> None:
        # No super().__init__(): it would validate and compile the regex a second time.
        self.inner = inner
        self.name, self.regex, self.score = inner.name, inner.regex, inner.score

    @property
    def compiled_regex(self):
        compiled = self.inner.compiled_regex
        return None if compiled is None else _RaisingFinder(compiled)

    @compiled_regex.setter
    def compiled_regex(self, compiled) -> None:
        self.inner.compiled_regex = compiled

    @property
    def compiled_with_flags(self):
        return self.inner.compiled_with_flags

    @compiled_with_flags.setter
    def compiled_with_flags(self, flags) -> None:
        self.inner.compiled_with_flags = flags


def fail_closed(recognizer):
    """`recognizer` with each of its patterns failing closed on a timeout (in place)."""
    patterns = getattr(recognizer, "patterns", None)
    if patterns:
        recognizer.patterns = [
            pattern if isinstance(pattern, FailClosedPattern) else FailClosedPattern(pattern)
            for pattern in patterns
        ]
    return recognizer
