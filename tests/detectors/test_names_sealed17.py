"""What the sealed17 PERSON set's own tables (quality/names_sealed17.py) must hold. The checks every
template-written set owes (labels, casing, forms, origins, contact data, look-alikes, the seed)
run over it with the others in test_names_set_shapes.py."""

from __future__ import annotations

from quality.names_sealed17 import (
    AR_SURNAMES,
    BR_PARTICLED,
    ES_PARTICLED,
    ES_WOMEN,
    IRISH_SURNAMES,
    RIO_PARTICLED,
    WORD_NAMES,
    ZA_PARTICLED,
)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert any(" " in n for n in ES_WOMEN)  # compound first names, "María Dolores"
    assert "María Dolores" in ES_WOMEN
    assert any(p.startswith("de la ") for p in ES_PARTICLED) and any(p.startswith("del ") for p in ES_PARTICLED)
    assert any(p.startswith("van ") for p in ZA_PARTICLED) and any(p.startswith("Di ") for p in RIO_PARTICLED)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "dos", "do"}
    assert any(s.startswith("O'") for s in IRISH_SURNAMES) and any(s.startswith("D'") for s in IRISH_SURNAMES)
    assert any(s.startswith("Mc") for s in IRISH_SURNAMES) and any(s.startswith("Mac") for s in IRISH_SURNAMES)
    assert any(s.startswith("Al-") for s in AR_SURNAMES) and any(s.startswith("El-") for s in AR_SURNAMES)
    assert {p.split(" ")[0] for p in ES_PARTICLED} >= {"de", "del"}
    required = {"en": {"Hope", "Grace", "Amber", "Mark", "Will", "Bill", "Frank", "Chase", "Baker", "Price"},
                "es": {"Rosario", "Luz", "Dolores", "Pilar", "Paz", "Esperanza", "Remedios", "Blanco", "Cruz"},
                "pt": {"Vitória", "Flor", "Graça", "Dores", "Socorro", "Serra", "Leal", "Rocha"}}
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language
