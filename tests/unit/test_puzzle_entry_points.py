"""Puzzles join through the ``cavalo_gui.puzzles`` entry points (issue 36 item 3): the
course's three are registered that way, still found when the installed metadata is stale, a
package's puzzle arrives with its own board view, a broken one is left out with a sentence,
and nothing is loaded until a puzzle is first asked for."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from cavalo_gui.domains import plugin, registry
from cavalo_gui.domains.catalogues import render
from cavalo_gui.domains.languages import PORTUGUESE
from cavalo_gui.domains.plugin import ENTRY_POINT_GROUP, PuzzlePlugin, checkout_puzzles

ROOT = Path(__file__).resolve().parents[2]
COURSE = ["knight", "blokus", "dots", "graph"]
"""The program's own puzzles, in the order its project file announces them."""


class _Distribution:
    """What importlib.metadata says of a distribution an entry point comes from."""

    def __init__(self, name: str) -> None:
        self.name = name


def _entry(name: str, value: str, distribution: str) -> metadata.EntryPoint:
    entry = metadata.EntryPoint(name, value, ENTRY_POINT_GROUP)
    return entry._for(_Distribution(distribution))


@pytest.fixture
def installed(monkeypatch):
    """The entry points the installed distributions announce, as the test says; the registry
    read again from them, and again as it was after the test."""
    announced: list[metadata.EntryPoint] = []

    def entry_points(group: str):
        assert group == ENTRY_POINT_GROUP
        return list(announced)

    monkeypatch.setattr(plugin.metadata, "entry_points", entry_points)
    registry.PLUGINS.rediscover()
    yield announced
    monkeypatch.undo()
    registry.PLUGINS.rediscover()


def test_the_course_puzzles_are_the_projects_own_entry_points():
    with (ROOT / "pyproject.toml").open("rb") as stream:
        table = tomllib.load(stream)["project"]["entry-points"][ENTRY_POINT_GROUP]
    assert list(table) == COURSE
    assert [found.name for found in checkout_puzzles()] == COURSE
    assert all(isinstance(registry.PLUGINS[name], PuzzlePlugin) for name in COURSE)


def test_with_no_installed_metadata_the_checkouts_own_puzzles_are_registered(installed):
    assert list(registry.DOMAINS) == COURSE
    assert registry.PLUGINS.faults == []


def test_a_packages_puzzle_joins_after_the_course_ones_with_its_board_view(installed):
    installed.append(
        _entry("chain", "tests.chain_domain:CHAIN_PLUGIN", "cavalo-chain"),
    )
    installed.append(_entry("knight", "cavalo_gui.domains.knight.plugin:PLUGIN", "cavalo-gui"))
    assert list(registry.DOMAINS) == [*COURSE, "chain"]
    assert registry.get_domain("Chain").label == "Chain (test)"
    assert registry.PLUGINS["chain"].board_view == "tests.chain_view:ChainBoardView"
    assert "chain" not in registry.DRAFTS  # it cannot be drawn by hand


def test_a_puzzle_that_does_not_load_is_left_out_with_a_sentence(installed):
    installed.append(_entry("broken", "no_such_module_here:PLUGIN", "cavalo-broken"))
    installed.append(_entry("odd", "tests.chain_domain:CHAIN_LENGTH", "cavalo-odd"))
    assert list(registry.DOMAINS) == COURSE
    faults = [render(fault) for fault in registry.PLUGINS.faults]
    assert faults[0] == (
        "the puzzle broken (no_such_module_here:PLUGIN) could not be loaded: "
        "ModuleNotFoundError: No module named 'no_such_module_here'"
    )
    assert faults[1].startswith("the puzzle odd (tests.chain_domain:CHAIN_LENGTH) could not")
    assert render(registry.PLUGINS.faults[0], PORTUGUESE).startswith(
        "não foi possível carregar o puzzle broken"
    )


def test_nothing_is_loaded_until_a_puzzle_is_asked_for(installed):
    installed.append(_entry("chain", "tests.chain_domain:CHAIN_PLUGIN", "cavalo-chain"))
    assert registry.PLUGINS._plugins is None
    registry.register(registry.get_domain("knight"))  # the first question reads them
    assert "chain" in registry.DOMAINS


def test_cavalo_list_says_which_installed_puzzle_did_not_load(installed, capsys):
    from cavalo_gui.cli.main import main

    installed.append(_entry("broken", "no_such_module_here:PLUGIN", "cavalo-broken"))
    assert main(["list"]) == 0
    err = capsys.readouterr().err
    assert err == (
        "cavalo list: warning: the puzzle broken (no_such_module_here:PLUGIN) could not be "
        "loaded: ModuleNotFoundError: No module named 'no_such_module_here'\n"
    )


def test_an_installed_wheel_lists_the_course_puzzles_in_the_course_s_order(installed):
    """A wheel's metadata names its entry points alphabetically (blokus, dots, graph,
    knight): the knight game still comes first, as in the project file."""
    for name in sorted(COURSE):
        installed.append(_entry(name, f"cavalo_gui.domains.{name}.plugin:PLUGIN", "cavalo-gui"))
    assert list(registry.DOMAINS) == COURSE
