"""RBFS in the search tree: the subtree of a node whose f is backed up is greyed (abandoned) at
the expansion that backs it up, not only when the node is expanded again, and the node itself
waits again among its parent's successors with that f (a dead end, with no subtree, stays
expanded)."""

from __future__ import annotations

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.problem import KnightProblem
from cavalo_gui.engine.algorithms import start_search
from cavalo_gui.engine.events import Expansion
from cavalo_gui.runs.event_batch import EventBatch
from cavalo_gui.runs.recording import Recording
from cavalo_gui.runs.search_tree import Status, TreeBuilder


def _descendants(tree, item: int) -> list[int]:
    below, stack = [], list(tree.children[item])
    while stack:
        kid = stack.pop()
        below.append(kid)
        stack.extend(tree.children[kid])
    return below


def test_a_backed_up_subtree_is_greyed_at_once_and_its_root_waits_with_its_f():
    problem = KnightProblem(load_puzzle("B"))
    search = start_search("rbfs", problem, problem.heuristics()["enunciado"])
    recording = Recording()
    builder = TreeBuilder(recording, "rbfs")
    checked = 0
    for event in search.events():
        recording.add(EventBatch.of([event]))
        if type(event) is not Expansion or not event.backed_up:
            continue
        (tree,) = builder.at(len(recording))
        backed = {tree.index_of[node]: value for node, value in event.backed_up}
        for item, value in backed.items():
            assert tree.backed_up[item] == value
            below = _descendants(tree, item)
            if tree.nodes[item] is not event.node:  # expanded again now: its new children live
                assert all(tree.status[kid] is Status.ABANDONED for kid in below)
                checked += bool(below)
        topmost = [
            item for item in backed if tree.parents[item] not in backed and tree.children[item]
        ]
        for item in topmost:  # a subtree let go: its root waits again (a dead end stays shut)
            assert tree.status[item] in (Status.OPEN, Status.CURRENT)
    assert checked > 5
