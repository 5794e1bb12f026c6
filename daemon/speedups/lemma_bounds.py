"""Every lemma a token could be given, from its text alone, so context words can be ruled out
without tagging.

Presidio raises a result's score when one of its recognizer's context words is part of a
lemma of the words before it. Lemmas need each token's part of speech and morphology, which
need the tagger over the whole message (tok2vec, tagger, attribute ruler, lemmatizer: about
1.7 ms a message here, a quarter of an analysis with every entity type). Yet on the quality
corpus the enhancement changed a score in 4 messages of 120 while 82 needed lemmas for it.

A rule lemmatizer can only give a token what its tables and rules make of the token's text,
whatever the tags turn out to be. So the union over every part of speech and morphology is a
function of the text, and when no context word is in any of it, no lemma can hold one:
enhancement would change nothing and the tagging is skipped. This mirrors, as a superset,
spaCy's own lemmatizers (3.8): `Lemmatizer` in lookup and rule mode (English's only adds a
base-form check that returns the lower-cased text) and the Spanish rule lemmatizer. Any other
lemmatizer, or a component that might set lemmas some other way, gets no bound: its messages
are tagged as before. tests/recognizers/test_lemma_bounds.py checks every token of the
quality corpus: its real lemma is always among the candidates.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable

# Components that never set a lemma.
_NO_LEMMAS = frozenset({"Sentencizer", "SentenceStarts", "Tok2Vec", "Tagger", "Morphologizer", "SentenceRecognizer"})
# The Spanish lemmatizer's clitic pattern (spacy/lang/es/lemmatizer.py, lemmatize_verb_pron).
_CLITICS = re.compile(r"^(.*?)([mts]e|l[aeo]s?|n?os)$")


class LemmaBound:
    """The lemmas a pipeline could give each token, folded for comparison.

    Folding lower-cases, and may merge letters a lemmatizer swaps one for another (Spanish
    accents, alternating vowels): a context word inside a lemma is then inside one of the
    token's folded candidates once folded the same way, without listing every variant.
    Nothing is cached: a word costs a few microseconds, and a cache would either grow with
    every new name and code or make a message's first analysis slower than its next.
    """

    def __init__(self, candidates_of: Callable[[str], set[str]], always: Iterable[str] = (),
                 fold: dict[int, str] | None = None) -> None:
        self._candidates_of = candidates_of
        self._fold = fold or {}
        # Lemmas a rule (the attribute ruler's) may set on any token, whatever its text.
        self.always = frozenset(self.fold(lemma) for lemma in always)
        self._always = "\n".join(sorted(self.always))

    def fold(self, text: str) -> str:
        return text.lower().translate(self._fold)

    def candidates(self, text: str) -> frozenset[str]:
        """What the lemmatizer could make of `text`, folded (add `always` for the whole bound)."""
        return frozenset(self.fold(candidate) for candidate in self._candidates_of(text))

    def may_contain(self, texts: Iterable[str], needles: Iterable[str]) -> bool:
        """False only when no candidate lemma of any of `texts` contains any of `needles`.

        Plain substring searches over one string of every candidate: no regular expression
        is built per set of needles, so no set costs more the first time it is seen."""
        folded = {self.fold(needle) for needle in needles}
        if not folded:
            return False
        if any(char.isspace() for needle in folded for char in needle):
            # Candidates are joined by newlines, and a Spanish verb-with-clitics lemma joins
            # its parts with spaces ("dar me lo"): such a needle could span two; assume it is there.
            return True
        blob = self.fold("\n".join(candidate for text in texts for candidate in self._candidates_of(text)))
        return any(needle in blob or needle in self._always for needle in folded)


def lemma_bound(components: Iterable) -> LemmaBound | None:
    """The bound for a stage made of `components`, or None when one of them is not known."""
    from spacy.pipeline import AttributeRuler, Lemmatizer

    functions, always, folds = [], [], []
    for component in components:
        if type(component).__name__ in _NO_LEMMAS:
            continue
        if type(component) is AttributeRuler:
            lemmas = [pattern.get("attrs", {}).get("LEMMA") for pattern in component.patterns]
            if not all(lemma is None or isinstance(lemma, str) for lemma in lemmas):
                return None
            always += [lemma for lemma in lemmas if lemma is not None]
        elif isinstance(component, Lemmatizer):
            found = _lemmatizer_candidates(component)
            if found is None:
                return None
            function, fold = found
            functions.append(function)
            folds.append(fold)
        else:
            return None

    def candidates(text: str) -> set[str]:
        found = {text}
        for function in functions:
            found |= function(text)
        return found

    # Two lemmatizers in one stage would need both foldings merged; no shipped pipeline has two.
    if len(folds) > 1 and any(folds):
        return None
    return LemmaBound(candidates, always, folds[0] if folds else None)


def _lemmatizer_candidates(lemmatizer) -> tuple[Callable[[str], set[str]], dict | None] | None:
    from spacy.lang.en.lemmatizer import EnglishLemmatizer
    from spacy.lang.es.lemmatizer import SpanishLemmatizer
    from spacy.pipeline import Lemmatizer

    kind, mode, lookups = type(lemmatizer), lemmatizer.mode, lemmatizer.lookups
    if mode == "lookup" and kind in (Lemmatizer, EnglishLemmatizer, SpanishLemmatizer):
        table = lookups.get_table("lemma_lookup", {})

        def looked_up(text: str) -> set[str]:
            found = table.get(text, text)
            return {found} if isinstance(found, str) else {text, *found}

        return looked_up, None
    if mode != "rule":
        return None
    if kind in (Lemmatizer, EnglishLemmatizer):
        return _rule_candidates(lookups), None
    if kind is SpanishLemmatizer:
        return _spanish_candidates(lookups)
    return None


def _suffix_rules(pairs: Iterable) -> Callable[[str], set[str]]:
    """Every form `word[:-len(old)] + new` for the rules whose `old` ends `word`."""
    by_suffix: dict[str, set[str]] = defaultdict(set)
    for old, new in pairs:
        by_suffix[old].add(new)
    lengths = sorted({len(old) for old in by_suffix})

    def forms(word: str) -> set[str]:
        found = set()
        for length in lengths:
            if length > len(word):
                break
            news = by_suffix.get(word[len(word) - length:])
            if news:
                found.update(word[:len(word) - length] + new for new in news)
        return found

    return forms


def _rule_candidates(lookups) -> Callable[[str], set[str]]:
    """spaCy's rule lemmatizer: the text, its lower case, and any part of speech's exceptions
    and suffix rules (kept in the index or not: the index only orders them)."""
    rules = _suffix_rules(pair for pairs in lookups.get_table("lemma_rules", {}).values() for pair in pairs)
    exceptions = list(lookups.get_table("lemma_exc", {}).values())

    def candidates(text: str) -> set[str]:
        lower = text.lower()
        found = {text, lower, *rules(lower)}
        for table in exceptions:
            found.update(table.get(lower, ()))
        return found

    return candidates


def _spanish_candidates(lookups) -> tuple[Callable[[str], set[str]], dict] | None:
    """spaCy's Spanish rule lemmatizer, whatever the part of speech and features: exceptions,
    every rule group's suffix rules (which include its fixed word lists), numbers, the
    verb-plus-clitics forms, and vowel pairs dropping a letter ("ue" to "u"). Accents removed
    and one vowel swapped for another ("u" to "o") are left to the folding, which merges them.
    """
    rule_table = lookups.get_table("lemma_rules", {})
    pairs = [pair for group in rule_table.values() for pair in group]
    if any(re.escape(old) != old for old, _ in pairs):
        return None  # the lemmatizer reads `old` as a regular expression: not mirrored here
    rules = _suffix_rules(pairs)
    accents = [tuple(pair) for pair in rule_table.get("accents", [])]
    vowel_1 = [tuple(pair) for pair in rule_table.get("voc_alt_1", [])]
    vowel_2 = [tuple(pair) for pair in rule_table.get("voc_alt_2", [])]
    if any(len(old) != 1 for old, _ in accents + vowel_1):
        return None  # a letter-for-letter swap is what folding can merge
    exceptions = list(lookups.get_table("lemma_exc", {}).values())

    def without_accents(word: str) -> str:
        for old, new in accents:
            word = word.replace(old, new)
        return word

    def word_candidates(word: str) -> set[str]:
        found = {word, *rules(word)}
        for table in exceptions:
            found.update(table.get(word, ()))
        for form in list(found):
            found.update(form.replace(old, new, 1) for old, new in vowel_2 if old in form)
        # lemmatize_num: thousands dots dropped, decimal commas made dots.
        found.add(word.replace(",", "."))
        found.add(word.replace(".", "").replace(",", "."))
        return found

    def candidates(text: str) -> set[str]:
        lower = text.lower()
        found = word_candidates(lower)
        # lemmatize_verb_pron (any verb the tagger marks PronType=Prs): clitics stripped one
        # by one (at most four), the verb's accents removed, then the verb and each pronoun
        # lemmatised; the lemma is them joined by spaces (with none stripped, the verb and a
        # trailing space), so a context word without spaces can only lie inside one part.
        verb, pronouns = lower, []
        match = _CLITICS.search(verb)
        while match is not None and len(pronouns) <= 3:
            verb = verb[: len(verb) - len(match.group(2))]
            pronouns.insert(0, match.group(2))
            match = _CLITICS.search(verb)
        verb = without_accents(verb)
        if verb != lower:
            found |= word_candidates(verb)
        for pronoun in pronouns:
            found |= word_candidates(pronoun)
        return found

    # Each letter to what it becomes once accents are removed and alternating vowels merged.
    accent_of, vowel_of = dict(accents), dict(vowel_1)
    image: dict[str, str] = {}
    for letter in {char for pair in accents + vowel_1 for char in pair}:
        folded = letter
        for _ in range(len(accents) + len(vowel_1)):
            unaccented = accent_of.get(folded, folded)
            folded = vowel_of.get(unaccented, unaccented)
        image[letter] = folded
    return candidates, str.maketrans({old: new for old, new in image.items() if old != new})
