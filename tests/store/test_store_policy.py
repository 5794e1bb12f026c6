"""Policy beside the grants, and the YAML policy file: line numbers, all or nothing."""

from __future__ import annotations

import textwrap

import pytest

from daemon.core.entities import DEFAULT_POLICY
from daemon.store import InvalidPolicy, InvalidPolicyFile, Store
from daemon.store.policy_file import parse_policy_file


def test_default_policy_then_set(store: Store) -> None:
    assert store.get_policy() == list(DEFAULT_POLICY)
    assert store.tokenized_entities() == list(DEFAULT_POLICY)
    assert store.set_policy(["PERSON", "EMAIL_ADDRESS", "PERSON"]) == ["PERSON", "EMAIL_ADDRESS"]
    assert store.get_policy() == ["PERSON", "EMAIL_ADDRESS"]


@pytest.mark.parametrize(
    "entities, field",
    [
        ([], "policy.entities"),
        ("EMAIL_ADDRESS", "policy.entities"),
        (["EMAIL_ADDRESS", "NOT_A_TYPE"], "policy.entities[1]"),
        (["*"], "policy.entities[0]"),
        (["all"], "policy.entities[0]"),
        ([None], "policy.entities[0]"),
    ],
)
def test_set_policy_refusals_change_nothing(store: Store, entities, field) -> None:
    with pytest.raises(InvalidPolicy) as caught:
        store.set_policy(entities)
    assert (caught.value.status, caught.value.code, caught.value.field) == (422, "invalid_policy", field)
    assert store.get_policy() == list(DEFAULT_POLICY)


GOOD_FILE = textwrap.dedent(
    """\
    policy:
      entities: [EMAIL_ADDRESS, PERSON]
    grants:
      - tool: send_email
        entity_type: EMAIL_ADDRESS
      - {tool: crm.lookup, entity_type: PERSON}
    """
)


def test_import_replaces_policy_and_grants(store: Store) -> None:
    store.add_grant("old_tool", "PHONE_NUMBER")
    store.import_policy_file(GOOD_FILE)
    assert store.get_policy() == ["EMAIL_ADDRESS", "PERSON"]
    assert store.list_grants() == [
        {"tool": "crm.lookup", "entity_type": "PERSON"},
        {"tool": "send_email", "entity_type": "EMAIL_ADDRESS"},
    ]


def test_export_reads_back(store: Store, tmp_path, clock) -> None:
    store.import_policy_file(GOOD_FILE)
    exported = store.export_policy_file()
    with Store.open(tmp_path / "other.db", clock=clock) as other:
        other.import_policy_file(exported)
        assert other.get_policy() == store.get_policy()
        assert other.list_grants() == store.list_grants()


@pytest.mark.parametrize(
    "text, line, field",
    [
        # A wildcard tool on line 6.
        ("policy:\n  entities: [EMAIL_ADDRESS]\ngrants:\n  - tool: send_email\n    entity_type: EMAIL_ADDRESS\n  - tool: '*'\n    entity_type: EMAIL_ADDRESS\n", 6, "grants[1].tool"),
        # "all" as a type on line 5.
        ("policy:\n  entities: [EMAIL_ADDRESS]\ngrants:\n  - tool: send_email\n    entity_type: all\n", 5, "grants[0].entity_type"),
        # An unknown type in the policy list, third item on line 5.
        ("policy:\n  entities:\n    - EMAIL_ADDRESS\n    - PHONE_NUMBER\n    - NOT_A_TYPE\ngrants: []\n", 5, "policy.entities[2]"),
        # An empty policy.
        ("policy:\n  entities: []\ngrants: []\n", 2, "policy.entities"),
        # A malformed tool name.
        ("policy:\n  entities: [EMAIL_ADDRESS]\ngrants:\n  - {tool: 'send mail', entity_type: EMAIL_ADDRESS}\n", 4, "grants[0].tool"),
        # An empty tool.
        ("policy:\n  entities: [EMAIL_ADDRESS]\ngrants:\n  - tool:\n    entity_type: EMAIL_ADDRESS\n", 4, "grants[0].tool"),
        # An unknown key.
        ("policy:\n  entities: [EMAIL_ADDRESS]\ngrants: []\nrestore_everywhere: true\n", 4, "file"),
        # A missing key in a grant.
        ("policy:\n  entities: [EMAIL_ADDRESS]\ngrants:\n  - tool: send_email\n", 4, "grants[0].entity_type"),
        # Not YAML at all: an unclosed flow sequence.
        ("policy:\n  entities: [EMAIL_ADDRESS\ngrants: []\n", 3, "file"),
    ],
)
def test_import_refusals_name_the_line_and_change_nothing(store: Store, text, line, field) -> None:
    store.add_grant("keep_me", "IBAN_CODE")
    before = (store.get_policy(), store.list_grants())
    with pytest.raises(InvalidPolicyFile) as caught:
        store.import_policy_file(text)
    error = caught.value
    assert (error.status, error.code, error.field, error.line) == (422, "invalid_policy_file", field, line)
    assert error.message.startswith(f"line {line}: ")
    assert (store.get_policy(), store.list_grants()) == before


def test_a_bad_grant_late_in_the_file_refuses_the_whole_file(store: Store) -> None:
    good_lines = "".join(f"  - {{tool: tool_{i}, entity_type: EMAIL_ADDRESS}}\n" for i in range(50))
    text = "policy:\n  entities: [PERSON]\ngrants:\n" + good_lines + "  - {tool: ANY, entity_type: EMAIL_ADDRESS}\n"
    with pytest.raises(InvalidPolicyFile) as caught:
        store.import_policy_file(text)
    assert caught.value.line == 54
    assert store.list_grants() == []
    assert store.get_policy() == list(DEFAULT_POLICY)


def test_yaml_errors_do_not_quote_the_file() -> None:
    with pytest.raises(InvalidPolicyFile) as caught:
        parse_policy_file("policy: {entities: [EMAIL_ADDRESS]}\ngrants: [ !!python/object:os.system zq-canary-yaml ]\n")
    assert "zq-canary-yaml" not in caught.value.message
    assert "python" not in caught.value.message


def test_an_emptied_policy_table_reads_as_the_default(store: Store, db_path) -> None:
    from tests.support.store_helpers import raw

    store.set_policy(["PERSON"])
    conn = raw(db_path)
    conn.execute("DELETE FROM policy_entities")
    conn.close()
    assert store.tokenized_entities() == list(DEFAULT_POLICY)


def test_a_turn_reads_the_policy_without_waiting_for_a_write(store: Store) -> None:
    import threading

    store.set_policy(["EMAIL_ADDRESS", "PHONE_NUMBER"])
    writing, release = threading.Event(), threading.Event()

    def slow_write() -> None:
        # A write in progress: the writer's lock held and SQLite's write lock taken, as
        # while a commit waits on fsync.
        with store._db.write() as conn:
            conn.execute("DELETE FROM policy_entities")
            writing.set()
            release.wait(10)
            raise RuntimeError("rolled back")

    writer = threading.Thread(target=lambda: pytest.raises(RuntimeError, slow_write))
    writer.start()
    read: list[list[str]] = []
    try:
        assert writing.wait(10)
        reader = threading.Thread(target=lambda: read.append(store.tokenized_entities()), daemon=True)
        reader.start()
        reader.join(2)
        assert read == [["EMAIL_ADDRESS", "PHONE_NUMBER"]], "the last commit, without waiting for the write"
    finally:
        release.set()
        writer.join(10)
    assert store.tokenized_entities() == ["EMAIL_ADDRESS", "PHONE_NUMBER"]


def test_a_turn_reads_a_policy_changed_by_another_connection(store: Store, db_path) -> None:
    assert store.tokenized_entities() == list(DEFAULT_POLICY)
    with Store.open(db_path) as other:
        other.set_policy(["IBAN_CODE"])
    assert store.tokenized_entities() == ["IBAN_CODE"]
    store.set_policy(["EMAIL_ADDRESS"])
    assert store.tokenized_entities() == ["EMAIL_ADDRESS"]
