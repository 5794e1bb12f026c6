"""The default detector: Presidio's AnalyzerEngine with spaCy en + es and our recognizers."""

from __future__ import annotations

import threading
from collections.abc import Iterable

from daemon.core.errors import BadRequest, DetectionTimedOut
from daemon.core.text_folding import detect_folded, fold, folded_text, merge_spans
from daemon.detectors.base import Detector, Span
from daemon.presidio_api.analyze_request import AnalyzeRequest, AnalyzeRequestError
from recognizers.finder import FindTimedOut

# spaCy's nlp.max_length: longer texts are refused by the pipeline itself (E088). A body
# under the 1 MiB limit can still hold more characters than this, so we say so first.
MAX_TEXT_CHARACTERS = 1_000_000

# One message per language that exercises every stage the engine can run (NER, the
# one-word part-of-speech window behind the signature "John", tags and lemmas for context
# words) and every regex recognizer, so the first real request finds nothing left to load.
WARM_UP_TEXTS = {
    "en": "Hi, I am John Smith; write to john.smith@example.com or call (415) 555-0132.\nThanks, John",
    "es": "Hola, soy Juan García; escríbeme a juan@example.com o llama al 612 345 678.\nGracias, Juan",
    "pt": "Olá, sou João Silva; escreva para joao@example.com ou ligue (11) 91234-5678.\nObrigado, João",
}


class PresidioDetector(Detector):
    """Spans from a Presidio AnalyzerEngine; also serves the Presidio-compatible /analyze."""

    name = "presidio"
    batches_requests = True
    explains_decisions = True

    def __init__(self, engine, boundary_engine=None) -> None:
        # `engine` serves Presidio's /analyze, /recognizers and /supportedentities; the
        # boundary's own detection (runs, /v1) reads `boundary_engine`, the same object
        # unless a configured registry leaves out recognizers the boundary keeps
        # (presidio_engine.build_analyzer_engines).
        self.engine = engine
        self.boundary_engine = boundary_engine if boundary_engine is not None else engine
        self.engines = (engine,) if self.boundary_engine is engine else (engine, self.boundary_engine)
        # spaCy pipelines are not documented as thread-safe; the daemon analyses on one
        # worker thread anyway, and this keeps direct callers (tests, tools) honest too.
        self._lock = threading.Lock()
        # Bumped by OperatorRecognizers whenever it changes the engine's recognizers.
        self.revision = 0

    def detect(self, text: str, language: str, entities: Iterable[str] | None = None) -> list[Span]:
        if len(text) > MAX_TEXT_CHARACTERS:
            raise BadRequest(
                f"text is longer than the analyzer's limit of {MAX_TEXT_CHARACTERS:,} characters", field="text"
            )
        wanted = self._supported_subset(language, entities)
        if wanted == []:
            return []
        return detect_folded(lambda folded: self._detect(folded, language, wanted), text)

    def _detect(self, text: str, language: str, wanted: list[str] | None) -> list[Span]:
        from daemon.detectors.regex_timeouts import RegexTimedOut

        try:
            with self._lock:
                results = self.boundary_engine.analyze(text=text, language=language, entities=wanted)
        except (RegexTimedOut, FindTimedOut):
            raise DetectionTimedOut() from None
        return [Span(r.start, r.end, r.entity_type, float(r.score), _recognizer_name(r)) for r in results]

    def supported_languages(self) -> list[str]:
        return list(self.engine.supported_languages)

    def supported_entities(self, language: str) -> list[str]:
        return sorted(self.engine.get_supported_entities(language))

    def recognizer_names(self, language: str | None) -> list[str]:
        return [recognizer.name for recognizer in self.engine.get_recognizers(language)]

    def warm_up(self) -> None:
        """Every path a first request can take, once per language: one text with every entity
        type, a pattern-only call (no model), a two-text batch (each component's pipe), and
        each spaCy stage whether or not these texts need it."""
        from daemon.detectors.presidio_engine import analyze_many

        for language in self.supported_languages():
            text = WARM_UP_TEXTS.get(language, WARM_UP_TEXTS["en"])
            with self._lock:
                for engine in self.engines:
                    engine.analyze(text=text, language=language)
                    # Pattern-only: e-mails, or another type a configured registry has instead.
                    supported = engine.get_supported_entities(language)
                    one_type = "EMAIL_ADDRESS" if "EMAIL_ADDRESS" in supported else min(supported, default=None)
                    if one_type is not None:
                        engine.analyze(text=text, language=language, entities=[one_type])
                    analyze_many(engine, [text, text], language)
                warm_up_stages = getattr(self.engine.nlp_engine, "warm_up_stages", None)
                if warm_up_stages is not None:
                    warm_up_stages(text, language)

    def explain(self, text: str, language: str) -> list[dict]:
        """The boundary's detection, explained; each span says which engine's registry its
        recognizer belongs to: `presidio` when Presidio's /analyze runs it too, `boundary`
        when only the boundary does (one of ours a configured registry leaves out)."""
        request = AnalyzeRequest(texts=[text], batch=False, language=language, return_decision_process=True)
        served = {recognizer.name for recognizer in self.engine.get_recognizers(language)}
        spans = []
        for result in sorted(self.analyze_request(request, self.boundary_engine)[0],
                             key=lambda r: (r["start"], r["end"])):
            explanation = result["analysis_explanation"] or {}
            recognizer = explanation.get("recognizer", "")
            spans.append({
                "start": result["start"], "end": result["end"], "entity_type": result["entity_type"],
                "score": result["score"], "recognizer": recognizer,
                "engine": "presidio" if recognizer in served else "boundary",
                "explanation": explanation.get("textual_explanation") or "",
            })
        return spans

    def analyze_request(self, request: AnalyzeRequest, engine=None) -> list[list[dict]]:
        """Presidio's /analyze: one list of result dicts per text, as its REST server gives
        them, from Presidio's engine (or `engine`)."""
        from daemon.detectors.presidio_engine import analyze_many
        from daemon.detectors.regex_timeouts import RegexTimedOut

        engine = self.engine if engine is None else engine
        ad_hoc = _build_ad_hoc_recognizers(request.ad_hoc_recognizers, request.language)
        options = dict(
            entities=request.entities,
            correlation_id=request.correlation_id,
            score_threshold=request.score_threshold,
            return_decision_process=request.return_decision_process,
            ad_hoc_recognizers=ad_hoc or None,
            context=request.context,
            allow_list=request.allow_list,
            allow_list_match=request.allow_list_match,
            regex_flags=request.regex_flags,
        )
        # Texts holding look-alike characters are also read folded (daemon/core/text_folding.py),
        # with an exact allow list folded the same way; offsets answer for the texts sent.
        folds = [fold(text) for text in request.texts]
        refolded = [index for index, folded in enumerate(folds) if folded is not None]
        folded_options, from_folded = options, []
        if refolded and request.allow_list and request.allow_list_match == "exact":
            folded_options = {**options, "allow_list": [folded_text(entry) for entry in request.allow_list]}
        try:
            with self._lock:
                # A batch goes through spaCy together (nlp pipes), one text alone as before.
                all_results = analyze_many(engine, request.texts, request.language, **options)
                if refolded:
                    from_folded = analyze_many(engine, [folds[i].text for i in refolded], request.language,
                                               **folded_options)
        except ValueError as refused:
            # Presidio raises ValueError for requests it cannot serve (no recognizer
            # for these entities, an allow_list regex it cannot use): the client's to fix.
            raise AnalyzeRequestError(_safe_message(refused)) from None
        except FindTimedOut:
            raise DetectionTimedOut() from None
        except RegexTimedOut:
            if ad_hoc:  # most likely the client's own pattern
                raise AnalyzeRequestError("A regex took longer than its time limit") from None
            raise DetectionTimedOut() from None
        answers = [[_result_to_dict(result) for result in results] for results in all_results]
        for index, results in zip(refolded, from_folded):
            mapped = []
            for item in (_result_to_dict(result) for result in results):
                item["start"], item["end"] = folds[index].original(item["start"], item["end"])
                mapped.append(item)
            merged = merge_spans(answers[index], mapped, bounds=lambda item: (item["start"], item["end"]))
            answers[index] = sorted(merged, key=lambda item: (item["start"], item["end"]))
        return answers

    def _supported_subset(self, language: str, entities: Iterable[str] | None) -> list[str] | None:
        if entities is None:
            return None
        supported = set(self.boundary_engine.get_supported_entities(language))
        return [entity for entity in entities if entity in supported]


def _build_ad_hoc_recognizers(definitions: list[dict], language: str) -> list:
    from presidio_analyzer import PatternRecognizer

    from daemon.detectors.regex_timeouts import fail_closed

    built = []
    for index, definition in enumerate(definitions):
        try:
            recognizer = PatternRecognizer.from_dict({"supported_language": language, **definition})
        except Exception as error:  # noqa: BLE001 - any failure here is the client's definition
            raise AnalyzeRequestError(
                "Failed to parse /analyze request for AnalyzerEngine.analyze(). "
                f"'ad_hoc_recognizers[{index}]' is not a valid recognizer ({type(error).__name__})"
            ) from None
        built.append(fail_closed(recognizer, linear_time=True))
    return built


def _recognizer_name(result) -> str:
    metadata = getattr(result, "recognition_metadata", None) or {}
    return str(metadata.get("recognizer_name", ""))


def _result_to_dict(result) -> dict:
    """Presidio's DTO: its attributes minus recognition_metadata, keys sorted as it sorts them."""
    explanation = result.analysis_explanation
    as_dict = {
        "analysis_explanation": dict(explanation.to_dict()) if explanation is not None else None,
        "end": result.end,
        "entity_type": result.entity_type,
        "score": result.score,
        "start": result.start,
    }
    if as_dict["analysis_explanation"] is not None:
        flags = as_dict["analysis_explanation"].get("regex_flags")
        if flags is not None:
            as_dict["analysis_explanation"]["regex_flags"] = int(flags)
        as_dict["analysis_explanation"] = dict(sorted(as_dict["analysis_explanation"].items()))
    return as_dict


def _safe_message(error: Exception) -> str:
    message = error.args[0] if error.args and isinstance(error.args[0], str) else type(error).__name__
    # Presidio's own messages name recognizers and entity types, not text; cap them anyway.
    return message[:300]
