"""The Presidio-compatible routes through the real app and the real spaCy pipelines."""

from __future__ import annotations

import asyncio
import json

import pytest

from daemon.web.keys import ANALYZE_BATCHER

ENGLISH = "John Smith drivers license is AC432223"


async def test_analyze_returns_presidio_shaped_results(make_client):
    client = await make_client()
    response = await client.post("/analyze", json={"text": ENGLISH, "language": "en"})
    assert response.status == 200
    results = await response.json()
    assert {tuple(sorted(r)) for r in results} == {
        ("analysis_explanation", "end", "entity_type", "score", "start")
    }
    found = {(r["entity_type"], r["start"], r["end"]) for r in results}
    assert ("US_DRIVER_LICENSE", 30, 38) in found
    assert all(r["analysis_explanation"] is None for r in results)


async def test_batch_text_gives_a_list_of_lists(make_client):
    client = await make_client()
    response = await client.post(
        "/analyze", json={"text": ["mail a@example.com", "nothing here"], "language": "en"}
    )
    assert response.status == 200
    results = await response.json()
    assert len(results) == 2 and results[1] == []
    assert results[0][0]["entity_type"] == "EMAIL_ADDRESS"


async def test_decision_process_is_returned_only_when_asked(make_client):
    client = await make_client()
    response = await client.post(
        "/analyze",
        json={"text": "mail a@example.com", "language": "en", "return_decision_process": True},
    )
    explanation = (await response.json())[0]["analysis_explanation"]
    assert explanation["recognizer"] and "score" in explanation


async def test_decision_process_accepts_presidios_integer_flags(make_client):
    client = await make_client()
    for flag, explained in ((0, False), (1, True)):
        response = await client.post(
            "/analyze", json={"text": "mail a@example.com", "language": "en", "return_decision_process": flag}
        )
        assert response.status == 200
        assert ((await response.json())[0]["analysis_explanation"] is not None) is explained


async def test_entities_and_threshold_filter_results(make_client):
    client = await make_client()
    response = await client.post(
        "/analyze",
        json={"text": ENGLISH, "language": "en", "entities": ["PERSON"], "score_threshold": 0.7},
    )
    results = await response.json()
    assert results and {r["entity_type"] for r in results} == {"PERSON"}


async def test_ad_hoc_recognizer_context_and_allow_list(make_client):
    client = await make_client()
    body = {
        "text": "order ZX-4411 shipped to a@example.com",
        "language": "en",
        "ad_hoc_recognizers": [
            {
                "name": "Order numbers",
                "supported_language": "en",
                "supported_entity": "ORDER_NUMBER",
                "patterns": [{"name": "order", "regex": r"ZX-\d{4}", "score": 0.6}],
                "context": ["order"],
            }
        ],
        "allow_list": ["a@example.com"],
        "context": ["shipped"],
    }
    response = await client.post("/analyze", json=body)
    assert response.status == 200
    found = {r["entity_type"] for r in await response.json()}
    assert "ORDER_NUMBER" in found
    assert "EMAIL_ADDRESS" not in found


@pytest.mark.parametrize(
    "body, message",
    [
        ({}, "No text provided"),
        ({"language": "en"}, "No text provided"),
        ({"text": ENGLISH}, "No language provided"),
        ({"text": ENGLISH, "language": "zz"}, "No matching recognizers were found to serve the request."),
        ({"text": 42, "language": "en"}, "'text' must be a string or a list of strings"),
        ({"text": ENGLISH, "language": "en", "entities": "PERSON"}, "'entities' must be a list of strings"),
        ({"text": ENGLISH, "language": "en", "score_threshold": "high"}, "'score_threshold' must be a number"),
        ({"text": ENGLISH, "language": "en", "allow_list_match": "fuzzy"}, "'allow_list_match' must be"),
        ({"text": ENGLISH, "language": "en", "regex_flags": "I"}, "'regex_flags' must be"),
        ({"text": ENGLISH, "language": "en", "return_decision_process": "yes"}, "'return_decision_process'"),
        ({"text": ENGLISH, "language": "en", "ad_hoc_recognizers": [{"name": "x"}]}, "supported_entity"),
        (
            {"text": ENGLISH, "language": "en", "ad_hoc_recognizers": [
                {"name": "x", "supported_entity": "X", "patterns": [{"name": "bad", "regex": "(", "score": 0.5}]}]},
            "regex 'bad' refused",
        ),
        (
            {"text": ENGLISH, "language": "en", "ad_hoc_recognizers": [
                {"name": "x", "supported_entity": "X", "patterns": [{"name": "evil", "regex": "(a+)+$", "score": 0.5}]}]},
            "catastrophic backtracking",
        ),
        (
            {"text": ENGLISH, "language": "en", "allow_list_match": "regex", "allow_list": ["(x*)*y"]},
            "catastrophic backtracking",
        ),
        (
            # Harmless under the default flags (`#\n` is literal), `(?:a|a)*$` under VERBOSE:
            # checked with the flags it would run with.
            {"text": ENGLISH, "language": "en", "allow_list_match": "regex", "allow_list": ["(?:a|a#\n)*$"],
             "regex_flags": 90},
            "backtracks catastrophically",
        ),
        ({"text": ENGLISH, "language": "en", "regex_flags": 2 ** 70}, "'regex_flags' may only combine"),
        # DEBUG would print the client's pattern to the daemon's output.
        ({"text": ENGLISH, "language": "en", "regex_flags": 512 | 26}, "'regex_flags' may only combine"),
        ({"text": ENGLISH, "language": "en", "entities": ["NOT_A_TYPE"]}, "No matching recognizers"),
        (
            {"text": ENGLISH, "language": "en", "ad_hoc_recognizers": [
                {"name": "zip", "supported_entity": "ZIP", "patterns": [{"type": "x", "regex": "\\d{5}", "score": 0.1}]}]},
            "Pattern.__init__() got an unexpected keyword argument 'type'",
        ),
    ],
)
async def test_client_mistakes_get_400_with_presidios_message(make_client, body, message):
    client = await make_client()
    response = await client.post("/analyze", json=body)
    assert response.status == 400
    error = (await response.json())["error"]
    assert message in error


async def test_an_allow_list_regex_runs_with_the_requests_flags(make_client):
    client = await make_client()
    text = "Write to someone@example.com or to other@example.com"
    body = {"text": text, "language": "en", "entities": ["EMAIL_ADDRESS"], "allow_list_match": "regex",
            "allow_list": ["someone @ example \\.com  # the shop's own address"], "regex_flags": 64 | 26}
    response = await client.post("/analyze", json=body)
    assert response.status == 200
    found = [text[r["start"]:r["end"]] for r in await response.json()]
    assert found == ["other@example.com"]


async def test_catastrophic_regex_error_names_the_pattern_not_its_text(make_client):
    client = await make_client()
    body = {"text": "aaaa", "language": "en", "ad_hoc_recognizers": [
        {"name": "x", "supported_entity": "X", "patterns": [{"name": "evil", "regex": "(zq+)+$", "score": 0.5}]}]}
    error = (await (await client.post("/analyze", json=body)).json())["error"]
    assert "evil" in error and "zq" not in error


@pytest.mark.parametrize("raw", [b"not json", b"\xff\xfe\x00", b"[" * 5000 + b"]" * 5000, b"[1, 2]"])
async def test_bodies_that_are_not_a_json_object_get_400(make_client, raw):
    client = await make_client()
    response = await client.post("/analyze", data=raw, headers={"Content-Type": "application/json"})
    assert response.status == 400
    assert "error" in await response.json()


async def test_body_over_the_limit_gets_413(make_client):
    client = await make_client(max_body_bytes=64 * 1024)
    response = await client.post("/analyze", json={"text": "a" * 70_000, "language": "en"})
    assert response.status == 413
    assert "limit" in (await response.json())["error"]


async def test_recognizers_and_supported_entities(make_client):
    client = await make_client()
    for language in ("en", "es"):
        names = await (await client.get(f"/recognizers?language={language}")).json()
        entities = await (await client.get(f"/supportedentities?language={language}")).json()
        assert names and all(isinstance(n, str) for n in names)
        assert {"EMAIL_ADDRESS", "PHONE_NUMBER", "PERSON", "ES_NIF", "ES_NIE"} <= set(entities)
    response = await client.get("/supportedentities?language=zz")
    assert response.status == 400


async def test_health_says_up(make_client):
    client = await make_client()
    response = await client.get("/health")
    assert response.status == 200
    assert await response.text() == "Presidio Analyzer service is up"


async def test_health_answers_while_a_long_analysis_runs(make_client):
    client = await make_client()
    long_text = ("Write to a@example.com or call 612 345 678 please. " * 1000)[:40_000]
    analysis = asyncio.ensure_future(client.post("/analyze", json={"text": long_text, "language": "en"}))
    await asyncio.sleep(0.05)
    health = await client.get("/health")
    assert health.status == 200
    assert not analysis.done(), "the analysis should still be running when /health answers"
    assert (await analysis).status == 200


async def test_unknown_route_gets_json_404(make_client):
    client = await make_client()
    response = await client.get("/nope")
    assert response.status == 404
    assert json.loads(await response.text())["error"]


async def test_concurrent_requests_merged_into_batches_get_their_own_answers(make_client):
    client = await make_client()
    texts = [f"Soy Ana {i}, escríbeme a ana{i}@example.com o llama al 612 345 67{i}" for i in range(10)]
    bodies = [{"text": text, "language": "es"} for text in texts]
    bodies.append({"text": ["mail a@example.com", "call (415) 555-0132"], "language": "en"})
    bodies.append({"text": "mail b@example.com", "language": "en", "entities": ["EMAIL_ADDRESS"]})
    alone = [await (await client.post("/analyze", json=body)).json() for body in bodies]
    together = await asyncio.gather(*(client.post("/analyze", json=body) for body in bodies))
    assert [await response.json() for response in together] == alone
    assert client.app[ANALYZE_BATCHER].merged_requests > 0, "requests queued behind a busy thread share a batch"


async def test_analyze_reports_the_analysis_threads_own_time_in_server_timing(make_client):
    client = await make_client()
    loop = asyncio.get_running_loop()
    started = loop.time()
    response = await client.post("/analyze", json={"text": ENGLISH, "language": "en"})
    elapsed_ms = (loop.time() - started) * 1000
    assert response.status == 200
    name, _, duration = response.headers["Server-Timing"].partition(";dur=")
    assert name == "analysis"
    assert 0 < float(duration) < elapsed_ms, "the analysis is part of, and shorter than, the whole request"
