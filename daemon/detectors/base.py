"""The one interface every detector implements: text in, spans out.

A detector never returns text. Whatever a detector (local or remote) says, the platform
decides what to do with the spans, so a detector cannot become an injection surface.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Protocol


@dataclass(frozen=True, slots=True)
class Span:
    """Where a value is: [start, end) in the analysed text, its type, score and finder."""

    start: int
    end: int
    entity_type: str
    score: float
    recognizer: str = ""


class Detector(Protocol):
    """Finds values in text. Implementations: presidio, patterns, remote."""

    name: str
    # Optional, so not declared here: `revision`, an int that changes whenever what detect()
    # finds in a given text may change (an operator's recognizer added or removed). The
    # boundary caches a verdict only for a detector that has one; the remote detector has
    # none, as the service behind it may change at any time.

    def detect(self, text: str, language: str, entities: Iterable[str] | None = None) -> list[Span]:
        """Spans of `entities` (all known types when None) in `text`, possibly overlapping."""
        ...

    def supported_languages(self) -> list[str]:
        ...

    def supported_entities(self, language: str) -> list[str]:
        ...
