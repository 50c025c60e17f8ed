"""Options shared by the sub-commands that run searches, and their conversion to a setup."""

from __future__ import annotations

import argparse
from pathlib import Path

from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.registry import DEFAULT_DOMAIN, DOMAINS, get_domain
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


def add_domain_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--domain",
        choices=list(DOMAINS),
        default=DEFAULT_DOMAIN,
        help=f"the puzzle (default {DEFAULT_DOMAIN})",
    )


def add_problem_options(parser: argparse.ArgumentParser) -> None:
    add_domain_option(parser)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--problem", metavar="NAME", help="a bundled problem: A-F")
    source.add_argument("--board", metavar="FILE", type=Path, help="a problem file (first board)")
    parser.add_argument("--target", type=non_negative_int, help="the target to reach (--board)")
    parser.add_argument("--seed", type=non_negative_int, help="the random board's seed (F)")
    add_domain_options(parser)


def add_domain_options(parser: argparse.ArgumentParser) -> None:
    """One option per rule a puzzle lets the user choose (the knight's --double, ...)."""
    for domain in DOMAINS.values():
        for option in domain.options:
            parser.add_argument(
                "--" + option.name.replace("_", "-"),
                dest=f"option_{option.name}",
                choices=option.choices,
                help=f"{option.description} ({domain.label}; default {option.default})",
            )


def options_from(args: argparse.Namespace, domain: Domain) -> dict[str, str]:
    """The puzzle options given on the command line; ValueError for one the puzzle lacks."""
    given = {
        name.removeprefix("option_"): value
        for name, value in vars(args).items()
        if name.startswith("option_") and value is not None
    }
    names = {option.name for option in domain.options}
    for name in given:
        if name not in names:
            flag = "--" + name.replace("_", "-")
            raise ValueError(f"{flag} is an option of another puzzle, not of the {domain.label}")
    return given


def domain_from(args: argparse.Namespace) -> Domain:
    return get_domain(getattr(args, "domain", DEFAULT_DOMAIN))


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


def puzzle_from(args: argparse.Namespace) -> Puzzle:
    """The puzzle the options name; ValueError (or ProblemFileError) if they do not fit."""
    domain = domain_from(args)
    if args.problem is not None:
        if args.target is not None:
            raise ValueError("--target goes with --board; a bundled problem has its own target")
        return domain.load_puzzle(args.problem, args.seed)
    if args.seed is not None:
        raise ValueError("--seed goes with --problem F, not with --board")
    return domain.read_file(args.board, target=args.target)[0]


def limits_from(args: argparse.Namespace) -> Limits:
    return Limits(max_nodes=args.max_nodes, max_seconds=args.time_limit)


def setup_from(args: argparse.Namespace) -> RunSetup:
    """The run the options of ``solve`` or ``screenshot`` describe."""
    return RunSetup(
        puzzle=puzzle_from(args),
        algorithm=args.algorithm,
        heuristic=args.heuristic,
        options=options_from(args, domain_from(args)),
        parameters=parameters_from(args),
        limits=limits_from(args),
    )
