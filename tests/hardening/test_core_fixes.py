"""Bugs found by the hardening work, each pinned by the test that found it (core, real Store)."""

from __future__ import annotations

import json

import pytest

from daemon.boundary import Boundary
from daemon.detectors.patterns import PatternsDetector
from daemon.errors import BadRequest
from daemon.store import Store
from tests.hardening.conftest import CARD, EMAIL


@pytest.fixture
def core(tmp_path):
    store = Store.open(tmp_path / "resguardo.db")
    store.add_grant("crm", "EMAIL_ADDRESS")
    boundary = Boundary(b"\x07" * 32, PatternsDetector(), grants=store, policy=store, recorder=store)
    yield boundary, store
    store.close()


def rows(store: Store) -> int:
    result = store.verify_chain()
    assert result.ok
    return result.rows


@pytest.mark.parametrize("field", ["tenant", "session"])
def test_a_lone_surrogate_in_tenant_or_session_is_a_400_not_a_500(core, field):
    boundary, store = core
    names = {"tenant": "t", "session": "s", field: "acme\ud800"}
    with pytest.raises(BadRequest) as refused:
        boundary.open_run(names["tenant"], names["session"])
    assert refused.value.field == field
    assert len(boundary.runs) == 0 and rows(store) == 0
