"""How little of a spaCy pipeline answers each question the recognizers ask.

Presidio runs the whole pipeline for every message. Our recognizers ask three narrower
questions, and in the small en/es pipelines each has a cheaper answer:

- **Which entities?** `ner` embeds the tokens itself (it listens to no shared `tok2vec`), so
  it can run straight on the tokens. It only needs sentence starts, because an entity may
  not cross one, and the daemon's pipelines set those by rule from the tokens alone
  (daemon/detectors/sentence_starts.py, in place of the parser), so the same rule run just
  before `ner` gives it the pipeline's own sentences. Its greedy decoder runs in bulk
  (ner_decoder.py).
- **Which part of speech has this one word?** (the PERSON recognizer's check that "Habló" is
  a verb.) A token's tag depends only on the tokens its `tok2vec` can see: `depth` layers of
  `window_size` neighbours each side. Tagging that window alone gives the same tag as
  tagging the whole message, for a fraction of the cost.
- **Tokens with tags and lemmas** (context words): every component but `ner`, and only when
  a context word could be in a lemma at all (lemma_bounds.py).

A pipeline whose `ner` listens to a shared `tok2vec`, or that takes its sentence starts from a
model (a parser or a `senter`), gets the safe plan: the whole pipeline, in its order; one whose
encoder is not a plain window CNN gets tags from the whole message.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from daemon.speedups.lemma_bounds import lemma_bound

# Components that never change a token's part of speech (and may be left out of tagging).
_NOT_POS = frozenset({"DependencyParser", "EntityRecognizer", "SentenceRecognizer", "Sentencizer", "SentenceStarts",
                      "EntityRuler", "SpanRuler", "EntityLinker"})
# Components that set sentence starts from a model, and those that set them by rule.
_SYNTAX = frozenset({"DependencyParser", "SentenceRecognizer"})
_SENTENCE_RULES = frozenset({"Sentencizer", "SentenceStarts"})


@dataclass(frozen=True)
class PipelinePlan:
    """Which components answer which question, for one loaded pipeline."""

    annotate: tuple  # what sets tags and lemmas, in pipeline order (safe plan: all but `ner`)
    entities: tuple  # what produces doc.ents: (sentencizer, ner or its bulk stand-in) or, safe plan, the whole pipeline
    ner_first: bool  # entities and annotations are independent: either may run first, or alone
    pos: tuple  # what sets a token's coarse part of speech, in pipeline order; () = use annotate
    pos_context: int  # tokens each side that decide a tag; tagging more around a word changes nothing
    lemmas: object = None  # a LemmaBound for the annotate stage, or None when it cannot be bounded

    def run_entities(self, doc):
        return _run(self.entities, doc)

    def pipe_entities(self, docs: list, batch_size: int) -> list:
        return _pipe(self.entities, docs, batch_size)

    def run_annotate(self, doc):
        return _run(self.annotate, doc)

    def pipe_annotate(self, docs: list, batch_size: int) -> list:
        return _pipe(self.annotate, docs, batch_size)

    def coarse_pos(self, doc, index: int) -> str:
        """doc[index].pos_, tagging only the window of tokens that decides it."""
        low = max(0, index - self.pos_context)
        high = min(len(doc), index + self.pos_context + 1)
        window = _run(self.pos, doc[low:high].as_doc())
        return window[index - low].pos_


def plan_pipeline(nlp) -> PipelinePlan:
    """The cheapest exact plan for `nlp`, or the safe one when its shape is not the known one."""
    from daemon.speedups.ner_decoder import fast_entity_recognizer

    names = list(nlp.pipe_names)
    every_other = tuple(nlp.get_pipe(name) for name in names if name != "ner")
    if "ner" not in names:
        return PipelinePlan(every_other, every_other, False, (), 0)
    listeners = {
        listener_of
        for name in names
        for listener_of in getattr(nlp.get_pipe(name), "listener_map", {})
    }
    ner = nlp.get_pipe("ner")
    model_sentences = [c for c in every_other if type(c).__name__ in _SYNTAX]
    if "ner" in listeners or model_sentences:
        # A parser's or senter's sentence starts need the whole pipeline before `ner`.
        return PipelinePlan(every_other, (*every_other, ner), False, (), 0)
    # The daemon's pipelines set sentence starts by rule (daemon/detectors/sentence_starts.py),
    # from the tokens alone: the same rule before `ner` gives it the pipeline's sentences.
    rules = tuple(c for c in every_other if type(c).__name__ in _SENTENCE_RULES)
    annotate = every_other
    entities = (*rules, fast_entity_recognizer(ner) or ner)
    lemmas = lemma_bound(annotate)
    context = _receptive_field(nlp)
    if context is None:
        return PipelinePlan(annotate, entities, True, (), 0, lemmas)
    pos = tuple(component for component in annotate if type(component).__name__ not in _NOT_POS
                and not _is_lemmatizer(component))
    # One more token each side for the attribute ruler's two-token patterns.
    return PipelinePlan(annotate, entities, True, pos, context + 1, lemmas)


def _receptive_field(nlp) -> int | None:
    """Tokens each side a shared window-CNN tok2vec sees, or None when that is not the shape."""
    config = nlp.config.get("components", {})
    fields = []
    for name in nlp.pipe_names:
        component = nlp.get_pipe(name)
        if not getattr(component, "listener_map", None):
            continue
        encode = config.get(name, {}).get("model", {}).get("encode", {})
        if not str(encode.get("@architectures", "")).startswith("spacy.MaxoutWindowEncoder"):
            return None
        fields.append(int(encode["depth"]) * int(encode["window_size"]))
    return max(fields) if fields else None


def _is_lemmatizer(component) -> bool:
    from spacy.pipeline import Lemmatizer

    return isinstance(component, Lemmatizer)


def _run(components: Iterable, doc):
    for component in components:
        doc = component(doc)
    return doc


def _pipe(components: Iterable, docs: list, batch_size: int) -> list:
    for component in components:
        if hasattr(component, "pipe"):
            docs = list(component.pipe(docs, batch_size=batch_size))
        else:
            docs = [component(doc) for doc in docs]
    return docs

