"""Markers as models reshape them (docs/tokens.md §5-§6): each variant restored in answers,
streams and tool calls; near-variants never; strict answers refuse what names no token."""

from __future__ import annotations

import pytest

from daemon.core.errors import UnknownToken
from daemon.core.markers import find_markers, first_unnamed_marker, live_tail_start
from daemon.core.restore import answer_resolver
from daemon.core.stream import StreamRestorer
from tests.support.core_fakes import make_boundary

EMAIL = "ana.perez@example.com"
PHONE = "+34 555 010 203"


@pytest.fixture()
def turn():
    boundary, store, _ = make_boundary()
    store.grants.add(("mail", "EMAIL_ADDRESS"))
    run, _ = boundary.open_run("acme", "sess-1")
    token = boundary.tokenize_customer(run.run_id, EMAIL)
    tool_token = boundary.tokenize_tool_result(run.run_id, "crm", PHONE)
    return boundary, store, run, token, tool_token


def _variants(digits: str) -> list[str]:
    return [
        f"email_{digits}", f"EMAIL_{digits}", f"Email-{digits}", f"EMAIL {digits}",
        f"[EMAIL {digits}]", f"[email-{digits}]", f"[Email_{digits.upper()}]",
        f"[CORREO_{digits}]", f"correo {digits}", f"[Correo-{digits}]", f"[{digits}]",
    ]


def _near_variants(digits: str) -> list[str]:
    return [
        f"EMAIL_{digits}0", f"[EMAIL_{digits}0]", f"EMAIL_{digits[:-1]}", f"[EMAIL_{digits[:-1]}]",
        f"[EMAIL_{digits[:-1]}g]", f"xEMAIL_{digits}", f"EMAIL_{digits}x", f"[EMAIL_{digits}",
        f"EMAIL_{digits}]", f"EMAIL__{digits}", f"EMAIL.{digits}", f"EMAIL  {digits}",
        f"PHONE_{digits}", f"[TELEFONO_{digits}]", f"[WIDGET_{digits}]", f"MAIL_{digits}", digits,
        f"{digits}]", f"[{digits}0]", f"_{digits}",
    ]


def test_each_variant_is_restored_in_an_answer(turn):
    boundary, store, run, token, _ = turn
    digits = token[-13:-1]
    for variant in _variants(digits):
        assert boundary.restore_answer(run.run_id, f"Hola, {variant}.") == f"Hola, {EMAIL}.", variant
    restored = [e for e in store.events if e.kind == "answer_restored"]
    assert len(restored) == len(_variants(digits))
    assert {e.entity_type for e in restored} == {"EMAIL_ADDRESS"}


def test_near_variants_are_never_restored(turn):
    boundary, _, run, token, _ = turn
    digits = token[-13:-1]
    for near in _near_variants(digits):
        text = f"see {near} here"
        assert boundary.restore_answer(run.run_id, text) == text, near
        args, decisions = boundary.restore_tool_call(run.run_id, "mail", {"to": near})
        assert args == {"to": near}, near
        assert all(d["outcome"] == "withheld" for d in decisions), near


def test_each_variant_reaches_a_granted_tool_and_no_other(turn):
    boundary, store, run, token, _ = turn
    digits = token[-13:-1]
    variants = _variants(digits)
    args, decisions = boundary.restore_tool_call(run.run_id, "mail", {"to": variants})
    assert args == {"to": [EMAIL] * len(variants)}
    assert [d["outcome"] for d in decisions] == ["restored"] * len(variants)
    args, decisions = boundary.restore_tool_call(run.run_id, "crm", {"to": variants})
    assert args == {"to": variants}
    assert {(d["outcome"], d.get("reason")) for d in decisions} == {("withheld", "no_grant")}
    store.assert_value_free(EMAIL)


def test_a_label_names_the_type_of_a_variant_no_run_issued(turn):
    boundary, _, run, _, _ = turn
    _, decisions = boundary.restore_tool_call(run.run_id, "mail", {"a": "correo-0123456789ab",
                                                                   "b": "[Telefono 0123456789ab]"})
    assert [(d["entity_type"], d["reason"]) for d in decisions] == [
        ("EMAIL_ADDRESS", "not_issued"), ("PHONE_NUMBER", "not_issued")]


def test_digits_naming_two_tokens_name_none():
    boundary, _, _ = make_boundary()
    run, _ = boundary.open_run("acme", "s")
    run.remember("[EMAIL_0123456789ab]", "EMAIL_ADDRESS", "a@example.com", "a@example.com", "customer")
    run.remember("[PHONE_0123456789ab]", "PHONE_NUMBER", "+34555010203", "+34 555 010 203", "customer")
    assert boundary.restore_answer(run.run_id, "[0123456789ab]") == "[0123456789ab]"
    assert boundary.restore_answer(run.run_id, "email_0123456789ab") == "email_0123456789ab"


def test_a_tool_value_stays_a_marker_for_the_customer_however_reshaped(turn):
    boundary, _, run, _, tool_token = turn
    digits = tool_token[-13:-1]
    for variant in (f"phone_{digits}", f"[TELÉFONO {digits}]", f"telefono-{digits}"):
        assert boundary.restore_answer(run.run_id, variant, strict=True) == variant


# ---- strict -------------------------------------------------------------------------------

@pytest.mark.parametrize("made_up, offset", [
    ("[EMAIL_{d}0]", 0),           # a 13th digit
    ("EMAIL_{d}0", 0),
    ("email_0123456789ab", 0),     # a bare marker no run issued
    ("[CORREO 0123456789ab]", 0),
    ("[EMAIL_{d}", 0),             # half a bracket
    ("SECRET-abcdef", 0),          # six hex digits are enough to look like one
    ("[WIDGET_0123456789ab]", 0),  # the token's shape with a label of no type
    ("[PHONE_{d}]", 0),            # the digits of a token, the label of another type
])
def test_strict_refuses_anything_marker_shaped_that_names_no_token(turn, made_up, offset):
    boundary, store, run, token, _ = turn
    digits = token[-13:-1]
    made_up = made_up.format(d=digits)
    prefix = f"Hola {token}, "
    before = len(store.events)
    with pytest.raises(UnknownToken) as refused:
        boundary.restore_answer(run.run_id, prefix + made_up + " adiós", strict=True)
    assert refused.value.position == len(prefix) + offset
    assert refused.value.to_body()["position"] == len(prefix) + offset
    assert digits not in refused.value.message
    assert len(store.events) == before
    # Not strict: passed through untouched, the customer's own marker restored.
    assert boundary.restore_answer(run.run_id, prefix + made_up) == f"Hola {EMAIL}, {made_up}"


def test_strict_passes_reshaped_markers_of_issued_tokens_and_plain_text(turn):
    boundary, _, run, token, _ = turn
    digits = token[-13:-1]
    text = f"Escribo a correo-{digits} (ref abc-123456, EMAILS 0123456789ab, card 12345)."
    assert boundary.restore_answer(run.run_id, text, strict=True) == text.replace(f"correo-{digits}", EMAIL)


def test_first_unnamed_marker_reports_the_first_offset():
    text = "ok EMAIL_0123456789ab then [CARD_0123456789ab]"
    assert first_unnamed_marker(text, lambda m: False) == 3
    assert first_unnamed_marker(text, lambda m: m.text.startswith("EMAIL")) == text.index("[CARD")
    assert first_unnamed_marker(text, lambda m: True) is None


# ---- streams -------------------------------------------------------------------------------

def test_a_bare_marker_split_anywhere_is_restored_in_the_stream(turn):
    _, _, run, token, _ = turn
    digits = token[-13:-1]
    text = f"Te escribo a email_{digits} y a [CORREO {digits}] hoy."
    expected = f"Te escribo a {EMAIL} y a {EMAIL} hoy."
    for cut in range(len(text) + 1):
        stream = StreamRestorer(answer_resolver(run))
        out = stream.feed(text[:cut]) + stream.feed(text[cut:]) + stream.close()
        assert out == expected, cut


def test_ordinary_words_wait_only_while_they_spell_the_start_of_a_label():
    stream = StreamRestorer(lambda marker: "X")
    assert stream.feed("Hello there, we") == "Hello there, we"  # "we" starts no label
    assert stream.feed(" sent an Em") == " sent an "  # "Em" may become EMAIL_…
    assert stream.held == "Em"
    assert stream.feed("ma") == "Emma"  # "Emma" spells no label
    assert stream.feed("il to Correo") == "il to "
    assert stream.feed(" ") == ""  # "Correo " may still take hex digits
    assert stream.feed("x") == "Correo x"
    assert stream.held == ""


def test_a_complete_bare_marker_waits_for_the_next_character():
    stream = StreamRestorer(lambda marker: "X")
    assert stream.feed("a email_0123456789ab") == "a "
    assert stream.feed("c") == "email_0123456789abc"  # a 13th digit: not a marker
    assert stream.feed(" email_0123456789ab") == " "
    assert stream.feed(".") == "X."
    assert stream.feed("xemail_0123456789ab") == "xemail_0123456789ab"  # glued to a word
    assert stream.close() == ""


def test_a_word_glued_across_chunks_is_not_a_marker():
    stream = StreamRestorer(lambda marker: "X")
    assert stream.feed("x") == "x"
    assert stream.feed("EMAIL_0123456789ab") == "EMAIL_0123456789ab"
    assert stream.close() == ""


def test_the_held_tail_is_bounded():
    assert live_tail_start("a " + "TELÉFONO-0123456789ab") == 2
    thirteen = "a " + "TELÉFONO-0123456789abc"
    assert live_tail_start(thirteen) == len(thirteen)
    assert live_tail_start("[ABCDEFGHIJKLMNOPQ_0123456789ab") == 0  # 31 characters held at most
    assert live_tail_start("[ABCDEFGHIJKLMNOPQ_0123456789abc") == 32


def test_find_markers_reads_label_and_digits():
    (marker,) = find_markers("to [correo-ABCDEF012345].")
    assert (marker.start, marker.end, marker.label, marker.hex) == (3, 24, "correo", "ABCDEF012345")
    (bare,) = find_markers("to Email 0123456789ab")
    assert (bare.label, bare.hex) == ("Email", "0123456789ab")


def test_a_reshaped_marker_in_a_key_reaches_the_record_as_its_label(turn):
    boundary, store, run, token, _ = turn
    digits = token[-13:-1]
    args, decisions = boundary.restore_tool_call(run.run_id, "mail", {f"email_{digits}": {"to": token},
                                                                      f"[correo {digits}]": 1})
    assert list(args) == [f"email_{digits}", f"[correo {digits}]"]  # the tool gets its keys as written
    assert [d["path"] for d in decisions] == ["$['[EMAIL]'].to"]
    assert store.audits[-1].shape == {"[EMAIL]": {"to": "<sanitized:EMAIL_ADDRESS>"}, "[EMAIL] #2": "<number>"}
    assert digits not in store.written()
