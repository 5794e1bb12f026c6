"""Tool contracts (docs/contracts.md): what a tool may receive and what the model may read back.

A contract is two JSON Schemas (draft 2020-12) for one tool, `input` and `output`, either
absent. Three things are done with them, all pure:
- `checked_contract` refuses a contract that is not strict by construction: every subschema
  that admits an object says `"additionalProperties": false`, every one that admits an
  array declares its `items`, references stay inside the contract (InvalidContract, naming
  the JSON path of the problem in the contract);
- `input_refusal` checks a tool call's arguments as the tool would receive them and
  describes the first failure by property path and rule, never by value;
- `project_output` cuts a tool reply down to what `output` declares, listing what it
  dropped, by path.
`schema_for_upstream` is the contract as a model provider may see it (no `format` or
`pattern`: the model must be able to write a token there).

Validation is the `jsonschema` library's (Draft202012Validator with its format checker);
this module only walks schemas to say where they are not strict and where a reply stops
matching them.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import quote, unquote

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError, ValidationError, best_match
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from daemon.core.errors import ContractRefused, InvalidContract

SIDES = ("input", "output")
_CONTRACT_URI = "urn:resguardo:contract"
# Where a schema holds subschemas (draft 2020-12): keyword → how its value holds them.
_ONE = ("additionalProperties", "items", "contains", "not", "if", "then", "else",
        "unevaluatedItems", "unevaluatedProperties", "propertyNames")
_MAP = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_LIST = ("allOf", "anyOf", "oneOf", "prefixItems")
# Subschemas that only narrow what their parent admits: they need not be closed themselves.
_NARROWING = ("not", "if", "propertyNames", "contains")
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True, slots=True)
class Contract:
    """One tool's contract; `input` and `output` are JSON Schemas or None."""

    tool: str
    input: dict | None = None
    output: dict | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "input": self.input, "output": self.output}


class ContractLookup(Protocol):
    """Where the boundary reads contracts (the store)."""

    def contract_for(self, tool: str) -> Contract | None: ...


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a call fails its input contract: the property path and the rule, value-free."""

    path: str
    rule: str
    message: str


# ---- checking a contract -------------------------------------------------------------------

def checked_contract(tool: str, body: Any, field: str = "contract") -> Contract:
    """The contract in `body` (`{"input"?: schema, "output"?: schema}`), or InvalidContract
    naming the JSON path of the first problem (`contract.input.properties.to`)."""
    if not isinstance(body, dict):
        raise InvalidContract(f"{field} must be an object with input and/or output", field=field)
    unknown = sorted(set(body) - set(SIDES))
    if unknown:
        raise InvalidContract(f"{field} may only have the keys input and output", field=field)
    schemas: dict[str, dict | None] = {}
    for side in SIDES:
        schema = body.get(side)
        if schema is not None:
            check_schema(schema, f"{field}.{side}")
        schemas[side] = schema
    if schemas["input"] is None and schemas["output"] is None:
        raise InvalidContract(f"{field} must have an input or an output schema", field=field)
    return Contract(tool, schemas["input"], schemas["output"])


def check_schema(schema: Any, field: str) -> None:
    """Refuse (InvalidContract, naming the path) a schema that is not valid draft 2020-12 or
    not strict by construction. Messages name paths and keywords, never the schema's text."""
    if not isinstance(schema, dict):
        raise InvalidContract(f"{field} must be a JSON Schema object", field=field)
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        path = _schema_path(field, list(error.path))
        raise InvalidContract(f"{path} is not valid JSON Schema (rule {error.validator})", field=path) from None
    for node, path, narrowing in _subschemas(schema, field):
        _check_strict(node, path, narrowing)


def _check_strict(node: Any, path: str, narrowing: bool) -> None:
    if isinstance(node, bool):
        if node and not narrowing:
            raise InvalidContract(f"{path} admits anything; say what it admits", field=path)
        return
    if not isinstance(node, dict):
        return
    for keyword in ("$id", "$dynamicRef", "$dynamicAnchor", "$recursiveRef"):
        if keyword in node:
            raise InvalidContract(f"{path}.{keyword} is not supported in a contract", field=f"{path}.{keyword}")
    ref = node.get("$ref")
    if ref is not None and not (isinstance(ref, str) and ref.startswith("#")):
        raise InvalidContract(f"{path}.$ref must point inside the contract (#...)", field=f"{path}.$ref")
    if narrowing or ref is not None or "const" in node or "enum" in node:
        return  # checked where the reference points; a constant admits only itself
    types = node.get("type")
    types = {types} if isinstance(types, str) else set(types) if isinstance(types, list) else None
    if (types is None or "object" in types) and node.get("additionalProperties") is not False:
        raise InvalidContract(f"{path}.additionalProperties must be false: {path} admits an object",
                              field=f"{path}.additionalProperties")
    if (types is None or "array" in types) and "items" not in node:
        raise InvalidContract(f"{path}.items must be declared: {path} admits an array", field=f"{path}.items")


def _subschemas(schema: Any, path: str, narrowing: bool = False) -> Iterator[tuple[Any, str, bool]]:
    """Every subschema of `schema` with its path, depth first, and whether it only narrows."""
    yield schema, path, narrowing
    if not isinstance(schema, dict):
        return
    for keyword in _ONE:
        if keyword in schema and isinstance(schema[keyword], (dict, bool)):
            if keyword == "additionalProperties" and schema[keyword] is False:
                continue
            yield from _subschemas(schema[keyword], f"{path}.{keyword}", narrowing or keyword in _NARROWING)
    for keyword in _MAP:
        for name, sub in (schema.get(keyword) or {}).items():
            yield from _subschemas(sub, _schema_path(f"{path}.{keyword}", [name]), narrowing)
    for keyword in _LIST:
        for index, sub in enumerate(schema.get(keyword) or []):
            yield from _subschemas(sub, f"{path}.{keyword}[{index}]", narrowing)


def _schema_path(base: str, parts: list) -> str:
    # A key that is not a plain identifier is shown by its length only: messages are echoed
    # to clients and logs, and a contract's names are screened for values only by the boundary.
    path = base
    for part in parts:
        if isinstance(part, int):
            path += f"[{part}]"
        elif _PLAIN_KEY.fullmatch(str(part)) or str(part).startswith("$"):
            path += f".{part}"
        else:
            path += f"[a key of {len(str(part))} characters]"
    return path


def names_in(body: Any) -> list[tuple[str, str]]:
    """(name, where) for every property name a contract body declares or requires, for the
    boundary to screen for values: a contract is written to the store and the policy file."""
    found: list[tuple[str, str]] = []
    if not isinstance(body, dict):
        return found
    for side in SIDES:
        schema = body.get(side)
        if not isinstance(schema, dict):
            continue
        for node, path, _ in _subschemas(schema, f"contract.{side}"):
            if not isinstance(node, dict):
                continue
            for keyword in ("properties", "patternProperties", "$defs", "dependentSchemas", "dependentRequired"):
                if isinstance(node.get(keyword), dict):
                    found += [(str(name), f"{path}.{keyword} key #{i + 1}") for i, name in enumerate(node[keyword])]
            if isinstance(node.get("required"), list):
                found += [(name, f"{path}.required[{i}]") for i, name in enumerate(node["required"])
                          if isinstance(name, str)]
    return found


# ---- checking a call -----------------------------------------------------------------------

def _validator(schema: dict) -> Draft202012Validator:
    # The contract is registered under a URN so a subschema can be checked in place (with its
    # local references) as {"$ref": "<urn>#<pointer>"}; no reference ever leaves the contract.
    registry = Registry().with_resource(_CONTRACT_URI, DRAFT202012.create_resource(schema))
    return Draft202012Validator(schema, registry=registry, format_checker=Draft202012Validator.FORMAT_CHECKER)


def input_refusal(schema: dict, arguments: Any, name_key: Callable[[str], str] = str) -> Refusal | None:
    """Why `arguments` fail `schema`, or None. The path names keys as `name_key` shows them
    (the boundary's: a key that holds a value is shown as its label)."""
    error = best_match(_validator(schema).iter_errors(arguments))
    if error is None:
        return None
    return _describe(error, name_key)


def _describe(error: ValidationError, name_key: Callable[[str], str]) -> Refusal:
    parts = list(error.absolute_path)
    keyword = str(error.validator)
    if keyword == "additionalProperties" and isinstance(error.instance, dict):
        schema = error.schema if isinstance(error.schema, dict) else {}
        declared = schema.get("properties") or {}
        patterns = list(schema.get("patternProperties") or {})
        extra = [key for key in error.instance
                 if key not in declared and not any(re.search(p, key) for p in patterns)]
        path = property_path([*parts, *extra[:1]], name_key)
        return Refusal(path, keyword, f"Unexpected property: {path}")
    if keyword == "required" and isinstance(error.instance, dict):
        missing = [name for name in error.validator_value if name not in error.instance]
        path = property_path([*parts, *missing[:1]], name_key)
        return Refusal(path, keyword, f"Missing property: {path}")
    path = property_path(parts, name_key)
    return Refusal(path, keyword, f"Property {path}: {_rule_text(keyword, error.validator_value)}")


def _rule_text(keyword: str, rule: Any) -> str:
    # The contract's own words where they carry no data (a type, a format, a bound); the
    # values a contract lists (enum, const) and its patterns are not repeated.
    if keyword == "type":
        return f"must be of type {rule if isinstance(rule, str) else ' or '.join(map(str, rule))}"
    if keyword == "format":
        return f"must be a valid {rule} (format)"
    if keyword == "pattern":
        return "must match the contract's pattern"
    if keyword in ("enum", "const"):
        return "must be one of the values the contract allows"
    if isinstance(rule, (int, float)) and not isinstance(rule, bool):
        return f"fails {keyword} {rule}"
    return f"fails the rule {keyword}"


def property_path(parts: list, name_key: Callable[[str], str] = str) -> str:
    """`customer.address`, `items[0].sku`, `['odd key']`; `$` for the whole value."""
    path = ""
    for part in parts:
        if isinstance(part, int):
            path += f"[{part}]"
            continue
        name = name_key(str(part))
        if _PLAIN_KEY.fullmatch(name):
            path += f".{name}" if path else name
        else:
            path += "['" + name.replace("\\", "\\\\").replace("'", "\\'") + "']"
    return path or "$"


def refuse_call(refusal: Refusal) -> ContractRefused:
    """The 422 invalid_request a refused call answers with."""
    return ContractRefused(refusal.message, field=refusal.path)


# ---- projecting a reply --------------------------------------------------------------------

def project_output(schema: dict, reply: Any, name_key: Callable[[str], str] = str) -> tuple[Any, list[str]]:
    """`reply` cut down to what `schema` declares, and the paths dropped.

    Properties the schema does not declare are dropped, recursively through objects and
    arrays; a value that then still fails its subschema is dropped whole (an array item
    leaves the array; a reply that fails at the top becomes null, path `$`). Under `anyOf`,
    `oneOf` and `allOf` nothing is cut: such a value is kept whole if it matches, else dropped.
    """
    validator = _validator(schema)
    checks: dict[str, Draft202012Validator] = {}
    dropped: list[list] = []

    def valid(pointer: str, value: Any) -> bool:
        if pointer not in checks:
            checks[pointer] = validator.evolve(schema={"$ref": f"{_CONTRACT_URI}#{pointer}"})
        return checks[pointer].is_valid(value)

    def drop(parts: list) -> None:
        # A dropped value's own dropped children are not listed: the value is gone.
        dropped[:] = [d for d in dropped if d[:len(parts)] != parts]
        dropped.append(parts)

    def walk(node: Any, pointer: str, value: Any, parts: list) -> tuple[bool, Any]:
        node, pointer = _followed(schema, node, pointer)
        if isinstance(node, bool):
            if not node:
                drop(parts)
            return node, value
        if isinstance(value, dict) and isinstance(node, dict) and not _combines(node):
            value = walk_object(node, pointer, value, parts)
        elif isinstance(value, list) and isinstance(node, dict) and not _combines(node):
            value = walk_array(node, pointer, value, parts)
        if not valid(pointer, value):
            drop(parts)
            return False, None
        return True, value

    def walk_object(node: dict, pointer: str, value: dict, parts: list) -> dict:
        declared = node.get("properties") or {}
        patterns = node.get("patternProperties") or {}
        extra = node.get("additionalProperties", True)
        out = {}
        for key, child in value.items():
            if key in declared:
                sub, sub_pointer = declared[key], f"{pointer}/properties/{_escape(key)}"
            else:
                matching = [p for p in patterns if re.search(p, key)]
                if matching:
                    sub, sub_pointer = patterns[matching[0]], f"{pointer}/patternProperties/{_escape(matching[0])}"
                elif extra is not False:
                    sub, sub_pointer = extra, f"{pointer}/additionalProperties"
                else:
                    drop([*parts, key])
                    continue
            kept, projected = walk(sub, sub_pointer, child, [*parts, key])
            if kept:
                out[key] = projected
        return out

    def walk_array(node: dict, pointer: str, value: list, parts: list) -> list:
        prefix = node.get("prefixItems") or []
        items = node.get("items", True)
        out = []
        for index, child in enumerate(value):
            if index < len(prefix):
                sub, sub_pointer = prefix[index], f"{pointer}/prefixItems/{index}"
            else:
                sub, sub_pointer = items, f"{pointer}/items"
            kept, projected = walk(sub, sub_pointer, child, [*parts, index])
            if kept:
                out.append(projected)
        return out

    kept, projected = walk(schema, "", reply, [])
    return (projected if kept else None), [property_path(parts, name_key) for parts in dropped]


def _combines(node: dict) -> bool:
    return any(keyword in node for keyword in ("anyOf", "oneOf", "allOf", "if", "not"))


def _followed(root: dict, node: Any, pointer: str) -> tuple[Any, str]:
    """A `$ref` node replaced by what it points to (inside the contract), up to a few hops."""
    for _ in range(16):
        if not (isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"].startswith("#")):
            return node, pointer
        pointer = node["$ref"][1:]
        node = root
        for part in [p for p in pointer.split("/") if p]:
            part = unquote(part).replace("~1", "/").replace("~0", "~")
            node = node[int(part)] if isinstance(node, list) else node[part]
    return node, pointer


def _escape(key: str) -> str:
    # A JSON Pointer token inside a URI fragment: ~ and / escaped, then percent-encoded.
    return quote(key.replace("~", "~0").replace("/", "~1"), safe="")


def try_contract(contract: Contract, body: Any) -> dict[str, Any]:
    """A call and/or a reply checked against `contract`, writing nothing (the console's test):
    `{"arguments": {"refusal": null | {path, rule, message}}}` for `arguments` in `body`,
    `{"result": {"result", "dropped"}}` for `result`. A side the contract lacks answers null."""
    if not isinstance(body, dict) or not body.keys() & {"arguments", "result"} or body.keys() - {
            "arguments", "result", "contract"}:
        raise InvalidContract("a test has arguments and/or result (and may carry a draft contract)", field="body")
    answer: dict[str, Any] = {}
    if "arguments" in body:
        arguments = body["arguments"]
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments)
            except ValueError:
                raise InvalidContract("arguments is a string but not valid JSON", field="arguments") from None
        refusal = input_refusal(contract.input, arguments) if contract.input is not None else None
        answer["arguments"] = None if contract.input is None else {
            "refusal": None if refusal is None else {"path": refusal.path, "rule": refusal.rule,
                                                     "message": refusal.message}}
    if "result" in body:
        if contract.output is None:
            answer["result"] = None
        else:
            projected, dropped = project_output(contract.output, body["result"])
            answer["result"] = {"result": projected, "dropped": dropped}
    return answer


# ---- for model providers -------------------------------------------------------------------

def schema_for_upstream(schema: dict) -> dict:
    """The schema a tool definition sent to a model provider carries: `format` and `pattern`
    removed from every subschema (the model must be able to write a token, such as
    `[EMAIL_…]`, where a value goes); the boundary checks the original after restoration."""
    copied = copy.deepcopy(schema)
    for node, _, _ in _subschemas(copied, "$"):
        if isinstance(node, dict):
            node.pop("format", None)
            node.pop("pattern", None)
    return copied


def canonical_json(schema: dict | None) -> str | None:
    """A schema as the store keeps it: compact JSON with sorted keys (None stays None)."""
    return None if schema is None else json.dumps(schema, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
