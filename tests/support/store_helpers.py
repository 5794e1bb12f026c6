"""Helpers shared by the store tests: sample events and a raw connection."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from daemon.core.records import Event


def restored(tool: str = "send_email", entity_type: str = "EMAIL_ADDRESS", run_id: str = "run-1") -> Event:
    return Event("restored", "tenant-a", "session-1", run_id, tool, entity_type, "$.to")


def withheld(tool: str = "crm_lookup", entity_type: str = "PHONE_NUMBER", reason: str = "no_grant") -> Event:
    return Event("withheld", "tenant-a", "session-1", "run-1", tool, entity_type, "$.phone", reason)  # type: ignore[arg-type]


def raw(db_path: Path) -> sqlite3.Connection:
    """A plain sqlite3 connection, bypassing the store: what an intruder or a bug would use."""
    conn = sqlite3.connect(str(db_path), isolation_level=None)
    return conn
