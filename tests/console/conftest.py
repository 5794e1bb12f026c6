"""Console fixtures: real daemon subprocesses (patterns detector, fixed secret) and a settle helper."""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest

from console.app import make_app
from console.client import DaemonClient
from tests.support.daemons import start_daemon

# A fixed, obviously fake secret: tokens are the same on every run, so snapshots are stable.
FIXED_SECRET = "5e" * 32
SIZE = (120, 40)


def _start(tmp_path_factory, name: str):
    return start_daemon(tmp_path_factory.mktemp(name) / "data", "--detector", "patterns",
                        env={"RESGUARDO_SECRET": FIXED_SECRET})


@pytest.fixture(scope="session")
def console_daemon(tmp_path_factory):
    """One real daemon shared by the console tests that do not depend on prior state."""
    process = _start(tmp_path_factory, "console-daemon")
    yield process
    process.stop()


@pytest.fixture
def fresh_daemon(tmp_path_factory):
    """A daemon of its own, for tests (and snapshots) whose picture depends on the record."""
    process = _start(tmp_path_factory, "console-fresh")
    yield process
    process.stop()


def has_v1(daemon) -> bool:
    request = urllib.request.Request(daemon.url + "/v1/grants", headers=daemon.auth)
    try:
        with urllib.request.urlopen(request, timeout=5):
            return True
    except urllib.error.HTTPError as problem:
        return problem.code != 404
    except OSError:
        return False


def console_app(daemon, **options):
    """The console over a real daemon, deterministic and without streaming delays."""
    options.setdefault("deterministic", True)
    options.setdefault("stream_delay", 0.0)
    options.setdefault("data_dir", daemon.data_dir)
    return make_app(DaemonClient(daemon.url, daemon.api_token), **options)


async def settle(pilot, delay: float = 0.0, rounds: int = 3) -> None:
    """Let debounce timers fire, workers finish and their messages be handled."""
    for _ in range(rounds):
        if delay:
            await pilot.pause(delay)
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()


@pytest.fixture(scope="session")
def presidio_daemon(tmp_path_factory):
    """A daemon with the presidio detector: operator recognizers need it."""
    process = start_daemon(tmp_path_factory.mktemp("console-presidio") / "data",
                           env={"RESGUARDO_SECRET": FIXED_SECRET})
    yield process
    process.stop()


def plain(widget) -> str:
    """What a Static shows, as plain text."""
    import io

    from rich.console import Console

    console = Console(width=200, file=io.StringIO(), record=True)
    console.print(widget.content)
    return console.export_text()
