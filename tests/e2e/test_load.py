"""50 concurrent clients play full turns against one daemon: zero errors, zero misplaced values.

CI: about 15 s with the patterns detector. RESGUARDO_LONG=1: 60 s. The figures in
SECURITY.md come from `python -m tests.hardening.load --seconds 60 --clients 50`.
"""

from __future__ import annotations

import json

from tests.support.leaks import LONG, assert_no_values
from tests.support.load import run_load

SECONDS = 60 if LONG else 15
CLIENTS = 50


async def test_fifty_clients_play_full_turns_without_error_or_leak(patterns_daemon):
    client = patterns_daemon.client
    report = await run_load(client.url, client.token, SECONDS, CLIENTS)
    print(json.dumps(report, indent=2))
    assert report["errors"] == 0, report["first_errors"]
    assert report["misplaced_values"] == 0, report["first_misplaced"]
    assert report["chain_ok"] and report["turns"] >= CLIENTS
    assert report["p99_ms"] < 10_000
    assert client.healthy()
    log = patterns_daemon.log_text()
    assert "@example.com" not in log and "4111" not in log and "Traceback" not in log
    assert_no_values(patterns_daemon)
