"""Phone numbers: Spanish mobile and landline, US (NANP) and Brazilian, in the forms people write."""

from __future__ import annotations

from recognizers import regexes
from recognizers._patterns import ValidatedPatternRecognizer
from recognizers.validators import is_valid_phone


class ResguardoPhoneRecognizer(ValidatedPatternRecognizer):
    """PHONE_NUMBER by regex, reported only when `is_valid_phone` accepts the match (score 1.0)."""

    ENTITY = "PHONE_NUMBER"
    PATTERNS = regexes.PHONE_NUMBER
    CONTEXT = ["phone", "call", "mobile", "teléfono", "telefono", "móvil", "llamar", "whatsapp", "celular"]

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_phone(pattern_text)
