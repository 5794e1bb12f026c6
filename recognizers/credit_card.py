"""Payment cards: 13-19 digits, spaces or hyphens, a known network prefix and the Luhn check."""

from __future__ import annotations

from recognizers import regexes
from recognizers._patterns import ValidatedPatternRecognizer
from recognizers.validators import is_valid_credit_card


class ResguardoCreditCardRecognizer(ValidatedPatternRecognizer):
    """CREDIT_CARD by regex, reported only when `is_valid_credit_card` accepts the match (score 1.0)."""

    ENTITY = "CREDIT_CARD"
    PATTERNS = regexes.CREDIT_CARD
    CONTEXT = ["card", "credit", "visa", "mastercard", "amex", "tarjeta", "crédito"]

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_credit_card(pattern_text)
