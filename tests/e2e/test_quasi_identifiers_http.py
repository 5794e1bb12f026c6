"""Quasi-identifiers over real HTTP: generalized until k people of the population share what the
model reads, or suppressed; never restored; nothing written holds a value.

One daemon of its own (patterns detector: quasi-identifiers do not depend on the NER) with a
400-row population table in its data directory. What the model read is parsed back here and
counted in the table by this test's own code, not the daemon's.
"""

from __future__ import annotations

import csv
import io
import random
import re
from datetime import date

import aiohttp
import pytest

from tests.support.daemons import start_daemon
from tests.support.turns import Api

K = 5
POPULATION_ROWS = 400
TOWNS = ["Madrid", "Getafe", "Leganés", "Alcorcón", "Sevilla", "Sorocaba", "Campinas", "Porto", "Braga", "Valencia"]
# Where each town is, written down here from the map, not from the daemon's gazetteer.
REGION = {"Madrid": "Comunidad de Madrid", "Getafe": "Comunidad de Madrid", "Leganés": "Comunidad de Madrid",
          "Alcorcón": "Comunidad de Madrid", "Sevilla": "Andalucía", "Valencia": "Comunidad Valenciana",
          "Sorocaba": "São Paulo", "Campinas": "São Paulo", "Porto": "Porto", "Braga": "Braga"}
COUNTRY = {"Madrid": "España|Spain", "Getafe": "España|Spain", "Leganés": "España|Spain", "Alcorcón": "España|Spain",
           "Sevilla": "España|Spain", "Valencia": "España|Spain", "Sorocaba": "Brasil|Brazil",
           "Campinas": "Brasil|Brazil", "Porto": "Portugal", "Braga": "Portugal"}
POSTCODES = ["28013", "28901", "28911", "28921", "41001", "46001", "08001"]


def population_csv(seed: int = 2026) -> str:
    rng = random.Random(seed)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["AGE", "DATE_OF_BIRTH", "ES_POSTCODE", "LOCATION", "SEX"])
    for _ in range(POPULATION_ROWS):
        age = rng.randint(18, 90)
        born = date(2026 - age, rng.randint(1, 12), rng.randint(1, 28))
        writer.writerow([age, born.isoformat(), rng.choice(POSTCODES), rng.choice(TOWNS), rng.choice("FM")])
    return out.getvalue()


POPULATION = list(csv.DictReader(io.StringIO(population_csv())))


@pytest.fixture(scope="module")
def qi_daemon(tmp_path_factory):
    data = tmp_path_factory.mktemp("quasi") / "data"
    data.mkdir(parents=True)
    (data / "population.csv").write_text(population_csv(), encoding="utf-8")
    process = start_daemon(data, "--detector", "patterns")
    yield process
    process.stop()


@pytest.fixture
async def api(qi_daemon):
    async with aiohttp.ClientSession() as session:
        client = Api(qi_daemon, session)
        yield client
        await client.request("PUT", "/v1/policy", {"entities": ["EMAIL_ADDRESS", "PHONE_NUMBER"], "generalize": {},
                                                   "k": None, "population": None})


POLICY = {"entities": ["EMAIL_ADDRESS", "PHONE_NUMBER"],
          "generalize": {"AGE": "band10", "DATE_OF_BIRTH": "year", "ES_POSTCODE": "prefix2", "LOCATION": "town"},
          "k": K, "population": "population.csv"}

# One unique person of the table, written as a customer would, in each language.
MESSAGES = {
    "es": "Hola, tengo {age} años, nací el {dd}/{mm}/{yyyy}, CP {cp}, vivo en {town}. Mi correo es ana@example.com",
    "en": "Hi, I'm {age} years old, born on {yyyy}-{mm}-{dd}, postcode {cp}, I live in {town}. Email ana@example.com",
}


def unique_row() -> dict:
    """A row of the table that no other row shares exactly (age, date, postcode, town)."""
    combos = [(r["AGE"], r["DATE_OF_BIRTH"], r["ES_POSTCODE"], r["LOCATION"]) for r in POPULATION]
    for row, combo in zip(POPULATION, combos):
        if combos.count(combo) == 1:
            return row
    raise AssertionError("the seeded table has no unique row")


def rows_matching(model_read: str) -> int:
    """Rows of the table that share everything the model read, parsed back from its text."""
    checks = []
    band = re.search(r"(\d+)-(\d+) (?:años|years)", model_read)
    if band:
        low, high = int(band[1]), int(band[2])
        checks.append(lambda r: low <= int(r["AGE"]) <= high)
    year = re.search(r"(?:nací el|born on) (\d{4})s?\b(?![-/])", model_read)
    if year:
        y = int(year[1])
        decade = model_read[year.end(1):year.end(1) + 1] == "s"
        checks.append(lambda r: (int(r["DATE_OF_BIRTH"][:4]) // 10 * 10 == y) if decade
                      else int(r["DATE_OF_BIRTH"][:4]) == y)
    postcode = re.search(r"(?:CP|postcode) (\d*)\*+", model_read)
    if postcode:
        prefix = postcode[1]
        checks.append(lambda r: r["ES_POSTCODE"].startswith(prefix))
    place = re.search(r"(?:vivo en|live in) ([^.,]+?)[.,]", model_read)
    if place and not place[1].startswith("[LOCATION"):
        written = place[1]
        if written in REGION.values() and written not in TOWNS:
            checks.append(lambda r: REGION[r["LOCATION"]] == written)
        elif written in TOWNS:
            # A name that is both a town and its region (Porto) counts the wider one.
            checks.append(lambda r: r["LOCATION"] == written or REGION[r["LOCATION"]] == written)
        else:
            checks.append(lambda r: re.fullmatch(COUNTRY[r["LOCATION"]], written) is not None)
    return sum(all(check(r) for check in checks) for r in POPULATION)


@pytest.mark.parametrize("language", ["es", "en"])
async def test_a_unique_combination_is_generalized_until_k_rows_share_it(api, language):
    await api.ok("PUT", "/v1/policy", POLICY)
    row = unique_row()
    yyyy, mm, dd = row["DATE_OF_BIRTH"].split("-")
    message = MESSAGES[language].format(age=row["AGE"], dd=dd, mm=mm, yyyy=yyyy, cp=row["ES_POSTCODE"],
                                        town=row["LOCATION"])
    run = await api.open_run("clinic", f"s-{language}", language=language)
    read = await api.customer(run["run_id"], message)

    assert "ana@example.com" not in read and "[EMAIL_ADDRESS_" in read or "[EMAIL_" in read
    assert rows_matching(read) >= K, read
    # What the model reads is coarser than what was sent: the exact values are gone.
    assert row["ES_POSTCODE"] not in read and f"{dd}/{mm}/{yyyy}" not in read and row["DATE_OF_BIRTH"] not in read
    assert not re.search(rf"(?<![\d-]){row['AGE']}(?:\s)(?:años|years)", read)

    events = [e for e in await api.events(run["run_id"]) if e["kind"] == "generalized"]
    assert {e["entity_type"] for e in events} == {"AGE", "DATE_OF_BIRTH", "ES_POSTCODE", "LOCATION"}
    assert all(e["k"] is not None and e["k"] >= K for e in events)
    assert all(e["k"] == rows_matching(read) for e in events), "the k recorded is the rows that match"
    for e in events:
        assert row["AGE"] not in (e["path"] or "") and e["level"]

    # Nothing generalized is restored: the model quoting it gives the customer the same text.
    band = re.search(r"\d+-\d+", read)
    answer = await api.answer(run["run_id"], f"Gracias, anotado: {band[0] if band else 'ok'}")
    assert row["AGE"] not in answer.replace(band[0], "") if band else True
    written = " ".join(str(e) for e in await api.events()) + qi_log(api)
    for exact in (row["ES_POSTCODE"], row["DATE_OF_BIRTH"], f"{dd}/{mm}/{yyyy}", "ana@example.com"):
        # A five-digit postcode also turns up inside longer numbers that hold no value (a time's
        # microseconds, ".410012Z"): a leak is the value standing on its own, not a digit run's middle.
        assert not re.search(rf"(?<!\d){re.escape(exact)}(?!\d)", written), exact


def qi_log(api) -> str:
    return api.daemon.log_text()


async def test_without_a_population_the_starting_levels_apply_and_no_k_is_claimed(api):
    await api.ok("PUT", "/v1/policy", {**POLICY, "population": None})
    run = await api.open_run("clinic", "no-table", language="es")
    read = await api.customer(run["run_id"], "Paciente de 34 años con VIH atendido en Sorocaba, CP 28013")
    assert "30-39 años" in read and "28***" in read and "Sorocaba" in read
    events = [e for e in await api.events(run["run_id"]) if e["kind"] == "generalized"]
    assert events and all(e["k"] is None for e in events)


async def test_a_tool_reply_is_one_message_and_its_fields_count(api):
    await api.ok("PUT", "/v1/policy", POLICY)
    row = unique_row()
    run = await api.open_run("clinic", "tool", language="en")
    result = await api.tool_result(run["run_id"], "patient_lookup", {
        "patient": {"age": int(row["AGE"]), "date_of_birth": row["DATE_OF_BIRTH"], "postcode": row["ES_POSTCODE"],
                    "city": row["LOCATION"], "status": "stable"}})
    patient = result["patient"]
    assert patient["status"] == "stable"
    assert patient["age"] != int(row["AGE"]) and patient["postcode"] != row["ES_POSTCODE"]
    assert patient["date_of_birth"] != row["DATE_OF_BIRTH"]
    events = [e for e in await api.events(run["run_id"]) if e["kind"] == "generalized"]
    assert {e["tool"] for e in events} == {"patient_lookup"} and all(e["k"] >= K for e in events)


async def test_policy_options_are_checked_and_unknown_keys_refused(api):
    before = await api.ok("GET", "/v1/policy")
    status, body = await api.request("PUT", "/v1/policy", {**POLICY, "genralize": {"AGE": "band10"}})
    assert status == 400 and "genralize" in body["message"]
    status, body = await api.request("PUT", "/v1/policy", {**POLICY, "generalize": {"AGE": "band7"}})
    assert status == 422 and "generalize.AGE" in body["message"]
    status, body = await api.request("PUT", "/v1/policy", {**POLICY, "population": "../secret.csv"})
    assert status == 422 and "population" in body["message"]
    status, body = await api.request("PUT", "/v1/policy", {**POLICY, "population": "missing.csv"})
    assert status == 422 and "population" in body["message"]
    status, body = await api.request("PUT", "/v1/policy", {**POLICY, "entities": ["EMAIL_ADDRESS", "LOCATION"]})
    assert status == 422 and "entities[1]" in body["message"]  # tokenized types and quasi-identifiers are apart
    status, body = await api.request("PUT", "/v1/policy", {**POLICY, "k": 0})
    assert status == 422 and "k" in body["message"]
    assert await api.ok("GET", "/v1/policy") == before, "a refused policy changes nothing"


async def test_the_policy_file_carries_the_options(api):
    await api.ok("PUT", "/v1/policy", POLICY)
    exported = await api.http.get(api.url + "/v1/policy-file", headers=api.daemon.auth)
    text = await exported.text()
    assert "generalize:" in text and "population: population.csv" in text and "k: 5" in text
    await api.ok("PUT", "/v1/policy", {**POLICY, "generalize": {}, "k": None, "population": None})
    async with api.http.put(api.url + "/v1/policy-file", data=text.encode(),
                            headers={**api.daemon.auth, "Content-Type": "application/yaml"}) as response:
        assert response.status == 200, await response.text()
    assert (await api.ok("GET", "/v1/policy"))["generalize"] == POLICY["generalize"]


async def test_the_operator_s_analysis_shows_what_would_be_generalized_and_its_k(api):
    await api.ok("PUT", "/v1/policy", POLICY)
    text = "Paciente de 34 años atendido en Sorocaba, CP 28013"
    explained = await api.ok("POST", "/v1/analyze", {"text": text, "language": "es"})
    generalized = {g["entity_type"]: g for g in explained["generalized"]}
    assert set(generalized) == {"AGE", "LOCATION", "ES_POSTCODE"}
    assert text[generalized["AGE"]["start"]:generalized["AGE"]["end"]] == "34"
    assert explained["k"] >= K
    await api.ok("PUT", "/v1/policy", {**POLICY, "generalize": {}, "k": None, "population": None})
    assert "generalized" not in await api.ok("POST", "/v1/analyze", {"text": text, "language": "es"})
