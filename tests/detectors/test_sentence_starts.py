"""Sentence starts by rule in place of the parser (daemon/detectors/sentence_starts.py): in the
daemon's pipelines themselves, so that the speed-ups' `ner`-first plan and `--speedups off`
read the same sentences."""

from __future__ import annotations

import pytest

from daemon.detectors.sentence_starts import COMPONENT, SentenceStarts
from quality.corpus import generate

MESSAGES = generate(120, seed=99)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_daemons_pipelines_set_sentence_starts_by_rule_where_the_parser_was(analyzer, language):
    names = analyzer.nlp_engine.nlp[language].pipe_names
    assert "parser" not in names
    # The Spanish lemmatizer reads sentence starts: the rule runs before it, where the parser ran.
    assert names.index(COMPONENT) < names.index("lemmatizer") < names.index("ner")


@pytest.mark.parametrize(("language", "text", "starts"), [
    ("es", "Gracias. ¿Me ayudáis?", ["Gracias", "¿"]),
    ("es", "¿Hola? ¡Qué tal! Bien", ["¿", "¡", "Bien"]),
    ("en", "It arrived (finally). Thanks!! See you", ["It", "Thanks", "See"]),
    ("en", "My ID is 10000000-Z. Please call", ["My"]),  # a full stop inside a token ends nothing
])
def test_a_sentence_starts_after_its_full_stop_and_at_an_opening_mark(analyzer, language, text, starts):
    doc = analyzer.nlp_engine.nlp[language](text)
    assert [sentence[0].text for sentence in doc.sents] == starts


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_entities_stage_reads_the_sentences_the_whole_pipeline_sets(analyzer, language):
    nlp = analyzer.nlp_engine.nlp[language]
    plan = analyzer.nlp_engine.plans[language]
    assert any(isinstance(component, SentenceStarts) for component in plan.entities)
    texts = [m.text for m in MESSAGES if m.language == language]
    for text in texts:
        whole = nlp(text)
        fast = plan.run_entities(nlp.make_doc(text))
        assert [s.start for s in fast.sents] == [s.start for s in whole.sents], text
        assert [(e.start, e.end, e.label_) for e in fast.ents] == [(e.start, e.end, e.label_) for e in whole.ents], text
    assert len(texts) > 40
