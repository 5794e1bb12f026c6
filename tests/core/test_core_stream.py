"""Streaming restoration (docs/tokens.md §6): any chunking equals the whole; hold only a possible token."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from daemon.core.markers import live_tail_start
from daemon.core.restore import answer_resolver, restore_answer
from daemon.core.stream import StreamRestorer
from daemon.core.tokens import find_tokens
from tests.support.core_fakes import make_boundary

EMAIL = "ana@example.com"


def _run_with_tokens():
    """A run holding a customer token, a tool token and a collision, plus one invented token."""
    boundary, store, _ = make_boundary()
    run, _ = boundary.open_run("acme", "s")
    mine = boundary.tokenize_customer(run.run_id, EMAIL)
    theirs = boundary.tokenize_tool_result(run.run_id, "crm", "+34 555 010 203")
    collided = "[SECRET_abcdefabcdef]"
    run.remember(collided, "SECRET", "one", "one", "customer")
    run.remember(collided, "SECRET", "two", "two", "customer")
    digits = mine[-13:-1]
    variants = [f"email_{digits}", f"Email-{digits}", f"[EMAIL {digits}]", f"[correo-{digits}]", f"CORREO {digits}"]
    return run, [mine, mine.lower(), mine.upper().replace("EMAIL", "Email"), theirs, collided,
                 "[EMAIL_0123456789ab]", *variants, f"[PHONE_{digits}]", f"email_{digits}0"]


RUN, TOKENS = _run_with_tokens()
MINE = TOKENS[0]

pieces = st.one_of(
    st.sampled_from(TOKENS),
    st.sampled_from(TOKENS).map(lambda t: t[: len(t) // 2]),  # broken tokens
    st.text(alphabet="[]_abcdefEMAILx019 \n", max_size=8),
    st.text(max_size=6),
)
texts = st.lists(pieces, max_size=12).map("".join)


def _chunks(text: str, cuts: list[int]) -> list[str]:
    points = sorted({c % (len(text) + 1) for c in cuts})
    bounds = [0, *points, len(text)]
    return [text[a:b] for a, b in zip(bounds, bounds[1:])]


def _assert_held_ok(stream: StreamRestorer) -> None:
    held = stream.held
    if held:
        # Held only while the whole tail can still become a marker, read where it stands.
        assert len(held) < 32 and live_tail_start(held, stream.before) == 0


@settings(max_examples=400, deadline=None)
@given(texts, st.lists(st.integers(min_value=0, max_value=10_000), max_size=15))
def test_any_chunking_equals_restoring_the_whole(text, cuts):
    stream = StreamRestorer(answer_resolver(RUN))
    released = []
    for chunk in _chunks(text, cuts):
        released.append(stream.feed(chunk))
        _assert_held_ok(stream)
    released.append(stream.close())
    assert "".join(released) == restore_answer(RUN, text)


@settings(max_examples=200, deadline=None)
@given(texts)
# Letters Unicode folds onto a label's ASCII ones (dotless i, long s, the Kelvin sign) start none.
@example("ı").via("found by hypothesis in CI")
@example("ſ K")
def test_char_by_char_equals_whole_and_holds_nothing_that_cannot_start_a_marker(text):
    stream = StreamRestorer(answer_resolver(RUN))
    out = []
    for ch in text:
        out.append(stream.feed(ch))
        _assert_held_ok(stream)
        # Every label of the table begins with one of these letters; without them and
        # without a bracket nothing is ever held.
        if not set(text.lower()) & set("[ecpinst"):
            assert stream.held == ""
    out.append(stream.close())
    assert "".join(out) == restore_answer(RUN, text)


def test_plain_text_is_released_at_once():
    stream = StreamRestorer(lambda t: "X")
    assert stream.feed("Hello there, ") == "Hello there, "
    assert stream.feed("a [note] and [x y") == "a [note] and [x y"
    assert stream.held == ""


def test_a_token_is_released_the_moment_it_completes():
    stream = StreamRestorer(answer_resolver(RUN))
    assert stream.feed("Mail: " + MINE[:5]) == "Mail: "
    assert stream.held == MINE[:5]
    assert stream.feed(MINE[5:]) == EMAIL
    assert stream.held == ""


def test_a_tail_that_stops_being_a_token_is_released_verbatim():
    stream = StreamRestorer(lambda t: "X")
    assert stream.feed("[EMAIL_0123") == ""
    assert stream.feed("4g") == ""  # "EMAIL_01234g" could still be a longer label
    assert stream.feed("-") == "[EMAIL_01234g-"
    assert stream.feed("[ABCDEFGHIJKLMNOPQ") == ""  # a 17-char label can still become a token
    assert stream.feed("R") == "[ABCDEFGHIJKLMNOPQR"
    assert stream.feed("[EMAIL_0123456789ab") == ""
    assert stream.feed("c") == "[EMAIL_0123456789abc"


def test_longest_possible_hold_is_31_characters():
    stream = StreamRestorer(lambda t: "X")
    prefix = "[ABCDEFGHIJKLMNOPQ_0123456789ab"
    assert stream.feed(prefix) == "" and len(stream.held) == 31
    assert stream.feed("]") == "X"


def test_close_releases_the_held_tail_and_refuses_more():
    stream = StreamRestorer(lambda t: "X")
    assert stream.feed("end [EMA") == "end "
    assert stream.close() == "[EMA"
    assert stream.close() == ""
    try:
        stream.feed("x")
    except RuntimeError:
        pass
    else:
        raise AssertionError("feed after close must be refused")


def test_only_own_values_come_back_in_the_stream():
    stream = StreamRestorer(answer_resolver(RUN))
    text = " ".join(TOKENS)
    out = "".join(stream.feed(text[i:i + 3]) for i in range(0, len(text), 3)) + stream.close()
    words = out.split(" ")
    assert words[:3] == [EMAIL] * 3
    assert words[3:6] == TOKENS[3:6]
    assert len(find_tokens(" ".join(words[3:6]))) == 3
    # The reshaped markers of the customer's own email come back too; a wrong label or a
    # 13th digit does not.
    assert out.count(EMAIL) == 3 + 5
    assert out.endswith(" ".join(TOKENS[-2:]))
