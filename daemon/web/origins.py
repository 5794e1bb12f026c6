"""Requests a web page could make: refused before any route reads them.

Any page a browser opens can send requests to 127.0.0.1. Three things let it reach the
daemon, and each is refused here (docs/api.md, "Access rules and limits"):

- A `Host` that is not a loopback name, while the daemon serves loopback only. A page on
  `evil.example` whose name is re-bound (DNS rebinding) to 127.0.0.1 becomes same-origin
  with the daemon and can read its answers; its requests still carry `Host: evil.example`.
  Loopback IP literals and `localhost` are the only names a local client uses (the
  console, Presidio clients, curl), and no page can make the browser send them except
  from a loopback origin. A request without `Host` (HTTP/1.0) is not a browser's.
- An `Origin` that is not a loopback origin, on every route: browsers send `Origin` on
  every cross-origin request they let a page make (a form post, a `fetch`, a WebSocket
  handshake, which no CORS check guards), and non-browser clients do not send it.
- A body that is not `application/json` on Presidio's POST routes (`/analyze`,
  `/anonymize`, `/deanonymize`) and on `/v1`: `text/plain`,
  `application/x-www-form-urlencoded` and `multipart/form-data` are the types a page may
  POST without the CORS preflight this daemon never answers. The policy file's PUT takes
  YAML (or JSON, which YAML reads), neither of which a page may send without a preflight.

The middleware that applies these rules is daemon/web/access.py's `refuse_cross_site`.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

JSON_TYPE = "application/json"
# The YAML types in use (RFC 9512 registered application/yaml; text/yaml and
# application/x-yaml are what older tools send), and JSON, which is YAML too.
POLICY_FILE_TYPES = frozenset({"application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml", JSON_TYPE})
POLICY_FILE_PATH = "/v1/policy-file"
_BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
# Presidio's analyzer and anonymizer routes that take a body.
PRESIDIO_BODY_PATHS = frozenset({"/analyze", "/anonymize", "/deanonymize"})
# The gateway's routes (docs/gateway.md): provider SDKs send JSON, and only JSON is read.
GATEWAY_PREFIXES = ("/openai/", "/anthropic/")


def is_gateway_path(path: str) -> bool:
    return path.startswith(GATEWAY_PREFIXES)


def is_loopback_name(host: str) -> bool:
    """`localhost`, a loopback IPv4 literal (127.0.0.0/8) or `[::1]`; no port."""
    if host.lower() == "localhost":
        return True
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    elif ":" in host:
        return False  # an IPv6 literal in a Host header is always bracketed
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def is_loopback_host_header(value: str) -> bool:
    """A `Host` header naming loopback, with or without a port."""
    value = value.strip()
    name, port = value, ""
    if value.startswith("["):
        closing = value.find("]")
        if closing == -1:
            return False
        name, rest = value[: closing + 1], value[closing + 1:]
        if rest:
            if not rest.startswith(":"):
                return False
            port = rest[1:]
    elif ":" in value:
        name, _, port = value.rpartition(":")
    if port and not (port.isascii() and port.isdigit() and int(port) <= 65535):
        return False
    return bool(name) and is_loopback_name(name)


def is_loopback_origin(value: str) -> bool:
    """An `Origin` of an http(s) page served from loopback (`null` and other schemes are not)."""
    try:
        parts = urlsplit(value.strip())
        parts.port  # noqa: B018 - raises ValueError for a port that is not one
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or parts.path or parts.query or parts.fragment:
        return False
    host = parts.hostname
    if host is None or "@" in parts.netloc:
        return False
    return is_loopback_name(f"[{host}]" if ":" in host else host)


def takes_json_body_only(method: str, path: str) -> bool:
    """Whether a request's body must be JSON: POST/PUT/PATCH on Presidio's body routes, /v1 and
    the gateway's."""
    return method in _BODY_METHODS and (path in PRESIDIO_BODY_PATHS or path.startswith("/v1/")
                                        or is_gateway_path(path))


def media_type(content_type: str | None) -> str:
    """The media type of a Content-Type header, lower-cased, without its parameters."""
    return (content_type or "").split(";", 1)[0].strip().lower()


def acceptable_body_type(path: str, content_type: str | None) -> bool:
    accepted = POLICY_FILE_TYPES if path == POLICY_FILE_PATH else (JSON_TYPE,)
    return media_type(content_type) in accepted
