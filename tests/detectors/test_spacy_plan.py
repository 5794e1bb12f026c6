"""The daemon runs less of spaCy than Presidio does; these hold it to the same answers.

Entities come from `ner` on the bare tokens (rule-based sentence starts instead of the
parser's), one word's part of speech from tagging the tokens around it, and everything else
from the pipeline's other components. The real en and es pipelines, on the quality corpus.
"""

from __future__ import annotations

import pytest
import spacy

from daemon.detectors.presidio_engine import analyze_many
from daemon.speedups.spacy_plan import plan_pipeline
from quality.corpus import generate
from recognizers.names.screening import NOT_NAME_POS

MESSAGES = generate(160, seed=7)


def texts(language: str) -> list[str]:
    return [m.text for m in MESSAGES if m.language == language]


@pytest.fixture(scope="module")
def nlp_engine(analyzer):
    return analyzer.nlp_engine


@pytest.mark.parametrize("language", ["en", "es"])
def test_both_pipelines_get_the_fast_plan(nlp_engine, language):
    plan = nlp_engine.plans[language]
    assert plan.ner_first
    assert plan.pos and plan.pos_context == 5
    assert "DependencyParser" not in {type(c).__name__ for c in plan.pos}


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_words_part_of_speech_from_its_window_answers_the_person_check_as_the_pipeline(nlp_engine, language):
    nlp = nlp_engine.nlp[language]
    plan = nlp_engine.plans[language]
    differing = checked = 0
    for text in texts(language):
        full = nlp(text)
        bare = nlp.make_doc(text)
        for token in full:
            windowed = plan.coarse_pos(bare, token.i)
            checked += 1
            assert (windowed in NOT_NAME_POS) == (token.pos_ in NOT_NAME_POS), (token.text, windowed, token.pos_)
            differing += windowed != token.pos_
    assert checked > 2000
    assert differing == 0  # the pipelines have no parser: no attribute-ruler rule reads a parse


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("entities_first", [True, False], ids=["entities-first", "tokens-first"])
def test_tags_and_lemmas_are_the_pipelines_own_without_its_parser(nlp_engine, language, entities_first):
    """What context words are compared on (lower-cased lemmas) is exactly the pipeline's."""
    nlp = nlp_engine.nlp[language]
    assert "DependencyParser" not in {type(c).__name__ for c in nlp_engine.plans[language].annotate}
    pos_differing = tokens = 0
    for text in texts(language):
        artifacts = nlp_engine.process_text(text, language)
        if entities_first:
            assert artifacts.entities is not None
        full = nlp(text)
        assert [t.tag_ for t in artifacts.tokens] == [t.tag_ for t in full]
        assert [lemma.lower() for lemma in artifacts.lemmas] == [t.lemma_.lower() for t in full]
        assert artifacts.tokens_indices == [t.idx for t in full]
        pos_differing += sum(a.pos_ != b.pos_ for a, b in zip(artifacts.tokens, full))
        tokens += len(full)
    assert pos_differing == 0 and tokens > 1000


@pytest.mark.parametrize("language", ["en", "es"])
def test_entities_do_not_depend_on_what_was_read_first(nlp_engine, language):
    for text in texts(language)[:40]:
        entities_first = nlp_engine.process_text(text, language)
        first = [(e.start_char, e.end_char, e.label_) for e in entities_first.entities]
        tokens_first = nlp_engine.process_text(text, language)
        assert tokens_first.tokens is not None
        assert [(e.start_char, e.end_char, e.label_) for e in tokens_first.entities] == first


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_batch_finds_what_one_call_per_text_finds(analyzer, language):
    batch = texts(language)[:48]

    def key(results):
        return sorted((r.entity_type, r.start, r.end, round(r.score, 6)) for r in results)

    together = analyze_many(analyzer, batch, language)
    alone = [analyzer.analyze(text=text, language=language) for text in batch]
    assert [key(r) for r in together] == [key(r) for r in alone]
    assert any(r.entity_type == "PERSON" for results in together for r in results)


def test_a_ner_that_listens_to_a_shared_tok2vec_gets_the_safe_plan():
    nlp = spacy.blank("en")
    nlp.add_pipe("tok2vec")
    nlp.add_pipe("ner", config={"model": {"@architectures": "spacy.TransitionBasedParser.v2", "state_type": "ner",
                                          "extra_state_tokens": False, "hidden_width": 8, "maxout_pieces": 2,
                                          "use_upper": True,
                                          "tok2vec": {"@architectures": "spacy.Tok2VecListener.v1", "width": 96}}})
    nlp.get_pipe("ner").add_label("PERSON")
    nlp.initialize()
    plan = plan_pipeline(nlp)
    assert not plan.ner_first
    assert [type(c).__name__ for c in plan.entities] == ["Tok2Vec", "EntityRecognizer"]
    assert plan.pos == ()


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_pattern_only_request_tokenizes_only_when_a_context_word_could_count(analyzer, language, monkeypatch):
    """Tokens are made when something reads them: for a pattern-only request, only when a
    result's context words could raise its score. Tokenizing was most of such a request's
    time: 0.79 → 0.29 ms a message for the structured types (2026-11-30)."""
    from daemon.core.entities import STRUCTURED_TYPES

    nlp = analyzer.nlp_engine.nlp[language]
    tokenizer, made = nlp.tokenizer, []

    def counting(text):
        made.append(text)
        return tokenizer(text)

    monkeypatch.setattr(nlp, "tokenizer", counting)

    def key(results):
        return sorted((r.entity_type, r.start, r.end, round(r.score, 6)) for r in results)

    structured, batch = list(STRUCTURED_TYPES), texts(language)[:40]
    lazily = [key(analyzer.analyze(text=text, language=language, entities=structured)) for text in batch]
    assert any(lazily) and len(made) < len(batch) / 2, len(made)
    made.clear()
    assert key(analyzer.analyze(text="ana.perez@example.com, 4111 1111 1111 1111", language=language,
                                entities=["EMAIL_ADDRESS", "CREDIT_CARD"])) != []
    assert made == []
    # An explanation makes Presidio's enhancer run whatever it could change, reading the tokens.
    explained = [key(analyzer.analyze(text=text, language=language, entities=structured, return_decision_process=True))
                 for text in batch]
    assert len(made) == len(batch) and explained == lazily
