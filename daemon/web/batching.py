"""Coalesces concurrent Presidio /analyze requests so spaCy sees them as one batch.

There is no waiting window: a request that arrives while the analysis lane is idle runs at
once, alone (on the event loop's own thread when it is short: analysis_lane.py). Requests
that arrive while it is busy queue up, and the next turn takes all of them that share the
same options as one batch on the analysis thread (spaCy pipes them together, 2x or more per
message). So concurrency 1 pays nothing and concurrency 16 gets batches for free. With
analysis worker processes (`--workers N`), up to N requests or batches run at once, each
batch taking a fair share of what waits.

Each answer carries the time its analysis took, wherever it ran (on the batch it joined), so
the route can report it in a Server-Timing header: what HTTP adds is then measurable per
request, not only by comparing separate runs.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from daemon.presidio_api.analyze_request import AnalyzeRequest, runs_client_regexes
from daemon.web.analysis_lane import AnalysisLane, short_enough_to_run_inline

MAX_BATCH_TEXTS = 64


@dataclass(frozen=True)
class Analyzed:
    """A request's answers, and the seconds its analysis took (its batch's, if it joined one)."""

    answers: list[list[dict]]
    seconds: float


def timed(analyze: Callable[..., list[list[dict]]], *args) -> Analyzed:
    """Run `analyze(*args)` and time it where it runs, so no hop between threads is counted."""
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
    """Runs /analyze requests in the analysis lane, merging those that queue up."""

    def __init__(self, detector, lane: AnalysisLane, max_texts: int = MAX_BATCH_TEXTS, slots: int = 1) -> None:
        self._detector = detector
        self._lane = lane
        self._max_texts = max_texts
        self._queue: list[_Pending] = []
        self._wakeup = asyncio.Event()
        self._worker: asyncio.Task | None = None
        # Requests or batches being analyzed at once: at most `slots`, one per analysis worker
        # process (daemon/process/worker_pool.py), one in a daemon that analyses in-process.
        self._slots = slots
        self._running = 0
        self._serving: set[asyncio.Task] = set()
        self.merged_requests = 0  # requests that shared a batch with others (for tests, benchmarks)

    @property
    def _busy(self) -> bool:
        return self._running >= self._slots

    def start(self) -> None:
        self._worker = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            try:
                await self._worker
            except asyncio.CancelledError:
                pass
        for task in list(self._serving):
            task.cancel()
        for pending in self._queue:
            pending.future.cancel()

    async def analyze(self, request: AnalyzeRequest) -> Analyzed:
        """One list of Presidio result dicts per text of `request`, and the analysis time."""
        if not self._busy and not self._queue:
            # Nothing queued: this request runs from its own handler, not through the
            # batching task, which would cost two more turns of the event loop (~0.1 ms on
            # this VM, a tenth of what HTTP may add).
            # A client's own regexes (ad-hoc recognizers, a regex allow list) never run inline.
            inline = short_enough_to_run_inline(request.texts) and not runs_client_regexes(request)
            self._running += 1
            try:
                if inline:
                    # Inline, it would hold the loop until done, and requests that arrived
                    # with it would then run one by one, never batched. Their handlers are
                    # already scheduled in this turn of the loop: one yield lets them queue.
                    await asyncio.sleep(0)
                if not self._queue:
                    return await self._lane.run(timed, self._detector.analyze_request, request, inline=inline)
            finally:
                self._running -= 1
                if self._queue:
                    self._wakeup.set()
            # Others arrived with it: it leads their batch.
            return await self._enqueue(request, first=True)
        return await self._enqueue(request)

    def _enqueue(self, request: AnalyzeRequest, first: bool = False) -> asyncio.Future:
        future = asyncio.get_running_loop().create_future()
        self._queue.insert(0 if first else len(self._queue), _Pending(request, future))
        self._wakeup.set()
        return future

    async def _run(self) -> None:
        while True:
            await self._wakeup.wait()
            self._wakeup.clear()
            while self._queue and not self._busy:
                self._running += 1
                task = asyncio.create_task(self._serve_then_free(self._take_group()))
                self._serving.add(task)
                task.add_done_callback(self._serving.discard)

    async def _serve_then_free(self, group: list[_Pending]) -> None:
        try:
            await self._serve(group)
        finally:
            self._running -= 1
            self._wakeup.set()

    async def _on_thread(self, request: AnalyzeRequest) -> Analyzed:
        # Queued work means clients are waiting side by side: it stays off the event loop.
        return await self._lane.run(timed, self._detector.analyze_request, request)

    def _take_group(self) -> list[_Pending]:
        limit = self._max_texts
        if self._slots > 1:
            # Several workers: a fair share of what waits, so the next free worker has some too.
            waiting = sum(len(pending.request.texts) for pending in self._queue)
            limit = min(limit, max(1, -(-waiting // self._slots)))
        first = self._queue.pop(0)
        key = _options_key(first.request)
        group, texts = [first], len(first.request.texts)
        if key is None:
            return group
        rest = []
        for pending in self._queue:
            if _options_key(pending.request) == key and texts + len(pending.request.texts) <= limit:
                group.append(pending)
                texts += len(pending.request.texts)
            else:
                rest.append(pending)
        self._queue = rest
        return group

    async def _serve(self, group: list[_Pending]) -> None:
        if len(group) == 1:
            await self._serve_alone(group[0])
            return
        merged = replace(
            group[0].request,
            texts=[text for pending in group for text in pending.request.texts],
            batch=True,
            correlation_id=None,
        )
        self.merged_requests += len(group)
        try:
            analyzed = await self._on_thread(merged)
        except Exception:  # noqa: BLE001 - find whose request it was: each gets its own answer
            for pending in group:
                await self._serve_alone(pending)
            return
        offset = 0
        for pending in group:
            count = len(pending.request.texts)
            if not pending.future.done():
                pending.future.set_result(Analyzed(analyzed.answers[offset:offset + count], analyzed.seconds))
            offset += count

    async def _serve_alone(self, pending: _Pending) -> None:
        try:
            analyzed = await self._on_thread(pending.request)
        except Exception as error:  # noqa: BLE001 - delivered to the request's own handler
            if not pending.future.done():
                pending.future.set_exception(error)
            return
        if not pending.future.done():
            pending.future.set_result(analyzed)
