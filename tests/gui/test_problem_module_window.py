"""A problem written in Python in the window (issue 36 item 3): the 8-puzzle example opened
as ``cavalo-gui --problem-module`` opens it, drawn by its class's ``draw`` in the text view,
solved optimally by A* with Manhattan distance; a wrong module gets one dialog and the window
keeps its problem; an error inside the user's method ends the run saying so."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cavalo_gui.app.boards.text import TextBoardView
from cavalo_gui.app.main import build_parser, open_window
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.domains.registry import DOMAINS
from cavalo_gui.engine.events import Outcome
from cavalo_gui.reports.choices import AS_FAST_AS_POSSIBLE

from .helpers import choose, choose_problem, run_to_end

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "eight_puzzle.py"


@pytest.fixture
def module_window(qtbot, tmp_path):
    """The window as ``cavalo-gui --problem-module examples/eight_puzzle.py`` opens it."""
    arguments = build_parser().parse_args(["--problem-module", str(EXAMPLE)])
    window = open_window(arguments, AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.model.domain.name == "python")
    yield window
    choose_problem(window, "A")  # the python puzzle is forgotten after the test
    window.controller.shutdown()
    DOMAINS.pop("python", None)


def _fast(window) -> None:
    window.panel.set_speed(AS_FAST_AS_POSSIBLE)
    window.controller.set_speed(AS_FAST_AS_POSSIBLE)


def test_the_eight_puzzle_is_drawn_by_its_class_and_solved_optimally(qtbot, module_window):
    window = module_window
    assert isinstance(window.board, TextBoardView)
    window.model.publish()
    assert window.board.text.toPlainText() == "7 2 4\n5 · 6\n8 3 1"
    assert window.board.text.font().pixelSize() >= 40  # three rows fill the board
    heuristics = [
        window.panel.heuristic.itemData(row) for row in range(window.panel.heuristic.count())
    ]
    assert heuristics == ["misplaced", "manhattan"]
    choose(window, "algorithm", "astar")
    choose(window, "heuristic", "manhattan")
    _fast(window)
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.SOLVED and final.solution.depth == 26
    assert window.stats.outcome.text() == "Solved, optimal: 26 moves (proved)"
    window.model.publish()
    assert window.board.text.toPlainText() == "· 1 2\n3 4 5\n6 7 8"


def test_a_wrong_module_gets_a_dialog_and_the_window_keeps_its_problem(
    qtbot, window, dialogs, tmp_path
):
    broken = tmp_path / "broken.py"
    broken.write_text("class Walk:\n    initial = 0\n", encoding="utf-8")
    before = window.controller.choices.puzzle
    assert window.problem_opener.open_module(str(broken)) is False
    assert window.open_problem_file(tmp_path / "absent.py") is False
    assert [title for title, _ in dialogs] == ["Cannot use the Python problem"] * 2
    assert "has no problem class" in dialogs[0][1]
    assert "absent.py: no such file" in dialogs[1][1]
    assert dialogs[0][1].endswith("The previous problem stays on the board.")
    assert window.controller.choices.puzzle == before
    assert "python" not in DOMAINS


def test_an_error_in_the_users_method_ends_the_run_naming_it(qtbot, window, tmp_path):
    mine = tmp_path / "mine.py"
    mine.write_text(
        "class Walk:\n"
        "    initial = 0\n"
        "    def actions(self, state):\n"
        "        return [1] if state < 3 else [1 / 0]\n"
        "    def result(self, state, action):\n"
        "        return state + action\n"
        "    def goal_test(self, state):\n"
        "        return state == 9\n",
        encoding="utf-8",
    )
    assert window.problem_opener.open_module(str(mine)) is True
    _fast(window)
    final = run_to_end(qtbot, window)
    assert final.outcome is Outcome.LIMIT
    text = window.stats.outcome.text()
    assert "your code raised an error in Walk.actions(3)" in text
    choose_problem(window, "A")
    DOMAINS.pop("python", None)


def test_a_run_file_of_a_python_problem_reopens_in_a_new_window(qtbot, tmp_path, dialogs):
    from cavalo_gui.app.window.main_window import MainWindow
    from cavalo_gui.domains.registry import load_problem_module
    from cavalo_gui.reports.choices import RunChoices
    from cavalo_gui.reports.run_file import SavedRun, write_run_file

    puzzle = next(iter(load_problem_module(str(EXAMPLE)).puzzles().values()))
    setup = RunChoices(puzzle, algorithm="astar", heuristic="manhattan")
    path = write_run_file(tmp_path / "eight.cavalo-run", SavedRun(setup, step=5))
    DOMAINS.pop("python", None)  # as in a new session
    window = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.show()
    assert window.open_problem_file(path) is True, dialogs
    qtbot.waitUntil(lambda: window.model.counters.expanded == 5)
    assert window.model.domain.name == "python"
    assert window.controller.choices.heuristic == "manhattan"
    assert dialogs == []
    choose_problem(window, "A")
    window.controller.shutdown()
    DOMAINS.pop("python", None)


@pytest.fixture
def near_window(qtbot, window, tmp_path):
    """The window with a 3-move 8-puzzle written in Python (the example's class, nearer)."""
    path = tmp_path / "near.py"
    path.write_text(
        EXAMPLE.read_text(encoding="utf-8") + "\n\nclass Near(EightPuzzle):\n"
        "    def __init__(self):\n"
        "        super().__init__(initial=(1, 2, 5, 3, 4, 0, 6, 7, 8))\n",
        encoding="utf-8",
    )
    assert window.problem_opener.open_module(f"{path}:Near") is True
    _fast(window)
    yield window
    choose_problem(window, "A")
    DOMAINS.pop("python", None)


def test_side_by_side_races_algorithms_on_a_python_problem(qtbot, near_window):
    window = near_window
    window.side_by_side.action.trigger()
    race = window.side_by_side.opened
    qtbot.waitExposed(race)
    for lane, algorithm in zip(race.lanes, ("bfs", "astar"), strict=False):
        lane.chooser.select(algorithm)
    race.bar.race_button.click()
    qtbot.waitUntil(lambda: race.all_ended, timeout=30_000)
    race.publish()
    assert all(isinstance(lane.board, TextBoardView) for lane in race.lanes)
    assert [lane.model.finished.solution.depth for lane in race.lanes[:2]] == [3, 3]
    race.close()


def test_the_inspector_holds_a_python_heuristic_against_the_truth(qtbot, near_window):
    window = near_window
    choose(window, "algorithm", "astar")
    choose(window, "heuristic", "manhattan")
    run_to_end(qtbot, window)
    window.inspector.action.trigger()
    inspector = window.inspector.opened
    qtbot.waitUntil(lambda: not inspector.background.running, timeout=20_000)
    assert inspector.heading.text() == (
        "manhattan: 3 of 3 expanded nodes with h* known; 0 with h > h*, 0 edges where h drops "
        "by more than the step; largest h/h* 1, mean 1"
    )
    assert inspector.violations.count() == 0
    inspector.heat_box.setChecked(True)  # a text has no cells: nothing to heat, no error
    inspector.close()


def test_in_portuguese_the_dialog_and_its_sentence_are_portuguese(
    qtbot, window, dialogs, tmp_path, portuguese
):
    broken = tmp_path / "partido.py"
    broken.write_text("class Walk:\n    initial = 0\n", encoding="utf-8")
    assert window.problem_opener.open_module(f"{broken}:Run") is False
    title, text = dialogs[-1]
    assert title == "Não é possível usar o problema em Python"
    assert text.startswith(f"{broken} não tem a classe Run (as suas classes: Walk)")


def test_the_quiz_asks_for_the_next_node_of_a_python_problem(qtbot, near_window):
    window = near_window
    choose(window, "algorithm", "bfs")
    window.quiz.toggle.trigger()
    qtbot.waitUntil(lambda: window.quiz.candidates != [], timeout=5_000)
    window.model.publish()
    table = window.open_list.table
    qtbot.waitUntil(lambda: table.topLevelItemCount() >= 2, timeout=2_000)
    assert window.quiz.panel.question.text().startswith("Which node is expanded next?")
    first = table.topLevelItem(0).text(4)
    assert first == "up"  # the class's first action from the start, BFS's first in
    rect = table.visualItemRect(table.topLevelItem(0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.quiz.panel.score.text() == "Score: 1 right of 1", timeout=5_000)
    window.quiz.toggle.trigger()
