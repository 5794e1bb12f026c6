"""Tokens (docs/tokens.md §2, §5): key derivation, canonical forms, the token and how it is found."""

from __future__ import annotations

import hashlib
import hmac
import struct

import pytest

from daemon.core.entities import LABELS
from daemon.core.tokens import (
    TOKEN_PATTERN,
    canonical,
    derive_run_key,
    entity_type_of_label,
    find_tokens,
    lp,
    make_token,
    normalize_token,
    placeholder,
)

SECRET = bytes(range(32))


def _lp(text: str) -> bytes:
    data = text.encode()
    return struct.pack(">I", len(data)) + data


def _hkdf_sha256(ikm: bytes, info: bytes, length: int = 32) -> bytes:
    # RFC 5869 with salt absent = HashLen zero bytes, written independently of `cryptography`.
    prk = hmac.new(b"\x00" * 32, ikm, hashlib.sha256).digest()
    okm, block, counter = b"", b"", 1
    while len(okm) < length:
        block = hmac.new(prk, block + info + bytes([counter]), hashlib.sha256).digest()
        okm += block
        counter += 1
    return okm[:length]


def test_run_key_is_hkdf_sha256_with_length_prefixed_info():
    expected = _hkdf_sha256(SECRET, b"resguardo/token/v1" + _lp("acme") + _lp("sess-1"))
    assert derive_run_key(SECRET, "acme", "sess-1") == expected
    assert len(expected) == 32


def test_token_is_hmac_of_length_prefixed_type_and_canonical_value():
    key = derive_run_key(SECRET, "acme", "sess-1")
    digest = hmac.new(key, _lp("EMAIL_ADDRESS") + _lp("ana@example.com"), hashlib.sha256).digest()
    assert make_token(key, "EMAIL_ADDRESS", "Ana@Example.COM") == f"[EMAIL_{digest[:6].hex()}]"


def test_lp_is_four_byte_big_endian_length_of_utf8():
    assert lp("ñ") == b"\x00\x00\x00\x02" + "ñ".encode()
    assert lp("") == b"\x00\x00\x00\x00"


def test_length_prefixes_separate_tenant_and_session():
    assert derive_run_key(SECRET, "a|b", "c") != derive_run_key(SECRET, "a", "b|c")
    assert derive_run_key(SECRET, "ab", "c") != derive_run_key(SECRET, "a", "bc")


def test_tokens_differ_across_sessions_tenants_and_types():
    value = "ana@example.com"
    tokens = {
        make_token(derive_run_key(SECRET, "t1", "s1"), "EMAIL_ADDRESS", value),
        make_token(derive_run_key(SECRET, "t1", "s2"), "EMAIL_ADDRESS", value),
        make_token(derive_run_key(SECRET, "t2", "s1"), "EMAIL_ADDRESS", value),
        make_token(derive_run_key(bytes(32), "t1", "s1"), "EMAIL_ADDRESS", value),
    }
    assert len(tokens) == 4
    key = derive_run_key(SECRET, "t1", "s1")
    assert make_token(key, "SECRET", "x") != make_token(key, "PERSON", "x").replace("PERSON", "SECRET")


def test_empty_secret_is_refused():
    with pytest.raises(ValueError):
        derive_run_key(b"", "t", "s")


@pytest.mark.parametrize("entity_type", [*LABELS, "VERY_LONG_CUSTOM_ENTITY_TYPE_NAME", "x-y z", "123"])
def test_every_token_is_at_most_32_chars_and_matches_the_pattern(entity_type):
    token = make_token(derive_run_key(SECRET, "t", "s"), entity_type, "value 1")
    assert len(token) <= 32
    assert TOKEN_PATTERN.fullmatch(token)
    assert normalize_token(token) == token


@pytest.mark.parametrize(
    "entity_type, a, b",
    [
        ("EMAIL_ADDRESS", " Ana.Perez@Example.com ", "ana.perez@example.com"),
        ("CREDIT_CARD", "4000 0000-0000.0000", "4000000000000000"),
        ("IBAN_CODE", "es00 0000 0000 0000 0000 0000", "ES0000000000000000000000"),
        ("ES_NIF", "00000000-t", "00000000T"),
        ("ES_NIE", "x-0000000.t", "X0000000T"),
        ("BR_CPF", "000.000.000-00", "00000000000"),
        ("PHONE_NUMBER", "+34 (555) 010-203", "+34555010203"),
        ("PHONE_NUMBER", "555 010 203", "555010203"),
        ("PERSON", "  Ana \n  Pérez ", "Ana Pérez"),
        ("SECRET", "  keep Case  ", "keep Case"),
    ],
)
def test_canonical_forms(entity_type, a, b):
    assert canonical(entity_type, a) == b
    key = derive_run_key(SECRET, "t", "s")
    assert make_token(key, entity_type, a) == make_token(key, entity_type, b)


def test_phone_with_and_without_plus_are_different_values():
    assert canonical("PHONE_NUMBER", "+555010203") != canonical("PHONE_NUMBER", "555010203")


def test_find_tokens_is_case_insensitive_bracketed_and_exact():
    text = ("a [EMAIL_7f3a9c1b2d4e] b [email_7F3A9C1B2D4E] c [ES_NIF_0123456789ab] "
            "EMAIL_7f3a9c1b2d4e [EMAIL_7f3a9c1b2d4] [EMAIL_7f3a9c1b2d4e0] [EMAIL_7f3a9c1b2d4g] "
            "[EMAIL 7f3a9c1b2d4e] [_EMAIL_7f3a9c1b2d4e] [EMAIL_7f3a9c1b2d4e")
    found = [t.text for t in find_tokens(text)]
    assert found == ["[EMAIL_7f3a9c1b2d4e]", "[email_7F3A9C1B2D4E]", "[ES_NIF_0123456789ab]"]
    assert {normalize_token(t) for t in found[:2]} == {"[EMAIL_7f3a9c1b2d4e]"}
    assert text[find_tokens(text)[0].start:find_tokens(text)[0].end] == found[0]


def test_label_longer_than_17_is_not_a_token():
    assert not find_tokens("[ABCDEFGHIJKLMNOPQR_7f3a9c1b2d4e]")
    assert find_tokens("[ABCDEFGHIJKLMNOPQ_7f3a9c1b2d4e]")


def test_normalize_refuses_non_tokens():
    with pytest.raises(ValueError):
        normalize_token("EMAIL_7f3a9c1b2d4e")


def test_label_to_entity_type_and_placeholder():
    assert entity_type_of_label("[nif_0123456789ab]") == "ES_NIF"
    assert entity_type_of_label("[MADEUP_0123456789ab]") is None
    assert placeholder("EMAIL_ADDRESS") == "[EMAIL]"
    assert TOKEN_PATTERN.search(placeholder("EMAIL_ADDRESS")) is None


def test_token_for_canonical_matches_make_token():
    from daemon.core.tokens import token_for_canonical

    key = derive_run_key(SECRET, "t", "s")
    assert token_for_canonical(key, "PHONE_NUMBER", "+34555010203") == make_token(key, "PHONE_NUMBER", "+34 555 010 203")
