"""The heuristic inspection writes a path's moves set apart as the puzzle chooses: a graph's
node names (which may hold spaces) with arrows, the knight's squares with spaces as before."""

from __future__ import annotations

from cavalo_gui.domains.registry import get_domain
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.heuristic_inspection import csv_rows, inspect_run


def _moves_column(domain: str, problem: str) -> list[str]:
    puzzle = get_domain(domain).load_puzzle(problem)
    inspection = inspect_run(RunChoices(puzzle, "astar", None))
    return [row[1] for row in csv_rows(inspection)[1:]]


def test_a_graph_path_reads_with_arrows_between_its_node_names():
    paths = _moves_column("graph", "romania")
    assert "Sibiu → Rimnicu Vilcea" in paths, paths
    assert "Sibiu Rimnicu Vilcea" not in paths
    assert paths[0] == ""  # the start


def test_a_knight_path_reads_as_before():
    assert _moves_column("knight", "A") == ["", "C1", "A1", "B1", "B1 C3"]
