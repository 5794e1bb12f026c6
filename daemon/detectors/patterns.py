"""The `patterns` detector: compiled regexes + checksum validators, no spaCy, no Presidio.

It finds exactly what our Presidio recognizers find for the structured types (same regex
sources in recognizers.regexes, same validators in recognizers.validators), in
microseconds per message. It never finds PERSON: that needs a model.
"""

from __future__ import annotations

from typing import Callable, Iterable

import regex

from daemon.detectors.base import Span
from daemon.entities import STRUCTURED_TYPES
from daemon.regex_safety import DEFAULT_REGEX_FLAGS
from daemon.text_folding import detect_folded
from recognizers import validators
from recognizers.regexes import PATTERNS

_LANGUAGES = ["en", "es"]

_VALIDATORS: dict[str, Callable[[str], bool]] = {
    "EMAIL_ADDRESS": validators.is_valid_email,
    "PHONE_NUMBER": validators.is_valid_phone,
    "CREDIT_CARD": validators.is_valid_credit_card,
    "IBAN_CODE": validators.is_valid_iban,
    "ES_NIF": validators.is_valid_es_nif,
    "ES_NIE": validators.is_valid_es_nie,
    "BR_CPF": validators.is_valid_br_cpf,
    "SECRET": validators.is_valid_secret,
}

# A match the validator refuses is cut to the value it holds where the type allows it, as
# the Presidio recognizer's pattern does (recognizers/fitting.py).
_FITS: dict[str, Callable[[str], str | None]] = {"IBAN_CODE": validators.iban_fit}

# Compiled once, at import, with Presidio's default flags, so both paths match the same candidates.
_COMPILED: dict[str, list[regex.Pattern]] = {
    entity: [regex.compile(source, DEFAULT_REGEX_FLAGS) for _, source in sources]
    for entity, sources in PATTERNS.items()
}


class PatternsDetector:
    """Detector for the structured types only; language-independent (en and es)."""

    name = "patterns"
    revision = 0  # its recognizers are fixed

    def detect(self, text: str, language: str, entities: Iterable[str] | None = None) -> list[Span]:
        """Validated spans of `entities` (every structured type when None), sorted, possibly overlapping.

        Types this detector does not know (PERSON, anything else) are ignored, not refused.
        Look-alike characters are read as the plain ones (daemon/text_folding.py).
        """
        wanted = STRUCTURED_TYPES if entities is None else [e for e in entities if e in _COMPILED]
        return detect_folded(lambda folded: self._detect(folded, wanted), text)

    def _detect(self, text: str, wanted: Iterable[str]) -> list[Span]:
        spans: set[Span] = set()
        for entity in wanted:
            is_valid, fit = _VALIDATORS[entity], _FITS.get(entity)
            for compiled in _COMPILED[entity]:
                for match in compiled.finditer(text):
                    found = match.group()
                    if not found:
                        continue
                    if is_valid(found):
                        spans.add(Span(match.start(), match.end(), entity, 1.0, self.name))
                    elif fit is not None and (fitted := fit(found)):
                        spans.add(Span(match.start(), match.start() + len(fitted), entity, 1.0, self.name))
        return sorted(spans, key=lambda s: (s.start, -s.end, s.entity_type))

    def supported_languages(self) -> list[str]:
        """en and es (the patterns do not depend on the language)."""
        return list(_LANGUAGES)

    def supported_entities(self, language: str) -> list[str]:
        """The structured types, for any supported language."""
        return list(STRUCTURED_TYPES)
