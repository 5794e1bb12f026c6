"""The gateway's routes (docs/gateway.md): a provider request tokenized, sent on to the
upstream the operator configured, its answer restored; a streamed answer restored event by
event as it passes.

Only the HTTP plumbing lives here; reading and rewriting the providers' bodies and events is
daemon/gateway/'s. Nothing of a request is kept once it is answered: its run is wiped.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

import aiohttp
from aiohttp import web

from daemon.core.errors import BadRequest
from daemon.gateway import anthropic_wire, openai_wire, sse
from daemon.gateway.errors import NoUpstream, StrictRefusal, UpstreamAnswerUnreadable, UpstreamUnreachable
from daemon.gateway.exchange import SESSION_HEADER, STRICT_HEADER, TENANT_HEADER, Exchange
from daemon.process.settings import Settings
from daemon.web.handling import analysis, object_body, short_turn, store_call
from daemon.web.keys import BOUNDARY, GATEWAY_CLIENT, SETTINGS

routes = web.RouteTableDef()

# The client's provider credentials and versions: sent upstream unchanged, never stored,
# logged or echoed. Any other request header stays here unless an option names it.
PROVIDER_HEADERS = ("Authorization", "x-api-key", "anthropic-version", "anthropic-beta",
                    "OpenAI-Organization", "OpenAI-Project")
# What of the provider's answer headers the client gets besides the body's type: request ids,
# for support tickets, and rate-limit and retry hints, which the SDKs act on.
_ANSWER_HEADERS = ("x-request-id", "request-id", "openai-processing-ms", "retry-after", "retry-after-ms")
_ANSWER_HEADER_PREFIXES = ("x-ratelimit-", "anthropic-ratelimit-")
# Connecting fails fast; a model may think for minutes between two events of a stream.
_TIMEOUT = aiohttp.ClientTimeout(total=None, sock_connect=30, sock_read=600)


@dataclass(frozen=True)
class Provider:
    option: str
    upstream: Callable[[Settings], str | None]
    wire: ModuleType
    stream: Callable[[Exchange], object]


OPENAI = Provider("--openai-upstream", lambda s: s.openai_upstream, openai_wire, openai_wire.ChunkStream)
ANTHROPIC = Provider("--anthropic-upstream", lambda s: s.anthropic_upstream, anthropic_wire,
                     anthropic_wire.EventStream)


@routes.post("/openai/v1/chat/completions")
async def openai_chat_completions(request: web.Request) -> web.StreamResponse:
    return await _exchange(request, OPENAI, "/chat/completions")


@routes.get("/openai/v1/models")
async def openai_models(request: web.Request) -> web.Response:
    return await _pass_through(request, OPENAI, "/models")


@routes.post("/anthropic/v1/messages")
async def anthropic_messages(request: web.Request) -> web.StreamResponse:
    return await _exchange(request, ANTHROPIC, "/v1/messages")


@routes.post("/anthropic/v1/messages/count_tokens")
async def anthropic_count_tokens(request: web.Request) -> web.StreamResponse:
    # Counted as the model would read it: tokenized like a message.
    return await _exchange(request, ANTHROPIC, "/v1/messages/count_tokens")


async def gateway_client(app: web.Application):
    """One connection pool for the upstreams, made only when one is configured."""
    settings = app[SETTINGS]
    if settings.openai_upstream is None and settings.anthropic_upstream is None:
        yield
        return
    # No proxy from the environment, no cookies, no redirects (each call says so): the daemon
    # speaks to the named upstreams only, and the client's credentials go nowhere else.
    async with aiohttp.ClientSession(timeout=_TIMEOUT, trust_env=False,
                                     cookie_jar=aiohttp.DummyCookieJar()) as client:
        app[GATEWAY_CLIENT] = client
        yield


def _upstream(request: web.Request, provider: Provider, suffix: str) -> str:
    base = provider.upstream(request.app[SETTINGS])
    if base is None:
        raise NoUpstream(provider.option)
    query = f"?{request.query_string}" if request.query_string else ""
    return base + suffix + query


def _header(request: web.Request, name: str) -> str:
    value = request.headers.get(name)
    if value is None or not value.strip():
        raise BadRequest(f"the {name} header is required", field=name)
    return value


def _forwarded(request: web.Request) -> dict[str, str]:
    names = PROVIDER_HEADERS + request.app[SETTINGS].gateway_forward_headers
    headers = {name: request.headers[name] for name in names if name in request.headers}
    if request.method == "POST":
        headers["Content-Type"] = "application/json"
    return headers


def _answer_headers(answer: aiohttp.ClientResponse) -> dict[str, str]:
    kept = {}
    for name, value in answer.headers.items():
        lower = name.lower()
        if lower in _ANSWER_HEADERS or lower.startswith(_ANSWER_HEADER_PREFIXES):
            kept[name] = value
    return kept


def _prepare(boundary, tenant: str, session: str, strict: bool, body: dict, wire: ModuleType) -> tuple[Exchange, bytes]:
    """The request's run, filled from its own messages, and the body the model will read."""
    exchange = Exchange(boundary, tenant, session, strict)
    try:
        return exchange, wire.dumps(wire.tokenize_request(exchange, body)).encode("utf-8")
    except BaseException:
        exchange.close()
        raise


async def _exchange(request: web.Request, provider: Provider, suffix: str) -> web.StreamResponse:
    url = _upstream(request, provider, suffix)
    tenant, session = _header(request, TENANT_HEADER), _header(request, SESSION_HEADER)
    body = await object_body(request)
    strict = request.headers.get(STRICT_HEADER, "").strip() == "1"
    # Tokenized before anything leaves: a detection failure is refused here (503), never
    # forwarded in clear.
    exchange, outgoing = await analysis(request, _prepare, request.app[BOUNDARY], tenant, session, strict,
                                        body, provider.wire, inline=await short_turn(request))
    try:
        client: aiohttp.ClientSession = request.app[GATEWAY_CLIENT]
        try:
            async with client.post(url, data=outgoing, headers=_forwarded(request), allow_redirects=False) as answer:
                content_type = answer.headers.get("Content-Type", "")
                if answer.status < 300 and content_type.startswith("text/event-stream"):
                    return await _stream(request, provider, exchange, answer)
                raw = await answer.read()
        except (TimeoutError, aiohttp.ClientError):
            raise UpstreamUnreachable() from None
        if answer.status >= 300:
            # The provider's own error, status and body as it sent them.
            return web.Response(status=answer.status, body=raw, headers=_answer_headers(answer),
                                content_type=content_type.split(";")[0] or "application/json")
        try:
            parsed = provider.wire.loads(raw)
        except (ValueError, RecursionError):
            raise UpstreamAnswerUnreadable() from None
        # Restoring a token or a tool call writes the record: off the loop. An answer with
        # neither writes nothing, and a thread hop would cost more than the walk.
        if b"[" in raw or b"tool_" in raw or b"function_call" in raw:
            restored = await store_call(request, provider.wire.restore_response, exchange, parsed)
        else:
            restored = provider.wire.restore_response(exchange, parsed)
        return web.Response(status=answer.status, text=provider.wire.dumps(restored),
                            content_type="application/json", headers=_answer_headers(answer))
    finally:
        exchange.close()  # memory only: the run's mapping wiped


async def _stream(request: web.Request, provider: Provider, exchange: Exchange,
                  answer: aiohttp.ClientResponse) -> web.StreamResponse:
    response = web.StreamResponse(status=answer.status, headers=_answer_headers(answer))
    response.content_type = "text/event-stream"
    response.headers["Cache-Control"] = "no-cache"
    await response.prepare(request)
    decoder = sse.Decoder()
    rewriter = provider.stream(exchange)
    ended = False
    try:
        async for data in answer.content.iter_any():
            events = decoder.feed(data)
            if events:
                out, ended = await store_call(request, _rewrite, provider, rewriter, events)
                await response.write(out)
                if ended:
                    break
    except (TimeoutError, aiohttp.ClientError):
        # Cut off mid-answer: the client is told so in its provider's own words.
        await response.write(provider.wire.error_event(UpstreamUnreachable()).encode())
        ended = True
    if not ended:
        out, _ = await store_call(request, _rewrite, provider, rewriter, decoder.close(), True)
        if out:
            await response.write(out)
    with contextlib.suppress(ConnectionError):
        await response.write_eof()
    return response


def _rewrite(provider: Provider, rewriter, events: list[sse.Event], last: bool = False) -> tuple[bytes, bool]:
    """The events as the client reads them, and whether the stream ends here (a strict
    refusal: the provider's error event, nothing after it)."""
    out: list[bytes] = []
    try:
        for event in events:
            out += [rewritten.encode() for rewritten in rewriter.rewrite(event)]
        if last:
            out += [rewritten.encode() for rewritten in rewriter.finish()]
    except StrictRefusal as refusal:
        out.append(provider.wire.error_event(refusal).encode())
        return b"".join(out), True
    return b"".join(out), False


async def _pass_through(request: web.Request, provider: Provider, suffix: str) -> web.Response:
    url = _upstream(request, provider, suffix)
    client: aiohttp.ClientSession = request.app[GATEWAY_CLIENT]
    try:
        async with client.get(url, headers=_forwarded(request), allow_redirects=False) as answer:
            raw = await answer.read()
            content_type = answer.headers.get("Content-Type", "application/json").split(";")[0]
            return web.Response(status=answer.status, body=raw, content_type=content_type,
                                headers=_answer_headers(answer))
    except (TimeoutError, aiohttp.ClientError):
        raise UpstreamUnreachable() from None
