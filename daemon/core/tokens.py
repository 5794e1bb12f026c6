"""Keyed tokens (docs/tokens.md §2): run keys, canonical values, tokens and how to find them in text.

Only pure functions live here. The server secret is loaded by the caller and passed in as
bytes; nothing in this module writes, logs or keeps a value.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import struct
from typing import NamedTuple

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from daemon.core.entities import LABELS, label_for
from daemon.core.text_folding import folded_text

KEY_INFO_PREFIX = b"resguardo/token/v1"
TOKEN_MAX_LENGTH = 32
DIGEST_BYTES = 6

# Bracketed only, label then exactly 12 hex digits. Case-insensitive on both parts
# (docs/tokens.md §5); the {0,16} and {12} bounds keep every match within 32 characters.
TOKEN_PATTERN = re.compile(r"\[([A-Za-z][A-Za-z0-9_]{0,16})_([0-9A-Fa-f]{12})\]")

_ENTITY_BY_LABEL: dict[str, str] = {label: entity for entity, label in LABELS.items()}

# Identifiers whose formatting (spaces, dots, hyphens) carries no meaning.
_COMPACTED_TYPES = frozenset({"CREDIT_CARD", "IBAN_CODE", "BR_CPF", "ES_NIF", "ES_NIE", "US_SSN"})
_SEPARATORS = re.compile(r"[\s.\-/]+")
_NON_DIGITS = re.compile(r"\D+")


class FoundToken(NamedTuple):
    """A token occurrence in text: [start, end) and the text exactly as written."""

    start: int
    end: int
    text: str


def lp(text: str) -> bytes:
    """Length-prefixed UTF-8: 4-byte big-endian length, then the bytes."""
    data = text.encode("utf-8")
    return struct.pack(">I", len(data)) + data


def derive_run_key(secret: bytes, tenant: str, session: str) -> bytes:
    """The 32-byte token key of (tenant, session): HKDF-SHA256 of the server secret.

    Refuses an empty secret (ValueError): tokens keyed by nothing would be guessable.
    """
    if not secret:
        raise ValueError("the server secret is empty")
    hkdf = HKDF(
        algorithm=hashes.SHA256(),
        length=32,
        salt=None,
        info=KEY_INFO_PREFIX + lp(tenant) + lp(session),
    )
    return hkdf.derive(secret)


def canonical(entity_type: str, value: str) -> str:
    """The form of `value` that decides its token: mentions differing only in formatting match.

    Email lower-cased; card, IBAN, CPF, NIF, NIE without spaces, dots and hyphens, upper-cased;
    phone as its digits with a leading + kept; PERSON with whitespace collapsed; anything else
    stripped. Look-alike characters count as the plain ones, as detection reads them
    (daemon/core/text_folding.py): a no-break space is a space, `４` is `4`.
    """
    stripped = folded_text(value).strip()
    if entity_type == "EMAIL_ADDRESS":
        return stripped.lower()
    if entity_type in _COMPACTED_TYPES:
        return _SEPARATORS.sub("", stripped).upper()
    if entity_type == "PHONE_NUMBER":
        # "+44 (0)20 …": the bracketed trunk 0 is dialled only from inside the country.
        digits = _NON_DIGITS.sub("", stripped.replace("(0)", ""))
        return ("+" + digits) if stripped.startswith("+") else digits
    if entity_type == "PERSON":
        return " ".join(stripped.split())
    return stripped


def make_token(key: bytes, entity_type: str, value: str) -> str:
    """`[LABEL_xxxxxxxxxxxx]`: the label and 48 bits of HMAC-SHA256(key, lp(type) + lp(canonical))."""
    return token_for_canonical(key, entity_type, canonical(entity_type, value))


def token_for_canonical(key: bytes, entity_type: str, canonical_value: str) -> str:
    """make_token for a value already in canonical form (saves computing it twice)."""
    digest = hmac.new(key, lp(entity_type) + lp(canonical_value), hashlib.sha256).digest()
    return f"[{label_for(entity_type)}_{digest[:DIGEST_BYTES].hex()}]"


def find_tokens(text: str) -> list[FoundToken]:
    """Every bracketed token in `text`, in order, exactly as written (any letter case)."""
    if "[" not in text:
        return []
    return [FoundToken(m.start(), m.end(), m.group(0)) for m in TOKEN_PATTERN.finditer(text)]


def normalize_token(token: str) -> str:
    """The one spelling a run keys on: upper-case label, lower-case hex.

    Refuses (ValueError) anything that is not exactly one token.
    """
    match = TOKEN_PATTERN.fullmatch(token)
    if match is None:
        raise ValueError("not a token")
    return f"[{match.group(1).upper()}_{match.group(2).lower()}]"


def entity_type_of_label(token: str) -> str | None:
    """The entity type a token's label names in our table, or None (invented labels)."""
    match = TOKEN_PATTERN.fullmatch(token)
    if match is None:
        return None
    return _ENTITY_BY_LABEL.get(match.group(1).upper())


def placeholder(entity_type: str) -> str:
    """`[LABEL]`, used where no run exists (docs/tokens.md §7): restores to nothing."""
    return f"[{label_for(entity_type)}]"
