"""The window's dialogs: the rules, About, and the choice of what screenshot to save."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui import __version__
from cavalo_gui.app.export.files import ShotKind


def show_rules(parent: QWidget, puzzle: str, rules: str) -> None:
    """The rules of ``puzzle`` (rich text, as its board view tells them)."""
    box = QMessageBox(parent)
    box.setWindowTitle(
        QCoreApplication.translate("Dialogs", "Rules of the {puzzle}").format(puzzle=puzzle)
    )
    box.setTextFormat(box.textFormat().RichText)
    box.setText(
        rules
        or QCoreApplication.translate(
            "Dialogs", "<p>No rules are written for the {puzzle}.</p>"
        ).format(puzzle=puzzle)
    )
    box.exec()


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("Dialogs", "About cavalo-gui"),
        QCoreApplication.translate(
            "Dialogs",
            "<h3>cavalo-gui {version}</h3><p>See state-space search at work on the course's "
            "puzzles: step through BFS, DFS, A* and more, watch open and closed grow, and compare "
            "the course's statistics (penetrance, branching factor).</p>",
        ).format(version=__version__),
    )


class ExportDialog(QDialog):
    """What to capture (window, board, chart or tree) and where to save it: a PNG, or an SVG
    or a PDF drawing, as the file's name ends."""

    def __init__(self, folder: str, names: dict[ShotKind, str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Dialogs", "Export screenshot"))
        self._folder = Path(folder)
        self._names = names
        self._group = QButtonGroup(self)
        layout = QVBoxLayout(self)
        for index, (_kind, text) in enumerate(
            (
                (ShotKind.WINDOW, QCoreApplication.translate("Dialogs", "The whole window")),
                (ShotKind.BOARD, QCoreApplication.translate("Dialogs", "The board alone")),
                (ShotKind.CHART, QCoreApplication.translate("Dialogs", "The chart alone")),
                (ShotKind.TREE, QCoreApplication.translate("Dialogs", "The search tree alone")),
            )
        ):
            button = QRadioButton(text)
            button.setChecked(index == 0)
            self._group.addButton(button, index)
            layout.addWidget(button)
        self._kinds = [ShotKind.WINDOW, ShotKind.BOARD, ShotKind.CHART, ShotKind.TREE]
        row = QHBoxLayout()
        self.path = QLineEdit()
        self.path.setAccessibleName(QCoreApplication.translate("Dialogs", "File to save"))
        browse = QPushButton(QCoreApplication.translate("Dialogs", "Browse…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        layout.addLayout(row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._group.idToggled.connect(self._on_kind_changed)
        self._on_kind_changed()
        self.resize(520, self.sizeHint().height())

    def kind(self) -> ShotKind:
        return self._kinds[max(0, self._group.checkedId())]

    def _on_kind_changed(self, *_args) -> None:
        folder = Path(self.path.text()).parent if self.path.text() else self._folder
        self.path.setText(str(folder / self._names[self.kind()]))

    def _browse(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("Dialogs", "Save screenshot"),
            self.path.text(),
            QCoreApplication.translate(
                "Dialogs",
                "PNG images (*.png);;SVG drawings of the board, tree or chart (*.svg);;"
                "PDF drawings of the board, tree or chart (*.pdf)",
            ),
        )
        if path:
            self.path.setText(path if Path(path).suffix else path + ".png")
