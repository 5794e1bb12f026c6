"""The phone patterns written for `regex`'s fast scan match exactly what their plain forms match.

recognizers/regexes.py writes "ES national" with its shared first digit outside the
alternation, "US separated" as two patterns, with and without +1, and the bare US and dotted
Spanish forms beside a phone word as one pattern with one first digit, because `regex` only
scans quickly for a start when a pattern has one set of first characters. The plain forms
below are the specification; generated texts full of digit groups, separators and prefixes
must give the same spans.
"""

from __future__ import annotations

import random

import regex

from daemon.regex_safety import DEFAULT_REGEX_FLAGS
from recognizers.regexes import _PHONE_LEFT, _PHONE_RIGHT, PHONE_NUMBER, _beside_phone_word

PLAIN = {
    "ES national": [_PHONE_LEFT + r"(?:[6-9]\d{8}|[6-9]\d{2}(?:[ \-]\d{3}){2}|[6-9]\d{2}(?:[ \-]\d{2}){3}"
                    r"|[89]\d[ \-]\d{3}(?:[ \-]\d{2}){2})" + _PHONE_RIGHT],
    "US separated": [_PHONE_LEFT + r"(?:\+1[ .\-]?)?[2-9]\d{2}(?P<sep>[ .\-])[2-9]\d{2}(?P=sep)\d{4}"
                     + _PHONE_RIGHT],
    "Bare forms, beside a phone word": [
        _beside_phone_word(r"[2-9]\d{2}[2-9]\d{6}"),
        _beside_phone_word(r"[6-9]\d{2}(?:\.\d{3}){2}|[6-9]\d{2}(?:\.\d{2}){3}|[89]\d\.\d{3}(?:\.\d{2}){2}"),
    ],
}
WRITTEN = {
    "ES national": ["ES national"],
    "US separated": ["US separated", "US separated, +1"],
    "Bare forms, beside a phone word": ["Bare forms, beside a phone word"],
}
SEPARATORS = [" ", " ", "-", ".", ",", "/", "", "  ", "\n"]
PREFIXES = ["", "", "", "+1", "+1 ", "+1-", "+1.", "+34 ", "1 ", "(", "tel:", "@", "x", "#", "+"]


SHAPES = [(9,), (3, 3, 3), (3, 2, 2, 2), (2, 3, 2, 2), (3, 3, 4), (1, 3, 3, 4), (4, 4), (10,)]


def _texts(count: int, seed: int) -> list[str]:
    """Runs of digit groups, in the shapes phone numbers take and in random ones, any digit
    first, joined by the separators numbers use, after the prefixes that change what may
    start where."""
    pick = random.Random(seed)

    def digits(length: int) -> str:
        return "".join(pick.choices("0123456789", k=length))

    texts = []
    for _ in range(count):
        parts = []
        for _ in range(pick.randint(1, 4)):
            if pick.random() < 0.6:  # a number's shape, so that matches are common
                lengths = pick.choice(SHAPES)
            else:
                lengths = [pick.randint(1, 4) for _ in range(pick.randint(1, 5))]
            separator = pick.choice(SEPARATORS)
            parts.append(pick.choice(PREFIXES) + separator.join(digits(n) for n in lengths)
                         + pick.choice(["", "", ".", ",", "a", "@", " (cell)", " is my cell", " es mi móvil"]))
        texts.append(pick.choice(["", "Tel ", "llama al ", "call me at ", "Mi número: ", "phone ", "mi móvil es el "])
                     + " ".join(parts))
    return texts


def _spans(sources: list[str], texts: list[str]) -> list[set[tuple[int, int]]]:
    compiled = [regex.compile(source, DEFAULT_REGEX_FLAGS) for source in sources]
    return [{match.span() for pattern in compiled for match in pattern.finditer(text)} for text in texts]


def test_each_written_pattern_matches_what_its_plain_form_matches():
    sources = dict(PHONE_NUMBER)
    texts = _texts(20_000, seed=11)
    for name, plain in PLAIN.items():
        expected = _spans(plain, texts)
        written = _spans([sources[each] for each in WRITTEN[name]], texts)
        differing = [text for text, a, b in zip(texts, expected, written) if a != b]
        assert differing == [], f"{name}: {len(differing)} texts differ, e.g. {differing[:3]!r}"
        # Not vacuous: the generated texts hold many numbers of each shape.
        assert sum(len(spans) for spans in expected) > 300


def test_the_two_us_patterns_never_find_overlapping_spans():
    sources = dict(PHONE_NUMBER)
    texts = _texts(20_000, seed=12)
    without_prefix = _spans([sources["US separated"]], texts)
    with_prefix = _spans([sources["US separated, +1"]], texts)
    assert sum(len(spans) for spans in with_prefix) > 100
    for text, bare, prefixed in zip(texts, without_prefix, with_prefix):
        for start, end in prefixed:
            assert not any(s < end and start < e for s, e in bare), text
