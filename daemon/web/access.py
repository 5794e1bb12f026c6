"""Who may ask: never a web page (daemon/web/origins.py says why), and with the bearer token
always on /v1, and on every route when the daemon leaves loopback."""

from __future__ import annotations

import hmac

from aiohttp import web

from daemon.web.errors import error_response, is_v1
from daemon.web.keys import API_TOKEN, SETTINGS
from daemon.web.origins import (
    JSON_TYPE,
    POLICY_FILE_PATH,
    acceptable_body_type,
    is_gateway_path,
    is_loopback_host_header,
    is_loopback_origin,
    takes_json_body_only,
)

# The one /v1 route anyone may call: the console proves the daemon is its own with it
# before it sends the token (daemon/web/hello.py).
HELLO_PATH = "/v1/hello"
# On the gateway's routes `Authorization` is the provider's: the daemon's token comes in this.
GATEWAY_TOKEN_HEADER = "X-Resguardo-Token"


@web.middleware
async def require_token(request: web.Request, handler):
    # /v1/hello is asked before a client sends its token, to learn whether to (web/hello.py).
    needs_token = (is_v1(request) or not request.app[SETTINGS].loopback_only) and request.path != HELLO_PATH
    if needs_token and not _has_valid_token(request):
        wanted = f"the {GATEWAY_TOKEN_HEADER} header" if is_gateway_path(request.path) else "bearer token"
        return error_response(request, 401, "unauthorized", f"missing or wrong {wanted}")
    return await handler(request)


def _has_valid_token(request: web.Request) -> bool:
    if is_gateway_path(request.path):
        presented = request.headers.get(GATEWAY_TOKEN_HEADER, "")
        if not presented:
            return False
    else:
        header = request.headers.get("Authorization", "")
        scheme, _, presented = header.partition(" ")
        if scheme.lower() != "bearer" or not presented:
            return False
    expected = request.app[API_TOKEN]
    # Constant time, over bytes, so a wrong token's length or prefix teaches nothing.
    return hmac.compare_digest(presented.strip().encode(), expected.encode())


@web.middleware
async def refuse_cross_site(request: web.Request, handler):
    """403 for a foreign Host (on loopback) or Origin, 415 for a body a page could send."""
    if request.app[SETTINGS].loopback_only:
        host = request.headers.get("Host")
        if host is not None and not is_loopback_host_header(host):
            # Named, never quoted: the header is the client's text.
            return error_response(request, 403, "host_not_allowed",
                                  "the Host header must name loopback (localhost, 127.0.0.1 or [::1])")
    origin = request.headers.get("Origin")
    # Off loopback, no page of any origin may drive the gateway with the caller's credentials.
    gateway_off_loopback = is_gateway_path(request.path) and not request.app[SETTINGS].loopback_only
    if origin is not None and (gateway_off_loopback or not is_loopback_origin(origin)):
        return error_response(request, 403, "origin_not_allowed",
                              "requests from web pages are refused: the Origin header is not a loopback origin")
    # On a route that exists: an unknown one is a 404 or 405 whatever its body.
    if (request.match_info.http_exception is None and takes_json_body_only(request.method, request.path)
            and not acceptable_body_type(request.path, request.headers.get("Content-Type"))):
        wanted = "a YAML type or application/json" if request.path == POLICY_FILE_PATH else JSON_TYPE
        return error_response(request, 415, "unsupported_media_type",
                              f"the Content-Type header must be {wanted}")
    return await handler(request)
