"""The notification log (ctrl+n): every notice the console showed, newest first.

A toast fades after a few seconds; what it said (a refused filter, a daemon restart, a
scenario file not loaded) stays here for the session.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from console.widgets.rendering import plain

SEVERITY_STYLES = {"error": "bold red", "warning": "dark_orange", "information": ""}


@dataclass(frozen=True)
class Notice:
    """One notification as it was shown: when, its title, what it said and how severe."""

    time: str
    title: str
    message: str
    severity: str

    @classmethod
    def now(cls, message: str, title: str, severity: str, deterministic: bool = False) -> Notice:
        time = "--:--:--" if deterministic else datetime.now(UTC).strftime("%H:%M:%S")
        return cls(time, title, message, severity)


class NotificationLog(ModalScreen[None]):
    """A table of `notices`, newest first; Esc or ctrl+n closes it."""

    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("ctrl+n", "close", "Close", show=False),
    ]

    def __init__(self, notices: list[Notice]) -> None:
        super().__init__()
        self.notices = notices

    def compose(self) -> ComposeResult:
        with Vertical(id="notification-log"):
            yield Static(f"Notifications this session ({len(self.notices)}), newest first · Esc closes",
                         classes="pane-title")
            yield DataTable(id="notification-table", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        table = self.query_one("#notification-table", DataTable)
        table.add_columns("time (UTC)", "title", "what it said")
        for notice in reversed(self.notices):
            style = SEVERITY_STYLES.get(notice.severity, "")
            table.add_row(plain(notice.time), Text(notice.title, style=style), plain(notice.message))
        if not self.notices:
            table.add_row("", "", Text("Nothing yet.", style="dim"))
        table.focus()

    def action_close(self) -> None:
        self.dismiss(None)
