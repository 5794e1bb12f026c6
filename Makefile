# One obvious way to run each thing. Every target sets up .venv first (idempotent).
PY := .venv/bin/python
PORT ?= 5002

.PHONY: console test lint daemon eval bench screenshots setup

setup:
	@scripts/bootstrap

console: setup
	@.venv/bin/resguardo

test: setup lint
	@$(PY) -m pytest -q

# Style and the layering (pyproject.toml: [tool.ruff], [tool.importlinter]); part of `make test`.
lint: setup
	@.venv/bin/ruff check .
	@.venv/bin/lint-imports --no-cache

daemon: setup
	@.venv/bin/resguardod --port $(PORT)

eval: setup
	@$(PY) -m quality.eval

bench: setup
	@$(PY) -m bench

screenshots: setup
	@$(PY) -m console.screenshots
