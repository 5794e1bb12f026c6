"""PERSON: real names kept in both languages; greetings, sentence-start words, IDs and emails dropped."""

from __future__ import annotations

import pytest

from recognizers.person import refine_person_span

NAMES = [
    ("es", "Hola, soy María García López y necesito ayuda.", "María García López"),
    ("es", "Buenos días, me llamo Javier Ruiz.", "Javier Ruiz"),
    ("es", "Hablé con Lucía Fernández del soporte.", "Lucía Fernández"),
    ("es", "Gracias por todo.\nAtentamente, Gonzalo Ortega", "Gonzalo Ortega"),
    ("en", "Hi, I'm John Smith, can you help?", "John Smith"),
    ("en", "Please ask Emily Brown to call me back.", "Emily Brown"),
    ("en", "Thanks,\nRachel Wilson", "Rachel Wilson"),
]
NOT_NAMES = [
    ("es", "Hola. Buenos días. Gracias.", None),
    ("es", "Mi NIE es X1234567L. Escríbeme a soporte@example.com", None),
    ("es", "Escríbeme cuando puedas, por favor.", None),
    ("en", "Hello. Thanks. Email me at jane.doe@example.com", None),
]


@pytest.mark.parametrize(("language", "text", "name"), NAMES)
def test_real_name_is_found_whole(language, text, name, found_by_presidio):
    assert name in found_by_presidio(text, language, "PERSON")


@pytest.mark.parametrize(("language", "text", "_"), NOT_NAMES)
def test_no_person_in_greetings_ids_and_emails(language, text, _, found_by_presidio):
    assert found_by_presidio(text, language, "PERSON") == []


@pytest.mark.parametrize(
    ("candidate", "expected"),
    [("Hola Ana", "Ana"), ("Sr. Pedro Gómez", "Pedro Gómez"), ("María de la Fuente", "María de la Fuente"),
     ("Hola", None), ("X1234567L. Escríbeme", None), ("ana@example.com", None), ("Buenos días", None)],
)
def test_refine_person_span(candidate, expected):
    refined = refine_person_span(candidate, 0, len(candidate))
    assert (candidate[refined[0]:refined[1]] if refined else None) == expected


def test_patterns_detector_never_reports_person(patterns):
    assert patterns.detect("Hola, soy María García.", "es", ["PERSON"]) == []
