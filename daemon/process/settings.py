"""The daemon's settings, parsed once from the command line and passed to create_app."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 5002
DEFAULT_MAX_BODY_BYTES = 1024 * 1024
# A request's head, and then its body, must arrive within this (daemon/web/connections.py).
DEFAULT_REQUEST_TIMEOUT = 10.0
MAX_REQUEST_TIMEOUT = 10.0
# Connections open at once; past it, the one waiting longest on its client makes room.
DEFAULT_MAX_CONNECTIONS = 512
DETECTORS = ("presidio", "patterns", "remote")
# Analysis worker processes by default: one per core, at most four (each holds the pipelines).
MAX_DEFAULT_WORKERS = 4
MAX_WORKERS = 64


def default_workers() -> int:
    import os

    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, MAX_DEFAULT_WORKERS))


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    detector: str = "presidio"
    remote_url: str | None = None
    config_file: Path | None = None
    nlp_config_file: Path | None = None
    recognizers_config_file: Path | None = None
    allow_non_loopback: bool = False
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    request_timeout: float = DEFAULT_REQUEST_TIMEOUT
    max_connections: int = DEFAULT_MAX_CONNECTIONS
    run_ttl_seconds: int = 900
    # Events and audit rows older than this are pruned (with a chain checkpoint); None keeps all.
    retention_days: int | None = None
    # Caps on one message's distinct values and one run's tokens (daemon/core/runs.py), and the
    # values each tenant may tokenize a minute (daemon/core/rate_limit.py; 0 turns it off).
    max_values_per_message: int = 5_000
    max_tokens_per_run: int = 50_000
    tokenize_rate_per_minute: int = 60_000
    # Presidio's detector: its analyses in this many worker processes (1: in the daemon's own
    # process), and with or without daemon/speedups/ (off: Presidio's and spaCy's code as shipped).
    workers: int = 1
    speedups: bool = True
    # Gateway mode (docs/gateway.md): where provider requests go on, once tokenized. None: the
    # route answers 503 no_upstream. The daemon connects to these and nowhere else.
    openai_upstream: str | None = None
    anthropic_upstream: str | None = None
    # Request headers forwarded upstream beside the provider's own credentials and versions.
    gateway_forward_headers: tuple[str, ...] = ()

    @property
    def presidio_files(self):
        """--config, --nlp-config and --recognizers-config, as the engine reads them."""
        from daemon.detectors.presidio_config import PresidioFiles

        return PresidioFiles(self.config_file, self.nlp_config_file, self.recognizers_config_file)

    @property
    def loopback_only(self) -> bool:
        return not self.allow_non_loopback
