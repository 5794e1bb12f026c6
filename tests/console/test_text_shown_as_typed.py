"""Text the console did not write itself is shown as it is, never read as markup; and the
keys and questions an operator needs stay usable (found by a review that drove the console:
a tool name, a path, a scenario title or an event's JSON path holding `[/x]` stopped the
console with a MarkupError, a non-UTF-8 scenario file stopped it at start, a long y/n
question was cut before its keys, ctrl+d in the analyzer deleted text)."""

from __future__ import annotations

from textual.widgets import DataTable, OptionList, Select, Static, TextArea

from console.recognizer_draft import parse_patterns
from console.screens.confirm import ConfirmScreen
from tests.console.conftest import SIZE, console_app, plain, settle

ODD_SCENARIO = """title: "[bold]Odd[/bold] [/x] keys"
steps:
  - customer: "Mail me at odd.keys@example.com"
  - tool_call:
      tool: send_email
      arguments: {"[/x]": "{EMAIL#1}"}
"""


def _notices(app) -> list[str]:
    return [f"{n.title}: {n.message}" for n in app._notifications]


async def test_brackets_in_titles_paths_and_event_paths_are_shown_as_typed(console_daemon):
    folder = console_daemon.data_dir / "scenarios"
    folder.mkdir(exist_ok=True)
    (folder / "zz-odd.yaml").write_text(ODD_SCENARIO, encoding="utf-8")
    (folder / "zz-latin1.yaml").write_bytes("title: caf\xe9\nsteps:\n  - customer: hi\n".encode("latin-1"))
    app = console_app(console_daemon)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            assert app.is_running
            # The file that is not UTF-8 is reported and skipped; the others load.
            assert any("zz-latin1.yaml is not UTF-8 text" in notice for notice in _notices(app))
            # Listed where the turn will be, too: notices fade, and pile off a small screen.
            intro = plain(app.screen.query_one("#turn-intro", Static))
            assert "1 scenario file(s) not loaded" in intro and "zz-latin1.yaml is not UTF-8 text" in intro
            scenarios = app.screen.query_one("#scenarios", OptionList)
            titles = [str(scenarios.get_option_at_index(i).prompt) for i in range(scenarios.option_count)]
            assert "[bold]Odd[/bold] [/x] keys  (yours)" in titles
            scenarios.highlighted = titles.index("[bold]Odd[/bold] [/x] keys  (yours)")
            await pilot.press("enter")
            await settle(pilot)
            turn = "\n".join(plain(panel) for panel in app.screen.query("#turn Static"))
            assert "[/x]" in turn
            await pilot.press("e")
            await settle(pilot)
            table = app.screen.query_one("#events-table", DataTable)
            cells = [str(cell) for row in range(table.row_count) for cell in table.get_row_at(row)]
            assert "$['[/x]']" in cells
            # A path with brackets in a notice: said as typed, not read as markup.
            await pilot.press("g")
            await settle(pilot)
            app.screen.query_one("#policy-path").value = "/tmp/[/nope]/policy.yaml"
            await pilot.press("i")
            await settle(pilot)
            assert app.is_running
            assert any("/tmp/[/nope]/policy.yaml" in notice for notice in _notices(app)), _notices(app)
            # No path at all is said so, not read as the working directory.
            app.screen.query_one("#policy-path").value = "  "
            await pilot.press("i")
            await settle(pilot)
            assert any("give the policy file's path first" in notice for notice in _notices(app)), _notices(app)
    finally:
        for name in ("zz-odd.yaml", "zz-latin1.yaml"):
            (folder / name).unlink()


async def test_a_long_question_wraps_and_says_its_keys_in_a_small_terminal(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("g")
        await settle(pilot)
        table = app.screen.query_one("#grants-matrix", DataTable)
        table.move_cursor(row=0, column=1)
        await pilot.press("space")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        question = app.screen.query_one("#confirm-question", Static)
        dialog = app.screen.query_one("#confirm-dialog")
        assert plain(question).strip().endswith("no tool could be given them.")
        # Wrapped over several lines inside the dialog, not cut at its edge.
        assert question.region.height >= 2 and question.region.right <= dialog.region.right
        keys = app.screen.query_one("#confirm-keys", Static)
        assert "y" in plain(keys) and "Esc" in plain(keys) and keys.region.height >= 1
        await pilot.press("n")
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)


async def test_a_new_tool_gets_the_cursor_and_its_column_stays_in_view(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("g")
        await settle(pilot)
        screen = app.screen
        await pilot.press("n")
        await pilot.press(*"[/x]", "enter")
        await settle(pilot)
        assert "[/x]" not in screen.tools
        assert plain(screen.query_one("#grants-message", Static)).startswith("A tool name is")
        screen.query_one("#new-tool").value = "zz_new_tool"
        await pilot.press("enter")
        await settle(pilot)
        table = screen.query_one("#grants-matrix", DataTable)
        assert table.cursor_coordinate.row == 1 + screen.tools.index("zz_new_tool")
        assert table.fixed_columns == 1


async def test_the_analyzer_switches_detector_with_ctrl_t_and_leaves_ctrl_d_to_the_text(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)
        detector = app.screen.query_one("#analyzer-detector", Select)
        before = detector.value
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert detector.value != before
        area = app.screen.query_one(TextArea)
        area.text = "Hi, I'm Ana"
        area.focus()
        area.move_cursor((0, 0))
        chosen = detector.value
        await pilot.press("ctrl+d")
        await settle(pilot)
        assert area.text == "i, I'm Ana" and detector.value == chosen


def test_a_draft_pattern_is_checked_as_the_daemon_compiles_it():
    # Valid for the `regex` module (the daemon's and Presidio's), not for `re`.
    for pattern in (r"\p{Lu}{2}\d{4}", r"(?>ab|a)c", r"\d++x"):
        assert parse_patterns(f"p | {pattern} | 0.5")[0]["regex"] == pattern
