"""The eight invariants of docs/tokens.md §10, one test each, against a real daemon over HTTP.

The test plays the model (it reads what the daemon hands it and writes tool calls and
answers with tokens) and the tools (it writes their replies). Everything else is real:
the daemon process, its SQLite file, the presidio detector with spaCy.
"""

from __future__ import annotations

import asyncio
import json

import aiohttp

from tests.support import values as fx
from tests.support.turns import TOKEN_RE, tokens_in, uid, value_variants


def leaks(haystack: str, values) -> list[str]:
    """The values (any formatting variant) found in `haystack`; never printed by asserts."""
    return [v for v in values if any(variant in haystack for variant in value_variants(v))]


def leaked_tokens(haystack: str, tokens) -> list[str]:
    low = haystack.lower()
    return [t for t in tokens if t.lower() in low or t[-13:-1].lower() in low]


# ---- 1 ------------------------------------------------------------------------------------

async def test_invariant_1_model_never_reads_a_detected_value(api):
    tenant, session = uid("t1-"), uid("s-")
    mail, other_mail, nif, nie, cpf = fx.email(), fx.email("bob", "example.org"), fx.nif(), fx.nie(), fx.cpf()
    values = [mail, other_mail, nif, nie, cpf, fx.CARD, fx.PHONE_ES, fx.phone_us(11)]
    history = [
        {"role": "user", "content": f"Hi, I'm writing from {mail}, NIF {nif}, phone {fx.PHONE_ES}."},
        {"role": "assistant", "content": f"Thanks, I will contact {mail} about card {fx.CARD}."},
        {"role": "tool", "tool": "crm_lookup",
         "content": {"customer": {"email": mail, "nie": nie, "cpf": cpf},
                     "card": 4111111111111111, "notes": [f"manager {other_mail}"]}},
    ]
    run = await api.open_run(tenant, session, history=history)
    run_id = run["run_id"]
    assert [item["role"] for item in run["history"]] == ["user", "assistant", "tool"]
    assert run["history"][2]["tool"] == "crm_lookup"
    await api.customer(run_id, f"Also call me at {fx.phone_us(11)}; my NIE is {nie} and CPF {cpf}.")
    await api.tool_result(run_id, "billing_lookup", {
        "card_number": fx.CARD, "holder_email": mail.upper(), "backup": other_mail,
        "phone": 612345678, "ids": [nif, nie], "count": 3,
        # A reply keyed by values: keys reach the model as tokens too.
        "by_email": {other_mail: "manager", f"{cpf} (primary)": True},
    })
    await api.tool_result(run_id, "billing_lookup", f"Invoice for {cpf} sent to {other_mail}.")

    model_read = "\n".join(api.model_read)
    assert len(api.model_read) == 6
    assert leaks(model_read, values) == []
    # Each value reached the model as a token instead, and the structure was kept.
    assert {t.split("_")[0][1:] for t in tokens_in(model_read)} >= {"EMAIL", "NIF", "NIE", "CPF", "CARD", "PHONE"}
    tool_item = run["history"][2]["content"]
    assert tool_item["card"].startswith("[CARD_") and TOKEN_RE.fullmatch(tool_item["card"])
    assert TOKEN_RE.fullmatch(tool_item["customer"]["email"])


# ---- 2 ------------------------------------------------------------------------------------

async def test_invariant_2_same_value_same_session_same_token(api, grants):
    tenant, session = uid("t2-"), uid("s-")
    local = uid("ana")
    lower, upper = f"{local}@example.com", f"{local.upper()}@EXAMPLE.COM"
    tool = uid("mail_")
    await grants(tool, "EMAIL_ADDRESS")
    await grants(tool, "ES_NIF")

    run = (await api.open_run(tenant, session))["run_id"]
    first = tokens_in(await api.customer(run, f"Email {lower}, NIF 12345678-Z."))
    second = tokens_in(await api.customer(run, f"Again: {upper} and NIF 12345678Z"))
    assert len(first) == 2 and first == second
    # A second run of the same session gets the same tokens.
    run_again = (await api.open_run(tenant, session))["run_id"]
    assert tokens_in(await api.customer(run_again, f"{lower} / {fx.NIF_FIXED}")) == first

    # Another session of the tenant, and the same session name in another tenant: new tokens.
    other_session = (await api.open_run(tenant, uid("s-")))["run_id"]
    other_tenant = (await api.open_run(uid("t2-"), session))["run_id"]
    for other in (other_session, other_tenant):
        theirs = tokens_in(await api.customer(other, f"Email {lower}, NIF 12345678-Z."))
        assert len(theirs) == 2 and set(theirs).isdisjoint(first)
        # A token carried over restores nothing: the tool and the customer read it verbatim.
        args = {"to": first[0], "id": f"NIF {first[1]}"}
        out = await api.tool_call(other, tool, args)
        assert out["arguments"] == args
        assert [(d["outcome"], d.get("reason")) for d in out["decisions"]] == [("withheld", "not_issued")] * 2
        said = f"We wrote to {first[0]} about {first[1]}."
        assert await api.answer(other, said) == said
        events = await api.events(other, kind="withheld")
        assert {(e["tool"], e["reason"]) for e in events} == {(tool, "not_issued")}
        assert await api.events(other, kind="restored") == []
    # ...while in the original session the same call is restored.
    out = await api.tool_call(run, tool, {"to": first[0]})
    assert out["arguments"] == {"to": lower}


# ---- 3 ------------------------------------------------------------------------------------

async def test_invariant_3_a_tool_gets_a_value_only_through_its_grant(api, grants):
    mail_tool, crm_tool = uid("mail_"), uid("crm_")
    await grants(mail_tool, "EMAIL_ADDRESS")
    await grants(crm_tool, "PHONE_NUMBER")
    mail = fx.email()
    run = (await api.open_run(uid("t3-"), uid("s-")))["run_id"]
    said = await api.customer(run, f"Write to {mail} or call {fx.PHONE_ES}.")
    email_token, phone_token = tokens_in(said)
    assert email_token.startswith("[EMAIL_") and phone_token.startswith("[PHONE_")
    args = {"to": email_token, "phone": phone_token}

    out = await api.tool_call(run, mail_tool, args)
    assert out["arguments"] == {"to": mail, "phone": phone_token}
    assert sorted((d["path"], d["outcome"], d.get("reason")) for d in out["decisions"]) == [
        ("$.phone", "withheld", "no_grant"), ("$.to", "restored", None)]

    out = await api.tool_call(run, crm_tool, args)
    assert out["arguments"] == {"to": email_token, "phone": fx.PHONE_ES}

    for stranger in (uid("other_"), mail_tool.upper(), mail_tool + "x"):
        out = await api.tool_call(run, stranger, args)
        assert out["arguments"] == args
        assert {(d["outcome"], d["reason"]) for d in out["decisions"]} == {("withheld", "no_grant")}

    # No wildcard, "all", "any", empty or unknown type can be stored.
    before = await api.ok("GET", "/v1/grants")
    refused = [("*", "EMAIL_ADDRESS"), ("ALL", "EMAIL_ADDRESS"), ("Any", "EMAIL_ADDRESS"),
               ("all", "EMAIL_ADDRESS"), ("", "EMAIL_ADDRESS"), ("mail*", "EMAIL_ADDRESS"),
               (mail_tool, "*"), (mail_tool, "ALL"), (mail_tool, "Any"), (mail_tool, ""),
               (mail_tool, "NOT_A_TYPE"), (mail_tool, "email_address"),
               ("all_tools", "EMAIL_ADDRESS"), ("Every-Tool", "EMAIL_ADDRESS"), ("everything", "EMAIL_ADDRESS"),
               (mail_tool, "ALL_TYPES")]
    for tool, entity_type in refused:
        status, body = await api.request("PUT", "/v1/grants", {"tool": tool, "entity_type": entity_type})
        assert status == 422, (tool, entity_type, status, body)
        assert body["error"]
    assert await api.ok("GET", "/v1/grants") == before
    # A tool cannot even be called by a name meaning "all".
    for name in ("*", "all", "ANY", "all_tools", "Every-Tool", "everything"):
        status, body = await api.request("POST", f"/v1/runs/{run}/tool-calls",
                                         {"tool": name, "arguments": {"to": email_token}})
        assert status == 400 and mail not in json.dumps(body)


# ---- 4 ------------------------------------------------------------------------------------

async def test_invariant_4_a_never_issued_token_is_never_restored(api, grants):
    tool = uid("mail_")
    await grants(tool, "EMAIL_ADDRESS")
    await grants(tool, "ES_NIF")
    tenant, session = uid("t4-"), uid("s-")
    mail = fx.email()
    run = (await api.open_run(tenant, session))["run_id"]
    email_token, nif_token = tokens_in(await api.customer(run, f"I am {mail}, NIF {fx.NIF_FIXED}"))
    other = (await api.open_run(tenant, uid("s-")))["run_id"]
    (foreign,) = tokens_in(await api.customer(other, f"mine is {fx.email()}"))
    label, hexpart = email_token[1:-1].split("_")

    bracketed_unknown = ["[EMAIL_0123456789ab]", "[NIF_ffffffffffff]", "[email_0123456789AB]", foreign]
    # Shaped like a marker (docs/tokens.md §5) but naming no token: never restored, and a
    # strict answer refuses them at their offset.
    near_tokens = [
        f"[{label}_{hexpart[:11]}]",          # 11 hex digits
        f"[{label}_{hexpart}0]",              # 13 hex digits
        f"[{label}_{hexpart}",                # missing closing bracket
        f"{label}_{hexpart}]",                # missing opening bracket
        f"{label}_{hexpart}0",                # 13 hex digits, no brackets
        f"[{label}_{hexpart[:6]} {hexpart[6:]}]",
    ]
    # Not even shaped like one: plain text, in strict answers too.
    not_tokens = [
        f"[{label}_{hexpart[:5]}]",           # 5 hex digits
        f"[WIDGET-{hexpart}]",                # no label of ours, and not the token's shape
        f"x{label}_{hexpart}",                # glued to a word
        f"{label}:{hexpart}",                 # no separator of a marker
    ]
    # What models make of a marker: the customer's value, and the granted tool's.
    reshaped = {f"{label}_{hexpart}": mail, f"[{label}-{hexpart}]": mail, f"({label}_{hexpart})": f"({mail})",
                f"correo {hexpart.upper()}": mail, f"[Correo_{hexpart}]": mail}
    for fake in bracketed_unknown + near_tokens + not_tokens:
        args = {"to": fake, "text": f"see {fake} now"}
        out = await api.tool_call(run, tool, args)
        assert out["arguments"] == args, fake
        assert mail not in json.dumps(out)
        assert all(d["outcome"] == "withheld" and d["reason"] == "not_issued" for d in out["decisions"])
        answer = f"Hello {fake}!"
        assert await api.answer(run, answer) == answer
        frames = await api.stream(run, [answer[:7], answer[7:15], answer[15:]])
        assert "".join(frames) == answer
    for fake in bracketed_unknown + near_tokens:
        status, body = await api.request("POST", f"/v1/runs/{run}/answer",
                                         {"text": f"ok {email_token} and {fake}", "strict": True})
        assert (status, body["error"], body["position"]) == (422, "unknown_token", len(f"ok {email_token} and ")), fake
        assert mail not in json.dumps(body) and fake not in json.dumps(body) and hexpart not in json.dumps(body)
    for fake in not_tokens:
        assert await api.answer(run, f"{email_token} {fake}", strict=True) == f"{mail} {fake}"
    for variant, restored in reshaped.items():
        answer = f"Hello {variant}!"
        assert await api.answer(run, answer, strict=True) == f"Hello {restored}!", variant
        frames = await api.stream(run, [answer[:7], answer[7:15], answer[15:]])
        assert "".join(frames) == f"Hello {restored}!", variant
        out = await api.tool_call(run, tool, {"to": variant})
        assert out["arguments"]["to"] == restored, variant
    # The real ones still work, any letter case (exact on the hex, case-insensitive).
    assert await api.answer(run, email_token.lower(), strict=True) == mail
    out = await api.tool_call(run, tool, {"to": email_token.upper(), "id": nif_token})
    assert out["arguments"] == {"to": mail, "id": fx.NIF_FIXED}
    withheld = await api.events(run, kind="withheld")
    assert {e["reason"] for e in withheld} == {"not_issued"}
    assert len(withheld) == 2 * len(bracketed_unknown)


async def test_invariant_4_a_never_issued_token_with_an_invented_label_passes_through(api, grants):
    """The model invents a label we do not have: the call must go through, token verbatim.

    Fails today: the decision carries entity_type None, the store refuses the `withheld`
    event (422 refused_record) and the whole tool call is refused.
    """
    tool = uid("mail_")
    await grants(tool, "EMAIL_ADDRESS")
    run = (await api.open_run(uid("t4-"), uid("s-")))["run_id"]
    (email_token,) = tokens_in(await api.customer(run, f"I am {fx.email()}"))
    args = {"to": email_token, "ref": "[WIDGET_0123456789ab]"}
    status, body = await api.request("POST", f"/v1/runs/{run}/tool-calls", {"tool": tool, "arguments": args})
    assert status == 200, body
    assert body["arguments"]["ref"] == "[WIDGET_0123456789ab]"
    withheld = [d for d in body["decisions"] if d["outcome"] == "withheld"]
    assert [d["reason"] for d in withheld] == ["not_issued"]
    answer = "ref [WIDGET_0123456789ab]"
    assert await api.answer(run, answer) == answer


# ---- 5 ------------------------------------------------------------------------------------

async def test_invariant_5_tool_replies_are_retokenized_with_the_same_tokens(api):
    mail, nif = fx.email(), fx.nif()
    new_mail = fx.email("carla", "example.org")
    run = (await api.open_run(uid("t5-"), uid("s-")))["run_id"]
    said = await api.customer(run, f"I'm {mail}, NIF {nif}, phone {fx.PHONE_ES}, card {fx.CARD}.")
    email_token, nif_token, phone_token, card_token = tokens_in(said)
    nif_dashed = f"{nif[:8]}-{nif[8]}"
    reply = await api.tool_result(run, "crm_lookup", {
        "email": mail.upper(),
        "nif": nif_dashed,
        "phones": ["+34 612 345 678", "612345678"],
        "card_number": 4111111111111111,
        "summary": f"Customer {mail} (NIF {nif}) has a manager at {new_mail}.",
        "count": 2,
    })
    assert reply["email"] == email_token
    assert reply["nif"] == nif_token
    assert reply["phones"][1] == phone_token
    assert reply["card_number"] == card_token
    assert reply["count"] == 2
    summary_tokens = tokens_in(reply["summary"])
    assert summary_tokens[:2] == [email_token, nif_token]
    new_token = summary_tokens[2]
    assert new_token.startswith("[EMAIL_") and new_token != email_token
    assert leaks(json.dumps(reply), [mail, nif, new_mail, fx.CARD, fx.PHONE_ES]) == []
    # A second reply with the tool-sourced value: same token again.
    again = await api.tool_result(run, "crm_lookup", f"cc {new_mail.upper()}")
    assert tokens_in(again) == [new_token]


# ---- 6 ------------------------------------------------------------------------------------

async def _recv(ws, timeout: float = 5.0) -> str:
    message = await ws.receive(timeout=timeout)
    assert message.type == aiohttp.WSMsgType.TEXT, message
    return message.data


# The labels a model may write a marker with (docs/tokens.md §5), written out here so the
# stream's hold rule is checked against the document, not against the daemon's own table.
_MARKER_LABELS = ("EMAIL", "PHONE", "CARD", "IBAN", "NIF", "NIE", "CPF", "SSN", "PERSON", "SECRET",
                  "CORREO", "TELEFONO", "TELÉFONO", "TARJETA", "PERSONA", "SECRETO")
_HEX = set("0123456789abcdefABCDEF")


def _bare_may_grow(word: str) -> bool:
    """Whether text standing as a word of its own may still become a bare marker."""
    upper = word.upper()
    for label in _MARKER_LABELS:
        if label.startswith(upper):
            return True
        rest = upper[len(label):]
        if upper.startswith(label) and rest and rest[0] in "_ -" and len(rest) <= 13 and set(rest[1:]) <= _HEX:
            return True
    return False


def _held_from(unreleased: str, before: str) -> int:
    """Where the held part of `unreleased` starts, bare markers only (no `[` in it)."""
    for i in range(len(unreleased)):
        previous = unreleased[i - 1] if i else before
        if previous.isalnum() or previous in "_[":
            continue
        if _bare_may_grow(unreleased[i:]):
            return i
    return len(unreleased)


async def test_invariant_6_customer_reads_own_values_streamed_tool_values_stay_tokens(api):
    mail, nif = fx.email(), fx.nif()
    tool_mail = fx.email("gestor", "example.org")
    run = (await api.open_run(uid("t6-"), uid("s-")))["run_id"]
    email_token, nif_token = tokens_in(await api.customer(run, f"Soy {mail}, NIF {nif}."))
    reply = await api.tool_result(run, "crm_lookup", {"manager": tool_mail, "echo": mail})
    tool_token = reply["manager"]
    assert reply["echo"] == email_token
    invented = "[EMAIL_0123456789ab]"

    answer = (f"Hola, te escribo a {email_token} (NIF {nif_token}); tu gestor es {tool_token}. "
              f"Ref {invented} [see note] [ABCDEFGHIJKLMNOPQRSTUV] fin.")
    expected = (f"Hola, te escribo a {mail} (NIF {nif}); tu gestor es {tool_token}. "
                f"Ref {invented} [see note] [ABCDEFGHIJKLMNOPQRSTUV] fin.")
    assert await api.answer(run, answer) == expected

    # One character at a time: plain text comes back at once, a possible token is held
    # (at most 32 characters, only while a bracket is open, or while a word standing on its
    # own spells the start of a marker's label) and released whole.
    label_run = "[ABCDEFGHIJKLMNOPQR"  # '[' + 18 letters: longer than any label can be
    async with api.http.ws_connect(api.url + f"/v1/runs/{run}/answer/stream", headers=api.daemon.auth) as ws:
        position = 0
        received = []
        unreleased, before = "", ""
        while position < len(answer):
            char = answer[position]
            if char != "[":
                await ws.send_str(char)
                unreleased += char
                held_from = _held_from(unreleased, before)
                if held_from:  # its own frame, before the next chunk
                    assert await _recv(ws) == unreleased[:held_from]
                    received.append(unreleased[:held_from])
                    before, unreleased = unreleased[held_from - 1], unreleased[held_from:]
                position += 1
                continue
            # A bracket: everything up to the closing bracket or the first impossible char.
            end = answer.index("]", position)
            piece = answer[position:end + 1]
            for _i, c in enumerate(piece[:-1]):
                await ws.send_str(c)
            await ws.send_str(piece[-1])
            if unreleased:  # a word held until the bracket showed it was not a marker
                assert await _recv(ws) == unreleased
                received.append(unreleased)
                unreleased = ""
            before = piece[-1]
            if piece.startswith(label_run):
                # Released as soon as it stopped being a possible token, at the 19th char.
                got = await _recv(ws)
                assert got == label_run, "held past the longest possible token"
                rest = piece[len(label_run):]
                got_rest = ""
                while len(got_rest) < len(rest):
                    got_rest += await _recv(ws)
                assert got_rest == rest
                received.append(got + got_rest)
            elif piece == "[see note]":
                assert await _recv(ws) == "[see "  # released at the space
                got_rest = ""
                while len(got_rest) < len("note]"):
                    got_rest += await _recv(ws)
                assert got_rest == "note]"
                received.append("[see note]")
            else:
                got = await _recv(ws)  # nothing before the token completed
                want = {email_token: mail, nif_token: nif}.get(piece, piece)
                assert got == want
                received.append(got)
            position = end + 1
        await ws.send_str("")
        tail = []
        async for message in ws:
            if message.type == aiohttp.WSMsgType.TEXT:
                tail.append(message.data)
        assert tail == ([unreleased] if unreleased else [])
        received.extend(tail)
        assert ws.close_code == 1000
    assert "".join(received) == expected

    # Held only while a bracket is open, and never more than 32 characters.
    longest = f"[{'A' * 17}_{'a' * 12}"   # 31 chars: the longest unfinished token
    async with api.http.ws_connect(api.url + f"/v1/runs/{run}/answer/stream", headers=api.daemon.auth) as ws:
        await ws.send_str("x" + longest)
        assert await _recv(ws) == "x"
        await ws.send_str("b")  # cannot be a token any more: all of it, at once
        assert await _recv(ws) == longest + "b"
        await ws.send_str("tail [EMAIL_01")
        assert await _recv(ws) == "tail "
        await ws.send_str(" and email")  # a bare label, held while hex digits may follow
        assert await _recv(ws) == "[EMAIL_01 and "
        await ws.send_str("-0123456789ab")
        await ws.send_str("")
        assert await _recv(ws) == "email-0123456789ab"  # names no token of this run
        closing = await ws.receive(timeout=5)
        assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        assert ws.close_code == 1000

    # Any chunking gives the same as the whole answer at once.
    for size in (1, 3, 7, 32, len(answer)):
        chunks = [answer[i:i + size] for i in range(0, len(answer), size)]
        assert "".join(await api.stream(run, chunks)) == expected
    restored = await api.events(run, kind="answer_restored")
    assert {e["entity_type"] for e in restored} == {"EMAIL_ADDRESS", "ES_NIF"}


# ---- 7 ------------------------------------------------------------------------------------

async def test_invariant_7_nothing_written_contains_a_value_or_a_token(api, grants, daemon):
    tool = uid("mail_")
    await grants(tool, "EMAIL_ADDRESS")
    await grants(tool, "ES_NIF")
    tenant, session = uid("t7-"), uid("s-")
    mail, nif, nie, cpf = fx.email(), fx.nif(), fx.nie(), fx.cpf()
    other_mail, tool_mail = fx.email("bob", "example.org"), fx.email("carla", "example.org")
    values = [mail, nif, nie, cpf, other_mail, tool_mail, fx.CARD, fx.PHONE_ES]
    run = (await api.open_run(tenant, session, history=[
        {"role": "user", "content": f"I'm {mail}, NIF {nif}"},
        {"role": "tool", "tool": "crm_lookup", "content": {"nie": nie}},
    ]))["run_id"]
    await api.customer(run, f"CPF {cpf}, phone {fx.PHONE_ES}, card {fx.CARD}, cc {other_mail}")
    await api.tool_result(run, "crm_lookup", {"manager": tool_mail, f"key {mail}": "v"})
    tokens = sorted(set(tokens_in("\n".join(api.model_read))))
    assert len(tokens) >= 8
    by_label = {t.split("_")[0][1:]: t for t in tokens}
    # Tool calls: restored, withheld (no grant, not issued), tokens in keys, a JSON string.
    await api.tool_call(run, tool, {"to": by_label["EMAIL"], "nif": by_label["NIF"], "card": by_label["CARD"],
                                     by_label["CPF"]: "key holds a token", "bad": "[EMAIL_0123456789ab]"})
    await api.tool_call(run, uid("other_"), json.dumps({"all": tokens}))
    # Values in keys of a tool call (copied by the model from a reply, or injected): the tool
    # gets its keys as written; the paths and the audit shape show their labels.
    reply = await api.tool_call(run, tool, {mail: by_label["EMAIL"], "x": {fx.CARD: [nif], f"id {nie}": 1}})
    assert list(reply["arguments"]) == [mail, "x"] and list(reply["arguments"]["x"]) == [fx.CARD, f"id {nie}"]
    assert {d["path"] for d in reply["decisions"]} == {"$['[EMAIL]']"}
    await api.answer(run, " ".join(tokens))
    await api.stream(run, [" ".join(tokens)])
    # Refused requests with values and tokens in them.
    bad = [
        ("POST", f"/v1/runs/{run}/answer", {"text": f"{tokens[0]} [EMAIL_0123456789ab] {mail}", "strict": True}),
        ("POST", f"/v1/runs/{run}/tool-calls", {"tool": tool, "arguments": f"{{\"to\": \"{mail}\" {tokens[0]}"}),
        ("POST", f"/v1/runs/{run}/tool-calls", {"tool": mail, "arguments": {"to": tokens[0]}}),
        ("POST", f"/v1/runs/{run}/tool-results", {"tool": f"x {nif}", "result": mail}),
        # Names a well-formed tool name, but one holding a value: written to every row, refused.
        ("POST", f"/v1/runs/{run}/tool-calls", {"tool": nif, "arguments": {"to": tokens[0]}}),
        ("POST", f"/v1/runs/{run}/tool-results", {"tool": f"crm:{cpf}", "result": "ok"}),
        ("POST", f"/v1/runs/{run}/tool-calls", {"tool": f"lookup-{nif}", "arguments": {"to": tokens[0]}}),
        ("POST", f"/v1/runs/{run}/tool-results", {"tool": f"crm_{nie}", "result": "ok"}),
        # A value written with separators of its own, glued on by another (found by review).
        ("POST", f"/v1/runs/{run}/tool-calls", {"tool": f"crm_{cpf}", "arguments": {"to": tokens[0]}}),
        ("POST", f"/v1/runs/{run}/customer", {"text": [mail, tokens[0]]}),
        ("POST", "/v1/runs", {"tenant": mail, "session": ["x", nif]}),
        ("POST", "/v1/runs", {"tenant": tenant, "session": session, "history": [{"role": mail}]}),
        ("PUT", "/v1/grants", {"tool": mail, "entity_type": nif}),
        ("POST", "/v1/runs/" + mail + "/customer", {"text": "hi"}),
        # Values glued into names (issue 33, finding 5): refused, never written.
        ("POST", "/v1/runs", {"tenant": f"cust{nif}", "session": session}),
        ("POST", "/v1/runs", {"tenant": tenant, "session": f"conv{fx.CARD.replace(' ', '')}"}),
        ("POST", f"/v1/runs/{run}/tool-calls", {"tool": f"dni{nif}", "arguments": {"to": tokens[0]}}),
        ("PUT", "/v1/grants", {"tool": f"crm{nie}", "entity_type": "EMAIL_ADDRESS"}),
        ("PUT", f"/v1/contracts/crm{nie}", {"output": {"type": "string"}}),
        ("PUT", "/v1/contracts/crm", {"output": {"type": "object", "properties": {mail: {"type": "string"}}}}),
        ("POST", "/v1/recognizers", {"name": f"nif-{nif}", "supported_entity": "STAFF_BADGE",
                                     "patterns": [{"name": "badge", "regex": "\\bSB-\\d{6}\\b", "score": 0.8}]}),
    ]
    # Keys holding values glued or set off (finding 5): the record shows them by shape.
    await api.tool_call(run, tool, {f"id={nif}": by_label["EMAIL"], f"dni{nie}": 1})
    # Tool contracts: a refused call (a field the action does not need, a key holding a value),
    # a reply cut to its contract, a contract changed and removed. Names and rules only.
    refund = uid("refund_")
    await grants(refund, "EMAIL_ADDRESS")
    contract = {"input": {"type": "object", "properties": {"to": {"type": "string", "format": "email"}},
                          "required": ["to"], "additionalProperties": False},
                "output": {"type": "object", "properties": {"order_id": {"type": "string"}},
                           "additionalProperties": False}}
    await api.ok("PUT", f"/v1/contracts/{refund}", contract, status=201)
    for arguments in ({"to": by_label["EMAIL"], "customer_email": by_label["EMAIL"]},
                      {"to": by_label["EMAIL"], mail: by_label["NIF"]}, {"to": by_label["CARD"]}):
        status, body = await api.request("POST", f"/v1/runs/{run}/tool-calls", {"tool": refund, "arguments": arguments})
        assert (status, body["error"]) == (422, "invalid_request"), arguments
    cut = await api.request("POST", f"/v1/runs/{run}/tool-results", {"tool": refund, "result": {
        "order_id": "A-1", "notes": f"mail {mail}", f"nif {nif}": nie, "customer": {"card": fx.CARD}}})
    assert cut[1]["result"] == {"order_id": "A-1"} and len(cut[1]["dropped"]) == 3
    await api.ok("PUT", f"/v1/contracts/{refund}", {"output": contract["output"]})
    assert (await api.request("DELETE", f"/v1/contracts/{refund}"))[0] == 204
    contract_kinds = {e["kind"] for e in await api.events(limit=10000) if e["kind"].startswith("contract_")}
    assert contract_kinds == {"contract_refused", "contract_dropped", "contract_changed"}
    assert any(a["outcome"] == "refused" for a in await api.audit(run))
    # Changes leave events (finding 7): granted, ungranted, tokenized, a recognizer added
    # and removed. They name tools, types and recognizers; never a value.
    change_tool = uid("crm_")
    await api.grant(change_tool, "ES_NIE")
    await api.ungrant(change_tool, "ES_NIE")
    policy = await api.ok("GET", "/v1/policy")
    badge = uid("badge-")
    await api.ok("POST", "/v1/recognizers", {"name": badge, "supported_entity": "STAFF_BADGE_T7",
                                             "patterns": [{"name": "badge", "regex": "\\bSB-\\d{6}\\b",
                                                           "score": 0.8}]}, status=201)
    await api.ok("PUT", "/v1/policy", {"entities": [*policy["entities"], "STAFF_BADGE_T7"]})
    await api.ok("PUT", "/v1/policy", policy)
    assert (await api.request("DELETE", f"/v1/recognizers/{badge}"))[0] == 204
    changes = await api.events(limit=10000)
    named = {(e["kind"], e["tool"], e["entity_type"], e["recognizer"], e["change"]) for e in changes}
    assert {("grant_added", change_tool, "ES_NIE", None, None), ("grant_removed", change_tool, "ES_NIE", None, None),
            ("recognizer_added", None, "STAFF_BADGE_T7", badge, "new"),
            ("recognizer_removed", None, "STAFF_BADGE_T7", badge, None),
            ("policy_changed", None, "STAFF_BADGE_T7", None, "tokenized"),
            ("policy_changed", None, "STAFF_BADGE_T7", None, "untokenized")} <= named
    assert all(e["tenant"] is None and e["run_id"] is None for e in await api.events(kind="grant_added"))
    for method, path, body in bad:
        status, _ = await api.request(method, path, body)
        assert 400 <= status < 500, (method, path)
    status, _ = await api.request("POST", f"/v1/runs/{run}/customer", raw=f'{{"text": "{mail}'.encode())
    assert status == 400
    error_bodies = [b for b in api.bodies if b.startswith('{"error"')]
    assert len(error_bodies) >= len(bad) + 1

    written = {
        "events": json.dumps(await api.events(run)),
        "audit": json.dumps(await api.audit(run)),
        "every event": json.dumps(changes),
        "events.csv": (await api.request("GET", f"/v1/events/export?format=csv&run_id={run}"))[1],
        "all events.csv": (await api.request("GET", "/v1/events/export?format=csv"))[1],
        "events.json": json.dumps((await api.request("GET", f"/v1/events/export?format=json&run_id={run}"))[1]),
        "audit.csv": (await api.request("GET", "/v1/audit/export?format=csv"))[1],
        "audit.json": json.dumps((await api.request("GET", "/v1/audit/export?format=json"))[1]),
        "summary": json.dumps(await api.ok("GET", "/v1/events/summary")),
        "error bodies": "\n".join(error_bodies),
    }
    assert len(json.loads(written["events"])) >= 10
    assert "no_grant" in written["events"] and "not_issued" in written["events"]
    assert "<sanitized:EMAIL_ADDRESS>" in written["audit"] and "<withheld:" in written["audit"]
    await asyncio.sleep(0.3)  # let the daemon flush its log
    written["daemon log"] = daemon.log_text()
    for suffix in ("", "-wal", "-shm"):
        path = daemon.data_dir / f"resguardo.db{suffix}"
        if path.exists():
            written[path.name] = path.read_bytes().decode("latin-1")
    assert "resguardo.db" in written
    for where, text in written.items():
        assert isinstance(text, str), where
        assert leaks(text, values) == [], f"{where} holds a value"
        assert leaked_tokens(text, tokens) == [], f"{where} holds a token"
    # UTF-8 text in the db would be found above via latin-1 only for ASCII values; ours are.
    assert all(v.isascii() for v in values)


# ---- 8 ------------------------------------------------------------------------------------

async def test_invariant_8_a_restored_value_lands_escaped_for_its_field(api, grants):
    tool = uid("notes_")
    for entity_type in ("ES_NIF", "BR_CPF", "EMAIL_ADDRESS", "ES_NIE"):
        await grants(tool, entity_type)
    mail, nif, cpf, nie = fx.email(), fx.nif(), fx.cpf(), fx.nie()
    run = (await api.open_run(uid("t8-"), uid("s-")))["run_id"]
    email_token, nif_token, cpf_token, nie_token = tokens_in(
        await api.customer(run, f"Email {mail}, NIF {nif}, CPF {cpf}, NIE {nie}"))

    # One entity type per string leaf here (a leaf mixing types is the next test).
    def build(e, n, c, x):
        return {
            "note": f'He said "pay {n}" \\ then\n\t{n}\r\n— ñandú 🙂 "quoted" \'single\' \\"',
            "mail": f'\\"{e}\\"\n{e}',
            "count": 3, "ratio": 1.5, "flag": True, "nothing": None,
            "nested": {"list": [x, f"<{c}>\u2028", 42, [n]], "empty": ""},
            f"key {n}": c,
            "\"odd\\key\n": f"\u0000{c}\u001f",
        }

    sent = build(email_token, nif_token, cpf_token, nie_token)
    want = build(mail, nif, cpf, nie)
    want = {k.replace(nif, nif_token): v for k, v in want.items()}  # keys are never rewritten

    # As a JSON string: a JSON string comes back, which parses to exactly the values.
    out = await api.tool_call(run, tool, json.dumps(sent))
    assert isinstance(out["arguments"], str)
    assert json.loads(out["arguments"]) == want
    assert f"key {nif_token}" in json.loads(out["arguments"])
    # As an object: an object comes back.
    out = await api.tool_call(run, tool, sent)
    assert isinstance(out["arguments"], dict)
    assert out["arguments"] == want
    # Top-level JSON string that is itself a string or a list.
    out = await api.tool_call(run, tool, json.dumps([f'"{nif_token}"\n', {"k": cpf_token}]))
    assert json.loads(out["arguments"]) == [f'"{nif}"\n', {"k": cpf}]
    out = await api.tool_call(run, tool, json.dumps(f"\\{email_token}\\"))
    assert json.loads(out["arguments"]) == f"\\{mail}\\"
    assert all(d["outcome"] == "restored" for d in out["decisions"])


async def test_invariant_8_a_string_leaf_with_two_entity_types_is_restored(api, grants):
    """"Write to [EMAIL_..] about NIF [NIF_..]" in one argument: both restored, call accepted.

    Fails today: the audit shape of that leaf is `<sanitized:EMAIL_ADDRESS,ES_NIF>`, which
    the store's placeholder rule refuses (422 refused_record), so the whole call fails.
    """
    tool = uid("notes_")
    await grants(tool, "EMAIL_ADDRESS")
    await grants(tool, "ES_NIF")
    mail, nif = fx.email(), fx.nif()
    run = (await api.open_run(uid("t8-"), uid("s-")))["run_id"]
    email_token, nif_token = tokens_in(await api.customer(run, f"Email {mail}, NIF {nif}"))
    args = {"body": f'Write to "{email_token}"\nabout NIF {nif_token}'}
    status, body = await api.request("POST", f"/v1/runs/{run}/tool-calls", {"tool": tool, "arguments": args})
    assert status == 200, body
    assert body["arguments"] == {"body": f'Write to "{mail}"\nabout NIF {nif}'}
    # And a leaf with one granted and one ungranted type: one restored, one verbatim.
    status, body = await api.request("POST", f"/v1/runs/{run}/tool-calls",
                                     {"tool": tool, "arguments": {"body": f"{email_token} [CARD_0123456789ab]"}})
    assert status == 200, body
