"""Server-sent events as providers send them: decoded incrementally, re-encoded as received.

An event that is not rewritten goes out byte for byte as it came (its field order, comments
and `id:` lines kept); a rewritten one keeps its `event:` name and gets its new `data:`.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass


@dataclass
class Event:
    """One event: `name` (its `event:` field, or None), `data` (its `data:` lines joined by
    newlines, or None when it has none) and `block`, its lines as received."""

    name: str | None
    data: str | None
    block: str
    rewritten: bool = False

    def with_data(self, data: str) -> Event:
        return Event(self.name, data, self.block, rewritten=True)

    def encode(self) -> bytes:
        if not self.rewritten:
            return (self.block + "\n\n").encode("utf-8")
        lines = [f"event: {self.name}"] if self.name is not None else []
        lines += [f"data: {line}" for line in (self.data or "").split("\n")]
        return ("\n".join(lines) + "\n\n").encode("utf-8")


def new_event(name: str | None, data: str) -> Event:
    return Event(name, data, "", rewritten=True)


def parse_block(block: str) -> Event:
    name: str | None = None
    data: list[str] = []
    for line in block.split("\n"):
        if not line or line.startswith(":"):
            continue
        field, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if field == "event":
            name = value
        elif field == "data":
            data.append(value)
    return Event(name, "\n".join(data) if data else None, block)


class Decoder:
    """Bytes in, whole events out, for any split of the bytes (inside a UTF-8 sequence too)."""

    def __init__(self) -> None:
        self._utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._text = ""  # decoded, not yet split into lines (may end with a lone `\r`)
        self._pending = ""  # lines with `\n` endings, not yet a whole event

    def feed(self, data: bytes) -> list[Event]:
        self._text += self._utf8.decode(data)
        # A `\r` at the very end may be the first half of a `\r\n`: it waits for the next read.
        cut = len(self._text) - 1 if self._text.endswith("\r") else len(self._text)
        ready, self._text = self._text[:cut], self._text[cut:]
        self._pending += ready.replace("\r\n", "\n").replace("\r", "\n")
        events = []
        while (end := self._pending.find("\n\n")) != -1:
            block, self._pending = self._pending[:end], self._pending[end + 2:]
            if block.strip("\n"):
                events.append(parse_block(block.strip("\n")))
        return events

    def close(self) -> list[Event]:
        """Whatever is left when the upstream ends: one last event, if it holds anything."""
        rest = (self._pending + self._text + self._utf8.decode(b"", final=True)).strip("\r\n")
        self._pending, self._text = "", ""
        return [parse_block(rest.replace("\r\n", "\n").replace("\r", "\n"))] if rest else []
