"""Issue 33, finding 3: a regex that is not ours never runs inline on the event loop.

An operator's recognizer with a polynomial pattern the safety check accepts
(`\\d*\\d*\\d*\\d*\\d*\\d*Q`: over a second on 490 digits and " Q" on this project's
machine) used to run inline for a short message, and /health, streams and every route waited.
On the analysis thread it holds only the lane; the loop keeps answering. How slow the pattern
is depends on the machine, so the test times it here first and asks the daemon's run to take
as long: a run much shorter did not run the pattern and would prove nothing.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.request

import aiohttp
import pytest
import regex

from tests.support.daemons import start_daemon

# The lookahead keeps it off RE2 (which would run it in linear time), on the regex module.
SLOW = r"(?=\d)\d*\d*\d*\d*\d*\d*Q"
TEXT = "1" * 490 + " Q"  # under the inline cap (512 characters)


def _seconds_here() -> float:
    """How long the slow pattern takes on this machine, as Presidio runs it (its default flags)."""
    started = time.perf_counter()
    regex.search(SLOW, TEXT, flags=regex.DOTALL | regex.MULTILINE | regex.IGNORECASE)
    return time.perf_counter() - started


@pytest.fixture(scope="module")
def daemon_with_slow_recognizer(tmp_path_factory):
    process = start_daemon(tmp_path_factory.mktemp("slow-regex") / "data")
    request = urllib.request.Request(
        process.url + "/v1/recognizers", method="POST",
        data=json.dumps({"name": "slow-digits", "supported_entity": "SLOW_DIGITS", "supported_languages": ["en"],
                         "patterns": [{"name": "slow", "regex": SLOW, "score": 0.5}]}).encode(),
        headers={**process.auth, "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status == 201
    yield process
    process.stop()


async def _health_while(session, url: str, busy: asyncio.Task) -> list[float]:
    """/health round trips, timed, while `busy` runs."""
    times = []
    await asyncio.sleep(0.3)  # the analysis has started
    while not busy.done() and len(times) < 5:
        started = time.perf_counter()
        async with session.get(url + "/health") as response:
            assert response.status == 200
        times.append(time.perf_counter() - started)
        await asyncio.sleep(0.05)
    return times


@pytest.mark.slow
@pytest.mark.parametrize("route", ["/analyze"])
async def test_a_slow_operator_regex_does_not_stop_health(daemon_with_slow_recognizer, route):
    daemon = daemon_with_slow_recognizer
    here = _seconds_here()
    assert here > 0.5, f"the pattern takes {here:.2f} s here: too fast for /health to be asked while it runs"
    async with aiohttp.ClientSession() as session:
        async def analyze():
            started = time.perf_counter()
            async with session.post(daemon.url + route, json={"text": TEXT, "language": "en"},
                                    headers=daemon.auth) as response:
                await response.read()
                return response.status, time.perf_counter() - started

        busy = asyncio.create_task(analyze())
        health = await _health_while(session, daemon.url, busy)
        status, took = await busy
    assert took > 0.8 * here, f"the slow pattern did not run ({took:.2f} s, {here:.2f} s here): the test proves nothing"
    assert status in (200, 503)
    assert health, "no /health answer while the analysis ran"
    assert max(health) < 0.5, f"/health waited {max(health):.2f} s behind an operator's regex"
