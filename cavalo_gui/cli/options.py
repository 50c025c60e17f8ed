"""Options shared by the sub-commands that run searches, and their conversion to a setup."""

from __future__ import annotations

import argparse
from pathlib import Path

from cavalo_gui.domains.knight.catalog import load_puzzle
from cavalo_gui.domains.knight.files import read_problem_file
from cavalo_gui.domains.knight.game import DoubleStrategy
from cavalo_gui.domains.knight.problem import KnightPuzzle
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS, Limits
from cavalo_gui.reports.run import RunSetup

EXIT_OK, EXIT_LIMIT, EXIT_BAD_INPUT = 0, 1, 2  # EXIT_LIMIT: a budget or a stop ended a run


def _whole_number(text: str, least: int, wanted: str) -> int:
    """``text`` as an int of at least ``least``; ``wanted`` names the range in the message."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"expected {wanted}, got {value}")
    return value


def positive_int(text: str) -> int:
    return _whole_number(text, 1, "a positive number")


def non_negative_int(text: str) -> int:
    return _whole_number(text, 0, "a number >= 0")


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text}")
    return value


def add_problem_options(parser: argparse.ArgumentParser) -> None:
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--problem", metavar="NAME", help="a bundled problem: A-F")
    source.add_argument("--board", metavar="FILE", type=Path, help="a problem file (first board)")
    parser.add_argument("--target", type=non_negative_int, help="the points to reach (--board)")
    parser.add_argument("--seed", type=non_negative_int, help="the random board's seed (F)")
    parser.add_argument(
        "--double",
        choices=[strategy.value for strategy in DoubleStrategy],
        default=DoubleStrategy.MAX.value,
        help="which other double a double removes (default: max)",
    )


def add_budget_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-nodes",
        type=positive_int,
        default=DEFAULT_MAX_NODES,
        help=f"stop after generating this many nodes (default {DEFAULT_MAX_NODES:,})",
    )
    parser.add_argument(
        "--time-limit",
        type=positive_float,
        default=DEFAULT_MAX_SECONDS,
        metavar="S",
        help=f"stop after S seconds of search (default {DEFAULT_MAX_SECONDS:g})",
    )


def add_parameter_options(parser: argparse.ArgumentParser) -> None:
    """One option per algorithm parameter known to the registry (--max-depth, --memory, ...)."""
    seen: dict[str, str] = {}
    for algorithm in ALGORITHMS.values():
        for parameter in algorithm.parameters:
            if parameter.name in seen:
                continue
            seen[parameter.name] = algorithm.name
            parser.add_argument(
                "--" + parameter.name.replace("_", "-"),
                dest=parameter.name,
                type=positive_int,
                metavar="N",
                help=f"{parameter.label} for {algorithm.name} (default {parameter.default})",
            )


def parameters_from(args: argparse.Namespace) -> dict[str, int]:
    names = {p.name for algorithm in ALGORITHMS.values() for p in algorithm.parameters}
    return {name: getattr(args, name) for name in names if getattr(args, name, None) is not None}


def puzzle_from(args: argparse.Namespace) -> KnightPuzzle:
    """The puzzle the options name; ValueError (or ProblemFileError) if they do not fit."""
    if args.problem is not None:
        if args.target is not None:
            raise ValueError("--target goes with --board; a bundled problem has its own target")
        return load_puzzle(args.problem, args.seed)
    if args.seed is not None:
        raise ValueError("--seed goes with --problem F, not with --board")
    return read_problem_file(args.board, target=args.target)[0]


def limits_from(args: argparse.Namespace) -> Limits:
    return Limits(max_nodes=args.max_nodes, max_seconds=args.time_limit)


def setup_from(args: argparse.Namespace) -> RunSetup:
    """The run the options of ``solve`` or ``screenshot`` describe."""
    return RunSetup(
        puzzle=puzzle_from(args),
        algorithm=args.algorithm,
        heuristic=args.heuristic,
        double=DoubleStrategy(args.double),
        parameters=parameters_from(args),
        limits=limits_from(args),
    )
