"""The settings form of a run's choices: what the settings file remembers of them between
sessions, read and written here and nowhere else.

The run's choices themselves are one :class:`~cavalo_gui.reports.choices.RunChoices`; what is
remembered differs from it in two ways: each value is on its own (one that is no longer valid
is dropped, the others still restored), and the options and parameters of the puzzles and
algorithms not shown are kept too, so that switching back finds them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from cavalo_gui.domains.registry import DOMAINS
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.reports.choices import NODE_BUDGET_RANGE, SPEEDS, TIME_BUDGET_RANGE

Plain = str | int | float
Reader = Callable[[str, object, type, Callable[[object], bool] | None], object]
"""How a settings file gives one value: ``read(key, default, kind, valid)`` is the stored value
as ``kind``, or ``default`` if there is none or it is not ``valid`` (AppSettings.value)."""


@dataclass(frozen=True)
class RememberedChoices:
    """The choices remembered between sessions; None (or missing) where nothing valid was
    remembered. ``options`` holds each domain's options by domain name."""

    domain: str | None = None
    problem: str | None = None
    seed: int | None = None
    options: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    algorithm: str | None = None
    heuristic: str | None = None
    parameters: Mapping[str, int] = field(default_factory=dict)
    max_nodes: int | None = None
    max_seconds: float | None = None
    speed: float | None = None


def read_remembered(read: Reader) -> RememberedChoices:
    """The remembered choices, each read with ``read`` (which leaves out one not valid)."""
    options: dict[str, dict[str, str]] = {}
    for domain in DOMAINS.values():
        for option in domain.options:
            value = read(
                f"options/{domain.name}/{option.name}", None, str, option.choices.__contains__
            )
            if value is not None:
                options.setdefault(domain.name, {})[option.name] = value
    parameters = {}
    for algorithm in ALGORITHMS.values():
        for parameter in algorithm.parameters:
            value = read(
                f"parameters/{parameter.name}",
                None,
                float if parameter.real else int,
                _within(parameter.minimum, parameter.maximum),
            )
            if value is not None:
                parameters[parameter.name] = value
    return RememberedChoices(
        domain=read("choices/domain", None, str, DOMAINS.__contains__),
        problem=read("choices/problem", None, str, None),
        seed=read("choices/seed", None, int, _within(0, 2**31 - 1)),
        options=options,
        algorithm=read("choices/algorithm", None, str, None),
        heuristic=read("choices/heuristic", None, str, None),
        parameters=parameters,
        max_nodes=read("budgets/max_nodes", None, int, _within(*NODE_BUDGET_RANGE)),
        max_seconds=read("budgets/max_seconds", None, float, _within(*TIME_BUDGET_RANGE)),
        speed=read("choices/speed", None, float, SPEEDS.__contains__),
    )


def remembered_values(choices: RememberedChoices) -> dict[str, Plain]:
    """The settings file's keys and values for ``choices``: what :func:`read_remembered`
    reads back (the problem, and its puzzle, only when it is a shipped one)."""
    values: dict[str, Plain] = {}
    if choices.problem is not None and choices.domain is not None:
        values["choices/domain"] = choices.domain
        values["choices/problem"] = choices.problem
    for key, value in (
        ("choices/seed", choices.seed),
        ("choices/algorithm", choices.algorithm),
        ("choices/heuristic", choices.heuristic),
        ("budgets/max_nodes", choices.max_nodes),
        ("budgets/max_seconds", choices.max_seconds),
        ("choices/speed", choices.speed),
    ):
        if value is not None:
            values[key] = value
    for domain, chosen in choices.options.items():
        for name, value in chosen.items():
            values[f"options/{domain}/{name}"] = value
    for name, value in choices.parameters.items():
        values[f"parameters/{name}"] = value
    return values


def _within(low: float, high: float) -> Callable[[object], bool]:
    return lambda value: low <= value <= high  # type: ignore[operator]
