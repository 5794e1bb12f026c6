"""The first-request verdict (bench/http.py) reads the first request's effect, not its text's cost."""

from __future__ import annotations

import math
import random
import statistics

from bench.http import FIRST_REQUEST_MARGIN, first_request_effect


def _starts(count: int, b_extra_ms: float, first_extra_ms: float, noise_ms: float, seed: int = 1,
            first_tail_ms: float = 0.0) -> list[dict]:
    """`count` fresh daemons as bench.http runs them: A first in even starts, B in odd ones.
    Text A costs 5 ms, B `b_extra_ms` more; a first request's median is `first_extra_ms`
    more, and with `first_tail_ms` it spreads to the right (an exponential tail, its median
    taken out), as requests after an idle spell do on the VM in BENCHMARKS.md."""
    pick = random.Random(seed)
    cost = {"A": 5.0, "B": 5.0 + b_extra_ms}

    def tail() -> float:
        return pick.expovariate(1 / first_tail_ms) - first_tail_ms * math.log(2) if first_tail_ms else 0.0

    runs = []
    for number in range(count):
        first, hundredth = ("A", "B") if number % 2 == 0 else ("B", "A")
        runs.append({"first_text": first,
                     "first_ms": cost[first] + first_extra_ms + pick.gauss(0, noise_ms) + tail(),
                     "hundredth_ms": cost[hundredth] + pick.gauss(0, noise_ms)})
    return runs


def test_the_texts_difference_in_cost_does_not_move_the_estimate():
    estimates, pooled_medians = [], []
    for seed in range(20):
        runs = _starts(64, b_extra_ms=0.6, first_extra_ms=0.0, noise_ms=0.05, seed=seed, first_tail_ms=0.5)
        result = first_request_effect(runs)
        assert abs(result["b_minus_a_ms"] - 0.6) < 0.2
        estimates.append(result["effect_ms"])
        pooled = sorted(r["first_ms"] - r["hundredth_ms"] for r in runs)
        pooled_medians.append((pooled[31] + pooled[32]) / 2)
    assert abs(statistics.mean(estimates)) < 0.05
    # Pooled over both orders, as the suite read it before: the median of the 64 differences
    # falls where one order's long right side meets the other's middle, well above the
    # first request's median effect (zero here).
    assert statistics.mean(pooled_medians) > 0.2


def test_a_first_request_slower_by_a_tenth_of_a_request_fails():
    result = first_request_effect(_starts(64, b_extra_ms=0.6, first_extra_ms=0.5, noise_ms=0.05))
    assert abs(result["effect_ms"] - 0.5) < 0.03
    assert not result["met"]


def test_a_run_too_noisy_to_bound_the_effect_fails():
    result = first_request_effect(_starts(64, b_extra_ms=0.0, first_extra_ms=0.0, noise_ms=2.0))
    low, high = result["effect_interval_ms"]
    assert low < 0 < high
    assert high >= FIRST_REQUEST_MARGIN * result["hundredth_ms"]
    assert not result["met"]


def test_each_text_is_compared_with_itself():
    result = first_request_effect(_starts(64, b_extra_ms=1.0, first_extra_ms=0.2, noise_ms=0.01))
    (a_first, a_hundredth), (b_first, b_hundredth) = result["per_text_ms"]["A"], result["per_text_ms"]["B"]
    assert abs(a_first - 5.2) < 0.02 and abs(a_hundredth - 5.0) < 0.02
    assert abs(b_first - 6.2) < 0.02 and abs(b_hundredth - 6.0) < 0.02
