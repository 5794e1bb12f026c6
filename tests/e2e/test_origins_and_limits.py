"""Issue 33, finding 1, over real HTTP: the first origin wins (docs/tokens.md §4.5), and what a
message, a run and a tenant may tokenize is capped, refused whole and never silently.

The first-origin tests use the shared presidio daemon; the caps and the rate limit start a
`--detector patterns` daemon of their own with small limits (same code path, fast start).
"""

from __future__ import annotations

import aiohttp
import pytest

from tests.support import values as fx
from tests.support.daemons import start_daemon
from tests.support.turns import Api, tokens_in, uid

# Test cards (Luhn-valid, the networks' published test numbers): the card "on file" and
# guesses a customer could build from its BIN and last four.
ON_FILE = "4111 1111 1111 1111"
GUESSES = ["4012 8888 8888 1881", "4000 0566 5566 5556", ON_FILE, "4242 4242 4242 4242"]


async def test_a_value_a_tool_returned_first_stays_the_tools_when_the_customer_types_it(api):
    run = (await api.open_run(uid("te-"), uid("s-")))["run_id"]
    reply = await api.tool_result(run, "billing_lookup", {"card_on_file": ON_FILE})
    card_token = reply["card_on_file"]
    assert tokens_in(card_token) == [card_token]
    # The customer types candidates; one is the card on file, so it gets the same token.
    typed = await api.customer(run, "is it one of these? " + ", ".join(GUESSES))
    assert card_token in typed
    # The model repeats every token: the guesses come back (they are the customer's own),
    # the card on file does not, though the customer typed it too.
    answer = await api.answer(run, typed)
    assert card_token in answer
    assert ON_FILE not in answer
    for guess in GUESSES[:2] + GUESSES[3:]:
        assert guess in answer
    # Nothing was restored for the card: no answer_restored event beyond the three guesses.
    restored = [e for e in await api.events(run) if e["kind"] == "answer_restored"]
    assert len(restored) == 3


async def test_the_first_origin_also_wins_in_a_run_rebuilt_from_history(api):
    history = [
        {"role": "tool", "tool": "billing_lookup", "content": {"card_on_file": ON_FILE}},
        {"role": "user", "content": f"my card is {ON_FILE}"},
    ]
    opened = await api.open_run(uid("te-"), uid("s-"), history=history)
    token = opened["history"][0]["content"]["card_on_file"]
    assert await api.answer(opened["run_id"], f"Card {token}.") == f"Card {token}."


async def test_a_value_the_customer_typed_first_stays_theirs_when_a_tool_returns_it(api):
    mail = fx.email("first")
    run = (await api.open_run(uid("te-"), uid("s-")))["run_id"]
    (token,) = tokens_in(await api.customer(run, f"write to {mail}"))
    await api.tool_result(run, "crm_lookup", {"email": mail})
    assert await api.answer(run, f"Sent to {token}.") == f"Sent to {mail}."


# ---- caps and the rate limit -------------------------------------------------------------

@pytest.fixture(scope="module")
def limited_daemon(tmp_path_factory):
    process = start_daemon(tmp_path_factory.mktemp("limited") / "data", "--detector", "patterns",
                           "--max-values-per-message", "3", "--max-tokens-per-run", "5",
                           "--tokenize-rate", "8")
    yield process
    process.stop()


@pytest.fixture
async def limited(limited_daemon):
    async with aiohttp.ClientSession() as session:
        yield Api(limited_daemon, session)


def mails(n: int) -> list[str]:
    return [fx.email(f"m{i}") for i in range(n)]


async def tokens_of(api: Api, run: str) -> int:
    return (await api.ok("GET", f"/v1/runs/{run}"))["tokens"]


async def test_a_message_with_more_distinct_values_than_the_cap_is_413_naming_the_field(limited):
    tenant = uid("cap-")
    run = (await limited.open_run(tenant, uid("s-")))["run_id"]
    four = mails(4)
    status, body = await limited.request("POST", f"/v1/runs/{run}/customer", {"text": " ".join(four)})
    assert status == 413 and body["error"] == "too_many_values"
    assert "text" in body["message"] and "3" in body["message"]
    status, body = await limited.request("POST", f"/v1/runs/{run}/tool-results",
                                         {"tool": "crm", "result": {"to": four}})
    assert status == 413 and body["error"] == "too_many_values" and "result" in body["message"]
    # Refused whole: the run holds nothing of either message, and no value is echoed.
    assert await tokens_of(limited, run) == 0
    assert not any(m in str(body) for m in four)
    # The same value repeated counts once: three distinct values in six mentions pass.
    assert len(tokens_in(await limited.customer(run, " ".join(four[:3] * 2)))) == 6
    # History items are messages too; a refusal there opens no run.
    status, body = await limited.request("POST", "/v1/runs", {
        "tenant": uid("cap-"), "session": "s-1", "history": [{"role": "user", "content": " ".join(four)}]})
    assert status == 413 and "history[0].content" in body["message"]


async def test_a_message_that_would_overfill_the_run_is_422_and_leaves_the_run_as_it_was(limited):
    run = (await limited.open_run(uid("cap-"), uid("s-")))["run_id"]
    first = mails(3)
    await limited.customer(run, " ".join(first))
    status, body = await limited.request("POST", f"/v1/runs/{run}/customer", {"text": " ".join(mails(3))})
    assert status == 422 and body["error"] == "run_full" and "text" in body["message"]
    assert await tokens_of(limited, run) == 3
    # Values the run holds already cost no room.
    assert len(tokens_in(await limited.customer(run, " ".join(first)))) == 3


async def test_a_tenant_past_its_rate_is_429_with_retry_after_and_other_tenants_go_on(limited):
    tenant = uid("rate-")
    run = (await limited.open_run(tenant, uid("s-")))["run_id"]
    await limited.customer(run, " ".join(mails(3)))
    other = (await limited.open_run(tenant, uid("s-")))["run_id"]
    await limited.customer(other, " ".join(mails(3)))  # 6 of the 8 a minute: 2 left
    third = (await limited.open_run(tenant, uid("s-")))["run_id"]
    async with limited.http.post(limited.url + f"/v1/runs/{third}/customer", headers=limited.daemon.auth,
                                 json={"text": " ".join(mails(3))}) as response:
        body = await response.json()
        assert response.status == 429 and body["error"] == "rate_limited"
        assert 1 <= int(response.headers["Retry-After"]) <= 60
    assert await tokens_of(limited, third) == 0  # refused whole
    # Another tenant's bucket is its own.
    fresh = (await limited.open_run(uid("rate-"), uid("s-")))["run_id"]
    assert len(tokens_in(await limited.customer(fresh, " ".join(mails(3))))) == 3
