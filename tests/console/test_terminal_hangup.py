"""The console leaves with its terminal, and stops the daemon it started, as `q` would."""

from __future__ import annotations

import fcntl
import os
import signal
import struct
import subprocess
import sys
import termios
import threading
import time
from pathlib import Path

import pytest

from console.launcher import free_port
from tests.console.conftest import FIXED_SECRET
from tests.support.daemons import REPO


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def _wait_for(predicate, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return False


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.parametrize("how", ["window closed, no SIGHUP (as under make)", "SIGHUP"])
def test_the_console_and_its_daemon_stop_when_the_terminal_goes(tmp_path, how):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    data_dir = tmp_path / "data"
    # A session of its own and no controlling terminal: closing the pty sends no SIGHUP,
    # which is what `make console` amounts to when the window closes.
    console = subprocess.Popen(
        [sys.executable, "-m", "console.cli", "--url", f"http://127.0.0.1:{free_port()}",
         "--data-dir", str(data_dir), "--detector", "patterns"],
        cwd=REPO, stdin=slave, stdout=slave, stderr=slave, start_new_session=True,
        env={**os.environ, "TERM": "xterm-256color", "RESGUARDO_SECRET": FIXED_SECRET},
    )
    os.close(slave)

    def drain() -> None:  # the terminal must be read, or the console blocks writing to it
        try:
            while os.read(master, 65536):
                pass
        except OSError:
            pass

    threading.Thread(target=drain, daemon=True).start()
    log = data_dir / "console-daemon.log"
    daemon = None
    try:
        assert _wait_for(lambda: log.exists() and "listening on" in log.read_text(), 90), "daemon never ready"
        (daemon,) = _children(console.pid)
        if how == "SIGHUP":
            console.send_signal(signal.SIGHUP)
        else:
            os.close(master)
        assert console.wait(timeout=20) is not None
        assert _wait_for(lambda: not _alive(daemon), 20), "the console's daemon outlived it"
        assert "resguardod stopping" in log.read_text(), "stopped cleanly, not killed"
    finally:
        if console.poll() is None:
            console.kill()
            console.wait()
        if daemon is not None and _alive(daemon):
            os.kill(daemon, signal.SIGKILL)
        if how == "SIGHUP":
            os.close(master)
