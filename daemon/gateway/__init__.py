"""Gateway mode (docs/gateway.md): provider wire formats read and rewritten as plain Python.

OpenAI Chat Completions and Anthropic Messages bodies and their server-sent events are parsed
and rewritten here, through one request's boundary (exchange.py); the HTTP plumbing (the
upstream client, streamed responses) is daemon/web/gateway_routes.py's.
"""
