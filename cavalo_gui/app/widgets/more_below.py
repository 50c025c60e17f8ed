"""A scrolling panel that says what it hides below: "More below: Budgets and speed".

On a short screen (1024 x 640 at 150%) the controls are taller than their column even in a tab
of their own, and a scroll bar alone went unnoticed. Under the panel, a button names the groups
not in view; a click scrolls the first of them into view, whole where the column holds it. It
shows only while something is hidden below, and says which: "More below: Budgets and speed"
only while that group's title is below the view too; a group whose title is in view but whose
end is not "continues below" (at 1366 x 768 the button named Budgets with Budgets in view).
Where the column is too narrow for every name, it names the nearest ("Mais abaixo: Procura",
where "Mais abaixo: Procura, Orça…" was cut; narrower, the name alone beside the arrow down),
and its tooltip all of them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QGroupBox,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)


class MoreBelow(QWidget):
    """``scroll`` with a button under it naming the groups of its panel hidden below."""

    def __init__(self, scroll: QScrollArea, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scroll = scroll
        self.button = QToolButton(objectName="more_below")
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowDown))
        self.button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.button.setMinimumWidth(1)  # its words never widen the column (they are elided)
        self.button.clicked.connect(self.show_hidden)
        self.button.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.button)
        bar = scroll.verticalScrollBar()
        bar.valueChanged.connect(self.refresh_later)
        bar.rangeChanged.connect(self.refresh_later)
        scroll.viewport().installEventFilter(self)
        self._pending = False
        self.widest = 1 << 20  # pixels: the most its column can give it (the window's helper)
        self.fit_width()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.refresh_later()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.refresh_later()
        super().changeEvent(event)

    def fit_width(self) -> None:
        """As narrow as the panel can be (its descriptions wrap, its labels go above their
        boxes), so that the window fits 1024 pixels in either language and at any zoom; the
        room for a vertical scroll bar added."""
        panel = self.scroll.widget()
        if panel is not None:
            bar = self.scroll.verticalScrollBar().sizeHint().width()
            least = panel.minimumSizeHint().width() + bar + 8
            self.scroll.setMinimumWidth(min(least, self.widest))

    def allow(self, widest: int) -> None:
        """Take no more than ``widest`` pixels however wide the panel, scrolling beyond."""
        if widest != self.widest:
            self.widest = widest
            self.fit_width()

    def refresh_later(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.refresh)

    def hidden_groups(self) -> list[QGroupBox]:
        """The panel's groups whose bottom is below the visible part."""
        panel, viewport = self.scroll.widget(), self.scroll.viewport()
        if panel is None:
            return []
        bottom = viewport.height()
        return [
            group
            for group in panel.findChildren(QGroupBox)
            if group.isVisibleTo(panel)
            and group.parentWidget() is panel
            and group.mapTo(viewport, group.rect().bottomLeft()).y() > bottom
        ]

    def _title_in_view(self, group: QGroupBox) -> bool:
        """Whether the group's title (the line above its contents) is in the visible part."""
        viewport = self.scroll.viewport()
        below_title = QPoint(0, group.contentsRect().top())
        return group.mapTo(viewport, below_title).y() <= viewport.height()

    def refresh(self) -> None:
        """Show the button, naming the hidden groups, while any is hidden; else hide it."""
        self._pending = False
        self.fit_width()
        hidden = self.hidden_groups()
        if not hidden:
            self.button.hide()
            return
        below = [group for group in hidden if not self._title_in_view(group)]
        begun = [group for group in hidden if group not in below]
        sentences = []
        if below:
            names = ", ".join(group.title().replace("&", "") for group in below)
            sentences.append(self.tr("More below: {groups}").format(groups=names))
        for group in begun:
            title = group.title().replace("&", "")
            sentences.append(self.tr("{group} continues below").format(group=title))
        text = "; ".join(sentences)
        nearest = (below or begun)[0].title().replace("&", "")
        shorter = [sentences[0]]  # what is nearest below, if all does not fit
        if below:
            shorter.append(self.tr("More below: {groups}").format(groups=nearest))
        shorter.append(nearest)  # beside the button's arrow down, its name alone
        room = self.scroll.width() - self.button.iconSize().width() - 24
        metrics = self.button.fontMetrics()
        shown = next(
            (words for words in (text, *shorter) if metrics.horizontalAdvance(words) <= room),
            metrics.elidedText(shorter[-1], Qt.TextElideMode.ElideRight, room),
        )
        self.button.setText(shown)
        self.button.setToolTip(text)  # every group, where the button names fewer
        self.button.show()

    def show_hidden(self) -> None:
        """Scroll the first hidden group to the top of the view (or the panel's end, where
        that is nearer): the next group whole where the column holds it, and the button names
        the groups still below (at 1024 x 640 and 150% Search and Budgets together are taller
        than the column, and scrolling to the end hid Search's first rows). A group already
        at the top and taller than the view is passed for the next one (in Portuguese at
        that size "Procura" alone is, and a second click had shown it again)."""
        bar = self.scroll.verticalScrollBar()
        panel = self.scroll.widget()
        hidden = self.hidden_groups()
        if panel is None or not hidden:
            return
        spacing = panel.layout().spacing() if panel.layout() is not None else 0
        starts = sorted(max(0, group.mapTo(panel, QPoint(0, 0)).y() - spacing) for group in hidden)
        ahead = [start for start in starts if start > bar.value()]
        bar.setValue(min(ahead[0] if ahead else bar.maximum(), bar.maximum()))
