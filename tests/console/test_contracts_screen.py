"""The contract of a tool, from the grants screen: view, edit, save, test a call, delete."""

from __future__ import annotations

import json

from textual.widgets import DataTable, Static, TextArea

from console.screens.contracts import ContractScreen
from tests.console.conftest import SIZE, console_app, plain, settle

CONTRACT = {
    "input": {"type": "object", "properties": {"order_id": {"type": "string"}},
              "required": ["order_id"], "additionalProperties": False},
    "output": {"type": "object", "properties": {"eligible": {"type": "boolean"}}, "additionalProperties": False},
}


async def test_a_contract_is_edited_tested_and_deleted_from_the_grants_screen(fresh_daemon):
    app = console_app(fresh_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("g")
        await settle(pilot, 0.1)
        grants = app.screen
        grants.query_one("#new-tool").value = "refund_review"
        await pilot.press("n")
        grants.query_one("#new-tool").value = "refund_review"
        await pilot.press("enter")
        await settle(pilot)
        table = grants.query_one("#grants-matrix", DataTable)
        table.focus()
        table.move_cursor(row=1 + grants.tools.index("refund_review"), column=1)
        await pilot.press("c")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ContractScreen) and screen.tool == "refund_review"
        shown = screen.query_one("#contract-message", Static)

        def message() -> str:  # as one line, however the dialog wraps it
            return " ".join(plain(shown).split())

        assert message().startswith("No contract yet")
        editor = screen.query_one("#contract-json", TextArea)
        # A loose schema: the daemon refuses it and names where.
        editor.text = json.dumps({"input": {"type": "object"}})
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert "contract.input.additionalProperties" in message()
        assert await app.client.contract("refund_review") is None
        editor.text = json.dumps(CONTRACT)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert message() == "Saved the contract of refund_review."
        assert await app.client.contract("refund_review") == {"tool": "refund_review", **CONTRACT}
        # A call with a field the action does not need, then a good one, then a reply.
        call = screen.query_one("#contract-call", TextArea)
        call.text = json.dumps({"order_id": "ORD-1", "customer_email": "ana@example.com"})
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert message() == "The call would be refused: Unexpected property: customer_email"
        call.text = json.dumps({"order_id": "ORD-1"})
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert message() == "The call passes: the tool would receive it."
        call.text = json.dumps({"result": {"eligible": True, "notes": "x"}})
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert message() == 'The model would read {"eligible": true}; dropped: notes'
        # Tests write nothing; the save wrote one change.
        events = await app.client.events(kind="contract_changed")
        assert [(e["tool"], e["change"]) for e in events] == [("refund_review", "new")]
        assert await app.client.events(kind="contract_refused") == []
        await pilot.press("ctrl+d")
        await settle(pilot)
        assert await app.client.contract("refund_review") is None
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is grants
