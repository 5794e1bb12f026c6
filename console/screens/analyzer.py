"""Analyzer: type English or Spanish text and see what the detector finds, and why."""

from __future__ import annotations

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import DataTable, Label, Select, Static, TextArea

from console.messages import AnalysisFinished
from console.screens.base import ConsoleScreen
from console.widgets.rendering import explanation_text, plain, spans_text

SAMPLE_TEXT = ("Hi, I'm Ana. Write to ana.garcia@example.com or call +1 415-555-0100. "
               "NIF 12345678Z, NIE X1234567L, card 4111 1111 1111 1111.")
DEBOUNCE_SECONDS = 0.3
DETECTOR_CHOICES = [("the daemon's own", ""), ("presidio (spaCy + recognizers)", "presidio"),
                    ("patterns (regex + checksums)", "patterns")]


class AnalyzerScreen(ConsoleScreen):
    """Spans, types, scores and explanations for the text typed, per language and detector."""

    # Typing is what this screen is for: its text takes the keys from the start (focus on the
    # language dropdown sent `hello`'s e to Events and a q quit the console).
    AUTO_FOCUS = "#analyzer-text"

    BINDINGS = [
        Binding("ctrl+l", "cycle_language", "Language"),
        # Not ctrl+d: the text area takes it (delete right), and the text lost a character.
        Binding("ctrl+t", "cycle_detector", "Detector"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._debounce: Timer | None = None

    def compose(self) -> ComposeResult:
        yield from self.compose_header()
        with Vertical(id="analyzer"):
            yield Static("Type or paste text (English or Spanish). What the detector finds is highlighted "
                         "below, with each span's type, score and explanation. ctrl+l language · ctrl+t detector.",
                         classes="hint")
            with Horizontal(id="analyzer-options", classes="options-row"):
                yield Label("Language", classes="option-label")
                yield Select([("English", "en"), ("Español", "es")], value="en", allow_blank=False,
                             id="analyzer-language")
                yield Label("Detector", classes="option-label")
                yield Select(DETECTOR_CHOICES, value="", allow_blank=False, id="analyzer-detector")
            yield TextArea(SAMPLE_TEXT, id="analyzer-text", soft_wrap=True, show_line_numbers=False)
            yield Static(id="analyzer-highlight", classes="panel")
            yield DataTable(id="analyzer-spans", cursor_type="row", zebra_stripes=True)
        yield from self.compose_footer()

    def on_mount(self) -> None:
        super().on_mount()
        table = self.query_one("#analyzer-spans", DataTable)
        table.add_columns("type", "text", "score", "token?", "recognizer", "why")

    def on_daemon_ready(self) -> None:
        self.request_analysis()

    @on(TextArea.Changed, "#analyzer-text")
    @on(Select.Changed)
    def _schedule(self) -> None:
        if not self.app.ready:
            return
        if self._debounce is not None:
            self._debounce.stop()
        self._debounce = self.set_timer(DEBOUNCE_SECONDS, self.request_analysis)

    def request_analysis(self) -> None:
        """Analyse the current text with the chosen language and detector (in a worker)."""
        text = self.query_one("#analyzer-text", TextArea).text
        language = self.query_one("#analyzer-language", Select).value
        detector = self.query_one("#analyzer-detector", Select).value
        self.analyze(text, str(language), str(detector or ""))

    @work(exclusive=True, exit_on_error=False, group="analyze")
    async def analyze(self, text: str, language: str, detector: str) -> None:
        """POST /v1/analyze and report the spans."""
        if not text.strip():
            self.post_message(AnalysisFinished(text, [], detector))
            return
        answer = await self.app.client.analyze(text, language, detector or None)
        self.post_message(AnalysisFinished(text, answer.get("spans", []), answer.get("detector", detector)))

    def on_analysis_finished(self, message: AnalysisFinished) -> None:
        spans = sorted(message.spans, key=lambda s: (s["start"], s["end"]))
        # Empty text asks the daemon nothing: the detector named is the one chosen, if any.
        detector = f" · detector {message.detector}" if message.detector else ""
        summary = Text(f"{len(spans)} span(s){detector}\n", style="bold")
        self.query_one("#analyzer-highlight", Static).update(Text.assemble(summary, spans_text(message.text, spans)))
        table = self.query_one("#analyzer-spans", DataTable)
        table.clear()
        for span in spans:
            table.add_row(*map(plain, (
                span["entity_type"], message.text[span["start"]:span["end"]], f"{span['score']:.2f}",
                # Whether a run would tokenize it: the policy decides, not the detector.
                {True: "✓", False: "·"}.get(span.get("tokenized"), "?"),
                span.get("recognizer", ""), explanation_text(span.get("explanation")),
            )))

    def action_cycle_language(self) -> None:
        select = self.query_one("#analyzer-language", Select)
        select.value = "es" if select.value == "en" else "en"

    def action_cycle_detector(self) -> None:
        select = self.query_one("#analyzer-detector", Select)
        values = [value for _, value in DETECTOR_CHOICES]
        select.value = values[(values.index(select.value) + 1) % len(values)]
