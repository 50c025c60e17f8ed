"""Depth-first decision search: "is there a solution of cost at most k?", asked for k rising
from the root's h, each question answered by a depth-first search that remembers the states it
refuted. A beam search's first solution caps k. Optimal with an admissible heuristic.

A pass that runs long also dives: a beam search kept to nodes with f <= k. A goal it meets
costs at most k, and every cheaper k was refuted, so it is optimal. On the hardest boards of
problem F the depth-first pass meets its goal late (on seed 5, after 430,000 expansions) while
a dive meets one within 50,000. When a pass dives, and how wide, is a rule, not a number tuned
to a board (see :func:`dive_schedule`): beams twice as wide each time, each once the pass has
spent what it and the dives before it can cost at most. The heuristic's answers are kept for
the whole run (see :class:`Estimates`): a dive that meets no goal has asked the heuristic much
of what the pass would have asked next, so a pass that must refute everything loses less to it,
and a child pruned by a pass by more than one is pruned by the next without a question.

Why another optimal search: A* must expand every node with f below the optimum *and* sift
through the nodes whose f equals it until it meets a goal; on problem F thousands of nodes tie
there. This search asks its questions depth first, the children with the most progress first,
so the last question (k = the optimum) usually ends at a goal after a short dive; and once k
reaches the cost of the beam's solution, that solution is proved optimal without a goal ever
being met at that cost. Memory: the path and the table of refuted states.

The table (a transposition table) keeps for each refuted state a lower bound on its cost to a
goal raised above the heuristic's: the least ``cost + bound`` over its children, backed up
when its subtree is done (IDA* with a transposition table, Reinefeld and Marsland 1994). A state
met again is searched only if that bound fits what is left of k, and its heuristic is not asked
again: the bound is above it.

Two hooks make it fast and stay domain-agnostic: the heuristic's
:meth:`~cavalo_gui.engine.problem.Heuristic.estimate_within` (a heuristic may stop as soon as it
proves a node does not fit; the default computes the whole estimate) and the problem's
``progress`` (which orders ties; every problem has it).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Generator, Iterator

from cavalo_gui.engine.algorithms.spec import Algorithm, Duplicates, Parameter, Pruning
from cavalo_gui.engine.events import Event, Expansion, Fate, Finished, IterationStarted
from cavalo_gui.engine.message import Message, message
from cavalo_gui.engine.node import Node
from cavalo_gui.engine.open_change import Entry, OpenLog
from cavalo_gui.engine.search import UNREACHABLE, Search

BEAM_WIDTH = Parameter("beam_width", default=100, minimum=0, maximum=100_000)
DIVE_WIDTH = 3_000  # the widest dive's beam width
# Dives a pass may run, each twice as wide as the one before, the last DIVE_WIDTH: 750, 1,500,
# 3,000. On problem F a fourth of 375 met no goal (seed 5) and cost seeds 4 and 7 a fifth more
# CPU; the dive of 750 meets seed 5's goal.
DIVES = 3
# States whose estimates a run keeps (see :class:`Estimates`), about 170 bytes each; then it
# forgets them all and starts again (at most about 90 MB). On problem F a run of a minute asks
# about 500,000 questions (a dive asks again for the heuristic's own estimate of a state the
# table holds, to rank it).
ESTIMATES_KEPT = 1 << 19

RULED_OUT = message("reason.dead-ends")


class Frame:
    """A node on the depth-first path, with the children still to search as open entries
    (0, -frame index, rank, arrival, node; the next is the last), the least bound among its children
    searched or pruned so far (its backed-up bound, once done), and whether a cycle was cut
    below it: a cut makes what was found below depend on the path, so the table must not
    remember it."""

    __slots__ = ("backed_up", "cycle_cut", "node", "pending")

    def __init__(self, node: Node, pending: list[Entry], backed_up: float, cycle_cut: bool):
        self.node = node
        self.pending = pending
        self.backed_up = backed_up
        self.cycle_cut = cycle_cut


class DepthFirstPath:
    """The frames from the root down, which record their change to the open list in ``log``
    as frames open and children are taken; ``preview`` lists the waiting children in the order
    the search will take them (the open-list view)."""

    def __init__(self, log: OpenLog) -> None:
        self.frames: list[Frame] = []
        self._log = log
        self._waiting = 0  # the children waiting in all frames, counted as they come and go

    def push(self, frame: Frame) -> None:
        """A node expanded: its frame, with its children waiting in open."""
        for entry in frame.pending:
            self._log.add(entry)
        self.frames.append(frame)
        self._waiting += len(frame.pending)

    def take(self) -> Node:
        """The next child of the deepest frame, selected."""
        taken = self.frames[-1].pending.pop()
        self._log.take(taken)
        self._waiting -= 1
        return taken[-1]

    def set_aside(self) -> list[Entry]:
        """Every waiting child leaves open for a while (a dive); returns them for
        :meth:`bring_back`."""
        aside = [entry for frame in self.frames for entry in frame.pending]
        for entry in aside:
            self._log.replace(entry)
        return aside

    def bring_back(self, aside: list[Entry]) -> None:
        for entry in aside:
            self._log.add(entry)

    def __len__(self) -> int:
        return self._waiting

    def preview(self, count: int) -> list[Node]:
        waiting: list[Node] = []
        for frame in reversed(self.frames):
            waiting.extend(entry[-1] for entry in reversed(frame.pending))
            if len(waiting) >= count:
                break
        return waiting[: max(count, 0)]


def decision_search(search: Search, beam_width: int) -> Iterator[Event]:
    """Unless ``beam_width`` is 0, a beam search of that width first (each layer's nodes ranked
    by f, then by progress) for a first solution, the incumbent. Then one depth-first pass per
    threshold k, from the root's f up, while k is below the incumbent's cost: a pass searches
    only nodes with f <= k, children in order of f then progress (the most first), the goal
    tested when a node is selected; the first goal ends the run, optimal, as every cheaper
    threshold was refuted. When k reaches the incumbent's cost, the incumbent is optimal.
    Unless ``beam_width`` is 0, a pass that runs long dives (see :func:`pass_with_dive`).

    Events: ``IterationStarted`` per pass, an ``Expansion`` per node expanded (children
    ``ADDED``, ``PRUNED`` over the threshold or ruled out, ``DUPLICATE`` on the path or refuted
    with no more than is left). At a limit, the lower bound is the threshold of the pass under
    way, and the reason gives the incumbent's cost if there is one.
    """
    root = search.make_root()
    if root.h == math.inf:
        yield search.exhausted(1, UNREACHABLE)
        return
    incumbent = None
    log = OpenLog()
    estimates = Estimates()  # the heuristic's answers, for every pass and dive
    if beam_width > 0:
        found = yield from beam_phase(search, root, beam_width, log=log, estimates=estimates)
        if isinstance(found, Finished):
            yield found
            return
        incumbent = found
    refuted: dict = {}  # state -> a lower bound on its cost to a goal, above the heuristic's
    threshold = root.f
    iteration = 0
    ruled_out_any = False
    while incumbent is None or threshold < incumbent.g:
        iteration += 1
        yield IterationStarted(iteration, threshold, search.counters())
        decide = Pass(search, refuted, iteration, threshold, log, estimates)
        log.bound = threshold
        if beam_width > 0:
            result = yield from pass_with_dive(search, decide, root, incumbent)
        else:
            result = yield from decide.run(root, incumbent)
        if isinstance(result, Finished):
            yield result
            return
        if result is not None:
            yield search.solved(result, len(refuted), log.flush())
            return
        ruled_out_any = ruled_out_any or decide.ruled_out_any
        if decide.next_threshold == math.inf:
            break
        threshold = decide.next_threshold
    if incumbent is not None:
        yield search.solved(incumbent, len(refuted), log.flush())
    elif ruled_out_any:
        yield search.exhausted(len(refuted), RULED_OUT)
    else:
        yield search.exhausted(len(refuted))


class Estimates:
    """The heuristic's answers during a run, for every pass and dive to read instead of asking
    again: a dive and its pass search the nodes with f <= k, so much of what a dive estimated
    the pass would estimate next; a child pruned by one pass, over its budget by more than
    one, is pruned by the next without a question; a state met again by another path is not
    asked twice. ``exact`` holds the estimates that fit the budget they were asked with (the
    whole estimate), ``over`` the others (a value over that budget, no higher than the
    estimate, as :meth:`~cavalo_gui.engine.problem.Heuristic.estimate_within` promises; the
    highest such value noted). At most ``ESTIMATES_KEPT`` states are kept, then all are
    forgotten at once (a cache: a state forgotten is asked again)."""

    __slots__ = ("exact", "over")

    def __init__(self) -> None:
        self.exact: dict = {}
        self.over: dict = {}

    def note(self, state: object, h: float, budget: float) -> None:
        """The heuristic said ``h`` when asked for ``state`` within ``budget``."""
        if len(self.exact) + len(self.over) >= ESTIMATES_KEPT:
            self.exact.clear()
            self.over.clear()
        if h <= budget:
            self.exact[state] = h
            self.over.pop(state, None)
        elif h > self.over.get(state, -math.inf):
            self.over[state] = h

    def recall(self, state: object, budget: float) -> float | None:
        """What the heuristic would say of ``state`` within ``budget``, if it was asked
        before: the whole estimate, or a value noted over a budget that is also over this
        one; None if that must be asked again."""
        h = self.exact.get(state)
        if h is not None:
            return h
        h = self.over.get(state)
        if h is not None and h > budget:
            return h
        return None

    def __len__(self) -> int:
        return len(self.exact) + len(self.over)


class Pass:
    """One depth-first pass: is there a goal with cost at most ``threshold``?"""

    def __init__(
        self,
        search: Search,
        refuted: dict,
        iteration: int,
        threshold: float,
        log: OpenLog,
        estimates: Estimates | None = None,
    ):
        self.search = search
        self.log = log
        self.refuted = refuted
        self.iteration = iteration
        self.threshold = threshold
        self.next_threshold = math.inf  # the least f over the threshold met
        self.ruled_out_any = False
        self.estimates = Estimates() if estimates is None else estimates  # the run's

    def run(self, root: Node, incumbent: Node | None) -> Generator[Event, None, object]:
        """The goal found (cost <= threshold), None if refuted, or the run's end at a limit."""
        search, refuted, threshold, log = self.search, self.refuted, self.threshold, self.log
        recall, note = self.estimates.recall, self.estimates.note
        problem = search.problem
        within = search.heuristic.estimate_within
        progress = problem.progress
        inf = math.inf
        on_path: set = set()
        path = DepthFirstPath(log)
        search.frontier = path
        arrival = itertools.count()  # unique keys while a pass runs
        node: Node | None = root
        while True:
            if node is not None:
                if problem.is_goal(node.state):
                    return node
                reason = search.before_expansion()
                if reason is not None:
                    return _stopped(search, reason, len(refuted), threshold, incumbent)
                search.expanded += 1
                search.observe(node)
                fates: list[tuple[Node, Fate]] = []
                children: list[Node] = []
                backed_up = inf
                cycle_cut = False
                for move, state, cost in problem.successors(node.state):
                    g = node.g + cost
                    known = refuted.get(state)
                    if state in on_path or (known is not None and g + known > threshold):
                        if state in on_path:
                            cycle_cut = True
                        else:
                            backed_up = min(backed_up, g + known)
                        search.duplicates += 1
                        fates.append((Node(state, node, move, g), Fate.DUPLICATE))
                        continue
                    # A refuted state's bound is above its heuristic's (see ``refuted``):
                    # the heuristic need not be asked again.
                    if known is not None:
                        h = known
                    else:
                        h = recall(state, threshold - g)
                        if h is None:
                            h = within(state, threshold - g)
                            note(state, h, threshold - g)
                    child = Node(state, node, move, g, h)
                    if child.f > threshold:
                        backed_up = min(backed_up, child.f)
                        self.ruled_out_any = self.ruled_out_any or h == inf
                        fates.append((child, Fate.PRUNED))
                        continue
                    search.generated += 1
                    children.append(child)
                    fates.append((child, Fate.ADDED))
                children.sort(key=lambda child: (child.f, -progress(child.state)), reverse=True)
                frame_key, last = -len(path.frames), len(children) - 1
                pending = [
                    (0, frame_key, last - rank, next(arrival), child)
                    for rank, child in enumerate(children)
                ]
                path.push(Frame(node, pending, backed_up, cycle_cut))
                on_path.add(node.state)
                search.note_open(len(path))
                yield Expansion(
                    node,
                    tuple(fates),
                    len(path),
                    len(refuted),
                    search.counters(),
                    iteration=self.iteration,
                    threshold=threshold,
                    open_change=log.flush(),
                )
            # Close the frames whose children are all done; then take the next child.
            while path.frames and not path.frames[-1].pending:
                frame = path.frames.pop()
                on_path.discard(frame.node.state)
                parent = path.frames[-1] if path.frames else None
                # The least cost from it to a goal, at least; below a cycle cut, what was
                # found depends on the path, so only the heuristic's own estimate is kept.
                below = frame.node.h if frame.cycle_cut else frame.backed_up - frame.node.g
                if refuted.get(frame.node.state, -inf) < below:
                    refuted[frame.node.state] = below
                if parent is not None:
                    parent.backed_up = min(parent.backed_up, frame.backed_up)
                    parent.cycle_cut = parent.cycle_cut or frame.cycle_cut
                else:
                    self.next_threshold = frame.backed_up
            if not path.frames:
                return None
            node = path.take()


def dive_after(search: Search, incumbent: Node | None) -> int:
    """What the widest dive can cost at most: ``DIVE_WIDTH`` nodes in each of its layers, one
    layer per move of the incumbent (the beam's solution; with none, of the node with the most
    progress met so far, a guess at a solution's length). A pass's dives are paid for with it
    (see :func:`dive_schedule`).

    Why: a dive is a bet that a wide beam under the pass's threshold meets a goal sooner than
    the depth-first pass does. With every move costing the same, a goal under the threshold
    is cheaper than the incumbent, so it has fewer moves, and the dive expands at most
    ``DIVE_WIDTH`` times the incumbent's moves. The rule reads only what the search knows (the
    dives' widths and the incumbent's length), nothing of a board.
    """
    reached = incumbent if incumbent is not None else search.best
    return DIVE_WIDTH * max(reached.depth if reached is not None else 1, 1)


def dive_schedule(search: Search, incumbent: Node | None) -> list[tuple[int, int]]:
    """A pass's dives, narrowest first: for each, the expansions of the pass itself after which
    it starts and its width. Widths double up to ``DIVE_WIDTH`` (``DIVES`` of them, none below
    1); each dive starts once the pass has spent what it and the dives before it can cost at
    most (:func:`dive_after`, in proportion to the width).

    Why: the width a beam needs to meet a goal under the threshold is not known beforehand
    (on one board of problem F a beam of 1,000 meets one in 17,000 expansions where one of
    3,000 needs 46,000). Doubling the width (as iterative deepening doubles its budget), with
    each dive paid for in advance by the pass (the rent-or-buy rule), keeps the dives of a pass
    to at most what the pass itself spent: they at most double a long pass, and a pass that
    ends sooner never pays for one."""
    widths = sorted({max(DIVE_WIDTH >> halving, 1) for halving in range(DIVES)})
    widest = dive_after(search, incumbent)
    if widest == math.inf:
        return []
    schedule = []
    paid = 0
    for width in widths:
        paid += width
        schedule.append((math.ceil(widest * paid / DIVE_WIDTH), width))
    return schedule


def pass_with_dive(
    search: Search, decide: Pass, root: Node, incumbent: Node | None
) -> Generator[Event, None, object]:
    """``decide``'s pass, with the dives of :func:`dive_schedule`: each a beam of its width
    with f <= k from the root. A goal a dive meets ends the pass (it is optimal: every
    cheaper threshold was refuted); otherwise the pass goes on where it was. Returns what the
    pass returns."""
    steps = decide.run(root, incumbent)
    schedule = dive_schedule(search, incumbent)
    spent = 0  # the pass's own expansions
    while True:
        try:
            event = next(steps)
        except StopIteration as done:
            return done.value
        yield event
        spent += isinstance(event, Expansion)
        if schedule and spent >= schedule[0][0]:
            _start, width = schedule.pop(0)
            path = search.frontier
            assert isinstance(path, DepthFirstPath)
            aside = path.set_aside()
            found = yield from beam_phase(
                search,
                root,
                width,
                decide.threshold,
                decide.iteration,
                decide.log,
                decide.estimates,
                decide.refuted,
            )
            search.frontier = path
            path.bring_back(aside)
            if isinstance(found, Finished):
                steps.close()
                states = len(decide.refuted)
                return _stopped(search, found.reason, states, decide.threshold, incumbent)
            if found is not None:
                steps.close()
                return found


def beam_phase(
    search: Search,
    root: Node,
    width: int,
    bound: float = math.inf,
    iteration: int | None = None,
    log: OpenLog | None = None,
    estimates: Estimates | None = None,
    refuted: dict | None = None,
) -> Generator[Event, None, Node | Finished | None]:
    """Layer by layer, the ``width`` best nodes of each (lowest f, then most progress), none
    with f over ``bound``: the first goal selected, None once the beam is empty, or the run's
    end at a limit. A dive gives its pass's ``iteration`` and threshold (``bound``) to its
    events; its ``estimates``, where it leaves every answer of the heuristic for the pass to
    read (the heuristic is asked within what is left of ``bound``: a node kept has its whole
    estimate, as if it were asked without a budget); and the table of ``refuted`` states: a
    state whose bound there is over what is left is a ``DUPLICATE``, as in the pass (no goal
    under ``bound`` lies below it, and the pass has searched there already or never will). The
    table does not rank the nodes kept: their f is the heuristic's, as in a beam without one.
    Its open entries, told to ``log``, are (1, layer, f, -progress, arrival, node), never
    compared past their first item with a pass's (0, ...); a goal met withdraws the rest of
    them (the passes, or the pass the dive came from, go on)."""
    threshold = bound if bound < math.inf else None
    log = OpenLog() if log is None else log
    problem = search.problem
    within = search.heuristic.estimate_within
    refuted = {} if refuted is None else refuted
    progress = problem.progress
    arrival = itertools.count()
    number = 0
    layer = BeamLayer([], log)
    layer.wait((1, number, root.f, -progress(root.state), next(arrival), root))
    layer = layer.next_layer(width)
    search.frontier = layer
    seen = {root.state}
    while layer.nodes:
        while layer.position < len(layer.nodes):
            node = layer.take()
            if problem.is_goal(node.state):
                layer.withdraw_rest()
                return node
            reason = search.before_expansion()
            if reason is not None:
                return search.stopped(reason, len(seen), root.f)
            search.expanded += 1
            search.observe(node)
            fates: list[tuple[Node, Fate]] = []
            for move, state, cost in problem.successors(node.state):
                if state in seen:
                    search.duplicates += 1
                    fates.append((Node(state, node, move, node.g + cost), Fate.DUPLICATE))
                    continue
                seen.add(state)
                g = node.g + cost
                known = refuted.get(state)
                if known is not None and g + known > bound:
                    search.duplicates += 1
                    fates.append((Node(state, node, move, g), Fate.DUPLICATE))
                    continue
                if estimates is None:
                    h = within(state, bound - g)
                else:
                    h = estimates.recall(state, bound - g)
                    if h is None:
                        h = within(state, bound - g)
                        estimates.note(state, h, bound - g)
                child = Node(state, node, move, g, h)
                if child.h == math.inf or child.f > bound:
                    fates.append((child, Fate.PRUNED))
                    continue
                search.generated += 1
                layer.wait((1, number + 1, child.f, -progress(state), next(arrival), child))
                fates.append((child, Fate.ADDED))
            search.note_open(len(layer))
            yield Expansion(
                node,
                tuple(fates),
                len(layer),
                search.expanded,
                search.counters(),
                iteration=iteration,
                threshold=threshold,
                open_change=log.flush(),
            )
        number += 1
        layer = layer.next_layer(width)
        search.frontier = layer
    return None


class BeamLayer:
    """The beam's open list: the rest of the layer being expanded, then the children met, in
    the order the next layer keeps them (open entries, see :func:`beam_phase`). It records its
    change to the open list in ``log`` as nodes enter, are taken and are cut."""

    def __init__(self, nodes: list[Entry], log: OpenLog) -> None:
        self.nodes = nodes
        self.position = 0
        self.waiting: list[Entry] = []
        self._log = log

    def take(self) -> Node:
        """The next node of the layer, selected."""
        taken = self.nodes[self.position]
        self.position += 1
        self._log.take(taken)
        return taken[-1]

    def wait(self, entry: Entry) -> None:
        """A child enters open, waiting for the next layer."""
        self.waiting.append(entry)
        self._log.add(entry)

    def withdraw_rest(self) -> None:
        """A goal met: the rest of the layer and the children waiting leave open."""
        for entry in self.nodes[self.position :] + self.waiting:
            self._log.prune(entry)
        del self.nodes[self.position :]
        self.waiting.clear()

    def next_layer(self, width: int) -> BeamLayer:
        """The ``width`` best children waiting (by f, then the most progress, then first
        come); the others leave open."""
        candidates = sorted(self.waiting)
        for entry in candidates[width:]:
            self._log.prune(entry)
        return BeamLayer(candidates[:width], self._log)

    def __len__(self) -> int:
        return len(self.nodes) - self.position + len(self.waiting)

    def preview(self, count: int) -> list[Node]:
        entries = self.nodes[self.position :] + sorted(self.waiting)
        return [entry[-1] for entry in entries[: max(count, 0)]]


def _stopped(
    search: Search, reason: Message, states: int, threshold: float, incumbent: Node | None
) -> Finished:
    """The run's end at a limit: every threshold below the one under way was refuted, so it is
    a lower bound on the optimum."""
    if incumbent is not None:
        reason = message("reason.with-best", reason=reason, n=incumbent.depth)
    return search.stopped(reason, states, threshold)


ALGORITHM = Algorithm(
    name="decision",
    run=decision_search,
    informed=True,
    optimal=True,
    parameters=(BEAM_WIDTH,),
    pruning=Pruning.F_BOUND,
    duplicates=Duplicates.ON_PATH_OR_REFUTED,
)
