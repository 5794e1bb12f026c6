"""Spanish DNI/NIF: 8 digits and the mod-23 letter, written 12345678Z, 12345678-Z, 12.345.678-Z, 12345678 Z or lower case."""

from __future__ import annotations

from recognizers import regexes
from recognizers._patterns import ValidatedPatternRecognizer
from recognizers.validators import is_valid_es_nif


class ResguardoEsNifRecognizer(ValidatedPatternRecognizer):
    """ES_NIF by regex, reported only when `is_valid_es_nif` accepts the match (score 1.0)."""

    ENTITY = "ES_NIF"
    PATTERNS = regexes.ES_NIF
    CONTEXT = ["dni", "nif", "documento", "identidad", "id"]

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_es_nif(pattern_text)
