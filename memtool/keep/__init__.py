"""Keeping memory: hand-written memories, export/import, backups, quotas, deletion, knowledge files."""
