"""A small yes/no question over the current screen: y confirms, n or Escape declines."""

from __future__ import annotations

from textual import events
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


class ChoiceScreen(ModalScreen[str | None]):
    """Ask `question` with a few answers, each on its own key; Escape answers None."""

    def __init__(self, question: str, choices: list[tuple[str, str, str]], details: str = "") -> None:
        """`choices` is (key, value, what it does) for each answer."""
        super().__init__()
        self.question = question
        self.details = details
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-dialog", classes="choice"):
            yield Static(plain(self.question), id="confirm-question")
            if self.details:
                yield Static(plain(self.details), id="choice-details")
            keys = "\n".join(f"{key}  {label}" for key, _, label in self.choices)
            yield Static(plain(keys + "\nEsc  cancel"), id="confirm-keys")

    def on_key(self, event: events.Key) -> None:
        # The answers are known only per question, so they are read here, not as BINDINGS.
        answers = {key: value for key, value, _ in self.choices}
        if event.key in answers or event.key == "escape":
            event.stop()
            self.dismiss(answers.get(event.key))
