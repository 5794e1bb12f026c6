"""The README's gateway snippets work as written: the official SDKs against a real daemon in
front of the scripted model the README tells readers to start."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tests.support.daemons import REPO
from tests.support.gateway import start_gateway, start_scripted_model
from tests.support.leaks import Client

pytestmark = pytest.mark.slow


def _python_block(heading: str) -> str:
    section = (REPO / "README.md").read_text().split(heading, 1)[1]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_the_readme_sdk_snippets_work_as_written(tmp_path):
    model = start_scripted_model()
    daemon = start_gateway(tmp_path / "data", model)
    try:
        Client(daemon.url, daemon.api_token).ok("PUT", "/v1/grants", {"tool": "send_email",
                                                                     "entity_type": "EMAIL_ADDRESS"}, status=201)
        port = daemon.url.rsplit(":", 1)[1]
        script = _python_block("### As a gateway in front of your provider SDK").replace("127.0.0.1:5002",
                                                                                        f"127.0.0.1:{port}")
        result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, cwd=REPO)
        assert result.returncode == 0, result.stderr[-2000:]
        lines = result.stdout.splitlines()
        assert lines[0] == "Noted: Please write to ana@example.com"
        assert lines[1] == '{"text": "Please write to ana@example.com"}'  # granted: the value
        assert re.fullmatch(r"\{'text': 'Please write to \[EMAIL_[0-9a-f]{12}\]'\}", lines[2])  # not granted: the token
        received = "\n".join(r["raw"] for r in model.requests())
        assert received.count("[EMAIL_") == 3 and "ana@example.com" not in received
    finally:
        daemon.stop()
        model.stop()
