"""Brazilian CPF: 11 digits with two mod-11 check digits, written 123.456.789-09, 12345678909 or 123 456 789 09."""

from __future__ import annotations

from recognizers import regexes
from recognizers._patterns import ValidatedPatternRecognizer
from recognizers.validators import is_valid_br_cpf


class ResguardoBrCpfRecognizer(ValidatedPatternRecognizer):
    """BR_CPF by regex, reported only when `is_valid_br_cpf` accepts the match (score 1.0)."""

    ENTITY = "BR_CPF"
    PATTERNS = regexes.BR_CPF
    CONTEXT = ["cpf", "cadastro", "contribuinte"]

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_br_cpf(pattern_text)
