"""GraphML and DOT files, read with networkx (and pydot for DOT) into the graph puzzle's draft.

GraphML: the node attribute ``h`` is the heuristic, ``x`` and ``y`` the node's place (laid out
when missing), the edge attribute ``weight`` the cost (1 when missing). DOT: the same
attributes, or ``pos="x,y"``. A directed graph's edges are arcs. The start and the goals are
the graph's attributes ``start`` and ``goal`` (goals separated by commas) when the file has
them, else its first and its last node; ``cavalo solve --from/--to`` names others.
"""

from __future__ import annotations

import contextlib
import io
import math
import re
from typing import Any

from cavalo_gui.domains.graph.graph import Edge
from cavalo_gui.domains.graph.text_format import GraphDraft
from cavalo_gui.domains.problem_files import TextFault
from cavalo_gui.engine.message import message

_DOT_START = re.compile(
    r"\A(?:\s|//[^\n]*\n|/\*.*?\*/|#[^\n]*\n)*(?:strict\s+)?(?:di)?graph\b", re.I | re.S
)


_DOT_PLACE = re.compile(r"\(line:(\d+), col:\d+\)")


def is_graphml(text: str) -> bool:
    return "<graphml" in text[:4096].lower()


def is_dot(text: str) -> bool:
    return _DOT_START.match(text) is not None


def _plain(value: Any) -> str:
    return str(value).strip().strip('"').strip()


def _figure(value: Any, what: str, owner: str) -> float:
    try:
        figure = float(_plain(value))
    except ValueError:
        figure = math.nan
    if not math.isfinite(figure):
        said = message("graph.attribute-not-a-number", what=what, owner=owner, token=_plain(value))
        raise TextFault(None, said)
    return figure


def draft_of_networkx(graph: Any) -> GraphDraft:
    """The draft of a networkx graph; TextFault for an attribute that is not a number, a
    negative cost or h, or an edge from a node to itself."""
    draft = GraphDraft()
    for node, data in graph.nodes(data=True):
        name = _plain(node)
        if not name or name in ("node", "edge", "graph"):
            continue  # pydot's default-attribute statements
        if "h" in data:
            h = _figure(data["h"], "h", name)
            if h < 0:
                raise TextFault(None, message("graph.negative-h", name=name))
        else:
            h = 0.0
        x = y = None
        if "x" in data and "y" in data:
            x, y = _figure(data["x"], "x", name), _figure(data["y"], "y", name)
        elif "pos" in data:
            parts = _plain(data["pos"]).rstrip("!").split(",")
            if len(parts) == 2:
                x, y = _figure(parts[0], "pos", name), -_figure(parts[1], "pos", name)
        draft.nodes[name] = (x, y, h, None)
    directed = graph.is_directed()
    for source, target, data in graph.edges(data=True):
        source, target = _plain(source), _plain(target)
        if source == target:
            raise TextFault(None, message("graph.loop", name=source))
        cost = _figure(data.get("weight", 1), "weight", f"{source} - {target}")
        if cost < 0:
            raise TextFault(None, message("graph.negative-cost", cost=f"{cost:g}"))
        draft.edges.append((Edge(source, target, cost, directed), None))
    attributes = {**graph.graph.get("graph", {}), **graph.graph}
    names = list(draft.nodes)
    start = _plain(attributes.get("start", "")) or (names[0] if names else "")
    goals = [_plain(goal) for goal in _plain(attributes.get("goal", "")).split(",") if goal.strip()]
    if names:
        draft.start = (start, None)  # a file with no lines to name: faults are the file's
        draft.goals = [(goal, None) for goal in goals or [names[-1]]]
    if "name" in attributes and re.fullmatch(r"[A-Za-z0-9_.+-]+", _plain(attributes["name"])):
        draft.name = _plain(attributes["name"])
    return draft


def parse_graphml(text: str) -> GraphDraft:
    import networkx

    try:
        graph = networkx.parse_graphml(text)
    except Exception as error:  # networkx and ElementTree raise many kinds: all say the same
        position = getattr(error, "position", None)
        line = position[0] if position else None
        raise TextFault(line, message("graph.graphml-unreadable", reason=str(error))) from None
    return draft_of_networkx(graph)


def parse_dot(text: str) -> GraphDraft:
    import networkx
    import pydot

    said = io.StringIO()
    try:
        with contextlib.redirect_stdout(said), contextlib.redirect_stderr(said):
            graphs = pydot.graph_from_dot_data(text)
        if not graphs:  # pydot printed its parser's fault, and gave no graph
            printed = [line.strip() for line in said.getvalue().splitlines() if line.strip()]
            raise ValueError(printed[-1] if printed else "no graph in the file")
        graph = networkx.nx_pydot.from_pydot(graphs[0])
    except Exception as error:  # pydot's parser raises its own kinds, with the place in words
        reason = str(error).strip()
        place = _DOT_PLACE.search(reason)
        line = int(place.group(1)) if place else None
        raise TextFault(line, message("graph.dot-unreadable", reason=reason)) from None
    return draft_of_networkx(graph)


def write_graphml(puzzle) -> str:
    """``puzzle``'s graph as GraphML, as this module reads it back: ``h``, ``x`` and ``y`` on
    the nodes, ``weight`` on the edges, ``start`` and ``goal`` on the graph (a graph with arcs
    is written directed, its two-way edges as two arcs)."""
    import networkx

    graph = puzzle.graph
    directed = any(edge.directed for edge in graph.edges)
    written = networkx.DiGraph() if directed else networkx.Graph()
    written.graph.update(name=puzzle.name, start=puzzle.start, goal=",".join(puzzle.goals))
    for node in graph.nodes:
        written.add_node(node.name, h=float(node.h), x=float(node.x), y=float(node.y))
    for edge in graph.edges:
        written.add_edge(edge.source, edge.target, weight=float(edge.cost))
        if directed and not edge.directed:
            written.add_edge(edge.target, edge.source, weight=float(edge.cost))
    buffer = io.BytesIO()
    networkx.write_graphml(written, buffer)
    return buffer.getvalue().decode("utf-8")
