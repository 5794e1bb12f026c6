"""Sections 2, 4 (over HTTP) and 5: the real daemon in a subprocess, load from another process.

Each figure is the median over `rounds` runs of the load generator, except at concurrency 1
through the lean client, which is read over fresh daemons (c1_against_in_process). The
daemon analyses on one worker thread (daemon/web/app.py), so concurrency buys overlap of
HTTP/JSON work with analysis on the second core, not parallel analysis.
"""

from __future__ import annotations

import math
import random
import statistics
import subprocess

from bench.common import Timing, percentile
from bench.daemon_proc import Daemon, LeanBlocks, finish_loadgen, run_loadgen, start_loadgen


def _timing(rounds_results: list[dict]) -> Timing:
    timing = Timing()
    for result in rounds_results:
        timing.add_round(result["latencies"], result["wall"])
    return timing


IDLE_S = 0.05  # before the first and before the hundredth request
# The first request passes if, with 95% confidence, it is slower than the hundredth by less
# than this fraction of the hundredth's time (a non-inferiority margin: see first_request_effect).
FIRST_REQUEST_MARGIN = 0.05


def first_and_hundredth(bodies: list[dict], starts: int) -> dict:
    """Section 5 over `starts` fresh daemons: start-up time, and the very first /analyze each
    serves against its hundredth.

    Two texts of one language and nearly one length, A and B, each unseen by the daemon when
    it is sent, take turns: A first and B hundredth in even starts, B first and A hundredth
    in odd ones (so `starts` should be even). Neither is helped by words the daemon has
    already cached, as a repeat of the first text would be. The two still differ in cost
    (B took 0.38-0.59 ms longer than A in the runs of 2026-11-30), so the figures are read
    per order and then combined: see first_request_effect.

    Both are sent the same way, so that being first is the only difference between them: by
    the lean client, each just after a /health on the same connection and then 50 ms idle.
    - The client is started before the daemon, connects as soon as the daemon has bound its
      port and waits there for its /health, as an agent waiting for its boundary would. The
      daemon answers that /health the moment it is warm.
    - A /health comes before the hundredth too, as it does before the first. After 98
      back-to-back /analyze the request path alone was hot: in 12 starts the HTTP part of
      the first was 0.17 ms slower than the hundredth's (median of pairs), and 0.02 ms with
      the /health before both.
    - Nothing else touches the daemon meanwhile: this process does not poll its /health (the
      start-up time is the client's, from its clock's reading when /health answered).
    - 50 ms idle before each, so that neither runs on caches its predecessors have just
      filled. Sent straight after the /health instead, the hundredth ran on what its 98
      predecessors left in the caches and the first on what the warm-up left: the first was
      slower by +0.29, +0.35, +0.29 and +0.49 ms (medians of pooled pairs, 32 starts each),
      and by +0.42 ms (95% +0.27 to +0.56) read text by text (40 starts, 2026-11-30); in one
      warm daemon, which 24 messages came just before a message moved its time by 0.19 ms
      (daemon/process/warm_up.py). The idle is 50 ms, not a second: after a second idle this VM
      runs the next work 30-60% slower, at random, which swamped the comparison (the same
      first request took 10 to 17 ms); after 50 ms the spread is a tenth of that.
    """
    one, other = _similar_pair(bodies)
    between = [body for body in bodies if body is not one and body is not other][:98]
    runs = []
    for number in range(starts):
        first, hundredth = (one, other) if number % 2 == 0 else (other, one)
        daemon = Daemon()
        client = start_loadgen({"url": daemon.url, "mode": "analyze_lean", "bodies": [first, *between, hundredth],
                                "count": 100, "pause_before": [0, 99], "pause_s": IDLE_S,
                                "health_before": [99], "wait_for_daemon_s": 180})
        try:
            daemon.spawn()
            _wait_while_alive(client, daemon)
            answer = finish_loadgen(client)
        finally:
            daemon.stop()
            if client.poll() is None:  # the daemon died first: finish_loadgen was not reached
                client.kill()
                client.wait()
        runs.append({"startup_s": answer["ready_at"] - daemon.spawned_at, "first_text": "AB"[number % 2],
                     "first_ms": answer["latencies"][0] * 1000, "hundredth_ms": answer["latencies"][99] * 1000})
    return {"starts": runs, "startup_s": statistics.median(r["startup_s"] for r in runs),
            **first_request_effect(runs)}


def first_request_effect(runs: list[dict]) -> dict:
    """How much slower a daemon's first request is than its hundredth, with the texts' own
    difference in cost taken out, and whether that passes the target.

    Each start gives d = first − hundredth. In starts where A came first, d is the first
    request's effect plus (A − B); where B came first, the effect minus (A − B). So the
    effect is the mean of the two orders' median d, and the texts' difference is half their
    gap (a two-period crossover). Pooling the starts instead, as this suite did until
    2026-11-30, mixed two groups about 1 ms apart, and the pooled medians fell in the gap
    between them, where few starts lie and where they move with the shape of each group's
    tails: in that day's three full runs the pooled reading had the first slower every
    time, the text-by-text one by +0.05 to +0.08 ms.

    The target, "first request no slower than the hundredth", passes when the 95% interval's
    upper end (a bootstrap within each order) is below FIRST_REQUEST_MARGIN of the
    hundredth's median time: a slowdown of the first, if any, smaller than a twentieth of a
    request. A point estimate at or below zero would be a coin toss when the two are equal,
    and "not significantly slower" would reward a noisy run; this rule needs both a small
    effect and a precise measurement of it.
    """
    by_order = {text: [r["first_ms"] - r["hundredth_ms"] for r in runs if r["first_text"] == text] for text in "AB"}
    a_first, b_first = statistics.median(by_order["A"]), statistics.median(by_order["B"])
    low, high = _bootstrap_crossover_interval(by_order["A"], by_order["B"])
    hundredth = statistics.median(r["hundredth_ms"] for r in runs)
    margin = FIRST_REQUEST_MARGIN * hundredth
    per_text = {}
    for text in "AB":
        as_first = [r["first_ms"] for r in runs if r["first_text"] == text]
        as_hundredth = [r["hundredth_ms"] for r in runs if r["first_text"] != text]
        per_text[text] = (statistics.median(as_first), statistics.median(as_hundredth))
    return {
        "effect_ms": (a_first + b_first) / 2,
        "effect_interval_ms": (low, high),
        "b_minus_a_ms": (b_first - a_first) / 2,
        "per_text_ms": per_text,
        "hundredth_ms": hundredth,
        "margin_ms": margin,
        "met": high < margin,
    }


HTTP_BOUND_MS = 1.0  # the target: HTTP /analyze p50 within this of in-process p50
C1_DAEMONS = 12
C1_BLOCKS = 20  # per arm and daemon
C1_BLOCK_SIZE = 24


def c1_against_in_process(bodies: list[dict], in_process, daemons: int = C1_DAEMONS, blocks: int = C1_BLOCKS,
                          block_size: int = C1_BLOCK_SIZE) -> dict:
    """Section 2 at concurrency 1: HTTP /analyze p50 through the lean client against in-process
    p50, over `daemons` fresh daemons. `in_process(start, count)` times the analyses of
    messages start … start + count − 1 in this process.

    Each daemon is measured in `blocks` blocks of `block_size` requests per arm, the lean
    client's and in-process, taking turns (each pair of blocks about 0.3 s, the same
    messages in both, which arm goes first alternating), and gives one difference: the p50
    of its lean requests against the p50 of the in-process analyses beside them. The first
    request of each block in either arm is timed but left out of the p50s: it follows the
    other arm's block, 0.15 s in which its process was idle.

    Why blocks this short: on this VM the host's speed drifts by ±1 ms of a 6 ms analysis
    over seconds. Until 2026-12-01 each daemon was two lean rounds of 240 against two
    in-process rounds of 240 (1.5 s each), and a daemon's difference then moved with the
    drift between its rounds more than with anything in the daemon: over the same 12
    daemons (2026-12-01 02:31-02:36) the rounds read differences with a standard deviation of
    0.56 ms (−0.2 to +2.4 ms), the blocks 0.13 ms (+0.68 to +1.11 ms), both around the
    same median (+1.13 and +0.90 ms).
    """
    per_daemon = [one_daemon_against_in_process(bodies, in_process, blocks, block_size) for _ in range(daemons)]
    return {"daemons": per_daemon, **http_against_in_process(per_daemon)}


def one_daemon_against_in_process(bodies: list[dict], in_process, blocks: int, block_size: int) -> dict:
    """One fresh daemon's figures in c1_against_in_process."""
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


def http_against_in_process(per_daemon: list[dict]) -> dict:
    """The typical daemon's HTTP p50 minus in-process p50, and whether it meets the target.

    The estimate is the median of the daemons' differences. The target passes when the
    median's 95% confidence interval lies at or under HTTP_BOUND_MS: with 12 daemons its
    upper end is the 10th smallest difference, so three daemons over the bound fail the run.
    That is stricter than reading the point estimate (a coin toss for a difference near the
    bound); how many daemons met the bound on their own is reported beside it.
    """
    differences = [d["http_p50_ms"] - d["in_process_p50_ms"] for d in per_daemon]
    low, high = median_interval(differences)

    def median_of(key: str) -> float:
        return statistics.median(d[key] for d in per_daemon)

    return {
        "difference_ms": statistics.median(differences),
        "difference_interval_ms": (low, high),
        "met": high <= HTTP_BOUND_MS,
        "met_singly": sum(difference <= HTTP_BOUND_MS for difference in differences),
        **{key: median_of(key) for key in ("http_p50_ms", "http_p99_ms", "in_process_p50_ms",
                                            "added_p50_ms", "analysis_p50_ms")},
    }


def median_interval(values: list[float], confidence: float = 0.95) -> tuple[float, float]:
    """A distribution-free confidence interval for the median: the k-th smallest and k-th
    largest value, with k the largest for which the interval still covers the median with
    `confidence` (the number of values under the median is binomial, n and 1/2)."""
    ordered = sorted(values)
    n = len(ordered)
    outside = 0.0  # P(the interval from the (k+1)-th to the (n−k)-th value misses the median)
    k = 0
    while k < n // 2:
        outside += 2 * math.comb(n, k) / 2 ** n
        if outside > 1 - confidence:
            break
        k += 1
    if k == 0:
        raise ValueError(f"{n} values are too few for a {confidence:.0%} interval of their median")
    return ordered[k - 1], ordered[n - k]


def _wait_while_alive(client: subprocess.Popen, daemon: Daemon) -> None:
    """Until the client exits; RuntimeError at once if the daemon dies (looked at once a second,
    so this process almost never runs while a timed request does)."""
    while True:
        try:
            client.wait(timeout=1.0)
            return
        except subprocess.TimeoutExpired:
            daemon.check_alive()


def _bootstrap_crossover_interval(a_first: list[float], b_first: list[float],
                                  resamples: int = 2000) -> tuple[float, float]:
    """A 95% percentile-bootstrap interval for first_request_effect's estimate, resampling
    within each order (seeded: reruns agree)."""
    pick = random.Random(0)
    estimates = sorted((statistics.median(pick.choices(a_first, k=len(a_first)))
                        + statistics.median(pick.choices(b_first, k=len(b_first)))) / 2
                       for _ in range(resamples))
    return estimates[int(resamples * 0.025)], estimates[int(resamples * 0.975) - 1]


def _similar_pair(bodies: list[dict]) -> tuple[dict, dict]:
    """The two texts of one language closest in length, among the first twenty."""
    candidates = bodies[:20]
    pairs = [(abs(len(x["text"]) - len(y["text"])), i, j) for i, x in enumerate(candidates)
             for j, y in enumerate(candidates) if i < j and x["language"] == y["language"]]
    _, i, j = min(pairs)
    return candidates[i], candidates[j]


def _added_p50_ms(rounds_results: list[dict]) -> float:
    """Median over rounds of the p50 of (client latency − the daemon's Server-Timing)."""
    return statistics.median(
        percentile([total - analysis for total, analysis in zip(r["latencies"], r["analysis"])], 50)
        for r in rounds_results) * 1000


def run(messages, rounds: int, in_process, c1_count: int = 240, load_count: int = 480, starts: int = 64,
        c1_daemons: int = C1_DAEMONS) -> dict:
    """`in_process(start, count)` times in-process analyses of messages start … start + count − 1:
    the other arm of the comparison at concurrency 1 (c1_against_in_process).

    64 fresh daemons for section 5, 32 in each order: with 24 in each, the first request's
    95% interval was 0.42 ms wide (2026-11-30 07:03), too wide for its upper end to stay
    under a 0.26 ms margin even with no effect at all; with 32 in each it was 0.23-0.25 ms
    wide."""
    from daemon.core.entities import STRUCTURED_TYPES

    bodies = [{"text": m.text, "language": m.language} for m in messages]
    policy_bodies = [{**b, "entities": list(STRUCTURED_TYPES)} for b in bodies]
    out: dict = {"fresh": first_and_hundredth(bodies, starts),
                 "c1": c1_against_in_process(bodies, in_process, c1_daemons)}
    with Daemon() as daemon:
        out["rss_warm_mib"] = daemon.rss_mib()
        # Concurrency 1 through aiohttp's client, what a Python caller of the daemon would see.
        spec = {"url": daemon.url, "mode": "analyze", "bodies": bodies}
        with_aiohttp = [run_loadgen({**spec, "count": c1_count, "concurrency": 1}) for _ in range(rounds)]
        out["c1_aiohttp"] = _timing(with_aiohttp)
        out["c1_aiohttp_added_p50_ms"] = _added_p50_ms(with_aiohttp)
        for concurrency in (8, 16):
            out[f"c{concurrency}"] = _timing(
                [run_loadgen({**spec, "count": load_count, "concurrency": concurrency}) for _ in range(rounds)])
        out["rss_after_load_mib"] = daemon.rss_mib()
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
    return out
