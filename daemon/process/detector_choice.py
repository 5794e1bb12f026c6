"""Chooses and builds the detector named on the command line."""

from __future__ import annotations

import sys

from daemon.detectors.presidio_config import FLAGS
from daemon.process.settings import Settings


def build_detector(settings: Settings):
    """The presidio, patterns or remote detector; `patterns` never imports spaCy. Presidio's
    analyses run in `settings.workers` processes when that is more than one."""
    if settings.detector == "presidio":
        from daemon.detectors.presidio_detector import PresidioDetector
        from daemon.detectors.presidio_engine import build_analyzer_engines

        files = settings.presidio_files

        def build_local() -> PresidioDetector:
            try:
                return PresidioDetector(*build_analyzer_engines(files, speedups=settings.speedups))
            except Exception as error:
                if not files.given():
                    raise  # ours: a bug, whose traceback is worth having
                # The files passed every check made before loading (presidio_config.py), yet
                # Presidio could not build from them (a custom recognizer's regex that does not
                # compile, a transformers model not in the local cache): the operator's to fix.
                named = " ".join(f"{FLAGS[kind]} {path}" for kind, path in files.given())
                reason = " ".join(str(error).split())[:300]
                print(f"resguardod: Presidio could not build the analyzer from {named}: "
                      f"{type(error).__name__}: {reason}", file=sys.stderr)
                raise SystemExit(2) from None

        if settings.workers == 1:
            return build_local()
        from daemon.process.datadir import RECOGNIZERS_DIR
        from daemon.process.worker_pool import WorkerPoolDetector

        return WorkerPoolDetector(build_local, settings.workers, files=files,
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
