"""The value-free rewriting of aiohttp's log records and parser errors, in-process."""

from __future__ import annotations

import logging
import sys

import pytest
from aiohttp.http_exceptions import BadHttpMessage, InvalidHeader, LineTooLong

from daemon.web.http_protocol import ValueFreeRecords, describe_malformed_request

VALUE = "someone@example.com"


def record(msg, args=(), exc=None, level=logging.ERROR) -> logging.LogRecord:
    exc_info = (type(exc), exc, None) if exc is not None else None
    return logging.LogRecord("aiohttp.test", level, __file__, 1, msg, args, exc_info)


def rewritten(rec: logging.LogRecord) -> str:
    assert ValueFreeRecords().filter(rec)
    assert rec.exc_info is None and rec.exc_text is None and rec.stack_info is None
    return logging.Formatter().format(rec)


def test_arguments_are_named_by_type():
    text = rewritten(record("%s: Client protocols %r don't overlap %d%% of %r", ("127.0.0.1", [VALUE], 5, ())))
    assert text == "<str>: Client protocols <list> don't overlap <int>% of <tuple>"


def test_mapping_arguments_are_named_by_type():
    assert rewritten(record("%(who)s sent %(what)r", ({"who": "x", "what": VALUE},))) == "<str> sent <str>"


def test_exceptions_are_named_by_type_without_traceback():
    try:
        raise ValueError(f"quoting {VALUE}")
    except ValueError:
        rec = logging.LogRecord("aiohttp.server", logging.ERROR, __file__, 1, "Unhandled exception", (), sys.exc_info())
    text = rewritten(rec)
    assert text == "Unhandled exception (ValueError)"
    assert rec.levelno == logging.ERROR


def test_a_clients_malformed_request_is_info():
    rec = record("Error handling request from %s", ("127.0.0.1",), exc=LineTooLong(VALUE.encode(), 8190))
    assert rewritten(rec) == "Error handling request from <str> (LineTooLong)"
    assert rec.levelno == logging.INFO


@pytest.mark.parametrize("error, expected", [
    (LineTooLong(VALUE.encode(), 8190), (400, "request line or header too long")),
    (InvalidHeader(VALUE.encode()), (400, "malformed header")),
    (BadHttpMessage(f"Invalid character in chunk size:\n\n  b'zz {VALUE}'\n    ^"), (400, "malformed chunked body")),
    (BadHttpMessage(f"Invalid header value char:\n\n  b'X-Note: {VALUE}'\n  ^"), (400, "malformed header")),
    (BadHttpMessage("Too many headers received"), (431, "too many headers")),
    # The reason is read only up to llhttp's ":\n": a value after it chooses nothing.
    (BadHttpMessage("Expected dot:\n\n  b'GET /chunk header url method version'\n  ^"), (400, "malformed request")),
])
def test_parser_errors_are_described_by_kind(error, expected):
    assert describe_malformed_request(error) == expected
