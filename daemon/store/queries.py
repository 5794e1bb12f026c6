"""Validated filters for listing and exporting events and audit rows."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, get_args

from daemon.core.records import EventKind
from daemon.store.errors import InvalidQuery
from daemon.store.names import ENTITY_TYPE_SHAPE, TOOL_NAME, TOOL_NAME_RULE
from daemon.store.times import parse_time_filter

DEFAULT_LIMIT = 100
MAX_LIMIT = 10_000
_KINDS = get_args(EventKind)
# ASCII digits only: str.isdigit() also takes ² and ①, which int() refuses, and other
# scripts' digits (٣), which int() reads. Bounded, since int() refuses over 4300 digits;
# anything longer than this is out of range anyway, leading zeros allowed.
_LIMIT_DIGITS = re.compile(r"[0-9]{1,16}")


@dataclass(frozen=True, slots=True)
class Filters:
    kind: str | None = None
    tool: str | None = None
    entity_type: str | None = None
    run_id: str | None = None
    since: str | None = None
    until: str | None = None
    limit: int | None = DEFAULT_LIMIT

    def where(self, *, table: str) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        if self.kind is not None:
            clauses.append("kind = ?")
            params.append(self.kind)
        if self.tool is not None:
            clauses.append("tool = ?")
            params.append(self.tool)
        if self.entity_type is not None:
            if table == "audit":
                # An audit row is about a type when its shape names it in a placeholder.
                clauses.append("(instr(shape, ?) > 0 OR instr(shape, ?) > 0)")
                params += [f"<sanitized:{self.entity_type}>", f"<withheld:{self.entity_type}>"]
            else:
                clauses.append("entity_type = ?")
                params.append(self.entity_type)
        if self.run_id is not None:
            clauses.append("run_id = ?")
            params.append(self.run_id)
        if self.since is not None:
            clauses.append("time >= ?")
            params.append(self.since)
        if self.until is not None:
            clauses.append("time < ?")
            params.append(self.until)
        return ("WHERE " + " AND ".join(clauses) if clauses else ""), params


def make_filters(
    *,
    table: str,
    kind: object = None,
    tool: object = None,
    entity_type: object = None,
    run_id: object = None,
    since: object = None,
    until: object = None,
    limit: object = DEFAULT_LIMIT,
    unlimited: bool = False,
) -> Filters:
    """Validate query filters; each refusal is an InvalidQuery naming its field.

    `since` is inclusive and `until` exclusive. `limit` is an integer in 1..10000 (None
    allowed only when `unlimited`, for exports). `kind` does not apply to audit rows.
    """
    if kind is not None:
        if table == "audit":
            raise InvalidQuery("kind does not apply to audit rows", field="kind")
        if kind not in _KINDS:
            raise InvalidQuery(f"kind must be one of {', '.join(_KINDS)}", field="kind")
    if tool is not None and not (isinstance(tool, str) and TOOL_NAME.fullmatch(tool)):
        raise InvalidQuery(f"tool must match {TOOL_NAME_RULE}", field="tool")
    if entity_type is not None and not (
        isinstance(entity_type, str) and ENTITY_TYPE_SHAPE.fullmatch(entity_type)
    ):
        raise InvalidQuery("entity_type must be an entity type name ([A-Z][A-Z0-9_]{0,63})", field="entity_type")
    if run_id is not None and not (isinstance(run_id, str) and 0 < len(run_id) <= 256):
        raise InvalidQuery("run_id must be a string of 1 to 256 characters", field="run_id")
    since_text = parse_time_filter("since", since)
    until_text = parse_time_filter("until", until)
    if since_text and until_text and since_text > until_text:
        raise InvalidQuery("since must not be later than until", field="since")
    if limit is None and not unlimited:
        limit = DEFAULT_LIMIT
    if limit is not None:
        if isinstance(limit, str) and _LIMIT_DIGITS.fullmatch(limit.strip()):
            limit = int(limit)  # query strings arrive as text
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise InvalidQuery(f"limit must be an integer from 1 to {MAX_LIMIT}", field="limit")
    return Filters(
        kind=kind,  # type: ignore[arg-type]
        tool=tool,  # type: ignore[arg-type]
        entity_type=entity_type,  # type: ignore[arg-type]
        run_id=run_id,  # type: ignore[arg-type]
        since=since_text,
        until=until_text,
        limit=limit,  # type: ignore[arg-type]
    )
