"""One span per value: overlapping spans resolved so every value is covered whole.

Rules, in order:
1. A validated structured span (a type in STRUCTURED_TYPES) beats any other span that
   overlaps it; the other span is dropped (the Spanish pipeline calls
   `X1234567L. Escríbeme` a PERSON; the NIE is the value, the rest is prose).
2. Spans of the same class that overlap form a group; the group's winner is the highest
   score, then the longest, then the earliest. The emitted span takes the winner's type
   but stretches over the whole group, because emitting the winner alone would leave
   part of the other value in clear.
The output is non-overlapping and sorted by start.
"""

from __future__ import annotations

from daemon.core.entities import STRUCTURED_TYPES
from daemon.detectors.base import Span

_STRUCTURED = frozenset(STRUCTURED_TYPES)


def _merge_groups(spans: list[Span]) -> list[Span]:
    """Groups of transitively overlapping spans, each emitted as its winner stretched over the group."""
    merged: list[Span] = []
    group: list[Span] = []
    group_end = -1
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        if group and span.start >= group_end:
            merged.append(_stretch(group))
            group = []
        group.append(span)
        group_end = max(group_end, span.end) if len(group) > 1 else span.end
    if group:
        merged.append(_stretch(group))
    return merged


def _stretch(group: list[Span]) -> Span:
    winner = max(group, key=lambda s: (s.score, s.end - s.start, -s.start))
    start = min(s.start for s in group)
    end = max(s.end for s in group)
    return Span(start, end, winner.entity_type, winner.score, winner.recognizer)


def resolve_overlaps(spans: list[Span]) -> list[Span]:
    """Non-overlapping spans, sorted by start, covering every input value whole.

    Empty or inverted spans are dropped. Structured spans win over NER (and any other
    non-structured) spans that overlap them.
    """
    spans = [s for s in spans if s.end > s.start]
    structured = _merge_groups([s for s in spans if s.entity_type in _STRUCTURED])
    others = [
        s
        for s in spans
        if s.entity_type not in _STRUCTURED
        and not any(s.start < t.end and t.start < s.end for t in structured)
    ]
    return sorted(structured + _merge_groups(others), key=lambda s: (s.start, s.end))
