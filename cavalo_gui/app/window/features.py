"""The window's features beyond its panes: menus, modes and exports.

:func:`add_features` makes each of them with one call, in the order their actions take their
places, and the window keeps what it returns in ``window.features``; a feature that places its
action by another's, or works with another, is given that one here rather than looking it up.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from cavalo_gui.app.editor.menu import BoardEditorMenu
from cavalo_gui.app.export.animation_dialog import AnimationExport
from cavalo_gui.app.inspector.menu import InspectorAction
from cavalo_gui.app.own_search.opener import OwnSearchOpener
from cavalo_gui.app.quiz.attach import quiz_mode
from cavalo_gui.app.race.menu import SideBySideMenu
from cavalo_gui.app.widgets.breakpoints_menu import BreakpointsMenu
from cavalo_gui.app.widgets.fine_step_view import FineStepAction
from cavalo_gui.app.widgets.timeline import BackAction, ChartCursor
from cavalo_gui.app.window.path_menu import PathMenu
from cavalo_gui.app.window.presentation import Presentation
from cavalo_gui.app.window.run_files import RunFiles


def add_features(window: Any) -> dict[str, object]:
    """Every feature of ``window`` (a :class:`MainWindow` with its panes, menus and actions
    made), by name."""
    features: dict[str, object] = {}

    def add(name: str, feature: object) -> Any:
        features[name] = feature
        return feature

    step = window.step_action
    back = add("back", BackAction(window, window.timeline, step))
    add("chart_cursor", ChartCursor(window.model, window.chart.plot))
    add("path_menu", PathMenu(window))
    breakpoints = add("breakpoints_menu", BreakpointsMenu(window, window.run_menu))
    fine_step = add("fine_step", FineStepAction(window, window.fine_step_line, step, back))
    add("quiz", quiz_mode(window, window.quiz_panel, fine_step.action))
    run_files = add("run_files", RunFiles(window, breakpoints, window.statusBar().showMessage))
    add("own_search", OwnSearchOpener(window, run_files.save_action))
    add("board_editor", BoardEditorMenu(window))
    add("presentation", Presentation(window))
    add("side_by_side", SideBySideMenu(window))
    add("inspector", InspectorAction(window))
    add("animation_export", AnimationExport(window, window.file_menu, window.export_action))
    return features


class Kept:
    """``window.<name>``: what the window keeps under that name in ``window.<where>``, a dict
    (its features) or an object (its commands)."""

    def __init__(self, where: str) -> None:
        self.where = where

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, window: QObject | None, owner: type | None = None) -> Any:
        if window is None:
            return self
        kept = vars(window).get(self.where)
        if isinstance(kept, dict) and self.name in kept:
            return kept[self.name]
        if kept is None or isinstance(kept, dict):
            raise AttributeError(f"{self.name}: not made yet")
        return getattr(kept, self.name)


def kept(where: str, count: int) -> tuple[Kept, ...]:
    """``count`` names for what the window keeps in ``window.<where>``."""
    return tuple(Kept(where) for _ in range(count))
