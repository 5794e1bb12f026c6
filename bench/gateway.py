"""Gateway mode: what the daemon adds to a provider call, beside a direct call to the same
scripted upstream (tests/support/scripted_model.py, a real process on loopback).

Both calls go through one aiohttp client in this process, one at a time. Per request: a
non-streamed Chat Completion whose prompt holds an e-mail and a NIF and whose answer holds
their tokens. Per chunk: a streamed answer of CHUNKS deltas; the gateway's extra time for the
whole stream, less its per-request cost, divided by the number of chunks.

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
    results: dict[str, list[float]] = {"direct": [], "gateway": [], "direct_stream": [], "gateway_stream": []}
    plain = {"model": "m", "messages": PROMPT}
    streamed = {**plain, "stream": True}
    async with aiohttp.ClientSession() as session:
        for i in range(requests + 20):  # 20 warm-up rounds, not counted
            for name, url, body, text, pieces in (
                ("direct", direct_url, plain, ANSWER, 4), ("gateway", through_url, plain, ANSWER, 4),
                ("direct_stream", direct_url, streamed, ANSWER, max(1, len(ANSWER) // CHUNKS)),
                ("gateway_stream", through_url, streamed, ANSWER, max(1, len(ANSWER) // CHUNKS)),
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
    chunks = len(ANSWER) // max(1, len(ANSWER) // CHUNKS) + 2  # the deltas, the role chunk, the finish chunk
    per_request = medians["gateway"] - medians["direct"]
    per_stream = medians["gateway_stream"] - medians["direct_stream"]
    return {**medians, "per_request_ms": per_request, "chunks": chunks,
            "per_chunk_ms": (per_stream - per_request) / chunks, "requests": requests}


def report(result: dict) -> str:
    return (f"non-streamed: direct {result['direct']:.2f} ms, through the gateway {result['gateway']:.2f} ms "
            f"(+{result['per_request_ms']:.2f} ms per request)\n"
            f"streamed ({result['chunks']} chunks): direct {result['direct_stream']:.2f} ms, through the gateway "
            f"{result['gateway_stream']:.2f} ms (+{result['per_chunk_ms'] * 1000:.0f} µs per chunk beyond the "
            f"request's own cost); medians of {result['requests']} requests each, patterns detector")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.gateway", description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=300)
    print(report(run(parser.parse_args().requests)))


if __name__ == "__main__":
    main()
