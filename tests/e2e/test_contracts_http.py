"""Tool contracts over HTTP (docs/contracts.md, docs/api.md): the routes, a call refused by
property and rule before the tool sees it, a reply cut to its contract, the events."""

from __future__ import annotations

import json

from tests.support import values as fx
from tests.support.turns import uid

REFUND_REVIEW = {
    "input": {
        "type": "object",
        "properties": {"order_id": {"type": "string", "pattern": "^ORD-[0-9]{4,}$"},
                       "reply_to": {"type": "string", "format": "email"}},
        "required": ["order_id", "reply_to"],
        "additionalProperties": False,
    },
    "output": {
        "type": "object",
        "properties": {"eligible": {"type": "boolean"}, "amount": {"type": "number", "minimum": 0},
                       "reason": {"type": "string", "maxLength": 200}},
        "required": ["eligible"],
        "additionalProperties": False,
    },
}


async def test_contract_routes_put_get_list_delete(api):
    tool = uid("refund_review_")
    assert (await api.request("GET", f"/v1/contracts/{tool}"))[0] == 404
    created = await api.ok("PUT", f"/v1/contracts/{tool}", REFUND_REVIEW, status=201)
    assert created == {"tool": tool, **REFUND_REVIEW}
    assert await api.ok("GET", f"/v1/contracts/{tool}") == created
    assert created in await api.ok("GET", "/v1/contracts")
    replaced = await api.ok("PUT", f"/v1/contracts/{tool}", {"output": REFUND_REVIEW["output"]})
    assert replaced == {"tool": tool, "input": None, "output": REFUND_REVIEW["output"]}
    exported = (await api.request("GET", "/v1/policy-file"))[1]
    assert tool in exported
    assert (await api.request("DELETE", f"/v1/contracts/{tool}"))[0] == 204
    status, body = await api.request("DELETE", f"/v1/contracts/{tool}")
    assert (status, body["error"]) == (404, "unknown_contract")
    changes = [e["change"] for e in await api.events(kind="contract_changed", tool=tool)]
    assert changes == ["removed", "replaced", "new"]


async def test_a_contract_that_is_not_strict_is_refused_naming_the_path(api):
    tool = uid("loose_")
    loose = {"input": {"type": "object", "properties": {"customer": {"type": "object"}},
                       "additionalProperties": False}}
    status, body = await api.request("PUT", f"/v1/contracts/{tool}", loose)
    assert (status, body["error"]) == (422, "invalid_contract")
    assert "contract.input.properties.customer.additionalProperties" in body["message"]
    for bad_tool in ("all", "*", "a b"):
        assert (await api.request("PUT", f"/v1/contracts/{bad_tool}", REFUND_REVIEW))[0] in (404, 422)
    mail = fx.email()
    status, body = await api.request("PUT", f"/v1/contracts/{tool}", {"output": {
        "type": "object", "properties": {mail: {"type": "string"}}, "additionalProperties": False}})
    assert status == 422 and mail not in json.dumps(body)
    assert (await api.request("GET", f"/v1/contracts/{tool}"))[0] == 404


async def test_a_call_is_refused_before_the_tool_and_a_reply_is_cut(api, grants):
    tool = uid("refund_review_")
    await grants(tool, "EMAIL_ADDRESS")
    await api.ok("PUT", f"/v1/contracts/{tool}", REFUND_REVIEW, status=201)
    mail = fx.email()
    run = (await api.open_run(uid("tc-"), uid("s-")))["run_id"]
    (token,) = [t for t in (await api.customer(run, f"Refund ORD-20931 please, I am {mail}")).split() if "EMAIL" in t]
    token = token.rstrip(".,")
    status, body = await api.request("POST", f"/v1/runs/{run}/tool-calls", {
        "tool": tool, "arguments": {"order_id": "ORD-20931", "reply_to": token, "customer_email": token}})
    assert (status, body) == (422, {"error": "invalid_request", "message": "Unexpected property: customer_email"})
    status, body = await api.request("POST", f"/v1/runs/{run}/tool-calls", {
        "tool": tool, "arguments": json.dumps({"order_id": "20931", "reply_to": token})})
    assert (status, body["message"]) == (422, "Property order_id: must match the contract's pattern")
    out = await api.tool_call(run, tool, {"order_id": "ORD-20931", "reply_to": token})
    assert out["arguments"] == {"order_id": "ORD-20931", "reply_to": mail}
    reply = await api.tool_result(run, tool, {"eligible": True, "amount": 42.5, "customer": {"email": mail},
                                              "internal_notes": "VIP", "reason": "late delivery"})
    assert reply == {"eligible": True, "amount": 42.5, "reason": "late delivery"}
    status, raw = await api.request("POST", f"/v1/runs/{run}/tool-results", {"tool": tool, "result": {
        "eligible": "yes", "amount": -1}})
    assert status == 200 and raw == {"result": None, "dropped": ["$"]}
    refused = await api.events(run, kind="contract_refused")
    assert sorted((e["tool"], e["path"], e["rule"]) for e in refused) == [
        (tool, "customer_email", "additionalProperties"), (tool, "order_id", "pattern")]
    dropped = await api.events(run, kind="contract_dropped")
    assert sorted(e["path"] for e in dropped) == ["$", "customer", "internal_notes"]
    audit = await api.audit(run)
    assert [a["outcome"] for a in reversed(audit)] == ["refused", "refused", None]
    for text in (json.dumps(refused), json.dumps(dropped), json.dumps(audit)):
        assert mail not in text and token not in text
    # A tool with no contract answers as before: no dropped list.
    plain = await api.request("POST", f"/v1/runs/{run}/tool-results", {"tool": uid("crm_"), "result": {"a": 1}})
    assert plain[1] == {"result": {"a": 1}}
    assert (await api.request("DELETE", f"/v1/contracts/{tool}"))[0] == 204
