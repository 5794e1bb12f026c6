"""Every screen's keys can be seen: the screens in the navigation bar, the screen's own in
the footer, inside the terminal's width at 80x24 as at 120x40 (before the navigation bar,
the footer ran past 80 columns on every screen and past 120 on two, Quit among what was cut).
"""

from __future__ import annotations

import pytest
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from console.widgets.nav_bar import NavBar
from tests.console.conftest import SIZE, console_app, plain, settle

MODES = {"p": "player", "g": "grants", "r": "recognizers", "e": "events", "a": "analyzer"}
NAMES = ("Player", "Grants", "Recognizers", "Events", "Analyzer")


def _footer_keys(screen) -> list[FooterKey]:
    return list(screen.query_one(Footer).query(FooterKey))


@pytest.mark.parametrize("size", [(80, 24), SIZE])
async def test_every_screen_shows_all_its_keys_within_the_terminal(console_daemon, size):
    app = console_app(console_daemon)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        for key, mode in MODES.items():
            await pilot.press(key)
            await settle(pilot)
            screen = app.screen
            assert app.current_mode == mode
            nav = plain(screen.query_one(NavBar))
            assert all(name in nav for name in NAMES)
            assert screen.query_one(NavBar).region.right <= size[0] and nav.rstrip().endswith("Analyzer")
            keys = _footer_keys(screen)
            descriptions = [k.description for k in keys]
            assert "Quit" in descriptions, (mode, descriptions)
            # The screens are in the navigation bar, not repeated in the footer.
            assert not set(NAMES) & set(descriptions), (mode, descriptions)
            for footer_key in keys:
                region = footer_key.region
                assert region.width > 0 and region.right <= size[0], (mode, footer_key.description, region)


async def test_the_navigation_bar_marks_the_shown_screen_and_a_click_switches(console_daemon):
    app = console_app(console_daemon)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)

        def marked() -> list[str]:
            line = app.screen.query_one(NavBar).content
            return [line.plain[span.start:span.end].strip() for span in line.spans if "reverse" in str(span.style)]

        assert marked() == ["p Player"]
        nav = app.screen.query_one(NavBar)
        offset = plain(nav).index("Events")
        await pilot.click(NavBar, offset=(offset + 1, 0))
        await settle(pilot)
        assert app.current_mode == "events"
        assert marked() == ["e Events"]
