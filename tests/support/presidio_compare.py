"""Asking the daemon and stock Presidio the same /analyze question, and comparing the answers."""

from __future__ import annotations

import json
import urllib.request


def post(url: str, body: dict):
    request = urllib.request.Request(
        url + "/analyze", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


def stock_answer(engine, language: str, text: str, **options) -> list[dict]:
    results = engine.analyze(text=text, language=language, **options)
    # Exactly what Presidio's REST server sends: its DTO minus recognition_metadata.
    answer = []
    for result in results:
        as_dict = dict(result.to_dict())
        as_dict.pop("recognition_metadata", None)
        as_dict["analysis_explanation"] = None
        answer.append(as_dict)
    return answer


def key(result: dict):
    return (result["entity_type"], result["start"], result["end"], round(result["score"], 6))
