"""The /analyze batcher with several slots (one per analysis worker process): as many batches
run at once as there are workers, and each takes a fair share of what waits."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

from daemon.presidio_api.analyze_request import AnalyzeRequest
from daemon.web.analysis_lane import AnalysisLane
from daemon.web.batching import AnalyzeBatcher


class _Gated:
    """The real detector; every call waits at a gate until released, and is recorded."""

    def __init__(self, detector) -> None:
        self._detector = detector
        self.gate = threading.Event()
        self._lock = threading.Lock()
        self.in_flight = 0
        self.most_at_once = 0
        self.batch_sizes: list[int] = []

    def analyze_request(self, request):
        with self._lock:
            self.in_flight += 1
            self.most_at_once = max(self.most_at_once, self.in_flight)
            self.batch_sizes.append(len(request.texts))
        try:
            self.gate.wait(10)
            return self._detector.analyze_request(request)
        finally:
            with self._lock:
                self.in_flight -= 1


async def test_two_slots_run_two_batches_at_once_and_split_what_waits(presidio_detector):
    texts = [f"Ticket {i}: write to person{i}@example.com or call (212) 555-01{i:02d}" for i in range(10)]
    gated = _Gated(presidio_detector)
    executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="analysis")
    batcher = AnalyzeBatcher(gated, AnalysisLane(executor, inline_allowed=False), slots=2)
    batcher.start()
    try:
        requests = [AnalyzeRequest(texts=[text], batch=False, language="en") for text in texts]
        calls = [asyncio.ensure_future(batcher.analyze(request)) for request in requests]
        for _ in range(200):
            if gated.in_flight == 2:
                break
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)
        assert gated.in_flight == 2, "both slots busy while the rest wait"
        # The ten arrived together and batch together, but no slot takes more than its share.
        assert len(gated.batch_sizes) == 2 and max(gated.batch_sizes) <= 5
        gated.gate.set()
        answers = await asyncio.gather(*calls)
    finally:
        await batcher.stop()
        executor.shutdown(wait=True)
    for request, answer in zip(requests, answers):
        assert answer.answers == presidio_detector.analyze_request(request)
    assert gated.most_at_once == 2
    assert sum(gated.batch_sizes) == len(texts) and len(gated.batch_sizes) >= 3
