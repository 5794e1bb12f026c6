"""One event, every field of it (Enter on the Events list). An event holds no value: there is
none to show, only kinds, tools, types, paths and the chain's hashes."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from console.widgets.rendering import plain

FIELD_ORDER = ("id", "time", "kind", "tool", "entity_type", "path", "reason", "recognizer", "change",
               "tenant", "session", "run_id", "prev_hash", "hash")


class EventDetail(ModalScreen[None]):
    """The event's fields, in the API's order; Esc or Enter closes."""

    BINDINGS = [Binding("escape", "close", "Close"), Binding("enter", "close", "Close", show=False)]

    def __init__(self, event: dict, chain_broken_here: bool = False) -> None:
        super().__init__()
        self.event = event
        self.chain_broken_here = chain_broken_here

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="event-detail"):
            yield Static(self._table(), id="event-fields")
            yield Static("Esc closes", classes="hint")

    def on_mount(self) -> None:
        self.query_one("#event-detail").border_title = f"Event {self.event.get('id', '')}"

    def _table(self) -> Table:
        table = Table(box=None, show_header=False, expand=True)
        table.add_column("field", style="bold", no_wrap=True)
        table.add_column("value", overflow="fold")
        names = [name for name in FIELD_ORDER if name in self.event]
        names += sorted(set(self.event) - set(FIELD_ORDER))
        for name in names:
            value = self.event.get(name)
            table.add_row(plain(name), Text("—", style="dim") if value is None else plain(value))
        if self.chain_broken_here:
            table.add_row(Text("chain", style="bold red"),
                          Text("✗ the first row the chain check refuses", style="bold red"))
        return table

    def action_close(self) -> None:
        self.dismiss(None)
