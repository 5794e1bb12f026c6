"""One message's quasi-identifiers generalized together: a customer's text, or a tool's reply
with every string leaf (and every whole number under an age field) read as one message.

The values are found after tokenization, outside any token, so a value the policy tokenizes
is never generalized too; the k-check (daemon/core/generalization.py) counts the combination
of everything the message holds, which is why the whole message is read before any of it is
rewritten.
"""

from __future__ import annotations

from typing import Any

from daemon.core.generalization import Generalized, Plan, QuasiPolicy, apply, plan
from daemon.core.tokens import find_tokens
from recognizers.quasi_identifiers import QuasiValue, find_quasi_identifiers

# A JSON number is read as an age only under a field that says so ({"age": 34}).
_NUMBER_FIELDS = ("age", "edad", "idade")


def generalize_message(message: Any, language: str, policy: QuasiPolicy) -> tuple[Any, list[Generalized], Plan]:
    """`message` (a string or JSON) with its quasi-identifiers generalized, what was generalized
    (positions within each leaf), and the plan (levels, k)."""
    types = list(policy.generalize)
    leaves: list[tuple[str, list[QuasiValue]]] = []
    _collect(message, None, language, types, leaves)
    found = [value for _, values in leaves for value in values]
    chosen = plan(policy, found)
    if not found:
        return message, [], chosen
    rewritten = iter([_rewrite(text, apply(chosen, values, language)) for text, values in leaves])
    generalized = [g for text, values in leaves for g in apply(chosen, values, language)]
    return _rebuild(message, None, rewritten), generalized, chosen


def _read_as_text(node: Any, field: str | None) -> str | None:
    if isinstance(node, str):
        return node
    if isinstance(node, int) and not isinstance(node, bool) and field is not None \
            and field.lower().rsplit("_", 1)[-1] in _NUMBER_FIELDS:
        return str(node)
    return None


def _collect(node: Any, field: str | None, language: str, types: list[str],
             leaves: list[tuple[str, list[QuasiValue]]]) -> None:
    text = _read_as_text(node, field)
    if text is not None:
        tokens = [(t.start, t.end) for t in find_tokens(text)]
        values = [v for v in find_quasi_identifiers(text, language, types, field)
                  if not any(start < v.end and v.start < end for start, end in tokens)]
        leaves.append((text, values))
    elif isinstance(node, dict):
        for key, value in node.items():
            _collect(value, key if isinstance(key, str) else None, language, types, leaves)
    elif isinstance(node, (list, tuple)):
        for value in node:
            _collect(value, field, language, types, leaves)


def _rebuild(node: Any, field: str | None, rewritten) -> Any:
    """`node` with each leaf `_collect` read replaced by its rewritten text, in the same order."""
    if _read_as_text(node, field) is not None:
        text, changed = next(rewritten)
        return text if changed else node
    if isinstance(node, dict):
        return {key: _rebuild(value, key if isinstance(key, str) else None, rewritten) for key, value in node.items()}
    if isinstance(node, (list, tuple)):
        return [_rebuild(value, field, rewritten) for value in node]
    return node


def _rewrite(text: str, generalized: list[Generalized]) -> tuple[str, bool]:
    if not generalized:
        return text, False
    pieces, last = [], 0
    for g in generalized:
        pieces += [text[last:g.start], g.text]
        last = g.end
    pieces.append(text[last:])
    return "".join(pieces), True
