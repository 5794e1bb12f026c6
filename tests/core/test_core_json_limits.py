"""JSON from a client that no answer could carry is refused up front, with a message that names
no content (only a plain top-level field name)."""

from __future__ import annotations

import json

import pytest

from daemon.core.json_limits import JSONRefused, loads


@pytest.mark.parametrize("text, message", [
    ('{"n": NaN}', "NaN is not a JSON number"),
    ('[Infinity]', "Infinity is not a JSON number"),
    ('{"n": -Infinity}', "-Infinity is not a JSON number"),
    ('{"n": 1e999}', "too large for a double"),
    ('{"n": ' + "9" * 5000 + "}", "more than 4300 digits"),
    ('{"text": "\\ud800 ana@example.com"}', "text holds an unpaired UTF-16 surrogate"),
    ('{"result": {"a": ["\\udfff"]}}', "result holds an unpaired"),
    ('{"ana@example.com \\udc00": 1}', "a field holds an unpaired"),
    ('{"X1234567L": "\\udc00"}', "a field holds an unpaired"),  # an ID as a key is not repeated
    ('["\\udbff"]', "the body holds an unpaired"),
])
def test_refused_with_a_message_that_names_no_content(text, message):
    with pytest.raises(JSONRefused) as refused:
        loads(text)
    assert message in str(refused.value)
    assert "ana@example.com" not in str(refused.value) and "X1234567L" not in str(refused.value)


@pytest.mark.parametrize("text", [
    '{"text": "\\ud83d\\ude00 paired surrogates are an emoji"}', '{"n": -12, "f": 1.5e300}', "[]", '"x"',
])
def test_ordinary_json_parses_as_json_loads_does(text):
    assert loads(text) == json.loads(text)


def test_not_json_is_still_a_decode_error():
    with pytest.raises(json.JSONDecodeError):
        loads('{"text": ')
