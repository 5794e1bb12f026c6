r"""Refuses client regexes that can backtrack catastrophically, before they ever run.

Three fences:
1. Shape. A repeated group that itself contains an unbounded repeat (`(a+)+`, `(a*)*`,
   `(?:x|y+)*`) can take exponential time on a near-miss. The standard library's parser
   finds that shape.
2. Trial. Alternatives that can match the same text inside a repeat (`(a|aa)+`, `(a|a)*`,
   `(\d|\d\d)+`) are just as exponential with no nested repeat to see, and the parser
   hides some of them (it merges `a|a`). So the pattern is also run, before it is accepted,
   on short near-misses built from its own characters (`aaaa…!`), under a tenth of a
   second: one that needs longer on 32 characters would need years on a message.
3. Time. Everything accepted runs under a match timeout (daemon/detectors/presidio_engine.py
   bounds Presidio's), for what neither fence can see coming (polynomial patterns on
   megabyte texts).

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
# Presidio's default flags, with which client patterns run unless a request names others.
DEFAULT_REGEX_FLAGS = regex.DOTALL | regex.MULTILINE | regex.IGNORECASE
# The flags a client may name (`regex_flags`): those that change what a pattern means.
# Left out: DEBUG (prints the pattern, which may hold a value, to the daemon's output),
# fuzzy and POSIX matching (BESTMATCH, ENHANCEMATCH, POSIX: slower than the trial below
# can bound), REVERSE and TEMPLATE, and LOCALE (refused for text patterns anyway).
# A plain int: `~` of a RegexFlag keeps to the flags `regex` defines, and a client's bit 70
# would pass a test against it.
CLIENT_REGEX_FLAGS = int(regex.IGNORECASE | regex.MULTILINE | regex.DOTALL | regex.VERBOSE | regex.ASCII
                         | regex.UNICODE | regex.WORD | regex.FULLCASE | regex.VERSION0 | regex.VERSION1)
MAX_PATTERN_LENGTH = 2000


class UnsafeRegex(ValueError):
    """A client regex was refused; `reason` is safe to show (it names no text)."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(f"regex '{name}' refused: {reason}")
        self.name = name
        self.reason = reason


def check_regex(pattern: object, name: str, flags: int = DEFAULT_REGEX_FLAGS) -> None:
    """Raise UnsafeRegex if `pattern` is not a string, does not compile, or can blow up, read
    with the `flags` it will run with: under VERBOSE, `a|a#x` is `a|a`."""
    if not isinstance(pattern, str) or not pattern:
        raise UnsafeRegex(name, "the pattern must be a non-empty string")
    if len(pattern) > MAX_PATTERN_LENGTH:
        raise UnsafeRegex(name, f"the pattern is longer than {MAX_PATTERN_LENGTH} characters")
    try:
        regex.compile(pattern, flags)
    except (regex.error, OverflowError, RecursionError, ValueError):
        raise UnsafeRegex(name, "the pattern does not compile") from None
    try:
        # Of the flags, only VERBOSE changes how the standard library's parser reads a pattern
        # (the two modules number their other flags differently).
        parsed = sre_parse.parse(pattern, re.VERBOSE if flags & regex.VERBOSE else 0)
    except (re.error, OverflowError, RecursionError):
        parsed = None  # syntax only the `regex` module knows: the trial still runs
    if parsed is not None and _has_nested_unbounded_repeat(parsed, inside_repeat=False):
        raise UnsafeRegex(
            name, "a repeated group contains an unbounded repeat (catastrophic backtracking)"
        )
    if _backtracks_on_near_misses(pattern, parsed, flags):
        raise UnsafeRegex(
            name, "the pattern backtracks catastrophically on a short near-miss "
                  "(alternatives inside a repeat that can match the same text)"
        )


_TRIAL_SECONDS = 0.1
_TRIAL_LENGTH = 32
_TRIAL_ENDINGS = ("!", "\n", "", "\x00")
# Characters that start most real patterns' repeats, tried beside the pattern's own.
_TRIAL_COMMON = "a1 .-_@"


def _backtracks_on_near_misses(pattern: str, parsed, flags: int) -> bool:
    r"""True when the pattern needs over _TRIAL_SECONDS on some 32-character near-miss made of
    one of its own characters (or a run of all of them), then an ending it cannot expect,
    then, or not, its own characters in order. That last part matters: `regex` first looks
    for the text a pattern cannot match without (the ` EUR` of `(?:\d|\d\d)+ EUR`), and a
    near-miss lacking it fails at once, so its backtracking would go untried."""
    characters = _literal_characters(parsed) if parsed is not None else []
    runs = [c * _TRIAL_LENGTH for c in dict.fromkeys(characters + list(_TRIAL_COMMON))]
    if characters:
        runs.append(("".join(dict.fromkeys(characters)) * _TRIAL_LENGTH)[:_TRIAL_LENGTH * 2])
    tails = ("", "".join(characters))
    compiled = regex.compile(pattern, flags)
    for run in runs:
        for ending in _TRIAL_ENDINGS:
            for tail in tails:
                try:
                    compiled.search(run + ending + tail, timeout=_TRIAL_SECONDS)
                except TimeoutError:
                    return True
    return False


def _literal_characters(parsed, limit: int = 16) -> list[str]:
    """Up to `limit` characters the pattern names (literals, range ends), in order."""
    found: list[str] = []
    for op, argument in _walk(parsed):
        if len(found) >= limit:
            break
        name = str(op)
        if name == "LITERAL":
            found.append(chr(argument))
        elif name == "RANGE":
            found.extend((chr(argument[0]), chr(argument[1])))
    return found


def _walk(subpattern):
    """Every (op, argument) in a parsed pattern, depth first."""
    for op, argument in subpattern:
        yield op, argument
        name = str(op)
        if name in _REPEATS:
            yield from _walk(argument[2])
        elif name == "SUBPATTERN":
            yield from _walk(argument[-1])
        elif name == "BRANCH":
            for branch in argument[1]:
                yield from _walk(branch)
        elif name in ("ASSERT", "ASSERT_NOT"):
            yield from _walk(argument[1])
        elif name == "IN":
            yield from argument
        elif name == "ATOMIC_GROUP":
            yield from _walk(argument)


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
