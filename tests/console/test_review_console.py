"""The console reviewed as a new user tried it (issue 28): each bug found then, and the review
features added, driven with Pilot against a real daemon."""

from __future__ import annotations

import sqlite3

from textual import events
from textual.widgets import DataTable, Input, OptionList, Static, TextArea

from console.client import DaemonClient
from console.screens.confirm import ChoiceScreen
from console.screens.event_detail import EventDetail
from console.screens.notifications import NotificationLog
from tests.console.conftest import SIZE, console_app, plain, settle

TYPED = "quiet grep eq paper"  # q quits, g p e a switch screens: every letter a screen key


def _turn_text(app) -> str:
    """The turn as shown: each panel's title, then what it holds."""
    return "\n".join(f"{panel.border_title or ''}\n{plain(panel)}" for panel in app.screen.query("#turn Static"))


def _pairs(grants: list[dict]) -> list[tuple[str, str]]:
    return [(g["tool"], g["entity_type"]) for g in grants]


async def _play(pilot, key: str, answer: str | None = None) -> None:
    """Play the scenario `key` on the player; `answer` the grants question if it is asked."""
    app = pilot.app
    if app.current_mode != "player":
        await pilot.press("p")
        await settle(pilot)
    scenarios = app.screen.query_one("#scenarios", OptionList)
    ids = [scenarios.get_option_at_index(i).id for i in range(scenarios.option_count)]
    scenarios.highlighted = ids.index(key)
    await pilot.press("enter")
    await settle(pilot)
    if answer is not None:
        assert isinstance(app.screen, ChoiceScreen), "the scenario's grants question was not asked"
        await pilot.press(answer)
        await settle(pilot)


# ---- 1. typing is safe ----------------------------------------------------------------

async def test_typing_a_sentence_of_screen_keys_into_the_analyzer_keeps_it_in_the_field(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot, 0.4)
        area = app.screen.query_one("#analyzer-text", TextArea)
        assert app.focused is area  # the screen's text field, not the language dropdown
        area.clear()
        await pilot.press(*TYPED)
        await settle(pilot, 0.4)
        assert app.is_running and app.current_mode == "analyzer"
        assert area.text == TYPED


async def test_screen_keys_never_fire_while_a_text_field_has_focus_on_any_screen(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for key, mode in (("g", "grants"), ("r", "recognizers"), ("e", "events"), ("a", "analyzer")):
            await pilot.press(key)
            await settle(pilot)
            fields = [field for field in app.screen.query("Input, TextArea") if field.display]
            assert fields, mode
            for field in fields:
                field.focus()
                await pilot.pause()
                await pilot.press(*"qgpea")
                await settle(pilot)
                assert app.is_running and app.current_mode == mode, (mode, field.id)
                assert app.focused is field
                text = field.value if isinstance(field, Input) else field.text
                assert "qgpea" in text, (mode, field.id)
            await pilot.press("escape")  # leaves the field: the screen keys work again
            await settle(pilot)


async def test_quit_followed_at_once_by_a_screen_key_exits_cleanly(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        # As a fast typist's q then e arrive: both queued before either is handled. The
        # events screen was mounted during the exit and its status bar query raised NoMatches.
        app.post_message(events.Key("q", "q"))
        app.post_message(events.Key("e", "e"))
        await pilot.pause(0.3)
    assert app.return_code == 0
    assert app.current_mode == "player"


# ---- 2. scenarios leave the policy alone --------------------------------------------------

async def test_a_played_scenario_leaves_the_grants_unchanged_and_asks_before_adding(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        # The operator granted, then revoked, what the email scenario declares.
        await app.client.add_grant("send_email", "EMAIL_ADDRESS")
        await app.client.remove_grant("send_email", "EMAIL_ADDRESS")
        await app.client.add_grant("crm_lookup", "PHONE_NUMBER")
        before = await app.client.grants()
        await _play(pilot, "01-confirm-order-email", answer="p")
        question_seen = True
        assert await app.client.grants() == before
        text = _turn_text(app)
        assert "Played with your policy as it is" in text and "send_email: EMAIL_ADDRESS" in text
        send = [r for r in app.screen._outcomes if r.tool == "send_email"][0]
        assert send.as_received["to"].startswith("[EMAIL_")  # played without the grant
        # Played again: asked again (the revoked grant is never re-added on its own).
        await _play(pilot, "01-confirm-order-email")
        assert isinstance(app.screen, ChoiceScreen) and question_seen
        question = plain(app.screen.query_one("#choice-details", Static))
        assert "+ send_email may receive EMAIL_ADDRESS" in question
        await pilot.press("escape")  # cancelled: nothing played, nothing changed
        await settle(pilot)
        assert await app.client.grants() == before
        # Said yes: exactly the declared grant is added, and the turn says so.
        await _play(pilot, "01-confirm-order-email", answer="a")
        assert _pairs(await app.client.grants()) == sorted(_pairs(before) + [("send_email", "EMAIL_ADDRESS")])
        assert "Grants added to your policy (you said so)" in _turn_text(app)


# ---- 3. a turn's error stays ------------------------------------------------------------

BAD_TOOL_SCENARIO = """title: A tool name the daemon refuses
steps:
  - customer: "Write to ana.garcia@example.com please."
  - tool_call:
      tool: "bad tool"
      arguments: {to: "{EMAIL#1}"}
"""


async def test_a_turns_error_stays_in_the_turn_and_in_the_notification_log(console_daemon):
    folder = console_daemon.data_dir / "scenarios"
    folder.mkdir(exist_ok=True)
    (folder / "zz-bad-tool.yaml").write_text(BAD_TOOL_SCENARIO, encoding="utf-8")
    app = console_app(console_daemon)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            await _play(pilot, "zz-bad-tool")
            await pilot.pause(6)  # longer than a toast stays
            stopped = list(app.screen.query(".step.error"))
            assert len(stopped) == 1
            assert stopped[0].border_title == "✗ The turn stopped at step 2, tool call bad tool"
            why = plain(stopped[0])
            assert "The daemon refused it:" in why and "tool" in why and "HTTP 400" in why
            assert "the reason is in the turn" in plain(app.screen.query_one("#turn-events", Static))
            assert "see the notification" not in _turn_text(app)
            await pilot.press("ctrl+n")
            await settle(pilot)
            assert isinstance(app.screen, NotificationLog)
            table = app.screen.query_one(DataTable)
            rows = [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]
            assert any(row[1].startswith("Daemon refused") for row in rows)
            await pilot.press("escape")
            await settle(pilot)
            assert app.current_mode == "player" and not isinstance(app.screen, NotificationLog)
    finally:
        (folder / "zz-bad-tool.yaml").unlink()


# ---- 4. notes, the events summary, the chain ------------------------------------------------

async def test_step_notes_are_shown_in_the_turn(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for key, note in (("02-injected-instruction", "the model followed the injected instruction"),
                          ("07-approval-resume", "the runtime stores only customer and assistant messages")):
            await _play(pilot, key)
            if isinstance(app.screen, ChoiceScreen):
                await pilot.press("a")
                await settle(pilot)
            assert f"✎ {note}" in _turn_text(app), key


async def test_the_events_summary_scrolls_and_honours_the_filters(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        client = app.client
        run = await client.create_run("acme", "summary")
        await client.tokenize_customer(run["run_id"], "Write to ana.garcia@example.com")
        token = (await client.tokenize_customer(run["run_id"], "ana.garcia@example.com")).strip()
        tools = [f"tool_{i:02d}" for i in range(15)]
        await client.add_grant("send_email", "EMAIL_ADDRESS")
        for tool in [*tools, "send_email"]:
            await client.restore_tool_call(run["run_id"], tool, {"to": token})
        await pilot.press("e")
        await settle(pilot)
        summary = app.screen.query_one("#events-summary", DataTable)
        assert summary.row_count == 16
        assert summary.max_scroll_y > 0  # more rows than it shows: it scrolls
        summary.focus()
        await pilot.press("ctrl+end")
        await pilot.pause(2.5)  # and a live refresh keeps the place
        await settle(pilot)
        assert summary.scroll_y == summary.max_scroll_y
        last = summary.get_row_at(summary.cursor_row)
        assert str(last[0]) == "tool_14"
        # "Which tools got an email today?": kind restored, type email.
        app.screen.query_one("#filter-kind").value = "restored"
        app.screen.query_one("#filter-type", Input).value = "email"
        app.screen.query_one("#filter-type", Input).focus()
        await pilot.press("enter")
        await settle(pilot)
        rows = [[str(cell) for cell in summary.get_row_at(i)] for i in range(summary.row_count)]
        assert rows == [["send_email", "EMAIL_ADDRESS", "1", "·"]]
        assert "kind restored" in str(summary.border_title)
        app.screen.query_one("#filter-type", Input).value = "phone"  # no phone number was restored
        await pilot.press("enter")
        await settle(pilot)
        assert summary.row_count == 0
        await client.delete_run(run["run_id"])


async def test_a_broken_chain_names_the_row_and_marks_it(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await app.client.add_grant("send_email", "EMAIL_ADDRESS")
        await app.client.add_grant("send_email", "PHONE_NUMBER")
        await app.client.remove_grant("send_email", "PHONE_NUMBER")
        with sqlite3.connect(fresh_daemon.data_dir / "resguardo.db") as connection:
            connection.execute("UPDATE events SET tool = 'create_ticket' WHERE id = 2")
        await pilot.press("e")
        await settle(pilot)
        status = plain(app.screen.query_one("#events-chain", Static))
        assert "Chain ✗ broken" in status and "first bad row: events #2 (edited)" in status
        assert "{" not in status  # not a raw dict
        table = app.screen.query_one("#events-table", DataTable)
        kinds = {table.get_row(key)[0].plain for key in table.rows if key.value == "2"}
        assert kinds == {"✗ grant_added"}


# ---- 5. review features ----------------------------------------------------------------

async def test_events_search_live_refresh_and_enter_opens_an_event(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await app.client.add_grant("send_email", "EMAIL_ADDRESS")
        await app.client.add_grant("create_ticket", "PHONE_NUMBER")
        await pilot.press("e")
        await settle(pilot)
        table = app.screen.query_one("#events-table", DataTable)
        assert table.row_count == 2
        # Live: an event written while the screen is shown appears without a key.
        await app.client.add_grant("crm_lookup", "PERSON")
        await pilot.pause(2.5)
        await settle(pilot)
        assert table.row_count == 3
        await pilot.press("slash")
        assert app.focused is app.screen.query_one("#events-search", Input)
        await pilot.press(*"create_ticket")
        await settle(pilot)
        assert [str(table.get_row_at(i)[1]) for i in range(table.row_count)] == ["create_ticket"]
        table.focus()
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, EventDetail)
        fields = plain(app.screen.query_one("#event-fields", Static))
        assert "create_ticket" in fields and "PHONE_NUMBER" in fields and "hash" in fields
        await pilot.press("escape")
        await settle(pilot)
        assert app.current_mode == "events" and not isinstance(app.screen, EventDetail)


async def test_a_diff_between_two_plays_of_a_scenario(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _play(pilot, "01-confirm-order-email", answer="a")
        assert "Since the last play" not in _turn_text(app)
        await app.client.add_grant("create_ticket", "EMAIL_ADDRESS")
        await _play(pilot, "01-confirm-order-email")
        diff = [panel for panel in app.screen.query(".step.diff")]
        assert len(diff) == 1 and diff[0].border_title == "Since the last play of this scenario"
        assert plain(diff[0]).strip() == (
            "create_ticket customer_email: withheld EMAIL_ADDRESS (no_grant) → restored EMAIL_ADDRESS")
        await _play(pilot, "01-confirm-order-email")
        assert "Every tool received the same as on the last play." in _turn_text(app)


async def test_question_mark_lists_the_keys_and_the_palette_has_the_apps_commands(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("e")
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        assert app.screen.query("HelpPanel")
        await pilot.press("question_mark")
        await settle(pilot)
        assert not app.screen.query("HelpPanel")
        titles = [command.title for command in app.get_system_commands(app.screen)]
        for title in ("Go to Player", "Go to Grants", "Go to Analyzer", "Notifications", "Search", "Live",
                      "Export", "Screenshot"):
            assert title in titles, title


async def test_ctrl_c_says_how_to_quit_in_plain_words(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+c")
        await settle(pilot)
        notice = app.notices[-1]
        assert notice.title == "Do you want to quit?"
        assert "[" not in notice.message and "Press q to quit" in notice.message


async def test_the_screenshot_command_says_where_it_saved_or_why_not(console_daemon, tmp_path):
    app = console_app(console_daemon, data_dir=tmp_path / "data")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.action_screenshot()  # no ~/Downloads needed: the data directory's screenshots/
        saved = list((tmp_path / "data" / "screenshots").glob("*.svg"))
        assert len(saved) == 1 and "<svg" in saved[0].read_text()
        assert app.notices[-1].message == f"Saved to {saved[0]}"
        blocker = tmp_path / "a-file"
        blocker.write_text("")
        app.action_screenshot(path=str(blocker / "inside"))
        assert app.notices[-1].title == "Screenshot not saved"
        assert str(blocker / "inside") in app.notices[-1].message


# ---- 7. smaller findings: the recognizer workbench ---------------------------------------------

async def test_with_the_patterns_detector_the_workbench_says_it_cannot_test_or_save(console_daemon):
    app = console_app(console_daemon)  # a --detector patterns daemon
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot, 0.6)
        screen = app.screen
        result = plain(screen.query_one("#rec-result", Static))
        assert "This daemon runs the patterns detector" in result and "--detector presidio" in result
        assert screen.query_one("#rec-save").disabled
        refused = [n for n in app.notices if n.severity == "error"]
        assert refused == []  # said once, in place, not a notice per keystroke
        screen.query_one("#rec-sample", TextArea).text = "order ORD-654321"
        await settle(pilot, 0.6)
        assert [n for n in app.notices if n.severity == "error"] == []


async def test_a_recognizer_for_a_type_already_found_says_so_when_saved(presidio_daemon):
    app = console_app(presidio_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot, 0.5)
        screen = app.screen
        screen.query_one("#rec-name", Input).value = "more_emails"
        screen.query_one("#rec-entity", Input).value = "EMAIL_ADDRESS"
        screen.query_one("#rec-patterns", TextArea).text = r"mail | \bmail-\d{4}@example\.com\b | 0.7"
        await settle(pilot, 0.5)
        await pilot.press("ctrl+s")
        await settle(pilot)
        try:
            saved = app.notices[-1]
            assert saved.title == "Recognizer saved: a type already known"
            assert "EMAIL_ADDRESS was already found" in saved.message and "now" not in saved.message
        finally:
            await app.client.delete_recognizer("more_emails")


async def test_a_policy_file_is_previewed_before_it_replaces_the_policy(fresh_daemon, tmp_path):
    app = console_app(fresh_daemon)
    path = tmp_path / "policy.yaml"
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await app.client.add_grant("send_email", "EMAIL_ADDRESS")
        policy = await app.client.get_policy()
        kept = [entity for entity in policy if entity != "PHONE_NUMBER"]
        path.write_text("policy:\n  entities: [" + ", ".join(kept) + "]\n"
                        "grants:\n  - {tool: create_ticket, entity_type: EMAIL_ADDRESS}\n", encoding="utf-8")
        await pilot.press("g")
        await settle(pilot)
        app.screen.query_one("#policy-path", Input).value = str(path)
        await pilot.press("i")
        await settle(pilot)
        question = str(app.screen.query_one("#confirm-question", Static).content)
        assert "- stop tokenizing PHONE_NUMBER (it reaches the model in clear)" in question
        assert "+ create_ticket may receive EMAIL_ADDRESS" in question
        assert "- send_email no longer receives EMAIL_ADDRESS" in question
        await pilot.press("n")  # declined: nothing changed
        await settle(pilot)
        assert _pairs(await app.client.grants()) == [("send_email", "EMAIL_ADDRESS")]
        assert await app.client.get_policy() == policy
        await pilot.press("i")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert _pairs(await app.client.grants()) == [("create_ticket", "EMAIL_ADDRESS")]
        assert await app.client.get_policy() == kept


# ---- 5. the analyzer's review features ------------------------------------------------------

ANALYZED = "Mail ana.garcia@example.com or call +1 415-555-0100, ref ABC-12."


async def _analyze(pilot, text: str) -> None:
    app = pilot.app
    if app.current_mode != "analyzer":
        await pilot.press("a")
        await settle(pilot, 0.4)
    app.screen.query_one("#analyzer-text", TextArea).text = text
    await settle(pilot, 0.5)


async def test_the_analyzer_legend_threshold_and_model_view(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _analyze(pilot, ANALYZED)
        screen = app.screen
        highlight = screen.query_one("#analyzer-highlight", Static)
        shown = plain(highlight)
        # The legend: each type found, in the colour its spans are highlighted with.
        types = sorted({s["entity_type"] for s in screen.spans})
        assert {"EMAIL_ADDRESS", "PHONE_NUMBER"} <= set(types)
        legend = highlight.content.renderables[0]
        body = highlight.content.renderables[1]
        for entity in types:
            start = legend.plain.index(entity) - 1
            legend_style = {str(span.style) for span in legend.spans if span.start <= start + 1 < span.end}
            first = next(s for s in screen.spans if s["entity_type"] == entity)
            body_style = {str(span.style) for span in body.spans if span.start <= first["start"] < span.end}
            assert legend_style and legend_style == body_style, entity
        assert f"{len(screen.spans)} span(s)" in shown
        # The minimum score hides the spans under it, and says how many.
        lowest = min(s["score"] for s in screen.spans)
        screen.query_one("#analyzer-threshold").value = 0.85 if lowest < 0.85 else 0.0
        await settle(pilot)
        hidden = [s for s in screen.spans if s["score"] < screen.threshold]
        table = screen.query_one("#analyzer-spans", DataTable)
        assert table.row_count == len(screen.spans) - len(hidden)
        if hidden:
            assert f"{len(hidden)} under 0.85 hidden" in plain(highlight)
        # The text as the model reads it: tokens where the values were, from a real run.
        model = plain(screen.query_one("#analyzer-model", Static))
        assert "ana.garcia@example.com" not in model and "[EMAIL_" in model and model.startswith("Mail ")


async def test_why_not_matched_for_a_selection(console_daemon):
    from textual.widgets.text_area import Selection

    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _analyze(pilot, ANALYZED)
        screen = app.screen
        area = screen.query_one("#analyzer-text", TextArea)
        start = ANALYZED.index("ABC-12")
        area.selection = Selection((0, start), (0, start + len("ABC-12")))
        await pilot.press("ctrl+o")
        await settle(pilot)
        why = plain(screen.query_one("#analyzer-why", Static))
        assert "'ABC-12'" in why and "No recognizer finds it, even alone" in why
        start = ANALYZED.index("garcia")
        area.selection = Selection((0, start), (0, start + len("garcia")))
        await pilot.press("ctrl+o")
        await settle(pilot)
        why = plain(screen.query_one("#analyzer-why", Static))
        assert "which is found as EMAIL_ADDRESS" in why and "only part of that span" in why
        area.selection = Selection((0, 0), (0, 0))
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert "Select some text first" in plain(screen.query_one("#analyzer-why", Static))


# ---- 6. change events -------------------------------------------------------------------

async def test_every_change_at_once_is_a_kind_filter_of_its_own(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _play(pilot, "01-confirm-order-email", answer="a")  # grant_added, then decisions
        policy = await app.client.get_policy()
        await app.client.put_policy([entity for entity in policy if entity != "PHONE_NUMBER"])
        await app.client.remove_grant("send_email", "EMAIL_ADDRESS")
        await pilot.press("e")
        await settle(pilot)
        app.screen.query_one("#filter-kind").value = "any change"
        await settle(pilot)
        table = app.screen.query_one("#events-table", DataTable)
        kinds = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert kinds[0] == "grant_removed" and "policy_changed" in kinds and "grant_added" in kinds
        assert not {"restored", "withheld"} & set(kinds)
        assert "not changes" in str(app.screen.query_one("#events-summary", DataTable).border_title)


async def test_the_grants_screen_lists_the_latest_changes(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await app.client.add_grant("send_email", "EMAIL_ADDRESS")
        await app.client.remove_grant("send_email", "EMAIL_ADDRESS")
        policy = await app.client.get_policy()
        await app.client.put_policy([entity for entity in policy if entity != "PHONE_NUMBER"])
        await pilot.press("g")
        await settle(pilot)
        lines = plain(app.screen.query_one("#grants-changes", Static)).strip().splitlines()
        assert [line.split()[0] for line in lines] == ["policy_changed", "grant_removed", "grant_added"]
        assert "PHONE_NUMBER untokenized" in lines[0]
        assert "send_email no longer receives EMAIL_ADDRESS" in lines[1]


async def test_the_analyzer_shows_generalized_quasi_identifiers_and_the_k_reached(fresh_daemon):
    """With the policy generalizing quasi-identifiers, the model's view reads the generalized
    text and says how many were generalized and the k reached (no table here: not checked)."""
    client = DaemonClient(fresh_daemon.url, fresh_daemon.api_token)
    await client._request("PUT", "/v1/policy", json_body={
        "entities": ["EMAIL_ADDRESS", "PHONE_NUMBER"], "generalize": {"AGE": "band10", "ES_POSTCODE": "prefix2"}})
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await _analyze(pilot, "Paciente de 34 años, CP 28013, correo ana@example.com")
        await settle(pilot, 0.5)
        model = app.screen.query_one("#analyzer-model", Static)
        shown = plain(model)
        assert "30-39 años" in shown and "28***" in shown and "ana@example.com" not in shown
        assert "2 generalized (AGE, ES_POSTCODE)" in str(model.border_subtitle)
        assert "k not checked" in str(model.border_subtitle)
