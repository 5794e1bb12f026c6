"""Entity types, their token labels, and which types the default policy tokenizes.

Entity types use Presidio's names (docs/tokens.md §1). The label is what appears inside a token,
so it is short, upper case and bounded: `[A-Z][A-Z0-9_]{0,16}`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

LABELS: dict[str, str] = {
    "EMAIL_ADDRESS": "EMAIL",
    "PHONE_NUMBER": "PHONE",
    "CREDIT_CARD": "CARD",
    "IBAN_CODE": "IBAN",
    "ES_NIF": "NIF",
    "ES_NIE": "NIE",
    "BR_CPF": "CPF",
    "US_SSN": "SSN",
    "PERSON": "PERSON",
    "SECRET": "SECRET",
}

# Types found by validated patterns: tokenized by default, and the only ones the
# `patterns` detector knows.
STRUCTURED_TYPES: tuple[str, ...] = (
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "CREDIT_CARD",
    "IBAN_CODE",
    "ES_NIF",
    "ES_NIE",
    "BR_CPF",
    "US_SSN",
    "SECRET",
)

# Types only an NLP model finds; tokenized only when the policy lists them.
NER_TYPES: tuple[str, ...] = ("PERSON",)

DEFAULT_POLICY: tuple[str, ...] = STRUCTURED_TYPES

_LABEL_MAX = 17


def label_for(entity_type: str) -> str:
    """The token label of an entity type: from the table, else derived and capped at 17."""
    if entity_type in LABELS:
        return LABELS[entity_type]
    derived = re.sub(r"[^A-Z0-9_]", "_", entity_type.upper()).lstrip("_0123456789")
    derived = (derived or "ENTITY")[:_LABEL_MAX]
    return derived


def label_taken_by(entity_type: str, known: Iterable[str]) -> str | None:
    """The other known type whose token label `entity_type` would share, or None.

    Two types under one label would make `[LABEL_…]` name either of them (an operator type
    `EMAIL` against EMAIL_ADDRESS, or two long types cut to the same 17 characters)."""
    label = label_for(entity_type)
    for other in sorted(known):
        if other != entity_type and label_for(other) == label:
            return other
    return None
