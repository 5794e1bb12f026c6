"""Grants, events and recognizers screens, driven with Pilot against real daemons."""

from __future__ import annotations

import json
from datetime import UTC

import pytest
import yaml
from textual.coordinate import Coordinate
from textual.widgets import DataTable, Input, Static, TextArea

from console.screens.confirm import ConfirmScreen
from console.screens.events import parse_time
from console.screens.grants import GRANTED, GRANTED_IN_CLEAR, IN_CLEAR, TOKENIZED
from tests.console.conftest import SIZE, console_app, plain, settle


async def _goto(pilot, key: str) -> None:
    await pilot.press(key)
    await settle(pilot, 0.1)


async def test_a_wildcard_tool_is_refused_with_the_daemons_message(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _goto(pilot, "g")
        await pilot.press("n")
        await pilot.press("*", "enter")
        await settle(pilot)
        screen = app.screen
        # Outside a tool name's shape: refused by the console before it becomes a row.
        assert "*" not in screen.tools
        assert plain(screen.query_one("#grants-message", Static)).startswith("A tool name is")
        # In the shape, and meaning every tool: the daemon refuses it, in its own words.
        screen.query_one("#new-tool").value = "all_tools"
        await pilot.press("enter")
        await settle(pilot)
        assert "all_tools" in screen.tools
        await pilot.press("space")
        await settle(pilot)
        message = plain(screen.query_one("#grants-message", Static))
        assert message.startswith("Refused:") and "wildcards" in message
        assert ("all_tools", "EMAIL_ADDRESS") not in screen.granted


async def test_a_grant_of_a_type_in_clear_is_shown_dim_until_it_is_tokenized(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _goto(pilot, "g")
        screen = app.screen
        table = screen.query_one("#grants-matrix", DataTable)
        assert "PERSON" not in await app.client.get_policy()
        column = 1 + screen.entity_types.index("PERSON")
        table.move_cursor(row=1, column=column)
        tool = screen.tools[0]
        await pilot.press("space")
        await settle(pilot)
        assert (tool, "PERSON") in screen.granted
        cell = table.get_cell_at(Coordinate(1, column))
        assert str(cell) == str(GRANTED) and cell.style == GRANTED_IN_CLEAR.style != GRANTED.style
        assert "changes nothing until it is" in plain(screen.query_one("#grants-message", Static))
        # Tokenized, the same grant takes effect, and is drawn as every other grant.
        table.move_cursor(row=0, column=column)
        await pilot.press("space")
        await settle(pilot)
        assert "PERSON" in await app.client.get_policy()
        assert table.get_cell_at(Coordinate(1, column)).style == GRANTED.style


def _tokenized_row(screen) -> dict[str, str]:
    table = screen.query_one("#grants-matrix", DataTable)
    cells = table.get_row_at(0)
    assert str(cells[0]) == "Tokenized"
    return {t: str(cell) for t, cell in zip(screen.entity_types, cells[1:])}


async def test_tokenized_row_toggles_the_policy_and_a_run_sees_it(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _goto(pilot, "g")
        screen = app.screen
        table = screen.query_one("#grants-matrix", DataTable)
        policy = await app.client.get_policy()
        assert "EMAIL_ADDRESS" in policy and "PERSON" not in policy
        row = _tokenized_row(screen)
        assert "PERSON" in screen.entity_types and row["PERSON"] == str(IN_CLEAR)
        assert row["EMAIL_ADDRESS"] == str(TOKENIZED)
        hint = plain(screen.query_one(".hint", Static))
        assert "untokenized type reaches the model in clear" in hint

        # t on a tool's cell toggles the column's type: EMAIL_ADDRESS off, after a question
        # (one key would send every address to the model in clear): n keeps it.
        assert table.cursor_coordinate.row == 1
        table.move_cursor(column=1 + screen.entity_types.index("EMAIL_ADDRESS"))
        await pilot.press("t")
        await settle(pilot)
        assert "Stop tokenizing EMAIL_ADDRESS?" in str(app.screen.query_one("#confirm-question", Static).content)
        await pilot.press("n")
        await settle(pilot)
        assert "EMAIL_ADDRESS" in await app.client.get_policy()
        await pilot.press("t")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert "EMAIL_ADDRESS" not in await app.client.get_policy()
        assert _tokenized_row(screen)["EMAIL_ADDRESS"] == str(IN_CLEAR)
        assert "reaches the model in clear" in plain(screen.query_one("#grants-message", Static))
        run = await app.client.create_run("acme", "policy-test", language="en")
        seen = await app.client.tokenize_customer(run["run_id"], "Write to ana.garcia@example.com or +34 612 345 678")
        assert "ana.garcia@example.com" in seen and "612 345 678" not in seen

        # Space on the Tokenized row toggles it back on, and PERSON on.
        table.move_cursor(row=0)
        await pilot.press("space")
        await settle(pilot)
        table.move_cursor(column=1 + screen.entity_types.index("PERSON"))
        await pilot.press("space")
        await settle(pilot)
        policy = await app.client.get_policy()
        assert "EMAIL_ADDRESS" in policy and "PERSON" in policy
        row = _tokenized_row(screen)
        assert row["EMAIL_ADDRESS"] == row["PERSON"] == str(TOKENIZED)
        seen = await app.client.tokenize_customer(run["run_id"], "Write to ana.garcia@example.com")
        assert "ana.garcia@example.com" not in seen


async def test_removing_the_last_tokenized_type_is_refused_with_the_daemons_message(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await app.client.put_policy(["SECRET"])
        await _goto(pilot, "g")
        screen = app.screen
        table = screen.query_one("#grants-matrix", DataTable)
        table.move_cursor(row=0, column=1 + screen.entity_types.index("SECRET"))
        await pilot.press("space")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        message = plain(screen.query_one("#grants-message", Static))
        assert message.startswith("Refused:") and "at least one entity type" in message
        assert await app.client.get_policy() == ["SECRET"]
        assert _tokenized_row(screen)["SECRET"] == str(TOKENIZED)


async def test_policy_file_export_then_import(fresh_daemon, tmp_path):
    app = console_app(fresh_daemon)
    path = tmp_path / "policy.yaml"
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _goto(pilot, "g")
        app.screen.query_one("#policy-path", Input).value = str(path)
        await pilot.press("x")
        await settle(pilot)
        exported = yaml.safe_load(path.read_text())
        assert exported["grants"] == []
        exported["grants"] = [{"tool": "create_ticket", "entity_type": "EMAIL_ADDRESS"}]
        path.write_text(yaml.safe_dump(exported))
        await pilot.press("i")
        await settle(pilot)
        # A preview first: what the file changes, before it replaces anything.
        question = str(app.screen.query_one("#confirm-question", Static).content)
        assert "+ create_ticket may receive EMAIL_ADDRESS" in question
        assert await app.client.grants() == []
        await pilot.press("y")
        await settle(pilot)
        assert ("create_ticket", "EMAIL_ADDRESS") in app.screen.granted
        path.write_text("grants:\n  - {tool: '*', entity_type: EMAIL_ADDRESS}\n")
        await pilot.press("i")
        await settle(pilot)
        assert plain(app.screen.query_one("#grants-message", Static)).startswith("Refused:")
        assert ("*", "EMAIL_ADDRESS") not in app.screen.granted


async def test_events_filter_summary_chain_and_export(fresh_daemon, tmp_path):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # play the email scenario: restored + withheld events
        await settle(pilot)
        await pilot.press("a")  # adding the grant it declares, when asked
        await settle(pilot)
        await _goto(pilot, "e")
        screen = app.screen
        table = screen.query_one("#events-table", DataTable)
        assert table.row_count >= 3
        screen.query_one("#filter-tool", Input).value = "create_ticket"
        screen.query_one("#filter-since", Input).value = "1h"
        await pilot.click("#apply-filters")
        await settle(pilot)
        kinds = {(str(table.get_row_at(i)[0]), str(table.get_row_at(i)[1])) for i in range(table.row_count)}
        assert kinds == {("withheld", "create_ticket")}
        # The grants matrix calls EMAIL_ADDRESS "EMAIL": the filter takes that name too.
        # Enter in the field applies the filters (a click can land on a notice over the button).
        screen.query_one("#filter-type", Input).value = "Email"
        screen.query_one("#filter-type", Input).focus()
        await pilot.press("enter")
        await settle(pilot)
        types = {str(table.get_row_at(i)[2]) for i in range(table.row_count)}
        assert types == {"EMAIL_ADDRESS"}
        screen.query_one("#filter-type", Input).value = ""
        await pilot.press("enter")
        await settle(pilot)
        summary = _summary_rows(screen)
        # The summary honours the tool filter (it counted every tool before).
        assert {row[0] for row in summary} == {"create_ticket"}
        screen.query_one("#filter-tool", Input).value = ""
        await pilot.press("enter")
        await settle(pilot)
        assert {"send_email", "create_ticket"} <= {row[0] for row in _summary_rows(screen)}
        screen.query_one("#filter-tool", Input).value = "create_ticket"
        assert "Chain ✓ intact" in plain(screen.query_one("#events-chain", Static))
        target = tmp_path / "out" / "events.json"
        screen.query_one("#export-path", Input).value = str(target)
        screen.query_one("#export-format").value = "json"
        await pilot.click("#export-events")
        await settle(pilot)
        exported = target.read_text()
        assert "ana.garcia" not in exported and "[EMAIL_" not in exported
        rows = json.loads(exported)
        assert rows and all(row["tool"] == "create_ticket" for row in rows)


def _summary_rows(screen) -> list[list[str]]:
    table = screen.query_one("#events-summary", DataTable)
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


def test_relative_and_iso_times():
    from datetime import datetime

    now = datetime(2025, 1, 31, 12, 0, tzinfo=UTC)
    assert parse_time("24h", now) == "2025-01-30T12:00:00Z"
    assert parse_time("7d", now) == "2025-01-24T12:00:00Z"
    assert parse_time("2025-01-02T03:04:05Z") == "2025-01-02T03:04:05Z"
    assert parse_time("") is None
    try:
        parse_time("yesterday")
    except ValueError as problem:
        assert "ISO 8601" in str(problem)
    else:
        raise AssertionError("a bad time must be refused")
    # Found by review: these closed the console with an OverflowError.
    for far in ("9999999999d", "800000d", "0001-01-01T00:00:00+01:00", "9999-12-31T23:00:00-05:00"):
        with pytest.raises(ValueError, match="^since: .*year"):
            parse_time(far, now, field="since")
    assert parse_time("100000w", now) == "0108-07-20T12:00:00Z"  # four-digit year, as ISO 8601 has it


async def test_recognizer_is_tested_as_you_type_refused_when_catastrophic_and_saved(presidio_daemon):
    app = console_app(presidio_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _goto(pilot, "r")
        screen = app.screen
        await settle(pilot, 0.5)
        result = plain(screen.query_one("#rec-result", Static))
        assert "1 match(es)" in result and "ORD-123456" in result and "context word 'order'" in result
        patterns = screen.query_one("#rec-patterns", TextArea)
        patterns.text = "bad | (a+)+$ | 0.5"
        await settle(pilot, 0.5)
        result = plain(screen.query_one("#rec-result", Static))
        assert result.startswith("Refused:") and "catastrophic" in result
        patterns.text = "order | \\bORD-\\d{6}\\b | 0.6"
        screen.query_one("#rec-name", Input).value = "console_order_number"
        await settle(pilot, 0.5)
        await pilot.press("ctrl+s")
        await settle(pilot)
        table = screen.query_one("#recognizer-list", DataTable)
        names = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert "console_order_number" in names
        spans = (await app.client.analyze("order ORD-654321", "en"))["spans"]
        assert any(span["entity_type"] == "ORDER_NUMBER" for span in spans)
        table.move_cursor(row=names.index("console_order_number"))
        table.focus()
        # Declined: the question goes away and the recognizer stays.
        await pilot.press("delete")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert plain(app.screen.query_one("#confirm-question", Static)).strip() == \
            "Delete recognizer console_order_number?"
        await pilot.press("n")
        await settle(pilot)
        assert app.screen is screen
        assert "console_order_number" in [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert "console_order_number" in {r["name"] for r in await app.client.recognizers()}
        # Escape declines too.
        await pilot.press("delete")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen
        assert "console_order_number" in {r["name"] for r in await app.client.recognizers()}
        # Confirmed: deleted.
        await pilot.press("delete")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert app.screen is screen
        assert "console_order_number" not in [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert "console_order_number" not in {r["name"] for r in await app.client.recognizers()}


def _messages(app) -> list[str]:
    return [f"{n.title}: {n.message}" for n in app._notifications]


async def test_a_saved_recognizers_type_gets_a_grants_column_and_is_kept_while_tokenized(presidio_daemon):
    app = console_app(presidio_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _goto(pilot, "r")
        recognizers = app.screen
        await settle(pilot, 0.5)
        recognizers.query_one("#rec-name", Input).value = "console_ticket_ref"
        recognizers.query_one("#rec-entity", Input).value = "TICKET_REF"
        recognizers.query_one("#rec-patterns", TextArea).text = "ticket | \\bTCK-\\d{6}\\b | 0.6"
        await settle(pilot, 0.5)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert any("finds TICKET_REF now" in m and "Grants (g)" in m for m in _messages(app))

        # Its type has a column in the grants matrix, in clear until the operator tokenizes it.
        await _goto(pilot, "g")
        grants = app.screen
        await settle(pilot)
        assert "TICKET_REF" in grants.entity_types
        assert _tokenized_row(grants)["TICKET_REF"] == str(IN_CLEAR)
        table = grants.query_one("#grants-matrix", DataTable)
        table.move_cursor(row=0, column=1 + grants.entity_types.index("TICKET_REF"))
        await pilot.press("space")
        await settle(pilot)
        assert "TICKET_REF" in await app.client.get_policy()
        run = await app.client.create_run("acme", "ticket-ref", language="en")
        seen = await app.client.tokenize_customer(run["run_id"], "my ticket TCK-271828 is still open")
        assert "TCK-271828" not in seen and "[TICKET_REF_" in seen

        # Deleting the recognizer while its type is tokenized: refused in the daemon's words.
        await _goto(pilot, "r")
        await settle(pilot)
        table = recognizers.query_one("#recognizer-list", DataTable)
        names = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        table.move_cursor(row=names.index("console_ticket_ref"))
        table.focus()
        await pilot.press("delete")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert any("entity_type_in_use" in m and "TICKET_REF" in m for m in _messages(app))
        assert "console_ticket_ref" in {r["name"] for r in await app.client.recognizers()}

        await app.client.put_policy([t for t in await app.client.get_policy() if t != "TICKET_REF"])
        await pilot.press("delete")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert "console_ticket_ref" not in {r["name"] for r in await app.client.recognizers()}


async def test_enter_on_a_saved_recognizer_loads_it_to_edit_and_save_in_place(presidio_daemon):
    saved = {"name": "console_badge", "supported_entity": "STAFF_BADGE", "supported_languages": ["en"],
             "patterns": [{"name": "badge", "regex": r"\b(?:SB|ST)-\d{6}\b", "score": 0.8}],
             "context": ["badge"]}
    app = console_app(presidio_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await app.client.add_recognizer(saved)
        await _goto(pilot, "r")
        screen = app.screen
        await settle(pilot, 0.5)
        table = screen.query_one("#recognizer-list", DataTable)
        names = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        table.focus()
        table.move_cursor(row=names.index("UrlRecognizer"))
        await pilot.press("enter")
        await settle(pilot)
        assert any("UrlRecognizer is built in" in m for m in _messages(app))
        assert screen.query_one("#rec-name", Input).value == "order_number", "the form is untouched"

        table.move_cursor(row=names.index("console_badge"))
        await pilot.press("enter")
        await settle(pilot, 0.5)
        assert screen.query_one("#rec-name", Input).value == "console_badge"
        assert screen.query_one("#rec-entity", Input).value == "STAFF_BADGE"
        assert screen.query_one("#rec-patterns", TextArea).text == r"badge | \b(?:SB|ST)-\d{6}\b | 0.8"
        assert screen.query_one("#rec-context", Input).value == "badge"
        assert screen.query_one("#rec-languages", Input).value == "en"

        screen.query_one("#rec-patterns", TextArea).text = r"badge | \b(?:SB|ST|SX)-\d{6}\b | 0.8"
        await settle(pilot, 0.5)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert (await app.client.recognizer("console_badge"))["patterns"] == [
            {"name": "badge", "regex": r"\b(?:SB|ST|SX)-\d{6}\b", "score": 0.8}]
        await app.client.delete_recognizer("console_badge")


async def test_events_show_grant_and_policy_changes_outside_any_run(fresh_daemon):
    # Issue 33, finding 7: a change leaves an event naming what changed, shown as a change.
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await app.client.add_grant("create_ticket", "PHONE_NUMBER")
        await app.client.remove_grant("create_ticket", "PHONE_NUMBER")
        await _goto(pilot, "e")
        screen = app.screen
        screen.query_one("#filter-kind").value = "grant_removed"
        await settle(pilot)
        table = screen.query_one("#events-table", DataTable)
        rows = [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]
        assert ["grant_removed", "create_ticket", "PHONE_NUMBER", "", "", "(change)"] in [row[:6] for row in rows]
