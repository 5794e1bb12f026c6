"""Language guess, and the core's promise to stay plain Python."""

from __future__ import annotations

import subprocess
import sys

import pytest

from daemon.core.language import detect_language


@pytest.mark.parametrize("text, expected", [
    ("Hola, quiero cambiar el correo de mi cuenta, por favor", "es"),
    ("¿Dónde está mi pedido?", "es"),
    ("Hello, I want to change the email on my account, please", "en"),
    ("", "en"),
    ("12345 !!!", "en"),
    ("[EMAIL_0123456789ab]", "en"),
])
def test_detect_language(text, expected):
    assert detect_language(text) == expected


def test_core_modules_import_no_web_ui_or_nlp_framework():
    code = (
        "import sys\n"
        "import daemon.core.tokens, daemon.core.runs, daemon.core.restore, daemon.core.stream, daemon.core.boundary, "
        "daemon.core.language, daemon.core.errors\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('aiohttp', 'textual', 'spacy', 'presidio_analyzer', 'presidio'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""


@pytest.mark.slow
def test_the_whole_core_imports_neither_aiohttp_nor_textual():
    """Everything but the web layer and the console: store, detectors, recognizer management."""
    code = (
        "import sys\n"
        "import daemon.core.boundary, daemon.store, daemon.detectors.patterns, daemon.detectors.remote, "
        "daemon.detectors.presidio_detector, daemon.detectors.presidio_engine, daemon.detectors.overlaps, "
        "daemon.detectors.operator_recognizers, daemon.presidio_api.analyze_request, daemon.detectors.regex_safety, daemon.process.datadir, "
        "daemon.process.settings, daemon.process.cli\n"
        "daemon.detectors.presidio_engine.build_analyzer_engine()\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'textual'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""
