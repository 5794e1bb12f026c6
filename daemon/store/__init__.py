"""The record: grants, policy, value-free events and tool-call audit in one SQLite file.

`Store` is the facade the daemon uses; it implements the Recorder, GrantLookup and
PolicyLookup protocols of `daemon.records`. Modules of this package, by what they hold:
`database` (opening, WAL, the lock), `migrations` (the schema), `grants`, `policy`,
`policy_file` (YAML import/export), `events`, `audit`, `chain` (hashes, verification),
`queries` (filters), `export` (CSV/JSON), `retention` (prune + checkpoints),
`recognizers` (metadata of operator-added recognizers), `names` and `times` (rules).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

from daemon.entities import LABELS, label_for, label_taken_by
from daemon.records import Event, ToolCallAudit, change_event
from daemon.store import audit as audit_rows
from daemon.store import events as event_rows
from daemon.store import grants as grant_rows
from daemon.store import policy as policy_rows
from daemon.store import recognizers as recognizer_rows
from daemon.store import chain, retention
from daemon.store.chain import AUDIT_COLUMNS, EVENT_COLUMNS, BadRow, VerifyResult, verify
from daemon.store.database import Database
from daemon.store.errors import (
    ChainBroken,
    EntityTypeInUse,
    InvalidGrant,
    InvalidPolicy,
    InvalidPolicyFile,
    InvalidQuery,
    InvalidRecognizerMeta,
    NotFound,
    RefusedInput,
    RefusedRecord,
    SchemaTooNew,
    StoreError,
    UnknownRecognizer,
)
from daemon.store.export import render
from daemon.store.migrations import migrate, schema_version, sync_known_entity_types
from daemon.store.names import TOOL_NAME, TOOL_NAME_RULE
from daemon.store.policy_file import PolicyFile, dump_policy_file, parse_policy_file
from daemon.store.queries import DEFAULT_LIMIT, make_filters
from daemon.store.times import Clock, format_time, utc_now

__all__ = [
    "BadRow", "ChainBroken", "EntityTypeInUse", "InvalidGrant", "InvalidPolicy", "InvalidPolicyFile", "InvalidQuery",
    "InvalidRecognizerMeta", "NotFound", "PolicyFile", "RefusedInput", "RefusedRecord",
    "SchemaTooNew", "Store", "StoreError", "UnknownRecognizer", "VerifyResult", "verify_database",
]

_EVENT_EXPORT_COLUMNS = EVENT_COLUMNS + ("prev_hash", "hash")
_AUDIT_EXPORT_COLUMNS = AUDIT_COLUMNS + ("prev_hash", "hash")


class Store:
    """The daemon's SQLite store. Thread-safe: one connection behind one lock.

    Implements `Recorder` (record_events, record_tool_call), `GrantLookup` (is_granted)
    and `PolicyLookup` (tokenized_entities).
    """

    def __init__(self, database: Database, path: Path, clock: Clock = utc_now,
                 known_types: frozenset[str] = frozenset(LABELS)) -> None:
        self._db = database
        self.path = path
        self._clock = clock
        # What a policy or grant may name: our entity table and the operator recognizers'
        # types. Replaced whole after each change to the recognizers, so readers need no lock;
        # the schema's triggers check the same set inside every write.
        self._known_types = known_types

    @classmethod
    def open(cls, path: Path, *, clock: Clock | None = None) -> "Store":
        """Open or create the store at `path`, applying any missing migrations.

        `clock` (tests) returns the current UTC datetime. Refuses a database written by
        a newer schema (SchemaTooNew).
        """
        path = Path(path)
        database = Database.open(path)
        try:
            with database.lock:
                migrate(database.conn)
            with database.write() as conn:
                known_types = sync_known_entity_types(conn)
        except BaseException:
            database.close()
            raise
        return cls(database, path, clock or utc_now, known_types)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        with self._db.lock:
            return schema_version(self._db.conn)

    def _now(self) -> str:
        return format_time(self._clock())

    # -- grants ---------------------------------------------------------------------

    def check_grant(self, tool: str, entity_type: str) -> None:
        """Refuse (InvalidGrant, 422) what add_grant would refuse, writing nothing."""
        grant_rows.validate_grant(tool, entity_type, known=self._known_types)

    def add_grant(self, tool: str, entity_type: str) -> bool:
        """Grant `tool` the values of `entity_type`; True when the grant is new.

        Refused with InvalidGrant (422): empty names, wildcards (`*`, `%`, `all`, `any` in
        any case), tool names outside [A-Za-z0-9][A-Za-z0-9_.:-]{0,63}, unknown types.
        """
        tool, entity_type = grant_rows.validate_grant(tool, entity_type, known=self._known_types)
        try:
            with self._db.write() as conn:
                # Again under the write lock: see _committed_known_types.
                grant_rows.validate_grant(tool, entity_type, known=self._committed_known_types(conn))
                now = self._now()
                added = grant_rows.insert(conn, tool, entity_type, now)
                if added:  # with its event, in the same transaction
                    event_rows.append_in(conn, [change_event("grant_added", tool=tool, entity_type=entity_type)], now)
                return added
        except sqlite3.IntegrityError:
            # Only reachable if the schema's rules and ours ever disagree.
            raise InvalidGrant("grant was refused by the database's rules", field="grant") from None

    def remove_grant(self, tool: str, entity_type: str) -> bool:
        """Remove a grant; True when it existed. Malformed names are refused (InvalidGrant).

        The entity type need not be known, so a grant for a type since dropped from the
        entity table can still be removed; nor need the tool be one a grant may name today: a
        grant written before names like `all_tools` were refused (schema v3) can be removed.
        """
        if not isinstance(tool, str) or not TOOL_NAME.fullmatch(tool):
            raise InvalidGrant(f"grant.tool must match {TOOL_NAME_RULE}", field="grant.tool")
        if not isinstance(entity_type, str) or not entity_type:
            raise InvalidGrant("grant.entity_type must be a non-empty string", field="grant.entity_type")
        with self._db.write() as conn:
            removed = grant_rows.delete(conn, tool, entity_type)
            if removed:
                event_rows.append_in(conn, [change_event("grant_removed", tool=tool, entity_type=entity_type)],
                                     self._now())
            return removed

    def list_grants(self) -> list[dict[str, str]]:
        """Every grant as `{tool, entity_type}`, sorted by tool then type."""
        return grant_rows.list_all(
            self._db.rows("SELECT tool, entity_type FROM grants ORDER BY tool, entity_type")
        )

    def is_granted(self, tool: str, entity_type: str) -> bool:
        """True only when a grant names exactly this tool and this known entity type."""
        if not isinstance(tool, str) or not TOOL_NAME.fullmatch(tool):
            return False
        if not isinstance(entity_type, str) or entity_type not in self._known_types:
            return False
        return bool(
            self._db.rows(
                "SELECT 1 FROM grants WHERE tool = ? AND entity_type = ?", (tool, entity_type)
            )
        )

    def known_entity_types(self) -> frozenset[str]:
        """The types a policy or grant may name: our entity table's and the operator recognizers'."""
        return self._known_types

    @staticmethod
    def _committed_known_types(conn: sqlite3.Connection) -> set[str]:
        """The known types as committed, read inside a write transaction.

        Writes naming a type check it twice: first against `_known_types` (no lock needed),
        then with this under the write lock. A recognizer deleted in between takes its type
        out of the table the schema's triggers consult, and the first check alone would let
        the write reach the trigger (an IntegrityError, a 500) instead of a refusal naming
        the field.
        """
        return recognizer_rows.known_types(conn)

    # -- policy ---------------------------------------------------------------------

    def get_policy(self) -> list[str]:
        """The entity types tokenized in runs (DEFAULT_POLICY until set)."""
        return policy_rows.from_rows(self._db.rows(policy_rows.SELECT))

    def tokenized_entities(self) -> list[str]:
        """The policy, as a turn reads it: from the last commit, without waiting on a write."""
        return policy_rows.from_rows(self._db.read_committed(policy_rows.SELECT))

    def set_policy(self, entities: Sequence[str]) -> list[str]:
        """Replace the policy; returns it as stored (order kept, duplicates dropped).

        Refused with InvalidPolicy (422): not a list, an empty list, unknown or wildcard types.
        """
        validated = policy_rows.validate_policy(entities, known=self._known_types)
        try:
            with self._db.write() as conn:
                # Again under the write lock (see _committed_known_types), on the list as
                # given, so the error names the index the client sent.
                policy_rows.validate_policy(entities, known=self._committed_known_types(conn))
                before = policy_rows.from_rows(_rows(conn, policy_rows.SELECT))
                policy_rows.replace(conn, validated)
                event_rows.append_in(conn, _policy_changes(before, validated), self._now())
        except sqlite3.IntegrityError:
            # Only reachable if the schema's rules and ours ever disagree.
            raise InvalidPolicy(
                "policy.entities was refused by the database's rules", field="policy.entities"
            ) from None
        return validated

    def import_policy_file(self, text: str | bytes) -> PolicyFile:
        """Replace the policy and all grants with a policy file's, all or nothing.

        Refused with InvalidPolicyFile (422, `line` set where known): see parse_policy_file.
        Nothing changes when anything is refused.
        """
        parsed = self.read_policy_file(text)
        now = self._now()
        try:
            with self._db.write() as conn:
                # Again under the write lock (see _committed_known_types). A type gone since the
                # parse is rare, so only then is the file parsed again, for the refusal's line.
                known = self._committed_known_types(conn)
                if not {*parsed.entities, *(entity_type for _, entity_type in parsed.grants)} <= known:
                    parse_policy_file(text, known)
                policy_before = policy_rows.from_rows(_rows(conn, policy_rows.SELECT))
                grants_before = [(r["tool"], r["entity_type"])
                                 for r in _rows(conn, "SELECT tool, entity_type FROM grants ORDER BY tool, entity_type")]
                policy_rows.replace(conn, parsed.entities)
                conn.execute("DELETE FROM grants")
                for tool, entity_type in parsed.grants:
                    grant_rows.insert(conn, tool, entity_type, now)
                after = set(parsed.grants)
                changes = [change_event("grant_removed", tool=t, entity_type=e)
                           for t, e in grants_before if (t, e) not in after]
                changes += [change_event("grant_added", tool=t, entity_type=e)
                            for t, e in dict.fromkeys(parsed.grants) if (t, e) not in set(grants_before)]
                event_rows.append_in(conn, _policy_changes(policy_before, list(parsed.entities)) + changes, now)
        except sqlite3.IntegrityError:
            # Only reachable if the schema's rules and ours ever disagree.
            raise InvalidPolicyFile("the policy file was refused by the database's rules", field="file") from None
        return parsed

    def read_policy_file(self, text: str | bytes) -> PolicyFile:
        """A policy file parsed and checked as import_policy_file would, writing nothing."""
        return parse_policy_file(text, self._known_types)

    def export_policy_file(self) -> str:
        """The current policy and grants as a policy file (YAML)."""
        return dump_policy_file(self.get_policy(), self.list_grants())

    # -- events and audit -----------------------------------------------------------

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

    # -- chain and retention --------------------------------------------------------

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

    # -- recognizer metadata --------------------------------------------------------

    def save_recognizer_meta(self, name: str, entity_type: str, languages: Sequence[str]) -> dict[str, Any]:
        """Create or replace the metadata of an operator-added recognizer; its entity type is
        then one a policy or grant may name.

        Refused with InvalidRecognizerMeta (422): see recognizers.validate_meta, and a type
        whose token label another known type already has. Refused with EntityTypeInUse (409):
        a replacement with another type that would leave the old one, still named by the
        policy or a grant, defined by no recognizer.
        """
        name, entity_type, langs = recognizer_rows.validate_meta(name, entity_type, languages)
        with self._db.write() as conn:
            taken_by = label_taken_by(entity_type, recognizer_rows.known_types(conn))
            if taken_by is not None:
                raise InvalidRecognizerMeta(
                    f"recognizer.entity_type {entity_type} would share its token label "
                    f"{label_for(entity_type)} with {taken_by}; choose another name",
                    field="recognizer.entity_type",
                )
            before = recognizer_rows.entity_type_of(conn, name)
            if before is not None and before != entity_type:
                recognizer_rows.refuse_orphaning(conn, before, name, field="recognizer.entity_type")
            conn.execute(
                "INSERT INTO recognizers (name, entity_type, languages, created) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (name) DO UPDATE SET entity_type = excluded.entity_type,"
                " languages = excluded.languages",
                (name, entity_type, json.dumps(langs), self._now()),
            )
            known_types = sync_known_entity_types(conn)
            event_rows.append_in(conn, [change_event(
                "recognizer_added", recognizer=name, entity_type=entity_type,
                change="new" if before is None else "replaced")], self._now())
        self._known_types = known_types
        return self.get_recognizer_meta(name)

    def get_recognizer_meta(self, name: str) -> dict[str, Any]:
        """One recognizer's metadata; UnknownRecognizer (404) when there is none."""
        rows = self._db.rows("SELECT * FROM recognizers WHERE name = ?", (name,))
        if not rows:
            raise UnknownRecognizer("no operator-added recognizer has this name", field="name")
        return recognizer_rows.from_row(rows[0])

    def delete_recognizer_meta(self, name: str) -> bool:
        """Delete a recognizer's metadata; True when it existed.

        Refused with EntityTypeInUse (409), changing nothing, when its type is named by the
        policy or a grant and no other recognizer (nor our entity table) defines it.
        """
        with self._db.write() as conn:
            entity_type = recognizer_rows.entity_type_of(conn, name)
            if entity_type is None:
                return False
            recognizer_rows.refuse_orphaning(conn, entity_type, name, field="name")
            conn.execute("DELETE FROM recognizers WHERE name = ?", (name,))
            known_types = sync_known_entity_types(conn)
            event_rows.append_in(conn, [change_event("recognizer_removed", recognizer=name, entity_type=entity_type)],
                                 self._now())
        self._known_types = known_types
        return True

    def list_recognizer_meta(self) -> list[dict[str, Any]]:
        """Every operator-added recognizer's metadata, by name."""
        return [recognizer_rows.from_row(r) for r in self._db.rows("SELECT * FROM recognizers ORDER BY name")]


def _rows(conn: sqlite3.Connection, sql: str) -> list[dict[str, Any]]:
    cursor = conn.execute(sql)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, values)) for values in cursor]


def _policy_changes(before: Sequence[str], after: Sequence[str]) -> list[Event]:
    """One policy_changed per type whose tokenization changed (the order of the list is
    no change): what a reviewer asks of a day is which types went to the model in clear."""
    return ([change_event("policy_changed", entity_type=t, change="untokenized") for t in before if t not in after]
            + [change_event("policy_changed", entity_type=t, change="tokenized") for t in after if t not in before])


def verify_database(path: Path) -> VerifyResult:
    """Verify the hash chains of the database file at `path`, offline, changing nothing.

    Works on any schema version that has the chained tables. A missing file is NotFound.
    """
    path = Path(path)
    if not path.is_file():
        raise NotFound("no database file at the given path", field="path")
    conn = sqlite3.connect(str(path), timeout=10.0)
    try:
        conn.execute("PRAGMA query_only = ON")
        conn.execute("BEGIN")
        try:
            return verify(conn)
        finally:
            conn.execute("COMMIT")
    finally:
        conn.close()
