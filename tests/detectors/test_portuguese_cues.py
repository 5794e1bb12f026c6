"""Portuguese cues the finders read (issue 26): found in the Portuguese harness messages
(quality/portuguese.py), where they leaked or over-reached before."""

from __future__ import annotations

import pytest

from recognizers.phones import find_phones


@pytest.mark.parametrize("text", ["Podem me ligar no (11) 5291-4289?", "Me liga no (19) 90318-5766."])
def test_a_phone_after_ligar_no_is_found(text):
    """"no" is "on the" in Portuguese, not "No." before a record number."""
    start = text.index("(")
    assert [(s, e) for s, e, _ in find_phones(text)] == [(start, len(text) - 1)]


def test_no_before_a_number_still_means_a_record():
    assert find_phones("pedido no (11) 5291-4289") == []


@pytest.mark.parametrize("text, name", [
    ("Olá, meu nome é João Miguel da Cruz e meu CPF é 232.332.113-76.", "João Miguel da Cruz"),
    ("Bom dia! Sou Kaique da Conceição, cliente há anos.", "Kaique da Conceição"),
])
def test_portuguese_greetings_are_not_part_of_a_name(presidio_detector, text, name):
    persons = [text[s.start:s.end] for s in presidio_detector.detect(text, "pt", ["PERSON"])]
    assert persons == [name]


def test_the_harness_portuguese_messages_never_leak(presidio_detector):
    """quality/portuguese.py as `make eval` scores it: no structured value leaks in either
    detector, and PERSON is found through the Spanish pipeline under `pt`."""
    from daemon.detectors.patterns import PatternsDetector
    from quality import portuguese
    from quality.eval import run_detector

    corpus = portuguese.generate(80)
    assert [m.text for m in corpus] == [m.text for m in portuguese.generate(80)]  # seeded
    ours = run_detector(presidio_detector, corpus, with_person=True)
    for score in (ours, run_detector(PatternsDetector(), corpus)):
        assert sum(score.values.values()) > 100 and score.total_leaked == 0, score.leaked_examples
    assert ours.names_found["pt"] / ours.names["pt"] >= 0.9
