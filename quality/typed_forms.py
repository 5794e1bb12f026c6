"""Values as people type and paste them, beyond the main corpus's plain forms.

Each message holds one value in a form the main corpus never writes: digit groups joined
by a no-break or narrow no-break space, a zero-width space or an en dash (text pasted from
web pages, PDFs and phones), fullwidth or Arabic-Indic digits, a fullwidth at sign; phone
numbers of other countries with their +prefix; e-mail addresses with an apostrophe or
another RFC 5322 character; AWS access key IDs and JSON Web Tokens; US phones as ten bare
digits and Spanish ones grouped by dots (beside a phone word), CPFs grouped by spaces,
IBANs in lower case.
Every value is generated (checksums valid, phone numbers valid for their country's plan,
keys random), so none is anyone's.
"""

from __future__ import annotations

import base64
import json
import random
import string

from quality.corpus import _VALUE_LEAD, Message, _digits, card, cpf, email, iban, nie, nif, phone, spanish_number

# Look-alike separators and the characters they stand in for.
_SEPARATOR_FORMS = {
    "no-break space": "\u00a0",
    "narrow no-break space": "\u202f",
    "zero-width space": "\u200b",
    "en dash": "\u2013",
}
_DIGIT_FORMS = {"fullwidth digits": 0xFF10, "Arabic-Indic digits": 0x0660}

# Country codes and lengths of national numbers whose first digits make them valid; the
# rest is random. Checked against libphonenumber's plans when generated.
_INTERNATIONAL = [
    ("+44", "20 7946 0", 3),     # UK, London: Ofcom's range for drama
    ("+49", "30 ", 8),           # Germany, Berlin
    ("+33", "1 ", 8),            # France, Paris
    ("+52", "55 ", 8),           # Mexico City
    ("+351", "21 ", 7),          # Portugal, Lisbon
    ("+39", "06 ", 8),           # Italy, Rome
    ("+31", "20 ", 7),           # Netherlands, Amsterdam
]


def _regroup(value: str, separator: str) -> str:
    """`value` in groups of four joined by `separator`."""
    return separator.join(value[i:i + 4] for i in range(0, len(value), 4))


def _in_digits(value: str, zero: int) -> str:
    return "".join(chr(zero + int(c)) if c.isdigit() else c for c in value)


def _international_phone(rng: random.Random) -> tuple[str, str]:
    import phonenumbers

    while True:
        prefix, start, rest = rng.choice(_INTERNATIONAL)
        number = f"{prefix} {start}{_digits(rng, rest)}"
        if phonenumbers.is_valid_number(phonenumbers.parse(number, None)):
            form = rng.choice(["grouped", "E.164"])
            return (number if form == "grouped" else "+" + "".join(c for c in number if c.isdigit())), \
                f"{prefix} {form}"


def _rfc_email(rng: random.Random) -> tuple[str, str]:
    # RFC 5322 allows = / ? & $ too; the e-mail pattern leaves them out on purpose (they join
    # a name to its value: ?email=ana@…, --email=ana@…), so they are no claim made here.
    special = rng.choice("'!#*^`{|}~")
    local = rng.choice(["o", "d", "mc", "ana", "user"]) + special + rng.choice(["brien", "angelo", "test", "x"])
    return f"{local}@example.{rng.choice(['com', 'org', 'net'])}", f"local part with {special}"


def _aws_key_id(rng: random.Random) -> tuple[str, str]:
    return rng.choice(["AKIA", "ASIA"]) + "".join(rng.choice(string.ascii_uppercase + "234567") for _ in range(16)), \
        "AWS access key ID"


def _jwt(rng: random.Random) -> tuple[str, str]:
    def segment(obj: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    def random_segment(length: int) -> str:
        return "".join(rng.choice(string.ascii_letters + string.digits + "-_") for _ in range(length))

    claims = segment({"sub": f"user-{rng.randint(1, 9999)}", "iat": 1700000000})
    kind = rng.choice(["signed", "unsigned", "encrypted"])
    if kind == "signed":
        header = segment({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"})
        return f"{header}.{claims}.{random_segment(43)}", "JSON Web Token"
    if kind == "unsigned":
        return f"{segment({'alg': 'none'})}.{claims}.", "JSON Web Token, unsigned (alg none)"
    # Compact JWE: header, encrypted key (none for `dir`), IV, ciphertext, tag.
    alg = rng.choice(["dir", "RSA-OAEP"])
    key = "" if alg == "dir" else random_segment(342)
    header = segment({"alg": alg, "enc": "A256GCM"})
    return f"{header}.{key}.{random_segment(16)}.{random_segment(rng.randint(40, 120))}.{random_segment(22)}", \
        "JSON Web Token, encrypted (JWE)"


def _bare(rng: random.Random) -> tuple[str, str, str]:
    """A value without what usually marks it: phones without the separators that tell them
    from an order number or an amount (found only beside a phone word, and every phone lead
    here has one), a CPF grouped by spaces, an IBAN typed in lower case."""
    form = rng.choice(["ten bare digits (US)", "grouped by dots (ES)", "grouped by spaces", "in lower case"])
    if form == "in lower case":
        value, _ = iban(rng)
        return rng.choice([value.lower(), value[0] + value[1:].lower()]), "IBAN_CODE", form
    if form == "grouped by spaces":
        value, _ = cpf(rng)
        digits = "".join(c for c in value if c.isdigit())
        return f"{digits[:3]} {digits[3:6]} {digits[6:9]} {digits[9:]}", "BR_CPF", form
    if form == "ten bare digits (US)":
        value, _ = phone(rng, "US")
        return "".join(c for c in value if c.isdigit())[-10:], "PHONE_NUMBER", form
    n = spanish_number(rng, "67")
    return rng.choice([f"{n[:3]}.{n[3:6]}.{n[6:]}", f"{n[:3]}.{n[3:5]}.{n[5:7]}.{n[7:]}"]), "PHONE_NUMBER", form


def _value(rng: random.Random) -> tuple[str, str, str]:
    """(value, entity type, form)."""
    kind = rng.choice(["separator", "separator", "digits", "at", "international", "email", "aws", "jwt", "bare"])
    if kind == "bare":
        return _bare(rng)
    if kind == "international":
        value, form = _international_phone(rng)
        return value, "PHONE_NUMBER", form
    if kind == "email":
        value, form = _rfc_email(rng)
        return value, "EMAIL_ADDRESS", form
    if kind in ("aws", "jwt"):
        value, form = _aws_key_id(rng) if kind == "aws" else _jwt(rng)
        return value, "SECRET", form
    if kind == "at":
        value, _ = email(rng, "ana", "perez")
        return value.replace("@", "\uff20"), "EMAIL_ADDRESS", "fullwidth at sign"
    entity, make = rng.choice([
        ("CREDIT_CARD", lambda: card(rng)), ("ES_NIF", lambda: nif(rng)), ("ES_NIE", lambda: nie(rng)),
        ("BR_CPF", lambda: cpf(rng)), ("IBAN_CODE", lambda: iban(rng)),
        ("PHONE_NUMBER", lambda: phone(rng, rng.choice(["ES", "US", "BR"]))),
    ])
    value, _ = make()
    if kind == "digits":
        form, zero = rng.choice(list(_DIGIT_FORMS.items()))
        return _in_digits(value, zero), entity, form
    form, separator = rng.choice(list(_SEPARATOR_FORMS.items()))
    return _with_separator(value, entity, form, separator)


def _with_separator(value: str, entity: str, form: str, separator: str) -> tuple[str, str, str]:
    """`value` written with a look-alike separator where people put one."""
    plain = value.replace(" ", "").replace("-", "")
    if separator == "\u2013":  # an en dash stands where a hyphen was typed
        if "-" in value:
            return value.replace("-", separator), entity, form
        if entity == "CREDIT_CARD":
            return _regroup(plain, separator), entity, form
        form, separator = "no-break space", "\u00a0"
    if separator != "\u200b":  # the no-break spaces stand where a space was typed
        if " " in value:
            return value.replace(" ", separator), entity, form
        if entity in ("CREDIT_CARD", "IBAN_CODE"):
            return _regroup(plain, separator), entity, form
        if entity in ("ES_NIF", "ES_NIE"):
            return f"{plain[:-1]}{separator}{plain[-1].upper()}", entity, form
        form, separator = "zero-width space", "\u200b"
    # Pasted text carries a zero-width space between groups, or anywhere.
    if " " in value:
        return value.replace(" ", separator), entity, form
    return value[:4] + separator + value[4:], entity, form


def generate_typed(count: int = 200, seed: int = 20261130) -> list[Message]:
    """`count` one-value messages, half English and half Spanish, the same for the same seed."""
    rng = random.Random(seed)
    messages = []
    for i in range(count):
        language = "es" if i % 2 else "en"
        value, entity, form = _value(rng)
        message = Message(language)
        lead = rng.choice(_VALUE_LEAD[language][entity])
        message.add(lead[:1].upper() + lead[1:] + " ")
        message.add(value, message.values, entity, form)
        message.add(rng.choice([".", ", gracias." if language == "es" else ", thanks.", ""]))
        messages.append(message)
    return messages
