"""Draws the board editor's screenshots in docs/learning/ (issue 25, item 5): the window at
1366 x 768 with File > Edit board… open over it, in English and in Portuguese.

Run from the repository: ``python docs/learning/editor_screenshots.py``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this checkout's cavalo_gui

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtTest import QTest

from cavalo_gui.app import i18n
from cavalo_gui.app.main import make_application
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow

HERE = Path(__file__).resolve().parent
SIZE = (1366, 768)
TITLE = 26  # the editor's title bar, drawn as a window manager would


def shoot(domain: str, language: str, draw) -> Path:
    """The window with the editor of problem A of ``domain``, changed by ``draw``."""
    i18n.set_language(language)
    with tempfile.TemporaryDirectory() as folder:
        window = MainWindow(AppSettings(Path(folder) / "settings.ini"))
        window.resize(*SIZE)
        window.show()
        window.panel.select_problem("A", domain)
        window.board_editor.edit_action.trigger()
        editor = window.board_editor.editor
        editor.resize(600, 680)
        draw(editor)
        QTest.qWait(100)
        picture = window.grab()
        shot = editor.grab()
        corner = QPoint(SIZE[0] - shot.width() - 12, 50)
        painter = QPainter(picture)
        title = QRect(corner.x(), corner.y() - TITLE, shot.width(), TITLE)
        painter.fillRect(title.adjusted(-1, 0, 1, 0), QColor(60, 60, 70))
        painter.setPen(QColor("white"))
        painter.drawText(title, Qt.AlignmentFlag.AlignCenter, editor.windowTitle())
        painter.drawPixmap(corner, shot)
        painter.setPen(QColor(60, 60, 70))
        painter.drawRect(QRect(corner, shot.size()).adjusted(-1, -TITLE, 0, 0))
        painter.end()
        path = HERE / f"editor-{domain}-{language}.png"
        picture.save(str(path))
        window.controller.shutdown()
        window.close()
    return path


def number_twice(editor) -> None:
    grid = editor.piece.grid
    for square, keys in ((0, "07"), (42, "07")):
        QTest.mouseClick(
            grid, Qt.MouseButton.LeftButton, pos=grid.cell_rect(square).center().toPoint()
        )
        QTest.keyClicks(grid, keys)


def target_too_large(editor) -> None:
    editor.target.setValue(editor.draft.board.rows * editor.draft.board.columns + 1)


def main() -> None:
    make_application(sys.argv[:1])
    for language in ("en", "pt"):
        print(shoot("knight", language, number_twice))
        print(shoot("dots", language, target_too_large))
        print(shoot("blokus", language, lambda _editor: None))


if __name__ == "__main__":
    main()
