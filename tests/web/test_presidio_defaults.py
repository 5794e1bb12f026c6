"""Presidio's defaults where a Presidio client could tell us apart (issue 26, item 2): the
default NLP configuration's labels to ignore, and /supportedentities listing only types
/analyze can return. Compared with presidio_analyzer in-process built from Presidio's own
default NLP configuration file, its models swapped for ours (the only difference: its
en_core_web_lg is not installed here; the `presidio_default` fixture), and over HTTP
against the real daemon."""

from __future__ import annotations

import json
import urllib.request

from tests.support.presidio_compare import key, post, stock_answer

TEXT = "I work at Microsoft with the United Nations in Geneva since 2019; ask John Smith."


def test_the_pipeline_itself_labels_organizations(presidio_default):
    """What the labels to ignore hide: without them the answer would hold ORGANIZATION."""
    doc = presidio_default.nlp_engine.nlp["en"](TEXT)
    assert "ORG" in {ent.label_ for ent in doc.ents}


def test_organizations_are_not_returned_by_default_as_presidio(daemon, presidio_default):
    ours = post(daemon.url, {"text": TEXT, "language": "en"})
    assert "ORGANIZATION" not in {r["entity_type"] for r in ours}
    stock = stock_answer(presidio_default, "en", TEXT)
    assert "ORGANIZATION" not in {r["entity_type"] for r in stock}
    # Where our recognizers do not replace Presidio's (PERSON is ours), the answers agree.
    ner = {"LOCATION", "DATE_TIME", "NRP"}
    assert sorted(map(key, (r for r in ours if r["entity_type"] in ner))) == \
        sorted(map(key, (r for r in stock if r["entity_type"] in ner)))


def test_supported_entities_name_only_what_analyze_can_return(daemon, presidio_default):
    with urllib.request.urlopen(f"{daemon.url}/supportedentities?language=en") as response:
        ours = set(json.loads(response.read()))
    assert "ORGANIZATION" not in ours
    stock = set(presidio_default.get_supported_entities("en"))
    # Ours beyond Presidio's are the types only our registered recognizers find.
    assert ours - stock == {"BR_CPF", "ES_NIF", "ES_NIE", "SECRET"}
