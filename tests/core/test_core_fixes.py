"""Bugs found by the hardening work, each pinned by the test that found it (core, real Store)."""

from __future__ import annotations

import json

import pytest

from daemon.core.boundary import Boundary
from daemon.core.errors import BadRequest
from daemon.detectors.patterns import PatternsDetector
from daemon.store import Store
from tests.support.leaks import EMAIL


@pytest.fixture
def core(tmp_path):
    store = Store.open(tmp_path / "resguardo.db")
    store.add_grant("crm", "EMAIL_ADDRESS")
    boundary = Boundary(b"\x07" * 32, PatternsDetector(), grants=store, policy=store, recorder=store)
    yield boundary, store
    store.close()


def rows(store: Store) -> int:
    """Rows the requests wrote: the chain's rows beyond the fixture's own grant_added event."""
    result = store.verify_chain()
    assert result.ok
    return result.rows - 1


@pytest.mark.parametrize("field", ["tenant", "session"])
def test_a_lone_surrogate_in_tenant_or_session_is_a_400_not_a_500(core, field):
    boundary, store = core
    names = {"tenant": "t", "session": "s", field: "acme\ud800"}
    with pytest.raises(BadRequest) as refused:
        boundary.open_run(names["tenant"], names["session"])
    assert refused.value.field == field
    assert len(boundary.runs) == 0 and rows(store) == 0


@pytest.mark.parametrize("depth", [65, 900, 50_000])
def test_arguments_as_a_deeply_nested_json_string_are_a_400(core, depth):
    # The body's nesting check cannot see brackets written as \u005b inside a string.
    boundary, store = core
    run = boundary.open_run("t", "s")[0]
    with pytest.raises(BadRequest) as refused:
        boundary.restore_tool_call(run.run_id, "crm", "[" * depth + "]" * depth)
    assert refused.value.field == "arguments" and rows(store) == 0
    as_object, _ = boundary.restore_tool_call(run.run_id, "crm", "[" * 64 + "]" * 64)
    assert as_object == "[" * 64 + "]" * 64


def test_a_lone_surrogate_in_an_argument_key_reaches_the_tool_and_the_record_holds(core):
    boundary, store = core
    run = boundary.open_run("t", "s")[0]
    token = boundary.tokenize_customer(run.run_id, EMAIL)
    key = "to\ud800"
    arguments, decisions = boundary.restore_tool_call(run.run_id, "crm", {key: token})
    assert arguments == {key: EMAIL}, "keys are never rewritten for the tool"
    assert decisions[0]["path"] == "$['to?']"
    assert rows(store) == 2
    (audit,) = store.list_audit()
    assert audit["shape"] == {"to?": "<sanitized:EMAIL_ADDRESS>"}
    assert EMAIL not in json.dumps(store.list_events() + [audit])


class _OneSpan:
    """A detector that reports one span of a chosen type (what a remote detector may send)."""

    name = "one-span"

    def __init__(self, entity_type: str, found: str) -> None:
        self.entity_type, self.found = entity_type, found

    def detect(self, text, language, entities=None):
        from daemon.detectors.base import Span
        start = text.find(self.found)
        return [] if start < 0 else [Span(start, start + len(self.found), self.entity_type, 0.9, "one")]

    def supported_languages(self):
        return ["en", "es"]

    def supported_entities(self, language):
        return [self.entity_type]


@pytest.mark.parametrize("entity_type,found", [("PHONE_NUMBER", EMAIL), ("PHONE_NUMBER", "(call-me)"),
                                               ("CREDIT_CARD", "-.-.-")])
def test_a_span_with_no_canonical_form_is_still_tokenized(tmp_path, entity_type, found):
    # Was: `if not canon: continue` left the span's text in clear for the model.
    store = Store.open(tmp_path / "r.db")
    try:
        boundary = Boundary(b"\x07" * 32, _OneSpan(entity_type, found), grants=store, policy=store, recorder=store)
        run = boundary.open_run("t", "s")[0]
        text = f"write to {found} now"
        out = boundary.tokenize_customer(run.run_id, text)
        assert found not in out and out.startswith("write to [") and out.endswith("] now"), out
        assert boundary.restore_answer(run.run_id, out) == text, "the customer reads it back"
    finally:
        store.close()
