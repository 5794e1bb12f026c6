"""The turn player and the done-when flow, driven with Pilot against a real daemon."""

from __future__ import annotations

import io

from rich.console import Console
from textual.widgets import DataTable, OptionList, Static

from console.screens.confirm import ChoiceScreen
from tests.console.conftest import SIZE, console_app, settle


def plain(widget) -> str:
    """What a Static shows, as plain text."""
    console = Console(width=200, file=io.StringIO(), record=True)
    console.print(widget.content)
    return console.export_text()


def _turn_text(app) -> str:
    return "\n".join(plain(panel) for panel in app.screen.query("#turn Static"))


def _events_text(app) -> str:
    return plain(app.screen.query_one("#turn-events", Static))


def _ticket_call(app):
    return [r for r in app.screen._outcomes if r.tool == "create_ticket"][-1]


async def test_first_screen_is_the_player_with_a_hint(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        hint = plain(app.screen.query_one("#player-hint", Static))
        assert "Enter plays" in hint and "g opens Grants" in hint
        assert app.screen.query_one("#scenarios", OptionList).option_count >= 7


async def test_done_when_grant_the_ticket_tool_and_play_again(fresh_daemon):
    """Play the email scenario, grant create_ticket EMAIL_ADDRESS in Grants, play again."""
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the email scenario is first and highlighted
        await settle(pilot)
        # It declares send_email: EMAIL_ADDRESS, which the fresh policy lacks: asked, the
        # operator adds it.
        await pilot.press("a")
        await settle(pilot)
        first = _ticket_call(app)
        assert first.as_received["customer_email"].startswith("[EMAIL_")
        assert {(d["entity_type"], d["reason"]) for d in first.decisions} == {
            ("EMAIL_ADDRESS", "no_grant"), ("PHONE_NUMBER", "no_grant")}
        assert "ana.garcia@example.com" in _turn_text(app)  # send_email received it
        assert "withheld create_ticket\n  EMAIL_ADDRESS no_grant $.customer_email" in _events_text(app)

        await pilot.press("g")
        await settle(pilot)
        matrix = app.screen.query_one("#grants-matrix", DataTable)
        tools = app.screen.tools
        # Walk to (create_ticket, EMAIL) with the keyboard as a person would.
        await pilot.press(*["down"] * tools.index("create_ticket"))
        assert app.screen._cell() == ("create_ticket", "EMAIL_ADDRESS")
        await pilot.press("space")
        await settle(pilot)
        assert ("create_ticket", "EMAIL_ADDRESS") in app.screen.granted
        assert "✓" in str(matrix.get_cell_at(matrix.cursor_coordinate))

        await pilot.press("p")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        second = _ticket_call(app)
        assert second.as_received["customer_email"] == "ana.garcia@example.com"
        assert second.as_received["callback_phone"].startswith("[PHONE_")
        assert "restored create_ticket\n  EMAIL_ADDRESS $.customer_email" in _events_text(app)
        events = await app.client.events(kind="restored", tool="create_ticket")
        assert [(e["tool"], e["entity_type"]) for e in events] == [("create_ticket", "EMAIL_ADDRESS")]


async def test_every_bundled_scenario_plays(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        option_list = app.screen.query_one("#scenarios", OptionList)
        for index in range(option_list.option_count):
            option_list.highlighted = index
            await pilot.press("enter")
            await settle(pilot)
            if isinstance(app.screen, ChoiceScreen):
                await pilot.press("a")
                await settle(pilot)
            text = _turn_text(app)
            assert "Press g to change grants" in text, option_list.get_option_at_index(index).id
            assert "The turn stopped" not in _events_text(app)


async def test_someone_elses_email_never_reaches_the_customer(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        screen.play_key("06-someone-elses-email")
        await settle(pilot)
        answer = [p for p in screen.query(".answer")][-1]
        rendered = plain(answer)
        assert "bruno.silva@example.com" not in rendered.split("customer reads")[-1]


async def test_resume_withholds_a_value_seen_only_in_a_tool_reply(console_daemon):
    from console import turn
    from console.client import DaemonClient
    from console.scenarios import load_scenarios

    scenario = {s.key: s for s in load_scenarios()[0]}["07-approval-resume"]
    client = DaemonClient(console_daemon.url, console_daemon.api_token)
    results = [r async for r in turn.play_turn(client, scenario, add_grants=True)]
    await client.close()
    resumed = [r for r in results if isinstance(r, turn.RunOpened) and r.resumed]
    assert resumed and all(item["role"] in ("user", "assistant") for item in resumed[0].history_sent)
    call = [r for r in results if isinstance(r, turn.ToolCalled) and r.tool == "send_email"][0]
    assert call.as_received["to"] == "ana.garcia@example.com"
    assert {d["path"]: d.get("reason") for d in call.decisions if d["outcome"] == "withheld"} == {"$.cc": "not_issued"}
    kinds = [e["kind"] for e in results[-1].events]
    assert "run_rebuilt" in kinds
