"""`POST /analyze` and `GET /health` answered straight from the socket: the two requests a
Presidio client sends most.

Why: at concurrency 1, around a 5 ms analysis, the daemon's own HTTP work through aiohttp
(its parser, a Request, two turns of the event loop, routing, two middlewares, a Response
and its headers) took 0.49 ms, against 0.17 ms for the same code around a 0.1 ms analysis
(BENCHMARKS.md, the round of 2026-12-01 02:25). spaCy leaves the caches cold, so every
object and function a request touches costs a trip to memory; this path touches few.

Which requests take it. Every connection starts here. A read that holds exactly one whole
request is parsed by llhttp (httptools; aiohttp's own C parser is built on llhttp too) and
answered here when it is HTTP/1.1 with keep-alive, without Transfer-Encoding,
Content-Encoding, Expect or Upgrade, and is either `GET /health` with no body or
`POST /analyze` with a JSON body (by its Content-Type) within the daemon's limit that asks
for no ad-hoc recognizers, with a loopback `Host` (or none) and no `Origin` (the checks of
daemon/web/origins.py, whose refusals are aiohttp's); and only on a daemon that asks no
token for these routes. Anything else (another route, a
query string, a request split over reads or sharing one with the next, a body that is not
JSON, a field /analyze refuses, an analysis that fails) hands the connection, from the
first byte of that request, to aiohttp's protocol handler: it answers that request as it
answers every other, with the same routes, errors, logs and limits, and keeps the
connection from then on. So this path only ever writes a 200 it is sure of, and every
refusal is aiohttp's and the routes'.
"""

from __future__ import annotations

import asyncio
import email.utils
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass

import httptools
from aiohttp import web
from aiohttp.http import SERVER_SOFTWARE

from daemon.analyze_request import parse_analyze_request
from daemon.web.bodies import decode_json_body
from daemon.web.connections import ConnectionLimit
from daemon.web.keys import DETECTOR, SETTINGS
from daemon.web.origins import JSON_TYPE, is_loopback_host_header, media_type
from daemon.web.presidio_routes import HEALTH_TEXT, analysis_answer, server_timing

# Request headers that change how a body is framed, encoded or answered: aiohttp's business.
_HANDED_OFF_HEADERS = frozenset({b"transfer-encoding", b"content-encoding", b"expect", b"upgrade"})

_HEALTH = object()  # a GET /health
_HEALTH_BODY = HEALTH_TEXT.encode()


def fast_path_allowed(app: web.Application) -> bool:
    """The path runs only where /analyze needs no token: on loopback (daemon/web/access.py)."""
    return app[SETTINGS].loopback_only


class FastPathConnections:
    """The connections still on this path, so that shutdown can close them as aiohttp closes
    its own."""

    def __init__(self) -> None:
        self.open: set[FastPathProtocol] = set()
        self.answered = 0  # requests this path answered itself (for tests)

    async def shutdown(self, timeout: float | None) -> None:
        """Close idle connections now and the others once their answer is written."""
        answering = [connection.answering for connection in self.open if connection.answering is not None]
        for connection in list(self.open):
            connection.close_when_idle()
        if answering:
            await asyncio.wait(answering, timeout=timeout)
        for connection in list(self.open):
            connection.close()


@dataclass(frozen=True)
class FastPathLimits:
    """aiohttp's handler's limits on a request's head; a request near any is handed over."""

    max_line_size: int
    max_field_size: int
    max_headers: int


# How close to a limit a request may come and stay here: aiohttp counts a line with its
# separators, so the path leaves the last few bytes' verdict to it.
_LIMIT_MARGIN = 16


class FastPathProtocol(asyncio.Protocol):
    """One connection, until its first request that this path does not answer.

    `make_handler(answered_before)` builds aiohttp's protocol handler for the hand-over."""

    def __init__(self, app: web.Application, make_handler: Callable[[int, float | None], asyncio.Protocol],
                 connections: FastPathConnections, keepalive_timeout: float, limits: FastPathLimits,
                 connection_limit: ConnectionLimit | None = None) -> None:
        self._app = app
        self._limit = connection_limit
        self._admitted: asyncio.BaseTransport | None = None
        self._make_handler = make_handler
        self._connections = connections
        self._keepalive_timeout = keepalive_timeout
        self._limits = limits
        self._answered = 0
        self._headers = 0
        self._max_body = app[SETTINGS].max_body_bytes
        self._transport: asyncio.Transport | None = None
        self._parser = httptools.HttpRequestParser(self)
        self.answering: asyncio.Task | None = None
        self._unread = bytearray()  # what arrived while a request was being answered
        self._paused = False
        self._closing = False
        self._idle_since = 0.0
        self._idle_timer: asyncio.TimerHandle | None = None
        self._begun = self._completed = 0
        self._url = b""
        self._body: list[bytes] = []
        self._plain = True
        self._content_type: str | None = None
        self._form: tuple[bytes, str, bool] | None = None  # method, HTTP version, keep-alive

    # asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        if self._limit is not None:
            if not self._limit.admit(transport):
                return  # answered 503 and closed (daemon/web/connections.py)
            self._admitted = transport
        self._transport = transport  # type: ignore[assignment]
        sock = transport.get_extra_info("socket")
        if sock is not None:  # as aiohttp's handler does, so that a vanished peer is noticed
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        self._connections.open.add(self)
        self._idle()

    def data_received(self, data: bytes) -> None:
        if self.answering is not None:
            self._unread += data  # answered by aiohttp, after this answer
            if len(self._unread) > self._max_body and not self._paused:
                # A client that keeps sending waits, as aiohttp would make it wait.
                self._transport.pause_reading()
                self._paused = True
            return
        request = self._one_plain_request(data)
        if request is None:
            # Its head's deadline (the keep-alive timeout) still counts from when it began to wait.
            self._hand_off(data, waiting_since=self._idle_since)
        elif request is _HEALTH:
            self._write(_answer("text/plain", _HEALTH_BODY))
        else:
            if self._limit is not None:
                self._limit.busy(self._transport)
            self.answering = asyncio.get_running_loop().create_task(self._answer(data, request))

    def eof_received(self) -> None:
        # As aiohttp's handler does: the transport closes (an answer still being computed
        # is dropped with it).
        return None

    def connection_lost(self, exc: Exception | None) -> None:
        self._forget()
        if self._limit is not None and self._admitted is not None:
            self._limit.release(self._admitted)

    # httptools' callbacks, during feed_data

    def on_message_begin(self) -> None:
        self._begun += 1

    def on_url(self, url: bytes) -> None:
        self._url += url

    def on_header(self, name: bytes, value: bytes) -> None:
        self._headers += 1
        lowered = name.lower()
        if (lowered in _HANDED_OFF_HEADERS or self._headers >= self._limits.max_headers
                or len(name) + len(value) + _LIMIT_MARGIN > self._limits.max_field_size):
            self._plain = False
        elif lowered == b"host":
            # A foreign Host (DNS rebinding) or any Origin (a web page): refused, or for a
            # loopback Origin let through, by aiohttp's middleware (daemon/web/origins.py).
            if not is_loopback_host_header(value.decode("latin-1")):
                self._plain = False
        elif lowered == b"origin":
            self._plain = False
        elif lowered == b"content-type":
            self._content_type = value.decode("latin-1")

    def on_headers_complete(self) -> None:
        # Read here: llhttp clears the connection flags once the message is complete.
        parser = self._parser
        self._form = (parser.get_method(), parser.get_http_version(), parser.should_keep_alive())

    def on_body(self, body: bytes) -> None:
        self._body.append(body)

    def on_message_complete(self) -> None:
        self._completed += 1

    # the path

    def _one_plain_request(self, data: bytes) -> bytes | object | None:
        """When `data` is exactly one request this path answers: the body of a POST /analyze,
        or _HEALTH for a GET /health. None otherwise."""
        self._begun = self._completed = 0
        self._url, self._body, self._plain, self._form, self._headers = b"", [], True, None, 0
        self._content_type = None
        try:
            self._parser.feed_data(data)
        except (httptools.HttpParserError, httptools.HttpParserUpgrade):
            return None
        if not (self._begun == self._completed == 1 and self._plain and self._form is not None
                and len(self._url) + _LIMIT_MARGIN <= self._limits.max_line_size):
            return None
        method, version, keep_alive = self._form
        if version != "1.1" or not keep_alive:
            return None
        body = b"".join(self._body)
        if (self._url == b"/analyze" and method == b"POST" and len(body) <= self._max_body
                and media_type(self._content_type) == JSON_TYPE):  # else a 415, aiohttp's
            return body
        if self._url == b"/health" and method == b"GET" and not body:
            return _HEALTH
        return None

    async def _answer(self, raw: bytes, body: bytes) -> None:
        try:
            parsed = parse_analyze_request(decode_json_body(body), self._app[DETECTOR].supported_languages())
            if parsed.ad_hoc_recognizers:
                # A client's own patterns may fail or time out: answered where failures are.
                raise _HandOff
            text, seconds = await analysis_answer(self._app, parsed)
        except Exception:  # noqa: BLE001 - refusals and failures are answered by aiohttp, from the same bytes
            self.answering = None
            self._limit_idle()
            self._hand_off(raw + self._unread)
            return
        self.answering = None
        self._limit_idle()
        self._write(_answer("application/json", text.encode(), server_timing(seconds)))

    def _write(self, answer: bytes) -> None:
        """Send a whole answer, then go on with the connection."""
        transport = self._transport
        if transport is None or transport.is_closing():
            return
        transport.write(answer)
        self._answered += 1
        self._connections.answered += 1
        if self._closing:
            self.close()  # shutting down: what else arrived is dropped, as aiohttp drops it
        elif self._unread:
            self._hand_off(bytes(self._unread))
        else:
            self._idle()

    def _limit_idle(self) -> None:
        if self._limit is not None:
            self._limit.idle(self._transport)

    def _hand_off(self, raw: bytes, waiting_since: float | None = None) -> None:
        transport = self._transport
        self._forget()
        if transport is None or transport.is_closing():
            return
        handler = self._make_handler(self._answered, waiting_since)
        transport.set_protocol(handler)
        handler.connection_made(transport)
        if self._paused:
            # Before the bytes are handed over, so that a pause aiohttp asks for stands.
            transport.resume_reading()
        if raw:
            handler.data_received(bytes(raw))

    def _forget(self) -> None:
        self._connections.open.discard(self)
        if self._idle_timer is not None:
            self._idle_timer.cancel()
            self._idle_timer = None
        self._transport = None
        self._parser = None

    # keep-alive and shutdown

    def _idle(self) -> None:
        """An idle connection is closed after the keep-alive timeout, as aiohttp closes its own."""
        loop = asyncio.get_running_loop()
        self._idle_since = loop.time()
        if self._idle_timer is None and self._keepalive_timeout > 0:
            self._idle_timer = loop.call_at(self._idle_since + self._keepalive_timeout, self._check_idle)

    def _check_idle(self) -> None:
        self._idle_timer = None
        if self._transport is None:
            return
        loop = asyncio.get_running_loop()
        deadline = self._idle_since + self._keepalive_timeout
        if self.answering is None and loop.time() >= deadline:
            self.close()
            return
        # Used since, or answering now: look again when it could have been idle long enough.
        when = deadline if self.answering is None else loop.time() + self._keepalive_timeout
        self._idle_timer = loop.call_at(when, self._check_idle)

    def close_when_idle(self) -> None:
        self._closing = True
        if self.answering is None:
            self.close()

    def close(self) -> None:
        transport = self._transport
        self._forget()
        if transport is not None:
            transport.close()


def _answer(content_type: str, body: bytes, headers: dict[str, str] | None = None) -> bytes:
    """A 200 with the headers aiohttp's Response writes for the same route."""
    extra = "".join(f"{name}: {value}\r\n" for name, value in (headers or {}).items())
    head = (f"HTTP/1.1 200 OK\r\n{extra}Content-Type: {content_type}; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nDate: {_http_date()}\r\nServer: {SERVER_SOFTWARE}\r\n\r\n")
    return head.encode("ascii") + body


class _HandOff(Exception):
    """A request this path leaves to aiohttp after reading it."""


_date_cache: tuple[int, str] = (0, "")


def _http_date() -> str:
    """The Date header (RFC 9110), formatted once a second."""
    global _date_cache
    now = int(time.time())
    if _date_cache[0] != now:
        _date_cache = (now, email.utils.formatdate(now, usegmt=True))
    return _date_cache[1]
