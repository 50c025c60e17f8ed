"""The window on a small laptop screen (issue 15 item 6): it opens and stays usable at 1024 x 640,
with every part in view and none squashed below its own minimum."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QTabBar, QWidget

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow

from .helpers import choose_problem, click, expanded, run_to_end

SMALL = QSize(1024, 640)


def _rect_in_window(window, widget) -> QRect:
    """Where ``widget`` is drawn, in the window's coordinates."""
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def _fully_shown(window, widget) -> bool:
    return widget.isVisible() and window.rect().contains(_rect_in_window(window, widget))


def _shown_or_one_tab_away(window, dock) -> bool:
    """In view, or (the Controls and Statistics sharing a short column, issue 26 item 4)
    behind a dock in view, its tab in view: one click away."""
    if _fully_shown(window, dock):
        return True
    in_front = [other for other in window.tabifiedDockWidgets(dock) if _fully_shown(window, other)]
    tabs = [
        (bar, index)
        for bar in window.findChildren(QTabBar)
        if bar.isVisible()
        for index in range(bar.count())
        if bar.tabText(index) == dock.windowTitle()
    ]
    return bool(in_front) and any(
        window.rect().contains(
            QRect(bar.mapTo(window, bar.tabRect(index).topLeft()), bar.tabRect(index).size())
        )
        for bar, index in tabs
    )


def test_the_window_fits_1024_by_640_with_every_part_in_view(qtbot, window):
    window.resize(SMALL)
    qtbot.waitUntil(lambda: window.size() == SMALL, timeout=2_000)
    for _ in range(3):
        click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: expanded(window) == 3)
    qtbot.waitUntil(lambda: window.open_list.table.topLevelItemCount() > 0, timeout=2_000)
    assert window.minimumSizeHint().width() <= SMALL.width()
    assert window.minimumSizeHint().height() <= SMALL.height()
    for name, dock in window.docks.items():
        assert _shown_or_one_tab_away(window, dock), name
        if not dock.isVisible():
            continue
        inner = dock.widget()
        assert inner.height() >= inner.minimumSizeHint().height(), name
        assert inner.width() >= inner.minimumSizeHint().width(), name
    board = window.board
    assert _fully_shown(window, board)
    assert min(board.width(), board.height()) >= 300
    slider = window.replay.slider
    assert _fully_shown(window, slider) and slider.width() >= 80
    assert _fully_shown(window, window.replay.label)
    timeline = window.findChild(QWidget, "timeline_slider")
    assert _fully_shown(window, timeline) and timeline.width() >= 80
    assert _fully_shown(window, window.findChild(QWidget, "timeline_label"))
    for key, value in window.stats.fields.items():
        assert _fully_shown(window, value), key
    table = window.open_list.table
    row = table.visualItemRect(table.topLevelItem(0)).height()
    assert table.viewport().height() >= 4 * row  # more than two rows of the open list
    assert _fully_shown(window, window.chart.plot)
    assert window.chart.plot.height() >= 140
    for action in (window.run_action, window.step_action, window.stop_action):
        button = window.toolbar.widgetForAction(action)
        assert button is not None and _fully_shown(window, button), action.text()


def _whole(label) -> bool:
    """The label is tall enough for its wrapped text at its width (none of it cut)."""
    return label.isVisible() and label.height() >= label.heightForWidth(label.width())


def test_the_end_of_an_unsolved_run_is_shown_whole_at_both_sizes(qtbot, window):
    choose_problem(window, "E")
    run_to_end(qtbot, window)
    for size in (QSize(1600, 980), SMALL):
        window.resize(size)
        qtbot.waitUntil(lambda size=size: window.size() == size, timeout=2_000)
        qtbot.waitUntil(lambda: _whole(window.stats.outcome), timeout=2_000)
        assert window.stats.outcome.text().startswith("No solution")
        qtbot.waitUntil(lambda: _whole(window.replay.label), timeout=2_000)
        assert window.replay.label.text().startswith("best found: move 17 of 17")
        assert _fully_shown(window, window.replay.label)


def test_the_window_fits_1024_by_640_in_portuguese_too(qtbot, tmp_path, portuguese):
    """The Portuguese words are longer (Fator de ramificação médio, Orçamentos predefinidos):
    a window built in Portuguese still shrinks to a 1024-pixel screen, every dock in view."""
    window = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(SMALL)
    qtbot.waitUntil(lambda: window.size() == SMALL, timeout=2_000)
    assert window.minimumSizeHint().width() <= SMALL.width()
    qtbot.waitUntil(lambda: window.side_column.tabbed, timeout=2_000)  # too short for both
    qtbot.wait(60)  # the tabs' short titles, a zero timer after the tabs are made
    for name, dock in window.docks.items():
        assert _shown_or_one_tab_away(window, dock), name
    window.docks["statistics"].raise_()  # its tab clicked
    for value in window.stats.fields.values():
        qtbot.waitUntil(lambda value=value: _fully_shown(window, value), timeout=2_000)
    window.controller.shutdown()
