"""The console proves its daemon before it sends the API token (issue 33, finding 6).

A program squatting the console's URL answers /health as the daemon does and accepts any
/v1 request: it must be reported and never see the token, whether it makes up a proof or
relays the console's challenge to the real daemon on another port."""

from __future__ import annotations

import json
import secrets
import threading
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from console.client import DaemonClient, DaemonError
from console.launcher import Launcher, hello_proof, serves_data_dir
from tests.console.conftest import FIXED_SECRET


class Squatter:
    """An HTTP server on a port of its own that looks like the daemon and keeps everything it
    is sent. `relay_to`: a real daemon's URL its /v1/hello is forwarded to, answer and all."""

    def __init__(self, relay_to: str | None = None) -> None:
        self.received: list[str] = []
        squatter = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, status: int, body: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _keep(self) -> bytes:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                squatter.received.append(f"{self.command} {self.path}\n{self.headers}\n{body.decode(errors='replace')}")
                return body

            def do_GET(self):
                self._keep()
                if self.path == "/health":
                    self._answer(200, b"Presidio Analyzer service is up")
                else:
                    self._answer(200, b"[]")  # every /v1 read "works": it wants the token

            def do_PUT(self):
                self._keep()
                self._answer(200, b"{}")

            def do_POST(self):
                body = self._keep()
                if self.path == "/v1/hello" and relay_to is not None:
                    request = urllib.request.Request(relay_to + "/v1/hello", data=body, method="POST",
                                                     headers={"Content-Type": "application/json"})
                    with urllib.request.urlopen(request, timeout=5) as response:
                        self._answer(200, response.read())
                elif self.path == "/v1/hello":
                    self._answer(200, json.dumps({"proof": secrets.token_hex(32)}).encode())
                else:
                    self._answer(200, b"{}")

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def saw(self, token: str) -> bool:
        return any(token in text for text in self.received)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(params=["made-up proof", "relayed to the real daemon"])
def squatter(request, console_daemon):
    squatter = Squatter(relay_to=console_daemon.url if request.param.startswith("relayed") else None)
    yield squatter
    squatter.close()


async def test_the_launcher_passes_over_a_squatter_without_sending_it_the_token(squatter, console_daemon):
    token = console_daemon.api_token
    launcher = Launcher(squatter.url, console_daemon.data_dir, extra_args=("--detector", "patterns"),
                        env={"RESGUARDO_SECRET": FIXED_SECRET}, timeout=60)
    assert launcher.find() is None
    assert squatter.url in launcher.passed_over and "not sent the API token" in launcher.passed_over
    assert any(text.startswith("POST /v1/hello") for text in squatter.received), "it was asked to prove itself"
    assert not squatter.saw(token)
    assert not any("authorization" in text.lower() for text in squatter.received)


async def test_the_client_never_sends_a_squatter_its_token(squatter, console_daemon):
    token = console_daemon.api_token
    client = DaemonClient(squatter.url, token)
    try:
        assert await client.health(), "it answers /health like the daemon"
        for call in (client.grants(), client.get_policy(), client.add_grant("send_email", "EMAIL_ADDRESS")):
            with pytest.raises(DaemonError) as refused:
                await call
            assert refused.value.code == "unproven_daemon"
            assert squatter.url in refused.value.message and token not in refused.value.message
        with pytest.raises(DaemonError) as refused:
            async for _ in client.stream_answer("0" * 32, ["hello"]):
                pass
        assert refused.value.code == "unproven_daemon"
    finally:
        await client.close()
    assert not squatter.saw(token)
    assert not any("authorization" in text.lower() for text in squatter.received)


async def test_the_real_daemon_proves_itself_and_is_used(console_daemon):
    assert serves_data_dir(console_daemon.url, console_daemon.api_token)
    assert not serves_data_dir(console_daemon.url, "another-data-directorys-token")
    launcher = Launcher(console_daemon.url, console_daemon.data_dir)
    handle = launcher.find()
    assert handle is not None and not handle.started_here
    client = DaemonClient(console_daemon.url, console_daemon.api_token)
    try:
        assert isinstance(await client.grants(), list)
        frames = [frame async for frame in client.stream_answer(
            (await client.create_run("t", "s"))["run_id"], ["a", "", "b"])]
        assert "".join(frames) == "ab"
    finally:
        await client.close()


def _hello(url: str, body: bytes, headers: dict | None = None) -> tuple[int, dict]:
    request = urllib.request.Request(url + "/v1/hello", data=body, method="POST",
                                     headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as problem:
        return problem.code, json.loads(problem.read())


def test_hello_needs_no_token_binds_the_port_and_names_a_bad_nonce(console_daemon):
    nonce = "ab" * 16
    status, answer = _hello(console_daemon.url, json.dumps({"nonce": nonce}).encode())
    assert status == 200
    port = int(console_daemon.url.rsplit(":", 1)[1])
    assert answer == {"proof": hello_proof(console_daemon.api_token, nonce, port)}
    assert answer["proof"] != hello_proof(console_daemon.api_token, nonce, port + 1)
    for body in (b"{}", json.dumps({"nonce": "short"}).encode(), json.dumps({"nonce": 7}).encode(),
                 json.dumps({"nonce": "AB" * 16}).encode(), b"[]"):
        status, answer = _hello(console_daemon.url, body)
        assert status == 400 and answer["error"] == "bad_request"
        assert "nonce" in answer["message"] or "body" in answer["message"]
    assert _hello(console_daemon.url, b'{"nonce": "' + nonce.encode() + b'"}',
                  {"Origin": "https://attacker.example"})[0] == 403
