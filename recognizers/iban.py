"""IBANs with or without spaces: the country length and the mod-97 check."""

from __future__ import annotations

from recognizers import regexes
from recognizers._patterns import ValidatedPatternRecognizer
from recognizers.validators import is_valid_iban


class ResguardoIbanRecognizer(ValidatedPatternRecognizer):
    """IBAN_CODE by regex, reported only when `is_valid_iban` accepts the match (score 1.0)."""

    ENTITY = "IBAN_CODE"
    PATTERNS = regexes.IBAN_CODE
    CONTEXT = ["iban", "account", "cuenta", "transferencia", "bank", "banco"]

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_iban(pattern_text)
