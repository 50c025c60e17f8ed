"""The window takes a puzzle it has never heard of through the Domain interface: the chain test
domain (a counter 3,000 moves deep) is offered in the problem selector under its own label,
drawn by the generic text view (it registers no board view: the fallback), searched by a deep
DFS to its solution and replayed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cavalo_gui.app.boards.knight import KnightBoardView
from cavalo_gui.app.boards.registry import BOARD_VIEWS, create_board_view
from cavalo_gui.app.boards.text import TextBoardView
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.engine.events import Outcome
from tests.chain_domain import CHAIN_LENGTH, chain_registered

from .helpers import choose, choose_problem, run_to_end

DEEP_RUN_TIMEOUT_MS = 60_000
PROBLEMS = Path(__file__).resolve().parents[2] / "problems" / "knight"


@pytest.fixture
def chain_window(qtbot, tmp_path):
    """The real main window made while the chain domain is registered."""
    with chain_registered():
        main_window = MainWindow(AppSettings(tmp_path / "settings.ini"))
        qtbot.addWidget(main_window)
        main_window.show()
        qtbot.waitExposed(main_window)
        yield main_window
        main_window.controller.shutdown()


def _problem_items(window) -> list[str]:
    combo = window.panel.problem
    return [combo.itemText(row) for row in range(combo.count())]


def test_the_selector_groups_the_problems_under_each_puzzle_label(chain_window):
    items = _problem_items(chain_window)
    assert items[0] == "Knight game"
    chain = items.index("Chain (test)")
    assert [text.split(":")[0] for text in items[chain + 1 :]] == ["Long", "Short"]
    combo = chain_window.panel.problem
    assert not combo.model().item(chain).isEnabled()  # a header is not a choice


def test_choosing_another_puzzle_swaps_the_board_options_and_heuristics(qtbot, chain_window):
    panel = chain_window.panel
    assert isinstance(chain_window.board, KnightBoardView)
    choose_problem(chain_window, "Short", "chain")
    assert isinstance(chain_window.board, TextBoardView)  # at once: no repaint in between
    chain_window.board.repaint()
    chain_window.model.publish()
    assert "count 0 / 3" in chain_window.board.text.toPlainText()
    assert panel.option_boxes == {}  # the chain has no rules to choose
    assert not panel.seed.isVisible()
    heuristics = [panel.heuristic.itemData(row) for row in range(panel.heuristic.count())]
    assert heuristics == ["distance"]
    choose_problem(chain_window, "A")
    chain_window.model.publish()
    assert isinstance(chain_window.board, KnightBoardView)
    assert set(panel.option_boxes) == {"double"}
    assert panel.seed.isVisible()
    assert panel.heuristic.currentData() == "fewest"  # the knight's default heuristic


def test_a_deep_dfs_runs_to_its_solution_and_replays_both_ways(qtbot, chain_window):
    choose_problem(chain_window, "Long", "chain")
    choose(chain_window, "algorithm", "dfs")
    chain_window.panel.set_parameter("max_depth", 5_000)
    assert chain_window.controller.choices.parameters == {"max_depth": 5_000}
    with qtbot.waitSignal(chain_window.controller.run_finished, timeout=DEEP_RUN_TIMEOUT_MS):
        chain_window.run_action.trigger()
    chain_window.model.publish()
    final = chain_window.model.finished
    assert final.outcome is Outcome.SOLVED
    assert chain_window.stats.value("length") == f"{CHAIN_LENGTH:,}"
    board, replay = chain_window.board, chain_window.replay
    assert f"count {CHAIN_LENGTH} / {CHAIN_LENGTH}" in board.text.toPlainText()
    assert board.caption.text().endswith(f"{CHAIN_LENGTH - 1} → {CHAIN_LENGTH}")
    assert replay.slider.maximum() == CHAIN_LENGTH and replay.slider.isEnabled()

    qtbot.mouseClick(replay.first, Qt.MouseButton.LeftButton)
    chain_window.model.publish()
    assert board.text.toPlainText() == f"count 0 / {CHAIN_LENGTH}"
    assert replay.label.text() == "start: 0 steps"
    qtbot.mouseClick(replay.next, Qt.MouseButton.LeftButton)
    chain_window.model.publish()
    assert replay.label.text() == f"move 1 of {CHAIN_LENGTH:,}: 1, 1 steps"
    qtbot.mouseClick(replay.last, Qt.MouseButton.LeftButton)
    chain_window.model.publish()
    assert board.text.toPlainText() == f"count {CHAIN_LENGTH} / {CHAIN_LENGTH}"
    assert replay.label.text() == (
        f"move {CHAIN_LENGTH:,} of {CHAIN_LENGTH:,}: {CHAIN_LENGTH}, {CHAIN_LENGTH:,} steps"
    )


def test_the_results_of_the_deep_run_name_every_move(qtbot, chain_window):
    choose_problem(chain_window, "Long", "chain")
    choose(chain_window, "algorithm", "astar")
    run_to_end(qtbot, chain_window)
    result = chain_window.run_exports.result
    assert result is not None and result.moves == CHAIN_LENGTH
    assert result.path == tuple(str(step) for step in range(1, CHAIN_LENGTH + 1))
    assert result.setup.heuristic_used() == "distance"


def test_a_file_the_current_puzzle_cannot_read_goes_to_the_puzzle_whose_patterns_match(
    chain_window, dialogs, tmp_path
):
    choose_problem(chain_window, "Short", "chain")
    assert chain_window.open_problem_file(tmp_path / "nothing.chain") is False
    assert "reads no files" in dialogs[-1][1]  # only the chain's reader takes *.chain
    knight_file = tmp_path / "mine.txt"
    knight_file.write_text(
        (PROBLEMS / "A.txt").read_text(encoding="utf-8").replace("problem A", "problem Mine"),
        encoding="utf-8",
    )
    assert chain_window.open_problem_file(knight_file) is True  # the chain's reader fails first
    chain_window.model.publish()
    assert chain_window.controller.choices.puzzle.name == "Mine"
    assert chain_window.model.domain.name == "knight"
    assert isinstance(chain_window.board, KnightBoardView)
    assert chain_window.panel.problem.currentText() == "Mine: target 70 (from mine.txt)"


def test_the_puzzle_its_problem_and_options_are_remembered(qtbot, chain_window, tmp_path):
    choose_problem(chain_window, "A")
    assert chain_window.panel.select_option("double", "min")
    choose_problem(chain_window, "Short", "chain")
    choose(chain_window, "algorithm", "astar")
    chain_window.close()
    with chain_registered():
        again = MainWindow(AppSettings(tmp_path / "settings.ini"))
        qtbot.addWidget(again)
        assert again.controller.choices.puzzle.name == "Short"
        assert again.model.domain.name == "chain"
        assert isinstance(again.board, TextBoardView)
        assert again.panel.heuristic.currentData() == "distance"
        choose_problem(again, "A")
        assert again.controller.choices.options == {"double": "min"}
        again.close()


def test_the_comparison_runs_each_puzzle_with_its_own_heuristics(qtbot, chain_window):
    chain_window.compare_action.trigger()
    choices = chain_window.compare_window.choices
    choices.problems.set_checked(["knight/A", "chain/Short"])
    choices.algorithms.set_checked(["bfs", "astar"])
    assert set(choices.heuristics.checked()) >= {"knight/fewest", "chain/distance"}
    runs = {
        (setup.puzzle.name, setup.algorithm, setup.heuristic_used()) for setup in choices.setups()
    }
    assert runs >= {
        ("A", "astar", "fewest"),
        ("Short", "astar", "distance"),
        ("Short", "bfs", None),
    }
    assert all(
        setup.chosen_options() == ({} if setup.puzzle.domain == "chain" else {"double": "max"})
        for setup in choices.setups()
    )
    chain_window.compare_window.close()


def test_a_puzzle_with_no_board_view_is_drawn_by_the_text_view(chain_window):
    assert "chain" not in BOARD_VIEWS
    choose_problem(chain_window, "Short", "chain")
    assert type(chain_window.board) is TextBoardView
    view = create_board_view("chain", chain_window.model, chain_window)
    assert type(view) is TextBoardView
    view.deleteLater()


def test_a_puzzle_with_no_board_editor_cannot_be_drawn(chain_window):
    """The chain domain registers no draft: File > New board… and Edit board… are off while it
    is chosen, on again for the knight's board."""
    menu = chain_window.board_editor
    choose_problem(chain_window, "Short", "chain")
    assert not menu.new_action.isEnabled() and not menu.edit_action.isEnabled()
    assert menu.new_board() is None and menu.editor is None
    choose_problem(chain_window, "A")
    assert menu.new_action.isEnabled() and menu.edit_action.isEnabled()
