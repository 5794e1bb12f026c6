"""What our subclasses and speed-ups rely on inside aiohttp, Presidio, spaCy, thinc and preshed.

Those libraries are pinned exactly in pyproject.toml. When one is upgraded, this file is the
first to fail, naming the private name or behaviour that moved, instead of a speed-up quietly
doing nothing (or worse, something else). Each test names the module that relies on it.
"""

from __future__ import annotations

import importlib.metadata
import inspect
import re
import tomllib

import pytest

from tests.support.daemons import REPO as REPO_ROOT

PINNED = ("aiohttp", "presidio-analyzer", "spacy", "thinc", "preshed")


def _pins() -> dict[str, str]:
    dependencies = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    pins = {}
    for requirement in dependencies:
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)==([^,;\s]+)", requirement)
        if match:
            pins[match.group(1).lower()] = match.group(2)
    return pins


@pytest.mark.parametrize("package", PINNED)
def test_each_library_we_reach_into_is_pinned_and_installed_at_its_pin(package):
    pins = _pins()
    assert package in pins, f"{package} must be pinned exactly (==) in pyproject.toml"
    assert importlib.metadata.version(package) == pins[package], (
        f"{package} {importlib.metadata.version(package)} is installed, {pins[package]} is pinned: "
        "re-check this file's assumptions before moving the pin")


def test_aiohttp_hooks_of_the_value_free_protocol_handler():
    """daemon/web/http_protocol.py overrides RequestHandler.handle_error and rebuilds
    web.Server in AppRunner._make_server."""
    from aiohttp import web
    from aiohttp.web_protocol import RequestHandler

    parameters = list(inspect.signature(RequestHandler.handle_error).parameters)
    assert parameters[:5] == ["self", "request", "status", "exc", "message"]
    assert "_request_count" in RequestHandler.__slots__
    server_init = inspect.signature(web.Server.__init__).parameters
    assert {"request_factory", "handler_cancellation"} <= set(server_init)
    assert inspect.iscoroutinefunction(web.AppRunner._make_server)
    source = inspect.getsource(web.Server.__call__)
    assert "RequestHandler(self, loop=self._loop, **self._kwargs)" in source
    assert {"connection_made", "connection_lost"} <= set(vars(web.Server))
    assert "_connections" in inspect.getsource(web.Server.__init__)


def test_presidio_internals_the_lazy_engine_calls(analyzer):
    """daemon/speedups/lazy_engine.py: the private helpers SpacyNlpEngine.process_text uses,
    the analyzer's enhancement hook, and the metadata keys it reads."""
    from presidio_analyzer import AnalyzerEngine, EntityRecognizer, RecognizerResult
    from presidio_analyzer.nlp_engine import NlpArtifacts, SpacyNlpEngine

    for name in ("_get_entities", "_get_scores_for_entities", "_get_updated_entities"):
        assert callable(getattr(SpacyNlpEngine, name, None)), name
    assert list(inspect.signature(AnalyzerEngine._enhance_using_context).parameters) == [
        "self", "text", "raw_results", "nlp_artifacts", "recognizers", "context"]
    assert "_enhance_using_context" in inspect.getsource(AnalyzerEngine.analyze)
    assert callable(NlpArtifacts.set_keywords) and callable(EntityRecognizer.enhance_using_context)
    assert RecognizerResult.RECOGNIZER_IDENTIFIER_KEY and RecognizerResult.IS_SCORE_ENHANCED_BY_CONTEXT_KEY
    assert set(inspect.signature(NlpArtifacts.__init__).parameters) >= {
        "entities", "tokens", "tokens_indices", "lemmas", "nlp_engine", "language", "scores"}


def test_presidio_pattern_compilation_the_wrappers_intercept():
    """daemon/speedups/url_scan.py and daemon/detectors/regex_timeouts.py replace a Pattern's
    compiled_regex; Presidio must still assign compiled_with_flags, then compiled_regex, and
    read REGEX_TIMEOUT_SECONDS from its modules at call time."""
    import presidio_analyzer.analyzer_engine as analyzer_engine
    import presidio_analyzer.pattern_recognizer as pattern_recognizer
    from presidio_analyzer import PatternRecognizer

    source = inspect.getsource(PatternRecognizer._PatternRecognizer__analyze_patterns)
    assert "compiled_with_flags" in source and "compiled_regex" in source and ".finditer(" in source
    assert "REGEX_TIMEOUT_SECONDS" in source
    assert hasattr(pattern_recognizer, "REGEX_TIMEOUT_SECONDS") and hasattr(analyzer_engine, "REGEX_TIMEOUT_SECONDS")


def test_spacy_and_preshed_tables_the_memory_zone_compacts(analyzer):
    """daemon/speedups/memory_zone.py: the StringStore's `_map` and the Vocab's one PreshMap
    (`_by_orth`) rebuilt in place; a rule lemmatizer's cache a dict keyed by (orth, ...)."""
    from preshed.maps import PreshMap
    from spacy.pipeline import Lemmatizer

    from daemon.speedups.memory_zone import _lexeme_table

    for nlp in analyzer.nlp_engine.nlp.values():
        assert type(nlp.vocab.strings._map) is PreshMap
        assert _lexeme_table(nlp.vocab) is not None, "the Vocab must hold exactly one PreshMap"
        assert hasattr(nlp.vocab, "in_memory_zone") and callable(nlp.memory_zone)
        lemmatizers = [pipe for _, pipe in nlp.pipeline if isinstance(pipe, Lemmatizer)]
        assert lemmatizers and all(isinstance(pipe.cache, dict) for pipe in lemmatizers)
    table = PreshMap(16)
    table[3] = 7
    assert table.capacity == 16 and list(table.items()) == [(3, 7)]
    table.__init__(16)
    assert len(table) == 0 and table.capacity == 16


def test_spacy_parts_the_plan_and_the_decoder_mirror(analyzer):
    """daemon/speedups/spacy_plan.py and ner_decoder.py: `ner` embeds its own tokens (no
    listener), has the tok2vec/lower/upper refs of spaCy 3.8's parser model and a greedy
    decoder, and the en/es pipelines got the bulk decoder and the cheap plan."""
    from spacy.pipeline import EntityRecognizer

    from daemon.speedups.ner_decoder import FastEntityRecognizer

    for language, plan in analyzer.nlp_engine.plans.items():
        assert plan.ner_first, language
        assert any(isinstance(component, FastEntityRecognizer) for component in plan.entities), language
        ner = analyzer.nlp_engine.nlp[language].get_pipe("ner")
        assert type(ner) is EntityRecognizer and ner.cfg.get("beam_width") == 1
        assert {"tok2vec", "lower", "upper"} <= set(ner.model.ref_names)
        assert plan.lemmas is not None, f"{language}: the lemma bound no longer recognises the lemmatizer"


def test_thinc_ops_the_blas_switch_sets():
    """daemon/speedups/numpy_blas.py: NumpyOps takes use_blis, and a model's layers read `ops`."""
    from thinc.api import Linear, NumpyOps

    ops = NumpyOps(use_blis=False)
    assert ops.use_blis is False
    layer = Linear(2, 2)
    layer.ops = ops
    assert all(node.ops is ops for node in layer.walk())
