"""Matrix products through numpy's OpenBLAS on one thread (daemon/speedups/numpy_blas.py).

The switch must change no answer: every token's entity, tag and part of speech is compared
with the same models run through thinc's default BLIS ops.
"""

from __future__ import annotations

import pytest
from thinc.api import NumpyOps
from threadpoolctl import threadpool_info

from quality.corpus import generate


def _ops_of(nlp):
    return {id(node.ops): node.ops for _, component in nlp.pipeline
            if hasattr(getattr(component, "model", None), "walk") for node in component.model.walk()}


def test_the_shipped_pipelines_use_one_numpy_ops_without_blis_each(analyzer):
    for nlp in analyzer.nlp_engine.nlp.values():
        ops = list(_ops_of(nlp).values())
        assert len(ops) == 1 and type(ops[0]) is NumpyOps and not ops[0].use_blis


def test_openblas_runs_on_one_thread(analyzer):
    pools = [pool for pool in threadpool_info() if pool.get("internal_api") == "openblas"]
    assert pools and all(pool["num_threads"] == 1 for pool in pools)


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
    blis = NumpyOps(use_blis=True)
    try:
        for node in nodes:
            node.ops = blis
        assert annotate() == ours
    finally:
        for node, ops in zip(nodes, saved):
            node.ops = ops
    assert sum(len(doc) for doc in ours) > 3000
