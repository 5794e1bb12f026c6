"""Names a linked-data object types as no one: schema.org JSON-LD writes every thing's "name" under
the same key, and its "@type" says what the thing is ({"@type":"Organization","name":"Harley-Davidson"},
"location":{"@type":"Place","name":"Hilton"}). A "Person" object's name stays a person's.
"""

from __future__ import annotations

import regex

# The "@type" of the innermost object around a span, before or after it, within its braces.
_TYPE = regex.compile(r"[\"']@type[\"'][ \u00a0]*:[ \u00a0]*[\"'](?P<type>[^\"']{1,40})[\"']", regex.IGNORECASE)
_TYPE_KEY = regex.compile(r"@type", regex.IGNORECASE)
# Types whose name is a person's.
_PEOPLE = frozenset("person patient author contributor".split())


def typed_as_a_thing(text: str, start: int, end: int) -> bool:
    """Whether the span is a value inside a JSON object whose own "@type" (not a nested object's)
    names something no one is."""
    if not _TYPE_KEY.search(text):
        return False  # most messages hold no linked data: no brace is walked for them
    opening = _enclosing_brace(text, start)
    if opening < 0:
        return False
    depth, position = 0, opening
    while position < min(len(text), opening + _REACH):
        char = text[position]
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return False
        elif depth == 1 and char == '"':
            typed = _TYPE.match(text, position)
            if typed:
                return typed.group("type").strip().lower() not in _PEOPLE
        position += 1
    return False


def _enclosing_brace(text: str, start: int) -> int:
    """Where the innermost unclosed "{" before start opens, or -1."""
    depth = 0
    for position in range(start - 1, max(-1, start - _REACH - 1), -1):
        if text[position] == "}":
            depth += 1
        elif text[position] == "{":
            if depth == 0:
                return position
            depth -= 1
    return -1


# How far an object's braces are looked for.
_REACH = 2000
