"""`POST /v1/hello`: the daemon proves it holds its data directory's API token, without
anyone sending it.

Why: a client that sends its bearer token to whatever answers on its URL hands it to any
process that took the port first (a squatter answering /health 200 like the daemon, or a
daemon of the console's own making that died and whose port another program took). So the
console sends a fresh random nonce here, without its token, and sends the token only to a
server whose answer is HMAC-SHA256 keyed by that token over the nonce and the port the
request arrived on (console/launcher.py computes the same).

The port is in the MAC so that a squatter cannot relay the nonce to the real daemon on
another port and pass its answer off as its own: the real daemon signs the port it serves,
the console checks the port it dialled. The route needs no token (it exists to be asked
before the token is sent) and reveals nothing of it: an HMAC's outputs for chosen inputs
do not yield its key. The cross-site rules (daemon/web/access.py) apply as everywhere.
"""

from __future__ import annotations

import hashlib
import hmac
import re

from aiohttp import web

from daemon.core.errors import BadRequest
from daemon.web.access import HELLO_PATH
from daemon.web.bodies import read_json
from daemon.web.keys import API_TOKEN

# What the MAC covers is fixed and versioned, so that a proof is never valid for anything else.
PROOF_CONTEXT = b"resguardo hello v1"
# At least 128 bits of the client's randomness, hex; at most 512.
_NONCE = re.compile(r"[0-9a-f]{32,128}")

routes = web.RouteTableDef()


def hello_proof(api_token: str, nonce: str, port: int) -> str:
    """HMAC-SHA256(token, context | nonce | port), hex. console/launcher.py's `hello_proof`
    is this same function (the console never imports the daemon)."""
    message = b"\n".join((PROOF_CONTEXT, nonce.encode("ascii"), str(port).encode("ascii")))
    return hmac.new(api_token.encode(), message, hashlib.sha256).hexdigest()


@routes.post(HELLO_PATH)
async def hello(request: web.Request) -> web.Response:
    body = await read_json(request)
    if not isinstance(body, dict):
        raise BadRequest("the body must be a JSON object", field="body")
    nonce = body.get("nonce")
    if not isinstance(nonce, str) or not _NONCE.fullmatch(nonce):
        raise BadRequest("nonce must be 32 to 128 lower-case hex digits", field="nonce")
    sockname = request.transport.get_extra_info("sockname") if request.transport is not None else None
    if not sockname:
        raise web.HTTPServiceUnavailable()  # the connection went; no one to answer
    return web.json_response({"proof": hello_proof(request.app[API_TOKEN], nonce, sockname[1])})
