"""cavalo check on the program's own traces: every algorithm on problems A-D holds, with the
whole trace of ``cavalo solve --trace`` and stripped to its moves alone (issue 35)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cavalo_gui.domains.registry import get_domain
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.reports.choices import RunChoices
from cavalo_gui.reports.own_search.verdict import Status, check_trace
from cavalo_gui.reports.trace import write_trace


def own_trace(folder: Path, problem: str, algorithm: str) -> Path:
    """The trace ``cavalo solve --problem P --algorithm A --trace`` writes."""
    choices = RunChoices(puzzle=get_domain("knight").load_puzzle(problem), algorithm=algorithm)
    knight, search = choices.start()
    path = folder / f"{algorithm}-{problem}.jsonl"
    write_trace(path, choices, knight, search.events())
    return path


def stripped(path: Path) -> Path:
    """The trace with its header, each expansion's moves and the solution's, nothing else."""
    lines = path.read_text(encoding="utf-8").splitlines()
    kept = [lines[0]]
    for line in lines[1:]:
        event = json.loads(line)
        if event["event"] == "expansion":
            moves = event["node"]["moves"]
            kept.append(json.dumps({"event": "expansion", "node": {"moves": moves}}))
        elif event["event"] == "finished":
            kept.append(json.dumps({"event": "finished", "solution": event["solution"]}))
    target = path.with_suffix(".moves.jsonl")
    target.write_text("\n".join(kept) + "\n", encoding="utf-8")
    return target


@pytest.mark.parametrize("algorithm", list(ALGORITHMS))
def test_every_algorithms_own_trace_holds_whole_and_stripped(tmp_path, algorithm):
    for problem in "ABCD":
        path = own_trace(tmp_path, problem, algorithm)
        whole = check_trace(path, reference=False)
        assert whole.status is Status.HOLDS, (problem, whole.departure)
        assert whole.replay.finished and not whole.replay.truncated
        assert all(figure.right is not False for figure in whole.figures), whole.figures
        moves = check_trace(stripped(path), reference=False)
        assert moves.status is Status.HOLDS, (problem, moves.departure)
        assert moves.replay.expansions == whole.replay.expansions
        assert moves.replay.solution == whole.replay.solution is not None
