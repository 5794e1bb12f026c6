"""The gateway's stream rewriting, in-process with a real Boundary and the patterns detector:
for any chunking of the provider's bytes (splits inside brackets, hex, UTF-8 and SSE framing
included), the client's concatenated stream equals the non-streamed restoration, streamed
tool arguments parse to the non-streamed ones, every event is forwarded in order, and the
hold never exceeds 32 characters."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from daemon.core.boundary import Boundary
from daemon.detectors.patterns import PatternsDetector
from daemon.gateway import anthropic_wire, openai_wire, sse
from daemon.gateway.exchange import Exchange
from tests.support.core_fakes import SECRET, MemoryStore

EMAIL = "ana.stream@example.com"
TOOL_EMAIL = "crm.owner@example.com"
NIF = "12345678Z"
NEVER = "[EMAIL_0123456789ab]"

STORE = MemoryStore(entities=["EMAIL_ADDRESS", "PHONE_NUMBER", "ES_NIF"])
STORE.grants.add(("send_email", "EMAIL_ADDRESS"))
BOUNDARY = Boundary(SECRET, PatternsDetector(), STORE, STORE, STORE)
# Tokens depend on (secret, tenant, session, type, value) alone: computed once here, they are
# the ones every request's run issues again (each test builds its own run, as each request does).
_TOKENS = Exchange(BOUNDARY, "acme", "stream-1")
T_EMAIL, T_NIF = _TOKENS.customer(f"I am {EMAIL}, NIF {NIF}", "messages[0].content").split()[2:5:2]
T_EMAIL = T_EMAIL.rstrip(",")
T_TOOL = _TOKENS.tool_reply("crm", f"owner {TOOL_EMAIL}", "messages[2].content", "messages[2].tool_call_id").split()[-1]
_TOKENS.close()


@pytest.fixture(scope="module")
def exchange():
    """A request's run: the customer's e-mail and NIF, a tool's e-mail, as a request rebuilds them."""
    run = Exchange(BOUNDARY, "acme", "stream-1")
    assert T_EMAIL in run.customer(f"I am {EMAIL}, NIF {NIF}", "messages[0].content")
    run.tool_reply("crm", f"owner {TOOL_EMAIL}", "messages[2].content", "messages[2].tool_call_id")
    yield run
    run.close()


# An answer mixing each kind of token with near-misses: brackets that never close, hex that
# runs on, a token in another case, accents and an emoji (multi-byte UTF-8 to split inside).
ANSWER = (f"Hola {T_EMAIL}, tu NIF es {T_NIF} y el del CRM {T_TOOL}; inventado {NEVER}. "
          f"[nota] [EMAIL_12 {T_EMAIL.lower()}]] ñandú 🚀 [{T_NIF}] fin [EMAIL_")
ARGUMENTS = json.dumps({"to": T_EMAIL, "cc": [T_TOOL, "x [y"], "note": f"NIF {T_NIF} \"q\""})


def _openai_bytes() -> bytes:
    head = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "m"}

    def chunk(delta, finish=None):
        return "data: " + json.dumps({**head, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
                                      "obfuscation": "ab"}) + "\n\n"

    parts = [chunk({"role": "assistant", "content": ""})]
    parts += [chunk({"content": ANSWER[i:i + 7]}) for i in range(0, len(ANSWER), 7)]
    parts.append(chunk({"tool_calls": [{"index": 0, "id": "call_1", "type": "function",
                                        "function": {"name": "send_email", "arguments": ""}}]}))
    parts += [chunk({"tool_calls": [{"index": 0, "function": {"arguments": ARGUMENTS[i:i + 5]}}]})
              for i in range(0, len(ARGUMENTS), 5)]
    parts.append(chunk({}, "tool_calls"))
    parts.append("data: " + json.dumps({**head, "choices": [], "usage": {"total_tokens": 3}}) + "\n\n")
    parts.append("data: [DONE]\n\n")
    return "".join(parts).encode()


def _anthropic_bytes() -> bytes:
    def event(name, data):
        return f"event: {name}\ndata: {json.dumps(data)}\n\n"

    parts = [event("message_start", {"type": "message_start", "message": {"id": "msg_1", "content": []}}),
             event("content_block_start", {"type": "content_block_start", "index": 0,
                                           "content_block": {"type": "text", "text": ""}}),
             event("ping", {"type": "ping"})]
    parts += [event("content_block_delta", {"type": "content_block_delta", "index": 0,
                                            "delta": {"type": "text_delta", "text": ANSWER[i:i + 6]}})
              for i in range(0, len(ANSWER), 6)]
    parts.append(event("content_block_stop", {"type": "content_block_stop", "index": 0}))
    parts.append(event("content_block_start", {"type": "content_block_start", "index": 1, "content_block": {
        "type": "tool_use", "id": "toolu_1", "name": "send_email", "input": {}}}))
    parts += [event("content_block_delta", {"type": "content_block_delta", "index": 1,
                                            "delta": {"type": "input_json_delta", "partial_json": ARGUMENTS[i:i + 3]}})
              for i in range(0, len(ARGUMENTS), 3)]
    parts.append(event("content_block_stop", {"type": "content_block_stop", "index": 1}))
    parts.append(event("message_delta", {"type": "message_delta", "delta": {"stop_reason": "tool_use"}}))
    parts.append(event("message_stop", {"type": "message_stop"}))
    return "".join(parts).encode()


OPENAI_BYTES = _openai_bytes()
ANTHROPIC_BYTES = _anthropic_bytes()


@pytest.fixture(scope="module")
def expected(exchange):
    """The non-streamed restorations: the answer's text and the tool call's arguments."""
    return exchange.answer(ANSWER), json.loads(exchange.tool_call("send_email", ARGUMENTS))


def _play(raw: bytes, cuts: list[int], rewriter) -> list[sse.Event]:
    decoder = sse.Decoder()
    out: list[sse.Event] = []
    held = []
    edges = [0, *sorted({cut for cut in cuts if cut < len(raw)}), len(raw)]
    for start, end in zip(edges, edges[1:]):
        for event in decoder.feed(raw[start:end]):
            out += rewriter.rewrite(event)
            held.append(rewriter.held)
    for event in decoder.close():
        out += rewriter.rewrite(event)
    out += rewriter.finish()
    assert max(held) <= 32
    return out


def _cuts(raw: bytes):
    return st.lists(st.integers(min_value=1, max_value=len(raw) - 1), max_size=40)


def test_the_fixtures_hold_what_they_claim(expected):
    EXPECTED_TEXT, EXPECTED_ARGUMENTS = expected
    assert EMAIL in EXPECTED_TEXT and NIF in EXPECTED_TEXT
    assert T_TOOL in EXPECTED_TEXT and NEVER in EXPECTED_TEXT and TOOL_EMAIL not in EXPECTED_TEXT
    # A grant names a tool and a type: the tool's own e-mail comes back for send_email too.
    assert EXPECTED_ARGUMENTS["to"] == EMAIL and EXPECTED_ARGUMENTS["cc"][0] == TOOL_EMAIL
    assert T_NIF in EXPECTED_ARGUMENTS["note"]  # no grant for NIFs: the token stays


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cuts=_cuts(OPENAI_BYTES), crlf=st.booleans())
def test_openai_any_chunking_gives_the_non_streamed_restoration(exchange, expected, cuts, crlf):
    EXPECTED_TEXT, EXPECTED_ARGUMENTS = expected
    raw = OPENAI_BYTES.replace(b"\n", b"\r\n") if crlf else OPENAI_BYTES
    events = _play(raw, cuts, openai_wire.ChunkStream(exchange))
    chunks = [json.loads(e.data) for e in events if e.data != "[DONE]"]
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks if c.get("choices"))
    arguments = "".join(call["function"].get("arguments", "") for c in chunks if c.get("choices")
                        for call in c["choices"][0]["delta"].get("tool_calls", []))
    assert text == EXPECTED_TEXT
    assert json.loads(arguments) == EXPECTED_ARGUMENTS
    # Every event forwarded in order with its own shape: usage, obfuscation, [DONE] last.
    assert events[-1].data == "[DONE]" and chunks[-1]["usage"] == {"total_tokens": 3}
    # (a held tail comes out as one more chunk of our own, without the provider's padding)
    sent = OPENAI_BYTES.decode().count('"obfuscation": "ab"')
    assert sum(c.get("obfuscation") == "ab" for c in chunks) == sent
    finishes = [c["choices"][0]["finish_reason"] for c in chunks if c.get("choices")]
    assert finishes.count("tool_calls") == 1 and finishes[-1] == "tool_calls"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cuts=_cuts(ANTHROPIC_BYTES), crlf=st.booleans())
def test_anthropic_any_chunking_gives_the_non_streamed_restoration(exchange, expected, cuts, crlf):
    EXPECTED_TEXT, EXPECTED_ARGUMENTS = expected
    raw = ANTHROPIC_BYTES.replace(b"\n", b"\r\n") if crlf else ANTHROPIC_BYTES
    events = _play(raw, cuts, anthropic_wire.EventStream(exchange))
    data = [json.loads(e.data) for e in events]
    text = "".join(d["delta"]["text"] for d in data if d["type"] == "content_block_delta" and d["index"] == 0)
    arguments = "".join(d["delta"]["partial_json"] for d in data
                        if d["type"] == "content_block_delta" and d["index"] == 1)
    assert text == EXPECTED_TEXT
    assert json.loads(arguments) == EXPECTED_ARGUMENTS
    kinds = [d["type"] for d in data]
    assert kinds[:3] == ["message_start", "content_block_start", "ping"]
    assert kinds[-2:] == ["message_delta", "message_stop"]
    # A block's tail comes before its stop: no delta of a block after its content_block_stop.
    for index in (0, 1):
        stop = kinds.index("content_block_stop", kinds.index("content_block_start") if index == 0 else
                           [i for i, d in enumerate(data) if d["type"] == "content_block_start"][1])
        assert not [d for d in data[stop:] if d["type"] == "content_block_delta" and d["index"] == index]


def test_the_record_holds_no_value_and_no_token(expected):
    STORE.assert_value_free(EMAIL, TOOL_EMAIL, NIF)
    assert "restored" in STORE.kinds() and STORE.audits
