"""Graph files in any of the three formats: the project's text, GraphML and DOT.

The format is told by the text itself (an XML ``<graphml`` element, a DOT ``graph`` or
``digraph`` header, else the project's keywords). Whatever is wrong, the reader raises
:class:`~cavalo_gui.domains.problem_files.ProblemFileError` naming the file and, where the
fault is at one line, the line; no other exception escapes.
"""

from __future__ import annotations

import re
from pathlib import Path

from cavalo_gui.domains.graph.problem import GOALS_TARGET, GraphPuzzle
from cavalo_gui.domains.graph.standard_formats import is_dot, is_graphml, parse_dot, parse_graphml
from cavalo_gui.domains.graph.text_format import finish, parse_graph_text
from cavalo_gui.domains.problem_drafts import faults_named
from cavalo_gui.domains.problem_files import (
    ProblemFileError,
    decode_text,
    has_keyword,
    read_text_file,
)
from cavalo_gui.engine.message import MessageError, message


def read_graph_file(path: str | Path, target: int | None = None) -> list[GraphPuzzle]:
    """The graph problem in the file at ``path`` (a list of one)."""
    return parse_graph(read_text_file(path), str(path), target)


def parse_graph_bytes(data: bytes, source: str) -> list[GraphPuzzle]:
    return parse_graph(decode_text(data, source), source)


def parse_graph(text: str, source: str = "<text>", target: int | None = None) -> list[GraphPuzzle]:
    """The graph problem written in ``text``; ``source`` names it in messages and names the
    problem when the text does not."""
    if target is not None and target != GOALS_TARGET:
        raise ProblemFileError(source, None, message("graph.target-given", target=str(target)))
    with faults_named(source):
        try:
            if is_graphml(text):
                draft = parse_graphml(text)
            elif is_dot(text):
                draft = parse_dot(text)
            else:
                draft = parse_graph_text(text)
            name, graph, start, goals, description = finish(draft, _stem(source))
            return [GraphPuzzle(name, graph, start, goals, None, description)]
        except MessageError as error:
            raise ProblemFileError(source, None, error.said) from None


def _stem(source: str) -> str:
    stem = Path(source).stem if source and not source.startswith("<") else ""
    stem = re.sub(r"[^A-Za-z0-9_.+-]+", "-", stem).strip("-_.+")[:32]
    return stem or "graph"


def has_graph_marks(text: str) -> bool:
    """Whether ``text`` is a graph: GraphML, DOT, or the project's ``node`` and ``edge`` or
    ``arc`` lines."""
    if is_graphml(text) or is_dot(text):
        return True
    return has_keyword(text, "node") and (has_keyword(text, "edge") or has_keyword(text, "arc"))
