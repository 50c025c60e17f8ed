"""What View > Zoom does to the window besides the app's font: the docks' titles grow with the
text, and the board keeps its room.

Qt paints a dock's title in the font the dock was made with, unless the dock has a font of its
own (Qt 6's QDockWidget compares its font with the class's): each dock gets the app's font,
told apart by a hinting preference, and its contents the app's font itself. Larger text makes
the side panels wider; the board then gets the width it can use (its block's width for its
height) first, and the right-hand column what is left, never less than it needs.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QMainWindow,
    QScrollArea,
    QStyle,
    QTabBar,
    QToolBar,
    QWidget,
)

from cavalo_gui.app.window.screen_fit import FRAME_ALLOWANCE, available_area, keep_on_screen
from cavalo_gui.app.window.toolbar_place import menus_width, to_menu_row, to_own_row

SPLITTERS = 32  # pixels: the separators between the columns, the docks' frames, the margins
BOARD_AT_100 = 360  # the board's least width at 100% (it may shrink below it only zoomed)
CENTRE_MARGIN = 4  # pixels around the board and the rows under it (zoomed: none)
RIGHT_AT_100 = 480  # the right-hand column's width at 100%, as the window first lays it out


class WideScroll(QScrollArea):
    """A panel that scrolls, sideways too, where its column is narrower or shorter than it (at
    a large zoom on a small screen), rather than push the window off the screen; the left
    column gives it its whole height where it can (see ``side_column``)."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(panel)
        self.setWidgetResizable(True)
        # The column widens by the vertical bar as it appears: under it the figures went
        # behind a sideways bar (a screenshot of a paused run, the Statistics stacked).
        self.verticalScrollBar().installEventFilter(self)

        self.widest = 1 << 20  # pixels: the most the window can give it (see give_board_room)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        shown_or_hidden = event.type() in (QEvent.Type.Show, QEvent.Type.Hide)
        if watched is self.verticalScrollBar() and shown_or_hidden:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def minimumSizeHint(self) -> QSize:
        panel = self.widget().minimumSizeHint()
        height = super().minimumSizeHint().height()
        return QSize(min(panel.width() + self._bar(), self.widest), height)

    def _bar(self) -> int:
        vertical = self.verticalScrollBar()
        return vertical.sizeHint().width() if vertical.isVisible() else 0  # not squeezed by it

    def wanted_width(self) -> int:
        """The width its panel wants, where the column has it (the statistics side by side,
        zoomed, rather than each figure under its name); never less than its least."""
        panel = self.widget()
        wanted = getattr(panel, "wanted_width", None)
        width = wanted() if callable(wanted) else panel.minimumSizeHint().width()
        least = self.minimumSizeHint().width()
        return max(least, min(width + self._bar(), self.widest))

    def least_width(self) -> int:
        """The narrowest it may be given without a sideways bar: its panel's least (zoomed,
        the statistics' figures under their names), with the vertical bar if shown."""
        least = getattr(self.widget(), "least_width", None)
        if not callable(least):
            return self.minimumSizeHint().width()
        return least() + self._bar()

    def allow(self, widest: int) -> None:
        """Take no more than ``widest`` pixels however wide the panel, scrolling beyond."""
        if widest != self.widest:
            self.widest = widest
            self.updateGeometry()


def scrolled(panel: QWidget) -> QScrollArea:
    """``panel`` in a :class:`WideScroll`."""
    return WideScroll(panel)


def title_font(font: QFont) -> QFont:
    """``font`` as a dock's own, so that Qt paints the dock's title in it."""
    title = QFont(font)
    hinting = QFont.HintingPreference
    differs = (
        hinting.PreferVerticalHinting
        if font.hintingPreference() != hinting.PreferVerticalHinting
        else hinting.PreferDefaultHinting
    )
    title.setHintingPreference(differs)
    return title


def follow_zoom(window: QMainWindow, percent: int, fit_screen: bool = False) -> None:
    """Every dock's title in the app's text size; the board's room given back once the
    window has laid itself out in the new size (``percent``), after shrinking the window to
    its screen if ``fit_screen`` (its first show, when the docks' tabs have just made it
    smaller than it had to be)."""
    left_room(window, _screen_width(window))
    compact_centre(window, percent > 100)
    toolbar_fit = getattr(window, "toolbar_fit", None)
    if toolbar_fit is not None:  # zoomed, the toolbar in the menus' row where it fits
        toolbar_fit.allow_menu_row(percent > 100)
    font = QApplication.font()
    for dock in window.findChildren(QDockWidget):
        dock.setFont(title_font(font))
        if dock.widget() is not None:
            dock.widget().setFont(QFont(font))

    def settle() -> None:
        if fit_screen:  # the toolbar's and the foot's rows as short as their words allow,
            window.toolbar_fit.fit()  # then the window fitted
            foot = getattr(window, "foot", None)
            if foot is not None:
                foot.fit_width()
            keep_on_screen(window)
        give_board_room(window, percent)
        if fit_screen:  # again once the rows' new heights have made the window's least
            QTimer.singleShot(0, window, lambda: keep_on_screen(window))

    if fit_screen:  # first the panels held to the screen, then the window fitted to it
        QTimer.singleShot(0, window, lambda: left_room(window, _screen_width(window)))
    QTimer.singleShot(0, window, settle)


def compact_centre(window: QMainWindow, compact: bool) -> None:
    """Zoomed, the timeline and the replay bar leave the board's column for a row along the
    window's foot, each on one line where it fits (see ``foot_row``), and the board's column
    loses its margins: the larger text would otherwise take its height from the board, which
    a lecture audience must see first. The statistics' figures go under their
    names where the column is too narrow for both."""
    foot = getattr(window, "foot", None)
    if foot is not None and compact:  # the timeline and the replay bar along the foot
        foot.place(True)
    centre = window.centralWidget().layout()
    if centre is not None:
        margin = 0 if compact else CENTRE_MARGIN  # the board's coordinates are its margin
        centre.setContentsMargins(margin, margin, margin, margin)
        centre.setSpacing(0 if compact else -1)  # -1: the style's own
    for name in ("timeline", "replay", "stats"):
        make_compact = getattr(getattr(window, name, None), "make_compact", None)
        if callable(make_compact):
            make_compact(compact)
    if foot is not None and not compact:  # back under the board once on two lines again:
        foot.place(False)  # on one there, the replay's sentence had widened the window


def _screen_width(window: QMainWindow) -> int:
    return available_area(window).width() - FRAME_ALLOWANCE.width()


class ToolbarFit(QObject):
    """The toolbar's words beside its icons where the window is wide enough for all of its
    buttons; where not (Portuguese at 150% on a 1024-pixel screen), its words alone, in a row
    no taller than the words (under the icons they took 56 pixels of a 640-pixel screen), and
    under smaller icons only where even the words alone do not fit. Zoomed, the toolbar goes
    to the right end of the menus' row where it fits there (a row of text more for the
    board), left where it is while held (Present)."""

    def __init__(self, window: QMainWindow, toolbar: QToolBar) -> None:
        super().__init__(window)
        self.window = window
        self.toolbar = toolbar
        self.menu_row_allowed = False  # zoomed: the toolbar may stand in the menus' row
        self.held = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def allow_menu_row(self, allowed: bool) -> None:
        """Let the toolbar stand in the menus' row where it fits (``allowed``), or not."""
        self.menu_row_allowed = allowed
        self.fit()

    def hold(self, held: bool) -> None:
        """Leave the toolbar where it is while ``held`` (Present: the window's snapshot puts
        back what it took); then where it fits."""
        self.held = held
        self.fit()

    def fit(self) -> None:
        if self.held:
            return
        style = Qt.ToolButtonStyle
        toolbar, window = self.toolbar, self.window
        toolbar.setIconSize(QSize())  # the style's own size
        if self.menu_row_allowed:
            room = window.width() - menus_width(window.menuBar())
            for shape in (style.ToolButtonTextBesideIcon, style.ToolButtonTextOnly):
                toolbar.setToolButtonStyle(shape)
                if toolbar.sizeHint().width() <= room:
                    to_menu_row(window, toolbar)
                    return
        to_own_row(window, toolbar)
        toolbar.setToolButtonStyle(style.ToolButtonTextBesideIcon)
        if toolbar.sizeHint().width() > window.width():
            toolbar.setToolButtonStyle(style.ToolButtonTextOnly)
        if toolbar.sizeHint().width() > window.width():
            toolbar.setToolButtonStyle(style.ToolButtonTextUnderIcon)
            small = toolbar.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
            toolbar.setIconSize(QSize(small, small))  # the row no taller than it must be


def whole_tab_titles(window: QMainWindow) -> None:
    """The docks' tabs say their whole names: where a column is too narrow for all of them,
    the tab bar shows its scroll arrows rather than cutting the names ("Árvore de pro…")."""
    for tabs in window.findChildren(QTabBar):
        if tabs.elideMode() != Qt.TextElideMode.ElideNone or not tabs.usesScrollButtons():
            tabs.setElideMode(Qt.TextElideMode.ElideNone)
            tabs.setUsesScrollButtons(True)


def left_room(window: QMainWindow, width: int) -> int:
    """The most the left-hand column may take of a window ``width`` wide, the board and the
    right-hand column at their least; the panels that scroll sideways are held to it."""
    right = [
        dock
        for dock in window.findChildren(QDockWidget)
        if window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    ]
    right_least = max((dock.minimumSizeHint().width() for dock in right), default=0)
    centre = window.centralWidget().minimumSizeHint().width()
    room = width - centre - right_least - SPLITTERS
    for dock in window.findChildren(QDockWidget):
        allow = getattr(dock.widget(), "allow", None)  # a panel that scrolls sideways
        if callable(allow):
            allow(room)
    return room


def _column(window: QMainWindow, area: Qt.DockWidgetArea) -> list[QDockWidget]:
    return [
        dock
        for dock in window.findChildren(QDockWidget)
        if window.dockWidgetArea(dock) == area and dock.isVisible() and not dock.isFloating()
    ]


def _wanted_width(dock: QDockWidget) -> int:
    """A dock's least width, or more where its panel wants more (see WideScroll)."""
    least = dock.minimumSizeHint().width()
    wanted = getattr(dock.widget(), "wanted_width", None)
    if callable(wanted):
        return least + max(0, wanted() - dock.widget().minimumSizeHint().width())
    return least


def _least_width(dock: QDockWidget) -> int:
    """A dock's least width, or less where its panel may be narrower than it asks (see
    WideScroll.least_width)."""
    panel = dock.widget()
    least = getattr(panel, "least_width", None)
    if not callable(least):
        return dock.minimumSizeHint().width()
    return dock.minimumSizeHint().width() - panel.minimumSizeHint().width() + least()


def _allow(dock: QDockWidget, width: int) -> None:
    """Hold a panel that scrolls sideways to the width its dock is given."""
    panel = dock.widget()
    allow = getattr(panel, "allow", None)
    if callable(allow):
        allow(width - (dock.minimumSizeHint().width() - panel.minimumSizeHint().width()))


def give_board_room(window: QMainWindow, percent: int) -> None:
    """Above 100%, narrow the right-hand column, then the left-hand one (never below what
    they need), so that the board is as wide as its height lets it use. At 100%, the
    columns as the window first lays them out."""
    whole_tab_titles(window)
    window.toolbar_fit.fit()
    side_column = getattr(window, "side_column", None)
    if side_column is not None:
        side_column.refit_later()
    board = window.board
    left = _column(window, Qt.DockWidgetArea.LeftDockWidgetArea)
    right = _column(window, Qt.DockWidgetArea.RightDockWidgetArea)
    if not left or not right:
        return
    units_wide, units_high = board.fit_units()
    wanted = round(board.height() * units_wide / units_high)
    foot = getattr(window, "foot", None)
    under_board = foot is None or not foot.at_foot
    if percent > 100 and under_board:  # the timeline's label beside its slider: a line more
        rows = getattr(getattr(window, "timeline", None), "rows", None)
        wanted = max(wanted, rows.width_beside() if rows is not None else 0)
    right_least = max(dock.minimumSizeHint().width() for dock in right)
    room = left_room(window, window.width())
    left_width = min(max(_wanted_width(dock) for dock in left), room)
    right_width = window.width() - left_width - wanted - SPLITTERS
    if percent <= 100:  # as the window first lays it out, the board never below its old least
        board_least = window.width() - left_width - BOARD_AT_100 - SPLITTERS
        right_width = max(right_least, min(RIGHT_AT_100, board_least))
    else:  # the left column yields to the board too, down to its least
        left_least = max(_least_width(dock) for dock in left)
        left_width = max(
            left_least, min(left_width, window.width() - wanted - right_least - SPLITTERS)
        )
        for dock in left:  # a panel that would ask for more (figures beside their names)
            _allow(dock, left_width)
        right_width = max(right_least, window.width() - left_width - wanted - SPLITTERS)
    window.resizeDocks([left[0], right[0]], [left_width, right_width], Qt.Orientation.Horizontal)
