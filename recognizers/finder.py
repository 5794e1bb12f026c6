"""Every structured value in a text: one entry point for both detectors.

Each type has one finder (candidates by shape, judged by an authoritative validator, with
the text's structure as context): the `patterns` detector calls `find` directly, and each of
our Presidio recognizers calls it for its own type, so both report exactly the same spans.

A message gets one time budget for all of its types, checked after each type's finder: a
message that exhausts it raises `FindTimedOut`, and the caller refuses it rather than
forwarding it half-read. Every pattern here is written to run in time linear in the text
(bounded repetitions, no nested unbounded ones; context is read a bounded distance back),
so the budget is a backstop, not the guard: a scan is not interrupted mid-way (the `regex`
module's per-scan timeout costs a clock read per scan, a tenth of a message's time).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable

from recognizers import bank, emails, identity_numbers, phones, secrets

# Seconds a message may take across every type; generous (a 1 MB message of digit runs
# takes about a second), so only pathological input reaches it.
DEFAULT_BUDGET_SECONDS = 5.0


class FindTimedOut(Exception):
    """The message took longer than its budget; nothing found in it may be trusted as complete."""


def _phone_regions() -> tuple[tuple[str, ...], str | None]:
    """The regions whose national phone formats are read (RESGUARDO_PHONE_REGIONS, comma-
    separated ISO codes; the defaults when unset), and what is wrong with the setting, if
    anything: the daemon refuses to start on a region libphonenumber does not know rather
    than read fewer numbers than the operator asked for."""
    import phonenumbers

    configured = os.environ.get("RESGUARDO_PHONE_REGIONS", "")
    regions = tuple(dict.fromkeys(part.strip().upper() for part in configured.split(",") if part.strip()))
    unknown = [region for region in regions if region not in phonenumbers.SUPPORTED_REGIONS]
    if unknown:
        return phones.DEFAULT_REGIONS, ("RESGUARDO_PHONE_REGIONS names regions libphonenumber does not know: "
                                        + ", ".join(unknown[:5]))
    return regions or phones.DEFAULT_REGIONS, None


_REGIONS, PHONE_REGIONS_PROBLEM = _phone_regions()

FINDERS: dict[str, Callable[[str], list[tuple[int, int, float]]]] = {
    "EMAIL_ADDRESS": emails.find_emails,
    "PHONE_NUMBER": lambda text: phones.find_phones(text, _REGIONS),
    "CREDIT_CARD": bank.find_cards,
    "IBAN_CODE": bank.find_ibans,
    "ES_NIF": identity_numbers.find_nif,
    "ES_NIE": identity_numbers.find_nie,
    "BR_CPF": identity_numbers.find_cpf,
    "US_SSN": identity_numbers.find_ssn,
    "SECRET": secrets.find_secrets,
}


def find(text: str, entities: Iterable[str], budget: float = DEFAULT_BUDGET_SECONDS
         ) -> list[tuple[int, int, str, float]]:
    """(start, end, entity_type, score) of every value of `entities` (types without a finder
    are ignored), in no particular order, possibly overlapping."""
    deadline = time.monotonic() + budget
    found = []
    for entity in entities:
        finder = FINDERS.get(entity)
        if finder is None:
            continue
        found.extend((start, end, entity, score) for start, end, score in finder(text))
        if time.monotonic() > deadline:
            raise FindTimedOut()
    return found
