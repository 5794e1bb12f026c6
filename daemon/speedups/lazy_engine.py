"""Presidio's engines, run only as far as a recognizer reads their output (subclasses of
SpacyNlpEngine, NlpArtifacts and AnalyzerEngine; daemon/speedups/__init__.py says what each gains)."""

from __future__ import annotations

import inspect
import threading
import weakref

from daemon.speedups.memory_zone import memory_zone


def make_lazy(engine):
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

    from daemon.speedups.numpy_blas import use_numpy_blas
    from daemon.speedups.spacy_plan import plan_pipeline

    class LazySpacyNlpEngine(SpacyNlpEngine):
        """SpacyNlpEngine whose process_text runs nothing; each stage runs when it is read.

        Each pipeline gets a plan (daemon/speedups/spacy_plan.py): entities come from `ner`
        on the bare tokens when it embeds them itself, tokens with tags and lemmas from the
        other components, and one word's part of speech from tagging the few tokens around
        it. Pattern-only requests run no model at all, and are not even tokenized unless a
        context word could raise a result's score.
        """

        def __init__(self, loaded: SpacyNlpEngine) -> None:
            super().__init__(models=loaded.models, ner_model_configuration=loaded.ner_model_configuration)
            self.nlp = loaded.nlp
            # One plan per pipeline: languages may share one (pt is served by es's).
            pipelines = {id(nlp): nlp for nlp in self.nlp.values()}
            plans = {}
            for key, nlp in pipelines.items():
                use_numpy_blas(nlp)
                plans[key] = plan_pipeline(nlp)
            self.plans = {language: plans[id(nlp)] for language, nlp in self.nlp.items()}
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
