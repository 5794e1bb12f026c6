"""Grants (docs/tokens.md §5): one (tool, entity_type) pair each, and nothing that means "all".

The same refusals are enforced twice: here, with an error naming the field and the rule,
and in the schema (a CHECK on the tool, a trigger on the type), so a raw SQL insert that
skips this module is refused too.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection
from typing import Any

from daemon.core.entities import LABELS
from daemon.store.errors import InvalidGrant
from daemon.store.names import known_entity_type_rule, tool_rule


def validate_grant(tool: object, entity_type: object, *, field: str = "grant",
                   known: Collection[str] = LABELS) -> tuple[str, str]:
    """(tool, entity_type) when both may be granted, else InvalidGrant naming the field.

    Refused: empty names, wildcards (`*`, `%`, `all`, `any` in any case), tool names not
    matching [A-Za-z0-9][A-Za-z0-9_.:-]{0,63}, and entity types not in `known`.
    """
    for name, problem in (
        ("tool", tool_rule(f"{field}.tool", tool)),
        ("entity_type", known_entity_type_rule(f"{field}.entity_type", entity_type, known)),
    ):
        if problem:
            raise InvalidGrant(problem, field=f"{field}.{name}")
    return tool, entity_type  # type: ignore[return-value]


def insert(conn: sqlite3.Connection, tool: str, entity_type: str, created: str) -> bool:
    """Insert one validated grant inside a transaction; True when it is new."""
    cursor = conn.execute(
        "INSERT OR IGNORE INTO grants (tool, entity_type, created) VALUES (?, ?, ?)",
        (tool, entity_type, created),
    )
    return cursor.rowcount == 1


def delete(conn: sqlite3.Connection, tool: str, entity_type: str) -> bool:
    cursor = conn.execute("DELETE FROM grants WHERE tool = ? AND entity_type = ?", (tool, entity_type))
    return cursor.rowcount > 0


def list_all(rows: list[dict[str, Any]]) -> list[dict[str, str]]:
    return [{"tool": r["tool"], "entity_type": r["entity_type"]} for r in rows]
