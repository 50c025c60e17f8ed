"""The project's own graph format: a readable text, one line a fact (``docs/graph-format.md``).

::

    problem romania
    description The textbook's road map of Romania.
    start Arad
    goal Bucharest
    node Arad at 91 108 h 366
    node "Rimnicu Vilcea" at 233 190 h 193
    edge Arad Zerind 75        # both ways
    arc Fagaras Bucharest 211  # one way

A name with spaces is written in double quotes; ``#`` starts a comment. Every fault is a
:class:`~cavalo_gui.domains.problem_files.TextFault` naming its line.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from cavalo_gui.domains.graph.graph import Edge, Graph, GraphNode, laid_out
from cavalo_gui.domains.problem_drafts import paragraphs
from cavalo_gui.domains.problem_files import TextFault, shown
from cavalo_gui.engine.message import message

KEYWORDS = ("problem", "description", "start", "goal", "node", "edge", "arc")
_TOKEN = re.compile(r'"([^"]*)"|(#.*)|(\S+)')
_NAME = re.compile(r"[A-Za-z0-9_.+-]+")


@dataclass
class GraphDraft:
    """What the lines of a graph text say, before it is checked whole."""

    name: str | None = None
    description: list[str] = field(default_factory=list)
    start: tuple[str, int] | None = None
    goals: list[tuple[str, int]] = field(default_factory=list)
    nodes: dict[str, tuple[float | None, float | None, float, int]] = field(default_factory=dict)
    edges: list[tuple[Edge, int]] = field(default_factory=list)


def words_of(line: str, number: int) -> list[str]:
    """The words of one line: quoted names whole, a comment dropped."""
    if line.count('"') % 2:
        raise TextFault(number, message("graph.unclosed-quote"))
    words = []
    for match in _TOKEN.finditer(line):
        quoted, comment, word = match.groups()
        if comment is not None:
            break
        words.append(quoted.strip() if quoted is not None else word)
    return words


def _number(word: str, what: str, number: int) -> float:
    try:
        value = float(word)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise TextFault(number, message("graph.not-a-number", what=what, token=shown(word)))
    return value


def _name(word: str, number: int) -> str:
    if not word or len(word) > 40 or any(c in word for c in '"#') or not word.isprintable():
        raise TextFault(number, message("graph.bad-name", token=shown(word)))
    return word


def parse_graph_text(text: str) -> GraphDraft:
    """The draft the lines of ``text`` describe; TextFault at the first line that is wrong."""
    draft = GraphDraft()
    for number, line in enumerate(text.splitlines(), start=1):
        if line.split(None, 1)[:1] == ["description"]:  # its words as written, quotes and all
            _read_line(draft, "description", [], line, number)
            continue
        words = words_of(line, number)
        if not words:
            continue
        keyword, rest = words[0].lower(), words[1:]
        if keyword not in KEYWORDS:
            raise TextFault(number, message("graph.unknown-keyword", token=shown(words[0])))
        _read_line(draft, keyword, rest, line, number)
    return draft


def _read_line(draft: GraphDraft, keyword: str, rest: list[str], line: str, number: int) -> None:
    if keyword == "description":
        draft.description.append(line.split(None, 1)[1].strip() if len(line.split()) > 1 else "")
        return
    if not rest:
        raise TextFault(number, message("graph.missing-name", keyword=keyword))
    if keyword == "problem":
        if draft.name is not None:
            raise TextFault(number, message("graph.second-problem"))
        if len(rest) > 1 or not _NAME.fullmatch(rest[0]):
            raise TextFault(number, message("graph.bad-problem-name", token=shown(" ".join(rest))))
        draft.name = rest[0]
    elif keyword == "start":
        if draft.start is not None:
            raise TextFault(number, message("graph.second-start"))
        if len(rest) > 1:
            raise TextFault(number, message("graph.one-start", token=shown(rest[1])))
        draft.start = (_name(rest[0], number), number)
    elif keyword == "goal":
        draft.goals.extend((_name(word, number), number) for word in rest)
    elif keyword == "node":
        _read_node(draft, rest, number)
    else:
        _read_edge(draft, keyword == "arc", rest, number)


def _read_node(draft: GraphDraft, rest: list[str], number: int) -> None:
    name = _name(rest[0], number)
    if name in draft.nodes:
        raise TextFault(number, message("graph.node-twice", name=name, line=draft.nodes[name][3]))
    x = y = None
    h = 0.0
    fields = rest[1:]
    while fields:
        word = fields.pop(0).lower()
        if word == "at" and len(fields) >= 2:
            x = _number(fields.pop(0), "x", number)
            y = _number(fields.pop(0), "y", number)
        elif word == "h" and fields:
            h = _number(fields.pop(0), "h", number)
            if h < 0:
                raise TextFault(number, message("graph.negative-h", name=name))
        else:
            raise TextFault(number, message("graph.node-field", token=shown(word)))
    draft.nodes[name] = (x, y, h, number)


def _read_edge(draft: GraphDraft, directed: bool, rest: list[str], number: int) -> None:
    if len(rest) not in (2, 3):
        raise TextFault(number, message("graph.edge-shape", keyword="arc" if directed else "edge"))
    source, target = _name(rest[0], number), _name(rest[1], number)
    for name in (source, target):
        if name not in draft.nodes:
            raise TextFault(number, message("graph.unknown-node", name=name))
    if source == target:
        raise TextFault(number, message("graph.loop", name=source))
    cost = _number(rest[2], "cost", number) if len(rest) == 3 else 1.0
    if cost < 0:
        raise TextFault(number, message("graph.negative-cost", cost=rest[2]))
    draft.edges.append((Edge(source, target, cost, directed), number))


def finish(draft: GraphDraft, name: str) -> tuple[str, Graph, str, tuple[str, ...], str]:
    """The draft checked whole: its name (``name`` when it gives none), graph, start, goals
    and description; TextFault for a missing start or goal, or one that is not a node."""
    if not draft.nodes:
        raise TextFault(None, message("graph.no-nodes"))
    if draft.start is None:
        raise TextFault(None, message("graph.no-start"))
    if not draft.goals:
        raise TextFault(None, message("graph.no-goal"))
    for end, number in (draft.start, *draft.goals):
        if end not in draft.nodes:
            said = message("graph.unknown-node" if number else "graph.no-such-end", name=end)
            raise TextFault(number, said)
    known = {
        node: (x, y)
        for node, (x, y, _h, _n) in draft.nodes.items()
        if x is not None and y is not None
    }
    places = laid_out(draft.nodes, [edge for edge, _ in draft.edges], known)
    nodes = tuple(
        GraphNode(node, *places[node], h) for node, (_x, _y, h, _n) in draft.nodes.items()
    )
    graph = Graph(nodes, tuple(edge for edge, _ in draft.edges))
    goals = tuple(dict.fromkeys(goal for goal, _ in draft.goals))
    return draft.name or name, graph, draft.start[0], goals, paragraphs(draft.description)


def _quoted(name: str) -> str:
    return name if _NAME.fullmatch(name) else f'"{name}"'


def _figure(value: float) -> str:
    return f"{value:g}" if value == round(value, 6) else repr(value)


def format_graph(
    name: str, graph: Graph, start: str, goals: tuple[str, ...], description: str
) -> str:
    """The graph written in this format, which :func:`parse_graph_text` reads back equal."""
    lines = [f"problem {name}"]
    paragraphs = [paragraph for paragraph in description.split("\n") if paragraph]
    for index, paragraph in enumerate(paragraphs):
        lines += ["description"] * (index > 0) + [f"description {paragraph}"]
    lines += [f"start {_quoted(start)}", "goal " + " ".join(_quoted(goal) for goal in goals), ""]
    for node in graph.nodes:
        at = f"at {_figure(node.x)} {_figure(node.y)}"
        lines.append(f"node {_quoted(node.name)} {at} h {_figure(node.h)}")
    lines.append("")
    for edge in graph.edges:
        keyword = "arc" if edge.directed else "edge"
        ends = f"{_quoted(edge.source)} {_quoted(edge.target)}"
        lines.append(f"{keyword} {ends} {_figure(edge.cost)}")
    return "\n".join(lines) + "\n"
