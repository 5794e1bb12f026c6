"""API keys and tokens (sk-..., ghp_..., xoxb-/xoxa-/xoxp-...), entity type SECRET."""

from __future__ import annotations

from recognizers import regexes
from recognizers._patterns import ValidatedPatternRecognizer
from recognizers.validators import is_valid_secret


class ResguardoSecretRecognizer(ValidatedPatternRecognizer):
    """SECRET by regex, reported only when `is_valid_secret` accepts the match (score 1.0)."""

    ENTITY = "SECRET"
    PATTERNS = regexes.SECRET
    CONTEXT = ["key", "token", "api", "clave", "secret"]

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_secret(pattern_text)
