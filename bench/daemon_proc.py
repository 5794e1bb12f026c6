"""Start the real daemon as a subprocess, wait for a warm /health, read its memory, stop it."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Daemon:
    """`python -m daemon.process.cli --port P --data-dir D`, in a fresh data directory."""

    def __init__(self, extra_args: list[str] | None = None) -> None:
        self.port = free_port()
        self.data_dir = Path(tempfile.mkdtemp(prefix="resguardo-bench-"))
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = self.data_dir / "daemon.log"
        self.extra_args = extra_args or []
        self.process: subprocess.Popen | None = None
        self.spawned_at = float("nan")

    def spawn(self) -> Daemon:
        """Start the process and return at once; `spawned_at` is its time.monotonic().

        The daemon binds its port within a fraction of a second and answers it once warm
        (daemon/process/listening.py): a client may connect now and wait for its /health.

        Refuses a second start: the second process would find the port taken and exit,
        while the first kept answering and outlived `stop()`."""
        if self.process is not None:
            raise RuntimeError("this Daemon was started already; use a new one")
        with open(self.log, "wb") as log:
            self.spawned_at = time.monotonic()
            self.process = subprocess.Popen(
                [sys.executable, "-m", "daemon.process.cli", "--port", str(self.port), "--data-dir", str(self.data_dir),
                 *self.extra_args],
                cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
            )
        return self

    def start(self, timeout: float = 180.0) -> Daemon:
        """spawn(), then wait for a warm /health."""
        self.spawn()
        while time.monotonic() - self.spawned_at < timeout:
            self.check_alive()
            try:
                with urllib.request.urlopen(self.url + "/health", timeout=1) as answer:
                    if answer.status == 200:
                        return self
            except OSError:
                pass
            time.sleep(0.02)
        self.stop()
        raise RuntimeError("the daemon did not answer /health in time")

    def check_alive(self) -> None:
        if self.process.poll() is not None:
            raise RuntimeError(f"the daemon exited with {self.process.returncode}: {self.log.read_text()[-2000:]}")

    @property
    def api_token(self) -> str:
        return (self.data_dir / "api-token").read_text().strip()

    def rss_mib(self) -> float:
        from bench.common import rss_mib

        return rss_mib(self.process.pid)

    def worker_pids(self) -> list[int]:
        """The analysis worker processes (`--workers N`, N >= 2): the daemon's children that
        multiprocessing spawned (its resource tracker is a child too, and not one)."""
        pid = self.process.pid
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as children:
            pids = [int(each) for each in children.read().split()]
        workers = []
        for child in pids:
            try:
                with open(f"/proc/{child}/cmdline", "rb") as cmdline:
                    if b"spawn_main" in cmdline.read():
                        workers.append(child)
            except OSError:
                continue
        return workers

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.data_dir, ignore_errors=True)

    def __enter__(self) -> Daemon:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def run_loadgen(spec: dict, timeout: float = 3600.0) -> dict:
    """Run bench.loadgen in its own process (so the client never shares the daemon's cores'
    Python interpreter lock), feed it `spec` as JSON, return its JSON answer."""
    return finish_loadgen(start_loadgen(spec), timeout)


def start_loadgen(spec: dict) -> subprocess.Popen:
    """bench.loadgen started on `spec`, not waited for (see finish_loadgen)."""
    process = _loadgen_process()
    process.stdin.write(json.dumps(spec) + "\n")
    process.stdin.close()
    process.stdin = None  # written and closed: communicate() must not touch it again
    return process


def _loadgen_process() -> subprocess.Popen:
    """bench.loadgen in its own process, its spec still to be written to its stdin."""
    return subprocess.Popen(
        [sys.executable, "-m", "bench.loadgen"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONHASHSEED": "0"},
    )


def finish_loadgen(process: subprocess.Popen, timeout: float = 3600.0) -> dict:
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    if process.returncode != 0:
        raise RuntimeError(f"loadgen failed: {stderr[-2000:]}")
    return json.loads(stdout)


class LeanBlocks:
    """bench.loadgen's analyze_lean_blocks, kept running: `run(start, count)` times one block
    of lean /analyze requests and returns its latencies and the daemon's analysis times."""

    def __init__(self, url: str, bodies: list[dict]) -> None:
        self.process = _loadgen_process()
        self._send(json.dumps({"url": url, "mode": "analyze_lean_blocks", "bodies": bodies}))

    def run(self, start: int, count: int) -> dict:
        self._send(f"{start} {count}")
        line = self.process.stdout.readline()
        if not line:
            self.close()
            raise RuntimeError(f"loadgen failed: {self.process.stderr.read()[-2000:]}")
        return json.loads(line)

    def _send(self, line: str) -> None:
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self) -> LeanBlocks:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
