"""Parses and validates a Presidio `/analyze` body, before any analysis runs.

Presidio's REST server answers 500 for most client mistakes; we answer 400 with the same
message (docs/api.md), and check everything up front so a bad request never reaches the engine.
Messages name fields, never echo their values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from daemon.core.errors import BadRequest
from daemon.detectors.regex_safety import CLIENT_REGEX_FLAGS, DEFAULT_REGEX_FLAGS, UnsafeRegex, check_regex

MAX_BATCH = 1000
_PATTERN_KEYS = frozenset({"name", "regex", "score"})
_PARSE_PREFIX = "Failed to parse /analyze request for AnalyzerEngine.analyze(). "


class AnalyzeRequestError(BadRequest):
    """A client's mistake in a Presidio request body; `message` is Presidio's wording where it has one."""


@dataclass
class AnalyzeRequest:
    texts: list[str]
    batch: bool
    language: str
    entities: list[str] | None = None
    correlation_id: str | None = None
    score_threshold: float | None = None
    return_decision_process: bool = False
    ad_hoc_recognizers: list[dict[str, Any]] = field(default_factory=list)
    context: list[str] | None = None
    allow_list: list[str] | None = None
    allow_list_match: str = "exact"
    regex_flags: int = DEFAULT_REGEX_FLAGS


def parse_analyze_request(body: Any, supported_languages: list[str]) -> AnalyzeRequest:
    """Validate a decoded JSON body into an AnalyzeRequest, or raise AnalyzeRequestError."""
    if not isinstance(body, dict):
        raise AnalyzeRequestError(_PARSE_PREFIX + "The request body must be a JSON object")
    text = body.get("text")
    if not text:
        raise AnalyzeRequestError("No text provided")
    if isinstance(text, str):
        texts, batch = [text], False
    elif isinstance(text, list) and all(isinstance(item, str) for item in text):
        if len(text) > MAX_BATCH:
            raise AnalyzeRequestError(f"{_PARSE_PREFIX}'text' holds more than {MAX_BATCH} items")
        texts, batch = list(text), True
    else:
        raise AnalyzeRequestError(_PARSE_PREFIX + "'text' must be a string or a list of strings")

    language = body.get("language")
    if not language:
        raise AnalyzeRequestError("No language provided")
    if not isinstance(language, str) or language not in supported_languages:
        raise AnalyzeRequestError("No matching recognizers were found to serve the request.")

    request = AnalyzeRequest(texts=texts, batch=batch, language=language)
    request.entities = _optional_string_list(body, "entities")
    request.correlation_id = _optional_string(body, "correlation_id")
    request.score_threshold = _optional_score(body, "score_threshold")
    request.return_decision_process = _optional_bool(body, "return_decision_process")
    request.context = _optional_string_list(body, "context")
    request.allow_list = _optional_string_list(body, "allow_list")
    match = body.get("allow_list_match", "exact")
    if match not in ("exact", "regex"):
        raise AnalyzeRequestError(_PARSE_PREFIX + "'allow_list_match' must be 'exact' or 'regex'")
    request.allow_list_match = match
    # The flags first: the allow list's patterns run with them, so they are checked with them.
    flags = body.get("regex_flags", DEFAULT_REGEX_FLAGS)
    if flags is None:
        flags = DEFAULT_REGEX_FLAGS
    if isinstance(flags, bool) or not isinstance(flags, int) or flags < 0:
        raise AnalyzeRequestError(_PARSE_PREFIX + "'regex_flags' must be a non-negative integer")
    if flags & ~CLIENT_REGEX_FLAGS:
        raise AnalyzeRequestError(
            _PARSE_PREFIX + "'regex_flags' may only combine IGNORECASE, MULTILINE, DOTALL, VERBOSE, ASCII, "
                            "UNICODE, WORD, FULLCASE, VERSION0 and VERSION1"
        )
    request.regex_flags = flags
    if match == "regex" and request.allow_list:
        for index, pattern in enumerate(request.allow_list):
            _check_client_regex(pattern, f"allow_list[{index}]", flags)
    request.ad_hoc_recognizers = _ad_hoc_recognizers(body.get("ad_hoc_recognizers"))
    return request


def _ad_hoc_recognizers(value: Any) -> list[dict[str, Any]]:
    if value in (None, []):
        return []
    if not isinstance(value, list):
        raise AnalyzeRequestError(_PARSE_PREFIX + "'ad_hoc_recognizers' must be a list")
    checked = []
    for index, recognizer in enumerate(value):
        where = f"ad_hoc_recognizers[{index}]"
        if not isinstance(recognizer, dict):
            raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{where}' must be an object")
        entity = recognizer.get("supported_entity") or (recognizer.get("supported_entities") or [None])[0]
        if not isinstance(entity, str) or not entity:
            raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{where}.supported_entity' is required")
        patterns = recognizer.get("patterns")
        deny_list = recognizer.get("deny_list")
        if not patterns and not deny_list:
            raise AnalyzeRequestError(
                f"{_PARSE_PREFIX}'{where}' needs 'patterns' or 'deny_list'"
            )
        if patterns is not None:
            if not isinstance(patterns, list):
                raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{where}.patterns' must be a list")
            for number, pattern in enumerate(patterns):
                if not isinstance(pattern, dict):
                    raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{where}.patterns[{number}]' must be an object")
                unexpected = [key for key in pattern if key not in _PATTERN_KEYS]
                if unexpected:
                    # Presidio's own wording for this mistake, so its clients see what they expect.
                    raise AnalyzeRequestError(
                        f"{_PARSE_PREFIX}Pattern.__init__() got an unexpected keyword argument '{unexpected[0]}'"
                    )
                name = pattern.get("name") if isinstance(pattern.get("name"), str) else f"{where}.patterns[{number}]"
                _check_client_regex(pattern.get("regex"), name)
                score = pattern.get("score")
                if isinstance(score, bool) or not isinstance(score, (int, float)) or not 0 <= score <= 1:
                    raise AnalyzeRequestError(
                        f"{_PARSE_PREFIX}'{where}.patterns[{number}].score' must be a number from 0 to 1"
                    )
        if deny_list is not None and not (
            isinstance(deny_list, list) and all(isinstance(w, str) and w for w in deny_list)
        ):
            raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{where}.deny_list' must be a list of strings")
        for key in ("context", "supported_entities"):
            if key in recognizer and recognizer[key] is not None and not (
                isinstance(recognizer[key], list) and all(isinstance(w, str) for w in recognizer[key])
            ):
                raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{where}.{key}' must be a list of strings")
        checked.append(recognizer)
    return checked


def _check_client_regex(pattern: Any, name: str, flags: int = DEFAULT_REGEX_FLAGS) -> None:
    try:
        check_regex(pattern, name, flags)
    except UnsafeRegex as refused:
        raise AnalyzeRequestError(str(refused)) from None


def _optional_string_list(body: dict, key: str) -> list[str] | None:
    value = body.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{key}' must be a list of strings")
    return value


def _optional_string(body: dict, key: str) -> str | None:
    value = body.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{key}' must be a string")
    return value


def _optional_score(body: dict, key: str) -> float | None:
    value = body.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{key}' must be a number from 0 to 1")
    return float(value)


def _optional_bool(body: dict, key: str) -> bool:
    value = body.get(key)
    if value is None:
        return False
    # Presidio clients send 0/1 as often as false/true; Presidio takes either.
    if not isinstance(value, (bool, int, float)):
        raise AnalyzeRequestError(f"{_PARSE_PREFIX}'{key}' must be true or false")
    return bool(value)


def runs_client_regexes(request: AnalyzeRequest) -> bool:
    """Whether analysing `request` runs a regex the client wrote (an ad-hoc recognizer's, or
    an allow list read as regexes): such work goes to the analysis thread, never inline."""
    return bool(request.ad_hoc_recognizers) or (request.allow_list_match == "regex" and bool(request.allow_list))
