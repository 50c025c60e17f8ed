"""A board view for any puzzle: the shown state as the domain draws it in text.

It knows nothing of a puzzle beyond the Domain interface (``state_text``, ``describe_state``,
``step_label``), so a new domain can be watched in the window before its own picture exists:
register it for that domain's name in :data:`~cavalo_gui.app.boards.registry.BOARD_VIEWS`.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from cavalo_gui.app.i18n import fill, state_words
from cavalo_gui.app.run.model import RunModel

LAST_MOVES = 8  # the moves of the shown path named in the caption, the last ones
CAPTION_LINES = 3  # the caption's lines above the text, as the board's block counts them


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
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
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
