"""The pseudocode pane: the running algorithm's pseudocode, the line the search has just been
through highlighted, and the variables it names (open, closed, n, threshold, f-limit, memory)
with their values at the position shown (it follows the timeline too).

The texts and their phases come from :mod:`cavalo_gui.engine.pseudocode`; the line follows
the search one event at a time (an expansion, a new pass, the end), and with fine step on, one
phase at a time (select, generate, insert), the phase said in words above the variables.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QColor, QFontDatabase, QPalette, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.i18n import fill
from cavalo_gui.app.run.fine_step import PhaseWords
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.engine.events import Fate
from cavalo_gui.engine.pseudocode import Pseudocode, load_pseudocode, phase_after

HIGHLIGHT = QColor("#fdebd0")
FATE_LINES = {Fate.GOAL: "solved", Fate.PRUNED: "prune"}
"""The line a child's generation shows when the text has one for its fate (a goal met at
generation returns it; a bound prunes it), instead of the generate line."""
SHOWN_MOVES = 3  # the last moves of n's path the variables line shows
TEXT_MARGIN = 4  # pixels of blank around the text, whatever line is scrolled to the top


class PseudocodePane(QWidget):
    """The pseudocode of the model's algorithm with the current line and the variables."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pseudocode")
        self.model = model
        self.pseudocode: Pseudocode | None = None
        self._algorithm: tuple[str, float] = ("", 1.0)  # the text's algorithm and weight
        self.line: int | None = None  # the highlighted line
        self.in_view = True  # False while its dock is a tab behind another
        self.text = QPlainTextEdit()
        self.text.setObjectName("pseudocode_text")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        # The document's margin is above its first line only: scrolled, the top line shown
        # touched the frame and its top was cut. The viewport's margins stay at every scroll.
        self.text.document().setDocumentMargin(0)
        self.text.setViewportMargins(TEXT_MARGIN, TEXT_MARGIN, TEXT_MARGIN, TEXT_MARGIN)
        self.text.setBackgroundRole(QPalette.ColorRole.Base)  # the margins in the text's colour
        self.text.setAutoFillBackground(True)
        self.text.viewport().installEventFilter(self)  # resized, it scrolls to the line again
        self.variables = QLabel()
        self.variables.setObjectName("pseudocode_variables")
        self.variables.setWordWrap(True)
        self.variables.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.phase_words = QLabel()  # the fine step's phase in a sentence
        self.phase_words.setObjectName("pseudocode_phase")
        self.phase_words.setWordWrap(True)
        self.phase_words.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.phase_words.setStyleSheet(f"background: {HIGHLIGHT.name()}; padding: 2px;")
        self.phase_words.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.phase_words)
        layout.addWidget(self.variables)
        for signal in (
            model.node_changed,
            model.finished_changed,
            model.position_changed,
            model.fine_phase_changed,
        ):
            signal.connect(self.refresh)
        model.problem_changed.connect(self.refresh)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text of the pane in the current language."""
        self.text.setAccessibleName(self.tr("Pseudocode"))
        self.variables.setAccessibleName(self.tr("Variables"))
        dock = self.parentWidget()
        if isinstance(dock, QDockWidget):
            dock.setWindowTitle(self.tr("Pseudocode"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The text's viewport resized (a dock or the window made smaller): the highlighted
        line back in view, once the text has laid itself out at the new size (the text is
        the call's context, so it is dropped if the text is deleted first: closing the
        window just after a resize had called it on a deleted text, a RuntimeError)."""
        if watched is self.text.viewport() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self.text, self.text.ensureCursorVisible)
        return super().eventFilter(watched, event)

    def phase(self) -> str:
        """The phase the search shown has just been through (see engine.pseudocode); with
        fine step, the phase shown (a goal generated: the line that returns it)."""
        model = self.model
        fine = model.fine_phase
        if fine is not None and self.pseudocode is not None:
            child = fine.child
            wanted = FATE_LINES.get(child[1], fine.phase) if child is not None else fine.phase
            for phase in (wanted, fine.phase, "expand"):
                if self.pseudocode.line_of(phase) is not None:
                    return phase
        if model.finished is not None:
            return phase_after(model.finished)
        position = model.shown_position
        if any(mark.counters.expanded == position for mark in model.recording.marks):
            return "iteration"
        return "init" if model.last is None else "expand"

    def set_in_view(self, in_view: bool) -> None:
        """Its dock's tab was chosen (True) or another's: a tab behind another stays
        "visible" to Qt, and new figures in it would lay the window out again for nothing."""
        self.in_view = in_view
        if in_view:
            self.refresh()

    def refresh(self) -> None:
        """Show the algorithm's text (once per algorithm), its current line, the variables."""
        if not self.in_view:
            return
        algorithm = (self.model.algorithm_name, self.model.weight)
        if algorithm != self._algorithm:
            self._algorithm = algorithm
            self.pseudocode = load_pseudocode(*algorithm)
            if self.pseudocode is None:
                self.text.setPlainText(self.tr("No pseudocode for this algorithm yet."))
            else:
                self.text.setPlainText("\n".join(self.pseudocode.lines))
        self.line = None if self.pseudocode is None else self.pseudocode.line_of(self.phase())
        self._highlight()
        self.variables.setText(self._variables_text())
        fine = self.model.fine_phase
        if fine is not None:
            words = PhaseWords(self.model.problem, self.model.algorithm_name)
            self.phase_words.setText(words.sentence(fine))
        self.phase_words.setVisible(fine is not None)

    def _highlight(self) -> None:
        selections = []
        if self.line is not None:
            block = self.text.document().findBlockByNumber(self.line)
            selection = QTextEdit.ExtraSelection()
            selection.format.setBackground(HIGHLIGHT)
            selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            selection.cursor = QTextCursor(block)
            selections.append(selection)
            self.text.setTextCursor(QTextCursor(block))
            self.text.ensureCursorVisible()
        self.text.setExtraSelections(selections)

    def _variables_text(self) -> str:
        model = self.model
        last = model.last
        parts = []
        fine = model.fine_phase
        if last is not None:
            parts.append(fill(self.tr("open = {open:,} nodes"), open=last.open_size))
            parts.append(fill(self.tr("closed = {closed:,}"), closed=last.closed_size))
        if fine is not None or last is not None:
            node = fine.expansion.node if fine is not None else last.node
            moves = node.moves()
            where = " ".join(moves[-SHOWN_MOVES:]) or self.tr("the root")
            if len(moves) > SHOWN_MOVES:  # a path cut short says so
                where = "… " + where
            parts.append(
                fill(
                    self.tr("n = {where} (depth {depth}, g {g:g}, h {h:g}, f {f:g})"),
                    where=where,
                    depth=node.depth,
                    g=node.g,
                    h=node.h,
                    f=node.f,
                )
            )
            child = None if fine is None else fine.child
            if child is not None:
                parts.append(
                    fill(
                        self.tr("s = {move} (depth {depth}, g {g:g}, h {h:g}, f {f:g})"),
                        move=self.model.problem.step_label(child[0]),
                        depth=child[0].depth,
                        g=child[0].g,
                        h=child[0].h,
                        f=child[0].f,
                    )
                )
        if last is not None:
            if last.f_limit is not None:
                parts.append(fill(self.tr("f-limit = {limit:g}"), limit=last.f_limit))
            if last.memory is not None:
                parts.append(fill(self.tr("memory = {memory:,} nodes"), memory=last.memory))
        threshold = model.threshold
        if fine is not None and fine.expansion.threshold is not None:
            threshold = fine.expansion.threshold  # a pass may begin with the node selected
        if threshold is not None:
            parts.append(fill(self.tr("threshold = {threshold:g}"), threshold=threshold))
        return "   ".join(parts)
