"""Events and tool-call audit: what is written, what is refused, and how it is queried."""

from __future__ import annotations

import csv
import io
import json
import re
from datetime import datetime, timedelta, timezone

import pytest

from daemon.core.records import Event, ToolCallAudit
from daemon.store import InvalidQuery, RefusedRecord, Store
from tests.support.store_helpers import restored, withheld

TIME_FORMAT = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z")


def test_event_rows_have_the_columns_of_tokens_md(store: Store) -> None:
    store.record_events([restored()])
    (row,) = store.list_events()
    assert set(row) == {
        "id", "time", "kind", "tenant", "session", "run_id", "tool", "entity_type", "path",
        "reason", "recognizer", "change", "rule", "level", "k", "prev_hash", "hash",
    }
    assert TIME_FORMAT.fullmatch(row["time"])
    assert row["prev_hash"] == "0" * 64


@pytest.mark.parametrize(
    "event, field",
    [
        (Event("restored", "tenant-a", "s", "r", "send_email", "EMAIL_ADDRESS", "$.to[EMAIL_0123456789ab]"), "events[1].path"),
        (Event("restored", "[email_0123456789AB]", "s", "r", "send_email", "EMAIL_ADDRESS"), "events[1].tenant"),
        (Event("restored", "t", "x[NIF_00aa11bb22cc]y", "r", "send_email", "ES_NIF"), "events[1].session"),
        (Event("restored", "t", "s", "", "send_email", "EMAIL_ADDRESS"), "events[1].run_id"),
        (Event("restored", "t", "s", "r", None, "EMAIL_ADDRESS"), "events[1].tool"),
        (Event("restored", "t", "s", "r", "send email", "EMAIL_ADDRESS"), "events[1].tool"),
        (Event("restored", "t", "s", "r", "send_email", "email address"), "events[1].entity_type"),
        (Event("withheld", "t", "s", "r", "send_email", "EMAIL_ADDRESS"), "events[1].reason"),
        (Event("restored", "t", "s", "r", "send_email", "EMAIL_ADDRESS", reason="no_grant"), "events[1].reason"),
        (Event("leaked", "t", "s", "r"), "events[1].kind"),  # type: ignore[arg-type]
    ],
)
def test_refused_events_refuse_the_whole_batch(store: Store, event: Event, field: str) -> None:
    with pytest.raises(RefusedRecord) as caught:
        store.record_events([restored(), event])
    assert (caught.value.status, caught.value.code, caught.value.field) == (422, "refused_record", field)
    assert "[" not in caught.value.message.split("must")[0].replace("events[1]", "")
    assert store.list_events() == []
    assert store.verify_chain().ok


def test_a_valid_mix_of_event_kinds(store: Store) -> None:
    ids = store.write_events(
        [
            restored(),
            withheld(reason="not_issued"),
            Event("answer_restored", "tenant-a", "session-1", "run-1", entity_type="EMAIL_ADDRESS", path="answer"),
            Event("collision", "tenant-a", "session-1", "run-1", entity_type="PHONE_NUMBER"),
            Event("run_rebuilt", "tenant-a", "session-1", "run-1"),
            Event("run_expired", "tenant-a", "session-1", "run-1"),
        ]
    )
    assert ids == [1, 2, 3, 4, 5, 6]
    assert store.write_events([]) == []
    assert [e["kind"] for e in store.list_events()] == [
        "run_expired", "run_rebuilt", "collision", "answer_restored", "withheld", "restored",
    ]


def test_event_filters(store: Store, clock) -> None:
    store.record_events([restored(), withheld()])
    clock.advance(days=1)
    middle = clock.now
    store.record_events([restored("crm_lookup", "PERSON", run_id="run-2"), withheld(reason="collision")])
    clock.advance(days=1)
    store.record_events([restored()])

    assert len(store.list_events()) == 5
    assert [e["id"] for e in store.list_events(kind="withheld")] == [4, 2]
    assert [e["id"] for e in store.list_events(tool="crm_lookup")] == [4, 3, 2]
    assert [e["id"] for e in store.list_events(entity_type="PERSON")] == [3]
    assert [e["id"] for e in store.list_events(run_id="run-2")] == [3]
    assert [e["id"] for e in store.list_events(since=middle.isoformat())] == [5, 4, 3]
    assert [e["id"] for e in store.list_events(until=middle)] == [2, 1]
    day2 = middle.strftime("%Y-%m-%d")
    assert [e["id"] for e in store.list_events(since=day2 + "T00:00:00Z", until=day2 + "T23:59:59+00:00")] == [4, 3]
    assert [e["id"] for e in store.list_events(limit=2)] == [5, 4]
    assert [e["id"] for e in store.list_events(limit="1")] == [5]


@pytest.mark.parametrize(
    "filters, field",
    [
        ({"since": "yesterday"}, "since"),
        ({"until": "2025-13-01"}, "until"),
        ({"since": 12}, "since"),
        ({"since": "2025-03-02", "until": "2025-03-01"}, "since"),
        ({"limit": 0}, "limit"),
        ({"limit": 10_001}, "limit"),
        ({"limit": "ten"}, "limit"),
        ({"limit": True}, "limit"),
        # Times valid in ISO 8601 that leave years 1..9999 once moved to UTC.
        ({"since": "0001-01-01T00:00:00+01:00"}, "since"),
        ({"until": "9999-12-31T23:59:59-01:00"}, "until"),
        ({"since": datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=1)))}, "since"),
        # str.isdigit() takes these; int() refuses the first two and reads the third as 3.
        ({"limit": "²"}, "limit"),
        ({"limit": "①"}, "limit"),
        ({"limit": "٣"}, "limit"),
        ({"limit": "1" * 5000}, "limit"),  # more digits than int() converts
        ({"kind": "everything"}, "kind"),
        ({"tool": "*"}, "tool"),
        ({"entity_type": "a%"}, "entity_type"),
    ],
)
def test_bad_filters_name_the_field(store: Store, filters, field) -> None:
    with pytest.raises(InvalidQuery) as caught:
        store.list_events(**filters)
    assert (caught.value.status, caught.value.field) == (400, field)
    assert field in caught.value.message


def test_summary_counts_per_tool_and_type(store: Store, clock) -> None:
    store.record_events([restored(), restored(), withheld("send_email", "EMAIL_ADDRESS")])
    clock.advance(days=2)
    later = clock.now
    store.record_events([withheld(), restored("crm_lookup", "PHONE_NUMBER")])
    assert store.summary() == [
        {"tool": "crm_lookup", "entity_type": "PHONE_NUMBER", "restored": 1, "withheld": 1},
        {"tool": "send_email", "entity_type": "EMAIL_ADDRESS", "restored": 2, "withheld": 1},
    ]
    assert store.summary(since=later) == [
        {"tool": "crm_lookup", "entity_type": "PHONE_NUMBER", "restored": 1, "withheld": 1},
    ]
    with pytest.raises(InvalidQuery):
        store.summary(until="soon")


SHAPE = {
    "to": "<sanitized:EMAIL_ADDRESS>",
    "cc": ["<withheld:EMAIL_ADDRESS>", "<text>"],
    "body": "<text>",
    "priority": 2,
    "urgent": False,
    "ratio": 0.5,
    "reply_to": None,
}


def test_audit_rows_and_filters(store: Store, clock) -> None:
    assert store.write_tool_call(ToolCallAudit("tenant-a", "session-1", "run-1", "send_email", SHAPE)) == 1
    clock.advance(hours=1)
    store.record_tool_call(ToolCallAudit("tenant-a", "session-1", "run-2", "crm_lookup", {"nif": "<withheld:ES_NIF>"}))
    rows = store.list_audit()
    assert [r["id"] for r in rows] == [2, 1]
    assert rows[1]["shape"] == SHAPE
    assert set(rows[1]) == {"id", "time", "tenant", "session", "run_id", "tool", "shape", "outcome",
                            "prev_hash", "hash"}
    assert [r["id"] for r in store.list_audit(tool="send_email")] == [1]
    assert [r["id"] for r in store.list_audit(entity_type="ES_NIF")] == [2]
    assert [r["id"] for r in store.list_audit(entity_type="EMAIL_ADDRESS")] == [1]
    assert [r["id"] for r in store.list_audit(entity_type="EMAIL")] == []
    assert [r["id"] for r in store.list_audit(run_id="run-2")] == [2]
    assert [r["id"] for r in store.list_audit(until=clock.now - timedelta(minutes=30))] == [1]
    with pytest.raises(InvalidQuery) as caught:
        store.list_audit(kind="restored")
    assert caught.value.field == "kind"


@pytest.mark.parametrize(
    "shape, field",
    [
        ({"to": "someone at example dot org"}, "shape{#0}"),
        ({"to": "[EMAIL_0123456789ab]"}, "shape{#0}"),
        ({"to": "<sanitized:EMAIL_ADDRESS> and more"}, "shape{#0}"),
        ({"to": "<sanitized:email>"}, "shape{#0}"),
        ({"list": ["<text>", ["deep text"]]}, "shape{#0}[1][0]"),
        ({"[PHONE_0123456789ab]": "<text>"}, "shape"),
        ({1: "<text>"}, "shape"),
        ({"n": float("nan")}, "shape{#0}"),
        ("plain text", "shape"),
        ({"bytes": b"x"}, "shape{#0}"),
    ],
)
def test_refused_audit_shapes(store: Store, shape, field) -> None:
    with pytest.raises(RefusedRecord) as caught:
        store.record_tool_call(ToolCallAudit("tenant-a", "session-1", "run-1", "send_email", shape))
    assert caught.value.field == field
    assert store.list_audit() == []


def test_refused_audit_identifiers(store: Store) -> None:
    for audit, field in [
        (ToolCallAudit("t", "s", "r", "*", {}), "tool"),
        (ToolCallAudit("t[IBAN_aaaaaaaaaaaa]", "s", "r", "pay", {}), "tenant"),
        (ToolCallAudit("t", "s", "r" * 300, "pay", {}), "run_id"),
    ]:
        with pytest.raises(RefusedRecord) as caught:
            store.record_tool_call(audit)
        assert caught.value.field == field
    assert store.list_audit() == []


def test_exports(store: Store) -> None:
    store.record_events([restored(), withheld()])
    store.record_tool_call(ToolCallAudit("=cmd", "session-1", "run-1", "send_email", SHAPE))
    as_json = json.loads(store.export_events("json"))
    assert [e["id"] for e in as_json] == [2, 1]
    assert as_json == [{k: e[k] for k in as_json[0]} for e in store.list_events()]
    rows = list(csv.DictReader(io.StringIO(store.export_events("csv", kind="restored"))))
    assert [(r["id"], r["kind"], r["tool"]) for r in rows] == [("1", "restored", "send_email")]
    audit_rows = list(csv.DictReader(io.StringIO(store.export_audit("csv"))))
    assert json.loads(audit_rows[0]["shape"]) == SHAPE
    # A cell a spreadsheet would run as a formula is exported as text.
    assert audit_rows[0]["tenant"] == "'=cmd"
    assert json.loads(store.export_audit("json"))[0]["shape"] == SHAPE
    with pytest.raises(InvalidQuery) as caught:
        store.export_events("xml")
    assert caught.value.field == "format"
    with pytest.raises(InvalidQuery):
        store.export_events("csv", since="not a time")


def test_recognizer_metadata(store: Store) -> None:
    from daemon.store import InvalidRecognizerMeta, UnknownRecognizer

    saved = store.save_recognizer_meta("ticket_id", "TICKET_ID", ["en", "es", "en"])
    assert saved["languages"] == ["en", "es"] and saved["entity_type"] == "TICKET_ID"
    store.save_recognizer_meta("ticket_id", "TICKET_ID", ["es"])
    store.save_recognizer_meta("a_first", "US_SSN", ["en"])
    assert [(r["name"], r["languages"]) for r in store.list_recognizer_meta()] == [
        ("a_first", ["en"]), ("ticket_id", ["es"]),
    ]
    for args, field in [
        (("../etc", "X", ["en"]), "recognizer.name"),
        (("ok", "lower", ["en"]), "recognizer.entity_type"),
        (("ok", "X", []), "recognizer.languages"),
        (("ok", "X", "en"), "recognizer.languages"),
        (("ok", "X", ["english!"]), "recognizer.languages[0]"),
    ]:
        with pytest.raises(InvalidRecognizerMeta) as caught:
            store.save_recognizer_meta(*args)
        assert caught.value.field == field
    assert store.delete_recognizer_meta("ticket_id") is True
    assert store.delete_recognizer_meta("ticket_id") is False
    with pytest.raises(UnknownRecognizer) as missing:
        store.get_recognizer_meta("ticket_id")
    assert missing.value.status == 404
