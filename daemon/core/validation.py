"""What a client names a run, a tool or a language with, checked before anything is created.

Each check raises BadRequest naming the field; none of them writes anything.
"""

from __future__ import annotations

import re
from typing import Any

from daemon.core.errors import BadRequest
from daemon.store.names import TOOL_NAME, means_every
from daemon.store.names import TOOL_NAME_RULE as STORE_TOOL_NAME_RULE

TOOL_NAME_RULE = f"must match {STORE_TOOL_NAME_RULE} and name one tool (not *, all, any, all_tools, …)"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
NAME_MAX = 128
LANGUAGES = ("auto", "en", "es", "pt")
# Any language code a run may be opened with (`fr`, `pt-BR`, `zh_Hant`): one the detector has
# no pipeline for is read by the patterns path (detector_for), never refused, because a
# client refused here sends the message to the model unmasked (it fails open). Letters and
# digits only, so a value cannot ride in it into the record.
_LANGUAGE_CODE = re.compile(r"[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}")
HISTORY_ROLES = ("user", "assistant", "tool")
TTL_MAX_SECONDS = 7 * 24 * 3600


def validate_tool(tool: Any, field: str = "tool") -> str:
    """The tool name, checked. Refuses non-strings, bad characters, and names meaning every tool."""
    if not isinstance(tool, str) or not TOOL_NAME.fullmatch(tool) or means_every(tool):
        raise BadRequest(f"{field} {TOOL_NAME_RULE}", field=field)
    return tool


def validate_name(value: Any, field: str) -> str:
    """A tenant or session: a non-empty string of at most 128 characters, no control characters."""
    if not isinstance(value, str) or not value or len(value) > NAME_MAX or _CONTROL.search(value) \
            or not _is_unicode_text(value):
        raise BadRequest(
            f"{field} must be a non-empty string of at most {NAME_MAX} characters without control characters",
            field=field,
        )
    return value


def _is_unicode_text(value: str) -> bool:
    # JSON can carry a lone surrogate (\ud800); it has no UTF-8 form, so it can key no run
    # and be written to no record.
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def validate_language(language: Any, field: str = "language") -> str:
    """auto, or a language code (en, es and pt have pipelines; any other is read by patterns)."""
    if not isinstance(language, str) or not (language == "auto" or _LANGUAGE_CODE.fullmatch(language)):
        raise BadRequest(f"{field} must be auto or a language code (en, es, pt, pt-BR, …)", field=field)
    return language


def validate_text(text: Any, field: str = "text") -> str:
    if not isinstance(text, str):
        raise BadRequest(f"{field} must be a string", field=field)
    return text


def validate_ttl(ttl_seconds: Any) -> float | None:
    if ttl_seconds is None:
        return None
    if isinstance(ttl_seconds, bool) or not isinstance(ttl_seconds, (int, float)) \
            or not (0 < ttl_seconds <= TTL_MAX_SECONDS):
        raise BadRequest(f"ttl_seconds must be a number of seconds in (0, {TTL_MAX_SECONDS}]",
                         field="ttl_seconds")
    return float(ttl_seconds)


def validate_history(history: Any) -> list[dict]:
    if history is None:
        return []
    if not isinstance(history, list):
        raise BadRequest("history must be a list of {role, content, tool?}", field="history")
    for i, item in enumerate(history):
        where = f"history[{i}]"
        if not isinstance(item, dict):
            raise BadRequest(f"{where} must be an object {{role, content, tool?}}", field=where)
        if item.get("role") not in HISTORY_ROLES:
            raise BadRequest(f"{where}.role must be one of user, assistant, tool", field=f"{where}.role")
        if "content" not in item:
            raise BadRequest(f"{where}.content is missing", field=f"{where}.content")
        if item["role"] == "tool":
            validate_tool(item.get("tool"), field=f"{where}.tool")
    return history
