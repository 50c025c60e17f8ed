"""One legend for several boards of the same puzzle (the Side by side window's runs): the
entries of a board view's legend, laid out across the strip's width with the view's own
swatches, so that each board need not repeat it under itself and keeps its room."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from cavalo_gui.app.boards.base import PuzzleBoardView
from cavalo_gui.app.boards.legend import LEGEND_MIN_PX, LegendLayout, lay_out_legend, paint_legend

MARGIN = 4  # pixels above, below and at the sides of the rows


class BoardLegendStrip(QWidget):
    """The legend of the board view given to :meth:`set_board` (none: the strip is hidden)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board_legend_strip")
        self.board: PuzzleBoardView | None = None
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_board(self, board: QWidget | None) -> None:
        """Show ``board``'s legend (a view with no legend, such as the text view: none)."""
        self.board = board if isinstance(board, PuzzleBoardView) else None
        self.setVisible(self.board is not None)
        self.updateGeometry()
        self.update()

    def legend_font(self) -> QFont:
        font = QFont(self.font())
        if font.pixelSize() <= 0:
            font.setPixelSize(max(LEGEND_MIN_PX, round(self.fontInfo().pixelSize())))
        font.setPixelSize(max(LEGEND_MIN_PX, font.pixelSize()))
        return font

    def layout_at(self, width: int) -> LegendLayout | None:
        """The legend laid out for a strip ``width`` wide, as painted."""
        if self.board is None:
            return None
        band = max(1, width - 2 * MARGIN)
        return lay_out_legend(self.board.legend_entries(), self.legend_font(), MARGIN, MARGIN, band)

    def legend_layout(self) -> LegendLayout | None:
        return self.layout_at(self.width())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout_at(width)
        return 0 if layout is None else round(layout.band.height()) + 2 * MARGIN + 1

    def sizeHint(self) -> QSize:
        width = max(self.width(), 400)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.heightForWidth(max(self.width(), 400)))

    def paintEvent(self, _event) -> None:
        layout = self.legend_layout()
        if layout is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        board = self.board
        words = self.palette().color(QPalette.ColorRole.WindowText)
        try:
            paint_legend(
                painter,
                layout,
                words,
                lambda p, kind, rect: board.paint_legend_swatch(p, kind, rect),
            )
        finally:  # a painter left active on a widget Qt deletes later crashes the process
            painter.end()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.heightForWidth(event.size().width()) != event.size().height():
            self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.updateGeometry()
            self.update()
        super().changeEvent(event)
