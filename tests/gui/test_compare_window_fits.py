"""The Compare window on small screens (issue 26 item 3): it opens at a size that fits the
available part of its screen, centred; at 1366 x 768 and 1024 x 640, in English and Portuguese,
at zoom 100% and 150%, Start and Close are in view without scrolling, every choice can be
scrolled into view whole, and no header or button text is cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QScrollArea,
    QWidget,
)

from cavalo_gui.app.window.view_options import apply_zoom

SCREENS = [(1366, 768), (1024, 640)]


@pytest.fixture(autouse=True)
def _windows_deleted():
    """The test's windows deleted after it, not kept till the end of the run: each language
    switch of the tests after it would otherwise retranslate them all, ever slower."""
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(params=["en", "pt"])
def language(request) -> str:
    """English, then Portuguese (the longer words)."""
    if request.param == "pt":
        request.getfixturevalue("portuguese")
    return request.param


@pytest.fixture(params=[100, 150])
def zoom(request, window) -> int:
    """View > Zoom at 100% and at 150%, set as the menu sets it; back to 100% after."""
    window.view_options.set_zoom(request.param)
    QApplication.processEvents()
    yield request.param
    apply_zoom(100)


@pytest.fixture(params=SCREENS, ids=lambda size: "x".join(map(str, size)))
def screen(request, monkeypatch) -> QRect:
    """A screen whose available area is the size asked (the offscreen one is 800 x 800)."""
    area = QRect(0, 0, *request.param)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(area))
    return area


def _open(qtbot, window):
    """The Compare window, opened from the main window's Run menu."""
    window.compare_action.trigger()
    dialog = window.compare_window
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return dialog


def _in_window(widget: QWidget, dialog: QWidget) -> QRect:
    """``widget``'s rectangle in ``dialog``'s coordinates."""
    return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())


def _bring_into_view(widget: QWidget) -> None:
    """Scroll every scroll area holding ``widget`` until it shows it whole, as a user would
    (``ensureWidgetVisible`` would show only a text box's cursor)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            half = QPoint(widget.width() // 2, widget.height() // 2)
            centre = widget.mapTo(parent.widget(), half)
            parent.ensureVisible(centre.x(), centre.y(), half.x() + 1, half.y() + 1)
        parent = parent.parentWidget()
    QApplication.processEvents()


def _wholly_shown(widget: QWidget, dialog: QWidget, area: QRect) -> bool:
    """Nothing of ``widget`` is clipped by a scroll area, and it lies within ``area`` of the
    screen the dialog fills."""
    unclipped = widget.visibleRegion().boundingRect() == widget.rect()
    return widget.isVisible() and unclipped and area.contains(_in_window(widget, dialog))


def test_the_compare_window_opens_within_its_screen_centred(qtbot, window, screen, language, zoom):
    dialog = _open(qtbot, window)
    frame = dialog.frameGeometry()
    assert frame.width() <= screen.width() and frame.height() <= screen.height(), frame
    assert screen.contains(dialog.geometry()), dialog.geometry()
    centre = dialog.geometry().center()
    assert abs(centre.x() - screen.center().x()) <= 8  # half the room left for the frame
    assert abs(centre.y() - screen.center().y()) <= 24


def test_start_and_close_are_in_view_and_every_choice_can_be_reached(
    qtbot, window, screen, language, zoom
):
    dialog = _open(qtbot, window)
    size = screen.size()
    dialog.resize(size)
    QApplication.processEvents()
    hint = dialog.minimumSizeHint()
    assert hint.width() <= size.width() and hint.height() <= size.height(), hint
    assert dialog.size() == size
    area = QRect(QPoint(0, 0), size)
    for button in (dialog.start_button, dialog.cancel_button, dialog.close_button):
        assert _wholly_shown(button, dialog, area), (button.text(), _in_window(button, dialog))
    for button in dialog.findChildren(QAbstractButton):  # no button's word cut
        if button.isVisible():
            assert button.width() >= button.sizeHint().width(), button.text()
    choices = dialog.choices
    controls = [
        widget
        for kind in (QListWidget, QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit)
        for widget in choices.findChildren(kind)
        if widget.parentWidget() is not None and not isinstance(widget.parentWidget(), QComboBox)
    ]
    controls = [widget for widget in controls if widget.isVisibleTo(choices)]
    assert len(controls) > 20
    for control in controls:
        _bring_into_view(control)
        assert _wholly_shown(control, dialog, area), control.objectName() or type(control)
    _lists_show_every_row_whole(choices)
    form = choices.settings_box.layout()
    for row in range(form.rowCount()):  # no box squeezed beside its label
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole).widget()
        assert field.width() >= field.sizeHint().width(), field.objectName()
        if isinstance(field, QLineEdit):
            words = field.fontMetrics().horizontalAdvance(field.placeholderText())
            assert field.width() > words + 8, field.placeholderText()


def _lists_show_every_row_whole(choices) -> None:
    """Every row of the problems, algorithms and heuristics in its list's view, none cut."""
    for choice in (choices.problems, choices.algorithms, choices.heuristics):
        listed = choice.list
        rows = [listed.visualItemRect(listed.item(row)) for row in range(listed.count())]
        assert all(listed.viewport().rect().contains(row) for row in rows), choice.title()
        assert listed.viewport().width() >= listed.sizeHintForColumn(0), choice.title()


def test_zooming_with_the_window_open_keeps_every_choice_whole(qtbot, window, monkeypatch):
    """View > Zoom while the Compare window is open: its lists grow with their rows."""
    area = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(area))
    dialog = _open(qtbot, window)
    try:
        window.view_options.set_zoom(150)
        QApplication.processEvents()
        _lists_show_every_row_whole(dialog.choices)
        assert _wholly_shown(dialog.close_button, dialog, QRect(QPoint(0, 0), dialog.size()))
    finally:
        apply_zoom(100)


def test_the_choices_scroll_on_a_small_screen_and_not_on_a_large_one(
    qtbot, window, screen, language
):
    dialog = _open(qtbot, window)
    dialog.resize(screen.size())
    QApplication.processEvents()
    scroll = dialog.findChild(QScrollArea, "choices_scroll")
    assert scroll is not None and scroll.isAncestorOf(dialog.choices)
    if screen.size() == QSize(1366, 768):  # two columns of choices, all in view
        assert scroll.verticalScrollBar().maximum() == 0
        assert dialog.choices.problems.x() < dialog.choices.heuristics.x()
    else:
        assert scroll.verticalScrollBar().maximum() > 0
    assert _wholly_shown(dialog.start_button, dialog, QRect(QPoint(0, 0), screen.size()))


def test_no_header_of_the_table_is_cut(qtbot, window, screen, language, zoom):
    dialog = _open(qtbot, window)
    table, header = dialog.table, dialog.table.horizontalHeader()
    for column in range(dialog.model.columnCount()):
        if table.isColumnHidden(column):
            continue
        text = dialog.model.headerData(column, header.orientation())
        assert table.columnWidth(column) > header.fontMetrics().horizontalAdvance(text), text
