"""Distillation: captured events become observations, session digests, summaries and day rollups."""
