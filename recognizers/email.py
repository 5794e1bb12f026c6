"""E-mail addresses, by our own regex and shape check: no tldextract, so no network ever."""

from __future__ import annotations

from recognizers import regexes
from recognizers._patterns import ValidatedPatternRecognizer
from recognizers.validators import is_valid_email


class ResguardoEmailRecognizer(ValidatedPatternRecognizer):
    """EMAIL_ADDRESS by regex, reported only when `is_valid_email` accepts the match (score 1.0)."""

    ENTITY = "EMAIL_ADDRESS"
    PATTERNS = regexes.EMAIL_ADDRESS
    CONTEXT = ["email", "e-mail", "mail", "correo"]

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_email(pattern_text)
