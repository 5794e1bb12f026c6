"""Names on a bank statement's lines: a payment's word, which way it went, then who paid or was
paid, then the amount ("25/10  PIX RECEBIDO PIĄTEK, Mieczysław  +R$ 45,40", "1/12  TED ENVIADA
AMADO LEÃO  -R$ 364,03", "Dec 25  ZELLE FROM SHETTY, Hariprasad  +$443.59", "BIZUM DE CARDOZO
GIMÉNEZ, Hebe  +471,06 €"). A bank writes the counterparty as its register holds them, surname
first before a comma as often, so the line's shape says a name is there, whatever the lists hold;
and the payment's word ("TED", Brazil's transfer) is nobody.
"""

from __future__ import annotations

import regex

from recognizers.names.tables import cell_name, label_or_company
from recognizers.names.text import WORD

# The payment's word, perhaps which way it went, perhaps "from" or "to"; a check paid to someone.
_PAY = (r"(?i:pix|ted|doc|zelle|venmo|bizum|transferencia|transferência|wire|ach|check[ ]\#?\d+|"
        # a SEPA transfer as Spanish banks abbreviate it ("TRANSF. SEPA ORDENANTE HENAO BRAYAN 324,59 €")
        r"transf\.?(?:[ ]+sepa)?|sepa)")
_PAYMENT = (
    r"(?P<pay>" + _PAY + ")"
    r"(?:[ ]+(?i:recebid[oa]|recibid[oa]|enviad[oa]|received|sent|credit|debit|paid|payee|remetente|"
    r"benefici[áa]ri[oa]|ordenante|destinat[áa]ri[oa]))?"
    r"(?:[ ]+(?i:de|para|pra|from|to|a))?"
)
# A statement line's date, perhaps, at its start; its amount, signed or with its currency, at its end,
# after two spaces or more as a statement's columns are set.
_LINE_DATE = r"(?m)^[ \t]*(?:\d{1,2}[/.\-]\d{1,2}(?:[/.\-]\d{2,4})?|\p{L}{3}\.?[ ]\d{1,2})?[ \t]*"
_LINE_AMOUNT = (r"(?:[ \t]{2,}|[ \t]*(?=[+\-−])|[ \t]+(?=(?i:r\$|us\$|\$|€|£))"
                # one space before an amount whose currency follows it ("… BRAYAN 324,59 €")
                r"|[ \t]+(?=\d[\d.,]*[ \t]*(?i:€|eur|brl|usd)[ \t]*$))"
                r"[+\-−]?[ \t]*(?i:r\$|us\$|\$|€|£)?[ \t]*\d[\d.,]*"
                r"(?:[ \t]*(?i:€|eur|brl|usd))?[ \t]*$")
# A line of a statement: perhaps its date, the payment, the counterparty, then the amount.
_STATEMENT_LINE = regex.compile(
    _LINE_DATE
    + _PAYMENT
    + r"[ ]+(?P<value>\p{L}[\p{L}'’\-]*\.?(?:,?[ ](?! )\p{L}[\p{L}'’\-]*\.?){0,6})"
    # a confirmation's code after the counterparty ("ZELLE FROM ANA GIL CONF H88JF4  +$25.57")
    r"(?:[ ]+(?i:conf|ref|id)[.:#]?[ ]*[A-Za-z0-9]{4,12})?"
    + _LINE_AMOUNT
)
_COMMA = regex.compile(r"[ ]*,[ ]*")
_PAY_WORD = regex.compile(_PAY)


def statement_names(text: str) -> list[tuple[int, int]]:
    """Who paid or was paid on each statement line: the whole counterparty, or its surname and its
    given names apart where a comma parts them. Whole, its words are ones a name's cell could hold
    (tables.cell_name), no word of the language; parted by a comma, words of the language count too
    ("WOLF, EMBER"), for a register writes no company so, but no label nor company word."""
    found = []
    for line in _STATEMENT_LINE.finditer(text):
        start, end = line.span("value")
        comma = _COMMA.search(text, start, end)
        if not comma:
            span = cell_name(text, start, end)
            found += [span] if span else []
        elif not any(label_or_company(w) for w in WORD.findall(text, start, end)):
            found += [(start, comma.start()), (comma.end(), end)]
    return found


def a_card_purchase(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is where a statement's card purchase was made: the words after the
    line's "CARD" or "COMPRA" and before its amount ("Oct 14  CARD Gideon Marsh FERRY  -$449.88"), a
    merchant's name, whoever it is named after."""
    line = _CARD_LINE.match(text, text.rfind("\n", 0, start) + 1)
    return bool(line) and line.start("merchant") <= start and end <= line.end("merchant")


_CARD_LINE = regex.compile(
    _LINE_DATE
    + r"(?i:card|debit card|pos|compra|compra cart[ãa]o|compra con tarjeta|compra d[ée]bito|tarjeta)[ ]+"
    r"(?P<merchant>[^\n]+?)"
    + _LINE_AMOUNT
)


def a_payment_word(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is the payment's word of a statement's line ("TED ENVIADA …"). Asked of
    every candidate span: the message's lines are read only where the span is such a word."""
    if not _PAY_WORD.fullmatch(text, start, end):
        return False
    return any(line.span("pay") == (start, end) for line in _STATEMENT_LINE.finditer(text))
