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
        results = [result async for result in play_through_gateway(client, model, scenario, add_grants=True)]
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


async def test_the_player_plays_a_scenario_through_the_gateway_with_w(tmp_path):
    """In the console: w plays the highlighted scenario through the daemon's OpenAI gateway,
    the console's scenario model standing in for the provider; the grants question is asked as
    for any play, and the policy stays as it was."""
    from textual.widgets import OptionList

    from console.screens.confirm import ChoiceScreen
    from tests.console.conftest import SIZE, console_app, plain, settle

    model = ScenarioModel()
    await model.start()
    daemon = start_daemon(tmp_path / "data", "--detector", "patterns", "--openai-upstream", model.url + "/v1")
    try:
        app = console_app(daemon, scenario_model=model)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            before = await app.client.grants()
            await pilot.press("p")
            await settle(pilot)
            scenarios = app.screen.query_one("#scenarios", OptionList)
            ids = [scenarios.get_option_at_index(i).id for i in range(scenarios.option_count)]
            scenarios.highlighted = ids.index("01-confirm-order-email")
            await pilot.press("w")
            await settle(pilot)
            assert isinstance(app.screen, ChoiceScreen)
            await pilot.press("p")  # play with the policy as it is
            await settle(pilot, 0.5, rounds=6)
            shown = "\n".join(f"{panel.border_title or ''}\n{plain(panel)}" for panel in app.screen.query("#turn Static"))
            assert "through the gateway" in shown
            sent = [r for r in app.screen._outcomes if r.tool == "send_email"]
            assert sent and TOKEN.fullmatch(sent[0].as_received["to"])  # no grant: the token
            assert await app.client.grants() == before
            assert model.received and not any("ana.garcia@example.com" in str(body) for body in model.received)
    finally:
        daemon.stop()
        await model.stop()


async def test_w_without_the_console_s_own_upstream_says_why_not(tmp_path):
    from tests.console.conftest import SIZE, console_app, settle

    daemon = start_daemon(tmp_path / "data", "--detector", "patterns")
    try:
        app = console_app(daemon)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            await pilot.press("p")
            await settle(pilot)
            await pilot.press("w")
            await settle(pilot)
            assert any("needs a daemon this console started" in n.message for n in app.notices)
    finally:
        daemon.stop()
