"""The policy: which entity types are tokenized in runs, stored beside the grants.

An empty policy is refused: it would pass every value to the model while everything still
looked configured. Someone who wants no tokenization should not route through the boundary.
If the table is nevertheless empty (raw SQL), readers get DEFAULT_POLICY: fail closed.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Sequence

from daemon.core.entities import DEFAULT_POLICY, LABELS
from daemon.store.errors import InvalidPolicy
from daemon.store.names import known_entity_type_rule


def validate_policy(entities: object, *, field: str = "policy.entities",
                    known: Collection[str] = LABELS) -> list[str]:
    """The entity types in order, duplicates dropped; else InvalidPolicy naming the field.

    Refused: anything but a list of strings, an empty list, and unknown or wildcard types.
    """
    if isinstance(entities, (str, bytes)) or not isinstance(entities, Sequence):
        raise InvalidPolicy(f"{field} must be a list of entity types", field=field)
    if len(entities) == 0:
        raise InvalidPolicy(f"{field} must name at least one entity type", field=field)
    result: list[str] = []
    for i, entity_type in enumerate(entities):
        problem = known_entity_type_rule(f"{field}[{i}]", entity_type, known)
        if problem:
            raise InvalidPolicy(problem, field=f"{field}[{i}]")
        if entity_type not in result:
            result.append(entity_type)
    return result


def replace(conn: sqlite3.Connection, entities: list[str]) -> None:
    """Replace the stored policy inside a transaction (validated entities only)."""
    conn.execute("DELETE FROM policy_entities")
    conn.executemany(
        "INSERT INTO policy_entities (entity_type, position) VALUES (?, ?)",
        [(t, i) for i, t in enumerate(entities)],
    )


# The stored policy in order; its rows go to from_rows().
SELECT = "SELECT entity_type FROM policy_entities ORDER BY position"


def from_rows(rows: list[dict[str, object]]) -> list[str]:
    entities = [str(r["entity_type"]) for r in rows]
    return entities or list(DEFAULT_POLICY)
