"""The window's run model tells the widgets what changed through its declared signals: each
part of the run's picture that changed goes out once per publish, in the run's order, and
nothing goes out when nothing changed."""

from __future__ import annotations

from cavalo_gui.app.run.model import RunModel
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.runs.changes import Part

SIGNALS = {
    Part.PROBLEM: "problem_changed",
    Part.COUNTERS: "counters_changed",
    Part.NODE: "node_changed",
    Part.SERIES: "series_changed",
    Part.ITERATIONS: "iterations_changed",
    Part.FINISHED: "finished_changed",
    Part.PREVIEW: "preview_changed",
    Part.POSITION: "position_changed",
    Part.FINE_PHASE: "fine_phase_changed",
}


def _heard(model: RunModel) -> list[Part]:
    heard: list[Part] = []
    for part, name in SIGNALS.items():
        getattr(model, name).connect(lambda part=part: heard.append(part))
    return heard


def test_every_part_changed_goes_out_once_in_order(qapp):
    model = RunModel(KnightProblem(load_puzzle("A")))
    heard = _heard(model)
    model.set_problem(KnightProblem(load_puzzle("B")))
    model.publish()
    assert heard == list(Part)
    heard.clear()
    model.publish()
    assert heard == []


def test_a_picked_node_publishes_the_board_alone(qapp):
    model = RunModel(KnightProblem(load_puzzle("A")))
    model.publish()
    heard = _heard(model)
    model.set_focus(None)
    model.publish()
    assert heard == [Part.NODE]
