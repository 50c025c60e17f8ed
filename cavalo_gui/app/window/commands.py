"""The window's own commands: its actions (Run, Step, Pause, Stop, Reset, Open, Export, Save
results, Compare, Quit, Rules, About), their places in the menus and the toolbar, their names
in the current language, and which of them a run's state allows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QStyle, QToolBar

from cavalo_gui.app.i18n import LANGUAGES, current_language, set_language
from cavalo_gui.app.run.controller import RunState
from cavalo_gui.app.window import dialogs
from cavalo_gui.app.window.view_options import ViewOptions
from cavalo_gui.app.window.zoom_layout import ToolbarFit

RUN_ACTIONS = ("run", "step", "pause", "stop", "reset")  # in the Run menu and the toolbar


class WindowCommands(QObject):
    """The actions of ``window`` (a :class:`MainWindow` with its controller, replay bar,
    problem opener and run exports made), as ``<name>_action``, and its menus and toolbar."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self._make_actions()
        self._make_menus_and_toolbar()
        window.controller.state_changed.connect(self.enable)
        window.model.position_changed.connect(self._enable_step)
        self.enable(window.controller.state)

    def _action(self, name: str, shortcuts: list[str], slot: Callable, icon=None) -> QAction:
        """An action with its shortcuts and slot; its text and tip come from
        :meth:`retranslate_ui`, in the current language."""
        window = self.window
        action = QAction(window)
        action.setObjectName(f"action_{name}")
        if icon is not None:
            action.setIcon(window.style().standardIcon(icon))
        action.setShortcuts([QKeySequence(key) for key in shortcuts])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        window.addAction(action)
        return action

    def _make_actions(self) -> None:
        pixmap = QStyle.StandardPixmap
        window = self.window
        controller, exports = window.controller, window.run_exports
        action = self._action
        self.run_action = action("run", [], controller.run, pixmap.SP_MediaPlay)
        self.toggle_action = action("toggle", ["Space"], controller.toggle)
        self.step_action = action(
            "step", ["Right", "N"], controller.step, pixmap.SP_MediaSeekForward
        )
        # Once a run has ended the arrows move through Replay (Step is then disabled).
        self.replay_back_action = action("replay_back", ["Left"], window.replay.step_back)
        self.replay_forward_action = action("replay_forward", ["Right"], window.replay.step_forward)
        self.pause_action = action("pause", [], controller.pause, pixmap.SP_MediaPause)
        self.stop_action = action("stop", ["Esc"], controller.stop, pixmap.SP_MediaStop)
        self.reset_action = action("reset", ["Ctrl+R"], controller.reset, pixmap.SP_BrowserReload)
        self.open_action = action(
            "open", ["Ctrl+O"], window.problem_opener.choose_file, pixmap.SP_DialogOpenButton
        )
        self.export_action = action(
            "export", ["Ctrl+E"], window.choose_screenshot, pixmap.SP_DialogSaveButton
        )
        self.chart_data_action = action("chart_data", [], exports.choose_chart_data)
        self.chart_image_action = action("chart_image", [], exports.choose_chart_image)
        self.trace_action = action("trace", [], exports.choose_trace)
        self.save_results_action = action("save_results", ["Ctrl+S"], exports.save)
        self.save_results_as_action = action("save_results_as", ["Ctrl+Shift+S"], exports.save_as)
        for saving in (self.save_results_action, self.save_results_as_action):
            saving.setEnabled(False)
            exports.result_available.connect(saving.setEnabled)
        self.compare_action = action("compare", ["Ctrl+K"], window.open_compare)
        self.quit_action = action("quit", ["Ctrl+Q"], window.close)
        self.rules_action = action("rules", ["F1"], window.show_rules)
        self.about_action = action("about", [], lambda: dialogs.show_about(window))

    def _make_menus_and_toolbar(self) -> None:
        window = self.window
        menus = window.menuBar()
        run_actions = [getattr(self, f"{name}_action") for name in RUN_ACTIONS]
        file_menu = self.file_menu = menus.addMenu("")
        file_menu.addActions([self.open_action, self.export_action])
        file_menu.addActions([self.chart_data_action, self.chart_image_action, self.trace_action])
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        run_menu = self.run_menu = menus.addMenu("")
        run_menu.addActions(run_actions)
        run_menu.addSeparator()
        run_menu.addActions([self.save_results_action, self.save_results_as_action])
        run_menu.addSeparator()
        run_menu.addAction(self.compare_action)
        view_menu = self.view_menu = menus.addMenu("")
        toolbar = self.toolbar = QToolBar(window)
        toolbar.setObjectName("run_toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions(run_actions)
        toolbar.addSeparator()
        toolbar.addActions([self.open_action, self.export_action])
        window.addToolBar(toolbar)
        self.toolbar_fit = ToolbarFit(window, toolbar)
        view_menu.addAction(toolbar.toggleViewAction())
        for dock in window.docks.values():
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addSeparator()
        self.language_menu = view_menu.addMenu("")
        self.language_actions = QActionGroup(self)
        for code, language_name in LANGUAGES.items():
            choice = self.language_menu.addAction(language_name)
            choice.setObjectName(f"language_{code}")
            choice.setCheckable(True)
            choice.setChecked(code == current_language())
            choice.triggered.connect(lambda _checked=False, code=code: self.choose_language(code))
            self.language_actions.addAction(choice)
        self.view_options = ViewOptions(window, window.app_settings)
        self.view_options.add_to(view_menu)
        self.help_menu = menus.addMenu("")
        self.help_menu.addActions([self.rules_action, self.about_action])

    def choose_language(self, language: str) -> None:
        """View > Language: show the app in ``language`` now, and remember it."""
        set_language(language)
        self.window.app_settings.set_language(language)
        for choice in self.language_actions.actions():
            choice.setChecked(choice.objectName() == f"language_{current_language()}")

    @staticmethod
    def _name_action(
        action: QAction, text: str, tip: str = "", menu_keys: list[QKeySequence] | None = None
    ) -> None:
        """Give ``action`` its text, and a tooltip that names its first shortcut. With
        ``menu_keys``, the menu shows all of them beside the text (a menu shows only an
        action's first shortcut, and none for a key another action owns: Space for Run)."""
        plain = text.replace("&", "")
        action.setText(text)
        if menu_keys:
            native = QKeySequence.SequenceFormat.NativeText
            action.setText(text + "\t" + ", ".join(key.toString(native) for key in menu_keys))
            action.setIconText(plain)  # the toolbar's button says the name alone
        keys = action.shortcuts()
        hint = f" ({keys[0].toString(QKeySequence.SequenceFormat.NativeText)})" if keys else ""
        action.setToolTip((tip or plain) + hint)
        action.setStatusTip(tip or plain)

    def retranslate_ui(self) -> None:
        """Every action's and menu's text in the current language."""
        name = self._name_action
        name(
            self.run_action,
            self.tr("&Run"),
            self.tr("Run the search at the chosen speed (Space runs or pauses)"),
            self.toggle_action.shortcuts(),
        )
        name(self.toggle_action, self.tr("Run or pause"))
        name(
            self.step_action,
            self.tr("&Step"),
            self.tr("Expand exactly one node"),
            self.step_action.shortcuts(),
        )
        name(self.replay_back_action, self.tr("Replay: previous move"))
        name(self.replay_forward_action, self.tr("Replay: next move"))
        name(self.pause_action, self.tr("&Pause"))
        name(self.stop_action, self.tr("S&top"), self.tr("End the run now"))
        name(self.reset_action, self.tr("R&eset"), self.tr("Back to the initial board"))
        name(self.open_action, self.tr("&Open problem file…"))
        name(self.export_action, self.tr("&Export screenshot…"))
        # The toolbar's buttons say it short, so that it fits 1024 pixels in either language.
        self.open_action.setIconText(self.tr("Open…"))
        self.export_action.setIconText(self.tr("Export…"))
        name(self.chart_data_action, self.tr("Export chart &data (CSV)…"))
        name(self.chart_image_action, self.tr("Export c&hart (PNG/SVG)…"))
        name(self.trace_action, self.tr("Export &trace (JSON Lines)…"))
        name(
            self.save_results_action,
            self.tr("Sa&ve results"),
            self.tr("Append the finished run to the results file"),
        )
        name(self.save_results_as_action, self.tr("Save results &as…"))
        name(
            self.compare_action,
            self.tr("&Compare…"),
            self.tr("Run several algorithms and heuristics on several problems"),
        )
        name(self.quit_action, self.tr("&Quit"))
        name(self.rules_action, self.tr("&Rules of the game"))
        name(self.about_action, self.tr("&About"))
        self.file_menu.setTitle(self.tr("&File"))
        self.run_menu.setTitle(self.tr("&Run"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.view_options.retranslate_ui()
        self.toolbar.setWindowTitle(self.tr("Toolbar"))  # its toggle in View, unlike Run

    def _enable_step(self) -> None:
        """Step goes on with a search under way, and forward through the recording when an
        earlier picture of a finished run is shown."""
        finished = self.window.controller.state is RunState.FINISHED
        self.step_action.setEnabled(not finished or self.window.model.looking_back)

    def enable(self, state: RunState) -> None:
        """The actions ``state`` allows."""
        running = state is RunState.RUNNING
        finished = state is RunState.FINISHED
        self.run_action.setEnabled(not finished and not running)
        self.toggle_action.setEnabled(not finished)
        self._enable_step()
        self.replay_back_action.setEnabled(finished)
        self.replay_forward_action.setEnabled(finished)
        self.pause_action.setEnabled(running)
        self.stop_action.setEnabled(state in (RunState.RUNNING, RunState.PAUSED))
        self.reset_action.setEnabled(state is not RunState.IDLE)
