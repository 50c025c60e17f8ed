"""Zoomed, the timeline and the replay bar leave the board's column for one row along the
window's foot, side by side where the window is wide enough (one above the other where not),
each on a single line.

Under the board, at 150%, they took three or four lines of text from its height: the board
grew 1 to 11% while every other text grew 50% (issue 33 item 8). Along the foot they take one
line (two on a narrow screen), and the window's whole width, not the board's column's.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QSizePolicy, QToolBar, QWidget

from cavalo_gui.app.window.screen_fit import FRAME_ALLOWANCE, available_area

GAP = 12  # pixels between the timeline and the replay bar, side by side


def _screen_width(window: QMainWindow) -> int:
    return available_area(window).width() - FRAME_ALLOWANCE.width()


def _height(widget: QWidget, width: int) -> int:
    """How tall ``widget`` wants to be at ``width`` (the timeline's label may go below)."""
    if widget.hasHeightForWidth():
        return widget.heightForWidth(width)
    return widget.sizeHint().height()


class FootRow(QWidget):
    """The timeline then the replay bar: side by side where both fit on one line each (the
    timeline with its label beside its slider), else the timeline above the replay bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("foot_row")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.timeline: QWidget | None = None
        self.replay: QWidget | None = None
        self._height = 0  # as last laid out

    def hold(self, timeline: QWidget, replay: QWidget) -> None:
        """Take ``timeline`` and ``replay`` in."""
        self.timeline, self.replay = timeline, replay
        timeline.allow_caption(False)
        for widget in (timeline, replay):
            widget.setParent(self)
            widget.show()
        self._lay_out()

    def release(self) -> None:
        """Give them back (the caller puts them elsewhere), both named again."""
        if self.replay is not None:
            self.replay.name_shown(True)
            self.replay.label.set_room(0)
            self.timeline.allow_caption(True)
        self.timeline = self.replay = None

    def timeline_width(self) -> int:
        """The least width that keeps the timeline's label beside its slider."""
        return self.timeline.width_beside()

    def _replay_widths(self) -> tuple[int, int]:
        """The replay bar's width but its name's and its sentence's (the buttons, the slider
        at its least, the margins), and the width that holds its widest sentence whole."""
        replay = self.replay
        label = replay.label
        named = replay.title.isVisibleTo(replay)
        controls = replay.minimumSizeHint().width() - label.minimumSizeHint().width()
        controls -= replay.name_width() if named else 0
        return controls, controls + replay.sentence_width()

    def _fit_replay(self, width: int) -> None:
        """The replay bar ``width`` wide: named where its sentence stays whole, the sentence
        given the rest."""
        controls, whole = self._replay_widths()
        named = width >= whole + self.replay.name_width()
        self.replay.name_shown(named)
        room = width - controls - (self.replay.name_width() if named else 0)
        self.replay.label.set_room(room)

    def side_by_side(self, width: int) -> bool:
        """Whether both stand on one line in a row ``width`` wide, each sentence whole (the
        replay's widest, so that moving its slider keeps the row as it is)."""
        if self.timeline is None:
            return False
        return self.timeline_width() + GAP + self._replay_widths()[1] <= width

    def _lay_out(self) -> None:
        if self.timeline is None:
            return
        width = self.width()
        whole = self._replay_widths()[1] + self.replay.name_width()
        if self.side_by_side(width):
            timeline_width = self.timeline_width()
            spare = width - timeline_width - GAP - whole
            if spare > 0:  # the replay bar whole, the rest shared
                timeline_width += spare // 2
            replay_width = width - timeline_width - GAP
            self._fit_replay(replay_width)
            height = max(_height(self.timeline, timeline_width), _height(self.replay, replay_width))
            self.timeline.setGeometry(0, 0, timeline_width, height)
            self.replay.setGeometry(timeline_width + GAP, 0, replay_width, height)
        else:
            self._fit_replay(width)
            first = _height(self.timeline, width)
            second = _height(self.replay, width)
            self.timeline.setGeometry(0, 0, width, first)
            self.replay.setGeometry(0, first, width, second)
            height = first + second
        if height != self._height:
            self._height = height
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(self.minimumSizeHint().width(), max(self._height, 1))

    def minimumSizeHint(self) -> QSize:
        if self.timeline is None:
            return QSize(0, 0)
        widths = (self.timeline.minimumSizeHint().width(), self.replay.minimumSizeHint().width())
        return QSize(max(widths), max(self._height, 1))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._lay_out()

    def event(self, event) -> bool:
        if event.type() == event.Type.LayoutRequest:  # a child's size changed (its label)
            self._lay_out()
        return super().event(event)


class WindowFoot:
    """The window's foot row: a toolbar along its bottom edge that holds the timeline and the
    replay bar while :meth:`place` says so, hidden (and they under the board) otherwise."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.row = FootRow()
        bar = self.bar = QToolBar(window)
        bar.setObjectName("foot_toolbar")
        bar.setMovable(False)
        bar.setFloatable(False)
        bar.toggleViewAction().setVisible(False)  # not one of the user's toolbars
        bar.setContentsMargins(0, 0, 0, 0)
        bar.layout().setContentsMargins(0, 0, 0, 0)  # the row's own margins are enough
        bar.addWidget(self.row)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
        bar.hide()
        self.at_foot = False

    def fit_width(self) -> None:
        """Lay the row out at the window's width now (its least height with it), before the
        window is fitted to its screen: laid out narrower, on two lines, it had made the
        window taller than a 640-pixel screen."""
        if self.at_foot:
            self.row.resize(self.window.width(), self.row.height())
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def place(self, at_foot: bool) -> None:
        """The timeline and the replay bar along the window's foot (``at_foot``) or back under
        the board, after the other rows there (the quiz's, Fine step's)."""
        window = self.window
        timeline, replay, layout = window.timeline, window.replay, window.centre_layout
        if at_foot and not self.at_foot:
            layout.removeWidget(timeline)
            layout.removeWidget(replay)
            # its height known at once: at the width the window will have on its screen
            width = window.width() if window.isVisible() else _screen_width(window)
            self.row.resize(width, self.row.height())
            self.row.hold(timeline, replay)
            self.bar.show()
        elif not at_foot and self.at_foot:
            self.row.release()
            self.bar.hide()
            layout.addWidget(timeline)
            layout.addWidget(replay)
            timeline.show()
            replay.show()
        elif at_foot:
            self.bar.show()  # a remembered layout may have hidden it
        else:
            self.bar.hide()
        self.at_foot = at_foot
