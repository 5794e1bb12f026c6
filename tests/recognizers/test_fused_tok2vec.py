"""The fused token encoder (daemon/detectors/fused_tok2vec.py) against thinc's own forward.

Every vector must be thinc's, bit for bit, for both encoders of both shipped pipelines, one
document at a time and in batches, on the quality corpus and on shuffled text; and what the
plan does not cover (training, empty documents, other architectures) must go to thinc.
"""

from __future__ import annotations

import numpy
import pytest
from spacy.ml.models.tok2vec import build_hash_embed_cnn_tok2vec

from daemon.detectors.fused_tok2vec import FusedForward, read_plan, use_fused_tok2vec
from tests.recognizers.test_ner_decoder import _shuffled, texts


def fused_nodes(nlp) -> dict:
    """component name -> the model node whose forward is fused."""
    found = {}
    for name, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if hasattr(model, "walk"):
            for node in model.walk():
                if isinstance(node._func, FusedForward):
                    found[name] = node
    return found


@pytest.fixture(params=["en", "es"])
def encoders(request, analyzer):
    """(nlp, [the fused nodes]) as the daemon's engine holds them."""
    nlp = analyzer.nlp_engine.nlp[request.param]
    nodes = list(fused_nodes(nlp).values())
    assert len(nodes) == 2  # so that no test below passes by looping over nothing
    return nlp, nodes


def same(ours: list, theirs: list) -> bool:
    return len(ours) == len(theirs) and all(
        a.dtype == b.dtype and a.shape == b.shape and numpy.array_equal(a, b) for a, b in zip(ours, theirs))


def test_both_encoders_of_each_shipped_pipeline_are_fused(analyzer):
    for language in ("en", "es"):
        nlp = analyzer.nlp_engine.nlp[language]
        # ner embeds tokens itself; the tagger listens to the shared tok2vec.
        assert set(fused_nodes(nlp)) == {"tok2vec", "ner"}
        assert use_fused_tok2vec(nlp) == 0  # switching twice changes nothing


def test_every_vector_is_thincs_one_document_at_a_time(encoders):
    nlp, nodes = encoders
    checked = 0
    for text in [*texts(nlp.lang), *_shuffled(seed=5, count=150)]:
        doc = nlp.make_doc(text)
        if not len(doc):
            continue
        for node in nodes:
            ours, _ = node._func(node, [doc], False)
            theirs, _ = node._func.original(node, [doc], False)
            assert same(ours, theirs), text
            checked += len(doc)
    assert checked > 8000


def test_batches_are_thincs_and_keep_order(encoders):
    nlp, nodes = encoders
    docs = [nlp.make_doc(text) for text in texts(nlp.lang)[:90] if text.strip()]
    for node in nodes:
        for size in (2, 7, 32):
            for start in range(0, len(docs), size):
                batch = docs[start:start + size]
                ours, _ = node._func(node, batch, False)
                assert [len(vectors) for vectors in ours] == [len(doc) for doc in batch]
                assert same(ours, node._func.original(node, batch, False)[0])


def test_spans_fail_as_thinc_fails(encoders):
    # spaCy 3.8's feature extractor hands a Span the attributes by name, which Span.to_array
    # refuses; the fused encoder reads them the same way, and fails the same way.
    nlp, nodes = encoders
    spans = [nlp.make_doc(texts(nlp.lang)[0])[1:5]]
    for node in nodes:
        for forward in (node._func, node._func.original):
            with pytest.raises(ValueError):
                forward(node, spans, False)


def test_the_daemons_analysis_runs_the_fused_encoder(analyzer, monkeypatch):
    nlp = analyzer.nlp_engine.nlp["en"]
    node = fused_nodes(nlp)["ner"]
    calls = []
    fused = node._func
    monkeypatch.setattr(fused, "encode", lambda docs: calls.append(len(docs)) or FusedForward.encode(fused, docs))
    monkeypatch.setattr(fused, "original", lambda *a: pytest.fail("thinc's forward ran"))
    results = analyzer.analyze("Please call Mary Johnson in London tomorrow", language="en")
    assert calls and any(r.entity_type == "PERSON" for r in results)


def test_training_and_empty_documents_take_thincs_forward(encoders):
    nlp, nodes = encoders
    docs = [nlp.make_doc("Hola, soy Ana."), nlp.make_doc(""), nlp.make_doc("x")]
    assert [len(doc) for doc in docs][1:] == [0, 1]
    for node in nodes:
        calls = []
        original = node._func.original
        fused = FusedForward(node._func.plan, node._func.ops,
                             lambda model, X, is_train: calls.append(is_train) or original(model, X, is_train))
        ours, _ = fused(node, docs, False)
        assert calls == [False] and [len(v) for v in ours] == [len(doc) for doc in docs]
        fused(node, docs[:1], True)
        assert calls == [False, True]
        _, backprop = fused(node, docs[:1], False)
        with pytest.raises(RuntimeError):
            backprop(None)


def test_another_size_of_the_architecture_is_fused_exactly(analyzer):
    nlp = analyzer.nlp_engine.nlp["en"]
    model = build_hash_embed_cnn_tok2vec(width=32, depth=2, embed_size=300, window_size=2, maxout_pieces=2,
                                         subword_features=True, pretrained_vectors=None)
    docs = [nlp.make_doc(text) for text in texts("en")[:40] if text.strip()]
    model.initialize(X=docs[:5])
    top = next(node for node in model.walk() if read_plan(node) is not None)
    plan = read_plan(top)
    assert plan.pad == 4 and len(plan.windows) == 2
    fused = FusedForward(plan, top.ops, top._func)
    assert same(fused(top, docs, False)[0], top._func(top, docs, False)[0])


def test_other_architectures_are_left_to_thinc(analyzer):
    from thinc.api import Linear, Relu, chain

    nlp = analyzer.nlp_engine.nlp["en"]
    assert read_plan(chain(Relu(8), Linear(4))) is None
    tagger = nlp.get_pipe("tagger").model  # a listener and softmax, no embedding of its own
    assert all(read_plan(node) is None for node in tagger.walk())
    # The same tree with its window layers padded less than their reach would let one
    # document see the next: not the shape this mirrors.
    encoder = fused_nodes(nlp)["tok2vec"]
    windows = encoder.layers[1]
    pad = windows.attrs["pad"]
    windows.attrs["pad"] = pad - 1
    try:
        assert read_plan(encoder) is None
    finally:
        windows.attrs["pad"] = pad
    assert read_plan(encoder) is not None
