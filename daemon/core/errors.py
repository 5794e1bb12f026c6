"""The daemon's one error family: each error code is one subclass of ResguardoError.

The core, the store (daemon/store/errors.py), the detectors and Presidio's API raise them;
the one middleware (daemon/web/errors.py) turns any of them into the JSON error of
docs/api.md from `status`, `code` and `message`. Messages name the field or the kind of
data, never a value or a token (docs/tokens.md §8): an error body is written down in logs
and shown to clients.
"""

from __future__ import annotations


class ResguardoError(Exception):
    """Base class: `status` (HTTP), `code` (machine), `field` (the input it is about, if any)."""

    status: int = 500
    code: str = "internal"
    default_message: str = "internal error"

    def __init__(self, message: str | None = None, *, field: str | None = None) -> None:
        self.message = message or self.default_message
        self.field = field
        super().__init__(self.message)

    @property
    def details(self) -> dict[str, object]:
        """Fields the /v1 error body carries besides `error` and `message` (never a value)."""
        return {}

    def to_body(self) -> dict[str, object]:
        """The JSON error body of docs/api.md: `{"error": code, "message": text}` and details."""
        return {"error": self.code, "message": self.message, **self.details}

    def __repr__(self) -> str:
        return f"{type(self).__name__}(code={self.code!r}, field={self.field!r}, message={self.message!r})"


class BadRequest(ResguardoError):
    """400: wrong type, missing field or malformed name; the message names the field."""

    status = 400
    code = "bad_request"
    default_message = "bad request"


class BodyTooLarge(ResguardoError):
    """413 body_too_large: the request's body is over the daemon's size limit."""

    status = 413
    code = "body_too_large"
    default_message = "Request body is larger than the limit"


class Unprocessable(ResguardoError):
    """422: well-formed input the boundary refuses to act on."""

    status = 422
    code = "unprocessable"
    default_message = "unprocessable input"


class UnknownToken(Unprocessable):
    """422 unknown_token: a strict answer holds something shaped like a marker that names no
    token the run issued; `position` is the character offset of the first one, so the
    runtime can regenerate from there."""

    code = "unknown_token"

    def __init__(self, position: int = 0) -> None:
        super().__init__(f"the answer contains a marker this run never issued, at offset {position}")
        self.position = position

    @property
    def details(self) -> dict[str, object]:
        return {"position": self.position}


class InvalidContract(Unprocessable):
    """422 invalid_contract: a tool contract that is not valid JSON Schema or not strict by
    construction; the message names the JSON path of the problem in the contract."""

    code = "invalid_contract"
    default_message = "the contract is not a strict JSON Schema"


class ContractRefused(Unprocessable):
    """422 invalid_request: a tool call fails its tool's input contract. The message names
    the property path and the rule (`Unexpected property: customer_email`), never a value;
    nothing is sent to the tool."""

    code = "invalid_request"
    default_message = "the call does not match the tool's contract"


class UnknownRun(ResguardoError):
    """404 unknown_run: no such run (never created, or deleted)."""

    status = 404
    code = "unknown_run"
    default_message = "no run with this run_id"


class RunExpired(ResguardoError):
    """410 run_expired: the run expired while idle; its mapping is gone."""

    status = 410
    code = "run_expired"
    default_message = "the run expired while idle; open a new run with the history"


class DetectionTimedOut(ResguardoError):
    """503 detection_timeout: a recognizer's regex ran past its time limit. Nothing was
    tokenized or restored: the text is not handed on half-searched."""

    status = 503
    code = "detection_timeout"
    default_message = "a recognizer's regex took longer than its time limit; nothing was tokenized"


class TooManyValues(ResguardoError):
    """413 too_many_values: one message holds more distinct values than a message may.
    Refused whole: nothing of it is tokenized or remembered."""

    status = 413
    code = "too_many_values"

    def __init__(self, field: str, limit: int) -> None:
        super().__init__(f"{field} holds more than {limit:,} distinct values; send it in smaller parts",
                         field=field)


class RunFull(Unprocessable):
    """422 run_full: the run already holds as many tokens as a run may. Refused whole."""

    code = "run_full"

    def __init__(self, field: str, limit: int) -> None:
        super().__init__(f"{field} would take the run past its limit of {limit:,} tokens; "
                         "open a new run for the next turn", field=field)


class RateLimited(ResguardoError):
    """429 rate_limited: this tenant tokenized more values than its rate allows; refused
    whole. `retry_after` is the whole number of seconds after which it would pass."""

    status = 429
    code = "rate_limited"

    def __init__(self, field: str, retry_after: int) -> None:
        super().__init__(f"tenant has tokenized more values than its rate limit allows; "
                         f"retry after {retry_after} s", field=field)
        self.retry_after = retry_after


class AnalysisUnavailable(ResguardoError):
    """503 analysis_unavailable: the analysis worker process serving the request stopped (it
    is being restarted) or none answered in time. Nothing was tokenized: the text is never
    handed on unsearched."""

    status = 503
    code = "analysis_unavailable"
    default_message = "an analysis worker stopped before it answered; nothing was tokenized, retry"
