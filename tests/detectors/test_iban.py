"""IBAN_CODE: valid values are reported whole, near-misses never (Presidio engine and patterns detector)."""

from __future__ import annotations

import pytest

ENTITY = "IBAN_CODE"
VALID = ["ES91 2100 0418 4502 0005 1332", "ES9121000418450200051332", "DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32",
         # Typed in lower case, or with a capital first letter, as phones write it.
         "es91 2100 0418 4502 0005 1332", "Es91 2100 0418 4502 0005 1332", "gb82 west 1234 5698 7654 32",
         "gb82west12345698765432", "nl91 abna 0417 1643 00", "de89370400440532013000"]
INVALID = ["ES91 2100 0418 4502 0005 1333", "ES9221000418450200051332", "DE89 3704 0044 0532 0130", "XX89 3704 0044 0532 0130 00",
           "es91 2100 0418 4502 0005 1333", "xx89 3704 0044 0532 0130 00", "eS91 2100 0418 4502 0005 133"]


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


@pytest.mark.parametrize("value", ["es91 2100 0418 4502 0005 1332", "ES91 2100 0418 4502 0005 1332", "de89 3704 0044 0532 0130 00",
                                   "GB82 WEST 1234 5698 7654 32", "ES9121000418450200051332"])
@pytest.mark.parametrize("after", ["casa", "bitte", "y", "Gracias", "thanks", "URGENT", "2024", "1500 EUR", "CAIXESBBXXX",
                                   "SWIFT CAIXESBB", "ok12", "BIC NWBKGB2L"])
def test_what_follows_the_iban_is_not_read_into_it(value, after, found_by_presidio, found_by_patterns):
    # Groups of four look like words, years, amounts and BICs: the pattern reads them in,
    # and the checksum would refuse the whole candidate and let the value through.
    text = f"Mi IBAN es {value} {after} gracias"
    assert found_by_presidio(text, "es", ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]


def test_a_candidate_is_cut_only_at_a_group_boundary_where_a_valid_iban_ends():
    from recognizers.bank import iban_end

    def cut(candidate: str) -> str | None:
        end = iban_end(candidate)
        return None if end is None else candidate[:end]

    assert cut("ES91 2100 0418 4502 0005 1332 CAIX ESBB XXX") == "ES91 2100 0418 4502 0005 1332"
    assert cut("ES9121000418450200051332 2024") == "ES9121000418450200051332"
    assert cut("ES91 2100 0418 4502 0005 13321") is None   # the length ends inside a group
    assert cut("ES91 2100 0418 4502 0005 1333 2024") is None  # cut, and still refused
    assert cut("XX91 2100 0418 4502 0005 1332 2024") is None  # no such country
    assert cut("ES91 2100 0418") is None                      # shorter than its country's
