"""API keys and tokens (sk-..., ghp_..., xoxb-/xoxa-/xoxp-...), entity type SECRET."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer

from recognizers import regexes
from recognizers._patterns import presidio_patterns
from recognizers.validators import is_valid_secret


class ResguardoSecretRecognizer(PatternRecognizer):
    """SECRET by regex, reported only when `is_valid_secret` accepts the match (score 1.0)."""

    PATTERNS = regexes.SECRET
    CONTEXT = ["key", "token", "api", "clave", "secret"]

    def __init__(
        self,
        supported_language: str = "es",
        patterns: list[Pattern] | None = None,
        context: list[str] | None = None,
        name: str | None = None,
    ):
        super().__init__(
            supported_entity="SECRET",
            name=name or "ResguardoSecretRecognizer",
            supported_language=supported_language,
            patterns=patterns or presidio_patterns(self.PATTERNS),
            context=context if context is not None else list(self.CONTEXT),
        )

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_secret(pattern_text)
