"""How an algorithm describes itself to the registry, the command line and the window."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.message import Message, MessageError, Text, message
from cavalo_gui.engine.search import AlgorithmFunction


class OpenList(Enum):
    """The order of an algorithm's open list: which node it expands next."""

    FIFO = "fifo"  # first in, first out (breadth first)
    LIFO = "lifo"  # last in, first out (depth first)
    LOWEST_F = "lowest f"  # a priority queue on f = g + h
    LOWEST_G = "lowest g"
    LOWEST_H = "lowest h"
    BOUNDED_STACK = "bounded stack"  # the children within a bound, depth first (IDA*)
    OWN = "own"  # a shape of its own: beam layers, RBFS levels, SMA*'s memory, a decision path


class Duplicates(Enum):
    """Where the algorithm looks for a generated child's state to call it a duplicate."""

    KNOWN = "known"  # in open or closed at no higher cost (a graph search)
    ON_PATH = "on path"  # on the path from the root to the node expanded (no closed list)
    ON_PATH_OR_REFUTED = "on path or refuted"  # on the path, or refuted within the bound


class Pruning(Enum):
    """What makes the algorithm set a generated child aside without adding it to open."""

    NONE = "none"
    DEPTH_LIMIT = "depth limit"  # the child lies at the depth limit (its bound is a depth)
    F_BOUND = "f bound"  # the child's f is over the pass's threshold or the search's bound
    MEMORY = "memory"  # the child lies deeper than memory can hold a path to
    BEAM_WIDTH = "beam width"  # the child is not among the best few of its layer


class Optimum(Enum):
    """What an optimal algorithm's solution is the least of, and so for which costs its
    optimality holds."""

    LEAST_COST = "least cost"  # the cheapest path, for any non-negative step costs
    FEWEST_MOVES = "fewest moves"  # the shallowest goal: the cheapest only when every move costs 1


@dataclass(frozen=True)
class Parameter:
    """A parameter of an algorithm: a whole number (depth limit, memory, beam width) or, when
    ``real``, a finite real number (the weight w of f = g + w·h)."""

    name: str
    default: float
    minimum: float
    maximum: float
    real: bool = False

    @property
    def label(self) -> Text:
        """The parameter's label in a form ("Depth limit"): its English, and its message id."""
        return Text(f"parameter.{self.name}.label")

    def _refused(self, id: str, label: Message, value: str | Message) -> MessageError:
        """The error saying ``value`` does not fit: the bounds written as the CLI takes them."""
        return MessageError(
            message(
                id,
                label=label,
                value=value,
                minimum=f"{self.minimum:g}" if self.real else str(self.minimum),
                maximum=f"{self.maximum:g}" if self.real else str(self.maximum),
            )
        )

    def check(self, value: float) -> float:
        """``value`` converted to the parameter's kind; ValueError naming the parameter and
        its range when it is not a finite number within it."""
        label = message(f"parameter.{self.name}.named")
        if self.real:
            try:
                value = float(value)
            except (TypeError, ValueError):
                raise self._refused("parameter.not-a-number", label, repr(value)) from None
            except OverflowError:  # a whole number beyond every float (10**400)
                raise self._refused("parameter.between", label, _shown(value)) from None
            if not math.isfinite(value) or not self.minimum <= value <= self.maximum:
                if self.maximum == math.inf:
                    raise self._refused("parameter.at-least", label, f"{value:g}")
                raise self._refused("parameter.between", label, f"{value:g}")
            return value
        if isinstance(value, float) and not value.is_integer():
            raise self._refused("parameter.whole", label, f"{value:g}")
        value = int(value)
        if not self.minimum <= value <= self.maximum:
            raise self._refused("parameter.between", label, _shown(value))
        return value


def _shown(value: object) -> str | Message:
    """A number as a message shows it: a long one by its first digits and its length."""
    return echoed(str(value), False)


WEIGHT = Parameter("weight", 1.0, 0.0, 100.0, real=True)
"""The weight of f = g + w·h (weighted A*, IDA*, RBFS): 1 is the plain algorithm; above 1 the
search leans on h, finds solutions sooner and proves them within w times the optimum only.
Up to 100, as the window offers: past that h alone orders the search (greedy), and a weight
such as 1e308 would make w·h overflow."""


@dataclass(frozen=True)
class Algorithm:
    """A registered search algorithm and the facts the window and the reports need of it, so
    that no code outside the engine asks for an algorithm by its name.

    ``informed`` algorithms use the chosen heuristic; ``optimal`` ones return a cheapest solution
    (given an admissible heuristic, when informed), cheapest in ``optimum``: the least cost for
    any non-negative step costs, or the fewest moves, which is the least cost only when every
    move costs 1 (BFS, iterative deepening). ``open_list`` is the order it expands in,
    and ``tie_breaking`` says in a sentence which node it takes between equals. ``duplicates``
    says where it looks for a child's state to discard it (open and closed, or only the current
    path); one that ``abandons_subtrees`` drops a node's subtree when it leaves it and
    grows it anew when it comes back (RBFS); one that ``backs_up_f`` writes into a node the
    best f found below it; a ``memory_bounded`` one holds at most its memory's nodes. One with
    a :data:`WEIGHT` says in ``weighted_description`` what it does with f = g + w·h, which
    replaces ``description`` for a weight other than 1.
    """

    name: str
    run: AlgorithmFunction
    informed: bool = False
    optimal: bool = False
    optimum: Optimum = Optimum.LEAST_COST
    parameters: tuple[Parameter, ...] = ()
    open_list: OpenList = OpenList.OWN
    pruning: Pruning = Pruning.NONE
    duplicates: Duplicates = Duplicates.KNOWN
    abandons_subtrees: bool = False
    backs_up_f: bool = False
    memory_bounded: bool = False

    @property
    def label(self) -> Text:
        """Its name for people ("Breadth-first (BFS)")."""
        return Text(f"algorithm.{self.name}.label")

    @property
    def short(self) -> Text:
        """Its short name, for a table's column or a plot's legend ("BFS")."""
        return Text(f"algorithm.{self.name}.short")

    @property
    def description(self) -> Text:
        """What it does, in a sentence."""
        return Text(f"algorithm.{self.name}.description")

    @property
    def tie_breaking(self) -> Text:
        """Which node it takes between equals, in a sentence."""
        return Text(f"algorithm.{self.name}.tie-breaking")

    @property
    def weighted_description(self) -> Text | str:
        """What it does with f = g + w·h, for one with a :data:`WEIGHT`; "" for the others."""
        if not self.takes_weight:
            return ""
        return Text(f"algorithm.{self.name}.weighted-description")

    @property
    def said_label(self) -> Message:
        """The label as a message, for the reports in the reader's language."""
        return message(f"algorithm.{self.name}.label")

    @property
    def takes_weight(self) -> bool:
        """Whether it weighs h in f = g + w·h (its parameters hold a weight)."""
        return any(parameter.name == WEIGHT.name for parameter in self.parameters)

    def weight_in(self, parameters: Mapping[str, float]) -> float:
        """The weight w a run with ``parameters`` uses: the one given, else the spec's
        default (the one place it lives); 1, the plain f = g + h, for one that takes none."""
        if not self.takes_weight:
            return 1.0
        given = parameters.get(WEIGHT.name)
        return float(self.parameter(WEIGHT.name).default if given is None else given)

    def parameter(self, name: str) -> Parameter:
        for parameter in self.parameters:
            if parameter.name == name:
                return parameter
        raise KeyError(name)
