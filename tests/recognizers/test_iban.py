"""IBAN_CODE: valid values are reported whole, near-misses never (Presidio engine and patterns detector)."""

from __future__ import annotations

import pytest

ENTITY = "IBAN_CODE"
VALID = ["ES91 2100 0418 4502 0005 1332", "ES9121000418450200051332", "DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32"]
INVALID = ["ES91 2100 0418 4502 0005 1333", "ES9221000418450200051332", "DE89 3704 0044 0532 0130", "XX89 3704 0044 0532 0130 00"]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", VALID)
def test_valid_value_is_found_whole(value, language, found_by_presidio, found_by_patterns):
    text = f"IBAN: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", INVALID)
def test_invalid_value_is_never_reported(value, language, found_by_presidio, found_by_patterns):
    text = f"IBAN: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == []
    assert found_by_patterns(text, ENTITY) == []
