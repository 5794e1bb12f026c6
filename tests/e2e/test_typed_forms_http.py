"""Values typed with look-alike characters, other countries' phones, RFC 5322 addresses,
other kinds of secret, bare phone forms beside a phone word, spaced CPFs and lower-case
IBANs, through the real daemon: the model reads tokens, the granted tool and the customer
get the text as it was typed, and nothing written holds it."""

from __future__ import annotations

import json

from tests.support import values as fx
from tests.support.turns import tokens_in, uid

NBSP, NNBSP, ZWSP = "\u00a0", "\u202f", "\u200b"


async def test_look_alike_characters_are_tokenized_restored_as_typed_and_one_token_with_the_plain_form(api, grants):
    tool = uid("billing_")
    await grants(tool, "CREDIT_CARD")
    await grants(tool, "PHONE_NUMBER")
    card_typed = f"4111{NBSP}1111{NNBSP}1111{ZWSP}1111"
    phone_typed = "+44\u00a020\u00a07946\u00a00958"      # London's range for drama
    mail_typed = "o'brien\uff20example.com"
    nif_fullwidth = "".join(chr(0xFF10 + int(c)) if c.isdigit() else c for c in fx.nif())
    values = [card_typed, phone_typed, mail_typed, nif_fullwidth]
    run = (await api.open_run(uid("t-"), uid("s-")))["run_id"]
    model = await api.customer(run, f"Card {card_typed}, phone {phone_typed}, mail {mail_typed}, DNI {nif_fullwidth}.")
    assert not any(value in model for value in values)
    tokens = tokens_in(model)
    assert [t.split("_")[0][1:] for t in tokens] == ["CARD", "PHONE", "EMAIL", "NIF"]
    # The plain forms are the same values: the same tokens.
    again = await api.customer(run, f"{fx.CARD} / +442079460958 / o'brien@example.com")
    assert tokens_in(again) == tokens[:3]
    # The customer reads what they typed; the granted tool gets it too, escaped in JSON.
    assert await api.answer(run, " ".join(tokens)) == " ".join(values)
    call = await api.tool_call(run, tool, json.dumps({"card": tokens[0], "phone": tokens[1], "mail": tokens[2]}))
    assert json.loads(call["arguments"]) == {"card": card_typed, "phone": phone_typed, "mail": tokens[2]}
    written = json.dumps(await api.events(run)) + json.dumps(await api.audit(run))
    assert not any(value in written for value in values) and "\\u202f" not in written


async def test_presidio_route_answers_offsets_in_the_text_as_sent(api):
    text = f"Pagué con 4111{NBSP}1111{NBSP}1111{NBSP}1111 y mi clave es AKIAIOSFODNN7EXAMPLE."
    status, found = await api.request("POST", "/analyze", {"text": text, "language": "es"}, auth=False)
    assert status == 200
    assert {(item["entity_type"], text[item["start"]:item["end"]]) for item in found} >= {
        ("CREDIT_CARD", f"4111{NBSP}1111{NBSP}1111{NBSP}1111"), ("SECRET", "AKIAIOSFODNN7EXAMPLE"),
    }


async def test_names_as_keys_are_all_tokenized_when_the_policy_asks_for_people(api):
    # Found by review: the keys of one object are searched together, one per line, and the
    # name model read two lines of names as one name; that span was dropped and both keys
    # reached the model and the audit shape in clear. Such keys are now searched again alone.
    names = ["Bob Smith", "John Carter", "Maria Lopez", "Emily Johnson", "David Brown", "Sarah Wilson",
             "Michael Davis", "Laura Martinez", "James Taylor", "Anna Schmidt"]
    policy = (await api.ok("GET", "/v1/policy"))["entities"]
    await api.ok("PUT", "/v1/policy", {"entities": [*policy, "PERSON"]})
    try:
        run = (await api.open_run(uid("t-"), uid("s-")))["run_id"]
        reply = await api.tool_result(run, "crm", {name: index for index, name in enumerate(names)})
        assert not [name for name in names if name in json.dumps(reply)]
        assert all(key.startswith("[PERSON_") for key in reply)
        await api.tool_call(run, "crm", {name: 1 for name in names})
        assert not [name for name in names if name in json.dumps(await api.audit(run))]
    finally:
        await api.ok("PUT", "/v1/policy", {"entities": policy})


async def test_presidio_route_exact_allow_list_matches_the_value_as_sent(api):
    card = f"4111{NBSP}1111{NBSP}1111{NBSP}1111"
    body = {"text": f"card {card} ok", "language": "en", "allow_list": [card]}
    status, found = await api.request("POST", "/analyze", body, auth=False)
    assert status == 200 and not [item for item in found if item["entity_type"] == "CREDIT_CARD"]


async def test_bare_phones_beside_a_phone_word_a_spaced_cpf_and_a_lower_case_iban_are_tokenized_an_order_number_is_not(
        api, grants):
    tool = uid("dialer_")
    await grants(tool, "PHONE_NUMBER")
    us_bare, es_dotted = "4155550132", "612.345.678"
    cpf_spaced = fx.cpf().replace(".", " ").replace("-", " ")
    iban_lower = "es91 2100 0418 4502 0005 1332"  # the standard's own example, as a phone types it
    iban_then_bic = "DE89 3704 0044 0532 0130 00"  # followed by a BIC its groups could swallow
    labelled = "2125550199"  # bare too, with the phone word after it
    order = "4155550133"  # a phone's shape, with no phone word beside it: a record, left as it is
    run = (await api.open_run(uid("t-"), uid("s-")))["run_id"]
    model = await api.customer(run, f"Call me at {us_bare} or mi móvil es el {es_dotted}. CPF {cpf_spaced}. "
                                    f"IBAN {iban_lower} gracias. Or {iban_then_bic} COBADEFFXXX. "
                                    f"Order {order}, phone case, never came. {labelled} is my cell.")
    values = (us_bare, es_dotted, cpf_spaced, iban_lower, iban_then_bic, labelled)
    assert not any(value in model for value in values)
    assert order in model
    tokens = tokens_in(model)
    assert [t.split("_")[0][1:] for t in tokens] == ["PHONE", "PHONE", "CPF", "IBAN", "IBAN", "PHONE"]
    call = await api.tool_call(run, tool, json.dumps({"to": tokens[0], "cpf": tokens[2]}))
    assert json.loads(call["arguments"]) == {"to": us_bare, "cpf": tokens[2]}
    assert await api.answer(run, f"{tokens[1]} / {tokens[3]} / {tokens[4]}") == f"{es_dotted} / {iban_lower} / {iban_then_bic}"
    assert "COBADEFFXXX" in model
    written = json.dumps(await api.events(run)) + json.dumps(await api.audit(run))
    assert not any(value in written for value in values)
