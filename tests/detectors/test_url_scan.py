"""The URL pattern tried only where a match can start finds exactly what Presidio's search finds."""

from __future__ import annotations

import random
import re

import pytest
import regex
from presidio_analyzer import Pattern, PatternRecognizer
from presidio_analyzer.predefined_recognizers import UrlRecognizer

from daemon.speedups.url_scan import _SHAPE, ScopedFinder, ScopedUrlPattern, scope_url_patterns
from quality.corpus import generate

NON_SCHEMA = next(p for p in UrlRecognizer.PATTERNS if p.name == "Non schema URL").regex
PRESIDIO_FLAGS = re.DOTALL | re.MULTILINE | re.IGNORECASE
EDGES = [
    "see www.example.com/a/b?c=d and WWW2.EXAMPLE.ORG.", "mail a.b-c@sub.example.co.uk now",
    "www٣.example.com", "ex\u212aample.\u212aom", "\u017f\u017f.com", "İstanbul.example.com.tr/x",
    "a.b.c.d.e.f.g.h.com", "version 1.2.3 and 10.0.0.1", "...", ".com", "x.", "(example.net)",
    "'quoted.example.com'", "path.example.com/(x)", "trailing.example.com/\tnext.example.org",
    "a" * 300 + ".com", "b" * 260 + "." + "c" * 10 + ".com", "e.g. i.e. U.S.A. Mr.Smith",
    "a-" * 400 + ".com", ("x" * 40 + ".") * 30 + "net", "www123.x.com www1234.x.com www.com.com",
    "a." * 300, "b" * 250 + ".co.uk/" + "c" * 10 + ".de",
]


def spans(finder, text: str) -> list[tuple[int, int]]:
    return [m.span() for m in finder.finditer(text, timeout=5)]


def generated(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    pieces = ["www", "www2.", ".", "..", "-", "/", " ", "\t", "\n", '"', "'", "(", ")", "com", "es", "uk",
              "co", "org", "io", "example", "Example", "EXAMPLE", "a", "Z", "7", "42", "@", "?", "=",
              "\u212a", "\u017f", "İ", "٣", "é", "ñ", "_", "+"]
    return ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 40))) for _ in range(count)]


@pytest.mark.slow
@pytest.mark.parametrize("flags", [PRESIDIO_FLAGS, re.IGNORECASE, 0, re.ASCII | re.IGNORECASE],
                         ids=["presidio", "ignorecase", "none", "ascii"])
def test_same_matches_as_the_full_search(flags):
    compiled = regex.compile(NON_SCHEMA, flags=flags)
    scoped = ScopedFinder(_SHAPE.fullmatch(NON_SCHEMA).group("rest"), flags)
    texts = EDGES + [m.text for m in generate(300, seed=5)] + generated(5000, seed=flags)
    found = 0
    for text in texts:
        expected = spans(compiled, text)
        assert spans(scoped, text) == expected, text
        found += len(expected)
    assert found > 500


@pytest.mark.slow
def test_the_recognizer_finds_the_same_with_the_scoped_pattern():
    stock, scoped = UrlRecognizer(), UrlRecognizer()
    scope_url_patterns(scoped)
    assert any(isinstance(p, ScopedUrlPattern) for p in scoped.patterns)
    for text in EDGES + [m.text for m in generate(200, seed=9)]:
        for flags in (None, re.IGNORECASE):
            key = sorted((r.start, r.end, r.score) for r in stock.analyze(text, ["URL"], regex_flags=flags))
            assert sorted((r.start, r.end, r.score) for r in scoped.analyze(text, ["URL"], regex_flags=flags)) == key


def test_only_the_known_shape_is_scoped():
    other = PatternRecognizer(supported_entity="X", patterns=[Pattern("x", r"(?i)[a-z]+\.com", 0.5)])
    scope_url_patterns(other)
    assert type(other.patterns[0]) is Pattern


def test_the_daemon_engine_uses_it(analyzer):
    urls = [r for r in analyzer.registry.recognizers if isinstance(r, UrlRecognizer)]
    # Each pattern is wrapped to fail closed on a timeout (daemon/detectors/regex_timeouts.py).
    assert urls and all(any(isinstance(p.inner, ScopedUrlPattern) for p in r.patterns) for r in urls)


def test_a_search_that_runs_out_of_time_raises_as_the_engine_does():
    # Presidio catches TimeoutError and skips the pattern; the scoped search must do the same.
    scoped = ScopedFinder(_SHAPE.fullmatch(NON_SCHEMA).group("rest"), PRESIDIO_FLAGS)
    with pytest.raises(TimeoutError):
        list(scoped.finditer("see example.com " * 2000, timeout=0.0))
