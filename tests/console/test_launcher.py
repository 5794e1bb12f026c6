"""The launcher finds a daemon at --url, or starts one (and only stops the one it started)."""

from __future__ import annotations

from console.launcher import Launcher, free_port, is_healthy, read_api_token, resolve_data_dir
from tests.console.conftest import FIXED_SECRET


async def test_starts_a_daemon_when_none_answers_and_stops_it(tmp_path):
    url = f"http://127.0.0.1:{free_port()}"
    launcher = Launcher(url, tmp_path / "data", extra_args=("--detector", "patterns"),
                        env={"RESGUARDO_SECRET": FIXED_SECRET}, timeout=60)
    handle = await launcher.find_or_start()
    try:
        # On the port asked for (a random one before), since it was free.
        assert handle.started_here and handle.url == url and launcher.moved is None
        assert is_healthy(handle.url)
        token = read_api_token(tmp_path / "data")
        assert token and len(token) >= 16
        assert ((tmp_path / "data" / "api-token").stat().st_mode & 0o077) == 0
    finally:
        launcher.stop()
    assert handle.process.poll() is not None
    assert not is_healthy(handle.url)


async def test_finds_a_running_daemon_and_leaves_it_running(console_daemon):
    launcher = Launcher(console_daemon.url, console_daemon.data_dir)
    handle = await launcher.find_or_start()
    assert not handle.started_here and handle.process is None
    assert handle.api_token == console_daemon.api_token
    launcher.stop()
    assert is_healthy(console_daemon.url)


def test_data_dir_resolution(monkeypatch, tmp_path):
    monkeypatch.setenv("RESGUARDO_DATA_DIR", str(tmp_path / "env"))
    assert resolve_data_dir(tmp_path / "cli") == tmp_path / "cli"
    assert resolve_data_dir(None) == tmp_path / "env"
    monkeypatch.delenv("RESGUARDO_DATA_DIR")
    assert resolve_data_dir(None).name == "resguardo"


async def test_the_console_starts_its_own_daemon_and_says_so(tmp_path):
    from console.app import make_app
    from console.client import DaemonClient

    launcher = Launcher(f"http://127.0.0.1:{free_port()}", tmp_path / "data", extra_args=("--detector", "patterns"),
                        env={"RESGUARDO_SECRET": FIXED_SECRET}, timeout=60)
    app = make_app(DaemonClient(), launcher=launcher, deterministic=True)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            assert "starting daemon" in app.daemon_status
            for _ in range(600):
                if app.ready:
                    break
                await pilot.pause(0.1)
            assert app.ready and app.daemon_status == "daemon (started by the console)"
            assert await app.client.grants() == []
    finally:
        launcher.stop()
    assert launcher.handle.process.poll() is not None


async def test_the_console_starts_its_daemon_again_when_it_dies(tmp_path):
    import signal

    from console.app import make_app
    from console.client import DaemonClient

    launcher = Launcher(f"http://127.0.0.1:{free_port()}", tmp_path / "data", extra_args=("--detector", "patterns"),
                        env={"RESGUARDO_SECRET": FIXED_SECRET}, timeout=60)
    app = make_app(DaemonClient(), launcher=launcher, deterministic=True)

    async def until_ready(pilot) -> None:
        for _ in range(600):
            if app.ready:
                return
            await pilot.pause(0.1)

    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await until_ready(pilot)
            first = launcher.handle.process
            await app.client.add_grant("send_email", "EMAIL_ADDRESS")
            first.send_signal(signal.SIGKILL)
            first.wait()
            for _ in range(30):  # the check runs once a second
                if not app.ready:
                    break
                await pilot.pause(0.1)
            assert not app.ready and "daemon exited" in app.daemon_status
            await until_ready(pilot)
            assert app.ready and launcher.handle.process is not first
            assert launcher.handle.process.poll() is None and is_healthy(launcher.handle.url)
            assert await app.client.grants() == [{"tool": "send_email", "entity_type": "EMAIL_ADDRESS"}], \
                "the new daemon serves the same data directory"
            assert any("Daemon restarted" == n.title for n in app.notices)  # the log: a toast may have faded
    finally:
        launcher.stop()
    assert launcher.handle.process.poll() is not None


async def test_a_found_daemon_that_stops_answering_is_shown_and_picked_up_again(tmp_path):
    import subprocess
    import sys

    from console.app import make_app
    from console.client import DaemonClient
    from tests.support.daemons import REPO, start_daemon

    env = {"RESGUARDO_SECRET": FIXED_SECRET}
    found = start_daemon(tmp_path / "data", "--detector", "patterns", env=env)
    port = found.url.rsplit(":", 1)[1]
    launcher = Launcher(found.url, found.data_dir)
    app = make_app(DaemonClient(), launcher=launcher, deterministic=True)
    again = None

    async def until(pilot, condition) -> bool:
        for _ in range(300):
            if condition():
                return True
            await pilot.pause(0.1)
        return False

    try:
        async with app.run_test(size=(120, 40)) as pilot:
            assert await until(pilot, lambda: app.ready)
            assert app.daemon_status == "daemon connected"
            found.stop()
            assert await until(pilot, lambda: not app.ready)
            assert app.daemon_status == "the daemon is not answering; waiting for it…"
            # The operator starts it again (same port, same data directory).
            again = subprocess.Popen([sys.executable, "-m", "daemon.process.cli", "--port", port, "--data-dir",
                                      str(found.data_dir), "--detector", "patterns"], cwd=REPO,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     env={**__import__("os").environ, **env})
            assert await until(pilot, lambda: app.ready)
            assert app.daemon_status == "daemon connected"
            assert await app.client.grants() == []
    finally:
        launcher.stop()
        found.stop()
        if again is not None:
            again.terminate()
            again.wait()
    assert again.returncode is not None, "the console never stops a daemon it did not start"


def _presidio_look_alike():
    """A server that answers /health as Presidio's analyzer does, and has no /v1."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            body = b"Presidio Analyzer service is up" if self.path == "/health" else b"Not Found"
            self.send_response(200 if self.path == "/health" else 404)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


async def test_a_presidio_analyzer_or_another_data_dirs_daemon_on_the_url_is_passed_over(tmp_path, console_daemon):
    server = _presidio_look_alike()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        for where, data_dir in ((url, tmp_path / "mine"), (console_daemon.url, tmp_path / "other")):
            assert is_healthy(where)
            launcher = Launcher(where, data_dir, extra_args=("--detector", "patterns"),
                                env={"RESGUARDO_SECRET": FIXED_SECRET}, timeout=60)
            handle = await launcher.find_or_start()
            try:
                assert handle.started_here and handle.url != where
                assert where in launcher.passed_over and "does not prove it is the Resguardo daemon" in launcher.passed_over
                assert is_healthy(handle.url)
            finally:
                launcher.stop()
    finally:
        server.shutdown()
    assert is_healthy(console_daemon.url), "a daemon the console did not start is left alone"


def test_a_url_without_its_scheme_is_refused_before_anything_starts(tmp_path, capsys):
    import pytest

    from console.cli import main

    for bad in ("127.0.0.1:5002", "localhost", "ftp://127.0.0.1:5002", "http://127.0.0.1:5002/v1"):
        with pytest.raises(SystemExit) as stopped:
            main(["--url", bad, "--data-dir", str(tmp_path / "data")])
        assert stopped.value.code == 2
        assert "--url" in capsys.readouterr().err
    assert not (tmp_path / "data").exists()  # no daemon was started for it


async def test_a_taken_port_moves_the_daemon_and_says_why(tmp_path):
    import socket

    import pytest

    from console.launcher import LaunchError

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        url = f"http://127.0.0.1:{taken.getsockname()[1]}"
        launcher = Launcher(url, tmp_path / "data", extra_args=("--detector", "patterns"),
                            env={"RESGUARDO_SECRET": FIXED_SECRET}, timeout=60)
        handle = launcher.start()
        try:
            assert handle.url != url and "is taken" in launcher.moved
        finally:
            launcher.stop()
    with pytest.raises(LaunchError, match="only on this machine"):
        Launcher("http://192.0.2.1:5002", tmp_path / "data").start()
