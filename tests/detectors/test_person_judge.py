"""The learnt judge (recognizers/names/judge.py; its weights, recognizers/data/person_judge.json, learnt
by scripts/train_person_judge.py): learnt from the sets already read, never the measure; weights for
features it can produce and for every finder; it has the last word on a span."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from quality.names_eval import SETS
from recognizers.person import _FIELD_FINDERS, _SHAPE_FINDERS, ResguardoPersonRecognizer

MODEL = json.loads(resources.files("recognizers").joinpath("data/person_judge.json").read_text(encoding="utf-8"))
# Every feature judge.features writes starts so.
PREFIXES = ("lang=", "finder=", "casing=", "finder&casing=", "words=", "shape=", "spans=", "first:", "last:",
            "known=", "sentence_start", "char_before=", "char_after=", "sign_after=", "before:",
            "after:", "repeated", "hyphen", "initial")


def test_the_judge_never_learnt_from_the_measure():
    assert MODEL["trained_on"]
    for name in MODEL["trained_on"]:
        assert name in SETS
        assert "never read by whoever tunes it" not in SETS[name], name
    assert "sealed17" not in MODEL["trained_on"]
    assert "sealed18" not in MODEL["trained_on"]
    assert "sealed19" not in MODEL["trained_on"]
    assert "sealed20" not in MODEL["trained_on"]
    assert "sealed21" not in MODEL["trained_on"]
    assert "sealed22" not in MODEL["trained_on"]
    assert "sealed23" not in MODEL["trained_on"]
    assert "sealed24" not in MODEL["trained_on"]
    assert "sealed25" not in MODEL["trained_on"]
    assert "sealed26" not in MODEL["trained_on"]
    assert "sealed27" not in MODEL["trained_on"]
    assert "sealed28" not in MODEL["trained_on"]
    assert "sealed29" not in MODEL["trained_on"]
    assert "sealed30" not in MODEL["trained_on"]
    assert "sealed31" not in MODEL["trained_on"]
    assert "sealed32" not in MODEL["trained_on"]
    assert "sealed33" not in MODEL["trained_on"]
    assert "sealed34" not in MODEL["trained_on"]
    assert "sealed35" not in MODEL["trained_on"]
    assert "sealed36" not in MODEL["trained_on"]
    assert "sealed37" not in MODEL["trained_on"]


def test_the_training_script_refuses_the_measure():
    from scripts.train_person_judge import main

    with pytest.raises(SystemExit) as refused:
        main(["--sets", "sealed16,sealed37", "--table-only"])
    assert refused.value.code == 2


def test_every_weight_is_a_feature_the_judge_writes():
    assert len(MODEL["weights"]) > 100
    assert 0 < MODEL["threshold"] < 1
    for feature in MODEL["weights"]:
        assert feature.startswith(PREFIXES), feature


def test_every_finder_has_a_weight():
    # A finder whose explanation changed since the judge learnt would lose its weight unseen.
    for _, explanation in (*_FIELD_FINDERS, *_SHAPE_FINDERS):
        assert f"finder={explanation}" in MODEL["weights"], explanation


@pytest.fixture(scope="module")
def engine():
    from daemon.detectors.presidio_engine import build_analyzer_engine

    return build_analyzer_engine()


def _persons(engine, text: str, language: str, judge: bool) -> list[str]:
    recognizers = [r for r in engine.registry.recognizers if isinstance(r, ResguardoPersonRecognizer)]
    try:
        for recognizer in recognizers:
            recognizer.judge = judge
        results = engine.analyze(text=text, language=language, entities=["PERSON"])
    finally:
        for recognizer in recognizers:
            recognizer.judge = True
    return sorted(text[r.start:r.end] for r in results)


# What the finders take for a name and the judge does not: a metro station's name after "en", a
# site's name of two capitalised words opening nothing; and names it keeps.
JUDGED = [
    ("es", "Bajé en Núñez de Balboa y caminé dos calles.", ["Núñez de Balboa"], []),
    ("pt", "Vou registrar no Reclame Aqui se não resolverem.", ["Reclame Aqui"], []),
    ("es", "MANUELA Y GURDARSHAN COMPARTEN LA CUENTA", ["GURDARSHAN", "MANUELA"], ["GURDARSHAN", "MANUELA"]),
    ("en", "Hi, this is Odile Brant, order 4411 never arrived.", ["Odile Brant"], ["Odile Brant"]),
    # No neighbour by name: a judge that weighed "sobre" after a span, learnt from a few templates,
    # dropped this one.
    ("pt", "Falei ontem com a Elisa da Luz sobre o cartão.", ["Elisa da Luz"], ["Elisa da Luz"]),
]


@pytest.mark.parametrize(("language", "text", "found", "kept"), JUDGED)
def test_the_judge_has_the_last_word(engine, language, text, found, kept):
    assert _persons(engine, text, language, judge=False) == found
    assert _persons(engine, text, language, judge=True) == kept
