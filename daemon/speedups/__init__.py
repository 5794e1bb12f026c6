"""Every piece of the daemon that subclasses or reaches into another library's internals for speed
or memory, applied in one place: `apply_speedups(engine)`. `resguardod serve --speedups off`
skips it, and the engine is Presidio's and spaCy's code as shipped.

The libraries whose internals these rely on are pinned exactly in pyproject.toml, and
tests/detectors/test_pinned_internals.py names what each piece relies on, so an upgrade fails
there first. tests/detectors/test_speedups_switch.py runs one corpus both ways.

Each piece, why, and what it was measured to give (per message, quality corpus, this 2-core VM;
BENCHMARKS.md has the machine and the whole-daemon figures):

- lazy_engine: subclasses of Presidio's SpacyNlpEngine, NlpArtifacts and AnalyzerEngine that run
  a spaCy stage only when a recognizer reads it, and skip context enhancement when it cannot
  change a score. Pattern-only detect() 1,251 -> 3,566 msg/s; the largest single gain.
- spacy_plan: NER on the bare tokens (with the sentence-start rule the pipelines hold), one word's
  part of speech from the window that decides it. The boundary's analysis 1.2-1.5x -> 2.1-2.3x stock.
- ner_decoder: spaCy's greedy BILUO decoder run in bulk through numpy (spaCy's own decoder
  releases and retakes the GIL per transition). `ner` en 3.06 -> 1.69 ms, es 2.02 -> 1.61 ms.
- numpy_blas: thinc's NumpyOps on numpy's OpenBLAS (one thread, via threadpoolctl) instead of
  BLIS, whose generic kernel this CPU gets. A 35x288 @ 288x288 product 202 -> 67 us.
- lemma_bounds: every lemma a token could get, from its text, so tagging is skipped when no
  context word could be in one. Tags ran for 43-49 messages of 800 instead of 470.
- url_scan: Presidio's "Non schema URL" pattern tried only where a match can start.
  0.43 -> 0.065 ms a message.
- memory_zone: spaCy's memory zone per analysis, plus the lemmatizer-cache entries and preshed
  hash-table cells it leaves behind. Not speed: resident memory flat over 100,000 unique
  messages (+15.7% without the clean-up).
"""

from __future__ import annotations


def apply_speedups(engine):
    """`engine` (a built AnalyzerEngine with our recognizers) with every speed-up applied."""
    from daemon.speedups.lazy_engine import make_lazy
    from daemon.speedups.url_scan import scope_url_patterns

    for recognizer in engine.registry.recognizers:
        scope_url_patterns(recognizer)  # the same URL matches, searched where they can start
    return make_lazy(engine)
