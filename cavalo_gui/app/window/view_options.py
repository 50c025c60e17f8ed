"""View > Zoom and View > High-contrast board: for a lecture hall's projector and for
colour-blind eyes, both remembered in the settings.

The zoom scales every text of the app (panels, menus, tables, dialogs) by setting the
application's font to the system's size times the zoom; the boards scale with the window and
their text with them. Ctrl+= (or Ctrl++) zooms in, Ctrl+- out, Ctrl+0 back to 100%.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from cavalo_gui.app.boards.colors import HIGH_CONTRAST_SCHEME, STANDARD, high_contrast, set_scheme
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.text_zoom import base_point_size
from cavalo_gui.app.window.zoom_layout import follow_zoom

ZOOMS = (80, 90, 100, 110, 125, 150, 175, 200, 250, 300)
"""The zoom levels offered, in percent of the system's text size."""
DEFAULT_ZOOM = 100


def apply_zoom(percent: int) -> None:
    """Show every text of the app at ``percent`` of the system's size."""
    app = QApplication.instance()
    font = app.font()
    font.setPointSizeF(base_point_size() * percent / 100)
    app.setFont(font)


class ViewOptions(QObject):
    """The zoom and the board scheme of ``window``: its actions, their menu, the settings."""

    def __init__(self, window: QMainWindow, settings: AppSettings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.zoom = settings.zoom()
        self.zoom_in_action = self._action("zoom_in", ["Ctrl+=", "Ctrl++"], self.zoom_in)
        self.zoom_out_action = self._action("zoom_out", ["Ctrl+-"], self.zoom_out)
        self.zoom_reset_action = self._action("zoom_reset", ["Ctrl+0"], self.reset_zoom)
        self.high_contrast_action = self._action("high_contrast", [], self.set_high_contrast)
        self.high_contrast_action.setCheckable(True)
        self.high_contrast_action.setChecked(settings.scheme() == HIGH_CONTRAST_SCHEME)
        set_scheme(settings.scheme())
        apply_zoom(self.zoom)

    def _action(self, name: str, keys: list[str], slot) -> QAction:
        action = QAction(self.window)
        action.setObjectName(f"action_{name}")
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    def add_to(self, menu: QMenu) -> None:
        """The zoom submenu and the scheme's check box at the end of ``menu`` (View)."""
        menu.addSeparator()
        self.zoom_menu = menu.addMenu("")
        self.zoom_menu.addActions([self.zoom_in_action, self.zoom_out_action])
        self.zoom_menu.addAction(self.zoom_reset_action)
        menu.addAction(self.high_contrast_action)

    def retranslate_ui(self) -> None:
        """The actions' words in the current language, the zoom shown in the menu's title."""
        self.zoom_menu.setTitle(self.tr("&Zoom ({percent}%)").format(percent=self.zoom))
        self.zoom_in_action.setText(self.tr("Zoom &in"))
        self.zoom_out_action.setText(self.tr("Zoom &out"))
        self.zoom_reset_action.setText(self.tr("&Actual size (100%)"))
        self.high_contrast_action.setText(self.tr("&High-contrast board"))
        self.high_contrast_action.setToolTip(
            self.tr("Black and white boards with colours colour-blind eyes tell apart")
        )

    def set_zoom(self, percent: int) -> None:
        """Zoom to ``percent`` (the nearest level offered) and remember it."""
        self.zoom = min(ZOOMS, key=lambda level: abs(level - percent))
        apply_zoom(self.zoom)
        follow_zoom(self.window, self.zoom)
        self.settings.set_zoom(self.zoom)
        self.retranslate_ui()

    def zoom_in(self) -> None:
        self.set_zoom(next((level for level in ZOOMS if level > self.zoom), ZOOMS[-1]))

    def zoom_out(self) -> None:
        self.set_zoom(next((level for level in reversed(ZOOMS) if level < self.zoom), ZOOMS[0]))

    def reset_zoom(self) -> None:
        self.set_zoom(DEFAULT_ZOOM)

    def set_high_contrast(self, on: bool) -> None:
        """Paint the boards in the high-contrast scheme (or the standard one) and remember it."""
        scheme = HIGH_CONTRAST_SCHEME if on else STANDARD
        set_scheme(scheme)
        self.settings.set_scheme(scheme)
        self.high_contrast_action.setChecked(high_contrast())
        for widget in (self.window, *self.window.findChildren(QWidget)):
            widget.update()  # this window's own: another's may be half torn down
        self.window.stats._color_outcome()
