"""examples/python/cavalo_trace.py, the Python writer a student copies: a breadth-first search
written here in a student's way, traced with it, holds under ``cavalo check``; its moves as the
course's (line, column) pairs or as square names."""

from __future__ import annotations

import importlib.util
from collections import deque
from pathlib import Path

import pytest

from cavalo_gui.domains.registry import get_domain
from cavalo_gui.reports.own_search.verdict import Status, check_trace

ROOT = Path(__file__).resolve().parents[2]


def writer_module():
    spec = importlib.util.spec_from_file_location(
        "cavalo_trace", ROOT / "examples" / "python" / "cavalo_trace.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pair(square: str) -> tuple[int, int]:
    return int(square[1:]) - 1, "ABCDEFGHIJ".index(square[0])


def students_bfs(path: Path, pairs: bool) -> None:
    """The course's BFS (goal tested when generated, a closed list), traced."""
    knight = get_domain("knight").make_problem(get_domain("knight").load_puzzle("B"))
    trace = writer_module().SearchTrace(str(path), problem="B", algorithm="bfs")
    root = knight.initial_state()
    open_nodes = deque([(root, [])])
    seen = {root}
    generated = expanded = 0
    while open_nodes:
        state, moves = open_nodes.popleft()
        expanded += 1
        trace.expansion([pair(m) for m in moves] if pairs else moves, depth=len(moves))
        for move, child, _cost in knight.successors(state):
            if child in seen:
                continue
            seen.add(child)
            generated += 1
            if knight.is_goal(child):
                solution = [*moves, move]
                trace.finish(
                    solution=[pair(m) for m in solution] if pairs else solution,
                    generated=generated,
                    expanded=expanded,
                    penetrance=len(solution) / generated,
                )
                trace.close()
                return
            open_nodes.append((child, [*moves, move]))
    trace.finish(generated=generated, expanded=expanded)
    trace.close()


@pytest.mark.parametrize("pairs", [True, False])
def test_a_python_students_bfs_traced_with_the_writer_holds(tmp_path, pairs):
    path = tmp_path / "bfs-B.jsonl"
    students_bfs(path, pairs)
    verdict = check_trace(path)
    assert verdict.status is Status.HOLDS, verdict.departure
    assert verdict.statistics_right is True and verdict.optimal is True
    assert verdict.replay.expansions == 43
