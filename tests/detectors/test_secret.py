"""SECRET: valid values are reported whole, near-misses never (Presidio engine and patterns detector)."""

from __future__ import annotations

import base64
import json

import pytest


def _jwt(header: dict) -> str:
    def segment(obj: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    return f"{segment(header)}.{segment({'sub': 'test-user', 'iat': 1700000000})}.ZmFrZS1zaWduYXR1cmUtZm9yLXRlc3Rz"


def _unsigned_jwt() -> str:
    return _jwt({"alg": "none"}).rsplit(".", 1)[0] + "."


def _segment(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _jwe(encrypted_key: str) -> str:
    header = _jwt({"alg": "dir" if not encrypted_key else "RSA-OAEP", "enc": "A256GCM"}).split(".")[0]
    return f"{header}.{encrypted_key}.ZmFrZS1pdi0xMjM0.ZmFrZS1jaXBoZXJ0ZXh0LWZvci10ZXN0cw.ZmFrZS10YWctZm9yLXRlc3Q"


ENTITY = "SECRET"
# AWS's own documentation example key ID; a JSON Web Token built here, signed by nobody.
VALID = ["AKIAIOSFODNN7EXAMPLE", _jwt({"alg": "HS256", "typ": "JWT"}), _unsigned_jwt(), _jwe(""),
         _jwe("ZmFrZS1lbmNyeXB0ZWQta2V5LWZvci10ZXN0cw"), "sk-proj-abc123DEF456ghi789JKL012mno345", "sk-AbCdEf0123456789GhIjKl4567", "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "xoxb-123456789012-1234567890123-AbCdEfGhIjKl0123"]
INVALID = ["AKIAIOSFODNN7EXAMPL", "akiaiosfodnn7example", _jwt({"typ": "JWT"}), _jwe("").replace("eyJ", "eyX", 1),
           "eyJhbGciOiJub25lIn0.not-a-payload.",
           # Shaped right, but the header names no algorithm: the validator, not the pattern, refuses them.
           _jwt({"typ": "JWT"}).rsplit(".", 1)[0] + ".", _jwe("").replace(_jwe("").split(".")[0], _segment(b'{"enc":"A256GCM"}'), 1),
           # A header nested deeper than the JSON parser recurses (found by review: a 500 on every route).
           _segment(b'{"a":' + b"[" * 1100 + b"]" * 1100 + b"}") + ".." + "ZmFrZS1pdi0xMjM0.ZmFrZS1jaXBoZXJ0ZXh0.ZmFrZS10YWctZm9yLXRlc3Q",
           "sk-not-a-real-key-at-all-here", "ghp_short1", "xoxb-abc", "task-abcdefghij0123456789xyz"]


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
