"""The gateway's edges: two daemons sharing a secret answer alike (byte-identical upstream
bodies, a conversation continued on the other restores the same way); Host and Origin
refusals; no upstream configured; detection that fails is refused and never forwarded."""

from __future__ import annotations

import http.client
import json
import secrets

import openai
import pytest

from tests.e2e.test_remote_detector import FakeRemote
from tests.support.daemons import start_daemon
from tests.support.gateway import ROUTING, start_gateway
from tests.support.leaks import EMAIL, NIF, TOKEN_RE, Client, find_values, start_daemon_on

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def twins(tmp_path_factory, model):
    secret = {"RESGUARDO_SECRET": secrets.token_hex(32)}
    daemons = [start_gateway(tmp_path_factory.mktemp(f"twin{i}") / "data", model, env=secret) for i in range(2)]
    for daemon in daemons:
        Client(daemon.url, daemon.api_token).ok("PUT", "/v1/grants", {"tool": "send_email",
                                                                     "entity_type": "EMAIL_ADDRESS"}, status=201)
    yield daemons
    for daemon in daemons:
        daemon.stop()


def _client(daemon, **headers) -> openai.OpenAI:
    return openai.OpenAI(base_url=daemon.url + "/openai/v1", api_key="sk-x", default_headers={**ROUTING, **headers},
                         max_retries=0)


def test_two_daemons_sharing_a_secret_send_byte_identical_bodies(twins, model):
    model.clear()
    messages = [{"role": "system", "content": f"Operator {EMAIL}"},
                {"role": "user", "content": f"Soy {EMAIL}, NIF {NIF}"}]
    for daemon in twins:
        _client(daemon).chat.completions.create(model="m", messages=messages)
    first, second = (r["raw"] for r in model.requests())
    assert first == second and TOKEN_RE.search(first) and not find_values(first, (EMAIL, NIF))


def test_a_conversation_continued_on_the_other_daemon_restores_the_same_way(twins, model):
    model.clear()
    model.script({"tool_calls": [{"name": "send_email", "arguments": '{"to": "{t1}", "nif": "{t2}"}'}]},
                 {"text": "Enviado a {t1} (NIF {t2})."})
    a, b = (_client(daemon) for daemon in twins)
    history = [{"role": "user", "content": f"Soy {EMAIL}, NIF {NIF}"}]
    call = a.chat.completions.create(model="m", messages=history).choices[0].message
    arguments = json.loads(call.tool_calls[0].function.arguments)
    assert arguments["to"] == EMAIL and TOKEN_RE.fullmatch(arguments["nif"])
    history += [call.model_dump(exclude_none=True),
                {"role": "tool", "tool_call_id": call.tool_calls[0].id, "content": "sent"}]
    answer = b.chat.completions.create(model="m", messages=history).choices[0].message.content
    assert answer == f"Enviado a {EMAIL} (NIF {NIF})."
    # The second request's prompt starts with the first one's, byte for byte: the cache holds.
    first, second = (json.loads(r["raw"]) for r in model.requests())
    assert second["messages"][0] == first["messages"][0]


def _raw(daemon_url: str, headers: dict, body: dict | None = None) -> tuple[int, dict]:
    host, port = daemon_url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    payload = json.dumps(body or {"model": "m", "messages": [{"role": "user", "content": "hola"}]})
    connection.request("POST", "/openai/v1/chat/completions", body=payload,
                       headers={"Content-Type": "application/json", **ROUTING, **headers})
    answer = connection.getresponse()
    return answer.status, json.loads(answer.read() or b"{}")


@pytest.mark.parametrize("headers", [{"Origin": "https://evil.example"}, {"Origin": "null"},
                                     {"Host": "evil.example"}])
def test_foreign_host_or_origin_is_refused_and_nothing_goes_upstream(twins, model, headers):
    model.clear()
    status, body = _raw(twins[0].url, headers)
    assert status == 403 and body["error"] in ("origin_not_allowed", "host_not_allowed")
    assert not model.requests()


def test_a_body_that_is_not_json_is_refused(twins, model):
    model.clear()
    host, port = twins[0].url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    connection.request("POST", "/openai/v1/chat/completions", body="messages=hi",
                       headers={"Content-Type": "application/x-www-form-urlencoded", **ROUTING})
    assert connection.getresponse().status == 415 and not model.requests()


def test_a_route_without_an_upstream_answers_503_no_upstream(tmp_path):
    daemon = start_daemon(tmp_path / "data", "--detector", "patterns")
    try:
        status, body = _raw(daemon.url, {})
        assert status == 503 and body["error"] == "no_upstream"
    finally:
        daemon.stop()


def test_detection_that_fails_is_refused_and_never_forwarded(tmp_path, model):
    remote = FakeRemote()
    daemon = start_daemon(tmp_path / "data", "--detector", "remote", "--remote-url", remote.url,
                          "--openai-upstream", model.url + "/v1")
    try:
        model.clear()
        remote.reply = lambda text: (500, b"down", {})
        status, body = _raw(daemon.url, {}, {"model": "m", "messages": [{"role": "user", "content": f"Soy {EMAIL}"}]})
        assert status in (502, 503) and "error" in body
        assert not model.requests()  # never forwarded in clear
        assert not find_values(daemon.log_text() + json.dumps(body), (EMAIL,))
    finally:
        daemon.stop()
        remote.server.shutdown()


def test_off_loopback_the_gateway_needs_x_resguardo_token_and_refuses_any_origin(tmp_path, model):
    daemon = start_daemon_on(tmp_path / "data", "127.0.0.2", "--allow-non-loopback", "--detector", "patterns",
                             "--openai-upstream", model.url + "/v1")
    try:
        model.clear()
        # The provider's Authorization header is not the daemon's token.
        status, body = _raw(daemon.url, {"Authorization": f"Bearer {daemon.api_token}"})
        assert status == 401 and "X-Resguardo-Token" in body["message"]
        status, _ = _raw(daemon.url, {"X-Resguardo-Token": "wrong"})
        assert status == 401
        status, _ = _raw(daemon.url, {"X-Resguardo-Token": daemon.api_token, "Origin": "http://127.0.0.1:3000"})
        assert status == 403
        assert not model.requests()
        status, body = _raw(daemon.url, {"X-Resguardo-Token": daemon.api_token, "Authorization": "Bearer sk-up"})
        assert status == 200 and body["choices"][0]["message"]["content"] == "Noted: hola"
        headers = model.requests()[0]["headers"]
        assert headers["Authorization"] == "Bearer sk-up" and "X-Resguardo-Token" not in headers
        assert daemon.api_token not in daemon.log_text()
    finally:
        daemon.stop()
