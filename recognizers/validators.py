"""Checksum and shape validators: pure functions shared by the Presidio recognizers and
the `patterns` detector.

Each takes the matched text exactly as written (separators included) and answers whether
it is a valid value of its type. Nothing here imports spaCy or Presidio, so the fast
detector can use them without loading a model.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

_NIF_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
_NIE_PREFIX = {"X": "0", "Y": "1", "Z": "2"}
_SEPARATORS = re.compile(r"[\s.\-/]")
_DIGIT_GROUPS = re.compile(r"\d+")

# IBAN length per country (ISO 13616 registry); an IBAN of another length is invalid.
IBAN_LENGTHS: dict[str, int] = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22,
    "BH": 22, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22,
    "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FO": 18, "FR": 27,
    "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28,
    "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20,
    "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MD": 24,
    "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15, "PK": 24,
    "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SC": 31,
    "SE": 24, "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28, "TL": 23, "TN": 24,
    "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}


def compact(text: str) -> str:
    """`text` without spaces, dots, hyphens and slashes, upper-cased."""
    return _SEPARATORS.sub("", text).upper()


def nif_check_letter(number: int) -> str:
    """The mod-23 control letter of a DNI/NIF number."""
    return _NIF_LETTERS[number % 23]


def is_valid_es_nif(text: str) -> bool:
    """True for 8 digits + the right mod-23 letter (separators and case ignored)."""
    value = compact(text)
    if len(value) != 9 or not value[:8].isdigit() or not value[8].isalpha():
        return False
    return nif_check_letter(int(value[:8])) == value[8]


def is_valid_es_nie(text: str) -> bool:
    """True for X/Y/Z + 7 digits + the right mod-23 letter (X=0, Y=1, Z=2)."""
    value = compact(text)
    if len(value) != 9 or value[0] not in _NIE_PREFIX or not value[1:8].isdigit():
        return False
    return nif_check_letter(int(_NIE_PREFIX[value[0]] + value[1:8])) == value[8]


def cpf_check_digits(first_nine: str) -> str:
    """The two mod-11 check digits of a CPF's first nine digits."""
    digits = [int(c) for c in first_nine]
    for _ in range(2):
        weight = len(digits) + 1
        total = sum(d * (weight - i) for i, d in enumerate(digits))
        remainder = total % 11
        digits.append(0 if remainder < 2 else 11 - remainder)
    return f"{digits[-2]}{digits[-1]}"


def is_valid_br_cpf(text: str) -> bool:
    """True for 11 digits with both mod-11 check digits right; all-equal digits refused."""
    value = compact(text)
    if len(value) != 11 or not value.isdigit() or len(set(value)) == 1:
        return False
    return cpf_check_digits(value[:9]) == value[9:]


def luhn_ok(digits: str) -> bool:
    """The Luhn (mod 10) check over a string of digits."""
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _card_brand_ok(digits: str) -> bool:
    # Issuer prefixes and lengths of the networks people actually paste; a Luhn-valid
    # number outside them is far likelier an order number or a timestamp than a card.
    n = len(digits)
    two, four = int(digits[:2]), int(digits[:4])
    if digits[0] == "4":
        return n in (13, 16, 19)
    if 51 <= two <= 55 or 2221 <= four <= 2720:
        return n == 16
    if two in (34, 37):
        return n == 15
    if two in (36, 38, 39) or 300 <= int(digits[:3]) <= 305:
        return 14 <= n <= 19
    if two == 35 or two == 62 or digits.startswith(("6011", "65")) or 644 <= int(digits[:3]) <= 649:
        return 16 <= n <= 19
    return False


def is_valid_credit_card(text: str) -> bool:
    """True for 13-19 digits (one kind of separator at most) of a known network, Luhn-valid."""
    separators = {c for c in text if not c.isdigit()}
    if len(separators) > 1 or separators - {" ", "-"}:
        return False
    digits = "".join(c for c in text if c.isdigit())
    if not 13 <= len(digits) <= 19 or len(set(digits)) == 1:
        return False
    return _card_brand_ok(digits) and luhn_ok(digits)


def is_valid_iban(text: str) -> bool:
    """True for a known country's IBAN length whose mod-97 remainder is 1."""
    value = compact(text)
    if len(value) < 15 or not value.isalnum() or not value.isascii():
        return False
    country = value[:2]
    if IBAN_LENGTHS.get(country) != len(value) or not value[2:4].isdigit():
        return False
    rearranged = value[4:] + value[:4]
    number = "".join(str(int(c, 36)) for c in rearranged)
    return int(number) % 97 == 1


def iban_fit(candidate: str) -> str | None:
    """The IBAN at the start of `candidate`, cut to its country's length, or None (a valid
    candidate is returned whole).

    The IBAN pattern reads groups greedily, so a word, an amount or a BIC after the value
    ("… 1332 CAIXESBBXXX", "… 1332 1500 EUR") becomes part of the candidate and the checksum
    refuses the whole of it. The country code says how long the value is: the candidate is
    cut after that many letters and digits, where a space or its end follows, and checked."""
    length = IBAN_LENGTHS.get(candidate[:2].upper())
    if length is None:
        return None
    count = 0
    for index, character in enumerate(candidate):
        if character.isalnum():
            count += 1
            if count == length:
                end = index + 1
                if end < len(candidate) and candidate[end] != " ":
                    return None
                value = candidate[:end]
                return value if is_valid_iban(value) else None
    return None


_EMAIL_LABEL = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?")


def is_valid_email(text: str) -> bool:
    """True for local@domain with a sane local part and domain labels (no DNS, no network)."""
    if text.count("@") != 1 or len(text) > 254:
        return False
    local, domain = text.split("@")
    if not local or len(local) > 64 or local[0] == "." or local[-1] == "." or ".." in local:
        return False
    labels = domain.split(".")
    last = labels[-1]
    if len(labels) < 2 or len(last) < 2 or not (last.isalpha() or last.lower().startswith("xn--")):
        return False
    return all(_EMAIL_LABEL.fullmatch(label) for label in labels)


def is_valid_secret(text: str) -> bool:
    """True for an API key whose random part mixes letters and digits (not a word chain), and
    for a JSON Web Token whose header decodes to a JSON object naming its algorithm."""
    if text.startswith("eyJ"):
        return _is_jwt_header(text.split(".", 1)[0])
    if text.startswith(("AKIA", "ASIA")):
        return True  # the pattern's exact shape (prefix, 16 upper-case base-32 characters) is the check
    body = re.sub(r"^(?:sk-(?:proj-|ant-(?:api\d\d-)?)?|gh[pousr]_|github_pat_|xox[bap]-)", "", text)
    if len(body) < 16:
        return False
    has_digit = any(c.isdigit() for c in body)
    has_alpha = any(c.isalpha() for c in body)
    # Prose joined by hyphens ("sk-not-a-real-key-at-all") has long alphabetic runs only.
    return has_digit and has_alpha


def _is_jwt_header(segment: str) -> bool:
    try:
        header = json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))
    except (ValueError, binascii.Error, RecursionError):
        # A crafted header nested a thousand levels deep is no token header, and must not
        # take the whole analysis down with it.
        return False
    return isinstance(header, dict) and isinstance(header.get("alg"), str)


def _groups(text: str) -> list[str]:
    return _DIGIT_GROUPS.findall(text)


def _es_ok(digits: str) -> bool:
    return len(digits) == 9 and digits[0] in "6789"


def _nanp_ok(digits: str) -> bool:
    return len(digits) == 10 and digits[0] in "23456789" and digits[3] in "23456789"


def _br_ok(digits: str) -> bool:
    if len(digits) not in (10, 11) or "0" in digits[:2]:
        return False
    if len(digits) == 11:
        return digits[2] == "9"
    return digits[2] in "2345"


def _international_ok(text: str) -> bool:
    # Imported here: only a +prefix of another country needs the numbering plans.
    import phonenumbers

    try:
        number = phonenumbers.parse(text, None)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_valid_number(number)


def is_valid_phone(text: str) -> bool:
    """True for a Spanish, US (NANP) or Brazilian number written in a form people use, or
    any country's number written with its +prefix.

    With a country prefix (+34 / 0034, +1, +55 / 0055) the national number must fit
    that country; with another +prefix, that country's numbering plan (libphonenumber's
    metadata, offline); without one, the digit grouping must be one of the national habits
    (ES 9 / 3-3-3 / 3-2-2-2 / 2-3-2-2, US (3) 3-4 / 3-3-4 / 10, BR (2) 5-4 / (2) 4-4).
    """
    stripped = text.strip()
    groups = _groups(stripped)
    digits = "".join(groups)
    for prefix, check in (("34", _es_ok), ("1", _nanp_ok), ("55", _br_ok)):
        for written in ("+" + prefix, "00" + prefix):
            if stripped.startswith(written):
                return check(digits[len(prefix) + (2 if written.startswith("00") else 0):])
    if stripped.startswith("+"):
        return _international_ok(stripped)
    if len(stripped) > 2 and stripped[0] == "1" and stripped[1] in " .-(" or stripped.startswith("1("):
        # The US trunk prefix: 1-800-555-0199, 1 (415) 555-0132.
        return _nanp_ok(digits[1:])
    shape = [len(g) for g in groups]
    if stripped.startswith("("):
        if shape[:1] == [3]:
            return shape in ([3, 3, 4], [3, 7]) and _nanp_ok(digits)
        if shape[:1] == [2]:
            return shape in ([2, 5, 4], [2, 4, 4], [2, 9], [2, 8]) and _br_ok(digits)
        return False
    if shape in ([9], [3, 3, 3], [3, 2, 2, 2]):
        return _es_ok(digits)
    if shape == [2, 3, 2, 2]:
        return _es_ok(digits) and digits[0] in "89"
    if shape == [3, 3, 4]:
        return _nanp_ok(digits)
    if shape == [10]:
        # Only proposed beside a phone word (recognizers/regexes.py): alone it is as often a record.
        return _nanp_ok(digits)
    if shape == [2, 5, 4]:
        return _br_ok(digits)
    return False
