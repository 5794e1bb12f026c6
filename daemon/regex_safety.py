"""Refuses client regexes that can backtrack catastrophically, before they ever run.

A repeated group that itself contains an unbounded repeat (`(a+)+`, `(a*)*`, `(?:x|y+)*`)
can take exponential time on a near-miss. We parse the pattern with the standard library's
regex parser and look for that shape. Everything that passes still runs under the `regex`
module's timeout (Presidio matches with one), so this is the first of two fences.
Errors name the pattern by its name, never its text: a pattern can hold a value.
"""

from __future__ import annotations

import re

try:  # Python 3.11+: the parser moved to a private module; both expose the same API.
    import re._parser as sre_parse  # type: ignore[import-not-found]
    from re._constants import MAXREPEAT  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - older layouts
    import sre_parse  # type: ignore[no-redef]
    from sre_constants import MAXREPEAT  # type: ignore[no-redef]

import regex

_REPEATS = ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
MAX_PATTERN_LENGTH = 2000


class UnsafeRegex(ValueError):
    """A client regex was refused; `reason` is safe to show (it names no text)."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(f"regex '{name}' refused: {reason}")
        self.name = name
        self.reason = reason


def check_regex(pattern: object, name: str) -> None:
    """Raise UnsafeRegex if `pattern` is not a string, does not compile, or can blow up."""
    if not isinstance(pattern, str) or not pattern:
        raise UnsafeRegex(name, "the pattern must be a non-empty string")
    if len(pattern) > MAX_PATTERN_LENGTH:
        raise UnsafeRegex(name, f"the pattern is longer than {MAX_PATTERN_LENGTH} characters")
    try:
        regex.compile(pattern)
    except (regex.error, OverflowError, RecursionError):
        raise UnsafeRegex(name, "the pattern does not compile") from None
    try:
        parsed = sre_parse.parse(pattern)
    except (re.error, OverflowError, RecursionError):
        # Syntax only the `regex` module knows: it still runs under the match timeout.
        return
    if _has_nested_unbounded_repeat(parsed, inside_repeat=False):
        raise UnsafeRegex(
            name, "a repeated group contains an unbounded repeat (catastrophic backtracking)"
        )


def _has_nested_unbounded_repeat(subpattern, inside_repeat: bool) -> bool:
    for op, argument in subpattern:
        name = str(op)
        if name in _REPEATS:
            low, high, body = argument
            unbounded = high == MAXREPEAT
            if unbounded and inside_repeat:
                return True
            # A repeat of anything that can match more than one way is the risky shape;
            # bounded outer repeats of an unbounded inner one are risky too ({1,50} of a+).
            if _has_nested_unbounded_repeat(body, inside_repeat or unbounded or high > 1):
                return True
        elif name == "SUBPATTERN":
            if _has_nested_unbounded_repeat(argument[-1], inside_repeat):
                return True
        elif name == "BRANCH":
            for branch in argument[1]:
                if _has_nested_unbounded_repeat(branch, inside_repeat):
                    return True
        elif name in ("ASSERT", "ASSERT_NOT"):
            if _has_nested_unbounded_repeat(argument[1], inside_repeat):
                return True
        elif name == "GROUPREF_EXISTS":
            for branch in argument[1:]:
                if branch is not None and _has_nested_unbounded_repeat(branch, inside_repeat):
                    return True
        elif name == "ATOMIC_GROUP":
            if _has_nested_unbounded_repeat(argument, inside_repeat):
                return True
    return False
