"""A regex past its time limit fails the analysis instead of being skipped (Presidio skips it)."""

from __future__ import annotations

import os

import presidio_analyzer.pattern_recognizer as pattern_recognizer
import pytest
import regex
from presidio_analyzer import Pattern, PatternRecognizer

from daemon.detectors.presidio_engine import REGEX_TIMEOUT_SECONDS, bound_regex_time
from daemon.detectors.regex_timeouts import FailClosedPattern, RegexTimedOut, fail_closed

# No nested repeat and quick on 32 characters (so both of regex_safety's fences pass it),
# polynomial on long input.
SLOW = r"\d*\d*\d*\d*[a-z]"
DIGITS = "4111111111111111 " + "1" * 20000


def recognizer() -> PatternRecognizer:
    return PatternRecognizer(supported_entity="SLOW", patterns=[Pattern("slow", SLOW, 0.5),
                                                                 Pattern("card", r"4111(?:1111){3}", 0.9)])


@pytest.fixture
def short_timeout(monkeypatch):
    monkeypatch.setattr(pattern_recognizer, "REGEX_TIMEOUT_SECONDS", 0.2)


def test_presidio_alone_skips_the_slow_pattern_and_answers_as_if_nothing_happened(short_timeout):
    # Why fail_closed exists: the card's match survives, the slow pattern's are dropped silently.
    found = recognizer().analyze(DIGITS, ["SLOW"])
    assert [(r.start, r.end) for r in found] == [(0, 16)]


def test_fail_closed_raises_instead(short_timeout):
    with pytest.raises(RegexTimedOut):
        fail_closed(recognizer()).analyze(DIGITS, ["SLOW"])


def test_fail_closed_survives_a_recompile_with_other_flags(short_timeout):
    wrapped = fail_closed(recognizer())
    assert all(isinstance(p, FailClosedPattern) for p in wrapped.patterns)
    assert [(r.start, r.end) for r in wrapped.analyze("# 4111111111111111", ["SLOW"], regex_flags=regex.I)] == [(2, 18)]
    with pytest.raises(RegexTimedOut):
        wrapped.analyze(DIGITS, ["SLOW"], regex_flags=regex.M)
    assert fail_closed(wrapped).patterns == wrapped.patterns  # wrapping twice changes nothing


def test_the_daemon_engine_fails_closed_and_bounds_presidio_timeout(presidio_detector):
    engine = presidio_detector.engine
    patterns = [p for r in engine.registry.recognizers for p in (getattr(r, "patterns", None) or [])]
    assert patterns and all(isinstance(p, FailClosedPattern) for p in patterns)
    if "REGEX_TIMEOUT_SECONDS" not in os.environ:
        assert pattern_recognizer.REGEX_TIMEOUT_SECONDS == REGEX_TIMEOUT_SECONDS == 5


def test_an_operator_setting_for_presidio_timeout_is_kept(monkeypatch):
    monkeypatch.setenv("REGEX_TIMEOUT_SECONDS", "17")
    monkeypatch.setattr(pattern_recognizer, "REGEX_TIMEOUT_SECONDS", 17)
    bound_regex_time()
    assert pattern_recognizer.REGEX_TIMEOUT_SECONDS == 17


def test_a_foreign_pattern_runs_on_re2_in_linear_time_and_finds_every_match(short_timeout):
    # The polynomial pattern that times out on `regex` answers at once on RE2, whole: the
    # card and every slow match, none skipped.
    import time

    linear = fail_closed(recognizer(), linear_time=True)
    began = time.perf_counter()
    found = linear.analyze(DIGITS + "x", ["SLOW"])
    assert time.perf_counter() - began < 0.2
    assert (0, 16) in [(r.start, r.end) for r in found] and any(r.end == len(DIGITS) + 1 for r in found)


def test_a_pattern_re2_cannot_take_keeps_the_time_limit(short_timeout):
    # A backreference is beyond RE2: the pattern stays on `regex`, and still fails closed.
    slow_backref = PatternRecognizer(supported_entity="SLOW", patterns=[Pattern("slow", r"(\d)\d*\d*\d*\d*[a-z]\1", 0.5)])
    with pytest.raises(RegexTimedOut):
        fail_closed(slow_backref, linear_time=True).analyze(DIGITS, ["SLOW"])
