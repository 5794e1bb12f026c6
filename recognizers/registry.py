"""Our recognizers, registered for every language the daemon serves (en and es alike).

The daemon builds its AnalyzerEngine from Presidio's predefined recognizers for en and es,
minus REPLACED_STOCK, plus resguardo_recognizers(lang) for each language, so one value is
never reported twice with different spans.
"""

from __future__ import annotations

from presidio_analyzer import EntityRecognizer

from recognizers.br_cpf import ResguardoBrCpfRecognizer
from recognizers.credit_card import ResguardoCreditCardRecognizer
from recognizers.email import ResguardoEmailRecognizer
from recognizers.es_nie import ResguardoEsNieRecognizer
from recognizers.es_nif import ResguardoEsNifRecognizer
from recognizers.iban import ResguardoIbanRecognizer
from recognizers.person import ResguardoPersonRecognizer
from recognizers.phone import ResguardoPhoneRecognizer
from recognizers.secret import ResguardoSecretRecognizer

_CLASSES = (
    ResguardoEsNifRecognizer,
    ResguardoEsNieRecognizer,
    ResguardoBrCpfRecognizer,
    ResguardoPhoneRecognizer,
    ResguardoCreditCardRecognizer,
    ResguardoIbanRecognizer,
    ResguardoEmailRecognizer,
    ResguardoSecretRecognizer,
    ResguardoPersonRecognizer,
)


def resguardo_recognizers(language: str) -> list[EntityRecognizer]:
    """New instances of our recognizers for `language` (the same set for en and es)."""
    return [cls(supported_language=language) for cls in _CLASSES]


# Stock Presidio recognizers that ours supersede (removed from the registry by name).
REPLACED_STOCK: frozenset[str] = frozenset(
    {
        "EsNifRecognizer",
        "EsNieRecognizer",
        "PhoneRecognizer",
        "EmailRecognizer",
        "CreditCardRecognizer",
        "IbanRecognizer",
        "SpacyRecognizer",
    }
)
