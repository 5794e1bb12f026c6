"""Fixtures for the store tests: a real SQLite file in tmp_path and a settable clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from daemon.store import Store


class SettableClock:
    """A UTC clock the test moves by hand, so rows can be written "days ago"."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 12, 0, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(microseconds=1)
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> SettableClock:
    return SettableClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "resguardo.db"


@pytest.fixture
def store(db_path: Path, clock: SettableClock):
    opened = Store.open(db_path, clock=clock)
    yield opened
    opened.close()
