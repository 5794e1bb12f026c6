"""What the boundary writes down: value-free events and tool-call audit rows (docs/tokens.md §8).

These records name kinds of data, tools, runs and JSON paths. They never hold a value or a
token; the store refuses nothing here because nothing here can carry one by construction:
every field is an identifier chosen by the daemon or a validated name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

EventKind = Literal[
    "restored",         # a token became its value inside a granted tool call
    "withheld",         # a token stayed a token in a tool call (reason says why)
    "answer_restored",  # a token became the customer's own value in the answer
    "collision",        # two canonical values met on one token; it is unrestorable now
    "run_rebuilt",      # a run was created from stored history
    "run_expired",      # an idle run expired and its mapping was wiped
    "generalized",      # a quasi-identifier was generalized: entity_type, level, k (rows matching)
    # Changes, outside any run (tenant, session and run are null): who could receive what,
    # and what is tokenized, as it was on any day. They name what changed, never a value.
    "grant_added",         # tool, entity_type
    "grant_removed",       # tool, entity_type
    "policy_changed",      # entity_type, change: tokenized | untokenized
    "recognizer_added",    # recognizer, entity_type, change: new | replaced
    "recognizer_removed",  # recognizer, entity_type
    "contract_changed",    # tool, change: new | replaced | removed
    # Tool contracts at work, inside a run (docs/contracts.md): names and rules, never a value.
    "contract_refused",    # tool, path (the property), rule (the JSON Schema keyword that failed)
    "contract_dropped",    # tool, path (a field of the reply the contract does not let through)
]
ChangeKind = Literal["grant_added", "grant_removed", "policy_changed", "recognizer_added", "recognizer_removed",
                     "contract_changed"]
# What a change event's `change` says: of a policy_changed, whether its type is now tokenized;
# of a recognizer_added, whether the name was new; of a contract_changed, what became of it.
Change = Literal["tokenized", "untokenized", "new", "replaced", "removed"]
WithheldReason = Literal["no_grant", "not_issued", "collision"]


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    tenant: str | None  # None only for a change (ChangeKind): it happens outside any run
    session: str | None
    run_id: str | None
    tool: str | None = None
    entity_type: str | None = None
    path: str | None = None
    reason: WithheldReason | None = None
    recognizer: str | None = None  # the operator recognizer a recognizer_* event names
    change: Change | None = None
    rule: str | None = None  # the contract rule (a JSON Schema keyword) a contract_refused names
    level: str | None = None  # of a generalized event: the level applied
    k: int | None = None      # of a generalized event: population rows matching (None: no table)


def change_event(kind: ChangeKind, *, tool: str | None = None, entity_type: str | None = None,
                 recognizer: str | None = None, change: Change | None = None) -> Event:
    """A change event: no tenant, session or run; what changed, named."""
    return Event(kind=kind, tenant=None, session=None, run_id=None, tool=tool, entity_type=entity_type,
                 recognizer=recognizer, change=change)


@dataclass(frozen=True, slots=True)
class ToolCallAudit:
    """The shape of a tool call as the tool received it.

    `shape` is the arguments with every string leaf that carried a token replaced by
    `<sanitized:ENTITY_TYPE>` (restored) or `<withheld:ENTITY_TYPE>` (passed on as a token).
    Other leaves keep their JSON type but their content is irrelevant to the record, so the
    boundary replaces remaining strings by `<text>` as well: a value that no detector found
    must not be copied into the record either.
    """

    tenant: str
    session: str
    run_id: str
    tool: str
    shape: Any = field(default=None)
    outcome: Literal["refused"] | None = None  # refused: the tool received nothing (its contract)


class Recorder(Protocol):
    """Where the boundary sends what it decided. The store implements it."""

    def record_events(self, events: list[Event]) -> None: ...

    def record_tool_call(self, audit: ToolCallAudit, events: list[Event]) -> None:
        """The call's audit row and its decisions' events, all written or none."""
        ...


class GrantLookup(Protocol):
    def is_granted(self, tool: str, entity_type: str) -> bool: ...


class PolicyLookup(Protocol):
    def tokenized_entities(self) -> list[str]: ...


class QuasiPolicyLookup(Protocol):
    def quasi_identifier_policy(self) -> Any:
        """The quasi-identifier options as a turn reads them (a generalization.QuasiPolicy),
        or None when nothing is generalized."""
        ...


class PolicyEditor(Protocol):
    """Where grants and policy files are written (the store), each write all or nothing."""

    def check_grant(self, tool: str, entity_type: str) -> None:
        """Refuse what add_grant would refuse, writing nothing."""
        ...

    def add_grant(self, tool: str, entity_type: str) -> bool: ...

    def read_policy_file(self, text: str | bytes) -> Any:
        """The file parsed and checked (`entities`, `grants` as (tool, type) pairs), unwritten."""
        ...

    def import_policy_file(self, text: str | bytes) -> Any: ...

    def check_contract_tool(self, tool: str) -> None:
        """Refuse a tool name a contract may not carry, writing nothing."""
        ...

    def put_contract(self, contract: Any) -> str | None:
        """Store a checked contract; `new`, `replaced`, or None when unchanged."""
        ...
