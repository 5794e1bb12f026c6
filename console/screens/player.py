"""Turn player: pick a scenario and watch one turn cross the boundary, step by step."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from console import turn
from console.messages import ScenariosLoaded, TurnPlayed, TurnStepPlayed
from console.scenarios import Scenario, load_scenarios
from console.screens.base import ConsoleScreen
from console.widgets.rendering import events_table, plain, tool_call_table, two_sides

HINT = ("↑↓ pick a scenario · Enter plays it · g opens Grants (change what each tool may receive), "
        "then p and Enter to play again and compare.")


INTRO = "Pick a scenario and press Enter to play its turn."


class StepPanel(Static):
    """One step of the turn, with a border title saying who wrote what."""


class PlayerScreen(ConsoleScreen):
    """Scenario list on the left, the turn in the middle, the events it wrote on the right."""

    BINDINGS = [
        Binding("enter", "play", "Play", priority=False),
        Binding("l", "reload", "Reload scenarios"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.scenarios: dict[str, Scenario] = {}
        self._answer_panel: StepPanel | None = None
        self._playing: Scenario | None = None
        self._outcomes: list[turn.ToolCalled] = []

    def compose(self) -> ComposeResult:
        yield from self.compose_header()
        yield Static(HINT, id="player-hint", classes="hint")
        with Horizontal(id="player"):
            with Vertical(id="scenario-pane"):
                yield Label("Scenarios", classes="pane-title")
                yield OptionList(id="scenarios")
                yield Static(id="scenario-description")
            with VerticalScroll(id="turn"):
                yield Static(INTRO, id="turn-intro")
            with Vertical(id="events-pane"):
                yield Label("Events written", classes="pane-title")
                yield Static(id="turn-events")
        yield from self.compose_footer()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#scenarios", OptionList).focus()
        self.load()

    def load(self) -> None:
        scenarios, problems = load_scenarios(self.app.data_dir)
        self.post_message(ScenariosLoaded(scenarios, problems))

    def action_reload(self) -> None:
        self.load()
        self.notify("Scenarios reloaded.")

    def on_scenarios_loaded(self, message: ScenariosLoaded) -> None:
        option_list = self.query_one("#scenarios", OptionList)
        highlighted = option_list.highlighted
        self.scenarios = {s.key: s for s in message.scenarios}
        option_list.clear_options()
        option_list.add_options([
            Option(plain(s.title + ("  (yours)" if s.source == "operator" else "")), id=s.key)
            for s in message.scenarios
        ])
        option_list.highlighted = highlighted if highlighted is not None else 0
        for problem in message.problems:
            self.notify(problem, title="Scenario not loaded", severity="warning", timeout=10)
        # Notices pile up and fade; until a turn is played, the problems stay listed here too.
        intro = self.query("#turn-intro").results(Static)
        for static in intro:
            lines = Text(INTRO)
            if message.problems:
                lines.append(f"\n\n{len(message.problems)} scenario file(s) not loaded (fix them, then l reloads):",
                             style="bold dark_orange")
                for problem in message.problems:
                    lines.append(f"\n· {problem}", style="dark_orange")
            static.update(lines)

    @on(OptionList.OptionHighlighted, "#scenarios")
    def _describe(self, event: OptionList.OptionHighlighted) -> None:
        scenario = self.scenarios.get(event.option.id or "")
        if scenario is None:
            return
        grants = ", ".join(f"{g.tool}: {g.entity_type}" for g in scenario.grants) or "none"
        self.query_one("#scenario-description", Static).update(
            Text.assemble((scenario.description + "\n\n"), ("Declares grants: ", "bold"), grants))

    @on(OptionList.OptionSelected, "#scenarios")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.play_key(event.option.id or "")

    def action_play(self) -> None:
        option_list = self.query_one("#scenarios", OptionList)
        if option_list.highlighted is None:
            return
        self.play_key(option_list.get_option_at_index(option_list.highlighted).id or "")

    def play_key(self, key: str) -> None:
        """Play the scenario with `key` (clears the previous turn)."""
        scenario = self.scenarios.get(key)
        if scenario is None or not self.app.ready:
            if not self.app.ready:
                self.notify("The daemon is not ready yet.", severity="warning")
            return
        self._playing = scenario
        self._outcomes = []
        self._answer_panel = None
        turn_view = self.query_one("#turn", VerticalScroll)
        turn_view.remove_children()
        turn_view.mount(Static(Text.assemble(("▶ ", "bold"), (scenario.title, "bold")), classes="turn-title"))
        self.query_one("#turn-events", Static).update(Text("Playing…", style="dim"))
        ensure = scenario.key not in self.app.ensured_scenarios
        self.play(scenario, ensure)

    @work(exclusive=True, exit_on_error=False, group="turn")
    async def play(self, scenario: Scenario, ensure: bool) -> None:
        """Play the turn against the daemon, posting each step as it happens."""
        async for result in turn.play_turn(self.app.client, scenario, ensure=ensure,
                                           stream_delay=self.app.stream_delay):
            self.post_message(TurnStepPlayed(result))
        self.post_message(TurnPlayed(scenario.key))

    def _panel(self, title: str, body, classes: str = "") -> StepPanel:
        panel = StepPanel(body, classes=f"step {classes}".strip())
        panel.border_title = title
        self.query_one("#turn", VerticalScroll).mount(panel)
        return panel

    def on_turn_step_played(self, message: TurnStepPlayed) -> None:
        result = message.result
        hide_ids = self.app.deterministic
        if isinstance(result, turn.GrantsEnsured):
            # Only once they are in place: a refused grant (a type not yet known) is tried
            # again on the next play, after the operator has added what it needed.
            self.app.ensured_scenarios.add(result.scenario_key)
            if result.added:
                added = ", ".join(f"{tool}: {entity}" for tool, entity in result.added)
                self._panel("Grants the scenario needs", Text(f"Added: {added}"), "note")
        elif isinstance(result, turn.RunOpened):
            run = "a run" if hide_ids else f"run {result.run_id}"
            if result.resumed:
                body = two_sides("history the runtime stored (replayed)", result.history_sent or "(nothing)",
                                 "what the model reads of it", result.history_read or "(nothing)")
                self._panel(f"Resumed on a fresh run ({run}), rebuilt from history", body, "note")
            elif result.history_sent:
                body = two_sides("history replayed", result.history_sent, "what the model reads", result.history_read)
                self._panel(f"Opened {run} from history", body, "note")
        elif isinstance(result, turn.CustomerTokenized):
            self._panel("1 · The customer writes → the model reads",
                        two_sides("customer typed", result.typed, "model read", result.model_read), "customer")
        elif isinstance(result, turn.ToolCalled):
            self._outcomes.append(result)
            self._panel(f"Tool call · {result.tool}: as the model wrote it → as the tool received it",
                        tool_call_table(result.as_written, result.as_received, result.decisions), "tool-call")
        elif isinstance(result, turn.ToolReplied):
            self._panel(f"Tool reply · {result.tool}: as returned → as the model reads it",
                        two_sides("tool returned", result.returned, "model read", result.model_read), "tool-reply")
        elif isinstance(result, turn.AnswerChunkReleased):
            if self._answer_panel is None:
                self._answer_panel = self._panel("Answer · streaming to the customer…", Text(""), "answer")
            self._answer_panel.update(Text(result.so_far))
        elif isinstance(result, turn.AnswerStreamed):
            body = two_sides("model wrote", result.as_written, "customer reads", Text(result.customer_read, style="bold"))
            if self._answer_panel is None:
                self._answer_panel = self._panel("", body, "answer")
            self._answer_panel.update(body)
            self._answer_panel.border_title = "Answer · as the model wrote it → as the customer reads it (streamed)"
            self._answer_panel = None
        elif isinstance(result, turn.RunPaused):
            run = "the run" if hide_ids else f"run {result.run_id}"
            self._panel("Pause", Text(f"Paused for approval: {run} was deleted and its mapping wiped. "
                                      f"The runtime kept: {', '.join(result.stored_roles)} messages."), "note")
        elif isinstance(result, turn.TurnFinished):
            self.query_one("#turn-events", Static).update(events_table(result.events, hide_ids))
            self._panel("What each tool received", self._outcome_summary(), "summary")
            if self.narrow:  # the events pane is hidden: the events close the turn instead
                self._panel("Events written", events_table(result.events, hide_ids), "note")
        self.query_one("#turn", VerticalScroll).scroll_end(animate=False)

    def _outcome_summary(self) -> Group | Text:
        lines = []
        for called in self._outcomes:
            restored = sorted({d["entity_type"] for d in called.decisions if d.get("outcome") == "restored"})
            withheld = sorted({f"{d.get('entity_type')} ({d.get('reason')})" for d in called.decisions
                               if d.get("outcome") != "restored"})
            line = Text(f"{called.tool}: ", style="bold")
            if restored:
                line.append("real " + ", ".join(restored), style="green3")
            if withheld:
                line.append(("; " if restored else "") + "tokens for " + ", ".join(withheld), style="dark_orange")
            if not restored and not withheld:
                line.append("no tokens in its arguments", style="dim")
            lines.append(line)
        lines.append(Text("Press g to change grants, then p and Enter to play again.", style="italic"))
        return Group(*lines)

    def on_turn_played(self, message: TurnPlayed) -> None:
        self.notify(f"Turn played: {self.scenarios[message.scenario_key].title}", timeout=3)

    def worker_failed(self, worker, error) -> None:
        self.query_one("#turn-events", Static).update(Text("The turn stopped: see the notification.", style="red"))
