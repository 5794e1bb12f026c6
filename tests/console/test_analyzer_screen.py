"""The analyzer screen, driven as a person would, against a real daemon."""

from __future__ import annotations

from textual.widgets import DataTable, Select, TextArea

from tests.console.conftest import SIZE, console_app, settle


async def test_analyzer_shows_spans_for_typed_text(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await settle(pilot, 0.4)
        area = app.screen.query_one("#analyzer-text", TextArea)
        area.focus()
        area.clear()
        await pilot.press(*"mail ana.garcia@example.com")
        await settle(pilot, 0.4)
        table = app.screen.query_one("#analyzer-spans", DataTable)
        rows = [table.get_row_at(i) for i in range(table.row_count)]
        assert [(str(r[0]), str(r[1])) for r in rows] == [("EMAIL_ADDRESS", "ana.garcia@example.com")]


async def test_analyzer_spanish_ids_and_detector_switch(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("a")
        await settle(pilot, 0.4)
        app.screen.query_one("#analyzer-text", TextArea).text = "Mi NIF es 12345678Z y mi NIE X1234567L."
        app.screen.query_one("#analyzer-language", Select).value = "es"
        app.screen.query_one("#analyzer-detector", Select).value = "patterns"
        await settle(pilot, 0.4)
        table = app.screen.query_one("#analyzer-spans", DataTable)
        types = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert types == ["ES_NIF", "ES_NIE"]
