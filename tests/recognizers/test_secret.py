"""SECRET: valid values are reported whole, near-misses never (Presidio engine and patterns detector)."""

from __future__ import annotations

import pytest

ENTITY = "SECRET"
VALID = ["sk-proj-abc123DEF456ghi789JKL012mno345", "sk-AbCdEf0123456789GhIjKl4567", "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "xoxb-123456789012-1234567890123-AbCdEfGhIjKl0123"]
INVALID = ["sk-not-a-real-key-at-all-here", "ghp_short1", "xoxb-abc", "task-abcdefghij0123456789xyz"]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", VALID)
def test_valid_value_is_found_whole(value, language, found_by_presidio, found_by_patterns):
    text = f"Key: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", INVALID)
def test_invalid_value_is_never_reported(value, language, found_by_presidio, found_by_patterns):
    text = f"Key: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == []
    assert found_by_patterns(text, ENTITY) == []
