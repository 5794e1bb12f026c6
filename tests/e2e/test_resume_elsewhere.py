"""A run rebuilt on another daemon (shared secret) from stored history (docs/tokens.md §9).

Daemon A runs a turn; daemon B gets only the customer's message as history. The customer's
values come back with identical tokens and restore for a granted tool; a value that appeared
only in A's tool reply is not recovered: its token is withheld on B as `not_issued`.
"""

from __future__ import annotations

import os

import aiohttp
import pytest

from tests.support import values as fx
from tests.support.daemons import start_daemon
from tests.support.turns import Api, tokens_in, uid


@pytest.fixture(scope="module")
def two_daemons(tmp_path_factory):
    env = {"RESGUARDO_SECRET": os.urandom(32).hex()}
    base = tmp_path_factory.mktemp("resume")
    a = start_daemon(base / "a" / "data", "--detector", "patterns", env=env)
    try:
        b = start_daemon(base / "b" / "data", "--detector", "patterns", env=env)
    except BaseException:
        a.stop()
        raise
    yield a, b
    a.stop()
    b.stop()


async def test_resume_on_another_daemon_recovers_history_values_only(two_daemons):
    daemon_a, daemon_b = two_daemons
    assert daemon_a.data_dir != daemon_b.data_dir
    tenant, session = uid("tr-"), uid("s-")
    tool = uid("mail_")
    mail, tool_mail = fx.email(), fx.email("gestor", "example.org")
    customer_text = f"Hi, I'm {mail} and my phone is {fx.PHONE_ES}."
    async with aiohttp.ClientSession() as http:
        a, b = Api(daemon_a, http), Api(daemon_b, http)
        for side in (a, b):
            await side.grant(tool, "EMAIL_ADDRESS")
            await side.grant(tool, "PHONE_NUMBER")

        run_a = (await a.open_run(tenant, session))["run_id"]
        email_token, phone_token = tokens_in(await a.customer(run_a, customer_text))
        (tool_token,) = tokens_in(await a.tool_result(run_a, "crm_lookup", {"manager": tool_mail}))
        out = await a.tool_call(run_a, tool, {"to": email_token, "cc": tool_token})
        assert out["arguments"] == {"to": mail, "cc": tool_mail}

        # Pause; the turn resumes on B with the stored customer message only.
        opened = await b.open_run(tenant, session, history=[{"role": "user", "content": customer_text}])
        run_b = opened["run_id"]
        assert tokens_in(opened["history"][0]["content"]) == [email_token, phone_token]
        out = await b.tool_call(run_b, tool, {"to": email_token, "phone": phone_token, "cc": tool_token})
        assert out["arguments"] == {"to": mail, "phone": fx.PHONE_ES, "cc": tool_token}
        assert await b.answer(run_b, f"{email_token} {tool_token}") == f"{mail} {tool_token}"

        withheld = await b.events(run_b, kind="withheld")
        assert [(e["tool"], e["entity_type"], e["reason"], e["path"]) for e in withheld] == [
            (tool, "EMAIL_ADDRESS", "not_issued", "$.cc")]
        restored = await b.events(run_b, kind="restored")
        assert sorted(e["path"] for e in restored) == ["$.phone", "$.to"]
        assert [e["kind"] for e in await b.events(run_b, kind="run_rebuilt")] == ["run_rebuilt"]
        # A's record is A's: nothing about B's run there.
        assert await a.events(run_b) == []
        for side in (a, b):
            await side.ungrant(tool, "EMAIL_ADDRESS")
            await side.ungrant(tool, "PHONE_NUMBER")
