"""spaCy's memory zone around each analysis, and what the zone leaves behind cleaned up after it.

Reaches into spaCy's and preshed's internals (a lemmatizer's cache, the StringStore's and the
Vocab's hash tables): it lives with the other pieces that do (daemon/speedups/__init__.py).
"""

from __future__ import annotations

from array import array
from contextlib import contextmanager
from itertools import islice

from daemon.process.memory import release_free_memory


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
