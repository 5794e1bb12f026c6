"""Sentence starts by rule, in place of the parser, in every spaCy pipeline the daemon loads.

No recognizer reads the dependency parse; the `ner` model reads only where sentences start
(an entity never crosses one). The parser costs a third of `ner` again, and its sentence starts
are a model's guess: "DNI 12.345.678-Z My CPF" got a break after the ID, "NIE X-1234567-L. Can"
none before "Can". So the daemon's pipelines set sentence starts with the rule below, the
parser taken out through spaCy's own API (`Language.replace_pipe`, `rename_pipe`). It is configuration, not a
speed-up: `--speedups off` runs the same pipelines, and so gives the same answers.

The rule is spaCy's `Sentencizer` (a sentence ends at its punctuation marks, with the marks
glued after them), except that a sentence starts at an opening mark after a full stop: in
"Gracias. ¿Me ayudáis?" spaCy's rule glued "¿" to the first sentence, and `ner` then found a
lone "¿" as a LOCATION.
"""

from __future__ import annotations

from spacy.language import Language
from spacy.pipeline import Sentencizer

COMPONENT = "resguardo_sentence_starts"
# Marks that open a sentence: Spanish's inverted question and exclamation marks.
_OPENING_MARKS = frozenset("¿¡")


class SentenceStarts(Sentencizer):
    """spaCy's Sentencizer with the opening-mark rule: only `predict`, the guess, differs."""

    def predict(self, docs):
        guesses = []
        for doc in docs:
            starts = [False] * len(doc)
            if len(doc):
                start, seen_period = 0, False
                for token in doc:
                    ends = token.text in self.punct_chars
                    opens = not token.is_punct or token.is_left_punct or token.text in _OPENING_MARKS
                    if seen_period and opens and not ends:
                        starts[start] = True
                        start, seen_period = token.i, False
                    elif ends:
                        seen_period = True
                starts[start] = True
            guesses.append(starts)
        return guesses


@Language.factory(COMPONENT)
def make_sentence_starts(nlp, name):
    return SentenceStarts(name)


def set_sentence_starts_by_rule(nlp_engine) -> None:
    """Each of `nlp_engine`'s spaCy pipelines with its parser, if it has one, replaced by the
    rule, in the parser's place (the Spanish lemmatizer after it reads sentence starts)."""
    from presidio_analyzer.nlp_engine import SpacyNlpEngine

    if not isinstance(nlp_engine, SpacyNlpEngine):
        return
    for nlp in nlp_engine.nlp.values():
        if "parser" in nlp.pipe_names:
            nlp.replace_pipe("parser", COMPONENT)  # keeps the name it replaces
            nlp.rename_pipe("parser", COMPONENT)
