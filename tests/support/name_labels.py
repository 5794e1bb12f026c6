"""Checks every written PERSON set's labels share: a label is exactly a name from its sources,
cased as its message's class (the sets' own test modules call these)."""

from __future__ import annotations

from quality.names_sources import fold

# Inside a name only letters, spaces, hyphens and an initial's period: no title, no possessive,
# no punctuation around it.
_NOT_IN_A_NAME = ",;:()<>\"|\t\n@/'’"


def has_person(template: str) -> bool:
    """Whether a template of the sealed2, sealed3, sealed4 or sealed5 set holds a person (a "[[…]]" hole)."""
    return "[[" in template


def initial(word: str) -> bool:
    return len(word) == 2 and word[0].isalpha() and word[1] == "."


def assert_name_label(message, label, parts: set[str], particles: set[str]) -> None:
    """`label` of `message` is one name: its words are in `parts` (particles and initials aside),
    and it is cased as the message's casing class."""
    span = message.text[label.start:label.end]
    assert label.kind == "PERSON"
    assert span == span.strip() and span[0].isalpha() and span[-1].isalpha(), (message.text, span)
    words = span.split(" ")
    assert all(initial(w) or "." not in w for w in words), (message.text, span)
    assert not any(c in span for c in _NOT_IN_A_NAME), (message.text, span)
    for word in words:
        if initial(word) or word.casefold() in particles:
            continue
        for piece in word.split("-"):
            assert fold(piece).casefold() in parts, (span, piece)
    if message.casing == "ALL CAPS":
        assert span == span.upper(), (message.text, span)
    elif message.casing == "lower case":
        assert span == span.lower(), (message.text, span)
    else:
        assert all(w[0].isupper() or w in particles for w in words), (message.text, span)
