"""The sealed2 PERSON set (quality/names_sealed2.py): exact labels, its cells full, fixed by its seed.

These check the set itself, never the recognizer's answers on it.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from quality.names_corpus import CASINGS
from quality.names_sealed2 import TEMPLATES, Sealed2Message, extra_parts, generate_sealed2
from quality.names_sources import fold, known_parts
from tests.support.name_labels import assert_name_label, has_person, initial

# Lower-case words inside a name as written: Portuguese and Spanish particles.
PARTICLES = {"da", "das", "de", "do", "dos", "del", "la"}
FAKE_PHONE = re.compile(r"\(212\) 555-01\d\d|\+34 555 01\d\d 00|\(11\) 5555-01\d\d")
TITLES = {"mr.", "ms.", "mrs.", "dr.", "dra.", "sr.", "sra."}


@pytest.fixture(scope="module")
def corpus() -> list[Sealed2Message]:
    return generate_sealed2()


def test_every_label_is_a_name_from_the_sources_cased_as_its_class(corpus):
    parts = known_parts() | extra_parts()
    labels = 0
    for m in corpus:
        for label in m.names:
            assert_name_label(m, label, parts, PARTICLES)
            labels += 1
    assert labels > 1500


def test_a_title_or_possessive_next_to_a_name_is_left_outside_it(corpus):
    titled = possessive = 0
    for m in corpus:
        for label in m.names:
            before = m.text[:label.start].split()
            if before and before[-1].casefold() in TITLES:
                titled += 1
            if m.text[label.end:label.end + 2] in ("'s", "'S"):
                possessive += 1
    assert titled >= 100 and possessive >= 20


def test_labels_do_not_overlap_and_only_names_are_labelled(corpus):
    for m in corpus:
        assert "[[" not in m.text and "{{" not in m.text, m.text  # every hole filled
        spans = sorted((n.start, n.end) for n in m.names)
        assert all(a[1] < b[0] for a, b in zip(spans, spans[1:], strict=False)), m.text
        assert not m.values and not m.distractors


def test_every_name_form_is_present_and_written_as_its_form(corpus):
    forms = Counter(n.form for m in corpus for n in m.names)
    for form in ("full", "first", "last", "fl", "init", "hyph", "part", "word", "wfirst"):
        assert forms[form] >= 30, (form, forms[form])
    for m in corpus:
        for n in m.names:
            words = m.text[n.start:n.end].split(" ")
            if n.form == "init":
                assert initial(words[0]) and len(words) >= 2 and not initial(words[1]), words
            if n.form == "hyph":
                assert "-" in words[-1], words
            if n.form in ("first", "wfirst", "last"):
                assert len(words) <= 4, words  # a compound first name ("María del Pilar Cristina") at most
    # Particles and a middle initial: "Ana dos Santos", "Juan del Valle", "Mary J. Hill".
    parts = [m.text[n.start:n.end] for m in corpus for n in m.names if n.form == "part" and m.casing == "as written"]
    assert any(" dos " in p or " da " in p or " do " in p for p in parts)
    assert any(" del " in p or " de la " in p for p in parts)
    assert any(initial(w) for p in parts for w in p.split(" ")[1:])


def test_every_language_and_casing_cell_is_full(corpus):
    cells = Counter()
    for m in corpus:
        cells[(m.language, m.casing)] += len(m.names)
    messages = Counter((m.language, m.casing) for m in corpus)
    for language in ("en", "es", "pt"):
        assert len(TEMPLATES[language]) >= 38
        for casing in CASINGS:
            assert messages[(language, casing)] == 4 * len(TEMPLATES[language])
            assert cells[(language, casing)] >= 150, (language, casing, cells[(language, casing)])


def test_both_variants_of_each_casing_class_occur(corpus):
    # ALL CAPS: whole message and names only; lower case: whole and names only, folded and not.
    caps_whole = caps_names = lower_names = folded = accented = 0
    for m in corpus:
        if not m.names:
            continue
        rest = "".join(c for i, c in enumerate(m.text) if not any(n.start <= i < n.end for n in m.names))
        if m.casing == "ALL CAPS":
            caps_whole += rest == rest.upper()
            caps_names += rest != rest.upper()
        if m.casing == "lower case":
            lower_names += rest != rest.lower()
            if m.language != "en":
                folded += m.text == fold(m.text)
                accented += m.text != fold(m.text)
    assert caps_whole > 100 and caps_names > 100 and lower_names > 20
    assert folded > 100 and accented > 50


def test_a_quarter_of_the_templates_of_each_language_hold_no_person(corpus):
    for language, templates in TEMPLATES.items():
        empty = [t for t in templates if not has_person(t)]
        assert len(empty) / len(templates) >= 0.25, language
    by_template = {(m.language, m.text) for m in corpus if not m.names}
    assert len(by_template) > 0
    # Streets, stations, holidays and companies named after people stay unlabelled.
    traps = ("Machado de Assis", "Oscar Freire", "Getúlio Vargas", "Miguel de Unamuno", "Cervantes",
             "Martin Luther King", "Victoria Station", "Magazine Luiza", "García Hermanos", "Johnson & Johnson",
             "Rose Bowl", "Santiago Bernabéu", "Mané Garrincha")
    for trap in traps:
        hits = [m for m in corpus if m.casing == "as written" and trap in m.text]
        assert hits, trap
        for m in hits:
            at = m.text.index(trap)
            assert not any(n.start < at + len(trap) and at < n.end for n in m.names), (trap, m.text)


def test_contact_data_is_obviously_fake(corpus):
    phones = 0
    for m in corpus:
        for domain in re.findall(r"@([\w.]+\w)", m.text):
            assert domain.lower() in ("example.com", "example.org", "example.net"), m.text
        # Phones only in the ranges kept for fiction; nothing else in the text looks like one.
        phones += len(FAKE_PHONE.findall(m.text))
        assert not re.search(r"(?<!\d)\d{3}[ -]?\d{4}(?!\d)", FAKE_PHONE.sub("", m.text)), m.text
    assert phones > 150
