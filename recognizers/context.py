"""What the text around a candidate says it is: a field name, a column header, a word.

A bare run of digits is a phone, an order number or an amount depending on what surrounds
it, and real text says so with structure as often as with words: `phone=4155550132`,
`{"movil": "612.345.678"}`, `<tel>…</tel>`, a CSV column headed `telefono`, `?cpf=…` in a
URL. The finders ask this module for the field a value sits in (`field_types`) and, for
phones written bare, for the nearest word before it (`phone_word_says`).

Everything here reads only the text before a candidate on its own line (and, for CSV, the
header line of its block), a bounded number of characters, so its cost does not grow with
the message.
"""

from __future__ import annotations

import unicodedata

import regex

# How far back a field name or a cue word may be from the value it describes.
_LOOKBACK = 48

# A field name just before the value: `key=`, `key: `, `"key": "`, `key = '`, `<key>`,
# `key="` (an XML attribute), `/key/` (a URL path), `[key]`, `key -> `.
# Searched backwards from the value (`(?r)`), so the cost is that of the name, not the line.
_KEY_BEFORE = regex.compile(
    r"(?r)(?:^|[^\w])(?P<key>[^\W\d][\w.\-]{0,40})[\"'\]]?\s*(?:=>|->|[:=]|\|)\s*[\"'(]?\s*$"
    r"|<(?P<key>[^\W\d][\w:.\-]{0,40})(?:\s[^<>]*)?>\s*$"
    r"|(?P<key>[^\W\d][\w.\-]{0,40})/$"
    r"|(?P<key>[^\W\d][\w.\-]{0,40})\s+#?$",
)

# Normalised field-name fragments (lower case, no accents, no separators) and the types a
# value under them is read as. A name is matched by fragment, so `customer_phone`,
# `telefonoMovil`, `PhoneNumber` and `cell-1` all read as phones.
_FIELD_FRAGMENTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("phone", ("PHONE_NUMBER",)), ("fone", ("PHONE_NUMBER",)), ("tel", ("PHONE_NUMBER",)),
    ("mobile", ("PHONE_NUMBER",)), ("movil", ("PHONE_NUMBER",)), ("cell", ("PHONE_NUMBER",)),
    ("celular", ("PHONE_NUMBER",)), ("whatsapp", ("PHONE_NUMBER",)), ("fax", ("PHONE_NUMBER",)),
    ("msisdn", ("PHONE_NUMBER",)), ("tlf", ("PHONE_NUMBER",)), ("tfno", ("PHONE_NUMBER",)),
    ("sms", ("PHONE_NUMBER",)), ("contactnumber", ("PHONE_NUMBER",)), ("numerocontacto", ("PHONE_NUMBER",)),
    ("dni", ("ES_NIF", "ES_NIE")), ("nif", ("ES_NIF", "ES_NIE")), ("nie", ("ES_NIE", "ES_NIF")),
    ("documento", ("ES_NIF", "ES_NIE", "BR_CPF")), ("taxid", ("ES_NIF", "ES_NIE", "BR_CPF")),
    ("cpf", ("BR_CPF",)), ("ssn", ("US_SSN",)), ("socialsecurity", ("US_SSN",)),
    ("iban", ("IBAN_CODE",)), ("cuenta", ("IBAN_CODE",)), ("account", ("IBAN_CODE",)),
    ("card", ("CREDIT_CARD",)), ("tarjeta", ("CREDIT_CARD",)), ("pan", ("CREDIT_CARD",)),
    ("cartao", ("CREDIT_CARD",)), ("ccnum", ("CREDIT_CARD",)),
    ("email", ("EMAIL_ADDRESS",)), ("mail", ("EMAIL_ADDRESS",)), ("correo", ("EMAIL_ADDRESS",)),
    ("key", ("SECRET",)), ("token", ("SECRET",)), ("secret", ("SECRET",)), ("password", ("SECRET",)),
    ("passwd", ("SECRET",)), ("apikey", ("SECRET",)), ("auth", ("SECRET",)), ("credential", ("SECRET",)),
    ("clave", ("SECRET",)), ("senha", ("SECRET",)),
)

# Words that hold a short fragment by accident (`hotel`, `panel`, `monkey`): a field named
# with one of them does not read as that fragment's type.
_RECORD_FRAGMENTS = ("order", "pedido", "invoice", "factura", "ticket", "tracking", "amount", "total",
                     "price", "precio", "importe", "hotel", "hostel", "intel", "pantry", "panel",
                     "company", "pancake", "japan", "spanish", "keyboard", "monkey", "turkey")


def normalise_field(name: str) -> str:
    """A field name as the fragments are written: lower case, no accents, letters and digits."""
    decomposed = unicodedata.normalize("NFKD", name.lower())
    return "".join(c for c in decomposed if c.isalnum() and not unicodedata.combining(c))


def types_of_field(name: str) -> frozenset[str]:
    """The types a value under the field `name` is read as (empty when the name says none)."""
    key = normalise_field(name)
    if not key:
        return frozenset()
    found: list[str] = []
    for fragment, types in _FIELD_FRAGMENTS:
        if fragment in key:
            if fragment in ("tel", "pan", "key", "mail", "auth") and any(r in key for r in _RECORD_FRAGMENTS):
                continue
            found.extend(types)
    return frozenset(found)


# Fields whose value is a record or an amount: a bare number under them is not a phone.
_RECORD_FIELD_FRAGMENTS = ("order", "pedido", "invoice", "factura", "ticket", "tracking", "amount", "total",
                           "price", "precio", "importe", "ref", "sku", "quantity", "qty", "count", "id",
                           "numero", "number", "code", "codigo", "balance", "saldo")


def names_a_field_type(name: str) -> bool:
    """True when a field named `name` says what its value is: a type it holds (`phone`) or a
    record it is (`order_id`, `total`). Such a name is worth reading beside its value."""
    key = normalise_field(name)
    return bool(types_of_field(name)) or any(fragment in key for fragment in _RECORD_FIELD_FRAGMENTS)


def _line_before(text: str, start: int) -> str:
    line_start = text.rfind("\n", max(0, start - _LOOKBACK), start) + 1
    return text[max(line_start, start - _LOOKBACK):start]


def key_before(text: str, start: int) -> str | None:
    """The field name written just before `start` on its line (`phone=`, `"dni": "`, `<tel>`)."""
    before = _line_before(text, start)
    if not before:
        return None
    match = _KEY_BEFORE.search(before)
    return match.group("key") if match else None


_DELIMITERS = (",", ";", "\t", "|")


def csv_header(text: str, start: int) -> str | None:
    """The header cell of the column `start` sits in, for a row of a delimited block (CSV,
    TSV, a `|` table) whose first line names its columns."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start:len(text) if line_end < 0 else line_end]
    for delimiter in _DELIMITERS:
        if delimiter not in line:
            continue
        column = text.count(delimiter, line_start, start)
        header = _header_line(text, line_start, delimiter, line.count(delimiter))
        if header is None:
            continue
        cells = header.split(delimiter)
        if column < len(cells):
            cell = cells[column].strip().strip("\"'` ")
            if cell and not any(c.isdigit() for c in cell[:1]):
                return cell
    return None


def _header_line(text: str, line_start: int, delimiter: str, count: int) -> str | None:
    """The first line of the block of lines above (and including) the one at `line_start`
    that hold `count` delimiters, when it reads as a header (no cell starting with a digit);
    a Markdown rule line (`|---|---|`) is stepped over."""
    header = None
    position = line_start
    for _ in range(200):  # a header further up than this is another table's
        if position == 0:
            break
        previous_start = text.rfind("\n", 0, position - 1) + 1
        previous = text[previous_start:position - 1]
        if previous.count(delimiter) != count:
            break
        header, position = previous, previous_start
    if header is None:
        return None
    if regex.fullmatch(r"[\s|:\-]+", header):
        return None
    cells = [cell.strip() for cell in header.split(delimiter)]
    if any(cell[:1].isdigit() for cell in cells):
        return None
    return header


def field_types(text: str, start: int) -> frozenset[str]:
    """The types the field a value at `start` sits in says it holds: from the name just before
    it, else from its column's header."""
    key = key_before(text, start)
    if key is not None:
        types = types_of_field(key)
        if types:
            return types
    if any(d in text for d in _DELIMITERS) and "\n" in text:
        header = csv_header(text, start)
        if header is not None:
            return types_of_field(header)
    return frozenset()


# Words that say a number nearby is a phone, and words that say it is a record or an amount.
# The nearest one before the number, within a few words on its line, decides.
_PHONE_WORDS = regex.compile(
    r"(?:cell(?:phone)?|mobile|phones?|telephone|tel[eé]fonos?|m[oó]vil|celular|whats?app|fax|tel|tlf|tfno|cel"
    r"|call|ring|text|sms|dial|ll[aá]m(?:ame|anos|eme|enos)|llamar(?:me|nos)?|llama|contact(?:ar|o)?"
    r"|reach|n[uú]mero|number|numero|telefone|liga(?:r)?|ligue)$",
    regex.IGNORECASE,
)
_RECORD_WORDS = regex.compile(
    r"(?:orders?|pedidos?|ref(?:erence|erencia)?|invoices?|facturas?|tickets?|tracking|seguimiento|accounts?"
    r"|cuentas?|ids?|no|n[ºo°]|total|importe|amount|price|precio|case|caso|expediente|reserva|booking"
    r"|localizador|albar[aá]n|serial|sku|c[oó]digo|code|pin|otp|items?|art[ií]culo|lote|batch|pedido|envío"
    r"|env[ií]o|shipment|parcel|paquete|customer|cliente|client|user|usuario|member|socio|contrato|contract"
    r"|policy|p[oó]liza|record|registro|bill|recibo|receipt|transaction|transacci[oó]n|payment|pago|eur|usd"
    r"|euros?|d[oó]lares|dollars?|reais|pesos)$",
    regex.IGNORECASE,
)
_WORD = regex.compile(r"[^\W\d_]+[º°]?|[€$#]")


def phone_word_says(text: str, start: int) -> bool | None:
    """True when the nearest cue word before `start` (at most four words back, on its line)
    says phone, False when it says record or amount, None when there is none.

    Possessives make `number` a phone's (`my number is`), anything else makes it a record's
    (`order number`, `número de pedido`): `number` alone decides only after `my`/`mi`."""
    before = _line_before(text, start)
    if not before.strip() and start > len(before):
        # The number starts its line: the cue may end the line before (`text me on⏎…`).
        before = _line_before(text, start - len(before) - 1)
    # Only this sentence's words: "Order 4155550133, phone case, never came. 2125550199 is my
    # cell" says nothing of the second number before it.
    sentence_end = max(before.rfind(". "), before.rfind("! "), before.rfind("? "), before.rfind(";"))
    words = _WORD.findall(before[sentence_end + 1:])[-5:]
    for index in range(len(words) - 1, -1, -1):
        word = words[index]
        if word in "€$#":
            return False
        if _RECORD_WORDS.match(word):
            if word.lower() == "no" and index > 0 and _PHONE_WORDS.match(words[index - 1]):
                return True  # Portuguese "ligar no (11) …", "liga no …": "on", not "No."
            return False
        if _PHONE_WORDS.match(word):
            if word.lower() in ("number", "numero", "número", "contacto", "contact"):
                previous = words[index - 1].lower() if index > 0 else ""
                if _RECORD_WORDS.match(previous):
                    return False
                if previous in ("my", "your", "his", "her", "our", "their", "mi", "tu", "su", "nuestro", "meu",
                                "seu", "de", "the", "this", "phone", "mobile", "cell", "contact", "contacto"):
                    return True
                continue
            return True
    return None


# A label after the number that says it is a phone: `4155550132 (cell)`, `… is my cell`,
# `… es mi móvil`, `… is my number`. Not a bare noun after a comma (`Order …, phone case`).
_PHONE_NOUN = r"(?:cell(?:phone)?|mobile|phone|telephone|tel[eé]fono|m[oó]vil|celular|whatsapp)"
_LABEL_AFTER = regex.compile(
    r"[ \t]*\([ \t]*" + _PHONE_NOUN + r"\b"
    r"|\s+(?:(?:is|es)\s+)?(?:my|your|his|her|our|their|mi|tu|su|nuestro)\s+(?:" + _PHONE_NOUN
    + r"|number|n[uú]mero(?!\s+de\b(?!\s+(?:tel[eé]fono|m[oó]vil|contacto)\b)))\b"
    r"|\s+(?:is|es)\s+" + _PHONE_NOUN + r"\b",
    regex.IGNORECASE,
)


def phone_label_after(text: str, end: int) -> bool:
    """True when a phone label follows the number ending at `end`."""
    return _LABEL_AFTER.match(text, end, min(len(text), end + 48)) is not None
