"""An 80x24 terminal, and the questions the console asks before an action that is hard to undo
(found by an operator's review: one key stopped tokenizing a type, a save replaced a
recognizer, a refused scenario grant was never tried again)."""

from __future__ import annotations

from textual.widgets import Input, OptionList, Static, TextArea

from console.screens.confirm import ChoiceScreen
from tests.console.conftest import SIZE, console_app, plain, settle

SMALL = (80, 24)


async def test_an_80x24_terminal_drops_side_panes_and_borders_and_still_shows_everything(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.has_class("-narrow") and screen.has_class("-short")
        assert not screen.query_one("#events-pane").display
        await pilot.press("enter")
        await settle(pilot)
        if isinstance(app.screen, ChoiceScreen):  # the shared daemon may lack send_email's grant
            await pilot.press("a")
            await settle(pilot)
        # The events pane is hidden, so the events close the turn instead.
        panels = [panel for panel in screen.query(".step") if panel.border_title == "Events written"]
        assert len(panels) == 1 and "restored send_email" in plain(panels[0])
        await pilot.press("e")
        await settle(pilot)
        fields = list(app.screen.query(Input))
        assert fields and all(field.compact for field in fields)
        assert all(field.region.height == 1 for field in fields if field.display)
    large = console_app(console_daemon)
    async with large.run_test(size=SIZE) as pilot:  # a large terminal keeps the full layout
        await settle(pilot)
        assert large.screen.query_one("#events-pane").display
        await pilot.press("g")
        await settle(pilot)
        assert not any(field.compact for field in large.screen.query(Input))


async def test_saving_over_another_of_your_recognizers_asks_first(presidio_daemon):
    app = console_app(presidio_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await app.client.add_recognizer({
            "name": "asks_first", "supported_entity": "ASKS_FIRST", "supported_languages": ["en", "es"],
            "patterns": [{"name": "p", "regex": r"\bAF-\d{4}\b", "score": 0.6}]})
        await pilot.press("r")
        await settle(pilot, 0.3)
        screen = app.screen
        screen.query_one("#rec-name", Input).value = "asks_first"
        screen.query_one("#rec-entity", Input).value = "OTHER_THING"
        await settle(pilot, 0.3)
        await pilot.press("ctrl+s")
        await settle(pilot)
        question = str(app.screen.query_one("#confirm-question", Static).content)
        assert "already have a recognizer asks_first" in question and "ASKS_FIRST" in question
        await pilot.press("n")
        await settle(pilot)
        assert (await app.client.recognizer("asks_first"))["supported_entity"] == "ASKS_FIRST"
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert (await app.client.recognizer("asks_first"))["supported_entity"] == "OTHER_THING"
        # Saved from the form: saving again edits it in place, without a question.
        screen.query_one("#rec-patterns", TextArea).text = r"p | \bAF-\d{5}\b | 0.6"
        await settle(pilot, 0.3)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert not app.screen.query("#confirm-question")
        assert (await app.client.recognizer("asks_first"))["patterns"][0]["regex"] == r"\bAF-\d{5}\b"
        await app.client.delete_recognizer("asks_first")


SCENARIO = """title: Badge lookup
steps:
  - customer: "My badge is SB-{badge}."
  - tool_call:
      tool: badge_lookup
      arguments: {{badge: "{{STAFF_BADGE#1}}"}}
grants:
  - {{tool: badge_lookup, entity_type: STAFF_BADGE}}
"""


async def test_a_scenario_grant_refused_once_is_tried_again_on_the_next_play(presidio_daemon):
    folder = presidio_daemon.data_dir / "scenarios"
    folder.mkdir(exist_ok=True)
    (folder / "zz-badge.yaml").write_text(SCENARIO.format(badge="123456"), encoding="utf-8")
    app = console_app(presidio_daemon)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            scenarios = app.screen.query_one("#scenarios", OptionList)
            scenarios.highlighted = scenarios.option_count - 1
            await pilot.press("enter")
            await settle(pilot)
            await pilot.press("a")  # asked first: the operator adds the declared grant
            await settle(pilot)
            # STAFF_BADGE is no known type yet: the grant is refused, the turn stops, and says
            # so in the turn.
            assert ("badge_lookup", "STAFF_BADGE") not in {
                (g["tool"], g["entity_type"]) for g in await app.client.grants()}
            stopped = [panel for panel in app.screen.query(".step.error")]
            assert len(stopped) == 1
            assert "adding the grant badge_lookup: STAFF_BADGE" in str(stopped[0].border_title)
            assert "invalid_grant" in plain(stopped[0])
            await app.client.add_recognizer({
                "name": "staff_badge", "supported_entity": "STAFF_BADGE", "supported_languages": ["en", "es"],
                "patterns": [{"name": "badge", "regex": r"\bSB-\d{6}\b", "score": 0.8}]})
            policy = await app.client.get_policy()
            await app.client.put_policy([*policy, "STAFF_BADGE"])
            await pilot.press("enter")
            await settle(pilot)
            await pilot.press("a")
            await settle(pilot)
            assert ("badge_lookup", "STAFF_BADGE") in {
                (g["tool"], g["entity_type"]) for g in await app.client.grants()}
            assert "Added: badge_lookup: STAFF_BADGE" in "\n".join(
                plain(panel) for panel in app.screen.query("#turn Static"))
            await app.client.remove_grant("badge_lookup", "STAFF_BADGE")
            await app.client.put_policy(policy)
            await app.client.delete_recognizer("staff_badge")
    finally:
        (folder / "zz-badge.yaml").unlink()


async def test_a_tool_row_the_daemon_refuses_is_dropped(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("g")
        await settle(pilot)
        screen = app.screen
        await pilot.press("n")
        await pilot.press(*"ALL", "enter")
        await settle(pilot)
        assert "ALL" in screen.tools
        table = screen.query_one("#grants-matrix")
        table.move_cursor(row=1 + screen.tools.index("ALL"), column=1)
        await pilot.press("space")
        await settle(pilot)
        assert "ALL" not in screen.tools
        assert plain(screen.query_one("#grants-message", Static)).startswith("Refused:")
