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


def presidio_default_engine(languages=("en", "es")):
    """presidio_analyzer as AnalyzerEngine() builds it by default: Presidio's own default NLP
    configuration file (its label mapping and labels to ignore) and its default registry for
    `languages`; only the models are swapped for the installed ones (its en_core_web_lg is
    not installed here). Nothing of ours: what the compatibility tests compare against."""
    import yaml
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    from daemon.detectors.offline import make_analyzer_offline
    from daemon.detectors.presidio_engine import NLP_CONFIGURATION

    make_analyzer_offline()
    configuration = yaml.safe_load(NlpEngineProvider._get_full_conf_path().read_text())
    configuration["models"] = [m for m in NLP_CONFIGURATION["models"] if m["lang_code"] in languages]
    nlp_engine = NlpEngineProvider(nlp_configuration=configuration).create_engine()
    return AnalyzerEngine(nlp_engine=nlp_engine, supported_languages=list(languages))
