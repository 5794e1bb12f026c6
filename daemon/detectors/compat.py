"""Serves Presidio's /analyze from a detector that only returns spans (patterns, remote)."""

from __future__ import annotations

import regex

from daemon.detectors.base import Span
from daemon.presidio_api.analyze_request import AnalyzeRequest, AnalyzeRequestError

ALLOW_LIST_TIMEOUT_SECONDS = 1.0


def analyze_with_spans(detector, request: AnalyzeRequest) -> list[list[dict]]:
    """Presidio-shaped results for each text, honouring the fields a span detector can."""
    if request.ad_hoc_recognizers:
        raise AnalyzeRequestError(
            f"ad_hoc_recognizers need the presidio detector; this daemon runs '{detector.name}'"
        )
    answers = []
    for text in request.texts:
        spans = detector.detect(text, request.language, request.entities)
        threshold = request.score_threshold or 0.0
        kept = [
            span for span in spans
            if span.score >= threshold and not _allowed(text[span.start:span.end], request)
        ]
        kept.sort(key=lambda span: (span.start, span.end, span.entity_type))
        answers.append([_span_to_dict(span, request.return_decision_process) for span in kept])
    return answers


def _allowed(value: str, request: AnalyzeRequest) -> bool:
    if not request.allow_list:
        return False
    if request.allow_list_match == "exact":
        return value in request.allow_list
    try:
        return any(
            regex.search(pattern, value, flags=request.regex_flags, timeout=ALLOW_LIST_TIMEOUT_SECONDS)
            for pattern in request.allow_list
        )
    except TimeoutError:
        raise AnalyzeRequestError("An allow_list regex took longer than its time limit") from None


def _span_to_dict(span: Span, explain: bool) -> dict:
    explanation = None
    if explain:
        explanation = {
            "original_score": span.score,
            "pattern": None,
            "pattern_name": None,
            "recognizer": span.recognizer,
            "regex_flags": None,
            "score": span.score,
            "score_context_improvement": 0,
            "supportive_context_word": "",
            "textual_explanation": f"Detected by `{span.recognizer}`",
            "validation_result": None,
        }
    return {
        "analysis_explanation": explanation,
        "end": span.end,
        "entity_type": span.entity_type,
        "score": span.score,
        "start": span.start,
    }
