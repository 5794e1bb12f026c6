"""The base of our pattern recognizers, and Presidio `Pattern` objects from the shared regex sources."""

from __future__ import annotations

from presidio_analyzer import Pattern, PatternRecognizer


def presidio_patterns(sources: list[tuple[str, str]], score: float = 0.5) -> list[Pattern]:
    """New Pattern objects for `sources`: each instance compiles and caches its own."""
    return [Pattern(name=name, regex=regex, score=score) for name, regex in sources]


class ValidatedPatternRecognizer(PatternRecognizer):
    """A recognizer whose matches count only when its checksum accepts them (score 1.0).

    Subclasses set ENTITY, PATTERNS (regex sources) and CONTEXT, and implement
    `validate_result`; constructor arguments override PATTERNS and CONTEXT, as in Presidio.
    """

    ENTITY: str = ""
    PATTERNS: list[tuple[str, str]] = []
    CONTEXT: list[str] = []

    def __init__(
        self,
        supported_language: str = "es",
        patterns: list[Pattern] | None = None,
        context: list[str] | None = None,
        name: str | None = None,
    ):
        super().__init__(
            supported_entity=self.ENTITY,
            name=name or type(self).__name__,
            supported_language=supported_language,
            patterns=patterns or presidio_patterns(self.PATTERNS),
            context=context if context is not None else list(self.CONTEXT),
        )
