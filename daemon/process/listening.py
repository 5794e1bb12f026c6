"""The daemon's listening sockets, opened before anything slow happens.

`resguardod` binds its port first and serves it only once its analyzer is warm. In between,
the kernel completes each client's connection and holds its request, so:
- a port that is taken, or a host that does not resolve, fails in well under a second with
  a message that says so, not after the models have loaded;
- a client started beside the daemon (an agent, the console) never sees "connection
  refused" and needs no retry loop: its /health is answered the moment the daemon is warm,
  and its first /analyze goes to an analyzer that was busy a millisecond before rather than
  one that has sat idle for a polling interval.
"""

from __future__ import annotations

import errno
import os
import socket

# Connections the kernel holds while the daemon loads; more wait in the client's SYN retry.
BACKLOG = 128


class ListenError(Exception):
    """The daemon cannot listen where it was told to; the message names the address."""


def open_listening_sockets(host: str, port: int) -> list[socket.socket]:
    """A listening socket for each address `host` resolves to (`socket.create_server`: SO_REUSEADDR,
    IPv6 sockets IPv6-only), not yet served."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as problem:
        raise ListenError(f"cannot resolve --host {host}: {problem.strerror}") from None
    opened: list[socket.socket] = []
    try:
        for family, address in dict.fromkeys((family, address) for family, _, _, _, address in infos):
            try:
                sock = socket.create_server(address, family=family, backlog=BACKLOG)
            except OSError as problem:
                if problem.errno == errno.EAFNOSUPPORT:
                    continue  # a family this host cannot open (IPv6 turned off): as asyncio does
                reason = os.strerror(problem.errno) if problem.errno else str(problem)
                raise ListenError(f"cannot listen on {_show(address)}: {reason}") from None
            opened.append(sock)
            sock.setblocking(False)
    except BaseException:
        for sock in opened:
            sock.close()
        raise
    if not opened:
        raise ListenError(f"cannot listen on --host {host}: no address it resolves to can be opened")
    return opened


def _show(address: tuple) -> str:
    host, port = address[:2]
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
