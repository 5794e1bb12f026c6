"""The aiohttp application factory."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from concurrent.futures import ThreadPoolExecutor

from aiohttp import web

from daemon.core.boundary import Boundary
from daemon.core.rate_limit import TokenizeRateLimit
from daemon.detectors.operator_recognizers import OperatorRecognizers
from daemon.detectors.patterns import PatternsDetector
from daemon.presidio_api.anonymizer import Anonymizers
from daemon.process.datadir import DATABASE_FILE, RECOGNIZERS_DIR, prepare_data_dir
from daemon.process.memory import release_free_memory
from daemon.process.settings import Settings
from daemon.store import Store
from daemon.web import anonymizer_routes, gateway_routes, hello, presidio_routes, recognizer_routes, v1_routes
from daemon.web.access import refuse_cross_site, require_token
from daemon.web.analysis_lane import AnalysisLane
from daemon.web.batching import AnalyzeBatcher
from daemon.web.connections import ConnectionLimit, body_deadline_middleware, usable_connection_cap
from daemon.web.errors import json_errors
from daemon.web.keys import (
    ANALYSIS_EXECUTOR,
    ANALYSIS_LANE,
    ANALYZE_BATCHER,
    ANONYMIZERS,
    API_TOKEN,
    BOUNDARY,
    CONNECTION_LIMIT,
    DETECTOR,
    OPERATOR_RECOGNIZERS,
    PATTERNS_DETECTOR,
    SETTINGS,
    STORE,
    STORE_EXECUTOR,
)

log = logging.getLogger("resguardo")

EXPIRY_SWEEP_SECONDS = 30.0
RETENTION_SWEEP_SECONDS = 6 * 3600.0


def create_app(settings: Settings, detector, api_token: str, *, secret: bytes) -> web.Application:
    """The daemon's application around a ready (loaded and warmed) detector.

    The store opens (and migrates) in `settings.data_dir` when the app starts and closes
    when it stops; runs live in the boundary's memory only.
    """
    limit = ConnectionLimit(usable_connection_cap(settings.max_connections))
    app = web.Application(
        client_max_size=settings.max_body_bytes,
        # Foreign pages first (nothing of theirs is read), then the token, then the body.
        middlewares=[json_errors, refuse_cross_site, require_token,
                     body_deadline_middleware(settings.request_timeout, limit)],
    )
    app[CONNECTION_LIMIT] = limit
    app[SETTINGS] = settings
    app[DETECTOR] = detector
    app[API_TOKEN] = api_token
    app[PATTERNS_DETECTOR] = PatternsDetector()
    app[ANONYMIZERS] = Anonymizers()
    app.cleanup_ctx.append(_executors)
    app.cleanup_ctx.append(_store_and_boundary(secret))
    app.cleanup_ctx.append(_expiry_sweeper)
    app.cleanup_ctx.append(gateway_routes.gateway_client)
    if settings.retention_days is not None:
        app.cleanup_ctx.append(_retention_sweeper)
    app.add_routes(presidio_routes.routes)
    app.add_routes(anonymizer_routes.routes)
    app.add_routes(recognizer_routes.routes)
    app.add_routes(v1_routes.routes)
    app.add_routes(hello.routes)
    app.add_routes(gateway_routes.routes)
    return app


async def _executors(app: web.Application):
    # One analysis thread per call the detector can take at once (one per worker process).
    app[ANALYSIS_EXECUTOR] = ThreadPoolExecutor(max_workers=app[DETECTOR].parallel_calls,
                                                thread_name_prefix="analysis")
    app[STORE_EXECUTOR] = ThreadPoolExecutor(max_workers=1, thread_name_prefix="store")
    # Threads start lazily; start them now so the first request does not pay for it.
    loop = asyncio.get_running_loop()
    for executor in (app[ANALYSIS_EXECUTOR], app[STORE_EXECUTOR]):
        await loop.run_in_executor(executor, int)
    detector = app[DETECTOR]
    app[ANALYSIS_LANE] = AnalysisLane(
        app[ANALYSIS_EXECUTOR], inline_allowed=not detector.waits_on_network and detector.parallel_calls == 1,
    )
    batcher = None
    if app[DETECTOR].batches_requests:
        batcher = AnalyzeBatcher(app[DETECTOR], app[ANALYSIS_LANE], slots=app[DETECTOR].parallel_calls)
        batcher.start()
        app[ANALYZE_BATCHER] = batcher
    yield
    if batcher is not None:
        await batcher.stop()
    app[ANALYSIS_EXECUTOR].shutdown(wait=True, cancel_futures=True)
    app[STORE_EXECUTOR].shutdown(wait=True)


def _store_and_boundary(secret: bytes):
    async def store_and_boundary(app: web.Application):
        settings = app[SETTINGS]
        prepare_data_dir(settings.data_dir)
        store = Store.open(settings.data_dir / DATABASE_FILE)
        app[STORE] = store
        app[BOUNDARY] = Boundary(
            secret, app[DETECTOR], grants=store, policy=store, recorder=store,
            default_ttl_seconds=settings.run_ttl_seconds,
            max_values_per_message=settings.max_values_per_message,
            max_tokens_per_run=settings.max_tokens_per_run,
            rate_limit=TokenizeRateLimit(settings.tokenize_rate_per_minute) if settings.tokenize_rate_per_minute else None,
            editor=store, contracts=store, quasi=store,
        )
        operator = OperatorRecognizers(settings.data_dir / RECOGNIZERS_DIR, app[DETECTOR], store,
                                       screen_name=app[BOUNDARY].refuse_value_in_name)
        loaded = operator.load_saved()
        if loaded:
            log.info("loaded %d operator recognizer(s)", loaded)
        app[OPERATOR_RECOGNIZERS] = operator
        app[ANALYSIS_LANE].foreign_regexes = operator.any_registered
        yield
        store.close()

    return store_and_boundary


async def _expiry_sweeper(app: web.Application):
    """Wipes idle runs on a timer, so an abandoned run's mapping does not outlive its TTL,
    and hands the allocator's free pages back to the kernel (daemon/process/memory.py)."""

    def expire_and_release() -> None:
        app[BOUNDARY].expire_idle_runs()
        release_free_memory()

    async def sweep() -> None:
        while True:
            await asyncio.sleep(EXPIRY_SWEEP_SECONDS)
            try:
                await asyncio.get_running_loop().run_in_executor(app[STORE_EXECUTOR], expire_and_release)
            except Exception as error:  # noqa: BLE001 - the sweeper must outlive one bad pass
                log.error("run expiry sweep failed: %s", type(error).__name__)

    task = asyncio.create_task(sweep())
    yield
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task


async def _retention_sweeper(app: web.Application):
    """Prunes the record on start and every few hours, leaving checkpoints the chain understands."""
    days = app[SETTINGS].retention_days

    async def sweep() -> None:
        while True:
            try:
                deleted = await asyncio.get_running_loop().run_in_executor(
                    app[STORE_EXECUTOR], app[STORE].prune, days
                )
                if any(deleted.values()):
                    log.info("retention: pruned %s rows older than %d days", deleted, days)
            except Exception as error:  # noqa: BLE001 - e.g. a broken chain: pruning refuses, we say so
                log.error("retention sweep refused: %s", type(error).__name__)
            await asyncio.sleep(RETENTION_SWEEP_SECONDS)

    task = asyncio.create_task(sweep())
    yield
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
