"""The bulk entity decoder (daemon/speedups/ner_decoder.py) against spaCy's own.

Every token's entity annotation must be the one spaCy's greedy decoder gives, alone and
batched, on the quality corpus and on texts built to reach its rules: several sentences
(an entity may not cross one), runs of spaces and new lines (no entity starts on one),
entities at the very end, capitals everywhere.
"""

from __future__ import annotations

import random

import pytest
from spacy.tokens import Span

from daemon.speedups.ner_decoder import FastEntityRecognizer, fast_entity_recognizer
from quality.corpus import generate

MESSAGES = generate(400, seed=29)
HARD = {
    "en": [
        "Mary Ann Johnson met Peter Parker in New York City. Then they flew to San Francisco",
        "Send it to Acme Corporation Ltd.\n\n  John   Smith  will sign on Monday 4 March 2024.",
        "APPLE AND MICROSOFT SUED GOOGLE IN CALIFORNIA FOR $3 BILLION LAST YEAR. OK",
        "Call Dr. Emily Rose Watson. Watson. Emily. The Bank of America.  ",
        "Barack Obama", "Obama.", "x", "  \n  ", "The United Nations General Assembly of 1945",
    ],
    "es": [
        "Juan García López vive en Madrid. Ana María Pérez también vive en la Comunidad de Madrid",
        "Escribe a Telefónica S.A.\n\n  Luis   Martínez firmará el lunes en Barcelona.",
        "EL BANCO SANTANDER Y EL REAL MADRID FIRMARON EN BUENOS AIRES. VALE",
        "Habló con la Organización de las Naciones Unidas. Naciones. Unidas.  ",
        "Gabriel García Márquez", "Colombia.", "y", "  \n  ", "La Universidad Complutense de Madrid",
    ],
}


def texts(language: str) -> list[str]:
    corpus = [m.text for m in MESSAGES if m.language == language]
    # The same messages with new lines and double spaces between sentences, and upper-cased.
    return [*HARD[language], *corpus, *(t.replace(". ", ".\n  ") for t in corpus[:60]),
            *(t.upper() for t in corpus[:60])]


def annotations(doc) -> list[tuple[int, str]]:
    return [(token.ent_iob, token.ent_type_) for token in doc]


@pytest.fixture(params=["en", "es"])
def pipeline(request, analyzer):
    """(language, nlp, sentencizer, spaCy's ner, the stand-in) as the daemon's plan holds them."""
    language = request.param
    nlp = analyzer.nlp_engine.nlp[language]
    sentencizer, stand_in = analyzer.nlp_engine.plans[language].entities
    return language, nlp, sentencizer, nlp.get_pipe("ner"), stand_in


def test_the_shipped_pipelines_get_the_stand_in(pipeline):
    _, _, _, ner, stand_in = pipeline
    assert isinstance(stand_in, FastEntityRecognizer)
    assert stand_in.ner is ner


def test_every_token_is_annotated_as_spacy_annotates_it(pipeline):
    language, nlp, sentencizer, ner, stand_in = pipeline
    checked = entities = 0
    for text in texts(language):
        ours = stand_in(sentencizer(nlp.make_doc(text)))
        theirs = ner(sentencizer(nlp.make_doc(text)))
        assert annotations(ours) == annotations(theirs), text
        checked += len(ours)
        entities += len(ours.ents)
    assert checked > 4000 and entities > 150


def _shuffled(seed: int, count: int) -> list[str]:
    """Texts no model was tuned on: corpus words in random order with random separators and
    case, and random characters (letters, digits, punctuation, new lines, tabs)."""
    rng = random.Random(seed)
    words = [word for m in MESSAGES for word in m.text.split()]
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáéíóúñÑ0123456789 .,;:!?-'\"()@\n\t€$%"
    texts = []
    for _ in range(count):
        if rng.random() < 0.6:
            text = "".join(rng.choice(words) + rng.choice([" ", "  ", "\n", ". ", "\n\n", ", "])
                           for _ in range(rng.randint(1, 50)))
            texts.append(text.upper() if rng.random() < 0.3 else text)
        else:
            texts.append("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 200))))
    return texts


def test_shuffled_text_is_annotated_as_spacy_annotates_it(pipeline):
    language, nlp, sentencizer, ner, stand_in = pipeline
    entities = 0
    for text in _shuffled(seed=17, count=300):
        ours = stand_in(sentencizer(nlp.make_doc(text)))
        assert annotations(ours) == annotations(ner(sentencizer(nlp.make_doc(text)))), text
        entities += len(ours.ents)
    assert entities > 500


def test_batches_match_spacy_and_keep_order(pipeline):
    language, nlp, sentencizer, ner, stand_in = pipeline
    sample = ["", *texts(language)[:40], " ", *texts(language)[40:80]]
    ours = list(stand_in.pipe([sentencizer(nlp.make_doc(t)) for t in sample], batch_size=7))
    theirs = list(ner.pipe([sentencizer(nlp.make_doc(t)) for t in sample], batch_size=7))
    assert [d.text for d in ours] == sample
    assert [annotations(d) for d in ours] == [annotations(d) for d in theirs]


def test_the_bulk_path_does_not_run_spacys_decoder(pipeline, monkeypatch):
    language, nlp, sentencizer, ner, stand_in = pipeline
    monkeypatch.setattr(stand_in, "ner", lambda *a, **k: pytest.fail("spaCy's decoder ran"))
    doc = stand_in(sentencizer(nlp.make_doc(HARD[language][0])))
    assert len(doc.ents) >= 2


def test_a_doc_with_preset_entities_gets_spacys_decoder(pipeline):
    language, nlp, sentencizer, ner, stand_in = pipeline
    text = HARD[language][0]

    def preset():
        doc = sentencizer(nlp.make_doc(text))
        doc.set_ents([Span(doc, 0, 1, label="ORG")], default="unmodified")
        return doc

    ours, theirs = stand_in(preset()), ner(preset())
    assert annotations(ours) == annotations(theirs)
    assert ours.ents[0].start == 0 and ours.ents[0].label_ == "ORG"


def test_other_shapes_get_no_stand_in(analyzer, monkeypatch):
    nlp = analyzer.nlp_engine.nlp["en"]
    assert fast_entity_recognizer(nlp.get_pipe("tagger")) is None
    ner = nlp.get_pipe("ner")
    monkeypatch.setitem(ner.cfg, "beam_width", 4)
    assert fast_entity_recognizer(ner) is None
    monkeypatch.setitem(ner.cfg, "beam_width", 1)
    monkeypatch.setitem(ner.model.attrs, "unseen_classes", {3})
    assert fast_entity_recognizer(ner) is None
