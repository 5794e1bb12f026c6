"""Opening the SQLite file: sqlite-utils over one shared connection, WAL, FULL sync, a lock.

The HTTP layer calls the store from a thread executor, so one connection is shared across
threads (`check_same_thread=False`) and every use of it holds one lock: SQLite connections
are not safe for concurrent use, and a single writer is all the daemon needs.

Beside it, a read-only connection with its own lock serves the reads a turn makes while it
tokenizes (the policy). In WAL mode a reader sees the last commit without waiting for a
writer, so a turn never waits behind another's fsync: it may run on the event loop's own
thread (daemon/web/analysis_lane.py), which must not stall on the disk.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlite_utils


class Database:
    """One locked connection: `write()` for atomic transactions, `rows()` for reads."""

    def __init__(self, db: sqlite_utils.Database, path: Path) -> None:
        self.db = db
        self.conn: sqlite3.Connection = db.conn
        self.lock = threading.RLock()
        self._path = path
        self._reader: sqlite_utils.Database | None = None
        self._reader_lock = threading.Lock()

    @classmethod
    def open(cls, path: Path) -> Database:
        """Open (creating it, mode 0600) the database file at `path` in WAL mode."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists():
            # The -wal and -shm files inherit the database file's mode: create it private.
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        conn = sqlite3.connect(str(path), check_same_thread=False, timeout=10.0)
        db = sqlite_utils.Database(conn, execute_plugins=False)
        db.enable_wal()
        # FULL, not NORMAL: in WAL mode NORMAL skips the fsync of the WAL at each commit.
        # A kill -9 of the daemon alone loses nothing either way (the OS already has the
        # pages), but an OS crash or power loss would drop the last commits under NORMAL.
        # An event acknowledged to a client is a promise that the decision is on record,
        # so every commit is fsynced; the cost is one fsync per batch of events.
        db.execute("PRAGMA synchronous=FULL")
        db.execute("PRAGMA busy_timeout=10000")
        return cls(db, path)

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """A write transaction: all of it commits, or none of it (also on any exception).

        BEGIN IMMEDIATE takes the write lock up front, so reading the chain's head and
        appending after it cannot interleave with another writer of the same file.
        """
        with self.lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise
            else:
                try:
                    self.conn.execute("COMMIT")
                except BaseException:
                    # A failed COMMIT (disk full, I/O error) may leave the transaction open.
                    if self.conn.in_transaction:
                        self.conn.execute("ROLLBACK")
                    raise

    def rows(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[dict[str, Any]]:
        """The rows of a read query, as dicts, fetched entirely while holding the lock."""
        with self.lock:
            return list(self.db.query(sql, params))

    def read_committed(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[dict[str, Any]]:
        """The rows of a read query as of the last commit, never waiting for a writer."""
        with self._reader_lock:
            if self._reader is None:
                # Opened on first use, once the writer has created the file and its WAL.
                conn = sqlite3.connect(f"{self._path.resolve().as_uri()}?mode=ro", uri=True,
                                       check_same_thread=False, timeout=10.0)
                self._reader = sqlite_utils.Database(conn, execute_plugins=False)
            return list(self._reader.query(sql, params))

    def close(self) -> None:
        with self._reader_lock:
            if self._reader is not None:
                self._reader.close()
                self._reader = None
        with self.lock:
            self.db.close()
