"""Builds the Presidio AnalyzerEngine the daemon serves: spaCy en + es, stock and our recognizers.

Nothing here downloads anything: the pipelines come from installed packages, and
tldextract is pointed at its bundled suffix list before Presidio can call it.
"""
