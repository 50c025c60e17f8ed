"""Graphs as a :class:`~cavalo_gui.domains.domain.Domain`: a teacher's own example (the
textbook's Romania map, a graph drawn for a lecture) searched with everything the app has."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from cavalo_gui.domains.catalogues import Text
from cavalo_gui.domains.domain import checked_options, description_text
from cavalo_gui.domains.graph.catalog import bundled_puzzles, load_puzzle
from cavalo_gui.domains.graph.files import has_graph_marks, parse_graph, read_graph_file
from cavalo_gui.domains.graph.problem import GraphProblem, GraphPuzzle
from cavalo_gui.domains.graph.text_format import format_graph
from cavalo_gui.domains.written_text import check_writable, written_description
from cavalo_gui.engine.message import Message, message


class GraphDomain:
    """A graph with costs on its edges and h on its nodes: find a path from the start to a
    goal; ``progress`` counts the goal reached (0 or 1)."""

    name = "graph"
    label = Text("graph.text.label")
    progress_unit = Text("graph.text.unit")
    options = ()
    default_heuristic = "h"
    file_patterns = ("*.graph", "*.txt", "*.graphml", "*.xml", "*.dot", "*.gv")
    max_seed = None
    has_target = False  # the goal is a node, not a count to reach
    initial_heading = Text("graph.text.initial-heading")  # a start node, not a board
    final_heading = Text("graph.text.final-heading")

    def progress_words(self, progress: float) -> Message:
        """A path's progress in the graph's words: it reached a goal, or none."""
        return message("graph.goal-reached" if progress >= 1 else "graph.no-goal-reached")

    def puzzles(self) -> Mapping[str, GraphPuzzle]:
        return bundled_puzzles()

    def load_puzzle(self, name: str, seed: int | None = None) -> GraphPuzzle:
        return load_puzzle(name, seed)

    def read_file(self, path: str | Path, target: int | None = None) -> list[GraphPuzzle]:
        return read_graph_file(path, target)

    def read_text(self, text: str, source: str) -> list[GraphPuzzle]:
        return parse_graph(text, source)

    def write_problem(self, puzzle: GraphPuzzle) -> str:
        description = description_text(puzzle.description)
        check_writable(puzzle.name, description)
        description = written_description(description)
        return format_graph(puzzle.name, puzzle.graph, puzzle.start, puzzle.goals, description)

    def recognises(self, text: str) -> bool:
        return has_graph_marks(text)

    def make_problem(
        self, puzzle: GraphPuzzle, options: Mapping[str, str] | None = None
    ) -> GraphProblem:
        checked_options(self, options)
        return GraphProblem(puzzle)


GRAPH = GraphDomain()
