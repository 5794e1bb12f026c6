"""The policy's quasi-identifier part: `generalize` (a starting level per type), `k`, and the
`population` table's file name (in the data directory), checked before anything is written.

The table is operator data, not a customer's: it is read when the policy names it (so a
file that does not parse is refused then, naming its line and column) and again whenever the
file changes on disk.
"""

from __future__ import annotations

import re
import sqlite3
import threading
from pathlib import Path
from typing import Any

from daemon.core.generalization import Population, PopulationError, QuasiPolicy, validate_generalize
from daemon.store.errors import InvalidPolicy

K_MAX = 1_000_000
MAX_POPULATION_BYTES = 64 * 1024 * 1024
# A file directly in the data directory: no path, no hidden file.
_FILE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,126}\.csv")


def validate(generalize: Any, k: Any, population: Any, entities: list[str], data_dir: Path,
             field: str = "policy") -> tuple[dict[str, str], int | None, str | None]:
    """The three options checked; InvalidPolicy naming the field otherwise."""
    try:
        levels = validate_generalize({} if generalize is None else generalize, field=f"{field}.generalize")
    except ValueError as error:
        raise InvalidPolicy(str(error), field=f"{field}.generalize") from None
    both = sorted(set(levels) & set(entities))
    if both:
        raise InvalidPolicy(f"{field}.generalize: {', '.join(both)} cannot be both tokenized and generalized; "
                            f"name it in generalize only", field=f"{field}.generalize")
    if k is not None and (isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= K_MAX):
        raise InvalidPolicy(f"{field}.k must be a whole number from 1 to {K_MAX:,}", field=f"{field}.k")
    if population is not None:
        if not isinstance(population, str) or not _FILE_NAME.fullmatch(population):
            raise InvalidPolicy(f"{field}.population must be the name of a .csv file in the data directory "
                                f"(letters, digits, . _ -)", field=f"{field}.population")
        load_population(data_dir / population, f"{field}.population")
        if k is None:
            raise InvalidPolicy(f"{field}.k is required with a population table", field=f"{field}.k")
    return levels, k, population


def load_population(path: Path, field: str = "policy.population") -> Population:
    try:
        if path.stat().st_size > MAX_POPULATION_BYTES:
            raise InvalidPolicy(f"{field}: the table is larger than {MAX_POPULATION_BYTES // 2**20} MiB", field=field)
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InvalidPolicy(f"{field}: no such file in the data directory", field=field) from None
    except (OSError, UnicodeDecodeError):
        raise InvalidPolicy(f"{field}: the file cannot be read as UTF-8 text", field=field) from None
    try:
        return Population.from_csv_text(text)
    except PopulationError as error:
        raise InvalidPolicy(f"{field}: {error}", field=field) from None


def read(conn_rows) -> dict[str, Any]:
    """{generalize, k, population} as stored; `conn_rows(sql)` returns rows as dicts."""
    generalize = {row["entity_type"]: row["level"]
                  for row in conn_rows("SELECT entity_type, level FROM policy_generalize ORDER BY entity_type")}
    options = {row["key"]: row["value"] for row in conn_rows("SELECT key, value FROM policy_options")}
    k = options.get("k")
    return {"generalize": generalize, "k": int(k) if k is not None else None, "population": options.get("population")}


def replace(conn: sqlite3.Connection, generalize: dict[str, str], k: int | None, population: str | None) -> None:
    conn.execute("DELETE FROM policy_generalize")
    conn.executemany("INSERT INTO policy_generalize (entity_type, level) VALUES (?, ?)", list(generalize.items()))
    conn.execute("DELETE FROM policy_options")
    for key, value in (("k", k), ("population", population)):
        if value is not None:
            conn.execute("INSERT INTO policy_options (key, value) VALUES (?, ?)", (key, str(value)))


class PopulationCache:
    """The parsed table, read again only when its file changes (size or modification time)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key: tuple | None = None
        self._population: Population | None = None

    def policy(self, stored: dict[str, Any], data_dir: Path) -> QuasiPolicy | None:
        if not stored["generalize"]:
            return None
        population = None
        if stored["population"] is not None:
            path = data_dir / stored["population"]
            try:
                status = path.stat()
            except OSError:
                status = None
            key = (str(path), status.st_size, status.st_mtime_ns) if status is not None else None
            with self._lock:
                if key is None:
                    # The table the policy names is gone: nothing can be counted, so every
                    # quasi-identifier is suppressed rather than passed at its starting level.
                    population = Population(frozenset(), ({},))
                elif key != self._key:
                    try:
                        self._population = load_population(path)
                    except InvalidPolicy:
                        self._population = Population(frozenset(), ({},))
                    self._key = key
                    population = self._population
                else:
                    population = self._population
        return QuasiPolicy(dict(stored["generalize"]), stored["k"] or 1, population)
