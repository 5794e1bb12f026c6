"""Portuguese never fails open (issue 26, item 4): `pt` on /analyze and on /v1 runs, through
the Spanish pipeline Presidio's NLP configuration maps it to; and a run in any other
language code still tokenizes the structured types, through the patterns path. Real
daemon, real HTTP, real spaCy."""

from __future__ import annotations

import phonenumbers
import pytest
from stdnum.br import cpf

from tests.support.turns import uid

_BASE = "529982247"
CPF = cpf.format(_BASE + cpf._calc_check_digits(_BASE))  # 529.982.247-25
PHONE = phonenumbers.format_number(
    phonenumbers.example_number_for_type("BR", phonenumbers.PhoneNumberType.MOBILE),
    phonenumbers.PhoneNumberFormat.NATIONAL,
)  # (11) 96123-4567
EMAIL = "joana.souza@exemplo.com.br"
CARD = "4111 1111 1111 1111"
IBAN = "PT50 0002 0123 1234 5678 9015 4"
SECRET = "ghp_R2d2C3poLuke0Skywalker0Leia0Organa9Xy"
STRUCTURED = {"BR_CPF": CPF, "PHONE_NUMBER": PHONE, "EMAIL_ADDRESS": EMAIL, "CREDIT_CARD": CARD,
              "IBAN_CODE": IBAN, "SECRET": SECRET}
MESSAGE = (f"Olá, meu nome é Joana Souza e preciso de ajuda com o meu pedido. Meu CPF é {CPF}, "
           f"celular {PHONE}, e-mail {EMAIL}. Paguei com o cartão {CARD}; a conta é {IBAN}. "
           f"A chave da API é {SECRET}. Obrigada!")


async def test_analyze_in_portuguese_finds_every_structured_type_and_the_name(api):
    status, results = await api.request("POST", "/analyze", {"text": MESSAGE, "language": "pt"}, auth=False)
    assert status == 200, results
    found = {(r["entity_type"], MESSAGE[r["start"]:r["end"]]) for r in results}
    for entity_type, value in STRUCTURED.items():
        assert (entity_type, value) in found
    assert ("PERSON", "Joana Souza") in found  # the Spanish pipeline, under pt


async def test_portuguese_is_listed_as_presidio_lists_a_language(api):
    status, entities = await api.request("GET", "/supportedentities?language=pt", auth=False)
    assert status == 200 and set(STRUCTURED) | {"PERSON"} <= set(entities)
    status, names = await api.request("GET", "/recognizers?language=pt", auth=False)
    assert status == 200 and names


@pytest.mark.parametrize("language", ["pt", "pt-BR"])
async def test_a_portuguese_run_tokenizes_the_structured_types(api, language):
    run = await api.open_run(uid("t"), uid("s"), language=language)
    model_reads = await api.customer(run["run_id"], MESSAGE)
    for value in STRUCTURED.values():
        assert value not in model_reads
    assert "preciso de ajuda" in model_reads


async def test_the_v1_analyzer_finds_the_name_in_portuguese(api):
    spans = (await api.ok("POST", "/v1/analyze", {"text": MESSAGE, "language": "pt"}))["spans"]
    assert any(s["entity_type"] == "PERSON" and MESSAGE[s["start"]:s["end"]] == "Joana Souza" for s in spans)


@pytest.mark.parametrize("language", ["fr", "de", "it", "zh-Hant", "tlh"])
async def test_a_run_in_a_language_without_a_pipeline_still_tokenizes(api, language):
    """Patterns, not a refusal: a client refused here would send the message unmasked."""
    run = await api.open_run(uid("t"), uid("s"), language=language)
    model_reads = await api.customer(run["run_id"], f"Bonjour, mon e-mail est {EMAIL}, carte {CARD}, CPF {CPF}, "
                                                    f"tél. {PHONE}, IBAN {IBAN}, clé {SECRET}")
    for value in STRUCTURED.values():
        assert value not in model_reads
    spans = (await api.ok("POST", "/v1/analyze", {"text": f"mail {EMAIL}", "language": language}))
    assert spans["detector"] == "patterns" and [s["entity_type"] for s in spans["spans"]] == ["EMAIL_ADDRESS"]


@pytest.mark.parametrize("language", [CPF, EMAIL, "pt BR", "", 5])
async def test_a_language_that_is_no_language_code_is_refused_without_echo(api, language):
    status, body = await api.request("POST", "/v1/runs", {"tenant": uid("t"), "session": uid("s"),
                                                          "language": language})
    assert status == 400 and body["error"] == "bad_request" and "language" in body["message"]
    if isinstance(language, str) and language:
        assert language not in body["message"]
