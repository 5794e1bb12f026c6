"""One provider request's boundary: a run rebuilt from the request's own messages, used for
its answer, then wiped (docs/gateway.md, "Stateless by construction").

The wire modules (openai_wire.py, anthropic_wire.py) walk a request's messages in order and
hand each part here with its role; the origins follow the roles. Nothing is kept after the
request: a daemon holding the same secret rebuilds the same tokens from the same history.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from daemon.core import json_limits
from daemon.core.boundary import Boundary
from daemon.core.errors import BadRequest
from daemon.core.json_limits import MAX_NESTING, nests_deeper_than
from daemon.core.runs import CUSTOMER, tool_origin
from daemon.core.stream import StreamRestorer
from daemon.core.validation import validate_tool
from daemon.gateway.errors import StrictRefusal

log = logging.getLogger("resguardo.gateway")

TENANT_HEADER = "X-Resguardo-Tenant"
SESSION_HEADER = "X-Resguardo-Session"
STRICT_HEADER = "X-Resguardo-Strict"
# A system or developer prompt's values: the model reads tokens, the customer never gets them back.
OPERATOR = "operator"


class Exchange:
    """The run of one request. Not shared between requests; one caller at a time."""

    def __init__(self, boundary: Boundary, tenant: str, session: str, strict: bool = False) -> None:
        self.boundary = boundary
        self.strict = strict
        self.run_id = boundary.open_request_run(tenant, session, TENANT_HEADER, SESSION_HEADER)

    def __repr__(self) -> str:
        return f"Exchange(run_id={self.run_id!r}, strict={self.strict})"

    # ---- what the model reads --------------------------------------------------------------

    def upstream_schema(self, tool: Any) -> dict | None:
        """The input schema a contracted tool's definition carries upstream (format and pattern
        removed, so the model can write a token there), or None to leave it as the agent sent it."""
        return self.boundary.upstream_input_schema(tool) if isinstance(tool, str) else None

    def customer(self, node: Any, field: str) -> Any:
        return self.boundary.tokenize_for_model(self.run_id, node, CUSTOMER, field=field)

    def operator(self, node: Any, field: str) -> Any:
        return self.boundary.tokenize_for_model(self.run_id, node, OPERATOR, field=field)

    def unowned(self, node: Any, field: str) -> Any:
        """Assistant text and earlier tool-call arguments: tokenized, no origin claimed."""
        return self.boundary.tokenize_for_model(self.run_id, node, None, field=field)

    def tool_reply(self, tool: Any, node: Any, field: str, tool_field: str) -> Any:
        validate_tool(tool, field=tool_field)
        self.boundary.refuse_value_in_name("auto", tool, field=tool_field)
        return self.boundary.tokenize_for_model(self.run_id, node, tool_origin(tool), tool, field=field)

    def arguments(self, arguments: str, field: str) -> str:
        """Tool-call arguments in history, a JSON string: tokenized as parsed JSON, written
        again only when a value was found (unchanged bytes otherwise); not JSON, as text."""
        if nests_deeper_than(arguments, MAX_NESTING):
            return self.unowned(arguments, field)  # read as text: never parsed past the limit
        try:
            parsed = json_limits.loads(arguments)
        except (ValueError, RecursionError):
            return self.unowned(arguments, field)
        tokenized = self.unowned(parsed, field)
        return arguments if tokenized == parsed else json.dumps(tokenized, ensure_ascii=False)

    # ---- what the client reads -------------------------------------------------------------

    def answer(self, text: str) -> str:
        """Assistant text: the customer's own values back; strict refuses a never-issued token."""
        if self.strict and self.boundary.never_issued(self.run_id, text) is not None:
            raise StrictRefusal()
        return self.boundary.restore_answer(self.run_id, text)

    def tool_call(self, tool: Any, arguments: Any) -> Any:
        """A tool call's arguments restored per grant, recorded as /v1 records them. A call the
        boundary cannot read (a tool name that is not one, arguments that are not JSON) goes
        to the client as the model wrote it: every token stays a token."""
        try:
            return self.boundary.restore_tool_call(self.run_id, tool, arguments)[0]
        except BadRequest as refused:
            log.warning("tool call passed on unrestored: %s", refused.field)
            return arguments

    def answer_stream(self) -> AnswerStream:
        return AnswerStream(self)

    def tool_stream(self, tool: str) -> ToolArgumentsStream:
        return ToolArgumentsStream(self, tool)

    def close(self) -> None:
        self.boundary.close_run(self.run_id)


class AnswerStream:
    """Streamed assistant text (one choice, one block): restored as it passes."""

    def __init__(self, exchange: Exchange) -> None:
        self._exchange = exchange
        self._restorer = exchange.boundary.open_answer_stream(exchange.run_id)

    def feed(self, chunk: str) -> str:
        return self._checked(self._restorer.feed(chunk))

    def close(self) -> str:
        return self._checked(self._restorer.close())

    @property
    def held(self) -> str:
        return self._restorer.held

    def _checked(self, released: str) -> str:
        exchange = self._exchange
        if exchange.strict and released and exchange.boundary.never_issued(exchange.run_id, released) is not None:
            raise StrictRefusal()
        return released


class ToolArgumentsStream:
    """Streamed tool-call arguments (JSON text): granted tokens restored as they pass, each
    value escaped for the JSON string it lands in; the whole call is recorded (events and
    its audit row, as restore_tool_call records them) when it ends."""

    def __init__(self, exchange: Exchange, tool: str) -> None:
        self._exchange = exchange
        self.tool = tool
        self._upstream: list[str] = []
        try:
            # The checks restore_tool_call makes on a name, so a streamed call restores exactly
            # what the same call unstreamed would.
            validate_tool(tool)
            exchange.boundary.refuse_value_in_name("auto", tool)
            resolve = exchange.boundary.tool_token_resolver(exchange.run_id, tool)
        except BadRequest:
            resolve = _keep  # not a tool's name: nothing is restored (restore_tool_call refuses it too)

        def escaped(marker) -> str | None:
            value = resolve(marker)
            # Inside a JSON string literal: escaped as json.dumps escapes it, quotes dropped.
            return None if value is None else json.dumps(value, ensure_ascii=False)[1:-1]

        self._restorer = StreamRestorer(escaped)

    @property
    def held(self) -> str:
        return self._restorer.held

    def feed(self, chunk: str) -> str:
        self._upstream.append(chunk)
        return self._restorer.feed(chunk)

    def close(self) -> str:
        tail = self._restorer.close()
        self._exchange.tool_call(self.tool, "".join(self._upstream))  # recorded; the client has its copy
        return tail


def _keep(marker) -> None:
    return None
