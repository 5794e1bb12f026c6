"""Presidio Anonymizer's REST requests, answered by presidio-anonymizer's own engines.

The request bodies are read the way presidio-anonymizer's server reads them (its
`AppEntitiesConvertor`), the operators are the package's own, and the answers are the
engines' `to_json()`. What differs is only where that server answers 500 for a client's
mistake (a field of the wrong shape, a wrong decryption key, an entity with no
deanonymizer): here those are 4xx naming the field, and its exception text, which can
quote the request, is never logged.

Two of the package's operators are not served:
- `custom` takes a Python lambda; Presidio's server refuses it too (400).
- `surrogate_ahds` sends each value to Azure Health Data Services. The daemon opens no
  outbound connection, ever, so it is not registered and `/anonymizers` does not list it.

No aiohttp here: the web layer (daemon/web/anonymizer_routes.py) calls these functions.
"""

from __future__ import annotations

import logging
from typing import Any

from daemon.core.errors import ResguardoError, Unprocessable
from daemon.presidio_api.analyze_request import AnalyzeRequestError

INVALID_JSON = "Invalid request json"
CUSTOM_REFUSED = "Custom type anonymizer is not supported"


class InvalidAnonymizerInput(Unprocessable):
    """422 invalid_anonymizer_input: parameters presidio-anonymizer's server refuses with 422
    (its `InvalidParamError`), worded as it words them."""

    code = "invalid_anonymizer_input"


class Anonymizers:
    """One AnonymizerEngine and one DeanonymizeEngine, as Presidio's server holds them."""

    def __init__(self) -> None:
        from presidio_anonymizer import AnonymizerEngine, DeanonymizeEngine
        from presidio_anonymizer.operators import AHDS_AVAILABLE, AHDSSurrogate

        # The package logs an unknown operator's name (the client's text) at ERROR;
        # nothing the daemon writes may hold what a client sent.
        logging.getLogger("presidio-anonymizer").setLevel(logging.CRITICAL)
        self.anonymizer = AnonymizerEngine()
        self.deanonymizer = DeanonymizeEngine()
        if AHDS_AVAILABLE and AHDSSurrogate is not None:
            self.anonymizer.remove_anonymizer(AHDSSurrogate)  # a network call per value

    def anonymizer_names(self) -> list[str]:
        return self.anonymizer.get_anonymizers()

    def deanonymizer_names(self) -> list[str]:
        return self.deanonymizer.get_deanonymizers()

    def anonymize(self, content: Any) -> str:
        """POST /anonymize: `text`, `analyzer_results`, `anonymizers` → the engine's JSON."""
        from presidio_anonymizer import InvalidParamError
        from presidio_anonymizer.services.app_entities_convertor import AppEntitiesConvertor

        content = _request_object(content)
        text = _text(content)
        anonymizers = _operator_configs(content.get("anonymizers"), "anonymizers")
        raw_results = content.get("analyzer_results")
        if raw_results is not None:
            _list_of_objects(raw_results, "analyzer_results")
        try:
            operators = AppEntitiesConvertor.operators_config_from_json(anonymizers)
            if AppEntitiesConvertor.check_custom_operator(operators):
                raise AnalyzeRequestError(CUSTOM_REFUSED)
            results = AppEntitiesConvertor.analyzer_results_from_json(raw_results)
            answer = self.anonymizer.anonymize(text=text, analyzer_results=results, operators=operators)
        except ResguardoError:
            raise  # ours, already worded: not to be rewrapped below
        except InvalidParamError as invalid:
            raise InvalidAnonymizerInput(invalid.err_msg) from None
        except (TypeError, ValueError, AttributeError, KeyError, IndexError):
            # The engines are functions of the request alone, so what fails in them is a
            # parameter of the wrong kind (a `salt` that is not a string, say), which the
            # package checks only by using it.
            raise InvalidAnonymizerInput(
                "Invalid input, an anonymizer's parameters could not be applied") from None
        return answer.to_json()

    def deanonymize(self, content: Any) -> str:
        """POST /deanonymize: `text`, `anonymizer_results`, `deanonymizers` → the engine's JSON."""
        from presidio_anonymizer import InvalidParamError
        from presidio_anonymizer.services.app_entities_convertor import AppEntitiesConvertor

        content = _request_object(content)
        text = _text(content)
        deanonymizers = _operator_configs(content.get("deanonymizers"), "deanonymizers")
        if content.get("anonymizer_results"):
            _list_of_objects(content["anonymizer_results"], "anonymizer_results")
        try:
            entities = AppEntitiesConvertor.deanonymize_entities_from_json(content)
            operators = AppEntitiesConvertor.operators_config_from_json(deanonymizers)
            if any(entity.entity_type not in operators for entity in entities) and "DEFAULT" not in operators:
                # Presidio's engine has no default deanonymizer and fails with a 500.
                raise InvalidAnonymizerInput(
                    "Invalid input, deanonymizers must name an operator for every entity_type "
                    "in anonymizer_results, or a DEFAULT")
            answer = self.deanonymizer.deanonymize(text=text, entities=entities, operators=operators)
        except ResguardoError:
            raise  # ours, already worded: not to be rewrapped below
        except InvalidParamError as invalid:
            raise InvalidAnonymizerInput(invalid.err_msg) from None
        except ValueError:
            # cryptography's padding error and base64's binascii.Error (a ValueError): the key
            # is not the one the value was encrypted with, or the span is not an encrypted value.
            raise InvalidAnonymizerInput(
                "Invalid input, an entity could not be decrypted: wrong key, or its start and "
                "end do not hold an encrypted value") from None
        except (TypeError, AttributeError, KeyError, IndexError):
            raise InvalidAnonymizerInput(
                "Invalid input, a deanonymizer's parameters could not be applied") from None
        return answer.to_json()


def _request_object(content: Any) -> dict:
    # Presidio's server: `if not content: raise BadRequest("Invalid request json")`; a body
    # that is JSON but not an object fails there with a 500, here the same 400.
    if not content or not isinstance(content, dict):
        raise AnalyzeRequestError(INVALID_JSON)
    return content


def _text(content: dict) -> str:
    text = content.get("text", "")
    if not isinstance(text, str):
        raise InvalidAnonymizerInput("Invalid input, 'text' must be a string")
    return text


def _list_of_objects(value: Any, field: str) -> None:
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        raise InvalidAnonymizerInput(f"Invalid input, '{field}' must be a list of objects")


def _operator_configs(value: Any, field: str) -> dict | None:
    """`anonymizers`/`deanonymizers`: an object of entity type → operator config object.

    Copied, because Presidio's OperatorConfig.from_json pops `type` out of the dict it is given."""
    if value is None:
        return None
    if not isinstance(value, dict) or not all(isinstance(config, dict) for config in value.values()):
        raise InvalidAnonymizerInput(
            f"Invalid input, '{field}' must be an object mapping entity types to operator objects")
    return {entity_type: dict(config) for entity_type, config in value.items()}
