"""Bearer-token access: always on /v1, and on every route when the daemon leaves loopback."""

from __future__ import annotations

import hmac

from aiohttp import web

from daemon.web.errors import error_response, is_v1
from daemon.web.keys import API_TOKEN, SETTINGS


@web.middleware
async def require_token(request: web.Request, handler):
    needs_token = is_v1(request) or not request.app[SETTINGS].loopback_only
    if needs_token and not _has_valid_token(request):
        return error_response(request, 401, "unauthorized", "missing or wrong bearer token")
    return await handler(request)


def _has_valid_token(request: web.Request) -> bool:
    header = request.headers.get("Authorization", "")
    scheme, _, presented = header.partition(" ")
    if scheme.lower() != "bearer" or not presented:
        return False
    expected = request.app[API_TOKEN]
    # Constant time, over bytes, so a wrong token's length or prefix teaches nothing.
    return hmac.compare_digest(presented.strip().encode(), expected.encode())
