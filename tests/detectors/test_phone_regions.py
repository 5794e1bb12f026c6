"""RESGUARDO_PHONE_REGIONS: the regions whose national formats are read. A configured region's
numbers are found without a `+`; an unknown region stops the daemon before it starts (exit 2,
one line), rather than reading fewer numbers than the operator asked for."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.support.daemons import REPO, free_port

# An Indian mobile number in India's national format (libphonenumber's example, varied): read
# only where IN is configured, as no default region holds it.
PROBE = (
    "from daemon.detectors.patterns import PatternsDetector; "
    "t = 'call 091234 56789'; "
    "print([t[s.start:s.end] for s in PatternsDetector().detect(t, 'en', ['PHONE_NUMBER'])])"
)


def _probe(regions: str | None) -> str:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("RESGUARDO_PHONE_REGIONS", None)
    if regions is not None:
        env["RESGUARDO_PHONE_REGIONS"] = regions
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=REPO, capture_output=True, text=True, env=env,
                          timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_a_configured_region_is_read_in_its_national_format():
    assert _probe(None) == "[]"
    assert _probe("ES,IN") == "['091234 56789']"


def test_an_unknown_region_stops_the_daemon_with_one_line(tmp_path):
    data_dir = tmp_path / "data"
    result = subprocess.run(
        [sys.executable, "-m", "daemon.process.cli", "--port", str(free_port()), "--data-dir", str(data_dir)],
        cwd=REPO, capture_output=True, text=True, timeout=60,
        env={**os.environ, "PYTHONPATH": str(REPO), "RESGUARDO_PHONE_REGIONS": "ES,XX"},
    )
    assert result.returncode == 2, result.stderr[-2000:]
    assert result.stderr.strip().splitlines() == [
        "resguardod: RESGUARDO_PHONE_REGIONS names regions libphonenumber does not know: XX"]
    assert not data_dir.exists()
