"""The aiohttp application factory."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from aiohttp import web

from daemon.settings import Settings
from daemon.web import presidio_routes
from daemon.web.access import require_token
from daemon.web.errors import json_errors
from daemon.web.keys import ANALYSIS_EXECUTOR, API_TOKEN, DETECTOR, SETTINGS, STORE_EXECUTOR


def create_app(settings: Settings, detector, api_token: str, *, secret: bytes | None = None) -> web.Application:
    """The daemon's application around a ready (loaded and warmed) detector."""
    app = web.Application(
        client_max_size=settings.max_body_bytes,
        middlewares=[json_errors, require_token],
    )
    app[SETTINGS] = settings
    app[DETECTOR] = detector
    app[API_TOKEN] = api_token
    app.cleanup_ctx.append(_executors)
    app.add_routes(presidio_routes.routes)
    return app


async def _executors(app: web.Application):
    app[ANALYSIS_EXECUTOR] = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analysis")
    app[STORE_EXECUTOR] = ThreadPoolExecutor(max_workers=1, thread_name_prefix="store")
    yield
    app[ANALYSIS_EXECUTOR].shutdown(wait=True, cancel_futures=True)
    app[STORE_EXECUTOR].shutdown(wait=True)
