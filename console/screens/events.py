"""Events: the value-free record of every decision, with filters, a summary and the chain's status."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, DataTable, Input, Label, Select, Static

from console.entity_labels import full_entity_type
from console.messages import EventsExported, EventsLoaded
from console.screens.base import ConsoleScreen, display_path
from console.screens.event_detail import EventDetail
from console.widgets.rendering import plain

KINDS = ["restored", "withheld", "answer_restored", "collision", "run_rebuilt", "run_expired",
         "grant_added", "grant_removed", "policy_changed", "recognizer_added", "recognizer_removed"]
# Changes happen outside any run: they have no tenant, session or run to show.
CHANGE_KINDS = frozenset(KINDS[6:])
# The kind filter's entry for every change at once (grant, policy, recognizer): the daemon
# filters one kind at a time, so the console asks for each change kind and merges them.
ANY_CHANGE = "any change"
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


LIVE_SECONDS = 2.0


class EventsScreen(ConsoleScreen):
    """Filter and search the events, open one, read the summary per tool and type, check the
    chain, export; the list refreshes itself while shown (live)."""

    AUTO_FOCUS = "#events-table"
    # Filters, search and export are one row each whatever the terminal (three each before).
    COMPACT_ALWAYS = "#event-filters > *, #events-search, #export-row > *"
    BINDINGS = [
        Binding("slash", "search", "Search"),
        Binding("f", "focus_filters", "Filters"),
        Binding("l", "toggle_live", "Live"),
        Binding("x", "export", "Export"),
        Binding("f5", "refresh", "Refresh"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.events: list[dict] = []
        self.live = True
        self._bad_event_id: int | None = None

    def compose(self) -> ComposeResult:
        yield from self.compose_header()
        with Vertical(id="events"):
            with Horizontal(id="event-filters", classes="options-row"):
                yield Select([(ANY_CHANGE, ANY_CHANGE), *((kind, kind) for kind in KINDS)], prompt="any kind",
                             id="filter-kind", compact=True)
                yield Input(placeholder="tool", id="filter-tool", compact=True)
                yield Input(placeholder="entity type", id="filter-type", compact=True)
                yield Input(placeholder="since (24h, 7d, ISO)", id="filter-since", compact=True)
                yield Input(placeholder="until", id="filter-until", compact=True)
                yield Button("Apply", id="apply-filters", compact=True)
            yield Input(placeholder="/ search the rows shown (kind, tool, type, path, reason…) · Esc leaves",
                        id="events-search", compact=True)
            yield DataTable(id="events-table", cursor_type="row", zebra_stripes=True)
            with Horizontal(id="events-bottom"):
                yield DataTable(id="events-summary", cursor_type="row", zebra_stripes=True)
                yield Static(id="events-chain", classes="panel")
            with Horizontal(classes="form-row", id="export-row"):
                yield Label("Export to", classes="option-label")
                yield Input(id="export-path", compact=True)
                yield Select([("CSV", "csv"), ("JSON", "json")], value="csv", allow_blank=False, id="export-format",
                             compact=True)
                yield Button("Export", id="export-events", compact=True)
        yield from self.compose_footer()

    def on_mount(self) -> None:
        super().on_mount()
        table = self.query_one("#events-table", DataTable)
        if self.app.deterministic:
            table.add_columns("kind", "tool", "entity type", "path", "reason", "tenant/session")
        else:
            table.add_columns("time", "kind", "tool", "entity type", "path", "reason", "tenant/session", "run")
        self.query_one("#export-path", Input).value = display_path(Path(self.app.data_dir) / "exports" / "events.csv")
        summary = self.query_one("#events-summary", DataTable)
        summary.add_columns("tool", "entity type", "restored", "withheld")
        summary.border_title = "Summary"
        # Live: the record as it grows, while this screen is shown and no field is being typed in.
        self.set_interval(LIVE_SECONDS, self._live_refresh)

    def _live_refresh(self) -> None:
        if not (self.live and self.app.ready and self.app.screen is self) or isinstance(self.app.focused, Input):
            return
        try:
            filters = self._filters()
        except ValueError:  # said once when applied; not again every two seconds
            return
        self.load_events(filters)

    def action_toggle_live(self) -> None:
        self.live = not self.live
        self.notify("Live refresh on: the list follows the record." if self.live
                    else "Live refresh off: f5 refreshes.", timeout=3)
        self._show_chain_status()

    def action_search(self) -> None:
        self.query_one("#events-search", Input).focus()

    @on(Input.Changed, "#events-search")
    def _search_changed(self) -> None:
        self._fill_table()

    @on(DataTable.RowSelected, "#events-table")
    def _open_event(self, event: DataTable.RowSelected) -> None:
        by_id = {str(e.get("id")): e for e in self.events}
        chosen = by_id.get(event.row_key.value or "")
        if chosen is not None:
            self.app.push_screen(EventDetail(chosen, chosen.get("id") == self._bad_event_id))

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
        if filters.get("kind") == ANY_CHANGE:
            events = [event for kind in sorted(CHANGE_KINDS)
                      for event in await client.events(limit=500, **{**filters, "kind": kind})]
            events = sorted(events, key=lambda event: event.get("id") or 0, reverse=True)[:500]
        else:
            events = await client.events(limit=500, **filters)
        summary = await client.events_summary(since=filters.get("since"), until=filters.get("until"))
        chain = await client.verify_audit()
        self.post_message(EventsLoaded(events, summary, chain, filters))

    def on_events_loaded(self, message: EventsLoaded) -> None:
        chain = message.chain or {}
        first_bad = chain.get("first_bad") if not chain.get("ok") else None
        self._bad_event_id = (first_bad.get("id") if isinstance(first_bad, dict)
                              and first_bad.get("table") == "events" else None)
        self._chain = chain
        self.events = message.events
        self._fill_table()
        self._fill_summary(message.summary, message.filters)
        self._show_chain_status()

    def _fill_table(self) -> None:
        """The loaded events that match the search, the chain's first bad row marked."""
        table = self.query_one("#events-table", DataTable)
        cursor, scrolled = table.cursor_row, table.scroll_y
        needle = self.query_one("#events-search", Input).value.strip().lower()
        table.clear()
        for event in self.events:
            change = event.get("kind") in CHANGE_KINDS
            # A change names its recognizer where a decision names its path, and says what
            # changed (tokenized, untokenized, new, replaced) where a decision gives its reason.
            where = f"recognizer {event['recognizer']}" if event.get("recognizer") else event.get("path") or ""
            bad = event.get("id") is not None and event.get("id") == self._bad_event_id
            kind = event.get("kind") or ""
            cells = [
                Text(("✗ " if bad else "") + kind, style="bold white on red" if bad else _kind_style(kind)),
                event.get("tool") or "", event.get("entity_type") or "", where,
                event.get("reason") or event.get("change") or "",
                "(change)" if change else f"{event.get('tenant', '')}/{event.get('session', '')}",
            ]
            if not self.app.deterministic:
                cells = [event.get("time", "")] + cells + [event.get("run_id") or ""]
            texts = list(map(plain, cells))
            if needle and not any(needle in text.plain.lower() for text in texts):
                continue
            table.add_row(*texts, key=str(event.get("id")))
        if table.row_count:
            table.move_cursor(row=min(cursor, table.row_count - 1), scroll=False)
            table.scroll_to(y=scrolled, animate=False)
        self._show_chain_status()

    def _fill_summary(self, rows: list[dict], filters: dict) -> None:
        """Counts per tool and type over the period, narrowed by the tool, type and kind
        filters (the summary route counts by period only: they were ignored before)."""
        table = self.query_one("#events-summary", DataTable)
        # A live refresh keeps the reader's place (clear() put the cursor and view at the top).
        cursor, scrolled = table.cursor_row, table.scroll_y
        table.clear()
        kind = filters.get("kind")
        columns = {"restored": kind in (None, "restored"), "withheld": kind in (None, "withheld")}
        if kind == ANY_CHANGE:
            kind = "changes"
        counted = 0
        for row in rows:
            if filters.get("tool") and row.get("tool") != filters["tool"]:
                continue
            if filters.get("entity_type") and row.get("entity_type") != filters["entity_type"]:
                continue
            restored = row.get("restored", 0) if columns["restored"] else 0
            withheld = row.get("withheld", 0) if columns["withheld"] else 0
            if not restored and not withheld:
                continue
            table.add_row(plain(row.get("tool") or "—"), plain(row.get("entity_type") or "—"),
                          Text(str(restored) if columns["restored"] else "·", style="green3", justify="right"),
                          Text(str(withheld) if columns["withheld"] else "·", style="dark_orange", justify="right"))
            counted += 1
        narrowed = [f"{name} {value}" for name, value in (("kind", kind), ("tool", filters.get("tool")),
                                                             ("type", filters.get("entity_type"))) if value]
        if table.row_count:
            table.move_cursor(row=min(cursor, table.row_count - 1), scroll=False)
            table.scroll_to(y=scrolled, animate=False)
        if kind and kind not in ("restored", "withheld"):
            table.border_title = f"Summary: it counts restorations and withholdings, not {kind}"
            table.clear()  # nothing it counts is of that kind
        else:
            table.border_title = f"Summary · {counted} row(s)" + (f" · {', '.join(narrowed)}" if narrowed else "")

    def _show_chain_status(self) -> None:
        chain = getattr(self, "_chain", None)
        if chain is None:
            return
        bad = chain.get("first_bad") or {}
        if chain.get("ok"):
            status = Text("Chain ✓ intact", style="bold green3")
            if not self.app.deterministic:
                status.append(f"\n{chain.get('rows', 0)} rows verified")
        else:
            # The row named, not a dict: which table, which id, what is wrong with it.
            status = Text.assemble(("Chain ✗ broken", "bold red"),
                                   f"\nfirst bad row: {bad.get('table', '?')} #{bad.get('id', '?')} "
                                   f"({bad.get('problem', '?')})")
            if bad.get("detail"):
                status.append(f"\n{bad['detail']}", style="red")
            if self._bad_event_id is not None:
                marked = any(e.get("id") == self._bad_event_id for e in self.events)
                status.append("\nmarked ✗ in the list" if marked else "\nnot among the events listed", style="red")
        shown = self.query_one("#events-table", DataTable).row_count
        status.append(f"\n{shown} of {len(self.events)} event(s) shown · live {'on' if self.live else 'off'}"
                      "\nExports hold no values by construction.", style="dim")
        self.query_one("#events-chain", Static).update(status)

    @on(Button.Pressed, "#export-events")
    def action_export(self) -> None:
        try:
            filters = {k: v for k, v in self._filters().items() if v}
        except ValueError as problem:
            self.notify(str(problem), title="Not exported", severity="error")
            return
        if filters.get("kind") == ANY_CHANGE:
            self.notify("An export takes one kind: pick one change kind (grant_added, policy_changed, …), "
                        "or any kind.", title="Not exported", severity="error")
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
