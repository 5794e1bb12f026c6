"""Issuer identification number (IIN) ranges of the card networks, and the lengths each issues.

From the networks' published ranges as collected in ISO/IEC 7812 registries and the public
"Payment card number" IIN table (Visa, Mastercard including the 2-series, American Express,
Diners Club, Discover, JCB including its 15-digit 1800/2131 numbers, UnionPay, Maestro's
12-19 digit ranges, Mir, RuPay, Troy, Verve, Elo, Hipercard). A Luhn-valid number outside
every range is far likelier an order number or a timestamp than a card.
"""

from __future__ import annotations

# (network, first prefix, last prefix (inclusive, same number of digits), allowed lengths)
_RANGES: tuple[tuple[str, int, int, tuple[int, ...]], ...] = (
    ("visa", 4, 4, (13, 16, 19)),
    ("mastercard", 51, 55, (16,)),
    ("mastercard", 2221, 2720, (16,)),
    ("amex", 34, 34, (15,)),
    ("amex", 37, 37, (15,)),
    ("diners", 300, 305, (14, 15, 16, 17, 18, 19)),
    ("diners", 36, 36, (14, 15, 16, 17, 18, 19)),
    ("diners", 38, 39, (16, 17, 18, 19)),
    ("discover", 6011, 6011, (16, 17, 18, 19)),
    ("discover", 644, 649, (16, 17, 18, 19)),
    ("discover", 65, 65, (16, 17, 18, 19)),
    ("jcb", 3528, 3589, (16, 17, 18, 19)),
    ("jcb", 1800, 1800, (15,)),
    ("jcb", 2131, 2131, (15,)),
    ("unionpay", 62, 62, (16, 17, 18, 19)),
    ("maestro", 5018, 5018, tuple(range(12, 20))),
    ("maestro", 5020, 5020, tuple(range(12, 20))),
    ("maestro", 5038, 5038, tuple(range(12, 20))),
    ("maestro", 5893, 5893, tuple(range(12, 20))),
    ("maestro", 6304, 6304, tuple(range(12, 20))),
    ("maestro", 6759, 6759, tuple(range(12, 20))),
    ("maestro", 6761, 6763, tuple(range(12, 20))),
    ("maestro", 50, 50, tuple(range(16, 20))),
    ("maestro", 56, 58, tuple(range(16, 20))),
    ("maestro", 67, 69, tuple(range(16, 20))),
    ("mir", 2200, 2204, (16, 17, 18, 19)),
    ("rupay", 60, 60, (16,)),
    ("rupay", 81, 82, (16,)),
    ("rupay", 508, 508, (16,)),
    ("troy", 9792, 9792, (16,)),
    ("verve", 506099, 506198, (16, 18, 19)),
    ("verve", 650002, 650027, (16, 18, 19)),
    ("elo", 636368, 636368, (16,)),
    ("elo", 504175, 504175, (16,)),
    ("elo", 438935, 438935, (16,)),
    ("elo", 451416, 451416, (16,)),
    ("hipercard", 606282, 606282, (16,)),
)


# The ranges by how many leading digits they read, so a number's prefix is converted once per width.
_BY_WIDTH: dict[int, tuple[tuple[str, int, int, tuple[int, ...]], ...]] = {}
for _entry in _RANGES:
    _BY_WIDTH.setdefault(len(str(_entry[1])), ())
    _BY_WIDTH[len(str(_entry[1]))] += (_entry,)


def network_of(digits: str) -> str | None:
    """The network whose range and lengths `digits` fits, or None."""
    length = len(digits)
    for width, ranges in _BY_WIDTH.items():
        if length < width:
            continue
        prefix = int(digits[:width])
        for network, low, high, lengths in ranges:
            if low <= prefix <= high and length in lengths:
                return network
    return None
