"""The one lane detection runs in: the analysis thread, or the event loop's own thread.

spaCy's pipelines are not safe to run from two threads at once, so every analysis goes
through one lane. Work that may be long goes to the analysis thread, and the event loop
stays free for /health, streams and other clients. A short request that finds the lane
idle runs at once on the event loop's thread instead. Handing it to the other thread and
back costs two thread wake-ups, and the analysis ran slower on the other thread: on this
2-core VM the hand-over added 0.56 ms to a 4.9 ms /analyze (p50 over 240 requests, 6
daemons each way, alternating). Inline work is capped by size: it holds up the loop for at most
15-20 ms, where the analysis thread, holding the interpreter lock, let the loop in every
5 ms. A detector that waits on the network never runs inline.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor
from typing import TypeVar

T = TypeVar("T")

# 15-20 ms of analysis for a message dense with values on the 2-core machine in
# BENCHMARKS.md (300 characters took 13 ms, 600 took 19): a support message runs inline,
# a pasted document goes to the thread.
INLINE_MAX_CHARS = 512


class AnalysisLane:
    """Runs detection one call at a time: on the analysis thread, or inline when allowed."""

    def __init__(self, executor: Executor, inline_allowed: bool = True) -> None:
        self._executor = executor
        # False for a detector that waits on the network (remote): inline, it would hold
        # the event loop for a round trip to another host.
        self._inline_allowed = inline_allowed
        # Calls handed to the thread and not finished there, counted by the thread's own
        # completion: a cancelled awaiter must not make the lane look idle while its call
        # still runs.
        self._on_thread = 0
        # True while a regex that is not ours may run in an analysis (an operator's
        # recognizer is registered): its time is not ours to bound, so nothing runs inline.
        self.foreign_regexes: Callable[[], bool] = lambda: False

    @property
    def idle(self) -> bool:
        return self._on_thread == 0

    async def run(self, function: Callable[..., T], *args, inline: bool = False) -> T:
        """`function(*args)`; inline on the calling (event loop) thread when `inline` is true,
        the lane allows it and nothing runs on the analysis thread (so nothing else can be in
        spaCy); on the analysis thread otherwise."""
        if inline and self._inline_allowed and self.idle and not self.foreign_regexes():
            return function(*args)
        loop = asyncio.get_running_loop()
        future = self._executor.submit(function, *args)
        self._on_thread += 1
        future.add_done_callback(lambda _: _call_soon(loop, self._finished))
        return await asyncio.wrap_future(future)

    def _finished(self) -> None:
        self._on_thread -= 1


def _call_soon(loop: asyncio.AbstractEventLoop, callback: Callable[[], None]) -> None:
    # A call may finish after the loop has closed, at shutdown: nothing is left to tell.
    if not loop.is_closed():
        loop.call_soon_threadsafe(callback)


def short_enough_to_run_inline(texts: list[str]) -> bool:
    return sum(len(text) for text in texts) <= INLINE_MAX_CHARS
