"""Durability and concurrency: kill -9 mid-write loses no acknowledged event; threads share one store."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

from daemon.core.records import ToolCallAudit
from daemon.store import Store, verify_database
from tests.support.store_helpers import restored, withheld

REPO = Path(__file__).resolve().parents[2]

WRITER = textwrap.dedent(
    """\
    import sys
    from pathlib import Path
    from daemon.core.records import Event, ToolCallAudit
    from daemon.store import Store

    store = Store.open(Path(sys.argv[1]))
    i = 0
    while True:
        i += 1
        ids = store.write_events([
            Event("restored", "tenant-a", "session-1", f"run-{i}", "send_email", "EMAIL_ADDRESS", "$.to"),
            Event("withheld", "tenant-a", "session-1", f"run-{i}", "crm", "PHONE_NUMBER", "$.p", "no_grant"),
        ])
        # Printed only after the commit returned: these ids were acknowledged.
        print(*ids, flush=True)
        if i % 5 == 0:
            store.write_tool_call(ToolCallAudit("tenant-a", "session-1", f"run-{i}", "crm", {"p": "<text>"}))
    """
)


def test_sigkill_mid_write_loses_no_acknowledged_event(tmp_path) -> None:
    db_path = tmp_path / "resguardo.db"
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(db_path)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    acknowledged: list[int] = []
    deadline = time.monotonic() + 60
    try:
        while len(acknowledged) < 300 and time.monotonic() < deadline:
            line = child.stdout.readline()  # type: ignore[union-attr]
            if not line:
                break
            acknowledged += [int(x) for x in line.split()]
    finally:
        os.kill(child.pid, signal.SIGKILL)
        rest, errors = child.communicate(timeout=30)
    # Lines written before the kill are still in the pipe; a cut-off last line is ignored.
    for line in rest.splitlines(keepends=True):
        if line.endswith("\n"):
            acknowledged += [int(x) for x in line.split()]
    assert child.returncode == -signal.SIGKILL
    assert len(acknowledged) >= 300, errors[-2000:]

    result = verify_database(db_path)
    assert result.ok, result.first_bad
    with Store.open(db_path) as store:
        assert store.verify_chain().ok
        stored = {e["id"] for e in store.list_events(limit=10_000)}
        assert set(acknowledged) <= stored
        # Whatever was committed is contiguous from 1: no half-written batch.
        assert stored == set(range(1, max(stored) + 1))
        assert len(stored) % 2 == 0
        store.record_events([restored()])
        assert store.verify_chain().ok


def test_threads_share_one_store(store: Store) -> None:
    errors: list[BaseException] = []

    def writer(n: int) -> None:
        try:
            for _ in range(40):
                store.record_events([restored(run_id=f"run-{n}"), withheld()])
                store.record_tool_call(ToolCallAudit("tenant-a", "session-1", f"run-{n}", "crm", {}))
                store.list_events(limit=5)
                store.is_granted("send_email", "EMAIL_ADDRESS")
        except BaseException as error:  # noqa: BLE001 - reported below
            errors.append(error)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    result = store.verify_chain()
    assert result.ok
    assert result.tables == {"events": 480, "audit": 240}
