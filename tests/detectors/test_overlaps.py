"""resolve_overlaps: structured beats NER, values are covered whole, output sorted and disjoint."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from daemon.detectors.base import Span
from daemon.detectors.overlaps import resolve_overlaps


def test_structured_value_beats_overlapping_person():
    # es_core_news_sm calls "X1234567L. Escríbeme" a PERSON.
    spans = [Span(0, 20, "PERSON", 0.85, "spacy"), Span(0, 9, "ES_NIE", 1.0, "nie")]
    assert resolve_overlaps(spans) == [Span(0, 9, "ES_NIE", 1.0, "nie")]


def test_higher_score_then_longer_wins_between_structured():
    assert resolve_overlaps([Span(0, 10, "PHONE_NUMBER", 0.4), Span(0, 12, "BR_CPF", 1.0)])[0].entity_type == "BR_CPF"
    nested = resolve_overlaps([Span(5, 14, "PHONE_NUMBER", 1.0), Span(0, 29, "IBAN_CODE", 1.0)])
    assert nested == [Span(0, 29, "IBAN_CODE", 1.0)]


def test_partial_overlap_is_stretched_so_no_value_is_cut():
    out = resolve_overlaps([Span(0, 10, "CREDIT_CARD", 1.0), Span(8, 20, "PHONE_NUMBER", 0.5)])
    assert out == [Span(0, 20, "CREDIT_CARD", 1.0)]


def test_disjoint_spans_are_kept_and_sorted():
    spans = [Span(30, 40, "EMAIL_ADDRESS", 1.0), Span(0, 5, "PERSON", 0.85), Span(10, 19, "ES_NIF", 1.0)]
    assert [s.start for s in resolve_overlaps(spans)] == [0, 10, 30]


def test_adjacent_spans_do_not_merge():
    assert len(resolve_overlaps([Span(0, 5, "ES_NIF", 1.0), Span(5, 9, "PHONE_NUMBER", 1.0)])) == 2


TYPES = ["PERSON", "ES_NIF", "PHONE_NUMBER", "CREDIT_CARD", "LOCATION"]
spans_strategy = st.lists(
    st.builds(
        lambda a, n, t, s: Span(a, a + n, t, s),
        st.integers(0, 60), st.integers(1, 20), st.sampled_from(TYPES), st.sampled_from([0.4, 0.85, 1.0]),
    ),
    max_size=12,
)


@given(spans_strategy)
def test_output_is_disjoint_sorted_and_covers_every_structured_value(spans):
    out = resolve_overlaps(spans)
    assert all(a.end <= b.start for a, b in zip(out, out[1:]))
    for span in spans:
        if span.entity_type not in ("PERSON", "LOCATION"):
            assert any(o.start <= span.start and span.end <= o.end for o in out)
        # No output span ever cuts an input value: it covers it whole or not at all.
        for o in out:
            if o.start < span.end and span.start < o.end and span.entity_type not in ("PERSON", "LOCATION"):
                assert o.start <= span.start and span.end <= o.end
