"""Structured values where real text puts them (issue 34), in both detectors: punctuation and
layouts around them, other countries' phones, cards and IDs in other forms, folding, secrets.
Each case failed before the finders were rebuilt on authoritative validators and context."""

from __future__ import annotations

import pytest

from daemon.detectors.overlaps import resolve_overlaps

# (text, the value, its type)
FOUND = [
    # punctuation and layouts
    ("phone=4155550132&lang=en", "4155550132", "PHONE_NUMBER"),
    ("https://crm.example.com/search?tel=07400123456&page=2", "07400123456", "PHONE_NUMBER"),
    ("id,name,telefono\n7,Ana,612345678", "612345678", "PHONE_NUMBER"),
    ("id\tname\tmobile\n7\tAna\t4155550132", "4155550132", "PHONE_NUMBER"),
    ("| id | movil |\n|---|---|\n| 7 | 612.345.678 |", "612.345.678", "PHONE_NUMBER"),
    ('<customer phone="4155550132" status="active"/>', "4155550132", "PHONE_NUMBER"),
    ("VALUES ('Ana', '12345678Z')", "12345678Z", "ES_NIF"),
    ("ID12345678Z", "12345678Z", "ES_NIF"),
    ("id_12345678Z", "12345678Z", "ES_NIF"),
    ("dni 12345678Z.Thanks", "12345678Z", "ES_NIF"),
    ("cpf,123.456.789-09,1", "123.456.789-09", "BR_CPF"),
    ("NIE X1234567L/2", "X1234567L", "ES_NIE"),
    ("NIF: 12345678Z-ok", "12345678Z", "ES_NIF"),
    ("GET https://crm.example.com/customers/+34612345678/orders", "+34612345678", "PHONE_NUMBER"),
    # other countries' phones, extensions, links
    ("call 07400 123456 today", "07400 123456", "PHONE_NUMBER"),
    ("mi número es 222 123 4567", "222 123 4567", "PHONE_NUMBER"),
    ("whatsapp 5511961234567", "5511961234567", "PHONE_NUMBER"),
    ("tel. 06 12 34 56 78", "06 12 34 56 78", "PHONE_NUMBER"),
    ("Handy 01512 3456789", "01512 3456789", "PHONE_NUMBER"),
    ("celular 011 15-2345-6789", "011 15-2345-6789", "PHONE_NUMBER"),
    ("telemóvel 912 345 678", "912 345 678", "PHONE_NUMBER"),
    ("call 415-555-0132x123", "415-555-0132x123", "PHONE_NUMBER"),
    ("call 415-555-0132 ext. 12", "415-555-0132 ext. 12", "PHONE_NUMBER"),
    ("tap tel:+34-612-34-56-78", "tel:+34-612-34-56-78", "PHONE_NUMBER"),
    ("fone (11) 9 1234-5678", "(11) 9 1234-5678", "PHONE_NUMBER"),
    # cards and IDs in other forms
    ("card 4111 1111 1111 1111 12/27 123", "4111 1111 1111 1111", "CREDIT_CARD"),
    ("item 3 4111 1111 1111 1111", "4111 1111 1111 1111", "CREDIT_CARD"),
    ("maestro 6759649826438453", "6759649826438453", "CREDIT_CARD"),
    ("jcb 180000000000002", "180000000000002", "CREDIT_CARD"),
    ("card 4111 1111\n1111 1111", "4111 1111\n1111 1111", "CREDIT_CARD"),
    ("dni 12 345 678 Z", "12 345 678 Z", "ES_NIF"),
    ("nie X.1234567.L", "X.1234567.L", "ES_NIE"),
    ("iban es91-2100-0418-4502-0005-1332 ok", "es91-2100-0418-4502-0005-1332", "IBAN_CODE"),
    ("iban eS91 2100 0418 4502 0005 1332", "eS91 2100 0418 4502 0005 1332", "IBAN_CODE"),
    ("ssn 123-45-6789", "123-45-6789", "US_SSN"),
    # folding and internationalised addresses
    ("mail josé@example.com", "josé@example.com", "EMAIL_ADDRESS"),
    ("mail ana@bücher.de", "ana@bücher.de", "EMAIL_ADDRESS"),
    ("?email=ana%40example.com", "ana%40example.com", "EMAIL_ADDRESS"),
    ("card 4\u03321\u03321\u03321\u0332 1111 1111 1111", "4\u03321\u03321\u03321\u0332 1111 1111 1111", "CREDIT_CARD"),
    ("tel 612\u3002345\u3002678", "612\u3002345\u3002678", "PHONE_NUMBER"),
    ("nif 1234\ufe0f5678Z", "1234\ufe0f5678Z", "ES_NIF"),
    ("Form — refund\nID: 43997797Q", "43997797Q", "ES_NIF"),
    # secrets of the major providers (formats from their documentation; values made up here)
    ("key sk_live_4eC39HqLyjWDarjtT1zdp7dc", "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "SECRET"),
    ("rk_live_51Habc0DEF1ghi2JKL3mno4", "rk_live_51Habc0DEF1ghi2JKL3mno4", "SECRET"),
    ("AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q", "AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q", "SECRET"),
    ("github_pat_11ABCDEFG0abcdefghij1234_fakeFAKEfake0fake", "github_pat_11ABCDEFG0abcdefghij1234_fakeFAKEfake0fake", "SECRET"),
    ("xoxp-1234567890-fake0token", "xoxp-1234567890-fake0token", "SECRET"),
    ("api_key=3f2a9c1b2d4e5f60718293a4b5c6d7e8", "3f2a9c1b2d4e5f60718293a4b5c6d7e8", "SECRET"),
    ("-----BEGIN PRIVATE KEY-----\nMIIBfakefakefakefakefake0123\n-----END PRIVATE KEY-----",
     "-----BEGIN PRIVATE KEY-----\nMIIBfakefakefakefakefake0123\n-----END PRIVATE KEY-----", "SECRET"),
]

NOT_FOUND = [
    "Order 612345678 shipped", "número de pedido 612345678", "ORD-2024-558812", "total 1.234.567,89 €",
    "2024-05-12", "12/05/2024 09:41", "1Z999AA10123456784", "tracking 9400 1234 5678 9012 3456 78",
    "dni 12345678A", "cpf 123.456.789-00", "card 4111 1111 1111 1112", "iban ES92 2100 0418 4502 0005 1332",
    "hash 3f2a9c1b2d4e5f60718293a4b5c6d7e8", "order_id=4155550132",
]


@pytest.mark.parametrize(("text", "value", "entity"), FOUND)
def test_the_value_is_found_whole_as_its_type(text, value, entity, presidio_detector, found_by_patterns):
    assert found_by_patterns(text, entity) == [value]
    # Through the detector, as the daemon reads text: folded copies included.
    spans = resolve_overlaps(presidio_detector.detect(text, "en"))
    assert [text[s.start:s.end] for s in spans if s.entity_type == entity] == [value]


@pytest.mark.parametrize("text", NOT_FOUND)
def test_a_near_miss_is_never_a_structured_value(text, patterns):
    assert patterns.detect(text, "en") == []


def test_the_finders_keep_nothing_of_the_values_they_read(patterns):
    # A cache keyed by the numbers or texts it judged would keep customers' values in memory
    # after their runs are wiped: every cache in recognizers/ holds data, not values.
    import importlib
    import pkgutil

    import recognizers

    def cache_sizes() -> dict:
        sizes = {}
        for module_info in pkgutil.iter_modules(recognizers.__path__):
            module = importlib.import_module(f"recognizers.{module_info.name}")
            for name, value in vars(module).items():
                if hasattr(value, "cache_info"):
                    sizes[f"{module_info.name}.{name}"] = value.cache_info().currsize
        return sizes

    patterns.detect("warm: 612 345 678, ES91 2100 0418 4502 0005 1332, phone=4155550132", "es")
    before = cache_sizes()
    for index in range(40):
        patterns.detect(f"tel {600000000 + index * 7919}, iban ES91 2100 0418 4502 0005 {1300 + index}, "
                        f"dni {10000000 + index}{'TRWAGMYFPDXBNJZSQVHLCKE'[(10000000 + index) % 23]}", "es")
    assert cache_sizes() == before
