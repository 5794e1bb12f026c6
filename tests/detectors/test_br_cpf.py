"""BR_CPF: valid values are reported whole, near-misses never (Presidio engine and patterns detector)."""

from __future__ import annotations

import pytest

ENTITY = "BR_CPF"
VALID = ["123.456.789-09", "12345678909", "529.982.247-25", "11144477735", "529 982 247 25", "123 456 789-09"]
INVALID = ["123.456.789-00", "12345678900", "111.111.111-11", "00000000000", "529.982.247-52", "529 982 247 52", "123 456 789 00"]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", VALID)
def test_valid_value_is_found_whole(value, language, found_by_presidio, found_by_patterns):
    text = f"Meu CPF é {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", INVALID)
def test_invalid_value_is_never_reported(value, language, found_by_presidio, found_by_patterns):
    text = f"Meu CPF é {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == []
    assert found_by_patterns(text, ENTITY) == []
