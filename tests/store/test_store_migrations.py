"""Versioned migrations: a newer daemon opens an older database; a newer database is refused."""

from __future__ import annotations

import hashlib
import json
import sqlite3

import pytest

from daemon.store import InvalidPolicyFile, SchemaTooNew, Store, migrations, verify_database
from tests.support.store_helpers import restored


def make_v1_database(path) -> None:
    """A database as the first schema left it: tables of v1 only, rows chained by hand."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("PRAGMA journal_mode=wal")
    assert migrations.migrate(conn, target=1) == 1
    conn.execute("INSERT INTO grants (tool, entity_type, created) VALUES ('send_email', 'EMAIL_ADDRESS', 'then')")
    prev = "0" * 64
    for i in (1, 2):
        row = {
            "id": i, "time": f"2024-01-0{i}T00:00:00.000000Z", "kind": "restored", "tenant": "t",
            "session": "s", "run_id": "r", "tool": "send_email", "entity_type": "EMAIL_ADDRESS",
            "path": "$.to", "reason": None,
        }
        canonical = json.dumps(row, sort_keys=True, separators=(",", ":"))
        digest = hashlib.sha256((prev + canonical).encode()).hexdigest()
        conn.execute(
            "INSERT INTO events VALUES (:id, :time, :kind, :tenant, :session, :run_id, :tool,"
            " :entity_type, :path, :reason, :prev_hash, :hash)",
            {**row, "prev_hash": prev, "hash": digest},
        )
        prev = digest
    conn.close()


def table_names(path) -> set[str]:
    conn = sqlite3.connect(str(path))
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    conn.close()
    return names


def test_a_v1_database_is_migrated_and_keeps_its_rows(db_path, clock) -> None:
    make_v1_database(db_path)
    assert "checkpoints" not in table_names(db_path)
    assert verify_database(db_path).ok  # offline verification reads a v1 file too
    with Store.open(db_path, clock=clock) as store:
        assert store.schema_version == migrations.SCHEMA_VERSION
        assert store.is_granted("send_email", "EMAIL_ADDRESS")
        assert [e["id"] for e in store.list_events()] == [2, 1]
        assert store.write_events([restored()]) == [3]
        assert store.verify_chain().ok
        store.save_recognizer_meta("ticket", "TICKET_ID", ["en"])
    assert {"checkpoints", "recognizers", "events_time", "events_refuse_token_shapes"} <= table_names(db_path)
    with Store.open(db_path, clock=clock) as again:  # opening a current database changes nothing
        assert again.schema_version == migrations.SCHEMA_VERSION
        # The recognizer saved above left its change event (schema v4), chained after them.
        assert [e["kind"] for e in again.list_events()][0] == "recognizer_added"
        assert len(again.list_events()) == 4 and again.verify_chain().ok


def test_a_newer_database_is_refused_untouched(db_path, clock) -> None:
    Store.open(db_path, clock=clock).close()
    conn = sqlite3.connect(str(db_path))
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(SchemaTooNew) as caught:
        Store.open(db_path, clock=clock)
    assert "99" in caught.value.message
    conn = sqlite3.connect(str(db_path))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 99
    conn.close()


def test_a_failing_migration_leaves_the_previous_version(db_path, clock, monkeypatch) -> None:
    make_v1_database(db_path)

    def half_done(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE checkpoints (id INTEGER PRIMARY KEY)")
        raise RuntimeError("disk said no")

    monkeypatch.setattr(migrations, "MIGRATIONS", [migrations.MIGRATIONS[0], half_done])
    with pytest.raises(RuntimeError):
        Store.open(db_path, clock=clock)
    assert "checkpoints" not in table_names(db_path)
    conn = sqlite3.connect(str(db_path))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.close()
    monkeypatch.undo()
    with Store.open(db_path, clock=clock) as store:
        assert store.schema_version == migrations.SCHEMA_VERSION
        assert store.verify_chain().ok


def test_wal_and_full_sync(store: Store) -> None:
    with store._db.lock:
        conn = store._db.conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_grants_named_like_every_tool_before_v3_are_kept_and_can_be_removed(db_path, clock) -> None:
    """v3 refuses new names meaning every tool (`all_tools`); a v2 database may hold such a
    grant, which never acted as a wildcard. It is kept, it can be removed, and a policy
    file exported with it names it when imported again."""
    conn = sqlite3.connect(str(db_path), isolation_level=None)
    assert migrations.migrate(conn, target=2) == 2
    conn.execute("INSERT INTO grants (tool, entity_type, created) VALUES ('all_tools', 'EMAIL_ADDRESS', 'then')")
    conn.execute("INSERT INTO grants (tool, entity_type, created) VALUES ('send_email', 'EMAIL_ADDRESS', 'then')")
    conn.close()
    with Store.open(db_path, clock=clock) as store:
        assert store.schema_version == migrations.SCHEMA_VERSION
        assert {g["tool"] for g in store.list_grants()} == {"all_tools", "send_email"}
        exported = store.export_policy_file()
        with pytest.raises(InvalidPolicyFile) as refused:
            store.import_policy_file(exported)
        assert refused.value.field.startswith("grants[") and refused.value.line is not None
        assert store.remove_grant("all_tools", "EMAIL_ADDRESS") is True
        assert [g["tool"] for g in store.list_grants()] == ["send_email"]
        store.import_policy_file(store.export_policy_file())  # round-trips once it is gone
        with pytest.raises(sqlite3.IntegrityError):
            raw_conn = sqlite3.connect(str(db_path))
            try:
                raw_conn.execute("INSERT INTO grants (tool, entity_type, created) VALUES ('Every-Tool', 'EMAIL_ADDRESS', 'now')")
            finally:
                raw_conn.close()
