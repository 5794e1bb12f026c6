"""The spaCy networks' matrix products through numpy's OpenBLAS, with the weights laid out for it.

Only our engine is switched; stock keeps thinc's default, so the comparison is with Presidio
as it ships.
"""

from __future__ import annotations

import numpy


def use_numpy_blas(nlp) -> None:
    """Matrix products through numpy's OpenBLAS, one thread, instead of thinc's bundled BLIS.

    For these small networks on short messages, BLIS's gemm measured 3-5x slower than
    OpenBLAS on this machine (35x288 @ 288x288: 202 us against 67 us), about a fifth of the
    pipeline's time. Same float32 arithmetic: entities, tags, lemmas and dependencies were
    identical on 600 messages per language. OpenBLAS must run on one thread: its worker
    threads spin-wait, and on two shared cores a descheduled worker turned 10 ms analyses
    into 200 ms ones (p99). When its thread count cannot be set, BLIS stays.
    """
    if not _openblas_single_threaded():
        return
    ops = _weights_first_ops_class()()
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        if hasattr(model, "walk"):
            ops.adopt(model)


def _weights_first_ops_class() -> type:
    from thinc.api import NumpyOps

    class WeightsFirstOps(NumpyOps):
        """NumpyOps whose `X @ W.T` reads a transposed copy of a layer's weights.

        Every layer multiplies a few dozen tokens' rows by its weight matrix stored as
        (outputs, inputs), transposed on the fly. OpenBLAS packs the whole weight matrix on
        every call, and packing a transposed one is the slow way: 30 rows by a 288x288
        layer took 93 us against 61 us with the weights stored the other way round, and
        packing was the largest item in a `perf` profile of `ner`. So the first product with
        each weight matrix keeps a copy in the layout OpenBLAS reads fastest (about 4 MB a
        language). Parameters never change at inference; an array that is not exactly one
        registered parameter takes the usual path.
        """

        def __init__(self) -> None:
            super().__init__(use_blis=False)
            self._parameters: dict[int, int] = {}  # data address -> size in bytes
            self._transposed: dict[tuple, numpy.ndarray] = {}

        def adopt(self, model) -> None:
            """Serve every layer of `model`, and know its parameters."""
            for node in model.walk():
                node.ops = self
                for name in node.param_names:
                    if node.has_param(name):
                        value = node.get_param(name)
                        if isinstance(value, numpy.ndarray):
                            self._parameters[value.__array_interface__["data"][0]] = value.nbytes

        def gemm(self, x, y, *, out=None, trans1=False, trans2=False):
            if trans2 and not trans1 and y.ndim == 2 and y.flags.c_contiguous:
                address = y.__array_interface__["data"][0]
                if self._parameters.get(address) == y.nbytes:
                    key = (address, y.shape, y.dtype.str)
                    weights = self._transposed.get(key)
                    if weights is None:
                        weights = self._transposed[key] = numpy.ascontiguousarray(y.T)
                    return numpy.dot(x, weights, out=out)
            return super().gemm(x, y, out=out, trans1=trans1, trans2=trans2)

    return WeightsFirstOps


def _openblas_single_threaded() -> bool:
    """Set numpy's OpenBLAS to one thread (process-wide); False when it cannot be found."""
    import ctypes
    import glob
    import os

    base = os.path.dirname(numpy.__file__)
    candidates = glob.glob(os.path.join(base, "..", "numpy.libs", "*openblas*")) + glob.glob(
        os.path.join(base, ".libs", "*openblas*"))
    for path in candidates:
        try:
            library = ctypes.CDLL(path)
        except OSError:
            continue
        for prefix in ("scipy_openblas", "openblas"):
            for suffix in ("64_", ""):
                setter = getattr(library, f"{prefix}_set_num_threads{suffix}", None)
                getter = getattr(library, f"{prefix}_get_num_threads{suffix}", None)
                if setter is not None and getter is not None:
                    setter(1)
                    return getter() == 1
    return False
