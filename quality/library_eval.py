"""Score the second corpus (quality/library_corpus.py): ours, our patterns detector, stock Presidio.

Customer text is scored on spans, as the first corpus is: a value leaked when no span of a
tokenized type covers it whole. Tool replies go through the boundary itself
(`Boundary.tokenize_tool_result`, with the field names as context): a value leaked unless
its field comes back as exactly one token. Stock Presidio has no notion of a reply: each
leaf is analysed as text (numbers as their digits), as an integration would. A near-miss is
a false positive when any span of a tokenized type touches it (in a reply: when its leaf
changes).
"""

from __future__ import annotations

import re
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from daemon.core.entities import STRUCTURED_TYPES
from daemon.detectors.overlaps import resolve_overlaps
from quality.library_corpus import Item

_TOKEN = re.compile(r"\[[A-Z][A-Z0-9_]{0,16}_[0-9a-f]{12}\]")
POLICY = list(STRUCTURED_TYPES)


@dataclass
class Board:
    """One engine's counts over the corpus."""

    values: Counter = field(default_factory=Counter)      # key -> values
    leaked: Counter = field(default_factory=Counter)      # key -> leaked
    near: Counter = field(default_factory=Counter)        # near-miss kind -> count
    false_positives: Counter = field(default_factory=Counter)
    examples: list = field(default_factory=list)
    seconds: float = 0.0

    def total(self, prefix: str) -> tuple[int, int]:
        keys = [k for k in self.values if k[0] == prefix]
        return sum(self.leaked[k] for k in keys), sum(self.values[k] for k in keys)


class _Grants:
    def is_granted(self, tool: str, entity_type: str) -> bool:
        return False


class _Policy:
    def tokenized_entities(self) -> list[str]:
        return list(POLICY)


class _Recorder:
    def record_events(self, events) -> None:
        pass

    def record_tool_call(self, audit, events) -> None:
        pass


def _language(item: Item) -> str:
    return "es" if item.context == "chat, lower case" else "en"


def _leaf(reply) -> object:
    inner = next(iter(reply.values()))
    return [v for k, v in inner.items() if k != "id"][0]


def _count(board: Board, item: Item, leaked: bool, touched: bool) -> None:
    if item.kind == "near-miss":
        board.near[item.form] += 1
        if touched:
            board.false_positives[item.form] += 1
            board.examples.append(f"FP {item.form} in {item.context}: {item.text!r}")
        return
    for key in (("type", item.kind), ("context", item.context), ("format", f"{item.kind}: {item.form}"),
                *((("region", item.region),) if item.region else ())):
        board.values[key] += 1
        if leaked:
            board.leaked[key] += 1
    if leaked:
        board.examples.append(f"LEAK {item.kind} {item.form} in {item.context}: {item.text!r}")


def _span_verdict(item: Item, spans) -> tuple[bool, bool]:
    start = item.text.index(item.value)
    end = start + len(item.value)
    spans = [s for s in spans if s.entity_type in POLICY]
    leaked = not any(s.start <= start and end <= s.end for s in spans)
    touched = any(s.start < end and start < s.end for s in spans)
    return leaked, touched


def run_ours(detector, items: list[Item]) -> Board:
    """Our detector, customer text on spans and replies through the boundary."""
    from daemon.core.boundary import Boundary

    boundary = Boundary(b"q" * 32, detector, _Grants(), _Policy(), _Recorder())
    board = Board()
    began = time.perf_counter()
    run_ids = {}
    for item in items:
        language = _language(item)
        if item.reply is None:
            spans = resolve_overlaps(list(detector.detect(item.text, language, POLICY)))
            leaked, touched = _span_verdict(item, spans)
        else:
            if language not in run_ids:
                run_ids[language] = boundary.open_run("quality", "s-" + language, language=language)[0].run_id
            out = _leaf(boundary.tokenize_tool_result(run_ids[language], "crm_lookup", item.reply))
            leaked = not (isinstance(out, str) and _TOKEN.fullmatch(out))
            touched = out != _leaf(item.reply)
        _count(board, item, leaked, touched)
    board.seconds = time.perf_counter() - began
    return board


def run_stock(engine, items: list[Item]) -> Board:
    """Stock Presidio: every text, and every reply leaf as text."""
    from daemon.detectors.base import Span

    board = Board()
    began = time.perf_counter()
    for item in items:
        text = item.text if item.reply is None else str(_leaf(item.reply))
        results = engine.analyze(text=text, language=_language(item))
        spans = resolve_overlaps([Span(r.start, r.end, r.entity_type, r.score) for r in results])
        if item.reply is None:
            leaked, touched = _span_verdict(item, spans)
        else:
            spans = [s for s in spans if s.entity_type in POLICY]
            leaked = not any(s.start == 0 and s.end >= len(text) for s in spans)
            touched = bool(spans)
        _count(board, item, leaked, touched)
    board.seconds = time.perf_counter() - began
    return board


def render(items: list[Item], boards: dict[str, Board]) -> str:
    """The tables: per type, per context, per region (phones), per format, and near-misses."""
    names = list(boards)
    first = boards[names[0]]
    values = sum(1 for item in items if item.kind != "near-miss")
    lines = [f"## Second corpus: values and layouts from the libraries' own data ({values:,} values, "
             f"{len(items) - values:,} near-misses: quality/library_corpus.py)", ""]
    for title, prefix in (("By type", "type"), ("By context", "context"), ("Phones by region", "region"),
                          ("By written form", "format")):
        lines += [f"### {title}", "", f"| {prefix} | values | " + " | ".join(f"{n} leaked" for n in names) + " |",
                  "|---|---:|" + "---:|" * len(names)]
        for key in sorted(k for k in first.values if k[0] == prefix):
            label = key[1].replace("|", "\\|")  # a Markdown cell holds no bare pipe
            lines.append(f"| {label} | {first.values[key]} | "
                         + " | ".join(str(boards[n].leaked[key]) for n in names) + " |")
        totals = [boards[n].total(prefix) for n in names]
        lines += [f"| **all** | {totals[0][1]} | " + " | ".join(f"**{t[0]}**" for t in totals) + " |", ""]
    lines += ["### Near-misses reported as a value (false positives)", "",
              "| near-miss | count | " + " | ".join(names) + " |", "|---|---:|" + "---:|" * len(names)]
    for kind in sorted(first.near):
        lines.append(f"| {kind} | {first.near[kind]} | "
                     + " | ".join(str(boards[n].false_positives[kind]) for n in names) + " |")
    lines.append(f"| **all** | {sum(first.near.values())} | "
                 + " | ".join(f"**{sum(boards[n].false_positives.values())}**" for n in names) + " |")
    lines += ["", "### Time", ""] + [f"- {n}: {boards[n].seconds * 1000 / len(items):.2f} ms per item" for n in names]
    return "\n".join(lines) + "\n"


def failed(boards: dict[str, Board]) -> bool:
    """True when ours or the patterns detector leaks a value or reports a near-miss."""
    return any(boards[n].total("type")[0] or sum(boards[n].false_positives.values())
               for n in boards if n != "stock")


def examples(boards: dict[str, Board], limit: int = 20) -> str:
    out = defaultdict(list)
    for n, board in boards.items():
        out[n] = board.examples[:limit]
    return "\n".join(f"{n}: {line}" for n, lines in out.items() for line in lines)
