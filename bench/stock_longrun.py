"""Stock Presidio over the long run's unique messages, in a process of its own.

    python -m bench.stock_longrun COUNT SAMPLE_EVERY    -> JSON {samples: [[done, rss_mib]], wall}
"""

from __future__ import annotations

import json
import sys
import time

from bench.common import quiet, rss_mib


def main() -> None:
    count, every = int(sys.argv[1]), int(sys.argv[2])
    quiet()
    from bench.unique import unique_message
    from daemon.detectors.presidio_engine import build_stock_engine

    engine = build_stock_engine()
    for language in ("en", "es"):
        engine.analyze(text="Hi, I am John Smith", language=language)
    samples = [(0, rss_mib())]
    started = time.perf_counter()
    for index in range(count):
        language = "en" if index % 2 == 0 else "es"
        engine.analyze(text=unique_message(index, language), language=language)
        if (index + 1) % every == 0:
            samples.append((index + 1, rss_mib()))
    print(json.dumps({"samples": samples, "wall": time.perf_counter() - started}))


if __name__ == "__main__":
    main()
