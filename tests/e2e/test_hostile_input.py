"""Hostile input on every route: a clear 4xx naming no value, nothing written, the daemon stays up.

One `--detector patterns` daemon serves the module (spaCy adds nothing to parsing and
refusals); the few checks that need Presidio (ad-hoc and operator recognizers) use the
session's Presidio daemon. Every hostile string carries a fake value, so the final test can
search the log and every error body for it.
"""

from __future__ import annotations

import asyncio
import json
import struct
import time

import aiohttp
import pytest

from tests.support.leaks import (
    ALL_VALUES_TEXT,
    CARD,
    EMAIL,
    NIF,
    TOKEN_RE,
    assert_no_values,
    find_values,
)

MIB = 1024 * 1024

# ---- bodies that are wrong before any field is read ---------------------------------------

HOSTILE_BODIES = {
    "invalid_json": ('{"text": "' + EMAIL + '", ').encode(),
    "not_utf8": b'{"text": "\xff\xfe\xc3\x28 ' + EMAIL.encode() + b'"}',
    "latin1": ('{"text": "se\u00f1or ' + EMAIL + '"}').encode("latin-1"),
    "deep_lists": b"[" * 100_000 + b"]" * 100_000,
    "deep_objects": b'{"a":' * 3_000 + b"1" + b"}" * 3_000,
    # Brackets inside strings are the text's, not nesting (issue 33); after a string, they count.
    "deep_after_a_string": ('{"text": "' + "[" * 200 + EMAIL + '", "x": ' + "[" * 100 + "]" * 100 + "}").encode(),
    "too_large": b'{"text": "' + EMAIL.encode() + b"a" * (MIB + 16) + b'"}',
    "empty": b"",
    "top_level_list": json.dumps([EMAIL]).encode(),
    "top_level_string": json.dumps(EMAIL).encode(),
    "top_level_number": b"12345678",
    "null": b"null",
    "nul_bytes": b'\x00{"text": "' + EMAIL.encode() + b'"}',
    "bom_then_json": b'\xef\xbb\xbf{"text": "' + EMAIL.encode() + b'"}',
    # JSON Python parses but no answer can carry (found by review: a lone surrogate was a 500
    # on six routes, and NaN came back in a tool reply as invalid JSON).
    "lone_surrogate": b'{"text": "\\ud800 ' + EMAIL.encode() + b'", "tool": "crm", "result": "\\udfff"}',
    "lone_surrogate_in_a_key": b'{"text": "x", "result": {"\\udc00' + EMAIL.encode() + b'": 1}}',
    "nan": b'{"text": "' + EMAIL.encode() + b'", "tool": "crm", "result": NaN}',
    "infinity": b'{"text": "x", "tool": "crm", "result": [-Infinity]}',
    "number_past_a_double": b'{"text": "x", "tool": "crm", "result": 1e999}',
}

JSON_ROUTES = [
    ("POST", "/analyze"),
    ("POST", "/v1/runs"),
    ("POST", "/v1/runs/{run}/customer"),
    ("POST", "/v1/runs/{run}/tool-results"),
    ("POST", "/v1/runs/{run}/tool-calls"),
    ("POST", "/v1/runs/{run}/answer"),
    ("POST", "/v1/redact"),
    ("PUT", "/v1/policy"),
    ("PUT", "/v1/grants"),
    ("POST", "/v1/recognizers"),
    ("POST", "/v1/recognizers/test"),
    ("POST", "/v1/analyze"),
]


@pytest.fixture(scope="module")
def run_id(patterns_daemon) -> str:
    client = patterns_daemon.client
    run = client.ok("POST", "/v1/runs", {"tenant": "hostile", "session": "s1"}, status=201)["run_id"]
    client.ok("POST", f"/v1/runs/{run}/customer", {"text": ALL_VALUES_TEXT})
    return run


def assert_clear_refusal(reply, path: str, statuses=(400,)) -> None:
    assert reply.status in statuses, f"{path}: {reply.status} {reply.text[:200]}"
    body = reply.json
    if path.startswith("/v1/"):
        assert set(body) == {"error", "message"} and body["message"], body
    else:
        assert set(body) == {"error"} and body["error"], body
    assert not find_values(reply.text), "an error body repeats a value"


@pytest.mark.parametrize("kind", sorted(HOSTILE_BODIES))
@pytest.mark.parametrize("method,route", JSON_ROUTES, ids=[r for _, r in JSON_ROUTES])
def test_hostile_bodies_are_refused_on_every_json_route(patterns_daemon, run_id, method, route, kind):
    path = route.format(run=run_id)
    expected = (413,) if kind == "too_large" else (400,)
    with patterns_daemon.unchanged():
        reply = patterns_daemon.client.call(method, path, raw=HOSTILE_BODIES[kind])
        assert_clear_refusal(reply, path, expected)


def test_policy_file_refuses_hostile_bytes(patterns_daemon):
    for raw, status in [
        (b"\xff\xfe: [" + EMAIL.encode(), 400),
        (b"policy: [" + EMAIL.encode(), 400),
        (b"policy: {unknown: " + EMAIL.encode() + b"}", 400),
        (b"grants: [{tool: '*', entity_type: EMAIL_ADDRESS}]", 422),
        (b"grants: [{tool: all, entity_type: EMAIL_ADDRESS}]", 422),
        (b"a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n", 400),
        (b"policy: [" + b"a" * (MIB + 10) + b"]", 413),
    ]:
        with patterns_daemon.unchanged():
            reply = patterns_daemon.client.call("PUT", "/v1/policy-file", raw=raw,
                                                headers={"Content-Type": "text/yaml"})
            assert reply.status in (400, 413, 422) and reply.status == status or (
                status in (400, 422) and reply.status in (400, 422)), (reply.status, reply.text[:200])
            assert set(reply.json) == {"error", "message"}


# ---- wrong types, missing fields, bad names ---------------------------------------------------

RUN_CASES = [
    {},
    # A history tool name holding a value (found by review: refused on tool calls, not here).
    {"tenant": "t", "session": "s", "history": [{"role": "tool", "tool": NIF, "content": "ok"}]},
    {"tenant": "t"},
    {"session": "s"},
    {"tenant": 5, "session": "s"},
    {"tenant": "", "session": "s"},
    {"tenant": EMAIL * 10, "session": "s"},
    {"tenant": EMAIL + "\x00", "session": "s"},
    {"tenant": "t", "session": "s\x1b[31m" + NIF},
    {"tenant": "t", "session": ["s"]},
    {"tenant": None, "session": "s"},
    {"tenant": "t", "session": "s", "language": EMAIL},  # any language code is served; no value is one
    {"tenant": "t", "session": "s", "language": ["en"]},
    {"tenant": "t", "session": "s", "language": "e n"},
    {"tenant": "t", "session": "s", "history": EMAIL},
    {"tenant": "t", "session": "s", "history": [EMAIL]},
    {"tenant": "t", "session": "s", "history": [{"role": "system", "content": EMAIL}]},
    {"tenant": "t", "session": "s", "history": [{"role": "user"}]},
    {"tenant": "t", "session": "s", "history": [{"role": "tool", "content": EMAIL}]},
    {"tenant": "t", "session": "s", "history": [{"role": "tool", "content": EMAIL, "tool": "*"}]},
    {"tenant": "t", "session": "s", "history": [{"role": "tool", "content": EMAIL, "tool": "Any"}]},
    {"tenant": "t", "session": "s", "history": [{"role": "user", "content": EMAIL}, 7]},
    {"tenant": "t", "session": "s", "ttl_seconds": -1},
    {"tenant": "t", "session": "s", "ttl_seconds": 0},
    {"tenant": "t", "session": "s", "ttl_seconds": "60"},
    {"tenant": "t", "session": "s", "ttl_seconds": True},
    {"tenant": "t", "session": "s", "ttl_seconds": 10**12},
]

RUN_ROUTE_CASES = [
    ("customer", {}),
    ("customer", {"text": 5}),
    ("customer", {"text": None}),
    ("customer", {"text": [EMAIL]}),
    ("customer", {"text": {"t": EMAIL}}),
    ("tool-results", {}),
    ("tool-results", {"tool": "crm", }),
    ("tool-results", {"result": EMAIL}),
    ("tool-results", {"tool": "*", "result": EMAIL}),
    ("tool-results", {"tool": "ALL", "result": EMAIL}),
    ("tool-results", {"tool": "a b", "result": EMAIL}),
    ("tool-results", {"tool": EMAIL, "result": EMAIL}),
    ("tool-results", {"tool": "x" * 65, "result": EMAIL}),
    ("tool-results", {"tool": 5, "result": EMAIL}),
    ("tool-results", {"tool": "crm\n", "result": EMAIL}),
    ("tool-calls", {}),
    ("tool-calls", {"tool": "crm"}),
    ("tool-calls", {"arguments": {}}),
    ("tool-calls", {"tool": "any", "arguments": {}}),
    ("tool-calls", {"tool": "crm", "arguments": 5}),
    ("tool-calls", {"tool": "crm", "arguments": None}),
    ("tool-calls", {"tool": "crm", "arguments": [EMAIL]}),
    ("tool-calls", {"tool": "crm", "arguments": True}),
    ("tool-calls", {"tool": "crm", "arguments": '{"to": "' + EMAIL + '"'}),
    ("tool-calls", {"tool": "crm", "arguments": EMAIL}),
    # Arguments as a string of JSON that no answer could carry back.
    ("tool-calls", {"tool": "crm", "arguments": '{"to": "' + EMAIL + '", "n": NaN}'}),
    ("tool-calls", {"tool": "crm", "arguments": '{"to": "\\ud800' + EMAIL + '"}'}),
    ("tool-calls", {"tool": "crm", "arguments": '[1e999, "' + EMAIL + '"]'}),
    # Well-formed tool names that hold a value (written to every row if taken).
    ("tool-calls", {"tool": NIF, "arguments": {}}),
    ("tool-results", {"tool": "crm:" + NIF, "result": "ok"}),
    ("answer", {}),
    ("answer", {"text": 5}),
    ("answer", {"text": EMAIL, "strict": "yes"}),
    ("answer", {"text": EMAIL, "strict": 1}),
]

OTHER_CASES = [
    ("POST", "/v1/redact", {}),
    ("POST", "/v1/redact", {"text": 5}),
    ("POST", "/v1/redact", {"text": EMAIL, "language": "x"}),
    ("PUT", "/v1/policy", {}),
    ("PUT", "/v1/policy", {"entities": "EMAIL_ADDRESS"}),
    ("PUT", "/v1/policy", {"entities": [5]}),
    ("PUT", "/v1/policy", {"entities": [EMAIL]}),
    ("PUT", "/v1/policy", {"entities": ["*"]}),
    ("PUT", "/v1/grants", {}),
    ("PUT", "/v1/grants", {"tool": "crm"}),
    ("PUT", "/v1/grants", {"tool": "*", "entity_type": "EMAIL_ADDRESS"}),
    ("PUT", "/v1/grants", {"tool": "ALL", "entity_type": "EMAIL_ADDRESS"}),
    ("PUT", "/v1/grants", {"tool": "crm", "entity_type": "*"}),
    ("PUT", "/v1/grants", {"tool": "crm", "entity_type": "all"}),
    ("PUT", "/v1/grants", {"tool": "crm", "entity_type": EMAIL}),
    ("PUT", "/v1/grants", {"tool": 5, "entity_type": "EMAIL_ADDRESS"}),
    ("PUT", "/v1/grants", {"tool": "", "entity_type": "EMAIL_ADDRESS"}),
    ("PUT", "/v1/grants", {"tool": EMAIL, "entity_type": "EMAIL_ADDRESS"}),
    ("POST", "/v1/analyze", {}),
    ("POST", "/v1/analyze", {"text": 5}),
    ("POST", "/v1/analyze", {"text": EMAIL, "language": EMAIL}),
    ("POST", "/v1/analyze", {"text": EMAIL, "detector": "remote"}),
    ("POST", "/v1/recognizers/test", {}),
    ("POST", "/analyze", {}),
    ("POST", "/analyze", {"text": EMAIL}),
    ("POST", "/analyze", {"language": "en"}),
    ("POST", "/analyze", {"text": 5, "language": "en"}),
    ("POST", "/analyze", {"text": [EMAIL, 5], "language": "en"}),
    ("POST", "/analyze", {"text": [EMAIL] * 1001, "language": "en"}),
    ("POST", "/analyze", {"text": EMAIL, "language": "xx"}),
    ("POST", "/analyze", {"text": EMAIL, "language": ["en"]}),
    ("POST", "/analyze", {"text": EMAIL, "language": "en", "entities": "EMAIL_ADDRESS"}),
    ("POST", "/analyze", {"text": EMAIL, "language": "en", "score_threshold": 2}),
    ("POST", "/analyze", {"text": EMAIL, "language": "en", "score_threshold": "0.5"}),
    ("POST", "/analyze", {"text": EMAIL, "language": "en", "regex_flags": -1}),
    ("POST", "/analyze", {"text": EMAIL, "language": "en", "return_decision_process": "yes"}),
    ("POST", "/analyze", {"text": EMAIL, "language": "en", "allow_list": EMAIL}),
    ("POST", "/analyze", {"text": EMAIL, "language": "en", "allow_list_match": "fuzzy"}),
    ("POST", "/analyze", {"text": EMAIL, "language": "en", "correlation_id": 5}),
    ("POST", "/analyze", {"text": EMAIL, "language": "en", "ad_hoc_recognizers": {}}),
]

CATASTROPHIC = ["(a+)+$", "(a*)*b", "(?:x|y+)*z", "(a|aa)+(b+)+", "((ab)*)+c", "(\\w+\\s?)+$", "(.*a){1,50}x",
                # No nested repeat to see: alternatives that match the same text (found by
                # review, where one held the analysis lane for 61-88 s).
                "(a|aa)+$", "(a|a)+$", "(?:\\d|\\d\\d)+$",
                # ...and with a required literal after them, which a near-miss must carry.
                "(?:[a-z]|[a-z0-9])+-\\d{4}\\b", "(\\d|\\d\\d)+x", "(?:\\d|\\d\\d)+ EUR"]


@pytest.mark.parametrize("body", RUN_CASES, ids=range(len(RUN_CASES)))
def test_open_run_refuses_wrong_types_and_names(patterns_daemon, body):
    with patterns_daemon.unchanged():
        assert_clear_refusal(patterns_daemon.client.call("POST", "/v1/runs", body), "/v1/runs")
    before = patterns_daemon.client.ok("GET", "/v1/events?limit=10000")
    assert not any(e.get("tenant") == body.get("tenant") and e["kind"] == "run_rebuilt"
                   for e in before if isinstance(body.get("tenant"), str) and body.get("tenant") != "t")


@pytest.mark.parametrize("route,body", RUN_ROUTE_CASES, ids=[f"{r}-{i}" for i, (r, _) in enumerate(RUN_ROUTE_CASES)])
def test_run_routes_refuse_wrong_types(patterns_daemon, run_id, route, body):
    path = f"/v1/runs/{run_id}/{route}"
    with patterns_daemon.unchanged():
        assert_clear_refusal(patterns_daemon.client.call("POST", path, body), path)


@pytest.mark.parametrize("method,path,body", OTHER_CASES, ids=[f"{p}-{i}" for i, (_, p, _) in enumerate(OTHER_CASES)])
def test_other_routes_refuse_wrong_types(patterns_daemon, method, path, body):
    with patterns_daemon.unchanged():
        reply = patterns_daemon.client.call(method, path, body)
        assert_clear_refusal(reply, path, statuses=(400, 409, 422))


@pytest.mark.parametrize("path", [
    "/v1/events?limit=abc", "/v1/events?limit=-1", "/v1/events?limit=99999999999999999999",
    "/v1/events?since=yesterday", "/v1/events?until=2024-13-45T99:00:00Z",
    "/v1/events?kind=%ff%fe" + EMAIL, "/v1/events?tool=*", "/v1/events?entity_type=" + EMAIL,
    "/v1/audit?limit=0", "/v1/audit?since=" + NIF, "/v1/events/summary?since=nope",
    "/v1/events/export?format=xml", "/v1/audit/export?format=" + EMAIL,
    "/recognizers?language=xx", "/supportedentities?language=" + NIF,
])
def test_query_strings_are_checked(patterns_daemon, path):
    with patterns_daemon.unchanged():
        assert_clear_refusal(patterns_daemon.client.call("GET", path), path.split("?")[0], statuses=(400, 422))


@pytest.mark.parametrize("method,suffix", [
    ("GET", ""), ("DELETE", ""), ("POST", "/customer"), ("POST", "/tool-results"),
    ("POST", "/tool-calls"), ("POST", "/answer"), ("GET", "/answer/stream"),
])
@pytest.mark.parametrize("run", ["0" * 32, "f" * 32, "..%2F..%2Fetc", "%00", "x" * 4000, EMAIL])
def test_unknown_run_ids_are_404_everywhere(patterns_daemon, method, suffix, run):
    body = {"text": EMAIL, "tool": "crm", "result": EMAIL, "arguments": {"to": EMAIL}}
    path = f"/v1/runs/{run}{suffix}"
    with patterns_daemon.unchanged():
        reply = patterns_daemon.client.call(method, path, body if method == "POST" else None)
        assert reply.status == 404, (reply.status, reply.text[:200])
        if reply.text.startswith("{"):
            assert reply.json["error"] in ("unknown_run", "not_found")
        assert not find_values(reply.text)


def test_unknown_routes_and_methods(patterns_daemon):
    for method, path, status in [("GET", "/v1/nope", 404), ("PATCH", "/v1/runs", 405),
                                 ("GET", "/analyze", 405), ("DELETE", "/health", 405),
                                 ("GET", "/v1/grants/" + EMAIL, 404)]:
        with patterns_daemon.unchanged():
            reply = patterns_daemon.client.call(method, path)
            assert reply.status == status and not find_values(reply.text), (method, path, reply.status)


def test_grants_delete_of_unknown_grant_is_404(patterns_daemon):
    with patterns_daemon.unchanged():
        reply = patterns_daemon.client.call("DELETE", "/v1/grants/crm/" + NIF)
        assert reply.status in (404, 422) and not find_values(reply.text)


# ---- catastrophic regexes ----------------------------------------------------------------------

@pytest.mark.parametrize("pattern", CATASTROPHIC)
def test_catastrophic_ad_hoc_and_allow_list_regexes_are_refused(patterns_daemon, pattern):
    text = "a" * 40 + "!" + EMAIL
    bodies = [
        {"text": text, "language": "en", "ad_hoc_recognizers": [
            {"name": "evil", "supported_language": "en", "supported_entity": "EVIL",
             "patterns": [{"name": "evil_pattern", "regex": pattern, "score": 0.9}]}]},
        {"text": text, "language": "en", "allow_list": [pattern], "allow_list_match": "regex"},
    ]
    for body in bodies:
        with patterns_daemon.unchanged():
            started = time.monotonic()
            reply = patterns_daemon.client.call("POST", "/analyze", body)
            assert reply.status == 400, reply.text[:200]
            assert time.monotonic() - started < 5
            assert pattern not in reply.text, "the error names the pattern, never its text"


@pytest.mark.parametrize("pattern", CATASTROPHIC[:4])
def test_catastrophic_operator_recognizers_are_refused_and_nothing_saved(presidio_daemon, pattern):
    definition = {"name": "evil_op", "supported_entity": "EVIL",
                  "patterns": [{"name": "evil_pattern", "regex": pattern, "score": 0.9}]}
    with presidio_daemon.unchanged():
        reply = presidio_daemon.client.call("POST", "/v1/recognizers", definition)
        assert_clear_refusal(reply, "/v1/recognizers")
        assert pattern not in reply.text
        reply = presidio_daemon.client.call("POST", "/v1/recognizers/test",
                                            {"recognizer": definition, "text": "a" * 40 + "!", "language": "en"})
        assert_clear_refusal(reply, "/v1/recognizers/test")
        reply = presidio_daemon.client.call("POST", "/analyze", {
            "text": "a" * 40 + "!", "language": "en",
            "ad_hoc_recognizers": [{**definition, "supported_language": "en"}]})
        assert_clear_refusal(reply, "/analyze")
    assert presidio_daemon.client.call("GET", "/v1/recognizers/evil_op").status == 404


def test_unknown_languages(patterns_daemon, presidio_daemon):
    for daemon in (patterns_daemon, presidio_daemon):
        for language in ("fr", "xx", "", "en\x00", "e" * 1000, "EN"):
            with daemon.unchanged():
                reply = daemon.client.call("POST", "/analyze", {"text": EMAIL, "language": language})
                assert_clear_refusal(reply, "/analyze")
                reply = daemon.client.call("POST", "/v1/redact", {"text": EMAIL, "language": language})
                if language in ("fr", "xx", "EN"):
                    # A language code without a pipeline is read by the patterns (issue 26):
                    # redacted, never refused (a refused client sends the text unmasked).
                    assert reply.status == 200 and EMAIL not in reply.text, reply.text
                else:
                    assert_clear_refusal(reply, "/v1/redact")


# ---- large and odd but legal input: answered, bounded, no value leaks ---------------------------

def test_megabyte_strings_just_under_the_limit(patterns_daemon, run_id):
    client = patterns_daemon.client
    filler = " x" * ((MIB - 4096) // 2) + " "
    text = ALL_VALUES_TEXT + filler + ALL_VALUES_TEXT
    started = time.monotonic()
    customer = client.ok("POST", f"/v1/runs/{run_id}/customer", {"text": text})["text"]
    assert not find_values(customer) and len(TOKEN_RE.findall(customer)) >= 12
    result = client.ok("POST", f"/v1/runs/{run_id}/tool-results", {"tool": "crm", "result": {"notes": text}})
    assert not find_values(json.dumps(result))
    redacted = client.ok("POST", "/v1/redact", {"text": text})["text"]
    assert not find_values(redacted)
    spans = client.ok("POST", "/analyze", {"text": text, "language": "en"})
    assert {s["entity_type"] for s in spans} >= {"EMAIL_ADDRESS", "CREDIT_CARD", "ES_NIF"}
    answer = client.ok("POST", f"/v1/runs/{run_id}/answer", {"text": customer})["text"]
    assert answer == text
    assert time.monotonic() - started < 60
    assert client.healthy()


def test_control_characters_and_odd_unicode_are_handled(patterns_daemon, run_id):
    client = patterns_daemon.client
    odd = "\x00\x01\x07\x1b[2J\x7f\u200b\u202e\ufeff\U0001F600\r\n\t"
    text = odd + EMAIL + odd + CARD + odd + "[EMAIL_" + odd + "]" + NIF + odd
    tokenized = client.ok("POST", f"/v1/runs/{run_id}/customer", {"text": text})["text"]
    assert not find_values(tokenized) and odd in tokenized
    assert client.ok("POST", f"/v1/runs/{run_id}/answer", {"text": tokenized})["text"] == text
    email_token = TOKEN_RE.search(tokenized).group(0)
    reply = client.ok("POST", f"/v1/runs/{run_id}/tool-calls",
                      {"tool": "crm", "arguments": {odd: odd + email_token + odd}})
    assert not find_values(json.dumps(reply)), "no grant: nothing restored"
    assert list(reply["arguments"]) == [odd], "keys are never rewritten"


# Found here (422 refused_record: the store took one type per leaf); fixed in d8c015e.
def test_a_tool_argument_with_two_entity_types_is_accepted(patterns_daemon, run_id):
    client = patterns_daemon.client
    tokenized = client.ok("POST", f"/v1/runs/{run_id}/customer", {"text": f"{EMAIL} {CARD}"})["text"]
    reply = client.call("POST", f"/v1/runs/{run_id}/tool-calls", {"tool": "crm", "arguments": {"q": tokenized}})
    assert reply.status == 200, reply.text


# ---- the WebSocket --------------------------------------------------------------------------------

async def _ws_close(daemon, run: str, send) -> tuple[int | None, list[str]]:
    frames: list[str] = []
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(f"{daemon.client.url}/v1/runs/{run}/answer/stream",
                                   headers=daemon.client.auth, max_msg_size=0) as ws:
            await send(ws)
            async with asyncio.timeout(30):  # a daemon that waits for more fails here, not hangs
                async for message in ws:
                    if message.type == aiohttp.WSMsgType.TEXT:
                        frames.append(message.data)
                    else:
                        break
            return ws.close_code, frames


async def test_websocket_refuses_hostile_frames(patterns_daemon, run_id):
    client = patterns_daemon.client
    token = TOKEN_RE.search(client.ok("POST", f"/v1/runs/{run_id}/customer", {"text": EMAIL})["text"]).group(0)

    async def binary(ws):
        await ws.send_bytes(EMAIL.encode())

    async def too_big(ws):
        # A text frame whose header says MIB + 100 bytes, and its first 4 KiB: the daemon refuses
        # it on the header. Writing the rest raced the daemon's close: a fresh-clone CI run met
        # a reset from its own kernel mid-write (RFC 6455 7.1.1 lets the server cut the TCP
        # connection), which is the network's doing, not the daemon's answer, which is 1009.
        mask, payload = b"\x5a\x17\xc3\x09", b"a" * 4096
        header = struct.pack("!BBQ", 0x81, 0x80 | 127, MIB + 100) + mask
        ws._writer.transport.write(header + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    async def not_utf8(ws):
        await ws._writer.send_frame(b"\xff\xfe" + EMAIL.encode(), aiohttp.WSMsgType.TEXT)

    async def ping_storm_then_token(ws):
        for _ in range(200):
            await ws.ping()
        await ws.send_str("x" + token[:5])
        await ws.send_str(token[5:])
        await ws.send_str("")

    async def half_token_then_close(ws):
        await ws.send_str("hola " + token[:10])
        await ws.close()

    for send, closing in [(binary, {1003}), (too_big, {1009}), (not_utf8, {1007, 1002})]:
        with patterns_daemon.unchanged():
            code, frames = await _ws_close(patterns_daemon, run_id, send)
            assert code in closing, (send.__name__, code)
            assert not find_values("".join(frames))
    code, frames = await _ws_close(patterns_daemon, run_id, ping_storm_then_token)
    assert code == 1000 and "".join(frames) == "x" + EMAIL
    code, frames = await _ws_close(patterns_daemon, run_id, half_token_then_close)
    assert "".join(frames) in ("", "hola ", "hola " + token[:10])  # closed first: it stopped reading
    assert client.healthy()


async def test_websocket_client_that_closes_first_and_keeps_reading_gets_the_tail(patterns_daemon, run_id):
    # docs/api.md: the held tail reaches a client that sends Close and keeps reading. Found by
    # review: aiohttp answered the Close itself at once, and the tail was dropped.
    client = patterns_daemon.client
    token = TOKEN_RE.search(client.ok("POST", f"/v1/runs/{run_id}/customer", {"text": EMAIL})["text"]).group(0)
    async with aiohttp.ClientSession() as http:
        for held, released in [(token[:10], token[:10]), (token, EMAIL)]:
            async with http.ws_connect(f"{client.url}/v1/runs/{run_id}/answer/stream",
                                       headers=client.auth, autoclose=False) as ws:
                await ws.send_str("hola " + held[:4])
                assert (await ws.receive(timeout=5)).data == "hola "
                await ws.send_str(held[4:])
                if held != token[:10]:  # a whole token is released at once, restored
                    assert (await ws.receive(timeout=5)).data == released
                # A Close frame from us, sent raw: aiohttp's close() would stop reading.
                await ws._writer.send_frame(struct.pack("!H", 1000), aiohttp.WSMsgType.CLOSE)
                frames = []
                while (message := await ws.receive(timeout=5)).type == aiohttp.WSMsgType.TEXT:
                    frames.append(message.data)
                assert message.type == aiohttp.WSMsgType.CLOSE and message.data == 1000
                assert frames == ([token[:10]] if held != token else [])
        # A client that vanishes mid-answer (no Close, the connection cut) is no error.
        for _ in range(5):
            ws = await http.ws_connect(f"{client.url}/v1/runs/{run_id}/answer/stream", headers=client.auth)
            for piece in ("hola " * 2000, token[:10]):
                await ws.send_str(piece)
            ws._response.connection.transport.abort()
            await ws.close()
    await asyncio.sleep(0.5)
    assert client.healthy()
    assert "internal error" not in patterns_daemon.log_text()


async def test_websocket_needs_a_token_and_a_run(patterns_daemon, run_id):
    async with aiohttp.ClientSession() as http:
        for headers, run, status in [({}, run_id, 401), ({"Authorization": "Bearer nope"}, run_id, 401),
                                     (patterns_daemon.client.auth, "0" * 32, 404)]:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await http.ws_connect(f"{patterns_daemon.client.url}/v1/runs/{run}/answer/stream",
                                      headers=headers)
            assert refused.value.status == status


async def test_many_idle_websockets_do_not_stall_the_daemon(patterns_daemon, run_id):
    async with aiohttp.ClientSession() as http:
        sockets = [await http.ws_connect(f"{patterns_daemon.client.url}/v1/runs/{run_id}/answer/stream",
                                         headers=patterns_daemon.client.auth) for _ in range(100)]
        started = time.monotonic()
        assert patterns_daemon.client.healthy()
        reply = patterns_daemon.client.call("POST", f"/v1/runs/{run_id}/answer", {"text": "hola"})
        assert reply.status == 200 and time.monotonic() - started < 5
        await asyncio.gather(*(ws.close() for ws in sockets))


# ---- last: nothing the tests sent is in the log or in any error body -------------------------------

def test_zz_no_value_in_the_log_or_any_error_body(patterns_daemon):
    assert patterns_daemon.client.healthy()
    assert_no_values(patterns_daemon)
    assert "Traceback" not in patterns_daemon.log_text()


# ---- bugs for the owners of files this work may not edit (strict xfail: remove when fixed) ---------

def test_policy_file_nested_deeper_than_the_parser_recurses_is_refused(patterns_daemon):
    with patterns_daemon.unchanged():
        reply = patterns_daemon.client.call("PUT", "/v1/policy-file", raw=b"[" * 10_000,
                                            headers={"Content-Type": "text/yaml"})
        # Every policy-file refusal is 422 invalid_policy_file, this one included.
        assert reply.status == 422, reply.text
        assert '"invalid_policy_file"' in reply.text and "nests too deeply" in reply.text


@pytest.mark.parametrize("path", ["/v1/redact", "/v1/runs/{run}/customer"])
def test_presidio_text_over_a_million_characters_is_not_a_500(presidio_daemon, path):
    client = presidio_daemon.client
    run = client.ok("POST", "/v1/runs", {"tenant": "big", "session": "s"}, status=201)["run_id"]
    text = "a " * 520_000 + EMAIL  # 1,040,025 characters, a body of about 1,015 KiB
    reply = client.call("POST", path.format(run=run), {"text": text, "language": "en"})
    assert reply.status == 400, reply.status
    assert "text is longer than the analyzer's limit" in reply.text
    assert not find_values(reply.text)


def test_presidio_analyze_over_a_million_characters_is_a_400(presidio_daemon):
    reply = presidio_daemon.client.call("POST", "/analyze", {"text": "a " * 520_000 + EMAIL, "language": "en"})
    assert reply.status == 400 and not find_values(reply.text)


@pytest.mark.parametrize("text", ["PARCEL 5521\nLEFT WITH NEIGHBOUR MR.", "parcel 5521\nleft with neighbour mr. okafor at 2pm"])
def test_a_name_the_trims_leave_empty_is_no_500(presidio_daemon, text):
    # A role noun and a title trimmed off left a span without a word, which raised in the person
    # recognizer: /analyze answered a customer's plain sentence with a 500.
    reply = presidio_daemon.client.call("POST", "/analyze", {"text": text, "language": "en"})
    assert reply.status == 200, reply.text
    found = [text[r["start"]:r["end"]] for r in reply.json if r["entity_type"] == "PERSON"]
    assert found == ([] if text.isupper() else ["okafor"])
