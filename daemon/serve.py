"""Loads and warms the detector, then serves until SIGTERM or SIGINT."""

from __future__ import annotations

import asyncio
import logging
import signal
import time

from aiohttp import web

from daemon.settings import Settings

log = logging.getLogger("resguardo")


def serve(settings: Settings, *, secret: bytes, api_token: str) -> int:
    from daemon.detectors.factory import build_detector
    from daemon.web.app import create_app

    # Presidio logs every recognizer it loads at INFO and warns about spaCy labels it keeps;
    # an operator needs neither, and nothing at debug level may ever be enabled by default.
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
    started = time.perf_counter()
    detector = build_detector(settings)
    warm_up = getattr(detector, "warm_up", None)
    if warm_up is not None:
        warm_up()
    log.info(
        "detector %s ready in %.1f s (languages: %s)",
        detector.name, time.perf_counter() - started, ", ".join(detector.supported_languages()),
    )
    app = create_app(settings, detector, api_token, secret=secret)
    return asyncio.run(_run(app, settings))


async def _run(app: web.Application, settings: Settings) -> int:
    # Open answer streams get a few seconds to finish on SIGTERM, not aiohttp's default minute.
    runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=5.0)
    await runner.setup()
    site = web.TCPSite(runner, settings.host, settings.port)
    await site.start()
    log.info("resguardod listening on http://%s:%d", settings.host, settings.port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    log.info("resguardod stopping")
    await runner.cleanup()
    return 0
