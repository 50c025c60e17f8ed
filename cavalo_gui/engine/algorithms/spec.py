"""How an algorithm describes itself to the registry, the command line and the window."""

from __future__ import annotations

from dataclasses import dataclass

from cavalo_gui.engine.search import AlgorithmFunction


@dataclass(frozen=True)
class Parameter:
    """A whole-number parameter of an algorithm (depth limit, memory, beam width)."""

    name: str
    label: str
    default: int
    minimum: int
    maximum: int

    def check(self, value: int) -> int:
        if not self.minimum <= value <= self.maximum:
            bounds = f"between {self.minimum} and {self.maximum}"
            raise ValueError(f"{self.label.lower()} must be {bounds}, got {value}")
        return value


@dataclass(frozen=True)
class Algorithm:
    """A registered search algorithm.

    ``informed`` algorithms use the chosen heuristic; ``optimal`` ones return a cheapest solution
    (given an admissible heuristic, when informed).
    """

    name: str
    label: str
    run: AlgorithmFunction
    description: str
    informed: bool = False
    optimal: bool = False
    parameters: tuple[Parameter, ...] = ()

    def parameter(self, name: str) -> Parameter:
        for parameter in self.parameters:
            if parameter.name == name:
                return parameter
        raise KeyError(name)
