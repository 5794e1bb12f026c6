"""IBANs with or without spaces: the country length and the mod-97 check."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer

from recognizers import regexes
from recognizers._patterns import presidio_patterns
from recognizers.validators import is_valid_iban


class ResguardoIbanRecognizer(PatternRecognizer):
    """IBAN_CODE by regex, reported only when `is_valid_iban` accepts the match (score 1.0)."""

    PATTERNS = regexes.IBAN_CODE
    CONTEXT = ["iban", "account", "cuenta", "transferencia", "bank", "banco"]

    def __init__(
        self,
        supported_language: str = "es",
        patterns: list[Pattern] | None = None,
        context: list[str] | None = None,
        name: str | None = None,
    ):
        super().__init__(
            supported_entity="IBAN_CODE",
            name=name or "ResguardoIbanRecognizer",
            supported_language=supported_language,
            patterns=patterns or presidio_patterns(self.PATTERNS),
            context=context if context is not None else list(self.CONTEXT),
        )

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_iban(pattern_text)
