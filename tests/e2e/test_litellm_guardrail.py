"""LiteLLM's Presidio guardrail with the daemon as its only Presidio (issue 26, item 5).

LiteLLM is installed from the package registry into a virtualenv of its own under
.cache/litellm-<version> (never the project's .venv; reused by later runs), and its guardrail
class, `_OPTIONAL_PresidioPIIMasking`, runs there (tests/support/litellm_guardrail_driver.py)
with both its analyzer and its anonymizer URL at one real daemon: the prompt's values are
masked on the way to the model and, with output_parse_pii, put back in the model's answer.
The model is the one part faked (an answer repeating the tokens). LITELLM_LOCAL_MODEL_COST_MAP
keeps LiteLLM from fetching its price list from the network when it is imported.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.support.daemons import REPO, start_daemon
from tests.support.leaks import EMAIL, PHONE, find_values

LITELLM_VERSION = "1.110.2"  # the release this test was written against
VENV = REPO / ".cache" / f"litellm-{LITELLM_VERSION}"
DRIVER = REPO / "tests" / "support" / "litellm_guardrail_driver.py"
NAME = "Jane Doe"
MESSAGE = f"Hi, I am {NAME}, write to {EMAIL} or call {PHONE}."

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def litellm_python():
    """The interpreter of LiteLLM's own virtualenv, installed on first use."""
    python = VENV / "bin" / "python"
    installed = VENV / "installed"
    if not installed.exists():
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(VENV)], check=True, timeout=300)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", f"litellm=={LITELLM_VERSION}"],
                       check=True, timeout=1200)
        installed.write_text(LITELLM_VERSION)
    return python


def test_litellm_masks_and_unmasks_with_resguardo_as_its_presidio(litellm_python, tmp_path):
    daemon = start_daemon(tmp_path / "data")
    try:
        result = subprocess.run(
            [str(litellm_python), str(DRIVER), daemon.url, MESSAGE], capture_output=True, text=True, timeout=300,
            env={**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", "PYTHONPATH": ""},
        )
        assert result.returncode == 0, result.stderr[-3000:]
        outcome = json.loads(result.stdout.strip().splitlines()[-1])
        values = (NAME, EMAIL, PHONE)
        # On the way to the model: no value, one numbered token each, mapped to that value.
        assert find_values(outcome["masked"], values) == []
        assert outcome["masked"] == "Hi, I am <PERSON_1>, write to <EMAIL_ADDRESS_2> or call <PHONE_NUMBER_3>."
        assert sorted(outcome["tokens"].values()) == sorted(values)
        # The model's answer names the tokens; the guardrail puts the values back.
        assert find_values(outcome["answer"], values) == []
        expected = outcome["answer"]
        for token, value in outcome["tokens"].items():
            expected = expected.replace(token, value)
        assert outcome["unmasked"] == expected and find_values(outcome["unmasked"], values) == list(values)
        # Without output_parse_pii the text is the daemon's own /anonymize answer (Presidio's replace).
        assert outcome["redacted"] == "Hi, I am <PERSON>, write to <EMAIL_ADDRESS> or call <PHONE_NUMBER>."
        assert find_values(daemon.log_text(), values) == [], "the daemon logged a value"
    finally:
        daemon.stop()
