"""Regex sources for every structured type, shared by the Presidio recognizers and the
`patterns` detector so both find exactly the same candidates.

They are written for the `regex` module with Presidio's default flags (IGNORECASE,
MULTILINE, DOTALL); validators decide, the regexes only propose. The boundaries keep a
candidate from starting or ending inside a longer run of digits, letters or separators
(an order number, an amount, a timestamp), which is how near-misses stay unreported.
"""

from __future__ import annotations

# Not glued to a word, an e-mail, a sign, or a digit group just before.
_LEFT = r"(?<![\w@+&=/])(?<!\d[ .,\-])(?<![\w][.\-/])"
# Not followed by a word, nor by a separator that continues a number or a word.
_RIGHT = r"(?![\w@])(?![.,\-/][\w])"

# Redundant with the look-behinds after it (the value starts with a letter or digit that
# may not follow one), but `regex` then scans for word starts, not every digit: the card,
# NIF and CPF patterns run in about two thirds of the time (A/B over the bench's corpus).
_WORD_START = r"\b"

# After a space only an upper-case letter counts: "12345678 y" is a number and a word.
ES_NIF = [
    ("NIF (8 digits + letter, optional separators)",
     _WORD_START + _LEFT + r"(?:\d{8}|\d{2}\.\d{3}\.\d{3})(?:-?[A-Z]|(?-i: [A-Z]))" + _RIGHT),
]

ES_NIE = [
    ("NIE (X/Y/Z + 7 digits + letter)",
     _LEFT + r"[XYZ][ \-]?\d{7}[ \-]?[A-Z]" + _RIGHT),
]

BR_CPF = [
    # 123.456.789-09, 12345678909, 123456789-09, and 123 456 789 09 as a number is read out
    # or copied from a form. One pattern, not one per form: each scan of a message costs
    # about the same, a few microseconds, however little it finds.
    ("CPF", _WORD_START + _LEFT + r"\d{3}(?:\.\d{3}\.\d{3}[\-/]\d{2}|\d{8}|\d{6}-\d{2}| \d{3} \d{3}[ \-]\d{2})"
     + _RIGHT + r"(?! \d)"),
]

_PHONE_LEFT = r"(?<![\w@+&=/.,\-])(?<!\d[ .,\-])"
# A written country prefix is unambiguous, so a number just before it does not matter.
_PLUS_LEFT = r"(?<![\w@+&=/.,\-])"
_PHONE_RIGHT = r"(?![\w@])(?![.,\-/]\d)(?! ?\d)"

# Some forms of a phone number are, alone, an order number or an amount as often as a phone:
# 4155550132, 612.345.678. They count only beside a word that says they are a phone:
# - before them, with at most three filler words between ("call me back at", "mi número de
#   teléfono es el"). Possessives make "number" one ("my number is"); "order number",
#   "número de pedido" stay out. Not "contact" or "reach" alone: "contact id 4155550132" is
#   a record.
# - after them, as a label in parentheses ("4155550132 (cell)") or said of them
#   ("4155550132 is my cell", "612.345.678 es mi móvil", "… is my number"). Not a bare noun
#   after a comma or a dash: "Order 4155550132, phone case" is an order.
_PHONE_NOUN = r"(?:cell(?:phone)?|mobile|phone|telephone|tel[eé]fono|m[oó]vil|celular|whatsapp)"
_POSSESSIVE_EN = r"(?:my|your|his|her|our|their)"
_POSSESSIVE_ES = r"(?:mi|tu|su|nuestro)"
_POSSESSIVE = "(?:" + _POSSESSIVE_EN + "|" + _POSSESSIVE_ES + ")"
_PHONE_WORD = (
    r"(?:" + _PHONE_NOUN + r"|phones|tel|call|ring|text|sms|fax"
    r"|(?:reach|contact)\s+(?:me|us|him|her|them)|" + _POSSESSIVE_EN + r"\s+number"
    r"|tlf|tfno|cel|ll[aá]m(?:ame|anos|eme|enos)|llamar(?:me|nos)?|llama"
    r"|" + _POSSESSIVE_ES + r"\s+n[uú]mero)"
)
_PHONE_FILLER = (r"(?:me|us|him|her|them|back|at|on|is|to|my|our|new|number|no|the|this"
                 r"|de|es|el|al|a|mi|su|tu|este|n[uú]mero|tel[eé]fono)")
_PHONE_WORD_SEPARATOR = r"[\s:#.\-]"
# "número de …" is a phone's only when "…" says so: "es mi número de pedido" is an order.
_NUMBER_WORD = r"(?:number|n[uú]mero(?!\s+de\b(?!\s+(?:tel[eé]fono|m[oó]vil|contacto)\b)))"
_PHONE_LABEL_AFTER = (
    r"(?=[ \t]*\([ \t]*" + _PHONE_NOUN + r"\b"                                         # (cell)
    + r"|\s+(?:(?:is|es)\s+)?" + _POSSESSIVE + r"\s+(?:" + _PHONE_NOUN + "|" + _NUMBER_WORD + r")\b"  # is my cell
    + r"|\s+(?:is|es)\s+" + _PHONE_NOUN + r"\b)"                                      # is mobile
)


def _beside_phone_word(number: str) -> str:
    """`number`, only where a phone word comes before it or a phone label after it. The
    words before are read backwards from a candidate number, so the scan still looks for
    digits first, as every phone pattern's."""
    return (_PHONE_LEFT + "(?:" + number + ")"
            + r"(?:(?<=\b" + _PHONE_WORD + _PHONE_WORD_SEPARATOR + "{0,4}"
            + "(?:" + _PHONE_FILLER + _PHONE_WORD_SEPARATOR + "{1,4}){0,3}(?:" + number + "))"
            + "|" + _PHONE_LABEL_AFTER + ")"
            + _PHONE_RIGHT)


PHONE_NUMBER = [
    # Spanish: +34/0034 with any common grouping; without it only the national habits.
    ("ES international",
     _PLUS_LEFT + r"(?:\+|00)34[ .\-]?[6-9](?:[ .\-]?\d){8}" + _PHONE_RIGHT),
    # 612345678, 612 345 678, 612 34 56 78, 91 123 45 67. The shared first digit is written
    # once, before the alternation: `regex` scans quickly for a start only when every
    # alternative begins with the same set, and took 10x longer with it written four times.
    ("ES national",
     _PHONE_LEFT + r"[6-9](?:\d{8}|\d{2}(?:[ \-]\d{3}){2}|\d{2}(?:[ \-]\d{2}){3}"
     r"|(?<=[89])\d[ \-]\d{3}(?:[ \-]\d{2}){2})" + _PHONE_RIGHT),
    # US / NANP.
    ("US parenthesised area code",
     r"(?<![\w@&=/])(?:\+?1[ .\-]?)?\([2-9]\d{2}\) ?[2-9]\d{2}[ .\-]?\d{4}" + _PHONE_RIGHT),
    # With and without +1, as two patterns for the same reason (an optional "+1" before the
    # digits is a second first set). They never overlap: after "+1", with or without a
    # separator, the digits are glued to a digit group and _PHONE_LEFT refuses them.
    ("US separated",
     _PHONE_LEFT + r"[2-9]\d{2}(?P<sep>[ .\-])[2-9]\d{2}(?P=sep)\d{4}" + _PHONE_RIGHT),
    ("US separated, +1",
     _PHONE_LEFT + r"\+1[ .\-]?[2-9]\d{2}(?P<sep>[ .\-])[2-9]\d{2}(?P=sep)\d{4}" + _PHONE_RIGHT),
    ("US trunk prefix 1", _PHONE_LEFT + r"1(?P<sep>[ .\-])[2-9]\d{2}(?P=sep)[2-9]\d{2}(?P=sep)\d{4}" + _PHONE_RIGHT),
    ("US international contiguous", _PLUS_LEFT + r"\+1[2-9]\d{9}" + _PHONE_RIGHT),
    # 4155550132 (US), and with dots 612.345.678, 612.34.56.78, 91.123.45.67 (ES: also how
    # Spanish writes thousands). One pattern with one first set, as in "ES national".
    ("Bare forms, beside a phone word",
     _beside_phone_word(r"[2-9]\d(?:\d[2-9]\d{6}|(?<=[6-9]\d)\d(?:\.\d{3}){2}|(?<=[6-9]\d)\d(?:\.\d{2}){3}"
                       r"|(?<=[89]\d)\.\d{3}(?:\.\d{2}){2})")),
    # Brazil: (DD) 9XXXX-XXXX, (DD) XXXX-XXXX, +55 DD 9XXXX-XXXX.
    ("BR parenthesised area code",
     r"(?<![\w@&=/])(?:\+55[ ]?)?\([1-9]{2}\) ?9?\d{4}[ \-]?\d{4}" + _PHONE_RIGHT),
    ("BR international",
     _PLUS_LEFT + r"(?:\+|00)55[ ]?[1-9]{2}[ ]?9?\d{4}[ \-]?\d{4}" + _PHONE_RIGHT),
    ("BR national mobile", _PHONE_LEFT + r"[1-9]{2} 9\d{4}-\d{4}" + _PHONE_RIGHT),
    # Any other country, only with its written +prefix (a bare digit run is too often an
    # order number): +44 20 7946 0958, +44 (0)20 7946 0958, +4915112345678. The validator
    # holds it to that country's numbering plan.
    ("International, +country code",
     _PLUS_LEFT + r"\+[1-9]\d{0,3}(?: ?\(0\))?(?:[ .\-]?\d{1,5}){1,6}" + _PHONE_RIGHT),
]

CREDIT_CARD = [
    ("card 13-19 digits",
     _WORD_START + r"(?<![\w.,+\-])(?<!\d[ \-])\d(?:[ \-]?\d){12,18}(?![ \-]?\d)(?![\w])(?![.,]\d)"),
]

# Case-sensitive inside: written in capitals (its country code is), a group is capitals and
# digits; typed in lower case (es91 2100 …, Es91 …, gb82west1234…, as phones write it),
# lower case and digits, so a following word in the other case is never read as a group.
# A short last group after a space must be digits, so "... 7675 I paid" stays out. A word,
# an amount or a BIC in the same case after the value ("… 1332 CAIXESBBXXX", "… 1332 1500")
# is read as more groups; the recognizers cut such a candidate to its country's length
# (recognizers/fitting.py). The case of the country code picks the branch, after one scan
# of word starts.
IBAN_CODE = [
    ("IBAN",
     r"\b(?-i:[A-Za-z]{2}\d{2}(?:"
     r"(?<=[A-Z]{2}..)(?: ?[A-Z0-9]{4}){2,7}(?: \d{1,3}|[A-Z0-9]{1,3})?"
     r"|(?<=(?:[a-z][A-Za-z]|[A-Z][a-z])..)(?: ?[a-z0-9]{4}){2,7}(?: \d{1,3}|[a-z0-9]{1,3})?"
     r"))(?![A-Za-z0-9])"),
]

# The local part may hold RFC 5322's other characters (o'brien@, a!b@, a#2@), one at a time
# between ordinary ones, never first or last, so a quote around an address
# ('ana@example.com') stays outside it. Not = / ? & $ : those join a name to its value in
# URLs, command lines and code (?email=ana@…, --email=ana@…, user=ana@…), and the address
# is what follows them. A local part never starts just after one of the others glued to a
# word, or the value would lose its beginning. The last label is letters, or an IDN's xn--.
_EMAIL_SPECIAL = r"'!#*^`{|}~"
EMAIL_ADDRESS = [
    ("email",
     r"(?<![\w.%+\-@])(?<!\w[" + _EMAIL_SPECIAL + r"])"
     r"[A-Z0-9._%+\-]+(?:[" + _EMAIL_SPECIAL + r"][A-Z0-9._%+\-]+)*@[A-Z0-9](?:[A-Z0-9\-]*[A-Z0-9])?"
     r"(?:\.[A-Z0-9](?:[A-Z0-9\-]*[A-Z0-9])?)*\.(?:[A-Z]{2,24}|XN--[A-Z0-9\-]{1,59})"
     r"(?![\w\-@])(?!\.[A-Z0-9])"),
]

SECRET = [
    ("OpenAI/Anthropic style key", r"(?<![\w\-])sk-(?:proj-|ant-(?:api\d\d-)?)?[A-Z0-9_\-]{20,}(?![\w\-])"),
    ("GitHub token", r"(?<![\w])(?:gh[pousr]_[A-Z0-9]{30,}|github_pat_[A-Z0-9_]{22,})(?![\w])"),
    ("Slack token", r"(?<![\w])xox[bap]-[A-Z0-9\-]{10,}(?![\w\-])"),
    ("AWS access key ID", r"(?<![\w])(?-i:(?:AKIA|ASIA)[A-Z0-9]{16})(?![\w])"),
    # A JSON Web Token: header and payload are base64url JSON objects ("eyJ" is `{"`). The
    # signature may be empty (`alg: none`, an unsecured token still carries its claims).
    ("JSON Web Token", r"(?<![\w\-])(?-i:eyJ[\w\-]{8,}\.eyJ[\w\-]{8,}\.[\w\-]*)(?![\w\-])(?!\.[\w\-])"),
    # An encrypted one (JWE, compact form): header, encrypted key (empty for `dir`), IV,
    # ciphertext, tag. Only the header is readable, and the validator reads it.
    ("JSON Web Encryption", r"(?<![\w\-])(?-i:eyJ[\w\-]{8,}\.[\w\-]*(?:\.[\w\-]{8,}){3})(?![\w\-])(?!\.[\w\-])"),
]

PATTERNS: dict[str, list[tuple[str, str]]] = {
    "EMAIL_ADDRESS": EMAIL_ADDRESS,
    "PHONE_NUMBER": PHONE_NUMBER,
    "CREDIT_CARD": CREDIT_CARD,
    "IBAN_CODE": IBAN_CODE,
    "ES_NIF": ES_NIF,
    "ES_NIE": ES_NIE,
    "BR_CPF": BR_CPF,
    "SECRET": SECRET,
}
