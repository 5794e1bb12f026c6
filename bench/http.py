"""Sections 2, 4 (over HTTP) and 5: real daemons in subprocesses, load from another process.

Each figure is the median over `rounds` runs of the load generator. The workers' comparison
(workers_throughput) starts its daemons side by side and alternates their rounds; the lean
client's concurrency-1 figure against in-process alternates blocks of 24 requests.
"""

from __future__ import annotations

import statistics
import time

from bench.common import Timing, percentile, rss_mib
from bench.daemon_proc import Daemon, LeanBlocks, run_loadgen


def _timing(rounds_results: list[dict]) -> Timing:
    timing = Timing()
    for result in rounds_results:
        timing.add_round(result["latencies"], result["wall"])
    return timing


C1_BLOCKS = 20  # per arm
C1_BLOCK_SIZE = 24
WORKERS_COUNT = 480  # requests per round of the workers' comparison


def workers_throughput(bodies: list[dict], counts: list[int], rounds: int, concurrency: int = 8,
                       presidio_app=None) -> dict:
    """/analyze throughput at `concurrency` for daemons with each of `counts` workers (and, given
    `presidio_app`, Presidio's own server under gunicorn with as many workers: arms
    ("ours", n) and ("stock", n)), all started at once and measured in alternating rounds
    (1, 2, N, 1, 2, N, ...), so the host's drift over minutes falls on every arm alike. Per
    arm: msg/s of each round, the CPU time the server's processes spent per message (what the
    host's other load cannot change as much as it changes wall time), and the resident memory
    of the main process and of each worker after the rounds."""
    from bench.stock_server import StockServer

    servers = {("ours", n): Daemon(["--workers", str(n)]) for n in counts}
    if presidio_app is not None:
        servers.update({("stock", n): StockServer(presidio_app, n) for n in counts})
    try:
        for server in servers.values():
            server.start(timeout=600)
        out = {arm: {"rounds": [], "cpu_ms": [], "cores": []} for arm in servers}
        for _ in range(rounds):
            for arm, server in servers.items():
                processes = [server.process.pid, *server.worker_pids()]
                before, started = sum(_cpu_seconds(pid) for pid in processes), time.monotonic()
                answer = run_loadgen({"url": server.url, "mode": "analyze", "bodies": bodies,
                                      "count": WORKERS_COUNT, "concurrency": concurrency})
                spent = sum(_cpu_seconds(pid) for pid in processes) - before
                out[arm]["rounds"].append(WORKERS_COUNT / answer["wall"])
                out[arm]["cpu_ms"].append(spent / WORKERS_COUNT * 1000)
                out[arm]["cores"].append(spent / (time.monotonic() - started))
        for arm, server in servers.items():
            out[arm]["mps"] = statistics.median(out[arm]["rounds"])
            out[arm]["cpu_ms_per_message"] = statistics.median(out[arm]["cpu_ms"])
            # Cores the server's processes kept busy: near N on an idle N-core machine; on a
            # shared one, what the scheduler left them (Linux shares CPU between sessions first).
            out[arm]["cores_busy"] = statistics.median(out[arm]["cores"])
            out[arm]["rss_daemon_mib"] = server.rss_mib()
            out[arm]["rss_workers_mib"] = [rss_mib(pid) for pid in server.worker_pids()]
        return out
    finally:
        for server in servers.values():
            server.stop()


def _cpu_seconds(pid: int) -> float:
    """User and system CPU time a process has used (/proc/PID/stat, fields 14 and 15)."""
    import os

    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def one_daemon_against_in_process(bodies: list[dict], in_process, blocks: int, block_size: int) -> dict:
    """HTTP /analyze p50 at concurrency 1 through the lean client against in-process p50, in one
    fresh daemon: `blocks` blocks of `block_size` requests per arm, taking turns (the same
    messages in both, which arm goes first alternating), the first of each block left out
    (it follows the other arm's idle spell). Blocks this short because the host's speed
    drifts by ±1 ms of a 6 ms analysis over seconds: rounds of 240 read differences with a
    standard deviation of 0.56 ms, blocks of 24 0.13 ms (12 daemons, 2026-12-01)."""
    lean, local, analysis = [], [], []
    with Daemon() as daemon, LeanBlocks(daemon.url, bodies) as client:
        for block in range(blocks):
            start = block * block_size
            for arm in ("lean", "local") if block % 2 == 0 else ("local", "lean"):
                if arm == "lean":
                    answer = client.run(start, block_size)
                    lean += answer["latencies"][1:]
                    analysis += answer["analysis"][1:]
                else:
                    local += in_process(start, block_size)[1:]
    return {
        "http_p50_ms": percentile(lean, 50) * 1000, "http_p99_ms": percentile(lean, 99) * 1000,
        "in_process_p50_ms": percentile(local, 50) * 1000,
        # Latency − the daemon's own Server-Timing, request by request: what HTTP adds.
        "added_p50_ms": percentile([total - own for total, own in zip(lean, analysis)], 50) * 1000,
        "analysis_p50_ms": percentile(analysis, 50) * 1000,
    }


def run(messages, rounds: int, in_process, c1_count: int = 240, load_count: int = 480) -> dict:
    """Daemons as an operator starts them (default workers): concurrency 1 through the lean
    client against `in_process(start, count)` (the in-process timings of messages start …
    start + count − 1) in alternating blocks, informative; then start-up, concurrency 1, 8
    and 16 through aiohttp's client, and section 4's turns over HTTP."""
    from daemon.core.entities import STRUCTURED_TYPES

    bodies = [{"text": m.text, "language": m.language} for m in messages]
    policy_bodies = [{**b, "entities": list(STRUCTURED_TYPES)} for b in bodies]
    out: dict = {"c1": one_daemon_against_in_process(bodies, in_process, C1_BLOCKS, C1_BLOCK_SIZE)}
    daemon = Daemon()
    try:
        daemon.start(timeout=600)
        out["startup_s"] = time.monotonic() - daemon.spawned_at
        out["workers"] = len(daemon.worker_pids()) or 1
        out["rss_warm_mib"] = daemon.rss_mib() + sum(rss_mib(pid) for pid in daemon.worker_pids())
        # Concurrency 1 through aiohttp's client, what a Python caller of the daemon would see.
        spec = {"url": daemon.url, "mode": "analyze", "bodies": bodies}
        out["c1_aiohttp"] = _timing([run_loadgen({**spec, "count": c1_count, "concurrency": 1}) for _ in range(rounds)])
        for concurrency in (8, 16):
            out[f"c{concurrency}"] = _timing(
                [run_loadgen({**spec, "count": load_count, "concurrency": concurrency}) for _ in range(rounds)])
        out["rss_after_load_mib"] = daemon.rss_mib() + sum(rss_mib(pid) for pid in daemon.worker_pids())
        # Section 4 over HTTP: /analyze with the policy's types against tokenize, restore, stream.
        out["policy_c1"] = _timing([run_loadgen({**spec, "bodies": policy_bodies, "count": c1_count,
                                                 "concurrency": 1}) for _ in range(rounds)])
        token = daemon.api_token
        out["tokenize_c1"] = _timing([run_loadgen({"url": daemon.url, "mode": "tokenize", "bodies": bodies,
                                                   "token": token, "count": c1_count, "concurrency": 1})
                                      for _ in range(rounds)])
        restores = [run_loadgen({"url": daemon.url, "mode": "restore", "bodies": bodies, "token": token,
                                 "count": c1_count, "concurrency": 1}) for _ in range(rounds)]
        out["answer_p50_ms"] = statistics.median(percentile(r["answer"], 50) for r in restores) * 1000
        out["stream_p50_ms"] = statistics.median(percentile(r["stream"], 50) for r in restores) * 1000
        out["answer_chars"] = restores[0]["chars"]
    finally:
        daemon.stop()
    return out
