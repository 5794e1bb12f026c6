"""A detector that asks a Presidio-compatible /analyze the operator owns.

Only spans come back into Resguardo: every span is checked (integers, in bounds, start
before end, a known entity type) and anything else the remote sends, text included, is
ignored. This is the only outbound connection the daemon ever opens.
"""

from __future__ import annotations

import json
import logging
import urllib.error
import urllib.request
from collections.abc import Iterable

from daemon.core.entities import NER_TYPES, STRUCTURED_TYPES
from daemon.core.errors import ResguardoError
from daemon.core.text_folding import detect_folded
from daemon.detectors.base import Detector, Span

log = logging.getLogger("resguardo.detector.remote")

REMOTE_TIMEOUT_SECONDS = 10.0
MAX_REMOTE_RESPONSE_BYTES = 4 * 1024 * 1024
KNOWN_TYPES = frozenset(STRUCTURED_TYPES) | frozenset(NER_TYPES)


class RemoteDetectorError(ResguardoError):
    """502 remote_detector_bad_answer: the remote detector answered something unusable; the
    message names no text."""

    status = 502
    code = "remote_detector_bad_answer"


class RemoteDetectorUnavailable(RemoteDetectorError):
    """503 remote_detector_unavailable: the remote detector could not be reached."""

    status = 503
    code = "remote_detector_unavailable"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # a redirect is an answer we cannot use
        return None


# No proxies from the environment and no redirects: the text goes to --remote-url and
# nowhere else, and the daemon opens no other connection.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}), _NoRedirect)


class RemoteDetector(Detector):
    name = "remote"
    # Each call waits on the network: never run on the daemon's event loop thread.
    waits_on_network = True

    def __init__(self, url: str, languages: tuple[str, ...] = ("en", "es"), timeout: float = REMOTE_TIMEOUT_SECONDS) -> None:
        if not url.startswith(("http://", "https://")):
            raise ValueError("--remote-url must be an http:// or https:// address")
        self.url = url.rstrip("/") + "/analyze"
        self._languages = list(languages)
        self._timeout = timeout

    def detect(self, text: str, language: str, entities: Iterable[str] | None = None) -> list[Span]:
        """Spans from the remote detector, which reads look-alike characters folded to the
        plain ones (daemon/core/text_folding.py), as ours do."""
        wanted = sorted(set(entities)) if entities is not None else sorted(KNOWN_TYPES)
        return detect_folded(lambda folded: self._detect(folded, language, wanted), text)

    def _detect(self, text: str, language: str, wanted: list[str]) -> list[Span]:
        body = json.dumps({"text": text, "language": language, "entities": wanted}).encode()
        request = urllib.request.Request(
            self.url, data=body, headers={"Content-Type": "application/json"}, method="POST"
        )
        try:
            with _OPENER.open(request, timeout=self._timeout) as response:  # noqa: S310
                raw = response.read(MAX_REMOTE_RESPONSE_BYTES + 1)
        except urllib.error.HTTPError as error:
            raise RemoteDetectorError(f"remote detector answered with HTTP status {error.code}") from None
        except (urllib.error.URLError, TimeoutError, OSError) as error:
            raise RemoteDetectorUnavailable(f"remote detector unreachable ({type(error).__name__})") from None
        if len(raw) > MAX_REMOTE_RESPONSE_BYTES:
            raise RemoteDetectorError("remote detector answered with a body over the size limit")
        try:
            answer = json.loads(raw)
        except (ValueError, RecursionError):
            # RecursionError: a hostile remote can nest `[` deeper than the parser recurses.
            raise RemoteDetectorError("remote detector answered with a body that is not JSON") from None
        if not isinstance(answer, list):
            raise RemoteDetectorError("remote detector answered with something other than a list")
        return validate_remote_spans(answer, len(text), set(wanted))

    def supported_languages(self) -> list[str]:
        return list(self._languages)

    def supported_entities(self, language: str) -> list[str]:
        return sorted(KNOWN_TYPES)


def validate_remote_spans(answer: list, text_length: int, wanted: set[str]) -> list[Span]:
    """Keep only well-formed spans of requested, known types inside the text; drop the rest.

    Dropped spans are counted in the log by reason, never shown.
    """
    spans: list[Span] = []
    dropped: dict[str, int] = {}
    for item in answer:
        reason = _problem(item, text_length, wanted)
        if reason:
            dropped[reason] = dropped.get(reason, 0) + 1
            continue
        spans.append(Span(item["start"], item["end"], item["entity_type"], float(item["score"]), "remote"))
    if dropped:
        log.warning("remote detector: dropped spans %s", dict(sorted(dropped.items())))
    return spans


def _problem(item: object, text_length: int, wanted: set[str]) -> str | None:
    if not isinstance(item, dict):
        return "not_an_object"
    start, end, entity_type, score = (item.get(k) for k in ("start", "end", "entity_type", "score"))
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (start, end)):
        return "bad_offsets"
    if not 0 <= start < end <= text_length:
        return "out_of_bounds"
    if not isinstance(entity_type, str) or entity_type not in KNOWN_TYPES or entity_type not in wanted:
        return "unknown_type"
    if isinstance(score, bool) or not isinstance(score, (int, float)) or not 0 <= score <= 1:
        return "bad_score"
    return None
