"""The hash chains over `events` and `audit`, one per table, and their verification.

`hash = sha256(prev_hash || canonical JSON of every other column)`: the canonical JSON is
an object of the table's chained columns (id included, so renumbering shows; a column added
later only when set, LATER_COLUMNS), keys sorted,
no whitespace, UTF-8. The first row of a table links to 64 zeros, or to the hash of the
last row a retention checkpoint deleted.

What the chain proves: a row edited, deleted or moved with ordinary SQL is named by
`verify_chain`. What it cannot prove: the hash is unkeyed, so someone who rewrites every
later row (and the checkpoints) can forge a consistent chain; ship the head hash elsewhere
for that. Rows deleted from the tail show through SQLite's AUTOINCREMENT counter.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

GENESIS = "0" * 64

EVENT_COLUMNS: tuple[str, ...] = (
    "id", "time", "kind", "tenant", "session", "run_id", "tool", "entity_type", "path", "reason",
    "recognizer", "change", "rule", "level", "k",
)
# Columns added after rows were first chained (schema v4, v5, v6): they join a row's hash only
# when set, so every row written before them verifies exactly as it did.
LATER_COLUMNS = frozenset({"recognizer", "change", "rule", "outcome", "level", "k"})
AUDIT_COLUMNS: tuple[str, ...] = ("id", "time", "tenant", "session", "run_id", "tool", "shape", "outcome")
CHAINED_TABLES: dict[str, tuple[str, ...]] = {"events": EVENT_COLUMNS, "audit": AUDIT_COLUMNS}


@dataclass(frozen=True, slots=True)
class BadRow:
    """The first row that breaks a chain: `problem` is `deleted`, `edited` or `reordered`."""

    table: str
    id: int
    problem: str
    detail: str

    def to_dict(self) -> dict[str, Any]:
        return {"table": self.table, "id": self.id, "problem": self.problem, "detail": self.detail}


@dataclass(frozen=True, slots=True)
class VerifyResult:
    """`ok` when both chains hold; `rows` checked; `first_bad` names the first broken row."""

    ok: bool
    rows: int
    first_bad: BadRow | None = None
    tables: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The body of `GET /v1/audit/verify`: `{ok, rows, first_bad}`."""
        return {
            "ok": self.ok,
            "rows": self.rows,
            "first_bad": self.first_bad.to_dict() if self.first_bad else None,
        }


def row_hash(prev_hash: str, row: Mapping[str, Any], columns: tuple[str, ...]) -> str:
    canonical = json.dumps(
        {c: row[c] for c in columns if c not in LATER_COLUMNS or row.get(c) is not None},
        sort_keys=True, separators=(",", ":"), ensure_ascii=False,
    )
    return hashlib.sha256((prev_hash + canonical).encode("utf-8")).hexdigest()


def _table_exists(conn: sqlite3.Connection, name: str) -> bool:
    return (
        conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)).fetchone()
        is not None
    )


def latest_checkpoint(conn: sqlite3.Connection, table: str) -> tuple[int, str] | None:
    """(last_deleted_id, last_hash) of the newest checkpoint of `table`, if any."""
    if not _table_exists(conn, "checkpoints"):
        return None
    row = conn.execute(
        "SELECT last_deleted_id, last_hash FROM checkpoints WHERE table_name = ?"
        " ORDER BY last_deleted_id DESC LIMIT 1",
        (table,),
    ).fetchone()
    return (int(row[0]), str(row[1])) if row else None


def _sequence(conn: sqlite3.Connection, table: str) -> int:
    row = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = ?", (table,)).fetchone()
    return int(row[0]) if row else 0


def head(conn: sqlite3.Connection, table: str) -> tuple[int, str]:
    """(next id, prev_hash) for the next row appended to `table`.

    The next id follows SQLite's AUTOINCREMENT counter rather than the last row, so a row
    deleted from the tail leaves a gap that verification still sees.
    """
    last = conn.execute(f"SELECT id, hash FROM {table} ORDER BY id DESC LIMIT 1").fetchone()
    checkpoint = latest_checkpoint(conn, table)
    if last is not None:
        last_id, prev_hash = int(last[0]), str(last[1])
    elif checkpoint is not None:
        last_id, prev_hash = checkpoint
    else:
        last_id, prev_hash = 0, GENESIS
    return max(last_id, _sequence(conn, table), checkpoint[0] if checkpoint else 0) + 1, prev_hash


def append(conn: sqlite3.Connection, table: str, rows: list[dict[str, Any]]) -> list[int]:
    """Insert `rows` (every chained column but id) at the head of `table`'s chain.

    Must run inside a write transaction: the head read and the inserts are one unit.
    """
    columns = CHAINED_TABLES[table]
    next_id, prev_hash = head(conn, table)
    ids: list[int] = []
    sql = (
        f"INSERT INTO {table} ({', '.join(columns)}, prev_hash, hash)"
        f" VALUES ({', '.join('?' * (len(columns) + 2))})"
    )
    for row in rows:
        full = {**row, "id": next_id}
        digest = row_hash(prev_hash, full, columns)
        conn.execute(sql, [full[c] for c in columns] + [prev_hash, digest])
        ids.append(next_id)
        prev_hash = digest
        next_id += 1
    return ids


def verify_table(conn: sqlite3.Connection, table: str) -> tuple[int, BadRow | None]:
    """Walk `table` in id order; return (rows checked, first bad row or None)."""
    # A file written before a column was added (read offline, unmigrated) lacks it: such a
    # column is one of LATER_COLUMNS, absent from the hash when unset.
    present = {info[1] for info in conn.execute(f"PRAGMA table_info({table})")}
    columns = tuple(c for c in CHAINED_TABLES[table] if c in present or c not in LATER_COLUMNS)
    checkpoint = latest_checkpoint(conn, table)
    expected_id, prev_hash = (checkpoint[0] + 1, checkpoint[1]) if checkpoint else (1, GENESIS)
    checked = 0
    cursor = conn.execute(
        f"SELECT {', '.join(columns)}, prev_hash, hash FROM {table} ORDER BY id"
    )
    names = [d[0] for d in cursor.description]
    for values in cursor:
        row = dict(zip(names, values))
        row_id = row["id"]
        if row_id < expected_id:
            return checked, BadRow(
                table, row_id, "reordered", "row id lies before the chain's start or a checkpoint"
            )
        if row_id > expected_id:
            return checked, BadRow(
                table, expected_id, "deleted", f"rows {expected_id}..{row_id - 1} are missing"
            )
        if row["prev_hash"] != prev_hash:
            return checked, BadRow(
                table, row_id, "reordered",
                "prev_hash does not match the previous row: rows were moved or removed before it",
            )
        if row_hash(prev_hash, row, columns) != row["hash"]:
            return checked, BadRow(table, row_id, "edited", "hash does not match the row's content")
        prev_hash = row["hash"]
        expected_id = row_id + 1
        checked += 1
    if _sequence(conn, table) >= expected_id:
        return checked, BadRow(
            table, expected_id, "deleted", "rows after the last one were removed from the tail"
        )
    return checked, None


def verify(conn: sqlite3.Connection) -> VerifyResult:
    """Verify both chains; the first bad row of events is reported before audit's."""
    total = 0
    counts: dict[str, int] = {}
    for table in CHAINED_TABLES:
        if not _table_exists(conn, table):
            continue
        checked, bad = verify_table(conn, table)
        counts[table] = checked
        total += checked
        if bad is not None:
            return VerifyResult(ok=False, rows=total, first_bad=bad, tables=counts)
    return VerifyResult(ok=True, rows=total, first_bad=None, tables=counts)
