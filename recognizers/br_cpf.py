"""Brazilian CPF: 11 digits with two mod-11 check digits, written 123.456.789-09 or 12345678909."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer

from recognizers import regexes
from recognizers._patterns import presidio_patterns
from recognizers.validators import is_valid_br_cpf


class ResguardoBrCpfRecognizer(PatternRecognizer):
    """BR_CPF by regex, reported only when `is_valid_br_cpf` accepts the match (score 1.0)."""

    PATTERNS = regexes.BR_CPF
    CONTEXT = ["cpf", "cadastro", "contribuinte"]

    def __init__(
        self,
        supported_language: str = "es",
        patterns: list[Pattern] | None = None,
        context: list[str] | None = None,
        name: str | None = None,
    ):
        super().__init__(
            supported_entity="BR_CPF",
            name=name or "ResguardoBrCpfRecognizer",
            supported_language=supported_language,
            patterns=patterns or presidio_patterns(self.PATTERNS),
            context=context if context is not None else list(self.CONTEXT),
        )

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_br_cpf(pattern_text)
