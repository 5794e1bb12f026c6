"""The bench's daemon handle starts one process and leaves none behind."""

from __future__ import annotations

import pytest

from bench.daemon_proc import Daemon


def test_a_started_daemon_refuses_a_second_start_and_stops_its_one_process():
    # `with Daemon().start():` starts it twice. Before the guard, the second process found
    # the port taken and exited while the first answered, was measured, and outlived stop().
    daemon = Daemon().start()
    first = daemon.process
    try:
        with pytest.raises(RuntimeError, match="started already"):
            daemon.start()
        assert daemon.process is first
        assert first.poll() is None
    finally:
        daemon.stop()
    assert first.poll() is not None
    assert not daemon.data_dir.exists()
