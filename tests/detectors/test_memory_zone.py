"""Unique values leave nothing behind in spaCy once their memory zone ends (daemon/speedups/memory_zone.py).

The values are made up: syllable names, example.com addresses, 555 numbers.
"""

from __future__ import annotations

from daemon.presidio_api.analyze_request import AnalyzeRequest
from daemon.speedups.memory_zone import _lexeme_table

_SYLLABLES = "ba be bi bo bu da de di do du la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru".split()


def _word(n: int) -> str:
    out = []
    while n or len(out) < 3:
        n, digit = divmod(n, len(_SYLLABLES))
        out.append(_SYLLABLES[digit])
    return "".join(out)


def _message(index: int, language: str) -> str:
    name = f"{_word(index * 7919 + 11).capitalize()} {_word(index * 104729 + 5).capitalize()}"
    email = f"{_word(index * 31 + 7)}.{index}@example.com"
    if language == "es":
        return f"Hola, soy {name}. Mi correo es {email} y el pedido ZQ{index:06d}{_word(index)} no llega."
    return f"Hi, I am {name}. My email is {email} and order ZQ{index:06d}{_word(index)} has not arrived."


def test_unique_messages_leave_no_cache_entries_or_table_growth(presidio_detector):
    nlps = presidio_detector.engine.nlp_engine.nlp
    probe = {language: _message(10**6, language) for language in nlps}
    before = {language: presidio_detector.analyze_request(AnalyzeRequest([text], False, language))
              for language, text in probe.items()}
    capacities = {language: (nlp.vocab.strings._map.capacity, _lexeme_table(nlp.vocab).capacity)
                  for language, nlp in nlps.items()}

    for index in range(0, 1200, 4):
        for language in nlps:
            batch = [_message(index + offset, language) for offset in range(3)]
            presidio_detector.analyze_request(AnalyzeRequest(batch, True, language))
            presidio_detector.analyze_request(AnalyzeRequest([_message(index + 3, language)], False, language))

    for language, nlp in nlps.items():
        strings = nlp.vocab.strings
        lemmatizer = nlp.get_pipe("lemmatizer")
        # Every cached lemma belongs to a string the pipeline keeps for good.
        assert all(key[0] in strings for key in lemmatizer.cache)
        strings_capacity, lexemes_capacity = capacities[language]
        assert strings._map.capacity == strings_capacity
        # Deleted cells are swept before they double the table (it may grow once from its loaded size).
        assert _lexeme_table(nlp.vocab).capacity <= 2 * lexemes_capacity
        assert len(_lexeme_table(nlp.vocab)) * 5 < _lexeme_table(nlp.vocab).capacity * 3
    after = {language: presidio_detector.analyze_request(AnalyzeRequest([text], False, language))
             for language, text in probe.items()}
    assert after == before
