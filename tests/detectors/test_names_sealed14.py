"""The sealed14 PERSON set itself (quality/names_sealed14.py), never the recognizer: its labels are
exactly names cased per class, its shapes and origins are all there, its contact data is fake and its
look-alikes are left unlabelled."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest

from quality.names_corpus import CASINGS
from quality.names_sealed14 import (
    LITERAL_TRAPS,
    ORIGINS,
    PARTICLES,
    SEED,
    TEMPLATES,
    TRAPS,
    generate_sealed14,
    known_parts,
)
from quality.names_sources import fold
from tests.support.name_labels import assert_name_label, has_person

PER_TEMPLATE = 4


@pytest.fixture(scope="module")
def corpus():
    return generate_sealed14(PER_TEMPLATE)


def _labels(corpus):
    return [(m, n) for m in corpus for n in m.names]


def _check_label(message, label) -> None:
    span = message.text[label.start:label.end]
    if "'" in span:  # an Irish O': the shared check has no apostrophe inside a name, so read it as a hyphen
        assert re.fullmatch(r"(?:\S+ )*O'\w+", span, flags=re.IGNORECASE), (message.text, span)
        text = message.text[:label.start] + span.replace("'", "-") + message.text[label.end:]
        message = dataclasses.replace(message, text=text)
    assert_name_label(message, label, known_parts(), PARTICLES)


def test_templates_are_many_distinct_and_a_third_hold_no_person():
    for language, templates in TEMPLATES.items():
        assert len(templates) >= 58, language
        assert len(set(templates)) == len(templates), language
        empty = [t for t in templates if not has_person(t)]
        assert len(empty) / len(templates) >= 0.30, language


def test_every_label_is_exactly_a_name_cased_as_its_class(corpus):
    for message, label in _labels(corpus):
        _check_label(message, label)
        text = message.text
        assert label.start == 0 or not text[label.start - 1].isalnum(), (text, label)
        assert label.end == len(text) or not text[label.end].isalnum(), (text, label)
        span = text[label.start:label.end]
        assert not re.search(r"\b(?:mr|mrs|ms|dr|dra|sr|sra|dña|lic)\.", span, flags=re.IGNORECASE), span


def test_possessives_stay_outside_the_label(corpus):
    possessive = [(m, n) for m, n in _labels(corpus) if m.text[n.end:n.end + 2].casefold() == "'s"]
    assert len(possessive) >= 30
    assert all(m.language == "en" for m, _ in possessive)


def test_messages_without_a_person_have_no_label_and_the_others_have_some(corpus):
    for m in corpus:
        assert bool(m.names) == has_person(TEMPLATES[m.language][m.template]), m.text


def test_casing_classes(corpus):
    for language in TEMPLATES:
        caps = [m for m in corpus if m.language == language and m.casing == "ALL CAPS"]
        lower = [m for m in corpus if m.language == language and m.casing == "lower case"]
        whole_caps = sum(m.text == m.text.upper() for m in caps)
        whole_lower = sum(m.text == m.text.lower() for m in lower)
        assert 0.45 <= whole_caps / len(caps) <= 0.8, language  # half, and a few messages all caps anyway
        assert 0.45 <= whole_lower / len(lower) <= 0.8, language
        named = [m for m in caps if m.names and m.text != m.text.upper()]
        assert len(named) >= 0.4 * len([m for m in caps if m.names]), language
        if language != "en":
            folded = sum(m.text == fold(m.text) for m in lower)
            accented = [m for m in lower if any(c != f for c, f in zip(m.text, fold(m.text)))]
            assert accented, language
            assert folded >= 0.45 * len(lower), language


def test_every_form_is_there(corpus):
    tags = Counter(t for _, n in _labels(corpus) for t in n.form.split("+"))
    for form in ("full", "fl", "first", "last", "init", "hyph", "part", "word", "wfirst"):
        assert tags[form] >= 30, (form, tags)


def test_forms_say_what_the_label_is(corpus):
    for message, label in _labels(corpus):
        span = message.text[label.start:label.end]
        tags = label.form.split("+")
        if "init" in tags:
            assert re.search(r"(?:^|\s)\w\.(?:\s|$)", span), span
        if "first" in tags or "last" in tags:
            assert "." not in span, span
        if "hyph" in tags:
            assert "-" in span, span
        if "part" in tags:
            words = span.casefold().split(" ")
            assert any(w in PARTICLES for w in words) or re.search(r"\b(?:o'|mc|mac)", span.casefold()), span


def test_several_people_and_the_same_person_twice(corpus):
    assert sum(len(m.origins) >= 2 for m in corpus) >= 400
    assert max(len(m.origins) for m in corpus) == 3
    assert all(len(m.origins) <= len(m.names) for m in corpus)

    def twice(template: str) -> bool:  # one person named twice, in two forms
        forms: dict[str, set[str]] = {}
        for person, form in re.findall(r"\[\[(P\d)\.(\w+)\]\]", template):
            forms.setdefault(person, set()).add(form)
        return any(len(f) >= 2 for f in forms.values())

    assert sum(twice(TEMPLATES[m.language][m.template]) for m in corpus) >= 200


def test_origins_are_many_and_each_is_used(corpus):
    assert len(ORIGINS) >= 20
    used = Counter(o for m in corpus for o in m.origins)
    for origin in ORIGINS:
        assert used[origin] >= 12, (origin, used)
    for language in TEMPLATES:
        mine = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert len(mine) >= 12, language


def test_labels_never_overlap_each_other_nor_values_nor_look_alikes(corpus):
    for m in corpus:
        spans = sorted([(n.start, n.end) for n in m.names + m.values + m.traps])
        for (_, end), (start, _) in zip(spans, spans[1:]):
            assert end <= start, m.text


_PHONES = re.compile(r"\(212\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}")


def test_contact_data_is_obviously_fake(corpus):
    for m in corpus:
        for email in re.findall(r"[\w.+-]+@[\w.-]+\w", m.text):
            assert re.search(r"@example\.(?:com|org|net)$", email, flags=re.IGNORECASE), m.text
        for run in re.finditer(r"[+(]?\d[\d ()+\-./]*\d", m.text):
            if sum(c.isdigit() for c in run.group()) >= 7:
                assert _PHONES.fullmatch(run.group()), (run.group(), m.text)
        for value in m.values:
            text = m.text[value.start:value.end]
            if value.kind == "EMAIL_ADDRESS":
                assert "@example." in text.casefold()
            else:
                assert _PHONES.fullmatch(text.upper()), text


def test_look_alikes_are_there_and_never_labelled(corpus):
    for language, kinds in TRAPS.items():
        texts = " ".join(m.text for m in corpus if m.language == language and m.casing == "as written")
        for kind, values in kinds.items():
            assert sum(v in texts for v in values) >= len(values) // 2, (language, kind)
        written = [m for m in corpus if m.language == language and m.casing == "as written"]
        for trap in LITERAL_TRAPS[language]:
            hits = [(m, found.start()) for m in written for found in re.finditer(re.escape(trap), m.text)]
            assert hits, (language, trap)
            for m, at in hits:
                assert not any(n.start < at + len(trap) and at < n.end for n in m.names), (trap, m.text)
    assert sum(len(m.traps) for m in corpus) >= 600
    for m in corpus:
        for trap in m.traps:
            assert not any(n.start < trap.end and trap.start < n.end for n in m.names), m.text


def test_every_cell_is_full(corpus):
    cells = Counter((m.language, m.casing) for m, _ in _labels(corpus))
    for language in TEMPLATES:
        for casing in CASINGS:
            assert cells[(language, casing)] >= 250, (language, casing, cells)


def test_the_seed_fixes_the_set():
    first = generate_sealed14(1)
    assert [(m.text, [(n.start, n.end, n.form) for n in m.names]) for m in first] == \
        [(m.text, [(n.start, n.end, n.form) for n in m.names]) for m in generate_sealed14(1, seed=SEED)]
    other = generate_sealed14(1, seed=SEED + 1)
    assert sum(a.text != b.text for a, b in zip(first, other)) >= len(first) // 3
