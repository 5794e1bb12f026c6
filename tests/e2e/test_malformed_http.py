"""HTTP that fails to parse, and clients that leave mid-request, over raw sockets.

aiohttp's parser quotes what it refuses (the request line, a header, the body's start); the
daemon's answer and log must name only the kind of fault, never a byte the client sent. A
client that goes away mid-body is not a server error.
"""

from __future__ import annotations

import json
import socket
import time

import pytest

VALUE = "someone@example.com"
PADDING_A = "a" * 9000
PADDING_B = "b" * 9000
# A run of padding long enough that it can only come from the request.
PADDING_RUNS = ("a" * 32, "b" * 32)


def exchange(daemon, raw: bytes, *, timeout: float = 10) -> bytes:
    """Send `raw` on a new connection and read until the daemon closes it."""
    with socket.create_connection((daemon.client.host, daemon.client.port), timeout=timeout) as sock:
        sock.sendall(raw)
        return read_until_closed(sock)


def read_until_closed(sock: socket.socket) -> bytes:
    received = b""
    while chunk := sock.recv(65536):
        received += chunk
    return received


def read_one_response(sock: socket.socket) -> bytes:
    """One response with a Content-Length body, leaving the connection open."""
    received = b""
    while b"\r\n\r\n" not in received:
        received += sock.recv(65536)
    head, _, body = received.partition(b"\r\n\r\n")
    length = next(int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                  if line.lower().startswith(b"content-length:"))
    while len(body) < length:
        body += sock.recv(65536)
    return head + b"\r\n\r\n" + body


def split_response(raw: bytes) -> tuple[int, dict[str, str], str]:
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.strip().lower(): v.strip() for k, v in (line.split(":", 1) for line in lines[1:])}
    return status, headers, body.decode("utf-8", errors="replace")


def assert_nothing_quoted(text: str, where: str) -> None:
    assert VALUE not in text, f"{where} carries the test value"
    for run in PADDING_RUNS:
        assert run not in text, f"{where} carries the request's padding"


def log_since(daemon, mark: int) -> str:
    return daemon.log_text()[mark:]


def wait_for_log(daemon, mark: int, needle: str, timeout: float = 10) -> str:
    deadline = time.monotonic() + timeout
    while True:
        segment = log_since(daemon, mark)
        if needle in segment or time.monotonic() > deadline:
            return segment
        time.sleep(0.05)


MALFORMED = {
    "request line over 8190 bytes": (
        f"GET /v1/events?tool={VALUE}&x={PADDING_A} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode(),
        400, "request line or header too long",
    ),
    "header over 8190 bytes": (
        f"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: {VALUE} {PADDING_B}\r\n\r\n".encode(),
        400, "request line or header too long",
    ),
    "control character in a header": (
        f"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Note: {VALUE}\x01\r\n\r\n".encode(),
        400, "malformed header",
    ),
    "malformed chunked body": (
        b"POST /analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\n\r\nzz " + VALUE.encode() + b"\r\n\r\n",
        400, "malformed chunked body",
    ),
    "invalid method": (
        f"GE\x00T /v1/policy?email={VALUE} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode(),
        400, "malformed request method",
    ),
}


@pytest.mark.parametrize("kind", list(MALFORMED))
def test_malformed_http_is_refused_without_quoting_it(patterns_daemon, kind):
    raw, status, message = MALFORMED[kind]
    mark = len(patterns_daemon.log_text())
    got_status, headers, body = split_response(exchange(patterns_daemon, raw))
    assert_nothing_quoted(body, "the answer")
    log = log_since(patterns_daemon, mark)  # written before the answer is sent
    assert_nothing_quoted(log, "the daemon's log")
    assert "Traceback" not in log and " ERROR " not in log, log[-2000:]
    assert got_status == status
    assert headers["content-type"].startswith("application/json")
    assert json.loads(body) == {"error": "bad_request", "message": message}
    assert patterns_daemon.client.healthy(), "the daemon must keep answering"


def test_invalid_method_after_a_good_request_is_refused_without_quoting_it(patterns_daemon):
    """aiohttp logs a bad method on a kept-alive connection at ERROR, with its traceback."""
    mark = len(patterns_daemon.log_text())
    with socket.create_connection((patterns_daemon.client.host, patterns_daemon.client.port), timeout=10) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert split_response(read_one_response(sock))[0] == 200
        sock.sendall(f"GE\x00T /v1/policy?email={VALUE} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        status, _, body = split_response(read_until_closed(sock))
    assert_nothing_quoted(body, "the answer")
    log = log_since(patterns_daemon, mark)
    assert_nothing_quoted(log, "the daemon's log")
    assert "Traceback" not in log and " ERROR " not in log, log[-2000:]
    assert "refused malformed HTTP: malformed request method (400)" in log
    assert status == 400
    assert json.loads(body) == {"error": "bad_request", "message": "malformed request method"}
    assert patterns_daemon.client.healthy()


def test_malformed_http_is_logged_by_kind(patterns_daemon):
    mark = len(patterns_daemon.log_text())
    raw, _, message = MALFORMED["control character in a header"]
    exchange(patterns_daemon, raw)
    log = wait_for_log(patterns_daemon, mark, "refused malformed HTTP")
    assert f"INFO resguardo.web: refused malformed HTTP: {message} (400)" in log


def test_a_body_that_does_not_decode_is_a_400_not_a_500(patterns_daemon):
    body = b"\x1f\x8b\x08\x00garbage " + VALUE.encode()  # a gzip header, then no valid deflate stream
    raw = (b"POST /analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
           b"Content-Encoding: gzip\r\nContent-Length: %d\r\n\r\n" % len(body)) + body
    mark = len(patterns_daemon.log_text())
    with socket.create_connection((patterns_daemon.client.host, patterns_daemon.client.port), timeout=10) as sock:
        sock.sendall(raw)
        status, _, text = split_response(read_one_response(sock))
    assert status == 400
    assert json.loads(text) == {"error": "Request body refused: body cannot be decoded as its Content-Encoding says"}
    assert patterns_daemon.client.healthy()
    log = wait_for_log(patterns_daemon, mark, "Unhandled exception")  # aiohttp's lingering read
    assert_nothing_quoted(log, "the daemon's log")
    assert "Traceback" not in log and " ERROR " not in log and "internal error" not in log, log[-2000:]


def test_aiohttp_websocket_log_names_no_requested_protocol(patterns_daemon):
    run = patterns_daemon.client.ok("POST", "/v1/runs", {"tenant": "t", "session": "s"}, status=201)["run_id"]
    mark = len(patterns_daemon.log_text())
    handshake = (
        f"GET /v1/runs/{run}/answer/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Authorization: Bearer {patterns_daemon.client.token}\r\n"
        "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        f"Sec-WebSocket-Protocol: {VALUE}\r\n\r\n"
    ).encode()
    with socket.create_connection((patterns_daemon.client.host, patterns_daemon.client.port), timeout=10) as sock:
        sock.sendall(handshake)
        assert sock.recv(65536).startswith(b"HTTP/1.1 101")
        log = wait_for_log(patterns_daemon, mark, "aiohttp.websocket")
    assert "aiohttp.websocket" in log  # aiohttp's warning that no protocol matched, rewritten
    assert_nothing_quoted(log, "the daemon's log")


@pytest.mark.parametrize("path", ["/analyze", "/v1/redact"])
def test_a_client_that_leaves_mid_body_is_not_an_internal_error(patterns_daemon, path):
    mark = len(patterns_daemon.log_text())
    with socket.create_connection((patterns_daemon.client.host, patterns_daemon.client.port), timeout=10) as sock:
        sock.sendall(
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {patterns_daemon.client.token}\r\n"
            "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n".encode()
            + b'{"text": "' + VALUE.encode()[:10]  # 20 bytes of the 100 announced
        )
        time.sleep(0.2)  # the route is reading the body when the client goes
    log = wait_for_log(patterns_daemon, mark, f"POST {path}")
    assert f"client closed the connection during POST {path}" in log, log[-2000:]
    assert "internal error" not in log and " ERROR " not in log and "Traceback" not in log, log[-2000:]
    assert patterns_daemon.client.healthy()


def test_a_log_line_names_the_route_not_the_path_the_client_sent(patterns_daemon):
    # A path's segments are the client's: a value put in one is not written to the log.
    mark = len(patterns_daemon.log_text())
    with socket.create_connection((patterns_daemon.client.host, patterns_daemon.client.port), timeout=10) as sock:
        sock.sendall(
            f"POST /v1/runs/{VALUE}/customer HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "
            f"{patterns_daemon.client.token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n".encode()
            + b'{"text": "'
        )
        time.sleep(0.2)
    log = wait_for_log(patterns_daemon, mark, "client closed the connection")
    assert "client closed the connection during POST /v1/runs/{run_id}/customer" in log, log[-2000:]
    assert_nothing_quoted(log, "the daemon's log")
