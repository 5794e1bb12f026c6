"""Times as the store writes and compares them: ISO 8601, UTC, microseconds, fixed width.

A fixed-width text form sorts like the instant it names, so `since`/`until` filters and
retention are plain string comparisons on an indexed column.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from daemon.store.errors import InvalidQuery

Clock = Callable[[], datetime]

_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"


def utc_now() -> datetime:
    return datetime.now(UTC)


def format_time(moment: datetime) -> str:
    """`2024-05-01T09:30:00.000123Z`; a naive datetime is taken to be UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime(_FORMAT)


def parse_time_filter(field: str, value: object) -> str | None:
    """A `since`/`until` filter in the stored form; None passes through.

    Accepts a datetime or an ISO 8601 string (date alone, `Z` or an offset; without an
    offset it is UTC, as docs/api.md says every time is). Anything else, and a time outside
    years 1 to 9999 once in UTC, is refused with an error naming the field.
    """
    if value is None:
        return None
    if isinstance(value, datetime):
        parsed = value
    elif not isinstance(value, str) or not value or len(value) > 64:
        raise InvalidQuery(f"{field} must be an ISO 8601 time in UTC", field=field)
    else:
        try:
            parsed = datetime.fromisoformat(value)
        except ValueError:
            raise InvalidQuery(
                f"{field} must be an ISO 8601 time in UTC, e.g. 2024-05-01T09:30:00Z", field=field
            ) from None
    try:
        return format_time(parsed)
    except OverflowError:
        # A valid time whose offset moves it out of years 1..9999 once read in UTC
        # (0001-01-01T00:00:00+01:00): datetime cannot hold it.
        raise InvalidQuery(f"{field} is out of range: in UTC it must fall within years 1 to 9999",
                           field=field) from None
