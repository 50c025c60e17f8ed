"""A user's problem class as a :class:`~cavalo_gui.domains.domain.Domain`, so that every
algorithm, report and view takes it as it takes the course's puzzles.

aima-python's shape: ``initial``, ``goal`` (optional), ``actions(state)``,
``result(state, action)``, ``goal_test(state)``, ``path_cost(c, state1, action, state2)`` and
``h(node)`` with ``node.state``; simpleai's: ``initial_state``, ``actions``, ``result``,
``is_goal``, ``cost(state, action, state2)`` and ``heuristic(state)``. Every method named ``h``
or ``h_<name>`` is a heuristic (``h`` called ``h``; simpleai's ``heuristic`` called
``heuristic``), admissible only where the class says so in ``admissible = ("h", ...)``. A
state is drawn by the class's ``draw(state)`` if it has one, else by ``str(state)``.

What the class does wrong is said as it happens (``result`` returning None, a state that
cannot be hashed, a negative or non-numeric cost, a method raising), naming the method.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

from cavalo_gui.domains.catalogues import Text
from cavalo_gui.domains.domain import DomainOption
from cavalo_gui.domains.problem_files import ProblemFileError
from cavalo_gui.domains.python_problem.loading import (
    ProblemCodeError,
    ProblemModule,
    file_digest,
    raised,
    read_module,
)
from cavalo_gui.engine.message import Message, MessageError, message
from cavalo_gui.engine.node import Node, State
from cavalo_gui.engine.problem import Heuristic, zero_heuristic

NAME = "python"
RUN_FILE_MARK = "python-problem"


@dataclass(frozen=True)
class PythonPuzzle:
    """The one problem a class makes: named by the class, found again by its file and hash."""

    domain: ClassVar[str] = NAME
    name: str
    module: ProblemModule = field(compare=True)
    target: int = 1  # one goal to reach
    seed: int | None = None

    @property
    def description(self) -> Message:
        return message("python.description", name=self.name, path=self.module.path.name)

    @property
    def ends(self) -> Message:
        """Where the search goes, for a run's heading: to a state the class's goal test
        accepts (its ``target`` of one goal is no figure a user set)."""
        return message("python.ends")


@dataclass(frozen=True)
class _NodeView:
    """What aima-python's ``h(node)`` reads of a node: its state."""

    state: Any


class PythonProblem:
    """The user's instance as the engine's problem, each call checked."""

    def __init__(self, puzzle: PythonPuzzle, instance: Any) -> None:
        self.puzzle = puzzle
        self.instance = instance
        self.aima = not callable(getattr(instance, "is_goal", None))

    def _call(self, method: str, *arguments: Any) -> Any:
        try:
            return getattr(self.instance, method)(*arguments)
        except ProblemCodeError:
            raise
        except (Exception, SystemExit) as error:  # the user's code: said as theirs
            shown = ", ".join(_short(argument) for argument in arguments)
            call = f"{self.puzzle.name}.{method}({shown})"
            raise raised(self.puzzle.module.path, call, error) from None

    def _hashable(self, state: Any, where: str | Callable[[], str]) -> Any:
        """``state`` if it can be hashed; else the sentence naming ``where`` it came from (a
        function making the words, so that nothing is written for a state that is fine)."""
        try:
            hash(state)
        except TypeError:
            said = message(
                "python.unhashable",
                where=f"{self.puzzle.name}.{where if isinstance(where, str) else where()}",
                kind=type(state).__name__,
                state=_short(state),
            )
            raise ProblemCodeError(said) from None
        return state

    def initial_state(self) -> State:
        name = "initial" if hasattr(self.instance, "initial") else "initial_state"
        if not hasattr(self.instance, name):
            raise ProblemCodeError(message("python.no-initial", name=self.puzzle.name))
        return self._hashable(getattr(self.instance, name), name)

    def successors(self, state: State) -> Iterator[tuple[str, State, float]]:
        for action in self._actions(state):
            following = self._call("result", state, action)
            if following is None:
                call = f"{self.puzzle.name}.result({_short(state)}, {_short(action)})"
                raise ProblemCodeError(message("python.result-none", call=call))
            self._hashable(following, partial(_result_call, state, action))
            yield str(action), following, self._step_cost(state, action, following)

    def _actions(self, state: State) -> list[Any]:
        """The moves ``actions`` gives, as a list (a generator runs to its end here, inside
        the user's code, so that what it raises is said as theirs)."""
        given = self._call("actions", state)
        try:
            return list(given)
        except Exception as error:  # not iterable, or the user's generator raised
            raise raised(
                self.puzzle.module.path, f"{self.puzzle.name}.actions({_short(state)})", error
            ) from None

    def _step_cost(self, state: State, action: Any, following: State) -> float:
        if self.aima and callable(getattr(self.instance, "path_cost", None)):
            method, cost = "path_cost", self._call("path_cost", 0, state, action, following)
        elif callable(getattr(self.instance, "cost", None)):
            method, cost = "cost", self._call("cost", state, action, following)
        else:
            return 1.0
        if isinstance(cost, bool) or not isinstance(cost, int | float) or math.isnan(cost):
            said = message(
                "python.cost-not-a-number", method=f"{self.puzzle.name}.{method}", cost=_short(cost)
            )
            raise ProblemCodeError(said)
        if cost < 0:
            said = message(
                "python.negative-cost",
                method=f"{self.puzzle.name}.{method}",
                cost=_short(cost),
                state=_short(state),
                action=_short(action),
            )
            raise ProblemCodeError(said)
        return float(cost)

    def is_goal(self, state: State) -> bool:
        if self.aima and not callable(getattr(self.instance, "goal_test", None)):
            return state == self.instance.goal  # aima-python's own goal test
        return bool(self._call("goal_test" if self.aima else "is_goal", state))

    def heuristics(self) -> Mapping[str, Heuristic]:
        found = dict(heuristic_methods(type(self.instance)))
        admissible = set(getattr(self.instance, "admissible", ()))
        heuristics = {}
        for name, method in found.items():
            estimate = self._estimate(method, method == "h" or method.startswith("h_"))
            description = message("python.heuristic", method=method, name=self.puzzle.name)
            heuristics[name] = Heuristic(name, description, name in admissible, estimate)
        if not any(heuristic.admissible for heuristic in heuristics.values()):
            heuristics["zero"] = zero_heuristic()  # an admissible one to offer first
        return heuristics

    def _estimate(self, method: str, of_node: bool) -> Callable[[State], float]:
        def estimate(state: State) -> float:
            value = self._call(method, _NodeView(state) if of_node else state)
            if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value):
                said = message(
                    "python.cost-not-a-number",
                    method=f"{self.puzzle.name}.{method}",
                    cost=_short(value),
                )
                raise ProblemCodeError(said)
            return value

        return estimate

    def progress(self, state: State) -> float:
        """1 at a goal, 0 elsewhere: a user's problem says nothing of how far a state has got."""
        return 1.0 if self.is_goal(state) else 0.0

    def describe_state(self, state: State) -> str:
        return " ".join(str(state).split())

    def state_text(self, state: State) -> str:
        if callable(getattr(self.instance, "draw", None)):
            return str(self._call("draw", state))
        return str(state)

    def step_label(self, node: Node) -> str:
        return node.move or ""


def heuristic_methods(cls: type) -> Iterator[tuple[str, str]]:
    """Each heuristic of ``cls``: its name and its method (``h`` is ``h``, ``h_manhattan`` is
    ``manhattan``, simpleai's ``heuristic`` is ``heuristic``), in the class's order."""
    for method in dict.fromkeys(name for klass in reversed(cls.__mro__) for name in vars(klass)):
        if not callable(getattr(cls, method, None)):
            continue
        if method == "h" or method == "heuristic":
            yield method, method
        elif method.startswith("h_") and len(method) > 2:
            yield method.removeprefix("h_"), method


def _result_call(state: Any, action: Any) -> str:
    return f"result({_short(state)}, {_short(action)})"


def _short(value: Any) -> str:
    text = " ".join(repr(value).split())
    return text if len(text) <= 60 else text[:57] + "..."


class PythonDomain:
    """The user's class as a puzzle with one problem."""

    name = NAME
    label = Text("python.text.label")
    progress_unit = Text("python.text.unit")
    options: tuple[DomainOption, ...] = ()
    file_patterns = ("*.py",)
    max_seed = None
    has_target = False

    def __init__(self, cls: type, module: ProblemModule) -> None:
        self.cls = cls
        self.puzzle = PythonPuzzle(module.class_name or cls.__name__, module)
        try:
            self.instance = cls()
        except (Exception, SystemExit) as error:  # the user's constructor
            raise raised(module.path, f"{cls.__name__}()", error) from None
        problem = self.make_problem(self.puzzle)
        problem.initial_state()
        heuristics = problem.heuristics()
        admissible = [name for name, heuristic in heuristics.items() if heuristic.admissible]
        self.default_heuristic = "h" if "h" in admissible else admissible[0]

    def puzzles(self) -> Mapping[str, PythonPuzzle]:
        return {self.puzzle.name: self.puzzle}

    def load_puzzle(self, name: str, seed: int | None = None) -> PythonPuzzle:
        if name.strip().lower() == self.puzzle.name.lower():
            return self.puzzle
        said = message("catalog.unknown-problem", name=repr(name), known=self.puzzle.name)
        raise MessageError(said)

    def read_file(self, path: str | Path, target: int | None = None) -> list[PythonPuzzle]:
        try:
            cls, module = read_module(str(path))
        except ProblemCodeError as error:
            raise ProblemFileError(path, None, error.said) from None
        return [PythonDomain(cls, module).puzzle]

    def read_text(self, text: str, source: str) -> list[PythonPuzzle]:
        return read_reference(text, source)

    def write_problem(self, puzzle: PythonPuzzle) -> str:
        return (
            f"{RUN_FILE_MARK} {puzzle.module.path}:{puzzle.name}\nsha256 {puzzle.module.digest}\n"
        )

    def recognises(self, text: str) -> bool:
        return text.startswith(RUN_FILE_MARK + " ")

    def make_problem(
        self, puzzle: PythonPuzzle, options: Mapping[str, str] | None = None
    ) -> PythonProblem:
        return PythonProblem(puzzle, self.instance)


def read_reference(text: str, source: str) -> list[PythonPuzzle]:
    """A run file's problem: the module's file and class, and its hash when saved; the class
    read again from the file, and a module changed since refused."""
    words = text.split()
    if len(words) != 4 or words[0] != RUN_FILE_MARK or words[2] != "sha256":
        raise ProblemFileError(source, 1, message("python.not-a-reference"))
    try:
        cls, module = read_module(words[1])
        if module.digest != words[3]:
            raise ProblemCodeError(message("python.changed", path=str(module.path)))
        return [PythonDomain(cls, module).puzzle]
    except ProblemCodeError as error:
        raise ProblemFileError(source, None, error.said) from None


class PythonReferences:
    """The Python puzzle before any class is read in this session: what reads a run file's
    reference to one (its file, class and hash)."""

    name = NAME
    label = Text("python.text.label")

    def recognises(self, text: str) -> bool:
        return text.startswith(RUN_FILE_MARK + " ")

    def read_text(self, text: str, source: str) -> list[PythonPuzzle]:
        return read_reference(text, source)


def load_problem_module(spec: str) -> PythonDomain:
    """The domain of the problem class ``spec`` (``file.py[:ClassName]``) names;
    :class:`ProblemCodeError` saying what is wrong otherwise."""
    cls, module = read_module(spec)
    return PythonDomain(cls, module)


def still_the_same(puzzle: PythonPuzzle) -> bool:
    """Whether the module's file is still the one read."""
    try:
        return file_digest(puzzle.module.path) == puzzle.module.digest
    except OSError:
        return False
