"""Gateway mode: what the daemon adds to a provider call, beside a direct call to the same
scripted upstream (tests/support/scripted_model.py, a real process on loopback).

Both calls go through one aiohttp client in this process, one at a time. Per request: a
non-streamed Chat Completion whose prompt holds an e-mail and a NIF and whose answer holds
their tokens (restoring them writes their events: one SQLite commit). Per chunk: a streamed
answer of about CHUNKS deltas holding no token; the gateway's extra time for the whole stream,
less its per-request cost, divided by the number of chunks. Per restored token in a stream:
the same answer with RESTORED tokens in it, whose events are written as each is released.

    .venv/bin/python -m bench.gateway [--requests 300]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

import aiohttp

from tests.support.gateway import ROUTING, start_gateway, start_scripted_model

CHUNKS = 200
PROMPT = [{"role": "system", "content": "You are a support agent."},
          {"role": "user", "content": "Soy ana.bench@example.com y mi NIF es 12345678Z; ¿me escribís?"}]
ANSWER = "Claro, te escribo a {t1} (NIF {t2}). " * 8
PLAIN = "Claro, te escribo pronto por correo. " * 8
RESTORED = 16  # the tokens in ANSWER


async def _timed(session: aiohttp.ClientSession, url: str, body: dict, headers: dict) -> float:
    started = time.perf_counter()
    async with session.post(url, json=body, headers=headers) as answer:
        if answer.status != 200:
            raise RuntimeError(f"{url} answered {answer.status}")
        await answer.read()
    return time.perf_counter() - started


async def _measure(model, gateway_url: str, requests: int) -> dict:
    direct_url = model.url + "/v1/chat/completions"
    through_url = gateway_url + "/openai/v1/chat/completions"
    headers = {"Authorization": "Bearer sk-bench", **ROUTING}
    results: dict[str, list[float]] = {name: [] for name in (
        "direct", "gateway", "direct_stream", "gateway_stream", "direct_tokens", "gateway_tokens")}
    plain = {"model": "m", "messages": PROMPT}
    streamed = {**plain, "stream": True}
    async with aiohttp.ClientSession() as session:
        for i in range(requests + 20):  # 20 warm-up rounds, not counted
            size = max(1, len(ANSWER) // CHUNKS)
            for name, url, body, text, pieces in (
                ("direct", direct_url, plain, ANSWER, 4), ("gateway", through_url, plain, ANSWER, 4),
                ("direct_stream", direct_url, streamed, PLAIN, size), ("gateway_stream", through_url, streamed, PLAIN, size),
                ("direct_tokens", direct_url, streamed, ANSWER, size),
                ("gateway_tokens", through_url, streamed, ANSWER, size),
            ):
                model.script({"text": text, "pieces": pieces})
                elapsed = await _timed(session, url, body, headers)
                if i >= 20:
                    results[name].append(elapsed)
    return {name: statistics.median(values) * 1000 for name, values in results.items()}


def run(requests: int = 300) -> dict:
    model = start_scripted_model()
    with tempfile.TemporaryDirectory() as folder:
        daemon = start_gateway(Path(folder) / "data", model)
        try:
            medians = asyncio.run(_measure(model, daemon.url, requests))
        finally:
            daemon.stop()
            model.stop()
    size = max(1, len(ANSWER) // CHUNKS)
    chunks = -(-len(PLAIN) // size) + 2  # the deltas, the role chunk, the finish chunk
    per_request = medians["gateway"] - medians["direct"]
    per_stream = medians["gateway_stream"] - medians["direct_stream"]
    per_token_stream = medians["gateway_tokens"] - medians["direct_tokens"]
    return {**medians, "per_request_ms": per_request, "chunks": chunks,
            "per_chunk_ms": (per_stream - per_request) / chunks,
            "per_restored_ms": (per_token_stream - per_stream) / RESTORED, "requests": requests}


def report(result: dict) -> str:
    return (f"non-streamed: direct {result['direct']:.2f} ms, through the gateway {result['gateway']:.2f} ms "
            f"(+{result['per_request_ms']:.2f} ms per request)\n"
            f"streamed ({result['chunks']} chunks): direct {result['direct_stream']:.2f} ms, through the gateway "
            f"{result['gateway_stream']:.2f} ms (+{result['per_chunk_ms'] * 1000:.0f} µs per chunk beyond the "
            f"request's own cost)\n"
            f"streamed with {RESTORED} restored tokens: direct {result['direct_tokens']:.2f} ms, through the gateway "
            f"{result['gateway_tokens']:.2f} ms (+{result['per_restored_ms']:.2f} ms per restored token: its event "
            f"is committed before the text goes out)\n"
            f"medians of {result['requests']} requests each, patterns detector")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.gateway", description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=300)
    print(report(run(parser.parse_args().requests)))


if __name__ == "__main__":
    main()
