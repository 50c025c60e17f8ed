"""The statistics' rows as drawn (issue 26 item 13): every value's text inside its label,
the state's sentence of each puzzle included (wrapped, or ended in "…" with the whole
sentence as its tooltip), each value inside the dock as shown, each row's name on the
baseline of its value's first line (or above it, where a narrow zoomed column puts each figure
under its name), and the figures ending at one right edge, at 1024 x 640
and 1366 x 768, in English and Portuguese, at 100% and 150% zoom (the state stuck out of the
figures' column and the Portuguese "Estado" sat between its value's two lines)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QWidget

from .helpers import choose, choose_problem, click, window_at

PUZZLES = [("knight", "D"), ("dots", "C"), ("blokus", "B"), ("graph", "romania")]


def _text_rect(label: QLabel) -> QRect:
    """Where ``label`` draws its text, in its own coordinates, as QLabel lays it out."""
    room = label.contentsRect()
    flags = label.alignment() | (Qt.TextFlag.TextWordWrap if label.wordWrap() else 0)
    return label.fontMetrics().boundingRect(room, int(flags.value), label.text())


def _baseline(label: QLabel, window) -> int:
    """The first line's baseline of ``label``'s text, in the window's coordinates."""
    top = _text_rect(label).top() + label.fontMetrics().ascent()
    return label.mapTo(window, QPoint(0, top)).y()


def _show_a_deep_state(qtbot, window, domain: str, problem: str) -> None:
    choose_problem(window, problem, domain)
    choose(window, "algorithm", "astar")
    for _ in range(3):
        if not window.step_action.isEnabled():
            break
        expanded = window.model.counters.expanded
        click(qtbot, window, window.step_action)
        qtbot.waitUntil(
            lambda expanded=expanded: (
                window.model.counters.expanded > expanded or window.model.finished is not None
            )
        )
    window.model.publish()


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_every_statistic_fits_its_cell_and_sits_on_its_names_baseline(
    qtbot, window, language, size, zoom
):
    with window_at(qtbot, window, size, zoom):
        QApplication.processEvents()
        stats = window.stats
        dock = window.docks["statistics"]
        for domain, problem in PUZZLES:
            _show_a_deep_state(qtbot, window, domain, problem)
            QApplication.processEvents()
            sentence = stats.fields["state"].toolTip() or stats.value("state")
            assert len(sentence) > 3, (domain, sentence)
            right_edges = {}
            for key, value in stats.fields.items():
                where = (language, zoom, domain, key, value.text())
                drawn = _text_rect(value)
                assert value.contentsRect().contains(drawn), (*where, drawn)
                if value.text().endswith("…"):
                    assert value.toolTip().startswith(value.text()[:-1].rstrip()), where
                assert _in_view_or_scrolled_to(value, dock), where
                name = stats.names[key]
                if stats.name_above(key):  # a narrow zoomed column: the figure under its name
                    under = name.mapTo(window, QPoint(0, name.height())).y()
                    assert value.mapTo(window, QPoint()).y() >= under - 1, where
                else:
                    assert abs(_baseline(name, window) - _baseline(value, window)) <= 1, where
                right_edges[key] = value.mapTo(window, drawn.topRight()).x()
            edge = max(right_edges.values())
            ragged = {key: x for key, x in right_edges.items() if x < edge - 1}
            assert not ragged, (language, zoom, domain, edge, ragged)  # one column's edge


def _in_view_or_scrolled_to(value: QWidget, dock: QWidget) -> bool:
    """Whether ``value`` lies inside the dock as shown; where the statistics are too wide or,
    their figures under their names, too tall for a narrow zoomed column, inside the panel
    that scrolls, its scroll bar shown."""
    inside = QRect(value.mapTo(dock, QPoint(0, 0)), value.size())
    if dock.rect().contains(inside):
        return True
    area = next(
        (parent for parent in _ancestors(value, dock) if isinstance(parent, QScrollArea)), None
    )
    bars = (area.horizontalScrollBar(), area.verticalScrollBar()) if area is not None else ()
    if not any(bar.isVisible() for bar in bars):
        return False
    content = area.widget()
    return content.rect().contains(QRect(value.mapTo(content, QPoint(0, 0)), value.size()))


def _ancestors(widget: QWidget, last: QWidget) -> list[QWidget]:
    found = []
    parent = widget.parentWidget()
    while parent is not None and parent is not last:
        found.append(parent)
        parent = parent.parentWidget()
    return found
