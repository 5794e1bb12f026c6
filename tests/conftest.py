"""Session fixtures every layer may use: the real analyzer (loaded once) and a real daemon.

Tests that load spaCy or start a daemon are marked `slow` (pytest_collection_modifyitems
below), so `pytest -m "not slow"` runs the quick ones.
"""

from __future__ import annotations

import pytest

from tests.support.daemons import start_daemon


@pytest.fixture(scope="session")
def presidio_detector():
    """Our Presidio detector with the real spaCy en + es pipelines, warmed once per session."""
    from daemon.detectors.presidio_detector import PresidioDetector
    from daemon.detectors.presidio_engine import build_analyzer_engine

    detector = PresidioDetector(build_analyzer_engine())
    detector.warm_up()
    return detector


@pytest.fixture(scope="session")
def stock_engine():
    """Stock Presidio with the same pipelines, for side-by-side comparisons."""
    from daemon.detectors.presidio_engine import build_stock_engine

    return build_stock_engine()


@pytest.fixture(scope="session")
def presidio_default():
    """presidio_analyzer with Presidio's default configuration, en and es (the compatibility
    tests' reference; tests/support/presidio_compare.py)."""
    from tests.support.presidio_compare import presidio_default_engine

    return presidio_default_engine(("en", "es"))


@pytest.fixture(scope="session")
def daemon(tmp_path_factory):
    """One real daemon (presidio detector) shared by the HTTP tests of a session, analysing in
    two worker processes (the default on a 2-core machine, named so that it is the same on any)."""
    process = start_daemon(tmp_path_factory.mktemp("daemon") / "data", "--workers", "2")
    yield process
    process.stop()


# What makes a test slow: the real spaCy pipelines (loaded once per session, seconds each) or a
# daemon process of its own (seconds to start). A test that asks for one of these fixtures, or
# lives where every test does (whole turns, the console, the benchmarks' scripts), is `slow`.
_SLOW_FIXTURES = frozenset({
    "presidio_detector", "stock_engine", "presidio_default", "daemon", "make_client", "analyzer", "found_by_presidio",
    "presidio_daemon", "patterns_daemon", "console_daemon", "fresh_daemon", "api", "grants",
})
_SLOW_DIRECTORIES = frozenset({"e2e", "console", "bench"})


def pytest_collection_modifyitems(items):
    for item in items:
        layer = item.path.parent.name
        if layer in _SLOW_DIRECTORIES or _SLOW_FIXTURES & set(item.fixturenames):
            item.add_marker(pytest.mark.slow)
