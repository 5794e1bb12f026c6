"""Presidio `Pattern` objects built from the shared regex sources (one fresh set per instance)."""

from __future__ import annotations

from presidio_analyzer import Pattern


def presidio_patterns(sources: list[tuple[str, str]], score: float = 0.5) -> list[Pattern]:
    """New Pattern objects for `sources`: each instance compiles and caches its own."""
    return [Pattern(name=name, regex=regex, score=score) for name, regex in sources]
