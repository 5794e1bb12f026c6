"""The policy and the grants: what runs tokenize and which tool may read which type.

Every change is written with its change event in the same transaction.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from daemon.core.contracts import Contract
from daemon.core.generalization import QuasiPolicy
from daemon.core.records import Event, change_event
from daemon.store import contracts as contract_rows
from daemon.store import events as event_rows
from daemon.store import grants as grant_rows
from daemon.store import policy as policy_rows
from daemon.store import quasi_policy
from daemon.store import recognizers as recognizer_rows
from daemon.store.errors import InvalidGrant, InvalidPolicy, InvalidPolicyFile, UnknownContract
from daemon.store.names import TOOL_NAME, TOOL_NAME_RULE, tool_rule
from daemon.store.policy_file import PolicyFile, dump_policy_file, parse_policy_file

# set_policy's default for an option the caller leaves as it is.
UNCHANGED: Any = object()


class PolicyAndGrants:
    """The policy, the grants and the policy file.

    Part of `Store` (daemon/store/__init__.py), which holds `_db`, `_clock`, `_now` and
    `_known_types`.
    """

    def check_grant(self, tool: str, entity_type: str) -> None:
        """Refuse (InvalidGrant, 422) what add_grant would refuse, writing nothing."""
        grant_rows.validate_grant(tool, entity_type, known=self._known_types)

    def add_grant(self, tool: str, entity_type: str) -> bool:
        """Grant `tool` the values of `entity_type`; True when the grant is new.

        Refused with InvalidGrant (422): empty names, wildcards (`*`, `%`, `all`, `any` in
        any case), tool names outside [A-Za-z0-9][A-Za-z0-9_.:-]{0,63}, unknown types.
        """
        tool, entity_type = grant_rows.validate_grant(tool, entity_type, known=self._known_types)
        try:
            with self._db.write() as conn:
                # Again under the write lock: see _committed_known_types.
                grant_rows.validate_grant(tool, entity_type, known=self._committed_known_types(conn))
                now = self._now()
                added = grant_rows.insert(conn, tool, entity_type, now)
                if added:  # with its event, in the same transaction
                    event_rows.append_in(conn, [change_event("grant_added", tool=tool, entity_type=entity_type)], now)
                return added
        except sqlite3.IntegrityError:
            # Only reachable if the schema's rules and ours ever disagree.
            raise InvalidGrant("grant was refused by the database's rules", field="grant") from None

    def remove_grant(self, tool: str, entity_type: str) -> bool:
        """Remove a grant; True when it existed. Malformed names are refused (InvalidGrant).

        The entity type need not be known, so a grant for a type since dropped from the
        entity table can still be removed; nor need the tool be one a grant may name today: a
        grant written before names like `all_tools` were refused (schema v3) can be removed.
        """
        if not isinstance(tool, str) or not TOOL_NAME.fullmatch(tool):
            raise InvalidGrant(f"grant.tool must match {TOOL_NAME_RULE}", field="grant.tool")
        if not isinstance(entity_type, str) or not entity_type:
            raise InvalidGrant("grant.entity_type must be a non-empty string", field="grant.entity_type")
        with self._db.write() as conn:
            removed = grant_rows.delete(conn, tool, entity_type)
            if removed:
                event_rows.append_in(conn, [change_event("grant_removed", tool=tool, entity_type=entity_type)],
                                     self._now())
            return removed

    def list_grants(self) -> list[dict[str, str]]:
        """Every grant as `{tool, entity_type}`, sorted by tool then type."""
        return grant_rows.list_all(
            self._db.rows("SELECT tool, entity_type FROM grants ORDER BY tool, entity_type")
        )

    def is_granted(self, tool: str, entity_type: str) -> bool:
        """True only when a grant names exactly this tool and this known entity type."""
        if not isinstance(tool, str) or not TOOL_NAME.fullmatch(tool):
            return False
        if not isinstance(entity_type, str) or entity_type not in self._known_types:
            return False
        return bool(
            self._db.rows(
                "SELECT 1 FROM grants WHERE tool = ? AND entity_type = ?", (tool, entity_type)
            )
        )

    def known_entity_types(self) -> frozenset[str]:
        """The types a policy or grant may name: our entity table's and the operator recognizers'."""
        return self._known_types

    @staticmethod
    def _committed_known_types(conn: sqlite3.Connection) -> set[str]:
        """The known types as committed, read inside a write transaction.

        Writes naming a type check it twice: first against `_known_types` (no lock needed),
        then with this under the write lock. A recognizer deleted in between takes its type
        out of the table the schema's triggers consult, and the first check alone would let
        the write reach the trigger (an IntegrityError, a 500) instead of a refusal naming
        the field.
        """
        return recognizer_rows.known_types(conn)

    def get_policy(self) -> list[str]:
        """The entity types tokenized in runs (DEFAULT_POLICY until set)."""
        return policy_rows.from_rows(self._db.rows(policy_rows.SELECT))

    def tokenized_entities(self) -> list[str]:
        """The policy, as a turn reads it: from the last commit, without waiting on a write."""
        return policy_rows.from_rows(self._db.read_committed(policy_rows.SELECT))

    def set_policy(self, entities: Sequence[str], *, generalize: Any = UNCHANGED, k: Any = UNCHANGED,
                   population: Any = UNCHANGED) -> list[str]:
        """Replace the policy; returns its entities as stored (order kept, duplicates dropped).

        The quasi-identifier options (`generalize`, `k`, `population`) are replaced when given
        and kept when UNCHANGED; None (or `{}` for generalize) clears one. Refused with
        InvalidPolicy (422) naming the field, nothing written: not a list, an empty list,
        unknown or wildcard types, and the options quasi_policy.validate refuses.
        """
        validated = policy_rows.validate_policy(entities, known=self._known_types)
        stored = quasi_policy.read(self._db.rows)
        options = {name: stored[name] if given is UNCHANGED else given
                   for name, given in (("generalize", generalize), ("k", k), ("population", population))}
        quasi = quasi_policy.validate(options["generalize"], options["k"], options["population"], validated,
                                      self.path.parent)
        try:
            with self._db.write() as conn:
                # Again under the write lock (see _committed_known_types), on the list as
                # given, so the error names the index the client sent.
                policy_rows.validate_policy(entities, known=self._committed_known_types(conn))
                before = policy_rows.from_rows(_rows(conn, policy_rows.SELECT))
                policy_rows.replace(conn, validated)
                quasi_policy.replace(conn, *quasi)
                event_rows.append_in(conn, _policy_changes(before, validated), self._now())
        except sqlite3.IntegrityError:
            # Only reachable if the schema's rules and ours ever disagree.
            raise InvalidPolicy(
                "policy.entities was refused by the database's rules", field="policy.entities"
            ) from None
        return validated

    def get_policy_document(self) -> dict[str, Any]:
        """The whole policy: `entities`, and the quasi-identifier options `generalize`, `k`,
        `population` (docs/api.md, GET /v1/policy)."""
        return {"entities": self.get_policy(), **quasi_policy.read(self._db.rows)}

    def quasi_identifier_policy(self) -> QuasiPolicy | None:
        """QuasiPolicyLookup: the quasi-identifier options as a turn reads them (None when
        nothing is generalized), with the population table parsed."""
        return self._population_cache.policy(quasi_policy.read(self._db.read_committed), self.path.parent)

    def import_policy_file(self, text: str | bytes) -> PolicyFile:
        """Replace the policy and all grants with a policy file's, all or nothing.

        Refused with InvalidPolicyFile (422, `line` set where known): see parse_policy_file.
        Nothing changes when anything is refused.
        """
        parsed = self.read_policy_file(text)
        now = self._now()
        try:
            with self._db.write() as conn:
                # Again under the write lock (see _committed_known_types). A type gone since the
                # parse is rare, so only then is the file parsed again, for the refusal's line.
                known = self._committed_known_types(conn)
                if not {*parsed.entities, *(entity_type for _, entity_type in parsed.grants)} <= known:
                    parse_policy_file(text, known)
                policy_before = policy_rows.from_rows(_rows(conn, policy_rows.SELECT))
                grants_before = [(r["tool"], r["entity_type"])
                                 for r in _rows(conn, "SELECT tool, entity_type FROM grants ORDER BY tool, entity_type")]
                policy_rows.replace(conn, parsed.entities)
                quasi_policy.replace(conn, parsed.generalize, parsed.k, parsed.population)
                conn.execute("DELETE FROM grants")
                for tool, entity_type in parsed.grants:
                    grant_rows.insert(conn, tool, entity_type, now)
                after = set(parsed.grants)
                changes = [change_event("grant_removed", tool=t, entity_type=e)
                           for t, e in grants_before if (t, e) not in after]
                changes += [change_event("grant_added", tool=t, entity_type=e)
                            for t, e in dict.fromkeys(parsed.grants) if (t, e) not in set(grants_before)]
                changes += _replace_contracts(conn, parsed.contracts, now)
                event_rows.append_in(conn, _policy_changes(policy_before, list(parsed.entities)) + changes, now)
        except sqlite3.IntegrityError:
            # Only reachable if the schema's rules and ours ever disagree.
            raise InvalidPolicyFile("the policy file was refused by the database's rules", field="file") from None
        return parsed

    def read_policy_file(self, text: str | bytes) -> PolicyFile:
        """A policy file parsed and checked as import_policy_file would, writing nothing."""
        parsed = parse_policy_file(text, self._known_types)
        try:
            quasi_policy.validate(parsed.generalize, parsed.k, parsed.population, parsed.entities, self.path.parent)
        except InvalidPolicy as error:
            raise InvalidPolicyFile(error.message, field=error.field) from None
        return parsed

    def export_policy_file(self) -> str:
        """The current policy, grants, contracts and quasi-identifier options as a policy file (YAML)."""
        return dump_policy_file(self.get_policy(), self.list_grants(), self.list_contracts(),
                                quasi_policy.read(self._db.rows))

    # ---- tool contracts (docs/contracts.md) ---------------------------------------------------

    def list_contracts(self) -> list[Contract]:
        """Every contract, by tool."""
        return [contract_rows.from_row(row) for row in self._db.rows(contract_rows.SELECT)]

    def contract_for(self, tool: str) -> Contract | None:
        """The contract of `tool`, as committed (a turn does not wait on a write), or None."""
        if not isinstance(tool, str) or not TOOL_NAME.fullmatch(tool):
            return None
        rows = self._db.read_committed("SELECT tool, input, output FROM contracts WHERE tool = ?", (tool,))
        return contract_rows.from_row(rows[0]) if rows else None

    def check_contract_tool(self, tool: str) -> None:
        """Refuse (InvalidGrant, 422) a tool name a contract may not carry, as a grant's."""
        problem = tool_rule("tool", tool)
        if problem:
            raise InvalidGrant(problem, field="tool")

    def put_contract(self, contract: Contract) -> str | None:
        """Store a contract checked by daemon.core.contracts; `new`, `replaced`, or None when
        it was already this one. Written with its contract_changed event."""
        self.check_contract_tool(contract.tool)
        with self._db.write() as conn:
            change = contract_rows.write(conn, contract, self._now())
            if change is not None:
                event_rows.append_in(conn, [change_event("contract_changed", tool=contract.tool, change=change)],
                                     self._now())
            return change

    def remove_contract(self, tool: str) -> None:
        """Delete the contract of `tool` with its event; UnknownContract (404) when none."""
        self.check_contract_tool(tool)
        with self._db.write() as conn:
            if not contract_rows.delete(conn, tool):
                raise UnknownContract("no contract for this tool", field="tool")
            event_rows.append_in(conn, [change_event("contract_changed", tool=tool, change="removed")], self._now())


def _rows(conn: sqlite3.Connection, sql: str) -> list[dict[str, Any]]:
    cursor = conn.execute(sql)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, values)) for values in cursor]


def _replace_contracts(conn: sqlite3.Connection, contracts: Sequence[Contract], now: str) -> list[Event]:
    """Make the contracts exactly `contracts` (inside the caller's transaction); the changes."""
    kept = {contract.tool for contract in contracts}
    changes = [change_event("contract_changed", tool=before.tool, change="removed")
               for before in contract_rows.read_all(conn) if before.tool not in kept]
    for event in changes:
        contract_rows.delete(conn, event.tool)
    for contract in contracts:
        change = contract_rows.write(conn, contract, now)
        if change is not None:
            changes.append(change_event("contract_changed", tool=contract.tool, change=change))
    return changes


def _policy_changes(before: Sequence[str], after: Sequence[str]) -> list[Event]:
    """One policy_changed per type whose tokenization changed (the order of the list is
    no change): what a reviewer asks of a day is which types went to the model in clear."""
    return ([change_event("policy_changed", entity_type=t, change="untokenized") for t in before if t not in after]
            + [change_event("policy_changed", entity_type=t, change="tokenized") for t in after if t not in before])
