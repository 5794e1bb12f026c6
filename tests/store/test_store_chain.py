"""The hash chains: every edit, deletion or reordering is named; retention is not tampering."""

from __future__ import annotations

import hashlib
import json

import pytest

from daemon.core.records import ToolCallAudit
from daemon.store import ChainBroken, NotFound, RefusedInput, Store, verify_database
from tests.support.store_helpers import raw, restored, withheld


def fill(store: Store, n: int = 6) -> None:
    store.record_events([restored() if i % 2 else withheld() for i in range(n)])
    for _ in range(3):
        store.record_tool_call(ToolCallAudit("tenant-a", "session-1", "run-1", "send_email", {"to": "<text>"}))


def test_hash_is_sha256_of_prev_hash_and_canonical_json(store: Store) -> None:
    store.record_events([restored()])
    (row,) = store.list_events()
    # Columns added in schema v4 (recognizer, change), v5 (rule) and v6 (level, k) join the
    # hash only when set, so rows written before them verify unchanged.
    others = {k: v for k, v in row.items()
              if k not in ("prev_hash", "hash")
              and not (k in ("recognizer", "change", "rule", "level", "k") and v is None)}
    canonical = json.dumps(others, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert row["hash"] == hashlib.sha256(("0" * 64 + canonical).encode()).hexdigest()


def test_change_events_are_chained_and_a_v3_database_migrates_with_its_chain(tmp_path) -> None:
    import sqlite3

    from daemon.core.records import Event
    from daemon.store import migrations

    # A v3 database with a chained row, built by hand at v3, then opened with this code.
    path = tmp_path / "v3-rows.db"
    conn = sqlite3.connect(path, isolation_level=None)
    migrations.migrate(conn, target=3)
    from daemon.store import chain as chain_rows
    conn.execute("BEGIN IMMEDIATE")
    row = {"time": "2026-01-01T00:00:00Z", "kind": "restored", "tenant": "t", "session": "s", "run_id": "r",
           "tool": "mail", "entity_type": "EMAIL_ADDRESS", "path": "$.to", "reason": None, "id": 1}
    v3_columns = chain_rows.EVENT_COLUMNS[:10]
    digest = chain_rows.row_hash("0" * 64, row, v3_columns)
    conn.execute(f"INSERT INTO events ({', '.join(v3_columns)}, prev_hash, hash) VALUES ({', '.join('?' * 12)})",
                 [row[c] for c in v3_columns] + ["0" * 64, digest])
    conn.execute("COMMIT")
    conn.close()
    with Store.open(path) as store:
        assert store.schema_version == migrations.SCHEMA_VERSION
        store.add_grant("mail", "EMAIL_ADDRESS")
        store.set_policy(["EMAIL_ADDRESS", "PHONE_NUMBER"])
        store.remove_grant("mail", "EMAIL_ADDRESS")
        store.record_events([Event("run_expired", "t", "s", "r")])
        assert store.verify_chain().ok
        kinds = [e["kind"] for e in store.list_events()]
        assert kinds[-1] == "restored" and "grant_added" in kinds and "grant_removed" in kinds
        changed = store.list_events(kind="policy_changed")
        assert changed and all(e["tenant"] is None and e["run_id"] is None for e in changed)
        # v5's contract events chain after the migrated rows, and an old row still verifies.
        from daemon.core.contracts import Contract
        store.put_contract(Contract("mail", input={"type": "object", "additionalProperties": False}))
        store.record_events([Event("contract_refused", "t", "s", "r", tool="mail", path="cc",
                                   rule="additionalProperties")])
        store.record_tool_call(ToolCallAudit("t", "s", "r", "mail", {"cc": "<text>"}, outcome="refused"))
        assert store.verify_chain().ok
        assert [e["kind"] for e in store.list_events(limit=2)] == ["contract_refused", "contract_changed"]
        assert store.list_audit()[0]["outcome"] == "refused"


def test_an_untouched_store_verifies_online_and_offline(store: Store, db_path) -> None:
    fill(store)
    result = store.verify_chain()
    assert (result.ok, result.rows, result.first_bad) == (True, 9, None)
    assert result.to_dict() == {"ok": True, "rows": 9, "first_bad": None}
    assert verify_database(db_path).ok


def bad(store: Store, db_path) -> dict:
    online = store.verify_chain()
    offline = verify_database(db_path)
    assert not online.ok and not offline.ok
    assert online.first_bad == offline.first_bad
    return online.to_dict()["first_bad"]


@pytest.mark.parametrize("column, value", [("kind", "restored"), ("tool", "other_tool"), ("time", "2020-01-01T00:00:00.000000Z"), ("reason", None), ("path", "$.cc"), ("hash", "f" * 64)])
def test_an_edited_column_is_named(store: Store, db_path, column, value) -> None:
    fill(store)
    conn = raw(db_path)
    conn.execute(f"UPDATE events SET {column} = ? WHERE id = 3", (value,))  # a withheld row
    conn.close()
    first_bad = bad(store, db_path)
    assert (first_bad["table"], first_bad["id"], first_bad["problem"]) == ("events", 3, "edited")


def test_an_edited_audit_shape_is_named(store: Store, db_path) -> None:
    fill(store)
    conn = raw(db_path)
    conn.execute("""UPDATE audit SET shape = '{"to":"<withheld:EMAIL_ADDRESS>"}' WHERE id = 2""")
    conn.close()
    first_bad = bad(store, db_path)
    assert (first_bad["table"], first_bad["id"], first_bad["problem"]) == ("audit", 2, "edited")


@pytest.mark.parametrize("deleted", [1, 3])
def test_a_deleted_row_is_named(store: Store, db_path, deleted) -> None:
    fill(store)
    conn = raw(db_path)
    conn.execute("DELETE FROM events WHERE id = ?", (deleted,))
    conn.close()
    first_bad = bad(store, db_path)
    assert (first_bad["table"], first_bad["id"], first_bad["problem"]) == ("events", deleted, "deleted")


def test_a_row_deleted_from_the_tail_is_named_and_stays_visible(store: Store, db_path) -> None:
    fill(store)
    conn = raw(db_path)
    conn.execute("DELETE FROM events WHERE id = 6")
    conn.close()
    assert bad(store, db_path)["id"] == 6
    # Appending afterwards must not paper over the gap.
    store.record_events([restored()])
    assert bad(store, db_path) == {"table": "events", "id": 6, "problem": "deleted", "detail": "rows 6..6 are missing"}


def test_swapped_ids_are_named(store: Store, db_path) -> None:
    fill(store)
    conn = raw(db_path)
    conn.execute("UPDATE events SET id = -1 WHERE id = 3")
    conn.execute("UPDATE events SET id = 3 WHERE id = 5")
    conn.execute("UPDATE events SET id = 5 WHERE id = -1")
    conn.close()
    first_bad = bad(store, db_path)
    assert (first_bad["table"], first_bad["id"], first_bad["problem"]) == ("events", 3, "reordered")


def test_deleted_and_renumbered_rows_are_named(store: Store, db_path) -> None:
    fill(store)
    conn = raw(db_path)
    conn.execute("DELETE FROM audit WHERE id = 2")
    conn.execute("UPDATE audit SET id = 2 WHERE id = 3")
    conn.execute("UPDATE sqlite_sequence SET seq = 2 WHERE name = 'audit'")
    conn.close()
    first_bad = bad(store, db_path)
    assert (first_bad["table"], first_bad["id"], first_bad["problem"]) == ("audit", 2, "reordered")


def test_prune_leaves_a_checkpoint_that_verifies(store: Store, db_path, clock) -> None:
    fill(store)  # day 0: events 1..6, audit 1..3
    clock.advance(days=10)
    store.record_events([restored(), withheld()])  # day 10: events 7, 8
    store.record_tool_call(ToolCallAudit("tenant-a", "session-1", "run-2", "crm_lookup", {}))
    assert store.prune(older_than_days=5) == {"events": 6, "audit": 3}
    assert [e["id"] for e in store.list_events()] == [8, 7]
    assert [a["id"] for a in store.list_audit()] == [4]
    checkpoints = store.list_checkpoints()
    assert [(c["table_name"], c["last_deleted_id"], c["rows_deleted"]) for c in checkpoints] == [
        ("events", 6, 6), ("audit", 3, 3),
    ]
    assert store.verify_chain().ok and verify_database(db_path).ok
    # Nothing more to prune: no new checkpoint. Later rows chain on as before.
    assert store.prune(older_than_days=5) == {"events": 0, "audit": 0}
    store.record_events([restored()])
    result = store.verify_chain()
    assert result.ok and result.rows == 4
    # A second prune that empties a table still leaves the chain verifiable, and the next
    # row links to the checkpoint.
    clock.advance(days=30)
    assert store.prune(older_than_days=1) == {"events": 3, "audit": 1}
    assert store.list_events() == []
    assert store.verify_chain().ok
    store.record_events([restored()])
    (row,) = store.list_events()
    assert row["id"] == 10 and row["prev_hash"] == store.list_checkpoints()[-2]["last_hash"]
    assert store.verify_chain().ok and verify_database(db_path).ok


def test_deleting_after_a_checkpoint_is_still_named(store: Store, db_path, clock) -> None:
    fill(store)
    clock.advance(days=10)
    store.record_events([restored(), withheld(), restored()])
    store.prune(older_than_days=5)
    conn = raw(db_path)
    conn.execute("DELETE FROM events WHERE id = 7")
    conn.close()
    assert bad(store, db_path)["id"] == 7


def test_prune_refuses_a_broken_chain_and_deletes_nothing(store: Store, db_path, clock) -> None:
    fill(store)
    conn = raw(db_path)
    conn.execute("UPDATE events SET tool = 'x' WHERE id = 2")
    conn.close()
    clock.advance(days=10)
    with pytest.raises(ChainBroken) as caught:
        store.prune(older_than_days=1)
    assert caught.value.status == 409
    assert len(store.list_events()) == 6
    assert bad(store, db_path)["id"] == 2


@pytest.mark.parametrize("days", [0, -1, 1.5, "7", True])
def test_prune_refuses_bad_ages(store: Store, days) -> None:
    with pytest.raises(RefusedInput) as caught:
        store.prune(days)  # type: ignore[arg-type]
    assert caught.value.field == "older_than_days"


def test_verify_database_of_a_missing_file(tmp_path) -> None:
    with pytest.raises(NotFound):
        verify_database(tmp_path / "nothing.db")
    assert not (tmp_path / "nothing.db").exists()
