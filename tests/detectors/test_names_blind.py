"""The blind PERSON set (quality/names_blind.py): exact labels, every cell, mimesis's names."""

from __future__ import annotations

import importlib.resources
import json
import re

import pytest

from quality.names_blind import LOCALES, TEMPLATES, generate_blind
from quality.names_corpus import CASINGS, _fold_accents

TITLES = {"mr", "mrs", "ms", "dr", "dra", "sr", "sra", "señor", "señora", "sr.", "sra.", "dr.", "dra."}


@pytest.fixture(scope="module")
def corpus():
    return generate_blind(per_template=3)


def _mimesis_words(locale: str) -> set[str]:
    """Every word of mimesis's first names and surnames for a locale, as read from the package."""
    data = json.loads((importlib.resources.files("mimesis") / "datasets" / locale / "person.json").read_text("utf-8"))
    names = [n for gender in data["names"].values() for n in gender]
    surnames = data["surnames"]
    surnames = [n for gender in surnames.values() for n in gender] if isinstance(surnames, dict) else surnames
    return {_fold_accents(word.lower()) for name in [*names, *surnames] for word in re.split(r"[\s-]+", name)}


def test_every_label_reads_exactly_the_name_it_holds(corpus):
    assert sum(len(m.names) for m in corpus) > 800
    for m in corpus:
        assert len(m.names) == len(m.written) >= 1
        for name, written in zip(m.names, m.written, strict=True):
            assert m.text[name.start:name.end] == written, m.text
            assert written == written.strip() and not written.lower().endswith("'s")
            # A whole word: no letter glued on either side, no title inside the span.
            assert not m.text[name.start - 1:name.start].isalpha() and not m.text[name.end:name.end + 1].isalpha()
            assert not {w.lower().rstrip(".") for w in written.split()} & TITLES, written
        for word in m.distractors:  # a surname naming a street, a company or a brand: never a label
            assert word.kind == "surname word"
            assert not any(n.start < word.end and word.start < n.end for n in m.names)


def test_every_language_and_casing_class_has_its_messages(corpus):
    assert all(len(items) >= 24 for items in TEMPLATES.values())
    cells = {(m.language, m.casing) for m in corpus}
    assert cells == {(lang, casing) for lang in ("en", "es", "pt") for casing in CASINGS}
    assert {m.locale for m in corpus} == {code for pairs in LOCALES.values() for code, _ in pairs}
    # Lower case folds accents in some messages and keeps them in others.
    lower_es = [m.text for m in corpus if m.language == "es" and m.casing == "lower case"]
    assert any(re.search("[áéíóú]", t) for t in lower_es) and any(t == _fold_accents(t) for t in lower_es)
    forms = {n.form for m in corpus for n in m.names}
    assert {"first initial last", "initial last", "first particle last", "compound last", "first last last",
            "first middle last", "surname only", "first only"} <= forms


def test_the_names_are_mimesis_names(corpus):
    words = {locale: _mimesis_words(locale) for pairs in LOCALES.values() for locale, _ in pairs}
    checked = 0
    for m in corpus:
        for written in m.written:
            for word in re.split(r"[\s-]+", written):
                if word.endswith(".") or word.lower() in {"de", "de la", "del", "la", "da", "das", "do", "dos"}:
                    continue  # an initial or a particle
                assert _fold_accents(word.lower()) in words[m.locale], (word, m.locale)
                checked += 1
    assert checked > 1500
