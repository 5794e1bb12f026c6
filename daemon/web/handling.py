"""What every route does the same way: read a JSON object body, require a field, and run a
core call where it belongs (the analysis lane for detection, the store's thread for SQLite)."""

from __future__ import annotations

import asyncio
import re
from functools import partial
from typing import Any

from aiohttp import web

from daemon.core.errors import BadRequest
from daemon.web.analysis_lane import INLINE_MAX_CHARS
from daemon.web.bodies import read_json
from daemon.web.keys import ANALYSIS_LANE, STORE_EXECUTOR

_EVENT_FILTERS = ("kind", "tool", "entity_type", "run_id", "since", "until", "limit")


def analysis(request, function, *args, inline: bool = False, **kwargs):
    """Work that may detect values (CPU-bound, spaCy), in the analysis lane. With `inline`,
    on the event loop's own thread if the lane is idle (see daemon/web/analysis_lane.py)."""
    return request.app[ANALYSIS_LANE].run(partial(function, *args, **kwargs), inline=inline)


async def short_turn(request: web.Request) -> bool:
    """Whether a turn is small enough to tokenize inline: its body, in bytes, within the
    lane's cap on characters (a body is never shorter than the text it carries).

    A turn writes the record only in rare cases (a token collision, a run found expired),
    and reads the policy without waiting on writes (Store.tokenized_entities), so inline it
    does not hold up the loop on the disk. Opening a run always writes: it stays off.
    """
    return len(await request.read()) <= INLINE_MAX_CHARS


def store_call(request, function, *args, **kwargs):
    """Work that only restores or reads and writes the record (SQLite, fsync)."""
    loop = asyncio.get_running_loop()
    return loop.run_in_executor(request.app[STORE_EXECUTOR], partial(function, *args, **kwargs))


async def object_body(request: web.Request) -> dict[str, Any]:
    body = await read_json(request)
    if not isinstance(body, dict):
        raise BadRequest("the body must be a JSON object", field="body")
    return body


def required(body: dict, field: str) -> Any:
    if field not in body:
        raise BadRequest(f"{field} is required", field=field)
    return body[field]


def record_filters(request: web.Request) -> dict[str, str]:
    return {key: request.query[key] for key in _EVENT_FILTERS if key in request.query}


# A key echoed in an error: a plain field name only, so a client's value never is.
_KEY_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,31}")


def refuse_unknown_keys(body: dict, allowed: tuple[str, ...]) -> None:
    """400 naming the first key `body` holds that `allowed` does not (a mistyped `genralize`
    must not pass silently as if it had been applied)."""
    for key in body:
        if key not in allowed:
            named = key if isinstance(key, str) and _KEY_NAME.fullmatch(key) else "a key"
            raise BadRequest(f"the body holds {named} it may not; allowed: {', '.join(allowed)}",
                             field=named if named != "a key" else "body")
