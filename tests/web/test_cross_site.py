"""What a web page can send to the loopback daemon is refused (issue 33, finding 2): a
foreign Host (DNS rebinding), a foreign Origin, a body a page may POST without a preflight.
Against a real daemon, over real sockets, on aiohttp's routes and on raw sockets."""

from __future__ import annotations

import http.client
import json
import socket

import pytest
import yaml

from tests.support.daemons import start_daemon

EVIL = "rebound.attacker.example"


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    process = start_daemon(tmp_path_factory.mktemp("cross-site") / "data", "--detector", "patterns")
    yield process
    process.stop()


def call(daemon, method: str, path: str, body: bytes | None = None, headers: dict | None = None,
         *, auth: bool = False) -> tuple[int, str]:
    port = int(daemon.url.rsplit(":", 1)[1])
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        sent = dict(headers or {})
        if auth:
            sent.update(daemon.auth)
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        return response.status, response.read().decode()
    finally:
        connection.close()


def raw_exchange(daemon, data: bytes) -> tuple[int, str]:
    """One request written whole in one send."""
    port = int(daemon.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(data)
        received = b""
        while b"\r\n\r\n" not in received:
            received += sock.recv(65536)
        head, _, body = received.partition(b"\r\n\r\n")
        length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                           if line.lower().startswith(b"content-length")))
        while len(body) < length:
            body += sock.recv(65536)
    return int(head.split()[1]), body.decode()


ANALYZE = json.dumps({"text": "mail someone@example.com", "language": "en"}).encode()
JSON = {"Content-Type": "application/json"}

# (method, path, body, token): every kind of route, the Presidio ones, /v1 and an unknown one.
ROUTES = [
    ("GET", "/health", None, False),
    ("POST", "/analyze", ANALYZE, False),
    ("GET", "/supportedentities", None, False),
    ("GET", "/v1/policy", None, True),
    ("POST", "/v1/runs", json.dumps({"tenant": "t", "session": "s"}).encode(), True),
    ("GET", "/no/such/route", None, False),
]


@pytest.mark.parametrize("method,path,body,auth", ROUTES)
def test_a_foreign_host_is_refused_on_every_route(daemon, method, path, body, auth):
    status, text = call(daemon, method, path, body, {**JSON, "Host": f"{EVIL}:5002"}, auth=auth)
    assert status == 403, text
    answer = json.loads(text)
    if path.startswith("/v1/"):
        assert answer["error"] == "host_not_allowed" and "Host" in answer["message"]
    else:
        assert "Host" in answer["error"]  # Presidio's shape: {"error": message}
    assert EVIL not in text


@pytest.mark.parametrize("host", ["localhost", "LOCALHOST:5002", "127.0.0.1", "127.0.0.1:80", "[::1]",
                                  "[::1]:5002", "127.0.0.2:1"])
def test_loopback_names_are_served(daemon, host):
    assert call(daemon, "GET", "/health", headers={"Host": host})[0] == 200
    assert call(daemon, "POST", "/analyze", ANALYZE, {**JSON, "Host": host})[0] == 200
    assert call(daemon, "GET", "/v1/policy", headers={"Host": host}, auth=True)[0] == 200


@pytest.mark.parametrize("host", [EVIL, "127.0.0.1.attacker.example", "localhost.attacker.example:80",
                                  "0.0.0.0", "10.0.0.1", "[::2]", "127.0.0.1:notaport", "[::1"])
def test_names_that_are_not_loopback_are_refused(daemon, host):
    assert call(daemon, "GET", "/health", headers={"Host": host})[0] == 403


def test_a_foreign_host_is_refused_on_a_raw_connection(daemon):
    """Requests written straight to the socket, whole in one read, meet the same rules."""
    status, text = raw_exchange(daemon, f"GET /health HTTP/1.1\r\nHost: {EVIL}\r\n\r\n".encode())
    assert status == 403 and EVIL not in text
    analyze = (f"POST /analyze HTTP/1.1\r\nHost: {EVIL}\r\nContent-Type: application/json\r\n"
               f"Content-Length: {len(ANALYZE)}\r\n\r\n").encode() + ANALYZE
    assert raw_exchange(daemon, analyze)[0] == 403
    plain = (b"POST /analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n"
             b"Content-Length: %d\r\n\r\n" % len(ANALYZE)) + ANALYZE
    status, text = raw_exchange(daemon, plain)
    assert status == 415 and "Content-Type" in json.loads(text)["error"]
    origin = (b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://attacker.example\r\n\r\n")
    assert raw_exchange(daemon, origin)[0] == 403
    # and the plain requests still take it
    assert raw_exchange(daemon, b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")[0] == 200


@pytest.mark.parametrize("method,path,body,auth", ROUTES)
@pytest.mark.parametrize("origin", ["https://attacker.example", "http://127.0.0.1.attacker.example",
                                    "null", "file://", "http://localhost@attacker.example"])
def test_a_foreign_origin_is_refused_on_every_route(daemon, method, path, body, auth, origin):
    status, text = call(daemon, method, path, body, {**JSON, "Origin": origin}, auth=auth)
    assert status == 403, text
    assert "attacker" not in text
    if path.startswith("/v1/"):
        assert json.loads(text)["error"] == "origin_not_allowed"


@pytest.mark.parametrize("origin", ["http://localhost:3000", "http://127.0.0.1", "https://[::1]:8443"])
def test_a_loopback_origin_is_served(daemon, origin):
    assert call(daemon, "POST", "/analyze", ANALYZE, {**JSON, "Origin": origin})[0] == 200


def test_the_answer_stream_handshake_from_a_page_is_refused(daemon):
    """Browsers open WebSockets to any origin without a CORS check: only Origin tells."""
    run = json.loads(call(daemon, "POST", "/v1/runs", json.dumps({"tenant": "t", "session": "s"}).encode(),
                          JSON, auth=True)[1])["run_id"]
    headers = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
               "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Origin": "https://attacker.example"}
    status, text = call(daemon, "GET", f"/v1/runs/{run}/answer/stream", headers=headers, auth=True)
    assert status == 403 and json.loads(text)["error"] == "origin_not_allowed"


# The three types a page may POST without a preflight, and none at all.
SIMPLE_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", None]


@pytest.mark.parametrize("content_type", SIMPLE_TYPES)
@pytest.mark.parametrize("path,auth", [("/analyze", False), ("/v1/runs", True), ("/v1/redact", True)])
def test_a_body_that_is_not_json_is_refused(daemon, path, auth, content_type):
    body = ANALYZE if path != "/v1/runs" else json.dumps({"tenant": "t", "session": "s"}).encode()
    headers = {} if content_type is None else {"Content-Type": content_type}
    status, text = call(daemon, "POST", path, body, headers, auth=auth)
    assert status == 415, text
    answer = json.loads(text)
    message = answer["message"] if path.startswith("/v1/") else answer["error"]
    assert "Content-Type" in message and "application/json" in message
    if path.startswith("/v1/"):
        assert answer["error"] == "unsupported_media_type"


def test_json_with_a_charset_and_the_policy_file_in_yaml_are_served(daemon):
    assert call(daemon, "POST", "/analyze", ANALYZE, {"Content-Type": "Application/JSON; charset=utf-8"})[0] == 200
    status, text = call(daemon, "GET", "/v1/policy-file", auth=True)
    assert status == 200
    for content_type in ("text/yaml", "application/yaml", "application/json"):
        # JSON is YAML too: the same file, written as JSON
        body = text.encode() if content_type != "application/json" else json.dumps(yaml.safe_load(text)).encode()
        assert call(daemon, "PUT", "/v1/policy-file", body, {"Content-Type": content_type}, auth=True)[0] == 200
    status, answer = call(daemon, "PUT", "/v1/policy-file", text.encode(), {"Content-Type": "text/plain"}, auth=True)
    assert status == 415 and "YAML" in json.loads(answer)["message"]


def test_refusals_come_before_the_token_and_write_nothing(daemon):
    """A page learns nothing from /v1 either: 403 before 401, and the log names no host."""
    status, text = call(daemon, "GET", "/v1/policy", headers={"Host": EVIL})
    assert status == 403
    assert EVIL not in daemon.log_text()
