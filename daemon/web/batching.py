"""Coalesces concurrent Presidio /analyze requests so spaCy sees them as one batch.

There is no waiting window: a request that arrives while the analysis thread is idle runs at
once, alone. Requests that arrive while it is busy queue up, and the next turn takes all of
them that share the same options as one batch (spaCy pipes them together, 2x or more per
message). So concurrency 1 pays nothing and concurrency 16 gets batches for free.

Each answer carries the time the analysis thread spent on it (on the batch it joined), so
the route can report it in a Server-Timing header: what HTTP adds is then measurable per
request, not only by comparing separate runs.
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import Executor
from dataclasses import dataclass, field, replace
from typing import Callable

from daemon.analyze_request import AnalyzeRequest

MAX_BATCH_TEXTS = 64


@dataclass(frozen=True)
class Analyzed:
    """A request's answers, and the seconds the analysis thread spent producing them."""

    answers: list[list[dict]]
    seconds: float


def timed(analyze: Callable[..., list[list[dict]]], *args) -> Analyzed:
    """Run `analyze(*args)` and time it; runs on the analysis thread, so no hop is counted."""
    started = time.perf_counter()
    answers = analyze(*args)
    return Analyzed(answers, time.perf_counter() - started)


@dataclass
class _Pending:
    request: AnalyzeRequest
    future: asyncio.Future = field(repr=False)


def _options_key(request: AnalyzeRequest) -> tuple | None:
    """Requests batch together only when every option is the same; ad-hoc recognizers never do."""
    if request.ad_hoc_recognizers:
        return None
    return (
        request.language,
        tuple(request.entities) if request.entities is not None else None,
        request.score_threshold,
        request.return_decision_process,
        tuple(request.context) if request.context is not None else None,
        tuple(request.allow_list) if request.allow_list is not None else None,
        request.allow_list_match,
        request.regex_flags,
    )


class AnalyzeBatcher:
    """Runs /analyze requests on the analysis executor, merging those that queue up."""

    def __init__(self, detector, executor: Executor, max_texts: int = MAX_BATCH_TEXTS) -> None:
        self._detector = detector
        self._executor = executor
        self._max_texts = max_texts
        self._queue: list[_Pending] = []
        self._wakeup = asyncio.Event()
        self._worker: asyncio.Task | None = None
        self._busy = False  # the analysis thread is running a request or a batch
        self.merged_requests = 0  # requests that shared a batch with others (for tests, benchmarks)

    def start(self) -> None:
        self._worker = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            try:
                await self._worker
            except asyncio.CancelledError:
                pass
        for pending in self._queue:
            pending.future.cancel()

    async def analyze(self, request: AnalyzeRequest) -> Analyzed:
        """One list of Presidio result dicts per text of `request`, and the analysis time."""
        loop = asyncio.get_running_loop()
        if not self._busy and not self._queue:
            # The thread is idle: this request goes straight to it from its own handler, not
            # through the batching task, which would cost two more turns of the event loop
            # (~0.1 ms on this VM, a tenth of what HTTP may add).
            self._busy = True
            try:
                return await self._on_thread(loop, request)
            finally:
                self._busy = False
                if self._queue:
                    self._wakeup.set()
        future = loop.create_future()
        self._queue.append(_Pending(request, future))
        self._wakeup.set()
        return await future

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await self._wakeup.wait()
            self._wakeup.clear()
            while self._queue and not self._busy:
                group = self._take_group()
                self._busy = True
                try:
                    await self._serve(loop, group)
                finally:
                    self._busy = False

    def _on_thread(self, loop, request: AnalyzeRequest) -> asyncio.Future:
        return loop.run_in_executor(self._executor, timed, self._detector.analyze_request, request)

    def _take_group(self) -> list[_Pending]:
        first = self._queue.pop(0)
        key = _options_key(first.request)
        group, texts = [first], len(first.request.texts)
        if key is None:
            return group
        rest = []
        for pending in self._queue:
            if _options_key(pending.request) == key and texts + len(pending.request.texts) <= self._max_texts:
                group.append(pending)
                texts += len(pending.request.texts)
            else:
                rest.append(pending)
        self._queue = rest
        return group

    async def _serve(self, loop, group: list[_Pending]) -> None:
        if len(group) == 1:
            await self._serve_alone(loop, group[0])
            return
        merged = replace(
            group[0].request,
            texts=[text for pending in group for text in pending.request.texts],
            batch=True,
            correlation_id=None,
        )
        self.merged_requests += len(group)
        try:
            analyzed = await self._on_thread(loop, merged)
        except Exception:  # noqa: BLE001 - find whose request it was: each gets its own answer
            for pending in group:
                await self._serve_alone(loop, pending)
            return
        offset = 0
        for pending in group:
            count = len(pending.request.texts)
            if not pending.future.done():
                pending.future.set_result(Analyzed(analyzed.answers[offset:offset + count], analyzed.seconds))
            offset += count

    async def _serve_alone(self, loop, pending: _Pending) -> None:
        try:
            analyzed = await self._on_thread(loop, pending.request)
        except Exception as error:  # noqa: BLE001 - delivered to the request's own handler
            if not pending.future.done():
                pending.future.set_exception(error)
            return
        if not pending.future.done():
            pending.future.set_result(analyzed)
