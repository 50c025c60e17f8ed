"""Run > Breakpoints: the run pauses at the first event that meets a checked breakpoint, at
full speed and step by step, and the status bar says which."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog

from cavalo_gui.app.run.controller import RunState
from cavalo_gui.engine.events import Expansion, IterationStarted

from .helpers import RUN_TIMEOUT_MS, choose, choose_problem, click, headless_search


def test_a_full_speed_run_pauses_where_the_goal_is_first_generated(qtbot, window):
    choose_problem(window, "D")
    choose(window, "algorithm", "astar")
    search = headless_search("D", "astar", window.controller.choices.heuristic_used())
    problem = search.problem
    expansions = [e for e in search.events() if type(e) is Expansion]
    first = next(
        number
        for number, e in enumerate(expansions, start=1)
        if any(problem.is_goal(child.state) for child, _fate in e.successors)
    )
    window.breakpoints_menu.actions["goal-generated"].setChecked(True)
    with qtbot.waitSignal(window.controller.breakpoint_met, timeout=RUN_TIMEOUT_MS):
        click(qtbot, window, window.run_action)
    assert window.controller.state is RunState.PAUSED
    assert window.model.counters.expanded == first  # the goal is then selected: paused before
    assert window.model.last.node is not None and window.model.finished is None
    assert "goal is generated" in window.statusBar().currentMessage()
    shown = window.model.shown_node  # the goal generated, not its parent
    assert problem.is_goal(shown.state)
    assert shown.parent.moves() == expansions[first - 1].node.moves()
    with qtbot.waitSignal(window.controller.run_finished, timeout=RUN_TIMEOUT_MS):
        click(qtbot, window, window.run_action)  # runs on to the end (no second goal)


def test_stepping_pauses_at_the_second_pass_and_a_value_is_asked_for(qtbot, window, monkeypatch):
    choose_problem(window, "B")
    choose(window, "algorithm", "idastar")
    choose(window, "heuristic", "enunciado")
    search = headless_search("B", "idastar", "enunciado")
    events = list(search.events())
    second = next(
        i for i, e in enumerate(events) if type(e) is IterationStarted and e.iteration == 2
    )
    before = sum(type(e) is Expansion for e in events[:second])
    window.breakpoints_menu.actions["new-iteration"].setChecked(True)
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args: (50, True))  # never so deep
    window.breakpoints_menu.actions["depth="].setChecked(True)
    assert "depth 50" in window.breakpoints_menu.actions["depth="].text()
    met = []
    window.controller.breakpoint_met.connect(met.append)
    for count in range(1, before + 5):  # one Step at a time, as a user presses it
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(lambda count=count: window.model.counters.expanded == count or bool(met))
        if met:
            break
    assert [str(b) for b in met[0]] == ["new-iteration"]
    assert window.model.counters.expanded == before  # the Step that met it expanded nothing
    window.model.publish()
    assert window.model.iteration == 2
    assert "new iteration" in window.statusBar().currentMessage()
