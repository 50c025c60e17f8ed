"""A graph's run in the reports says it in the graph's words (the Domain's headings and its
progress in words): a start node and a goal reached, not a board and "goals reached: 1"; the
knight's reports read as before."""

from __future__ import annotations

import pytest

from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.limits import Limits
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.results_file import format_record
from cavalo_gui.reports.run import run
from cavalo_gui.reports.summary import format_result


def _run(domain: str, problem: str, algorithm: str, heuristic: str | None, **limits):
    puzzle = get_domain(domain).load_puzzle(problem)
    return run(RunChoices(puzzle, algorithm, heuristic, limits=Limits(**limits)))


@pytest.mark.parametrize(
    ("language", "start", "last", "reached", "board", "counted"),
    [
        ("en", "Start node:", "Last node of the path:", "; a goal reached.", "board", "goals"),
        ("pt", "Nó inicial:", "Último nó do caminho:", "; objetivo alcançado.", "Tabuleiro",
         "objetivos"),
    ],
)  # fmt: skip
def test_a_graph_s_summary_names_its_start_node_and_the_goal_reached(
    language, start, last, reached, board, counted
):
    said = format_result(_run("graph", "romania", "astar", "h"), language)
    assert f"\n{start}\nArad " in said and f"\n{last}\nBucharest " in said, said
    assert reached in said, said
    assert board not in said and counted not in said, said


def test_a_graph_s_results_file_says_the_goal_in_portuguese():
    record = format_record(_run("graph", "romania", "astar", "h"), "pt")
    notes = [line for line in record.splitlines() if line.startswith("#")]
    assert notes[1].endswith("; objetivo alcançado."), notes
    assert "objetivos alcançados" not in record


def test_a_graph_stopped_before_its_goal_says_none_was_reached():
    said = format_result(_run("graph", "romania", "bfs", None, max_nodes=3), "en")
    assert "; best found: no goal reached." in said, said


def test_the_knight_s_summary_reads_as_before():
    said = format_result(_run("knight", "A", "bfs", None), "en")
    assert "\nInitial board:\n" in said and "\nFinal board:\n" in said
    assert "(proved); points: 72." in said, said
