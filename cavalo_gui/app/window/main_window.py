"""The main window: the board in the centre, controls on the left, statistics, the live chart
and the open list on the right; toolbar, menus, shortcuts and a status bar around them.

It lists what it is composed of, each once: its panes (the centre column and
:meth:`MainWindow._docked_panes`), its commands (``commands.py``), its features
(``features.py``) and the run's status (``run_status.py``)."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from cavalo_gui.app.boards.registry import create_board_view
from cavalo_gui.app.compare.window import CompareWindow, open_compare_window
from cavalo_gui.app.domain_texts import domain_text
from cavalo_gui.app.export.files import (
    ShotKind,
    default_file_name,
    with_extension,
)
from cavalo_gui.app.export.run_exports import RunExports
from cavalo_gui.app.export.vector import export_shot
from cavalo_gui.app.frames import FRAME_MS
from cavalo_gui.app.i18n import error_text
from cavalo_gui.app.quiz.panel import QuizPanel
from cavalo_gui.app.run.controller import RunController, RunState
from cavalo_gui.app.run.model import RunModel
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.widgets.control_panel import ControlPanel
from cavalo_gui.app.widgets.fine_step_view import FineStepLine
from cavalo_gui.app.widgets.live_chart import LiveChart
from cavalo_gui.app.widgets.more_below import MoreBelow
from cavalo_gui.app.widgets.open_list import OpenList
from cavalo_gui.app.widgets.pseudocode_pane import PseudocodePane
from cavalo_gui.app.widgets.replay_bar import ReplayBar
from cavalo_gui.app.widgets.search_tree_view import SearchTreeView
from cavalo_gui.app.widgets.stats_panel import StatsPanel
from cavalo_gui.app.widgets.timeline import Timeline
from cavalo_gui.app.window import dialogs
from cavalo_gui.app.window.commands import WindowCommands
from cavalo_gui.app.window.dock_tabs import DockTabs
from cavalo_gui.app.window.features import add_features, kept
from cavalo_gui.app.window.foot_row import WindowFoot
from cavalo_gui.app.window.panes import DockedPane, dock_panes, tab_behind
from cavalo_gui.app.window.problem_opener import ProblemOpener
from cavalo_gui.app.window.run_status import RunStatus
from cavalo_gui.app.window.screen_fit import fit_to_screen, keep_on_screen
from cavalo_gui.app.window.side_column import SideColumn
from cavalo_gui.app.window.tab_titles import TabTitles
from cavalo_gui.app.window.view_options import apply_zoom
from cavalo_gui.app.window.zoom_layout import follow_zoom, scrolled
from cavalo_gui.domains.domain import Domain


class MainWindow(QMainWindow):
    """The whole application window; ``settings`` defaults to the user's QSettings."""

    def __init__(self, settings: AppSettings | None = None) -> None:
        app_settings = settings if settings is not None else AppSettings()
        apply_zoom(app_settings.zoom())  # every widget, this one first, made at the zoom's size
        super().__init__()
        self.setObjectName("main_window")
        self.app_settings = app_settings
        self.panel = ControlPanel()
        self.app_settings.notices += self.panel.restore(self.app_settings.load_choices())
        first = self.panel.settings()
        self.model = RunModel(first.problem(), self)
        # A new puzzle's view replaces the old one as soon as the model takes a problem of
        # another puzzle: the old one must never paint the new puzzle's states.
        self.model.puzzle_replaced.connect(self._on_puzzle_replaced)
        self.controller = RunController(self.model, first, self)
        self.board_domain = self.model.domain.name
        self.board = create_board_view(self.board_domain, self.model)
        self.replay = ReplayBar(self.model)
        self.quiz_panel = QuizPanel()
        self.fine_step_line = FineStepLine(self.model)
        self.timeline = Timeline(self.controller)
        self.stats = StatsPanel(self.model)
        self.chart = LiveChart(self.model)
        self.open_list = OpenList(self.model)
        self.run_exports = RunExports(
            self.controller, self.model, self.chart, self.app_settings, self, self._show_status
        )
        self.compare_window: CompareWindow | None = None
        self.problem_opener = ProblemOpener(
            self.panel, self.controller, self.model, self.app_settings, self, self._show_status
        )

        centre = QWidget()
        layout = QVBoxLayout(centre)
        layout.setContentsMargins(4, 4, 4, 4)
        for pane in (self.board, self.quiz_panel, self.fine_step_line, self.timeline):
            layout.addWidget(pane, 1 if pane is self.board else 0)
        layout.addWidget(self.replay)
        self.centre_layout = layout
        self.setCentralWidget(centre)
        self.foot = WindowFoot(self)  # zoomed, the timeline and the replay bar go there
        self.search_tree = SearchTreeView(self.model)
        self.pseudocode = PseudocodePane(self.model)
        self.panes = self._docked_panes()
        self.docks = dock_panes(self, self.panes)
        self.commands = WindowCommands(self)
        self.dock_tabs = DockTabs(self)
        tab_behind(self.dock_tabs, self.panes, self.docks)
        self.tab_titles = TabTitles(self)
        self.side_column = SideColumn(
            self, self.docks["controls"], self.docks["statistics"], self.panel, self.controller
        )
        self.features = add_features(self)
        follow_zoom(self, self.view_options.zoom)  # the docks' titles in the zoom's size
        self.retranslate_ui()

        self.panel.settings_changed.connect(self.controller.configure)
        self.panel.speed_changed.connect(self.controller.set_speed)
        self.controller.state_changed.connect(self._on_state_changed)
        self.run_status = RunStatus(self, self.controller)
        self.frame_timer = QTimer(self)
        self.frame_timer.setInterval(FRAME_MS)
        self.frame_timer.timeout.connect(self._on_frame)
        self.frame_timer.start()
        self.controller.live_changed.connect(self._on_live_changed)
        fit_to_screen(self)
        self._first_size = self.size()  # a size set by hand (the screenshots') is kept
        self.resizeDocks(
            [self.docks["controls"], self.docks["chart"]],
            [340, 480],
            Qt.Orientation.Horizontal,
        )
        self.dock_tabs.then = self._split_right_column
        self.resizeDocks(  # the controls whole at the default size; the statistics below
            [self.docks["controls"], self.docks["statistics"]],
            [560, 340],
            Qt.Orientation.Vertical,
        )
        self.dock_tabs.layout_restored = self.app_settings.restore_window(self)
        keep_on_screen(self)
        self._on_state_changed(self.controller.state)
        self.model.publish()
        for notice in self.app_settings.notices:
            self.statusBar().showMessage(notice, 10_000)

    def _docked_panes(self) -> tuple[DockedPane, ...]:
        """The window's docked panes, each once, in the View menu's order."""
        scroll = QScrollArea()
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        left = Qt.DockWidgetArea.LeftDockWidgetArea
        return (
            DockedPane("controls", "Controls", MoreBelow(scroll), left),
            # Under the controls: the right column then holds only the chart and the open
            # list, so that the window fits a 1024 x 640 screen with every part in view.
            DockedPane("statistics", "Statistics", scrolled(self.stats), left),
            DockedPane("chart", "Open and closed", self.chart),
            # the chart on top: the tree costs nothing hidden
            DockedPane("search_tree", "search_tree", self.search_tree, behind="chart"),
            DockedPane("open", "Open list", self.open_list),
            DockedPane("pseudocode", "pseudocode", self.pseudocode, behind="open"),
        )

    # The features, actions, menus and docks by the names the tests and the CLI know them by.
    chart_cursor, path_menu, breakpoints_menu, quiz = kept("features", 4)
    run_files, board_editor, presentation = kept("features", 3)
    side_by_side, inspector, animation_export = kept("features", 3)
    run_action, toggle_action, step_action, pause_action = kept("commands", 4)
    stop_action, reset_action, open_action, export_action = kept("commands", 4)
    replay_back_action, replay_forward_action, compare_action = kept("commands", 3)
    chart_data_action, chart_image_action, trace_action = kept("commands", 3)
    save_results_action, save_results_as_action = kept("commands", 2)
    quit_action, rules_action, about_action = kept("commands", 3)
    file_menu, run_menu, view_menu, language_menu, help_menu = kept("commands", 5)
    toolbar, toolbar_fit, language_actions, view_options = kept("commands", 4)

    @property
    def back_action(self) -> QAction:
        return self.features["back"].action

    @property
    def fine_step_action(self) -> QAction:
        return self.features["fine_step"].action

    @property
    def search_tree_dock(self) -> QDockWidget:
        return self.docks["search_tree"]

    @property
    def pseudocode_dock(self) -> QDockWidget:
        return self.docks["pseudocode"]

    def _split_right_column(self) -> None:
        """The chart and the open list half and half, once their docks have their tabs (and
        the window, smaller now, fits its screen)."""
        fitting = self.size() == self._first_size  # not a size set by hand
        if fitting:
            self.toolbar_fit.fit()  # the toolbar's and the foot's rows as short as they can
            self.foot.fit_width()  # be at this width, then the window fitted
            keep_on_screen(self)
        self.resizeDocks(
            [self.docks["chart"], self.docks["open"]], [330, 330], Qt.Orientation.Vertical
        )
        follow_zoom(self, self.view_options.zoom, fit_screen=fitting)

    def _on_frame(self) -> None:
        """Publish the model's changes, about 30 times a second."""
        self.model.publish()

    def _on_puzzle_replaced(self) -> None:
        """A problem of another puzzle: its board view takes the old one's place."""
        domain = self.model.domain.name
        if domain == self.board_domain:
            return
        old, self.board = self.board, create_board_view(domain, self.model)
        self.board_domain = domain
        self.centre_layout.replaceWidget(old, self.board)
        shiboken6.delete(old)  # now: it must not draw the new puzzle's states

    def show_rules(self) -> None:
        """Help > Rules: the rules of the shown puzzle, as its board view tells them."""
        label = domain_text(self.model.domain.label)
        dialogs.show_rules(self, label, self.board.rules_html())

    def _show_status(self, text: str, milliseconds: int) -> None:
        self.statusBar().showMessage(text, milliseconds)

    def _on_live_changed(self, live: bool) -> None:
        """At full speed the controller publishes as each batch arrives; the frame timer
        would only wake the window (and hold the search back) for nothing."""
        if live:
            self.frame_timer.stop()
        else:
            self.frame_timer.start()

    def retranslate_ui(self) -> None:
        """Set every text of the window (title, docks, menus, actions) in the current
        language: at start and on every ``LanguageChange``."""
        # The application's name follows, added by the window system ("… — Cavalo").
        self.setWindowTitle(self.tr("State-space search on the course's puzzles"))
        titles = {
            "controls": self.tr("Controls"),
            "statistics": self.tr("Statistics"),
            "chart": self.tr("Open and closed"),
            "open": self.tr("Open list"),
        }
        for key, title in titles.items():
            self.docks[key].setWindowTitle(title)
        self._name_qt_buttons()
        # once every dock has retranslated its own title too (each on its LanguageChange)
        QTimer.singleShot(0, self, self._name_qt_buttons)
        self.commands.retranslate_ui()

    def _name_qt_buttons(self) -> None:
        """Name the buttons Qt makes for the docks (close, detach) and for the tabs of docks
        put together (scroll left, right) in the current language: Qt names them once, when
        it makes them, in the language of that moment."""
        for dock in self.docks.values():
            for button_name, text in (
                ("qt_dockwidget_closebutton", self.tr("Close the {panel} panel")),
                ("qt_dockwidget_floatbutton", self.tr("Detach the {panel} panel")),
            ):
                button = dock.findChild(QAbstractButton, button_name)
                if button is not None:
                    button.setAccessibleName(text.format(panel=dock.windowTitle()))
        for tabs in self.findChildren(QTabBar):
            for button_name, text in (
                ("ScrollLeftButton", self.tr("Scroll the tabs left")),
                ("ScrollRightButton", self.tr("Scroll the tabs right")),
            ):
                button = tabs.findChild(QAbstractButton, button_name)
                if button is not None:
                    button.setAccessibleName(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def choose_language(self, language: str) -> None:
        """View > Language: show the app in ``language`` now, and remember it."""
        self.commands.choose_language(language)

    # Run state.

    def _on_state_changed(self, state: RunState) -> None:
        self.panel.set_choices_enabled(state in (RunState.IDLE, RunState.FINISHED))
        self.stats.set_paused(state is RunState.PAUSED)

    @property
    def state_label(self) -> QLabel:
        return self.run_status.label

    # Files.

    def open_problem_file(self, path: str | Path, domain: Domain | None = None) -> bool:
        """Offer the problems of a file, or open a run file (see :class:`ProblemOpener`);
        False if nothing is read."""
        return self.problem_opener.open(path, domain)

    # Screenshots.

    def screenshot_name(self, kind: ShotKind) -> str:
        settings = self.controller.choices
        return default_file_name(kind, settings.puzzle.name, settings.algorithm)

    def export_screenshot(self, kind: ShotKind, path: str | Path) -> Path:
        """Save a PNG of the window, the board, the tree or the chart (of all but the window
        also an SVG or a PDF drawing); works in the middle of a run."""
        self.model.publish()
        return export_shot(self, kind, path)

    def choose_screenshot(self) -> None:
        names = {kind: self.screenshot_name(kind) for kind in ShotKind}
        dialog = dialogs.ExportDialog(self.app_settings.export_folder(), names, self)
        if not dialog.exec():
            return
        path = with_extension(dialog.path.text(), ".png")
        try:
            saved = self.export_screenshot(dialog.kind(), path)
        except (OSError, ValueError) as error:
            QMessageBox.critical(self, self.tr("Export failed"), error_text(error))
            return
        self.app_settings.set_export_folder(str(saved.parent))
        self.statusBar().showMessage(self.tr("Saved {path}").format(path=saved), 8000)

    # Comparison.

    def open_compare(self) -> None:
        """Run > Compare…: the Compare window, with this window's problem checked."""
        self.compare_window = open_compare_window(self)

    # Closing.

    def closeEvent(self, event: QCloseEvent) -> None:
        self.frame_timer.stop()
        self.controller.shutdown()
        self.app_settings.save_window(self)
        self.app_settings.save_choices(self.panel.remembered())
        self.app_settings.sync()
        super().closeEvent(event)
