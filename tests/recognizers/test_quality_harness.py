"""The quality harness on the small corpus: no structured value leaks, no distractor is reported."""

from __future__ import annotations

from daemon.detectors.patterns import PatternsDetector
from quality.corpus import generate
from quality.eval import SMALL_COUNT, run_detector, run_engine


def test_small_corpus_is_deterministic():
    assert [m.text for m in generate(20)] == [m.text for m in generate(20)]


def test_no_leak_and_no_false_positive_on_small_corpus(analyzer):
    corpus = generate(SMALL_COUNT)
    for score in (run_engine(analyzer, corpus), run_detector(PatternsDetector(), corpus)):
        assert score.total_leaked == 0, score.leaked_examples
        assert score.total_false_positives == 0, score.fp_examples
