"""Generalization levels and the k-check, on a population table built here."""

from __future__ import annotations

from datetime import date

import pytest

from daemon.core.generalization import (
    LEVELS,
    SUPPRESSED,
    Population,
    PopulationError,
    QuasiPolicy,
    apply,
    generalized_text,
    plan,
    validate_generalize,
)
from recognizers.quasi_identifiers import QUASI_TYPES, QuasiValue, find_quasi_identifiers, town_named


@pytest.mark.parametrize("entity_type, value, level, language, text", [
    ("AGE", 34, "band10", "es", "30-39"),
    ("AGE", 34, "band20", "es", "20-39"),
    ("AGE", 34, "band5", "en", "30-34"),
    ("DATE_OF_BIRTH", date(1988, 3, 12), "month", "es", "03/1988"),
    ("DATE_OF_BIRTH", date(1988, 3, 12), "year", "es", "1988"),
    ("DATE_OF_BIRTH", date(1988, 3, 12), "decade", "en", "1980s"),
    ("ES_POSTCODE", "28013", "prefix2", "es", "28***"),
    ("BR_CEP", "01310100", "prefix2", "pt", "01******"),
    ("AGE", 34, SUPPRESSED, "es", "[AGE]"),
])
def test_each_level_is_written_plainly(entity_type, value, level, language, text):
    assert generalized_text(entity_type, value, level, language) == text


def test_towns_go_to_their_region_and_country_in_the_reader_s_language():
    getafe, sorocaba = town_named("Getafe"), town_named("Sorocaba")
    assert generalized_text("LOCATION", getafe, "region", "es") == "Comunidad de Madrid"
    assert generalized_text("LOCATION", getafe, "country", "es") == "España"
    assert generalized_text("LOCATION", getafe, "country", "en") == "Spain"
    assert generalized_text("LOCATION", sorocaba, "region", "pt") == "São Paulo"
    assert generalized_text("LOCATION", sorocaba, "country", "pt") == "Brasil"


def table(rows: list[str], header: str = "AGE,ES_POSTCODE") -> Population:
    return Population.from_csv_text("\n".join([header, *rows]))


def values(text: str) -> list[QuasiValue]:
    return find_quasi_identifiers(text, "es", QUASI_TYPES)


def test_a_unique_combination_is_generalized_until_k_rows_match():
    # 34/28013 is unique; the 30s in 28xxx are three; every 20-39 in 28xxx five.
    population = table(["34,28013", "31,28901", "38,28921", "22,28013", "25,28100", "34,41001", "70,28013"])
    policy = QuasiPolicy({"AGE": "band10", "ES_POSTCODE": "prefix3"}, k=5, population=population)
    found = values("tengo 34 años, CP 28013")
    chosen = plan(policy, found)
    assert chosen.k >= 5
    texts = [g.text for g in apply(chosen, found, "es")]
    assert texts[0] in ("20-39", "[AGE]") and texts[1] in ("28***", "2****", "[ES_POSTCODE]")


def test_when_k_cannot_be_reached_everything_is_suppressed():
    population = table(["34,28013", "35,28013"])
    chosen = plan(QuasiPolicy({"AGE": "band10", "ES_POSTCODE": "prefix2"}, k=5, population=population),
                  values("tengo 34 años, CP 28013"))
    assert set(chosen.levels.values()) == {SUPPRESSED} and chosen.k == 2


def test_a_type_the_table_cannot_count_is_suppressed():
    population = table(["34", "35", "36", "37", "38"], header="AGE")
    chosen = plan(QuasiPolicy({"AGE": "band10", "ES_POSTCODE": "prefix2"}, k=5, population=population),
                  values("tengo 34 años, CP 28013"))
    assert chosen.levels == {"AGE": "band10", "ES_POSTCODE": SUPPRESSED} and chosen.k == 5


def test_without_a_table_the_starting_levels_apply_and_no_k_is_claimed():
    chosen = plan(QuasiPolicy({"AGE": "band10"}, k=5), values("tengo 34 años"))
    assert chosen.levels == {"AGE": "band10"} and chosen.k is None


def test_a_bad_table_is_refused_naming_line_and_column_never_a_cell():
    with pytest.raises(PopulationError) as refused:
        Population.from_csv_text("AGE,DATE_OF_BIRTH\n34,1988-03-12\n35,someone@example.com\n")
    assert "line 3" in str(refused.value) and "DATE_OF_BIRTH" in str(refused.value)
    assert "example.com" not in str(refused.value)
    with pytest.raises(PopulationError):
        Population.from_csv_text("NAME,EMAIL\nx,y\n")


def test_generalize_options_are_checked():
    assert validate_generalize({"AGE": "band10"}) == {"AGE": "band10"}
    for bad in ({"AGE": "band7"}, {"AGE": SUPPRESSED}, {"ZIP": "prefix2"}, ["AGE"]):
        with pytest.raises(ValueError):
            validate_generalize(bad)
    with pytest.raises(ValueError) as refused:
        validate_generalize({"ana@example.com": "band10"})
    assert "example.com" not in str(refused.value)
    assert all(levels[-1] == SUPPRESSED for levels in LEVELS.values())
