"""File > Export animation…: what to record, which expansions, at what pace, and where; then
a progress dialog with Cancel while the run is recorded (the window keeps answering)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QProgressDialog,
    QPushButton,
    QSpinBox,
    QWidget,
)

from cavalo_gui.app.export.animation import AnimationPlan, AnimationRecorder
from cavalo_gui.app.export.files import ShotKind, default_file_name
from cavalo_gui.app.i18n import error_text, fill
from cavalo_gui.reports.animation_files import ANIMATION_SUFFIXES, MAX_FPS, AnimationWriter
from cavalo_gui.reports.output_paths import check_output

MOST_EXPANSIONS = 100_000_000


class AnimationDialog(QDialog):
    """The choices of an animation: the part of the window, the range, the pace, the file."""

    def __init__(self, start_path: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export animation"))
        form = QFormLayout(self)
        self.what = QComboBox()
        for kind, text in (
            (ShotKind.BOARD, self.tr("The board")),
            (ShotKind.WINDOW, self.tr("The whole window")),
            (ShotKind.TREE, self.tr("The search tree")),
            (ShotKind.CHART, self.tr("The chart")),
        ):
            self.what.addItem(text, kind)
        form.addRow(self.tr("Record"), self.what)
        self.first = QSpinBox()
        self.first.setRange(0, MOST_EXPANSIONS)
        self.first.valueChanged.connect(lambda first: self.last.setMinimum(first))
        form.addRow(self.tr("From expansion"), self.first)
        row = QHBoxLayout()
        self.last = QSpinBox()
        self.last.setRange(0, MOST_EXPANSIONS)
        self.last.setValue(100)
        self.to_end = QCheckBox(self.tr("to the run's end"))
        self.to_end.toggled.connect(lambda checked: self.last.setEnabled(not checked))
        self.to_end.setChecked(True)
        row.addWidget(self.last, 1)
        row.addWidget(self.to_end)
        form.addRow(self.tr("To expansion"), row)
        self.every = QSpinBox()
        self.every.setRange(1, MOST_EXPANSIONS)
        form.addRow(self.tr("Expansions per frame"), self.every)
        self.fps = QDoubleSpinBox()
        self.fps.setRange(1, MAX_FPS)
        self.fps.setDecimals(1)
        self.fps.setValue(10)
        form.addRow(self.tr("Frames per second"), self.fps)
        row = QHBoxLayout()
        self.path = QLineEdit(start_path)
        self.path.setAccessibleName(self.tr("File to save"))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        form.addRow(self.tr("File"), row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.resize(560, self.sizeHint().height())

    def plan(self) -> AnimationPlan:
        """The choices as a plan (the range cannot be empty: To starts at From)."""
        return AnimationPlan(
            self.what.currentData(),
            self.first.value(),
            None if self.to_end.isChecked() else self.last.value(),
            self.every.value(),
            self.fps.value(),
        )

    def _browse(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Save animation"),
            self.path.text(),
            self.tr("GIF animations (*.gif);;WebP animations (*.webp);;MP4 videos (*.mp4)"),
        )
        if path:
            self.path.setText(path if Path(path).suffix else path + ".gif")


class AnimationExport(QObject):
    """File > Export animation… of a main window: asks, records, shows the progress."""

    def __init__(self, window: QMainWindow, file_menu: QMenu, after: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.action = QAction(window)
        self.action.setObjectName("action_export_animation")
        self.action.triggered.connect(self.choose)
        file_menu.insertAction(
            file_menu.actions()[file_menu.actions().index(after) + 1], self.action
        )
        self.recorder: AnimationRecorder | None = None
        self.progress: QProgressDialog | None = None
        self.bar: QProgressBar | None = None
        window.installEventFilter(self)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The action's words in the current language."""
        self.action.setText(self.tr("Export &animation…"))
        self.action.setToolTip(
            self.tr("Record the run, or its expansions A..B, as GIF, WebP or MP4")
        )
        self.action.setStatusTip(self.action.toolTip())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        if watched is self.window and event.type() == QEvent.Type.Close and self.recorder:
            self.recorder.cancel()  # the window closing ends its run: no half-written file
        return False

    def choose(self) -> None:
        """Ask for the choices, then record (the run starts again from its first expansion)."""
        settings = self.window.controller.choices
        name = default_file_name(ShotKind.BOARD, settings.puzzle.name, settings.algorithm)
        folder = Path(self.window.app_settings.export_folder())
        dialog = AnimationDialog(str(folder / name.replace(".png", ".gif")), self.window)
        if dialog.exec():
            self.start(dialog.plan(), dialog.path.text())

    def start(self, plan: AnimationPlan, path: str | Path) -> AnimationRecorder | None:
        """Record ``plan`` into ``path`` with a progress dialog; a message instead for a bad
        file name or a folder that cannot be written."""
        if Path(path).suffix.lower() not in ANIMATION_SUFFIXES:
            self._failed(
                self.tr("{path}: choose a file name ending in .gif, .webp or .mp4").format(
                    path=path
                )
            )
            return None
        try:
            check_output(path)
            writer = AnimationWriter(path, plan.fps)
        except (OSError, ValueError) as error:
            self._failed(error_text(error))
            return None
        recorder = self.recorder = AnimationRecorder(self.window, plan, writer)
        total = plan.frames() or 0
        progress = self.progress = QProgressDialog(
            self.tr("Recording the animation…"), self.tr("Cancel"), 0, total, self.window
        )
        # The bar is ours and is set directly: a modal QProgressDialog's setValue() runs the
        # event loop inside the recorder's signal, which would record the next frame in it.
        self.bar = QProgressBar()
        self.bar.setRange(0, total)
        progress.setBar(self.bar)
        progress.setAutoReset(False)
        progress.setAutoClose(False)
        progress.setWindowTitle(self.tr("Export animation"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        progress.canceled.connect(recorder.cancel)
        recorder.progress.connect(self._on_progress)
        recorder.done.connect(self._on_done)
        recorder.failed.connect(self._on_failed)
        progress.show()
        recorder.start()
        return recorder

    def _on_progress(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.bar.setRange(0, total)
            self.bar.setValue(done if total else 0)
            self.progress.setLabelText(
                fill(self.tr("Recording the animation: frame {done:,}"), done=done)
            )

    def _close_progress(self) -> None:
        if self.progress is not None:
            self.progress.canceled.disconnect()
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None

    def _on_done(self, path: Path | None) -> None:
        self._close_progress()
        if path is None:
            self.window.statusBar().showMessage(
                self.tr("Animation cancelled: no file written"), 8000
            )
            return
        self.window.app_settings.set_export_folder(str(path.parent))
        self.window.statusBar().showMessage(self.tr("Saved {path}").format(path=path), 8000)

    def _on_failed(self, message: str) -> None:
        recorder = self.recorder
        if recorder is not None and recorder.ended_after is not None:
            message = fill(
                self.tr(
                    "The run ended after {expanded:,} expansions, before expansion {last:,}: "
                    "choose a range within the run. No file was written."
                ),
                expanded=recorder.ended_after,
                last=recorder.missed,
            )
        self._failed(message)

    def _failed(self, message: str) -> None:
        self._close_progress()
        QMessageBox.critical(self.window, self.tr("Export failed"), message)
