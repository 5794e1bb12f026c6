"""How deep JSON from a client may nest, checked before any parser recurses into it."""

from __future__ import annotations

# Deep enough for any real tool schema; shallow enough that json.loads and the restorer,
# which both recurse, stay far from Python's recursion limit.
MAX_NESTING = 64


def nests_deeper_than(text: str, limit: int = MAX_NESTING) -> bool:
    """True when `text`'s brackets nest deeper than `limit`.

    Brackets inside JSON strings count too; that only makes the limit stricter for odd but
    legal bodies. The count short-cut keeps ordinary bodies at C speed.
    """
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    for char in text:
        if char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False
