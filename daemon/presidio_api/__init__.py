"""Presidio's REST API (analyzer and anonymizer) as plain functions: requests parsed and answered
without aiohttp, which daemon/web/ puts in front of them."""
