"""Capture: hook payloads in, redacted append-only events out; the spool when the database is away."""
