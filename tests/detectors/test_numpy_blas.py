"""Matrix products with the weights laid out for OpenBLAS (daemon/detectors/numpy_blas.py).

The transposed copies must change no answer: every token's entity, tag and part of speech
is compared with the same models run through plain NumpyOps.
"""

from __future__ import annotations

import numpy
import pytest
from thinc.api import NumpyOps

from quality.corpus import generate


def _ops_of(nlp):
    return {id(node.ops): node.ops for _, component in nlp.pipeline
            if hasattr(getattr(component, "model", None), "walk") for node in component.model.walk()}


def test_the_shipped_pipelines_use_one_weights_first_ops_each(analyzer):
    for nlp in analyzer.nlp_engine.nlp.values():
        ops = list(_ops_of(nlp).values())
        assert len(ops) == 1 and type(ops[0]).__name__ == "WeightsFirstOps"


def test_a_registered_weight_is_read_from_its_transposed_copy(analyzer):
    nlp = analyzer.nlp_engine.nlp["en"]
    (ops,) = _ops_of(nlp).values()
    weights = nlp.get_pipe("ner").model.get_ref("lower").get_param("W")
    flat = weights.reshape((-1, weights.shape[-1]))
    rows = numpy.random.default_rng(3).standard_normal((40, flat.shape[1])).astype("float32")
    expected = rows @ flat.T
    assert numpy.allclose(ops.gemm(rows, flat, trans2=True), expected, rtol=1e-5, atol=1e-5)
    assert any(key[0] == flat.__array_interface__["data"][0] for key in ops._transposed)
    out = numpy.empty_like(expected)
    assert ops.gemm(rows, flat, trans2=True, out=out) is out
    assert numpy.allclose(out, expected, rtol=1e-5, atol=1e-5)


def test_an_array_that_is_no_weight_takes_the_usual_path(analyzer):
    (ops,) = _ops_of(analyzer.nlp_engine.nlp["es"]).values()
    before = dict(ops._transposed)
    left, right = numpy.ones((3, 4), dtype="float32"), numpy.arange(20, dtype="float32").reshape(5, 4)
    assert numpy.array_equal(ops.gemm(left, right, trans2=True), left @ right.T)
    assert ops._transposed == before


@pytest.mark.parametrize("language", ["en", "es"])
def test_no_annotation_changes(analyzer, language):
    nlp = analyzer.nlp_engine.nlp[language]
    texts = [m.text for m in generate(300, seed=31) if m.language == language]

    def annotate():
        return [[(t.ent_iob, t.ent_type_, t.tag_, t.pos_) for t in doc] for doc in nlp.pipe(texts)]

    ours = annotate()
    nodes = [node for _, component in nlp.pipeline if hasattr(getattr(component, "model", None), "walk")
             for node in component.model.walk()]
    saved = [node.ops for node in nodes]
    plain = NumpyOps(use_blis=False)
    try:
        for node in nodes:
            node.ops = plain
        assert annotate() == ours
    finally:
        for node, ops in zip(nodes, saved):
            node.ops = ops
    assert sum(len(doc) for doc in ours) > 3000
