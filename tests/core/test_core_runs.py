"""Runs and the registry (docs/tokens.md §3): RAM only, never shown, idle expiry, 404 vs 410."""

from __future__ import annotations

import copy
import pickle

import pytest

from daemon.core.errors import RunExpired, RunFull, TooManyValues, UnknownRun
from daemon.core.runs import CUSTOMER, RunRegistry, iso_utc
from tests.support.core_fakes import FakeClock

KEY = b"k" * 32


def _run_with_value(registry: RunRegistry):
    run = registry.create("acme", "s1", KEY)
    run.remember("[EMAIL_0123456789ab]", "EMAIL_ADDRESS", "ana@example.com", "Ana@example.com", CUSTOMER)
    return run


def test_repr_and_str_never_show_the_mapping_or_key():
    registry = RunRegistry(clock=FakeClock())
    run = _run_with_value(registry)
    for shown in (repr(run), str(run), repr(registry), repr(run.lookup("[EMAIL_0123456789ab]"))):
        assert "example.com" not in shown.lower()
        assert "0123456789ab" not in shown
        assert "kkkk" not in shown
    assert "tokens=1" in repr(run)


def test_a_run_cannot_be_pickled_or_copied():
    run = _run_with_value(RunRegistry(clock=FakeClock()))
    with pytest.raises(TypeError):
        pickle.dumps(run)
    with pytest.raises(TypeError):
        copy.copy(run)


def test_run_ids_are_random_hex():
    registry = RunRegistry(clock=FakeClock())
    ids = {registry.create("t", "s", KEY).run_id for _ in range(50)}
    assert len(ids) == 50
    assert all(len(i) == 32 and int(i, 16) >= 0 for i in ids)


def test_unknown_run_is_404():
    with pytest.raises(UnknownRun) as err:
        RunRegistry(clock=FakeClock()).get("nope")
    assert (err.value.status, err.value.code) == (404, "unknown_run")


def test_idle_expiry_with_touch_and_410_afterwards():
    clock = FakeClock()
    registry = RunRegistry(clock=clock, default_ttl_seconds=100)
    run = _run_with_value(registry)
    clock.advance(90)
    assert registry.get(run.run_id) is run  # touching restarts the idle timer
    clock.advance(90)
    assert registry.get(run.run_id) is run
    clock.advance(100)
    with pytest.raises(RunExpired) as err:
        registry.get(run.run_id)
    assert (err.value.status, err.value.code) == (410, "run_expired")
    assert run.closed and run.token_count == 0 and run.lookup("[EMAIL_0123456789ab]") is None
    with pytest.raises(RunExpired):
        registry.get(run.run_id)
    # The lazily found run is still handed to whoever records expiries.
    assert registry.expire_idle() == [run]
    assert registry.expire_idle() == []


def test_expire_idle_wipes_and_returns_idle_runs_only():
    clock = FakeClock()
    registry = RunRegistry(clock=clock, default_ttl_seconds=100)
    old = _run_with_value(registry)
    clock.advance(60)
    fresh = registry.create("acme", "s2", KEY, ttl_seconds=1000)
    clock.advance(50)
    assert registry.expire_idle() == [old]
    assert old.token_count == 0 and old.key == b""
    assert registry.get(fresh.run_id) is fresh
    assert len(registry) == 1


def test_delete_wipes_the_mapping_and_then_404():
    registry = RunRegistry(clock=FakeClock())
    run = _run_with_value(registry)
    registry.delete(run.run_id)
    assert run.token_count == 0 and run.closed
    with pytest.raises(UnknownRun):
        registry.get(run.run_id)
    with pytest.raises(UnknownRun):
        registry.delete(run.run_id)


def test_surface_is_first_customer_form_and_first_origin_wins():
    run = RunRegistry(clock=FakeClock()).create("t", "s", KEY)
    tok = "[EMAIL_0123456789ab]"
    run.remember(tok, "EMAIL_ADDRESS", "ana@example.com", "ANA@example.com", "tool:crm")
    assert run.lookup(tok).surface == "ANA@example.com"
    run.remember(tok, "EMAIL_ADDRESS", "ana@example.com", "Ana@example.com", CUSTOMER)
    run.remember(tok, "EMAIL_ADDRESS", "ana@example.com", "ana@EXAMPLE.com", CUSTOMER)
    run.remember(tok, "EMAIL_ADDRESS", "ana@example.com", "ana@example.COM", "tool:mail")
    entry = run.lookup(tok.upper().replace("EMAIL", "email"))
    assert entry.surface == "Ana@example.com"
    # docs/tokens.md §4.5: the tool returned it first, so it stays the tool's.
    assert entry.origin == "tool:crm"


def test_assistant_history_claims_no_value():
    run = RunRegistry(clock=FakeClock()).create("t", "s", KEY)
    tok = "[EMAIL_0123456789ab]"
    run.remember(tok, "EMAIL_ADDRESS", "ana@example.com", "ana@example.com", None)
    run.remember(tok, "EMAIL_ADDRESS", "ana@example.com", "ana@example.com", CUSTOMER)
    run.remember(tok, "EMAIL_ADDRESS", "ana@example.com", "ana@example.com", "tool:crm")
    assert run.lookup(tok).origin == CUSTOMER


def test_a_refused_message_is_undone_whole():
    run = RunRegistry(clock=FakeClock()).create("t", "s", KEY)
    kept, other, third = "[EMAIL_0123456789ab]", "[EMAIL_1123456789ab]", "[EMAIL_2123456789ab]"
    run.remember(kept, "EMAIL_ADDRESS", "a@example.com", "a@example.com", None)
    with pytest.raises(TooManyValues) as refused:
        with run.message("text", max_values=2):
            run.remember(kept, "EMAIL_ADDRESS", "a@example.com", "a@example.com", CUSTOMER)
            run.remember(other, "EMAIL_ADDRESS", "b@example.com", "b@example.com", CUSTOMER)
            run.remember(third, "EMAIL_ADDRESS", "c@example.com", "c@example.com", CUSTOMER)
    assert refused.value.field == "text" and refused.value.status == 413
    assert run.token_count == 1 and run.lookup(kept).origin is None and run.lookup(other) is None
    with pytest.raises(RunFull):
        with run.message("result", max_tokens=2):
            run.remember(other, "EMAIL_ADDRESS", "b@example.com", "b@example.com", CUSTOMER)
            run.remember(third, "EMAIL_ADDRESS", "c@example.com", "c@example.com", CUSTOMER)
    assert run.token_count == 1


def test_collision_marks_the_token_and_drops_both_values():
    run = RunRegistry(clock=FakeClock()).create("t", "s", KEY)
    tok = "[EMAIL_0123456789ab]"
    assert not run.remember(tok, "EMAIL_ADDRESS", "a@example.com", "a@example.com", CUSTOMER)
    assert run.remember(tok, "EMAIL_ADDRESS", "b@example.com", "b@example.com", CUSTOMER)
    assert not run.remember(tok, "EMAIL_ADDRESS", "a@example.com", "a@example.com", CUSTOMER)
    assert run.is_collision(tok)
    assert run.lookup(tok).surface == "" and run.lookup(tok).origin is None


def test_iso_utc():
    assert iso_utc(0) == "1970-01-01T00:00:00Z"
