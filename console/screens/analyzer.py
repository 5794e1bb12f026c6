"""Analyzer: type English or Spanish text and see what the detector finds, and why.

Spans are highlighted with a colour per type (the legend says which), those under the chosen
minimum score hidden; the text as the model would read it comes from a run of the daemon's
own (its detector and policy, as a turn would); ctrl+o says why a selection is not a span.
"""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import DataTable, Label, Select, Static, TextArea

from console.messages import AnalysisFinished, ModelViewRead, WhyNotExplained
from console.screens.base import ConsoleScreen
from console.why_not import why_not_matched
from console.widgets.rendering import explanation_text, legend_text, plain, span_colours, spans_text, token_text

SAMPLE_TEXT = ("Hi, I'm Ana. Write to ana.garcia@example.com or call +1 415-555-0100. "
               "NIF 12345678Z, NIE X1234567L, card 4111 1111 1111 1111.")
DEBOUNCE_SECONDS = 0.3
DETECTOR_CHOICES = [("daemon's own", ""), ("presidio (spaCy + recognizers)", "presidio"),
                    ("patterns (regex + checksums)", "patterns")]
THRESHOLDS = [("any score", 0.0), ("≥ 0.3", 0.3), ("≥ 0.5", 0.5), ("≥ 0.7", 0.7), ("≥ 0.85", 0.85)]
# The analyzer's own run: a name that is an identifier, as tenants and sessions must be.
MODEL_VIEW_TENANT, MODEL_VIEW_SESSION = "console", "analyzer-model-view"


class AnalyzerScreen(ConsoleScreen):
    """Spans, types, scores and explanations for the text typed, per language and detector."""

    # Typing is what this screen is for: its text takes the keys from the start (focus on the
    # language dropdown sent `hello`'s e to Events and a q quit the console).
    AUTO_FOCUS = "#analyzer-text"
    COMPACT_ALWAYS = "#analyzer-options Select"

    BINDINGS = [
        Binding("ctrl+l", "cycle_language", "Language"),
        # Not ctrl+d: the text area takes it (delete right), and the text lost a character.
        Binding("ctrl+t", "cycle_detector", "Detector"),
        Binding("ctrl+s", "cycle_threshold", "Min score"),
        # Not ctrl+w: the text area deletes a word with it.
        Binding("ctrl+o", "why_not", "Why not?"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._debounce: Timer | None = None
        self.spans: list[dict] = []
        """Every span of the last analysis, whatever its score."""
        self.analysed_text = ""
        self.detector = ""

    def compose(self) -> ComposeResult:
        yield from self.compose_header()
        with Vertical(id="analyzer"):
            with Horizontal(id="analyzer-options", classes="options-row"):
                yield Label("Language", classes="option-label")
                yield Select([("English", "en"), ("Español", "es")], value="en", allow_blank=False,
                             id="analyzer-language", compact=True)
                yield Label("Detector", classes="option-label")
                yield Select(DETECTOR_CHOICES, value="", allow_blank=False, id="analyzer-detector", compact=True)
                yield Label("Min score", classes="option-label")
                yield Select(THRESHOLDS, value=0.0, allow_blank=False, id="analyzer-threshold", compact=True)
            yield TextArea(SAMPLE_TEXT, id="analyzer-text", soft_wrap=True, show_line_numbers=False)
            yield Static(id="analyzer-highlight", classes="panel")
            yield Static(id="analyzer-model", classes="panel")
            yield Static(id="analyzer-why", classes="panel")
            yield DataTable(id="analyzer-spans", cursor_type="row", zebra_stripes=True)
        yield from self.compose_footer()

    def on_mount(self) -> None:
        super().on_mount()
        table = self.query_one("#analyzer-spans", DataTable)
        table.add_columns("type", "text", "score", "token?", "recognizer", "why")
        self.query_one("#analyzer-highlight").border_title = "What the detector finds"
        self.query_one("#analyzer-model").border_title = "As the model would read it"
        # Hidden until asked (ctrl+o, in the footer): three rows the spans table keeps.
        self.query_one("#analyzer-why", Static).border_title = "Why not matched?"

    def on_daemon_ready(self) -> None:
        self.request_analysis()

    @on(TextArea.Changed, "#analyzer-text")
    @on(Select.Changed, "#analyzer-language")
    @on(Select.Changed, "#analyzer-detector")
    def _schedule(self) -> None:
        if not self.app.ready:
            return
        if self._debounce is not None:
            self._debounce.stop()
        self._debounce = self.set_timer(DEBOUNCE_SECONDS, self.request_analysis)

    @on(Select.Changed, "#analyzer-threshold")
    def _threshold_changed(self) -> None:
        self._show_spans()  # the same answer, another view: no request

    @property
    def threshold(self) -> float:
        value = self.query_one("#analyzer-threshold", Select).value
        return float(value) if isinstance(value, (int, float)) else 0.0

    def request_analysis(self) -> None:
        """Analyse the current text with the chosen language and detector (in a worker)."""
        text = self.query_one("#analyzer-text", TextArea).text
        language = self.query_one("#analyzer-language", Select).value
        detector = self.query_one("#analyzer-detector", Select).value
        self.analyze(text, str(language), str(detector or ""))
        self.read_as_model(text, str(language))

    @work(exclusive=True, exit_on_error=False, group="analyze")
    async def analyze(self, text: str, language: str, detector: str) -> None:
        """POST /v1/analyze and report the spans."""
        if not text.strip():
            self.post_message(AnalysisFinished(text, [], detector))
            return
        answer = await self.app.client.analyze(text, language, detector or None)
        self.post_message(AnalysisFinished(text, answer.get("spans", []), answer.get("detector", detector),
                                           answer.get("generalized"), answer.get("k")))

    @work(exclusive=True, exit_on_error=False, group="model-view")
    async def read_as_model(self, text: str, language: str) -> None:
        """The text through a run of its own, deleted at once: the tokens a model would read."""
        if not text.strip():
            self.post_message(ModelViewRead(text, ""))
            return
        client = self.app.client
        run = await client.create_run(MODEL_VIEW_TENANT, MODEL_VIEW_SESSION, language=language, ttl_seconds=60)
        try:
            read = await client.tokenize_customer(run["run_id"], text)
        finally:
            await client.delete_run(run["run_id"])
        self.post_message(ModelViewRead(text, read))

    def on_model_view_read(self, message: ModelViewRead) -> None:
        self.query_one("#analyzer-model", Static).update(token_text(message.read) if message.read else Text(""))

    def on_analysis_finished(self, message: AnalysisFinished) -> None:
        self.spans = sorted(message.spans, key=lambda s: (s["start"], s["end"]))
        self.analysed_text = message.text
        self.detector = message.detector
        self.query_one("#analyzer-model", Static).border_subtitle = generalized_caption(message.generalized, message.k)
        self._show_spans()

    def _show_spans(self) -> None:
        threshold = self.threshold
        shown = [span for span in self.spans if span["score"] >= threshold]
        hidden = len(self.spans) - len(shown)
        # Empty text asks the daemon nothing: the detector named is the one chosen, if any.
        detector = f" · detector {self.detector}" if self.detector else ""
        summary = Text(f"{len(shown)} span(s){detector}", style="bold")
        if hidden:
            summary.append(f" · {hidden} under {threshold:.2f} hidden", style="dim")
        colours = span_colours(self.spans)  # by every span, so a type keeps its colour as the bar moves
        body = [Text.assemble(summary, "  ", legend_text({s["entity_type"] for s in shown}, colours)),
                spans_text(self.analysed_text, shown, colours)]
        self.query_one("#analyzer-highlight", Static).update(Group(*body))
        table = self.query_one("#analyzer-spans", DataTable)
        table.clear()
        for span in shown:
            table.add_row(*map(plain, (
                Text(span["entity_type"], style=colours.get(span["entity_type"], "")),
                self.analysed_text[span["start"]:span["end"]], f"{span['score']:.2f}",
                # Whether a run would tokenize it: the policy decides, not the detector.
                {True: "✓", False: "·"}.get(span.get("tokenized"), "?"),
                span.get("recognizer", ""), explanation_text(span.get("explanation")),
            )))

    def action_why_not(self) -> None:
        area = self.query_one("#analyzer-text", TextArea)
        start, end = sorted((area.document.get_index_from_location(area.selection.start),
                             area.document.get_index_from_location(area.selection.end)))
        text = area.text
        if text != self.analysed_text or not text[start:end].strip():
            self.post_message(WhyNotExplained(text[start:end], why_not_matched(text, start, end, [], 0, None)
                                              if not text[start:end].strip() else
                                              ["The analysis is not up to date yet: try again in a moment."]))
            return
        self.explain(text, start, end)

    @work(exclusive=True, exit_on_error=False, group="why-not")
    async def explain(self, text: str, start: int, end: int) -> None:
        """Reasons from the spans at hand; when none overlaps, the selection analysed alone."""
        overlapping = any(s["start"] < end and start < s["end"] for s in self.spans)
        alone = None
        if not overlapping:
            language = str(self.query_one("#analyzer-language", Select).value)
            detector = str(self.query_one("#analyzer-detector", Select).value or "")
            alone = (await self.app.client.analyze(text[start:end], language, detector or None)).get("spans", [])
        self.post_message(WhyNotExplained(text[start:end], why_not_matched(text, start, end, self.spans,
                                                                           self.threshold, alone)))

    def on_why_not_explained(self, message: WhyNotExplained) -> None:
        why = Text()
        why.append(f"{message.selection!r}\n", style="bold")
        why.append("\n".join(message.reasons))
        panel = self.query_one("#analyzer-why", Static)
        panel.update(why)
        panel.add_class("-asked")

    def action_cycle_language(self) -> None:
        select = self.query_one("#analyzer-language", Select)
        select.value = "es" if select.value == "en" else "en"

    def action_cycle_detector(self) -> None:
        select = self.query_one("#analyzer-detector", Select)
        values = [value for _, value in DETECTOR_CHOICES]
        select.value = values[(values.index(select.value) + 1) % len(values)]

    def action_cycle_threshold(self) -> None:
        select = self.query_one("#analyzer-threshold", Select)
        values = [value for _, value in THRESHOLDS]
        select.value = values[(values.index(select.value) + 1) % len(values)]


def generalized_caption(generalized: list[dict] | None, k: int | None) -> str:
    """Under the model's view: how many quasi-identifiers a run generalizes, and the k reached."""
    if generalized is None:
        return ""
    if not generalized:
        return "no quasi-identifier found"
    types = ", ".join(sorted({g["entity_type"] for g in generalized}))
    reach = f"k = {k}" if k is not None else "k not checked (no population table)"
    return f"{len(generalized)} generalized ({types}) · {reach}"
