"""Metadata of the recognizers an operator adds: their names, types and languages.

A recognizer's type is one a policy or a grant may name while the recognizer exists.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from daemon.core.entities import label_for, label_taken_by
from daemon.core.records import change_event
from daemon.store import events as event_rows
from daemon.store import recognizers as recognizer_rows
from daemon.store.errors import InvalidRecognizerMeta, UnknownRecognizer
from daemon.store.migrations import sync_known_entity_types


class RecognizerMeta:
    """Operator recognizers' metadata.

    Part of `Store` (daemon/store/__init__.py), which holds `_db`, `_clock`, `_now` and
    `_known_types`.
    """

    def save_recognizer_meta(self, name: str, entity_type: str, languages: Sequence[str]) -> dict[str, Any]:
        """Create or replace the metadata of an operator-added recognizer; its entity type is
        then one a policy or grant may name.

        Refused with InvalidRecognizerMeta (422): see recognizers.validate_meta, and a type
        whose token label another known type already has. Refused with EntityTypeInUse (409):
        a replacement with another type that would leave the old one, still named by the
        policy or a grant, defined by no recognizer.
        """
        name, entity_type, langs = recognizer_rows.validate_meta(name, entity_type, languages)
        with self._db.write() as conn:
            taken_by = label_taken_by(entity_type, recognizer_rows.known_types(conn))
            if taken_by is not None:
                raise InvalidRecognizerMeta(
                    f"recognizer.entity_type {entity_type} would share its token label "
                    f"{label_for(entity_type)} with {taken_by}; choose another name",
                    field="recognizer.entity_type",
                )
            before = recognizer_rows.entity_type_of(conn, name)
            if before is not None and before != entity_type:
                recognizer_rows.refuse_orphaning(conn, before, name, field="recognizer.entity_type")
            conn.execute(
                "INSERT INTO recognizers (name, entity_type, languages, created) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (name) DO UPDATE SET entity_type = excluded.entity_type,"
                " languages = excluded.languages",
                (name, entity_type, json.dumps(langs), self._now()),
            )
            known_types = sync_known_entity_types(conn)
            event_rows.append_in(conn, [change_event(
                "recognizer_added", recognizer=name, entity_type=entity_type,
                change="new" if before is None else "replaced")], self._now())
        self._known_types = known_types
        return self.get_recognizer_meta(name)

    def get_recognizer_meta(self, name: str) -> dict[str, Any]:
        """One recognizer's metadata; UnknownRecognizer (404) when there is none."""
        rows = self._db.rows("SELECT * FROM recognizers WHERE name = ?", (name,))
        if not rows:
            raise UnknownRecognizer("no operator-added recognizer has this name", field="name")
        return recognizer_rows.from_row(rows[0])

    def delete_recognizer_meta(self, name: str) -> bool:
        """Delete a recognizer's metadata; True when it existed.

        Refused with EntityTypeInUse (409), changing nothing, when its type is named by the
        policy or a grant and no other recognizer (nor our entity table) defines it.
        """
        with self._db.write() as conn:
            entity_type = recognizer_rows.entity_type_of(conn, name)
            if entity_type is None:
                return False
            recognizer_rows.refuse_orphaning(conn, entity_type, name, field="name")
            conn.execute("DELETE FROM recognizers WHERE name = ?", (name,))
            known_types = sync_known_entity_types(conn)
            event_rows.append_in(conn, [change_event("recognizer_removed", recognizer=name, entity_type=entity_type)],
                                 self._now())
        self._known_types = known_types
        return True

    def list_recognizer_meta(self) -> list[dict[str, Any]]:
        """Every operator-added recognizer's metadata, by name."""
        return [recognizer_rows.from_row(r) for r in self._db.rows("SELECT * FROM recognizers ORDER BY name")]
