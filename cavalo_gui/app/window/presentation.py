"""View > Present (F5): the window as a lecture hall's projector wants it.

Full screen, the board as large as the screen's height allows with one chosen pane beside it
shown whole (View > Presentation pane; the statistics unless another is chosen), every text at
twice its size (the View > Zoom mechanism; less, down to the window's own zoom, where the pane
would not show whole) and a banner of one line across the top that always says the step shown
and how the run stands or ended. The keys a presenter's clicker sends drive it: Right, Page
Down and Space step forward, Left and Page Up go back one expansion (the timeline's Back, on a
finished run too), B blanks the screen and brings it back, Esc (or F5 again) leaves and puts
the window back exactly as it was: its size and place, its panes, its menus and bars, its zoom.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QFont, QFontMetricsF, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QToolBar,
    QWidget,
)

from cavalo_gui.app.i18n import number
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.app.window.panes import docks_by_name
from cavalo_gui.app.window.view_options import apply_zoom
from cavalo_gui.app.window.window_snapshot import WindowSnapshot

PRESENT_ZOOM = 200  # percent of the system's text size while presenting, where it fits
ZOOM_STEP = 10  # percent: a smaller zoom tried where the pane does not fit whole at one
BOARD_SHARE = 0.45  # of the screen's width, the least the pane leaves the board
BANNER_SCALE = 1.4  # the banner's text beside the (zoomed) others, where its line has room
DEFAULT_PANE = "Statistics"
PANE_SHARE = 0.3  # of the screen's width, for a pane that says no width of its own
SPLITTERS = 16  # pixels: the separator beside the pane, its dock's frame, the margins
FORWARD = (Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Space)
BACK = (Qt.Key.Key_Left, Qt.Key.Key_PageUp)
BLANK, LEAVE = Qt.Key.Key_B, Qt.Key.Key_Escape
KEYS = (*FORWARD, *BACK, BLANK, LEAVE)


class Presentation(QObject):
    """Presentation mode of ``window`` (a :class:`MainWindow`): its actions, banner and
    blank screen, and the keys while it is on."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.pane = DEFAULT_PANE
        self._before: WindowSnapshot | None = None
        self.action = QAction(window, objectName="action_present", checkable=True)
        self.action.setShortcut(QKeySequence(Qt.Key.Key_F5))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.set_presenting)
        window.addAction(self.action)
        self.pane_menu = QMenu(window)
        self.pane_menu.setObjectName("presentation_pane_menu")
        self.pane_menu.aboutToShow.connect(self._list_panes)
        self.pane_choices = QActionGroup(self)
        window.view_menu.addSeparator()
        window.view_menu.addAction(self.action)
        window.view_menu.addMenu(self.pane_menu)
        # One line across the whole screen, over the pane and the board: in the board's
        # column alone it took four lines (170 pixels) at 1366 x 768.
        self.banner = QLabel(objectName="presentation_banner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.banner.setMinimumWidth(1)  # its words are fitted to the line (see _fit_banner)
        self._said = ""  # what the banner says, before it is fitted to its line
        self.banner_bar = QToolBar(window, objectName="presentation_banner_bar")
        self.banner_bar.setMovable(False)
        self.banner_bar.setFloatable(False)
        self.banner_bar.addWidget(self.banner)
        self.banner_bar.toggleViewAction().setVisible(False)
        self.banner_bar.hide()
        self._fit_pending = False
        self.blank = QWidget(window, objectName="presentation_blank")
        self.blank.setStyleSheet("background: black")
        self.blank.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.blank.hide()
        model, controller = window.model, window.controller
        changes = (model.position_changed, model.counters_changed, model.finished_changed)
        for signal in (*changes, model.node_changed):
            signal.connect(self._say_where)
        controller.state_changed.connect(self._say_where)
        window.installEventFilter(self)
        self.retranslate_ui()

    @property
    def presenting(self) -> bool:
        return self._before is not None

    def retranslate_ui(self) -> None:
        self.action.setText(self.tr("&Present"))
        self.action.setToolTip(
            self.tr(
                "Full screen for a projector: Right, Page Down or Space step, Left or Page Up "
                "go back, B blanks the screen, Esc leaves (F5)"
            )
        )
        self.pane_menu.setTitle(self.tr("Presentation pa&ne"))
        self._list_panes()
        QTimer.singleShot(0, self, self._list_panes)  # once the docks have their new titles
        self._say_where()

    def docks(self) -> dict[str, QDockWidget]:
        """The window's panes, by the English name their dock was made with."""
        docks = docks_by_name(self.window.docks)
        docks.pop("Controls")
        return docks

    def _list_panes(self) -> None:
        """The panes to show beside the board, by their titles in the current language."""
        self.pane_menu.clear()
        for name, dock in self.docks().items():
            choice = self.pane_menu.addAction(dock.windowTitle())
            choice.setObjectName(f"present_{name}")
            choice.setCheckable(True)
            choice.setChecked(name == self.pane)
            choice.triggered.connect(lambda _checked=False, name=name: self.choose_pane(name))
            self.pane_choices.addAction(choice)

    def choose_pane(self, name: str) -> None:
        """Show the pane ``name`` beside the board when presenting (at once, if on)."""
        self.pane = name
        if self.presenting:
            self._show_only(name)

    # On and off.

    def set_presenting(self, on: bool) -> None:
        if on and not self.presenting:
            self.enter()
        elif not on and self.presenting:
            self.leave()

    def enter(self) -> None:
        """Full screen, the board and one pane, large texts, the banner; keys taken."""
        window = self.window
        window.toolbar_fit.hold(True)  # where it is, for the snapshot to put back
        self._before = before = WindowSnapshot(window)
        window.menuBar().hide()
        window.statusBar().hide()
        window.toolbar.hide()
        window.docks["controls"].hide()
        before.set_widgets_aside(self._under_the_board())  # the banner says what they say
        window.stats.fit_values_to_their_texts(True)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.banner_bar)
        self.banner_bar.show()
        self.banner.show()
        self._show_only(self.pane)
        self._zoom_to_fit()
        self._say_where()
        self.action.setChecked(True)
        QApplication.instance().installEventFilter(self)
        window.showFullScreen()
        self._fit_later()

    def leave(self) -> None:
        """Back to the window exactly as it was before presenting."""
        before, self._before = self._before, None
        if before is None:
            return
        QApplication.instance().removeEventFilter(self)
        self.blank.hide()
        self.window.removeToolBar(self.banner_bar)
        self.banner_bar.hide()
        self.banner.hide()
        apply_zoom(self.window.view_options.zoom)
        self.window.stats.fit_values_to_their_texts(False)
        before.restored.connect(lambda: self.window.toolbar_fit.hold(False))
        before.restore()
        self.action.setChecked(False)

    def _under_the_board(self) -> list[QWidget]:
        """The widgets shown with the board in the window's centre, but the board, and the
        window's foot row (where the zoom put the timeline)."""
        layout = self.window.centre_layout
        items = (layout.itemAt(index).widget() for index in range(layout.count()))
        foot = getattr(self.window, "foot", None)  # zoomed, the timeline's row is there
        return [
            widget
            for widget in items
            if widget is not None and widget not in (self.window.board, self.banner)
        ] + ([foot.bar] if foot is not None else [])

    def _show_only(self, name: str) -> None:
        docks = self.docks()
        shown = docks.get(name) or docks[DEFAULT_PANE]
        for dock in docks.values():
            dock.setVisible(dock is shown)
        shown.raise_()
        self._fit_later()

    # The board and the pane share the screen.

    def _zoom_to_fit(self) -> None:
        """Every text at :data:`PRESENT_ZOOM`, or at the largest zoom down to the window's own
        at which the pane shows whole beside the board (at 1024 x 640 the statistics at 200%
        are taller than the screen)."""
        window, before = self.window, self._before
        size = QApplication.font().pointSizeF()
        screen = window.screen().geometry()
        own = window.view_options.zoom
        docks = self.docks()
        pane = docks.get(self.pane) or docks[DEFAULT_PANE]
        zoom = max(PRESENT_ZOOM, own)
        while True:
            apply_zoom(zoom)
            before.scale_own_fonts(QApplication.font().pointSizeF() / size, but=(self.banner,))
            window.stats.fit_values_to_their_texts(True)
            banner = QFontMetricsF(self._banner_font(BANNER_SCALE)).height() * 1.3
            tall = _needed_height(pane) + banner > screen.height()
            wide = _needed_width(pane) > screen.width() * (1 - BOARD_SHARE)
            if not (tall or wide) or zoom - ZOOM_STEP < own:
                return
            zoom -= ZOOM_STEP

    @staticmethod
    def _banner_font(scale: float) -> QFont:
        font = QFont(QApplication.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * scale)
        return font

    def _fit_later(self) -> None:
        """Fit once the window has laid itself out (after going full screen, a resize)."""
        if self.presenting and not self._fit_pending:
            self._fit_pending = True
            QTimer.singleShot(0, self, self.fit)

    def fit(self) -> None:
        """The banner's line, then the board as wide as its height lets it use and the pane
        the rest, never narrower than it needs to show its contents whole."""
        self._fit_pending = False
        if not self.presenting:
            return
        self._fit_banner()
        window = self.window
        docks = self.docks()
        pane = docks.get(self.pane) or docks[DEFAULT_PANE]
        width = window.width()
        height = window.centralWidget().height()
        board = window.board
        cell_at = getattr(board, "cell_at", None)
        board_width = round(width * (1 - PANE_SHARE))
        if callable(cell_at):
            board_width = self._board_width(cell_at, width, height)
        pane_width = max(width - board_width - SPLITTERS, _needed_width(pane))
        window.resizeDocks([pane], [pane_width], Qt.Orientation.Horizontal)

    @staticmethod
    def _board_width(cell_at, width: int, height: int) -> int:
        """The least width that gives the board the squares the screen's height allows."""
        largest = cell_at(width, height)
        narrow, wide = 1, width
        while wide - narrow > 4:
            middle = (narrow + wide) // 2
            if cell_at(middle, height) >= largest - 0.5:
                wide = middle
            else:
                narrow = middle
        return wide

    # What the banner says.

    def _say_where(self, *_args: object) -> None:
        """The step shown and how the run stands, or how it ended."""
        if not self.presenting:
            return
        window, model = self.window, self.window.model
        latest = len(model.recording)
        if model.looking_back:
            step = self.tr("Expansion {n} of {latest}").format(
                n=number(model.shown_position), latest=number(latest)
            )
        else:
            step = self.tr("Expansion {n}").format(n=number(latest))
        where = window.state_label.text()
        if window.controller.state is RunState.FINISHED and model.outcome_text():
            where = model.outcome_text()  # it says the run ended, and how
            if model.replayed is not None and not model.looking_back:
                where += "  ·  " + window.replay.label.text()
        self._said = f"{step}  ·  {where}"
        self._fit_banner()

    def _fit_banner(self) -> None:
        """The banner's words on one line: larger than the other texts where the line has
        room, as large as them at least, and only then cut at the end."""
        smallest = QApplication.font().pointSizeF()
        font = self._banner_font(BANNER_SCALE)
        room = self.window.width() - 2 * self.banner.fontMetrics().averageCharWidth()
        said = self._said
        while font.pointSizeF() > smallest and QFontMetricsF(font).horizontalAdvance(said) > room:
            font.setPointSizeF(max(smallest, font.pointSizeF() * 0.95))
        self.banner.setFont(font)
        metrics = QFontMetricsF(font)
        self.banner.setText(metrics.elidedText(said, Qt.TextElideMode.ElideRight, room))

    # The keys.

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window:
            if kind == QEvent.Type.LanguageChange:
                self.retranslate_ui()
            elif kind == QEvent.Type.Resize:
                self.blank.setGeometry(self.window.rect())
                self._fit_later()
            elif kind == QEvent.Type.Close:
                self.leave()  # first: the window remembers its own size and zoom, not these
            return False
        if not self.presenting or kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self.window:
            return False
        assert isinstance(event, QKeyEvent)
        if event.key() not in KEYS or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        event.accept()  # the window's own shortcuts (Space runs, Esc stops) stand aside
        if kind == QEvent.Type.KeyPress:
            self._on_key(Qt.Key(event.key()))
        return True

    def _replaying(self) -> bool:
        """Whether the keys move along the ended run's solution (or best path), as the
        window's Left and Right do once a run has ended."""
        model = self.window.model
        return (
            self.window.controller.state is RunState.FINISHED
            and not model.looking_back
            and model.replayed is not None
        )

    def forward(self) -> None:
        """One step on: the next expansion (the recorded one, looking back), or once the run
        has ended, its path's next move."""
        model = self.window.model
        if self._replaying() and (model.replay_step or 0) < model.replayed.depth:
            self.window.replay.step_forward()
        else:
            self.window.controller.step()

    def back(self) -> None:
        """One expansion back (the timeline's Back), on a finished run too: the banner says
        the expansion, and Left and Page Up go back along what it says."""
        self.window.controller.back()

    def _on_key(self, key: Qt.Key) -> None:
        if key in FORWARD:
            self.forward()
        elif key in BACK:
            self.back()
        elif key == BLANK:
            self.blank.setGeometry(self.window.rect())
            self.blank.setVisible(self.blank.isHidden())
            self.blank.raise_()
        elif key == LEAVE:
            self.leave()


def _needed_height(dock: QDockWidget) -> int:
    """The height ``dock`` needs to show its panel whole (title bar included)."""
    inner = dock.widget()
    panel = inner.widget() if isinstance(inner, QScrollArea) else inner
    if panel is None:
        return dock.minimumSizeHint().height()
    title = dock.minimumSizeHint().height() - inner.minimumSizeHint().height()
    return max(panel.minimumSizeHint().height(), panel.sizeHint().height()) + max(title, 0) + 4


def _needed_width(dock: QDockWidget) -> int:
    """The width ``dock`` needs to show its panel whole, beside the board (a panel that
    scrolls: its panel's whole width and its scroll bar's)."""
    least = dock.minimumSizeHint().width()
    inner = dock.widget()
    if isinstance(inner, QScrollArea) and inner.widget() is not None:
        panel = inner.widget()
        wanted = getattr(panel, "side_by_side_width", None)
        width = wanted() if callable(wanted) else panel.minimumSizeHint().width()
        frame = dock.width() - inner.viewport().width()
        return max(least, width + max(frame, 0))
    return least
