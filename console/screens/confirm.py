"""A small yes/no question over the current screen: y confirms, n or Escape declines."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from console.widgets.rendering import plain


class ConfirmScreen(ModalScreen[bool]):
    """Ask `question`; dismissed with True (y) or False (n, Escape)."""

    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "answer(False)", "No", show=False),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-dialog"):
            yield Static(plain(self.question), id="confirm-question")
            # A modal has no footer: its keys are said here.
            yield Static("y  yes     n or Esc  no", id="confirm-keys")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
