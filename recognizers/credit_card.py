"""Payment cards: 13-19 digits, spaces or hyphens, a known network prefix and the Luhn check."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer

from recognizers import regexes
from recognizers._patterns import presidio_patterns
from recognizers.validators import is_valid_credit_card


class ResguardoCreditCardRecognizer(PatternRecognizer):
    """CREDIT_CARD by regex, reported only when `is_valid_credit_card` accepts the match (score 1.0)."""

    PATTERNS = regexes.CREDIT_CARD
    CONTEXT = ["card", "credit", "visa", "mastercard", "amex", "tarjeta", "crédito"]

    def __init__(
        self,
        supported_language: str = "es",
        patterns: list[Pattern] | None = None,
        context: list[str] | None = None,
        name: str | None = None,
    ):
        super().__init__(
            supported_entity="CREDIT_CARD",
            name=name or "ResguardoCreditCardRecognizer",
            supported_language=supported_language,
            patterns=patterns or presidio_patterns(self.PATTERNS),
            context=context if context is not None else list(self.CONTEXT),
        )

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_credit_card(pattern_text)
