"""Messages whose values (names, emails, phone numbers, order codes) never repeat.

Each one brings new strings to spaCy's vocabulary, which is how a long-running Presidio
service grows: every unseen token is interned in the pipeline's StringStore for good.
All values are fictitious: example.com addresses, 555 numbers, made-up names.
"""

from __future__ import annotations

_SYLLABLES = (
    "ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo fu ga ge go gu la le li lo lu ma "
    "me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va "
    "ve vi vo za zo "
).split()


def _word(n: int, syllables: int = 3) -> str:
    """A pronounceable word, distinct for every n (at least `syllables` long)."""
    out = []
    while n or len(out) < syllables:
        n, digit = divmod(n, len(_SYLLABLES))
        out.append(_SYLLABLES[digit])
    return "".join(out)


def unique_message(index: int, language: str) -> str:
    """A customer message holding a new name, email, phone and reference for every index."""
    first = _word(index * 7919 + 1).capitalize()
    last = _word(index * 104729 + 3, 4).capitalize()
    email = f"{_word(index * 31 + 5)}.{index}@example.com"
    phone = f"+1 415 555 {index % 10000:04d}"
    reference = f"QX{index:07d}{_word(index, 2)}"
    if language == "es":
        return (f"Hola, soy {first} {last}. Mi correo es {email} y mi teléfono {phone}; "
                f"el pedido {reference} sigue sin llegar. Un saludo, {first}")
    return (f"Hi, I am {first} {last}. My email is {email} and my phone is {phone}; "
            f"order {reference} has not arrived yet. Regards, {first}")
