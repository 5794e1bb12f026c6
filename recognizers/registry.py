"""Our recognizers, registered for every language the daemon serves (filled by the recognizers work)."""

from __future__ import annotations


def resguardo_recognizers(language: str) -> list:
    """Instances of our recognizers for `language` (en and es alike)."""
    return []


# Names of stock Presidio recognizers that ours replace (they are removed from the registry).
REPLACED_STOCK: frozenset[str] = frozenset()
