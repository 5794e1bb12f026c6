"""spaCy's greedy entity decoder for the en/es pipelines, without its per-token overhead.

spaCy's `ner` runs its network in two parts. First, in bulk, its own `tok2vec` and the
`lower` layer's precomputed features: matrix products over the whole message. Then a greedy
loop in Cython takes one transition per token, each scored from three tokens' features. On
the quality corpus's English messages that loop took 1.37 ms of `ner`'s 2.64 ms, 45 µs a
token for one 64-by-74 matrix-vector product. Under `perf`, a quarter of it was taking and
dropping the interpreter lock: built with Cython 3, every state accessor that the 74
transitions' validity tests call inside `nogil` is followed by a check for a Python
exception, which takes the lock. Much of the rest was BLIS's generic kernel on tiny products.

The transition system (BILUO, spacy/pipeline/_parser_internals/ner.pyx) lets most of that
loop run in bulk. A state's three features are the next token, the first token of the open
entity, and the token before the next one; with no entity open, the last two are padding.
So outside an entity a token's scores depend on nothing decided before it. They are
computed for every token at once and masked with the rules that hold outside an entity:
Begin needs a next token in the same sentence and not a space, Unit not a space, Out always.
Inside an entity only In and Last of its label are valid (In needs a next token in the same
sentence): one short step each, with the entity's own features.

This mirrors spaCy 3.8's rules for docs without preset entities, with the features summed in
spaCy's order. The scores' matrix product goes through numpy, whose summation order may
differ from BLIS's in the last bit, as every other matrix product of ours already does
(numpy_blas.py). A doc with preset entities goes to spaCy's own decoder,
and a model of any other shape gets no stand-in at all.
tests/recognizers/test_ner_decoder.py compares every token's entity annotation with
spaCy's own.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy

_BEGIN, _IN, _LAST, _UNIT, _OUT = "B", "I", "L", "U", "O"
# spaCy's sent_start: 1 starts a sentence, -1 does not, 0 unknown.
_STARTS_SENTENCE = 1


@dataclass(frozen=True)
class _Moves:
    """The transitions by class index, as the model's output rows are ordered."""

    move: tuple  # one of B I L U O per class
    label: tuple  # the entity label per class ("" for Out, and for Unit with no label)
    inside: dict  # label -> (In's class, Last's class)
    out: numpy.ndarray  # (classes,) bool: Out
    unit: numpy.ndarray  # Unit with a label
    begin: numpy.ndarray  # Begin


def fast_entity_recognizer(ner):
    """A stand-in for `ner` (called and piped the same, the same doc.ents), or None when
    `ner` is not of the shape this mirrors."""
    try:
        import spacy
        from spacy.pipeline import EntityRecognizer
    except ImportError:
        return None
    if type(ner) is not EntityRecognizer or not spacy.__version__.startswith("3.8."):
        return None
    if ner.cfg.get("beam_width") != 1 or list(ner.postprocesses):
        return None
    model = ner.model
    if not {"tok2vec", "lower", "upper"} <= set(model.ref_names):
        return None
    if not model.attrs.get("has_upper") or model.attrs.get("unseen_classes"):
        return None
    lower, upper = model.get_ref("lower"), model.get_ref("upper")
    if lower.name != "precomputable_affine" or lower.get_dim("nF") != 3 or lower.get_dim("nP") < 2:
        return None
    if upper.name != "linear" or upper.get_param("W").shape[0] != ner.moves.n_moves:
        return None
    # Every class, in the order of the model's outputs (`move_names` leaves out "U-").
    moves = _read_moves([ner.moves.get_class_name(i) for i in range(ner.moves.n_moves)])
    if moves is None:
        return None
    return FastEntityRecognizer(ner, moves)


def _read_moves(names: list[str]) -> _Moves | None:
    move, label = [], []
    for name in names:
        kind, _, entity = name.partition("-")
        if kind not in (_BEGIN, _IN, _LAST, _UNIT, _OUT) or (kind == _OUT and entity):
            return None
        move.append(kind)
        label.append(entity)
    inside = {}
    for entity in {entity for kind, entity in zip(move, label) if kind == _BEGIN}:
        classes = [next((i for i, (k, e) in enumerate(zip(move, label)) if k == kind and e == entity), None)
                   for kind in (_IN, _LAST)]
        if None in classes or not entity:
            return None  # an entity that could open but never continue or close
        inside[entity] = tuple(classes)
    kinds = numpy.array(move)
    named = numpy.array([bool(entity) for entity in label])
    return _Moves(tuple(move), tuple(label), inside, kinds == _OUT, (kinds == _UNIT) & named, kinds == _BEGIN)


class FastEntityRecognizer:
    """`ner`'s annotations through the bulk decoder; spaCy's own for docs it does not cover."""

    def __init__(self, ner, moves: _Moves) -> None:
        from spacy.attrs import IS_SPACE, SENT_START
        from spacy.tokens import Span

        self._flags = [SENT_START, IS_SPACE]
        self._span = Span
        self.ner = ner
        self.name = ner.name
        self.moves = moves
        model = ner.model
        self.tok2vec = model.get_ref("tok2vec")
        self.lower = model.get_ref("lower")
        upper = model.get_ref("upper")
        weights, bias = upper.get_param("W"), upper.get_param("b")  # (classes, hidden), (classes,)
        self.weights_t = numpy.ascontiguousarray(weights.T)
        self.scores_bias = bias
        self.feature_bias = self.lower.get_param("b")  # (hidden, pieces)
        # Per label, In's and Last's rows, and whether In wins a tie (spaCy keeps the first
        # of equal scores in class order).
        self.inside = {
            label: (numpy.ascontiguousarray(weights[[stay, close]]), bias[[stay, close]].copy(), stay < close)
            for label, (stay, close) in moves.inside.items()
        }

    def __call__(self, doc):
        self._annotate([doc])
        return doc

    def pipe(self, docs, batch_size: int = 128):
        batch = []
        for doc in docs:
            batch.append(doc)
            if len(batch) >= batch_size:
                self._annotate(batch)
                yield from batch
                batch = []
        if batch:
            self._annotate(batch)
            yield from batch

    def _annotate(self, docs: list) -> None:
        plain = []
        for doc in docs:
            if doc.has_annotation("ENT_IOB"):
                self.ner(doc)  # preset entities have rules of their own: spaCy's decoder
            elif len(doc):  # spaCy's decoder leaves an empty doc as it is
                plain.append(doc)
        if not plain:
            return
        cached = self.lower.predict(self.tok2vec.predict(plain))  # (tokens + 1, 3, hidden, pieces); row 0 pads
        closed = self._scores_outside(cached)
        offset = 0
        for doc in plain:
            flags = doc.to_array(self._flags)
            # Whether the next token exists and is in the same sentence (In and Begin need it).
            continues = numpy.zeros(len(doc), dtype=bool)
            continues[:-1] = flags[1:, 0] != _STARTS_SENTENCE
            entities = self._decode(closed[offset:offset + len(doc)], cached, offset, continues, flags[:, 1] != 0)
            doc.set_ents([self._span(doc, start, end, label=label) for start, end, label in entities],
                         default="outside")
            offset += len(doc)

    def _scores_outside(self, cached: numpy.ndarray) -> numpy.ndarray:
        """Every token's scores with no entity open, as if it were next: (tokens, classes).

        The features are summed in spaCy's order (the token's, then the two paddings, then
        the bias), so they are the same floats."""
        pad = cached[0]
        features = cached[1:, 0] + pad[1]
        features += pad[2]
        features += self.feature_bias
        scores = features.max(axis=2) @ self.weights_t
        scores += self.scores_bias
        return scores

    def _decode(self, scores, cached, offset: int, continues, space) -> list[tuple[int, int, str]]:
        moves = self.moves
        valid = moves.out | (moves.unit & ~space[:, None]) | (moves.begin & (continues & ~space)[:, None])
        choices = numpy.where(valid, scores, -numpy.inf).argmax(axis=1).tolist()
        entities = []
        i, n = 0, len(choices)
        while i < n:
            kind = moves.move[choices[i]]
            if kind == _UNIT:
                entities.append((i, i + 1, moves.label[choices[i]]))
            elif kind == _BEGIN:
                label, start = moves.label[choices[i]], i
                i += 1
                while continues[i] and self._stays_open(cached, offset, start, i, label):
                    i += 1
                entities.append((start, i + 1, label))  # Last at i
            i += 1
        return entities

    def _stays_open(self, cached, offset: int, start: int, i: int, label: str) -> bool:
        """In rather than Last at token i of an entity that began at `start`."""
        row = 1 + offset
        features = cached[row + i, 0] + cached[row + start, 1]
        features += cached[row + i - 1, 2]
        features += self.feature_bias
        weights, bias, stay_first = self.inside[label]
        stay, close = weights @ features.max(axis=1) + bias
        return not close > stay if stay_first else stay > close
