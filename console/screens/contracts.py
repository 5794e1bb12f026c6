"""One tool's contract (docs/contracts.md): view it, edit it, test a call or a reply against it.

Opened from the grants screen with `c` on a tool's row. The contract is edited as JSON
(`{"input": schema, "output": schema}`); the daemon decides whether it is strict and says
where it is not. A test sends a call's arguments (or a reply) to the daemon's test route,
against the contract as it stands in the editor, and writes nothing.
"""

from __future__ import annotations

import json

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static, TextArea

from console.client import DaemonError
from console.widgets.rendering import plain

# What a new contract starts as: closed objects, one field each way, to be edited.
STARTER = {
    "input": {"type": "object", "properties": {}, "required": [], "additionalProperties": False},
    "output": {"type": "object", "properties": {}, "additionalProperties": False},
}


class ContractScreen(ModalScreen[None]):
    """The contract of `tool`: ctrl+s saves, ctrl+t tests the call below, ctrl+d deletes, Esc closes."""

    DEFAULT_CSS = """
    ContractScreen { align: center middle; }
    #contract-dialog { width: 100; max-width: 98%; height: 95%; border: thick $accent 60%;
                       background: $surface; padding: 0 1; }
    #contract-json { height: 1fr; }
    #contract-call { height: 6; }
    #contract-message { height: auto; min-height: 1; }
    """

    # Priority: the JSON editors would otherwise take ctrl+d (delete right) for themselves.
    BINDINGS = [
        Binding("ctrl+s", "save", "Save", priority=True),
        Binding("ctrl+t", "test", "Test call", priority=True),
        Binding("ctrl+d", "delete", "Delete", priority=True),
        Binding("escape", "close", "Close"),
    ]

    def __init__(self, tool: str) -> None:
        super().__init__()
        self.tool = tool
        self.saved: dict | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="contract-dialog"):
            yield Static(plain(f"Contract of {self.tool}: what it may receive (input) and what the model may "
                               "read of its reply (output), as JSON Schemas that close every object."),
                         id="contract-title")
            yield TextArea("", language="json", id="contract-json")
            yield Static("A call to test (its arguments as the tool would receive them), or a reply "
                         "wrapped as {\"result\": …}:", classes="hint")
            yield TextArea("{}", language="json", id="contract-call")
            yield Static(id="contract-message")
            with Horizontal(classes="form-row"):
                yield Button("Save", id="contract-save")
                yield Button("Test", id="contract-test")
                yield Button("Delete", id="contract-delete")
                yield Button("Close", id="contract-close")
            # A modal has no footer: its keys are said here.
            yield Static("ctrl+s save   ctrl+t test   ctrl+d delete   Esc close", id="contract-keys")

    def on_mount(self) -> None:
        self.load_contract()

    @work(exclusive=True, exit_on_error=False, group="contract")
    async def load_contract(self) -> None:
        try:
            found = await self.app.client.contract(self.tool)
        except DaemonError as problem:
            self._say(f"Could not read the contract: {problem.message}", error=True)
            return
        self.saved = found
        shown = STARTER if found is None else {k: v for k, v in found.items() if k != "tool" and v is not None}
        self.query_one("#contract-json", TextArea).text = json.dumps(shown, indent=2)
        self._say("No contract yet: this is a starting point." if found is None else "The saved contract.")

    def _say(self, message: str, error: bool = False) -> None:
        self.query_one("#contract-message", Static).update(
            Text(message, style="bold red") if error else plain(message))

    def _edited(self) -> dict | None:
        try:
            value = json.loads(self.query_one("#contract-json", TextArea).text)
        except ValueError as problem:
            self._say(f"The contract is not JSON (line {getattr(problem, 'lineno', '?')}).", error=True)
            return None
        if not isinstance(value, dict):
            self._say("The contract is a JSON object with input and/or output.", error=True)
            return None
        return value

    @on(Button.Pressed, "#contract-save")
    def action_save(self) -> None:
        if (contract := self._edited()) is not None:
            self.save_contract(contract)

    @work(exclusive=True, exit_on_error=False, group="contract")
    async def save_contract(self, contract: dict) -> None:
        try:
            self.saved = await self.app.client.put_contract(self.tool, contract)
        except DaemonError as problem:
            self._say(f"Refused: {problem.message}", error=True)
            return
        self._say(f"Saved the contract of {self.tool}.")
        self.notify(f"Saved the contract of {self.tool}", title="Contract saved", timeout=4)

    @on(Button.Pressed, "#contract-test")
    def action_test(self) -> None:
        contract = self._edited()
        if contract is None:
            return
        try:
            call = json.loads(self.query_one("#contract-call", TextArea).text)
        except ValueError:
            self._say("The call to test is not JSON.", error=True)
            return
        is_reply = isinstance(call, dict) and set(call) == {"result"}
        body = {"result": call["result"]} if is_reply else {"arguments": call}
        self.test_call({**body, "contract": contract})

    @work(exclusive=True, exit_on_error=False, group="contract-test")
    async def test_call(self, body: dict) -> None:
        try:
            answer = await self.app.client.test_contract(self.tool, body)
        except DaemonError as problem:
            self._say(f"Refused: {problem.message}", error=True)
            return
        if "arguments" in answer:
            checked = answer["arguments"]
            if checked is None:
                self._say("This contract has no input schema: every call passes.")
            elif checked["refusal"] is None:
                self._say("The call passes: the tool would receive it.")
            else:
                self._say(f"The call would be refused: {checked['refusal']['message']}", error=True)
            return
        projected = answer.get("result")
        if projected is None:
            self._say("This contract has no output schema: the model reads the whole reply.")
        elif projected["dropped"]:
            self._say(f"The model would read {json.dumps(projected['result'])}; dropped: "
                      f"{', '.join(projected['dropped'])}")
        else:
            self._say("The reply passes whole.")

    @on(Button.Pressed, "#contract-delete")
    def action_delete(self) -> None:
        self.delete_contract()

    @work(exclusive=True, exit_on_error=False, group="contract")
    async def delete_contract(self) -> None:
        try:
            await self.app.client.delete_contract(self.tool)
        except DaemonError as problem:
            self._say(f"Refused: {problem.message}", error=True)
            return
        self.saved = None
        self._say(f"Deleted the contract of {self.tool}: calls and replies pass unchecked.")

    @on(Button.Pressed, "#contract-close")
    def action_close(self) -> None:
        self.dismiss(None)
