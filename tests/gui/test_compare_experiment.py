"""The Compare window runs ``cavalo experiment``'s experiments: many seeds and targets per
problem, and the same depth table and plot as the command."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cavalo_gui.app.compare.window import CompareWindow
from cavalo_gui.reports.experiment_summary import depth_table, to_markdown

BATCH_TIMEOUT_MS = 60_000


@pytest.fixture
def compare(qtbot, tmp_path):
    dialog = CompareWindow(export_folder=str(tmp_path))
    qtbot.addWidget(dialog)
    choices = dialog.choices
    choices.problems.set_checked(["knight/F", "knight/A"])
    choices.algorithms.set_checked(["astar"])
    choices.heuristics.set_checked(["knight/fewest", "knight/reach"])
    yield dialog
    dialog.shutdown()


def test_seeds_and_targets_make_one_run_per_board(compare, qtbot):
    compare.choices.seeds.setText("1-3")
    compare.choices.targets.setText("300,500")
    # F: 3 seeds x 2 targets; A: its fixed board x 2 targets; each with 2 heuristics.
    assert compare.run_count.text().startswith("16 runs")
    with qtbot.waitSignal(compare.batch_finished, timeout=BATCH_TIMEOUT_MS) as blocker:
        qtbot.mouseClick(compare.start_button, Qt.MouseButton.LeftButton)
    results = blocker.args[0]
    boards = {(r.setup.puzzle.name, r.setup.puzzle.seed, r.setup.puzzle.target) for r in results}
    expected = {("F", seed, target) for seed in (1, 2, 3) for target in (300, 500)}
    assert boards == expected | {("A", None, 300), ("A", None, 500)}
    assert compare.model.rowCount() == 16

    qtbot.mouseClick(compare.depth_table_button, Qt.MouseButton.LeftButton)
    window = compare.depth_table_window
    assert window is not None and window.isVisible()
    rows = [result.to_json() for result in compare.model.results()]
    assert window.markdown == to_markdown(depth_table(rows))
    assert "A* fewest: nodes" in window.table_view.toPlainText()
    assert not window.plot_view.pixmap().isNull()


def test_a_bad_seed_range_is_named_and_nothing_can_start(compare):
    compare.choices.seeds.setText("5-1")
    assert compare.run_count.text() == "Seeds: the range 5-1 runs backwards (write 1-5)"
    assert not compare.start_button.isEnabled()
    compare.choices.seeds.setText("1-2")
    assert compare.start_button.isEnabled()


def test_a_bad_seed_range_is_named_in_portuguese(portuguese, compare):
    compare.choices.seeds.setText("5-1")
    assert compare.run_count.text() == "Sementes: o intervalo 5-1 está ao contrário (escreva 1-5)"
    assert not compare.start_button.isEnabled()


def test_the_depth_table_and_plot_save_as_the_command_writes_them(compare, qtbot, tmp_path):
    compare.choices.problems.set_checked(["knight/F"])
    compare.choices.seeds.setText("1-2")
    compare.choices.targets.setText("300")
    with qtbot.waitSignal(compare.batch_finished, timeout=BATCH_TIMEOUT_MS):
        compare.start()
    window = compare.show_depth_table()
    qtbot.addWidget(window)
    table = window.save_table(tmp_path / "table.md")
    assert table.read_text() == window.markdown
    files = window.save_plot(tmp_path / "plot")
    assert [file.name for file in files] == ["plot.png", "plot.svg"]
    assert files[0].read_bytes().startswith(b"\x89PNG")


def test_the_depth_table_names_the_algorithms_in_portuguese(portuguese, compare, qtbot):
    compare.choices.problems.set_checked(["knight/A"])
    compare.choices.algorithms.set_checked(["ucs", "greedy"])
    compare.choices.heuristics.set_checked(["knight/fewest"])
    with qtbot.waitSignal(compare.batch_finished, timeout=BATCH_TIMEOUT_MS):
        compare.start()
    window = compare.show_depth_table()
    qtbot.addWidget(window)
    shown = window.table_view.toPlainText()
    assert "Custo uniforme: nós" in shown and "Melhor primeiro gananciosa fewest: nós" in shown
    assert "Uniform cost" not in shown and "Greedy" not in shown
