"""Puzzles for the engine, one folder each; none imports Qt or another domain."""
