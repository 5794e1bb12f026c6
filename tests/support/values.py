"""Obviously fake values with valid checksums, unique per test where the format allows."""

from __future__ import annotations

import random
import uuid

NIF_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def email(name: str = "ana", domain: str = "example.com") -> str:
    return f"{name}.{uuid.uuid4().hex[:8]}@{domain}"


def nif(number: int | None = None) -> str:
    n = random.randrange(10_000_000, 99_999_999) if number is None else number
    return f"{n:08d}{NIF_LETTERS[n % 23]}"


def nie(prefix: str = "X", number: int | None = None) -> str:
    n = random.randrange(1_000_000, 9_999_999) if number is None else number
    base = {"X": 0, "Y": 1, "Z": 2}[prefix] * 10_000_000 + n
    return f"{prefix}{n:07d}{NIF_LETTERS[base % 23]}"


def cpf(digits9: str | None = None) -> str:
    d = [int(c) for c in (digits9 or f"{random.randrange(100_000_000, 999_999_999)}")]
    for weight_start in (10, 11):
        total = sum(v * w for v, w in zip(d, range(weight_start, 1, -1)))
        check = (total * 10) % 11
        d.append(0 if check == 10 else check)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


CARD = "4111 1111 1111 1111"
PHONE_ES = "612 345 678"
NIF_FIXED = "12345678Z"
NIE_FIXED = "X1234567L"
CPF_FIXED = "123.456.789-09"


def phone_us(i: int) -> str:
    return f"(415) 555-01{i % 100:02d}"
