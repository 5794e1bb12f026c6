"""The daemon's port is bound before anything slow happens (daemon/process/listening.py)."""

from __future__ import annotations

import socket

import pytest

from daemon.process.listening import ListenError, open_listening_sockets


def test_the_socket_listens_before_anyone_serves_it():
    (sock,) = open_listening_sockets("127.0.0.1", 0)
    try:
        port = sock.getsockname()[1]
        # The kernel completes the handshake and holds the request for whoever serves it later.
        with socket.create_connection(("127.0.0.1", port), timeout=5) as client:
            client.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            sock.setblocking(True)
            accepted, _ = sock.accept()
            with accepted:
                assert accepted.recv(100).startswith(b"GET /health")
    finally:
        sock.close()


def test_a_taken_port_names_the_address_and_leaves_nothing_open():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        open_before = _open_sockets()
        with pytest.raises(ListenError, match=rf"cannot listen on 127\.0\.0\.1:{port}: "):
            open_listening_sockets("127.0.0.1", port)
        assert _open_sockets() == open_before


def test_ipv6_addresses_are_shown_in_brackets():
    if not socket.has_ipv6:
        pytest.skip("no IPv6 on this host")
    try:
        (first,) = open_listening_sockets("::1", 0)
    except ListenError:
        pytest.skip("::1 cannot be bound here")
    try:
        port = first.getsockname()[1]
        with pytest.raises(ListenError, match=rf"cannot listen on \[::1\]:{port}: "):
            open_listening_sockets("::1", port)
    finally:
        first.close()


def _open_sockets() -> int:
    import os

    count = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            count += os.readlink(f"/proc/self/fd/{fd}").startswith("socket:")
        except FileNotFoundError:  # the descriptor listdir itself had open
            pass
    return count
