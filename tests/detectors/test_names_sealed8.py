"""The sealed8 PERSON set checked as a set (never against the recognizer): its labels are exactly the
names, cased as their message's class; every name form, several people, every origin and the traps are
there; the contact data is fake; the same seed gives the same set."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from functools import cache
from types import SimpleNamespace

import pytest

from quality.names_corpus import CASINGS
from quality.names_sealed8 import BR_SECOND, ORIGINS, PARTICLES, TEMPLATES, generate_sealed8, people_in
from quality.names_sources import fold
from tests.support.name_labels import assert_name_label

FORMS = ("full", "fl", "first", "last", "init", "hyph", "part", "word", "wfirst")
# Titles that are whole words (the helper refuses a period inside a name, so "Dr." cannot slip in).
TITLE_WORDS = {"don", "dona", "seu", "miss"}
ALLOWED_PHONES = re.compile(r"\(212\) 555-01\d\d|\+34 555 01\d\d 00|\(11\) 5555-01\d\d|4111 1111 1111 1111")
AMOUNTS = re.compile(r"(?:R\$|S/|[$£€])\s?[\d.,]+(?: MXN)?|[\d.,]+ €")


@cache
def corpus() -> tuple:
    return tuple(generate_sealed8())


@cache
def parts() -> set[str]:
    """Every word a name may hold, in every spelling a casing class gives it."""
    words = set()
    tables = [name for table in ORIGINS.values() for group in table[:4] for name in group] + BR_SECOND
    for name in tables:
        for word in name.split():
            for piece in word.split("-"):
                for spelling in (piece, piece.upper(), piece.lower(), piece.replace("'", "")):
                    words.add(fold(spelling).casefold())
                    words.add(fold(spelling.replace("'", "")).casefold())
    return words


def _check_label(message, label) -> None:
    span = message.text[label.start:label.end]
    if "'" in span:
        # O'Brien: the helper refuses apostrophes (they mark possessives); here the apostrophe is only
        # ever an O' prefix, so check the name without it.
        assert all(re.match(r"[Oo]'\w", span[i - 1:i + 2]) and (i == 1 or not span[i - 2].isalpha())
                   for i, c in enumerate(span) if c == "'"), span
        text = message.text[:label.start] + span.replace("'", "") + message.text[label.end:]
        message = SimpleNamespace(text=text, casing=message.casing)
        label = replace(label, end=label.end - span.count("'"))
    assert_name_label(message, label, parts(), set(PARTICLES))


def test_templates_are_many_distinct_and_a_third_hold_no_person():
    for language, templates in TEMPLATES.items():
        assert len(templates) >= 50, language
        assert len(set(templates)) == len(templates), language
        empty = [t for t in templates if people_in(t) == 0]
        assert len(empty) / len(templates) >= 0.28, language
        assert max(people_in(t) for t in templates) == 3


def test_every_label_is_exactly_a_name_cased_as_its_class():
    for m in corpus():
        assert len(m.names) == len(m.who)
        for label in m.names:
            _check_label(m, label)
            span = m.text[label.start:label.end]
            before = m.text[label.start - 1] if label.start else " "
            after = m.text[label.end] if label.end < len(m.text) else " "
            assert not before.isalnum() and not after.isalnum(), (m.text, span)  # never cuts a word
            assert not span.endswith(("'s", "'S")), span
            assert not {w.casefold() for w in span.split()} & TITLE_WORDS, span


def test_no_labels_overlap_and_no_person_templates_have_none():
    for m in corpus():
        spans = sorted((n.start, n.end) for n in m.names)
        assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:])), m.text
        if people_in(TEMPLATES[m.language][m.template]) == 0:
            assert not m.names and not m.origins, m.text
        else:
            assert m.names and set(m.who) == set(range(1, len(m.origins) + 1)), m.text


def test_every_name_form_is_there_thirty_times_at_least():
    counts = Counter(tag for m in corpus() for n in m.names for tag in n.form.split())
    for form in FORMS:
        assert counts[form] >= 30, (form, counts)


def test_several_people_and_the_same_person_named_twice():
    several = [m for m in corpus() if len(set(m.who)) >= 2]
    assert len(several) >= 400
    assert max(len(set(m.who)) for m in corpus()) == 3
    twice = 0
    for m in corpus():
        forms: dict[int, set[str]] = {}
        for who, label in zip(m.who, m.names):
            forms.setdefault(who, set()).add(label.form.split()[0])
        twice += any(len(f) >= 2 for f in forms.values())
    assert twice >= 200


def test_possessives_stay_outside_the_label():
    possessive = [m for m in corpus() if m.language == "en"
                  and any(m.text[n.end:n.end + 2].casefold() == "'s" for n in m.names)]
    assert len(possessive) >= 30


def test_origins_are_many_and_each_used_enough():
    counts = Counter(o for m in corpus() for o in m.origins)
    assert len(ORIGINS) >= 20
    assert set(counts) == set(ORIGINS)
    for origin in ORIGINS:
        assert counts[origin] >= 12, (origin, counts[origin])
    for language, own in (("en", {"english", "word_en", "gaelic"}),
                          ("es", {"spanish", "mexican", "andean", "rioplatense", "word_es"}),
                          ("pt", {"brazilian", "afro_brazilian", "portuguese", "word_pt"})):
        here = Counter(o for m in corpus() if m.language == language for o in m.origins)
        assert sum(here[o] for o in own) / sum(here.values()) >= 0.45, language
        assert len(here) >= 20, language


@pytest.mark.parametrize("language", ["en", "es", "pt"])
@pytest.mark.parametrize("casing", CASINGS)
def test_every_cell_is_full(language, casing):
    labels = sum(len(m.names) for m in corpus() if m.language == language and m.casing == casing)
    assert labels >= 250


def test_casing_classes_change_whole_messages_or_names_only():
    for casing, change in (("ALL CAPS", str.upper), ("lower case", str.lower)):
        messages = [m for m in corpus() if m.casing == casing and m.names]
        whole = [m for m in messages if fold(m.text) == fold(change(m.text))]
        assert 0.35 <= len(whole) / len(messages) <= 0.65, casing
    for language in ("es", "pt"):
        lower = [m for m in corpus() if m.language == language and m.casing == "lower case"]
        folded = [m for m in lower if m.text == fold(m.text)]
        assert 0.4 <= len(folded) / len(lower) <= 0.8, language
        written = [m for m in corpus() if m.language == language and m.casing == "as written"]
        assert sum(m.text != fold(m.text) for m in written) / len(written) >= 0.5


def test_contact_data_is_fake():
    for m in corpus():
        for address in re.findall(r"[\w.+-]+@[\w.-]+", m.text):
            assert address.split("@")[1].casefold() in ("example.com", "example.org", "example.net"), address
        rest = AMOUNTS.sub(" ", ALLOWED_PHONES.sub(" ", m.text))
        for run in re.findall(r"\d[\d ().-]*\d", rest):
            assert sum(c.isdigit() for c in run) <= 4, (run, m.text)


def test_traps_are_there_and_never_labelled():
    for templates in TEMPLATES.values():
        for template in templates:
            if people_in(template) == 0:
                assert "<<" in template or "{brand}" in template or "{place}" in template, template
    traps = Counter(m.language for m in corpus() for _ in m.traps)
    assert all(traps[language] >= 300 for language in TEMPLATES), traps
    for m in corpus():
        for start, end in m.traps:
            assert start < end
            assert not any(n.start < end and start < n.end for n in m.names), (m.text, m.text[start:end])


def test_the_seed_fixes_the_set():
    first = [(m.text, [(n.start, n.end, n.form) for n in m.names]) for m in generate_sealed8(2, seed=4242)]
    again = [(m.text, [(n.start, n.end, n.form) for n in m.names]) for m in generate_sealed8(2, seed=4242)]
    other = [m.text for m in generate_sealed8(2, seed=4243)]
    assert first == again
    assert [t for t, _ in first] != other
    assert len(first) == 2 * len(CASINGS) * sum(len(t) for t in TEMPLATES.values())
