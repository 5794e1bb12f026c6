"""Runs (docs/tokens.md §3): one turn's working memory, held in RAM and nowhere else.

A run maps token → entry {entity_type, canonical, surface, origin}. The mapping never
appears in a repr, a str, an exception or a log line: reprs below name counts only.
Every run has its own lock; the registry has one for its tables. Callers that run the
core in a thread pool can therefore share one registry.

A message is remembered whole or not at all (`Run.message`): a cap reached half-way, a
rate limit or a detection failure undoes every token and origin the message had added, so
a refused request leaves the run as it found it.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime

from daemon.core.entities import labels_of
from daemon.core.errors import RunExpired, RunFull, TooManyValues, UnknownRun
from daemon.core.markers import FoundMarker
from daemon.core.tokens import normalize_token

CUSTOMER = "customer"
DEFAULT_TTL_SECONDS = 900
# How many expired run ids we remember, so a late caller gets 410 rather than 404.
EXPIRED_MEMORY = 4096
# Distinct values one message may hold, and tokens one run may hold. Generous for a
# support turn (a CRM page of 1,000 customers with an e-mail and a phone each fits twice),
# they bound what one request can make the daemon hold, and the 48-bit tokens' collision
# odds (n²/2⁴⁹: about 4 in a million at the run cap).
DEFAULT_MAX_VALUES_PER_MESSAGE = 5_000
DEFAULT_MAX_TOKENS_PER_RUN = 50_000


def tool_origin(tool: str) -> str:
    """The origin a tool's reply gives the values it brings: `tool:<name>`."""
    return f"tool:{tool}"


def iso_utc(timestamp: float) -> str:
    """ISO 8601 in UTC with a Z, to the second: what the API shows for times."""
    return datetime.fromtimestamp(timestamp, tz=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _normalized_or_none(token: str) -> str | None:
    try:
        return normalize_token(token)
    except ValueError:
        return None


def _hex_of(token: str) -> str:
    # A run's tokens are normalized: `[LABEL_` + 12 lower-case hex digits + `]`.
    return token[-13:-1]


@dataclass(slots=True)
class TokenEntry:
    """What a run knows about one token. The value fields are left out of the repr.

    `origin` is the first origin the value was seen with (`customer` or `tool:<name>`;
    None while only assistant history has mentioned it), and never changes after
    (docs/tokens.md §4.5: otherwise a customer could type guesses at a card a tool returned and
    read back the one that matched). `customer_typed` says whether `surface` is already
    the customer's own form."""

    entity_type: str
    canonical: str = field(repr=False)
    surface: str = field(repr=False)
    origin: str | None = None
    customer_typed: bool = False


class _MessageScope:
    """One message being remembered: the distinct tokens it holds, and how to undo it."""

    __slots__ = ("field", "max_values", "max_tokens", "seen", "before", "new_collisions")

    def __init__(self, field: str, max_values: int, max_tokens: int) -> None:
        self.field = field
        self.max_values = max_values
        self.max_tokens = max_tokens
        self.seen: set[str] = set()
        # token → its entry as it was before this message touched it (None: it was new).
        self.before: dict[str, TokenEntry | None] = {}
        self.new_collisions: list[str] = []


class Run:
    """One run: identity, expiry, and the token mapping (private; use the methods)."""

    __slots__ = (
        "run_id", "tenant", "session", "language", "ttl", "created",
        "expires", "lock", "collisions", "closed", "_key", "_entries", "_scopes", "_by_hex",
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
        # The tokens under each 12 hex digits (lower case): a marker names a token by them.
        self._by_hex: dict[str, set[str]] = {}
        self._scopes: dict[int, _MessageScope] = {}

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

    @contextmanager
    def message(self, field: str, max_values: int = DEFAULT_MAX_VALUES_PER_MESSAGE,
                max_tokens: int = DEFAULT_MAX_TOKENS_PER_RUN) -> Iterator[_MessageScope]:
        """Remember one message whole or not at all.

        Inside, `remember` (from this thread) refuses the message's `max_values + 1`-th
        distinct value (TooManyValues, 413) and a new token past the run's `max_tokens`
        (RunFull, 422), both naming `field`. Whatever ends the block with an exception
        (those, a rate limit, a detection timeout) undoes what the message had remembered.
        A scope inside another adds to the outer one (history items inside the opening of
        a run). The lock is not held throughout: detection runs inside, and restoring from
        this run (a streamed answer) must not wait on it."""
        thread = threading.get_ident()
        with self.lock:
            outer = self._scopes.get(thread)
            if outer is None:
                scope = self._scopes[thread] = _MessageScope(field, max_values, max_tokens)
        if outer is not None:
            yield outer
            return
        try:
            yield scope
        except BaseException:
            with self.lock:
                self._undo(scope)
            raise
        finally:
            with self.lock:
                self._scopes.pop(thread, None)

    def _undo(self, scope: _MessageScope) -> None:
        if self.closed:
            return  # wiped meanwhile: nothing may come back
        for token, before in scope.before.items():
            if before is None:
                self._entries.pop(token, None)
                self._unindex(token)
            else:
                self._entries[token] = before
        for token in scope.new_collisions:
            self.collisions.discard(token)

    def remember(self, token: str, entity_type: str, canonical: str, surface: str,
                 origin: str | None) -> bool:
        """Record one mention of a value under its token; True when it makes a new collision.

        `origin` is `customer`, `tool:<name>`, or None (assistant history: issued, no origin).
        The first origin wins and stays; the surface kept is the first the customer typed,
        else the first seen. Inside `message`, the caps are enforced before anything changes.
        """
        with self.lock:
            if self.closed or token in self.collisions:
                return False
            entry = self._entries.get(token)
            scope = self._scopes.get(threading.get_ident()) if self._scopes else None
            if scope is not None:
                if token not in scope.seen:
                    if len(scope.seen) >= scope.max_values:
                        raise TooManyValues(scope.field, scope.max_values)
                    scope.seen.add(token)
                if entry is None and len(self._entries) >= scope.max_tokens:
                    raise RunFull(scope.field, scope.max_tokens)
                if token not in scope.before:
                    scope.before[token] = None if entry is None else replace(entry)
            if entry is None:
                self._entries[token] = TokenEntry(entity_type, canonical, surface, origin,
                                                  customer_typed=origin == CUSTOMER)
                self._by_hex.setdefault(_hex_of(token), set()).add(token)
                return False
            if entry.canonical != canonical or entry.entity_type != entity_type:
                # Two values on one token: neither can be restored safely any more, so the
                # values are dropped and only the type stays for the record.
                self.collisions.add(token)
                if scope is not None:
                    scope.new_collisions.append(token)
                entry.canonical = ""
                entry.surface = ""
                entry.origin = None
                return True
            if origin == CUSTOMER and not entry.customer_typed:
                entry.surface = surface
                entry.customer_typed = True
            if entry.origin is None:
                # Assistant history claims no value: the first real origin is the first.
                entry.origin = origin
            return False

    def lookup(self, token: str) -> TokenEntry | None:
        """The entry for a token as written (any letter case), or None if never issued."""
        key = _normalized_or_none(token)
        if key is None:
            return None
        with self.lock:
            return self._entries.get(key)

    def token_for_marker(self, marker: FoundMarker) -> str | None:
        """The token a marker names (docs/tokens.md §5), or None.

        Its 12 hex digits must name exactly one token this run issued, and its label, when
        it has one, must be that token's type's label in either language (any case)."""
        with self.lock:
            tokens = self._by_hex.get(marker.hex.lower())
            if not tokens or len(tokens) != 1:
                return None
            (token,) = tokens
            entity_type = self._entries[token].entity_type
        if marker.label is not None and marker.label.upper() not in labels_of(entity_type):
            return None
        return token

    def _unindex(self, token: str) -> None:
        tokens = self._by_hex.get(_hex_of(token))
        if tokens is not None:
            tokens.discard(token)
            if not tokens:
                del self._by_hex[_hex_of(token)]

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
            self._by_hex.clear()
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
               ttl_seconds: float | None = None, id_prefix: str = "") -> Run:
        """A new run with a random 128-bit hex id (after `id_prefix`: `gw-` for the gateway's)."""
        ttl = self.default_ttl_seconds if ttl_seconds is None else ttl_seconds
        with self._lock:
            run_id = id_prefix + secrets.token_hex(16)
            while run_id in self._runs:  # pragma: no cover - 128 random bits
                run_id = id_prefix + secrets.token_hex(16)
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
