"""The quality harness on the small corpus: no structured value leaks, no distractor is reported."""

from __future__ import annotations

from daemon.detectors.patterns import PatternsDetector
from quality.corpus import generate
from quality.eval import SMALL_COUNT, run_detector, run_engine
from quality.typed_forms import generate_typed


def test_small_corpus_is_deterministic():
    assert [m.text for m in generate(20)] == [m.text for m in generate(20)]


def test_no_leak_and_no_false_positive_on_small_corpus(analyzer):
    corpus = generate(SMALL_COUNT)
    for score in (run_engine(analyzer, corpus), run_detector(PatternsDetector(), corpus)):
        assert score.total_leaked == 0, score.leaked_examples
        assert score.total_false_positives == 0, score.fp_examples


def test_values_as_typed_and_pasted_never_leak(presidio_detector):
    # No-break and zero-width spaces, dashes, fullwidth and Arabic-Indic digits, other
    # countries' phones, RFC 5322 local parts, AWS key IDs, JSON Web Tokens.
    corpus = generate_typed(200)
    assert len({v.form for m in corpus for v in m.values}) >= 20
    for score in (run_detector(presidio_detector, corpus, with_person=True), run_detector(PatternsDetector(), corpus)):
        assert sum(score.values.values()) == 200
        assert score.total_leaked == 0, score.leaked_examples


def test_the_second_corpus_from_the_libraries_data_never_leaks(presidio_detector):
    # Phones of 24 regions in libphonenumber's formats, stdnum's IDs and IBANs, processors'
    # test cards, in 17 text layouts and JSON tool replies, with near-misses beside them.
    from quality import library_corpus, library_eval

    items = library_corpus.generate()
    assert {item.context for item in items} >= set(library_corpus.TEXT_CONTEXTS) | {"JSON reply, string",
                                                                                   "JSON reply, number"}
    boards = {"patterns": library_eval.run_ours(PatternsDetector(), items),
              # The presidio detector on every fourth item: the same finders, with the NLP around them.
              "presidio": library_eval.run_ours(presidio_detector, items[::4])}
    for name, board in boards.items():
        assert board.total("type")[1] > 1000, name
        assert board.total("type")[0] == 0, (name, board.examples[:10])
        assert sum(board.false_positives.values()) == 0, (name, board.examples[:10])


def test_a_person_span_is_right_when_every_letter_in_it_is_a_labelled_name():
    from quality.corpus import Message
    from quality.eval import person_span_right

    m = Message("en")
    m.add("orders?customer=")
    m.add("Ana", m.names, "PERSON", "first")
    m.add("+")
    m.add("Souza", m.names, "PERSON", "last")
    m.add("&view=summary, thanks Mr ")
    m.add("Rowe", m.names, "PERSON", "last")
    text = m.text
    whole = (text.index("Ana"), text.index("Souza") + len("Souza"))
    assert person_span_right(text, *whole, m.names)  # two labels of one person joined by "+"
    assert person_span_right(text, text.index("Rowe"), len(text), m.names)
    assert not person_span_right(text, text.index("Mr"), len(text), m.names)  # the title is no name
    assert not person_span_right(text, text.index("Souza"), text.index("view") + 4, m.names)
    assert not person_span_right(text, text.index("thanks"), text.index("thanks") + 6, m.names)
