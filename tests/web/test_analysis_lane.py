"""The analysis lane: short work on an idle lane runs inline, and spaCy never runs twice at once."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from daemon.web.analysis_lane import INLINE_MAX_CHARS, AnalysisLane, short_enough_to_run_inline
from daemon.web.keys import ANALYZE_BATCHER
from tests.support.daemons import TEST_TOKEN


@pytest.fixture
def executor():
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analysis")
    yield pool
    pool.shutdown(wait=True)


async def test_inline_work_on_an_idle_lane_runs_on_the_calling_thread(executor):
    lane = AnalysisLane(executor)
    assert await lane.run(threading.get_ident, inline=True) == threading.get_ident()
    assert await lane.run(threading.get_ident) != threading.get_ident()


async def test_inline_work_waits_for_the_thread_when_it_is_busy(executor):
    lane = AnalysisLane(executor)
    release, order = threading.Event(), []

    def slow():
        release.wait(5)
        order.append("slow")

    def short():
        order.append("short")
        return threading.get_ident()

    running = asyncio.ensure_future(lane.run(slow))
    await asyncio.sleep(0.01)
    assert not lane.idle
    queued = asyncio.ensure_future(lane.run(short, inline=True))
    await asyncio.sleep(0.01)
    assert order == [], "the short call must not run beside the slow one"
    release.set()
    await running
    assert await queued != threading.get_ident(), "it went to the thread, behind the slow call"
    assert order == ["slow", "short"]
    assert lane.idle


async def test_a_cancelled_caller_leaves_the_lane_busy_until_its_call_ends(executor):
    lane = AnalysisLane(executor)
    release = threading.Event()
    caller = asyncio.ensure_future(lane.run(release.wait, 5))
    await asyncio.sleep(0.01)
    caller.cancel()
    await asyncio.sleep(0.01)
    assert not lane.idle, "the call still runs on the thread"
    # Released, the thread may finish at once, but the lane hears of it only through the
    # event loop, which cannot run before the call below looks at the lane.
    release.set()
    assert await lane.run(threading.get_ident, inline=True) != threading.get_ident()
    assert lane.idle


def test_the_inline_cap_counts_every_text_of_a_request():
    assert short_enough_to_run_inline(["a" * INLINE_MAX_CHARS])
    assert not short_enough_to_run_inline(["a" * INLINE_MAX_CHARS, "b"])
    assert short_enough_to_run_inline([])


class _OneAtATime:
    """The real detector, with a record of how many of its analyses ever ran at once."""

    ANALYSES = ("detect", "analyze_request")

    def __init__(self, detector) -> None:
        self._detector = detector
        self._lock = threading.Lock()
        self._running = 0
        self.most_at_once = 0
        self.threads: set[int] = set()

    def __getattr__(self, name):
        attribute = getattr(self._detector, name)
        if name not in self.ANALYSES:
            return attribute

        def counted(*args, **kwargs):
            with self._lock:
                self._running += 1
                self.most_at_once = max(self.most_at_once, self._running)
                self.threads.add(threading.get_ident())
            try:
                return attribute(*args, **kwargs)
            finally:
                with self._lock:
                    self._running -= 1

        return counted


async def test_the_daemons_detector_never_runs_twice_at_once(make_client, presidio_detector):
    counting = _OneAtATime(presidio_detector)
    client = await make_client(detector=counting)
    headers = {"Authorization": f"Bearer {TEST_TOKEN}"}
    short = {"text": "Write to ana@example.com", "language": "en"}
    long = {"text": "Call 612 345 678 or write to ana@example.com. " * 40, "language": "es"}
    assert (await client.post("/analyze", json=short)).status == 200
    assert (await client.post("/analyze", json=long)).status == 200
    assert len(counting.threads) == 2, "a lone short request ran inline, a long one on the analysis thread"
    # A lone short request while a long /v1 turn holds the analysis thread waits for it.
    turn = asyncio.ensure_future(client.post("/v1/redact", json={"text": long["text"] * 20}, headers=headers))
    await asyncio.sleep(0.02)
    assert (await client.post("/analyze", json=short)).status == 200
    assert (await turn).status == 200
    calls = []
    for number in range(6):
        calls.append(client.post("/analyze", json=short))
        calls.append(client.post("/analyze", json=long))
        calls.append(client.post("/v1/redact", json={"text": f"Mail ana{number}@example.com"}, headers=headers))
    answers = await asyncio.gather(*calls)
    assert [answer.status for answer in answers] == [200] * len(calls)
    assert counting.most_at_once == 1
    assert client.app[ANALYZE_BATCHER].merged_requests > 0, "short requests that came together were batched"


async def test_the_http_warm_up_runs_both_paths_and_batches(presidio_detector, tmp_path, caplog):
    from aiohttp import web

    from daemon.process.serve import _warm_http_path
    from daemon.process.settings import Settings
    from daemon.web.app import create_app

    counting = _OneAtATime(presidio_detector)
    app = create_app(Settings(data_dir=tmp_path), counting, TEST_TOKEN, secret=b"\x01" * 32)
    runner = web.AppRunner(app)
    await runner.setup()
    try:
        await _warm_http_path(runner, TEST_TOKEN)
        assert "warm-up skipped" not in caplog.text
        assert len(counting.threads) == 2, "the event loop's thread and the analysis thread were both warmed"
        assert app[ANALYZE_BATCHER].merged_requests > 0, "the batching path was warmed"
        assert counting.most_at_once == 1
    finally:
        await runner.cleanup()


async def test_a_short_customer_turn_is_tokenized_inline_and_a_long_one_on_the_thread(make_client, presidio_detector):
    counting = _OneAtATime(presidio_detector)
    client = await make_client(detector=counting)
    headers = {"Authorization": f"Bearer {TEST_TOKEN}"}
    opened = await client.post("/v1/runs", json={"tenant": "acme", "session": "s-1"}, headers=headers)
    run_id = (await opened.json())["run_id"]
    turns = f"/v1/runs/{run_id}/customer"
    counting.threads.clear()
    short = await client.post(turns, json={"text": "Write to ana@example.com"}, headers=headers)
    assert "ana@example.com" not in (await short.json())["text"]
    assert counting.threads == {threading.get_ident()}
    counting.threads.clear()
    long = await client.post(turns, json={"text": "Write to ana@example.com. " * 40}, headers=headers)
    assert "ana@example.com" not in (await long.json())["text"]
    assert counting.threads and threading.get_ident() not in counting.threads


async def test_a_lane_that_allows_no_inline_work_runs_everything_on_the_thread(executor):
    lane = AnalysisLane(executor, inline_allowed=False)
    assert await lane.run(threading.get_ident, inline=True) != threading.get_ident()


async def test_the_patterns_detector_answers_a_short_analyze_inline(make_client):
    from daemon.detectors.patterns import PatternsDetector

    counting = _OneAtATime(PatternsDetector())
    client = await make_client(detector=counting)
    short = await client.post("/analyze", json={"text": "Write to ana@example.com", "language": "en"})
    assert [hit["entity_type"] for hit in await short.json()] == ["EMAIL_ADDRESS"]
    assert counting.threads == {threading.get_ident()}
    counting.threads.clear()
    long = await client.post("/analyze", json={"text": "Write to ana@example.com. " * 40, "language": "en"})
    assert len(await long.json()) == 40
    assert counting.threads and threading.get_ident() not in counting.threads
