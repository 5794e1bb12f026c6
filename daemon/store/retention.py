"""Retention: delete the oldest rows of each chain and leave a checkpoint in their place.

Only a prefix of a chain is ever deleted (the rows before the first one that is still
young enough), so the rows kept stay contiguous and the checkpoint's `last_hash` is exactly
the `prev_hash` of the first row kept: verification reads the checkpoint, not tampering.
"""

from __future__ import annotations

import sqlite3

from daemon.store import chain
from daemon.store.errors import ChainBroken


def prune_table(conn: sqlite3.Connection, table: str, cutoff: str, now: str) -> int:
    """Delete `table`'s rows before the first row at or after `cutoff`; return how many.

    Runs inside a write transaction. Refuses (ChainBroken) to prune a chain that does not
    verify, since that would delete the evidence.
    """
    _, bad = chain.verify_table(conn, table)
    if bad is not None:
        raise ChainBroken(
            f"the {table} chain does not verify (first bad row {bad.id}: {bad.problem}); nothing was pruned",
            field=table,
        )
    first_kept = conn.execute(f"SELECT min(id) FROM {table} WHERE time >= ?", (cutoff,)).fetchone()[0]
    if first_kept is None:
        last = conn.execute(f"SELECT id, hash FROM {table} ORDER BY id DESC LIMIT 1").fetchone()
    else:
        last = conn.execute(
            f"SELECT id, hash FROM {table} WHERE id < ? ORDER BY id DESC LIMIT 1", (first_kept,)
        ).fetchone()
    if last is None:
        return 0
    last_id, last_hash = int(last[0]), str(last[1])
    deleted = conn.execute(f"DELETE FROM {table} WHERE id <= ?", (last_id,)).rowcount
    conn.execute(
        "INSERT INTO checkpoints (table_name, last_deleted_id, last_hash, time, rows_deleted)"
        " VALUES (?, ?, ?, ?, ?)",
        (table, last_id, last_hash, now, deleted),
    )
    return deleted
