"""One middleware turns every failure into a JSON error: Presidio's shape on its routes, ours on /v1.

Bodies and logs name fields and types; they never repeat what the client sent.
"""

from __future__ import annotations

import logging
import traceback

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError

from daemon.core.errors import RateLimited, ResguardoError
from daemon.web.http_protocol import describe_malformed_request
from daemon.web.origins import is_gateway_path

log = logging.getLogger("resguardo.web")

V1_PREFIX = "/v1/"


def is_v1(request: web.Request) -> bool:
    return request.path.startswith(V1_PREFIX)


def error_response(request: web.Request, status: int, code: str, message: str,
                   details: dict | None = None) -> web.Response:
    # Ours on /v1 and on the gateway's routes (whose clients are provider SDKs, not Presidio's).
    if is_v1(request) or is_gateway_path(request.path):
        return web.json_response({"error": code, "message": message, **(details or {})}, status=status)
    return web.json_response({"error": message}, status=status)


_HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    413: "body_too_large",
    415: "unsupported_media_type",
}


@web.middleware
async def json_errors(request: web.Request, handler):
    try:
        return await handler(request)
    except web.HTTPException as http_error:
        if http_error.status < 400 or http_error.status == 101:
            raise
        message = _http_message(http_error)
        code = _HTTP_CODES.get(http_error.status, "http_error")
        return error_response(request, http_error.status, code, message)
    except ResguardoError as error:
        # 4xx for the client's mistakes; 502/503 for a detector upstream (the remote one)
        # that failed, whose message names the failure, never the text.
        if 400 <= error.status < 500 or error.status in (502, 503):
            response = error_response(request, error.status, error.code, error.message, error.details)
            if isinstance(error, RateLimited):  # a rate limit says when to come back (429)
                response.headers["Retry-After"] = str(error.retry_after)
            return response
        return _internal_error(request, error)
    except web.RequestPayloadError as malformed:
        # aiohttp refused the body as it arrived (its chunked framing, its Content-Encoding):
        # the client's mistake, named by kind; the parser's text may quote the body.
        cause = malformed.__cause__
        phrase = describe_malformed_request(cause)[1] if isinstance(cause, HttpProcessingError) else "malformed body"
        return error_response(request, 400, "bad_request", f"Request body refused: {phrase}")
    except Exception as error:  # noqa: BLE001
        if _client_went_away(request, error):
            # Not a server error: the client closed its connection (mid-body, say) and no
            # one is left to answer. aiohttp drops this answer quietly when it finds the
            # connection closed.
            log.info("client closed the connection during %s %s", request.method, _route(request))
            return error_response(request, 400, "bad_request", "connection closed by the client")
        return _internal_error(request, error)


def _internal_error(request: web.Request, error: Exception) -> web.Response:
    # The exception's text may quote input; log where it happened, not what it said.
    frame = traceback.extract_tb(error.__traceback__)[-1]
    log.error(
        "internal error %s at %s:%s in %s %s",
        type(error).__name__, frame.filename.rsplit("/", 1)[-1], frame.lineno,
        request.method, _route(request),
    )
    return error_response(request, 500, "internal_error", "internal error")


def _route(request: web.Request) -> str:
    """The route's template (`/v1/grants/{tool}/{entity_type}`) for a log line, not the path:
    a path's segments are the client's, and a tool or run id there can hold a value."""
    resource = request.match_info.route.resource
    return resource.canonical if resource is not None else "an unmatched route"


def _client_went_away(request: web.Request, error: Exception) -> bool:
    """A connection error while the client's own connection is gone: reading its body
    (aiohttp's payload raises what ended the connection) or writing to it. A connection
    error with the client still connected is the daemon's (the remote detector's, say)."""
    transport = request.transport
    return isinstance(error, ConnectionError) and (transport is None or transport.is_closing())


def _http_message(http_error: web.HTTPException) -> str:
    if http_error.status == 413:
        return "Request body is larger than the limit"
    if http_error.status == 404:
        return "Not found"
    if http_error.status == 405:
        return "Method not allowed"
    return http_error.reason or "HTTP error"
