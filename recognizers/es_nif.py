"""Spanish DNI/NIF: 8 digits and the mod-23 letter, written 12345678Z, 12345678-Z, 12.345.678-Z, 12345678 Z or lower case."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer

from recognizers import regexes
from recognizers._patterns import presidio_patterns
from recognizers.validators import is_valid_es_nif


class ResguardoEsNifRecognizer(PatternRecognizer):
    """ES_NIF by regex, reported only when `is_valid_es_nif` accepts the match (score 1.0)."""

    PATTERNS = regexes.ES_NIF
    CONTEXT = ["dni", "nif", "documento", "identidad", "id"]

    def __init__(
        self,
        supported_language: str = "es",
        patterns: list[Pattern] | None = None,
        context: list[str] | None = None,
        name: str | None = None,
    ):
        super().__init__(
            supported_entity="ES_NIF",
            name=name or "ResguardoEsNifRecognizer",
            supported_language=supported_language,
            patterns=patterns or presidio_patterns(self.PATTERNS),
            context=context if context is not None else list(self.CONTEXT),
        )

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_es_nif(pattern_text)
