"""The Compare window as a student reads it (issue 33 item 16): in Portuguese no English header,
its option combos show their choice whole in either language, at 1024 x 640 and 1366 x 768, zoom
100% and 150%, pressing Start leaves the choices where they were, and the results table names
each algorithm as the checklist does."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.reports.messages import words
from cavalo_gui.reports.tables import COLUMNS

from .test_compare_window import _choose, _run_batch
from .test_compare_window_fits import _bring_into_view, _open, screen, zoom  # noqa: F401


def _headers(dialog) -> list[str]:
    model = dialog.table.model()
    return [
        model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        for section in range(model.columnCount())
        if not dialog.table.isColumnHidden(section)
    ]


def test_no_header_of_the_portuguese_table_is_english(qtbot, window, portuguese):
    dialog = _open(qtbot, window)
    shown = _headers(dialog)
    english = {words(column.header, "en") for column in COLUMNS}
    same_in_both: set[str] = set()  # a header spelled alike in both languages would go here
    left = [header for header in shown if header in english and header not in same_in_both]
    assert not left, left
    assert "Jogo" in shown


def _edit_field(combo) -> QRect:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    style = combo.style()
    return style.subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )


def test_every_option_combo_shows_each_choice_whole(qtbot, window, screen, language, zoom):  # noqa: F811
    dialog = _open(qtbot, window)
    dialog.resize(screen.size())
    QApplication.processEvents()
    boxes = list(dialog.choices.option_boxes.values())
    assert boxes
    for box in boxes:
        _bring_into_view(box)
        room = _edit_field(box).width()
        metrics = box.fontMetrics()
        for index in range(box.count()):
            text = box.itemText(index)
            assert metrics.horizontalAdvance(text) <= room, (text, room, box.width())
        shown = box.visibleRegion().boundingRect()
        assert shown == box.rect(), (box.objectName(), shown, box.rect())


def _places(dialog) -> list[QRect]:
    choices = dialog.choices
    parts = (choices.problems, choices.algorithms, choices.heuristics, choices.settings_box)
    return [QRect(part.mapTo(dialog, QPoint(0, 0)), part.size()) for part in parts]


def test_start_leaves_the_choices_where_they_were(qtbot, window, screen, language):  # noqa: F811
    dialog = _open(qtbot, window)
    _choose(dialog, ["A"], ["bfs"])
    QApplication.processEvents()
    before = _places(dialog)
    width = dialog.choices_scroll.width()
    _run_batch(qtbot, dialog)
    QApplication.processEvents()
    assert dialog.choices_scroll.width() == width
    assert _places(dialog) == before


def test_the_results_table_names_algorithms_as_the_checklist_does(qtbot, window, language):
    dialog = _open(qtbot, window)
    _choose(dialog, ["A"], ["bfs", "astar"])
    _run_batch(qtbot, dialog)
    model = dialog.table.model()
    column = [c.key for c in COLUMNS].index("algorithm")
    shown = [model.index(row, column).data() for row in range(model.rowCount())]
    checklist = {item.text() for item in dialog.choices.algorithms.items()}
    assert shown == [domain_text(ALGORITHMS[name].label) for name in ("bfs", "astar")]
    assert set(shown) <= checklist
    puzzle = [c.key for c in COLUMNS].index("domain")
    assert dialog.table.isColumnHidden(puzzle)  # one puzzle: the same word in every row
