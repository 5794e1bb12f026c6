"""A scripted model provider for trying and testing the gateway offline.

    python -m tests.support.scripted_model --port 5090

It answers OpenAI Chat Completions (`/v1/chat/completions`, `/v1/models`) and Anthropic
Messages (`/v1/messages`, `/v1/messages/count_tokens`) in their wire formats, streamed and
not, and records every request as it arrived (`GET /_requests`; `DELETE /_requests` clears).

What it answers: the next reply queued with `POST /_script` (`{"replies": [...]}`), each
`{"text"?, "tool_calls"?: [{"name", "arguments"}], "pieces"?: N, "status"?, "body"?}`, where
`{t1}`, `{t2}`… in a text or arguments stand for the first, second… distinct token the model
read in that request, `pieces` is how many characters each streamed delta holds (default 4),
and `status` with `body` is an error answered as is. With nothing queued: when the request
offers tools and its last message is not a tool's reply, it calls the first tool with
`{"text": <the last user text>}`; otherwise it says `Noted: <the last text it read>`.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import time
from typing import Any

from aiohttp import web

_TOKEN = re.compile(r"\[[A-Z][A-Z0-9_]{0,16}_[0-9a-f]{12}\]")
REQUESTS = web.AppKey("requests", list)
SCRIPT = web.AppKey("script", list)
_ids = itertools.count(1)


def _texts(node: Any) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [t for value in node.values() for t in _texts(value)]
    if isinstance(node, list):
        return [t for value in node for t in _texts(value)]
    return []


def _fill(template: str, body: dict) -> str:
    tokens = list(dict.fromkeys(_TOKEN.findall("\n".join(_texts(body.get("system", ""))
                                                        + _texts(body.get("messages", []))))))
    return re.sub(r"\{t(\d+)\}", lambda m: tokens[int(m.group(1)) - 1] if int(m.group(1)) <= len(tokens) else m.group(0),
                  template)


def _last_text(message: dict) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    texts = []
    for block in content or []:
        if isinstance(block, dict):
            if isinstance(block.get("text"), str):
                texts.append(block["text"])
            elif block.get("type") == "tool_result":
                texts += _texts(block.get("content"))
    return " ".join(texts)


def _default_reply(body: dict) -> dict:
    messages = body.get("messages") or [{}]
    last = messages[-1]
    tool_reply = last.get("role") == "tool" or (
        isinstance(last.get("content"), list)
        and any(isinstance(b, dict) and b.get("type") == "tool_result" for b in last["content"]))
    tools = body.get("tools") or []
    if tools and not tool_reply:
        first = tools[0]
        name = first.get("function", {}).get("name") if "function" in first else first.get("name")
        return {"tool_calls": [{"name": name, "arguments": json.dumps({"text": _last_text(last)})}]}
    return {"text": f"Noted: {_last_text(last)}"}


def _next_reply(request: web.Request, body: dict) -> dict:
    script = request.app[SCRIPT]
    reply = script.pop(0) if script else _default_reply(body)
    reply = dict(reply)
    if isinstance(reply.get("text"), str):
        reply["text"] = _fill(reply["text"], body)
    reply["tool_calls"] = [{**call, "arguments": _fill(call["arguments"], body)} for call in reply.get("tool_calls") or []]
    return reply


def _pieces(text: str, size: int) -> list[str]:
    return [text[i:i + size] for i in range(0, len(text), size)] or []


async def _record(request: web.Request) -> dict:
    raw = await request.text()
    request.app[REQUESTS].append({"path": request.path, "headers": dict(request.headers), "raw": raw})
    return json.loads(raw) if raw else {}


async def _sse(request: web.Request, events: list[tuple[str | None, str]]) -> web.StreamResponse:
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "x-request-id": "req_scripted"})
    await response.prepare(request)
    for name, data in events:
        head = f"event: {name}\n" if name else ""
        await response.write(f"{head}data: {data}\n\n".encode())
    await response.write_eof()
    return response


def _dumps(body: Any) -> str:
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


async def chat_completions(request: web.Request) -> web.StreamResponse:
    body = await _record(request)
    reply = _next_reply(request, body)
    if "status" in reply:
        return web.json_response(reply.get("body", {}), status=reply["status"])
    model, n, created = body.get("model", "scripted"), next(_ids), int(time.time())
    text, calls, size = reply.get("text"), reply["tool_calls"], reply.get("pieces", 4)
    finish = "tool_calls" if calls else "stop"
    usage = {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
    if not body.get("stream"):
        message: dict = {"role": "assistant", "content": text, "refusal": None}
        if calls:
            message["tool_calls"] = [{"id": f"call_{n}_{k}", "type": "function",
                                      "function": {"name": c["name"], "arguments": c["arguments"]}}
                                     for k, c in enumerate(calls)]
        return web.json_response({"id": f"chatcmpl-{n}", "object": "chat.completion", "created": created,
                                  "model": model, "choices": [{"index": 0, "message": message, "logprobs": None,
                                                               "finish_reason": finish}], "usage": usage})
    head = {"id": f"chatcmpl-{n}", "object": "chat.completion.chunk", "created": created, "model": model}

    def chunk(delta: dict, finish_reason: str | None = None) -> tuple[None, str]:
        return None, _dumps({**head, "choices": [{"index": 0, "delta": delta, "logprobs": None,
                                                  "finish_reason": finish_reason}], "obfuscation": "x9"})

    events = [chunk({"role": "assistant", "content": ""})]
    events += [chunk({"content": piece}) for piece in _pieces(text or "", size)]
    for k, call in enumerate(calls):
        events.append(chunk({"tool_calls": [{"index": k, "id": f"call_{n}_{k}", "type": "function",
                                             "function": {"name": call["name"], "arguments": ""}}]}))
        events += [chunk({"tool_calls": [{"index": k, "function": {"arguments": piece}}]})
                   for piece in _pieces(call["arguments"], size)]
    events.append(chunk({}, finish))
    if (body.get("stream_options") or {}).get("include_usage"):
        events.append((None, _dumps({**head, "choices": [], "usage": usage})))
    events.append((None, "[DONE]"))
    return await _sse(request, events)


async def messages(request: web.Request) -> web.StreamResponse:
    body = await _record(request)
    reply = _next_reply(request, body)
    if "status" in reply:
        return web.json_response(reply.get("body", {}), status=reply["status"])
    model, n = body.get("model", "scripted"), next(_ids)
    text, calls, size = reply.get("text"), reply["tool_calls"], reply.get("pieces", 4)
    stop = "tool_use" if calls else "end_turn"
    blocks: list[dict] = [{"type": "text", "text": text}] if text else []
    blocks += [{"type": "tool_use", "id": f"toolu_{n}_{k}", "name": c["name"], "input": json.loads(c["arguments"])}
               for k, c in enumerate(calls)]
    message = {"id": f"msg_{n}", "type": "message", "role": "assistant", "model": model, "content": blocks,
               "stop_reason": stop, "stop_sequence": None, "usage": {"input_tokens": 10, "output_tokens": 5}}
    if not body.get("stream"):
        return web.json_response(message)
    events: list[tuple[str | None, str]] = [
        ("message_start", _dumps({"type": "message_start", "message": {**message, "content": [], "stop_reason": None}})),
        ("ping", _dumps({"type": "ping"})),
    ]
    index = 0
    if text:
        events.append(("content_block_start", _dumps({"type": "content_block_start", "index": index,
                                                      "content_block": {"type": "text", "text": ""}})))
        events += [("content_block_delta", _dumps({"type": "content_block_delta", "index": index,
                                                   "delta": {"type": "text_delta", "text": piece}}))
                   for piece in _pieces(text, size)]
        events.append(("content_block_stop", _dumps({"type": "content_block_stop", "index": index})))
        index += 1
    for k, call in enumerate(calls):
        events.append(("content_block_start", _dumps({"type": "content_block_start", "index": index, "content_block": {
            "type": "tool_use", "id": f"toolu_{n}_{k}", "name": call["name"], "input": {}}})))
        events += [("content_block_delta", _dumps({"type": "content_block_delta", "index": index,
                                                   "delta": {"type": "input_json_delta", "partial_json": piece}}))
                   for piece in _pieces(call["arguments"], size)]
        events.append(("content_block_stop", _dumps({"type": "content_block_stop", "index": index})))
        index += 1
    events.append(("message_delta", _dumps({"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": None},
                                            "usage": {"output_tokens": 5}})))
    events.append(("message_stop", _dumps({"type": "message_stop"})))
    return await _sse(request, events)


async def count_tokens(request: web.Request) -> web.Response:
    body = await _record(request)
    return web.json_response({"input_tokens": len(_dumps(body.get("messages", []))) // 4})


async def models(request: web.Request) -> web.Response:
    request.app[REQUESTS].append({"path": request.path, "headers": dict(request.headers), "raw": ""})
    return web.json_response({"object": "list", "data": [{"id": "scripted", "object": "model", "created": 0,
                                                          "owned_by": "resguardo-tests"}]})


async def get_requests(request: web.Request) -> web.Response:
    return web.json_response(request.app[REQUESTS])


async def clear_requests(request: web.Request) -> web.Response:
    request.app[REQUESTS].clear()
    request.app[SCRIPT].clear()
    return web.Response(status=204)


async def put_script(request: web.Request) -> web.Response:
    request.app[SCRIPT].extend((await request.json())["replies"])
    return web.Response(status=204)


def make_app() -> web.Application:
    app = web.Application()
    app[REQUESTS] = []
    app[SCRIPT] = []
    app.router.add_post("/v1/chat/completions", chat_completions)
    app.router.add_get("/v1/models", models)
    app.router.add_post("/v1/messages", messages)
    app.router.add_post("/v1/messages/count_tokens", count_tokens)
    app.router.add_get("/_requests", get_requests)
    app.router.add_delete("/_requests", clear_requests)
    app.router.add_post("/_script", put_script)
    return app


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.support.scripted_model", description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=5090)
    args = parser.parse_args(argv)
    web.run_app(make_app(), host=args.host, port=args.port, print=lambda *_: None)


if __name__ == "__main__":
    main()
