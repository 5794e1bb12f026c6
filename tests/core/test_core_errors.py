"""Errors carry status, code and a value-free message the HTTP layer maps generically."""

from __future__ import annotations

import pytest

from daemon.core.boundary import Boundary
from daemon.core.errors import BadRequest, ResguardoError, RunExpired, UnknownRun, UnknownToken, Unprocessable
from tests.support.core_fakes import FakeDetector, MemoryStore


@pytest.mark.parametrize("cls, status, code", [
    (BadRequest, 400, "bad_request"), (UnknownRun, 404, "unknown_run"), (RunExpired, 410, "run_expired"),
    (UnknownToken, 422, "unknown_token"), (Unprocessable, 422, "unprocessable"),
])
def test_status_code_and_body(cls, status, code):
    err = cls()
    assert isinstance(err, ResguardoError)
    assert (err.status, err.code) == (status, code)
    assert err.to_body() == {"error": code, "message": err.message, **err.details} and err.message


def test_unknown_token_names_the_position():
    err = UnknownToken(position=17)
    assert err.to_body() == {"error": "unknown_token", "message": err.message, "position": 17}


def test_keyword_construction_names_the_field():
    err = BadRequest(field="tool", message="tool must match a pattern")
    assert (err.field, str(err)) == ("tool", "tool must match a pattern")
    assert "field='tool'" in repr(err)


def _family(cls):
    yield cls
    for sub in cls.__subclasses__():
        yield from _family(sub)


def test_one_family_one_class_per_code():
    """The core, the store, the detectors, Presidio's API and the web layer raise one family;
    each error code belongs to one class (a subclass never reuses its parent's code)."""
    import daemon.detectors.operator_recognizers  # noqa: F401  (their errors join the family)
    import daemon.detectors.remote  # noqa: F401
    import daemon.presidio_api.analyze_request  # noqa: F401
    import daemon.store.errors  # noqa: F401
    import daemon.web.bodies  # noqa: F401

    classes = list(dict.fromkeys(_family(ResguardoError)))
    names = {cls.__name__ for cls in classes}
    assert {"StoreError", "InvalidGrant", "AnalyzeRequestError", "RemoteDetectorUnavailable",
            "BodyError", "BodyTooLarge", "UnknownGrant"} <= names
    owners: dict[str, list[str]] = {}
    for cls in classes:
        if cls.code not in [parent.code for parent in cls.__mro__[1:] if hasattr(parent, "code")] or cls is ResguardoError:
            owners.setdefault(cls.code, []).append(cls.__name__)
    # A subclass that keeps its parent's code is a narrower reason for the same answer
    # (BodyError is a BadRequest); a code is never defined twice.
    assert all(len(defined) == 1 for defined in owners.values()), owners


def test_boundary_refuses_a_short_secret():
    store = MemoryStore()
    with pytest.raises(ValueError):
        Boundary(b"short", FakeDetector(), store, store, store)
