"""The boundary: tokenize what the model reads, restore what a grant allows, record every decision.

`Boundary` is the one object the HTTP layer calls. It is plain Python (no aiohttp, textual,
spaCy or Presidio imports: the detector is handed in), safe to call from a thread pool
(runs and the registry carry their own locks), and it writes nothing but value-free events
and tool-call audit shapes through the recorder (docs/tokens.md §8).
"""

from __future__ import annotations

import bisect
import contextlib
import dataclasses
import json
import re
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from daemon.core.contracts import (
    Contract,
    ContractLookup,
    checked_contract,
    input_refusal,
    names_in,
    project_output,
    refuse_call,
    schema_for_upstream,
)
from daemon.core.entities import NER_TYPES
from daemon.core.errors import BadRequest, InvalidContract, ResguardoError, RunExpired, UnknownRun
from daemon.core.generalize_message import generalize_message
from daemon.core.language import detect_language
from daemon.core.markers import FoundMarker
from daemon.core.name_screening import A_TOOL, CLEAN_NAMES_KEPT, IDENTIFIER, an_id_more_likely, runs_to_screen
from daemon.core.rate_limit import TokenizeRateLimit
from daemon.core.records import (
    Event,
    GrantLookup,
    PolicyEditor,
    PolicyLookup,
    QuasiPolicyLookup,
    Recorder,
    ToolCallAudit,
)
from daemon.core.restore import (
    UNKNOWN_ENTITY_TYPE,
    answer_resolver,
    distinct_key,
    key_for_record,
    keys_of,
    restore_answer,
    restore_tool_arguments,
)
from daemon.core.runs import (
    CUSTOMER,
    DEFAULT_MAX_TOKENS_PER_RUN,
    DEFAULT_MAX_VALUES_PER_MESSAGE,
    DEFAULT_TTL_SECONDS,
    Run,
    RunRegistry,
    tool_origin,
)
from daemon.core.stream import StreamRestorer
from daemon.core.tokens import canonical, derive_run_key, find_tokens, placeholder, token_for_canonical
from daemon.core.validation import (
    validate_history,
    validate_language,
    validate_name,
    validate_text,
    validate_tool,
    validate_ttl,
)
from daemon.detectors.base import Detector, Span
from daemon.detectors.overlaps import resolve_overlaps
from daemon.store.errors import InvalidGrant, InvalidPolicyFile
from recognizers.context import names_a_field_type

# Integers this long can be card numbers, phones or IDs; shorter ones (counts, prices) cannot.
_NUMBER_MIN_DIGITS = 7
# A JSON key of letters and underscores only (`email`, `customer_name`, `teléfono`) is a
# field name: no structured value is spelled without a digit, an `@` or a separator, so
# such keys skip detection; every other key is searched like a string leaf.
_FIELD_NAME = re.compile(r"[^\W\d]{1,64}")
# A key read as context for its value: a name, possibly with separators and digits after its
# first letter (`phone_2`, `contact.mobile`), never one that holds a value itself.
_FIELD_NAME_WITH_SEPARATORS = re.compile(r"[^\W\d][\w.\- ]{0,63}")
# Keys searched together per detector call, in characters: well under the analyzer's limit.
_KEYS_PER_CALL = 100_000


class Boundary:
    """Runs, tokenization, restoration and streaming, with every decision recorded.

    `secret` is the server secret (bytes); `detector` finds spans; `grants`, `policy` and
    `recorder` are the store. `clock` returns seconds since the epoch (tests inject one).
    `max_values_per_message` and `max_tokens_per_run` cap what one message and one run may
    hold; `rate_limit` (None: none) bounds the values each tenant may tokenize; `editor`
    (the store) is where grants, policy files and contracts are written; `contracts` (the
    store; None: no tool has one) is where tool contracts are read; `quasi` (the store) says
    which quasi-identifiers are generalized, and how far (docs/tokens.md §11).
    """

    def __init__(self, secret: bytes, detector: Detector, grants: GrantLookup, policy: PolicyLookup,
                 recorder: Recorder, clock: Callable[[], float] = time.time,
                 default_ttl_seconds: float = DEFAULT_TTL_SECONDS,
                 max_values_per_message: int = DEFAULT_MAX_VALUES_PER_MESSAGE,
                 max_tokens_per_run: int = DEFAULT_MAX_TOKENS_PER_RUN,
                 rate_limit: TokenizeRateLimit | None = None, editor: PolicyEditor | None = None,
                 contracts: ContractLookup | None = None, quasi: QuasiPolicyLookup | None = None) -> None:
        if not isinstance(secret, (bytes, bytearray)) or len(secret) < 16:
            raise ValueError("the server secret must be at least 16 bytes")
        self._secret = bytes(secret)
        self.detector = detector
        self.grants = grants
        self.policy = policy
        self.recorder = recorder
        self.runs = RunRegistry(clock=clock, default_ttl_seconds=default_ttl_seconds)
        self.max_values_per_message = max_values_per_message
        self.max_tokens_per_run = max_tokens_per_run
        self.rate_limit = rate_limit
        self.editor = editor
        self.contracts = contracts
        self.quasi = quasi
        self._clean_names: OrderedDict[tuple, None] = OrderedDict()
        self._clean_names_for: tuple | None = None
        self._patterns: Detector | None = None  # for languages the detector has no pipeline for

    def __repr__(self) -> str:
        return f"Boundary(detector={self.detector.name!r}, runs={len(self.runs)})"

    # ---- runs -----------------------------------------------------------------------------

    def open_run(self, tenant: str, session: str, language: str = "auto",
                 history: list[dict] | None = None,
                 ttl_seconds: float | None = None) -> tuple[Run, list[dict]]:
        """A new run for (tenant, session), rebuilt from `history` tokenized again in order.

        Returns the run and the history as the model may read it: each item as
        {role, content, tool?} (other keys are not echoed), content tokenized; user values
        get origin customer, tool values `tool:<name>`, assistant values none. Refuses bad
        names, language, ttl or history shape with BadRequest naming the field; then nothing
        is created.
        """
        validate_name(tenant, "tenant")
        validate_name(session, "session")
        validate_language(language)
        ttl = validate_ttl(ttl_seconds)
        items = validate_history(history)
        # Both are written to every event of the run: an e-mail as a session id would be too.
        for field, name in (("tenant", tenant), ("session", session)):
            self.refuse_value_in_name(language, name, field=field, must=IDENTIFIER, digits_are_ids=True)
        for i, item in enumerate(items):
            if item["role"] == "tool":  # written to the record like any tool name
                self.refuse_value_in_name(language, item["tool"], field=f"history[{i}].tool")
        if items and self.rate_limit is not None:
            self.rate_limit.check(tenant)
        run = self.runs.create(tenant, session, derive_run_key(self._secret, tenant, session),
                               language=language, ttl_seconds=ttl)
        events: list[Event] = []
        rebuilt: list[dict] = []
        try:
            values = 0
            for i, item in enumerate(items):
                role = item["role"]
                tool = item.get("tool") if role == "tool" else None
                origin = CUSTOMER if role == "user" else tool_origin(tool) if tool else None
                # Each item is a message of its own for the cap on values; the run's cap
                # holds across them (a refusal deletes the run below, so nothing stays).
                with self._message(run, f"history[{i}].content") as scope:
                    content = self._tokenize_json(run, item["content"], origin, tool, events)
                    values += len(scope.seen)
                if role != "assistant":  # the model's own words were written from generalized text
                    content = self._generalize(run, content, tool, events)
                out = {"role": role, "content": content}
                if tool:
                    out["tool"] = tool
                rebuilt.append(out)
            if items and self.rate_limit is not None:
                self.rate_limit.charge(tenant, values)
        except BaseException:
            self.runs.delete(run.run_id)
            raise
        if items:
            events.append(self._event(run, "run_rebuilt"))
        self._record(events)
        return run, rebuilt

    def describe_run(self, run_id: str) -> dict:
        """{run_id, tenant, session, tokens: count, expires_at}: no values, no tokens."""
        run = self._run(run_id, touch=False)
        return {"run_id": run.run_id, "tenant": run.tenant, "session": run.session,
                "tokens": run.token_count, "expires_at": run.expires_at}

    def close_run(self, run_id: str) -> None:
        """Delete the run and wipe its mapping. UnknownRun / RunExpired when there is none."""
        try:
            self.runs.delete(run_id)
        except RunExpired:
            self.expire_idle_runs()
            raise

    def expire_idle_runs(self) -> list[str]:
        """Wipe idle runs, record `run_expired` for each; returns their ids."""
        expired = self.runs.expire_idle()
        self._record([self._event(run, "run_expired") for run in expired])
        return [run.run_id for run in expired]

    # ---- what the model reads ---------------------------------------------------------------

    def tokenize_customer(self, run_id: str, text: str) -> str:
        """The customer's message with every detected value replaced by its token (origin customer)."""
        validate_text(text)
        run = self._run(run_id)
        events: list[Event] = []
        with self._charged_message(run, "text"):
            out = self._tokenize_text(run, text, CUSTOMER, None, events)
        out = self._generalize(run, out, None, events)
        self._record(events)
        return out

    def tokenize_tool_result(self, run_id: str, tool: str, result: Any) -> Any:
        """A tool's reply, same JSON shape, every string leaf tokenized (origin `tool:<name>`).

        Keys are tokenized too (a CRM answer keyed by email address): a key that is not a
        plain field name is searched like a string leaf. Numbers that a detector recognises
        whole (a card or phone sent as a number) become their token string, so the model never
        reads them. A tool with an output contract has its reply projected first
        (tokenize_tool_reply).
        """
        return self.tokenize_tool_reply(run_id, tool, result)[0]

    def tokenize_tool_reply(self, run_id: str, tool: str, result: Any) -> tuple[Any, list[str] | None]:
        """(the reply as the model reads it, the paths its output contract dropped, or None
        when the tool has no output contract). The reply is projected onto the contract
        before it is tokenized (docs/contracts.md); each dropped path writes a
        contract_dropped event naming the tool and the path."""
        validate_tool(tool)
        run = self._run(run_id)
        self.refuse_value_in_name(run.language, tool)
        contract = self._contract(tool)
        dropped = None
        if contract is not None and contract.output is not None:
            result, dropped = project_output(contract.output, result, self._key_namer(run, result))
        events: list[Event] = [self._event(run, "contract_dropped", tool=tool, path=path) for path in dropped or ()]
        with self._charged_message(run, "result"):
            out = self._tokenize_json(run, result, tool_origin(tool), tool, events)
        out = self._generalize(run, out, tool, events)
        self._record(events)
        return out, dropped

    # ---- what a tool and the customer read --------------------------------------------------

    def restore_tool_call(self, run_id: str, tool: str, arguments: Any) -> tuple[Any, list[dict]]:
        """Arguments for `tool` with granted tokens restored; (arguments, decisions).

        Records one event per token and the call's audit shape. Refuses a bad tool name and
        arguments that are neither an object nor a string of valid JSON (BadRequest).
        """
        validate_tool(tool)
        if not isinstance(arguments, (str, dict)):
            raise BadRequest("arguments must be a JSON object or a string holding JSON", field="arguments")
        run = self._run(run_id)
        self.refuse_value_in_name(run.language, tool)
        new_arguments, decisions, shape = restore_tool_arguments(
            run, tool, arguments, self.grants.is_granted,
            keys_for_record=lambda keys: self._keys_with_placeholders(run, keys),
        )
        contract = self._contract(tool)
        if contract is not None and contract.input is not None:
            # Checked on exactly what the tool would receive: after restoration.
            received = json.loads(new_arguments) if isinstance(new_arguments, str) else new_arguments
            refusal = input_refusal(contract.input, received, self._key_namer(run, received))
            if refusal is not None:
                self.recorder.record_tool_call(
                    ToolCallAudit(tenant=run.tenant, session=run.session, run_id=run.run_id, tool=tool,
                                  shape=shape, outcome="refused"),
                    [self._event(run, "contract_refused", tool=tool, path=refusal.path, rule=refusal.rule)],
                )
                raise refuse_call(refusal)
        events = [
            Event(kind=d["outcome"], tenant=run.tenant, session=run.session, run_id=run.run_id,
                  tool=tool, entity_type=d["entity_type"] or UNKNOWN_ENTITY_TYPE, path=d["path"],
                  reason=d.get("reason"))
            for d in decisions
        ]
        # Written together or not at all: the tool gets its arguments only after both are down.
        self.recorder.record_tool_call(
            ToolCallAudit(tenant=run.tenant, session=run.session, run_id=run.run_id, tool=tool, shape=shape),
            events,
        )
        return new_arguments, decisions

    def restore_answer(self, run_id: str, text: str, strict: bool = False) -> str:
        """The answer with the customer's own values back; other tokens verbatim.

        strict=True refuses an answer holding a never-issued token (UnknownToken, 422).
        """
        validate_text(text)
        if not isinstance(strict, bool):
            raise BadRequest("strict must be true or false", field="strict")
        run = self._run(run_id)
        restored: list[str] = []
        out = restore_answer(run, text, strict, on_restored=restored.append)
        self._record([self._event(run, "answer_restored", entity_type=t) for t in restored])
        return out

    def open_answer_stream(self, run_id: str) -> StreamRestorer:
        """A stream restorer for this run's answer; records answer_restored as tokens restore."""
        run = self._run(run_id)
        return _RecordedAnswerStream(self, run)

    def redact(self, text: str, language: str = "auto") -> str:
        """Outside a run (docs/tokens.md §7): values replaced by `[LABEL]`, which restores to nothing."""
        validate_text(text)
        validate_language(language)
        return self._placeholders(text, self._language(language, text))

    # ---- one gateway request (docs/gateway.md) ---------------------------------------------

    def open_request_run(self, tenant: str, session: str, tenant_field: str = "tenant",
                         session_field: str = "session") -> str:
        """A run for one provider request, id `gw-…`: filled from the request's own history
        (tokenize_for_model), used for its answer, then closed. Names are checked as
        open_run checks them, the refusals naming `tenant_field` / `session_field`."""
        validate_name(tenant, tenant_field)
        validate_name(session, session_field)
        for field, name in ((tenant_field, tenant), (session_field, session)):
            self.refuse_value_in_name("auto", name, field=field, must=IDENTIFIER, digits_are_ids=True)
        run = self.runs.create(tenant, session, derive_run_key(self._secret, tenant, session), id_prefix="gw-")
        return run.run_id

    def tokenize_for_model(self, run_id: str, node: Any, origin: str | None, tool: str | None = None,
                           field: str = "messages") -> Any:
        """One message part (text or JSON) as the model may read it. `origin` is `customer`,
        `tool:<name>`, `operator` (a system prompt: never restored to the customer) or None
        (assistant history: issued, claims no value). Charged and capped like a turn."""
        run = self._run(run_id)
        events: list[Event] = []
        with self._charged_message(run, field):
            out = self._tokenize_json(run, node, origin, tool, events)
        self._record(events)
        return out

    def tool_token_resolver(self, run_id: str, tool: str) -> Callable[[FoundMarker], str | None]:
        """marker → the value a grant lets `tool` have, else None (the marker stays): the rule
        of restore_tool_call, for a streamed call (a marker names a token of the run, in any
        of the shapes docs/tokens.md §5 allows); the call is recorded when it completes."""
        run = self._run(run_id)

        def resolve(marker: FoundMarker) -> str | None:
            token = run.token_for_marker(marker)
            if token is None:
                return None
            with run.lock:
                entry = run.lookup(token)
                if entry is None or run.is_collision(token):
                    return None
                entity_type, surface = entry.entity_type, entry.surface
            return surface if self.grants.is_granted(tool, entity_type) else None

        return resolve

    def never_issued(self, run_id: str, text: str) -> int | None:
        """The offset of the first token in `text` this run never issued, or None."""
        run = self._run(run_id, touch=False)
        for token in find_tokens(text):
            if run.lookup(token.text) is None:
                return token.start
        return None

    # ---- internals --------------------------------------------------------------------------

    def _placeholders(self, text: str, language: str) -> str:
        """`text` with each detected value of the policy's types replaced by `[LABEL]`."""
        entities = self._entities()
        if not text or not entities:
            return text
        return _with_placeholders(text, self._spans(text, language, entities))

    def _keys_with_placeholders(self, run: Run, keys: list[str]) -> dict[str, str]:
        """For the record: each key that is not a plain field name by its shape: its values
        as `[LABEL]` where a reading of the whole key finds them, and the whole key as
        `[KEY]` when a value is found only in one of its runs of letters and digits
        (`custES9121000418450200051332`, glued where the whole reads as one word). A key
        is never written as the tool got it unless neither reading finds a value."""
        recorded = {key: _with_placeholders(key, spans) for key, spans in self._key_spans(run, keys)}
        entities = self._entities()
        runs = {key: runs_to_screen(shown) for key, shown in recorded.items()}
        texts = list(dict.fromkeys(text for each in runs.values() for text in each))
        if not texts or not entities:
            return recorded
        found = self._spans_of_each(texts, self._language(run.language, "\n".join(texts)), entities)
        holding = {text for text, spans in zip(texts, found) if spans}
        return {key: "[KEY]" if holding.intersection(runs[key]) else shown for key, shown in recorded.items()}

    def _key_spans(self, run: Run, keys: list[str]) -> list[tuple[str, list[Span]]]:
        """(key, its spans) for each distinct key that is not a plain field name, all searched
        together (`_spans_of_each`: an object keyed by dates or ids has hundreds of keys)."""
        entities = self._entities()
        searched = [key for key in dict.fromkeys(keys) if not _FIELD_NAME.fullmatch(key)]
        if not searched or not entities:
            return []
        found = self._spans_of_each(searched, self._language(run.language, "\n".join(searched)), entities)
        return list(zip(searched, found))

    def _spans_of_each(self, texts: list[str], language: str, entities: list[str]) -> list[list[Span]]:
        """Spans in each of `texts` (short ones: the keys of a JSON object), found by one
        detector call per _KEYS_PER_CALL characters of them, one per line; offsets are each
        text's own. A span reaching from one text into the next (a name model can read two
        lines of names as one name) is no value of either: the texts it touches are searched
        again one by one, so a value in them is still found."""
        found: list[list[Span]] = [[] for _ in texts]
        again: set[int] = set()
        first = 0
        while first < len(texts):
            last, size = first, 0
            while last < len(texts) and (last == first or size + len(texts[last]) < _KEYS_PER_CALL):
                size += len(texts[last]) + 1
                last += 1
            starts, position = [], 0
            for text in texts[first:last]:
                starts.append(position)
                position += len(text) + 1
            for span in self._spans("\n".join(texts[first:last]), language, entities):
                index = bisect.bisect_right(starts, span.start) - 1
                if span.end <= starts[index] + len(texts[first + index]):
                    found[first + index].append(dataclasses.replace(
                        span, start=span.start - starts[index], end=span.end - starts[index]))
                else:
                    again.update(range(first + index, first + bisect.bisect_left(starts, span.end)))
            first = last
        for index in sorted(again):
            found[index] = self._spans(texts[index], language, entities)
        return found

    def explain(self, text: str, language: str, detector: Detector | None = None) -> dict:
        """What `detector` (the boundary's own when None) finds in `text`, explained, and which
        of its spans a run would tokenize: {detector, spans: [{…, tokenized}]}. The
        boundary's detector reads `language` as a run would (detector_for: `pt-BR` as `pt`, a
        language without a pipeline by the patterns)."""
        validate_text(text)
        if detector is None or detector is self.detector:
            detector, language = self.detector_for(language)
        spans = detector.explain(text, language)
        policy = set(self._entities())
        tokenized = set(resolve_overlaps([_as_span(s) for s in spans if s["entity_type"] in policy]))
        for span in spans:
            span["tokenized"] = _as_span(span) in tokenized
        answer = {"detector": detector.name, "spans": spans}
        quasi = self.quasi.quasi_identifier_policy() if self.quasi is not None else None
        if quasi is not None:
            # What a run would generalize in this text, and the k it would reach (tokens.md §11).
            _, generalized, chosen = generalize_message(text, language, quasi)
            answer["generalized"] = [{"start": g.start, "end": g.end, "entity_type": g.entity_type,
                                      "level": g.level, "text": g.text} for g in generalized]
            answer["k"] = chosen.k
        return answer

    def add_grant(self, tool: str, entity_type: str) -> bool:
        """Grant `tool` the values of `entity_type`; True when the grant is new. The name's
        shape is checked first (the store's rule), then whether it holds a value: both are
        refused with InvalidGrant (422), and nothing is written."""
        self.editor.check_grant(tool, entity_type)
        self.refuse_grant_tools([tool], ["grant.tool"])
        return self.editor.add_grant(tool, entity_type)

    def import_policy_file(self, text: str | bytes):
        """Replace the policy and the grants with a policy file's. Read and checked before
        anything is written: the file's rules, then its grants' tool names for values of the
        file's own policy (the one they will live under), as add_grant does with the current
        one. Refused whole with InvalidPolicyFile (422)."""
        checked = self.editor.read_policy_file(text)
        self.refuse_grant_tools([tool for tool, _ in checked.grants],
                                [f"grants[{i}].tool" for i in range(len(checked.grants))],
                                InvalidPolicyFile, list(checked.entities))
        contracts = checked.contracts
        self.refuse_grant_tools([contract.tool for contract in contracts],
                                [f"contracts key #{i + 1}" for i in range(len(contracts))],
                                InvalidPolicyFile, list(checked.entities))
        for index, contract in enumerate(contracts):
            for name, field in names_in(contract.to_dict()):
                self.refuse_value_in_name("auto", name, field=f"contracts key #{index + 1}: {field}",
                                          refusal=InvalidPolicyFile, must="name a field", policy=list(checked.entities))
        return self.editor.import_policy_file(text)

    # ---- tool contracts (docs/contracts.md) ----------------------------------------------------

    def put_contract(self, tool: str, body: Any) -> tuple[Contract, str | None]:
        """Check and store `tool`'s contract; (the contract, `new`/`replaced`/None if unchanged).

        Refused with 422: a tool name a grant could not carry (InvalidGrant) or one holding a
        value, a contract that is not strict JSON Schema (InvalidContract, naming the path).
        """
        self.editor.check_contract_tool(tool)
        self.refuse_grant_tools([tool], ["tool"], refusal=InvalidContract)
        # Its property names are written to the store and every export of the policy file.
        for name, field in names_in(body):
            self.refuse_value_in_name("auto", name, field=field, refusal=InvalidContract, must="name a field")
        contract = checked_contract(tool, body)
        return contract, self.editor.put_contract(contract)

    def upstream_input_schema(self, tool: str) -> dict | None:
        """The input schema a tool definition sent to a model provider carries for `tool`
        (the gateway's): its contract's, with `format` and `pattern` removed so the model can
        write a token there; None when the tool has no input contract. The original is still
        checked after restoration (restore_tool_call)."""
        contract = self._contract(tool)
        return schema_for_upstream(contract.input) if contract is not None and contract.input is not None else None

    def _contract(self, tool: str) -> Contract | None:
        return self.contracts.contract_for(tool) if self.contracts is not None else None

    def _key_namer(self, run: Run, node: Any) -> Callable[[str], str]:
        """How a key of `node` is named in an error, a path or an event: as the record shows
        it (a key holding a value as its label). The keys are screened once, on first use."""
        shown: dict[str, str] | None = None

        def name(key: str) -> str:
            nonlocal shown
            if shown is None:
                shown = self._keys_with_placeholders(run, keys_of(node))
            return key_for_record(shown.get(key, key))

        return name

    def refuse_grant_tools(self, tools: list[str], fields: list[str], refusal: type[Exception] = InvalidGrant,
                           policy: list[str] | None = None) -> None:
        """A grant's tool name is written to the grants table and every export of it: one
        holding a value is refused, as any other malformed grant is (422 `invalid_grant`,
        or the policy file's own refusal). Read with the policy's types (`policy`: those of
        a policy file that comes with the grants), in the language the name reads as."""
        for tool, field in zip(tools, fields):
            self.refuse_value_in_name("auto", tool, field=field, refusal=refusal, policy=policy)

    def refuse_value_in_name(self, language: str, name: str, field: str = "tool", must: str = "",
                             refusal: type[Exception] = BadRequest, digits_are_ids: bool = False,
                             policy: list[str] | None = None) -> None:
        """A name written to every event and audit row (a tool's, a tenant's, a session's):
        one holding a value (a prompt-injected call to `tool: "<a NIF>"`, an e-mail as a
        session id) is refused. Only the structured types are looked for: a name-finding
        model could take `mercedes_lookup` for a person and would then refuse a real tool.

        With `digits_are_ids` (tenants and sessions), what an id holds more often than a
        customer's value does not count (an_id_more_likely): a name of nothing but digits,
        and a phone anywhere but in the whole name as written. Any other value is refused
        however it sits in the name: with its own separators (`+34 612…`, `123.456.789-09`),
        glued to letters (`conv4111111111111111`, `cust12345678Z`) or set off by separators
        (`conv-4111111111111111`)."""
        entities = [entity for entity in (self._entities() if policy is None else dict.fromkeys(policy))
                    if entity not in NER_TYPES]
        if not entities or _FIELD_NAME.fullmatch(name):
            return
        language = self._language(language, name)
        # An agent calls the same few tools all run long: a name found clean stays clean
        # until the policy or the detector's recognizers change (its `revision`). Only clean
        # names are kept, and only for the current policy and revision (the key holds them
        # too, so a verdict reached under the old ones never answers for the new).
        revision = self.detector.revision
        if revision is not None:
            generation = (tuple(entities), revision)
            if generation != self._clean_names_for:
                self._clean_names.clear()
                self._clean_names_for = generation
            # The reading too: a bare number clean as a session id is not clean as a tool.
            known = (name, language, generation, digits_are_ids)
            if known in self._clean_names:
                self._clean_names.move_to_end(known)
                return
        # Each run of letters and digits is read too (runs_to_screen): detection takes
        # `lookup-612345678`, `crm_123.456.789-09` or `cust12345678Z` for one identifier, as
        # it must in text (`ORD-2024-558812`), but in a name a part can be a value. One
        # detector call for all of them.
        texts = [name, *runs_to_screen(name)]
        spans = self._spans_of_each(texts, language, entities)
        found = sorted({span.entity_type for index, (text, each) in enumerate(zip(texts, spans)) for span in each
                        if not (digits_are_ids and an_id_more_likely(name, text, span, whole=index == 0))})
        if found:
            raise refusal(f"{field} holds a value of type {', '.join(found)}; {must or A_TOOL}", field=field)
        if revision is not None:
            # The least recently seen name goes first: a stream of new session ids must not
            # push out the few tool names every run calls.
            if len(self._clean_names) >= CLEAN_NAMES_KEPT:
                self._clean_names.popitem(last=False)
            self._clean_names[known] = None

    def _generalize(self, run: Run, message: Any, tool: str | None, events: list[Event]) -> Any:
        """`message` (tokenized already) with its quasi-identifiers generalized as the policy
        says, one `generalized` event each (type, level, k; never the value)."""
        policy = self.quasi.quasi_identifier_policy() if self.quasi is not None else None
        if policy is None:
            return message
        language = self._language(run.language, message if isinstance(message, str) else _text_of(message))
        out, generalized, chosen = generalize_message(message, language, policy)
        events += [self._event(run, "generalized", tool=tool, entity_type=g.entity_type, level=g.level, k=chosen.k)
                   for g in generalized]
        return out

    def _message(self, run: Run, field: str):
        """One message remembered whole or not at all, under this boundary's caps."""
        return run.message(field, self.max_values_per_message, self.max_tokens_per_run)

    @contextlib.contextmanager
    def _charged_message(self, run: Run, field: str):
        """A message under the caps and the tenant's rate limit: refused before detection
        when the tenant has nothing left, and refused whole (undone) when its values come
        to more than is left."""
        if self.rate_limit is not None:
            self.rate_limit.check(run.tenant)
        with self._message(run, field) as scope:
            yield scope
            if self.rate_limit is not None:
                self.rate_limit.charge(run.tenant, len(scope.seen))

    def _run(self, run_id: Any, touch: bool = True) -> Run:
        if not isinstance(run_id, str):
            raise UnknownRun()
        try:
            return self.runs.get(run_id, touch=touch)
        except RunExpired:
            self.expire_idle_runs()  # records run_expired for the run found stale just now
            raise

    def _record(self, events: list[Event]) -> None:
        if events:
            self.recorder.record_events(events)

    @staticmethod
    def _event(run: Run, kind: str, **fields: Any) -> Event:
        return Event(kind=kind, tenant=run.tenant, session=run.session, run_id=run.run_id, **fields)

    def _entities(self) -> list[str]:
        return list(dict.fromkeys(self.policy.tokenized_entities()))

    @staticmethod
    def _language(language: str, text: str) -> str:
        return detect_language(text) if language == "auto" else language

    def detector_for(self, language: str) -> tuple[Detector, str]:
        """The detector and language code that read text in `language`: the detector's own
        for a language it serves (`pt-BR` is read as `pt`), else the patterns detector, which
        finds every structured type in any language (not PERSON: that needs a pipeline)."""
        supported = self.detector.supported_languages()
        if language in supported:
            return self.detector, language
        primary = re.split(r"[-_]", language, maxsplit=1)[0].lower()
        if primary in supported:
            return self.detector, primary
        if self._patterns is None:
            from daemon.detectors.patterns import PatternsDetector

            self._patterns = PatternsDetector()
        return self._patterns, language

    def _spans(self, text: str, language: str, entities: list[str]) -> list[Span]:
        """Detected spans of policy types, in bounds, clear of existing tokens, non-overlapping."""
        wanted = set(entities)
        tokens = [(t.start, t.end) for t in find_tokens(text)]
        token_starts = [start for start, _ in tokens]
        spans = []
        detector, language = self.detector_for(language)
        for span in detector.detect(text, language, entities):
            if span.entity_type not in wanted or not isinstance(span.start, int) \
                    or not isinstance(span.end, int) or not 0 <= span.start < span.end <= len(text):
                continue
            if tokens:
                # Never tokenize inside (or across) a token already in the text.
                i = bisect.bisect_left(token_starts, span.end)
                if i > 0 and tokens[i - 1][1] > span.start:
                    continue
            spans.append(span)
        if not spans:
            return []
        kept: list[Span] = []
        for span in sorted(resolve_overlaps(spans), key=lambda s: (s.start, s.end)):
            if not kept or span.start >= kept[-1].end:  # defensive: whatever the resolver did
                kept.append(span)
        return kept

    def _tokenize_text(self, run: Run, text: str, origin: str | None, tool: str | None,
                       events: list[Event], field: str | None = None) -> str:
        entities = self._entities()
        if not text or not entities:
            return text
        spans = self._spans_in_field(text, self._language(run.language, text), entities, field)
        return self._tokens_for(run, text, spans, origin, tool, events)

    def _spans_in_field(self, text: str, language: str, entities: list[str], field: str | None) -> list[Span]:
        """`_spans` of a JSON leaf, read with its field name as context when the name says what
        it holds: `{"phone": "4155550132"}` is read as `phone: 4155550132`, so a bare value a
        detector takes as a phone only beside a cue is found (any detector, remote ones too),
        and `{"total": 612345678}` as `total: 612345678`, an amount."""
        if field is None or not names_a_field_type(field):
            return self._spans(text, language, entities)
        prefix = f"{field}: "
        shift = len(prefix)
        # A span reaching back into the name is kept from the value's start: a value is never
        # dropped for what the name added.
        return [dataclasses.replace(span, start=max(span.start, shift) - shift, end=span.end - shift)
                for span in self._spans(prefix + text, language, entities) if span.end > shift]

    def _tokens_for(self, run: Run, text: str, spans: list[Span], origin: str | None, tool: str | None,
                    events: list[Event]) -> str:
        """`text` with each of `spans` replaced by its token, remembered in the run."""
        if not spans:
            return text
        pieces: list[str] = []
        last = 0
        with run.lock:
            if run.closed:
                raise UnknownRun()
            for span in spans:
                value = text[span.start:span.end]
                # A span can hold no canonical form of its type (an email merged under a
                # phone span has no digits): it is still a value, so it is still tokenized,
                # keyed on the text as written.
                canon = canonical(span.entity_type, value) or value
                token = token_for_canonical(run.key, span.entity_type, canon)
                if run.remember(token, span.entity_type, canon, value, origin):
                    events.append(self._event(run, "collision", tool=tool, entity_type=span.entity_type))
                pieces.append(text[last:span.start])
                pieces.append(token)
                last = span.end
        pieces.append(text[last:])
        return "".join(pieces)

    def _tokenize_json(self, run: Run, node: Any, origin: str | None, tool: str | None,
                       events: list[Event], field: str | None = None) -> Any:
        """`node` tokenized; `field` is the name of the nearest key above it, read as context."""
        if isinstance(node, str):
            return self._tokenize_text(run, node, origin, tool, events, field)
        if isinstance(node, dict):
            new_keys = {key: self._tokens_for(run, key, spans, origin, tool, events)
                        for key, spans in self._key_spans(run, list(node))}
            out: dict = {}
            for key, value in node.items():
                # Two keys can become one token (`Ana@example.com` and `ana@example.com`).
                out[distinct_key(new_keys.get(key, key), out)] = self._tokenize_json(
                    run, value, origin, tool, events, key if _FIELD_NAME_WITH_SEPARATORS.fullmatch(key) else None)
            return out
        if isinstance(node, (list, tuple)):
            return [self._tokenize_json(run, value, origin, tool, events, field) for value in node]
        digits = _whole_number_digits(node)
        if digits is not None and len(digits) >= _NUMBER_MIN_DIGITS:
            tokenized = self._tokenize_text(run, digits, origin, tool, events, field)
            return node if tokenized == digits else tokenized
        return node


def _text_of(node: Any) -> str:
    """A JSON message's strings, for guessing its language."""
    if isinstance(node, str):
        return node
    if isinstance(node, dict):
        return " ".join(_text_of(value) for value in node.values())
    if isinstance(node, (list, tuple)):
        return " ".join(_text_of(value) for value in node)
    return ""


def _as_span(span: dict) -> Span:
    return Span(span["start"], span["end"], span["entity_type"], span["score"], span["recognizer"])


def _with_placeholders(text: str, spans: list[Span]) -> str:
    pieces: list[str] = []
    last = 0
    for span in spans:
        pieces.append(text[last:span.start])
        pieces.append(placeholder(span.entity_type))
        last = span.end
    pieces.append(text[last:])
    return "".join(pieces)


def _whole_number_digits(node: Any) -> str | None:
    """The digits of a whole JSON number, sign dropped: `-4111111111111111` and
    `4111111111111111.0` hold a card as surely as the plain integer does."""
    if isinstance(node, bool):
        return None
    if isinstance(node, int):
        return str(abs(node))
    if isinstance(node, float) and node.is_integer():  # False for nan and inf too
        return str(int(abs(node)))
    return None


class _RecordedAnswerStream(StreamRestorer):
    """A StreamRestorer that records answer_restored events and keeps its run alive."""

    __slots__ = ("_boundary", "_run", "_restored")

    def __init__(self, boundary: Boundary, run: Run) -> None:
        self._boundary = boundary
        self._run = run
        self._restored: list[str] = []
        super().__init__(answer_resolver(run, on_restored=self._restored.append))

    def _flush(self) -> None:
        if self._restored:
            # Copied and cleared in place: the resolver holds this very list's append.
            restored = self._restored[:]
            self._restored.clear()
            self._boundary._record([Boundary._event(self._run, "answer_restored", entity_type=t)
                                    for t in restored])

    def feed(self, chunk: str) -> str:
        try:
            self._boundary.runs.get(self._run.run_id)  # a streaming answer is a use of the run
        except RunExpired:
            self._boundary.expire_idle_runs()  # the wiped mapping restores nothing further
        except ResguardoError:
            pass  # closed mid-answer: likewise nothing further is restored
        out = super().feed(chunk)
        self._flush()
        return out

    def close(self) -> str:
        out = super().close()
        self._flush()
        return out
