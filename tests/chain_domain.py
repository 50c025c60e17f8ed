"""A tiny test domain: a counter that climbs one step a move to its target, so every solution
is exactly ``target`` moves deep (3,000 for the shipped problem). It implements the whole
Domain interface and nothing more, to show that the window takes a puzzle it has never heard
of, and that a very deep search path travels through it intact.

``chain_registered()`` adds it to the puzzle registry for as long as the ``with`` block lasts,
with no board view of its own: the window draws it with the text view, its fallback.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from cavalo_gui.domains.domain import DomainOption
from cavalo_gui.domains.plugin import PuzzlePlugin
from cavalo_gui.domains.problem_files import ProblemFileError
from cavalo_gui.domains.registry import DOMAINS, register
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.problem import Heuristic

CHAIN_LENGTH = 3_000


@dataclass(frozen=True)
class ChainPuzzle:
    """Climb from 0 to ``target``."""

    domain: ClassVar[str] = "chain"
    name: str
    target: int
    seed: int | None = None
    description: str = ""


class ChainProblem:
    """States are the counts 0..target; the one move from n goes to n + 1."""

    def __init__(self, puzzle: ChainPuzzle) -> None:
        self.puzzle = puzzle

    def initial_state(self) -> int:
        return 0

    def successors(self, state: int) -> Iterator[tuple[str, int, float]]:
        if state < self.puzzle.target:
            yield f"+1 to {state + 1}", state + 1, 1.0

    def is_goal(self, state: int) -> bool:
        return state >= self.puzzle.target

    def heuristics(self) -> Mapping[str, Heuristic]:
        distance = Heuristic(
            "distance",
            "Steps still to climb: exact, so admissible.",
            True,
            lambda state: self.puzzle.target - state,
        )
        return {"distance": distance}

    def progress(self, state: int) -> float:
        return state

    def describe_state(self, state: int) -> str:
        return f"at {state:,} of {self.puzzle.target:,}"

    def state_text(self, state: int) -> str:
        return f"count {state} / {self.puzzle.target}"

    def step_label(self, node: Node) -> str:
        return str(node.state)


class ChainDomain:
    """The counter as a :class:`~cavalo_gui.domains.domain.Domain`."""

    name = "chain"
    label = "Chain (test)"
    progress_unit = "steps"
    options: tuple[DomainOption, ...] = ()
    default_heuristic = "distance"
    file_patterns = ("*.chain",)
    max_seed = None
    has_target = True

    def puzzles(self) -> Mapping[str, ChainPuzzle]:
        return {
            "Long": ChainPuzzle("Long", CHAIN_LENGTH, description="3,000 steps deep"),
            "Short": ChainPuzzle("Short", 3, description="3 steps deep"),
        }

    def load_puzzle(self, name: str, seed: int | None = None) -> ChainPuzzle:
        for key, puzzle in self.puzzles().items():
            if key.lower() == name.strip().lower():
                return puzzle
        raise ValueError(f"unknown problem {name!r}: the known problems are Long, Short")

    def read_file(self, path: str | Path, target: int | None = None) -> list[ChainPuzzle]:
        raise ProblemFileError(path, None, "the chain test domain reads no files")

    def read_text(self, text: str, source: str) -> list[ChainPuzzle]:
        """``chain NAME TARGET [DESCRIPTION]`` lines."""
        puzzles = []
        for number, line in enumerate(text.splitlines(), start=1):
            words = line.split(maxsplit=3)
            if len(words) < 3 or words[0] != "chain" or not words[2].isdigit():
                raise ProblemFileError(source, number, "expected 'chain NAME TARGET'")
            description = words[3] if len(words) > 3 else ""
            puzzles.append(ChainPuzzle(words[1], int(words[2]), description=description))
        return puzzles

    def write_problem(self, puzzle: ChainPuzzle) -> str:
        return f"chain {puzzle.name} {puzzle.target} {puzzle.description}".rstrip() + "\n"

    def recognises(self, text: str) -> bool:
        """False: the chain test domain has no files."""
        return False

    def make_problem(
        self, puzzle: ChainPuzzle, options: Mapping[str, str] | None = None
    ) -> ChainProblem:
        return ChainProblem(puzzle)


CHAIN = ChainDomain()


@contextlib.contextmanager
def chain_registered() -> Iterator[ChainDomain]:
    """The chain domain in the registry, with no board view, within the block."""
    register(CHAIN)
    try:
        yield CHAIN
    finally:
        DOMAINS.pop(CHAIN.name, None)


CHAIN_PLUGIN = PuzzlePlugin(CHAIN, board_view="tests.chain_view:ChainBoardView")
"""The chain as an installed package would announce it, with a board view of its own."""
