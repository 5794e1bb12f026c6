"""The sealed PERSON set (quality/names_sealed.py): exact labels, its cells full, fixed by its seed.

These check the set itself, never the recognizer's answers on it: its misses are not read.
"""

from __future__ import annotations

from collections import Counter

import pytest

from quality.names_corpus import CASINGS
from quality.names_sealed import TEMPLATES, SealedMessage, generate_sealed
from quality.names_sources import fold, known_parts

# Lower-case words inside a name as written: Portuguese and Spanish particles.
PARTICLES = {"da", "das", "de", "do", "dos", "del", "la", "y"}


@pytest.fixture(scope="module")
def corpus() -> list[SealedMessage]:
    return generate_sealed()


def _initial(word: str) -> bool:
    return len(word) == 2 and word[0].isalpha() and word[1] == "."


def test_every_label_is_a_name_from_the_sources_cased_as_its_class(corpus):
    parts = known_parts()
    labels = 0
    for m in corpus:
        for label in m.names:
            span = m.text[label.start:label.end]
            labels += 1
            assert label.kind == "PERSON"
            assert span == span.strip() and span[0].isalpha() and span[-1].isalpha(), (m.text, span)
            words = span.split(" ")
            # No title, no possessive: the only period is an initial's, the only inner marks hyphens.
            assert "'" not in span[-2:], (m.text, span)
            assert all(_initial(w) or "." not in w for w in words), (m.text, span)
            assert not any(c in span for c in ",;:()<>\"|\t\n"), (m.text, span)
            for word in words:
                if _initial(word):
                    continue
                for piece in word.split("-"):
                    assert fold(piece).casefold() in parts, (span, piece)
            if m.casing == "ALL CAPS":
                assert span == span.upper()
            elif m.casing == "lower case":
                assert span == span.lower()
            else:
                assert all(w[0].isupper() or w in PARTICLES for w in words), span
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


def test_initials_and_hyphenated_surnames_are_labelled_whole(corpus):
    forms = Counter(n.form for m in corpus for n in m.names)
    assert forms["init"] >= 36 and forms["hyph"] >= 36
    for m in corpus:
        for n in m.names:
            span = m.text[n.start:n.end]
            if n.form == "init":
                assert _initial(span.split(" ")[0]) and len(span.split(" ")) == 2, span
            if n.form == "hyph":
                assert "-" in span.split(" ")[-1], span


def test_every_language_and_casing_cell_has_150_names(corpus):
    cells = Counter()
    for m in corpus:
        cells[(m.language, m.casing)] += len(m.names)
    for language in ("en", "es", "pt"):
        assert len(TEMPLATES[language]) >= 30
        for casing in CASINGS:
            assert cells[(language, casing)] >= 150, (language, casing, cells[(language, casing)])


def test_about_a_fifth_of_the_templates_hold_no_person(corpus):
    empty = [t for templates in TEMPLATES.values() for t in templates if "{{A" not in t]
    total = sum(len(templates) for templates in TEMPLATES.values())
    assert 0.15 <= len(empty) / total <= 0.3
    for language, templates in TEMPLATES.items():
        assert sum("{{A" not in t for t in templates) >= 5, language
    # Streets and places named after people stay unlabelled.
    named_after = [m for m in corpus if "Bravo Murillo" in m.text or "Oscar Freire" in m.text.title()
                   or "Martin Luther King" in m.text.title()]
    assert named_after
    for m in named_after:
        assert not m.names
