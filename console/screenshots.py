"""`python -m console.screenshots`: regenerate screenshots/ from a real daemon, one SVG per screen.

Starts its own daemon (temporary data dir, fixed RESGUARDO_SECRET so tokens are the same
every time), plays the bundled scenarios, then drives the console headless to each screen.
The same scenes feed the snapshot tests, so the screenshots are what the tests check.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

from console.app import make_app
from console.client import DaemonClient
from console.launcher import Launcher, free_port

SIZE = (120, 40)
FIXED_SECRET = "5e" * 32  # obviously fake; only makes the screenshots reproducible
OUTPUT = Path(__file__).resolve().parents[1] / "screenshots"
# The data dir the pictured console believes in: shown as ~/…, the same on every machine,
# and never created (nothing in a scene writes a file).
PICTURED_DATA_DIR = Path.home() / ".local" / "share" / "resguardo-screenshots"


async def _settle(pilot, delay: float = 0.0) -> None:
    for _ in range(3):
        if delay:
            await pilot.pause(delay)
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()


async def scene_player(pilot) -> None:
    """The email scenario played once, the turn scrolled to its top (its grant added when the
    console asks, as on a fresh daemon)."""
    from console.screens.confirm import ChoiceScreen

    await _settle(pilot)
    await pilot.press("enter")
    await _settle(pilot)
    if isinstance(pilot.app.screen, ChoiceScreen):
        await pilot.press("a")
        await _settle(pilot)
    pilot.app.screen.query_one("#turn").scroll_home(animate=False)
    await pilot.pause()


async def scene_grants_question(pilot) -> None:
    """The question a scenario asks before adding a grant the policy lacks (a fresh daemon)."""
    await _settle(pilot)
    await pilot.press("enter")
    await _settle(pilot)


async def scene_grants(pilot) -> None:
    """The grants matrix, cursor on (create_ticket, EMAIL)."""
    await _settle(pilot)
    await pilot.press("g")
    await _settle(pilot)
    tools = pilot.app.screen.tools
    if "create_ticket" in tools:
        await pilot.press(*["down"] * tools.index("create_ticket"))
    await pilot.pause()


async def scene_recognizers(pilot) -> None:
    """The example draft tested on its sample text."""
    await _settle(pilot)
    await pilot.press("r")
    await _settle(pilot, 0.5)


async def scene_events(pilot) -> None:
    """Events after the scenarios were played, with the summary and the chain."""
    await _settle(pilot)
    await pilot.press("e")
    await _settle(pilot)


async def scene_analyzer(pilot) -> None:
    """The sample text analysed."""
    await _settle(pilot)
    await pilot.press("a")
    await _settle(pilot, 0.4)


SCENES: dict[str, Callable[..., Awaitable[None]]] = {
    "player": scene_player,
    "grants": scene_grants,
    "recognizers": scene_recognizers,
    "events": scene_events,
    "analyzer": scene_analyzer,
}


async def play_bundled_scenarios(client: DaemonClient) -> None:
    """Play every bundled scenario once, so the events screen has a record to show."""
    from console.scenarios import load_scenarios
    from console.turn import play_turn

    for scenario in load_scenarios()[0]:
        async for _ in play_turn(client, scenario, add_grants=True):  # a throwaway daemon, pictured
            pass


def pictured_app(url: str, api_token: str):
    """The console as pictured: deterministic, no streaming delay, the pictured data dir."""
    return make_app(DaemonClient(url, api_token), data_dir=PICTURED_DATA_DIR, deterministic=True, stream_delay=0.0)


async def take_screenshots(url: str, api_token: str, output: Path,
                           size: tuple[int, int] = SIZE) -> list[Path]:
    """Drive the console to every scene and save one SVG per screen."""
    client = DaemonClient(url, api_token)
    await play_bundled_scenarios(client)
    await client.close()
    output.mkdir(parents=True, exist_ok=True)
    written = []
    for name, scene in SCENES.items():
        app = pictured_app(url, api_token)
        async with app.run_test(size=size) as pilot:
            await scene(pilot)
            path = output / f"{name}.svg"
            path.write_text(app.export_screenshot(title=f"Resguardo · {name}"), encoding="utf-8")
            written.append(path)
    return written


def _size(text: str) -> tuple[int, int]:
    columns, _, rows = text.lower().partition("x")
    if not (columns.isdigit() and rows.isdigit()) or int(columns) < 40 or int(rows) < 12:
        raise argparse.ArgumentTypeError("a size is COLUMNSxROWS, at least 40x12, e.g. 80x24")
    return int(columns), int(rows)


def main(argv: list[str] | None = None) -> int:
    """Start a daemon, take the screenshots, stop the daemon."""
    parser = argparse.ArgumentParser(prog="python -m console.screenshots")
    parser.add_argument("--output", default=str(OUTPUT))
    parser.add_argument("--detector", default="presidio", choices=["presidio", "patterns"])
    parser.add_argument("--size", default=f"{SIZE[0]}x{SIZE[1]}", type=_size,
                        help="terminal columns x rows, e.g. 80x24 to look at a small terminal")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="resguardo-screens-") as tmp:
        data_dir = Path(tmp) / "data"
        launcher = Launcher(f"http://127.0.0.1:{free_port()}", data_dir, extra_args=("--detector", args.detector),
                            env={"RESGUARDO_SECRET": FIXED_SECRET}, timeout=180)
        handle = launcher.start()
        try:
            asyncio.run(launcher.wait_ready(handle))
            written = asyncio.run(take_screenshots(handle.url, handle.api_token or "", Path(args.output), args.size))
        finally:
            launcher.stop()
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
