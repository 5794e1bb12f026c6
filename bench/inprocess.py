"""Sections 1 and 3: analysis in one process, ours against stock, with our quality beside it.

Ours is what the daemon serves: PresidioDetector(build_analyzer_engine()), called the way
/analyze calls it (analyze_request). Stock is build_stock_engine(): the same spaCy
pipelines and Presidio's default recognizers, called as Presidio's own server calls it.
Rounds alternate which engine goes first, so neither always runs on a warmer cache.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bench.common import Timing, timed

# Ours pipes a batch through spaCy 32 texts at a time (presidio_engine.process_many).
BATCH_SIZE = 32


@dataclass
class Engines:
    ours: object  # PresidioDetector
    stock: object  # AnalyzerEngine
    patterns: object  # PatternsDetector
    build_seconds: dict = field(default_factory=dict)


def build_ours():
    """Our engine as the daemon builds it, warm."""
    from daemon.detectors.presidio_detector import PresidioDetector
    from daemon.detectors.presidio_engine import build_analyzer_engine

    ours = PresidioDetector(build_analyzer_engine())
    ours.warm_up()
    return ours


def build_engines() -> Engines:
    import time

    from daemon.detectors.patterns import PatternsDetector
    from daemon.detectors.presidio_engine import build_stock_engine

    started = time.perf_counter()
    ours = build_ours()
    ours_seconds = time.perf_counter() - started
    started = time.perf_counter()
    stock = build_stock_engine()
    for language, text in (("en", "Hi, I am John Smith, call 415 555 0132"), ("es", "Hola, soy Juan García")):
        stock.analyze(text=text, language=language)
    stock_seconds = time.perf_counter() - started
    return Engines(ours, stock, PatternsDetector(), {"ours": ours_seconds, "stock": stock_seconds})


def _request(text: str, language: str, entities=None):
    from daemon.presidio_api.analyze_request import AnalyzeRequest

    return AnalyzeRequest(texts=[text], batch=False, language=language, entities=entities)


def quality(engines: Engines, messages) -> dict:
    """Recall / leaks / distractor FPs / PERSON of ours (as the daemon builds it) and stock.

    Scored exactly as quality.eval scores them (run_engine: what a run asks for, the
    structured types plus PERSON), so these figures match `python -m quality.eval --small`.
    """
    from quality.eval import run_engine

    return {"ours": _summary(run_engine(engines.ours.engine, messages)),
            "stock": _summary(run_engine(engines.stock, messages))}


def _summary(score) -> dict:
    values = sum(score.values.values())
    names = sum(score.names.values())
    spans = sum(score.person_spans.values())
    return {
        "recall": sum(score.found.values()) / values if values else float("nan"),
        "leaked": score.total_leaked,
        "distractor_fp": score.total_false_positives,
        "person_recall": sum(score.names_found.values()) / names if names else float("nan"),
        "person_precision": sum(score.person_correct.values()) / spans if spans else float("nan"),
    }


def analysis(engines: Engines, messages, rounds: int) -> dict:
    """Section 1: every entity type (Presidio /analyze without `entities`), one message per call."""
    requests = [(_request(m.text, m.language), m) for m in messages]
    ours_call = lambda item: engines.ours.analyze_request(item[0])  # noqa: E731
    stock_call = lambda item: engines.stock.analyze(text=item[1].text, language=item[1].language)  # noqa: E731
    return _alternate({"ours": (ours_call, requests), "stock": (stock_call, requests)}, rounds)


def policy_entities(engines: Engines, language: str, wanted) -> list[str]:
    supported = set(engines.stock.get_supported_entities(language))
    return [entity for entity in wanted if entity in supported]


def patterns(engines: Engines, messages, rounds: int) -> dict:
    """Section 3: pattern-only policies (our default policy, the structured types).

    Ours three ways: the patterns detector, the presidio detector's detect() (what the
    boundary calls) and /analyze-style analyze_request with `entities`. Stock is asked for
    the same types it knows (it has no BR_CPF or SECRET) and still runs the whole pipeline.
    """
    from daemon.core.entities import STRUCTURED_TYPES

    structured = list(STRUCTURED_TYPES)
    stock_lists = {lang: policy_entities(engines, lang, structured) for lang in ("en", "es")}
    items = list(messages)
    calls = {
        "patterns detector": (lambda m: engines.patterns.detect(m.text, m.language, structured), items),
        "presidio detect()": (lambda m: engines.ours.detect(m.text, m.language, structured), items),
        "presidio /analyze": (
            lambda m: engines.ours.analyze_request(_request(m.text, m.language, structured)), items),
        "stock": (lambda m: engines.stock.analyze(text=m.text, language=m.language,
                                                  entities=stock_lists[m.language]), items),
    }
    return _alternate(calls, rounds)


def policy_with_person(engines: Engines, messages, rounds: int) -> dict:
    """The boundary's detect() with structured types + PERSON, against stock asked the same."""
    from daemon.core.entities import STRUCTURED_TYPES

    wanted = [*STRUCTURED_TYPES, "PERSON"]
    stock_lists = {lang: policy_entities(engines, lang, wanted) for lang in ("en", "es")}
    calls = {
        "ours": (lambda m: engines.ours.detect(m.text, m.language, wanted), messages),
        "stock": (lambda m: engines.stock.analyze(text=m.text, language=m.language,
                                                  entities=stock_lists[m.language]), messages),
    }
    return _alternate(calls, rounds)


def batch(engines: Engines, messages, rounds: int) -> dict:
    """Presidio /analyze with a list of texts (one language per request, as Presidio requires).

    Stock gets the same batch size through BatchAnalyzerEngine (its default is 1, which
    would not batch at all), so this compares both at their best.
    """
    from presidio_analyzer import BatchAnalyzerEngine

    from daemon.presidio_api.analyze_request import AnalyzeRequest

    stock_batch = BatchAnalyzerEngine(analyzer_engine=engines.stock)
    groups = {}
    for m in messages:
        groups.setdefault(m.language, []).append(m.text)
    requests = [AnalyzeRequest(texts=texts, batch=True, language=lang) for lang, texts in groups.items()]
    count = sum(len(texts) for texts in groups.values())
    timings = {"ours": Timing(), "stock": Timing()}
    import time

    for r in range(rounds):
        order = ["ours", "stock"] if r % 2 == 0 else ["stock", "ours"]
        for who in order:
            started = time.perf_counter()
            for request in requests:
                if who == "ours":
                    engines.ours.analyze_request(request)
                else:
                    list(stock_batch.analyze_iterator(request.texts, language=request.language, batch_size=BATCH_SIZE))
            wall = time.perf_counter() - started
            timings[who].throughput.append(count / wall)
    return timings


def _alternate(calls: dict, rounds: int) -> dict:
    timings = {name: Timing() for name in calls}
    names = list(calls)
    for r in range(rounds):
        order = names if r % 2 == 0 else list(reversed(names))
        for name in order:
            fn, items = calls[name]
            timings[name].add_round(timed(fn, items))
    return timings


def eager_engine():
    """The daemon's engine with `--speedups off`: our recognizers on Presidio's and spaCy's code
    as shipped (eager spaCy, thinc's BLIS, no memory zones), for an A/B in one process."""
    from daemon.detectors.presidio_engine import build_analyzer_engine

    return build_analyzer_engine(speedups=False)


def ab(engines: Engines, messages, rounds: int) -> dict:
    """Same recognizers, same messages: the optimised engine against the eager one, per entity list."""
    from daemon.core.entities import STRUCTURED_TYPES

    eager = eager_engine()
    lists = {"all types": None, "structured + PERSON": [*STRUCTURED_TYPES, "PERSON"],
             "structured only": list(STRUCTURED_TYPES)}
    out = {}
    for label, entities in lists.items():
        calls = {
            "optimised": (lambda m, e=entities: engines.ours.engine.analyze(text=m.text, language=m.language,
                                                                           entities=e), messages),
            "eager": (lambda m, e=entities: eager.analyze(text=m.text, language=m.language, entities=e), messages),
        }
        out[label] = _alternate(calls, rounds)
    return out
