"""Presidio's separate configuration files, served as Presidio's own server serves them
(issue 26, item 3): a daemon started with `--nlp-config` and `--recognizers-config` answers
/analyze, /recognizers and /supportedentities exactly as presidio_analyzer does in process
when AnalyzerEngineProvider reads the same two files (its server's NLP_CONF_FILE and
RECOGNIZER_REGISTRY_CONF_FILE). The registry is Presidio's default one with the e-mail
recognizer disabled: /analyze then finds no e-mail address, while the boundary keeps its own
recognizers, so a run still tokenizes it and /v1/analyze says which engine found what."""

from __future__ import annotations

import json
import urllib.request
from collections import Counter

import aiohttp
import pytest
import yaml

from tests.support.daemons import start_daemon
from tests.support.presidio_compare import key, post, stock_answer
from tests.support.turns import Api, uid

EMAIL = "registry.test@example.com"
TEXTS = [
    f"Jane Doe wrote from {EMAIL} on 2024-03-01 about card 4111 1111 1111 1111.",
    "Server 192.168.0.12 answered; see https://status.example.com/incidents and call (415) 555-0132.",
    "My SSN is 078-05-1120 and I moved to Seattle last May; IBAN GB82 WEST 1234 5698 7654 32.",
]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """Presidio's own default NLP and registry files, with our English model and no e-mail recognizer."""
    import presidio_analyzer

    from daemon.detectors.presidio_engine import NLP_CONFIGURATION

    conf = presidio_analyzer.AnalyzerEngineProvider._get_full_conf_path("default.yaml").parent
    folder = tmp_path_factory.mktemp("presidio-files")
    nlp = yaml.safe_load((conf / "default.yaml").read_text())
    nlp["models"] = [model for model in NLP_CONFIGURATION["models"] if model["lang_code"] == "en"]
    registry = yaml.safe_load((conf / "default_recognizers.yaml").read_text())
    for recognizer in registry["recognizers"]:
        if recognizer["name"] == "EmailRecognizer":
            recognizer["enabled"] = False
    (folder / "nlp.yaml").write_text(yaml.safe_dump(nlp))
    (folder / "registry.yaml").write_text(yaml.safe_dump(registry))
    return folder / "nlp.yaml", folder / "registry.yaml"


@pytest.fixture(scope="module")
def configured(files, tmp_path_factory):
    nlp, registry = files
    process = start_daemon(tmp_path_factory.mktemp("registry") / "data",
                           "--nlp-config", str(nlp), "--recognizers-config", str(registry))
    yield process
    process.stop()


@pytest.fixture(scope="module")
def presidio_server_engine(files):
    """What Presidio's analyzer server builds from the same two files."""
    from presidio_analyzer import AnalyzerEngineProvider

    from daemon.detectors.offline import make_analyzer_offline

    make_analyzer_offline()
    nlp, registry = files
    return AnalyzerEngineProvider(nlp_engine_conf_file=str(nlp), recognizer_registry_conf_file=str(registry)).create_engine()


def get(url: str):
    with urllib.request.urlopen(url, timeout=30) as response:
        return json.loads(response.read())


@pytest.mark.parametrize("text", TEXTS)
def test_analyze_answers_as_presidio_with_the_same_files(configured, presidio_server_engine, text):
    ours = post(configured.url, {"text": text, "language": "en"})
    stock = stock_answer(presidio_server_engine, "en", text)
    assert sorted(map(key, ours)) == sorted(map(key, stock))


def test_a_disabled_recognizer_stays_off_on_analyze(configured):
    ours = post(configured.url, {"text": TEXTS[0], "language": "en"})
    assert "EMAIL_ADDRESS" not in {r["entity_type"] for r in ours}
    assert "PERSON" in {r["entity_type"] for r in ours}, "the registry's own recognizers still run"


def test_listings_are_presidios_for_the_same_files(configured, presidio_server_engine):
    for query, language in (("?language=en", "en"), ("", None)):
        names = get(f"{configured.url}/recognizers{query}")
        assert Counter(names) == Counter(r.name for r in presidio_server_engine.get_recognizers(language))
        assert "EmailRecognizer" not in names and not any(name.startswith("Resguardo") for name in names)
        entities = get(f"{configured.url}/supportedentities{query}")
        assert sorted(entities) == sorted(presidio_server_engine.get_supported_entities(language))


async def test_the_boundary_keeps_its_own_recognizers_and_says_which_found_what(configured):
    async with aiohttp.ClientSession() as session:
        api = Api(configured, session)
        run = await api.open_run(uid("t"), uid("s"), language="en")
        model_reads = await api.customer(run["run_id"], TEXTS[0])
        assert EMAIL not in model_reads, "the boundary tokenizes what the registry leaves out"
        spans = (await api.ok("POST", "/v1/analyze", {"text": TEXTS[0], "language": "en"}))["spans"]
    by_value = {TEXTS[0][s["start"]:s["end"]]: s for s in spans}
    assert by_value[EMAIL]["engine"] == "boundary" and by_value[EMAIL]["recognizer"] == "ResguardoEmailRecognizer"
    assert by_value["2024-03-01"]["engine"] == "presidio"
    assert {s["engine"] for s in spans} == {"presidio", "boundary"}


async def test_an_operator_recognizer_joins_both_engines_and_leaves_both(configured):
    badge = {"name": "staff-badge", "supported_entity": "STAFF_BADGE", "supported_languages": ["en"],
             "patterns": [{"name": "badge", "regex": r"\bSB-\d{6}\b", "score": 0.9}]}
    text = "badge SB-123456 at the door"
    async with aiohttp.ClientSession() as session:
        api = Api(configured, session)
        await api.ok("POST", "/v1/recognizers", badge, status=201)
        try:
            assert "STAFF_BADGE" in {r["entity_type"] for r in post(configured.url, {"text": text, "language": "en"})}
            assert "staff-badge" in get(f"{configured.url}/recognizers?language=en")
            spans = (await api.ok("POST", "/v1/analyze", {"text": text, "language": "en"}))["spans"]
            assert [(text[s["start"]:s["end"]], s["engine"]) for s in spans if s["entity_type"] == "STAFF_BADGE"] \
                == [("SB-123456", "presidio")], "in the registry /analyze runs, and the boundary's"
        finally:
            await api.ok("DELETE", "/v1/recognizers/staff-badge", status=204)
        assert "STAFF_BADGE" not in {r["entity_type"] for r in post(configured.url, {"text": text, "language": "en"})}
        spans = (await api.ok("POST", "/v1/analyze", {"text": text, "language": "en"}))["spans"]
        assert "STAFF_BADGE" not in {s["entity_type"] for s in spans}
