"""Tool-call audit (docs/tokens.md §8): the shape of each call as the tool received it, chained.

The boundary replaces every string leaf by a placeholder before recording; the store checks
that again, so a bug upstream cannot copy a value or a token into the record.
"""

from __future__ import annotations

import json
import re
from typing import Any

from daemon.core.records import ToolCallAudit
from daemon.store import chain, records_check
from daemon.store.database import Database
from daemon.store.errors import RefusedRecord
from daemon.store.names import has_token_shape
from daemon.store.queries import Filters

# A leaf is `<text>`, `<number>`, or the placeholders of the tokens it carried, in order.
PLACEHOLDER = re.compile(r"<text>|<number>|(?:<(?:sanitized|withheld):[A-Z][A-Z0-9_]{0,63}>)+")
MAX_DEPTH = 64
MAX_SHAPE_BYTES = 256 * 1024


def _check_shape(value: Any, path: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise RefusedRecord(f"{path} nests deeper than {MAX_DEPTH} levels", field=path)
    if value is None or isinstance(value, (bool, int)):
        return
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise RefusedRecord(f"{path} must be a finite number", field=path)
        return
    if isinstance(value, str):
        if not PLACEHOLDER.fullmatch(value):
            raise RefusedRecord(
                f"{path} must be a placeholder (<sanitized:TYPE>, <withheld:TYPE>, <text> or <number>)",
                field=path,
            )
        return
    if isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            _check_shape(item, f"{path}[{i}]", depth + 1)
        return
    if isinstance(value, dict):
        for i, (key, item) in enumerate(value.items()):
            # Keys are the tool's schema and are kept, but never a token.
            if not isinstance(key, str):
                raise RefusedRecord(f"{path} keys must be strings", field=path)
            if has_token_shape(key):
                raise RefusedRecord(f"{path} key #{i} must not contain a token", field=path)
            # The path names the key by position: a refused shape's keys are not echoed.
            _check_shape(item, f"{path}{{#{i}}}", depth + 1)
        return
    raise RefusedRecord(f"{path} must be JSON (object, array, placeholder, number, bool, null)", field=path)


def audit_row(audit: object, time: str) -> dict[str, Any]:
    """The row for one tool call, or RefusedRecord naming the field.

    Refused: anything but a ToolCallAudit, a malformed tool name, identifiers containing a
    token shape, and a shape with a string leaf other than `<sanitized:TYPE>`,
    `<withheld:TYPE>` or `<text>`, a token-shaped key, non-finite numbers, or over 256 KiB.
    """
    if not isinstance(audit, ToolCallAudit):
        raise RefusedRecord("audit must be a ToolCallAudit", field="audit")
    _check_shape(audit.shape, "shape", 0)
    shape = json.dumps(audit.shape, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    if len(shape.encode("utf-8")) > MAX_SHAPE_BYTES:
        raise RefusedRecord(f"shape must be at most {MAX_SHAPE_BYTES} bytes of JSON", field="shape")
    return {
        "time": time,
        "tenant": records_check.identifier("tenant", audit.tenant),
        "session": records_check.identifier("session", audit.session),
        "run_id": records_check.identifier("run_id", audit.run_id),
        "tool": records_check.tool("tool", audit.tool, required=True),
        "shape": shape,
        "outcome": _outcome(audit.outcome),
    }


def _outcome(outcome: object) -> str | None:
    if outcome is not None and outcome != "refused":
        raise RefusedRecord("outcome must be refused or absent", field="outcome")
    return outcome


def append(database: Database, audit: ToolCallAudit, time: str) -> int:
    row = audit_row(audit, time)
    with database.write() as conn:
        return chain.append(conn, "audit", [row])[0]


def query(database: Database, filters: Filters) -> list[dict[str, Any]]:
    """Audit rows matching `filters`, newest first, with `shape` parsed back into JSON."""
    where, params = filters.where(table="audit")
    sql = f"SELECT * FROM audit {where} ORDER BY id DESC"
    if filters.limit is not None:
        sql += f" LIMIT {int(filters.limit)}"
    rows = database.rows(sql, params)
    for row in rows:
        row["shape"] = json.loads(row["shape"])
    return rows
