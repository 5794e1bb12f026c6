"""Metadata of operator-added recognizers; their YAML lives in the data directory."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from daemon.core.entities import LABELS
from daemon.store.errors import EntityTypeInUse, InvalidRecognizerMeta
from daemon.store.names import ENTITY_TYPE_SHAPE, LANGUAGE_CODE, RECOGNIZER_NAME, WILDCARD_RULE, means_every


def validate_meta(name: object, entity_type: object, languages: object) -> tuple[str, str, list[str]]:
    """(name, entity_type, languages) or InvalidRecognizerMeta naming the field.

    Refused: names not matching [A-Za-z0-9][A-Za-z0-9_.-]{0,63} (the name becomes a file
    name), entity types not shaped [A-Z][A-Z0-9_]{0,63} or meaning every type (ALL_TYPES),
    and a language list that is empty or holds anything but language codes such as `en`.
    """
    if not isinstance(name, str) or not RECOGNIZER_NAME.fullmatch(name):
        raise InvalidRecognizerMeta(
            "recognizer.name must match [A-Za-z0-9][A-Za-z0-9_.-]{0,63}", field="recognizer.name"
        )
    if not isinstance(entity_type, str) or not ENTITY_TYPE_SHAPE.fullmatch(entity_type):
        raise InvalidRecognizerMeta(
            "recognizer.entity_type must match [A-Z][A-Z0-9_]{0,63}", field="recognizer.entity_type"
        )
    if means_every(entity_type):
        # A type named ALL_TYPES would be granted and tokenized like any other, and read as
        # a grant of everything.
        raise InvalidRecognizerMeta(
            f"recognizer.entity_type must name one entity type; {WILDCARD_RULE}", field="recognizer.entity_type"
        )
    if isinstance(languages, (str, bytes)) or not isinstance(languages, (list, tuple)) or not languages:
        raise InvalidRecognizerMeta(
            "recognizer.languages must be a non-empty list of language codes",
            field="recognizer.languages",
        )
    result: list[str] = []
    for i, language in enumerate(languages):
        if not isinstance(language, str) or not LANGUAGE_CODE.fullmatch(language):
            raise InvalidRecognizerMeta(
                f"recognizer.languages[{i}] must be a language code such as en or es",
                field=f"recognizer.languages[{i}]",
            )
        if language not in result:
            result.append(language)
    return name, entity_type, result


def from_row(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": row["name"],
        "entity_type": row["entity_type"],
        "languages": json.loads(row["languages"]),
        "created": row["created"],
    }


def known_types(conn: sqlite3.Connection) -> set[str]:
    """Our entity table's types and those of the operator's recognizers, as committed in `conn`."""
    return set(LABELS) | {row[0] for row in conn.execute("SELECT DISTINCT entity_type FROM recognizers")}


def entity_type_of(conn: sqlite3.Connection, name: str) -> str | None:
    row = conn.execute("SELECT entity_type FROM recognizers WHERE name = ?", (name,)).fetchone()
    return row[0] if row else None


def refuse_orphaning(conn: sqlite3.Connection, entity_type: str, name: str, *, field: str) -> None:
    """EntityTypeInUse when recognizer `name` is the last definition of `entity_type` and the
    policy or a grant still names it: that type would stay tokenized or granted with nothing
    left to find it, and the store would refuse to write it again."""
    if entity_type in LABELS:
        return
    others = conn.execute(
        "SELECT 1 FROM recognizers WHERE entity_type = ? AND name != ? LIMIT 1", (entity_type, name)
    ).fetchone()
    if others:
        return
    in_policy = conn.execute("SELECT 1 FROM policy_entities WHERE entity_type = ?", (entity_type,)).fetchone()
    tools = conn.execute("SELECT COUNT(*) FROM grants WHERE entity_type = ?", (entity_type,)).fetchone()[0]
    if not in_policy and not tools:
        return
    uses = (["the policy tokenizes it"] if in_policy else []) + ([f"{tools} grant(s) name it"] if tools else [])
    raise EntityTypeInUse(
        f"{entity_type} is defined only by this recognizer and {' and '.join(uses)}; "
        "take it out of the policy and the grants first",
        field=field,
    )
