"""Section 6: N messages with unique values through one daemon; does its memory stay flat?

The same messages go through stock Presidio in a process of its own (bench.stock_longrun)
so the growth the daemon avoids is measured, not asserted.
"""

from __future__ import annotations

import json
import subprocess
import sys

from bench.daemon_proc import ROOT, Daemon, run_loadgen


def settle_index(count: int) -> int:
    """Where the baseline is read: allocator arenas, caches and buffers fill during the first
    requests, so growth is measured from 10% of the run (at most the 1,000th message)."""
    return min(1000, max(1, count // 10))


def growth(samples: list[tuple[int, float]], count: int) -> dict:
    baseline_at = settle_index(count)
    baseline = next(rss for done, rss in samples if done >= baseline_at)
    final = samples[-1][1]
    return {
        "rss_start_mib": samples[0][1],
        "rss_baseline_mib": baseline,
        "rss_end_mib": final,
        "growth_pct": (final - baseline) / baseline * 100,
        "growth_from_start_pct": (final - samples[0][1]) / samples[0][1] * 100,
    }


def run(count: int, with_stock: bool = True) -> dict:
    every = max(1, count // 50)
    out: dict = {"count": count}
    # Analysis in the daemon's own process, so one process's memory holds everything a message
    # leaves behind (with --workers N the same engine runs in each worker).
    with Daemon(["--workers", "1"]) as daemon:
        result = run_loadgen({"url": daemon.url, "mode": "longrun", "count": count, "concurrency": 8,
                              "pid": daemon.process.pid, "sample_every": every})
        out["ours"] = {**growth([tuple(s) for s in result["samples"]], count),
                       "messages_per_s": count / result["wall"]}
    if with_stock:
        answer = subprocess.run([sys.executable, "-m", "bench.stock_longrun", str(count), str(every)],
                                cwd=ROOT, capture_output=True, text=True, check=True)
        stock = json.loads(answer.stdout)
        out["stock"] = {**growth([tuple(s) for s in stock["samples"]], count),
                        "messages_per_s": count / stock["wall"]}
    return out
