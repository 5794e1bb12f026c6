"""/v1/recognizers (ours and the operator's) and /v1/analyze (the console's analyzer view)."""

from __future__ import annotations

from aiohttp import web

from daemon.core.errors import BadRequest
from daemon.core.validation import validate_language
from daemon.web.handling import analysis, object_body, required
from daemon.web.keys import BOUNDARY, DETECTOR, OPERATOR_RECOGNIZERS, PATTERNS_DETECTOR

routes = web.RouteTableDef()


@routes.get("/v1/recognizers")
async def list_recognizers(request: web.Request) -> web.Response:
    return web.json_response(await analysis(request, request.app[OPERATOR_RECOGNIZERS].list))


@routes.get("/v1/recognizers/{name}")
async def get_recognizer(request: web.Request) -> web.Response:
    return web.json_response(request.app[OPERATOR_RECOGNIZERS].get(request.match_info["name"]))


@routes.post("/v1/recognizers")
async def add_recognizer(request: web.Request) -> web.Response:
    body = await object_body(request)
    saved = await analysis(request, request.app[OPERATOR_RECOGNIZERS].add, body)
    return web.json_response(saved, status=201)


@routes.delete("/v1/recognizers/{name}")
async def remove_recognizer(request: web.Request) -> web.Response:
    await analysis(request, request.app[OPERATOR_RECOGNIZERS].remove, request.match_info["name"])
    return web.Response(status=204)


@routes.post("/v1/recognizers/test")
async def test_recognizer(request: web.Request) -> web.Response:
    body = await object_body(request)
    result = await analysis(
        request, request.app[OPERATOR_RECOGNIZERS].test,
        required(body, "recognizer"), required(body, "text"), body.get("language", "en"),
    )
    return web.json_response(result)


@routes.post("/v1/analyze")
async def analyze_for_operator(request: web.Request) -> web.Response:
    """Every span a detector finds, with explanations, and which ones a run would tokenize."""
    body = await object_body(request)
    text = required(body, "text")
    language = validate_language(body.get("language", "en"))
    if language == "auto":
        raise BadRequest("language must be a language code (en, es, pt, pt-BR, …)", field="language")
    detector = _choose_detector(request, body.get("detector", request.app[DETECTOR].name))
    return web.json_response(await analysis(request, request.app[BOUNDARY].explain, text, language, detector))


def _choose_detector(request: web.Request, choice):
    if choice == request.app[DETECTOR].name:
        return request.app[DETECTOR]
    if choice == "patterns":
        return request.app[PATTERNS_DETECTOR]
    raise BadRequest(
        f"detector must be patterns or the daemon's own ({request.app[DETECTOR].name})", field="detector"
    )
