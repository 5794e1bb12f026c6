"""The unseen PERSON set (quality/names_unseen.py): exact labels, its cells full, fixed by its seed.

These check the set itself, never the recognizer's answers on it: its misses are not read.
"""

from __future__ import annotations

from collections import Counter

import pytest

from quality.names_corpus import CASINGS
from quality.names_sources import fold, known_parts
from quality.names_unseen import TEMPLATES, UnseenMessage, generate_unseen

# Lower-case words inside a name as written: Portuguese and Spanish particles.
PARTICLES = {"da", "das", "de", "do", "dos", "del", "la", "y"}


@pytest.fixture(scope="module")
def corpus() -> list[UnseenMessage]:
    return generate_unseen()


def _words(span: str) -> list[str]:
    return [w for w in span.replace("+", " ").split(" ") if w]


def test_every_label_is_a_name_from_the_sources_cased_as_its_class(corpus):
    parts = known_parts()
    labels = 0
    for m in corpus:
        for label in m.names:
            span = m.text[label.start:label.end]
            labels += 1
            assert label.kind == "PERSON"
            assert span == span.strip() and span[-1].isalpha() and span[0].isalpha(), (m.text, span)
            assert "'" not in span[-2:] and "." not in span, (m.text, span)  # no possessive, no title
            for word in _words(span):
                for piece in word.split("-"):
                    assert fold(piece).casefold() in parts, (span, piece)
            if m.casing == "ALL CAPS":
                assert span == span.upper()
            elif m.casing == "lower case":
                assert span == span.lower()
            else:
                assert all(w[0].isupper() or w in PARTICLES for w in _words(span)), span
    assert labels > 1500


def test_labels_do_not_overlap_and_only_names_are_labelled(corpus):
    for m in corpus:
        spans = sorted((n.start, n.end) for n in m.names)
        assert all(a[1] < b[0] for a, b in zip(spans, spans[1:], strict=False)), m.text
        assert not m.values and not m.distractors


def test_a_name_is_one_label_never_split_in_two(corpus):
    # "Ana" and "Souza" labelled apart would make a span over "Ana Souza" wrong.
    for m in corpus:
        spans = sorted((n.start, n.end) for n in m.names)
        for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
            assert m.text[end:start].strip(" "), m.text  # a tab or a line between cells is fine


def test_a_name_in_a_url_query_is_one_label_over_its_plus_signs(corpus):
    urls = [(m, n) for m in corpus for n in m.names if n.form == "url"]
    assert urls
    for m, n in urls:
        span = m.text[n.start:n.end]
        assert " " not in span and "+" in span and m.text[n.start - 1] == "="
        assert span == fold(span)


def test_every_language_and_casing_cell_has_150_names(corpus):
    cells = Counter()
    for m in corpus:
        cells[(m.language, m.casing)] += len(m.names)
    for language in ("en", "es", "pt"):
        assert len(TEMPLATES[language]) >= 30
        for casing in CASINGS:
            assert cells[(language, casing)] >= 150, (language, casing, cells[(language, casing)])


def test_about_a_fifth_of_the_templates_label_no_distractor_as_a_name(corpus):
    # The precision templates hold companies, streets and words that are names: the set keeps them.
    streets = [m for m in corpus if "Avenida Paulista" in m.text or "Calle Miguel Servet" in m.text]
    assert streets
    for m in streets:
        labelled = " ".join(m.text[n.start:n.end] for n in m.names)
        assert "Paulista" not in labelled and "Servet" not in labelled
