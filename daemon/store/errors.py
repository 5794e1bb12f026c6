"""The store's errors, in the daemon's one family (daemon/core/errors.py).

Messages name the field and the rule that was broken, never the value: an error body is
logged and shown to clients, and a refused value may be exactly what must not be written
down (docs/tokens.md §8).
"""

from __future__ import annotations

from daemon.core.errors import ResguardoError


class StoreError(ResguardoError):
    """Base class of everything the store raises on purpose."""

    status: int = 500
    code: str = "store_error"
    default_message = "the store refused the operation"


class RefusedInput(StoreError):
    """422: well-formed input the store refuses to write."""

    status = 422
    code = "refused_input"


class InvalidGrant(RefusedInput):
    """422 invalid_grant: a wildcard, an empty or malformed tool name, or an unknown entity type."""

    code = "invalid_grant"


class InvalidPolicy(RefusedInput):
    """422 invalid_policy: an unknown entity type, or an empty policy."""

    code = "invalid_policy"


class InvalidPolicyFile(RefusedInput):
    """422 invalid_policy_file: the file is refused as a whole; `line` says where (1-based)."""

    code = "invalid_policy_file"

    def __init__(self, message: str, *, field: str | None = None, line: int | None = None) -> None:
        self.line = line
        if line is not None:
            message = f"line {line}: {message}"
        super().__init__(message, field=field)


class InvalidRecognizerMeta(RefusedInput):
    """422 invalid_recognizer: a malformed recognizer name, entity type or language list."""

    code = "invalid_recognizer"


class RefusedRecord(RefusedInput):
    """422 refused_record: an event or audit row that could carry a value or a token."""

    code = "refused_record"


class InvalidQuery(StoreError):
    """400 invalid_query: a filter of a query (since, until, limit, ...) is malformed."""

    status = 400
    code = "invalid_query"


class NotFound(StoreError):
    """404: the named thing does not exist."""

    status = 404
    code = "not_found"


class UnknownGrant(NotFound):
    """404 unknown_grant: no grant names this tool and this type."""

    code = "unknown_grant"


class UnknownContract(NotFound):
    """404 unknown_contract: no contract for this tool."""

    code = "unknown_contract"


class UnknownRecognizer(NotFound):
    """404 unknown_recognizer: no operator-added recognizer has this name."""

    code = "unknown_recognizer"


class EntityTypeInUse(StoreError):
    """409 entity_type_in_use: the change would leave the policy or a grant naming a type that
    no recognizer defines any more."""

    status = 409
    code = "entity_type_in_use"


class ChainBroken(StoreError):
    """409 chain_broken: the hash chain does not verify, so the store will not prune it.

    Pruning a broken chain would delete the evidence of the tampering.
    """

    status = 409
    code = "chain_broken"


class SchemaTooNew(StoreError):
    """500 schema_too_new: the database was written by a newer daemon than this one."""

    status = 500
    code = "schema_too_new"
