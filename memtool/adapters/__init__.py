"""Adapters: the ways in — the CLI and its commands, the MCP server, the web viewer, the context server, install."""
