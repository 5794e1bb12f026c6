"""Analysis in worker processes (`--workers 2`, daemon/process/worker_pool.py), over real HTTP.

The session's shared daemon runs two workers, so every e2e test goes through them; these tests
check what only workers can get wrong: answers the same as in one process when requests run
side by side, errors with their own class, operator recognizers reaching every worker, and a
killed worker failing its request closed and coming back.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import time

import aiohttp
import pytest

from daemon.core.errors import AnalysisUnavailable
from daemon.presidio_api.analyze_request import AnalyzeRequest, AnalyzeRequestError
from quality.corpus import generate
from tests.support.daemons import start_daemon
from tests.support.turns import uid


def _workers_of(pid: int) -> set[int]:
    children = subprocess.run(["ps", "-o", "pid=,args=", "--ppid", str(pid)], capture_output=True, text=True).stdout
    return {int(line.split()[0]) for line in children.splitlines() if "multiprocessing.spawn" in line}


@pytest.fixture(scope="module")
def pool_daemon(tmp_path_factory):
    """A daemon of this module's own with two workers: these tests kill one of them."""
    process = start_daemon(tmp_path_factory.mktemp("workers") / "data", "--workers", "2")
    yield process
    process.stop()


async def _analyze(session, daemon, body) -> tuple[int, object]:
    async with session.post(daemon.url + "/analyze", json=body, headers=daemon.auth) as response:
        return response.status, await response.json()


async def test_side_by_side_requests_get_the_answers_one_process_gives(daemon, presidio_detector):
    messages = generate(48, seed=2718)
    bodies = [{"text": m.text, "language": m.language} for m in messages]
    assert len(_workers_of(daemon.process.pid)) == 2
    async with aiohttp.ClientSession() as session:
        answers = await asyncio.gather(*(_analyze(session, daemon, body) for body in bodies))
    for body, (status, answer) in zip(bodies, answers):
        expected = presidio_detector.analyze_request(
            AnalyzeRequest(texts=[body["text"]], batch=False, language=body["language"]))[0]
        assert (status, answer) == (200, expected)
    assert sum(len(answer) for _, answer in answers) > 100


async def test_a_presidio_error_in_a_worker_keeps_its_class_and_words(daemon, presidio_detector):
    body = {"text": "Write to ana@example.com", "language": "en", "entities": ["NOT_A_KNOWN_TYPE"]}
    with pytest.raises(AnalyzeRequestError) as in_process:
        presidio_detector.analyze_request(AnalyzeRequest(texts=[body["text"]], batch=False, language="en",
                                                         entities=body["entities"]))
    async with aiohttp.ClientSession() as session:
        status, answer = await _analyze(session, daemon, body)
    assert status == 400 and answer["error"] == in_process.value.message
    assert "ana@example.com" not in str(answer)


async def test_an_operator_recognizer_reaches_every_worker_and_leaves_every_worker(pool_daemon):
    name, entity = uid("ticket-"), uid("TICKET_").upper()
    code = "TK-" + "".join(str(os.getpid() % 10) for _ in range(6))
    bodies = [{"text": f"My ticket is {code}, thanks ({i})", "language": "en"} for i in range(16)]
    async with aiohttp.ClientSession() as session:
        async def recognizers(method: str, path: str, body=None) -> int:
            async with session.request(method, pool_daemon.url + path, json=body, headers=pool_daemon.auth) as r:
                return r.status

        assert await recognizers("POST", "/v1/recognizers", {
            "name": name, "supported_entity": entity, "supported_languages": ["en"],
            "patterns": [{"name": "ticket", "regex": r"\bTK-\d{6}\b", "score": 0.9}]}) == 201
        found = await asyncio.gather(*(_analyze(session, pool_daemon, body) for body in bodies))
        assert all(status == 200 and entity in {r["entity_type"] for r in answer} for status, answer in found)
        assert await recognizers("DELETE", f"/v1/recognizers/{name}") == 204
        gone = await asyncio.gather(*(_analyze(session, pool_daemon, body) for body in bodies))
        assert all(status == 200 and entity not in {r["entity_type"] for r in answer} for status, answer in gone)


async def test_a_killed_worker_fails_its_request_closed_and_is_replaced(pool_daemon):
    body = {"text": "Call Jane Doe at (212) 555-0147 or jane.doe@example.com", "language": "en"}
    unavailable = AnalysisUnavailable.default_message
    async with aiohttp.ClientSession() as session:
        status, expected = await _analyze(session, pool_daemon, body)
        assert status == 200 and len(expected) >= 2
        before = _workers_of(pool_daemon.process.pid)
        assert len(before) == 2
        victim = min(before)
        os.kill(victim, signal.SIGKILL)
        outcomes = [await _analyze(session, pool_daemon, body) for _ in range(4)]
        # Never an answer with values missing: the whole answer, or 503 and nothing.
        # (Presidio's routes answer errors as {"error": message}.)
        assert all(outcome == (200, expected) or (outcome[0] == 503 and outcome[1] == {"error": unavailable})
                   for outcome in outcomes), outcomes
        assert any(status == 503 for status, _ in outcomes)
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            now = _workers_of(pool_daemon.process.pid)
            if len(now) == 2 and victim not in now:
                break
            await asyncio.sleep(1)
        assert len(now) == 2 and victim not in now
        # The replacement joins once warm: every request is answered in full again.
        await asyncio.sleep(2)
        again = await asyncio.gather(*(_analyze(session, pool_daemon, body) for _ in range(6)))
        assert all(outcome == (200, expected) for outcome in again)
    log = pool_daemon.log_text()
    assert "analysis worker" in log and "jane" not in log.lower() and "555-0147" not in log
