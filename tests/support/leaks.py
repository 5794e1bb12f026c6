"""Shared helpers for the hardening tests: real daemons, raw HTTP, the record's size, fake values.

Every body the tests receive from a daemon goes through `Client.call`, which keeps it; the
`assert_no_values` helper then searches those bodies and the daemon's log for the values the
tests sent. Values are obviously fake (example.com, 555 numbers, test card, test NIF/NIE/CPF).
"""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from tests.support.daemons import REPO, DaemonProcess, free_port

LONG = os.environ.get("RESGUARDO_LONG") == "1"

EMAIL = "ana.hardening@example.com"
PHONE = "(415) 555-0123"
CARD = "4111 1111 1111 1111"
NIF = "12345678Z"
NIE = "X1234567L"
CPF = "123.456.789-09"
VALUES = (EMAIL, PHONE, CARD, NIF, NIE, CPF)
ALL_VALUES_TEXT = f"Soy {EMAIL}, tel {PHONE}, tarjeta {CARD}, NIF {NIF}, NIE {NIE}, CPF {CPF}."

TOKEN_RE = re.compile(r"\[([A-Za-z][A-Za-z0-9_]{0,16})_([0-9A-Fa-f]{12})\]")


def variants(value: str) -> set[str]:
    """The value as typed and its compact forms, so a reformatted leak is found too."""
    out = {value, value.lower(), value.upper()}
    compact = re.sub(r"[\s.\-()]", "", value)
    if len(compact) >= 6:
        out |= {compact, compact.lower(), compact.upper()}
    return out


def find_values(haystack: str, values=VALUES) -> list[str]:
    """Which of `values` (any variant) occur in `haystack`: names of types only, for messages."""
    return [value for value in values if any(v in haystack for v in variants(value))]


@dataclass
class Reply:
    status: int
    text: str
    headers: dict = field(default_factory=dict)

    @property
    def json(self) -> Any:
        return json.loads(self.text)


class Client:
    """Raw HTTP to one daemon (http.client, so any bytes can be sent), keeping every body."""

    def __init__(self, url: str, token: str | None) -> None:
        parts = urlsplit(url)
        self.url = url
        self.host, self.port = parts.hostname, parts.port
        self.token = token
        self.bodies: list[str] = []

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def call(self, method: str, path: str, body: Any = None, *, raw: bytes | None = None,
             auth: bool = True, headers: dict | None = None, timeout: float = 60) -> Reply:
        hdrs = dict(self.auth) if auth and self.token else {}
        if raw is None and body is not None:
            raw = json.dumps(body).encode()
        if raw is not None:
            hdrs.setdefault("Content-Type", "application/json")
        hdrs.update(headers or {})
        conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            try:
                conn.request(method, path, body=raw, headers=hdrs)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the server may answer (413) and close before reading everything
            response = conn.getresponse()
            text = response.read().decode("utf-8", errors="replace")
            reply = Reply(response.status, text, dict(response.headers))
        finally:
            conn.close()
        self.bodies.append(reply.text)
        return reply

    def ok(self, method: str, path: str, body: Any = None, status: int = 200) -> Any:
        reply = self.call(method, path, body)
        assert reply.status == status, f"{method} {path}: {reply.status} {reply.text[:300]}"
        return reply.json if reply.text else None

    # ---- the record -----------------------------------------------------------------------
    def record_rows(self) -> int:
        """Rows in events + audit (from the chain check), and the chain must hold."""
        verified = self.ok("GET", "/v1/audit/verify")
        assert verified["ok"], verified
        return verified["rows"]

    def healthy(self) -> bool:
        return self.call("GET", "/health").status == 200


def data_files(data_dir: Path) -> set[str]:
    """Every file under the data dir, by relative path."""
    return {str(p.relative_to(data_dir)) for p in data_dir.rglob("*") if p.is_file()}


class Unchanged:
    """Context manager: the record's row count and the data dir's files are the same after."""

    def __init__(self, client: Client, data_dir: Path) -> None:
        self.client, self.data_dir = client, data_dir

    def __enter__(self):
        self.rows = self.client.record_rows()
        self.files = data_files(self.data_dir)
        return self

    def __exit__(self, kind, *_):
        if kind is not None:
            return False
        assert self.client.healthy(), "the daemon must stay up"
        assert self.client.record_rows() == self.rows, "a refused request wrote to the record"
        assert data_files(self.data_dir) == self.files, "a refused request created a file"
        return False


@dataclass
class Daemon:
    """A running daemon and a client for it."""

    process: DaemonProcess
    client: Client

    @property
    def data_dir(self) -> Path:
        return self.process.data_dir

    def log_text(self) -> str:
        return self.process.log_text()

    def unchanged(self) -> Unchanged:
        return Unchanged(self.client, self.data_dir)


def wrap(process: DaemonProcess) -> Daemon:
    return Daemon(process, Client(process.url, process.api_token))


def assert_no_values(daemon: Daemon, extra_bodies: list[str] = (), values=VALUES) -> None:
    """Zero hits for the tests' values in the daemon's log and in every error body it sent."""
    log_hits = find_values(daemon.log_text(), values)
    assert not log_hits, f"the daemon log carries {len(log_hits)} test value(s)"
    bodies = [b for b in list(daemon.client.bodies) + list(extra_bodies) if '"error"' in b]
    for body in bodies:
        hits = find_values(body, values)
        assert not hits, f"an error body carries {len(hits)} test value(s)"


def start_daemon_on(data_dir: Path, host: str, *extra: str, timeout: float = 60) -> DaemonProcess:
    """start_daemon for a host other than 127.0.0.1 (health is polled with the token)."""
    port = free_port()
    data_dir.mkdir(parents=True, exist_ok=True)
    log_path = data_dir.parent / f"daemon-{host}-{port}.log"
    command = [sys.executable, "-m", "daemon.process.cli", "--host", host, "--port", str(port),
               "--data-dir", str(data_dir), *extra]
    process = subprocess.Popen(command, cwd=REPO, stdout=open(log_path, "wb"), stderr=subprocess.STDOUT)
    url = f"http://{host}:{port}"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"resguardod exited with {process.returncode}: {log_path.read_text()[-2000:]}")
        token_file = data_dir / "api-token"
        if token_file.exists():
            try:
                with socket.create_connection((host, port), timeout=1):
                    pass
                client = Client(url, token_file.read_text().strip())
                if client.call("GET", "/health").status == 200:
                    return DaemonProcess(url, data_dir, process, log_path)
            except OSError:
                pass
        time.sleep(0.2)
    process.kill()
    raise RuntimeError("resguardod did not become healthy in time")


def kill9(process: DaemonProcess) -> None:
    process.process.send_signal(signal.SIGKILL)
    process.process.wait(timeout=20)
