"""A recognizer drafted in the console's form, as the Presidio-shaped JSON the daemon takes.

Plain functions with plain tests: the form's fields in, `{name, supported_entity,
supported_languages, patterns, context, deny_list}` out, or a DraftError naming the field.
"""

from __future__ import annotations

import re

import regex

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
ENTITY = re.compile(r"[A-Z][A-Z0-9_]{0,63}")
LANGUAGES = ("en", "es")
# Only for explaining a non-match after the daemon accepted the pattern; still bounded.
LOCAL_MATCH_TIMEOUT = 0.2


class DraftError(ValueError):
    """The form is incomplete or malformed; the message names the field."""


def _words(text: str) -> list[str]:
    return [word.strip() for word in text.replace("\n", ",").split(",") if word.strip()]


def parse_patterns(text: str) -> list[dict]:
    """`name | regex | score` per line → [{name, regex, score}].

    Fields are separated by ` | ` (spaces around the bar), so a regex keeps its own `a|b`.
    `regex` alone gets a generated name and score 0.5; `name | regex` gets score 0.5.
    """
    patterns = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        parts = [part.strip() for part in line.strip().split(" | ")]
        if len(parts) == 1:
            parts = [f"pattern_{number}", parts[0], "0.5"]
        elif len(parts) == 2:
            parts.append("0.5")
        elif len(parts) > 3:
            parts = [parts[0], " | ".join(parts[1:-1]), parts[-1]]
        name, pattern, score_text = parts
        if not pattern:
            raise DraftError(f"patterns line {number}: the regex is empty")
        try:
            score = float(score_text)
        except ValueError:
            raise DraftError(f"patterns line {number}: the score must be a number between 0 and 1") from None
        if not 0 <= score <= 1:
            raise DraftError(f"patterns line {number}: the score must be between 0 and 1")
        try:
            # The `regex` module, as the daemon (and Presidio) compile it: \p{L}, atomic
            # groups and possessive repeats are valid there and not in `re`.
            regex.compile(pattern)
        except (regex.error, OverflowError, RecursionError) as problem:
            reason = getattr(problem, "msg", None) or "it does not compile"
            raise DraftError(f"patterns line {number} ({name}): not a valid regex: {reason}") from None
        patterns.append({"name": name or f"pattern_{number}", "regex": pattern, "score": score})
    return patterns


def build_recognizer(name: str, entity: str, patterns: str, context: str = "", languages: str = "en",
                     deny_list: str = "") -> dict:
    """The draft as the daemon's recognizer JSON. Refuses a bad name, entity, language or pattern."""
    name = name.strip()
    entity = entity.strip()
    if not NAME.fullmatch(name):
        raise DraftError("name: letters, digits, _ . - (up to 64), starting with a letter or digit")
    if not ENTITY.fullmatch(entity):
        raise DraftError("entity: upper-case letters, digits and _, e.g. ORDER_NUMBER")
    chosen = _words(languages) or ["en"]
    unknown = [lang for lang in chosen if lang not in LANGUAGES]
    if unknown:
        raise DraftError(f"languages: only {', '.join(LANGUAGES)}")
    parsed = parse_patterns(patterns)
    deny = _words(deny_list)
    if not parsed and not deny:
        raise DraftError("patterns: give at least one pattern or a deny list")
    draft: dict = {"name": name, "supported_entity": entity, "supported_languages": chosen, "patterns": parsed}
    words = _words(context)
    if words:
        draft["context"] = words
    if deny:
        draft["deny_list"] = deny
    return draft


def form_fields(definition: dict) -> dict[str, str]:
    """A saved recognizer (the daemon's JSON) as the form's fields, for editing it.

    The inverse of build_recognizer: DraftError when the form could not carry the definition
    unchanged (a pattern name with ` | ` in it, a context or deny-list word with a comma),
    so saving the form never quietly rewrites a recognizer.
    """
    fields = {
        "name": definition.get("name", ""),
        "entity": definition.get("supported_entity", ""),
        "patterns": "\n".join(f"{p['name']} | {p['regex']} | {p['score']}" for p in definition.get("patterns") or []),
        "context": ", ".join(definition.get("context") or []),
        "languages": ", ".join(definition.get("supported_languages") or []),
        "deny_list": ", ".join(definition.get("deny_list") or []),
    }
    try:
        rebuilt = build_recognizer(**fields)
    except DraftError:
        rebuilt = None
    if rebuilt is None or _comparable(rebuilt) != _comparable(definition):
        raise DraftError("this recognizer has names or words the form cannot show unchanged; "
                         "edit its YAML file in the data directory instead")
    return fields


def _comparable(definition: dict) -> tuple:
    return (
        definition.get("name"), definition.get("supported_entity"), sorted(definition.get("supported_languages") or []),
        [(p["name"], p["regex"], float(p["score"])) for p in definition.get("patterns") or []],
        list(definition.get("context") or []), list(definition.get("deny_list") or []),
    )


def explain_no_match(draft: dict, text: str) -> str:
    """Why the draft found nothing in `text`, pattern by pattern."""
    if not text.strip():
        return "No span: the sample is empty."
    reasons = []
    for pattern in draft.get("patterns", []):
        try:
            hit = regex.search(pattern["regex"], text, timeout=LOCAL_MATCH_TIMEOUT)
        except (regex.error, TimeoutError):
            reasons.append(f"{pattern['name']}: could not be checked here")
            continue
        if hit is None:
            reasons.append(f"{pattern['name']}: the regex matches nothing in the sample")
        else:
            reasons.append(f"{pattern['name']}: the regex matches, but the daemon's score or validation dropped it")
    if draft.get("deny_list"):
        reasons.append("deny list: none of its words appear in the sample")
    return "No span. " + "; ".join(reasons)
