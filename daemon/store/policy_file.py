"""The policy file: the policy and the grants as YAML, imported all-or-nothing.

```yaml
policy:
  entities: [EMAIL_ADDRESS, PHONE_NUMBER]
  generalize: {AGE: band10, ES_POSTCODE: prefix2}   # optional (docs/tokens.md §11)
  k: 5                                              # optional
  population: population.csv                        # optional, in the data directory
grants:
  - {tool: send_email, entity_type: EMAIL_ADDRESS}
contracts:            # optional: tool → {input?, output?} JSON Schemas (docs/contracts.md)
  send_email:
    input: {type: object, properties: {to: {type: string, format: email}},
            required: [to], additionalProperties: false}
```
The file states the whole configuration: `policy` and `grants` are required (`grants: []`
for none), and an import replaces the policy, every grant and every contract (a file
without `contracts` leaves none). The file is parsed to nodes
(`yaml.compose`) so every refusal names the line it is on; messages never quote the file.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from daemon.core.contracts import Contract, checked_contract
from daemon.core.entities import LABELS
from daemon.core.errors import InvalidContract
from daemon.store.errors import InvalidGrant, InvalidPolicy, InvalidPolicyFile
from daemon.store.grants import validate_grant
from daemon.store.names import tool_rule
from daemon.store.policy import validate_policy
from recognizers.quasi_identifiers import QUASI_TYPES

MAX_FILE_BYTES = 1024 * 1024
_NULL_TAG = "tag:yaml.org,2002:null"


@dataclass(frozen=True, slots=True)
class PolicyFile:
    entities: list[str]
    grants: list[tuple[str, str]]
    # The quasi-identifier options, as written (checked against the data directory by the
    # store's quasi_policy.validate before anything is written).
    generalize: dict[str, str] = field(default_factory=dict)
    k: int | None = None
    population: str | None = None
    contracts: tuple[Contract, ...] = ()


def _line(node: Node) -> int:
    return node.start_mark.line + 1


def _mapping(node: Node, field: str, allowed: tuple[str, ...], required: tuple[str, ...]) -> dict[str, Node]:
    if not isinstance(node, MappingNode):
        raise InvalidPolicyFile(f"{field} must be a mapping", field=field, line=_line(node))
    found: dict[str, Node] = {}
    for key, value in node.value:
        if not isinstance(key, ScalarNode) or key.value not in allowed:
            raise InvalidPolicyFile(
                f"{field} may only have the keys {', '.join(allowed)}", field=field, line=_line(key)
            )
        if key.value in found:
            raise InvalidPolicyFile(f"{field}.{key.value} appears twice", field=f"{field}.{key.value}", line=_line(key))
        found[key.value] = value
    for key in required:
        if key not in found:
            raise InvalidPolicyFile(f"{field}.{key} is required", field=f"{field}.{key}", line=_line(node))
    return found


def _sequence(node: Node, field: str) -> list[Node]:
    if not isinstance(node, SequenceNode):
        raise InvalidPolicyFile(f"{field} must be a list", field=field, line=_line(node))
    return list(node.value)


def _text(node: Node, field: str) -> str:
    """A scalar's text as written; a null or a nested structure is refused."""
    if not isinstance(node, ScalarNode):
        raise InvalidPolicyFile(f"{field} must be a name, not a list or mapping", field=field, line=_line(node))
    if node.tag == _NULL_TAG:
        raise InvalidPolicyFile(f"{field} must not be empty", field=field, line=_line(node))
    return str(node.value)


def parse_policy_file(text: str | bytes, known: Collection[str] = LABELS) -> PolicyFile:
    """Parse and validate a policy file; InvalidPolicyFile (with `line`) on any problem.

    `known`: the entity types it may name (the store passes its own, operator types included).

    Refused, each with the line: YAML that does not parse, unknown or missing keys, an
    empty policy, unknown entity types, and every grant the API refuses (wildcards, empty
    or malformed tool names, unknown types).
    """
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidPolicyFile("the policy file must be UTF-8 text", field="file") from None
    if len(text.encode("utf-8")) > MAX_FILE_BYTES:
        raise InvalidPolicyFile(f"the policy file must be at most {MAX_FILE_BYTES} bytes", field="file")
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as error:
        # The parser's own message may quote the file; report only where it failed.
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else None
        raise InvalidPolicyFile("the policy file is not valid YAML", field="file", line=line) from None
    except yaml.YAMLError:
        raise InvalidPolicyFile("the policy file is not valid YAML", field="file") from None
    except RecursionError:
        # The YAML composer recurses per nesting level; a policy file is two levels deep.
        raise InvalidPolicyFile("the policy file nests too deeply", field="file") from None
    if root is None:
        raise InvalidPolicyFile("the policy file is empty", field="file")

    top = _mapping(root, "file", ("policy", "grants", "contracts"), ("policy", "grants"))
    policy_parts = _mapping(top["policy"], "policy", ("entities", "generalize", "k", "population"), ("entities",))
    policy_node = policy_parts["entities"]
    entity_nodes = _sequence(policy_node, "policy.entities")
    entities_raw = [_text(n, f"policy.entities[{i}]") for i, n in enumerate(entity_nodes)]
    try:
        entities = validate_policy(entities_raw, field="policy.entities", known=known)
    except InvalidPolicy as error:
        line = _line(policy_node)
        if error.field and error.field.endswith("]"):
            index = int(error.field.rsplit("[", 1)[1][:-1])
            line = _line(entity_nodes[index])
        raise InvalidPolicyFile(error.message, field=error.field, line=line) from None

    grants: list[tuple[str, str]] = []
    for i, grant_node in enumerate(_sequence(top["grants"], "grants")):
        field = f"grants[{i}]"
        parts = _mapping(grant_node, field, ("tool", "entity_type"), ("tool", "entity_type"))
        tool = _text(parts["tool"], f"{field}.tool")
        entity_type = _text(parts["entity_type"], f"{field}.entity_type")
        try:
            pair = validate_grant(tool, entity_type, field=field, known=known)
        except InvalidGrant as error:
            bad = parts["tool"] if error.field == f"{field}.tool" else parts["entity_type"]
            raise InvalidPolicyFile(error.message, field=error.field, line=_line(bad)) from None
        if pair not in grants:
            grants.append(pair)
    generalize: dict[str, str] = {}
    if "generalize" in policy_parts:
        node = policy_parts["generalize"]
        levels = _mapping(node, "policy.generalize", QUASI_TYPES, ())
        generalize = {entity_type: _text(level, f"policy.generalize.{entity_type}") for entity_type, level in levels.items()}
    k = None
    if "k" in policy_parts:
        node = policy_parts["k"]
        written = _text(node, "policy.k")
        if not written.isdigit():
            raise InvalidPolicyFile("policy.k must be a whole number", field="policy.k", line=_line(node))
        k = int(written)
    population = _text(policy_parts["population"], "policy.population") if "population" in policy_parts else None
    contracts = _contracts(top["contracts"]) if "contracts" in top else ()
    return PolicyFile(entities=entities, grants=grants, contracts=contracts, generalize=generalize, k=k,
                      population=population)


def _contracts(node: Node) -> tuple[Contract, ...]:
    """`contracts`: a mapping of tool name → {input?, output?}, each checked as the API does."""
    if isinstance(node, ScalarNode) and node.tag == _NULL_TAG:
        return ()
    if not isinstance(node, MappingNode):
        raise InvalidPolicyFile("contracts must be a mapping of tool names to contracts", field="contracts",
                                line=_line(node))
    contracts: dict[str, Contract] = {}
    for index, (key, value) in enumerate(node.value):
        tool = _text(key, "contracts")
        problem = tool_rule(f"contracts key #{index + 1}", tool)  # the rule, not the name
        if problem:
            raise InvalidPolicyFile(problem, field="contracts", line=_line(key))
        field = f"contracts.{tool}"
        if tool in contracts:
            raise InvalidPolicyFile(f"{field} appears twice", field=field, line=_line(key))
        body = yaml.SafeLoader("").construct_document(value)
        try:
            contracts[tool] = checked_contract(tool, body, field=field)
        except InvalidContract as error:
            raise InvalidPolicyFile(error.message, field=error.field, line=_line(value)) from None
    return tuple(contracts.values())



def dump_policy_file(entities: list[str], grants: list[dict[str, str]], contracts: list[Contract] = (),
                     quasi: dict | None = None) -> str:
    """The policy file for `entities`, `grants`, `contracts` and the quasi-identifier options
    `quasi` ({generalize, k, population}), which `parse_policy_file` reads back (`contracts` and
    each option are written only when set)."""
    policy: dict = {"entities": list(entities)}
    for key, value in (quasi or {}).items():
        if value:
            policy[key] = dict(value) if key == "generalize" else value
    document = {
        "policy": policy,
        "grants": [{"tool": g["tool"], "entity_type": g["entity_type"]} for g in grants],
    }
    if contracts:
        document["contracts"] = {
            c.tool: {side: schema for side, schema in (("input", c.input), ("output", c.output)) if schema is not None}
            for c in contracts
        }
    return yaml.safe_dump(document, sort_keys=False, default_flow_style=False, allow_unicode=True)
