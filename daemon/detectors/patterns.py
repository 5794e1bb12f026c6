"""The `patterns` detector: the structured finders alone, no spaCy, no Presidio.

It finds exactly what our Presidio recognizers find for the structured types (both call
recognizers.finder), in microseconds per message. It never finds PERSON: that needs a model.
A message that takes longer than its time budget is refused (DetectionTimedOut), never
forwarded half-read.
"""

from __future__ import annotations

from collections.abc import Iterable

from daemon.core.entities import STRUCTURED_TYPES
from daemon.core.errors import DetectionTimedOut
from daemon.core.text_folding import detect_folded
from daemon.detectors.base import Detector, Span
from recognizers import finder

_LANGUAGES = ["en", "es", "pt"]


class PatternsDetector(Detector):
    """Detector for the structured types only; language-independent (en, es and pt)."""

    name = "patterns"
    revision = 0  # its recognizers are fixed

    def __init__(self, budget_seconds: float = finder.DEFAULT_BUDGET_SECONDS) -> None:
        self.budget_seconds = budget_seconds

    def detect(self, text: str, language: str, entities: Iterable[str] | None = None) -> list[Span]:
        """Validated spans of `entities` (every structured type when None), sorted, possibly overlapping.

        Types this detector does not know (PERSON, anything else) are ignored, not refused.
        Look-alike characters are read as the plain ones (daemon/core/text_folding.py).
        """
        wanted = STRUCTURED_TYPES if entities is None else [e for e in entities if e in finder.FINDERS]
        try:
            return detect_folded(lambda folded: self._detect(folded, wanted), text)
        except finder.FindTimedOut:
            raise DetectionTimedOut() from None

    def _detect(self, text: str, wanted: Iterable[str]) -> list[Span]:
        spans = {Span(start, end, entity, score, self.name)
                 for start, end, entity, score in finder.find(text, wanted, self.budget_seconds)}
        return sorted(spans, key=lambda s: (s.start, -s.end, s.entity_type))

    def supported_languages(self) -> list[str]:
        """en, es and pt (the patterns do not depend on the language; the boundary also uses
        this detector for any language no pipeline serves)."""
        return list(_LANGUAGES)

    def supported_entities(self, language: str) -> list[str]:
        """The structured types, for any supported language."""
        return list(STRUCTURED_TYPES)
