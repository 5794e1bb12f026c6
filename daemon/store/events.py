"""Events (docs/tokens.md §8): one value-free row per decision, appended to the events chain."""

from __future__ import annotations

import re
from typing import Any, get_args

from daemon.core.generalization import LEVELS
from daemon.core.records import Change, ChangeKind, Event, EventKind, WithheldReason
from daemon.store import chain, records_check
from daemon.store.database import Database
from daemon.store.errors import RefusedRecord
from daemon.store.queries import Filters

KINDS: tuple[str, ...] = get_args(EventKind)
REASONS: tuple[str, ...] = get_args(WithheldReason)
CHANGE_KINDS = frozenset(get_args(ChangeKind))
CHANGES = frozenset(get_args(Change))
# Decisions about a tool call name the tool and the type; only `withheld` has a reason.
_NEEDS_TOOL_AND_TYPE = frozenset({"restored", "withheld", "grant_added", "grant_removed"})
# What each change must name besides its kind, and the `change` values it may carry.
_CHANGE_NEEDS = {
    "grant_added": ("tool", "entity_type"), "grant_removed": ("tool", "entity_type"),
    "policy_changed": ("entity_type", "change"),
    "recognizer_added": ("recognizer", "entity_type", "change"), "recognizer_removed": ("recognizer", "entity_type"),
    "contract_changed": ("tool", "change"),
    "contract_refused": ("tool", "path", "rule"), "contract_dropped": ("tool", "path"),
}
_LEVEL_NAMES = frozenset(level for levels in LEVELS.values() for level in levels)
_CHANGES_OF = {"policy_changed": {"tokenized", "untokenized"}, "recognizer_added": {"new", "replaced"},
               "contract_changed": {"new", "replaced", "removed"}}
# A contract rule is a JSON Schema keyword: letters (and `$`), never a value.
_RULE = re.compile(r"[A-Za-z$]{1,64}")


def event_row(event: object, index: int, time: str) -> dict[str, Any]:
    """The row for one event, or RefusedRecord naming `events[index].<field>`.

    Refused: anything but an Event, an unknown kind or reason, a reason on a kind other
    than `withheld`, a `restored`/`withheld` without tool or entity type, malformed tool
    or entity type names, and any field containing a token shape.
    """
    prefix = f"events[{index}]"
    if not isinstance(event, Event):
        raise RefusedRecord(f"{prefix} must be an Event", field=prefix)
    if event.kind not in KINDS:
        raise RefusedRecord(f"{prefix}.kind must be one of {', '.join(KINDS)}", field=f"{prefix}.kind")
    needs = event.kind in _NEEDS_TOOL_AND_TYPE
    in_run = event.kind not in CHANGE_KINDS
    if not in_run and any(v is not None for v in (event.tenant, event.session, event.run_id)):
        raise RefusedRecord(f"{prefix} is a change: it has no tenant, session or run", field=f"{prefix}.tenant")
    row = {
        "time": time,
        "kind": event.kind,
        "tenant": records_check.identifier(f"{prefix}.tenant", event.tenant, required=in_run),
        "session": records_check.identifier(f"{prefix}.session", event.session, required=in_run),
        "run_id": records_check.identifier(f"{prefix}.run_id", event.run_id, required=in_run),
        "tool": records_check.tool(f"{prefix}.tool", event.tool, required=needs or event.kind.startswith("contract_")),
        "entity_type": records_check.entity_type(f"{prefix}.entity_type", event.entity_type, required=needs),
        "path": records_check.identifier(
            f"{prefix}.path", event.path, required=False, max_len=records_check.MAX_PATH
        ),
        "reason": event.reason,
        "recognizer": records_check.recognizer(f"{prefix}.recognizer", event.recognizer,
                                               required=event.kind.startswith("recognizer_")),
        "change": event.change,
        "rule": event.rule,
        "level": _level(prefix, event),
        "k": _k(prefix, event),
    }
    if event.rule is not None and (event.kind != "contract_refused" or not isinstance(event.rule, str)
                                   or not _RULE.fullmatch(event.rule)):
        raise RefusedRecord(f"{prefix}.rule must be a contract rule's keyword on a contract_refused",
                            field=f"{prefix}.rule")
    for needed in _CHANGE_NEEDS.get(event.kind, ()):
        if row[needed] is None:
            raise RefusedRecord(f"{prefix}.{needed} is required for {event.kind}", field=f"{prefix}.{needed}")
    if event.change is not None and event.change not in _CHANGES_OF.get(event.kind, ()):
        raise RefusedRecord(f"{prefix}.change does not apply here", field=f"{prefix}.change")
    if event.recognizer is not None and not event.kind.startswith("recognizer_"):
        raise RefusedRecord(f"{prefix}.recognizer is only for recognizer events", field=f"{prefix}.recognizer")
    if event.kind == "withheld":
        if event.reason not in REASONS:
            raise RefusedRecord(
                f"{prefix}.reason must be one of {', '.join(REASONS)}", field=f"{prefix}.reason"
            )
    elif event.reason is not None:
        raise RefusedRecord(f"{prefix}.reason is only for withheld events", field=f"{prefix}.reason")
    return row


def _level(prefix: str, event: Event) -> str | None:
    if event.kind != "generalized":
        if event.level is not None or event.k is not None:
            raise RefusedRecord(f"{prefix}.level and k are only for generalized events", field=f"{prefix}.level")
        return None
    if event.entity_type is None:
        raise RefusedRecord(f"{prefix}.entity_type is required for generalized", field=f"{prefix}.entity_type")
    if event.level not in _LEVEL_NAMES:
        raise RefusedRecord(f"{prefix}.level must be one of {', '.join(sorted(_LEVEL_NAMES))}", field=f"{prefix}.level")
    return event.level


def _k(prefix: str, event: Event) -> int | None:
    if event.k is not None and (isinstance(event.k, bool) or not isinstance(event.k, int) or event.k < 0):
        raise RefusedRecord(f"{prefix}.k must be a whole number of rows", field=f"{prefix}.k")
    return event.k


def append(database: Database, events: list[Event], time: str) -> list[int]:
    """Validate every event first, then append them all in one transaction."""
    if not isinstance(events, (list, tuple)):
        raise RefusedRecord("events must be a list of Event", field="events")
    rows = [event_row(e, i, time) for i, e in enumerate(events)]
    if not rows:
        return []
    with database.write() as conn:
        return chain.append(conn, "events", rows)


def append_in(conn, events: list[Event], time: str) -> list[int]:
    """Append `events` inside a write transaction the caller holds: a change and its event
    are committed together or not at all."""
    rows = [event_row(e, i, time) for i, e in enumerate(events)]
    return chain.append(conn, "events", rows) if rows else []


def query(database: Database, filters: Filters) -> list[dict[str, Any]]:
    """Events matching `filters`, newest first."""
    where, params = filters.where(table="events")
    sql = f"SELECT * FROM events {where} ORDER BY id DESC"
    if filters.limit is not None:
        sql += f" LIMIT {int(filters.limit)}"
    return database.rows(sql, params)


def summary(database: Database, filters: Filters) -> list[dict[str, Any]]:
    """Per (tool, entity_type): how many restorations and withholdings, in the period."""
    where, params = filters.where(table="events")
    extra = "kind IN ('restored', 'withheld') AND tool IS NOT NULL AND entity_type IS NOT NULL"
    where = f"{where} AND {extra}" if where else f"WHERE {extra}"
    return database.rows(
        f"""SELECT tool, entity_type,
                   SUM(kind = 'restored') AS restored,
                   SUM(kind = 'withheld') AS withheld
            FROM events {where}
            GROUP BY tool, entity_type
            ORDER BY tool, entity_type""",
        params,
    )
