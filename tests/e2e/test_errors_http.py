"""/v1 refusals over real HTTP: right status and code, the field named, the value never echoed,
and nothing written for a refused request."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from tests.support import values as fx
from tests.support.turns import tokens_in, uid

DISTINCT = "zq-distinctive-" + uid()
MAIL = fx.email("leak")


def assert_no_echo(body, *extra: str) -> None:
    text = json.dumps(body)
    for needle in (DISTINCT, MAIL, *extra):
        assert needle not in text, f"the error body echoes input: {text[:200]}"


async def live_run(api) -> tuple[str, list[str]]:
    run = (await api.open_run(uid("te-"), uid("s-")))["run_id"]
    tokens = tokens_in(await api.customer(run, f"I'm {MAIL}, NIF {fx.NIF_FIXED}"))
    return run, tokens


async def count_written(api, run: str) -> tuple[int, int, int]:
    events = await api.events()
    return (len([e for e in events if e["kind"] != "run_expired"]),
            len(await api.events(run)), len(await api.audit(run)))


async def test_missing_or_wrong_typed_fields_are_400_naming_the_field(api):
    run, tokens = await live_run(api)
    before = await count_written(api, run)
    base = f"/v1/runs/{run}"
    cases = [
        ("/v1/runs", {"session": DISTINCT}, "tenant"),
        ("/v1/runs", {"tenant": DISTINCT}, "session"),
        ("/v1/runs", {"tenant": [DISTINCT], "session": "s"}, "tenant"),
        ("/v1/runs", {"tenant": "t", "session": 7}, "session"),
        ("/v1/runs", {"tenant": "t", "session": ""}, "session"),
        ("/v1/runs", {"tenant": "t", "session": "s", "language": DISTINCT}, "language"),
        ("/v1/runs", {"tenant": "t", "session": "s", "ttl_seconds": DISTINCT}, "ttl_seconds"),
        ("/v1/runs", {"tenant": "t", "session": "s", "ttl_seconds": -1}, "ttl_seconds"),
        ("/v1/runs", {"tenant": "t", "session": "s", "history": DISTINCT}, "history"),
        ("/v1/runs", {"tenant": "t", "session": "s", "history": [DISTINCT]}, "history[0]"),
        ("/v1/runs", {"tenant": "t", "session": "s", "history": [{"role": DISTINCT, "content": MAIL}]},
         "history[0].role"),
        ("/v1/runs", {"tenant": "t", "session": "s", "history": [{"role": "user"}]}, "history[0].content"),
        ("/v1/runs", {"tenant": "t", "session": "s",
                      "history": [{"role": "tool", "content": MAIL, "tool": "bad name"}]}, "history[0].tool"),
        ("/v1/runs", [DISTINCT, MAIL], "body"),
        (f"{base}/customer", {"txt": MAIL}, "text"),
        (f"{base}/customer", {"text": {"v": MAIL, "d": DISTINCT}}, "text"),
        (f"{base}/customer", {"text": 12345678}, "text"),
        (f"{base}/tool-results", {"result": MAIL}, "tool"),
        (f"{base}/tool-results", {"tool": "crm"}, "result"),
        (f"{base}/tool-results", {"tool": [DISTINCT], "result": MAIL}, "tool"),
        (f"{base}/tool-calls", {"arguments": {"to": tokens[0]}}, "tool"),
        (f"{base}/tool-calls", {"tool": "crm"}, "arguments"),
        (f"{base}/tool-calls", {"tool": "crm", "arguments": [tokens[0], DISTINCT]}, "arguments"),
        (f"{base}/tool-calls", {"tool": "crm", "arguments": 41111111}, "arguments"),
        (f"{base}/tool-calls", {"tool": "crm", "arguments": f'{{"to": "{MAIL}", {DISTINCT}'}, "arguments"),
        (f"{base}/tool-calls", {"tool": 5, "arguments": {}}, "tool"),
        (f"{base}/answer", {"strict": True}, "text"),
        (f"{base}/answer", {"text": [tokens[0], DISTINCT]}, "text"),
        (f"{base}/answer", {"text": tokens[0], "strict": DISTINCT}, "strict"),
        ("/v1/redact", {"language": "en"}, "text"),
        ("/v1/redact", {"text": {"x": MAIL}}, "text"),
        ("/v1/redact", {"text": MAIL, "language": DISTINCT}, "language"),
        ("/v1/recognizers/test", {"text": MAIL, "language": "en"}, "recognizer"),
    ]
    cases = [("POST", *case) for case in cases] + [
        ("PUT", "/v1/grants", {"tool": 5, "entity_type": "EMAIL_ADDRESS"}, "tool"),
        ("PUT", "/v1/grants", {"tool": "crm", "entity_type": [DISTINCT]}, "entity_type"),
        ("PUT", "/v1/grants", {"entity_type": "EMAIL_ADDRESS"}, "tool"),
        ("PUT", "/v1/policy", {"entities": ["EMAIL_ADDRESS", 5]}, "entities[1]"),
        ("PUT", "/v1/policy", {"entities": DISTINCT}, "entities"),
    ]
    grants, policy = await api.ok("GET", "/v1/grants"), await api.ok("GET", "/v1/policy")
    for method, path, body, field in cases:
        status, answer = await api.request(method, path, body)
        assert status == 400, (path, field, status, answer)
        assert answer["error"] == "bad_request" and isinstance(answer["message"], str)
        assert field.split("[")[0] in answer["message"], (path, field, answer["message"])
        assert_no_echo(answer, *tokens)
    assert await count_written(api, run) == before
    assert (await api.ok("GET", "/v1/grants"), await api.ok("GET", "/v1/policy")) == (grants, policy)


async def test_invalid_json_bad_utf8_and_oversized_bodies(api):
    run, tokens = await live_run(api)
    before = await count_written(api, run)
    for path in ("/v1/runs", f"/v1/runs/{run}/customer", f"/v1/runs/{run}/tool-results",
                 f"/v1/runs/{run}/tool-calls", f"/v1/runs/{run}/answer", "/v1/redact"):
        status, body = await api.request("POST", path, raw=f'{{"text": "{MAIL}" {DISTINCT}'.encode())
        assert (status, body["error"]) == (400, "bad_request"), path
        assert_no_echo(body)
        status, body = await api.request("POST", path, raw=b'{"text": "\xff\xfe' + DISTINCT.encode() + b'"}')
        assert status == 400, path
        assert_no_echo(body)
    big = json.dumps({"text": (MAIL + " ") * (1024 * 1024 // len(MAIL) + 10)}).encode()
    assert len(big) > 1024 * 1024
    for path in (f"/v1/runs/{run}/customer", "/v1/runs", "/v1/redact"):
        status, body = await api.request("POST", path, raw=big)
        assert status == 413, path
        assert_no_echo(body)
    assert await count_written(api, run) == before


async def test_tool_names_meaning_all_or_malformed_are_400(api, grants):
    run, tokens = await live_run(api)
    await grants(uid("mail_"), "EMAIL_ADDRESS")
    before = await count_written(api, run)
    for name in ("*", "all", "ALL", "Any", "bad name", "", "-lead", "x" * 65, "mail/x", f"{MAIL}"):
        for route, body in (("tool-calls", {"tool": name, "arguments": {"to": tokens[0]}}),
                            ("tool-results", {"tool": name, "result": {"who": MAIL}})):
            status, answer = await api.request("POST", f"/v1/runs/{run}/{route}", body)
            assert (status, answer["error"]) == (400, "bad_request"), (route, name)
            assert "tool" in answer["message"]
            assert_no_echo(answer, *tokens)
    assert await count_written(api, run) == before


async def test_tool_names_that_only_look_numeric_are_accepted(api):
    # Tool names are read part by part between separators for values glued on; these parts
    # are an IP address, dates, versions, ports and counters, none a value of the policy's types.
    run, _ = await live_run(api)
    for name in ("ping_85.214.12.34", "ssh-91.198.17.45", "host:88.150.22.33", "gpt-4o-mini", "ec2:RunInstances",
                 "iso-8601", "invoice-2026-000123", "calendar.events-2026-11-30", "zip-28001", "port-8080",
                 "api-v2025-01-01", "user.1234567890", "ts-1732924800", "sku-ABC-12345"):
        status, answer = await api.request("POST", f"/v1/runs/{run}/tool-results", {"tool": name, "result": "ok"})
        assert status == 200, (name, answer)


async def test_names_written_to_the_record_may_not_hold_a_value(api, daemon):
    """A grant's tool name, and a run's tenant and session, are written to the grants table,
    the policy file and every event: each holding a value is refused (400 naming the field),
    and nothing is written. Identifiers that only look numeric are accepted."""
    card, phone, nif = fx.CARD.replace(" ", ""), "612345678", fx.nif()
    grants_before = await api.ok("GET", "/v1/grants")
    events_before = len(await api.events())
    # The last spelled a digit a part: no run of a few parts holds the card, the sixteen do.
    for tool in (card, f"crm_{phone}", f"hr-{nif}", f"pay_{fx.cpf()}", "crm-" + "-".join(card)):
        status, answer = await api.request("PUT", "/v1/grants", {"tool": tool, "entity_type": "EMAIL_ADDRESS"})
        # As any other malformed grant (docs/api.md: 422 on grants).
        assert (status, answer["error"]) == (422, "invalid_grant"), (tool, answer)
        assert answer["message"].startswith("grant.tool holds a value of type")
        assert_no_echo(answer, tool, card, phone, nif)
    policy_file = await api.request("GET", "/v1/policy-file")
    assert policy_file[0] == 200
    file_text = ("policy:\n  entities:\n  - EMAIL_ADDRESS\n  - PHONE_NUMBER\ngrants:\n"
                 "- {tool: send_email, entity_type: EMAIL_ADDRESS}\n"
                 f"- {{tool: 'crm_{phone}', entity_type: EMAIL_ADDRESS}}\n")
    status, answer = await api.request("PUT", "/v1/policy-file", raw=file_text.encode(),
                                       headers={"Content-Type": "text/yaml"})
    assert (status, answer["error"]) == (422, "invalid_policy_file"), answer
    assert answer["message"].startswith("grants[1].tool holds a value of type PHONE_NUMBER")
    assert phone not in json.dumps(answer)
    for tenant, session, field in ((MAIL, uid("s-"), "tenant"), (uid("t-"), fx.CARD, "session"),
                                   (uid("t-"), f"wa:+34{phone}", "session"), (uid("t-"), fx.CPF_FIXED, "session"),
                                   (uid("t-"), "wa-" + "-".join(card), "session")):
        status, answer = await api.request("POST", "/v1/runs", {"tenant": tenant, "session": session})
        assert (status, answer["error"]) == (400, "bad_request"), (tenant, session, answer)
        assert answer["message"].startswith(f"{field} holds a value of type")
        assert_no_echo(answer, card, phone, fx.CARD)
    assert await api.ok("GET", "/v1/grants") == grants_before
    assert (await api.request("GET", "/v1/policy-file"))[1] == policy_file[1]
    assert len(await api.events()) == events_before
    written = b"".join(p.read_bytes() for p in daemon.data_dir.rglob("*") if p.is_file())
    for value in (card, phone, nif, MAIL):
        assert value.encode() not in written
    # Ids, dates, counters and hashes are names, not values; so are bare numbers, which a
    # random id of 9 digits matches as a phone about half the time and one of 16 as a card
    # one time in ten (these are such: a phone's shape, a CPF's and a card's checksums).
    for session in ("3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b", "conv-2026-11-30-000123", "sess_1732924800",
                    "whatsapp:conv:88412", "t.9f86d081884c7d659a2feaa0c55ad015", "acct-896766642",
                    "860856821", fx.cpf().replace(".", "").replace("-", ""), "4000056655665556",
                    "4209094626482962182"):
        status, answer = await api.request("POST", "/v1/runs", {"tenant": "acme-support", "session": session})
        assert status == 201, (session, answer)


async def test_unknown_run_is_404_everywhere(api):
    ghost = "0" * 32
    for method, path, body in (
        ("GET", f"/v1/runs/{ghost}", None),
        ("DELETE", f"/v1/runs/{ghost}", None),
        ("POST", f"/v1/runs/{ghost}/customer", {"text": MAIL}),
        ("POST", f"/v1/runs/{ghost}/tool-results", {"tool": "crm", "result": MAIL}),
        ("POST", f"/v1/runs/{ghost}/tool-calls", {"tool": "crm", "arguments": {"a": "[EMAIL_0123456789ab]"}}),
        ("POST", f"/v1/runs/{ghost}/answer", {"text": "[EMAIL_0123456789ab]"}),
        ("GET", f"/v1/runs/{ghost}/answer/stream", None),
        ("POST", f"/v1/runs/{DISTINCT}/customer", {"text": "hi"}),
    ):
        status, answer = await api.request(method, path, body)
        assert (status, answer["error"]) == (404, "unknown_run"), (method, path, status, answer)
        assert_no_echo(answer, "[EMAIL_0123456789ab]")
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        await api.http.ws_connect(api.url + f"/v1/runs/{ghost}/answer/stream", headers=api.daemon.auth)
    assert refused.value.status == 404


async def test_expired_run_is_410(api):
    opened = await api.open_run(uid("te-"), uid("s-"), ttl_seconds=1)
    run = opened["run_id"]
    tokens = tokens_in(await api.customer(run, f"I'm {MAIL}"))
    await asyncio.sleep(1.5)
    for method, path, body in (
        ("POST", f"/v1/runs/{run}/customer", {"text": MAIL}),
        ("POST", f"/v1/runs/{run}/tool-calls", {"tool": "crm", "arguments": {"to": tokens[0]}}),
        ("POST", f"/v1/runs/{run}/answer", {"text": tokens[0]}),
        ("GET", f"/v1/runs/{run}", None),
        ("DELETE", f"/v1/runs/{run}", None),
    ):
        status, answer = await api.request(method, path, body)
        assert (status, answer["error"]) == (410, "run_expired"), (method, path, status, answer)
        assert_no_echo(answer, *tokens)
    kinds = [e["kind"] for e in await api.events(run)]
    assert kinds.count("run_expired") == 1
    assert "restored" not in kinds


async def test_missing_or_wrong_bearer_token_is_401(api):
    run, tokens = await live_run(api)
    before = await count_written(api, run)
    wrong = [None, {"Authorization": "Bearer " + "x" * 43}, {"Authorization": "Bearer"},
             {"Authorization": api.daemon.api_token}, {"Authorization": "Basic " + api.daemon.api_token},
             {"Authorization": "Bearer " + api.daemon.api_token[:-1]}]
    for headers in wrong:
        for method, path, body in (
            ("POST", "/v1/runs", {"tenant": "t", "session": "s"}),
            ("POST", f"/v1/runs/{run}/tool-calls", {"tool": "crm", "arguments": {"to": tokens[0]}}),
            ("POST", f"/v1/runs/{run}/answer", {"text": tokens[0]}),
            ("GET", "/v1/events", None),
            ("GET", "/v1/grants", None),
            ("PUT", "/v1/grants", {"tool": "mail", "entity_type": "EMAIL_ADDRESS"}),
            ("GET", f"/v1/runs/{run}/answer/stream", None),
        ):
            status, answer = await api.request(method, path, body, auth=False, headers=headers)
            assert (status, answer["error"]) == (401, "unauthorized"), (method, path, headers)
            assert_no_echo(answer, *tokens)
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        await api.http.ws_connect(api.url + f"/v1/runs/{run}/answer/stream")
    assert refused.value.status == 401
    assert {"tool": "mail", "entity_type": "EMAIL_ADDRESS"} not in await api.ok("GET", "/v1/grants")
    assert await count_written(api, run) == before


async def test_deleted_run_is_gone(api, grants):
    tool = uid("mail_")
    await grants(tool, "EMAIL_ADDRESS")
    run, tokens = await live_run(api)
    assert (await api.ok("GET", f"/v1/runs/{run}"))["tokens"] == 2
    status, _ = await api.request("DELETE", f"/v1/runs/{run}")
    assert status == 204
    for method, path, body in (
        ("GET", f"/v1/runs/{run}", None),
        ("DELETE", f"/v1/runs/{run}", None),
        ("POST", f"/v1/runs/{run}/customer", {"text": MAIL}),
        ("POST", f"/v1/runs/{run}/tool-calls", {"tool": tool, "arguments": {"to": tokens[0]}}),
        ("POST", f"/v1/runs/{run}/answer", {"text": tokens[0]}),
        ("GET", f"/v1/runs/{run}/answer/stream", None),
    ):
        status, answer = await api.request(method, path, body)
        assert status in (404, 410) and answer["error"] in ("unknown_run", "run_expired"), (method, path)
        assert_no_echo(answer, *tokens)
    assert [e for e in await api.events(run) if e["kind"] in ("restored", "withheld")] == []


async def test_strict_refusal_writes_nothing(api):
    run, tokens = await live_run(api)
    before = await count_written(api, run)
    status, answer = await api.request("POST", f"/v1/runs/{run}/answer",
                                       {"text": f"{tokens[0]} [EMAIL_0123456789ab]", "strict": True})
    assert (status, answer["error"]) == (422, "unknown_token")
    assert_no_echo(answer, *tokens, "[EMAIL_0123456789ab]")
    assert await count_written(api, run) == before


async def test_a_regex_past_its_time_limit_fails_the_turn_in_seconds_and_hands_nothing_on(api):
    """An operator pattern that passes both fences (no nested repeat, fast on 32 characters)
    and is polynomial on long input: the turn is refused with 503 within Presidio's bounded
    timeout (5 s, not Presidio's 60), nothing is tokenized, remembered or recorded. The
    lookahead keeps it off RE2, which would run it in linear time."""
    slow = {"name": uid("slow_digits_"), "supported_entity": "SLOW_DIGITS",
            "patterns": [{"name": "digits", "regex": r"(?=\d)\d*\d*\d*\d*[a-z]", "score": 0.5}]}
    status, _ = await api.request("POST", "/v1/recognizers", slow)
    assert status == 201
    # The run first: its tenant and session are read for values of the policy's types, and
    # this pattern takes any letter for one.
    run, _ = await live_run(api)
    policy = (await api.ok("GET", "/v1/policy"))["entities"]
    await api.ok("PUT", "/v1/policy", {"entities": [*policy, "SLOW_DIGITS"]})
    try:
        before = (await count_written(api, run), (await api.ok("GET", f"/v1/runs/{run}"))["tokens"])
        started = asyncio.get_running_loop().time()
        status, body = await api.request("POST", f"/v1/runs/{run}/customer", {"text": f"{MAIL} " + "1" * 20000})
        elapsed = asyncio.get_running_loop().time() - started
        assert (status, body["error"]) == (503, "detection_timeout"), body
        assert elapsed < 30
        assert_no_echo(body)
        assert (await count_written(api, run), (await api.ok("GET", f"/v1/runs/{run}"))["tokens"]) == before
        # The daemon serves the next turn as usual.
        assert tokens_in(await api.customer(run, f"again {MAIL}"))
    finally:
        await api.ok("PUT", "/v1/policy", {"entities": policy})
        await api.request("DELETE", f"/v1/recognizers/{slow['name']}")


# Valid ISO 8601 times that datetime cannot hold once moved to UTC.
OUT_OF_RANGE_TIMES = ("0001-01-01T00:00:00%2B01:00", "9999-12-31T23:59:59-01:00")
# Limits str.isdigit() takes that are not ASCII digits (², ①, Arabic-Indic ٣), and one too long for int().
NOT_ASCII_LIMITS = ("%C2%B2", "%E2%91%A0", "%D9%A3", "1" * 5000)
RECORD_ROUTES = ("/v1/events", "/v1/events/summary", "/v1/events/export", "/v1/audit", "/v1/audit/export")


async def test_times_out_of_range_in_utc_are_400_naming_the_field(api):
    run, _ = await live_run(api)
    before = await count_written(api, run)
    for route in RECORD_ROUTES:
        for field in ("since", "until"):
            for moment in OUT_OF_RANGE_TIMES:
                status, answer = await api.request("GET", f"{route}?{field}={moment}")
                assert (status, answer["error"]) == (400, "invalid_query"), (route, field, moment, answer)
                assert answer["message"].startswith(f"{field} is out of range"), (route, answer)
                assert_no_echo(answer, "0001-01-01", "9999-12-31")
    # The widest times in range still answer.
    await api.ok("GET", "/v1/events?since=0001-01-01T00:00:00Z&until=9999-12-31T23:59:59Z")
    assert await count_written(api, run) == before


async def test_limits_other_than_ascii_digits_are_400_naming_the_field(api):
    run, _ = await live_run(api)
    before = await count_written(api, run)
    for route in RECORD_ROUTES:
        if route == "/v1/events/summary":
            continue  # it takes no limit
        for limit in NOT_ASCII_LIMITS:
            status, answer = await api.request("GET", f"{route}?limit={limit}")
            assert (status, answer["error"]) == (400, "invalid_query"), (route, limit, answer)
            assert answer["message"].startswith("limit "), (route, answer)
            assert_no_echo(answer, "²", "①", "٣", "1" * 20)
    assert len(await api.ok("GET", "/v1/events?limit=3")) <= 3
    assert await count_written(api, run) == before
