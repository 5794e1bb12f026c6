"""Rich renderables for what crossed the boundary: tokens, restored fields, spans, events.

Pure functions (no Textual), so the turn player, the analyzer and the tests share them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from console.scenarios import TOKEN

TOKEN_STYLE = "bold cyan"
RESTORED_STYLE = "bold black on green3"
WITHHELD_STYLE = "bold black on dark_orange"
# Twelve, so that a text with many types (the presidio detector finds nine in the sample)
# gives each its own colour in the legend.
SPAN_STYLES = ("black on yellow", "black on green3", "black on orchid", "black on deep_sky_blue1",
               "black on light_salmon1", "black on aquamarine1", "black on khaki1", "black on plum1",
               "black on dark_sea_green2", "black on light_pink1", "black on wheat1", "black on light_cyan1")
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def token_text(text: str) -> Text:
    """`text` with every token styled, so a reader sees at once what the model could not read."""
    out = Text(text)
    for match in TOKEN.finditer(text):
        out.stylize(TOKEN_STYLE, match.start(), match.end())
    return out


def span_colours(spans: Iterable[dict]) -> dict[str, str]:
    """A highlight style per entity type, in order of first appearance (the legend's key)."""
    colours: dict[str, str] = {}
    for span in spans:
        colours.setdefault(span["entity_type"], SPAN_STYLES[len(colours) % len(SPAN_STYLES)])
    return colours


def spans_text(text: str, spans: Iterable[dict], colours: dict[str, str] | None = None) -> Text:
    """`text` with each span highlighted (colour by entity type, `colours` or span_colours)."""
    spans = list(spans)
    colours = dict(colours or {})
    for entity, style in span_colours(spans).items():
        colours.setdefault(entity, style)
    out = Text(text)
    for span in spans:
        out.stylize(colours[span["entity_type"]], span["start"], span["end"])
    return out


def legend_text(entity_types: Iterable[str], colours: dict[str, str]) -> Text:
    """Each type in its highlight colour, in the order the colours were given."""
    wanted = set(entity_types)
    out = Text()
    for entity, style in colours.items():
        if entity in wanted:
            # No styled padding: a wrapped legend would leave a coloured space at a line's end.
            out.append(entity, style=style)
            out.append("  ")
    out.rstrip()
    return out


def json_path_child(parent: str, key: str | int) -> str:
    """The daemon's path notation (`$.to`, `$.items[0]`, `$['odd key']`)."""
    if isinstance(key, int):
        return f"{parent}[{key}]"
    if _PLAIN_KEY.fullmatch(key):
        return f"{parent}.{key}"
    escaped = key.replace("\\", "\\\\").replace("'", "\\'")
    return f"{parent}['{escaped}']"


def leaves(value: Any, path: str = "$") -> list[tuple[str, Any]]:
    """Every leaf of a JSON value as (path, leaf), in document order."""
    if isinstance(value, dict):
        return [item for key, child in value.items() for item in leaves(child, json_path_child(path, str(key)))]
    if isinstance(value, list):
        return [item for i, child in enumerate(value) for item in leaves(child, json_path_child(path, i))]
    return [(path, value)]


def plain(value: Any) -> Text:
    """`value` as text shown as it is. Textual and Rich read a str as markup, so a path like
    `$['[/x]']`, a scenario title or a span of the customer's text would be styled, lose
    its brackets, or stop the console with a MarkupError."""
    return value if isinstance(value, Text) else Text(str(value))


def _leaf_text(value: Any) -> Text:
    if isinstance(value, str):
        return token_text(value)
    return Text(json.dumps(value, ensure_ascii=False))


def _field_name(path: str) -> Text:
    return plain(path[2:] if path.startswith("$.") else path[1:] if path.startswith("$") else path)


def tool_call_table(as_written: Any, as_received: Any, decisions: list[dict]) -> Table:
    """Field by field: as the model wrote it, as the tool received it, and the decision."""
    if isinstance(as_written, str) or isinstance(as_received, str):
        # Arguments given as a JSON string come back as a JSON string.
        try:
            as_written = json.loads(as_written) if isinstance(as_written, str) else as_written
            as_received = json.loads(as_received) if isinstance(as_received, str) else as_received
        except ValueError:
            pass
    by_path: dict[str, list[dict]] = {}
    for decision in decisions:
        by_path.setdefault(decision.get("path", ""), []).append(decision)
    table = Table(expand=True, show_edge=False, pad_edge=False, box=None, header_style="bold")
    table.add_column("field", ratio=2, overflow="fold")
    table.add_column("model wrote", ratio=4, min_width=22, overflow="fold")
    table.add_column("tool received", ratio=5, overflow="fold")
    received = dict(leaves(as_received))
    for path, written in leaves(as_written):
        got = received.get(path, written)
        cell = _leaf_text(got)
        marks = by_path.get(path, [])
        if marks:
            notes = []
            for mark in marks:
                if mark.get("outcome") == "restored":
                    notes.append(Text(f" ✓ restored {mark.get('entity_type') or ''}", style="green3"))
                else:
                    why = mark.get("reason") or "withheld"
                    notes.append(Text(f" ✗ withheld {mark.get('entity_type') or ''}: {why}", style="dark_orange"))
            if any(m.get("outcome") == "restored" for m in marks):
                cell.stylize(RESTORED_STYLE)
            else:
                cell.stylize(WITHHELD_STYLE)
            cell = Text.assemble(cell, *notes)
        table.add_row(_field_name(path), _leaf_text(written), cell)
    return table


def two_sides(left_title: str, left: Any, right_title: str, right: Any) -> Table:
    """Two columns side by side: one thing as written and as the other side read it."""
    table = Table(expand=True, show_edge=False, pad_edge=False, box=None, header_style="bold")
    table.add_column(left_title, ratio=1, overflow="fold")
    table.add_column(right_title, ratio=1, overflow="fold")
    table.add_row(_as_text(left), _as_text(right))
    return table


def _as_text(value: Any) -> Text:
    if isinstance(value, Text):
        return value
    if isinstance(value, str):
        return token_text(value)
    return token_text(json.dumps(value, indent=1, ensure_ascii=False))


def explanation_text(explanation: Any) -> str:
    """A span's explanation as one line: the daemon gives text, or Presidio's explanation object."""
    if not explanation:
        return ""
    if isinstance(explanation, str):
        return explanation
    if isinstance(explanation, dict):
        line = explanation.get("textual_explanation") or explanation.get("recognizer") or ""
        word = explanation.get("supportive_context_word")
        boost = explanation.get("score_context_improvement")
        if word:
            line += f"; context word '{word}' raised the score by {boost or 0:.2f}"
        if explanation.get("validation_result") is not None:
            line += f"; checksum {'valid' if explanation['validation_result'] else 'invalid'}"
        return line
    return str(explanation)


def events_table(events: list[dict], deterministic: bool = False) -> Text:
    """Events two lines each: kind and tool, then type, reason and path (never a value: there is none)."""
    if not events:
        return Text("No events yet.", style="dim")
    out = Text()
    for event in events:
        kind = event.get("kind", "")
        style = "green3" if kind in ("restored", "answer_restored") else "dark_orange" if kind == "withheld" else "dim"
        out.append(("✓ " if style == "green3" else "✗ " if style == "dark_orange" else "· ") + kind, style=f"bold {style}")
        if event.get("tool"):
            out.append(f" {event['tool']}", style="bold")
        detail = " ".join(x for x in (event.get("entity_type"), event.get("reason"), event.get("path")) if x)
        if detail:
            out.append(f"\n  {detail}")
        out.append("\n")
    return out


def steps_group(*renderables: Any) -> Group:
    """Renderables stacked vertically."""
    return Group(*renderables)


def what_tools_received(calls: Iterable[Any]) -> list[tuple[str, str, str]]:
    """(call, field, outcome) for every token decision of a turn's tool calls (`ToolCalled`s):
    `call` is the tool, with its ordinal when called again; `outcome` says restored or withheld
    and why. Types and paths only, as the events: what a diff of two plays compares."""
    received = []
    seen: dict[str, int] = {}
    for called in calls:
        seen[called.tool] = seen.get(called.tool, 0) + 1
        call = called.tool if seen[called.tool] == 1 else f"{called.tool} (call {seen[called.tool]})"
        for decision in called.decisions:
            entity = decision.get("entity_type") or "unknown type"
            if decision.get("outcome") == "restored":
                outcome = f"restored {entity}"
            else:
                outcome = f"withheld {entity} ({decision.get('reason') or 'withheld'})"
            received.append((call, _field_name(decision.get("path", "")).plain, outcome))
    return received


def play_diff(before: list[tuple[str, str, str]], after: list[tuple[str, str, str]]) -> Text:
    """What changed between two plays of a scenario, field by field (`what_tools_received`)."""
    old = {(call, field): outcome for call, field, outcome in before}
    new = {(call, field): outcome for call, field, outcome in after}
    out = Text()
    for key in list(dict.fromkeys([*old, *new])):
        was, now = old.get(key, "not called"), new.get(key, "not called")
        if was == now:
            continue
        line = Text(f"{key[0]} {key[1]}: ", style="bold")
        line.append(was, style="green3" if was.startswith("restored") else "dark_orange")
        line.append(" → ")
        line.append(now, style="green3" if now.startswith("restored") else "dark_orange")
        out.append_text(line)
        out.append("\n")
    if not out:
        return Text("Every tool received the same as on the last play.", style="dim")
    out.rstrip()
    return out
