"""Graphs: named nodes with h, edges with costs, a start and goals (issue 36)."""
