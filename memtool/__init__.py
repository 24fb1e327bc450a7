"""memtool — persistent, local, searchable memory for AI coding agents.

A Unix-pipeline toolkit: small subcommands read and write JSON lines, one module per concern,
PostgreSQL + pgvector underneath (an embedded server by default).
"""

__version__ = "0.1.0"
