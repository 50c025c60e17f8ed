"""``cavalo screenshot --size`` draws a picture exactly the size asked, with every part of the
window inside it, in both languages and at 150%: at 1024 x 640 and 150% in Portuguese it wrote
1024 x 656 (the window was laid out for the offscreen platform's screen, its Controls and
Statistics stacked, then squeezed: it could not get as short as asked)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar, QWidget

from cavalo_gui.app.export.files import ShotKind
from cavalo_gui.app.headless import render_screenshot
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.app.window.view_options import apply_zoom
from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.reports.choices import RunChoices


def _parts(window: QMainWindow) -> dict[str, QWidget]:
    """What a user sees of the window: its rows, its board, its docks in front, every button
    of its toolbars."""
    parts: dict[str, QWidget] = {
        "menus": window.menuBar(),
        "centre": window.centralWidget(),
        "status bar": window.statusBar(),
    }
    for dock in window.findChildren(QDockWidget):
        if dock.isVisible() and not dock.visibleRegion().isEmpty():  # not a tab behind
            parts[f"dock {dock.objectName()}"] = dock
    for bar in window.findChildren(QToolBar):
        if not bar.isVisible():
            continue
        parts[f"toolbar {bar.objectName()}"] = bar
        for action in bar.actions():
            button = bar.widgetForAction(action)
            if button is not None and not action.isSeparator():
                parts[f"button {action.text()}"] = button
    return parts


def _outside(window: QMainWindow) -> dict[str, QRect]:
    """The parts not shown whole inside the window (hidden ones count as outside)."""
    outside = {}
    for name, part in _parts(window).items():
        where = QRect(part.mapTo(window, QPoint()), part.size())
        if not part.isVisible() or not window.rect().contains(where):
            outside[name] = where
    return outside


@pytest.mark.parametrize(("width", "height"), [(1024, 640), (1366, 768)], ids=["1024", "1366"])
def test_the_picture_is_the_size_asked_with_the_whole_window_in_it(
    tmp_path, monkeypatch, language, width, height
):
    seen: dict[str, object] = {}
    export = MainWindow.export_screenshot

    def look_then_export(window, kind, path):
        seen["window"] = (window.width(), window.height())
        seen["outside"] = _outside(window)
        return export(window, kind, path)

    monkeypatch.setattr(MainWindow, "export_screenshot", look_then_export)
    setup = RunChoices(load_puzzle("C"), "astar")
    try:
        shot = render_screenshot(
            setup,
            tmp_path / "window.png",
            at=10,
            what=ShotKind.WINDOW,
            size=(width, height),
            language=language,
            zoom=150,
        )
    finally:
        apply_zoom(100)
    image = QImage(str(shot.path))
    assert (image.width(), image.height()) == (width, height), seen["window"]
    assert (shot.width, shot.height) == (width, height)
    assert seen["window"] == (width, height)
    assert seen["outside"] == {}
