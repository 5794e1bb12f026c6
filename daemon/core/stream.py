"""Streaming restoration (docs/tokens.md §6): release at once, hold only a possible token.

The restorer releases everything up to the last open `[` at once, and holds that tail only
while it can still become a token (at most 31 characters, always starting with `[`). A
token is released, restored or not, the moment it completes or stops being possible.
Because a token never contains `[` after its first character, replacing tokens chunk by
chunk gives exactly what replacing in the whole text gives.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from daemon.core.tokens import TOKEN_PATTERN, TOKEN_PREFIX_PATTERN

Resolve = Callable[[str], "str | None"]


class StreamRestorer:
    """Feed chunks, get releasable text back; `close()` returns the held tail.

    `resolve(token)` returns the replacement for a complete token, or None to keep it.
    Not thread-safe on its own: one stream is fed by one caller.
    """

    __slots__ = ("_resolve", "_held", "closed")

    def __init__(self, resolve: Resolve) -> None:
        self._resolve = resolve
        self._held = ""
        self.closed = False

    def __repr__(self) -> str:
        return f"StreamRestorer(held_chars={len(self._held)}, closed={self.closed})"

    @property
    def held(self) -> str:
        """The tail held back right now (for tests and diagnostics; never logged)."""
        return self._held

    def _replace(self, match: re.Match) -> str:
        value = self._resolve(match.group(0))
        return match.group(0) if value is None else value

    def _restore(self, text: str) -> str:
        if "[" not in text:
            return text
        return TOKEN_PATTERN.sub(self._replace, text)

    def feed(self, chunk: str) -> str:
        """Text that can be released now. Refuses chunks after close (RuntimeError)."""
        if self.closed:
            raise RuntimeError("the stream is closed")
        if not chunk:
            return ""
        text = self._held + chunk if self._held else chunk
        self._held = ""
        # Only the last `[` can open an unfinished token: a token has no `[` inside.
        open_at = text.rfind("[")
        if open_at == -1:
            return text
        if len(text) - open_at < 32 and TOKEN_PREFIX_PATTERN.fullmatch(text, open_at):
            self._held = text[open_at:]
            return self._restore(text[:open_at])
        return self._restore(text)

    def close(self) -> str:
        """End of the answer: the held tail, which can no longer become a token."""
        if self.closed:
            return ""
        self.closed = True
        tail, self._held = self._held, ""
        return self._restore(tail)
