"""Nothing refused reaches the file: the raw bytes of the database and its WAL hold none of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from daemon.core.records import Event, ToolCallAudit
from daemon.store import Store, StoreError
from tests.support.store_helpers import restored

# Distinctive strings no store code would ever write on its own.
CANARIES = [
    "zq7canary-path",
    "5eed5eed5eed",
    "zq7canary.shape@example.invalid",
    "zq7canary-key",
    "zq7canary-tool",
    "ZQ7CANARY_TYPE",
    "zq7canary-file-tool",
    "zq7canary-tenant",
    "zq7canary-recognizer",
]


def refused_attempts(store: Store) -> list:
    return [
        lambda: store.record_events([restored(), Event("restored", "t", "s", "r", "send_email", "EMAIL_ADDRESS", "$.zq7canary-path[EMAIL_5eed5eed5eed]")]),
        lambda: store.record_events([Event("restored", "[NIF_5eed5eed5eed]zq7canary-tenant", "s", "r", "send_email", "ES_NIF")]),
        lambda: store.record_tool_call(ToolCallAudit("t", "s", "r", "send_email", {"to": "zq7canary.shape@example.invalid"})),
        lambda: store.record_tool_call(ToolCallAudit("t", "s", "r", "send_email", {"[PHONE_5eed5eed5eed]zq7canary-key": "<text>"})),
        lambda: store.add_grant("zq7canary-tool*", "EMAIL_ADDRESS"),
        lambda: store.add_grant("send_email", "ZQ7CANARY_TYPE"),
        lambda: store.set_policy(["EMAIL_ADDRESS", "ZQ7CANARY_TYPE"]),
        lambda: store.import_policy_file(
            "policy:\n  entities: [EMAIL_ADDRESS]\ngrants:\n  - {tool: 'zq7canary-file-tool all', entity_type: EMAIL_ADDRESS}\n"
        ),
        lambda: store.save_recognizer_meta("zq7canary-recognizer/..", "X", ["en"]),
    ]


def file_bytes(db_path: Path) -> bytes:
    return b"".join(
        p.read_bytes() for p in (db_path, Path(f"{db_path}-wal"), Path(f"{db_path}-shm")) if p.exists()
    )


def assert_no_canary(blob: bytes) -> None:
    lowered = blob.lower()
    for canary in CANARIES:
        assert canary.lower().encode() not in lowered, f"refused input reached the file: canary {CANARIES.index(canary)}"


def test_refused_input_never_reaches_the_file_or_the_error(db_path, clock) -> None:
    store = Store.open(db_path, clock=clock)
    store.add_grant("send_email", "EMAIL_ADDRESS")
    store.record_events([restored()])  # something legitimate, so the WAL is in use
    for attempt in refused_attempts(store):
        with pytest.raises(StoreError) as caught:
            attempt()
        text = f"{caught.value.message} {caught.value.field} {caught.value!r} {caught.value.to_body()}"
        for canary in CANARIES:
            assert canary.lower() not in text.lower()
    store.record_events([restored()])
    assert store.verify_chain().ok
    assert Path(f"{db_path}-wal").exists()
    assert_no_canary(file_bytes(db_path))
    store.close()
    assert_no_canary(file_bytes(db_path))


def test_raw_sql_cannot_write_a_token_into_events_or_audit(store: Store, db_path) -> None:
    import sqlite3

    from tests.support.store_helpers import raw

    conn = raw(db_path)
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute(
            "INSERT INTO events (time, kind, tenant, session, run_id, path, prev_hash, hash)"
            " VALUES ('t', 'run_rebuilt', 't', 's', 'r', '$.a[email_0123456789AB]', ?, ?)",
            ("0" * 64, "0" * 64),
        )
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute(
            "INSERT INTO audit (time, tenant, session, run_id, tool, shape, prev_hash, hash)"
            """ VALUES ('t', 't', 's', 'r', 'x', '{"a":"[CARD_0123456789ab]"}', ?, ?)""",
            ("0" * 64, "0" * 64),
        )
    conn.close()
    assert store.verify_chain().ok


def test_files_are_private(db_path, store: Store) -> None:
    store.record_events([restored()])
    assert db_path.stat().st_mode & 0o077 == 0
    assert Path(f"{db_path}-wal").stat().st_mode & 0o077 == 0
