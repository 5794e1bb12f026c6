"""Recognizers an operator adds at run time: validated, tested, saved as Presidio YAML, live at once.

Each saved recognizer is one file `<data-dir>/recognizers/<name>.yaml` in the format of
Presidio's `RecognizerRegistry.add_recognizers_from_yaml` (one entry per language), so the
same file works in a plain Presidio set-up. Regexes are refused when they can backtrack
catastrophically (daemon.detectors.regex_safety) and every match runs under Presidio's timeout.
Errors name fields and patterns, never sample text.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import threading
from pathlib import Path
from typing import Any

import regex
import yaml

from daemon.core.errors import BadRequest, ResguardoError
from daemon.detectors.regex_safety import DEFAULT_REGEX_FLAGS, UnsafeRegex, check_regex
from daemon.store.errors import StoreError, UnknownRecognizer
from daemon.store.recognizers import validate_meta

RECOGNIZER_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
ENTITY_TYPE = re.compile(r"[A-Z][A-Z0-9_]{0,63}")
MAX_PATTERNS = 20
MAX_WORDS = 200
TEST_TIMEOUT_SECONDS = 1.0


class RecognizerConflict(ResguardoError):
    status = 409
    code = "recognizer_conflict"
    default_message = "a built-in recognizer already has this name"


class NeedsPresidio(ResguardoError):
    status = 409
    code = "needs_presidio"
    default_message = "operator recognizers need the presidio detector"


def validate_definition(definition: Any, languages: list[str]) -> dict[str, Any]:
    """A normalized recognizer definition, or BadRequest naming the field.

    Accepted: {name, supported_entity, supported_languages?, patterns?, context?, deny_list?}
    (`supported_language` and `supported_entities` as Presidio spells them also work).
    Refused: bad names, entity types that are not UPPER_SNAKE, unknown languages, neither
    patterns nor deny_list, scores outside [0, 1], unsafe or invalid regexes.
    """
    if not isinstance(definition, dict):
        raise BadRequest("recognizer must be an object", field="recognizer")
    name = definition.get("name")
    if not isinstance(name, str) or not RECOGNIZER_NAME.fullmatch(name):
        raise BadRequest("name must match [A-Za-z0-9][A-Za-z0-9_.-]{0,63}", field="name")
    entity = definition.get("supported_entity")
    if entity is None and isinstance(definition.get("supported_entities"), list) and definition["supported_entities"]:
        entity = definition["supported_entities"][0]
    if not isinstance(entity, str) or not ENTITY_TYPE.fullmatch(entity):
        raise BadRequest("supported_entity must match [A-Z][A-Z0-9_]{0,63}", field="supported_entity")
    chosen = definition.get("supported_languages")
    if chosen is None and isinstance(definition.get("supported_language"), str):
        chosen = [definition["supported_language"]]
    if chosen is None:
        chosen = list(languages)
    if not isinstance(chosen, list) or not chosen or any(language not in languages for language in chosen):
        raise BadRequest(f"supported_languages must be a non-empty list of {', '.join(languages)}",
                         field="supported_languages")
    patterns = _patterns(definition.get("patterns"))
    context = _words(definition.get("context"), "context")
    deny_list = _words(definition.get("deny_list"), "deny_list")
    if not patterns and not deny_list:
        raise BadRequest("a recognizer needs patterns or a deny_list", field="patterns")
    return {
        "name": name,
        "supported_entity": entity,
        "supported_languages": sorted(set(chosen)),
        "patterns": patterns,
        "context": context,
        "deny_list": deny_list,
    }


def _patterns(value: Any) -> list[dict[str, Any]]:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > MAX_PATTERNS:
        raise BadRequest(f"patterns must be a list of at most {MAX_PATTERNS} objects", field="patterns")
    checked = []
    for index, pattern in enumerate(value):
        where = f"patterns[{index}]"
        if not isinstance(pattern, dict):
            raise BadRequest(f"{where} must be an object {{name, regex, score}}", field=where)
        name = pattern.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > 64:
            raise BadRequest(f"{where}.name must be a non-empty string of at most 64 characters",
                             field=f"{where}.name")
        try:
            check_regex(pattern.get("regex"), name)
        except UnsafeRegex as refused:
            raise BadRequest(str(refused), field=f"{where}.regex") from None
        score = pattern.get("score")
        if isinstance(score, bool) or not isinstance(score, (int, float)) or not 0 <= score <= 1:
            raise BadRequest(f"{where}.score must be a number from 0 to 1", field=f"{where}.score")
        checked.append({"name": name, "regex": pattern["regex"], "score": float(score)})
    return checked


def _words(value: Any, field: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > MAX_WORDS or not all(
        isinstance(word, str) and word.strip() and len(word) <= 100 for word in value
    ):
        raise BadRequest(f"{field} must be a list of at most {MAX_WORDS} non-empty words", field=field)
    return list(value)


def to_presidio_yaml(definition: dict[str, Any]) -> str:
    """The file Presidio's add_recognizers_from_yaml reads: one entry per language."""
    entries = []
    for language in definition["supported_languages"]:
        entry = {
            "name": definition["name"],
            "supported_language": language,
            "supported_entity": definition["supported_entity"],
        }
        for key in ("patterns", "context", "deny_list"):
            if definition[key]:
                entry[key] = definition[key]
        entries.append(entry)
    return yaml.safe_dump({"recognizers": entries}, sort_keys=False, allow_unicode=True)


def from_presidio_yaml(text: str) -> dict[str, Any]:
    """The definition back from a saved file (languages merged)."""
    entries = yaml.safe_load(text)["recognizers"]
    first = entries[0]
    return {
        "name": first["name"],
        "supported_entity": first["supported_entity"],
        "supported_languages": sorted({entry["supported_language"] for entry in entries}),
        "patterns": first.get("patterns", []),
        "context": first.get("context", []),
        "deny_list": first.get("deny_list", []),
    }


def build_pattern_recognizers(definition: dict[str, Any]) -> list:
    """Presidio PatternRecognizers, one per language, on RE2 where the syntax allows and
    failing closed on a regex timeout where it does not."""
    from presidio_analyzer import Pattern, PatternRecognizer

    from daemon.detectors.regex_timeouts import fail_closed

    return [
        fail_closed(PatternRecognizer(
            supported_entity=definition["supported_entity"],
            name=definition["name"],
            supported_language=language,
            patterns=[Pattern(p["name"], p["regex"], p["score"]) for p in definition["patterns"]] or None,
            context=definition["context"] or None,
            deny_list=definition["deny_list"] or None,
        ), linear_time=True)
        for language in definition["supported_languages"]
    ]


def saved_definitions(directory: Path, languages: list[str]) -> list[dict[str, Any]]:
    """Every recognizer saved in `directory`, validated, in name order."""
    return [validate_definition(from_presidio_yaml(path.read_text(encoding="utf-8")), languages)
            for path in sorted(directory.glob("*.yaml"))]


class OperatorRecognizers:
    """The operator's recognizers: files in `directory`, metadata in the store, live in the engine."""

    def __init__(self, directory: Path, detector, store, screen_name=None) -> None:
        self.directory = directory
        self.detector = detector
        self.store = store
        # A recognizer's name is written to its change events: `screen_name(language, name,
        # field=, must=)` refuses one holding a value (Boundary.refuse_value_in_name).
        self.screen_name = screen_name
        self._lock = threading.Lock()

    @property
    def engine(self):
        engine = self.detector.engine
        if engine is None:
            raise NeedsPresidio()
        return engine

    def load_saved(self) -> int:
        """Register every saved recognizer with the engine; returns how many were loaded."""
        if self.detector.engine is None:
            return 0
        definitions = saved_definitions(self.directory, self.detector.supported_languages())
        for definition in definitions:
            self._register(definition)
        return len(definitions)

    def any_registered(self) -> bool:
        """Whether an operator recognizer is live: its regexes then run in every analysis."""
        return any(self.directory.glob("*.yaml"))

    def list(self) -> list[dict[str, Any]]:
        """Built-in and operator recognizers with their languages and entities."""
        by_name: dict[str, dict[str, Any]] = {}
        operator_names = {path.stem for path in self.directory.glob("*.yaml")}
        for language in self.detector.supported_languages():
            for recognizer in self._recognizers(language):
                entry = by_name.setdefault(recognizer["name"], {
                    "name": recognizer["name"], "entities": set(), "languages": set(),
                    "source": "operator" if recognizer["name"] in operator_names else "builtin",
                })
                entry["entities"].update(recognizer["entities"])
                entry["languages"].add(language)
        return [
            {**entry, "entities": sorted(entry["entities"]), "languages": sorted(entry["languages"])}
            for entry in sorted(by_name.values(), key=lambda e: (e["source"] != "operator", e["name"]))
        ]

    def get(self, name: str) -> dict[str, Any]:
        path = self._path(name)
        if not path.exists():
            raise UnknownRecognizer("no operator-added recognizer has this name", field="name")
        return from_presidio_yaml(path.read_text(encoding="utf-8"))

    def add(self, definition: Any) -> dict[str, Any]:
        """Validate, save (metadata then file) and register; replaces an operator recognizer of
        that name. Its entity type becomes one the policy and grants may name."""
        engine = self.engine  # noqa: F841 - refuses with NeedsPresidio first
        checked = validate_definition(definition, self.detector.supported_languages())
        if self.screen_name is not None:
            self.screen_name("auto", checked["name"], field="name",
                             must="it must name the recognizer and hold no customer data")
        with self._lock:
            builtin = ({r.name for each in self.detector.engines for r in each.registry.recognizers}
                       - {p.stem for p in self.directory.glob("*.yaml")})
            if checked["name"] in builtin:
                raise RecognizerConflict()
            build_pattern_recognizers(checked)  # refuse before writing anything
            try:
                before = self.store.get_recognizer_meta(checked["name"])
            except UnknownRecognizer:
                before = None
            # The store refuses first (a type whose label is taken, or an old type still in
            # use), so a refusal leaves the file and the engine as they were.
            self.store.save_recognizer_meta(checked["name"], checked["supported_entity"],
                                            checked["supported_languages"])
            try:
                self._write_atomically(self._path(checked["name"]), to_presidio_yaml(checked))
            except BaseException:
                # Put the metadata back. Should a policy or grant have named the new type in
                # the meantime, the store keeps it (a known type nothing finds is harmless);
                # the write's own error is the one to report.
                with contextlib.suppress(StoreError):
                    if before is None:
                        self.store.delete_recognizer_meta(checked["name"])
                    else:
                        self.store.save_recognizer_meta(before["name"], before["entity_type"], before["languages"])
                raise
            self._unregister(checked["name"])
            self._register(checked)
        return checked

    def remove(self, name: str) -> None:
        engine = self.engine  # noqa: F841 - refuses with NeedsPresidio first
        with self._lock:
            path = self._path(name)
            if not path.exists():
                raise UnknownRecognizer("no operator-added recognizer has this name", field="name")
            # First, as it may refuse: its type may still be tokenized or granted.
            self.store.delete_recognizer_meta(name)
            # The file goes before the revision changes: analysis worker processes reload the
            # directory when they see a new revision (daemon/process/worker_pool.py).
            path.unlink()
            self._unregister(name)

    def test(self, definition: Any, text: Any, language: Any) -> dict[str, Any]:
        """Run an unsaved recognizer on sample text: spans with explanations, and why not."""
        engine = self.engine
        checked = validate_definition(definition, self.detector.supported_languages())
        # What saving would refuse (a type reading as every type), the test refuses too: an
        # operator should not see a recognizer work here that `add` then turns away.
        validate_meta(checked["name"], checked["supported_entity"], checked["supported_languages"])
        if not isinstance(text, str):
            raise BadRequest("text must be a string", field="text")
        if language not in checked["supported_languages"]:
            raise BadRequest("language must be one of the recognizer's languages", field="language")
        from daemon.detectors.regex_timeouts import RegexTimedOut

        (recognizer,) = build_pattern_recognizers({**checked, "supported_languages": [language]})
        try:
            with self.detector._lock:
                results = engine.analyze(
                    text=text, language=language, entities=[checked["supported_entity"]],
                    ad_hoc_recognizers=[recognizer], return_decision_process=True,
                )
        except RegexTimedOut:
            results = []  # the pattern report below says which pattern timed out
        spans = []
        for result in results:
            explanation = result.analysis_explanation
            if explanation is None or explanation.recognizer != checked["name"]:
                continue
            spans.append({
                "start": result.start, "end": result.end, "entity_type": result.entity_type,
                "score": result.score,
                "explanation": {
                    "pattern_name": explanation.pattern_name,
                    "original_score": explanation.original_score,
                    "score_context_improvement": explanation.score_context_improvement,
                    "supportive_context_word": explanation.supportive_context_word,
                    "textual_explanation": explanation.textual_explanation,
                },
            })
        return {"spans": spans, "patterns": self._pattern_report(checked, text, spans)}

    def _pattern_report(self, definition: dict[str, Any], text: str, spans: list[dict]) -> list[dict[str, Any]]:
        """Per pattern: how many raw regex matches, and why none became a span."""
        report = []
        for pattern in definition["patterns"]:
            try:
                matches = sum(1 for _ in regex.finditer(
                    pattern["regex"], text, flags=DEFAULT_REGEX_FLAGS,
                    timeout=TEST_TIMEOUT_SECONDS,
                ))
            except TimeoutError:
                report.append({"name": pattern["name"], "matches": None, "why": "the regex timed out"})
                continue
            kept = sum(1 for span in spans if span["explanation"]["pattern_name"] == pattern["name"])
            if matches == 0:
                why = "the regex found no match in the sample"
            elif kept == 0:
                why = "matched, but the score was 0 or another recognizer's span won the overlap"
            else:
                why = f"matched {kept} time(s) with score {pattern['score']}"
            report.append({"name": pattern["name"], "matches": matches, "why": why})
        return report

    def _recognizers(self, language: str) -> list[dict[str, Any]]:
        if self.detector.engine is None:
            return [{"name": self.detector.name, "entities": self.detector.supported_entities(language)}]
        return [
            {"name": recognizer.name, "entities": list(recognizer.supported_entities)}
            for engine in self.detector.engines for recognizer in engine.get_recognizers(language)
        ]

    def _register(self, definition: dict[str, Any]) -> None:
        for engine in self.detector.engines:
            for recognizer in build_pattern_recognizers(definition):
                engine.registry.add_recognizer(recognizer)
        self.detector.revision += 1

    def _unregister(self, name: str) -> None:
        for engine in self.detector.engines:
            registry = engine.registry
            registry.recognizers = [r for r in registry.recognizers if r.name != name]
        self.detector.revision += 1

    def _path(self, name: str) -> Path:
        if not isinstance(name, str) or not RECOGNIZER_NAME.fullmatch(name):
            raise BadRequest("name must match [A-Za-z0-9][A-Za-z0-9_.-]{0,63}", field="name")
        return self.directory / f"{name}.yaml"

    @staticmethod
    def _write_atomically(path: Path, text: str) -> None:
        handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)
