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
from console.client import DaemonError
from console.gateway_turn import play_through_gateway
from console.messages import GrantsCompared, ScenariosLoaded, TurnPlayed, TurnStepPlayed
from console.scenarios import Scenario, load_scenarios
from console.screens.base import ConsoleScreen
from console.screens.confirm import ChoiceScreen
from console.widgets.rendering import events_table, plain, play_diff, tool_call_table, two_sides, what_tools_received

HINT = "↑↓ pick a scenario · Enter plays it · w plays it through the gateway · g opens Grants · play again to compare"


INTRO = "Pick a scenario and press Enter to play its turn."


class StepPanel(Static):
    """One step of the turn, with a border title saying who wrote what."""


class PlayerScreen(ConsoleScreen):
    """Scenario list on the left, the turn in the middle, the events it wrote on the right."""

    BINDINGS = [
        Binding("enter", "play", "Play", priority=False),
        Binding("w", "play_gateway", "Play through the gateway"),
        Binding("l", "reload", "Reload scenarios"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.scenarios: dict[str, Scenario] = {}
        self._answer_panel: StepPanel | None = None
        self._playing: Scenario | None = None
        self._outcomes: list[turn.ToolCalled] = []
        self._note: str | None = None
        self._via_gateway = False
        """Whether the next play goes through the daemon's gateway (g) instead of /v1 (Enter)."""
        self._previous_plays: dict[str, list[tuple[str, str, str]]] = {}
        """Per scenario, what each tool received on its last play (the diff's left side)."""

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
        self._via_gateway = False
        self.play_key(event.option.id or "")

    def action_play(self) -> None:
        self._via_gateway = False
        self._play_highlighted()

    def action_play_gateway(self) -> None:
        """The highlighted scenario as an agent on a provider SDK would play it: through the
        daemon's OpenAI gateway, the scenario's model standing in for the provider."""
        if self.app.scenario_model is None:
            self.notify("Playing through the gateway needs a daemon this console started: it sends "
                        "/openai/v1 to the scenarios' model. This daemon was found at --url.",
                        severity="warning")
            return
        self._via_gateway = True
        self._play_highlighted()

    def _play_highlighted(self) -> None:
        option_list = self.query_one("#scenarios", OptionList)
        if option_list.highlighted is None:
            return
        self.play_key(option_list.get_option_at_index(option_list.highlighted).id or "")

    def play_key(self, key: str) -> None:
        """Play the scenario with `key` (clears the previous turn); asks first if the scenario
        declares grants the policy does not hold."""
        scenario = self.scenarios.get(key)
        if scenario is None or not self.app.ready:
            if not self.app.ready:
                self.notify("The daemon is not ready yet.", severity="warning")
            return
        self.compare_grants(scenario)

    @work(exclusive=True, exit_on_error=False, group="turn")
    async def compare_grants(self, scenario: Scenario) -> None:
        """Read (only) which of the scenario's declared grants the policy lacks."""
        missing = await turn.missing_grants(self.app.client, scenario) if scenario.grants else []
        self.post_message(GrantsCompared(scenario.key, missing))

    def on_grants_compared(self, message: GrantsCompared) -> None:
        scenario = self.scenarios.get(message.scenario_key)
        if scenario is None:
            return
        if not message.missing:
            self._start(scenario, add_grants=False)
            return
        # A scenario never changes the operator's policy on its own (it re-added revoked
        # grants before, with a panel that had scrolled away as the only sign): it asks.
        listed = "\n".join(f"  + {tool} may receive {entity}" for tool, entity in message.missing)
        question = ChoiceScreen(
            f"{scenario.title} declares {len(message.missing)} grant(s) your policy does not hold.",
            [("p", "keep", "play with your policy as it is (those tools get tokens)"),
             ("a", "add", "add them to your policy, then play (they stay until you remove them)")],
            details=f"Adding would change the policy every run uses:\n{listed}")

        def answered(choice: str | None) -> None:
            if choice is not None:
                self._start(scenario, add_grants=choice == "add")

        self.app.push_screen(question, answered)

    def _start(self, scenario: Scenario, add_grants: bool) -> None:
        self._playing = scenario
        self._outcomes = []
        self._answer_panel = None
        self._note = None
        turn_view = self.query_one("#turn", VerticalScroll)
        turn_view.remove_children()
        via = ("  through the gateway (OpenAI)", "dim") if self._via_gateway else ("", "")
        turn_view.mount(Static(Text.assemble(("▶ ", "bold"), (scenario.title, "bold"), via), classes="turn-title"))
        self.query_one("#turn-events", Static).update(Text("Playing…", style="dim"))
        self.play(scenario, add_grants)

    @work(exclusive=True, exit_on_error=False, group="turn")
    async def play(self, scenario: Scenario, add_grants: bool) -> None:
        """Play the turn against the daemon, posting each step as it happens."""
        if self._via_gateway:
            steps = play_through_gateway(self.app.client, self.app.scenario_model, scenario, add_grants=add_grants)
        else:
            steps = turn.play_turn(self.app.client, scenario, add_grants=add_grants,
                                   stream_delay=self.app.stream_delay)
        async for result in steps:
            self.post_message(TurnStepPlayed(result))
        self.post_message(TurnPlayed(scenario.key))

    def _panel(self, title: str, body, classes: str = "") -> StepPanel:
        if self._note is not None:
            # The scenario's note on this step heads its panel.
            body = Group(Text(f"✎ {self._note}", style="italic bold"), body)
            self._note = None
        panel = StepPanel(body, classes=f"step {classes}".strip())
        panel.border_title = title
        self.query_one("#turn", VerticalScroll).mount(panel)
        return panel

    def on_turn_step_played(self, message: TurnStepPlayed) -> None:
        result = message.result
        hide_ids = self.app.deterministic
        if isinstance(result, turn.GrantsChecked):
            if result.added:
                added = ", ".join(f"{tool}: {entity}" for tool, entity in result.added)
                self._panel("Grants added to your policy (you said so)", Text(f"Added: {added}"), "note")
            if result.missing:
                missing = ", ".join(f"{tool}: {entity}" for tool, entity in result.missing)
                self._panel("Played with your policy as it is",
                            Text(f"Declared by the scenario, not granted (those tools get tokens): {missing}"),
                            "note")
        elif isinstance(result, turn.StepNote):
            self._note = result.text
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
            if self._playing is not None:
                received = what_tools_received(self._outcomes)
                previous = self._previous_plays.get(self._playing.key)
                if previous is not None:
                    self._panel("Since the last play of this scenario", play_diff(previous, received), "diff")
                self._previous_plays[self._playing.key] = received
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
        # The error stays in the turn, under the step that failed: a notice fades.
        if isinstance(error, turn.TurnStopped):
            where = error.what if error.number == 0 else f"step {error.number}, {error.what}"
            cause = error.cause
        else:
            where, cause = "before the first step", error
        if isinstance(cause, DaemonError):
            why = Text.assemble(("The daemon refused it: ", "bold"), cause.message,
                                (f"  ({cause.code}, HTTP {cause.status})" if cause.status else f"  ({cause.code})", "dim"))
        else:
            why = Text.assemble((f"{type(cause).__name__}: ", "bold"), str(cause))
        self._note = None
        self._panel(f"✗ The turn stopped at {where}", why, "error")
        self.query_one("#turn", VerticalScroll).scroll_end(animate=False)
        self.query_one("#turn-events", Static).update(
            Text(f"The turn stopped at {where}: the reason is in the turn.", style="red"))
