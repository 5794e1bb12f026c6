"""A rate limit on tokenization, per tenant: the token holder as an oracle, slowed down.

Whoever holds the API token can send candidate values as a customer's message and compare
the tokens that come back with one it has seen (a NIF has 10⁸ candidates). Tokens are keyed
per (tenant, session), so the guesses must be made under the target's tenant: a bucket per
tenant bounds them. It counts values, not requests (a message of 5,000 guesses costs 5,000),
and every tokenization at least one. It slows an oracle down; it cannot stop one (SECURITY.md).
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable

from daemon.core.errors import RateLimited

DEFAULT_VALUES_PER_MINUTE = 60_000
# Buckets remembered at once; the least recently used goes first. A forgotten bucket was
# full or nearly (its tenant idle longest), so forgetting it gives away at most a burst.
_TENANTS_KEPT = 100_000


class TokenizeRateLimit:
    """A token bucket per tenant: `per_minute` values a minute, up to `burst` at once."""

    def __init__(self, per_minute: int = DEFAULT_VALUES_PER_MINUTE, burst: int | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if per_minute <= 0:
            raise ValueError("the tokenization rate must be positive")
        self.per_second = per_minute / 60.0
        self.burst = float(burst if burst is not None else per_minute)
        self._clock = clock
        self._lock = threading.Lock()
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # tenant → (level, at)

    def __repr__(self) -> str:
        return f"TokenizeRateLimit(per_minute={self.per_second * 60:g}, tenants={len(self._buckets)})"

    def _level(self, tenant: str, now: float) -> float:
        level, at = self._buckets.get(tenant, (self.burst, now))
        return min(self.burst, level + (now - at) * self.per_second)

    def check(self, tenant: str, field: str = "tenant") -> None:
        """Refuse at once (RateLimited) when the tenant cannot tokenize even one value now:
        before any detection is spent on the request."""
        with self._lock:
            level = self._level(tenant, self._clock())
        if level < 1:
            raise RateLimited(field, self._wait(1 - level))

    def charge(self, tenant: str, values: int, field: str = "tenant") -> None:
        """Take `values` (at least one) from the tenant's bucket, or refuse (RateLimited)
        taking nothing. More than a burst is taken from a full bucket, leaving it in debt."""
        cost = max(1, values)
        with self._lock:
            now = self._clock()
            level = self._level(tenant, now)
            if level < min(cost, self.burst):
                raise RateLimited(field, self._wait(min(cost, self.burst) - level))
            self._buckets[tenant] = (level - cost, now)
            self._buckets.move_to_end(tenant)
            while len(self._buckets) > _TENANTS_KEPT:
                self._buckets.popitem(last=False)

    def _wait(self, missing: float) -> int:
        return max(1, math.ceil(missing / self.per_second))
