"""The README's curl examples work as written, against a real daemon."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from tests.support.daemons import REPO

pytestmark = pytest.mark.skipif(shutil.which("curl") is None, reason="the README's examples use curl")


def readme_block(heading: str) -> str:
    text = (REPO / "README.md").read_text()
    section = text.split(heading, 1)[1]
    return re.search(r"```sh\n(.*?)```", section, re.S).group(1)


def run_block(block: str, daemon) -> str:
    port = daemon.url.rsplit(":", 1)[1]
    script = block.replace("127.0.0.1:5002", f"127.0.0.1:{port}").replace(
        "~/.local/share/resguardo", str(daemon.data_dir)
    )
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_presidio_examples(daemon):
    output = run_block(readme_block("### As a Presidio analyzer"), daemon)
    assert '"entity_type": "ES_NIE"' in output
    assert '"entity_type": "PHONE_NUMBER"' in output
    assert "Presidio Analyzer service is up" in output


def test_boundary_examples(daemon):
    output = run_block(readme_block("### As the boundary around a turn"), daemon)
    assert '"to": "ana@example.com"' in output, "the granted mail tool gets the value"
    assert re.search(r'"contact": "\[EMAIL_[0-9a-f]{12}\]"', output), "the ticket tool gets the token"
    assert '"text": "Sent to ana@example.com."' in output, "the customer reads their own words"
    assert '"ok": true' in output


def test_operator_type_examples(daemon):
    output = run_block(readme_block("### Your own kinds of data"), daemon)
    assert '"badge": "SB-004211"' in output, "the granted tool gets the badge number"
    assert '"error": "entity_type_in_use"' in output, "its last recognizer is kept while the type is in use"
    assert output.rstrip().endswith("204"), "and goes once nothing names the type"


def test_contract_examples(daemon):
    output = run_block(readme_block("### What a tool may receive and return"), daemon)
    assert '{"error": "invalid_request", "message": "Unexpected property: customer_email"}' in output
    assert '"reply_to": "ana@example.com"' in output
    assert '"dropped": ["customer", "card_last4"]' in output
    assert '"kind": "contract_refused"' in output and '"rule": "additionalProperties"' in output
    assert "Calle Falsa" not in output.split('"dropped"')[0].rsplit('"result"', 1)[-1]
