"""Helpers for the gateway's tests: the scripted provider as a real process, and daemons
pointed at it."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from tests.support.daemons import REPO, DaemonProcess, free_port, start_daemon

TENANT, SESSION = "acme", "conv-0001"
ROUTING = {"X-Resguardo-Tenant": TENANT, "X-Resguardo-Session": SESSION}


@dataclass
class ScriptedModel:
    url: str
    process: subprocess.Popen

    def _call(self, method: str, path: str, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            raw = answer.read()
            return json.loads(raw) if raw else None

    def script(self, *replies: dict) -> None:
        self._call("POST", "/_script", {"replies": list(replies)})

    def requests(self) -> list[dict]:
        return self._call("GET", "/_requests")

    def clear(self) -> None:
        self._call("DELETE", "/_requests")

    def bodies(self) -> list[dict]:
        return [json.loads(r["raw"]) for r in self.requests() if r["raw"]]

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def start_scripted_model() -> ScriptedModel:
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "tests.support.scripted_model", "--port", str(port)], cwd=REPO,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    model = ScriptedModel(f"http://127.0.0.1:{port}", process)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            model.requests()
            return model
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("the scripted model did not start")


def start_gateway(data_dir: Path, model: ScriptedModel, *extra: str, env: dict | None = None) -> DaemonProcess:
    return start_daemon(data_dir, "--detector", "patterns", "--openai-upstream", model.url + "/v1",
                        "--anthropic-upstream", model.url, *extra, env=env)
