"""A generated, seeded bilingual corpus of customer messages with labelled values.

Every value is fake by construction: emails at example.com/.org/.net, test card ranges,
555-01xx US numbers, IDs generated with valid checksums from random digits. Each message
carries the spans of its values (what must not leak), of its names (PERSON), and of its
near-miss distractors (what must not be reported): wrong check letters and digits, Luhn
failures, bad IBANs, order and tracking numbers, timestamps, amounts, version strings.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, field

import phonenumbers
from stdnum import luhn
from stdnum.br import cpf as stdnum_cpf
from stdnum.es import dni as stdnum_dni

FIRST_ES = "Lucía Martina Carmen Javier Alejandro Pablo Sergio Elena Nuria Rocío Iñaki Álvaro Beatriz Gonzalo Ainhoa Marcos Irene Tomás".split()
LAST_ES = "García Fernández López Martínez Sánchez Romero Navarro Torres Domínguez Vázquez Ramos Gil Serrano Molina Castillo Ortega Rubio Iglesias".split()
FIRST_EN = "Emily James Olivia Michael Sarah Daniel Rachel Thomas Hannah Andrew Megan Patrick Laura Kevin Natalie Gregory".split()
LAST_EN = "Johnson Williams Brown Miller Davis Wilson Anderson Taylor Thompson Harris Clark Lewis Walker Young Allen Wright".split()
FIRST_BR = "João Ana Pedro Mariana Rafael Beatriz Gustavo Larissa".split()
LAST_BR = "Silva Souza Oliveira Pereira Costa Rodrigues Almeida Carvalho".split()


@dataclass
class Labelled:
    """A labelled stretch of a message: [start, end), its type or distractor kind, its form."""

    start: int
    end: int
    kind: str
    form: str = ""


@dataclass
class Message:
    """One customer message with its values, names and distractors."""

    language: str
    text: str = ""
    values: list[Labelled] = field(default_factory=list)
    names: list[Labelled] = field(default_factory=list)
    distractors: list[Labelled] = field(default_factory=list)

    def add(self, fragment: str, into: list | None = None, kind: str = "", form: str = "") -> None:
        """Append `fragment`; when `into` is given, label it there."""
        if into is not None:
            into.append(Labelled(len(self.text), len(self.text) + len(fragment), kind, form))
        self.text += fragment


# ---------------------------------------------------------------------------- values


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def nif(rng: random.Random, valid: bool = True) -> tuple[str, str]:
    number = _digits(rng, 8)
    letter = stdnum_dni.calc_check_digit(number)
    if not valid:
        letter = rng.choice([c for c in "TRWAGMYFPDXBNJZSQVHLCKE" if c != letter])
    form = rng.choice(["plain", "hyphen", "dotted", "space", "lower"])
    return {
        "plain": f"{number}{letter}",
        "hyphen": f"{number}-{letter}",
        "dotted": f"{number[:2]}.{number[2:5]}.{number[5:]}-{letter}",
        "space": f"{number} {letter}",
        "lower": f"{number}{letter.lower()}",
    }[form], form


def nie(rng: random.Random, valid: bool = True) -> tuple[str, str]:
    prefix = rng.choice("XYZ")
    number = _digits(rng, 7)
    letter = stdnum_dni.calc_check_digit(str("XYZ".index(prefix)) + number)
    if not valid:
        letter = rng.choice([c for c in "TRWAGMYFPDXBNJZSQVHLCKE" if c != letter])
    form = rng.choice(["plain", "hyphens", "hyphen", "spaces"])
    return {
        "plain": f"{prefix}{number}{letter}",
        "hyphens": f"{prefix}-{number}-{letter}",
        "hyphen": f"{prefix}{number}-{letter}",
        "spaces": f"{prefix} {number} {letter}",
    }[form], form


def _cpf_check(first: str) -> str:
    """The two check digits python-stdnum accepts after `first` (it has no public calculator)."""
    return next(f"{c:02d}" for c in range(100) if stdnum_cpf.is_valid(first + f"{c:02d}"))


def cpf(rng: random.Random, valid: bool = True) -> tuple[str, str]:
    first = _digits(rng, 9)
    check = _cpf_check(first)
    if not valid:
        if rng.random() < 0.3:
            first, check = (rng.choice(string.digits) * 11)[:9], None
            check = first[:2]
        else:
            check = f"{(int(check) + rng.randint(1, 98)) % 100:02d}"
    form = rng.choice(["formatted", "digits"])
    number = first + check
    text = f"{number[:3]}.{number[3:6]}.{number[6:9]}-{number[9:]}" if form == "formatted" else number
    return text, form


def spanish_number(rng: random.Random, prefixes: str | list[str]) -> str:
    """Nine digits starting with one of `prefixes` that libphonenumber's metadata says is a
    Spanish number in service (not every 7xx range is assigned yet)."""
    while True:
        lead = rng.choice(prefixes)
        n = lead + _digits(rng, 9 - len(lead))
        if phonenumbers.is_valid_number(phonenumbers.parse(n, "ES")):
            return n


def phone(rng: random.Random, country: str) -> tuple[str, str]:
    if country == "ES":
        if rng.random() < 0.7:
            n = spanish_number(rng, "67")
            form = rng.choice(["3-3-3", "3-2-2-2", "+34", "+34 3-3-3", "plain"])
        else:
            n = spanish_number(rng, ["91", "93", "96", "95", "98"])
            form = rng.choice(["2-3-2-2", "+34", "3-3-3"])
        return {
            "3-3-3": f"{n[:3]} {n[3:6]} {n[6:]}",
            "3-2-2-2": f"{n[:3]} {n[3:5]} {n[5:7]} {n[7:]}",
            "2-3-2-2": f"{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}",
            "+34": f"+34 {n}",
            "+34 3-3-3": f"+34 {n[:3]} {n[3:6]} {n[6:]}",
            "plain": n,
        }[form], "ES " + form
    if country == "US":
        area = rng.choice(["415", "212", "646", "312", "617", "303", "206", "512"])
        line = "01" + _digits(rng, 2)
        form = rng.choice(["(3) 3-4", "+1 3-3-4", "3.3.4", "3-3-4", "+1 (3) 3-4"])
        return {
            "(3) 3-4": f"({area}) 555-{line}",
            "+1 3-3-4": f"+1 {area}-555-{line}",
            "3.3.4": f"{area}.555.{line}",
            "3-3-4": f"{area}-555-{line}",
            "+1 (3) 3-4": f"+1 ({area}) 555-{line}",
        }[form], "US " + form
    ddd = rng.choice(["11", "21", "31", "41", "51", "61", "71", "85"])
    form = rng.choice(["(2) 5-4", "+55 2 5-4", "(2) 4-4"])
    mobile = "9" + _digits(rng, 4)
    return {
        "(2) 5-4": f"({ddd}) {mobile}-{_digits(rng, 4)}",
        "+55 2 5-4": f"+55 {ddd} {mobile}-{_digits(rng, 4)}",
        "(2) 4-4": f"({ddd}) {rng.choice('2345')}{_digits(rng, 3)}-{_digits(rng, 4)}",
    }[form], "BR " + form


def _luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + _digits(rng, length - len(prefix) - 1)
    for d in string.digits:
        if luhn.is_valid(body + d):
            return body + d
    raise AssertionError("unreachable")


def card(rng: random.Random, valid: bool = True) -> tuple[str, str]:
    prefix, length = rng.choice([("411111", 16), ("555555", 16), ("378282", 15), ("601111", 16), ("400000", 16)])
    number = _luhn_complete(prefix, length, rng)
    if not valid:
        number = number[:-1] + str((int(number[-1]) + rng.randint(1, 9)) % 10)
    form = rng.choice(["spaces", "hyphens", "plain"])
    if length == 15:
        groups = [number[:4], number[4:10], number[10:]]
    else:
        groups = [number[i:i + 4] for i in range(0, length, 4)]
    sep = {"spaces": " ", "hyphens": "-", "plain": ""}[form]
    return sep.join(groups), form


def iban(rng: random.Random, valid: bool = True) -> tuple[str, str]:
    country, bban = rng.choice([("ES", _digits(rng, 20)), ("DE", _digits(rng, 18)), ("FR", _digits(rng, 23)),
                                ("PT", _digits(rng, 21))])
    rearranged = bban + country + "00"
    check = 98 - int("".join(str(int(c, 36)) for c in rearranged)) % 97
    if not valid:
        check = (check + rng.randint(1, 90)) % 97 + 2
    value = f"{country}{check:02d}{bban}"
    form = rng.choice(["spaces", "compact"])
    if form == "spaces":
        value = " ".join(value[i:i + 4] for i in range(0, len(value), 4))
    return value, form


def email(rng: random.Random, first: str, last: str) -> tuple[str, str]:
    plain = lambda s: s.lower().translate(str.maketrans("áéíóúñçãõâêôà", "aeiouncaoaeoa"))  # noqa: E731
    local = rng.choice([f"{plain(first)}.{plain(last)}", f"{plain(first)[0]}{plain(last)}", f"{plain(first)}{rng.randint(1, 99)}"])
    domain = rng.choice(["example.com", "example.org", "example.net", "mail.example.com"])
    return f"{local}@{domain}", domain


def secret(rng: random.Random) -> tuple[str, str]:
    alnum = string.ascii_letters + string.digits
    r = lambda n: "".join(rng.choice(alnum) for _ in range(n)) + rng.choice(string.digits)  # noqa: E731
    kind = rng.choice(["sk", "sk-proj", "ghp", "xoxb", "xoxp"])
    return {
        "sk": f"sk-{r(39)}",
        "sk-proj": f"sk-proj-{r(47)}",
        "ghp": f"ghp_{r(35)}",
        "xoxb": f"xoxb-{_digits(rng, 12)}-{_digits(rng, 13)}-{r(23)}",
        "xoxp": f"xoxp-{_digits(rng, 12)}-{_digits(rng, 12)}-{r(31)}",
    }[kind], kind


# ------------------------------------------------------------------------ distractors


def distractor(rng: random.Random, language: str) -> tuple[str, str, str]:
    """A near-miss (text, kind, lead-in words) that no recognizer may report."""
    es = language == "es"
    kind = rng.choice(["nif", "nie", "cpf", "card", "iban", "order", "tracking", "timestamp", "amount", "version"])
    if kind == "nif":
        return nif(rng, valid=False)[0], "bad NIF letter", "DNI" if es else "ID"
    if kind == "nie":
        return nie(rng, valid=False)[0], "bad NIE letter", "NIE"
    if kind == "cpf":
        return cpf(rng, valid=False)[0], "bad CPF digits", "CPF"
    if kind == "card":
        return card(rng, valid=False)[0], "Luhn failure", "tarjeta" if es else "card"
    if kind == "iban":
        return iban(rng, valid=False)[0], "bad IBAN", "IBAN"
    if kind == "order":
        text = rng.choice([f"#{rng.randint(100000000, 199999999)}", f"ORD-{rng.randint(2019, 2025)}-{_digits(rng, 6)}",
                           f"{rng.randint(4000000000, 4999999999)}", f"PO {_digits(rng, 4)}-{_digits(rng, 4)}",
                           f"A{_digits(rng, 8)}"])
        return text, "order number", "pedido" if es else "order"
    if kind == "tracking":
        text = rng.choice([f"1Z{_digits(rng, 3)}AA{_digits(rng, 10)}", f"LX{_digits(rng, 9)}ES",
                           f"9400 {' '.join(_digits(rng, 4) for _ in range(4))} {_digits(rng, 2)}", f"JD{_digits(rng, 18)}"])
        return text, "tracking number", "seguimiento" if es else "tracking"
    if kind == "timestamp":
        y, mo, d, h, mi, s = rng.randint(2020, 2025), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
        text = rng.choice([f"{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}", f"{d:02d}/{mo:02d}/{y} {h:02d}:{mi:02d}",
                           f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z", f"{y}{mo:02d}{d:02d}{h:02d}{mi:02d}{s:02d}"])
        return text, "timestamp", "el" if es else "on"
    if kind == "amount":
        whole = rng.randint(100, 999999)
        text = rng.choice([f"{whole:,}".replace(",", ".") + f",{rng.randint(0, 99):02d} €",
                           f"${whole:,}.{rng.randint(0, 99):02d}", f"{whole} EUR", f"R$ {whole:,}".replace(",", ".") + ",00"])
        return text, "amount", "importe" if es else "amount"
    text = rng.choice([f"v{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 99)}",
                       f"{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9999)}",
                       f"build {rng.randint(1, 9)}.{rng.randint(0, 9)}.{rng.randint(1000, 99999)}"])
    return text, "version", "versión" if es else "version"


# --------------------------------------------------------------------------- messages

_OPENERS = {
    "es": ["Hola", "Hola,", "Buenos días.", "Buenas tardes,", "Buenas noches.", "Saludos.", "Perfecto.", "Vale,", "Gracias.", ""],
    "en": ["Hi", "Hi,", "Hello.", "Good morning,", "Hey there.", "Thanks.", "Okay,", "Sure.", ""],
}
_INTRO = {
    "es": ["soy {n}.", "me llamo {n}.", "les escribe {n}.", "mi nombre es {n}.", "{n} al habla.", "soy {n} y tengo un problema."],
    "en": ["I'm {n}.", "my name is {n}.", "this is {n}.", "{n} here.", "I am {n} and I need help."],
}
_THIRD = {
    "es": ["Mi compañera {n} ya llamó ayer.", "El pedido está a nombre de {n}.", "Habló con {n} del soporte.", "Se lo di a {n} en la tienda.",
           # Written after the recognizer's cue list, to measure names it was not tuned for.
           "Por favor, que me llame {n} cuando pueda.", "La factura la pagó {n} el mes pasado.", "¿Puede {n} revisar mi caso?",
           "{n} me dijo que ya estaba resuelto.", "Ayer estuve con {n} en la oficina de Madrid."],
    "en": ["My colleague {n} called yesterday.", "The order is under {n}.", "I spoke with {n} from support.", "I gave it to {n} at the store.",
           "Please ask {n} to call me back.", "The invoice was paid by {n} last month.", "Could {n} look at my case?",
           "{n} told me it was fixed already.", "Yesterday I met {n} at the Boston office."],
}
_VALUE_LEAD = {
    "es": {"ES_NIF": ["Mi DNI es", "NIF:", "con DNI", "mi documento es el"], "ES_NIE": ["Mi NIE es", "NIE:", "tengo el NIE"],
           "BR_CPF": ["Mi CPF es", "CPF:", "el CPF del titular es"], "PHONE_NUMBER": ["llámame al", "mi móvil es el", "teléfono:", "podéis llamar al"],
           "CREDIT_CARD": ["pagué con la tarjeta", "tarjeta:", "el cargo en la tarjeta"], "IBAN_CODE": ["mi IBAN es", "cuenta:", "transferid a"],
           "EMAIL_ADDRESS": ["escríbeme a", "mi correo es", "email:"], "SECRET": ["se me filtró la clave", "la API key es", "token:"]},
    "en": {"ES_NIF": ["my Spanish ID is", "NIF:", "DNI"], "ES_NIE": ["my NIE is", "NIE:"], "BR_CPF": ["my CPF is", "CPF:"],
           "PHONE_NUMBER": ["call me at", "my phone is", "phone:", "reach me on"], "CREDIT_CARD": ["I paid with card", "card:", "the charge on"],
           "IBAN_CODE": ["my IBAN is", "account:", "send it to"], "EMAIL_ADDRESS": ["email me at", "my email is", "email:"],
           "SECRET": ["I leaked my key", "the API key is", "token:"]},
}
_DISTRACTOR_LEAD = {"es": "y la referencia {k}", "en": "and reference {k}"}
_TAILS = {"es": ["Gracias.", "Un saludo.", "¿Me ayudáis?", "Es urgente.", ""], "en": ["Thanks.", "Best regards.", "Can you help?", "It's urgent.", ""]}
_SIGN = {"es": ["Atentamente, {n}", "Saludos, {n}", "{n}"], "en": ["Regards, {n}", "Thanks, {n}", "{n}"]}


def _name(rng: random.Random, language: str) -> tuple[str, str]:
    pool = rng.random()
    if language == "es":
        first, last = (FIRST_BR, LAST_BR) if pool < 0.15 else (FIRST_ES, LAST_ES)
    else:
        first, last = (FIRST_ES, LAST_ES) if pool < 0.2 else (FIRST_EN, LAST_EN)
    f, l1 = rng.choice(first), rng.choice(last)
    return f, l1


def _value(rng: random.Random, entity: str, first: str, last: str) -> tuple[str, str]:
    if entity == "ES_NIF":
        return nif(rng)
    if entity == "ES_NIE":
        return nie(rng)
    if entity == "BR_CPF":
        return cpf(rng)
    if entity == "PHONE_NUMBER":
        return phone(rng, rng.choice(["ES", "ES", "US", "BR"]))
    if entity == "CREDIT_CARD":
        return card(rng)
    if entity == "IBAN_CODE":
        return iban(rng)
    if entity == "EMAIL_ADDRESS":
        return email(rng, first, last)
    return secret(rng)


ENTITIES = ("ES_NIF", "ES_NIE", "BR_CPF", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "EMAIL_ADDRESS", "SECRET")


def message(rng: random.Random, language: str) -> Message:
    """One message: opener, maybe a name, 1-3 values, 0-2 distractors, maybe a signature."""
    m = Message(language)
    first, last = _name(rng, language)
    full = f"{first} {last}" if rng.random() < 0.75 else first
    opener = rng.choice(_OPENERS[language])
    if opener:
        m.add(opener + " ")
    if rng.random() < 0.6:
        before, after = rng.choice(_INTRO[language]).split("{n}")
        if not opener or opener.endswith("."):
            before = before[:1].upper() + before[1:]
        m.add(before)
        m.add(full, m.names, "PERSON")
        m.add(after + " ")
    for entity in rng.sample(ENTITIES, rng.randint(1, 3)):
        lead = rng.choice(_VALUE_LEAD[language][entity])
        value, form = _value(rng, entity, first, last)
        m.add(lead[:1].upper() + lead[1:] + " ")
        m.add(value, m.values, entity, form)
        m.add(rng.choice([". ", ", ", " ", ".\n"]) if rng.random() < 0.8 else ". ")
    for _ in range(rng.choice([0, 1, 1, 2])):
        text, kind, lead = distractor(rng, language)
        phrase = _DISTRACTOR_LEAD[language].format(k=lead)
        if m.text.rstrip(" ").endswith((".", "\n")) or not m.text:
            phrase = phrase[:1].upper() + phrase[1:]
        m.add(phrase + " ")
        m.add(text, m.distractors, kind)
        m.add(". ")
    if rng.random() < 0.25:
        f2, l2 = _name(rng, language)
        before, after = rng.choice(_THIRD[language]).split("{n}")
        m.add(before)
        m.add(f"{f2} {l2}", m.names, "PERSON")
        m.add(after + " ")
    tail = rng.choice(_TAILS[language])
    if tail:
        m.add(tail + " ")
    if rng.random() < 0.3:
        before, after = rng.choice(_SIGN[language]).split("{n}")
        m.add("\n" + before)
        m.add(full, m.names, "PERSON")
        m.add(after)
    m.text = m.text.rstrip()
    return m


def generate(count: int = 600, seed: int = 20240515) -> list[Message]:
    """`count` messages, half English and half Spanish, the same for the same seed."""
    rng = random.Random(seed)
    return [message(rng, "es" if i % 2 else "en") for i in range(count)]
