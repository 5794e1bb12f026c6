"""The sealed6 PERSON set (quality/names_sealed6.py): exact labels, its cells full, fixed by its seed.

These check the set itself, never the recognizer's answers on it: its misses are not read.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from quality.names_corpus import CASINGS
from quality.names_sealed6 import (
    FAKER_JS,
    HAND,
    ORIGINS,
    PARTICLES,
    SEED,
    TEMPLATES,
    Sealed6Message,
    extra_parts,
    generate_sealed6,
)
from quality.names_sources import fold
from tests.support.name_labels import has_person, initial

FAKE_PHONE = re.compile(r"\(212\) 555-01\d\d|\+34 555 01\d\d 00|\(11\) 5555-01\d\d")
TITLES = {"mr.", "ms.", "mrs.", "dr.", "dra.", "sr.", "sra.", "prof.", "lic.", "ing.", "eng.", "dña.", "d.", "c.p."}
# Inside a name: letters, spaces, hyphens, an initial's period, and an apostrophe only as in O'Brien or D'Amore.
_NOT_IN_A_NAME = ",;:()<>\"|\t\n@/’"
_APOSTROPHE = re.compile(r"(?:^|[ -])[^\W\d_]'[^\W\d_]")


@pytest.fixture(scope="module")
def corpus() -> list[Sealed6Message]:
    return generate_sealed6()


def assert_label(message, label) -> None:
    span = message.text[label.start:label.end]
    assert label.kind == "PERSON"
    assert span == span.strip() and span[0].isalpha() and span[-1].isalpha(), (message.text, span)
    words = span.split(" ")
    assert all(initial(w) or "." not in w for w in words), (message.text, span)
    assert not any(c in span for c in _NOT_IN_A_NAME), (message.text, span)
    assert span.count("'") == len(_APOSTROPHE.findall(span)), span
    parts = extra_parts()
    for word in words:
        if initial(word) or word.casefold() in PARTICLES:
            continue
        for piece in word.split("-"):
            assert fold(piece).casefold() in parts, (span, piece)
    if message.casing == "ALL CAPS":
        assert span == span.upper(), (message.text, span)
    elif message.casing == "lower case":
        assert span == span.lower(), (message.text, span)
    else:
        assert all(w[0].isupper() or w in PARTICLES for w in words), (message.text, span)


def test_the_set_has_its_own_seed_and_its_size():
    from quality import names_blind, names_sealed, names_sealed2, names_sealed3, names_sealed4, names_sealed5, names_unseen

    others = {names_sealed.SEED, names_sealed2.SEED, names_sealed3.SEED, names_sealed4.SEED, names_sealed5.SEED,
              names_unseen.SEED, getattr(names_blind, "SEED", None)}
    assert SEED not in others
    assert sum(len(t) for t in TEMPLATES.values()) >= 135
    for templates in TEMPLATES.values():
        assert len(templates) >= 45
        assert len(set(templates)) == len(templates)  # no template written twice


def test_every_label_is_a_name_from_the_sources_cased_as_its_class(corpus):
    labels = 0
    for m in corpus:
        for label in m.names:
            assert_label(m, label)
            labels += 1
    assert labels > 2500


def test_a_title_or_possessive_next_to_a_name_is_left_outside_it(corpus):
    titled = possessive = courtesy = 0
    for m in corpus:
        for label in m.names:
            span = m.text[label.start:label.end]
            assert span.split(" ")[0].casefold() not in TITLES - {"d."}, span  # "D. Papanikolaou" is an initial
            assert not span.endswith(("'s", "'S")), span
            before = m.text[:label.start]
            title = re.search(r"(\w+\.|C\.P\.) $", before, re.IGNORECASE)
            if title and title.group(1).casefold() in TITLES:
                titled += 1
            if re.search(r"\b(don|doña|seu|dona) $", before, re.IGNORECASE):
                courtesy += 1
                assert label.form in ("first", "wfirst"), m.text
            if m.text[label.end:label.end + 2] in ("'s", "'S"):
                possessive += 1
    assert titled >= 120 and possessive >= 30 and courtesy >= 20


def test_labels_do_not_overlap_and_only_names_are_labelled(corpus):
    for m in corpus:
        assert "[[" not in m.text and "{{" not in m.text, m.text  # every hole filled
        spans = sorted((n.start, n.end) for n in m.names)
        assert all(a[1] < b[0] for a, b in zip(spans, spans[1:], strict=False)), m.text
        assert not m.values and not m.distractors
        # A label never cuts a word: what touches it on either side is no letter nor digit.
        for n in m.names:
            assert n.start == 0 or not m.text[n.start - 1].isalnum(), m.text
            assert n.end == len(m.text) or not m.text[n.end].isalnum(), m.text


def test_every_name_form_is_present_and_written_as_its_form(corpus):
    forms = Counter(n.form for m in corpus for n in m.names)
    for form in ("full", "first", "last", "fl", "init", "hyph", "part", "word", "wfirst"):
        assert forms[form] >= 30, (form, forms[form])
    for m in corpus:
        for n in m.names:
            words = m.text[n.start:n.end].split(" ")
            if n.form == "init":
                assert any(initial(w) for w in words) and not initial(words[-1]), words
            if n.form == "hyph":
                assert "-" in words[-1], words
            if n.form in ("first", "wfirst", "last"):
                assert len(words) <= 4, words  # "María de los Ángeles", "van der Berg" at most
            if n.form in ("full", "fl", "hyph", "part", "word", "init"):
                assert len(words) >= 2, words
    as_written = [m.text[n.start:n.end] for m in corpus for n in m.names if m.casing == "as written"]
    assert any(" da " in p or " das " in p or " dos " in p for p in as_written)
    assert any(" del " in p or " de la " in p for p in as_written)
    assert any(" van " in p or " de " in p for p in as_written)
    assert any("O'" in p for p in as_written) and any("Mc" in p or "Mac" in p for p in as_written)
    assert any(re.search(r"\b[A-Z]\. [A-Z]\. ", p) for p in as_written)  # "R. K. Sharma"


def test_messages_name_several_people_and_the_same_person_twice(corpus):
    several = repeated = 0
    for m in corpus:
        labels = [m.text[n.start:n.end] for n in m.names]
        several += len(m.origins) >= 2
        repeated += len(labels) > len(m.origins)
    assert several >= 400 and repeated >= 200
    assert max(len(m.origins) for m in corpus) == 3


def test_people_of_many_origins_are_named(corpus):
    origins = Counter(o for m in corpus for o in m.origins)
    assert set(origins) == set(ORIGINS)
    for origin in ORIGINS:
        assert origins[origin] >= 12, (origin, origins[origin])
    assert sum(origins[o] for o in HAND) > 0.2 * sum(origins.values())
    assert sum(origins[o] for o in FAKER_JS) > 0.5 * sum(origins.values())


def test_names_that_are_words_appear_in_a_fair_share(corpus):
    from quality.names_sealed6 import _WORD

    words = {lang: {fold(w).casefold() for column in table for w in column} for lang, table in _WORD.items()}
    labels = [(m.language, fold(m.text[n.start:n.end]).casefold().split()) for m in corpus for n in m.names]
    worded = [ws for lang, ws in labels if any(w in words[lang] for w in ws)]
    assert len(worded) >= 0.12 * len(labels), (len(worded), len(labels))
    seen = {w for ws in worded for w in ws}
    common = {"hope", "faith", "rose", "grace", "price", "young", "bush", "luz", "paz", "amparo", "dolores", "flores",
              "rocha", "pereira", "pinto", "silva", "graca", "rosa"}
    assert len(common & seen) >= 12, common & seen


def test_every_language_and_casing_cell_is_full(corpus):
    cells = Counter()
    for m in corpus:
        cells[(m.language, m.casing)] += len(m.names)
    messages = Counter((m.language, m.casing) for m in corpus)
    for language in ("en", "es", "pt"):
        for casing in CASINGS:
            assert messages[(language, casing)] == 4 * len(TEMPLATES[language])
            assert cells[(language, casing)] >= 250, (language, casing, cells[(language, casing)])


def test_both_variants_of_each_casing_class_occur(corpus):
    # ALL CAPS: whole message and names only; lower case: whole and names only, folded and not.
    caps_whole = caps_names = lower_whole = lower_names = folded = accented = 0
    for m in corpus:
        if not m.names:
            continue
        rest = "".join(c for i, c in enumerate(m.text) if not any(n.start <= i < n.end for n in m.names))
        if m.casing == "ALL CAPS":
            caps_whole += rest == rest.upper()
            caps_names += rest != rest.upper()
        if m.casing == "lower case":
            lower_whole += rest == rest.lower()
            lower_names += rest != rest.lower()
            if m.language != "en":
                folded += m.text == fold(m.text)
                accented += m.text != fold(m.text)
    assert caps_whole > 100 and caps_names > 100 and lower_whole > 100 and lower_names > 100
    assert folded > 60 and accented > 50


def test_every_other_lower_case_message_of_a_template_has_its_names_folded(corpus):
    seen: Counter = Counter()
    folded = kept = 0
    for m in corpus:
        if m.casing != "lower case" or not m.names:
            continue
        nth = seen[(m.language, m.template)]
        seen[(m.language, m.template)] += 1
        names = [m.text[n.start:n.end] for n in m.names]
        if nth % 2:
            assert all(n == fold(n) for n in names), names
            folded += 1
        else:
            kept += any(n != fold(n) for n in names)
    assert folded >= 150 and kept >= 25  # the unfolded half keeps accents where its names have them


def test_near_a_third_of_the_templates_of_each_language_hold_no_person(corpus):
    for language, templates in TEMPLATES.items():
        empty = [t for t in templates if not has_person(t)]
        assert len(empty) / len(templates) >= 0.28, language
    for m in corpus:
        assert bool(m.names) == has_person(TEMPLATES[m.language][m.template]), m.text
    # Brands, shops, streets, airports, storms and products named after people stay unlabelled.
    traps = ("Ford Transit", "Tommy Hilfiger", "Ronald Reagan Washington National", "Storm Ciarán", "Wells Fargo",
             "Dick's Sporting Goods", "Jack Daniel's", "Adolfo Suárez", "Seat León", "Casa Lola", "Pino Suárez",
             "Santos Dumont", "Albert Einstein", "Magazine Luiza", "Rosa Imóveis", "Getúlio Vargas")
    for trap in traps:
        hits = [m for m in corpus if m.casing == "as written" and trap in m.text]
        assert hits, trap
        for m in hits:
            assert not m.names, (trap, m.text)


def test_a_sex_fixed_by_the_text_is_the_persons(corpus):
    # "minha sogra", "my son", "su abogada": the relative word and the name agree (no "Sr." for a woman either).
    for m in corpus:
        if m.casing != "as written":
            continue
        for n in m.names:
            before = m.text[max(0, n.start - 12):n.start]
            if re.search(r"\b(Sra?\.|Dra?\.|Mrs?\.|Ms\.)\s$", before):
                assert n.form == "last", (m.text, before)


def test_contact_data_is_obviously_fake(corpus):
    phones = 0
    for m in corpus:
        for domain in re.findall(r"[\w.+-]@([\w.]+\w)", m.text):  # an address, not a mention (@here)
            assert domain.lower() in ("example.com", "example.org", "example.net"), m.text
        # Phones only in the ranges kept for fiction; nothing else in the text looks like one.
        phones += len(FAKE_PHONE.findall(m.text))
        assert not re.search(r"(?<!\d)\d{3}[ -]?\d{4}(?!\d)", FAKE_PHONE.sub("", m.text)), m.text
    assert phones > 100
