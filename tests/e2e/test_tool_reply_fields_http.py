"""A tool reply's field names are context (issue 34): a bare value the text alone would not
prove is read with its field's type, strings and numbers alike, over HTTP through the real
daemon; a record's field keeps its digits; nothing written holds a value."""

from __future__ import annotations

import json

from tests.support.turns import tokens_in, uid


async def test_field_names_make_bare_values_tokens_and_record_fields_stay(api):
    run = (await api.open_run(uid("t-"), uid("s-")))["run_id"]
    reply = {
        "customer": {"id": 7, "phone": "4155550132", "mobile": "612.345.678", "dni": "12 345 678 Z",
                     "cpf": 12345678909, "contacts": {"phones": ["2125550199"]},
                     "note": "callback tel=6465550100", "export": "id,name,telefono\n7,Ana,3125550147"},
        "order": {"order_id": "4155550133", "total": 612345678},
    }
    seen = await api.tool_result(run, uid("crm_"), reply)
    customer = seen["customer"]
    for field in ("phone", "mobile", "dni", "cpf"):
        assert len(tokens_in(customer[field])) == 1 and tokens_in(customer[field])[0] == customer[field], field
    assert tokens_in(customer["contacts"]["phones"][0]) == [customer["contacts"]["phones"][0]]
    assert "6465550100" not in customer["note"] and len(tokens_in(customer["note"])) == 1
    assert "3125550147" not in customer["export"] and customer["export"].startswith("id,name,telefono\n7,Ana,[PHONE_")
    # A record's fields are left as they are: an order id, an amount.
    assert seen["order"] == reply["order"]
    labels = [t.split("_")[0][1:] for t in (customer["phone"], customer["mobile"], customer["dni"], customer["cpf"])]
    assert labels == ["PHONE", "PHONE", "NIF", "CPF"]
    written = json.dumps(await api.events(run)) + json.dumps(await api.audit(run))
    for value in ("4155550132", "612.345.678", "12 345 678 Z", "12345678909", "2125550199", "6465550100"):
        assert value not in json.dumps(seen) and value not in written
