"""What every console screen shares: the status bar, waiting for the daemon, worker errors."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Input, Static, TextArea
from textual.worker import Worker, WorkerState

from console.client import DaemonError
from console.widgets.nav_bar import NavBar
from console.widgets.rendering import plain

# A terminal narrower or shorter than these is small: the screens get the -narrow / -short
# classes (ResguardoApp's breakpoints, resguardo.tcss) and borderless fields (on_resize).
WIDE_FROM = 110
TALL_FROM = 32


def display_path(path: Path) -> str:
    """`path` with the home directory written as ~ (shorter, and the same on every machine)."""
    try:
        return "~/" + str(Path(path).expanduser().relative_to(Path.home()))
    except ValueError:
        return str(path)


class ConsoleScreen(Screen):
    """A screen that loads its data once the daemon is ready (`on_daemon_ready`)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # No screen key once quit was asked for (ResguardoApp.check_action says why).
        return not getattr(self.app, "quitting", False)

    def palette_commands(self):
        """(title, help, callback) for each of the screen's own commands, for the palette:
        every binding of the screen that has a description."""
        for binding in self.BINDINGS:
            if isinstance(binding, Binding) and binding.description:
                yield (f"{binding.description}", f"{self._screen_name()} · key {binding.key}",
                       lambda action=binding.action: self.run_action(action))

    def _screen_name(self) -> str:
        return type(self).__name__.removesuffix("Screen")

    def compose_header(self) -> ComposeResult:
        screens = self.app.NAVIGATION
        yield NavBar(screens, current=next(mode for _, mode, _ in screens if isinstance(self, self.app.MODES[mode])))
        yield Static(id="status-bar", classes="status-bar")

    def compose_footer(self) -> ComposeResult:
        yield Footer()

    def on_mount(self) -> None:
        if getattr(self.app, "deterministic", False):
            for widget in self.query(Input).results() :
                widget.cursor_blink = False
            for area in self.query(TextArea).results():
                area.cursor_blink = False
        self.watch(self.app, "daemon_status", self._show_status, init=True)
        self.watch(self.app, "ready", self._ready_changed, init=True)

    COMPACT_ALWAYS = ""
    """A selector for the fields that are one row (borderless) whatever the terminal."""

    def on_resize(self) -> None:
        # Borderless fields in a small terminal: each takes one row instead of three.
        # (Textual runs the on_resize of every class of a screen: subclasses name their
        # always-compact fields in COMPACT_ALWAYS instead of overriding this.)
        small = self.app.size.width < WIDE_FROM or self.app.size.height < TALL_FROM
        always = set(self.query(self.COMPACT_ALWAYS).results()) if self.COMPACT_ALWAYS else set()
        for widget in self.query("Input, Select, Button, TextArea").results():
            widget.compact = small or widget in always
        # A narrow footer drops its padding and the palette's key (ctrl+p still opens it),
        # so that every key of the screen fits in 80 columns.
        narrow = self.app.size.width < WIDE_FROM
        for footer in self.query(Footer).results():
            footer.compact = narrow
            footer.show_command_palette = not narrow

    @property
    def narrow(self) -> bool:
        return self.has_class("-narrow")

    def _show_status(self, status: str) -> None:
        self.query_one("#status-bar", Static).update(plain(f" {status}"))

    def _ready_changed(self, ready: bool) -> None:
        if ready:
            self.on_daemon_ready()

    def on_daemon_ready(self) -> None:
        """Load what the screen shows. Called once the daemon answers."""

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        # The one place where a failed request is told to the user, in the daemon's words.
        if event.state != WorkerState.ERROR:
            return
        error = event.worker.error
        # A step that failed (turn.TurnStopped) carries the daemon's refusal as its cause.
        refusal = error if isinstance(error, DaemonError) else error.__cause__
        if isinstance(refusal, DaemonError):
            title = "Daemon unreachable" if refusal.code == "unreachable" else f"Daemon refused ({refusal.code})"
            self.notify(refusal.message if refusal is error else str(error), title=title, severity="error", timeout=8)
        else:
            self.notify(f"{type(error).__name__}: {error}", title="Error", severity="error", timeout=8)
        self.worker_failed(event.worker, error)

    def worker_failed(self, worker: Worker, error: BaseException) -> None:
        """Hook for a screen to reset its state after a failed worker."""
