"""``cavalo compare``: several algorithms and heuristics on several problems, one table.

The names come from the catalogue and the registry (``cavalo list``), so algorithms added to the
engine are comparable at once. Runs go to worker processes (``--workers``); each is bounded by
the budgets, so a run that meets one shows ``limit`` in its row instead of holding up the rest.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cavalo_gui.cli import options
from cavalo_gui.cli.exit_status import EXIT_LIMIT, EXIT_OK
from cavalo_gui.domains.domain import Puzzle
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.events import Outcome
from cavalo_gui.engine.message import Message, message
from cavalo_gui.reports.argument_errors import option_error
from cavalo_gui.reports.compare import DEFAULT_WORKERS, compare, grid
from cavalo_gui.reports.messages import ENGLISH, words
from cavalo_gui.reports.results_file import append_results, write_text_safely
from cavalo_gui.reports.run import RunResult
from cavalo_gui.reports.tables import (
    FORMATS,
    OUTCOME_MESSAGES,
    column_named,
    format_of,
    render,
    sort_rows,
)

ALL = "all"


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "compare",
        help="run several algorithms on several problems and print one table",
        description=(
            "Run every algorithm with every heuristic (uninformed algorithms once) on every "
            "problem, and print one row per run: the course's statistics and the outcome."
        ),
    )
    options.add_domain_option(parser)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--problems", metavar="A,B,...", help="bundled problems, or 'all'")
    source.add_argument("--board", metavar="FILE", type=Path, help="every board of a file")
    options.add_problem_module_option(source)
    parser.add_argument("--target", type=options.non_negative_int, help="the points (--board)")
    parser.add_argument("--seed", type=options.seed_number, help="the random board's seed (F)")
    parser.add_argument(
        "--algorithms", metavar="NAME,...", required=True, help="see `cavalo list`, or 'all'"
    )
    parser.add_argument(
        "--heuristics",
        metavar="NAME,...",
        help="for the informed algorithms, or 'all' (default: the admissible default)",
    )
    options.add_domain_options(parser)
    options.add_parameter_options(parser, spoil=False)  # a comparison's runs are the course's
    options.add_budget_options(parser)
    parser.add_argument(
        "--workers",
        type=options.positive_int,
        default=DEFAULT_WORKERS,
        metavar="N",
        help=f"runs at the same time, in separate processes (default {DEFAULT_WORKERS})",
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        help="the table's format: md, csv, json or tex (LaTeX, booktabs); default: from "
        "--out's extension, else md",
    )
    parser.add_argument("--sort", metavar="COLUMN", help="sort the rows by a column (generated)")
    parser.add_argument("--descending", action="store_true", help="with --sort: largest first")
    parser.add_argument("--out", metavar="FILE", type=Path, help="write the table to FILE")
    parser.add_argument(
        "--results", metavar="FILE", type=Path, help="also append every run to a results file"
    )
    parser.set_defaults(handler=handle)


def names_from(text: str, what: str | Message, known: list[str]) -> list[str]:
    """The comma-separated names of ``text`` ('all' for every known one), checked and
    spelled as the known ones are; ValueError naming the bad one and the known ones."""
    wanted = [name.strip() for name in text.split(",") if name.strip()]
    if not wanted:
        raise option_error("cli.no-names", what=what, known=", ".join(known))
    if [name.lower() for name in wanted] == [ALL]:
        return list(known)
    by_lower = {name.lower(): name for name in known}
    chosen = []
    for name in wanted:
        if name.lower() not in by_lower:
            raise option_error(
                "cli.unknown-name", what=what, name=repr(name), known=", ".join(known)
            )
        chosen.append(by_lower[name.lower()])
    return list(dict.fromkeys(chosen))


def puzzles_from(args: argparse.Namespace) -> list[Puzzle]:
    domain = options.domain_from(args)
    if args.problem_module is not None:
        return list(domain.puzzles().values())
    if args.board is not None:
        if args.seed is not None:
            raise option_error("cli.seed-with-problem", problems="--problems")
        return domain.read_file(args.board, target=args.target)
    if args.target is not None:
        raise option_error("cli.target-with-board")
    bundled = domain.puzzles()
    names = names_from(args.problems, message("cli.what.problem"), list(bundled))
    if args.seed is not None and all(bundled[name].seed is None for name in names):
        raise option_error("cli.seed-not-random", names=", ".join(names))
    return [
        domain.load_puzzle(name, args.seed if bundled[name].seed is not None else None)
        for name in names
    ]


def heuristic_names(args: argparse.Namespace, puzzles: list[Puzzle]) -> list[str]:
    if args.heuristics is None:
        return []
    known = list(options.domain_from(args).make_problem(puzzles[0]).heuristics())
    return names_from(args.heuristics, message("cli.what.heuristic"), known)


def progress_line(done: int, total: int, result: RunResult, language: str = ENGLISH) -> str:
    setup = result.setup
    heuristic = f" {setup.heuristic_used()}" if setup.heuristic_used() else ""
    said = words(OUTCOME_MESSAGES[result.outcome], language)
    in_moves = message("words.in-moves", n=result.moves or 0)
    depth = " " + words(in_moves, language) if result.moves is not None else ""
    return f"[{done}/{total}] {setup.puzzle.name} {setup.algorithm}{heuristic}: {said}{depth}"


def handle(args: argparse.Namespace) -> int:
    options.check_output_paths(args, out=args.out, results=args.results)
    table_format = format_of(args.out, args.format)
    puzzles = puzzles_from(args)
    algorithms = names_from(args.algorithms, message("cli.what.algorithm"), list(ALGORITHMS))
    if args.sort is not None:
        column_named(args.sort)
    setups = grid(
        puzzles,
        algorithms,
        heuristic_names(args, puzzles),
        options=options.options_from(args, options.domain_from(args)),
        parameters=options.parameters_from(args),
        limits=options.limits_from(args),
    )
    options.warn_ignored(args, algorithms, options.parameters_from(args), "heuristics")
    show_progress = sys.stderr.isatty()
    done = 0

    def on_result(_index: int, result: RunResult) -> None:
        nonlocal done
        done += 1
        if show_progress:
            line = progress_line(done, len(setups), result, args.lang)
            print(line, file=sys.stderr, flush=True)

    with options.stop_on_terminate():
        results = compare(setups, workers=args.workers, on_result=on_result)
    if args.sort is not None:
        results = sort_rows(results, args.sort, args.descending)
    table = render(results, table_format, args.lang)
    if args.out is not None:
        write_text_safely(args.out, table)
    else:
        print(table, end="")
    if args.results is not None:
        for warning in append_results(args.results, results, args.lang):
            options.warn(args, warning)
    hit_limit = any(result.outcome is Outcome.LIMIT for result in results)
    return EXIT_LIMIT if hit_limit else EXIT_OK
