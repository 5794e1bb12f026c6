"""Issue 33, finding 5, over real HTTP: values glued into names or keys never reach the record.

Tenants, sessions and tool names are written to every event and audit row: a value in one,
glued to letters or set off by separators, is refused with 400 naming the field. Argument
keys reach the tool as written, but the record shows them by shape.
"""

from __future__ import annotations

import json

from tests.support import values as fx
from tests.support.turns import uid

IBAN = "ES9121000418450200051332"  # the standard example IBAN (mod 97 valid)
GLUED_NAMES = [
    ("tenant", "cust12345678Z"),
    ("tenant", f"cust{IBAN}"),
    ("session", "conv4111111111111111"),
    ("session", "conv-4111111111111111"),
    ("session", "convX1234567L"),
    ("session", "chat_123.456.789-09"),
]
GLUED_TOOLS = ["dni12345678Z", "crmX1234567L", "card4111111111111111", "lookup_4111111111111111x"]


async def test_tenants_and_sessions_holding_a_glued_or_separated_value_are_400_naming_the_field(api):
    before = len(await api.events())
    for field, name in GLUED_NAMES:
        body = {"tenant": uid("acme-"), "session": uid("s-"), field: name}
        status, error = await api.request("POST", "/v1/runs", body)
        assert status == 400, (field, name, status, error)
        assert error["error"] == "bad_request" and error["message"].startswith(field)
        assert name not in json.dumps(error)
    assert len(await api.events()) == before
    # Ids stay ids: a UUID, a hash, a bare number (most likely an account number).
    for session in ("5f0c9a3e-8b1d-4c2e-9f7a-1b2c3d4e5f60", "8f3a9b2c1d4e5f6a7b8c9d0e1f2a3b4c", "612345678"):
        await api.open_run(uid("acme-"), session)


async def test_tool_names_holding_a_glued_value_are_refused_everywhere(api):
    run = (await api.open_run(uid("acme-"), uid("s-")))["run_id"]
    before = len(await api.events())
    for tool in GLUED_TOOLS:
        for path, body in ((f"/v1/runs/{run}/tool-calls", {"tool": tool, "arguments": {"q": "x"}}),
                           (f"/v1/runs/{run}/tool-results", {"tool": tool, "result": "ok"})):
            status, error = await api.request("POST", path, body)
            assert status == 400 and "tool" in error["message"], (tool, path, status, error)
        status, error = await api.request("PUT", "/v1/grants", {"tool": tool, "entity_type": "EMAIL_ADDRESS"})
        assert status == 422 and error["error"] == "invalid_grant", (tool, status, error)
    assert len(await api.events()) == before
    listed = json.dumps(await api.ok("GET", "/v1/grants"))
    assert not any(tool in listed for tool in GLUED_TOOLS)


async def test_argument_keys_reach_the_tool_as_written_and_the_record_by_shape(api, grants):
    tool = uid("mailer_")
    await grants(tool, "EMAIL_ADDRESS")
    mail = fx.email("keys")
    run = (await api.open_run(uid("acme-"), uid("s-")))["run_id"]
    (token,) = [t for t in (await api.customer(run, f"write to {mail}")).split() if t.startswith("[EMAIL_")]
    keys = ["id=12345678Z", "dni12345678Z", f"cust{IBAN}", "conv4111111111111111"]
    arguments = {"to": token, **{key: token for key in keys}}
    reply = await api.tool_call(run, tool, arguments)
    assert list(reply["arguments"]) == ["to", *keys], "the tool's keys are never rewritten"
    assert all(reply["arguments"][key] == mail for key in keys)
    # Nothing written holds the keys as written: events, audit, their exports.
    written = json.dumps(await api.events(run)) + json.dumps(await api.audit(run))
    for kind in ("events", "audit"):
        for fmt in ("json", "csv"):
            async with api.http.get(f"{api.url}/v1/{kind}/export?format={fmt}&run_id={run}",
                                    headers=api.daemon.auth) as response:
                assert response.status == 200
                written += await response.text()
    for needle in ("12345678Z", IBAN, "4111111111111111", mail, token):
        assert needle not in written, needle
    (shape,) = [row["shape"] for row in await api.audit(run)]
    shown = shape if isinstance(shape, dict) else json.loads(shape)
    assert "[KEY]" in shown and "id=[NIF]" in shown
