"""Gateway mode with the official `openai` SDK as the client, a real daemon, and a scripted
provider standing in for OpenAI that records what it received. Per request, streamed and not:
the upstream never receives a value; a granted tool's arguments hold the value and an
ungranted one's the token; a tool reply's values reach the model as tokens and stay tokens
for the customer; the customer's own values come back; every decision is written down
without a value or a credential."""

from __future__ import annotations

import json

import openai
import pytest

from tests.support.gateway import ROUTING, SESSION, TENANT
from tests.support.leaks import EMAIL, NIF, PHONE, TOKEN_RE, Client, find_values
from tests.support.turns import uid

pytestmark = pytest.mark.slow

TOOL_EMAIL = "crm.owner@example.com"
VALUES = (EMAIL, NIF, PHONE, TOOL_EMAIL)
TOOLS = [{"type": "function", "function": {"name": name, "parameters": {"type": "object"}}}
         for name in ("send_email", "crm_lookup")]


@pytest.fixture
def client(gateway, model):
    model.clear()
    return openai.OpenAI(base_url=gateway.url + "/openai/v1", api_key="sk-test-" + uid(), default_headers=ROUTING,
                         max_retries=0)


def _complete(client, stream: bool, **request):
    """(text, {tool name: arguments as sent to the client}) of one completion, streamed or not."""
    if not stream:
        message = client.chat.completions.create(model="scripted-1", **request).choices[0].message
        return message.content or "", {c.function.name: c.function.arguments for c in message.tool_calls or []}
    text, names, arguments = [], {}, {}
    for chunk in client.chat.completions.create(model="scripted-1", stream=True,
                                                stream_options={"include_usage": True}, **request):
        for choice in chunk.choices:
            text.append(choice.delta.content or "")
            for call in choice.delta.tool_calls or []:
                if call.function.name:
                    names[call.index] = call.function.name
                arguments[call.index] = arguments.get(call.index, "") + (call.function.arguments or "")
    return "".join(text), {names[k]: arguments[k] for k in names}


def _upstream_has_no_values(model) -> None:
    raw = "\n".join(r["raw"] for r in model.requests())
    assert raw and not find_values(raw, VALUES)


@pytest.mark.parametrize("stream", [False, True])
def test_the_customer_reads_their_own_values_the_model_only_tokens(client, model, stream):
    model.script({"text": "Escribiré a {t1} sobre el NIF {t2}.", "pieces": 3})
    text, _ = _complete(client, stream, messages=[
        {"role": "system", "content": "You are a support agent."},
        {"role": "user", "content": f"Soy {EMAIL}, mi NIF es {NIF}"}])
    assert text == f"Escribiré a {EMAIL} sobre el NIF {NIF}."
    _upstream_has_no_values(model)
    sent = model.bodies()[0]
    assert len(TOKEN_RE.findall(sent["messages"][1]["content"])) == 2
    assert sent["model"] == "scripted-1" and sent["messages"][0] == {"role": "system", "content": "You are a support agent."}


@pytest.mark.parametrize("stream", [False, True])
def test_a_granted_tool_gets_the_value_an_ungranted_one_the_token(client, model, stream):
    model.script({"tool_calls": [{"name": "send_email", "arguments": '{"to": "{t1}", "nif": "{t2}"}'},
                                 {"name": "crm_lookup", "arguments": '{"email": "{t1}"}'}], "pieces": 5})
    _, calls = _complete(client, stream, tools=TOOLS, messages=[
        {"role": "user", "content": [{"type": "text", "text": f"Mail {EMAIL} about NIF {NIF}"},
                                     {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}]}])
    send, lookup = json.loads(calls["send_email"]), json.loads(calls["crm_lookup"])
    assert send["to"] == EMAIL
    assert TOKEN_RE.fullmatch(send["nif"]) and TOKEN_RE.fullmatch(lookup["email"])
    _upstream_has_no_values(model)
    sent = model.bodies()[0]
    assert sent["tools"] == TOOLS  # tool definitions and images pass through unchanged
    assert sent["messages"][0]["content"][1] == {"type": "image_url",
                                                 "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}


@pytest.mark.parametrize("stream", [False, True])
def test_a_tool_reply_is_tokenized_and_stays_a_token_for_the_customer(client, model, stream):
    model.script({"text": "El responsable es {t2} ({t3}); tu NIF {t1}."})
    history = [
        {"role": "user", "content": f"Busca el NIF {NIF}"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_9", "type": "function", "function": {"name": "crm_lookup", "arguments": json.dumps({"nif": NIF})}}]},
        {"role": "tool", "tool_call_id": "call_9", "content": json.dumps({"owner": TOOL_EMAIL, "phone": PHONE})},
    ]
    text, _ = _complete(client, stream, tools=TOOLS, messages=history)
    _upstream_has_no_values(model)
    sent = model.bodies()[0]["messages"]
    tool_token = TOKEN_RE.search(sent[2]["content"]).group(0)
    assert tool_token in text and TOOL_EMAIL not in text and PHONE not in text
    assert text.endswith(f"tu NIF {NIF}.")
    # The history's arguments reach the model as JSON with the token in place of the value.
    assert TOKEN_RE.fullmatch(json.loads(sent[1]["tool_calls"][0]["function"]["arguments"])["nif"])


def test_the_first_origin_wins_a_tool_value_typed_later_stays_a_token(client, model):
    model.script({"text": "Hecho: {t1}."})
    text, _ = _complete(client, False, tools=TOOLS, messages=[
        {"role": "user", "content": "Busca mi ficha"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "crm_lookup", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": f"card holder e-mail {TOOL_EMAIL}"},
        {"role": "user", "content": f"¿Es {TOOL_EMAIL}?"}])
    assert TOOL_EMAIL not in text and TOKEN_RE.search(text)


def test_every_decision_is_written_down_without_values_or_credentials(gateway, client, model):
    model.script({"tool_calls": [{"name": "send_email", "arguments": '{"to": "{t1}", "nif": "{t2}"}'}]})
    _complete(client, True, tools=TOOLS, messages=[{"role": "user", "content": f"Mail {EMAIL}, NIF {NIF}"}])
    api = Client(gateway.url, gateway.api_token)
    events = api.ok("GET", "/v1/events?tool=send_email&limit=20")
    restored = [e for e in events if e["kind"] == "restored" and e["entity_type"] == "EMAIL_ADDRESS"]
    withheld = [e for e in events if e["kind"] == "withheld" and e["entity_type"] == "ES_NIF"]
    assert restored and withheld and withheld[0]["reason"] == "no_grant"
    assert restored[0]["run_id"].startswith("gw-") and restored[0]["tenant"] == TENANT
    assert restored[0]["session"] == SESSION and restored[0]["path"] == "$.to"
    audit = [row for row in api.ok("GET", "/v1/audit?tool=send_email") if row["run_id"] == restored[0]["run_id"]]
    assert len(audit) == 1
    written = json.dumps(api.ok("GET", "/v1/events?limit=500")) + json.dumps(api.ok("GET", "/v1/audit?limit=500"))
    written += gateway.log_text()
    assert not find_values(written, VALUES) and not TOKEN_RE.search(written)
    key = client.api_key
    assert key not in written
    # The credential went upstream unchanged, and only there.
    assert model.requests()[0]["headers"]["Authorization"] == f"Bearer {key}"
    assert api.ok("GET", "/v1/audit/verify")["ok"] is True


@pytest.mark.parametrize("stream", [False, True])
def test_strict_refuses_a_token_never_issued(gateway, model, stream):
    model.script({"text": "Tu correo es [EMAIL_0123456789ab]."})
    strict = openai.OpenAI(base_url=gateway.url + "/openai/v1", api_key="sk-x",
                           default_headers={**ROUTING, "X-Resguardo-Strict": "1"}, max_retries=0)
    with pytest.raises(openai.APIError) as refused:
        _complete(strict, stream, messages=[{"role": "user", "content": f"Soy {EMAIL}"}])
    if not stream:
        assert refused.value.status_code == 502 and refused.value.response.json()["error"] == "unknown_token"
    else:
        assert "never issued" in refused.value.message


def test_without_strict_a_never_issued_token_passes_as_written(client, model):
    model.script({"text": "Tu correo es [EMAIL_0123456789ab]."})
    text, _ = _complete(client, True, messages=[{"role": "user", "content": f"Soy {EMAIL}"}])
    assert text == "Tu correo es [EMAIL_0123456789ab]."


@pytest.mark.parametrize("stream", [False, True])
def test_upstream_errors_pass_through_with_their_status_and_body(client, model, stream):
    model.script({"status": 429, "body": {"error": {"message": "slow down", "type": "rate_limit", "code": "rl"}}})
    with pytest.raises(openai.RateLimitError) as limited:
        _complete(client, stream, messages=[{"role": "user", "content": "hola"}])
    assert limited.value.status_code == 429 and limited.value.body["message"] == "slow down"


def test_models_pass_through_without_tenant_or_session(gateway, model):
    bare = openai.OpenAI(base_url=gateway.url + "/openai/v1", api_key="sk-x", max_retries=0)
    assert [m.id for m in bare.models.list()] == ["scripted"]


@pytest.mark.parametrize("missing", ["X-Resguardo-Tenant", "X-Resguardo-Session"])
def test_a_missing_tenant_or_session_is_a_400_naming_the_header(gateway, model, missing):
    model.clear()
    headers = {k: v for k, v in ROUTING.items() if k != missing}
    bare = openai.OpenAI(base_url=gateway.url + "/openai/v1", api_key="sk-x", default_headers=headers, max_retries=0)
    with pytest.raises(openai.BadRequestError) as refused:
        bare.chat.completions.create(model="m", messages=[{"role": "user", "content": f"Soy {EMAIL}"}])
    assert missing in refused.value.response.json()["message"]
    assert not model.requests()  # nothing went upstream


def test_history_arguments_nested_past_the_json_limits_are_read_as_text(client, model):
    deep = "[" * 400 + json.dumps(EMAIL) + "]" * 400
    model.script({"text": "ok"})
    text, _ = _complete(client, False, messages=[
        {"role": "user", "content": "hola"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "crm_lookup", "arguments": deep}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "done"}])
    assert text == "ok"
    _upstream_has_no_values(model)


def test_a_contracted_tool_goes_upstream_without_format_or_pattern(gateway, client, model):
    contract = {"input": {"type": "object", "additionalProperties": False,
                          "properties": {"reply_to": {"type": "string", "format": "email"}}}}
    admin = Client(gateway.url, gateway.api_token)
    admin.ok("PUT", "/v1/contracts/refund_review", contract, status=201)
    try:
        model.script({"text": "ok"})
        tools = [{"type": "function", "function": {"name": "refund_review", "parameters": {"type": "object"}}}, *TOOLS]
        _complete(client, False, tools=tools, messages=[{"role": "user", "content": "refund please"}])
        sent = model.bodies()[0]["tools"]
        assert sent[0]["function"]["parameters"] == {"type": "object", "additionalProperties": False,
                                                     "properties": {"reply_to": {"type": "string"}}}
        assert sent[1:] == TOOLS
    finally:
        admin.ok("DELETE", "/v1/contracts/refund_review", status=204)
