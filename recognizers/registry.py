"""Our recognizers, registered for every language the daemon serves (en and es alike).

The daemon builds its AnalyzerEngine from Presidio's predefined recognizers for en and es,
minus REPLACED_STOCK, plus resguardo_recognizers(lang) for each language, so one value is
never reported twice with different spans.
"""

from __future__ import annotations

from presidio_analyzer import EntityRecognizer
from presidio_analyzer.predefined_recognizers import SpacyRecognizer

from recognizers.person import ResguardoPersonRecognizer
from recognizers.structured import (
    ResguardoBrCpfRecognizer,
    ResguardoCreditCardRecognizer,
    ResguardoEmailRecognizer,
    ResguardoEsNieRecognizer,
    ResguardoEsNifRecognizer,
    ResguardoIbanRecognizer,
    ResguardoPhoneRecognizer,
    ResguardoSecretRecognizer,
    ResguardoUsSsnRecognizer,
)

_CLASSES = (
    ResguardoEsNifRecognizer,
    ResguardoEsNieRecognizer,
    ResguardoBrCpfRecognizer,
    ResguardoUsSsnRecognizer,
    ResguardoPhoneRecognizer,
    ResguardoCreditCardRecognizer,
    ResguardoIbanRecognizer,
    ResguardoEmailRecognizer,
    ResguardoSecretRecognizer,
    ResguardoPersonRecognizer,
)


# spaCy's other NER types: never tokenized, but Presidio clients of /analyze expect them,
# so the stock recognizer stays for them while PERSON comes from ours alone.
OTHER_NER_ENTITIES = ["DATE_TIME", "NRP", "LOCATION", "ORGANIZATION"]


def resguardo_recognizers(language: str) -> list[EntityRecognizer]:
    """New instances of our recognizers for `language` (the same set for en and es)."""
    ours = [cls(supported_language=language) for cls in _CLASSES]
    other_ner = SpacyRecognizer(supported_language=language, supported_entities=list(OTHER_NER_ENTITIES))
    return ours + [other_ner]


# Stock Presidio recognizers that ours supersede (removed from the registry by name).
REPLACED_STOCK: frozenset[str] = frozenset(
    {
        "EsNifRecognizer",
        "EsNieRecognizer",
        "PhoneRecognizer",
        "EmailRecognizer",
        "CreditCardRecognizer",
        "IbanRecognizer",
        "UsSsnRecognizer",
        "SpacyRecognizer",
    }
)
