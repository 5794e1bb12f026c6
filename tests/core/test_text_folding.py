"""Look-alike characters are read as the plain ones, and every span maps back to the text as written."""

from __future__ import annotations

import random

import pytest

from daemon.core.text_folding import detect_folded, fold, folded_text
from daemon.core.tokens import canonical
from daemon.detectors.base import Span
from daemon.detectors.patterns import PatternsDetector

CARD = "4111 1111 1111 1111"


@pytest.mark.parametrize("text", ["plain ascii 4111", "José García, ¿dónde está mi pedido? ñ ü ç", "", "€ 12,50 — no"[:8]])
def test_text_needing_no_folding_is_returned_as_is(text):
    assert fold(text) is None and folded_text(text) == text


@pytest.mark.parametrize("written, read", [
    ("4111\u00a01111\u202f1111\u20071111", CARD),            # no-break, narrow, figure spaces
    ("4111\u200b1111\u200c1111\u2060", "411111111111"),        # zero-width characters dropped
    ("\ufeff\u00adab\u200e\u202ecd", "abcd"),                  # BOM, soft hyphen, direction marks
    ("4111\u20131111\u20141111\u22121111", "4111-1111-1111-1111"),
    ("\uff14\uff11\uff11\uff11", "4111"),                      # fullwidth digits
    ("ana\uff20example\uff0ecom", "ana@example.com"),          # fullwidth at sign and full stop
    ("\u0664\u0661\u0661\u0661 \u096a\u0967", "4111 41"),      # Arabic-Indic and Devanagari digits
    ("ana\ufe6bexample.com", "ana@example.com"),               # small commercial at
])
def test_look_alikes_are_read_as_the_plain_characters(written, read):
    assert folded_text(written) == read


def test_spans_map_back_to_the_characters_as_written():
    written = "x \u200b4111\u00a01111\u200b 1111\u20131111\u200b y"
    folded = fold(written)
    start = folded.text.index("4111")
    end = start + len("4111 1111 1111-1111")
    assert folded.text[start:end] == "4111 1111 1111-1111"
    original_start, original_end = folded.original(start, end)
    # The zero-width space before the value stays outside it; the ones inside stay inside.
    assert written[original_start:original_end] == "4111\u00a01111\u200b 1111\u20131111"


def test_detectors_report_offsets_in_the_text_as_written():
    written = "Pagué con \uff14\uff11\uff11\uff11\u00a01111\u00a01111\u00a01111 y escribid a ana\uff20example.com."
    spans = PatternsDetector().detect(written, "es")
    assert {(s.entity_type, written[s.start:s.end]) for s in spans} == {
        ("CREDIT_CARD", "\uff14\uff11\uff11\uff11\u00a01111\u00a01111\u00a01111"),
        ("EMAIL_ADDRESS", "ana\uff20example.com"),
    }


def test_a_value_typed_with_look_alikes_has_the_token_of_its_plain_form():
    assert canonical("CREDIT_CARD", "\uff14111\u00a01111\u200b1111\u20131111") == canonical("CREDIT_CARD", CARD)
    assert canonical("EMAIL_ADDRESS", "Ana\uff20Example.com") == "ana@example.com"
    assert canonical("PHONE_NUMBER", "+44\u00a0(0)20\u00a07946\u00a00958") == canonical("PHONE_NUMBER", "+442079460958")


def test_random_insertions_never_move_a_span_outside_its_value():
    """Property: whatever invisible characters are inserted between a value's characters (a
    no-break space stands only where a space may, so it is tested with the formats), the
    reported span, mapped back, is exactly the value as typed."""
    rng = random.Random(7)
    look_alikes = ["\u200b", "\u200c", "\u2060", "\u00ad", "\ufeff"]
    detector = PatternsDetector()
    for _ in range(300):
        value = rng.choice(["4111111111111111", "12345678Z", "ana.perez@example.com", "GB82WEST12345698765432"])
        pieces = [c + (rng.choice(look_alikes) if rng.random() < 0.2 and value[i + 1:] else "")
                  for i, c in enumerate(value)]
        typed = "".join(pieces)
        text = rng.choice(["", "\u200b", "dato: ", "x\u00a0"]) + typed + rng.choice(["", "\u200b", " fin", "."])
        spans = detector.detect(text, "es")
        assert spans, repr(text)
        found = text[spans[0].start:spans[0].end]
        assert found == typed, (repr(text), repr(found))


def test_detect_folded_keeps_every_other_field_of_a_span():
    def detect(text: str) -> list[Span]:
        return [Span(text.index("4"), len(text), "CREDIT_CARD", 0.7, "mine")]

    assert detect_folded(detect, "a\u200b4\u00a01") == [Span(2, 5, "CREDIT_CARD", 0.7, "mine")]


@pytest.mark.parametrize("text, found", [
    # Found by review: an invisible character as the only separator glued the value to the
    # word before it once dropped, and the value reached the model. Searched as typed too.
    ("Ref\u200b4111111111111111, tel\u2060612345678, NIF\u00ad12345678Z",
     ["4111111111111111", "612345678", "12345678Z"]),
    ("4111111111111111\u200b4111111111111111", ["4111111111111111", "4111111111111111"]),
    # Where the folded copy finds more of the value than the text as typed, it wins.
    ("card 4111\u200b1111\u200b1111\u200b1111", ["4111\u200b1111\u200b1111\u200b1111"]),
    ("dato: ana\u00ad.per\u200bez@example.com fin", ["ana\u00ad.per\u200bez@example.com"]),
])
def test_invisible_characters_as_separators_and_inside_values(text, found):
    spans = sorted(PatternsDetector().detect(text, "es"), key=lambda s: s.start)
    assert [text[s.start:s.end] for s in spans] == found
