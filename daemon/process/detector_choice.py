"""Chooses and builds the detector named on the command line."""

from __future__ import annotations

from daemon.process.settings import Settings


def build_detector(settings: Settings):
    """The presidio, patterns or remote detector; `patterns` never imports spaCy. Presidio's
    analyses run in `settings.workers` processes when that is more than one."""
    if settings.detector == "presidio":
        from daemon.detectors.presidio_detector import PresidioDetector
        from daemon.detectors.presidio_engine import build_analyzer_engine

        def build_local() -> PresidioDetector:
            return PresidioDetector(build_analyzer_engine(settings.config_file, speedups=settings.speedups))

        if settings.workers == 1:
            return build_local()
        from daemon.process.datadir import RECOGNIZERS_DIR
        from daemon.process.worker_pool import WorkerPoolDetector

        return WorkerPoolDetector(build_local, settings.workers, config_file=settings.config_file,
                                  speedups=settings.speedups, recognizers_dir=settings.data_dir / RECOGNIZERS_DIR)
    if settings.detector == "patterns":
        from daemon.detectors.patterns import PatternsDetector

        return PatternsDetector()
    if settings.detector == "remote":
        from daemon.detectors.remote import RemoteDetector

        if not settings.remote_url:
            raise ValueError("--detector remote needs --remote-url")
        return RemoteDetector(settings.remote_url)
    raise ValueError("--detector must be one of presidio, patterns, remote")
