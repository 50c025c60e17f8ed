"""A puzzle is one folder, for every puzzle there is (issue 36 item 4): what import-linter's
wildcards cannot pair by name, checked on the import graph. Puzzles never import each other;
a board view or an editor's piece (``app/boards/<puzzle>*.py``, ``app/editor/<puzzle>*.py``)
imports only its own puzzle's internals. The layers and the "no one else" rule are
import-linter's contracts in pyproject.toml."""

from __future__ import annotations

from pathlib import Path

import grimp
import pytest

DOMAINS = "cavalo_gui.domains"
WIDGET_FOLDERS = ("cavalo_gui.app.boards", "cavalo_gui.app.editor")
PACKAGE = Path(__file__).resolve().parents[2] / "cavalo_gui"


def puzzle_folders() -> list[str]:
    """Every puzzle: each package directly under ``cavalo_gui/domains``."""
    folder = PACKAGE / "domains"
    return sorted(path.parent.name for path in folder.glob("*/__init__.py"))


def puzzle_of(module: str, puzzles: list[str]) -> str | None:
    """The puzzle whose folder holds ``module``, if any."""
    parts = module.split(".")
    if module.startswith(DOMAINS + ".") and len(parts) > 3 and parts[2] in puzzles:
        return parts[2]
    return None


def crossings(graph: grimp.ImportGraph, puzzles: list[str]) -> list[str]:
    """Every import that breaks the rule: a puzzle importing another's internals, or a board
    view or editor piece importing a puzzle not its own."""
    broken = []
    for importer in sorted(graph.modules):
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            target = puzzle_of(imported, puzzles)
            if target is None:
                continue
            source = puzzle_of(importer, puzzles)
            if source is not None and source != target:
                broken.append(f"{importer} -> {imported}")
            folder, _, name = importer.rpartition(".")
            if folder in WIDGET_FOLDERS and name.split("_")[0] != target:
                broken.append(f"{importer} -> {imported}")
    return broken


@pytest.fixture
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("cavalo_gui", cache_dir=None)


def test_there_are_puzzle_folders_to_check():
    assert {"knight", "dots", "blokus"} <= set(puzzle_folders())


def test_no_puzzle_imports_another_and_every_view_imports_only_its_own(graph):
    assert crossings(graph, puzzle_folders()) == []


def test_the_check_finds_a_puzzle_importing_another_and_a_view_of_the_wrong_puzzle(graph):
    graph.add_import(
        importer="cavalo_gui.domains.dots.domain", imported="cavalo_gui.domains.knight.game"
    )
    graph.add_import(
        importer="cavalo_gui.app.boards.knight", imported="cavalo_gui.domains.dots.game"
    )
    assert crossings(graph, puzzle_folders()) == [
        "cavalo_gui.app.boards.knight -> cavalo_gui.domains.dots.game",
        "cavalo_gui.domains.dots.domain -> cavalo_gui.domains.knight.game",
    ]
