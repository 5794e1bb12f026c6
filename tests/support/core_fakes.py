"""Fakes at the edges the core does not own: a regex detector and an in-memory store.

Every value used with these fakes is obviously fictitious: example.com emails, 555 phones,
an all-zero NIF.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from daemon.core.boundary import Boundary
from daemon.core.contracts import Contract
from daemon.core.records import Event, ToolCallAudit
from daemon.core.tokens import TOKEN_PATTERN
from daemon.detectors.base import Detector, Span

SECRET = bytes(range(32))

# SECRET here is anything between « and »: a way to push arbitrary characters (quotes,
# backslashes, newlines, emoji, RTL) through the boundary as one detected value.
PATTERNS: dict[str, re.Pattern] = {
    "EMAIL_ADDRESS": re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"),
    "PHONE_NUMBER": re.compile(r"\+?\d[\d \-]{6,}\d"),
    "ES_NIF": re.compile(r"\b\d{8}[A-Z]\b"),
    "PERSON": re.compile(r"\b(?:Ana Pérez|Fulano de Tal|John Doe)\b"),
    "SECRET": re.compile(r"«[^«»]*»"),
}


class FakeDetector(Detector):
    name = "fake"

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def detect(self, text: str, language: str, entities: Iterable[str] | None = None) -> list[Span]:
        self.calls.append((text, language))
        wanted = set(entities) if entities is not None else set(PATTERNS)
        spans = []
        for entity_type, pattern in PATTERNS.items():
            if entity_type in wanted:
                spans += [Span(m.start(), m.end(), entity_type, 0.9, "fake") for m in pattern.finditer(text)]
        return spans

    def supported_languages(self) -> list[str]:
        return ["en", "es"]

    def supported_entities(self, language: str) -> list[str]:
        return list(PATTERNS)


@dataclass
class MemoryStore:
    grants: set[tuple[str, str]] = field(default_factory=set)
    entities: list[str] = field(default_factory=lambda: ["EMAIL_ADDRESS", "PHONE_NUMBER", "ES_NIF", "SECRET"])
    events: list[Event] = field(default_factory=list)
    audits: list[ToolCallAudit] = field(default_factory=list)
    contracts: dict[str, Contract] = field(default_factory=dict)

    def is_granted(self, tool: str, entity_type: str) -> bool:
        return (tool, entity_type) in self.grants

    def contract_for(self, tool: str) -> Contract | None:
        return self.contracts.get(tool)

    def tokenized_entities(self) -> list[str]:
        return list(self.entities)

    def record_events(self, events: list[Event]) -> None:
        self.events.extend(events)

    def record_tool_call(self, audit: ToolCallAudit, events: list[Event]) -> None:
        self.audits.append(audit)
        self.events.extend(events)

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def written(self) -> str:
        """Everything this store was asked to write, as one string to search."""
        return repr(self.events) + repr(self.audits)

    def assert_value_free(self, *values: str) -> None:
        text = self.written()
        for value in values:
            assert value not in text
        assert TOKEN_PATTERN.search(text) is None


class FakeClock:
    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def make_boundary(store: MemoryStore | None = None, clock: FakeClock | None = None,
                  secret: bytes = SECRET, ttl: float = 900) -> tuple[Boundary, MemoryStore, FakeClock]:
    store = store or MemoryStore()
    clock = clock or FakeClock()
    boundary = Boundary(secret, FakeDetector(), store, store, store, clock=clock, default_ttl_seconds=ttl,
                        contracts=store)
    return boundary, store, clock
