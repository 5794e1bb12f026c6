"""Presidio Analyzer's REST routes, same paths, fields and answers, 4xx for client mistakes."""

from __future__ import annotations

import json

from aiohttp import web

from daemon.presidio_api.analyze_request import AnalyzeRequest, AnalyzeRequestError, parse_analyze_request
from daemon.web.analysis_lane import short_enough_to_run_inline
from daemon.web.batching import timed
from daemon.web.bodies import read_json
from daemon.web.keys import ANALYSIS_LANE, ANALYZE_BATCHER, DETECTOR

routes = web.RouteTableDef()

HEALTH_TEXT = "Presidio Analyzer service is up"


@routes.get("/health")
async def health(request: web.Request) -> web.Response:
    # The daemon serves its port only once every language and both analysis paths are
    # warm (daemon/process/serve.py), so reaching this handler means the models are loaded and run.
    return web.Response(text=HEALTH_TEXT)


@routes.post("/analyze")
async def analyze(request: web.Request) -> web.Response:
    parsed = parse_analyze_request(await read_json(request), request.app[DETECTOR].supported_languages())
    text, seconds = await analysis_answer(request.app, parsed)
    return web.Response(text=text, content_type="application/json", headers=server_timing(seconds))


async def analysis_answer(app: web.Application, parsed: AnalyzeRequest) -> tuple[str, float]:
    """/analyze's JSON answer to `parsed`, and its analysis's seconds."""
    batcher = app.get(ANALYZE_BATCHER)
    if batcher is not None:
        analyzed = await batcher.analyze(parsed)
    else:
        analyzed = await app[ANALYSIS_LANE].run(
            timed, app[DETECTOR].analyze_request, parsed, inline=short_enough_to_run_inline(parsed.texts)
        )
    payload = analyzed.answers if parsed.batch else analyzed.answers[0]
    return json.dumps(payload), analyzed.seconds


def server_timing(seconds: float) -> dict[str, str]:
    # The analysis's own time (W3C Server-Timing), so a client can tell it from HTTP's.
    return {"Server-Timing": f"analysis;dur={seconds * 1000:.3f}"}


@routes.get("/recognizers")
async def recognizers(request: web.Request) -> web.Response:
    detector = request.app[DETECTOR]
    language = _language_param(request, detector)
    return web.json_response(detector.recognizer_names(language))


@routes.get("/supportedentities")
async def supported_entities(request: web.Request) -> web.Response:
    detector = request.app[DETECTOR]
    language = _language_param(request, detector)
    if language is None:
        merged = set()
        for each in detector.supported_languages():
            merged.update(detector.supported_entities(each))
        return web.json_response(sorted(merged))
    return web.json_response(detector.supported_entities(language))


def _language_param(request: web.Request, detector) -> str | None:
    language = request.query.get("language")
    if language is not None and language not in detector.supported_languages():
        raise AnalyzeRequestError("No matching recognizers were found to serve the request.")
    return language
