"""Options shared by the sub-commands that run searches, and their conversion to one run's
choices (:func:`choices_from`)."""

from __future__ import annotations

import argparse
import re
import signal
import sys
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from cavalo_gui.domains.catalogues import render, said_of
from cavalo_gui.domains.domain import Domain, Puzzle
from cavalo_gui.domains.problem_files import integer_value
from cavalo_gui.domains.registry import (
    DEFAULT_DOMAIN,
    DOMAINS,
    get_domain,
    load_problem_module,
    reader_of_file,
)
from cavalo_gui.engine.algorithms import ALGORITHMS, get_algorithm
from cavalo_gui.engine.algorithms.spec import WEIGHT
from cavalo_gui.engine.echo import echoed
from cavalo_gui.engine.limits import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS, Limits
from cavalo_gui.engine.message import Message, MessageError, message
from cavalo_gui.engine.spoiled import Spoil, parse_spoil
from cavalo_gui.reports.argument_errors import OptionError, option_error, warning_line
from cavalo_gui.reports.choices import NODE_BUDGET_RANGE, TIME_BUDGET_RANGE, RunChoices
from cavalo_gui.reports.interrupts import signals_held
from cavalo_gui.reports.output_paths import check_outputs
from cavalo_gui.reports.results_file import check_results_file

"""Standard output could not be written: closed (``>&-``), a full disk, or a reader that went
away (``| head -1``)."""


MAX_DIGITS = 18  # a whole number of an option: more digits are a typing slip
SEED_DIGITS = 20  # a seed: 2**64 - 1, the largest a problem file takes, has 20
ZOOM_RANGE = (80, 300)  # percent: View > Zoom's smallest and largest levels
ASCII_NUMBER = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")


def _whole_number(text: str, least: int, wanted: Message, digits: int = MAX_DIGITS) -> int:
    """``text`` as an int of at least ``least`` and at most ``digits`` digits; ``wanted``
    names the range in the message. Written in ASCII digits only, the rule of the problem
    files (no '٧٠', '１', '7_0')."""
    value = integer_value(text.strip())
    if value is None:
        raise option_error("cli.expected-whole-number", text=echoed(text))
    if value < least:
        said = str(value) if value > -(10**20) else text.strip()
        raise option_error("cli.expected", wanted=wanted, text=echoed(said, False))
    if abs(value) >= 10**digits:  # beyond every budget, and more than int() takes
        raise option_error("cli.expected-digits", digits=digits, text=echoed(text.strip(), False))
    return value


def positive_int(text: str) -> int:
    return _whole_number(text, 1, message("cli.wanted.positive"))


def non_negative_int(text: str) -> int:
    return _whole_number(text, 0, message("cli.wanted.non-negative"))


def seed_number(text: str) -> int:
    """A random board's seed: up to 20 digits, as a problem file's ``seed`` takes (0 to
    2**64 - 1); the puzzle refuses one beyond its own range, as its files do."""
    return _whole_number(text, 0, message("cli.wanted.non-negative"), digits=SEED_DIGITS)


def zoom_percent(text: str) -> int:
    """The text zoom of View > Zoom, a whole number of percent from 80 to 300."""
    low, high = ZOOM_RANGE
    value = _whole_number(text, 0, message("cli.wanted.non-negative"))
    if not low <= value <= high:
        wanted = message("cli.wanted.zoom", low=low, high=high)
        raise option_error("cli.expected", wanted=wanted, text=echoed(text.strip(), False))
    return value


def _ascii_number(text: str, wanted: Message) -> float:
    """``text`` as a number in ASCII digits (``1.5``, ``2e3``; no ``١``, no ``1_0``); the
    argument error says it expected ``wanted``."""
    try:
        if not ASCII_NUMBER.fullmatch(text.strip()):
            raise ValueError(text)
        return float(text)
    except ValueError:
        raise option_error("cli.expected", wanted=wanted, text=echoed(text)) from None


def positive_float(text: str) -> float:
    """``text`` as a positive, finite number of seconds, in ASCII digits (``1.5``, ``2e3``)."""
    value = _ascii_number(text, message("cli.wanted.seconds"))
    if value == float("inf"):
        wanted = message("cli.wanted.finite-seconds")
        raise option_error("cli.expected", wanted=wanted, text=echoed(text.strip(), False))
    if not value > 0:
        wanted = message("cli.wanted.positive-seconds")
        raise option_error("cli.expected", wanted=wanted, text=echoed(text.strip(), False))
    return value


def add_domain_option(parser: argparse.ArgumentParser, by_file: bool = True) -> None:
    """``--domain``; with ``by_file``, left out it is the puzzle a ``--board`` file's marks
    show (:func:`domain_from`)."""
    default = (
        f"the puzzle whose marks the --board file bears, else {DEFAULT_DOMAIN}"
        if by_file
        else DEFAULT_DOMAIN
    )
    parser.add_argument(
        "--domain", choices=PuzzleNames(), default=None, help=f"the puzzle (default: {default})"
    )


class PuzzleNames:
    """``--domain``'s choices, read from the registry each time argparse asks (when it checks a
    value or writes the help), not when the parser is built: a puzzle registered later (a
    problem written in Python) is a choice too."""

    def __contains__(self, name: object) -> bool:
        return name in DOMAINS

    def __iter__(self):
        return iter(list(DOMAINS))


def add_problem_options(parser: argparse.ArgumentParser, run_file: bool = False) -> None:
    """The problem's options; with ``run_file``, ``--run FILE`` may name it instead (a run
    file, which also holds every other choice of the run)."""
    add_domain_option(parser)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--problem", metavar="NAME", help="a bundled problem: A-F")
    source.add_argument("--board", metavar="FILE", type=Path, help="a problem file")
    add_problem_module_option(source)
    if run_file:
        source.add_argument(
            "--run",
            metavar="FILE",
            type=Path,
            help="replay the run saved in a run file (.cavalo-run): its problem, board and "
            "every choice, to the step it was saved at",
        )
    parser.add_argument(
        "--index",
        type=positive_int,
        metavar="N",
        help="with --board: the file's Nth problem (default 1, the first)",
    )
    parser.add_argument("--target", type=non_negative_int, help="the target to reach (--board)")
    parser.add_argument("--seed", type=seed_number, help="the random board's seed (F)")
    parser.add_argument(
        "--from", dest="start", metavar="NAME", help="a graph's start node (default: the file's)"
    )
    parser.add_argument(
        "--to",
        dest="goals",
        metavar="NAME",
        action="append",
        help="a graph's goal node, once per goal (default: the file's)",
    )
    add_domain_options(parser)


def add_problem_module_option(parser: argparse.ArgumentParser | argparse._ActionsContainer) -> None:
    """``--problem-module FILE.py[:ClassName]``: a problem class written in Python (aima-python's
    shape or simpleai's), searched as the puzzle ``python`` (:func:`domain_from`)."""
    parser.add_argument(
        "--problem-module",
        metavar="FILE.py[:CLASS]",
        help="a problem written in Python: a class with actions, result and goal_test "
        "(aima-python) or is_goal (simpleai); see docs/own-problem.md",
    )


def add_domain_options(parser: argparse.ArgumentParser) -> None:
    """One option per rule a puzzle lets the user choose (``--double``, ...)."""
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
            raise option_error(
                "cli.option-of-another-puzzle", flag=flag, puzzle=said_of(domain.label)
            )
    return given


def domain_from(args: argparse.Namespace) -> Domain:
    """The puzzle ``--domain`` names; left out, the one whose marks the ``--board`` file
    bears (so that a broken file gets its own reader's complaint), else the default one."""
    module = getattr(args, "problem_module", None)
    if module is not None:
        loaded = getattr(args, "_problem_module_domain", None)
        if loaded is None:
            loaded = args._problem_module_domain = load_problem_module(module)
        return loaded
    name = getattr(args, "domain", None)
    if name is not None:
        return get_domain(name)
    default = get_domain(DEFAULT_DOMAIN)
    board = getattr(args, "board", None)
    return reader_of_file(board, default) if board is not None else default


def add_run_options(
    parser: argparse.ArgumentParser,
    algorithm: dict[str, Any],
    heuristic_help: str = "for informed algorithms (see `cavalo list`)",
    run_file: bool = False,
) -> None:
    """The options that choose one run, in the order every command shows them: the problem,
    ``--algorithm`` (``algorithm``: its help, and ``required`` or its ``default``),
    ``--heuristic``, the algorithms' parameters and the budgets."""
    add_problem_options(parser, run_file=run_file)
    parser.add_argument("--algorithm", choices=list(ALGORITHMS), **algorithm)
    parser.add_argument("--heuristic", help=heuristic_help)
    add_parameter_options(parser)
    add_budget_options(parser)


def node_budget(text: str) -> int:
    """``text`` as a node budget, within the range the window and run files take."""
    low, high = NODE_BUDGET_RANGE
    value = positive_int(text)
    if value > high:
        wanted = message("cli.wanted.budget", low=low, high=high)
        raise option_error("cli.expected", wanted=wanted, text=echoed(text.strip(), False))
    return value


def time_budget(text: str) -> float:
    """``text`` as seconds of search, within the range the window and run files take."""
    low, high = TIME_BUDGET_RANGE
    value = positive_float(text)
    if not low <= value <= high:
        wanted = message("cli.wanted.budget-seconds", low=low, high=high)
        raise option_error("cli.expected", wanted=wanted, text=echoed(text.strip(), False))
    return value


def add_budget_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-nodes",
        type=node_budget,
        help=f"stop once this many nodes are generated (default {DEFAULT_MAX_NODES:,}); the "
        "budget is checked before each expansion, so it may be overshot by the children of "
        "that one expansion",
    )
    parser.add_argument(
        "--time-limit",
        type=time_budget,
        metavar="S",
        help=f"stop after S seconds of search (default {DEFAULT_MAX_SECONDS:g})",
    )


def finite_weight(text: str) -> float:
    """``text`` as a weight w within the weight's range (:data:`WEIGHT`: 0 to 100), in ASCII
    digits (``1``, ``1.5``)."""
    wanted = message("cli.wanted.weight-range", low=WEIGHT.minimum, high=WEIGHT.maximum)
    value = _ascii_number(text, wanted)
    if not WEIGHT.minimum <= value <= WEIGHT.maximum:
        raise option_error("cli.expected", wanted=wanted, text=echoed(text.strip(), False))
    return value


def finite_weights(text: str) -> tuple[float, ...]:
    """``--weight`` of an experiment: one weight or several, ``1,1.5,2,3``, each once."""
    return tuple(dict.fromkeys(finite_weight(part) for part in text.split(",")))


def spoil_option(text: str) -> Spoil:
    """``--spoil scale:K`` or ``--spoil bias:B`` as a :class:`Spoil`."""
    try:
        return parse_spoil(text)
    except MessageError as error:
        raise OptionError(error.said) from None


def add_parameter_options(
    parser: argparse.ArgumentParser, several: bool = False, spoil: bool = True
) -> None:
    """One option per algorithm parameter known to the registry (--max-depth, --memory,
    --weight, ...), and with ``spoil`` ``--spoil``; with ``several``, a real parameter takes a
    list (an experiment's axis)."""
    seen: dict[str, list[str]] = {}
    for algorithm in ALGORITHMS.values():
        for parameter in algorithm.parameters:
            seen.setdefault(parameter.name, []).append(algorithm.name)
    for name, takers in seen.items():
        parameter = get_algorithm(takers[0]).parameter(name)
        if parameter.real:
            kind = finite_weights if several else finite_weight
            metavar = "W,..." if several else "W"
        else:
            kind, metavar = positive_int, "N"
        parser.add_argument(
            "--" + name.replace("_", "-"),
            dest=name,
            type=kind,
            metavar=metavar,
            help=f"{parameter.label} for {', '.join(takers)} (default {parameter.default:g})"
            + ("; several make the experiment's weight axis" if several and parameter.real else ""),
        )
    if not spoil:
        return
    parser.add_argument(
        "--spoil",
        type=spoil_option,
        metavar="scale:K|bias:B",
        help="spoil the heuristic on purpose: h*K or h+B (clamped at 0); it is no longer "
        "admissible unless K <= 1 and B <= 0",
    )


def parameters_from(args: argparse.Namespace) -> dict[str, Any]:
    names = {p.name for algorithm in ALGORITHMS.values() for p in algorithm.parameters}
    return {name: getattr(args, name) for name in names if getattr(args, name, None) is not None}


def spoil_from(args: argparse.Namespace) -> Spoil:
    spoil = getattr(args, "spoil", None)
    return spoil if spoil is not None else Spoil()


def puzzle_from(args: argparse.Namespace) -> Puzzle:
    """The puzzle the options name; ValueError (or ProblemFileError) if they do not fit."""
    puzzle = _named_puzzle(args)
    start, goals = getattr(args, "start", None), getattr(args, "goals", None)
    if start is None and not goals:
        return puzzle
    with_ends = getattr(puzzle, "with_ends", None)  # a puzzle whose start and goals are places
    if with_ends is None:
        raise option_error("cli.ends-for-graphs")
    return with_ends(start, tuple(goals or ()))


def _named_puzzle(args: argparse.Namespace) -> Puzzle:
    domain = domain_from(args)
    if getattr(args, "problem_module", None) is not None:
        return next(iter(domain.puzzles().values()))
    if args.problem is not None:
        if args.target is not None:
            raise option_error("cli.target-with-board")
        if args.index is not None:
            raise option_error("cli.index-with-board")
        return domain.load_puzzle(args.problem, args.seed)
    if args.seed is not None:
        raise option_error("cli.seed-with-problem", problems="--problem")
    puzzles = domain.read_file(args.board, target=args.target)
    index = args.index or 1
    if index > len(puzzles):
        raise option_error("cli.index-beyond", path=str(args.board), n=len(puzzles), index=index)
    return puzzles[index - 1]


def limits_from(args: argparse.Namespace) -> Limits:
    """The budgets given, the defaults for those left out: the user's own budgets."""
    return Limits(
        max_nodes=DEFAULT_MAX_NODES if args.max_nodes is None else args.max_nodes,
        max_seconds=DEFAULT_MAX_SECONDS if args.time_limit is None else args.time_limit,
    )


def choices_from(args: argparse.Namespace) -> RunChoices:
    """The run the options :func:`add_run_options` declared describe (those of ``solve``,
    ``screenshot``, ``animate`` and ``inspect``), checked, with only the parameters its
    algorithm takes (a warning for the others, and for a heuristic it would not use)."""
    given = parameters_from(args)
    choices = RunChoices(
        puzzle=puzzle_from(args),
        algorithm=args.algorithm,
        heuristic=args.heuristic,
        options=options_from(args, domain_from(args)),
        parameters=parameters_used([args.algorithm], given),
        limits=limits_from(args),
        spoil=spoil_from(args),
    )
    choices.check()  # unknown names and parameters out of range: errors before any warning
    warn_ignored(args, [args.algorithm], given, "heuristic")
    return choices


# ---------------------------------------------------------- warnings and checks before a run


def warn(args: argparse.Namespace, said: str) -> None:
    """One line on stderr about an option that was given but will not be used, in the
    user's language (``said`` already in it)."""
    print(f"cavalo {args.command}: {warning_line(said, args.lang)}", file=sys.stderr)


def flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def parameters_used(algorithms: list[str], given: Mapping[str, int]) -> dict[str, int]:
    """The parameters of ``given`` that one of ``algorithms`` takes: only those shape a run,
    so only those are recorded."""
    taken = {p.name for name in algorithms for p in get_algorithm(name).parameters}
    return {name: value for name, value in given.items() if name in taken}


def warn_ignored(
    args: argparse.Namespace, algorithms: list[str], given: Mapping[str, int], heuristic: str
) -> None:
    """One warning line for each parameter in ``given`` that none of ``algorithms`` takes, and
    for a heuristic (the option called ``heuristic``) when every one of them is uninformed."""
    names = ", ".join(algorithms)
    one = len(algorithms) == 1
    taken = parameters_used(algorithms, given)
    for name, value in given.items():
        if name not in taken:
            said = message(
                "cli.ignored-parameter-one" if one else "cli.ignored-parameter-many",
                flag=flag(name),
                value=str(value),
                names=names,
            )
            warn(args, render(said, args.lang))
    chosen = getattr(args, heuristic, None)
    if chosen is not None and not any(get_algorithm(name).informed for name in algorithms):
        said = message(
            "cli.ignored-heuristic-one" if one else "cli.ignored-heuristic-many",
            flag=flag(heuristic),
            value=str(chosen),
            names=names,
        )
        warn(args, render(said, args.lang))


def check_output_paths(args: argparse.Namespace, **outputs: Path | None) -> None:
    """Refuse, before any search runs, an output (by option name: ``out``, ``results``) that
    cannot be written or is the problem file read (``--board``); ValueError naming it."""
    check_outputs(
        {flag(name): path for name, path in outputs.items()},
        {"--board": getattr(args, "board", None)},
    )
    if outputs.get("results") is not None:
        check_results_file(outputs["results"])  # a picture or a binary file: refused now too


@contextmanager
def stop_on_terminate() -> Iterator[None]:
    """Make SIGTERM (``kill``, a batch system ending a job) stop a command as Ctrl-C
    does: every finished run kept, the workers ended. Only the main thread can do this."""

    def interrupt(_signal: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


@contextmanager
def uninterrupted() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM back until the block has run, then let them in: a finished
    run's row is written and counted as one step (between the two, Ctrl-C left a row in the
    file that the closing line did not count). See :func:`signals_held`."""
    with signals_held():
        yield
