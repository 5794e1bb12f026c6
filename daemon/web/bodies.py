"""Reading JSON bodies: size-limited, UTF-8, an object, with errors that name no content."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from daemon.core import json_limits
from daemon.core.errors import BadRequest, BodyTooLarge
from daemon.core.json_limits import MAX_NESTING, JSONRefused, nests_deeper_than


class BodyError(BadRequest):
    """400 bad_request: a body that is not UTF-8, not JSON, or nests too deep."""


async def read_json(request: web.Request) -> Any:
    """The decoded JSON body. Over the size limit → 413; not UTF-8 / not JSON / too deep → 400."""
    try:
        raw = await request.read()
    except web.HTTPRequestEntityTooLarge:
        raise BodyTooLarge() from None
    return decode_json_body(raw)


def decode_json_body(raw: bytes) -> Any:
    """A whole body's JSON. Not UTF-8 / not JSON / too deep → BodyError (400)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BodyError("Request body is not valid UTF-8") from None
    if nests_deeper_than(text, MAX_NESTING):
        raise BodyError(f"Request body nests deeper than {MAX_NESTING} levels")
    try:
        return json_limits.loads(text)
    except JSONRefused as refused:
        raise BodyError(f"Request body is not usable JSON: {refused}") from None
    except (ValueError, RecursionError):
        raise BodyError("Request body is not valid JSON") from None

