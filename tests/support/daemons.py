"""Real daemon processes for tests: started on a free port, waited for, stopped."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class DaemonProcess:
    url: str
    data_dir: Path
    process: subprocess.Popen
    log_path: Path

    @property
    def api_token(self) -> str:
        return (self.data_dir / "api-token").read_text().strip()

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.api_token}"}

    def log_text(self) -> str:
        return self.log_path.read_text(errors="replace")

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 20) -> int:
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode


def start_daemon(data_dir: Path, *extra: str, env: dict | None = None, timeout: float = 120) -> DaemonProcess:
    """Start `resguardod` as a real subprocess on a free port and wait for /health.

    Analysis in the daemon's own process (`--workers 1`) unless `extra` says otherwise: the
    session's shared daemon and tests/e2e/test_workers.py run worker processes."""
    if "--workers" not in extra:
        extra = (*extra, "--workers", "1")
    port = free_port()
    data_dir.mkdir(parents=True, exist_ok=True)
    log_path = data_dir.parent / f"daemon-{port}.log"
    command = [sys.executable, "-m", "daemon.process.cli", "--port", str(port), "--data-dir", str(data_dir), *extra]
    full_env = {**os.environ, **(env or {})}
    log_file = open(log_path, "wb")
    process = subprocess.Popen(command, cwd=REPO, stdout=log_file, stderr=subprocess.STDOUT, env=full_env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"resguardod exited with {process.returncode}: {log_path.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(url + "/health", timeout=1) as response:
                if response.status == 200:
                    return DaemonProcess(url, data_dir, process, log_path)
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError("resguardod did not become healthy in time")


# The API token of in-process apps built by the web tests (tests/web/conftest.py).
TEST_TOKEN = "test-token-" + "0" * 32
