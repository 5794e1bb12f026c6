"""The fast path for POST /analyze and GET /health (daemon/web/fast_path.py): the real app,
detector and runner on a real socket, in-process so that the test can count which requests
the path answered itself. Every answer is checked against the route's own."""

from __future__ import annotations

import asyncio
import json

import pytest

from daemon.settings import Settings
from daemon.web.app import create_app
from daemon.web.http_protocol import DaemonAppRunner
from aiohttp import web

from tests.daemon.conftest import TEST_TOKEN

TEXT = "Write to someone@example.com or call 415-555-0132"
BODY = {"text": TEXT, "language": "en"}


class Served:
    def __init__(self, runner: DaemonAppRunner, port: int) -> None:
        self.runner, self.port = runner, port
        self.fast = runner.server._fast_connections

    @property
    def answered(self) -> int:
        return self.fast.answered

    @property
    def open_fast(self) -> int:
        return len(self.fast.open)

    async def until_answering(self) -> None:
        """Until a request is being answered on the path (its analysis on the thread)."""
        for _ in range(1000):
            if any(connection.answering is not None for connection in self.fast.open):
                return
            await asyncio.sleep(0.001)
        raise AssertionError("no request was being answered on the fast path")

    async def connect(self) -> Connection:
        return Connection(*await asyncio.open_connection("127.0.0.1", self.port))


class Connection:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    async def send(self, data: bytes) -> None:
        self.writer.write(data)
        await self.writer.drain()

    async def answer(self) -> tuple[int, dict[str, str], bytes]:
        head = await asyncio.wait_for(self.reader.readuntil(b"\r\n\r\n"), 10)
        status_line, *lines = head.decode("latin-1").split("\r\n")[:-2]
        headers = {}
        for line in lines:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        body = await self.reader.readexactly(int(headers["content-length"]))
        return int(status_line.split()[1]), headers, body

    async def exchange(self, data: bytes) -> tuple[int, dict[str, str], bytes]:
        await self.send(data)
        return await self.answer()

    async def closed_by_server(self) -> bool:
        return await asyncio.wait_for(self.reader.read(1), 10) == b""

    def close(self) -> None:
        self.writer.close()


def request(method: str, target: str, body: dict | bytes | None = None, *extra_headers: str) -> bytes:
    payload = body if isinstance(body, bytes) else (json.dumps(body).encode() if body is not None else b"")
    lines = [f"{method} {target} HTTP/1.1", "Host: 127.0.0.1", *extra_headers]
    if body is not None:
        lines += ["Content-Type: application/json", f"Content-Length: {len(payload)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + payload


@pytest.fixture
async def serve(presidio_detector, tmp_path):
    runners = []

    async def start(keepalive_timeout: float | None = None, **settings) -> Served:
        app = create_app(Settings(data_dir=tmp_path, **settings), presidio_detector, TEST_TOKEN, secret=b"\x01" * 32)
        kwargs = {} if keepalive_timeout is None else {"keepalive_timeout": keepalive_timeout}
        runner = DaemonAppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=5.0, **kwargs)
        await runner.setup()
        runners.append(runner)
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        return Served(runner, site._server.sockets[0].getsockname()[1])

    yield start
    for runner in runners:
        if runner.server is not None:  # not already cleaned up by the test
            await runner.cleanup()


async def test_analyze_and_health_are_answered_on_the_fast_path_as_the_routes_answer_them(serve):
    served = await serve()
    fast, routed = await served.connect(), await served.connect()
    # A query string is not the fast path's: the same request, answered by the route.
    expected = await routed.exchange(request("POST", "/analyze?", BODY))
    assert served.answered == 0
    for _ in range(2):  # and it stays on the path, request after request
        status, headers, body = await fast.exchange(request("POST", "/analyze", BODY))
        assert (status, json.loads(body)) == (expected[0], json.loads(expected[2]))
        assert {"EMAIL_ADDRESS", "PHONE_NUMBER"} <= {found["entity_type"] for found in json.loads(body)}
        assert headers["content-type"] == expected[1]["content-type"] == "application/json; charset=utf-8"
        assert headers["server-timing"].startswith("analysis;dur=")
        assert float(headers["server-timing"].split("=")[1]) > 0
        assert headers["server"] == expected[1]["server"] and headers["date"].endswith(" GMT")
    assert served.answered == 2

    health = await fast.exchange(request("GET", "/health"))
    routed_health = await routed.exchange(request("GET", "/health?"))
    assert health[0] == routed_health[0] == 200
    assert health[2] == routed_health[2] == b"Presidio Analyzer service is up"
    assert health[1]["content-type"] == routed_health[1]["content-type"]
    assert served.answered == 3
    fast.close()
    routed.close()


async def test_a_batch_is_answered_on_the_fast_path_as_a_list_per_text(serve):
    served = await serve()
    connection = await served.connect()
    status, _, body = await connection.exchange(
        request("POST", "/analyze", {"text": [TEXT, "nothing here"], "language": "en"}))
    assert status == 200 and served.answered == 1
    answers = json.loads(body)
    assert len(answers) == 2 and answers[1] == [] and answers[0]
    connection.close()


async def test_another_route_hands_the_connection_to_aiohttp_which_keeps_it(serve):
    served = await serve()
    connection = await served.connect()
    status, _, body = await connection.exchange(request("GET", "/supportedentities?language=en"))
    assert status == 200 and "EMAIL_ADDRESS" in json.loads(body)
    assert served.open_fast == 0
    status, _, body = await connection.exchange(request("POST", "/analyze", BODY))
    assert status == 200 and json.loads(body)
    assert served.answered == 0
    connection.close()


@pytest.mark.parametrize("body, status, error", [
    (b"{not json", 400, "Request body is not valid JSON"),
    (b"\xff\xfe", 400, "Request body is not valid UTF-8"),
    ({"text": TEXT, "language": "xx"}, 400, None),
    ({"language": "en"}, 400, None),
])
async def test_a_refused_body_is_answered_by_the_route_with_its_own_error(serve, body, status, error):
    served = await serve()
    routed = await served.connect()
    expected = await routed.exchange(request("POST", "/analyze?", body))
    connection = await served.connect()
    got = await connection.exchange(request("POST", "/analyze", body))
    assert got[0] == expected[0] == status
    assert got[2] == expected[2]
    if error is not None:
        assert json.loads(got[2])["error"] == error
    assert served.answered == 0
    # The connection goes on, with aiohttp.
    assert (await connection.exchange(request("POST", "/analyze", BODY)))[0] == 200
    connection.close()
    routed.close()


async def test_ad_hoc_recognizers_are_answered_by_the_route(serve):
    served = await serve()
    connection = await served.connect()
    body = {"text": "ticket ZZ-1234 is open", "language": "en", "ad_hoc_recognizers": [{
        "name": "tickets", "supported_language": "en", "supported_entity": "TICKET",
        "patterns": [{"name": "ticket", "regex": r"ZZ-\d{4}", "score": 0.9}]}]}
    status, _, answer = await connection.exchange(request("POST", "/analyze", body))
    assert status == 200
    assert [found["entity_type"] for found in json.loads(answer)] == ["TICKET"]
    assert served.answered == 0
    connection.close()


async def test_two_requests_in_one_write_are_both_answered_in_order(serve):
    served = await serve()
    connection = await served.connect()
    other = {"text": "Escribe a alguien@example.com", "language": "es"}
    await connection.send(request("POST", "/analyze", BODY) + request("POST", "/analyze", other))
    first, second = await connection.answer(), await connection.answer()
    assert first[0] == second[0] == 200
    assert json.loads(first[2])[0]["end"] != json.loads(second[2])[0]["end"]
    assert json.loads(second[2])[0]["entity_type"] == "EMAIL_ADDRESS"
    assert served.answered == 0
    connection.close()


async def test_a_request_split_over_two_writes_is_answered(serve):
    served = await serve()
    connection = await served.connect()
    whole = request("POST", "/analyze", BODY)
    await connection.send(whole[:40])
    await asyncio.sleep(0.05)
    await connection.send(whole[40:])
    status, _, body = await connection.answer()
    assert status == 200 and json.loads(body)
    assert served.answered == 0
    connection.close()


async def test_a_request_that_arrives_during_an_answer_is_answered_after_it(serve):
    served = await serve()
    connection = await served.connect()
    # Longer than runs inline, so that the analysis is on its thread and the loop free.
    await connection.send(request("POST", "/analyze", {"text": (TEXT + ". ") * 20, "language": "en"}))
    await served.until_answering()
    await connection.send(request("GET", "/health"))
    first, second = await connection.answer(), await connection.answer()
    assert first[0] == 200 and len(json.loads(first[2])) >= 40
    assert second[2] == b"Presidio Analyzer service is up"
    assert served.answered == 1  # the second, by aiohttp after the first's answer
    connection.close()


async def test_an_upgrade_request_is_handed_to_aiohttp(serve):
    # llhttp stops at an Upgrade and says so with an exception of its own kind.
    served = await serve()
    connection = await served.connect()
    status, _, body = await connection.exchange(
        request("GET", "/health", None, "Connection: Upgrade", "Upgrade: websocket"))
    assert (status, body) == (200, b"Presidio Analyzer service is up")
    assert served.answered == 0
    connection.close()


async def test_a_client_that_keeps_sending_during_an_answer_is_paused_and_then_answered(serve):
    served = await serve(max_body_bytes=4096)
    connection = await served.connect()
    await connection.send(request("POST", "/analyze", {"text": (TEXT + ". ") * 20, "language": "en"}))
    await served.until_answering()
    # More than the path holds while it answers: it stops reading until aiohttp takes over.
    await connection.send(request("POST", "/analyze", {"text": "x" * 20_000, "language": "en"}))
    first, second = await connection.answer(), await connection.answer()
    assert first[0] == 200 and second[0] == 413
    assert served.answered == 1
    connection.close()


@pytest.mark.parametrize("header", ["Connection: close", "Expect: 100-continue", "Content-Encoding: identity"])
async def test_requests_with_framing_headers_are_answered_by_aiohttp(serve, header):
    served = await serve()
    connection = await served.connect()
    await connection.send(request("POST", "/analyze", BODY, header))
    if header.startswith("Expect"):
        assert (await connection.reader.readuntil(b"\r\n\r\n")).startswith(b"HTTP/1.1 100")
    status, _, body = await connection.answer()
    assert status == 200 and json.loads(body)
    assert served.answered == 0
    if header == "Connection: close":
        assert await connection.closed_by_server()
    connection.close()


async def test_a_body_over_the_limit_is_refused_by_aiohttp(serve):
    served = await serve(max_body_bytes=1024)
    connection = await served.connect()
    status, _, body = await connection.exchange(request("POST", "/analyze", {"text": "x" * 2000, "language": "en"}))
    assert status == 413
    assert served.answered == 0
    connection.close()


async def test_off_the_loopback_the_path_is_off_and_analyze_needs_the_token(serve):
    served = await serve(host="0.0.0.0", allow_non_loopback=True)
    connection = await served.connect()
    status, _, _ = await connection.exchange(request("POST", "/analyze", BODY))
    assert status == 401
    status, _, _ = await connection.exchange(request("POST", "/analyze", BODY, f"Authorization: Bearer {TEST_TOKEN}"))
    assert status == 200
    assert served.answered == 0 and served.open_fast == 0
    connection.close()


async def test_an_idle_connection_is_closed_after_the_keepalive_timeout(serve):
    served = await serve(keepalive_timeout=0.3)
    connection = await served.connect()
    assert (await connection.exchange(request("POST", "/analyze", BODY)))[0] == 200
    await asyncio.sleep(0.1)
    assert (await connection.exchange(request("GET", "/health")))[0] == 200  # used again: the clock restarts
    assert served.answered == 2
    started = asyncio.get_running_loop().time()
    assert await connection.closed_by_server()
    assert 0.2 < asyncio.get_running_loop().time() - started < 2.0
    assert served.open_fast == 0


async def test_shutting_down_closes_the_paths_connections_after_their_answers(serve):
    served = await serve()
    idle, busy = await served.connect(), await served.connect()
    assert (await idle.exchange(request("GET", "/health")))[0] == 200
    await busy.send(request("POST", "/analyze", {"text": (TEXT + ". ") * 20, "language": "en"}))
    await served.until_answering()
    await served.runner.cleanup()
    assert await idle.closed_by_server()
    status, _, body = await busy.answer()
    assert status == 200 and json.loads(body)
    assert await busy.closed_by_server()
    assert served.open_fast == 0


async def test_aiohttps_client_takes_the_fast_path_one_request_after_another(serve):
    # What the daemon's own HTTP warm-up (daemon/serve.py) and Python callers send.
    from aiohttp import ClientSession

    served = await serve()
    async with ClientSession() as session:
        for text in (TEXT, "Escribe a alguien@example.com", TEXT):
            async with session.post(f"http://127.0.0.1:{served.port}/analyze",
                                    json={"text": text, "language": "en"}) as response:
                assert response.status == 200 and await response.json()
                assert response.headers["Server-Timing"].startswith("analysis;dur=")
    assert served.answered == 3
