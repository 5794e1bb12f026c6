"""EMAIL_ADDRESS: valid values are reported whole, near-misses never (Presidio engine and patterns detector)."""

from __future__ import annotations

import pytest

ENTITY = "EMAIL_ADDRESS"
VALID = ["maria.garcia@example.com", "j.smith+billing@mail.example.org", "soporte@example.es",
         # RFC 5322's other characters inside the local part, and an IDN's last label.
         "o'brien@example.com", "a!b@example.org", "ana#2@example.net", "user@example.xn--p1ai"]
INVALID = ["maria..garcia@example.com", "@example.com", "maria@example", "maria@-example.com"]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", VALID)
def test_valid_value_is_found_whole(value, language, found_by_presidio, found_by_patterns):
    text = f"Email: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", INVALID)
def test_invalid_value_is_never_reported(value, language, found_by_presidio, found_by_patterns):
    text = f"Email: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == []
    assert found_by_patterns(text, ENTITY) == []


@pytest.mark.parametrize("written", ["'{v}'", '"{v}"', "({v})", "<{v}>", "`{v}`", "it's {v}",
                                     # Found by review: the name before = or / went into the address.
                                     "email='{v}'", "--email={v}", "user={v}&x=1", "https://shop.example/u?email={v}",
                                     "path/to/{v}", "${v}"])
def test_quotes_and_brackets_around_an_address_stay_outside_it(written, found_by_presidio, found_by_patterns):
    value = "ana.perez@example.com"
    text = "Email: " + written.format(v=value) + " gracias"
    assert found_by_presidio(text, "en", ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]
