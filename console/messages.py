"""Past-tense messages the console's workers post back to the screens that started them.

Workers do the I/O; handlers only update widgets from these messages.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from textual.message import Message


@dataclass
class DaemonConnected(Message):
    """The console reached a daemon (found at --url, or started by the console)."""

    url: str
    started_here: bool


@dataclass
class DaemonFailed(Message):
    """No daemon could be found or started."""

    reason: str


@dataclass
class TurnStepPlayed(Message):
    """One step of a turn happened (a result from console.turn)."""

    result: Any


@dataclass
class TurnPlayed(Message):
    """A whole turn was played."""

    scenario_key: str


@dataclass
class ScenariosLoaded(Message):
    scenarios: list
    problems: list[str] = field(default_factory=list)


@dataclass
class GrantsLoaded(Message):
    grants: list[dict]
    entity_types: list[str]
    tokenized: list[str] = field(default_factory=list)
    """The policy: the entity types a run tokenizes (the others reach the model in clear)."""
    changes: list[dict] = field(default_factory=list)
    """The latest grant and policy change events, newest first."""


@dataclass
class GrantsChanged(Message):
    """A grant was added or removed (or a policy file imported)."""

    description: str


@dataclass
class GrantRefused(Message):
    """The daemon refused a grant change; `message` is its own wording."""

    message: str


@dataclass
class PolicyChanged(Message):
    """The policy was saved: `entity_type` is now tokenized in runs, or no longer."""

    entity_type: str
    tokenized: bool


@dataclass
class PolicyRefused(Message):
    """The daemon refused a policy change (e.g. removing the last type); its own wording."""

    message: str


@dataclass
class PolicyExported(Message):
    path: str


@dataclass
class PolicyFileProblem(Message):
    """The policy file could not be read or written (the console's side, not the daemon's)."""

    message: str


@dataclass
class AnalysisFinished(Message):
    text: str
    spans: list[dict]
    detector: str
    # What a run would generalize (quasi-identifiers) and the k it reaches; None when the
    # policy generalizes nothing.
    generalized: list[dict] | None = None
    k: int | None = None


@dataclass
class RecognizersLoaded(Message):
    recognizers: list[dict]


@dataclass
class RecognizerTested(Message):
    """The draft recognizer was tested on the sample (spans), or refused (`refusal`)."""

    text: str
    spans: list[dict]
    refusal: str | None = None
    draft: dict | None = None
    patterns: list[dict] = field(default_factory=list)
    needs_presidio: bool = False


@dataclass
class RecognizerSaved(Message):
    name: str
    entity_type: str


@dataclass
class RecognizerDeleted(Message):
    name: str


@dataclass
class RecognizerOpened(Message):
    """A saved recognizer, fetched to be edited in the form."""

    definition: dict


@dataclass
class EventsLoaded(Message):
    events: list[dict]
    summary: list[dict]
    chain: dict | None
    filters: dict = field(default_factory=dict)


@dataclass
class EventsExported(Message):
    path: str
    rows: int


@dataclass
class GrantsCompared(Message):
    """The scenario's declared grants that the policy lacks, read before a play."""

    scenario_key: str
    missing: list[tuple[str, str]]


@dataclass
class PolicyPreviewed(Message):
    """A policy file read before import: `changes` says what it would change (None: not
    readable by the console, so the daemon is left to name the problem)."""

    path: str
    text: str
    changes: list[str] | None


@dataclass
class ModelViewRead(Message):
    """The analyzer's text as a run tokenized it: what the model would read."""

    text: str
    read: str


@dataclass
class WhyNotExplained(Message):
    """Why the analyzer's selection is not (or only partly) a span, one reason a line."""

    selection: str
    reasons: list[str]
