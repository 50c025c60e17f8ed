"""Dots and Boxes as a :class:`~cavalo_gui.domains.domain.Domain`: what the reports, the
command line and the window know of it."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from cavalo_gui.domains.catalogues import Text
from cavalo_gui.domains.domain import DomainOption, checked_options
from cavalo_gui.domains.dots.catalog import bundled_puzzles, load_puzzle
from cavalo_gui.domains.dots.dots_format import format_problems
from cavalo_gui.domains.dots.files import has_dots_marks, parse_problems, read_problem_file
from cavalo_gui.domains.dots.heuristics import DEFAULT_HEURISTIC
from cavalo_gui.domains.dots.problem import DotsProblem, DotsPuzzle

EXACTLY, AT_LEAST = "exactly", "at-least"
GOAL_OPTION = DomainOption(
    name="goal",
    label=Text("dots.text.option.goal.label"),
    choices=(EXACTLY, AT_LEAST),
    default=EXACTLY,
    description=Text("dots.text.option.goal.description"),
    choice_labels={
        EXACTLY: Text("dots.text.option.goal.exactly"),
        AT_LEAST: Text("dots.text.option.goal.at-least"),
    },
)


class DotsDomain:
    """Single-player Dots and Boxes: draw arcs until the target's boxes are closed."""

    name = "dots"
    label = Text("dots.text.label")
    progress_unit = Text("dots.text.unit")
    options = (GOAL_OPTION,)
    default_heuristic = DEFAULT_HEURISTIC
    file_patterns = ("*.txt", "*.dat", "*.lisp", "*.lsp")
    max_seed = None
    has_target = True

    def puzzles(self) -> Mapping[str, DotsPuzzle]:
        return bundled_puzzles()

    def load_puzzle(self, name: str, seed: int | None = None) -> DotsPuzzle:
        return load_puzzle(name, seed)

    def read_file(self, path: str | Path, target: int | None = None) -> list[DotsPuzzle]:
        return read_problem_file(path, target)

    def read_text(self, text: str, source: str) -> list[DotsPuzzle]:
        return parse_problems(text, source)

    def write_problem(self, puzzle: DotsPuzzle) -> str:
        return format_problems([puzzle])

    def recognises(self, text: str) -> bool:
        return has_dots_marks(text)

    def make_problem(
        self, puzzle: DotsPuzzle, options: Mapping[str, str] | None = None
    ) -> DotsProblem:
        exact = checked_options(self, options)["goal"] == EXACTLY
        return DotsProblem(puzzle, exact)


DOTS = DotsDomain()
