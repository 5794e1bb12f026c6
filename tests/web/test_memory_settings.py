"""daemon/process/memory.py: the start-up heap leaves garbage collection; what follows stays in it."""

from __future__ import annotations

import gc
import weakref

from daemon.process.memory import freeze_startup_heap


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_freezing_the_startup_heap_keeps_later_cycles_collectable():
    try:
        startup = [_Cycle() for _ in range(1000)]
        gc.collect()  # count what is alive, not garbage earlier tests left for the collector
        tracked_before = len(gc.get_objects())
        freeze_startup_heap()
        assert gc.get_freeze_count() >= tracked_before * 0.9  # what was alive is frozen
        assert not any(obj is startup[0] for obj in gc.get_objects())  # and no longer walked
        later = _Cycle()
        assert any(obj is later for obj in gc.get_objects())  # new objects are still walked
        alive = weakref.ref(later)
        del later
        gc.collect()
        assert alive() is None  # and a cycle made after the freeze is still freed
    finally:
        gc.unfreeze()
