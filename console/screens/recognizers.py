"""Recognizers: ours and the operator's; draft one, test it as you type, save it (live at once)."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.timer import Timer
from textual.widgets import Button, DataTable, Input, Label, Static, TextArea

from console.client import DaemonError
from console.messages import RecognizerDeleted, RecognizerOpened, RecognizerSaved, RecognizersLoaded, RecognizerTested
from console.recognizer_draft import DraftError, build_recognizer, explain_no_match, form_fields
from console.screens.base import ConsoleScreen
from console.screens.confirm import ConfirmScreen
from console.widgets.rendering import explanation_text, plain, spans_text

DEBOUNCE_SECONDS = 0.4
# The form's one-line fields, by the name build_recognizer and form_fields give them.
INPUT_FIELDS = {"name": "#rec-name", "entity": "#rec-entity", "context": "#rec-context",
                "languages": "#rec-languages", "deny_list": "#rec-deny"}
EXAMPLE_PATTERNS = "order | \\bORD-\\d{6}\\b | 0.6"
EXAMPLE_SAMPLE = "Customer asks about order ORD-123456 and ORD-12."


class RecognizersScreen(ConsoleScreen):
    """A list of recognizers and a form that is tested on sample text while you type."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Save recognizer"),
        Binding("delete", "delete", "Delete operator's"),
        Binding("f5", "refresh", "Refresh"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._debounce: Timer | None = None
        self._recognizers: list[dict] = []
        # The recognizer loaded into the form (Enter) or last saved from it: saving under that
        # name edits it in place; saving under another of yours asks first.
        self._editing: str | None = None
        self.needs_presidio = False
        """The daemon refused a test with needs_presidio: it runs the patterns detector."""

    def compose(self) -> ComposeResult:
        yield from self.compose_header()
        with Horizontal(id="recognizers"):
            with Vertical(id="recognizer-list-pane"):
                yield Label("Recognizers (builtin and yours)", classes="pane-title")
                yield DataTable(id="recognizer-list", cursor_type="row", zebra_stripes=True)
            with VerticalScroll(id="recognizer-form"):
                yield Static("Tested on the sample as you type; ctrl+s saves it (live at once). "
                             "Enter on one of yours loads it here.", classes="hint")
                with Horizontal(classes="form-row"):
                    yield Label("Name", classes="option-label")
                    yield Input(value="order_number", id="rec-name")
                    yield Label("Entity", classes="option-label")
                    yield Input(value="ORDER_NUMBER", id="rec-entity")
                yield Label("Patterns (name | regex | score)")
                yield TextArea(EXAMPLE_PATTERNS, id="rec-patterns", show_line_numbers=False)
                with Horizontal(classes="form-row"):
                    yield Label("Context", classes="option-label")
                    yield Input(value="order, pedido", placeholder="words near a match raise its score", id="rec-context")
                with Horizontal(classes="form-row"):
                    yield Label("Languages", classes="option-label")
                    yield Input(value="en, es", id="rec-languages")
                    yield Label("Deny list", classes="option-label")
                    yield Input(placeholder="words always detected", id="rec-deny")
                yield Label("Sample text")
                yield TextArea(EXAMPLE_SAMPLE, id="rec-sample", show_line_numbers=False)
                yield Static(id="rec-result", classes="panel")
                yield Button("Save recognizer", id="rec-save", variant="primary")
        yield from self.compose_footer()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#recognizer-list", DataTable).add_columns("name", "entities", "languages", "source")

    def on_daemon_ready(self) -> None:
        self.action_refresh()
        self._schedule_test()

    def action_refresh(self) -> None:
        self.load_recognizers()

    @work(exclusive=True, exit_on_error=False, group="recognizers-load")
    async def load_recognizers(self) -> None:
        """GET /v1/recognizers."""
        self.post_message(RecognizersLoaded(await self.app.client.recognizers()))

    def on_recognizers_loaded(self, message: RecognizersLoaded) -> None:
        self._recognizers = message.recognizers
        table = self.query_one("#recognizer-list", DataTable)
        table.clear()
        for item in sorted(message.recognizers, key=lambda r: (r.get("source") != "operator", r.get("name", ""))):
            table.add_row(plain(item["name"]), plain(", ".join(item["entities"])), plain(", ".join(item["languages"])),
                          Text(item.get("source", ""), style="bold" if item.get("source") == "operator" else "dim"),
                          key=item.get("name"))

    @on(Input.Changed, "#recognizer-form Input")
    @on(TextArea.Changed, "#recognizer-form TextArea")
    def _schedule_test(self) -> None:
        if not self.app.ready:
            return
        if self._debounce is not None:
            self._debounce.stop()
        self._debounce = self.set_timer(DEBOUNCE_SECONDS, self._test_now)

    def _source_of(self, name: str) -> str | None:
        """"operator" or "builtin" for a listed recognizer, None for one not listed."""
        return next((r.get("source") for r in self._recognizers if r.get("name") == name), None)

    @on(DataTable.RowSelected, "#recognizer-list")
    def _open_selected(self, event: DataTable.RowSelected) -> None:
        name = str(event.row_key.value)
        source = self._source_of(name)
        if source != "operator":
            self.notify(f"{name} is built in (Python, not YAML): draft your own beside it.", severity="warning")
            return
        self.open_recognizer(name)

    @work(exclusive=True, exit_on_error=False, group="recognizers-open")
    async def open_recognizer(self, name: str) -> None:
        """GET /v1/recognizers/{name}, into the form."""
        self.post_message(RecognizerOpened(await self.app.client.recognizer(name)))

    def on_recognizer_opened(self, message: RecognizerOpened) -> None:
        try:
            fields = form_fields(message.definition)
        except DraftError as problem:
            self.notify(str(problem), title="Not loaded", severity="warning")
            return
        for key, selector in INPUT_FIELDS.items():
            self.query_one(selector, Input).value = fields[key]
        self.query_one("#rec-patterns", TextArea).text = fields["patterns"]
        self._editing = fields["name"]
        self.notify(f"{fields['name']} loaded: edit it, then ctrl+s saves it in place.", title="Recognizer opened")

    def _form(self) -> dict:
        fields = {key: self.query_one(selector, Input).value for key, selector in INPUT_FIELDS.items()}
        return {**fields, "patterns": self.query_one("#rec-patterns", TextArea).text}

    def _test_now(self) -> None:
        sample = self.query_one("#rec-sample", TextArea).text
        try:
            draft = build_recognizer(**self._form())
        except DraftError as problem:
            self.post_message(RecognizerTested(sample, [], refusal=str(problem)))
            return
        self.test_draft(draft, sample)

    @work(exclusive=True, exit_on_error=False, group="recognizers-test")
    async def test_draft(self, draft: dict, sample: str) -> None:
        """POST /v1/recognizers/test with the draft; a refusal (e.g. catastrophic regex) is shown."""
        language = (draft.get("supported_languages") or ["en"])[0]
        try:
            answer = await self.app.client.test_recognizer(draft, sample, language)
        except DaemonError as problem:
            if problem.code == "needs_presidio":
                self.post_message(RecognizerTested(sample, [], refusal=problem.message, draft=draft,
                                                   needs_presidio=True))
                return
            if problem.status in (400, 422):
                self.post_message(RecognizerTested(sample, [], refusal=problem.message, draft=draft))
                return
            raise
        self.post_message(RecognizerTested(sample, answer.get("spans", []), draft=draft,
                                           patterns=answer.get("patterns") or []))

    def on_recognizer_tested(self, message: RecognizerTested) -> None:
        result = self.query_one("#rec-result", Static)
        if message.needs_presidio:
            # Said once, where the result would be, and the form's save is off: every test
            # and save was refused one notice at a time before, on a form that looked usable.
            self.needs_presidio = True
            self.query_one("#rec-save", Button).disabled = True
            result.update(Text.assemble(
                ("This daemon runs the patterns detector: recognizers can be drafted here, but not tested "
                 "or saved. ", "bold dark_orange"),
                "Start the daemon with --detector presidio (or the console without --detector patterns). ",
                (f"The daemon: {message.refusal}", "dim")))
            return
        if message.refusal:
            result.update(Text(f"Refused: {message.refusal}", style="bold red"))
            return
        lines: list = [Text(f"{len(message.spans)} match(es)", style="bold"), spans_text(message.text, message.spans)]
        for span in message.spans:
            lines.append(Text(f"• {message.text[span['start']:span['end']]!s} → {span['entity_type']} "
                              f"score {span['score']:.2f}: {explanation_text(span.get('explanation'))}"))
        for pattern in message.patterns:
            lines.append(Text(f"pattern {pattern.get('name')}: {pattern.get('why', '')}", style="dim"))
        if not message.spans and message.draft is not None and not message.patterns:
            lines.append(Text(explain_no_match(message.draft, message.text), style="dark_orange"))
        result.update(Group(*lines))

    @on(Button.Pressed, "#rec-save")
    def action_save(self) -> None:
        if self.needs_presidio:
            self.notify("This daemon runs the patterns detector: it cannot add recognizers "
                        "(--detector presidio can).", title="Not saved", severity="warning")
            return
        try:
            draft = build_recognizer(**self._form())
        except DraftError as problem:
            self.notify(str(problem), title="Not saved", severity="error")
            return
        name = draft["name"]
        if name == self._editing or self._source_of(name) != "operator":
            self.save_draft(draft)
            return
        current = next((r for r in self._recognizers if r.get("name") == name), {})

        def answered(yes: bool | None) -> None:
            if yes:
                self.save_draft(draft)

        found = ", ".join(current.get("entities") or []) or "its type"
        self.app.push_screen(ConfirmScreen(f"You already have a recognizer {name} (finds {found}). "
                                           "Replace it with this draft?"), answered)

    @work(exclusive=True, exit_on_error=False, group="recognizers-save")
    async def save_draft(self, draft: dict) -> None:
        """POST /v1/recognizers: written as Presidio YAML and live at once."""
        await self.app.client.add_recognizer(draft)
        self._editing = draft["name"]
        self.post_message(RecognizerSaved(draft["name"], draft["supported_entity"]))

    def on_recognizer_saved(self, message: RecognizerSaved) -> None:
        # Saying "the daemon finds X now" of a type others found already misled: it was found
        # before, and its policy and grants were already in force.
        others = sorted(r.get("name", "") for r in self._recognizers
                        if r.get("name") != message.name and message.entity_type in (r.get("entities") or []))
        if others:
            self.notify(f"{message.name} saved. {message.entity_type} was already found (by {', '.join(others)}); "
                        f"{message.name} adds its patterns to them. Its spans are tokenized and granted as "
                        f"{message.entity_type} already is: nothing changes in Grants.",
                        title="Recognizer saved: a type already known", severity="warning", timeout=10)
        else:
            self.notify(f"{message.name} saved; the daemon finds {message.entity_type} now, a new type. To "
                        "tokenize it in runs and grant it to a tool: Grants (g).", title="Recognizer saved")
        self.load_recognizers()

    def action_delete(self) -> None:
        table = self.query_one("#recognizer-list", DataTable)
        if not table.row_count:
            return
        name = str(table.get_row_at(table.cursor_row)[0])
        source = self._source_of(name)
        if source != "operator":
            self.notify(f"{name} is built in; only your recognizers can be deleted.", severity="warning")
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.delete_recognizer(name)

        self.app.push_screen(ConfirmScreen(f"Delete recognizer {name}?"), answered)

    @work(exclusive=True, exit_on_error=False, group="recognizers-save")
    async def delete_recognizer(self, name: str) -> None:
        """DELETE /v1/recognizers/{name}."""
        await self.app.client.delete_recognizer(name)
        self.post_message(RecognizerDeleted(name))

    def on_recognizer_deleted(self, message: RecognizerDeleted) -> None:
        self.notify(f"{message.name} deleted.", title="Recognizer deleted")
        self.load_recognizers()
