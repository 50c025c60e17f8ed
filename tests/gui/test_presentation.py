"""View > Present (issue 27, item 3): full screen, the board large beside one pane, the texts
large, the step and the outcome always in view; a clicker's keys step and go back, B blanks
the screen, Esc puts the window back exactly as it was."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .helpers import choose_problem, click, run_to_end


def _present(qtbot, window) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: window.isFullScreen())
    QApplication.processEvents()


def _key(qtbot, window, key) -> None:
    qtbot.keyClick(window.board, key)


def _banner(window) -> str:
    window.model.publish()
    return window.presentation.banner.text()


def _shown_docks(window) -> set[str]:
    return {name for name, dock in window.presentation.docks().items() if dock.isVisible()}


def test_present_fills_the_screen_with_the_board_and_one_pane(qtbot, window):
    font = QApplication.font().pointSizeF()
    outcome = window.stats.outcome.font().pointSizeF()
    _present(qtbot, window)
    assert window.stats.outcome.font().pointSizeF() >= 2 * outcome  # a font of its own too
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    assert not window.menuBar().isVisible() and not window.toolbar.isVisible()
    assert not window.docks["controls"].isVisible()
    assert _shown_docks(window) == {"Statistics"}
    screen = window.screen().geometry()
    assert window.size() == screen.size()
    board = window.board
    assert board.isVisible()
    assert board.width() > 0.55 * screen.width() and board.height() > 0.6 * screen.height()
    assert QApplication.font().pointSizeF() >= 2 * font
    assert window.presentation.banner.isVisible()
    assert not window.replay.isVisible()  # the banner says where the run is
    assert _banner(window).startswith("Expansion 0  ·  Ready: Breadth-first (BFS)")


def test_the_clickers_keys_step_forward_and_back(qtbot, window):
    _present(qtbot, window)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Space):
        _key(qtbot, window, key)
    qtbot.waitUntil(lambda: len(window.model.recording) == 3)
    assert _banner(window).startswith("Expansion 3  ·  Paused")
    _key(qtbot, window, Qt.Key.Key_Left)
    assert _banner(window).startswith("Expansion 2 of 3")
    _key(qtbot, window, Qt.Key.Key_PageUp)
    assert _banner(window).startswith("Expansion 1 of 3")
    _key(qtbot, window, Qt.Key.Key_Right)
    assert _banner(window).startswith("Expansion 2 of 3")
    assert window.isFullScreen()  # Space stepped: it neither ran the search nor left


def test_the_outcome_stays_in_view_at_the_end_and_left_goes_back_one_expansion(qtbot, window):
    """On a finished run Left and Page Up go back one expansion, as the banner counts them
    (issue 33 item 7: Left moved Replay while the banner still said "Expansion 8")."""
    choose_problem(window, "A")
    run_to_end(qtbot, window)
    _present(qtbot, window)
    banner = _banner(window)
    assert window.model.outcome_text() and window.model.outcome_text() in banner
    depth = window.model.solution.depth
    assert f"move {depth} of {depth}" in banner
    expanded = len(window.model.recording)
    _key(qtbot, window, Qt.Key.Key_Left)
    assert _banner(window).startswith(f"Expansion {expanded - 1} of {expanded}")
    assert window.model.shown_position == expanded - 1
    assert window.model.looking_back  # the expansion went back, not Replay's move
    _key(qtbot, window, Qt.Key.Key_PageUp)
    assert _banner(window).startswith(f"Expansion {expanded - 2} of {expanded}")
    for _ in range(2):
        _key(qtbot, window, Qt.Key.Key_Right)
    banner = _banner(window)
    assert banner.startswith(f"Expansion {expanded}  ·") and f"move {depth} of {depth}" in banner


def test_b_blanks_the_screen_and_brings_it_back(qtbot, window):
    _present(qtbot, window)
    _key(qtbot, window, Qt.Key.Key_B)
    blank = window.presentation.blank
    assert blank.isVisible() and blank.geometry() == window.rect()
    picture = window.grab().toImage()
    middle = picture.pixelColor(picture.width() // 2, picture.height() // 2)
    assert (middle.red(), middle.green(), middle.blue()) == (0, 0, 0)
    _key(qtbot, window, Qt.Key.Key_B)
    assert not blank.isVisible()
    picture = window.grab().toImage()
    assert picture.pixelColor(picture.width() // 2, picture.height() // 2).lightness() > 0


def test_esc_leaves_and_puts_the_window_back_exactly(qtbot, window):
    choose_problem(window, "B")
    click(qtbot, window, window.step_action)
    qtbot.waitUntil(lambda: len(window.model.recording) == 1)
    window.docks["chart"].hide()
    QApplication.processEvents()
    geometry, font = window.geometry(), QApplication.font().pointSizeF()
    outcome = window.stats.outcome.font().pointSizeF()
    shown = _shown_docks(window)
    controls = window.docks["controls"].isVisible()
    _present(qtbot, window)
    window.presentation.choose_pane("Open list")
    assert _shown_docks(window) == {"Open list"}
    _key(qtbot, window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    QApplication.processEvents()
    assert window.geometry() == geometry
    assert _shown_docks(window) == shown and window.docks["controls"].isVisible() == controls
    assert window.menuBar().isVisible() and window.toolbar.isVisible()
    assert window.replay.isVisible() and window.timeline.isVisible()
    assert QApplication.font().pointSizeF() == font
    assert window.stats.outcome.font().pointSizeF() == outcome
    assert not window.presentation.banner.isVisible()
    assert window.model.finished is None  # Esc left the presentation; it did not stop the run
    _key(qtbot, window, Qt.Key.Key_N)  # the window's own keys are back: N steps
    qtbot.waitUntil(lambda: len(window.model.recording) == 2)


def test_present_is_in_the_view_menu_in_portuguese(qtbot, window, portuguese):
    assert window.presentation.action.text() == "A&presentar"
    assert window.presentation.action in window.view_menu.actions()
    _present(qtbot, window)
    assert _banner(window).startswith("Expansão 0")


def test_closing_while_presenting_leaves_first(qtbot, window):
    font = QApplication.font().pointSizeF()
    _present(qtbot, window)
    window.close()
    assert not window.presentation.presenting
    assert QApplication.font().pointSizeF() == font


def test_a_maximised_window_comes_back_maximised(qtbot, window):
    window.showMaximized()
    qtbot.waitUntil(lambda: window.isMaximized())
    _present(qtbot, window)
    assert not window.isMaximized()
    _key(qtbot, window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.isMaximized() and not window.isFullScreen())
