"""Find the daemon at --url, or start one for the console and stop it on exit.

The console never imports the daemon: an embedded daemon is `sys.executable -m daemon.process.cli`
in a subprocess, found ready when GET /health answers 200 (the daemon binds its port at once
and answers only once its analyzer is warm, which with spaCy can take a minute or more).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from platformdirs import user_data_dir

DEFAULT_URL = "http://127.0.0.1:5002"
DATA_DIR_ENV = "RESGUARDO_DATA_DIR"
API_TOKEN_FILE = "api-token"
STARTUP_TIMEOUT_SECONDS = 90.0
READY_WAIT_SECONDS = 5.0  # one /health waits this long; the process is checked between tries
_REPO = Path(__file__).resolve().parents[1]


class LaunchError(Exception):
    """No daemon could be found or started; the message says why."""


def resolve_data_dir(cli_value: str | os.PathLike | None = None) -> Path:
    """`--data-dir`, else RESGUARDO_DATA_DIR, else the user's data directory (as the daemon does)."""
    chosen = cli_value or os.environ.get(DATA_DIR_ENV) or user_data_dir("resguardo", appauthor=False)
    return Path(chosen).expanduser()


def read_api_token(data_dir: Path) -> str | None:
    """The bearer token the daemon wrote to `<data_dir>/api-token`, or None if absent."""
    try:
        return (data_dir / API_TOKEN_FILE).read_text().strip() or None
    except OSError:
        return None


def _answers_200(request: urllib.request.Request | str, timeout: float) -> bool:
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status == 200
    except (OSError, ValueError):
        return False


def is_healthy(url: str, timeout: float = 1.0) -> bool:
    """True when GET {url}/health answers 200."""
    return _answers_200(url.rstrip("/") + "/health", timeout)


# The daemon's proof (daemon/web/hello.py, whose hello_proof this mirrors: the console
# never imports the daemon).
HELLO_PATH = "/v1/hello"
PROOF_CONTEXT = b"resguardo hello v1"


def hello_proof(api_token: str, nonce: str, port: int) -> str:
    """HMAC-SHA256(token, context | nonce | port), hex: what only a daemon holding the token
    and serving that port can answer."""
    message = b"\n".join((PROOF_CONTEXT, nonce.encode("ascii"), str(port).encode("ascii")))
    return hmac.new(api_token.encode(), message, hashlib.sha256).hexdigest()


def url_port(url: str) -> int:
    """The TCP port a URL dials (its own, or its scheme's)."""
    parts = urlsplit(url)
    return parts.port or (443 if parts.scheme == "https" else 80)


def hello_request(url: str) -> tuple[str, bytes]:
    """A fresh nonce and the body of POST /v1/hello that carries it (no token)."""
    nonce = secrets.token_hex(32)
    return nonce, json.dumps({"nonce": nonce}).encode()


def proof_holds(url: str, token: str, nonce: str, answer: object) -> bool:
    """Whether `answer` (the decoded /v1/hello body) proves the token for this URL's port."""
    proof = answer.get("proof") if isinstance(answer, dict) else None
    return isinstance(proof, str) and hmac.compare_digest(proof, hello_proof(token, nonce, url_port(url)))


def serves_data_dir(url: str, token: str | None, timeout: float = 2.0) -> bool:
    """True when the server at `url` proves it is a Resguardo daemon holding this data
    directory's API token (POST /v1/hello), the token itself never sent. A Presidio analyzer
    answers /health the same way (often on this very port) but has no /v1/hello; another data
    directory's daemon, or any other program that took the port, cannot compute the proof."""
    if not token:
        return False
    nonce, body = hello_request(url)
    request = urllib.request.Request(url.rstrip("/") + HELLO_PATH, data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with _NO_REDIRECTS.open(request, timeout=timeout) as response:
            if response.status != 200:
                return False
            answer = json.loads(response.read(4096))
    except (OSError, ValueError):
        return False
    return proof_holds(url, token, nonce, answer)


class _RefuseRedirects(urllib.request.HTTPRedirectHandler):
    # A redirect would carry the hello to another server; it proves nothing for this one.
    def redirect_request(self, *args, **kwargs):
        return None


_NO_REDIRECTS = urllib.request.build_opener(_RefuseRedirects, urllib.request.ProxyHandler({}))


def free_port() -> int:
    """A loopback TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")


def check_url(url: str) -> str:
    """`url` without its trailing slash, or ValueError saying what a daemon URL looks like.

    `127.0.0.1:5002` (no scheme) parsed as a scheme `127.0.0.1` and no host: nothing answered
    there, and the console silently started a fresh, empty daemon instead."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"--url must be http://HOST:PORT or https://HOST:PORT (e.g. {DEFAULT_URL}), "
                         "with the scheme")
    try:
        _ = parts.port  # urlsplit parses the port only when asked, and raises then
    except ValueError:
        raise ValueError("--url: the port must be a number from 0 to 65535") from None
    if parts.path.strip("/") or parts.query or parts.fragment:
        raise ValueError("--url is the daemon's address only, without a path (e.g. http://127.0.0.1:5002)")
    return url.strip().rstrip("/")


def port_is_free(port: int) -> bool:
    """Whether nothing listens on loopback `port` now (so a daemon may be started there)."""
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


@dataclass
class DaemonHandle:
    """Where the console's daemon is and, if the console started it, its process."""

    url: str
    data_dir: Path
    process: subprocess.Popen | None = None
    log_path: Path | None = None
    started_here: bool = field(default=False)

    @property
    def api_token(self) -> str | None:
        return read_api_token(self.data_dir)

    def stop(self, timeout: float = 15.0) -> None:
        """SIGTERM the daemon this console started (never one it merely found)."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class Launcher:
    """Finds a daemon at `url`, else starts one on a free port with `data_dir`.

    `extra_args` go to the daemon's command line (e.g. `--detector patterns`).
    """

    def __init__(self, url: str = DEFAULT_URL, data_dir: str | os.PathLike | None = None,
                 extra_args: tuple[str, ...] = (), env: dict[str, str] | None = None,
                 timeout: float = STARTUP_TIMEOUT_SECONDS) -> None:
        self.url = check_url(url)
        self.data_dir = resolve_data_dir(data_dir)
        self.extra_args = tuple(extra_args)
        self.env = env
        self.timeout = timeout
        self.handle: DaemonHandle | None = None
        self.passed_over: str | None = None
        """Why a server that answered at `url` was not used, when one was not."""
        self.moved: str | None = None
        """Why a started daemon does not listen at `url`, when it does not."""

    def find(self) -> DaemonHandle | None:
        """The daemon at `url` if it answers /health and proves it holds this data directory's
        token (the token is sent to no one before that)."""
        if not is_healthy(self.url):
            return None
        if not serves_data_dir(self.url, read_api_token(self.data_dir)):
            self.passed_over = (f"{self.url} answers, but does not prove it is the Resguardo daemon of "
                                f"{self.data_dir} (a Presidio analyzer, a daemon of another data directory, "
                                "or another program on the port); it was not sent the API token")
            return None
        self.handle = DaemonHandle(self.url, self.data_dir)
        return self.handle

    def start(self) -> DaemonHandle:
        """Start `python -m daemon.process.cli` on the port of `url` (a loopback URL whose port is free),
        else on a free port, which `moved` then explains; returns at once (see `wait_ready`).

        A URL on another host is refused: the console starts daemons on this machine only."""
        parts = urlsplit(self.url)
        if parts.hostname not in LOOPBACK_HOSTS:
            raise LaunchError(f"no Resguardo daemon answers at {self.url}, and the console starts one only on "
                              "this machine (a 127.0.0.1 or localhost --url)")
        wanted = parts.port or 80
        if parts.scheme == "http" and port_is_free(wanted):
            port = wanted
        else:
            port = free_port()
            why = "serves https, which a started daemon does not" if parts.scheme == "https" \
                else f"port {wanted} is taken"
            self.moved = f"{self.url} {why}, so the daemon listens on port {port} instead"
        self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        log_path = self.data_dir / "console-daemon.log"
        # One operator at a console needs no parallel analysis: the daemon analyses in its own
        # process (no worker processes, about a third of the memory), unless told otherwise.
        workers = [] if "--workers" in self.extra_args else ["--workers", "1"]
        command = [sys.executable, "-m", "daemon.process.cli", "--port", str(port),
                   "--data-dir", str(self.data_dir), *workers, *self.extra_args]
        with open(log_path, "ab") as log_file:
            process = subprocess.Popen(
                command, cwd=_REPO, stdout=log_file, stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL, env={**os.environ, **(self.env or {})},
            )
        self.handle = DaemonHandle(f"http://127.0.0.1:{port}", self.data_dir, process, log_path, True)
        return self.handle

    async def wait_ready(self, handle: DaemonHandle) -> None:
        """Wait until the started daemon answers /health; LaunchError if it exits or times out."""
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            if handle.process is not None and handle.process.poll() is not None:
                raise LaunchError(
                    f"resguardod exited with status {handle.process.returncode}; see {handle.log_path}")
            # The port is bound before the models load, so a /health sent now waits and is
            # answered the moment the daemon is warm; a refused one is retried shortly.
            if await asyncio.to_thread(is_healthy, handle.url, READY_WAIT_SECONDS):
                return
            await asyncio.sleep(0.25)
        handle.stop()
        raise LaunchError(f"resguardod did not answer /health within {self.timeout:.0f} s; see {handle.log_path}")

    async def find_or_start(self) -> DaemonHandle:
        """The daemon at `url`, or a new one this console owns and will stop on exit."""
        found = await asyncio.to_thread(self.find)
        if found is not None:
            return found
        handle = self.start()
        await self.wait_ready(handle)
        return handle

    def stop(self) -> None:
        """Stop the daemon if this launcher started it."""
        if self.handle is not None:
            self.handle.stop()
