"""The patterns detector: no spaCy anywhere in its imports, the Detector protocol, speed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from daemon.core.entities import STRUCTURED_TYPES

ROOT = Path(__file__).resolve().parents[2]


def test_importing_patterns_detector_does_not_import_spacy_or_presidio():
    code = (
        "import sys; import daemon.detectors.patterns as p; p.PatternsDetector().detect('x 12345678Z', 'es');"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('spacy', 'presidio_analyzer', 'thinc'));"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_detector_protocol(patterns):
    assert patterns.name == "patterns"
    assert patterns.supported_languages() == ["en", "es", "pt"]
    assert set(patterns.supported_entities("es")) == set(STRUCTURED_TYPES)
    spans = patterns.detect("NIF 12345678Z, tel 612 345 678", "en", ["ES_NIF"])
    assert [s.entity_type for s in spans] == ["ES_NIF"]


def test_a_message_past_the_time_budget_is_refused_never_half_read():
    # The budget is checked after each type's finder: past it, the message is refused
    # (503 detection_timeout over HTTP), never answered with the types found so far.
    import pytest

    from daemon.core.errors import DetectionTimedOut
    from daemon.detectors.patterns import PatternsDetector

    slow = PatternsDetector(budget_seconds=0.0)
    with pytest.raises(DetectionTimedOut):
        slow.detect("mail ana@example.com, NIF 12345678Z, tel 612 345 678", "es")
    assert PatternsDetector().detect("mail ana@example.com", "es")
