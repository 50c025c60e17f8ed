"""The views' clicks and keys as the quiz's answers: a row of the open list (clicked, or
chosen with the arrows and Enter), a node of the search tree, a square of the board."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow


class ViewAnswers(QObject):
    """Listens to the window's open list, search tree and board for ``quiz``."""

    def __init__(self, window: QMainWindow, quiz) -> None:
        super().__init__(quiz)
        self.window, self.quiz = window, quiz
        window.open_list.table.itemClicked.connect(self._on_row)
        window.open_list.table.installEventFilter(self)
        window.search_tree.glyphs.sigClicked.connect(self._on_glyph)
        self._board = None  # the board view whose clicks answer (a new puzzle brings another)

    def take_keyboard(self) -> None:
        """Give the open list the keyboard (its dock brought to the front, its first row
        current) unless a view that answers has it already (the open list, the board, the
        search tree): the arrows and Enter answer at once, as the question says."""
        window = self.window
        table = window.open_list.table
        focus = QApplication.focusWidget()
        answering = (table, window.board, window.search_tree)
        if focus is not None and any(
            view is focus or view.isAncestorOf(focus) for view in answering if view is not None
        ):
            return
        dock = window.docks.get("open")
        if dock is not None and not dock.isHidden():
            dock.raise_()
        if not table.isVisible():
            return
        if table.currentItem() is None and table.topLevelItemCount():
            table.setCurrentItem(table.topLevelItem(0))
        table.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on the open list's current row answers with it."""
        if (
            self.quiz.on
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            table = self.window.open_list.table
            item = table.currentItem()
            if item is not None:
                self._on_row(item, 0)
                return True
        return super().eventFilter(watched, event)

    def _on_row(self, item, _column: int) -> None:
        row = self.window.open_list.table.indexOfTopLevelItem(item)
        nodes = self.window.open_list.nodes
        if 0 <= row < len(nodes):
            self.quiz.answer_node(nodes[row])

    def _on_glyph(self, _item, points, _event=None) -> None:
        tree = self.window.search_tree.tree
        if tree is not None and len(points):
            self.quiz.answer_node(tree.nodes[int(points[0].data())])

    def listen_to_board(self) -> None:
        board = self.window.board
        if board is not self._board:
            board.place_chosen.connect(self.quiz.answer_place)
            self._board = board
