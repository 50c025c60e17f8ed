"""``cavalo solve``: one run, as a readable summary or as one JSON object."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from cavalo_gui.cli import options
from cavalo_gui.engine.algorithms import ALGORITHMS
from cavalo_gui.engine.events import Outcome
from cavalo_gui.reports.results_file import append_result
from cavalo_gui.reports.run import run
from cavalo_gui.reports.summary import format_result


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="solve one problem and print the statistics",
        description="Solve one problem headless and print the course's statistics.",
    )
    options.add_problem_options(parser)
    parser.add_argument(
        "--algorithm", choices=list(ALGORITHMS), default="bfs", help="the search algorithm"
    )
    parser.add_argument("--heuristic", help="for informed algorithms (see `cavalo list`)")
    options.add_parameter_options(parser)
    options.add_budget_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--results", metavar="FILE", type=Path, help="also append the run to a results file"
    )
    parser.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    options.check_output_paths(args, results=args.results)
    setup = options.setup_from(args)
    result = run(setup)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    else:
        print(format_result(result))
    if args.results is not None:
        for warning in append_result(args.results, result):
            options.warn(args, warning)
    return options.EXIT_LIMIT if result.outcome is Outcome.LIMIT else options.EXIT_OK
