"""Portuguese customer messages (Brazil) for the quality harness (issue 26).

Seeded and fake by construction: names and e-mail addresses from Faker's pt_BR locale,
CPFs with valid check digits (python-stdnum), mobile and landline numbers that
phonenumbers validates for BR, cards from the test ranges with a valid Luhn digit, and BR
IBANs with valid check digits. Each message is written as Brazilian customers write to
support, its values in the forms they use (a CPF with or without its dots, a phone with the
area code in brackets or after +55). `language` is "pt": what a run in Portuguese reads.
"""

from __future__ import annotations

import random

import phonenumbers
from faker import Faker
from stdnum import iban as stdnum_iban
from stdnum import luhn
from stdnum.br import cpf as stdnum_cpf

from quality.corpus import Message

DEFAULT_COUNT = 200
_AREA_CODES = ("11", "21", "31", "41", "51", "61", "71", "81", "85", "19")
_CARD_PREFIXES = ("4111", "5500", "4000", "5105")


def _cpf(rng: random.Random) -> str:
    base = "".join(rng.choice("0123456789") for _ in range(9))
    number = base + stdnum_cpf._calc_check_digits(base)
    if len(set(number)) == 1:  # 111.111.111-11 and the like are refused by the validator
        return _cpf(rng)
    return stdnum_cpf.format(number) if rng.random() < 0.7 else number


def _phone(rng: random.Random) -> str:
    while True:
        mobile = rng.random() < 0.7
        area = rng.choice(_AREA_CODES)
        local = ("9" + "".join(rng.choice("0123456789") for _ in range(8)) if mobile
                 else rng.choice("2345") + "".join(rng.choice("0123456789") for _ in range(7)))
        parsed = phonenumbers.parse(area + local, "BR")
        if not phonenumbers.is_valid_number(parsed):
            continue
        if rng.random() < 0.3:
            return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.NATIONAL)


def _card(rng: random.Random) -> str:
    partial = rng.choice(_CARD_PREFIXES) + "".join(rng.choice("0123456789") for _ in range(11))
    number = partial + luhn.calc_check_digit(partial)
    return " ".join(number[i:i + 4] for i in range(0, 16, 4)) if rng.random() < 0.6 else number


def _iban(rng: random.Random) -> str:
    # BR: 8-digit bank, 5-digit branch, 10-digit account, account type letter, holder digit.
    bban = "".join(rng.choice("0123456789") for _ in range(23)) + rng.choice("CP") + "1"
    check = stdnum_iban.calc_check_digits("BR00" + bban)
    number = "BR" + check + bban
    return stdnum_iban.format(number) if rng.random() < 0.5 else number


# {name}: a name (PERSON); the other fields: one value of that type each.
_TEMPLATES = [
    "Olá, meu nome é {name} e meu CPF é {cpf}. Podem me ligar no {phone}?",
    "Bom dia! Sou {name}, cliente há anos. Meu e-mail é {email} e o celular {phone}.",
    "Oi, aqui é {name}. Paguei com o cartão {card} e a cobrança veio duplicada.",
    "Preciso atualizar meus dados: CPF {cpf}, e-mail {email}. Obrigado, {name}",
    "Boa tarde, o reembolso pode ir para a conta {iban}? Titular: {name}, CPF {cpf}.",
    "Meu pedido não chegou. Meu telefone é {phone} e meu e-mail {email}.",
    "Falei ontem com a {name} sobre o cartão {card}, mas ninguém retornou.",
    "Por favor, cancelem a assinatura. CPF: {cpf}. Att., {name}",
]


def generate(count: int = DEFAULT_COUNT, seed: int = 20261201) -> list[Message]:
    rng = random.Random(seed)
    fake = Faker("pt_BR")
    fake.seed_instance(seed)
    makers = {
        "cpf": ("BR_CPF", lambda: _cpf(rng)),
        "phone": ("PHONE_NUMBER", lambda: _phone(rng)),
        "email": ("EMAIL_ADDRESS", lambda: fake.free_email() if rng.random() < 0.5 else fake.email()),
        "card": ("CREDIT_CARD", lambda: _card(rng)),
        "iban": ("IBAN_CODE", lambda: _iban(rng)),
    }
    messages = []
    for index in range(count):
        template = _TEMPLATES[index % len(_TEMPLATES)]
        message = Message(language="pt")
        rest = template
        while rest:
            opening = rest.find("{")
            if opening == -1:
                message.add(rest)
                break
            message.add(rest[:opening])
            closing = rest.index("}", opening)
            field = rest[opening + 1:closing]
            if field == "name":
                message.add(f"{fake.first_name()} {fake.last_name()}", message.names, "PERSON")
            else:
                kind, make = makers[field]
                message.add(make(), message.values, kind)
            rest = rest[closing + 1:]
        messages.append(message)
    return messages


def render(corpus: list[Message], scores: dict) -> str:
    """Recall and leaks per type, and PERSON, for each engine (scores from quality.eval)."""
    names = list(scores)
    kinds = sorted({value.kind for message in corpus for value in message.values})
    first = scores[names[0]]

    def ratio(a: int, b: int) -> str:
        return f"{a / b:.3f}" if b else "n/a"

    lines = [
        f"### Portuguese (pt) customer messages ({len(corpus)}, quality/portuguese.py: Faker pt_BR names "
        "and e-mails, CPFs, Brazilian phones, cards, BR IBANs; PERSON through the Spanish pipeline)",
        "",
        "| entity type | values | " + " | ".join(f"{n} recall | {n} leaked" for n in names) + " |",
        "|---|---:|" + "---:|---:|" * len(names),
    ]
    for kind in kinds:
        row = [kind, str(first.values[kind])]
        for n in names:
            row += [ratio(scores[n].found[kind], scores[n].values[kind]), str(scores[n].leaked[kind])]
        lines.append("| " + " | ".join(row) + " |")
    total = sum(first.values.values())
    row = ["**all**", str(total)]
    for n in names:
        row += [ratio(sum(scores[n].found.values()), total), f"**{scores[n].total_leaked}**"]
    lines.append("| " + " | ".join(row) + " |")
    person = [n for n in names if scores[n].person_spans or scores[n].names_found]
    lines += ["", "| PERSON (pt) | names | " + " | ".join(f"{n} precision | {n} recall" for n in person) + " |",
              "|---|---:|" + "---:|---:|" * len(person)]
    row = ["pt", str(first.names["pt"])]
    for n in person:
        s = scores[n]
        row += [ratio(s.person_correct["pt"], s.person_spans["pt"]), ratio(s.names_found["pt"], s.names["pt"])]
    lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"
