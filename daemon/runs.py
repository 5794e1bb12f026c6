"""Runs (TOKENS.md §3): one turn's working memory, held in RAM and nowhere else.

A run maps token → entry {entity_type, canonical, surface, origins}. The mapping never
appears in a repr, a str, an exception or a log line: reprs below name counts only.
Every run has its own lock; the registry has one for its tables. Callers that run the
core in a thread pool can therefore share one registry.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Callable

from daemon.errors import RunExpired, UnknownRun
from daemon.tokens import normalize_token

CUSTOMER = "customer"
DEFAULT_TTL_SECONDS = 900
# How many expired run ids we remember, so a late caller gets 410 rather than 404.
EXPIRED_MEMORY = 4096


def tool_origin(tool: str) -> str:
    """The origin a tool's reply gives the values it brings: `tool:<name>`."""
    return f"tool:{tool}"


def iso_utc(timestamp: float) -> str:
    """ISO 8601 in UTC with a Z, to the second: what the API shows for times."""
    return datetime.fromtimestamp(timestamp, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _normalized_or_none(token: str) -> str | None:
    try:
        return normalize_token(token)
    except ValueError:
        return None


@dataclass(slots=True)
class TokenEntry:
    """What a run knows about one token. The value fields are left out of the repr."""

    entity_type: str
    canonical: str = field(repr=False)
    surface: str = field(repr=False)
    origins: set[str] = field(default_factory=set)


class Run:
    """One run: identity, expiry, and the token mapping (private; use the methods)."""

    __slots__ = (
        "run_id", "tenant", "session", "language", "ttl", "created",
        "expires", "lock", "collisions", "closed", "_key", "_entries",
    )

    def __init__(self, run_id: str, tenant: str, session: str, key: bytes, *,
                 language: str = "auto", ttl: float = DEFAULT_TTL_SECONDS, now: float) -> None:
        self.run_id = run_id
        self.tenant = tenant
        self.session = session
        self.language = language
        self.ttl = ttl
        self.created = now
        self.expires = now + ttl
        # Re-entrant: the boundary holds it around a whole message while helpers lock again.
        self.lock = threading.RLock()
        self.collisions: set[str] = set()
        self.closed = False
        self._key = key
        self._entries: dict[str, TokenEntry] = {}

    def __repr__(self) -> str:
        return (f"Run(run_id={self.run_id!r}, tenant={self.tenant!r}, session={self.session!r}, "
                f"tokens={len(self._entries)}, expires_at={self.expires_at!r}, closed={self.closed})")

    __str__ = __repr__

    def __getstate__(self):  # a run is never serialised anywhere
        raise TypeError("a run cannot be pickled or copied out of memory")

    @property
    def key(self) -> bytes:
        return self._key

    @property
    def expires_at(self) -> str:
        return iso_utc(self.expires)

    @property
    def token_count(self) -> int:
        return len(self._entries)

    def remember(self, token: str, entity_type: str, canonical: str, surface: str,
                 origin: str | None) -> bool:
        """Record one mention of a value under its token; True when it makes a new collision.

        `origin` is `customer`, `tool:<name>`, or None (assistant history: issued, no origin).
        The surface kept is the first the customer typed, else the first seen.
        """
        with self.lock:
            if self.closed or token in self.collisions:
                return False
            entry = self._entries.get(token)
            if entry is None:
                self._entries[token] = TokenEntry(entity_type, canonical, surface,
                                                  {origin} if origin else set())
                return False
            if entry.canonical != canonical or entry.entity_type != entity_type:
                # Two values on one token: neither can be restored safely any more, so the
                # values are dropped and only the type stays for the record.
                self.collisions.add(token)
                entry.canonical = ""
                entry.surface = ""
                entry.origins.clear()
                return True
            if origin == CUSTOMER and CUSTOMER not in entry.origins:
                entry.surface = surface
            if origin:
                entry.origins.add(origin)
            return False

    def lookup(self, token: str) -> TokenEntry | None:
        """The entry for a token as written (any letter case), or None if never issued."""
        key = _normalized_or_none(token)
        if key is None:
            return None
        with self.lock:
            return self._entries.get(key)

    def is_collision(self, token: str) -> bool:
        key = _normalized_or_none(token)
        if key is None:
            return False
        with self.lock:
            return key in self.collisions

    def wipe(self) -> None:
        """Forget every value and the key; the run answers nothing afterwards."""
        with self.lock:
            self.closed = True
            self._entries.clear()
            self.collisions.clear()
            self._key = b""


class RunRegistry:
    """Live runs by id, idle expiry with an injectable clock, and recently expired ids."""

    def __init__(self, clock: Callable[[], float] = time.time,
                 default_ttl_seconds: float = DEFAULT_TTL_SECONDS) -> None:
        self._clock = clock
        self.default_ttl_seconds = default_ttl_seconds
        self._lock = threading.Lock()
        self._runs: dict[str, Run] = {}
        self._expired_ids: OrderedDict[str, None] = OrderedDict()
        # Runs found expired on access but not yet handed to expire_idle()'s caller.
        self._unreported: list[Run] = []

    def __repr__(self) -> str:
        return f"RunRegistry(runs={len(self._runs)})"

    def __len__(self) -> int:
        return len(self._runs)

    def create(self, tenant: str, session: str, key: bytes, *, language: str = "auto",
               ttl_seconds: float | None = None) -> Run:
        """A new run with a random 128-bit hex id."""
        ttl = self.default_ttl_seconds if ttl_seconds is None else ttl_seconds
        with self._lock:
            run_id = secrets.token_hex(16)
            while run_id in self._runs:  # pragma: no cover - 128 random bits
                run_id = secrets.token_hex(16)
            run = Run(run_id, tenant, session, key, language=language, ttl=ttl, now=self._clock())
            self._runs[run_id] = run
            return run

    def get(self, run_id: str, *, touch: bool = True) -> Run:
        """The live run, its idle timer restarted. Raises RunExpired or UnknownRun."""
        now = self._clock()
        with self._lock:
            run = self._runs.get(run_id)
            if run is None:
                if run_id in self._expired_ids:
                    raise RunExpired()
                raise UnknownRun()
            if now >= run.expires:
                self._expire_locked(run)
                self._unreported.append(run)
                raise RunExpired()
            if touch:
                run.expires = now + run.ttl
            return run

    def delete(self, run_id: str) -> Run:
        """Remove the run and wipe its mapping. Raises RunExpired or UnknownRun."""
        with self._lock:
            run = self._runs.pop(run_id, None)
            if run is None:
                if run_id in self._expired_ids:
                    raise RunExpired()
                raise UnknownRun()
        run.wipe()
        return run

    def expire_idle(self) -> list[Run]:
        """Wipe every run idle past its ttl; returns them (wiped) so the caller can record it."""
        now = self._clock()
        with self._lock:
            expired = [run for run in self._runs.values() if now >= run.expires]
            for run in expired:
                self._expire_locked(run)
            expired = self._unreported + expired
            self._unreported = []
        return expired

    def _expire_locked(self, run: Run) -> None:
        self._runs.pop(run.run_id, None)
        run.wipe()
        self._expired_ids[run.run_id] = None
        while len(self._expired_ids) > EXPIRED_MEMORY:
            self._expired_ids.popitem(last=False)
