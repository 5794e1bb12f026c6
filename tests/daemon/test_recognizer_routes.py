"""Operator recognizers and the analyzer view over /v1, with the real engine."""

from __future__ import annotations

import yaml

from tests.daemon.conftest import TEST_TOKEN

AUTH = {"Authorization": f"Bearer {TEST_TOKEN}"}

EMPLOYEE = {
    "name": "employee-id",
    "supported_entity": "EMPLOYEE_ID",
    "supported_languages": ["en", "es"],
    "patterns": [{"name": "emp", "regex": r"\bEMP-\d{5}\b", "score": 0.7}],
    "context": ["employee", "empleado"],
}


async def test_add_test_and_remove_an_operator_recognizer(make_client, tmp_path):
    client = await make_client()
    tested = await client.post(
        "/v1/recognizers/test",
        json={"recognizer": EMPLOYEE, "text": "employee EMP-12345 asked", "language": "en"},
        headers=AUTH,
    )
    assert tested.status == 200
    result = await tested.json()
    assert [(s["start"], s["end"]) for s in result["spans"]] == [(9, 18)]
    assert result["patterns"][0]["matches"] == 1
    assert not (tmp_path / "recognizers" / "employee-id.yaml").exists(), "testing saves nothing"

    saved = await client.post("/v1/recognizers", json=EMPLOYEE, headers=AUTH)
    assert saved.status == 201
    path = tmp_path / "recognizers" / "employee-id.yaml"
    entries = yaml.safe_load(path.read_text())["recognizers"]
    assert {e["supported_language"] for e in entries} == {"en", "es"}

    found = await client.post("/analyze", json={"text": "empleado EMP-54321", "language": "es"})
    assert "EMPLOYEE_ID" in {r["entity_type"] for r in await found.json()}, "live at once"
    listed = await (await client.get("/v1/recognizers", headers=AUTH)).json()
    mine = [r for r in listed if r["name"] == "employee-id"]
    assert mine and mine[0]["source"] == "operator" and mine[0]["languages"] == ["en", "es"]

    assert (await client.delete("/v1/recognizers/employee-id", headers=AUTH)).status == 204
    assert not path.exists()
    found = await client.post("/analyze", json={"text": "empleado EMP-54321", "language": "es"})
    assert "EMPLOYEE_ID" not in {r["entity_type"] for r in await found.json()}


async def test_saved_recognizers_load_on_start(make_client, tmp_path, presidio_detector):
    client = await make_client()
    assert (await client.post("/v1/recognizers", json={**EMPLOYEE, "name": "emp-reload"}, headers=AUTH)).status == 201
    registry = presidio_detector.engine.registry
    registry.recognizers = [r for r in registry.recognizers if r.name != "emp-reload"]
    client = await make_client()  # a new app over the same data dir loads the file again
    found = await client.post("/analyze", json={"text": "employee EMP-11111", "language": "en"})
    assert "EMPLOYEE_ID" in {r["entity_type"] for r in await found.json()}
    assert (await client.delete("/v1/recognizers/emp-reload", headers=AUTH)).status == 204


async def test_catastrophic_regex_is_refused_and_nothing_is_saved(make_client, tmp_path):
    client = await make_client()
    bad = {**EMPLOYEE, "name": "bad", "patterns": [{"name": "evil", "regex": "(x+)+y", "score": 0.5}]}
    for route, body in (("/v1/recognizers", bad), ("/v1/recognizers/test", {"recognizer": bad, "text": "x", "language": "en"})):
        response = await client.post(route, json=body, headers=AUTH)
        assert response.status == 400
        error = await response.json()
        assert error["error"] == "bad_request" and "evil" in error["message"]
        assert "(x+)+y" not in error["message"]
    assert list((tmp_path / "recognizers").glob("*.yaml")) == []


async def test_builtin_names_cannot_be_replaced_or_deleted(make_client):
    client = await make_client()
    response = await client.post("/v1/recognizers", json={**EMPLOYEE, "name": "UrlRecognizer"}, headers=AUTH)
    assert response.status == 409
    assert (await client.delete("/v1/recognizers/UrlRecognizer", headers=AUTH)).status == 404


async def test_analyze_view_marks_what_a_run_would_tokenize(make_client):
    client = await make_client()
    body = {"text": "Soy Ana Pérez, mi NIE es X1234567L. Escríbeme", "language": "es"}
    answer = await (await client.post("/v1/analyze", json=body, headers=AUTH)).json()
    assert answer["detector"] == "presidio"
    nie = [s for s in answer["spans"] if s["entity_type"] == "ES_NIE"]
    assert nie and nie[0]["tokenized"] and nie[0]["explanation"]
    patterns = await (await client.post("/v1/analyze", json={**body, "detector": "patterns"}, headers=AUTH)).json()
    assert patterns["detector"] == "patterns"
    assert {s["entity_type"] for s in patterns["spans"]} == {"ES_NIE"}
    bad = await client.post("/v1/analyze", json={**body, "detector": "remote"}, headers=AUTH)
    assert bad.status == 400 and (await bad.json())["message"].startswith("detector")
