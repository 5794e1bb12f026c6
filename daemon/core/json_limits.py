"""What JSON from a client may hold, checked so that every answer built from it is JSON too.

Python's parser accepts three things that have no place in an answer: `NaN` and `Infinity`
(not JSON at all), numbers past a double's range (`1e999` parses as infinity), and `\\ud800`
escapes with no partner (a string that has no UTF-8 form, so writing it fails later, far from
the client's mistake). `loads` refuses them up front, and how deep a body may nest is checked
before any parser recurses into it.
"""

from __future__ import annotations

import json
import math
import re
import sys
from typing import Any

# Deep enough for any real tool schema; shallow enough that json.loads and the restorer,
# which both recurse, stay far from Python's recursion limit.
MAX_NESTING = 64

# Any escape in the surrogate range; only bodies holding one are searched for a lone one.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")
# A key repeated in an error: letters and underscores only, as every field of the API is.
# A key with a digit can be an ID (`X1234567L`), and an error body is written down.
_PLAIN_FIELD = re.compile(r"[A-Za-z_]{1,64}")
# A JSON string (any escape, as a backslash and the character after it; unrolled so that a
# long string is one pass), or one bracket.
_BRACKET_OR_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)


class JSONRefused(ValueError):
    """Parsed JSON that no answer could carry; the message names no content."""


def nests_deeper_than(text: str, limit: int = MAX_NESTING) -> bool:
    """True when `text`'s brackets nest deeper than `limit`, brackets inside JSON strings
    not counted.

    Counting those too refused a legal body for what its strings say (a message quoting 65
    `[`, a regex of many groups). Strings are skipped as JSON reads them, so for any text a
    parser reads without error up to a point, the depth counted up to there is the parser's
    own: a string this scan cannot close is one the parser refuses too, before any bracket
    after it. The count short-cut keeps ordinary bodies at C speed, and the scan skips
    whole strings with one regex step each.
    """
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    for match in _BRACKET_OR_STRING.finditer(text):
        char = match.group()
        if char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
        # else a whole string: skipped
    return False


def loads(text: str) -> Any:
    """json.loads, refusing NaN, Infinity, out-of-range numbers and unpaired surrogates.

    Raises json.JSONDecodeError for text that is not JSON and JSONRefused for the rest.
    """
    parsed = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float, parse_int=_bounded_int)
    if _SURROGATE_ESCAPE.search(text):
        where = _lone_surrogate_field(parsed)
        if where is not None:
            raise JSONRefused(f"{where} holds an unpaired UTF-16 surrogate escape (\\ud800-\\udfff), "
                              "which no UTF-8 text can carry")
    return parsed


def _refuse_constant(name: str) -> float:
    raise JSONRefused(f"{name} is not a JSON number")


def _bounded_int(text: str) -> int:
    # Python refuses to convert more digits than this (a guard against quadratic parsing);
    # say so, rather than calling the body not JSON.
    limit = sys.get_int_max_str_digits()
    if limit and len(text.lstrip("-")) > limit:
        raise JSONRefused(f"a number has more than {limit} digits")
    return int(text)


def _finite_float(text: str) -> float:
    number = float(text)
    if math.isinf(number):
        raise JSONRefused("a number is too large for a double")
    return number


def _lone_surrogate_field(parsed: Any) -> str | None:
    """Which top-level field holds a lone surrogate: by name when the key is a plain name (a
    client's key can itself be a value, so no other key is ever repeated)."""
    if not isinstance(parsed, dict):
        return "the body" if _holds_lone_surrogate(parsed) else None
    for key, value in parsed.items():
        if _holds_lone_surrogate(key) or _holds_lone_surrogate(value):
            return key if _PLAIN_FIELD.fullmatch(key) else "a field"
    return None


def _holds_lone_surrogate(node: Any) -> bool:
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _LONE_SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False
