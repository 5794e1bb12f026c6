"""The boundary end to end, in process (docs/tokens.md §3-§8 and the §10 invariants)."""

from __future__ import annotations

import json
import threading

import pytest

import daemon.core.boundary as boundary_module
from daemon.core.errors import BadRequest, RunExpired, UnknownRun, UnknownToken
from daemon.core.records import Event
from daemon.core.tokens import TOKEN_PATTERN, find_tokens
from tests.support.core_fakes import MemoryStore, make_boundary

EMAIL = "Ana.Perez@example.com"
PHONE = "+34 555 010 203"
NIF = "00000000T"


def tokens_of(text: str) -> list[str]:
    return [t.text for t in find_tokens(text)]


@pytest.fixture
def env():
    boundary, store, clock = make_boundary()
    run, _ = boundary.open_run("acme", "sess-1")
    return boundary, store, clock, run.run_id


# ---- tokenizing ---------------------------------------------------------------------------

def test_customer_text_reaches_the_model_as_tokens_only(env):
    boundary, store, _, run_id = env
    out = boundary.tokenize_customer(run_id, f"Write to {EMAIL} or call {PHONE}; NIF {NIF}. Again: ana.perez@EXAMPLE.com")
    for value in (EMAIL, PHONE, NIF, "example.com", "555"):
        assert value.lower() not in out.lower()
    toks = tokens_of(out)
    assert len(toks) == 4 and toks[0] == toks[3]
    assert toks[0].startswith("[EMAIL_") and toks[1].startswith("[PHONE_") and toks[2].startswith("[NIF_")
    assert boundary.describe_run(run_id)["tokens"] == 3
    store.assert_value_free(EMAIL, PHONE, NIF)


def test_same_value_same_token_across_runs_of_a_session_not_across_sessions_or_tenants():
    boundary, _, _ = make_boundary()
    def token(tenant, session):
        return boundary.tokenize_customer(boundary.open_run(tenant, session)[0].run_id, EMAIL)
    assert token("acme", "s1") == token("acme", "s1")
    assert len({token("acme", "s1"), token("acme", "s2"), token("other", "s1")}) == 3


def test_a_token_carried_to_another_session_restores_nothing():
    boundary, store, _ = make_boundary()
    store.grants.add(("mail.send", "EMAIL_ADDRESS"))
    first = boundary.open_run("acme", "s1")[0].run_id
    token = boundary.tokenize_customer(first, EMAIL)
    other = boundary.open_run("acme", "s2")[0].run_id
    assert boundary.restore_answer(other, token) == token
    args, decisions = boundary.restore_tool_call(other, "mail.send", {"to": token})
    assert args == {"to": token}
    assert decisions == [{"path": "$.to", "entity_type": "EMAIL_ADDRESS", "outcome": "withheld", "reason": "not_issued"}]


def test_types_outside_the_policy_pass_untouched_and_never_restore():
    store = MemoryStore(entities=["EMAIL_ADDRESS"])
    boundary, _, _ = make_boundary(store)
    run_id = boundary.open_run("acme", "s")[0].run_id
    out = boundary.tokenize_customer(run_id, f"{EMAIL} {NIF}")
    assert NIF in out and EMAIL not in out


def test_person_only_when_policy_lists_it():
    boundary, store, _ = make_boundary()
    run_id = boundary.open_run("acme", "s")[0].run_id
    assert "John Doe" in boundary.tokenize_customer(run_id, "I am John Doe")
    store.entities.append("PERSON")
    assert tokens_of(boundary.tokenize_customer(run_id, "I am John  Doe and John Doe"))[0].startswith("[PERSON_")


def test_existing_tokens_are_never_tokenized_again(env):
    boundary, _, _, run_id = env
    # The hex of this token reads as a phone number to the fake detector.
    text = "ref [PHONE_123456789012] and [SECRET_000000000000]"
    assert boundary.tokenize_customer(run_id, text) == text


def test_tool_result_same_shape_values_in_keys_tokenized_field_names_kept(env):
    boundary, _, _, run_id = env
    result = {EMAIL: [EMAIL, {"nif": NIF, "n": 3, "ok": True, "none": None, "f": 1.5}], "list": [PHONE, "plain"]}
    out = boundary.tokenize_tool_result(run_id, "crm.lookup", result)
    # A reply keyed by email address: the key is a value, and the model reads its token
    # (invariant 1), the same token as the leaf; plain field names stay as they are.
    token = next(iter(out))
    assert TOKEN_PATTERN.fullmatch(token) and list(out) == [token, "list"]
    assert out[token][0] == token
    assert out[token][1]["n"] == 3 and out[token][1]["ok"] is True and out[token][1]["none"] is None
    assert TOKEN_PATTERN.fullmatch(out[token][1]["nif"]) and out["list"][1] == "plain"
    assert boundary.tokenize_tool_result(run_id, "crm.lookup", "just text") == "just text"
    assert boundary.tokenize_tool_result(run_id, "crm.lookup", 42) == 42


def test_keys_of_one_object_are_searched_in_one_detector_call_and_field_names_not_at_all(env):
    # An object keyed by dates or ids has hundreds of keys: one call for all of them, not one each.
    boundary, _, _, run_id = env
    detector = boundary.detector
    result = {f"day {day}": day for day in range(1, 29)} | {EMAIL: "manager", "name": "x", "teléfono": "y"}
    before = len(detector.calls)
    out = boundary.tokenize_tool_result(run_id, "crm", result)
    key_calls = [text for text, _ in detector.calls[before:] if "day 1\n" in text]
    assert len(key_calls) == 1 and EMAIL in key_calls[0] and "teléfono" not in key_calls[0]
    assert out["day 15"] == 15 and "name" in out and "teléfono" in out
    assert EMAIL not in out and any(TOKEN_PATTERN.fullmatch(key) for key in out)


def test_tool_result_keys_that_become_one_token_both_keep_their_branch(env):
    boundary, _, _, run_id = env
    out = boundary.tokenize_tool_result(run_id, "crm", {EMAIL: 1, EMAIL.upper(): 2, "2": 3})
    token = next(iter(out))
    assert out == {token: 1, f"{token} #2": 2, "2": 3}
    assert EMAIL not in repr(out) and EMAIL.upper() not in repr(out)


def test_tool_result_numbers_holding_a_value_become_tokens_whatever_their_json_form(env):
    boundary, _, _, run_id = env
    card = 4111111111111111
    out = boundary.tokenize_tool_result(run_id, "crm", {"a": card, "b": float(card), "c": -card, "d": 1.5, "e": 12})
    assert TOKEN_PATTERN.fullmatch(out["a"]) and out["b"] == out["a"] and out["c"] == out["a"]
    assert out["d"] == 1.5 and out["e"] == 12


def test_tool_result_long_integer_that_is_a_value_becomes_its_token(env):
    boundary, _, _, run_id = env
    out = boundary.tokenize_tool_result(run_id, "crm", {"phone": 34555010203, "count": 12})
    assert out["count"] == 12 and out["phone"].startswith("[PHONE_")


def test_tool_reply_values_get_the_same_tokens(env):
    boundary, _, _, run_id = env
    token = boundary.tokenize_customer(run_id, EMAIL)
    assert boundary.tokenize_tool_result(run_id, "crm", {"email": EMAIL.upper()}) == {"email": token}


# ---- provenance ---------------------------------------------------------------------------

def test_customer_reads_own_values_tool_values_stay_tokens(env):
    boundary, _, _, run_id = env
    mine = boundary.tokenize_customer(run_id, EMAIL)
    theirs = boundary.tokenize_tool_result(run_id, "crm", {"phone": PHONE})["phone"]
    answer = f"I'll write to {mine} and call {theirs}."
    assert boundary.restore_answer(run_id, answer) == f"I'll write to {EMAIL} and call {theirs}."


def test_a_value_the_customer_typed_stays_theirs_when_a_tool_returns_it(env):
    boundary, _, _, run_id = env
    mine = boundary.tokenize_customer(run_id, EMAIL)
    boundary.tokenize_tool_result(run_id, "crm", {"email": EMAIL.lower()})
    assert boundary.restore_answer(run_id, mine) == EMAIL


def test_a_later_customer_mention_sets_the_surface_but_not_the_origin(env):
    boundary, store, _, run_id = env
    store.grants.add(("mail", "EMAIL_ADDRESS"))
    token = boundary.tokenize_tool_result(run_id, "crm", EMAIL.lower())
    assert boundary.restore_answer(run_id, token) == token  # tool-sourced: stays a token
    assert boundary.restore_tool_call(run_id, "mail", {"to": token})[0] == {"to": EMAIL.lower()}
    assert boundary.tokenize_customer(run_id, f"it is {EMAIL}") == f"it is {token}"
    # The first origin wins (docs/tokens.md §4.5): the tool's value stays a token for the customer,
    # however it is typed later, while a granted tool gets the customer's own form.
    assert boundary.restore_answer(run_id, token) == token
    assert boundary.restore_tool_call(run_id, "mail", {"to": token})[0] == {"to": EMAIL}


def test_surface_is_the_first_form_the_customer_typed(env):
    boundary, _, _, run_id = env
    token = boundary.tokenize_customer(run_id, EMAIL)
    boundary.tokenize_customer(run_id, EMAIL.lower())
    assert boundary.restore_answer(run_id, token.lower()) == EMAIL


# ---- collisions ---------------------------------------------------------------------------

def test_collision_makes_the_token_unrestorable_and_is_recorded(env, monkeypatch):
    boundary, store, _, run_id = env
    store.grants.add(("mail", "EMAIL_ADDRESS"))
    monkeypatch.setattr(boundary_module, "token_for_canonical", lambda key, t, v: "[EMAIL_000000000000]")
    first = boundary.tokenize_customer(run_id, "a@example.com")
    assert boundary.restore_answer(run_id, first) == "a@example.com"
    second = boundary.tokenize_customer(run_id, "b@example.com")
    assert first == second == "[EMAIL_000000000000]"
    assert boundary.restore_answer(run_id, first) == first
    args, decisions = boundary.restore_tool_call(run_id, "mail", {"to": first})
    assert args == {"to": first}
    assert decisions[0]["reason"] == "collision"
    boundary.tokenize_customer(run_id, "a@example.com")  # still a collision for the rest of the run
    assert boundary.restore_answer(run_id, first) == first
    collisions = [e for e in store.events if e.kind == "collision"]
    assert len(collisions) == 1 and collisions[0].entity_type == "EMAIL_ADDRESS"
    store.assert_value_free("a@example.com", "b@example.com")


# ---- restoring into tool calls ------------------------------------------------------------

def test_restore_only_through_a_grant_for_that_tool_and_type(env):
    boundary, store, _, run_id = env
    store.grants.update({("mail.send", "EMAIL_ADDRESS"), ("sms", "PHONE_NUMBER")})
    text = boundary.tokenize_customer(run_id, f"{EMAIL} {PHONE}")
    email, phone = tokens_of(text)
    args, decisions = boundary.restore_tool_call(run_id, "mail.send", {"to": email, "phone": phone})
    assert args == {"to": EMAIL, "phone": phone}
    assert decisions == [
        {"path": "$.to", "entity_type": "EMAIL_ADDRESS", "outcome": "restored"},
        {"path": "$.phone", "entity_type": "PHONE_NUMBER", "outcome": "withheld", "reason": "no_grant"},
    ]
    args, _ = boundary.restore_tool_call(run_id, "sms", {"to": email, "phone": phone})
    assert args == {"to": email, "phone": PHONE}
    kinds = [(e.kind, e.tool, e.entity_type, e.path, e.reason) for e in store.events]
    assert ("restored", "mail.send", "EMAIL_ADDRESS", "$.to", None) in kinds
    assert ("withheld", "mail.send", "PHONE_NUMBER", "$.phone", "no_grant") in kinds
    store.assert_value_free(EMAIL, PHONE)


def test_tokens_match_case_insensitively_and_mangled_tokens_never_restore(env):
    boundary, store, _, run_id = env
    store.grants.add(("mail", "EMAIL_ADDRESS"))
    token = boundary.tokenize_customer(run_id, EMAIL)
    label, hexd = token[1:-1].split("_")
    upper = f"[{label.lower()}_{hexd.upper()}]"
    # Near-variants (docs/tokens.md §5): a digit short or long, a lone bracket, a non-hex
    # digit, a label glued to another word, a label of another type or of no type.
    mangled = [token[:-2] + "]", token[:-1] + "0]", token[1:], token[:-1], f"x{label}_{hexd}",
               f"[{label}_{hexd[:-1]}g]", f"{label}_{hexd}0", f"[[{label}_{hexd}]".replace("[[", "[X"),
               f"[PHONE_{hexd}]", f"telefono-{hexd}", f"[WIDGET_{hexd}]", f"{label}__{hexd}", f"{hexd}"]
    # Reshapes a model makes of the same marker restore like the token itself.
    reshaped = [f"[{label} {hexd}]", f"({label}_{hexd})", f"{label.lower()}-{hexd}", f"[correo {hexd.upper()}]",
                f"Correo_{hexd}", f"[{hexd}]"]
    args, _ = boundary.restore_tool_call(run_id, "mail", {"a": upper, "m": mangled, "r": reshaped})
    assert args == {"a": EMAIL, "m": mangled, "r": [EMAIL, f"({EMAIL})", EMAIL, EMAIL, EMAIL, EMAIL]}
    assert boundary.restore_answer(run_id, " ".join(mangled)) == " ".join(mangled)
    assert boundary.restore_answer(run_id, " ".join(reshaped)) == " ".join(args["r"])


def test_not_issued_tokens_name_the_type_from_the_label_when_known(env):
    boundary, _, _, run_id = env
    _, decisions = boundary.restore_tool_call(run_id, "t", {"a": "[NIF_0123456789ab]", "b": "[WHATEVER_0123456789ab]"})
    assert decisions == [
        {"path": "$.a", "entity_type": "ES_NIF", "outcome": "withheld", "reason": "not_issued"},
        {"path": "$.b", "entity_type": None, "outcome": "withheld", "reason": "not_issued"},
    ]


def test_string_in_string_out_object_in_object_out(env):
    boundary, store, _, run_id = env
    store.grants.add(("mail", "EMAIL_ADDRESS"))
    token = boundary.tokenize_customer(run_id, EMAIL)
    as_string = json.dumps({"to": token, "n": 1})
    out, _ = boundary.restore_tool_call(run_id, "mail", as_string)
    assert isinstance(out, str) and json.loads(out) == {"to": EMAIL, "n": 1}
    out, _ = boundary.restore_tool_call(run_id, "mail", {"to": token})
    assert out == {"to": EMAIL}


def test_invalid_json_arguments_are_refused_naming_the_field(env):
    boundary, store, _, run_id = env
    with pytest.raises(BadRequest) as err:
        boundary.restore_tool_call(run_id, "mail", '{"to": "secret-ish value"')
    assert err.value.field == "arguments" and "arguments" in err.value.message
    assert "secret-ish" not in err.value.message and "secret-ish" not in repr(err.value)
    with pytest.raises(BadRequest):
        boundary.restore_tool_call(run_id, "mail", 12)
    assert store.audits == []


@pytest.mark.parametrize("value", [
    '«say "hi"»', "«back\\slash \\n not a newline»", "«line\nbreak\ttab»", "«emoji 😀👩‍👩‍👧»",
    "«שלום עולם ‏مرحبا»", "«</script>{\"x\": [1]}»", "«\u2028\u2029 and \x7f»",
])
def test_restored_values_land_escaped_and_exact(env, value):
    boundary, store, _, run_id = env
    store.grants.add(("notes", "SECRET"))
    token = boundary.tokenize_customer(run_id, f"keep {value} safe")
    assert value not in token and len(tokens_of(token)) == 1
    tok = tokens_of(token)[0]
    raw = '{"body": "x ' + tok + ' y", "k\\"ey": ["' + tok + '"]}'
    out, decisions = boundary.restore_tool_call(run_id, "notes", raw)
    parsed = json.loads(out)
    assert parsed == {"body": f"x {value} y", 'k"ey': [value]}
    assert [d["path"] for d in decisions] == ["$.body", "$['k\"ey'][0]"]
    assert boundary.restore_answer(run_id, f"[{tok}") == f"[{value}"


def test_json_paths_and_keys_are_never_rewritten(env):
    boundary, store, _, run_id = env
    store.grants.add(("mail", "EMAIL_ADDRESS"))
    token = boundary.tokenize_customer(run_id, EMAIL)
    args = {"items": [{"email": token}], "odd key's": token, token: "x", "nested": {"a_b1": [[token]]}}
    out, decisions = boundary.restore_tool_call(run_id, "mail", args)
    assert list(out) == ["items", "odd key's", token, "nested"]
    assert out[token] == "x" and out["items"][0]["email"] == EMAIL and out["nested"]["a_b1"][0][0] == EMAIL
    assert [d["path"] for d in decisions] == ["$.items[0].email", "$['odd key\\'s']", "$.nested.a_b1[0][0]"]


def test_audit_shape_is_value_and_token_free(env):
    boundary, store, _, run_id = env
    store.grants.add(("mail", "EMAIL_ADDRESS"))
    email, phone = tokens_of(boundary.tokenize_customer(run_id, f"{EMAIL} {PHONE}"))
    args = {"to": email, "cc": [phone, "plain words", 7, True, None], "both": f"{email} and {phone}",
            "fake": "[NOPE_0123456789ab]", email: 1.5}
    boundary.restore_tool_call(run_id, "mail", args)
    (audit,) = store.audits
    assert (audit.tool, audit.run_id, audit.tenant, audit.session) == ("mail", run_id, "acme", "sess-1")
    assert audit.shape == {
        "to": "<sanitized:EMAIL_ADDRESS>",
        "cc": ["<withheld:PHONE_NUMBER>", "<text>", "<number>", True, None],
        "both": "<sanitized:EMAIL_ADDRESS><withheld:PHONE_NUMBER>",
        "fake": "<withheld:UNKNOWN>",
        "[EMAIL]": "<number>",
    }
    store.assert_value_free(EMAIL, PHONE, "plain words")


# ---- answers ------------------------------------------------------------------------------

def test_answer_strict_refuses_never_issued_tokens(env):
    boundary, store, _, run_id = env
    mine = boundary.tokenize_customer(run_id, EMAIL)
    invented = "[EMAIL_0123456789ab]"
    assert boundary.restore_answer(run_id, f"{mine} {invented}") == f"{EMAIL} {invented}"
    before = len(store.events)
    with pytest.raises(UnknownToken) as err:
        boundary.restore_answer(run_id, f"{mine} {invented}", strict=True)
    assert (err.value.status, err.value.code) == (422, "unknown_token")
    assert "0123456789ab" not in err.value.message
    assert len(store.events) == before  # refused: nothing restored, nothing recorded
    assert boundary.restore_answer(run_id, mine, strict=True) == EMAIL
    assert [e.entity_type for e in store.events if e.kind == "answer_restored"] == ["EMAIL_ADDRESS"] * 2


def test_stream_records_answer_restored_and_restores_own_values(env):
    boundary, store, _, run_id = env
    mine = boundary.tokenize_customer(run_id, EMAIL)
    stream = boundary.open_answer_stream(run_id)
    out = stream.feed("Hi " + mine[:7]) + stream.feed(mine[7:] + " bye [EMA") + stream.close()
    assert out == f"Hi {EMAIL} bye [EMA"
    assert [e for e in store.events if e.kind == "answer_restored"] == [
        Event("answer_restored", "acme", "sess-1", run_id, entity_type="EMAIL_ADDRESS")]


def test_stream_records_every_restoration_in_every_chunk(env):
    # Found by review: after the first flush the resolver appended to a list nobody read,
    # so only the first chunk's restorations left events.
    boundary, store, _, run_id = env
    mail, phone, nif = (boundary.tokenize_customer(run_id, value) for value in (EMAIL, PHONE, NIF))
    assert all(TOKEN_PATTERN.fullmatch(token) for token in (mail, phone, nif))
    stream = boundary.open_answer_stream(run_id)
    out = "".join(stream.feed(chunk) for chunk in (f"a {mail} ", f"b {phone[:5]}", f"{phone[5:]} c ", nif)) + stream.close()
    assert out == f"a {EMAIL} b {PHONE} c {NIF}"
    assert [e.entity_type for e in store.events if e.kind == "answer_restored"] == [
        "EMAIL_ADDRESS", "PHONE_NUMBER", "ES_NIF"]


# ---- history rebuild ----------------------------------------------------------------------

def test_history_rebuild_recovers_the_same_mapping_and_provenance():
    boundary, store, _ = make_boundary()
    store.grants.add(("crm", "PHONE_NUMBER"))
    first = boundary.open_run("acme", "s")[0].run_id
    t_email = boundary.tokenize_customer(first, f"mail {EMAIL}")
    t_phone = boundary.tokenize_tool_result(first, "crm", {"phone": PHONE})
    history = [
        {"role": "user", "content": f"mail {EMAIL}", "extra": "not echoed"},
        {"role": "tool", "tool": "crm", "content": {"phone": PHONE}},
        {"role": "assistant", "content": f"Noted {t_email.split()[-1]}, and your NIF {NIF}? ref [PHONE_123456789012]"},
    ]
    run, rebuilt = boundary.open_run("acme", "s", history=history)
    assert rebuilt[0] == {"role": "user", "content": t_email}
    assert rebuilt[1] == {"role": "tool", "tool": "crm", "content": t_phone}
    assert rebuilt[2]["role"] == "assistant" and NIF not in rebuilt[2]["content"]
    assert "[PHONE_123456789012]" in rebuilt[2]["content"]
    nif_token = tokens_of(rebuilt[2]["content"])[1]
    answer = f"{t_email.split()[-1]} {t_phone['phone']} {nif_token}"
    # Customer's value back; tool's stays; assistant-only value is never the customer's.
    assert boundary.restore_answer(run.run_id, answer) == f"{EMAIL} {t_phone['phone']} {nif_token}"
    assert boundary.restore_tool_call(run.run_id, "crm", {"p": t_phone["phone"]})[0] == {"p": PHONE}
    assert store.kinds().count("run_rebuilt") == 1
    store.assert_value_free(EMAIL, PHONE, NIF)


def test_history_is_validated_before_anything_is_created():
    boundary, _, _ = make_boundary()
    bad = [
        ("history", "nope"), ("history[0]", ["x"]), ("history[0].role", [{"role": "system", "content": ""}]),
        ("history[0].content", [{"role": "user"}]), ("history[0].tool", [{"role": "tool", "content": "", "tool": "*"}]),
    ]
    for field, history in bad:
        with pytest.raises(BadRequest) as err:
            boundary.open_run("acme", "s", history=history)
        assert err.value.field == field
    assert len(boundary.runs) == 0


# ---- names, errors, expiry ----------------------------------------------------------------

@pytest.mark.parametrize("tool", ["*", "all", "ALL", "Any", "", " mail", "mail send", "a" * 65, "-x", None, 3, "ma\nil"])
def test_bad_tool_names_are_refused_naming_the_field(env, tool):
    boundary, store, _, run_id = env
    for error in _refusals_on_both_tool_routes(boundary, run_id, tool):
        assert error.status == 400 and error.field == "tool" and error.code == "bad_request"
        if isinstance(tool, str) and len(tool) > 1 and tool.lower() not in ("all", "any"):
            assert tool not in error.message
    assert store.audits == []


def _refusals_on_both_tool_routes(boundary, run_id: str, tool) -> list[BadRequest]:
    """The BadRequest a tool call and a tool result naming `tool` each raise."""
    errors = []
    for call in (lambda: boundary.restore_tool_call(run_id, tool, {}),
                 lambda: boundary.tokenize_tool_result(run_id, tool, "x")):
        with pytest.raises(BadRequest) as err:
            call()
        errors.append(err.value)
    return errors


@pytest.mark.parametrize("good", ["mail.send", "crm:lookup", "a" * 64, "0-tool_x"])
def test_good_tool_names(env, good):
    boundary, _, _, run_id = env
    assert boundary.restore_tool_call(run_id, good, {}) == ({}, [])


# The fake's NIF pattern has \b on both sides, which `_` (a word character) never gives:
# as written, none of these names holds a NIF; only their parts between separators do.
@pytest.mark.parametrize("tool", ["crm_12345678Z", "lookup_12345678Z_v2", "a.b_12345678Z_c", "x:y_12345678Z"])
def test_a_value_glued_to_a_tool_name_by_a_separator_is_refused(env, tool):
    # Detection reads `crm_12345678Z` as one identifier, as it must in text; in a tool name,
    # written to every event and audit row, a part between separators can be a value.
    boundary, store, _, run_id = env
    for error in _refusals_on_both_tool_routes(boundary, run_id, tool):
        assert error.field == "tool" and "ES_NIF" in error.message and "12345678Z" not in error.message
    assert store.audits == [] and store.events == []


def test_clean_names_are_searched_once_per_detector_revision_and_policy(env):
    boundary, store, _, run_id = env
    boundary.detector.revision = 0

    def searches(tool: str) -> int:
        return sum(tool in text for text, _ in boundary.detector.calls)

    for _ in range(3):
        boundary.restore_tool_call(run_id, "crm.lookup", {})
    assert searches("crm.lookup") == 1
    boundary.detector.revision += 1  # an operator's recognizer changed
    boundary.restore_tool_call(run_id, "crm.lookup", {})
    assert searches("crm.lookup") == 2
    store.entities = ["EMAIL_ADDRESS"]
    boundary.restore_tool_call(run_id, "crm.lookup", {})
    assert searches("crm.lookup") == 3
    assert all(generation == (tuple(store.entities), 1) for _, _, generation, _ in boundary._clean_names)
    store.entities = ["ES_NIF"]
    for _ in range(2):  # a refused name is never kept: searched every time
        with pytest.raises(BadRequest):
            boundary.restore_tool_call(run_id, "crm.12345678Z", {})
    assert searches("crm.12345678Z") == 2
    assert boundary._clean_names == {}, "names found clean under another policy are dropped"
    del boundary.detector.revision  # a detector without one (remote) is searched every time
    boundary.restore_tool_call(run_id, "crm.other", {})
    boundary.restore_tool_call(run_id, "crm.other", {})
    assert searches("crm.other") == 2


def test_a_bare_number_is_an_id_as_a_session_and_a_value_as_a_tool(env):
    """Tenants and sessions take a value found as a bare run of digits for an id; tool names
    do not, and a number remembered clean as a session is not remembered clean as a tool."""
    boundary, store, _, run_id = env
    boundary.detector.revision = 0
    number = "612345678"
    run = boundary.open_run("acme", number)[0]
    assert run.session == number
    for tool in (number, f"crm_{number}"):
        for error in _refusals_on_both_tool_routes(boundary, run_id, tool):
            assert error.field == "tool" and "PHONE_NUMBER" in error.message
    with pytest.raises(BadRequest) as refused:  # written as a phone is written: a value
        boundary.open_run("acme", f"wa:+34 {number}")
    assert refused.value.field == "session" and number not in refused.value.message


@pytest.mark.parametrize("field, kwargs", [
    ("tenant", {"tenant": ""}), ("tenant", {"tenant": "x" * 129}), ("tenant", {"tenant": "ac\x00me"}),
    ("session", {"session": 5}), ("session", {"session": "s\n1"}), ("language", {"language": "12345678Z"}),
    ("ttl_seconds", {"ttl_seconds": 0}), ("ttl_seconds", {"ttl_seconds": True}), ("ttl_seconds", {"ttl_seconds": "9"}),
])
def test_bad_run_parameters_name_the_field(field, kwargs):
    boundary, _, _ = make_boundary()
    args = {"tenant": "acme", "session": "s", **kwargs}
    with pytest.raises(BadRequest) as err:
        boundary.open_run(**args)
    assert err.value.field == field
    assert len(boundary.runs) == 0


def test_text_must_be_a_string(env):
    boundary, _, _, run_id = env
    with pytest.raises(BadRequest) as err:
        boundary.tokenize_customer(run_id, {"text": EMAIL})
    assert err.value.field == "text" and EMAIL not in err.value.message


def test_describe_close_and_unknown_runs(env):
    boundary, _, clock, run_id = env
    boundary.tokenize_customer(run_id, EMAIL)
    described = boundary.describe_run(run_id)
    assert described == {"run_id": run_id, "tenant": "acme", "session": "sess-1", "tokens": 1,
                         "expires_at": "2023-11-14T22:28:20Z"}
    boundary.close_run(run_id)
    for call in (lambda: boundary.describe_run(run_id), lambda: boundary.close_run(run_id),
                 lambda: boundary.tokenize_customer(run_id, "x"), lambda: boundary.describe_run(None)):
        with pytest.raises(UnknownRun):
            call()


def test_idle_expiry_records_run_expired_and_answers_410():
    boundary, store, clock = make_boundary(ttl=60)
    lazy = boundary.open_run("acme", "s1")[0].run_id
    swept = boundary.open_run("acme", "s2", ttl_seconds=120)[0].run_id
    boundary.tokenize_customer(lazy, EMAIL)
    clock.advance(61)
    with pytest.raises(RunExpired):
        boundary.tokenize_customer(lazy, EMAIL)
    assert [e.run_id for e in store.events if e.kind == "run_expired"] == [lazy]
    clock.advance(60)
    assert boundary.expire_idle_runs() == [swept]
    assert [e.run_id for e in store.events if e.kind == "run_expired"] == [lazy, swept]
    for rid in (lazy, swept):
        with pytest.raises(RunExpired):
            boundary.describe_run(rid)
    store.assert_value_free(EMAIL)


def test_redact_uses_bare_labels_and_issues_no_tokens():
    boundary, store, _ = make_boundary()
    out = boundary.redact(f"{EMAIL} / {PHONE} / {NIF} / [EMAIL_0123456789ab]")
    assert out == "[EMAIL] / [PHONE] / [NIF] / [EMAIL_0123456789ab]"
    assert len(boundary.runs) == 0 and store.events == []


def test_language_auto_is_decided_per_message():
    boundary, _, _ = make_boundary()
    run_id = boundary.open_run("acme", "s")[0].run_id
    boundary.tokenize_customer(run_id, "Hola, mi correo es x@example.com, gracias")
    boundary.tokenize_customer(run_id, "Hello, my email is x@example.com, thanks")
    assert [lang for _, lang in boundary.detector.calls] == ["es", "en"]
    fixed = boundary.open_run("acme", "s", language="es")[0].run_id
    boundary.tokenize_customer(fixed, "Hello, my email is x@example.com")
    assert boundary.detector.calls[-1][1] == "es"


def test_concurrent_calls_on_one_run_are_consistent():
    boundary, store, _ = make_boundary()
    store.grants.add(("mail", "EMAIL_ADDRESS"))
    run_id = boundary.open_run("acme", "s")[0].run_id
    emails = [f"user{i}@example.com" for i in range(40)]
    results: dict[str, str] = {}

    def work(chunk):
        for email in chunk:
            results[email] = boundary.tokenize_customer(run_id, email)
            boundary.restore_tool_call(run_id, "mail", {"to": results[email]})

    threads = [threading.Thread(target=work, args=(emails[i::4],)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert boundary.describe_run(run_id)["tokens"] == 40
    for email, token in results.items():
        assert boundary.restore_answer(run_id, token) == email
