"""The top line of every screen: the five screens by their keys, the one shown marked.

It takes the place of Textual's Header, in the same one row, so that the footer is left
with the shown screen's own keys: with the five screen keys in it as well, the footer ran
past 80 columns on every screen and past 120 on the grants and recognizers screens, and
what ran past the edge (Quit among it) could not be seen. A screen's name can be clicked.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual.widgets import Static

ICON = "◈"


class NavBar(Static):
    """`screens` is (key, mode, name) for each; `current` is the mode of the screen shown."""

    DEFAULT_CSS = """
    NavBar {
        height: 1;
        width: 100%;
        background: $panel;
        color: $text-muted;
        /* The names are clickable, but a row of underlines reads as noise. */
        link-style: none;
        link-style-hover: underline;
    }
    """

    def __init__(self, screens: Iterable[tuple[str, str, str]], current: str, **kwargs) -> None:
        super().__init__(self._line(tuple(screens), current), **kwargs)

    @staticmethod
    def _line(screens: tuple[tuple[str, str, str], ...], current: str) -> Text:
        line = Text()
        line.append(f" {ICON} Resguardo  ", style="bold")
        for key, mode, name in screens:
            item = Text(f" {key} {name} ", style="bold reverse" if mode == current else "")
            if mode != current:
                item.stylize("bold", 1, 1 + len(key))
            # Textual runs a span's @click meta as the action of a click on it.
            item.apply_meta({"@click": f"app.switch_mode({mode!r})"})
            line.append_text(item)
            line.append(" ")
        return line
