"""Tool contracts in the store (docs/contracts.md): one row per tool, its changes chained as
contract_changed events, and part of the policy file."""

from __future__ import annotations

import sqlite3

import pytest
import yaml

from daemon.core.contracts import Contract
from daemon.store import InvalidGrant, InvalidPolicyFile, Store
from daemon.store.errors import UnknownContract

INPUT = {"type": "object", "properties": {"to": {"type": "string", "format": "email"}},
         "required": ["to"], "additionalProperties": False}
OUTPUT = {"type": "object", "properties": {"order_id": {"type": "string"}}, "additionalProperties": False}


def test_a_contract_is_stored_replaced_and_removed_with_its_events(store: Store) -> None:
    assert store.put_contract(Contract("send_email", input=INPUT)) == "new"
    assert store.put_contract(Contract("send_email", input=INPUT)) is None  # unchanged: no event
    assert store.put_contract(Contract("send_email", input=INPUT, output=OUTPUT)) == "replaced"
    assert store.contract_for("send_email") == Contract("send_email", INPUT, OUTPUT)
    assert store.list_contracts() == [Contract("send_email", INPUT, OUTPUT)]
    store.remove_contract("send_email")
    assert store.contract_for("send_email") is None
    with pytest.raises(UnknownContract) as missing:
        store.remove_contract("send_email")
    assert (missing.value.status, missing.value.code) == (404, "unknown_contract")
    events = store.list_events(kind="contract_changed")
    assert [(e["tool"], e["change"], e["tenant"], e["run_id"]) for e in reversed(events)] == [
        ("send_email", "new", None, None), ("send_email", "replaced", None, None),
        ("send_email", "removed", None, None)]
    assert store.verify_chain().ok


@pytest.mark.parametrize("tool", ["", "*", "all_tools", "two words", "x" * 65])
def test_a_contract_names_one_tool(store: Store, tool: str) -> None:
    with pytest.raises(InvalidGrant):
        store.put_contract(Contract(tool, input=INPUT))
    assert store.list_contracts() == [] and store.list_events(kind="contract_changed") == []


def test_the_schema_refuses_a_wildcard_tool_and_a_contract_of_nothing(store: Store, db_path) -> None:
    conn = sqlite3.connect(db_path)
    for row in (("*", "{}", None), ("mail", None, None), ("mail", "not json", None)):
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute("INSERT INTO contracts (tool, input, output, updated) VALUES (?, ?, ?, 'now')", row)
    conn.close()


def test_contracts_travel_in_the_policy_file(store: Store) -> None:
    store.put_contract(Contract("send_email", input=INPUT))
    store.put_contract(Contract("refund_review", output=OUTPUT))
    exported = store.export_policy_file()
    assert yaml.safe_load(exported)["contracts"] == {"refund_review": {"output": OUTPUT},
                                                     "send_email": {"input": INPUT}}
    document = yaml.safe_load(exported)
    del document["contracts"]["refund_review"]
    document["contracts"]["send_email"]["output"] = OUTPUT
    parsed = store.import_policy_file(yaml.safe_dump(document))
    assert parsed.contracts == (Contract("send_email", INPUT, OUTPUT),)
    assert store.list_contracts() == [Contract("send_email", INPUT, OUTPUT)]
    changes = [(e["tool"], e["change"]) for e in store.list_events(kind="contract_changed", limit=2)]
    assert sorted(changes) == [("refund_review", "removed"), ("send_email", "replaced")]
    # A file without contracts states there are none.
    store.import_policy_file(yaml.safe_dump({k: v for k, v in document.items() if k != "contracts"}))
    assert store.list_contracts() == []


@pytest.mark.parametrize("contracts, field, line", [
    # Lines 1-5: policy, entities, EMAIL_ADDRESS, grants, contracts; then the contracts.
    ({"send_email": {"input": {"type": "object"}}}, "contracts.send_email.input.additionalProperties", 7),
    ({"send_email": {"inputs": INPUT}}, "contracts.send_email", 7),
    ({"all": {"input": INPUT}}, "contracts", 6),
    (["send_email"], "contracts", 6),
])
def test_a_policy_file_with_a_bad_contract_changes_nothing(store: Store, contracts, field, line) -> None:
    store.put_contract(Contract("keep_me", output=OUTPUT))
    text = yaml.safe_dump({"policy": {"entities": ["EMAIL_ADDRESS"]}, "grants": [], "contracts": contracts},
                          sort_keys=False)
    with pytest.raises(InvalidPolicyFile) as refused:
        store.import_policy_file(text)
    assert refused.value.field == field
    assert refused.value.line == line
    assert store.list_contracts() == [Contract("keep_me", output=OUTPUT)]
