"""What the sealed16 PERSON set's own tables (quality/names_sealed16.py) must hold. The checks every
template-written set owes (labels, casing, forms, origins, contact data, look-alikes, the seed)
run over it with the others in test_names_set_shapes.py."""

from __future__ import annotations

from quality.names_sealed16 import (
    AR_SURNAMES,
    BR_PARTICLED,
    ES_PARTICLED,
    ES_WOMEN,
    IRISH_SURNAMES,
    WORD_NAMES,
)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert any(" " in n for n in ES_WOMEN)  # compound first names, "María José"
    assert "María José" in ES_WOMEN
    assert any(p.startswith("de la ") for p in ES_PARTICLED) and any(p.startswith("del ") for p in ES_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "dos", "do"}
    assert any(s.startswith("O'") for s in IRISH_SURNAMES)
    assert any(s.startswith("Mc") for s in IRISH_SURNAMES) and any(s.startswith("Mac") for s in IRISH_SURNAMES)
    assert any(s.startswith("Al-") for s in AR_SURNAMES) and any(s.startswith("El-") for s in AR_SURNAMES)
    required = {"en": {"Hope", "Summer", "Rose", "Mark", "Will", "Bill", "Baker", "Street"},
                "es": {"Rosario", "Luz", "Dolores", "Blanco", "Rey", "Cruz", "Prado"},
                "pt": {"Vitória", "Serra", "Leal", "Rocha", "Flor", "Ramos"}}
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language
