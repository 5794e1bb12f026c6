"""`resguardod`: serve the daemon, or verify the audit chain offline."""

from __future__ import annotations

import argparse
import ipaddress
import logging
import sys
from pathlib import Path

from daemon.process.settings import (
    DEFAULT_HOST,
    DEFAULT_MAX_CONNECTIONS,
    DEFAULT_PORT,
    DEFAULT_REQUEST_TIMEOUT,
    DETECTORS,
    MAX_REQUEST_TIMEOUT,
    MAX_WORKERS,
    Settings,
    default_workers,
)

log = logging.getLogger("resguardo")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="resguardod", description="Resguardo's local daemon")
    commands = parser.add_subparsers(dest="command")
    # `resguardod --port 1 serve` and `resguardod serve --port 1` mean the same: the
    # subcommand's options default to "not given" so they never reset the top level's.
    serve = commands.add_parser("serve", help="serve the analyzer and the /v1 API (default)")
    _add_serve_arguments(serve, defaults=False)
    _add_serve_arguments(parser, defaults=True)
    audit = commands.add_parser("audit", help="the audit record")
    audit_commands = audit.add_subparsers(dest="audit_command", required=True)
    verify = audit_commands.add_parser("verify", help="verify the hash chain offline")
    verify.add_argument("--data-dir", default=None)
    return parser


def _add_serve_arguments(parser: argparse.ArgumentParser, *, defaults: bool) -> None:
    def default(value):
        return value if defaults else argparse.SUPPRESS

    parser.add_argument("--host", default=default(DEFAULT_HOST))
    parser.add_argument("--port", type=_port, default=default(DEFAULT_PORT))
    parser.add_argument("--data-dir", default=default(None))
    parser.add_argument("--detector", choices=DETECTORS, default=default("presidio"))
    parser.add_argument("--remote-url", default=default(None))
    parser.add_argument("--config", default=default(None), help="a Presidio analyzer YAML (ANALYZER_CONF_FILE)")
    parser.add_argument("--nlp-config", default=default(None), help="a Presidio NLP engine YAML (NLP_CONF_FILE)")
    parser.add_argument("--recognizers-config", default=default(None),
                        help="a Presidio recognizer registry YAML (RECOGNIZER_REGISTRY_CONF_FILE)")
    parser.add_argument(
        "--retention-days", type=_positive_int, default=default(None),
        help="prune events and audit rows older than N days (a checkpoint keeps the chain verifiable)",
    )
    parser.add_argument(
        "--max-values-per-message", type=_count, default=default(5_000),
        help="refuse a message holding more distinct values than this (413)",
    )
    parser.add_argument(
        "--max-tokens-per-run", type=_count, default=default(50_000),
        help="refuse a message that would take a run past this many tokens (422)",
    )
    parser.add_argument(
        "--tokenize-rate", type=_count_or_zero, default=default(60_000), metavar="VALUES_PER_MINUTE",
        help="values each tenant may tokenize a minute, in bursts of as many (429 past it; 0: no limit)",
    )
    parser.add_argument(
        "--request-timeout", type=_request_timeout, default=default(DEFAULT_REQUEST_TIMEOUT), metavar="SECONDS",
        help=f"a request's head, then its body, must arrive within this (0.1 to {MAX_REQUEST_TIMEOUT:g}; "
             f"default {DEFAULT_REQUEST_TIMEOUT:g})",
    )
    parser.add_argument(
        "--max-connections", type=_connections, default=default(DEFAULT_MAX_CONNECTIONS),
        help=f"connections open at once; past it the one waiting longest on its client is closed "
             f"(default {DEFAULT_MAX_CONNECTIONS})",
    )
    parser.add_argument(
        "--openai-upstream", type=_upstream, default=default(None), metavar="URL",
        help="gateway: where /openai/v1/... goes on, tokenized (e.g. https://api.openai.com/v1); unset: 503",
    )
    parser.add_argument(
        "--anthropic-upstream", type=_upstream, default=default(None), metavar="URL",
        help="gateway: where /anthropic/... goes on, tokenized (e.g. https://api.anthropic.com); unset: 503",
    )
    parser.add_argument(
        "--gateway-forward-header", action="append", default=default([]), metavar="NAME",
        help="gateway: one more request header to forward upstream (repeatable)",
    )
    parser.add_argument(
        "--workers", type=_workers, default=default(None),
        help="analysis worker processes for the presidio detector, each holding the pipelines "
             "(default: one per core, at most 4; 1: analyse in the daemon's own process)",
    )
    parser.add_argument(
        "--speedups", choices=("on", "off"), default=default("on"),
        help="off: Presidio's and spaCy's code as shipped, without daemon/speedups/ (same answers, slower)",
    )
    parser.add_argument(
        "--allow-non-loopback", action="store_true", default=default(False),
        help="allow a --host other than loopback (the API token is then required everywhere)",
    )


def _upstream(value: str) -> str:
    """An http(s) URL with a host, without credentials in it (they belong in the client's headers)."""
    from urllib.parse import urlsplit

    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.username or parts.query or parts.fragment:
        raise argparse.ArgumentTypeError("an upstream must be an http(s) URL with a host, no credentials or query")
    return value.rstrip("/")


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.command == "audit":
        return _audit_verify(args)
    return _serve(args)


def _serve(args: argparse.Namespace) -> int:
    from daemon.process import datadir

    if not _is_loopback(args.host) and not args.allow_non_loopback:
        print(
            f"resguardod: refusing to listen on {args.host}: it is not a loopback address. "
            "Pass --allow-non-loopback to serve beyond this machine (the API token is then "
            "required on every route).",
            file=sys.stderr,
        )
        return 2
    if args.detector == "remote" and not args.remote_url:
        print("resguardod: --detector remote needs --remote-url", file=sys.stderr)
        return 2
    from recognizers.finder import PHONE_REGIONS_PROBLEM

    if PHONE_REGIONS_PROBLEM:
        print(f"resguardod: {PHONE_REGIONS_PROBLEM}", file=sys.stderr)
        return 2
    files = _presidio_files(args)
    if files.given() or args.detector == "presidio":
        problem = _presidio_files_problem(files, check_models=args.detector == "presidio")
        if problem:
            print(f"resguardod: {problem}", file=sys.stderr)
            return 2
    # Before anything is created or loaded: a taken port leaves no trace and costs no wait.
    from daemon.process.listening import ListenError, open_listening_sockets

    try:
        sockets = open_listening_sockets(args.host, args.port)
    except ListenError as problem:
        print(f"resguardod: {problem}", file=sys.stderr)
        return 2
    data_dir = datadir.prepare_data_dir(datadir.resolve_data_dir(args.data_dir))
    try:
        secret = datadir.load_or_create_secret(data_dir)
        api_token = datadir.load_or_create_api_token(data_dir)
    except datadir.DataDirError as problem:
        print(f"resguardod: {problem}", file=sys.stderr)
        return 2
    settings = Settings(
        data_dir=data_dir, host=args.host, port=args.port, detector=args.detector,
        remote_url=args.remote_url, config_file=files.analyzer, nlp_config_file=files.nlp,
        recognizers_config_file=files.recognizers,
        allow_non_loopback=args.allow_non_loopback, retention_days=args.retention_days,
        request_timeout=args.request_timeout, max_connections=args.max_connections,
        max_values_per_message=args.max_values_per_message, max_tokens_per_run=args.max_tokens_per_run,
        tokenize_rate_per_minute=args.tokenize_rate,
        openai_upstream=args.openai_upstream, anthropic_upstream=args.anthropic_upstream,
        gateway_forward_headers=tuple(args.gateway_forward_header),
        workers=args.workers if args.workers is not None else default_workers(),
        speedups=args.speedups == "on",
    )
    from daemon.process.serve import serve

    return serve(settings, secret=secret, api_token=api_token, sockets=sockets)


def _presidio_files(args: argparse.Namespace):
    from daemon.detectors.presidio_config import PresidioFiles

    def path(value):
        return Path(value) if value else None

    return PresidioFiles(path(args.config), path(args.nlp_config), path(args.recognizers_config))


def _presidio_files_problem(files, *, check_models: bool) -> str | None:
    """The one-line reason the Presidio configuration cannot start, checked before anything
    is created or loaded. A missing spaCy model is refused here because spaCy and Presidio
    would try to download it."""
    from daemon.detectors.presidio_config import ConfigProblem, missing_spacy_models, quiet_presidio_logs, read_files

    quiet_presidio_logs()
    try:
        read = read_files(files)
    except ConfigProblem as problem:
        return str(problem)
    if not check_models:
        return None
    source, missing = missing_spacy_models(read)
    if not missing:
        return None
    return (f"{source} needs the spaCy model {', '.join(missing)}, which is not installed (the daemon never "
            f"downloads one); install it first: python -m spacy download {missing[0]} "
            f"(or pip install the model's package)")


def _audit_verify(args: argparse.Namespace) -> int:
    from daemon.process import datadir
    from daemon.store import verify_database

    path = datadir.resolve_data_dir(args.data_dir) / datadir.DATABASE_FILE
    if not path.exists():
        print(f"resguardod: no database at {path}", file=sys.stderr)
        return 1
    result = verify_database(path)
    if result.ok:
        print(f"chain ok: {result.rows} rows verified")
        return 0
    bad = result.first_bad
    print(f"chain broken: first bad row {bad}", file=sys.stderr)
    return 1


# A century: the cut-off (now minus this) must stay a date Python can hold, and no record
# is older than that anyway.
MAX_RETENTION_DAYS = 36_500


def _ascii_digits(text: str) -> bool:
    # ASCII only: int() also reads other scripts' digits (٣ is 3).
    return text.isascii() and text.strip().isdigit()


def _positive_int(text: str) -> int:
    if not _ascii_digits(text):
        raise argparse.ArgumentTypeError("must be a whole number of days")
    value = int(text)
    if not 1 <= value <= MAX_RETENTION_DAYS:
        raise argparse.ArgumentTypeError(f"must be from 1 to {MAX_RETENTION_DAYS} days")
    return value


MAX_COUNT = 100_000_000


def _count(text: str) -> int:
    if not _ascii_digits(text) or not 1 <= int(text) <= MAX_COUNT:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to {MAX_COUNT:,}")
    return int(text)


def _count_or_zero(text: str) -> int:
    return 0 if _ascii_digits(text) and int(text) == 0 else _count(text)


def _request_timeout(text: str) -> float:
    try:
        seconds = float(text) if text.isascii() else float("nan")
    except ValueError:
        seconds = float("nan")
    if not 0.1 <= seconds <= MAX_REQUEST_TIMEOUT:  # NaN fails too
        raise argparse.ArgumentTypeError(f"must be a number of seconds from 0.1 to {MAX_REQUEST_TIMEOUT:g}")
    return seconds


MAX_CONNECTIONS = 65_536


def _connections(text: str) -> int:
    if not _ascii_digits(text) or not 8 <= int(text) <= MAX_CONNECTIONS:
        raise argparse.ArgumentTypeError(f"must be a whole number from 8 to {MAX_CONNECTIONS}")
    return int(text)


def _workers(text: str) -> int:
    if not _ascii_digits(text) or not 1 <= int(text) <= MAX_WORKERS:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to {MAX_WORKERS}")
    return int(text)


def _port(text: str) -> int:
    if not _ascii_digits(text) or int(text) > 65535:
        raise argparse.ArgumentTypeError("must be a port number from 0 to 65535")
    return int(text)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


if __name__ == "__main__":
    sys.exit(main())
