"""The operator console: a Textual app around a DaemonClient it is given.

`make_app(client)` is all a test or a script needs. With a `launcher`, the app first finds or
starts a daemon (showing "starting daemon…") and points the client at it.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from textual import work
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Input, TextArea

from console.client import DaemonClient
from console.gateway_turn import ScenarioModel
from console.launcher import (
    DaemonHandle,
    Launcher,
    LaunchError,
    is_healthy,
    read_api_token,
    resolve_data_dir,
    serves_data_dir,
)
from console.messages import DaemonConnected, DaemonFailed
from console.screens.analyzer import AnalyzerScreen
from console.screens.base import TALL_FROM, WIDE_FROM
from console.screens.events import EventsScreen
from console.screens.grants import GrantsScreen
from console.screens.notifications import Notice, NotificationLog
from console.screens.player import PlayerScreen
from console.screens.recognizers import RecognizersScreen

DETERMINISTIC_ENV = "RESGUARDO_CONSOLE_DETERMINISTIC"
TERMINAL_CHECK_SECONDS = 1.0
DAEMON_CHECK_SECONDS = 1.0
FOUND_DAEMON_TIMEOUT_SECONDS = 3.0  # a daemon busy with a long request is slow, not gone


def terminal_gone(fd: int) -> bool:
    """True once the terminal on `fd` has hung up: its window closed or its SSH link dropped."""
    import termios  # POSIX only, as is the check's caller

    try:
        termios.tcgetattr(fd)
    except termios.error:
        return True
    return False


class ResguardoApp(App):
    """Five screens (modes) over one daemon: turn player, grants, recognizers, events, analyzer."""

    CSS_PATH = "resguardo.tcss"
    # Below 110 columns or 32 rows the screens drop side panes and field borders
    # (resguardo.tcss, ConsoleScreen.on_resize): an 80x24 terminal is still usable.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (WIDE_FROM, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (TALL_FROM, "-tall")]
    TITLE = "Resguardo"
    SUB_TITLE = "operator console"
    MODES = {
        "player": PlayerScreen,
        "grants": GrantsScreen,
        "recognizers": RecognizersScreen,
        "events": EventsScreen,
        "analyzer": AnalyzerScreen,
    }
    DEFAULT_MODE = "player"
    # Key, mode and name of each screen, as the navigation bar shows them (widgets/nav_bar.py);
    # the footer keeps to the shown screen's own keys.
    NAVIGATION = (("p", "player", "Player"), ("g", "grants", "Grants"), ("r", "recognizers", "Recognizers"),
               ("e", "events", "Events"), ("a", "analyzer", "Analyzer"))
    BINDINGS = [
        *(Binding(key, f"switch_mode({mode!r})", name, show=False) for key, mode, name in NAVIGATION),
        # In a text field, letters are text: the field's own keys (Esc, ctrl+q) are shown instead.
        Binding("escape", "blur", "Leave field"),
        Binding("question_mark", "keys", "Keys", show=False),
        Binding("ctrl+n", "notifications", "Notifications", show=False),
        Binding("q", "quit", "Quit"),
        Binding("ctrl+q", "quit_from_field", "Quit"),
    ]

    ready: reactive[bool] = reactive(False)
    """True once the client points at a healthy daemon; screens load their data then."""

    daemon_status: reactive[str] = reactive("connecting…")
    """One line for the status bar: which daemon, and whether the console started it."""

    def __init__(self, client: DaemonClient, *, launcher: Launcher | None = None,
                 data_dir: Path | None = None, deterministic: bool | None = None,
                 stream_delay: float = 0.03, scenario_model: ScenarioModel | None = None,
                 scenario_model_port: int = 0) -> None:
        super().__init__()
        self.client = client
        self.scenario_model = scenario_model
        """The scenarios' model as the daemon's OpenAI upstream, for playing through the gateway
        (console/gateway_turn.py); None when this console's daemon has no such upstream."""
        self._scenario_model_port = scenario_model_port
        self.launcher = launcher
        self.data_dir = Path(data_dir) if data_dir else (launcher.data_dir if launcher else resolve_data_dir())
        if deterministic is None:
            deterministic = os.environ.get(DETERMINISTIC_ENV, "") not in ("", "0")
        self.deterministic = deterministic
        """Hide run ids, times and ports, and stop cursors blinking (snapshots, screenshots)."""
        self.stream_delay = stream_delay
        self._found_daemon_down = False
        self._checking_found_daemon = False
        self.quitting = False
        """Set by `exit`: from then on no key or click runs an action (a screen switched to
        while the app closes was never composed, and its status bar query crashed the exit)."""
        self.notices: list[Notice] = []
        """Every notification shown, oldest first (ctrl+n): a toast fades, the log stays."""

    def notify(self, message: str, **options) -> None:
        # Always plain, a screen's notices too (Widget.notify hands them on with markup=True):
        # a notice quotes paths, names and the daemon's rules (`[A-Za-z0-9]…`), which Textual
        # would read as markup (see rendering.plain).
        options["markup"] = False
        self.notices.append(Notice.now(message, options.get("title", ""), options.get("severity", "information"),
                                       self.deterministic))
        super().notify(message, **options)

    def exit(self, *args, **kwargs) -> None:
        self.quitting = True
        super().exit(*args, **kwargs)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.quitting:
            return False
        if action in ("blur", "quit_from_field"):
            # Shown (and run) only while a text field has the keys: elsewhere q quits, and
            # Esc belongs to the screen (a dialog, a search).
            return isinstance(self.focused, (Input, TextArea))
        return True

    def action_quit_from_field(self) -> None:
        self.exit()

    def action_help_quit(self) -> None:
        # Textual's own notice is markup ("Press [b]q[/b]"), which our plain notices showed raw.
        self.notify("Press q to quit (when no text field has focus; Esc leaves one). "
                    "In a text field, ctrl+c copies.", title="Do you want to quit?")

    def action_keys(self) -> None:
        """Show or hide the key list of the screen (Textual's help panel)."""
        if self.screen.query("HelpPanel"):
            self.action_hide_help_panel()
        else:
            self.action_show_help_panel()

    def action_notifications(self) -> None:
        if not isinstance(self.screen, NotificationLog):
            self.push_screen(NotificationLog(list(self.notices)))

    def action_screenshot(self, filename: str | None = None, path: str | None = None) -> None:
        """Save an SVG of the screen under <data dir>/screenshots (or `path`), and say where.

        Textual's own command saves to ~/Downloads and, where that folder is missing, fails
        without a word."""
        folder = Path(path).expanduser() if path else self.data_dir / "screenshots"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            saved = self.save_screenshot(filename, str(folder))
        except OSError as problem:
            self.notify(f"cannot write the screenshot in {folder}: {problem.strerror}", title="Screenshot not saved",
                        severity="error", timeout=10)
            return
        self.notify(f"Saved to {saved}", title="Screenshot")

    def get_system_commands(self, screen: Screen):
        for command in super().get_system_commands(screen):
            if command.title == "Screenshot":
                yield SystemCommand("Screenshot", f"Save an SVG of the screen in {self.data_dir / 'screenshots'}",
                                    lambda: self.set_timer(0.1, self.action_screenshot))
            elif command.title == "Keys":
                yield SystemCommand("Keys", "Show or hide the keys of this screen (?)", self.action_keys)
            else:
                yield command
        for key, mode, name in self.NAVIGATION:
            yield SystemCommand(f"Go to {name}", f"Switch to the {name} screen ({key})",
                                lambda mode=mode: self.switch_mode(mode))
        yield SystemCommand("Notifications", "Every notification shown so far (ctrl+n)", self.action_notifications)
        # The shown screen's own commands, as its keys run them.
        commands = getattr(screen, "palette_commands", None)
        if commands is not None:
            for title, help_text, callback in commands():
                yield SystemCommand(title, help_text, callback)

    async def on_mount(self) -> None:
        self._leave_with_the_terminal()
        if self.scenario_model is not None and not self.scenario_model.url:
            await self.scenario_model.start(self._scenario_model_port)
        if self.launcher is None:
            self.daemon_status = self._describe(self.client.base_url, started_here=False)
            self.ready = True
        else:
            self.daemon_status = "starting daemon… (the analyzer can take a minute to load)"
            self.connect_daemon()
            self.set_interval(DAEMON_CHECK_SECONDS, self._check_daemon)

    def _leave_with_the_terminal(self) -> None:
        """Quit, as `q` does (so a daemon the console started stops), when the terminal goes.

        A closed window or a dropped SSH link sends SIGHUP only to the terminal's session
        leader. Under `make console` that is make, which waits for the console instead of
        passing the signal on; the console then reads a dead terminal forever, its input
        thread spinning a core (Textualize/textual#6690), and its daemon never stops. So
        SIGHUP quits, and so does a terminal found hung up by the once-a-second check.
        """
        stdin = sys.__stdin__
        if sys.platform == "win32" or self.is_headless or stdin is None or not os.isatty(stdin.fileno()):
            return
        asyncio.get_running_loop().add_signal_handler(signal.SIGHUP, self.exit)
        fd = stdin.fileno()
        self.set_interval(TERMINAL_CHECK_SECONDS, lambda: self.exit() if terminal_gone(fd) else None)

    def on_descendant_focus(self, event) -> None:
        # Snapshots and screenshots must not depend on when a cursor blinked.
        if self.deterministic and isinstance(event.widget, (Input, TextArea)):
            event.widget.cursor_blink = False

    @work(exclusive=True, exit_on_error=False, group="daemon")
    async def connect_daemon(self) -> None:
        """Find the daemon at --url or start one, then point the client at it."""
        assert self.launcher is not None
        try:
            handle = await self.launcher.find_or_start()
        except LaunchError as problem:
            self.post_message(DaemonFailed(str(problem)))
            return
        self.client.connect(handle.url, read_api_token(handle.data_dir))
        self.post_message(DaemonConnected(handle.url, handle.started_here))

    def on_daemon_connected(self, message: DaemonConnected) -> None:
        self.daemon_status = self._describe(message.url, message.started_here)
        if message.started_here:
            passed_over = self.launcher.passed_over if self.launcher is not None else None
            moved = self.launcher.moved if self.launcher is not None else None
            if moved:
                passed_over = f"{passed_over}; {moved}" if passed_over else moved
            why = f"{passed_over}, so" if passed_over else "No daemon answered, so"
            self.notify(f"{why} the console started one at {message.url}; it stops when you quit.",
                        title="Daemon started", timeout=15 if passed_over else 5)
        self.ready = True

    def _check_daemon(self) -> None:
        handle = self.launcher.handle if self.launcher is not None else None
        if handle is None:
            return
        if handle.started_here:
            self._restart_own_daemon_if_gone(handle)
        elif (self._found_daemon_down or self.ready) and not self._checking_found_daemon:
            self._checking_found_daemon = True
            self.watch_found_daemon(handle)

    @work(exit_on_error=False, group="daemon-watch")
    async def watch_found_daemon(self, handle: DaemonHandle) -> None:
        """A daemon the console found (and does not own) that stops answering: say so in the
        status bar, and reload every screen when it answers again (a restart, an upgrade)."""
        try:
            healthy = await asyncio.to_thread(is_healthy, handle.url, FOUND_DAEMON_TIMEOUT_SECONDS)
        finally:
            self._checking_found_daemon = False
        if not healthy and self.ready:
            self._found_daemon_down = True
            self.ready = False
            where = "the daemon" if self.deterministic else f"the daemon at {handle.url}"
            self.daemon_status = f"{where} is not answering; waiting for it…"
        elif healthy and self._found_daemon_down:
            # Whatever answers now may not be the daemon that went (a program that took its
            # port): it has to prove it holds the token before it is sent it.
            if not await asyncio.to_thread(serves_data_dir, handle.url, read_api_token(handle.data_dir)):
                where = "the server" if self.deterministic else f"the server at {handle.url}"
                self.daemon_status = (f"{where} answers but does not prove it is this data directory's "
                                      "daemon; the API token is not sent to it. Waiting…")
                return
            self._found_daemon_down = False
            self.client.connect(handle.url, read_api_token(handle.data_dir))
            self.daemon_status = self._describe(handle.url, started_here=False)
            self.ready = True

    def _restart_own_daemon_if_gone(self, handle: DaemonHandle) -> None:
        """Start the console's own daemon again when it exits under it (killed, crashed, out of
        memory), instead of leaving every screen answering "unreachable". Only a daemon that
        was ready: one that fails to start is reported once (on_daemon_failed), not retried."""
        if not self.ready or handle.process is None:
            return
        status = handle.process.poll()
        if status is None:
            return
        self.ready = False
        self.daemon_status = f"daemon exited (status {status}); starting it again…"
        self.notify(f"The console's daemon exited (status {status}), so it started a new one; runs in "
                    f"progress are gone. Its log: {handle.log_path}", title="Daemon restarted",
                    severity="warning", timeout=15)
        self.connect_daemon()

    def on_daemon_failed(self, message: DaemonFailed) -> None:
        self.daemon_status = f"no daemon: {message.reason}"
        self.notify(message.reason, title="No daemon", severity="error", timeout=30)

    def _describe(self, url: str, started_here: bool) -> str:
        where = "daemon" if self.deterministic else f"daemon {url}"
        return f"{where} (started by the console)" if started_here else f"{where} connected"

    def action_blur(self) -> None:
        self.screen.set_focus(None)

    async def on_unmount(self) -> None:
        await self.client.close()
        if self.scenario_model is not None:
            await self.scenario_model.stop()


def make_app(client: DaemonClient, **options) -> ResguardoApp:
    """The console app over `client` (options: launcher, data_dir, deterministic, stream_delay)."""
    return ResguardoApp(client, **options)
