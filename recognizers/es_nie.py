"""Spanish NIE: X/Y/Z, 7 digits and the mod-23 letter, written X1234567L, X-1234567-L, X1234567-L or X 1234567 L."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer

from recognizers import regexes
from recognizers._patterns import presidio_patterns
from recognizers.validators import is_valid_es_nie


class ResguardoEsNieRecognizer(PatternRecognizer):
    """ES_NIE by regex, reported only when `is_valid_es_nie` accepts the match (score 1.0)."""

    PATTERNS = regexes.ES_NIE
    CONTEXT = ["nie", "extranjero", "residencia", "tie", "id"]

    def __init__(
        self,
        supported_language: str = "es",
        patterns: list[Pattern] | None = None,
        context: list[str] | None = None,
        name: str | None = None,
    ):
        super().__init__(
            supported_entity="ES_NIE",
            name=name or "ResguardoEsNieRecognizer",
            supported_language=supported_language,
            patterns=patterns or presidio_patterns(self.PATTERNS),
            context=context if context is not None else list(self.CONTEXT),
        )

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_es_nie(pattern_text)
