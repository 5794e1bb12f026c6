"""The names the store accepts, and the token shape it refuses to write anywhere.

Every check returns a rule (a sentence about the field) or None; callers raise their own
error class with it. A rule never quotes the value it refused.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from daemon.core.entities import LABELS

TOOL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}")
TOOL_NAME_RULE = "[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}"
# Names that mean "every tool" or "every type" to a human (docs/tokens.md §5: no wildcard, no
# "all tools", no "all types"): a quantifier alone or before what it counts, read in any
# letter case and without separators, so `ALL`, `all_tools`, `Any-Type` and `everything`
# are all refused. `*` and `%` are refused anywhere in a name.
_QUANTIFIERS = ("all", "any", "every", "each")
_COUNTED = ("", "tool", "tools", "type", "types", "entity", "entities", "entitytype", "entitytypes",
            "thing", "things")
WILDCARD_WORDS = frozenset(q + c for q in _QUANTIFIERS for c in _COUNTED)
WILDCARD_RULE = "wildcards (*, %, all, any, all_tools, every type, …) are refused"
_NAME_SEPARATORS = re.compile(r"[\s_.:-]+")

# Presidio-style entity type names; used where a type need not be one of ours
# (events about operator-added recognizers, recognizer metadata).
ENTITY_TYPE_SHAPE = re.compile(r"[A-Z][A-Z0-9_]{0,63}")

# Anything shaped like a token (docs/tokens.md §2), a little broader than the real grammar on
# purpose: nothing written by the store needs brackets around 12 hex digits.
TOKEN_SHAPE = re.compile(r"\[[^\[\]\s]{1,40}_[0-9a-fA-F]{12}\]")

RECOGNIZER_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?")


def means_every(name: str) -> bool:
    """True when `name` reads as "every tool" or "every type" (WILDCARD_WORDS), or holds * or %."""
    return "*" in name or "%" in name or _NAME_SEPARATORS.sub("", name.lower()) in WILDCARD_WORDS


def tool_rule(field: str, tool: object) -> str | None:
    """Why `tool` cannot be a grant's tool, or None when it can."""
    if not isinstance(tool, str):
        return f"{field} must be a string"
    if tool == "":
        return f"{field} must not be empty"
    if means_every(tool):
        return f"{field} must name one tool; {WILDCARD_RULE}"
    if not TOOL_NAME.fullmatch(tool):
        return f"{field} must match {TOOL_NAME_RULE}"
    return None


def known_entity_type_rule(field: str, entity_type: object, known: Collection[str] = LABELS) -> str | None:
    """Why `entity_type` cannot be granted or tokenized, or None when it can.

    `known`: the types a policy or grant may name; the store passes its own, which adds the
    operator recognizers' types to our table's."""
    if not isinstance(entity_type, str):
        return f"{field} must be a string"
    if entity_type == "":
        return f"{field} must not be empty"
    if means_every(entity_type):
        return f"{field} must name one entity type; {WILDCARD_RULE}"
    if entity_type not in known:
        return f"{field} must be one of the known entity types ({', '.join(sorted(known))})"
    return None


def has_token_shape(text: str) -> bool:
    return TOKEN_SHAPE.search(text) is not None
