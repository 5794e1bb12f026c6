"""OpenAI Chat Completions on the wire: requests tokenized, answers and chunks restored.

Requests: `messages[]` with `content` as a string or content parts (`text` parts are read;
images, audio and files pass as they are), assistant `tool_calls[].function.arguments` as
JSON strings, `role: tool` replies named by their `tool_call_id`. Everything else (model,
tools, parameters) passes through unchanged, except a contracted tool's parameters (its contract's
input schema, `format` and `pattern` removed).
Answers: `choices[].message.content` and `tool_calls`; streamed `chat.completion.chunk`s with
`delta.content` and `delta.tool_calls[].function.arguments`, `usage` chunks and `[DONE]`.
"""

from __future__ import annotations

import json
from typing import Any

from daemon.core.errors import BadRequest
from daemon.gateway.exchange import AnswerStream, Exchange, ToolArgumentsStream
from daemon.gateway.sse import Event, new_event

_SEPARATORS = (",", ":")  # as OpenAI writes its chunks


def loads(raw: bytes) -> Any:
    return json.loads(raw.decode("utf-8"))


def dumps(body: Any) -> str:
    return json.dumps(body, ensure_ascii=False, separators=_SEPARATORS)


def tokenize_request(exchange: Exchange, body: dict) -> dict:
    """The request as the model may read it, messages in order, origins by role."""
    messages = body.get("messages")
    if not isinstance(messages, list):
        raise BadRequest("messages must be a list of messages", field="messages")
    calls: dict[str, Any] = {}  # tool_call_id -> the tool's name, as the calls appear
    out = []
    for i, message in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(message, dict) or not isinstance(message.get("role"), str):
            raise BadRequest(f"{where} must be an object with a role", field=f"{where}.role")
        message = dict(message)
        role = message["role"]
        if role == "user":
            message["content"] = _content(message.get("content"), exchange.customer, f"{where}.content")
        elif role in ("system", "developer"):
            message["content"] = _content(message.get("content"), exchange.operator, f"{where}.content")
        elif role == "assistant":
            message["content"] = _content(message.get("content"), exchange.unowned, f"{where}.content")
            message = _history_calls(exchange, message, where, calls)
        elif role == "tool":
            call_id = message.get("tool_call_id")
            if call_id not in calls:
                raise BadRequest(f"{where}.tool_call_id names no earlier tool call", field=f"{where}.tool_call_id")
            message["content"] = _content(message.get("content"),
                                          _tool_reply(exchange, calls[call_id], f"{where}.tool_call_id"),
                                          f"{where}.content")
        elif role == "function":  # the legacy tool reply, named by `name`
            message["content"] = _content(message.get("content"),
                                          _tool_reply(exchange, message.get("name"), f"{where}.name"),
                                          f"{where}.content")
        else:
            raise BadRequest(f"{where}.role must be system, developer, user, assistant or tool", field=f"{where}.role")
        if "content" in message and message["content"] is None and "content" not in messages[i]:
            del message["content"]
        out.append(message)
    rewritten = {**body, "messages": out}
    if isinstance(body.get("tools"), list):
        rewritten["tools"] = [_tool_definition(exchange, tool) for tool in body["tools"]]
    return rewritten


def _tool_definition(exchange: Exchange, tool: Any) -> Any:
    """A function tool whose name has an input contract goes upstream with the contract's schema
    as its parameters, `format` and `pattern` removed (docs/contracts.md); others unchanged."""
    function = tool.get("function") if isinstance(tool, dict) else None
    schema = exchange.upstream_schema(function.get("name")) if isinstance(function, dict) else None
    if schema is None:
        return tool
    return {**tool, "function": {**function, "parameters": schema}}


def _tool_reply(exchange: Exchange, tool: Any, tool_field: str):
    return lambda node, field: exchange.tool_reply(tool, node, field, tool_field)


def _content(content: Any, tokenize, field: str) -> Any:
    if isinstance(content, str):
        return tokenize(content, field) if content else content
    if isinstance(content, list):
        parts = []
        for j, part in enumerate(content):
            if isinstance(part, dict) and part.get("type") in ("text", "refusal"):
                key = part["type"]
                if isinstance(part.get(key), str):
                    part = {**part, key: tokenize(part[key], f"{field}[{j}].{key}")}
            parts.append(part)
        return parts
    return content  # null (an assistant turn of tool calls only), or what the provider will refuse


def _history_calls(exchange: Exchange, message: dict, where: str, calls: dict[str, Any]) -> dict:
    tool_calls = message.get("tool_calls")
    if isinstance(tool_calls, list):
        rewritten = []
        for k, call in enumerate(tool_calls):
            function = call.get("function") if isinstance(call, dict) else None
            if isinstance(function, dict):
                calls[call.get("id")] = function.get("name")
                if isinstance(function.get("arguments"), str):
                    function = {**function, "arguments": exchange.arguments(
                        function["arguments"], f"{where}.tool_calls[{k}].function.arguments")}
                call = {**call, "function": function}
            rewritten.append(call)
        message["tool_calls"] = rewritten
    legacy = message.get("function_call")
    if isinstance(legacy, dict) and isinstance(legacy.get("arguments"), str):
        message["function_call"] = {**legacy, "arguments": exchange.arguments(
            legacy["arguments"], f"{where}.function_call.arguments")}
    return message


def restore_response(exchange: Exchange, body: Any) -> Any:
    """A whole completion as the client reads it."""
    if not isinstance(body, dict) or not isinstance(body.get("choices"), list):
        return body
    for choice in body["choices"]:
        message = choice.get("message") if isinstance(choice, dict) else None
        if not isinstance(message, dict):
            continue
        if isinstance(message.get("content"), str):
            message["content"] = exchange.answer(message["content"])
        for call in message.get("tool_calls") or []:
            function = call.get("function") if isinstance(call, dict) else None
            if isinstance(function, dict) and isinstance(function.get("arguments"), str):
                function["arguments"] = exchange.tool_call(function.get("name"), function["arguments"])
        legacy = message.get("function_call")
        if isinstance(legacy, dict) and isinstance(legacy.get("arguments"), str):
            legacy["arguments"] = exchange.tool_call(legacy.get("name"), legacy["arguments"])
    return body


class _Choice:
    def __init__(self) -> None:
        self.text: AnswerStream | None = None
        self.calls: dict[Any, ToolArgumentsStream] = {}


class ChunkStream:
    """Streamed chunks rewritten one event at a time, every event forwarded in order.

    A choice's held text and arguments are released when its `finish_reason` arrives: in
    that chunk's own delta when it carries one, else as one more chunk right before it.
    """

    def __init__(self, exchange: Exchange) -> None:
        self._exchange = exchange
        self._choices: dict[Any, _Choice] = {}

    @property
    def held(self) -> int:
        """Characters held back right now, over every choice and call."""
        return sum(len(c.text.held) if c.text else 0 for c in self._choices.values()) + \
            sum(len(s.held) for c in self._choices.values() for s in c.calls.values())

    def rewrite(self, event: Event) -> list[Event]:
        data = event.data
        if data is None:
            return [event]
        if data.strip() == "[DONE]":
            return self.finish() + [event]
        try:
            chunk = json.loads(data)
        except ValueError:
            return [event]
        if not isinstance(chunk, dict) or not isinstance(chunk.get("choices"), list):
            return [event]  # a usage chunk, an error: passed on as sent
        before: list[Event] = []
        changed = False
        for choice in chunk["choices"]:
            if not isinstance(choice, dict):
                continue
            index = choice.get("index", 0)
            state = self._choices.setdefault(index, _Choice())
            delta = choice.get("delta")
            fed_text, fed_calls = False, set()
            if isinstance(delta, dict):
                if isinstance(delta.get("content"), str) and delta["content"]:
                    if state.text is None:
                        state.text = self._exchange.answer_stream()
                    delta["content"] = state.text.feed(delta["content"])
                    fed_text = changed = True
                for call in delta.get("tool_calls") or []:
                    if not isinstance(call, dict):
                        continue
                    function = call.get("function") if isinstance(call.get("function"), dict) else {}
                    k = call.get("index", 0)
                    if k not in state.calls:
                        state.calls[k] = self._exchange.tool_stream(function.get("name") or "")
                    if isinstance(function.get("arguments"), str) and function["arguments"]:
                        function["arguments"] = state.calls[k].feed(function["arguments"])
                        fed_calls.add(k)
                        changed = True
            if choice.get("finish_reason") is not None:
                del self._choices[index]
                tails = self._close(state)
                if tails[0] and fed_text:
                    delta["content"] += tails[0]
                    tails = ("", tails[1])
                for k in fed_calls:
                    if tails[1].get(k):
                        _call_in(delta, k)["function"]["arguments"] += tails[1].pop(k)
                if tails[0] or tails[1]:
                    before.append(new_event(event.name, dumps(_tail_chunk(chunk, index, *tails))))
        if not changed and not before:
            return [event]
        return before + [event.with_data(dumps(chunk))]

    def finish(self) -> list[Event]:
        """The stream ended with choices still open: their tails, one chunk each."""
        out = []
        for index, state in list(self._choices.items()):
            del self._choices[index]
            text, calls = self._close(state)
            if text or calls:
                out.append(new_event(None, dumps(_tail_chunk({"object": "chat.completion.chunk"}, index, text, calls))))
        return out

    @staticmethod
    def _close(state: _Choice) -> tuple[str, dict]:
        text = state.text.close() if state.text is not None else ""
        calls = {k: tail for k, stream in state.calls.items() if (tail := stream.close())}
        return text, calls


def _call_in(delta: dict, k: Any) -> dict:
    return next(call for call in delta["tool_calls"] if isinstance(call, dict) and call.get("index", 0) == k)


def _tail_chunk(chunk: dict, index: Any, text: str, calls: dict) -> dict:
    delta: dict = {}
    if text:
        delta["content"] = text
    if calls:
        delta["tool_calls"] = [{"index": k, "function": {"arguments": tail}} for k, tail in calls.items()]
    head = {key: chunk[key] for key in ("id", "object", "created", "model", "system_fingerprint") if key in chunk}
    return {**head, "choices": [{"index": index, "delta": delta, "finish_reason": None}]}


def error_event(refusal: Exception) -> Event:
    """How an OpenAI stream says it failed: a chunk holding only `error`, nothing after it."""
    code = getattr(refusal, "code", "error")
    message = getattr(refusal, "message", "the stream was ended")
    return new_event(None, dumps({"error": {"message": message, "type": "resguardo_error", "code": code}}))
