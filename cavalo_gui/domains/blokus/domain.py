"""Blokus Uno as a :class:`~cavalo_gui.domains.domain.Domain`: what the reports, the command
line and the window know of it."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from cavalo_gui.domains.blokus.catalog import bundled_puzzles, load_puzzle
from cavalo_gui.domains.blokus.files import (
    format_puzzle,
    has_blokus_marks,
    parse_blokus_text,
    read_blokus_file,
)
from cavalo_gui.domains.blokus.heuristics import DEFAULT_HEURISTIC
from cavalo_gui.domains.blokus.problem import BlokusProblem, BlokusPuzzle
from cavalo_gui.domains.catalogues import Text
from cavalo_gui.domains.domain import checked_options


class BlokusDomain:
    """Blokus Uno: one player places 1x1, 2x2 and cross pieces, corner to corner, until the
    stock is empty or nothing fits; ``progress`` counts the player's pieces on the board."""

    name = "blokus"
    label = Text("blokus.text.label")
    progress_unit = Text("blokus.text.unit")
    options = ()
    default_heuristic = DEFAULT_HEURISTIC
    file_patterns = ("*.txt", "*.dat", "*.lisp", "*.lsp")
    max_seed = None
    has_target = False  # the goal is an empty stock, or no placement left

    def puzzles(self) -> Mapping[str, BlokusPuzzle]:
        return bundled_puzzles()

    def load_puzzle(self, name: str, seed: int | None = None) -> BlokusPuzzle:
        return load_puzzle(name, seed)

    def read_file(self, path: str | Path, target: int | None = None) -> list[BlokusPuzzle]:
        return read_blokus_file(path, target)

    def read_text(self, text: str, source: str) -> list[BlokusPuzzle]:
        return parse_blokus_text(text, source)

    def write_problem(self, puzzle: BlokusPuzzle) -> str:
        return format_puzzle(puzzle)

    def recognises(self, text: str) -> bool:
        return has_blokus_marks(text)

    def make_problem(
        self, puzzle: BlokusPuzzle, options: Mapping[str, str] | None = None
    ) -> BlokusProblem:
        checked_options(self, options)
        return BlokusProblem(puzzle)


BLOKUS = BlokusDomain()
