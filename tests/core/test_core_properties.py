"""Round trips (docs/tokens.md §10.1, §10.8): values out as tokens, back exactly through a grant."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from daemon.core.text_folding import folded_text
from daemon.core.tokens import TOKEN_PATTERN
from tests.support.core_fakes import make_boundary

local = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789", min_size=1, max_size=8)
emails = st.builds(lambda a, b: f"{a}.{b}@example.com", local, local)
secrets_ = st.text(alphabet=st.characters(blacklist_characters="«»", blacklist_categories=("Cs",)),
                   max_size=12).map(lambda s: f"«{s}»")
prose = st.text(alphabet=" ,.;:!?'\"()\\\n¿¡ñé😀שלום", max_size=10)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(prose, st.one_of(emails, secrets_)), min_size=1, max_size=8), prose)
def test_tokenize_then_restore_through_a_granted_tool_returns_every_value(parts, tail):
    boundary, store, _ = make_boundary()
    store.grants.update({("notes", "EMAIL_ADDRESS"), ("notes", "SECRET")})
    run_id = boundary.open_run("acme", "s")[0].run_id
    # Same canonical value must keep one surface for an exact round trip: drop case variants, and
    # variants that differ only by what folding drops or maps (a soft hyphen, a look-alike:
    # tokens.canonical reads values folded, docs/tokens.md).
    seen: dict[str, str] = {}
    kept = [(p, v) for p, v in parts if seen.setdefault(folded_text(v).strip().lower(), v) == v]
    text = "".join(p + " " + v + " " for p, v in kept) + tail
    tokenized = boundary.tokenize_customer(run_id, text)
    for _, value in kept:
        assert value not in tokenized or TOKEN_PATTERN.search(value)
    out, decisions = boundary.restore_tool_call(run_id, "notes", json.dumps({"body": tokenized}))
    assert json.loads(out) == {"body": text}
    assert all(d["outcome"] == "restored" for d in decisions)
    assert boundary.restore_answer(run_id, tokenized) == text
    withheld, _ = boundary.restore_tool_call(run_id, "other", {"body": tokenized})
    assert withheld == {"body": tokenized}
    written = store.written()
    for _, value in kept:
        assert value not in written
    assert TOKEN_PATTERN.search(written) is None
