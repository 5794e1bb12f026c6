"""`resguardo`: the operator console. Finds the daemon at --url, or starts one and stops it on exit."""

from __future__ import annotations

import argparse
import sys

from console.launcher import DEFAULT_URL, Launcher


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

    args = build_parser().parse_args(argv)
    extra = ("--detector", args.detector) if args.detector else ()
    launcher = Launcher(args.url, args.data_dir, extra_args=extra)
    app = make_app(DaemonClient(), launcher=launcher)
    try:
        app.run()
    finally:
        launcher.stop()
    return app.return_code or 0


if __name__ == "__main__":
    sys.exit(main())
