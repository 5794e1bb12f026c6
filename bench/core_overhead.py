"""What the boundary's core costs on top of detection, and how fast the answer streams.

    .venv/bin/python bench/core_overhead.py

A 2 KB customer message with 20 values: detection alone, then tokenize (detection included),
restore into a granted tool call, restore the answer. Then the stream restorer's throughput
on plain text and on text dense with tokens. Values are fictitious (example.com, 555).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from daemon.core.boundary import Boundary  # noqa: E402
from daemon.core.restore import answer_resolver  # noqa: E402
from daemon.core.stream import StreamRestorer  # noqa: E402
from daemon.detectors.base import Detector, Span  # noqa: E402

_PATTERNS = {
    "EMAIL_ADDRESS": re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"),
    "PHONE_NUMBER": re.compile(r"\+?\d[\d \-]{6,}\d"),
}


class RegexDetector(Detector):
    name = "bench-regex"

    def detect(self, text, language, entities=None):
        return [Span(m.start(), m.end(), t, 0.9) for t, p in _PATTERNS.items() for m in p.finditer(text)]

    def supported_languages(self):
        return ["en", "es"]

    def supported_entities(self, language):
        return list(_PATTERNS)


class Store:
    def __init__(self):
        self.n = 0

    def is_granted(self, tool, entity_type):
        return True

    def tokenized_entities(self):
        return ["EMAIL_ADDRESS", "PHONE_NUMBER"]

    def record_events(self, events):
        self.n += len(events)

    def record_tool_call(self, audit, events):
        self.n += 1 + len(events)


def _message() -> str:
    parts = []
    for i in range(10):
        parts.append(f"Please update the contact user{i}.name@example.com and phone +1 555 01{i:02d} 000 "
                     "for the account we discussed yesterday, thanks a lot. ")
    text = "".join(parts)
    return (text + " " + "lorem ipsum dolor sit amet " * 80)[:2048]


def _per_call(fn, seconds: float = 1.0) -> float:
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        fn()
        count += 1
    return (time.perf_counter() - start) / count


def _stream_mb_s(text: str, chunk: int, resolve) -> float:
    start = time.perf_counter()
    stream = StreamRestorer(resolve)
    out = [stream.feed(text[i:i + chunk]) for i in range(0, len(text), chunk)]
    out.append(stream.close())
    elapsed = time.perf_counter() - start
    assert len("".join(out)) > 0
    return len(text.encode()) / elapsed / 1e6


def main() -> None:
    detector, store = RegexDetector(), Store()
    boundary = Boundary(b"\x01" * 32, detector, store, store, store)
    run, _ = boundary.open_run("bench", "s1", language="en")
    message = _message()
    values = len(detector.detect(message, "en"))
    tokenized = boundary.tokenize_customer(run.run_id, message)

    t_detect = _per_call(lambda: detector.detect(message, "en"))
    t_tokenize = _per_call(lambda: boundary.tokenize_customer(run.run_id, message))
    t_tool = _per_call(lambda: boundary.restore_tool_call(run.run_id, "mail", {"body": tokenized}))
    t_answer = _per_call(lambda: boundary.restore_answer(run.run_id, tokenized))
    print(f"message: {len(message)} chars, {values} values")
    print(f"detection alone          {t_detect * 1e6:8.1f} µs")
    print(f"tokenize (incl. detect)  {t_tokenize * 1e6:8.1f} µs   overhead {(t_tokenize - t_detect) * 1e6:7.1f} µs")
    print(f"restore tool call        {t_tool * 1e6:8.1f} µs")
    print(f"restore answer           {t_answer * 1e6:8.1f} µs")
    print(f"core overhead per turn   {(t_tokenize - t_detect + t_tool + t_answer) * 1e6:8.1f} µs "
          f"(tokenize - detect + tool restore + answer restore)")

    plain = ("The quick brown fox jumps over the lazy dog; nothing to restore here. " * 150_000)[:10_000_000]
    resolve = answer_resolver(run)
    dense = (tokenized + " ") * (10_000_000 // (len(tokenized) + 1))
    for chunk in (64, 4096):
        print(f"stream plain text, {chunk:5d}-char chunks   {_stream_mb_s(plain, chunk, resolve):8.1f} MB/s")
    print(f"stream with brackets in prose, 4096     "
          f"{_stream_mb_s(plain.replace('nothing', '[nothing]'), 4096, resolve):8.1f} MB/s")
    print(f"stream token-dense answer, 4096         {_stream_mb_s(dense, 4096, resolve):8.1f} MB/s")


if __name__ == "__main__":
    main()
