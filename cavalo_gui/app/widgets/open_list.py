"""The open list inspector: the next nodes in the order they will be expanded.

The nodes come from the worker's thread (``search.open_preview``), asked for when paused,
after a Step and a few times a second while running; this widget never touches open itself.
Clicking a row shows that node on the board.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.i18n import number
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.engine.node import Node

PATH_STEPS = 12  # the last moves of a node's path the table shows; the tooltip says the rest


def _short(value: float) -> str:
    return "∞" if value == float("inf") else f"{value:.4g}"


class OpenList(QWidget):
    """A table of the first open nodes: order, g, h, f and the moves that reach each."""

    def __init__(self, model: RunModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._nodes: list[Node] = []
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.table = QTreeWidget()
        self.table.setObjectName("open_list")
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setAlternatingRowColors(True)
        header = self.table.header()
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.itemClicked.connect(self._on_item_clicked)
        self.follow = QPushButton()
        self.follow.setEnabled(False)
        self.follow.clicked.connect(lambda: self.model.set_focus(None))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.follow)
        self.retranslate_ui()
        model.preview_changed.connect(self._on_preview_changed)
        model.node_changed.connect(self._on_node_changed)

    def retranslate_ui(self) -> None:
        """Set every text in the current language; at start and on every ``LanguageChange``."""
        self.table.setHeaderLabels(
            [self.tr("#"), self.tr("g"), self.tr("h"), self.tr("f"), self.tr("path")]
        )
        self.table.setAccessibleName(self.tr("Open list"))
        self.table.setAccessibleDescription(
            self.tr("The next nodes to expand, in order, with g, h, f and their path")
        )
        self.follow.setText(self.tr("Follow the search"))
        self.follow.setToolTip(self.tr("Show the node being expanded again"))
        self.follow.setAccessibleName(self.tr("Follow the search"))
        self.follow.setAccessibleDescription(self.tr("Show the node being expanded again"))
        self._on_preview_changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @property
    def nodes(self) -> list[Node]:
        return list(self._nodes)

    def _on_preview_changed(self) -> None:
        self._nodes = list(self.model.preview)
        self.table.setUpdatesEnabled(False)
        self.table.clear()
        items = []
        for position, node in enumerate(self._nodes, start=1):
            path = self._path_text(node)
            item = QTreeWidgetItem(
                [str(position), _short(node.g), _short(node.h), _short(node.f), path]
            )
            for column in range(4):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
            item.setToolTip(4, self.model.problem.describe_state(node.state))
            items.append(item)
        self.table.addTopLevelItems(items)
        self.table.setUpdatesEnabled(True)
        if self._nodes:
            self.caption.setText(
                self.tr(
                    "First {count} nodes of open, in expansion order. Click one to see it."
                ).format(count=len(self._nodes))
            )
        elif self.model.finished is not None:
            self.caption.setText(self.tr("The run has ended."))
        else:
            self.caption.setText(self.tr("The next nodes to expand appear here."))

    def _path_text(self, node: Node) -> str:
        """The moves that reach ``node`` as the puzzle names them, the last few of a long path."""
        steps = node.path()[1:]
        if not steps:
            return self.tr("(start)")
        shown = [self.model.problem.step_label(step) for step in steps[-PATH_STEPS:]]
        if len(steps) > PATH_STEPS:
            shown.insert(
                0, self.tr("… {count} moves").format(count=number(len(steps) - PATH_STEPS))
            )
        return " → ".join(shown)

    def _on_item_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        index = self.table.indexOfTopLevelItem(item)
        if 0 <= index < len(self._nodes):
            self.model.set_focus(self._nodes[index])

    def _on_node_changed(self) -> None:
        self.follow.setEnabled(self.model.focus is not None)
