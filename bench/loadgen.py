"""The load generator: a separate process with an aiohttp client, driven by a JSON spec on stdin.

    spec = {"url", "mode": "analyze" | "analyze_lean_blocks" | "tokenize" | "restore"
            | "longrun", "bodies": [...], "count": N, "concurrency": C, "token": "...", ...}

The spec is the first line. Prints one JSON object: latencies (seconds, in request order for
concurrency 1), wall time, and for `longrun` the daemon's resident memory sampled along the
way. `analyze_lean_blocks` instead reads one `start count` line at a time after the spec and
answers each with a line of its own (see analyze_lean_blocks).
"""

from __future__ import annotations

import asyncio
import json
import socket
import sys
import time
from urllib.parse import urlsplit

import aiohttp


async def _workers(count: int, concurrency: int, one) -> tuple[list[float], float]:
    latencies: list[float | None] = [None] * count
    next_index = iter(range(count))
    clock = time.perf_counter

    async def worker() -> None:
        for index in next_index:
            start = clock()
            await one(index)
            latencies[index] = clock() - start

    started = clock()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    return latencies, clock() - started


async def _check(response: aiohttp.ClientResponse) -> object:
    body = await response.read()
    if response.status >= 300:
        raise RuntimeError(f"HTTP {response.status}: {body[:300]!r}")
    return json.loads(body) if body else None


async def analyze(spec: dict, session: aiohttp.ClientSession) -> dict:
    bodies = spec["bodies"]
    analysis: list[float | None] = [None] * spec["count"]

    async def one(index: int) -> None:
        async with session.post(spec["url"] + "/analyze", json=bodies[index % len(bodies)]) as response:
            await _check(response)
            analysis[index] = _server_timing(response.headers.get("Server-Timing", ""))

    latencies, wall = await _workers(spec["count"], spec["concurrency"], one)
    return {"latencies": latencies, "wall": wall, "analysis": analysis}


def _server_timing(header: str) -> float | None:
    """Seconds from the daemon's `Server-Timing: analysis;dur=<ms>` header."""
    name, _, duration = header.partition(";dur=")
    return float(duration) / 1000 if name == "analysis" and duration else None


class LeanClient:
    """The least an HTTP/1.1 client can do: one keep-alive connection, pre-encoded requests,
    Content-Length framing.

    For measuring what the daemon adds at concurrency 1. aiohttp's client spends 0.6-0.9 ms of
    its own on each answer that arrives after the daemon has been busy for several
    milliseconds (its parser and its event loop coming back to a cold core), and http.client
    about as much; a figure taken with them is mostly the client's. Any answer that is not a
    200 with a Content-Length body is an error, not a measurement.
    """

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        self.host, self.port = parts.hostname, parts.port
        self.sock = socket.create_connection((self.host, self.port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def encode(self, path: str, body: dict | None = None) -> bytes:
        """POST `body` as JSON to `path`, or GET it when there is no body."""
        if body is None:
            return f"GET {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n\r\n".encode("ascii")
        payload = json.dumps(body).encode()
        head = (f"POST {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n\r\n")
        return head.encode("ascii") + payload

    def exchange(self, request: bytes) -> tuple[dict, bytes]:
        """Send one request; the answer's headers (lower-case names) and body."""
        self.sock.sendall(request)
        while b"\r\n\r\n" not in self.buffer:
            self._receive()
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        status_line, *lines = head.decode("latin-1").split("\r\n")
        headers = {}
        for line in lines:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if "content-length" not in headers:
            raise RuntimeError(f"no Content-Length in the answer to a lean request: {status_line}")
        length = int(headers["content-length"])
        while len(self.buffer) < length:
            self._receive()
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        if status_line.split(" ", 2)[1] != "200":
            raise RuntimeError(f"{status_line}: {body[:300]!r}")
        return headers, body

    def _receive(self) -> None:
        chunk = self.sock.recv(65536)
        if not chunk:
            raise RuntimeError("the daemon closed the connection")
        self.buffer += chunk

    def close(self) -> None:
        self.sock.close()


def _timed_analyze(client: LeanClient, request: bytes) -> tuple[float, float | None]:
    """One /analyze through `client`: its latency and the daemon's Server-Timing, in seconds.
    The answer is decoded after the clock stops and must be a list of results."""
    begin = time.perf_counter()
    headers, body = client.exchange(request)
    latency = time.perf_counter() - begin
    if not isinstance(json.loads(body), list):
        raise RuntimeError("/analyze answered something other than a list")
    return latency, _server_timing(headers.get("server-timing", ""))


def analyze_lean_blocks(spec: dict, commands, answers) -> None:
    """/analyze through LeanClient in blocks its caller paces, so that another measurement
    can run between them (bench.http.one_daemon_against_in_process).

    Each line read from `commands` is `start count`: bodies start … start + count − 1
    (modulo their number) are sent one at a time, and one JSON line is written to `answers`
    with their latencies and Server-Timing analysis times, in order. Ends at the end of
    `commands`.
    """
    client = _connect_lean(spec["url"], spec.get("wait_for_daemon_s", 0.0))
    requests = [client.encode("/analyze", body) for body in spec["bodies"]]
    try:
        for line in commands:
            start, count = (int(word) for word in line.split())
            timed = [_timed_analyze(client, requests[index % len(requests)]) for index in range(start, start + count)]
            latencies, analysis = [latency for latency, _ in timed], [analysed for _, analysed in timed]
            answers.write(json.dumps({"latencies": latencies, "analysis": analysis}) + "\n")
            answers.flush()
    finally:
        client.close()


def _connect_lean(url: str, wait_s: float) -> LeanClient:
    """A LeanClient whose connection has answered /health, which also runs the client's own
    code once: the first /analyze timed is the first the daemon serves on this connection.

    With `wait_s`, keeps trying for that long while nothing listens yet: started before the
    daemon, this process is already running when the daemon binds its port, as an agent
    waiting for its boundary would be. The daemon binds at once and answers only once warm,
    so the /health blocks until then and is answered the moment the daemon is ready."""
    deadline = time.monotonic() + wait_s
    while True:
        try:
            client = LeanClient(url)
        except ConnectionRefusedError:
            if time.monotonic() >= deadline:
                raise
            time.sleep(0.02)
            continue
        client.exchange(client.encode("/health"))
        return client


async def _open_run(spec: dict, session: aiohttp.ClientSession, headers: dict) -> str:
    async with session.post(spec["url"] + "/v1/runs", json={"tenant": "bench", "session": "s1", "language": "auto"},
                            headers=headers) as response:
        return (await _check(response))["run_id"]


async def tokenize(spec: dict, session: aiohttp.ClientSession) -> dict:
    """POST /v1/runs/{id}/customer: detection + tokenization, over HTTP."""
    headers = {"Authorization": f"Bearer {spec['token']}"}
    run_id = await _open_run(spec, session, headers)
    bodies = spec["bodies"]

    async def one(index: int) -> None:
        async with session.post(f"{spec['url']}/v1/runs/{run_id}/customer", json={"text": bodies[index % len(bodies)]["text"]},
                                headers=headers) as response:
            await _check(response)

    latencies, wall = await _workers(spec["count"], spec["concurrency"], one)
    return {"latencies": latencies, "wall": wall}


async def restore(spec: dict, session: aiohttp.ClientSession) -> dict:
    """Tokenize each message once, then time POST /answer (restore) and the streaming WebSocket."""
    headers = {"Authorization": f"Bearer {spec['token']}"}
    run_id = await _open_run(spec, session, headers)
    tokenized = []
    for body in spec["bodies"]:
        async with session.post(f"{spec['url']}/v1/runs/{run_id}/customer", json={"text": body["text"]},
                                headers=headers) as response:
            tokenized.append((await _check(response))["text"])

    async def answer(index: int) -> None:
        async with session.post(f"{spec['url']}/v1/runs/{run_id}/answer", json={"text": tokenized[index % len(tokenized)]},
                                headers=headers) as response:
            await _check(response)

    answer_latencies, _ = await _workers(spec["count"], 1, answer)

    async def stream(index: int) -> None:
        text = tokenized[index % len(tokenized)]
        async with session.ws_connect(f"{spec['url'].replace('http', 'ws', 1)}/v1/runs/{run_id}/answer/stream",
                                      headers=headers) as ws:
            # Model-sized chunks (~16 characters, as a token stream arrives), then the end frame.
            for start in range(0, len(text), 16):
                await ws.send_str(text[start:start + 16])
            await ws.send_str("")
            async for _ in ws:
                pass

    stream_latencies, _ = await _workers(spec["count"], 1, stream)
    return {"answer": answer_latencies, "stream": stream_latencies,
            "chars": sum(len(t) for t in tokenized) / len(tokenized)}


async def longrun(spec: dict, session: aiohttp.ClientSession) -> dict:
    """`count` messages with values never seen before, memory sampled every `sample_every`."""
    from bench.unique import unique_message

    pid, every = spec["pid"], spec["sample_every"]
    samples: list[tuple[int, float]] = []
    done = 0

    def rss() -> float:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS:"))

    async def one(index: int) -> None:
        nonlocal done
        language = "en" if index % 2 == 0 else "es"
        body = {"text": unique_message(index, language), "language": language}
        async with session.post(spec["url"] + "/analyze", json=body) as response:
            await _check(response)
        done += 1
        if done % every == 0:
            samples.append((done, rss()))

    samples.append((0, rss()))
    latencies, wall = await _workers(spec["count"], spec["concurrency"], one)
    return {"samples": samples, "wall": wall, "p50": sorted(latencies)[len(latencies) // 2]}


async def main() -> None:
    spec = json.loads(sys.stdin.readline())
    if spec["mode"] == "analyze_lean_blocks":
        analyze_lean_blocks(spec, sys.stdin, sys.stdout)
        return
    mode = {"analyze": analyze, "tokenize": tokenize, "restore": restore, "longrun": longrun}[spec["mode"]]
    connector = aiohttp.TCPConnector(limit=max(1, spec.get("concurrency", 1)))
    async with aiohttp.ClientSession(connector=connector) as session:
        result = await mode(spec, session)
    print(json.dumps(result))


if __name__ == "__main__":
    asyncio.run(main())
