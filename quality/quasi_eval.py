"""Quasi-identifiers: what reaches the model, and how many people of the population share it.

    .venv/bin/python -m quality.quasi_eval

People are drawn from a seeded population table (2,000 rows: age, birth date, Spanish
postcode, town); each message speaks of one of them, in English, Spanish or Portuguese, in
the shapes real text has (chat in lower case, a clinical note, a CSV row, key=value, a JSON
tool reply). Each message goes through the boundary's own generalization
(daemon/core/generalize_message.py) under the policy below. Reported per language:
how many of the values written were found, how many reached the model exactly as written,
and the k of what reached the model, counted here again from the values the harness wrote
(not from the daemon's own count), per message.
"""

from __future__ import annotations

import csv
import io
import json
import random
import statistics
from dataclasses import dataclass
from datetime import date

from daemon.core.generalization import Population, QuasiPolicy
from daemon.core.generalize_message import generalize_message

K = 5
POPULATION_ROWS = 2000
SEED = 3131
# Towns and, written here from the map, their regions: the harness's own, not the gazetteer's.
REGION = {"Madrid": "ES-MD", "Getafe": "ES-MD", "Móstoles": "ES-MD", "Alcalá de Henares": "ES-MD",
          "Sevilla": "ES-AN", "Málaga": "ES-AN", "Córdoba": "ES-AN", "Valencia": "ES-VC", "Alicante": "ES-VC",
          "Sorocaba": "BR-SP", "Campinas": "BR-SP", "Santos": "BR-SP", "Niterói": "BR-RJ", "Porto": "PT-13",
          "Braga": "PT-03"}
COUNTRY = {town: region[:2] for town, region in REGION.items()}
POSTCODES = ["28013", "28901", "28933", "28801", "41001", "29001", "14001", "46001", "03001"]
POLICY = {"AGE": "band10", "DATE_OF_BIRTH": "year", "ES_POSTCODE": "prefix2", "LOCATION": "town"}

TEMPLATES = {
    "en": [
        "Hi, I'm {age} years old and I live in {town}. Born on {dob_en}. Postcode {cp}.",
        "patient aged {age}, seen in {town} clinic, dob {dob_iso}",
        "hello i am {age} years old, i live in {town_lower}",
        "Customer note: {age}-year-old, date of birth {dob_en}, lives in {town}, zip {cp}",
    ],
    "es": [
        "Hola, tengo {age} años, nací el {dob_es}, CP {cp}, vivo en {town}.",
        "paciente de {age} años con VIH atendido en {town}",
        "hola soy cliente, tengo {age} años y vivo en {town_lower}",
        "Fecha de nacimiento: {dob_es}. Domicilio: calle Mayor 3, {cp} {town}.",
    ],
    "pt": [
        "Olá, tenho {age} anos, nasci em {dob_es}, moro em {town}.",
        "paciente de {age} anos com VIH atendido em {town}",
        "oi, tenho {age} anos e moro em {town_lower}",
    ],
}
# Shapes that are not prose: a tool's JSON reply, a CSV row with its header, key=value.
STRUCTURED = [
    ("json", lambda p: {"patient": {"age": p.age, "date_of_birth": p.born.isoformat(), "postcode": p.postcode,
                                    "city": p.town, "ward": "B"}}),
    ("csv", lambda p: f"name_id,age,postcode,city\nP-{p.row},{p.age},{p.postcode},{p.town}"),
    ("key=value", lambda p: f"age={p.age} dob={p.born.isoformat()} cp={p.postcode} city={p.town}"),
]


@dataclass(frozen=True)
class Person:
    row: int
    age: int
    born: date
    postcode: str
    town: str


def population(seed: int = SEED) -> list[Person]:
    rng = random.Random(seed)
    people = []
    for row in range(POPULATION_ROWS):
        age = rng.randint(18, 95)
        born = date(2026 - age, rng.randint(1, 12), rng.randint(1, 28))
        people.append(Person(row, age, born, rng.choice(POSTCODES), rng.choice(list(REGION))))
    return people


def population_csv(people: list[Person]) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["AGE", "DATE_OF_BIRTH", "ES_POSTCODE", "LOCATION"])
    for p in people:
        writer.writerow([p.age, p.born.isoformat(), p.postcode, p.town])
    return out.getvalue()


@dataclass
class Case:
    language: str
    shape: str
    person: Person
    message: object
    written: dict  # type -> the value as written in the message


def cases(people: list[Person], per_template: int = 10, seed: int = SEED) -> list[Case]:
    rng = random.Random(seed + 1)
    out = []
    for language, templates in TEMPLATES.items():
        for index, template in enumerate(templates):
            for _ in range(per_template):
                p = rng.choice(people)
                fields = {"age": p.age, "town": p.town, "town_lower": p.town.lower(), "cp": p.postcode,
                          "dob_iso": p.born.isoformat(), "dob_es": p.born.strftime("%d/%m/%Y"),
                          "dob_en": p.born.strftime("%B %-d, %Y")}
                text = template.format(**fields)
                written = {"AGE": str(p.age)} if "{age}" in template else {}
                if "{town}" in template or "{town_lower}" in template:
                    written["LOCATION"] = fields["town" if "{town}" in template else "town_lower"]
                if "{cp}" in template:
                    written["ES_POSTCODE"] = p.postcode
                for key in ("dob_iso", "dob_es", "dob_en"):
                    if "{" + key + "}" in template:
                        written["DATE_OF_BIRTH"] = fields[key]
                out.append(Case(language, f"prose {index + 1}", p, text, written))
    for shape, build in STRUCTURED:
        for _ in range(per_template):
            p = rng.choice(people)
            written = {"AGE": str(p.age), "ES_POSTCODE": p.postcode, "LOCATION": p.town}
            if shape != "csv":
                written["DATE_OF_BIRTH"] = p.born.isoformat()
            out.append(Case("en", shape, p, build(p), written))
    return out


def _generalized_back(entity_type: str, level: str, person: Person):
    """The person's value at `level`, for counting rows (the harness's own arithmetic)."""
    if level == "suppressed":
        return None
    if entity_type == "AGE":
        width = int(level.removeprefix("band"))
        return lambda q: q.age // width == person.age // width
    if entity_type == "DATE_OF_BIRTH":
        return {"month": lambda q: (q.born.year, q.born.month) == (person.born.year, person.born.month),
                "year": lambda q: q.born.year == person.born.year,
                "decade": lambda q: q.born.year // 10 == person.born.year // 10}[level]
    if entity_type == "ES_POSTCODE":
        n = int(level.removeprefix("prefix"))
        return lambda q: q.postcode[:n] == person.postcode[:n]
    return {"town": lambda q: q.town == person.town, "region": lambda q: REGION[q.town] == REGION[person.town],
            "country": lambda q: COUNTRY[q.town] == COUNTRY[person.town]}[level]


@dataclass
class Result:
    case: Case
    found: set
    exact_reached: set
    k: int
    daemon_k: int | None


def run(people: list[Person], corpus: list[Case]) -> list[Result]:
    table = Population.from_csv_text(population_csv(people))
    policy = QuasiPolicy(dict(POLICY), K, table)
    results = []
    for case in corpus:
        out, generalized, plan = generalize_message(case.message, case.language, policy)
        read = out if isinstance(out, str) else json.dumps(out, ensure_ascii=False)
        found = {g.entity_type for g in generalized}
        exact = {t for t, written in case.written.items() if t not in found and _appears(written, read)}
        checks = [_generalized_back(t, plan.levels[t], case.person) for t in found]
        checks = [c for c in checks if c is not None]
        k = sum(all(c(q) for c in checks) for q in people)
        results.append(Result(case, found, exact, k, plan.k))
    return results


def _appears(written: str, read: str) -> bool:
    import regex

    return regex.search(rf"(?<![\p{{L}}\d]){regex.escape(written)}(?![\p{{L}}\d])", read) is not None


def table(per_template: int = 10) -> str:
    people = population()
    results = run(people, cases(people, per_template))
    lines = [
        f"### Quasi-identifiers (quality/quasi_eval.py: {len(results)} messages about people of a "
        f"{POPULATION_ROWS}-row population, policy {POLICY}, k = {K})",
        "",
        "| language | shape | messages | values written | found | reached the model exactly | min k | median k | k < 5 |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    groups: dict[tuple[str, str], list[Result]] = {}
    for r in results:
        groups.setdefault((r.case.language, r.case.shape), []).append(r)
    for (language, shape), rs in groups.items():
        written = sum(len(r.case.written) for r in rs)
        found = sum(len(r.found & set(r.case.written)) for r in rs)
        exact = sum(len(r.exact_reached) for r in rs)
        ks = [r.k for r in rs]
        lines.append(f"| {language} | {shape} | {len(rs)} | {written} | {found} | {exact} | {min(ks)} | "
                     f"{statistics.median(ks):g} | {sum(k < K for k in ks)} |")
    agree = sum(r.daemon_k == r.k for r in results)
    lines += ["", f"The daemon's own k agreed with the harness's recount in {agree} of {len(results)} messages.",
              "", "Per message (the first of each shape): what the model read and its k.", "",
              "| language | shape | what the model read | k |", "|---|---|---|---:|"]
    seen = set()
    for r in results:
        key = (r.case.language, r.case.shape)
        if key in seen:
            continue
        seen.add(key)
        out, _, _ = generalize_message(r.case.message, r.case.language,
                                       QuasiPolicy(dict(POLICY), K, Population.from_csv_text(population_csv(people))))
        shown = out if isinstance(out, str) else json.dumps(out, ensure_ascii=False)
        lines.append(f"| {r.case.language} | {r.case.shape} | `{shown.replace(chr(10), ' / ').replace('|', '/')}` | {r.k} |")
    return "\n".join(lines) + "\n"


def main() -> int:
    print(table())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
