"""Comparing runs as a teacher does (issue 15 item 13): the Compare window shows the random
board's seed and fits its columns in a 1440-pixel window, both windows start from the same
budgets, and problems read from a file show their target in the selector."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS
from cavalo_gui.reports.tables import COLUMNS

from .test_compare_window import _choose, _run_batch

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "boards.lisp"
SEED = [column.key for column in COLUMNS].index("seed")


@pytest.fixture
def compare(qtbot, window):
    """The Compare window of the real main window, opened from the Run menu."""
    window.compare_action.trigger()
    yield window.compare_window
    window.compare_window.shutdown()


def test_the_comparison_shows_fs_seed_and_fits_its_columns_at_1440_pixels(qtbot, window, compare):
    assert compare.choices.max_nodes.value() == DEFAULT_MAX_NODES  # one default, both windows
    assert compare.choices.max_seconds.value() == DEFAULT_MAX_SECONDS
    assert window.panel.max_nodes.value() == DEFAULT_MAX_NODES
    _choose(compare, ["A", "F"], ["bfs", "astar", "idastar", "smastar"], ("fewest", "enunciado"))
    compare.choices.max_nodes.setValue(20_000)  # quick runs: the table is what is tested
    compare.resize(1440, 800)
    results = _run_batch(qtbot, compare)
    table, model = compare.table, compare.model
    assert not table.isColumnHidden(SEED)
    seeds = {model.index(row, SEED).data() for row in range(model.rowCount())}
    assert str(next(r.setup.puzzle.seed for r in results if r.setup.puzzle.name == "F")) in seeds
    shown = [column for column in range(model.columnCount()) if not table.isColumnHidden(column)]
    header = table.horizontalHeader()
    for column in shown:  # no cell and no header cut
        assert table.columnWidth(column) >= table.sizeHintForColumn(column), column
        text = model.headerData(column, header.orientation())
        assert table.columnWidth(column) > header.fontMetrics().horizontalAdvance(text), text
    # The choices keep their place when Start is clicked (issue 33 item 16): the table takes
    # the room of their second column only when the user drags the splitter there.
    one_column = compare.choices.layout().one_column_width()
    total = sum(compare.splitter.sizes())
    compare.splitter.setSizes([one_column, total - one_column])
    QApplication.processEvents()
    used = sum(table.columnWidth(column) for column in shown)
    assert used <= table.viewport().width()  # no scrolling sideways
    assert table.horizontalScrollBar().maximum() == 0


def test_problems_read_from_a_file_show_their_target_in_the_selector(qtbot, window):
    assert window.open_problem_file(EXAMPLES)
    combo = window.panel.problem
    texts = [combo.itemText(row) for row in range(combo.count())]
    from_file = [text for text in texts if "(from boards.lisp)" in text]
    assert len(from_file) >= 2
    assert all(": target " in text for text in from_file), from_file
    target = window.controller.choices.puzzle.target
    assert combo.currentText().endswith(f"target {target:,} (from boards.lisp)")
