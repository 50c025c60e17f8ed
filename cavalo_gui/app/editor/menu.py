"""File > New board… and File > Edit board…: the board editor for the chosen problem's puzzle,
with an empty board or with that problem's board."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from cavalo_gui.app.editor.registry import EDITOR_PIECES
from cavalo_gui.app.editor.window import BoardEditor, open_board_editor
from cavalo_gui.domains.registry import DRAFTS, new_draft


class BoardEditorMenu(QObject):
    """The two actions in ``window``'s File menu, after Open problem file…"""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.editor: BoardEditor | None = None
        self.new_action = QAction(window, objectName="action_new_board")
        self.new_action.triggered.connect(self.new_board)
        self.edit_action = QAction(window, objectName="action_edit_board")
        self.edit_action.triggered.connect(self.edit_board)
        menu = window.file_menu
        after = menu.actions()[menu.actions().index(window.open_action) + 1]
        menu.insertActions(after, [self.new_action, self.edit_action])
        window.installEventFilter(self)
        window.panel.problem.currentIndexChanged.connect(self._enable)
        self._enable()
        self.retranslate_ui()

    def drawable(self) -> bool:
        """Whether the chosen problem's puzzle has a draft and an editor piece to draw it."""
        name = self.window.panel.domain.name
        return name in DRAFTS and name in EDITOR_PIECES

    def _enable(self) -> None:
        for action in (self.new_action, self.edit_action):
            action.setEnabled(self.drawable())

    def retranslate_ui(self) -> None:
        self.new_action.setText(self.tr("New &board…"))
        self.new_action.setStatusTip(self.tr("Draw a board of the chosen problem's puzzle"))
        self.edit_action.setText(self.tr("Ed&it board…"))
        self.edit_action.setStatusTip(self.tr("Draw on a copy of the chosen problem's board"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def new_board(self) -> BoardEditor | None:
        if not self.drawable():
            return None
        domain = self.window.panel.domain
        self.editor = open_board_editor(self.window, domain, new_draft(domain.name))
        return self.editor

    def edit_board(self) -> BoardEditor | None:
        if not self.drawable():
            return None
        panel = self.window.panel
        draft = new_draft(panel.domain.name, panel.puzzle())
        self.editor = open_board_editor(self.window, panel.domain, draft)
        return self.editor
