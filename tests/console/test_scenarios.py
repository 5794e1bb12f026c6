"""Scenario parsing, the bundled files, and the scripted model's token placeholders."""

from __future__ import annotations

import pytest

from console.recognizer_draft import DraftError, build_recognizer, explain_no_match, form_fields, parse_patterns
from console.scenarios import (
    BUNDLED_DIR,
    ScenarioError,
    SeenTokens,
    apply_modifier,
    chunk_text,
    load_scenarios,
    parse_scenario,
)

EMAIL_A = "[EMAIL_7f3a9c1b2d4e]"
EMAIL_B = "[EMAIL_00aa11bb22cc]"
PHONE_A = "[PHONE_0123456789ab]"


def test_every_bundled_scenario_loads():
    scenarios, problems = load_scenarios()
    assert problems == []
    titles = [s.title for s in scenarios]
    assert len(scenarios) == 7 and titles[0] == "Confirm an order by email"
    email = scenarios[0]
    assert [(g.tool, g.entity_type) for g in email.grants] == [("send_email", "EMAIL_ADDRESS")]
    assert email.tools == ["send_email", "create_ticket"]


def test_bundled_ids_carry_valid_checksums():
    text = "".join(path.read_text() for path in BUNDLED_DIR.glob("*.yaml"))
    letters = "TRWAGMYFPDXBNJZSQVHLCKE"
    assert "12345678Z" in text and letters[12345678 % 23] == "Z"
    assert "X1234567L" in text and letters[1234567 % 23] == "L"
    digits = [int(c) for c in "123456789"]
    first = (sum(d * w for d, w in zip(digits, range(10, 1, -1))) * 10) % 11 % 10
    second = (sum(d * w for d, w in zip(digits + [first], range(11, 1, -1))) * 10) % 11 % 10
    assert "123.456.789-09" in text and (first, second) == (0, 9)


def test_operator_scenarios_are_loaded_and_broken_ones_reported(tmp_path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "mine.yaml").write_text("title: Mine\nsteps:\n  - customer: hello\n")
    (folder / "broken.yaml").write_text("title: Broken\nsteps: []\n")
    (folder / "bad-yaml.yaml").write_text("title: [unclosed\n")
    scenarios, problems = load_scenarios(tmp_path)
    mine = [s for s in scenarios if s.key == "mine"]
    assert mine and mine[0].source == "operator" and mine[0].session == "mine"
    assert len(problems) == 2
    assert any("steps must be a non-empty list" in p for p in problems)
    assert any("not valid YAML" in p for p in problems)


@pytest.mark.parametrize("data, message", [
    ({"steps": [{"customer": "x"}]}, "title"),
    ({"title": "t", "steps": [{"customer": "x", "answer": "y"}]}, "exactly one of"),
    ({"title": "t", "steps": [{"tool_call": {"tool": "a"}}]}, "tool_call must be {tool, arguments}"),
    ({"title": "t", "steps": [{"pause": {"store": ["robot"]}}]}, "pause.store"),
    ({"title": "t", "language": "fr", "steps": [{"customer": "x"}]}, "language"),
    ({"title": "t", "grants": [{"tool": "a"}], "steps": [{"customer": "x"}]}, "grants[0]"),
    ({"title": "t", "history": [{"role": "robot", "content": "x"}], "steps": [{"customer": "x"}]}, "history[0]"),
])
def test_malformed_scenarios_are_refused_naming_the_field(data, message):
    with pytest.raises(ScenarioError, match=message.replace("[", r"\[").replace("{", r"\{")):
        parse_scenario(data, "k")


def test_pause_defaults_to_customer_and_assistant():
    scenario = parse_scenario({"title": "t", "steps": [{"pause": None}]}, "k")
    assert scenario.steps[0].store == ("user", "assistant")


def test_placeholders_name_tokens_by_label_and_order_of_first_reading():
    seen = SeenTokens()
    seen.observe(f"mail {EMAIL_A} or {EMAIL_A}, phone {PHONE_A}")
    seen.observe({"manager": {"email": EMAIL_B}, "list": [EMAIL_A]})
    assert seen.resolve("{EMAIL#1} {EMAIL#2} {PHONE#1}") == f"{EMAIL_A} {EMAIL_B} {PHONE_A}"
    assert seen.resolve({"to": ["{EMAIL#2}"], "{EMAIL#1}": 3}) == {"to": [EMAIL_B], "{EMAIL#1}": 3}
    assert seen.resolve("literal [EMAIL_0123456789ab] stays") == "literal [EMAIL_0123456789ab] stays"
    assert seen.resolve("braces {like this} stay") == "braces {like this} stay"


def test_a_token_the_model_has_not_read_is_an_error():
    seen = SeenTokens()
    seen.observe(EMAIL_A)
    with pytest.raises(ScenarioError, match=r"\{EMAIL#2\} but has read 1 EMAIL"):
        seen.resolve("{EMAIL#2}")
    with pytest.raises(ScenarioError, match="unknown modifier"):
        seen.resolve("{EMAIL#1:reversed}")


def test_modifiers_garble_tokens_as_a_model_might():
    assert apply_modifier(EMAIL_A, "mangled") == "[EMAIL_7f3a9c1b2d40]"
    assert apply_modifier("[EMAIL_7f3a9c1b2d40]", "mangled") == "[EMAIL_7f3a9c1b2d41]"
    assert apply_modifier(EMAIL_A, "lower") == "[email_7f3a9c1b2d4e]"
    assert apply_modifier(EMAIL_A, "bare") == "EMAIL_7f3a9c1b2d4e"
    seen = SeenTokens()
    seen.observe("[email_7f3a9c1b2d4e]")
    assert seen.resolve("{EMAIL#1}") == "[email_7f3a9c1b2d4e]"


def test_chunking_covers_the_text():
    assert chunk_text("abcdefg", 3) == ["abc", "def", "g"]
    assert "".join(chunk_text("x" * 50, 7)) == "x" * 50


def test_recognizer_draft_from_the_form():
    draft = build_recognizer("order_number", "ORDER_NUMBER", "order | \\bORD-\\d{6}\\b | 0.6\nA|B",
                             context="order, pedido", languages="en, es", deny_list="")
    assert draft == {
        "name": "order_number", "supported_entity": "ORDER_NUMBER", "supported_languages": ["en", "es"],
        "patterns": [{"name": "order", "regex": "\\bORD-\\d{6}\\b", "score": 0.6},
                     {"name": "pattern_2", "regex": "A|B", "score": 0.5}],
        "context": ["order", "pedido"],
    }


@pytest.mark.parametrize("fields, message", [
    ({"name": "", "entity": "X", "patterns": "a"}, "name"),
    ({"name": "n", "entity": "lower", "patterns": "a"}, "entity"),
    ({"name": "n", "entity": "X", "patterns": "p | a | 2"}, "between 0 and 1"),
    ({"name": "n", "entity": "X", "patterns": "p | (unclosed | 0.5"}, "not a valid regex"),
    ({"name": "n", "entity": "X", "patterns": ""}, "at least one pattern"),
    ({"name": "n", "entity": "X", "patterns": "a", "languages": "fr"}, "languages"),
])
def test_recognizer_draft_refusals_name_the_field(fields, message):
    with pytest.raises(DraftError, match=message):
        build_recognizer(**fields)


def test_explain_no_match():
    draft = {"patterns": parse_patterns("order | ORD-\\d{6} | 0.6")}
    assert "matches nothing" in explain_no_match(draft, "no order here")
    assert "dropped it" in explain_no_match(draft, "ORD-123456")


SAVED = {
    "name": "staff-badge", "supported_entity": "STAFF_BADGE", "supported_languages": ["en", "es"],
    "patterns": [{"name": "badge", "regex": r"\b(?:SB|ST)-\d{6}\b", "score": 0.8},
                 {"name": "spaced", "regex": r"SB \| \d{6}", "score": 0.35}],
    "context": ["badge", "tarjeta"], "deny_list": [],
}


def test_a_saved_recognizer_fills_the_form_and_comes_back_unchanged():
    fields = form_fields(SAVED)
    assert fields["patterns"].splitlines()[0] == r"badge | \b(?:SB|ST)-\d{6}\b | 0.8"
    assert fields["context"] == "badge, tarjeta" and fields["languages"] == "en, es"
    rebuilt = build_recognizer(**fields)
    assert rebuilt["patterns"] == SAVED["patterns"] and rebuilt["context"] == SAVED["context"]
    assert (rebuilt["name"], rebuilt["supported_entity"], rebuilt["supported_languages"]) == \
        ("staff-badge", "STAFF_BADGE", ["en", "es"])


@pytest.mark.parametrize("change", [
    {"patterns": [{"name": "a | b", "regex": "x", "score": 0.5}]},
    {"context": ["badge, staff"]},
    {"deny_list": ["Doe, Jane"]},
])
def test_a_recognizer_the_form_cannot_carry_is_not_loaded(change):
    with pytest.raises(DraftError, match="cannot show unchanged"):
        form_fields({**SAVED, **change})
