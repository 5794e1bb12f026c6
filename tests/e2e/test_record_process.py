"""The record through the real daemon process: retention, offline verification, kill -9."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
from datetime import UTC, datetime, timedelta

import aiohttp

from daemon.core.records import Event
from daemon.store import Store
from tests.support.daemons import REPO, start_daemon


def verify_offline(data_dir) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "daemon.process.cli", "audit", "verify", "--data-dir", str(data_dir)],
        cwd=REPO, capture_output=True, text=True, timeout=60,
    )


def test_retention_prunes_old_rows_and_the_chain_still_verifies(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    old = datetime.now(UTC) - timedelta(days=30)
    with Store.open(data / "resguardo.db", clock=lambda: old) as store:
        store.record_events([Event("restored", "acme", "s-old", "r" * 32, tool="send_email",
                                   entity_type="EMAIL_ADDRESS", path="$.to")] * 3)
    with Store.open(data / "resguardo.db") as store:
        store.record_events([Event("withheld", "acme", "s-new", "n" * 32, tool="create_ticket",
                                   entity_type="EMAIL_ADDRESS", path="$.to", reason="no_grant")])
    daemon = start_daemon(data, "--detector", "patterns", "--retention-days", "7")
    try:
        import json
        import urllib.request

        request = urllib.request.Request(daemon.url + "/v1/events", headers=daemon.auth)
        events = json.loads(urllib.request.urlopen(request, timeout=10).read())
        assert [e["session"] for e in events] == ["s-new"]
        request = urllib.request.Request(daemon.url + "/v1/audit/verify", headers=daemon.auth)
        assert json.loads(urllib.request.urlopen(request, timeout=10).read())["ok"] is True
    finally:
        daemon.stop()
    result = verify_offline(data)
    assert result.returncode == 0, result.stderr
    assert "chain ok" in result.stdout


def test_offline_verify_names_an_edited_row(tmp_path):
    import sqlite3

    data = tmp_path / "data"
    data.mkdir()
    with Store.open(data / "resguardo.db") as store:
        store.record_events([Event("restored", "acme", "s", "r" * 32, tool="send_email",
                                   entity_type="EMAIL_ADDRESS", path=f"$.to[{i}]") for i in range(3)])
    with sqlite3.connect(data / "resguardo.db") as connection:
        connection.execute("UPDATE events SET tool = 'create_ticket' WHERE id = 2")
    result = verify_offline(data)
    assert result.returncode == 1
    assert "2" in result.stderr and "events" in result.stderr


async def _play_turns(url: str, auth: dict, acknowledged: list[int], stop: asyncio.Event) -> None:
    async with aiohttp.ClientSession(headers=auth) as http:
        await http.put(f"{url}/v1/grants", json={"tool": "mailer", "entity_type": "EMAIL_ADDRESS"})
        number = 0
        while not stop.is_set():
            number += 1
            try:
                async with http.post(f"{url}/v1/runs", json={"tenant": "load", "session": f"s{number}"}) as r:
                    run_id = (await r.json())["run_id"]
                async with http.post(f"{url}/v1/runs/{run_id}/customer",
                                     json={"text": f"write to user{number}@example.com"}) as r:
                    seen = (await r.json())["text"]
                token = seen.split()[-1]
                async with http.post(f"{url}/v1/runs/{run_id}/tool-calls",
                                     json={"tool": "mailer", "arguments": {"to": token}}) as r:
                    if r.status == 200:
                        decisions = (await r.json())["decisions"]
                        acknowledged.append(len(decisions))
            except (TimeoutError, aiohttp.ClientError, KeyError):
                return


async def test_kill_9_under_load_loses_no_acknowledged_event(tmp_path):
    data = tmp_path / "data"
    daemon = start_daemon(data, "--detector", "patterns")
    acknowledged: list[int] = []
    stop = asyncio.Event()
    clients = [asyncio.create_task(_play_turns(daemon.url, daemon.auth, acknowledged, stop)) for _ in range(8)]
    await asyncio.sleep(3)
    daemon.process.send_signal(signal.SIGKILL)
    daemon.process.wait()
    stop.set()
    await asyncio.gather(*clients)
    assert sum(acknowledged) > 20, "the load should have been acknowledged many times"

    result = verify_offline(data)
    assert result.returncode == 0, result.stderr
    restarted = start_daemon(data, "--detector", "patterns")
    try:
        async with aiohttp.ClientSession(headers=restarted.auth) as http:
            async with http.get(f"{restarted.url}/v1/events", params={"kind": "restored", "limit": "10000"}) as r:
                stored = await r.json()
        assert len(stored) >= sum(acknowledged)
    finally:
        restarted.stop()
