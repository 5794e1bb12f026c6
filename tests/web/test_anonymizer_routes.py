"""Presidio Anonymizer's REST API on the daemon (issue 26, item 1): a real daemon over real
sockets, each answer compared with presidio-anonymizer's own engines run in-process on the
same input, the way presidio-anonymizer's server (its app.py) calls them."""

from __future__ import annotations

import http.client
import json

import pytest
from presidio_anonymizer import AnonymizerEngine, DeanonymizeEngine, InvalidParamError
from presidio_anonymizer.services.app_entities_convertor import AppEntitiesConvertor

from tests.support.daemons import start_daemon

EVIL = "rebound.attacker.example"
JSON = {"Content-Type": "application/json"}
TEXT = "My name is Bond, James Bond, write to bond@mi6.example or call 212-555-0199"
RESULTS = [
    {"start": 11, "end": 15, "score": 0.8, "entity_type": "PERSON"},
    {"start": 17, "end": 27, "score": 0.85, "entity_type": "PERSON"},
    {"start": 38, "end": 53, "score": 1.0, "entity_type": "EMAIL_ADDRESS"},
    {"start": 62, "end": 74, "score": 0.75, "entity_type": "PHONE_NUMBER"},
]
KEY = "WmZq4t7w!z%C&F)J"
SALT = "a salt of 16+ bytes"


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    process = start_daemon(tmp_path_factory.mktemp("anonymizer") / "data", "--detector", "patterns")
    yield process
    process.stop()


def call(daemon, method: str, path: str, body=None, headers: dict | None = None) -> tuple[int, str, str]:
    port = int(daemon.url.rsplit(":", 1)[1])
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        if body is not None and not isinstance(body, bytes):
            body = json.dumps(body).encode()
        connection.request(method, path, body=body, headers=JSON if headers is None else headers)
        response = connection.getresponse()
        return response.status, response.getheader("Content-Type", ""), response.read().decode()
    finally:
        connection.close()


def stock_anonymize(content: dict) -> dict:
    """presidio-anonymizer's server's /anonymize, in-process."""
    content = json.loads(json.dumps(content))  # the convertor pops from what it is given
    operators = AppEntitiesConvertor.operators_config_from_json(content.get("anonymizers"))
    results = AppEntitiesConvertor.analyzer_results_from_json(content.get("analyzer_results"))
    return json.loads(AnonymizerEngine().anonymize(text=content.get("text", ""), analyzer_results=results,
                                                   operators=operators).to_json())


def stock_deanonymize(content: dict) -> dict:
    content = json.loads(json.dumps(content))
    entities = AppEntitiesConvertor.deanonymize_entities_from_json(content)
    operators = AppEntitiesConvertor.operators_config_from_json(content.get("deanonymizers"))
    return json.loads(DeanonymizeEngine().deanonymize(text=content.get("text", ""), entities=entities,
                                                      operators=operators).to_json())


@pytest.mark.parametrize("anonymizers", [
    None,  # Presidio's default: replace with <ENTITY_TYPE>
    {"DEFAULT": {"type": "replace", "new_value": "ANONYMIZED"}},
    {"PERSON": {"type": "redact"}, "EMAIL_ADDRESS": {"type": "keep"}},
    {"PHONE_NUMBER": {"type": "mask", "masking_char": "*", "chars_to_mask": 4, "from_end": True}},
    {"DEFAULT": {"type": "hash", "hash_type": "sha512", "salt": SALT}},
    {"PERSON": {"type": "hash", "salt": SALT}, "DEFAULT": {"type": "replace"}},
], ids=["default", "replace", "redact-keep", "mask", "hash512", "hash256"])
def test_anonymize_answers_as_presidio_anonymizer(daemon, anonymizers):
    body = {"text": TEXT, "analyzer_results": RESULTS}
    if anonymizers is not None:
        body["anonymizers"] = anonymizers
    status, content_type, text = call(daemon, "POST", "/anonymize", body)
    assert status == 200, text
    assert content_type.startswith("application/json")
    assert json.loads(text) == stock_anonymize(body)


def test_encrypt_then_deanonymize_round_trips_as_presidio(daemon):
    body = {"text": TEXT, "analyzer_results": RESULTS,
            "anonymizers": {"DEFAULT": {"type": "encrypt", "key": KEY}}}
    status, _, text = call(daemon, "POST", "/anonymize", body)
    assert status == 200, text
    encrypted = json.loads(text)
    assert "Bond" not in encrypted["text"] and "bond@mi6.example" not in encrypted["text"]
    assert [item["operator"] for item in encrypted["items"]] == ["encrypt"] * len(RESULTS)
    # A random IV per value: compare what Presidio's engine makes of our ciphertexts.
    back = {"text": encrypted["text"], "anonymizer_results": encrypted["items"],
            "deanonymizers": {"DEFAULT": {"type": "decrypt", "key": KEY}}}
    status, _, text = call(daemon, "POST", "/deanonymize", back)
    assert status == 200, text
    assert json.loads(text) == stock_deanonymize(back)
    assert json.loads(text)["text"] == TEXT


def test_the_analyzers_answer_feeds_the_anonymizer(daemon):
    """The flow of a client with both Presidio URLs at the daemon (LiteLLM's guardrail)."""
    message = "write to bond@mi6.example today"
    status, _, text = call(daemon, "POST", "/analyze", {"text": message, "language": "en"})
    assert status == 200
    results = json.loads(text)
    body = {"text": message, "analyzer_results": results}
    status, _, text = call(daemon, "POST", "/anonymize", body)
    assert status == 200 and json.loads(text)["text"] == "write to <EMAIL_ADDRESS> today"
    assert json.loads(text) == stock_anonymize(body)


def test_operator_lists_are_presidios_without_the_network_one(daemon):
    status, _, text = call(daemon, "GET", "/anonymizers", headers={})
    assert status == 200
    stock = AnonymizerEngine().get_anonymizers()
    assert sorted(json.loads(text)) == sorted(name for name in stock if name != "surrogate_ahds")
    assert {"replace", "redact", "mask", "hash", "encrypt", "keep"} <= set(json.loads(text))
    status, _, text = call(daemon, "GET", "/deanonymizers", headers={})
    assert status == 200 and json.loads(text) == DeanonymizeEngine().get_deanonymizers()


def presidio_message(content: dict) -> str:
    """The InvalidParamError message presidio-anonymizer's server answers with (422)."""
    with pytest.raises(InvalidParamError) as raised:
        stock_anonymize(content)
    return raised.value.err_msg


# Mistakes Presidio's server answers with 422 and its own message: ours say the same.
PRESIDIO_422 = [
    {"text": TEXT},
    {"text": TEXT, "analyzer_results": [{"start": "1", "end": 3, "score": 1, "entity_type": "X"}]},
    {"text": TEXT, "analyzer_results": [{"start": 1, "end": 300, "score": 1, "entity_type": "X"}]},
    {"text": TEXT, "analyzer_results": [{"start": 1, "end": 3, "entity_type": "X"}]},
    {"text": TEXT, "analyzer_results": RESULTS, "anonymizers": {"PERSON": {}}},
    {"text": TEXT, "analyzer_results": RESULTS, "anonymizers": {"PERSON": {"type": "nope"}}},
    {"text": TEXT, "analyzer_results": RESULTS, "anonymizers": {"PERSON": {"type": "mask", "masking_char": "**",
                                                                          "chars_to_mask": 2, "from_end": True}}},
    {"text": TEXT, "analyzer_results": RESULTS, "anonymizers": {"PERSON": {"type": "hash", "hash_type": "md5"}}},
    {"text": TEXT, "analyzer_results": RESULTS, "anonymizers": {"PERSON": {"type": "encrypt", "key": "short"}}},
    {"text": TEXT, "analyzer_results": RESULTS, "anonymizers": {"PERSON": {"type": "replace", "new_value": 5}}},
]


@pytest.mark.parametrize("body", PRESIDIO_422)
def test_client_mistakes_get_presidios_422_and_message(daemon, body):
    status, _, text = call(daemon, "POST", "/anonymize", body)
    assert (status, json.loads(text)) == (422, {"error": presidio_message(body)})


# Mistakes on which Presidio's server fails with a 500: a 4xx naming the field here.
@pytest.mark.parametrize("path,body,status,words", [
    ("/anonymize", {}, 400, "Invalid request json"),
    ("/anonymize", [1, 2], 400, "Invalid request json"),
    ("/anonymize", {"text": 5, "analyzer_results": RESULTS}, 422, "'text'"),
    ("/anonymize", {"text": TEXT, "analyzer_results": "x"}, 422, "'analyzer_results'"),
    ("/anonymize", {"text": TEXT, "analyzer_results": ["x"]}, 422, "'analyzer_results'"),
    ("/anonymize", {"text": TEXT, "analyzer_results": RESULTS, "anonymizers": "x"}, 422, "'anonymizers'"),
    ("/anonymize", {"text": TEXT, "analyzer_results": RESULTS, "anonymizers": {"PERSON": "x"}}, 422, "'anonymizers'"),
    ("/anonymize", {"text": TEXT, "analyzer_results": RESULTS,
                    "anonymizers": {"PERSON": {"type": "hash", "salt": 12345678901234567}}}, 422, "parameters"),
    ("/anonymize", {"text": TEXT, "analyzer_results": RESULTS,
                    "anonymizers": {"PERSON": {"type": "custom", "lambda": "lambda x: x"}}},
     400, "Custom type anonymizer is not supported"),
    ("/anonymize", {"text": TEXT, "analyzer_results": RESULTS,
                    "anonymizers": {"PERSON": {"type": "surrogate_ahds"}}}, 422, "Invalid operator class"),
    ("/deanonymize", {"text": "abc", "anonymizer_results": [{"start": 0, "end": 3, "entity_type": "PERSON"}]},
     422, "deanonymizers"),
    ("/deanonymize", {"text": "abc", "anonymizer_results": "x"}, 422, "'anonymizer_results'"),
    ("/deanonymize", {"text": "abc", "anonymizer_results": [{"start": 0, "end": 3, "entity_type": "PERSON"}],
                      "deanonymizers": {"DEFAULT": {"type": "decrypt", "key": KEY}}}, 422, "decrypted"),
    ("/deanonymize", {"text": "abc", "anonymizer_results": [{"start": 0, "end": 3, "entity_type": "PERSON"}],
                      "deanonymizers": ["decrypt"]}, 422, "'deanonymizers'"),
])
def test_mistakes_presidio_fails_on_are_4xx_naming_the_field(daemon, path, body, status, words):
    got, _, text = call(daemon, "POST", path, body)
    assert got == status, text
    assert words in json.loads(text)["error"]


def test_a_wrong_key_is_a_422_not_a_500(daemon):
    body = {"text": TEXT, "analyzer_results": RESULTS[:1], "anonymizers": {"DEFAULT": {"type": "encrypt", "key": KEY}}}
    encrypted = json.loads(call(daemon, "POST", "/anonymize", body)[2])
    back = {"text": encrypted["text"], "anonymizer_results": encrypted["items"],
            "deanonymizers": {"PERSON": {"type": "decrypt", "key": "0123456789abcdef"}}}
    status, _, text = call(daemon, "POST", "/deanonymize", back)
    assert status == 422 and "decrypted" in json.loads(text)["error"]


@pytest.mark.parametrize("path", ["/anonymize", "/deanonymize"])
@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded",
                                          "multipart/form-data; boundary=x", None])
def test_a_body_that_is_not_json_is_refused(daemon, path, content_type):
    """The types a web page may POST without a preflight, as on /analyze."""
    headers = {} if content_type is None else {"Content-Type": content_type}
    status, _, text = call(daemon, "POST", path, {"text": TEXT, "analyzer_results": RESULTS}, headers)
    assert status == 415, text
    assert "application/json" in json.loads(text)["error"]


@pytest.mark.parametrize("method,path", [("POST", "/anonymize"), ("POST", "/deanonymize"),
                                         ("GET", "/anonymizers"), ("GET", "/deanonymizers")])
def test_a_foreign_host_or_origin_is_refused(daemon, method, path):
    body = {"text": TEXT, "analyzer_results": RESULTS} if method == "POST" else None
    status, _, text = call(daemon, method, path, body, {**JSON, "Host": f"{EVIL}:5002"})
    assert status == 403 and EVIL not in text
    status, _, text = call(daemon, method, path, body, {**JSON, "Origin": "https://attacker.example"})
    assert status == 403 and "attacker" not in text


def test_nothing_logged_holds_a_value(daemon):
    secret_type = "OPERATOR_NAMED_4111111111111111"
    calls = [
        ("/anonymize", {"text": TEXT, "analyzer_results": RESULTS,
                        "anonymizers": {"PERSON": {"type": secret_type}}}),
        ("/anonymize", {"text": TEXT, "analyzer_results": RESULTS,
                        "anonymizers": {"PERSON": {"type": "hash", "salt": 12345678901234567}}}),
        ("/deanonymize", {"text": "bond@mi6.example", "anonymizer_results": [
            {"start": 0, "end": 16, "entity_type": "EMAIL_ADDRESS"}],
            "deanonymizers": {"DEFAULT": {"type": "decrypt", "key": KEY}}}),
        ("/anonymize", {"text": TEXT, "analyzer_results": RESULTS}),
    ]
    for path, body in calls:
        assert call(daemon, "POST", path, body)[0] < 500
    log = daemon.log_text()
    for value in (secret_type, "4111111111111111", "bond@mi6.example", "Bond", "212-555-0199", KEY):
        assert value not in log


def test_the_readmes_anonymizer_example_works_as_written(daemon):
    import re
    import subprocess

    from tests.support.daemons import REPO

    section = (REPO / "README.md").read_text().split("### As a Presidio analyzer", 1)[1]
    block = next(b for b in re.findall(r"```sh\n(.*?)```", section, re.S) if "/anonymize" in b)
    port = daemon.url.rsplit(":", 1)[1]
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", block.replace("127.0.0.1:5002", f"127.0.0.1:{port}")],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert '"text": "mail ana@example****"' in result.stdout and '"mask"' in result.stdout
