"""Property: an audit shape is stored only when every string leaf is a placeholder."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from daemon.core.records import ToolCallAudit
from daemon.store import RefusedRecord, Store

PLACEHOLDERS = st.sampled_from(["<text>", "<sanitized:EMAIL_ADDRESS>", "<withheld:ES_NIF>"])
SAFE_LEAVES = st.none() | st.booleans() | st.integers() | PLACEHOLDERS
KEYS = st.text(alphabet="abcdefghij_", min_size=1, max_size=8)


def shapes(leaves):
    return st.recursive(leaves, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4), max_leaves=12)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(shape=shapes(SAFE_LEAVES))
def test_placeholder_only_shapes_are_stored_as_given(store: Store, shape) -> None:
    audit_id = store.write_tool_call(ToolCallAudit("t", "s", "r", "tool", shape))
    (row,) = [r for r in store.list_audit(limit=1)]
    assert row["id"] == audit_id and row["shape"] == shape


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(shape=shapes(SAFE_LEAVES), text=st.text(min_size=1).filter(lambda s: s not in {"<text>"}))
def test_any_other_string_leaf_is_refused(store: Store, shape, text) -> None:
    if text.startswith(("<sanitized:", "<withheld:")):
        return
    before = len(store.list_audit(limit=10_000))
    for candidate in ({"wrapped": [shape, text]}, [text], {"k": {"deeper": text}}):
        try:
            store.write_tool_call(ToolCallAudit("t", "s", "r", "tool", candidate))
        except RefusedRecord:
            continue
        raise AssertionError("a non-placeholder string leaf was stored")
    assert len(store.list_audit(limit=10_000)) == before
