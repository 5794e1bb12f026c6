"""Faults (kill -9 mid-turn and mid-stream), access (loopback, token everywhere, file modes)
and isolation (runs, tenants) against real daemon processes."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading

import aiohttp
import pytest

from tests.support.daemons import REPO, free_port, start_daemon
from tests.support.leaks import (
    ALL_VALUES_TEXT,
    CARD,
    EMAIL,
    TOKEN_RE,
    VALUES,
    Client,
    assert_no_values,
    find_values,
    kill9,
    start_daemon_on,
    wrap,
)


def verify_offline(data_dir) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "daemon.process.cli", "audit", "verify", "--data-dir", str(data_dir)],
                          cwd=REPO, capture_output=True, text=True, timeout=60)


# ---- faults ------------------------------------------------------------------------------------

def test_kill_9_mid_turn_and_mid_stream_then_rebuild_from_history(tmp_path):
    data = tmp_path / "data"
    first = wrap(start_daemon(data, "--detector", "patterns"))
    client = first.client
    client.ok("PUT", "/v1/grants", {"tool": "mail", "entity_type": "EMAIL_ADDRESS"}, status=201)
    history = [{"role": "user", "content": f"Soy {EMAIL}, tarjeta {CARD}"}]
    run = client.ok("POST", "/v1/runs", {"tenant": "acme", "session": "s1", "history": history}, status=201)
    email_token = TOKEN_RE.search(run["history"][0]["content"]).group(0)
    assert client.ok("POST", f"/v1/runs/{run['run_id']}/tool-calls",
                     {"tool": "mail", "arguments": {"to": email_token}})["arguments"] == {"to": EMAIL}

    stop = threading.Event()

    def hammer():  # tool calls in flight (each writes events and an audit row) when the kill lands
        c = Client(first.client.url, first.client.token)
        while not stop.is_set():
            try:
                c.call("POST", f"/v1/runs/{run['run_id']}/tool-calls",
                       {"tool": "mail", "arguments": {"to": email_token, "cc": "[EMAIL_000000000000]"}}, timeout=5)
            except OSError:
                return

    async def stream_then_kill():
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(f"{client.url}/v1/runs/{run['run_id']}/answer/stream",
                                       headers=client.auth) as ws:
                await ws.send_str("Hola " + email_token[:9])  # a half token is held
                await asyncio.sleep(0.3)
                threads = [threading.Thread(target=hammer) for _ in range(4)]
                for thread in threads:
                    thread.start()
                await asyncio.sleep(0.5)
                kill9(first.process)
                stop.set()
                for thread in threads:
                    thread.join(10)
                frames = []
                async for message in ws:
                    if message.type == aiohttp.WSMsgType.TEXT:
                        frames.append(message.data)
                return frames

    frames = asyncio.run(stream_then_kill())
    assert not find_values("".join(frames)), "a killed stream released no value"
    assert first.process.process.returncode == -9

    offline = verify_offline(data)
    assert offline.returncode == 0, offline.stderr
    second = wrap(start_daemon(data, "--detector", "patterns"))
    try:
        c2 = second.client
        verified = c2.ok("GET", "/v1/audit/verify")
        assert verified["ok"] and verified["rows"] > 0
        # The old run died with the process: fail safe, nothing restored.
        reply = c2.call("POST", f"/v1/runs/{run['run_id']}/tool-calls",
                        {"tool": "mail", "arguments": {"to": email_token}})
        assert reply.status == 404 and reply.json["error"] == "unknown_run"
        assert not find_values(reply.text)
        # Rebuilt from history on the same data dir (same secret): same tokens, grant honoured.
        rebuilt = c2.ok("POST", "/v1/runs", {"tenant": "acme", "session": "s1", "history": history}, status=201)
        assert rebuilt["history"] == run["history"]
        out = c2.ok("POST", f"/v1/runs/{rebuilt['run_id']}/tool-calls",
                    {"tool": "mail", "arguments": {"to": email_token, "card": TOKEN_RE.findall(run["history"][0]["content"]) and
                                                   run["history"][0]["content"].split()[-1]}})
        assert out["arguments"]["to"] == EMAIL and CARD not in str(out), "card has no grant"
        assert c2.ok("GET", "/v1/audit/verify")["ok"]
        assert_no_values(second)
        assert not find_values(first.log_text())
    finally:
        second.process.stop()
    assert verify_offline(data).returncode == 0


# ---- access --------------------------------------------------------------------------------------

@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.0.2.10", "example.com", "127.0.0.1.nip.io"])
def test_a_non_loopback_host_is_refused_with_exit_2(tmp_path, host):
    result = subprocess.run(
        [sys.executable, "-m", "daemon.process.cli", "--host", host, "--port", str(free_port()), "--data-dir",
         str(tmp_path / "d"), "--detector", "patterns"],
        cwd=REPO, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "--allow-non-loopback" in result.stderr
    assert not (tmp_path / "d").exists()


ROUTES = [
    ("GET", "/health"), ("POST", "/analyze"), ("GET", "/recognizers"), ("GET", "/supportedentities"),
    ("POST", "/v1/runs"), ("GET", "/v1/runs/x"), ("DELETE", "/v1/runs/x"), ("POST", "/v1/runs/x/customer"),
    ("POST", "/v1/runs/x/tool-results"), ("POST", "/v1/runs/x/tool-calls"), ("POST", "/v1/runs/x/answer"),
    ("GET", "/v1/runs/x/answer/stream"), ("POST", "/v1/redact"), ("GET", "/v1/policy"), ("PUT", "/v1/policy"),
    ("GET", "/v1/grants"), ("PUT", "/v1/grants"), ("DELETE", "/v1/grants/a/EMAIL_ADDRESS"),
    ("GET", "/v1/policy-file"), ("PUT", "/v1/policy-file"), ("GET", "/v1/events"), ("GET", "/v1/events/summary"),
    ("GET", "/v1/events/export"), ("GET", "/v1/audit"), ("GET", "/v1/audit/export"), ("GET", "/v1/audit/verify"),
    ("GET", "/v1/recognizers"), ("POST", "/v1/recognizers"), ("DELETE", "/v1/recognizers/x"),
    ("POST", "/v1/recognizers/test"), ("POST", "/v1/analyze"),
]


def test_beyond_loopback_the_token_is_required_on_every_route(tmp_path):
    process = start_daemon_on(tmp_path / "data", "127.0.0.2", "--allow-non-loopback", "--detector", "patterns")
    daemon = wrap(process)
    try:
        for name in ("secret", "api-token"):
            assert (daemon.data_dir / name).stat().st_mode & 0o777 == 0o600
        anonymous = Client(daemon.client.url, None)
        wrong = Client(daemon.client.url, daemon.client.token[:-2] + "xx")
        body = {"text": ALL_VALUES_TEXT, "language": "en"}
        for who in (anonymous, wrong):
            for method, path in ROUTES:
                reply = who.call(method, path, body if method in ("POST", "PUT") else None)
                assert reply.status == 401, (method, path, reply.status)
                assert not find_values(reply.text)
        for scheme in ("Basic", "bearer", "Token"):
            reply = anonymous.call("GET", "/health", headers={"Authorization": f"{scheme} x{daemon.client.token}"})
            assert reply.status == 401
        assert daemon.client.call("GET", "/health").status == 200
        assert daemon.client.call("POST", "/analyze", body).status == 200
        assert daemon.client.call("GET", "/v1/grants").status == 200
        assert_no_values(daemon, anonymous.bodies + wrong.bodies)
    finally:
        process.stop()


def test_on_loopback_only_v1_needs_the_token(patterns_daemon):
    anonymous = Client(patterns_daemon.client.url, None)
    assert anonymous.call("POST", "/analyze", {"text": EMAIL, "language": "en"}).status == 200
    for method, path in ROUTES:
        if path.startswith("/v1/"):
            assert anonymous.call(method, path, {} if method in ("POST", "PUT") else None).status == 401, path


@pytest.mark.parametrize("name", ["secret", "api-token"])
@pytest.mark.parametrize("mode", [0o640, 0o604, 0o660, 0o644, 0o606])
def test_a_group_or_world_readable_secret_or_token_file_is_refused(tmp_path, name, mode):
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    (data / "secret").write_bytes(os.urandom(32))
    (data / "api-token").write_text("t" * 43)
    for each in ("secret", "api-token"):
        os.chmod(data / each, 0o600)
    os.chmod(data / name, mode)
    result = subprocess.run(
        [sys.executable, "-m", "daemon.process.cli", "--port", str(free_port()), "--data-dir", str(data), "--detector", "patterns"],
        cwd=REPO, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "chmod 600" in result.stderr
    secret = (data / "secret").read_bytes()
    assert secret.hex() not in result.stderr and (data / "api-token").read_text().strip() not in result.stderr


# ---- isolation -----------------------------------------------------------------------------------

def test_a_run_restores_nothing_for_tokens_minted_under_another_tenant(patterns_daemon):
    client = patterns_daemon.client
    client.ok("PUT", "/v1/grants", {"tool": "mail", "entity_type": "EMAIL_ADDRESS"}, status=201)
    a = client.ok("POST", "/v1/runs", {"tenant": "tenant-a", "session": "same"}, status=201)["run_id"]
    b = client.ok("POST", "/v1/runs", {"tenant": "tenant-b", "session": "same"}, status=201)["run_id"]
    token_a = client.ok("POST", f"/v1/runs/{a}/customer", {"text": EMAIL})["text"]
    token_b = client.ok("POST", f"/v1/runs/{b}/customer", {"text": EMAIL})["text"]
    assert token_a != token_b, "same value, other tenant: another token"
    # Length-prefixed key derivation: ("t|x", "s") and ("t", "x|s") are different keys.
    c = client.ok("POST", "/v1/runs", {"tenant": "tenant-a|same", "session": "x"}, status=201)["run_id"]
    d = client.ok("POST", "/v1/runs", {"tenant": "tenant-a", "session": "same|x"}, status=201)["run_id"]
    assert client.ok("POST", f"/v1/runs/{c}/customer", {"text": EMAIL})["text"] != \
        client.ok("POST", f"/v1/runs/{d}/customer", {"text": EMAIL})["text"]
    out = client.ok("POST", f"/v1/runs/{a}/tool-calls", {"tool": "mail", "arguments": {"to": token_b}})
    assert out["arguments"] == {"to": token_b} and out["decisions"][0]["reason"] == "not_issued"
    assert client.ok("POST", f"/v1/runs/{a}/answer", {"text": token_b})["text"] == token_b
    assert client.call("POST", f"/v1/runs/{a}/answer", {"text": token_b, "strict": True}).status == 422
    # A run id is a capability: 128 random bits, bound to its (tenant, session).
    described = client.ok("GET", f"/v1/runs/{a}")
    assert described["tenant"] == "tenant-a" and len(a) == 32 and int(a, 16) >= 0
    assert client.call("GET", f"/v1/runs/{a[:-1]}{'0' if a[-1] != '0' else '1'}").status == 404


async def test_tokens_from_one_run_restore_nothing_in_another_under_concurrency(patterns_daemon):
    client = patterns_daemon.client
    client.ok("PUT", "/v1/grants", {"tool": "mail", "entity_type": "EMAIL_ADDRESS"}, status=201)
    url, auth = client.url, client.auth

    async def one(http, i):
        email = f"iso.{i}@example.com"
        async with http.post(f"{url}/v1/runs", json={"tenant": f"tenant-{i % 5}", "session": f"s{i}"}, headers=auth) as r:
            run = (await r.json())["run_id"]
        async with http.post(f"{url}/v1/runs/{run}/customer", json={"text": f"{email} {EMAIL}"}, headers=auth) as r:
            tokens = TOKEN_RE.findall((await r.json())["text"])
        return run, email, [f"[{label}_{digits}]" for label, digits in tokens]

    async with aiohttp.ClientSession() as http:
        runs = await asyncio.gather(*(one(http, i) for i in range(40)))

        async def cross(i):
            run, email, _ = runs[i]
            foreign = [t for j, (_, _, tokens) in enumerate(runs) if j != i for t in tokens]
            async with http.post(f"{url}/v1/runs/{run}/tool-calls", headers=auth,
                                 json={"tool": "mail", "arguments": {"to": foreign}}) as r:
                body = await r.json()
            assert all(d["outcome"] == "withheld" and d["reason"] == "not_issued" for d in body["decisions"])
            assert "@" not in str(body["arguments"]), "no other run's value"
            async with http.post(f"{url}/v1/runs/{run}/answer", headers=auth,
                                 json={"text": " ".join(foreign)}) as r:
                assert "@" not in (await r.json())["text"]
            async with http.post(f"{url}/v1/runs/{run}/tool-calls", headers=auth,
                                 json={"tool": "mail", "arguments": {"to": runs[i][2][0]}}) as r:
                assert (await r.json())["arguments"] == {"to": email}, "its own token still restores"

        await asyncio.gather(*(cross(i) for i in range(len(runs))))


def test_zz_no_value_in_the_log_or_any_error_body(patterns_daemon):
    assert_no_values(patterns_daemon, values=VALUES)
