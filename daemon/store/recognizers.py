"""Metadata of operator-added recognizers; their YAML lives in the data directory."""

from __future__ import annotations

import json
from typing import Any

from daemon.store.errors import InvalidRecognizerMeta
from daemon.store.names import ENTITY_TYPE_SHAPE, LANGUAGE_CODE, RECOGNIZER_NAME


def validate_meta(name: object, entity_type: object, languages: object) -> tuple[str, str, list[str]]:
    """(name, entity_type, languages) or InvalidRecognizerMeta naming the field.

    Refused: names not matching [A-Za-z0-9][A-Za-z0-9_.-]{0,63} (the name becomes a file
    name), entity types not shaped [A-Z][A-Z0-9_]{0,63}, and a language list that is empty
    or holds anything but language codes such as `en` or `es`.
    """
    if not isinstance(name, str) or not RECOGNIZER_NAME.fullmatch(name):
        raise InvalidRecognizerMeta(
            "recognizer.name must match [A-Za-z0-9][A-Za-z0-9_.-]{0,63}", field="recognizer.name"
        )
    if not isinstance(entity_type, str) or not ENTITY_TYPE_SHAPE.fullmatch(entity_type):
        raise InvalidRecognizerMeta(
            "recognizer.entity_type must match [A-Z][A-Z0-9_]{0,63}", field="recognizer.entity_type"
        )
    if isinstance(languages, (str, bytes)) or not isinstance(languages, (list, tuple)) or not languages:
        raise InvalidRecognizerMeta(
            "recognizer.languages must be a non-empty list of language codes",
            field="recognizer.languages",
        )
    result: list[str] = []
    for i, language in enumerate(languages):
        if not isinstance(language, str) or not LANGUAGE_CODE.fullmatch(language):
            raise InvalidRecognizerMeta(
                f"recognizer.languages[{i}] must be a language code such as en or es",
                field=f"recognizer.languages[{i}]",
            )
        if language not in result:
            result.append(language)
    return name, entity_type, result


def from_row(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": row["name"],
        "entity_type": row["entity_type"],
        "languages": json.loads(row["languages"]),
        "created": row["created"],
    }
