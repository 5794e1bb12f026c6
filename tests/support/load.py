"""Load: N concurrent clients playing full turns against one daemon for a bounded time.

    python -m tests.hardening.load --seconds 60 --clients 50 [--url URL --data-dir DIR]

Without --url it starts its own `--detector patterns` daemon on a temporary data dir. Each
turn: open a run, customer text, a tool result, two tool calls (one granted, one not, both
carrying another run's token), an answer, the same answer streamed in random chunks, delete.
Every response is checked: the model reads no value, a tool gets only granted values of its
own run, the customer gets their own values and no tool-sourced one, the stream equals the
answer. Prints figures (JSON) and exits 1 on any error or misplaced value.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import aiohttp

TOKEN_RE = re.compile(r"\[[A-Za-z][A-Za-z0-9_]{0,16}_[0-9A-Fa-f]{12}\]")
CARD = "4111 1111 1111 1111"
NIF = "12345678Z"


class Stats:
    def __init__(self) -> None:
        self.latency: dict[str, list[float]] = defaultdict(list)
        self.errors: list[str] = []
        self.misplaced: list[str] = []
        self.turns = 0
        self.recent_tokens: list[str] = []

    def report(self, seconds: float, clients: int) -> dict:
        every = sorted(x for values in self.latency.values() for x in values)

        def pct(values, p):
            return round(values[min(len(values) - 1, int(p / 100 * len(values)))] * 1000, 1) if values else None

        return {
            "clients": clients, "seconds": round(seconds, 1), "turns": self.turns,
            "requests": len(every), "requests_per_second": round(len(every) / seconds, 1),
            "errors": len(self.errors), "misplaced_values": len(self.misplaced),
            "p50_ms": pct(every, 50), "p99_ms": pct(every, 99),
            "steps": {step: {"p50_ms": pct(sorted(v), 50), "p99_ms": pct(sorted(v), 99), "n": len(v)}
                      for step, v in sorted(self.latency.items())},
            "first_errors": self.errors[:5], "first_misplaced": self.misplaced[:5],
        }


async def _timed(stats: Stats, step: str, coro):
    started = time.perf_counter()
    try:
        return await coro
    finally:
        stats.latency[step].append(time.perf_counter() - started)


async def _json(http, method, url, auth, body, expect):
    async with http.request(method, url, json=body, headers=auth) as response:
        text = await response.text()
        if response.status != expect:
            raise RuntimeError(f"{method} {url.split('/v1/')[-1].split('/')[-1]}: HTTP {response.status}")
        return json.loads(text) if text else None


def _check(stats: Stats, ok: bool, what: str) -> None:
    if not ok:
        stats.misplaced.append(what)


async def turn(http, url: str, auth: dict, client: int, n: int, stats: Stats) -> None:
    email = f"load.c{client}.t{n}@example.com"
    crm_email = f"crm.c{client}.t{n}@example.com"
    phone = f"(415) 555-{(client * 37 + n) % 10000:04d}"
    run = (await _timed(stats, "run", _json(http, "POST", f"{url}/v1/runs", auth,
                                            {"tenant": f"load-{client % 5}", "session": f"c{client}-t{n}"}, 201)))["run_id"]
    base = f"{url}/v1/runs/{run}"
    customer = (await _timed(stats, "customer", _json(http, "POST", f"{base}/customer", auth,
                                                      {"text": f"Soy {email}, tarjeta {CARD}, NIF {NIF}"}, 200)))["text"]
    _check(stats, not any(v in customer for v in (email, CARD, NIF)), "model read a customer value")
    email_token, card_token, nif_token = TOKEN_RE.findall(customer)
    result = (await _timed(stats, "tool_result", _json(http, "POST", f"{base}/tool-results", auth,
                                                       {"tool": "crm", "result": {"email": crm_email, "phone": phone}},
                                                       200)))["result"]
    _check(stats, crm_email not in json.dumps(result) and phone not in json.dumps(result), "model read a tool value")
    crm_token = result["email"]
    foreign = random.choice(stats.recent_tokens) if stats.recent_tokens else "[EMAIL_000000000000]"
    stats.recent_tokens.append(email_token)
    del stats.recent_tokens[:-200]
    arguments = {"to": email_token, "cc": crm_token, "nif": nif_token, "card": card_token, "other": foreign}
    granted = (await _timed(stats, "tool_call", _json(http, "POST", f"{base}/tool-calls", auth,
                                                      {"tool": "mail", "arguments": arguments}, 200)))["arguments"]
    _check(stats, granted == {"to": email, "cc": crm_email, "nif": nif_token, "card": card_token, "other": foreign},
           "granted tool got the wrong arguments")
    refused = (await _timed(stats, "tool_call", _json(http, "POST", f"{base}/tool-calls", auth,
                                                      {"tool": "notes", "arguments": json.dumps(arguments)}, 200)))
    _check(stats, json.loads(refused["arguments"]) == arguments, "a tool without a grant got a value")
    answer_text = f"Hola {email_token}, tu NIF {nif_token}; el CRM dice {crm_token} y {foreign}."
    answer = (await _timed(stats, "answer", _json(http, "POST", f"{base}/answer", auth, {"text": answer_text}, 200)))["text"]
    expected = f"Hola {email}, tu NIF {NIF}; el CRM dice {crm_token} y {foreign}."
    _check(stats, answer == expected, "the customer read the wrong answer")
    cuts = sorted(random.sample(range(1, len(answer_text)), 6))
    chunks = [answer_text[a:b] for a, b in zip([0] + cuts, cuts + [len(answer_text)])]

    async def stream():
        frames = []
        async with http.ws_connect(f"{base}/answer/stream", headers=auth) as ws:
            for chunk in chunks:
                await ws.send_str(chunk)
            await ws.send_str("")
            async for message in ws:
                if message.type != aiohttp.WSMsgType.TEXT:
                    break
                frames.append(message.data)
            if ws.close_code != 1000:
                raise RuntimeError(f"stream closed with {ws.close_code}")
        return "".join(frames)

    streamed = await _timed(stats, "stream", stream())
    _check(stats, streamed == expected, "the stream differs from the answer")
    async with http.delete(base, headers=auth) as response:
        if response.status != 204:
            raise RuntimeError(f"DELETE run: HTTP {response.status}")
    stats.turns += 1


async def run_load(url: str, token: str, seconds: float, clients: int) -> dict:
    auth = {"Authorization": f"Bearer {token}"}
    stats = Stats()
    connector = aiohttp.TCPConnector(limit=clients * 2)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=60)) as http:
        for tool in ("mail",):
            await _json(http, "PUT", f"{url}/v1/grants", auth, {"tool": tool, "entity_type": "EMAIL_ADDRESS"}, 201)
        deadline = time.monotonic() + seconds
        started = time.monotonic()

        async def client(c: int) -> None:
            n = 0
            while time.monotonic() < deadline:
                try:
                    await turn(http, url, auth, c, n, stats)
                except Exception as error:  # noqa: BLE001 - every failure is counted
                    stats.errors.append(f"{type(error).__name__}: {error}"[:200])
                n += 1

        await asyncio.gather(*(client(c) for c in range(clients)))
        elapsed = time.monotonic() - started
        async with http.get(f"{url}/v1/audit/verify", headers=auth) as response:
            verified = await response.json()
    report = stats.report(elapsed, clients)
    report["chain_ok"] = verified["ok"]
    report["record_rows"] = verified["rows"]
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.hardening.load")
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--url", default=None, help="a running daemon (else one is started)")
    parser.add_argument("--data-dir", default=None, help="the daemon's data dir (for its api-token)")
    args = parser.parse_args(argv)
    process = None
    if args.url:
        url = args.url
        token = (Path(args.data_dir) / "api-token").read_text().strip()
    else:
        from tests.support.daemons import start_daemon

        process = start_daemon(Path(tempfile.mkdtemp(prefix="resguardo-load-")) / "data", "--detector", "patterns")
        url, token = process.url, process.api_token
    try:
        report = asyncio.run(run_load(url, token, args.seconds, args.clients))
    finally:
        if process is not None:
            process.stop()
    print(json.dumps(report, indent=2))
    return 0 if report["errors"] == 0 and report["misplaced_values"] == 0 and report["chain_ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
