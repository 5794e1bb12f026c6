"""The Resguardo API under /v1: runs, tool calls, answers, grants, policy and the record.

Each handler parses, calls the core (Boundary, Store) on an executor thread, serializes.
Errors raised by the core carry status, code and a value-free message; the error
middleware turns them into `{"error", "message"}`.
"""

from __future__ import annotations

import contextlib
import json

from aiohttp import WSMsgType, web

from daemon.core import json_limits
from daemon.core.contracts import checked_contract, try_contract
from daemon.core.errors import BadRequest
from daemon.core.json_limits import MAX_NESTING, nests_deeper_than
from daemon.store.errors import UnknownContract, UnknownGrant
from daemon.web.handling import (
    analysis,
    object_body,
    record_filters,
    refuse_unknown_keys,
    required,
    short_turn,
    store_call,
)
from daemon.web.keys import BOUNDARY, SETTINGS, STORE

routes = web.RouteTableDef()

# ---- runs ------------------------------------------------------------------------------

@routes.post("/v1/runs")
async def open_run(request: web.Request) -> web.Response:
    body = await object_body(request)
    boundary = request.app[BOUNDARY]
    run, history = await analysis(
        request, boundary.open_run,
        required(body, "tenant"), required(body, "session"),
        language=body.get("language", "auto"), history=body.get("history"),
        ttl_seconds=body.get("ttl_seconds"),
    )
    return web.json_response(
        {"run_id": run.run_id, "expires_at": run.expires_at, "history": history}, status=201
    )


@routes.get("/v1/runs/{run_id}")
async def describe_run(request: web.Request) -> web.Response:
    described = await store_call(request, request.app[BOUNDARY].describe_run, request.match_info["run_id"])
    return web.json_response(described)


@routes.delete("/v1/runs/{run_id}")
async def close_run(request: web.Request) -> web.Response:
    await store_call(request, request.app[BOUNDARY].close_run, request.match_info["run_id"])
    return web.Response(status=204)


@routes.post("/v1/runs/{run_id}/customer")
async def customer_message(request: web.Request) -> web.Response:
    body = await object_body(request)
    text = await analysis(
        request, request.app[BOUNDARY].tokenize_customer, request.match_info["run_id"], required(body, "text"),
        inline=await short_turn(request),
    )
    return web.json_response({"text": text})


@routes.post("/v1/runs/{run_id}/tool-results")
async def tool_result(request: web.Request) -> web.Response:
    body = await object_body(request)
    result, dropped = await analysis(
        request, request.app[BOUNDARY].tokenize_tool_reply, request.match_info["run_id"],
        required(body, "tool"), required(body, "result"), inline=await short_turn(request),
    )
    # `dropped` only for a tool with an output contract (docs/contracts.md): names, never values.
    return web.json_response({"result": result} if dropped is None else {"result": result, "dropped": dropped})


@routes.post("/v1/runs/{run_id}/tool-calls")
async def tool_call(request: web.Request) -> web.Response:
    body = await object_body(request)
    arguments, decisions = await store_call(
        request, request.app[BOUNDARY].restore_tool_call, request.match_info["run_id"],
        required(body, "tool"), required(body, "arguments"),
    )
    return web.json_response({"arguments": arguments, "decisions": decisions})


@routes.post("/v1/runs/{run_id}/answer")
async def answer(request: web.Request) -> web.Response:
    body = await object_body(request)
    text = await store_call(
        request, request.app[BOUNDARY].restore_answer, request.match_info["run_id"],
        required(body, "text"), strict=body.get("strict", False),
    )
    return web.json_response({"text": text})


# The answer stream's JSON mode (docs/api.md): `{"text": chunk}` frames in, where an empty chunk
# is nothing (LLM SDKs emit empty deltas), and `{"end": true}` ends the answer; in the raw
# mode, kept for the clients written against it, an empty frame ends it.
JSON_STREAM_PROTOCOL = "resguardo.json"
_END = '{"end": true}'


@routes.get("/v1/runs/{run_id}/answer/stream")
async def answer_stream(request: web.Request) -> web.StreamResponse:
    boundary = request.app[BOUNDARY]
    # Refuse unknown or expired runs with a plain HTTP error, before the upgrade.
    restorer = await store_call(request, boundary.open_answer_stream, request.match_info["run_id"])
    # No autoclose: aiohttp would answer a client's Close at once, and the held tail could
    # then never be sent. RFC 6455 (5.5.1) lets an endpoint finish its message before
    # echoing the Close, which is what a client that closes first and keeps reading gets.
    socket = web.WebSocketResponse(max_msg_size=request.app[SETTINGS].max_body_bytes, autoclose=False,
                                   protocols=(JSON_STREAM_PROTOCOL,))
    await socket.prepare(request)
    json_mode = socket.ws_protocol == JSON_STREAM_PROTOCOL

    def frame(text: str) -> str:
        return json.dumps({"text": text}, ensure_ascii=False) if json_mode else text

    try:
        async for message in socket:
            if message.type != WSMsgType.TEXT:
                await socket.close(code=1003, message=b"text frames only")
                return socket
            if json_mode:
                chunk, ended = _json_stream_frame(message.data)
                if chunk is None:
                    # 1007: the frame's data does not fit the protocol. Named, never quoted.
                    await socket.close(code=1007, message=_BAD_JSON_FRAME)
                    return socket
            else:
                chunk, ended = message.data, message.data == ""
            if chunk:
                released = await store_call(request, restorer.feed, chunk)
                if released:
                    await socket.send_str(frame(released))
            if ended:
                break  # the end of the answer: the tail, then our Close
    except ConnectionError:
        pass  # the client went away mid-answer; what it was sent is recorded already
    # The answer ended, or the client closed first (a Close frame, or the connection went):
    # the held tail goes out if the connection still carries it, then our Close.
    tail = await store_call(request, restorer.close)
    with contextlib.suppress(ConnectionError):
        if tail and not socket.closed:
            await socket.send_str(frame(tail))
        if json_mode and not socket.closed:
            await socket.send_str(_END)
        await socket.close(code=1000)
    return socket


_BAD_JSON_FRAME = b'each frame must be {"text": string} or {"end": true}'


def _json_stream_frame(data: str) -> tuple[str | None, bool]:
    """A JSON-mode frame's chunk and whether it ends the answer; (None, False) when the frame
    is not {"text": string} and/or {"end": true} (nothing else is read from it)."""
    if nests_deeper_than(data, MAX_NESTING):
        return None, False
    try:
        parsed = json_limits.loads(data)
    except (ValueError, RecursionError):
        return None, False
    if not isinstance(parsed, dict) or not parsed or not parsed.keys() <= {"text", "end"}:
        return None, False
    text, end = parsed.get("text", ""), parsed.get("end", False)
    if not isinstance(text, str) or not isinstance(end, bool) or ("text" not in parsed and not end):
        return None, False
    return text, end


@routes.post("/v1/redact")
async def redact(request: web.Request) -> web.Response:
    body = await object_body(request)
    text = await analysis(
        request, request.app[BOUNDARY].redact, required(body, "text"), body.get("language", "auto"),
        inline=await short_turn(request),
    )
    return web.json_response({"text": text})


# ---- policy and grants -----------------------------------------------------------------

@routes.get("/v1/policy")
async def get_policy(request: web.Request) -> web.Response:
    return web.json_response(await store_call(request, request.app[STORE].get_policy_document))


# What a policy body may hold; the quasi-identifier options are kept as they are when absent.
_POLICY_KEYS = ("entities", "generalize", "k", "population")


@routes.put("/v1/policy")
async def set_policy(request: web.Request) -> web.Response:
    body = await object_body(request)
    refuse_unknown_keys(body, _POLICY_KEYS)
    entities = required(body, "entities")
    if not isinstance(entities, list):
        raise BadRequest("entities must be a list of entity types", field="entities")
    for index, entity in enumerate(entities):
        # A wrong type is a 400 (docs/api.md); a string that names no known type is the store's 422.
        if not isinstance(entity, str):
            raise BadRequest(f"entities[{index}] must be a string", field=f"entities[{index}]")
    options = {key: body[key] for key in ("generalize", "k", "population") if key in body}
    store = request.app[STORE]
    await store_call(request, store.set_policy, entities, **options)
    return web.json_response(await store_call(request, store.get_policy_document))


@routes.get("/v1/grants")
async def list_grants(request: web.Request) -> web.Response:
    return web.json_response(await store_call(request, request.app[STORE].list_grants))


@routes.put("/v1/grants")
async def add_grant(request: web.Request) -> web.Response:
    body = await object_body(request)
    tool, entity_type = required(body, "tool"), required(body, "entity_type")
    for field, value in (("tool", tool), ("entity_type", entity_type)):
        if not isinstance(value, str):
            raise BadRequest(f"{field} must be a string", field=field)
    await analysis(request, request.app[BOUNDARY].add_grant, tool, entity_type)
    return web.json_response({"tool": tool, "entity_type": entity_type}, status=201)


@routes.delete("/v1/grants/{tool}/{entity_type}")
async def remove_grant(request: web.Request) -> web.Response:
    existed = await store_call(
        request, request.app[STORE].remove_grant, request.match_info["tool"], request.match_info["entity_type"]
    )
    if not existed:
        raise UnknownGrant("no such grant", field="grant")
    return web.Response(status=204)


@routes.get("/v1/policy-file")
async def export_policy_file(request: web.Request) -> web.Response:
    text = await store_call(request, request.app[STORE].export_policy_file)
    return web.Response(text=text, content_type="text/yaml")


@routes.put("/v1/policy-file")
async def import_policy_file(request: web.Request) -> web.Response:
    parsed = await analysis(request, request.app[BOUNDARY].import_policy_file, await request.read())
    return web.json_response(
        {"entities": list(parsed.entities), "grants": [{"tool": t, "entity_type": e} for t, e in parsed.grants],
         "contracts": [contract.tool for contract in parsed.contracts]}
    )


# ---- tool contracts (docs/contracts.md) --------------------------------------------------

@routes.get("/v1/contracts")
async def list_contracts(request: web.Request) -> web.Response:
    contracts = await store_call(request, request.app[STORE].list_contracts)
    return web.json_response([contract.to_dict() for contract in contracts])


@routes.get("/v1/contracts/{tool}")
async def get_contract(request: web.Request) -> web.Response:
    contract = await store_call(request, request.app[STORE].contract_for, request.match_info["tool"])
    if contract is None:
        raise UnknownContract("no contract for this tool", field="tool")
    return web.json_response(contract.to_dict())


@routes.put("/v1/contracts/{tool}")
async def put_contract(request: web.Request) -> web.Response:
    body = await object_body(request)
    contract, change = await analysis(request, request.app[BOUNDARY].put_contract, request.match_info["tool"], body)
    return web.json_response(contract.to_dict(), status=201 if change == "new" else 200)


@routes.post("/v1/contracts/{tool}/test")
async def test_contract(request: web.Request) -> web.Response:
    """A call or a reply checked against the tool's contract (or a draft sent as `contract`),
    writing nothing: the console's "test a call"."""
    body = await object_body(request)
    tool = request.match_info["tool"]
    if "contract" in body:
        contract = checked_contract(tool, body["contract"])
    else:
        contract = await store_call(request, request.app[STORE].contract_for, tool)
        if contract is None:
            raise UnknownContract("no contract for this tool", field="tool")
    return web.json_response(try_contract(contract, body))


@routes.delete("/v1/contracts/{tool}")
async def remove_contract(request: web.Request) -> web.Response:
    await store_call(request, request.app[STORE].remove_contract, request.match_info["tool"])
    return web.Response(status=204)


# ---- the record --------------------------------------------------------------------------

@routes.get("/v1/events")
async def list_events(request: web.Request) -> web.Response:
    rows = await store_call(request, request.app[STORE].list_events, **record_filters(request))
    return web.json_response(rows)


@routes.get("/v1/events/summary")
async def events_summary(request: web.Request) -> web.Response:
    period = {key: request.query[key] for key in ("since", "until") if key in request.query}
    return web.json_response(await store_call(request, request.app[STORE].summary, **period))


@routes.get("/v1/events/export")
async def export_events(request: web.Request) -> web.Response:
    return await _export(request, request.app[STORE].export_events)


@routes.get("/v1/audit")
async def list_audit(request: web.Request) -> web.Response:
    rows = await store_call(request, request.app[STORE].list_audit, **record_filters(request))
    return web.json_response(rows)


@routes.get("/v1/audit/export")
async def export_audit(request: web.Request) -> web.Response:
    return await _export(request, request.app[STORE].export_audit)


@routes.get("/v1/audit/verify")
async def verify_audit(request: web.Request) -> web.Response:
    result = await store_call(request, request.app[STORE].verify_chain)
    return web.json_response(result.to_dict())


async def _export(request: web.Request, export) -> web.Response:
    fmt = request.query.get("format", "json")
    if fmt not in ("csv", "json"):
        raise BadRequest("format must be csv or json", field="format")
    text = await store_call(request, export, fmt, **record_filters(request))
    content_type = "text/csv" if fmt == "csv" else "application/json"
    return web.Response(text=text, content_type=content_type)
