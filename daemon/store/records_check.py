"""Checks shared by the event and audit writers: identifiers only, never a token shape."""

from __future__ import annotations

import re

from daemon.store.errors import RefusedRecord
from daemon.store.names import ENTITY_TYPE_SHAPE, TOOL_NAME, TOOL_NAME_RULE, has_token_shape

MAX_IDENTIFIER = 256
MAX_PATH = 1024


def identifier(field: str, value: object, *, required: bool = True, max_len: int = MAX_IDENTIFIER) -> str | None:
    """A tenant, session, run id or path: a string, bounded, with no token in it."""
    if value is None and not required:
        return None
    if not isinstance(value, str) or value == "":
        raise RefusedRecord(f"{field} must be a non-empty string", field=field)
    if len(value) > max_len:
        raise RefusedRecord(f"{field} must be at most {max_len} characters", field=field)
    if has_token_shape(value):
        raise RefusedRecord(f"{field} must not contain a token", field=field)
    return value


def tool(field: str, value: object, *, required: bool) -> str | None:
    if value is None and not required:
        return None
    if not isinstance(value, str) or not TOOL_NAME.fullmatch(value):
        raise RefusedRecord(f"{field} must match {TOOL_NAME_RULE}", field=field)
    return value


def entity_type(field: str, value: object, *, required: bool) -> str | None:
    if value is None and not required:
        return None
    if not isinstance(value, str) or not ENTITY_TYPE_SHAPE.fullmatch(value):
        raise RefusedRecord(f"{field} must be an entity type name ([A-Z][A-Z0-9_]{{0,63}})", field=field)
    return value


# daemon/detectors/operator_recognizers.py's RECOGNIZER_NAME.
_RECOGNIZER_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")


def recognizer(field: str, value: object, *, required: bool) -> str | None:
    if value is None and not required:
        return None
    if not isinstance(value, str) or not _RECOGNIZER_NAME.fullmatch(value) or has_token_shape(value):
        raise RefusedRecord(f"{field} must be a recognizer name ([A-Za-z0-9][A-Za-z0-9_.-]{{0,63}})", field=field)
    return value
