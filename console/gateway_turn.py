"""A scenario played through the daemon's gateway (docs/gateway.md) instead of the /v1 API.

The console then stands where an agent stands: it sends OpenAI Chat Completions requests to
the daemon's `/openai/v1/chat/completions`, holding the whole conversation as an agent would
(the customer's words as typed, tool calls as the tools received them, tool replies as they
returned), and `ScenarioModel` stands where the provider stands: an OpenAI-compatible
upstream on loopback that plays the scenario's model steps with the tokens it read. Start
the daemon with `--openai-upstream <ScenarioModel.url>/v1`.

It yields the player's own step results (console/turn.py), so a screen shows both modes the
same way. What the model read is what the upstream received; a customer's message or a
tool's reply is shown once the next model step has sent it.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
from aiohttp import web

from console.client import DaemonClient
from console.scenarios import Scenario, ScenarioError, SeenTokens, chunk_text
from console.turn import (
    ANSWER_CHUNK_SIZE,
    AnswerChunkReleased,
    AnswerStreamed,
    CustomerTokenized,
    StepResult,
    ToolCalled,
    ToolReplied,
    TurnFinished,
    check_grants,
)


class ScenarioModel:
    """The scenario's model as an OpenAI-compatible upstream: each request it receives is
    answered with the next queued step (a tool call, or an answer streamed in chunks)."""

    def __init__(self) -> None:
        self.seen = SeenTokens()
        self.received: list[dict] = []
        self._next: list[dict] = []
        self._runner: web.AppRunner | None = None
        self.url = ""

    async def start(self, port: int = 0) -> str:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._completions)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", port)
        await site.start()
        bound = self._runner.addresses[0][1]
        self.url = f"http://127.0.0.1:{bound}"
        return self.url

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    def queue(self, reply: dict) -> dict:
        """Answer the next request with `reply`; once answered, it holds `written`, what the
        model wrote (its placeholders resolved to the tokens it read)."""
        self._next.append(reply)
        return reply

    async def _completions(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.received.append(body)
        self.seen.observe(body.get("messages", []))
        if not self._next:
            return web.json_response({"error": {"message": "the scenario has no model step here"}}, status=500)
        reply = self._next.pop(0)
        head = {"id": f"chatcmpl-{len(self.received)}", "created": int(time.time()), "model": body.get("model", "")}
        try:
            if "tool" in reply:
                arguments = self.seen.resolve(reply["arguments"])
                message = {"role": "assistant", "content": None, "tool_calls": [{
                    "id": f"call_{len(self.received)}", "type": "function",
                    "function": {"name": reply["tool"], "arguments": json.dumps(arguments, ensure_ascii=False)}}]}
                reply["written"] = arguments
                return web.json_response({**head, "object": "chat.completion", "choices": [
                    {"index": 0, "message": message, "finish_reason": "tool_calls"}]})
            text = self.seen.resolve(reply["text"])
        except ScenarioError as wrong:
            return web.json_response({"error": {"message": str(wrong)}}, status=500)
        reply["written"] = text
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        chunks = [{"content": piece} for piece in chunk_text(text, reply.get("chunk_size", ANSWER_CHUNK_SIZE))]
        for delta, finish in [({"role": "assistant", "content": ""}, None), *[(c, None) for c in chunks], ({}, "stop")]:
            chunk = {**head, "object": "chat.completion.chunk",
                     "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
            await response.write(f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode())
        await response.write(b"data: [DONE]\n\n")
        await response.write_eof()
        return response


async def play_through_gateway(client: DaemonClient, model: ScenarioModel, scenario: Scenario, *,
                               add_grants: bool = False, chunk_size: int = ANSWER_CHUNK_SIZE,
                               ) -> AsyncIterator[StepResult]:
    """Play `scenario` through the gateway of `client`'s daemon, yielding the player's results.

    The daemon must send `/openai/v1` to `model` (`--openai-upstream {model.url}/v1`).
    Errors from the daemon raise ScenarioError naming the status and the error code.
    """
    # As on /v1 (console/turn.py): the operator's grants are left as they are unless the
    # operator agreed to add the scenario's missing ones.
    if scenario.grants:
        yield await check_grants(client, scenario, add_grants)
    started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - 1))
    routing = {"X-Resguardo-Tenant": scenario.tenant, "X-Resguardo-Session": scenario.session}
    messages: list[dict] = []
    calls: dict[str, str] = {}  # tool -> the id of its latest call, for its reply
    for item in scenario.history:
        messages += _history_messages(item, calls)
    pending: list[tuple[str, Any, int]] = []  # (kind, as typed / returned, index in messages)
    url = client.base_url + "/openai/v1/chat/completions"
    async with aiohttp.ClientSession() as http:
        for step in scenario.steps:
            if step.kind == "customer":
                pending.append(("customer", step.text, len(messages)))
                messages.append({"role": "user", "content": step.text})
            elif step.kind == "tool_result":
                tool_id = calls.get(step.tool) or _new_call(messages, calls, step.tool)
                pending.append((step.tool, step.payload, len(messages)))
                messages.append({"role": "tool", "tool_call_id": tool_id,
                                 "content": json.dumps(step.payload, ensure_ascii=False)})
            elif step.kind == "tool_call":
                reply = model.queue({"tool": step.tool, "arguments": step.payload})
                answer = await _post(http, url, routing, messages, stream=False)
                for result in _read(model, pending):
                    yield result
                message = answer["choices"][0]["message"]
                call = message["tool_calls"][0]
                calls[step.tool] = call["id"]
                messages.append(message)
                received = json.loads(call["function"]["arguments"])
                yield ToolCalled(step.tool, reply["written"], received, [])
            elif step.kind == "answer":
                reply = model.queue({"text": step.text, "chunk_size": chunk_size})
                released = ""
                async for piece in _stream(http, url, routing, messages):
                    for result in _read(model, pending):  # the request has reached the model
                        yield result
                    released += piece
                    if piece:
                        yield AnswerChunkReleased(piece, released)
                messages.append({"role": "assistant", "content": released})
                yield AnswerStreamed(reply["written"], released)
            elif step.kind == "pause":
                # Nothing to wipe: the gateway keeps no run. The agent's stored roles go on.
                messages = [m for m in messages if m["role"] in step.store
                            and not (m.get("tool_calls") and "tool" not in step.store)]
    events = [e for e in reversed(await client.events(limit=500, since=started))
              if e.get("session") == scenario.session and str(e.get("run_id", "")).startswith("gw-")]
    yield TurnFinished(list(dict.fromkeys(e["run_id"] for e in events)), events)


def _history_messages(item: dict, calls: dict[str, str]) -> list[dict]:
    if item.get("role") == "tool":
        tool = item.get("tool", "tool")
        out: list[dict] = []
        call_id = calls.get(tool) or _new_call(out, calls, tool)
        return out + [{"role": "tool", "tool_call_id": call_id,
                       "content": json.dumps(item.get("content"), ensure_ascii=False)}]
    content = item.get("content")
    return [{"role": item.get("role", "user"),
             "content": content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)}]


def _new_call(messages: list[dict], calls: dict[str, str], tool: str) -> str:
    """A tool reply with no call before it (a scenario may start from one): the call it answers."""
    call_id = f"call_history_{len(calls) + 1}"
    calls[tool] = call_id
    messages.append({"role": "assistant", "content": None, "tool_calls": [
        {"id": call_id, "type": "function", "function": {"name": tool, "arguments": "{}"}}]})
    return call_id


def _read(model: ScenarioModel, pending: list) -> list[StepResult]:
    """The customer messages and tool replies the model has now read, as it read them."""
    read = model.received[-1]["messages"] if model.received else []
    out: list[StepResult] = []
    for kind, given, index in pending:
        seen = read[index]["content"] if index < len(read) else ""
        if kind == "customer":
            out.append(CustomerTokenized(given, seen))
        else:
            try:
                seen = json.loads(seen)
            except ValueError:
                pass
            out.append(ToolReplied(kind, given, seen))
    pending.clear()
    return out


async def _post(http: aiohttp.ClientSession, url: str, routing: dict, messages: list, stream: bool) -> dict:
    async with http.post(url, json={"model": "scenario", "messages": messages, "stream": stream},
                         headers=routing) as answer:
        body = await answer.read()
        if answer.status != 200:
            raise ScenarioError(f"the gateway answered {answer.status}: {_code(body)}")
        return json.loads(body)


async def _stream(http: aiohttp.ClientSession, url: str, routing: dict, messages: list):
    async with http.post(url, json={"model": "scenario", "messages": messages, "stream": True},
                         headers=routing) as answer:
        if answer.status != 200:
            raise ScenarioError(f"the gateway answered {answer.status}: {_code(await answer.read())}")
        buffer = ""
        async for data in answer.content.iter_any():
            buffer += data.decode("utf-8")
            while "\n\n" in buffer:
                event, buffer = buffer.split("\n\n", 1)
                payload = event.removeprefix("data: ")
                if payload == "[DONE]":
                    return
                chunk = json.loads(payload)
                if "error" in chunk:
                    raise ScenarioError(f"the gateway ended the answer: {chunk['error'].get('code')}")
                for choice in chunk.get("choices", []):
                    yield choice.get("delta", {}).get("content") or ""
            await asyncio.sleep(0)


def _code(body: bytes) -> str:
    try:
        return str(json.loads(body).get("error"))
    except (ValueError, AttributeError):
        return "an answer that is not JSON"
