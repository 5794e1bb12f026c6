"""`--speedups off` serves Presidio's and spaCy's code as shipped (daemon/speedups/): the same
corpus through it and through the session's daemon (speed-ups on, two workers) gets the same
answers, byte for byte: alone and batched, with every type, with the structured types only
(the path where no model runs), and with the decision process explained."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest

from daemon.core.entities import STRUCTURED_TYPES
from quality.corpus import generate
from tests.support.daemons import start_daemon
from tests.support.values import cpf, nie, nif


@pytest.fixture(scope="module")
def stock_code_daemon(tmp_path_factory):
    process = start_daemon(tmp_path_factory.mktemp("speedups-off") / "data", "--speedups", "off")
    yield process
    process.stop()


def _bodies() -> list[dict]:
    messages = generate(320, seed=1618)
    bodies = [{"text": m.text, "language": m.language} for m in messages[:200]]
    bodies += [{"text": m.text, "language": m.language, "entities": list(STRUCTURED_TYPES)} for m in messages[200:260]]
    bodies += [{"text": m.text, "language": m.language, "return_decision_process": True} for m in messages[260:290]]
    for language in ("en", "es"):
        texts = [m.text for m in messages[290:] if m.language == language][:8]
        bodies.append({"text": texts, "language": language})
    return bodies + _sentence_edges()


def _sentence_edges() -> list[dict]:
    """IDs that end in a letter and a full stop, or run into the next sentence with none: where
    the parser's sentence starts and a rule's part (38 of 240 answers differed before the
    daemon's pipelines set them by rule in both modes)."""
    bodies = []
    for i in range(8):
        n, e = nif(10_000_000 + i * 2_345_671), nie("XYZ"[i % 3], 1_000_000 + i * 123_457)
        c = cpf(f"{100_000_000 + i * 22_222_223}")
        dashed_n, dashed_e, bare_c = f"{n[:-1]}-{n[-1]}", f"{e[:-1]}-{e[-1]}", c.replace(".", "").replace("-", "")
        for text in (
            f"Sure. NIE: {e} and reference ID {dashed_n}. Please ask Kevin Anderson to call me back.",
            f"Hi, I'm Thomas. My Spanish ID is {n[:2]}.{n[2:5]}.{n[5:8]}-{n[8]} My CPF is {bare_c}. Thanks.",
            f"Hello. NIE: {dashed_e} NIF: {dashed_n}. The order is late.\nMy colleague Rachel Clark called.",
            f"Okay, DNI {n.lower()}, Reach me on 651 41 82 23 CPF: {c} and reference ES. Best regards.",
        ):
            bodies.append({"text": text, "language": "en"})
    return bodies


async def _answers(daemon, bodies: list[dict]) -> list:
    async with aiohttp.ClientSession() as session:
        async def one(body):
            async with session.post(daemon.url + "/analyze", json=body, headers=daemon.auth) as response:
                return response.status, await response.text()

        # Eight at a time: the requests batch in the daemon as a client's would.
        out = []
        for start in range(0, len(bodies), 8):
            out += await asyncio.gather(*(one(body) for body in bodies[start:start + 8]))
        return out


async def test_the_same_corpus_gets_the_same_answers_with_and_without_speedups(daemon, stock_code_daemon):
    bodies = _bodies()
    with_speedups = await _answers(daemon, bodies)
    without = await _answers(stock_code_daemon, bodies)
    assert all(status == 200 for status, _ in with_speedups + without)
    differing = [body["text"] for body, a, b in zip(bodies, with_speedups, without) if a != b]
    assert not differing, f"{len(differing)} of {len(bodies)} answers differ"
    assert sum(text.count('"entity_type"') for _, text in with_speedups) > 500


def test_the_daemon_says_which_code_it_runs(stock_code_daemon):
    assert "speed-ups off" in stock_code_daemon.log_text()
