"""The gateway's own error codes, one class each (the family is daemon/core/errors.py's)."""

from __future__ import annotations

from daemon.core.errors import ResguardoError, UnknownToken


class NoUpstream(ResguardoError):
    """503 no_upstream: the daemon was started without an upstream for this provider."""

    status = 503
    code = "no_upstream"

    def __init__(self, option: str) -> None:
        super().__init__(f"no upstream is configured for this route; start the daemon with {option} URL")


class UpstreamUnreachable(ResguardoError):
    """502 upstream_unreachable: the provider could not be reached or its answer was cut off."""

    status = 502
    code = "upstream_unreachable"
    default_message = "the upstream provider could not be reached"


class UpstreamAnswerUnreadable(ResguardoError):
    """502 upstream_unreadable: a successful provider answer that is not the JSON its format
    promises. It is not handed to the client: what it holds could not be restored or checked."""

    status = 502
    code = "upstream_unreadable"
    default_message = "the upstream provider's answer is not JSON of its wire format"


class StrictRefusal(UnknownToken):
    """502 unknown_token: with X-Resguardo-Strict, the model's answer holds a token this
    request never issued. The same refusal as a strict /v1 answer's, but the answer came
    from the upstream, not from the client: 502 rather than 422."""

    status = 502
    default_message = "the model's answer contains a token this request never issued"
