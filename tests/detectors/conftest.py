"""One real AnalyzerEngine (spaCy en + es, our recognizers) and one patterns detector per session."""

from __future__ import annotations

import pytest

from daemon.detectors.base import Span
from daemon.detectors.overlaps import resolve_overlaps
from daemon.detectors.patterns import PatternsDetector


@pytest.fixture(scope="session")
def analyzer(presidio_detector):
    """The daemon's own engine (models loaded once per test session)."""
    return presidio_detector.engine


@pytest.fixture(scope="session")
def patterns():
    return PatternsDetector()


@pytest.fixture(scope="session")
def found_by_presidio(analyzer):
    """text, language, entity -> the texts our engine reports for that entity (after overlaps)."""

    def find(text: str, language: str, entity: str) -> list[str]:
        results = analyzer.analyze(text, language=language)
        spans = resolve_overlaps([Span(r.start, r.end, r.entity_type, r.score) for r in results])
        return [text[s.start:s.end] for s in spans if s.entity_type == entity]

    return find


@pytest.fixture(scope="session")
def found_by_patterns(patterns):
    """text, entity -> the texts the patterns detector reports for that entity."""

    def find(text: str, entity: str) -> list[str]:
        spans = resolve_overlaps(patterns.detect(text, "es", [entity]))
        return [text[s.start:s.end] for s in spans if s.entity_type == entity]

    return find
