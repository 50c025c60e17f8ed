"""Every board view keeps the window's contract with it (issue 33 item 12): the text view, which
draws a puzzle that has no board view of its own, answers everything the window asks of a
board, so zooming, the path menu, Help > Rules and the inspector's heat map work on it too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from cavalo_gui.app.boards.registry import BOARD_VIEWS, create_board_view
from cavalo_gui.app.boards.text import TextBoardView
from cavalo_gui.app.boards.view import BoardView
from cavalo_gui.app.settings import AppSettings
from cavalo_gui.app.window.main_window import MainWindow
from cavalo_gui.domains.registry import get_domain
from tests.chain_domain import chain_registered

from .helpers import choose_problem


@pytest.fixture
def zoom_back(qapp):
    yield
    from cavalo_gui.app.window.view_options import apply_zoom

    apply_zoom(100)
    QApplication.processEvents()


@pytest.fixture
def chain_window(qtbot, tmp_path):
    with chain_registered():
        window = MainWindow(AppSettings(tmp_path / "settings.ini"))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        yield window
        window.controller.shutdown()


def test_zooming_a_puzzle_drawn_by_the_text_view_keeps_its_board_on_screen(
    qtbot, chain_window, zoom_back
):
    choose_problem(chain_window, "Short", "chain")
    assert type(chain_window.board) is TextBoardView
    for percent in (150, 100):
        chain_window.view_options.set_zoom(percent)
        qtbot.wait(60)
        QApplication.processEvents()
        board = chain_window.board
        assert board.isVisible() and board.width() >= 200 and board.height() >= 200
        assert "count 0 / 3" in board.text.toPlainText()


def test_the_text_view_answers_the_path_menu_the_rules_and_the_heat_map(
    qtbot, chain_window, monkeypatch
):
    shown = []
    monkeypatch.setattr(
        "cavalo_gui.app.window.main_window.dialogs.show_rules",
        lambda _parent, puzzle, rules: shown.append((puzzle, rules)),
    )
    choose_problem(chain_window, "Short", "chain")
    chain_window.path_menu.set_limit(5)
    chain_window.path_menu.set_limit(None)
    board = chain_window.board
    board.set_heat({0: 3})
    board.set_heat(None)
    chain_window.show_rules()
    assert shown == [("Chain (test)", "")]  # the dialog then says no rules are written
    assert "count 0 / 3" in board.text.toPlainText()
    assert board.rules_html() == ""


@pytest.mark.parametrize("domain", [*BOARD_VIEWS, "chain"])
def test_every_registered_board_view_and_the_text_view_keep_the_protocol(chain_window, domain):
    problem = next(iter(get_domain(domain).puzzles()))
    choose_problem(chain_window, problem, domain)
    view = chain_window.board
    assert type(view) is (BOARD_VIEWS.get(domain) or TextBoardView)
    assert isinstance(view, BoardView)
    width, height = view.fit_units()
    assert width > 0 and height > 0


def test_a_view_that_breaks_the_protocol_is_refused_naming_what_it_lacks(
    qtbot, chain_window, monkeypatch
):
    monkeypatch.setitem(BOARD_VIEWS, "chain", lambda model, parent=None: QWidget(parent))
    with pytest.raises(TypeError, match="fit_units, set_heat, set_path_limit, rules_html"):
        create_board_view("chain", chain_window.model)


def test_a_packages_puzzle_is_drawn_by_the_board_view_its_entry_point_names(
    qtbot, tmp_path, monkeypatch
):
    from importlib import metadata

    from cavalo_gui.domains import plugin, registry

    entry = metadata.EntryPoint(
        "chain", "tests.chain_domain:CHAIN_PLUGIN", plugin.ENTRY_POINT_GROUP
    )
    monkeypatch.setattr(plugin.metadata, "entry_points", lambda group: [entry])
    registry.PLUGINS.rediscover()
    try:
        window = MainWindow(AppSettings(tmp_path / "settings.ini"))
        qtbot.addWidget(window)
        choose_problem(window, "Short", "chain")
        assert type(window.board).__name__ == "ChainBoardView"
        assert window.board.text.toPlainText() == "|"
        choose_problem(window, "A")  # the window closes after the package's puzzle is gone
        window.controller.shutdown()
    finally:
        monkeypatch.undo()
        registry.PLUGINS.rediscover()


def test_the_window_says_which_installed_puzzle_did_not_load(qtbot, tmp_path, monkeypatch):
    from importlib import metadata

    from cavalo_gui.app.main import build_parser, open_window
    from cavalo_gui.domains import plugin, registry

    entry = metadata.EntryPoint("broken", "no_such_module_here:PLUGIN", plugin.ENTRY_POINT_GROUP)
    monkeypatch.setattr(plugin.metadata, "entry_points", lambda group: [entry])
    registry.PLUGINS.rediscover()
    try:
        window = open_window(build_parser().parse_args([]), AppSettings(tmp_path / "s.ini"))
        qtbot.addWidget(window)
        assert window.statusBar().currentMessage() == (
            "the puzzle broken (no_such_module_here:PLUGIN) could not be loaded: "
            "ModuleNotFoundError: No module named 'no_such_module_here'"
        )
        assert "broken" not in registry.DOMAINS
        window.controller.shutdown()
    finally:
        monkeypatch.undo()
        registry.PLUGINS.rediscover()
