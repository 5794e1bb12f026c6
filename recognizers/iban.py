"""IBANs with or without spaces: the country length and the mod-97 check."""

from __future__ import annotations

from presidio_analyzer import Pattern

from recognizers import regexes
from recognizers._patterns import ValidatedPatternRecognizer
from recognizers.fitting import FittingFinder
from recognizers.validators import iban_fit, is_valid_iban


class FittedIbanPattern(Pattern):
    """A Pattern whose compiled form, whatever flags Presidio compiles it with, cuts a match
    the checksum refuses to its country's length (recognizers/fitting.py)."""

    def __init__(self, pattern: Pattern) -> None:
        super().__init__(name=pattern.name, regex=pattern.regex, score=pattern.score)

    @property
    def compiled_regex(self):
        return self._finder

    @compiled_regex.setter
    def compiled_regex(self, compiled) -> None:
        # Presidio assigns a freshly compiled regex whenever the flags change; wrap each one.
        self._finder = None if compiled is None else FittingFinder(compiled, iban_fit)


class ResguardoIbanRecognizer(ValidatedPatternRecognizer):
    """IBAN_CODE by regex, reported only when `is_valid_iban` accepts the match (score 1.0), cut
    to its country's length where words or numbers follow it (FittedIbanPattern)."""

    ENTITY = "IBAN_CODE"
    PATTERNS = regexes.IBAN_CODE
    CONTEXT = ["iban", "account", "cuenta", "transferencia", "bank", "banco"]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.patterns = [p if isinstance(p, FittedIbanPattern) else FittedIbanPattern(p) for p in self.patterns]

    def validate_result(self, pattern_text: str) -> bool:
        """The checksum decides: an invalid match is never reported."""
        return is_valid_iban(pattern_text)
