"""Issue 33, finding 8, over HTTP against the real daemon: a restored value cannot reshape JSON
nested in a string; the nesting check reads no brackets inside strings; the answer stream's
JSON mode ends only on its end message (or a close), never on an empty delta."""

from __future__ import annotations

import json

import aiohttp

from tests.support.turns import uid
from tests.support.values import email

QUOTED = 'REF"123456"\\'  # a value holding a quote and a backslash, as an operator's type may


async def _quoted_type(api, grants, tool: str) -> tuple[str, str, list[str]]:
    """An operator type whose values hold `"` and `\\`, tokenized and granted to `tool`."""
    entity_type = uid("QREF_").upper()
    name = uid("quoted-ref-")
    await api.ok("POST", "/v1/recognizers", {
        "name": name, "supported_entity": entity_type, "supported_languages": ["en"],
        "patterns": [{"name": "quoted", "regex": r'\bREF"\d{6}"\\', "score": 0.9}]}, status=201)
    policy = (await api.ok("GET", "/v1/policy"))["entities"]
    await api.ok("PUT", "/v1/policy", {"entities": [*policy, entity_type]})
    await grants(tool, entity_type)
    return entity_type, name, policy


async def test_a_restored_value_keeps_the_shape_of_json_nested_in_a_string(api, grants):
    tool = uid("doc_tool_")
    entity_type, name, policy = await _quoted_type(api, grants, tool)
    try:
        run = (await api.open_run(uid("t"), uid("s"), language="en"))["run_id"]
        seen = await api.customer(run, f"my reference is {QUOTED} thanks")
        token = next(t for t in api.tokens_seen if t.startswith(f"[{entity_type}_") and t in seen)

        nested = {"ref": token, "n": 1.5, "items": [token, "x", None, True], "note": f"ref {token}."}
        arguments = {
            "doc": json.dumps(nested),
            "twice": json.dumps({"inner": json.dumps({"ref": token})}),
            "spaced": "\n  " + json.dumps([token]) + " \n",  # spacing around it kept
            "plain": f"ref {token} end",          # not JSON: the value as it is
            "not_json": "{" + token,               # looks like JSON, is not: as it is
        }
        out = await api.tool_call(run, tool, arguments)
        got = out["arguments"]
        assert json.loads(got["doc"]) == {"ref": QUOTED, "n": 1.5, "items": [QUOTED, "x", None, True],
                                          "note": f"ref {QUOTED}."}
        assert json.loads(json.loads(got["twice"])["inner"]) == {"ref": QUOTED}
        assert got["spaced"].startswith("\n  [") and got["spaced"].endswith("] \n")
        assert json.loads(got["spaced"]) == [QUOTED]
        assert got["plain"] == f"ref {QUOTED} end"
        assert got["not_json"] == "{" + QUOTED
        restored = [d for d in out["decisions"] if d["outcome"] == "restored"]
        assert sorted(d["path"] for d in restored) == ["$.doc"] * 3 + ["$.not_json", "$.plain", "$.spaced", "$.twice"]

        # Arguments sent as a JSON string come back as one, their nested JSON intact too.
        out = await api.tool_call(run, tool, json.dumps({"doc": json.dumps({"ref": token})}))
        assert json.loads(json.loads(out["arguments"])["doc"]) == {"ref": QUOTED}

        # A document with nothing restored comes back byte for byte (its spacing kept).
        untouched = '{ "ref" :  "[EMAIL_0123456789ab]" }'
        out = await api.tool_call(run, tool, {"doc": untouched})
        assert out["arguments"]["doc"] == untouched
        assert out["decisions"][0]["reason"] == "not_issued"

        audit = json.dumps(await api.audit(run))
        assert "123456" not in audit and token not in audit
    finally:
        await api.request("PUT", "/v1/policy", {"entities": policy})
        await api.ungrant(tool, entity_type)
        await api.request("DELETE", f"/v1/recognizers/{name}")


async def test_brackets_inside_strings_do_not_count_toward_the_nesting_limit(api):
    run = (await api.open_run(uid("t"), uid("s"), language="en"))["run_id"]
    brackets = "[" * 70 + "{" * 70 + " see the chart"
    assert await api.customer(run, brackets) == brackets
    status, _ = await api.request("POST", "/analyze", {"text": brackets, "language": "en"}, auth=False)
    assert status == 200
    # Tool arguments as a JSON string whose strings quote brackets: read, not refused.
    arguments = json.dumps({"note": "]" * 10 + "[" * 100})
    out = await api.tool_call(run, "notes", arguments)
    assert json.loads(out["arguments"]) == {"note": "]" * 10 + "[" * 100}
    # A body that does nest past the limit is still refused, naming the limit.
    deep = b'{"text": "x", "history": ' + b"[" * 65 + b"]" * 65 + b"}"
    status, answer = await api.request("POST", f"/v1/runs/{run}/customer", raw=deep)
    assert status == 400 and "64" in answer["message"]


async def _json_frames(ws) -> list[dict]:
    frames = []
    async for message in ws:
        if message.type == aiohttp.WSMsgType.TEXT:
            frames.append(json.loads(message.data))
        else:
            break
    return frames


async def test_the_json_stream_ends_on_its_end_message_not_on_an_empty_delta(api):
    mail = email()
    run = (await api.open_run(uid("t"), uid("s"), language="en"))["run_id"]
    seen = await api.customer(run, f"write to {mail} please")
    token = next(t for t in api.tokens_seen if t.startswith("[EMAIL_") and t in seen)
    async with api.http.ws_connect(api.url + f"/v1/runs/{run}/answer/stream", headers=api.daemon.auth,
                                   protocols=("resguardo.json",)) as ws:
        assert ws.protocol == "resguardo.json"
        # An LLM SDK's deltas, empty ones among them, the token split across three.
        for delta in ("Sent to ", "", token[:5], "", token[5:], "", "", " today."):
            await ws.send_str(json.dumps({"text": delta}))
        await ws.send_str(json.dumps({"end": True}))
        frames = await _json_frames(ws)
        assert ws.close_code == 1000
    assert frames[-1] == {"end": True}
    assert all(set(frame) == {"text"} and frame["text"] for frame in frames[:-1])
    assert "".join(frame["text"] for frame in frames[:-1]) == f"Sent to {mail} today."

    # The tail held back (an open bracket) goes out before the end message.
    async with api.http.ws_connect(api.url + f"/v1/runs/{run}/answer/stream", headers=api.daemon.auth,
                                   protocols=("resguardo.json",)) as ws:
        await ws.send_str(json.dumps({"text": "ok [EMAIL_01", "end": True}))
        frames = await _json_frames(ws)
    assert frames == [{"text": "ok "}, {"text": "[EMAIL_01"}, {"end": True}]


async def test_a_json_stream_frame_that_breaks_the_protocol_closes_it_without_quoting_it(api):
    run = (await api.open_run(uid("t"), uid("s"), language="en"))["run_id"]
    mail = email()
    for bad in (f"Sent to {mail}", json.dumps({"delta": mail}), json.dumps({"text": 5}),
                json.dumps({"end": "yes"}), json.dumps([mail])):
        async with api.http.ws_connect(api.url + f"/v1/runs/{run}/answer/stream", headers=api.daemon.auth,
                                       protocols=("resguardo.json",)) as ws:
            await ws.send_str(bad)
            message = await ws.receive()
            assert message.type == aiohttp.WSMsgType.CLOSE and ws.close_code == 1007
            assert mail not in (message.extra or "") and "text" in (message.extra or "")
