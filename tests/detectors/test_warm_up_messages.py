"""The daemon's warm-up traffic (daemon/process/warm_up.py) covers what real traffic needs, with placeholders only."""

from __future__ import annotations

import re

from daemon.core.entities import STRUCTURED_TYPES
from daemon.process.warm_up import WARM_UP_MESSAGES, warm_up_messages


def test_every_structured_type_is_found_in_each_language_s_warm_up(presidio_detector):
    for language in ("en", "es"):
        found = {span.entity_type for message_language, text in WARM_UP_MESSAGES if message_language == language
                 for span in presidio_detector.detect(text, language)}
        missing = set(STRUCTURED_TYPES) - found
        # Between them the languages hold every type; each language holds most of them.
        assert len(missing) <= 2, (language, missing)
    found = {span.entity_type for language, text in WARM_UP_MESSAGES for span in presidio_detector.detect(text, language)}
    assert set(STRUCTURED_TYPES) | {"PERSON"} <= found


def test_the_languages_take_turns():
    assert [language for language, _ in WARM_UP_MESSAGES] == ["en", "es"] * (len(WARM_UP_MESSAGES) // 2)


def test_each_served_language_gets_its_own_messages_or_the_english_ones():
    english = [text for language, text in WARM_UP_MESSAGES if language == "en"]
    assert warm_up_messages(["en", "es"]) == list(WARM_UP_MESSAGES)
    assert warm_up_messages(["en"]) == [("en", text) for text in english]
    # A --config language with no messages of its own: the English texts, in its name.
    assert warm_up_messages(["de", "en"]) == [(language, text) for text in english for language in ("de", "en")]
    assert warm_up_messages([]) == []


def test_every_address_and_key_is_a_placeholder():
    text = "\n".join(text for _, text in WARM_UP_MESSAGES)
    for address in re.findall(r"[\w.]+@[\w.]+", text):
        assert address.rsplit("@", 1)[1].rstrip(".") in {"example.com", "example.org", "example.net"}, address
    for key in re.findall(r"\b(?:sk-\S+|ghp_\S+)", text):
        assert "EXAMPLE" in key and "fake" in key, key
    for host in re.findall(r"https?://([\w.]+)", text):
        assert host.endswith(("example.com", "example.org", "example.net")), host
