"""The daemon answers like stock Presidio in its default configuration (issue 26, item 2).

The same requests go to the real daemon over HTTP and to presidio_analyzer in-process as
AnalyzerEngine() builds it by default (Presidio's default NLP configuration file and default
registry, with the installed models: tests/support/presidio_compare.py). Entity types our
recognizers replace (emails, phones, cards, IBANs, Spanish IDs, PERSON) are improved on
purpose and compared in the quality harness instead; with a registry file, where nothing of
ours is served, every type is compared (tests/e2e/test_presidio_registry.py).
"""

from __future__ import annotations

import json
import urllib.request
from collections import Counter

import pytest

from tests.support.presidio_compare import key, post, stock_answer

STOCK_TYPES = [
    "US_SSN", "URL", "IP_ADDRESS", "US_DRIVER_LICENSE", "DATE_TIME", "LOCATION",
    "ORGANIZATION", "UUID", "MAC_ADDRESS", "CRYPTO", "US_PASSPORT", "NRP",
]

CASES = [
    ("en", "John Smith drivers license is AC432223"),
    ("en", "Server 192.168.0.12 answered on 2024-03-01; see https://status.example.com/incidents"),
    ("en", "My SSN is 078-05-1120 and I moved to Seattle with Acme Corporation last May."),
    ("en", "Device 00:1B:44:11:3A:B7, request id 123e4567-e89b-12d3-a456-426614174000"),
    ("es", "El servidor 10.0.0.7 falló el 3 de marzo en Madrid; más en https://ejemplo.es/estado"),
    ("es", "Trabajo en Telefónica desde 2019 y vivo en Sevilla."),
]

def get(url: str):
    with urllib.request.urlopen(url, timeout=30) as response:
        return json.loads(response.read())


@pytest.mark.parametrize("language, text", CASES)
def test_stock_recognizers_agree(daemon, presidio_default, language, text):
    ours = post(daemon.url, {"text": text, "language": language, "entities": STOCK_TYPES})
    stock = stock_answer(presidio_default, language, text, entities=STOCK_TYPES)
    assert all(set(r) == {"entity_type", "start", "end", "score", "analysis_explanation"} for r in ours)
    assert sorted(map(key, ours)) == sorted(map(key, stock))


@pytest.mark.parametrize("language, text", CASES)
def test_default_answers_hold_what_presidio_finds_by_default(daemon, presidio_default, language, text):
    """No entity list: every type Presidio's default finds, and only those our recognizers
    replace may differ (compared in the quality harness)."""
    ours = post(daemon.url, {"text": text, "language": language})
    stock = stock_answer(presidio_default, language, text)
    assert sorted(map(key, (r for r in ours if r["entity_type"] in STOCK_TYPES))) == \
        sorted(map(key, (r for r in stock if r["entity_type"] in STOCK_TYPES)))
    assert "ORGANIZATION" not in {r["entity_type"] for r in ours}, "Presidio's default labels to ignore"


def test_batch_shape_matches_presidio(daemon, presidio_default):
    texts = [text for language, text in CASES if language == "en"]
    ours = post(daemon.url, {"text": texts, "language": "en", "entities": STOCK_TYPES})
    assert isinstance(ours, list) and len(ours) == len(texts)
    for answer, text in zip(ours, texts):
        stock = stock_answer(presidio_default, "en", text, entities=STOCK_TYPES)
        assert sorted(map(key, answer)) == sorted(map(key, stock))


def test_listings_are_presidios_for_the_daemons_registry(daemon, presidio_detector):
    """/recognizers and /supportedentities are what presidio_analyzer's own AnalyzerEngine
    lists for the registry the daemon builds (the session's detector builds the same one)."""
    from presidio_analyzer import AnalyzerEngine

    ours = presidio_detector.engine
    plain = AnalyzerEngine(registry=ours.registry, nlp_engine=ours.nlp_engine,
                           supported_languages=ours.supported_languages)
    for language in ("en", "es", "pt", None):
        query = f"?language={language}" if language else ""
        assert Counter(get(f"{daemon.url}/recognizers{query}")) == \
            Counter(r.name for r in plain.get_recognizers(language))
        assert sorted(get(f"{daemon.url}/supportedentities{query}")) == \
            sorted(plain.get_supported_entities(language))


@pytest.mark.parametrize("language", ["en", "es"])
def test_entities_are_presidios_defaults_and_ours_where_registered(daemon, presidio_default, presidio_detector,
                                                                   language):
    ours = set(get(f"{daemon.url}/supportedentities?language={language}"))
    stock = set(presidio_default.get_supported_entities(language))
    assert stock <= ours, "every type Presidio's default lists"
    # Beyond those: exactly the types of the recognizers registered for this language that
    # Presidio's default registry does not have (ours).
    stock_names = {r.name for r in presidio_default.registry.get_recognizers(language, all_fields=True)}
    registered = {entity for r in presidio_detector.engine.registry.get_recognizers(language, all_fields=True)
                  if r.name not in stock_names for entity in r.supported_entities}
    assert ours - stock == registered - stock
    assert ours - stock == ({"BR_CPF", "ES_NIF", "ES_NIE", "SECRET"} if language == "en" else {"BR_CPF", "SECRET", "US_SSN"})
