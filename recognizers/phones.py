"""Phone numbers of any country, found by shape and judged by libphonenumber.

One scan proposes every run of digits a phone could be (with a `+`/`00` prefix, grouped by
spaces, dots, dashes, slashes or parentheses, an extension after it); libphonenumber's
metadata (`phonenumbers`, offline) decides whether it is a number of a region, and how it
is written decides how much context it needs:

- with its country prefix (`+44 20 7946 0958`, `0034 612…`, `tel:+1-…`): any valid number
  of any country;
- grouped the way a region groups it (libphonenumber's own national format, a grouping
  people there write, or one its STRICT_GROUPING leniency accepts for that region): a valid
  number of a configured region;
- a bare run of digits, alone as often an order number as a phone: only where a field name,
  a column header or a word says phone, or the run is a number with its country code but no
  `+` (`5511961234567`), a Spanish 9-digit number or a national number with its trunk `0`.

Without a country prefix, a record word nearest before it in its sentence (`order`,
`pedido`, `ref`, `total`, `€`) or a field of another type (`dni=`, `iban:`) keeps it out,
unless a field name says phone; a date never is one.

Nothing here is cached by value: a cache keyed by the numbers it judged would keep
customers' phones in memory after their runs are gone.
"""

from __future__ import annotations

import re
from functools import cache

import phonenumbers
import regex
from phonenumbers import Leniency, PhoneNumberMatcher, PhoneNumberType

from recognizers import context

# Regions whose national formats are read without a `+` prefix. An operator can set another
# list with RESGUARDO_PHONE_REGIONS (comma-separated ISO codes); every country's numbers are
# read with their prefix whatever the list.
DEFAULT_REGIONS: tuple[str, ...] = ("ES", "US", "GB", "BR", "MX", "PT", "FR", "DE", "IT", "AR", "CO", "CL")

# A candidate: an optional `tel:` and prefix, then digits with at most two separators
# between any two, a bracketed area code, and an optional extension. Separators never start
# or end it, so the text's own punctuation stays outside.
_CANDIDATE = regex.compile(
    r"(?<![\w+@&])(?<![^\W_]-)(?:tel:)?"
    r"(?P<number>(?:\+|00(?=[1-9]))?(?:\(\+?\d{1,5}\)[ .\-/]{0,2})?\d(?:[ .\-/]{0,2}(?:\(0\)|\(\d{1,5}\))?[ .\-/]{0,2}\d){5,17})"
    r"(?P<extension>[ \t]*(?:x|ext\.?|extension|extensi[oó]n|ramal|#)[ \t]*\d{1,6})?"
    r"(?![\d])(?![^\W\d_])",
    regex.IGNORECASE,
)
# A date is never a phone, whatever a region's plan allows (nor is a run that starts with one).
_DATE = regex.compile(
    r"(?:19|20)\d\d(?P<s>[\-/.])(?:0?[1-9]|1[0-2])(?P=s)(?:0?[1-9]|[12]\d|3[01])(?!\d)"
    r"|(?:0?[1-9]|[12]\d|3[01])(?P<t>[\-/.])(?:0?[1-9]|1[0-2])(?P=t)(?:19|20)\d\d(?!\d)"
)
# A CPF as Brazil writes it (123.456.789-09) is never a phone, though its digits can be one.
_ANOTHER_TYPES_SHAPE = regex.compile(r"\d{3}\.\d{3}\.\d{3}-\d{2}")
_WRITTEN_LIKE_AN_AMOUNT = regex.compile(r"\d{1,3}(?:[.,]\d{3})+|\d{1,3}(?:[.,]\d{2,3})+")
_GROUPS = regex.compile(r"\d+")

_MOBILE_TYPES = (PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE_OR_MOBILE)
# The numbers people dial. Premium, shared-cost, corporate (UAN), pager and voicemail ranges
# are carved out of digit runs that, written without a prefix, are a record's far more often.
_DIALLED_TYPES = (PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE_OR_MOBILE,
                  PhoneNumberType.VOIP, PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.TOLL_FREE)


_NON_DIGITS = regex.compile(r"\D+")


def _digits(text: str) -> str:
    return _NON_DIGITS.sub("", text)


def _cuts(text: str) -> frozenset[int]:
    """Where the digit groups of `text` end, counted in digits (`612 34 56 78`: 3, 5, 7)."""
    cuts, count = set(), 0
    for group in _GROUPS.findall(text):
        count += len(group)
        cuts.add(count)
    return frozenset(cuts)


def _international(number: str) -> bool:
    """A number written with its country prefix: valid in that country's plan."""
    try:
        parsed = phonenumbers.parse("+" + number[2:] if number.startswith("00") else number, None)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_valid_number(parsed)


def _reads_as_national(number: str, regions: tuple[str, ...], grouped: bool) -> bool:
    """True when, in one of `regions`, the nationally written `number` is a valid number
    people dial, written with the digits that region writes (its trunk prefix included where
    its national format has one: `7400 123456` is no British number, `07400 123456` is; NANP's
    optional `1` in front, as in 1-800-555-0199) and, when `grouped`, grouped as that region
    groups it. The regions are tried in order; libphonenumber's slow STRICT_GROUPING matcher
    only after every region's format and habits have said no."""
    digits = _digits(number)
    strict: list[str] = []
    for region in regions:
        if not _could_be(region, digits):
            continue
        try:
            parsed = phonenumbers.parse(number, region)
        except phonenumbers.NumberParseException:
            continue
        # Where _could_be read the dialled types' patterns it has already answered what
        # is_valid_number_for_region would (a type's pattern and a possible length); where
        # the plan rewrites numbers while parsing, only the parsed number can say.
        if _shape_of(region)[1] is None and not (phonenumbers.is_valid_number_for_region(parsed, region)
                                                 and phonenumbers.number_type(parsed) in _DIALLED_TYPES):
            continue
        national = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.NATIONAL)
        trunk = phonenumbers.ndd_prefix_for_region(region, True) or ""
        if digits not in (_digits(national), trunk + _digits(national)):
            continue
        if not grouped or _written_as_region_formats_it(number, region, national, trunk):
            return True
        strict.append(region)
    # A lone digit split off by a dash or a space (`2-24757562`) is how codes and ranks are
    # written, not numbers, unless it is a bracketed area code: STRICT_GROUPING would take it.
    if not strict or regex.search(r"(?<![\d(])\d(?![\d)])", number) is not None:
        return False
    # STRICT_GROUPING accepts groups that merge the format's (`650 2530000`) and the
    # groupings of libphonenumber's alternate formats.
    return any(m.start == 0 and m.end == len(number)
               for region in strict for m in PhoneNumberMatcher(number, region, leniency=Leniency.STRICT_GROUPING))


@cache
def _shape_of(region: str) -> tuple[frozenset[int], tuple[re.Pattern, ...] | None, str]:
    """A region's dialled numbers in outline, from libphonenumber's metadata: their possible
    lengths, the patterns of the types people dial (None where the plan rewrites a number
    while parsing, as Argentina's mobile `15`, so only the parser can tell), its trunk prefix."""
    metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
    lengths = frozenset(metadata.general_desc.possible_length)
    if metadata.national_prefix_transform_rule is not None:
        return lengths | frozenset(n + 2 for n in lengths), None, metadata.national_prefix or ""
    descs = (metadata.fixed_line, metadata.mobile, metadata.toll_free, metadata.voip, metadata.personal_number)
    # `re`, as libphonenumber itself compiles them: these long alternations of literal
    # prefixes run several times faster there than in `regex`.
    patterns = tuple(re.compile(desc.national_number_pattern) for desc in descs
                     if desc is not None and desc.national_number_pattern)
    return lengths, patterns, metadata.national_prefix or ""


def _could_be(region: str, digits: str) -> bool:
    """A quick no for most digit runs before libphonenumber parses them (a parse, a validity
    check and a format cost about 50 us a region): the national number, with or without the
    trunk prefix, must have a possible length and match one of the dialled types' patterns."""
    lengths, patterns, trunk = _shape_of(region)
    for national in (digits, digits[len(trunk):] if trunk and digits.startswith(trunk) else None):
        if national and len(national) in lengths and (
                patterns is None or any(pattern.fullmatch(national) for pattern in patterns)):
            return True
    return False


# Groupings people of a region write that its national format does not produce, checked
# before the (slow, about 1 ms) STRICT_GROUPING matcher, which accepts them too through
# libphonenumber's alternate formats: Spaniards write mobiles 3-3-3 as often as 3-2-2-2.
_HABITS: dict[str, frozenset[tuple[int, ...]]] = {"ES": frozenset({(3, 3, 3), (2, 3, 2, 2)})}


def _group_lengths(number: str) -> tuple[int, ...]:
    return tuple(len(group) for group in _GROUPS.findall(number))


def _written_as_region_formats_it(number: str, region: str, national: str, trunk: str) -> bool:
    """True when `number`'s digit groups are `region`'s national format (`national`,
    libphonenumber's) or a finer split of it (`(11) 9 1234-5678`), with the trunk prefix in
    front or not (1 (415) 555-0132), or a grouping people of the region write (_HABITS)."""
    cuts = _cuts(number)
    if _cuts(national) <= cuts and _digits(national) == _digits(number):
        return True
    if trunk and _digits(number) == trunk + _digits(national) and len(trunk) in cuts \
            and {len(trunk) + cut for cut in _cuts(national)} <= cuts:
        return True
    return _group_lengths(number) in _HABITS.get(region, ())


def _with_country_code(digits: str, regions: tuple[str, ...]) -> bool:
    """A bare run that is a configured region's number with its country code and no `+`
    (`5511961234567`, `34612345678`). Not NANP's `1`, whose 11 digits are as often a CPF or
    an order number."""
    if len(digits) < 11 or digits[0] == "1":
        return False
    if not any(digits.startswith(code) and _could_be(region, digits[len(code):])
               for region, code in _country_codes(regions)):
        return False  # the quick no, before libphonenumber parses it
    try:
        parsed = phonenumbers.parse("+" + digits, None)
    except phonenumbers.NumberParseException:
        return False
    return (phonenumbers.is_valid_number(parsed)
            and phonenumbers.region_code_for_number(parsed) in regions
            and phonenumbers.number_type(parsed) in _MOBILE_TYPES)


def find_phones(text: str, regions: tuple[str, ...] = DEFAULT_REGIONS) -> list[tuple[int, int, float]]:
    """(start, end, score) of every phone number in `text`. Score 1.0 where its form or a
    cue says phone, 0.9 for a bare national run taken on its shape alone."""
    found = []
    for match in _CANDIDATE.finditer(text):
        number = match.group("number")
        # A `tel:` link is the value as written: its token replaces the whole link.
        start, end = match.start(), match.end()
        score = _judge(text, number, match.start("number"), end, regions)
        if score:
            found.append((start, end, score))
    return found


def _judge(text: str, number: str, start: int, end: int, regions: tuple[str, ...]) -> float:
    if number[0] == "+" or number.startswith("00"):
        # A country prefix says phone whatever the field or the words around it.
        return 1.0 if _international(number) else 0.0
    if _DATE.match(number) or _ANOTHER_TYPES_SHAPE.fullmatch(number):
        return 0.0
    digits = _digits(number)
    if len(digits) > 15:
        return 0.0  # longer than any number's international form (E.164)
    # The context first: it is cheaper than the metadata, and it rules out most digit runs
    # (an order number, an amount) before any region is asked.
    fields = context.field_types(text, start) if start else frozenset()
    field_says_phone = "PHONE_NUMBER" in fields
    if fields and not field_says_phone:
        return 0.0  # `dni: …`, `iban=…`: a field of another type
    word = None if field_says_phone else context.phone_word_says(text, start)
    if word is False:
        return 0.0
    says_phone = field_says_phone or word is True or context.phone_label_after(text, end)
    if digits == number and not says_phone:
        # Bare and without a cue: a Spanish number (how Spaniards write theirs), a national
        # number with its trunk 0 (07400123456, 0612345678), or one with its country code
        # and no `+` (5511961234567); other bare runs are records as often as phones.
        if len(digits) == 9 and digits[0] in "6789":
            return 0.9 if "ES" in regions and _reads_as_national(number, ("ES",), grouped=False) else 0.0
        if digits[0] == "0" and len(digits) >= 10:
            return 0.9 if _reads_as_national(number, _trunk_zero(regions), grouped=False) else 0.0
        return 0.9 if _with_country_code(digits, regions) else 0.0
    if digits != number and not says_phone and (_WRITTEN_LIKE_AN_AMOUNT.fullmatch(number) or len(digits) < 8):
        # 612.345.678, 1.234.567: as often an amount; seven digits or fewer (0-343883): as
        # often a code or a reference. Either is a phone only beside a cue.
        return 0.0
    if _reads_as_national(number, regions, grouped=digits != number):
        return 1.0
    return 1.0 if _with_country_code(digits, regions) else 0.0


@cache
def _country_codes(regions: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    return tuple((region, str(phonenumbers.country_code_for_region(region))) for region in regions)


@cache
def _trunk_zero(regions: tuple[str, ...]) -> tuple[str, ...]:
    """The regions whose national numbers are written with a trunk `0` in front."""
    return tuple(region for region in regions if phonenumbers.ndd_prefix_for_region(region, True) == "0")
