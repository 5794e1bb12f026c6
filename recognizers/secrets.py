"""Credentials: the providers' documented token formats, and keys beside a word naming them.

The formats live in `secret_rules.yaml`, one rule per documented format with its source,
so a new provider is a data change. Beyond them, a long random string (32+ hex or base64
characters mixing letters and digits) is a credential when a field name or a word just
before it says so (`api_key=…`, `"token": "…"`, `my secret is …`).
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import regex
import yaml

from recognizers import context

_RULES_PATH = Path(__file__).with_name("secret_rules.yaml")
# A rule's match is a whole token: not glued to a word or a token character on either side.
_LEFT = r"(?<![\w\-])"
# Not followed by a word character, nor by two more dotted segments (a token's prefix inside
# a longer dotted one); one segment after a full stop is the sentence going on (`….Thanks`).
_RIGHT = r"(?![\w\-])(?!\.+[\w\-]+\.[\w\-])"


@dataclass(frozen=True)
class Rule:
    name: str
    source: str
    starts: tuple[str, ...]
    regex: str
    mixed: bool
    jwt: bool


@cache
def rules() -> tuple[Rule, ...]:
    """The rule table, read once."""
    data = yaml.safe_load(_RULES_PATH.read_text(encoding="utf-8"))
    return tuple(Rule(rule["name"], rule["source"], tuple(rule["starts"]), rule["regex"], bool(rule.get("mixed")),
                      bool(rule.get("jwt"))) for rule in data["rules"])


@cache
def _all_rules() -> regex.Pattern:
    """Every rule as one alternation (group `r<i>` for rule i), the shared boundaries outside
    it: one scan of the message, not one per rule. A PEM block is delimited by its own lines;
    every other rule's match is a whole token."""
    table = rules()
    tokens = "|".join(f"(?P<r{index}>{rule.regex})" for index, rule in enumerate(table)
                      if not rule.regex.startswith("-----"))
    blocks = "|".join(f"(?P<r{index}>{rule.regex})" for index, rule in enumerate(table)
                      if rule.regex.startswith("-----"))
    return regex.compile(_LEFT + "(?:" + tokens + ")" + _RIGHT + ("|" + blocks if blocks else ""))


@cache
def _rule_starts() -> tuple[str, ...]:
    """The literal text every rule's match begins with (`starts` in the table)."""
    return tuple(dict.fromkeys(start for rule in rules() for start in rule.starts))


# Not a part of a dotted token (a JWT's segment is the JWT rules' to judge).
_GENERIC = regex.compile(
    r"(?<![\w+/\-.])(?!eyJ)(?:[A-Fa-f0-9]{32,}|[A-Za-z0-9+/_\-]{32,}={0,2})(?![\w+/\-=])(?!\.+[\w\-]+\.[\w\-])"
)
_KEY_WORDS = regex.compile(
    r"(?:api[\s_\-]?key|access[\s_\-]?key|secret|token|password|passwd|contrase[ñn]a|clave|bearer|credential"
    r"|authorization|auth)\W{0,12}(?:(?:is|es|:|=)\W{0,4})?$",
    regex.IGNORECASE,
)

# Where none of the key words is in the message, no long string in it is a named key: one
# substring test each on the lower-cased message spares most messages the generic scan.
_KEY_WORD_STEMS = ("key", "secret", "token", "passw", "contrase", "clave", "bearer", "credential", "auth")


def find_secrets(text: str) -> list[tuple[int, int, float]]:
    found = []
    table = rules()
    # Most messages hold none of the rules' literal starts: one substring test each, at C
    # speed, spares them the scan.
    if any(start in text for start in _rule_starts()):
        found.extend(_rule_matches(text, table))
    lowered = text.lower()
    if not any(word in lowered for word in _KEY_WORD_STEMS):
        return found
    for match in _GENERIC.finditer(text):
        value = match.group()
        if _mixed(value) and _named_as_secret(text, match.start()):
            found.append((match.start(), match.end(), 1.0))
    return found


def _rule_matches(text: str, table: tuple[Rule, ...]) -> list[tuple[int, int, float]]:
    return [(match.start(), match.end(), 1.0) for match in _all_rules().finditer(text)
            if _rule_accepts(table[int(match.lastgroup[1:])], match.group())]


def _rule_accepts(rule: Rule, value: str) -> bool:
    if rule.jwt:
        return _is_jwt_header(value.split(".", 1)[0])
    if rule.mixed:
        body = value.split("_", 2)[-1] if "_" in value[:12] else value.split("-", 1)[-1]
        return len(body) >= 16 and _mixed(body)
    return True


def _mixed(value: str) -> bool:
    # Prose joined by hyphens or underscores has long alphabetic runs and no digits.
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _named_as_secret(text: str, start: int) -> bool:
    return "SECRET" in context.field_types(text, start) or bool(
        _KEY_WORDS.search(text, max(0, start - 40), start))


def _is_jwt_header(segment: str) -> bool:
    try:
        header = json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))
    except (ValueError, binascii.Error, RecursionError):
        # A crafted header nested a thousand levels deep is no token header, and must not
        # take the whole analysis down with it.
        return False
    return isinstance(header, dict) and isinstance(header.get("alg"), str)
