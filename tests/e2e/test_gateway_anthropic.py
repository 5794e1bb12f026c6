"""Gateway mode with the official `anthropic` SDK as the client, a real daemon and the scripted
provider: text, tool_use and tool_result blocks (nested content too), the system prompt, and
the streamed events, restored the same way as the non-streamed message."""

from __future__ import annotations

import json

import anthropic
import pytest

from tests.support.gateway import ROUTING
from tests.support.leaks import EMAIL, NIF, PHONE, TOKEN_RE, Client, find_values
from tests.support.turns import uid

pytestmark = pytest.mark.slow

TOOL_EMAIL = "crm.owner@example.com"
OPERATOR_EMAIL = "escalations@example.com"
VALUES = (EMAIL, NIF, PHONE, TOOL_EMAIL, OPERATOR_EMAIL)
TOOLS = [{"name": name, "input_schema": {"type": "object"}} for name in ("send_email", "crm_lookup")]


@pytest.fixture
def client(gateway, model):
    model.clear()
    return anthropic.Anthropic(base_url=gateway.url + "/anthropic", api_key="sk-ant-" + uid(),
                               default_headers=ROUTING, max_retries=0)


def _message(client, stream: bool, **request):
    """(text, [(tool name, input)]) of one message, streamed or not."""
    if not stream:
        message = client.messages.create(model="scripted-1", max_tokens=200, **request)
    else:
        with client.messages.stream(model="scripted-1", max_tokens=200, **request) as events:
            message = events.get_final_message()
    text = "".join(b.text for b in message.content if b.type == "text")
    return text, [(b.name, b.input) for b in message.content if b.type == "tool_use"]


def _upstream_has_no_values(model) -> None:
    raw = "\n".join(r["raw"] for r in model.requests())
    assert raw and not find_values(raw, VALUES)


@pytest.mark.parametrize("stream", [False, True])
def test_customer_values_come_back_operator_values_do_not(client, model, stream):
    model.script({"text": "Te escribo a {t2}; escala a {t1}.", "pieces": 3})
    text, _ = _message(client, stream, system=[{"type": "text", "text": f"Escalate to {OPERATOR_EMAIL}."}],
                       messages=[{"role": "user", "content": [{"type": "text", "text": f"Soy {EMAIL}"}]}])
    assert text.startswith(f"Te escribo a {EMAIL}; escala a [EMAIL_") and OPERATOR_EMAIL not in text
    _upstream_has_no_values(model)


@pytest.mark.parametrize("stream", [False, True])
def test_tool_use_input_restored_per_grant(client, model, stream):
    model.script({"tool_calls": [{"name": "send_email", "arguments": '{"to": "{t1}", "nif": "{t2}"}'},
                                 {"name": "crm_lookup", "arguments": '{"email": "{t1}"}'}], "pieces": 4})
    _, calls = _message(client, stream, tools=TOOLS,
                        messages=[{"role": "user", "content": f"Mail {EMAIL} about NIF {NIF}"}])
    (send_name, send), (lookup_name, lookup) = calls
    assert (send_name, lookup_name) == ("send_email", "crm_lookup")
    assert send["to"] == EMAIL and TOKEN_RE.fullmatch(send["nif"]) and TOKEN_RE.fullmatch(lookup["email"])
    _upstream_has_no_values(model)
    assert model.bodies()[0]["tools"] == TOOLS


@pytest.mark.parametrize("stream", [False, True])
def test_tool_result_blocks_nested_content_tokenized_and_kept_from_the_customer(client, model, stream):
    model.script({"text": "Responsable {t2}, teléfono {t3}, tu NIF {t1}."})
    messages = [
        {"role": "user", "content": f"Busca el NIF {NIF}"},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_9", "name": "crm_lookup",
                                           "input": {"nif": NIF}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_9", "content": [
            {"type": "text", "text": json.dumps({"owner": TOOL_EMAIL, "phone": PHONE})}]}]},
    ]
    text, _ = _message(client, stream, tools=TOOLS, messages=messages)
    _upstream_has_no_values(model)
    sent = model.bodies()[0]["messages"]
    assert TOKEN_RE.fullmatch(sent[1]["content"][0]["input"]["nif"])
    assert TOOL_EMAIL not in text and PHONE not in text and text.endswith(f"tu NIF {NIF}.")
    assert len(TOKEN_RE.findall(text)) == 2


def test_strict_stream_ends_with_an_error_event(gateway, model):
    model.clear()
    model.script({"text": "Tu correo es [EMAIL_0123456789ab]."})
    strict = anthropic.Anthropic(base_url=gateway.url + "/anthropic", api_key="sk-ant-x",
                                 default_headers={**ROUTING, "X-Resguardo-Strict": "1"}, max_retries=0)
    with pytest.raises(anthropic.APIError) as refused:
        _message(strict, True, messages=[{"role": "user", "content": f"Soy {EMAIL}"}])
    assert "never issued" in str(refused.value)


def test_count_tokens_is_tokenized_like_a_message(client, model):
    counted = client.messages.count_tokens(model="scripted-1", messages=[{"role": "user", "content": f"Soy {EMAIL}"}])
    assert counted.input_tokens > 0
    _upstream_has_no_values(model)


def test_upstream_errors_pass_through(client, model):
    model.script({"status": 529, "body": {"type": "error", "error": {"type": "overloaded_error", "message": "busy"}}})
    with pytest.raises(anthropic.APIStatusError) as failed:
        _message(client, False, messages=[{"role": "user", "content": "hola"}])
    assert failed.value.status_code == 529 and failed.value.body["error"]["type"] == "overloaded_error"


def test_the_api_key_goes_upstream_only(gateway, client, model):
    _message(client, True, messages=[{"role": "user", "content": f"Soy {EMAIL}"}])
    received = {name.lower(): value for name, value in model.requests()[0]["headers"].items()}
    # (this SDK sends the key as x-api-key or as a bearer token, by version: either goes on)
    assert client.api_key in (received.get("x-api-key"), received.get("authorization", "").removeprefix("Bearer "))
    assert received["anthropic-version"]
    assert not any(name.lower().startswith("x-stainless") for name in received)  # not named: not forwarded
    api = Client(gateway.url, gateway.api_token)
    written = json.dumps(api.ok("GET", "/v1/events?limit=1000")) + json.dumps(api.ok("GET", "/v1/audit?limit=1000"))
    assert client.api_key not in written + gateway.log_text()
    assert not find_values(written + gateway.log_text(), VALUES)


def test_a_contracted_tool_goes_upstream_without_format_or_pattern(gateway, client, model):
    """The model must be able to write a token where the contract asks for an e-mail: the tool
    definition sent upstream is the contract's input schema without `format` and `pattern`;
    a tool without a contract goes as the agent sent it (docs/contracts.md)."""
    contract = {"input": {"type": "object", "additionalProperties": False, "required": ["order_id", "reply_to"],
                          "properties": {"order_id": {"type": "string", "pattern": "^ORD-[0-9]{4,}$"},
                                         "reply_to": {"type": "string", "format": "email"}}}}
    admin = Client(gateway.url, gateway.api_token)
    admin.ok("PUT", "/v1/contracts/refund_review", contract, status=201)
    try:
        model.script({"text": "ok"})
        tools = [{"name": "refund_review", "input_schema": {"type": "object"}}, *TOOLS]
        _message(client, False, tools=tools, messages=[{"role": "user", "content": "refund ORD-1234"}])
        sent = model.bodies()[0]["tools"]
        schema = sent[0]["input_schema"]
        assert schema["properties"] == {"order_id": {"type": "string"}, "reply_to": {"type": "string"}}
        assert schema["additionalProperties"] is False and sent[1:] == TOOLS
    finally:
        admin.ok("DELETE", "/v1/contracts/refund_review", status=204)
