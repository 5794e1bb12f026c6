"""PHONE_NUMBER: valid values are reported whole, near-misses never (Presidio engine and patterns detector)."""

from __future__ import annotations

import pytest

ENTITY = "PHONE_NUMBER"
VALID = ["612 345 678", "612 34 56 78", "+34 612345678", "+34 612 345 678", "612345678", "91 123 45 67", "(415) 555-0132", "+1 415-555-0132", "415.555.0132", "415-555-0132", "(11) 91234-5678", "+55 11 91234-5678", "(21) 3123-4567", "1-800-555-0199", "1 (415) 555-0132",
         # Other countries, with their +prefix (held to the country's plan): London's range
         # for drama, Berlin, Mexico City, Lisbon.
         "+44 20 7946 0958", "+44 (0)20 7946 0958", "+442079460958", "+49 30 12345678", "+52 55 1234 5678",
         "+351 21 123 4567"]
INVALID = ["#100234567", "ORD-2024-558812", "2024-03-15 14:32:10", "15/03/2024 09:41", "1.234,56 €", "$1,234.56", "v2.14.3", "1Z999AA10123456784", "512 345 678", "123.456.789-09", "612 345 678 90",
           # A +prefix alone proves nothing: no such plan, too short, France's fictional range.
           "+999 1234 5678", "+12345678", "+33 6 39 98 12 34", "+4 500"]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", VALID)
def test_valid_value_is_found_whole(value, language, found_by_presidio, found_by_patterns):
    text = f"Tel: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("value", INVALID)
def test_invalid_value_is_never_reported(value, language, found_by_presidio, found_by_patterns):
    text = f"Tel: {value}. Gracias"
    assert found_by_presidio(text, language, ENTITY) == []
    assert found_by_patterns(text, ENTITY) == []


# Bare forms that are as often an order number or an amount as a phone: found only beside a
# word saying they are a phone (recognizers/context.py: a field name, a cue word or a label after it).
AFTER_A_PHONE_WORD = [
    ("en", "Call me at {} tomorrow.", "4155550132"),
    ("en", "My number is {}.", "2125550199"),
    ("en", "phone: {}", "6465550100"),
    ("en", "Tel.: {}", "3125550147"),
    ("en", "cell #{}", "6175550123"),
    ("en", "call me back at {} after five", "3035550188"),
    ("en", "text me on\n{}", "2065550111"),
    ("en", "Reach me on {}, thanks", "5125550170"),
    ("en", "my phone number is {}", "4155550199"),
    ("es", "Podéis llamar al {}.", "4155550132"),
    ("es", "Mi móvil es el {}.", "612.345.678"),
    ("es", "Mi número: {}", "612.34.56.78"),
    ("es", "llámame al {}", "91.123.45.67"),
    ("es", "mi número de teléfono es el {}", "712.345.678"),
    ("es", "TELÉFONO {}", "4155550132"),
    # The word after the number.
    ("en", "{} is my cell, call after five", "4155550132"),
    ("en", "Reach Ana on {} (mobile) or by email.", "2125550199"),
    ("en", "{} is my number.", "6465550100"),
    ("en", "{} ( cell )", "3125550147"),
    ("en", "{} my cell", "6175550123"),
    ("en", "{} is mobile, the other one is the office", "3035550188"),
    ("es", "{} es mi móvil", "612.345.678"),
    ("es", "El {} (móvil) está apagado", "612.34.56.78"),
    ("es", "{} es mi número de teléfono", "91.123.45.67"),
    ("es", "{} es su número", "712.345.678"),
]
WITHOUT_A_PHONE_WORD = [
    "Order {} shipped.", "invoice number {}", "account number {} is closed", "contact id {}",
    "ticket no {}", "the mobile app shows order {}", "total {} €", "número de pedido {}", "Ref. {}",
    # A phone word after the number that is not said of it.
    "Order {}, phone case, blue", "Order {} - mobile app", "order {} mobile", "{} is my order number",
    "{} es mi número de pedido", "{} is the phone bill total", "ticket {} is about my cell",
    "Order {}, my phone case is broken",
]
BARE_FORMS = ["4155550132", "612.345.678", "91.123.45.67"]


@pytest.mark.parametrize(("language", "template", "value"), AFTER_A_PHONE_WORD)
def test_a_bare_form_after_a_phone_word_is_found_whole(language, template, value, found_by_presidio, found_by_patterns):
    text = template.format(value)
    assert found_by_presidio(text, language, ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]


@pytest.mark.parametrize("template", WITHOUT_A_PHONE_WORD)
@pytest.mark.parametrize("value", BARE_FORMS)
def test_a_bare_form_without_a_phone_word_is_not_a_phone(template, value, found_by_presidio, found_by_patterns):
    text = template.format(value)
    for language in ("en", "es"):
        assert found_by_presidio(text, language, ENTITY) == []
    assert found_by_patterns(text, ENTITY) == []


@pytest.mark.parametrize("text", ["phone 41555501323", "tel 24155550132", "móvil 512.345.678"])
def test_a_phone_word_does_not_make_a_wrong_number_a_phone(text, found_by_presidio, found_by_patterns):
    assert found_by_presidio(text, "en", ENTITY) == []
    assert found_by_patterns(text, ENTITY) == []


# Numbers that are not US numbers (NANP refuses an exchange starting 0 or 1) but are valid in
# another configured region by libphonenumber's metadata: Mexico (415 is San Miguel de
# Allende's area code, 450 too), Brazil (12 is an area code), Chile (41, Concepción).
@pytest.mark.parametrize(("text", "value"), [("Tel: 4500123456", "4500123456"), ("Tel: (415) 155-0132", "(415) 155-0132"),
                                             ("phone: 1234567890", "1234567890"), ("call 4150550132", "4150550132"),
                                             ("call 415555013", "415555013")])
def test_a_number_of_another_configured_region_is_found_beside_a_phone_word(text, value, found_by_presidio,
                                                                             found_by_patterns):
    assert found_by_presidio(text, "en", ENTITY) == [value]
    assert found_by_patterns(text, ENTITY) == [value]
