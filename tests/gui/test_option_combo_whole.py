"""The Doubles choice said whole at 1024 x 640 and 1366 x 768, at 100% and 150%, in both
languages, whichever value is chosen: at 1024 x 640 and 150% the combo box cut it ("max:
remover o maio"). Its words are measured as the box draws them, in the field its style gives
the text, and the box stands within its column."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.window.view_options import apply_zoom

WRAPPED = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap


def _text_field(box) -> QRect:
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    return box.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
    )


def _said_whole(box) -> bool:
    """The current text, wrapped to its field's width, within the field."""
    field = _text_field(box)
    tall = QRect(field.left(), field.top(), field.width(), 1 << 16)
    drawn = box.fontMetrics().boundingRect(tall, int(WRAPPED.value), box.currentText())
    return drawn.width() <= field.width() and drawn.height() <= field.height()


@pytest.mark.parametrize("size", [QSize(1024, 640), QSize(1366, 768)], ids=["1024", "1366"])
@pytest.mark.parametrize("zoom", [100, 150])
def test_every_doubles_choice_is_shown_whole(qtbot, tmp_path, monkeypatch, language, size, zoom):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(), size))
    settings = AppSettings(tmp_path / "settings.ini")
    settings.set_zoom(zoom)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    try:
        window.show()
        qtbot.waitExposed(window)
        qtbot.wait(60)  # the docks' tabs and widths, a zero timer or two after the show
        box = window.panel.problem_box.option_boxes["double"]
        viewport = window.docks["controls"].widget().scroll.viewport()
        for index in range(box.count()):
            box.setCurrentIndex(index)
            # once the column has laid itself out again (the box may need another line)
            with contextlib.suppress(qtbot.TimeoutError):
                qtbot.waitUntil(lambda: _said_whole(box), timeout=2_000)
            QApplication.processEvents()
            assert _said_whole(box), (box.currentText(), _text_field(box), box.size())
            left = box.mapTo(viewport, QPoint()).x()
            assert left >= 0 and left + box.width() <= viewport.width(), box.currentText()
    finally:
        window.controller.shutdown()
        apply_zoom(100)
