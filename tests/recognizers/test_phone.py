"""PHONE_NUMBER: valid values are reported whole, near-misses never (Presidio engine and patterns detector)."""

from __future__ import annotations

import pytest

ENTITY = "PHONE_NUMBER"
VALID = ["612 345 678", "612 34 56 78", "+34 612345678", "+34 612 345 678", "612345678", "91 123 45 67", "(415) 555-0132", "+1 415-555-0132", "415.555.0132", "415-555-0132", "(11) 91234-5678", "+55 11 91234-5678", "(21) 3123-4567", "1-800-555-0199", "1 (415) 555-0132"]
INVALID = ["#100234567", "4500123456", "ORD-2024-558812", "2024-03-15 14:32:10", "15/03/2024 09:41", "1.234,56 €", "$1,234.56", "v2.14.3", "1Z999AA10123456784", "512 345 678", "(415) 155-0132", "123.456.789-09", "612 345 678 90"]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", VALID)
def test_valid_value_is_found_whole(value, language, found_by_presidio, found_by_patterns):
    text = f"Tel: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", INVALID)
def test_invalid_value_is_never_reported(value, language, found_by_presidio, found_by_patterns):
    text = f"Tel: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == []
    assert found_by_patterns(text, ENTITY) == []
