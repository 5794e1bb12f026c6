"""Keys that look like the tail of a token never stop a tool call at the store (fuzzer finds)."""

from __future__ import annotations

import json

import pytest

from daemon.core.boundary import Boundary
from daemon.detectors.patterns import PatternsDetector
from daemon.store import Store

EMAIL = "ana.keys@example.com"


@pytest.fixture
def boundary_and_store(tmp_path):
    store = Store.open(tmp_path / "record.db")
    store.add_grant("mail", "EMAIL_ADDRESS")
    yield Boundary(b"\x02" * 32, PatternsDetector(), store, store, store), store
    store.close()


@pytest.mark.parametrize("key", ["EMAIL_000000000000]", "[_000000000000]", "x]_abcdefABCDEF]", "[EMAIL_0123456789ab]"])
def test_token_shaped_keys_reach_the_tool_unchanged_and_the_record_masked(boundary_and_store, key):
    boundary, store = boundary_and_store
    run, _ = boundary.open_run("acme", "s1", language="en")
    token = boundary.tokenize_customer(run.run_id, EMAIL)
    arguments = {"to": {"to": ["", {key: token}]}}
    out, decisions = boundary.restore_tool_call(run.run_id, "mail", arguments)
    assert list(out["to"]["to"][1]) == [key], "the tool's keys are never rewritten"
    assert out["to"]["to"][1][key] == EMAIL
    assert decisions[0]["outcome"] == "restored"
    written = json.dumps(store.list_events(limit=10)) + json.dumps(store.list_audit(limit=10))
    assert EMAIL not in written and token not in written
    assert "000000000000]" not in written and "0123456789ab]" not in written and "abcdefABCDEF]" not in written
    assert store.verify_chain().ok
