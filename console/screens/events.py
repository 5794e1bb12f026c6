"""Events: the value-free record of every decision, with filters, a summary and the chain's status."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from rich.table import Table
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, DataTable, Input, Label, Select, Static

from console.entity_labels import full_entity_type
from console.messages import EventsExported, EventsLoaded
from console.screens.base import ConsoleScreen, display_path
from console.widgets.rendering import plain

KINDS = ["restored", "withheld", "answer_restored", "collision", "run_rebuilt", "run_expired",
         "grant_added", "grant_removed", "policy_changed", "recognizer_added", "recognizer_removed"]
# Changes happen outside any run: they have no tenant, session or run to show.
CHANGE_KINDS = frozenset(KINDS[6:])
_RELATIVE = re.compile(r"^(\d+)\s*([mhdw])$")
_UNITS = {"m": "minutes", "h": "hours", "d": "days", "w": "weeks"}


def parse_time(text: str, now: datetime | None = None, field: str = "time") -> str | None:
    """ISO 8601 UTC for `text`: empty → None; `30m`, `24h`, `7d`, `2w` → that long ago; else ISO as typed.

    Raises ValueError naming `field` and what is accepted, for anything else, and for a time
    before year 1 or after year 9999 (a span such as 9999999999d, or an offset past either end).
    """
    text = text.strip()
    if not text:
        return None
    accepted = f"{field}: a time is ISO 8601 (2025-01-31T12:00:00Z) or a span ago such as 30m, 24h, 7d"
    match = _RELATIVE.match(text)
    try:
        if match:
            now = now or datetime.now(UTC)
            moment = now - timedelta(**{_UNITS[match.group(2)]: int(match.group(1))})
        else:
            moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=UTC)
        moment = moment.astimezone(UTC)
    except ValueError:
        raise ValueError(accepted) from None
    except OverflowError:
        raise ValueError(f"{field}: that is before year 1 or after year 9999") from None
    # isoformat pads the year to four digits, where strftime("%Y") writes year 110 as "110".
    return moment.replace(microsecond=0, tzinfo=None).isoformat() + "Z"


class EventsScreen(ConsoleScreen):
    """Filter the events, read the summary per tool and type, check the chain, export."""

    BINDINGS = [
        Binding("f5", "refresh", "Refresh"),
        Binding("x", "export", "Export"),
        Binding("f", "focus_filters", "Filters"),
    ]

    def compose(self) -> ComposeResult:
        yield from self.compose_header()
        with Vertical(id="events"):
            with Horizontal(id="event-filters", classes="options-row"):
                yield Select([(kind, kind) for kind in KINDS], prompt="any kind", id="filter-kind")
                yield Input(placeholder="tool", id="filter-tool")
                yield Input(placeholder="entity type", id="filter-type")
                yield Input(placeholder="since (24h, 7d, ISO)", id="filter-since")
                yield Input(placeholder="until", id="filter-until")
                yield Button("Apply", id="apply-filters")
            yield DataTable(id="events-table", cursor_type="row", zebra_stripes=True)
            with Horizontal(id="events-bottom"):
                yield Static(id="events-summary", classes="panel")
                yield Static(id="events-chain", classes="panel")
            with Horizontal(classes="form-row"):
                yield Label("Export to", classes="option-label")
                yield Input(id="export-path")
                yield Select([("CSV", "csv"), ("JSON", "json")], value="csv", allow_blank=False, id="export-format")
                yield Button("Export", id="export-events")
        yield from self.compose_footer()

    def on_mount(self) -> None:
        super().on_mount()
        table = self.query_one("#events-table", DataTable)
        if self.app.deterministic:
            table.add_columns("kind", "tool", "entity type", "path", "reason", "tenant/session")
        else:
            table.add_columns("time", "kind", "tool", "entity type", "path", "reason", "tenant/session", "run")
        self.query_one("#export-path", Input).value = display_path(Path(self.app.data_dir) / "exports" / "events.csv")

    def on_daemon_ready(self) -> None:
        self.action_refresh()

    def on_screen_resume(self) -> None:
        if self.app.ready:
            self.action_refresh()

    def _filters(self) -> dict:
        kind = self.query_one("#filter-kind", Select).value
        return {
            "kind": kind if isinstance(kind, str) else None,
            "tool": self.query_one("#filter-tool", Input).value.strip() or None,
            # As the daemon names types: `email_address`, `email` and the grants column's
            # EMAIL all mean EMAIL_ADDRESS (typing EMAIL found nothing before).
            "entity_type": full_entity_type(self.query_one("#filter-type", Input).value) or None,
            "since": parse_time(self.query_one("#filter-since", Input).value, field="since"),
            "until": parse_time(self.query_one("#filter-until", Input).value, field="until"),
        }

    @on(Button.Pressed, "#apply-filters")
    @on(Input.Submitted, "#event-filters Input")
    @on(Select.Changed, "#filter-kind")
    def action_refresh(self) -> None:
        try:
            filters = self._filters()
        except ValueError as problem:
            self.notify(str(problem), title="Filter not applied", severity="error")
            return
        self.load_events(filters)

    def action_focus_filters(self) -> None:
        self.query_one("#filter-tool", Input).focus()

    @work(exclusive=True, exit_on_error=False, group="events-load")
    async def load_events(self, filters: dict) -> None:
        """Fetch events, the summary over the same period and the chain's status."""
        client = self.app.client
        events = await client.events(limit=500, **filters)
        summary = await client.events_summary(since=filters.get("since"), until=filters.get("until"))
        chain = await client.verify_audit()
        self.post_message(EventsLoaded(events, summary, chain))

    def on_events_loaded(self, message: EventsLoaded) -> None:
        table = self.query_one("#events-table", DataTable)
        table.clear()
        for event in message.events:
            change = event.get("kind") in CHANGE_KINDS
            # A change names its recognizer where a decision names its path, and says what
            # changed (tokenized, untokenized, new, replaced) where a decision gives its reason.
            where = f"recognizer {event['recognizer']}" if event.get("recognizer") else event.get("path") or ""
            cells = [
                Text(event.get("kind") or "", style=_kind_style(event.get("kind"))),
                event.get("tool") or "", event.get("entity_type") or "", where,
                event.get("reason") or event.get("change") or "",
                "(change)" if change else f"{event.get('tenant', '')}/{event.get('session', '')}",
            ]
            if not self.app.deterministic:
                cells = [event.get("time", "")] + cells + [event.get("run_id") or ""]
            table.add_row(*map(plain, cells))
        # The summary route counts by period only: say so beside the kind and tool filters.
        summary = Table(title="Summary over the period (every kind and tool)", expand=True, box=None,
                        header_style="bold")
        summary.add_column("tool")
        summary.add_column("entity type")
        summary.add_column("restored", justify="right", style="green3")
        summary.add_column("withheld", justify="right", style="dark_orange")
        for row in message.summary:
            summary.add_row(*map(plain, (row.get("tool") or "—", row.get("entity_type") or "—",
                                         row.get("restored", 0), row.get("withheld", 0))))
        self.query_one("#events-summary", Static).update(summary)
        chain = message.chain or {}
        if chain.get("ok"):
            status = Text.assemble(("Chain ✓ intact", "bold green3"), f"\n{chain.get('rows', 0)} rows verified")
        else:
            status = Text.assemble(("Chain ✗ broken", "bold red"), f"\nfirst bad row: {chain.get('first_bad')}")
        if self.app.deterministic:
            status = Text.assemble(("Chain ✓ intact" if chain.get("ok") else "Chain ✗ broken",
                                    "bold green3" if chain.get("ok") else "bold red"))
        status.append(f"\n{len(message.events)} event(s) shown. Exports hold no values by construction.",
                      style="dim")
        self.query_one("#events-chain", Static).update(status)

    @on(Button.Pressed, "#export-events")
    def action_export(self) -> None:
        try:
            filters = {k: v for k, v in self._filters().items() if v}
        except ValueError as problem:
            self.notify(str(problem), title="Not exported", severity="error")
            return
        fmt = str(self.query_one("#export-format", Select).value)
        path = self.query_one("#export-path", Input).value.strip()
        if not path:
            self.notify("give the file to export to first", title="Not exported", severity="error")
            return
        if fmt == "json" and path.endswith(".csv"):
            path = path[:-4] + ".json"
        self.export_events(path, fmt, filters)

    @work(exclusive=True, exit_on_error=False, group="events-export")
    async def export_events(self, path: str, fmt: str, filters: dict) -> None:
        """Write the daemon's export (no values by construction) to `path`."""
        text = await self.app.client.export_events(fmt, **filters)
        target = Path(path).expanduser()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        except OSError as problem:
            self.notify(f"cannot write {path}: {problem.strerror}", title="Not exported", severity="error", timeout=8)
            return
        rows = max(0, len(text.strip().splitlines()) - 1) if fmt == "csv" else text.count('"kind"')
        self.post_message(EventsExported(str(target), rows))

    def on_events_exported(self, message: EventsExported) -> None:
        self.notify(f"{message.rows} event(s) written to {message.path}", title="Events exported", timeout=6)


def _kind_style(kind: str | None) -> str:
    if kind in ("restored", "answer_restored"):
        return "green3"
    if kind in ("withheld", "collision"):
        return "dark_orange"
    if kind in CHANGE_KINDS:
        return "cyan"
    return "dim"
