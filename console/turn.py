"""The turn player: drives a DaemonClient through a scenario and yields what happened.

Each yielded result is a past-tense record of one step, holding both sides of the boundary
(what was written and what the other side read), so a screen or a test can show or check
them without knowing HTTP. The player owns nothing but the scripted model's memory of the
tokens it read.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from console.client import DaemonClient, DaemonError
from console.scenarios import Scenario, ScenarioError, SeenTokens, chunk_text

ANSWER_CHUNK_SIZE = 7


@dataclass(frozen=True)
class GrantsChecked:
    """The scenario's declared grants against the operator's policy before the play.

    `added` were added because the operator said so when asked; `missing` are declared but
    not granted, and the turn is played without them. Nothing else ever changes a grant."""

    scenario_key: str
    added: list[tuple[str, str]]
    missing: list[tuple[str, str]]


@dataclass(frozen=True)
class StepNote:
    """The scenario's note on the step that follows (why the model does what it does)."""

    number: int
    text: str


class TurnStopped(Exception):
    """A step failed: `number` (1-based) and `what` say which, `cause` why (the daemon's
    refusal or a scenario problem), so the player can keep it in the turn."""

    def __init__(self, number: int, what: str, cause: BaseException) -> None:
        super().__init__(f"step {number} ({what}): {cause}")
        self.number = number
        self.what = what
        self.cause = cause


@dataclass(frozen=True)
class RunOpened:
    """A run was created; `history_sent` was replayed into it, the model reads `history_read`."""

    run_id: str
    history_sent: list[dict]
    history_read: list[dict]
    resumed: bool = False


@dataclass(frozen=True)
class CustomerTokenized:
    typed: str
    model_read: str


@dataclass(frozen=True)
class ToolCalled:
    """A tool call as the model wrote it and as the tool received it, with the decisions."""

    tool: str
    as_written: Any
    as_received: Any
    decisions: list[dict]


@dataclass(frozen=True)
class ToolReplied:
    tool: str
    returned: Any
    model_read: Any


@dataclass(frozen=True)
class AnswerChunkReleased:
    """Text the stream released to the customer just now; `so_far` is everything released."""

    released: str
    so_far: str


@dataclass(frozen=True)
class AnswerStreamed:
    as_written: str
    customer_read: str


@dataclass(frozen=True)
class RunPaused:
    """The run was deleted (e.g. waiting for an approval); only `stored` roles survive."""

    run_id: str
    stored_roles: tuple[str, ...]


@dataclass(frozen=True)
class TurnFinished:
    """The turn ended; `events` are those its runs wrote, oldest first."""

    run_ids: list[str]
    events: list[dict] = field(default_factory=list)


StepResult = GrantsChecked | StepNote | RunOpened | CustomerTokenized | ToolCalled | ToolReplied \
    | AnswerChunkReleased | AnswerStreamed | RunPaused | TurnFinished


async def missing_grants(client: DaemonClient, scenario: Scenario) -> list[tuple[str, str]]:
    """The scenario's declared grants that the operator's policy does not hold (read only)."""
    existing = {(g["tool"], g["entity_type"]) for g in await client.grants()}
    return [(g.tool, g.entity_type) for g in scenario.grants if (g.tool, g.entity_type) not in existing]


async def check_grants(client: DaemonClient, scenario: Scenario, add_grants: bool) -> GrantsChecked:
    """The scenario's declared grants against the policy: the missing ones added only when the
    operator said so (`add_grants`); a refused addition stops the turn before step 1."""
    missing = await missing_grants(client, scenario)
    added = []
    if add_grants:
        for pair in missing:
            try:
                await client.add_grant(*pair)
            except DaemonError as problem:
                raise TurnStopped(0, f"adding the grant {pair[0]}: {pair[1]}", problem) from problem
            added.append(pair)
    return GrantsChecked(scenario.key, added, [pair for pair in missing if pair not in added])


def describe_step(step) -> str:
    """A step in a few words, as an error or a note names it."""
    if step.kind in ("tool_call", "tool_result"):
        return f"{step.kind.replace('_', ' ')} {step.tool}"
    return {"customer": "the customer's message", "answer": "the answer", "pause": "the pause"}.get(step.kind, step.kind)


async def play_turn(client: DaemonClient, scenario: Scenario, *, add_grants: bool = False,
                    stream_delay: float = 0.0, chunk_size: int = ANSWER_CHUNK_SIZE,
                    keep_run: bool = False) -> AsyncIterator[StepResult]:
    """Play `scenario` against the daemon, yielding one result per step as it happens.

    The operator's grants are left as they are unless `add_grants` (the operator agreed to
    add the scenario's missing ones); the first result says which declared grants are
    missing or were added. The answer goes through the WebSocket in `chunk_size` pieces,
    `stream_delay` seconds apart, and each released frame is yielded. Runs are deleted at
    the end unless `keep_run`. A failed step raises TurnStopped naming it; the run is
    deleted even then.
    """
    if scenario.grants:
        yield await check_grants(client, scenario, add_grants)
    seen = SeenTokens()
    transcript: list[dict] = []  # what the runtime could store: raw, as typed / returned / written
    run_ids: list[str] = []
    try:
        opened = await client.create_run(scenario.tenant, scenario.session, language=scenario.language,
                                         history=list(scenario.history) or None)
    except Exception as problem:
        raise TurnStopped(0, "opening the run", problem) from problem
    run_id = opened["run_id"]
    run_ids.append(run_id)
    seen.observe(opened.get("history") or [])
    transcript.extend(scenario.history)
    yield RunOpened(run_id, list(scenario.history), opened.get("history") or [])
    try:
        for number, step in enumerate(scenario.steps, start=1):
            if step.note:
                yield StepNote(number, step.note)
            try:
                async for result in _play_step(client, scenario, step, run_id, seen, transcript, stream_delay,
                                               chunk_size):
                    if isinstance(result, RunOpened):
                        run_id = result.run_id
                        run_ids.append(run_id)
                    yield result
            except (DaemonError, ScenarioError) as problem:
                raise TurnStopped(number, describe_step(step), problem) from problem
    finally:
        if not keep_run:
            try:
                await client.delete_run(run_id)
            except Exception:  # already gone (expired or deleted): nothing to wipe
                pass
    yield TurnFinished(run_ids, await events_of_runs(client, run_ids))


async def _play_step(client: DaemonClient, scenario: Scenario, step, run_id: str, seen: SeenTokens,
                     transcript: list[dict], stream_delay: float, chunk_size: int) -> AsyncIterator[StepResult]:
    if step.kind == "customer":
        read = await client.tokenize_customer(run_id, step.text)
        seen.observe(read)
        transcript.append({"role": "user", "content": step.text})
        yield CustomerTokenized(step.text, read)
    elif step.kind == "tool_call":
        written = seen.resolve(step.payload)
        answer = await client.restore_tool_call(run_id, step.tool, written)
        yield ToolCalled(step.tool, written, answer["arguments"], answer.get("decisions", []))
    elif step.kind == "tool_result":
        read = await client.tokenize_tool_result(run_id, step.tool, step.payload)
        seen.observe(read)
        transcript.append({"role": "tool", "tool": step.tool, "content": step.payload})
        yield ToolReplied(step.tool, step.payload, read)
    elif step.kind == "answer":
        written = seen.resolve(step.text)
        released = ""
        async for frame in client.stream_answer(run_id, chunk_text(written, chunk_size), stream_delay):
            released += frame
            yield AnswerChunkReleased(frame, released)
        transcript.append({"role": "assistant", "content": written})
        yield AnswerStreamed(written, released)
    elif step.kind == "pause":
        await client.delete_run(run_id)
        yield RunPaused(run_id, step.store)
        stored = [item for item in transcript if item["role"] in step.store]
        opened = await client.create_run(scenario.tenant, scenario.session,
                                         language=scenario.language, history=stored)
        # The model keeps its own context across the pause; the daemon does not.
        yield RunOpened(opened["run_id"], stored, opened.get("history") or [], resumed=True)


async def events_of_runs(client: DaemonClient, run_ids: list[str], limit: int = 500) -> list[dict]:
    """Events written by these runs, oldest first (the API answers newest first)."""
    wanted = set(run_ids)
    recent = await client.events(limit=limit)
    return [event for event in reversed(recent) if event.get("run_id") in wanted]


def as_json_text(value: Any) -> str:
    """Pretty JSON for display (strings stay strings)."""
    if isinstance(value, str):
        return value
    return json.dumps(value, indent=2, ensure_ascii=False)
