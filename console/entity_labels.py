"""The short names the console shows for the structured types (grants' columns), both ways."""

from __future__ import annotations

SHORT_LABELS = {"EMAIL_ADDRESS": "EMAIL", "PHONE_NUMBER": "PHONE", "CREDIT_CARD": "CARD", "IBAN_CODE": "IBAN",
                "ES_NIF": "NIF", "ES_NIE": "NIE", "BR_CPF": "CPF"}
_FULL_TYPES = {short: full for full, short in SHORT_LABELS.items()}


def full_entity_type(typed: str) -> str:
    """What an operator typed for a type, as the daemon names it: `email` and `EMAIL` (the
    grants column) mean EMAIL_ADDRESS; anything else upper-cased as it is."""
    upper = typed.strip().upper()
    return _FULL_TYPES.get(upper, upper)
