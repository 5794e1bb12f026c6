"""A thin async client of the daemon's HTTP API: one method per route, nothing clever.

The console talks to `resguardod` only through this module. Every non-2xx answer becomes a
`DaemonError(status, code, message)` whose message is the daemon's own (it never carries a
value), so screens can show refusals as the daemon worded them.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterable
from typing import Any

import aiohttp

from console.launcher import HELLO_PATH, hello_request, proof_holds

# The answer stream's JSON mode (daemon/web/v1_routes.py, docs/api.md).
JSON_STREAM_PROTOCOL = "resguardo.json"

class DaemonError(Exception):
    """The daemon refused a request, or could not be reached (status 0)."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(f"{message} ({code}, {status})" if status else message)
        self.status = status
        self.code = code
        self.message = message


class DaemonClient:
    """Async client for one daemon: `base_url` and the bearer token for /v1.

    The aiohttp session is opened lazily inside the running event loop (and reopened if the
    loop changed, as it does between test runs), so the client can be built before the app.
    `connect()` points it at another daemon, e.g. the one the launcher started.
    """

    def __init__(self, base_url: str | None = None, api_token: str | None = None,
                 *, timeout: float = 30.0) -> None:
        self.base_url = (base_url or "").rstrip("/")
        self.api_token = api_token
        self._timeout = aiohttp.ClientTimeout(total=timeout)
        self._session: aiohttp.ClientSession | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        # The base URL whose daemon proved it holds api_token (_headers_proven).
        self._proven_for: str | None = None

    def __repr__(self) -> str:
        # The token is a credential: never in a repr, a log or a notification.
        return f"DaemonClient({self.base_url!r})"

    def connect(self, base_url: str, api_token: str | None) -> None:
        """Point the client at `base_url` with `api_token` (used once a daemon is up)."""
        self.base_url = base_url.rstrip("/")
        self.api_token = api_token
        self._proven_for = None

    @property
    def connected(self) -> bool:
        """True once the client knows where the daemon is."""
        return bool(self.base_url)

    async def close(self) -> None:
        """Close the HTTP session (safe to call twice)."""
        if self._session is not None and not self._session.closed:
            await self._session.close()
        self._session = None

    # ---- plumbing ----------------------------------------------------------------------------

    def _http(self) -> aiohttp.ClientSession:
        loop = asyncio.get_running_loop()
        if self._session is None or self._session.closed or self._loop is not loop:
            self._session = aiohttp.ClientSession(timeout=self._timeout)
            self._loop = loop
        return self._session

    async def _headers_proven(self, path: str) -> dict[str, str]:
        """The Authorization header for /v1, once the daemon at base_url has proven it holds the
        token (POST /v1/hello, console/launcher.py); DaemonError `unproven_daemon` otherwise,
        and the token is not sent. A proof stands until the client is pointed elsewhere, the
        daemon cannot be reached, or it refuses the token: whatever answers next proves anew."""
        if not (path.startswith("/v1") and self.api_token):
            return {}
        if self._proven_for != self.base_url:
            await self._prove()
        return {"Authorization": f"Bearer {self.api_token}"}

    async def _prove(self) -> None:
        assert self.api_token is not None
        nonce, body = hello_request(self.base_url)
        try:
            async with self._http().post(self.base_url + HELLO_PATH, data=body, allow_redirects=False,
                                         headers={"Content-Type": "application/json"}) as response:
                answer = await response.json(content_type=None) if response.status == 200 else None
        except aiohttp.ClientError as problem:
            raise DaemonError(0, "unreachable", f"no daemon answers at {self.base_url} ({type(problem).__name__})") from None
        except TimeoutError:
            raise DaemonError(0, "timeout", f"the daemon at {self.base_url} did not answer in time") from None
        except ValueError:
            answer = None
        if not proof_holds(self.base_url, self.api_token, nonce, answer):
            raise DaemonError(0, "unproven_daemon",
                              f"the server at {self.base_url} does not prove it is this data directory's "
                              "Resguardo daemon, so the console did not send it the API token")
        self._proven_for = self.base_url

    def _forget_proof(self) -> None:
        self._proven_for = None

    async def _request(self, method: str, path: str, *, json_body: Any = None, data: str | None = None,
                       params: dict | None = None, expect_text: bool = False) -> Any:
        if not self.connected:
            raise DaemonError(0, "not_connected", "the console is not connected to a daemon yet")
        headers = await self._headers_proven(path)
        if data is not None:
            headers["Content-Type"] = "text/yaml"
        clean = {k: str(v) for k, v in (params or {}).items() if v not in (None, "")}
        try:
            async with self._http().request(method, self.base_url + path, json=json_body, data=data,
                                            params=clean, headers=headers) as response:
                body = await response.text()
                if response.status == 401:
                    self._forget_proof()  # the token no longer works there: prove again next time
                if response.status >= 400:
                    raise _error_from(response.status, body)
                if response.status == 204 or expect_text:
                    return body if expect_text else None
                return json.loads(body) if body else None
        except aiohttp.ClientError as problem:
            # Gone, maybe for good: whatever answers on this port next has to prove itself.
            self._forget_proof()
            raise DaemonError(0, "unreachable", f"no daemon answers at {self.base_url} ({type(problem).__name__})") from None
        except TimeoutError:
            raise DaemonError(0, "timeout", f"the daemon at {self.base_url} did not answer in time") from None

    # ---- health ------------------------------------------------------------------------------

    async def health(self) -> bool:
        """True when GET /health answers 200 (the analyzer is warm)."""
        try:
            await self._request("GET", "/health", expect_text=True)
            return True
        except DaemonError:
            return False

    # ---- analysis ----------------------------------------------------------------------------

    async def analyze(self, text: str, language: str, detector: str | None = None) -> dict:
        """POST /v1/analyze → {spans, detector}."""
        body = {"text": text, "language": language}
        if detector:
            body["detector"] = detector
        return await self._request("POST", "/v1/analyze", json_body=body)

    # ---- runs ----------------------------------------------------------------------------

    async def create_run(self, tenant: str, session: str, *, language: str = "auto",
                         history: list[dict] | None = None, ttl_seconds: float | None = None) -> dict:
        """POST /v1/runs → {run_id, expires_at, history}."""
        body: dict[str, Any] = {"tenant": tenant, "session": session, "language": language}
        if history is not None:
            body["history"] = history
        if ttl_seconds is not None:
            body["ttl_seconds"] = ttl_seconds
        return await self._request("POST", "/v1/runs", json_body=body)

    async def delete_run(self, run_id: str) -> None:
        """DELETE /v1/runs/{id}: the mapping is wiped."""
        await self._request("DELETE", f"/v1/runs/{run_id}")

    async def tokenize_customer(self, run_id: str, text: str) -> str:
        """POST /v1/runs/{id}/customer → the text the model reads."""
        return (await self._request("POST", f"/v1/runs/{run_id}/customer", json_body={"text": text}))["text"]

    async def tokenize_tool_result(self, run_id: str, tool: str, result: Any) -> Any:
        """POST /v1/runs/{id}/tool-results → the reply as the model reads it, same shape."""
        answer = await self._request("POST", f"/v1/runs/{run_id}/tool-results",
                                     json_body={"tool": tool, "result": result})
        return answer["result"]

    async def restore_tool_call(self, run_id: str, tool: str, arguments: Any) -> dict:
        """POST /v1/runs/{id}/tool-calls → {arguments, decisions}."""
        return await self._request("POST", f"/v1/runs/{run_id}/tool-calls",
                                   json_body={"tool": tool, "arguments": arguments})

    async def restore_answer(self, run_id: str, text: str, strict: bool = False) -> str:
        """POST /v1/runs/{id}/answer → the answer as the customer reads it."""
        body = {"text": text, "strict": strict}
        return (await self._request("POST", f"/v1/runs/{run_id}/answer", json_body=body))["text"]

    async def stream_answer(self, run_id: str, chunks: Iterable[str],
                            delay: float = 0.0) -> AsyncIterator[str]:
        """Stream `chunks` through the answer WebSocket; yield each released frame as it arrives.

        The chunks are sent by a separate task (with `delay` seconds between them) so that
        released text is yielded while the answer is still being written, as a customer
        would see it. In the stream's JSON mode (docs/api.md), as LLM deltas are best sent: an
        empty chunk is nothing, and only `{"end": true}` ends the answer; the server sends
        the held tail, its own end and closes. A daemon without that mode (raw text frames)
        is sent the chunks as they are and an empty frame to end.
        """
        url = self.base_url + f"/v1/runs/{run_id}/answer/stream"
        try:
            ws = await self._http().ws_connect(url, headers=await self._headers_proven("/v1"),
                                               protocols=(JSON_STREAM_PROTOCOL,))
        except aiohttp.WSServerHandshakeError as problem:
            raise DaemonError(problem.status, "stream_refused", f"the answer stream was refused ({problem.status})") from None
        except aiohttp.ClientError as problem:
            self._forget_proof()
            raise DaemonError(0, "unreachable", f"no daemon answers at {self.base_url} ({type(problem).__name__})") from None
        json_mode = ws.protocol == JSON_STREAM_PROTOCOL

        async def write() -> None:
            for chunk in chunks:
                if chunk:
                    await ws.send_str(json.dumps({"text": chunk}) if json_mode else chunk)
                    if delay:
                        await asyncio.sleep(delay)
            await ws.send_str('{"end": true}' if json_mode else "")

        writer = asyncio.create_task(write())
        try:
            async for message in ws:
                if message.type == aiohttp.WSMsgType.TEXT:
                    released = _released_text(message.data) if json_mode else message.data
                    if released:
                        yield released
                elif message.type in (aiohttp.WSMsgType.ERROR, aiohttp.WSMsgType.CLOSE):
                    break
            await writer
        finally:
            if not writer.done():
                writer.cancel()
            await ws.close()
        if ws.close_code not in (None, 1000):
            raise DaemonError(ws.close_code or 0, "stream_closed", f"the answer stream closed with {ws.close_code}")

    # ---- policy and grants -----------------------------------------------------------------------

    async def get_policy(self) -> list[str]:
        """GET /v1/policy → the entity types tokenized in runs."""
        return (await self._request("GET", "/v1/policy"))["entities"]

    async def put_policy(self, entities: list[str]) -> None:
        """PUT /v1/policy; unknown types are refused (422)."""
        await self._request("PUT", "/v1/policy", json_body={"entities": entities})

    async def grants(self) -> list[dict]:
        """GET /v1/grants → [{tool, entity_type}]."""
        return await self._request("GET", "/v1/grants")

    async def add_grant(self, tool: str, entity_type: str) -> None:
        """PUT /v1/grants; wildcards, empty or unknown types are refused (422)."""
        await self._request("PUT", "/v1/grants", json_body={"tool": tool, "entity_type": entity_type})

    async def remove_grant(self, tool: str, entity_type: str) -> None:
        """DELETE /v1/grants/{tool}/{entity_type}."""
        from urllib.parse import quote

        await self._request("DELETE", f"/v1/grants/{quote(tool, safe='')}/{quote(entity_type, safe='')}")

    # ---- tool contracts ----------------------------------------------------------------------

    async def contract(self, tool: str) -> dict | None:
        """GET /v1/contracts/{tool} → {tool, input, output}, or None when the tool has none."""
        from urllib.parse import quote

        try:
            return await self._request("GET", f"/v1/contracts/{quote(tool, safe='')}")
        except DaemonError as problem:
            if problem.status == 404:
                return None
            raise

    async def put_contract(self, tool: str, contract: dict) -> dict:
        """PUT /v1/contracts/{tool} with {input?, output?}; a loose schema is refused (422)."""
        from urllib.parse import quote

        return await self._request("PUT", f"/v1/contracts/{quote(tool, safe='')}", json_body=contract)

    async def delete_contract(self, tool: str) -> None:
        """DELETE /v1/contracts/{tool}."""
        from urllib.parse import quote

        await self._request("DELETE", f"/v1/contracts/{quote(tool, safe='')}")

    async def test_contract(self, tool: str, body: dict) -> dict:
        """POST /v1/contracts/{tool}/test: a call or a reply against a contract, nothing written."""
        from urllib.parse import quote

        return await self._request("POST", f"/v1/contracts/{quote(tool, safe='')}/test", json_body=body)

    async def get_policy_file(self) -> str:
        """GET /v1/policy-file → the grants and policy as YAML text."""
        return await self._request("GET", "/v1/policy-file", expect_text=True)

    async def put_policy_file(self, text: str) -> dict:
        """PUT /v1/policy-file (YAML) → {grants, entities}; 422 names the bad line."""
        return await self._request("PUT", "/v1/policy-file", data=text)

    # ---- record ------------------------------------------------------------------------------

    async def events(self, *, kind: str | None = None, tool: str | None = None,
                     entity_type: str | None = None, since: str | None = None,
                     until: str | None = None, limit: int | None = None) -> list[dict]:
        """GET /v1/events, newest first."""
        return await self._request("GET", "/v1/events", params={
            "kind": kind, "tool": tool, "entity_type": entity_type, "since": since,
            "until": until, "limit": limit})

    async def events_summary(self, since: str | None = None, until: str | None = None) -> list[dict]:
        """GET /v1/events/summary → [{tool, entity_type, restored, withheld}]."""
        return await self._request("GET", "/v1/events/summary", params={"since": since, "until": until})

    async def export_events(self, format: str = "csv", **filters: Any) -> str:
        """GET /v1/events/export → CSV or JSON text (no values by construction)."""
        return await self._request("GET", "/v1/events/export", params={"format": format, **filters},
                                   expect_text=True)

    async def audit(self, **filters: Any) -> list[dict]:
        """GET /v1/audit → tool-call shapes."""
        return await self._request("GET", "/v1/audit", params=filters)

    async def verify_audit(self) -> dict:
        """GET /v1/audit/verify → {ok, rows, first_bad}."""
        return await self._request("GET", "/v1/audit/verify")

    # ---- recognizers -------------------------------------------------------------------------

    async def recognizers(self) -> list[dict]:
        """GET /v1/recognizers → ours and the operator's."""
        return await self._request("GET", "/v1/recognizers")

    async def recognizer(self, name: str) -> dict:
        """GET /v1/recognizers/{name}: an operator recognizer's definition, as saved."""
        from urllib.parse import quote

        return await self._request("GET", f"/v1/recognizers/{quote(name, safe='')}")

    async def add_recognizer(self, recognizer: dict) -> dict | None:
        """POST /v1/recognizers (Presidio YAML shape as JSON): saved and live at once."""
        return await self._request("POST", "/v1/recognizers", json_body=recognizer)

    async def delete_recognizer(self, name: str) -> None:
        """DELETE /v1/recognizers/{name} (operator-added ones only)."""
        from urllib.parse import quote

        await self._request("DELETE", f"/v1/recognizers/{quote(name, safe='')}")

    async def test_recognizer(self, recognizer: dict, text: str, language: str) -> dict:
        """POST /v1/recognizers/test → {spans}; a catastrophic regex is refused (400)."""
        return await self._request("POST", "/v1/recognizers/test", json_body={
            "recognizer": recognizer, "text": text, "language": language})


def _released_text(frame: str) -> str:
    """The text of a JSON-mode frame from the daemon ({"text": ...}; its {"end": true} has none)."""
    try:
        parsed = json.loads(frame)
    except ValueError:
        return ""
    text = parsed.get("text") if isinstance(parsed, dict) else None
    return text if isinstance(text, str) else ""


def _error_from(status: int, body: str) -> DaemonError:
    try:
        parsed = json.loads(body)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict):
        code = str(parsed.get("error") or status)
        message = str(parsed.get("message") or parsed.get("error") or f"HTTP {status}")
        return DaemonError(status, code, message)
    return DaemonError(status, str(status), f"HTTP {status}")
