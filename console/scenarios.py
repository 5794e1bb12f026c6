"""Turn scenarios: the YAML format, loading, and the scripted model's token placeholders.

A scenario is one scripted turn (format in console/scenarios/README.md). The "model" is
scripted, so it cannot know token values in advance: it names the tokens it has read by
label and order, `{EMAIL#1}` being the first distinct EMAIL token it has read in this play.
That keeps scenarios independent of the daemon's secret while still saying exactly which
token the model repeats, mangles or invents.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

BUNDLED_DIR = Path(__file__).resolve().parent / "scenarios"
USER_SCENARIOS_DIR = "scenarios"

# A token as the daemon writes it: [LABEL_12 hex]. Matching mirrors docs/tokens.md §5.
TOKEN = re.compile(r"\[([A-Za-z][A-Za-z0-9_]{0,16})_([0-9a-fA-F]{12})\]")
PLACEHOLDER = re.compile(r"\{([A-Z][A-Z0-9_]{0,16})#([1-9][0-9]*)(?::([a-z_]+))?\}")
MODIFIERS = ("mangled", "lower", "bare")
ROLES = ("user", "assistant", "tool")
STEP_KINDS = ("customer", "tool_call", "tool_result", "answer", "pause")


class ScenarioError(ValueError):
    """A scenario file is not in the documented format; the message names the file and field."""


@dataclass(frozen=True)
class Step:
    """One step of the scripted turn. `kind` is one of STEP_KINDS."""

    kind: str
    text: str = ""
    tool: str = ""
    payload: Any = None          # tool_call arguments or tool_result result
    store: tuple[str, ...] = ()  # pause: roles the runtime stored for the history replay
    note: str = ""


@dataclass(frozen=True)
class Grant:
    tool: str
    entity_type: str


@dataclass(frozen=True)
class Scenario:
    """A scripted turn: who says what, in order, plus the grants it needs."""

    key: str
    title: str
    description: str
    tenant: str
    session: str
    language: str
    steps: tuple[Step, ...]
    grants: tuple[Grant, ...] = ()
    history: tuple[dict, ...] = ()
    source: str = "bundled"
    path: Path | None = None

    @property
    def tools(self) -> list[str]:
        """Tools this scenario calls, in order of first call."""
        seen: dict[str, None] = {}
        for step in self.steps:
            if step.kind == "tool_call":
                seen.setdefault(step.tool, None)
        return list(seen)


def parse_scenario(data: Any, key: str, *, source: str = "bundled", path: Path | None = None) -> Scenario:
    """A Scenario from parsed YAML. Raises ScenarioError naming the field that is wrong."""
    where = str(path or key)
    if not isinstance(data, dict):
        raise ScenarioError(f"{where}: a scenario is a mapping with title and steps")
    title = _string(data, "title", where, required=True)
    language = data.get("language", "auto")
    if language not in ("auto", "en", "es"):
        raise ScenarioError(f"{where}: language must be auto, en or es")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise ScenarioError(f"{where}: steps must be a non-empty list")
    steps = tuple(_parse_step(item, f"{where}: steps[{i}]") for i, item in enumerate(raw_steps))
    grants = []
    for i, item in enumerate(data.get("grants") or []):
        if not isinstance(item, dict) or not isinstance(item.get("tool"), str) \
                or not isinstance(item.get("entity_type"), str):
            raise ScenarioError(f"{where}: grants[{i}] must be {{tool, entity_type}}")
        grants.append(Grant(item["tool"], item["entity_type"]))
    history = []
    for i, item in enumerate(data.get("history") or []):
        if not isinstance(item, dict) or item.get("role") not in ROLES or "content" not in item:
            raise ScenarioError(f"{where}: history[{i}] must be {{role: user|assistant|tool, content, tool?}}")
        history.append(dict(item))
    return Scenario(
        key=key, title=title, description=str(data.get("description", "")).strip(),
        tenant=str(data.get("tenant", "demo")), session=str(data.get("session", key)),
        language=language, steps=steps, grants=tuple(grants), history=tuple(history),
        source=source, path=path,
    )


def _string(data: dict, name: str, where: str, required: bool = False) -> str:
    value = data.get(name)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or not value.strip():
        raise ScenarioError(f"{where}: {name} must be a non-empty string")
    return value


def _parse_step(item: Any, where: str) -> Step:
    if not isinstance(item, dict):
        raise ScenarioError(f"{where} must be a mapping with one of {', '.join(STEP_KINDS)}")
    kinds = [kind for kind in STEP_KINDS if kind in item]
    if len(kinds) != 1:
        raise ScenarioError(f"{where} must have exactly one of {', '.join(STEP_KINDS)}")
    kind = kinds[0]
    body = item[kind]
    # A note sits beside the step (`note:` under `- pause:`) or, for a tool step, inside it
    # beside `tool` (`tool_call: {tool, note, arguments}`): both spellings are in the bundled
    # scenarios, and the second was read as nothing before.
    note = item.get("note")
    if note is None and kind in ("tool_call", "tool_result") and isinstance(body, dict):
        note = body.get("note")
    note = "" if note is None else str(note)
    if kind in ("customer", "answer"):
        if not isinstance(body, str):
            raise ScenarioError(f"{where}.{kind} must be a string")
        return Step(kind, text=body, note=note)
    if kind == "pause":
        store = (body or {}).get("store", ["user", "assistant"]) if isinstance(body, (dict, type(None))) else None
        if not isinstance(store, list) or any(role not in ROLES for role in store):
            raise ScenarioError(f"{where}.pause.store must be a list of user, assistant, tool")
        return Step(kind, store=tuple(store), note=note)
    field_name = "arguments" if kind == "tool_call" else "result"
    if not isinstance(body, dict) or not isinstance(body.get("tool"), str) or field_name not in body:
        raise ScenarioError(f"{where}.{kind} must be {{tool, {field_name}}}")
    return Step(kind, tool=body["tool"], payload=body[field_name], note=note)


def load_scenario_file(path: Path, source: str = "bundled") -> Scenario:
    """Read and parse one scenario YAML file."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise ScenarioError(f"{path} is not UTF-8 text") from None
    except OSError as problem:
        raise ScenarioError(f"{path} cannot be read: {problem.strerror or type(problem).__name__}") from None
    except RecursionError:
        raise ScenarioError(f"{path} nests too deeply") from None
    except yaml.YAMLError as problem:
        mark = getattr(problem, "problem_mark", None)
        line = f" line {mark.line + 1}" if mark is not None else ""
        raise ScenarioError(f"{path}:{line} is not valid YAML") from None
    return parse_scenario(data, path.stem, source=source, path=path)


def load_scenarios(data_dir: Path | None = None) -> tuple[list[Scenario], list[str]]:
    """Bundled scenarios, then the operator's from `<data_dir>/scenarios/`.

    Returns (scenarios, problems): a broken file is reported, not fatal. An operator's file
    with the same name as a bundled one replaces it.
    """
    found: dict[str, Scenario] = {}
    problems: list[str] = []
    folders = [(BUNDLED_DIR, "bundled")]
    if data_dir is not None:
        folders.append((Path(data_dir) / USER_SCENARIOS_DIR, "operator"))
    for folder, source in folders:
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.yaml")) + sorted(folder.glob("*.yml")):
            try:
                scenario = load_scenario_file(path, source)
            except ScenarioError as problem:
                problems.append(str(problem))
                continue
            found[scenario.key] = scenario
    return list(found.values()), problems


class SeenTokens:
    """The tokens the scripted model has read, per label, in order of first appearance."""

    def __init__(self) -> None:
        self._by_label: dict[str, list[str]] = {}

    def observe(self, value: Any) -> None:
        """Remember every token in `value` (a string or any JSON), in reading order."""
        for text in _strings(value):
            for match in TOKEN.finditer(text):
                label = match.group(1).upper()
                tokens = self._by_label.setdefault(label, [])
                if match.group(0) not in tokens:
                    tokens.append(match.group(0))

    def token(self, label: str, n: int) -> str | None:
        """The n-th (1-based) distinct token with `label`, or None."""
        tokens = self._by_label.get(label.upper(), [])
        return tokens[n - 1] if 0 < n <= len(tokens) else None

    def count(self, label: str) -> int:
        return len(self._by_label.get(label.upper(), []))

    def resolve(self, template: Any) -> Any:
        """`template` with every `{LABEL#n[:modifier]}` replaced by the token it names.

        Modifiers show what the model may get wrong: `mangled` changes the last hex digit
        (a token the run never issued), `lower` lower-cases the label (still the same token:
        matching is case-insensitive), `bare` drops the brackets (a reshape models make: restored
        like the token, docs/tokens.md §5). Applies
        to string leaves of JSON; keys are left alone. Raises ScenarioError when the model
        names a token it has not read.
        """
        if isinstance(template, str):
            return PLACEHOLDER.sub(self._replace, template)
        if isinstance(template, dict):
            return {key: self.resolve(value) for key, value in template.items()}
        if isinstance(template, list):
            return [self.resolve(value) for value in template]
        return template

    def _replace(self, match: re.Match) -> str:
        label, n, modifier = match.group(1), int(match.group(2)), match.group(3)
        token = self.token(label, n)
        if token is None:
            # The usual cause is the policy, not the script: a type no longer tokenized
            # reaches the model in clear, so no token of it was read.
            raise ScenarioError(
                f"the model refers to {match.group(0)} but has read {self.count(label)} {label} token(s); "
                f"if {label} values reached the model in clear, its type is not tokenized (Grants, g: "
                "the Tokenized row)")
        if modifier is None:
            return token
        if modifier not in MODIFIERS:
            raise ScenarioError(f"unknown modifier {modifier!r} in {match.group(0)}; use {', '.join(MODIFIERS)}")
        return apply_modifier(token, modifier)


def apply_modifier(token: str, modifier: str) -> str:
    """The token as a model might garble it (see SeenTokens.resolve)."""
    if modifier == "mangled":
        last = token[-2]
        swapped = "0" if last != "0" else "1"
        return token[:-2] + swapped + "]"
    if modifier == "lower":
        body = token[1:-1]
        label, _, hex_digits = body.rpartition("_")
        return f"[{label.lower()}_{hex_digits}]"
    if modifier == "bare":
        return token[1:-1]
    return token


def _strings(value: Any):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for child in value.values():
            yield from _strings(child)
    elif isinstance(value, list):
        for child in value:
            yield from _strings(child)


def chunk_text(text: str, size: int) -> list[str]:
    """`text` cut into chunks of `size` characters, as a model would stream it."""
    size = max(1, size)
    return [text[i:i + size] for i in range(0, len(text), size)]
