"""National identity numbers: Spain's DNI/NIF and NIE, Brazil's CPF, the US SSN.

Candidates are proposed by shape wherever text puts them (glued to a label, `ID12345678Z`;
in a URL, CSV row or `key=value`; grouped by spaces, dots, dashes or slashes) and judged by
python-stdnum's validators, so a wrong check letter or digit is never reported. A value is
never read out of the middle of a longer run of digits.
"""

from __future__ import annotations

import regex
from stdnum.br import cpf as stdnum_cpf
from stdnum.es import dni as stdnum_dni
from stdnum.es import nie as stdnum_nie
from stdnum.us import ssn as stdnum_ssn

from recognizers import context

# Not inside a run of digits (nor just after one and a separator: `1.12345678Z`).
_LEFT = r"(?<!\d)(?<!\d[.,\-/])"
_RIGHT = r"(?![^\W_])"

# 12345678Z, 12345678-Z, 12.345.678-Z, 12 345 678 Z, 12345678/z. After a space only a
# capital counts: "12345678 y" is a number and a word.
NIF = regex.compile(
    _LEFT + r"(?:\d{8}|\d{2}(?P<s>[ .])\d{3}(?P=s)\d{3})(?:[.\-/]?[A-Za-z]|(?-i: [A-Z]))" + _RIGHT
)
# X1234567L, X-1234567-L, X.1234567.L, x 1234567 l.
NIE = regex.compile(r"(?<![\d])[XYZxyz][ .\-/]?\d{7}(?:[.\-/]?[A-Za-z]| [A-Z])" + _RIGHT)
# 123.456.789-09, 12345678909, 123456789-09, 123 456 789 09, 123.456.789/09.
CPF = regex.compile(
    _LEFT + r"\d{3}(?:(?P<s>[ .])\d{3}(?P=s)\d{3}[ \-/.]?\d{2}|\d{6}[\-/.]?\d{2})(?![\d])"
)
# 536-90-4399, 536 90 4399; a bare 536904399 only under a field or after a word naming it.
SSN = regex.compile(_LEFT + r"\d{3}(?P<s>[ \-]?)\d{2}(?P=s)\d{4}(?![\d])")
_SSN_WORD = regex.compile(r"(?:ssn|social\s+security(?:\s+(?:number|no\.?|#))?|seguro\s+social)\W{0,4}$",
                          regex.IGNORECASE)


_SEPARATORS = regex.compile(r"[\s.\-/]")


def _found(pattern: regex.Pattern, text: str, valid) -> list[tuple[int, int, float]]:
    return [(m.start(), m.end(), 1.0) for m in pattern.finditer(text)
            if valid(_SEPARATORS.sub("", m.group()).upper())]


def find_nif(text: str) -> list[tuple[int, int, float]]:
    return _found(NIF, text, stdnum_dni.is_valid)


def find_nie(text: str) -> list[tuple[int, int, float]]:
    return _found(NIE, text, stdnum_nie.is_valid)


def find_cpf(text: str) -> list[tuple[int, int, float]]:
    return _found(CPF, text, _cpf_valid)


def _cpf_valid(value: str) -> bool:
    digits = "".join(c for c in value if c.isdigit())
    return len(set(digits)) > 1 and stdnum_cpf.is_valid(digits)


def find_ssn(text: str) -> list[tuple[int, int, float]]:
    found = []
    for match in SSN.finditer(text):
        value = match.group()
        if not stdnum_ssn.is_valid(value):
            continue
        if value.isdigit() and not _ssn_named(text, match.start()):
            continue  # nine bare digits are a phone or a record as often as an SSN
        found.append((match.start(), match.end(), 1.0))
    return found


def _ssn_named(text: str, start: int) -> bool:
    return "US_SSN" in context.field_types(text, start) or bool(
        _SSN_WORD.search(text, max(0, start - 40), start))
