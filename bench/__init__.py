"""Resguardo's benchmark suite: ours against stock Presidio, measured in the same run.

    .venv/bin/python -m bench [--long] [--rounds N] [--only SECTION ...]

See bench/__main__.py for the sections and BENCHMARKS.md for recorded results.
"""
