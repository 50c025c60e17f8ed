"""View > High-contrast board and View > Zoom (issue 19 part 3): the scheme repaints the three
boards in colours that stay apart without hue, text zooms with Ctrl+= and Ctrl+-, both
remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from cavalo_gui.app.boards import blokus, colors, dots
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from tests.gui.helpers import choose_problem


def _luminance(color: QColor) -> float:
    """WCAG's relative luminance."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def _contrast(first: QColor, second: QColor) -> float:
    light, dark = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.fixture
def standard_view():
    """The standard scheme and zoom back after the test, whatever it chose."""
    yield
    colors.set_scheme(colors.STANDARD)
    from cavalo_gui.app.window.view_options import apply_zoom

    apply_zoom(100)


def test_the_high_contrast_palettes_read_without_hue():
    """Text at AAA contrast on its squares, and the marks that the standard scheme tells
    apart by red and green differ in lightness too (a colour-blind eye sees lightness)."""
    knight = colors.HIGH_CONTRAST
    for square in (knight.square_light, knight.square_dark):
        assert _contrast(knight.number, square) >= 7
    assert _contrast(knight.candidate, knight.removed) >= 1.5
    for ink in (knight.path, knight.candidate):
        assert _contrast(ink, knight.background) >= 4.5
    assert _contrast(knight.removed, knight.background) >= 3  # a mark, not text (WCAG 1.4.11)
    assert _contrast(dots.HIGH_CONTRAST.candidate, dots.HIGH_CONTRAST.last) >= 1.5
    assert _contrast(dots.HIGH_CONTRAST.path, dots.HIGH_CONTRAST.background) >= 4.5
    assert _contrast(blokus.HIGH_CONTRAST.own, blokus.HIGH_CONTRAST.empty) >= 4.5
    assert _contrast(blokus.HIGH_CONTRAST.corner, blokus.HIGH_CONTRAST.empty) >= 4.5


def test_high_contrast_repaints_every_board_and_is_remembered(
    qtbot, window, tmp_path, standard_view
):
    before = window.board.grab().toImage()
    window.view_options.high_contrast_action.trigger()
    assert colors.high_contrast()
    assert window.board.grab().toImage() != before
    assert window.app_settings.scheme() == colors.HIGH_CONTRAST_SCHEME
    for domain, view in (("dots", dots), ("blokus", blokus)):
        choose_problem(window, "A", domain)
        window.model.publish()
        assert window.board.colors() is view.HIGH_CONTRAST
    window.app_settings.sync()
    colors.set_scheme(colors.STANDARD)
    again = MainWindow(AppSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(again)
    assert colors.high_contrast() and again.view_options.high_contrast_action.isChecked()
    again.controller.shutdown()
    window.view_options.high_contrast_action.trigger()
    assert not colors.high_contrast()


def test_zoom_scales_the_text_with_the_keys_and_is_remembered(qtbot, window, standard_view):
    base = QApplication.font().pointSizeF()
    label = window.stats.names["generated"]
    height = label.sizeHint().height()
    for _ in range(5):  # 110, 125, 150, 175, 200
        qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.view_options.zoom == 200
    QApplication.processEvents()  # the font reaches the widgets as an event
    assert QApplication.font().pointSizeF() == pytest.approx(base * 2)
    assert label.sizeHint().height() > height * 1.5
    assert window.app_settings.zoom() == 200
    assert "200%" in window.view_options.zoom_menu.title()
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.view_options.zoom == 175
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.view_options.zoom == 100
    assert QApplication.font().pointSizeF() == pytest.approx(base)
