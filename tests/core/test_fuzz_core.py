"""Hypothesis fuzzing of the token grammar, the stream restorer and argument restoration.

The core is driven directly (Boundary + PatternsDetector + a real Store on a tmp file), so
hundreds of examples run in seconds. The oracle for restoration is written independently
here: a token becomes a value only if this run issued it, it is no collision, and a grant
names (this tool, its type); everything else comes back exactly as sent.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from daemon.core.boundary import Boundary
from daemon.core.markers import live_tail_start, replace_markers
from daemon.core.restore import restore_answer
from daemon.core.stream import StreamRestorer
from daemon.core.tokens import TOKEN_MAX_LENGTH, TOKEN_PATTERN, find_tokens, normalize_token
from daemon.detectors.patterns import PatternsDetector
from daemon.store import Store
from tests.support.leaks import CARD, CPF, EMAIL, LONG, NIE, NIF, PHONE, find_values

EXAMPLES = 1000 if LONG else 150
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

# Text that is mostly almost-tokens: brackets, labels, underscores, hex, case changes.
TOKENISH = st.text(alphabet="[]_EMAILPHONCRDIFabcdef0123456789xyz \n\\\"{}", max_size=120)


@st.composite
def token_like(draw):
    label = draw(st.sampled_from(["EMAIL", "email", "Phone", "CARD", "NIF", "X", "A" * 17, "A" * 18, "1AB", "_A", ""]))
    digits = draw(st.text(alphabet="0123456789abcdefABCDEFg", min_size=10, max_size=14))
    return draw(st.sampled_from(["[{}_{}]", "[{}_{}", "{}_{}]", "[{}-{}]", "[[{}_{}]]"])).format(label, digits)


MIXED = st.lists(st.one_of(TOKENISH, token_like()), max_size=8).map("".join)


@FUZZ
@given(MIXED)
def test_find_tokens_returns_exact_bracketed_tokens_in_order(text):
    found = find_tokens(text)
    last_end = 0
    for token in found:
        assert text[token.start:token.end] == token.text
        assert TOKEN_PATTERN.fullmatch(token.text) and len(token.text) <= TOKEN_MAX_LENGTH
        assert token.start >= last_end
        last_end = token.end
        normal = normalize_token(token.text)
        assert normalize_token(normal) == normal
        assert normalize_token(token.text.swapcase()) == normal
    assert len(found) == len(TOKEN_PATTERN.findall(text))


@FUZZ
@given(st.text(max_size=40))
def test_normalize_token_accepts_exactly_one_token(text):
    try:
        normal = normalize_token(text)
    except ValueError:
        assert TOKEN_PATTERN.fullmatch(text) is None
        return
    assert TOKEN_PATTERN.fullmatch(text)
    assert normal[1:].split("_")[-1] == normal[1:].split("_")[-1].lower()


# ---- a real core, shared by the examples -----------------------------------------------------

@pytest.fixture(scope="module")
def core(tmp_path_factory):
    store = Store.open(tmp_path_factory.mktemp("fuzz") / "resguardo.db")
    store.add_grant("mail", "EMAIL_ADDRESS")
    store.add_grant("pay", "CREDIT_CARD")
    boundary = Boundary(b"\x42" * 32, PatternsDetector(), grants=store, policy=store, recorder=store)
    run = boundary.open_run("acme", "s1")[0]
    customer = boundary.tokenize_customer(run.run_id, f"{EMAIL} {CARD} {NIF}")
    tool_text = boundary.tokenize_tool_result(run.run_id, "crm", f"{PHONE} {CPF} {NIE}")
    issued = {t.text: value for t, value in zip(find_tokens(customer + " " + tool_text),
                                                 (EMAIL, CARD, NIF, PHONE, CPF, NIE))}
    # The same values under another tenant: tokens this run never issued.
    other = boundary.open_run("other-tenant", "s1")[0]
    foreign = [t.text for t in find_tokens(boundary.tokenize_customer(other.run_id, f"{EMAIL} {CARD} {NIF}"))]
    types = {EMAIL: "EMAIL_ADDRESS", CARD: "CREDIT_CARD", NIF: "ES_NIF", PHONE: "PHONE_NUMBER",
             CPF: "BR_CPF", NIE: "ES_NIE"}
    yield {"boundary": boundary, "store": store, "run": run, "issued": issued, "foreign": foreign,
           "types": types, "customer_values": {EMAIL, CARD, NIF}}
    store.close()


def _recase(token: str, flips: int) -> str:
    return "".join(c.swapcase() if (i + flips) % 3 == 0 else c for i, c in enumerate(token))


@st.composite
def arguments(draw, issued: list[str], foreign: list[str]):
    def leaf():
        parts = draw(st.lists(st.one_of(
            st.sampled_from(issued).map(lambda t: _recase(t, draw(st.integers(0, 5))) if draw(st.booleans()) else t),
            st.sampled_from(foreign),
            token_like(),
            TOKENISH,
        ), max_size=5))
        return "".join(parts)

    def node(depth):
        kind = draw(st.integers(0, 4 if depth < 4 else 1))
        if kind == 0:
            return leaf()
        if kind == 1:
            return draw(st.one_of(st.integers(), st.booleans(), st.none(), st.floats(allow_nan=False, allow_infinity=False)))
        if kind == 2:
            return [node(depth + 1) for _ in range(draw(st.integers(0, 3)))]
        keys = [leaf() if draw(st.booleans()) else draw(st.sampled_from(["to", "card", "q", "a b"]))
                for _ in range(draw(st.integers(0, 3)))]
        return {k: node(depth + 1) for k in keys}

    return {k: node(1) for k in draw(st.lists(st.sampled_from(["to", "body", "items", "meta"]), max_size=4))}


def _expected(node, tool, issued, types, grants):
    def leaf(text):
        def sub(match):
            token = match.group(0)
            normal = normalize_token(token)
            value = issued.get(normal)
            if value is not None and (tool, types[value]) in grants:
                return value
            return token
        return TOKEN_PATTERN.sub(sub, text)

    if isinstance(node, str):
        return leaf(node)
    if isinstance(node, list):
        return [_expected(n, tool, issued, types, grants) for n in node]
    if isinstance(node, dict):
        return {k: _expected(v, tool, issued, types, grants) for k, v in node.items()}
    return node


GRANTS = {("mail", "EMAIL_ADDRESS"), ("pay", "CREDIT_CARD")}


@FUZZ
@given(data=st.data())
def test_arguments_restore_only_issued_and_granted_tokens(core, data):
    issued, foreign = list(core["issued"]), core["foreign"]
    args = data.draw(arguments(issued, foreign))
    tool = data.draw(st.sampled_from(["mail", "pay", "crm", "nobody"]))
    as_string = data.draw(st.booleans())
    sent = json.dumps(args) if as_string else args
    out, decisions = core["boundary"].restore_tool_call(core["run"].run_id, tool, sent)
    got = json.loads(out) if as_string else out
    expected = _expected(args, tool, core["issued"], core["types"], GRANTS)
    assert got == expected
    restored = [d for d in decisions if d["outcome"] == "restored"]
    assert all((tool, d["entity_type"]) in GRANTS for d in restored)
    dumped = json.dumps(got, ensure_ascii=False)
    for value, entity_type in core["types"].items():
        if (tool, entity_type) not in GRANTS:
            assert value not in dumped, "a value reached a tool without its grant"
    for token in foreign:
        assert token not in core["issued"]


@FUZZ
@given(st.lists(st.one_of(TOKENISH, token_like(), st.sampled_from(["[EMAIL_", "[", "]"])), max_size=10).map("".join),
       st.data())
def test_stream_restorer_equals_whole_restore_for_any_chunking(core, text, data):
    run = core["run"]
    tokens = list(core["issued"]) + core["foreign"]
    # Mix real tokens in, in random places, so restoration actually happens.
    pieces = data.draw(st.lists(st.sampled_from(tokens), max_size=4))
    text = text + "".join(pieces) + text[:7]
    cuts = sorted(data.draw(st.lists(st.integers(0, len(text)), max_size=12)))
    chunks = [text[a:b] for a, b in zip([0] + cuts, cuts + [len(text)])]
    stream = core["boundary"].open_answer_stream(run.run_id)
    released = []
    for chunk in chunks:
        released.append(stream.feed(chunk))
        held = stream.held
        assert len(held) < TOKEN_MAX_LENGTH and (held == "" or live_tail_start(held, stream.before) == 0)
    released.append(stream.close())
    whole = restore_answer(run, text)
    assert "".join(released) == whole
    # Only the customer's own values come back; tool-sourced and foreign ones stay tokens.
    for value in (PHONE, CPF, NIE):
        assert value not in whole


@FUZZ
@given(st.text(max_size=200), st.lists(st.integers(0, 200), max_size=10))
def test_stream_restorer_never_crashes_on_arbitrary_text(text, cuts):
    cuts = sorted(c for c in cuts if c <= len(text))
    restorer = StreamRestorer(lambda token: "VALUE")
    out = [restorer.feed(text[a:b]) for a, b in zip([0] + cuts, cuts + [len(text)])]
    out.append(restorer.close())
    assert "".join(out) == replace_markers(text, lambda marker: "VALUE")


def test_zz_the_record_holds_no_value_and_no_token(core):
    store = core["store"]
    assert store.verify_chain().ok
    written = json.dumps(store.list_events(limit=10000)) + json.dumps(store.list_audit(limit=10000))
    assert not find_values(written)
    tokens = list(core["issued"]) + core["foreign"]
    assert not any(t.lower() in written.lower() for t in tokens)
