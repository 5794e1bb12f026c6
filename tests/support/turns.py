"""Helpers for the boundary tests over real HTTP: the test plays the model and the tools.

`Api` wraps one aiohttp session against a real `resguardod`; every response the model
would read (customer text, rebuilt history, tool replies) is kept in `model_read`, and
every token seen anywhere in `tokens_seen`, so invariant checks can search for them.
"""

from __future__ import annotations

import json
import re
import uuid
from typing import Any

import aiohttp

TOKEN_RE = re.compile(r"\[([A-Za-z][A-Za-z0-9_]{0,16})_([0-9A-Fa-f]{12})\]")


# A hex id's digits spelled as letters: eight random hex digits are all digits one time in forty,
# and then an id may read as a value the boundary refuses in a tool's name ("mail_42969714x" is a
# valid ES_NIF), which made a test fail by chance.
_LETTERS_FOR_DIGITS = str.maketrans("0123456789", "ghijklmnop")


def uid(prefix: str = "") -> str:
    return f"{prefix}{uuid.uuid4().hex[:8].translate(_LETTERS_FOR_DIGITS)}"


def tokens_in(obj: Any) -> list[str]:
    """Every token in a JSON-able object (keys and leaves), in order."""
    text = obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False)
    return [m.group(0) for m in TOKEN_RE.finditer(text)]


def text_of(obj: Any) -> str:
    return obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False)


def value_variants(value: str) -> set[str]:
    """The value as typed plus its compact forms (so a reformatted leak is caught too)."""
    variants = {value, value.lower(), value.upper()}
    compact = re.sub(r"[\s.\-]", "", value)
    if len(compact) >= 6:
        variants |= {compact, compact.lower(), compact.upper()}
    digits = re.sub(r"\D", "", value)
    if len(digits) >= 8:
        variants.add(digits)
    return variants


class Api:
    def __init__(self, daemon, session: aiohttp.ClientSession) -> None:
        self.daemon = daemon
        self.http = session
        self.url = daemon.url
        self.model_read: list[str] = []
        self.tokens_seen: set[str] = set()
        self.bodies: list[str] = []  # every raw response body, errors included

    async def request(self, method: str, path: str, body: Any = None, *, auth: bool = True,
                      raw: bytes | None = None, headers: dict | None = None) -> tuple[int, Any]:
        hdrs = dict(self.daemon.auth) if auth else {}
        hdrs.update(headers or {})
        kwargs: dict = {}
        if raw is not None:
            kwargs["data"] = raw
            hdrs.setdefault("Content-Type", "application/json")
        elif body is not None:
            kwargs["json"] = body
        async with self.http.request(method, self.url + path, headers=hdrs, **kwargs) as resp:
            text = await resp.text()
            self.bodies.append(text)
            self.tokens_seen.update(tokens_in(text))
            try:
                data = json.loads(text) if text else None
            except ValueError:
                data = text
            return resp.status, data

    async def ok(self, method: str, path: str, body: Any = None, status: int = 200) -> Any:
        got, data = await self.request(method, path, body)
        assert got == status, f"{method} {path}: {got} {data}"
        return data

    # ---- a turn -----------------------------------------------------------------------
    async def open_run(self, tenant: str, session: str, history: list | None = None, **extra) -> dict:
        body = {"tenant": tenant, "session": session, **extra}
        if history is not None:
            body["history"] = history
        data = await self.ok("POST", "/v1/runs", body, status=201)
        for item in data["history"]:
            self.model_read.append(text_of(item["content"]))
        return data

    async def customer(self, run_id: str, text: str) -> str:
        data = await self.ok("POST", f"/v1/runs/{run_id}/customer", {"text": text})
        self.model_read.append(data["text"])
        return data["text"]

    async def tool_result(self, run_id: str, tool: str, result: Any) -> Any:
        data = await self.ok("POST", f"/v1/runs/{run_id}/tool-results", {"tool": tool, "result": result})
        self.model_read.append(text_of(data["result"]))
        return data["result"]

    async def tool_call(self, run_id: str, tool: str, arguments: Any) -> dict:
        return await self.ok("POST", f"/v1/runs/{run_id}/tool-calls", {"tool": tool, "arguments": arguments})

    async def answer(self, run_id: str, text: str, strict: bool | None = None) -> str:
        body: dict = {"text": text}
        if strict is not None:
            body["strict"] = strict
        return (await self.ok("POST", f"/v1/runs/{run_id}/answer", body))["text"]

    async def events(self, run_id: str | None = None, **filters) -> list[dict]:
        query = {**filters}
        if run_id:
            query["run_id"] = run_id
        query.setdefault("limit", 10000)
        qs = "&".join(f"{k}={v}" for k, v in query.items())
        return await self.ok("GET", f"/v1/events?{qs}")

    async def audit(self, run_id: str | None = None) -> list[dict]:
        qs = f"?run_id={run_id}&limit=10000" if run_id else "?limit=10000"
        return await self.ok("GET", f"/v1/audit{qs}")

    async def grant(self, tool: str, entity_type: str) -> None:
        await self.ok("PUT", "/v1/grants", {"tool": tool, "entity_type": entity_type}, status=201)

    async def ungrant(self, tool: str, entity_type: str) -> None:
        await self.request("DELETE", f"/v1/grants/{tool}/{entity_type}")

    async def stream(self, run_id: str, chunks: list[str]) -> list[str]:
        """Send chunks over the WebSocket, then the empty frame; all frames received."""
        frames: list[str] = []
        async with self.http.ws_connect(self.url + f"/v1/runs/{run_id}/answer/stream",
                                        headers=self.daemon.auth) as ws:
            for chunk in chunks:
                await ws.send_str(chunk)
            await ws.send_str("")
            async for message in ws:
                if message.type == aiohttp.WSMsgType.TEXT:
                    frames.append(message.data)
                else:
                    break
        return frames
