"""Retrieval: vectors, the two-tier hybrid search and the blocks hooks inject."""
