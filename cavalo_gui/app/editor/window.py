"""The editor's window, the same for every puzzle: the board's name and target around the
puzzle's own piece, the puzzle's rules checked by its reader at every change and the first one
broken shown in the window's language, and Save and open… / Open in the window, both refused
while a rule is broken."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.editor.registry import EDITOR_PIECES
from cavalo_gui.app.i18n import error_text, report_language
from cavalo_gui.domains.domain import Domain
from cavalo_gui.domains.editing import BoardDraft, Checked, check_draft
from cavalo_gui.domains.registry import problem_file_message
from cavalo_gui.engine.message import message
from cavalo_gui.reports.output_paths import OutputPathError, check_output, os_error_reason

MOST_TARGET = 999_999_999
FAULT_STYLE = "color: #b00020; font-weight: bold;"
FAULT_LINES = 3  # the longest sentence, in Portuguese, at the window's width


class BoardEditor(QDialog):
    """Draws ``draft``, a board of ``domain``, for ``window`` (a :class:`MainWindow`)."""

    def __init__(self, window: QMainWindow, domain: Domain, draft: BoardDraft) -> None:
        super().__init__(window)
        self.setObjectName("board_editor")
        self.window_ = window
        self.domain = domain
        self.draft = draft
        self.checked = Checked(None, None)
        self.name = QLineEdit(draft.name, objectName="editor_name")
        self.name.textChanged.connect(self._on_name)
        self.target = QSpinBox(objectName="editor_target")
        self.target.setRange(0, MOST_TARGET)
        self.target.setValue(draft.target or 0)
        self.target.valueChanged.connect(self._on_target)
        self.name_label, self.target_label = QLabel(), QLabel()
        form = QFormLayout()
        form.addRow(self.name_label, self.name)
        if draft.target is not None:
            form.addRow(self.target_label, self.target)
        else:
            self.target.hide()
        self.piece: QWidget = EDITOR_PIECES[domain.name](draft)
        self.piece.changed.connect(self.check)
        self.fault = QLabel(objectName="editor_fault")
        self.fault.setWordWrap(True)
        self.fault.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.save_button = QPushButton(objectName="editor_save")
        self.save_button.clicked.connect(self.choose_save)
        self.open_button = QPushButton(objectName="editor_open")
        self.open_button.clicked.connect(self.open_in_window)
        self.close_button = QPushButton(objectName="editor_close")
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.save_button, self.open_button, self.close_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.piece, 1)
        layout.addWidget(self.fault)
        layout.addLayout(buttons)
        for button in self.findChildren(QPushButton):  # Enter in a field presses none
            button.setAutoDefault(False)
        self.resize(560, 640)
        self._reserve_fault_lines()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Draw a board"))
        self.name_label.setText(self.tr("Name:"))
        self.target_label.setText(self.tr("Target:"))
        self.save_button.setText(self.tr("Save and open…"))
        self.save_button.setToolTip(self.tr("Save the board as a problem file and open it"))
        self.open_button.setText(self.tr("Open in the window"))
        self.open_button.setToolTip(self.tr("Add the board to the problems and choose it"))
        self.close_button.setText(self.tr("Close"))
        self.piece.retranslate_ui()
        self.check()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:
            self._reserve_fault_lines()
        super().changeEvent(event)

    def _reserve_fault_lines(self) -> None:
        """The sentence under the board always has the height of FAULT_LINES lines, so that
        the board keeps its place when a rule is broken and the sentence grows."""
        lines = self.fault.fontMetrics().lineSpacing() * FAULT_LINES
        margins = self.fault.contentsMargins()
        self.fault.setMinimumHeight(lines + margins.top() + margins.bottom())

    def _on_name(self, text: str) -> None:
        self.draft.name = text.strip()
        self.check()

    def _on_target(self, value: int) -> None:
        self.draft.target = value
        self.check()

    def check(self) -> Checked:
        """Read the draft as its puzzle's reader would; show the rule it breaks, or that it
        keeps them, and allow saving only then."""
        self.checked = check_draft(self.domain, self.draft)
        if self.checked.fault is None:
            self.fault.setStyleSheet("")
            self.fault.setText(self.tr("The board keeps the puzzle's rules."))
        else:
            self.fault.setStyleSheet(FAULT_STYLE)
            self.fault.setText(problem_file_message(self.checked.fault, report_language()))
        self.save_button.setEnabled(self.checked.ok)
        self.open_button.setEnabled(self.checked.ok)
        return self.checked

    def problem_text(self) -> str:
        """The board as its problem file holds it (its puzzle's own format)."""
        assert self.checked.puzzle is not None
        return self.domain.write_problem(self.checked.puzzle)

    def choose_save(self) -> None:
        """Save and open…: ask where, then save and open the board there."""
        settings = self.window_.app_settings
        start = Path(settings.problem_folder()) / f"{self.draft.name}.txt"
        path, _chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the board"),
            str(start),
            self.tr("Problem files (*.txt)") + ";;" + self.tr("All files (*)"),
        )
        if path:
            self.save(path)

    def save(self, path: str | Path) -> bool:
        """Write the board to ``path`` and open that file in the window; a dialog, and False,
        when it cannot be written."""
        if not self.check().ok:
            return False
        try:
            _write(path, self.problem_text())
        except OutputPathError as error:
            QMessageBox.critical(self, self.tr("Cannot save the board"), error_text(error))
            return False
        return self.window_.open_problem_file(path, self.domain)

    def open_in_window(self) -> None:
        """Add the board to the control panel's problems and choose it, as a file's board."""
        if not self.check().ok:
            return
        self.window_.controller.reset()
        self.window_.panel.add_puzzles([self.checked.puzzle], self.tr("editor"))


def _write(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path``; :class:`OutputPathError` says why it cannot be."""
    check_output(path)
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as error:
        reason = message("output.cannot-be-used", reason=os_error_reason(error))
        raise OutputPathError(path, reason) from None


def open_board_editor(window: QMainWindow, domain: Domain, draft: BoardDraft) -> BoardEditor:
    """Show an editor of ``draft`` beside ``window``, without blocking it."""
    editor = BoardEditor(window, domain, draft)
    editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    editor.show()
    editor.raise_()
    editor.activateWindow()  # its keys are its own, not the window's shortcuts
    return editor
