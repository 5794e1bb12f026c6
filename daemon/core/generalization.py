"""Quasi-identifiers generalized until at least k people share what the model reads.

An age, a birth date, a postcode and a town each narrow down who a message is about; together
they can name one person. The model needs their meaning (an age band, a year, an area), not
their exact values, so each is replaced in the text by a coarser value written plainly
(`30-39`, `1988`, `28***`, `Comunidad de Madrid`), never by a token, and never restored.

How coarse: the policy names a starting level per type (`generalize`) and a group size `k`.
With a population table (one row per person, a column per type), the combination of what the
model would read in one message is counted among its rows; while fewer than `k` match, one
value at a time goes one level coarser, the one whose next level lets the most rows match
(ties: the order of QUASI_TYPES), until `k` rows match or everything is suppressed (a
suppressed value becomes its label, `[AGE]`). Without a table, the starting levels apply and
no k is claimed. A type the table has no column for cannot be counted, so it is suppressed.

Values of one type in one message (two ages) are taken as one attribute: a row matches when
its value equals any of them at the level applied. This module reads no file: the table
arrives parsed (`Population.from_csv_text`).
"""

from __future__ import annotations

import csv
import gettext
import io
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from functools import cache
from typing import Any

from recognizers.quasi_identifiers import (
    AGE,
    BR_CEP,
    DATE_OF_BIRTH,
    ES_POSTCODE,
    LOCATION,
    QUASI_TYPES,
    QuasiValue,
    Town,
    town_named,
)

SUPPRESSED = "suppressed"
# The levels of each type, finest first. A policy starts a type at one of them; the k-check
# only ever moves further down its list.
LEVELS: dict[str, tuple[str, ...]] = {
    AGE: ("band5", "band10", "band20", SUPPRESSED),
    DATE_OF_BIRTH: ("month", "year", "decade", SUPPRESSED),
    ES_POSTCODE: ("prefix3", "prefix2", "prefix1", SUPPRESSED),
    BR_CEP: ("prefix5", "prefix2", "prefix1", SUPPRESSED),
    LOCATION: ("town", "region", "country", SUPPRESSED),
}
# A type name echoed in an error: upper snake case only, so a client's value never is.
_TYPE_NAME = re.compile(r"[A-Z][A-Z0-9_]{0,63}")
# The largest population table read, in rows: counting is a scan per candidate level.
MAX_POPULATION_ROWS = 1_000_000


class PopulationError(ValueError):
    """A population table that cannot be used; the message names the line and column, never a cell."""


def generalized_key(entity_type: str, value: Any, level: str) -> Any:
    """What a value is at `level`, as compared with the population's values; None when the
    value has nothing at that level (a town the gazetteer places in no region)."""
    if level == SUPPRESSED:
        return SUPPRESSED
    if entity_type == AGE:
        width = int(level.removeprefix("band"))
        return value // width * width
    if entity_type == DATE_OF_BIRTH:
        return {"month": (value.year, value.month), "year": value.year, "decade": value.year // 10 * 10}[level]
    if entity_type in (ES_POSTCODE, BR_CEP):
        return value[:int(level.removeprefix("prefix"))]
    if entity_type == LOCATION:
        return {"town": (value.country, value.name), "region": value.region, "country": value.country}[level]
    raise ValueError(f"unknown quasi-identifier type {entity_type}")


def generalized_text(entity_type: str, value: Any, level: str, language: str) -> str:
    """What the model reads in place of the value."""
    if level == SUPPRESSED:
        return f"[{entity_type}]"
    key = generalized_key(entity_type, value, level)
    if entity_type == AGE:
        width = int(level.removeprefix("band"))
        return f"{key}-{key + width - 1}"
    if entity_type == DATE_OF_BIRTH:
        if level == "month":
            return f"{key[1]:02d}/{key[0]}"
        return f"{key}s" if level == "decade" and language.startswith("en") else str(key)
    if entity_type in (ES_POSTCODE, BR_CEP):
        return key + "*" * (len(value) - len(key))
    if entity_type == LOCATION:
        if level == "town":
            return value.name
        if level == "region" and key is not None:
            return _region_name(key, language)
        return _country_name(value.country, language)
    raise ValueError(f"unknown quasi-identifier type {entity_type}")


def _region_name(code: str, language: str) -> str:
    import pycountry

    name = _translated("iso3166-2", pycountry.subdivisions.get(code=code).name, language)
    # ISO writes some regions inverted for sorting ("Madrid, Comunidad de").
    if ", " in name:
        head, tail = name.split(", ", 1)
        name = f"{tail} {head}"
    return name


def _country_name(code: str, language: str) -> str:
    import pycountry

    return _translated("iso3166-1", pycountry.countries.get(alpha_2=code).name, language)


def _translated(domain: str, name: str, language: str) -> str:
    primary = language.split("-")[0].split("_")[0].lower()
    return _translations(domain, primary).gettext(name) if primary in ("es", "pt") else name


@cache
def _translations(domain: str, language: str) -> gettext.NullTranslations:
    import pycountry

    return gettext.translation(domain, pycountry.LOCALES_DIR, languages=[language], fallback=True)


# ---- the population -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Population:
    """One row per person, a value (or None) per quasi-identifier type the table has a column for."""

    columns: frozenset[str]
    rows: tuple[dict[str, Any], ...]

    @classmethod
    def from_csv_text(cls, text: str) -> Population:
        """Parse a population CSV: a header naming types (others ignored), then one row per
        person; ages as whole numbers, dates as YYYY-MM-DD, postcodes as digits, towns by
        name. An empty cell is unknown. Refused (PopulationError) naming line and column."""
        reader = csv.DictReader(io.StringIO(text))
        if reader.fieldnames is None:
            raise PopulationError("the population table is empty")
        columns = frozenset(name for name in reader.fieldnames if name in QUASI_TYPES)
        if not columns:
            raise PopulationError(f"the population table names none of {', '.join(QUASI_TYPES)} in its header")
        rows = []
        for line, record in enumerate(reader, start=2):
            if len(rows) >= MAX_POPULATION_ROWS:
                raise PopulationError(f"the population table has more than {MAX_POPULATION_ROWS:,} rows")
            rows.append({column: _cell(column, record.get(column), line) for column in columns})
        if not rows:
            raise PopulationError("the population table has no rows")
        return cls(columns, tuple(rows))


def _cell(column: str, cell: str | None, line: int) -> Any:
    cell = (cell or "").strip()
    if not cell:
        return None
    try:
        if column == AGE:
            return int(cell)
        if column == DATE_OF_BIRTH:
            return date.fromisoformat(cell)
        if column in (ES_POSTCODE, BR_CEP):
            digits = cell.replace("-", "").replace(".", "")
            if not digits.isdigit():
                raise ValueError
            return digits
        town = town_named(cell)
        return town if town is not None else Town(cell, "", None)
    except ValueError:
        raise PopulationError(f"line {line}: column {column} holds something that is not "
                              f"{_WHAT_A_CELL_HOLDS[column]}") from None


_WHAT_A_CELL_HOLDS = {AGE: "a whole number", DATE_OF_BIRTH: "a YYYY-MM-DD date", ES_POSTCODE: "digits",
                      BR_CEP: "digits", LOCATION: "a town"}


# ---- the k-check ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class QuasiPolicy:
    """The policy's quasi-identifier part: a starting level per type, k, and the table (or None)."""

    generalize: dict[str, str]
    k: int
    population: Population | None = None


@dataclass(frozen=True, slots=True)
class Generalized:
    """One value's fate: where it was, its type, the level applied and what the model reads."""

    start: int
    end: int
    entity_type: str
    level: str
    text: str


@dataclass(frozen=True)
class Plan:
    """The levels chosen for one message and the number of population rows that match what the
    model reads (None without a table)."""

    levels: dict[str, str]
    k: int | None


def plan(policy: QuasiPolicy, values: Sequence[QuasiValue]) -> Plan:
    """The level of each type found in one message (see the module's docstring)."""
    types = [t for t in QUASI_TYPES if any(v.entity_type == t for v in values)]
    levels = {t: policy.generalize[t] for t in types}
    population = policy.population
    if population is None or not types:
        return Plan(levels, None)
    for t in types:
        if t not in population.columns:
            levels[t] = SUPPRESSED
    by_type = {t: [v.value for v in values if v.entity_type == t] for t in types}
    count = _matching(population, by_type, levels)
    while count < policy.k:
        best: tuple[int, str] | None = None
        for t in types:
            if levels[t] == SUPPRESSED:
                continue
            coarser = {**levels, t: _next_level(t, levels[t])}
            candidate = _matching(population, by_type, coarser)
            if best is None or candidate > best[0]:
                best = (candidate, t)
        if best is None:
            break  # everything suppressed: every row matches; a smaller table cannot give more
        count, chosen = best
        levels[chosen] = _next_level(chosen, levels[chosen])
    return Plan(levels, count)


def _next_level(entity_type: str, level: str) -> str:
    order = LEVELS[entity_type]
    return order[min(order.index(level) + 1, len(order) - 1)]


def _matching(population: Population, by_type: dict[str, list[Any]], levels: dict[str, str]) -> int:
    wanted = {t: {generalized_key(t, v, levels[t]) for v in values}
              for t, values in by_type.items() if levels[t] != SUPPRESSED}
    count = 0
    for row in population.rows:
        for t, keys in wanted.items():
            cell = row.get(t)
            if cell is None or _row_key(t, cell, levels[t]) not in keys:
                break
        else:
            count += 1
    return count


def _row_key(entity_type: str, cell: Any, level: str) -> Any:
    if entity_type == LOCATION and not cell.country:
        return None  # a town the gazetteer does not know matches nothing
    return generalized_key(entity_type, cell, level)


def apply(plan_: Plan, values: Iterable[QuasiValue], language: str) -> list[Generalized]:
    """Each value at its type's planned level, as the model will read it."""
    return [Generalized(v.start, v.end, v.entity_type, plan_.levels[v.entity_type],
                        generalized_text(v.entity_type, v.value, plan_.levels[v.entity_type], language))
            for v in values]


def validate_generalize(config: Any, field: str = "generalize") -> dict[str, str]:
    """A `generalize` mapping checked: known types, each with one of its levels (not suppressed);
    else ValueError naming the field."""
    if not isinstance(config, dict):
        raise ValueError(f"{field} must be an object of quasi-identifier type → level")
    checked: dict[str, str] = {}
    for entity_type, level in config.items():
        if entity_type not in LEVELS:
            raise ValueError(f"{field}.{entity_type} is not a quasi-identifier type "
                             f"(one of {', '.join(QUASI_TYPES)})" if isinstance(entity_type, str) and
                             _TYPE_NAME.fullmatch(entity_type) else
                             f"{field} names an unknown quasi-identifier type (one of {', '.join(QUASI_TYPES)})")
        if level not in LEVELS[entity_type][:-1]:
            raise ValueError(f"{field}.{entity_type} must be one of {', '.join(LEVELS[entity_type][:-1])}")
        checked[entity_type] = level
    return checked
