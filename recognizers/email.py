"""E-mail addresses, by our own regex and shape check: no tldextract, so no network ever."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer

from recognizers import regexes
from recognizers._patterns import presidio_patterns
from recognizers.validators import is_valid_email


class ResguardoEmailRecognizer(PatternRecognizer):
    """EMAIL_ADDRESS by regex, reported only when `is_valid_email` accepts the match (score 1.0)."""

    PATTERNS = regexes.EMAIL_ADDRESS
    CONTEXT = ["email", "e-mail", "mail", "correo"]

    def __init__(
        self,
        supported_language: str = "es",
        patterns: list[Pattern] | None = None,
        context: list[str] | None = None,
        name: str | None = None,
    ):
        super().__init__(
            supported_entity="EMAIL_ADDRESS",
            name=name or "ResguardoEmailRecognizer",
            supported_language=supported_language,
            patterns=patterns or presidio_patterns(self.PATTERNS),
            context=context if context is not None else list(self.CONTEXT),
        )

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_email(pattern_text)
