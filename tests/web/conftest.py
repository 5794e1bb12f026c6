"""Fixtures for the web layer: the real app in process, around the session's real detector."""

from __future__ import annotations

import pytest

from daemon.process.settings import Settings
from daemon.web.app import create_app
from tests.support.daemons import TEST_TOKEN


@pytest.fixture
def make_client(aiohttp_client, presidio_detector, tmp_path):
    """An aiohttp test client around the real app and the session's real detector."""

    async def make(detector=None, **settings):
        app = create_app(
            Settings(data_dir=tmp_path, **settings), detector or presidio_detector, TEST_TOKEN,
            secret=b"\x01" * 32,
        )
        return await aiohttp_client(app)

    return make
