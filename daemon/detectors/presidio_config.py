"""The Presidio configuration files the daemon takes, as Presidio's own analyzer server takes
them: one combined analyzer file (`--config`), and separate NLP (`--nlp-config`) and
recognizer-registry (`--recognizers-config`) files.

Everything here runs before a model loads: each file is read and checked with Presidio's own
validators, and every spaCy model the engine would load must be installed, because spaCy and
Presidio answer a missing one by calling `spacy.cli.download`, an outbound connection the
daemon promises never to open. Each refusal is one line naming the flag, the file and the field.
Nothing here imports spaCy's pipelines; Presidio is imported with its logger quietened.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# Which flag each file comes from, for messages.
FLAGS = {"analyzer": "--config", "nlp": "--nlp-config", "recognizers": "--recognizers-config"}


class ConfigProblem(ValueError):
    """A configuration file the daemon refuses to start with; the message is one line."""


@dataclass(frozen=True)
class PresidioFiles:
    """The files named on the command line, each None when not given."""

    analyzer: Path | None = None
    nlp: Path | None = None
    recognizers: Path | None = None

    def given(self) -> list[tuple[str, Path]]:
        return [(kind, path) for kind, path in
                (("analyzer", self.analyzer), ("nlp", self.nlp), ("recognizers", self.recognizers)) if path]


@dataclass(frozen=True)
class ReadFiles:
    """The parsed, validated contents of PresidioFiles (None for a file not given)."""

    files: PresidioFiles
    analyzer: dict | None = None
    nlp: dict | None = None
    recognizers: dict | None = None

    def names_a_registry(self) -> bool:
        """Whether the operator chose the recognizers: then Presidio's /analyze runs exactly
        those, and the boundary adds its own only to its own detection."""
        return self.recognizers is not None or "recognizer_registry" in (self.analyzer or {})

    def nlp_source(self) -> tuple[str, dict]:
        """Where the NLP configuration the engine loads comes from, and what it is.

        Presidio's AnalyzerEngineProvider lets an inline `nlp_configuration` win over the
        separate file, and falls back to its own default (en_core_web_lg) when there is
        neither; without --config the daemon's own configuration is the default."""
        if self.analyzer is not None and "nlp_configuration" in self.analyzer:
            return f"--config {self.files.analyzer}", self.analyzer["nlp_configuration"]
        if self.nlp is not None:
            return f"--nlp-config {self.files.nlp}", self.nlp
        if self.analyzer is not None:
            return f"--config {self.files.analyzer} (no nlp_configuration: Presidio's default)", \
                presidio_default_nlp_configuration()
        from daemon.detectors.presidio_engine import NLP_CONFIGURATION

        return "the default configuration", NLP_CONFIGURATION

    def supported_languages(self) -> list[str]:
        """The languages the engine serves: the analyzer file's, else (no --config) the
        registry file's, else the NLP configuration's, else ours."""
        if self.analyzer is not None:
            return list(self.analyzer.get("supported_languages") or ["en"])
        if self.recognizers is not None and self.recognizers.get("supported_languages"):
            return list(self.recognizers["supported_languages"])
        if self.nlp is not None:
            return list(dict.fromkeys(model["lang_code"] for model in self.nlp["models"]))
        from daemon.detectors.presidio_engine import LANGUAGES

        return list(LANGUAGES)


def read_files(files: PresidioFiles) -> ReadFiles:
    """Each given file read and validated as Presidio validates it, or ConfigProblem."""
    from presidio_analyzer.input_validation import ConfigurationValidator

    parsed: dict[str, dict] = {}
    for kind, path in files.given():
        where = f"{FLAGS[kind]} {path}"
        content = _read_yaml_mapping(where, path)
        try:
            if kind == "analyzer":
                ConfigurationValidator.validate_analyzer_configuration(content)
                if "nlp_configuration" in content:
                    ConfigurationValidator.validate_nlp_configuration(content["nlp_configuration"])
                if "recognizer_registry" in content:
                    _validate_registry(content["recognizer_registry"] or {})
            elif kind == "nlp":
                ConfigurationValidator.validate_nlp_configuration(content)
            else:
                _validate_registry(content)
        except ValueError as problem:
            raise ConfigProblem(f"{where}: {_named(problem)}") from None
        parsed[kind] = content
    read = ReadFiles(files, parsed.get("analyzer"), parsed.get("nlp"), parsed.get("recognizers"))
    _check_languages_have_models(read)
    _check_nlp_engine(read)
    return read


def missing_spacy_models(read: ReadFiles) -> tuple[str, list[str]]:
    """Where the NLP configuration comes from, and the spaCy models it names that are not
    installed (as packages or as model directories). Only the spaCy part is checked: a
    transformers or stanza engine's own model is not."""
    source, configuration = read.nlp_source()
    if configuration.get("nlp_engine_name") == "no_op":
        return source, []  # Presidio's engine without a model
    names = []
    for model in configuration.get("models") or []:
        name = model.get("model_name") if isinstance(model, dict) else None
        if isinstance(name, dict):  # transformers/stanza: {"spacy": ..., "transformers": ...}
            name = name.get("spacy")
        if isinstance(name, str) and name not in names:
            names.append(name)
    from spacy.util import is_package

    return source, [name for name in names if not (is_package(name) or Path(name).exists())]


def presidio_default_nlp_configuration() -> dict:
    """What NlpEngineProvider() loads when no NLP configuration is given (conf/default.yaml)."""
    import importlib.util

    import yaml

    # Found without importing Presidio: its import logs at INFO, and this answer must be one line.
    package = Path(importlib.util.find_spec("presidio_analyzer").origin).parent
    return yaml.safe_load((package / "conf" / "default.yaml").read_text(encoding="utf-8"))


def _read_yaml_mapping(where: str, path: Path) -> dict:
    import yaml

    # Presidio's own provider falls back to its defaults on a missing or broken file; an
    # operator who named a file wants that file or a clear error.
    if not path.is_file():
        raise ConfigProblem(f"{where} does not exist")
    try:
        parsed = yaml.safe_load(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise ConfigProblem(f"{where} is not UTF-8 text") from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = f" (line {mark.line + 1})" if mark is not None else ""
        raise ConfigProblem(f"{where} is not valid YAML{line}") from None
    if not isinstance(parsed, dict):
        raise ConfigProblem(f"{where} must be a YAML mapping")
    return parsed


def _validate_registry(content: Any) -> None:
    from presidio_analyzer.input_validation import ConfigurationValidator

    if not isinstance(content, dict):
        raise ValueError("recognizer_registry must be a mapping")
    ConfigurationValidator.validate_recognizer_registry_configuration(content)


def _named(problem: ValueError) -> str:
    """Presidio's complaint in one line; for a registry (validated by pydantic, whose error
    Presidio wraps in a bare "Invalid recognizer registry configuration"), the first field
    at fault and what is wrong with it."""
    errors = getattr(problem.__cause__, "errors", None)
    if callable(errors) and errors():
        first = errors()[0]
        field = ".".join(str(part) for part in first.get("loc", ())) or "recognizers"
        return _one_line(f"{field}: {first.get('msg', 'invalid')}")
    return _one_line(problem)


def _check_languages_have_models(read: ReadFiles) -> None:
    """Each language served needs an NLP model: Presidio would otherwise fail at the first
    request in it, long after start-up said nothing."""
    if read.analyzer is not None and read.recognizers is not None and "recognizer_registry" not in read.analyzer:
        theirs = read.recognizers.get("supported_languages")
        if theirs and sorted(theirs) != sorted(read.supported_languages()):
            raise ConfigProblem(
                f"--recognizers-config {read.files.recognizers}: supported_languages must be the languages "
                f"--config serves ({', '.join(read.supported_languages())}), as Presidio requires"
            )
    source, configuration = read.nlp_source()
    served = {model.get("lang_code") for model in configuration.get("models") or [] if isinstance(model, dict)}
    for language in read.supported_languages():
        if language not in served:
            raise ConfigProblem(
                f"{source}: no model for the language '{language}' the configuration serves "
                f"(models: {', '.join(sorted(str(code) for code in served)) or 'none'})"
            )


def _check_nlp_engine(read: ReadFiles) -> None:
    """The NLP engine named must be one Presidio can build here without a download: its
    package installed, and not stanza, which Presidio's provider always lets download its
    models when it loads them. (spaCy models are checked by missing_spacy_models; a
    transformers model must already be in the local Hugging Face cache: offline.py keeps
    the hub offline.)"""
    from presidio_analyzer.nlp_engine import (
        NoOpNlpEngine,
        SlimSpacyNlpEngine,
        SpacyNlpEngine,
        StanzaNlpEngine,
        TransformersNlpEngine,
    )

    source, configuration = read.nlp_source()
    name = configuration.get("nlp_engine_name")
    engines = {engine.engine_name: engine for engine in
               (SpacyNlpEngine, SlimSpacyNlpEngine, TransformersNlpEngine, StanzaNlpEngine, NoOpNlpEngine)}
    if name not in engines:
        raise ConfigProblem(f"{source}: nlp_engine_name must be one of {', '.join(engines)}")
    if not engines[name].is_available:
        package = {"transformers": "transformers", "stanza": "stanza"}.get(name, "spacy")
        raise ConfigProblem(f"{source}: nlp_engine_name '{name}' needs the Python package {package}, "
                            f"which is not installed (pip install {package})")
    if name == "stanza":
        raise ConfigProblem(f"{source}: nlp_engine_name 'stanza' is refused: Presidio loads stanza models "
                            "by downloading them, and the daemon never downloads")


def _one_line(problem: Exception) -> str:
    return " ".join(str(problem).split())[:300]


def quiet_presidio_logs() -> None:
    """Presidio logs at INFO as it imports and loads; the daemon's answer stays one line."""
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
