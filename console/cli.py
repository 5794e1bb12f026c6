"""`resguardo`: the operator console. Finds the daemon at --url, or starts one and stops it on exit."""

from __future__ import annotations

import argparse
import sys

from console.launcher import DEFAULT_URL, Launcher, check_url


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="resguardo", description="Resguardo's operator console")
    parser.add_argument("--url", default=DEFAULT_URL, help=f"the daemon to use (default {DEFAULT_URL})")
    parser.add_argument("--data-dir", default=None,
                        help="the daemon's data directory (API token, scenarios/); "
                             "default RESGUARDO_DATA_DIR or the user data directory")
    parser.add_argument("--detector", default=None, choices=["presidio", "patterns"],
                        help="detector for a daemon the console starts itself (default: the daemon's)")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the console until the user quits; stop the daemon it started, if any."""
    from console.app import make_app
    from console.client import DaemonClient
    from console.gateway_turn import ScenarioModel
    from console.launcher import free_port

    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        check_url(args.url)
    except ValueError as problem:
        parser.error(str(problem))  # exit status 2, before any daemon is looked for or started
    extra = ("--detector", args.detector) if args.detector else ()
    # The daemon the console starts sends /openai/v1 to the scenarios' own model, so a scenario
    # can be played through the gateway as well (w in the player; docs/gateway.md).
    model_port = free_port()
    extra += ("--openai-upstream", f"http://127.0.0.1:{model_port}/v1")
    launcher = Launcher(args.url, args.data_dir, extra_args=extra)
    app = make_app(DaemonClient(), launcher=launcher, scenario_model=ScenarioModel(),
                   scenario_model_port=model_port)
    try:
        app.run()
    finally:
        launcher.stop()
    return app.return_code or 0


if __name__ == "__main__":
    sys.exit(main())
