"""Exports of events and audit rows as CSV or JSON text."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from daemon.store.errors import InvalidQuery

FORMATS = ("csv", "json")
# Spreadsheets run cells that start with these as formulas; a quote keeps them text.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: Any) -> Any:
    if isinstance(value, (dict, list)):
        value = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def render(rows: list[dict[str, Any]], columns: tuple[str, ...], fmt: str) -> str:
    """`rows` as CSV (header first, formula-looking cells quoted) or a JSON array.

    Refused: any format but `csv` and `json`.
    """
    if fmt not in FORMATS:
        raise InvalidQuery("format must be csv or json", field="format")
    if fmt == "json":
        return json.dumps([{c: r.get(c) for c in columns} for r in rows], ensure_ascii=False, indent=1)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([_cell(row.get(c)) for c in columns])
    return out.getvalue()
