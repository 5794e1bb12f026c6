"""spaCy's HashEmbedCNN token encoder at inference, run as one function instead of sixty layers.

The en/es pipelines embed tokens twice per message: `ner`'s own encoder, and the shared
`tok2vec` the tagger listens to (spacy_plan.py runs it on the few tokens around a word).
Both are `spacy.HashEmbedCNN`: four hashed embeddings, a maxout layer, then four residual
window-maxout layers. thinc runs that as a tree of about sixty models, and on a 30-token
message its calls, reshapes, ragged/list conversions and parameter lookups cost more than
the arithmetic: on the quality corpus's messages, `ner`'s encoder took 1.58 ms through thinc
and 1.14 ms here, the shared one 2.66 and 1.24 ms (English; Spanish alike; BENCHMARKS.md).

Here the same operations run in the same order on the same arrays: the same `ops` calls
(hash, gather_add, gemm, maxout, seq2col), the layer norm as thinc writes it, and the
zero rows thinc puts around each document before the window layers (they change as layers
add to them, and edge tokens see them). So the output is bit for bit thinc's, which
tests/recognizers/test_fused_tok2vec.py checks on both pipelines, alone and batched.

Only a model whose tree is exactly this shape is switched, and only at inference: training,
a batch holding an empty document, or any other architecture takes thinc's own forward. The
parameters are read once: the daemon never changes a loaded model's weights.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy


@dataclass(frozen=True)
class _Maxout:
    weights: numpy.ndarray  # (outputs * pieces, inputs), as thinc reshapes it
    bias: numpy.ndarray  # (outputs * pieces,)
    outputs: int
    pieces: int
    scale: numpy.ndarray  # the layer norm after it: G
    shift: numpy.ndarray  # and b


@dataclass(frozen=True)
class _Plan:
    columns: list  # the token attributes extracted, in order
    embeddings: tuple  # (column, table, seed) per hashed embedding
    mix: _Maxout  # concatenated embeddings -> width
    pad: int  # zero rows around each document in the window layers
    windows: tuple  # (window_size, _Maxout) per residual layer


class FusedForward:
    """A thinc forward function (model, X, is_train) -> (Y, backprop) for one planned model."""

    def __init__(self, plan: _Plan, ops, original) -> None:
        self.plan = plan
        self.ops = ops
        self.original = original  # thinc's forward, for training and what the plan does not cover

    def __call__(self, model, docs, is_train: bool):
        if is_train or not docs or any(len(doc) == 0 for doc in docs):
            return self.original(model, docs, is_train)
        return self.encode(docs), _no_backprop

    def encode(self, docs: list) -> list:
        plan, ops = self.plan, self.ops
        # As spaCy's extract_features: a Doc's or a Span's attributes, one row per token.
        features = [numpy.asarray(doc.to_array(plan.columns), dtype="uint64").reshape(len(doc), -1)
                    for doc in docs]
        lengths = [len(each) for each in features]
        ids = numpy.concatenate(features)
        embedded = numpy.hstack([
            ops.gather_add(table, ops.hash(numpy.ascontiguousarray(ids[:, column], dtype="uint64"), seed)
                           % table.shape[0])
            for column, table, seed in plan.embeddings
        ])
        mixed = self._maxout_norm(embedded, plan.mix)
        # thinc's with_array(pad=...): every document between zero rows, in one array.
        pad = plan.pad
        padded = numpy.zeros((sum(lengths) + pad * (len(docs) + 1), mixed.shape[1]), dtype=mixed.dtype)
        starts, source, target = [], 0, pad
        for length in lengths:
            padded[target:target + length] = mixed[source:source + length]
            starts.append(target)
            source += length
            target += length + pad
        for window, layer in plan.windows:
            padded = padded + self._maxout_norm(ops.seq2col(padded, window), layer)
        return [padded[start:start + length] for start, length in zip(starts, lengths)]

    def _maxout_norm(self, inputs: numpy.ndarray, layer: _Maxout) -> numpy.ndarray:
        # thinc's maxout, then its layernorm, operation for operation.
        scores = self.ops.gemm(inputs, layer.weights, trans2=True)
        scores += layer.bias
        best, _ = self.ops.maxout(scores.reshape(scores.shape[0], layer.outputs, layer.pieces))
        mean = best.mean(axis=1, keepdims=True)
        variance = best.var(axis=1, keepdims=True) + 1e-08
        normal = (best - mean) * variance ** (-1.0 / 2.0)
        out = normal * layer.scale
        out += layer.shift
        return out


def _no_backprop(_):
    raise RuntimeError("the fused encoder runs at inference only")


def use_fused_tok2vec(nlp) -> int:
    """Switch every HashEmbedCNN encoder in `nlp`'s components to FusedForward; how many."""
    switched = 0
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if not hasattr(model, "walk"):
            continue
        for node in model.walk():
            if isinstance(node._func, FusedForward):
                continue  # switched already (a node two components share, or a second call)
            plan = read_plan(node)
            if plan is not None:
                node._func = FusedForward(plan, node.ops, node._func)
                switched += 1
    return switched


def read_plan(model) -> _Plan | None:
    """The plan for `model` when its tree is exactly spaCy's HashEmbedCNN, else None."""
    try:
        return _read_plan(model)
    except (AttributeError, KeyError, TypeError, ValueError, IndexError):
        return None


def _read_plan(model) -> _Plan | None:
    if _name(model) != "chain" or len(model.layers) != 2:
        return None
    embed, encode = model.layers
    parts = _chained(embed)
    if [_name(p) for p in parts] != ["extract_features", "list2ragged", "with_array", "with_array", "ragged2list"]:
        return None
    extract, _, embed_all, mix_wrapper, _ = parts
    embeddings = _read_embeddings(embed_all)
    mix = _read_maxout_norm(_chained(mix_wrapper.layers[0]))
    if embeddings is None or mix is None or mix_wrapper.attrs.get("pad", 0) != 0:
        return None
    windows = _read_windows(encode)
    if windows is None:
        return None
    pad, layers = windows
    return _Plan(list(extract.attrs["columns"]), embeddings, mix, pad, layers)


def _read_embeddings(wrapper) -> tuple | None:
    if _name(wrapper) != "with_array" or wrapper.attrs.get("pad", 0) != 0:
        return None
    concatenated = wrapper.layers[0]
    if _name(concatenated) != "concatenate":
        return None
    embeddings = []
    for branch in concatenated.layers:
        parts = _chained(branch)
        if [_name(p) for p in parts] != ["ints_getitem", "hashembed"]:
            return None
        index = parts[0].attrs["index"]
        if not (isinstance(index, tuple) and len(index) == 2 and index[0] == slice(0, None)
                and isinstance(index[1], int)):
            return None
        table = parts[1].get_param("E")
        if not isinstance(table, numpy.ndarray):
            return None
        embeddings.append((index[1], table, int(parts[1].attrs["seed"])))
    return tuple(embeddings) if embeddings else None


def _read_windows(encode) -> tuple | None:
    if _name(encode) != "with_array":
        return None
    pad = int(encode.attrs.get("pad", 0))
    layers = []
    for residual in _chained(encode.layers[0]):
        if _name(residual) != "residual":
            return None
        parts = _chained(residual.layers[0])
        if not parts or _name(parts[0]) != "expand_window":
            return None
        layer = _read_maxout_norm(parts[1:])
        if layer is None:
            return None
        layers.append((int(parts[0].attrs["window_size"]), layer))
    # thinc pads by the receptive field, so no window reaches from one document into the next.
    if not layers or pad < sum(window for window, _ in layers):
        return None
    return pad, tuple(layers)


def _read_maxout_norm(parts: list) -> _Maxout | None:
    """maxout >> layernorm >> dropout (dropout does nothing at inference)."""
    if [_name(p) for p in parts] != ["maxout", "layernorm", "dropout"]:
        return None
    maxout, norm, _ = parts
    outputs, pieces, inputs = (maxout.get_dim(d) for d in ("nO", "nP", "nI"))
    weights, bias = maxout.get_param("W"), maxout.get_param("b")
    scale, shift = norm.get_param("G"), norm.get_param("b")
    if not all(isinstance(a, numpy.ndarray) for a in (weights, bias, scale, shift)):
        return None
    return _Maxout(weights.reshape(outputs * pieces, inputs), bias.reshape(outputs * pieces),
                   outputs, pieces, scale, shift)


def _chained(model) -> list:
    """A chain's layers with nested chains opened, in order; [model] for anything else."""
    if _name(model) != "chain":
        return [model]
    return [part for layer in model.layers for part in _chained(layer)]


def _name(model) -> str:
    """Which layer `model` is, by the module of its forward function (its `name` is a label)."""
    function = model._func
    if isinstance(function, FusedForward):
        function = function.original
    module = getattr(function, "__module__", "") or ""
    if getattr(function, "__name__", "") != "forward" or module not in _LAYERS:
        return ""
    return _LAYERS[module]


_LAYERS = {
    **{f"thinc.layers.{layer}": layer for layer in (
        "chain", "with_array", "concatenate", "list2ragged", "ragged2list", "hashembed", "maxout",
        "layernorm", "dropout", "residual", "expand_window")},
    "thinc.layers.array_getitem": "ints_getitem",
    "spacy.ml.featureextractor": "extract_features",
}
