"""Chooses and builds the detector named on the command line."""

from __future__ import annotations

from daemon.process.settings import Settings


def build_detector(settings: Settings):
    """The presidio, patterns or remote detector; `patterns` never imports spaCy."""
    if settings.detector == "presidio":
        from daemon.detectors.presidio_detector import PresidioDetector
        from daemon.detectors.presidio_engine import build_analyzer_engines

        return PresidioDetector(*build_analyzer_engines(settings.presidio_files))
    if settings.detector == "patterns":
        from daemon.detectors.patterns import PatternsDetector

        return PatternsDetector()
    if settings.detector == "remote":
        from daemon.detectors.remote import RemoteDetector

        if not settings.remote_url:
            raise ValueError("--detector remote needs --remote-url")
        return RemoteDetector(settings.remote_url)
    raise ValueError("--detector must be one of presidio, patterns, remote")
