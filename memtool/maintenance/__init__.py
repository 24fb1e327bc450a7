"""Upkeep: the maintain chain and its jobs (dedup, consolidation, re-redaction), health and counts."""
