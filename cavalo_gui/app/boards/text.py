"""A board view for any puzzle: the shown state as the domain draws it in text.

It knows nothing of a puzzle beyond the Domain interface (``state_text``, ``describe_state``,
``step_label``), so a new domain can be watched in the window before its own picture exists:
register it for that domain's name in :data:`~cavalo_gui.app.boards.registry.BOARD_VIEWS`.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from cavalo_gui.app.i18n import fill, state_words
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.text_zoom import zoom_factor

LAST_MOVES = 8  # the moves of the shown path named in the caption, the last ones
CAPTION_LINES = 3  # the caption's lines above the text, as the board's block counts them
LARGEST_TEXT = 72  # pixels: a small state's text grows to fill the board, up to this size
TEXT_MARGIN = 24  # pixels kept free around the text inside its box


class TextBoardView(QWidget):
    """The shown node's state in text, with a caption: its depth, the state in words and the
    last moves of its path. It keeps the window's
    :class:`~cavalo_gui.app.boards.view.BoardView` contract: a text has no cells to heat,
    no path drawn and no place to click, so those requests change nothing."""

    place_chosen = Signal(str)  # never emitted: no place on a text to pick

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("board")
        self.caption = QLabel(objectName="board_caption")
        self.caption.setWordWrap(True)
        font = QFont(self.caption.font())
        font.setBold(True)
        self.caption.setFont(font)
        self.text = QPlainTextEdit(objectName="board_text")
        self.text.setReadOnly(True)
        self.fixed_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.text.setFont(self.fixed_font)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.text, 1)
        model.node_changed.connect(self._on_node_changed)
        model.problem_changed.connect(self._on_node_changed)
        self._on_node_changed()

    def _on_node_changed(self) -> None:
        problem = self.model.problem
        node = self.model.shown_node
        state = problem.initial_state() if node is None else node.state
        depth = 0 if node is None else node.depth
        caption = fill(
            self.tr("Problem {name}, after {depth:,} moves: {state}"),
            name=problem.puzzle.name,
            depth=depth,
            state=state_words(problem, state),
        )
        if node is not None and depth > 0:
            steps = node.path()[-LAST_MOVES:]
            moves = " → ".join(problem.step_label(step) for step in steps if step.depth > 0)
            caption += "\n" + (self.tr("… → ") if depth > LAST_MOVES else "") + moves
        self.caption.setText(caption)
        self.text.setPlainText(problem.state_text(state))
        self._fit_text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_text()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # View > Zoom
            self._fit_text()

    def _fit_text(self) -> None:
        """The text's font as large as the box lets the whole state be read at once (an
        8-puzzle's three rows fill the board, as a square board's picture does), never
        smaller than the fixed font at the app's zoom nor above :data:`LARGEST_TEXT`."""
        lines = self.text.toPlainText().splitlines() or [""]
        probe = QFont(self.fixed_font)
        probe.setPixelSize(100)
        metrics = QFontMetricsF(probe)
        wide = max(1.0, max(metrics.horizontalAdvance(line) for line in lines))
        high = metrics.lineSpacing() * len(lines)
        viewport = self.text.viewport()
        room_wide = max(1, viewport.width() - TEXT_MARGIN)
        room_high = max(1, viewport.height() - TEXT_MARGIN)
        size = min(100 * room_wide / wide, 100 * room_high / high, LARGEST_TEXT)
        least = QFontMetricsF(self.fixed_font).height() * zoom_factor()  # View > Zoom's size
        font = QFont(self.fixed_font)
        font.setPixelSize(max(round(least), int(size)))
        if font != self.text.font():
            self.text.setFont(font)

    def fit_units(self) -> tuple[float, float]:
        """The text's block in lines of its font: as wide as its longest line, as high as its
        lines and the caption's."""
        metrics = QFontMetricsF(self.text.font())
        lines = self.text.toPlainText().splitlines() or [""]
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        wide = max(1.0, widest / metrics.lineSpacing())
        return wide, float(len(lines) + CAPTION_LINES)

    def set_heat(self, counts: Mapping | None) -> None:
        """Nothing: a text has no cells to heat."""

    def set_path_limit(self, moves: int | None) -> None:
        """Nothing: the caption names the last moves whatever the limit."""

    def rules_html(self) -> str:
        return ""
