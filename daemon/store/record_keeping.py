"""The record: value-free events and tool-call audit rows, their queries, exports, chains and retention."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from daemon.core.records import Event, ToolCallAudit
from daemon.store import audit as audit_rows
from daemon.store import chain, retention
from daemon.store import events as event_rows
from daemon.store.chain import AUDIT_COLUMNS, EVENT_COLUMNS, VerifyResult, verify
from daemon.store.errors import RefusedInput
from daemon.store.export import render
from daemon.store.queries import DEFAULT_LIMIT, make_filters
from daemon.store.times import format_time

_EVENT_EXPORT_COLUMNS = EVENT_COLUMNS + ("prev_hash", "hash")
_AUDIT_EXPORT_COLUMNS = AUDIT_COLUMNS + ("prev_hash", "hash")


class RecordKeeping:
    """Events and audit rows: written, queried, exported, verified and pruned.

    Part of `Store` (daemon/store/__init__.py), which holds `_db`, `_clock`, `_now` and
    `_known_types`.
    """

    def write_events(self, events: list[Event]) -> list[int]:
        """Append `events` atomically (all or none) and return their ids.

        Refused with RefusedRecord (422) naming `events[i].field`: see events.event_row
        (unknown kinds, misplaced reasons, malformed names, any token-shaped field).
        """
        return event_rows.append(self._db, events, self._now())

    def record_events(self, events: list[Event]) -> None:
        """Recorder: append events; returns once they are committed and fsynced."""
        self.write_events(events)

    def write_tool_call(self, audit: ToolCallAudit) -> int:
        """Append one tool-call audit row and return its id.

        Refused with RefusedRecord (422): string leaves other than `<sanitized:TYPE>`,
        `<withheld:TYPE>` or `<text>`, token-shaped keys or identifiers, malformed tool names.
        """
        return audit_rows.append(self._db, audit, self._now())

    def record_tool_call(self, audit: ToolCallAudit, events: list[Event] = ()) -> None:
        """Recorder: the tool call's audit row and its events in one transaction.

        Everything is validated before anything is written, so a refused shape never leaves
        events that claim a restoration the tool never received.
        """
        now = self._now()
        audit_row = audit_rows.audit_row(audit, now)
        event_list = list(events)
        rows = [event_rows.event_row(e, i, now) for i, e in enumerate(event_list)]
        with self._db.write() as conn:
            if rows:
                chain.append(conn, "events", rows)
            chain.append(conn, "audit", [audit_row])

    def list_events(
        self,
        *,
        kind: str | None = None,
        tool: str | None = None,
        entity_type: str | None = None,
        run_id: str | None = None,
        since: Any = None,
        until: Any = None,
        limit: int | str | None = DEFAULT_LIMIT,
    ) -> list[dict[str, Any]]:
        """Events, newest first. `since` inclusive, `until` exclusive (ISO 8601, UTC).

        Refused with InvalidQuery (400) naming the field: unknown kind, malformed tool or
        entity type, unparsable times, since after until, limit outside 1..10000.
        """
        filters = make_filters(
            table="events", kind=kind, tool=tool, entity_type=entity_type, run_id=run_id,
            since=since, until=until, limit=limit,
        )
        return event_rows.query(self._db, filters)

    def list_audit(
        self,
        *,
        tool: str | None = None,
        entity_type: str | None = None,
        run_id: str | None = None,
        since: Any = None,
        until: Any = None,
        limit: int | str | None = DEFAULT_LIMIT,
        kind: str | None = None,
    ) -> list[dict[str, Any]]:
        """Tool-call audit rows, newest first, `shape` as JSON. Same filters as events;
        `entity_type` matches shapes with a placeholder of that type; `kind` is refused."""
        filters = make_filters(
            table="audit", kind=kind, tool=tool, entity_type=entity_type, run_id=run_id,
            since=since, until=until, limit=limit,
        )
        return audit_rows.query(self._db, filters)

    def summary(self, *, since: Any = None, until: Any = None) -> list[dict[str, Any]]:
        """Which tools met which entity types in the period: `[{tool, entity_type,
        restored, withheld}]`, sorted by tool and type. Bad times → InvalidQuery."""
        filters = make_filters(table="events", since=since, until=until, limit=None, unlimited=True)
        return event_rows.summary(self._db, filters)

    def export_events(self, fmt: str, **filters: Any) -> str:
        """Events matching `filters` (as list_events; no limit unless given) as csv or json."""
        filters.setdefault("limit", None)
        rows = event_rows.query(self._db, make_filters(table="events", unlimited=True, **filters))
        return render(rows, _EVENT_EXPORT_COLUMNS, fmt)

    def export_audit(self, fmt: str, **filters: Any) -> str:
        """Audit rows matching `filters` (as list_audit; no limit unless given) as csv or json."""
        filters.setdefault("limit", None)
        rows = audit_rows.query(self._db, make_filters(table="audit", unlimited=True, **filters))
        return render(rows, _AUDIT_EXPORT_COLUMNS, fmt)

    # chains and retention

    def verify_chain(self) -> VerifyResult:
        """Verify both hash chains in one consistent read; names the first bad row."""
        with self._db.lock:
            conn = self._db.conn
            conn.execute("BEGIN")
            try:
                return verify(conn)
            finally:
                conn.execute("COMMIT")

    def prune(self, older_than_days: int) -> dict[str, int]:
        """Delete events and audit rows older than `older_than_days` days; leave checkpoints.

        Returns rows deleted per table. Refused: a non-integer or a value below 1
        (RefusedInput), and a chain that does not verify (ChainBroken, nothing deleted).
        """
        if isinstance(older_than_days, bool) or not isinstance(older_than_days, int) or older_than_days < 1:
            raise RefusedInput("older_than_days must be an integer of at least 1", field="older_than_days")
        now = self._clock()
        cutoff = format_time(now - timedelta(days=older_than_days))
        with self._db.write() as conn:
            deleted = {
                table: retention.prune_table(conn, table, cutoff, format_time(now))
                for table in ("events", "audit")
            }
        if any(deleted.values()):
            # Move the deletion out of the WAL into the main file now rather than later.
            with self._db.lock:
                self._db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return deleted

    def list_checkpoints(self) -> list[dict[str, Any]]:
        """Retention checkpoints, oldest first."""
        return self._db.rows("SELECT * FROM checkpoints ORDER BY id")
