"""SVG snapshots of each screen (120x40), from the same scenes as screenshots/.

Each snapshot gets a fresh daemon with the fixed secret, so tokens and the record are the
same on every run; the app runs deterministic (no run ids, times, ports or blinking cursors).
Update with `pytest tests/console/test_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

import asyncio

import pytest

from console.client import DaemonClient
from console.screenshots import SCENES, SIZE, pictured_app, play_bundled_scenarios, scene_grants_question


def _prepared(daemon, played: bool):
    if played:
        async def play() -> None:
            client = DaemonClient(daemon.url, daemon.api_token)
            await play_bundled_scenarios(client)
            await client.close()

        asyncio.run(play())
    return pictured_app(daemon.url, daemon.api_token)


class TestScreens:
    @pytest.mark.parametrize("screen", ["player", "grants", "events", "analyzer"])
    def test_screen(self, screen, fresh_daemon, snap_compare):
        app = _prepared(fresh_daemon, played=screen in ("grants", "events"))
        assert snap_compare(app, terminal_size=SIZE, run_before=SCENES[screen])

    def test_recognizers(self, presidio_daemon, snap_compare):
        app = _prepared(presidio_daemon, played=False)
        assert snap_compare(app, terminal_size=SIZE, run_before=SCENES["recognizers"])

    def test_a_scenario_asks_before_adding_a_grant(self, fresh_daemon, snap_compare):
        app = _prepared(fresh_daemon, played=False)
        assert snap_compare(app, terminal_size=SIZE, run_before=scene_grants_question)
