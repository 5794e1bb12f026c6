"""Anthropic Messages on the wire: requests tokenized, answers and events restored.

Requests: `system` (a string or text blocks), `messages[]` with `content` as a string or
blocks: `text`, `tool_use` (its `input` as JSON), `tool_result` (a string or nested blocks,
named by its `tool_use_id`), `document` with a text source; images, thinking and every other
block pass as they are, as do the model, tools and parameters.
Answers: `content[]` `text` and `tool_use` blocks; streamed `message_start`,
`content_block_start/delta/stop` (`text_delta`, `input_json_delta`), `message_delta`,
`message_stop`, `ping` and `error` events.
"""

from __future__ import annotations

import json
from typing import Any

from daemon.core.errors import BadRequest
from daemon.gateway.exchange import AnswerStream, Exchange, ToolArgumentsStream
from daemon.gateway.sse import Event, new_event


def loads(raw: bytes) -> Any:
    return json.loads(raw.decode("utf-8"))


def dumps(body: Any) -> str:
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


def tokenize_request(exchange: Exchange, body: dict) -> dict:
    """The request as the model may read it: the system prompt, then the messages in order."""
    out = dict(body)
    if "system" in body:
        out["system"] = _blocks(exchange, body["system"], "system", "system", {})
    messages = body.get("messages")
    if not isinstance(messages, list):
        raise BadRequest("messages must be a list of messages", field="messages")
    calls: dict[Any, Any] = {}  # tool_use id -> the tool's name
    rewritten = []
    for i, message in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(message, dict) or message.get("role") not in ("user", "assistant"):
            raise BadRequest(f"{where}.role must be user or assistant", field=f"{where}.role")
        message = dict(message)
        if "content" in message:
            message["content"] = _blocks(exchange, message["content"], message["role"], f"{where}.content", calls)
        rewritten.append(message)
    out["messages"] = rewritten
    if isinstance(body.get("tools"), list):
        out["tools"] = [_tool_definition(exchange, tool) for tool in body["tools"]]
    return out


def _tool_definition(exchange: Exchange, tool: Any) -> Any:
    """A tool whose name has an input contract goes upstream with the contract's schema as its
    `input_schema`, `format` and `pattern` removed (docs/contracts.md); others unchanged."""
    schema = exchange.upstream_schema(tool.get("name")) if isinstance(tool, dict) else None
    return tool if schema is None else {**tool, "input_schema": schema}


def _tokenizer(exchange: Exchange, role: str):
    return {"user": exchange.customer, "assistant": exchange.unowned, "system": exchange.operator}[role]


def _blocks(exchange: Exchange, content: Any, role: str, field: str, calls: dict) -> Any:
    tokenize = _tokenizer(exchange, role)
    if isinstance(content, str):
        return tokenize(content, field) if content else content
    if not isinstance(content, list):
        return content
    out = []
    for j, block in enumerate(content):
        where = f"{field}[{j}]"
        kind = block.get("type") if isinstance(block, dict) else None
        if kind == "text" and isinstance(block.get("text"), str):
            block = {**block, "text": tokenize(block["text"], f"{where}.text")}
        elif kind == "tool_use" and role == "assistant":
            calls[block.get("id")] = block.get("name")
            if "input" in block:
                block = {**block, "input": exchange.unowned(block["input"], f"{where}.input")}
        elif kind == "tool_result" and role == "user":
            block = _tool_result(exchange, block, where, calls)
        elif kind == "document" and isinstance(block.get("source"), dict) \
                and block["source"].get("type") == "text" and isinstance(block["source"].get("data"), str):
            block = {**block, "source": {**block["source"],
                                         "data": tokenize(block["source"]["data"], f"{where}.source.data")}}
        out.append(block)
    return out


def _tool_result(exchange: Exchange, block: dict, where: str, calls: dict) -> dict:
    use_id = block.get("tool_use_id")
    if use_id not in calls:
        raise BadRequest(f"{where}.tool_use_id names no earlier tool_use", field=f"{where}.tool_use_id")
    tool = calls[use_id]

    def reply(node: Any, field: str) -> Any:
        return exchange.tool_reply(tool, node, field, f"{where}.tool_use_id")

    content = block.get("content")
    if isinstance(content, str):
        return {**block, "content": reply(content, f"{where}.content")}
    if isinstance(content, list):
        nested = []
        for k, inner in enumerate(content):
            if isinstance(inner, dict) and inner.get("type") == "text" and isinstance(inner.get("text"), str):
                inner = {**inner, "text": reply(inner["text"], f"{where}.content[{k}].text")}
            nested.append(inner)
        return {**block, "content": nested}
    return block


def restore_response(exchange: Exchange, body: Any) -> Any:
    """A whole message as the client reads it."""
    if not isinstance(body, dict) or not isinstance(body.get("content"), list):
        return body
    for block in body["content"]:
        if not isinstance(block, dict):
            continue
        if block.get("type") == "text" and isinstance(block.get("text"), str):
            block["text"] = exchange.answer(block["text"])
        elif block.get("type") == "tool_use" and "input" in block:
            block["input"] = exchange.tool_call(block.get("name"), block["input"])
    return body


class EventStream:
    """Streamed events rewritten one at a time, every event forwarded in order. A block's
    held tail is released as one more delta of that block right before its
    `content_block_stop`."""

    def __init__(self, exchange: Exchange) -> None:
        self._exchange = exchange
        self._blocks: dict[Any, AnswerStream | ToolArgumentsStream] = {}

    @property
    def held(self) -> int:
        return sum(len(stream.held) for stream in self._blocks.values())

    def rewrite(self, event: Event) -> list[Event]:
        if event.data is None:
            return [event]
        try:
            data = json.loads(event.data)
        except ValueError:
            return [event]
        if not isinstance(data, dict):
            return [event]
        kind = data.get("type")
        index = data.get("index")
        if kind == "content_block_start" and isinstance(data.get("content_block"), dict):
            block = data["content_block"]
            if block.get("type") == "text":
                stream = self._blocks[index] = self._exchange.answer_stream()
                if isinstance(block.get("text"), str) and block["text"]:
                    block["text"] = stream.feed(block["text"])
                    return [event.with_data(dumps(data))]
            elif block.get("type") == "tool_use":
                self._blocks[index] = self._exchange.tool_stream(block.get("name") or "")
            return [event]
        if kind == "content_block_delta" and isinstance(data.get("delta"), dict) and index in self._blocks:
            delta = data["delta"]
            field = {"text_delta": "text", "input_json_delta": "partial_json"}.get(delta.get("type"))
            if field is None or not isinstance(delta.get(field), str):
                return [event]
            delta[field] = self._blocks[index].feed(delta[field])
            return [event.with_data(dumps(data))]
        if kind == "content_block_stop" and index in self._blocks:
            tail = self._tail(index, self._blocks.pop(index))
            return tail + [event]
        if kind == "message_stop":
            return self.finish() + [event]
        return [event]

    def finish(self) -> list[Event]:
        """Blocks the upstream never stopped: their tails, before whatever ends the stream."""
        out = []
        for index in list(self._blocks):
            out += self._tail(index, self._blocks.pop(index))
        return out

    @staticmethod
    def _tail(index: Any, stream: AnswerStream | ToolArgumentsStream) -> list[Event]:
        tail = stream.close()
        if not tail:
            return []
        delta = {"type": "text_delta", "text": tail} if isinstance(stream, AnswerStream) \
            else {"type": "input_json_delta", "partial_json": tail}
        return [new_event("content_block_delta", dumps({"type": "content_block_delta", "index": index, "delta": delta}))]


def error_event(refusal: Exception) -> Event:
    """How an Anthropic stream says it failed: an `error` event, nothing after it."""
    code = getattr(refusal, "code", "error")
    message = getattr(refusal, "message", "the stream was ended")
    return new_event("error", dumps({"type": "error", "error": {"type": code, "message": message}}))
