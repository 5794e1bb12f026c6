"""Section 2 at concurrency 1 interleaves short blocks of the lean client and in-process
analysis, over the same messages, against a real daemon."""

from __future__ import annotations

from bench.daemon_proc import Daemon, LeanBlocks
from bench.http import one_daemon_against_in_process

BODIES = [{"text": f"Write to user{n}@example.com about order {n}", "language": "en"} for n in range(5)]


def test_lean_blocks_answers_each_block_with_its_own_requests_and_their_analysis_times():
    with Daemon() as daemon, LeanBlocks(daemon.url, BODIES) as client:
        first = client.run(0, 3)
        second = client.run(3, 4)  # wraps around the five bodies
    for block, count in ((first, 3), (second, 4)):
        assert len(block["latencies"]) == len(block["analysis"]) == count
        # Each latency holds its request's own analysis, which the daemon timed.
        assert all(0 < analysis < latency for latency, analysis in zip(block["latencies"], block["analysis"]))
    assert client.process.returncode == 0


def test_each_daemon_is_read_over_alternating_blocks_of_the_same_messages():
    calls = []

    def in_process(start: int, count: int) -> list[float]:
        calls.append((start, count))
        return [0.5] * count  # 500 ms: far slower than any HTTP answer here

    daemon = one_daemon_against_in_process(BODIES, in_process, blocks=4, block_size=3)
    assert calls == [(0, 3), (3, 3), (6, 3), (9, 3)]
    assert daemon["in_process_p50_ms"] == 500.0
    assert 0 < daemon["analysis_p50_ms"] < daemon["http_p50_ms"] < 500.0
    assert 0 < daemon["added_p50_ms"] < daemon["http_p50_ms"]
