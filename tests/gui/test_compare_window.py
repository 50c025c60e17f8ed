"""The Compare window: a batch in the background, a sortable table, exports, cancelling."""

from __future__ import annotations

import multiprocessing

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from cavalo_gui.app import i18n
from cavalo_gui.app.compare.window import CompareWindow
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.registry import DOMAINS
from cavalo_gui.reports.tables import COLUMNS, read_csv

BATCH_TIMEOUT_MS = 60_000


def _stopped(thread) -> bool:
    """The batch's thread has ended (or is already deleted, which it only is once ended)."""
    return not shiboken6.isValid(thread) or not thread.isRunning()


def _column(name: str) -> int:
    return [column.key for column in COLUMNS].index(name)


def _cells(dialog: CompareWindow, name: str) -> list[str]:
    model, column = dialog.model, _column(name)
    return [model.index(row, column).data() for row in range(model.rowCount())]


@pytest.fixture
def compare(qtbot, window):
    """The Compare window of the real main window, opened from the Run menu."""
    window.compare_action.trigger()
    dialog = window.compare_window
    assert dialog is not None and dialog.isVisible()
    yield dialog
    dialog.shutdown()


def _choose(dialog, problems, algorithms, heuristics=("fewest",), domain="knight"):
    """Check ``domain``'s ``problems`` and ``heuristics`` (by name) and the ``algorithms``."""
    dialog.choices.problems.set_checked([f"{domain}/{name}" for name in problems])
    dialog.choices.algorithms.set_checked(algorithms)
    dialog.choices.heuristics.set_checked([f"{domain}/{name}" for name in heuristics])


def _run_batch(qtbot, dialog) -> list:
    """Click Start and wait for the batch to end; the results in setup order."""
    with qtbot.waitSignal(dialog.batch_finished, timeout=BATCH_TIMEOUT_MS) as blocker:
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    return blocker.args[0]


def _keys(choice) -> list[str]:
    return [item.data(Qt.ItemDataRole.UserRole) for item in choice.items()]


def test_the_window_offers_every_problem_algorithm_and_heuristic(compare):
    choices = compare.choices
    for name, domain in DOMAINS.items():
        problems = [key for key in _keys(choices.problems) if key.startswith(f"{name}/")]
        assert problems == [f"{name}/{problem}" for problem in domain.puzzles()]
        assert f"{name}/{domain.default_heuristic}" in choices.heuristics.checked()
    assert choices.problems.checked() == ["knight/A"]  # the main window's problem
    assert "astar" in _keys(choices.algorithms)
    assert "knight/fewest" in _keys(choices.heuristics)


def test_a_file_problem_and_another_seed_of_f_are_offered(qtbot, window, tmp_path):
    other_f = load_puzzle("F", 7)
    dialog = CompareWindow(other_f, parent=window)
    qtbot.addWidget(dialog)
    assert "knight/F seed 7" in dialog.choices.problems.checked()
    assert dialog.choices.puzzles["knight/F seed 7"] == other_f


def test_a_small_batch_fills_the_table_with_the_depths(qtbot, compare):
    _choose(compare, ["A", "B"], ["bfs", "astar"])
    assert "4 runs" in compare.run_count.text()
    results = _run_batch(qtbot, compare)
    assert len(results) == 4
    assert compare.model.rowCount() == 4
    assert _cells(compare, "problem") == ["A", "B", "A", "B"]
    assert _cells(compare, "algorithm") == ["Breadth-first (BFS)"] * 2 + ["A*"] * 2
    assert _cells(compare, "depth") == ["3", "8", "3", "8"]
    assert _cells(compare, "outcome") == ["solved, optimal"] * 4
    assert compare.progress.value() == compare.progress.maximum() == 4
    assert compare.background is None and compare.start_button.isEnabled()
    assert "Finished 4 runs" in compare.status.text()


def test_sorting_by_a_column_orders_numbers_numerically(qtbot, compare):
    _choose(compare, ["A", "B", "C"], ["bfs", "astar"])
    _run_batch(qtbot, compare)
    generated = _column("generated")
    compare.table.sortByColumn(generated, Qt.SortOrder.AscendingOrder)
    numbers = [int(text) for text in _cells(compare, "generated")]
    assert numbers == sorted(numbers) and len(set(numbers)) > 1
    compare.table.sortByColumn(generated, Qt.SortOrder.DescendingOrder)
    assert [int(text) for text in _cells(compare, "generated")] == sorted(numbers, reverse=True)
    compare.table.sortByColumn(_column("problem"), Qt.SortOrder.AscendingOrder)
    assert _cells(compare, "problem") == ["A", "A", "B", "B", "C", "C"]


def test_rows_without_a_depth_sort_last_either_way(qtbot, compare):
    _choose(compare, ["A", "E"], ["bfs"])
    _run_batch(qtbot, compare)
    depth = _column("depth")
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        compare.table.sortByColumn(depth, order)
        assert _cells(compare, "depth") == ["3", "N/A"]
        assert _cells(compare, "outcome") == ["solved, optimal", "no solution"]


def test_the_csv_export_reads_back_in_the_order_shown(qtbot, compare, tmp_path, monkeypatch):
    _choose(compare, ["A", "B"], ["bfs", "astar"])
    results = _run_batch(qtbot, compare)
    compare.table.sortByColumn(_column("expanded"), Qt.SortOrder.DescendingOrder)
    target = tmp_path / "table"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    assert compare.export_csv_button.isEnabled()
    qtbot.mouseClick(compare.export_csv_button, Qt.MouseButton.LeftButton)
    rows = read_csv(tmp_path / "table.csv")
    assert [row["expanded"] for row in rows] == sorted(
        (result.statistics.expanded for result in results), reverse=True
    )
    by_run = {(r.setup.puzzle.name, r.setup.algorithm): r for r in results}
    for row in rows:
        result = by_run[(row["problem"], row["algorithm"])]
        assert row["depth"] == result.moves
        assert row["generated"] == result.statistics.generated
        assert row["penetrance"] == result.statistics.penetrance


def test_the_markdown_export_has_one_line_per_run(qtbot, compare, tmp_path):
    _choose(compare, ["A", "B"], ["bfs"])
    _run_batch(qtbot, compare)
    path = compare.export("md", tmp_path / "table.md")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("| Problem |") and len(lines) == 2 + 2


def test_the_markdown_button_also_writes_latex_when_the_name_says_tex(
    qtbot, compare, tmp_path, monkeypatch
):
    _choose(compare, ["A", "B"], ["bfs"])
    _run_batch(qtbot, compare)
    target = tmp_path / "table"
    filters: list[str] = []

    def save_as(_parent, _title, _start, offered):
        filters.append(offered)
        return str(target), "LaTeX tables, booktabs (*.tex)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    qtbot.mouseClick(compare.export_md_button, Qt.MouseButton.LeftButton)
    assert "LaTeX tables, booktabs (*.tex)" in filters[0]
    lines = (tmp_path / "table.tex").read_text(encoding="utf-8").splitlines()
    assert lines[:2] == ["\\begin{tabular}{llllrrrrrrrr}", "\\toprule"]
    assert [line.split(" & ")[0] for line in lines[4:6]] == ["A", "B"]
    assert lines[-2:] == ["\\bottomrule", "\\end{tabular}"]


def _start_long_batch(qtbot, dialog) -> None:
    _choose(dialog, ["F"], ["bfs", "ucs"])
    dialog.choices.max_nodes.setValue(dialog.choices.max_nodes.maximum())
    dialog.choices.max_seconds.setValue(600)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.running
    qtbot.waitUntil(lambda: "s so far" in dialog.status.text(), timeout=BATCH_TIMEOUT_MS)


def _batch_processes() -> list:
    """The child processes alive: only a batch starts any (the window's search runs in a
    thread)."""
    return multiprocessing.active_children()


def test_cancel_stops_a_long_batch_before_its_first_run_ends_leaving_nothing(qtbot, compare):
    _start_long_batch(qtbot, compare)
    thread = compare.background.thread
    with qtbot.waitSignal(compare.batch_finished, timeout=BATCH_TIMEOUT_MS) as blocker:
        qtbot.mouseClick(compare.cancel_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0] == []
    assert compare.model.rowCount() == 0
    assert not compare.running and _stopped(thread)
    assert _batch_processes() == []
    assert "Cancelled" in compare.status.text()


def test_closing_the_window_mid_batch_cancels_and_joins(qtbot, compare):
    _start_long_batch(qtbot, compare)
    thread = compare.background.thread
    compare.close()  # returns once the batch is cancelled and joined
    assert not compare.isVisible() and not compare.running
    assert _stopped(thread)
    assert _batch_processes() == []


def test_closing_the_main_window_mid_batch_cancels_it(qtbot, window, compare):
    _start_long_batch(qtbot, compare)
    thread = compare.background.thread
    window.close()
    assert not compare.running and _stopped(thread)
    assert _batch_processes() == []


def test_a_solution_not_proved_optimal_says_so_in_its_cell_and_tooltip(qtbot, compare):
    _choose(compare, ["A"], ["astar"], ("fewest", "enunciado"))
    _run_batch(qtbot, compare)
    model, outcome = compare.model, _column("outcome")
    shown = {
        model.index(row, _column("heuristic")).data(): (
            model.index(row, outcome).data(),
            model.index(row, outcome).data(Qt.ItemDataRole.ToolTipRole),
        )
        for row in range(model.rowCount())
    }
    assert shown == {
        "fewest": ("solved, optimal", "solved, optimal: 3 moves (proved)"),
        "enunciado": ("solved", "solved in 3 moves (not proved optimal)"),
    }


def test_a_language_switch_rewrites_the_rows_and_fits_their_words(qtbot, compare):
    """The rows followed the switch only when something else repainted them, and the outcome
    column kept the English width: 'resolvido, ótimo' showed cut."""
    _choose(compare, ["A", "E"], ["bfs"])
    _run_batch(qtbot, compare)
    outcome = _column("outcome")
    try:
        with qtbot.waitSignal(compare.model.dataChanged, timeout=2_000):
            i18n.set_language(i18n.PORTUGUESE)
        QApplication.processEvents()
        cells = _cells(compare, "outcome")
        assert cells == ["resolvido, ótimo", "sem solução"]
        metrics = compare.table.fontMetrics()
        widest = max(metrics.horizontalAdvance(cell) for cell in cells)
        assert compare.table.columnWidth(outcome) >= widest
    finally:
        i18n.set_language(i18n.ENGLISH)
    QApplication.processEvents()
    assert _cells(compare, "outcome") == ["solved, optimal", "no solution"]


def test_the_progress_line_names_the_last_run_in_the_window_s_language(qtbot, compare, portuguese):
    shown: list[str] = []
    show_progress = compare._show_progress

    def noted(latest=None) -> None:  # what the line says as each run's result arrives
        show_progress(latest)
        if latest is not None:
            shown.append(compare.status.text())

    compare._show_progress = noted
    _choose(compare, ["A"], ["bfs"])
    (result,) = _run_batch(qtbot, compare)
    assert shown[0].startswith("A correr a execução 1 de 1, ")
    assert f"Procura em largura (BFS): resolvido, em {result.moves} jogadas." in shown[0]
    assert "moves" not in shown[0] and "Breadth-first" not in shown[0]
