"""What the sealed18 PERSON set's own tables (quality/names_sealed18.py) must hold. The checks every
template-written set owes (labels, casing, forms, origins, contact data, look-alikes, the seed)
run over it with the others in test_names_set_shapes.py."""

from __future__ import annotations

from quality.names_sealed18 import (
    AB_DEVOTIONAL,
    AR_SURNAMES,
    BR_PARTICLED,
    DE_PARTICLED,
    ES_PARTICLED,
    ES_WOMEN,
    HT_SURNAMES,
    IRISH_SURNAMES,
    KO_WOMEN,
    PH_PARTICLED,
    RIO_PARTICLED,
    WORD_NAMES,
)


def test_the_tables_hold_the_shapes_the_set_must_measure():
    assert any(" " in n for n in ES_WOMEN)  # compound first names, "María José"
    assert "María José" in ES_WOMEN
    assert any(p.startswith("de la ") for p in ES_PARTICLED) and any(p.startswith("del ") for p in ES_PARTICLED)
    assert any(p.startswith("van ") for p in DE_PARTICLED) and any(p.startswith("Di ") for p in RIO_PARTICLED)
    assert any(p.startswith("dela ") for p in PH_PARTICLED) and any(p.startswith("do ") for p in AB_DEVOTIONAL)
    assert {p.split(" ")[0] for p in BR_PARTICLED} >= {"da", "de", "dos", "do"}
    assert any(s.startswith("O'") for s in IRISH_SURNAMES) and any(s.startswith("D'") for s in IRISH_SURNAMES)
    assert any(s.startswith("Mc") for s in IRISH_SURNAMES) and any(s.startswith("Mac") for s in IRISH_SURNAMES)
    assert any(s.startswith("Al-") for s in AR_SURNAMES) and any(s.startswith("El-") for s in AR_SURNAMES)
    assert any("-" in s for s in HT_SURNAMES) and all("-" in n for n in KO_WOMEN)
    assert {p.split(" ")[0] for p in ES_PARTICLED} >= {"de", "del"}
    required = {"en": {"Hope", "Grace", "Hunter", "Mason", "Summer", "Will", "Mark", "Baker", "Price"},
                "es": {"Rosario", "Amparo", "Consuelo", "Paz", "Luz", "Dolores", "Pilar", "Blanco", "Cruz"},
                "pt": {"Graça", "Vitória", "Leão", "Rocha", "Pereira", "Socorro", "Dores", "Serra"}}
    for language, names in required.items():
        words = WORD_NAMES[language]
        assert names <= set(words["women"] + words["men"] + words["surnames"]), language
