"""The one interface every detector implements: text in, spans out.

A detector never returns text. Whatever a detector (local or remote) says, the platform
decides what to do with the spans, so a detector cannot become an injection surface.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from daemon.presidio_api.analyze_request import AnalyzeRequest


@dataclass(frozen=True, slots=True)
class Span:
    """Where a value is: [start, end) in the analysed text, its type, score and finder."""

    start: int
    end: int
    entity_type: str
    score: float
    recognizer: str = ""


class Detector:
    """Finds values in text. Implementations: presidio, patterns, remote.

    What a detector can do beyond `detect` is declared here, with the answer for a detector
    that cannot, so callers ask the attribute instead of probing with hasattr.
    """

    name: str = "detector"
    # An int that changes whenever what detect() finds in a given text may change (an
    # operator's recognizer added or removed), or None when that can change at any time (the
    # service behind the remote detector): the boundary keeps a verdict only while it holds.
    revision: int | None = None
    # Whether detect() waits on another machine: such a detector never runs on the event
    # loop's own thread (daemon/web/analysis_lane.py).
    waits_on_network: bool = False
    # How many detect()/analyze_request() calls may run at once. More than one only for a
    # detector whose calls run in processes of their own (daemon/process/worker_pool.py):
    # such calls never run on the event loop's own thread either.
    parallel_calls: int = 1
    # Whether concurrent Presidio /analyze requests are worth batching into one call.
    batches_requests: bool = False
    # Whether analyze_request explains each result with Presidio's decision process.
    explains_decisions: bool = False
    # The Presidio AnalyzerEngine behind the detector, where there is one: operator
    # recognizers are registered with it.
    engine: Any = None
    # Every AnalyzerEngine the detector reads (Presidio's, and the boundary's when a configured
    # registry makes it a second one): operator recognizers go into each.
    engines: tuple = ()

    def detect(self, text: str, language: str, entities: Iterable[str] | None = None) -> list[Span]:
        """Spans of `entities` (all known types when None) in `text`, possibly overlapping."""
        raise NotImplementedError

    def supported_languages(self) -> list[str]:
        raise NotImplementedError

    def supported_entities(self, language: str) -> list[str]:
        raise NotImplementedError

    def recognizer_names(self, language: str | None) -> list[str]:
        """The names Presidio's /recognizers lists for `language` (None: every language)."""
        return [self.name]

    def analyze_request(self, request: AnalyzeRequest) -> list[list[dict]]:
        """Presidio-shaped results for each text of a parsed /analyze request."""
        from daemon.detectors.compat import analyze_with_spans

        return analyze_with_spans(self, request)

    def explain(self, text: str, language: str) -> list[dict]:
        """Every span found in `text`, in order, each with the recognizer that found it and why:
        what the console's analyzer shows."""
        if self.explains_decisions:
            from daemon.presidio_api.analyze_request import AnalyzeRequest

            request = AnalyzeRequest(texts=[text], batch=False, language=language, return_decision_process=True)
            return [
                {
                    "start": r["start"], "end": r["end"], "entity_type": r["entity_type"], "score": r["score"],
                    "recognizer": (r["analysis_explanation"] or {}).get("recognizer", ""), "engine": self.name,
                    "explanation": (r["analysis_explanation"] or {}).get("textual_explanation") or "",
                }
                for r in sorted(self.analyze_request(request)[0], key=lambda r: (r["start"], r["end"]))
            ]
        return [
            {
                "start": s.start, "end": s.end, "entity_type": s.entity_type, "score": s.score,
                "recognizer": s.recognizer, "engine": self.name,
                "explanation": f"Detected by `{s.recognizer}` (regex + checksum)",
            }
            for s in self.detect(text, language)
        ]

    def warm_up(self) -> None:
        """Run once before the daemon serves, so the first request pays no first-use cost."""

    def close(self) -> None:
        """Release what the detector started (worker processes) when the daemon stops."""
