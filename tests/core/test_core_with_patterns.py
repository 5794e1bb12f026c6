"""The boundary with the real `patterns` detector (no spaCy): the core's contract holds unchanged."""

from __future__ import annotations

import pytest

from daemon.core.boundary import Boundary
from daemon.core.entities import DEFAULT_POLICY
from tests.support.core_fakes import MemoryStore

patterns = pytest.importorskip("daemon.detectors.patterns")


def test_tokenize_and_restore_with_the_patterns_detector():
    store = MemoryStore(entities=list(DEFAULT_POLICY))
    store.grants.add(("mail", "EMAIL_ADDRESS"))
    boundary = Boundary(bytes(range(32)), patterns.PatternsDetector(), store, store, store)
    run_id = boundary.open_run("acme", "s")[0].run_id
    text = "Mi correo es ana@example.com y mi NIF 00000000T; ref [PHONE_123456789012]"
    tokenized = boundary.tokenize_customer(run_id, text)
    assert "ana@example.com" not in tokenized and "00000000T" not in tokenized
    assert "[PHONE_123456789012]" in tokenized
    assert boundary.restore_answer(run_id, tokenized) == text
    email_token = tokenized.split()[3]
    assert boundary.restore_tool_call(run_id, "mail", {"to": email_token})[0] == {"to": "ana@example.com"}
    store.assert_value_free("ana@example.com", "00000000T")
