"""Resguardo against stock Presidio, measured side by side in one run.

    .venv/bin/python -m bench                 # everything, long run of 5,000 messages
    .venv/bin/python -m bench --long          # the long run with 100,000 messages
    .venv/bin/python -m bench --only inprocess patterns

Sections:
  inprocess  1. analysis throughput and p50/p99 on the quality harness's small bilingual
                corpus, ours (as /analyze serves it) against stock, with recall/leaks beside
  patterns   3. pattern-only policies: the patterns detector (and the presidio detector's
                detect()) against stock, which still runs the whole NLP pipeline
  ab         the speed-ups alone: our engine as the daemon builds it against the same engine
                with --speedups off (daemon/speedups/), per entity list
  workers    2. /analyze at concurrency 8 through daemons with 1, 2 and N analysis worker
                processes (N: the default, one per core, at most 4), and each one's memory
  http       2, 4, 5. the daemon as an operator starts it: /analyze at concurrency 1, 8, 16;
                tokenize/restore/stream over HTTP; start-up to a warm /health, memory
  overhead   4. bench/core_overhead.py (the core's cost over detection alone)
  long       6. N unique messages through one daemon; resident memory must stay flat
  gateway    what gateway mode adds per request and per streamed chunk, beside a direct
                call to the same scripted upstream (bench/gateway.py)

Stock Presidio is build_stock_engine(): the same spaCy pipelines, default recognizers.
Stock Presidio's own REST server (its app.py behind gunicorn) is not part of the
presidio-analyzer package: given its folder (--presidio-app DIR, from a checkout of
github.com/microsoft/presidio), the workers section runs it beside ours with as many gunicorn
workers; otherwise the throughput over HTTP is set beside stock in-process, in one process.
Every timing is the median of --rounds runs (the machine is shared; expect noise).
"""

from __future__ import annotations

import argparse
import math
import platform
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench.common import corpus, quiet, ratio, rss_mib

SECTIONS = ("inprocess", "patterns", "ab", "workers", "http", "overhead", "long", "gateway")
LONG_DEFAULT, LONG_FULL = 5_000, 100_000


def _ms(seconds_or_ms: float) -> str:
    return f"{seconds_or_ms:.2f} ms"


class Table:
    """The summary: measure, ours, stock, ratio, target, met."""

    def __init__(self) -> None:
        self.rows: list[tuple[str, str, str, str, str, str]] = []

    def add(self, measure: str, ours: str, stock: str = "", ratio_text: str = "", target: str = "",
            met: bool | None = None) -> None:
        mark = "" if met is None else ("yes" if met else "**no**")
        self.rows.append((measure, ours, stock, ratio_text, target, mark))

    def render(self) -> str:
        header = ("measure", "ours", "stock", "ratio", "target", "met")
        lines = ["| " + " | ".join(header) + " |", "|---|---:|---:|---:|---|---|"]
        lines += ["| " + " | ".join(row) + " |" for row in self.rows]
        return "\n".join(lines)


def _x(value: float) -> str:
    return f"{value:.2f}×" if not math.isnan(value) else "n/a"


def section_inprocess(table: Table, engines, messages, rounds: int, results: dict) -> None:
    from bench import inprocess

    print("\n## 1. In-process analysis (all entity types, one message per call)")
    q = inprocess.quality(engines, messages)
    timings = inprocess.analysis(engines, messages, rounds)
    ours, stock = timings["ours"], timings["stock"]
    results["stock_mps"] = stock.mps
    for who, t in timings.items():
        print(f"{who:6s} {t.mps:7.1f} msg/s   p50 {t.p50_ms:6.2f} ms   p99 {t.p99_ms:6.2f} ms"
              f"   (rounds: {', '.join(f'{x:.0f}' for x in t.throughput)} msg/s)")
    for who, s in q.items():
        print(f"{who:6s} recall {s['recall']:.3f}  leaked {s['leaked']}  distractor FPs {s['distractor_fp']}"
              f"  PERSON precision {s['person_precision']:.3f} recall {s['person_recall']:.3f}")
    speedup = ratio(ours.mps, stock.mps)
    table.add("1. in-process /analyze throughput (msg/s)", f"{ours.mps:.0f}", f"{stock.mps:.0f}",
              _x(speedup), "≥ 2× stock", speedup >= 2)
    table.add("1. in-process p50 latency", _ms(ours.p50_ms), _ms(stock.p50_ms), _x(ratio(stock.p50_ms, ours.p50_ms)))
    table.add("1. in-process p99 latency", _ms(ours.p99_ms), _ms(stock.p99_ms), _x(ratio(stock.p99_ms, ours.p99_ms)))
    table.add("1. structured recall / leaked", f"{q['ours']['recall']:.3f} / {q['ours']['leaked']}",
              f"{q['stock']['recall']:.3f} / {q['stock']['leaked']}", "",
              "recall ≥ stock, 0 leaks", q["ours"]["recall"] >= q["stock"]["recall"] and q["ours"]["leaked"] == 0)
    table.add("1. distractor false positives", str(q["ours"]["distractor_fp"]), str(q["stock"]["distractor_fp"]), "",
              "0", q["ours"]["distractor_fp"] == 0)
    table.add("1. PERSON precision / recall",
              f"{q['ours']['person_precision']:.3f} / {q['ours']['person_recall']:.3f}",
              f"{q['stock']['person_precision']:.3f} / {q['stock']['person_recall']:.3f}", "",
              "recall ≥ stock", q["ours"]["person_recall"] >= q["stock"]["person_recall"])

    print("\n## 1b. The boundary's detect(): structured types + PERSON")
    policy = inprocess.policy_with_person(engines, messages, rounds)
    for who, t in policy.items():
        print(f"{who:6s} {t.mps:7.1f} msg/s   p50 {t.p50_ms:6.2f} ms   p99 {t.p99_ms:6.2f} ms")
    # What the boundary asks for every message (the default policy's types plus PERSON), and
    # what the quality rows above score: the analysis Resguardo itself runs.
    boundary = ratio(policy["ours"].mps, policy["stock"].mps)
    table.add("1b. detect(), structured + PERSON (msg/s)", f"{policy['ours'].mps:.0f}", f"{policy['stock'].mps:.0f}",
              _x(boundary), "≥ 2× stock", boundary >= 2)
    table.add("1b. detect() p50 latency", _ms(policy["ours"].p50_ms), _ms(policy["stock"].p50_ms),
              _x(ratio(policy["stock"].p50_ms, policy["ours"].p50_ms)))

    print("\n## 1c. Batches (/analyze with a list of texts; stock: BatchAnalyzerEngine, same batch size)")
    batch = inprocess.batch(engines, messages, rounds)
    for who, t in batch.items():
        print(f"{who:6s} {t.mps:7.1f} msg/s")
    table.add("1c. batch /analyze throughput, both batched (msg/s)", f"{batch['ours'].mps:.0f}",
              f"{batch['stock'].mps:.0f}", _x(ratio(batch["ours"].mps, batch["stock"].mps)))
    table.add("1c. ours batched against stock one call per message (msg/s)", f"{batch['ours'].mps:.0f}",
              f"{stock.mps:.0f}", _x(ratio(batch["ours"].mps, stock.mps)))


def section_patterns(table: Table, engines, messages, rounds: int) -> None:
    from bench import inprocess

    print("\n## 3. Pattern-only policies (the structured types)")
    timings = inprocess.patterns(engines, messages, rounds)
    stock = timings["stock"]
    for who, t in timings.items():
        print(f"{who:18s} {t.mps:9.1f} msg/s   p50 {t.p50_ms:7.3f} ms   p99 {t.p99_ms:7.3f} ms")
    pd = ratio(timings["patterns detector"].mps, stock.mps)
    table.add("3. patterns detector, pattern-only (msg/s)", f"{timings['patterns detector'].mps:.0f}",
              f"{stock.mps:.0f}", _x(pd), "≥ 100× stock", pd >= 100)
    table.add("3. presidio detect(), pattern-only (msg/s)", f"{timings['presidio detect()'].mps:.0f}",
              f"{stock.mps:.0f}", _x(ratio(timings["presidio detect()"].mps, stock.mps)))
    table.add("3. presidio /analyze with pattern entities (msg/s)", f"{timings['presidio /analyze'].mps:.0f}",
              f"{stock.mps:.0f}", _x(ratio(timings["presidio /analyze"].mps, stock.mps)))


def section_ab(table: Table, engines, messages, rounds: int) -> None:
    from bench import inprocess

    print("\n## A/B. The speed-ups alone (same recognizers; eager = --speedups off)")
    for label, timings in inprocess.ab(engines, messages, rounds).items():
        new, old = timings["optimised"], timings["eager"]
        print(f"{label:20s} optimised {new.mps:7.1f} msg/s p50 {new.p50_ms:6.2f} ms   "
              f"eager {old.mps:7.1f} msg/s p50 {old.p50_ms:6.2f} ms")
        table.add(f"A/B. speed-ups on against --speedups off, {label} (msg/s)", f"{new.mps:.0f}", f"{old.mps:.0f} (off)",
                  _x(ratio(new.mps, old.mps)))


def section_workers(table: Table, messages, rounds: int, results: dict, presidio_app=None) -> None:
    from bench import http
    from daemon.process.settings import default_workers

    counts = sorted({1, 2, default_workers()})
    beside = "Presidio's server under gunicorn with as many workers" if presidio_app else "stock in-process"
    print(f"\n## 2. Analysis worker processes: /analyze at concurrency 8, --workers {', '.join(map(str, counts))} "
          f"(servers side by side, rounds alternating; beside: {beside})")
    bodies = [{"text": m.text, "language": m.language} for m in messages]
    out = http.workers_throughput(bodies, counts, rounds, presidio_app=presidio_app)
    for (who, n), arm in out.items():
        workers = ", ".join(f"{rss:.0f}" for rss in arm["rss_workers_mib"]) or "none"
        print(f"{who:5s} {n} workers: {arm['mps']:6.1f} msg/s (rounds: {', '.join(f'{x:.0f}' for x in arm['rounds'])}); "
              f"CPU {arm['cpu_ms_per_message']:.2f} ms a message, {arm['cores_busy']:.2f} cores busy; "
              f"RSS main process {arm['rss_daemon_mib']:.0f} MiB, workers {workers} MiB")
    one = out[("ours", 1)]
    stock_mps = results.get("stock_mps")
    for n in counts:
        arm = out[("ours", n)]
        pairs = sorted(b / a for a, b in zip(one["rounds"], arm["rounds"]))
        spread = f" (rounds {pairs[0]:.2f}-{pairs[-1]:.2f}×)" if n != 1 else ""
        target, met = ("≥ 1.4× --workers 1", ratio(arm["mps"], one["mps"]) >= 1.4) if n == 2 else ("", None)
        table.add(f"2. /analyze throughput, concurrency 8, --workers {n} (msg/s; against --workers 1)",
                  f"{arm['mps']:.0f}", f"{stock_mps:.0f} (stock in-process)" if stock_mps else "",
                  _x(ratio(arm["mps"], one["mps"])) + spread, target, met)
        if ("stock", n) in out:
            stock = out[("stock", n)]
            pairs = sorted(a / b for a, b in zip(arm["rounds"], stock["rounds"]))
            table.add(f"2. /analyze throughput, concurrency 8, {n} worker(s): ours against Presidio's server "
                      f"(gunicorn -w {n}) (msg/s)", f"{arm['mps']:.0f}", f"{stock['mps']:.0f}",
                      f"{_x(ratio(arm['mps'], stock['mps']))} (rounds {pairs[0]:.2f}-{pairs[-1]:.2f}×)")
    table.add("2. CPU time a message / cores kept busy, the daemon and its workers, concurrency 8 (--workers "
              + " / ".join(map(str, counts)) + ")",
              " / ".join(f"{out[('ours', n)]['cpu_ms_per_message']:.2f}" for n in counts) + " ms; "
              + " / ".join(f"{out[('ours', n)]['cores_busy']:.2f}" for n in counts),
              " / ".join(f"{out[('stock', n)]['cpu_ms_per_message']:.2f}" for n in counts) + " ms (server)"
              if presidio_app else "")
    for n in counts:
        arm = out[("ours", n)]
        if arm["rss_workers_mib"]:
            table.add(f"2. RSS with --workers {n}: the daemon / each worker",
                      f"{arm['rss_daemon_mib']:.0f} / {statistics.median(arm['rss_workers_mib']):.0f} MiB",
                      f"{out[('stock', n)]['rss_daemon_mib']:.0f} / "
                      f"{statistics.median(out[('stock', n)]['rss_workers_mib']):.0f} MiB (server)"
                      if presidio_app else "")


def section_http(table: Table, ours, messages, rounds: int, results: dict) -> None:
    from bench import http
    from bench.common import timed
    from bench.inprocess import _request

    print("\n## 2, 4, 5. The daemon over HTTP as an operator starts it (load generator in its own process)")
    requests = [_request(m.text, m.language) for m in messages]

    def in_process(start: int, count: int) -> list[float]:
        return timed(lambda index: ours.analyze_request(requests[index % len(requests)]), range(start, start + count))

    out = http.run(messages, rounds, in_process)
    stock_mps = results.get("stock_mps")
    c1 = out["c1"]
    print(f"start-up to warm /health {out['startup_s']:.1f} s with {out['workers']} analysis process(es); RSS, "
          f"the daemon and its workers: warm {out['rss_warm_mib']:.0f} MiB, after load {out['rss_after_load_mib']:.0f} MiB")
    print(f"c1 lean client: p50 {c1['http_p50_ms']:.2f} ms, in-process p50 {c1['in_process_p50_ms']:.2f} ms "
          f"({c1['http_p50_ms'] - c1['in_process_p50_ms']:+.2f}); the daemon's own analysis {c1['analysis_p50_ms']:.2f} ms, "
          f"HTTP added {c1['added_p50_ms']:.2f} ms")
    for key in ("c1_aiohttp", "c8", "c16", "policy_c1", "tokenize_c1"):
        t = out[key]
        print(f"{key:12s} {t.mps:7.1f} msg/s   p50 {t.p50_ms:6.2f} ms   p99 {t.p99_ms:6.2f} ms")
    print(f"restore answer p50 {out['answer_p50_ms']:.2f} ms, stream an answer (16-char chunks, "
          f"{out['answer_chars']:.0f} chars, WebSocket open→close) p50 {out['stream_p50_ms']:.2f} ms")
    table.add("2. HTTP /analyze p50, concurrency 1, lean client, against in-process p50 (alternating blocks)",
              _ms(c1["http_p50_ms"]), f"{_ms(c1['in_process_p50_ms'])} in-process",
              f"{c1['http_p50_ms'] - c1['in_process_p50_ms']:+.2f} ms")
    for key, label in (("c1_aiohttp", "1"), ("c8", "8"), ("c16", "16")):
        t = out[key]
        stock_text = f"{stock_mps:.0f} (in-process)" if stock_mps else ""
        table.add(f"2. HTTP /analyze throughput, default workers ({out['workers']}), aiohttp's client, "
                  f"concurrency {label} (msg/s)", f"{t.mps:.0f}", stock_text,
                  _x(ratio(t.mps, stock_mps)) if stock_mps else "")
    table.add("4. HTTP tokenize (/v1 customer) p50 over /analyze with the policy's types",
              f"{out['tokenize_c1'].p50_ms - out['policy_c1'].p50_ms:+.2f} ms")
    table.add("4. HTTP restore answer p50 / stream an answer p50",
              f"{out['answer_p50_ms']:.2f} / {out['stream_p50_ms']:.2f} ms")
    table.add("5. start-up to warm /health", f"{out['startup_s']:.1f} s")
    table.add("5. RSS, the daemon and its workers, warm / after load",
              f"{out['rss_warm_mib']:.0f} / {out['rss_after_load_mib']:.0f} MiB")


def section_gateway(table: Table) -> None:
    from bench import gateway

    print("\n## Gateway mode (bench/gateway.py)")
    result = gateway.run()
    print(gateway.report(result))
    table.add("gateway: added per request (non-streamed)", _ms(result["per_request_ms"]))
    table.add("gateway: added per streamed chunk", f"{result['per_chunk_ms'] * 1000:.0f} µs")
    table.add("gateway: added per token restored in a stream", _ms(result["per_restored_ms"]))


def section_overhead(table: Table) -> None:
    from pathlib import Path

    print("\n## 4. Core overhead (bench/core_overhead.py)")
    script = Path(__file__).with_name("core_overhead.py")
    answer = subprocess.run([sys.executable, str(script)], capture_output=True, text=True)
    print(answer.stdout.rstrip())
    if answer.returncode != 0:
        # It is shared with the core's owners and follows their API; report, do not stop the suite.
        last = (answer.stderr.strip().splitlines() or ["?"])[-1]
        print(f"core_overhead.py failed: {last}")
        table.add("4. core overhead per turn", "failed: " + last[:60])
        return
    per_turn = re.search(r"core overhead per turn\s+([\d.]+)", answer.stdout)
    if per_turn:
        table.add("4. core overhead per turn (tokenize−detect + restores)", f"{float(per_turn.group(1)):.0f} µs")


def section_long(table: Table, count: int) -> None:
    from bench import longrun

    print(f"\n## 6. Long run: {count:,} unique messages through one daemon (concurrency 8)")
    out = longrun.run(count)
    for who in ("ours", "stock"):
        if who in out:
            g = out[who]
            print(f"{who:6s} RSS start {g['rss_start_mib']:.0f} MiB, at message {longrun.settle_index(count)} "
                  f"{g['rss_baseline_mib']:.0f} MiB, end {g['rss_end_mib']:.0f} MiB: "
                  f"growth {g['growth_pct']:+.1f}% ({g['growth_from_start_pct']:+.1f}% from start), "
                  f"{g['messages_per_s']:.0f} msg/s")
    ours = out["ours"]
    stock = out.get("stock")
    table.add(f"6. RSS growth over {count:,} unique messages", f"{ours['growth_pct']:+.1f}%",
              f"{stock['growth_pct']:+.1f}%" if stock else "", "", "< 5%", ours["growth_pct"] < 5)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--long", action="store_true", help=f"long run of {LONG_FULL:,} messages")
    parser.add_argument("--messages", type=int, help=f"long-run message count (default {LONG_DEFAULT:,})")
    parser.add_argument("--rounds", type=int, default=3, help="repeat each measurement; medians reported")
    parser.add_argument("--only", nargs="+", choices=SECTIONS, help="run only these sections")
    parser.add_argument("--presidio-app", type=Path, metavar="DIR",
                        help="presidio-analyzer's folder of Presidio's repository (holds app.py): the workers "
                             "section sets Presidio's own server under gunicorn beside ours (bench/stock_server.py)")
    args = parser.parse_args(argv)
    sections = args.only or list(SECTIONS)
    quiet()

    print(f"python {platform.python_version()}, {platform.machine()}, {_nproc()} cores; "
          f"{args.rounds} rounds per measurement, medians reported")
    started = time.perf_counter()
    table, results = Table(), {}
    messages = corpus()
    ours = None
    if {"inprocess", "patterns", "ab"} & set(sections):
        from bench.inprocess import build_engines

        engines = build_engines()
        ours = engines.ours
        print(f"engines built and warm: ours {engines.build_seconds['ours']:.1f} s, "
              f"stock {engines.build_seconds['stock']:.1f} s; this process {rss_mib():.0f} MiB with both")
        if "inprocess" in sections:
            section_inprocess(table, engines, messages, args.rounds, results)
        if "patterns" in sections:
            section_patterns(table, engines, messages, args.rounds)
        if "ab" in sections:
            section_ab(table, engines, messages, args.rounds)
        del engines
    if "http" in sections:
        if ours is None:
            from bench.inprocess import build_ours

            ours = build_ours()
        section_http(table, ours, messages, args.rounds, results)
    ours = None
    if "workers" in sections:
        section_workers(table, messages, args.rounds, results, args.presidio_app)
    if "overhead" in sections:
        section_overhead(table)
    if "long" in sections:
        section_long(table, args.messages or (LONG_FULL if args.long else LONG_DEFAULT))
    if "gateway" in sections:
        section_gateway(table)
    print(f"\n## Summary (ratios: ours/stock for throughput, stock/ours for latency; {time.perf_counter() - started:.0f} s)\n")
    print(table.render())
    return 0


def _nproc() -> int:
    import os

    return len(os.sched_getaffinity(0))


if __name__ == "__main__":
    sys.exit(main())
