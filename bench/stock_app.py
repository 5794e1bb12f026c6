"""What gunicorn loads for bench/stock_server.py: Presidio's own `app.create_app()`, offline.

Presidio's email and URL recognizers call tldextract, which fetches the public suffix list on
first use; this machine has no internet, so the process is pointed at the snapshot bundled in
tldextract first, exactly as the daemon is (daemon/detectors/offline.py). Nothing else differs
from Presidio's server.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path


def create_app():
    from daemon.detectors.offline import make_analyzer_offline

    make_analyzer_offline()
    # app.py is loaded from its file: its folder also holds Presidio's source tree, which must
    # not shadow the installed (pinned) presidio-analyzer the daemon runs.
    path = Path(os.environ["PRESIDIO_APP_DIR"]) / "app.py"
    spec = importlib.util.spec_from_file_location("presidio_app", path)
    app = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(app)
    return app.create_app()
