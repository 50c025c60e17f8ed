"""The knight game as a :class:`~cavalo_gui.domains.domain.Domain`: what the reports, the
command line and the window know of it."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from cavalo_gui.domains.catalogues import Text
from cavalo_gui.domains.domain import DomainOption, checked_options
from cavalo_gui.domains.knight.catalog import bundled_puzzles, load_puzzle
from cavalo_gui.domains.knight.files import (
    format_problems,
    has_knight_marks,
    parse_problems,
    read_problem_file,
)
from cavalo_gui.domains.knight.game import DoubleStrategy
from cavalo_gui.domains.knight.problem import KnightProblem, KnightPuzzle
from cavalo_gui.domains.knight.random_board import MAX_SEED

DOUBLE_OPTION = DomainOption(
    name="double",
    label=Text("knight.text.option.double.label"),
    choices=tuple(strategy.value for strategy in DoubleStrategy),
    default=DoubleStrategy.MAX.value,
    description=Text("knight.text.option.double.description"),
    choice_labels={
        "max": Text("knight.text.option.double.max"),
        "min": Text("knight.text.option.double.min"),
        "choice": Text("knight.text.option.double.choice"),
    },
)


class KnightDomain:
    """The Jogo do Cavalo: a knight collects the numbers of a 10x10 board."""

    name = "knight"
    label = Text("knight.text.label")
    progress_unit = Text("knight.text.unit")
    options = (DOUBLE_OPTION,)
    default_heuristic = "fewest"
    file_patterns = ("*.txt", "*.lisp", "*.lsp", "*.dat")
    max_seed = MAX_SEED
    has_target = True

    def puzzles(self) -> Mapping[str, KnightPuzzle]:
        return bundled_puzzles()

    def load_puzzle(self, name: str, seed: int | None = None) -> KnightPuzzle:
        return load_puzzle(name, seed)

    def read_file(self, path: str | Path, target: int | None = None) -> list[KnightPuzzle]:
        return read_problem_file(path, target)

    def read_text(self, text: str, source: str) -> list[KnightPuzzle]:
        return parse_problems(text, source)

    def write_problem(self, puzzle: KnightPuzzle) -> str:
        return format_problems([puzzle])

    def recognises(self, text: str) -> bool:
        return has_knight_marks(text)

    def make_problem(
        self, puzzle: KnightPuzzle, options: Mapping[str, str] | None = None
    ) -> KnightProblem:
        double = DoubleStrategy(checked_options(self, options)["double"])
        return KnightProblem(puzzle, double)


KNIGHT = KnightDomain()
