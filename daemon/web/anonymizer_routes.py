"""Presidio Anonymizer's REST routes (presidio-anonymizer's server): same paths, fields and
answers, served by its own engines (daemon/presidio_api/anonymizer.py), 4xx for a client's mistakes."""

from __future__ import annotations

from aiohttp import web

from daemon.web.analysis_lane import INLINE_MAX_CHARS
from daemon.web.bodies import read_json
from daemon.web.keys import ANALYSIS_LANE, ANONYMIZERS

routes = web.RouteTableDef()

# A body this small (a support message and its few results) is a fraction of a millisecond
# of string work and runs on the event loop; a pasted document with thousands of results
# goes to the analysis thread, so it cannot hold up /health and the other clients.
_INLINE_MAX_BODY = 4 * INLINE_MAX_CHARS


@routes.post("/anonymize")
async def anonymize(request: web.Request) -> web.Response:
    return await _answer(request, request.app[ANONYMIZERS].anonymize)


@routes.post("/deanonymize")
async def deanonymize(request: web.Request) -> web.Response:
    return await _answer(request, request.app[ANONYMIZERS].deanonymize)


@routes.get("/anonymizers")
async def anonymizers(request: web.Request) -> web.Response:
    return web.json_response(request.app[ANONYMIZERS].anonymizer_names())


@routes.get("/deanonymizers")
async def deanonymizers(request: web.Request) -> web.Response:
    return web.json_response(request.app[ANONYMIZERS].deanonymizer_names())


async def _answer(request: web.Request, operate) -> web.Response:
    content = await read_json(request)
    small = (request.content_length or 0) <= _INLINE_MAX_BODY
    text = await request.app[ANALYSIS_LANE].run(operate, content, inline=small)
    return web.Response(text=text, content_type="application/json")
