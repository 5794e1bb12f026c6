"""A second corpus, not written from our recognizers' list of forms.

Values and layouts come from the libraries' own data: every phone is a number
libphonenumber's metadata holds valid (its example number for a region and type, with the
last digits varied until it is valid again), written in each of libphonenumber's formats
(E.164, international, national, RFC 3966); NIF, NIE, CPF and SSN numbers are drawn and
checked by python-stdnum and written in stdnum's own `format` where it has one; IBANs are
built on each country's account structure with stdnum's check digits; cards are the
payment processors' published test numbers (Stripe's, Adyen's); e-mail addresses come from
Faker's locales, credentials from the providers' documentation and formats. Each value is put where real
text puts it: chat in lower case, `key=value`, URL queries and paths, CSV/TSV/`|` rows under
a header, quotes, XML attributes, SQL literals, slash lists, glued labels, trailing
punctuation, a line break, and JSON tool replies (strings and numbers under field names).

Near-misses come from the same sources broken: a wrong check letter or digit, a number
libphonenumber refuses, an order number, an amount, a date, a tracking code.
"""

from __future__ import annotations

import json
import random
import string
from dataclasses import dataclass

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from stdnum import iban as stdnum_iban
from stdnum.br import cpf as stdnum_cpf
from stdnum.es import dni as stdnum_dni
from stdnum.es import nie as stdnum_nie
from stdnum.us import ssn as stdnum_ssn

# The regions whose national formats the daemon reads by default; numbers of the others are
# written only with their country code (a national number of an unknown country is
# ambiguous by nature).
NATIONAL_REGIONS = ("ES", "US", "GB", "BR", "MX", "PT", "FR", "DE", "IT", "AR", "CO", "CL")
INTERNATIONAL_ONLY = ("NL", "BE", "CH", "IE", "PL", "SE", "IN", "JP", "AU", "CA", "PE", "UY")

# Stripe's and Adyen's published test card numbers (documentation, not real accounts).
TEST_CARDS = ("4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
              "5200828282828210", "5105105105105100", "378282246310005", "371449635398431",
              "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
              "3566002020360505", "6200000000000005", "6759649826438453", "4111111111111111",
              "5500000000000004", "340000000000009", "30000000000004", "6703444444444449")

# (country, BBAN structure: n digits, a capitals, c alphanumerics)
IBAN_STRUCTURES = (("ES", "20n"), ("DE", "18n"), ("FR", "10n11c2n"), ("GB", "4a14n"), ("PT", "21n"),
                   ("IT", "1a10n12c"), ("NL", "4a10n"), ("BE", "12n"), ("BR", "23n1a1c"))


@dataclass
class Item:
    """One placed value (or near-miss): where it is, what it is, and in what layout."""

    kind: str          # entity type, or "near-miss"
    value: str         # as written
    form: str          # how the value is written (a library format)
    context: str       # where it is placed
    region: str = ""   # phones: the region
    text: str = ""     # the customer text, or a JSON tool reply serialised
    reply: object = None  # a tool reply (JSON), when the context is one


def _phone_numbers(rng: random.Random, region: str, count: int) -> list[phonenumbers.PhoneNumber]:
    found = []
    for kind in (PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE):
        example = phonenumbers.example_number_for_type(region, kind)
        if example is None:
            continue
        national = str(example.national_number)
        for _ in range(200):
            if len(found) >= count * (1 if kind == PhoneNumberType.FIXED_LINE else 2):
                break
            varied = national[:-4] + "".join(rng.choice(string.digits) for _ in range(4))
            number = phonenumbers.parse("+" + str(example.country_code) + varied, None)
            if phonenumbers.is_valid_number(number):
                found.append(number)
    return found


def phones(rng: random.Random) -> list[tuple[str, str, str]]:
    """(written, format, region) for every region and format."""
    out = []
    for region in NATIONAL_REGIONS + INTERNATIONAL_ONLY:
        formats = [("E164", PhoneNumberFormat.E164), ("INTERNATIONAL", PhoneNumberFormat.INTERNATIONAL),
                   ("RFC3966", PhoneNumberFormat.RFC3966)]
        if region in NATIONAL_REGIONS:
            formats.append(("NATIONAL", PhoneNumberFormat.NATIONAL))
        for number in _phone_numbers(rng, region, 2):
            for name, fmt in formats:
                written = phonenumbers.format_number(number, fmt)
                out.append((written, name, region))
    return out


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _ids(rng: random.Random) -> list[tuple[str, str, str]]:
    out = []
    for _ in range(12):
        number = _digits(rng, 8)
        value = number + stdnum_dni.calc_check_digit(number)
        out += [(value, "compact", "ES_NIF"), (f"{number[:2]}.{number[2:5]}.{number[5:]}-{value[-1]}", "dotted", "ES_NIF")]
        prefix = rng.choice("XYZ")
        body = _digits(rng, 7)
        nie = prefix + body + stdnum_dni.calc_check_digit(str("XYZ".index(prefix)) + body)
        assert stdnum_nie.is_valid(nie)
        out += [(nie, "compact", "ES_NIE"), (f"{nie[0]}-{nie[1:8]}-{nie[8]}", "hyphens", "ES_NIE")]
        while True:
            cpf = _digits(rng, 11)
            if stdnum_cpf.is_valid(cpf) and len(set(cpf)) > 1:
                break
        out += [(stdnum_cpf.format(cpf), "stdnum format", "BR_CPF"), (cpf, "compact", "BR_CPF")]
        while True:
            ssn = f"{rng.randint(1, 665):03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
            if stdnum_ssn.is_valid(ssn):
                break
        out.append((stdnum_ssn.format(ssn), "stdnum format", "US_SSN"))
    return out


def _iban(rng: random.Random, country: str, structure: str) -> str:
    bban = ""
    for count, kind in ((int(part[:-1]), part[-1]) for part in _split_structure(structure)):
        alphabet = {"n": string.digits, "a": string.ascii_uppercase, "c": string.ascii_uppercase + string.digits}[kind]
        bban += "".join(rng.choice(alphabet) for _ in range(count))
    return country + stdnum_iban.calc_check_digits(country + "00" + bban) + bban


def _split_structure(structure: str) -> list[str]:
    parts, current = [], ""
    for char in structure:
        current += char
        if char.isalpha():
            parts.append(current)
            current = ""
    return parts


def _money(rng: random.Random) -> list[tuple[str, str, str]]:
    out = []
    for country, structure in IBAN_STRUCTURES:
        value = _iban(rng, country, structure)
        out += [(stdnum_iban.format(value), "stdnum format", "IBAN_CODE"), (value, "compact", "IBAN_CODE")]
    for card in TEST_CARDS:
        grouped = " ".join(card[i:i + 4] for i in range(0, len(card), 4))
        out += [(card, "compact", "CREDIT_CARD"), (grouped, "groups of four", "CREDIT_CARD")]
    return out


# Credentials as the providers' own documentation prints them (examples, never live keys):
# AWS's example key ID, Stripe's documented test key, GitHub's token-format announcement,
# jwt.io's example token; the rest built here in each provider's documented format.
DOCUMENTED_SECRETS = (
    ("AKIAIOSFODNN7EXAMPLE", "AWS access key ID"),
    ("sk_test_4eC39HqLyjWDarjtT1zdp7dc", "Stripe test key"),
    ("ghp_16C7e42F292c6912E7710c838347Ae178B4a", "GitHub token"),
    ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
     "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "JSON Web Token"),
)


def _secrets(rng: random.Random) -> list[tuple[str, str, str]]:
    alphabet = string.ascii_letters + string.digits
    made = [
        ("AIza" + "".join(rng.choice(alphabet + "_-") for _ in range(35)), "Google API key"),
        ("xoxb-" + _digits(rng, 12) + "-" + _digits(rng, 13) + "-" + "".join(rng.choice(alphabet) for _ in range(24)),
         "Slack bot token"),
        ("github_pat_" + "".join(rng.choice(alphabet) for _ in range(22)) + "_"
         + "".join(rng.choice(alphabet) for _ in range(59)), "GitHub fine-grained token"),
        ("rk_live_" + "".join(rng.choice(alphabet) for _ in range(24)), "Stripe restricted key"),
        ("".join(rng.choice("0123456789abcdef") for _ in range(40)), "hex key beside a key word"),
    ]
    return [(value, form, "SECRET") for value, form in DOCUMENTED_SECRETS + tuple(made)]


def _emails(rng: random.Random) -> list[tuple[str, str, str]]:
    """Addresses Faker makes for several locales, and internationalised ones (RFC 6531)."""
    from faker import Faker

    out = []
    for locale in ("en_US", "es_ES", "pt_BR", "de_DE", "fr_FR"):
        fake = Faker(locale)
        fake.seed_instance(rng.randint(0, 10**6))
        out += [(fake.email(domain="example.com"), f"Faker {locale}", "EMAIL_ADDRESS"),
                (fake.user_name() + "+tag@example.org", "plus tag", "EMAIL_ADDRESS")]
    out += [("josé.garcía@example.com", "internationalised local part", "EMAIL_ADDRESS"),
            ("ana@bücher.example", "internationalised domain", "EMAIL_ADDRESS"),
            ("o'brien@example.ie", "apostrophe", "EMAIL_ADDRESS")]
    return out


def near_misses(rng: random.Random) -> list[tuple[str, str]]:
    """(written, what it is) that no detector may report."""
    out = []
    for _ in range(10):
        number = _digits(rng, 8)
        letter = stdnum_dni.calc_check_digit(number)
        out.append((number + rng.choice([c for c in "TRWAGMYFPDXBNJZSQVHLCKE" if c != letter]), "NIF, wrong letter"))
        cpf = _digits(rng, 11)
        if not stdnum_cpf.is_valid(cpf):
            out.append((stdnum_cpf.format(cpf), "CPF, wrong digits"))
        card = rng.choice(TEST_CARDS)
        broken = card[:-1] + str((int(card[-1]) + rng.randint(1, 9)) % 10)
        out.append((" ".join(broken[i:i + 4] for i in range(0, len(broken), 4)), "card, Luhn broken"))
        country, structure = rng.choice(IBAN_STRUCTURES)
        iban = _iban(rng, country, structure)
        wrong = iban[:2] + f"{(int(iban[2:4]) + rng.randint(1, 90)) % 97 + 2:02d}"[-2:] + iban[4:]
        if not stdnum_iban.is_valid(wrong):
            out.append((stdnum_iban.format(wrong), "IBAN, wrong check digits"))
        out.append((f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/20{rng.randint(10, 29)}", "date"))
        out.append((f"20{rng.randint(10, 29)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}", "date"))
        out.append((f"{rng.randint(1, 999)}.{_digits(rng, 3)},{_digits(rng, 2)} €", "amount"))
        out.append((f"${rng.randint(1, 99)},{_digits(rng, 3)}.{_digits(rng, 2)}", "amount"))
        out.append(("1Z" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(16)), "tracking code"))
        out.append(("9400 " + " ".join(_digits(rng, 4) for _ in range(4)) + " " + _digits(rng, 2), "tracking code"))
    return out


# Where a value sits in customer text; {v} is the value, {k} a field name for its type.
TEXT_CONTEXTS = {
    "chat, lower case": "hola, mi {k} es {v} gracias",
    "sentence": "Hi team, my {k} is {v}. Thanks!",
    "key=value": "{k}={v}",
    "URL query": "https://crm.example.com/search?{k}={v}&page=2",
    "URL path": "GET https://crm.example.com/customers/{v}/orders",
    "CSV row": "id,name,{k},status\n7,Ana,{v},active",
    "TSV row": "id\tname\t{k}\n7\tAna\t{v}",
    "| table": "| id | {k} |\n|---|---|\n| 7 | {v} |",
    "slash list": "{k}s: {v} / n/a",
    "quotes": "the {k} \"{v}\" is on file",
    "XML attribute": "<customer {k}=\"{v}\" status=\"active\"/>",
    "SQL literal": "INSERT INTO customers (name, {k}) VALUES ('Ana', '{v}');",
    "trailing .Thanks": "{k} {v}.Thanks",
    "trailing ,1": "{k},{v},1",
    "trailing -ok": "{k}: {v} -ok",
    "line break": "{k}:\n{v}",
}
FIELD_NAMES = {"PHONE_NUMBER": ["phone", "telefono", "mobile", "tel"], "ES_NIF": ["dni", "nif"],
               "ES_NIE": ["nie", "documento"], "BR_CPF": ["cpf"], "US_SSN": ["ssn"], "IBAN_CODE": ["iban", "cuenta"],
               "CREDIT_CARD": ["card", "tarjeta"], "SECRET": ["api_key", "token", "secret"],
               "EMAIL_ADDRESS": ["email", "correo"], "near-miss": ["order", "ref", "pedido", "tracking"]}


def generate(seed: int = 7) -> list[Item]:
    """Every value and near-miss, in every text context and as a JSON tool reply."""
    rng = random.Random(seed)
    values = [(w, f, "PHONE_NUMBER", r) for w, f, r in phones(rng)]
    values += [(w, f, t, "") for w, f, t in _ids(rng) + _money(rng) + _secrets(rng) + _emails(rng)]
    items: list[Item] = []
    for written, form, kind, region in values:
        key = rng.choice(FIELD_NAMES[kind])
        for context, template in TEXT_CONTEXTS.items():
            if context == "URL path" and " " in written:
                continue  # a path holds no spaces
            if form == "hex key beside a key word" and context in ("URL path", "SQL literal"):
                continue  # no key word beside it there: a bare hex string is a hash or an id as often
            items.append(Item(kind, written, form, context, region, template.format(k=key, v=written)))
        reply = {"customer": {"id": 7, key: written}}
        items.append(Item(kind, written, form, "JSON reply, string", region, json.dumps(reply), reply))
        digits = "".join(c for c in written if c.isdigit())
        # As a JSON number, where the value is one (a number has no leading zeros to keep).
        if digits and digits[0] != "0" and (written.isdigit() or kind in ("BR_CPF", "CREDIT_CARD")):
            reply = {"customer": {"id": 7, key: int(digits)}}
            items.append(Item(kind, written, form, "JSON reply, number", region, json.dumps(reply), reply))
    for written, what in near_misses(rng):
        key = rng.choice(FIELD_NAMES["near-miss"])
        for context, template in TEXT_CONTEXTS.items():
            if context == "URL path" and " " in written:
                continue
            items.append(Item("near-miss", written, what, context, "", template.format(k=key, v=written)))
        reply = {"order": {key: written}}
        items.append(Item("near-miss", written, what, "JSON reply, string", "", json.dumps(reply), reply))
    return items
