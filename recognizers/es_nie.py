"""Spanish NIE: X/Y/Z, 7 digits and the mod-23 letter, written X1234567L, X-1234567-L, X1234567-L or X 1234567 L."""

from __future__ import annotations

from recognizers import regexes
from recognizers._patterns import ValidatedPatternRecognizer
from recognizers.validators import is_valid_es_nie


class ResguardoEsNieRecognizer(ValidatedPatternRecognizer):
    """ES_NIE by regex, reported only when `is_valid_es_nie` accepts the match (score 1.0)."""

    ENTITY = "ES_NIE"
    PATTERNS = regexes.ES_NIE
    CONTEXT = ["nie", "extranjero", "residencia", "tie", "id"]

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_es_nie(pattern_text)
