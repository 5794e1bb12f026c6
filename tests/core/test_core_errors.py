"""Errors carry status, code and a value-free message the HTTP layer maps generically."""

from __future__ import annotations

import pytest

from core_fakes import FakeDetector, MemoryStore
from daemon.core.boundary import Boundary
from daemon.core.errors import BadRequest, ResguardoError, RunExpired, Unprocessable, UnknownRun, UnknownToken


@pytest.mark.parametrize("cls, status, code", [
    (BadRequest, 400, "bad_request"), (UnknownRun, 404, "unknown_run"), (RunExpired, 410, "run_expired"),
    (UnknownToken, 422, "unknown_token"), (Unprocessable, 422, "unprocessable"),
])
def test_status_code_and_body(cls, status, code):
    err = cls()
    assert isinstance(err, ResguardoError)
    assert (err.status, err.code) == (status, code)
    assert err.to_body() == {"error": code, "message": err.message} and err.message


def test_keyword_construction_names_the_field():
    err = BadRequest(code="bad_request", field="tool", message="tool must match a pattern")
    assert (err.field, str(err)) == ("tool", "tool must match a pattern")
    assert "field='tool'" in repr(err)


def test_boundary_refuses_a_short_secret():
    store = MemoryStore()
    with pytest.raises(ValueError):
        Boundary(b"short", FakeDetector(), store, store, store)
