"""The HTTP layer: parse, call the core, serialize. Nothing else lives here."""
