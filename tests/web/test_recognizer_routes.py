"""Operator recognizers and the analyzer view over /v1, with the real engine."""

from __future__ import annotations

import yaml

from tests.support.daemons import TEST_TOKEN

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


async def test_an_operator_type_is_tokenized_granted_and_kept_while_in_use(make_client, tmp_path):
    # The workflow the console's recognizer screen leads to: a new kind of data, found by the
    # operator's recognizer, tokenized for the model and restored only to the tool granted it.
    client = await make_client()
    value = "EMP-40417"  # the recognizer's own made-up shape
    refused = await client.put("/v1/policy", json={"entities": ["EMAIL_ADDRESS", "EMPLOYEE_ID"]}, headers=AUTH)
    assert refused.status == 422, "unknown until a recognizer defines it"
    assert (await client.put("/v1/grants", json={"tool": "hr_lookup", "entity_type": "EMPLOYEE_ID"},
                             headers=AUTH)).status == 422

    assert (await client.post("/v1/recognizers", json=EMPLOYEE, headers=AUTH)).status == 201
    assert (await client.put("/v1/policy", json={"entities": ["EMAIL_ADDRESS", "EMPLOYEE_ID"]},
                             headers=AUTH)).status == 200
    assert (await client.put("/v1/grants", json={"tool": "hr_lookup", "entity_type": "EMPLOYEE_ID"},
                             headers=AUTH)).status == 201

    run = await (await client.post("/v1/runs", json={"tenant": "t1", "session": "s1", "language": "en"},
                                   headers=AUTH)).json()
    base = f"/v1/runs/{run['run_id']}"
    model_read = (await (await client.post(f"{base}/customer", json={"text": f"employee {value} here"},
                                           headers=AUTH)).json())["text"]
    assert value not in model_read
    (token,) = [w for w in model_read.split() if w.startswith("[EMPLOYEE_ID_")]
    for tool, outcome in (("hr_lookup", "restored"), ("mailer", "withheld")):
        call = await (await client.post(f"{base}/tool-calls", json={"tool": tool, "arguments": {"id": token}},
                                        headers=AUTH)).json()
        assert call["arguments"]["id"] == (value if outcome == "restored" else token)
        assert [(d["entity_type"], d["outcome"]) for d in call["decisions"]] == [("EMPLOYEE_ID", outcome)]
    events = await (await client.get("/v1/events?entity_type=EMPLOYEE_ID", headers=AUTH)).json()
    assert {(e["kind"], e["tool"]) for e in events} >= {("restored", "hr_lookup"), ("withheld", "mailer")}

    # Deleting its only recognizer would leave the type tokenized and granted with nothing to
    # find it: refused, and nothing changes.
    deleted = await client.delete("/v1/recognizers/employee-id", headers=AUTH)
    assert deleted.status == 409
    error = await deleted.json()
    assert error["error"] == "entity_type_in_use" and "EMPLOYEE_ID" in error["message"]
    assert (tmp_path / "recognizers" / "employee-id.yaml").exists()
    found = await client.post("/analyze", json={"text": f"employee {value}", "language": "en"})
    assert "EMPLOYEE_ID" in {r["entity_type"] for r in await found.json()}, "still live"
    renamed = await client.post("/v1/recognizers", json={**EMPLOYEE, "supported_entity": "STAFF_ID"}, headers=AUTH)
    assert renamed.status == 409, "changing its type orphans the old one the same way"
    assert "EMPLOYEE_ID" in yaml.safe_load((tmp_path / "recognizers" / "employee-id.yaml").read_text())[
        "recognizers"][0]["supported_entity"]

    assert (await client.put("/v1/policy", json={"entities": ["EMAIL_ADDRESS"]}, headers=AUTH)).status == 200
    assert (await client.delete("/v1/grants/hr_lookup/EMPLOYEE_ID", headers=AUTH)).status == 204
    assert (await client.delete("/v1/recognizers/employee-id", headers=AUTH)).status == 204
    assert (await client.put("/v1/policy", json={"entities": ["EMPLOYEE_ID"]}, headers=AUTH)).status == 422

    written = b"".join(p.read_bytes() for p in tmp_path.rglob("*") if p.is_file())
    assert value.encode() not in written


async def test_an_operator_type_may_not_take_a_known_types_token_label(make_client, tmp_path):
    client = await make_client()
    for entity_type, owner in (("EMAIL", "EMAIL_ADDRESS"), ("NIF", "ES_NIF")):
        response = await client.post("/v1/recognizers", json={**EMPLOYEE, "supported_entity": entity_type},
                                     headers=AUTH)
        assert response.status == 422
        error = await response.json()
        assert error["error"] == "invalid_recognizer" and owner in error["message"]
    assert list((tmp_path / "recognizers").glob("*.yaml")) == []
    long_type = "EMPLOYEE_BADGE_NUMBER_A"
    assert (await client.post("/v1/recognizers", json={**EMPLOYEE, "supported_entity": long_type},
                              headers=AUTH)).status == 201
    clash = await client.post("/v1/recognizers", json={**EMPLOYEE, "name": "badge-b",
                                                       "supported_entity": "EMPLOYEE_BADGE_NUMBER_B"}, headers=AUTH)
    assert clash.status == 422, "both would be cut to the same 17-character label"
    assert (await client.delete("/v1/recognizers/employee-id", headers=AUTH)).status == 204


async def test_an_operator_type_may_not_read_as_every_type(make_client, tmp_path):
    """A type named ALL_TYPES would be tokenized and granted like any other, and a grant of
    it read as a grant of everything (docs/tokens.md §5)."""
    client = await make_client()
    for entity_type in ("ALL_TYPES", "ANY", "EVERY_ENTITY_TYPE", "EVERYTHING"):
        response = await client.post("/v1/recognizers", json={**EMPLOYEE, "supported_entity": entity_type},
                                     headers=AUTH)
        assert response.status == 422, entity_type
        error = await response.json()
        assert error["error"] == "invalid_recognizer" and error["message"].startswith("recognizer.entity_type")
        assert "every" in error["message"] or "wildcard" in error["message"]
    assert list((tmp_path / "recognizers").glob("*.yaml")) == []
    listed = await (await client.get("/v1/recognizers", headers=AUTH)).json()
    assert "employee-id" not in {r["name"] for r in listed}


async def test_the_live_test_refuses_a_type_that_saving_would_refuse(make_client, tmp_path):
    # The console's live test runs this route: it must not show a recognizer working that
    # POST /v1/recognizers then turns away.
    client = await make_client()
    for entity_type in ("ALL_TYPES", "EVERY_ENTITY_TYPE"):
        body = {"recognizer": {**EMPLOYEE, "supported_entity": entity_type},
                "text": "employee EMP-12345 asked", "language": "en"}
        response = await client.post("/v1/recognizers/test", json=body, headers=AUTH)
        assert response.status == 422, entity_type
        error = await response.json()
        assert error["error"] == "invalid_recognizer" and error["message"].startswith("recognizer.entity_type")
    assert (await client.post("/v1/recognizers/test", json={"recognizer": EMPLOYEE, "text": "EMP-12345",
                                                              "language": "en"}, headers=AUTH)).status == 200
    assert list((tmp_path / "recognizers").glob("*.yaml")) == []


async def test_a_failed_file_write_leaves_the_type_unknown(make_client, tmp_path, monkeypatch):
    # The metadata is written first (so the store can refuse before anything else changes);
    # a file that then cannot be written takes the metadata back with it.
    from daemon.detectors.operator_recognizers import OperatorRecognizers

    def disk_full(self, path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(OperatorRecognizers, "_write_atomically", disk_full)
    client = await make_client()
    response = await client.post("/v1/recognizers", json=EMPLOYEE, headers=AUTH)
    assert response.status == 500
    assert (await client.put("/v1/policy", json={"entities": ["EMPLOYEE_ID"]}, headers=AUTH)).status == 422
    listed = await (await client.get("/v1/recognizers", headers=AUTH)).json()
    assert "employee-id" not in {r["name"] for r in listed}
    assert list((tmp_path / "recognizers").glob("*.yaml")) == []


async def test_a_tool_name_found_clean_is_searched_again_once_a_recognizer_changes(make_client):
    """The boundary remembers tool names that hold no value; changing an operator recognizer
    (same name, same type, a wider pattern) must not leave a name remembered as clean."""
    client = await make_client()
    narrow = {**EMPLOYEE, "name": "staff-id", "supported_entity": "STAFF_ID",
              "patterns": [{"name": "emp", "regex": r"\bEMP-\d{5}\b", "score": 0.7}]}
    assert (await client.post("/v1/recognizers", json=narrow, headers=AUTH)).status == 201
    assert (await client.put("/v1/policy", json={"entities": ["EMAIL_ADDRESS", "STAFF_ID"]},
                             headers=AUTH)).status == 200
    run = (await (await client.post("/v1/runs", json={"tenant": "t", "session": "s"}, headers=AUTH)).json())["run_id"]

    async def tool_result(tool: str) -> int:
        reply = await client.post(f"/v1/runs/{run}/tool-results", json={"tool": tool, "result": "ok"}, headers=AUTH)
        return reply.status

    assert await tool_result("hr:XYZ-54321") == 200
    assert await tool_result("hr:XYZ-54321") == 200  # kept as clean (that it is kept: tests/core)
    assert await tool_result("hr:EMP-54321") == 400
    wider = {**narrow, "patterns": [{"name": "emp", "regex": r"\b(?:EMP|XYZ)-\d{5}\b", "score": 0.7}]}
    assert (await client.post("/v1/recognizers", json=wider, headers=AUTH)).status == 201
    assert await tool_result("hr:XYZ-54321") == 400
    assert (await client.put("/v1/policy", json={"entities": ["EMAIL_ADDRESS"]}, headers=AUTH)).status == 200
    assert (await client.delete("/v1/recognizers/staff-id", headers=AUTH)).status == 204
