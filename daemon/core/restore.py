"""Restoration (docs/tokens.md §4-§5): tokens back into values, only where that is allowed.

Two readers get values back: a tool, through a grant naming (tool, entity_type), and the
customer, only for values the customer typed. Everything else keeps its token verbatim.
Restoration works on parsed JSON so a value lands escaped for the field it lands in.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from daemon.core import json_limits
from daemon.core.entities import entity_type_of_marker_label
from daemon.core.errors import BadRequest, UnknownToken
from daemon.core.json_limits import MAX_NESTING, JSONRefused, nests_deeper_than
from daemon.core.markers import FoundMarker, find_markers, first_unnamed_marker, replace_markers
from daemon.core.runs import CUSTOMER, Run
from daemon.core.tokens import TOKEN_PATTERN, entity_type_of_label, placeholder

IsGranted = Callable[[str, str], bool]

_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# The type recorded for a never-issued token whose label names no known type ([WIDGET_...]).
UNKNOWN_ENTITY_TYPE = "UNKNOWN"


_TOKEN_TAIL = re.compile(r"_[0-9a-fA-F]{12}\]")


def key_for_record(key: str) -> str:
    # Keys are never rewritten for the tool, but a token in a key must not reach the record
    # (paths and audit shapes are written down): it is shown as its bare label. A lone
    # surrogate (legal in JSON, with no UTF-8 form) is shown as `?` so the record can hold it.
    if not key.isascii():
        key = key.encode("utf-8", errors="replace").decode("utf-8")
    if "[" in key:
        key = TOKEN_PATTERN.sub(lambda m: placeholder_for_token(m.group(0)), key)
    # A marker as models reshape it (`email_7f3a…`, `[CORREO 7f3a…]`) holds a token's digits
    # just the same: shown as the label of its type.
    key = replace_markers(key, _marker_placeholder)
    # What is left can still end like a token (`EMAIL_0123456789ab]`, `[_0123456789ab]`); the
    # store refuses anything of that shape, so the record shows the hex as `<hex>`.
    return _TOKEN_TAIL.sub("_<hex>]", key) if "]" in key else key


def _marker_placeholder(marker: FoundMarker) -> str:
    entity_type = entity_type_of_marker_label(marker.label) if marker.label else None
    return placeholder(entity_type) if entity_type is not None else "[TOKEN]"


def placeholder_for_token(token: str) -> str:
    """`[LABEL]` for a token: what records show instead of a token."""
    entity_type = entity_type_of_label(token)
    if entity_type is not None:
        return placeholder(entity_type)
    match = TOKEN_PATTERN.fullmatch(token)
    return f"[{match.group(1).upper()}]" if match else "[TOKEN]"


def distinct_key(key: str, taken: dict) -> str:
    """`key`, or `key #2`, `key #3`… when `taken` already has it: two keys that became one
    token or one placeholder both keep their branch."""
    if key not in taken:
        return key
    number = 2
    while f"{key} #{number}" in taken:
        number += 1
    return f"{key} #{number}"


def json_path_child(parent: str, key: str | int) -> str:
    """`$.to`, `$.items[0]`, `$['odd key']` (quotes and backslashes escaped); a string key
    must already be fit for the record (`key_for_record`)."""
    if isinstance(key, int):
        return f"{parent}[{key}]"
    if _PLAIN_KEY.fullmatch(key):
        return f"{parent}.{key}"
    escaped = key.replace("\\", "\\\\").replace("'", "\\'")
    return f"{parent}['{escaped}']"


def parse_arguments(arguments: Any) -> tuple[Any, bool]:
    """Parsed arguments and whether they came as a JSON string. Invalid JSON → BadRequest."""
    if isinstance(arguments, str):
        # A JSON string escapes the body's nesting check (`\\u005b` is `[`), and both the
        # parser and the restorer recurse: refuse a hostile depth before parsing.
        if nests_deeper_than(arguments, MAX_NESTING):
            raise BadRequest(f"arguments nest deeper than {MAX_NESTING} levels", field="arguments")
        try:
            return json_limits.loads(arguments), True
        except JSONRefused as refused:
            raise BadRequest(f"arguments is a string of JSON no answer can carry: {refused}",
                             field="arguments") from None
        except json.JSONDecodeError as exc:
            # Position only: the message must not quote the text.
            raise BadRequest(
                f"arguments is a string but not valid JSON (line {exc.lineno}, column {exc.colno})",
                field="arguments",
            ) from None
    return arguments, False


def restore_tool_arguments(run: Run, tool: str, arguments: Any, is_granted: IsGranted,
                           keys_for_record: Callable[[list[str]], dict[str, str]] | None = None,
                           ) -> tuple[Any, list[dict], Any]:
    """Restore granted tokens in a tool call's arguments.

    Returns (new_arguments, decisions, audit_shape). A token becomes its value only if the
    run issued it, it is not a collision, and `is_granted(tool, entity_type)`; otherwise it
    stays exactly as written. Only string leaves change; keys never do. A JSON string in
    gives a JSON string out (invalid JSON is refused naming `arguments`); an object gives an
    object. `decisions` are `{path, entity_type, outcome, reason?}`; `audit_shape` is the
    arguments as the tool received them with string leaves reduced to `<sanitized:TYPE>`,
    `<withheld:TYPE>` or `<text>`. Keys reach the paths and the shape as `keys_for_record`
    rewrites them (given every key at once, it answers the ones it changes: the boundary's
    shows detected values as `[LABEL]`), then with tokens shown as their bare labels.
    """
    parsed, was_string = parse_arguments(arguments)
    rewritten = keys_for_record(keys_of(parsed)) if keys_for_record is not None else {}
    decisions: list[dict] = []
    grant_cache: dict[str, bool] = {}

    def granted(entity_type: str) -> bool:
        if entity_type not in grant_cache:
            grant_cache[entity_type] = bool(is_granted(tool, entity_type))
        return grant_cache[entity_type]

    def restore_leaf(text: str, path: str, level: int = 0) -> tuple[str, str]:
        found = find_markers(text)
        if not found:
            return text, "<text>"
        nested = _json_in_string(text, level)
        if nested is not _NOT_JSON:
            return restore_nested(text, nested, path, level)
        # One placeholder per (outcome, type), in order: a leaf with a restored email and a
        # withheld phone reads `<sanitized:EMAIL_ADDRESS><withheld:PHONE_NUMBER>`.
        placeholders: dict[str, None] = {}
        pieces: list[str] = []
        last = 0
        for token in found:
            pieces.append(text[last:token.start])
            last = token.end
            value, entity_type, reason = _tool_outcome(run, token, granted)
            if reason is None:
                pieces.append(value)
                placeholders[f"<sanitized:{entity_type}>"] = None
                decisions.append({"path": path, "entity_type": entity_type, "outcome": "restored"})
            else:
                pieces.append(token.text)
                placeholders[f"<withheld:{entity_type or UNKNOWN_ENTITY_TYPE}>"] = None
                decisions.append({"path": path, "entity_type": entity_type,
                                  "outcome": "withheld", "reason": reason})
        pieces.append(text[last:])
        return "".join(pieces), "".join(placeholders)

    def restore_nested(text: str, nested: Any, path: str, level: int) -> tuple[str, str]:
        # A string that is itself JSON (a tool taking a JSON document in a field): values are
        # restored in its string leaves, each escaped as JSON there, and the document written
        # again, so a value holding `"` or `\\` cannot change its shape. Its keys stay as
        # written; its leaves' decisions carry the outer leaf's path (its keys were never
        # screened for the record).
        first = len(decisions)

        def inner(node: Any) -> Any:
            if isinstance(node, str):
                return restore_leaf(node, path, level + 1)[0]
            if isinstance(node, dict):
                return {key: inner(child) for key, child in node.items()}
            if isinstance(node, list):
                return [inner(child) for child in node]
            return node

        restored = inner(nested)
        made = decisions[first:]
        placeholders = {
            f"<sanitized:{d['entity_type']}>" if d["outcome"] == "restored"
            else f"<withheld:{d['entity_type'] or UNKNOWN_ENTITY_TYPE}>": None
            for d in made
        }
        if not any(d["outcome"] == "restored" for d in made):
            return text, "".join(placeholders) or "<text>"  # nothing changed: byte for byte
        # Spacing around the document is kept (its inside is written as json.dumps does).
        lead, trail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()):]
        return lead + json.dumps(restored, ensure_ascii=False) + trail, "".join(placeholders)

    def walk(node: Any, path: str) -> tuple[Any, Any]:
        if isinstance(node, str):
            return restore_leaf(node, path)
        if isinstance(node, dict):
            out: dict = {}
            shape: dict = {}
            for key, child in node.items():
                recorded = key_for_record(rewritten.get(str(key), str(key)))
                out[key], shape[distinct_key(recorded, shape)] = walk(child, json_path_child(path, recorded))
            return out, shape
        if isinstance(node, (list, tuple)):
            pairs = [walk(child, json_path_child(path, i)) for i, child in enumerate(node)]
            return [p[0] for p in pairs], [p[1] for p in pairs]
        if isinstance(node, (int, float)) and not isinstance(node, bool):
            # A number can be a value no detector saw (a card typed as digits): the record
            # keeps only that a number was there.
            return node, "<number>"
        return node, node  # booleans and null keep their JSON type

    with run.lock:
        new_arguments, audit_shape = walk(parsed, "$")
    if was_string:
        new_arguments = json.dumps(new_arguments, ensure_ascii=False)
    return new_arguments, decisions, audit_shape


# How many levels of JSON inside a string inside JSON are read as JSON; deeper, a string is
# text (a real tool's document is one level down, rarely two).
MAX_JSON_IN_STRING_LEVELS = 8
_NOT_JSON = object()


def _json_in_string(text: str, level: int) -> Any:
    """What `text` holds when it is a whole JSON document, an object or an array (within the
    nesting limit and the rules of json_limits.loads), else _NOT_JSON. A quoted sentence is
    prose, not a document: only `{` and `[` open one."""
    stripped = text.strip()
    if level >= MAX_JSON_IN_STRING_LEVELS or not stripped or stripped[0] not in "{[":
        return _NOT_JSON
    if nests_deeper_than(stripped, MAX_NESTING):
        return _NOT_JSON
    try:
        return json_limits.loads(stripped)
    except (ValueError, RecursionError):  # JSONDecodeError and JSONRefused are ValueErrors
        return _NOT_JSON


def keys_of(node: Any) -> list[str]:
    """Every key of every object in `node`, depth first."""
    keys: list[str] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            keys.extend(str(key) for key in item)
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return keys


def _tool_outcome(run: Run, marker: FoundMarker,
                  granted: Callable[[str], bool]) -> tuple[str, str | None, str | None]:
    # (value, entity_type, withheld reason or None when restored)
    token = run.token_for_marker(marker)
    entry = None if token is None else run.lookup(token)
    if token is None or entry is None:
        label_type = entity_type_of_marker_label(marker.label) if marker.label else None
        return "", label_type, "not_issued"
    if run.is_collision(token):
        return "", entry.entity_type, "collision"
    if not granted(entry.entity_type):
        return "", entry.entity_type, "no_grant"
    return entry.surface, entry.entity_type, None


def answer_resolver(run: Run, on_restored: Callable[[str], None] | None = None,
                    ) -> Callable[[FoundMarker], str | None]:
    """A function marker → the customer's own value, or None when the marker must stay.

    A marker resolves only if it names a token the run issued (docs/tokens.md §5), that
    token is not a collision, and its first origin is `customer` (§4.5): a value a tool
    returned before the customer typed it stays a token, however often the customer types
    it afterwards. `on_restored(entity_type)` is called for every restored marker.
    """

    def resolve(marker: FoundMarker) -> str | None:
        token = run.token_for_marker(marker)
        if token is None:
            return None
        with run.lock:
            entry = run.lookup(token)
            if entry is None or entry.origin != CUSTOMER or run.is_collision(token):
                return None
            surface, entity_type = entry.surface, entry.entity_type
        if on_restored is not None:
            on_restored(entity_type)
        return surface

    return resolve


def restore_answer(run: Run, text: str, strict: bool = False,
                   on_restored: Callable[[str], None] | None = None) -> str:
    """The answer as the customer reads it: their own values back, every other token verbatim.

    Markers reshaped by the model (`email_…`, `[CORREO_…]`) are restored like tokens. With
    `strict`, an answer holding anything marker-shaped that names no token of the run is
    refused with UnknownToken naming the offset of the first (nothing is restored or
    recorded then).
    """
    if strict:
        position = first_unnamed_marker(text, lambda marker: run.token_for_marker(marker) is not None)
        if position is not None:
            raise UnknownToken(position=position)
    return replace_markers(text, answer_resolver(run, on_restored))
