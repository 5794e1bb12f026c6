"""The template-written PERSON sets (quality/names_engine.py's: sealed16 on) as sets, never the
recognizer: a label is a name and nothing else, cased as its message's class; the casing classes,
languages, forms and origins are all there; contact data is fake; look-alikes are there and never
labelled; the seed fixes the set. What differs between the sets stands in SHAPES; what a set's own
tables must hold stays beside it (test_names_<set>.py)."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from quality import (
    names_sealed16,
    names_sealed17,
    names_sealed18,
    names_sealed19,
    names_sealed20,
    names_sealed21,
    names_sealed22,
    names_sealed23,
    names_sealed24,
    names_sealed25,
    names_sealed26,
    names_sealed27,
    names_sealed28,
    names_sealed29,
    names_sealed30,
    names_sealed31,
    names_sealed32,
    names_sealed33,
    names_sealed34,
    names_sealed35,
    names_sealed36,
    names_sealed37,
)
from quality.names_corpus import CASINGS
from quality.names_sources import fold
from tests.support.name_labels import assert_name_label, has_person

PER_TEMPLATE = 4
TITLES = {"mr", "mrs", "ms", "dr", "dra", "sr", "sra", "seu", "dona", "doña", "don"}
_FORMS = ("full", "fl", "first", "last", "init", "sur")
_FORMS_LF = ("full", "fl", "lf", "first", "last", "init", "sur")


@dataclass(frozen=True)
class Shape:
    """What one set must be: `templates` per language (exactly, or at least) and how many of them
    hold nobody (exactly, or at least that share); the apostrophes its Irish particles take; the
    name forms its templates write (and whether in capitals too); how many origins it has and how
    many each language draws; its phone numbers, en|es|pt; whether lower case keeps its accents."""

    module: ModuleType
    templates: int
    exact: bool
    without: float
    apostrophes: str  # "O" or "OD": the letters before an apostrophe a label may hold
    forms: tuple[str, ...]
    capitals: bool
    origins: int
    origins_per_language: int
    phone: str
    # Spanish and Portuguese in lower case keep their accents (sealed22 on; folding is a casing of its own)
    accents: bool = False

    @property
    def name(self) -> str:
        return self.module.__name__.removeprefix("quality.names_")

    def generate(self, per_template: int, **seed):
        return getattr(self.module, f"generate_{self.name}")(per_template, **seed)


SHAPES = [
    Shape(names_sealed16, 58, False, 0.30, "O", _FORMS, False, 20, 18,
          r"\(212\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}"),
    Shape(names_sealed17, 58, False, 0.30, "OD", _FORMS, False, 20, 18,
          r"\(312\) 555-01\d\d|\+34 600 000 \d{3}|\+55 21 90000-\d{4}"),
    Shape(names_sealed18, 58, False, 0.30, "OD", _FORMS, False, 25, 24,
          r"\(415\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}"),
    Shape(names_sealed19, 60, True, 20, "OD", _FORMS_LF, True, 40, 36,
          r"\(415\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}"),
    Shape(names_sealed20, 60, True, 20, "OD", _FORMS_LF, True, 37, 36,
          r"\(415\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}"),
    # every one of sealed21's origins is drawn in every language
    Shape(names_sealed21, 60, True, 20, "OD", _FORMS_LF, True, 38, len(names_sealed21.ORIGINS),
          r"\(415\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}"),
    # every one of sealed22's forty-two origins is drawn in every language
    Shape(names_sealed22, 60, True, 20, "OD", _FORMS_LF, True, 42, len(names_sealed22.ORIGINS),
          r"\(415\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}", accents=True),
    # every one of sealed23's forty-two origins is drawn in every language
    Shape(names_sealed23, 60, True, 20, "OD", _FORMS_LF, True, 42, len(names_sealed23.ORIGINS),
          r"\(415\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}", accents=True),
    # every one of sealed24's forty-two origins is drawn in every language
    Shape(names_sealed24, 60, True, 20, "OD", _FORMS_LF, True, 42, len(names_sealed24.ORIGINS),
          r"\(415\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}", accents=True),
    # every one of sealed25's forty-two origins is drawn in every language
    Shape(names_sealed25, 60, True, 20, "OD", _FORMS_LF, True, 42, len(names_sealed25.ORIGINS),
          r"\(415\) 555-01\d\d|\+34 600 000 \d{3}|\+55 11 90000-\d{4}", accents=True),
    # every one of sealed26's forty origins is drawn in every language
    Shape(names_sealed26, 60, True, 20, "OD", _FORMS_LF, True, 40, len(names_sealed26.ORIGINS),
          r"\(206\) 555-01\d\d|\+34 600 000 \d{3}|\+55 21 90000-\d{4}", accents=True),
    # every one of sealed27's forty origins is drawn in every language
    Shape(names_sealed27, 60, True, 20, "OD", _FORMS_LF, True, 40, len(names_sealed27.ORIGINS),
          r"\(206\) 555-01\d\d|\+34 600 000 \d{3}|\+55 21 90000-\d{4}", accents=True),
    # every one of sealed28's forty-two origins is drawn in every language
    Shape(names_sealed28, 60, True, 20, "OD", _FORMS_LF, True, 42, len(names_sealed28.ORIGINS),
          r"\(617\) 555-01\d\d|\+34 600 000 \d{3}|\+55 31 90000-\d{4}", accents=True),
    # every one of sealed29's forty origins is drawn in every language
    Shape(names_sealed29, 60, True, 20, "OD", _FORMS_LF, True, 40, len(names_sealed29.ORIGINS),
          r"\(503\) 555-01\d\d|\+34 600 000 \d{3}|\+55 41 90000-\d{4}", accents=True),
    # every one of sealed30's forty origins is drawn in every language
    Shape(names_sealed30, 60, True, 20, "OD", _FORMS_LF, True, 40, len(names_sealed30.ORIGINS),
          r"\(503\) 555-01\d\d|\+34 600 000 \d{3}|\+55 41 90000-\d{4}", accents=True),
    # every one of sealed31's forty origins is drawn in every language
    Shape(names_sealed31, 60, True, 20, "OD", _FORMS_LF, True, 40, len(names_sealed31.ORIGINS),
          r"\(971\) 555-01\d\d|\+34 600 000 \d{3}|\+55 51 90000-\d{4}", accents=True),
    # every one of sealed32's forty-three origins is drawn in every language
    Shape(names_sealed32, 60, True, 20, "OD", _FORMS_LF, True, 43, len(names_sealed32.ORIGINS),
          r"\(802\) 555-01\d\d|\+34 600 000 \d{3}|\+55 61 90000-\d{4}", accents=True),
    # every one of sealed33's forty-four origins is drawn in every language
    Shape(names_sealed33, 60, True, 20, "OD", _FORMS_LF, True, 44, len(names_sealed33.ORIGINS),
          r"\(907\) 555-01\d\d|\+34 600 000 \d{3}|\+55 71 90000-\d{4}", accents=True),
    # every one of sealed34's forty-four origins is drawn in every language
    Shape(names_sealed34, 60, True, 20, "OD", _FORMS_LF, True, 44, len(names_sealed34.ORIGINS),
          r"\(608\) 555-01\d\d|\+34 600 000 \d{3}|\+55 81 90000-\d{4}", accents=True),
    # every one of sealed35's forty-three origins is drawn in every language
    Shape(names_sealed35, 60, True, 20, "OD", _FORMS_LF, True, 43, len(names_sealed35.ORIGINS),
          r"\(520\) 555-01\d\d|\+34 600 000 \d{3}|\+55 91 90000-\d{4}", accents=True),
    # every one of sealed36's fifty origins is drawn in every language
    Shape(names_sealed36, 60, True, 20, "OD", _FORMS_LF, True, 50, len(names_sealed36.ORIGINS),
          r"\(385\) 555-01\d\d|\+34 600 000 \d{3}|\+55 27 90000-\d{4}", accents=True),
    # every one of sealed37's fifty-two origins is drawn in every language
    Shape(names_sealed37, 60, True, 20, "O", _FORMS_LF, True, 52, len(names_sealed37.ORIGINS),
          r"\(470\) 555-01\d\d|\+34 600 000 \d{3}|\+55 47 90000-\d{4}", accents=True),
]
each_set = pytest.mark.parametrize("shape", SHAPES, ids=lambda shape: shape.name)


@cache
def _corpus(shape: Shape):
    return shape.generate(PER_TEMPLATE)


def _labels(corpus):
    return [(m, n) for m in corpus for n in m.names]


def _span(message, label) -> str:
    return message.text[label.start:label.end]


def _pieces(text: str) -> set[str]:
    return {fold(p).casefold() for p in re.split(r"[-' ]", text) if p}


@each_set
def test_each_language_has_its_distinct_templates_and_its_share_without_people(shape):
    for language, templates in shape.module.TEMPLATES.items():
        assert len(set(templates)) == len(templates), language
        without = sum(not has_person(t) for t in templates)
        if shape.exact:
            assert len(templates) == shape.templates, language
            assert without == shape.without, (language, without)
        else:
            assert len(templates) >= shape.templates, language
            assert without / len(templates) >= shape.without, (language, without)


@each_set
def test_each_label_is_a_name_from_the_tables_cased_as_its_class(shape):
    parts = shape.module.known_parts()
    for message, label in _labels(_corpus(shape)):
        span = _span(message, label)
        if "'" in span:  # an Irish O' or D', D'Souza: the shared check takes no apostrophe, so read it as a hyphen
            assert re.search(rf"(?:^| )[{shape.apostrophes}]'\w", span, flags=re.IGNORECASE), span
            text = message.text[:label.start] + span.replace("'", "-") + message.text[label.end:]
            message = dataclasses.replace(message, text=text)
        assert_name_label(message, label, parts, shape.module.PARTICLES)


@each_set
def test_a_label_holds_no_title_no_possessive_no_trailing_particle_and_ends_at_a_word_edge(shape):
    for message, label in _labels(_corpus(shape)):
        span = _span(message, label)
        words = span.split(" ")
        assert not {w.casefold().rstrip(".") for w in words} & TITLES, (message.text, span)
        if message.casing == "as written":  # a particle is written in lower case; Do, Di, De are names too
            assert words[-1] not in shape.module.PARTICLES, (message.text, span)
        assert not span.casefold().endswith("'s"), span
        before = message.text[label.start - 1] if label.start else " "
        after = message.text[label.end] if label.end < len(message.text) else " "
        assert not before.isalnum() and not after.isalnum(), (message.text, span)


@each_set
def test_english_possessives_stay_outside_the_label(shape):
    owned = [(m, n) for m, n in _labels(_corpus(shape)) if m.text[n.end:n.end + 2].casefold() == "'s"]
    assert len(owned) >= 30
    assert {m.language for m, _ in owned} == {"en"}


@each_set
def test_only_templates_with_people_give_labels_and_every_person_is_labelled(shape):
    for m in _corpus(shape):
        template = shape.module.TEMPLATES[m.language][m.template]
        assert bool(m.names) == has_person(template), m.text
        people = set(re.findall(r"\[\[(P\d)\.", template))
        assert len(m.origins) == len(people), m.text
        assert len(m.names) >= len(people), m.text


@each_set
def test_each_casing_class_is_made_whole_and_names_only(shape):
    corpus = _corpus(shape)
    for language in shape.module.TEMPLATES:
        for casing, change in (("ALL CAPS", str.upper), ("lower case", str.lower)):
            mine = [m for m in corpus if m.language == language and m.casing == casing]
            whole = sum(m.text == change(m.text) for m in mine)
            assert 0.45 <= whole / len(mine) <= 0.8, (language, casing, whole, len(mine))
            named = [m for m in mine if m.names]
            names_only = [m for m in named if m.text != change(m.text)]
            assert len(names_only) >= 0.35 * len(named), (language, casing)
        plain = [m for m in corpus if m.language == language and m.casing == "as written"]
        assert not any(m.folded for m in plain)
        lower = [m for m in corpus if m.language == language and m.casing == "lower case"]
        folded = [m for m in lower if m.folded]
        assert all(m.text == fold(m.text) for m in folded), language
        if language != "en":
            assert 0.45 <= len(folded) / len(lower) <= 0.55, language
            assert sum(m.text != fold(m.text) for m in lower) >= 0.3 * len(lower), language
        else:
            assert not folded


@each_set
def test_every_form_is_there_often_and_says_what_the_label_is(shape):
    particles = shape.module.PARTICLES
    tags = Counter(t for _, n in _labels(_corpus(shape)) for t in n.form.split("+"))
    for tag in ("full", "fl", "first", "last", "init", "hyph", "part", "word", "wfirst"):
        assert tags[tag] >= 30, (tag, tags)
    words = {language: (_pieces(" ".join(w["women"] + w["men"])), _pieces(" ".join(w["surnames"])))
             for language, w in shape.module.WORD_NAMES.items()}
    gaelic = "|".join(f"{letter.lower()}'" for letter in shape.apostrophes)  # o' (and d'), then mc, mac
    for message, label in _labels(_corpus(shape)):
        span = _span(message, label)
        base, *extra = label.form.split("+")
        assert base in ("full", "fl", "first", "last", "init"), label.form
        if base == "init":
            assert re.search(r"(?:^| )\w\.(?: |$)", span), span
        else:
            assert "." not in span, span
        if base in ("first", "last"):
            assert len(span.split(" ")) <= 4, span
        if "hyph" in extra:
            assert "-" in span, span
        if "part" in extra:
            spoken = span.casefold().split(" ")
            assert any(w in particles for w in spoken) or any(re.match(rf"(?:{gaelic}|mc|mac)\w", w) for w in spoken), span
        firsts, lasts = words[message.language]
        if "word" in extra:
            assert _pieces(span) & lasts, span
        if "wfirst" in extra:
            assert _pieces(span) & firsts, span


@each_set
def test_two_or_three_people_in_a_message_and_one_person_in_two_forms(shape):
    corpus = _corpus(shape)
    assert sum(len(m.origins) >= 2 for m in corpus) >= 400
    assert sum(len(m.origins) == 3 for m in corpus) >= 100
    assert max(len(m.origins) for m in corpus) == 3
    for m in corpus:
        assert len(set(m.origins)) == len(m.origins), m.origins

    def twice(template: str) -> bool:
        forms: dict[str, set[str]] = {}
        for person, form in re.findall(r"\[\[(P\d)\.(\w+)\]\]", template):
            if (form.lower() if shape.capitals else form) in (*shape.forms, "url"):
                forms.setdefault(person, set()).add(form)
        return any(len(f) >= 2 for f in forms.values())

    for language, templates in shape.module.TEMPLATES.items():
        assert sum(twice(t) for t in templates) >= 6, language


@each_set
def test_its_origins_are_each_drawn_in_every_language(shape):
    corpus = _corpus(shape)
    assert len(shape.module.ORIGINS) >= shape.origins
    used = Counter(o for m in corpus for o in m.origins)
    for origin in shape.module.ORIGINS:
        assert used[origin] >= 12, (origin, used)
    for language in shape.module.TEMPLATES:
        mine = Counter(o for m in corpus if m.language == language for o in m.origins)
        assert len(mine) >= shape.origins_per_language, (language, mine)


@pytest.mark.parametrize("shape", [s for s in SHAPES if s.capitals], ids=lambda shape: shape.name)
def test_a_form_in_capitals_writes_the_name_in_capitals_in_every_casing(shape):
    shouted = 0
    for m in _corpus(shape):
        template = shape.module.TEMPLATES[m.language][m.template]
        forms = re.findall(r"\[\[P\d\.(\w+)\]\]", template)
        capitals = [f for f in forms if f.lower() in shape.forms]
        if not any(f.isupper() for f in capitals) or m.casing == "lower case":
            continue
        names = sorted(m.names, key=lambda n: n.start)
        assert len(names) == len(capitals), m.text
        for form, label in zip(capitals, names, strict=True):
            if form.isupper():
                span = _span(m, label)
                assert span == span.upper(), (m.text, span)
                shouted += 1
    assert shouted >= 100


@each_set
def test_labels_values_and_look_alikes_never_overlap(shape):
    for m in _corpus(shape):
        spans = sorted((n.start, n.end) for n in m.names + m.values + m.traps)
        for (_, end), (start, _) in zip(spans, spans[1:]):
            assert end <= start, m.text


@each_set
def test_contact_data_is_obviously_fake(shape):
    phone = re.compile(shape.phone)
    # a message's own phone is its language's range (the row lists them en|es|pt)
    own_phone = {language: re.compile(pattern) for language, pattern in zip(("en", "es", "pt"), shape.phone.split("|"))}
    corpus = _corpus(shape)
    for m in corpus:
        for email in re.findall(r"[\w.+-]+@[\w.-]+\w", m.text):
            assert re.search(r"@example\.(?:com|org|net)$", email, flags=re.IGNORECASE), m.text
        for run in re.finditer(r"[+(]?\d[\d ()+\-./]*\d", m.text):
            if sum(c.isdigit() for c in run.group()) >= 7:
                assert phone.fullmatch(run.group()), (run.group(), m.text)
        for value in m.values:
            text = m.text[value.start:value.end]
            if value.kind == "EMAIL_ADDRESS":
                assert re.fullmatch(r"[\w.+-]+@example\.(?:com|org|net)", text, flags=re.IGNORECASE), text
            else:
                assert value.kind == "PHONE_NUMBER" and own_phone[m.language].fullmatch(text), text
    kinds = Counter(v.kind for m in corpus for v in m.values)
    assert kinds["EMAIL_ADDRESS"] >= 100 and kinds["PHONE_NUMBER"] >= 60, kinds


@pytest.mark.parametrize("shape", [s for s in SHAPES if s.accents], ids=lambda shape: shape.name)
def test_spanish_and_portuguese_keep_their_accents_unless_folded(shape):
    for language in ("es", "pt"):
        lower = [m for m in _corpus(shape) if m.language == language and m.casing == "lower case" and not m.folded]
        accented = sum(any(ord(c) > 127 for c in m.text) for m in lower)
        assert accented >= 0.8 * len(lower), (language, accented, len(lower))


@each_set
def test_query_strings_hold_folded_names_joined_by_plus(shape):
    urls = [m for m in _corpus(shape) if "?nom" in m.text or "?name=" in m.text]
    assert urls
    for m in urls:
        query = re.search(r"\?(?:name|nombre|nome)=([^&\s]+)", m.text)
        if not query or not m.names:
            continue
        inside = [n for n in m.names if query.start(1) <= n.start and n.end <= query.end(1)]
        assert len(inside) >= 2, m.text
        assert query.group(1) == fold(query.group(1)), m.text
        assert "+".join(_span(m, n) for n in inside) == query.group(1), m.text


@each_set
def test_look_alikes_are_there_and_never_labelled(shape):
    corpus = _corpus(shape)
    for language, kinds in shape.module.TRAPS.items():
        written = [m for m in corpus if m.language == language and m.casing == "as written"]
        drawn = Counter((t.kind, m.text[t.start:t.end]) for m in written for t in m.traps)
        for kind, values in kinds.items():
            assert sum((kind, v) in drawn for v in values) >= len(values) // 2, (language, kind)
        for trap in shape.module.LITERAL_TRAPS[language]:
            assert drawn[("literal", trap)] >= PER_TEMPLATE, (language, trap)
        # the same text, wherever a look-alike hole wrote it, is never inside a name
        for m in written:
            for t in m.traps:
                assert not any(n.start < t.end and t.start < n.end for n in m.names), m.text
    assert sum(len(m.traps) for m in corpus) >= 900
    for language in shape.module.TEMPLATES:
        empty = [m for m in corpus if m.language == language and not m.names]
        assert empty and all(m.traps for m in empty), language


@each_set
def test_every_cell_has_enough_names(shape):
    cells = Counter((m.language, m.casing) for m, _ in _labels(_corpus(shape)))
    for language in shape.module.TEMPLATES:
        for casing in CASINGS:
            assert cells[(language, casing)] >= 250, (language, casing, cells)


@each_set
def test_the_seed_is_its_own_and_every_template_is_used_in_every_casing(shape):
    others = set()
    for path in Path(shape.module.__file__).parent.glob("names_*.py"):
        if path.name != f"names_{shape.name}.py":
            others |= {int(v.replace("_", "")) for v in re.findall(r"^SEED = ([\d_]+)", path.read_text(encoding="utf-8"),
                                                                   flags=re.MULTILINE)}
    assert len(others) >= 10  # the glob read the other sets
    assert shape.module.SEED not in others
    used = Counter((m.language, m.template, m.casing) for m in _corpus(shape))
    assert set(used) == {(language, index, casing) for language, templates in shape.module.TEMPLATES.items()
                         for index in range(len(templates)) for casing in CASINGS}
    assert set(used.values()) == {PER_TEMPLATE}


@each_set
def test_the_seed_fixes_the_set(shape):
    def shape_of(messages):
        return [(m.text, [(n.start, n.end, n.form) for n in m.names]) for m in messages]

    seed = shape.module.SEED
    first = shape.generate(1)
    assert shape_of(first) == shape_of(shape.generate(1, seed=seed))
    other = shape.generate(1, seed=seed + 1)
    assert sum(a.text != b.text for a, b in zip(first, other)) >= len(first) // 3
