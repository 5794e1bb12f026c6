"""Loads and warms the detector, then serves its already-bound port until SIGTERM or SIGINT
(daemon/process/listening.py says why the port is bound first)."""

from __future__ import annotations

import asyncio
import logging
import signal
import socket
import time

from aiohttp import web

from daemon.process.memory import freeze_startup_heap, limit_malloc_arenas
from daemon.process.settings import Settings
from daemon.web.http_protocol import DaemonAppRunner, keep_aiohttp_logs_value_free

log = logging.getLogger("resguardo")


def serve(settings: Settings, *, secret: bytes, api_token: str, sockets: list[socket.socket]) -> int:
    """Serve on `sockets` (bound and listening, see daemon.process.listening) once the detector is warm."""
    limit_malloc_arenas()
    from daemon.process.detector_choice import build_detector
    from daemon.web.app import create_app

    # Presidio logs every recognizer it loads at INFO and warns about spaCy labels it keeps;
    # an operator needs neither, and nothing at debug level may ever be enabled by default.
    logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
    # aiohttp's records quote requests (a parser error, a header); ours name kinds and types.
    keep_aiohttp_logs_value_free()
    started = time.perf_counter()
    detector = build_detector(settings)
    detector.warm_up()
    freeze_startup_heap()
    log.info(
        "detector %s ready in %.1f s (languages: %s; analysis %s, speed-ups %s)",
        detector.name, time.perf_counter() - started, ", ".join(detector.supported_languages()),
        f"in {detector.parallel_calls} worker processes" if detector.parallel_calls > 1 else "in this process",
        "on" if settings.speedups else "off",
    )
    app = create_app(settings, detector, api_token, secret=secret)
    try:
        return asyncio.run(_run(app, settings, api_token, sockets))
    finally:
        detector.close()


async def _run(app: web.Application, settings: Settings, api_token: str, sockets: list[socket.socket]) -> int:
    # Signals first: a SIGTERM that arrives while the site starts or warms up still stops
    # the daemon cleanly instead of killing it. SIGHUP too: a daemon started in a terminal
    # (or by the console in it) whose window closes stops as cleanly as on Ctrl+C.
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        loop.add_signal_handler(signum, stop.set)
    # Open answer streams get a few seconds to finish on SIGTERM, not aiohttp's default minute.
    # DaemonAppRunner: HTTP that fails to parse is answered and logged without quoting it.
    # aiohttp's keep-alive timeout is the request head's deadline, its lingering time how long
    # an unread body is drained (daemon/web/connections.py): both --request-timeout.
    runner = DaemonAppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=5.0,
                             keepalive_timeout=settings.request_timeout, lingering_time=settings.request_timeout)
    await runner.setup()
    await _warm_http_path(runner, api_token)
    # Connections that arrived while the daemon loaded are accepted now, oldest first.
    for sock in sockets:
        await web.SockSite(runner, sock).start()
    log.info("resguardod listening on http://%s:%d", settings.host, sockets[0].getsockname()[1])
    await stop.wait()
    log.info("resguardod stopping")
    await runner.cleanup()
    return 0


async def _warm_http_path(runner: web.AppRunner, api_token: str) -> None:
    """/analyze through the real HTTP stack, once for each of daemon/process/warm_up.py's support
    messages in a language the detector serves, before the daemon serves its port.

    The detector is warm already; this pays aiohttp's and the JSON path's first-use costs.
    It runs on a private loopback site on a port of the kernel's choosing, closed before the
    real port is served: a client that reaches /health never races the warm-up, and no
    client's first request is the HTTP path's first. With the token, so it takes the same
    path a client's request does whether or not the daemon leaves loopback.

    Two dozen requests, not one. Measured over 64 fresh daemons (two runs, each alternating
    16 of each): with one request per language a client's first request was slower than its
    hundredth by +0.37 and +0.46 ms (median of pairs), with 12 per language faster by 0.18
    and 0.23 ms. The likely reason: CPython (3.11+) runs a function's bytecode unspecialized
    until it has run several times, and the request path (aiohttp's handler, our route, the
    batcher, the answer's conversion) had run twice. Varied messages, not one text repeated:
    see daemon/process/warm_up.py. Sent all at once, then one by one: a short request that finds the
    analysis lane idle runs on the event loop's thread, others on the analysis thread, and
    each path is warmed. It adds about 0.2 s to start-up.
    """
    from aiohttp import ClientSession, ClientTimeout

    from daemon.process.warm_up import warm_up_messages
    from daemon.web.keys import DETECTOR

    site = web.TCPSite(runner, "127.0.0.1", 0)
    try:
        messages = warm_up_messages(runner.app[DETECTOR].supported_languages())
        await site.start()
        host, port = runner.addresses[0][:2]
        headers = {"Authorization": f"Bearer {api_token}"}
        async with ClientSession(timeout=ClientTimeout(total=30)) as session:

            async def analyze(language: str, text: str) -> None:
                async with session.post(f"http://{host}:{port}/analyze", headers=headers,
                                        json={"text": text, "language": language}) as response:
                    await response.read()
                    response.raise_for_status()  # logged below by type: a warm-up that errs warms nothing

            # All at once first: they queue and batch on the analysis thread, the path of
            # long requests and of clients side by side. Then one by one, as a lone client's
            # short requests run (inline, web/analysis_lane.py): the last thing before the
            # first client is what that client does.
            await asyncio.gather(*(analyze(language, text) for language, text in messages))
            for language, text in messages:
                await analyze(language, text)
    except Exception as error:  # noqa: BLE001 - a warm-up must never stop the daemon
        log.warning("HTTP warm-up skipped: %s", type(error).__name__)
    finally:
        await site.stop()
