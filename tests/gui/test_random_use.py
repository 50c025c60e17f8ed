"""Any sequence of what a user can do in the window leaves it consistent and quiet.

Hypothesis drives the real window through random sequences of toolbar clicks, keys, choices,
speeds, open-list picks and replay moves (only those a user could do at that moment: disabled
controls are not clicked), and after each one checks what a user would see: the buttons that
fit the run's state, the statistics as the model has them, a count of expansions that only
grows within a run, an outcome once a run has ended. An exception in any slot or any Qt
warning fails the test (pytest-qt), as does a window that stops answering.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test
from PySide6.QtCore import Qt

from cavalo_gui.app.run.controller import RunState
from cavalo_gui.reports.choices import SPEEDS

from .conftest import qt_warnings
from .helpers import expanded

PROBLEMS = ["A", "B", "C", "D", "E", "F"]
ALGORITHMS = ["bfs", "dfs", "astar", "idastar", "rbfs", "smastar", "beam", "iddfs"]
KEYS = [Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_N, Qt.Key.Key_Escape]


def test_any_sequence_of_user_actions_keeps_the_window_consistent(qtbot, window, qtlog):
    states_seen: set[RunState] = set()
    actions = {
        "run": window.run_action,
        "step": window.step_action,
        "pause": window.pause_action,
        "stop": window.stop_action,
        "reset": window.reset_action,
    }

    class WindowUse(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            if window.reset_action.isEnabled():
                window.reset_action.trigger()
            self.seen = 0  # expansions shown so far in this run

        @rule(name=st.sampled_from(sorted(actions)))
        def click(self, name: str) -> None:
            button = window.toolbar.widgetForAction(actions[name])
            if button.isEnabled():
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

        @rule(key=st.sampled_from(KEYS))
        def press(self, key: Qt.Key) -> None:
            qtbot.keyClick(window.board, key)

        @rule(problem=st.sampled_from(PROBLEMS))
        def choose_problem(self, problem: str) -> None:
            if window.panel.problem.isEnabled():
                window.panel.select_problem(problem)

        @rule(algorithm=st.sampled_from(ALGORITHMS))
        def choose_algorithm(self, algorithm: str) -> None:
            if window.panel.algorithm.isEnabled():
                window.panel.select("algorithm", algorithm)

        @rule(speed=st.sampled_from(SPEEDS))
        def choose_speed(self, speed: float) -> None:
            window.panel.set_speed(speed)

        @rule(row=st.integers(0, 5))
        def pick_open_node(self, row: int) -> None:
            table = window.open_list.table
            if row < table.topLevelItemCount():
                rect = table.visualItemRect(table.topLevelItem(row))
                qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

        @rule(step=st.integers(0, 30))
        def replay(self, step: int) -> None:
            if window.replay.slider.isEnabled():
                window.replay.slider.setValue(step)

        @rule(milliseconds=st.sampled_from([0, 30, 150]))
        def wait(self, milliseconds: int) -> None:
            qtbot.wait(milliseconds)

        @invariant()
        def the_window_shows_a_consistent_run(self) -> None:
            qtbot.wait(5)  # let queued events in, as the event loop would
            window.model.publish()
            state = window.controller.state
            states_seen.add(state)
            running = state is RunState.RUNNING
            finished = state is RunState.FINISHED
            assert window.run_action.isEnabled() == (not running and not finished)
            assert window.pause_action.isEnabled() == running
            assert window.step_action.isEnabled() == (not finished)
            assert window.reset_action.isEnabled() == (state is not RunState.IDLE)
            assert window.panel.problem.isEnabled() == (state in (RunState.IDLE, RunState.FINISHED))
            assert window.stats.value("expanded") == f"{expanded(window):,}"
            if state is RunState.IDLE:
                assert expanded(window) == 0
                assert window.board.picture.path == ()
                self.seen = 0
            else:
                assert expanded(window) >= self.seen
                self.seen = expanded(window)
            if finished:
                assert window.model.finished is not None
                assert window.stats.outcome.text() == window.model.outcome_text() != ""

    run_state_machine_as_test(
        WindowUse,
        settings=settings(
            max_examples=12,
            stateful_step_count=25,
            deadline=None,
            derandomize=True,
            suppress_health_check=list(HealthCheck),
        ),
    )
    assert states_seen == set(RunState)  # the sequences went through every state of a run
    assert qt_warnings(qtlog) == []
