"""/v1/recognizers (ours and the operator's) and /v1/analyze (the console's analyzer view)."""

from __future__ import annotations

from aiohttp import web

from daemon.presidio_api.analyze_request import AnalyzeRequest
from daemon.detectors.overlaps import resolve_overlaps
from daemon.detectors.base import Span
from daemon.core.errors import BadRequest
from daemon.core.validation import validate_language
from daemon.web.keys import BOUNDARY, DETECTOR, OPERATOR_RECOGNIZERS, PATTERNS_DETECTOR, STORE
from daemon.web.v1_routes import _analysis, _object_body, _required, _store

routes = web.RouteTableDef()


@routes.get("/v1/recognizers")
async def list_recognizers(request: web.Request) -> web.Response:
    return web.json_response(await _analysis(request, request.app[OPERATOR_RECOGNIZERS].list))


@routes.get("/v1/recognizers/{name}")
async def get_recognizer(request: web.Request) -> web.Response:
    return web.json_response(request.app[OPERATOR_RECOGNIZERS].get(request.match_info["name"]))


@routes.post("/v1/recognizers")
async def add_recognizer(request: web.Request) -> web.Response:
    body = await _object_body(request)
    saved = await _analysis(request, request.app[OPERATOR_RECOGNIZERS].add, body)
    return web.json_response(saved, status=201)


@routes.delete("/v1/recognizers/{name}")
async def remove_recognizer(request: web.Request) -> web.Response:
    await _analysis(request, request.app[OPERATOR_RECOGNIZERS].remove, request.match_info["name"])
    return web.Response(status=204)


@routes.post("/v1/recognizers/test")
async def test_recognizer(request: web.Request) -> web.Response:
    body = await _object_body(request)
    result = await _analysis(
        request, request.app[OPERATOR_RECOGNIZERS].test,
        _required(body, "recognizer"), _required(body, "text"), body.get("language", "en"),
    )
    return web.json_response(result)


@routes.post("/v1/analyze")
async def analyze_for_operator(request: web.Request) -> web.Response:
    """Every span a detector finds, with explanations, and which ones a run would tokenize."""
    body = await _object_body(request)
    text = _required(body, "text")
    if not isinstance(text, str):
        raise BadRequest("text must be a string", field="text")
    language = validate_language(body.get("language", "en"))
    if language == "auto":
        raise BadRequest("language must be a language code (en, es, pt, pt-BR, …)", field="language")
    choice = body.get("detector", request.app[DETECTOR].name)
    detector = _choose_detector(request, choice)
    # As a run reads it: a language the detector has no pipeline for goes to the patterns
    # (daemon/core/boundary.py, Boundary.detector_for), `pt-BR` to `pt`.
    detector, language = request.app[BOUNDARY].detector_for(language) if detector is request.app[DETECTOR] \
        else (detector, language)
    policy = await _store(request, request.app[STORE].tokenized_entities)
    spans = await _analysis(request, _explained_spans, detector, text, language)
    tokenized = set(resolve_overlaps([_as_span(s) for s in spans if s["entity_type"] in policy]))
    for span in spans:
        span["tokenized"] = _as_span(span) in tokenized
    return web.json_response({"detector": detector.name, "spans": spans})


def _choose_detector(request: web.Request, choice):
    if choice == request.app[DETECTOR].name:
        return request.app[DETECTOR]
    if choice == "patterns":
        return request.app[PATTERNS_DETECTOR]
    raise BadRequest(
        f"detector must be patterns or the daemon's own ({request.app[DETECTOR].name})", field="detector"
    )


def _explained_spans(detector, text: str, language: str) -> list[dict]:
    if hasattr(detector, "analyze_request"):
        request = AnalyzeRequest(texts=[text], batch=False, language=language, return_decision_process=True)
        results = detector.analyze_request(request)[0]
        return [
            {
                "start": r["start"], "end": r["end"], "entity_type": r["entity_type"], "score": r["score"],
                "recognizer": (r["analysis_explanation"] or {}).get("recognizer", ""),
                "explanation": (r["analysis_explanation"] or {}).get("textual_explanation") or "",
            }
            for r in sorted(results, key=lambda r: (r["start"], r["end"]))
        ]
    return [
        {
            "start": s.start, "end": s.end, "entity_type": s.entity_type, "score": s.score,
            "recognizer": s.recognizer, "explanation": f"Detected by `{s.recognizer}` (regex + checksum)",
        }
        for s in detector.detect(text, language)
    ]


def _as_span(span: dict) -> Span:
    return Span(span["start"], span["end"], span["entity_type"], span["score"], span["recognizer"])
