"""Fixtures for whole turns against real daemons over real HTTP: the test plays the model and
the tools (helpers in tests/support/turns.py and tests/support/leaks.py)."""

from __future__ import annotations

import aiohttp
import pytest

from tests.support.daemons import start_daemon
from tests.support.gateway import start_gateway, start_scripted_model
from tests.support.leaks import Client, wrap
from tests.support.turns import Api


@pytest.fixture
async def api(daemon):
    async with aiohttp.ClientSession() as session:
        yield Api(daemon, session)


@pytest.fixture
async def grants(api):
    """Add grants through this; they are removed after the test."""
    added: list[tuple[str, str]] = []

    async def add(tool: str, entity_type: str) -> None:
        await api.grant(tool, entity_type)
        added.append((tool, entity_type))

    yield add
    for tool, entity_type in added:
        await api.ungrant(tool, entity_type)


@pytest.fixture(scope="module")
def patterns_daemon(tmp_path_factory):
    """One `--detector patterns` daemon per test module."""
    process = start_daemon(tmp_path_factory.mktemp("hardening") / "data", "--detector", "patterns")
    yield wrap(process)
    process.stop()


@pytest.fixture(scope="session")
def presidio_daemon(daemon):
    """The session's real Presidio daemon, wrapped."""
    return wrap(daemon)


@pytest.fixture(scope="module")
def model():
    """The scripted provider (tests/support/gateway.py), one per test module."""
    scripted = start_scripted_model()
    yield scripted
    scripted.stop()


@pytest.fixture(scope="module")
def gateway(tmp_path_factory, model):
    """A daemon in gateway mode in front of `model`, with one grant: send_email gets e-mail addresses."""
    daemon = start_gateway(tmp_path_factory.mktemp("gateway") / "data", model)
    Client(daemon.url, daemon.api_token).ok("PUT", "/v1/grants", {"tool": "send_email", "entity_type": "EMAIL_ADDRESS"},
                                            status=201)
    yield daemon
    daemon.stop()
