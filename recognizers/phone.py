"""Phone numbers: Spanish mobile and landline, US (NANP) and Brazilian, in the forms people write."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer

from recognizers import regexes
from recognizers._patterns import presidio_patterns
from recognizers.validators import is_valid_phone


class ResguardoPhoneRecognizer(PatternRecognizer):
    """PHONE_NUMBER by regex, reported only when `is_valid_phone` accepts the match (score 1.0)."""

    PATTERNS = regexes.PHONE_NUMBER
    CONTEXT = ["phone", "call", "mobile", "teléfono", "telefono", "móvil", "llamar", "whatsapp", "celular"]

    def __init__(
        self,
        supported_language: str = "es",
        patterns: list[Pattern] | None = None,
        context: list[str] | None = None,
        name: str | None = None,
    ):
        super().__init__(
            supported_entity="PHONE_NUMBER",
            name=name or "ResguardoPhoneRecognizer",
            supported_language=supported_language,
            patterns=patterns or presidio_patterns(self.PATTERNS),
            context=context if context is not None else list(self.CONTEXT),
        )

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_phone(pattern_text)
