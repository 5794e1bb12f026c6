"""HTTP that aiohttp cannot parse, answered and logged without repeating a byte of it.

aiohttp's parser quotes what it refused: "Got more than 8190 bytes when reading:
b'/v1/events?tool=someone@example.com…'", a header line up to its bad character, the start
of a chunked body. Its protocol handler sends that text back as a text/plain 400 and logs it
with a traceback on "aiohttp.server". Here a malformed request gets our JSON error naming
only what kind of thing was wrong, one log line saying the same, and every record of
aiohttp's own loggers is rewritten to name types, never values.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Mapping
from http import HTTPStatus

from aiohttp import web
from aiohttp.http_exceptions import (
    BadHttpMethod,
    BadStatusLine,
    ContentEncodingError,
    ContentLengthError,
    HttpProcessingError,
    InvalidHeader,
    InvalidURLError,
    LineTooLong,
    TransferEncodingError,
)
from aiohttp.web_protocol import RequestHandler

from daemon.web.connections import ConnectionLimit
from daemon.web.keys import CONNECTION_LIMIT

log = logging.getLogger("resguardo.web")

AIOHTTP_LOGGERS = (
    "aiohttp.access", "aiohttp.client", "aiohttp.internal", "aiohttp.server", "aiohttp.web",
    "aiohttp.websocket",
)


# The phrase for each kind of parser error, first match wins (BadHttpMethod is a kind of
# BadStatusLine). The parsers raise the same LineTooLong for the request line and a header.
_PHRASE_BY_KIND = (
    (LineTooLong, "request line or header too long"),
    (InvalidHeader, "malformed header"),
    (BadHttpMethod, "malformed request method"),
    (InvalidURLError, "malformed request target"),
    (BadStatusLine, "malformed request line"),
    (TransferEncodingError, "malformed chunked body"),
    (ContentLengthError, "body does not match its Content-Length"),
    (ContentEncodingError, "body cannot be decoded as its Content-Encoding says"),
)
# For llhttp's bare BadHttpMessage: words of its own fixed reason, and the phrase they pick.
_PHRASE_BY_REASON = (
    (("too many headers",), 431, "too many headers"),
    (("chunk",), 400, "malformed chunked body"),
    (("header", "content-length", "transfer-encoding"), 400, "malformed header"),
    (("url",), 400, "malformed request target"),
    (("method",), 400, "malformed request method"),
    (("version",), 400, "malformed HTTP version"),
)


def describe_malformed_request(error: HttpProcessingError) -> tuple[int, str]:
    """The status and a value-free phrase for an HTTP message aiohttp's parser refused.

    The phrase is always one of the fixed ones above; the exception's text (which quotes
    the client's bytes) never leaves this function.
    """
    for kind, phrase in _PHRASE_BY_KIND:
        if isinstance(error, kind):
            return 400, phrase
    # llhttp reports most errors as a bare BadHttpMessage whose text starts with llhttp's own
    # fixed reason ("Invalid character in chunk size:\n\n  b'…'"); only that reason is read,
    # and only to pick a phrase.
    reason = str(getattr(error, "message", "")).split(":\n", 1)[0].lower()
    for words, status, phrase in _PHRASE_BY_REASON:
        if any(word in reason for word in words):
            return status, phrase
    return 400, "malformed request"


class ValueFreeRequestHandler(RequestHandler):
    """aiohttp's protocol handler with an error answer that quotes nothing.

    aiohttp offers no hook for the answer to a request its parser refused: data_received
    turns the parser's exception into a call to handle_error, which logs the exception with
    its traceback and returns a text/plain Response of the exception's text (the client's
    bytes), before any middleware or signal of the application runs. So handle_error, and
    only it, is overridden; its contract is kept (an answer already started raises
    ConnectionError; the connection is closed after the answer).
    """

    def handle_error(
        self, request, status: int = 500, exc: BaseException | None = None, message: str | None = None,
    ) -> web.StreamResponse:
        if isinstance(exc, HttpProcessingError):
            status, phrase = describe_malformed_request(exc)
            code = "request_header_fields_too_large" if status == 431 else "bad_request"
            # Like aiohttp: a first request with no HTTP method at all is usually not HTTP
            # (TLS, a port scanner) and not worth an operator's attention.
            first_not_http = self._request_count == 1 and isinstance(exc, BadHttpMethod)
            log.log(
                logging.DEBUG if first_not_http else logging.INFO,
                "refused malformed HTTP: %s (%d)", phrase, status,
            )
        else:
            # A failure outside the application's middlewares (which answer every error of
            # a route): name its type only, its text may quote input.
            phrase = _phrase(status)
            code = "internal_error" if status == 500 else "http_error"
            log.error("%s outside the request's handler: %s", phrase, type(exc).__name__ if exc else "no exception")
        if request.writer.output_size > 0:
            raise ConnectionError("Response is sent already, cannot send another response with the error message")
        # The request never parsed, so its path (Presidio's routes or /v1) is unknown: our
        # /v1 shape, whose "error" is a string either kind of client can show.
        response = web.json_response({"error": code, "message": phrase}, status=status)
        response.force_close()
        return response


def _phrase(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "error"


class ValueFreeServer(web.Server):
    """web.Server whose connections use ValueFreeRequestHandler, counted against the
    connection limit.

    web.Server.__call__ builds a plain RequestHandler and takes no handler class; this
    override is that method with the class changed.
    """

    def __init__(self, *args, connection_limit: ConnectionLimit | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._limit = connection_limit

    def __call__(self) -> asyncio.Protocol:
        return ValueFreeRequestHandler(self, loop=self._loop, **self._kwargs)

    # web.Server's bookkeeping of its handlers' connections: the connection limit's too.

    def connection_made(self, handler: RequestHandler, transport: asyncio.Transport) -> None:
        super().connection_made(handler, transport)
        if self._limit is not None:
            self._limit.admit(transport)  # refused: answered 503 and closed; connection_lost follows

    def connection_lost(self, handler: RequestHandler, exc: BaseException | None = None) -> None:
        transport = self._connections.get(handler)
        super().connection_lost(handler, exc)
        if self._limit is not None and transport is not None:
            self._limit.release(transport)



class DaemonAppRunner(web.AppRunner):
    """web.AppRunner serving through ValueFreeServer.

    _make_server is the factory BaseRunner leaves to its subclasses; AppRunner's version
    starts the application and builds a web.Server. The same server, with its handler,
    request factory and keyword arguments unchanged, is rebuilt as a ValueFreeServer.
    """

    async def _make_server(self) -> web.Server:
        made = await super()._make_server()
        return ValueFreeServer(
            made.request_handler, request_factory=made.request_factory,
            handler_cancellation=made.handler_cancellation,
            connection_limit=self.app.get(CONNECTION_LIMIT), **made._kwargs,
        )


# A %-style placeholder of a logging template: %s, %r, %d, %(name)s, %-10.3f, %%.
_PLACEHOLDER = re.compile(
    r"%(?:\((?P<key>[^)]*)\))?[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?(?P<conversion>[diouxXeEfFgGcrsa%])"
)


class ValueFreeRecords(logging.Filter):
    """Rewrites a log record to its template with each argument named by its type, the
    exception by its type, and no traceback or stack; a client's malformed request is INFO.

    aiohttp's records put what a client sent in their arguments (a WebSocket's requested
    protocols, a multipart error) and in their exceptions (a parser error quotes the
    request). The template is aiohttp's own text.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        template = record.msg if isinstance(record.msg, str) else f"<{type(record.msg).__name__}>"
        text = _name_arguments(template, record.args)
        exc = record.exc_info[1] if record.exc_info else None
        if exc is not None:
            text = f"{text} ({type(exc).__name__})"
        if isinstance(exc, (HttpProcessingError, web.RequestPayloadError)) and record.levelno > logging.INFO:
            # A body aiohttp refused (its lingering read after our 400 meets the same error
            # again) is the client's mistake, not the daemon's.
            record.levelno, record.levelname = logging.INFO, logging.getLevelName(logging.INFO)
        record.msg, record.args = text, None
        record.exc_info = record.exc_text = record.stack_info = None
        return True


def _name_arguments(template: str, args) -> str:
    if not args:
        return template  # logging formats a template only when it has arguments
    positional = iter(args if not isinstance(args, Mapping) else ())

    def name(match: re.Match) -> str:
        if match["conversion"] == "%":
            return "%"
        if match["key"] is not None and isinstance(args, Mapping):
            value = args.get(match["key"])
        else:
            value = next(positional, None)
        return f"<{type(value).__name__}>"

    return _PLACEHOLDER.sub(name, template)


def keep_aiohttp_logs_value_free() -> None:
    """Installs ValueFreeRecords on every aiohttp logger (once).

    On each logger, not on a parent or a handler: a logger's filters see only the records
    logged to it, and the daemon's records must stay value-free whatever handlers exist.
    """
    for name in AIOHTTP_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(existing, ValueFreeRecords) for existing in logger.filters):
            logger.addFilter(ValueFreeRecords())
