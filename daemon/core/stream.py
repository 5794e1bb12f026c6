"""Streaming restoration (docs/tokens.md §6): release at once, hold only a possible marker.

The restorer releases everything up to the start of a tail that may still become a marker
(daemon/core/markers.py): an open `[` and what may follow it, or a word standing on its own
that spells the start of a label of the table, then a separator and hex digits. That tail
is held (at most 31 characters) only while it can still become a marker; a marker is
released, restored or not, the moment it completes or stops being possible. No marker can
straddle the start of the held tail, and the last released character is kept so a bare
marker glued to a word is not read as one later: replacing markers chunk by chunk gives
exactly what replacing them in the whole text gives.
"""

from __future__ import annotations

from collections.abc import Callable

from daemon.core.markers import FoundMarker, live_tail_start, replace_markers

Resolve = Callable[[FoundMarker], "str | None"]


class StreamRestorer:
    """Feed chunks, get releasable text back; `close()` returns the held tail.

    `resolve(marker)` returns the replacement for a complete marker, or None to keep it.
    Not thread-safe on its own: one stream is fed by one caller.
    """

    __slots__ = ("_resolve", "_held", "_before", "closed")

    def __init__(self, resolve: Resolve) -> None:
        self._resolve = resolve
        self._held = ""
        self._before = ""  # the last character released: the context of what follows
        self.closed = False

    def __repr__(self) -> str:
        return f"StreamRestorer(held_chars={len(self._held)}, closed={self.closed})"

    @property
    def held(self) -> str:
        """The tail held back right now (for tests and diagnostics; never logged)."""
        return self._held

    @property
    def before(self) -> str:
        """The last character released (for tests: the context the held tail is read in)."""
        return self._before

    def _release(self, text: str) -> str:
        if not text:
            return ""
        out = replace_markers(text, self._resolve, self._before)
        self._before = text[-1]
        return out

    def feed(self, chunk: str) -> str:
        """Text that can be released now. Refuses chunks after close (RuntimeError)."""
        if self.closed:
            raise RuntimeError("the stream is closed")
        if not chunk:
            return ""
        text = self._held + chunk if self._held else chunk
        start = live_tail_start(text, self._before)
        self._held = text[start:]
        return self._release(text[:start])

    def close(self) -> str:
        """End of the answer: the held tail, which can no longer become a marker."""
        if self.closed:
            return ""
        self.closed = True
        tail, self._held = self._held, ""
        return self._release(tail)
