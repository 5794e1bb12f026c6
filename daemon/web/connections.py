"""Slow and idle clients cannot hold the daemon's descriptors (issue 33, finding 4).

A connection that sends half a request head and then nothing, or a trickle of it, was held
until aiohttp's keep-alive timeout of an hour: some twenty thousand of them used up the
process's descriptors and the daemon stopped answering, /health included. Three limits,
each where it can be held in one place:

- The request head: aiohttp's own `keepalive_timeout` (daemon/process/serve.py sets it to
  `--request-timeout`, 10 s at most). Its timer starts when a connection opens or its
  previous answer is sent and closes the connection if, when it fires, no whole request
  head has arrived; bytes arriving do not restart it, so a trickle is cut off as surely as
  silence.
- The body: `read_body_in_time` below reads it, whole, within the same time of its head,
  or answers 408 and closes. A body a route never reads is drained by aiohttp for at most
  its `lingering_time`, set to the same.
- The number of connections: `ConnectionLimit`. Past `--max-connections`, a new connection
  takes the place of the one that has waited longest on its client (idle, or half a request
  head or body in); only when every connection is being answered is it answered 503 and
  closed at once. So a flood of slow clients turns over among itself, and a client that
  sends a whole request (a /health probe) is always served; no descriptor outlives a slot.
"""

from __future__ import annotations

import asyncio
import json
import logging
import resource

from aiohttp import web

log = logging.getLogger("resguardo.web")

# Descriptors left beside the connections: the database and its WAL, the listening
# sockets, the models' files, the executors' pipes, log files.
RESERVED_DESCRIPTORS = 128

_FULL = json.dumps({"error": "too_many_connections",
                    "message": "every connection is being answered; try again shortly"}).encode()
_FULL_ANSWER = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n"
    b"Retry-After: 1\r\nConnection: close\r\nContent-Length: %d\r\n\r\n" % len(_FULL)
) + _FULL


def usable_connection_cap(wanted: int) -> int:
    """`wanted`, or fewer when the process may not open that many descriptors and its others."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return wanted
    return max(1, min(wanted, soft - RESERVED_DESCRIPTORS))


class ConnectionLimit:
    """At most `cap` connections open (see the module's docstring).

    Keyed by transport. `busy` marks one being answered (its request read whole), `idle`
    puts it back among those waiting on their client, last in line.
    """

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self._open: dict[asyncio.BaseTransport, None] = {}  # oldest waiting first
        self._busy: set[asyncio.BaseTransport] = set()
        self.evicted = 0
        self.refused = 0

    def __len__(self) -> int:
        return len(self._open)

    def admit(self, transport: asyncio.BaseTransport) -> bool:
        """Make room for a new connection; False (it was answered 503 and closed) if none can be made."""
        if transport in self._open:
            return True
        if len(self._open) >= self.cap:
            victim = next((held for held in self._open if held not in self._busy), None)
            if victim is None:
                self.refused += 1
                log.warning("connection refused: all %d connections are being answered", self.cap)
                transport.write(_FULL_ANSWER)  # type: ignore[attr-defined]
                transport.close()
                return False
            self.evicted += 1
            if self.evicted % 1000 == 1:
                log.warning("connection limit (%d) reached: closing the connections that waited "
                            "longest on their clients (%d so far)", self.cap, self.evicted)
            self.release(victim)
            victim.abort()  # type: ignore[attr-defined]  # at once: its descriptor is the point
        self._open[transport] = None
        return True

    def release(self, transport: asyncio.BaseTransport) -> None:
        self._open.pop(transport, None)
        self._busy.discard(transport)

    def busy(self, transport: asyncio.BaseTransport | None) -> None:
        if transport in self._open:
            self._busy.add(transport)

    def idle(self, transport: asyncio.BaseTransport | None) -> None:
        if transport in self._busy:
            self._busy.discard(transport)
            del self._open[transport]
            self._open[transport] = None  # last in line: it has only just begun to wait


def body_deadline_middleware(seconds: float, limit: ConnectionLimit | None):
    """The middleware that reads a request's body within `seconds` of its head, then marks the
    connection busy until the route has answered."""
    # Here, not at the top: daemon/web/errors.py imports the protocol module that imports this one.
    from daemon.web.errors import error_response

    @web.middleware
    async def read_body_in_time(request: web.Request, handler):
        if request.body_exists and request.can_read_body:
            try:
                async with asyncio.timeout(seconds):
                    # Kept by aiohttp: the route's own read() returns these bytes. Over the
                    # size limit this raises the 413 the routes answer.
                    await request.read()
            except TimeoutError:
                response = error_response(request, 408, "request_timeout",
                                          f"the request body did not arrive within {seconds:g} s")
                response.force_close()
                # Sent here and the connection closed at once: left to aiohttp, the rest of
                # the body would be drained for its lingering time first, the descriptor held.
                await response.prepare(request)
                await response.write_eof()
                if request.transport is not None:
                    request.transport.close()  # after what is buffered: the answer
                return response
        transport = request.transport
        if limit is not None:
            limit.busy(transport)
        try:
            return await handler(request)
        finally:
            if limit is not None:
                limit.idle(transport)

    return read_body_in_time
