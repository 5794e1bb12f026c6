"""Our Presidio recognizers for the structured types: each asks `recognizers.finder` for its
own type, so the Presidio engine and the `patterns` detector report exactly the same spans.

They are plain `EntityRecognizer`s (Presidio's documented extension point: `load` and
`analyze`), not pattern recognizers: a value's type is decided by a validator and by the
text's structure around it (recognizers/context.py), which a regex and a score cannot say.
"""

from __future__ import annotations

from presidio_analyzer import AnalysisExplanation, EntityRecognizer, RecognizerResult

from recognizers import finder


class StructuredRecognizer(EntityRecognizer):
    """One structured type, found by `recognizers.finder` (validated: a match is a value)."""

    ENTITY: str = ""
    CONTEXT: list[str] = []

    def __init__(self, supported_language: str = "en", name: str | None = None) -> None:
        super().__init__(supported_entities=[self.ENTITY], name=name or type(self).__name__,
                         supported_language=supported_language, context=list(self.CONTEXT))

    def load(self) -> None:
        """Nothing to load: the finders compile their patterns at import."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts=None) -> list[RecognizerResult]:
        if self.ENTITY not in entities:
            return []
        # FindTimedOut is not a TimeoutError, so Presidio does not swallow it: the detector
        # refuses the message (daemon/detectors/presidio_detector.py).
        spans = finder.find(text, [self.ENTITY])
        return [
            RecognizerResult(
                entity_type=self.ENTITY, start=start, end=end, score=score,
                analysis_explanation=AnalysisExplanation(
                    recognizer=self.name, original_score=score,
                    textual_explanation=f"{self.ENTITY} validated by {self.name}"),
                recognition_metadata={RecognizerResult.RECOGNIZER_NAME_KEY: self.name,
                                      RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id},
            )
            for start, end, _, score in spans
        ]


class ResguardoEsNifRecognizer(StructuredRecognizer):
    """Spanish DNI/NIF: 8 digits and the mod-23 letter (python-stdnum)."""

    ENTITY = "ES_NIF"
    CONTEXT = ["dni", "nif", "documento", "identidad"]


class ResguardoEsNieRecognizer(StructuredRecognizer):
    """Spanish NIE: X/Y/Z, 7 digits and the mod-23 letter (python-stdnum)."""

    ENTITY = "ES_NIE"
    CONTEXT = ["nie", "extranjero", "residencia"]


class ResguardoBrCpfRecognizer(StructuredRecognizer):
    """Brazilian CPF: 11 digits with both mod-11 check digits (python-stdnum)."""

    ENTITY = "BR_CPF"
    CONTEXT = ["cpf", "contribuinte"]


class ResguardoUsSsnRecognizer(StructuredRecognizer):
    """US Social Security number, by the SSA's assignment rules (python-stdnum)."""

    ENTITY = "US_SSN"
    CONTEXT = ["ssn", "social security"]


class ResguardoPhoneRecognizer(StructuredRecognizer):
    """Phone numbers of any country, judged by libphonenumber's metadata."""

    ENTITY = "PHONE_NUMBER"
    CONTEXT = ["phone", "call", "mobile", "teléfono", "telefono", "móvil", "llamar", "whatsapp", "celular"]


class ResguardoCreditCardRecognizer(StructuredRecognizer):
    """Payment cards: a network's issuer range and lengths, Luhn-valid."""

    ENTITY = "CREDIT_CARD"
    CONTEXT = ["card", "tarjeta", "visa", "mastercard", "amex", "cartão"]


class ResguardoIbanRecognizer(StructuredRecognizer):
    """IBANs: checksum, length and the country's account format (python-stdnum)."""

    ENTITY = "IBAN_CODE"
    CONTEXT = ["iban", "cuenta", "account", "transferencia"]


class ResguardoEmailRecognizer(StructuredRecognizer):
    """E-mail addresses, internationalised ones included."""

    ENTITY = "EMAIL_ADDRESS"
    CONTEXT = ["email", "correo", "mail"]


class ResguardoSecretRecognizer(StructuredRecognizer):
    """Credentials: providers' documented formats (secret_rules.yaml) and keys beside a key word."""

    ENTITY = "SECRET"
    CONTEXT = ["key", "token", "secret", "clave"]
