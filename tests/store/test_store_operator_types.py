"""An operator recognizer's entity type may be tokenized and granted while a recognizer defines it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from daemon.store import EntityTypeInUse, InvalidGrant, InvalidPolicy, InvalidPolicyFile, InvalidRecognizerMeta, Store
from tests.support.store_helpers import raw

POLICY_FILE = """policy:
  entities: [EMAIL_ADDRESS, TICKET_ID]
grants:
  - {tool: helpdesk, entity_type: TICKET_ID}
"""


def test_unknown_until_a_recognizer_defines_it_in_python_and_in_the_schema(store: Store, db_path: Path) -> None:
    with pytest.raises(InvalidPolicy):
        store.set_policy(["EMAIL_ADDRESS", "TICKET_ID"])
    with pytest.raises(InvalidGrant):
        store.add_grant("helpdesk", "TICKET_ID")
    with pytest.raises(sqlite3.IntegrityError):
        raw(db_path).execute("INSERT INTO grants (tool, entity_type, created) VALUES ('helpdesk', 'TICKET_ID', 'x')")

    store.save_recognizer_meta("ticket", "TICKET_ID", ["en"])
    assert "TICKET_ID" in store.known_entity_types()
    assert store.set_policy(["EMAIL_ADDRESS", "TICKET_ID"]) == ["EMAIL_ADDRESS", "TICKET_ID"]
    assert store.add_grant("helpdesk", "TICKET_ID") is True
    assert store.is_granted("helpdesk", "TICKET_ID")
    assert store.import_policy_file(POLICY_FILE).grants == [("helpdesk", "TICKET_ID")]


def test_known_after_reopening(db_path: Path, clock) -> None:
    with Store.open(db_path, clock=clock) as store:
        store.save_recognizer_meta("ticket", "TICKET_ID", ["en"])
    with Store.open(db_path, clock=clock) as store:
        assert "TICKET_ID" in store.known_entity_types()
        store.add_grant("helpdesk", "TICKET_ID")


@pytest.mark.parametrize("use", ["policy", "grant"])
def test_the_last_definition_of_a_type_in_use_is_kept(store: Store, use: str) -> None:
    store.save_recognizer_meta("ticket", "TICKET_ID", ["en"])
    if use == "policy":
        store.set_policy(["TICKET_ID"])
    else:
        store.add_grant("helpdesk", "TICKET_ID")
    for change in (lambda: store.delete_recognizer_meta("ticket"),
                   lambda: store.save_recognizer_meta("ticket", "CASE_ID", ["en"])):
        with pytest.raises(EntityTypeInUse) as caught:
            change()
        assert (caught.value.status, caught.value.code) == (409, "entity_type_in_use")
        assert "TICKET_ID" in caught.value.message
        assert store.get_recognizer_meta("ticket")["entity_type"] == "TICKET_ID"
        assert "TICKET_ID" in store.known_entity_types() and "CASE_ID" not in store.known_entity_types()

    # A second recognizer of the same type keeps it defined: the first may go.
    store.save_recognizer_meta("ticket_es", "TICKET_ID", ["es"])
    assert store.delete_recognizer_meta("ticket") is True
    assert "TICKET_ID" in store.known_entity_types()


def test_a_type_no_longer_in_use_goes_with_its_recognizer(store: Store, db_path: Path) -> None:
    store.save_recognizer_meta("ticket", "TICKET_ID", ["en"])
    store.set_policy(["EMAIL_ADDRESS", "TICKET_ID"])
    store.add_grant("helpdesk", "TICKET_ID")
    store.set_policy(["EMAIL_ADDRESS"])
    store.remove_grant("helpdesk", "TICKET_ID")
    assert store.delete_recognizer_meta("ticket") is True
    assert "TICKET_ID" not in store.known_entity_types()
    with pytest.raises(InvalidGrant):
        store.add_grant("helpdesk", "TICKET_ID")
    with pytest.raises(sqlite3.IntegrityError):
        raw(db_path).execute("INSERT INTO policy_entities (entity_type, position) VALUES ('TICKET_ID', 9)")


@pytest.mark.parametrize("entity_type, owner", [("EMAIL", "EMAIL_ADDRESS"), ("CARD", "CREDIT_CARD"),
                                                ("SUPPORT_TICKET_NUMBER_B", "SUPPORT_TICKET_NUMBER_A")])
def test_a_type_may_not_share_another_types_token_label(store: Store, entity_type: str, owner: str) -> None:
    store.save_recognizer_meta("long_a", "SUPPORT_TICKET_NUMBER_A", ["en"])
    with pytest.raises(InvalidRecognizerMeta) as caught:
        store.save_recognizer_meta("other", entity_type, ["en"])
    assert caught.value.field == "recognizer.entity_type" and owner in caught.value.message
    assert [r["name"] for r in store.list_recognizer_meta()] == ["long_a"]
    assert entity_type not in store.known_entity_types()


RACE_FILE = """policy:
  entities: [EMAIL_ADDRESS]
grants:
  - {tool: send_email, entity_type: EMAIL_ADDRESS}
  - {tool: helpdesk, entity_type: TICKET_ID}
"""


def test_a_type_deleted_after_the_check_is_refused_naming_the_field(db_path: Path, clock) -> None:
    """The race of PUT /v1/policy against DELETE /v1/recognizers, made deterministic: another
    store on the same file deletes the recognizer after ours last refreshed its known types,
    which is where a write is between its first check and its transaction. Each write must
    refuse with its own error naming the field (before: the schema's trigger, a 500)."""
    with Store.open(db_path, clock=clock) as store, Store.open(db_path, clock=clock) as other:
        store.save_recognizer_meta("ticket", "TICKET_ID", ["en"])
        store.add_grant("send_email", "EMAIL_ADDRESS")
        assert other.delete_recognizer_meta("ticket") is True
        assert "TICKET_ID" in store.known_entity_types()  # the stale view a racing write has
        before = (store.get_policy(), store.list_grants())

        with pytest.raises(InvalidPolicy) as policy:
            store.set_policy(["EMAIL_ADDRESS", "EMAIL_ADDRESS", "TICKET_ID"])
        assert (policy.value.status, policy.value.field) == (422, "policy.entities[2]")
        with pytest.raises(InvalidGrant) as grant:
            store.add_grant("helpdesk", "TICKET_ID")
        assert (grant.value.status, grant.value.field) == (422, "grant.entity_type")
        with pytest.raises(InvalidPolicyFile) as policy_file:
            store.import_policy_file(RACE_FILE)
        assert (policy_file.value.status, policy_file.value.field, policy_file.value.line) == (
            422, "grants[1].entity_type", 5)
        assert (store.get_policy(), store.list_grants()) == before


def test_writes_the_schema_refuses_after_our_checks_are_refused_not_raised(store: Store, db_path: Path) -> None:
    """Should our checks and the schema's triggers ever disagree (here the triggers' table is
    edited behind the store's back), the trigger's IntegrityError becomes the write's own
    refusal, and nothing changes."""
    store.save_recognizer_meta("ticket", "TICKET_ID", ["en"])
    before = (store.get_policy(), store.list_grants())
    raw(db_path).execute("DELETE FROM known_entity_types WHERE entity_type = 'TICKET_ID'")

    with pytest.raises(InvalidPolicy) as policy:
        store.set_policy(["EMAIL_ADDRESS", "TICKET_ID"])
    assert (policy.value.status, policy.value.field) == (422, "policy.entities")
    with pytest.raises(InvalidPolicyFile) as policy_file:
        store.import_policy_file(POLICY_FILE)
    assert (policy_file.value.status, policy_file.value.field) == (422, "file")
    with pytest.raises(InvalidGrant):
        store.add_grant("helpdesk", "TICKET_ID")
    assert (store.get_policy(), store.list_grants()) == before
