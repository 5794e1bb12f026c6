"""Stock Presidio behind its own REST server: presidio-analyzer's `app.py` under gunicorn with N
workers, as Presidio's Docker image runs it, on the same spaCy pipelines as the daemon.

`app.py` is not in the presidio-analyzer package; it lives in Presidio's repository
(github.com/microsoft/presidio, folder `presidio-analyzer`). Give that folder to
`python -m bench --presidio-app DIR`; without it the workers section compares with stock
in-process only. Nothing of it is copied here: the server runs from the folder as it is.

`bench/stock_app.py` is the module gunicorn loads: it keeps the process offline (as the
daemon does, tldextract reads its bundled suffix list) and then calls `app.create_app()`.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from bench.daemon_proc import ROOT, free_port


def nlp_configuration_yaml() -> str:
    """Presidio's NLP configuration file for the daemon's own en and es pipelines."""
    import yaml

    from daemon.detectors.presidio_engine import nlp_configuration

    configuration = nlp_configuration()
    configuration["models"] = [m for m in configuration["models"] if m["lang_code"] in ("en", "es")]
    return yaml.safe_dump(configuration, sort_keys=False)


class StockServer:
    """gunicorn -w N 'app:create_app()' from Presidio's `presidio-analyzer` folder."""

    def __init__(self, app_dir: Path, workers: int) -> None:
        if not (Path(app_dir) / "app.py").is_file():
            raise FileNotFoundError(f"no app.py in {app_dir}: give presidio-analyzer's folder of Presidio's repository")
        self.app_dir = Path(app_dir).resolve()
        self.workers = workers
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.dir = Path(tempfile.mkdtemp(prefix="presidio-stock-"))
        self.log = self.dir / "server.log"
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 600.0) -> StockServer:
        conf = self.dir / "nlp.yaml"
        conf.write_text(nlp_configuration_yaml(), encoding="utf-8")
        env = {**os.environ, "NLP_CONF_FILE": str(conf), "PRESIDIO_APP_DIR": str(self.app_dir),
               "LOG_LEVEL": "WARNING"}
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "gunicorn", "-w", str(self.workers), "-b", f"127.0.0.1:{self.port}",
                 "--timeout", "300", "bench.stock_app:create_app()"],
                cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
            )
        started = time.monotonic()
        while time.monotonic() - started < timeout:
            if self.process.poll() is not None:
                raise RuntimeError(f"Presidio's server exited: {self.log.read_text()[-2000:]}")
            if self._every_worker_answers():
                return self
            time.sleep(0.2)
        self.stop()
        raise RuntimeError("Presidio's server did not answer /health in time")

    def _every_worker_answers(self) -> bool:
        # gunicorn's workers each build their engine after the fork; /health answers from one
        # worker as soon as it is up, so wait until each has loaded (its memory has grown).
        from bench.common import rss_mib

        try:
            with urllib.request.urlopen(self.url + "/health", timeout=1) as answer:
                if answer.status != 200:
                    return False
        except OSError:
            return False
        pids = self.worker_pids()
        return len(pids) == self.workers and all(rss_mib(pid) > 150 for pid in pids)

    def worker_pids(self) -> list[int]:
        pid = self.process.pid
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as children:
            return [int(each) for each in children.read().split()]

    def rss_mib(self) -> float:
        from bench.common import rss_mib

        return rss_mib(self.process.pid)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
