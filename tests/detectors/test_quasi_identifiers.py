"""Quasi-identifiers found where the text says what they are, and not elsewhere."""

from __future__ import annotations

from datetime import date

import pytest

from recognizers.quasi_identifiers import (
    _ISO_REGION,
    GAZETTEER_COUNTRIES,
    QUASI_TYPES,
    _gazetteer,
    find_quasi_identifiers,
    town_named,
)


def found(text: str, language: str = "es", field: str | None = None) -> list[tuple[str, str, object]]:
    return [(text[v.start:v.end], v.entity_type, v.value) for v in find_quasi_identifiers(text, language, QUASI_TYPES, field)]


@pytest.mark.parametrize("text, language, age", [
    ("Paciente de 34 años con VIH", "es", 34),
    ("paciente de 34 anos com VIH atendido em Sorocaba", "pt", 34),
    ("I'm 34 years old", "en", 34),
    ("a 34-year-old woman", "en", 34),
    ("aged 72, lives alone", "en", 72),
    ("Edad: 5", "es", 5),
    ("tiene 61 años", "es", 61),
])
def test_ages(text, language, age):
    assert (str(age), "AGE", age) in found(text, language)


@pytest.mark.parametrize("text, language", [
    ("Hace 3 años compré la lavadora", "es"),
    ("I bought it 3 years ago", "en"),
    ("garantía de 2 años", "es"),
    ("I worked there for 10 years", "en"),
    ("há 2 anos moro aqui", "pt"),
    ("pedido 34, total 120 €", "es"),
    ("aged 300", "en"),
])
def test_spans_of_time_and_plain_numbers_are_not_ages(text, language):
    assert not [f for f in found(text, language) if f[1] == "AGE"]


@pytest.mark.parametrize("text, language, born", [
    ("nacida el 12/03/1988", "es", date(1988, 3, 12)),
    ("nací el 12/03/1988", "es", date(1988, 3, 12)),
    ("Fecha de nacimiento: 1988-03-12", "es", date(1988, 3, 12)),
    ("nascido em 12 de março de 1988", "pt", date(1988, 3, 12)),
    ("born on March 12, 1988", "en", date(1988, 3, 12)),
    ("DOB 03/12/1988", "en", date(1988, 3, 12)),   # month first in English
    ("born 25/12/1990", "en", date(1990, 12, 25)),  # unless the first cannot be a month
])
def test_birth_dates(text, language, born):
    assert [v for _, t, v in found(text, language) if t == "DATE_OF_BIRTH"] == [born]


def test_a_date_is_a_birth_date_only_when_something_says_so():
    assert not found("El pedido llegó el 12/03/2024", "es")
    assert found("1988-03-12", "en", field="date_of_birth")[0][1] == "DATE_OF_BIRTH"
    assert not found("31/02/1988 nacida el 31/02/1988", "es")  # not a date


def test_postcodes():
    assert ("28013", "ES_POSTCODE", "28013") in found("Calle Mayor 5, CP 28013")
    assert ("28013", "ES_POSTCODE", "28013") in found("Calle Mayor 5, 28013 Madrid")
    assert ("28013", "ES_POSTCODE", "28013") in found("28013", field="codigo_postal")
    assert ("01310-100", "BR_CEP", "01310100") in found("Av. Paulista 1000, 01310-100", "pt")
    assert ("01310100", "BR_CEP", "01310100") in found("CEP 01310100", "pt")
    # Five digits alone are an order, an amount, a code.
    assert not found("pedido 28013 enviado")
    assert not found("Order 28013 shipped", "en")
    assert not [f for f in found("código 99013") if f[1] == "ES_POSTCODE"]  # 99 is no province


def test_towns_as_names_after_a_place_word_or_under_a_field():
    assert [f[0] for f in found("vivo en Getafe desde 2010")] == ["Getafe"]
    assert [f[0] for f in found("atendido em sorocaba", "pt")] == ["sorocaba"]
    assert [f[0] for f in found("Las Palmas de Gran Canaria")] == []  # opens the text: no cue
    assert [f[0] for f in found("me mudé a Las Palmas de Gran Canaria")] == ["Las Palmas de Gran Canaria"]
    assert [f[0] for f in found("Getafe", field="city")] == ["Getafe"]


def test_town_words_that_are_not_places():
    assert not found("Natal es bonito")           # opens a sentence, no cue
    assert not found("LLAMEN A SEVILLA YA")       # all capitals: no name casing to go by, no cue before
    assert not found("una serra para madera")     # lower case, no cue


def test_the_gazetteer_places_every_town_in_a_region():
    """Every first-level code GeoNames uses for the three countries has its ISO region, and the
    largest towns are where a map puts them."""
    towns = _gazetteer()
    assert len(towns) > 3000
    assert all(town.country in GAZETTEER_COUNTRIES for town in towns.values())
    assert sum(town.region is None for town in towns.values()) == 0
    expected = {"Madrid": "ES-MD", "Sevilla": "ES-AN", "Barcelona": "ES-CT", "Bilbao": "ES-PV", "Vigo": "ES-GA",
                "Valencia": "ES-VC", "Zaragoza": "ES-AR", "Palma": "ES-IB", "São Paulo": "BR-SP",
                "Rio de Janeiro": "BR-RJ", "Belo Horizonte": "BR-MG", "Salvador": "BR-BA", "Porto Alegre": "BR-RS",
                "Brasília": "BR-DF", "Lisbon": "PT-11", "Braga": "PT-03", "Faro": "PT-08", "Funchal": "PT-30"}
    for name, region in expected.items():
        assert town_named(name).region == region, name
    assert len({iso for iso in _ISO_REGION.values()}) == len(_ISO_REGION)


def test_cells_are_read_under_their_column_header():
    text = "name_id,age,postcode,city\nP-1,34,28013,Getafe\nP-2,71,41001,Sevilla"
    assert [(f[0], f[1]) for f in found(text, "en")] == [
        ("34", "AGE"), ("28013", "ES_POSTCODE"), ("Getafe", "LOCATION"),
        ("71", "AGE"), ("41001", "ES_POSTCODE"), ("Sevilla", "LOCATION")]
    assert not found("order,total,units\nA-1,34,28013", "en")


@pytest.mark.slow
def test_the_harness_finds_every_value_and_nothing_reaches_the_model_below_k():
    from quality import quasi_eval

    people = quasi_eval.population()
    results = quasi_eval.run(people, quasi_eval.cases(people, per_template=2))
    assert all(not r.exact_reached for r in results)
    assert all(r.k >= quasi_eval.K and r.daemon_k == r.k for r in results)
    assert sum(len(r.found & set(r.case.written)) for r in results) == sum(len(r.case.written) for r in results)
