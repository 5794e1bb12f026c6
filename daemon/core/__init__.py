"""The boundary itself: tokens, runs, restoration, streaming and what is written down.

No I/O of its own, no aiohttp, no textual: it talks to a detector, a grant lookup and a
recorder through the interfaces it declares (docs/architecture.md).
"""
