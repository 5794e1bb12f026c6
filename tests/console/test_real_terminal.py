"""The console in a real terminal (tmux), typed into as a person would: the Done-when check
of issue 28. Pilot drives the same keys in test_review_console; this one goes through a
pseudo-terminal, the key parser and the real driver."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import uuid

from console.screens.analyzer import SAMPLE_TEXT
from tests.console.test_review_console import TYPED

SESSION_SIZE = ("120", "40")


def _tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout


def _wait_for(session: str, wanted: str, seconds: float = 60.0) -> str:
    deadline = time.monotonic() + seconds
    screen = ""
    while time.monotonic() < deadline:
        screen = _tmux("capture-pane", "-p", "-t", session)
        if wanted in screen:
            return screen
        time.sleep(0.2)
    raise AssertionError(f"{wanted!r} never shown; the terminal showed:\n{screen}")


def _wait_for_cursor_at_the_start_of(session: str, text: str, seconds: float = 20.0) -> None:
    """Textual moves the terminal's cursor to its text field's cursor: keys typed before a
    ctrl+a is handled would land where the cursor was, so typing waits until it has moved."""
    head = text[:12]
    deadline = time.monotonic() + seconds
    where = ""
    while time.monotonic() < deadline:
        rows = _tmux("capture-pane", "-p", "-t", session).splitlines()
        starts = {(row.index(head), y) for y, row in enumerate(rows) if head in row}
        where = _tmux("display", "-p", "-t", session, "#{cursor_x} #{cursor_y}").split()
        if tuple(map(int, where)) in starts:
            return
        time.sleep(0.1)
    raise AssertionError(f"the cursor stayed at {where} and never reached the start of {head!r}")


def test_typing_screen_keys_into_the_analyzer_in_tmux_keeps_the_console_open(console_daemon, tmp_path):
    assert shutil.which("tmux"), "tmux is needed for this check (apt-get install tmux)"
    session = f"resguardo-{uuid.uuid4().hex[:8]}"
    status = tmp_path / "status"
    command = (f"{sys.executable} -m console.cli --url {console_daemon.url} --data-dir {console_daemon.data_dir}; "
               f"echo $? > {status}; sleep 30")
    _tmux("new-session", "-d", "-s", session, "-x", SESSION_SIZE[0], "-y", SESSION_SIZE[1], command)
    try:
        _wait_for(session, "daemon http")  # found the daemon at --url
        _tmux("send-keys", "-t", session, "a")
        _wait_for(session, "Why not?")  # the analyzer's footer: its text field has the keys
        _tmux("send-keys", "-t", session, "C-a")  # to the start of the sample text
        _wait_for_cursor_at_the_start_of(session, SAMPLE_TEXT)
        _tmux("send-keys", "-t", session, "-l", TYPED)
        screen = _wait_for(session, TYPED)
        assert "Analyzer" in screen and not status.exists(), "the console closed or left the analyzer"
        time.sleep(1.0)  # any screen key would have fired by now
        screen = _tmux("capture-pane", "-p", "-t", session)
        assert TYPED in screen and "Why not?" in screen and not status.exists()
        _tmux("send-keys", "-t", session, "C-q")  # quits from inside the field
        deadline = time.monotonic() + 20
        while not status.exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert status.read_text().strip() == "0"
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
