"""Grants: one (tool, entity_type) pair each; wildcards and unknown types refused twice over."""

from __future__ import annotations

import sqlite3

import pytest

from daemon.store import InvalidGrant, Store
from tests.support.store_helpers import raw

# Names that read as "every tool" (docs/tokens.md §5: no wildcard, no "all tools").
MEANING_EVERY_TOOL = ["all_tools", "ALL-TOOLS", "any.tool", "Every_Tool", "everything", "each:tool", "alltools"]
REFUSED_TOOLS = ["*", "all", "ALL", "Any", "aNy", "send*", "%", "send_%", "", " send", "-send",
                 "send email", "send/email", "x" * 65, "émail", *MEANING_EVERY_TOOL]
REFUSED_TYPES = ["*", "all", "ANY", "", "EMAIL*", "%", "NOT_A_TYPE", "email_address", "ALL_TYPES",
                 "ANY_ENTITY"]
# Tool names that only contain one of those words, and name one tool.
ACCEPTED_TOOLS = ["get_all_orders", "list_any", "tools", "all_orders", "every_day_report", "allocate",
                  "anyway", "each_item"]


@pytest.mark.parametrize("tool", REFUSED_TOOLS)
def test_refuses_bad_tool_names_in_python(store: Store, tool: str) -> None:
    with pytest.raises(InvalidGrant) as caught:
        store.add_grant(tool, "EMAIL_ADDRESS")
    error = caught.value
    assert (error.status, error.code, error.field) == (422, "invalid_grant", "grant.tool")
    assert "grant.tool" in error.message
    if len(tool) > 2 and tool.lower() not in {"all", "any"} and tool not in MEANING_EVERY_TOOL:
        assert tool not in error.message, "the error must not echo the refused value"
    assert store.list_grants() == []


@pytest.mark.parametrize("entity_type", REFUSED_TYPES)
def test_refuses_bad_entity_types_in_python(store: Store, entity_type: str) -> None:
    with pytest.raises(InvalidGrant) as caught:
        store.add_grant("send_email", entity_type)
    assert caught.value.field == "grant.entity_type"
    assert caught.value.status == 422
    assert store.list_grants() == []


@pytest.mark.parametrize("tool", ACCEPTED_TOOLS)
def test_a_name_that_only_holds_such_a_word_is_one_tool(store: Store, db_path, tool: str) -> None:
    store.add_grant(tool, "EMAIL_ADDRESS")
    conn = raw(db_path)
    conn.execute("INSERT INTO grants (tool, entity_type, created) VALUES (?, 'PHONE_NUMBER', 'now')", (tool,))
    conn.close()
    assert {(g["tool"], g["entity_type"]) for g in store.list_grants()} == {
        (tool, "EMAIL_ADDRESS"), (tool, "PHONE_NUMBER")}


def test_refuses_non_strings(store: Store) -> None:
    with pytest.raises(InvalidGrant):
        store.add_grant(None, "EMAIL_ADDRESS")  # type: ignore[arg-type]
    with pytest.raises(InvalidGrant):
        store.add_grant("send_email", ["EMAIL_ADDRESS"])  # type: ignore[arg-type]


@pytest.mark.parametrize("tool", REFUSED_TOOLS)
def test_raw_sql_refuses_bad_tool_names(store: Store, db_path, tool: str) -> None:
    conn = raw(db_path)
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute(
            "INSERT INTO grants (tool, entity_type, created) VALUES (?, 'EMAIL_ADDRESS', 'now')", (tool,)
        )
    conn.close()
    assert store.list_grants() == []


@pytest.mark.parametrize("entity_type", REFUSED_TYPES)
def test_raw_sql_refuses_unknown_types(store: Store, db_path, entity_type: str) -> None:
    conn = raw(db_path)
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute(
            "INSERT INTO grants (tool, entity_type, created) VALUES ('send_email', ?, 'now')", (entity_type,)
        )
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("INSERT INTO policy_entities (entity_type, position) VALUES (?, 99)", (entity_type,))
    conn.close()
    assert store.list_grants() == []


def test_raw_sql_refuses_turning_a_grant_into_a_wildcard(store: Store, db_path) -> None:
    store.add_grant("send_email", "EMAIL_ADDRESS")
    conn = raw(db_path)
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("UPDATE grants SET tool = '*'")
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("UPDATE grants SET entity_type = 'ALL'")
    for every_tool in MEANING_EVERY_TOOL:
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute("UPDATE grants SET tool = ?", (every_tool,))
    conn.close()
    assert store.list_grants() == [{"tool": "send_email", "entity_type": "EMAIL_ADDRESS"}]


def test_raw_sql_accepts_a_valid_grant(store: Store, db_path) -> None:
    conn = raw(db_path)
    conn.execute("INSERT INTO grants (tool, entity_type, created) VALUES ('crm:v2.lookup-1', 'ES_NIF', 'now')")
    conn.close()
    assert store.is_granted("crm:v2.lookup-1", "ES_NIF")


def test_add_list_remove_and_lookup(store: Store) -> None:
    assert store.add_grant("send_email", "EMAIL_ADDRESS") is True
    assert store.add_grant("send_email", "EMAIL_ADDRESS") is False
    assert store.add_grant("billing.charge", "CREDIT_CARD") is True
    assert store.list_grants() == [
        {"tool": "billing.charge", "entity_type": "CREDIT_CARD"},
        {"tool": "send_email", "entity_type": "EMAIL_ADDRESS"},
    ]
    assert store.is_granted("send_email", "EMAIL_ADDRESS")
    # A grant names one tool and one type: nothing else follows from it.
    assert not store.is_granted("send_email", "PHONE_NUMBER")
    assert not store.is_granted("send_emailx", "EMAIL_ADDRESS")
    assert not store.is_granted("SEND_EMAIL", "EMAIL_ADDRESS")
    assert not store.is_granted("*", "EMAIL_ADDRESS")
    assert not store.is_granted("send_email", "*")
    assert store.remove_grant("send_email", "EMAIL_ADDRESS") is True
    assert store.remove_grant("send_email", "EMAIL_ADDRESS") is False
    assert not store.is_granted("send_email", "EMAIL_ADDRESS")
    with pytest.raises(InvalidGrant):
        store.remove_grant("*", "EMAIL_ADDRESS")


def test_grants_survive_reopening(db_path, clock) -> None:
    with Store.open(db_path, clock=clock) as first:
        first.add_grant("send_email", "EMAIL_ADDRESS")
    with Store.open(db_path, clock=clock) as second:
        assert second.is_granted("send_email", "EMAIL_ADDRESS")
