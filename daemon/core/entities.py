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

# The same labels in Spanish: a model answering in Spanish writes `[CORREO_…]` for
# `[EMAIL_…]` (docs/tokens.md §5). Labels equal in both languages (IBAN, NIF) are not repeated.
# Restoration accepts a label of either language that agrees with the token's type; nothing
# else is read as a label (an operator type is recognised only by its own label).
SPANISH_LABELS: dict[str, tuple[str, ...]] = {
    "EMAIL_ADDRESS": ("CORREO",),
    "PHONE_NUMBER": ("TELEFONO", "TELÉFONO"),
    "CREDIT_CARD": ("TARJETA",),
    "PERSON": ("PERSONA",),
    "SECRET": ("SECRETO",),
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


def labels_of(entity_type: str) -> frozenset[str]:
    """Every label a marker of `entity_type` may be written with, upper case: its own label
    and, for a type of the table, the Spanish one."""
    return frozenset((label_for(entity_type), *SPANISH_LABELS.get(entity_type, ())))


def table_labels() -> tuple[str, ...]:
    """The labels of the table in both languages, longest first (for a regex alternation)."""
    labels = set(LABELS.values()).union(*SPANISH_LABELS.values())
    return tuple(sorted(labels, key=lambda label: (-len(label), label)))


def entity_type_of_marker_label(label: str) -> str | None:
    """The type a label of the table names, in either language and any case, or None."""
    wanted = label.upper()
    for entity_type in LABELS:
        if wanted in labels_of(entity_type):
            return entity_type
    return None


def label_taken_by(entity_type: str, known: Iterable[str]) -> str | None:
    """The other known type whose token label `entity_type` would share, or None.

    Two types under one label would make `[LABEL_…]` name either of them (an operator type
    `EMAIL` against EMAIL_ADDRESS, or two long types cut to the same 17 characters)."""
    label = label_for(entity_type)
    for other in sorted(known):
        if other != entity_type and label_for(other) == label:
            return other
    return None
