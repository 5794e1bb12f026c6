"""Many runs at once on one daemon: every run restores its own values and nobody else's."""

from __future__ import annotations

import asyncio
import json

from tests.support import values as fx
from tests.support.turns import tokens_in, uid

RUNS = 32


async def test_concurrent_runs_restore_only_their_own_values(api, grants):
    tool = uid("crm_")
    for entity_type in ("EMAIL_ADDRESS", "PHONE_NUMBER", "ES_NIF"):
        await grants(tool, entity_type)
    people = [
        {"tenant": uid(f"tc{i}-"), "session": uid("s-"), "mail": fx.email(f"user{i}"),
         "phone": fx.phone_us(i), "nif": fx.nif(10_000_000 + 7919 * i),
         "tool_mail": fx.email(f"agent{i}", "example.org")}
        for i in range(RUNS)
    ]
    assert len({p["nif"] for p in people}) == RUNS

    async def turn(p: dict) -> dict:
        run = (await api.open_run(p["tenant"], p["session"]))["run_id"]
        said = await api.customer(run, f"I'm {p['mail']}, call me at {p['phone']}, NIF {p['nif']}.")
        tokens = tokens_in(said)
        (tool_token,) = tokens_in(await api.tool_result(run, "crm_lookup", {"agent": p["tool_mail"]}))
        out = await api.tool_call(run, tool, {"to": tokens[0], "phone": tokens[1], "id": tokens[2],
                                              "agent": tool_token})
        answer = await api.answer(run, f"Done: {' '.join(tokens)} via {tool_token}")
        return {"run": run, "tokens": tokens, "tool_token": tool_token, "call": out, "answer": answer}

    results = await asyncio.gather(*(turn(p) for p in people))

    for p, r in zip(people, results):
        assert len(r["tokens"]) == 3, "each run found its three values"
        assert r["call"]["arguments"] == {"to": p["mail"], "phone": p["phone"], "id": p["nif"],
                                          "agent": p["tool_mail"]}
        assert r["answer"] == f"Done: {p['mail']} {p['phone']} {p['nif']} via {r['tool_token']}"
    all_tokens = [t for r in results for t in r["tokens"]]
    assert len(set(all_tokens)) == len(all_tokens)

    # Each run now plays back the tokens of its neighbour, all at once.
    async def borrow(i: int) -> tuple[dict, str, list[dict]]:
        mine, theirs = results[i], results[(i + 1) % RUNS]
        borrowed = theirs["tokens"] + [theirs["tool_token"]]
        out = await api.tool_call(mine["run"], tool, {"copy": borrowed})
        answer = await api.answer(mine["run"], " ".join(borrowed))
        stream = "".join(await api.stream(mine["run"], [" ".join(borrowed)]))
        assert out["arguments"] == {"copy": borrowed}
        assert answer == stream == " ".join(borrowed)
        return out, answer, await api.events(mine["run"], kind="withheld")

    borrowed = await asyncio.gather(*(borrow(i) for i in range(RUNS)))
    for i, (out, answer, withheld) in enumerate(borrowed):
        assert {(d["outcome"], d["reason"]) for d in out["decisions"]} == {("withheld", "not_issued")}
        assert len(withheld) == 4 and {e["reason"] for e in withheld} == {"not_issued"}
        others = [v for j, p in enumerate(people) if j != i
                  for v in (p["mail"], p["phone"], p["nif"], p["tool_mail"])]
        everything = json.dumps(out) + answer + json.dumps(results[i])
        assert not [v for v in others if v in everything], f"run {i} read another run's value"


async def test_a_policy_racing_the_deletion_of_its_types_recognizer_is_applied_or_refused(api):
    """PUT /v1/policy naming an operator type while DELETE /v1/recognizers takes that type away:
    whichever lands first wins, cleanly. Before, the policy was checked against the known types
    outside the write and the schema's trigger refused it inside: a 500 in most tries."""
    entity_type = uid("RACE_").upper()
    policy = (await api.ok("GET", "/v1/policy"))["entities"]
    try:
        for attempt in range(12):
            # The attempt as a letter: "race-11-58360049" holds a Brazilian phone (11 and eight
            # digits) and is rightly refused as a name that holds a value.
            name = uid(f"race-{'abcdefghijkl'[attempt]}-")
            await api.ok("POST", "/v1/recognizers", {
                "name": name, "supported_entity": entity_type, "supported_languages": ["en"],
                "patterns": [{"name": "race", "regex": r"\bRC-\d{6}\b", "score": 0.8}]}, status=201)
            (put, put_body), (delete, _) = await asyncio.gather(
                api.request("PUT", "/v1/policy", {"entities": [*policy, entity_type]}),
                api.request("DELETE", f"/v1/recognizers/{name}"),
            )
            if put == 200:
                # The policy was written first: the recognizer is kept while the policy names its type.
                assert delete == 409, (put, delete)
                assert (await api.ok("GET", "/v1/policy"))["entities"] == [*policy, entity_type]
                await api.ok("PUT", "/v1/policy", {"entities": policy})
                await api.ok("DELETE", f"/v1/recognizers/{name}", status=204)
            else:
                # The type was gone first: refused like any unknown type, and nothing changed.
                assert (put, put_body["error"], delete) == (422, "invalid_policy", 204), (put, put_body, delete)
                assert "entities" in put_body["message"]
                assert (await api.ok("GET", "/v1/policy"))["entities"] == policy
    finally:
        # The daemon is shared: leave the policy as found even when an assertion fails.
        await api.request("PUT", "/v1/policy", {"entities": policy})
