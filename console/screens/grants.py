"""Grants: which tool may receive which kind of data, as a tools × entity types matrix.

The matrix's first row is the policy: which entity types a run tokenizes at all. A type that
is not tokenized reaches the model (and every tool) in clear, whatever the grants say.
"""

from __future__ import annotations

import re
from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.coordinate import Coordinate
from textual.widgets import Button, DataTable, Input, Label, Static

from console.client import DaemonError
from console.entity_labels import SHORT_LABELS
from console.messages import (
    GrantRefused,
    GrantsChanged,
    GrantsLoaded,
    PolicyChanged,
    PolicyExported,
    PolicyFileProblem,
    PolicyPreviewed,
    PolicyRefused,
)
from console.policy_preview import policy_file_changes
from console.scenarios import load_scenarios
from console.screens.base import ConsoleScreen, display_path
from console.screens.confirm import ConfirmScreen
from console.screens.contracts import ContractScreen
from console.widgets.rendering import plain

# A tool name's shape (docs/api.md); the console checks it before adding a row.
TOOL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}")

# Column order: the structured types people grant most, then the rest alphabetically. These
# are also the daemon's known types, so each has a column even when the policy leaves it out
# (PERSON is off by default and found only by the presidio detector).
PREFERRED_ORDER = ["EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "ES_NIF", "ES_NIE",
                   "BR_CPF", "SECRET", "PERSON"]
GRANTED = Text(" ✓ ", style="bold black on green3")
# A grant of a type the policy leaves in clear changes nothing (every tool, and the model,
# receive it in clear anyway) until the type is tokenized again: kept, but shown dim.
GRANTED_IN_CLEAR = Text(" ✓ ", style="dim green3")
NOT_GRANTED = Text("·", style="dim")
TOKENIZED_ROW = "\x00tokenized"
"""Row key of the policy row (not a valid tool name, so it never collides with a tool's row)."""
TOKENIZED_LABEL = Text("Tokenized", style="bold italic")
TOKENIZED = Text("token", style="bold dodger_blue1")
IN_CLEAR = Text("clear", style="bold dark_orange")


def order_entity_types(types: set[str]) -> list[str]:
    """Entity types in the matrix's column order."""
    known = [t for t in PREFERRED_ORDER if t in types]
    return known + sorted(types - set(known))


# The change events shown under the matrix: grants and the policy (every change, recognizers
# too, is in Events under "any change").
POLICY_CHANGE_KINDS = ("grant_added", "grant_removed", "policy_changed")
RECENT_CHANGES = 8


class GrantsScreen(ConsoleScreen):
    """Toggle a grant with Space or Enter on its cell, and tokenization on the Tokenized row (or
    with t anywhere in a column); add tools; import and export a policy file."""

    BINDINGS = [
        Binding("space", "toggle", "Toggle grant"),
        Binding("t", "toggle_tokenized", "Tokenize"),
        Binding("n", "new_tool", "New tool"),
        # Not in the footer: the grants screen's picture stays as it was (snapshots, the other
        # console work); docs/contracts.md tells the key.
        Binding("c", "contract", "Contract", show=False),
        Binding("i", "import_policy", "Import"),
        Binding("x", "export_policy", "Export"),
        Binding("f5", "refresh", "Refresh"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.tools: list[str] = []
        self.entity_types: list[str] = []
        self.granted: set[tuple[str, str]] = set()
        self.tokenized: list[str] = []
        self._extra_tools: set[str] = set()
        self._focus_tool: str | None = None
        self._loaded = False

    def compose(self) -> ComposeResult:
        yield from self.compose_header()
        with Vertical(id="grants"):
            # One line: the keys are in the footer (and ?), the meaning of a cell is all it says.
            yield Static("✓ the tool gets the real value, elsewhere the token · an untokenized type reaches "
                         "the model in clear (its ✓ dim)", classes="hint")
            # The tool column stays in view when a narrow terminal scrolls to the right.
            yield DataTable(id="grants-matrix", cursor_type="cell", zebra_stripes=True, fixed_rows=1,
                            fixed_columns=1)
            yield Static(id="grants-message")
            # One row for both forms (two before): the matrix keeps the height.
            with Horizontal(classes="form-row"):
                yield Label("New tool", classes="option-label")
                yield Input(placeholder="tool name, e.g. create_ticket", id="new-tool")
                yield Button("Add tool", id="add-tool")
                yield Label("Policy file", classes="option-label")
                yield Input(id="policy-path")
                yield Button("Import", id="import-policy")
                yield Button("Export", id="export-policy")
            yield Static(id="grants-changes", classes="panel")
        yield from self.compose_footer()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#policy-path", Input).value = display_path(Path(self.app.data_dir) / "policy.yaml")

    def on_daemon_ready(self) -> None:
        self.load_grants()

    def on_screen_resume(self) -> None:
        # Scenarios may have added grants while another screen was showing.
        if self.app.ready:
            self.load_grants()
        self.query_one("#grants-matrix", DataTable).focus()

    def action_refresh(self) -> None:
        self.load_grants()

    @work(exclusive=True, exit_on_error=False, group="grants-load")
    async def load_grants(self) -> None:
        """Fetch grants, the policy and the operator's recognizers: every known type gets a
        column, tokenized or not, including the types the operator's recognizers define."""
        grants = await self.app.client.grants()
        tokenized = await self.app.client.get_policy()
        operator_types = {entity for recognizer in await self.app.client.recognizers()
                          if recognizer.get("source") == "operator" for entity in recognizer.get("entities", [])}
        types = set(PREFERRED_ORDER) | set(tokenized) | {g["entity_type"] for g in grants} | operator_types
        changes = [event for kind in POLICY_CHANGE_KINDS
                   for event in await self.app.client.events(kind=kind, limit=RECENT_CHANGES)]
        changes = sorted(changes, key=lambda event: event.get("id") or 0, reverse=True)[:RECENT_CHANGES]
        self.post_message(GrantsLoaded(grants, order_entity_types(types), tokenized, changes))

    def on_grants_loaded(self, message: GrantsLoaded) -> None:
        self._show_changes(message.changes)
        self.granted = {(g["tool"], g["entity_type"]) for g in message.grants}
        scenario_tools = {tool for s in load_scenarios(self.app.data_dir)[0] for tool in s.tools}
        self.tools = sorted({tool for tool, _ in self.granted} | scenario_tools | self._extra_tools)
        self.entity_types = message.entity_types
        self.tokenized = list(message.tokenized)
        table = self.query_one("#grants-matrix", DataTable)
        cursor = table.cursor_coordinate
        # The first load puts the cursor on the first tool, a tool just added puts it on that
        # tool, and other loads keep it where it was.
        row = cursor.row if self._loaded else 1
        if self._focus_tool in self.tools:
            row = 1 + self.tools.index(self._focus_tool)
        self._focus_tool = None
        self._loaded = True
        table.clear(columns=True)
        table.add_column("tool", key="tool")
        for entity_type in self.entity_types:
            table.add_column(SHORT_LABELS.get(entity_type, entity_type), key=entity_type)
        table.add_row(TOKENIZED_LABEL, *[TOKENIZED if t in self.tokenized else IN_CLEAR for t in self.entity_types],
                      key=TOKENIZED_ROW)
        for tool in self.tools:
            cells = [(GRANTED if t in self.tokenized else GRANTED_IN_CLEAR) if (tool, t) in self.granted
                     else NOT_GRANTED for t in self.entity_types]
            table.add_row(Text(tool, style="bold"), *cells, key=tool)
        table.cursor_coordinate = Coordinate(min(row, len(self.tools)),
                                             max(1, min(cursor.column, len(self.entity_types))))

    def _show_changes(self, changes: list[dict]) -> None:
        """The latest changes to grants and the policy, who changed what being the events'."""
        lines = Text()
        for event in changes:
            when = "" if self.app.deterministic else f"{(event.get('time') or '')[:19].replace('T', ' ')}  "
            kind = event.get("kind") or ""
            what = {"grant_added": f"{event.get('tool')} may receive {event.get('entity_type')}",
                    "grant_removed": f"{event.get('tool')} no longer receives {event.get('entity_type')}",
                    "policy_changed": f"{event.get('entity_type')} {event.get('change') or 'changed'}"}.get(kind, kind)
            lines.append(when, style="dim")
            lines.append(f"{kind:<15}", style="cyan")
            lines.append(f"{what}\n")
        if not changes:
            lines.append("No change to grants or the policy yet.", style="dim")
        lines.rstrip()
        panel = self.query_one("#grants-changes", Static)
        panel.update(lines)
        panel.border_title = "Latest changes to grants and the policy (every change: Events, kind any change)"

    def _column_type(self) -> str | None:
        """The entity type of the column under the cursor (None on the tool column)."""
        column = self.query_one("#grants-matrix", DataTable).cursor_coordinate.column
        if column == 0 or column > len(self.entity_types):
            return None
        return self.entity_types[column - 1]

    def _cell(self) -> tuple[str, str] | None:
        """(tool, entity type) under the cursor; None on the Tokenized row or the tool column."""
        row = self.query_one("#grants-matrix", DataTable).cursor_coordinate.row
        entity_type = self._column_type()
        if entity_type is None or row == 0 or row > len(self.tools):
            return None
        return self.tools[row - 1], entity_type

    def action_toggle(self) -> None:
        if self.query_one("#grants-matrix", DataTable).cursor_coordinate.row == 0:
            self.action_toggle_tokenized()
            return
        cell = self._cell()
        if cell is None:
            self.notify("Move to a cell under an entity type to toggle a grant.", severity="warning")
            return
        self.toggle_grant(*cell, cell not in self.granted)

    def action_toggle_tokenized(self) -> None:
        entity_type = self._column_type()
        if entity_type is None:
            self.notify("Move to a column under an entity type to toggle its tokenization.", severity="warning")
            return
        if entity_type in self.tokenized:
            # One key would send every value of the type to the model in clear: ask first.
            def answered(yes: bool | None) -> None:
                if yes:
                    self.toggle_tokenized(entity_type, False)

            self.app.push_screen(ConfirmScreen(
                f"Stop tokenizing {entity_type}? Its values would reach the model in clear, and no "
                "tool could be given them."), answered)
            return
        self.toggle_tokenized(entity_type, True)

    @work(exclusive=True, exit_on_error=False, group="grants-change")
    async def toggle_tokenized(self, entity_type: str, tokenize: bool) -> None:
        """PUT /v1/policy with `entity_type` added or removed; a refusal is shown in the daemon's words."""
        current = await self.app.client.get_policy()
        if tokenize:
            entities = current if entity_type in current else [*current, entity_type]
        else:
            entities = [t for t in current if t != entity_type]
        try:
            await self.app.client.put_policy(entities)
        except DaemonError as problem:
            self.post_message(PolicyRefused(problem.message))
            return
        self.post_message(PolicyChanged(entity_type, tokenize))

    def on_policy_changed(self, message: PolicyChanged) -> None:
        if message.tokenized:
            description = f"{message.entity_type} is tokenized in runs."
        else:
            description = f"{message.entity_type} is no longer tokenized: it reaches the model in clear."
        self.query_one("#grants-message", Static).update(Text(description, style="green3"))
        self.notify(description, title="Policy changed", timeout=4)
        self.load_grants()

    def on_policy_refused(self, message: PolicyRefused) -> None:
        self.query_one("#grants-message", Static).update(Text(f"Refused: {message.message}", style="bold red"))
        self.notify(message.message, title="Refused by the daemon", severity="error", timeout=8)

    @on(DataTable.CellSelected, "#grants-matrix")
    def _cell_selected(self) -> None:
        self.action_toggle()

    @work(exclusive=True, exit_on_error=False, group="grants-change")
    async def toggle_grant(self, tool: str, entity_type: str, grant: bool) -> None:
        """Add or remove one grant; a refusal is shown in the daemon's words."""
        try:
            if grant:
                await self.app.client.add_grant(tool, entity_type)
            else:
                await self.app.client.remove_grant(tool, entity_type)
        except DaemonError as problem:
            if grant and tool in self._extra_tools and not any(t == tool for t, _ in self.granted):
                # A row typed with `n` and refused by the daemon (`*`, a bad name): drop it.
                self._extra_tools.discard(tool)
                self.load_grants()
            self.post_message(GrantRefused(problem.message))
            return
        verb = "may now receive" if grant else "no longer receives"
        description = f"{tool} {verb} {entity_type}."
        if grant and entity_type not in self.tokenized:
            description += f" {entity_type} is not tokenized, so this changes nothing until it is."
        self.post_message(GrantsChanged(description))

    def on_grants_changed(self, message: GrantsChanged) -> None:
        self.query_one("#grants-message", Static).update(Text(message.description, style="green3"))
        self.notify(message.description, title="Grants changed", timeout=4)
        self.load_grants()

    def on_grant_refused(self, message: GrantRefused) -> None:
        self.query_one("#grants-message", Static).update(Text(f"Refused: {message.message}", style="bold red"))
        self.notify(message.message, title="Refused by the daemon", severity="error", timeout=8)

    def action_contract(self) -> None:
        """The contract of the tool under the cursor (console/screens/contracts.py)."""
        row = self.query_one("#grants-matrix", DataTable).cursor_coordinate.row
        if row == 0 or row > len(self.tools):
            self.notify("Move to a tool's row to see its contract.", severity="warning")
            return
        self.app.push_screen(ContractScreen(self.tools[row - 1]))

    def action_new_tool(self) -> None:
        self.query_one("#new-tool", Input).focus()

    @on(Button.Pressed, "#add-tool")
    @on(Input.Submitted, "#new-tool")
    def _add_tool(self) -> None:
        field = self.query_one("#new-tool", Input)
        name = field.value.strip()
        if not name:
            return
        if not TOOL_NAME.fullmatch(name):
            # The shape docs/api.md gives tool names; whether one holds a value, and the rest, the
            # daemon decides when a grant is toggled on the row.
            self.query_one("#grants-message", Static).update(
                Text("A tool name is 1-64 letters, digits and _ . : - , starting with a letter or digit.",
                     style="bold red"))
            return
        self._extra_tools.add(name)
        self._focus_tool = name  # the cursor goes to the new row once the table is rebuilt
        field.value = ""
        self.load_grants()
        self.query_one("#grants-message", Static).update(plain(f"Added tool {name}: toggle the types it may receive."))
        self.query_one("#grants-matrix", DataTable).focus()

    @on(Button.Pressed, "#import-policy")
    def action_import_policy(self) -> None:
        if path := self._policy_path():
            self.import_policy(path)

    @on(Button.Pressed, "#export-policy")
    def action_export_policy(self) -> None:
        if path := self._policy_path():
            self.export_policy(path)

    def _policy_path(self) -> str:
        path = self.query_one("#policy-path", Input).value.strip()
        if not path:
            # Path("") is the working directory: "cannot read : Is a directory" said nothing.
            self.post_message(PolicyFileProblem("give the policy file's path first"))
        return path

    @work(exclusive=True, exit_on_error=False, group="grants-change")
    async def import_policy(self, path: str) -> None:
        """Read the policy file at `path` and preview what it would change; nothing is sent yet."""
        try:
            text = Path(path).expanduser().read_text(encoding="utf-8")
        except OSError as problem:
            self.post_message(PolicyFileProblem(f"cannot read {path}: {problem.strerror}"))
            return
        except UnicodeDecodeError:
            self.post_message(PolicyFileProblem(f"{path} is not UTF-8 text, so it is no policy file"))
            return
        grants = {(g["tool"], g["entity_type"]) for g in await self.app.client.grants()}
        tokenized = await self.app.client.get_policy()
        self.post_message(PolicyPreviewed(path, text, policy_file_changes(text, grants, tokenized)))

    def on_policy_previewed(self, message: PolicyPreviewed) -> None:
        changes = message.changes
        if changes is None:
            # Not a shape the console can read: the daemon's refusal names the line.
            self.replace_policy(message.path, message.text)
            return
        if not changes:
            self.query_one("#grants-message", Static).update(
                plain(f"{message.path} holds the policy as it is: nothing to import."))
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.replace_policy(message.path, message.text)

        self.app.push_screen(ConfirmScreen(
            f"Importing {message.path} replaces the policy and every grant:\n" + "\n".join(changes)
            + "\nReplace it?"), answered)

    @work(exclusive=True, exit_on_error=False, group="grants-change")
    async def replace_policy(self, path: str, text: str) -> None:
        """PUT the policy file; the daemon names a bad line."""
        try:
            answer = await self.app.client.put_policy_file(text)
        except DaemonError as problem:
            self.post_message(GrantRefused(problem.message))
            return
        count = len((answer or {}).get("grants", []))
        self.post_message(GrantsChanged(f"Imported {path}: {count} grant(s)."))

    @work(exclusive=True, exit_on_error=False, group="grants-export")
    async def export_policy(self, path: str) -> None:
        """Write the daemon's policy file (grants + tokenized types) to `path`."""
        text = await self.app.client.get_policy_file()
        target = Path(path).expanduser()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        except OSError as problem:
            self.post_message(PolicyFileProblem(f"cannot write {path}: {problem.strerror}"))
            return
        self.post_message(PolicyExported(str(target)))

    def on_policy_file_problem(self, message: PolicyFileProblem) -> None:
        self.query_one("#grants-message", Static).update(Text(message.message, style="bold red"))
        self.notify(message.message, title="Policy file not used", severity="error", timeout=8)

    def on_policy_exported(self, message: PolicyExported) -> None:
        self.query_one("#grants-message", Static).update(plain(f"Exported the policy to {message.path}."))
        self.notify(f"Exported to {message.path}", title="Policy exported", timeout=4)
