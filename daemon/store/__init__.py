"""The record: grants, policy, value-free events and tool-call audit in one SQLite file.

`Store` is the facade the daemon uses; it implements the Recorder, GrantLookup and
PolicyLookup protocols of `daemon.core.records`, in three parts: `policy_writes` (the policy,
grants and the policy file), `record_keeping` (events, audit, exports, chains, retention) and
`recognizer_meta` (operator recognizers). The other modules, by what they hold:
`database` (opening, WAL, the lock), `migrations` (the schema), `grants`, `policy`,
`policy_file` (YAML import/export), `events`, `audit`, `chain` (hashes, verification),
`queries` (filters), `export` (CSV/JSON), `retention` (prune + checkpoints),
`recognizers` (metadata of operator-added recognizers), `names` and `times` (rules).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from daemon.core.entities import LABELS
from daemon.store.chain import BadRow, VerifyResult, verify
from daemon.store.database import Database
from daemon.store.errors import (
    ChainBroken,
    EntityTypeInUse,
    InvalidGrant,
    InvalidPolicy,
    InvalidPolicyFile,
    InvalidQuery,
    InvalidRecognizerMeta,
    NotFound,
    RefusedInput,
    RefusedRecord,
    SchemaTooNew,
    StoreError,
    UnknownRecognizer,
)
from daemon.store.migrations import migrate, schema_version, sync_known_entity_types
from daemon.store.policy_file import PolicyFile
from daemon.store.policy_writes import PolicyAndGrants
from daemon.store.quasi_policy import PopulationCache
from daemon.store.recognizer_meta import RecognizerMeta
from daemon.store.record_keeping import RecordKeeping
from daemon.store.times import Clock, format_time, utc_now

__all__ = [
    "BadRow", "ChainBroken", "EntityTypeInUse", "InvalidGrant", "InvalidPolicy", "InvalidPolicyFile", "InvalidQuery",
    "InvalidRecognizerMeta", "NotFound", "PolicyFile", "RefusedInput", "RefusedRecord",
    "SchemaTooNew", "Store", "StoreError", "UnknownRecognizer", "VerifyResult", "verify_database",
]



class Store(PolicyAndGrants, RecordKeeping, RecognizerMeta):
    """The daemon's SQLite store. Thread-safe: one connection behind one lock.

    Implements `Recorder` (record_events, record_tool_call), `GrantLookup` (is_granted)
    and `PolicyLookup` (tokenized_entities).
    """

    def __init__(self, database: Database, path: Path, clock: Clock = utc_now,
                 known_types: frozenset[str] = frozenset(LABELS)) -> None:
        self._db = database
        self.path = path
        self._clock = clock
        # What a policy or grant may name: our entity table and the operator recognizers'
        # types. Replaced whole after each change to the recognizers, so readers need no lock;
        # the schema's triggers check the same set inside every write.
        self._known_types = known_types
        self._population_cache = PopulationCache()

    @classmethod
    def open(cls, path: Path, *, clock: Clock | None = None) -> Store:
        """Open or create the store at `path`, applying any missing migrations.

        `clock` (tests) returns the current UTC datetime. Refuses a database written by
        a newer schema (SchemaTooNew).
        """
        path = Path(path)
        database = Database.open(path)
        try:
            with database.lock:
                migrate(database.conn)
            with database.write() as conn:
                known_types = sync_known_entity_types(conn)
        except BaseException:
            database.close()
            raise
        return cls(database, path, clock or utc_now, known_types)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        with self._db.lock:
            return schema_version(self._db.conn)

    def _now(self) -> str:
        return format_time(self._clock())



def verify_database(path: Path) -> VerifyResult:
    """Verify the hash chains of the database file at `path`, offline, changing nothing.

    Works on any schema version that has the chained tables. A missing file is NotFound.
    """
    path = Path(path)
    if not path.is_file():
        raise NotFound("no database file at the given path", field="path")
    conn = sqlite3.connect(str(path), timeout=10.0)
    try:
        conn.execute("PRAGMA query_only = ON")
        conn.execute("BEGIN")
        try:
            return verify(conn)
        finally:
            conn.execute("COMMIT")
    finally:
        conn.close()
