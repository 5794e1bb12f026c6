"""Tool contracts as rows (docs/contracts.md): one per tool, its two schemas as JSON text.

The schemas are checked by daemon/core/contracts.py before they get here; the table's
CHECK refuses a tool name outside the grants' rule, as the grants table does.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from daemon.core.contracts import Contract, canonical_json

SELECT = "SELECT tool, input, output FROM contracts ORDER BY tool"


def from_row(row: dict[str, Any]) -> Contract:
    return Contract(
        tool=row["tool"],
        input=None if row["input"] is None else json.loads(row["input"]),
        output=None if row["output"] is None else json.loads(row["output"]),
    )


def read(conn: sqlite3.Connection, tool: str) -> Contract | None:
    cursor = conn.execute("SELECT tool, input, output FROM contracts WHERE tool = ?", (tool,))
    found = cursor.fetchone()
    if found is None:
        return None
    return from_row(dict(zip(("tool", "input", "output"), found)))


def read_all(conn: sqlite3.Connection) -> list[Contract]:
    """Every contract, inside a transaction the caller holds."""
    cursor = conn.execute(SELECT)
    return [from_row(dict(zip(("tool", "input", "output"), values))) for values in cursor]


def write(conn: sqlite3.Connection, contract: Contract, now: str) -> str | None:
    """Insert or replace one contract inside a transaction; the change it makes (`new`,
    `replaced`) or None when the stored contract was already this one."""
    before = read(conn, contract.tool)
    if before is not None and _same(before, contract):
        return None
    conn.execute(
        "INSERT INTO contracts (tool, input, output, updated) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (tool) DO UPDATE SET input = excluded.input, output = excluded.output, "
        "updated = excluded.updated",
        (contract.tool, canonical_json(contract.input), canonical_json(contract.output), now),
    )
    return "new" if before is None else "replaced"


def delete(conn: sqlite3.Connection, tool: str) -> bool:
    return conn.execute("DELETE FROM contracts WHERE tool = ?", (tool,)).rowcount > 0


def _same(a: Contract, b: Contract) -> bool:
    return (canonical_json(a.input), canonical_json(a.output)) == (canonical_json(b.input), canonical_json(b.output))
