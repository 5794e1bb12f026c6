"""The last word on a PERSON span: a logistic model over what is known of it, learnt from text.

The finders and screens before it are rules, each written against a shape of text; where two
writers' shapes disagree, a rule fit to one costs precision on the other, and past a point rules
added one by one gain only on the text they were written from. The judge weighs what the rules
cannot: which finder found the span and in what casing, how the lists rank its first and last
words, whether a dictionary holds them, what stands right before and after it (a newline, a
colon, a function word, an article, a capitalised word), how many spans the message holds.
Every feature is a shape or a list's say, never a word: a neighbour named word by word ("sobre" after the span)
was learnt from the few templates that held it and weighed there alone, so that "Elisa da Luz
sobre…" lost its name. In their place, closed classes (an article, a preposition of place, a
word that hands something to someone): on the sets left out, precision and recall moved by 0.001
at most (scripts/train_person_judge.py's table), with half the weights.

Its weights (recognizers/data/person_judge.json) are learnt by scripts/train_person_judge.py
from the name sets already read (quality/names_*.py), never from the set that measures the
recognizer; the script prints how the judge does on each set when trained on the others, which
is what it should be expected to do on text it has not seen. At run time it is a sum of
weights: no library, no model file beyond that table.
"""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources

import regex

from recognizers.names.casing import casing
from recognizers.names.lists import (
    RARE_FIRST_RANK,
    RARE_SURNAME_RANK,
    common_words,
    fold,
    frequent_words,
    name_ranks,
    stop_words,
)
from recognizers.names.text import WORD, sentence_start
from recognizers.names.words import ARTICLES, PLACE_PREPOSITIONS, TO_SOMEONE, WITH_WORDS

_WORD_BEFORE = regex.compile(r"(\S+)[ \u00a0]*$")
_WORD_AFTER = regex.compile(r"[ \u00a0]*(\S+)")
_CLASSES = (("article", ARTICLES), ("place", PLACE_PREPOSITIONS), ("to_someone", TO_SOMEONE | WITH_WORDS))
_EDGE_PUNCTUATION = ".,;:!?()\"'“”«»[]{}<>"


def features(text: str, start: int, end: int, finder: str, language: str, written: str, spans: int) -> list[str]:
    """What the judge weighs of text[start:end], a PERSON span `finder` found in a message written
    `written` ("as usual", "capitals", "lower case") holding `spans` PERSON spans. The language's
    word lists must be the ones in force (lists.LANGUAGE)."""
    span = text[start:end]
    words = WORD.findall(span)
    found = [f"lang={language}", f"finder={finder}", f"casing={written}", f"finder&casing={finder}|{written}",
             f"words={min(len(words), 4)}", f"shape={_shape(span)}|{written}", f"spans={min(spans, 5)}"]
    if words:
        found += _word(words[0], "first")
        if len(words) > 1:
            found += _word(words[-1], "last")
    known = [name_ranks(word, first=False) is not None for word in words]
    found.append("known=" + ("all" if all(known) else "none" if not any(known) else "some"))
    if sentence_start(text, start):
        found.append("sentence_start")
    found.append("char_before=" + _char(text[max(0, start - 2):start].strip(" \u00a0")[-1:] or text[start - 1:start]))
    found.append("char_after=" + _char(text[end:end + 1]))
    found.append("sign_after=" + _char(text[end:end + 2].strip(" \u00a0")[:1]))
    found += _neighbour(_WORD_BEFORE.search(text, 0, start), "before")
    found += _neighbour(_WORD_AFTER.match(text, end), "after")
    if text.count(span) > 1:
        found.append("repeated")
    if "-" in span:
        found.append("hyphen")
    if "." in span:
        found.append("initial")
    return found


def features_of(text: str, results: list, language: str) -> list[list[str]]:
    """The features of each of a message's PERSON results, as the judge reads them."""
    written = casing(text)
    return [features(text, r.start, r.end, finder_of(r), language, written, len(results)) for r in results]


def judged(text: str, results: list, language: str, also: dict | None = None) -> list:
    """The results the judge keeps (see keeps). `also` holds, by (start, end), what other finders
    said of a span found more than once: a span is kept where any of its finders' explanations
    carries it, and then says that one. One finder's doubt must not veto another's evidence ("Santos"
    after "Jomar Santos" is a lone capitalised word first, and a name mentioned again too)."""
    model = shipped_model()
    written = casing(text)
    kept = []
    for result in results:
        for finder in (finder_of(result), *(also or {}).get((result.start, result.end), ())):
            found = features(text, result.start, result.end, finder, language, written, len(results))
            if keeps(found, model["bias"], model["weights"], model["threshold"]):
                if finder != finder_of(result):
                    result.analysis_explanation.textual_explanation = finder
                kept.append(result)
                break
    return kept


def keeps(found: list[str], bias: float, weights: dict, threshold: float) -> bool:
    """Whether features `found` weigh enough: bias and weights summed reach the score at which the
    model's probability is `threshold`. The one rule, at run time and in training's table."""
    return bias + sum(weights.get(f, 0.0) for f in found) >= _score_at(threshold)


def finder_of(result) -> str:
    explanation = result.analysis_explanation
    return explanation.textual_explanation if explanation else ""


@cache
def shipped_model() -> dict:
    """The weights recognizers/data/person_judge.json holds (read once per process)."""
    return json.loads(resources.files("recognizers").joinpath("data/person_judge.json").read_text(encoding="utf-8"))


@cache
def _score_at(threshold: float) -> float:
    return math.log(threshold / (1 - threshold))


def _rank(rank: int, rare: int) -> str:
    if not rank:
        return "0"
    return "100" if rank <= 100 else "1k" if rank <= 1000 else "rare" if rank <= rare else "world"


def _word(word: str, where: str) -> list[str]:
    ranks = name_ranks(word, first=False)
    found = [f"{where}:none"] if ranks is None else [
        f"{where}:first{_rank(ranks[0], RARE_FIRST_RANK)}", f"{where}:surname{_rank(ranks[1], RARE_SURNAME_RANK)}"]
    folded = fold(word)
    if folded in common_words():
        found.append(f"{where}:dictionary")
    if folded in frequent_words():
        found.append(f"{where}:frequent")
    if folded in stop_words():
        found.append(f"{where}:function")
    if len(word) <= 3:
        found.append(f"{where}:short")
    return found


def _neighbour(match, where: str) -> list[str]:
    if not match:
        return [f"{where}:none"]
    word = match.group(1).strip(_EDGE_PUNCTUATION)
    if not word:
        return [f"{where}:punctuation"]
    folded = fold(word)
    # Closed classes, never the word itself: each class is common to every writer's text.
    found = [f"{where}:{kind}" for kind, words in _CLASSES if folded in words]
    if folded in stop_words():
        found.append(f"{where}:function")
    elif word[:1].isdigit():
        found.append(f"{where}:digit")
    else:
        found.append(f"{where}:{_shape(word)}")
    if folded in common_words():
        found.append(f"{where}:dictionary")
    if name_ranks(word, first=False):
        found.append(f"{where}:name")
    return found


def _shape(words: str) -> str:
    if words.isupper():
        return "upper"
    if words.islower():
        return "lower"
    return "title" if all(part[:1].isupper() for part in words.split()) else "mixed"


def _char(char: str) -> str:
    if not char:
        return "edge"
    if char == "\n":
        return "newline"
    if char in " \u00a0\t":
        return "space"
    if char.isalpha():
        return "letter"
    return "digit" if char.isdigit() else char
