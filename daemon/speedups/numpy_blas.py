"""The spaCy networks' matrix products through numpy's OpenBLAS, on one thread, instead of thinc's BLIS.

Only our engine is switched; stock keeps thinc's default, so the comparison is with Presidio
as it ships.
"""

from __future__ import annotations


def use_numpy_blas(nlp) -> bool:
    """Give every layer of `nlp` thinc's NumpyOps without BLIS (numpy's OpenBLAS, one thread).

    For these small networks on short messages, BLIS's gemm measured 3-5x slower than
    OpenBLAS on this machine (35x288 @ 288x288: 202 us against 67 us), about a fifth of the
    pipeline's time. Same float32 arithmetic: entities, tags, lemmas and dependencies were
    identical on 600 messages per language (tests/detectors/test_numpy_blas.py). OpenBLAS
    must run on one thread: its worker threads spin-wait, and on two shared cores a
    descheduled worker turned 10 ms analyses into 200 ms ones (p99). threadpoolctl sets
    that through OpenBLAS's own API; when it finds no OpenBLAS under numpy, BLIS stays and
    this returns False.
    """
    if not _openblas_single_threaded():
        return False
    from thinc.api import NumpyOps

    ops = NumpyOps(use_blis=False)
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if hasattr(model, "walk"):
            for node in model.walk():
                node.ops = ops
    return True


def _openblas_single_threaded() -> bool:
    """Limit numpy's OpenBLAS to one thread for the whole process; False when there is none."""
    import numpy  # noqa: F401 - loads the BLAS threadpoolctl is to find
    from threadpoolctl import threadpool_info, threadpool_limits

    if not any(pool.get("internal_api") == "openblas" for pool in threadpool_info()):
        return False
    threadpool_limits(limits=1, user_api="blas")
    return all(pool["num_threads"] == 1 for pool in threadpool_info() if pool.get("internal_api") == "openblas")
