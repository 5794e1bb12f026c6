"""Presidio's detector in N worker processes, so analysis throughput grows with the cores.

One process analyses on one core at a time: spaCy's pipelines are not safe on two threads, and
Python's interpreter lock would serialise them anyway. With `--workers N` (N >= 2) the daemon
starts N processes (spawned, each loading the pipelines and warming up on its own) and hands
each a detect() or a Presidio /analyze call, one at a time, over a pipe. Workers only detect:
text and options in, spans or result dicts out. Runs, tokens, the store and every decision
stay in the daemon's process.

- Operator recognizers: the daemon registers them on its own engine (which lists and tests
  them) and bumps `revision`; each call carries the revision, and a worker that has not yet
  seen it reloads the recognizers directory first (OperatorRecognizers writes or removes the
  file before it bumps the revision).
- Errors keep their class: a ResguardoError raised in a worker (DetectionTimedOut, a Presidio
  request error) is raised again in the daemon as the same class with the same message, which
  names no value. Any other exception crosses as its type's name only.
- A worker that dies (or does not answer within ANSWER_SECONDS) fails the request with 503
  analysis_unavailable, is replaced in the background, and its request is never answered
  unsearched.
"""

from __future__ import annotations

import importlib
import logging
import multiprocessing
import os
import queue
import signal
import threading
import time
from collections.abc import Iterable
from pathlib import Path

from daemon.core.errors import AnalysisUnavailable, ResguardoError
from daemon.detectors.base import Detector, Span

log = logging.getLogger("resguardo")

# A worker that takes longer than this over one call is taken for hung: every regex runs
# under a 5 s limit, so only a fault gets near it.
ANSWER_SECONDS = 120.0
# How long a call waits for a free worker while every one is being restarted.
WAIT_FOR_WORKER_SECONDS = 60.0
START_SECONDS = 300.0


class WorkerPoolDetector(Detector):
    """The Detector interface, each call forwarded to a free worker process.

    `build_local()` makes a PresidioDetector in the daemon's own process, never warmed and never asked to
    detect: it answers what the engine is (languages, entity types, recognizer names) and
    holds the operator recognizers' registry, as in a one-process daemon."""

    name = "presidio"
    batches_requests = True
    explains_decisions = True

    def __init__(self, build_local, workers: int, *, files, speedups: bool, recognizers_dir: Path) -> None:
        self.parallel_calls = workers
        self.revision = 0
        # Presidio's files as paths (a PresidioFiles crosses to a spawned process as three strings).
        paths = tuple(str(path) if path is not None else None for path in (files.analyzer, files.nlp, files.recognizers))
        self._spec = (paths, speedups, str(recognizers_dir))
        self._context = multiprocessing.get_context("spawn")
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._workers: list[_Worker] = []
        self._closed = False
        starting = [self._start() for _ in range(workers)]
        # The daemon's own engine loads while the workers load theirs.
        self.local = build_local()
        self.engine = self.local.engine
        # Presidio's engine and the boundary's (the same one unless a registry file is named):
        # operator recognizers are registered with both (daemon/detectors/operator_recognizers.py).
        self.engines = self.local.engines
        self.boundary_engine = self.local.boundary_engine
        self._lock = self.local._lock  # held around the daemon's own engine (operator recognizer tests)
        try:
            for worker in starting:
                worker.wait_ready()
                self._idle.put(worker)
        except _WorkerLost as lost:
            self.close()
            raise RuntimeError(f"an analysis worker did not start ({lost})") from None

    # What the engine is: the daemon's own copy answers.
    def supported_languages(self) -> list[str]:
        return self.local.supported_languages()

    def supported_entities(self, language: str) -> list[str]:
        return self.local.supported_entities(language)

    def recognizer_names(self, language: str | None) -> list[str]:
        return self.local.recognizer_names(language)

    # What is found: a worker answers.
    def detect(self, text: str, language: str, entities: Iterable[str] | None = None) -> list[Span]:
        found = self._call("detect", (text, language, None if entities is None else list(entities)))
        return [Span(*each) for each in found]

    def analyze_request(self, request) -> list[list[dict]]:
        return self._call("analyze_request", request)

    def explain(self, text: str, language: str) -> list[dict]:
        return self._call("explain", (text, language))

    def warm_up(self) -> None:
        """Each worker warmed itself before it said it was ready."""

    def worker_pids(self) -> list[int]:
        return [worker.process.pid for worker in self._workers if worker.process.is_alive()]

    def close(self) -> None:
        self._closed = True
        for worker in self._workers:
            worker.stop()

    def _start(self) -> _Worker:
        worker = _Worker(self._context, self._spec)
        self._workers.append(worker)
        return worker

    def _call(self, operation: str, payload):
        try:
            worker = self._idle.get(timeout=WAIT_FOR_WORKER_SECONDS)
        except queue.Empty:
            raise AnalysisUnavailable() from None
        try:
            answer = worker.call(self.revision, operation, payload)
        except _WorkerLost as lost:
            self._lose(worker, lost)
            raise AnalysisUnavailable() from None
        except BaseException:
            self._idle.put(worker)  # nothing was sent (the payload would not pickle): it is still ours
            raise
        self._idle.put(worker)
        return _unwrap(answer)

    def _lose(self, worker: _Worker, lost: _WorkerLost) -> None:
        """Stop a worker that died or hung, and start its replacement in the background."""
        log.error("analysis worker %d stopped (%s); starting another", worker.process.pid, lost)
        worker.stop()
        self._workers.remove(worker)
        if not self._closed:
            threading.Thread(target=self._replace, name="worker-restart", daemon=True).start()

    def _replace(self) -> None:
        worker = self._start()
        try:
            worker.wait_ready()
        except _WorkerLost as lost:
            log.error("a replacement analysis worker did not start (%s)", lost)
            self._workers.remove(worker)
            return
        self._idle.put(worker)


class _WorkerLost(Exception):
    """The worker died or stopped answering; the message names which, never what it held."""


class _Worker:
    def __init__(self, context, spec: tuple) -> None:
        self.connection, theirs = context.Pipe()
        self.process = context.Process(target=worker_main, args=(theirs, *spec), name="resguardod-analysis",
                                       daemon=True)
        self.process.start()
        theirs.close()

    def wait_ready(self) -> None:
        if not self.connection.poll(START_SECONDS):
            raise _WorkerLost("no answer at start")
        try:
            self.connection.recv()
        except (EOFError, OSError):
            raise _WorkerLost(f"exit code {self.process.exitcode}") from None

    def call(self, revision: int, operation: str, payload):
        try:
            self.connection.send((revision, operation, payload))
            if not self.connection.poll(ANSWER_SECONDS):
                raise _WorkerLost("no answer in time")
            return self.connection.recv()
        except (EOFError, OSError):
            self.process.join(1)
            raise _WorkerLost(f"exit code {self.process.exitcode}") from None

    def stop(self) -> None:
        self.connection.close()  # the worker reads EOF and returns
        self.process.join(2)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(2)


def _unwrap(answer):
    kind, *rest = answer
    if kind == "ok":
        return rest[0]
    if kind == "error":
        module, qualname, message, field = rest
        error_class = getattr(importlib.import_module(module), qualname, None)
        if isinstance(error_class, type) and issubclass(error_class, ResguardoError):
            # Built without its own __init__ (some take other arguments): same class, same words.
            error = error_class.__new__(error_class)
            ResguardoError.__init__(error, message, field=field)
            raise error
    log.error("analysis worker failed: %s", rest[0] if rest else kind)
    raise ResguardoError()


# The worker's side.

def worker_main(connection, paths: tuple, speedups: bool, recognizers_dir: str) -> None:
    """A worker process: build and warm the engine, say so, then answer calls until EOF."""
    from daemon.detectors.presidio_config import PresidioFiles
    from daemon.detectors.presidio_detector import PresidioDetector
    from daemon.detectors.presidio_engine import build_analyzer_engines
    from daemon.process.memory import freeze_startup_heap, limit_malloc_arenas, release_free_memory

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal stops the daemon, which stops us
    limit_malloc_arenas()
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
    files = PresidioFiles(*(Path(path) if path is not None else None for path in paths))
    detector = PresidioDetector(*build_analyzer_engines(files, speedups=speedups))
    detector.warm_up()
    freeze_startup_heap()
    operator = _OperatorSet(detector, Path(recognizers_dir))
    connection.send(("ready", os.getpid()))
    released = time.monotonic()
    while True:
        try:
            revision, operation, payload = connection.recv()
        except (EOFError, OSError):
            return
        try:
            operator.follow(revision)
            if operation == "detect":
                text, language, entities = payload
                answer = ("ok", [(s.start, s.end, s.entity_type, s.score, s.recognizer)
                                 for s in detector.detect(text, language, entities)])
            elif operation == "explain":
                answer = ("ok", detector.explain(*payload))
            else:
                answer = ("ok", detector.analyze_request(payload))
        except ResguardoError as error:
            answer = ("error", type(error).__module__, type(error).__qualname__, error.message, error.field)
        except Exception as error:  # noqa: BLE001 - crosses as its type's name, never its message
            answer = ("failed", type(error).__name__)
        connection.send(answer)
        if time.monotonic() - released > 30:  # what the daemon's sweeper does for its own heap
            release_free_memory()
            released = time.monotonic()


class _OperatorSet:
    """The operator recognizers a worker has registered, reloaded when the daemon's revision moves."""

    def __init__(self, detector, directory: Path) -> None:
        self.detector = detector
        self.directory = directory
        self.revision: int | None = None
        self.names: set[str] = set()

    def follow(self, revision: int) -> None:
        if revision == self.revision:
            return
        from daemon.detectors.operator_recognizers import build_pattern_recognizers, saved_definitions

        definitions = saved_definitions(self.directory, self.detector.supported_languages()) \
            if self.directory.is_dir() else []
        for engine in self.detector.engines:  # Presidio's and the boundary's, as the daemon's own
            registry = engine.registry
            registry.recognizers = [r for r in registry.recognizers if r.name not in self.names]
            for definition in definitions:
                for recognizer in build_pattern_recognizers(definition):
                    registry.add_recognizer(recognizer)
        self.names = {definition["name"] for definition in definitions}
        self.revision = revision
