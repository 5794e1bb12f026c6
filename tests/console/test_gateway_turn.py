"""A bundled scenario played through the daemon's gateway (console/gateway_turn.py): the
console as the agent, its scenario model as the provider upstream, a real daemon between."""

from __future__ import annotations

import re

import pytest

from console.client import DaemonClient
from console.gateway_turn import ScenarioModel, play_through_gateway
from console.scenarios import load_scenarios
from console.turn import AnswerStreamed, CustomerTokenized, ToolCalled, ToolReplied, TurnFinished
from tests.support.daemons import start_daemon

pytestmark = pytest.mark.slow

TOKEN = re.compile(r"\[EMAIL_[0-9a-f]{12}\]")


async def test_a_scenario_plays_through_the_gateway(tmp_path):
    model = ScenarioModel()
    await model.start()
    daemon = start_daemon(tmp_path / "data", "--detector", "patterns", "--openai-upstream", model.url + "/v1")
    client = DaemonClient(daemon.url, daemon.api_token)
    try:
        scenario = next(s for s in load_scenarios()[0] if s.key.startswith("01-"))
        results = [result async for result in play_through_gateway(client, model, scenario)]
    finally:
        await client.close()
        daemon.stop()
        await model.stop()
    customer = next(r for r in results if isinstance(r, CustomerTokenized))
    assert "ana.garcia@example.com" not in customer.model_read and TOKEN.search(customer.model_read)
    send, ticket = (r for r in results if isinstance(r, ToolCalled))
    assert send.as_received["to"] == "ana.garcia@example.com" and TOKEN.fullmatch(send.as_written["to"])
    assert TOKEN.fullmatch(ticket.as_received["customer_email"])  # create_ticket holds no grant
    assert [r.tool for r in results if isinstance(r, ToolReplied)] == ["send_email", "create_ticket"]
    answer = next(r for r in results if isinstance(r, AnswerStreamed))
    assert "ana.garcia@example.com" in answer.customer_read and TOKEN.search(answer.as_written)
    # The model read tokens only, in every request.
    assert not any("ana.garcia@example.com" in str(body) for body in model.received)
    finished = results[-1]
    assert isinstance(finished, TurnFinished) and all(run.startswith("gw-") for run in finished.run_ids)
    assert {(e["kind"], e["tool"]) for e in finished.events} >= {("restored", "send_email"),
                                                                 ("withheld", "create_ticket")}
