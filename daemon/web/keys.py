"""Typed application keys, in one place."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from aiohttp import web

from daemon.process.settings import Settings
from daemon.web.analysis_lane import AnalysisLane

SETTINGS = web.AppKey("settings", Settings)
DETECTOR = web.AppKey("detector", object)
API_TOKEN = web.AppKey("api_token", str)
# Detection is CPU-bound: it runs on its own thread so /health and the rest stay responsive,
# except short requests that find that thread idle (AnalysisLane).
ANALYSIS_EXECUTOR = web.AppKey("analysis_executor", ThreadPoolExecutor)
ANALYSIS_LANE = web.AppKey("analysis_lane", AnalysisLane)
# SQLite writes wait on fsync: they get their own thread so they never queue behind analysis.
STORE_EXECUTOR = web.AppKey("store_executor", ThreadPoolExecutor)
STORE = web.AppKey("store", object)
BOUNDARY = web.AppKey("boundary", object)
OPERATOR_RECOGNIZERS = web.AppKey("operator_recognizers", object)
# Always available beside the daemon's own detector: it loads nothing and costs microseconds.
PATTERNS_DETECTOR = web.AppKey("patterns_detector", object)
# The cap on open connections (daemon/web/connections.py), shared by the server and a middleware.
CONNECTION_LIMIT = web.AppKey("connection_limit", object)
# Merges /analyze requests that queue behind a busy analysis lane (presidio detector only).
ANALYZE_BATCHER = web.AppKey("analyze_batcher", object)
# presidio-anonymizer's engines behind /anonymize and /deanonymize (daemon/presidio_api/anonymizer.py).
ANONYMIZERS = web.AppKey("anonymizers", object)
# The gateway's client for the configured upstreams (daemon/web/gateway_routes.py).
GATEWAY_CLIENT = web.AppKey("gateway_client", object)
