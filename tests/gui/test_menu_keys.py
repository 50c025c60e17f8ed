"""The menus as a user reads them (issue 33 item 21): the Run menu shows the key of Run (Space)
and both keys of Step (Right and N), the View menu's toolbar toggle does not read like the Run
action, and the window's title names the application once."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QStyleOptionMenuItem

from cavalo_gui.app.main import make_application


def _shown(menu, action) -> tuple[str, str]:
    """The text and the keys the menu paints for ``action`` (Qt puts them apart by a tab)."""
    option = QStyleOptionMenuItem()
    menu.initStyleOption(option, action)
    text, _tab, keys = option.text.partition("\t")
    return text.replace("&", ""), keys


def _key(name: str) -> str:
    return QKeySequence(name).toString(QKeySequence.SequenceFormat.NativeText)


def test_the_run_menu_shows_space_for_run_and_right_and_n_for_step(window, language):
    menu = window.run_menu
    run_text, run_keys = _shown(menu, window.run_action)
    _step_text, step_keys = _shown(menu, window.step_action)
    assert run_keys == _key("Space")
    assert [key.strip() for key in step_keys.split(",")] == [_key("Right"), _key("N")]
    assert run_text == window.toolbar.widgetForAction(window.run_action).text()
    assert "\t" not in window.toolbar.widgetForAction(window.step_action).text()
    _text, stop_keys = _shown(menu, window.stop_action)
    assert stop_keys == _key("Esc")  # the others as before


def test_the_view_menus_toolbar_toggle_does_not_read_like_run(window, language):
    toggle = window.view_menu.actions()[0]
    assert toggle is window.toolbar.toggleViewAction()
    run_text, _keys = _shown(window.run_menu, window.run_action)
    toggle_text, _none = _shown(window.view_menu, toggle)
    assert toggle_text != run_text
    assert toggle_text == {"en": "Toolbar", "pt": "Barra de ferramentas"}[language]


def test_the_window_title_names_the_application_once(window, language):
    app = make_application()
    name = app.applicationDisplayName()
    assert name == "Cavalo"
    title = window.windowTitle()
    # What the window system shows: Qt adds " — <display name>" unless the title ends with it.
    shown = title if title.endswith(name) else f"{title} \N{EM DASH} {name}"
    assert shown.count(name) == 1, shown
    assert title.strip()
