"""Tool contracts (docs/contracts.md): strict by construction, input refused by path and rule
(never the value), output projected onto what the contract declares."""

from __future__ import annotations

import json

import pytest

from daemon.core.contracts import (
    checked_contract,
    input_refusal,
    project_output,
    schema_for_upstream,
)
from daemon.core.errors import InvalidContract

SEND_EMAIL = {
    "type": "object",
    "properties": {
        "to": {"type": "string", "format": "email"},
        "subject": {"type": "string", "maxLength": 80},
        "lines": {"type": "array", "items": {"type": "string", "pattern": "^[^<>]*$"}},
    },
    "required": ["to"],
    "additionalProperties": False,
}
REFUND_REVIEW_OUTPUT = {
    "type": "object",
    "properties": {
        "order_id": {"type": "string"},
        "eligible": {"type": "boolean"},
        "customer": {
            "type": "object",
            "properties": {"tier": {"type": "string", "enum": ["gold", "silver", "bronze"]}},
            "additionalProperties": False,
        },
        "items": {
            "type": "array",
            "items": {"$ref": "#/$defs/item"},
        },
    },
    "required": ["order_id"],
    "additionalProperties": False,
    "$defs": {
        "item": {
            "type": "object",
            "properties": {"sku": {"type": "string"}, "amount": {"type": "number", "minimum": 0}},
            "required": ["sku"],
            "additionalProperties": False,
        }
    },
}


# ---- strict by construction ------------------------------------------------------------------

def test_a_strict_contract_is_accepted():
    contract = checked_contract("send_email", {"input": SEND_EMAIL, "output": REFUND_REVIEW_OUTPUT})
    assert (contract.tool, contract.input, contract.output) == ("send_email", SEND_EMAIL, REFUND_REVIEW_OUTPUT)


@pytest.mark.parametrize("body, path", [
    ({"input": {"type": "object", "properties": {"to": {"type": "string"}}}},
     "contract.input.additionalProperties"),
    ({"output": {"type": "object", "properties": {"customer": {"type": "object"}}, "additionalProperties": False}},
     "contract.output.properties.customer.additionalProperties"),
    ({"output": {"type": "object", "properties": {"notes": {}}, "additionalProperties": False}},
     "contract.output.properties.notes.additionalProperties"),
    ({"output": {"type": "object", "properties": {"tags": {"type": "array"}}, "additionalProperties": False}},
     "contract.output.properties.tags.items"),
    ({"output": {"type": "object", "properties": {"x": True}, "additionalProperties": False}},
     "contract.output.properties.x"),
    ({"input": {"type": "object", "additionalProperties": False, "$defs": {"a": {"type": "object"}}}},
     "contract.input.$defs.a.additionalProperties"),
    ({"input": {"type": "object", "additionalProperties": False,
                "anyOf": [{"type": "object", "properties": {"a": {"type": "string"}}}]}},
     "contract.input.anyOf[0].additionalProperties"),
    ({"input": {"type": "objekt"}}, "contract.input.type"),
    ({"input": {"type": "object", "additionalProperties": False, "properties": {"a": {"minLength": -1}}}},
     "contract.input.properties.a.minLength"),
    ({"input": {"$ref": "https://example.com/schema.json"}}, "contract.input.$ref"),
    ({"input": "not a schema"}, "contract.input"),
    ({"inputs": {}}, "contract"),
    ({}, "contract"),
])
def test_a_contract_that_is_not_strict_or_not_json_schema_is_refused_naming_the_path(body, path):
    with pytest.raises(InvalidContract) as refused:
        checked_contract("t", body)
    assert (refused.value.status, refused.value.code) == (422, "invalid_contract")
    assert refused.value.field == path
    assert path in refused.value.message


# ---- input --------------------------------------------------------------------------------

def test_an_unexpected_property_is_named_never_its_value():
    refusal = input_refusal(SEND_EMAIL, {"to": "ana@example.com", "customer_email": "ana@example.com"})
    assert (refusal.path, refusal.rule) == ("customer_email", "additionalProperties")
    assert refusal.message == "Unexpected property: customer_email"


def test_a_field_failing_its_format_names_the_property_and_the_rule_never_the_value():
    refusal = input_refusal(SEND_EMAIL, {"to": "[EMAIL_0123456789ab]"})  # a token no grant restored
    assert (refusal.path, refusal.rule) == ("to", "format")
    assert refusal.message == "Property to: must be a valid email (format)"
    refusal = input_refusal(SEND_EMAIL, {"to": "a@example.com", "lines": ["ok", "<b>secret words</b>"]})
    assert (refusal.path, refusal.rule) == ("lines[1]", "pattern")
    assert "secret words" not in refusal.message and "^[" not in refusal.message


def test_missing_and_wrong_types_are_named():
    assert input_refusal(SEND_EMAIL, {}).message == "Missing property: to"
    refusal = input_refusal(SEND_EMAIL, {"to": "a@example.com", "subject": 12345})
    assert refusal.message == "Property subject: must be of type string"
    assert "12345" not in refusal.message
    assert input_refusal(SEND_EMAIL, {"to": "a@example.com", "subject": "x" * 81}).rule == "maxLength"


def test_a_valid_call_passes():
    assert input_refusal(SEND_EMAIL, {"to": "a@example.com", "lines": ["hi"]}) is None


def test_keys_are_named_as_the_caller_shows_them():
    refusal = input_refusal(SEND_EMAIL, {"to": "a@example.com", "ana@example.com": "x"},
                            name_key=lambda key: "[EMAIL]" if "@" in key else key)
    assert refusal.message == "Unexpected property: ['[EMAIL]']"


# ---- output -------------------------------------------------------------------------------

def test_projection_drops_undeclared_fields_recursively():
    reply = {
        "order_id": "A-1", "eligible": True, "notes": "called twice",
        "customer": {"tier": "gold", "address": "Calle Falsa 123", "email": "ana@example.com"},
        "items": [{"sku": "S1", "amount": 10, "card": "4242"}, {"amount": 5}, {"sku": "S3", "amount": -1}],
    }
    projected, dropped = project_output(REFUND_REVIEW_OUTPUT, reply)
    assert projected == {"order_id": "A-1", "eligible": True, "customer": {"tier": "gold"},
                         "items": [{"sku": "S1", "amount": 10}, {"sku": "S3"}]}
    # The smallest failing value goes: an item without its required sku, a negative amount.
    assert dropped == ["notes", "customer.address", "customer.email", "items[0].card", "items[1]", "items[2].amount"]


def test_a_value_failing_its_schema_is_dropped_and_a_reply_failing_at_the_top_is_null():
    projected, dropped = project_output(REFUND_REVIEW_OUTPUT, {"order_id": "A-1", "customer": {"tier": "diamond"}})
    assert (projected, dropped) == ({"order_id": "A-1", "customer": {}}, ["customer.tier"])
    strict_customer = {**REFUND_REVIEW_OUTPUT, "properties": {**REFUND_REVIEW_OUTPUT["properties"], "customer": {
        **REFUND_REVIEW_OUTPUT["properties"]["customer"], "required": ["tier"]}}}
    projected, dropped = project_output(strict_customer, {"order_id": "A-1", "customer": {"tier": "diamond"}})
    assert (projected, dropped) == ({"order_id": "A-1"}, ["customer"])  # its child's entry goes with it
    projected, dropped = project_output(REFUND_REVIEW_OUTPUT, {"eligible": True, "secret": "x"})
    assert (projected, dropped) == (None, ["$"])
    projected, dropped = project_output(REFUND_REVIEW_OUTPUT, ["not", "an", "object"])
    assert (projected, dropped) == (None, ["$"])


def test_a_matching_reply_is_kept_whole():
    reply = {"order_id": "A-1", "items": [{"sku": "S1"}]}
    assert project_output(REFUND_REVIEW_OUTPUT, reply) == (reply, [])


# ---- upstream -----------------------------------------------------------------------------

def test_schema_for_upstream_drops_format_and_pattern_only():
    schema = {**SEND_EMAIL, "properties": {**SEND_EMAIL["properties"], "pattern": {"type": "string"}}}
    upstream = schema_for_upstream(schema)
    assert upstream["properties"]["to"] == {"type": "string"}
    assert upstream["properties"]["lines"]["items"] == {"type": "string"}
    assert upstream["properties"]["pattern"] == {"type": "string"}  # a property named pattern stays
    assert upstream["properties"]["subject"] == {"type": "string", "maxLength": 80}
    assert schema["properties"]["to"]["format"] == "email"  # the original is untouched


# ---- at the boundary ------------------------------------------------------------------------

EMAIL = "ana.perez@example.com"


@pytest.fixture()
def turn():
    from daemon.core.contracts import Contract
    from tests.support.core_fakes import make_boundary

    boundary, store, _ = make_boundary()
    store.contracts["send_email"] = Contract("send_email", input=SEND_EMAIL)
    store.contracts["refund_review"] = Contract("refund_review", output=REFUND_REVIEW_OUTPUT)
    run, _ = boundary.open_run("acme", "sess-1")
    return boundary, store, run


def test_a_call_with_a_field_the_action_does_not_need_is_refused_before_the_tool(turn):
    from daemon.core.errors import ContractRefused

    boundary, store, run = turn
    store.grants.add(("send_email", "EMAIL_ADDRESS"))
    token = boundary.tokenize_customer(run.run_id, EMAIL)
    with pytest.raises(ContractRefused) as refused:
        boundary.restore_tool_call(run.run_id, "send_email", {"to": token, "customer_email": token})
    assert refused.value.to_body() == {"error": "invalid_request", "message": "Unexpected property: customer_email"}
    (audit,) = store.audits
    assert audit.outcome == "refused" and audit.shape["customer_email"] == "<sanitized:EMAIL_ADDRESS>"
    (event,) = [e for e in store.events if e.kind.startswith("contract_")]
    assert (event.kind, event.tool, event.path, event.rule) == ("contract_refused", "send_email",
                                                                "customer_email", "additionalProperties")
    assert not [e for e in store.events if e.kind in ("restored", "withheld")]  # the tool got nothing
    store.assert_value_free(EMAIL)
    # As a JSON string, the same.
    with pytest.raises(ContractRefused):
        boundary.restore_tool_call(run.run_id, "send_email", json.dumps({"to": token, "cc": "x"}))


def test_input_is_checked_after_restoration_so_a_missing_grant_fails_the_format(turn):
    from daemon.core.errors import ContractRefused

    boundary, store, run = turn
    token = boundary.tokenize_customer(run.run_id, EMAIL)
    with pytest.raises(ContractRefused) as refused:  # no grant: the tool would get the token
        boundary.restore_tool_call(run.run_id, "send_email", {"to": token})
    assert refused.value.message == "Property to: must be a valid email (format)"
    store.grants.add(("send_email", "EMAIL_ADDRESS"))
    args, _ = boundary.restore_tool_call(run.run_id, "send_email", {"to": token})
    assert args == {"to": EMAIL}
    assert store.audits[-1].outcome is None


def test_a_key_holding_a_value_is_named_by_its_label(turn):
    from daemon.core.errors import ContractRefused

    boundary, store, run = turn
    with pytest.raises(ContractRefused) as refused:
        boundary.restore_tool_call(run.run_id, "send_email", {"to": "a@example.com", EMAIL: "x"})
    assert EMAIL not in refused.value.message and "[EMAIL]" in refused.value.message
    store.assert_value_free(EMAIL)


def test_a_reply_is_cut_to_the_contract_before_the_model_reads_it(turn):
    boundary, store, run = turn
    reply = {"order_id": "A-1", "eligible": True, "notes": f"write to {EMAIL}",
             "customer": {"tier": "gold", "email": EMAIL, "address": "Calle Falsa 123"}}
    out, dropped = boundary.tokenize_tool_reply(run.run_id, "refund_review", reply)
    assert out == {"order_id": "A-1", "eligible": True, "customer": {"tier": "gold"}}
    assert dropped == ["notes", "customer.email", "customer.address"]
    kinds = [(e.kind, e.tool, e.path) for e in store.events if e.kind == "contract_dropped"]
    assert kinds == [("contract_dropped", "refund_review", p) for p in dropped]
    assert run.token_count == 0  # nothing dropped was tokenized or remembered either
    store.assert_value_free(EMAIL, "Calle Falsa")
    # A tool without an output contract: the whole reply, tokenized; no dropped list.
    out, dropped = boundary.tokenize_tool_reply(run.run_id, "crm", {"email": EMAIL})
    assert dropped is None and EMAIL not in str(out)


def test_the_gateway_gets_the_input_schema_without_format_and_pattern(turn):
    boundary, _, _ = turn
    upstream = boundary.upstream_input_schema("send_email")
    assert upstream["properties"]["to"] == {"type": "string"}
    assert upstream["properties"]["lines"]["items"] == {"type": "string"}
    assert boundary.upstream_input_schema("refund_review") is None  # an output contract only
    assert boundary.upstream_input_schema("crm") is None
