"""The open list inspector: the next nodes in the order they will be expanded.

The nodes come from the events: the model folds each expansion's open-list change (and undoes
them to go back on the timeline); this widget never touches the search.
Clicking a row shows that node on the board. With fine step on, the node being selected is
marked (then greyed while its children are generated: it has left open), and at insert the
nodes that have just entered open are marked in place.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.i18n import fill, number, short_number, state_words
from cavalo_gui.app.run.controller import PREVIEW_SIZE
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.engine.node import Node
from cavalo_gui.runs.fine_phase import GENERATE, INSERT, SELECT

WIDEST_OPEN = 9_999_999  # the widest open size the count is sized for: past the default budget
MIN_ROWS = 4  # the open list never shrinks below this many rows
ROW_PADDING = 4  # pixels of a row besides its text's height
PATH_STEPS = 12  # the last moves of a node's path the table shows; the tooltip says the rest
SELECTED, TAKEN, NEW = "selected", "taken", "new"
MARK_COLOURS = {SELECTED: "#f8c471", TAKEN: "#e5e7e9", NEW: "#abebc6"}
"""The row colours of fine step's marks: the node selected, the node taken from open (while
its children are generated), the nodes just inserted."""


NUMBER_COLUMNS = range(4)  # #, g, h, f: right-aligned under right-aligned headers
H_COLUMN, F_COLUMN, PATH_COLUMN = 2, 3, 4


class OpenList(QWidget):
    """A table of the first open nodes: order, g, h and f (g alone for a search without a
    heuristic, where h would be 0 and f equal to g) and the moves that reach each."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._nodes: list[Node] = []
        self._texts: list[tuple[str, ...]] = []  # the cells of each row, as shown
        self.marks: dict[int, str] = {}  # row -> fine step's mark (SELECTED, TAKEN, NEW)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.count = QLabel(objectName="open_count")
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table = QTreeWidget()
        self.table.setObjectName("open_list")
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setAlternatingRowColors(True)
        self.table.setColumnCount(PATH_COLUMN + 1)  # before the modes: a mode needs its column
        header = self.table.header()
        for column in NUMBER_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.itemClicked.connect(self._on_item_clicked)
        self.table.viewport().installEventFilter(self)  # a row's tooltip is made when asked
        self.follow = QPushButton()
        self.follow.setEnabled(False)
        self.follow.clicked.connect(lambda: self.model.set_focus(None))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        # The caption over the count, each the list's whole width: side by side in a narrow
        # dock the caption took five lines from the table.
        layout.addWidget(self.caption)
        layout.addWidget(self.count, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.follow)
        self.retranslate_ui()
        model.preview_changed.connect(self._on_preview_changed)
        model.node_changed.connect(self._on_node_changed)
        model.fine_phase_changed.connect(self._on_preview_changed)

    def retranslate_ui(self) -> None:
        """Set every text in the current language; at start and on every ``LanguageChange``."""
        self.table.setHeaderLabels(
            [self.tr("#"), self.tr("g"), self.tr("h"), self.tr("f"), self.tr("path")]
        )
        for column in NUMBER_COLUMNS:
            self.table.headerItem().setTextAlignment(
                column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
        self.table.setAccessibleName(self.tr("Open list"))
        self.table.setAccessibleDescription(
            self.tr("The next nodes to expand, in order, with g, h, f and their path")
        )
        self.follow.setText(self.tr("Follow the search"))
        self.follow.setToolTip(self.tr("Show the node being expanded again"))
        self.follow.setAccessibleName(self.tr("Follow the search"))
        self.follow.setAccessibleDescription(self.tr("Show the node being expanded again"))
        self._fit_count()
        self._fit_table()
        self._on_preview_changed()

    def _fit_table(self) -> None:
        """The table's least height: its header, :data:`MIN_ROWS` rows in this font (View >
        Zoom) and the scroll bar of a path column cut, and no more (two rows more for the
        header took the height a 1024 x 640 window at 150% needs)."""
        table = self.table
        rows = table.fontMetrics().height() + ROW_PADDING
        header = table.header().sizeHint().height()
        sideways = table.horizontalScrollBar().sizeHint().height()  # a path column cut
        table.setMinimumHeight(MIN_ROWS * rows + header + sideways + 2 * table.frameWidth())

    def _fit_count(self) -> None:
        """The count's fixed size (a new count lays nothing out again): its widest text in
        this language and this font (View > Zoom)."""
        widest = fill(
            self.tr("{shown:,} of {total:,} in open"), shown=PREVIEW_SIZE, total=WIDEST_OPEN
        )
        metrics = self.fontMetrics()  # the count's, which it may not have been sent yet
        self.count.setFixedSize(metrics.horizontalAdvance(widest) + 8, metrics.height() + 4)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_caption()

    def _fit_caption(self) -> None:
        """The caption above the table where the list's height holds its wrapped lines and
        the table's least rows; hidden where not (a narrow dock at 150%, where its four lines
        pushed the Follow button over the rows), and said by the count's tooltip instead."""
        layout = self.layout()
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        others = (
            self.count.height()
            + self.table.minimumHeight()
            + self.follow.sizeHint().height()
            + 3 * layout.spacing()
            + margins.top()
            + margins.bottom()
        )
        self.caption.setVisible(self.height() >= others + self.caption.heightForWidth(width))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_count()
            self._fit_table()
        super().changeEvent(event)

    @property
    def nodes(self) -> list[Node]:
        return list(self._nodes)

    def _on_preview_changed(self) -> None:
        """Show the model's preview. The rows' items are kept from one preview to the next
        and only the cells whose text changed are set: made again at every preview, with
        every g, h and f written anew, the table took more of the GUI thread than the rest of
        the window while a run went at full speed (issue 38)."""
        previous = self._nodes
        self._nodes = list(self.model.preview)
        table = self.table
        table.setUpdatesEnabled(False)
        informed = bool(self.model.heuristic_name)
        for column in (H_COLUMN, F_COLUMN):
            if table.isColumnHidden(column) == informed:
                table.setColumnHidden(column, not informed)
        rows = [self._row_texts(position, node) for position, node in enumerate(self._nodes, 1)]
        if table.currentIndex().isValid() or table.selectionModel().hasSelection():
            # rows made again had none: a row chosen stood for a node no longer there
            table.setCurrentIndex(QModelIndex())
            table.clearSelection()
        while table.topLevelItemCount() > len(rows):
            table.takeTopLevelItem(table.topLevelItemCount() - 1)
            self._texts.pop()
        items = [table.topLevelItem(row) for row in range(table.topLevelItemCount())]
        for row, item in enumerate(items):
            texts, shown = rows[row], self._texts[row]
            for column, text in enumerate(texts):
                if text != shown[column]:
                    item.setText(column, text)
            self._texts[row] = texts
            if row >= len(previous) or previous[row] is not self._nodes[row]:
                item.setToolTip(PATH_COLUMN, "")  # another node's: made again when asked
        new = [self._new_item(texts) for texts in rows[len(items) :]]
        table.addTopLevelItems(new)
        self._texts.extend(rows[len(items) :])
        self._mark_fine_phase([*items, *new])
        table.setUpdatesEnabled(True)
        caption = self._caption()
        if caption != self.caption.text():
            self.caption.setText(caption)
            self.count.setToolTip(caption)
            self._fit_caption()
        self._show_count()

    def _row_texts(self, position: int, node: Node) -> tuple[str, ...]:
        """A row's cells: its place in open, g, h, f and the last moves of its path."""
        return (
            str(position),
            *(short_number(value) for value in (node.g, node.h, node.f)),
            self._path_text(node),
        )

    @staticmethod
    def _new_item(texts: tuple[str, ...]) -> QTreeWidgetItem:
        item = QTreeWidgetItem(list(texts))
        for column in NUMBER_COLUMNS:
            item.setTextAlignment(
                column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
        return item

    def _mark_fine_phase(self, items: list[QTreeWidgetItem]) -> None:
        """Colour the rows fine step speaks of: the node selected (greyed once taken from
        open, while its children are generated) and, at insert, the nodes just inserted."""
        for row in self.marks:
            if row < len(items):
                for column in range(PATH_COLUMN + 1):
                    items[row].setData(column, Qt.ItemDataRole.BackgroundRole, None)
                    items[row].setData(column, Qt.ItemDataRole.FontRole, None)
        self.marks = {}
        shown = self.model.fine_phase
        if shown is None:
            return
        if shown.phase == INSERT:
            wanted = {id(node): NEW for node in shown.inserted}
        else:
            mark = SELECTED if shown.phase == SELECT else TAKEN
            wanted = {id(shown.expansion.node): mark}
        assert shown.phase in (SELECT, GENERATE, INSERT)
        for row, node in enumerate(self._nodes):
            mark = wanted.get(id(node))
            if mark is None:
                continue
            self.marks[row] = mark
            item = items[row]
            font = QFont(item.font(0))
            font.setBold(mark != TAKEN)
            font.setStrikeOut(mark == TAKEN)
            for column in range(5):
                item.setBackground(column, QBrush(QColor(MARK_COLOURS[mark])))
                item.setFont(column, font)

    def _ended(self) -> bool:
        """Whether the list shows open as the run left it (not fine step's last insert)."""
        return self.model.finished is not None and self.model.fine_phase is None

    def _caption(self) -> str:
        """What the table holds. The text stays the same while a run goes (a label whose
        text changes would lay the whole window out again); the counts go in
        :attr:`count`, whose size is fixed."""
        if self._ended():  # a goal selected for expansion has left open
            if not self._nodes:
                return self.tr("The run has ended with open empty.")
            return self.tr(
                "The nodes left in open when the run ended, in expansion order. Click one "
                "to see it."
            )
        if not self._nodes:
            return self.tr("The next nodes to expand appear here.")
        return self.tr("The next nodes to expand, in expansion order. Click one to see it.")

    def _show_count(self) -> None:
        """'30 of 1,234 in open': the rows shown out of the open count the statistics and the
        tree say (:attr:`RunModel.open_count`), at the end too, where the goal selected has
        left open; 'all 23' at the end when every node left is shown."""
        shown = len(self._nodes)
        total = self.model.open_count
        if total is None:
            total = shown
        if not shown:
            text = ""
        elif self._ended() and shown == total:
            text = fill(self.tr("all {shown:,}"), shown=shown)
        else:
            text = fill(self.tr("{shown:,} of {total:,} in open"), shown=shown, total=total)
        self.count.setText(text)
        wanted = self.count.fontMetrics().horizontalAdvance(text) + 8
        if wanted > self.count.width():  # a size that never changes lays nothing out again
            self.count.setFixedWidth(wanted)

    def _path_text(self, node: Node) -> str:
        """The moves that reach a node, as the puzzle names them: the last few of a long path
        (only those are named: a node's depth is the length of its path)."""
        if node.parent is None:
            return self.tr("(start)")
        label = self.model.problem.step_label
        shown = []
        step: Node | None = node
        while step is not None and step.parent is not None and len(shown) < PATH_STEPS:
            shown.append(label(step))
            step = step.parent
        shown.reverse()
        if node.depth > PATH_STEPS:
            hidden = self.tr("… {count} moves").format(count=number(node.depth - PATH_STEPS))
            shown = [hidden, *shown]
        return " → ".join(shown)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Give the row under the pointer its tooltip as it is asked for: made for every row
        of every preview, the tooltips cost more of the GUI thread than the table itself."""
        if event.type() == QEvent.Type.ToolTip and watched is self.table.viewport():
            item = self.table.itemAt(event.pos())
            if item is not None and not item.toolTip(PATH_COLUMN):
                row = self.table.indexOfTopLevelItem(item)
                if 0 <= row < len(self._nodes):
                    item.setToolTip(PATH_COLUMN, self._path_tooltip(self._nodes[row]))
        return super().eventFilter(watched, event)

    def _path_tooltip(self, node: Node) -> str:
        """The whole path, however long (the cell shows its last moves and may be cut), and
        the state it reaches."""
        moves = [self.model.problem.step_label(step) for step in node.path()[1:]]
        state = state_words(self.model.problem, node.state)
        return f"{' → '.join(moves)}\n{state}" if moves else state

    def _on_item_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        index = self.table.indexOfTopLevelItem(item)
        if 0 <= index < len(self._nodes):
            self.model.set_focus(self._nodes[index])

    def _on_node_changed(self) -> None:
        self.follow.setEnabled(self.model.focus is not None)
